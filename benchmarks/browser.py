"""Live puzzles in a real browser: how heavy and how quick, cold and warm.

Builds the site if ``site/`` is missing, serves it on 127.0.0.1 and drives Debian's Chromium:

* page weight before Python is requested (bytes of every response before the first request for
  the Pyodide runtime);
* bytes transferred before the first answer;
* cold: from the page's load event to the first answer, clicking as soon as the page has loaded
  (a fresh browser context each time, so nothing is cached);
* warm: time per answer once the engine runs.

Prints medians of several runs and the ratio to the targets (cold ≤ 3 s, warm ≤ 50 ms,
page ≤ 300 KB before Python). Usage: ``python benchmarks/browser.py [--runs N]``.
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
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
PAGE = "/puzzles/"
ROOT_SEL = ".tc-live[data-kind=tractor]"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass


def one_cold_run(browser: Any, base: str) -> dict[str, float]:
    context = browser.new_context()
    page = context.new_page()
    sizes: list[tuple[float, str, int]] = []

    def on_response(response: Any) -> None:
        try:
            body = response.body()
        except Exception:  # aborted or redirected responses have no body
            body = b""
        sizes.append((time.perf_counter(), response.url, len(body)))

    page.on("response", on_response)
    page.goto(base + PAGE, wait_until="load")
    loaded = time.perf_counter()
    page.click(f"{ROOT_SEL} button[data-answer=yes]")
    page.wait_for_selector(f"{ROOT_SEL} .tc-feedback", timeout=120_000)
    answered = time.perf_counter()
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
    first_python = min((t for t, url, _ in sizes if "/pyodide/" in url), default=answered)
    before_python = sum(n for t, url, n in sizes if t < first_python and "/pyodide/" not in url)
    before_answer = sum(n for t, _, n in sizes if t <= answered)
    context.close()
    return {
        "cold_s": answered - loaded,
        "warm_ms": 1000 * statistics.median(warm),
        "kb_before_python": before_python / 1024,
        "mb_before_answer": before_answer / 1024 / 1024,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not (SITE / "index.html").exists():
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=ROOT, check=True)
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        runs = [one_cold_run(browser, base) for _ in range(args.runs)]
        browser.close()
    server.shutdown()
    med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    print(f"runs: {args.runs} (median), page {PAGE}, Chromium headless on localhost")
    print(
        f"page weight before Python requested: {med['kb_before_python']:8.1f} KB   target ≤ 300 KB   ratio {med['kb_before_python'] / 300:.2f}"
    )
    print(f"bytes transferred before 1st answer: {med['mb_before_answer']:8.2f} MB")
    print(
        f"cold: page load → first answer:      {med['cold_s']:8.2f} s    target ≤ 3 s     ratio {med['cold_s'] / 3:.2f}"
    )
    print(
        f"warm: time per answer:               {med['warm_ms']:8.1f} ms   target ≤ 50 ms   ratio {med['warm_ms'] / 50:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
