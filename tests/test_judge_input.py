"""The judge on input that is not a rules question: every case is an error for that question only
(never an exception, never a lost file), and impossible positions are refused with the card, the
copies seen and the copies the decks hold.

Each test names the input that used to crash the judge or give an answer to an impossible
position (the tracker issue "Engine: ... no input that breaks it").
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tractor_core.api.judge import ask, judge, judge_json

TRUMP = {"level": "2", "suit": "S"}
GOOD = {"id": "g", "kind": "is_tractor", "trump": TRUMP, "input": {"cards": "S5 S5 S6 S6"}}


def q(kind: str, rules: dict[str, Any] | None = None, **inp: Any) -> dict[str, Any]:
    return {"id": kind, "kind": kind, "trump": TRUMP, "rules": rules or {}, "input": inp}


def error_of(question: Any) -> str:
    answer = ask(question)
    assert "answer" not in answer, answer
    error: str = answer["error"]
    assert not error.startswith("internal error"), error
    return error


def judged(text: str) -> list[dict[str, Any]]:
    answers: list[dict[str, Any]] = json.loads(judge_json(text))
    return answers


# ------------------------------------------------------------------ values of the wrong type
@pytest.mark.parametrize(
    ("cards", "kind"), [(None, "NoneType"), (5, "int"), ({"S5": 1}, "dict"), (True, "bool")]
)
def test_cards_that_are_not_text_are_an_error_for_that_question_only(cards, kind):
    bad = {**GOOD, "id": "bad", "input": {"cards": cards}}
    answers = judge([bad, GOOD])
    assert answers[0]["error"].startswith("input.cards: ")
    assert answers[0]["error"].endswith(
        f"expected cards as text such as 'S5 S5 HA' or a list of cards, not {kind}"
    )
    assert answers[1]["answer"] == {"tractor": True}


@pytest.mark.parametrize("play", [None, 5, {"S5": 1}, [["S5"]]])
def test_a_play_that_is_not_cards_is_an_error_naming_the_play(play):
    assert error_of(q("trick_winner", plays=["S5", play])).startswith("input.plays[1]: ")


@pytest.mark.parametrize(
    ("qid", "shown"), [([1], "[1]"), ({"a": 1}, "{'a': 1}"), (10**30, str(10**30))]
)
def test_an_id_that_is_not_text_or_a_number_is_refused_and_not_echoed(qid, shown):
    answer = ask({**GOOD, "id": qid})
    assert answer == {"id": None, "error": f"id: expected text or a number, got {shown}"}


# ------------------------------------------------------------------ level change
def test_attacker_points_below_the_table_are_an_error_not_stop_iteration():
    error = error_of(q("level_change", attacker_points=-10005))
    assert error == (
        "input.attacker_points: -10005 is below this level table's lowest score, -10000"
    )


def test_a_million_points_with_match_end_wrap_answers_without_recursion():
    rules = {"preset": "004", "must_defend": []}
    answer = ask(q("level_change", rules, attacker_points=1_000_000, level="A"))
    assert answer["answer"]["new_level"] in {
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
        "A",
    }


def test_all_13_permanent_trump_ranks_are_refused_by_the_rules():
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    error = error_of(q("is_tractor", {"permanent_trump_ranks": ranks}, cards="S5 S5"))
    assert error.startswith("permanent_trump_ranks lists 13 of the 13 ranks")


# ------------------------------------------------------------------ JSON text
def test_a_lone_surrogate_in_an_id_is_echoed_as_a_json_escape():
    text = judge_json('[{"id": "\\ud800", "kind": "x"}]')
    text.encode("utf-8")  # raised UnicodeEncodeError when written out
    assert '"id": "\\ud800"' in text
    assert json.loads(text)[0]["id"] == "\ud800"


def test_a_question_nested_100000_deep_is_an_error_and_the_others_are_answered():
    deep = "[" * 100_000 + "]" * 100_000
    answers = judged(f"[{json.dumps(GOOD)}, {deep}, {json.dumps(GOOD)}]")
    assert answers[0]["answer"] == answers[2]["answer"] == {"tractor": True}
    assert answers[1] == {"id": None, "error": "question 2: nested too deeply to read"}


def test_a_text_nested_100000_deep_that_is_no_list_is_one_error():
    assert judged("[" * 100_000) == [
        {"id": None, "error": "not valid JSON: nested too deeply to read"}
    ]


@pytest.mark.parametrize("number", ["9" * 5000, "-" + "9" * 200, "NaN", "Infinity", "1e999"])
def test_a_number_python_will_not_hold_is_an_error_for_that_question(number):
    text = (
        f'[{{"id": "n", "kind": "level_change", "input": {{"attacker_points": {number}}}}}, '
        f'{{"id": {number}}}, {json.dumps(GOOD)}]'
    )
    answers = judged(text)
    assert answers[0]["id"] == "n"
    assert answers[0]["error"].startswith("input.attacker_points: expected a whole number")
    assert answers[1]["error"].startswith("id: expected text or a number, got number ")
    assert answers[2]["answer"] == {"tractor": True}


def test_a_byte_order_mark_is_ignored():
    assert judged("\ufeff" + json.dumps([GOOD]))[0]["answer"] == {"tractor": True}


# ------------------------------------------------------------------ impossible positions
@pytest.mark.parametrize(
    ("question", "message"),
    [
        (
            q("trick_winner", {"decks": 3}, plays=["BJ", "BJ", "BJ", "BJ"]),
            "input: 'BJ' appears 4 times in plays[0], plays[1], plays[2] and plays[3], but a game "
            "with 3 decks has only 3 copies of each card",
        ),
        (
            q("follow_legal", lead="S5 S5", hand="S5 S6 S7", play="S6 S7"),
            "input: 'S5' appears 3 times in lead and hand, but a game with 2 decks has only 2 "
            "copies of each card",
        ),
        (
            q("legal_follows", {"decks": 1}, lead="HA", hand="HA H3"),
            "input: 'HA' appears 2 times in lead and hand, but a game with 1 deck has only 1 copy "
            "of each card",
        ),
        (
            q("throw", lead="SA SK", others=["SA SK", "SA", "C3"]),
            "input: 'SA' appears 3 times in lead, others[0] and others[1], but a game with 2 "
            "decks has only 2 copies of each card",
        ),
        (
            q("kitty_multiplier", last_trick=["S5 S5", "S6 S6", "S7 S7", "S8 S8"], kitty="S5"),
            "input: 'S5' appears 3 times in last_trick[0] and kitty, but a game with 2 decks has "
            "only 2 copies of each card",
        ),
        (
            q("ruff_beats", {"decks": 1}, lead="S5", versus="BJ", play="BJ"),
            "input: 'BJ' appears 2 times in versus and play, but a game with 1 deck has only 1 "
            "copy of each card",
        ),
        (
            q("trick_winner", {"decks": 1}, plays=["S5", "S5", "S5", "S5", "S5"][:4]),
            "input: 'S5' appears 4 times in plays[0], plays[1], plays[2] and plays[3], but a game "
            "with 1 deck has only 1 copy of each card",
        ),
    ],
)
def test_copies_across_the_inputs_of_one_table_are_checked_against_the_decks(question, message):
    assert error_of(question) == message


@pytest.mark.parametrize(
    ("question", "message"),
    [
        (
            q("trick_winner", plays=["BJ"] * 7),
            "input.plays: 7 plays, but a table of 4 players has at most 4",
        ),
        (
            q("trick_winner", plays=["S5"] * 200_000),
            "input.plays: 200,000 plays, but a table of 4 players has at most 4",
        ),
        (
            q("throw", lead="SA SK", others=["S2", "S3", "C3", "D4"]),
            "input.others: 4 other hands, but a table of 4 players has at most 3",
        ),
        (
            q(
                "kitty_multiplier",
                {"players": 6, "partners": "call_holder_nearest"},
                last_trick=["S5"] * 7,
                kitty="",
            ),
            "input.last_trick: 7 plays, but a table of 6 players has at most 6",
        ),
    ],
)
def test_more_plays_or_hands_than_the_table_has_seats_are_refused(question, message):
    assert error_of(question) == message


def test_a_partial_trick_and_possible_copies_are_still_answered():
    assert ask(q("trick_winner", plays=["S5", "S6"]))["answer"] == {"winner": 1}
    assert ask(q("trick_winner", plays=["BJ", "BJ", "S3", "S4"]))["answer"] == {"winner": 0}
    assert "answer" in ask(q("follow_legal", lead="S5 S5", hand="S6 S7 S6", play="S6 S6"))


def test_a_bad_token_is_still_named_before_copies_are_counted():
    error = error_of(q("follow_legal", lead="S5 S5", hand="S5 S5 S1", play="S5 S5"))
    assert error == "input.hand: 'S1' at position 3: rank must be 2-10, J, Q, K or A"


FULL_1_DECK_HAND = [suit + rank for suit in "HCD" for rank in "2345"]  # 12 cards


def test_a_hand_longer_than_the_deal_gives_is_refused():
    assert "answer" in ask(q("legal_follows", {"decks": 1}, lead="S3", hand=FULL_1_DECK_HAND))
    error = error_of(q("legal_follows", {"decks": 1}, lead="S3", hand=[*FULL_1_DECK_HAND, "HA"]))
    assert error == "input.hand: 13 cards, but with 1 deck(s) and 4 players a hand holds 12"


def test_a_kitty_longer_than_the_deal_gives_is_refused():
    question = q(
        "kitty_multiplier", {"decks": 1}, last_trick=["S3", "S4"], kitty="H2 H3 H4 H5 H6 H7 H8"
    )
    assert (
        error_of(question)
        == "input.kitty: 7 cards, but with 1 deck(s) and 4 players the kitty holds 6"
    )


def test_friend_hands_holding_more_copies_than_the_decks_are_refused():
    rules = {"preset": "default", "players": 5, "partners": "call_holder_nearest"}
    question = q("friend", rules, card="SA", banker=0, hands=["SA SA", "SA", "H5", "S2", "C9"])
    assert error_of(question) == (
        "input: 'SA' appears 3 times in hands[0] and hands[1], but a game with 2 decks has only 2 "
        "copies of each card"
    )
    question["input"]["hands"] = ["C3"] * 6
    assert error_of(question) == "input.hands: 6 hands, but a table of 5 players has at most 5"
