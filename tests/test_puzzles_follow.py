"""Follow puzzles: one legal option among illegal ones, every option judged by the engine.

The generator keeps the verdicts it computed while choosing the options; these tests judge each
shown option afresh with :func:`check_follow` and compare, under the puzzle's own rules and under
every preset of the variant lens.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from tractor_core import puzzles
from tractor_core.rules.combinations import decompose
from tractor_core.rules.following import check_follow
from tractor_core.rules.presets import PRESETS, find_preset
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import TrumpOrder, order_for, parse_trump
from tractor_core.text import name_cards

ROOT = Path(__file__).resolve().parents[1]


def _order(p: Mapping[str, Any], rules: RuleSet) -> TrumpOrder:
    return order_for(parse_trump(p["trump"]["level"], p["trump"]["suit"]), rules)


def _judged(p: Mapping[str, Any], rules: RuleSet) -> list[Any]:
    order = _order(p, rules)
    lead, hand = p["show"]["lead"], p["show"]["hand"]
    return [check_follow(lead, hand, o["en"], order) for o in p["options"]]


@pytest.mark.parametrize("preset", [p.name for p in PRESETS])
def test_one_option_is_legal_and_the_others_are_not(preset: str) -> None:
    rules = find_preset(preset).rules
    rule_ids: Counter[str] = Counter()
    for difficulty in (1, 2, 3):
        for seed in range(15):
            pid = f"follow-{preset}-{difficulty}-{seed}"
            p = puzzles.make_puzzle(pid)
            order = _order(p, rules)
            lead = p["show"]["lead"]
            assert len(p["show"]["hand"]) == rules.hand_size
            units = decompose(lead, order).value
            if difficulty < 3:
                (unit,) = units  # one pair, tractor or triple
                assert unit.width >= 2
            else:  # a throw of several units, or a tractor of three pairs
                assert len(units) >= 2 or units[0].shape == (2, 3), pid
            verdicts = _judged(p, rules)
            assert [i for i, v in enumerate(verdicts) if v.value] == [p["_solution"]], pid
            assert len({o["en"] for o in p["options"]}) == 4, "four different follows"
            # every option is a real choice: the right size, from the hand
            assert not {v.rule for v in verdicts} & {"follow.count", "follow.own-cards"}
            result = puzzles.check(pid, p["_solution"])
            assert result["correct"] is True
            for i, v in enumerate(verdicts):
                assert (
                    f"Option {i + 1}: {'legal' if v.value else 'illegal'} — {name_cards(v.reason, 'en')}"
                    in (result["reason"])
                )
            rule_ids.update(v.rule for v in verdicts if not v.value)
    assert rule_ids["follow.suit"] > 0
    assert rule_ids["follow.pairs"] + rule_ids["follow.tractors"] > 0, "shape mistakes shown too"


@pytest.mark.parametrize("pid", [f"follow-default-{d}-{s}" for d in (1, 2, 3) for s in range(4)])
def test_the_lens_agrees_with_the_engine_under_every_preset(pid: str) -> None:
    p = puzzles.make_puzzle(pid)
    for row, preset in zip(puzzles.lens(pid), PRESETS, strict=True):
        assert row["preset"] == preset.name
        if "error" in row:
            continue
        rules = preset.rules
        rules = rules if rules.decks == 2 else rules.replace(decks=2)
        assert row["answer"] == [i for i, v in enumerate(_judged(p, rules)) if v.value]


def test_an_id_gives_the_same_puzzle_in_every_process() -> None:
    """No set or hash order leaks into the puzzle: another hash seed, the same puzzle."""
    ids = [f"follow-default-{d}-{s}" for d in (1, 2, 3) for s in range(5)]
    here = {pid: puzzles.make_puzzle(pid) for pid in ids}
    puzzles._build.cache_clear()
    assert {pid: puzzles.make_puzzle(pid) for pid in ids} == here
    code = (
        "import json, sys; from tractor_core.puzzles import make_puzzle; "
        "print(json.dumps({i: make_puzzle(i) for i in sys.argv[1:]}))"
    )
    for seed in ("0", "1"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        out = subprocess.run(
            [sys.executable, "-c", code, *ids], env=env, capture_output=True, text=True, check=True
        ).stdout
        assert json.loads(out) == json.loads(json.dumps(here))


HARD = [f"follow-{preset}-3-{seed}" for preset in ("default", "000", "001") for seed in range(30)]


def _suit_units(p: Mapping[str, Any], rules: RuleSet) -> tuple[list[Any], list[Any]]:
    """The lead's units, and the units of your cards of the led suit."""
    order = _order(p, rules)
    lead = decompose(p["show"]["lead"], order).value
    suit = lead[0].suit
    mine = [c for c in order.sorted(p["show"]["hand"]) if order.suit_of(c) is suit]
    return list(lead), list(decompose(mine, order).value) if mine else []


