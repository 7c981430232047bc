"""The puzzles' entry point for a page: :func:`~tractor_core.puzzles.handle` with JSON text.

The site's puzzles (``sitebuild/tractor-live.js``) call :func:`handle_json` with the puzzle's
state and the reader's action; the Jupyter widget calls :func:`~tractor_core.puzzles.handle`
itself. It never raises: a state that is not JSON starts the puzzle again (keeping what can be
kept, :func:`~tractor_core.puzzles.widget.recover`), an action that is not JSON leaves the puzzle
as it was, and both say what was wrong in ``error``.
"""

from __future__ import annotations

from tractor_core.api.entry import InternalError, NotJsonError, dump, read_json
from tractor_core.puzzles.widget import handle, recover

__all__ = ["handle_json"]


def handle_json(state_json: str, msg_json: str) -> str:
    """:func:`~tractor_core.puzzles.handle` with JSON text in and out (never raises)."""
    try:
        state: object = read_json(state_json)
    except NotJsonError as exc:
        return dump(recover(None, f"state: {exc}"))
    try:
        msg: object = read_json(msg_json)
        problem = ""
    except NotJsonError as exc:
        msg, problem = None, f"action: {exc}"
    try:
        reply = handle(state, msg)
    except Exception as exc:
        return dump(recover(state, str(InternalError.caught(exc))))
    if problem:
        reply["error"] = problem
    return dump(reply)
