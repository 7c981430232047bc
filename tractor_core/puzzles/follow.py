"""Follow puzzles: which of four follows from a real hand is legal?"""

from __future__ import annotations

import random
from collections import Counter

from tractor_core.puzzles import follow_units
from tractor_core.puzzles.base import (
    WEST_LEADS,
    Puzzle,
    random_trump,
    said_both,
    side_suits,
)
from tractor_core.puzzles.follow_options import follow_options, follow_puzzle
from tractor_core.rules.cards import shoe
from tractor_core.rules.combinations import decompose
from tractor_core.rules.following import FollowFormat
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import EffSuit, order_for
from tractor_core.text import seat_named

__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Which of these follows is legal? A real deal; one legal follow among illegal ones.

    ★ and ★★: a pair, tractor or triple is led. ★★★: a lead of several units — a throw that
    stood, or a tractor of three pairs against your shorter tractor and loose pair
    (:mod:`~tractor_core.puzzles.follow_units`). With one deck no card has a second copy, so
    there are no pairs: ★ and ★★ lead a single (you must follow suit), ★★★ a throw of singles.
    """
    if difficulty >= 3:
        return follow_units.generate(rng, rules, difficulty)
    for _ in range(300):
        trump = random_trump(rng, 0.0)
        order = order_for(trump, rules)
        # The first two hands of a shuffled shoe: yours (seat 1) and the leader's (seat 0).
        dealt = rng.sample(shoe(rules.decks), 2 * rules.hand_size)
        hand, seat0 = dealt[: rules.hand_size], dealt[rules.hand_size :]
        # Seat 0 leads a pair, tractor or triple of a side suit: one of the units the engine
        # reads from its cards held more than once (a unit two or more wide repeats each card).
        # One deck has one copy of each card: then a single (a unit one wide) is led.
        held = Counter(seat0)
        width = 2 if rules.decks >= 2 else 1
        repeated = [c for c in seat0 if held[c] >= width]
        repeated_suits = {order.suit_of(c) for c in repeated}
        suits = [s for s in map(EffSuit.of_suit, side_suits(trump)) if s in repeated_suits]
        if not suits:
            continue
        suit = rng.choice(suits)
        leader = [c for c in repeated if order.suit_of(c) is suit]
        units = [u for u in decompose(leader, order).value if u.width >= width]
        if not units:
            continue
        lead = list(rng.choice(units).cards)
        hand = order.sorted(hand)
        suit_cards = [c for c in hand if order.suit_of(c) is suit]
        if len(suit_cards) <= len(lead) and difficulty < 3:
            continue
        found = follow_options(rng, FollowFormat(lead, order), hand, suit_cards)
        if found is None:
            continue
        plays, verdicts = found
        break
    else:  # pragma: no cover
        msg = "could not deal a follow position"
        raise RuntimeError(msg)

    return follow_puzzle(
        rules,
        trump,
        lead,
        hand,
        plays=plays,
        verdicts=verdicts,
        question=said_both(
            "{leader} led these cards; you are {reader}. Which follow from your hand is legal?",
            leader=WEST_LEADS.named(0),
            reader=seat_named(0, 4),
        ),
        hint={
            "en": f"Count your {suit.english} first: you must follow suit. Then, if a pair or tractor "
            "was led, look for pairs and tractors of that suit in your hand.",
            "zh": f"先数你手中的{suit.chinese}：必须跟同门；首家出对子或拖拉机时，再看你有没有该门的对子或拖拉机。",
        },
    )
