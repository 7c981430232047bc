"""The practice page's coach and its review after the hand (tractor_core.api.practice).

Issue 29, item 4: the coach suggests one play, from the computer players' own evaluation
(tractor_core.play.players.advise), and says why in a sentence in both languages, naming cards
as ♠A / 黑桃A and seats by the compass; the legal plays stay available. After the hand, the review
lists the tricks where the reader's play lost points, what would have kept them and where the
points went; its figures are the hand's own.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tractor_core.api import practice
from tractor_core.rules.cards import card_points, parse_cards
from tractor_core.rules.following import check_follow
from tractor_core.rules.rule_codes import rules_from_code
from tractor_core.rules.trump_order import order_for
from tractor_core.text import seat_names

SUITS_EN = ("♠", "♥", "♣", "♦", "joker")
SUITS_ZH = ("黑桃", "红桃", "梅花", "方片", "大王", "小王")


def _setup_move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    waiting = view["waiting"]
    if waiting == "deal":
        if view.get("bid_options"):
            return {"type": "declare", "cards": view["bid_options"][0]}
        return {"type": "deal", "cards": 30}
    if waiting == "bid":
        return {"type": "pass"}
    if waiting == "bury":
        return {"type": "bury", "cards": view["hand"][-view["kitty_size"] :]}
    assert waiting == "call", waiting
    picks = rng.sample(view["call_options"], view["friend_count"])
    return {"type": "call", "calls": [[c, 1] for c in picks]}


def _play_hand(request: dict[str, Any], choose: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Play a practice hand through the JSON entry points; ``choose(view)`` picks each play."""
    rng = random.Random(request["deal"])
    answer = json.loads(practice.new_hand_json(json.dumps(request)))
    seen: list[dict[str, Any]] = []
    for _ in range(3000):
        view = answer["view"]
        if view["waiting"] in ("done", "redeal"):
            return answer, seen
        if view["waiting"] == "play":
            seen.append(view)
            move = {"type": "play", "cards": choose(view)}
        else:
            move = _setup_move(view, rng)
        answer = json.loads(practice.act_json(json.dumps(answer["state"]), json.dumps(move)))
        assert answer["ok"], (move, answer.get("error"))
    pytest.fail("the hand did not end")


TABLES = [
    {"deal": 4, "decks": 2, "players": 4},
    {"deal": 9, "decks": 1, "players": 4},
    {"deal": 12, "decks": 2, "players": 5},
    {"deal": 21, "decks": 3, "players": 6},
]


@pytest.mark.parametrize("request_", TABLES, ids=lambda r: f"{r['decks']}d{r['players']}p")
def test_the_coach_suggests_a_legal_play_and_says_why_naming_cards_and_seats(
    request_: dict[str, Any],
) -> None:
    answer, views = _play_hand(request_, lambda v: v["suggest"]["cards"])
    assert answer["view"]["phase"] == "done"  # every suggestion was accepted by the engine
    names = seat_names(request_["players"])
    assert views
    for view in views:
        suggest = view["suggest"]
        assert view["legal"]["count"] >= 1  # the legal plays stay available
        assert suggest["cards"]
        assert set(suggest["cards"]) <= set(view["hand"])
        en, zh = suggest["en"], suggest["zh"]
        assert any(s in en for s in SUITS_EN), en
        assert any(s in zh for s in SUITS_ZH), zh
        assert not any(c in en for c in suggest["cards"] if len(c) > 1 and c[1:] != "J"), en
        if suggest["kind"] in ("feed", "hold", "dump"):  # it names the seat winning the trick
            assert any(n.en in en for n in names) or "You" in en, en
            assert any(n.zh in zh for n in names) or "你" in zh, zh


def test_without_the_coach_there_is_no_suggestion() -> None:
    answer = practice.new_hand({"deal": 4, "coach": False})
    for _ in range(200):
        view = answer["view"]
        if view["waiting"] == "play":
            assert "suggest" not in view
            assert "legal" not in view
            return
        answer = practice.act(
            answer["state"], _setup_move(view, random.Random(1)) | {"coach": False}
        )
    pytest.fail("never the reader's turn to play")


def _greedy(view: dict[str, Any]) -> list[str]:
    """The legal play with the most points (a beginner's slips)."""
    plays = view["legal"]["plays"]
    return max(plays, key=lambda p: card_points(parse_cards(" ".join(p))))


@pytest.mark.parametrize("deal", [4, 7, 15])
def test_the_review_lists_the_readers_slips_as_the_hand_logged_them(deal: int) -> None:
    answer, _ = _play_hand({"deal": deal, "decks": 2, "players": 4}, _greedy)
    json.dumps(answer)  # JSON all through
    view = answer["view"]
    result = view["result"]
    lessons = result["lessons"]
    tricks = view["tricks"]
    team = set(result["banker_team"])
    rules = rules_from_code(view["rules"])
    assert view["trump"] is not None
    order = order_for(_trump_of(answer), rules)
    for slip in lessons["slips"]:
        trick = tricks[slip["trick"] - 1]
        mine = next(p["cards"] for p in trick["plays"] if p["seat"] == practice.READER)
        assert slip["played"] == mine
        assert slip["winner"] == trick["winner"]
        assert slip["points"] == trick["points"]
        assert (slip["winner"] in team) != (practice.READER in team)
        assert slip["given"] == card_points(parse_cards(" ".join(mine)))
        assert 0 < slip["kept"] <= slip["given"]
        # the reader's cards before the trick: everything it played from that trick on
        before = [
            c
            for t in tricks[slip["trick"] - 1 :]
            for p in t["plays"]
            if p["seat"] == practice.READER
            for c in p["cards"]
        ]
        lead = parse_cards(" ".join(trick["plays"][0]["cards"]))
        better = parse_cards(" ".join(slip["better"]))
        assert check_follow(lead, parse_cards(" ".join(before)), better, order).value
        assert card_points(better) < slip["given"]
        assert f"{slip['trick']}" in slip["en"]
        assert f"{slip['trick']}" in slip["zh"]
    assert lessons["kept"] == sum(s["kept"] for s in lessons["slips"])
    went = lessons["went"]
    assert [w["points"] for w in went] == view["won"]
    assert sum(w["points"] for w in went) == sum(t["points"] for t in tricks)
    attackers = sum(w["points"] for w in went if w["side"] == "attackers")
    assert attackers == result["trick_points"]
    assert str(result["attacker_points"]) in lessons["where"]["en"]
    assert lessons["summary"]["zh"]


def test_a_greedy_reader_is_shown_some_slips() -> None:
    """The review is not empty when the reader feeds points away (deals 4, 7 and 15 above)."""
    total = 0
    for deal in (4, 7, 15):
        answer, _ = _play_hand({"deal": deal, "decks": 2, "players": 4}, _greedy)
        total += len(answer["view"]["result"]["lessons"]["slips"])
    assert total > 0


def _trump_of(answer: dict[str, Any]) -> Any:
    """The hand's trump, from the replayed session (the view shows it in words)."""
    session = practice._load(answer["state"])
    assert session.hand.trump is not None
    return session.hand.trump
