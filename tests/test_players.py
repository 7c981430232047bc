"""The careful computer player (tractor_core.play.players) and the slip counter (play.review).

The rules of thumb are tested on hand-made positions, where what the player may know is set up
exactly: the cards no seat shows are put in a kitty the player under test buried, so its unseen
cards are exactly the other hands. The issue behind them (issue 29, "the computer players blunder
about once a hand") names the slips: points added to a partner's trick an opponent then takes,
a point card played as the cheapest winner and lost, a banker calling a card it holds.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tractor_core.play.bots import RandomBot, SimpleBot, run_hand
from tractor_core.play.hand import Buried, Called, Hand, HandSetup, _Trick
from tractor_core.play.players import CarefulBot, advise, known_team, seen_by
from tractor_core.play.review import judge_follow, least_points_follow, slips
from tractor_core.rules.cards import Card, Rank, Suit, card_points, parse_cards, shoe
from tractor_core.rules.following import LegalFollows, check_follow
from tractor_core.rules.friends import FriendCall
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import parse_rules, rule_code
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import Trump, order_for

HEARTS_TWO = Trump(Rank.TWO, Suit.HEARTS)


def _rules(base: str = "default", **options: object) -> RuleSet:
    return parse_rules(rule_code(preset(base)), dict(options))


def table(
    hands: list[str],
    trick: list[str],
    leader: int,
    me: int,
    *,
    rules: RuleSet | None = None,
    banker: int = 0,
) -> Hand:
    """A hand in play: ``hands`` per seat (after their plays to ``trick``), ``me`` to act.

    Every other card of the shoe is in a kitty ``me`` buried, so ``me`` knows where it is.
    """
    rules = rules or _rules()
    hand = Hand(HandSetup(rules, seed=1, banker=banker))
    hand.trump = HEARTS_TWO
    hand.order = order_for(HEARTS_TWO, rules)
    hand.hands = [list(parse_cards(h)) for h in hands]
    plays = [tuple(parse_cards(p)) for p in trick]
    rest = Counter(shoe(rules.decks))
    for h in hand.hands:
        rest.subtract(h)
    for p in plays:
        rest.subtract(p)
    assert all(v >= 0 for v in rest.values()), "a card appears too often"
    hand.kitty = list((+rest).elements())
    hand.log = [Buried(me, tuple(hand.kitty))]
    hand.phase = "play"
    hand.trick = _Trick(leader, plays)
    hand.to_act = (leader + len(plays)) % rules.players
    assert hand.to_act == me
    return hand


def _codes(cards: tuple[Card, ...]) -> str:
    return " ".join(c.notation for c in cards)


# ---------------------------------------------------------------------------------- following
def test_it_adds_no_points_to_a_partners_trick_an_opponent_after_it_may_ruff() -> None:
    """Issue 29: "North put ♥K on your ♥A with West still to play; West ruffed for 20"."""
    # South (0) led ♠A, East (1) followed ♠3; North (2) holds ♠10 ♠4; West (3) has no spades
    # left unseen (every other spade is in the kitty North knows) but holds trumps.
    hand = table(["D3 D4", "D5 D6", "S10 S4 C3", "H3 H4 H5"], ["SA", "S3"], leader=0, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "S4"
    assert advice.kind == "hold"
    assert "West" in advice.why["en"]
    assert "西" in advice.why["zh"]


def test_it_adds_points_to_a_partners_trick_nobody_after_can_beat() -> None:
    hand = table(["D3 D4", "D5 D6", "S10 S4 C3", "S5 S6 C4"], ["SA", "S3"], leader=0, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "S10"
    assert advice.kind == "feed"
    assert "♠10" in advice.why["en"]
    assert "黑桃10" in advice.why["zh"]
    assert "South" in advice.why["en"]
    assert "南" in advice.why["zh"]


def test_it_does_not_win_with_a_point_card_an_opponent_after_it_may_overtake() -> None:
    """Issue 29: "a point card as the cheapest winner in 2nd or 3rd seat … and lose it"."""
    # East (1) led ♠9; North (2) holds ♠K ♠3; West (3), after North, may hold ♠A.
    hand = table(["C3 C4", "D5 D6", "SK S3 C5", "SA S5 C6"], ["S9"], leader=1, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "S3"
    assert advice.kind == "dump"


def test_it_wins_a_trick_holding_points_with_its_cheapest_sure_winner() -> None:
    # West (3) led ♠10, South (0) ♠3, East (1) ♠5; North (2) plays last with ♠A ♠Q ♠4.
    hand = table(["C3", "D5", "SA SQ S4", "C6"], ["S10", "S3", "S5"], leader=3, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "SQ"
    assert advice.kind == "win"
    assert "15" in advice.why["en"]
    assert "15" in advice.why["zh"]


def test_it_ruffs_with_its_lowest_trump_and_keeps_the_big_ones() -> None:
    # East (1) led ♠K (10 points); North (2), out of spades, holds the big joker and ♥3;
    # West (3) holds only diamonds: it can neither follow above ♠K nor ruff.
    hand = table(["C3 C4", "D5 D6", "BJ H3 C5", "D7 D8 D9"], ["SK"], leader=1, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "H3"
    assert advice.kind == "win"


def test_when_every_legal_follow_gives_points_it_gives_the_fewest() -> None:
    # East (1) led ♠A; North (2) holds only ♠K and ♠5 in spades: it must give 5 or 10.
    hand = table(["C3 C4", "D5 D6", "SK S5 C5", "S6 D8 D9"], ["SA"], leader=1, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "S5"
    assert advice.kind == "forced"


# ---------------------------------------------------------------------------------- leading
def test_it_throws_the_top_cards_of_a_suit_when_nothing_unseen_beats_them() -> None:
    # North (2) leads; every spade above ♠9 other than its own is in the kitty it buried, and no
    # other seat holds a trump: ♠A ♠K ♠Q stand as a throw.
    hand = table(["S5 S6 C3", "S7 C4 C5", "SA SK SQ D3", "S8 D4 D5"], [], leader=2, me=2)
    advice = advise(hand, 2)
    assert advice.kind == "lead-throw"
    assert sorted(_codes(advice.play).split()) == ["SA", "SK", "SQ"]
    played = hand.play(2, advice.play)
    assert played.penalty == 0
    assert played.cards == advice.play


def test_it_leads_a_pair_each_opponent_is_unlikely_to_beat_rather_than_give_the_lead_away() -> None:
    """Lead from strength: North's ♣Q ♣Q is beaten only by the ♣K ♣K, which East or West holds
    both of with a small chance from what North knows; waiting for a sure winner, it led ♦3 and
    gave the lead away."""
    hand = table(["SA S6 C3", "SK C4 C5", "CQ CQ S4 D3", "CK CK D5"], [], leader=2, me=2)
    advice = advise(hand, 2)
    assert _codes(advice.play) == "CQ CQ"
    assert advice.kind == "lead-strong"
    assert 0.03 < advice.risk < 0.5
    percent = round(100 * (1 - advice.risk))
    assert f"about {percent} times in 100" in advice.why["en"]
    assert f"大约能赢 {percent} 次" in advice.why["zh"]
    assert "strong" not in advice.why["en"]  # (a lead that loses a trick in five is not "strong")
    assert "♣Q" in advice.why["en"]
    assert "梅花Q" in advice.why["zh"]


def test_it_leads_a_low_card_without_points_when_it_has_no_sure_winner() -> None:
    hand = table(["SA S6 C3", "SK C4 C5", "SQ S3 D10 D3", "S8 DA D5"], [], leader=2, me=2)
    advice = advise(hand, 2)
    assert advice.kind == "lead-low"
    assert card_points(advice.play) == 0


# ---------------------------------------------------------------------------------- friends
@pytest.mark.parametrize(("decks", "players"), [(1, 5), (2, 5), (2, 6), (3, 6)])
def test_a_banker_calls_a_card_it_does_not_hold(decks: int, players: int) -> None:
    """Issue 29: "a computer banker calls an ace it holds and leads it itself, ending with no
    friend" (6 of 15 five-player hands). The careful banker calls cards it holds no copy of."""
    rules = _rules(decks=decks, players=players, partners="call_nth_played")
    for seed in range(1, 16):
        hand = Hand(HandSetup(rules, seed=seed, banker=seed % players))
        run_hand(hand, [CarefulBot(seed * 10 + s) for s in range(players)], _no_held_call)
        assert hand.calls, "the banker called"
        banker = seed % players
        # the banker never plays a card it called (it holds none): no call is spent on itself
        assert not any(c.card in _played_by(hand, banker) for c in hand.calls)


