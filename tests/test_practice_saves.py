"""A saved practice hand is the reader's own: read as untrusted, it never crashes the page.

The "Play a hand" page keeps its state in the reader's browser; the digest guards against damage,
not against the reader, who can edit the save and compute the digest again
(``tractor_core/api/practice.py``, ``_load``). So an edited save may replay another legal game, but
``new_hand_json``, ``act_json`` and ``view_json`` always answer with JSON: the game, or a clean
refusal in English and Chinese; never an exception, and never a position the rules forbid (every
card of the shoe once, every follow legal, the hand replaying through the engine to the same
state). Issue 27: deep nesting raised RecursionError, a call holding Infinity OverflowError, and
deal numbers a new hand refuses (0, -1, 10⁹+1, huge) were replayed.

The mutations are seeded (``tests/hostile.py``): the same run every time.
"""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from tests import hostile
from tests.test_practice import _reader_move
from tests.test_simulation import check_replay
from tractor_core.api import practice
from tractor_core.api.practice import MAX_DEAL, _digest
from tractor_core.rules.cards import shoe


@cache
def real_saves() -> tuple[str, ...]:
    """Saves of real practice matches at every step: deal, bids, bury, call, tricks, next hand."""
    saves: list[str] = []
    for request, seed in (
        ({"deal": 11}, 1),
        ({"deal": 12, "players": 5}, 2),
        ({"deal": 13, "decks": 1}, 3),
        ({"deal": 14, "rules": "004"}, 4),
    ):
        rng = random.Random(seed)
        answer = practice.new_hand(request)
        steps = 0
        while steps < 400:
            steps += 1
            if steps % 7 == 1:
                saves.append(json.dumps(answer["state"]))
            waiting = answer["view"]["waiting"]
            if waiting in ("done", "redeal"):
                saves.append(json.dumps(answer["state"]))
                if answer["state"]["hands"]:
                    break  # a second hand played: enough
                move: dict[str, Any] = {"type": "next"}
            else:
                move = _reader_move(answer["view"], rng)
            answer = practice.act(answer["state"], move)
            assert answer["ok"], answer
    return tuple(saves)


def resigned(state: Any) -> Any:
    """The save with its digest computed again, as a reader editing it by hand would."""
    if isinstance(state, dict):
        try:
            digest = _digest(
                state["rules"], state["deal"], state["actions"], state.get("hands", [])
            )
        except (KeyError, TypeError, ValueError, RecursionError):
            return state
        state = {**state, "digest": digest}
    return state


def check_clean(text: str) -> dict[str, Any]:
    """The answer is JSON: the game, or a refusal with its reason in English and Chinese."""
    answer = json.loads(text)
    assert isinstance(answer, dict)
    assert answer["ok"] in (True, False)
    if not answer["ok"]:
        error = answer["error"]
        assert isinstance(error["en"], str)
        assert error["en"]
        assert isinstance(error["zh"], str)
        assert error["zh"]
        assert "internal error" not in error["en"], error
    return answer


def check_allowed(state: dict[str, Any]) -> None:
    """The position of an accepted save is one the rules allow, and it reads back the same."""
    session = practice._load(state)
    hand = session.hand
    assert hand.cards_in_play() == Counter(shoe(hand.rules.decks))
    check_replay(hand)
    assert 1 <= session.deal <= MAX_DEAL
    again = check_clean(practice.view_json(json.dumps(state)))
    assert again["ok"]
    assert again["state"] == state


@pytest.mark.parametrize("deal", [0, -1, MAX_DEAL + 1, 10**30, True, 1.0, "7", None])
def test_a_save_whose_deal_number_a_new_hand_refuses_is_refused(deal: Any) -> None:
    state = resigned({**json.loads(real_saves()[3]), "deal": deal})
    answer = check_clean(practice.view_json(json.dumps(state)))
    assert (answer["ok"], answer.get("corrupt")) == (False, True)
    assert "deal number" in answer["error"]["en"]
    assert "牌局号" in answer["error"]["zh"]
    new = check_clean(practice.new_hand_json(json.dumps({"deal": deal})))
    assert new["ok"] is False
    assert "deal number" in new["error"]["en"]


