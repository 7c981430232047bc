"""Leading and throwing (甩牌): one-suit leads, when a throw stands, and which unit is forced.

Sources: 000 【出牌规则】 ("副牌中: AAK, AKK, AQQJJ, 98844 (若其他家中无人有能大过一张 9, 和一对 8,
和一对 4 的牌)", "试图联出 98844 时, 若其余某家有此花色的 J, 则必须出 9, 若其余某家有此花色的 QQ
或 55, 则必须出 44"); 001 (a failed throw costs 20 points); 002 (3 decks: 33344 = 333 + 44,
991010JJJ = 991010 + JJJ, 9991010JJJ = 999 + 1010 + JJJ, tractors checked before triples before
pairs); 003 (throws judged against the cards already played; a CK that only ties is fine); 004
(the smallest card of the failing pattern). variants.md §1d. Examples of 000 are at level 10 with
hearts trump, as in the source.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import notations, order
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.throwing import can_lead, check_throw, possible_blockers, verify_lead
from tractor_core.rules.trump_order import EffSuit

L10 = order("000", "10", "H")
NOBODY = ["S2 C3 D4", "C5 D6 H7", "D8 C9 HJ"]


def _forced(lead: str, others: list[str], o: object) -> list[str] | None:
    result = check_throw(lead, others, o).value  # type: ignore[arg-type]
    return None if result.forced is None else notations(result.forced)


# --------------------------------------------------------------------------------- lead.one-suit
def test_a_lead_is_one_effective_suit() -> None:
    assert verify_lead("SA SA SK", L10).value == EffSuit.SPADES
    assert can_lead("H2 BJ S10", L10)  # all trumps at level 10, hearts trump
    assert not can_lead("SA HA", L10)
    with pytest.raises(IllegalPlayError, match="not one suit"):
        verify_lead("SA SK C3", L10)
    with pytest.raises(IllegalPlayError, match="at least one card"):
        verify_lead("", L10)


def test_a_single_unit_is_not_a_throw() -> None:
    verdict = check_throw("S5 S5 S6 S6", ["S7 S7 S8 S8"], L10)
    assert verdict.value.succeeds
    assert verdict.rule == "throw.single-unit"


# --------------------------------------------------------------------------------- 000 throws
@pytest.mark.parametrize(
    ("lead", "others"),
    [
        # an equal king and lower singles do not beat (the only other king there can be)
        ("SA SA SK", ["SK S3 S4", "SQ S9 S2", "C3 D4 H5"]),
        ("SA SK SK", ["SQ S3 S4", "SQ S9 S2", "C3 D4 H5"]),
        ("SA SQ SQ SJ SJ", ["SK S3 S4", "S9 S9 S2", "C3 D4 H5"]),
    ],
)
def test_000_aak_akk_aqqjj_throws_stand_when_nobody_beats(lead: str, others: list[str]) -> None:
    verdict = check_throw(lead, others, L10)
    assert verdict.value.succeeds
    assert verdict.rule == "throw.succeeds"
    assert verdict.value.forced is None


def test_000_akk_stands_against_the_other_ace_which_only_ties() -> None:
    assert check_throw("SA SK SK", ["SA S3", "C4", "D5"], L10).value.succeeds


def test_000_98844_stands_only_if_nobody_beats_9_88_or_44() -> None:
    assert check_throw("S9 S8 S8 S4 S4", NOBODY, L10).value.succeeds
    # an equal 9 or an equal pair never beats
    assert check_throw("S9 S8 S8 S4 S4", ["S9 S2 S3", "S7 S6", "S5"], L10).value.succeeds


def test_000_98844_against_a_j_forces_the_9() -> None:
    verdict = check_throw("S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], L10)
    assert not verdict.value.succeeds
    assert notations(verdict.value.forced) == ["S9"]
    assert verdict.value.blocked_by == 1
    assert verdict.rule == "throw.fails.lowest-failing"


@pytest.mark.parametrize("holding", ["SQ SQ", "S5 S5"])
def test_000_98844_against_qq_or_55_forces_the_44(holding: str) -> None:
    assert _forced("S9 S8 S8 S4 S4", ["C3", holding, "D4"], L10) == ["S4", "S4"]


def test_000_98844_against_qq_fails_88_too_and_the_smaller_is_forced() -> None:
    verdict = check_throw("S9 S8 S8 S4 S4", ["SQ SQ C3", "C4", "D4"], L10)
    failing = {tuple(notations(b.unit.cards)) for b in verdict.value.blockers}
    assert ("S8", "S8") in failing
    assert ("S4", "S4") in failing
    assert notations(verdict.value.forced) == ["S4", "S4"]


def test_000_trumps_never_block_a_side_suit_throw() -> None:
    assert check_throw("S9 S8 S8 S4 S4", ["BJ BJ LJ LJ H10 H10", "HA HA", "C3"], L10).value.succeeds


def test_004_smallest_card_of_the_failing_pattern_is_forced() -> None:
    o = order("004", "10", "H")
    assert _forced("S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], o) == ["S9"]
    assert _forced("S9 S8 S8 S4 S4", ["C2", "S5 S5", "D4"], o) == ["S4", "S4"]


def test_trump_throws_are_judged_against_jokers_and_level_cards_003() -> None:
    o = order("003", "10", "H")
    assert check_throw("HA HK HK", ["C3", "D4", "S5"], o).value.succeeds
    assert _forced("HA HK HK", ["S10", "D4", "S5"], o) == ["HA"]  # an off-suit 10 beats HA
    assert _forced("HA HK HK", ["BJ BJ", "D4", "S5"], o) == ["HK", "HK"]


# --------------------------------------------------------------------------------- 003 unseen
def test_003_singles_are_top_once_higher_cards_are_played() -> None:
    o = order("003", "2", "H")
    played = "CA CA CK CK CQ CJ C10"
    verdict = possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4", played, o)
    assert verdict.rule == "throw.unseen-safe"
    assert all(not hs for hs in verdict.value.values())


def test_003_ck_with_clubs_jj_after_aa_and_qq_played_is_safe_the_other_ck_only_ties() -> None:
    o = order("003", "2", "H")
    verdict = possible_blockers("CK CJ CJ", "CK CJ CJ S3 D4", "CA CA CQ CQ", o)
    assert verdict.rule == "throw.unseen-safe"


def test_003_the_same_throw_is_risky_before_the_aces_are_played() -> None:
    o = order("003", "2", "H")
    verdict = possible_blockers("CK CJ CJ", "CK CJ CJ S3 D4", "CQ CQ", o)
    assert verdict.rule == "throw.unseen-risk"
    risky = {tuple(notations(u.cards)): hs for u, hs in verdict.value.items() if hs}
    assert set(risky) == {("CK",), ("CJ", "CJ")}


# --------------------------------------------------------------------------------- 002, 3 decks
D3_5 = order("002", "5", "H", decks=3)
D3_10 = order("002", "10", "H", decks=3)


def test_002_33344_is_read_as_333_plus_44() -> None:
    units = check_throw("S3 S3 S3 S4 S4", NOBODY, D3_10).value.units
    assert sorted(notations(u.cards) for u in units) == [["S3", "S3", "S3"], ["S4", "S4"]]


def test_002_33344_against_a_higher_triple_forces_333() -> None:
    assert _forced("S3 S3 S3 S4 S4", ["C2", "S6 S6 S6", "D4"], D3_10) == ["S3", "S3", "S3"]


def test_002_33344_against_a_higher_pair_and_no_higher_triple_forces_44() -> None:
    assert _forced("S3 S3 S3 S4 S4", ["S6 S6 S7", "C3", "D4"], D3_10) == ["S4", "S4"]


def test_002_991010jjj_against_a_higher_tractor_forces_991010() -> None:
    lead = "S9 S9 S10 S10 SJ SJ SJ"
    verdict = check_throw(lead, ["SQ SQ SK SK", "C3", "D4"], D3_5)
    assert notations(verdict.value.forced) == ["S10", "S10", "S9", "S9"]
    assert verdict.rule == "throw.fails.type-order"


def test_002_991010jjj_against_a_higher_triple_and_no_higher_tractor_forces_jjj() -> None:
    assert _forced("S9 S9 S10 S10 SJ SJ SJ", ["SQ SQ SQ", "C3", "D4"], D3_5) == ["SJ", "SJ", "SJ"]


def test_002_9991010jjj_against_a_higher_pair_and_no_higher_triple_forces_1010() -> None:
    lead = "S9 S9 S9 S10 S10 SJ SJ SJ"
    assert _forced(lead, ["SQ SQ S2", "C3", "D4"], D3_5) == ["S10", "S10"]


def test_002_9991010jjj_against_a_higher_triple_forces_999() -> None:
    lead = "S9 S9 S9 S10 S10 SJ SJ SJ"
    assert _forced(lead, ["SQ SQ SQ", "C3", "D4"], D3_5) == ["S9", "S9", "S9"]


# --------------------------------------------------------------------------------- forced_unit
LEAD3 = "S7 S7 S6 S6 S4 S4 SK"  # tractor 7766, pair 44, single K (level 10)
OTHERS3 = ["SA C2", "S5 S5", "S9 S9 S8 S8"]


@pytest.mark.parametrize(
    ("policy", "forced"),
    [
        ("lowest_failing", ["S4", "S4"]),
        ("type_order", ["S7", "S7", "S6", "S6"]),
        ("first_blocker", ["SK"]),
        ("smallest_unit", ["SK"]),
    ],
)
def test_forced_unit_policies_differ_on_one_position(policy: str, forced: list[str]) -> None:
    o = order("default", "10", "H", forced_unit=policy)
    verdict = check_throw(LEAD3, OTHERS3, o)
    assert notations(verdict.value.forced) == forced
    assert verdict.rule == f"throw.fails.{policy.replace('_', '-')}"


def test_smallest_unit_forces_the_failing_unit_with_fewest_cards_then_the_lowest() -> None:
    """forced_unit='smallest_unit' (the reading of jerryyyu/shengji, jding92/shengji-online and
    abadcafe/tractor-game; no source preset): level A, clubs trump, CK + C6 C6 thrown; HA (an
    off-suit level card, a trump above CK) beats CK and C8 C8 beats C6 C6. The unit with the
    fewest cards, CK, is forced; 000/004's lowest failing unit is C6 C6."""
    others = ["HA D3", "C8 C8", "D4"]
    smallest = check_throw(
        "CK C6 C6", others, order("default", "A", "C", forced_unit="smallest_unit")
    )
    assert notations(smallest.value.forced) == ["CK"]
    assert smallest.rule == "throw.fails.smallest-unit"
    assert "fewest cards" in smallest.reason
    assert "张数最少" in smallest.reason_zh
    lowest = check_throw("CK C6 C6", others, order("default", "A", "C"))
    assert notations(lowest.value.forced) == ["C6", "C6"]
    # same size: the lowest of them (98844 against QQ: 88 and 44 fail, 44 is forced; the single 9
    # fails too and has fewer cards, so smallest_unit forces it)
    o = order("000", "10", "H", forced_unit="smallest_unit")
    assert _forced("S9 S8 S8 S4 S4", ["SQ SQ", "C3", "D4"], o) == ["S9"]
    assert _forced("S8 S8 S4 S4 S9", ["S5 S5", "C3", "D4"], o) == ["S4", "S4"]


