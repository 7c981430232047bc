"""The first load of a page of puzzles is no long main-thread task (issue #28 item 13).

On /puzzles/ (eight puzzles) the main thread ran tasks of 617 and 686 ms in the first 2.3 s of
a busy machine. Traced (benchmarks/browser.py's first-load rows; Chromium's long-animation-frame
entries): besides Material's own start-up, the one task that mounted every puzzle at once and the
style and layout of all their cards, on screen or not, and the same layout forced again inside
Material's start-up. Now each puzzle is mounted in a task of its own
(``tractor-live.js`` ``mountInTurns``) and a puzzle off screen is not drawn until the reader
nears it (``reading.css``: ``content-visibility: auto``). The figures are the benchmark's; these
tests check the two conditions, never a time.
"""

from __future__ import annotations

import pytest

from tests.site.conftest import PageWatch

pytestmark = pytest.mark.browser

WAIT = 120_000

# Installed before the page's scripts: at the end of the first task that mounts a puzzle (a
# MutationObserver's callback runs then), how many of the page's puzzles were mounted.
FIRST_MOUNT = """
window.__firstMount = null;
new MutationObserver((records, observer) => {
  const mounted = document.querySelectorAll(".tc-live[data-mounted]").length;
  if (!mounted) return;
  window.__firstMount = { mounted, puzzles: document.querySelectorAll(".tc-live").length };
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-mounted"] });
"""


def test_the_puzzles_of_a_page_are_mounted_one_task_at_a_time(watched: PageWatch) -> None:
    page = watched.page
    page.add_init_script(FIRST_MOUNT)
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_function("window.__firstMount !== null", timeout=WAIT)
    first = page.evaluate("window.__firstMount")
    assert first["puzzles"] >= 4
    assert first["mounted"] == 1, f"one task mounted {first['mounted']} puzzles"
    # and all of them are mounted in the end, each live
    page.wait_for_function(
        "() => [...document.querySelectorAll('.tc-live')].every("
        "(n) => n.querySelector('.tc-puzzle[data-puzzle-id]'))",
        timeout=WAIT,
    )


def test_a_puzzle_off_screen_is_drawn_only_when_the_reader_nears_it(watched: PageWatch) -> None:
    page = watched.page
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.tc-live')].every("
        "(n) => n.querySelector('.tc-puzzle[data-puzzle-id]'))",
        timeout=WAIT,
    )
    last = page.locator(".tc-live").last
    drawn = "(n) => n.querySelector('.tc-puzzle').checkVisibility({contentVisibilityAuto: true})"
    assert last.evaluate("(n) => getComputedStyle(n).contentVisibility") == "auto"
    assert last.evaluate(drawn) is False, "the last puzzle, far below, was drawn at load"
    last.scroll_into_view_if_needed()
    page.wait_for_function(
        f"({drawn})(document.querySelectorAll('.tc-live')[document.querySelectorAll('.tc-live').length - 1])",
        timeout=WAIT,
    )
    # printed, every puzzle is drawn
    page.emulate_media(media="print")
    assert last.evaluate("(n) => getComputedStyle(n).contentVisibility") == "visible"
