"""The rest of shengji.io's settings, and source 004's stake per overturn.

Sources: shengji.io (github rbtying/shengji, read at 71f8d43): ``mechanics/src/scoring.rs``
(``GameScoringParameters``, ``materialize``, ``compute_level_deltas``; its tests
``test_level_deltas`` and ``test_level_deltas_no_deadzone``), ``core/src/settings.rs``
(``MaxRank`` default ``Rank::NoTrump``, ``BackToTwoSetting``), ``mechanics/src/types.rs``
(``Trump::NoTrump { number: None }``; its test ``test_adjacent``), ``mechanics/src/player.rs``
(``Player::advance``), ``mechanics/src/bidding.rs`` ("Bail early if the landlord is playing
NoTrump, since there's no bidding"), ``core/src/game_state/play_phase.rs``
(``compute_player_level_deltas``, ``check_jacks_last_trick``) and the tests of
``core/src/game_state/mod.rs`` (``test_must_defend_sequence_*``, ``test_jack_variation_*``).
Source 004 §四 反主: "每局游戏后，按照当局游戏中反主的次数，最后输赢的金币数量也将进行翻番。例如：当前
牌局反主3次，则最后结果的金币数需×2³".

Rainbows (shengji.io's ``CompoundFormats``) are not here: see the report of this change.
"""

from __future__ import annotations

from typing import Any

import pytest

from tractor_core.api.judge import ask
from tractor_core.play.bots import RandomBot, SimpleBot, run_hand
from tractor_core.play.hand import Hand, HandSetup
from tractor_core.play.match import Match
from tractor_core.rules.cards import Rank, parse_cards
from tractor_core.rules.combinations import is_tractor
from tractor_core.rules.declaring import Bid, check_bid, count_overturns, read_bid, stake_multiplier
from tractor_core.rules.errors import NotationError, RuleConflictError
from tractor_core.rules.levels import advance, jack_back_to_two, level_change, must_defend
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.rule_codes import V2_PRESETS, V3_PRESETS, rule_code, rules_from_code
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import Trump, TrumpOrder, level_label, order_for

NO_BONUS = preset("shengji", bonus_level_policy="none")


def deltas(points: int, rules: RuleSet, *, smaller: bool = False) -> tuple[int, int, bool]:
    """(non-landlord delta, landlord delta, landlord won), as scoring.rs's GameScoreResult."""
    change = level_change(points, rules, smaller_banker_team=smaller).value
    if change.side == "banker":
        return (0, change.levels, True)
    return (change.levels, 0, False)


# ------------------------------------------------------------------ scoring.rs: the table
@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (-80, (0, 5, True)),
        (-40, (0, 4, True)),
        (-35, (0, 3, True)),
        (0, (0, 3, True)),
        (5, (0, 2, True)),
        (35, (0, 2, True)),
        (40, (0, 1, True)),
        (75, (0, 1, True)),
        (80, (0, 0, False)),
        (115, (0, 0, False)),
        (120, (1, 0, False)),
        (155, (1, 0, False)),
        (160, (2, 0, False)),
        (195, (2, 0, False)),
        (200, (3, 0, False)),
        (235, (3, 0, False)),
        (240, (4, 0, False)),
        (280, (5, 0, False)),
    ],
)
def test_level_deltas_of_shengji_io_defaults(points: int, expected: tuple[int, int, bool]) -> None:
    """scoring.rs test_level_deltas (two decks, NoBonusLevel)."""
    assert deltas(points, NO_BONUS) == expected


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (-80, (0, 5, True)),
        (-40, (0, 4, True)),
        (-35, (0, 3, True)),
        (0, (0, 3, True)),
        (5, (0, 2, True)),
        (35, (0, 2, True)),
        (40, (0, 1, True)),
        (75, (0, 1, True)),
        (80, (1, 0, False)),
        (115, (1, 0, False)),
        (120, (2, 0, False)),
    ],
)
def test_level_deltas_no_deadzone(points: int, expected: tuple[int, int, bool]) -> None:
    """scoring.rs test_level_deltas_no_deadzone: deadzone_size 0, the attackers go up at once."""
    assert deltas(points, NO_BONUS.replace(deadzone_size=0)) == expected


