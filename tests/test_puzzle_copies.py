"""No puzzle shows a position no deal could give: each card at most once per deck.

Sources: every source (000-004) deals 54-card decks, so a game of n decks has n copies of each
card; one deck has no pairs at all (lesson 12). Worksheets made with ``--set decks=1`` run the
generators under one deck, and a generator that ignored ``decks`` dealt pairs there (tractor,
kitty) and, under 2 or 3 decks, a third or fourth king into the kitty.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from tractor_core.puzzles.registry import GENERATORS, _rng
from tractor_core.puzzles.schema import Kind
from tractor_core.rules.cards import Card, parse_cards
from tractor_core.rules.errors import TractorError
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import RuleSet

RULES = {
    "one deck": preset("default", decks=1),
    "one deck, 002": preset("002", decks=1),
    "two decks": preset("default"),
    "two decks, 000": preset("000"),
    "three decks": preset("default", decks=3),
}


def shown_cards(show: Mapping[str, Any]) -> list[Card]:
    out: list[Card] = []
    for value in show.values():
        if isinstance(value, list):
            for item in value:
                out += parse_cards(item) if isinstance(item, list) else parse_cards([item])
    return out


@pytest.mark.parametrize("name", list(RULES))
@pytest.mark.parametrize("kind", list(GENERATORS))
def test_copies_per_card_never_exceed_the_decks(kind: Kind, name: str) -> None:
    rules: RuleSet = RULES[name]
    made = 0
    for difficulty in (1, 2, 3):
        for seed in range(200):
            try:
                puzzle = GENERATORS[kind](_rng(f"{kind}-x-{difficulty}-{seed}"), rules, difficulty)
            except (TractorError, ValueError, RuntimeError):
                continue  # a kind that cannot be played under these rules is refused, not dealt
            made += 1
            copies = Counter(c.notation for c in shown_cards(puzzle.show))
            too_many = {card: n for card, n in copies.items() if n > rules.decks}
            assert not too_many, (
                f"{kind} d{difficulty} seed {seed}, {rules.decks} deck(s): {too_many}"
            )
    if kind not in ("follow", "trick") or rules.decks > 1:
        assert made, f"no {kind} puzzle could be made under {name}"
