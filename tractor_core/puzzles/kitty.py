"""Kitty puzzles: what does capturing the kitty multiply to, and what is gained?"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tractor_core.puzzles.base import (
    Puzzle,
    plain_ranks,
    random_trump,
    side_suits,
)
from tractor_core.rules.cards import Card, Rank, Suit, shoe
from tractor_core.rules.kitty import kitty_capture
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import order_for
from tractor_core.rules.verdict import Verdict

__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """What does this kitty capture multiply to? The last trick's lead and the kitty are shown."""
    trump = random_trump(rng, 0.0)
    # Under 001 only a last trick won with trumps captures the kitty: lead trumps there.
    side = (
        trump.suit if rules.kitty_needs_trump_win and trump.suit else rng.choice(side_suits(trump))
    )
    plain = plain_ranks(trump, rules)
    shapes = [(1, 1), (2, 1), (2, 2)]
    if difficulty >= 2:
        shapes += [(2, 3), (0, 0)]  # (0, 0): a throw
    if rules.decks >= 3:
        shapes += [(3, 1), (3, 2)]
    # a lead of pairs (or a throw with pairs) needs two copies: one deck has one of each card
    shapes = [(w, n) for w, n in shapes if w <= rules.decks and (w or rules.decks >= 2)]
    width, length = rng.choice(shapes)
    if width == 0:
        start = rng.randrange(0, len(plain) - 5)
        lead = (
            [Card(side, plain[start])] * 2
            + [Card(side, plain[start + 1])] * 2
            + [Card(side, plain[-1])]
        )
        if rng.random() < 0.5:
            lead = [Card(side, plain[start + 3])] * 2 + [
                Card(side, plain[-1]),
                Card(side, plain[-2]),
            ]
    else:
        start = rng.randrange(0, len(plain) - length + 1)
        lead = [Card(side, r) for r in plain[start : start + length] for _ in range(width)]
    pool = [c for c in shoe(rules.decks) if c not in lead]
    kitty = rng.sample(pool, rules.effective_kitty_size)
    if not any(c.points for c in kitty):
        # a king for some points, of a suit whose kings are not all dealt already
        suit = rng.choice(list(Suit))
        dealt = Counter([*lead, *kitty[1:]])
        room = [s for s in (suit, *Suit) if dealt[Card(s, Rank.KING)] < rules.decks]
        kitty[0] = Card(room[0], Rank.KING)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = kitty_capture([lead], kitty, order_for(trump, r))
        return [verdict.value.multiplier, verdict.value.attackers_gain], verdict

    return Puzzle(
        "kitty",
        {
            "en": "The attackers win the last trick, which was led with these cards. What is the "
            "kitty multiplier, and how many points do the attackers gain from the kitty?",
            "zh": "抓分方赢得最后一轮（首家出牌如下）。抠底翻几倍？抓分方从底牌得多少分？",
        },
        "numbers",
        trump,
        {"lead": [c.notation for c in lead], "kitty": [c.notation for c in kitty]},
        solve,
        {
            "en": "Find the largest unit of the lead (a throw counts only its largest unit), then "
            "apply these house rules' kitty formula to the kitty's points (5, 10 and K).",
            "zh": "找出最后一轮首家出牌中最大的牌型（甩牌只算最大牌型），再按本规则的公式乘以底牌分。",
        },
        [{"en": "multiplier", "zh": "倍数"}, {"en": "points gained", "zh": "得分"}],
        rules.decks,
    )
