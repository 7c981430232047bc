"""The teachers' tools at a projector's size, in a real JupyterLab at 1366×768.

Issue 31 (the lessons in JupyterLab, item 5): the referee, explorer and picker used 13 px text,
ignored JupyterLab's content font size (and Presentation Mode, which enlarges it), had no A−/A+,
and the referee with its picker was 695 px tall, taller than a 768 px screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.site.jupyter_server import jupyter_server, run_first_cell, write_notebook

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("tools")
    write_notebook(
        root / "referee.ipynb",
        'from widgets import Referee\nReferee(show_picker=True, lang="en")',
    )
    with jupyter_server("jupyterlab", root, "--LabApp.news_url=") as url:
        yield url


def font_px(page: Any, selector: str) -> float:
    return float(page.eval_on_selector(selector, "e => parseFloat(getComputedStyle(e).fontSize)"))


def test_the_referee_with_its_picker_fits_1366_by_768_and_follows_the_text_size(
    browser: Any, lab: str
) -> None:
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    run_first_cell(page, lab, "/lab/tree/referee.ipynb")
    tool = page.locator(".tc-tool").first
    tool.wait_for(timeout=90_000)
    page.get_by_role("button", name="Rule!").wait_for(timeout=30_000)
    # fits the notebook's part of a 768 px screen, the picker's options folded under the preset
    box = tool.bounding_box()
    panel = page.locator(".jp-NotebookPanel-notebook").first.bounding_box()
    assert box["height"] <= panel["height"], (box, panel)
    assert box["width"] <= panel["width"]
    # its text is JupyterLab's content text size (14 px by default), not ipywidgets' 13 px
    content = float(
        page.evaluate(
            "parseFloat(getComputedStyle(document.body).getPropertyValue('--jp-content-font-size1'))"
        )
    )
    select = ".tc-tool .widget-dropdown select"
    assert font_px(page, select) == pytest.approx(content)
    # Settings › Theme › content font size (and Presentation Mode) change the variable
    page.evaluate("document.body.style.setProperty('--jp-content-font-size1', '21px')")
    assert font_px(page, select) == pytest.approx(21)
    # A+ and A− size this tool only
    page.get_by_role("button", name="A+").first.click()
    page.wait_for_function(
        "(s) => Math.abs(parseFloat(getComputedStyle(document.querySelector(s)).fontSize)"
        " - 21 * 1.15) < 0.1",
        arg=select,
        timeout=10_000,
    )
    page.get_by_role("button", name="A−").first.click()
    page.get_by_role("button", name="A−").first.click()
    page.wait_for_function(
        "(s) => Math.abs(parseFloat(getComputedStyle(document.querySelector(s)).fontSize)"
        " - 21 * 0.9) < 0.1",
        arg=select,
        timeout=10_000,
    )
    # the picker inside the referee grows with it (one A−/A+ for both)
    assert font_px(page, ".tc-tool .tc-picker-preset select") == pytest.approx(21 * 0.9, abs=0.1)
    assert errors == []
    page.close()
