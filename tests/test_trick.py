"""Who wins a trick: ruffs (毙), ruffs that count as discards (垫牌), over-ruffs (盖毙) and ties.

Sources: 000 【出牌规则】 ("主牌 9988 72 可毙副牌 AK5544, 但不能毙副牌 AA5544"; "主牌 977 可毙副牌
544, 主牌 884 可盖毙"; "主牌 977 可毙副牌 567, 主牌 884 不能盖毙"; "出牌时同等大小的牌以先出者为大");
000 part 2 and 002 ("若出包含对的副牌，其它方即使全部出了主牌，但没有对，也不能算大"); 002 (an
off-suit 33344 needs a triple and a pair to ruff, 991010JJJ a tractor and a triple, 9991010JJJ two
triples and a pair); 003 (side-suit level cards are equal); 004 (a pair needs a trump pair).
shengji.io (``all_units``): every unit must be higher. variants.md §1e. The 000 examples are at
level 10 with hearts trump.
"""

from __future__ import annotations

import pytest

from tests.conftest import order
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.trick import ruff_beats, trick_winner

L10 = order("000", "10", "H")
SHENGJI = order("shengji", "10", "H")


def _rules(plays: list[str], o: object) -> list[str]:
    verdict = trick_winner(plays, o)  # type: ignore[arg-type]
    return [r["rule"] for r in verdict.details["rulings"]]


# ------------------------------------------------------------------------------------ 000 ruffs
def test_000_trump_9988_72_ruffs_side_ak5544() -> None:
    verdict = trick_winner(["SA SK S5 S5 S4 S4", "H9 H9 H8 H8 H7 H2"], L10)
    assert verdict.value == 1
    assert verdict.rule == "trick.ruff"


def test_000_trump_9988_72_cannot_ruff_side_aa5544() -> None:
    verdict = trick_winner(["SA SA S5 S5 S4 S4", "H9 H9 H8 H8 H7 H2"], L10)
    assert verdict.value == 0
    assert _rules(["SA SA S5 S5 S4 S4", "H9 H9 H8 H8 H7 H2"], L10)[1] == "trick.ruff-shape"


def test_000_trump_977_ruffs_544_and_884_over_ruffs() -> None:
    plays = ["S5 S4 S4", "H9 H7 H7", "H8 H8 H4"]
    assert trick_winner(plays, L10).value == 2
    assert _rules(plays, L10)[1:] == ["trick.ruff", "trick.over-ruff.largest-unit-first"]
    assert ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", L10).value


def test_the_over_ruff_reason_names_triples_only_where_a_play_holds_one() -> None:
    """trick.over-ruff.largest-unit-first (000: 毙牌的大小以毙牌中的拖拉机和对牌大小为准): with two
    decks there is no triple, and the reason a beginner reads named one ("compared largest unit
    first: tractor, triple, pair, single", new-reader review); with three decks it does."""
    two = trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4"], L10)
    assert "(compared largest unit first: pair against pair decides," in two.reason
    assert "先比最大的一组：对子比对子" in two.reason_zh
    assert "triple" not in two.reason
    assert "tractor" not in two.reason  # there is none in this trick
    three_decks = order("default", "10", "H", decks=3)
    three = trick_winner(["S5 S5 S5 S4", "H9 H9 H9 H7", "H8 H8 H8 H4"], three_decks)
    assert "triple against triple decides, ♥9 ♥9 ♥9 beats ♥8 ♥8 ♥8" in three.reason


def test_over_ruff_largest_unit_first_names_the_two_units_that_decide() -> None:
    """trick.over-ruff.largest-unit-first (000, 001: 毙牌时按拖拉机、三条、对、单的顺序计算大小):
    the reason names the first two units that differ, which decide, and says the rest is not
    compared. A new reader saw North's ♦4 ♦4 + little joker lose to East's ♦8 ♦8 + ♦3 and could
    not tell why (the joker is the single; the pairs are compared first)."""
    d2 = order("default", "2", "D")
    lost = trick_winner(["C8 C8 CA", "D8 D8 D3", "D4 D4 LJ"], d2)
    assert lost.value == 1
    assert "pair against pair decides, ♦8 ♦8 beats ♦4 ♦4, and the rest is not compared)" in (
        lost.reason
    )
    assert "对子比对子，方片8、方片8 大过 方片4、方片4，其余的不用再比）" in lost.reason_zh
    # 000's examples: the pairs decide on 544; on 567 (three singles) the highest single does
    won = trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4"], L10)
    assert "pair against pair decides, ♥8 ♥8 beats ♥7 ♥7," in won.reason
    singles = trick_winner(["S5 S6 S7", "H9 H7 H7", "H8 H8 H4"], L10)
    assert "single against single decides, ♥9 beats ♥8," in singles.reason
    # equal pairs (two off-suit level pairs): the single decides, and nothing is left to compare
    last = trick_winner(["S5 S5 S4", "D10 D10 H7", "C10 C10 H8"], L10)
    assert last.value == 2
    assert "single against single decides, ♥8 beats ♥7)" in last.reason
    # another house rule says its own words only
    assert "decides" not in trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4"], SHENGJI).reason


