"""Tractors held in a hand: does a hand hold one, and which are they?

:func:`has_tractor` answers "can these cards make a tractor (拖拉机) in any effective suit?" and
:func:`tractors_in` lists them, each as a :class:`~tractor_core.rules.combinations.Unit`. A tractor is
two or more consecutive steps of one effective suit, each held at least ``tractor_min_width``
times (2, a pair); adjacency is the trump order's (the level rank is skipped, the trump chain
runs trump A → off-suit level → trump-suit level → LJ → BJ as the house rules link it).

>>> from tractor_core.rules.trump_order import Trump, order_for
>>> from tractor_core.rules.cards import Rank, Suit
>>> level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))
>>> has_tractor("SJ SJ S9 S9 C3", level10)
True
>>> [u.describe() for u in tractors_in("SJ SJ S9 S9 C3 H2 H2 HA HA S10 S10 D4 D4 D6 D6", level10)]
['tractor S10 S10 HA HA', 'tractor SJ SJ S9 S9']
>>> has_tractor("D4 D4 D6 D6 BJ LJ", level10)
False

These answer the question of a hand, not of a lead: how a lead is read into units (where a
house rule may keep ``333 44`` apart) is :func:`~tractor_core.rules.combinations.decompose`'s.
"""

from __future__ import annotations

from typing import Final

from tractor_core.rules.cards import (
    CARD_OF_CODE,
    Card,
    CardsLike,
    card_code,
    check_copies,
    parse_cards,
)
from tractor_core.rules.combinations import Unit
from tractor_core.rules.trump_order import TrumpOrder

__all__ = ["has_tractor", "tractors_in"]

_Links = tuple[tuple[frozenset[int], ...], tuple[frozenset[int], ...]]

_LINKS: Final = "tractors.links"


def _links(order: TrumpOrder) -> _Links:
    """For each card code, the codes one step above and one step below it (same effective suit).

    Kept in the order's memo (rebuilt if the memo is cleared).
    """
    hit = order.memo.get(_LINKS)
    if hit is not None:
        return hit  # type: ignore[return-value]
    suit_at, slot_at = order.suit_at, order.slot_at
    at: dict[tuple[object, int], set[int]] = {}
    for code in CARD_OF_CODE:
        at.setdefault((suit_at[code], slot_at[code]), set()).add(code)
    none: frozenset[int] = frozenset()
    above: list[frozenset[int]] = [none] * len(slot_at)
    below: list[frozenset[int]] = [none] * len(slot_at)
    for code in CARD_OF_CODE:
        suit, slot = suit_at[code], slot_at[code]
        above[code] = frozenset(at.get((suit, slot + 1), none))
        below[code] = frozenset(at.get((suit, slot - 1), none))
    links = (tuple(above), tuple(below))
    order.memo[_LINKS] = links
    return links


def _held(played: tuple[Card, ...], width: int, decks: int) -> set[int]:
    """Codes of the cards held at least ``width`` times (checking no card exceeds ``decks``)."""
    codes = sorted(map(card_code, played))
    step = width - 1
    held = {a for a, b in zip(codes, codes[step:], strict=False) if a == b}
    if (
        held
        and len(codes) > decks
        and any(a == b for a, b in zip(codes, codes[decks:], strict=False))
    ):
        check_copies(played, decks)  # raises TooManyCopiesError, naming the card
    return held


def has_tractor(cards: CardsLike, order: TrumpOrder) -> bool:
    """Do these cards hold a tractor (or Titanic) in any effective suit?

    Raises :class:`~tractor_core.rules.errors.TooManyCopiesError` for more copies of a card than the
    decks hold (when it could matter).

    >>> from tractor_core.rules.trump_order import Trump, order_for
    >>> from tractor_core.rules.cards import Rank, Suit
    >>> has_tractor("H2 H2 LJ LJ", order_for(Trump(Rank.TWO, Suit.HEARTS)))
    True
    """
    played = parse_cards(cards)
    rules = order.rules
    held = _held(played, rules.tractor_min_width, rules.decks)
    if len(held) < 2:
        return False
    above = _links(order)[0]
    length = rules.tractor_min_length
    if length == 2:
        return any(not held.isdisjoint(above[code]) for code in held)
    # longer minimum: the longest chain through the held steps, step by step
    reach = dict.fromkeys(held, 1)
    for code in sorted(held, key=order.slot_at.__getitem__, reverse=True):
        reach[code] = 1 + max((reach[c] for c in above[code] if c in held), default=0)
        if reach[code] >= length:
            return True
    return False


def tractors_in(cards: CardsLike, order: TrumpOrder) -> list[Unit]:
    """Every longest tractor (and Titanic) these cards can make, in hand order.

    For each width from ``tractor_min_width`` up, each chain of consecutive steps held at least
    that many times that cannot be made longer at either end (with 3 decks ``333 444 55`` gives
    the Titanic ``333 444`` and the tractor ``33 44 55``). Listed trumps first, then spades,
    hearts, clubs, diamonds; within a suit widest, then longest, then strongest first.

    >>> from tractor_core.rules.trump_order import Trump, order_for
    >>> from tractor_core.rules.cards import Rank, Suit
    >>> nt = order_for(Trump(Rank.TWO, None))
    >>> [u.describe() for u in tractors_in("S5 S5 S4 S4 S3 S3 S9 S9", nt)]
    ['tractor S5 S5 S4 S4 S3 S3']
    """
    played = parse_cards(cards)
    rules = order.rules
    min_width, min_length = rules.tractor_min_width, rules.tractor_min_length
    held = _held(played, min_width, rules.decks)
    above, below = _links(order)
    if not any(not held.isdisjoint(above[code]) for code in held):
        return []
    suit_at, power_at = order.suit_at, order.power_at
    out: list[Unit] = []
    width = min_width
    while len(held) >= min_length:
        for start in held:
            if not held.isdisjoint(below[start]):
                continue  # a longer chain starts lower
            stack: list[tuple[int, ...]] = [(start,)]
            while stack:
                path = stack.pop()
                longer = [c for c in above[path[-1]] if c in held]
                if longer:
                    stack.extend((*path, c) for c in longer)
                elif len(path) >= min_length:
                    steps = tuple(map(CARD_OF_CODE.__getitem__, path))
                    out.append(Unit(suit_at[start], steps, width, power_at[path[-1]]))
        width += 1
        held = _held(played, width, rules.decks)
    group = {suit: i for i, suit in enumerate("TSHCD")}
    out.sort(key=lambda u: (group[u.suit.value], -u.width, -u.length, -u.top, u.steps[0].code))
    return out
