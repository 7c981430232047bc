"""Combinations: pairs, tractors (拖拉机), triples and Titanics (泰坦尼克), and reading a lead.

Sources (every worked example, under its own preset):

* 000 §拖拉机的构成 (level 10, hearts trump): KKQQ, JJ99, 554433; 一对小王带一对主10, 一对主10带一对副10,
  一对副10带一对主牌A, 一对主10带一对副10及一对主牌A; NOT 554, 544, 5533, JJQ, 两对副10, JJ1010, AA22.
* 000 appendix and 002 §术语定义 a (level 5): 3344, 4466, 副5主5, 大王小王, AA副5, 主5小王; NOT 5566; at
  no-trump NOT 5555.
* 000 §新增牌型 and 002 §术语定义 b (3 decks, level 5): 333444, 444666, 副5×3 主5×3, 大王×3 小王×3,
  AAA 副5×3, 主5×3 小王×3; NOT 555666; at no-trump NOT 555555. (000 prints "3334 44", a typo.)
* 001 §主牌/§拖拉机 (level 2, 3 decks): 大王与小王, 小王与主2, 主2与副2 are tractors, 两对副2 不是;
  级牌不能与相同花色的付牌构成拖拉机; adjacent triples also form tractors.
* 003 §連對: 梅花對7、對8、對9 (三連對); 對2 一直連到對A; level 6: 梅花對5與梅花對7; 對大王和對小王,
  對主級牌和對其他級牌, 對其他級牌和對主花色A.
* 002 §新增规则: 33344 = 333 + 44; 991010JJJ = 991010 + JJJ; 9991010JJJ = 999 + 1010 + JJJ.
* reference-engine.md §2(ii) (shengji.io): the longest unit wins, 22233 = 2233 + 2.

Suit-less examples are written in spades with hearts as trumps (variants.md §0).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import order
from tractor_core.rules.combinations import decompose, is_tractor, readings, unit_kind, unit_kind_zh
from tractor_core.rules.errors import IllegalPlayError

# (preset, overrides, level, trump suit, cards, is a tractor, rule id)
TRACTOR_EXAMPLES: list[tuple[str, dict[str, int], str, str | None, str, bool, str]] = [
    # ---- 000 §拖拉机的构成, level 10, hearts trump
    ("000", {}, "10", "H", "SK SK SQ SQ", True, "combo.tractor"),
    ("000", {}, "10", "H", "SJ SJ S9 S9", True, "combo.tractor.level-gap"),
    ("000", {}, "10", "H", "S5 S5 S4 S4 S3 S3", True, "combo.tractor"),
    ("000", {}, "10", "H", "LJ LJ H10 H10", True, "combo.tractor.trump-chain"),
    ("000", {}, "10", "H", "H10 H10 S10 S10", True, "combo.tractor.trump-chain"),
    ("000", {}, "10", "H", "S10 S10 HA HA", True, "combo.tractor.trump-chain"),
    ("000", {}, "10", "H", "H10 H10 S10 S10 HA HA", True, "combo.tractor.trump-chain"),
    ("000", {}, "10", "H", "S5 S5 S4", False, "combo.tractor.equal-width"),
    ("000", {}, "10", "H", "S5 S4 S4", False, "combo.tractor.equal-width"),
    ("000", {}, "10", "H", "S5 S5 S3 S3", False, "combo.tractor.adjacent"),
    ("000", {}, "10", "H", "SJ SJ SQ", False, "combo.tractor.equal-width"),
    ("000", {}, "10", "H", "S10 S10 C10 C10", False, "combo.tractor.equal-steps"),
    ("000", {}, "10", "H", "SJ SJ S10 S10", False, "combo.tractor.one-suit"),
    ("000", {}, "10", "H", "HJ HJ H10 H10", False, "combo.tractor.adjacent"),
    ("000", {}, "10", "H", "SA SA S2 S2", False, "combo.tractor.adjacent"),
    # ---- 000 appendix and 002, level 5, 2 decks
    *(
        (p, {}, "5", "H", cards, True, rule)
        for p in ("000", "002")
        for cards, rule in [
            ("S3 S3 S4 S4", "combo.tractor"),
            ("S4 S4 S6 S6", "combo.tractor.level-gap"),
            ("S5 S5 H5 H5", "combo.tractor.trump-chain"),
            ("BJ BJ LJ LJ", "combo.tractor.trump-chain"),
            ("HA HA S5 S5", "combo.tractor.trump-chain"),
            ("H5 H5 LJ LJ", "combo.tractor.trump-chain"),
        ]
    ),
    *(
        (p, {}, "5", "H", cards, False, rule)
        for p in ("000", "002")
        for cards, rule in [
            ("S5 S5 S6 S6", "combo.tractor.one-suit"),
            ("H5 H5 H6 H6", "combo.tractor.adjacent"),
        ]
    ),
    ("000", {}, "5", None, "S5 S5 H5 H5", False, "combo.tractor.equal-steps"),
    ("002", {}, "5", None, "S5 S5 H5 H5", False, "combo.tractor.equal-steps"),
    # ---- 000 §新增牌型 and 002 (3 decks, Titanic), level 5
    *(
        (p, {"decks": 3}, "5", "H", cards, True, rule)
        for p in ("000", "002")
        for cards, rule in [
            ("S3 S3 S3 S4 S4 S4", "combo.tractor"),
            ("S4 S4 S4 S6 S6 S6", "combo.tractor.level-gap"),
            ("S5 S5 S5 H5 H5 H5", "combo.tractor.trump-chain"),
            ("BJ BJ BJ LJ LJ LJ", "combo.tractor.trump-chain"),
            ("HA HA HA S5 S5 S5", "combo.tractor.trump-chain"),
            ("H5 H5 H5 LJ LJ LJ", "combo.tractor.trump-chain"),
            # the 2-deck tractors stay tractors with 3 decks
            ("S3 S3 S4 S4", "combo.tractor"),
        ]
    ),
    ("000", {"decks": 3}, "5", "H", "S5 S5 S5 S6 S6 S6", False, "combo.tractor.one-suit"),
    ("002", {"decks": 3}, "5", "H", "S5 S5 S5 S6 S6 S6", False, "combo.tractor.one-suit"),
    ("000", {"decks": 3}, "5", None, "S5 S5 S5 H5 H5 H5", False, "combo.tractor.equal-steps"),
    ("002", {"decks": 3}, "5", None, "S5 S5 S5 H5 H5 H5", False, "combo.tractor.equal-steps"),
    ("002", {"decks": 3}, "5", "H", "S3 S3 S3 S4 S4", False, "combo.tractor.equal-width"),
    # ---- 001, level 2, 3 decks
    ("001", {}, "2", "H", "BJ BJ LJ LJ", True, "combo.tractor.trump-chain"),
    ("001", {}, "2", "H", "LJ LJ H2 H2", True, "combo.tractor.trump-chain"),
    ("001", {}, "2", "H", "H2 H2 S2 S2", True, "combo.tractor.trump-chain"),
    ("001", {}, "2", "H", "S2 S2 C2 C2", False, "combo.tractor.equal-steps"),
    ("001", {}, "2", "H", "S2 S2 S3 S3", False, "combo.tractor.one-suit"),
    ("001", {}, "2", "H", "H2 H2 H3 H3", False, "combo.tractor.adjacent"),
    ("001", {}, "2", "H", "S4 S4 S4 S5 S5 S5", True, "combo.tractor"),
    # ---- 003
    ("003", {}, "2", "H", "C7 C7 C8 C8 C9 C9", True, "combo.tractor"),
    (
        "003",
        {},
        "10",
        "H",
        " ".join(
            f"S{r} S{r}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A")
        ),
        True,
        "combo.tractor.level-gap",
    ),
    ("003", {}, "6", "H", "C5 C5 C7 C7", True, "combo.tractor.level-gap"),
    ("003", {}, "2", "H", "BJ BJ LJ LJ", True, "combo.tractor.trump-chain"),
    ("003", {}, "2", "H", "H2 H2 S2 S2", True, "combo.tractor.trump-chain"),
    ("003", {}, "2", "H", "S2 S2 HA HA", True, "combo.tractor.trump-chain"),
]


@pytest.mark.parametrize(
    ("name", "overrides", "level", "suit", "cards", "expected", "rule"), TRACTOR_EXAMPLES
)
def test_source_tractor_examples(  # noqa: PLR0917 - one argument per column of the table
    name, overrides, level, suit, cards, expected, rule
):
    verdict = is_tractor(cards, order(name, level, suit, **overrides))
    assert verdict.value is expected, verdict.reason
    assert verdict.rule == rule
    assert verdict.reason
    assert verdict.reason_zh
    assert bool(verdict) is expected


def test_titanic_is_named_and_measured():
    verdict = is_tractor("S3 S3 S3 S4 S4 S4", order("002", "5", "H", decks=3))
    assert verdict.reason.endswith("is a Titanic: 2 consecutive triples of spades.")
    assert "泰坦尼克" in verdict.reason_zh
    assert verdict.details == {"width": 3, "length": 2}


def test_level_gap_reason_names_the_skipped_rank():
    verdict = is_tractor("SJ SJ S9 S9", order("000", "10", "H"))
    assert verdict.reason == (
        "S9 S9 SJ SJ is a tractor: the level rank 10 is left out of the suit, so 9 and J are "
        "adjacent."
    )


def test_one_suit_reason_names_the_trump_and_the_side_card():
    verdict = is_tractor("SJ SJ S10 S10", order("000", "10", "H"))
    assert "S10 is a trump (off-suit level card (trump)) but SJ is spades" in verdict.reason


@pytest.mark.parametrize(
    ("cards", "rule"),
    [
        ("", "combo.tractor.min-length"),
        ("S5", "combo.tractor.min-length"),
        ("S5 S5", "combo.tractor.min-length"),
    ],
)
def test_fewer_than_two_pairs_is_not_a_tractor(cards, rule):
    verdict = is_tractor(cards, order("000", "10", "H"))
    assert verdict.value is False
    assert verdict.rule == rule


def test_single_cards_in_sequence_are_not_a_tractor():
    verdict = is_tractor("S3 S4 S5", order("000", "10", "H"))
    assert (verdict.value, verdict.rule) == (False, "combo.tractor.equal-width")
    assert "single cards" in verdict.reason


def test_mixed_side_suits_are_not_a_tractor():
    verdict = is_tractor("S3 S3 C4 C4", order("000", "10", "H"))
    assert (verdict.value, verdict.rule) == (False, "combo.tractor.one-suit")
    assert "are different suits" in verdict.reason


# ------------------------------------------------------------------ house-rule options
def test_cut_trump_chain_link_is_reported_as_trump_chain():
    """variants.md §1c ``trump_tractor_links``: without the LJ link, LJ LJ H10 H10 is no tractor."""
    cut = order("000", "10", "H", trump_tractor_links=["little_to_big_joker"])
    verdict = is_tractor("LJ LJ H10 H10", cut)
    assert (verdict.value, verdict.rule) == (False, "combo.tractor.trump-chain")
    assert is_tractor("BJ BJ LJ LJ", cut).value is True
    assert is_tractor("HA HA S10 S10", cut).value is False


def test_not_skipping_the_level_rank_is_reported_as_level_gap():
    """shengji #242: the option that makes JJ99 no tractor at level 10."""
    verdict = is_tractor("SJ SJ S9 S9", order("000", "10", "H", skip_level_rank=False))
    assert (verdict.value, verdict.rule) == (False, "combo.tractor.level-gap")


