"""Library functions refuse impossible positions: more copies of a card than the decks hold.

Issue #12 ("No input breaks it"): copies are checked across lead + hand, the plays of a trick,
and the last trick + the kitty, with the judge's error (:class:`TooManyCopiesError`: the card,
how many copies were seen, how many the decks hold and where). The checks run where they cost
nothing measurable (benchmarks/workload.py --cpu): a follow's lead and led-suit holding once per
holding, a trick's plays on its general path and the led card on its fast path, the kitty always.
"""

from __future__ import annotations

import pytest

from tests.conftest import order
from tractor_core.errors import TooManyCopiesError
from tractor_core.following import check_follow, legal_follows
from tractor_core.kitty import kitty_capture
from tractor_core.trick import trick_winner

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


def test_possible_positions_are_untouched() -> None:
    """Exactly as many copies as the decks hold is fine (2 decks: two of each)."""
    assert check_follow("SK SK", "SQ SQ S3 S4", "SQ SQ", order(*TWO)).value
    assert trick_winner(["S5 S5", "S6 S6", "S5 S4"], order(*TWO)).value == 1
    three = order("default", "10", "H", decks=3)
    assert trick_winner(["S5 S5 S5", "S6 S6 S6"], three).value == 1
