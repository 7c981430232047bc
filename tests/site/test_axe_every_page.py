"""axe-core finds no serious or critical problem on any page (issue #28's closing check).

Every page of the site's navigation, in English and in Chinese, light and dark, at 390 px and at
1366 px, once its puzzles, tools or game are on the page: each page is loaded once and axe runs
on its four views in turn. About 200 runs of axe on 48 loads: marked slow
(``make test`` runs it, ``make check`` does not). The failure names, per combination, each rule,
its impact and its first elements (with the colours for contrast).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.test_accessibility import _serious
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
COMBINATIONS = [(scheme, width) for scheme in ("light", "dark") for width in (390, 1366)]


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


#: Material's own switch to the dark palette, as a reader clicks it (the page is not reloaded:
#: Material reads the browser's preferred scheme only as the page loads).
_DARK = """
() => {
  document.querySelector('label[for="__palette_1"]').click();
  return document.body.getAttribute("data-md-color-scheme");
}
"""


def _settled(page: Any) -> None:
    """Two frames after a change of width or palette: its style and layout are done."""
    page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


@pytest.mark.parametrize("lang", ["", "zh/"], ids=["en", "zh"])
@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.strip("/") or "home")
def test_no_serious_accessibility_problem_on_any_page(
    watched: PageWatch, path: str, lang: str
) -> None:
    """One load a page (its engine started once), then each of the four views in turn."""
    page = watched.page
    page.emulate_media(color_scheme="light")
    page.set_viewport_size({"width": 1366, "height": 844})
    page.goto(f"{watched.base}/{lang}{path}")
    _ready(page)
    assert page.evaluate('document.body.getAttribute("data-md-color-scheme")') == "default"
    found = {}
    for scheme, width in COMBINATIONS:
        if (
            scheme == "dark"
            and page.evaluate('document.body.getAttribute("data-md-color-scheme")') != "slate"
        ):
            assert page.evaluate(_DARK) == "slate"
        page.set_viewport_size({"width": width, "height": 844})
        _settled(page)
        problems = _serious(page)
        if problems:
            found[f"{scheme} {width}"] = problems
    assert found == {}
