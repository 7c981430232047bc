"""A wrong answer says what is wrong with it, in both languages, from the engine's verdict.

Issue 31 (the lessons in JupyterLab, item 11): 17 of the 29 lesson puzzles (the tractor, follow,
trick, throw and declaration kinds) answered a wrong choice with "That is not what the rules say
here." only, where the order, kitty and levels kinds said what was wrong. Each kind now says why
the answer given is wrong: the chosen follow's verdict, the chosen seat's ruling in the trick,
what the throw check says about the chosen unit, and the engine's reason for a yes-or-no answer.
"""

from __future__ import annotations

from typing import Any

import pytest

from tractor_core import puzzles
from tractor_core.puzzles.registry import build
from tractor_core.rules.following import FollowFormat, check_follow_format
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import order_for
from tractor_core.text import cards_named, name_cards
from tractor_core.text.table import Reason
from tractor_core.words.catalogue import plain_title

VAGUE = "That is not what the rules say here."


def wrong_answers(puzzle_id: str) -> list[Any]:
    """Every wrong answer a reader can give to the puzzle."""
    puzzle, rules = build(puzzle_id)
    expected, _ = puzzle.solve(rules)
    if puzzle.answer_type == "yesno":
        return [not expected]
    if puzzle.answer_type == "choice":
        right = expected if isinstance(expected, list) else [expected]
        return [i for i in range(len(puzzle.options)) if i not in right]
    return [s for s in range(4) if s != expected]


@pytest.mark.parametrize("kind", ["tractor", "follow", "trick", "throw", "declaration"])
@pytest.mark.parametrize("seed", range(1, 9))
def test_every_wrong_answer_says_what_is_wrong_in_both_languages(kind: str, seed: int) -> None:
    for difficulty in (1, 2, 3):
        puzzle_id = f"{kind}-default-{difficulty}-{seed}"
        for answer in wrong_answers(puzzle_id):
            result = puzzles.check(puzzle_id, answer)
            assert result["correct"] is False
            why = result["why"]
            assert VAGUE not in why["en"], (puzzle_id, answer)
            assert why["en"].strip()
            assert why["zh"].strip()
            assert any("\u4e00" <= ch <= "\u9fff" for ch in why["zh"]), why["zh"]
            # cards are named as a reader writes them (♠10, 黑桃10), never S10
            assert name_cards(why["en"], "en") == why["en"]
            assert name_cards(why["zh"], "zh") == why["zh"]


def test_a_wrong_follow_says_why_that_follow_is_illegal() -> None:
    puzzle, rules = build("follow-default-1-1")
    legal, _ = puzzle.solve(rules)
    wrong = next(i for i in range(4) if i not in legal)
    verdict = check_follow_format(
        FollowFormat(puzzle.show["lead"], order_for(puzzle.trump, rules)),
        puzzle.show["hand"],
        puzzle.options[wrong]["en"],
    )
    assert not verdict.value
    why = puzzles.check("follow-default-1-1", wrong)["why"]
    assert why["en"] == f"Option {wrong + 1}: {name_cards(verdict.reason, 'en')}"
    assert why["zh"] == f"选项 {wrong + 1}：{name_cards(verdict.reason_zh, 'zh')}"


def test_a_wrong_seat_gets_its_own_ruling_in_the_trick() -> None:
    """trick-default-1-1: the reader (South, seat 1) discards, East ruffs and North over-ruffs.

    The ruling is said at the puzzle's table (West leads, the reader is South), like its verdict.
    """
    puzzle, rules = build("trick-default-1-1")
    verdict = trick_winner(puzzle.show["plays"], order_for(puzzle.trump, rules))
    words = verdict.words
    assert words is not None
    assert puzzle.solve(rules)[0] == 3

    def ruling(seat: int, lang: str) -> str:
        return Reason((words.sentences[seat],), 4).said(lang, puzzle.seats)

    discard = puzzles.check("trick-default-1-1", 1)["why"]
    assert discard["en"] == ruling(1, "en")
    assert discard["en"].startswith("Your ")  # seat 1 is the reader, South
    assert "cannot win" in discard["en"]
    assert discard["zh"] == ruling(1, "zh")
    assert discard["zh"].startswith("你")
    beaten = puzzles.check("trick-default-1-1", 2)["why"]
    assert beaten["en"] == f"{ruling(2, 'en')} A later play beats it."
    assert beaten["en"].startswith("East ")
    assert beaten["zh"].endswith("后面有人出的牌大过它。")


def test_a_wrong_throw_answer_names_what_the_throw_check_found() -> None:
    """throw-default-1-2 fails on two units (♥8 and ♥J are beaten); ♥8 is forced."""
    puzzle, rules = build("throw-default-1-2")
    result = check_throw(
        puzzle.show["lead"], puzzle.show["others"], order_for(puzzle.trump, rules)
    ).value
    beaten = {tuple(b.unit.cards) for b in result.blockers}
    assert puzzles.check("throw-default-1-2", 0)["why"]["en"] == (
        f"The throw fails: another player can beat {len(beaten)} of its units."
    )
    forced = puzzles.check("throw-default-1-2", 0)["expected"]
    for option in range(1, len(puzzle.options)):
        if option == forced:
            continue
        why = puzzles.check("throw-default-1-2", option)["why"]
        named = cards_named(result.units[option - 1].cards)
        assert puzzle.options[option]["en"] == f"It fails: {named.en} must be played"
        assert puzzle.options[option]["zh"] == f"甩牌失败，必须出 {named.zh}"
        if tuple(c for c in result.units[option - 1].cards) in beaten:
            assert why["en"].startswith(f"{named.en} can be beaten, but")
        else:
            assert why["en"] == f"No other player can beat {named.en}."
            assert why["zh"] == f"没有人能管住 {named.zh}。"


def test_a_wrong_yes_or_no_names_the_deciding_rule_not_the_answer() -> None:
    """A yes-or-no puzzle has one other answer: the engine's reason would give it away."""
    for puzzle_id in ("tractor-default-2-5", "declaration-default-1-1"):
        puzzle, rules = build(puzzle_id)
        expected, verdict = puzzle.solve(rules)
        why = puzzles.check(puzzle_id, not expected)["why"]
        title = plain_title(verdict.rule)
        assert why["en"] == f"Look again at the rule that decides: {title}."
        assert why["zh"] == f"再看看决定答案的这条规则：{plain_title(verdict.rule, 'zh')}。"
        assert verdict.said("en", puzzle.seats).split(".")[0] not in why["en"]
