"""Level change (升级), must-defend ranks, the end of the match and the next banker.

Sources: 000 §记分规则 (2 decks: 0 → 庄家方连升 3 级, 不满 40 → 2 级, 40-75 → 1 级, 80-115 → 轮换庄家,
120-155 → 抓分方升 1 级, 160-195 → 2 级, then one level per 40; 1 and 3 decks use 20- and 60-point
bands), 000/001/002 §三副牌记分规则 (0 大光 +3, 不足 60 小光 +2, 120 上台, 180 上台 +1, 240 +2, +1 per
60), 002 §胜负断定 (1 deck: 0 → +2, <40 → +1, 40-75 轮换庄家, 80-95 抓分方 +1, 100 → +2; 2 decks:
80-115 抓分方升 1 级, 120-155 → 2 级), 004 §升级 (0 → 6, 5-10 → 5, 15-20 → 4, 25-30 → 3, 35 → 2,
40-75 → 1, 80-115 换庄, 120 → A+1, 125-160 → 2, 165-200 → 3, 205-240 → 4, 245-280 → 5, 285-320 封顶 6;
当一方升级超过A后，则再次循环到2), 001 §记分规则 (哪方先打过 A 算哪方胜), shengji.io
(reference-engine.md §2(vii) and scoring.rs test_level_deltas: +1 per 40 points above 120 with
2 decks, uncapped: 240 → +4, 280 → +5; below 0, +1 per 40 for the banker), 000/001/004 §轮庄规则 (庄家升级 → 对家;
闲家上台 → 庄家的下家). Every band edge of variants.md §1g is a test row.
"""

from __future__ import annotations

import pytest

from tractor_core.rules.cards import Rank
from tractor_core.rules.levels import LevelChange, advance, level_change, next_banker
from tractor_core.rules.presets import preset

BANDS: dict[tuple[str, int], list[tuple[int, str]]] = {
    # 000: 1 deck (20-point bands, derived in variants.md §1g)
    ("000", 1): [
        (0, "B+3"), (5, "B+2"), (15, "B+2"), (20, "B+1"), (35, "B+1"), (40, "pass"),
        (55, "pass"), (60, "A+1"), (75, "A+1"), (80, "A+2"), (95, "A+2"), (100, "A+3"),
    ],
    # 000: 2 decks
    ("000", 2): [
        (0, "B+3"), (5, "B+2"), (35, "B+2"), (40, "B+1"), (75, "B+1"), (80, "pass"),
        (115, "pass"), (120, "A+1"), (155, "A+1"), (160, "A+2"), (195, "A+2"), (200, "A+3"),
        (235, "A+3"), (240, "A+4"), (320, "A+6"),
    ],
    # 000: 3 decks
    ("000", 3): [
        (0, "B+3"), (5, "B+2"), (55, "B+2"), (60, "B+1"), (115, "B+1"), (120, "pass"),
        (175, "pass"), (180, "A+1"), (235, "A+1"), (240, "A+2"), (295, "A+2"), (300, "A+3"),
    ],
    # 001 (3 decks) uses the same 60-point bands
    ("001", 3): [
        (0, "B+3"), (5, "B+2"), (55, "B+2"), (60, "B+1"), (115, "B+1"), (120, "pass"),
        (175, "pass"), (180, "A+1"), (240, "A+2"), (300, "A+3"),
    ],
    # 002: 1 deck (its own table)
    ("002", 1): [
        (0, "B+2"), (5, "B+1"), (35, "B+1"), (40, "pass"), (75, "pass"), (80, "A+1"),
        (95, "A+1"), (100, "A+2"),
    ],
    # 002: 2 decks (no pass-only band)
    ("002", 2): [
        (0, "B+3"), (5, "B+2"), (35, "B+2"), (40, "B+1"), (75, "B+1"), (80, "A+1"),
        (115, "A+1"), (120, "A+2"), (155, "A+2"), (160, "A+3"), (195, "A+3"), (200, "A+4"),
    ],
    # 002: 3 decks (= 000's)
    ("002", 3): [
        (0, "B+3"), (5, "B+2"), (55, "B+2"), (60, "B+1"), (115, "B+1"), (120, "pass"),
        (175, "pass"), (180, "A+1"), (235, "A+1"), (240, "A+2"), (300, "A+3"),
    ],
    # 004 (2 decks)
    ("004", 2): [
        (0, "B+6"), (5, "B+5"), (10, "B+5"), (15, "B+4"), (20, "B+4"), (25, "B+3"),
        (30, "B+3"), (35, "B+2"), (40, "B+1"), (75, "B+1"), (80, "pass"), (115, "pass"),
        (120, "A+1"), (125, "A+2"), (160, "A+2"), (165, "A+3"), (200, "A+3"), (205, "A+4"),
        (240, "A+4"), (245, "A+5"), (280, "A+5"), (285, "A+6"), (320, "A+6"),
    ],
    # shengji.io defaults (2 decks), scoring.rs test_level_deltas: uncapped
    ("shengji", 2): [
        (-80, "B+5"), (-40, "B+4"), (-35, "B+3"), (0, "B+3"), (5, "B+2"), (35, "B+2"),
        (40, "B+1"), (75, "B+1"), (80, "pass"), (115, "pass"), (120, "A+1"), (155, "A+1"),
        (160, "A+2"), (195, "A+2"), (200, "A+3"), (235, "A+3"), (240, "A+4"), (280, "A+5"),
        (320, "A+6"),
    ],
}  # fmt: skip


