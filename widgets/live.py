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
from tractor_core.text.said import house_rules_markdown, said_in

# The language of the page (TRACTOR_LANG, set by the site build per page; else the notebook's
# own): the teachers' tools and a lesson's display helpers follow it.
from tractor_core.text.say import page_lang
from tractor_core.words.rules_summary import value_words
from tractor_core.words.svg import face_text

SITE_BUILD_ENV = "TRACTOR_SITE_BUILD"


def site_build() -> bool:
    """True while the static site is being built."""
    return os.environ.get(SITE_BUILD_ENV) == "1"


def _lean(state: Mapping[str, Any]) -> dict[str, Any]:
    """The state as a page carries it, lighter.

    Every puzzle of a page would repeat the same menu of presets (the site's script has it once,
    ``tractor-live.js``), and a card's marks are written only when set (the front-end reads a
    missing mark as unset). The engine gives both back in full with its first answer; the
    page-weight budget is what this saves (a few KB a puzzle).
    """
    lean = {key: value for key, value in state.items() if key != "presets"}
    puzzle = dict(lean["puzzle"])
    puzzle["faces"] = {
        card: {key: value for key, value in face.items() if value is not False}
        for card, face in puzzle["faces"].items()
    }
    lean["puzzle"] = puzzle
    return lean


#: Under a puzzle's text until the page's script mounts it.
STATIC_NOTE = {
    "en": "This puzzle becomes interactive when the page has loaded.",
    "zh": "页面加载完成后，这道题就可以作答了。",
}


def reason_of(said: Any, *, players: int | None = None) -> str:
    """The engine's reason in the page's language: ``reason_zh`` on a Chinese page, else ``reason``.

    ``said`` is a :class:`~tractor_core.rules.verdict.Verdict` or a record with ``reason`` and
    ``reason_zh`` (a trick's rulings, a lens row). A lesson's display functions show reasons
    through this, so one code cell prints English on the English page and Chinese on the
    Chinese one, its cards named as people write them (♠5, 黑桃5) (``TRACTOR_LANG``, set per page by the site build); ``Verdict.reason`` itself
    stays English.

    An engine error (a :class:`~tractor_core.rules.errors.TractorError`: ``IllegalPlayError``,
    ``RuleConflictError`` …) gives its message: ``message_zh`` on a Chinese page, else
    ``str(error)``; ``BiddingClosed`` and the other records with ``reason_zh`` work as verdicts do.

    ``players``: a verdict about a few plays only (two ruffs compared, a trick of three plays, a
    friend found) names its seats "Seat 1", "Seat 2"…; given the table's size, they are named as
    the table does (at four players its seat 0, the leader, is South: East, North, West follow).

    >>> reason_of({"reason": "Seat 0 leads S5.", "reason_zh": "座位 0 首出 S5。"})
    'Seat 0 leads ♠5.'
    >>> from tractor_core.rules.trick import ruff_beats
    >>> from tractor_core.rules.trump_order import Trump, order_for
    >>> order = order_for(Trump.parse("10", "H"))
    >>> reason_of(ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", order), players=4).split(" (")[0]
    "North's ♥8 ♥8 ♥4 over-ruffs East's ♥7 ♥7 + ♥9"
    """
    return said_in(said, page_lang(), players=players)


def option_words(name: str, value: Any) -> str:
    """A house-rule option's value in plain words, in the page's language.

    >>> import os
    >>> os.environ["TRACTOR_LANG"] = "zh"
    >>> option_words("throw_penalty", "twenty_points")
    '罚 20 分（001）'
    >>> del os.environ["TRACTOR_LANG"]
    """
    return value_words(name, value, page_lang())


def house_rules_box(markdown: str) -> Any:
    """What the engine says under other house rules, folded away as the lessons' boxes are.

    The lessons teach the site's default game; each difference between rulebooks waits in a
    closed "House rules" box at the end of its section. A code cell that compares house rules
    shows its answers (``markdown``: a table or lines of Markdown) in such a box too, its title
    in the page's language.
    """
    from IPython.display import Markdown  # noqa: PLC0415 - the core of widgets needs no IPython

    return Markdown(house_rules_markdown(markdown, page_lang()))  # type: ignore[no-untyped-call]


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
                + " ".join(
                    face_text(c, puzzle["faces"].get(c), state["palette"], page_lang()) for c in row
                )
                + "</div>"
                for row in rows
            )
        # The state as JSON, the text of a <template>: unlike an attribute, it needs no escaping
        # of its many quotes. Not a <script type="application/json">: Material's instant
        # navigation re-creates every <script> of a new page without its type and class, runs
        # the JSON as JavaScript (a SyntaxError) and leaves the puzzle without its state.
        data = html.escape(
            json.dumps(_lean(state), ensure_ascii=False, separators=(",", ":")), quote=False
        )
        # the text shown before the script runs is in the page's language, like its prose
        lang = page_lang()
        question = html.escape(puzzle["question"].get(lang) or puzzle["question"]["en"])
        trump = html.escape(puzzle["trump"]["text"].get(lang) or puzzle["trump"]["text"]["en"])
        return (
            f'<div class="tc-live" data-kind="{puzzle["kind"]}">'
            f'<template class="tc-state">{data}</template>'
            f'<div class="tc-puzzle tc-static tc-palette-{state["palette"]}">'
            f'<p class="tc-question">{question}</p>'
            f'<p class="tc-trump">{trump}</p>{"".join(shown)}'
            f'<p class="tc-static-note">{STATIC_NOTE[lang]}</p>'
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
    lang: str | None = None,
) -> Any:
    """A live puzzle: a widget in Jupyter, a :class:`LivePuzzle` while the site is built.

    Lessons call this, so one cell serves both: a :class:`~widgets.puzzle_widget.PuzzleWidget`
    with a kernel, and static HTML that the site's script brings to life without one. ``lang``
    defaults to the page's or notebook's language (:func:`page_lang`).
    """
    lang = page_lang() if lang is None else lang
    if site_build():
        return LivePuzzle(
            puzzles.initial_state(kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang)
        )
    from widgets.puzzle_widget import PuzzleWidget  # noqa: PLC0415 - only needed with a kernel

    return PuzzleWidget(kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang)
