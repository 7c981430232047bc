"""A slow, plainly-correct reference for legal follows, and the generator of ``follow_perft.json``.

This module is written independently of :mod:`tractor_core.rules.following` and
:mod:`tractor_core.rules.matching`. It borrows only the card notation, the trump order (effective suit
and slot of each card) and :func:`~tractor_core.rules.combinations.decompose` (to read the lead into
units). Everything else is brute force:

1. every combination of hand positions of the lead's size is a candidate play (deduplicated as
   a multiset);
2. **suit first** (``follow.suit``): a candidate must contain ``min(#led-suit cards held, size)``
   led-suit cards; with no more led-suit cards than the lead's size every such candidate is legal;
3. **shape** (``follow.tractors``, ``follow.titanic-ladder``, ``follow.triples``,
   ``follow.pairs``): the led-suit cards of a play are split in *every* way into units (singles,
   pairs, triples, tractors, Titanics), the units are assigned in every way to the lead's *slots*,
   and the best feature vector is kept. The vector, compared lexicographically, is

   ``(Titanics matched, tractors matched, all triples of a Titanic [002 only],
   Titanic answered by a pair-tractor of its length, triples, pairs)``

   where a led Titanic slot takes a Titanic of its shape, or a pair-tractor of its length
   ("拖拉机 + 任意两张"), or stays unmatched and then owes its triples (and their pairs); a led
   tractor slot takes a tractor of its shape or owes its pairs; a led triple is a triple slot
   with a pair inside it ("一副对子 + 一单张" when no triple); a led pair is a pair slot. A triple
   that fills a triple slot also fills the pair inside it, so the pairs feature is
   ``min(pair slots, triples + pair units)`` (pairs inside tractors and triples count: 000).
4. the hand's **obligation** is the largest vector over every suit-following candidate; under
   ``longer_tuples_protected`` (and ``protected_and_tractor_only``) only candidates whose pair
   and pair-tractor units never take a card the hand holds three times are considered (a triple
   is never split to make a pair; a genuine pair is still forced). ``suit_only`` skips step 3;
   with at most three decks ``only_draw_tractor_on_tractor`` is ``no_protections``.
5. a candidate is legal when its own (unprotected) vector reaches the obligation;
6. under protection, the **longer-tuple guard** (``follow.pairs.protected``, shengji.io
   ``test_triple_in_play_does_not_satisfy_pair_when_genuine_pair_available``): of the pair slots
   the candidate's best reading fills after its triple slots, those not filled by a card played
   exactly twice are *stand-ins* (three identical cards counted as a pair). A candidate with
   stand-ins is illegal when the hand keeps back at least as many genuine pairs (cards held
   exactly twice and not played twice): SK SK SQ led, hand S3 S3 S3 S7 S7 S8 → S3 S3 S3 is
   illegal, S7 S7 S3 legal. With fewer genuine pairs than stand-ins the guard does not fire
   (shengji.io ``test_longer_tuple_guard_requires_enough_genuine_tuples``).

Run ``python tests/reference_follow.py --regen`` to rebuild ``tests/data/follow_perft.json``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tractor_core.rules.cards import Card, Rank, Suit, parse_cards, shoe
from tractor_core.rules.combinations import decompose
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import DrawPolicy, RuleSet, TitanicFollow
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for

DATA = Path(__file__).parent / "data" / "follow_perft.json"

# A unit of a partition: (width, (distinct cards, low to high)).
PUnit = tuple[int, tuple[Card, ...]]
Vector = tuple[int, int, int, int, int, int]
ZERO: Vector = (0, 0, 0, 0, 0, 0)


# ------------------------------------------------------------------------------ partitions
def _partitions(cards: tuple[Card, ...], order: TrumpOrder) -> list[tuple[PUnit, ...]]:
    """Every way to split a one-suit multiset into units (each distinct partition once)."""
    distinct = sorted(set(cards), key=lambda c: (order.info(c).slot, c.natural_key()))
    counts = Counter(cards)
    start = tuple(counts[c] for c in distinct)
    slots = [order.info(c).slot for c in distinct]
    found: set[tuple[PUnit, ...]] = set()

    def rec(left: tuple[int, ...], acc: list[PUnit]) -> None:
        i = next((k for k, n in enumerate(left) if n), None)
        if i is None:
            found.add(tuple(sorted(acc, key=lambda u: (u[0], [c.notation for c in u[1]]))))
            return
        for width in range(1, left[i] + 1):
            # the plain tuple of this card
            new = list(left)
            new[i] -= width
            rec(tuple(new), [*acc, (width, (distinct[i],))])
            if width < 2:
                continue
            # tractors of this width starting here (the lowest card can only be a first step)
            stack: list[tuple[int, ...]] = [(i,)]
            while stack:
                path = stack.pop()
                last = path[-1]
                for j in range(len(distinct)):
                    if slots[j] == slots[last] + 1 and left[j] >= width:
                        longer = (*path, j)
                        after = list(left)
                        for k in longer:
                            after[k] -= width
                        rec(tuple(after), [*acc, (width, tuple(distinct[k] for k in longer))])
                        stack.append(longer)

    rec(start, [])
    return sorted(found, key=repr)


# ------------------------------------------------------------------------------ vectors
@dataclass(frozen=True)
class Lead:
    """The lead seen as slots: led tractors/Titanics (width, length) and plain tuples."""

    suit: EffSuit
    size: int
    tractors: tuple[tuple[int, int], ...]
    triples: int  # plain triples led
    pairs: int  # plain pairs led (not counting the pair inside a triple)
    titanic_002: bool

    @classmethod
    def read(cls, lead: Sequence[Card], order: TrumpOrder) -> Lead:
        units = decompose(lead, order).value
        return cls(
            suit=units[0].suit,
            size=len(lead),
            tractors=tuple((u.width, u.length) for u in units if u.length > 1),
            triples=sum(1 for u in units if u.length == 1 and u.width >= 3),
            pairs=sum(1 for u in units if u.length == 1 and u.width == 2),
            titanic_002=order.rules.titanic_follow is TitanicFollow.SOURCE_002,
        )

    @property
    def has_shape(self) -> bool:
        return bool(self.tractors or self.triples or self.pairs)


def _partition_vector(
    lead: Lead, part: tuple[PUnit, ...], copies: Counter[Card]
) -> tuple[Vector, int]:
    """Best vector over every assignment of this partition's units to the lead's slots.

    Returns the vector and its fewest *stand-ins*: pair slots (after the triple slots) that are
    not filled by a card the cards hold exactly twice (``copies``), so a pair unit split from
    three identical cards fills them. Among equal vectors the fewest stand-ins is kept.
    """
    long_units = [i for i, u in enumerate(part) if len(u[1]) > 1]
    best = ZERO
    best_stand = 0
    # For each led tractor slot: None (unmatched) or the index of the partition unit it takes.
    choices: list[list[int | None]] = []
    for width, length in lead.tractors:
        options: list[int | None] = [None]
        for i in long_units:
            w, steps = part[i]
            if len(steps) == length and (w == width or (width == 3 and w == 2)):
                options.append(i)
        choices.append(options)
    for pick in itertools.product(*choices):
        taken = [i for i in pick if i is not None]
        if len(set(taken)) != len(taken):
            continue
        titanics = tractors = degraded = 0
        tri_cap = lead.triples
        pair_cap = lead.triples + lead.pairs
        titanic_need = 0
        for (width, length), slot_pick in zip(lead.tractors, pick, strict=True):
            if slot_pick is None:
                pair_cap += length
                if width >= 3:
                    tri_cap += length
                    titanic_need += length
            elif part[slot_pick][0] == width:
                if width >= 3:
                    titanics += 1
                else:
                    tractors += 1
            else:
                degraded += 1
        rest = [u for k, u in enumerate(part) if k not in taken]
        triple_units = sum(1 for w, steps in rest if w == 3 and len(steps) == 1)
        pair_units = sum(1 for w, steps in rest if w == 2 and len(steps) == 1)
        exact_units = sum(
            1 for w, steps in rest if w == 2 and len(steps) == 1 and copies[steps[0]] == 2
        )
        triples = min(tri_cap, triple_units)
        pairs = min(pair_cap, triples + pair_units)
        stand = max(0, pairs - triples - exact_units)
        all_triples = int(lead.titanic_002 and titanic_need > 0 and triple_units >= titanic_need)
        vector = (titanics, tractors, all_triples, degraded, triples, pairs)
        if (vector, -stand) > (best, -best_stand):
            best, best_stand = vector, stand
    return best, best_stand


def vector_of(
    lead: Lead,
    suit_cards: tuple[Card, ...],
    order: TrumpOrder,
    protected: frozenset[Card] = frozenset(),
) -> Vector:
    """Best vector of these led-suit cards; pair-width units may not use ``protected`` cards."""
    return reading_of(lead, suit_cards, order, protected)[0]


def reading_of(
    lead: Lead,
    suit_cards: tuple[Card, ...],
    order: TrumpOrder,
    protected: frozenset[Card] = frozenset(),
) -> tuple[Vector, int]:
    """:func:`vector_of` with the fewest stand-ins that reach it (see ``_partition_vector``)."""
    return _vector_cached(lead, tuple(sorted(suit_cards, key=repr)), order, protected)


@lru_cache(maxsize=200_000)
def _vector_cached(
    lead: Lead, suit_cards: tuple[Card, ...], order: TrumpOrder, protected: frozenset[Card]
) -> tuple[Vector, int]:
    best, best_stand = ZERO, 0
    copies = Counter(suit_cards)
    for part in _partitions(suit_cards, order):
        if protected and any(w == 2 and set(steps) & protected for w, steps in part):
            continue
        vector, stand = _partition_vector(lead, part, copies)
        if (vector, -stand) > (best, -best_stand):
            best, best_stand = vector, stand
    return best, best_stand


# ------------------------------------------------------------------------------ legal follows
def reference_follows(
    lead_cards: Sequence[Card], hand_cards: Sequence[Card], order: TrumpOrder
) -> set[tuple[Card, ...]]:
    """Every legal follow, as multisets (tuples sorted by notation)."""
    lead_t = tuple(lead_cards)
    hand = sorted(hand_cards, key=repr)
    n = len(lead_t)
    if len(hand) < n:
        return set()
    lead = Lead.read(lead_t, order)
    held_suit = [c for c in hand if order.suit_of(c) is lead.suit]
    owed = min(len(held_suit), n)
    candidates = {
        combo
        for combo in itertools.combinations(hand, n)
        if sum(1 for c in combo if order.suit_of(c) is lead.suit) >= owed
    }
    policy = order.rules.draw_policy
    if len(held_suit) <= n or policy is DrawPolicy.SUIT_ONLY or not lead.has_shape:
        return candidates
    protect = policy in (DrawPolicy.LONGER_TUPLES_PROTECTED, DrawPolicy.PROTECTED_AND_TRACTOR_ONLY)
    held = Counter(held_suit)
    protected = frozenset(c for c, k in held.items() if k >= 3) if protect else frozenset()
    obligation = max(vector_of(lead, play, order, protected) for play in candidates)
    legal = set()
    for play in candidates:
        suit_play = tuple(c for c in play if order.suit_of(c) is lead.suit)
        vector, stand = reading_of(lead, suit_play, order)
        if vector < obligation:
            continue
        if protect and stand:
            # The longer-tuple guard (shengji.io): three identical cards may stand in for a
            # pair only while the hand keeps back fewer genuine pairs than they stand in for.
            played = Counter(suit_play)
            kept = sum(1 for c, k in held.items() if k == 2 and played[c] != 2)
            if kept >= stand:
                continue
        legal.add(play)
    return legal


def reference_count(lead: Sequence[Card], hand: Sequence[Card], order: TrumpOrder) -> int:
    """Number of distinct legal follows."""
    return len(reference_follows(lead, hand, order))


# ------------------------------------------------------------------------------ 4 to 8 decks
# With more than three decks the rules are shengji.io's decomposition ladder (trick.rs
# ``is_legal_play``). The ladder's order comes from the engine (``tractor_core.rules.ladder.ladder``,
# itself checked against shengji.io's ``test_subsequent_decomposition_ordering`` table in
# tests/test_wide_decks.py); whether cards *fill* a requirement, and the legality decision, are
# brute force here: every way of splitting cards into runs is listed and compared as a multiset of
# shapes.
Shape = tuple[int, ...]  # copies per step of a run, low to high


@lru_cache(maxsize=100_000)
def _run_splits(
    cards: tuple[tuple[int, int, int], ...],
) -> frozenset[tuple[tuple[Shape, tuple[tuple[int, int], ...]], ...]]:
    """Every split of (slot, code, copies) groups into runs: a lone tuple of any size, or 2+ tuples
    of 2+ copies on consecutive slots. Each run is (shape, ((code, copies), ...))."""
    groups = [g for g in cards if g[2] > 0]
    if not groups:
        return frozenset({()})
    slot, code, copies = groups[0]
    out: set[tuple[tuple[Shape, tuple[tuple[int, int], ...]], ...]] = set()

    def rest_after(used: dict[int, int]) -> tuple[tuple[int, int, int], ...]:
        return tuple((s, c, n - used.get(c, 0)) for s, c, n in groups)

    def runs_from(
        at_slot: int, path: list[tuple[int, int]], left: dict[int, int]
    ) -> Iterator[list[tuple[int, int]]]:
        yield list(path)
        for s, c, n in groups:
            if s == at_slot + 1:
                for k in range(2, n - left.get(c, 0) + 1):
                    path.append((c, k))
                    left[c] = left.get(c, 0) + k
                    yield from runs_from(s, path, left)
                    left[c] -= k
                    path.pop()

    for k in range(1, copies + 1):
        starts = [[(code, k)]]
        if k >= 2:
            starts = list(runs_from(slot, [(code, k)], {code: k}))
        for run in starts:
            used: dict[int, int] = {}
            for c, n in run:
                used[c] = used.get(c, 0) + n
            if len(run) > 1 and any(n < 2 for _, n in run):
                continue
            shape = tuple(n for _, n in run)
            for tail in _run_splits(rest_after(used)):
                out.add(tuple(sorted(((shape, tuple(run)), *tail))))
    return frozenset(out)


def _groups_of(cards: Sequence[Card], order: TrumpOrder) -> tuple[tuple[int, int, int], ...]:
    counts = Counter(cards)
    return tuple(
        sorted((order.info(c).slot, c.code, n) for c, n in counts.items())  # low slot first
    )


def wide_fills(
    cards: Sequence[Card],
    requirement: tuple[Shape, ...],
    order: TrumpOrder,
    held: Counter[Card] | None = None,
) -> bool:
    """Do these cards (all of them) split into exactly the runs of ``requirement``?

    With ``held`` (protection) no card is used for fewer copies than ``held`` has of it.
    """
    want = sorted(requirement)
    codes_held = {c.code: n for c, n in held.items()} if held is not None else None
    for split in _run_splits(_groups_of(cards, order)):
        if sorted(shape for shape, _ in split) != want:
            continue
        if codes_held is not None and any(codes_held[c] > n for _, run in split for c, n in run):
            continue
        return True
    return False


def _sub_multisets(items: list[tuple[Card, int]], size: int) -> Iterator[list[Card]]:
    if size == 0:
        yield []
        return
    if not items:
        return
    (card, n), rest = items[0], items[1:]
    for k in range(min(n, size), -1, -1):
        for tail in _sub_multisets(rest, size - k):
            yield [card] * k + tail


def wide_hand_fills(
    suit_cards: Sequence[Card], requirement: tuple[Shape, ...], order: TrumpOrder, protect: bool
) -> bool:
    """Could the hand's led-suit cards play some cards that fill the requirement?"""
    held = Counter(suit_cards)
    size = sum(sum(r) for r in requirement)
    items = sorted(held.items(), key=repr)
    return any(
        wide_fills(sub, requirement, order, held if protect else None)
        for sub in _sub_multisets(items, size)
    )


