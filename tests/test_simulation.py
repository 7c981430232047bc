"""Seeded simulated hands with invariants checked after every action (STYLE.md: pgx api_test).

Invariants (every source: 5 = 5, 10 and K = 10 points; 002: 100/200/300 points for 1/2/3 decks):

* after every action: no card appears or vanishes (the sizes of hands, kitty, undealt stock, open
  trick and finished tricks add up to the shoe); every finished trick has exactly one winner, a
  seat of the table, and the next trick is led by it;
* at the end of every hand: the cards are exactly the shoe (as a multiset); trick points plus
  kitty points are 100 per deck; the banker team matches the log (partners opposite, the
  ``Called`` partners, or the friends who joined); the attackers' points equal the log's trick
  points won by non-banker seats plus the kitty capture plus the throw penalties;
* on a sample of hands (every ``REPLAY_EVERY``-th): the hand replayed from its seed and log has the
  same state, and every follow in it passes :func:`~tractor_core.rules.following.check_follow` on its own
  (independently of the hand's fast path).

Runtime: the default run plays ``TRACTOR_SIM_HANDS`` = 10,000 hands across presets, deck counts
and partner rules, with these checks after every action (about 2-4 minutes on one core; see
``benchmarks/hands.py`` for the engine's speed). Set a smaller ``TRACTOR_SIM_HANDS`` for a quick
local run.
"""

import os
from collections import Counter
from typing import Any

import pytest

from tractor_core.play.bots import RandomBot, SimpleBot, run_hand
from tractor_core.play.hand import Called, Hand, Played, Record
from tractor_core.play.match import Match
from tractor_core.play.simulate import simulate
from tractor_core.rules.cards import card_points, shoe
from tractor_core.rules.following import check_follow
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import Partners, RuleSet

TOTAL = int(os.environ.get("TRACTOR_SIM_HANDS", "10000"))
REPLAY_EVERY = 25

CONFIGS: list[tuple[str, dict[str, object], type]] = [
    ("default", {"decks": 1}, RandomBot),
    ("default", {}, RandomBot),
    ("default", {"decks": 3}, RandomBot),
    ("000", {}, RandomBot),
    ("001", {}, RandomBot),
    ("001", {"decks": 2}, RandomBot),
    ("002", {"decks": 1}, RandomBot),
    ("003", {}, RandomBot),
    ("004", {}, RandomBot),
    ("shengji", {}, RandomBot),
    ("default", {"partners": "call_holder_nearest"}, RandomBot),
    ("default", {"players": 5, "partners": "call_nth_played"}, RandomBot),
    ("shengji", {"players": 6, "partners": "call_holder_nearest", "decks": 3}, RandomBot),
    ("004", {}, SimpleBot),
    ("default", {}, SimpleBot),
    ("default", {"decks": 1, "players": 5, "partners": "call_holder_nearest"}, SimpleBot),
    ("default", {"players": 6, "partners": "call_holder_nearest"}, SimpleBot),
]


def check_action(hand: Hand, record: Record) -> None:
    decks = hand.rules.decks
    size = sum(len(h) for h in hand.hands) + len(hand.kitty)
    if hand.phase == "deal":
        size += len(hand._stock) - sum(len(h) for h in hand.hands)
    if hand.trick is not None:
        size += sum(len(p) for p in hand.trick.plays)
    size += sum(len(p) for t in hand.tricks for p in t.plays)
    assert size == 54 * decks, record
    if isinstance(record, Played) and record.winner is not None:
        trick = hand.tricks[-1]
        assert 0 <= record.winner < hand.players
        assert trick.winner == record.winner
        assert len(trick.plays) == hand.players
        if hand.trick is not None:
            assert hand.trick.leader == record.winner
            assert hand.to_act == record.winner


