"""axe-core finds no serious or critical problem on any page (issue #28's closing check), and
nothing on any page reaches past its content column.

Every page of the site's navigation, in English and in Chinese, light and dark, at 390 px and at
1366 px, once its puzzles, tools or game are on the page: each page is loaded once a palette and
axe runs at both widths in turn (all its rules in light, those that read colours in dark). In
light, at each width, no element reaches past the content column (or makes the page scroll
sideways) unless it is inside a scroll box of its own (a table's, a code block's); and on a
lesson at 390 px, text is no Tab stop and the first puzzle is at most 15 Tabs from the top
(issue #28 item 3: the header, "Skip to the first puzzle", then the puzzle). About 200 runs
of axe on 96 loads: marked slow (``make test`` runs it, ``make check`` does not). The failure
names, per combination, each rule, its impact and its first elements (with the colours for
contrast), and each element too wide with its box.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.page_checks import serious, wider_than_the_column
from tests.site.test_accessibility import _tab_until, _wait_for_target
from tests.site.test_browser_live import TIMEOUT

pytestmark = [pytest.mark.browser, pytest.mark.slow]

#: The pages of ``mkdocs.yml``'s navigation, by address.
PAGES = [
    "",
    "01-deck-players-goal/",
    "02-trumps/",
    "03-combinations/",
    "04-leading-following/",
    "05-ruffing/",
    "06-throws/",
    "07-kitty/",
    "08-scoring/",
    "09-declaring/",
    "10-whole-hand/",
    "11-three-decks/",
    "12-one-deck-friends/",
    "13-house-rules/",
    "puzzles/",
    "play/",
    "cheat-sheet/",
    "glossary/",
    "rules-catalogue/",
    "sources/",
    "teachers-guide/",
    "tools/house-rules/",
    "tools/referee/",
    "tools/worksheets/",
]


#: axe's rules whose answer depends on the colours (the rest read the page's structure and layout,
#: which the palette leaves as they are).
COLOUR_RULES = ("color-contrast", "link-in-text-block")


def _ready(page: Any) -> None:
    """Wait until the page's live parts (puzzles, a tool, the game) are drawn."""
    page.wait_for_load_state("load")
    if page.locator(".tc-live").count():
        page.wait_for_function(
            "document.querySelectorAll('.tc-live .tc-puzzle[data-puzzle-id]').length"
            " === document.querySelectorAll('.tc-live').length",
            timeout=TIMEOUT,
        )
    if page.locator(".tc-tool").count():
        page.wait_for_selector(".tc-tool[data-ready]", timeout=TIMEOUT)
    if page.locator("#tc-play").count():
        page.wait_for_selector("#tc-play:not([data-busy])", timeout=TIMEOUT)
    page.wait_for_function("document.fonts.status === 'loaded'")


#: After a change of width: two frames (its style and layout), then every CSS transition it
#: started has finished (a colour still changing is one axe would measure half-way).
_SETTLE = """
async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const fading = document.getAnimations().filter((a) => a instanceof CSSTransition);
  await Promise.all(fading.map((a) => a.finished.catch(() => null)));
}
"""


def _settled(page: Any) -> None:
    # a page with puzzles measures them again at a new width (tractor-live.js): until then a
    # puzzle axe scrolls to may change height under it, and what axe reads moves
    page.wait_for_function(
        "!document.querySelector('.tc-live')"
        " || document.documentElement.dataset.tcMeasured === String(innerWidth)",
        timeout=TIMEOUT,
    )
    page.evaluate(_SETTLE)


def _tabs_to_the_first_puzzle(page: Any) -> list[str]:
    """On a lesson: no text (a notebook cell, an engine output) is a Tab stop, and the first
    puzzle's first control is at most 15 Tabs from the top: the header, then "Skip to the first
    puzzle" (the lesson's folds, terms and links above the puzzle are 20 to 40 controls), then
    the puzzle. Problems, as sentences (none: [])."""
    text_stops = page.evaluate(
        """() => document.querySelectorAll(
              '.jp-Cell-inputWrapper[tabindex], .jp-OutputArea-output[tabindex]').length"""
    )
    if text_stops:
        return [f"{text_stops} text blocks are Tab stops"]
    to_link = _tab_until(page, "e.matches('a.tc-skip-puzzle')", 15)
    if not page.evaluate("document.activeElement.getBoundingClientRect().top >= 0"):
        return ["the skip link has focus above the top of the screen"]
    page.keyboard.press("Enter")
    _wait_for_target(page, "tc-first-puzzle")
    to_puzzle = _tab_until(page, "e.closest('.tc-live')", 15 - to_link)
    if not page.evaluate(
        "document.activeElement.closest('.tc-live') === document.querySelector('.tc-live')"
    ):
        return ["Tab after the skip link does not reach the first puzzle"]
    if to_link + to_puzzle > 15:
        return [f"{to_link} Tabs to the skip link and {to_puzzle} more to the first puzzle"]
    return []


@pytest.mark.parametrize("lang", ["", "zh/"], ids=["en", "zh"])
@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.strip("/") or "home")
def test_every_page_passes_axe_fits_its_column_and_tabs_to_its_first_puzzle(
    watched: PageWatch, path: str, lang: str
) -> None:
    """One load a page per palette (the browser's preferred scheme, as a reader's), each width in turn.

    (Switching the palette on a loaded page instead left the first measure at 390 px reading a
    light background behind dark-palette text in notebook cells, which a reload does not.)
    """
    page = watched.page
    # Material keeps the palette it showed (local storage) and prefers it to the browser's scheme
    # at the next load: each load starts with nothing stored, as a reader's first visit.
    page.add_init_script("try { localStorage.clear(); } catch (e) {}")
    found = {}
    wider = {}
    tabs: list[str] = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.set_viewport_size({"width": 1366, "height": 844})
        page.goto(f"{watched.base}/{lang}{path}")
        _ready(page)
        expected = "slate" if scheme == "dark" else "default"
        assert page.evaluate('document.body.getAttribute("data-md-color-scheme")') == expected
        for width in (1366, 390):
            page.set_viewport_size({"width": width, "height": 844})
            _settled(page)
            # The palette changes colours only (the same page, the same layout): in dark, the
            # rules that read colours are the ones whose answer can change.
            problems = serious(page, COLOUR_RULES if scheme == "dark" else ())
            if problems:
                found[f"{scheme} {width}"] = problems
            if scheme == "light" and (too_wide := wider_than_the_column(page)):
                wider[width] = too_wide[:5]
        if scheme == "light" and path[:2].isdigit():  # a lesson, now at 390 px
            tabs = _tabs_to_the_first_puzzle(page)
    assert found == {}
    assert wider == {}
    assert tabs == []
