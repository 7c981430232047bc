"""A whole match from 2 through A (tractor_core.play.match).

Sources: 000 (开局中，双方争庄，先亮者为庄家; 庄家升级时，下一副牌由其对家当庄家; 闲家上台时……庄家的下家当庄家),
001 (哪方先打过 A 算哪方胜), 004 (当一方升级超过A后，则再次循环到2), RY ("A must be defended").
"""

import pytest

from tractor_core.play.bots import Bot, RandomBot, SimpleBot
from tractor_core.play.match import Match
from tractor_core.rules.cards import Rank
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import MatchEnd, RuleSet


def bots(n: int = 4, kind: type = RandomBot) -> list[Bot]:
    return [kind(100 + s) for s in range(n)]


def test_match_starts_at_two_and_the_first_hand_decides_the_banker():
    match = Match(RuleSet(), seed=3)
    assert match.levels == (Rank.TWO,) * 4
    assert match.next_setup().banker is None
    outcome = match.play_hand(bots())
    if outcome.result is not None:
        assert match.banker == outcome.result.next_banker


def test_partners_share_levels_and_the_bank_rotates_as_000_says():
    match = Match(RuleSet(), seed=11)
    for _ in range(12):
        outcome = match.play_hand(bots())
        assert match.levels[0] == match.levels[2]
        assert match.levels[1] == match.levels[3]
        result = outcome.result
        if result is None:
            continue
        change = result.change.value
        if change.bank_changes:
            assert outcome.banker == (result.banker + 1) % 4
        else:
            assert outcome.banker == (result.banker + 2) % 4
        if match.over:
            break


def test_a_match_ends_when_a_side_gets_past_ace():
    match = Match(RuleSet(), seed=2)
    match.play(bots(kind=SimpleBot), max_hands=400)
    assert match.over
    last = match.outcomes[-1]
    assert last.winners is not None
    assert any(v.value.match_won for _, v in last.advances)
    # Defending A (the default) means the winners were the banker side at A.
    assert last.result is not None
    assert last.winners == last.result.banker_team
    with pytest.raises(IllegalPlayError, match="match is over"):
        match.new_hand()


def test_004_wraps_after_ace_and_never_ends():
    rules = preset("004")
    assert rules.match_end is MatchEnd.WRAP
    match = Match(rules, seed=4)
    match.play(bots(kind=SimpleBot), max_hands=60)
    assert not match.over
    assert len(match.outcomes) == 60


def test_finish_hand_triad():
    match = Match(RuleSet(), seed=1)
    hand = match.new_hand()
    assert not match.can_finish_hand(hand)
    with pytest.raises(IllegalPlayError, match="not over"):
        match.verify_finish_hand(hand)
    with pytest.raises(IllegalPlayError, match="open hand"):
        match.new_hand()