def reference_follows_wide(
    lead_cards: Sequence[Card], hand_cards: Sequence[Card], order: TrumpOrder
) -> set[tuple[Card, ...]]:
    """Every legal follow with 4-8 decks (shengji.io's ladder), as multisets sorted by notation."""
    from tractor_core.rules.ladder import ladder  # noqa: PLC0415 - the ladder's order only

    lead_t = tuple(lead_cards)
    hand = sorted(hand_cards, key=repr)
    n = len(lead_t)
    if len(hand) < n:
        return set()
    units = decompose(lead_t, order).value
    suit = units[0].suit
    held_suit = [c for c in hand if order.suit_of(c) is suit]
    owed = min(len(held_suit), n)
    candidates = {
        combo
        for combo in itertools.combinations(hand, n)
        if sum(1 for c in combo if order.suit_of(c) is suit) >= owed
    }
    policy = order.rules.draw_policy
    if len(held_suit) <= n or policy is DrawPolicy.SUIT_ONLY:
        return candidates
    protect = policy in (DrawPolicy.LONGER_TUPLES_PROTECTED, DrawPolicy.PROTECTED_AND_TRACTOR_ONLY)
    new_adj = policy not in (
        DrawPolicy.ONLY_DRAW_TRACTOR_ON_TRACTOR,
        DrawPolicy.PROTECTED_AND_TRACTOR_ONLY,
    )
    reqs = ladder(tuple((u.width,) * u.length for u in units), new_adj)
    hand_can = [wide_hand_fills(held_suit, req, order, protect) for req in reqs]
    legal = set()
    for play in candidates:
        if _wide_legal(play, held_suit, reqs, hand_can, order, protect):
            legal.add(play)
    return legal


