"""Rainbows (shengji.io's compound formats): one rank led across all four suits.

shengji.io (``mechanics/src/trick.rs``, ``CompoundFormats { rainbows: Option<usize> }``, off by
default) lets a lead that is not one suit stand when it is a **rainbow**: the rule option
``rainbows`` is its ``Some(n)``. What its code does, and this module with it:

* **Reading a lead** (``try_rainbow_format``): every card has a rank (a joker spoils the whole
  lead); the cards are grouped by rank, and every group must hold at least ``n`` cards and span
  at least 4 effective suits. One group is a rainbow; several are a rainbow throw, one unit per
  rank. The level rank never makes one (all its cards are trumps: one effective suit); another
  rank needs all four printed suits, the trump suit's card counting as the trump suit. A lead
  of one suit is never a rainbow, so rainbows change no other lead.
* **A throw** (``play_cards``): a unit is beaten when another hand holds as many cards of a
  strictly higher rank, in any suits (``Number`` order, 2 low, A high: not trump order). shengji.io
  forces the lowest-ranked group the first such hand (seat order) beats; here the
  ``forced_unit`` policy chooses among the beaten groups, and ``first_blocker`` (the shengji
  preset) is that rule.
* **Following** (``is_legal_play``): the play must have the lead's number of cards; it is legal
  when its cards can be split by rank into one group per led group (as many cards of one rank
  each, any suits), or when the hand cannot do that at all. There is no suit to follow.
* **The winner** (``compute_rainbow_winner``, ``rainbow_play_combo``): each play's groups are
  read greedily, the largest led group first taking the highest rank that has enough cards; the
  ranks read, highest first, are compared as a list, and a strictly higher list takes the trick.
  Bombs do not count against a rainbow. A play the greedy reading cannot fill (possible only
  with unequal groups: 8 aces and 6 kings against groups of 6, 4 and 4) does not win, as in
  shengji.io.

Pure standard library; the verdicts are built by the modules that ask (``throwing``,
``following``, ``trick``).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from tractor_core.rules.cards import Card, Rank, card_code
from tractor_core.rules.trump_order import TrumpOrder
from tractor_core.text import Localized, cards_named

__all__ = [
    "FillTable",
    "RainbowGroup",
    "beating_rank",
    "can_fill",
    "play_ranks",
    "rank_counts",
    "read_rainbow",
    "witness",
]


@dataclass(frozen=True, slots=True)
class RainbowGroup:
    """One rank of a rainbow lead: its cards (all of that rank, from all four suits)."""

    rank: Rank
    cards: tuple[Card, ...]

    @property
    def size(self) -> int:
        """How many cards a follower must give of one rank for this group."""
        return len(self.cards)

    def describe(self) -> str:
        """``rainbow of 5s (C5 D5 H5 S5)``."""
        return f"rainbow of {self.rank.label}s ({' '.join(c.notation for c in self.cards)})"

    def describe_zh(self) -> str:
        """``彩虹 5（C5 D5 H5 S5）``."""
        return f"彩虹 {self.rank.label}（{' '.join(c.notation for c in self.cards)}）"

    def named(self) -> Localized:
        """The group as a reader names it: ``rainbow of 5s (♣5 ♦5 ♥5 ♠5)`` / ``彩虹 5（梅花5、…）``."""
        cards = cards_named(self.cards)
        return Localized(
            f"rainbow of {self.rank.label}s ({cards.en})", f"彩虹 {self.rank.label}（{cards.zh}）"
        )


def read_rainbow(cards: Sequence[Card], order: TrumpOrder) -> tuple[RainbowGroup, ...] | None:
    """The lead's rainbow groups, lowest rank first, or None if it is not a rainbow.

    None also when the rules have no rainbows (``rainbows`` is None). Read once per lead (as a
    multiset) and kept in the order's memo.
    """
    least = order.rules.rainbows
    if least is None or len(cards) < 4:
        return None
    key = ("rainbow", tuple(sorted(map(card_code, cards))))
    memo = order.memo
    if key in memo:
        return memo[key]  # type: ignore[return-value]
    groups = _read(cards, order, least)
    if len(memo) > 4096:
        memo.clear()
    memo[key] = groups
    return groups


def _read(cards: Sequence[Card], order: TrumpOrder, least: int) -> tuple[RainbowGroup, ...] | None:
    by_rank: dict[Rank, list[Card]] = {}
    for card in cards:
        if card.suit is None:  # a joker has no number: not a rainbow (try_rainbow_format)
            return None
        by_rank.setdefault(card.rank, []).append(card)
    suit_at = order.suit_at
    groups = []
    for rank in sorted(by_rank):
        group = by_rank[rank]
        if len(group) < least or len({suit_at[c.code] for c in group}) < 4:
            return None
        groups.append(RainbowGroup(rank, tuple(order.sorted(group))))
    return tuple(groups)


def rank_counts(cards: Iterable[Card]) -> dict[Rank, int]:
    """How many cards of each rank (jokers, which have none, left out)."""
    return dict(Counter(c.rank for c in cards if c.suit is not None))


def can_fill(counts: dict[Rank, int], sizes: Sequence[int]) -> bool:
    """Can these rank counts give one rank's worth for every size (``can_satisfy_rainbow_units``)?

    Several groups may take the same rank if it has cards enough for all of them.
    """
    left = dict(counts)

    def place(i: int) -> bool:
        if i == len(sizes):
            return True
        need = sizes[i]
        for rank, n in left.items():
            if n >= need:
                left[rank] = n - need
                if place(i + 1):
                    return True
                left[rank] = n
        return False

    return place(0)


def witness(cards: Sequence[Card], sizes: Sequence[int]) -> tuple[Card, ...]:
    """Cards of ``cards`` that fill every size, one rank each, highest ranks first (or ())."""
    counts = rank_counts(cards)
    left = dict(counts)
    chosen: list[tuple[Rank, int]] = []

    def place(i: int) -> bool:
        if i == len(sizes):
            return True
        for rank in sorted(left, reverse=True):
            n = left[rank]
            if n >= sizes[i]:
                left[rank] = n - sizes[i]
                chosen.append((rank, sizes[i]))
                if place(i + 1):
                    return True
                chosen.pop()
                left[rank] = n
        return False

    if not place(0):
        return ()
    need = Counter[Rank]()
    for rank, n in chosen:
        need[rank] += n
    out: list[Card] = []
    for card in cards:
        if card.suit is not None and need[card.rank] > 0:
            need[card.rank] -= 1
            out.append(card)
    return tuple(out)


def play_ranks(cards: Sequence[Card], sizes: Sequence[int]) -> tuple[Rank, ...] | None:
    """A play's ranks as shengji.io's ``rainbow_play_combo`` reads them, highest first, or None.

    The largest group first takes the highest rank with cards enough, and so on; None when some
    group finds no rank (the play does not compete for the trick).
    """
    ranks = sorted(rank_counts(cards).items(), reverse=True)
    have = [n for _, n in ranks]
    out: list[Rank] = []
    for size in sorted(sizes, reverse=True):
        for j, n in enumerate(have):
            if n >= size:
                out.append(ranks[j][0])
                have[j] -= size
                break
        else:
            return None
    return tuple(sorted(out, reverse=True))


def beating_rank(counts: dict[Rank, int], group: RainbowGroup) -> Rank | None:
    """The lowest rank above the group's with at least as many cards, or None (a throw's check)."""
    above = [r for r, n in counts.items() if r > group.rank and n >= group.size]
    return min(above) if above else None


@functools.cache
def _splits(rest: tuple[int, ...], most: int) -> tuple[tuple[int, frozenset[tuple[int, ...]]], ...]:
    """For each number of cards one rank can give (at most ``most``): the groups left to fill."""
    out: dict[int, set[tuple[int, ...]]] = {}
    seen: set[tuple[int, ...]] = set()
    for mask in range(1 << len(rest)):
        taken = tuple(rest[i] for i in range(len(rest)) if mask >> i & 1)
        total = sum(taken)
        if total > most or taken in seen:
            continue
        seen.add(taken)
        left = list(rest)
        for size in taken:
            left.remove(size)
        out.setdefault(total, set()).add(tuple(left))
    return tuple((total, frozenset(out[total])) for total in sorted(out))


class FillTable:
    """How plays of exactly ``sum(sizes)`` cards fill every led group, counted rank by rank.

    A play that fills every group uses all its cards for them, so it is known by how many cards
    of each rank it holds. Ranks are taken in order (index ``i`` into ``held``, the cards the
    hand has of each), carrying the *frontier*: every multiset of groups still to fill that some
    split of the cards taken so far leaves. ``count(i, frontier)`` is the number of plays from
    rank ``i`` on, with ``ways(i, take)`` the ways to pick ``take`` cards of rank ``i``; it is
    memoised on ``(i, frontier)``, so counting and finding the n-th play never list the plays.
    """

    def __init__(
        self, held: Sequence[int], sizes: Sequence[int], ways: Callable[[int, int], int]
    ) -> None:
        self.held = tuple(held)
        self.ways = ways
        self.start: frozenset[tuple[int, ...]] = frozenset({tuple(sorted(sizes))})
        self._after = [sum(self.held[i:]) for i in range(len(self.held) + 1)]
        self._options: dict[
            tuple[int, frozenset[tuple[int, ...]]], list[tuple[int, frozenset[tuple[int, ...]]]]
        ] = {}
        self._count: dict[tuple[int, frozenset[tuple[int, ...]]], int] = {}

    def options(
        self, i: int, frontier: frozenset[tuple[int, ...]]
    ) -> list[tuple[int, frozenset[tuple[int, ...]]]]:
        """The cards rank ``i`` may give, fewest first, each with the frontier it leaves."""
        key = (i, frontier)
        hit = self._options.get(key)
        if hit is None:
            merged: dict[int, set[tuple[int, ...]]] = {}
            for rest in frontier:
                for take, lefts in _splits(rest, self.held[i]):
                    merged.setdefault(take, set()).update(lefts)
            hit = self._options[key] = [(t, frozenset(merged[t])) for t in sorted(merged)]
        return hit

    @staticmethod
    def done(frontier: frozenset[tuple[int, ...]]) -> bool:
        """Every group filled (the members of a frontier all hold the same number of cards)."""
        return not sum(next(iter(frontier)))

    def count(self, i: int = 0, frontier: frozenset[tuple[int, ...]] | None = None) -> int:
        """Plays that fill the frontier's groups with ranks ``i`` and after."""
        frontier = self.start if frontier is None else frontier
        if self.done(frontier):
            return 1
        if self._after[i] < sum(next(iter(frontier))):
            return 0
        key = (i, frontier)
        hit = self._count.get(key)
        if hit is None:
            hit = sum(
                self.ways(i, take) * self.count(i + 1, after)
                for take, after in self.options(i, frontier)
            )
            self._count[key] = hit
        return hit
