"""axe-core finds no serious or critical problem on any page (issue #28's closing check).

Every page of the site's navigation, in English and in Chinese, light and dark, at 390 px and at
1366 px, once its puzzles, tools or game are on the page. About 200 runs of axe: marked slow
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


@pytest.mark.parametrize("lang", ["", "zh/"], ids=["en", "zh"])
@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.strip("/") or "home")
def test_no_serious_accessibility_problem_on_any_page(
    watched: PageWatch, path: str, lang: str
) -> None:
    page = watched.page
    found = {}
    for scheme, width in COMBINATIONS:
        page.set_viewport_size({"width": width, "height": 844})
        page.emulate_media(color_scheme=scheme)
        page.goto(f"{watched.base}/{lang}{path}")
        _ready(page)
        problems = _serious(page)
        if problems:
            found[f"{scheme} {width}"] = problems
    assert found == {}
