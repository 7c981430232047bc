"""Order puzzles: put a hand in trump order (the order players hold their cards)."""

from __future__ import annotations

import random
from typing import Any

from tractor_core.puzzles.base import (
    Puzzle,
    random_trump,
)
from tractor_core.rules.cards import shoe
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import order_for
from tractor_core.rules.verdict import Verdict

__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Put this hand in trump order (the order players hold their cards)."""
    trump = random_trump(rng, 0.1 if difficulty >= 2 else 0.0)
    order = order_for(trump, rules)
    deck = list(shoe(1))
    trumps = [c for c in deck if order.is_trump(c)]
    n_trumps = 3 + difficulty
    cards = rng.sample(trumps, n_trumps) + rng.sample(
        [c for c in deck if not order.is_trump(c)], 2 + difficulty
    )
    rng.shuffle(cards)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        o = order_for(trump, r)
        ordered = o.sorted(cards)
        return [c.notation for c in ordered], Verdict(
            [c.notation for c in ordered],
            "In order: " + ", ".join(f"{c.notation} ({o.describe(c)})" for c in ordered) + ".",
            "顺序：" + "，".join(f"{c.notation}（{o.describe_zh(c)}）" for c in ordered) + "。",
            "order.trump-strength",
        )

    return Puzzle(
        "order",
        {
            "en": "Put this hand in order, strongest trump first, then each side suit from high to low.",
            "zh": "把这手牌理好：主牌从大到小在前，然后每门副牌从大到小。",
        },
        "order",
        trump,
        {"cards": [c.notation for c in cards]},
        solve,
        {
            "en": "Trumps first: big joker, little joker, the trump-suit level card, the other level "
            "cards (equal), then the trump suit from A down.",
            "zh": "主牌在前：大王、小王、主级牌、副级牌（相等），然后主花色从 A 往下。",
        },
        decks=rules.decks,
    )
