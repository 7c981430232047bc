"""The judge end to end for the Engine II kinds: throw, follow_legal, legal_follows, trick_winner,
ruff_beats; bad questions answer with an error and never stop the others.

Sources: the worked examples of 000 (98844, 977/884 at level 10, hearts trump), 002 (33344 with
3 decks) and 004 (吊主), as in the other Engine II test modules. variants.md §1d-§1e.
"""

from __future__ import annotations

import json
from typing import Any

from tractor_core.api.judge import ask, judge, judge_json

TRUMP = {"level": "10", "suit": "H"}


def q(qid: str, kind: str, rules: dict[str, Any] | None = None, **inp: Any) -> dict[str, Any]:
    return {
        "id": qid,
        "kind": kind,
        "rules": rules or {"preset": "000"},
        "trump": TRUMP,
        "input": inp,
    }


GOOD = [
    q("throw-ok", "throw", lead="S9 S8 S8 S4 S4", others=["S2 C3", "C5", "D8"]),
    q("throw-j", "throw", lead=["S9", "S8", "S8", "S4", "S4"], others=["SJ S2", "C3", "D4"]),
    q("throw-001", "throw", {"preset": "001"}, lead="S9 S8 S8 S4 S4", others=["SJ", "C3", "D4"]),
    q("follow-bad", "follow_legal", lead="S5 S5", hand="SQ SQ S3 S4 C2", play="S3 S4"),
    q("follow-ok", "follow_legal", lead="S5 S5", hand="SQ SQ S3 S4 C2", play="SQ SQ"),
    q("count", "legal_follows", lead="S3 S3 S4 S4", hand="S6 S6 S8 S2 SK"),
    q("winner", "trick_winner", plays=["S5 S4 S4", "H9 H7 H7", "H8 H8 H4", "S2 S3 S6"]),
    q("ruff", "ruff_beats", lead="S5 S4 S4", versus="H9 H7 H7", play="H8 H8 H4"),
    q(
        "ruff-ry",
        "ruff_beats",
        {"preset": "shengji"},
        lead="S5 S4 S4",
        versus="H9 H7 H7",
        play="H8 H8 H4",
    ),
]

BAD = [
    q("bad-token", "follow_legal", lead="S5 S5", hand="SQ SQ S3 S4", play="S1 S3"),
    q("wrong-count", "trick_winner", plays=["S5 S5", "S6"]),
    q("mixed-lead", "throw", lead="S9 H9", others=["C3"]),
    q("mixed-trick", "trick_winner", plays=["S5 C5", "S6 S7"]),
    q("no-others", "throw", lead="S9 S8 S8"),
    q("too-many", "legal_follows", lead="S5", hand="S6 S6 S6"),
    q("no-plays", "trick_winner", plays=[]),
    q("missing-play", "ruff_beats", lead="S5", versus="H2"),
]


def test_throw_answers() -> None:
    a = ask(GOOD[0])
    assert a["answer"] == {"succeeds": True, "forced": None, "blocked_by": None, "penalty": 0}
    b = ask(GOOD[1])
    assert b["answer"] == {"succeeds": False, "forced": ["S9"], "blocked_by": 1, "penalty": 0}
    assert b["rule"] == "throw.fails.lowest-failing"
    assert ask(GOOD[2])["answer"]["penalty"] == 20


def test_follow_legal_answers() -> None:
    bad = ask(GOOD[3])
    assert bad["answer"] == {"legal": False, "required": ["SQ", "SQ"]}
    assert bad["rule"] == "follow.pairs"
    assert "pair" in bad["reason"]
    assert bad["reason_zh"]
    assert ask(GOOD[4])["answer"]["legal"] is True


def test_legal_follows_answer() -> None:
    assert ask(GOOD[5])["answer"] == {"count": 3}


def test_trick_winner_and_ruff_beats_answers() -> None:
    assert ask(GOOD[6])["answer"] == {"winner": 2}
    assert ask(GOOD[7])["answer"] == {"beats": True}
    ry = ask(GOOD[8])
    assert ry["answer"] == {"beats": False}
    assert ry["rule"] == "trick.over-ruff.all-units"


def test_3_deck_questions() -> None:
    rules = {"preset": "002", "decks": 3}
    a = ask(q("t", "throw", rules, lead="S3 S3 S3 S4 S4", others=["S6 S6 S7", "C3", "D4"]))
    assert a["answer"]["forced"] == ["S4", "S4"]
    b = ask(q("f", "legal_follows", rules, lead="S3 S3 S3", hand="S5 S5 S6 S7 C2"))
    assert b["answer"] == {"count": 2}


def test_bad_questions_give_errors_without_stopping_the_others() -> None:
    answers = judge([*BAD[:4], *GOOD, *BAD[4:]])
    by_id = {a["id"]: a for a in answers}
    assert len(answers) == len(GOOD) + len(BAD)
    for bad in BAD:
        assert "error" in by_id[bad["id"]], bad["id"]
        assert "answer" not in by_id[bad["id"]]
    for good in GOOD:
        assert "answer" in by_id[good["id"]], by_id[good["id"]]
    assert "S1" in by_id["bad-token"]["error"]
    assert "1 cards to a lead of 2" in by_id["wrong-count"]["error"]
    assert "not one suit" in by_id["mixed-lead"]["error"]
    assert "others" in by_id["no-others"]["error"]
    assert "copies" in by_id["too-many"]["error"] or "S6" in by_id["too-many"]["error"]


def test_judge_json_round_trip() -> None:
    text = judge_json(json.dumps([GOOD[6], BAD[0]]))
    answers = json.loads(text)
    assert answers[0]["answer"] == {"winner": 2}
    assert "error" in answers[1]
