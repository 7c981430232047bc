"""Following (跟牌): suit first, then the lead's shape as far as the hand allows.

Sources: 000 【出牌规则】 ("出对牌时，其余家有对牌必须出对牌（包括拖拉机中的对牌）出拖拉机时，其余家有
拖拉机必须出拖拉机，若无拖拉机，则必须出对牌，无对牌时才能出其它牌"; 3 decks: Titanic led → Titanic >
拖拉机 + 任意两张 > 两副三同张 > 三同张 + 对子 + 单张 > 三同张 + 三单张 > 两副对子 + 两单张 > 对子 + 四单张;
triple led → 三同张 > 对子 + 单张 > 三单张); 001 (the same 3-deck lists); 002 (两副三对 before
拖拉机 + 两单张); 004 (连对 → 连对, else 对子, else 单张; 吊主: a trump lead must be followed with
trumps; void → any suit). variants.md §1d. Examples are at level 10 with hearts trump.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.conftest import order
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.following import FollowFormat, check_follow, legal_follows, verify_follow

L10 = order("000", "10", "H")


def _plays(lead: str, hand: str, o: object) -> set[str]:
    """Legal follows as sorted notation strings (multisets)."""
    return {
        " ".join(sorted(c.notation for c in play))
        for play in legal_follows(lead, hand, o)  # type: ignore[arg-type]
    }


def _ms(text: str) -> str:
    return " ".join(sorted(text.split()))


# ------------------------------------------------------------------------------------ basics
def test_follow_count_must_equal_the_lead() -> None:
    verdict = check_follow("S5 S5", "S6 S7 S8", "S6", L10)
    assert not verdict.value
    assert verdict.rule == "follow.count"


def test_follow_must_come_from_the_hand() -> None:
    verdict = check_follow("S5 S5", "S6 S7 S8", "S6 S6", L10)
    assert not verdict.value
    assert verdict.rule == "follow.own-cards"


def test_follow_suit_reason_counts_one_trump_in_the_singular() -> None:
    """follow.suit (000, 002, 004): with one trump left it must be played; the reason says
    "1 trump", not "1 trumps"."""
    verdict = check_follow("H5 H6", "H9 C7 C8", "C7 C8", L10)
    assert not verdict.value
    assert verdict.rule == "follow.suit"
    assert "You still hold 1 trump (♥9)" in verdict.reason
    assert "You hold 1 trump and played all of them, then anything" in (
        check_follow("H5 H6", "H9 C7 C8", "H9 C7", L10).reason
    )
    assert (
        "You still hold 2 spades" in check_follow("S5 S6 S7", "S9 S8 C7 C8", "S9 C7 C8", L10).reason
    )


def test_follow_suit_while_suit_cards_are_held() -> None:
    verdict = check_follow("S5", "S6 C7", "C7", L10)
    assert not verdict.value
    assert verdict.rule == "follow.suit"
    assert verdict.details["required"] == ["S6"]


def test_short_in_the_suit_play_all_of_it_then_anything() -> None:
    assert check_follow("S5 S5 S6 S6", "S9 C3 C4 H5 BJ", "S9 C3 H5 BJ", L10).value
    assert not check_follow("S5 S5 S6 S6", "S9 C3 C4 H5 BJ", "C3 C4 H5 BJ", L10).value
    # S9 is fixed; any 3 of the 4 distinct others
    assert legal_follows("S5 S5 S6 S6", "S9 C3 C4 H5 BJ", L10).count() == 4


def test_004_void_in_the_suit_any_cards() -> None:
    follows = legal_follows("S5", "C3 C4 H5 BJ D2", L10)
    assert follows.count() == 5
    assert "D2" in follows


def test_004_trump_lead_must_be_followed_with_trumps() -> None:
    """吊主: off-suit level cards and jokers are trumps too."""
    verdict = check_follow("H3", "BJ S10 SA C4", "SA", L10)
    assert not verdict.value
    assert verdict.rule == "follow.suit"
    assert _plays("H3", "BJ S10 SA C4", L10) == {"BJ", "S10"}


def test_singles_led_any_cards_of_the_suit() -> None:
    assert legal_follows("S5 S3", "S6 S6 S7 C4", L10).count() == 2  # S6S6, S6S7


def test_verify_follow_raises_with_the_reason() -> None:
    with pytest.raises(IllegalPlayError, match="pair"):
        verify_follow("S5 S5", "SQ SQ S3 S4 C2", "S3 S4", L10)
    assert verify_follow("S5 S5", "SQ SQ S3 S4 C2", "SQ SQ", L10).value


def test_bad_play_is_not_in_the_legal_follows() -> None:
    follows = legal_follows("S5 S5", "SQ SQ S3 S4 C2", L10)
    assert "S1 S2" not in follows  # bad notation: simply not a legal follow
    assert "SQ SQ" in follows
    assert bool(follows)
    assert len(follows) == 1


def test_a_hand_smaller_than_the_lead_has_no_follow() -> None:
    follows = legal_follows("S5 S5 S6 S6", "S9 C3", L10)
    assert not follows
    assert follows.count() == 0


# ------------------------------------------------------------------------------------ pairs
def test_000_pair_led_a_pair_must_follow_if_held() -> None:
    verdict = check_follow("S5 S5", "SQ SQ S3 S4 C2", "S3 S4", L10)
    assert not verdict.value
    assert verdict.rule == "follow.pairs"
    assert verdict.details["required"] == ["SQ", "SQ"]


def test_000_pair_led_a_pair_inside_a_tractor_counts() -> None:
    hand = "S8 S8 S9 S9 S3 S4"
    assert _plays("S5 S5", hand, L10) == {"S8 S8", "S9 S9"}
    assert not check_follow("S5 S5", hand, "S3 S4", L10).value


def test_004_pair_led_no_pair_any_singles_of_the_suit() -> None:
    assert legal_follows("S5 S5", "S3 S4 S6 C2", L10).count() == 3


# ------------------------------------------------------------------------------------ tractors
def test_000_004_tractor_led_a_tractor_if_held() -> None:
    hand = "S6 S6 S7 S7 S9 SJ SA SA"
    assert _plays("S3 S3 S4 S4", hand, L10) == {"S6 S6 S7 S7"}
    verdict = check_follow("S3 S3 S4 S4", hand, "SA SA S6 S6", L10)
    assert not verdict.value
    assert verdict.rule == "follow.tractors"


def test_000_level_rank_is_skipped_so_99jj_is_a_tractor_to_follow() -> None:
    assert _plays("S3 S3 S4 S4", "S9 S9 SJ SJ S2 S5", L10) == {"S9 S9 SJ SJ"}


def test_000_004_tractor_led_no_tractor_then_pairs() -> None:
    hand = "S6 S6 S8 S8 S2 SK"  # 66 and 88 are not adjacent
    assert _plays("S3 S3 S4 S4", hand, L10) == {"S6 S6 S8 S8"}


def test_000_004_tractor_led_one_pair_then_singles() -> None:
    hand = "S6 S6 S8 S2 SK"
    assert _plays("S3 S3 S4 S4", hand, L10) == {
        _ms("S6 S6 S8 S2"),
        _ms("S6 S6 S8 SK"),
        _ms("S6 S6 S2 SK"),
    }


def test_000_004_tractor_led_no_pairs_any_singles() -> None:
    assert legal_follows("S3 S3 S4 S4", "S6 S8 S2 SK SA", L10).count() == 5


def test_throw_led_pairs_owed_up_to_the_number_led() -> None:
    lead = "SA SK SK S5 S5"  # A + KK + 55: two pairs owed
    hand = "S2 S2 S3 S3 S4 S4 S6"
    # two of the three pairs + one card of the third pair or S6 (as multisets)
    plays = _plays(lead, hand, L10)
    assert all(sum(1 for _, n in Counter(p.split()).items() if n >= 2) >= 2 for p in plays)
    assert len(plays) == 3 * 2
    assert not check_follow(lead, hand, "S2 S2 S3 S4 S6", L10).value


# ------------------------------------------------------------------------------------ 3 decks
D3 = order("000", "10", "H", decks=3)
D3_002 = order("002", "10", "H", decks=3)


@pytest.mark.parametrize(
    ("hand", "legal"),
    [
        ("S5 S5 S5 S6 S7 S8", {"S5 S5 S5"}),  # triple
        ("S5 S5 S6 S7 C2", {"S5 S5 S6", "S5 S5 S7"}),  # pair + single
        ("S5 S6 S7 S8", {"S5 S6 S7", "S5 S6 S8", "S5 S7 S8", "S6 S7 S8"}),  # three singles
    ],
)
def test_all_sources_triple_led_ladder(hand: str, legal: set[str]) -> None:
    assert _plays("S3 S3 S3", hand, D3) == legal


TITANIC = "S3 S3 S3 S4 S4 S4"

LADDER_000_001 = [
    ("titanic", "S6 S6 S6 S7 S7 S7 S9 SJ", {"S6 S6 S6 S7 S7 S7"}),
    (
        "tractor + any two",
        "S6 S6 S7 S7 S9 S9 S9 SJ SQ",
        {_ms("S6 S6 S7 S7 " + x) for x in ("S9 S9", "S9 SJ", "S9 SQ", "SJ SQ")},
    ),
    ("two triples", "S6 S6 S6 S9 S9 S9 SQ SK", {_ms("S6 S6 S6 S9 S9 S9")}),
    (
        "triple + pair + single",
        "S6 S6 S6 S9 S9 SQ SK",
        {_ms("S6 S6 S6 S9 S9 SQ"), _ms("S6 S6 S6 S9 S9 SK")},
    ),
    (
        "triple + three singles",
        "S6 S6 S6 S8 S9 SQ SK",
        {_ms("S6 S6 S6 " + x) for x in ("S8 S9 SQ", "S8 S9 SK", "S8 SQ SK", "S9 SQ SK")},
    ),
    (
        "two pairs + two singles",
        "S6 S6 S9 S9 SQ SK SA",
        {_ms("S6 S6 S9 S9 " + x) for x in ("SQ SK", "SQ SA", "SK SA")},
    ),
    (
        "pair + four singles",
        "S6 S6 S8 S9 SQ SK SA",
        {
            _ms("S6 S6 " + x)
            for x in ("S8 S9 SQ SK", "S8 S9 SQ SA", "S8 S9 SK SA", "S8 SQ SK SA", "S9 SQ SK SA")
        },
    ),
    ("six singles", "S2 S5 S6 S8 S9 SQ SK", None),
]


@pytest.mark.parametrize(
    ("rung", "hand", "legal"), LADDER_000_001, ids=[r[0] for r in LADDER_000_001]
)
@pytest.mark.parametrize("ladder", ["000_001", "002"])
def test_000_001_titanic_led_ladder_each_rung(
    rung: str, hand: str, legal: set[str] | None, ladder: str
) -> None:
    """Each hand reaches exactly one rung; with a single triple 002 agrees with 000/001."""
    o = order("000", "10", "H", decks=3, titanic_follow=ladder)
    plays = _plays(TITANIC, hand, o)
    if legal is None:  # any six of the seven
        assert len(plays) == 7
    else:
        assert plays == legal, rung


HAND_BOTH = "S6 S6 S7 S7 S9 S9 S9 SQ SQ SQ SK"  # a tractor 6677 and two triples 999, QQQ


def test_000_001_titanic_led_tractor_plus_any_two_before_two_triples() -> None:
    plays = _plays(TITANIC, HAND_BOTH, D3)
    assert all(p.startswith("S6 S6 S7 S7") for p in plays)
    assert len(plays) == 5  # 6677 + 99, QQ, 9Q, 9K, QK
    verdict = check_follow(TITANIC, HAND_BOTH, "S9 S9 S9 SQ SQ SQ", D3)
    assert not verdict.value
    assert verdict.rule == "follow.titanic-ladder"


def test_002_titanic_led_two_triples_before_tractor_plus_two_singles() -> None:
    assert _plays(TITANIC, HAND_BOTH, D3_002) == {_ms("S9 S9 S9 SQ SQ SQ")}
    verdict = check_follow(TITANIC, HAND_BOTH, "S6 S6 S7 S7 S9 SK", D3_002)
    assert not verdict.value
    assert verdict.rule == "follow.titanic-ladder"


def test_titanic_beats_everything_in_both_ladders() -> None:
    hand = "S6 S6 S6 S7 S7 S7 S9 S9 S9 SQ SQ SQ"
    for o in (D3, D3_002):
        assert _plays(TITANIC, hand, o) == {_ms("S6 S6 S6 S7 S7 S7")}


def test_002_33344_led_triple_then_pair() -> None:
    lead = "S3 S3 S3 S4 S4"
    assert _plays(lead, "S5 S5 S5 S7 S7 S8 S9", D3_002) == {_ms("S5 S5 S5 S7 S7")}
    assert _plays(lead, "S5 S5 S5 S7 S8 S9", D3_002) == {
        _ms("S5 S5 S5 " + x) for x in ("S7 S8", "S7 S9", "S8 S9")
    }


# ------------------------------------------------------------------------------------ policies
def test_no_protections_splits_a_triple_for_a_pair() -> None:
    assert _plays("S4 S4", "S5 S5 S5 S7 C3", D3) == {"S5 S5"}


def test_longer_tuples_protected_keeps_a_triple_whole() -> None:
    o = order("000", "10", "H", decks=3, draw_policy="longer_tuples_protected")
    assert _plays("S4 S4", "S5 S5 S5 S7 C3", o) == {"S5 S5", "S5 S7"}


def test_protected_and_tractor_only_equals_longer_tuples_protected_with_three_decks() -> None:
    a = order("000", "10", "H", decks=3, draw_policy="protected_and_tractor_only")
    b = order("000", "10", "H", decks=3, draw_policy="longer_tuples_protected")
    hand = "S5 S5 S5 S6 S6 S6 S7 S7 S9 C3"
    for lead in ("S4 S4", "S3 S3 S4 S4", TITANIC, "S3 S3 S3"):
        assert _plays(lead, hand, a) == _plays(lead, hand, b)


def test_only_draw_tractor_on_tractor_equals_no_protections_with_three_decks() -> None:
    a = order("000", "10", "H", decks=3, draw_policy="only_draw_tractor_on_tractor")
    hand = "S5 S5 S5 S6 S6 S6 S7 S7 S9 C3"
    for lead in ("S4 S4", "S3 S3 S4 S4", TITANIC, "S3 S3 S3"):
        assert _plays(lead, hand, a) == _plays(lead, hand, D3)


# The longer-tuple guard of ``longer_tuples_protected`` (catalogue ``follow.pairs.protected``).
# Source: shengji.io mechanics/src/trick.rs ``TrickFormat::is_legal_play`` and its tests
# test_longer_tuple_bypasses_genuine_false_positive,
# test_triple_in_play_does_not_satisfy_pair_when_genuine_pair_available and
# test_longer_tuple_guard_requires_enough_genuine_tuples (ported to at most 3 decks; shengji.io's
# tests use level 4 with spades trump).
PROTECTING = ("longer_tuples_protected", "protected_and_tractor_only")


@pytest.mark.parametrize("policy", PROTECTING)
def test_protected_triple_does_not_stand_in_for_a_pair_while_a_genuine_pair_is_held(
    policy: str,
) -> None:
    """shengji.io, 3 decks, level 9, hearts trump: SK SK SQ led, hand S3 S3 S3 S7 S7 S8.

    The protection spares the triple (S7 S7 S3 need not become S3 S3 S3), but the triple played
    whole does not count as the pair while the genuine pair S7 S7 stays in hand.
    """
    o = order("shengji", "9", "H", decks=3, draw_policy=policy)
    hand = "S3 S3 S3 S7 S7 S8"
    verdict = check_follow("SK SK SQ", hand, "S3 S3 S3", o)
    assert not verdict.value
    assert verdict.rule == "follow.pairs.protected"
    assert "♠3 ♠3 ♠3 stands in for a pair" in verdict.reason
    assert "genuine pair ♠7 ♠7" in verdict.reason
    assert "真对子 黑桃7、黑桃7" in verdict.reason_zh
    assert verdict.details["required"] == ["S7", "S7"]
    assert check_follow("SK SK SQ", hand, "S7 S7 S3", o).value
    # Splitting the triple for the pair is the player's choice (S3 is played exactly twice).
    assert _plays("SK SK SQ", hand, o) == {
        _ms(p) for p in ("S7 S7 S3", "S7 S7 S8", "S3 S3 S8", "S3 S3 S7")
    }
    assert legal_follows("SK SK SQ", hand, o).count() == 4


@pytest.mark.parametrize("policy", PROTECTING)
def test_longer_tuple_bypasses_genuine_false_positive(policy: str) -> None:
    """shengji.io test of the same name (level 4, hearts trump): a tractor + S5 led.

    Holding exactly S6 S6 S6 S8 S8, playing all five is legal: the genuine pair S8 S8 is in the
    play, not kept back. With a further genuine pair SJ SJ the triple may not stand in for the
    second pair: SJ SJ must be played. (shengji.io leads S6 S6 S7 S7 S5, which with S6 S6 S6 in
    hand is five copies of S6 in a 3-deck game; the engine refuses that position, so the tractor
    led here is SQ SQ SK SK.)
    """
    o = order("shengji", "4", "H", decks=3, draw_policy=policy)
    lead = "SQ SQ SK SK S5"
    assert check_follow(lead, "S6 S6 S6 S8 S8", "S6 S6 S6 S8 S8", o).value
    verdict = check_follow(lead, "S6 S6 S6 S8 S8 SJ SJ", "S6 S6 S6 S8 S8", o)
    assert not verdict.value
    assert verdict.rule == "follow.pairs.protected"
    assert check_follow(lead, "S6 S6 S6 S8 S8 SJ SJ", "S8 S8 SJ SJ S6", o).value


@pytest.mark.parametrize("policy", PROTECTING)
def test_triple_in_play_does_not_satisfy_pair_when_genuine_pair_available(policy: str) -> None:
    """shengji.io test of the same name (level 4, spades trump): H10 H10 HJ HJ HQ HQ led.

    Holding HK HK and H2 H2 H2, the triple with three singles is illegal (KK is a genuine pair);
    two pairs and two singles are legal; with no genuine pair the triple and singles are legal.
    """
    o = order("shengji", "4", "S", decks=3, draw_policy=policy)
    lead = "H10 H10 HJ HJ HQ HQ"
    hand = "HK HK H2 H2 H2 H5 H6 H7 H8"
    verdict = check_follow(lead, hand, "H2 H2 H2 H5 H6 H7", o)
    assert not verdict.value
    assert verdict.rule == "follow.pairs.protected"
    assert check_follow(lead, hand, "H2 H2 HK HK H5 H6", o).value
    assert check_follow(lead, "H2 H2 H2 H5 H6 H7 H8 H9 HJ", "H2 H2 H2 H5 H6 H7", o).value


@pytest.mark.parametrize("policy", PROTECTING)
def test_longer_tuple_guard_requires_enough_genuine_tuples(policy: str) -> None:
    """shengji.io test of the same name (level 4, spades trump), ported to 3 decks.

    The guard fires only when the hand keeps back as many genuine pairs as the pair slots the
    longer tuples fill. Two pair slots (the trump tractor S2 S2 S3 S3 with two singles) filled by
    two triples, with only one genuine pair (SJ SJ) held: legal (shengji.io's quad case). One pair
    slot (S3 S3 + S5 led) filled by S2 S2 S2 with S5 S5 held: illegal; S5 S5 S2 legal; with no
    genuine pair S2 S2 S2 is legal.
    """
    o = order("shengji", "4", "S", decks=3, draw_policy=policy)
    tractor_and_two = "S2 S2 S3 S3 S9 S10"
    assert check_follow(tractor_and_two, "S6 S6 S6 S8 S8 S8 SJ SJ SK", "S6 S6 S6 S8 S8 S8", o).value
    pair_single = "S3 S3 S5"
    with_pair = "S2 S2 S2 S5 S5 S6"
    verdict = check_follow(pair_single, with_pair, "S2 S2 S2", o)
    assert not verdict.value
    assert verdict.rule == "follow.pairs.protected"
    assert check_follow(pair_single, with_pair, "S5 S5 S2", o).value
    assert check_follow(pair_single, "S2 S2 S2 S6 S7 S8", "S2 S2 S2", o).value


def test_protected_triple_stand_in_broken_genuine_pair_is_still_kept_back() -> None:
    """A genuine pair split by the play is still kept back (it was held exactly twice and not
    played as a pair): 2 pairs + single led, S3 S3 S3 S7 S9 from S3 S3 S3 S7 S7 S9 is illegal.

    shengji.io counts only pairs left whole in the rest of the hand; the project counts the
    genuine pairs of the hand not played as pairs, so splitting one is no way around the rule.
    """
    o = order("shengji", "10", "H", decks=3, draw_policy="longer_tuples_protected")
    verdict = check_follow("SK SK S9 S9 S5", "S3 S3 S3 S7 S7 S8", "S3 S3 S3 S7 S8", o)
    assert not verdict.value
    assert verdict.rule == "follow.pairs.protected"


def test_no_protections_lets_a_triple_fill_a_pair_slot() -> None:
    """Without protection the triple is a pair and a single (000: pairs inside triples count)."""
    o = order("shengji", "9", "H", decks=3)
    assert check_follow("SK SK SQ", "S3 S3 S3 S7 S7 S8", "S3 S3 S3", o).value


def test_suit_only_pairs_do_not_draw_pairs() -> None:
    o = order("default", "10", "H", draw_policy="suit_only")
    verdict = check_follow("S5 S5", "SQ SQ S3 S4 C2", "S3 S4", o)
    assert verdict.value
    assert legal_follows("S5 S5", "SQ SQ S3 S4 C2", o).count() == 4  # SQ SQ, SQ S3, SQ S4, S3 S4


# ------------------------------------------------------------------------------------ format
def test_follow_format_caps() -> None:
    fmt = FollowFormat("S3 S3 S3 S4 S4", D3_002)
    assert (fmt.triple_cap, fmt.pair_cap, fmt.size, fmt.has_shape) == (1, 2, 5, True)
    fmt2 = FollowFormat("S9 S9 S10 S10 SJ SJ SJ", order("002", "5", "H", decks=3))
    assert [u.kind for u in fmt2.tractor_units] == ["tractor"]
    assert not FollowFormat("S3 S5", L10).has_shape
    assert len(parse_cards(fmt.lead)) == 5
