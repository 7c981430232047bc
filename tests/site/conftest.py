"""Fixtures for the published site: one real ``mkdocs build --strict``, served on 127.0.0.1, and
Debian's Chromium driven by Playwright (never a downloaded browser).

The browser tests skip with a reason when /usr/bin/chromium is missing on a developer machine,
but fail in CI (``CI`` set), where ``.ci/run`` installs it.
"""

from __future__ import annotations

import fcntl
import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site.chromium import CHROMIUM, launch

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the whole site once, strictly, into a temporary folder.

    With the tests on several cores (pytest-xdist, ``make test``), the first worker that needs
    the site builds it in the run's shared temporary folder while the others wait on a lock;
    they all then read the one build.
    """
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return _build(tmp_path_factory.mktemp("site"))
    shared = tmp_path_factory.getbasetemp().parent  # the run's folder, above each worker's
    out = shared / "site"
    with (shared / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not (shared / "site.built").exists():
                shutil.rmtree(out, ignore_errors=True)  # a build that failed half-way
                _build(out)
                (shared / "site.built").touch()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return out


def _build(out: Path) -> Path:
    """``mkdocs build --strict`` into ``out``; fails the test with the build's last words."""
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-8000:]
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that aborts a download is not an error worth a traceback."""


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """The built site served by a local HTTP server on an ephemeral port."""
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(built_site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless, with every name but 127.0.0.1 unresolvable."""
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail("/usr/bin/chromium is missing: .ci/run must apt-get install chromium")
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only for browser tests

    with sync_playwright() as p:
        instance = launch(p)
        yield instance
        instance.close()


class PageWatch:
    """A browser page that records requests to other origins, page errors and console errors."""

    def __init__(self, browser: Any, base: str) -> None:
        self.base = base
        self.context = browser.new_context()
        self.page = self.context.new_page()
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.page.route("**/*", self._route)
        self.page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))
        self.page.on(
            "console",
            lambda msg: self.errors.append(f"console: {msg.text}") if msg.type == "error" else None,
        )

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith((self.base, "data:", "blob:")):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def watched(browser: Any, site_url: str) -> Iterator[PageWatch]:
    """A fresh page (fresh local storage) on the served site; asserts it stayed on its origin."""
    watch = PageWatch(browser, site_url)
    yield watch
    watch.close()
    assert watch.foreign == [], f"requests left the site's origin: {watch.foreign}"
    assert watch.errors == [], f"errors in the page: {watch.errors}"


def copy_site(built_site: Path, dest: Path) -> Path:
    """A private copy of the built site (for tests that break it on purpose)."""
    shutil.copytree(built_site, dest)
    return dest
