"""Trump order: which cards are trumps, how strong each card is, and which cards are adjacent.

A :class:`Trump` names the level rank and the trump suit (``suit=None`` is no-trump). A
:class:`TrumpOrder` combines it with the house rules and answers, for every card:

* its **effective suit** (:class:`EffSuit`): ``TRUMP`` for jokers, level cards, permanent trump
  ranks and the trump suit; otherwise the printed suit (variants.md §1a, every source);
* its **power**: strength inside its effective suit; equal powers are equal cards (the off-suit
  level cards are equal to one another: 003, pagat, shengji.io);
* its **slot**: position in the suit's chain, where two steps are adjacent when their slots differ
  by exactly 1. The level rank is skipped in every suit (JJ99 is a tractor at level 10) unless
  ``skip_level_rank=False``; the trump chain runs trump A → off-suit level → trump-suit level →
  LJ → BJ, and each link can be cut with ``trump_tractor_links``.

>>> order = TrumpOrder(Trump(Rank.TEN, Suit.HEARTS))
>>> [c.notation for c in order.sorted(parse_cards("S9 H2 BJ S10 H10 C10 SA HA LJ"))]
['BJ', 'LJ', 'H10', 'S10', 'C10', 'HA', 'H2', 'SA', 'S9']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum, unique
from functools import cache
from typing import Final

from tractor_core.rules.cards import (
    CODE_LIMIT,
    LEVEL_RANKS,
    ONE_DECK,
    Card,
    CardsLike,
    Rank,
    Suit,
    card_code,
    parse_cards,
)
from tractor_core.rules.errors import NotationError
from tractor_core.rules.ruleset import RuleSet, TractorLink

__all__ = ["NT_RANK", "EffSuit", "Level", "Trump", "TrumpOrder", "level_label", "order_for"]

Level = Rank | None
"""A team's level: a rank 2 to A, or ``None`` for shengji.io's NT rank past A (``max_rank``)."""

#: The level past A under ``max_rank='no_trump'`` (shengji.io ``Rank::NoTrump``): no level card.
NT_RANK: Final[Level] = None


def level_label(level: Level) -> str:
    """``10``, ``A``, or ``NT`` for the NT rank."""
    return "NT" if level is None else level.label


@unique
class EffSuit(StrEnum):
    """Effective suit: the trump "suit" (all trumps together) or a printed side suit."""

    TRUMP = "T"
    SPADES = "S"
    HEARTS = "H"
    CLUBS = "C"
    DIAMONDS = "D"

    @classmethod
    def of_suit(cls, suit: Suit) -> EffSuit:
        """The side-suit effective suit of a printed suit."""
        return cls(suit.value)

    @property
    def english(self) -> str:
        """``trumps`` or the suit name (``spades``)."""
        return "trumps" if self is EffSuit.TRUMP else self.name.lower()

    @property
    def chinese(self) -> str:
        """``主牌`` or the Chinese suit name."""
        return "主牌" if self is EffSuit.TRUMP else Suit(self.value).chinese


@dataclass(frozen=True, slots=True)
class Trump:
    """The trump of one hand: the level rank and the trump suit (``None`` = no-trump, 无主).

    ``level=None`` is shengji.io's NT rank past A (``max_rank='no_trump'``): no rank is the level,
    so there is no level card and no trump suit; the jokers are the only trumps and every suit
    runs 2 to A unbroken (its ``Trump::NoTrump { number: None }``).
    """

    level: Level
    suit: Suit | None

    def __post_init__(self) -> None:
        if self.level is None:
            if self.suit is not None:
                msg = "the NT rank has no trump suit (its hands are played with no trump)"
                raise ValueError(msg)
        elif self.level.is_joker:
            msg = f"the level must be a rank 2-A, got {self.level.label}"
            raise ValueError(msg)

    @classmethod
    def parse(cls, level: str | int | Rank | None, suit: str | Suit | None) -> Trump:
        """Build from JSON-style values: ``Trump.parse("10", "H")``; ``suit=None`` or "NT".

        ``level="NT"`` (or None) is the NT rank past A: ``Trump.parse("NT", None)``.
        """
        if level is None or (isinstance(level, str) and level.strip().upper() == "NT"):
            if suit is None or (
                isinstance(suit, str) and suit.strip().upper() in ("NT", "", "无主")
            ):
                return cls(None, None)
            shown_suit = suit.value if isinstance(suit, Suit) else suit
            raise NotationError(
                str(shown_suit), 0, "the NT rank has no trump suit: give suit null (no trump)"
            )
        rank = level if isinstance(level, Rank) else Rank.parse(str(level))
        if suit is None or (isinstance(suit, str) and suit.strip().upper() in ("NT", "", "无主")):
            return cls(rank, None)
        return cls(rank, suit if isinstance(suit, Suit) else Suit.parse(suit))

    @property
    def is_no_trump(self) -> bool:
        """True when there is no trump suit."""
        return self.suit is None

    @property
    def level_label(self) -> str:
        """``10``, or ``NT`` at the NT rank."""
        return level_label(self.level)

    def describe(self) -> str:
        """``level 10, hearts trump`` or ``level 10, no trump`` (``the NT rank, no level card``)."""
        if self.level is None:
            return "the NT rank: no level card, jokers only trump"
        what = "no trump" if self.suit is None else f"{self.suit.english} trump"
        return f"level {self.level.label}, {what}"

    def describe_zh(self) -> str:
        """``打10，红桃主`` or ``打10，无主`` (``打NT：没有级牌，只有王是主``)."""
        if self.level is None:
            return "打NT：没有级牌，只有王是主"
        what = "无主" if self.suit is None else f"{self.suit.chinese}主"
        return f"打{self.level.label}，{what}"

    def __repr__(self) -> str:
        suit = None if self.suit is None else self.suit.value
        return f"Trump.parse({self.level_label!r}, {suit!r})"


# Power bands inside the trump suit, above any printed rank (2..14).
_P_BIG, _P_LITTLE, _P_TRUMP_LEVEL, _P_OFF_LEVEL, _P_TRUMP_PERM, _P_OFF_PERM = (
    60,
    59,
    58,
    57,
    56,
    55,
)


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What the trump order says about one card (cached per card)."""

    suit: EffSuit
    power: int
    slot: int
    kind: str  # a key of _KIND_EN: 'big-joker', 'trump-level', 'off-level', 'plain', ...


