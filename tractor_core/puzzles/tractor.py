"""Tractor puzzles: is this a tractor? Real tractors and the classic traps."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tractor_core.puzzles.base import (
    Puzzle,
    plain_ranks,
    random_trump,
    side_suits,
)
from tractor_core.rules.cards import JOKERS, LEVEL_RANKS, Card, Rank, Suit
from tractor_core.rules.combinations import is_tractor
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import order_for
from tractor_core.rules.verdict import Verdict

__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Is this a tractor? Real tractors and the classic traps, harder ones at higher levels."""
    trump = random_trump(rng, 0.1 if difficulty > 1 else 0.0)
    side = side_suits(trump)
    plain = plain_ranks(trump, rules)
    # One deck holds one copy of each card: its "tractors" are runs of singles (never one).
    width = 1 if rules.decks == 1 else 3 if rules.decks >= 3 and rng.random() < 0.5 else 2

    def run(suit: Suit, length: int) -> list[Card]:
        start = rng.randrange(0, len(plain) - length + 1)
        return [Card(suit, r) for r in plain[start : start + length] for _ in range(width)]

    level = trump.level
    assert level is not None  # puzzles are dealt at a level 2 to A, never the NT rank
    level_cards = [Card(s, level) for s in Suit]
    trump_level = Card(trump.suit, level) if trump.suit else None
    off_levels = [c for c in level_cards if c.suit is not trump.suit]
    makers: list[Callable[[], list[Card]]] = [
        lambda: run(rng.choice(side), 2),
        lambda: run(rng.choice(side), rng.choice([2, 3])),
        lambda: [
            Card(s, r)
            for s in [rng.choice(side)]
            for r in rng.sample(plain, 2)
            for _ in range(width)
        ],
        lambda: [*run(rng.choice(side), 2)[:-1]],  # a step short: 554
    ]
    if difficulty >= 2:
        lvl = level
        gap = [r for r in LEVEL_RANKS if abs(int(r) - int(lvl)) == 1]
        if len(gap) == 2:
            makers.append(lambda: [Card(rng.choice(side), r) for r in gap for _ in range(width)])
        makers.append(lambda: [c for c in rng.sample(off_levels, 2) for _ in range(width)])
        near = [r for r in plain if abs(int(r) - int(lvl)) == 1]
        if near:
            s = rng.choice(side)
            makers.append(lambda: [Card(s, lvl)] * width + [Card(s, near[0])] * width)
        makers.append(
            lambda: (
                [Card(rng.choice(side), Rank.ACE)] * width
                + [Card(rng.choice(side), Rank.TWO)] * width
            )
        )
    if difficulty >= 3 or (difficulty == 2 and rng.random() < 0.5):
        if trump_level is not None:
            top = Card(trump.suit, plain[-1])
            makers += [
                lambda: [JOKERS[1]] * width + [trump_level] * width,
                lambda: [trump_level] * width + [rng.choice(off_levels)] * width,
                lambda: [rng.choice(off_levels)] * width + [top] * width,
                lambda: [JOKERS[0]] * width + [JOKERS[1]] * width,
                lambda: [JOKERS[0]] * width + [trump_level] * width,
            ]
        else:
            makers.append(lambda: [c for c in rng.sample(level_cards, 2) for _ in range(width)])
            makers.append(lambda: [JOKERS[1]] * width + [rng.choice(level_cards)] * width)
    cards = rng.choice(makers)()
    rng.shuffle(cards)
    cards = cards[: rules.decks * 6]

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = is_tractor(cards, order_for(trump, r))
        return verdict.value, verdict

    return Puzzle(
        "tractor",
        {"en": "Is this a tractor?", "zh": "这是拖拉机吗？"},
        "yesno",
        trump,
        {"cards": [c.notation for c in cards]},
        solve,
        {
            "en": "First check that every card is of one effective suit (level cards and jokers "
            "are trumps), then that the steps are equal and adjacent.",
            "zh": "先看是否同一门（级牌和王都是主牌），再看每节张数是否相同、是否相邻。",
        },
        decks=rules.decks,
    )
