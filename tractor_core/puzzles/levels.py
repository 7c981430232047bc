"""Levels puzzles: how many levels does a score give, and to whom?"""

from __future__ import annotations

import random
from typing import Any

from tractor_core.puzzles.base import (
    Puzzle,
)
from tractor_core.rules.cards import Rank
from tractor_core.rules.errors import TractorError
from tractor_core.rules.levels import level_change
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import Trump
from tractor_core.rules.verdict import Verdict

__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """How many levels does this score give, and to whom? Scores near the band edges."""
    step = rules.effective_level_step
    edges = [
        0,
        5,
        step - 5,
        step,
        2 * step - 5,
        2 * step,
        3 * step - 5,
        3 * step,
        4 * step,
        4 * step + 5,
    ]
    points = rng.choice(edges) if difficulty >= 2 else rng.randrange(0, step + 1) * 5
    points = min(points, 60 * rules.decks * 2) // 5 * 5
    if rules.level_table.value == "004":
        points = rng.choice([0, 10, 20, 35, 40, 80, 115, 120, 125, 160, 165, 205, 285])

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        try:
            verdict = level_change(points, r)
        except ValueError as exc:  # pragma: no cover - points are multiples of 5
            raise TractorError(str(exc)) from None
        change = verdict.value
        return [change.side, change.levels], verdict

    return Puzzle(
        "levels",
        {
            "en": f"The attackers finished the hand with {points} points. Who goes up, and how many levels?",
            "zh": f"抓分方本局得 {points} 分。哪一方升级？升几级？",
        },
        "side_levels",
        Trump(Rank.TWO, None),
        {"points": points},
        solve,
        {
            "en": f"With {rules.decks} deck(s) a step is {step} points here. Count the steps from 0: "
            "below two steps the banker team goes up, from two steps the bank changes hands.",
            "zh": f"本规则每档 {step} 分。从 0 分开始数档：不足两档庄家方升级，满两档换庄。",
        },
        [{"en": "banker team", "zh": "庄家方"}, {"en": "attackers", "zh": "抓分方"}],
        rules.decks,
    )