def check_end(hand: Hand) -> None:
    rules = hand.rules
    assert hand.cards_in_play() == Counter(shoe(rules.decks))
    if hand.phase == "redeal":
        return
    result = hand.result
    assert result is not None
    assert sum(hand.won) + card_points(hand.kitty) == 100 * rules.decks
    team = result.banker_team
    if rules.partners is Partners.FIXED:
        assert team == frozenset(s for s in range(hand.players) if (s - result.banker) % 2 == 0)
    elif rules.partners is Partners.CALL_HOLDER_NEAREST:
        called = next(r for r in hand.log if isinstance(r, Called))
        assert team == frozenset({result.banker, *called.partners})
    else:
        joins = {s for r in hand.log if isinstance(r, Played) for s in r.joins}
        assert team == frozenset({result.banker, *joins})
    plays = [r for r in hand.log if isinstance(r, Played)]
    winners = [r for r in plays if r.winner is not None]
    assert len(winners) == len(hand.tricks)
    trick_points = sum(r.points for r in winners if r.winner not in team)
    penalties = sum(r.penalty if r.seat in team else -r.penalty for r in plays)
    assert result.trick_points == trick_points
    assert result.attacker_points == trick_points + result.kitty.value.attackers_gain + penalties


def check_replay(hand: Hand) -> None:
    again = Hand(hand.setup)
    for record in hand.log:
        if isinstance(record, Played) and again.trick is not None and again.trick.plays:
            assert again.order is not None
            lead = again.trick.plays[0]
            verdict = check_follow(lead, again.hands[record.seat], record.cards, again.order)
            assert verdict.value, verdict.reason
        assert again.apply(record) == record
    assert again.state() == hand.state()


def _play_checked(name: str, overrides: dict[str, Any], bot: type, hands: int) -> None:
    """Play ``hands`` seeded hands of preset ``name``, checking every invariant."""
    rules: RuleSet = preset(name, **overrides)
    bots = [bot(1000 + s) for s in range(rules.players)]
    played = 0
    match_seed = 0
    match = Match(rules, seed=match_seed)
    while played < hands:
        if match.over or len(match.outcomes) >= 40:
            match_seed += 1
            match = Match(rules, seed=match_seed)
        hand = match.new_hand()
        run_hand(hand, bots, check_action)
        match.finish_hand(hand)
        check_end(hand)
        if hand.phase == "done":
            played += 1
            if played % REPLAY_EVERY == 1:
                check_replay(hand)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "overrides", "bot"), CONFIGS)
def test_seeded_hands_keep_every_invariant(name, overrides, bot):
    _play_checked(name, overrides, bot, max(20, TOTAL // len(CONFIGS)))


@pytest.mark.parametrize(("name", "overrides", "bot"), CONFIGS)
def test_a_few_seeded_hands_keep_every_invariant(name, overrides, bot):
    """The same checks on 2 hands per configuration, for ``make check``'s fast loop."""
    _play_checked(name, overrides, bot, 2)


def test_invariant_checks_can_fail():
    """The checks are not vacuous: a hand with a card removed, or a wrong score, fails them."""
    rules = RuleSet()
    match = Match(rules, seed=1)
    hand = run_hand(match.new_hand(), [RandomBot(s) for s in range(4)])
    if hand.phase == "redeal":
        pytest.skip("redeal")
    check_end(hand)
    hand.kitty.pop()
    with pytest.raises(AssertionError):
        check_end(hand)


@pytest.mark.parametrize(
    ("overrides", "seed", "hands"),
    [
        ({"decks": 1, "players": 5}, 3, 5),  # the banker held every side ace: nothing to call
        ({"decks": 1, "players": 5}, 2, 15),
        ({"decks": 2, "players": 6}, 18, 50),  # two calls owed, one ace lacking
    ],
)
def test_simple_bot_calls_the_highest_side_card_it_lacks_when_it_holds_every_ace(
    overrides, seed, hands
):
    rules = preset("default", partners="call_holder_nearest", **overrides)
    summary = simulate(hands, seed, rules, bot="simple")  # raised IllegalPlayError before
    assert summary.hands == hands
