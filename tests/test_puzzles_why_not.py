"""A wrong answer says what is wrong with it, in both languages, from the engine's verdict.

Issue 31 (the lessons in JupyterLab, item 11): 17 of the 29 lesson puzzles (the tractor, follow,
trick, throw and declaration kinds) answered a wrong choice with "That is not what the rules say
here." only, where the order, kitty and levels kinds said what was wrong. Each kind now says why
the answer given is wrong: the chosen follow's verdict, the chosen seat's ruling in the trick,
what the throw check says about the chosen unit, and the engine's reason for a yes-or-no answer.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tractor_core import puzzles
from tractor_core.puzzles.registry import build
from tractor_core.rules.combinations import decompose
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


def test_a_wrong_seat_is_not_told_who_wins() -> None:
    """Why a chosen seat loses never names the seat that wins (the puzzle's answer).

    A new reader chose North in trick-default-3-214 and read "North's … does not beat East": the
    answer, on the first wrong try. A play that does not beat, only ties or follows after a ruff
    now loses to "an earlier play"; a play that was beaten later still names the play it beat.
    """
    told = 0
    for difficulty in (1, 2, 3):
        for seed in range(1, 61):
            puzzle_id = f"trick-default-{difficulty}-{seed}"
            puzzle, rules = build(puzzle_id)
            winner, _ = puzzle.solve(rules)
            name = puzzle.seats.named(winner)
            for answer in wrong_answers(puzzle_id):
                why = puzzles.check(puzzle_id, answer)["why"]
                # the chosen seat's own name opens the sentence; the winner's appears nowhere
                if puzzle.seats.is_reader(winner):
                    assert not re.search(r"\byou\b", why["en"], re.IGNORECASE), (puzzle_id, why)
                    assert "你" not in why["zh"], (puzzle_id, why)
                else:
                    assert name.en not in why["en"], (puzzle_id, answer, why["en"])
                    assert name.zh not in why["zh"], (puzzle_id, answer, why["zh"])
                told += "an earlier play" in why["en"] or "an earlier player" in why["en"]
    assert told > 20  # the rewording is reached, not only plays that cannot win


def test_north_in_the_readers_over_ruff_puzzle_hears_why_without_the_answer() -> None:
    """trick-default-3-214 (lesson 5's, now 6's): North's pair and joker lose to East's pair."""
    why = puzzles.check("trick-default-3-214", 3)["why"]  # North
    assert why["en"].startswith("North's ♦4 ♦4 little joker does not beat an earlier play (")
    assert "♦8 ♦8 beats ♦4 ♦4" in why["en"]
    assert "East" not in why["en"]
    assert "东" not in why["zh"]
    assert "前面出的牌" in why["zh"]


@pytest.mark.parametrize(
    ("preset", "words"),
    [("default", "largest units are compared first"), ("shengji", "higher in every unit")],
)
def test_a_thrown_tricks_hint_says_how_two_ruffs_compare_under_its_house_rules(
    preset: str, words: str
) -> None:
    """The hint of a trick with a throw led says how ruffs of it compare (rule over_ruff).

    Source 000/001 (this site): largest units first; shengji.io: every unit must be higher.
    A new reader was shown only which plays can win, beside a ruling decided by the pairs.
    """
    thrown = 0
    for seed in range(1, 41):
        puzzle_id = f"trick-{preset}-3-{seed}"
        puzzle, rules = build(puzzle_id)
        lead = puzzle.show["plays"][0]
        units = decompose(lead, order_for(puzzle.trump, rules)).value
        hint = puzzles.hint(puzzle_id)
        assert (words in hint["en"]) is (len(units) > 1), (puzzle_id, hint)
        assert ("毙甩牌" in hint["zh"]) is (len(units) > 1), (puzzle_id, hint)
        thrown += len(units) > 1
    assert thrown >= 5