def test_tractor_min_length_three():
    rules = order("default", "10", "H", tractor_min_length=3)
    assert is_tractor("S3 S3 S4 S4", rules).value is False
    assert is_tractor("S3 S3 S4 S4 S5 S5", rules).value is True


def test_titanic_only_with_min_width_three():
    three = order("002", "5", "H", decks=3, tractor_min_width=3)
    assert is_tractor("S3 S3 S4 S4", three).rule == "combo.tractor.equal-width"
    assert is_tractor("S3 S3 S3 S4 S4 S4", three).value is True


# ------------------------------------------------------------------ decomposition
def _units(
    cards: str, name: str, level: str = "2", suit: str = "H", **overrides: Any
) -> tuple[list[list[str]], str]:
    verdict = decompose(cards, order(name, level, suit, **overrides))
    return [[c.notation for c in u.cards] for u in verdict.value], verdict.rule


@pytest.mark.parametrize(
    ("cards", "units"),
    [
        ("S3 S3 S3 S4 S4", [["S3", "S3", "S3"], ["S4", "S4"]]),
        ("S9 S9 S10 S10 SJ SJ SJ", [["S10", "S10", "S9", "S9"], ["SJ", "SJ", "SJ"]]),
        (
            "S9 S9 S9 S10 S10 SJ SJ SJ",
            [["SJ", "SJ", "SJ"], ["S9", "S9", "S9"], ["S10", "S10"]],
        ),
    ],
)
def test_source_002_three_deck_throws_never_split_a_tuple(cards, units):
    """002 §新增规则: 33344 → 333 + 44; 991010JJJ → 991010 + JJJ; 9991010JJJ → 999 + 1010 + JJJ."""
    got, rule = _units(cards, "002", decks=3)
    assert got == units
    assert rule == "decompose.tuples-first"


