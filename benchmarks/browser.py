"""Live puzzles in a real browser: how heavy and how quick, cold and warm.

Builds the site if ``site/`` is missing, serves it on 127.0.0.1 and drives Debian's Chromium:

* page weight: the bytes of everything the page downloads before the first answer except the
  Python runtime (``assets/tractor/pyodide/``), the engine (``assets/tractor/tractor_core.zip``
  and the wheel, and since the engine runs in a worker, the worker's script
  ``assets/tractor/tractor-worker.js``, 1.5 KB, which the page requests only to start Python)
  and the Chinese web font (``assets/tractor/fonts/``, counted on its own),
  counted by the server as it sends them;
* bytes transferred before the first answer (everything);
* cold: from the page's load event to the first answer on screen, clicking as soon as the page
  has loaded (a fresh browser context each time, so nothing is cached); also from the start of
  navigation, which is what a reader waits;
* warm: time per answer once the engine runs, from the click to the verdict on screen;
* bytes before Python is requested: what the server sent before the first request for the
  runtime (but the font), the issue's "≤ 300 KB before Python is requested";
* long tasks: the main thread's tasks over 50 ms (Long Tasks API, a PerformanceObserver
  installed before the page's scripts) from the start of navigation to the first answer on
  screen: the longest, and how many took over 100 ms (the target: none caused by the engine;
  Material's start-up and drawing the page's puzzles are the page's own);
* the first load (issue #28 item 13): every main-thread task from the start of navigation until
  /puzzles/ has settled (puzzles live, engine ready, 1.5 s more), at full speed and with the CPU
  slowed 4× (Chromium's throttling, as on a busy machine): the longest, and how many over 100 ms;
  at full speed also each task's CPU time, from a Chromium trace (the durations the Long Tasks
  API sees grow with the machine's other work; the CPU time much less), and for the longest task
  in the trace its duration, its CPU time and its time getting fonts (on Linux each font, size and
  weight the page's text is drawn in is asked of the browser process, and waited for: most of
  the gap between a first-load task's duration and its CPU time on a busy machine);
* the lessons' code cells (issue #28 item 12), which run in a Python of their own (a second
  worker, so that Stop can always end them): the first unfold → first run answered, the
  WebAssembly memory of each Python (the cost of the second), and a puzzle's answer while a cell
  computes ``sum(range(10**13))`` (NaN on a site where cells share the puzzles' Python: it never
  answers);
* the second page: lesson 2, its engine started, then the footer's "Next" to lesson 3; from
  lesson 3's puzzle entering the page to it being live, plus the click → verdict on screen time
  of its first answer (the driver's own delay between the two is left out); the longest
  main-thread task meanwhile, and how many times Pyodide was downloaded (1 when the engine
  survives the page change).

``--before DIR`` measures another built site (e.g. of an older commit: ``git worktree add``,
``mkdocs build --site-dir DIR``) with the same runs and prints it beside this one.

Times are taken in the page (the click event's time stamp, the load event, the first frame
painted after the verdict enters the page); the times the test driver saw (Playwright's
``click`` and ``wait_for_selector``, which add its actionability checks — the element must stay
put for two animation frames — and round trips between Python, Playwright's Node driver and the
browser) are printed beside them. On a busy 2-core machine those round trips alone came to
~200 ms per answer while the page answered in ~8 ms: they measured the driver, not the site.

Prints medians of several runs and the ratio to the targets (cold ≤ 3 s, warm ≤ 50 ms,
page ≤ 300 KB, Chinese font ≤ 250 KB).
Usage: ``python benchmarks/browser.py [--runs N] [--verbose] [--site DIR] [--before DIR]
[--first-load]``; ``--first-load`` runs only the first-load rows (the sites taking turns, the
load average printed with them, the worst run beside the median).

How the page weight was measured before, and why it changed: it summed the bodies of the
responses *received before the first request for the runtime*, read back from Chromium with
``response.body()``. That depended on the order of requests (starting Python earlier, or a
stylesheet arriving a little later, made bytes vanish from the count without the page getting
any lighter), and copying every body, the 12 MB runtime included, from the browser during the
cold run slowed the very run being timed. The server now counts what it sends, and nothing that
is not the runtime is left out, whenever it is requested.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import http.server
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the project root, for tests.site.chromium

from tests.site.chromium import launch  # noqa: E402 - the one way the site's tests start Chromium

SITE = ROOT / "site"
PAGE = "/puzzles/"
ROOT_SEL = ".tc-live[data-kind=tractor]"
# The second-page run: a lesson, then its footer's "Next", a lesson with a puzzle of ROOT_SEL's kind.
FIRST_PAGE = "/02-trumps/"
SECOND_PAGE = "/03-combinations/"


# The Python runtime: Pyodide, the engine and the wheel, and the engine's worker
# (tractor-worker.js: the thread the page starts only to run Python, which asks for Pyodide).
RUNTIME = (
    "/assets/tractor/tractor-worker.js",
    "/assets/tractor/pyodide/",
    "/assets/tractor/tractor_core.zip",
    "/assets/tractor/wheels/",
)
# The Chinese web font (sitebuild/chinese.py) has its own budget: ≤ 250 KB on a page.
FONTS = "/assets/tractor/fonts/"


class _Counter:
    """A socket file that counts the bytes written to it."""

    def __init__(self, raw: Any) -> None:
        self.raw = raw
        self.sent = 0

    def write(self, data: bytes) -> int:
        self.sent += len(data)
        return int(self.raw.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves the site and logs (time requested, path, bytes sent) for each request."""

    log: ClassVar[list[tuple[float, str, int]]] = []

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass

    def handle_one_request(self) -> None:
        started = time.perf_counter()
        counter = _Counter(self.wfile)
        self.wfile = counter  # type: ignore[assignment]
        try:
            super().handle_one_request()
        finally:
            self.wfile = counter.raw
            if getattr(self, "path", None) and counter.sent:
                self.log.append((started, self.path.split("?")[0], counter.sent))


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass


