"""Kitty capture (抠底/扣底): the multiplier of the last trick's lead and who captures.

Sources and formulas (variants.md §1f, table "The five formulas compared"):

* 000 §扣底规则 (F1, 2^n): 最后一圈牌如果是庄家方大，不抠底; 44 → 4; 444555 → 64; 445566 → 64;
  4455 → 16; 555 → 8; throw AKQJ10987 + 77 → 4 (by the pair); AKQJ → 2; AAJJ → 4.
* 001 §扣底规则 (F2, 3 × cards of the largest unit; 由抓分方用主牌获胜): 444555 → 18, 4455 → 12,
  555 → 9, 55 → 6, 5 → 3, and 445566 printed as 24 — resolved to 18 (see the test docstring).
* 002 §扣底 (= 000/001 part 2, F3): Titanic 2·3^len, 三对 (a triple) 6, tractor 2·2^len,
  两对 (a pair) 4, else 2; the first matching line wins ("且不再计算其他牌型").
* 004 §扣底 (F4): 单张 ×2, 对子 ×4, 连对 ×4 × 对数; 甩牌 by its largest pattern, two pairs count as
  one pair, two tractors as the longer.
* shengji.io ``KittyPenalty::Times`` (F5): 2 × size of the largest unit.

000's throw example contains a 10, so it is played at level 2 with hearts trump (all spades are
one side suit); the other 000 examples are at its usual level 10.
"""

from __future__ import annotations

import pytest

from tests.conftest import order
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.kitty import kitty_capture, kitty_multiplier
from tractor_core.rules.presets import preset

# (preset, overrides, level, lead, multiplier, rule)
MULTIPLIER_EXAMPLES: list[tuple[str, dict[str, int], str, str, int, str]] = [
    # ---- 000, F1
    ("000", {}, "10", "S4 S4", 4, "kitty.power-of-two"),
    ("000", {}, "10", "S4 S4 S5 S5", 16, "kitty.power-of-two"),
    ("000", {}, "10", "S4 S4 S5 S5 S6 S6", 64, "kitty.power-of-two"),
    ("000", {"decks": 3}, "10", "S5 S5 S5", 8, "kitty.power-of-two"),
    ("000", {"decks": 3}, "10", "S4 S4 S4 S5 S5 S5", 64, "kitty.power-of-two"),
    ("000", {}, "2", "SA SK SQ SJ S10 S9 S8 S7 S7", 4, "kitty.power-of-two"),
    ("000", {}, "10", "SA SK SQ SJ", 2, "kitty.power-of-two"),
    ("000", {}, "10", "SA SA SJ SJ", 4, "kitty.power-of-two"),
    # ---- 001, F2 (3 decks)
    ("001", {}, "2", "S4 S4 S4 S5 S5 S5", 18, "kitty.three-per-card"),
    ("001", {}, "2", "S4 S4 S5 S5", 12, "kitty.three-per-card"),
    ("001", {}, "2", "S5 S5 S5", 9, "kitty.three-per-card"),
    ("001", {}, "2", "S5 S5", 6, "kitty.three-per-card"),
    ("001", {}, "2", "S5", 3, "kitty.three-per-card"),
    # ---- 002, F3 (type table)
    ("002", {"decks": 3}, "2", "S4 S4 S4 S5 S5 S5", 18, "kitty.type-table"),
    ("002", {"decks": 3}, "2", "S4 S4 S4 S5 S5 S5 S6 S6 S6", 54, "kitty.type-table"),
    ("002", {"decks": 3}, "2", "S5 S5 S5", 6, "kitty.type-table"),
    ("002", {}, "2", "S4 S4 S5 S5", 8, "kitty.type-table"),
    ("002", {}, "2", "S4 S4 S5 S5 S6 S6", 16, "kitty.type-table"),
    ("002", {}, "2", "S5 S5", 4, "kitty.type-table"),
    ("002", {}, "2", "S5", 2, "kitty.type-table"),
    ("002", {}, "2", "SA SK S9", 2, "kitty.type-table"),
    # a triple outranks a tractor in the table: 333 + 7788 → ×6, not ×8
    ("002", {"decks": 3}, "2", "S3 S3 S3 S7 S7 S8 S8", 6, "kitty.type-table"),
    # 33344 is 333 + 44: contains a triple → ×6
    ("002", {"decks": 3}, "2", "S3 S3 S3 S4 S4", 6, "kitty.type-table"),
    # a Titanic outranks everything else in the lead
    ("002", {"decks": 3}, "2", "S3 S3 S3 S4 S4 S4 S8 S8 S9 S9 S10 S10", 18, "kitty.type-table"),
    # ---- 004, F4
    ("004", {}, "2", "S5", 2, "kitty.four-per-pair"),
    ("004", {}, "2", "S5 S5", 4, "kitty.four-per-pair"),
    ("004", {}, "2", "S4 S4 S5 S5", 8, "kitty.four-per-pair"),
    ("004", {}, "2", "S4 S4 S5 S5 S6 S6", 12, "kitty.four-per-pair"),
    ("004", {}, "2", "SA SK SQ", 2, "kitty.four-per-pair"),
    # 两对 count as one pair, not added
    ("004", {}, "2", "SA SA SJ SJ", 4, "kitty.four-per-pair"),
    # two tractors count as the longer one
    ("004", {}, "2", "S3 S3 S4 S4 S8 S8 S9 S9 S10 S10", 12, "kitty.four-per-pair"),
    # ---- shengji.io Times, F5
    ("shengji", {}, "2", "S5", 2, "kitty.twice-unit-size"),
    ("shengji", {}, "2", "S5 S5", 4, "kitty.twice-unit-size"),
    ("shengji", {}, "2", "S4 S4 S5 S5", 8, "kitty.twice-unit-size"),
    ("shengji", {"decks": 3}, "2", "S5 S5 S5", 6, "kitty.twice-unit-size"),
    ("shengji", {"decks": 3}, "2", "S4 S4 S4 S5 S5 S5", 12, "kitty.twice-unit-size"),
]


