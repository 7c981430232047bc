"""Four to eight decks, as shengji.io plays them (github rbtying/shengji).

The five sources stop at three decks; shengji.io lets a table use any number of decks up to twice
the players (core/src/settings.rs ``set_num_decks``). The ``shengji`` preset takes 4-8 decks and
4-10 players; the other presets refuse them and name the option that has no 4-deck meaning.

Sources cited per test: mechanics/src/ordered_card.rs (``test_subsequent_decomposition_ordering``,
``test_find_tuple_partitions``), mechanics/src/trick.rs (``TrickFormat::is_legal_play``,
``test_legal_play_pairs``, ``test_longer_tuple_guard_requires_enough_genuine_tuples``),
core/src/game_state/initialize_phase.rs (the derived kitty), mechanics/src/scoring.rs
(``step_size``: 20 points per deck).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from tests.conftest import order
from tests.reference_follow import order_of, reference_follows_wide, wide_positions
from tractor_core.rules.cards import Card, parse_cards, shoe
from tractor_core.rules.combinations import decompose, is_tractor
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.kitty import kitty_multiplier
from tractor_core.rules.ladder import full_ordering, ladder, partitions
from tractor_core.rules.levels import level_change
from tractor_core.rules.presets import preset
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import TrumpOrder


# ------------------------------------------------------------------ the rule set
@pytest.mark.parametrize("decks", [4, 5, 6, 7, 8])
def test_shengji_preset_takes_four_to_eight_decks(decks: int) -> None:
    """shengji.io: any number of decks (settings.rs ``set_num_decks``); 8 is the engine's top."""
    rules = preset("shengji", decks=decks, players=8)
    assert rules.max_tuple == decks
    assert len(shoe(decks)) == 54 * decks


@pytest.mark.parametrize("name", ["default", "000", "001", "002", "003", "004"])
def test_other_presets_refuse_more_than_three_decks_naming_the_option(name: str) -> None:
    """The sources' level tables and kitty formulas are defined for 1-3 decks only."""
    with pytest.raises(RuleConflictError, match=r"decks=4: (level_table|kitty_multiplier)="):
        preset(name, decks=4)


def test_nine_decks_and_eleven_players_are_refused() -> None:
    with pytest.raises(RuleConflictError, match="decks=9: expected 1 to 8"):
        preset("shengji", decks=9)
    with pytest.raises(RuleConflictError, match="players=11: expected 4 to 10"):
        preset("shengji", decks=4, players=11)
    with pytest.raises(RuleConflictError, match="7 to 10 players need 4 or more decks"):
        preset("shengji", decks=3, players=8)


def test_type_order_and_the_002_titanic_ladder_refuse_wide_decks() -> None:
    """002's forced-unit order (tractor, triple, pair) and Titanic ladder have no quads."""
    with pytest.raises(RuleConflictError, match="forced_unit='type_order'"):
        preset("shengji", decks=4, forced_unit="type_order")
    with pytest.raises(RuleConflictError, match="titanic_follow='002'"):
        preset("shengji", decks=4, titanic_follow="002")


@pytest.mark.parametrize(
    ("decks", "players", "kitty", "hand"),
    [
        (4, 4, 8, 52),  # 216 % 4 = 0 -> 4, under 5 -> 8
        (4, 6, 6, 35),  # 216 % 6 = 0 -> 6
        (4, 8, 8, 26),
        (5, 10, 10, 26),  # 270 % 10 = 0 -> 10
        (6, 8, 12, 39),  # 324 % 8 = 4 -> under 5 -> 12
        (8, 10, 12, 42),  # 432 % 10 = 2 -> under 5 -> 12
        (7, 7, 7, 53),  # 378 % 7 = 0 -> 7 (called partners: odd tables)
    ],
)
def test_kitty_and_hand_sizes_are_derived_as_shengji_io_does(
    decks: int, players: int, kitty: int, hand: int
) -> None:
    """initialize_phase.rs: kitty = cards mod players (0 -> players), plus players if under 5."""
    partners = {"partners": "call_nth_played"} if players % 2 else {}
    rules = preset("shengji", decks=decks, players=players, **partners)
    assert rules.effective_kitty_size == kitty
    assert rules.hand_size == hand
    assert rules.hand_size * players + kitty == 54 * decks


