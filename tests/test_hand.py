"""One whole hand as a state machine (tractor_core.play.hand).

Sources: 002 (hand and kitty sizes: 1 deck 12 + 6, 2 decks 25 + 8, 3 decks 39 + 6), 003/004 (cards
drawn one at a time in play order; 庄家拿底牌……盖底牌; 由庄家开始……出牌; 每轮由上一轮获胜者先出),
000 (先亮者为庄家), 001 (首轮反主抢庄; 甩牌失败罚 20 分), 004 (反主炒底 in later hands), and the
kitty and level rules applied at the end (variants.md §1f, §1g).
"""

from collections import Counter

import pytest

from tractor_core.play.bots import RandomBot, SimpleBot, run_hand
from tractor_core.play.hand import Buried, Declared, Drew, Hand, HandSetup, Played
from tractor_core.rules.cards import Rank, card_points, shoe
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import FirstBanker, RuleSet


def dealt(rules: RuleSet, seed: int = 1, banker: int | None = 0) -> Hand:
    hand = Hand(HandSetup(rules, seed=seed, banker=banker))
    while hand.phase == "deal":
        hand.draw()
    return hand


def played(rules: RuleSet, seed: int, banker: int | None = 0, bot: type = RandomBot) -> Hand:
    hand = Hand(HandSetup(rules, seed=seed, banker=banker))
    return run_hand(hand, [bot(seed * 10 + s) for s in range(rules.players)])


@pytest.mark.parametrize(("decks", "hand_size", "kitty"), [(1, 12, 6), (2, 25, 8), (3, 39, 6)])
def test_deal_sizes_follow_002(decks, hand_size, kitty):
    hand = dealt(RuleSet(decks=decks))
    assert [len(h) for h in hand.hands] == [hand_size] * 4
    assert len(hand.kitty) == kitty
    assert hand.cards_in_play() == Counter(shoe(decks))


def test_cards_are_drawn_one_at_a_time_in_play_order_from_the_banker():
    hand = Hand(HandSetup(RuleSet(), seed=3, banker=2))
    seats = [hand.draw().seat for _ in range(6)]
    assert seats == [2, 3, 0, 1, 2, 3]


def deal_declaring_first_two(hand: Hand) -> int:
    """Draw the whole deal; the first player to draw a 2 declares it at once."""
    first = -1
    while hand.phase == "deal":
        drew = hand.draw()
        if first < 0 and drew.card.rank == Rank.TWO:
            hand.declare(drew.seat, [drew.card])
            first = drew.seat
    return first


def test_first_hand_banker_is_the_first_declarer_under_000():
    rules = preset("000")
    hand = Hand(HandSetup(rules, seed=5))
    first = deal_declaring_first_two(hand)
    closed = hand.close_bidding()
    assert closed.banker == first
    assert closed.rule == "hand.first-banker"


def test_first_hand_banker_is_the_winning_bid_under_winning_bid():
    rules = RuleSet(first_banker=FirstBanker.WINNING_BID)
    for seed in range(40):
        hand = played(rules, seed, banker=None)
        declared = [r for r in hand.log if isinstance(r, Declared)]
        if hand.phase == "done" and len({r.seat for r in declared}) > 1:
            assert hand.banker == declared[-1].seat
            return
    pytest.fail("no hand with two bidders in 40 seeds")


def test_first_hand_overturn_before_the_kitty_makes_the_overturner_banker_under_004():
    """Source 004, 反主反打: "反主需要在报主玩家（当前庄家）拿底牌之前进行。此时反主后，反主玩家变成当前庄家"."""
    rules = preset("004")
    for seed in range(60):
        hand = played(rules, seed, banker=None)
        declared = [r for r in hand.log if isinstance(r, Declared)]
        if hand.phase == "done" and len({r.seat for r in declared}) > 1:
            assert hand.banker == declared[-1].seat != declared[0].seat
            return
    pytest.fail("no 004 hand with an overturn by another seat in 60 seeds")


def test_later_hands_bids_set_trump_but_not_the_banker():
    for seed in range(10):
        hand = played(RuleSet(), seed, banker=3)
        if hand.phase == "done":
            assert hand.banker == 3


