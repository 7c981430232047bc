"""Run one code cell of a lesson, in that lesson's namespace, the way a notebook would.

A lesson's cells share one namespace per lesson (per page visit). Running cell *k* first runs
each cell above it that has not run yet, once, in lesson order (the imports, the trump order the
examples use...), then cell *k* itself, which may run as often as the reader likes. The answer
lists what the cell showed, in order, as the built page shows it: the engine's pictures
(``_repr_svg_``), tables (``_repr_html_``, the lessons' ``Markdown``), printed text and the value
of the last expression; or an error told in one line (a ``NotationError`` names the bad token),
with the traceback only when asked for.

Nothing a reader types may break the page or the other cells: every exception (``SystemExit``
too) becomes an error of that cell; printed text is capped (:data:`TEXT_LIMIT`) and a cell that
goes on printing is stopped; a loop in the lesson's code that runs past :data:`TIME_LIMIT` is
stopped; ``os._exit`` and friends, which would end the page's Python (and the puzzles with it),
raise instead; ``sys.stdout`` and friends are put back after every run.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import json
import linecache
import os
import pprint
import sys
import time
import traceback as tb
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tractor_core.text import say

from . import shims

TIME_LIMIT = 30.0
"""Seconds a cell's own code may run before it is stopped (checked at each turn of its loops).

Generous: lesson 10 simulates hundreds of hands in one cell, several seconds under Pyodide."""

TEXT_LIMIT = 20_000
"""Characters of printed text one run may show; a cell printing more is stopped there."""

RICH_LIMIT = 200
"""Pictures and tables one run may show; a cell displaying more is stopped there."""


class OutputLimitError(RuntimeError):
    """A cell printed or displayed more than a page can show."""


class TimeLimitError(RuntimeError):
    """A cell ran longer than :data:`TIME_LIMIT`."""


class PageExitError(RuntimeError):
    """A cell tried to end the page's Python (``os._exit``, ``os.abort``...)."""


# ------------------------------------------------------------------ what a run shows
class _Output:
    """What one run shows, in order: ``stream`` text, ``html``, ``svg`` and ``text`` items."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.items: list[dict[str, str]] = []
        self.text_used = 0
        self.rich_used = 0

    def writer(self, name: str) -> _Stream:
        return _Stream(self, name)

    def write(self, name: str, text: str) -> None:
        room = TEXT_LIMIT - self.text_used
        cut = len(text) > room
        text = text[: max(room, 0)]
        self.text_used += len(text)
        if text:
            last = self.items[-1] if self.items else None
            if last is not None and last["type"] == "stream" and last["name"] == name:
                last["text"] += text
            else:
                self.items.append({"type": "stream", "name": name, "text": text})
        if cut:
            msg = say(
                "the cell printed more than {limit} characters and was stopped there",
                self.lang,
                limit=f"{TEXT_LIMIT:,}",
            )
            raise OutputLimitError(msg)

    def show(self, *values: object) -> None:
        """``display(...)``: each value as the page shows it."""
        for value in values:
            self.rich_used += 1
            if self.rich_used > RICH_LIMIT:
                msg = say(
                    "the cell showed more than {limit} pictures or tables and was stopped",
                    self.lang,
                    limit=RICH_LIMIT,
                )
                raise OutputLimitError(msg)
            self.items.append(_rendered(value))


class _Stream:
    """``sys.stdout`` / ``sys.stderr`` while a cell runs."""

    encoding = "utf-8"

    def __init__(self, out: _Output, name: str) -> None:
        self.out, self.name = out, name

    def write(self, text: str) -> int:
        self.out.write(self.name, str(text))
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False


def _rendered(value: object) -> dict[str, str]:
    """One value as the page shows it: its HTML, else its SVG, else its text (as pprint has it)."""
    for method, kind in (("_repr_html_", "html"), ("_repr_svg_", "svg")):
        render = getattr(value, method, None)
        if callable(render) and not isinstance(value, type):
            shown = render()
            if isinstance(shown, str):
                return {"type": kind, kind: shown}
    return {"type": "text", "text": pprint.pformat(value, width=88)}


# ------------------------------------------------------------------ a lesson's state
@dataclass
class _Lesson:
    namespace: dict[str, Any]
    ran: set[int] = field(default_factory=set)
    codes: set[types.CodeType] = field(default_factory=set)


_LESSONS: dict[str, _Lesson] = {}


def forget(lesson: str | None = None) -> None:
    """Start ``lesson`` (every lesson when ``None``) afresh: a new namespace, no cell run."""
    if lesson is None:
        _LESSONS.clear()
    else:
        _LESSONS.pop(lesson, None)


def _exit_refused(name: str, lang: str = "en") -> Callable[..., None]:
    def refuse(*_: object, **__: object) -> None:
        msg = say(
            "{call} would stop the page's Python for these cells; a cell cannot do that",
            lang,
            call=f"os.{name}()",
        )
        raise PageExitError(msg)

    return refuse


def _safe_os(lang: str = "en") -> types.ModuleType:
    """``os`` as a cell sees it: the real one, except what would end the page's Python."""
    safe = types.ModuleType("os", os.__doc__)
    safe.__dict__.update(os.__dict__)
    for name in ("_exit", "abort", "kill", "killpg", "fork", "forkpty", "system"):
        if hasattr(os, name):
            setattr(safe, name, _exit_refused(name, lang))
    return safe