@pytest.mark.parametrize(
    ("decks", "points", "side", "levels"),
    [
        (4, 240, "attackers", 1),
        (4, 235, "attackers", 0),
        (4, 395, "attackers", 2),
        (4, 75, "banker", 2),
        (8, 480, "attackers", 1),
        (8, 0, "banker", 3),
    ],
)
def test_level_step_is_twenty_points_per_deck(
    decks: int, points: int, side: str, levels: int
) -> None:
    """scoring.rs ``step_size``: num_decks x step_size_per_deck (20): 80 with 4 decks, 160 with 8."""
    rules = preset("shengji", decks=decks, players=8)
    assert rules.effective_level_step == 20 * decks
    change = level_change(points, rules).value
    assert (change.side, change.levels) == (side, levels)


# ------------------------------------------------------------------ units
def test_four_identical_cards_are_a_quad() -> None:
    """With 4 decks a unit is up to 4 identical cards (a quad, shengji.io's ``Repeated`` count 4)."""
    four = order("shengji", "9", "H", decks=4)
    verdict = decompose("SK SK SK SK", four)
    (unit,) = verdict.value
    assert (unit.width, unit.length) == (4, 1)
    assert verdict.rule == "combo.wide-tuple"
    assert "quad" in verdict.reason
    with pytest.raises(ValueError, match="only 3 copies"):
        decompose("SK SK SK SK", order("shengji", "9", "H", decks=3))


def test_adjacent_quads_are_a_tractor_of_quads() -> None:
    four = order("shengji", "9", "H", decks=4)
    verdict = is_tractor("SK SK SK SK SQ SQ SQ SQ", four)
    assert verdict.value
    assert "tractor of quads" in verdict.reason
    assert "四同张" in verdict.reason_zh
    assert not is_tractor("SK SK SK SK SQ SQ SQ", four).value  # unequal widths


def test_kitty_multiplier_counts_a_tractor_of_quads_by_its_size() -> None:
    """shengji.io KittyPenalty::Times: 2 x the size of the largest unit (8 cards -> x16)."""
    four = order("shengji", "9", "H", decks=4)
    assert kitty_multiplier("SK SK SK SK SQ SQ SQ SQ", four).value == 16
    assert kitty_multiplier("S5 S5 S5 S5 S5", order("shengji", "9", "H", decks=5)).value == 10


# ------------------------------------------------------------------ the ladder
def test_tuple_partitions_are_shengji_io_find_tuple_partitions() -> None:
    """ordered_card.rs ``test_find_tuple_partitions``: 4 -> [4], [3,1], [2,2], [2,1,1], [1,1,1,1]."""
    assert partitions(4) == ((4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1))
    assert len(partitions(8)) == 22


# ordered_card.rs test_subsequent_decomposition_ordering: f = include new adjacency, g = not.
SUBSEQUENT = [
    (((2,),), True, [((1,), (1,))]),
    (((3,),), True, [((2,), (1,)), ((1,), (1,), (1,))]),
    (
        ((4,),),
        True,
        [((3,), (1,)), ((2, 2),), ((2,), (2,)), ((2,), (1,), (1,)), ((1,), (1,), (1,), (1,))],
    ),
    (
        ((4,),),
        False,
        [((3,), (1,)), ((2,), (2,)), ((2,), (1,), (1,)), ((1,), (1,), (1,), (1,))],
    ),
    (((2, 2),), True, [((2,), (2,)), ((2,), (1,), (1,)), ((1,), (1,), (1,), (1,))]),
    (((2,), (2,)), True, [((2,), (1,), (1,)), ((1,), (1,), (1,), (1,))]),
    (((2,), (2,)), False, [((2,), (1,), (1,)), ((1,), (1,), (1,), (1,))]),
]


@pytest.mark.parametrize(("units", "adjacency", "expected"), SUBSEQUENT)
def test_follow_ladder_is_shengji_io_subsequent_decomposition_ordering(
    units: tuple[tuple[int, ...], ...], adjacency: bool, expected: list[object]
) -> None:
    """The ladder after the lead's own shape, as shengji.io's own test lists it."""
    steps = ladder(units, adjacency)
    assert steps[0] == tuple(sorted(units, reverse=True))
    assert steps[1:] == expected


def test_ladder_of_a_tractor_of_quads_starts_as_shengji_io_lists_it() -> None:
    """ordered_card.rs ``test_subsequent_decomposition_ordering``, the [[4, 4]] case."""
    assert ladder(((4, 4),))[1:16] == [
        ((4,), (4,)),
        ((4, 3), (1,)),
        ((3, 4), (1,)),
        ((4,), (3,), (1,)),
        ((4, 2, 2),),
        ((2, 4, 2),),
        ((2, 2, 4),),
        ((4, 2), (2,)),
        ((2, 4), (2,)),
        ((4,), (2, 2)),
        ((4,), (2,), (2,)),
        ((4, 2), (1,), (1,)),
        ((2, 4), (1,), (1,)),
        ((4,), (2,), (1,), (1,)),
        ((4,), (1,), (1,), (1,), (1,)),
    ]
    # shengji.io's list has 47 rungs after the lead's own shape, ending in eight singles
    assert len(ladder(((4, 4),))) == 1 + 47
    assert ladder(((4, 4),))[-2:] == [((2,), (1,), (1,), (1,), (1,), (1,), (1,)), ((1,),) * 8]
    assert full_ordering(4)[0] == ((4,),)