@pytest.mark.parametrize(
    ("decks", "points", "expected"),
    [(2, 0, (0, 4, True)), (3, 0, (0, 4, True)), (3, 50, (0, 3, True))],
)
def test_bonus_level_for_a_smaller_landlord_team(
    decks: int, points: int, expected: tuple[int, int, bool]
) -> None:
    """scoring.rs test_level_deltas, the BonusLevelForSmallerLandlordTeam cases (its default)."""
    rules = preset("shengji", decks=decks)
    assert deltas(points, rules, smaller=True) == expected
    verdict = level_change(points, rules, smaller_banker_team=True)
    assert verdict.rule == "level.bonus-smaller-team"
    assert "bonus level" in verdict.reason
    assert "奖励级" in verdict.reason_zh


def test_the_bonus_level_goes_only_to_a_winning_banker_team_under_its_policy() -> None:
    """GameScoreResult::new: landlord_won && BonusLevelForSmallerLandlordTeam && smaller."""
    rules = preset("shengji")
    assert deltas(120, rules, smaller=True) == (1, 0, False)  # the attackers won: no bonus
    assert deltas(80, rules, smaller=True) == (0, 0, False)
    assert deltas(40, rules, smaller=False) == (0, 1, True)
    assert deltas(40, NO_BONUS, smaller=True) == (0, 1, True)
    for p in PRESETS:  # only shengji.io's preset gives it
        expect = 1 if p.name == "shengji" else 0
        rules = p.rules
        base = level_change(0, rules).value.levels
        assert level_change(0, rules, smaller_banker_team=True).value.levels == base + expect


@pytest.mark.parametrize(
    ("points", "expected"),
    [(-45, (0, 4, True)), (-40, (0, 3, True)), (0, (0, 2, True)), (5, (0, 2, True)),
     (35, (0, 2, True)), (40, (0, 1, True)), (75, (0, 1, True)), (80, (0, 0, False))],
)  # fmt: skip
def test_without_the_zero_crossing_window_the_steps_run_whole_from_the_turnover(
    points: int, expected: tuple[int, int, bool]
) -> None:
    """scoring.rs materialize, truncate_zero_crossing_window = false: one segment
    [(T-1)s, Ts) → +1, propagated a whole step down per level: [0, 40) +2, [-40, 0) +3."""
    rules = NO_BONUS.replace(truncate_zero_crossing_window=False)
    assert deltas(points, rules) == expected


@pytest.mark.parametrize(
    ("points", "expected"),
    [(-35, (0, 4, True)), (0, (0, 4, True)), (5, (0, 3, True)), (35, (0, 3, True)),
     (40, (0, 2, True)), (75, (0, 2, True)), (80, (0, 1, True)), (115, (0, 1, True)),
     (120, (0, 0, False)), (155, (0, 0, False)), (160, (1, 0, False)), (200, (2, 0, False))],
)  # fmt: skip
def test_three_steps_to_the_turnover(points: int, expected: tuple[int, int, bool]) -> None:
    """scoring.rs materialize with num_steps_to_non_landlord_turnover = 3: windows [80, 120) +1,
    [40, 80) +2, then [5, 40) +3 and [-35, 5) +4; the bank passes at 120, the dead zone is
    [120, 160), then +1 per 40."""
    rules = NO_BONUS.replace(num_steps_to_non_landlord_turnover=3)
    assert deltas(points, rules) == expected


@pytest.mark.parametrize(
    ("points", "expected"),
    [(0, (0, 3, True)), (45, (0, 2, True)), (50, (0, 1, True)), (95, (0, 1, True)),
     (100, (0, 0, False)), (145, (0, 0, False)), (150, (1, 0, False)), (200, (2, 0, False))],
)  # fmt: skip
def test_a_step_adjustment_widens_every_band(points: int, expected: tuple[int, int, bool]) -> None:
    """scoring.rs step_size: decks × step_size_per_deck + step_adjustments[decks] (40 + 10)."""
    rules = NO_BONUS.replace(step_adjustment=10)
    assert rules.effective_level_step == 50
    assert deltas(points, rules) == expected


