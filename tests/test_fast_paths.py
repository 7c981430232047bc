"""The engine's fast paths give exactly the answers of the general code they stand in for.

Each fast path (benchmarks/workload.py) handles the common case directly; on seeded random
positions of 1, 2 and 3 decks and every preset, each is compared with the general path:

* reading a lead with no tractor in it (``_decompose_tuples``) against the search (``_decompose``):
  units, rule and explanation;
* the winner of a trick led by one single, pair or triple (``_tuple_lead_winner``) against the
  judge that writes every ruling (``_judge_tuple_lead``);
* a hand's follow obligations when no tractor was led (``FollowFormat._tuple_score``) against the
  search over tractor matchings (``FollowFormat.score(..., search=True)``), protected or not, and
  the vector alone (``FollowFormat.need``) against the one :meth:`required` returns with its witness;
* a follow to a single (``_check_single``) against the general check on the lead's format
  (``_check``): value, rule, both reasons and details, legal and illegal, copies and counts wrong.
"""

from __future__ import annotations

import random
from collections import Counter

from tractor_core.rules.cards import LEVEL_RANKS, Card, Suit, shoe
from tractor_core.rules.combinations import Unit, _decompose, _decompose_tuples
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.following import FollowFormat, _check, _check_single
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.trick import _judge_tuple_lead, _tuple_lead_winner
from tractor_core.rules.trump_order import Trump, TrumpOrder, order_for

SEEDS = 3000


def _position(rng: random.Random) -> tuple[TrumpOrder, list[Card]]:
    while True:
        try:
            rules = preset(rng.choice([p.name for p in PRESETS]), decks=rng.choice([1, 2, 2, 3]))
        except RuleConflictError:
            continue
        break
    suit = None if rng.randrange(9) == 0 else rng.choice(list(Suit))
    order = order_for(Trump(rng.choice(LEVEL_RANKS), suit), rules)
    deck = list(shoe(rules.decks))
    rng.shuffle(deck)
    return order, deck


def _one_suit(rng: random.Random, order: TrumpOrder, deck: list[Card], most: int) -> list[Card]:
    by_suit = order.split_by_suit(deck[:40])
    cards = rng.choice(list(by_suit.values()))
    return rng.sample(cards, rng.randint(1, min(most, len(cards))))


def test_reading_a_lead_without_tractor_matches_the_search() -> None:
    rng = random.Random(1)
    fast = 0
    for _ in range(SEEDS):
        order, deck = _position(rng)
        play = tuple(_one_suit(rng, order, deck, 8))
        quick = _decompose_tuples(play, order)
        if quick is None:
            continue
        full = _decompose(play, order)
        assert (quick.value, quick.rule, quick.reason, quick.reason_zh) == (
            full.value,
            full.rule,
            full.reason,
            full.reason_zh,
        ), play
        fast += 1
    assert fast > SEEDS // 2


def test_winner_of_a_tuple_lead_matches_the_judge() -> None:
    rng = random.Random(2)
    compared = 0
    for _ in range(SEEDS):
        order, deck = _position(rng)
        width = rng.randint(1, order.rules.decks)
        lead_card = next(c for c in deck if deck.count(c) >= width)
        lead = (lead_card,) * width
        plays = [lead]
        for seat in range(1, 4):
            pool = deck[seat * 13 : seat * 13 + 13]
            if rng.random() < 0.5:  # identical cards (of any suit), or anything
                card = rng.choice(pool)
                plays.append((card,) * width)
            else:
                plays.append(tuple(rng.sample(pool, width)))
        if max(Counter(c for play in plays for c in play).values()) > order.rules.decks:
            continue  # more copies than the decks hold: refused (test_impossible_positions.py)
        compared += 1
        code = lead_card.code
        unit = Unit(order.suit_at[code], (lead_card,), width, order.power_at[code])
        seat, events = _judge_tuple_lead(plays, unit, order)
        rule = events[seat][2] if seat else "trick.leader-keeps"
        assert _tuple_lead_winner(plays, order) == (seat, rule), plays
    assert compared > SEEDS // 2


def test_follow_obligations_without_a_led_tractor_match_the_search() -> None:
    rng = random.Random(3)
    compared = 0
    for _ in range(SEEDS):
        order, deck = _position(rng)
        lead = _one_suit(rng, order, deck, 6)
        if order.rules.decks > 1 and rng.random() < 0.6:  # pairs led, so pairs are owed
            a, b = rng.sample(sorted(set(lead) | {lead[0]}, key=str) * 2, 2)
            lead = [a, a] + ([b] * rng.randint(1, 2) if b != a else [])
        fmt = FollowFormat(tuple(lead), order)
        if fmt.tractor_units:
            continue
        suit = fmt.suit
        # any held count of each card: singles, pairs and triples in every mix
        distinct = sorted({c for c in deck if order.suit_of(c) is suit}, key=str)
        chosen = rng.sample(distinct, rng.randint(0, min(8, len(distinct))))
        hand = [c for c in chosen for _ in range(rng.randint(1, order.rules.decks))]
        for protect in (False, True):
            assert fmt.score(hand, protect=protect) == fmt.score(
                hand, protect=protect, search=True
            ), (lead, hand, protect)
        # the vector a legal follow is measured against, counted without its witness (the
        # holdings here may hold more copies than the decks with the lead: no refusal asked)
        codes = tuple(sorted(c.code for c in hand))
        for protect in (False, True):
            assert fmt._tuple_need(codes, protect) == fmt.score(hand, protect=protect)[0], (
                lead,
                hand,
                protect,
            )
        compared += 1
    assert compared > SEEDS // 2


def test_follow_to_a_single_matches_the_general_check() -> None:
    rng = random.Random(4)
    seen: Counter[tuple[bool, str]] = Counter()
    for _ in range(SEEDS):
        order, deck = _position(rng)
        hand = tuple(deck[: rng.randint(1, 25)])
        led = deck[30]
        pick = rng.random()
        if pick < 0.1:  # the wrong number of cards
            play = tuple(hand[: rng.choice([0, 2])])
        elif pick < 0.2:  # a card the hand does not hold
            play = (deck[31],)
        else:  # any card of the hand, legal or not
            play = (rng.choice(hand),)
        quick = _check_single(led, hand, play, order)
        full = _check(FollowFormat((led,), order), hand, play)
        assert (quick.value, quick.rule, quick.reason, quick.reason_zh, quick.details) == (
            full.value,
            full.rule,
            full.reason,
            full.reason_zh,
            full.details,
        ), (led, hand, play)
        seen[quick.value, quick.rule] += 1
    # every outcome of a follow to a single was compared, many times each
    assert set(seen) == {
        (False, "follow.count"),
        (False, "follow.own-cards"),
        (False, "follow.suit"),
        (True, "follow.suit"),
    }, seen
    assert min(seen.values()) > 100, seen
