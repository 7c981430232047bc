"""A lesson's code cells can always be stopped, and never keep the page's puzzles waiting.

Issue #28 item 12: a computation that never returns to Python (``sum(range(10**10))``) ran in
the Python the puzzles use, could not be stopped and blocked every cell and puzzle on the page
until a reload; a huge print made one 50,000-px block with its notice at the bottom; the cells
spoke English on Chinese pages. Now the cells run in a Python of their own (a second worker,
``sitebuild/js/cells-python.js`` ``callCells``) which Stop ends and replaces (``stopCells``); a long output
scrolls in a focusable, named box under its notice; the words follow the page's language
(``sitebuild/lesson_runner/words.py``). Checked in Debian's Chromium by conditions, never by
timing: the worker is replaced, the puzzle answers while the cell is still running.
"""

from __future__ import annotations

from typing import Any

import pytest

from sitebuild.lesson_runner import TEXT_LIMIT
from sitebuild.lesson_runner.words import cell_words
from tests.site.conftest import PageWatch
from tests.site.test_cells import cell_with, edit, page_output_of_run, run, unfold
from tractor_core.text import say

pytestmark = pytest.mark.browser

CARDS_CODE = 'Cards("SJ SJ S9 S9", level10)'  # lesson 3, a cell with cells above it
NEVER_RETURNS = "sum(range(10**10))"  # the issue's: C code, minutes long, no Python loop to check
LONGER = "sum(range(10**13))"  # hours: still running whatever the machine's speed
HUGE_PRINT = "for i in range(100_000):\n    print('line', i)"
WAIT = 120_000  # ms: generous bounds for a busy 2-core machine (conditions, not timings)


def start_running(page: Any, cell: Any, code: str) -> Any:
    """Put ``code`` in the cell, run it, and wait until it runs in the cells' own Python."""
    edit(page, cell, code)
    cell.locator(".tc-cell-run").click()
    page.wait_for_function(
        "() => window.tractorLive.cellsWorker && window.tractorLive.cellsWorker() !== null",
        timeout=WAIT,
    )
    stop = cell.locator(".tc-cell-stop")
    stop.wait_for(state="visible", timeout=WAIT)
    # the run has been handed to the cells' Python (not waiting for it to start)
    page.wait_for_function(
        "(d) => d.dataset.tcPhase === 'running'", arg=cell.element_handle(), timeout=WAIT
    )
    assert cell.locator(".tc-cell-status").inner_text() == cell_words("en")["running"]
    return stop


def wait_run_count(page: Any, cell: Any, runs: int) -> None:
    page.wait_for_function(
        "([d, runs]) => Number(d.dataset.tcRuns || 0) > runs",
        arg=[cell.element_handle(), runs],
        timeout=WAIT,
    )


def test_stop_ends_a_computation_that_never_returns_to_python(watched: PageWatch) -> None:
    """Stop ends ``sum(range(10**10))``: a fresh Python replaces it, and the next run works.

    The cells above it run again first in the fresh Python (the lesson's namespace is rebuilt).
    """
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, CARDS_CODE)
    unfold(page, cell)
    stop = start_running(page, cell, NEVER_RETURNS)
    first = page.evaluate_handle("() => window.tractorLive.cellsWorker()")
    runs = int(cell.get_attribute("data-tc-runs") or 0)
    stop.click()
    wait_run_count(page, cell, runs)
    output = page_output_of_run(cell)
    assert output.get_attribute("data-state") == "stopped"
    assert output.inner_text().strip() == cell_words("en")["stopped"]
    assert cell.locator(".tc-cell-status").inner_text() == cell_words("en")["stoppedStatus"]
    assert stop.is_hidden()
    assert cell.locator(".tc-cell-run").is_enabled()
    replaced = page.evaluate(
        "(old) => { const now = window.tractorLive.cellsWorker(); return now !== null && now !== old; }",
        first,
    )
    assert replaced, "Stop did not replace the cells' worker"
    # The next run works, in the fresh Python: the cells above it run again first.
    edit(page, cell, "print(level10 is not None, 6 * 7)")
    output = run(page, cell)
    assert output.get_attribute("data-state") == "ok"
    assert output.inner_text().strip() == "True 42"
    assert "above it" in cell.locator(".tc-cell-status").inner_text()


def test_a_puzzle_answers_while_a_cell_computes(watched: PageWatch) -> None:
    """The page's puzzle answers while a cell is still running (its Python is not the puzzles')."""
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, CARDS_CODE)
    unfold(page, cell)
    stop = start_running(page, cell, LONGER)
    puzzle = page.locator(".tc-live[data-kind=tractor]")
    puzzle.locator("button[data-answer=yes]").click()
    puzzle.locator(".tc-feedback").wait_for(timeout=WAIT)
    # the cell was still running all along: its answer has not come
    assert "tc-busy" in (cell.get_attribute("class") or "")
    assert stop.is_visible()
    runs = int(cell.get_attribute("data-tc-runs") or 0)
    stop.click()
    wait_run_count(page, cell, runs)
    assert page_output_of_run(cell).get_attribute("data-state") == "stopped"