def test_scores_below_fifty_bands_are_refused_as_shengji_io_refuses_them() -> None:
    """scoring.rs score: PropagateMore … take(50), then "Failed to score game!"."""
    lowest = 5 - 40 - 47 * 40  # the [5 - s, 5) window, then 47 more (3 windows + 47 = 50)
    assert level_change(lowest, NO_BONUS).value.levels == 3 + 47
    with pytest.raises(ValueError, match="expected at least"):
        level_change(lowest - 5, NO_BONUS)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"deadzone_size": 0}, "deadzone_size=0 is a setting of shengji.io's level table"),
        ({"step_adjustment": 5}, "step_adjustment=5 is a setting of shengji.io's level table"),
        ({"truncate_zero_crossing_window": False}, "truncate_zero_crossing_window=false"),
        ({"num_steps_to_non_landlord_turnover": 3}, "num_steps_to_non_landlord_turnover=3"),
    ],
)
def test_shengji_table_settings_are_refused_with_another_table(
    changes: dict[str, Any], words: str
) -> None:
    """Only shengji.io's table reads them; every other table keeps its own bands exactly."""
    with pytest.raises(RuleConflictError, match=words) as info:
        preset("default", **changes)
    assert "shengji.io" in info.value.message_zh


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"num_steps_to_non_landlord_turnover": 0}, "banker team must be able to win"),
        ({"deadzone_size": -1}, "expected 0 or more"),
        ({"step_adjustment": -40}, "the step comes to 0 points"),
        ({"step_adjustment": 3}, "positive multiple of 5"),
    ],
)
def test_shengji_table_settings_refuse_what_materialize_refuses(
    changes: dict[str, Any], words: str
) -> None:
    """materialize: "Landlord team must be able to win"; step_size: "must be a multiple of 5"."""
    with pytest.raises(RuleConflictError, match=words):
        preset("shengji", **changes)


def test_the_shengji_io_table_settings_leave_every_other_preset_as_it_was() -> None:
    """The defaults are shengji.io's and change no table: each preset's bands are unchanged."""
    for p in PRESETS:
        if p.name == "shengji":
            continue
        assert p.rules.num_steps_to_non_landlord_turnover == 2
        assert p.rules.deadzone_size == 1
        assert p.rules.truncate_zero_crossing_window is True
        assert p.rules.step_adjustment == 0
        assert p.rules.max_rank.value == "ace"
        assert p.rules.jack_variation.value == "disabled"
        assert p.rules.bonus_level_policy.value == "none"


# ------------------------------------------------------------------ the NT rank
def test_the_shengji_preset_plays_up_to_the_nt_rank_with_the_bonus_level() -> None:
    """settings.rs: MaxRank defaults to Rank::NoTrump; scoring.rs: BonusLevelPolicy defaults to
    BonusLevelForSmallerLandlordTeam; BackToTwoSetting defaults to Disabled."""
    rules = preset("shengji")
    assert rules.max_rank.value == "no_trump"
    assert rules.bonus_level_policy.value == "smaller_banker_team"
    assert rules.jack_variation.value == "disabled"
    assert must_defend(rules) == {Rank.ACE, None}
    assert must_defend(preset("shengji", must_defend=[])) == set()


def nt_order() -> TrumpOrder:
    return order_for(Trump.parse("NT", None), preset("shengji"))


def test_at_the_nt_rank_only_the_jokers_are_trumps() -> None:
    """types.rs Trump::NoTrump { number: None }: effective_suit is Trump for the jokers only."""
    order = nt_order()
    assert order.trump == Trump(None, None)
    assert [c.notation for c in parse_cards("BJ LJ SA S2 H2") if order.is_trump(c)] == ["BJ", "LJ"]
    assert order.power(parse_cards("SA")[0]) > order.power(parse_cards("SK")[0])
    assert trick_winner(["SA", "S2", "LJ", "HA"], order).value == 2  # LJ ruffs


