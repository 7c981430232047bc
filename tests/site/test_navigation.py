"""The rules engine survives moving from page to page (issue #15, "the page never freezes, and the
engine survives navigation").

The engine (Pyodide and tractor_core) runs in a Web Worker started by the page's runtime
(``sitebuild/tractor-worker.js``, ``sitebuild/js/runtime.js``). Material's instant
navigation swaps a page's content in place, keeping its scripts, when the link leads to a page
listed in the site's sitemap (Material's documentation: "instant navigation relies on the
generated sitemap.xml"); each page hands Material that list wherever the site is served
(``sitebuild/inline/instant-sitemap.js``). So "Next", the sidebar, the search, anchors and
the back button keep the same document, the same worker and its warm engine: Pyodide is fetched
once per tab. Links out of the site's pages (JupyterLite's "Run this lesson") still load a page.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site.conftest import PageWatch, _Quiet, _Server
from tests.site.test_browser_live import TIMEOUT, _answer, _feedback, _wrong
from tractor_core import puzzles

pytestmark = pytest.mark.browser

FIRST = "02-trumps/"  # its footer's "Next" is lesson 3, with a tractor puzzle
SECOND = "03-combinations/"
LIVE = ".tc-live[data-kind=tractor]"
PYODIDE = "pyodide.asm.wasm"


class Requests:
    """Every request the page and its workers make (by URL)."""

    def __init__(self, page: Any) -> None:
        self.urls: list[str] = []
        page.on("request", lambda request: self.urls.append(request.url))

    def count(self, ending: str) -> int:
        return sum(url.split("?")[0].endswith(ending) for url in self.urls)


def _address(path: str) -> re.Pattern[str]:
    """A page's address, with or without a section (Material's navigation.tracking adds one) and
    the search's highlight (``?h=word``)."""
    return re.compile(f"/{re.escape(path)}(\\?[^#]*)?(#.*)?$")


