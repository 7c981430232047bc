"""The first load of a page of puzzles is no long main-thread task (issue #28 item 13).

On /puzzles/ (eight puzzles) the main thread ran tasks of 617 and 686 ms in the first 2.3 s of
a busy machine. Traced in Chromium (benchmarks/browser.py --first-load gives the figures):
besides the puzzles' own mounting and drawing, the page's first style and layout forced inside
Material's start-up (its bundle reads the scroll position as it runs), and the stylesheets and
the palette's attributes styled again there (instant navigation rewrites every relative address,
and a stylesheet whose address is written reloads; the palette sets <body>'s colour attributes).
Now a page's stylesheets are in its head with absolute addresses before Material starts, and the
palette's attributes are set before the content is parsed (``overrides/main.html``); each puzzle
is mounted in a task of its own (``tractor-live.js`` ``mountInTurns``) and a puzzle off screen is
not drawn until the reader nears it (``reading.css``: ``content-visibility: auto``). These tests
check those conditions, never a time.
"""

from __future__ import annotations

from typing import Literal

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

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
    # After mounting, tractor-live.js draws each puzzle once, one a frame, to keep its real height
    # (html[data-tc-measured] once done); the last one drawn is skipped again from the browser's
    # next rendering update. Checked before that (a fresh-clone CI run did), it is still drawn.
    page.wait_for_function("document.documentElement.dataset.tcMeasured", timeout=WAIT)
    assert last.evaluate("(n) => getComputedStyle(n).contentVisibility") == "auto"
    try:
        page.wait_for_function(
            f"() => !({drawn})([...document.querySelectorAll('.tc-live')].at(-1))", timeout=10_000
        )
    except PlaywrightTimeout:
        pytest.fail("the last puzzle, far below, is drawn although the reader is not near it")
    last.scroll_into_view_if_needed()
    page.wait_for_function(
        f"({drawn})(document.querySelectorAll('.tc-live')[document.querySelectorAll('.tc-live').length - 1])",
        timeout=WAIT,
    )
    # printed, every puzzle is drawn
    page.emulate_media(media="print")
    assert last.evaluate("(n) => getComputedStyle(n).contentVisibility") == "visible"


# Installed before the page's scripts: each change of a stylesheet link's address, and whether
# Material's bundle had run by then (it sets window.document$ as it ends).
STYLESHEETS = """
window.__sheetChanges = [];
new MutationObserver((records) => {
  for (const r of records)
    if (r.target.matches("link[rel=stylesheet]"))
      window.__sheetChanges.push({ href: r.target.getAttribute("href"), material: "document$" in window });
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["href"] });
"""


def test_material_does_not_reload_the_pages_stylesheets_as_it_starts(watched: PageWatch) -> None:
    """Instant navigation writes every relative address absolute as Material starts; a
    stylesheet's written so reloads, and the whole page is styled again in Material's task. The
    page's stylesheets are all in its head, written absolute before anything is drawn."""
    page = watched.page
    page.add_init_script(STYLESHEETS)
    page.goto(f"{watched.base}/puzzles/", wait_until="load")
    page.wait_for_function("'document$' in window", timeout=WAIT)
    sheets = page.evaluate(
        """() => [...document.querySelectorAll("link[rel=stylesheet]")].map((l) =>
          ({ href: l.getAttribute("href"), head: l.parentElement === document.head }))"""
    )
    assert any(s["href"].endswith("/assets/tractor/jupyter.css") for s in sheets), sheets
    assert len(sheets) >= 6
    assert all(s["head"] for s in sheets), f"stylesheets in the body: {sheets}"
    assert all(s["href"].startswith(watched.base) for s in sheets), sheets
    late = [c["href"] for c in page.evaluate("window.__sheetChanges") if c["material"]]
    assert late == [], f"Material's start-up rewrote (and so reloaded) {late}"


# Installed before the page's scripts: the first batch of changes to <body>'s colour attributes
# once Material's bundle has run (it sets window.document$ as it ends): the palette's own setting.
PALETTE = """
window.__paletteBatch = null;
new MutationObserver((records, observer) => {
  if (!("document$" in window)) return;
  window.__paletteBatch = records
    .filter((r) => r.target === document.body && r.attributeName.startsWith("data-md-color-"))
    .map((r) => ({ name: r.attributeName, was: r.oldValue, now: document.body.getAttribute(r.attributeName) }));
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeOldValue: true });
"""


SCHEMES: tuple[tuple[Literal["light", "dark"], str], ...] = (
    ("light", "default"),
    ("dark", "slate"),
)


def test_materials_palette_changes_no_colour_attribute_as_it_starts(watched: PageWatch) -> None:
    """Material's palette sets <body>'s colour attributes as its bundle starts (one of them,
    data-md-color-switching, matters to every element) and reads a style at once: the page was
    styled again in Material's task. They are set before the content is parsed, to what Material
    sets, in light and in dark."""
    page = watched.page
    page.add_init_script(PALETTE)
    for scheme, expected in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        page.goto(f"{watched.base}/puzzles/", wait_until="load")
        if scheme == "dark":  # not the choice Material saved on the light visit
            page.evaluate("localStorage.clear()")
            page.reload(wait_until="load")
        page.wait_for_function("window.__paletteBatch !== null", timeout=WAIT)
        batch = page.evaluate("window.__paletteBatch")
        names = {c["name"] for c in batch}
        assert names >= {"data-md-color-scheme", "data-md-color-switching"}, (scheme, batch)
        changed = [c for c in batch if c["was"] != c["now"]]
        assert changed == [], f"Material's palette changed {changed} ({scheme})"
        assert page.evaluate("document.body.dataset.mdColorScheme") == expected
