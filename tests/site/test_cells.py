"""A lesson's code runs where it is read (issue #20, "Run a lesson's code in place on the page").

Unfolding a code cell makes it an editor (CodeMirror, loaded only then) with Run (and
Shift+Enter) and Reset; the cell runs in the page's own Python, the cells above it first; its
output replaces the lesson's under it. Checked in Debian's Chromium on two lessons: a changed
card list gets the engine's new verdict (computed here by the same engine), a typo gets the
error naming the bad card, Reset brings back the lesson's code and output, a reload keeps the
reader's edit; and nothing spills past the column on a phone.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.page_checks import OVERFLOW
from tractor_core import Rank, Suit, Trump, is_tractor, order_for
from tractor_core.rules.throwing import check_throw
from tractor_core.text import name_cards

pytestmark = pytest.mark.browser

LEVEL10 = order_for(Trump(Rank.TEN, Suit.HEARTS))
TABLE_CODE = '"S5 S5 S3 S3", "S5 S5 S4"'  # lesson 3's table of tractors
THROW_CODE = 'print(reason_of(check_throw("S9 S8 S8 S4 S4", ["S9 S3", "S2", "HA HA"], level10)))'


def cell_with(page: Any, code: str) -> Any:
    """The folded code cell whose lesson code contains ``code``."""
    cells = page.locator("details.tc-code[data-tc-cell]").filter(
        has=page.locator(".clipboard-copy-txt", has_text=code)
    )
    assert cells.count() == 1, f"{cells.count()} cells hold {code!r}"
    return cells.first


def unfold(page: Any, cell: Any) -> None:
    cell.locator("summary").click()
    cell.locator(".cm-editor").wait_for(timeout=30_000)


def edit(page: Any, cell: Any, code: str) -> None:
    """Replace the cell's code as a reader would: select all in the editor, type the new code."""
    cell.locator(".cm-content").click()
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.insert_text(code)


def editor_code(cell: Any) -> str:
    return str(cell.evaluate("(d) => d.tcEditor.state.doc.toString()"))


def run(page: Any, cell: Any, *, keyboard: bool = False) -> Any:
    """Run the cell (its button, or Shift+Enter in the editor); the output node, once it shows."""
    runs = int(cell.get_attribute("data-tc-runs") or 0)
    if keyboard:
        cell.locator(".cm-content").click()
        page.keyboard.press("Shift+Enter")
    else:
        cell.locator(".tc-cell-run").click()
    page.wait_for_function(
        "([d, runs]) => Number(d.dataset.tcRuns || 0) > runs",
        arg=[cell.element_handle(), runs],
        timeout=60_000,
    )
    return page_output_of_run(cell)


def page_output(cell: Any) -> Any:
    return cell.locator("xpath=ancestor::div[contains(@class,'jp-Cell')][1]").locator(
        ":scope > .jp-Cell-outputWrapper"
    )


def test_the_editor_loads_only_when_a_reader_unfolds_a_cell(watched: PageWatch) -> None:
    page = watched.page
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(f"{watched.base}/03-combinations/")
    page.wait_for_load_state("load")
    assert not [url for url in asked if "cells-editor" in url]
    cell = cell_with(page, TABLE_CODE)
    unfold(page, cell)
    assert [url for url in asked if url.endswith("/assets/tractor/cells-editor.js")]
    assert TABLE_CODE in editor_code(cell)


def test_a_changed_card_list_gets_the_engines_new_verdict(watched: PageWatch) -> None:
    """Lesson 3: the table of tractors, with one card list changed by the reader."""
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, TABLE_CODE)
    unfold(page, cell)
    code = editor_code(cell)
    edit(page, cell, code.replace('"S5 S5 S4"', '"SJ SJ S9 S9"'))
    output = run(page, cell, keyboard=True)
    assert output.get_attribute("data-state") == "ok"
    text = output.inner_text()
    assert name_cards(is_tractor("SJ SJ S9 S9", LEVEL10).reason, "en") in text
    assert name_cards(is_tractor("S5 S5 S4", LEVEL10).reason, "en") not in text
    assert output.locator(".tc-table table").count() == 1
    assert page_output(cell).is_hidden()


def test_a_typo_gets_the_error_naming_the_bad_card(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, 'Cards("SJ SJ S9 S9", level10)')
    unfold(page, cell)
    edit(page, cell, 'Cards("SJ SJ S9 S0", level10)')
    output = run(page, cell)
    assert output.get_attribute("data-state") == "error"
    error = output.locator(".tc-cell-error")
    assert "NotationError" in error.inner_text()
    assert "'S0' at position 4" in error.inner_text()
    assert error.locator(".tc-cell-token code").inner_text() == "S0"
    # The traceback is there only for a reader who asks for it.
    assert error.locator("details pre").is_hidden()
    error.locator("details summary").click()
    assert "Traceback" in error.locator("details pre").inner_text()