# Installed before the page's own scripts: the time from the reader's click (the click event's
# time stamp) until the verdict is on screen (the frame after it enters the page has been
# painted), for every answer; and the load event's time, for the cold answer.
WATCH = """
window.__tc = { answers: [], clickAt: null, firstPainted: null };
addEventListener("click", (e) => {
  if (e.target.closest && e.target.closest("ROOT button[data-answer]")) window.__tc.clickAt = e.timeStamp;
}, true);
new MutationObserver(() => {
  const tc = window.__tc;
  if (tc.clickAt === null || !document.querySelector("ROOT .tc-feedback")) return;
  const clicked = tc.clickAt;
  tc.clickAt = null;
  requestAnimationFrame(() => setTimeout(() => {
    const now = performance.now();
    if (tc.firstPainted === null) tc.firstPainted = now;
    tc.answers.push(now - clicked);
  }));
}).observe(document, { childList: true, subtree: true });
// Main-thread tasks over 50 ms (Long Tasks API), from the start of the document.
window.__tc.longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__tc.longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
// The second page (a lesson reached by "Next"): when its puzzle enters the page, and when it is
// live (mounted by tractor-live.js), in this document's time.
new MutationObserver(() => {
  const tc = window.__tc;
  if (!location.pathname.endsWith(SECOND_PAGE)) return;
  if (tc.appearAt === undefined && document.querySelector("ROOT"))
    tc.appearAt = performance.now();
  if (tc.mountedAt === undefined && document.querySelector("ROOT .tc-puzzle[data-puzzle-id]"))
    tc.mountedAt = performance.now();
}).observe(document, { childList: true, subtree: true });
"""


def _watch(browser: Any) -> tuple[Any, Any]:
    context = browser.new_context()
    context.add_init_script(
        WATCH.replace("ROOT", ROOT_SEL).replace("SECOND_PAGE", json.dumps(SECOND_PAGE))
    )
    return context, context.new_page()


def _long_tasks(page: Any, until: str) -> list[float]:
    """The durations of the main thread's long tasks that started before ``until`` (a JS time)."""
    return [
        float(d)
        for d in page.evaluate(
            f"window.__tc.longTasks.filter(([s]) => s <= {until}).map(([, d]) => d)"
        )
    ]


