"""Perft-style counts of legal follows: the fast engine against the slow brute-force reference.

``tests/data/follow_perft.json`` holds seeded positions (rules preset + overrides, trump, lead,
hand) across 1, 2 and 3 decks, every ``draw_policy`` and both ``titanic_follow`` ladders, with
the number of distinct legal follows computed by :mod:`tests.reference_follow` (rebuild it with
``python tests/reference_follow.py --regen``). The rules counted are those of
:mod:`tractor_core.rules.following` (sources 000, 001, 002, 004; variants.md §1d).

The reference found one engine bug, kept below as a named regression test: under
``longer_tuples_protected`` a triple that fills a led triple slot excused a genuine pair. Both
the engine and the reference also apply shengji.io's longer-tuple guard (three identical cards do
not stand in for a pair while a genuine pair is kept back; ``follow.pairs.protected``), and the
data file was regenerated from the reference with it.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from typing import Any

import pytest

from tests.conftest import order
from tests.reference_follow import DATA, order_of, reference_follows
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.following import check_follow, legal_follows


@cache
def _positions() -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))["positions"]
    return data


def _key(cards: Any) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(Counter(c.notation for c in parse_cards(cards)).items()))


def test_data_file_covers_the_rule_space() -> None:
    positions = _positions()
    assert len(positions) >= 2000
    assert {p["overrides"]["decks"] for p in positions} == {1, 2, 3}
    assert {p["overrides"]["draw_policy"] for p in positions} == {
        "no_protections",
        "longer_tuples_protected",
        "only_draw_tractor_on_tractor",
        "protected_and_tractor_only",
        "suit_only",
    }
    assert {p["overrides"].get("titanic_follow") for p in positions} >= {"000_001", "002"}
    assert sum(1 for p in positions if "plays" in p) >= 200


def test_every_count_matches_the_reference() -> None:
    wrong = []
    for i, p in enumerate(_positions()):
        got = legal_follows(p["lead"], p["hand"], order_of(p)).count()
        if got != p["count"]:
            wrong.append((i, p["lead"], p["hand"], p["count"], got))
    assert wrong == []


def test_iteration_yields_exactly_the_reference_plays() -> None:
    checked = 0
    for p in _positions():
        if "plays" not in p:
            continue
        follows = legal_follows(p["lead"], p["hand"], order_of(p))
        got = [_key(play) for play in follows]
        assert len(got) == len(set(got)), p  # each multiset once
        assert set(got) == {_key(play) for play in p["plays"]}, p
        checked += 1
    assert checked >= 200


def test_check_follow_agrees_with_membership() -> None:
    for p in _positions():
        if "plays" not in p:
            continue
        o = order_of(p)
        follows = legal_follows(p["lead"], p["hand"], o)
        for play in p["plays"][:10]:
            assert check_follow(p["lead"], p["hand"], play, o).value, (p, play)
            assert play in follows
        for play in p["illegal_sample"]:
            verdict = check_follow(p["lead"], p["hand"], play, o)
            assert not verdict.value, (p, play)
            assert play not in follows
            assert verdict.rule.startswith("follow.")


@pytest.mark.parametrize("index", range(0, 2400, 97))
def test_reference_recomputes_the_stored_count(index: int) -> None:
    p = _positions()[index % len(_positions())]
    o = order_of(p)
    assert len(reference_follows(parse_cards(p["lead"]), parse_cards(p["hand"]), o)) == p["count"]


# --------------------------------------------------------------------- regressions found by perft
def test_protected_triple_does_not_excuse_a_genuine_pair() -> None:
    """002 3-deck, longer_tuples_protected: 333+44 led, hand 555 66 → 555 66 is owed.

    The protection means a triple is never split to make a pair; it does not let a player who
    plays the triple whole keep back a genuine pair (reference-engine.md: "players expect a
    genuine pair to be forced even when a triple is protected").
    """
    o = order("002", "10", "H", decks=3, draw_policy="longer_tuples_protected")
    hand = "S5 S5 S5 S6 S6 S7 S8 S9"
    assert not check_follow("S3 S3 S3 S4 S4", hand, "S5 S5 S5 S7 S8", o).value
    assert check_follow("S3 S3 S3 S4 S4", hand, "S5 S5 S5 S6 S6", o).value
    assert legal_follows("S3 S3 S3 S4 S4", hand, o).count() == 1


def test_protected_titanic_ladder_triple_pair_single_before_triple_three_singles() -> None:
    """Titanic led, protected: holding 10-10-10 and 77, triple + pair + single is owed."""
    o = order("default", "9", "H", decks=3, draw_policy="longer_tuples_protected")
    lead = "DK DK DK DA DA DA"
    hand = "D7 D7 D10 D10 D10 D8 D5 C4 S3"
    assert not check_follow(lead, hand, "D10 D10 D10 D5 D7 D8", o).value
    assert check_follow(lead, hand, "D10 D10 D10 D7 D7 D8", o).value


def test_protected_triple_still_not_split_for_a_pair() -> None:
    """longer_tuples_protected: a pair led, only a triple held → singles are fine."""
    o = order("default", "10", "H", decks=3, draw_policy="longer_tuples_protected")
    assert check_follow("S4 S4", "S5 S5 S5 S7 C3", "S5 S7", o).value
    o2 = order("default", "10", "H", decks=3)
    assert not check_follow("S4 S4", "S5 S5 S5 S7 C3", "S5 S7", o2).value
