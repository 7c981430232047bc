"""The widgets in a real JupyterLab at 1366×768: their Chinese font, their size.

Issue 31 (the lessons in JupyterLab). Item 10: JupyterLab ships no Chinese font, so on a machine
without one a Chinese lesson's puzzles and tools showed empty boxes; the widgets now carry their
own (``widgets/chinese_font.py``). The browser here is started with a fontconfig that knows only
DejaVu, so no font of the machine can draw Chinese, and Chromium is asked (DevTools protocol)
which font drew the text. Item 5's leftovers: the trick explorer and the worksheet button follow
JupyterLab's text size and their A−/A+ as the referee does, and each fits a 1366×768 window.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jupytext
import pytest

from tests.site.chromium import CHROMIUM, CHROMIUM_ARGS
from tests.site.jupyter_server import (
    PANEL,
    content_size,
    fits_and_follows_the_text_size,
    jupyter_server,
    open_and_run,
    write_notebook,
)
from tests.site.test_classroom_lab import open_lesson, run_all
from widgets import classroom

pytestmark = pytest.mark.browser

FAMILY = "Tractor Noto Sans SC"
LESSON = "05-ruffing.zh.py"
#: Only DejaVu: no font of the machine has a Chinese glyph.
FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>{cache}</cachedir>
</fontconfig>
"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("widgets")
    classroom.prepare(["05"], target=root, quiet=True)
    write_notebook(
        root / "explorer.ipynb",
        'from widgets import tool\ntool("explorer", show_picker=True, seed=3, lang="en")',
    )
    write_notebook(
        root / "worksheet.ipynb", 'from widgets import tool\ntool("worksheet", lang="en")'
    )
    with jupyter_server("jupyterlab", root, "--LabApp.news_url=") as url:
        yield url


@pytest.fixture(scope="module")
def browser_without_chinese(
    browser: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Any]:
    """Debian's Chromium as the other browser tests start it, seeing DejaVu's fonts only."""
    if not Path("/usr/share/fonts/truetype/dejavu").is_dir():
        pytest.skip("DejaVu is not installed (apt-get install fonts-dejavu-core)")
    folder = tmp_path_factory.mktemp("fontconfig")
    conf = folder / "fonts.conf"
    conf.write_text(FONTS_CONF.format(cache=folder / "cache"), encoding="utf-8")
    launched = browser.browser_type.launch(
        executable_path=str(CHROMIUM),
        args=list(CHROMIUM_ARGS),
        env={**os.environ, "FONTCONFIG_FILE": str(conf)},
    )
    yield launched
    launched.close()


def drawn_with(page: Any, selector: str) -> list[tuple[str, bool]]:
    """The fonts Chromium drew the first ``selector``'s text with: (family, a web font?).

    Chromium reports the fonts of a node it has laid out and painted: the node is scrolled into
    view, the page's fonts are loaded (``document.fonts.ready``, awaited) and two frames are
    drawn before it is asked; until then a node has no fonts, so it is asked again for a while.
    """
    target = page.locator(selector).first
    target.wait_for(state="visible", timeout=30_000)
    target.scroll_into_view_if_needed()
    page.evaluate(
        """async () => { await document.fonts.ready;
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))); }"""
    )
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    fonts: list[dict[str, Any]] = []
    deadline = time.monotonic() + 15
    while not fonts and time.monotonic() < deadline:
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        assert node, f"no {selector}"
        fonts = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
        if not fonts:
            page.wait_for_timeout(200)
    cdp.detach()
    return [(f["familyName"], f["isCustomFont"]) for f in fonts]


def test_a_chinese_lesson_s_widgets_draw_their_chinese_with_the_project_s_font(
    browser_without_chinese: Any, lab: str
) -> None:
    page = browser_without_chinese.new_page(viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    open_lesson(page, lab, "zh-font", f"中文/{LESSON}")
    # no font of this browser has Chinese: the lesson's title (JupyterLab's prose) is drawn
    # with DejaVu's fonts alone, which have no Chinese glyph (boxes)
    title = f"{PANEL} .jp-RenderedMarkdown h1"
    prose = drawn_with(page, title)
    assert prose
    assert all(family.startswith("DejaVu") and not web for family, web in prose), prose
    cells = jupytext.read(classroom.LESSONS / LESSON).cells
    run_all(page, sum(c.source.startswith("puzzle(") for c in cells))
    # a puzzle: its question, in Chinese
    question = f"{PANEL} .tc-puzzle .tc-question"
    drawn = drawn_with(page, question)  # (scrolled into view: JupyterLab draws it then)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in page.locator(question).first.inner_text())
    assert ("Noto Sans SC", True) in drawn
    # the referee: its Rule! button (裁决！) and a label of its question menu
    page.locator(f"{PANEL} .tc-tool button", has_text="裁决").wait_for(timeout=30_000)
    assert ("Noto Sans SC", True) in drawn_with(
        page, f"{PANEL} .tc-tool .jupyter-button.mod-primary"
    )
    assert ("Noto Sans SC", True) in drawn_with(page, f"{PANEL} .tc-tool .widget-dropdown select")
    # the font is the widgets' own, loaded from the page (no file fetched, nothing online)
    loaded = page.evaluate(
        f"""async () => {{ await document.fonts.ready;
            return [...document.fonts].filter(f => f.family.replace(/"/g, '') === '{FAMILY}')
                .map(f => f.status); }}"""
    )
    assert loaded == ["loaded"]
    # Latin text keeps JupyterLab's font
    assert ("Noto Sans SC", True) not in drawn_with(page, f"{PANEL} .tc-tool .widget-toggle-button")
    assert errors == []
    page.close()


def test_the_trick_explorer_fits_1366_by_768_and_follows_the_text_size(
    browser: Any, lab: str
) -> None:
    page, errors = open_and_run(browser, lab, "/lab/workspaces/explorer/tree/explorer.ipynb")
    page.locator(".tc-tool svg.tc-trick").wait_for(timeout=90_000)
    # the picture is sized in em: it follows the text as the rest of the tool
    width = page.eval_on_selector(".tc-tool svg.tc-trick", "e => e.getBoundingClientRect().width")
    assert width == pytest.approx(30 * content_size(page), abs=1)
    fits_and_follows_the_text_size(page, ".tc-tool .tc-picker-preset select")
    width = page.eval_on_selector(".tc-tool svg.tc-trick", "e => e.getBoundingClientRect().width")
    assert width == pytest.approx(30 * 21 * 0.9, abs=1)
    assert errors == []
    page.close()


def test_the_worksheet_button_fits_1366_by_768_and_follows_the_text_size(
    browser: Any, lab: str
) -> None:
    page, errors = open_and_run(browser, lab, "/lab/workspaces/worksheet/tree/worksheet.ipynb")
    page.get_by_role("button", name="Make worksheet").wait_for(timeout=90_000)
    # every kind is in view: a chosen one is never scrolled away
    kinds = ".tc-tool select[multiple]"
    assert page.eval_on_selector(kinds, "e => e.scrollHeight <= e.clientHeight + 1")
    fits_and_follows_the_text_size(page, ".tc-tool .widget-dropdown select")
    assert page.eval_on_selector(kinds, "e => e.scrollHeight <= e.clientHeight + 1")
    # its button's words are whole, not cut to "Make worksh…"
    make = ".tc-tool .jupyter-button.mod-primary"
    assert page.eval_on_selector(make, "e => e.scrollWidth <= e.clientWidth")
    # Make worksheet: the sheet and its key, two files
    page.get_by_role("button", name="Make worksheet").click()
    links = page.locator(".tc-worksheet-link")
    links.nth(1).wait_for(timeout=30_000)
    names = [links.nth(i).get_attribute("download") for i in range(links.count())]
    assert names == [
        "worksheet-tractor-throw-kitty-default-seed0-en.html",
        "worksheet-tractor-throw-kitty-default-seed0-en-key.html",
    ]
    assert errors == []
    page.close()