def one_cold_run(browser: Any, base: str, verbose: bool = False) -> dict[str, float]:
    context, page = _watch(browser)
    _Quiet.log.clear()
    navigated = time.perf_counter()
    page.goto(base + PAGE, wait_until="load")
    loaded = time.perf_counter()
    page.click(f"{ROOT_SEL} button[data-answer=yes]")
    page.wait_for_selector(f"{ROOT_SEL} .tc-feedback", timeout=120_000)
    answered = time.perf_counter()
    page.wait_for_function("window.__tc.firstPainted !== null", timeout=30_000)
    cold_tasks = _long_tasks(page, "window.__tc.firstPainted")
    sent = [(t, path, n) for t, path, n in _Quiet.log if t <= answered]
    # Warm answers: flip between two answers; each must produce a new verdict.
    warm = []
    for i in range(10):
        page.click(f"{ROOT_SEL} .tc-next")
        page.wait_for_function(
            f"document.querySelector('{ROOT_SEL} .tc-feedback') === null", timeout=30_000
        )
        t0 = time.perf_counter()
        page.click(f"{ROOT_SEL} button[data-answer={'yes' if i % 2 else 'no'}]")
        page.wait_for_selector(f"{ROOT_SEL} .tc-feedback", timeout=30_000)
        warm.append(time.perf_counter() - t0)
    page.wait_for_function("window.__tc.answers.length >= 11", timeout=30_000)
    in_page = page.evaluate(
        "({answers: window.__tc.answers,"
        " cold: window.__tc.firstPainted - performance.getEntriesByType('navigation')[0].loadEventEnd,"
        " engine: performance.getEntriesByName('tractor:engine:check').map(e => e.duration)})"
    )
    page_bytes = [(path, n) for _, path, n in sent if not path.startswith((*RUNTIME, FONTS))]
    font_bytes = [n for _, path, n in sent if path.startswith(FONTS)]
    # What the page downloads before it asks for Python (the first request for the runtime).
    python_at = min((t for t, path, _ in sent if path.startswith(RUNTIME)), default=answered)
    before_python = [n for t, path, n in sent if t < python_at and not path.startswith(FONTS)]
    if verbose:
        for path, n in sorted(page_bytes, key=lambda item: -item[1]):
            print(f"  {n / 1024:8.1f} KB  {path}")
        print(f"  long tasks before the first answer (ms): {[round(d) for d in cold_tasks]}")
    context.close()
    engine = in_page["engine"][-10:]
    return {
        "cold_s": answered - loaded,
        "cold_page_s": in_page["cold"] / 1000,
        "nav_s": answered - navigated,
        "warm_ms": 1000 * statistics.median(warm),
        "warm_page_ms": statistics.median(in_page["answers"][-10:]),
        # the engine's share, as the site's script reports it (NaN when it does not)
        "engine_ms": statistics.median(engine) if engine else float("nan"),
        "kb_page": sum(n for _, n in page_bytes) / 1024,
        "kb_before_python": sum(before_python) / 1024,
        "kb_font": sum(font_bytes) / 1024,
        "mb_before_answer": sum(n for _, _, n in sent) / 1024 / 1024,
        "longest_task_ms": max(cold_tasks, default=0.0),
        "tasks_over_100": float(sum(d > 100 for d in cold_tasks)),
    }


