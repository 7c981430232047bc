"""Throw puzzles: can this throw succeed, and if not, which unit is forced?"""

from __future__ import annotations

import random
from typing import Any

from tractor_core.combinations import decompose
from tractor_core.puzzles.base import (
    Puzzle,
    deal,
    notation,
    random_trump,
    side_suits,
)
from tractor_core.puzzles.schema import Text
from tractor_core.ruleset import RuleSet
from tractor_core.throwing import check_throw
from tractor_core.trump_order import EffSuit, order_for
from tractor_core.verdict import Verdict

__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Can this throw succeed? A real deal; the leader throws its strongest units of a side suit."""
    for _ in range(200):
        trump = random_trump(rng, 0.0)
        order = order_for(trump, rules)
        hands = deal(rng, rules)
        suit = EffSuit.of_suit(rng.choice(side_suits(trump)))
        mine = [c for c in hands[0] if order.suit_of(c) is suit]
        if len(mine) < 4:
            continue
        units = decompose(mine, order).value
        if len(units) < 2:
            continue
        k = min(len(units), rng.choice([2, 2, 3]))
        chosen = (
            sorted(units, key=lambda u: -u.top)[:k]
            if rng.random() < 0.6
            else rng.sample(list(units), k)
        )
        lead = [c for u in chosen for c in u.cards]
        lead_units = decompose(lead, order).value
        if len(lead_units) < 2:
            continue
        others = [[c for c in h if order.suit_of(c) is suit] for h in hands[1:]]
        break
    else:  # pragma: no cover - a 2-deck deal always has a suit of four or more in 200 tries
        msg = "could not deal a throw position"
        raise RuntimeError(msg)
    options: list[Text] = [{"en": "The throw succeeds", "zh": "甩牌成功"}]
    options += [
        {
            "en": f"It fails: {notation(u.cards)} is forced",
            "zh": f"甩牌失败，须出 {notation(u.cards)}",
        }
        for u in lead_units
    ]
    unit_cards = [list(u.cards) for u in lead_units]

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = check_throw(lead, others, order_for(trump, r))
        if verdict.value.succeeds:
            return 0, verdict
        forced = list(verdict.value.forced or ())
        return 1 + unit_cards.index(forced), verdict

    return Puzzle(
        "throw",
        {
            "en": "You lead these cards together. Can the throw succeed?",
            "zh": "你一次出这些牌（甩牌），能成功吗？",
        },
        "choice",
        trump,
        {
            "lead": [c.notation for c in lead],
            "others": [[c.notation for c in h] for h in others],
            "others_label": suit.english,
        },
        solve,
        {
            "en": "Split the throw into its units, then look for a higher unit of the same shape in "
            f"each other hand's {suit.english}. Equal cards never beat.",
            "zh": "先把甩牌拆成单张、对子、拖拉机，再看其他各家同门牌中有没有同牌型且更大的。",
        },
        options,
        rules.decks,
    )
