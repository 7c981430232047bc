"""Live puzzles in a real browser: how heavy and how quick, cold and warm.

Builds the site if ``site/`` is missing, serves it on 127.0.0.1 and drives Debian's Chromium:

* page weight: the bytes of everything the page downloads before the first answer except the
  Python runtime (``assets/tractor/pyodide/``), the engine (``assets/tractor/tractor_core.zip``
  and the wheel) and the Chinese web font (``assets/tractor/fonts/``, counted on its own),
  counted by the server as it sends them;
* bytes transferred before the first answer (everything);
* cold: from the page's load event to the first answer on screen, clicking as soon as the page
  has loaded (a fresh browser context each time, so nothing is cached); also from the start of
  navigation, which is what a reader waits;
* warm: time per answer once the engine runs, from the click to the verdict on screen.

Times are taken in the page (the click event's time stamp, the load event, the first frame
painted after the verdict enters the page); the times the test driver saw (Playwright's
``click`` and ``wait_for_selector``, which add its actionability checks — the element must stay
put for two animation frames — and round trips between Python, Playwright's Node driver and the
browser) are printed beside them. On a busy 2-core machine those round trips alone came to
~200 ms per answer while the page answered in ~8 ms: they measured the driver, not the site.

Prints medians of several runs and the ratio to the targets (cold ≤ 3 s, warm ≤ 50 ms,
page ≤ 300 KB, Chinese font ≤ 250 KB).
Usage: ``python benchmarks/browser.py [--runs N] [--verbose]``.

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
import functools
import http.server
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, ClassVar

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the project root, for tests.site.chromium

from tests.site.chromium import launch  # noqa: E402 - the one way the site's tests start Chromium

SITE = ROOT / "site"
PAGE = "/puzzles/"
ROOT_SEL = ".tc-live[data-kind=tractor]"


RUNTIME = (
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
"""


def one_cold_run(browser: Any, base: str, verbose: bool = False) -> dict[str, float]:
    context = browser.new_context()
    context.add_init_script(WATCH.replace("ROOT", ROOT_SEL))
    page = context.new_page()
    _Quiet.log.clear()
    navigated = time.perf_counter()
    page.goto(base + PAGE, wait_until="load")
    loaded = time.perf_counter()
    page.click(f"{ROOT_SEL} button[data-answer=yes]")
    page.wait_for_selector(f"{ROOT_SEL} .tc-feedback", timeout=120_000)
    answered = time.perf_counter()
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
    if verbose:
        for path, n in sorted(page_bytes, key=lambda item: -item[1]):
            print(f"  {n / 1024:8.1f} KB  {path}")
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
        "kb_font": sum(font_bytes) / 1024,
        "mb_before_answer": sum(n for _, _, n in sent) / 1024 / 1024,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--verbose", action="store_true", help="list the page's downloads")
    parser.add_argument("--site", type=Path, default=SITE, help="a built site (default: site/)")
    args = parser.parse_args()
    if args.site == SITE and not (SITE / "index.html").exists():
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=ROOT, check=True)
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(args.site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = launch(p)
        runs = [one_cold_run(browser, base, args.verbose) for _ in range(args.runs)]
        browser.close()
    server.shutdown()
    med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    print(f"runs: {args.runs} (median), page {PAGE}, Chromium headless on localhost")
    print(
        f"page weight (but runtime and font): {med['kb_page']:8.1f} KB   target ≤ 300 KB   ratio {med['kb_page'] / 300:.2f}"
    )
    print(
        f"Chinese web font:                    {med['kb_font']:8.1f} KB   target ≤ 250 KB   ratio {med['kb_font'] / 250:.2f}"
    )
    print(f"bytes transferred before 1st answer: {med['mb_before_answer']:8.2f} MB")
    print(
        f"cold: page load → first answer:      {med['cold_page_s']:8.2f} s    target ≤ 3 s     ratio {med['cold_page_s'] / 3:.2f}"
    )
    print(f"      as the driver saw it:          {med['cold_s']:8.2f} s")
    print(f"      navigation → first answer:     {med['nav_s']:8.2f} s    (driver)")
    print(
        f"warm: click → answer on screen:      {med['warm_page_ms']:8.1f} ms   target ≤ 50 ms   ratio {med['warm_page_ms'] / 50:.2f}"
    )
    print(
        f"      as the driver saw it:          {med['warm_ms']:8.1f} ms   (engine {med['engine_ms']:.1f} ms)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
