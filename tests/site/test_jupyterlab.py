"""The puzzle widget in a real JupyterLab: the anywidget front-end renders, answers and compares.

Starts JupyterLab on 127.0.0.1 with a one-cell notebook, runs the cell in Debian's Chromium,
clicks an answer and the variant lens, and checks the engine's verdict appears.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.site.jupyter_server import jupyter_server, run_first_cell, write_notebook
from tractor_core import PRESETS, puzzles

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("lab")
    write_notebook(
        root / "puzzle.ipynb",
        'from widgets import PuzzleWidget\nPuzzleWidget("tractor", difficulty=2, seed=5)',
    )
    with jupyter_server("jupyterlab", root, "--LabApp.news_url=") as url:
        yield url


def test_puzzle_widget_works_in_jupyterlab(browser: Any, lab: str) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    run_first_cell(page, lab, "/lab/tree/puzzle.ipynb")
    page.wait_for_selector(".tc-puzzle[data-puzzle-id]", timeout=90_000)
    puzzle_id = page.get_attribute(".tc-puzzle", "data-puzzle-id")
    assert puzzle_id == "tractor-default-2-5"
    solution = puzzles.make_puzzle(puzzle_id)["_solution"]
    page.click(f".tc-puzzle button[data-answer={'yes' if solution else 'no'}]")
    feedback = page.wait_for_selector(".tc-feedback.tc-right", timeout=30_000)
    assert puzzles.check(puzzle_id, solution)["rule"]["id"] in feedback.inner_text()
    page.click(".tc-lens-button")
    page.wait_for_selector(".tc-lens", timeout=30_000)
    assert page.locator(".tc-lens tbody tr").count() == len(PRESETS)
    assert errors == []
    page.close()