def test_banker_takes_the_kitty_and_buries_the_same_number():
    hand = Hand(HandSetup(RuleSet(), seed=2, banker=0))
    deal_declaring_first_two(hand)
    hand.close_bidding()
    banker = hand.banker
    assert banker == 0
    assert len(hand.hands[banker]) == 33
    with pytest.raises(IllegalPlayError, match="bury exactly 8"):
        hand.verify_bury(banker, hand.hands[banker][:7])
    assert not hand.can_bury(1, hand.hands[1][:8])
    record = hand.bury(banker, hand.hands[banker][:8])
    assert isinstance(record, Buried)
    assert len(hand.kitty) == 8
    assert hand.phase == "play"
    assert hand.to_act == banker


def test_playing_out_of_turn_is_illegal():
    hand = Hand(HandSetup(RuleSet(), seed=2, banker=0))
    deal_declaring_first_two(hand)
    hand.close_bidding()
    hand.bury(0, hand.hands[0][:8])
    assert not hand.can_play(1, hand.hands[1][:1])
    with pytest.raises(IllegalPlayError, match="It is South's turn, not East's"):
        hand.verify_play(1, hand.hands[1][:1])
    assert hand.check_play(1, hand.hands[1][:1]).rule == "hand.turn"


def test_banker_leads_the_first_trick_and_winners_lead_the_next():
    hand = played(RuleSet(), seed=4, banker=1)
    plays = [r for r in hand.log if isinstance(r, Played)]
    assert plays[0].seat == 1
    for first, trick in zip(hand.tricks, hand.tricks[1:], strict=False):
        assert trick.leader == first.winner


def test_failed_throw_plays_the_forced_unit_and_costs_the_001_penalty():
    rules = preset("001", decks=2)
    for seed in range(60):
        hand = played(rules, seed)
        failed = [r for r in hand.log if isinstance(r, Played) and r.rule.startswith("throw.fails")]
        if not failed:
            continue
        record = failed[0]
        assert record.penalty == 20
        assert len(record.cards) < len(record.attempted)
        assert Counter(record.cards) <= Counter(record.attempted)
        if hand.result is not None:
            team = hand.result.banker_team
            expected = sum(
                (r.penalty if r.seat in team else -r.penalty)
                for r in hand.log
                if isinstance(r, Played)
            )
            assert hand.result.penalties == expected
        return
    pytest.fail("no failed throw in 60 seeds")


def test_points_and_kitty_add_up_to_the_attackers_score():
    for seed in range(8):
        hand = played(RuleSet(), seed, bot=SimpleBot)
        result = hand.result
        assert result is not None
        assert sum(hand.won) + card_points(hand.kitty) == 200
        assert result.attacker_points == (
            result.trick_points + result.kitty.value.attackers_gain + result.penalties
        )


def test_004_kitty_theft_in_later_hands():
    rules = preset("004")
    for seed in range(80):
        hand = played(rules, seed, banker=0)
        thefts = [r for r in hand.log if isinstance(r, Declared) and r.phase == "theft"]
        if thefts:
            thief = thefts[0].seat
            index = hand.log.index(thefts[0])
            assert hand.log[index + 1] == Buried(thief, hand.log[index + 1].cards)  # type: ignore[union-attr]
            assert hand.banker == 0
            return
    pytest.fail("no kitty theft in 80 seeds")


def test_no_kitty_theft_in_the_first_hand_004():
    rules = preset("004")
    for seed in range(10):
        hand = played(rules, seed, banker=None)
        assert not [r for r in hand.log if isinstance(r, Declared) and r.phase == "theft"]


def test_replay_from_seed_and_log_gives_the_same_hand():
    for name in ("default", "004", "001"):
        hand = played(preset(name), seed=9, banker=1)
        again = Hand.replay(hand.setup, hand.log)
        assert again.state() == hand.state()


def test_replay_detects_a_changed_log():
    hand = played(RuleSet(), seed=9, banker=1)
    log = list(hand.log)
    first = log[0]
    assert isinstance(first, Drew)
    other = next(c for c in shoe(2) if c != first.card)
    log[0] = Drew(first.seat, other)
    with pytest.raises(IllegalPlayError, match="diverged"):
        Hand.replay(hand.setup, log)
