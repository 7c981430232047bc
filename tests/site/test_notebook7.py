"""The puzzle widget in a real Jupyter Notebook 7: renders, judges a wrong and a right answer.

Starts Notebook 7 (``python -m notebook``) on 127.0.0.1 with a one-cell notebook, runs the cell
in Debian's Chromium, clicks a wrong and then the right option of a follow puzzle, checks the
engine's verdict and rule id appear each time, and opens the variant lens.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.site.jupyter_server import jupyter_server, run_first_cell, write_notebook
from tractor_core import PRESETS, puzzles

pytestmark = pytest.mark.browser

PUZZLE_ID = "follow-default-2-3"


def _notebook_own_error(exc: Any) -> bool:
    """The one error Notebook 7.6.5's own bundle raises while it loads settings.

    It happens on any notebook, with every extension disabled (its keyboard-shortcut plugin reads
    the settings of ``@jupyterlab/docmanager-extension:plugin`` before the registry holds them);
    JupyterLab 4.6.6 does not raise it. Only this exact error from ``notebook_core`` is let pass.
    """
    message, stack = str(exc.message), str(exc.stack or "")
    return "reading 'schema'" in message and "/static/notebook/notebook_core." in stack


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("notebook7")
    write_notebook(
        root / "puzzle.ipynb",
        'from widgets import PuzzleWidget\nPuzzleWidget("follow", difficulty=2, seed=3)',
    )
    with jupyter_server("notebook", root) as url:
        yield url


def _answer(page: Any, option: int, verdict: str) -> None:
    """Click an option and check the feedback shows the engine's verdict on it.

    A wrong try shows what is wrong with it, and the whole verdict after "Show the answer".
    """
    expected = puzzles.check(PUZZLE_ID, option)
    page.click(f".tc-puzzle button.tc-option[data-answer='{option}']")
    feedback = page.wait_for_selector(f".tc-feedback.tc-{verdict}", timeout=30_000)
    assert expected["correct"] is (verdict == "right")
    if verdict == "wrong":
        assert expected["why"]["en"] in feedback.inner_text()
        assert page.locator(".tc-feedback .tc-reason").count() == 0, "no solution on a try"
        page.click(".tc-feedback .tc-reveal")
        page.wait_for_selector(".tc-feedback .tc-expected", timeout=30_000)
        feedback = page.wait_for_selector(".tc-feedback", timeout=30_000)
    assert feedback.get_attribute("data-rule") == expected["rule"]["id"]
    # the rule by its title (its id is the engine's, kept in data-rule)
    assert expected["rule"]["title"] in feedback.inner_text()
    assert expected["rule"]["id"] not in feedback.inner_text()
    assert page.inner_text(".tc-feedback .tc-reason") == expected["reason"]


def test_puzzle_widget_works_in_notebook7(browser: Any, notebook7: str) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    errors: list[Any] = []
    page.on("pageerror", lambda exc: errors.append(exc))  # noqa: PLW0108 - not a builtin: Playwright tags its handlers
    run_first_cell(page, notebook7, "/notebooks/puzzle.ipynb")
    page.wait_for_selector(".tc-puzzle[data-puzzle-id]", timeout=90_000)
    assert page.get_attribute(".tc-puzzle", "data-puzzle-id") == PUZZLE_ID
    right = puzzles.make_puzzle(PUZZLE_ID)["_solution"]
    wrong = next(i for i in range(4) if i != right)
    assert page.locator(".tc-puzzle button.tc-option").count() == 4
    _answer(page, wrong, "wrong")
    _answer(page, right, "right")
    page.click(".tc-lens-button")
    page.wait_for_selector(".tc-lens", timeout=30_000)
    assert page.locator(".tc-lens tbody tr").count() == len(PRESETS)
    assert [str(exc) for exc in errors if not _notebook_own_error(exc)] == []
    page.close()
