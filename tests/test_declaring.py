"""Declaring, overturning and reinforcing trumps, and nobody declaring (variants.md §1b).

Sources: 000 (亮牌规则: first shown sets trumps; 3-deck 抢亮 ladder 单张10 < 两张10 < 两张王 < 三张10
< 三张王; nobody declares → 打无主), 001 (3 decks: 单张 两张 三张 only; 底牌凑成的对或三条不可以反;
自己亮主后，没人改主，自己不能反自己，但亮牌后可以加固; 反底牌 majority), 002 (the same 3-deck ladder),
003 (第一局: 级牌附带一张王，大王只能报红色，小王只能报黑色), 004 (反主 order 大王>小王>黑桃>红杏>梅花>方片;
上保险; 报主玩家也可参与反主，但必须在有其他玩家先进行反主的前提下; 常主不可进行报主; 底牌正数第三张).
"""

import pytest

from tractor_core.rules.cards import Rank, Suit, parse_cards
from tractor_core.rules.declaring import (
    Bid,
    bid_strength,
    can_bid,
    check_bid,
    read_bid,
    resolve_no_bid,
    verify_bid,
)
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import BidPolicy, NoBid, ReinforcePolicy, RuleSet, SelfOverturn
from tractor_core.rules.trump_order import Trump

TWO, TEN = Rank.TWO, Rank.TEN


def bid(
    cards: str, seat: int, rules: RuleSet, level: Rank = TWO, *, first_hand: bool = True
) -> Bid:
    value = read_bid(cards, level, rules, seat=seat, first_hand=first_hand).value
    assert value is not None
    return value


# ----------------------------------------------------------------------------- what a bid is
def test_a_bid_is_identical_level_cards_of_one_suit():
    rules = RuleSet()
    assert bid("H2", 0, rules).suit is Suit.HEARTS
    assert bid("H2 H2", 0, rules).length == 2
    assert read_bid("H2 S2", TWO, rules).value is None
    assert read_bid("H3", TWO, rules).rule == "declare.shape"


def test_identical_jokers_bid_no_trump_and_mixed_jokers_do_not():
    rules = RuleSet()
    nt = bid("BJ BJ", 0, rules)
    assert nt.is_no_trump
    assert nt.trump(TWO) == Trump(TWO, None)
    assert read_bid("BJ LJ", TWO, rules).rule == "declare.joker-bid"
    assert read_bid("BJ", TWO, rules).value is None  # a single joker is not a bid (RY)


def test_first_declaration_during_the_deal_sets_the_suit_000():
    v = check_bid("S10", 1, TEN, preset("000"), phase="deal")
    assert v.value
    assert v.rule == "declare.first"
    assert v.details["trump"] == Trump(TEN, Suit.SPADES)


def test_no_first_declaration_after_the_deal_000():
    v = check_bid("S10", 1, TEN, preset("000"), phase="after_deal")
    assert not v.value
    assert v.rule == "declare.during-deal"


def test_bidder_must_hold_the_cards():
    v = check_bid("H2 H2", 0, TWO, RuleSet(), hand="H2 S3")
    assert not v.value
    assert v.rule == "declare.own-cards"


# ----------------------------------------------------------------------------- default policy
def test_pair_overturns_single_and_equal_length_only_jokers_beat():
    rules = RuleSet()
    single = bid("S2", 0, rules)
    assert check_bid("D2 D2", 1, TWO, rules, history=[single]).value
    pair = bid("S2 S2", 1, rules)
    v = check_bid("H2 H2", 2, TWO, rules, history=[single, pair])
    assert not v.value
    assert v.rule == "declare.beats.joker-or-greater-length"
    assert check_bid("LJ LJ", 2, TWO, rules, history=[single, pair]).value


def test_big_joker_pair_beats_little_joker_pair_not_the_reverse():
    rules = RuleSet()
    lj = bid("LJ LJ", 0, rules)
    bj = bid("BJ BJ", 1, rules)
    assert check_bid("BJ BJ", 1, TWO, rules, history=[lj]).value
    assert not check_bid("LJ LJ", 2, TWO, rules, history=[bj]).value


def test_three_deck_ladder_000_002():
    """单张10 < 两张10 < 两张王(打无主) < 三张10 < 三张王(打无主): each beats everything before it."""
    for name in ("000", "002"):
        rules = preset(name, decks=3)
        ladder = ["S10", "S10 S10", "LJ LJ", "H10 H10 H10", "BJ BJ BJ"]
        bids = [bid(text, i, rules, TEN) for i, text in enumerate(ladder)]
        strengths = [bid_strength(b, rules) for b in bids]
        assert strengths == sorted(strengths)
        for low in range(len(ladder)):
            for high in range(len(ladder)):
                beats = check_bid(ladder[high], 9, TEN, rules, history=[bids[low]]).value
                assert beats == (high > low), (ladder[high], ladder[low])


def test_equal_or_lower_bid_cannot_follow_000():
    rules = preset("000", decks=3)
    two_jokers = bid("LJ LJ", 0, rules, TEN)
    assert not check_bid("S10 S10", 1, TEN, rules, history=[two_jokers]).value
    assert not check_bid("BJ BJ", 1, TEN, rules, history=[bid("BJ BJ", 0, rules, TEN)]).value