def test_follow_a_throw_unit_by_unit() -> None:
    """follow.pairs, follow.tractors (source 000: "如果出牌中包含拖拉机，则其它方如果有同花色的拖拉机，
    必须出拖拉机"; source 004: the count of the throw is followed in its suit): ★★★ follow puzzles
    deal throws that stood, of two or three units with a pair among them, to a hand that holds a
    pair of the suit; the answer is the engine's, and every other option breaks a rule."""
    throws = 0
    for pid in HARD:
        p = puzzles.make_puzzle(pid)
        if "threw" not in p["question"]["en"]:
            continue
        throws += 1
        rules = find_preset(pid.split("-")[1]).rules
        lead, mine = _suit_units(p, rules)
        assert 2 <= len(lead) <= 3, pid
        assert any(u.width >= 2 for u in lead), pid
        assert any(u.width >= 2 for u in mine), pid
        verdicts = _judged(p, rules)
        assert [i for i, v in enumerate(verdicts) if v.value] == [p["_solution"]], pid
    assert throws >= 20


def test_a_longer_tractor_against_a_shorter_one_and_a_pair() -> None:
    """follow.tractors (source 004: "在没有连对的情况下必须跟该花色的对子…依次类推"): a tractor of three
    pairs led to a hand with a two-pair tractor and a loose pair of the suit; the one legal option
    holds both (all six cards), and the engine calls the others illegal."""
    tractors = 0
    for pid in HARD:
        p = puzzles.make_puzzle(pid)
        if "tractor of three pairs" not in p["question"]["en"]:
            continue
        tractors += 1
        rules = find_preset(pid.split("-")[1]).rules
        lead, mine = _suit_units(p, rules)
        assert [u.shape for u in lead] == [(2, 3)], pid
        shapes = sorted(u.shape for u in mine if u.width >= 2)
        assert shapes == [(2, 1), (2, 2)], pid
        owed = sorted(c.notation for u in mine if u.width >= 2 for c in u.cards)
        answer = p["options"][p["_solution"]]["en"].split()
        assert sorted(answer) == owed, pid
        verdicts = _judged(p, rules)
        assert [i for i, v in enumerate(verdicts) if v.value] == [p["_solution"]], pid
    assert tractors >= 20


def test_follow_puzzles_name_the_leader_west_and_the_reader_south() -> None:
    """Issue 30 item 4 (one way to name seats): the reader is South and West leads, by compass
    in both languages (never "seat 0"), with the led suit's name in Chinese in the Chinese hint."""
    for pid in (
        "follow-default-1-0",
        "follow-default-2-4",
        "follow-default-3-17",
        "follow-default-3-22",
    ):
        p = puzzles.make_puzzle(pid)
        assert p["question"]["en"].startswith("West ")
        assert "ou are South" in p["question"]["en"]
        assert p["question"]["zh"].startswith("西")
        assert "你是南" in p["question"]["zh"]
        assert "eat 0" not in p["question"]["en"]
        assert "座位" not in p["question"]["zh"]
        zh_hint = puzzles.hint(pid)["zh"]
        assert not any(name in zh_hint for name in ("spades", "hearts", "clubs", "diamonds"))
