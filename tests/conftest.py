"""Shared helpers for the Engine I tests.

Sources: the five rulebooks in ``shared/seeds`` (keys 000-004) and ``shared/rules/variants.md``.
Each test module cites the sections it turns into tests.

Helpers are plain functions (imported as ``from tests.conftest import order``) so that tables of
examples can be built at import time inside ``pytest.mark.parametrize``.
"""

from __future__ import annotations

from typing import Any

from tractor_core.cards import Card, parse_cards
from tractor_core.presets import preset
from tractor_core.trump_order import Trump, TrumpOrder, order_for


def order(name: str, level: str, suit: str | None, **overrides: Any) -> TrumpOrder:
    """The trump order of preset ``name`` at ``level`` with trump ``suit`` (None = no-trump)."""
    return order_for(Trump.parse(level, suit), preset(name, **overrides))


def notations(cards: Any) -> list[str]:
    """Cards as a list of notation strings (for readable assertions)."""
    return [c.notation for c in parse_cards(cards)]


def card(text: str) -> Card:
    """One card from its notation."""
    return Card.parse(text)
