"""The "Play a hand" page in a real browser: a whole hand played by clicking, checked by the engine.

Debian's Chromium (Playwright) opens the built site. The test plays the reader's seat by clicking
cards the coach lists as legal, and checks the score and the level change the page shows
against ``tractor_core`` driving the same actions here (hand.py; sources 000-004 as cited there).
An illegal click shows the engine's reason and keeps the hand; a reload mid-hand resumes it.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.page_checks import serious
from tests.site.test_accessibility import _tab_until, _wait_for_target
from tractor_core.play.hand import Hand, HandSetup
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.friends import FriendCall
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import rules_from_code
from tractor_core.rules.throwing import check_throw
from tractor_core.text import name_cards

pytestmark = pytest.mark.browser

TIMEOUT = 120_000  # ms: the first answer waits for Pyodide to start on a busy 2-core machine


@pytest.fixture(autouse=True)
def _instant(watched: PageWatch) -> None:
    """The computers' cards at once (the pace "Instant"): these tests play whole hands."""
    watched.context.add_init_script("localStorage.setItem('tractor-play-pace', 'instant')")


def _answer(page: Any) -> dict[str, Any]:
    page.wait_for_selector("#tc-play:not([data-busy])", timeout=TIMEOUT)
    answer = page.evaluate("window.tractorPlay && window.tractorPlay.answer()")
    assert answer is not None
    return dict(answer)


def _open(page: Any, base: str, deal: int) -> dict[str, Any]:
    page.goto(f"{base}/play/?deal={deal}")
    page.wait_for_selector("#tc-play[data-waiting]:not([data-waiting=''])", timeout=TIMEOUT)
    return _answer(page)


def _drive(state: dict[str, Any]) -> Hand:
    """The page's saved actions driven through Hand's own verbs."""
    hand = Hand(HandSetup(rules_from_code(state["rules"]), seed=state["deal"]))
    for action in state["actions"]:
        verb = action[0]
        if verb == "draw":
            for _ in range(action[1]):
                hand.draw()
        elif verb == "declare":
            hand.declare(action[1], action[2])
        elif verb == "pass":
            if hand.phase == "theft":
                hand.pass_theft(action[1])
        elif verb == "close":
            hand.close_bidding()
        elif verb == "bury":
            hand.bury(action[1], action[2])
        elif verb == "call":
            hand.call_friends(action[1], [FriendCall(parse_cards(c)[0], n) for c, n in action[2]])
        else:
            hand.play(action[1], action[2])
    return hand


def _click_cards(page: Any, hand: list[str], cards: list[str]) -> None:
    used: set[int] = set()
    for card in cards:
        index = next(i for i, c in enumerate(hand) if c == card and i not in used)
        used.add(index)
        page.click(f".tc-play-hand button[data-index='{index}']")


def _step(page: Any, view: dict[str, Any]) -> None:
    """One move of the reader, by clicking: always a legal one."""
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
    else:
        assert waiting == "play", waiting
        _click_cards(page, view["hand"], view["legal"]["plays"][0])
        page.click(".tc-play-play")


def test_a_whole_hand_played_by_clicking_scores_as_the_engine_says(watched: PageWatch) -> None:
    """Score, kitty and level change on the page are the engine's for the same actions; and
    only the attackers' seats show the points they won (a new reader on the banker's side read
    "You (South) · 40 points" beside "Attackers' points: 0" as a scoring error)."""
    page = watched.page
    answer = _open(page, watched.base, 3)
    seen = {"banker's side won points": False, "attackers won points": False}
    for _ in range(300):
        if answer["view"]["waiting"] in ("done", "redeal"):
            break
        _step(page, answer["view"])
        answer = _answer(page)
        view = answer["view"]
        if view["waiting"] != "play":
            continue
        for seat, won in enumerate(view["won"]):
            info = page.inner_text(f".tc-play-seat-{seat} .tc-play-seat-info")
            if seat in view["team"]:
                assert "point" not in info, (seat, info)
                seen["banker's side won points"] |= won > 0
            elif won:
                assert f"{won} points" in info, (seat, info)
                seen["attackers won points"] = True
    assert all(seen.values()), seen
    assert answer["view"]["waiting"] == "done"
    hand = _drive(answer["state"])
    result = hand.result
    assert result is not None
    assert page.inner_text(".tc-play-total") == str(result.attacker_points)
    change = page.locator(".tc-play-change")
    assert change.get_attribute("data-side") == result.change.value.side
    assert change.get_attribute("data-levels") == str(result.change.value.levels)
    assert result.change.reason in change.inner_text()


