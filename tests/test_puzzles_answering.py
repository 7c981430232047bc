"""Answering a puzzle as a reader does: try again after a wrong answer, "Show the answer", the
verdict kept across language and colours, the same position judged under other house rules,
and plain words when nothing was chosen.

The tracker's "Puzzles that teach": a wrong answer says what is wrong and gives a hint, not the
solution; the solution comes from "Show the answer" or after the second wrong try.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from tractor_core import puzzles
from tractor_core.puzzles import schema
from tractor_core.puzzles.answers import _order_fault, order_accepts
from tractor_core.puzzles.registry import build
from tractor_core.puzzles.schema import State
from tractor_core.rules.cards import Rank, Suit, parse_cards
from tractor_core.rules.presets import PRESETS
from tractor_core.rules.trump_order import Trump, order_for


def act(state: State, **msg: Any) -> State:
    return puzzles.handle(state, msg)


def wrong(puzzle_id: str) -> Any:
    """A wrong answer to the puzzle, in the form a page sends."""
    p = puzzles.make_puzzle(puzzle_id)
    sol = p["_solution"]
    kind = p["answer_type"]
    if kind == "yesno":
        return not sol
    if kind in ("choice", "seat"):
        legal = puzzles.check(puzzle_id, sol)["expected"] if p["kind"] == "follow" else [sol]
        return next(i for i in range(len(p["options"])) if i not in legal)
    if kind == "numbers":
        return [sol[0] + 1, sol[1]]
    if kind == "side_levels":
        return ["attackers" if sol[0] == "banker" else "banker", sol[1]]
    return list(reversed(sol))


def solution(state: State) -> Any:
    return puzzles.make_puzzle(state["puzzle"]["id"])["_solution"]


GIVES_AWAY = {"expected", "reason", "reason_zh", "rule"}


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_a_wrong_answer_says_why_and_hints_without_the_solution_and_can_be_tried_again(
    kind: str,
) -> None:
    state = puzzles.initial_state(kind, seed=2, difficulty=2)
    bad = wrong(state["puzzle"]["id"])
    state = act(state, type="check", answer=bad)
    fb = state["feedback"]
    assert fb is not None
    assert fb["correct"] is False
    assert not GIVES_AWAY & set(fb), "a wrong try does not show the solution"
    assert fb["why"]["en"]
    assert fb["why"]["zh"]
    assert state["hint"] == puzzles.hint(state["puzzle"]["id"])
    assert state["tries"] == 1
    assert state["revealed"] is False
    assert state["score"] == {"tried": 1, "solved": 0, "streak": 0, "best_streak": 0}
    # ...tried again, right: the whole verdict, and the puzzle is not counted twice
    state = act(state, type="check", answer=solution(state))
    fb = state["feedback"]
    assert fb is not None
    assert fb["correct"] is True
    assert set(fb) >= GIVES_AWAY
    assert state["score"]["tried"] == 1
    assert state["score"]["solved"] == 0


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_the_second_wrong_try_shows_the_answer(kind: str) -> None:
    state = puzzles.initial_state(kind, seed=3)
    bad = wrong(state["puzzle"]["id"])
    state = act(act(state, type="check", answer=bad), type="check", answer=bad)
    fb = state["feedback"]
    assert state["revealed"] is True
    assert fb is not None
    assert fb["correct"] is False
    assert set(fb) >= GIVES_AWAY
    assert fb == puzzles.check(state["puzzle"]["id"], bad)
    assert state["score"]["tried"] == 1


def test_show_the_answer_before_answering_counts_as_a_miss_and_shows_the_solution() -> None:
    state = puzzles.initial_state("trick", seed=4)
    state["score"]["streak"] = 3
    state = act(state, type="reveal")
    fb = state["feedback"]
    assert fb is not None
    assert state["revealed"] is True
    assert "given" not in fb
    assert fb["expected"] == solution(state)
    assert fb["correct"] is True  # the verdict on the solution itself
    assert state["score"] == {"tried": 1, "solved": 0, "streak": 0, "best_streak": 0}
    # answering now counts nothing
    state = act(state, type="check", answer=solution(state))
    assert state["score"]["tried"] == 1
    assert state["score"]["solved"] == 0


def test_show_the_answer_after_a_wrong_try_judges_that_answer_in_full() -> None:
    state = puzzles.initial_state("kitty", seed=2)
    bad = wrong(state["puzzle"]["id"])
    state = act(act(state, type="check", answer=bad), type="reveal")
    assert state["feedback"] == puzzles.check(state["puzzle"]["id"], bad)
    assert state["score"]["tried"] == 1


@pytest.mark.parametrize(
    "change",
    [
        {"type": "settings", "lang": "zh"},
        {"type": "settings", "palette": "four"},
        {"type": "load", "id": "levels-default-1-5"},
    ],
)
def test_the_verdict_is_kept_across_language_colours_and_loading_the_same_id(
    change: dict[str, Any],
) -> None:
    state = puzzles.initial_state("levels", seed=5)
    state = act(state, type="check", answer=wrong("levels-default-1-5"))
    after = puzzles.handle(state, change)
    assert after["error"] is None
    for key in ("feedback", "tries", "revealed", "hint", "score"):
        assert after[key] == state[key], key
    # and it cannot be scored again
    after = act(after, type="check", answer=solution(after))
    assert after["score"]["tried"] == 1
    assert after["score"]["solved"] == 0


def test_another_puzzle_starts_afresh() -> None:
    state = act(puzzles.initial_state("levels", seed=5), type="reveal")
    for msg in ({"type": "next"}, {"type": "load", "id": "levels-default-1-9"}):
        other = puzzles.handle(state, msg)
        assert other["feedback"] is None
        assert other["tries"] == 0
        assert other["revealed"] is False


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_other_house_rules_judge_the_same_position(kind: str) -> None:
    """Every kind, every preset: the dealt id and cards stay, the verdict is the preset's."""
    state = puzzles.initial_state(kind, seed=12, difficulty=2)
    pid = state["puzzle"]["id"]
    shown = state["puzzle"]["show"]
    given = solution(state)
    state = act(state, type="check", answer=given)
    for preset in PRESETS:
        after = act(state, type="settings", preset=preset.name)
        assert after["error"] is None
        assert after["rules"] == preset.name
        assert after["puzzle"]["id"] == pid
        assert after["puzzle"]["show"] == shown
        assert after["score"] == state["score"]
        judged = puzzles.check(pid, given, rules=preset.name)
        fb = after["feedback"]
        assert fb is not None
        assert fb["correct"] is judged["correct"]
        if judged["correct"]:
            assert fb == judged
        else:
            # wrong under these rules: every preset's answer would give the answer away
            refused = act(after, type="lens")
            assert refused["lens"] is None
            assert refused["error"] is not None
            after = act(after, type="reveal")
        lens = act(after, type="lens")["lens"]
        assert lens is not None
        own = next(row for row in lens if row["preset"] == preset.name)
        assert own["differs"] is False
    # back to the dealt rules: the same verdict as at first
    back = act(act(state, type="settings", preset="004"), type="settings", preset="default")
    assert back["feedback"] == state["feedback"]


