"""Combinations: singles, pairs, triples, tractors (拖拉机) and Titanics, and reading a lead into units.

A :class:`Unit` is one combination of a single effective suit: ``width`` identical cards per step
(1 single, 2 pair, 3 triple) over ``length`` consecutive steps (1 for a plain tuple, 2 or more for
a tractor; a tractor of triples is a Titanic, 泰坦尼克).

:func:`is_tractor` answers "is this a tractor?" with the reason (sources 000, 001, 002, 003):

>>> from tractor_core.rules.trump_order import Trump, order_for
>>> from tractor_core.rules.cards import Rank, Suit
>>> level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))
>>> is_tractor("SJ SJ S9 S9", level10).reason
'S9 S9 SJ SJ is a tractor: the level rank 10 is left out of the suit, so 9 and J are adjacent.'
>>> is_tractor("S5 S5 S3 S3", level10).value
False

:func:`decompose` reads a multi-card lead into units under the house rule ``decompose``:
002 never splits a tuple (33344 = 333 + 44), shengji.io takes the longest unit (22233 = 2233 + 2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, Final

from tractor_core.rules.cards import (
    CARD_OF_CODE,
    Card,
    CardsLike,
    card_code,
    check_copies,
    parse_cards,
)
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.ruleset import ALL_TRACTOR_LINKS, Decompose
from tractor_core.rules.trump_order import EffSuit, TrumpOrder, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized, cards_named

__all__ = [
    "Unit",
    "decompose",
    "is_tractor",
    "readings",
    "unit_kind",
]

_KIND_EN: Final = {1: "single", 2: "pair", 3: "triple"}
_KIND_ZH: Final = {1: "单张", 2: "对子", 3: "三同张"}
# Four to eight decks (shengji.io): names of the wider tuples, for reasons only.
_WIDE_EN: Final = {4: "quad", 5: "quint", 6: "sextuple", 7: "septuple", 8: "octuple"}
_WIDE_ZH: Final = {4: "四同张", 5: "五同张", 6: "六同张", 7: "七同张", 8: "八同张"}


def _tuple_rule(width: int) -> str:
    """The rule id of one tuple: ``combo.pair``; ``combo.wide-tuple`` from four cards."""
    return "combo.wide-tuple" if width >= 4 else f"combo.{_KIND_EN.get(width, 'single')}"


def tuple_name(width: int) -> str:
    """``single``, ``pair``, ``triple``, ``quad``, ``quint``... (``9-tuple`` beyond)."""
    return _KIND_EN.get(width) or _WIDE_EN.get(width, f"{width}-tuple")


def tuple_name_zh(width: int) -> str:
    """Chinese name of a tuple of ``width`` identical cards."""
    return _KIND_ZH.get(width) or _WIDE_ZH.get(width, f"{width}同张")


@dataclass(frozen=True, slots=True)
class Unit:
    """One combination: ``width`` identical cards on each of ``length`` consecutive steps.

    ``steps`` lists the distinct cards from the lowest step to the highest; ``top`` is the power
    of the highest step, which orders units of the same shape (equal ``top`` = equal units).
    """

    suit: EffSuit
    steps: tuple[Card, ...]
    width: int
    top: int

    @property
    def length(self) -> int:
        """Number of steps (1 for a single, pair or triple)."""
        return len(self.steps)

    @property
    def size(self) -> int:
        """Number of cards."""
        return self.width * len(self.steps)

    @property
    def shape(self) -> tuple[int, int]:
        """``(width, length)``: the only thing two units must share to be compared."""
        return (self.width, len(self.steps))

    @property
    def is_tractor(self) -> bool:
        """True for tractors and Titanics (two or more steps)."""
        return len(self.steps) > 1

    @property
    def cards(self) -> tuple[Card, ...]:
        """All cards, strongest step first."""
        return tuple(card for card in reversed(self.steps) for _ in range(self.width))

    @property
    def kind(self) -> str:
        """``single``, ``pair``, ``triple``, ``tractor`` or ``titanic``."""
        return unit_kind(self.width, len(self.steps))

    def describe(self) -> str:
        """The unit in words: ``pair S8 S8``."""
        return f"{self.kind} {' '.join(c.notation for c in self.cards)}"

    def describe_zh(self) -> str:
        """Chinese of :meth:`describe`."""
        return f"{unit_kind_zh(self.width, len(self.steps))} {' '.join(c.notation for c in self.cards)}"

    def named(self) -> Localized:
        """The unit as a reader names it: ``pair ♠8 ♠8`` / ``对子 黑桃8、黑桃8``."""
        cards = cards_named(self.cards)
        return Localized(
            f"{self.kind} {cards.en}", f"{unit_kind_zh(self.width, len(self.steps))} {cards.zh}"
        )

    def __repr__(self) -> str:
        return f"<Unit {self.describe()}>"


_SET_UNIT: Final = tuple(Unit.__dict__[name].__set__ for name in ("suit", "steps", "width", "top"))


def _unit(suit: EffSuit, steps: tuple[Card, ...], width: int, top: int) -> Unit:
    """``Unit(suit, steps, width, top)`` made by the slots' own setters (hot loops: 40% faster)."""
    unit: Unit = object.__new__(Unit)
    set_suit, set_steps, set_width, set_top = _SET_UNIT
    set_suit(unit, suit)
    set_steps(unit, steps)
    set_width(unit, width)
    set_top(unit, top)
    return unit