def test_an_illegal_click_shows_the_reason_and_keeps_the_hand(watched: PageWatch) -> None:
    """A follow that leaves the led suit while holding it is refused (follow.suit; 000, 004)."""
    page = watched.page
    answer = _open(page, watched.base, 2)
    for _ in range(300):
        view = answer["view"]
        if view["waiting"] == "play" and not view["legal"]["lead"]:
            hand = _drive(answer["state"])
            assert hand.order is not None
            assert hand.trick is not None
            led = hand.order.suit_of(hand.trick.plays[0][0])
            size = len(hand.trick.plays[0])
            order = hand.order
            # in the order the page sends a selection: the hand's order on screen
            off = [c for c in view["hand"] if order.suit_of(parse_cards(c)[0]) is not led]
            on = [c for c in hand.hands[0] if hand.order.suit_of(c) is led]
            if on and len(off) >= size:
                bad = off[:size]
                verdict = hand.check_play(0, " ".join(bad))
                assert not verdict.value
                _click_cards(page, view["hand"], bad)
                page.click(".tc-play-play")
                page.wait_for_selector(".tc-play-refused", timeout=TIMEOUT)
                refused = page.inner_text(".tc-play-refused")
                assert name_cards(verdict.reason, "en") in refused
                # the rule: its words and a link to it, not its id
                assert verdict.rule not in refused
                assert (
                    page.locator(".tc-play-refused a.tc-play-rule-link").get_attribute("data-rule")
                    == verdict.rule
                )
                after = _answer(page)
                assert after["state"] == answer["state"]
                assert page.locator(".tc-play-hand button").count() == len(view["hand"])
                # the reader can go on at once with a legal play
                page.click(".tc-play-clear")
                _step(page, after["view"])
                assert _answer(page)["state"] != answer["state"]
                return
        _step(page, view)
        answer = _answer(page)
    pytest.fail("no follow with an off-suit choice in this deal")


def test_a_reload_mid_hand_resumes_it(watched: PageWatch) -> None:
    page = watched.page
    answer = _open(page, watched.base, 5)
    while not answer["view"]["tricks"]:
        _step(page, answer["view"])
        answer = _answer(page)
    page.reload()
    page.wait_for_selector("#tc-play[data-waiting]:not([data-waiting=''])", timeout=TIMEOUT)
    resumed = _answer(page)
    assert resumed["state"] == answer["state"]
    assert resumed["view"]["hand"] == answer["view"]["hand"]
    assert page.locator(".tc-play-hand button").count() == len(answer["view"]["hand"])


def test_a_damaged_saved_hand_is_discarded_with_a_notice(watched: PageWatch) -> None:
    page = watched.page
    answer = _open(page, watched.base, 5)
    state = {**answer["state"], "digest": "0" * 16}
    page.evaluate(
        "s => localStorage.setItem('tractor-play', JSON.stringify({state: s, coach: true}))", state
    )
    page.reload()
    page.wait_for_selector(".tc-notice", timeout=TIMEOUT)
    assert "could not be read" in page.inner_text(".tc-notice")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)


