"""shengji.io's follow ladder in bounded time (issue 27): the fast judge equals the listed one.

shengji.io (mechanics/src/ordered_card.rs ``full_decomposition_ordering``,
``subsequent_decomposition_ordering``; trick.rs ``TrickFormat::is_legal_play``) walks a ladder of
requirements that grows exponentially with the lead: 627 rungs for a 12-card unit, 190,000 for
22 cards. The engine now finds the first rung cards fill without listing it
(:func:`tractor_core.rules.ladder.first_rung`); these tests hold it to the listed ladder:

* :func:`tractor_core.rules.ladder._position` orders every requirement of ``full_ordering(n)`` as the
  listing does, up to 13 cards (16 in the slow run);
* ``first_rung`` finds the first rung of the listed ladder that random cards fill, with and
  without protection, for one long unit alone or thrown with others;
* ``check_follow`` gives the same verdict, rule, reasons and forced cards as the exhaustive judge
  of commit 2ded109 (``tests/reference_ladder.py``) on seeded 4-8-deck positions, legal and
  illegal plays, and ``legal_follows`` lists the same follows;
* under ``bombs`` the count adds the bombs without listing the follows, and with 1-3 decks
  ``LegalFollows.nth`` finds each listed follow by counting (the bots' random choice).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any

import pytest

from tests.reference_ladder import ladder_follows, reference_judge
from tractor_core.play import bots
from tractor_core.rules.cards import Card, Rank, Suit, parse_cards, shoe
from tractor_core.rules.following import LegalFollows, check_follow, legal_follows
from tractor_core.rules.ladder import (
    _position,
    fill,
    first_rung,
    full_ordering,
    host_check,
    ladder,
    partitions,
)
from tractor_core.rules.presets import preset
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for

POLICIES = (
    "no_protections",
    "longer_tuples_protected",
    "only_draw_tractor_on_tractor",
    "protected_and_tractor_only",
)


# ------------------------------------------------------------------ positions in the ordering
def _positions_in_order(n: int) -> bool:
    order = {p: i for i, p in enumerate(partitions(n))}
    keys = []
    for req in full_ordering(n):
        values = tuple(sorted((x for run in req for x in run), reverse=True))
        big = tuple(v for v in values if v > 1)
        runs = tuple(run for run in req if len(run) > 1 or run[0] > 1)
        keys.append((order[values], _position(big, runs)))
    return keys == sorted(keys) and len(set(keys)) == len(keys)


@pytest.mark.parametrize("n", range(1, 14))
def test_position_orders_every_requirement_as_full_ordering_lists_them(n: int) -> None:
    """ordered_card.rs ``full_decomposition_ordering``: partitions descending, then groupings by
    longest run and fewest runs (stably over the order they are built in), then permutations."""
    assert _positions_in_order(n)


@pytest.mark.slow
@pytest.mark.parametrize("n", [14, 15, 16])
def test_position_orders_longer_orderings_too(n: int) -> None:
    assert _positions_in_order(n)


# ------------------------------------------------------------------ the first rung
SMALL_UNITS = [(1,), (2,), (3,), (4,), (2, 2), (3, 3), (2, 2, 2), (4, 4), (2,) * 5, (3,) * 4]


def _random_case(rng: random.Random) -> tuple[Any, ...]:
    decks = rng.choice([4, 5, 6, 8])
    width = rng.randint(2, min(4, decks))
    length = rng.randint(13 // width + 1, 16 // width)  # one long unit, 13 to 16 cards
    units = [(width,) * length]
    units += [rng.choice(SMALL_UNITS) for _ in range(rng.choice([0, 0, 1, 2]))]
    counts = {}
    for slot in range(rng.randint(6, 14)):
        if copies := min(decks, rng.choice([0, 1, 1, 2, 2, 3, 4, decks])):
            counts[slot] = copies
    return tuple(units), counts, rng.random() < 0.4, rng.random() < 0.7


def _first_rung_matches(rng: random.Random) -> object:
    """Check one random case; the phase its rung was found in (None: no rung)."""
    units, counts, protect, adjacency = _random_case(rng)
    slots = list(range(20))

    def fills(req: Any) -> bool:
        return fill(counts, req, slots, protect=protect)

    listed = next((req for req in ladder(units, adjacency) if fills(req)), None)
    found = first_rung(
        units,
        fills,
        new_adjacency=adjacency,
        host=host_check(counts, slots, protect=protect),
        singles=not protect,
        sizes=tuple(counts.values()) if protect else None,
    )
    assert (found[1] if found else None) == listed, (units, counts, protect, adjacency)
    return found[0][0] if found else None


def test_first_rung_is_the_first_rung_of_the_listed_ladder_that_cards_fill() -> None:
    """One long unit (13-16 cards), alone or thrown with shorter ones; random cards; every
    draw policy's filling (protected or not) and adjacency rule."""
    rng = random.Random(2027)
    phases = Counter(_first_rung_matches(rng) for _ in range(60))
    assert phases[1], phases  # found by the long unit's own search
    assert phases[2], phases  # found on the tail it shares with the other units


