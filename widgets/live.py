"""Puzzles on the static site: the same state, mounted in the reader's browser.

When the site is built (``TRACTOR_SITE_BUILD=1``, set by the build hooks) a lesson's puzzle is
written out as a ``<div class="tc-live">`` carrying the puzzle's initial state as JSON (the text of a
``<template class="tc-state">``), with a
static rendering inside (the question, and the cards as text, each labelled with its text
alternative) for readers without JavaScript.
The site's script mounts ``static/puzzle.js`` on it, exactly as anywidget does in Jupyter, and
answers clicks with the engine running in the page (Pyodide).
"""

from __future__ import annotations

import html
import json
import os
from collections.abc import Mapping
from typing import Any

from tractor_core import puzzles
from tractor_core.svg import face_text

SITE_BUILD_ENV = "TRACTOR_SITE_BUILD"
#: The language of the page being built ("zh" for a Chinese lesson; set by the site build per
#: page, ``sitebuild/hooks.py``); the teachers' tools and a lesson's display helpers follow it.
LANG_ENV = "TRACTOR_LANG"


def site_build() -> bool:
    """True while the static site is being built."""
    return os.environ.get(SITE_BUILD_ENV) == "1"


def page_lang() -> str:
    """The language of the page being built: "zh" if ``TRACTOR_LANG=zh``, else "en"."""
    return "zh" if os.environ.get(LANG_ENV) == "zh" else "en"


class LivePuzzle:
    """A puzzle displayed as static HTML that the site's script brings to life."""

    def __init__(self, state: Mapping[str, Any]) -> None:
        self.state = dict(state, lesson_base="../")

    def _repr_html_(self) -> str:
        state = self.state
        puzzle = state["puzzle"]
        shown: list[str] = []
        for value in puzzle["show"].values():
            if not isinstance(value, list):  # others_label, others_label_zh, points
                continue
            rows = value if value and isinstance(value[0], list) else [value]
            shown.extend(
                '<div class="tc-row">'
                + " ".join(face_text(c, puzzle["faces"].get(c), state["palette"]) for c in row)
                + "</div>"
                for row in rows
            )
        # The state as JSON, the text of a <template>: unlike an attribute, it needs no escaping
        # of its many quotes. Not a <script type="application/json">: Material's instant
        # navigation re-creates every <script> of a new page without its type and class, runs
        # the JSON as JavaScript (a SyntaxError) and leaves the puzzle without its state.
        data = html.escape(
            json.dumps(state, ensure_ascii=False, separators=(",", ":")), quote=False
        )
        question = html.escape(puzzle["question"]["en"])
        trump = html.escape(puzzle["trump"]["text"]["en"])
        return (
            f'<div class="tc-live" data-kind="{puzzle["kind"]}">'
            f'<template class="tc-state">{data}</template>'
            f'<div class="tc-puzzle tc-static"><p class="tc-question">{question}</p>'
            f'<p class="tc-trump">{trump}</p>{"".join(shown)}'
            '<p class="tc-static-note">This puzzle becomes interactive when the page has loaded.</p>'
            "</div></div>"
        )

    def __repr__(self) -> str:
        return f"<puzzle {self.state['puzzle']['id']}>"


def puzzle(
    kind: str,
    *,
    preset: str = "default",
    difficulty: int = 1,
    seed: int = 1,
    lang: str = "en",
) -> Any:
    """A live puzzle: a widget in Jupyter, a :class:`LivePuzzle` while the site is built.

    Lessons call this, so one cell serves both: a :class:`~widgets.puzzle_widget.PuzzleWidget`
    with a kernel, and static HTML that the site's script brings to life without one.
    """
    if site_build():
        return LivePuzzle(
            puzzles.initial_state(kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang)
        )
    from widgets.puzzle_widget import PuzzleWidget  # noqa: PLC0415 - only needed with a kernel

    return PuzzleWidget(kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang)
