"""shengji.io's follow ladder, the follow rule of four to eight decks (quads, quints, ...).

With more than three decks a led unit can be four or more identical cards, and the sources
(000-004) say nothing about what such a unit obliges. shengji.io, the only source that plays
with 4-8 decks, answers with a *decomposition ladder* (mechanics/src/ordered_card.rs
``subsequent_decomposition_ordering``, trick.rs ``TrickFormat::is_legal_play``):

1. The lead is read into units, each a run of *adjacent tuple sizes*: a quad is ``(4,)``, a
   tractor of triples over three ranks ``(3, 3, 3)``, a single ``(1,)``.
2. The *requirements* are the lead's own units, then, step by step, ever weaker readings of it:
   each unit is replaced by the next entry of the ordering of every way to split its cards
   (partitions in descending order, their tuples grouped into adjacent runs; a quad goes
   ``(4)`` → ``(3)(1)`` → ``(2,2)`` → ``(2)(2)`` → ``(2)(1)(1)`` → ``(1)(1)(1)(1)``), always
   weakening the unit with the most readings left. A plain tuple is not asked for a tractor
   under ``only_draw_tractor_on_tractor``.
3. Down the ladder, the first requirement that the *play* fills makes it legal; a requirement the
   *hand* could have filled, met first, makes it illegal. When neither ever happens the play is
   legal.

Under ``longer_tuples_protected`` the hand is never asked to use a card for a smaller tuple than
it holds of it (a held quad is not split for a pair), and a play that fills a tuple slot with a
longer tuple while the rest of the hand could fill it genuinely is illegal (the longer-tuple
guard of trick.rs).

>>> ladder(((4,),))[:3]
[((4,),), ((3,), (1,)), ((2, 2),)]
>>> fill({0: 2, 1: 2}, ((2, 2),), (0, 1))
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["Requirement", "fill", "full_ordering", "ladder", "partitions", "requirement_text"]

#: One requirement: runs of adjacent tuple sizes, e.g. ``((2, 2), (1,))`` = a tractor + a single.
Requirement = tuple[tuple[int, ...], ...]


@lru_cache(maxsize=64)
def partitions(n: int) -> tuple[tuple[int, ...], ...]:
    """Every way to write ``n`` as tuple sizes, largest part first, in descending order.

    >>> partitions(4)
    ((4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1))
    """
    out: list[tuple[int, ...]] = []

    def rec(left: int, most: int, acc: tuple[int, ...]) -> None:
        if not left:
            out.append(acc)
            return
        for part in range(min(left, most), 0, -1):
            rec(left - part, part, (*acc, part))

    rec(n, n, ())
    return tuple(sorted(out, reverse=True))


@lru_cache(maxsize=64)
def _groupings(length: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every way to split positions ``0..length-1`` into runs, longest run first, fewest runs next.

    Positions are added one at a time, each joining an existing run or starting its own (the
    order shengji.io builds them in, which fixes the order of equally good groupings).
    """
    if length == 1:
        return (((0,),),)
    out: list[tuple[tuple[int, ...], ...]] = []
    for part in _groupings(length - 1):
        out.extend(
            tuple((*g, length - 1) if k == i else g for k, g in enumerate(part))
            for i in range(len(part))
        )
        out.append((*part, (length - 1,)))
    out.sort(key=lambda a: (-max(len(g) for g in a), len(a)))  # stable, as shengji.io's sort_by
    deduped = [a for k, a in enumerate(out) if k == 0 or a != out[k - 1]]
    return tuple(deduped)


def _into_runs(values: tuple[int, ...]) -> list[Requirement]:
    """Every way to arrange these tuple sizes into runs of adjacent tuples (orders within a run)."""
    found: list[Requirement] = []
    seen: set[Requirement] = set()
    for grouping in _groupings(len(values)):
        runs = [tuple(values[i] for i in g) for g in grouping]
        options: list[Requirement]
        if all(len(set(r)) == 1 for r in runs):
            options = [tuple(runs)]
        else:
            per_run = [list(dict.fromkeys(itertools.permutations(r))) for r in runs]
            options = [tuple(choice) for choice in itertools.product(*per_run)]
        for req in options:
            if req not in seen:
                seen.add(req)
                found.append(req)
    return found


@lru_cache(maxsize=64)
def full_ordering(n: int) -> tuple[Requirement, ...]:
    """Every requirement of ``n`` cards, strongest first (shengji.io ``full_decomposition_ordering``).

    >>> full_ordering(3)
    (((3,),), ((2,), (1,)), ((1,), (1,), (1,)))

    Singles are never asked to be adjacent to anything.
    """
    out: list[Requirement] = []
    seen: set[Requirement] = set()
    for parts in partitions(n):
        big = tuple(p for p in parts if p > 1)
        ones = tuple((1,) for p in parts if p == 1)
        if not big:
            reqs: list[Requirement] = [ones]
        else:
            reqs = [tuple(sorted((*runs, *ones), reverse=True)) for runs in _into_runs(big)]
        for req in reqs:
            if req not in seen:
                seen.add(req)
                out.append(req)
    return tuple(out)