def _no_held_call(hand: Hand, record: object) -> None:
    if isinstance(record, Called):
        assert hand.banker is not None
        held = Counter(hand.hands[hand.banker])
        assert all(held[c.card] == 0 for c in record.calls), record


def _played_by(hand: Hand, seat: int) -> set[Card]:
    out: set[Card] = set()
    for trick in hand.tricks:
        out.update(trick.plays[(seat - trick.leader) % hand.players])
    return out


def test_a_holder_of_every_unplayed_copy_of_a_called_card_counts_itself_a_friend() -> None:
    rules = _rules(decks=1, players=5, partners="call_nth_played")
    hand = table(["C3", "D5", "SA C5", "D8", "D9"], [], leader=2, me=2, rules=rules)
    hand.calls = (_call("SA"),)
    assert known_team(hand, 2) == {0, 2}
    assert known_team(hand, 1) == {1}  # the call is open: East does not know the sides
    advice = advise(hand, 2)
    assert advice.kind == "lead-join"
    assert _codes(advice.play) == "SA"


def test_a_holder_of_a_called_card_with_copies_still_out_does_not_lead_it_to_join() -> None:
    """Joining by choice takes a seat from the attack: while another copy of the called card is
    unplayed, the holder is not sure to be the friend and plays the card as any other card."""
    rules = _rules(decks=2, players=6, partners="call_nth_played")
    hand = table(["C3", "D5", "SA C5 D9", "SA C6", "D8", "C9"], [], leader=2, me=2, rules=rules)
    hand.calls = (_call("SA"),)
    assert known_team(hand, 2) == {2}  # West (3) may play the other ♠A first
    advice = advise(hand, 2)
    assert advice.kind != "lead-join"
    assert Card.parse("SA") not in advice.play