def second_page_run(browser: Any, base: str) -> dict[str, float]:
    """Lesson A, its engine started; "Next" to lesson B; B's puzzle answered at once.

    The time from B's puzzle entering the page to its verdict on screen, less the driver's own
    delay between the puzzle going live and its click: (live - entered) + (click → verdict).
    """
    context, page = _watch(browser)
    _Quiet.log.clear()
    page.goto(base + FIRST_PAGE, wait_until="load")
    page.wait_for_selector(".tc-live .tc-puzzle[data-puzzle-id]", timeout=120_000)
    page.evaluate("window.tractorLive.ready()")
    page.evaluate("window.__tc.longTasks = []")  # only the second page's
    page.click("a.md-footer__link--next")
    page.wait_for_selector(f"{ROOT_SEL} .tc-puzzle[data-puzzle-id]", timeout=120_000)
    page.click(f"{ROOT_SEL} button[data-answer=yes]")
    page.wait_for_function("window.__tc.answers.length >= 1", timeout=120_000)
    got = page.evaluate(
        "({live: window.__tc.mountedAt - window.__tc.appearAt, answer: window.__tc.answers[0],"
        " tasks: window.__tc.longTasks.map(([, d]) => d)})"
    )
    runtime = [path for _, path, _ in _Quiet.log if path.endswith("pyodide.asm.wasm")]
    context.close()
    return {
        "second_ms": got["live"] + got["answer"],
        "second_live_ms": got["live"],
        "second_longest_task_ms": max(got["tasks"], default=0.0),
        "second_python_loads": float(len(runtime)),
    }


# The first load (issue #28 item 13): every main-thread task from the start of navigation until
# the page has settled: its puzzles live, the engine ready, then FIRST_LOAD_QUIET ms more, with
# the CPU slowed THROTTLE times (Chromium's CPU throttling) as on a busy machine.
THROTTLE = 4.0
FIRST_LOAD_QUIET = 1500
FIRST_LOAD_WINDOW = 2300  # ms from navigation: the window


def first_load_run(browser: Any, base: str, throttle: float) -> dict[str, float]:
    """The main thread's long tasks while /puzzles/ loads, its engine starts and it settles.

    At full speed the load is also traced (Chromium's trace): each task's CPU time on the page's
    main thread, which a machine busy with other work does not lengthen as it does the task's
    duration (on a 2-core machine at load average 10 the Long Tasks API saw tasks 2-3 times their
    CPU time).
    """
    context, page = _watch(browser)
    cdp = context.new_cdp_session(page)
    if throttle > 1:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    else:
        browser.start_tracing(page=page, categories=["toplevel", "devtools.timeline", "fonts"])
    page.goto(base + PAGE, wait_until="load")
    page.wait_for_selector(f"{ROOT_SEL} .tc-puzzle[data-puzzle-id]", timeout=240_000)
    page.evaluate("window.tractorLive.ready()")
    page.wait_for_timeout(FIRST_LOAD_QUIET)
    tasks = page.evaluate("window.__tc.longTasks")
    traced = _traced_tasks(browser.stop_tracing(), base) if throttle <= 1 else []
    cpu = [t.cpu for t in traced]
    context.close()
    durations = [float(d) for _, d in tasks]
    early = [float(d) for s, d in tasks if s <= FIRST_LOAD_WINDOW * max(throttle, 1)]
    key = f"x{throttle:g}"
    got = {
        f"load_longest_{key}": max(durations, default=0.0),
        f"load_over_100_{key}": float(sum(d > 100 for d in durations)),
        f"load_early_longest_{key}": max(early, default=0.0),
    }
    if throttle <= 1:
        got["load_longest_cpu"] = max(cpu, default=0.0)
        got["load_over_50_cpu"] = float(sum(c > 50 for c in cpu))
        longest = max(traced, key=lambda t: t.wall)
        got["load_longest_traced_wall"] = longest.wall
        got["load_longest_traced_cpu"] = longest.cpu
        got["load_longest_traced_fonts"] = longest.fonts
    return got


@dataclasses.dataclass
class TracedTask:
    """One task of the page's main thread, from a Chromium trace (ms): its duration, its CPU
    time, and how long it waited in the browser's font service (Linux: the renderer, sandboxed,
    asks the browser process for each font, size and weight it draws text in, and waits for the
    answer; a busy machine makes that wait long)."""

    wall: float
    cpu: float
    fonts: float