def test_at_the_nt_rank_the_suits_run_unbroken_and_the_jokers_stand_apart() -> None:
    """types.rs test_adjacent, no_trump_2 (NoTrump { number: None }): S3 → S4; SA and HA have no
    successor; the little joker's successor is the big joker."""
    order = nt_order()
    assert is_tractor("S3 S3 S4 S4", order).value
    assert is_tractor("S2 S2 S3 S3", order).value  # no level rank to skip: 2 is a plain card
    assert not is_tractor("SA SA LJ LJ", order).value
    assert is_tractor("LJ LJ BJ BJ", order).value


def test_the_nt_rank_has_no_trump_suit_and_reads_as_nt() -> None:
    assert Trump.parse("nt", None).level is None
    assert repr(Trump.parse("NT", None)) == "Trump.parse('NT', None)"
    assert level_label(None) == "NT"
    with pytest.raises(NotationError, match="the NT rank has no trump suit"):
        Trump.parse("NT", "H")
    with pytest.raises(ValueError, match="no trump suit"):
        Trump(None, parse_cards("H2")[0].suit)


def test_nobody_declares_at_the_nt_rank() -> None:
    """bidding.rs valid_bids: "Bail early if the landlord is playing NoTrump, since there's no
    bidding" (a joker pair included)."""
    rules = preset("shengji")
    for shown in ("BJ BJ", "LJ", "S2 S2", "SA"):
        assert read_bid(shown, None, rules).value is None
        verdict = check_bid(shown, 1, None, rules, first_hand=False)
        assert not verdict.value
        assert verdict.rule == "declare.nt-rank"


@pytest.mark.parametrize(
    ("must", "expected"),
    [
        # AdvancementPolicy::Unrestricted: A and NT must be defended
        (["A"], ["4", "6", "8", "10", "Q", "A", "NT", "3"]),
        # AdvancementPolicy::FullyUnrestricted: nothing is defended
        ([], ["4", "6", "8", "10", "Q", "A", "2"]),
        # AdvancementPolicy::DefendPoints: 5, 10, K, A (and NT)
        (["5", "10", "K", "A"], ["4", "5", "7", "9", "10", "Q", "K", "A", "NT", "3"]),
    ],
)
def test_must_defend_sequence_landlord_advancing_skip_by_2(
    must: list[str], expected: list[str]
) -> None:
    """game_state/mod.rs test_must_defend_sequence_landlord_advancing_skip_by_2 (max rank NT):
    the banker team wins +2 every hand."""
    rules = preset("shengji", must_defend=must)
    level: Rank | None = Rank.TWO
    seen = []
    for _ in expected:
        level = advance(level, 2, rules, as_banker=True).value.level
        seen.append(level_label(level))
    assert seen == expected


@pytest.mark.parametrize(
    ("max_rank", "tail"), [("no_trump", ["A", "NT", "2"]), ("ace", ["A", "2"])]
)
def test_must_defend_sequence_landlord_advancing_one_at_a_time(
    max_rank: str, tail: list[str]
) -> None:
    """mod.rs test_must_defend_sequence_landlord_advancing (NT) and …_no_nt (A): past the max
    rank the level goes back to 2 (Player::advance: metalevel + 1)."""
    for must in (["A"], [], ["5", "10", "K", "A"]):
        rules = preset("shengji", must_defend=must, max_rank=max_rank)
        level: Rank | None = Rank.TWO
        seen = []
        for _ in range(11 + len(tail)):
            level = advance(level, 1, rules, as_banker=True).value.level
            seen.append(level_label(level))
        assert seen == ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", *tail]


@pytest.mark.parametrize(
    ("must", "expected"),
    [(["A"], ["4", "6", "8", "10", "Q", "A", "A"]), ([], ["4", "6", "8", "10", "Q", "A", "2"]),
     (["5", "10", "K", "A"], ["4", "5", "5"])],
)  # fmt: skip
def test_must_defend_sequence_non_landlord_advancing(must: list[str], expected: list[str]) -> None:
    """mod.rs test_must_defend_sequence_non_landlord_advancing: the attackers get stuck on a
    rank they must defend ("Get stuck at A b/c not landlord")."""
    rules = preset("shengji", must_defend=must)
    level: Rank | None = Rank.TWO
    seen = []
    for _ in expected:
        level = advance(level, 2, rules, as_banker=False).value.level
        seen.append(level_label(level))
    assert seen == expected