def _wide_legal(  # noqa: PLR0917 - one candidate against the ladder
    play: tuple[Card, ...],
    held_suit: list[Card],
    reqs: list[tuple[Shape, ...]],
    hand_can: list[bool],
    order: TrumpOrder,
    protect: bool,
) -> bool:
    for req, can in zip(reqs, hand_can, strict=True):
        if wide_fills(play, req, order):
            if not protect:
                return True
            # the longer-tuple guard: a tuple slot filled by more copies while the rest of the
            # hand could fill it with exactly that many
            played = Counter(play)
            rest = Counter(held_suit)
            rest.subtract(played)
            rest_cards = list(rest.elements())
            for width in sorted({r[0] for r in req if len(r) == 1 and r[0] >= 2}):
                left = sum(1 for r in req if r == (width,)) - sum(
                    1 for k in played.values() if k == width
                )
                if left > 0 and wide_hand_fills(rest_cards, ((width,),) * left, order, True):
                    return False
            return True
        if can:
            return False
    return True


def make_wide_position(rng: random.Random) -> dict[str, Any] | None:
    """A random 4-8 deck position under the shengji preset (small hands: brute force)."""
    decks = rng.choice([4, 4, 4, 5, 6, 8])
    overrides: dict[str, Any] = {
        "decks": decks,
        "players": rng.choice([4, 6, 8, 10]),
        "draw_policy": rng.choice(POLICIES),
    }
    rules = preset("shengji", **overrides)
    level = rng.choice([r for r in Rank if not r.is_joker])
    trump_suit = rng.choice([*Suit, None])
    order = order_for(Trump(level, trump_suit), rules)
    pool = Counter(shoe(decks))
    suit = rng.choice([EffSuit.TRUMP, *(EffSuit.of_suit(s) for s in Suit)])
    shapes = rng.choice(
        [
            [(4, 1)],
            [(4, 1)],
            [(5, 1)],
            [(4, 2)],
            [(3, 1)],
            [(2, 2)],
            [(4, 1), (1, 1)],
            [(4, 1), (2, 1)],
            [(3, 2)],
            [(6, 1)],
        ]
    )
    lead: list[Card] = []
    for width, length in shapes:
        if width > decks:
            return None
        unit = _unit(rng, pool, suit, order, width=width, length=length)
        if unit is None:
            return None
        lead += unit
    suit_cards = _suit_pool(pool, suit, order)
    lo = rng.randrange(len(suit_cards))
    window = suit_cards[lo : lo + rng.randint(2, 5)] or suit_cards
    hand: list[Card] = []
    want = rng.randint(len(lead) + 1, len(lead) + 5)
    for _ in range(want * 4):
        if len(hand) >= want:
            break
        c = rng.choice(window if rng.random() < 0.9 else suit_cards)
        if pool[c] > 0:
            pool[c] -= 1
            hand.append(c)
    others = [c for c in pool.elements() if order.suit_of(c) is not suit]
    rng.shuffle(others)
    hand += others[: rng.randint(0, 2)]
    if len(hand) < len(lead) or _combos(len(hand), len(lead)) > COMBO_LIMIT:
        return None
    rng.shuffle(hand)
    return {
        "preset": "shengji",
        "overrides": overrides,
        "trump": {"level": level.label, "suit": None if trump_suit is None else trump_suit.value},
        "lead": " ".join(c.notation for c in lead),
        "hand": " ".join(c.notation for c in hand),
    }