@pytest.mark.slow
def test_first_rung_matches_the_listed_ladder_on_more_cases() -> None:
    rng = random.Random(7)
    for _ in range(600):
        _first_rung_matches(rng)


def test_a_22_card_ordering_is_searched_without_listing_it() -> None:
    """11 pairs none adjacent: the last reading of the 11-pair partition (all apart)."""
    counts = dict.fromkeys(range(0, 22, 2), 2)
    hit = first_rung(((2,) * 11,), lambda req: fill(counts, req), singles=True)
    assert hit is not None
    assert hit[1] == ((2,),) * 11


# ------------------------------------------------------------------ verdicts and follows
def _order(rng: random.Random) -> tuple[TrumpOrder, int]:
    decks = rng.choice([4, 4, 5, 6, 8])
    rules = preset(
        "shengji",
        decks=decks,
        players=rng.choice([4, 6, 8]),
        draw_policy=rng.choice(POLICIES),
        bombs=rng.choice(["no_bombs", "no_bombs", "allow_bombs"]),
    )
    return order_for(Trump(Rank.TWO, rng.choice([Suit.HEARTS, None])), rules), decks


def wide_position(rng: random.Random, longest: int) -> dict[str, Any]:
    """A seeded 4-8-deck position: a lead of tractors (and tuples) of spades, a hand holding
    spades up to the decks left, three plays: two random, one the engine lists as legal."""
    order, decks = _order(rng)
    ranks = [r for r in Rank if not r.is_joker and r is not Rank.TWO]  # 3 .. A, 12 slots
    lead: Counter[Card] = Counter()
    width = rng.randint(2, min(decks, 4))
    length = rng.randint(2, max(2, longest // width))
    start = rng.randint(0, len(ranks) - length)
    for r in ranks[start : start + length]:
        lead[Card(Suit.SPADES, r)] += width
    if rng.random() < 0.3:  # a throw: one more unit on ranks the tractor leaves
        free = [r for r in ranks if Card(Suit.SPADES, r) not in lead]
        if free:
            lead[Card(Suit.SPADES, rng.choice(free))] += rng.randint(1, min(3, decks))
    hand: Counter[Card] = Counter()
    for r in ranks:
        card = Card(Suit.SPADES, r)
        room = decks - lead[card]
        hand[card] = min(room, rng.choice([0, 0, 1, 1, 2, 2, 3, 4, decks]))
    others = [c for c in shoe(1) if order.suit_of(c) is not EffSuit.of_suit(Suit.SPADES)]
    hand.update(rng.sample(others, 4))
    lead_cards = tuple(lead.elements())
    hand_cards = tuple(hand.elements())
    spades = [c for c in hand_cards if c.suit is Suit.SPADES]
    n = len(lead_cards)
    plays = [tuple(rng.sample(hand_cards, n)) for _ in range(2) if len(hand_cards) >= n]
    if len(spades) >= n:
        plays.append(tuple(rng.sample(spades, n)))
    listed = list(itertools.islice(iter(legal_follows(lead_cards, hand_cards, order)), 3))
    plays += listed
    if listed and spades:  # a legal follow with one card changed: often illegal
        near = list(listed[-1])
        near[0] = rng.choice(spades)
        if not Counter(near) - Counter(hand_cards):
            plays.append(tuple(near))
    return {"lead": lead_cards, "hand": hand_cards, "plays": plays, "order": order}


def _same_verdicts(position: dict[str, Any]) -> int:
    lead, hand, order = position["lead"], position["hand"], position["order"]
    compared = 0
    for play in position["plays"]:
        fast = check_follow(lead, hand, play, order)
        with reference_judge():
            slow = check_follow(lead, hand, play, order)
        what = (lead, hand, play, order.rules.draw_policy)
        assert fast.value == slow.value, what
        assert fast.rule == slow.rule, what
        assert fast.reason == slow.reason, what
        assert fast.reason_zh == slow.reason_zh, what
        assert fast.details == slow.details, what  # the forced cards
        compared += 1
    return compared


def _judged_alike(seed: int, positions: int, longest: int) -> Counter[bool]:
    rng = random.Random(seed)
    verdicts: Counter[bool] = Counter()
    for _ in range(positions):
        position = wide_position(rng, longest=longest)
        _same_verdicts(position)
        lead, hand, order = position["lead"], position["hand"], position["order"]
        verdicts.update(bool(check_follow(lead, hand, p, order)) for p in position["plays"])
    return verdicts


def test_check_follow_equals_the_exhaustive_ladder_judge_on_seeded_positions() -> None:
    """80 positions (4-8 decks, every draw policy, bombs or not), leads up to 12 cards a unit:
    value, rule id, both reasons and the forced cards are the listed ladder's."""
    verdicts = _judged_alike(27, 80, longest=12)
    assert verdicts[True] > 60, verdicts
    assert verdicts[False] > 60, verdicts


@pytest.mark.slow
def test_check_follow_equals_the_exhaustive_judge_on_many_positions() -> None:
    """400 more positions: about 1,000 legal and 1,000 illegal plays."""
    verdicts = _judged_alike(28, 400, longest=12)
    assert verdicts[True] > 500, verdicts
    assert verdicts[False] > 500, verdicts


@pytest.mark.slow
def test_check_follow_equals_the_exhaustive_judge_with_long_units() -> None:
    """Leads of 13-16 cards a unit (the long-unit search), 200 positions."""
    rng = random.Random(2716)
    for _ in range(200):
        _same_verdicts(wide_position(rng, longest=16))


def _same_follows(seed: int, positions: int, longest: int) -> int:
    rng = random.Random(seed)
    listed = 0
    for _ in range(positions):
        position = wide_position(rng, longest=longest)
        lead, hand, order = position["lead"], position["hand"], position["order"]
        follows = LegalFollows(lead, hand, order)  # no rainbows: legal_follows gives one
        if not (follows._constrained() and follows._wide()):
            continue
        fast = [tuple(c.code for c in p) for p in follows._ladder_follows()]
        slow = [tuple(c.code for c in p) for p in ladder_follows(follows)]
        assert fast == slow, (lead, hand, order.rules.draw_policy)
        assert follows.count() == sum(1 for _ in follows)  # bombs included
        listed += len(fast)
    return listed


def test_legal_follows_lists_what_the_exhaustive_ladder_listed() -> None:
    """The same follows, in the same order, as listing every rung (leads up to 6 cards a unit)."""
    assert _same_follows(127, 30, longest=6) > 300


@pytest.mark.slow
def test_legal_follows_lists_the_same_with_longer_leads() -> None:
    assert _same_follows(128, 60, longest=8) > 1000


# ------------------------------------------------------------------ bombs, counting, bots
def test_bombs_count_without_listing_the_follows() -> None:
    """Issue 27: shengji, 4 decks, allow_bombs, level A, clubs trump; lead D4x4 D5x4 D6x4 D7;
    hand D10 S2-SK H2-HK: D10 and any 12 of the 24 others (shengji.io trick.rs: a player short of
    the led suit plays all of it, then anything)."""
    order = order_for(Trump(Rank.ACE, Suit.CLUBS), preset("shengji", decks=4, bombs="allow_bombs"))
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    hand = "D10 " + " ".join(f"{s}{r}" for s in "SH" for r in ranks)
    lead = "D4 D4 D4 D4 D5 D5 D5 D5 D6 D6 D6 D6 D7"
    assert legal_follows(lead, hand, order).count() == 2_704_156  # C(24, 12)


def test_bombs_counted_are_the_bombs_listed() -> None:
    """A hand holding bombs: the count equals the listing, bombs included once."""
    order = order_for(Trump(Rank.TWO, Suit.HEARTS), preset("shengji", decks=4, bombs="allow_bombs"))
    for lead, hand in [
        ("S5 S5 S5 S5", "S3 S3 S3 S3 S9 S9 C4 C4 C4 C4 D7 D7 D7 D7 D8"),
        ("S5 S5 S5 S5", "S3 S3 S3 S9 C4 C4 C4 C4 D7 D7 D7 D7 D8"),
        ("S5 S5 S6 S6", "S3 S3 S9 S9 S9 S9 C4 C4 C4 C4"),
    ]:
        follows = legal_follows(lead, hand, order)
        listed = list(iter(follows))
        assert follows.count() == len(listed) == len(set(listed))


def _small_positions(rng: random.Random) -> Any:
    for _ in range(200):
        decks = rng.choice([1, 2, 3])
        rules = preset(
            rng.choice(["default", "000", "002", "shengji"]),
            decks=decks,
            draw_policy=rng.choice(["no_protections", "longer_tuples_protected"]),
        )
        order = order_for(Trump(rng.choice(list(Rank)[:13]), rng.choice([*Suit, None])), rules)
        deck = list(shoe(decks))
        rng.shuffle(deck)
        hand = tuple(deck[: rng.randint(12, 30)])
        suit = order.suit_of(rng.choice(deck[30:]))
        pool = sorted({c for c in deck[30:] if order.suit_of(c) is suit}, key=order.sort_key)
        if not pool:
            continue
        start = rng.randrange(len(pool))
        width = rng.choice([1, 2, 2, 3])
        lead = tuple(
            c for c in pool[start : start + rng.choice([1, 1, 2, 3])] for _ in range(width)
        )
        if Counter(lead) - Counter(deck[30:]):
            continue
        yield lead, hand, order


def test_nth_follow_is_the_listed_follow_at_that_index() -> None:
    """With 1-3 decks ``nth`` finds any follow by counting; it equals the listing's."""
    rng = random.Random(31)
    checked = 0
    for lead, hand, order in _small_positions(rng):
        follows = legal_follows(lead, hand, order)
        listed = list(iter(follows))
        assert [follows.nth(i) for i in range(len(listed))] == listed
        with pytest.raises(IndexError):
            follows.nth(len(listed))
        checked += 1
    assert checked > 100


def test_random_follow_chooses_as_the_listing_did() -> None:
    """The bots' random follow with 1-3 decks: the same choice, seed for seed, as choosing from
    the listed follows (so simulations and practice deals replay as before)."""
    rng = random.Random(32)
    for i, (lead, hand, order) in enumerate(_small_positions(rng)):
        listed = list(iter(legal_follows(lead, hand, order)))
        if not listed:
            continue
        old, new = random.Random(i), random.Random(i)
        suit = order.suit_of(lead[0])
        suited = [c for c in hand if order.suit_of(c) is suit]
        if len(suited) <= len(lead) or len(set(lead)) == len(lead):
            continue  # the fast paths, unchanged
        assert bots.random_follow(lead, hand, order, new) == old.choice(listed)
        assert new.random() == old.random()


def test_bots_choose_among_a_bounded_set_at_eight_decks() -> None:
    """A bot never lists every follow: at most FOLLOW_CANDIDATES, each legal."""
    order = order_for(Trump(Rank.TWO, Suit.HEARTS), preset("shengji", decks=8))
    lead = parse_cards("S3 S3 S3 S4 S4 S4 S5 S5 S5 S6 S6 S6")
    hand = parse_cards(
        " ".join(f"S{r} S{r}" for r in ["7", "8", "9", "10", "J", "Q", "K", "A"]) + " S3 S4 S5 S6"
    )
    options = bots.SimpleBot(0)._follows(lead, hand, order)
    assert 0 < len(options) <= bots.FOLLOW_CANDIDATES
    assert all(check_follow(lead, hand, p, order) for p in options)
    assert check_follow(lead, hand, bots.random_follow(lead, hand, order, random.Random(1)), order)