def test_the_nt_level_exists_only_under_max_rank_no_trump() -> None:
    with pytest.raises(ValueError, match="max_rank='no_trump'"):
        advance(None, 1, preset("default"), as_banker=True)


def test_a_hand_at_the_nt_rank_is_played_with_the_jokers_as_the_only_trumps() -> None:
    """A later hand at NT: no bids, no level card; the hand plays out and scores."""
    rules = preset("shengji")
    for seed in range(3):
        hand = Hand(HandSetup(rules, seed=seed, levels=(None,) * 4, banker=0))
        run_hand(hand, [SimpleBot(s) for s in range(4)])
        assert hand.phase == "done"
        assert hand.trump == Trump(None, None)
        closed = next(r for r in hand.log if type(r).__name__ == "BiddingClosed")
        assert closed.rule == "declare.nt-rank"  # type: ignore[union-attr]


def test_a_match_climbs_from_a_to_nt_and_back_to_2() -> None:
    """A banker team at A that wins goes to NT (and stops there: NT must be defended)."""
    rules = preset("shengji")
    level = advance(Rank.ACE, 1, rules, as_banker=True)
    assert (level.value.level, level.rule) == (None, "level.nt-rank")
    assert "NT" in level.reason
    past = advance(None, 2, rules, as_banker=True)
    assert (level_label(past.value.level), past.value.wrapped) == ("3", True)
    assert "Past NT" in past.reason
    held = advance(None, 2, rules, as_banker=False)
    assert (held.value.level, held.rule) == (None, "level.must-defend")


# ------------------------------------------------------------------ the jack variation
def jacks() -> RuleSet:
    return preset("shengji", jack_variation="single_jack")


def test_jack_variation_sends_the_banker_team_back_to_2() -> None:
    """play_phase.rs check_jacks_last_trick / BackToTwoSetting::compute: at level J, the
    non-landlord team wins the last trick with a single jack (mod.rs test_jack_variation_*: the
    last trick S2, SJ, S2, S3 with J trump, won by the non-landlord P2)."""
    order = order_for(Trump.parse("J", "S"), jacks())
    plays = ["S2", "SJ", "S2", "S3"]
    winner = trick_winner(plays, order).value
    assert winner == 1  # seat 1, not on the banker team {0, 2}
    verdict = jack_back_to_two(Rank.JACK, plays[winner], jacks(), attackers_won=True)
    assert verdict.value
    assert verdict.rule == "level.jack"
    assert "back to 2" in verdict.reason
    assert "退回 2" in verdict.reason_zh


@pytest.mark.parametrize(
    ("level", "cards", "attackers_won", "rules"),
    [
        (Rank.TEN, "SJ", True, None),  # is_applicable: only at level J
        (Rank.JACK, "SJ", False, None),  # the landlord team won the last trick
        (Rank.JACK, "SJ SJ", True, None),  # a pair is not a single jack
        (Rank.JACK, "SA", True, None),
        (Rank.JACK, "SJ", True, "shengji"),  # Disabled (the default)
    ],
)
def test_jack_variation_needs_level_j_a_single_j_and_the_attackers(
    level: Rank, cards: str, attackers_won: bool, rules: str | None
) -> None:
    """settings.rs BackToTwoSetting::is_applicable and compute: cards.len() == 1 && Jack."""
    the_rules = preset(rules) if rules else jacks()
    assert not jack_back_to_two(level, cards, the_rules, attackers_won=attackers_won).value