def _traced_tasks(trace: bytes, base: str) -> list[TracedTask]:
    """Each task of the page's main thread (the outermost ones), from a Chromium trace."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    mains = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("ph") == "M" and e.get("name") == "thread_name"
        if e["args"].get("name") == "CrRendererMain"
    }
    # the page's: the main thread that parsed a document of the site
    ours = {
        (e["pid"], e["tid"])
        for e in events
        if (e.get("pid"), e.get("tid")) in mains and e.get("name") == "ParseHTML"
        if base in json.dumps(e.get("args", {}))
    }
    mine = [e for e in events if (e.get("pid"), e.get("tid")) in ours and e.get("ph") == "X"]
    tasks = sorted(
        (e["ts"], e["dur"], e.get("tdur", 0))
        for e in mine
        if e.get("name") == "ThreadControllerImpl::RunTask"
    )
    # the font service's answers waited for: the outermost calls (they nest)
    font_calls = sorted((e["ts"], e["dur"]) for e in mine if e.get("name") in FONT_CALLS)
    fonts, end = [], 0
    for ts, dur in font_calls:
        if ts >= end:
            fonts.append((ts, dur))
            end = ts + dur
    traced, end = [], 0
    for ts, dur, tdur in tasks:
        if ts >= end:  # the outermost task only
            waited = sum(d for t, d in fonts if ts <= t < ts + dur)
            traced.append(TracedTask(dur / 1000, tdur / 1000, waited / 1000))
            end = ts + dur
    return traced


#: Trace events (category "fonts") of the renderer fetching a font's data from the browser.
FONT_CALLS = {
    "FontCache::GetFontPlatformData",
    "WebSandboxSupportLinux::GetFallbackFontForCharacter",
}


# The lessons' code cells (issue #28 item 12): they run in a Python of their own (a second
# worker); what it costs and what it buys.
CELLS_PAGE = "/03-combinations/"
CELL = "details.tc-code[data-tc-cell='1']"
CELLS_JS = """async (sel) => {
  const cell = document.querySelector(sel);
  const t0 = performance.now();
  const runs = () => Number(cell.dataset.tcRuns || 0);
  const before = runs();
  cell.querySelector("summary").click();
  while (!cell.tcEditor) await new Promise((r) => setTimeout(r, 20));
  window.tractorCells.run(cell);
  while (runs() === before) await new Promise((r) => setTimeout(r, 20));
  return performance.now() - t0;
}"""


def cells_run(browser: Any, base: str) -> dict[str, float]:
    """First unfold → first cell's answer; the memory of each Python; a puzzle's answer while a
    cell computes (NaN where the cells share the puzzles' Python: it would wait for the cell)."""
    context, page = _watch(browser)
    page.goto(base + CELLS_PAGE, wait_until="load")
    page.wait_for_selector(f"{ROOT_SEL} .tc-puzzle[data-puzzle-id]", timeout=120_000)
    page.evaluate("window.tractorLive.ready()")
    first_run = float(page.evaluate(CELLS_JS, CELL))
    got = page.evaluate(
        "({engine: window.tractorLive.engineWorker()?.tcMemory ?? null,"
        " cells: window.tractorLive.cellsWorker ? window.tractorLive.cellsWorker()?.tcMemory ?? null : null})"
    )
    mb = 1024 * 1024
    result = {
        "cells_first_run_ms": first_run,
        "engine_python_mb": got["engine"] / mb if got["engine"] else float("nan"),
        "cells_python_mb": got["cells"] / mb if got["cells"] else float("nan"),
        "answer_during_cell_ms": float("nan"),
    }
    if page.evaluate("typeof window.tractorCells.stop === 'function'"):
        # a cell that computes for hours, then the puzzle's answer (click → verdict on screen)
        page.evaluate(
            """(sel) => { const cell = document.querySelector(sel);
              cell.tcEditor.dispatch({changes: {from: 0, to: cell.tcEditor.state.doc.length,
                insert: "sum(range(10**13))"}});
              window.tractorCells.run(cell); }""",
            CELL,
        )
        page.wait_for_function(
            f"document.querySelector({json.dumps(CELL)}).dataset.tcPhase === 'running'",
            timeout=120_000,
        )
        before = len(page.evaluate("window.__tc.answers"))
        page.click(f"{ROOT_SEL} button[data-answer=yes]")
        page.wait_for_function(f"window.__tc.answers.length > {before}", timeout=120_000)
        result["answer_during_cell_ms"] = float(page.evaluate("window.__tc.answers.at(-1)"))
        page.evaluate(f"window.tractorCells.stop(document.querySelector({json.dumps(CELL)}))")
    context.close()
    return result


def _in_turns(
    sites: list[Path], runs: int, one_run: Callable[[Any, str], dict[str, float]]
) -> list[list[dict[str, float]]]:
    """``one_run(browser, base)`` ``runs`` times on each built site, served on 127.0.0.1.

    The sites take turns run by run (A, B, A, B…), so that a machine busier at one moment than
    another weighs on both alike. Per site, the figures of each run.
    """
    servers = [
        _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))) for site in sites
    ]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    bases = [f"http://127.0.0.1:{server.server_address[1]}" for server in servers]
    results: list[list[dict[str, float]]] = [[] for _ in sites]
    with sync_playwright() as p:
        browser = launch(p)
        for _ in range(runs):
            for i, base in enumerate(bases):
                results[i].append(one_run(browser, base))
        browser.close()
    for server in servers:
        server.shutdown()
    return results


