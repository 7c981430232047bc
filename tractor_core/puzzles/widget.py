"""The widget protocol: a puzzle widget's state, and the reader's actions applied to it."""

from __future__ import annotations

import json
from typing import Any, get_args

from tractor_core.cards import parse_cards
from tractor_core.errors import TractorError
from tractor_core.presets import PRESETS, find_preset
from tractor_core.puzzles.answers import check, hint, lens
from tractor_core.puzzles.registry import KINDS, make_puzzle, parse_id
from tractor_core.puzzles.schema import FullPuzzle, Lang, Palette, PuzzleView, State

__all__ = ["handle", "handle_json", "initial_state"]


def initial_state(
    kind: str,
    *,
    preset: str = "default",
    difficulty: int = 1,
    seed: int = 1,
    lang: str = "en",
    palette: str = "two",
) -> State:
    """A fresh puzzle widget state; raises ValueError (or UnknownPresetError) on a bad setting."""
    puzzle_id = f"{kind}-{find_preset(preset).name}-{difficulty}-{seed}"
    puzzle = _public(make_puzzle(puzzle_id, lang=lang, palette=palette))
    lang_ = next((x for x in get_args(Lang) if x == lang), None)
    palette_ = next((x for x in get_args(Palette) if x == palette), None)
    if lang_ is None or palette_ is None:
        msg = f"lang {lang!r}, palette {palette!r}: expected 'en' or 'zh', 'two' or 'four'"
        raise ValueError(msg)
    return {
        "kind": puzzle["kind"],
        "preset": find_preset(preset).name,
        "difficulty": difficulty,
        "seed": seed,
        "lang": lang_,
        "palette": palette_,
        "puzzle": puzzle,
        "feedback": None,
        "hint": None,
        "lens": None,
        "error": None,
        "score": {"tried": 0, "solved": 0, "streak": 0, "best_streak": 0},
        "presets": [{"name": p.name, "title": p.title} for p in PRESETS],
    }


def _public(puzzle: FullPuzzle) -> PuzzleView:
    """The puzzle without its solution: what a page receives."""
    return {
        "id": puzzle["id"],
        "kind": puzzle["kind"],
        "preset": puzzle["preset"],
        "question": puzzle["question"],
        "answer_type": puzzle["answer_type"],
        "trump": puzzle["trump"],
        "show": puzzle["show"],
        "options": puzzle["options"],
        "faces": puzzle["faces"],
    }


def _reload(state: dict[str, Any]) -> dict[str, Any]:
    puzzle_id = f"{state['kind']}-{state['preset']}-{state['difficulty']}-{state['seed']}"
    state["puzzle"] = _public(make_puzzle(puzzle_id, lang=state["lang"], palette=state["palette"]))
    state["feedback"] = state["hint"] = state["lens"] = state["error"] = None
    return state


def handle(state: dict[str, Any], msg: dict[str, Any]) -> dict[str, Any]:
    """Apply one reader action to a widget state and return the new state (never raises).

    Messages: ``{"type": "check", "answer": ...}``, ``{"type": "parse", "text": ...}`` (typed
    cards checked as they are typed), ``{"type": "hint"}``, ``{"type": "next"}``,
    ``{"type": "lens"}``, ``{"type": "settings", "preset"?, "difficulty"?, "lang"?, "palette"?,
    "kind"?}``, ``{"type": "load", "id": "tractor-default-1-7"}``.
    """
    new = dict(state)
    new["error"] = None
    try:
        kind = msg.get("type") if isinstance(msg, dict) else None
        puzzle_id = new["puzzle"]["id"]
        if kind == "check":
            result = check(puzzle_id, msg.get("answer"))
            if "error" in result:
                new["error"] = result["error"]
                return new
            score = dict(new["score"])
            if new.get("feedback") is None:  # first answer to this puzzle counts
                score["tried"] += 1
                if result["correct"]:
                    score["solved"] += 1
                    score["streak"] += 1
                    score["best_streak"] = max(score["best_streak"], score["streak"])
                else:
                    score["streak"] = 0
            new["score"] = score
            new["feedback"] = result
        elif kind == "parse":
            text = msg.get("text", "")
            parse_cards(text if isinstance(text, str) else "")  # NotationError names the token
        elif kind == "hint":
            new["hint"] = hint(puzzle_id)
        elif kind == "lens":
            new["lens"] = lens(puzzle_id)
        elif kind == "next":
            new["seed"] = int(new["seed"]) + 1
            new = _reload(new)
        elif kind == "settings":
            for key in ("preset", "difficulty", "lang", "palette", "kind"):
                if key in msg:
                    new[key] = msg[key]
            new["preset"] = find_preset(str(new["preset"])).name
            if new["kind"] not in KINDS:
                msg_text = f"kind {new['kind']!r}: expected one of {', '.join(KINDS)}"
                raise ValueError(msg_text)
            new = _reload(new)
        elif kind == "load":
            k, p, d, s = parse_id(str(msg.get("id", "")))
            new.update(kind=k, preset=p, difficulty=d, seed=s)
            new = _reload(new)
        else:
            new["error"] = f"unknown action {kind!r}"
    except (TractorError, ValueError, KeyError) as exc:
        state_copy = dict(state)
        state_copy["error"] = str(exc)
        return state_copy
    return new


def handle_json(state_json: str, msg_json: str) -> str:
    """:func:`handle` with JSON text in and out (the browser's entry point)."""
    return json.dumps(handle(json.loads(state_json), json.loads(msg_json)), ensure_ascii=False)
