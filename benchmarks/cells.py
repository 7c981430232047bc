"""Running a lesson's code on its page (issue #20): first run and further runs, in Chromium.

Builds the site if ``site/`` is missing, serves it on 127.0.0.1 and drives Debian's Chromium.
For each lesson cell below, in a fresh browser context each time (nothing cached, a new Python):

* waits for the page's engine (``tractorLive.ready()``) and unfolds the cell (the editor loads);
* first run: from the click on Run to the frame painted after the output is in the page; it
  includes importing the runner and running every cell above, once;
* further runs: the same cell run again (the cells above are not run again);
* a reader who does not wait: Run clicked as soon as the page has loaded and the editor shows
  (the page's Python still starting), to the output on screen.

Also printed: the Python side alone (the runner's own ``ms``) and the editor bundle's size. The
targets: first run ≤ 1 s after the engine is ready, each further run ≤ 100 ms.
Usage: ``python benchmarks/cells.py [--runs N] [--again N]``.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the project root, for tests.site.chromium

from tests.site.chromium import launch  # noqa: E402 - the one way the site's tests start Chromium

SITE = ROOT / "site"
# (page, text of the cell's code, what it is): the lessons' own cells.
CELLS = (
    ("03-combinations", 'print(is_tractor("SJ SJ S10 S10", level10).reason)', "lesson 3, 8th cell"),
    ("06-throws", 'print(check_throw("S9 S8 S8 S4 S4", ["S9 S3"', "lesson 6, 5th cell"),
    ("04-leading-following", 'follow_table("S5", hand, ("S7", "C2"))', "lesson 4, 5th cell"),
)

# In the page: click Run on the cell and wait for its output to be painted; ms from the click.
RUN = """
async (d) => {
  const runs = Number(d.dataset.tcRuns || 0);
  const started = performance.now();
  d.querySelector(".tc-cell-run").click();
  await new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (Number(d.dataset.tcRuns || 0) > runs) { watch.disconnect(); resolve(); }
    });
    watch.observe(d, { attributes: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  const state = d.closest(".jp-Cell").querySelector(":scope > .tc-cell-output")?.dataset.state;
  return { ms: performance.now() - started, state };
}
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


def cell_handle(page: Any, code: str) -> Any:
    cells = page.locator("details.tc-code[data-tc-cell]").filter(
        has=page.locator(".clipboard-copy-txt", has_text=code)
    )
    if cells.count() != 1:
        msg = f"{cells.count()} cells hold {code!r}"
        raise SystemExit(msg)
    return cells.first


def one_run(
    browser: Any, base: str, lesson: str, code: str, again: int, *, engine_first: bool = True
) -> dict[str, Any]:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{base}/{lesson}/", wait_until="load")
        if engine_first:
            page.evaluate("window.tractorLive.ready()")
        cell = cell_handle(page, code)
        cell.locator("summary").click()
        cell.locator(".cm-editor").wait_for(timeout=30_000)
        handle = cell.element_handle()
        first = page.evaluate(RUN, handle)
        if first["state"] != "ok":
            msg = f"{lesson}: the cell failed: {cell.inner_text()[-400:]}"
            raise SystemExit(msg)
        python_first = page.evaluate(
            "() => performance.getEntriesByType('measure')"
            ".filter((m) => m.name.startsWith('tractor:cell:')).map((m) => m.duration)"
        )
        further = [page.evaluate(RUN, handle)["ms"] for _ in range(again)]
        return {"first": first["ms"], "python_first": python_first[0], "further": further}
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh pages per cell")
    parser.add_argument("--again", type=int, default=10, help="further runs per page")
    parser.add_argument("--site", type=Path, default=SITE, help="a built site (default: site/)")
    args = parser.parse_args()
    site = args.site
    if not (site / "index.html").exists():
        subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
            cwd=ROOT,
            check=True,
        )
    editor = site / "assets" / "tractor" / "cells-editor.js"
    print(f"editor bundle (loaded on the first unfold): {editor.stat().st_size / 1024:.0f} KB")
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = launch(p)
        try:
            for lesson, code, label in CELLS:
                runs = [one_run(browser, base, lesson, code, args.again) for _ in range(args.runs)]
                first = statistics.median(r["first"] for r in runs)
                python = statistics.median(r["python_first"] for r in runs)
                further = statistics.median(ms for r in runs for ms in r["further"])
                worst = max(ms for r in runs for ms in r["further"])
                cold = statistics.median(
                    one_run(browser, base, lesson, code, 0, engine_first=False)["first"]
                    for _ in range(args.runs)
                )
                print(
                    f"{label:>20}: first run {first:6.0f} ms (Python {python:5.0f} ms; target ≤ 1000,"
                    f" ×{first / 1000:.2f}) · further runs median {further:5.1f} ms, worst"
                    f" {worst:5.1f} ms (target ≤ 100, ×{further / 100:.2f}) · Run clicked as"
                    f" soon as the page loads and the editor shows: {cold:5.0f} ms"
                )
        finally:
            browser.close()
            server.shutdown()


if __name__ == "__main__":
    main()
