"""The judge end to end: ``python -m tractor_core judge FILE`` with the four Engine I kinds.

Sources: the same worked examples as the unit tests — 000 §拖拉机的构成 (JJ99 at level 10),
002 §新增规则 (33344 = 333 + 44), reference-engine.md §2(ii) (22233 = 2233 + 2), 000/001/002/004
§扣底 (4455 → ×16 / ×12 / ×8 / ×8), §记分规则 and 004 §升级 (120 points per table), 004 (循环到2).
Each good question is asked under every preset; bad questions (bad card token, unknown kind,
unknown preset, missing input, bad JSON) get an error that names the problem, and never stop
the questions after them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tractor_core.api.judge import ask, judge, judge_json

PRESET_NAMES = ["default", "000", "001", "002", "003", "004", "shengji"]

# multiplier of the lead S4 S4 S5 S5 per preset (variants.md §1f)
KITTY_4455 = {"default": 8, "000": 16, "001": 12, "002": 8, "003": 8, "004": 8, "shengji": 8}
# outcome of 120 attacker points per preset (variants.md §1g; 001 has 3 decks: 120 = 上台)
LEVEL_120 = {
    "default": ("attackers", 1),
    "000": ("attackers", 1),
    "001": ("attackers", 0),
    "002": ("attackers", 2),
    "003": ("attackers", 1),
    "004": ("attackers", 1),
    "shengji": ("attackers", 1),
}


def _good_questions() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name in PRESET_NAMES:
        rules = {"preset": name}
        out += [
            {
                "id": f"{name}-tractor",
                "kind": "is_tractor",
                "rules": rules,
                "trump": {"level": "10", "suit": "H"},
                "input": {"cards": ["SJ", "SJ", "S9", "S9"]},
            },
            {
                "id": f"{name}-not-tractor",
                "kind": "is_tractor",
                "rules": rules,
                "trump": {"level": "10", "suit": "H"},
                "input": {"cards": "S10 S10 C10 C10"},
            },
            {
                "id": f"{name}-decompose",
                "kind": "decompose",
                "rules": rules,
                "trump": {"level": "2", "suit": "H"},
                "input": {"cards": "SQ SQ SK SK S9"},
            },
            {
                "id": f"{name}-kitty",
                "kind": "kitty_multiplier",
                "rules": rules,
                "trump": {"level": "2", "suit": "H"},
                "input": {
                    "last_trick": [
                        ["S4", "S4", "S5", "S5"],
                        "H3 H3 H4 H4",
                        "S6 S7 S8 S9",
                        "D3 D4 D6 D7",
                    ],
                    "kitty": "H5 SK",
                    "winner": 1,
                    "banker_team": [0, 2],
                },
            },
            {
                "id": f"{name}-level",
                "kind": "level_change",
                "rules": rules,
                "input": {"attacker_points": 120},
            },
        ]
    out += [
        {
            "id": "002-3-decks",
            "kind": "decompose",
            "rules": {"preset": "002", "decks": 3},
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S3 S3 S3 S4 S4"},
        },
        {
            "id": "shengji-3-decks",
            "kind": "decompose",
            "rules": {"preset": "shengji", "decks": 3},
            "trump": {"level": "5", "suit": "H"},
            "input": {"cards": "S2 S2 S2 S3 S3"},
        },
        {
            "id": "004-wrap",
            "kind": "level_change",
            "rules": {"preset": "004"},
            "input": {"attacker_points": 125, "level": "K"},
        },
        {
            "id": "000-banker-keeps",
            "kind": "kitty_multiplier",
            "rules": {"preset": "000"},
            "trump": {"level": "10", "suit": "H"},
            "input": {
                "last_trick": ["S4 S4", "S9 S9", "S2 S3", "D2 D3"],
                "kitty": "S10 SK",
                "winner": 2,
                "banker_team": [0, 2],
            },
        },
    ]
    return out


BAD_QUESTIONS: list[tuple[dict[str, Any] | str, list[str]]] = [
    (
        {
            "id": "bad-token",
            "kind": "is_tractor",
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S5 S5 S1"},
        },
        ["input.cards", "'S1'", "position 3", "rank must be 2-10"],
    ),
    ({"id": "bad-kind", "kind": "is_trick", "input": {}}, ["kind 'is_trick'", "is_tractor"]),
    (
        {
            "id": "bad-preset",
            "kind": "is_tractor",
            "rules": {"preset": "bridge"},
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S3 S3"},
        },
        ["unknown preset 'bridge'", "000"],
    ),
    (
        {"id": "no-input", "kind": "is_tractor", "trump": {"level": "2", "suit": "H"}},
        ["input: expected an object"],
    ),
    (
        {"id": "no-cards", "kind": "decompose", "trump": {"level": "2", "suit": "H"}, "input": {}},
        ["input.cards is missing"],
    ),
    (
        {
            "id": "trick-not-list",
            "kind": "kitty_multiplier",
            "trump": {"level": "2", "suit": "H"},
            "input": {"last_trick": "S4 S4", "kitty": "S5"},
        },
        ["input.last_trick", "list"],
    ),
    (
        {
            "id": "too-many",
            "kind": "is_tractor",
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S3 S3 S3 S4 S4 S4"},
        },
        ["'S3' appears 3 times", "2 decks"],
    ),
    (
        {"id": "bad-points", "kind": "level_change", "input": {"attacker_points": 33}},
        ["attacker_points", "fives"],
    ),
    (
        {"id": "points-not-int", "kind": "level_change", "input": {"attacker_points": "80"}},
        ["input.attacker_points", "'80'"],
    ),
    (
        {
            "id": "bad-option",
            "kind": "is_tractor",
            "rules": {"preset": "000", "colour": "red"},
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S3 S3"},
        },
        ["unknown rule option 'colour'"],
    ),
    (
        {
            "id": "conflict",
            "kind": "is_tractor",
            "rules": {"preset": "004", "decks": 3},
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S3 S3"},
        },
        ["four_per_pair"],
    ),
    (
        {"id": "no-trump-given", "kind": "is_tractor", "input": {"cards": "S3 S3"}},
        ["trump: expected"],
    ),
    (
        {
            "id": "mixed-lead",
            "kind": "decompose",
            "trump": {"level": "2", "suit": "H"},
            "input": {"cards": "S3 C3"},
        },
        ["mixes effective suits"],
    ),
    ("not a question", ["a question must be an object, got str"]),
]


def _run(tmp_path: Path, payload: str) -> list[dict[str, Any]]:
    path = tmp_path / "questions.json"
    path.write_text(payload, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "tractor_core", "judge", str(path)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
        timeout=120,
    )
    answers: list[dict[str, Any]] = json.loads(done.stdout)
    return answers


def _interleaved() -> list[Any]:
    """Bad questions between good ones, so a bad one must not stop those after it."""
    good = _good_questions()
    out: list[Any] = []
    for i, q in enumerate(good):
        out.append(q)
        if i < len(BAD_QUESTIONS):
            out.append(BAD_QUESTIONS[i][0])
    return out


@pytest.fixture(scope="module")
def answers(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    questions = _interleaved()
    got = _run(tmp_path_factory.mktemp("judge"), json.dumps(questions, ensure_ascii=False))
    assert len(got) == len(questions)
    for q, a in zip(questions, got, strict=True):
        assert a["id"] == (q.get("id") if isinstance(q, dict) else None)
    return {str(a["id"]): a for a in got}


def _ok(answer: dict[str, Any]) -> dict[str, Any]:
    assert "error" not in answer, answer.get("error")
    assert answer["reason"]
    assert answer["reason_zh"]
    assert answer["rule"]
    result: dict[str, Any] = answer["answer"]
    return result


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_judge_is_tractor_under_every_preset(answers, name):
    assert _ok(answers[f"{name}-tractor"]) == {"tractor": True}
    assert answers[f"{name}-tractor"]["rule"] == "combo.tractor.level-gap"
    assert _ok(answers[f"{name}-not-tractor"]) == {"tractor": False}
    assert answers[f"{name}-not-tractor"]["rule"] == "combo.tractor.equal-steps"


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_judge_decompose_under_every_preset(answers, name):
    result = _ok(answers[f"{name}-decompose"])
    assert result["units"] == [["SK", "SK", "SQ", "SQ"], ["S9"]]
    assert [["SK", "SK", "SQ", "SQ"], ["S9"]] in result["candidates"]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_judge_kitty_multiplier_under_every_preset(answers, name):
    result = _ok(answers[f"{name}-kitty"])
    mult = KITTY_4455[name]
    assert result == {"multiplier": mult, "kitty_points": 15, "attackers_gain": 15 * mult}


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_judge_level_change_under_every_preset(answers, name):
    result = _ok(answers[f"{name}-level"])
    side, levels = LEVEL_120[name]
    assert (result["side"], result["levels"], result["bank_changes"]) == (side, levels, True)


def test_judge_source_002_and_shengji_readings_differ(answers):
    assert _ok(answers["002-3-decks"])["units"] == [["S3", "S3", "S3"], ["S4", "S4"]]
    assert answers["002-3-decks"]["rule"] == "decompose.tuples-first"
    assert _ok(answers["shengji-3-decks"])["units"] == [["S3", "S3", "S2", "S2"], ["S2"]]
    assert answers["shengji-3-decks"]["rule"] == "decompose.longest-unit"


def test_judge_level_with_004_wrap(answers):
    result = _ok(answers["004-wrap"])
    assert result["new_level"] == "2"
    assert result["match_won"] is False
    assert answers["004-wrap"]["rule"] == "level.match-end"


def test_judge_banker_keeps_the_kitty(answers):
    result = _ok(answers["000-banker-keeps"])
    assert result["attackers_gain"] == 0
    assert answers["000-banker-keeps"]["rule"] == "kitty.banker-keeps"


@pytest.mark.parametrize(("question", "fragments"), BAD_QUESTIONS, ids=lambda x: str(x)[:40])
def test_judge_bad_question_error_names_the_problem(answers, question, fragments):
    qid = question.get("id") if isinstance(question, dict) else None
    answer = answers[str(qid)]
    assert "answer" not in answer
    for fragment in fragments:
        assert fragment in answer["error"]


def test_judge_answers_every_good_question_despite_the_bad_ones(answers):
    good_ids = {q["id"] for q in _good_questions()}
    assert good_ids <= set(answers)
    assert all("error" not in answers[i] for i in good_ids)


def _run_stdin(payload: str) -> list[dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "tractor_core", "judge"],
        input=payload,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
        timeout=60,
    )
    answers: list[dict[str, Any]] = json.loads(done.stdout)
    return answers


def test_judge_invalid_json_is_one_error():
    got = _run_stdin("[{'id': 1,")
    assert len(got) == 1
    assert got[0]["id"] is None
    assert got[0]["error"].startswith("not valid JSON: ")


def test_judge_top_level_not_a_list_is_one_error():
    assert _run_stdin('{"id": "q", "kind": "is_tractor"}') == [
        {"id": None, "error": "expected a JSON list of questions"}
    ]


def test_judge_in_process_matches_the_command_line(answers):
    questions = _good_questions()
    assert judge(questions) == [answers[q["id"]] for q in questions]
    assert json.loads(judge_json(json.dumps(questions[:2]))) == judge(questions[:2])
    assert ask(questions[0]) == answers[questions[0]["id"]]
