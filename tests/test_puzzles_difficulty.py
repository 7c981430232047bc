"""The ★ difficulty changes every kind of puzzle: for each kind, a property of its puzzles that
the difficulty sets differs between ★ and ★★★ over 50 seeds (and, for throws, ★★)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tractor_core import puzzles
from tractor_core.rules.combinations import decompose
from tractor_core.rules.presets import find_preset
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trump_order import order_for, parse_trump

SEEDS = range(50)
RULES = find_preset("default").rules


def _puzzles(kind: str, difficulty: int) -> list[Any]:
    # marked faces: the properties read which cards are trumps (a page shows the marks only
    # where the reader chose them, issue 28 item 2)
    return [
        puzzles.make_puzzle(f"{kind}-default-{difficulty}-{seed}", marks=True) for seed in SEEDS
    ]


def _share(kind: str, difficulty: int, has: Callable[[Any], bool]) -> float:
    return sum(map(has, _puzzles(kind, difficulty))) / len(SEEDS)


def _several_units(p: Any) -> bool:
    """The lead is a throw of several units, or a tractor of three pairs (follow)."""
    order = order_for(parse_trump(p["trump"]["level"], p["trump"]["suit"]), RULES)
    units = decompose(p["show"]["lead"], order).value
    return len(units) >= 2 or units[0].shape == (2, 3)


def _edge(p: Any) -> bool:
    step = RULES.effective_level_step
    return p["show"]["points"] in {0, 5, step - 5, step, 2 * step - 5, 2 * step, 3 * step - 5}


#: Each kind: a yes/no property of a puzzle, and its share over 50 seeds at ★ and at ★★★.
PROPERTIES: dict[str, tuple[str, Callable[[Any], bool], float, float]] = {
    "order": ("more than seven cards", lambda p: len(p["show"]["cards"]) > 7, 0.0, 1.0),
    "tractor": (
        "a trump card among them",
        lambda p: any(face["trump"] for face in p["faces"].values()),
        0.0,
        0.2,
    ),
    "follow": ("a throw or a tractor of three pairs led", _several_units, 0.05, 1.0),
    "trick": ("a lead of three cards or more", lambda p: len(p["show"]["plays"][0]) >= 3, 0.0, 0.1),
    "kitty": ("a lead of five cards or more", lambda p: len(p["show"]["lead"]) >= 5, 0.0, 0.1),
    "levels": ("a score on a band's edge", _edge, 0.2, 0.7),
    "declaration": (
        "jokers or a deal that is over",
        lambda p: (
            "BJ" in p["show"]["bid"] + p["show"]["current"]
            or "LJ" in p["show"]["bid"] + p["show"]["current"]
            or "deal is over" in p["question"]["en"]
        ),
        0.0,
        0.1,
    ),
    "throw": ("a throw of trumps", lambda p: p["show"]["others_label"] == "trumps", 0.0, 0.25),
}


def test_every_kind_has_a_difficulty_property() -> None:
    assert set(PROPERTIES) == set(puzzles.KINDS)


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_difficulty_changes_the_puzzles_of_every_kind(kind: str) -> None:
    what, has, at_most_easy, at_least_hard = PROPERTIES[kind]
    easy, hard = _share(kind, 1, has), _share(kind, 3, has)
    assert easy <= at_most_easy, f"{kind} ★: {what} in {easy:.0%}"
    assert hard >= at_least_hard, f"{kind} ★★★: {what} in only {hard:.0%}"


def test_harder_throws_have_more_units_then_are_close_calls() -> None:
    """★ throws nearly always fail; ★★ ones have more units; ★★★ ones are close calls (they
    succeed, or one unit fails), and only they throw trumps."""

    def units(p: Any) -> int:
        return len(p["options"]) - 1  # an option per unit, after "the throw succeeds"

    def stands(p: Any) -> bool:
        return bool(p["_solution"] == 0)

    def blocked_units(p: Any) -> int:
        order = order_for(parse_trump(p["trump"]["level"], p["trump"]["suit"]), RULES)
        result = check_throw(p["show"]["lead"], p["show"]["others"], order).value
        return len({b.unit for b in result.blockers})

    easy, medium, hard = (_puzzles("throw", d) for d in (1, 2, 3))
    assert sum(map(stands, easy)) <= 5
    assert sum(map(units, easy)) / len(SEEDS) < 2.6
    assert all(units(p) >= 3 for p in medium)
    assert sum(map(stands, hard)) >= 10
    assert all(blocked_units(p) <= 1 for p in hard if not stands(p))
    assert any(blocked_units(p) > 1 for p in easy + medium)
    assert not any(p["show"]["others_label"] == "trumps" for p in easy + medium)