def wide_positions(n: int, seed: int) -> Iterator[dict[str, Any]]:
    """``n`` random 4-8 deck positions from one seed (reproducible)."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        p = make_wide_position(rng)
        if p is not None:
            made += 1
            yield p


# ------------------------------------------------------------------------------ positions
PRESETS = ("default", "000", "001", "002", "003", "004", "shengji")
POLICIES = tuple(p.value for p in DrawPolicy)
COMBO_LIMIT = 120_000


def order_of(position: dict[str, Any]) -> TrumpOrder:
    """The trump order of a stored position."""
    rules: RuleSet = preset(position["preset"], **position["overrides"])
    trump = position["trump"]
    return order_for(Trump.parse(trump["level"], trump["suit"]), rules)


def _suit_pool(pool: Counter[Card], suit: EffSuit, order: TrumpOrder) -> list[Card]:
    return sorted(
        (c for c in pool if pool[c] > 0 and order.suit_of(c) is suit),
        key=lambda c: (order.info(c).slot, c.natural_key()),
    )


def _take(pool: Counter[Card], cards: Sequence[Card]) -> None:
    for c in cards:
        pool[c] -= 1


def _unit(
    rng: random.Random,
    pool: Counter[Card],
    suit: EffSuit,
    order: TrumpOrder,
    *,
    width: int,
    length: int,
) -> list[Card] | None:
    """A random unit of this shape from the pool (taken out of it), or None if there is none."""
    cards = _suit_pool(pool, suit, order)
    starts = []
    for c in cards:
        path = [c]
        ok = pool[c] >= width
        while ok and len(path) < length:
            nxt = [
                d
                for d in cards
                if order.info(d).slot == order.info(path[-1]).slot + 1 and pool[d] >= width
            ]
            if not nxt:
                ok = False
                break
            path.append(rng.choice(nxt))
        if ok:
            starts.append(path)
    if not starts:
        return None
    path = rng.choice(starts)
    out = [c for c in path for _ in range(width)]
    _take(pool, out)
    return out


def _lead(
    rng: random.Random, pool: Counter[Card], suit: EffSuit, order: TrumpOrder, decks: int
) -> list[Card] | None:
    kinds = ["single", "pair", "tractor", "throw", "throw"]
    if decks >= 3:
        kinds += ["triple", "triple", "titanic", "titanic", "throw3", "throw3"]
    kind = rng.choice(kinds)
    shapes: list[tuple[int, int]]
    if kind == "single":
        shapes = [(1, 1)]
    elif kind == "pair":
        shapes = [(2, 1)]
    elif kind == "triple":
        shapes = [(3, 1)]
    elif kind == "tractor":
        shapes = [(2, rng.choice([2, 2, 3]))]
    elif kind == "titanic":
        shapes = [(3, 2)]
    elif kind == "throw":
        shapes = rng.choice(
            [[(1, 1), (1, 1)], [(2, 1), (1, 1)], [(2, 1), (2, 1)], [(2, 2), (1, 1)]]
        )
        shapes += [(1, 1)] * rng.randint(0, 1)
    else:
        shapes = rng.choice(
            [[(3, 1), (2, 1)], [(2, 2), (3, 1)], [(3, 1), (2, 1), (3, 1)], [(3, 1), (1, 1)]]
        )
    lead: list[Card] = []
    for width, length in shapes:
        if width > decks:
            return None
        unit = _unit(rng, pool, suit, order, width=width, length=length)
        if unit is None:
            return None
        lead += unit
    return lead


def make_position(rng: random.Random) -> dict[str, Any] | None:
    """One random position (or None when the random choices do not fit together)."""
    decks = rng.choice([1, 2, 2, 2, 3, 3, 3])
    name = rng.choice(PRESETS)
    overrides: dict[str, Any] = {"decks": decks, "draw_policy": rng.choice(POLICIES)}
    if decks == 3:
        overrides["titanic_follow"] = rng.choice(["000_001", "002"])
    try:
        rules = preset(name, **overrides)
    except ValueError:
        return None
    level = rng.choice([r for r in Rank if not r.is_joker])
    trump_suit = rng.choice([*Suit, None])
    order = order_for(Trump(level, trump_suit), rules)
    pool = Counter(shoe(decks))
    suit = rng.choice([EffSuit.TRUMP, EffSuit.TRUMP, *(EffSuit.of_suit(s) for s in Suit)])
    lead = _lead(rng, pool, suit, order, decks)
    if not lead:
        return None
    # Hand: a window of the led suit held with many copies, then other cards.
    suit_cards = _suit_pool(pool, suit, order)
    if not suit_cards:
        return None
    size = rng.randint(max(8, len(lead) + 2), 20)
    short = rng.random() < 0.1
    want = (
        rng.randint(1, len(lead))
        if short
        else rng.randint(len(lead) + 1, max(len(lead) + 1, min(size, 14)))
    )
    lo = rng.randrange(len(suit_cards))
    window = suit_cards[lo : lo + rng.randint(3, 8)] or suit_cards
    hand: list[Card] = []
    for _ in range(want * 3):
        if len(hand) >= want:
            break
        c = rng.choice(window if rng.random() < 0.85 else suit_cards)
        if pool[c] > 0:
            pool[c] -= 1
            hand.append(c)
    others = [c for c in pool.elements() if order.suit_of(c) is not suit]
    rng.shuffle(others)
    hand += others[: max(0, size - len(hand))]
    while len(hand) > len(lead) and _combos(len(hand), len(lead)) > COMBO_LIMIT:
        hand.pop()
    if len(hand) < len(lead):
        return None
    rng.shuffle(hand)
    return {
        "preset": name,
        "overrides": overrides,
        "trump": {"level": level.label, "suit": None if trump_suit is None else trump_suit.value},
        "lead": " ".join(c.notation for c in lead),
        "hand": " ".join(c.notation for c in hand),
    }


def _combos(n: int, k: int) -> int:
    from math import comb  # noqa: PLC0415 - only the generator needs it

    return comb(n, k)


def _solve(position: dict[str, Any]) -> dict[str, Any]:
    order = order_of(position)
    lead, hand = parse_cards(position["lead"]), parse_cards(position["hand"])
    follows = reference_follows(lead, hand, order)
    out = dict(position)
    out["count"] = len(follows)
    return out


def _with_plays(position: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Store the legal plays and a sample of illegal ones (for the set comparison)."""
    order = order_of(position)
    lead, hand = parse_cards(position["lead"]), parse_cards(position["hand"])
    legal = reference_follows(lead, hand, order)
    every = set(itertools.combinations(sorted(hand, key=repr), len(lead)))
    illegal = sorted(every - legal, key=repr)
    sample = rng.sample(illegal, min(20, len(illegal)))
    out = dict(position)
    out["plays"] = sorted(" ".join(c.notation for c in p) for p in legal)
    out["illegal_sample"] = [" ".join(c.notation for c in p) for p in sample]
    return out