@pytest.mark.parametrize(
    ("seed", "side", "levels", "expected"),
    [
        # test_jack_variation_landlord_advances_multiple: the landlord team restarts at 2 and
        # still goes up (here 1 level: J → 2 → 3)
        (136, "banker", 1, ["3", "J", "3", "J"]),
        # test_jack_variation_landlord_loses: neither side goes up, the landlord team is at 2
        (56, "attackers", 0, ["2", "J", "2", "J"]),
        # test_jack_variation_non_landlord_advances: the attackers go up from their own level
        (2, "attackers", 1, ["2", "Q", "2", "Q"]),
    ],
)
def test_jack_variation_in_a_match(seed: int, side: str, levels: int, expected: list[str]) -> None:
    """mod.rs test_jack_variation_*: the match applies the reset, then the hand's deltas.

    Seeded hands (RandomBot) whose last trick the attackers win with a single J at level J.
    """
    match = Match(jacks(), seed=seed)
    match.levels = (Rank.JACK,) * 4
    match.banker = 0
    outcome = match.play_hand([RandomBot(s) for s in range(4)])
    assert outcome.result is not None
    assert outcome.result.back_to_two is not None
    assert outcome.result.back_to_two.value
    last = outcome.result.change.value
    assert (last.side, last.levels) == (side, levels)
    assert [level_label(r) for r in outcome.levels] == expected
    assert {seat for seat, v in outcome.advances if v.rule == "level.jack"} == {0, 2}


# ------------------------------------------------------------------ the bonus level in a hand
def test_a_banker_whose_friend_never_joins_wins_a_bonus_level() -> None:
    """play_phase.rs finish_game: FindingFriends, landlords_team.len() < num_friends + 1 → the
    bonus (5 players, one call; the seeded hand's called HA never joins and the banker wins)."""
    rules = preset("shengji", partners="call_nth_played", players=5)
    hand = Hand(HandSetup(rules, seed=152, levels=(Rank.TWO,) * 5, banker=0))
    run_hand(hand, [SimpleBot(s) for s in range(5)])
    assert hand.result is not None
    assert hand.result.banker_team == frozenset({0})
    assert len(hand.calls) == 1
    assert hand.result.change.rule == "level.bonus-smaller-team"
    plain = level_change(hand.result.attacker_points, rules).value.levels
    assert hand.result.change.value.levels == plain + 1


# ------------------------------------------------------------------ 004: the stake
@pytest.mark.parametrize(("overturns", "times"), [(0, 1), (1, 2), (3, 8)])
def test_004_each_overturn_doubles_the_coins(overturns: int, times: int) -> None:
    """004 §四: 反主3次，则最后结果的金币数需×2³ (printed "×23", its superscript lost)."""
    verdict = stake_multiplier(overturns, preset("004"))
    assert verdict.value == times
    assert verdict.rule == "declare.overturn-stake"
    assert f"×{times}" in verdict.reason_zh


def test_only_004_doubles_the_stake_for_overturns() -> None:
    for p in PRESETS:
        assert stake_multiplier(3, p.rules).value == (8 if p.name == "004" else 1)
    with pytest.raises(ValueError, match="expected a whole number"):
        stake_multiplier(-1, preset("004"))


def test_a_reinforcement_is_not_an_overturn() -> None:
    """004 §四 4. 上保险: showing the pair of one's own bid is not a 反主."""
    rules = preset("004")
    history: list[Bid] = []
    for seat, shown in [(0, "H2"), (0, "H2 H2"), (1, "S2 S2"), (2, "BJ BJ")]:
        verdict = check_bid(shown, seat, Rank.TWO, rules, history=history, phase="after_deal")
        if not history:
            verdict = check_bid(shown, seat, Rank.TWO, rules, history=history, phase="deal")
        assert verdict.value, verdict.reason
        history.append(verdict.details["bid"])
    assert count_overturns(history) == 2


# ------------------------------------------------------------------ the judge
def judge(kind: str, rules: dict[str, Any], inp: dict[str, Any], **extra: Any) -> dict[str, Any]:
    answer = ask({"id": 1, "kind": kind, "rules": rules, "input": inp, **extra})
    assert "error" not in answer, answer
    return answer