class TrumpOrder:
    """The card order of one hand under one set of house rules. Build once, ask many times.

    Use :func:`order_for` to share instances (they are cached per trump and rule set).
    """

    __slots__ = ("_info", "key_at", "memo", "power_at", "rules", "slot_at", "suit_at", "trump")

    def __init__(self, trump: Trump, rules: RuleSet | None = None) -> None:
        self.trump = trump
        self.rules = rules if rules is not None else RuleSet()
        self._info: dict[Card, CardInfo] = _build(trump, self.rules)
        # The same facts indexed by card code (see cards.card_code), for the hot loops; codes of
        # no card read as a trump of power and slot -1.
        suit_at = [EffSuit.TRUMP] * CODE_LIMIT
        power_at = [-1] * CODE_LIMIT
        slot_at = [-1] * CODE_LIMIT
        for card, i in self._info.items():
            code = card.code
            suit_at[code], power_at[code], slot_at[code] = i.suit, i.power, i.slot
        self.suit_at: tuple[EffSuit, ...] = tuple(suit_at)
        self.power_at: tuple[int, ...] = tuple(power_at)
        self.slot_at: tuple[int, ...] = tuple(slot_at)
        #: Sort key of a code: by slot (low to high), equal slots by code.
        self.key_at: tuple[int, ...] = tuple(
            [slot * 256 + code for code, slot in enumerate(slot_at)]
        )
        #: Per-order memo for derived answers that depend only on the cards (e.g. how a lead
        #: reads into units); bounded by its users.
        self.memo: dict[object, object] = {}

    # ---------------------------------------------------------------------------- per card
    def info(self, card: Card) -> CardInfo:
        """Effective suit, power, slot and kind of ``card``."""
        return self._info[card]

    def suit_of(self, card: Card) -> EffSuit:
        """Effective suit of ``card``."""
        return self._info[card].suit

    def suits_in(self, cards: Iterable[Card]) -> set[EffSuit]:
        """The effective suits present among ``cards`` (one for a one-suit play)."""
        return set(map(self.suit_at.__getitem__, map(card_code, cards)))

    def is_trump(self, card: Card) -> bool:
        """True if ``card`` is a trump in this hand."""
        return self._info[card].suit is EffSuit.TRUMP

    def power(self, card: Card) -> int:
        """Strength inside the card's effective suit; equal numbers are equal cards."""
        return self._info[card].power

    def beats(self, card: Card, other: Card) -> bool:
        """Does ``card`` beat ``other`` when both are single cards of the same effective suit?"""
        return self._info[card].power > self._info[other].power

    def sort_key(self, card: Card) -> tuple[int, int, int]:
        """Sort key for showing a hand as players hold it: trumps first, strongest first.

        Side suits follow in the order S, H, C, D (the trump suit, being trumps, comes first);
        within a group, stronger cards first; equal cards by suit.
        """
        info = self._info[card]
        group = 0 if info.suit is EffSuit.TRUMP else 1 + "SHCD".index(info.suit.value)
        suit_tie = 4 if card.suit is None else "SHCD".index(card.suit.value)
        return (group, -info.power, suit_tie)

    def sorted(self, cards: CardsLike) -> list[Card]:
        """Cards in the order players hold them (see :meth:`sort_key`)."""
        return sorted(parse_cards(cards), key=self.sort_key)

    def all_cards_strongest_first(self) -> list[Card]:
        """The 54 distinct cards in hand order: the full strength order of this trump."""
        return self.sorted(ONE_DECK)

    def describe(self, card: Card) -> str:
        """Why a card is (or is not) a trump, in words: ``off-suit level card (trump)``."""
        return _KIND_EN[self._info[card].kind]

    def describe_zh(self, card: Card) -> str:
        """Chinese of :meth:`describe`."""
        return _KIND_ZH[self._info[card].kind]

    def adjacent(self, low: Card, high: Card) -> bool:
        """Are ``low`` and ``high`` consecutive steps of one effective suit (tractor adjacency)?"""
        a, b = self._info[low], self._info[high]
        return a.suit is b.suit and b.slot == a.slot + 1

    def split_by_suit(self, cards: Iterable[Card]) -> dict[EffSuit, list[Card]]:
        """Group cards by effective suit (keys in first-seen order)."""
        out: dict[EffSuit, list[Card]] = {}
        suit_at = self.suit_at
        for card in cards:
            suit = suit_at[card.code]
            if suit in out:
                out[suit].append(card)
            else:
                out[suit] = [card]
        return out

    def __repr__(self) -> str:
        return f"TrumpOrder({self.trump!r})"


