"""puzzles.handle never raises: whatever the action and however the state was tampered with, it
answers with a usable widget state whose ``error`` names the bad field.

Hypothesis fuzzes handle and handle_json with arbitrary JSON actions and states (derandomized,
so every run tries the same examples).
"""

from __future__ import annotations

import json
from typing import Any, get_args

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tractor_core import puzzles
from tractor_core.api import puzzles as api_puzzles
from tractor_core.puzzles import schema
from tractor_core.puzzles.widget import _read_state

FUZZ = settings(
    derandomize=True,
    deadline=None,
    max_examples=800,
    suppress_health_check=[HealthCheck.too_slow],
)

#: Any JSON value (what a page, a notebook or a tamperer can send).
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["", "BJ LJ", "S10 HA", "banker", "attackers", "yes", "default", "zh"]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)

ACTION_TYPES = [*get_args(schema.ActionType), "dance", None, 3]
IDS = st.sampled_from(
    ["tractor-default-1-7", "order-004-3-0", "throw-default-2-6", "tractor-default-1-007", "x"]
)

ACTIONS = JSON | st.fixed_dictionaries(
    {"type": st.sampled_from(ACTION_TYPES)},
    optional={
        "answer": JSON | st.integers(-1, 4),
        "text": JSON,
        "id": IDS | JSON,
        "preset": st.sampled_from(["default", " 004 ", "bridge"]) | JSON,
        "difficulty": st.integers(-1, 4) | JSON,
        "lang": st.sampled_from(["en", "zh", "fr"]) | JSON,
        "palette": st.sampled_from(["two", "four"]) | JSON,
        "kind": st.sampled_from([*puzzles.KINDS, "bridge"]) | JSON,
    },
)

STATES = {
    kind: puzzles.initial_state(kind, seed=2, difficulty=2) for kind in ("order", "levels", "kitty")
}
PATHS = (
    [(key,) for key in STATES["order"]]
    + [("score", key) for key in STATES["order"]["score"]]
    + [("puzzle", "id")]
)


@st.composite
def states(draw: st.DrawFn) -> Any:
    """A real state, tampered with at a few places (or any JSON value at all)."""
    if draw(st.integers(0, 9)) == 0:
        return draw(JSON)
    state = json.loads(json.dumps(STATES[draw(st.sampled_from(sorted(STATES)))]))
    for _ in range(draw(st.integers(0, 2))):
        *parents, key = draw(st.sampled_from(PATHS))
        holder = state
        for parent in parents:
            holder = holder.get(parent) if isinstance(holder, dict) else None
        if not isinstance(holder, dict):
            continue
        if draw(st.booleans()):
            holder.pop(key, None)
        else:
            holder[key] = draw(JSON | st.integers(-2, 2**70) | IDS)
    return state


def _usable(reply: Any) -> None:
    """A reply is a state handle can take again: valid settings, a puzzle, a score."""
    assert isinstance(reply, dict)
    assert set(schema.State.__required_keys__) <= set(reply)
    assert reply["error"] is None or isinstance(reply["error"], str)
    _read_state(reply)  # raises if handle could not use it
    json.dumps(reply)


@FUZZ
@given(state=states(), msg=ACTIONS)
def test_handle_never_raises_and_answers_with_a_usable_state(state: Any, msg: Any) -> None:
    reply = puzzles.handle(state, msg)
    _usable(reply)
    if isinstance(state, dict):
        assert reply is not state, "the given state is not changed in place"


@FUZZ
@given(state=states() | st.text(max_size=20), msg=ACTIONS | st.text(max_size=20))
def test_handle_json_never_raises_even_on_text_that_is_not_json(state: Any, msg: Any) -> None:
    state_json = state if isinstance(state, str) else json.dumps(state)
    msg_json = msg if isinstance(msg, str) else json.dumps(msg)
    _usable(json.loads(api_puzzles.handle_json(state_json, msg_json)))