def unit_kind(width: int, length: int) -> str:
    """Name of a shape: ``single``, ``pair``, ``triple``, ``tractor``, ``titanic``."""
    if length > 1:
        if width >= 4:
            return f"tractor of {tuple_name(width)}s"
        return "titanic" if width >= 3 else "tractor"
    return tuple_name(width)


def unit_kind_zh(width: int, length: int) -> str:
    """Chinese name of a shape."""
    if length > 1:
        if width >= 4:
            return f"{tuple_name_zh(width)}拖拉机"
        return "泰坦尼克" if width >= 3 else "拖拉机"
    return tuple_name_zh(width)


# ------------------------------------------------------------------------------------ grouping
class Groups:
    """The distinct cards of a one-suit play with their counts, ordered by slot (low to high)."""

    __slots__ = ("_succ", "cards", "counts", "order", "suit")

    def __init__(self, cards: Iterable[Card], order: TrumpOrder) -> None:
        counter = Counter(map(card_code, cards))
        self.order = order
        codes = sorted(counter, key=order.key_at.__getitem__)
        self.cards: list[Card] = list(map(CARD_OF_CODE.__getitem__, codes))
        self.counts: tuple[int, ...] = tuple(map(counter.__getitem__, codes))
        suits = set(map(order.suit_at.__getitem__, codes))
        self.suit: EffSuit | None = suits.pop() if len(suits) == 1 else None
        self._succ: tuple[tuple[int, ...], ...] | None = None

    @property
    def succ(self) -> tuple[tuple[int, ...], ...]:
        """For each group, the indices of the groups one step above it (built when first asked)."""
        if self._succ is None:
            slot_at = self.order.slot_at
            slots = [slot_at[c.code] for c in self.cards]
            at_slot: dict[int, list[int]] = {}
            for i, slot in enumerate(slots):
                at_slot.setdefault(slot, []).append(i)
            self._succ = tuple(tuple(at_slot.get(slot + 1, ())) for slot in slots)
        return self._succ

    def unit(self, indices: Sequence[int], width: int) -> Unit:
        """The unit made of ``width`` copies of each group in ``indices`` (low to high)."""
        steps = tuple(self.cards[i] for i in indices)
        assert self.suit is not None
        return Unit(self.suit, steps, width, self.order.power_at[steps[-1].code])


