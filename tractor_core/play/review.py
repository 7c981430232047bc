"""Points given away: follows that fed the other side points a legal follow kept.

The practice review and the bots benchmark's "blunders" both count these.

A **slip** is a follow (not a lead) by a seat whose side did not take the trick, holding point
cards, when another legal follow held fewer points, the other plays of the trick unchanged. All of
it is the engine's own judgment: which follows are legal
(:func:`~tractor_core.rules.following.legal_follows`, :func:`~tractor_core.rules.following.check_follow`)
and who wins the trick, with the play and with the other follow
(:func:`~tractor_core.rules.trick.trick_winner`); the sides are the hand's true sides at its end
(:attr:`~tractor_core.play.hand.Hand.banker_team`). The follow with the fewest points is found
exactly (:func:`least_points_follow`); if with it the trick would have gone to the seat's own
side, every point of the play was lost, else the difference.

Leads are not judged (another lead changes every follow), nor plays that could have won the
trick with as many points or more (the later plays would change too).

>>> from tractor_core.rules.presets import preset
>>> from tractor_core.play.hand import HandSetup
>>> from tractor_core.play.bots import SimpleBot, run_hand
>>> setup = HandSetup(preset("default"), seed=3, banker=0)
>>> hand = run_hand(Hand(setup), [SimpleBot(s) for s in range(4)])
>>> found = slips(hand)
>>> all(0 < s.kept <= s.given and s.winner != s.seat for s in found), len(found) > 0
(True, True)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tractor_core.play.hand import Hand, Played
from tractor_core.rules.cards import Card, card_points
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.ruleset import DrawPolicy
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import TrumpOrder

__all__ = ["LISTED_FOLLOWS", "Slip", "judge_follow", "least_points_follow", "slips"]

#: Where following suit binds more than the suit (pairs, tractors), the follows are listed; at
#: most this many (1-3 decks never come near it in practice; 4-8 decks may).
LISTED_FOLLOWS = 20_000


@dataclass(frozen=True, slots=True)
class Slip:
    """A follow that gave the other side points a legal follow kept (see the module docstring)."""

    trick: int
    """The trick's number in the hand, from 1."""
    seat: int
    played: tuple[Card, ...]
    better: tuple[Card, ...]
    """A legal follow with the fewest points."""
    given: int
    """The points of the play (all went to the trick's winner)."""
    kept: int
    """How many of them the better follow kept from the other side."""
    winner: int
    """The seat that took the trick."""
    points: int
    """The trick's points."""


def least_points_follow(
    lead: Sequence[Card], cards: Sequence[Card], order: TrumpOrder, limit: int = LISTED_FOLLOWS
) -> tuple[Card, ...]:
    """A legal follow to ``lead`` from ``cards`` with the fewest points (the engine's rules).

        When only following suit binds (the hand holds no more of the led suit than the lead's size,
        the lead is all different single cards, or ``draw_policy`` is ``suit_only``) it is built
        directly: as many led-suit cards as owed, the fewest points first; otherwise the legal follows
        are listed (at most ``limit``, :data:`LISTED_FOLLOWS` by default). Either way the engine judges
    it.
    """
    n = len(lead)
    suit_at = order.suit_at
    suit = suit_at[lead[0].code]

    def key(c: Card) -> tuple[int, int]:
        return (c.points, order.power(c))

    suit_cards = sorted((c for c in cards if suit_at[c.code] is suit), key=key)
    if (
        len(suit_cards) <= n
        or len(set(lead)) == n
        or order.rules.draw_policy is DrawPolicy.SUIT_ONLY
    ):
        others = sorted((c for c in cards if suit_at[c.code] is not suit), key=key)
        built = (*suit_cards[:n], *others[: max(0, n - len(suit_cards))])
        if check_follow(tuple(lead), tuple(cards), built, order).value:
            return built
    follows = legal_follows(tuple(lead), tuple(cards), order)
    return min(itertools.islice(iter(follows), limit), key=card_points)


def slips(hand: Hand, seats: Iterable[int] | None = None) -> list[Slip]:
    """The slips of a finished hand (of ``seats``, or every seat), in the order played.

    The hand is replayed from its setup and log to see each seat's cards before each follow.
    """
    if hand.result is None or hand.order is None:
        return []
    wanted = set(range(hand.players) if seats is None else seats)
    team = hand.banker_team
    order = hand.order
    replay = Hand(hand.setup)
    out: list[Slip] = []
    pending: list[tuple[int, tuple[Card, ...], int, tuple[Card, ...]]] = []
    for record in hand.log:
        if (
            isinstance(record, Played)
            and replay.trick is not None
            and replay.trick.plays
            and record.seat in wanted
            and card_points(record.cards)
        ):
            index = len(replay.trick.plays)
            pending.append((index, tuple(replay.hands[record.seat]), record.seat, record.cards))
        replay.apply(record)
        if isinstance(record, Played) and record.winner is not None:
            trick = replay.tricks[-1]
            out += _judge(trick.plays, trick.leader, len(replay.tricks), pending, team, order)
            pending = []
    return out


def _judge(  # noqa: PLR0917 - the finished trick and the follows waiting for it
    plays: tuple[tuple[Card, ...], ...],
    leader: int,
    number: int,
    pending: list[tuple[int, tuple[Card, ...], int, tuple[Card, ...]]],
    team: frozenset[int],
    order: TrumpOrder,
) -> list[Slip]:
    out = []
    for index, cards, _seat, _played in pending:
        slip = judge_follow(plays, leader, index, cards, team, order, trick=number)
        if slip is not None:
            out.append(slip)
    return out


def judge_follow(  # noqa: PLR0917 - a finished trick, one follow in it, and the sides
    plays: Sequence[Sequence[Card]],
    leader: int,
    index: int,
    cards: Sequence[Card],
    team: Iterable[int],
    order: TrumpOrder,
    *,
    trick: int = 0,
) -> Slip | None:
    """Is the follow ``plays[index]`` of a finished trick a slip (see the module docstring)?

    ``cards`` is the follower's hand before it played, ``team`` the banker's side, ``leader`` the
    seat that led (seats count from it in play order).
    """
    trick_plays = [tuple(p) for p in plays]
    n = len(trick_plays)
    side = frozenset(team)
    seat = (leader + index) % n
    winner = (leader + trick_winner(trick_plays, order).value) % n
    played = trick_plays[index]
    given = card_points(played)
    if index == 0 or not given or (winner in side) == (seat in side):
        return None
    better = least_points_follow(trick_plays[0], cards, order)
    least = card_points(better)
    if least >= given:
        return None
    other = list(trick_plays)
    other[index] = better
    other_winner = (leader + trick_winner(other, order).value) % n
    kept = given if (other_winner in side) == (seat in side) else given - least
    points = card_points(c for p in trick_plays for c in p)
    return Slip(trick, seat, played, better, given, kept, winner, points)
