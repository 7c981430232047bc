"""A whole match (一场): hands from level 2 up through A, with must-defend ranks and the end rule.

Rules applied (variants.md §1g-§1h):

* everyone starts at 2; the first hand's banker is decided by the bids (``first_banker``: 000 先亮者
  为庄家, or the winning bid, 001 首轮反主抢庄);
* after each hand the side that goes up advances with :func:`~tractor_core.rules.levels.advance`: the
  banker side ``as_banker=True``, the attackers ``as_banker=False``, so a must-defend rank
  (``must_defend``, default A) is never jumped and is left only by winning it as banker;
* the match ends under ``match_end``: ``defend_ace`` / ``pass_ace`` when a side goes past A;
  ``wrap`` (004) never ends (past A the count goes back to 2), so :meth:`Match.play` takes a
  ``max_hands``;
* the next banker is the hand's :attr:`~tractor_core.play.hand.HandResult.next_banker` (the partner
  when the banker side goes up, the 下家 when the attackers take over); a redeal keeps the banker.

Levels are kept per seat: with fixed partners both partners always share a level; with called
friends (找朋友) every player has their own level, and the banker's level is played.

>>> from tractor_core.rules.presets import preset
>>> from tractor_core.play.bots import RandomBot
>>> match = Match(preset("default"), seed=1)
>>> outcome = match.play_hand([RandomBot(s) for s in range(4)])
>>> outcome.number, len(match.outcomes)
(1, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tractor_core.play.hand import Hand, HandResult, HandSetup, Record
from tractor_core.play.table import Bot, run_hand
from tractor_core.rules.cards import Rank
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.levels import Advance, advance
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import Level
from tractor_core.rules.verdict import Verdict

__all__ = ["HandOutcome", "Match"]


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """The record of one hand in a match: its setup and log, its score and what it changed."""

    number: int
    setup: HandSetup
    log: tuple[Record, ...]
    result: HandResult | None
    """None for a redeal."""
    levels: tuple[Level, ...]
    """Every seat's level after the hand (``None``: shengji.io's NT rank past A)."""
    banker: int | None
    """The next hand's banker (None while the first banker is still to be decided)."""
    advances: tuple[tuple[int, Verdict[Advance]], ...]
    """(seat, verdict) for each seat that moved (or was held by a must-defend rank)."""
    winners: frozenset[int] | None
    """The seats that won the match with this hand, if it ended the match."""


class Match:
    """A match: a sequence of hands between the same players. Mutated only by its actions."""

    def __init__(self, rules: RuleSet, seed: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self.levels: tuple[Level, ...] = (Rank.TWO,) * rules.players
        self.banker: int | None = None
        self.outcomes: list[HandOutcome] = []
        self.winners: frozenset[int] | None = None
        self._open: Hand | None = None

    @property
    def over(self) -> bool:
        """True once a side has won the match."""
        return self.winners is not None

    def next_setup(self) -> HandSetup:
        """Setup of the next hand: a seed derived from the match seed and the hand number."""
        number = len(self.outcomes) + 1
        return HandSetup(
            self.rules, seed=self.seed * 1_000_003 + number, levels=self.levels, banker=self.banker
        )

    # ---------------------------------------------------------------------------- new hand
    def verify_new_hand(self) -> None:
        """Raise if the match is over or a hand is still open."""
        if self.over:
            msg = f"the match is over: seats {sorted(self.winners or ())} won"
            raise IllegalPlayError(msg)
        if self._open is not None:
            msg = "finish the open hand first"
            raise IllegalPlayError(msg)

    def can_new_hand(self) -> bool:
        """True if a new hand can start."""
        return not self.over and self._open is None

    def new_hand(self) -> Hand:
        """Start the next hand."""
        self.verify_new_hand()
        self._open = Hand(self.next_setup())
        return self._open

    # ---------------------------------------------------------------------------- finish
    def verify_finish_hand(self, hand: Hand) -> None:
        """Raise unless ``hand`` is this match's open hand and it is over (done or redeal)."""
        if hand is not self._open:
            msg = "that hand is not this match's open hand"
            raise IllegalPlayError(msg)
        if hand.phase not in ("done", "redeal"):
            msg = f"the hand is not over (phase {hand.phase!r})"
            raise IllegalPlayError(msg)

    def can_finish_hand(self, hand: Hand) -> bool:
        """True if :meth:`finish_hand` would accept ``hand``."""
        try:
            self.verify_finish_hand(hand)
        except IllegalPlayError:
            return False
        return True

    def finish_hand(self, hand: Hand) -> HandOutcome:
        """Apply a finished hand: levels, match end, next banker."""
        self.verify_finish_hand(hand)
        self._open = None
        number = len(self.outcomes) + 1
        result = hand.result
        moved: list[tuple[int, Verdict[Advance]]] = []
        winners: frozenset[int] | None = None
        if result is not None:
            change = result.change.value
            team = result.banker_team
            side = team if change.side == "banker" else frozenset(range(hand.players)) - team
            levels = list(self.levels)
            if result.back_to_two is not None and result.back_to_two.value:
                # shengji.io's jack variation: the banker team restarts at 2, then moves
                jack = result.back_to_two
                for seat in sorted(team):
                    levels[seat] = Rank.TWO
                    reset = Advance(Rank.TWO, match_won=False)
                    moved.append((seat, Verdict(reset, jack.reason, jack.reason_zh, jack.rule)))
            if change.levels:
                for seat in sorted(side):
                    verdict = advance(
                        levels[seat],
                        change.levels,
                        self.rules,
                        as_banker=change.side == "banker",
                    )
                    levels[seat] = verdict.value.level
                    moved.append((seat, verdict))
                    if verdict.value.match_won:
                        winners = side
            self.levels = tuple(levels)
            self.banker = result.next_banker
            self.winners = winners
        outcome = HandOutcome(
            number,
            hand.setup,
            tuple(hand.log),
            result,
            self.levels,
            self.banker,
            tuple(moved),
            winners,
        )
        self.outcomes.append(outcome)
        return outcome

    # ---------------------------------------------------------------------------- drivers
    def play_hand(self, bots: Sequence[Bot]) -> HandOutcome:
        """Deal, play and apply one hand with these bots (one per seat)."""
        return self.finish_hand(run_hand(self.new_hand(), bots))

    def play(self, bots: Sequence[Bot], max_hands: int = 500) -> list[HandOutcome]:
        """Play hands until the match is won or ``max_hands`` hands (redeals included) are played."""
        while not self.over and len(self.outcomes) < max_hands:
            self.play_hand(bots)
        return self.outcomes
