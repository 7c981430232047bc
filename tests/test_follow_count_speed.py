"""Counting and listing legal follows takes polynomial time, and agrees with the plain search.

The rules counted are those of :mod:`tractor_core.rules.following` (000, 001, 002, 004; variants.md
§1d: tractors draw tractors, the Titanic ladders, triples and pairs draw their kind, and
shengji.io's longer-tuple guard under ``longer_tuples_protected``). The brute-force reference
(``tests/reference_follow.py``, ``tests/test_follow_perft.py``) checks the counts and the plays;
the worst 3-deck positions (timed in ``benchmarks/follows.py``) are counted, and the fast answers are checked against :func:`check_follow` one play at a time.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tests.conftest import order
from tractor_core.rules.cards import Card, parse_cards, shoe
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.trump_order import EffSuit, TrumpOrder


def _trumps_without(o: TrumpOrder, lead: str) -> list[Card]:
    pool = Counter(c for c in shoe(3) if o.suit_of(c) is EffSuit.TRUMP)
    pool.subtract(parse_cards(lead))
    return sorted(pool.elements(), key=o.sort_key)


WORST = [
    # (draw_policy, titanic_follow, lead): a Titanic or long tractor of trumps led against
    # 36 trumps in hand (level 2, hearts trump, 3 decks)
    (policy, ladder, lead)
    for policy in ("no_protections", "longer_tuples_protected")
    for ladder in ("000_001", "002")
    for lead in ("H3 H3 H3 H4 H4 H4 H5 H5 H5", "H3 H3 H3 H4 H4 H4", "H3 H3 H4 H4 H5 H5 H6 H6")
]


@pytest.mark.parametrize(("policy", "ladder", "lead"), WORST)
def test_counting_follows_to_a_titanic_against_36_trumps_answers_without_listing(
    policy: str, ladder: str, lead: str
) -> None:
    """The count comes from the table (timed in benchmarks/follows.py: the old count took
    4 to 84 s here); it must match the listing wherever listing is affordable (below)."""
    o = order("default", "2", "H", decks=3, draw_policy=policy, titanic_follow=ladder)
    hand = _trumps_without(o, lead)[-36:]
    assert len(hand) == 36
    assert legal_follows(lead, hand, o).count() > 0


@pytest.mark.parametrize(("policy", "ladder", "lead"), WORST[:6])
def test_listing_follows_yields_each_legal_play_once_and_only_legal_plays(
    policy: str, ladder: str, lead: str
) -> None:
    o = order("default", "2", "H", decks=3, draw_policy=policy, titanic_follow=ladder)
    hand = _trumps_without(o, lead)[-36:]
    follows = legal_follows(lead, hand, o)
    plays = list(follows)
    assert len(plays) == follows.count()
    assert len({tuple(sorted(c.notation for c in p)) for p in plays}) == len(plays)
    for play in plays:
        assert check_follow(lead, hand, play, o).value, play


def test_count_agrees_with_judging_every_play_of_a_mid_sized_hand() -> None:
    """20 spades at level 10 (3 decks), a Titanic and a triple thrown: every multiset of the
    lead's size judged by check_follow gives the same legal set as the counting table."""
    o = order("000", "10", "H", decks=3)
    lead = "S5 S5 S5 S6 S6 S6 S3 S3 S3"
    hand = "SA SA SK SK SK SQ SQ SJ SJ SJ S9 S9 S9 S8 S8 S7 S7 S7 S4 S4 C3"
    cards = parse_cards(hand)
    spades = sorted((c for c in cards if c.notation.startswith("S")), key=o.sort_key)
    every = {tuple(p) for p in itertools.combinations(spades, 9)}
    legal = {_key(p) for p in every if check_follow(lead, hand, p, o).value}
    follows = legal_follows(lead, hand, o)
    assert follows.count() == len(legal)
    assert {_key(p) for p in follows} == legal
    assert 0 < len(legal) < len({_key(p) for p in every})


def _key(play: tuple[Card, ...]) -> tuple[str, ...]:
    return tuple(sorted(c.notation for c in play))