@lru_cache(maxsize=512)
def ladder(units: Requirement, new_adjacency: bool = True) -> list[Requirement]:
    """The requirements of a lead read as ``units``, strongest first, the lead itself first.

    ``new_adjacency=False`` (``only_draw_tractor_on_tractor``) never asks a plain tuple for a run.
    Each unit steps down its own ordering from just after its own shape; at every step the unit
    with the most readings left is weakened (ties: the earlier unit, which keeps its place).
    """
    units = tuple(tuple(sorted(u, reverse=True)) for u in units)
    rests: list[list[Requirement]] = []
    for unit in units:
        ordering = list(full_ordering(sum(unit)))
        at = ordering.index((unit,)) if (unit,) in ordering else -1
        rests.append(ordering[at + 1 :])
    current: list[Requirement] = [(u,) for u in units]
    may_join = [new_adjacency or len(u) > 1 for u in units]
    out: list[Requirement] = [tuple(sorted(units, reverse=True))]
    order = list(range(len(units)))
    while True:
        order.sort(key=lambda i: -len(rests[i]))  # stable: ties keep the last order
        first = order[0] if order else None
        if first is None or not rests[first]:
            break
        current[first] = rests[first].pop(0)
        if all(len(run) == 1 or may_join[i] for i in order for run in current[i]):
            out.append(tuple(sorted((run for i in order for run in current[i]), reverse=True)))
    return out


def fill(
    counts: dict[int, int],
    requirement: Requirement,
    slots: Sequence[int] | None = None,
    *,
    protect: bool = False,
) -> bool:
    """Can cards held ``counts`` times (keyed by a card id) fill every run of ``requirement``?

    ``slots[i]`` is the strength slot of key ``i`` when the keys are ``0..k-1``; when ``slots`` is
    None the keys are themselves the slots. Two cards are adjacent when their slots are
    consecutive. A run ``(a1, a2, ...)`` takes ``a1`` copies of a card, ``a2`` of one in the next
    slot, and so on upward. With ``protect`` a card is never used for a tuple smaller than the
    copies the cards hold of it (shengji.io's ``LongerTuplesProtected`` filter).
    """
    return _witness(counts, requirement, slots, protect=protect) is not None


def witness(
    counts: dict[int, int],
    requirement: Requirement,
    slots: Sequence[int] | None = None,
    *,
    protect: bool = False,
) -> list[list[tuple[int, int]]] | None:
    """One way :func:`fill` fills the requirement: per run, ``(key, copies)`` low to high."""
    return _witness(counts, requirement, slots, protect=protect)


def _witness(
    counts: dict[int, int],
    requirement: Requirement,
    slots: Sequence[int] | None,
    *,
    protect: bool,
) -> list[list[tuple[int, int]]] | None:
    keys = sorted(k for k, n in counts.items() if n > 0)
    slot_of = {k: (slots[k] if slots is not None else k) for k in keys}
    by_slot: dict[int, list[int]] = {}
    for k in keys:
        by_slot.setdefault(slot_of[k], []).append(k)
    original = dict(counts)
    if sum(sum(run) for run in requirement) > sum(original.values()):
        return None
    runs = sorted(requirement, key=lambda r: (-sum(r), -len(r), r))
    failed: set[tuple[int, tuple[tuple[int, int], ...]]] = set()

    def usable(k: int, need: int, left: dict[int, int]) -> bool:
        return left.get(k, 0) >= need and not (protect and original[k] > need)

    def placements(run: tuple[int, ...], left: dict[int, int]) -> list[list[tuple[int, int]]]:
        found: list[list[tuple[int, int]]] = []

        def extend(step: int, slot: int, acc: list[tuple[int, int]]) -> None:
            if step == len(run):
                found.append(list(acc))
                return
            for k in by_slot.get(slot, ()):
                if usable(k, run[step], left):
                    acc.append((k, run[step]))
                    extend(step + 1, slot + 1, acc)
                    acc.pop()

        for k in keys:
            if usable(k, run[0], left):
                extend(1, slot_of[k] + 1, [(k, run[0])])
        return found

    def rec(i: int, left: dict[int, int]) -> list[list[tuple[int, int]]] | None:
        if i == len(runs):
            return []
        state = (i, tuple(sorted((k, n) for k, n in left.items() if n)))
        if state in failed:
            return None
        for place in placements(runs[i], left):
            after = dict(left)
            for k, n in place:
                after[k] -= n
            rest = rec(i + 1, after)
            if rest is not None:
                return [place, *rest]
        failed.add(state)
        return None

    return rec(0, dict(original))


_TUPLE_EN = {1: "single", 2: "pair", 3: "triple", 4: "quad", 5: "quint", 6: "sextuple"}
_TUPLE_ZH = {1: "单张", 2: "对子", 3: "三同张", 4: "四同张", 5: "五同张", 6: "六同张"}


def requirement_text(requirement: Requirement) -> tuple[str, str]:
    """A requirement in words, English and Chinese: ``a quad``, ``a tractor of pairs + a single``.

    >>> requirement_text(((2, 2), (1,)))
    ('a tractor of pairs + a single', '一个对子拖拉机 + 一个单张')
    """
    en: list[str] = []
    zh: list[str] = []
    for run in requirement:
        w = run[0]
        name = _TUPLE_EN.get(w, f"{w}-tuple")
        name_zh = _TUPLE_ZH.get(w, f"{w}同张")
        if len(run) == 1:
            en.append(f"a {name}")
            zh.append(f"一个{name_zh}")
        elif len(set(run)) == 1:
            en.append(f"a tractor of {name}s" + (f" ({len(run)} steps)" if len(run) > 2 else ""))
            zh.append(f"一个{name_zh}拖拉机" + (f"（{len(run)} 节）" if len(run) > 2 else ""))
        else:
            sizes = "-".join(str(x) for x in run)
            en.append(f"adjacent tuples of {sizes} cards")
            zh.append(f"相连的 {sizes} 张组")
    return " + ".join(en), " + ".join(zh)