def test_reset_brings_back_the_lessons_code_and_output(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, TABLE_CODE)
    original_output = page_output(cell).inner_text()
    unfold(page, cell)
    original = editor_code(cell)
    edit(page, cell, "print('changed')")
    output = run(page, cell)
    assert output.inner_text().strip() == "changed"
    cell.locator(".tc-cell-reset").click()
    assert editor_code(cell) == original
    assert output.count() == 0
    assert page_output(cell).is_visible()
    assert page_output(cell).inner_text() == original_output
    assert "tc-edited" not in (cell.get_attribute("class") or "")
    page.reload()
    again = cell_with(page, TABLE_CODE)
    unfold(page, again)
    assert editor_code(again) == original


def test_a_reload_keeps_the_readers_edit_until_reset(watched: PageWatch) -> None:
    """Lesson 6: the edit survives a reload, and runs with the cells above it in a new page."""
    page = watched.page
    page.goto(f"{watched.base}/06-throws/")
    cell = cell_with(page, THROW_CODE)
    unfold(page, cell)
    others = '["SJ S2", "C3", "D4"]'
    changed = THROW_CODE.replace('["S9 S3", "S2", "HA HA"]', others)
    edit(page, cell, changed)
    page.reload()
    cell = cell_with(page, THROW_CODE)
    assert "tc-edited" in (cell.get_attribute("class") or "")
    unfold(page, cell)
    assert editor_code(cell) == changed
    output = run(page, cell)
    verdict = check_throw("S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], LEVEL10)
    assert output.inner_text().strip() == name_cards(verdict.reason, "en")
    assert verdict.reason != check_throw("S9 S8 S8 S4 S4", ["S9 S3", "S2", "HA HA"], LEVEL10).reason
    cell.locator(".tc-cell-reset").click()
    page.reload()
    cell = cell_with(page, THROW_CODE)
    assert "tc-edited" not in (cell.get_attribute("class") or "")


def test_the_cell_runs_after_the_cells_above_it_once(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/06-throws/")
    cell = cell_with(page, THROW_CODE)
    unfold(page, cell)
    run(page, cell)
    first = cell.locator(".tc-cell-status").inner_text()
    run(page, cell)
    assert "above it" in first
    assert cell.locator(".tc-cell-status").inner_text() == "Ran."


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_unfolded_cell_and_its_output_fit_a_phone(
    browser: Any, site_url: str, scheme: str
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(f"{site_url}/03-combinations/")
        cell = cell_with(page, TABLE_CODE)
        unfold(page, cell)
        run(page, cell)
        assert page.evaluate(OVERFLOW) == []
    finally:
        context.close()


def test_nothing_a_cell_does_breaks_the_puzzles_or_the_other_cells(watched: PageWatch) -> None:
    """An exit, an endless print and an exception in one cell: the page's puzzle still answers."""
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, 'Cards("SJ SJ S9 S9", level10)')
    unfold(page, cell)
    for code, error in [
        ("import os\nos._exit(0)", "PageExitError"),
        ("while True:\n    print('again')", "OutputLimitError"),
        ("raise SystemExit(1)", "SystemExit"),
    ]:
        edit(page, cell, code)
        output = run(page, cell)
        assert error in output.locator(".tc-cell-error").inner_text()
    edit(page, cell, 'Cards("SJ SJ S9 S9", level10)')
    assert run(page, cell).locator("img").count() == 1
    puzzle = page.locator(".tc-live[data-kind=tractor]")
    puzzle.locator("button[data-answer=yes]").click()
    puzzle.locator(".tc-feedback").wait_for(timeout=60_000)


def test_a_cell_is_unfolded_edited_and_run_from_the_keyboard_alone(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, 'Cards("SJ SJ S9 S9", level10)')
    cell.locator("summary").focus()
    page.keyboard.press("Enter")
    cell.locator(".cm-editor").wait_for(timeout=30_000)
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('cm-content')")
    page.keyboard.press("End")
    page.keyboard.insert_text("\nprint('typed')")
    page.keyboard.press("Tab")  # the editor keeps no Tab: it leaves it, for the Run button
    assert page.evaluate("() => document.activeElement.classList.contains('tc-cell-run')")
    runs = int(cell.get_attribute("data-tc-runs") or 0)
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([d, runs]) => Number(d.dataset.tcRuns || 0) > runs",
        arg=[cell.element_handle(), runs],
        timeout=60_000,
    )
    assert "typed" in page_output_of_run(cell).inner_text()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.classList.contains('tc-cell-reset')")


def page_output_of_run(cell: Any) -> Any:
    return cell.locator("xpath=ancestor::div[contains(@class,'jp-Cell')][1]").locator(
        ":scope > .tc-cell-output"
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_unfolded_cell_its_output_and_its_error_pass_axe(
    watched: PageWatch, scheme: str
) -> None:
    from tests.site.page_checks import serious  # noqa: PLC0415 - axe, as the site's test runs it

    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/03-combinations/")
    table = cell_with(page, TABLE_CODE)
    unfold(page, table)
    run(page, table)
    cards = cell_with(page, 'Cards("SJ SJ S9 S9", level10)')
    unfold(page, cards)
    edit(page, cards, 'Cards("SJ SJ S9 S0", level10)')
    run(page, cards).locator(".tc-cell-error details summary").click()
    assert serious(page) == []