def test_000_trump_977_ruffs_567_and_884_does_not_over_ruff() -> None:
    plays = ["S5 S6 S7", "H9 H7 H7", "H8 H8 H4"]
    assert trick_winner(plays, L10).value == 1
    assert not ruff_beats("S5 S6 S7", "H9 H7 H7", "H8 H8 H4", L10).value


def test_shengji_all_units_884_does_not_over_ruff_977_on_544() -> None:
    assert trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4"], SHENGJI).value == 1
    verdict = ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", SHENGJI)
    assert not verdict.value
    assert verdict.rule == "trick.over-ruff.all-units"


def test_highest_card_policy_compares_the_top_cards() -> None:
    o = order("default", "10", "H", over_ruff="highest_card")
    assert trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4"], o).value == 1
    assert trick_winner(["S5 S4 S4", "H9 H7 H7", "HQ H3 H3"], o).value == 2


@pytest.mark.parametrize(
    ("policy", "winners"),
    [("largest_unit_first", (3, 3)), ("all_units", (1, 1)), ("highest_card", (2, 3))],
)
def test_over_ruff_policies_on_a_throw_of_singles(policy: str, winners: tuple[int, int]) -> None:
    # variants.md §1e on a side-suit throw of singles: H9 H5 ruffs; H10 H4 is higher at the top
    # but not at the bottom; H10 H5 ties H10 H4 at the top and is higher below, and only ties H9 H5
    # at the bottom. The policies disagree on both.
    o = order("default", "2", "H", over_ruff=policy)
    rule = f"trick.over-ruff.{policy.replace('_', '-')}"
    plays = ["SA SK", "H9 H5", "H10 H4", "H10 H5"]
    assert trick_winner(plays, o).value == winners[0]
    assert _rules(plays, o)[1:] == ["trick.ruff", rule, rule]
    after_ruff = ["SA SK", "H9 H5", "S3 S4", "H10 H5"]  # the led suit cannot win after a ruff
    assert trick_winner(after_ruff, o).value == winners[1]
    assert _rules(after_ruff, o)[2] == "trick.ruff"
    tie = ["SA SK", "H9 H5", "H5 H9"]
    assert trick_winner(tie, o).value == 1
    assert _rules(tie, o)[2] == "trick.ties"


@pytest.mark.parametrize("policy", ["largest_unit_first", "all_units"])
def test_an_extra_pair_reads_as_singles_and_the_higher_pair_fills_the_slot(policy: str) -> None:
    # 000 (884 over-ruffs 977): the play is read the way that beats, if one does. 8 8 J J on a
    # pair + two singles lead reads as JJ + 8 + 8 (over 99 + 4 + 3), not 88 + J + J.
    o = order("default", "2", "H", over_ruff=policy)
    plays = ["S5 S5 S3 S4", "H9 H9 H4 H3", "H8 H8 HJ HJ"]
    assert trick_winner(plays, o).value == 2
    assert "Seat 2's ♥9 ♥9 + ♥4 + ♥3" in trick_winner(plays, o).reason  # three seats: 1-based
    # without the higher pair it cannot: 88 is below 99
    assert trick_winner(["S5 S5 S3 S4", "H9 H9 H4 H3", "H8 H8 HJ H7"], o).value == 1


# ------------------------------------------------------------------------------------ ruff shape
def test_000_002_side_pair_cannot_be_beaten_by_two_unpaired_trumps() -> None:
    for o in (L10, order("002", "10", "H")):
        verdict = trick_winner(["SK SK", "BJ LJ"], o)
        assert verdict.value == 0
        assert verdict.details["rulings"][1]["rule"] == "trick.ruff-shape"


def test_004_a_trump_pair_ruffs_a_side_pair() -> None:
    assert trick_winner(["SK SK", "H3 H3"], order("004", "10", "H")).value == 1


