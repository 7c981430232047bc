"""Issue 29 in a real browser: the table seen at once, friends at the table, undo, New hand asks,
cards and the reader named as a reader names them, the house rules named.

Debian's Chromium (Playwright) opens the built site. The reader's moves are legal ones (the
coach's list), the computers' cards appear at the pace "Instant" unless a test sets another
(the pace is the reader's setting, kept in local storage). Whole hands are checked against
``tractor_core.api.practice`` driven the same way here, where a test needs to know what comes.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.page_checks import serious
from tests.site.test_play import TIMEOUT, _answer, _click_cards, _open
from tractor_core.api import practice

pytestmark = pytest.mark.browser

#: A card code in visible text (S10, HA, BJ), as tractor_core.text finds them.
CODE = re.compile(r"(?<![\w'♠♥♣♦])(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)(?![\w'])")


@pytest.fixture(autouse=True)
def _instant(watched: PageWatch) -> None:
    """The computers' cards at once (the teachers' pace), unless the test chose a pace."""
    watched.context.add_init_script(
        "if (!localStorage.getItem('tractor-play-pace'))"
        " localStorage.setItem('tractor-play-pace', 'instant')"
    )


def _step(page: Any, view: dict[str, Any]) -> None:
    """One legal move of the reader's, by clicking (calls too: the first friend cards offered)."""
    waiting = view["waiting"]
    if waiting == "deal":
        if view.get("bid_options"):
            page.click(".tc-play-bid-option[data-key='bid-0']")
        else:
            page.click(".tc-play-deal-all")
    elif waiting == "bid":
        page.click(".tc-play-pass")
    elif waiting == "bury":
        _click_cards(page, view["hand"], view["hand"][-view["kitty_size"] :])
        page.click(".tc-play-bury")
    elif waiting == "call":
        for card in view["call_options"][: view["friend_count"]]:
            page.click(f".tc-play-call-option[data-card='{card}']")
        page.click(".tc-play-call")
    else:
        assert waiting == "play", waiting
        _click_cards(page, view["hand"], view["legal"]["plays"][0])
        page.click(".tc-play-play")


def _api_move(view: dict[str, Any]) -> dict[str, Any]:
    """The move ``_step`` clicks, for the engine driven here."""
    waiting = view["waiting"]
    if waiting == "deal":
        if view.get("bid_options"):
            return {"type": "declare", "cards": view["bid_options"][0]}
        return {"type": "deal", "cards": 100}
    if waiting == "bid":
        return {"type": "pass"}
    if waiting == "bury":
        return {"type": "bury", "cards": view["hand"][-view["kitty_size"] :]}
    if waiting == "call":
        picks = view["call_options"][: view["friend_count"]]
        return {"type": "call", "calls": [[c, 1] for c in picks]}
    return {"type": "play", "cards": view["legal"]["plays"][0]}


def _new_table(page: Any, base: str, deal: int, players: int, lang: str = "") -> dict[str, Any]:
    page.goto(f"{base}{lang}/play/?deal={deal}")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    page.select_option(".tc-play-players", str(players))
    page.fill(".tc-play-deal", str(deal))
    page.click(".tc-play-new")
    page.wait_for_selector(f".tc-play-table.tc-play-n{players}", timeout=TIMEOUT)
    return _answer(page)


def _inside(page: Any, selector: str) -> dict[str, float]:
    box: dict[str, float] = page.evaluate(
        """s => { const r = document.querySelector(s).getBoundingClientRect();
            return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                    w: innerWidth, h: innerHeight,
                    header: document.querySelector('.md-header').getBoundingClientRect().bottom}; }""",
        selector,
    )
    return box


