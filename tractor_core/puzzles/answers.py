"""Judging a reader's answer, the hint, and the variant lens: every verdict is the engine's."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from tractor_core.puzzles.base import Puzzle
from tractor_core.puzzles.messages import in_language
from tractor_core.puzzles.registry import build, rules_for
from tractor_core.puzzles.schema import CheckResult, LensRow, RuleInfo, Text
from tractor_core.rules.cards import Card, parse_cards
from tractor_core.rules.errors import NotationError, TractorError
from tractor_core.rules.presets import PRESETS
from tractor_core.rules.trump_order import EffSuit, TrumpOrder, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import name_cards
from tractor_core.words.catalogue import CATALOGUE, plain_title

__all__ = ["AnswerError", "check", "hint", "lens", "order_accepts"]


class AnswerError(ValueError):
    """An answer :func:`check` cannot judge, in plain words for the reader (English and Chinese).

    It counts as no attempt: the reader has not answered yet (nothing chosen, a box left empty,
    cards that are not the hand's).
    """

    def __init__(self, en: str, zh: str) -> None:
        super().__init__(en)
        self.zh = zh


def order_accepts(order: TrumpOrder, given: Sequence[Card]) -> bool:
    """Is ``given`` a hand in holding order (trumps first, each side suit together, strongest first)?

    The side suits are equal in rank to one another (none beats another), so they may come in
    any order; so may equal cards (the off-suit level cards).
    """
    return _order_fault(order, given) is None


def _name(card: Card) -> str:
    return card.symbol


def _order_fault(order: TrumpOrder, given: Sequence[Card]) -> Text | None:
    """The first place ``given`` breaks the holding order, in words; None if it keeps it.

    The card named is the first one out of place: in ♠9 ♠8 ♣10 (clubs trump) the trump ♣10
    belongs before ♠9, the first card that is not a trump (not before ♠8, the card it follows).
    """
    done: set[EffSuit] = set()
    run = 0  # where the current suit's cards begin
    for i in range(1, len(given)):
        a, b = given[i - 1], given[i]
        sa, sb = order.suit_of(a), order.suit_of(b)
        if sa is sb:
            if order.power(b) > order.power(a):
                weaker = next(c for c in given[run:i] if order.power(c) < order.power(b))
                return {
                    "en": f"{_name(b)} is stronger than {_name(weaker)}, so it comes before it.",
                    "zh": f"{_name(b)} 比 {_name(weaker)} 大，应该排在它前面。",
                }
            continue
        done.add(sa)
        run = i
        if order.is_trump(b):
            first = next(c for c in given[:i] if not order.is_trump(c))
            return {
                "en": f"{_name(b)} is a trump: every trump comes before {_name(first)}, "
                "which is not.",
                "zh": f"{_name(b)} 是主牌：所有主牌都排在副牌 {_name(first)} 前面。",
            }
        if sb in done:
            return {
                "en": f"Keep each suit together: {_name(b)} is apart from the other {sb.english}.",
                "zh": f"同一门牌要放在一起：{_name(b)} 和其他{sb.chinese}分开了。",
            }
    return None


def _same(kind: str, given: Any, expected: Any, order: TrumpOrder | None) -> bool:
    if kind == "order" and order is not None:
        return order_accepts(order, parse_cards(given))
    if kind == "follow":
        return isinstance(given, int) and given in expected
    return bool(given == expected)


def _why_wrong(
    puzzle: Puzzle,
    given: Any,
    expected: Any,
    order: TrumpOrder,
    verdict: Verdict[Any],
) -> Text:
    """Why a wrong answer is wrong: the engine's verdict on the answer given.

    A kind with choices judges the chosen one (:attr:`Puzzle.why_not`: that follow's verdict,
    that seat's ruling, that unit of the throw); a yes-or-no answer gets the engine's reason
    (there is only one other answer); numbers and levels say which part is off.
    """
    answer_type = puzzle.answer_type
    if puzzle.why_not is not None:
        said = puzzle.why_not(order.rules, given)
        if said is not None:
            return said
    if answer_type == "yesno":
        # the engine's reason would be the answer itself (there is only one other): name the
        # rule that decides, by its title, and let the reader look again
        entry = CATALOGUE.get(verdict.rule)
        if entry is not None:
            return {
                "en": f"Look again at the rule that decides: {plain_title(verdict.rule)}.",
                "zh": f"再看看决定答案的这条规则：{plain_title(verdict.rule, 'zh')}。",
            }
    if puzzle.kind == "order":
        fault = _order_fault(order, parse_cards(given))
        if fault is not None:
            return fault
    if answer_type == "numbers":
        parts = [
            (en, zh)
            for (en, zh), g, e in zip(
                (("the multiplier", "倍数"), ("the points", "分数")), given, expected, strict=True
            )
            if g != e
        ]
        return {
            "en": f"Look again at {' and '.join(en for en, _ in parts)}.",
            "zh": f"再看看{'和'.join(zh for _, zh in parts)}。",
        }
    if answer_type == "side_levels":
        if given[0] != expected[0]:
            return {"en": "The other side goes up.", "zh": "升级的是另一方。"}
        return {
            "en": "The right side, but not that many levels.",
            "zh": "升级的一方对了，但级数不对。",
        }
    return {
        "en": "That is not what the rules say here.",
        "zh": "按规则，这个答案不对。",
    }


_EMPTY: dict[str, Text] = {
    "yesno": {"en": "Choose Yes or No.", "zh": "请选“是”或“不是”。"},
    "choice": {"en": "Choose one of the options.", "zh": "请选一个选项。"},
    "seat": {"en": "Choose a seat.", "zh": "请选一个座位。"},
    "order": {
        "en": "Put the cards in order first: click them, or type them in the box.",
        "zh": "请先把牌排好：点击牌，或在框里输入。",
    },
}


def _missing(answer_type: str) -> AnswerError:
    text = _EMPTY[answer_type]
    return AnswerError(text["en"], text["zh"])


def _whole_number(value: Any, what: Text) -> int:
    text = "" if value is None else str(value).strip()
    if not text:
        raise AnswerError(f"Type {what['en']}.", f"请输入{what['zh']}。")
    try:
        return int(text)
    except ValueError:
        raise AnswerError(
            f"{what['en'].capitalize()}: {text!r} is not a whole number.",
            f"{what['zh']}：{text!r} 不是整数。",
        ) from None


def _normalise(answer_type: str, answer: Any) -> Any:
    """Turn a reader's raw answer into the solution's form.

    :class:`AnswerError` says, in plain words, what is missing or wrong.
    """
    if answer is None or answer in ("", []):
        raise (
            _missing(answer_type)
            if answer_type in _EMPTY
            else AnswerError("Fill in the boxes first.", "请先填写。")
        )
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
        raise AnswerError(
            f"Answer {_shown(answer)}: choose Yes or No.",
            f"答案 {_shown(answer)}：请选“是”或“不是”。",
        )
    if answer_type in ("choice", "seat"):
        if isinstance(answer, bool) or not isinstance(answer, int):
            text = _EMPTY[answer_type]
            raise AnswerError(
                f"Answer {_shown(answer)}: {text['en']}", f"答案 {_shown(answer)}：{text['zh']}"
            )
        return answer
    if answer_type == "numbers":
        if not isinstance(answer, list) or len(answer) != 2:
            raise AnswerError(
                f"Answer {_shown(answer)}: type two whole numbers, the multiplier and the points.",
                f"答案 {_shown(answer)}：请输入两个整数：倍数和分数。",
            )
        return [
            _whole_number(answer[0], {"en": "the multiplier", "zh": "倍数"}),
            _whole_number(answer[1], {"en": "the points", "zh": "分数"}),
        ]
    if answer_type == "side_levels":
        if not isinstance(answer, list) or len(answer) != 2:
            raise AnswerError(
                f"Answer {_shown(answer)}: choose a side and type the levels.",
                f"答案 {_shown(answer)}：请选一方并输入级数。",
            )
        side, levels = answer
        no_side = side not in ("banker", "attackers")
        no_levels = levels is None or not str(levels).strip()
        if no_side and no_levels:
            raise AnswerError(
                "Choose the side that goes up (the banker team or the attackers), "
                "and type how many levels.",
                "请选升级的一方（庄家方或抓分方），并输入升几级。",
            )
        if no_side:
            raise AnswerError(
                "Choose the side that goes up: the banker team or the attackers.",
                "请选升级的一方：庄家方或抓分方。",
            )
        return [side, _whole_number(levels, {"en": "how many levels", "zh": "升几级"})]
    if answer_type == "order":
        if not isinstance(answer, (str, list)):
            raise AnswerError(
                f"Answer {_shown(answer)}: give the cards, as text ('BJ LJ H10') or a list.",
                f"答案 {_shown(answer)}：请给出牌，如 'BJ LJ H10'。",
            )
        try:
            cards = parse_cards(answer)
        except NotationError as exc:
            raise AnswerError(str(exc), in_language(exc, "zh")) from None
        if not cards:
            raise _missing("order")
        return [c.notation for c in cards]
    msg = f"unknown answer type {answer_type!r}"  # pragma: no cover
    raise ValueError(msg)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _same_cards(given: list[str], hand: list[str]) -> None:
    """Raise :class:`AnswerError` unless ``given`` uses exactly the hand's cards."""
    have, used = Counter(hand), Counter(given)
    extra = sorted((used - have).elements())
    missing = sorted((have - used).elements())
    if not extra and not missing:
        return
    en, zh = [], []
    if extra:
        cards = " ".join(Card.parse(c).symbol for c in extra)
        en.append(f"not in the hand: {cards}")
        zh.append(f"不在手牌中：{cards}")
    if missing:
        en.append(f"{len(missing)} of the hand's cards left out")
        zh.append(f"漏了 {len(missing)} 张手牌")
    raise AnswerError(
        f"Use the hand's {len(hand)} cards, each once ({'; '.join(en)}).",
        f"请把 {len(hand)} 张手牌各用一次（{'；'.join(zh)}）。",
    )


def _rule_info(rule_id: str) -> RuleInfo:
    entry = CATALOGUE.get(rule_id)
    if entry is None:  # pragma: no cover - the catalogue test keeps this from happening
        return {"id": rule_id, "title": rule_id, "title_zh": rule_id, "lesson": ""}
    return {
        "id": rule_id,
        "title": plain_title(rule_id),  # a puzzle's reader: no source numbers
        "title_zh": plain_title(rule_id, "zh"),
        "lesson": entry.lesson,
        "statement": entry.statement,
        "statement_zh": entry.statement_zh,
    }


def check(puzzle_id: str, answer: Any, *, rules: str | None = None) -> CheckResult:
    """Judge a reader's answer, under the puzzle's own rules or under the preset ``rules``.

    A wrong answer also carries ``why`` (what is wrong with it, without the answer). An answer
    that cannot be judged returns ``{"error", "error_zh"}`` in plain words and counts as no
    attempt (nothing chosen, an empty box, cards that are not the hand's).
    """
    puzzle, own = build(puzzle_id)
    ruleset = own if rules is None else rules_for(puzzle, rules)
    try:
        given = _normalise(puzzle.answer_type, answer)
        if puzzle.kind == "order":
            _same_cards(given, puzzle.show["cards"])
    except AnswerError as exc:
        return {"error": str(exc), "error_zh": exc.zh}
    expected, verdict = puzzle.solve(ruleset)
    order = order_for(puzzle.trump, ruleset)
    correct = _same(puzzle.kind, given, expected, order)
    result: CheckResult = {
        "correct": correct,
        "expected": expected,
        "given": given,
        "reason": _for_reader(verdict.said("en", puzzle.seats), "en"),
        "reason_zh": _for_reader(verdict.said("zh", puzzle.seats), "zh"),
        "rule": _rule_info(verdict.rule),
    }
    if not correct:
        why = _why_wrong(puzzle, given, expected, order, verdict)
        result["why"] = {"en": _for_reader(why["en"], "en"), "zh": _for_reader(why["zh"], "zh")}
    return result


def _for_reader(text: str, lang: str) -> str:
    """An engine sentence as a reader reads it: cards named as on the pictures.

    ♠10 (黑桃10 in Chinese), not the engine's codes (``S10``).
    """
    return name_cards(text, lang)


def hint(puzzle_id: str) -> Text:
    """The first step of the reasoning (never the answer)."""
    return build(puzzle_id)[0].hint


def lens(puzzle_id: str, *, rules: str | None = None) -> list[LensRow]:
    """The same position's answer under every preset.

    ``differs`` flags those that differ from its answer under ``rules`` (the id's own if None).
    """
    puzzle, own_rules = build(puzzle_id)
    own, _ = puzzle.solve(own_rules if rules is None else rules_for(puzzle, rules))
    rows: list[LensRow] = []
    for p in PRESETS:
        try:
            value, verdict = puzzle.solve(rules_for(puzzle, p.name))
        except (TractorError, ValueError) as exc:
            rows.append(
                {
                    "preset": p.name,
                    "title": p.title,
                    "title_zh": p.title_zh,
                    "error": str(exc),
                    "differs": True,
                }
            )
            continue
        rows.append(
            {
                "preset": p.name,
                "title": p.title,
                "title_zh": p.title_zh,
                "answer": value,
                "reason": _for_reader(verdict.said("en", puzzle.seats), "en"),
                "reason_zh": _for_reader(verdict.said("zh", puzzle.seats), "zh"),
                "rule": verdict.rule,
                "differs": value != own,
            }
        )
    return rows
