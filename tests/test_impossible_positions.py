"""Library functions refuse impossible positions: more copies of a card than the decks hold.

Issue #12 ("No input breaks it"): copies are checked across lead + hand, the plays of a trick,
the lead + the other hands' cards of the led suit (a throw), and the last trick + the kitty, with the judge's error (:class:`TooManyCopiesError`: the card,
how many copies were seen, how many the decks hold and where). The checks run where they cost
nothing measurable (benchmarks/workload.py --cpu): a follow's lead and led-suit holding once per
holding, a throw's lead and the other hands' cards of the led suit, a trick's plays on its general path
and the led card on its fast path, the kitty always.
"""

from __future__ import annotations

import pytest

from tests.conftest import order
from tractor_core.rules.errors import TooManyCopiesError
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.kitty import kitty_capture
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner

TWO = ("default", "10", "H")


def test_a_follow_refuses_a_hand_holding_the_led_pair_again() -> None:
    """SK SK led and SK SK held: four kings of spades in a 2-deck game."""
    with pytest.raises(TooManyCopiesError, match=r"'SK' appears 4 times in lead and hand"):
        check_follow("SK SK", "SK SK S3 S4", "S3 S4", order(*TWO))


def test_a_follow_refuses_three_copies_in_the_hand() -> None:
    with pytest.raises(TooManyCopiesError, match=r"'S3' appears 3 times in hand"):
        check_follow("SK SK", "S3 S3 S3 S4", "S3 S3", order(*TWO))


def test_legal_follows_refuses_an_impossible_lead_and_hand() -> None:
    with pytest.raises(TooManyCopiesError, match=r"'C5' appears 3 times in lead and hand"):
        legal_follows("C5", "C5 C5 H2", order(*TWO))


def test_seven_big_jokers_in_one_trick_are_refused() -> None:
    """The issue's example: 7 big jokers in 7 plays got a winner."""
    with pytest.raises(TooManyCopiesError, match=r"'BJ' appears 7 times in lead, play 1"):
        trick_winner(["BJ"] * 7, order(*TWO))


def test_a_tractor_trick_with_too_many_copies_is_refused() -> None:
    with pytest.raises(TooManyCopiesError, match=r"'S5' appears 4 times in lead and play 1"):
        trick_winner(["S5 S5 S6 S6", "S5 S5 S7 S7"], order(*TWO))


def test_kitty_capture_refuses_the_last_trick_and_kitty_together() -> None:
    with pytest.raises(TooManyCopiesError, match=r"'SK' appears 3 times in last trick and kitty"):
        kitty_capture(["SK SK", "S3 S4"], "SK D2", order(*TWO))


def test_a_throw_refuses_the_lead_and_a_hand_holding_too_many_copies() -> None:
    """SA SK thrown while seat 1 holds SA SA: three aces of spades in a 2-deck game."""
    with pytest.raises(TooManyCopiesError, match=r"'SA' appears 3 times in lead and seat 1"):
        check_throw("SA SK", ["SA SA", "C3", "D4"], order(*TWO))


def test_a_throw_refuses_copies_spread_over_two_other_hands() -> None:
    with pytest.raises(TooManyCopiesError, match=r"'S3' appears 3 times in seat 1 and seat 3"):
        check_throw("SA SK", ["S3 S3", "C3", "S3 D4"], order(*TWO))


def test_a_single_unit_lead_is_checked_against_the_other_hands_too() -> None:
    """A single unit is not a throw, but the position is still impossible."""
    with pytest.raises(TooManyCopiesError, match=r"'SA' appears 3 times in lead and seat 2"):
        check_throw("SA", ["S3", "SA SA", "D4"], order(*TWO))


def test_a_wide_throw_is_refused_only_beyond_its_decks() -> None:
    """Four decks hold four copies: five are refused, four are a position like any other."""
    four = order("shengji", "10", "H", decks=4)
    with pytest.raises(TooManyCopiesError, match=r"'S9' appears 5 times in lead and seat 1"):
        check_throw("S9 S9 SK", ["S9 S9 S9", "C3", "D4"], four)
    assert check_throw("S9 S9 SK", ["S9 S9 SA", "C3", "D4"], four).value.succeeds is False


def test_possible_positions_are_untouched() -> None:
    """Exactly as many copies as the decks hold is fine (2 decks: two of each)."""
    assert check_follow("SK SK", "SQ SQ S3 S4", "SQ SQ", order(*TWO)).value
    assert trick_winner(["S5 S5", "S6 S6", "S7 S4"], order(*TWO)).value == 1
    three = order("default", "10", "H", decks=3)
    assert trick_winner(["S5 S5 S5", "S6 S6 S6"], three).value == 1
    assert trick_winner(["S3", "HA", "HA", "S3"], order(*TWO)).value == 1
    assert trick_winner(["S5 S5", "S6 S7", "S6 C2", "H3 H3"], order(*TWO)).value == 3
    assert check_throw("SA SK", ["SK S3", "SA", "D4"], order(*TWO)).value.blocked_by == 2