def test_source_002_to_lead_a_tractor_you_play_3344():
    """002: 若要想出拖拉机，必须出 3344 — 3344 alone is one unit, a tractor."""
    got, rule = _units("S3 S3 S4 S4", "002", decks=3)
    assert got == [["S4", "S4", "S3", "S3"]]
    assert rule == "combo.tractor"


def test_shengji_longest_unit_reads_22233_as_2233_plus_2():
    """reference-engine.md §2(ii): the longest component wins, so 22233 = 2233 + 2."""
    got, rule = _units("S2 S2 S2 S3 S3", "shengji", level="5", decks=3)
    assert got == [["S3", "S3", "S2", "S2"], ["S2"]]
    assert rule == "decompose.longest-unit"
    got_002, _ = _units("S2 S2 S2 S3 S3", "002", level="5", decks=3)
    assert got_002 == [["S2", "S2", "S2"], ["S3", "S3"]]


def test_readings_list_both_candidates_best_first():
    found = readings("S2 S2 S2 S3 S3", order("shengji", "5", "H", decks=3))
    assert [[u.describe() for u in r] for r in found] == [
        ["tractor S3 S3 S2 S2", "single S2"],
        ["triple S2 S2 S2", "pair S3 S3"],
    ]


@pytest.mark.parametrize(
    ("cards", "rule", "kind"),
    [
        ("S7", "combo.single", "single"),
        ("S7 S7", "combo.pair", "pair"),
        ("S7 S7 S7", "combo.triple", "triple"),
        ("S7 S7 S8 S8", "combo.tractor", "tractor"),
        ("S7 S7 S7 S8 S8 S8", "combo.tractor", "titanic"),
    ],
)
def test_one_unit_leads(cards, rule, kind):
    verdict = decompose(cards, order("002", "2", "H", decks=3))
    assert len(verdict.value) == 1
    assert verdict.value[0].kind == kind
    assert verdict.rule == rule