# ------------------------------------------------------------------------- what the reader sees
def test_an_order_puzzle_refuses_an_answer_that_is_not_cards() -> None:
    state = puzzles.initial_state("order", seed=1)
    for answer, message in (
        (None, "Put the cards in order first: click them, or type them in the box."),
        (7, "Answer 7: give the cards, as text ('BJ LJ H10') or a list."),
        ({"cards": "BJ"}, "Answer {'cards': 'BJ'}: give the cards, as text ('BJ LJ H10') or"),
    ):
        reply = puzzles.handle(state, {"type": "check", "answer": answer})
        assert reply["error"] is not None
        assert reply["error"].startswith(message)
        assert reply["score"]["tried"] == 0
    assert "error" in puzzles.check("order-default-1-1", None)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("score", "tried"), "x", "state.score.tried: expected a whole number, got 'x'"),
        (("score",), None, "state.score: expected an object, got None"),
        (("difficulty",), 7, "state.difficulty: expected a whole number from 1 to 3, got 7"),
        (("seed",), True, "state.seed: expected a whole number, got True"),
        (("lang",), "fr", "state.lang: expected one of en, zh, got 'fr'"),
        (("kind",), "bridge", "state.kind: expected one of order, tractor, follow, trick, "),
        (("preset",), "DEFAULT", "state.preset: expected a preset's name ('default'), got"),
        (("preset",), "bridge", "state.preset: unknown preset 'bridge'; presets: default, 000"),
        pytest.param(
            ("difficulty",),
            10**5000,
            "state.difficulty: expected a whole number from 1 to 3, got a number of thousands",
            id="difficulty-of-5000-digits",
        ),
        (("puzzle", "id"), "order-default-1-9", "state.puzzle.id: expected 'order-default-1-1'"),
        (("puzzle",), [], "state.puzzle: expected an object, got []"),
        (("feedback",), "right", "state.feedback: expected null or an object, got 'right'"),
    ],
)
def test_a_tampered_state_is_started_again_naming_the_bad_field(
    path: tuple[str, ...], value: Any, message: str
) -> None:
    state: Any = json.loads(json.dumps(puzzles.initial_state("order", seed=1, lang="zh")))
    state["score"]["solved"] = state["score"]["tried"] = 3
    holder = state
    for key in path[:-1]:
        holder = holder[key]
    holder[path[-1]] = value
    reply = puzzles.handle(state, {"type": "hint"})
    assert reply["error"] is not None
    assert reply["error"].startswith(message)
    assert reply["error"].endswith("(the puzzle was started again)")
    assert reply["hint"] is None, "the action is not applied"
    if path[0] != "lang":
        assert reply["lang"] == "zh", "valid settings are kept"
    if path[0] != "score":
        assert reply["score"]["solved"] == 3, "a valid score is kept"
    _usable(reply)


def test_a_missing_field_or_a_state_that_is_not_an_object() -> None:
    state: Any = dict(puzzles.initial_state("levels", seed=4))
    del state["palette"]
    reply = puzzles.handle(state, {"type": "next"})
    assert reply["error"] == "state.palette: missing (the puzzle was started again)"
    assert reply["puzzle"]["id"] == "levels-default-1-4"
    reply = puzzles.handle([1, 2], {"type": "next"})
    assert reply["error"] == "state: expected an object, got [1, 2] (the puzzle was started again)"
    assert reply["puzzle"]["id"] == "order-default-1-1"
    reply = json.loads(api_puzzles.handle_json("{not json", '{"type": "hint"}'))
    assert reply["error"].startswith("state: not JSON: ")


@pytest.mark.parametrize(
    ("msg", "message"),
    [
        ([], 'action: expected an object with a "type", got []'),
        ({"type": "dance"}, "action.type: unknown action 'dance': expected one of check, reveal"),
        ({"type": "settings", "difficulty": "2"}, "settings.difficulty: expected a whole number"),
        ({"type": "settings", "lang": "fr"}, "settings.lang: expected one of en, zh, got 'fr'"),
        ({"type": "settings", "kind": 3}, "settings.kind: expected one of order, tractor,"),
        ({"type": "settings", "preset": 4}, "settings.preset: expected a preset's name, got 4"),
        ({"type": "load", "id": 5}, "load.id: expected a puzzle id, got 5"),
        ({"type": "load"}, "puzzle id '': expected kind-preset-difficulty-seed"),
        ({"type": "check"}, "Choose Yes or No."),
    ],
)
def test_a_bad_action_leaves_the_state_and_names_the_field(msg: Any, message: str) -> None:
    state = puzzles.handle(puzzles.initial_state("tractor", seed=5), {"type": "hint"})
    reply = puzzles.handle(state, msg)
    assert reply["error"] is not None
    assert reply["error"].startswith(message)
    assert {**reply, "error": None} == state
    reply = json.loads(api_puzzles.handle_json(json.dumps(state), "[oops"))
    assert reply["error"].startswith("action: not JSON: ")