def _expected(text: str) -> LevelChange:
    if text == "pass":
        return LevelChange("attackers", 0, bank_changes=True)
    side, levels = text.split("+")
    if side == "B":
        return LevelChange("banker", int(levels), bank_changes=False)
    return LevelChange("attackers", int(levels), bank_changes=True)


@pytest.mark.parametrize(
    ("name", "decks", "points", "outcome"),
    [(name, decks, pts, out) for (name, decks), rows in BANDS.items() for pts, out in rows],
)
def test_level_table_band_edges(name, decks, points, outcome):
    verdict = level_change(points, preset(name, decks=decks))
    assert verdict.value == _expected(outcome), verdict.reason
    assert (
        verdict.rule
        == {
            "000": "level.standard",
            "001": "level.standard",
            "002": "level.002",
            "004": "level.004",
            "shengji": "level.shengji",
        }[name]
    )


@pytest.mark.parametrize(
    ("points", "levels"), [(-35, 3), (-40, 4), (-75, 4), (-80, 5), (-115, 5), (-120, 6)]
)
def test_shengji_negative_scores_add_a_level_per_step(points, levels):
    """reference-engine.md §2(vii): below the zero band, +1 per further step (throw penalties can
    make the attackers' total negative); scoring.rs test_level_deltas: -40 → 4, -80 → 5. A
    ``level_cap`` house rule caps only the attackers' gain, so these bands ignore it."""
    verdict = level_change(points, preset("shengji"))
    assert verdict.value == LevelChange("banker", levels, bank_changes=False)
    capped = level_change(points, preset("shengji", level_cap=3))
    assert capped.value.levels == levels


def test_shengji_level_table_has_no_cap():
    """scoring.rs test_level_deltas (2 decks, default GameScoringParameters): 240 → the
    attackers go up 4, 280 → 5. The shengji preset sets no level_cap."""
    rules = preset("shengji")
    assert rules.level_cap is None
    assert level_change(240, rules).value.levels == 4
    assert level_change(280, rules).value.levels == 5
    assert "capped" not in level_change(280, rules).reason


@pytest.mark.parametrize(("decks", "step"), [(1, 20), (2, 40), (3, 60)])
def test_level_step_is_20_points_per_deck(decks, step):
    verdict = level_change(0, preset("000", decks=decks))
    assert verdict.details["step"] == step


def test_level_change_reason_names_the_band():
    assert level_change(35, preset("000")).reason == (
        "35 points is 5 to 35 (小光): the banker team goes up 2 levels."
    )
    assert level_change(85, preset("000")).reason == (
        "85 points is 80 to 115: the attackers take the bank, and nobody goes up."
    )
    assert level_change(320, preset("004")).reason == (
        "320 points is 285 or more (封顶): the attackers take the bank and go up 6 levels."
    )
    assert "(capped at 3)" in level_change(280, preset("shengji", level_cap=3)).reason


def test_level_cap_option_caps_any_table():
    assert level_change(400, preset("000", level_cap=2)).value.levels == 2
    # the cap is on the attackers' gain; the banker team's 大光 +3 comes from the table
    assert level_change(0, preset("000", level_cap=2)).value.levels == 3


def test_custom_level_step():
    assert level_change(40, preset("000", level_step=20)).value == _expected("pass")


@pytest.mark.parametrize("points", [3, 42, -1])
def test_points_come_in_fives(points):
    with pytest.raises(ValueError, match="points come in fives"):
        level_change(points, preset("000"))


# shengji: scoring.rs scores 50 windows on the banker's side (PropagateMore … take(50)): its
# three windows down to [5 - 40, 5), then 47 more, so -1915 is the lowest score it reads.
@pytest.mark.parametrize(("name", "lowest"), [("default", -10_000), ("shengji", -1915)])
def test_points_below_the_table_are_a_value_error_naming_the_lowest(name, lowest):
    # was StopIteration: no band of the table held the score
    with pytest.raises(
        ValueError, match=rf"attacker_points={lowest - 5}: expected at least {lowest}"
    ):
        level_change(lowest - 5, preset(name))
    assert level_change(lowest, preset(name)).value.side == "banker"


