"""Finding friends (找朋友): the banker calls a card after burying the kitty, and its holder joins.

Two readings (variants.md §1h), chosen by ``partners``:

* ``call_holder_nearest`` — Bianfeng "寻" rooms (000/001 part 2: 挑选对家): the banker names a
  card. If the banker holds one copy, the holder of the other is the partner; if the banker holds
  none, the holder **nearest the banker in play order** (按出牌顺序，靠近庄家的有该牌的玩家);
  if the banker holds both, the banker plays alone, 1 vs 3 (庄家一打三). The partner is fixed by
  the cards held when the call is made (after the bury) and becomes known when the card is played.
  With more decks the rule reads "holds every copy → alone; otherwise the nearest other holder".
* ``call_nth_played`` — shengji.io FindingFriends: "the Nth player to *play* card X joins"; the
  banker may consume their own call (then nobody joins for it), and a player already on the team
  consuming a call adds nobody (``multiple_join_policy = Unrestricted``).

Calls name a side-suit card (shengji.io's default ``friend_selection_policy``: no trumps), and the
number of calls is ``players // 2 - 1`` (at least one).

>>> from tractor_core.rules.cards import parse_cards
>>> hands = ["SA C3", "D4", "SA H5", "SA"]  # seats 0..3 in play order; seat 0 is banker
>>> partner_by_holding(Card.parse("SA"), 0, hands).value
2
>>> partner_by_holding(Card.parse("SA"), 0, ["SA SA", "D4", "H5", "C9"]).reason
'The banker holds every copy of ♠A, so the banker plays alone (庄家一打三).'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tractor_core.rules.cards import Card, CardsLike, parse_cards
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.ruleset import Partners, RuleSet
from tractor_core.rules.trump_order import TrumpOrder
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized, card_named
from tractor_core.text.table import Seat, sentence

__all__ = [
    "FriendCall",
    "NthPlayedTracker",
    "can_call",
    "check_call",
    "friend_count",
    "partner_by_holding",
    "verify_call",
]


@dataclass(frozen=True, slots=True)
class FriendCall:
    """One called card; ``nth`` is the ordinal for ``call_nth_played`` (1 = the first to play it)."""

    card: Card
    nth: int = 1

    def describe(self) -> str:
        """``the 2nd SA played`` or ``SA``."""
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(self.nth, "th")
        return f"the {self.nth}{suffix} {self.card.notation} played"

    def named(self) -> Localized:
        """The call as a reader says it: ``the 2nd ♠A played`` / ``第 2 张黑桃A``."""
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(self.nth, "th")
        card = card_named(self.card)
        return Localized(f"the {self.nth}{suffix} {card.en} played", f"第 {self.nth} 张{card.zh}")


def friend_count(rules: RuleSet) -> int:
    """How many cards the banker calls: ``players // 2 - 1`` (shengji.io), at least one."""
    return max(1, rules.players // 2 - 1)


def check_call(calls: Sequence[FriendCall], order: TrumpOrder) -> Verdict[bool]:
    """Is this a valid friend call under the rules of ``order`` (rule ``friends.call``)?"""
    rules = order.rules
    if rules.partners is Partners.FIXED:
        return Verdict(
            False,
            "Partners are fixed (partners='fixed'): there is no card to call.",
            "固定对家，不找朋友。",
            "friends.call",
        )
    want = friend_count(rules)
    if len(calls) != want:
        return Verdict(
            False,
            f"The banker calls {want} card(s) with {rules.players} players; got {len(calls)}.",
            f"{rules.players} 人时庄家须叫 {want} 张牌。",
            "friends.call",
        )
    for call in calls:
        if order.is_trump(call.card):
            return Verdict.saying(
                False,
                "friends.call",
                sentence(
                    "{card} is a trump: the called card must be a side-suit card.",
                    card=card_named(call.card),
                ),
            )
        if not 1 <= call.nth <= rules.decks:
            return Verdict(
                False,
                f"nth={call.nth}: with {rules.decks} deck(s) a card is played at most "
                f"{rules.decks} time(s).",
                "序号超出牌的张数。",
                "friends.call",
            )
    cards = [card_named(c.card) for c in calls]
    named = Localized(", ".join(c.en for c in cards), "、".join(c.zh for c in cards))
    return Verdict.saying(True, "friends.call", sentence("The banker calls {cards}.", cards=named))


def verify_call(calls: Sequence[FriendCall], order: TrumpOrder) -> Verdict[bool]:
    """Like :func:`check_call` but raises :class:`IllegalPlayError` with the reason."""
    verdict = check_call(calls, order)
    if not verdict.value:
        raise IllegalPlayError(verdict.reason, message_zh=verdict.reason_zh)
    return verdict


def can_call(calls: Sequence[FriendCall], order: TrumpOrder) -> bool:
    """True if the call is valid."""
    return bool(check_call(calls, order))


def partner_by_holding(
    card: Card, banker: int, hands: Sequence[CardsLike], decks: int = 2
) -> Verdict[int | None]:
    """Bianfeng 寻: the partner for ``card`` from the hands held after the bury (None = alone).

    ``hands[i]`` is seat ``i``'s hand, seats numbered in play order; ``decks`` is the number of
    copies of each card.
    """
    held = [parse_cards(h).count(card) for h in hands]
    n = len(hands)
    others = [(banker + k) % n for k in range(1, n)]
    holders = [s for s in others if held[s]]
    if not holders:
        if held[banker] >= decks:
            return Verdict.saying(
                None,
                "friends.holder.banker-holds-all",
                sentence(
                    "The banker holds every copy of {card}, so the banker plays alone (庄家一打三).",
                    card=card_named(card),
                ),
            )
        return Verdict.saying(
            None,
            "friends.holder.none",
            sentence(
                "Nobody else holds {card} (it is in the kitty), so the banker plays alone.",
                card=card_named(card),
            ),
        )
    seat = holders[0]
    if held[banker]:
        return Verdict.saying(
            seat,
            "friends.holder.other-copy",
            sentence(
                "The banker holds a copy of {card}, so {seat}, who holds the other, is the "
                "partner.",
                card=card_named(card),
                seat=Seat(seat),
            ),
            players=n,
        )
    return Verdict.saying(
        seat,
        "friends.holder.nearest",
        sentence(
            "The banker holds no {card}; {seat} is the nearest holder in play order, so {seat} "
            "is the partner.",
            card=card_named(card),
            seat=Seat(seat),
        ),
        players=n,
    )


@dataclass(slots=True)
class NthPlayedTracker:
    """shengji.io FindingFriends: counts plays of the called cards and says who joins when.

    Mutable by design (it follows a hand in progress); :class:`~tractor_core.play.hand.Hand` keeps it
    private and logs the joins as part of each play's record.
    """

    calls: tuple[FriendCall, ...]
    banker: int
    seen: list[int] = field(default_factory=list)
    filled: list[bool] = field(default_factory=list)
    team: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.seen = [0] * len(self.calls)
        self.filled = [False] * len(self.calls)
        self.team = {self.banker}

    def observe(self, seat: int, cards: Iterable[Card]) -> list[Verdict[int | None]]:
        """Record that ``seat`` played ``cards``; one verdict per call this play fulfils."""
        played = list(cards)
        out: list[Verdict[int | None]] = []
        for i, call in enumerate(self.calls):
            if self.filled[i]:
                continue
            before = self.seen[i]
            self.seen[i] += played.count(call.card)
            if before < call.nth <= self.seen[i]:
                self.filled[i] = True
                if seat in self.team:
                    out.append(
                        Verdict.saying(
                            None,
                            "friends.nth-played",
                            sentence(
                                "{seat:plays|play} {call} but {seat:is|are} already on the "
                                "banker's team: the call is used up and nobody joins.",
                                seat=Seat(seat),
                                call=call.named(),
                            ),
                        )
                    )
                else:
                    self.team.add(seat)
                    out.append(
                        Verdict.saying(
                            seat,
                            "friends.nth-played",
                            sentence(
                                "{seat:plays|play} {call} and {seat:joins|join} the banker's team.",
                                seat=Seat(seat),
                                call=call.named(),
                            ),
                        )
                    )
        return out
