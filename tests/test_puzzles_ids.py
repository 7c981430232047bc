"""Puzzle ids: one spelling per puzzle. Another spelling of the same parts is refused, naming
the canonical id (each spelling would otherwise seed a different puzzle)."""

from __future__ import annotations

import pytest

from tractor_core import UnknownPresetError, puzzles


@pytest.mark.parametrize(
    ("spelling", "canonical"),
    [
        ("tractor-default-1-007", "tractor-default-1-7"),
        ("tractor-default-01-7", "tractor-default-1-7"),
        (" tractor-default-1-7", "tractor-default-1-7"),
        ("tractor-default-1-7 ", "tractor-default-1-7"),
        ("tractor- DEFAULT -1-7", "tractor-default-1-7"),
        ("Tractor-Default-1-7", "tractor-default-1-7"),
        ("tractor-standard-1-7", "tractor-default-1-7"),  # an alias of the preset
        ("kitty-3-deck-tournament-2-0", "kitty-001-2-0"),
        ("throw-SHENGJI.IO-3-00", "throw-shengji-3-0"),
    ],
)
def test_other_spellings_are_refused_with_the_canonical_id(spelling: str, canonical: str) -> None:
    assert puzzles.canonical_id(spelling) == canonical
    message = f"puzzle id {spelling!r} is not written canonically: use {canonical!r}"
    with pytest.raises(ValueError, match="not written canonically") as refused:
        puzzles.parse_id(spelling)
    assert str(refused.value) == message
    for call in (puzzles.make_puzzle, puzzles.hint, puzzles.lens):
        with pytest.raises(ValueError, match="not written canonically"):
            call(spelling)
    state = puzzles.initial_state("order")
    loaded = puzzles.handle(state, {"type": "load", "id": spelling})
    assert loaded["error"] == message
    assert loaded["puzzle"] == state["puzzle"]
    assert puzzles.handle(state, {"type": "load", "id": canonical})["puzzle"]["id"] == canonical


def test_canonical_ids_are_accepted_and_what_makes_ids() -> None:
    assert puzzles.parse_id("kitty-001-2-0") == ("kitty", "001", 2, 0)
    assert puzzles.canonical_id("kitty-001-2-0") == "kitty-001-2-0"
    assert puzzles.make_puzzle("tractor-default-1-7")["id"] == "tractor-default-1-7"
    # settings name presets by alias or in any case; the state's id is canonical
    state = puzzles.initial_state("tractor", preset=" Standard ", seed=7)
    assert state["puzzle"]["id"] == "tractor-default-1-7"
    state = puzzles.handle(state, {"type": "settings", "preset": "TOURNAMENT"})
    assert state["rules"] == "001"
    assert state["puzzle"]["id"] == "tractor-default-1-7", "the same position, other rules"
    state = puzzles.handle(state, {"type": "next"})
    assert state["puzzle"]["id"] == "tractor-001-1-8", "the next one is dealt under them"


@pytest.mark.parametrize(
    ("bad", "problem"),
    [
        ("tractor-default-1", "expected kind-preset-difficulty-seed"),
        ("bridge-default-1-7", "kind 'bridge' is not one of order, tractor"),
        ("tractor-default-4-7", "difficulty must be 1, 2 or 3"),
        ("tractor-default-1-x", "seed must be a whole number"),
        ("tractor-default-1--7", "unknown preset 'default-1'"),
        ("tractor-default-1-٧", "seed must be a whole number"),  # only the digits 0-9
        ("tractor-default-1-" + "9" * 5000, "seed must be a whole number"),
    ],
)
def test_what_is_not_an_id_says_what_is_wrong(bad: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        puzzles.canonical_id(bad)
    with pytest.raises(ValueError, match=problem):
        puzzles.parse_id(bad)


def test_an_unknown_preset_is_the_presets_error() -> None:
    with pytest.raises(UnknownPresetError):
        puzzles.parse_id("tractor-bridge-1-7")