def test_the_page_plays_in_its_own_language_and_the_sites_rules(watched: PageWatch) -> None:
    """The English page plays in English even when the puzzles were last in Chinese (the page's
    language decides, issue 29); the site's house-rules choice (a preset) is used."""
    page = watched.page
    page.context.add_init_script(
        "localStorage.setItem('tractor-progress',"
        " JSON.stringify({version: 1, scores: {}, lang: 'zh', rules: '004'}))"
    )
    answer = _open(page, watched.base, 7)
    assert "Deal the cards" in page.inner_text(".tc-play-status")
    assert page.get_attribute("#tc-play", "lang") == "en"
    assert rules_from_code(answer["state"]["rules"]) == preset("004")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_accessibility_problem_at_the_table(watched: PageWatch, scheme: str) -> None:
    """axe-core on a phone-sized table mid-hand, with a trick's "Why?" open and a play selected."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme=scheme)
    answer = _open(page, watched.base, 5)
    while not answer["view"]["tricks"] or answer["view"]["waiting"] != "play":
        _step(page, answer["view"])
        answer = _answer(page)
    page.click(".tc-play-tricks summary")
    page.click(".tc-play-tricks .tc-play-why-button")
    page.wait_for_selector(".tc-play-tricks .tc-play-why-text")
    # why this seat won: the judge's words and a link to the rule, not the rule's id
    why = page.locator(".tc-play-tricks .tc-play-why-text").first
    rule = why.locator("a.tc-play-rule-link").get_attribute("data-rule")
    assert rule
    assert rule not in why.inner_text()
    page.click(".tc-play-coach-box summary")  # the legal plays, on request
    page.click(".tc-play-legal-option[data-key='legal-0']")
    page.locator(".tc-play-hand button").first.focus()
    assert serious(page) == []
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide at 390 px"


def test_a_failed_throw_shows_what_was_forced_and_why(watched: PageWatch) -> None:
    """A throw another hand can beat fails: the forced unit is played (throw.fails; 000, 004).

    The reader leads the three lowest cards of a hand when they are one suit and another hand
    beats them. In deal 6, played as ``_step`` plays, the reader gets such a lead (found by
    driving ``tractor_core.api.practice`` the same way; the computer players decide who leads,
    so a change of theirs can move it to another deal)."""
    page = watched.page
    for deal in (6,):
        answer = _open(page, watched.base, deal)
        for _ in range(300):
            view = answer["view"]
            if view["waiting"] in ("done", "redeal"):
                break
            if view["waiting"] == "play" and view["legal"]["lead"] and len(view["hand"]) >= 3:
                throw = view["hand"][-3:]  # the three lowest cards: one suit, most often
                hand = _drive(answer["state"])
                assert hand.order is not None
                others = [hand.hands[s] for s in range(1, hand.players)]
                if len({hand.order.suit_of(c) for c in parse_cards(" ".join(throw))}) == 1:
                    verdict = check_throw(parse_cards(" ".join(throw)), others, hand.order)
                    if not verdict.value.succeeds:
                        _click_cards(page, view["hand"], throw)
                        page.click(".tc-play-play")
                        page.wait_for_selector(".tc-play-throw", timeout=TIMEOUT)
                        shown = page.inner_text(".tc-play-throw")
                        # the rule is a link to its catalogue entry, its id not in the words
                        assert verdict.rule not in shown
                        link = page.locator(".tc-play-throw a.tc-play-rule-link")
                        assert link.get_attribute("data-rule") == verdict.rule
                        assert link.get_attribute("href").endswith(
                            f"/rules-catalogue/#{verdict.rule}"
                        )
                        assert "You must play" in shown
                        forced = verdict.value.forced
                        assert forced is not None
                        cards = page.locator(".tc-play-throw .tc-play-row").nth(1)
                        assert cards.locator(".tc-face").count() == len(forced)
                        return
            _step(page, view)
            answer = _answer(page)
    pytest.fail("no failing throw of the three lowest cards in deal 6")


def test_deal_to_the_end_says_why_it_stopped_in_the_pages_language(watched: PageWatch) -> None:
    """The deal stops when the reader draws a card to declare with, and the page says so."""
    page = watched.page
    answer = _open(page, watched.base, 1)
    while "stopped" not in answer["view"]:
        page.click(".tc-play-deal-all")
        answer = _answer(page)
    hand = _drive(answer["state"])
    drawn = hand.log[-1]
    card = parse_cards(answer["view"]["stopped"]["card"])[0]
    assert getattr(drawn, "card", None) == card
    assert getattr(drawn, "seat", None) == 0
    status = page.inner_text(".tc-play-status")
    assert status == answer["view"]["stopped"]["en"]
    assert card.english in status
    assert "declare" in status
    # the Chinese page resumes the same hand and says it in Chinese
    page.goto(f"{watched.base}/zh/play/")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    assert _answer(page)["state"] == answer["state"]
    status = page.inner_text(".tc-play-status")
    assert card.chinese in status
    assert "亮主" in status


def test_why_the_deal_stopped_is_on_a_phones_screen_with_the_buttons(watched: PageWatch) -> None:
    """At 390 px the reason the deal stopped was below the fold, under the sticky buttons: a
    new reader saw only a new "Declare with ♣2" button. It now sits in the buttons' dock."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    answer = _open(page, watched.base, 1)
    while "stopped" not in answer["view"]:
        page.click(".tc-play-deal-all")
        answer = _answer(page)
    status = page.locator(".tc-play-dock .tc-play-status.tc-play-stopped")
    assert status.inner_text() == answer["view"]["stopped"]["en"]
    box = page.evaluate(
        """() => { const r = document.querySelector('.tc-play-dock .tc-play-status')
                .getBoundingClientRect();
            return {top: r.top, bottom: r.bottom, h: innerHeight}; }"""
    )
    assert box["top"] >= 0, box
    assert box["bottom"] <= box["h"], box
    # ...and the card just drawn is not under the dock: the board is scrolled into view
    cards = page.evaluate(
        """() => { const dock = document.querySelector('.tc-play-dock').getBoundingClientRect();
            const header = document.querySelector('.md-header').getBoundingClientRect();
            return [...document.querySelectorAll('.tc-play-hand button')].map(b => {
              const r = b.getBoundingClientRect();
              return r.top >= header.bottom - 1 && r.bottom <= dock.top + 1; }); }"""
    )
    assert cards, "no card in the hand"
    assert all(cards), cards


