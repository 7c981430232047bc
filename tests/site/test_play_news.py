"""Issue 29 (what was still open) in a real browser: the table's one live region, the page's
language, and the coach played with the keyboard only.

* **Item 1, a screen reader hears each status once.** The table was redrawn whole at each
  change, its status line (``role=status``, ``aria-live``) with it, so assistive technology
  heard it again at every click (or missed a change). Now one live region per table, made once,
  says the news (the trick won, a friend joined, your turn), and its text changes only when the
  news does: counted with a MutationObserver over played tricks, its node the same throughout.
* **Item 2, the page's language decides the table's,** as on every other page: ``/zh/`` plays
  in Chinese and ``/`` in English whatever an earlier visit chose; the table's own button
  changes this table only (not remembered).
* **Item 4, the coach read as a beginner,** with the keyboard only: a whole hand where each of
  the reader's plays is the coach's suggestion, chosen with Tab and Enter.

Debian's Chromium (Playwright) opens the built site; the computers' cards appear at once (the
pace "Instant") unless a test sets another pace.
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.test_play import TIMEOUT, _answer, _click_cards, _open
from tests.site.test_play_table import CODE, _step

pytestmark = pytest.mark.browser

LIVE = "#tc-play .tc-play-news"
#: Every live region inside the table (a role that implies aria-live counts too).
ANY_LIVE = (
    "#tc-play [aria-live], #tc-play [role=status], #tc-play [role=alert], #tc-play [role=log]"
)
WATCH = """() => {
    const node = document.querySelector('#tc-play .tc-play-news');
    window.__news = { node, texts: [], records: 0 };
    new MutationObserver((records) => {
        window.__news.records += records.filter((r) => r.type !== 'attributes').length;
        window.__news.texts.push(node.textContent);
    }).observe(node, { childList: true, characterData: true, subtree: true });
}"""


@pytest.fixture(autouse=True)
def _instant(watched: PageWatch) -> None:
    """The computers' cards at once, unless the test chose a pace."""
    watched.context.add_init_script(
        "if (!localStorage.getItem('tractor-play-pace'))"
        " localStorage.setItem('tractor-play-pace', 'instant')"
    )


def _to_reader_play(page: Any, base: str, deal: int) -> dict[str, Any]:
    answer = _open(page, base, deal)
    while answer["view"]["waiting"] != "play":
        _step(page, answer["view"])
        answer = _answer(page)
    return answer


def _news(page: Any) -> dict[str, Any]:
    news: dict[str, Any] = page.evaluate(
        """() => ({ texts: window.__news.texts, records: window.__news.records,
                  same: window.__news.node === document.querySelector('#tc-play .tc-play-news')
                        && window.__news.node.isConnected,
                  text: window.__news.node.textContent })"""
    )
    return news


def _told(answer: dict[str, Any]) -> list[str]:
    """The news of an answer's events, as the page says it (English): joins, tricks won."""
    view = answer["view"]
    out = []
    for event in answer["events"]:
        out += [j["en"] for j in event.get("joins", [])]
        if event.get("trick"):
            out.append(view["tricks"][event["trick"] - 1]["said"]["en"])
    return out


# ------------------------------------------------------------------------------------ item 1
def test_the_live_region_says_each_trick_once_and_is_never_redrawn(watched: PageWatch) -> None:
    """Over three of the reader's plays: choosing cards (each a redraw) changes nothing in the
    live region; each Play changes its text once, to the trick won and the reader's turn; it is
    the table's only live region and the same node throughout."""
    page = watched.page
    answer = _to_reader_play(page, watched.base, 3)
    assert page.locator(ANY_LIVE).count() == 1
    assert page.get_attribute(LIVE, "aria-live") == "polite"
    page.evaluate(WATCH)
    for turn in range(3):
        view = answer["view"]
        _click_cards(page, view["hand"], view["legal"]["plays"][0])
        if page.locator(".tc-play-why-button").count():  # a redraw that is not news either
            page.click(".tc-play-why-button")
        assert _news(page)["records"] == turn, "choosing cards changed the live region"
        page.click(".tc-play-play")
        answer = _answer(page)
        news = _news(page)
        assert news["same"], "the live region was replaced"
        assert news["records"] == turn + 1, news
        status = page.inner_text(".tc-play-status").strip()
        assert news["text"] == " ".join([*_told(answer), status]), news["text"]
        assert "won it with" in news["text"]
        assert not CODE.search(news["text"]), news["text"]
        assert page.locator(ANY_LIVE).count() == 1
    texts = _news(page)["texts"]
    assert all(a != b for a, b in itertools.pairwise(texts)), texts


def test_at_a_pace_the_trick_is_told_when_it_is_shown_and_nothing_is_said_twice(
    watched: PageWatch,
) -> None:
    """With the computers' cards one after another ("Fast"), the trick won is said when it is
    on the table, then the reader's turn alone: no trick is told twice, no words twice in a row."""
    watched.context.add_init_script("localStorage.setItem('tractor-play-pace', 'fast')")
    page = watched.page
    answer = _to_reader_play(page, watched.base, 3)
    page.evaluate(WATCH)
    said: list[str] = []
    for _ in range(2):
        view = answer["view"]
        _click_cards(page, view["hand"], view["legal"]["plays"][0])
        page.click(".tc-play-play")
        answer = _answer(page)
        said += _told(answer)
    news = _news(page)
    assert news["same"]
    texts = news["texts"]
    for sentence in said:
        assert sum(sentence in t for t in texts) == 1, (sentence, texts)
    # each change is news: never the same words twice in a row (your turn again after another
    # trick is news, said after that trick)
    assert all(a != b for a, b in itertools.pairwise(texts)), texts
    assert len(texts) == len(said) + 2, texts  # per play: its trick, then your turn
    assert news["text"] == page.inner_text(".tc-play-status").strip()