# ------------------------------------------------------------------------------------ tractor
def is_tractor(cards: CardsLike, order: TrumpOrder) -> Verdict[bool]:
    """Is this play a tractor (or, with 3 decks, a Titanic)? Says which rule decided.

    The rules applied, in order: one effective suit (``combo.tractor.one-suit``); every step the
    same width, pairs or wider (``combo.tractor.equal-width``); enough steps
    (``combo.tractor.min-length``); consecutive, distinct steps (``combo.tractor.adjacent``,
    ``combo.tractor.equal-steps``, ``combo.tractor.level-gap``, ``combo.tractor.trump-chain``).
    """
    played = parse_cards(cards)
    rules = order.rules
    check_copies(played, rules.decks)
    text = " ".join(c.notation for c in order.sorted(played)[::-1])
    if len(played) < 2:
        return Verdict(
            False,
            f"{text or 'Nothing'} is not a tractor: a tractor has at least two pairs.",
            f"{text} 不是拖拉机：拖拉机至少两对。",
            "combo.tractor.min-length",
        )
    groups = Groups(played, order)
    if groups.suit is None:
        return _mixed_suits(played, order, text)
    counts = groups.counts
    widths = set(counts)
    if len(widths) > 1 or min(widths) < rules.tractor_min_width or max(widths) > rules.max_tuple:
        return _unequal_widths(groups, text)
    if len(counts) < rules.tractor_min_length:
        return _too_short(groups, text)
    slots = [order.info(c).slot for c in groups.cards]
    for (low, s_low), (high, s_high) in pairwise(zip(groups.cards, slots, strict=True)):
        if s_high == s_low:
            return Verdict(
                False,
                f"{text} is not a tractor: {low.notation} and {high.notation} are equal in rank "
                f"({order.describe(low)}), so they are not consecutive.",
                f"{text} 不是拖拉机：{low.notation} 与 {high.notation} 大小相同，不相邻。",
                "combo.tractor.equal-steps",
            )
        if s_high != s_low + 1:
            return _gap(low, high, order, text)
    return _tractor_yes(groups, order, text)


_COUNT_EN: Final = {2: "two", 3: "three", 4: "four", 5: "five"}


def _too_short(groups: Groups, text: str) -> Verdict[bool]:
    """Fewer steps than ``tractor_min_length``: one tuple, or a short run of them."""
    order = groups.order
    need = order.rules.tractor_min_length
    width, steps = groups.counts[0], len(groups.cards)
    what = tuple_name(width)
    what_zh = tuple_name_zh(width)
    if steps == 1:
        return Verdict(
            False,
            f"{text} is one {what}, not a tractor: a tractor needs at least {need} consecutive "
            f"{what}s.",
            f"{text} 只是一个{what_zh}，拖拉机至少要 {need} 组相连。",
            "combo.tractor.min-length",
        )
    joined = all(order.adjacent(a, b) for a, b in pairwise(groups.cards))
    many = _COUNT_EN.get(steps, str(steps))
    return Verdict(
        False,
        f"{text} is {many} {'consecutive ' if joined else ''}{what}s, not a tractor: under these "
        f"house rules (tractor_min_length={need}) a tractor needs at least {need} consecutive "
        f"{what}s.",
        f"{text} 是 {steps} 个{'相连的' if joined else ''}{what_zh}，但本规则拖拉机至少要 {need} 组"
        "相连，不是拖拉机。",
        "combo.tractor.min-length",
    )


def _mixed_suits(played: Sequence[Card], order: TrumpOrder, text: str) -> Verdict[bool]:
    by_suit = order.split_by_suit(played)
    trumps = by_suit.get(EffSuit.TRUMP)
    if trumps is not None:
        trump = trumps[0]
        other = next(c for s, cs in by_suit.items() if s is not EffSuit.TRUMP for c in cs)
        why = (
            f"{trump.notation} is a trump ({order.describe(trump)}) but {other.notation} "
            f"is {order.suit_of(other).english}"
        )
        why_zh = f"{trump.notation} 是主牌，{other.notation} 是{order.suit_of(other).chinese}"
    else:
        a, b = (cs[0] for cs in list(by_suit.values())[:2])
        why = f"{a.notation} and {b.notation} are different suits"
        why_zh = f"{a.notation} 与 {b.notation} 花色不同"
    return Verdict(
        False,
        f"{text} is not a tractor: {why}; a tractor is all one suit.",
        f"{text} 不是拖拉机：{why_zh}；拖拉机必须同一门。",
        "combo.tractor.one-suit",
    )