def test_greater_length_policy_ignores_jokers():
    rules = RuleSet(bid_policy=BidPolicy.GREATER_LENGTH)
    pair = bid("S2 S2", 0, rules)
    assert not check_bid("BJ BJ", 1, TWO, rules, history=[pair]).value


# ----------------------------------------------------------------------------- 001
def test_001_ladder_has_no_joker_bids():
    rules = preset("001")
    v = check_bid("BJ BJ", 0, TWO, rules)
    assert not v.value
    assert v.rule == "declare.joker-bid"
    one, two = bid("S2", 0, rules), bid("H2 H2", 1, rules)
    assert check_bid("H2 H2", 1, TWO, rules, history=[one]).value
    assert check_bid("D2 D2 D2", 2, TWO, rules, history=[one, two]).value


def test_001_kitty_cards_cannot_complete_a_bid():
    rules = preset("001")
    current = bid("S2", 1, rules)
    v = check_bid("H2 H2", 0, TWO, rules, history=[current], hand="H2 H2 C5", from_kitty="H2")
    assert not v.value
    assert v.rule == "declare.kitty-cards"
    ok = check_bid("H2 H2", 0, TWO, rules, history=[current], hand="H2 H2 H2", from_kitty="H2")
    assert ok.value
    assert check_bid(
        "H2 H2", 0, TWO, RuleSet(), history=[current], hand="H2 H2 C5", from_kitty="H2"
    ).value


def test_001_self_overturn_not_allowed_if_nobody_changed_it():
    rules = preset("001")
    mine = bid("S2", 0, rules)
    v = check_bid("H2 H2", 0, TWO, rules, history=[mine])
    assert not v.value
    assert v.rule == "declare.self-overturn"


def test_001_reinforcing_allowed():
    rules = preset("001")
    mine = bid("S2", 0, rules)
    v = check_bid("S2 S2", 0, TWO, rules, history=[mine])
    assert v.value
    assert v.rule == "declare.reinforce"


# ----------------------------------------------------------------------------- 003
def test_003_colour_matched_joker_declares_in_the_first_hand():
    rules = preset("003")
    assert check_bid("H2 BJ", 0, TWO, rules).value
    assert check_bid("D2 BJ", 0, TWO, rules).value
    assert check_bid("S2 LJ", 0, TWO, rules).value
    assert check_bid("C2 LJ", 0, TWO, rules).value


def test_003_joker_of_the_wrong_colour_does_not_declare():
    rules = preset("003")
    for text in ("S2 BJ", "H2 LJ"):
        v = check_bid(text, 0, TWO, rules)
        assert not v.value
        assert v.rule == "declare.joker-colour"


def test_003_first_hand_needs_the_joker_later_hands_do_not():
    rules = preset("003")
    v = check_bid("H2", 0, TWO, rules, first_hand=True)
    assert not v.value
    assert v.rule == "declare.joker-colour"
    assert check_bid("H2", 0, TWO, rules, first_hand=False).value


# ----------------------------------------------------------------------------- 004
def test_004_overturn_order_bj_lj_s_h_c_d():
    rules = preset("004")
    order = ["D2 D2", "C2 C2", "H2 H2", "S2 S2", "LJ LJ", "BJ BJ"]
    for i, low in enumerate(order):
        current = bid(low, 1, rules)
        for j, high in enumerate(order):
            v = check_bid(high, 2, TWO, rules, history=[current], phase="after_deal")
            assert v.value == (j > i), (high, low)


def test_004_after_heart_overturn_only_spades_or_jokers():
    rules = preset("004")
    hearts = bid("H2 H2", 1, rules)
    allowed = {
        t
        for t in ("S2 S2", "C2 C2", "D2 D2", "LJ LJ", "BJ BJ")
        if can_bid(t, 2, TWO, rules, history=[hearts])
    }
    assert allowed == {"S2 S2", "LJ LJ", "BJ BJ"}


def test_004_any_pair_overturns_a_single_declaration():
    rules = preset("004")
    single = bid("H2", 1, rules)
    assert check_bid("D2 D2", 2, TWO, rules, history=[single], phase="after_deal").value


def test_004_shang_baoxian_after_reinforcing_only_higher_suit_or_jokers():
    """上保险: 报红杏主后再次摸到红杏上保险，此时其他玩家只能再反黑桃或常主."""
    rules = preset("004")
    single = bid("H2", 1, rules)
    v = check_bid("H2 H2", 1, TWO, rules, history=[single])
    assert v.value
    assert v.rule == "declare.reinforce"
    reinforced = v.details["bid"]
    history = [single, reinforced]
    assert not can_bid("D2 D2", 2, TWO, rules, history=history)
    assert not can_bid("C2 C2", 2, TWO, rules, history=history)
    assert can_bid("S2 S2", 2, TWO, rules, history=history)
    assert can_bid("BJ BJ", 2, TWO, rules, history=history)


