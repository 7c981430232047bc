"""The puzzles give nothing away, and the language and house rules are the ones the reader chose.

Issue 28 items 1, 2, 5 and 6, in Debian's Chromium on the built site:

1. "Compare house rules" lists every preset's answer to the position, so it opens only once the
   puzzle is answered rightly or its answer shown; a peek before an answer is refused (and not
   counted), and the answer after it counts as a first answer.
2. The cards' marks (gold trump band, level ring) are off where they decide the answer (the
   order puzzle: the bands were exactly the trumps) and the reader's choice ("Mark trumps"); a
   card's accessible name says "trump" exactly where its picture shows the band.
5. The page's language decides the puzzles'; a puzzle's own 中文 button changes that puzzle
   only, at once (even while the engine is still loading), is not remembered, and never sends
   the reader to the Chinese home page.
6. A link's ``?rules=`` applies to that visit, with "Keep these rules"; a bad link leaves the
   saved choice alone and says so plainly.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tractor_core import puzzles

pytestmark = pytest.mark.browser

TIMEOUT = 90_000  # ms: the first answer waits for Pyodide to start on a busy 2-core machine
ENGINE = "**/assets/tractor/tractor_core.zip"  # the engine's download, from the worker
CJK = re.compile(r"[\u4e00-\u9fff]")


def _store(page: Any) -> dict[str, Any]:
    raw = page.evaluate("localStorage.getItem('tractor-progress')")
    return json.loads(raw) if raw else {}


def _ready(page: Any, root: str) -> None:
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.evaluate("window.tractorLive.ready()")


# ------------------------------------------------------------------ item 1
def test_compare_house_rules_opens_only_after_an_answer_or_a_reveal(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=tractor]"
    _ready(page, root)
    # (a button marked aria-disabled still answers the keyboard: the engine says why it waits)
    page.focus(f"{root} .tc-lens-button")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{root} .tc-error, {root} table.tc-lens", timeout=TIMEOUT)
    assert page.locator(f"{root} table.tc-lens").count() == 0, "the table showed the answer"
    assert page.inner_text(f"{root} .tc-error") == (
        "Compare house rules opens once you have answered, or shown the answer."
    )
    assert page.get_attribute(f"{root} .tc-lens-button", "aria-disabled") == "true"
    assert "Right first time: 0 of 0" in page.inner_text(f"{root} .tc-score"), (
        "a peek is not an attempt"
    )
    # the answer after it is a first answer
    puzzle_id = str(page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id"))
    solution = puzzles.make_puzzle(puzzle_id)["_solution"]
    page.click(f"{root} button[data-answer={'yes' if solution else 'no'}]")
    page.wait_for_selector(f"{root} .tc-feedback.tc-right", timeout=TIMEOUT)
    assert "Right first time: 1 of 1" in page.inner_text(f"{root} .tc-score")
    assert page.get_attribute(f"{root} .tc-lens-button", "aria-disabled") is None
    page.click(f"{root} .tc-lens-button")
    page.wait_for_selector(f"{root} table.tc-lens", timeout=TIMEOUT)
    # after "Show the answer" too, on another puzzle
    trick = ".tc-live[data-kind=trick]"
    page.focus(f"{trick} .tc-lens-button")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{trick} .tc-error", timeout=TIMEOUT)
    assert page.locator(f"{trick} table.tc-lens").count() == 0
    page.click(f"{trick} .tc-reveal-button")
    page.wait_for_selector(f"{trick} .tc-feedback .tc-expected", timeout=TIMEOUT)
    page.click(f"{trick} .tc-lens-button")
    page.wait_for_selector(f"{trick} table.tc-lens", timeout=TIMEOUT)
    assert "Right first time: 0 of 1" in page.inner_text(f"{trick} .tc-score")


# ------------------------------------------------------------------ item 2
_FACES = """root => Array.from(document.querySelectorAll(root + ' .tc-face svg')).map(svg => ({
    label: svg.getAttribute('aria-label'),
    band: !!svg.querySelector('use[*|href="#tc-mark-trump"]'),
    ring: !!svg.querySelector('use[*|href="#tc-mark-level"]'),
}))"""


@pytest.mark.parametrize(("path", "trump_word"), [("", ", trump"), ("zh/", "，主牌")])
def test_card_marks_are_the_readers_choice_and_the_names_say_what_the_picture_shows(
    watched: PageWatch, path: str, trump_word: str
) -> None:
    page = watched.page
    page.goto(f"{watched.base}/{path}puzzles/")
    root = ".tc-live[data-kind=order]"
    _ready(page, root)
    faces = page.evaluate(_FACES, root)
    assert faces
    assert not any(f["band"] or f["ring"] for f in faces), "the bands answer the order puzzle"
    assert not any(trump_word in f["label"] for f in faces), faces
    assert not page.is_checked(f"{root} input.tc-marks")
    # the reader switches them on: drawn, and said, on the same cards
    page.check(f"{root} input.tc-marks")
    page.wait_for_function(
        f"document.querySelector('{root} .tc-face svg use[*|href=\"#tc-mark-trump\"]')",
        timeout=TIMEOUT,
    )
    faces = page.evaluate(_FACES, root)
    assert any(f["band"] for f in faces)
    for face in faces:
        assert face["label"].endswith(trump_word) is face["band"], face
    assert page.is_checked(f"{root} input.tc-marks")
    # the tractor puzzle's cards are not marked either
    tractor = page.evaluate(_FACES, ".tc-live[data-kind=tractor]")
    assert tractor
    assert not any(f["band"] or f["ring"] for f in tractor)


# ------------------------------------------------------------------ item 5
class _Held(list[Any]):
    """Requests held back until the test lets them go."""

    def __call__(self, route: Any) -> None:
        self.append(route)


def test_a_puzzles_language_button_changes_that_puzzle_only_and_at_once(
    watched: PageWatch,
) -> None:
    page = watched.page
    held = _Held()
    page.route(ENGINE, held)
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.click(f"{root} .tc-lang")
    # at once, while the engine is still held back: the puzzle speaks Chinese
    page.wait_for_selector(f"{root} .tc-puzzle[lang=zh-Hans]", timeout=2_000)
    assert CJK.search(page.inner_text(f"{root} .tc-question"))
    assert page.get_attribute(".tc-live[data-kind=order] .tc-puzzle", "lang") == "en"
    for route in held:
        route.continue_()
    page.unroute(ENGINE)
    # the engine's answer names the cards in Chinese too
    page.wait_for_function(
        f"Array.from(document.querySelectorAll('{root} .tc-face svg'))"
        ".every(s => /[\\u4e00-\\u9fff]/.test(s.getAttribute('aria-label')))",
        timeout=TIMEOUT,
    )
    assert _store(page).get("lang") in (None, "en")
    # not remembered: the page's language decides again
    page.reload()
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    assert page.get_attribute(f"{root} .tc-puzzle", "lang") == "en"
    # and the English home page stays English
    page.goto(f"{watched.base}/")
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)
    assert page.get_attribute("html", "lang") == "en"
    assert "/zh/" not in page.url


def test_an_english_page_shows_english_puzzles_after_chinese_was_chosen(
    watched: PageWatch,
) -> None:
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    page.hover(".md-header .md-select")
    page.click(".md-select__link[hreflang=zh]")
    page.wait_for_url("**/zh/03-combinations/", timeout=TIMEOUT)
    page.wait_for_selector(".tc-live .tc-puzzle[lang=zh-Hans]", timeout=TIMEOUT)
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_selector(".tc-live .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    langs = page.eval_on_selector_all(".tc-live .tc-puzzle", "ps => ps.map(p => p.lang)")
    assert set(langs) == {"en"}, langs
    assert not CJK.search(page.inner_text(".tc-live[data-kind=order] .tc-question"))


# ------------------------------------------------------------------ item 6
def _saved_rules(page: Any, base: str, rules: str) -> None:
    page.goto(f"{base}/glossary/")
    page.evaluate(
        "rules => localStorage.setItem('tractor-progress', JSON.stringify("
        "{version: 1, scores: {}, lang: null, rules}))",
        rules,
    )


def _judged_by(page: Any, rules: str) -> None:
    page.wait_for_function(
        "rules => Array.from(document.querySelectorAll('.tc-live .tc-puzzle'))"
        ".every(p => p.dataset.rules === rules)",
        arg=rules,
        timeout=TIMEOUT,
    )


def test_a_links_rules_apply_to_this_visit_and_one_click_keeps_them(watched: PageWatch) -> None:
    page = watched.page
    _saved_rules(page, watched.base, "004")
    page.goto(f"{watched.base}/puzzles/?rules=001")
    _judged_by(page, "001")
    bar = page.wait_for_selector(".tc-house-rules[data-visit=true]", timeout=TIMEOUT)
    assert "from the link you opened" in bar.inner_text()
    assert _store(page)["rules"] == "004", "the link did not replace the saved choice"
    # another page of the same visit (no ?rules= in its address): still the link's rules
    page.goto(f"{watched.base}/02-trumps/")
    _judged_by(page, "001")
    page.wait_for_selector(".tc-house-rules[data-visit=true]", timeout=TIMEOUT)
    keep = page.locator(".tc-house-rules .tc-keep-rules")
    box = keep.bounding_box()
    assert box is not None
    assert box["width"] >= 24
    assert box["height"] >= 24
    keep.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".tc-house-rules[data-visit=false]", timeout=TIMEOUT)
    assert _store(page)["rules"] == "001"
    assert page.locator(".tc-house-rules .tc-keep-rules").count() == 0


@pytest.mark.parametrize(
    ("path", "said"),
    [
        (
            "",
            "The house rules in this link were not understood, so they are not used. "
            "Your own choice of rules stays as it was.",
        ),
        ("zh/", "没能看懂这个链接里的房规，所以没有使用。你自己选的规则保持不变。"),
    ],
)
def test_a_bad_rules_link_leaves_the_saved_choice_and_says_so_plainly(
    watched: PageWatch, path: str, said: str
) -> None:
    page = watched.page
    _saved_rules(page, watched.base, "004")
    page.goto(f"{watched.base}/{path}puzzles/?rules=nonsense")
    notice = page.wait_for_selector(".tc-notice", timeout=TIMEOUT)
    assert notice.inner_text().replace("×", "").strip() == said
    _judged_by(page, "004")
    assert _store(page)["rules"] == "004"
    assert page.get_attribute(".tc-house-rules", "data-visit") == "false"
