"""One whole hand (一局) as a state machine: deal, declare, bury, (steal), call, play, score.

The phases, and the rule each step rests on (variants.md §1a-§1h; sources 000-004):

1. **deal** — the shoe (1-3 decks) is shuffled with ``seed`` and drawn one card at a time in play
   order, starting with the banker (seat 0 in the first hand), until ``kitty_size`` cards remain
   (003, 004: 逆时针依次起牌; 002: 12/25/39 cards and a kitty of 6/8/6). While the cards are drawn
   any player may :meth:`Hand.declare` (亮主) with cards they hold; see :mod:`tractor_core.rules.declaring`.
2. **after_deal** — overturns and reinforcements only; :meth:`Hand.close_bidding` fixes the trump
   (or applies ``no_bid_*``: a redeal ends the hand with ``phase == "redeal"``) and the banker:
   in the first hand the first or the winning bidder (``first_banker``), later the given banker
   (反主不反庄, 001/004). The banker takes the kitty.
3. **bury** — the banker buries ``kitty_size`` cards (盖底). With ``kitty_theft`` (004 反主炒底,
   later hands only) a **theft** round follows: in play order from the banker's next player each
   may overturn (then takes the kitty and buries again) or :meth:`Hand.pass_theft`; it ends when
   every player has passed in turn.
4. **call** — with ``partners`` other than ``fixed`` the banker calls friend cards
   (:mod:`tractor_core.rules.friends`).
5. **play** — the banker leads the first trick, each trick's winner leads the next. A lead of
   several units is a throw checked against the other hands (:func:`~tractor_core.rules.throwing.check_throw`);
   a failed throw plays the forced unit and costs ``throw_penalty`` points. Follows must pass
   :func:`~tractor_core.rules.following.check_follow`; :func:`~tractor_core.rules.trick.trick_winner` names the
   winner, whose side takes the trick's points.
6. **done** — the attackers' points (tricks + kitty capture ± throw penalties) give the level
   change (:func:`~tractor_core.rules.levels.level_change`) and the next banker.

Every action is a triad: ``verify_x`` raises :class:`~tractor_core.rules.errors.IllegalPlayError` with
the reason, ``can_x`` answers yes or no, ``x`` does it and returns a frozen record. The records are
the hand's :attr:`Hand.log`; :meth:`Hand.replay` rebuilds the same hand from its setup and log.

Seats are numbered in play order (seat ``s + 1`` plays after seat ``s``), so ``direction`` only
changes how a table is drawn, never the engine.

>>> from tractor_core.rules.presets import preset
>>> hand = Hand(HandSetup(preset("default"), seed=7))
>>> while hand.phase == "deal":
...     _ = hand.draw()
>>> [len(h) for h in hand.hands], len(hand.kitty)
([25, 25, 25, 25], 8)
>>> hand.close_bidding().trump is None   # nobody declared in the first hand: redeal
True
>>> hand.phase
'redeal'
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal, TypeVar

from tractor_core.rules.cards import (
    Card,
    CardsLike,
    Rank,
    card_code,
    card_points,
    first_missing,
    parse_cards,
    shoe,
)
from tractor_core.rules.declaring import Bid, check_bid, resolve_no_bid
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.following import check_follow
from tractor_core.rules.friends import (
    FriendCall,
    NthPlayedTracker,
    check_call,
    partner_by_holding,
)
from tractor_core.rules.kitty import KittyCapture, kitty_capture
from tractor_core.rules.levels import LevelChange, jack_back_to_two, level_change, next_banker
from tractor_core.rules.rainbows import read_rainbow
from tractor_core.rules.ruleset import FirstBanker, Partners, RuleSet
from tractor_core.rules.throwing import check_throw, verify_lead
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, Level, Trump, TrumpOrder, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized, both, seat_named

__all__ = [
    "BiddingClosed",
    "Buried",
    "Called",
    "Declared",
    "Drew",
    "Hand",
    "HandPhase",
    "HandResult",
    "HandSetup",
    "Passed",
    "Played",
    "Record",
]

HandPhase = Literal["deal", "after_deal", "bury", "theft", "call", "play", "done", "redeal"]

#: Each phase of a hand in plain words, for a refusal a reader sees ("No play yet: …").
_NOW: Final[dict[str, str]] = {
    "deal": "the cards are still being dealt",
    "after_deal": "the bidding has not closed yet",
    "bury": "the banker is burying the kitty",
    "theft": "the players may still overturn and take the kitty",
    "call": "the banker is calling friends",
    "play": "the tricks are being played",
    "done": "the hand is over",
    "redeal": "the cards are to be dealt again",
}


def _refused(rule: str, msgid: str, /, **values: Any) -> Verdict[bool]:
    """A refusal under ``rule``, said in both languages by the message ``msgid``."""
    words = both(msgid, **values)
    return Verdict(False, words["en"], words["zh"], rule)


@dataclass(frozen=True, slots=True)
class HandSetup:
    """What a hand starts from: rules, shuffle seed, each seat's level, and the banker.

    ``banker=None`` is the first hand of a match: the bids decide the banker (``first_banker``) and
    every seat must be at the same level. ``levels`` defaults to everyone at 2.
    """

    rules: RuleSet
    seed: int
    levels: tuple[Level, ...] = ()
    banker: int | None = None

    def __post_init__(self) -> None:
        if not self.levels:
            object.__setattr__(self, "levels", (Rank.TWO,) * self.rules.players)
        if len(self.levels) != self.rules.players:
            msg = (
                f"levels: expected {self.rules.players} levels (one per seat), got {self.levels!r}"
            )
            raise ValueError(msg)
        if self.banker is None and len(set(self.levels)) != 1:
            msg = "the first hand (banker=None) needs every seat at the same level"
            raise ValueError(msg)

    @property
    def first_hand(self) -> bool:
        """True when the bids decide the banker (the first hand of a match)."""
        return self.banker is None


# ---------------------------------------------------------------------------------- records
@dataclass(frozen=True, slots=True)
class Drew:
    """A card drawn during the deal."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Declared:
    """A bid that stood: a declaration, overturn or reinforcement, and the rule that allowed it."""

    seat: int
    cards: tuple[Card, ...]
    trump: Trump
    rule: str
    phase: HandPhase