def _new_lesson(output: Callable[[], _Output], lang: str = "en") -> _Lesson:
    """A fresh namespace whose imports of IPython and widgets get the page's stand-ins."""
    stand_ins = shims.modules(lambda *values, **_: output().show(*values), lang)
    safe_os = _safe_os(lang)
    real_import = builtins.__import__

    def page_import(
        name: str,
        globals: dict[str, Any] | None = None,  # noqa: A002 - __import__'s own names
        locals: dict[str, Any] | None = None,  # noqa: A002
        fromlist: tuple[str, ...] | list[str] | None = (),
        level: int = 0,
    ) -> types.ModuleType:
        if level == 0:
            root = name.partition(".")[0]
            if root in ("IPython", "widgets"):
                if name not in stand_ins:
                    msg = say(
                        "{name} is not in the page's Python (it has the engine, tractor_core); "
                        "open “Run this lesson” for the full notebook",
                        lang,
                        name=name,
                    )
                    raise shims.NotOnThePageError(msg, name=name)
                return stand_ins[name] if fromlist else stand_ins[root]
            if name == "os":
                return safe_os
        return real_import(name, globals, locals, fromlist or (), level)

    page_builtins = dict(vars(builtins), __import__=page_import)
    namespace: dict[str, Any] = {"__name__": "__main__", "__builtins__": page_builtins}
    return _Lesson(namespace)


# ------------------------------------------------------------------ the time limit
def _all_codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _all_codes(const)


_TOOL = 5  # a sys.monitoring tool id of no standard tool (0-2 debugger, coverage, profiler)


@contextlib.contextmanager
def _time_limit(codes: set[types.CodeType], seconds: float, lang: str = "en") -> Iterator[None]:
    """Stop the lesson's own code (``codes``) once it has run ``seconds``.

    Checked where its loops turn back (``sys.monitoring`` JUMP events, Python 3.12+, as Pyodide
    has: no cost in the engine's code), or at each of its steps through ``sys.settrace`` on older
    Pythons (the tests' CPython). A cell stuck inside one long call of the engine or of C code is not stopped.
    """
    end = time.monotonic() + seconds

    def check(*_: object) -> Any:
        if time.monotonic() > end:
            msg = say(
                "the cell ran for more than {seconds} s and was stopped (an endless loop?)",
                lang,
                seconds=f"{seconds:g}",
            )
            raise TimeLimitError(msg)
        return None

    monitoring: Any = getattr(sys, "monitoring", None)
    if monitoring is not None and monitoring.get_tool(_TOOL) is None:
        jump = monitoring.events.JUMP
        monitoring.use_tool_id(_TOOL, "lesson_runner")
        monitoring.register_callback(_TOOL, jump, check)
        for code in codes:
            monitoring.set_local_events(_TOOL, code, jump)
        try:
            yield
        finally:
            for code in codes:
                monitoring.set_local_events(_TOOL, code, 0)
            monitoring.register_callback(_TOOL, jump, None)
            monitoring.free_tool_id(_TOOL)
        return

    def local(frame: types.FrameType, event: str, arg: object) -> Any:
        check()
        return local

    def calls(frame: types.FrameType, event: str, arg: object) -> Any:
        if frame.f_code not in codes:
            return None
        frame.f_trace_opcodes = True  # a one-line loop has no new line to stop at
        return local

    before = sys.gettrace()
    sys.settrace(calls)
    try:
        yield
    finally:
        sys.settrace(before)


