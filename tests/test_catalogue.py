"""The rules catalogue: every rule id a verdict returns is listed, with statements and sources.

Sources: every Engine I verdict rests on a rule of the seeds (000-004) or of shengji.io, cited
in the entry's ``sources``. The ids are collected by running the verdicts over the worked
examples of the other test modules (000 §拖拉机的构成, 002 §新增规则, 000/001/002/004 §扣底,
§记分规则 and 004 §升级) plus exhaustive sweeps over small inputs, so a new verdict rule that
is missing from the catalogue fails here.
"""

from __future__ import annotations

import itertools
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import order
from tests.test_combinations import TRACTOR_EXAMPLES
from tests.test_kitty import MULTIPLIER_EXAMPLES
from tests.test_levels import BANDS
from tractor_core.rules.cards import LEVEL_RANKS, ONE_DECK, parse_cards
from tractor_core.rules.combinations import decompose, is_tractor
from tractor_core.rules.kitty import kitty_capture, kitty_multiplier
from tractor_core.rules.levels import LevelChange, advance, level_change, next_banker
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.trump_order import TrumpOrder
from tractor_core.words.catalogue import CATALOGUE, rule

ENGINE_I_IDS = {
    "combo.single",
    "combo.pair",
    "combo.triple",
    "combo.tractor",
    "combo.tractor.one-suit",
    "combo.tractor.equal-width",
    "combo.tractor.adjacent",
    "combo.tractor.level-gap",
    "combo.tractor.equal-steps",
    "combo.tractor.trump-chain",
    "combo.tractor.min-length",
    "decompose.tuples-first",
    "decompose.longest-unit",
    "kitty.banker-keeps",
    "kitty.needs-trump-win",
    "kitty.power-of-two",
    "kitty.three-per-card",
    "kitty.type-table",
    "kitty.four-per-pair",
    "kitty.twice-unit-size",
    "level.standard",
    "level.002",
    "level.004",
    "level.shengji",
    "level.must-defend",
    "level.match-end",
    "level.next-banker",
}


def rule_of_mixed_suits(cards: str, the_order: TrumpOrder) -> bool:
    """True when a play mixes effective suits (decompose rejects it: not one lead)."""
    return len(the_order.split_by_suit(parse_cards(cards))) > 1


@cache
def rule_ids_seen() -> frozenset[str]:
    seen: set[str] = set()
    # ---- the worked examples of the other modules
    for name, overrides, level, suit, cards, _, _ in TRACTOR_EXAMPLES:
        the_order = order(name, level, suit, **overrides)
        seen.add(is_tractor(cards, the_order).rule)
        if cards and not rule_of_mixed_suits(cards, the_order):
            seen.add(decompose(cards, the_order).rule)
    for name, overrides, level, lead, _, _ in MULTIPLIER_EXAMPLES:
        seen.add(kitty_multiplier(lead, order(name, level, "H", **overrides)).rule)
    for (name, decks), rows in BANDS.items():
        for points, _ in rows:
            seen.add(level_change(points, preset(name, decks=decks)).rule)
    # ---- sweeps: every two-step play of pairs and triples from a few suits, in several orders
    sample = [c for c in ONE_DECK if c.suit is None or c.suit.value in "SH"]
    for name, level, suit, decks in [
        ("000", "10", "H", 2),
        ("002", "5", None, 3),
        ("shengji", "2", "S", 3),
        ("default", "10", "H", 2),
    ]:
        cut = {"skip_level_rank": False, "trump_tractor_links": ["little_to_big_joker"]}
        for the_order in (
            order(name, level, suit, decks=decks),
            order(name, level, suit, decks=decks, **cut),
        ):
            for a, b in itertools.combinations(sample, 2):
                for wa, wb in [(2, 2), (1, 1), (2, 1), (decks, decks)]:
                    play = [a] * wa + [b] * wb
                    seen.add(is_tractor(play, the_order).rule)
            seen.add(is_tractor([], the_order).rule)
    for name in ("002", "shengji"):
        the_order = order(name, "2", "H", decks=3)
        for lead in ("S7", "S7 S7", "S7 S7 S7", "S7 S7 S8 S8", "S3 S3 S3 S4 S4", "S9 S8 S8"):
            seen.add(decompose(lead, the_order).rule)
    # ---- kitty capture: banker keeps, 001's trump-win rule
    for p in PRESETS:
        the_order = order(p.name, "2", "H")
        for winner in (0, 1):
            for second in ("H9 H9", "S9 S9"):
                v = kitty_capture(
                    ["S4 S4", second, "S3 S6", "D3 D4"],
                    "S5 S10",
                    the_order,
                    winner=winner,
                    banker_team=[0, 2],
                )
                seen.add(v.rule)
    # ---- advance and next banker for every preset, rank and jump
    for p in PRESETS:
        for rank in LEVEL_RANKS:
            for levels in range(7):
                for as_banker in (True, False):
                    seen.add(advance(rank, levels, p.rules, as_banker=as_banker).rule)
    for change in (LevelChange("banker", 1, False), LevelChange("attackers", 0, True)):
        seen.add(next_banker(0, change).rule)
    return frozenset(seen)