def test_004_a_tractor_needs_a_trump_tractor() -> None:
    o = order("004", "10", "H")
    assert trick_winner(["S5 S5 S6 S6", "H3 H3 H7 H7"], o).value == 0
    assert trick_winner(["S5 S5 S6 S6", "H3 H3 H4 H4"], o).value == 1


def test_a_discard_never_wins() -> None:
    verdict = trick_winner(["S5", "CA", "DA", "S3"], L10)
    assert verdict.value == 0
    assert _rules(["S5", "CA", "DA", "S3"], L10)[1:3] == ["trick.discard", "trick.discard"]


def test_a_mixed_trump_and_side_play_is_a_discard() -> None:
    assert trick_winner(["S5 S4", "BJ SA"], L10).value == 0


def test_a_follow_of_the_led_suit_after_a_ruff_cannot_win() -> None:
    assert trick_winner(["S5", "H2", "SA"], L10).value == 1


# ------------------------------------------------------------------------------------ 002 3 decks
D3 = order("002", "5", "H", decks=3)


def test_002_ruffing_an_off_suit_33344_needs_a_triple_and_a_pair() -> None:
    assert trick_winner(["S3 S3 S3 S4 S4", "H6 H6 H6 H9 H9"], D3).value == 1
    assert trick_winner(["S3 S3 S3 S4 S4", "H6 H6 H7 H7 H9"], D3).value == 0


def test_002_ruffing_991010jjj_needs_a_tractor_and_a_triple() -> None:
    lead = "S9 S9 S10 S10 SJ SJ SJ"
    assert trick_winner([lead, "H7 H7 H8 H8 HQ HQ HQ"], D3).value == 1
    assert trick_winner([lead, "H7 H7 H8 H8 HQ HQ HK"], D3).value == 0


def test_002_ruffing_9991010jjj_needs_two_triples_and_a_pair() -> None:
    lead = "S9 S9 S9 S10 S10 SJ SJ SJ"
    assert trick_winner([lead, "H6 H6 H6 H8 H8 H8 HQ HQ"], D3).value == 1
    assert trick_winner([lead, "H6 H6 H6 H8 H8 HQ HQ HK"], D3).value == 0


# ------------------------------------------------------------------------------------ ties
def test_000_equal_cards_the_first_played_wins() -> None:
    verdict = trick_winner(["S3", "SK", "SK"], L10)
    assert verdict.value == 1
    assert verdict.details["rulings"][2]["rule"] == "trick.ties"


def test_003_off_suit_level_cards_are_equal_the_first_wins() -> None:
    o = order("003", "10", "H")
    assert trick_winner(["S10", "C10", "D10"], o).value == 0
    assert trick_winner(["S10", "C10", "H10"], o).value == 2  # the trump-suit level card is higher


def test_a_higher_pair_of_the_led_suit_wins() -> None:
    verdict = trick_winner(["S5 S5", "S7 S7", "S6 S6"], L10)
    assert verdict.value == 1
    assert verdict.rule == "trick.higher"


def test_a_tractor_is_not_beaten_by_two_unrelated_pairs() -> None:
    assert trick_winner(["S5 S5 S6 S6", "SA SA SQ SQ"], L10).value == 0
    assert trick_winner(["S5 S5 S6 S6", "SA SA SK SK"], L10).value == 1


# ------------------------------------------------------------------------------------ bad input
def test_a_play_of_the_wrong_size_raises() -> None:
    with pytest.raises(IllegalPlayError, match="played 1 cards to a lead of 2"):
        trick_winner(["S5 S5", "S6"], L10)


def test_an_empty_trick_raises() -> None:
    with pytest.raises(IllegalPlayError):
        trick_winner([], L10)


def test_chinese_rulings_say_what_happened_to_each_play_like_the_english():
    """The Chinese reason was one template per rule ("主牌毙副牌（或已被毙，同门跟牌不能大）。（领先）")
    whatever happened; it now says, like the English, who ruffed, who followed after a ruff and
    whom a play beat (tracker: the lessons in JupyterLab, "a Chinese ruff reason has leftover
    template text")."""
    o = order("default", "2", "H")
    verdict = trick_winner(["SA", "S3", "H5", "S4"], o)
    assert verdict.value == 2
    zh = verdict.reason_zh
    assert "北用 红桃5 毙牌" in zh  # seat 0 (the leader) is South by default
    assert "西的 黑桃4 跟了同门花色，但北已经用主牌毙了" in zh
    assert "或已被毙" not in zh
    assert "（领先）" not in zh
    over = trick_winner(["SA SA", "S3 S4", "H5 H5", "H6 H6"], o).reason_zh
    assert "西的 红桃6、红桃6 盖毙北的 红桃5、红桃5" in over
