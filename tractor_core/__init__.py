"""tractor_core: the rules of Tractor (拖拉机 / 升级 / 80分), with a reason for every verdict.

Pure standard-library Python (3.11 to 3.14), so the same code runs in CPython, in a notebook and
in the browser (Pyodide).

>>> from tractor_core import Trump, Rank, Suit, order_for, is_tractor, preset
>>> order = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("default"))
>>> is_tractor("SK SK SQ SQ", order).value
True
"""

from tractor_core.rules.cards import Card, Rank, Suit, format_cards, parse_cards, shoe
from tractor_core.rules.combinations import Unit, decompose, is_tractor, readings
from tractor_core.rules.errors import (
    IllegalPlayError,
    NotationError,
    RuleConflictError,
    TooManyCopiesError,
    TractorError,
    UnknownPresetError,
)
from tractor_core.rules.kitty import kitty_capture, kitty_multiplier
from tractor_core.rules.levels import advance, level_change, next_banker
from tractor_core.rules.presets import PRESETS, find_preset, preset
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.tractors import has_tractor, tractors_in
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.words.catalogue import CATALOGUE

__all__ = [
    "CATALOGUE",
    "PRESETS",
    "Card",
    "EffSuit",
    "IllegalPlayError",
    "NotationError",
    "Rank",
    "RuleConflictError",
    "RuleSet",
    "Suit",
    "TooManyCopiesError",
    "TractorError",
    "Trump",
    "TrumpOrder",
    "Unit",
    "UnknownPresetError",
    "Verdict",
    "advance",
    "decompose",
    "find_preset",
    "format_cards",
    "has_tractor",
    "is_tractor",
    "kitty_capture",
    "kitty_multiplier",
    "level_change",
    "next_banker",
    "order_for",
    "parse_cards",
    "preset",
    "readings",
    "shoe",
    "tractors_in",
]

__version__ = "0.1.0"