_KIND_EN: Final = {
    "big-joker": "big joker (trump)",
    "little-joker": "little joker (trump)",
    "trump-level": "level card in the trump suit (trump)",
    "off-level": "off-suit level card (trump)",
    "nt-level": "level card (trump in no-trump)",
    "trump-perm": "permanent trump in the trump suit",
    "off-perm": "off-suit permanent trump",
    "trump-suit": "card of the trump suit (trump)",
    "plain": "side-suit card",
}
_KIND_ZH: Final = {
    "big-joker": "大王（主牌）",
    "little-joker": "小王（主牌）",
    "trump-level": "主级牌",
    "off-level": "副级牌（主牌）",
    "nt-level": "级牌（无主时为主牌）",
    "trump-perm": "主常主",
    "off-perm": "副常主（主牌）",
    "trump-suit": "主花色牌（主牌）",
    "plain": "副牌",
}


#: Each distinct CardInfo once: building an order looks its 54 facts up rather than making them.
_INFOS: Final[dict[tuple[EffSuit, int, int, str], CardInfo]] = {}
#: The deck's suit, rank and side suit (the effective suit when not a trump), card by card.
_DECK: Final = tuple(
    (c.suit, c.rank, EffSuit.TRUMP if c.suit is None else EffSuit(c.suit.value)) for c in ONE_DECK
)


def _card_info(suit: EffSuit, power: int, slot: int, kind: str) -> CardInfo:
    key = (suit, power, slot, kind)
    info = _INFOS.get(key)
    if info is None:
        info = _INFOS[key] = CardInfo(suit, power, slot, kind)
    return info


