"""Judging a reader's answer, the hint, and the variant lens: every verdict is the engine's."""

from __future__ import annotations

from typing import Any

from tractor_core.cards import parse_cards
from tractor_core.catalogue import CATALOGUE
from tractor_core.errors import TractorError
from tractor_core.presets import PRESETS
from tractor_core.puzzles.registry import build
from tractor_core.puzzles.schema import CheckResult, LensRow, RuleInfo, Text
from tractor_core.trump_order import TrumpOrder, order_for

__all__ = ["check", "hint", "lens"]


def _same(kind: str, given: Any, expected: Any, order: TrumpOrder | None) -> bool:
    if kind == "order" and order is not None:
        try:
            cards = parse_cards(given)
        except TractorError:
            return False
        exp = parse_cards(expected)
        if sorted(c.notation for c in cards) != sorted(c.notation for c in exp):
            return False
        return [order.sort_key(c)[:2] for c in cards] == [order.sort_key(c)[:2] for c in exp]
    if kind == "follow":
        return isinstance(given, int) and given in expected
    return bool(given == expected)


def _normalise(answer_type: str, answer: Any) -> Any:
    """Turn a reader's raw answer into the solution's form; ValueError names what is wrong."""
    if answer_type == "yesno":
        if isinstance(answer, bool):
            return answer
        if isinstance(answer, str) and answer.strip().lower() in (
            "yes",
            "no",
            "是",
            "否",
            "true",
            "false",
        ):
            return answer.strip().lower() in ("yes", "是", "true")
        msg = f"answer {answer!r}: expected yes or no"
        raise ValueError(msg)
    if answer_type in ("choice", "seat"):
        if isinstance(answer, bool) or not isinstance(answer, int):
            msg = f"answer {answer!r}: expected the number of an option"
            raise ValueError(msg)
        return answer
    if answer_type == "numbers":
        if not isinstance(answer, list) or len(answer) != 2:
            msg = f"answer {answer!r}: expected two whole numbers (multiplier, points)"
            raise ValueError(msg)
        out = []
        for label, value in zip(("multiplier", "points"), answer, strict=True):
            try:
                out.append(int(str(value).strip()))
            except ValueError:
                msg = f"{label} {value!r}: expected a whole number"
                raise ValueError(msg) from None
        return out
    if answer_type == "side_levels":
        if (
            not isinstance(answer, list)
            or len(answer) != 2
            or answer[0] not in ("banker", "attackers")
        ):
            msg = f"answer {answer!r}: expected [banker|attackers, levels]"
            raise ValueError(msg)
        try:
            return [answer[0], int(str(answer[1]).strip())]
        except ValueError:
            msg = f"levels {answer[1]!r}: expected a whole number"
            raise ValueError(msg) from None
    if answer_type == "order":
        if not isinstance(answer, (str, list)):
            msg = f"answer {answer!r}: expected cards, as text ('BJ LJ H10') or a list of notations"
            raise ValueError(msg)
        cards = parse_cards(answer)  # NotationError names the bad token
        return [c.notation for c in cards]
    msg = f"unknown answer type {answer_type!r}"  # pragma: no cover
    raise ValueError(msg)


def _rule_info(rule_id: str) -> RuleInfo:
    entry = CATALOGUE.get(rule_id)
    if entry is None:  # pragma: no cover - the catalogue test keeps this from happening
        return {"id": rule_id, "title": rule_id, "lesson": ""}
    return {
        "id": rule_id,
        "title": entry.title,
        "lesson": entry.lesson,
        "statement": entry.statement,
        "statement_zh": entry.statement_zh,
    }


def check(puzzle_id: str, answer: Any) -> CheckResult:
    """Judge a reader's answer. Bad input returns ``{"error": ...}`` and counts as no attempt."""
    puzzle, rules = build(puzzle_id)
    try:
        given = _normalise(puzzle.answer_type, answer)
    except ValueError as exc:
        return {"error": str(exc)}
    expected, verdict = puzzle.solve(rules)
    order = order_for(puzzle.trump, rules)
    correct = _same(puzzle.kind, given, expected, order)
    return {
        "correct": correct,
        "expected": expected,
        "given": given,
        "reason": verdict.reason,
        "reason_zh": verdict.reason_zh,
        "rule": _rule_info(verdict.rule),
    }


def hint(puzzle_id: str) -> Text:
    """The first step of the reasoning (never the answer)."""
    return build(puzzle_id)[0].hint


def lens(puzzle_id: str) -> list[LensRow]:
    """The same puzzle's answer under every preset, flagging those that differ from its own."""
    puzzle, rules = build(puzzle_id)
    own, _ = puzzle.solve(rules)
    rows: list[LensRow] = []
    for p in PRESETS:
        try:
            r = p.rules if p.rules.decks == puzzle.decks else p.rules.replace(decks=puzzle.decks)
            value, verdict = puzzle.solve(r)
        except (TractorError, ValueError) as exc:
            rows.append({"preset": p.name, "title": p.title, "error": str(exc), "differs": True})
            continue
        rows.append(
            {
                "preset": p.name,
                "title": p.title,
                "answer": value,
                "reason": verdict.reason,
                "reason_zh": verdict.reason_zh,
                "rule": verdict.rule,
                "differs": value != own,
            }
        )
    return rows