def test_a_refusal_is_said_in_the_live_region_once(watched: PageWatch) -> None:
    """A lead of two cards of different suits is refused, with the rule on screen, and said once
    in the live region (no second, assertive region); choosing cards after it says nothing."""
    page = watched.page
    answer = _to_reader_play(page, watched.base, 3)
    view = answer["view"]
    assert view["legal"]["lead"]  # deal 3: the reader, banker, leads the first trick
    page.evaluate(WATCH)
    _click_cards(page, view["hand"], [view["hand"][0], view["hand"][-1]])
    page.click(".tc-play-play")
    page.wait_for_selector(".tc-play-refused", timeout=TIMEOUT)
    _answer(page)
    news = _news(page)
    assert news["records"] == 1
    assert news["text"].startswith("Not allowed: "), news["text"]
    assert page.locator(ANY_LIVE).count() == 1
    _click_cards(page, view["hand"], view["legal"]["plays"][0])
    assert _news(page)["records"] == 1


# ------------------------------------------------------------------------------------ item 2
@pytest.mark.parametrize(("lang", "stored", "expect"), [("", "zh", "en"), ("/zh", "en", "zh-Hans")])
def test_the_pages_language_decides_the_tables_whatever_was_chosen_before(
    watched: PageWatch, lang: str, stored: str, expect: str
) -> None:
    """/ plays in English and /zh/ in Chinese, with the opposite choice stored by an earlier
    visit (the puzzles' store); the live region speaks the table's language."""
    watched.context.add_init_script(
        "localStorage.setItem('tractor-progress',"
        f" JSON.stringify({{version: 1, scores: {{}}, lang: {stored!r}, rules: null}}))"
    )
    page = watched.page
    page.goto(f"{watched.base}{lang}/play/?deal=3")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    assert page.get_attribute("#tc-play", "lang") == expect
    assert page.get_attribute(LIVE, "lang") == expect
    status = page.inner_text(".tc-play-status")
    if expect == "en":
        assert status.startswith("Deal the cards"), status
    else:
        assert "发牌" in status, status
    assert page.inner_text(".tc-play-lang") == ("中文" if expect == "en" else "English")


def test_the_tables_language_button_changes_this_table_only(watched: PageWatch) -> None:
    """中文 on the English page: this table speaks Chinese at once; the choice is not stored, so
    the page opened again plays in English, and the site's stored language is untouched."""
    watched.context.add_init_script(
        "if (!localStorage.getItem('tractor-progress')) localStorage.setItem('tractor-progress',"
        " JSON.stringify({version: 1, scores: {}, lang: 'en', rules: null}))"
    )
    page = watched.page
    page.goto(f"{watched.base}/play/?deal=3")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    page.click(".tc-play-lang")
    assert page.get_attribute("#tc-play", "lang") == "zh-Hans"
    assert "发牌" in page.inner_text(".tc-play-status")
    stored = json.loads(page.evaluate("localStorage.getItem('tractor-progress')"))
    assert stored["lang"] == "en"
    page.reload()
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    assert page.get_attribute("#tc-play", "lang") == "en"


# ------------------------------------------------------------------------------------ item 4
@pytest.mark.parametrize(("width", "height", "lang"), [(390, 844, "/zh"), (1366, 768, "")])
def test_a_whole_hand_played_by_the_coach_with_the_keyboard_only(
    watched: PageWatch, width: int, height: int, lang: str
) -> None:
    """Each of the reader's plays: from the hand (where the focus is after each answer), a few
    Shift+Tabs to the coach's "Choose this play" on the board (it was some 60-80 Tabs away,
    below the settings), Enter (the focus moves to Play), Enter. Every suggestion names cards
    as the pictures do, never a code, in the page's language; the hand ends with the review,
    where the reader is "you" mid-sentence."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": height})
    answer = _open(page, watched.base + lang, 4)
    key = "zh" if lang else "en"
    plays = 0
    for _ in range(300):
        view = answer["view"]
        if view["waiting"] in ("done", "redeal"):
            break
        if view["waiting"] != "play":
            _step(page, view)
            answer = _answer(page)
            continue
        text = page.inner_text(".tc-play-suggest")
        assert view["suggest"][key] in text, (view["suggest"], text)
        assert not CODE.search(text), text
        assert page.evaluate("document.activeElement.closest('.tc-play-hand') !== null")
        presses = _back_until(page, "e.classList.contains('tc-play-suggest-take')", 6)
        assert presses <= 4, presses
        page.keyboard.press("Enter")
        page.wait_for_function("document.activeElement?.dataset?.key === 'play'")
        page.keyboard.press("Enter")
        answer = _answer(page)
        plays += 1
    assert answer["view"]["waiting"] == "done"
    assert plays >= 10
    review = page.inner_text(".tc-play-lessons")
    assert answer["view"]["result"]["lessons"]["summary"][key] in review
    result = page.inner_text(".tc-play-result")
    assert "to You" not in result
    assert not re.search(r"\(level\.[a-z-]+\)", result), result  # no rule id to read


def _back_until(page: Any, test: str, limit: int) -> int:
    """Press Shift+Tab until ``test`` (JS, on document.activeElement) holds; the presses."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Shift+Tab")
        if page.evaluate(f"(e => Boolean(e && ({test})))(document.activeElement)"):
            return presses
    msg = f"{test} not reached in {limit} Shift+Tabs"
    raise AssertionError(msg)
