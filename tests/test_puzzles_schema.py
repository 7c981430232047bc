"""The puzzle JSON matches its written schema (tractor_core.puzzles.schema) for every kind, and
the front-end has a renderer for every kind and answer type."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, get_args

import pytest

from tractor_core import puzzles
from tractor_core.puzzles import schema
from tractor_core.rules.presets import PRESETS

ROOT = Path(__file__).resolve().parents[1]

#: What each kind shows (the table in the schema's docstring) and how it is answered.
SHOWN = {
    "order": ({"cards"}, "order"),
    "tractor": ({"cards"}, "yesno"),
    "follow": ({"lead", "hand"}, "choice"),
    "trick": ({"plays"}, "seat"),
    "throw": ({"lead", "others", "others_label", "others_label_zh"}, "choice"),
    "kitty": ({"lead", "kitty"}, "numbers"),
    "levels": ({"points"}, "side_levels"),
    "declaration": ({"current", "bid"}, "yesno"),
}


def _keys(typed: Any) -> tuple[set[str], set[str]]:
    return set(typed.__required_keys__), set(typed.__optional_keys__)


def test_the_kinds_are_the_schema_kinds_in_curriculum_order() -> None:
    assert puzzles.KINDS == schema.KIND_NAMES == tuple(SHOWN)
    assert set(get_args(schema.AnswerType)) == {t for _, t in SHOWN.values()}


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_puzzles_and_states_have_the_documented_keys(kind: str) -> None:
    required, optional = _keys(schema.FullPuzzle)
    assert not optional
    shown, answer_type = SHOWN[kind]
    for preset in PRESETS:
        for difficulty in (1, 2, 3):
            p = puzzles.make_puzzle(f"{kind}-{preset.name}-{difficulty}-1")
            assert set(p) == required
            assert set(p["show"]) == shown
            assert p["answer_type"] == answer_type
            assert set(p["trump"]) == set(schema.TrumpView.__required_keys__)
            for face in p["faces"].values():
                assert set(face) == set(schema.Face.__required_keys__)
    state = puzzles.initial_state(kind, seed=3)
    required, optional = _keys(schema.State)
    assert required <= set(state) <= required | optional
    assert set(state["puzzle"]) == set(schema.PuzzleView.__required_keys__)
    assert set(state["score"]) == set(schema.Score.__required_keys__)
    solution = puzzles.make_puzzle(state["puzzle"]["id"])["_solution"]
    right = puzzles.handle(state, {"type": "check", "answer": solution})
    assert right["feedback"] is not None
    assert set(right["feedback"]) == set(schema.CheckResult.__optional_keys__) - {
        "error",
        "error_zh",
        "why",
    }
    wrong = puzzles.handle(
        puzzles.handle(state, {"type": "reveal"}), {"type": "check", "answer": solution}
    )
    assert wrong["revealed"] is True
    state = puzzles.handle(
        puzzles.handle(puzzles.handle(state, {"type": "reveal"}), {"type": "lens"}),
        {"type": "hint"},
    )
    assert state["hint"] is not None
    assert set(state["hint"]) == {"en", "zh"}
    assert state["lens"] is not None
    for row in state["lens"]:
        required, optional = _keys(schema.LensRow)
        assert required <= set(row) <= required | optional


def _table_keys(script: str, table: str) -> set[str]:
    body = script.split(f"const {table} = {{\n", 1)[1].split("\n};\n", 1)[0]
    return set(re.findall(r"^  (\w+): ", body, flags=re.MULTILINE))


def test_the_front_end_has_a_renderer_for_every_kind_and_answer_type() -> None:
    """A new kind is its module and an entry in puzzle.js's renderer table."""
    script = (ROOT / "widgets" / "static" / "puzzle.js").read_text(encoding="utf-8")
    assert _table_keys(script, "KIND_VIEWS") == set(puzzles.KINDS)
    assert _table_keys(script, "ANSWER_VIEWS") == set(get_args(schema.AnswerType))