@dataclass(frozen=True, slots=True)
class BiddingClosed:
    """Bidding is over: the trump (``None`` = redeal), the banker and why (English, Chinese)."""

    trump: Trump | None
    banker: int | None
    rule: str
    reason: str
    reason_zh: str = ""


@dataclass(frozen=True, slots=True)
class Buried:
    """Cards buried in the kitty by ``seat`` (the banker, or a kitty thief)."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Passed:
    """A player declined to overturn in the kitty-theft round."""

    seat: int


@dataclass(frozen=True, slots=True)
class Called:
    """The banker's friend calls, and (for ``call_holder_nearest``) the partners they fix."""

    seat: int
    calls: tuple[FriendCall, ...]
    partners: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Played:
    """One play: what was put down (``attempted``) and what stood (``cards``).

    A failed throw is reduced to its forced unit and costs ``penalty``. The last play of a trick
    carries the trick's ``winner`` and ``points``; ``joins`` lists friends revealed by this play.
    """

    seat: int
    cards: tuple[Card, ...]
    attempted: tuple[Card, ...]
    rule: str
    penalty: int = 0
    winner: int | None = None
    points: int = 0
    win_rule: str = ""
    joins: tuple[int, ...] = ()


Record = Drew | Declared | BiddingClosed | Buried | Passed | Called | Played
_R = TypeVar("_R", Drew, Declared, BiddingClosed, Buried, Passed, Called, Played)


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: plays in order from the leader, the winner and its points."""

    leader: int
    plays: tuple[tuple[Card, ...], ...]
    winner: int
    points: int
    rule: str


@dataclass(frozen=True, slots=True)
class HandResult:
    """The score of a finished hand."""

    banker: int
    banker_team: frozenset[int]
    trick_points: int
    """Card points the attackers took in tricks."""
    kitty: Verdict[KittyCapture]
    penalties: int
    """Points the attackers gained (+) or lost (-) through failed throws."""
    attacker_points: int
    change: Verdict[LevelChange]
    next_banker: int
    back_to_two: Verdict[bool] | None = None
    """shengji.io's jack variation (``jack_variation``): does the banker team go back to 2?"""


