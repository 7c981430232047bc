"""Issue 29, the practice table's data: undo, the friend calls, the house rules, cards named.

What ``tractor_core.api.practice`` gives the "Play a hand" page for items 2, 5 and 6 of issue 29:

* **Undo**: one play of the reader's back (that play and the computers' plays after it), replayed
  through the engine (the computers are seeded by the deal and the move's index, so the same play
  again gives the same answers), marked in the record and in the review after the hand.
* **Friends**: with called friends (shengji.io FindingFriends, ``call_nth_played``; sources in
  ``tractor_core/rules/friends.py``) each call is named with its copy ("the 2nd ♥A played") for
  the whole hand, and the play by which a seat joins carries the sentence said at that moment.
* **Words**: every message the page shows names cards as the pictures do (♠10 / 黑桃10, never
  ``S10``) and the reader as "You" / "你"; the house rules played are named.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tractor_core.api import practice
from tractor_core.play.hand import Played
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import rule_code
from tractor_core.text.say import _CARD_CODE


def _move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move for the reader (random legal plays; the first bid, friend cards, kitty)."""
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
    assert waiting == "play", waiting
    return {"type": "play", "cards": rng.choice(view["legal"]["plays"])}


def _answers(request: dict[str, Any], seed: int) -> list[dict[str, Any]]:
    """Every answer of a whole hand played by random legal moves, the first one included."""
    rng = random.Random(seed)
    answers = [practice.new_hand(request)]
    for _ in range(3000):
        answer = answers[-1]
        assert answer["ok"], answer
        if answer["view"]["waiting"] in ("done", "redeal"):
            return answers
        answers.append(practice.act(answer["state"], _move(answer["view"], rng)))
    pytest.fail("the hand did not end")


def _to_reader_play(deal: int, plays: int) -> dict[str, Any]:
    """The answer where the reader is to make play number ``plays + 1`` of deal ``deal``."""
    rng = random.Random(deal)
    answer = practice.new_hand({"deal": deal})
    made = 0
    while True:
        view = answer["view"]
        if view["waiting"] == "play":
            if made == plays:
                return answer
            made += 1
        answer = practice.act(answer["state"], _move(view, rng))
        assert answer["ok"], answer


# ------------------------------------------------------------------------------------ undo
def test_undo_takes_back_the_readers_last_play_and_the_computers_plays_after_it() -> None:
    before = _to_reader_play(5, 3)
    play = before["view"]["legal"]["plays"][-1]
    after = practice.act(before["state"], {"type": "play", "cards": play})
    assert after["ok"]
    assert any(e["kind"] == "play" and e["seat"] != 0 for e in after["events"])
    undone = practice.act(after["state"], {"type": "undo"})
    assert undone["ok"], undone
    # the hand is exactly as it was before the play (the actions), with the undo recorded
    assert undone["state"]["actions"] == before["state"]["actions"]
    assert undone["view"]["hand"] == before["view"]["hand"]
    assert undone["view"]["waiting"] == "play"
    trick = len(before["view"]["tricks"]) + 1
    assert undone["state"]["undos"] == undone["view"]["undos"] == [trick]
    # the same play again gives the same computers' answers (seeded by the deal and the move)
    again = practice.act(undone["state"], {"type": "play", "cards": play})
    assert again["state"]["actions"] == after["state"]["actions"]


def test_undo_is_marked_in_the_record_and_in_the_review_after_the_hand() -> None:
    answer = _to_reader_play(3, 2)
    played = practice.act(answer["state"], {"type": "play", "cards": answer["view"]["hand"][-1:]})
    if not played["ok"]:  # the lowest card may not follow: play a legal one
        played = practice.act(
            answer["state"], {"type": "play", "cards": answer["view"]["legal"]["plays"][0]}
        )
    answer = practice.act(played["state"], {"type": "undo"})
    trick = answer["view"]["undos"][0]
    rng = random.Random(1)
    while answer["view"]["waiting"] != "done":
        answer = practice.act(answer["state"], _move(answer["view"], rng))
    view = answer["view"]
    assert [t["n"] for t in view["tricks"] if t["undone"]] == [trick]
    said = view["result"]["lessons"]["undos"]
    assert said["count"] == 1
    assert said["en"] == f"You took back a play, in trick {trick}."
    assert said["zh"] == f"你收回过一次出牌，在第 {trick} 轮。"