def _build(trump: Trump, rules: RuleSet) -> dict[Card, CardInfo]:  # noqa: PLR0915 - one table, built in one pass
    level = trump.level
    nt = trump.suit is None
    # At the NT rank (level None) no card is a level card: the chain holds the jokers only.
    level_is_trump = level is not None and (not nt or rules.nt_keeps_level_rank)
    perms = tuple(r for r in rules.permanent_trump_ranks if r != level)
    special: set[Rank] = {*perms, level} if level is not None and level_is_trump else set(perms)
    links = rules.trump_tractor_links

    def plain_slots() -> dict[Rank, int]:
        """Slots of the ordinary ranks 2..A of one suit, gaps where a special rank sits."""
        slots: dict[Rank, int] = {}
        slot = 0
        for rank in LEVEL_RANKS:
            if rank in special:
                if not rules.skip_level_rank:
                    slot += 1  # leave a gap: the ranks either side are not adjacent
                continue
            slot += 1
            slots[rank] = slot
        return slots

    plain = plain_slots()
    top = max(plain.values())
    # Trump chain above the trump suit's ace: [off perm, trump perm] per permanent rank
    # (highest rank first in strength), then off level, trump level, LJ, BJ.
    chain_slot = top
    perm_slots: dict[tuple[Rank, bool], int] = {}
    first_link = True
    for rank in sorted(perms):  # low to high
        for in_trump_suit in (False, True):
            if in_trump_suit and nt:
                continue
            gap = 1
            if first_link:
                gap += 0 if TractorLink.ACE_TO_OFF_LEVEL in links else 1
                first_link = False
            elif TractorLink.OFF_LEVEL_TO_TRUMP_LEVEL not in links:
                gap += 1
            chain_slot += gap
            perm_slots[(rank, in_trump_suit)] = chain_slot
    level_slots: dict[bool, int] = {}
    if level_is_trump:
        for in_trump_suit in (False, True):
            if in_trump_suit and nt:
                continue
            gap = 1
            if first_link:
                gap += 0 if TractorLink.ACE_TO_OFF_LEVEL in links else 1
                first_link = False
            elif TractorLink.OFF_LEVEL_TO_TRUMP_LEVEL not in links:
                gap += 1
            chain_slot += gap
            level_slots[in_trump_suit] = chain_slot
    little_slot = chain_slot + (1 if TractorLink.LEVEL_TO_LITTLE_JOKER in links else 2)
    if first_link:  # no level cards in the chain (NT with jokers only): jokers stand apart
        little_slot = chain_slot + 2
    big_slot = little_slot + (1 if TractorLink.LITTLE_TO_BIG_JOKER in links else 2)

    facts: list[CardInfo] = []
    add = facts.append
    trump_suit = trump.suit
    infos = _INFOS
    for suit, rank, side_suit in _DECK:
        if suit is None:
            big = rank is Rank.BIG_JOKER
            add(
                _card_info(
                    EffSuit.TRUMP,
                    _P_BIG if big else _P_LITTLE,
                    big_slot if big else little_slot,
                    "big-joker" if big else "little-joker",
                )
            )
            continue
        in_trump_suit = suit is trump_suit
        if rank == level and level_is_trump:
            if nt:
                add(_card_info(EffSuit.TRUMP, _P_OFF_LEVEL, level_slots[False], "nt-level"))
            elif in_trump_suit:
                add(_card_info(EffSuit.TRUMP, _P_TRUMP_LEVEL, level_slots[True], "trump-level"))
            else:
                add(_card_info(EffSuit.TRUMP, _P_OFF_LEVEL, level_slots[False], "off-level"))
        elif rank in perms:
            power = _P_TRUMP_PERM if in_trump_suit else _P_OFF_PERM
            # Several permanent ranks: keep the higher rank stronger.
            power -= 2 * (len(perms) - 1 - sorted(perms).index(rank))
            add(
                _card_info(
                    EffSuit.TRUMP,
                    power,
                    perm_slots[(rank, in_trump_suit and not nt)],
                    "trump-perm" if in_trump_suit and not nt else "off-perm",
                )
            )
        elif in_trump_suit:
            add(_card_info(EffSuit.TRUMP, int(rank), plain[rank], "trump-suit"))
        else:
            key = (side_suit, int(rank), plain[rank], "plain")  # most cards: looked up inline
            add(infos.get(key) or _card_info(*key))
    return dict(zip(ONE_DECK, facts, strict=True))


@cache
def order_for(trump: Trump, rules: RuleSet | None = None) -> TrumpOrder:
    """A shared :class:`TrumpOrder` for this trump and rule set (cached)."""
    return TrumpOrder(trump, rules)


def parse_trump(level: object, suit: object) -> Trump:
    """Build a :class:`Trump` from untrusted JSON values, with a clear error (``"NT"``: NT rank)."""
    if not isinstance(level, str | int):
        raise NotationError(
            repr(level), 0, "trump level must be a rank such as '10' or 'A' (or 'NT')"
        )
    if suit is not None and not isinstance(suit, str):
        raise NotationError(repr(suit), 0, "trump suit must be S, H, C, D or null for no-trump")
    return Trump.parse(level, suit)