def positions(n: int, seed: int) -> Iterator[dict[str, Any]]:
    """``n`` random positions from one seed (reproducible)."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        p = make_position(rng)
        if p is not None:
            made += 1
            yield p


def regenerate(n: int = 2400, seed: int = 20240601, detailed: int = 300) -> None:
    """Rebuild the data file: ``n`` positions, the first ``detailed`` with their legal plays."""
    from multiprocessing import Pool  # noqa: PLC0415 - only the generator needs it

    todo = list(positions(n, seed))
    with Pool() as workers:
        solved = workers.map(_solve, todo, chunksize=8)
    rng = random.Random(seed + 1)
    small = [i for i, p in enumerate(solved) if p["count"] <= 400][:detailed]
    for i in small:
        solved[i] = _with_plays(solved[i], rng)
    DATA.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "about": "Perft-style counts of legal follows, produced by tests/reference_follow.py "
        "(python tests/reference_follow.py --regen). count = distinct legal follows as multisets.",
        "seed": seed,
        "positions": solved,
    }
    DATA.write_text(json.dumps(payload, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {len(solved)} positions ({len(small)} with plays) to {DATA}")


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``--regen`` rebuilds the data file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--regen", action="store_true", help="rebuild tests/data/follow_perft.json")
    parser.add_argument("-n", type=int, default=2400)
    parser.add_argument("--seed", type=int, default=20240601)
    args = parser.parse_args(argv)
    if args.regen:
        regenerate(args.n, args.seed)
        return 0
    parser.print_help()
    return 1


if __name__ == "__main__":
    sys.exit(main())