def test_the_first_turn_says_who_overturned_who_is_banker_and_the_readers_side(
    watched: PageWatch,
) -> None:
    """Deal 1: South declares ♣2, North overturns with two big jokers, becomes banker, buries
    and leads. A new reader found only "Your turn" and could not tell which side they were on."""
    page = watched.page
    answer = _open(page, watched.base, 1)
    while answer["view"]["waiting"] != "play":
        _step(page, answer["view"])
        answer = _answer(page)
    view = answer["view"]
    assert view["banker"] == 2  # North
    assert not view["tricks"]
    status = page.inner_text(".tc-play-dock .tc-play-status")
    assert status.startswith(
        "North overturned your declaration. North is the banker: took the kitty, buried "
        f"{view['kitty_size']} cards and led first. Your turn"
    ), status
    side = page.inner_text(".tc-play-side")
    assert side == "Your side: the banker's team (keep points away from the attackers)"
    # after the first trick the line is only what to do now
    _step(page, view)
    answer = _answer(page)
    if answer["view"]["waiting"] == "play" and answer["view"]["tricks"]:
        assert "is the banker" not in page.inner_text(".tc-play-dock .tc-play-status")


def test_deal_to_the_end_is_two_tabs_from_the_link_to_the_table(watched: PageWatch) -> None:
    """The deal number, decks and players come after the board: a new reader who followed
    "Go straight to the table" counted 14 Tabs, through them, to reach Deal to the end."""
    page = watched.page
    _open(page, watched.base, 1)
    page.focus("a[href$='#tc-play']")
    page.keyboard.press("Enter")
    presses = 0
    while page.evaluate("document.activeElement.dataset.key") != "deal-all":
        if presses == 20:
            pytest.fail("Deal to the end not reached in 20 Tabs from the link to the table")
        page.keyboard.press("Tab")
        presses += 1
    assert presses <= 2, presses  # Deal 5 cards, then Deal to the end
    after = page.evaluate(
        """() => ['deal', 'decks', 'players', 'new-hand'].map(k => Boolean(
            document.querySelector(`#tc-play [data-key="${k}"]`).compareDocumentPosition(
              document.querySelector('#tc-play [data-key="deal-all"]'))
            & Node.DOCUMENT_POSITION_PRECEDING))"""
    )
    assert all(after), after  # every setting after the button


def test_an_outbid_bid_is_still_listed_with_who_made_it(watched: PageWatch) -> None:
    """Deal 1: South declares C2 and North overturns with BJ BJ; both bids stay listed."""
    page = watched.page
    answer = _open(page, watched.base, 1)
    while "stopped" not in answer["view"]:
        page.click(".tc-play-deal-all")
        answer = _answer(page)
    page.click(".tc-play-bid-option[data-key='bid-0']")
    answer = _answer(page)
    while answer["view"]["waiting"] == "deal":
        page.click(".tc-play-deal-all")
        answer = _answer(page)
    if page.locator("details.tc-play-bids-box:not([open])").count():  # folded once play starts
        page.click("details.tc-play-bids-box summary")
    rows = page.locator(".tc-play-bids li")
    assert rows.count() == len(answer["view"]["bids"]) >= 2
    mine = page.locator(".tc-play-bids li[data-seat='0']").first
    assert mine.get_attribute("data-stands") == "0"
    assert "You" in mine.inner_text()
    assert "outbid" in mine.inner_text()
    assert mine.locator(".tc-face[data-card='C2']").count() == 1
    last = rows.nth(rows.count() - 1)
    assert last.get_attribute("data-stands") == "1"
    assert "stands" in last.inner_text()