def test_other_house_rules_change_the_answer_of_the_same_position() -> None:
    """A kitty's multiplier is a house rule: the class sees the same cards get another answer."""
    state = puzzles.initial_state("kitty", seed=2)
    answers = {
        p.name: act(state, type="settings", preset=p.name)["puzzle"]["show"]["kitty"]
        for p in PRESETS
    }
    assert len({tuple(v) for v in answers.values()}) == 1, "the same kitty under every preset"
    lens = act(act(state, type="reveal"), type="lens")["lens"]
    assert lens is not None
    assert len({str(row.get("answer")) for row in lens}) > 1


def test_rules_that_cannot_judge_the_position_are_refused_and_kept() -> None:
    state = puzzles.initial_state("kitty", preset="001", seed=1)  # dealt with 3 decks
    refused = act(state, type="settings", preset="004")  # its kitty rule is for 1 or 2 decks
    assert refused["error"] is not None
    assert refused["error"].startswith("House rules '004' cannot judge this puzzle")
    assert refused["rules"] == "001"
    assert {**refused, "error": None} == state


@pytest.mark.parametrize(
    ("kind", "answer", "en", "zh"),
    [
        ("levels", [None, ""], "Choose the side that goes up (the banker team or the", "请选"),
        ("levels", ["banker", ""], "Type how many levels.", "请输入升几级。"),
        ("levels", [None, "2"], "Choose the side that goes up: the banker team", "请选"),
        ("kitty", ["", ""], "Type the multiplier.", "请输入倍数。"),
        ("kitty", ["2", ""], "Type the points.", "请输入分数。"),
        ("order", "", "Put the cards in order first", "请先把牌排好"),
        ("tractor", None, "Choose Yes or No.", "请选"),
        ("follow", None, "Choose one of the options.", "请选一个选项。"),
        ("trick", None, "Choose a seat.", "请选一个座位。"),
    ],
)
def test_a_check_with_nothing_chosen_says_what_is_missing_in_plain_words(
    kind: str, answer: Any, en: str, zh: str
) -> None:
    state = puzzles.initial_state(kind, seed=1)
    reply = act(state, type="check", answer=answer)
    assert reply["error"] is not None
    assert reply["error"].startswith(en)
    assert "expected" not in reply["error"]
    assert reply["feedback"] is None
    assert reply["score"]["tried"] == 0
    state["lang"] = "zh"
    assert str(act(state, type="check", answer=answer)["error"]).startswith(zh)


