"""Order puzzles: put a hand in trump order (the order players hold their cards)."""

from __future__ import annotations

import itertools
import random
from typing import Any, Final

from tractor_core.puzzles.base import (
    Puzzle,
    random_trump,
)
from tractor_core.rules.cards import shoe
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized

__all__ = ["generate"]


#: What each card of the answer is, in a word or two (the engine's own words, such as "card of the
#: trump suit (trump)", put brackets in brackets once the answer wrote them after the card).
_LABEL: Final = {
    "big-joker": Localized("jokers", "主牌"),
    "little-joker": Localized("jokers", "主牌"),
    "trump-level": Localized("level cards of the trump suit", "主级牌"),
    "off-level": Localized("other level cards", "副级牌"),
    "nt-level": Localized("level cards", "级牌"),
    "trump-perm": Localized("permanent trumps of the trump suit", "主花色的常主"),
    "off-perm": Localized("other permanent trumps", "副常主"),
    "trump-suit": Localized("the trump suit", "主花色"),
    "plain": Localized("not trumps", "副牌"),
}


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
        # the cards of one kind together: "♣10, ♣9 (the trump suit); ♠9, ♥7 (not trumps)"
        groups = [
            (label, [c.notation for c in run])
            for label, run in itertools.groupby(ordered, key=lambda c: _LABEL[o.info(c).kind])
        ]
        return [c.notation for c in ordered], Verdict(
            [c.notation for c in ordered],
            "In order: " + "; ".join(f"{', '.join(g)} ({label.en})" for label, g in groups) + ".",
            "顺序：" + "；".join(f"{'、'.join(g)}（{label.zh}）" for label, g in groups) + "。",
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