# ------------------------------------------------------------------------------------ item 1
@pytest.mark.parametrize(("width", "height"), [(1366, 768), (390, 844)])
def test_the_trick_the_hand_and_play_are_on_screen_together_after_each_play(
    watched: PageWatch, width: int, height: int
) -> None:
    """No scrolling during a hand: after several plays the table (with the trick), the hand,
    the Play button and the attackers' points are inside the window, below the site's header."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": height})
    answer = _open(page, watched.base, 3)
    plays = 0
    while plays < 6:
        view = answer["view"]
        assert view["waiting"] not in ("done", "redeal")
        _step(page, view)
        answer = _answer(page)
        if view["waiting"] != "play" or answer["view"]["waiting"] != "play":
            continue
        plays += 1
        for selector in (".tc-play-table", ".tc-play-hand", ".tc-play-play", ".tc-play-attackers"):
            box = _inside(page, selector)
            assert box["top"] >= box["header"] - 1, (selector, box, plays)
            assert box["bottom"] <= box["h"] + 1, (selector, box, plays)
            assert box["left"] >= 0
            assert box["right"] <= box["w"] + 1, (selector, box)
        assert page.inner_text(".tc-play-attackers") == str(answer["view"]["attackers_points"])


def test_the_last_trick_stays_in_view_with_its_winner_and_points_after_the_next_lead(
    watched: PageWatch,
) -> None:
    """When the computers finish a trick and lead the next one, the trick just played (who won,
    its points) is still on the table."""
    page = watched.page
    answer = _open(page, watched.base, 3)
    for _ in range(300):
        view = answer["view"]
        if view["waiting"] == "done":
            break
        _step(page, view)
        answer = _answer(page)
        now = answer["view"]
        if now["tricks"] and now.get("trick") and now["trick"]["plays"]:
            last = now["tricks"][-1]
            shown = page.locator(".tc-play-table .tc-play-last")
            assert shown.get_attribute("data-trick") == str(last["n"])
            assert shown.get_attribute("data-points") == str(last["points"])
            name = "You" if last["winner"] == 0 else now["seats"][last["winner"]]["en"]
            if last["points"] and last["winner"] in (now.get("team") or []):
                # the banker's side's points are not counted: said so, not shown as lost
                said = f"{name} won it: {last['points']} points kept from the attackers"
            else:
                said = f"{name} won it, {last['points']} point"
            assert said in shown.inner_text()
            return
    pytest.fail("no trick the computers led after the one before")


def test_the_computers_cards_appear_one_after_another_at_the_chosen_pace(
    watched: PageWatch,
) -> None:
    """Pace "Fast": after the reader's play the other cards come one by one (the page counts
    the cards on the table as they appear), and the choice is kept for the next visit."""
    page = watched.page
    answer = _open(page, watched.base, 3)
    while answer["view"]["waiting"] != "play":
        _step(page, answer["view"])
        answer = _answer(page)
    page.select_option(".tc-play-pace", "fast")
    page.evaluate(
        """() => { window.seen = []; window.ahead = [];
            const root = document.getElementById('tc-play');
            const count = () => document.querySelectorAll(
                '.tc-play-table .tc-play-seat:not(.tc-play-past) .tc-face').length;
            new MutationObserver(() => { const n = count();
                if (window.seen[window.seen.length - 1] !== n) window.seen.push(n);
                // while the computers' cards are appearing, nothing speaks of the table to come
                const status = root.querySelector('.tc-play-status').textContent;
                if (status === 'The other players are playing…') {
                  window.ahead.push(root.querySelector('.tc-play-suggest') ? 'suggestion' : 'ok');
                } })
              .observe(root, {childList: true, subtree: true}); }"""
    )
    view = answer["view"]
    _click_cards(page, view["hand"], view["legal"]["plays"][0])
    page.click(".tc-play-play")
    after = _answer(page)
    computers = [e for e in after["events"] if e["kind"] == "play" and e["seat"] != 0]
    assert len(computers) >= 2
    seen = page.evaluate("window.seen")
    steps = [n for n in seen if n > 0]
    assert len(set(steps)) >= 3, seen  # at least three different tables on the way
    # a new reader read "Your turn … West is winning" beside a table where East had won
    ahead = page.evaluate("window.ahead")
    assert ahead, "the status never said the others were playing"
    assert set(ahead) == {"ok"}, ahead
    assert page.inner_text(".tc-play-status") != "The other players are playing…"
    page.reload()
    page.wait_for_selector("#tc-play[data-waiting='play']", timeout=TIMEOUT)
    assert page.input_value(".tc-play-pace") == "fast"


# ------------------------------------------------------------------------------------ item 2
def _friend_deal() -> tuple[int, int]:
    """A five-player deal where, played as ``_step`` plays, a computer joins the banker: the
    deal and the seat that joins (found by driving tractor_core.api.practice the same way)."""
    for deal in range(1, 60):
        answer = practice.new_hand({"deal": deal, "players": 5})
        for _ in range(600):
            if answer["view"]["waiting"] in ("done", "redeal"):
                break
            answer = practice.act(answer["state"], _api_move(answer["view"]))
            for event in answer.get("events", []):
                for join in event.get("joins", []):
                    if join["seat"] != 0:
                        return deal, join["seat"]
    pytest.fail("no five-player deal with a computer joining in deals 1-59")


def test_the_called_card_is_on_the_table_and_a_seat_that_joins_is_marked_with_the_reason(
    watched: PageWatch,
) -> None:
    page = watched.page
    deal, seat = _friend_deal()
    answer = _new_table(page, watched.base, deal, 5)
    called = None
    for _ in range(600):
        view = answer["view"]
        assert view["waiting"] not in ("done", "redeal"), "the friend never joined"
        _step(page, view)
        answer = _answer(page)
        friends = answer["view"].get("friends")
        if not friends:
            continue
        line = page.inner_text(".tc-play-friends")
        call = friends[0]
        called = called or call["en"]
        assert called in line  # "the 1st ♠A played", the whole hand long
        assert not CODE.search(line), line
        joined = next((c for c in friends if c["seat"] == seat and not c["used_up"]), None)
        if joined is None:
            assert page.locator(f".tc-play-seat[data-seat='{seat}'][data-friend='1']").count() == 0
            continue
        box = page.locator(f".tc-play-seat[data-seat='{seat}']")
        assert box.get_attribute("data-friend") == "1"
        assert "banker's friend" in box.inner_text()
        reason = joined["joined"]["en"]
        assert reason.startswith(f"{answer['view']['seats'][seat]['en']} played the ")
        assert reason in line
        return
    pytest.fail("the friend never joined")


# ------------------------------------------------------------------------------------ item 5
def test_undo_takes_back_a_play_and_the_record_and_the_review_say_so(watched: PageWatch) -> None:
    page = watched.page
    answer = _open(page, watched.base, 3)
    plays = 0
    while plays < 3 or answer["view"]["waiting"] != "play":
        if answer["view"]["waiting"] == "play":
            plays += 1
        _step(page, answer["view"])
        answer = _answer(page)
    before = answer
    _step(page, before["view"])
    after = _answer(page)
    assert after["state"]["actions"] != before["state"]["actions"]
    button = page.locator(".tc-play-undo")
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("window.tractorPlay.answer().state.undos.length === 1", timeout=TIMEOUT)
    undone = _answer(page)
    assert undone["state"]["actions"] == before["state"]["actions"]
    assert page.locator(".tc-play-hand button").count() == len(before["view"]["hand"])
    trick = undone["state"]["undos"][0]
    for _ in range(300):
        if undone["view"]["waiting"] == "done":
            break
        _step(page, undone["view"])
        undone = _answer(page)
    assert undone["view"]["waiting"] == "done"
    page.click(".tc-play-tricks summary")
    marked = page.locator(".tc-play-tricks li").nth(trick - 1)
    assert "you took back a play" in marked.inner_text()
    assert page.inner_text(".tc-play-undos") == f"You took back a play, in trick {trick}."


@pytest.mark.parametrize("lang", ["", "/zh"])
def test_new_hand_asks_before_it_throws_a_hand_away_by_keyboard(
    watched: PageWatch, lang: str
) -> None:
    """Mid-hand, New hand opens a dialog: Escape keeps the hand, the other button throws it away."""
    page = watched.page
    page.goto(f"{watched.base}{lang}/play/?deal=5")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    answer = _answer(page)
    while not answer["view"]["tricks"]:
        _step(page, answer["view"])
        answer = _answer(page)
    page.focus(".tc-play-new")
    page.keyboard.press("Enter")
    dialog = page.locator("dialog.tc-play-dialog[open]")
    dialog.wait_for()
    title = "开始新的一局？" if lang else "Start a new hand?"
    assert dialog.locator("h2").inner_text() == title
    assert page.evaluate("document.activeElement.matches('.tc-play-keep')")
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached")
    assert _answer(page)["state"] == answer["state"]
    assert page.evaluate("document.activeElement.dataset.key") == "new-hand"
    page.keyboard.press("Enter")
    dialog.wait_for()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.matches('.tc-play-throw-away')")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "window.tractorPlay.answer().state.actions.length === 0", timeout=TIMEOUT
    )
    assert page.locator("dialog.tc-play-dialog").count() == 0


def test_the_dialog_and_the_table_pass_axe_in_dark(watched: PageWatch) -> None:
    page = watched.page
    page.emulate_media(color_scheme="dark")
    answer = _new_table(page, watched.base, 4, 5)
    while answer["view"]["waiting"] != "play" or not answer["view"].get("friends"):
        _step(page, answer["view"])
        answer = _answer(page)
    assert serious(page) == []
    page.click(".tc-play-new")
    page.locator("dialog.tc-play-dialog[open]").wait_for()
    assert serious(page) == []


# ------------------------------------------------------------------------------------ item 6
@pytest.mark.parametrize(("players", "lang"), [(4, ""), (5, "/zh"), (6, "")])
def test_the_reader_is_you_and_no_card_code_is_shown_in_a_whole_hand(
    watched: PageWatch, players: int, lang: str
) -> None:
    """Every text the table shows (the record and the log open too) names cards as ♠10 /
    黑桃10, and the reader is "You" / "你", at 4, 5 and 6 players."""
    page = watched.page
    answer = _new_table(page, watched.base, 11, players, lang)
    you = "你" if lang else "You"
    rng = random.Random(players)
    for _ in range(400):
        view = answer["view"]
        if view["waiting"] in ("done", "redeal"):
            break
        if view["waiting"] == "play" and rng.random() < 0.2:
            # a refusal's reason too (the whole hand is never a legal play but at the end)
            _click_cards(page, view["hand"], view["hand"][: min(3, len(view["hand"]))])
            page.click(".tc-play-play")
            answer = _answer(page)
            if page.locator(".tc-play-clear").count():
                page.click(".tc-play-clear")
            view = answer["view"]
            if view["waiting"] != "play":
                continue
        _step(page, view)
        answer = _answer(page)
        page.evaluate(
            "document.querySelectorAll('#tc-play details').forEach(d => { d.open = true; })"
        )
        text = page.inner_text("#tc-play")
        assert not CODE.search(text), CODE.findall(text)
        assert page.inner_text(".tc-play-seat-0 .tc-play-seat-name").startswith(you)
    assert answer["view"]["waiting"] == "done"
    assert f"{you} " in page.inner_text(".tc-play-lessons")


@pytest.mark.parametrize("lang", ["", "/zh"])
def test_the_page_names_its_house_rules_and_links_to_the_builder(
    watched: PageWatch, lang: str
) -> None:
    """Issue 31: "Play a hand" says which house rules it plays, with a link to change them."""
    page = watched.page
    answer = _open(page, watched.base + lang, 5)
    line = page.inner_text(".tc-play-rules")
    assert answer["view"]["house_rules"]["zh" if lang else "en"] in line
    assert ("本站的默认规则" if lang else "this site's default") in line
    link = page.locator(".tc-play-rules a")
    href = link.get_attribute("href")
    assert href == f"{lang}/tools/house-rules/"
    link.click()
    page.wait_for_url(f"**{lang}/tools/house-rules/", timeout=TIMEOUT)
