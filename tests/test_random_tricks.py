"""Seeded random tricks: invariants that hold for every lead, hand and rule set.

For 10,000 seeded positions (2 and 3 decks, several presets, every trump and level) each follower
picks a random legal follow, and after every trick we check:

* a legal follow always exists when the hand has enough cards (``follow.suit``: all sources);
* every play the engine lists as legal passes :func:`check_follow`;
* the winner's play is all of the led suit, or all trumps on a side-suit lead (a discard never
  wins: 000 "否则被视为垫牌");
* swapping spades and clubs (neither being the trump suit) changes neither the winner nor the
  number of legal follows;
* the cards are conserved and the kitty capture agrees with the trick winner (000, 001: "由抓分方
  用主牌获胜，称为扣底").

Sources: variants.md §1d-§1f; seeds 000, 001, 002, 004.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from tests.positions import random_lead
from tractor_core.rules.cards import Card, Rank, Suit, shoe
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.kitty import kitty_capture, kitty_multiplier
from tractor_core.rules.presets import preset
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for

PRESETS = ("default", "000", "001", "002", "004", "shengji")
POSITIONS = 10_000
CHUNKS = 5


@dataclass
class Position:
    order: TrumpOrder
    hands: list[list[Card]]
    kitty: list[Card]
    lead: tuple[Card, ...]


def _random_order(rng: random.Random) -> TrumpOrder:
    while True:
        decks = rng.choice([2, 2, 3])
        name = rng.choice(PRESETS)
        try:
            rules = preset(name, decks=decks)
        except RuleConflictError:  # 004's kitty and level tables have no 3-deck values
            continue
        break
    level = rng.choice([r for r in Rank if not r.is_joker])
    return order_for(Trump(level, rng.choice([*Suit, None])), rules)


def make_position(seed: int) -> Position:
    rng = random.Random(seed)
    order = _random_order(rng)
    deck = list(shoe(order.rules.decks))
    rng.shuffle(deck)
    size = rng.randint(8, 18)
    hands = [deck[i * size : (i + 1) * size] for i in range(4)]
    kitty = deck[4 * size : 4 * size + 8]
    return Position(order, hands, kitty, random_lead(rng, hands[0], order))


def _pick(
    rng: random.Random, lead: tuple[Card, ...], hand: list[Card], order: TrumpOrder
) -> tuple[Card, ...]:
    options = list(itertools.islice(legal_follows(lead, hand, order), 40))
    return rng.choice(options)


def _swap(card: Card) -> Card:
    if card.suit is Suit.SPADES:
        return Card(Suit.CLUBS, card.rank)
    if card.suit is Suit.CLUBS:
        return Card(Suit.SPADES, card.rank)
    return card


def _play_trick(seed: int) -> tuple[Position, list[tuple[Card, ...]]]:
    pos = make_position(seed)
    rng = random.Random(seed * 7 + 1)
    plays = [pos.lead, *(_pick(rng, pos.lead, hand, pos.order) for hand in pos.hands[1:])]
    return pos, plays


def _seeds(chunk: int) -> Iterator[int]:
    per = POSITIONS // CHUNKS
    return iter(range(chunk * per, (chunk + 1) * per))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_tricks_invariants(chunk: int) -> None:
    for seed in _seeds(chunk):
        pos, plays = _play_trick(seed)
        order, lead = pos.order, pos.lead
        led = order.suit_of(lead[0])
        for hand, play in zip(pos.hands[1:], plays[1:], strict=True):
            follows = legal_follows(lead, hand, order)
            # a legal follow always exists
            assert bool(follows), seed
            if seed % 4 == 0:
                assert follows.count() > 0, seed
            # the chosen play (one the engine listed) passes check_follow
            verdict = check_follow(lead, hand, play, order)
            assert verdict.value, (seed, verdict.reason)
            assert play in follows
        winner = trick_winner(plays, order)
        win_play = plays[winner.value]
        suits = {order.suit_of(c) for c in win_play}
        assert suits == {led} or (led is not EffSuit.TRUMP and suits == {EffSuit.TRUMP}), seed
        ruling = winner.details["rulings"][winner.value]
        assert ruling["took_lead"], seed
        assert ruling["rule"] not in ("trick.discard", "trick.ruff-shape", "trick.structure")


@pytest.mark.parametrize("chunk", range(2))
def test_every_listed_follow_passes_check_follow(chunk: int) -> None:
    for seed in range(chunk * 250, (chunk + 1) * 250):
        pos = make_position(seed)
        for hand in pos.hands[1:]:
            for play in itertools.islice(legal_follows(pos.lead, hand, pos.order), 25):
                assert check_follow(pos.lead, hand, play, pos.order).value, (seed, play)


def test_a_hand_too_small_has_no_follow_and_count_zero() -> None:
    for seed in range(200):
        pos = make_position(seed)
        short = pos.hands[1][: len(pos.lead) - 1]
        follows = legal_follows(pos.lead, short, pos.order)
        assert not follows
        assert follows.count() == 0


def test_swapping_spades_and_clubs_changes_nothing() -> None:
    checked = 0
    for seed in range(1500):
        pos, plays = _play_trick(seed)
        order = pos.order
        if order.trump.suit in (Suit.SPADES, Suit.CLUBS):
            continue
        swapped = [tuple(_swap(c) for c in p) for p in plays]
        assert trick_winner(plays, order).value == trick_winner(swapped, order).value, seed
        hand = pos.hands[1]
        a = legal_follows(pos.lead, hand, order)
        b = legal_follows(swapped[0], [_swap(c) for c in hand], order)
        if seed % 5 == 0:
            assert a.count() == b.count(), seed
        checked += 1
    assert checked > 500


def test_cards_are_conserved_and_kitty_capture_agrees_with_the_winner() -> None:
    for seed in range(1000):
        pos, plays = _play_trick(seed)
        order = pos.order
        left = [Counter(h) for h in pos.hands]
        for counter, play in zip(left, plays, strict=True):
            counter.subtract(play)
            assert min(counter.values(), default=0) >= 0, seed
        everything = Counter(pos.kitty)
        for h in pos.hands:
            everything.update(h)
        assert sum(everything.values()) == 4 * len(pos.hands[0]) + len(pos.kitty)
        assert all(n <= order.rules.decks for n in everything.values())
        winner = trick_winner(plays, order).value
        banker = [0, 2]
        capture = kitty_capture(plays, pos.kitty, order, winner=winner, banker_team=banker)
        mult = kitty_multiplier(plays[0], order).value
        trumps = all(order.is_trump(c) for c in plays[winner])
        expected = winner not in banker and (trumps or not order.rules.kitty_needs_trump_win)
        assert capture.value.captured == expected, seed
        assert capture.value.multiplier == mult
        points = sum(c.points for c in pos.kitty)
        assert capture.value.attackers_gain == (points * mult if expected else 0)
        if order.rules.kitty_needs_trump_win:  # 001: the kitty rule finds the winner itself
            alone = kitty_capture(plays, pos.kitty, order)
            assert alone.value.captured == trumps, seed
