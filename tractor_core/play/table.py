"""A table of players: what each seat must answer during a hand, and the driver that asks them.

:class:`Bot` is the protocol a seat answers (the computer players of :mod:`tractor_core.play.bots`
follow it); :func:`run_hand` drives a :class:`~tractor_core.play.hand.Hand` to its end with one
player per seat. :mod:`tractor_core.play.match` plays a match through this module, so it does not
depend on any particular player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from tractor_core.play.hand import Hand, Record
from tractor_core.rules.cards import Card
from tractor_core.rules.friends import FriendCall

__all__ = ["Bot", "run_hand"]


class Bot(Protocol):
    """What a seat must answer during a hand."""

    def declare(self, hand: Hand, seat: int) -> tuple[Card, ...] | None:
        """A bid to show now, or None."""

    def bury(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """The cards to bury (``kitty_size`` of them)."""

    def call(self, hand: Hand, seat: int) -> tuple[FriendCall, ...]:
        """Friend calls (called-partner rules only)."""

    def play(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """A lead or a legal follow."""


def run_hand(
    hand: Hand,
    bots: Sequence[Bot],
    after_action: Callable[[Hand, Record], None] | None = None,
) -> Hand:
    """Drive ``hand`` to its end (``done`` or ``redeal``) with one bot per seat.

    During the deal the player who drew a level card or a joker may bid; after the deal every
    player in turn may bid until a full round passes; the kitty holder buries; in the theft round
    each player in turn may overturn; the banker calls friends; then the tricks are played.
    ``after_action(hand, record)`` is called after every action (tests check invariants there).
    """
    level = hand.level
    check = after_action or _no_check
    while True:
        phase = hand.phase
        if phase == "deal":
            drew = hand.draw()
            check(hand, drew)
            if drew.card.is_joker or drew.card.rank == level:
                bid = bots[drew.seat].declare(hand, drew.seat)
                if bid is not None:
                    check(hand, hand.declare(drew.seat, bid))
        elif phase == "after_deal":
            quiet = 0
            seat = hand.start
            while quiet < hand.players:
                bid = bots[seat].declare(hand, seat)
                if bid is not None and hand.can_declare(seat, bid):
                    check(hand, hand.declare(seat, bid))
                    quiet = 0
                else:
                    quiet += 1
                seat = (seat + 1) % hand.players
            check(hand, hand.close_bidding())
        elif phase == "bury":
            holder = hand.kitty_holder
            assert holder is not None
            check(hand, hand.bury(holder, bots[holder].bury(hand, holder)))
        elif phase == "theft":
            seat = hand.to_act
            bid = bots[seat].declare(hand, seat)
            if bid is not None and hand.can_declare(seat, bid):
                check(hand, hand.declare(seat, bid))
            else:
                check(hand, hand.pass_theft(seat))
        elif phase == "call":
            banker = hand.banker
            assert banker is not None
            check(hand, hand.call_friends(banker, bots[banker].call(hand, banker)))
        elif phase == "play":
            seat = hand.to_act
            check(hand, hand.play(seat, bots[seat].play(hand, seat)))
        else:
            return hand


def _no_check(hand: Hand, record: Record) -> None:
    """The default ``after_action``: nothing."""