# ------------------------------------------------------------------ following
FOUR = ("shengji", "9", "H")


@pytest.mark.parametrize(
    ("hand", "play", "legal"),
    [
        # a triple and a single before two pairs: the ladder's second step
        ("S3 S3 S3 S4 S7 S7 S8 S8", "S3 S3 S3 S4", True),
        ("S3 S3 S3 S4 S7 S7 S8 S8", "S3 S3 S3 S7", True),
        ("S3 S3 S3 S4 S7 S7 S8 S8", "S7 S7 S8 S8", False),
        # no triple: a tractor of pairs before two loose pairs
        ("S3 S3 S4 S4 S7 S7 S9", "S3 S3 S4 S4", True),
        ("S3 S3 S4 S4 S7 S7 S9", "S3 S3 S7 S7", False),
        # no tractor: two pairs before a pair and two singles
        ("S3 S3 S7 S7 S8 S10", "S3 S3 S7 S7", True),
        ("S3 S3 S7 S7 S8 S10", "S3 S3 S8 S10", False),
        # a quad held answers a quad
        ("S3 S3 S3 S3 S4 S5 S6", "S3 S3 S3 S3", True),
        ("S3 S3 S3 S3 S4 S5 S6", "S3 S3 S3 S4", False),
    ],
)
def test_a_led_quad_is_followed_down_shengji_io_ladder(hand: str, play: str, legal: bool) -> None:
    """trick.rs ``is_legal_play`` with the ordered_card.rs ladder of a quad."""
    verdict = check_follow("SK SK SK SK", hand, play, order(*FOUR, decks=4))
    assert verdict.value is legal, verdict.reason
    assert verdict.rule == "follow.wide-ladder"
    if not legal:
        assert verdict.details["required"]


def test_only_draw_tractor_on_tractor_never_asks_a_quad_for_a_tractor_of_pairs() -> None:
    """ordered_card.rs: with include_new_adjacency false, [[4]] skips [[2, 2]]."""
    rules = order(*FOUR, decks=4, draw_policy="only_draw_tractor_on_tractor")
    assert check_follow("SK SK SK SK", "S3 S3 S4 S4 S7 S7 S9", "S3 S3 S7 S7", rules).value
    default = order(*FOUR, decks=4)
    assert not check_follow("SK SK SK SK", "S3 S3 S4 S4 S7 S7 S9", "S3 S3 S7 S7", default).value


def test_protected_quads_are_not_split_for_a_pair() -> None:
    """trick.rs ``test_legal_play_pairs``, "we don't break longer tuples if that's not required",
    with a quad: pair led, S2 x4 S3 S5 held -> S3 S5 legal when protected, not otherwise."""
    protected = order(*FOUR, decks=4, draw_policy="longer_tuples_protected")
    hand = "S2 S2 S2 S2 S3 S5"
    assert check_follow("SK SK", hand, "S3 S5", protected).value
    assert not check_follow("SK SK", hand, "S3 S5", order(*FOUR, decks=4)).value


def test_a_quad_does_not_stand_in_for_pairs_kept_back() -> None:
    """trick.rs longer-tuple guard: two pairs led, protected, S3 x4 held with the genuine pairs
    S7 S7 and S8 S8: the quad played for both pair slots is refused, the pairs are owed."""
    protected = order(*FOUR, decks=4, draw_policy="longer_tuples_protected")
    hand = "S3 S3 S3 S3 S7 S7 S8 S8"
    bad = check_follow("SK SK SJ SJ", hand, "S3 S3 S3 S3", protected)
    assert not bad.value
    assert bad.rule == "follow.pairs.protected"
    assert check_follow("SK SK SJ SJ", hand, "S7 S7 S8 S8", protected).value


def test_the_guard_needs_enough_genuine_pairs_for_every_slot_a_quad_fills() -> None:
    """trick.rs ``test_longer_tuple_guard_requires_enough_genuine_tuples``: with one genuine pair
    kept back the quad standing in for two pair slots is legal (the rest cannot fill both)."""
    protected = order(*FOUR, decks=4, draw_policy="longer_tuples_protected")
    assert check_follow("SK SK SJ SJ", "S3 S3 S3 S3 S7 S7 S8", "S3 S3 S3 S3", protected).value