def test_the_sweep_reaches_every_engine_i_rule():
    missing = ENGINE_I_IDS - rule_ids_seen()
    assert not missing, f"no verdict returned {sorted(missing)}"


def test_every_rule_id_a_verdict_returns_is_in_the_catalogue():
    unknown = sorted(rule_ids_seen() - set(CATALOGUE))
    assert not unknown, f"rule ids missing from CATALOGUE: {unknown}"


@pytest.mark.parametrize("rule_id", sorted(CATALOGUE))
def test_every_catalogue_entry_has_a_statement_in_english_and_chinese_and_sources(rule_id):
    entry = CATALOGUE[rule_id]
    assert entry.id == rule_id
    assert entry.title.strip()
    assert len(entry.statement) > 20
    assert entry.statement_zh.strip()
    assert any("\u4e00" <= ch <= "\u9fff" for ch in entry.statement_zh)
    assert entry.sources
    assert all(
        s in {"000", "001", "002", "003", "004", "RY", "pagat", "80p", "gamerules", "all"}
        for s in entry.sources
    )


@pytest.mark.parametrize("rule_id", sorted(ENGINE_I_IDS))
def test_engine_i_rule_ids_are_in_the_catalogue(rule_id):
    assert rule(rule_id).id == rule_id


def test_unknown_rule_id_names_the_id():
    with pytest.raises(KeyError, match=r"unknown rule id 'combo\.bomb'"):
        rule("combo.bomb")


def test_every_rule_links_to_a_lesson_that_exists():
    """The puzzles' "show the rule" links go to ../<lesson>/#<rule-id>: the lesson must exist."""
    lessons = Path(__file__).resolve().parents[1] / "lessons"
    slugs = {p.stem for p in lessons.glob("*.py")}
    missing = {r.id: r.lesson for r in CATALOGUE.values() if r.lesson and r.lesson not in slugs}
    assert missing == {}


def test_every_rule_has_an_anchor_in_its_lesson():
    """The "show the rule" links go to ../<lesson>/#<rule-id>: the lesson holds that anchor
    (``<a id="rule-id"></a>`` in a Markdown cell; the site test checks the built pages too)."""
    lessons = Path(__file__).resolve().parents[1] / "lessons"
    missing = [
        f"{r.lesson}#{r.id}"
        for r in CATALOGUE.values()
        if r.lesson
        and f'<a id="{r.id}"></a>' not in (lessons / f"{r.lesson}.py").read_text(encoding="utf-8")
    ]
    assert missing == []


def test_a_verdict_naming_a_rule_missing_from_the_catalogue_fails_the_run(request):
    """tests/conftest.py records the rule id of every verdict made during the whole run and fails
    the session on one the catalogue lacks; here it sees two such ids, then forgets them."""
    from tests.conftest import RULE_IDS  # noqa: PLC0415
    from tractor_core.rules.verdict import Verdict  # noqa: PLC0415

    Verdict(True, "x", "x", "combo.no-such-rule")
    Verdict.later(True, "trick.no-such-rule", lambda: ("x", "x", {}))
    try:
        assert RULE_IDS.unknown() == {
            "combo.no-such-rule": request.node.nodeid,
            "trick.no-such-rule": request.node.nodeid,
        }
    finally:
        del RULE_IDS.seen["combo.no-such-rule"], RULE_IDS.seen["trick.no-such-rule"]