def test_000_example_rules_out_smallest_unit_for_the_000_preset() -> None:
    """000 【出牌规则】: "若其余某家有此花色的 QQ 或 55，则必须出 44" — against QQ the single 9
    fails too, yet 44 is forced: the 000 preset keeps lowest_failing."""
    assert _forced("S9 S8 S8 S4 S4", ["SQ SQ", "C3", "D4"], L10) == ["S4", "S4"]


def test_trump_throw_success_does_not_say_trumps_never_block_it() -> None:
    """000 【出牌规则】: trumps never block a *side-suit* throw; a trump throw is blocked only by
    higher trumps, so its reason must not claim the side-suit clause."""
    trump_throw = check_throw("HA HK HK", ["S2 C3", "C5", "D6"], L10)
    assert trump_throw.value.succeeds
    assert "side-suit" not in trump_throw.reason
    assert "equal cards never beat" in trump_throw.reason
    side_throw = check_throw("SA SK SK", ["HA C3", "C5", "D6"], L10)
    assert side_throw.value.succeeds
    assert "trumps never block a side-suit throw" in side_throw.reason
    assert "主牌不能阻止副牌甩牌" in side_throw.reason_zh


def test_first_blocker_names_the_seat() -> None:
    o = order("shengji", "10", "H")
    assert check_throw(LEAD3, OTHERS3, o).value.blocked_by == 1


