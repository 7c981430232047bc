"""Declaration puzzles show the trump the FIRST declaration set, never the one the bid being
asked about would set (issue: lessons for a player who knows the basics — a puzzle that marks
the bid's suit as trump gives the answer away).

Rule: declare.first (000 §亮主: the first declaration sets the trump suit until it is overturned).
"""

from __future__ import annotations

import pytest

from tractor_core import puzzles
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.presets import PRESETS


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
def test_the_trump_shown_is_the_first_declarations(preset: str) -> None:
    for difficulty in (1, 2, 3):
        for seed in range(20):
            p = puzzles.make_puzzle(f"declaration-{preset}-{difficulty}-{seed}")
            current = parse_cards(p["show"]["current"])[0]
            bid = parse_cards(p["show"]["bid"])
            shown = p["trump"]["suit"]
            assert shown == (None if current.suit is None else current.suit.value), p["id"]
            if bid[0].suit is not None and bid[0].suit != current.suit:
                assert shown != bid[0].suit.value
                # the bid's cards are level cards of a suit that is not trump (yet)
                face = p["faces"][bid[0].notation]
                assert face["level"]
                assert "in the trump suit" not in face["alt"]