@pytest.mark.parametrize(
    ("name", "overrides", "level", "lead", "value", "rule"), MULTIPLIER_EXAMPLES
)
def test_source_kitty_multiplier_examples(  # noqa: PLR0917 - one argument per column
    name, overrides, level, lead, value, rule
):
    verdict = kitty_multiplier(lead, order(name, level, "H", **overrides))
    assert verdict.value == value, verdict.reason
    assert verdict.rule == rule
    assert verdict.reason.startswith(f"Kitty ×{value}: ")
    assert verdict.reason_zh.startswith(f"抠底 {value} 倍")


def test_source_001_445566_is_18_not_the_printed_24():
    """001 prints 445566 → 24, which fits no formula: its own other examples are 3 × cards
    (444555 → 18, 4455 → 12, 555 → 9, 55 → 6, 5 → 3) and its preamble says 2^n (→ 64).
    variants.md §1f resolves it to 3 × cards = 18 and records 24 as a source error."""
    verdict = kitty_multiplier("S4 S4 S5 S5 S6 S6", order("001", "2", "H"))
    assert verdict.value == 18
    assert verdict.value != 24


def test_source_000_throw_counts_only_its_largest_unit():
    """000: 比如闲家用甩牌 AKQJ 10 9 8 77 扣底，抠底倍数根据对子 77 计算，为 4 倍。"""
    verdict = kitty_multiplier("SA SK SQ SJ S10 S9 S8 S7 S7", order("000", "2", "H"))
    assert verdict.details == {"largest_unit": ["S7", "S7"]}
    assert "(a throw counts only its largest unit)" in verdict.reason


# ------------------------------------------------------------------ variants.md §1f comparison
PATTERNS = {
    "single": "S9",
    "pair": "S9 S9",
    "triple": "S9 S9 S9",
    "4455": "S4 S4 S5 S5",
    "445566": "S4 S4 S5 S5 S6 S6",
    "444555": "S4 S4 S4 S5 S5 S5",
}
# formula preset → multiplier per pattern (None: the formula has no value, 3 decks conflict)
COMPARISON: dict[str, dict[str, int | None]] = {
    "000": {"single": 2, "pair": 4, "triple": 8, "4455": 16, "445566": 64, "444555": 64},
    "001": {"single": 3, "pair": 6, "triple": 9, "4455": 12, "445566": 18, "444555": 18},
    "002": {"single": 2, "pair": 4, "triple": 6, "4455": 8, "445566": 16, "444555": 18},
    "004": {"single": 2, "pair": 4, "triple": None, "4455": 8, "445566": 12, "444555": None},
    "shengji": {"single": 2, "pair": 4, "triple": 6, "4455": 8, "445566": 12, "444555": 12},
}


