"""shengji.io's rainbows (``rainbows``, its ``CompoundFormats { rainbows: Option<usize> }``).

Source: shengji.io ``mechanics/src/trick.rs`` (github:rbtying/shengji): ``try_rainbow_format``,
``TrickFormat::is_legal_play``, ``Trick::play_cards`` (the rainbow throw check),
``compute_rainbow_winner`` and ``rainbow_play_combo``; its default (``CompoundFormats::default()``,
rainbows off) in ``core/src/settings.rs``; the settings screen (``frontend/src/Initialize.tsx``:
4 or more, 2 × decks + 1 suggested). The tests named ``test_rainbow_*`` and
``test_multi_rainbow_*`` in that file are ported here one by one, under the same names; shengji.io's
``Trump::NoTrump { number: None }`` is this engine's NT rank (``Trump.parse("NT", None)``).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from tests.conftest import notations, order
from tractor_core.api.judge import ask
from tractor_core.play.bots import random_follow
from tractor_core.rules.cards import Rank, parse_cards, shoe
from tractor_core.rules.errors import IllegalPlayError, RuleConflictError
from tractor_core.rules.following import RainbowFollows, check_follow, legal_follows
from tractor_core.rules.kitty import kitty_multiplier
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.rainbows import play_ranks
from tractor_core.rules.rule_codes import rule_code, rules_from_code
from tractor_core.rules.throwing import check_throw, verify_lead
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import TrumpOrder


def four_spade(**overrides: object) -> TrumpOrder:
    """shengji.io's FOUR_SPADE_TRUMP (level 4, spades trump), rainbows of 4 or more."""
    return order("shengji", "4", "S", **{"rainbows": 4, **overrides})


def no_trump(**overrides: object) -> TrumpOrder:
    """shengji.io's ``Trump::NoTrump { number: None }``: the NT rank, every suit a side suit."""
    return order("shengji", "NT", None, **{"rainbows": 4, **overrides})


# ---------------------------------------------------------------- the option and its default
def test_rainbows_are_off_by_default_in_every_preset() -> None:
    """settings.rs: ``compound_formats: CompoundFormats::default()`` (rainbows: None)."""
    assert all(p.rules.rainbows is None for p in PRESETS)


def test_rainbow_disabled_by_default() -> None:
    """trick.rs test_rainbow_disabled_by_default: without rainbows, 5♣ 5♦ 5♥ 5♠ is refused."""
    with pytest.raises(IllegalPlayError, match="not one suit"):
        verify_lead("C5 D5 H5 S5", order("shengji", "4", "S"))


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"rainbows": 3}, "rainbows=3: expected null (no rainbows) or 4 to 8 with 2 decks"),
        ({"rainbows": 9}, "rainbows=9: expected null (no rainbows) or 4 to 8 with 2 decks"),
        ({"rainbows": 4, "kitty_multiplier": "four_per_pair"}, "has no pair or tractor"),
    ],
)
def test_rainbows_out_of_range_or_with_a_pair_table_are_refused(
    options: dict[str, object], words: str
) -> None:
    """Initialize.tsx takes 4 or more; one rank has 4 × decks cards; the kitty tables of 002 and
    004 count pairs and tractors, which a rainbow has not (shengji.io counts its unit size)."""
    with pytest.raises(RuleConflictError, match=words.replace("(", r"\(").replace(")", r"\)")):
        preset("shengji", **options)


def test_a_rainbow_rule_code_round_trips_and_the_presets_keep_their_codes() -> None:
    """rainbows is appended to version 3's options table: the presets' codes do not change."""
    rules = preset("shengji", rainbows=5)
    code = rule_code(rules)
    assert code.startswith("t3.shengji.")
    assert rules_from_code(code) == rules
    assert rules_from_code("t3.shengji.f5id") == preset("shengji")


# ---------------------------------------------------------------- reading a lead
def test_rainbow_detection_valid() -> None:
    """trick.rs test_rainbow_detection_valid: 5♣ 5♦ 5♥ 5♠ with 4♠ trump (5♠ is a trump: clubs,
    diamonds, hearts and trumps are 4 effective suits)."""
    verdict = verify_lead("C5 D5 H5 S5", four_spade())
    assert verdict.value is None  # no one suit
    assert verdict.rule == "lead.rainbow"
    assert check_throw("C5 D5 H5 S5", ["C2", "C3", "C4"], four_spade()).value.succeeds


def test_rainbow_detection_too_few_cards() -> None:
    """trick.rs test_rainbow_detection_too_few_cards: 3 cards, below 4, are refused."""
    with pytest.raises(IllegalPlayError, match="or a rainbow: each rank led at least 4 cards"):
        verify_lead("C5 D5 H5", four_spade())


