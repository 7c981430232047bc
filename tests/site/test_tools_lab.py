"""The teachers' tools at a projector's size, in a real JupyterLab at 1366×768.

Issue 31 (the lessons in JupyterLab, item 5): the referee, explorer and picker used 13 px text,
ignored JupyterLab's content font size (and Presentation Mode, which enlarges it), had no A−/A+,
and the referee with its picker was 695 px tall, taller than a 768 px screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.site.jupyter_server import (
    fits_and_follows_the_text_size,
    font_px,
    jupyter_server,
    open_and_run,
    write_notebook,
)

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


def test_the_referee_with_its_picker_fits_1366_by_768_and_follows_the_text_size(
    browser: Any, lab: str
) -> None:
    page, errors = open_and_run(browser, lab, "/lab/tree/referee.ipynb")
    page.locator(".tc-tool").first.wait_for(timeout=90_000)
    page.get_by_role("button", name="Rule!").wait_for(timeout=30_000)
    # fits the notebook's part of a 768 px screen (the picker's options folded under the
    # preset); its text is JupyterLab's content text size (14 px by default), not ipywidgets'
    # 13 px, and follows it (Settings › Theme › content font size, Presentation Mode); A+ and
    # A− size this tool only
    fits_and_follows_the_text_size(page, ".tc-tool .widget-dropdown select")
    # the picker inside the referee grows with it (one A−/A+ for both)
    assert font_px(page, ".tc-tool .tc-picker-preset select") == pytest.approx(21 * 0.9, abs=0.1)
    assert errors == []
    page.close()
