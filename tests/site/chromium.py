"""How the site's browser tests and benchmarks start Chromium: Debian's, headless and offline.

One definition for ``tests/site/conftest.py`` and ``benchmarks/browser.py``. Playwright drives
the browser the machine has (``/usr/bin/chromium``, from ``apt-get install chromium``); it never
downloads one of its own. Every host name but 127.0.0.1 is unresolvable, so a page that reaches
for another origin fails at once instead of waiting on a network the machines do not have.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = (
    "--no-sandbox",  # runs as root in CI
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
)


def launch(playwright: Playwright) -> Browser:
    """Debian's Chromium, headless, with the flags above."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS))