def test_source_000_throw_98844_reads_as_single_and_two_pairs():
    """000 §出牌规则: 98844 is a throw of the single 9, the pair 88 and the pair 44."""
    got, rule = _units("S9 S8 S8 S4 S4", "000", level="10")
    assert sorted(got) == sorted([["S9"], ["S8", "S8"], ["S4", "S4"]])
    # no three identical cards, so every reading policy agrees: no source reading is cited
    assert rule == "combo.not-one-unit"


def test_a_lead_must_be_one_effective_suit():
    with pytest.raises(IllegalPlayError, match="mixes effective suits"):
        decompose("S3 H3", order("000", "2", "H"))
    with pytest.raises(IllegalPlayError, match="a lead has at least one card"):
        decompose("", order("000", "2", "H"))


def test_off_suit_level_cards_read_as_separate_pairs_not_a_tractor():
    got, _ = _units("S10 S10 C10 C10", "000", level="10")
    assert sorted(got) == [["C10", "C10"], ["S10", "S10"]]


def test_unit_kind_names():
    assert [unit_kind(w, n) for w, n in [(1, 1), (2, 1), (3, 1), (2, 2), (3, 2)]] == [
        "single",
        "pair",
        "triple",
        "tractor",
        "titanic",
    ]
    assert unit_kind_zh(2, 3) == "拖拉机"
    assert unit_kind_zh(3, 2) == "泰坦尼克"


