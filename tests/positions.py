"""Random positions shared by the tests and the benchmarks (one generator, so they cannot drift).

``random_lead`` draws a lead from one effective suit of a hand: a single, a pair/triple or a
tractor found in the hand, or a throw of a few cards of that suit, with the shares given.
"""

from __future__ import annotations

import random

from tractor_core.rules.cards import Card
from tractor_core.rules.combinations import Groups
from tractor_core.rules.matching import fixed_chains
from tractor_core.rules.trump_order import TrumpOrder

#: (width, length) of the tuples and tractors a lead may be: pairs, 2- and 3-pair tractors,
#: triples and 2-triple Titanics.
SHAPES = ((2, 1), (2, 2), (2, 3), (3, 1), (3, 2))


def random_lead(
    rng: random.Random,
    hand: list[Card],
    order: TrumpOrder,
    *,
    singles: float = 0.3,
    tuples: float = 0.45,
    most_thrown: int = 5,
) -> tuple[Card, ...]:
    """A lead from ``hand``: a single (share ``singles``), a tuple or tractor the hand holds
    (share ``tuples``; a single when it holds none), else a throw of 2 to ``most_thrown`` cards."""
    suit = order.suit_of(rng.choice(hand))
    cards = [c for c in hand if order.suit_of(c) is suit]
    roll = rng.random()
    if roll < singles:
        return (rng.choice(cards),)
    if roll < singles + tuples:
        groups = Groups(cards, order)
        shapes = list(SHAPES)
        rng.shuffle(shapes)
        for width, length in shapes:
            found = list(fixed_chains(groups, groups.counts, width, length))
            if found:
                return groups.unit(rng.choice(found), width).cards
        return (rng.choice(cards),)
    return tuple(rng.sample(cards, min(len(cards), rng.randint(2, most_thrown))))
