"""The page scripts, bundled from shared modules, share one runtime (issue #26 item 4).

The site's scripts are one esbuild bundle with code splitting (``sitebuild/bundle.mjs``): the
puzzles' ``tractor-live.js``, the tools' ``tractor-tools.js`` and the practice table's
``tractor-play.js`` each import the runtime (``sitebuild/js/runtime.js``) from the same chunk.
A copy of the runtime in any of them would start a second engine worker, and a second Pyodide,
when the reader moves to its page: from a lesson's puzzles to a tool and to the practice table
by Material's instant navigation, the tab keeps one worker and fetches Pyodide once.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.test_browser_live import TIMEOUT
from tests.site.test_navigation import PYODIDE, _click_link, _kept, _start

pytestmark = pytest.mark.browser

# Every worker the document starts, by name ("tractor-engine": the engine's; "tractor-cells").
COUNT_WORKERS = """
window.__workers = [];
const Started = window.Worker;
window.Worker = class extends Started {
  constructor(url, options) { super(url, options); window.__workers.push(options && options.name); }
};
"""


def _engines(page: Any) -> int:
    return int(page.evaluate("window.__workers.filter((n) => n === 'tractor-engine').length"))


def test_a_lesson_a_tool_and_the_practice_table_share_one_engine(watched: PageWatch) -> None:
    page = watched.page
    page.add_init_script(COUNT_WORKERS)
    requests = _start(page, f"{watched.base}/02-trumps/")
    assert _engines(page) == 1
    # to the referee, a teachers' tool (tractor-tools.js), by the sidebar: the same document
    _click_link(page, '.md-nav--primary a.md-nav__link[href$="tools/referee/"]')
    page.wait_for_selector(".tc-tool[data-ready]", timeout=TIMEOUT)
    _kept(page)
    # to the practice table (tractor-play.js): its hand is dealt by the same engine
    _click_link(page, '.md-nav--primary a.md-nav__link[href$="/play/"]')
    page.wait_for_selector("#tc-play.tc-play-live", timeout=TIMEOUT)
    page.evaluate("window.tractorLive.ready()")
    _kept(page)
    assert _engines(page) == 1, "a second engine worker started"
    assert requests.count("tractor-worker.js") == 1
    assert requests.count(PYODIDE) == 1, "Pyodide was fetched again"


def test_a_tools_page_does_not_load_the_card_pieces(watched: PageWatch) -> None:
    """A tool draws no card picture: its page never fetches the deck (js/deck.js, 4.8 KB), which
    every page loaded with the runtime before."""
    page = watched.page
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url.split("?")[0]))
    page.goto(f"{watched.base}/tools/referee/")
    page.wait_for_selector(".tc-tool[data-ready]", timeout=TIMEOUT)
    assert not [url for url in asked if url.endswith("/tractor/deck.js")]
    assert [url for url in asked if url.endswith("/assets/tractor/tractor-tools.js")]
