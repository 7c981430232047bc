"""The judge's ``declaration`` kind: does this bid beat the current one, and what trump would it set?

Sources: 004 (反主 order BJ > LJ > S > H > C > D; 常主不可进行报主), 000/002 (the 3-deck ladder),
003 (a level card with a joker of its colour), 001 (no self-overturn before anyone else bids).
"""

from typing import Any

from tractor_core.api.judge import ask


def q(
    inp: dict[str, object], rules: dict[str, object] | None = None, level: str = "2"
) -> dict[str, Any]:
    question = {
        "id": "d",
        "kind": "declaration",
        "rules": rules or {"preset": "default"},
        "trump": {"level": level, "suit": None},
        "input": inp,
    }
    return ask(question)


def test_first_declaration_sets_the_suit():
    answer = q({"current": None, "bid": ["H2"], "seat": 1, "phase": "deal"})
    assert answer["answer"] == {"valid": True, "trump": {"level": "2", "suit": "H"}}
    assert answer["rule"] == "declare.first"
    assert answer["reason_zh"]


def test_004_lower_suit_pair_cannot_overturn_a_heart_pair():
    answer = q(
        {"current": "H2 H2", "current_seat": 1, "bid": "D2 D2", "seat": 2, "phase": "after_deal"},
        {"preset": "004"},
    )
    assert answer["answer"] == {"valid": False, "trump": {"level": "2", "suit": "D"}}
    assert answer["rule"] == "declare.beats.joker-or-higher-suit"


def test_joker_pair_overturns_to_no_trump():
    answer = q(
        {"current": "S10 S10", "current_seat": 0, "bid": "BJ BJ", "seat": 3, "phase": "after_deal"},
        level="10",
    )
    assert answer["answer"] == {"valid": True, "trump": {"level": "10", "suit": None}}


def test_three_deck_three_level_cards_beat_two_jokers():
    answer = q(
        {"current": "LJ LJ", "current_seat": 0, "bid": "C10 C10 C10", "seat": 1},
        {"preset": "000", "decks": 3},
        level="10",
    )
    assert answer["answer"]["valid"] is True


def test_003_joker_colour_in_the_judge():
    ok = q({"current": None, "bid": "H2 BJ", "seat": 0}, {"preset": "003"})
    bad = q({"current": None, "bid": "S2 BJ", "seat": 0}, {"preset": "003"})
    assert ok["answer"]["valid"] is True
    assert bad["answer"]["valid"] is False
    assert bad["rule"] == "declare.joker-colour"


def test_001_self_overturn_needs_someone_else():
    inp = {"current": "S2", "current_seat": 2, "bid": "H2 H2", "seat": 2, "phase": "after_deal"}
    assert q(inp, {"preset": "001"})["rule"] == "declare.self-overturn"
    later = q({**inp, "someone_else_bid": True}, {"preset": "001"})
    assert later["answer"]["valid"] is True


def test_not_a_bid_has_no_trump_and_bad_input_is_an_error():
    answer = q({"current": None, "bid": "H3", "seat": 0})
    assert answer["answer"] == {"valid": False, "trump": None}
    assert q({"current": "H3", "bid": "H2 H2", "seat": 0})["error"].startswith("input.current")
    assert "input.phase" in q({"bid": "H2", "seat": 0, "phase": "later"})["error"]
    assert "input.seat" in q({"bid": "H2", "seat": "north"})["error"]
