"""Notices a reader can read and close, and nothing the reader keeps lost to one bad field.

Issue 28 items 7 and 10, in Debian's Chromium on the built site:

7. The runtime's status ("Loading the rules engine…") and the notices are the size of the body
   text, in the page's language only, in plain words (no engine message, no echo of what the
   address held), inside the window at 390 px, with a close button of at least 24×24 px that the
   keyboard reaches and presses.
10. One bad field in the saved progress (``best_streak: 3.5``, ``rules: 12345``, ``version: 2``)
   keeps every other score; a saved hand that is not JSON is dropped and the reader told; a
   ``?id=`` of a puzzle that does not exist says so, and a puzzle link's puzzle is not hidden
   under the sticky header.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.site.conftest import PageWatch

pytestmark = pytest.mark.browser

TIMEOUT = 90_000
ENGINE = "**/assets/tractor/tractor_core.zip"
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")

_BOX = "e => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.width, r.height]; }"


class _Held(list[Any]):
    """Requests (Playwright routes) held back until the test lets them go."""

    def __call__(self, route: Any) -> None:
        self.append(route)


def _body_size(page: Any) -> float:
    return float(
        page.eval_on_selector(
            "article.md-typeset p", "e => parseFloat(getComputedStyle(e).fontSize)"
        )
    )


@pytest.mark.parametrize("path", ["", "zh/"])
@pytest.mark.parametrize("width", [390, 1366])
def test_a_notice_is_body_size_in_the_pages_language_plain_and_closable(
    watched: PageWatch, path: str, width: int
) -> None:
    page = watched.page
    page.set_viewport_size({"width": width, "height": 800})
    long = "x" * 300
    page.goto(f"{watched.base}/{path}puzzles/?rules=nonsense{long}")
    notice = page.wait_for_selector(".tc-notice", timeout=TIMEOUT)
    text = notice.inner_text().replace("×", "").strip()
    assert "xxxxxxxx" not in text, "the address is not echoed"
    assert "preset" not in text
    assert "nonsense" not in text
    assert len(text) < 160
    if path:
        assert CJK.search(text)
        assert not LATIN_WORD.search(text), text
    else:
        assert not CJK.search(text), text
    size = float(
        notice.evaluate("e => parseFloat(getComputedStyle(e.querySelector('p')).fontSize)")
    )
    assert size >= _body_size(page) - 0.5, size
    left, right, _, _ = notice.evaluate(_BOX)
    assert left >= 0
    assert right <= width
    close = page.locator(".tc-notice .tc-notice-close")
    _, _, w, h = close.evaluate(_BOX)
    assert w >= 24
    assert h >= 24
    label = str(close.get_attribute("aria-label"))
    assert bool(CJK.search(label)) is bool(path)
    # the keyboard reaches it: Tab from the notice's start, and Enter closes the notice
    close.focus()
    assert page.evaluate("document.activeElement.classList.contains('tc-notice-close')")
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    page.keyboard.press("Enter")
    page.wait_for_selector(".tc-notice", state="detached", timeout=5_000)


@pytest.mark.parametrize(
    ("path", "said"), [("", "Loading the rules engine…"), ("zh/", "正在加载规则引擎…")]
)
def test_the_loading_status_speaks_the_pages_language_at_body_size(
    watched: PageWatch, path: str, said: str
) -> None:
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    held = _Held()
    page.route(ENGINE, held)
    page.goto(f"{watched.base}/{path}puzzles/")
    status = page.wait_for_selector(".tc-runtime:not([hidden])", timeout=TIMEOUT)
    assert status.inner_text().strip() == said
    size = float(status.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    assert size >= _body_size(page) - 0.5, size
    left, right, _, _ = status.evaluate(_BOX)
    assert left >= 0
    assert right <= 390
    for _ in range(TIMEOUT // 100):
        if held:
            break
        page.wait_for_timeout(100)
    for route in held:
        route.continue_()
    page.unroute(ENGINE)
    page.wait_for_selector(".tc-runtime", state="hidden", timeout=TIMEOUT)


# ------------------------------------------------------------------ item 10
def test_one_bad_field_in_saved_progress_keeps_every_other_score(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/glossary/")
    saved = {
        "version": 2,
        "scores": {
            "order": {"tried": 5, "solved": 4, "streak": 2, "best_streak": 3},
            "tractor": {"tried": 3, "solved": 2, "streak": 1, "best_streak": 3.5},
            "trick": "seven",
        },
        "rules": 12345,
        "lang": None,
    }
    page.evaluate("s => localStorage.setItem('tractor-progress', s)", json.dumps(saved))
    page.goto(f"{watched.base}/puzzles/")
    notice = page.wait_for_selector(".tc-notice", timeout=TIMEOUT)
    assert "Part of your saved progress could not be read" in notice.inner_text()
    order = ".tc-live[data-kind=order] .tc-score"
    page.wait_for_selector(order, timeout=TIMEOUT)
    # text, not innerText: a puzzle off screen is not laid out (content-visibility: auto)
    assert "Right first time: 4 of 5 · streak 2 (best 3)" in str(page.text_content(order))
    assert "Right first time: 2 of 3 · streak 1" in str(
        page.text_content(".tc-live[data-kind=tractor] .tc-score")
    )
    assert "Right first time: 0 of 0" in str(
        page.text_content(".tc-live[data-kind=trick] .tc-score")
    )
    kept = json.loads(page.evaluate("localStorage.getItem('tractor-progress')"))
    assert kept["scores"]["order"] == saved["scores"]["order"]  # type: ignore[index]
    assert kept["rules"] is None
    # said once: the store now holds what could be read
    page.reload()
    page.wait_for_selector(order, timeout=TIMEOUT)
    page.wait_for_timeout(300)
    assert page.locator(".tc-notice").count() == 0
    assert "Right first time: 4 of 5" in str(page.text_content(order))


def test_a_saved_hand_that_is_not_json_is_dropped_with_a_notice(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/glossary/")
    page.evaluate("localStorage.setItem('tractor-play', '{\"state\": {not json')")
    page.goto(f"{watched.base}/play/")
    notice = page.wait_for_selector(".tc-notice", timeout=TIMEOUT)
    assert "The saved hand could not be read" in notice.inner_text()
    # dropped (a new hand may be saved in its place)
    raw = page.evaluate("localStorage.getItem('tractor-play')")
    assert raw is None or isinstance(json.loads(raw), dict)


@pytest.mark.parametrize("wanted", ["tractor-default-9-1", "tractor-nonsense-1-1", "nothing-1-2-3"])
def test_a_link_to_a_puzzle_that_does_not_exist_says_so(watched: PageWatch, wanted: str) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    shown = page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id")
    page.goto(f"{watched.base}/puzzles/?id={wanted}")
    notice = page.wait_for_selector(".tc-notice", timeout=TIMEOUT)
    assert notice.inner_text().replace("×", "").strip() == (
        "The puzzle in this link does not exist (the link may be mistyped). "
        "The puzzles on this page are as they were."
    )
    page.evaluate("window.tractorLive.ready()")
    assert page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id") == shown
    assert page.locator(f"{root} .tc-error").count() == 0


@pytest.mark.parametrize("width", [390, 1366])
def test_a_puzzle_link_shows_its_puzzle_below_the_sticky_header(
    watched: PageWatch, width: int
) -> None:
    page = watched.page
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{watched.base}/puzzles/?id=kitty-default-2-9")
    root = ".tc-live[data-kind=kitty]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id=kitty-default-2-9]", timeout=TIMEOUT)
    page.wait_for_function(
        f"document.querySelector('{root}').contains(document.activeElement)", timeout=TIMEOUT
    )
    # the focused control is seen: not covered by the sticky header (nor scrolled out of view)
    seen = page.evaluate(
        """() => {
            const r = document.activeElement.getBoundingClientRect();
            if (r.top < 0 || r.bottom > window.innerHeight) return false;
            const at = document.elementFromPoint(r.left + r.width / 2, r.top + 2);
            return !!at && (at === document.activeElement || document.activeElement.contains(at));
        }"""
    )
    assert seen, "the focused control is hidden under the sticky header"
