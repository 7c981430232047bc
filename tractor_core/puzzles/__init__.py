"""Puzzles: generate from an id, check an answer, hint, and the variant lens — all as JSON.

This package is the one place puzzle logic lives. The Jupyter widgets, the static site (through
Pyodide) and the tests all call :func:`handle` (a page through
:func:`tractor_core.api.puzzles.handle_json`), so what pytest checks is
exactly what a reader's browser runs. Every answer is judged by the engine's own verdicts; a
puzzle never re-implements a rule.

A puzzle id reproduces the exact puzzle: ``"<kind>-<preset>-<difficulty>-<seed>"``, for example
``"tractor-default-2-17"``; only that canonical spelling is accepted (:func:`canonical_id`).

Modules:

* one per puzzle kind (:mod:`~tractor_core.puzzles.order`, ``tractor``, ``follow``, ``trick``,
  ``throw``, ``kitty``, ``levels``, ``declaration``), each a ``generate`` function with its texts;
  :mod:`~tractor_core.puzzles.base` is what they share; the follow kind's ★★★ positions (a
  throw that stood, a longer tractor than yours) are in :mod:`~tractor_core.puzzles.follow_units`;
* :mod:`~tractor_core.puzzles.registry`: ids, the table of kinds, and the reader's view of a
  puzzle (:func:`make_puzzle`);
* :mod:`~tractor_core.puzzles.answers`: judging an answer (:func:`check`), :func:`hint`,
  :func:`lens`;
* :mod:`~tractor_core.puzzles.widget`: the widget's state and the reader's actions
  (:func:`initial_state`, :func:`handle`);
* :mod:`~tractor_core.puzzles.messages`: card-typing errors in the reader's language;
* :mod:`~tractor_core.puzzles.schema`: the JSON of all of these, as TypedDicts, documented for
  the front-end (``widgets/static/puzzle.js``).

A new kind of puzzle is a module here, an entry in the registry's table and in
:data:`~tractor_core.puzzles.schema.Kind`, and a renderer in ``puzzle.js``'s ``KIND_VIEWS``.

>>> p = make_puzzle("tractor-default-1-7")
>>> p["kind"], p["answer_type"]
('tractor', 'yesno')
>>> check("tractor-default-1-7", p["_solution"])["correct"]
True
"""

from tractor_core.puzzles.answers import check, hint, lens
from tractor_core.puzzles.registry import KINDS, build, canonical_id, make_puzzle, parse_id
from tractor_core.puzzles.widget import handle, initial_state

#: The cached generator behind every function here (tests clear its cache).
_build = build

__all__ = [
    "KINDS",
    "canonical_id",
    "check",
    "handle",
    "hint",
    "initial_state",
    "lens",
    "make_puzzle",
    "parse_id",
]