def test_rainbow_detection_too_few_suits() -> None:
    """trick.rs test_rainbow_detection_too_few_suits: 5♣ × 4 is a one-suit lead, not a rainbow."""
    verdict = verify_lead("C5 C5 C5 C5", four_spade(decks=4))
    assert verdict.rule == "lead.one-suit"


def test_rainbow_detection_mixed_numbers() -> None:
    """trick.rs test_rainbow_detection_mixed_numbers: 5♣ 6♦ 5♥ 5♠ is refused."""
    with pytest.raises(IllegalPlayError, match="not one suit"):
        verify_lead("C5 D6 H5 S5", four_spade())


def test_a_joker_spoils_a_rainbow() -> None:
    """try_rainbow_format: ``card.number()?`` (a joker has none) rejects the whole lead."""
    with pytest.raises(IllegalPlayError):
        verify_lead("C5 D5 H5 S5 BJ", four_spade())


def test_the_level_rank_never_makes_a_rainbow() -> None:
    """try_rainbow_format counts effective suits: the level cards are all trumps (one suit)."""
    verdict = verify_lead("C4 D4 H4 S4", four_spade())
    assert verdict.rule == "lead.one-suit"


def test_every_rank_led_needs_n_cards() -> None:
    """try_rainbow_format: ``group.len() < min_cards`` rejects: n counts per rank."""
    five = four_spade(rainbows=5)
    with pytest.raises(IllegalPlayError, match="at least 5 cards"):
        verify_lead("C5 D5 H5 S5", five)
    assert verify_lead("C5 C5 D5 H5 S5", five).rule == "lead.rainbow"
    with pytest.raises(IllegalPlayError):  # the 8s have only 4
        verify_lead("C5 C5 D5 H5 S5 C8 D8 H8 S8", five)


def test_judge_reads_a_rainbow_lead() -> None:
    answer = ask(
        {
            "id": "r",
            "kind": "decompose",
            "rules": {"preset": "shengji", "rainbows": 4},
            "trump": {"level": "NT", "suit": None},
            "input": {"cards": "C5 D5 H5 S5 C8 D8 H8 S8"},
        }
    )
    assert answer["rule"] == "lead.rainbow"
    assert answer["answer"]["rainbow"] is True
    assert answer["answer"]["units"] == [["S5", "H5", "C5", "D5"], ["S8", "H8", "C8", "D8"]]


# ---------------------------------------------------------------- the winner
def test_rainbow_winner_higher_number_wins() -> None:
    """trick.rs test_rainbow_winner_higher_number_wins: 6s beat 5s, 3s and 2s."""
    plays = ["C5 D5 H5 S5", "C6 D6 H6 S6", "C3 D3 H3 S3", "C2 D2 H2 S2"]
    verdict = trick_winner(plays, no_trump())
    assert (verdict.value, verdict.rule) == (1, "trick.rainbow")


def test_rainbow_winner_leader_wins_if_no_higher_rainbow() -> None:
    """trick.rs test_rainbow_winner_leader_wins_if_no_higher_rainbow (three decks here: three
    players hold the same mixed cards)."""
    nt = no_trump(decks=3)
    lead, mixed = "C8 D8 H8 S8", "C3 D4 H5 S6"
    hand = f"{mixed} {mixed}"  # whatever else the hand holds, no four of one rank
    verdict = check_follow(lead, hand, mixed, nt)
    assert (verdict.value, verdict.rule) == (True, "follow.rainbow.none-held")
    assert trick_winner([lead, mixed, mixed, mixed], nt).value == 0


def test_rainbow_must_play_rainbow_if_available() -> None:
    """trick.rs test_rainbow_must_play_rainbow_if_available: holding four 6s, mixed cards are
    refused; the 6s are legal and win."""
    nt, lead, hand = no_trump(), "C5 D5 H5 S5", "C6 D6 H6 S6 C3 D4 H7 S9"
    refused = check_follow(lead, hand, "C3 D4 H7 S9", nt)
    assert (refused.value, refused.rule) == (False, "follow.rainbow")
    assert refused.details["required"] == ["C6", "D6", "H6", "S6"]
    assert check_follow(lead, hand, "C6 D6 H6 S6", nt).value
    assert trick_winner([lead, "C6 D6 H6 S6"], nt).value == 1


def test_rainbow_no_rainbow_available_anything_legal() -> None:
    """trick.rs test_rainbow_no_rainbow_available_anything_legal."""
    nt = no_trump()
    assert check_follow("C5 D5 H5 S5", "C3 D4 H7 S9", "C3 D4 H7 S9", nt).value
    assert trick_winner(["C5 D5 H5 S5", "C3 D4 H7 S9"], nt).value == 0