def _call(card: str) -> FriendCall:
    return FriendCall(Card.parse(card), 1)


# ---------------------------------------------------------------------------------- whole hands
@pytest.mark.parametrize(
    ("decks", "players"), [(1, 4), (2, 4), (3, 6), (4, 6), (5, 8), (6, 6), (8, 8)]
)
def test_careful_players_play_seeded_whole_hands_legally_and_alike_per_seed(
    decks: int, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every play goes through ``Hand.play``, which refuses an illegal one; the same seeds give
    the same hand; at 4-8 decks the player never counts or lists every legal follow."""
    options: dict[str, object] = {"decks": decks, "players": players}
    if players != 4:
        options["partners"] = "call_nth_played"
    rules = _rules("default" if decks <= 3 else "shengji", **options)
    if decks > 3:

        def refuse(self: LegalFollows) -> int:
            raise AssertionError("counted every legal follow at 4-8 decks")

        monkeypatch.setattr(LegalFollows, "count", refuse)
        monkeypatch.setattr(LegalFollows, "__len__", refuse)
    logs = []
    for _ in range(2):
        hand = Hand(HandSetup(rules, seed=decks * 11, banker=1))
        run_hand(hand, [CarefulBot(100 + s) for s in range(players)])
        assert hand.phase in ("done", "redeal")
        logs.append(hand.log)
    assert logs[0] == logs[1]


def test_careful_players_give_away_fewer_points_than_simple_ones() -> None:
    """Over 20 seeded 2-deck hands (the benchmark runs 1,000): far fewer slips."""
    rules = _rules()
    counts = {}
    for kind in (SimpleBot, CarefulBot):
        total = 0
        for seed in range(1, 21):
            hand = run_hand(
                Hand(HandSetup(rules, seed=seed, banker=seed % 4)), [kind(s) for s in range(4)]
            )
            total += len(slips(hand))
        counts[kind.__name__] = total
    assert counts["CarefulBot"] * 5 <= counts["SimpleBot"], counts


# ---------------------------------------------------------------------------------- slips
ORDER = order_for(HEARTS_TWO, _rules())


def _p(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def test_a_point_card_fed_to_a_trick_an_opponent_ruffs_is_a_slip() -> None:
    # South led ♠A, East ♠3, North ♠10 (holding ♠4 too), West ruffed with ♥3: North gave 10.
    plays = [_p("SA"), _p("S3"), _p("S10"), _p("H3")]
    slip = judge_follow(plays, 0, 2, _p("S10 S4 C3"), {0, 2}, ORDER, trick=4)
    assert slip is not None
    assert (slip.seat, slip.winner, slip.given, slip.kept, slip.points) == (2, 3, 10, 10, 10)
    assert _codes(slip.better) == "S4"


def test_points_that_every_legal_follow_gives_are_no_slip() -> None:
    plays = [_p("SA"), _p("S3"), _p("S10"), _p("H3")]
    assert judge_follow(plays, 0, 2, _p("S10 SK C3"), {0, 2}, ORDER) is None
    # a trick the player's own side takes is no slip either
    assert (
        judge_follow([_p("SA"), _p("S3"), _p("S10"), _p("S4")], 0, 2, _p("S10 S4"), {0, 2}, ORDER)
        is None
    )


def test_a_slip_keeps_every_point_when_the_other_follow_would_have_won_the_trick() -> None:
    # East led ♠5; North played ♠10 and West took it with ♠J; ♠A (no points) would have won.
    plays = [_p("S5"), _p("S10"), _p("SJ"), _p("S3")]
    slip = judge_follow(plays, 1, 1, _p("S10 SA"), {0, 2}, ORDER)
    assert slip is not None
    assert (slip.given, slip.kept, _codes(slip.better)) == (10, 10, "SA")


def test_the_least_points_follow_is_legal_for_the_engine() -> None:
    lead = _p("S9 S9")
    cards = _p("SK SK S10 S4 S4 C5")
    least = least_points_follow(lead, cards, ORDER)
    assert check_follow(lead, cards, least, ORDER).value
    assert card_points(least) == 0
    assert _codes(least) == "S4 S4"


def test_the_slips_of_a_whole_hand_are_its_tricks_as_logged() -> None:
    rules = _rules()
    hand = run_hand(Hand(HandSetup(rules, seed=5, banker=1)), [RandomBot(s) for s in range(4)])
    assert hand.order is not None
    found = slips(hand)
    assert found
    for slip in found:
        trick = hand.tricks[slip.trick - 1]
        assert trick.winner == slip.winner
        assert trick.points == slip.points
        assert trick.plays[(slip.seat - trick.leader) % 4] == slip.played
        assert (slip.winner in hand.banker_team) != (slip.seat in hand.banker_team)
        assert card_points(slip.better) < slip.given


def test_what_a_seat_knows_is_its_hand_the_played_cards_and_the_voids_shown() -> None:
    hand = table(["D3 D4", "D5 D6", "S10 S4 C3", "H3 H4 H5"], ["SA", "H6"], leader=0, me=2)
    seen = seen_by(hand, 2)
    assert seen.voids[1] == {order_for(HEARTS_TWO, _rules()).suit_of(Card.parse("SA"))}
    assert sum(seen.unseen.values()) == seen.pool == 2 + 2 + 3