def test_order_cards_that_are_not_the_hand_are_refused_not_judged() -> None:
    state = puzzles.initial_state("order", seed=1)
    hand = state["puzzle"]["show"]["cards"]
    reply = act(state, type="check", answer=hand[:-1])
    assert (
        reply["error"]
        == f"Use the hand's {len(hand)} cards, each once (1 of the hand's cards left out)."
    )
    assert reply["feedback"] is None
    assert reply["score"]["tried"] == 0


def test_typed_cards_are_parsed_for_your_order() -> None:
    state = act(puzzles.initial_state("order", seed=1), type="parse", text="bj ♠10 h10")
    assert state["parsed"] == ["BJ", "S10", "H10"]
    assert state["error"] is None


@pytest.mark.parametrize(
    "puzzle_id", [f"order-default-{d}-{s}" for d in (1, 2, 3) for s in range(8)]
)
def test_the_order_puzzle_takes_the_side_suits_in_any_order(puzzle_id: str) -> None:
    """Side suits are equal: the engine's trump order gives none of them power over another."""
    puzzle, rules = build(puzzle_id)
    order = order_for(puzzle.trump, rules)
    sol = parse_cards(puzzles.make_puzzle(puzzle_id)["_solution"])
    trumps = [c for c in sol if order.is_trump(c)]
    groups: dict[Any, list[Any]] = {}
    for c in sol:
        if not order.is_trump(c):
            groups.setdefault(order.suit_of(c), []).append(c)
    for suits in itertools.permutations(groups):
        given = trumps + [c for s in suits for c in groups[s]]
        assert order_accepts(order, given)
        assert puzzles.check(puzzle_id, [c.notation for c in given])["correct"] is True
    if groups and trumps:
        # a side card before a trump, or a suit split, is still wrong
        bad = [c.notation for c in sol[len(trumps) :] + sol[: len(trumps)]]
        result = puzzles.check(puzzle_id, bad)
        assert result["correct"] is False
        assert "trump" in result["why"]["en"]


def test_the_reset_action_zeroes_the_score_only() -> None:
    state = act(puzzles.initial_state("tractor", seed=7), type="reveal")
    reset = act(state, type="reset")
    assert reset["score"] == {"tried": 0, "solved": 0, "streak": 0, "best_streak": 0}
    assert reset["feedback"] == state["feedback"]


