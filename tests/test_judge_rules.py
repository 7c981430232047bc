"""The judge's kinds for trump without a declaration, the friend of a call and the thrower's stake.

Sources: 000 (若发牌结束仍无人亮牌，则打无主), 001 (反底牌，以底牌花色数量多的花色作为主牌), 004
(底牌中抽取正数第三张; 若第三张为常主则该局游戏为无主; a failed throw: 扣除当前房间底金的1/2),
gamerules (redeal), shengji.io (FindingFriends: the Nth player to play the called card joins),
000/001 part 2 (Bianfeng 寻: the holder of the other copy, else the nearest holder in play order).
variants.md §1b, §1d, §1h.
"""

from __future__ import annotations

from typing import Any

import pytest

from tractor_core.api.judge import KINDS, ask


def q(kind: str, rules: dict[str, Any], trump: dict[str, Any], **inp: Any) -> dict[str, Any]:
    return {"id": kind, "kind": kind, "rules": rules, "trump": trump, "input": inp}


LEVEL5 = {"level": "5"}
KITTY = "S3 H4 C9 D2 S5 HK CQ D7"


def test_new_kinds_are_listed() -> None:
    assert {"no_bid", "friend"} <= set(KINDS)


# ------------------------------------------------------------------------------ no_bid
@pytest.mark.parametrize(
    ("preset", "first_hand", "kitty", "trump", "rule"),
    [
        ("004", False, KITTY, {"level": "5", "suit": "C"}, "declare.no-bid.kitty-nth"),
        ("004", False, "S3 H4 BJ D2 S5 HK CQ D7", {"level": "5", "suit": None},
         "declare.no-bid.kitty-nth"),
        ("shengji", False, KITTY, {"level": "5", "suit": "S"}, "declare.no-bid.kitty-nth"),
        ("000", True, KITTY, {"level": "5", "suit": None}, "declare.no-bid.no-trump"),
        ("001", True, "S3 S4 H9 S2 C5 D7", {"level": "5", "suit": "S"},
         "declare.no-bid.kitty-majority"),
        ("default", True, KITTY, None, "declare.no-bid.redeal"),
    ],
)  # fmt: skip
def test_judge_no_bid_names_the_trump_when_nobody_declares(
    preset: str, first_hand: bool, kitty: str, trump: dict[str, Any] | None, rule: str
) -> None:
    """004: the 3rd kitty card from the top (a joker → no-trump); shengji.io: the 1st; 000:
    no-trump; 001: the suit with most kitty cards; default first hand: redeal."""
    a = ask(q("no_bid", {"preset": preset}, LEVEL5, kitty=kitty, first_hand=first_hand))
    assert a["answer"] == {"trump": trump, "redeal": trump is None}
    assert a["rule"] == rule
    assert a["reason"]
    assert a["reason_zh"]


def test_judge_no_bid_001_tie_goes_to_the_suit_the_banker_holds_most_of() -> None:
    """001: 花色数量相同时由庄家选择 — the engine picks the tied suit the banker holds most of."""
    a = ask(
        q(
            "no_bid",
            {"preset": "001"},
            LEVEL5,
            kitty="S3 S4 H9 H2 C5 D7",
            banker_hand="H3 H6 H7 S9",
        )
    )
    assert a["answer"]["trump"] == {"level": "5", "suit": "H"}
    assert "banker picks hearts" in a["reason"]


@pytest.mark.parametrize(
    ("inp", "error"),
    [
        ({"kitty": "S3 H4", "first_hand": False}, "needs at least 3 kitty card(s)"),
        ({"kitty": "S3 S1"}, "input.kitty"),
        ({"kitty": KITTY, "first_hand": "no"}, "input.first_hand"),
        ({}, "input.kitty is missing"),
    ],
)
def test_judge_no_bid_bad_input_is_an_error(inp: dict[str, Any], error: str) -> None:
    a = ask(q("no_bid", {"preset": "004"}, LEVEL5, **inp))
    assert error in a["error"]


# ------------------------------------------------------------------------------ friend
HOLDER = {"preset": "default", "players": 5, "partners": "call_holder_nearest"}
NTH = {"preset": "default", "players": 5, "partners": "call_nth_played"}
TRUMP_H = {"level": "5", "suit": "H"}


@pytest.mark.parametrize(
    ("hands", "partners", "rule"),
    [
        (["SA C3", "D4", "SA H5", "S2", "C9"], [2], "friends.holder.other-copy"),
        (["C3", "D4", "SA H5", "SA", "C9"], [2], "friends.holder.nearest"),
        (["SA SA", "D4", "H5", "S2", "C9"], [None], "friends.holder.banker-holds-all"),
        (["C3", "D4", "H5", "S2", "C9"], [None], "friends.holder.none"),
    ],
)
def test_judge_friend_bianfeng_holder_of_the_called_card(
    hands: list[str], partners: list[int | None], rule: str
) -> None:
    """000/001 part 2 (寻): the other copy's holder; else the nearest holder in play order; the
    banker holding every copy plays alone (庄家一打三)."""
    a = ask(q("friend", HOLDER, TRUMP_H, card="SA", banker=0, hands=hands))
    assert a["answer"] == {"valid": True, "partners": partners}
    assert a["rule"] == rule