def test_short_of_the_suit_the_ladder_is_not_consulted() -> None:
    """follow.suit: fewer cards of the suit than led -> all of them, then anything."""
    verdict = check_follow("SK SK SK SK", "S3 S3 C4 C5 C6", "S3 S3 C4 C5", order(*FOUR, decks=4))
    assert verdict.value
    assert verdict.rule == "follow.suit"


def test_legal_follows_lists_exactly_the_plays_the_ladder_lets_stand() -> None:
    four = order(*FOUR, decks=4)
    follows = legal_follows("SK SK SK SK", "S3 S3 S3 S4 S7 S7 S8 S8 C2", four)
    plays = {" ".join(c.notation for c in p) for p in follows}
    assert plays == {"S8 S3 S3 S3", "S7 S3 S3 S3", "S4 S3 S3 S3"}
    assert follows.count() == 3


def _key(cards: object) -> tuple[str, ...]:
    return tuple(sorted(c.notation for c in parse_cards(cards)))  # type: ignore[arg-type]


def test_engine_agrees_with_the_brute_force_reference_on_wide_positions() -> None:
    """tests/reference_follow.py ``reference_follows_wide`` (brute-force filling of each rung)
    against the engine's legal follows, on seeded 4-8 deck positions of every draw policy."""
    checked = 0
    for position in wide_positions(80, seed=4040):
        rules = order_of(position)
        lead, hand = parse_cards(position["lead"]), parse_cards(position["hand"])
        expected = {_key(p) for p in reference_follows_wide(lead, hand, rules)}
        got = {_key(p) for p in legal_follows(lead, hand, rules)}
        assert got == expected, position
        checked += 1
    assert checked == 80


# ------------------------------------------------------------------ tricks and throws
def test_a_higher_quad_beats_a_led_quad_and_a_triple_with_a_single_does_not() -> None:
    four = order(*FOUR, decks=4)
    assert trick_winner(["S5 S5 S5 S5", "SA SA SA SA", "S8 S8 S8 S7"], four).value == 1
    assert trick_winner(["S5 S5 S5 S5", "SA SA SA SK", "S8 S8 S8 S8"], four).value == 2


def test_a_trump_quad_ruffs_a_side_suit_quad() -> None:
    four = order(*FOUR, decks=4)
    assert trick_winner(["SA SA SA SA", "H3 H3 H3 H3", "S3 S3 S3 S3"], four).value == 1


def test_a_throw_with_a_quad_fails_to_a_higher_quad() -> None:
    """A thrown unit fails to any same-shaped unit above it in another hand (throw.*)."""
    four = order(*FOUR, decks=4)
    lead = "SA SQ SQ SQ SQ"
    assert not check_throw(lead, ["SK SK SK SK C2"], four).value.succeeds
    assert check_throw(lead, ["SK SK SK SJ C2"], four).value.succeeds


def test_random_wide_tricks_always_have_a_winner() -> None:
    """Seeded 6-deck tricks: every lead of one suit and plays of its size get a winner."""
    rng = random.Random(66)
    six = order("shengji", "5", "S", decks=6, players=8)
    pool = list(shoe(6))
    for _ in range(30):
        rng.shuffle(pool)
        suit_cards = [c for c in pool[:200] if c.suit is not None and c.suit.value == "D"]
        card = rng.choice(suit_cards)
        lead = [card] * 5
        rest = list(pool)
        for _ in lead:  # the lead's copies come from the shoe: a possible position
            rest.remove(card)
        drawn = rng.sample(rest, 15)
        plays = [lead] + [drawn[i : i + 5] for i in range(0, 15, 5)]
        assert trick_winner(plays, six).value in range(4)


# ------------------------------------------------------------------ whole hands
@pytest.mark.parametrize(
    ("decks", "players", "bot"), [(4, 8, "random"), (6, 10, "simple"), (4, 4, "simple")]
)
def test_whole_hands_play_out_with_wide_decks(decks: int, players: int, bot: str) -> None:
    """The hand machine deals, bids, buries, plays and scores 4-8 deck hands: every card once."""
    from tractor_core.play.simulate import simulate  # noqa: PLC0415 - the slowest import here

    rules = preset("shengji", decks=decks, players=players)
    ended: list[int] = []

    def check(hand: object) -> None:
        ended.append(1)

    summary = simulate(1, seed=decks * 100 + players, rules=rules, bot=bot, on_hand=check)
    assert summary.to_dict()["hands"] == 1
    assert ended


