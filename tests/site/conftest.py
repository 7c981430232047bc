"""Fixtures for the published site: one real ``mkdocs build --strict``, served on 127.0.0.1, and
Debian's Chromium driven by Playwright (never a downloaded browser).

The browser tests skip with a reason when /usr/bin/chromium is missing on a developer machine,
but fail in CI (``CI`` set), where ``.ci/run`` installs it.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site.chromium import CHROMIUM, launch

ROOT = Path(__file__).resolve().parents[2]


#: How long a worker waits for the build another worker started (it takes ~2 minutes alone).
BUILD_WAIT_S = 1200


def _needs_the_site(item: pytest.Item) -> bool:
    return "built_site" in getattr(item, "fixturenames", ())


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The test files that need the built site run after the others (their order kept).

    On several cores (``make test``) the site is built in the background from the end of the
    collection (``pytest_collection_finish``): the unit tests, the JupyterLab tests and the
    doctests, which do not need it, keep both cores busy meanwhile, instead of one core waiting
    for the other's build.
    """
    later = {item.path for item in items if _needs_the_site(item)}
    items.sort(key=lambda item: item.path in later)


def _shared(factory: pytest.TempPathFactory) -> Path:
    """The run's folder, above each worker's temporary folder (pytest-xdist)."""
    return factory.getbasetemp().parent


def pytest_collection_finish(session: pytest.Session) -> None:
    """Under pytest-xdist, the first worker to finish collecting starts the one build.

    ``site.started`` holds the build's process id once it runs; ``site.done`` its exit status
    once it ends (written by the small wrapper around ``mkdocs build``).
    """
    if os.environ.get("PYTEST_XDIST_WORKER") is None or not any(
        _needs_the_site(item) for item in session.items
    ):
        return
    shared = _shared(session.config._tmp_path_factory)  # type: ignore[attr-defined]
    try:
        started = (shared / "site.started").open("x")  # one worker wins
    except FileExistsError:
        return
    script = (
        "import os, subprocess, sys\n"
        "done = subprocess.run(sys.argv[1:-1], check=False).returncode\n"
        "open(sys.argv[-1] + '.part', 'w').write(str(done))\n"
        "os.replace(sys.argv[-1] + '.part', sys.argv[-1])\n"
    )
    with started, (shared / "site.log").open("w") as log:
        build = subprocess.Popen(
            [
                sys.executable,
                "-c",
                script,
                *_build_command(shared / "site"),
                str(shared / "site.done"),
            ],
            cwd=ROOT,
            env=_build_env(),
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        started.write(str(build.pid))
    session.config.stash[_BUILD] = build


_BUILD = pytest.StashKey[subprocess.Popen[bytes]]()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The worker that started the build waits for it at its end (it may have run out of work
    before the build is done, while the others still need the site); a run that was stopped
    stops the build too."""
    build = session.config.stash.get(_BUILD, None)
    if build is None or build.poll() is not None:
        return
    if exitstatus == pytest.ExitCode.INTERRUPTED:
        build.terminate()
    build.wait()


def _wait_for_the_build(shared: Path) -> Path:
    """The site another worker builds (see ``pytest_collection_finish``), once it is built."""
    done, started = shared / "site.done", shared / "site.started"
    waited = 0.0
    while not done.exists():
        assert started.exists(), "no worker started the site's build"
        pid = started.read_text()
        if pid and not _alive(int(pid)) and not done.exists():
            pytest.fail("the site's build stopped before its end:\n" + _tail(shared))
        assert waited < BUILD_WAIT_S, f"the site's build took over {BUILD_WAIT_S} s"
        time.sleep(0.5)
        waited += 0.5
    assert done.read_text() == "0", _tail(shared)
    return shared / "site"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _tail(shared: Path) -> str:
    return (shared / "site.log").read_text(encoding="utf-8", errors="replace")[-8000:]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the whole site once, strictly, into a temporary folder.

    With the tests on several cores (pytest-xdist, ``make test``), one worker starts the build
    in the background as collection ends (``pytest_collection_finish``), into the run's shared
    temporary folder; every worker that needs the site waits for it and reads the one build.
    """
    if os.environ.get("PYTEST_XDIST_WORKER") is None:
        return _build(tmp_path_factory.mktemp("site"))
    return _wait_for_the_build(_shared(tmp_path_factory))


def _build_command(out: Path) -> list[str]:
    return [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)]


def _build_env() -> dict[str, str]:
    return dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")


def _build(out: Path) -> Path:
    """``mkdocs build --strict`` into ``out``; fails the test with the build's last words."""
    result = subprocess.run(
        _build_command(out),
        cwd=ROOT,
        env=_build_env(),
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