def _start(page: Any, url: str) -> Requests:
    """Open ``url``, wait for its engine, and mark the document (a reload would lose the mark)."""
    requests = Requests(page)
    page.goto(url)
    page.wait_for_selector(".tc-live .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.evaluate("window.tractorLive.ready()")
    page.evaluate("window.__sameDocument = true; window.__worker = tractorLive.engineWorker()")
    return requests


def _kept(page: Any) -> None:
    """The same document (no reload) and the same engine's worker as when the test started."""
    assert page.evaluate("window.__sameDocument === true"), "the page was loaded again"
    assert page.evaluate("tractorLive.engineWorker() !== null")
    assert page.evaluate("tractorLive.engineWorker() === window.__worker"), "a new worker"


def _click_link(page: Any, selector: str) -> None:
    # Material records the scroll offset 100 ms after the last scroll; a click right after the
    # driver scrolls the link into view would land the next page at the old offset.
    page.locator(selector).first.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.locator(selector).first.click()


def _answers_wrong_then_right(page: Any, root: str) -> None:
    puzzle_id = str(page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id"))
    puzzle = puzzles.make_puzzle(puzzle_id)
    wrong = _wrong(puzzle)
    _answer(page, root, puzzle, wrong)
    assert puzzles.check(puzzle_id, wrong)["why"]["en"] in _feedback(page, root, right=False)
    _answer(page, root, puzzle, puzzle["_solution"])
    reason = puzzles.check(puzzle_id, puzzle["_solution"])["reason"].split(".")[0]
    assert reason in _feedback(page, root, right=True)


def test_next_keeps_the_engine_and_the_next_lessons_puzzle_answers(watched: PageWatch) -> None:
    page = watched.page
    requests = _start(page, f"{watched.base}/{FIRST}")
    assert requests.count(PYODIDE) == 1
    _click_link(page, "a.md-footer__link--next")
    page.wait_for_url(_address(SECOND), timeout=TIMEOUT)
    page.wait_for_selector(f"{LIVE} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    assert page.locator(".tc-live .tc-static").count() == 0, "every puzzle of page B is live"
    _answers_wrong_then_right(page, LIVE)
    # ...and Chinese, the puzzle's language toggle (the engine writes the text)
    page.click(f"{LIVE} .tc-lang")
    page.wait_for_selector(f"{LIVE} .tc-puzzle[lang=zh-Hans]", timeout=TIMEOUT)
    _kept(page)
    assert requests.count(PYODIDE) == 1, "Pyodide was fetched again"
    assert requests.count("tractor-worker.js") == 1


def test_the_back_button_anchors_and_the_sidebar_keep_the_engine(watched: PageWatch) -> None:
    page = watched.page
    requests = _start(page, f"{watched.base}/{FIRST}")
    _click_link(page, "a.md-footer__link--next")
    page.wait_for_selector(f"{LIVE} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    # an anchor of the table of contents: same page, its address names the section
    anchor = page.locator(".md-sidebar--secondary a.md-nav__link").first
    fragment = "#" + str(anchor.get_attribute("href")).split("#", 1)[1]
    anchor.click()
    page.wait_for_url(f"**/{SECOND}{fragment}", timeout=TIMEOUT)
    # back to lesson 2: its puzzle is live again and answers
    page.go_back()
    page.go_back()
    page.wait_for_url(_address(FIRST), timeout=TIMEOUT)
    order = ".tc-live[data-kind=order]"
    page.wait_for_selector(f"{order} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.click(f"{order} .tc-hint-button")
    page.wait_for_selector(f"{order} .tc-hint", timeout=TIMEOUT)
    # the sidebar: the practice page, all eight puzzles live
    _click_link(page, ".md-sidebar--primary a.md-nav__link[href$='puzzles/']")
    page.wait_for_url(_address("puzzles/"), timeout=TIMEOUT)
    page.wait_for_selector(".tc-live[data-kind=kitty] .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    assert page.locator(".tc-live .tc-static").count() == 0
    _answers_wrong_then_right(page, LIVE)
    _kept(page)
    assert requests.count(PYODIDE) == 1


def test_a_jump_within_a_page_keeps_its_puzzles_and_what_the_reader_typed(
    watched: PageWatch,
) -> None:
    """Material's instant navigation (9.8.1) loaded the page again at the first change of its
    #anchor (the contents' links, "Skip to content", a rule's link in a puzzle, the address's #
    set by a script): every puzzle, code cell and practice hand was mounted anew and what the
    reader had typed was lost. A jump within a page is the browser's, and Back returns from it
    (``sitebuild/inline/same-page-anchors.js``)."""
    page = watched.page
    requests = _start(page, f"{watched.base}/puzzles/")
    typed = ".tc-live[data-kind=order] input.tc-typed"
    page.fill(typed, "BJ H10")
    page.evaluate(
        "window.__puzzle = document.querySelector('.tc-live[data-kind=order] .tc-puzzle')"
    )
    for anchor in ("who-wins-this-trick", "can-this-throw-succeed"):
        _click_link(page, f".md-content a[href$='#{anchor}']:not(.anchor-link)")
        page.wait_for_url(f"**/puzzles/#{anchor}", timeout=TIMEOUT)
    # back: to where the reader was before that jump (Material's navigation.tracking has written
    # the section they scrolled to into that entry of the history)
    page.go_back()
    page.wait_for_function("!location.hash.includes('throw')", timeout=TIMEOUT)
    page.evaluate("location.hash = '#is-this-a-tractor'")
    page.wait_for_url("**/puzzles/#is-this-a-tractor", timeout=TIMEOUT)
    page.wait_for_timeout(500)  # (the page's own fetch, had it been made, came within this)
    assert requests.count("/puzzles/") == 1, "the page was fetched again"
    assert page.evaluate(
        "window.__puzzle === document.querySelector('.tc-live[data-kind=order] .tc-puzzle')"
    ), "the puzzles were mounted anew"
    assert page.input_value(typed) == "BJ H10"
    _kept(page)


# Records, each time html[data-tc-measured] is set, how many of the page's puzzles had not been
# measured yet (drawn once with .tc-measuring); on /puzzles/, as its first puzzle is measured,
# follows the sidebar's link to lesson 3 (an instant navigation, mid-measuring).
LEAVE_MID_MEASURING = """(() => {
  window.__tcMeasuredMarks = [];
  let left = false;
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.attributeName === "class" && r.target.classList.contains("tc-measuring")) {
        r.target.__tcSeen = true;
        if (!left && location.pathname.endsWith("/puzzles/")) {
          left = true;
          document.querySelector(".md-sidebar--primary a.md-nav__link[href$='03-combinations/']").click();
        }
      }
      if (r.attributeName === "data-tc-measured" && document.documentElement.dataset.tcMeasured) {
        const live = [...document.querySelectorAll(".tc-live")];
        window.__tcMeasuredMarks.push({
          page: location.pathname, live: live.length, unmeasured: live.filter((n) => !n.__tcSeen).length,
        });
      }
    }
  }).observe(document, {
    attributes: true, subtree: true, attributeFilter: ["class", "data-tc-measured"],
  });
})()"""


def test_a_page_left_while_its_puzzles_are_measured_does_not_mark_the_next_one_measured(
    watched: PageWatch,
) -> None:
    """The puzzles of a page are measured one a frame after they are mounted; a reader who goes
    to another page meanwhile (instant navigation) must not have the page left's measuring mark
    the new page measured (html[data-tc-measured], which the tests and the jump back to an anchor
    rely on) while the new page's puzzles are not."""
    page = watched.page
    page.add_init_script(LEAVE_MID_MEASURING)
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_url(_address(SECOND), timeout=TIMEOUT)
    page.wait_for_selector(f"{LIVE} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.wait_for_function("document.documentElement.dataset.tcMeasured", timeout=TIMEOUT)
    page.wait_for_timeout(1000)  # (a late mark of the page left would come within this)
    marks = page.evaluate("window.__tcMeasuredMarks")
    assert marks, "lesson 3 was never marked measured"
    assert all(m["page"].endswith(f"/{SECOND}") for m in marks), marks
    assert all(m["live"] > 0 and m["unmeasured"] == 0 for m in marks), marks
    assert page.evaluate("document.querySelectorAll('.tc-measuring').length") == 0


def test_a_search_result_opens_in_place_and_run_this_lesson_loads_jupyterlite(
    watched: PageWatch,
) -> None:
    page = watched.page
    requests = _start(page, f"{watched.base}/puzzles/")
    page.click("input[data-md-component=search-query]")
    page.fill("input[data-md-component=search-query]", "kitty")
    result = page.locator(".md-search-result__item a[href*='07-kitty/']").first
    result.wait_for(timeout=TIMEOUT)
    result.click()
    page.wait_for_url(_address("07-kitty/"), timeout=TIMEOUT)
    kitty = ".tc-live[data-kind=kitty] >> nth=0"
    page.wait_for_selector(f"{kitty} >> .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.click(f"{kitty} >> .tc-hint-button")
    page.wait_for_selector(f"{kitty} >> .tc-hint", timeout=TIMEOUT)
    _kept(page)
    assert requests.count(PYODIDE) == 1
    # JupyterLite is another application: its link loads it as a page of its own
    run = page.locator(".tc-run-lite a").first
    assert "/lite/" in str(run.evaluate("a => a.href"))
    run.click()
    page.wait_for_url("**/lite/notebooks/**", timeout=TIMEOUT)
    assert page.evaluate("window.__sameDocument === undefined"), "JupyterLite is its own page"


@pytest.fixture
def deep_site(built_site: Path, tmp_path: Path) -> Iterator[str]:
    """The built site served from a folder of a bigger site: /courses/tractor/."""
    (tmp_path / "courses").mkdir()
    (tmp_path / "courses" / "tractor").symlink_to(built_site, target_is_directory=True)
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/courses/tractor"
    server.shutdown()


def test_instant_navigation_works_wherever_the_site_is_served(browser: Any, deep_site: str) -> None:
    watch = PageWatch(browser, deep_site.rsplit("/courses", 1)[0])
    try:
        page = watch.page
        requests = _start(page, f"{deep_site}/{FIRST}")
        _click_link(page, "a.md-footer__link--next")
        page.wait_for_url(f"{deep_site}/{SECOND}**", timeout=TIMEOUT)
        page.wait_for_selector(f"{LIVE} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
        _answers_wrong_then_right(page, LIVE)
        _kept(page)
        assert requests.count(PYODIDE) == 1
    finally:
        watch.close()
    assert watch.foreign == []
    assert watch.errors == []


def test_without_module_workers_the_engine_runs_on_the_page(watched: PageWatch) -> None:
    """A browser that cannot start a module worker still gets live puzzles (on its main thread)."""
    page = watched.page
    page.add_init_script(
        "window.Worker = function () { throw new TypeError('module workers are not supported'); };"
    )
    messages: list[str] = []
    page.on("console", lambda msg: messages.append(msg.text))
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_selector(f"{LIVE} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    _answers_wrong_then_right(page, LIVE)
    assert page.evaluate("tractorLive.engineWorker()") is None
    assert any("no module worker" in text for text in messages)


def test_an_engine_that_cannot_start_in_the_worker_says_so_on_the_page(
    watched: PageWatch,
) -> None:
    """The worker's own failure reaches the page: plain words for the reader, the detail in the console."""
    page = watched.page
    warnings: list[str] = []
    page.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    page.route("**/assets/tractor/tractor_core.zip", lambda route: route.fulfill(status=404))
    page.goto(f"{watched.base}/puzzles/")
    status = page.wait_for_selector(".tc-runtime[data-kind=error]", timeout=TIMEOUT)
    text = status.inner_text()
    assert "The live puzzles cannot run in this browser" in text
    assert "The lesson text still works" in text
    assert "404" not in text, "the reader gets plain words, not the download's status"
    # the detail, for whoever opens the console: the worker's own message, not a lost rejection
    assert any("could not load the engine (404)" in line for line in warnings), warnings
    # the browser's own line about the 404 response is expected; nothing else went wrong (no
    # unhandled rejection in the worker either)
    watched.errors[:] = [
        e for e in watched.errors if not e.startswith("console: Failed to load resource")
    ]
