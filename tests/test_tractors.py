"""has_tractor and tractors_in agree with reading each effective suit of a hand by decompose.

Seeded hands of 1, 2 and 3 decks, every preset that allows the deck count, a random trump (and
no-trump): a hand holds a tractor exactly when one of its effective suits, read as a lead by
:func:`decompose` (with the longest-unit reading, which never keeps a tractor apart), has a
tractor unit; every listed tractor is a tractor by :func:`is_tractor`, cannot be made longer, and
each tractor decompose finds lies inside a listed one of its width.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.conftest import order
from tractor_core import has_tractor, tractors_in
from tractor_core.rules.cards import LEVEL_RANKS, Suit, shoe
from tractor_core.rules.combinations import decompose, is_tractor
from tractor_core.rules.errors import RuleConflictError, TooManyCopiesError
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.ruleset import Decompose
from tractor_core.rules.trump_order import Trump, TrumpOrder, order_for

HANDS = {1: (12, 1000), 2: (25, 2000), 3: (39, 1000)}


def _orders(decks: int, rng: random.Random) -> TrumpOrder:
    while True:
        try:
            rules = preset(rng.choice([p.name for p in PRESETS]), decks=decks)
        except RuleConflictError:
            continue
        break
    if decks == 3 and rng.random() < 0.3:
        rules = rules.replace(tractor_min_width=3)
    rules = rules.replace(decompose=Decompose.LONGEST_UNIT)
    suit = None if rng.randrange(9) == 0 else rng.choice(list(Suit))
    return order_for(Trump(rng.choice(LEVEL_RANKS), suit), rules)


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_agrees_with_decompose_per_effective_suit(decks: int) -> None:
    size, n = HANDS[decks]
    rng = random.Random(decks)
    found = 0
    for _ in range(n):
        o = _orders(decks, rng)
        deck = list(shoe(decks))
        rng.shuffle(deck)
        hand = tuple(deck[: rng.randint(size // 2, size)])
        read = [
            u
            for cards in o.split_by_suit(hand).values()
            for u in decompose(tuple(cards), o).value
            if u.is_tractor
        ]
        listed = tractors_in(hand, o)
        assert has_tractor(hand, o) == bool(read) == bool(listed), hand
        held = Counter(hand)
        for unit in listed:
            assert is_tractor(unit.cards, o).value, unit
            assert not Counter(unit.cards) - held, unit
            below, above = unit.steps[0], unit.steps[-1]
            for card in o.all_cards_strongest_first():
                if held[card] >= unit.width:
                    assert not o.adjacent(card, below), unit
                    assert not o.adjacent(above, card), unit
        for unit in read:
            assert any(u.width == unit.width and _inside(unit.steps, u.steps) for u in listed), unit
        found += bool(listed)
    assert found > n // 50 or decks == 1  # the seeds meet tractors (one deck has no pairs)


def _inside(part: tuple[object, ...], whole: tuple[object, ...]) -> bool:
    return any(whole[i : i + len(part)] == part for i in range(len(whole) - len(part) + 1))


def test_a_hand_is_not_a_lead() -> None:
    """002 reads the lead 333 44 as a triple and a pair, but the hand holds the tractor 3344."""
    o = order("002", "10", "H", decks=3)
    assert [u.kind for u in decompose("S3 S3 S3 S4 S4", o).value] == ["triple", "pair"]
    assert has_tractor("S3 S3 S3 S4 S4", o)
    assert [u.describe() for u in tractors_in("S3 S3 S3 S4 S4", o)] == ["tractor S4 S4 S3 S3"]


def test_three_decks_list_each_width() -> None:
    o = order("default", "10", "H", decks=3)
    assert [u.describe() for u in tractors_in("S3 S3 S3 S4 S4 S4 S5 S5 C9", o)] == [
        "titanic S4 S4 S4 S3 S3 S3",
        "tractor S5 S5 S4 S4 S3 S3",
    ]


def test_the_trump_chain_branches_at_the_off_suit_level_cards() -> None:
    o = order("default", "10", "H")
    hand = "HA HA S10 S10 C10 C10 H10 H10"
    assert [u.describe() for u in tractors_in(hand, o)] == [
        "tractor H10 H10 C10 C10 HA HA",
        "tractor H10 H10 S10 S10 HA HA",
    ]


def test_too_many_copies_are_refused() -> None:
    with pytest.raises(TooManyCopiesError):
        has_tractor("S5 S5 S5 S6 S6", order("default", "10", "H"))
    assert not has_tractor("S5 S7", order("default", "10", "H"))