# ---------------------------------------------------------------------------------- the hand
@dataclass(slots=True)
class _Trick:
    leader: int
    plays: list[tuple[Card, ...]] = field(default_factory=list)


class Hand:
    """The state of one hand; change it only through the actions (each a verify/can/do triad)."""

    def __init__(self, setup: HandSetup) -> None:
        self.setup = setup
        self.rules: RuleSet = setup.rules
        rules = self.rules
        n = rules.players
        self.players = n
        deck = list(shoe(rules.decks))
        random.Random(setup.seed).shuffle(deck)
        kitty_size = rules.effective_kitty_size
        self._stock: list[Card] = deck[: len(deck) - kitty_size]
        self.kitty: list[Card] = deck[len(deck) - kitty_size :]
        """The kitty: undealt during the deal and the bidding, then the buried cards."""
        self.start = setup.banker if setup.banker is not None else 0
        self.level: Level = setup.levels[self.start]
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.phase: HandPhase = "deal"
        self.log: list[Record] = []
        self.bids: list[Bid] = []
        self.trump: Trump | None = None
        self.order: TrumpOrder | None = None
        self.banker: int | None = setup.banker
        self.kitty_holder: int | None = None
        self.from_kitty: list[Counter[Card]] = [Counter() for _ in range(n)]
        self.to_act: int = self.start
        self._passes = 0
        self.calls: tuple[FriendCall, ...] = ()
        self.partners: set[int] = set()  # called friends, found (holder) or joined (nth played)
        self.revealed: set[int] = set()
        self._tracker: NthPlayedTracker | None = None
        self.trick: _Trick | None = None
        self.tricks: list[Trick] = []
        self.won: list[int] = [0] * n  # card points won in tricks, per seat
        self.penalties: list[int] = [0] * n  # failed-throw penalties incurred, per seat
        self.result: HandResult | None = None

    # ------------------------------------------------------------------------ derived facts
    @property
    def banker_team(self) -> frozenset[int]:
        """The banker's side as far as it is fixed: partners opposite, or the banker and friends.

        With called friends this is the true team (friends already fixed by the cards) — which
        the players at the table may not know yet; :attr:`revealed` is what they know.
        """
        if self.banker is None:
            return frozenset()
        if self.rules.partners is Partners.FIXED:
            return frozenset(s for s in range(self.players) if (s - self.banker) % 2 == 0)
        return frozenset({self.banker, *self.partners})

    def seat_named(self, seat: int) -> Localized:
        """What a reader calls ``seat`` at this table.

        South, East, North, West at four players (seat 0 South, in the rules' direction of
        play); "Seat 1"… at other tables.

        >>> from tractor_core.rules.presets import preset
        >>> Hand(HandSetup(preset("default"), seed=1)).seat_named(3).en
        'West'
        """
        return seat_named(seat, self.players, self.rules.direction.value)

    def _now(self) -> Localized:
        """What the hand is doing now, in plain words (for a refusal: "No play yet: …")."""
        words = both(_NOW[self.phase])
        return Localized(words["en"], words["zh"])

    def _need_order(self) -> TrumpOrder:
        if self.order is None:
            raise IllegalPlayError.of("there is no trump yet (phase {phase!r})", phase=self.phase)
        return self.order

    def _holds(self, seat: int, cards: Sequence[Card]) -> Card | None:
        return first_missing(self.hands[seat], cards)

    def _seat(self, seat: int) -> None:
        if not 0 <= seat < self.players:
            raise IllegalPlayError.of(
                "seat {seat!r}: expected 0 to {last}", seat=seat, last=self.players - 1
            )

    # ------------------------------------------------------------------------ deal
    def verify_draw(self) -> None:
        """Raise unless a card can be drawn (phase ``deal``)."""
        if self.phase != "deal":
            raise IllegalPlayError.of("the deal is over (phase {phase!r})", phase=self.phase)

    def can_draw(self) -> bool:
        """True during the deal."""
        return self.phase == "deal"

    def draw(self) -> Drew:
        """The next player in play order draws the next card (003, 004: 依次起牌)."""
        self.verify_draw()
        index = sum(len(h) for h in self.hands)
        seat = (self.start + index) % self.players
        card = self._stock[index]
        self.hands[seat].append(card)
        if index + 1 == len(self._stock):
            self.phase = "after_deal"
            self.to_act = self.start
        return self._record(Drew(seat, card))

    # ------------------------------------------------------------------------ bidding
    def check_declare(self, seat: int, cards: CardsLike) -> Verdict[bool]:
        """Would this bid stand now? (a :class:`~tractor_core.rules.verdict.Verdict` with the rule)."""
        self._seat(seat)
        if self.phase not in ("deal", "after_deal", "theft"):
            return _refused(
                "hand.phase",
                "Bids are made during the deal and before play, not now: {now}.",
                now=self._now(),
            )
        if self.phase == "theft" and seat != self.to_act:
            return _refused(
                "hand.turn",
                "In the kitty-theft round bids go round in order: it is {turn}'s turn, not {seat}'s.",
                turn=self.seat_named(self.to_act),
                seat=self.seat_named(seat),
            )
        return check_bid(
            cards,
            seat,
            self.level,
            self.rules,
            history=self.bids,
            phase="deal" if self.phase == "deal" else "after_deal",
            first_hand=self.setup.first_hand,
            hand=self.hands[seat],
            from_kitty=list(self.from_kitty[seat].elements()),
        )

    def verify_declare(self, seat: int, cards: CardsLike) -> Verdict[bool]:
        """Raise :class:`IllegalPlayError` unless the bid stands."""
        verdict = self.check_declare(seat, cards)
        if not verdict.value:
            raise IllegalPlayError(verdict.reason, message_zh=verdict.reason_zh)
        return verdict

    def can_declare(self, seat: int, cards: CardsLike) -> bool:
        """True if the bid stands."""
        try:
            return bool(self.check_declare(seat, cards))
        except ValueError:
            return False

    def declare(self, seat: int, cards: CardsLike) -> Declared:
        """Declare, overturn or reinforce. In the theft round the overturner takes the kitty."""
        verdict = self.verify_declare(seat, cards)
        bid: Bid = verdict.details["bid"]
        self.bids.append(bid)
        trump: Trump = verdict.details["trump"]
        phase = self.phase
        if phase == "theft":
            self._set_trump(trump)
            self._take_kitty(seat)
        return self._record(Declared(seat, bid.cards, trump, verdict.rule, phase))

    def verify_close_bidding(self) -> None:
        """Raise unless bidding can be closed (after the deal)."""
        if self.phase != "after_deal":
            raise IllegalPlayError.of(
                "bidding closes after the deal (phase {phase!r})", phase=self.phase
            )

    def can_close_bidding(self) -> bool:
        """True once the deal is over and before the kitty is taken."""
        return self.phase == "after_deal"

    def close_bidding(self) -> BiddingClosed:
        """Fix trump and banker (or redeal); the banker takes the kitty."""
        self.verify_close_bidding()
        rules = self.rules
        first = self.setup.first_hand
        if self.bids:
            win = self.bids[-1]
            trump = win.trump(self.level)
            if first:
                by_first = rules.first_banker is FirstBanker.FIRST_BID
                banker = self.bids[0].seat if by_first else win.seat
                rule = "hand.first-banker"
                said = both(
                    "{seat} is banker: the first to declare (先亮者为庄家)."
                    if by_first
                    else "{seat} is banker: the winning bid (首轮反主抢庄).",
                    seat=self.seat_named(banker),
                )
                reason, reason_zh = said["en"], said["zh"]
            else:
                assert self.banker is not None
                banker = self.banker
                rule = "hand.bid-sets-trump"
                said = both(
                    "{seat} stays banker: bids set the trump only (反主不反庄).",
                    seat=self.seat_named(banker),
                )
                reason, reason_zh = said["en"], said["zh"]
        else:
            banker = self.banker if self.banker is not None else self.start
            no_bid = resolve_no_bid(
                self.kitty, self.level, rules, first_hand=first, banker_hand=self.hands[banker]
            )
            rule, reason, reason_zh = no_bid.rule, no_bid.reason, no_bid.reason_zh
            if no_bid.value is None:
                self.phase = "redeal"
                return self._record(BiddingClosed(None, None, rule, reason, reason_zh))
            trump = no_bid.value
        self.banker = banker
        self._set_trump(trump)
        self._take_kitty(banker)
        return self._record(BiddingClosed(trump, banker, rule, reason, reason_zh))

    def _set_trump(self, trump: Trump) -> None:
        self.trump = trump
        self.order = order_for(trump, self.rules)

    def _take_kitty(self, seat: int) -> None:
        self.hands[seat].extend(self.kitty)
        self.from_kitty[seat] = Counter(self.kitty)
        self.kitty = []
        self.kitty_holder = seat
        self.phase = "bury"

    # ------------------------------------------------------------------------ bury and theft
    def verify_bury(self, seat: int, cards: CardsLike) -> None:
        """Raise unless ``seat`` holds the kitty and buries exactly ``kitty_size`` of its cards."""
        self._seat(seat)
        if self.phase != "bury" or seat != self.kitty_holder:
            raise IllegalPlayError.of(
                "seat {seat} cannot bury now (phase {phase!r}, kitty with {holder})",
                seat=seat,
                phase=self.phase,
                holder=self.kitty_holder,
            )
        buried = parse_cards(cards)
        size = self.rules.effective_kitty_size
        if len(buried) != size:
            raise IllegalPlayError.of(
                "bury exactly {size} cards, got {got}", size=size, got=len(buried)
            )
        missing = self._holds(seat, buried)
        if missing is not None:
            raise IllegalPlayError.of(
                "{card} is not in seat {seat}'s hand (or not that many copies)",
                card=missing.notation,
                seat=seat,
            )

    def can_bury(self, seat: int, cards: CardsLike) -> bool:
        """True if the bury is allowed."""
        try:
            self.verify_bury(seat, cards)
        except ValueError:
            return False
        return True

    def bury(self, seat: int, cards: CardsLike) -> Buried:
        """Bury cards as the new kitty (盖底); then the theft round, the call, or play."""
        self.verify_bury(seat, cards)
        buried = parse_cards(cards)
        hand = self.hands[seat]
        for card in buried:
            hand.remove(card)
        self.from_kitty[seat] -= Counter(buried)
        self.kitty = list(buried)
        if self.rules.kitty_theft and not self.setup.first_hand:
            self.phase = "theft"
            self.to_act = (seat + 1) % self.players
            self._passes = 0
        else:
            self._after_bury()
        return self._record(Buried(seat, buried))

    def _after_bury(self) -> None:
        assert self.banker is not None
        self.kitty_holder = None
        if self.rules.partners is Partners.FIXED:
            self._start_play()
        else:
            self.phase = "call"
            self.to_act = self.banker

    def verify_pass_theft(self, seat: int) -> None:
        """Raise unless it is ``seat``'s turn in the kitty-theft round."""
        if self.phase != "theft" or seat != self.to_act:
            raise IllegalPlayError.of(
                "seat {seat} cannot pass now (phase {phase!r}, turn {turn})",
                seat=seat,
                phase=self.phase,
                turn=self.to_act,
            )

    def can_pass_theft(self, seat: int) -> bool:
        """True if it is ``seat``'s turn in the theft round."""
        return self.phase == "theft" and seat == self.to_act

    def pass_theft(self, seat: int) -> Passed:
        """Decline to overturn; when everyone has passed in turn, the theft round ends."""
        self.verify_pass_theft(seat)
        self._passes += 1
        self.to_act = (seat + 1) % self.players
        if self._passes >= self.players:
            self._after_bury()
        return self._record(Passed(seat))

    # ------------------------------------------------------------------------ friends
    def verify_call_friends(self, seat: int, calls: Sequence[FriendCall]) -> None:
        """Raise unless the banker makes a valid call now."""
        if self.phase != "call" or seat != self.banker:
            raise IllegalPlayError.of(
                "seat {seat} cannot call friends now (phase {phase!r})", seat=seat, phase=self.phase
            )
        verdict = check_call(calls, self._need_order())
        if not verdict.value:
            raise IllegalPlayError(verdict.reason, message_zh=verdict.reason_zh)

    def can_call_friends(self, seat: int, calls: Sequence[FriendCall]) -> bool:
        """True if the call is valid now."""
        try:
            self.verify_call_friends(seat, calls)
        except ValueError:
            return False
        return True

    def call_friends(self, seat: int, calls: Sequence[FriendCall]) -> Called:
        """The banker names friend cards (找朋友); then the banker leads."""
        self.verify_call_friends(seat, calls)
        calls = tuple(calls)
        self.calls = calls
        found: list[int] = []
        if self.rules.partners is Partners.CALL_HOLDER_NEAREST:
            for call in calls:
                partner = partner_by_holding(call.card, seat, self.hands, self.rules.decks).value
                if partner is not None and partner not in found:
                    found.append(partner)
            self.partners = set(found)
        else:
            self._tracker = NthPlayedTracker(calls, seat)
        self._start_play()
        return self._record(Called(seat, calls, tuple(found)))

    # ------------------------------------------------------------------------ play
    def _start_play(self) -> None:
        assert self.banker is not None
        self.phase = "play"
        self.to_act = self.banker
        self.trick = _Trick(self.banker)

    def check_play(self, seat: int, cards: CardsLike) -> Verdict[bool]:
        """Is this play allowed now? A throw that will fail is allowed (it is then reduced)."""
        self._seat(seat)
        if self.phase != "play" or self.trick is None:
            return _refused("hand.phase", "No play yet: {now}.", now=self._now())
        if seat != self.to_act:
            return _refused(
                "hand.turn",
                "It is {turn}'s turn, not {seat}'s (play goes in order).",
                turn=self.seat_named(self.to_act),
                seat=self.seat_named(seat),
            )
        played = parse_cards(cards)
        order = self._need_order()
        if not self.trick.plays:
            missing = self._holds(seat, played)
            if missing is not None:
                return Verdict(
                    False,
                    f"{missing.notation} is not in seat {seat}'s hand (or not that many copies).",
                    f"手中没有（足够的）{missing.notation}。",
                    "follow.own-cards",
                )
            try:
                led = verify_lead(played, order)
            except IllegalPlayError as exc:
                return Verdict(False, str(exc), "首家出牌须为同一门。", "lead.one-suit")
            return Verdict.later(True, led.rule, lambda: (led.reason, led.reason_zh, {}))
        lead = self.trick.plays[0]
        fast = self._follow_fast(lead, self.hands[seat], played, order)
        return fast if fast is not None else check_follow(lead, self.hands[seat], played, order)

    @staticmethod
    def _follow_fast(
        lead: tuple[Card, ...], hand: list[Card], play: tuple[Card, ...], order: TrumpOrder
    ) -> Verdict[bool] | None:
        """The common cases of following suit, decided without reading shapes (or None).

        When the hand holds no more of the led suit than the lead's size, or the lead is all
        different single cards, only ``follow.suit`` binds (000, 004: 必须先出首家出的花色), so
        the play is legal iff it is its own cards, the right number, and as many of the led suit
        as the hand can give. Every other case goes to :func:`~tractor_core.rules.following.check_follow`.
        """
        n = len(lead)
        if len(play) != n:
            return None
        if order.rules.rainbows is not None and read_rainbow(lead, order) is not None:
            return None  # a rainbow has no suit to follow (check_follow judges it)
        suit_at = order.suit_at
        suit = suit_at[lead[0].code]
        in_suit = sum(1 for c in hand if suit_at[c.code] is suit)
        if in_suit > n and len(set(map(card_code, lead))) != n:
            return None
        if first_missing(hand, play) is not None:
            return None  # let check_follow name the missing card
        owed = min(in_suit, n)
        if sum(1 for c in play if suit_at[c.code] is suit) < owed:
            return None  # illegal: check_follow explains what was owed
        return Verdict.later(
            True,
            "follow.suit",
            lambda: (
                f"{' '.join(c.notation for c in play)} follows suit as far as the hand allows: "
                "legal.",
                "按花色跟牌：合法。",
                {},
            ),
        )

    def verify_play(self, seat: int, cards: CardsLike) -> Verdict[bool]:
        """Raise :class:`IllegalPlayError` unless the play is allowed."""
        verdict = self.check_play(seat, cards)
        if not verdict.value:
            raise IllegalPlayError(verdict.reason, message_zh=verdict.reason_zh)
        return verdict

    def can_play(self, seat: int, cards: CardsLike) -> bool:
        """True if the play is allowed now."""
        try:
            return bool(self.check_play(seat, cards))
        except ValueError:
            return False

    def play(self, seat: int, cards: CardsLike) -> Played:
        """Play cards. A failed throw plays its forced unit instead and records the penalty."""
        verdict = self.verify_play(seat, cards)
        attempted = parse_cards(cards)
        order = self._need_order()
        trick = self.trick
        assert trick is not None
        actual, rule, penalty = attempted, verdict.rule, 0
        if not trick.plays:
            others = [self.hands[(seat + k) % self.players] for k in range(1, self.players)]
            throw = check_throw(attempted, others, order)
            rule = throw.rule
            if not throw.value.succeeds:
                forced = throw.value.forced
                assert forced is not None
                actual, penalty = forced, throw.value.penalty
                self.penalties[seat] += penalty
        hand = self.hands[seat]
        codes = list(map(card_code, hand))  # remove by code: int comparisons, not Card.__eq__
        for card in actual:
            i = codes.index(card.code)
            del codes[i]
            del hand[i]
        trick.plays.append(actual)
        joins = self._friends_seen(seat, actual)
        winner: int | None = None
        points = 0
        win_rule = ""
        if len(trick.plays) == self.players:
            verdict_w = trick_winner(trick.plays, order)
            winner = (trick.leader + verdict_w.value) % self.players
            points = sum(card_points(p) for p in trick.plays)
            win_rule = verdict_w.rule
            self.won[winner] += points
            self.tricks.append(
                Trick(trick.leader, tuple(trick.plays), winner, points, verdict_w.rule)
            )
            if hand:
                self.trick = _Trick(winner)
                self.to_act = winner
            else:
                self.trick = None
                self._finish()
        else:
            self.to_act = (seat + 1) % self.players
        return self._record(
            Played(
                seat=seat,
                cards=actual,
                attempted=attempted,
                rule=rule,
                penalty=penalty,
                winner=winner,
                points=points,
                win_rule=win_rule,
                joins=joins,
            )
        )

    def _friends_seen(self, seat: int, cards: tuple[Card, ...]) -> tuple[int, ...]:
        if self._tracker is not None:
            joined = [v.value for v in self._tracker.observe(seat, cards) if v.value is not None]
            self.partners.update(joined)
            self.revealed.update(joined)
            return tuple(joined)
        if (
            seat in self.partners
            and seat not in self.revealed
            and any(c.card in cards for c in self.calls)
        ):
            self.revealed.add(seat)
            return (seat,)
        return ()

    # ------------------------------------------------------------------------ scoring
    def _finish(self) -> None:
        assert self.banker is not None
        assert self.order is not None
        self.phase = "done"
        rules = self.rules
        n = self.players
        team = self.banker_team
        last = self.tricks[-1]
        kitty = kitty_capture(
            last.plays,
            self.kitty,
            self.order,
            winner=last.winner,
            banker_team=list(team),
            leader=last.leader,
        )
        trick_points = sum(self.won[s] for s in range(n) if s not in team)
        penalties = sum(p if s in team else -p for s, p in enumerate(self.penalties))
        attackers = trick_points + kitty.value.attackers_gain + penalties
        # shengji.io's bonus level: a banker team smaller than its calls allow (a friend never
        # found, or one player joining twice) goes up one more level if it wins.
        smaller = bool(self.calls) and len(team) < len(self.calls) + 1
        change = level_change(attackers, rules, smaller_banker_team=smaller)
        winning_play = last.plays[(last.winner - last.leader) % n]
        jack = jack_back_to_two(
            self.level, winning_play, rules, attackers_won=last.winner not in team
        )
        self.result = HandResult(
            self.banker,
            team,
            trick_points,
            kitty,
            penalties,
            attackers,
            change,
            self._next_banker(change.value),
            jack,
        )

    def _next_banker(self, change: LevelChange) -> int:
        """Next banker: the next seat in play order on the winning side (000, 001, 004; RY).

        With four players and fixed partners this is :func:`~tractor_core.rules.levels.next_banker`
        (the banker's partner, or the banker's 下家).
        """
        assert self.banker is not None
        n = self.players
        if n == 4 and self.rules.partners is Partners.FIXED:
            return next_banker(self.banker, change, n).value
        team = self.banker_team
        winners = team if not change.bank_changes else frozenset(range(n)) - team
        for k in range(1, n + 1):
            seat = (self.banker + k) % n
            if seat in winners:
                return seat
        return self.banker

    # ------------------------------------------------------------------------ log and replay
    def _record(self, record: _R) -> _R:
        self.log.append(record)
        return record

    def apply(self, record: Record) -> Record:
        """Redo the action a record stands for (used by :meth:`replay`)."""
        if isinstance(record, Drew):
            return self.draw()
        if isinstance(record, Declared):
            return self.declare(record.seat, record.cards)
        if isinstance(record, BiddingClosed):
            return self.close_bidding()
        if isinstance(record, Buried):
            return self.bury(record.seat, record.cards)
        if isinstance(record, Passed):
            return self.pass_theft(record.seat)
        if isinstance(record, Called):
            return self.call_friends(record.seat, record.calls)
        return self.play(record.seat, record.attempted)

    @classmethod
    def replay(cls, setup: HandSetup, log: Iterable[Record]) -> Hand:
        """Rebuild a hand from its setup and log; raises if a record no longer matches."""
        hand = cls(setup)
        for record in log:
            redone = hand.apply(record)
            if redone != record:
                raise IllegalPlayError.of(
                    "replay diverged: logged {logged!r}, replayed {replayed!r}",
                    logged=record,
                    replayed=redone,
                )
        return hand

    def state(self) -> tuple[Any, ...]:
        """Everything that defines the position, as comparable values (for replay checks)."""
        trick = None if self.trick is None else (self.trick.leader, tuple(self.trick.plays))
        return (
            self.phase,
            tuple(tuple(sorted(h, key=Card.natural_key)) for h in self.hands),
            tuple(sorted(self.kitty, key=Card.natural_key)),
            self.trump,
            self.banker,
            tuple(self.bids),
            tuple(sorted(self.partners)),
            tuple(self.tricks),
            trick,
            tuple(self.won),
            tuple(self.penalties),
            self.result,
        )

    # ------------------------------------------------------------------------ accounting
    def cards_in_play(self) -> Counter[Card]:
        """Every card: hands, kitty, undealt stock, the open trick and the finished tricks."""
        total: Counter[Card] = Counter()
        for h in self.hands:
            total.update(h)
        total.update(self.kitty)
        if self.phase == "deal":
            total.update(self._stock[sum(len(h) for h in self.hands) :])
        if self.trick is not None:
            for p in self.trick.plays:
                total.update(p)
        for t in self.tricks:
            for p in t.plays:
                total.update(p)
        return total

    def led_suit(self) -> EffSuit | None:
        """Effective suit of the open trick's lead (None when nobody has led)."""
        if self.trick is None or not self.trick.plays or self.order is None:
            return None
        return self.order.suit_of(self.trick.plays[0][0])

    def __repr__(self) -> str:
        return f"<Hand seed={self.setup.seed} phase={self.phase} trump={self.trump!r}>"