def test_undo_after_the_last_trick_reopens_the_hand() -> None:
    answer = _answers({"deal": 8}, 8)[-1]
    assert answer["view"]["phase"] == "done"
    assert answer["view"]["can_undo"]
    undone = practice.act(answer["state"], {"type": "undo"})
    assert undone["ok"]
    assert undone["view"]["phase"] == "play"
    assert undone["view"]["waiting"] == "play"
    assert "result" not in undone["view"]


def test_undo_without_a_play_of_the_readers_is_refused_and_changes_nothing() -> None:
    answer = practice.new_hand({"deal": 4})
    assert not answer["view"]["can_undo"]
    refused = practice.act(answer["state"], {"type": "undo"})
    assert refused["ok"] is False
    assert refused["error"]["en"] == "There is no play of yours to take back in this hand."
    assert refused["state"] == answer["state"]


def test_an_undo_survives_a_reload_and_its_record_cannot_be_edited_unseen() -> None:
    answer = _to_reader_play(6, 1)
    played = practice.act(
        answer["state"], {"type": "play", "cards": answer["view"]["legal"]["plays"][0]}
    )
    undone = practice.act(played["state"], {"type": "undo"})
    practice._CACHE.clear()  # a reload in a fresh tab: the state is replayed
    reloaded = practice.view(undone["state"])
    assert reloaded["ok"]
    assert reloaded["view"]["undos"] == undone["view"]["undos"]
    edited = {**undone["state"], "undos": []}
    assert practice.view(edited)["corrupt"]
    bad = {**undone["state"], "undos": ["x"]}
    assert "undos" in practice.view(bad)["error"]["en"]


def test_undos_belong_to_their_hand_and_next_hand_starts_with_none() -> None:
    answers = _answers({"deal": 2}, 2)
    last = answers[-1]
    undone = practice.act(last["state"], {"type": "undo"})
    rng = random.Random(3)
    answer = undone
    while answer["view"]["waiting"] != "done":
        answer = practice.act(answer["state"], _move(answer["view"], rng))
    nxt = practice.act(answer["state"], {"type": "next"})
    assert nxt["ok"]
    assert nxt["state"]["undos"] == []
    assert nxt["view"]["undos"] == []


# ------------------------------------------------------------------------------------ friends
def _friend_hand() -> list[dict[str, Any]]:
    """A five-player hand (friends called) in which a computer joins the banker."""
    for deal in range(1, 40):
        answers = _answers({"deal": deal, "players": 5}, deal)
        if any(e.get("joins") for a in answers for e in a.get("events", [])):
            return answers
    pytest.fail("no five-player hand with a friend joining in deals 1-39")


def test_the_called_cards_are_named_with_their_copy_for_the_whole_hand() -> None:
    """shengji.io FindingFriends: the nth copy played makes its player the banker's friend."""
    answers = _friend_hand()
    called = next(i for i, a in enumerate(answers) if "friends" in a["view"])
    first = answers[called]["view"]["friends"]
    for answer in answers[called:]:
        calls = answer["view"]["friends"]
        assert [(c["card"], c["nth"]) for c in calls] == [(c["card"], c["nth"]) for c in first]
    for call in first:
        ordinal = {1: "1st", 2: "2nd", 3: "3rd"}[call["nth"]]
        assert call["en"].startswith(f"the {ordinal} ")
        assert call["en"].endswith(" played")
        assert not _CARD_CODE.search(call["en"] + call["zh"])
        assert call["zh"].startswith("打出的第")