def _medians(rows: list[dict[str, float]]) -> dict[str, float]:
    return {k: statistics.median(r[k] for r in rows) for k in rows[0]}


def measure_first_load(sites: list[Path], runs: int) -> list[dict[str, float]]:
    """Only the first-load rows, the sites taking turns run by run, each run at full speed then
    with the CPU slowed THROTTLE times; medians, and the worst of the runs."""
    results = _in_turns(
        sites,
        runs,
        lambda browser, base: {
            **first_load_run(browser, base, 1),
            **first_load_run(browser, base, THROTTLE),
        },
    )
    return [
        {**_medians(rows), **{f"{k}_worst": max(r[k] for r in rows) for k in rows[0]}}
        for rows in results
    ]


def measure(sites: list[Path], runs: int, verbose: bool) -> list[dict[str, float]]:
    """Medians of ``runs`` cold runs and ``runs`` second-page runs on each built site, in turns."""
    results = _in_turns(
        sites,
        runs,
        lambda browser, base: {
            **one_cold_run(browser, base, verbose),
            **second_page_run(browser, base),
            **first_load_run(browser, base, 1),
            **first_load_run(browser, base, THROTTLE),
            **cells_run(browser, base),
        },
    )
    return [_medians(rows) for rows in results]


# (label, key, unit, format, target or None)
ROWS = (
    ("page weight (but runtime and font)", "kb_page", "KB", "{:.1f}", 300),
    ("bytes before Python is requested", "kb_before_python", "KB", "{:.1f}", 300),
    ("Chinese web font", "kb_font", "KB", "{:.1f}", 250),
    ("bytes transferred before 1st answer", "mb_before_answer", "MB", "{:.2f}", None),
    ("cold: page load → first answer", "cold_page_s", "s", "{:.2f}", 3),
    ("      as the driver saw it", "cold_s", "s", "{:.2f}", None),
    ("      navigation → first answer", "nav_s", "s", "{:.2f}", None),
    ("      longest main-thread task", "longest_task_ms", "ms", "{:.0f}", 100),
    ("      main-thread tasks > 100 ms", "tasks_over_100", "", "{:.0f}", None),
    ("warm: click → answer on screen", "warm_page_ms", "ms", "{:.1f}", 50),
    ("      as the driver saw it", "warm_ms", "ms", "{:.1f}", None),
    ("      the engine's share", "engine_ms", "ms", "{:.1f}", None),
    ("2nd page ('Next'): appears → answer", "second_ms", "ms", "{:.0f}", 300),
    ("      appears → puzzle live", "second_live_ms", "ms", "{:.0f}", None),
    ("      longest main-thread task", "second_longest_task_ms", "ms", "{:.0f}", 100),
    ("      Pyodide downloads (both pages)", "second_python_loads", "", "{:.0f}", None),
    ("first load, settled: longest task", "load_longest_x1", "ms", "{:.0f}", 100),
    ("      tasks > 100 ms", "load_over_100_x1", "", "{:.0f}", None),
    ("      longest task, CPU time (trace)", "load_longest_cpu", "ms", "{:.0f}", None),
    ("      tasks > 50 ms of CPU (trace)", "load_over_50_cpu", "", "{:.0f}", None),
    ("      longest task in the trace: duration", "load_longest_traced_wall", "ms", "{:.0f}", None),
    ("        its CPU time", "load_longest_traced_cpu", "ms", "{:.0f}", None),
    (
        "        its time in fonts (browser's answers)",
        "load_longest_traced_fonts",
        "ms",
        "{:.0f}",
        None,
    ),
    (f"      CPU ×{THROTTLE:g}: longest task", f"load_longest_x{THROTTLE:g}", "ms", "{:.0f}", None),
    (
        f"      CPU ×{THROTTLE:g}: tasks > 100 ms",
        f"load_over_100_x{THROTTLE:g}",
        "",
        "{:.0f}",
        None,
    ),
    (
        f"      CPU ×{THROTTLE:g}: longest in first {FIRST_LOAD_WINDOW / 1000:g} s (×{THROTTLE:g})",
        f"load_early_longest_x{THROTTLE:g}",
        "ms",
        "{:.0f}",
        None,
    ),
    ("cells: 1st unfold → 1st run answered", "cells_first_run_ms", "ms", "{:.0f}", None),
    ("      puzzles' Python, memory", "engine_python_mb", "MB", "{:.1f}", None),
    ("      cells' own Python, memory", "cells_python_mb", "MB", "{:.1f}", None),
    ("      puzzle answer while a cell runs", "answer_during_cell_ms", "ms", "{:.0f}", None),
)