# ------------------------------------------------------------------ running
def _filename(index: int) -> str:
    return f"<cell {index + 1}>"


def _compile(source: str, index: int) -> tuple[types.CodeType, types.CodeType | None]:
    """The cell's statements, and its last expression apart (its value is shown), compiled."""
    filename = _filename(index)
    lines = source.splitlines(keepends=True)
    linecache.cache[filename] = (len(source), None, lines, filename)
    tree = ast.parse(source, filename)
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = ast.Expression(tree.body[-1].value)
        tree.body.pop()
    body = compile(tree, filename, "exec")
    return body, compile(last, filename, "eval") if last is not None else None


def _error(
    exc: BaseException, index: int, want_traceback: bool, lang: str = "en"
) -> dict[str, Any]:
    """The error told in one line: what went wrong, where in the cell, and the bad token."""
    name = type(exc).__name__
    line = None
    if isinstance(exc, SyntaxError):
        message = exc.msg
        line = exc.lineno
    elif isinstance(exc, SystemExit):
        message = say(
            "the cell called exit(); on the page there is nothing to exit, the page goes on", lang
        )
    elif isinstance(exc, RecursionError):
        message = say(
            "a function called itself too deeply (maximum recursion depth exceeded)", lang
        )
    else:
        message = str(exc) or name
    frames = tb.extract_tb(exc.__traceback__) if exc.__traceback__ else []
    for frame in frames:
        if frame.filename == _filename(index):
            line = frame.lineno
    error: dict[str, Any] = {
        "type": name,
        "message": message,
        "summary": f"{name}: {message}",
        "cell": index,
        "line": line,
    }
    token = getattr(exc, "token", None)
    if isinstance(token, str):
        error["token"] = token
    if want_traceback:
        error["traceback"] = _traceback(exc, index)
    return error


def _traceback(exc: BaseException, index: int) -> str:
    """The traceback from the cell's own frame on (not the runner's)."""
    trace = exc.__traceback__
    while trace is not None and trace.tb_frame.f_code.co_filename != _filename(index):
        trace = trace.tb_next
    if trace is None and not isinstance(exc, SyntaxError):
        trace = exc.__traceback__
    return "".join(tb.format_exception(type(exc), exc, trace)).rstrip()


def _execute(
    state: _Lesson,
    index: int,
    source: str,
    out: _Output,
    *,
    time_limit: float,
    want_traceback: bool,
) -> dict[str, Any] | None:
    """Run one cell in ``state``'s namespace; its error, or ``None``."""
    streams = sys.stdout, sys.stderr
    limit = sys.getrecursionlimit()
    try:
        body, last = _compile(source, index)
        for code in (body, last):
            if code is not None:
                state.codes.update(_all_codes(code))
        sys.stdout, sys.stderr = out.writer("stdout"), out.writer("stderr")
        with _time_limit(state.codes, time_limit, out.lang):
            exec(body, state.namespace)
            if last is not None:
                value = eval(last, state.namespace)
                if value is not None:
                    out.show(value)
    except BaseException as exc:
        return _error(exc, index, want_traceback, out.lang)
    finally:
        sys.stdout, sys.stderr = streams
        sys.setrecursionlimit(limit)
    return None


_CURRENT: list[_Output] = [_Output()]


