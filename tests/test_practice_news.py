"""Issue 29 (what was still open): the coach read as a beginner, and the news of a trick won.

Item 4: every suggestion of the coach (``view.suggest``, from
:func:`tractor_core.play.players.advise`) says one good play and why in a sentence a beginner
reads without stumbling: cards as ♠10 / 黑桃10, seats by the compass and the reader as "You" /
"你" — and English that agrees with itself (one seat "is", not "are"; the reader is never "You
is"; a pair led is not "a low card"). Playing whole hands by the coach at 4, 5 and 6 players
found those, and a pair "thrown"; each is tested here on the position that showed it and over seeded hands.

Item 1: each trick of the view carries ``said``, the sentence the page's one live region says
once when the trick is won (who won it, with which cards, its points), in both languages.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from tests.test_players import table
from tractor_core.api import practice
from tractor_core.play.players import advise
from tractor_core.rules.cards import parse_cards
from tractor_core.text import cards_named, seat_named
from tractor_core.text.say import _CARD_CODE


def _setup_move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    waiting = view["waiting"]
    if waiting == "deal":
        if view.get("bid_options"):
            return {"type": "declare", "cards": view["bid_options"][0]}
        return {"type": "deal", "cards": 100}
    if waiting == "bid":
        return {"type": "pass"}
    if waiting == "bury":
        return {"type": "bury", "cards": view["hand"][-view["kitty_size"] :]}
    assert waiting == "call", waiting
    picks = rng.sample(view["call_options"], view["friend_count"])
    return {"type": "call", "calls": [[c, 1] for c in picks]}


def _by_the_coach(request: dict[str, Any]) -> list[dict[str, Any]]:
    """Every answer of a hand where the reader plays each suggestion of the coach."""
    rng = random.Random(request["deal"])
    answers = [json.loads(practice.new_hand_json(json.dumps(request)))]
    for _ in range(3000):
        view = answers[-1]["view"]
        if view["waiting"] in ("done", "redeal"):
            return answers
        if view["waiting"] == "play":
            move = {"type": "play", "cards": view["suggest"]["cards"]}
        else:
            move = _setup_move(view, rng)
        state = json.dumps(answers[-1]["state"])
        answers.append(json.loads(practice.act_json(state, json.dumps(move))))
        assert answers[-1]["ok"], answers[-1]
    pytest.fail("the hand did not end")


TABLES = [
    {"deal": 3, "decks": 2, "players": 4},
    {"deal": 9, "decks": 1, "players": 4},
    {"deal": 4, "decks": 2, "players": 5},
    {"deal": 5, "decks": 3, "players": 6},
]
TABLE_IDS = [f"{t['decks']}d{t['players']}p-deal{t['deal']}" for t in TABLES]


# ------------------------------------------------------------------------------ item 4: the coach
def test_one_seat_that_may_still_beat_your_card_is_named_alone_and_the_reader_is_not_you_is() -> (
    None
):
    """West (3) led ♠3; South, the reader, holds only ♠Q ♠J in spades and wins for now with ♠J;
    East, after South, holds ♠A. The sentence said "You is winning for your side, but East may
    still beat it": it now says the card is the highest so far and East may beat it."""
    hand = table(["SQ SJ C3", "SA S5 D6", "D5 D7 D8", "S4 C4"], ["S3"], leader=3, me=0)
    advice = advise(hand, 0)
    assert [c.notation for c in advice.play] == ["SJ"]
    en, zh = advice.why["en"], advice.why["zh"]
    assert en == (
        "Play ♠J: it is the highest so far, but East may still beat it; the trick holds no "
        "points, so little is lost if they do."
    )
    assert zh == "出 黑桃J：它暂时最大，但东还可能大过它；这一轮没有分，被大过也不丢什么。"


def test_a_pair_led_without_points_is_not_called_a_low_card() -> None:
    """North (2) leads ♣8 ♣8 (East's ♣9 ♣9 or ♣10 ♣10, West's ♣J ♣J may beat it): "a low card
    that gives away no points" read wrong for a pair (and for a queen); the sentence now says it
    puts no points at risk."""
    hand = table(["SA S6", "SK C9 C9 C10 C10", "C8 C8 SQ D3", "CJ CJ D5"], [], leader=2, me=2)
    advice = advise(hand, 2)
    assert advice.kind == "lead-low"
    assert [c.notation for c in advice.play] == ["C8", "C8"]
    assert advice.why["en"] == (
        "Lead ♣8 ♣8: it puts no points at risk; keep your winners for tricks with points."
    )
    assert advice.why["zh"] == "首出 梅花8、梅花8：不带分，不会送分；把大牌留到有分的轮次。"


def test_a_pair_nothing_unseen_beats_is_led_not_thrown() -> None:
    """North's ♣8 ♣8 are the top clubs unseen (East's ♣4 ♣5, South's ♣3 are lower): the coach
    said "Throw ♣8 ♣8 … so the throw stands", but a pair is one unit, led as such."""
    hand = table(["SA S6 C3", "SK C4 C5", "C8 C8 SQ D3", "S8 DA D5"], [], leader=2, me=2)
    advice = advise(hand, 2)
    assert [c.notation for c in advice.play] == ["C8", "C8"]
    assert advice.kind == "lead-sure"
    assert advice.why["en"].startswith("Lead ♣8 ♣8: no unseen card of its suit is higher")
    assert "throw" not in advice.why["en"].lower()
    assert "甩" not in advice.why["zh"]