# ------------------------------------------------------------------------- reasons (wording)
def test_min_length_reason_calls_a_short_tractor_two_consecutive_pairs_not_one_pair() -> None:
    """combo.tractor.min-length (RY ``tractor_min_length``): H2 H2 H3 H3 with a 3-pair minimum is
    two consecutive pairs, which these house rules do not count as a tractor."""
    o = order("default", "10", "H", tractor_min_length=3)
    verdict = is_tractor("H2 H2 H3 H3", o)
    assert not verdict.value
    assert verdict.rule == "combo.tractor.min-length"
    assert "one pair" not in verdict.reason
    assert "two consecutive pairs" in verdict.reason
    assert "tractor_min_length=3" in verdict.reason
    assert "2 个相连的对子" in verdict.reason_zh
    assert "只是一个" not in verdict.reason_zh
    gap = is_tractor("H2 H2 H5 H5", o)
    assert "two pairs, not a tractor" in gap.reason
    assert "consecutive pairs, not" not in gap.reason
    single = is_tractor("H5 H5", order("default", "10", "H"))
    assert "is one pair, not a tractor" in single.reason


@pytest.mark.parametrize(
    ("name", "level", "suit", "overrides", "cards", "steps", "steps_zh"),
    [
        # no-trump: the level cards sit just below the little joker
        ("default", "4", None, {}, "H4 H4 LJ LJ", "H4 (level card, trump in no-trump) → LJ "
         "(little joker)", "H4（级牌，无主时为主牌） → LJ（小王）"),
        # permanent 2s (000's optional variant): trump A → off-suit permanent 2
        ("000", "5", "H", {"permanent_trump_ranks": ["2"]}, "HA HA S2 S2",
         "HA (card of the trump suit) → S2 (off-suit permanent trump)", "HA（主花色牌） → S2（副常主）"),
        ("000", "5", "H", {"permanent_trump_ranks": ["2"]}, "H2 H2 S5 S5",
         "H2 (permanent trump in the trump suit) → S5 (off-suit level card)",
         "H2（主常主） → S5（副级牌）"),
        ("000", "10", "H", {}, "S10 S10 H10 H10 LJ LJ",
         "S10 (off-suit level card) → H10 (level card in the trump suit) → LJ (little joker)",
         "S10（副级牌） → H10（主级牌） → LJ（小王）"),
    ],
)  # fmt: skip
def test_trump_chain_reason_names_the_cards_actually_linked(  # noqa: PLR0917 - one per column
    name: str,
    level: str,
    suit: str | None,
    overrides: dict[str, Any],
    cards: str,
    steps: str,
    steps_zh: str,
) -> None:
    """combo.tractor.trump-chain (000, 002, 003): the reason describes the adjacent cards of this
    tractor in order, not one fixed chain naming trump A and the trump-suit level card (which is
    wrong with permanent 2s and in no-trump)."""
    verdict = is_tractor(cards, order(name, level, suit, **overrides))
    assert verdict.value
    assert verdict.rule == "combo.tractor.trump-chain"
    assert steps in verdict.reason
    assert steps_zh in verdict.reason_zh
    if suit is None:
        assert "trump A" not in verdict.reason
        assert "trump-suit level" not in verdict.reason