def test_004_declarer_overturns_only_after_someone_else():
    rules = preset("004")
    mine = bid("H2", 1, rules)
    assert not can_bid("S2 S2", 1, TWO, rules, history=[mine])
    theirs = bid("C2 C2", 2, rules)
    assert can_bid("S2 S2", 1, TWO, rules, history=[mine, theirs])
    # Back on top after someone else bid: a further self-overturn is allowed under after_other.
    again = bid("S2 S2", 1, rules)
    assert can_bid("BJ BJ", 1, TWO, rules, history=[mine, theirs, again])


def test_self_overturn_never_and_always():
    mine = bid("H2", 1, RuleSet())
    never = RuleSet(self_overturn=SelfOverturn.NEVER)
    always = RuleSet(self_overturn=SelfOverturn.ALWAYS)
    assert not can_bid("S2 S2", 1, TWO, never, history=[mine], someone_else_bid=True)
    assert can_bid("S2 S2", 1, TWO, always, history=[mine])


def test_reinforce_policy_never():
    rules = RuleSet(reinforce_policy=ReinforcePolicy.NEVER)
    v = check_bid("H2 H2", 1, TWO, rules, history=[bid("H2", 1, rules)])
    assert not v.value
    assert v.rule == "declare.reinforce"


def test_004_jokers_cannot_declare_first():
    v = check_bid("BJ BJ", 0, TWO, preset("004"))
    assert not v.value
    assert v.rule == "declare.jokers-open"


def test_004_a_single_joker_opening_is_refused_because_jokers_may_not_declare():
    """004 §报主: 常主不可进行报主 — a lone BJ is refused for that rule, not for its shape."""
    v = check_bid("BJ", 0, TWO, preset("004"))
    assert not v.value
    assert v.rule == "declare.jokers-open"
    assert "jokers may not declare" in v.reason
    assert "常主不可进行报主" in v.reason_zh
    # where jokers may open, a lone BJ is refused for its shape (two identical jokers needed)
    assert check_bid("BJ", 0, TWO, preset("default")).rule == "declare.joker-bid"
    # and overturning with a lone BJ under 004 is still a matter of shape
    v = check_bid("BJ", 1, TWO, preset("004"), history=[bid("H2", 0, preset("004"))])
    assert v.rule == "declare.joker-bid"


def test_declare_min_cards():
    rules = RuleSet(declare_min_cards=2)
    assert check_bid("H2", 0, TWO, rules).rule == "declare.min-cards"
    assert check_bid("H2 H2", 0, TWO, rules).value


def test_verify_bid_raises_with_the_reason():
    with pytest.raises(IllegalPlayError, match="does not beat"):
        verify_bid("H2", 1, TWO, RuleSet(), history=[bid("S2", 0, RuleSet())])
    assert verify_bid("S2", 0, TWO, RuleSet()).value


# ----------------------------------------------------------------------------- nobody declares
def test_004_third_kitty_card_decides_and_a_joker_means_no_trump():
    rules = preset("004")
    v = resolve_no_bid("S3 D4 C9 H5 SK DA C2 H7", TWO, rules, first_hand=False)
    assert v.value == Trump(TWO, Suit.CLUBS)
    assert v.rule == "declare.no-bid.kitty-nth"
    nt = resolve_no_bid("S3 D4 LJ H5 SK DA C2 H7", TWO, rules, first_hand=False)
    assert nt.value == Trump(TWO, None)


def test_000_nobody_declares_plays_no_trump():
    v = resolve_no_bid("S3 D4 C9 H5 SK DA", TEN, preset("000"), first_hand=True)
    assert v.value == Trump(TEN, None)
    assert v.rule == "declare.no-bid.no-trump"


def test_default_first_hand_redeals():
    v = resolve_no_bid("S3 D4 C9 H5 SK DA C2 H7", TWO, RuleSet(), first_hand=True)
    assert v.value is None
    assert v.rule == "declare.no-bid.redeal"


def test_001_kitty_majority_and_the_banker_breaks_ties():
    rules = preset("001")
    v = resolve_no_bid("S3 S4 H5 D6 S9 BJ", TWO, rules, first_hand=False)
    assert v.value == Trump(TWO, Suit.SPADES)
    tie = "S3 S4 H5 H6 C9 D9"
    assert resolve_no_bid(tie, TWO, rules, first_hand=False).value == Trump(TWO, Suit.SPADES)
    picked = resolve_no_bid(tie, TWO, rules, first_hand=False, banker_hand="H7 H8 HK S5")
    assert picked.value == Trump(TWO, Suit.HEARTS)
    assert "banker picks" in picked.reason


def test_kitty_first_level_or_highest():
    rules = RuleSet(no_bid_later=NoBid.KITTY_FIRST_LEVEL_OR_HIGHEST)
    assert resolve_no_bid("S3 D2 LJ", TWO, rules, first_hand=False).value == Trump(
        TWO, Suit.DIAMONDS
    )
    assert resolve_no_bid("S3 C9 DA", TWO, rules, first_hand=False).value == Trump(
        TWO, Suit.DIAMONDS
    )
    assert parse_cards("S3")  # notation sanity for the inputs above
