"""axe-core finds no serious or critical problem on the site's pages (issue: the site for everyone).

axe-core (npm, pinned in package.json) runs in Debian's Chromium on the home page, a lesson, the
puzzles page and the glossary, in light and in dark (the reader's system preference, as Material
reads it), and on a lesson after a puzzle was answered. What it reports is named in the failure:
rule, impact and the elements, with the colours for contrast problems.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.test_browser_live import TIMEOUT, _answer, _feedback, _wrong
from tractor_core import puzzles

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
PAGES = ["", "03-combinations/", "puzzles/", "glossary/"]


def _serious(page: Any) -> list[str]:
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
            .filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => {
                const data = (n.any[0] || {}).data || {};
                return n.target.join(' ') + (data.fgColor ? ` ${data.fgColor}/${data.bgColor}` : '');
            })}))"""
    )
    return [f"{v['id']} ({v['impact']}): {v['nodes'][:5]}" for v in found]


@pytest.fixture(params=["light", "dark"])
def scheme(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.strip("/") or "home")
def test_no_serious_accessibility_problem(watched: PageWatch, path: str, scheme: str) -> None:
    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/{path}")
    if path in ("03-combinations/", "puzzles/"):
        page.wait_for_selector(".tc-live .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    expected = "slate" if scheme == "dark" else "default"
    assert page.get_attribute("body", "data-md-color-scheme") == expected
    assert _serious(page) == []


def test_no_serious_accessibility_problem_after_answering(watched: PageWatch, scheme: str) -> None:
    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=follow]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    puzzle = puzzles.make_puzzle(str(page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id")))
    _answer(page, root, puzzle, _wrong(puzzle))
    _feedback(page, root, right=False)
    page.click(f"{root} .tc-feedback .tc-reveal")
    page.wait_for_selector(f"{root} .tc-feedback .tc-expected", timeout=TIMEOUT)
    page.click(f"{root} .tc-lens-button")
    page.wait_for_selector(f"{root} .tc-lens", timeout=TIMEOUT)
    assert _serious(page) == []
