"""Nothing on a puzzle gives its answer away before the reader answers (issue 28, items 1 and 2).

* "Compare house rules" (the variant lens) lists every preset's answer to the position: it is
  the answer. The engine opens it only once the puzzle is answered rightly or its answer shown;
  asked sooner it says so and changes nothing (no score, no reveal).
* The cards' marks (the gold trump band, the level ring) tell which cards are trumps: in a
  tractor puzzle a band on some cards and not others says "not one suit", in the order puzzle
  the bands are half the answer. They are off by default in the kinds whose answer turns on
  which cards are trumps (``registry.MARKS_SHOWN``), and the reader may switch them on or off.
* A card's text alternative says what its picture shows and no more: ``ace of spades, trump``
  only where the band is drawn (WCAG 1.1.1: the same information as the picture).
"""

from __future__ import annotations

from typing import Any

import pytest

from tractor_core import puzzles
from tractor_core.puzzles.registry import MARKS_SHOWN, build
from tractor_core.puzzles.schema import State
from tractor_core.rules.cards import Card
from tractor_core.rules.trump_order import order_for
from tractor_core.words.svg import face_text

#: Words that name a card's kind: a label carrying one tells what the marks would show.
_MARK_WORDS = ("trump", "level", "主牌", "级牌")


def act(state: State, **msg: Any) -> State:
    return puzzles.handle(state, msg)


def _marked(faces: dict[str, Any]) -> list[str]:
    return [c for c, f in faces.items() if f["trump"] or f["level"]]


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_the_house_rules_table_opens_only_after_an_answer_or_a_reveal(kind: str) -> None:
    state = puzzles.initial_state(kind, seed=3, difficulty=2)
    early = act(state, type="lens")
    assert early["lens"] is None
    assert early["error"] == (
        "Compare house rules opens once you have answered, or shown the answer."
    )
    assert early["score"] == state["score"], "asking is not an attempt"
    assert early["revealed"] is False
    # answering after asking is judged as a first answer (the table was never shown)
    solution = puzzles.make_puzzle(state["puzzle"]["id"])["_solution"]
    right = act(early, type="check", answer=solution)
    assert right["feedback"] is not None
    assert right["feedback"]["correct"] is True
    assert right["score"]["solved"] == 1
    assert act(right, type="lens")["lens"] is not None
    # and after "Show the answer"
    shown = act(state, type="reveal")
    assert act(shown, type="lens")["lens"] is not None


def test_the_house_rules_table_stays_closed_after_a_first_wrong_try() -> None:
    state = puzzles.initial_state("tractor", seed=5, difficulty=2)
    solution = puzzles.make_puzzle(state["puzzle"]["id"])["_solution"]
    wrong = act(state, type="check", answer=not solution)
    assert wrong["revealed"] is False
    refused = act(wrong, type="lens")
    assert refused["lens"] is None
    assert refused["error"] is not None
    zh = act(act(wrong, type="settings", lang="zh"), type="lens")
    assert zh["error"] == "答题之后（或显示答案之后）才能比较各种规则。"


@pytest.mark.parametrize("kind", [k for k in puzzles.KINDS if not MARKS_SHOWN[k]])
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_marks_are_off_by_default_where_they_would_give_the_answer_away(
    kind: str, difficulty: int
) -> None:
    for seed in range(1, 6):
        puzzle = puzzles.make_puzzle(f"{kind}-default-{difficulty}-{seed}")
        assert puzzle["marks"] is False
        assert _marked(puzzle["faces"]) == []
        for face in puzzle["faces"].values():
            assert not any(word in face["alt"] for word in _MARK_WORDS), face


def test_a_tractor_puzzles_marks_no_longer_answer_not_one_suit() -> None:
    """The issue's count: tractor puzzles whose cards were marked on some and not others were
    all "No (not one suit)". By default no tractor card is marked."""
    for seed in range(1, 121):
        puzzle = puzzles.make_puzzle(f"tractor-default-{1 + seed % 3}-{seed}")
        assert _marked(puzzle["faces"]) == []


@pytest.mark.parametrize("kind", ["kitty", "declaration"])
def test_marks_stay_on_where_the_question_is_about_something_else(kind: str) -> None:
    puzzle = puzzles.make_puzzle(f"{kind}-default-2-4")
    assert puzzle["marks"] is True


def test_the_reader_switches_the_marks_and_the_labels_follow_the_picture() -> None:
    state = puzzles.initial_state("order", seed=2)
    assert state["puzzle"]["marks"] is False
    on = act(state, type="settings", marks=True)
    assert on["error"] is None
    assert on["marks"] is True
    assert on["puzzle"]["marks"] is True
    assert on["puzzle"]["id"] == state["puzzle"]["id"], "the same puzzle, marked"
    puzzle, rules = build(state["puzzle"]["id"])
    order = order_for(puzzle.trump, rules)
    marked = _marked(on["puzzle"]["faces"])
    assert marked, "an order puzzle has trumps"
    for notation, face in on["puzzle"]["faces"].items():
        card = Card.parse(notation)
        info = order.info(card)
        trump = info.suit.value == "T"
        assert face["trump"] is trump
        assert face["alt"].startswith(card.english)
        assert face["alt"].endswith(", trump") is trump, face
        assert ("level card" in face["alt"]) is face["level"]
    # kept for the next puzzle, and switched off again
    nxt = act(on, type="next")
    assert nxt["puzzle"]["marks"] is True
    off = act(nxt, type="settings", marks=False)
    assert _marked(off["puzzle"]["faces"]) == []
    # back to the kind's default
    default = act(on, type="settings", marks=None)
    assert "marks" not in default
    assert default["puzzle"]["marks"] is False
    zh = act(on, type="settings", lang="zh")
    alts = [f["alt"] for f in zh["puzzle"]["faces"].values() if f["trump"]]
    assert alts
    assert all(alt.endswith("主牌") for alt in alts), alts


def test_a_bad_marks_setting_is_refused_by_name() -> None:
    state = puzzles.initial_state("order", seed=2)
    bad = act(state, type="settings", marks="yes")
    assert bad["error"] is not None
    assert "settings.marks" in bad["error"]
    tampered = puzzles.handle({**state, "marks": 3}, {"type": "hint"})
    assert tampered["error"] is not None
    assert "state.marks" in tampered["error"]


def test_the_static_card_says_its_marks_only_when_drawn() -> None:
    plain = face_text("SA", {"alt": "ace of spades", "trump": False, "level": False}, lang="en")
    assert 'aria-label="ace of spades"' in plain
    marked = face_text(
        "SA", {"alt": "ace of spades, trump", "trump": True, "level": False}, lang="en"
    )
    assert 'aria-label="ace of spades, trump"' in marked
