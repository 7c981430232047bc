"""Finding friends (找朋友), both readings (variants.md §1h).

Sources: 000/001 part 2, Bianfeng 寻 rooms (挑选对家: 如果庄家自己有其中一张，则拿到另外一张的玩家为其对家，
如果庄自己没有该牌，则按出牌顺序，靠近庄家的有该牌的玩家和他是对家，如果庄家自己拿到2张该牌，则庄家一打三);
shengji.io FindingFriends (reference-engine.md: "the (skip+1)-th player to play this card joins").
"""

from tractor_core.play.bots import RandomBot, run_hand
from tractor_core.play.hand import Called, Hand, HandSetup, Played
from tractor_core.rules.cards import Card, Rank, Suit
from tractor_core.rules.friends import FriendCall, NthPlayedTracker, check_call, partner_by_holding
from tractor_core.rules.ruleset import Partners, RuleSet
from tractor_core.rules.trump_order import Trump, order_for

SA = Card.parse("SA")


def test_banker_holds_one_copy_the_holder_of_the_other_is_partner():
    v = partner_by_holding(SA, 0, ["SA C3", "D4", "H5", "SA"])
    assert v.value == 3
    assert v.rule == "friends.holder.other-copy"


def test_banker_holds_none_the_nearest_holder_in_play_order_is_partner():
    v = partner_by_holding(SA, 1, ["SA", "D4", "H5", "SA"])  # after seat 1: seats 2, 3, 0
    assert v.value == 3
    assert v.rule == "friends.holder.nearest"
    assert partner_by_holding(SA, 3, ["SA", "D4", "SA", "C2"]).value == 0


def test_banker_holds_both_plays_one_against_three():
    v = partner_by_holding(SA, 0, ["SA SA", "D4", "H5", "C9"])
    assert v.value is None
    assert v.rule == "friends.holder.banker-holds-all"


def test_called_card_in_the_kitty_leaves_the_banker_alone():
    assert partner_by_holding(SA, 0, ["SA", "D4", "H5", "C9"]).rule == "friends.holder.none"


def test_nth_played_player_joins():
    tracker = NthPlayedTracker((FriendCall(SA, 2),), banker=0)
    assert tracker.observe(1, [SA]) == []
    joined = tracker.observe(3, [SA])
    assert [v.value for v in joined] == [3]
    assert joined[0].rule == "friends.nth-played"
    assert tracker.team == {0, 3}


def test_nth_played_by_the_banker_uses_up_the_call():
    tracker = NthPlayedTracker((FriendCall(SA, 1),), banker=0)
    assert [v.value for v in tracker.observe(0, [SA])] == [None]
    assert tracker.observe(2, [SA]) == []
    assert tracker.team == {0}


def test_call_must_be_a_side_card_within_the_deck_count():
    rules = RuleSet(players=5, partners=Partners.CALL_NTH_PLAYED)
    order = order_for(Trump(Rank.TWO, Suit.SPADES), rules)
    assert check_call((FriendCall(Card.parse("HA"), 1),), order).value
    assert not check_call((FriendCall(SA, 1),), order).value  # spades are trumps
    assert not check_call((FriendCall(Card.parse("HA"), 3),), order).value
    fixed = order_for(Trump(Rank.TWO, Suit.SPADES), RuleSet())
    assert not check_call((FriendCall(Card.parse("HA"), 1),), fixed).value


def _play(rules: RuleSet, seed: int) -> Hand:
    hand = Hand(HandSetup(rules, seed=seed, banker=0))
    return run_hand(hand, [RandomBot(seed * 10 + s) for s in range(rules.players)])


def test_holder_nearest_partner_fixed_by_the_call_and_revealed_when_played():
    rules = RuleSet(partners=Partners.CALL_HOLDER_NEAREST)
    for seed in range(12):
        hand = _play(rules, seed)
        if hand.phase != "done":
            continue
        called = next(r for r in hand.log if isinstance(r, Called))
        assert hand.banker_team == frozenset({0, *called.partners})
        revealed = {s for r in hand.log if isinstance(r, Played) for s in r.joins}
        assert revealed <= set(called.partners)
        for seat in called.partners:
            played_card = any(
                isinstance(r, Played) and r.seat == seat and called.calls[0].card in r.cards
                for r in hand.log
            )
            assert (seat in revealed) == played_card


def test_nth_played_team_is_the_joiners():
    rules = RuleSet(players=6, partners=Partners.CALL_NTH_PLAYED)
    for seed in range(6):
        hand = _play(rules, seed)
        joins = {s for r in hand.log if isinstance(r, Played) for s in r.joins}
        assert hand.banker_team == frozenset({0, *joins})
        assert len(joins) <= 2
