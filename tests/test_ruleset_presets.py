"""House rules (RuleSet), presets and the ``rules --list`` command.

Sources: variants.md §1a-§1h (every option column) and "Default profile"; each source preset
reproduces its rulebook: 000 §轮庄规则 (先亮者为庄家), §亮牌规则 (无人亮牌则打无主), §扣底规则 (2^n);
001 §亮主规则 (3 decks, 底牌凑成的对或三条不可以反), §扣底规则 (用主牌获胜; 3 × cards),
§出牌规则 (惩罚 20 分), §记分规则 (哪方先打过 A 算哪方胜); 002 §底牌 (12+6 / 25+8 / 39+6),
§3副牌规则 (33344 = 333 + 44), §扣底 (type table), §胜负断定; 003 §報主 (级牌附带一张王);
004 §报主 (常主不可进行报主, 正数第三张), §反主 (大王>小王>黑桃>红杏>梅花>方片, 炒底),
§扣底 (×2/×4/×4n), §升级 (table, 循环到2); shengji.io defaults (reference-engine.md).
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

import pytest

from tractor_core.rules.cards import LEVEL_RANKS, ONE_DECK, Rank, Suit
from tractor_core.rules.errors import RuleConflictError, UnknownPresetError
from tractor_core.rules.presets import PRESETS, find_preset, preset
from tractor_core.rules.ruleset import (
    BidPolicy,
    Decompose,
    FirstBanker,
    ForcedUnit,
    JokerBidPolicy,
    KittyMultiplier,
    LevelTable,
    MatchEnd,
    NoBid,
    OverRuff,
    RuleSet,
    ThrowPenalty,
    TitanicFollow,
    TractorLink,
    option_docs,
)
from tractor_core.rules.trump_order import Trump, order_for

PRESET_NAMES = ["default", "000", "001", "002", "003", "004", "shengji"]
FIELD_NAMES = [f.name for f in dataclasses.fields(RuleSet)]


# ------------------------------------------------------------------ every preset constructs
def test_presets_are_the_default_the_five_sources_and_shengji():
    assert [p.name for p in PRESETS] == PRESET_NAMES


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_constructs_and_survives_a_json_round_trip(name):
    rules = preset(name)
    assert isinstance(rules, RuleSet)
    assert rules is find_preset(name).rules
    again = RuleSet.from_dict(rules.to_dict())
    assert again == rules
    assert json.loads(json.dumps(rules.to_dict())) == rules.to_dict()
    assert find_preset(name).notes
    assert find_preset(name).title


def test_default_profile_matches_variants_md():
    r = RuleSet()
    assert (r.decks, r.players, r.effective_kitty_size, r.hand_size) == (2, 4, 8, 25)
    assert r.permanent_trump_ranks == ()
    assert r.nt_keeps_level_rank is True
    assert r.declare_min_cards == 1
    assert r.forced_unit is ForcedUnit.LOWEST_FAILING
    assert r.throw_penalty is ThrowPenalty.NONE
    assert r.over_ruff is OverRuff.LARGEST_UNIT_FIRST
    assert r.kitty_multiplier is KittyMultiplier.TWICE_UNIT_SIZE
    assert r.level_table is LevelTable.STANDARD
    assert r.level_cap is None
    assert r.must_defend == (Rank.ACE,)
    assert r.match_end is MatchEnd.DEFEND_ACE
    assert r.trump_tractor_links == frozenset(TractorLink)
    assert r.skip_level_rank is True
    assert preset("default") == RuleSet()


def test_preset_000_first_to_show_is_banker_no_bid_plays_no_trump_kitty_power_of_two():
    r = preset("000")
    assert r.first_banker is FirstBanker.FIRST_BID
    assert r.no_bid_first_hand is NoBid.NO_TRUMP
    assert r.kitty_multiplier is KittyMultiplier.POWER_OF_TWO
    assert r.forced_unit is ForcedUnit.LOWEST_FAILING
    assert r.titanic_follow is TitanicFollow.SOURCES_000_001
    assert r.decks == 2


def test_preset_001_is_three_deck_tournament_rules():
    r = preset("001")
    assert r.decks == 3
    assert (r.effective_kitty_size, r.hand_size, r.effective_level_step) == (6, 39, 60)
    assert r.joker_bid_policy is JokerBidPolicy.DISABLED
    assert r.kitty_cards_count_for_bid is False
    assert r.no_bid_first_hand is NoBid.KITTY_MAJORITY
    assert r.throw_penalty is ThrowPenalty.TWENTY_POINTS
    assert r.throw_penalty.points == 20
    assert r.kitty_multiplier is KittyMultiplier.THREE_PER_CARD
    assert r.kitty_needs_trump_win is True
    assert r.match_end is MatchEnd.PASS_ACE
    assert r.must_defend == ()


def test_preset_002_reads_tuples_first_and_uses_its_own_tables():
    r = preset("002")
    assert r.decompose is Decompose.TUPLES_FIRST
    assert r.forced_unit is ForcedUnit.TYPE_ORDER
    assert r.titanic_follow is TitanicFollow.SOURCE_002
    assert r.kitty_multiplier is KittyMultiplier.TYPE_TABLE
    assert r.level_table is LevelTable.TABLE_002


@pytest.mark.parametrize(("decks", "hand", "kitty"), [(1, 12, 6), (2, 25, 8), (3, 39, 6)])
def test_source_002_hand_and_kitty_sizes(decks, hand, kitty):
    r = preset("002", decks=decks)
    assert (r.hand_size, r.effective_kitty_size) == (hand, kitty)
    assert r.hand_size * r.players + r.effective_kitty_size == 54 * decks


def test_preset_003_declares_with_a_level_card_and_a_joker_of_its_colour():
    r = preset("003")
    assert r.joker_colour_rule is True
    assert r.declare_min_cards == 1
    assert r.first_banker is FirstBanker.FIRST_BID


def test_preset_004_online_platform_rules():
    r = preset("004")
    assert r.bid_policy is BidPolicy.JOKER_OR_HIGHER_SUIT
    assert r.suit_order == (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    assert r.jokers_can_open is False
    assert r.kitty_theft is True
    assert (r.no_bid_later, r.no_bid_kitty_card) == (NoBid.KITTY_NTH, 3)
    assert r.throw_penalty is ThrowPenalty.STAKE
    assert r.throw_penalty.points == 0
    assert r.kitty_multiplier is KittyMultiplier.FOUR_PER_PAIR
    assert r.level_table is LevelTable.TABLE_004
    assert r.match_end is MatchEnd.WRAP


def test_preset_shengji_defaults():
    r = preset("shengji")
    assert r.decompose is Decompose.LONGEST_UNIT
    assert r.forced_unit is ForcedUnit.FIRST_BLOCKER
    assert r.over_ruff is OverRuff.ALL_UNITS
    assert r.level_table is LevelTable.SHENGJI
    assert r.level_cap is None  # scoring.rs test_level_deltas: 240 → +4, 280 → +5
    assert r.no_bid_kitty_card == 1


# ------------------------------------------------------------------ aliases and overrides
@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("standard", "default"),
        ("Teaching", "default"),
        ("NONGJI", "000"),
        ("tournament", "001"),
        (" 拖拉机比赛 ", "001"),
        ("bianfeng", "002"),
        ("扑克牌升级游戏规则", "002"),
        ("双升", "003"),
        ("Forum", "004"),
        ("shengji.io", "shengji"),
        ("RY", "shengji"),
    ],
)
def test_presets_are_found_by_alias_case_insensitively(alias, name):
    assert find_preset(alias).name == name
    assert preset(alias) == preset(name)


def test_unknown_preset_lists_the_presets():
    with pytest.raises(UnknownPresetError) as info:
        preset("bridge")
    assert str(info.value) == (
        "unknown preset 'bridge'; presets: default, 000, 001, 002, 003, 004, shengji"
    )


def test_preset_overrides_accept_json_values_and_keep_the_rest():
    r = preset("000", decks=3, permanent_trump_ranks=["2"], kitty_multiplier="type_table")
    assert r.decks == 3
    assert r.permanent_trump_ranks == (Rank.TWO,)
    assert r.kitty_multiplier is KittyMultiplier.TYPE_TABLE
    assert r.first_banker is FirstBanker.FIRST_BID  # unchanged 000 setting
    assert preset("000").decks == 2  # the preset itself is not changed


def test_replace_validates_again():
    with pytest.raises(RuleConflictError, match="four_per_pair"):
        preset("004").replace(decks=3)


def test_ruleset_is_frozen_and_keyword_only():
    r = RuleSet()
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.decks = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        RuleSet(3)  # type: ignore[call-arg]


def test_from_dict_rejects_unknown_options_and_names_them():
    with pytest.raises(RuleConflictError) as info:
        RuleSet.from_dict({"decks": 2, "colour": "red"})
    assert str(info.value).startswith("unknown rule option 'colour'; known options: ")
    assert "kitty_multiplier" in str(info.value)
    with pytest.raises(RuleConflictError, match="unknown rule option 'deck'"):
        preset("000", deck=3)


def test_differences_lists_only_changed_options():
    assert preset("000").differences(preset("000")) == {}
    diff = RuleSet().differences(preset("000"))
    assert diff["kitty_multiplier"] == ("twice_unit_size", "power_of_two")
    assert "decks" not in diff


# ------------------------------------------------------------------ contradictions
@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"decks": 4}, "decks=4: level_table='standard' is defined for 1 to 3 decks only"),
        ({"decks": 9}, "decks=9: expected 1 to 8"),
        ({"players": 8}, "players=8: expected 4 to 6 with 2 decks"),
        ({"players": 3}, "players=3: expected 4 to 6"),
        ({"players": 5}, "partners='fixed' needs an even number of players, got players=5"),
        (
            {"kitty_size": 7},
            "kitty_size=7: 108 cards minus the kitty must split equally among 4 players",
        ),
        ({"tractor_min_width": 3}, "tractor_min_width=3: expected 2 to 2 with 2 decks"),
        ({"tractor_min_length": 1}, "tractor_min_length=1: a tractor has at least 2 steps"),
        ({"declare_min_cards": 3}, "declare_min_cards=3: expected 1 to decks=2"),
        (
            {"decks": 3, "kitty_multiplier": "four_per_pair"},
            "kitty_multiplier='four_per_pair' (source 004) is defined for 1 or 2 decks only",
        ),
        ({"decks": 1, "level_table": "004"}, "level_table='004' is a 2-deck table"),
        ({"level_step": 33}, "level_step=33: expected a positive multiple of 5"),
        ({"level_step": 0}, "level_step=0: expected a positive multiple of 5"),
        ({"level_cap": 0}, "level_cap=0: expected at least 1"),
        ({"suit_order": ["S", "S", "C", "D"]}, "suit_order must list each of S, H, C, D"),
        ({"no_bid_kitty_card": 9}, "no_bid_kitty_card=9: the kitty has 8 cards"),
        ({"must_defend": []}, "match_end='defend_ace' needs 'A' in must_defend"),
        (
            {"joker_colour_rule": True, "declare_min_cards": 2},
            "joker_colour_rule (003) declares with one level card plus a joker",
        ),
        ({"kitty_multiplier": "bogus"}, "kitty_multiplier: 'bogus' is not one of power_of_two, "),
        ({"skip_level_rank": "yes"}, "skip_level_rank: 'yes' is not yes or no (true or false)"),
        ({"decks": 2.5}, "decks: '2.5' is not a whole number; expected 1 to 8"),
        (
            {"permanent_trump_ranks": ["1"]},
            "permanent_trump_ranks: '1' is not a rank; use 2 to 10, J, Q, K or A",
        ),
        (
            {"trump_tractor_links": ["wrap_around"]},
            "trump_tractor_links: 'wrap_around' is not one of ace_to_off_level, ",
        ),
        (
            {
                "permanent_trump_ranks": [
                    "2",
                    "3",
                    "4",
                    "5",
                    "6",
                    "7",
                    "8",
                    "9",
                    "10",
                    "J",
                    "Q",
                    "K",
                    "A",
                ]
            },
            "permanent_trump_ranks lists 13 of the 13 ranks: at least 2 must stay side-suit ranks",
        ),
        (
            {
                "permanent_trump_ranks": [
                    "3",
                    "4",
                    "5",
                    "6",
                    "7",
                    "8",
                    "9",
                    "10",
                    "J",
                    "Q",
                    "K",
                    "A",
                ]
            },
            "permanent_trump_ranks lists 12 of the 13 ranks",
        ),
    ],
)
def test_contradictory_settings_raise_rule_conflict_with_a_clear_message(options, message):
    with pytest.raises(RuleConflictError) as info:
        RuleSet.from_dict(options)
    assert message in str(info.value)


def test_several_conflicts_are_reported_together():
    with pytest.raises(RuleConflictError) as info:
        preset("004", decks=3)
    text = str(info.value)
    assert "four_per_pair" in text
    assert "level_table='004'" in text


@pytest.mark.parametrize(
    "options",
    [
        {"decks": 3, "tractor_min_width": 3},
        {"decks": 1, "kitty_multiplier": "four_per_pair"},
        {"players": 6, "decks": 3},
        {"must_defend": [], "match_end": "pass_ace"},
        {"level_step": 20, "level_cap": 1},
    ],
)
def test_consistent_unusual_settings_are_accepted(options):
    RuleSet.from_dict(options)


# ------------------------------------------------------------------ rules --list
def test_option_docs_cover_every_option_with_default_and_allowed_values():
    docs = option_docs()
    assert [d["name"] for d in docs] == FIELD_NAMES
    for d in docs:
        assert set(d) >= {"name", "default", "allowed", "doc", "sources"}
        assert d["doc"]
        assert d["default"] == RuleSet().to_dict()[d["name"]]
    by_name = {d["name"]: d for d in docs}
    assert by_name["kitty_multiplier"]["allowed"] == [m.value for m in KittyMultiplier]
    assert by_name["decks"]["allowed"] == [1, 2, 3, 4, 5, 6, 7, 8]  # 4-8: shengji.io


def test_cli_rules_list_prints_every_option_and_every_preset_as_json():
    done = subprocess.run(
        [sys.executable, "-m", "tractor_core", "rules", "--list"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
        timeout=60,
    )
    listing = json.loads(done.stdout)
    options = listing["options"]
    assert [o["name"] for o in options] == FIELD_NAMES
    for o in options:
        assert {"name", "default", "allowed"} <= set(o)
    assert [p["name"] for p in listing["presets"]] == PRESET_NAMES
    for p in listing["presets"]:
        assert p["rules"] == preset(p["name"]).to_dict()
        assert p["aliases"] == list(find_preset(p["name"]).aliases)


def test_cli_rules_without_list_prints_the_preset_names():
    done = subprocess.run(
        [sys.executable, "-m", "tractor_core", "rules"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
        timeout=60,
    )
    assert json.loads(done.stdout) == {"presets": PRESET_NAMES}


def test_unused_options_jack_rule_and_irregularity_penalties_are_not_offered():
    """Options nothing applied were removed rather than offered as if they worked: shengji.io's
    SingleJack (reference-engine.md, "Ranks": at level J a last trick won with a single J sends the
    banker team to 2) needs the last trick in the level change, and 001's tournament
    irregularities (variants.md §1h: warnings, stepping down, disqualification) are a referee's
    decisions. Both are refused by name like any unknown option."""
    names = {d["name"] for d in option_docs()}
    assert not names & {"jack_rule", "irregularity_penalties"}
    for name in ("jack_rule", "irregularity_penalties"):
        with pytest.raises(RuleConflictError, match=f"unknown rule option '{name}'"):
            RuleSet.from_dict({name: True})


def test_eleven_permanent_trump_ranks_still_leave_side_cards_at_every_level():
    rules = RuleSet(permanent_trump_ranks=LEVEL_RANKS[2:])
    for level in LEVEL_RANKS:
        order = order_for(Trump(level, None), rules)
        assert any(not order.is_trump(c) for c in ONE_DECK), level.label
