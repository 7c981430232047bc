"""Every entry point documented "never raises" answers hostile JSON with an answer or a clean error.

The site's tools (``site_api.rules_choice``, ``house_rules``, ``referee``, ``worksheet``), the
practice hand (``practice.new_hand_json``, ``act_json``, ``view_json``), the puzzle widget
(``puzzles.widget.handle`` and ``handle_json``) and the judge (``judge.ask``, ``judge_json``) are
called by pages and programs with whatever a reader typed or stored (issue 27, "No entry point
raises"). Each is fed seeded mutations (``tests/hostile.py``) of valid inputs: wrong types, huge
integers, deep nesting, Unicode digits, NaN and Infinity, lists and texts of the wrong length,
one to three places changed at a time. Whatever comes in, what comes out is the entry point's
JSON, an answer or an error in words (English, and Chinese where the page shows it), never an
exception and never an "internal error" (a bug caught by the last guard).

Seeded: the same inputs every run. ``TRACTOR_FUZZ_EXAMPLES`` sets how many per entry point.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from typing import Any

import pytest

from tests import hostile
from tractor_core.api import practice, site_api
from tractor_core.api import puzzles as api_puzzles
from tractor_core.api.judge import ask, judge_json
from tractor_core.puzzles import widget

EXAMPLES = int(os.environ.get("TRACTOR_FUZZ_EXAMPLES", "400"))
TRUMP = {"level": "10", "suit": "H"}

REFEREE = [
    {
        "kind": "trick_winner",
        "trump": TRUMP,
        "rules": "default",
        "boxes": {"plays": "S5 S5\nS6 S6"},
    },
    {
        "kind": "follow_legal",
        "trump": {"level": "2", "suit": "S"},
        "rules": {"preset": "shengji", "options": {"decks": 4}},
        "boxes": {"lead": "CA CA CA CK CK CK", "hand": "C9 C9 C8 C8 C7 C7 C3 C4", "play": "C3 C4"},
    },
    {
        "kind": "throw",
        "trump": TRUMP,
        "rules": "004",
        "boxes": {"lead": "SA SK S3", "others": "S4"},
    },
    {
        "kind": "kitty_multiplier",
        "trump": TRUMP,
        "rules": "default",
        "boxes": {"last_trick": "S5 S5\nS6 S6", "kitty": "SK S10 D5 C3 C4 C6 C7 C8"},
    },
    {"kind": "level_change", "rules": "default", "boxes": {"attacker_points": "75", "level": "10"}},
    {
        "kind": "declaration",
        "trump": TRUMP,
        "rules": "default",
        "boxes": {"current": "H10", "current_seat": "0", "bid": "S10 S10", "seat": "1"},
    },
]
HOUSE_RULES = [
    {"preset": "shengji", "options": {"decks": 4, "bombs": "allow_bombs"}},
    {"preset": "004", "options": {"throw_penalty": "none", "must_defend": ["A", "5"]}},
    "t2.004.GwCccuI",
]
CHOICES = ["004", "t2.004.GwCccuI", " shengji "]
WORKSHEET = {
    "kinds": "tractor,follow",
    "count": 2,
    "difficulty": 2,
    "rules": "default",
    "options": {"decks": 1},
    "seed": 410,
    "lang": "zh",
    "paper": "a4",
    "site_url": "/puzzles/",
}
QUESTIONS = [
    {
        "id": "q",
        "kind": "is_tractor",
        "rules": {"preset": "000", "decks": 2},
        "trump": TRUMP,
        "input": {"cards": ["SJ", "SJ", "S9", "S9"]},
    },
    {
        "id": 1,
        "kind": "legal_follows",
        "rules": {"preset": "shengji", "decks": 4},
        "trump": {"level": "2", "suit": "S"},
        "input": {"lead": "CA CA CA CK CK CK", "hand": "C9 C9 C8 C8 C7 C7 C3 C4"},
    },
    {
        "kind": "friend",
        "rules": {"preset": "default", "players": 5, "partners": "call_nth_played"},
        "trump": TRUMP,
        "input": {"calls": [{"card": "SA", "nth": 1}], "banker": 0, "plays": [[1, "SA"]]},
    },
    {"kind": "no_bid", "rules": {"preset": "004"}, "trump": TRUMP, "input": {"kitty": "S5 H6"}},
    {"kind": "level_change", "rules": {"preset": "002"}, "input": {"attacker_points": 120}},
    {
        "kind": "level_change",
        "rules": {"preset": "shengji", "jack_variation": "single_jack"},
        "trump": {"level": "J", "suit": "H"},
        "input": {
            "attacker_points": 0,
            "level": "J",
            "last_trick": [["HJ"], ["H3"], ["H4"], ["H5"]],
            "banker_team": [1, 3],
            "leader": 0,
            "smaller_banker_team": False,
        },
    },
    {"kind": "stake_multiplier", "rules": {"preset": "004"}, "input": {"overturns": 3}},
    {
        "kind": "stake_multiplier",
        "rules": {"preset": "004"},
        "trump": TRUMP,
        "input": {"bids": [[0, "H10"], [1, "S10 S10"]]},
    },
    {
        "kind": "declaration",
        "trump": TRUMP,
        "input": {"current": "H10", "bid": "S10 S10", "seat": 1, "current_seat": 0},
    },
]
NEW_HAND = {"deal": 3, "rules": "default", "decks": 2, "players": 4, "coach": True}


def hostile_value(rng: random.Random, value: Any) -> Any:
    """``value`` changed in one place, or (half the time) in three."""
    for _ in range(1 if rng.random() < 0.5 else 3):
        value = hostile.mutate(rng, value)
    return value


def check_site_answer(text: str) -> None:
    answer = json.loads(text)
    assert isinstance(answer, dict)
    assert answer["ok"] in (True, False)
    if not answer["ok"]:
        assert isinstance(answer["error"], str)
        assert answer["error"]
        assert "internal error" not in answer["error"], answer


def check_practice_answer(text: str) -> None:
    answer = json.loads(text)
    assert answer["ok"] in (True, False)
    if not answer["ok"]:
        assert answer["error"]["en"]
        assert answer["error"]["zh"]
        assert "internal error" not in answer["error"]["en"], answer


def check_judge_answer(answer: Any) -> None:
    assert isinstance(answer, dict)
    assert set(answer) in ({"id", "error"}, {"id", "answer", "reason", "reason_zh", "rule"})
    if "error" in answer:
        assert "internal error" not in answer["error"], answer
    json.dumps(answer, default=repr)


SITE: list[tuple[str, Callable[[str], str], list[Any]]] = [
    ("referee", site_api.referee, REFEREE),
    ("house_rules", site_api.house_rules, HOUSE_RULES),
    ("rules_choice", site_api.rules_choice, CHOICES),
    ("worksheet", site_api.worksheet, [WORKSHEET]),
]


@pytest.mark.parametrize(("name", "entry", "valid"), SITE, ids=[s[0] for s in SITE])
def test_a_site_tool_answers_hostile_json_with_an_answer_or_a_clean_error(
    name: str, entry: Callable[[str], str], valid: list[Any]
) -> None:
    rng = random.Random(f"site:{name}")
    examples = EXAMPLES if name != "worksheet" else max(EXAMPLES // 5, 10)
    for _ in range(examples):
        check_site_answer(entry(hostile.dumps(hostile_value(rng, rng.choice(valid)))))


def test_the_practice_entry_points_answer_hostile_requests_and_actions() -> None:
    rng = random.Random("practice")
    start = practice.new_hand(NEW_HAND)
    state = hostile.dumps(start["state"])
    for _ in range(EXAMPLES):
        check_practice_answer(practice.new_hand_json(hostile.dumps(hostile_value(rng, NEW_HAND))))
        action = hostile_value(rng, {"type": "deal", "cards": 3, "coach": False})
        check_practice_answer(practice.act_json(state, hostile.dumps(action)))
        check_practice_answer(practice.view_json(state, hostile.dumps(hostile_value(rng, {}))))


def test_the_puzzle_widget_answers_hostile_states_and_actions() -> None:
    rng = random.Random("widget")
    states = [widget.initial_state(kind, seed=3) for kind in ("follow", "trick", "throw")]
    actions: list[Any] = [
        {"type": "check", "answer": 1},
        {"type": "settings", "preset": "t2.004.GwCccuI", "difficulty": 3, "lang": "zh"},
        {"type": "load", "id": "trick-default-2-7"},
        {"type": "parse", "text": "SA SA"},
        {"type": "lens"},
        {"type": "hint"},
        {"type": "next"},
    ]
    for _ in range(EXAMPLES):
        state, action = rng.choice(states), rng.choice(actions)
        if rng.random() < 0.5:
            state = hostile_value(rng, state)
        else:
            action = hostile_value(rng, action)
        reply = widget.handle(state, action)
        assert isinstance(reply, dict)
        assert reply["puzzle"]["id"]
        text = api_puzzles.handle_json(hostile.dumps(state), hostile.dumps(action))
        assert isinstance(json.loads(text), dict)


def test_the_judge_answers_hostile_questions_one_by_one_and_as_json_text() -> None:
    rng = random.Random("judge")
    for _ in range(EXAMPLES):
        question = hostile_value(rng, rng.choice(QUESTIONS))
        check_judge_answer(ask(question))
        answers = json.loads(judge_json(hostile.dumps([question, rng.choice(QUESTIONS)])))
        assert isinstance(answers, list)
        for answer in answers:
            check_judge_answer(answer)


HOSTILE_TEXTS = [
    "",
    "null",
    "[]",
    '"x"',
    "1e999",
    "NaN",
    "-Infinity",
    "9" * 5000,
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 5000 + "1" + "}" * 5000,
    '"\\ud800"',
    "\ufeff{}",
    "{",
]


@pytest.mark.parametrize("text", HOSTILE_TEXTS, ids=range(len(HOSTILE_TEXTS)))
def test_every_entry_point_answers_text_that_is_not_its_json(text: str) -> None:
    for _name, entry, _valid in SITE:
        check_site_answer(entry(text))
    check_practice_answer(practice.new_hand_json(text))
    check_practice_answer(practice.view_json(text))
    check_practice_answer(practice.act_json(text, "{}"))
    state = json.dumps(practice.new_hand({"deal": 9})["state"])
    check_practice_answer(practice.act_json(state, text))
    check_practice_answer(practice.view_json(state, text))
    assert isinstance(json.loads(api_puzzles.handle_json(text, text)), dict)
    assert isinstance(json.loads(judge_json(text)), list)