def _unequal_widths(groups: Groups, text: str) -> Verdict[bool]:
    rules = groups.order.rules
    parts = [f"{c.notation}×{n}" for c, n in zip(groups.cards, groups.counts, strict=True)]
    if max(groups.counts) == 1:
        why = "they are single cards"
        why_zh = "都是单张"
    elif min(groups.counts) < rules.tractor_min_width and len(set(groups.counts)) == 1:
        why = f"each step must have at least {rules.tractor_min_width} identical cards"
        why_zh = f"每组至少 {rules.tractor_min_width} 张相同的牌"
    else:
        why = f"every step must be the same size ({', '.join(parts)})"
        why_zh = f"每组张数必须相同（{', '.join(parts)}）"
    return Verdict(
        False,
        f"{text} is not a tractor: {why}.",
        f"{text} 不是拖拉机：{why_zh}。",
        "combo.tractor.equal-width",
    )


def _gap(low: Card, high: Card, order: TrumpOrder, text: str) -> Verdict[bool]:
    permissive = order.memo.get("permissive")
    if not isinstance(permissive, TrumpOrder):  # the most linking rules: built once per order
        permissive = order_for(
            order.trump,
            order.rules.replace(skip_level_rank=True, trump_tractor_links=ALL_TRACTOR_LINKS),
        )
        order.memo["permissive"] = permissive
    if permissive.adjacent(low, high):
        if order.is_trump(low) and order.info(low).kind != order.info(high).kind:
            return Verdict(
                False,
                f"{text} is not a tractor: under these house rules the trump chain does not link "
                f"{low.notation} ({order.describe(low)}) to {high.notation} "
                f"({order.describe(high)}).",
                f"{text} 不是拖拉机：本规则下 {low.notation} 与 {high.notation} 不能跨界相连。",
                "combo.tractor.trump-chain",
            )
        return Verdict(
            False,
            f"{text} is not a tractor: these house rules do not skip the level rank "
            f"{order.trump.level_label}, so {low.notation} and {high.notation} are not adjacent.",
            f"{text} 不是拖拉机：本规则级牌 {order.trump.level_label} 不跳过，{low.notation} 与 "
            f"{high.notation} 不相邻。",
            "combo.tractor.level-gap",
        )
    return Verdict(
        False,
        f"{text} is not a tractor: {low.notation} and {high.notation} are not adjacent in the "
        "card order.",
        f"{text} 不是拖拉机：{low.notation} 与 {high.notation} 大小不相邻。",
        "combo.tractor.adjacent",
    )


def _step_en(order: TrumpOrder, card: Card) -> str:
    """What a card is in the trump chain: ``off-suit level card``, ``level card, trump in NT``."""
    return order.describe(card).removesuffix(" (trump)").replace(" (", ", ").replace(")", "")


def _step_zh(order: TrumpOrder, card: Card) -> str:
    return order.describe_zh(card).removesuffix("（主牌）").replace("（", "，").replace("）", "")