def test_a_seat_that_joins_is_named_the_banker_s_friend_at_the_play_that_made_it() -> None:
    answers = _friend_hand()
    for answer in answers:
        for event in answer.get("events", []):
            for join in event.get("joins", []):
                seat = join["seat"]
                assert event["seat"] == seat
                view = answer["view"]
                call = next(c for c in view["friends"] if c["seat"] == seat)
                assert join["en"] == call["joined"]["en"]
                assert "is now" in join["en"] or "you are now" in join["en"]
                assert "now" in join["en"]
                assert call["en"].removesuffix(" played") in join["en"]
                assert seat in view["team"]
                hand = practice._load(answer["state"]).hand
                record = hand.log[call["at"]]
                assert isinstance(record, Played)
                assert seat in record.joins
                return
    pytest.fail("no join event")


def test_the_reader_who_plays_a_called_card_is_told_they_are_the_friend() -> None:
    for deal in range(1, 80):
        for answer in _answers({"deal": deal, "players": 5}, deal):
            for event in answer.get("events", []):
                for join in event.get("joins", []):
                    if join["seat"] == 0:
                        assert join["en"].startswith("You played the ")
                        assert join["en"].endswith(": you are now the banker's friend.")
                        assert join["zh"].startswith("你出了")
                        return
    pytest.skip("the reader never joined in deals 1-79")


def test_fixed_partners_have_no_friend_calls() -> None:
    answers = _answers({"deal": 3}, 3)
    assert all("friends" not in a["view"] for a in answers)


# ------------------------------------------------------------------------------------ words
@pytest.mark.parametrize("players", [4, 5, 6])
def test_every_message_names_cards_as_the_pictures_do(players: int) -> None:
    """No card code (S10, BJ) in any sentence of a view, an event or a refusal, in either language."""
    rng = random.Random(players)
    seen = 0

    def check(value: Any) -> None:
        nonlocal seen
        if isinstance(value, dict):
            for key, item in value.items():
                if key in ("en", "zh") and isinstance(item, str):
                    seen += 1
                    assert not _CARD_CODE.search(item), item
                else:
                    check(item)
        elif isinstance(value, list):
            for item in value:
                check(item)

    for answer in _answers({"deal": 20 + players, "players": players}, players):
        check(answer["view"])
        check(answer.get("events"))
        if answer["view"]["waiting"] == "play":
            wrong = practice.act(answer["state"], {"type": "play", "cards": answer["view"]["hand"]})
            check(wrong.get("error"))
            other = rng.choice(answer["view"]["hand"])
            missing = practice.act(
                answer["state"],
                {"type": "bury", "cards": " ".join([other] * 8)},
            )
            check(missing.get("error"))
    assert seen > 100


@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_review_calls_the_reader_you_at_every_table_size(players: int) -> None:
    view = _answers({"deal": 9, "players": players}, 9)[-1]["view"]
    where = view["result"]["lessons"]["where"]
    assert where["en"].startswith("Points won in tricks: You ")
    assert where["zh"].startswith("各家赢的分：你 ")


def test_the_house_rules_are_named_the_sites_default_a_presets_title_or_your_own() -> None:
    default = practice.new_hand({"deal": 1})["view"]["house_rules"]
    assert default["en"] == "House rules: this site's default."
    assert default["zh"] == "规则：本站的默认规则。"
    five = practice.new_hand({"deal": 1, "players": 5})["view"]["house_rules"]
    assert five["en"] == "House rules: this site's default, with 5 players and 2 decks."
    one = practice.new_hand({"deal": 1, "decks": 1})["view"]["house_rules"]
    assert one["en"] == "House rules: this site's default, with 4 players and one deck."
    titled = practice.new_hand({"deal": 1, "rules": "004"})["view"]["house_rules"]
    assert titled["preset"] == "004"
    assert titled["en"] == f"House rules: {_title('004')}."
    own = rule_code(preset("default", overturns_double_stake=True))
    mine = practice.new_hand({"deal": 1, "rules": own})["view"]["house_rules"]
    assert mine["en"] == "House rules: your own, starting from this site's default."


def _title(name: str) -> str:
    from tractor_core.rules.presets import find_preset  # noqa: PLC0415 - one test's helper

    return find_preset(name).title