def test_the_same_rank_in_any_suits_answers_a_rainbow() -> None:
    """can_satisfy_rainbow_units counts cards by number only: four spade 6s (4 decks) answer."""
    nt = no_trump(decks=4)
    assert check_follow("C5 D5 H5 S5", "S6 S6 S6 S6 C2", "C2 S6 S6 S6", nt).value is False
    assert trick_winner(["C5 D5 H5 S5", "S6 S6 S6 S6"], nt).value == 1


def test_bombs_do_not_count_against_a_rainbow() -> None:
    """compute_winner returns compute_rainbow_winner before looking at bombs: four 3s lose."""
    nt = no_trump(decks=4, bombs="allow_bombs")
    assert trick_winner(["C5 D5 H5 S5", "C3 C3 C3 C3"], nt).value == 0


def test_rank_order_not_trump_order_decides() -> None:
    """rainbow_play_combo compares ``Number``s (2 low, A high): level 4's 4s (trumps) read as 4."""
    verdict = trick_winner(["C5 D5 H5 S5", "C4 D4 H4 S4"], four_spade())
    assert verdict.value == 0


def test_the_greedy_reading_of_a_play_is_shengji_ios() -> None:
    """rainbow_play_combo: the largest group first takes the highest rank with cards enough, so
    8 aces and 6 kings read as nothing against groups of 6, 4 and 4 (A takes the 6)."""
    aces_kings = parse_cards("CA CA DA DA HA HA SA SA CK CK DK DK HK HK")
    assert play_ranks(aces_kings, [6, 4, 4]) is None
    assert play_ranks(aces_kings, [4, 4, 6]) is None
    assert play_ranks(parse_cards("C5 D5 H5 S5 C8 D8 H8 S8"), [4, 4]) == (Rank.EIGHT, Rank.FIVE)


# ---------------------------------------------------------------- throws
def test_multi_rainbow_throw_detection() -> None:
    """trick.rs test_multi_rainbow_throw_detection: 5s and 8s stand against 2s and 3s."""
    result = check_throw("C5 D5 H5 S5 C8 D8 H8 S8", ["C2 D2 H2 S2 C3 D3 H3 S3"], no_trump())
    assert result.rule == "throw.rainbow.succeeds"
    assert result.value.succeeds
    assert [notations(g.cards) for g in result.value.rainbow] == [
        ["S5", "H5", "C5", "D5"],
        ["S8", "H8", "C8", "D8"],
    ]


def test_multi_rainbow_throw_follower_must_play_rainbows() -> None:
    """trick.rs test_multi_rainbow_throw_follower_must_play_rainbows: 2s and 3s follow, and
    [8, 5] beats [3, 2]."""
    nt = no_trump()
    lead, hand = "C5 D5 H5 S5 C8 D8 H8 S8", "C2 D2 H2 S2 C3 D3 H3 S3"
    assert check_follow(lead, hand, hand, nt).value
    verdict = trick_winner([lead, hand], nt)
    assert verdict.value == 0
    assert verdict.details["rulings"][1]["ranks"] == ["3", "2"]


def test_multi_rainbow_is_legal_play_obligation() -> None:
    """trick.rs test_multi_rainbow_is_legal_play_obligation."""
    nt, lead = no_trump(), "C5 D5 H5 S5 C8 D8 H8 S8"
    can = "C2 D2 H2 S2 C3 D3 H3 S3"
    assert check_follow(lead, can, can, nt).value
    short = "C2 D2 H2 C3 D3 H3 C6 D7"
    verdict = check_follow(lead, short, short, nt)
    assert (verdict.value, verdict.rule) == (True, "follow.rainbow.none-held")


def test_multi_rainbow_throw_invalidated_when_beatable() -> None:
    """trick.rs test_multi_rainbow_throw_invalidated_when_beatable: four 9s beat both ranks;
    one rank is played (shengji.io: the first, the 5s)."""
    verdict = check_throw("C5 D5 H5 S5 C8 D8 H8 S8", ["C9 D9 H9 S9 C2 D3 H4 S7"], no_trump())
    assert verdict.rule == "throw.rainbow.fails"
    assert not verdict.value.succeeds
    assert notations(verdict.value.forced or ()) == ["S5", "H5", "C5", "D5"]
    assert verdict.value.blocked_by == 1