def report(now: dict[str, float], before: dict[str, float] | None) -> None:
    head = f"{'':38}{'before':>10}" if before else f"{'':38}"
    print(f"{head}{'now':>10}  unit  target  ratio")
    for label, key, unit, fmt, target in ROWS:
        then = f"{fmt.format(before[key]):>10}" if before else ""
        ratio = f"{now[key] / target:.2f}" if target else ""
        goal = f"≤ {target}" if target else ""
        print(f"{label:38}{then}{fmt.format(now[key]):>10}  {unit:4}  {goal:6}  {ratio}")


def report_first_load(now: dict[str, float], before: dict[str, float] | None) -> None:
    """The first-load rows: the median, and the worst run in brackets."""
    head = f"{'':46}{'before':>16}" if before else f"{'':46}"
    print(f"{head}{'now':>16}  unit  target")
    for label, key, unit, fmt, target in ROWS:
        if not key.startswith("load_"):
            continue

        then = f"{_cell(before, key, fmt):>16}" if before else ""
        goal = f"≤ {target}" if target else ""
        print(f"{label:46}{then}{_cell(now, key, fmt):>16}  {unit:4}  {goal}")


def _cell(got: dict[str, float], key: str, fmt: str) -> str:
    """A figure: the median, and the worst run in brackets."""
    return f"{fmt.format(got[key])} ({fmt.format(got[key + '_worst'])})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--verbose", action="store_true", help="list the page's downloads")
    parser.add_argument("--site", type=Path, default=SITE, help="a built site (default: site/)")
    parser.add_argument(
        "--before", type=Path, help="another built site (e.g. of an older commit), side by side"
    )
    parser.add_argument(
        "--first-load",
        action="store_true",
        help="only the first-load rows (issue #28 item 13), with the worst run beside the median",
    )
    args = parser.parse_args()
    if args.site == SITE and not (SITE / "index.html").exists():
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=ROOT, check=True)
    load = "load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    if args.first_load:
        sites = [args.before, args.site] if args.before else [args.site]
        got = measure_first_load(sites, args.runs)
        print(f"runs: {args.runs} (median; worst), page {PAGE}, first load only; {load} at start,")
        print("load average {:.2f} {:.2f} {:.2f} at the end".format(*os.getloadavg()))
        report_first_load(got[-1], got[0] if args.before else None)
        return 0
    if args.before:
        before, now = measure([args.before, args.site], args.runs, args.verbose)
    else:
        [now], before = measure([args.site], args.runs, args.verbose), None
    print(
        f"runs: {args.runs} (median), page {PAGE}, then {FIRST_PAGE} → Next, Chromium headless on localhost"
    )
    report(now, before)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