def test_next_hand_goes_on_with_the_match_and_shows_the_levels(watched: PageWatch) -> None:
    """Deal 6: the banker's side (East-West) wins a level; Next hand (pressed with the keyboard)
    deals hand 2 with East-West at 3, South-North at 2 and the hand's next banker (hand.py,
    levels.py: the winning side goes up, 000/001/004)."""
    page = watched.page
    answer = _open(page, watched.base, 6)
    for _ in range(300):
        if answer["view"]["waiting"] == "done":
            break
        _step(page, answer["view"])
        answer = _answer(page)
    hand = _drive(answer["state"])
    result = hand.result
    assert result is not None
    change = result.change.value
    assert (change.side, change.levels) == ("banker", 1)
    assert result.banker_team == {1, 3}
    assert "3" in page.inner_text(".tc-play-next-levels")
    button = page.locator(".tc-play-next-hand")
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(".tc-play-match[data-hand='2']", timeout=TIMEOUT)
    after = _answer(page)
    assert after["view"]["match"]["levels"] == ["2", "3", "2", "3"]
    assert after["view"]["match"]["banker"] == result.next_banker
    bar = page.inner_text(".tc-play-match")
    assert "Hand 2" in bar
    assert "You & North 2" in bar
    assert "East & West 3" in bar
    banker_name = ["You", "East", "North", "West"][result.next_banker]
    assert f"Banker: {banker_name}" in bar
    assert after["view"]["phase"] == "deal"
    assert page.locator(".tc-play-hand button").count() == 0
    # a reload resumes hand 2 of the match
    page.reload()
    page.wait_for_selector(".tc-play-match[data-hand='2']", timeout=TIMEOUT)
    assert _answer(page)["state"] == after["state"]


def test_a_hand_nobody_declares_is_dealt_again_by_itself_with_the_rule(watched: PageWatch) -> None:
    """Deal 149, one deck: nobody declares, and the rules redeal (no_bid_first_hand = redeal);
    the page deals again by itself and says why, instead of asking for a new hand."""
    page = watched.page
    _open(page, watched.base, 1)
    page.fill(".tc-play-deal", "149")
    page.select_option(".tc-play-decks", "1")
    page.click(".tc-play-new")
    answer = _answer(page)
    while not answer["state"]["hands"]:
        waiting = answer["view"]["waiting"]
        assert waiting in ("deal", "bid"), waiting
        page.click(".tc-play-deal-all" if waiting == "deal" else ".tc-play-pass")
        answer = _answer(page)
    first = _drive({**answer["state"], "actions": answer["state"]["hands"][0]})
    assert first.phase == "redeal"
    assert answer["view"]["waiting"] == "deal"
    line = page.locator(".tc-play-redealt")
    assert line.get_attribute("data-rule") == "declare.no-bid.redeal"
    assert "Nobody declared" in line.inner_text()
    assert "declare.no-bid.redeal" not in line.inner_text()
    assert (
        line.locator("a.tc-play-rule-link")
        .get_attribute("href")
        .endswith("/rules-catalogue/#declare.no-bid.redeal")
    )
    assert page.locator(".tc-play-match[data-hand='2']").count() == 1
    assert page.locator(".tc-play-deal-all").is_enabled()