def test_the_new_state_fields_are_documented() -> None:
    assert {"rules", "tries", "revealed", "parsed"} <= set(schema.State.__required_keys__)
    doc = schema.__doc__ or ""
    for word in ("rules ", "tries ", "revealed ", "parsed ", '"reveal"', '"reset"', "``why``"):
        assert word in doc, word


#: A card as the engine writes it (``S10``, ``BJ``): never in what a reader is told.
CARD_CODE = re.compile(r"(?<![\w'♠♥♣♦])(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)(?![\w'])")


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_feedback_names_cards_as_the_pictures_do_not_as_codes(kind: str) -> None:
    """The feedback beside a puzzle's card pictures said "S6 S6 S7 S7 is a tractor": the reason,
    the why of a wrong try, the hint and each house rule's reason (the comparison) name the
    cards as the pictures do, ♠6 (黑桃6 on a Chinese page). Twenty puzzles a kind, both
    languages."""
    for seed in range(20):
        puzzle_id = puzzles.initial_state(kind, seed=seed, difficulty=1 + seed % 3)["puzzle"]["id"]
        right = puzzles.check(puzzle_id, puzzles.make_puzzle(puzzle_id)["_solution"])
        bad = puzzles.check(puzzle_id, wrong(puzzle_id))
        hint = puzzles.hint(puzzle_id)
        said = [right["reason"], right["reason_zh"], bad["why"]["en"], bad["why"]["zh"]]
        said += [hint["en"], hint["zh"]]
        for row in puzzles.lens(puzzle_id):
            said += [row.get("reason", ""), row.get("reason_zh", "")]
        for text in said:
            assert not CARD_CODE.search(text), (puzzle_id, text)


def test_the_order_answer_says_what_each_run_of_cards_is_without_brackets_in_brackets() -> None:
    """order.trump-strength (000: 大王 > 小王 > 级牌 > 主花色): the answer names each run of cards
    once, "♣10, ♣9 (the trump suit); ♠9, ♥7 (not trumps)". It wrote "♣10 (card of the trump
    suit (trump))" card by card, and "little joker (little joker (trump))" (new-reader review)."""
    for difficulty in (1, 2, 3):
        for n in range(1, 8):
            pid = f"order-default-{difficulty}-{n}"
            result = puzzles.check(pid, puzzles.make_puzzle(pid)["_solution"])
            en, zh = result["reason"], result["reason_zh"]
            assert en.startswith("In order: "), en
            assert zh.startswith("顺序："), zh
            assert not re.search(r"\([^()]*\(", en), en
            assert not re.search(r"（[^（）]*（", zh), zh
            assert not re.search(r"joker \((?:big|little) joker", en), en
            assert not re.search(r"王（[大小]王", zh), zh
            kinds = re.findall(r"\(([^()]*)\)", en)
            assert all(a != b for a, b in itertools.pairwise(kinds)), en  # one label a run


def test_a_wrong_order_names_the_first_card_out_of_place() -> None:
    """A reader put ♠9 ♠8 before the trump ♣10 and was told "every trump comes before ♠8".

    The card to name is ♠9, the first that is not a trump; a strong card late in its suit is
    named against the first weaker card of its suit, not the one it follows.
    """
    order = order_for(Trump(Rank.KING, Suit.CLUBS))
    fault = _order_fault(order, parse_cards("S9 S8 C10 C9 H7"))
    assert fault == {
        "en": "♣10 is a trump: every trump comes before ♠9, which is not.",
        "zh": "♣10 是主牌：所有主牌都排在副牌 ♠9 前面。",
    }
    fault = _order_fault(order, parse_cards("C10 C9 S8 S7 S9 H7"))
    assert fault is not None
    assert fault["en"] == "♠9 is stronger than ♠8, so it comes before it."
    assert _order_fault(order, parse_cards("C10 C9 S9 S8 H7")) is None
