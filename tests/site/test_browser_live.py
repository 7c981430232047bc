"""Live puzzles on the built static site, in a real browser, with no server but a static one.

Debian's Chromium (Playwright, ``executable_path=/usr/bin/chromium``) opens the built site served
from 127.0.0.1; every request to another origin is aborted and fails the test. For each puzzle
kind the test answers once wrongly and once correctly by clicking, and checks that the engine's
verdict and explanation (computed here by the same ``tractor_core``) appear in the page.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tractor_core import puzzles

pytestmark = pytest.mark.browser

KINDS = puzzles.KINDS
TIMEOUT = 90_000  # ms: the first answer waits for Pyodide to start on a busy 2-core machine


def _wrong(puzzle: Mapping[str, Any]) -> Any:
    solution = puzzle["_solution"]
    kind = puzzle["answer_type"]
    if kind == "yesno":
        return not solution
    if kind in ("choice", "seat"):
        legal = (
            puzzles.check(puzzle["id"], solution)["expected"]
            if puzzle["kind"] == "follow"
            else [solution]
        )
        n = len(puzzle["options"])
        return next(i for i in range(n) if i not in legal)
    if kind == "numbers":
        return [solution[0] + 1, solution[1]]
    if kind == "side_levels":
        return ["attackers" if solution[0] == "banker" else "banker", solution[1]]
    return list(reversed(solution))


def _answer(page: Any, root: str, puzzle: Mapping[str, Any], answer: Any) -> None:
    kind = puzzle["answer_type"]
    if kind == "yesno":
        page.click(f"{root} button[data-answer={'yes' if answer else 'no'}]")
    elif kind in ("choice", "seat"):
        page.click(f"{root} button.tc-answer[data-answer='{answer}']")
    elif kind == "numbers":
        page.fill(f"{root} .tc-number-0", str(answer[0]))
        page.fill(f"{root} .tc-number-1", str(answer[1]))
        page.click(f"{root} .tc-check")
    elif kind == "side_levels":
        page.click(f"{root} button[data-side={answer[0]}]")
        page.fill(f"{root} .tc-levels", str(answer[1]))
        page.click(f"{root} .tc-check")
    else:
        page.fill(f"{root} .tc-typed", " ".join(answer))
        page.click(f"{root} .tc-check")


def _feedback(page: Any, root: str, right: bool) -> str:
    selector = f"{root} .tc-feedback.{'tc-right' if right else 'tc-wrong'}"
    page.wait_for_selector(selector, timeout=TIMEOUT)
    return str(page.inner_text(selector))


@pytest.mark.parametrize("kind", KINDS)
def test_each_puzzle_kind_answers_wrong_then_right_in_the_browser(
    watched: PageWatch, kind: str
) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = f".tc-live[data-kind={kind}]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]")
    puzzle_id = page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id")
    assert puzzle_id
    puzzle = puzzles.make_puzzle(puzzle_id)

    wrong = _wrong(puzzle)
    _answer(page, root, puzzle, wrong)
    text = _feedback(page, root, right=False)
    expected = puzzles.check(puzzle_id, wrong)
    assert expected["correct"] is False
    assert expected["reason"].split(".")[0] in text
    assert expected["rule"]["id"] in text

    _answer(page, root, puzzle, puzzle["_solution"])
    text = _feedback(page, root, right=True)
    assert puzzles.check(puzzle_id, puzzle["_solution"])["reason"].split(".")[0] in text


def test_typed_garbage_shows_an_inline_error_and_keeps_the_text(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=order]"
    page.wait_for_selector(f"{root} .tc-typed")
    page.fill(f"{root} .tc-typed", "BJ S1")
    page.click(f"{root} .tc-check")
    error = page.wait_for_selector(f"{root} .tc-error", timeout=TIMEOUT)
    assert "'S1' at position 2" in error.inner_text()
    assert page.input_value(f"{root} .tc-typed") == "BJ S1"


def test_progress_survives_a_reload_and_a_corrupted_store_is_ignored(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]")
    puzzle_id = page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id")
    puzzle = puzzles.make_puzzle(str(puzzle_id))
    _answer(page, root, puzzle, puzzle["_solution"])
    _feedback(page, root, right=True)
    assert "Solved 1 of 1" in page.inner_text(f"{root} .tc-score")

    page.reload()
    page.wait_for_selector(f"{root} .tc-score")
    assert "Solved 1 of 1" in page.inner_text(f"{root} .tc-score")

    page.evaluate("window.localStorage.setItem('tractor-progress', '{not json')")
    page.reload()
    notice = page.wait_for_selector(".tc-notice")
    assert "could not be read" in notice.inner_text()
    assert "Solved 0 of 0" in page.inner_text(f"{root} .tc-score")
    # ...and the page still works.
    _answer(page, root, puzzle, puzzle["_solution"])
    _feedback(page, root, right=True)


def test_cards_are_drawn_labelled_and_four_colour_on_request(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=throw]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]")
    card = f"{root} .tc-face[data-card^=H] svg"
    # drawn from the deck's pieces, with the engine's text alternative
    assert page.locator(f"{card} use").count() >= 3
    assert "hearts" in str(page.get_attribute(card, "aria-label"))
    assert page.eval_on_selector(card, "e => getComputedStyle(e).fill") == "rgb(200, 16, 46)"
    page.click(f"{root} .tc-header input[type=checkbox]")
    page.wait_for_selector(f"{root} .tc-puzzle[data-palette=four]", timeout=TIMEOUT)
    assert page.eval_on_selector(card, "e => getComputedStyle(e).fill") == "rgb(213, 94, 0)"


def test_search_loads_its_index_when_the_reader_searches(watched: PageWatch) -> None:
    page = watched.page
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_selector(".tc-live .tc-puzzle[data-puzzle-id]")
    page.wait_for_timeout(500)
    assert not [url for url in requested if "search_index.json" in url], "loaded before use"
    page.click("input[data-md-component=search-query]")
    page.fill("input[data-md-component=search-query]", "kitty")
    page.wait_for_selector(".md-search-result__item", timeout=TIMEOUT)
    assert [url for url in requested if "search_index.json" in url]


def test_typing_cards_keeps_the_focus_and_every_character(watched: PageWatch) -> None:
    """Each keystroke is checked by the engine and redraws the puzzle; the box must keep the focus
    (and so the rest of what is typed) and show the error inline."""
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=order]"
    page.wait_for_selector(f"{root} .tc-typed")
    page.evaluate("window.tractorLive.ready()")
    page.click(f"{root} .tc-typed")
    page.keyboard.type("BJ S1 HA", delay=120)
    # the error of the whole text, once the engine has seen the last keystroke
    page.wait_for_function(
        f"(document.querySelector('{root} .tc-error') || {{}}).textContent"
        "?.includes(\"'S1' at position 2\")",
        timeout=TIMEOUT,
    )
    assert page.input_value(f"{root} .tc-typed") == "BJ S1 HA"
    assert page.evaluate("document.activeElement.classList.contains('tc-typed')")