# ------------------------------------------------------------------ round 2 (a new reader's review)
def test_zh_deal_7_the_trump_line_shows_west_s_bid_and_the_stop_says_overturn(
    watched: PageWatch,
) -> None:
    """/zh/play/ at 390 px, deal 7, 发完 twice: West's D2 stands, South drew a big joker. The
    trump line shows the standing bid, the stop says 反主, one bid button holds both jokers, and
    the table's words use full-width punctuation."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{watched.base}/zh/play/?deal=7")
    page.wait_for_selector("#tc-play[data-waiting='deal']", timeout=TIMEOUT)
    for _ in range(2):
        page.click(".tc-play-deal-all")
        answer = _answer(page)
    assert answer["view"]["stopped"]["kind"] == "overturn"
    assert page.inner_text(".tc-play-trump") == "主：打2，方片主（西）"
    status = page.inner_text(".tc-play-status")
    assert "反西家的主（打2，方片主）" in status
    assert "现在反主" in status
    # one button per bid, no second always-grey 亮主 button
    assert page.locator(".tc-play-actions .tc-play-declare").count() == 0
    options = page.locator(".tc-play-bid-option")
    assert options.count() == len(answer["view"]["bid_options"]) == 1
    box = options.first.bounding_box()
    for face in options.first.locator(".tc-face").all():
        inner = face.bounding_box()
        assert inner["x"] >= box["x"] - 0.5
        assert inner["x"] + inner["width"] <= box["x"] + box["width"] + 0.5
    # full-width punctuation, 各家亮主 above the bids list
    centre = page.inner_text(".tc-play-center")
    assert "各家亮主：" in centre
    match = page.inner_text(".tc-play-match")
    assert "级别：" in match
    assert page.inner_text(".tc-play-seat-0 .tc-play-seat-name").startswith("你（南）")
    for text in (centre, match, page.inner_text(".tc-play-seat-0")):
        assert ": " not in text, text
        assert "(" not in text, text
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is {width} px wide at 390 px"


def test_choosing_a_legal_play_with_the_keyboard_moves_the_focus_to_play(
    watched: PageWatch,
) -> None:
    """Enter on a legal play selects it and puts the focus on 出牌/Play: one more Enter plays it."""
    page = watched.page
    answer = _open(page, watched.base, 5)
    while answer["view"]["waiting"] != "play":
        _step(page, answer["view"])
        answer = _answer(page)
    before = len(answer["view"]["hand"])
    page.click(".tc-play-coach-box summary")  # the legal plays, on request
    page.focus(".tc-play-legal-option[data-key='legal-0']")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "document.activeElement && document.activeElement.dataset.key === 'play'"
    )
    page.keyboard.press("Enter")
    answer = _answer(page)
    assert len(answer["view"]["hand"]) < before


def test_from_the_top_of_the_page_deal_to_the_end_is_a_few_tabs_away(watched: PageWatch) -> None:
    """Skip to content, the page's "Go straight to the table" link (past the intro's glossary
    terms), then the table's controls and the deal buttons (the hand's cards are no tab stops
    while dealing: nothing to select). A new reader needed 47 Tabs."""
    page = watched.page
    _open(page, watched.base, 7)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    to_skip = _tab_until(page, "e.matches('.md-skip')", 3)
    page.keyboard.press("Enter")
    _wait_for_target(page, page.evaluate("document.querySelector('.md-skip').hash.slice(1)"))
    to_link = _tab_until(page, "e.matches('a[href$=\"#tc-play\"]')", 5)
    page.keyboard.press("Enter")
    _wait_for_target(page, "tc-play")
    tabs = _tab_until(page, "e.dataset.key === 'deal-all'", 40)
    assert to_skip + to_link + tabs <= 12, (to_skip, to_link, tabs)


def test_the_coach_suggests_a_play_says_why_and_the_hand_ends_with_a_review(
    watched: PageWatch,
) -> None:
    """Issue #29: the coach names one good play with its reason (cards as ♠A, not SA), a click
    chooses it, and after the hand a review says where the points went."""
    page = watched.page
    answer = _open(page, watched.base, 3)
    suggested = 0
    for _ in range(300):
        view = answer["view"]
        if view["waiting"] in ("done", "redeal"):
            break
        if view["waiting"] == "play":
            suggest = view["suggest"]
            box = page.locator(".tc-play-suggest")
            assert suggest["en"] in box.inner_text()
            assert not any(c in box.inner_text() for c in suggest["cards"] if len(c) > 1), suggest
            page.click(".tc-play-suggest-take")
            page.click(".tc-play-play")
            suggested += 1
        else:
            _step(page, view)
        answer = _answer(page)
    assert answer["view"]["waiting"] == "done"
    assert suggested >= 10  # every play of the reader's was the coach's
    lessons = answer["view"]["result"]["lessons"]
    review = page.locator(".tc-play-lessons")
    assert lessons["summary"]["en"] in review.inner_text()
    assert lessons["where"]["en"] in review.inner_text()