@pytest.mark.parametrize(
    ("forced_unit", "forced"),
    [
        ("first_blocker", ["S8", "H8", "C8", "D8"]),  # seat 1 beats only the 8s
        ("lowest_failing", ["S5", "H5", "C5", "C5", "D5"]),
        ("smallest_unit", ["S8", "H8", "C8", "D8"]),
    ],
)
def test_a_failed_rainbow_throw_forces_the_rank_forced_unit_chooses(
    forced_unit: str, forced: list[str]
) -> None:
    """play_cards: a rank is beaten by as many cards of a higher rank; seat 1's four 9s beat the
    four 8s but not the five 5s, seat 2's five 6s beat the 5s. shengji.io (first_blocker) forces
    the first beating seat's lowest beaten rank; the other readings choose among all."""
    rules = no_trump(rainbows=4, forced_unit=forced_unit)
    verdict = check_throw(
        "C5 C5 D5 H5 S5 C8 D8 H8 S8", ["C9 D9 H9 S9", "C6 C6 D6 H6 S6", "C2"], rules
    )
    assert notations(verdict.value.forced or ()) == forced
    assert len(verdict.details["blockers"]) == 2


def test_judge_answers_a_rainbow_throw_with_its_penalty() -> None:
    answer = ask(
        {
            "id": "t",
            "kind": "throw",
            "rules": {"preset": "shengji", "rainbows": 4, "throw_penalty": "ten_points"},
            "trump": {"level": "NT", "suit": None},
            "input": {"lead": "C5 D5 H5 S5 C8 D8 H8 S8", "others": ["C9 D9 H9 S9"]},
        }
    )
    assert answer["answer"] == {
        "succeeds": False,
        "forced": ["S5", "H5", "C5", "D5"],
        "blocked_by": 1,
        "penalty": 10,
        "rainbow": True,
    }


# ---------------------------------------------------------------- every legal follow
def brute_force(lead: str, hand: str, rules: TrumpOrder) -> set[tuple[str, ...]]:
    cards = parse_cards(hand)
    out = set()
    for combo in itertools.combinations(range(len(cards)), len(parse_cards(lead))):
        play = [cards[i] for i in combo]
        if check_follow(lead, cards, play, rules).value:
            out.add(tuple(sorted(c.notation for c in play)))
    return out


def test_legal_follows_to_a_rainbow_agree_with_judging_every_play() -> None:
    """Counting, listing and nth agree with check_follow on seeded random hands (2 decks)."""
    rng = random.Random(27)
    nt = no_trump(rainbows=4)
    leads = ["C5 D5 H5 S5", "C5 D5 H5 S5 C8 D8 H8 S8", "C7 C7 D7 H7 S7"]
    deck = shoe(2)
    for i in range(60):
        lead = leads[i % len(leads)]
        rest = list((Counter(deck) - Counter(parse_cards(lead))).elements())
        pool = [c for c in rest if c.rank in (Rank.TWO, Rank.NINE, Rank.KING) or rng.random() < 0.1]
        hand = " ".join(c.notation for c in rng.sample(pool, 11))
        follows = legal_follows(lead, hand, nt)
        assert isinstance(follows, RainbowFollows)
        expected = brute_force(lead, hand, nt)
        listed = [tuple(sorted(c.notation for c in p)) for p in follows]
        assert set(listed) == expected, hand
        assert len(listed) == len(expected) == follows.count()
        for k in range(0, follows.count(), 7):
            assert tuple(sorted(c.notation for c in follows.nth(k))) == listed[k]


def test_two_groups_may_share_a_rank() -> None:
    """rainbow_units_assignable takes a rank again while it has cards: eight aces answer 5s + 8s."""
    nt = no_trump()
    lead, hand = "C5 D5 H5 S5 C8 D8 H8 S8", "CA CA DA DA HA HA SA SA C2"
    assert not check_follow(lead, hand, "CA CA DA DA HA HA SA C2", nt).value
    follows = legal_follows(lead, hand, nt)
    assert follows.count() == 1
    assert [notations(p) for p in follows] == [["SA", "SA", "HA", "HA", "CA", "CA", "DA", "DA"]]


def test_a_bot_follows_a_rainbow_legally() -> None:
    """The bots' suit shortcut does not apply: a rainbow has no suit (random_follow)."""
    nt = no_trump()
    lead = parse_cards("C5 D5 H5 S5")
    hand = parse_cards("C5 C6 D6 H6 S6 C3 D4 H7")  # one club of the lead's ranks, four 6s
    for seed in range(10):
        play = random_follow(lead, hand, nt, random.Random(seed))
        assert check_follow(lead, hand, play, nt).value


def test_a_rainbow_last_trick_multiplies_the_kitty_by_its_group() -> None:
    """play_phase.rs: Times is 2 × largest_trick_unit_size, Power 2 ** it; a rainbow of five
    cards counts 5."""
    lead = "C5 C5 D5 H5 S5"
    assert kitty_multiplier(lead, no_trump()).value == 10
    assert kitty_multiplier(lead, no_trump(kitty_multiplier="power_of_two")).value == 32