@pytest.mark.parametrize("number", [math.inf, -math.inf, math.nan, 1e300, 10**30, True, 1.5])
def test_a_call_holding_infinity_or_another_non_count_is_refused(number: Any) -> None:
    """``["call", 0, [["HA", Infinity]]]``, digest recomputed, raised OverflowError on replay."""
    base = json.loads(real_saves()[3])
    state = resigned({**base, "actions": [*base["actions"], ["call", 0, [["HA", number]]]]})
    for answer in (practice.view(state), json.loads(practice.view_json(json.dumps(state)))):
        assert (answer["ok"], answer["corrupt"]) == (False, True)
        assert answer["error"]["zh"]


@pytest.mark.parametrize("depth", [10, 900, 5000, 100_000])
def test_deeply_nested_json_text_is_refused_by_the_three_entry_points(depth: int) -> None:
    deep = "[" * depth + "]" * depth
    state = real_saves()[0]
    for text in (
        practice.new_hand_json(deep),
        practice.view_json(deep),
        practice.view_json(state, deep),
        practice.act_json(deep, '{"type": "deal"}'),
        practice.act_json(state, deep),
    ):
        check_clean(text)


def test_a_save_nested_deeply_inside_its_actions_is_refused() -> None:
    base = json.loads(real_saves()[5])
    nested: Any = "SA"
    for _ in range(600):
        nested = [nested]
    state = resigned({**base, "actions": [*base["actions"], ["play", 0, nested]]})
    answer = check_clean(practice.view_json(json.dumps(state)))
    assert answer["ok"] is False


def test_a_pass_after_every_player_passed_is_refused() -> None:
    """The bidding round ends when every player has passed in turn: no pass goes round again."""
    answer = practice.new_hand({"deal": 21})
    while answer["view"]["waiting"] == "deal":
        answer = practice.act(answer["state"], {"type": "deal", "cards": 30})
    state = answer["state"]
    closes = [i for i, a in enumerate(state["actions"]) if a[0] == "close"]
    if not closes:
        pytest.skip("this deal was bid during the deal")  # pragma: no cover
    at = closes[0]
    seats = [a[1] for a in state["actions"][at - 4 : at]]
    extra = [["pass", seat] for seat in seats]
    edited = {**state, "actions": [*state["actions"][:at], *extra, *state["actions"][at:]]}
    answer = practice.view(resigned(edited))
    assert (answer["ok"], answer["corrupt"]) == (False, True)


def test_seeded_mutations_of_real_saves_answer_cleanly_and_stay_legal() -> None:
    """Nesting, types, huge numbers, NaN/Infinity, wrong lengths, anywhere in a real save."""
    rng = random.Random(27)
    saves = real_saves()
    accepted = 0
    for _ in range(600):
        state = hostile.mutate(rng, json.loads(rng.choice(saves)))
        if rng.random() < 0.8:
            state = resigned(state)
        text = hostile.dumps(state)
        answer = check_clean(practice.view_json(text))
        if answer["ok"]:
            accepted += 1
            check_allowed(answer["state"])
            action = hostile.mutate(rng, {"type": "play", "cards": "SA", "coach": True})
            after = check_clean(practice.act_json(text, hostile.dumps(action)))
            if after["ok"]:
                check_allowed(after["state"])
        request = hostile.mutate(
            rng, {"deal": 3, "rules": "default", "decks": 2, "players": 4, "coach": True}
        )
        new = check_clean(practice.new_hand_json(hostile.dumps(request)))
        if new["ok"]:
            check_allowed(new["state"])
    # Some edits leave a save that still replays (an extra key, a coach flag): they are checked.
    assert accepted > 0


def test_python_level_saves_with_nan_and_infinity_anywhere_are_refused_or_legal() -> None:
    """``view`` and ``act`` take Python values too (no JSON reader to refuse NaN on the way)."""
    rng = random.Random(2027)
    saves = real_saves()
    for _ in range(300):
        state = resigned(hostile.mutate(rng, json.loads(rng.choice(saves))))
        if hostile.is_placeholder(state) or "\x00" in json.dumps(state):
            continue
        answer = practice.view(state)
        text = json.dumps(answer, ensure_ascii=False)
        check_clean(text)
        if answer["ok"]:
            check_allowed(answer["state"])