def test_simulate_cli_takes_wide_decks(capsys: pytest.CaptureFixture[str]) -> None:
    from tests.conftest import run_cli  # noqa: PLC0415

    code, out, _ = run_cli(
        ["simulate", "--rules", "shengji", "--decks", "5", "--players", "8", "--hands", "1"],
        capsys,
    )
    assert code == 0
    assert "follow.wide-ladder" in out or "follow.suit" in out
    code, _, err = run_cli(["simulate", "--rules", "004", "--decks", "4", "--hands", "1"], capsys)
    assert code == 2
    assert "decks=4" in err


# ------------------------------------------------------------------ throws and bids
def test_a_failed_wide_throw_forces_the_first_blockers_smallest_beaten_unit() -> None:
    """shengji.io (forced_unit='first_blocker'): SA + SQ x4 against SK x4 forces the quad."""
    four = order(*FOUR, decks=4)
    verdict = check_throw("SA SQ SQ SQ SQ", ["SK SK SK SK C2"], four)
    assert verdict.value.forced == tuple(parse_cards("SQ SQ SQ SQ"))
    assert verdict.rule == "throw.fails.first-blocker"
    assert "quad" in verdict.reason


def test_four_level_cards_overturn_three_with_four_decks() -> None:
    """shengji.io JokerOrGreaterLength: a bid of more level cards beats one of fewer; with 4
    decks a bid may hold up to 4 level cards."""
    from tractor_core.rules.cards import Rank  # noqa: PLC0415
    from tractor_core.rules.declaring import check_bid  # noqa: PLC0415

    rules = preset("shengji", decks=4, players=8)
    three = check_bid("H9 H9 H9", 0, Rank.NINE, rules)
    assert three.value
    four = check_bid("S9 S9 S9 S9", 1, Rank.NINE, rules, history=[three.details["bid"]])
    assert four.value, four.reason
    short = check_bid("S9 S9", 1, Rank.NINE, rules, history=[three.details["bid"]])
    assert not short.value


def _every_multiset_judged(
    lead: tuple[Card, ...], hand: tuple[Card, ...], rules: TrumpOrder
) -> set[tuple[str, ...]]:
    """Every distinct multiset of the hand of the lead's size that check_follow accepts."""
    return {
        key
        for key in {_key(c) for c in itertools.combinations(hand, len(lead))}
        if check_follow(lead, hand, key, rules).value
    }


@pytest.mark.parametrize("bombs", ["no_bombs", "allow_bombs", "allow_bombs_suit_following"])
def test_legal_follows_are_exactly_the_plays_check_follow_accepts_on_wide_positions(
    bombs: str,
) -> None:
    """Issue #12: the wide follows are no longer found by judging every multiset of the suit
    (exponential) but from the placements of the ladder's requirements the hand can reach
    (``LegalFollows._ladder_follows``). On seeded 4-8 deck positions of every draw policy, with
    each bomb rule, the set must still be exactly the plays :func:`check_follow` (shengji.io
    trick.rs ``is_legal_play``) accepts, and ``count()`` its size."""
    checked = 0
    for position in wide_positions(120, seed=7070 + len(bombs)):
        position["overrides"]["bombs"] = bombs
        rules = order_of(position)
        lead, hand = parse_cards(position["lead"]), parse_cards(position["hand"])
        follows = legal_follows(lead, hand, rules)
        got = [_key(p) for p in follows]
        assert len(got) == len(set(got)) == follows.count(), position
        assert set(got) == _every_multiset_judged(lead, hand, rules), position
        checked += 1
    assert checked == 120


@pytest.mark.parametrize(
    "policy", ["no_protections", "longer_tuples_protected", "only_draw_tractor_on_tractor"]
)
def test_a_tractor_of_quads_against_a_long_holding_agrees_with_check_follow(policy: str) -> None:
    """Deep holdings (up to 8 copies, 16 cards of the suit) that the seeded positions above do
    not reach: 8 decks, a tractor of quads led, checked against every multiset judged."""
    rng = random.Random(policy)
    rules = order("shengji", "2", "H", decks=8, draw_policy=policy)
    ranks = ["5", "6", "7", "8", "9", "10"]
    for _ in range(6):
        hand: list[str] = []
        while len(hand) < 16:
            hand += ["S" + rng.choice(ranks)] * rng.randint(1, 5)
        held = Counter(hand)
        hand = [c for c, n in held.items() for _ in range(min(n, 8))][:16]
        lead = parse_cards("S3 S3 S3 S3 S4 S4 S4 S4")
        cards = parse_cards(hand)
        got = {_key(p) for p in legal_follows(lead, cards, rules)}
        assert got == _every_multiset_judged(lead, cards, rules), hand