def run_cell(
    lesson: str,
    cells: list[str],
    index: int,
    *,
    traceback: bool = False,
    time_limit: float = TIME_LIMIT,
) -> dict[str, Any]:
    """Run cell ``index`` of ``lesson`` (its code cells' sources, in lesson order), as a notebook.

    First each cell above it that has not run yet, in order, once; then the cell itself. The
    answer: ``ok``, ``ran`` (the cells above run first), ``outputs`` (the cell's, in order),
    ``error`` (``None``, or ``type``, ``message``, ``summary``, ``cell``, ``line``, ``token`` for a
    ``NotationError``, ``traceback`` if asked for) and ``ms``, the time taken.
    """
    if not 0 <= index < len(cells):
        msg = f"cell {index} does not exist: the lesson has {len(cells)} code cells"
        raise IndexError(msg)
    started = time.perf_counter()
    # a Chinese lesson (its notebook ``NN-name.zh``) shows the engine's Chinese reasons
    lang = "zh" if lesson.endswith(".zh") else "en"
    state = _LESSONS.get(lesson)
    if state is None:
        state = _LESSONS[lesson] = _new_lesson(lambda: _CURRENT[0], lang)
    ran: list[int] = []
    error = None
    # the card pictures' labels follow TRACTOR_LANG, as on the built page (tractor_core.words.svg)
    before = os.environ.get("TRACTOR_LANG")
    os.environ["TRACTOR_LANG"] = lang
    try:
        for i in [*(i for i in range(index) if i not in state.ran), index]:
            out = _CURRENT[0] = _Output(lang)
            error = _execute(
                state, i, cells[i], out, time_limit=time_limit, want_traceback=traceback
            )
            if error is not None:
                break
            state.ran.add(i)
            if i != index:
                ran.append(i)
    finally:
        if before is None:
            os.environ.pop("TRACTOR_LANG", None)
        else:
            os.environ["TRACTOR_LANG"] = before
    _CURRENT[0] = _Output()
    if error is not None and error["cell"] != index:
        error["summary"] = say(
            "Cell {cell} above, which runs first, failed: {summary}",
            lang,
            cell=error["cell"] + 1,
            summary=error["summary"],
        )
    return {
        "ok": error is None,
        "ran": ran,
        "outputs": out.items if error is None or error["cell"] == index else [],
        "error": error,
        "ms": round((time.perf_counter() - started) * 1000, 1),
    }


def warm_json() -> str:
    """Import ahead the runner and the card pictures, which nearly every lesson's cells use.

    The page calls this when a reader unfolds a cell, while they read the code, so that their
    first Run does not wait for these imports.
    """
    import tractor_core.words.svg  # noqa: F401, PLC0415 - imported for its side effect, the import

    return "true"


_FIELDS = {"lesson": str, "cells": list, "index": int}


def run_cell_json(request: str) -> str:
    """:func:`run_cell` for the page: a JSON request, a JSON answer; it never raises.

    The request: ``{"lesson": "03-combinations", "cells": ["...", ...], "index": 2}`` and
    optionally ``"traceback": true``. A malformed request is answered with an error naming the
    field.
    """
    try:
        asked = json.loads(request)
        if not isinstance(asked, dict):
            msg = f"a request is a JSON object, not {type(asked).__name__}"
            raise TypeError(msg)
        for name, kind in _FIELDS.items():
            if not isinstance(asked.get(name), kind) or isinstance(asked.get(name), bool):
                msg = f"the request's {name!r} must be a {kind.__name__}: got {asked.get(name)!r}"
                raise TypeError(msg)
        if not all(isinstance(cell, str) for cell in asked["cells"]):
            msg = "the request's 'cells' must be a list of strings (the cells' code)"
            raise TypeError(msg)
        answer = run_cell(
            asked["lesson"],
            asked["cells"],
            asked["index"],
            traceback=bool(asked.get("traceback", False)),
        )
    except Exception as exc:
        answer = {
            "ok": False,
            "ran": [],
            "outputs": [],
            "error": {
                "type": type(exc).__name__,
                "message": str(exc),
                "summary": f"The page's request was not understood: {exc}",
                "cell": None,
                "line": None,
            },
            "ms": 0,
        }
    return json.dumps(answer, ensure_ascii=False)
