"""What every puzzle generator returns, and the helpers the generators share.

A generator is a function ``generate(rng, rules, difficulty) -> Puzzle`` in its kind's module
(:mod:`tractor_core.puzzles.order`, ...). It draws everything from ``rng`` (seeded by the puzzle
id), so an id always gives the same puzzle. It never decides the answer itself: its
:attr:`Puzzle.solve` asks the engine, under whatever rule set it is given (the variant lens asks
under every preset).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tractor_core.puzzles.schema import AnswerType, Kind, Show, Text
from tractor_core.rules.cards import LEVEL_RANKS, Card, Rank, Suit, shoe
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import Trump
from tractor_core.rules.verdict import Verdict
from tractor_core.text import both
from tractor_core.text.table import Table

__all__ = [
    "WEST_LEADS",
    "Generator",
    "Puzzle",
    "Solve",
    "WhyNot",
    "deal",
    "notation",
    "plain_ranks",
    "random_trump",
    "said_both",
    "side_suits",
]

#: Solves a puzzle under a rule set: the answer, and the engine's verdict that gives it.
Solve = Callable[[RuleSet], tuple[Any, Verdict[Any]]]

#: The table of most puzzles: the reader is South; the verdict's seat 0 (the leader, the first
#: bidder) is West, so the reader plays next (play goes South, East, North, West).
WEST_LEADS = Table(4, leader=3, reader=0)

#: Why a wrong answer (the reader's, normalised) is wrong under a rule set, from the engine's
#: verdict on that answer, in both languages; None when the kind has nothing to add.
WhyNot = Callable[[RuleSet, Any], Text | None]


@dataclass
class Puzzle:
    """A generated puzzle: what the reader sees, and how to solve it under any rule set."""

    kind: Kind
    question: Text
    answer_type: AnswerType
    trump: Trump
    show: Show
    solve: Solve
    hint: Text
    options: list[Text] = field(default_factory=list)
    decks: int = 2
    #: Where the verdicts' seats sit: the reader is always South (see :data:`WEST_LEADS`).
    seats: Table = WEST_LEADS
    why_not: WhyNot | None = None


#: A puzzle kind's generator: ``generate(rng, rules, difficulty)``.
Generator = Callable[[random.Random, RuleSet, int], Puzzle]


def said_both(msgid: str, /, **values: Any) -> Text:
    """A message in both languages (:func:`~tractor_core.text.both`) as a puzzle's text."""
    said = both(msgid, **values)
    return {"en": said["en"], "zh": said["zh"]}


def random_trump(rng: random.Random, nt_share: float = 0.15) -> Trump:
    """A random level, and a random trump suit (none, with probability ``nt_share``)."""
    level = rng.choice(LEVEL_RANKS)
    suit = None if rng.random() < nt_share else rng.choice(list(Suit))
    return Trump(level, suit)


def side_suits(trump: Trump) -> list[Suit]:
    """The printed suits that are not the trump suit."""
    return [s for s in Suit if s is not trump.suit]


def plain_ranks(trump: Trump, rules: RuleSet) -> list[Rank]:
    """The ranks, low to high, that are neither the level nor a permanent trump rank."""
    special = {trump.level, *rules.permanent_trump_ranks}
    return [r for r in LEVEL_RANKS if r not in special]


def notation(cards: Sequence[Card]) -> str:
    """Cards in notation, space-separated (``"S10 S10 HA"``)."""
    return " ".join(c.notation for c in cards)


def deal(rng: random.Random, rules: RuleSet) -> list[list[Card]]:
    """A shuffled shoe dealt into one hand per player (the kitty is what is left)."""
    cards = list(shoe(rules.decks))
    rng.shuffle(cards)
    n = rules.hand_size
    return [cards[i * n : (i + 1) * n] for i in range(rules.players)]