def test_stop_drops_a_run_still_waiting_its_turn(watched: PageWatch) -> None:
    """Two cells: one running, one waiting. Stopping the waiting one leaves the running one be."""
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    first = cell_with(page, CARDS_CODE)
    unfold(page, first)
    stop_first = start_running(page, first, LONGER)
    worker = page.evaluate_handle("() => window.tractorLive.cellsWorker()")
    second = page.locator("details.tc-code[data-tc-cell='0']")
    unfold(page, second)
    runs = int(second.get_attribute("data-tc-runs") or 0)
    second.locator(".tc-cell-run").click()
    second.locator(".tc-cell-stop").click()
    wait_run_count(page, second, runs)
    assert page_output_of_run(second).get_attribute("data-state") == "stopped"
    assert page.evaluate("(old) => window.tractorLive.cellsWorker() === old", worker)
    assert stop_first.is_visible()
    runs = int(first.get_attribute("data-tc-runs") or 0)
    stop_first.click()
    wait_run_count(page, first, runs)


def test_a_huge_print_shows_its_notice_first_and_scrolls_in_a_named_box(
    watched: PageWatch,
) -> None:
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    cell = cell_with(page, CARDS_CODE)
    unfold(page, cell)
    edit(page, cell, HUGE_PRINT)
    output = run(page, cell)
    assert output.get_attribute("data-state") == "error"
    children = output.locator(":scope > *")
    assert "tc-cell-error" in (children.first.get_attribute("class") or "")
    notice = say(
        "the cell printed more than {limit} characters and was stopped there",
        "en",
        limit=f"{TEXT_LIMIT:,}",
    )
    assert notice in children.first.inner_text()
    box = output.locator(".tc-cell-scroll")
    assert box.get_attribute("tabindex") == "0"
    assert box.get_attribute("role") == "region"
    assert box.get_attribute("aria-label") == say(
        "Output of cell {n}", "en", n=int(cell.get_attribute("data-tc-cell") or 0) + 1
    )
    size = box.evaluate("(b) => ({client: b.clientHeight, scroll: b.scrollHeight})")
    assert size["scroll"] > size["client"]
    assert size["client"] <= page.viewport_size["height"]
    assert "line 99" in box.inner_text()
    # a short output is no tab stop
    edit(page, cell, "print('short')")
    output = run(page, cell)
    assert output.locator(".tc-cell-scroll").get_attribute("tabindex") is None


def test_a_chinese_lessons_cells_speak_chinese(watched: PageWatch) -> None:
    """On /zh/: Run, Stop and Reset, the states and the runner's own errors are in Chinese."""
    page = watched.page
    page.goto(f"{watched.base}/zh/03-combinations/")
    cell = page.locator("details.tc-code[data-tc-cell='1']")
    unfold(page, cell)
    zh = cell_words("zh")
    assert cell.locator(".tc-cell-run").inner_text() == zh["run"]
    assert cell.locator(".tc-cell-reset").inner_text() == zh["reset"]
    assert cell.locator(".tc-cell-run").get_attribute("aria-label") == say(
        "Run cell {n}", "zh", n=2
    )
    edit(page, cell, HUGE_PRINT)
    output = run(page, cell)
    notice = say(
        "the cell printed more than {limit} characters and was stopped there",
        "zh",
        limit=f"{TEXT_LIMIT:,}",
    )
    assert notice in output.locator(".tc-cell-error").inner_text()
    assert cell.locator(".tc-cell-status").inner_text() == zh["failed"]
    stop = start_running_zh(page, cell)
    assert stop.inner_text() == zh["stop"]
    runs = int(cell.get_attribute("data-tc-runs") or 0)
    stop.click()
    wait_run_count(page, cell, runs)
    assert page_output_of_run(cell).inner_text().strip() == zh["stopped"]
    assert cell.locator(".tc-cell-status").inner_text() == zh["stoppedStatus"]


def start_running_zh(page: Any, cell: Any) -> Any:
    edit(page, cell, LONGER)
    cell.locator(".tc-cell-run").click()
    stop = cell.locator(".tc-cell-stop")
    stop.wait_for(state="visible", timeout=WAIT)
    page.wait_for_function(
        "(d) => d.dataset.tcPhase === 'running'", arg=cell.element_handle(), timeout=WAIT
    )
    assert cell.locator(".tc-cell-status").inner_text() == cell_words("zh")["running"]
    return stop