@pytest.mark.parametrize(
    ("name", "pattern"), [(n, p) for n in COMPARISON for p in PATTERNS], ids=str
)
def test_variants_1f_five_formulas_compared(name, pattern):
    expected = COMPARISON[name][pattern]
    decks = 3 if pattern in ("triple", "444555") else 2
    if expected is None:
        with pytest.raises(RuleConflictError, match="four_per_pair"):
            preset(name, decks=decks)
        return
    verdict = kitty_multiplier(PATTERNS[pattern], order(name, "2", "H", decks=decks))
    assert verdict.value == expected


# ------------------------------------------------------------------ capture
def test_attackers_winning_the_last_trick_capture_points_times_multiplier():
    """000: 闲家用 4455 抠底，翻 16 倍 — 25 kitty points become 400."""
    verdict = kitty_capture(
        [["S4", "S4", "S5", "S5"], "S2 S3 S6 S7", "D2 D3 D4 D6", "C2 C3 C4 C6"],
        "H5 SK SK",
        order("000", "10", "H"),
    )
    result = verdict.value
    assert (result.multiplier, result.kitty_points, result.attackers_gain) == (16, 25, 400)
    assert result.captured is True
    assert verdict.rule == "kitty.power-of-two"
    assert "25 points × 16 = 400" in verdict.reason


def test_source_000_banker_side_winning_the_last_trick_captures_nothing():
    """000: 最后一圈牌如果是庄家方大，不抠底。"""
    verdict = kitty_capture(
        ["S4 S4", "S9 S9", "S2 S3", "D2 D3"],
        "S10 SK",
        order("000", "10", "H"),
        winner=2,
        banker_team=[0, 2],
    )
    assert verdict.value.captured is False
    assert verdict.value.attackers_gain == 0
    assert verdict.value.kitty_points == 20
    assert verdict.rule == "kitty.banker-keeps"


def test_source_001_attackers_must_win_the_last_trick_with_trumps():
    """001: 如果最后一轮牌由抓分方用主牌获胜，称为扣底 — a side-suit win captures nothing."""
    rules = order("001", "2", "H")
    side_win = kitty_capture(
        ["S4 S4", "S9 S9", "S3 S5", "D3 D4"], "S5 S10", rules, winner=1, banker_team=[0, 2]
    )
    assert side_win.value.captured is False
    assert side_win.value.attackers_gain == 0
    assert side_win.rule == "kitty.needs-trump-win"
    trump_win = kitty_capture(
        ["S4 S4", "H9 H9", "S3 S6", "D3 D4"], "S5 S10", rules, winner=1, banker_team=[0, 2]
    )
    assert trump_win.value.captured is True
    assert trump_win.value.attackers_gain == 15 * 6
    assert trump_win.rule == "kitty.three-per-card"


def test_source_001_kitty_not_captured_without_trumps_still_shows_the_multiplier_working():
    """001 §扣底: the trump-win rule and the 3 × cards multiplier (55 → ×6) are both explained:
    the side-suit win captures nothing, and the reason says what a trump win would have counted."""
    verdict = kitty_capture(
        ["S4 S4", "S9 S9", "S3 S5", "D3 D4"],
        "S5 S10",
        order("001", "2", "H"),
        winner=1,
        banker_team=[0, 2],
    )
    assert verdict.rule == "kitty.needs-trump-win"
    assert "♠9 ♠9 is not all trumps" in verdict.reason
    assert "15 × 6 = 90" in verdict.reason
    assert "3 × 2 = 6" in verdict.reason
    assert "15 分 × 6 = 90" in verdict.reason_zh
    assert verdict.details["multiplier_rule"] == "kitty.three-per-card"
    won = kitty_capture(
        ["S4 S4", "H9 H9", "S3 S6", "D3 D4"],
        "S5 S10",
        order("001", "2", "H"),
        winner=1,
        banker_team=[0, 2],
    )
    assert "♥9 ♥9 is all trumps, as 001 requires" in won.reason


def test_without_a_needs_trump_rule_a_side_suit_win_captures():
    verdict = kitty_capture(
        ["S4 S4", "S9 S9", "S3 S6", "D3 D4"],
        "S5 S10",
        order("default", "2", "H"),
        winner=1,
        banker_team=[0, 2],
    )
    assert verdict.value.attackers_gain == 15 * 4