# ------------------------------------------------------------------ advance, must-defend, match end
@pytest.mark.parametrize(
    ("name", "level", "levels", "as_banker", "new_level", "match_won", "rule"),
    [
        # default: A must be defended (shengji "A must be defended", variants.md §1h)
        ("default", "Q", 1, False, "K", False, "level.advance"),
        ("default", "K", 1, True, "A", False, "level.advance"),
        ("default", "K", 3, True, "A", False, "level.must-defend"),  # a jump stops on A
        ("default", "Q", 2, False, "A", False, "level.advance"),
        ("default", "A", 1, False, "A", False, "level.must-defend"),  # attackers stay at A
        ("default", "A", 1, True, "A", True, "level.match-end"),  # defending A wins
        ("default", "J", 0, True, "J", False, "level.advance"),
        # 001: 哪方先打过 A 算哪方胜
        ("001", "Q", 2, False, "A", False, "level.advance"),
        ("001", "K", 3, True, "A", True, "level.match-end"),
        ("001", "A", 1, False, "A", True, "level.match-end"),
        ("001", "2", 3, True, "5", False, "level.advance"),
        # 004: 当一方升级超过A后，则再次循环到2开始继续升级
        ("004", "A", 1, True, "2", False, "level.match-end"),
        ("004", "Q", 3, False, "2", False, "level.match-end"),
        ("004", "K", 6, True, "6", False, "level.match-end"),
        ("004", "9", 4, False, "K", False, "level.advance"),
        # shengji: A must be defended; past A comes its NT rank, then the count wraps (the NT
        # rank's own rows are in tests/test_shengji_settings.py)
        ("shengji", "K", 3, False, "A", False, "level.must-defend"),
        ("shengji", "A", 1, False, "A", False, "level.must-defend"),
        ("shengji", "K", 1, True, "A", False, "level.advance"),
    ],
)
def test_advance_must_defend_and_match_end(  # noqa: PLR0917 - one argument per column
    name, level, levels, as_banker, new_level, match_won, rule
):
    verdict = advance(Rank.parse(level), levels, preset(name), as_banker=as_banker)
    assert verdict.value.level is Rank.parse(new_level), verdict.reason
    assert verdict.value.match_won is match_won
    assert verdict.rule == rule


def test_004_wrap_is_flagged():
    assert advance(Rank.ACE, 1, preset("004"), as_banker=True).value.wrapped is True
    assert advance(Rank.TEN, 1, preset("004"), as_banker=True).value.wrapped is False


def test_extra_must_defend_ranks_stop_a_jump_and_hold_attackers():
    """80p / slackerblud must-play levels (variants.md §1h): 10 cannot be jumped over."""
    rules = preset("default", must_defend=["10", "A"])
    assert advance(Rank.EIGHT, 3, rules, as_banker=True).value.level is Rank.TEN
    assert advance(Rank.EIGHT, 2, rules, as_banker=True).value.level is Rank.TEN
    assert advance(Rank.TEN, 2, rules, as_banker=False).value.level is Rank.TEN
    assert advance(Rank.TEN, 2, rules, as_banker=True).value.level is Rank.QUEEN


# ------------------------------------------------------------------ next banker
@pytest.mark.parametrize("banker", [0, 1, 2, 3])
def test_banker_side_goes_up_so_the_partner_is_next_banker(banker):
    """000 §轮庄规则: 庄家升级时，下一副牌由其对家当庄家。"""
    verdict = next_banker(banker, LevelChange("banker", 2, bank_changes=False))
    assert verdict.value == (banker + 2) % 4
    assert verdict.rule == "level.next-banker"
    assert "partner" in verdict.reason


@pytest.mark.parametrize("banker", [0, 1, 2, 3])
@pytest.mark.parametrize("levels", [0, 1, 3])
def test_attackers_take_over_so_the_bankers_next_player_is_banker(banker, levels):
    """000 §轮庄规则: 闲家上台时，下一副牌由此副牌的庄家的下家当庄家 (also 004 §轮庄)."""
    verdict = next_banker(banker, LevelChange("attackers", levels, bank_changes=True))
    assert verdict.value == (banker + 1) % 4
    assert "下家" in verdict.reason


def test_next_banker_with_six_players():
    """Six players with fixed partners: teams alternate seats ({1, 3, 5} against {0, 2, 4}), so
    the banker team's next banker is two seats on (regression: it used to be three seats on,
    a player of the other team)."""
    assert next_banker(5, LevelChange("banker", 1, bank_changes=False), players=6).value == 1
    assert next_banker(5, LevelChange("attackers", 1, bank_changes=True), players=6).value == 0


@pytest.mark.parametrize(
    ("name", "points", "banker", "next_seat"),
    [("000", 35, 0, 2), ("000", 80, 0, 1), ("004", 120, 3, 0), ("002", 80, 1, 2)],
)
def test_level_change_feeds_next_banker(name, points, banker, next_seat):
    change = level_change(points, preset(name)).value
    assert next_banker(banker, change).value == next_seat


@pytest.mark.parametrize(
    ("levels", "new_level"), [(1_000_000, "2"), (10**4000, "4"), (13 * 5 + 1, "2")]
)
def test_wrap_without_must_defend_ranks_goes_round_without_recursing(levels, new_level):
    # was RecursionError: one nested call per 13 levels
    rules = preset("004", must_defend=[])
    verdict = advance(Rank.ACE, levels, rules, as_banker=True)
    assert verdict.value.level is Rank.parse(new_level)
    assert verdict.value.wrapped is True
