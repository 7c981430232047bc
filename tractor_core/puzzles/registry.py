"""Puzzle ids and the table of puzzle kinds: from an id to its generated puzzle.

A puzzle id reproduces the exact puzzle: ``"<kind>-<preset>-<difficulty>-<seed>"``, for example
``"tractor-default-2-17"``. The kind's generator draws everything from a random generator seeded
by the id.

A new kind is one module with a ``generate(rng, rules, difficulty)`` function, one entry in
:data:`GENERATORS` here (and in :data:`~tractor_core.puzzles.schema.Kind`), and one renderer
in ``widgets/static/puzzle.js``.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Final, cast

from tractor_core.puzzles import (
    declaration,
    follow,
    kitty,
    levels,
    order,
    throw,
    tractor,
    trick,
)
from tractor_core.puzzles.base import Generator, Puzzle
from tractor_core.puzzles.schema import Face, FullPuzzle, Kind
from tractor_core.rules.cards import Card, parse_cards
from tractor_core.rules.presets import find_preset
from tractor_core.rules.rule_codes import parse_rules
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import order_for
from tractor_core.words.svg import faces

__all__ = [
    "GENERATORS",
    "KINDS",
    "MARKS_SHOWN",
    "as_kind",
    "build",
    "canonical_id",
    "make_puzzle",
    "parse_id",
    "rules_for",
]

#: Each puzzle kind's generator, in curriculum order.
GENERATORS: Final[dict[Kind, Generator]] = {
    "order": order.generate,
    "tractor": tractor.generate,
    "follow": follow.generate,
    "trick": trick.generate,
    "throw": throw.generate,
    "kitty": kitty.generate,
    "levels": levels.generate,
    "declaration": declaration.generate,
}

#: Puzzle kinds, in curriculum order.
KINDS: Final[tuple[Kind, ...]] = tuple(GENERATORS)


def _read_id(puzzle_id: object) -> tuple[Kind, str, int, int, str]:
    """Read an id, leniently: its parts, and the canonical spelling of the same parts."""
    if not isinstance(puzzle_id, str):
        msg = f"puzzle id {puzzle_id!r}: expected text such as 'tractor-default-1-7'"
        raise ValueError(msg)
    parts = puzzle_id.strip().split("-")
    if len(parts) < 4:
        msg = f"puzzle id {puzzle_id!r}: expected kind-preset-difficulty-seed, e.g. 'tractor-default-1-7'"
        raise ValueError(msg)
    kind_text, difficulty, seed = parts[0].strip(), parts[-2].strip(), parts[-1].strip()
    preset_name = "-".join(parts[1:-2])
    kind = as_kind(kind_text.casefold())
    if kind is None:
        msg = f"puzzle id {puzzle_id!r}: kind {kind_text!r} is not one of {', '.join(KINDS)}"
        raise ValueError(msg)
    preset = find_preset(preset_name).name
    if not _is_number(difficulty) or not 1 <= int(difficulty) <= 3:
        msg = f"puzzle id {puzzle_id!r}: difficulty must be 1, 2 or 3"
        raise ValueError(msg)
    if not _is_number(seed):
        msg = f"puzzle id {puzzle_id!r}: seed must be a whole number"
        raise ValueError(msg)
    d, s = int(difficulty), int(seed)
    return kind, preset, d, s, f"{kind}-{preset}-{d}-{s}"


def _is_number(text: str) -> bool:
    """Digits 0-9 only, few enough for int() (Python refuses over 4,300 digits)."""
    return text.isascii() and text.isdigit() and len(text) <= 4000


def canonical_id(puzzle_id: str) -> str:
    """The canonical spelling of a puzzle id; raises ValueError naming what is wrong.

    Kinds and presets are written as :data:`KINDS` and the presets' names (not an alias), in
    lower case, numbers without leading zeros, with no spaces:

    >>> canonical_id(" Tractor-STANDARD-1-007")
    'tractor-default-1-7'
    """
    return _read_id(puzzle_id)[4]


def parse_id(puzzle_id: str) -> tuple[Kind, str, int, int]:
    """Split ``kind-preset-difficulty-seed``; raises ValueError naming what is wrong.

    Only the canonical spelling of an id is a puzzle (each spelling would seed another puzzle);
    any other is refused with the canonical id in the message:

    >>> parse_id("tractor-default-1-7")
    ('tractor', 'default', 1, 7)
    >>> parse_id("tractor-default-1-007")
    Traceback (most recent call last):
    ...
    ValueError: puzzle id 'tractor-default-1-007' is not written canonically: use 'tractor-default-1-7'
    """
    kind, preset, difficulty, seed, canonical = _read_id(puzzle_id)
    if puzzle_id != canonical:
        msg = f"puzzle id {puzzle_id!r} is not written canonically: use {canonical!r}"
        raise ValueError(msg)
    return kind, preset, difficulty, seed


def as_kind(text: object) -> Kind | None:
    """``text`` as a puzzle kind, or None if it is not one."""
    return next((kind for kind in KINDS if kind == text), None)


def _rng(puzzle_id: str) -> random.Random:
    return random.Random(f"tractor-puzzle:{puzzle_id}")


@lru_cache(maxsize=128)
def build(puzzle_id: str) -> tuple[Puzzle, RuleSet]:
    """Generate a puzzle; cached, since an id always gives the same puzzle.

    Checking an answer, a hint and the variant lens all regenerate the puzzle from its id.
    """
    kind, preset_name, difficulty, _seed = parse_id(puzzle_id)
    rules = find_preset(preset_name).rules
    return GENERATORS[kind](_rng(puzzle_id), rules, difficulty), rules


def rules_for(puzzle: Puzzle, preset: str) -> RuleSet:
    """A preset's rules (or a rule code's) for an already dealt position: its deck count kept.

    ``preset`` is a preset's name or alias, or a rule code (``t2.<preset>.<data>``, the site's
    house rules). Raises :class:`~tractor_core.rules.errors.UnknownPresetError` or
    :class:`~tractor_core.rules.errors.RuleCodeError`, or ValueError when the rules cannot be played
    with the position's decks (the cards are dealt).
    """
    rules = parse_rules(preset)
    return rules if rules.decks == puzzle.decks else rules.replace(decks=puzzle.decks)


#: Whether a kind's cards show their marks (the gold trump band, the level ring) unless the
#: reader chooses otherwise (issue 28, item 2). Off wherever seeing which cards are trumps is
#: the puzzle, or decides it: the order puzzle asks exactly that; in a tractor a band on some
#: cards and not others says "not one suit"; which follow is legal, who wins a trick and
#: whether a throw holds all turn on which cards are trumps. On where the question is about
#: something else (the kitty's points and multiplier; whether a bid overturns another, where
#: every card shown is a level card or a joker). The same at every difficulty: telling trumps
#: apart is the skill these puzzles practise at ★ as at ★★★. The levels puzzle shows no cards.
MARKS_SHOWN: Final[dict[Kind, bool]] = {
    "order": False,
    "tractor": False,
    "follow": False,
    "trick": False,
    "throw": False,
    "kitty": True,
    "levels": False,
    "declaration": True,
}


def make_puzzle(
    puzzle_id: str,
    *,
    lang: str = "en",
    palette: str = "two",
    rules: str | None = None,
    marks: bool | None = None,
) -> FullPuzzle:
    """The reader's view of a puzzle (JSON-ready). ``_solution`` is included for teachers/tests.

    ``rules``: the preset the same position is judged under (the id's own if None): the cards
    dealt are the id's, their marks (trump, level) and the solution are the preset's. Raises
    ValueError (or a TractorError) if the position cannot be played under that preset.

    ``marks``: whether the cards show their marks (and their text alternatives say so); None:
    the kind's default, :data:`MARKS_SHOWN`.
    """
    puzzle, rules_ = build(puzzle_id)
    shown_marks = MARKS_SHOWN[puzzle.kind] if marks is None else marks
    if rules is not None:
        rules_ = rules_for(puzzle, rules)
    trump_order = order_for(puzzle.trump, rules_)
    shown: list[Card] = []
    for value in puzzle.show.values():
        if isinstance(value, list):
            for item in value:
                shown.extend(parse_cards(item) if isinstance(item, list) else parse_cards([item]))
    solution, _verdict = puzzle.solve(rules_)
    return {
        "id": puzzle_id,
        "kind": puzzle.kind,
        "preset": parse_id(puzzle_id)[1],
        "question": puzzle.question,
        "answer_type": puzzle.answer_type,
        "trump": {
            "level": puzzle.trump.level_label,
            "suit": None if puzzle.trump.suit is None else puzzle.trump.suit.value,
            "text": {"en": puzzle.trump.describe(), "zh": puzzle.trump.describe_zh()},
        },
        "show": puzzle.show,
        "options": puzzle.options,
        "faces": cast(
            "dict[str, Face]",
            faces(shown, trump_order, palette=palette, lang=lang, kinds=False, marks=shown_marks),
        ),
        "marks": shown_marks,
        "_solution": solution[0] if puzzle.kind == "follow" else solution,
    }