def test_judge_friend_nth_played_joins_the_banker_team() -> None:
    """shengji.io FindingFriends: the 2nd SA played joins; the 1st is not the friend."""
    a = ask(
        q(
            "friend",
            NTH,
            TRUMP_H,
            calls=[{"card": "SA", "nth": 2}],
            banker=0,
            plays=[[1, "SA"], [2, "S3"], [3, ["SA"]]],
        )
    )
    assert a["answer"] == {
        "valid": True,
        "joins": [{"seat": 3, "joined": True, "play": 2}],
        "team": [0, 3],
    }
    assert a["rule"] == "friends.nth-played"
    assert "Seat 4 plays the 2nd ♠A played" in a["reason"]  # seat 3, named from 1 at five players


def test_judge_friend_nth_played_not_yet_known() -> None:
    a = ask(q("friend", NTH, TRUMP_H, card="SA", banker=0, plays=[[1, "S3"]]))
    assert a["answer"] == {"valid": True, "joins": [], "team": [0]}
    assert "not known" in a["reason"]


def test_judge_friend_banker_playing_the_called_card_uses_it_up() -> None:
    """shengji.io: the banker may consume their own call; then nobody joins for it."""
    a = ask(q("friend", NTH, TRUMP_H, card="SA", banker=0, plays=[[0, "SA"], [2, "SA"]]))
    assert a["answer"]["joins"] == [{"seat": 0, "joined": False, "play": 0}]
    assert a["answer"]["team"] == [0]


@pytest.mark.parametrize(
    ("rules", "inp", "reason"),
    [
        ({"preset": "default"}, {"card": "SA", "banker": 0}, "Partners are fixed"),
        (NTH, {"card": "H9", "banker": 0, "plays": []}, "is a trump"),
    ],
)
def test_judge_friend_invalid_call_answers_why(
    rules: dict[str, Any], inp: dict[str, Any], reason: str
) -> None:
    """friends.call: no call with fixed partners; the called card is a side-suit card."""
    a = ask(q("friend", rules, TRUMP_H, **inp))
    assert a["answer"] == {"valid": False}
    assert a["rule"] == "friends.call"
    assert reason in a["reason"]


@pytest.mark.parametrize(
    ("rules", "inp", "error"),
    [
        (HOLDER, {"card": "SA", "banker": 9, "hands": []}, "input.banker"),
        (HOLDER, {"card": "SA", "banker": 0, "hands": ["SA"]}, "input.hands"),
        (NTH, {"card": "SA", "banker": 0, "plays": [[1]]}, "input.plays[0]"),
        (NTH, {"card": "SA", "banker": 0, "plays": [[7, "SA"]]}, "input.plays[0][0]"),
        (NTH, {"calls": [{"card": "S1"}], "banker": 0, "plays": []}, "input.calls[0].card"),
        (NTH, {"banker": 0, "plays": []}, "input.calls"),
    ],
)
def test_judge_friend_bad_input_is_an_error(
    rules: dict[str, Any], inp: dict[str, Any], error: str
) -> None:
    assert error in ask(q("friend", rules, TRUMP_H, **inp))["error"]


# ------------------------------------------------------------------------------ throw stake
def test_judge_throw_stake_004_a_failed_throw_costs_half_the_base_stake() -> None:
    """004 §甩牌: 若玩家甩牌失败，则强制性出导致甩牌失败牌型中的最小牌，并扣除当前房间底金的1/2.
    No card points change (penalty 0); the answer's ``stake`` says the share, and the reason says
    it in English and Chinese."""
    failed = ask(
        q("throw", {"preset": "004"}, {"level": "10", "suit": "H"},
          lead="S9 S8 S8 S4 S4", others=["SJ S2", "C3", "D4"])
    )  # fmt: skip
    assert failed["answer"]["penalty"] == 0
    assert failed["answer"]["stake"] == 0.5
    assert "half the room's base stake" in failed["reason"]
    assert "底金的 1/2" in failed["reason_zh"]
    stood = ask(
        q("throw", {"preset": "004"}, {"level": "10", "suit": "H"},
          lead="S9 S8 S8 S4 S4", others=["S2 C3", "C5", "D8"])
    )  # fmt: skip
    assert stood["answer"]["stake"] == 0
    other = ask(
        q("throw", {"preset": "001"}, {"level": "10", "suit": "H"},
          lead="S9 S8 S8 S4 S4", others=["SJ", "C3", "D4"])
    )  # fmt: skip
    assert "stake" not in other["answer"]
    assert other["answer"]["penalty"] == 20
    assert "另罚 20 分" in other["reason_zh"]