# --------------------------------------------------------------------------------- penalty
def test_001_a_failed_throw_costs_20_points() -> None:
    o = order("001", "10", "H")
    verdict = check_throw("S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], o)
    assert verdict.value.penalty == 20
    assert "20 points" in verdict.reason


def test_default_a_failed_throw_costs_nothing() -> None:
    assert check_throw("S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], L10).value.penalty == 0
    assert check_throw("S9 S8 S8 S4 S4", NOBODY, order("001", "10", "H")).value.penalty == 0


# ----------------------------------------------------------------- throw.fails (ties, determinism)
_TIE_SCRIPT = """
from tractor_core.rules.presets import preset
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trump_order import Trump, order_for
from tractor_core.rules.cards import Rank, Suit
order = order_for(Trump(Rank.SEVEN, Suit.SPADES), preset('{preset}'))
v = check_throw('H7 C7 D7 LJ', ['BJ S2', 'C3', 'D4'], order)
print(' '.join(c.notation for c in v.value.forced), v.rule)
"""


@pytest.mark.parametrize("preset_name", ["000", "002"])
def test_equal_failing_units_force_the_same_unit_in_every_run(preset_name: str) -> None:
    """H7, C7 and D7 are equal trumps (off-suit level cards) and all fail: the forced one must not
    depend on Python's per-process hash seed (it once did, through a set of units)."""
    answers = {
        subprocess.run(
            [sys.executable, "-c", _TIE_SCRIPT.format(preset=preset_name)],
            env=dict(os.environ, PYTHONHASHSEED=str(seed)),
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for seed in range(8)
    }
    assert len(answers) == 1, answers
    forced, rule = answers.pop().rsplit(" ", 1)
    assert forced in {"H7", "C7", "D7"}
    assert rule.startswith("throw.fails.")