def test_when_no_play_beats_the_winning_card_the_coach_says_so() -> None:
    """East (1) led ♠A; North (2) holds ♠4 ♠3 and no trump: it said "you cannot take the trick
    safely", as if a risky win were there; it now says North cannot beat it."""
    hand = table(["C3 C4", "C5 D5", "S4 S3 C6", "S5 S6 C7"], ["SA"], leader=1, me=2)
    advice = advise(hand, 2)
    assert [c.notation for c in advice.play] == ["S3"]
    assert advice.kind == "dump"
    assert advice.why["en"] == "Play ♠3: East is winning and you cannot beat it, so give no points."
    assert advice.why["zh"] == "出 黑桃3：东正在赢这一轮，你大不过，所以不要给分。"


def test_a_follow_with_no_choice_is_said_to_be_the_only_legal_play() -> None:
    """New-reader review: North (2) follows East's ♦Q ♦Q holding ♦K ♦K and clubs, its one legal
    play (000: 出对牌时，其余家有对牌必须出对牌). The coach gave a reason for a choice the reader
    does not have ("Try to win with ♦K ♦K … puts no more points at risk than the others") and, when
    the last trumps were forced out, "keep your strong cards for later"."""
    hand = table(["C3 C4", "C5 D5", "DK DK C6 C7", "S5 S6 C8"], ["DQ DQ"], leader=1, me=2)
    advice = advise(hand, 2)
    assert [c.notation for c in advice.play] == ["DK", "DK"]
    assert advice.kind == "only"
    assert advice.why["en"] == (
        "Play ♦K ♦K: it is your only legal play, because you must follow the suit that was led "
        "(pairs with pairs, tractors with tractors) with the cards you hold."
    )
    assert advice.why["zh"].startswith("只能出 方片K、方片K：")
    # the last cards of a hand
    last = table(["C3", "C5", "DK", "S5"], ["DQ"], leader=1, me=2)
    assert advise(last, 2).why["en"] == "Play ♦K: it is the last card in your hand."
    assert advise(last, 2).why["zh"] == "出 方片K：这是你手里最后一张牌。"
    # a choice is still a choice: ♠4 or ♠3 to East's ♠A
    choice = table(["C3 C4", "C5 D5", "S4 S3 C6", "S5 S6 C7"], ["SA"], leader=1, me=2)
    assert advise(choice, 2).kind != "only"


WRONG_ENGLISH = [
    re.compile(r"\bYou is\b"),
    re.compile(r"\bYou (?:is|are) winning for your side\b"),
    # one seat named, then a plural verb ("West are unlikely")
    re.compile(r"\b(?:South|East|North|West|Seat \d) are\b"),
    # a list of seats without "and" ("Seat 2, Seat 3 may")
    re.compile(r"(?:East|North|West|Seat \d), (?:East|North|West|Seat \d) (?:may|can|cannot)"),
    re.compile(r"\ba low card\b"),
    re.compile(r"\bcheaply\b"),
]


@pytest.mark.parametrize("request_", TABLES, ids=TABLE_IDS)
def test_every_suggestion_of_a_hand_played_by_the_coach_reads_as_plain_english_and_chinese(
    request_: dict[str, Any],
) -> None:
    """Whole hands played by the coach's suggestions: each sentence names the suggested cards as
    the pictures do (♠10 / 黑桃10), never a card code, and none reads wrong."""
    views = [a["view"] for a in _by_the_coach(request_)]
    suggestions = [v["suggest"] for v in views if v["waiting"] == "play"]
    assert len(suggestions) >= 8
    for s in suggestions:
        en, zh = s["en"], s["zh"]
        assert cards_named(s["cards"]).en in en, s
        assert cards_named(s["cards"]).zh in zh, s
        assert not _CARD_CODE.search(en), en
        assert not _CARD_CODE.search(zh), zh
        assert en[0].isupper(), en
        assert en.endswith("."), en
        assert zh.endswith("。"), zh
        for wrong in WRONG_ENGLISH:
            assert not wrong.search(en), (wrong.pattern, en)
        assert "You" not in en.split(":", 1)[1], en  # after the cards, the reader is "you"


# ------------------------------------------------------------------------ item 1: the trick's news
@pytest.mark.parametrize("request_", TABLES, ids=TABLE_IDS)
def test_each_trick_says_who_won_it_with_which_cards_and_its_points(
    request_: dict[str, Any],
) -> None:
    """The live region's sentence for a trick: "Trick 3: East won it with ♠A (10 points)." — the
    winner's own cards and the trick's points, the reader as "you" / "你"."""
    final = _by_the_coach(request_)[-1]["view"]
    players = final["players"]
    assert final["tricks"]
    for trick in final["tricks"]:
        winner = trick["winner"]
        cards = next(p["cards"] for p in trick["plays"] if p["seat"] == winner)
        named = cards_named(parse_cards(" ".join(cards)))
        n, points = trick["n"], trick["points"]
        if winner == practice.READER:
            assert (
                trick["said"]["en"] == f"Trick {n}: you won it with {named.en} ({points} points)."
            )
            assert trick["said"]["zh"] == f"第 {n} 轮：你用 {named.zh} 赢了（{points} 分）。"
        else:
            seat = seat_named(winner, players, final["direction"])
            assert trick["said"]["en"] == (
                f"Trick {n}: {seat.en} won it with {named.en} ({points} points)."
            )
            assert trick["said"]["zh"] == f"第 {n} 轮：{seat.zh}用 {named.zh} 赢了（{points} 分）。"