def _tractor_yes(groups: Groups, order: TrumpOrder, text: str) -> Verdict[bool]:
    cards = groups.cards
    kinds = [order.info(c).kind for c in cards]
    width = groups.counts[0]
    name = "a Titanic" if width == 3 else "a tractor" if width == 2 else f"a {unit_kind(width, 2)}"
    name_zh = unit_kind_zh(width, 2)
    details = {"width": groups.counts[0], "length": len(cards)}
    assert groups.suit is not None
    if len(set(kinds)) > 1:
        chain = " → ".join(f"{c.notation} ({_step_en(order, c)})" for c in cards)
        chain_zh = " → ".join(f"{c.notation}（{_step_zh(order, c)}）" for c in cards)
        return Verdict(
            True,
            f"{text} is {name}: in the trump order of these rules {chain} are consecutive steps.",
            f"{text} 是{name_zh}：按本规则的主牌顺序，{chain_zh} 依次相邻。",
            "combo.tractor.trump-chain",
            details,
        )
    bridged = any(int(b.rank) - int(a.rank) > 1 for a, b in pairwise(cards))
    if bridged:
        level = order.trump.level_label
        low = next(a for a, b in pairwise(cards) if int(b.rank) - int(a.rank) > 1)
        high = cards[cards.index(low) + 1]
        return Verdict(
            True,
            f"{text} is {name}: the level rank {level} is left out of the suit, so "
            f"{low.rank.label} and {high.rank.label} are adjacent.",
            f"{text} 是{name_zh}：级牌 {level} 不在该门序列中，{low.rank.label} 与 "
            f"{high.rank.label} 相邻。",
            "combo.tractor.level-gap",
            details,
        )
    return Verdict(
        True,
        f"{text} is {name}: {len(cards)} consecutive "
        f"{tuple_name(width)}s of {groups.suit.english}.",
        f"{text} 是{name_zh}：{len(cards)} 组相连的{tuple_name_zh(width)}。",
        "combo.tractor",
        details,
    )


# ------------------------------------------------------------------------------ decomposition
_Spec = tuple[tuple[int, ...], int]  # (group indices low→high, width)


def _chains(g: Groups, start: int, counts: Sequence[int]) -> Iterator[_Spec]:
    """Every tractor starting at group ``start``: width = least count along it (shengji.io)."""
    rules = g.order.rules
    min_w, min_len = rules.tractor_min_width, rules.tractor_min_length
    stack: list[tuple[tuple[int, ...], int]] = [((start,), counts[start])]
    while stack:
        path, width = stack.pop()
        for j in g.succ[path[-1]]:
            w = min(width, counts[j])
            if w < min_w:
                continue
            new = (*path, j)
            if len(new) >= min_len:
                yield (new, w)
            stack.append((new, w))


