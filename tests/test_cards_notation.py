"""Cards, the shoe and the card notation.

Sources: 000 §分牌 and 002 §分牌 (5 = 5 points, 10 and K = 10 points; 100/200/300 points for
1/2/3 decks), 002 §底牌 (54 cards per deck), 000 §牌的大小 (大王 is the red joker, 小王 the black);
variants.md §0 (project notation: suit letter + rank, BJ/LJ). The notation round-trips are
Hypothesis properties; bad input must name the token, its 1-based position and what was expected.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tractor_core.rules.cards import (
    JOKERS,
    MAX_CARDS,
    MAX_TEXT,
    ONE_DECK,
    Card,
    Rank,
    Suit,
    card_points,
    check_copies,
    format_cards,
    parse_cards,
    shoe,
    total_points,
)
from tractor_core.rules.errors import NotationError, TooManyCopiesError, TractorError

cards_st = st.sampled_from(ONE_DECK)
suited_st = st.sampled_from([c for c in ONE_DECK if not c.is_joker])


# ------------------------------------------------------------------ the deck and the points
@pytest.mark.parametrize(("decks", "size", "points"), [(1, 54, 100), (2, 108, 200), (3, 162, 300)])
def test_shoe_has_54_cards_and_100_points_per_deck(decks, size, points):
    cards = shoe(decks)
    assert len(cards) == size
    assert card_points(cards) == points == total_points(decks)
    assert all(cards.count(c) == decks for c in ONE_DECK)


def test_one_deck_is_52_suited_cards_and_two_jokers():
    assert len(set(ONE_DECK)) == 54
    assert [c.notation for c in ONE_DECK if c.is_joker] == ["LJ", "BJ"]
    assert [c.notation for c in JOKERS] == ["BJ", "LJ"]


def test_shoe_needs_at_least_one_deck():
    with pytest.raises(ValueError, match="decks must be at least 1"):
        shoe(0)


@pytest.mark.parametrize(
    ("text", "points"),
    [("S5", 5), ("H10", 10), ("CK", 10), ("DA", 0), ("SQ", 0), ("S2", 0), ("BJ", 0), ("LJ", 0)],
)
def test_point_cards_are_five_ten_and_king(text, points):
    assert Card.parse(text).points == points


def test_big_joker_is_the_red_joker():
    assert Card.parse("BJ").is_red
    assert not Card.parse("LJ").is_red
    assert [c.is_red for c in parse_cards("HA D2 SA C2")] == [True, True, False, False]


def test_a_joker_has_no_suit_and_every_other_card_has_one():
    with pytest.raises(ValueError, match="a joker has no suit"):
        Card(Suit.SPADES, Rank.BIG_JOKER)
    with pytest.raises(ValueError, match="a joker has no suit"):
        Card(None, Rank.TEN)


# ------------------------------------------------------------------ the notation
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("S10", "S10"),
        ("s10", "S10"),
        ("ST", "S10"),
        ("st", "S10"),
        ("♠10", "S10"),
        ("10♠", "S10"),
        ("10s", "S10"),
        ("黑桃10", "S10"),
        ("红桃A", "HA"),
        ("红心A", "HA"),
        ("梅花2", "C2"),
        ("方片K", "DK"),
        ("方块K", "DK"),
        ("♦q", "DQ"),
        ("as", "SA"),
        ("大王", "BJ"),
        ("小王", "LJ"),
        ("bj", "BJ"),
        ("lj", "LJ"),
    ],
)
def test_notation_accepts_the_forms_people_type(text, expected):
    assert Card.parse(text).notation == expected


def test_a_hand_is_separated_by_spaces_or_commas_and_keeps_its_order():
    cards = parse_cards("S10 ♥A, 10♣，大王、lj;  d2")
    assert [c.notation for c in cards] == ["S10", "HA", "C10", "BJ", "LJ", "D2"]
    assert parse_cards("") == ()
    assert parse_cards(Card.parse("S5")) == (Card.parse("S5"),)
    assert parse_cards(["S5", Card.parse("LJ")]) == (Card.parse("S5"), Card.parse("LJ"))


def test_card_views_symbol_english_chinese():
    ten = Card.parse("S10")
    assert (ten.notation, ten.symbol, ten.english, ten.chinese) == (
        "S10",
        "♠10",
        "ten of spades",
        "黑桃10",
    )
    big = Card.parse("BJ")
    assert (big.notation, big.symbol, big.english, big.chinese) == ("BJ", "BJ", "big joker", "大王")
    assert format_cards(parse_cards("S10 BJ"), "english") == "ten of spades, big joker"
    assert format_cards(parse_cards("S10 LJ"), "chinese") == "黑桃10、小王"
    with pytest.raises(ValueError, match="style 'fancy'"):
        format_cards(parse_cards("S10"), "fancy")


@given(cards_st)
def test_any_card_round_trips_through_notation_symbol_and_chinese(c):
    assert Card.parse(c.notation) == c
    assert Card.parse(c.symbol) == c
    assert Card.parse(c.chinese) == c
    assert Card.parse(c.notation.lower()) == c
    assert eval(repr(c), {"Card": Card}) == c  # repr is the call that rebuilds the card


@given(suited_st)
def test_any_suited_card_reads_with_the_suit_symbol_after_the_rank(c):
    assert c.suit is not None
    assert Card.parse(c.rank.label + c.suit.symbol) == c
    assert Card.parse((c.rank.label + c.suit.value).lower()) == c


@given(st.lists(cards_st, max_size=40), st.sampled_from(["notation", "symbol", "chinese"]))
def test_any_list_of_cards_round_trips_through_format_cards(cards, style):
    assert parse_cards(format_cards(cards, style)) == tuple(cards)
    assert parse_cards(format_cards(cards, style).lower()) == tuple(cards)


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize(
    ("hand", "token", "position", "expected"),
    [
        ("S5 S5 S1", "S1", 3, "rank must be 2-10, J, Q, K or A"),
        ("Z5", "Z5", 1, "suit must be S, H, C or D"),
        ("S5 10", "10", 2, "suit must be S, H, C or D"),
        ("S5 H5 S11 S6", "S11", 3, "rank must be 2-10"),
        ("BJJ", "BJJ", 1, "joker BJ/LJ"),
        ("HA 黑桃", "黑桃", 2, "rank must be"),
        ("SX", "SX", 1, "rank must be"),
    ],
)
def test_bad_notation_names_the_token_its_position_and_what_was_expected(
    hand, token, position, expected
):
    with pytest.raises(NotationError) as info:
        parse_cards(hand)
    err = info.value
    assert (err.token, err.position) == (token, position)
    assert expected in err.expected
    assert str(err).startswith(f"{token!r} at position {position}: ")
    assert isinstance(err, TractorError)
    assert isinstance(err, ValueError)


def test_a_non_card_in_a_list_is_a_notation_error_at_its_position():
    with pytest.raises(NotationError, match=r"'3' at position 2: expected a card"):
        parse_cards(["S5", 3])  # type: ignore[list-item]


def test_a_single_bad_card_has_no_position():
    with pytest.raises(NotationError) as info:
        Card.parse("S1")
    assert info.value.position == 0
    assert str(info.value) == "'S1': rank must be 2-10, J, Q, K or A"


@pytest.mark.parametrize(
    ("given", "message"),
    [
        (
            None,
            "'None': expected cards as text such as 'S5 S5 HA' or a list of cards, not NoneType",
        ),
        (5, "'5': expected cards as text such as 'S5 S5 HA' or a list of cards, not int"),
        (True, "'True': expected cards as text such as 'S5 S5 HA' or a list of cards, not bool"),
        (
            {"S5": 1},
            "\"{'S5': 1}\": expected cards as text such as 'S5 S5 HA' or a list of cards, not dict",
        ),
        (
            b"S5",
            "\"b'S5'\": expected cards as text such as 'S5 S5 HA' or a list of cards, not bytes",
        ),
        (
            {"S5"},
            "\"{'S5'}\": expected cards as text such as 'S5 S5 HA' or a list of cards, not set",
        ),
    ],
)
def test_cards_that_are_not_text_or_a_list_are_a_notation_error_naming_what_was_given(
    given, message
):
    with pytest.raises(NotationError) as info:
        parse_cards(given)
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("given", "kind"),
    [(None, "NoneType"), (5, "int"), (["S5"], "list"), (Card.parse("S5"), "Card")],
)
def test_card_parse_of_anything_but_text_is_a_notation_error(given, kind):
    with pytest.raises(
        NotationError, match=rf"expected a card's notation as text, such as 'S10', not {kind}$"
    ):
        Card.parse(given)


@pytest.mark.parametrize("text", ["ﬅ", "ſA", "ſ10", "ﬅ ſA", "\u0131A"])
def test_only_ascii_letters_have_a_case_so_unicode_case_mappings_are_no_card(text):
    # "ﬅ".upper() == "ST" and "ſ".upper() == "S": read through str.upper() they were S10 and SA
    with pytest.raises(NotationError, match=r"at position 1: expected a card such as S10"):
        parse_cards(text)
    with pytest.raises(NotationError):
        Card.parse(text.split()[0])


def test_ascii_lower_case_still_reads_next_to_symbols_and_chinese():
    assert parse_cards("s10 hA 黑桃q 10♠ lj") == parse_cards("S10 HA SQ S10 LJ")


def test_text_longer_than_max_text_is_refused_with_a_short_message():
    hand = "S5 " * (MAX_TEXT // 3 + 1)
    with pytest.raises(NotationError) as info:
        parse_cards(hand)
    assert f"expected at most {MAX_TEXT:,} characters of cards, got {len(hand):,}" in str(
        info.value
    )
    assert len(str(info.value)) < 200
    assert len(parse_cards(" ".join(c.notation for c in shoe(3)))) == 162


@pytest.mark.parametrize("container", [list, tuple, iter])
def test_more_than_max_cards_is_refused(container):
    with pytest.raises(NotationError, match=rf"expected at most {MAX_CARDS:,} cards"):
        parse_cards(container(["S5"] * (MAX_CARDS + 1)))
    assert len(parse_cards(container(["S5"] * MAX_CARDS))) == MAX_CARDS


def test_a_long_bad_token_is_cut_short_in_the_message():
    with pytest.raises(NotationError) as info:
        parse_cards(["S5", "x" * 100_000])
    assert info.value.position == 2
    assert len(str(info.value)) < 200


@pytest.mark.parametrize(
    ("hand", "decks", "message"),
    [
        (
            "S5 S5 S5",
            2,
            "'S5' appears 3 times (copy 3 at position 3), but a game with 2 decks has only 2 copies of each card",
        ),
        (
            "BJ S2 BJ",
            1,
            "'BJ' appears 2 times (copy 2 at position 3), but a game with 1 deck has only 1 copy of each card",
        ),
        (
            "H9 H9 H9 H9",
            3,
            "'H9' appears 4 times (copy 4 at position 4), but a game with 3 decks has only 3 copies of each card",
        ),
    ],
)
def test_more_copies_than_decks_is_too_many_copies(hand, decks, message):
    with pytest.raises(TooManyCopiesError) as info:
        check_copies(parse_cards(hand), decks)
    assert str(info.value) == message
    assert info.value.decks == decks


@pytest.mark.parametrize(("hand", "decks"), [("S5 S5", 2), ("S5 S5 S5", 3), ("BJ LJ", 1), ("", 1)])
def test_as_many_copies_as_decks_is_fine(hand, decks):
    check_copies(parse_cards(hand), decks)


@given(st.integers(min_value=1, max_value=3))
def test_a_whole_shoe_never_has_too_many_copies(decks):
    check_copies(shoe(decks), decks)
    with pytest.raises(TooManyCopiesError):
        check_copies((*shoe(decks), ONE_DECK[0]), decks)