def test_the_judge_answers_levels_up_to_and_past_the_nt_rank() -> None:
    shengji = {"preset": "shengji"}
    a = judge("level_change", shengji, {"attacker_points": 40, "level": "A"})
    assert (a["answer"]["new_level"], a["rule"]) == ("NT", "level.nt-rank")
    a = judge("level_change", shengji, {"attacker_points": 40, "level": "NT"})
    assert a["answer"]["new_level"] == "2"
    bad = ask({"id": 1, "kind": "level_change", "rules": {"preset": "default"},
               "input": {"attacker_points": 40, "level": "NT"}})  # fmt: skip
    assert "the NT rank exists only under max_rank='no_trump'" in bad["error"]


def test_the_judge_answers_tricks_at_the_nt_rank() -> None:
    a = judge(
        "trick_winner", {"preset": "shengji"}, {"plays": ["SA", "S2", "LJ", "HA"]},
        trump={"level": "NT", "suit": None},
    )  # fmt: skip
    assert a["answer"]["winner"] == 2
    a = judge(
        "declaration", {"preset": "shengji"}, {"bid": "BJ BJ"}, trump={"level": "NT", "suit": None}
    )
    assert (a["answer"]["valid"], a["rule"]) == (False, "declare.nt-rank")


def test_the_judge_answers_the_bonus_level_and_the_jack_variation() -> None:
    a = judge(
        "level_change", {"preset": "shengji"}, {"attacker_points": 0, "smaller_banker_team": True}
    )
    assert (a["answer"]["levels"], a["answer"]["bonus_level"]) == (4, True)
    assert a["rule"] == "level.bonus-smaller-team"
    a = judge(
        "level_change",
        {"preset": "shengji", "jack_variation": "single_jack"},
        {"attacker_points": 40, "level": "J", "last_trick": ["S2", "SJ", "S2", "S3"],
         "banker_team": [0, 2]},
        trump={"level": "J", "suit": "S"},
    )  # fmt: skip
    assert a["answer"]["back_to_two"] is True
    assert a["answer"]["new_level"] == "3"  # back to 2, then the banker team's +1
    assert a["rule"] == "level.jack"


def test_the_judge_answers_004s_stake() -> None:
    a = judge("stake_multiplier", {"preset": "004"}, {"overturns": 3})
    assert a["answer"] == {"overturns": 3, "multiplier": 8}
    bids = [[0, "H2"], [0, "H2 H2"], [1, "S2 S2"], [2, "BJ BJ"]]  # 报主, 上保险, two 反主
    a = judge(
        "stake_multiplier", {"preset": "004"}, {"bids": bids}, trump={"level": "2", "suit": None}
    )
    assert a["answer"] == {"overturns": 2, "multiplier": 4}
    bad = ask({"id": 1, "kind": "stake_multiplier", "rules": {"preset": "004"},
               "input": {"overturns": "three"}})  # fmt: skip
    assert bad["error"] == "input.overturns: expected a whole number, got 'three'"


# ------------------------------------------------------------------ rule codes
def test_version_3_presets_differ_from_version_2_only_in_the_new_options() -> None:
    """t1/t2 codes read the new options as the default profile has them (what they meant)."""
    changed = {
        (name, option)
        for name, values in V3_PRESETS.items()
        for option, value in values.items()
        if option in V2_PRESETS[name] and V2_PRESETS[name][option] != value
    }
    assert changed == set()
    assert rules_from_code("t2.shengji.ABAnAbKBoQ").max_rank.value == "ace"
    assert rules_from_code(rule_code(preset("shengji"))) == preset("shengji")


def test_every_new_option_round_trips_through_a_code() -> None:
    for changes in (
        {"max_rank": "no_trump"},
        {"jack_variation": "single_jack", "bonus_level_policy": "smaller_banker_team"},
        {"deadzone_size": 0, "num_steps_to_non_landlord_turnover": 3, "step_adjustment": -10},
        {"truncate_zero_crossing_window": False},
    ):
        rules = preset("shengji", **changes)
        assert rules_from_code(rule_code(rules)) == rules
    rules = preset("default", overturns_double_stake=True)
    assert rules_from_code(rule_code(rules)) == rules