def _options(
    g: Groups, counts: tuple[int, ...], policy: Decompose
) -> Iterator[tuple[_Spec, tuple[int, ...]]]:
    """First-unit choices at the lowest remaining group, with the counts left after each."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return
    rest = list(counts)
    rest[i] = 0
    yield (((i,), counts[i]), tuple(rest))
    for path, width in _chains(g, i, counts):
        if policy is Decompose.TUPLES_FIRST and any(counts[k] != width for k in path):
            continue
        left = list(counts)
        for k in path:
            left[k] -= width
        yield ((path, width), tuple(left))


def _key(specs: Iterable[_Spec]) -> tuple[tuple[int, bool], ...]:
    """Reading quality: unit (size, is_tractor) pairs, largest first; compared lexicographically."""
    return tuple(sorted(((len(p) * w, len(p) > 1) for p, w in specs), reverse=True))


def _best(g: Groups, policy: Decompose) -> list[_Spec]:
    memo: dict[tuple[int, ...], tuple[tuple[tuple[int, bool], ...], list[_Spec]]] = {}

    def best(counts: tuple[int, ...]) -> tuple[tuple[tuple[int, bool], ...], list[_Spec]]:
        if not any(counts):
            return ((), [])
        hit = memo.get(counts)
        if hit is not None:
            return hit
        chosen: tuple[tuple[tuple[int, bool], ...], list[_Spec]] | None = None
        for spec, left in _options(g, counts, policy):
            _, tail = best(left)
            units = [spec, *tail]
            key = _key(units)
            if chosen is None or key > chosen[0]:
                chosen = (key, units)
        assert chosen is not None
        memo[counts] = chosen
        return chosen

    return best(g.counts)[1]


def _all(g: Groups, counts: tuple[int, ...], policy: Decompose) -> Iterator[list[_Spec]]:
    if not any(counts):
        yield []
        return
    for spec, left in _options(g, counts, policy):
        for tail in _all(g, left, policy):
            yield [spec, *tail]


def _units(g: Groups, specs: Iterable[_Spec]) -> tuple[Unit, ...]:
    units = [g.unit(path, width) for path, width in specs]
    return tuple(sorted(units, key=lambda u: (-u.size, -u.length, -u.top)))


def _one_suit_groups(cards: CardsLike, order: TrumpOrder) -> Groups:
    played = parse_cards(cards)
    if not played:
        msg = "no cards to read: a lead has at least one card"
        raise IllegalPlayError(msg)
    groups = Groups(played, order)
    if groups.suit is None:
        suits = order.split_by_suit(played)
        listing = "; ".join(
            f"{s.english}: {' '.join(c.notation for c in cs)}" for s, cs in suits.items()
        )
        msg = f"{' '.join(c.notation for c in played)} mixes effective suits ({listing}); a lead is one suit"
        raise IllegalPlayError(msg)
    return groups


def readings(cards: CardsLike, order: TrumpOrder, limit: int = 1000) -> list[tuple[Unit, ...]]:
    """Every candidate reading of a one-suit play into units (at most ``limit``), best first.

    Candidates follow shengji.io's enumeration: from the lowest card, either its full tuple or any
    tractor starting there; tuples are never split except by a tractor's width.
    """
    g = _one_suit_groups(cards, order)
    seen: dict[tuple[_Spec, ...], list[_Spec]] = {}
    for specs in _all(g, g.counts, Decompose.LONGEST_UNIT):
        seen.setdefault(tuple(sorted(specs)), specs)
        if len(seen) >= limit:
            break
    ordered = sorted(seen.values(), key=_key, reverse=True)
    return [_units(g, specs) for specs in ordered]


def decompose(cards: CardsLike, order: TrumpOrder) -> Verdict[tuple[Unit, ...]]:
    """Read a one-suit play into units under the house rule ``decompose``.

    Raises :class:`~tractor_core.rules.errors.IllegalPlayError` if the cards are not one effective suit.
    Results are cached per (cards as a multiset, trump order): a lead is read by the throw check,
    every follow check and the trick winner.
    """
    played = parse_cards(cards)
    return _decompose_cached(tuple(sorted(map(card_code, played))), played, order)


def _decompose_cached(
    key: tuple[int, ...], played: tuple[Card, ...], order: TrumpOrder
) -> Verdict[tuple[Unit, ...]]:
    cache = order.memo
    hit = cache.get(("decompose", key))
    if isinstance(hit, Verdict):
        return hit
    verdict = _decompose_tuples(played, order)
    if verdict is None:
        check_copies(played, order.rules.decks)  # valid or not depends only on the cached multiset
        verdict = _decompose(played, order)
    if len(cache) > 4096:
        cache.clear()
    cache[("decompose", key)] = verdict
    return verdict


def _decompose_tuples(
    played: tuple[Card, ...], order: TrumpOrder
) -> Verdict[tuple[Unit, ...]] | None:
    """:func:`_decompose` for a valid one-suit play that holds no tractor (most throws), or None.

    With no two adjacent steps each held ``tractor_min_width`` times there is one reading under
    either policy: each distinct card as one tuple (as :func:`_best` finds it, lowest first).
    None for anything else (an empty or mixed play, too many copies, a possible tractor).
    """
    if not played:
        return None
    key_at, suit_at, slot_at, power_at = order.key_at, order.suit_at, order.slot_at, order.power_at
    first = played[0].code
    codes = list(map(card_code, played))
    n = len(codes)
    if codes.count(first) == n:  # one single, pair or triple: the commonest lead
        if n > order.rules.decks:
            return None
        one = (_unit(suit_at[first], (CARD_OF_CODE[first],), n, power_at[first]),)
        kind = _tuple_rule(n)
        return Verdict.later(one, kind, lambda: _explain_reading(one, kind))
    codes.sort(key=key_at.__getitem__)
    suit = suit_at[codes[0]]
    if len(set(codes)) == n:  # all different: a throw of singles, strongest first, ties in order
        if len(set(map(suit_at.__getitem__, codes))) != 1:
            return None
        codes.sort(key=power_at.__getitem__, reverse=True)  # stable: equal cards stay in order
        singles = tuple([_unit(suit, (CARD_OF_CODE[c],), 1, power_at[c]) for c in codes])
        return Verdict.later(
            singles, "combo.not-one-unit", lambda: _explain_reading(singles, "combo.not-one-unit")
        )
    distinct: list[int] = []
    counts: list[int] = []
    previous = -1
    for code in codes:
        if code == previous:
            counts[-1] += 1
        else:
            if suit_at[code] is not suit:
                return None
            distinct.append(code)
            counts.append(1)
            previous = code
    rules = order.rules
    if max(counts) > rules.decks:
        return None
    min_width = rules.tractor_min_width
    wide = [slot_at[c] for c, n in zip(distinct, counts, strict=True) if n >= min_width]
    if len(wide) > 1 and not set(wide).isdisjoint([slot + 1 for slot in wide]):
        return None
    # largest first, then strongest, ties in card order (as _units sorts them)
    ranked = sorted(
        [(-n, -power_at[c], i, c) for i, (c, n) in enumerate(zip(distinct, counts, strict=True))]
    )
    found = tuple([_unit(suit, (CARD_OF_CODE[c],), -n, -p) for n, p, _, c in ranked])
    if len(found) == 1:
        rule = _tuple_rule(found[0].width)
    elif max(counts) < 3:
        rule = "combo.not-one-unit"
    elif rules.decompose is Decompose.TUPLES_FIRST:
        rule = "decompose.tuples-first"
    else:
        rule = "decompose.longest-unit"
    return Verdict.later(found, rule, lambda: _explain_reading(found, rule))


def _decompose(cards: CardsLike, order: TrumpOrder) -> Verdict[tuple[Unit, ...]]:
    g = _one_suit_groups(cards, order)
    policy = order.rules.decompose
    units = _units(g, _best(g, policy))
    if len(units) == 1:
        unit = units[0]
        rule = "combo.tractor" if unit.is_tractor else _tuple_rule(unit.width)
    elif max(g.counts) < 3:  # no three identical cards: both reading policies agree
        rule = "combo.not-one-unit"
    elif policy is Decompose.TUPLES_FIRST:
        rule = "decompose.tuples-first"
    else:
        rule = "decompose.longest-unit"
    return Verdict.later(units, rule, lambda: _explain_reading(units, rule))


def _explain_reading(units: tuple[Unit, ...], rule: str) -> tuple[str, str, dict[str, Any]]:
    """How a lead was read into units, in English and Chinese."""
    listing = " + ".join(" ".join(c.notation for c in u.cards) for u in units)
    n = len(units)
    if n == 1:
        unit = units[0]
        return (
            f"{listing} is one unit: a {unit.kind}.",
            f"{listing} 是一个{unit_kind_zh(unit.width, unit.length)}。",
            {},
        )
    if rule == "combo.not-one-unit":
        return (
            f"Read as {listing}: this lead is a throw of {n} units.",
            f"读作 {listing}，是 {n} 个牌型的甩牌。",
            {},
        )
    if rule == "decompose.tuples-first":
        return (
            f"Read as {listing}: tuples are never split (002), so this lead is a throw of "
            f"{n} units.",
            f"按 002 规则不拆三同张，读作 {listing}，是 {n} 个牌型的甩牌。",
            {},
        )
    return (
        f"Read as {listing}: the reading with the longest unit is taken (shengji.io), so this "
        f"lead is a throw of {n} units.",
        f"按最长牌型拆分，读作 {listing}，是 {n} 个牌型的甩牌。",
        {},
    )
