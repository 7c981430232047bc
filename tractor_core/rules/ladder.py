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
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from functools import cache, lru_cache

__all__ = [
    "Requirement",
    "RungKey",
    "fill",
    "first_rung",
    "full_ordering",
    "host_check",
    "ladder",
    "partitions",
    "requirement_text",
    "rungs_accepted",
]

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
    out: list[Requirement] = [tuple(sorted(units, reverse=True))]
    out.extend(_walk(units, [_rests(u) for u in units], new_adjacency))
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
    if all(len(run) == 1 for run in requirement):  # tuples apart: only the copies matter
        return _pack(tuple(n for n in counts.values() if n > 0), requirement, protect=protect)
    return _witness(counts, requirement, slots, protect=protect) is not None


def _pack(held: tuple[int, ...], requirement: Requirement, *, protect: bool) -> bool:
    """Can tuples of these sizes be taken from cards held ``held`` times (no adjacency)?

    Protected, each tuple takes a card held exactly that often, whole; otherwise a card held
    ``n`` times gives tuples of at most ``n`` cards in all (packing, largest tuple first).
    """
    sizes = sorted((run[0] for run in requirement), reverse=True)
    if protect:
        return not Counter(sizes) - Counter(held)
    if sum(sizes) > sum(held):
        return False
    return _pack_free(tuple(sorted(held, reverse=True)), tuple(sizes))


@lru_cache(maxsize=65536)
def _pack_free(bins: tuple[int, ...], sizes: tuple[int, ...]) -> bool:
    if not sizes:
        return True
    first, rest = sizes[0], sizes[1:]
    tried: set[int] = set()
    for i, room in enumerate(bins):
        if room >= first and room not in tried:
            tried.add(room)
            left = tuple(sorted((*bins[:i], room - first, *bins[i + 1 :]), reverse=True))
            if _pack_free(left, rest):
                return True
    return False


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


# ------------------------------------------------------------------------ the first rung, fast
# The ladder of a long unit is far too long to list (``full_ordering(22)`` has 190,000 entries;
# 30 cards, millions), so the questions asked of it, "which is the first requirement these cards
# fill?", are answered without listing it, as follows.
#
# ``full_ordering(n)`` lists the partitions of ``n`` in descending order and, within one
# partition, its requirements in the order of their first *generator*: a grouping of the big
# parts into runs (``_groupings``, sorted by longest run, then fewest runs, stably over the
# order it was built in) and a permutation of each run (``_into_runs``). So a grouping's place is
# the lexicographic key (class of the whole grouping, class of the grouping without its last
# part, ..., then the run each part joined, in order), a class being (-longest run, runs), and a
# permutation's place is its values in descending lexicographic order. :func:`_position` finds
# the least such key of a requirement by dynamic programming over *canonical* partial groupings
# (how many of the current part value each run holds), so it never lists groupings.
#
# Finding the first requirement cards fill is then a search: filling is monotone under splitting
# a run (cards that fill runs fill them apart), so the first partition whose parts the cards
# fill as separate tuples holds the answer (its all-separate reading is one of its
# requirements); within it the classes are visited in order and, in the first class holding
# requirements the cards fill, those are found by a pruned search and the least position wins.
# ``tests/test_ladder_fast.py`` checks the positions against the listed orderings up to 14 cards
# and the verdicts against the listed ladder on seeded positions.

#: Units of at most this many cards have their ordering listed (627 requirements at 12).
SMALL_UNIT = 12
#: A lead's longest unit is searched rather than walked from this many cards (61 requirements).
SEARCH_FROM = 8

Run = tuple[int, ...]
#: Where a rung stands in a ladder; comparable between two searches of the same ladder.
RungKey = tuple[object, ...]


def _canonical(runs: Sequence[Run], ones: int = 0) -> Requirement:
    return tuple(sorted((*runs, *(((1,),) * ones)), reverse=True))


def _class_of(sizes: Sequence[int]) -> tuple[int, int]:
    present = [s for s in sizes if s]
    return (-max(present), len(present))


@lru_cache(maxsize=4096)
def _position(  # noqa: PLR0915 - one dynamic programme; its steps share its tables
    big: tuple[int, ...], runs: tuple[Run, ...]
) -> tuple[object, ...]:
    """The least generator key of ``runs`` (a reading of the parts ``big``, descending).

    Two requirements of one partition come in ``full_ordering`` in the order of these keys.
    """
    k = len(big)
    if k == 0:
        return ()
    sigs = [tuple(sorted(run, reverse=True)) for run in runs]

    def above(sig: Run, v: int) -> int:
        return sum(1 for x in sig if x > v)

    def cls(state: tuple[tuple[Run, int], ...], level: int) -> tuple[int, int]:
        v = big[level - 1]
        return _class_of([above(s, v) + x for s, x in state])

    def removals(
        state: tuple[tuple[Run, int], ...], level: int
    ) -> set[tuple[tuple[Run, int], ...]]:
        v = big[level - 1]
        out: set[tuple[tuple[Run, int], ...]] = set()
        for i, (s, x) in enumerate(state):
            if not x or (i and state[i - 1] == (s, x)):
                continue
            after = list(state)
            after[i] = (s, x - 1)
            if level >= 2 and big[level - 2] != v:  # the last part of value v is gone
                w = big[level - 2]
                after = [(s2, s2.count(w)) for s2, _ in after]
            out.add(tuple(sorted(after)))
        return out

    full = tuple(sorted((s, s.count(big[-1])) for s in sigs))
    chains: dict[tuple[int, tuple[tuple[Run, int], ...]], tuple[tuple[int, int], ...]] = {}

    def chain(state: tuple[tuple[Run, int], ...], level: int) -> tuple[tuple[int, int], ...]:
        if level == 1:
            return ()
        hit = chains.get((level, state))
        if hit is None:
            hit = min((cls(y, level - 1), *chain(y, level - 1)) for y in removals(state, level))
            chains[level, state] = hit
        return hit

    best = (cls(full, k), *chain(full, k))  # classes at levels k, k-1, ..., 1
    wanted = {level: best[k - level] for level in range(1, k + 1)}
    fits: dict[int, set[tuple[tuple[Run, int], ...]]] = {k: {full}}
    for level in range(k, 1, -1):
        fits[level - 1] = {
            y
            for x in fits[level]
            for y in removals(x, level)
            if cls(y, level - 1) == wanted[level - 1]
        }

    def canonical_states(blocks: list[list[int]], level: int) -> bool:
        """Can these blocks be runs of ``runs`` with a canonical state on a best path?"""
        v = big[level - 1]
        used = [False] * len(sigs)
        x_of = [0] * len(sigs)

        def assign(b: int) -> bool:
            if b == len(blocks):
                if any(not used[i] and above(s, v) for i, s in enumerate(sigs)):
                    return False
                state = tuple(sorted((s, x_of[i] if used[i] else 0) for i, s in enumerate(sigs)))
                return state in fits[level]
            block = blocks[b]
            high = sorted((x for x in block if x > v), reverse=True)
            mine = block.count(v)
            tried: set[Run] = set()
            for i, s in enumerate(sigs):
                if used[i] or s in tried:
                    continue
                tried.add(s)
                if [x for x in s if x > v] != high or s.count(v) < mine:
                    continue
                used[i], x_of[i] = True, mine
                if assign(b + 1):
                    return True
                used[i] = False
            return False

        return assign(0)

    blocks: list[list[int]] = [[big[0]]]
    joined: list[int] = []
    for j in range(1, k):
        for c in range(len(blocks) + 1):
            trial = [list(b) for b in blocks]
            if c < len(trial):
                trial[c].append(big[j])
            else:
                trial.append([big[j]])
            if canonical_states(trial, j + 1):
                blocks = trial
                joined.append(c)
                break
        else:  # pragma: no cover - some choice always extends a best path
            msg = f"no grouping of {big} reads as {runs}"
            raise AssertionError(msg)
    # the permutations: each block, in the order blocks were made, takes the first unused run
    # of its values in descending lexicographic order
    free: dict[Run, list[Run]] = {}
    for run, sig in zip(runs, sigs, strict=True):
        free.setdefault(sig, []).append(run)
    for pool in free.values():
        pool.sort(reverse=True)
    perms = []
    for block in blocks:
        sig = tuple(sorted(block, reverse=True))
        perms.append(tuple(-x for x in free[sig].pop(0)))
    return (best, tuple(joined), tuple(perms))


def _readings(
    big: tuple[int, ...],
    longest: int,
    count: int,
    keep: Callable[[list[Run], Counter[int]], bool] | None,
    host: Callable[[Run], bool] | None,
) -> Iterator[tuple[Run, ...]]:
    """Every reading of the parts ``big`` into ``count`` runs, the longest ``longest`` parts long.

    Each distinct reading once (runs listed longest first, then in descending order). ``keep``
    prunes a partial reading (the runs chosen so far and the parts left); ``host`` a single run.
    """
    left = Counter(big)
    chosen: list[Run] = []

    def words(length: int, bound: Run | None) -> Iterator[Run]:
        word: list[int] = []

        def grow() -> Iterator[Run]:
            if len(word) == length:
                yield tuple(word)
                return
            for v in sorted((v for v, n in left.items() if n), reverse=True):
                word.append(v)
                if bound is not None and tuple(word) > bound[: len(word)]:
                    word.pop()
                    continue
                if host is None or host(tuple(word)):
                    left[v] -= 1
                    yield from grow()
                    left[v] += 1
                word.pop()

        yield from grow()

    def rec(runs_left: int, prev: Run | None) -> Iterator[tuple[Run, ...]]:
        rem = sum(left.values())
        if runs_left == 0:
            if rem == 0:
                yield tuple(chosen)
            return
        top = longest if prev is None else min(len(prev), rem)
        for length in range(top, 0, -1):
            if prev is None and length != longest:
                continue
            if rem - length < runs_left - 1 or rem - length > (runs_left - 1) * length:
                continue
            bound = prev if prev is not None and len(prev) == length else None
            for word in words(length, bound):  # its parts are taken from ``left`` meanwhile
                chosen.append(word)
                if keep is None or keep(chosen, left):
                    yield from rec(runs_left - 1, word)
                chosen.pop()

    yield from rec(count, None)


def _classes(k: int) -> Iterator[tuple[int, int]]:
    """(longest run, runs) of the groupings of ``k`` parts, in ``_groupings`` order."""
    for longest in range(k, 0, -1):
        for count in range(-(-k // longest), k - longest + 2):
            yield longest, count


def _first_in_partition(
    part: tuple[int, ...],
    accepts: Callable[[Requirement], bool],
    host: Callable[[Run], bool] | None,
    skip: Requirement | None,
) -> tuple[tuple[object, ...], Requirement] | None:
    """The first requirement of the partition ``part`` (in ``full_ordering``) that ``accepts``."""
    big = tuple(x for x in part if x > 1)
    ones = len(part) - len(big)

    def keep(chosen: list[Run], left: Counter[int]) -> bool:
        return accepts(_canonical([*chosen, *((v,) for v in left.elements())], ones))

    for longest, count in _classes(len(big)):
        found = [
            (_position(big, runs), req)
            for runs in _readings(big, longest, count, keep, host)
            if (req := _canonical(runs, ones)) != skip
        ]
        if found:
            return min(found)
    if not big and _canonical((), ones) != skip and accepts(_canonical((), ones)):
        return ((), _canonical((), ones))
    return None


def _partitions_kept(
    n: int,
    below: tuple[int, ...],
    accepts: Callable[[Requirement], bool],
    *,
    singles: bool,
    sizes: tuple[int, ...] | None,
) -> Iterator[tuple[int, ...]]:
    """The partitions of ``n`` from ``below`` down (descending), whose parts ``accepts`` apart.

    A prefix of parts that cannot be filled apart is not extended (filling fewer parts is easier);
    with ``singles`` (``accepts`` takes any tuple split into singles) neither is one whose
    remaining cards cannot be filled as singles; with ``sizes`` (each card held serves one tuple
    of exactly its copies: protection) the parts are drawn from ``sizes``.
    """
    parts: list[int] = []
    avail = Counter(sizes or ())

    @cache
    def reachable(left: int, most: int, avail_key: tuple[int, ...]) -> bool:
        """Can ``left`` cards be parts of at most ``most`` from the sizes left?"""
        if not left:
            return True
        return any(
            avail_key[size] and reachable(left - size, size, _less(avail_key, size))
            for size in range(min(left, most), 0, -1)
        )

    def rec(left: int, most: int, tight: bool) -> Iterator[tuple[int, ...]]:
        if not left:
            yield tuple(parts)
            return
        depth = len(parts)
        top = min(left, most, below[depth] if tight and depth < len(below) else left)
        for part in range(top, 0, -1):
            if sizes is not None:
                if not avail[part]:
                    continue
                avail[part] -= 1
                key = tuple(avail[i] for i in range(n + 1))
                if not reachable(left - part, part, key):
                    avail[part] += 1
                    continue
            parts.append(part)
            rest = left - part if singles else 0
            if accepts(_canonical([(p,) for p in parts], rest)):
                yield from rec(
                    left - part, part, tight and depth < len(below) and part == below[depth]
                )
            parts.pop()
            if sizes is not None:
                avail[part] += 1

    yield from rec(n, n, True)


def _less(counts: tuple[int, ...], at: int) -> tuple[int, ...]:
    return (*counts[:at], counts[at] - 1, *counts[at + 1 :])


def _first_reading(
    shape: Run,
    accepts: Callable[[Requirement], bool],
    host: Callable[[Run], bool] | None,
    *,
    singles: bool = False,
    sizes: tuple[int, ...] | None = None,
) -> tuple[RungKey, Requirement] | None:
    """The first requirement after ``(shape,)`` in ``full_ordering(sum(shape))`` that ``accepts``.

    Its key orders it among the others (the partition, then :func:`_position`).
    """
    n = sum(shape)
    own = tuple(sorted(shape, reverse=True))
    for part in _partitions_kept(n, own, accepts, singles=singles, sizes=sizes):
        hit = _first_in_partition(part, accepts, host, (shape,))
        if hit is not None:
            return (tuple(-x for x in part), hit[0]), hit[1]
    return None


def _readings_accepted(
    shape: Run,
    accepts: Callable[[Requirement], bool],
    host: Callable[[Run], bool] | None,
    *,
    singles: bool = False,
    sizes: tuple[int, ...] | None = None,
) -> Iterator[tuple[RungKey, Requirement]]:
    """Every requirement after ``(shape,)`` in ``full_ordering`` that ``accepts``, in order.

    With its key, as :func:`_first_reading` (which stops at the first).
    """
    own = tuple(sorted(shape, reverse=True))
    for part in _partitions_kept(sum(shape), own, accepts, singles=singles, sizes=sizes):
        big = tuple(x for x in part if x > 1)
        ones = len(part) - len(big)

        def keep(chosen: list[Run], left: Counter[int], ones: int = ones) -> bool:
            return accepts(_canonical([*chosen, *((v,) for v in left.elements())], ones))

        found = sorted(
            (_position(big, runs), req)
            for longest, count in _classes(len(big))
            for runs in _readings(big, longest, count, keep, host)
            if (req := _canonical(runs, ones)) != (shape,)
        )
        if not big and accepts(_canonical((), ones)):
            found = [((), _canonical((), ones))]
        for position, req in found:
            yield (tuple(-x for x in part), position), req


@lru_cache(maxsize=64)
def _tail(shape: Run, size: int) -> tuple[tuple[RungKey, Requirement], ...]:
    """The last ``size`` requirements after ``(shape,)`` in ``full_ordering``, with their keys.

    Fewer when the ordering is shorter; in order.
    """
    n = sum(shape)
    own = tuple(sorted(shape, reverse=True))
    out: list[tuple[RungKey, Requirement]] = []
    for part in reversed(partitions(n)):
        if part > own or len(out) >= size:
            break
        big = tuple(x for x in part if x > 1)
        ones = len(part) - len(big)
        found = sorted(
            ((tuple(-x for x in part), _position(big, runs)), _canonical(runs, ones))
            for longest, count in (_classes(len(big)) if big else ())
            for runs in _readings(big, longest, count, None, None)
        )
        if not big:
            found = [((tuple(-x for x in part), ()), _canonical((), ones))]
        out[:0] = [hit for hit in found if hit[1] != (shape,)]
    return tuple(out[-size:])


def _rests(unit: Run) -> list[Requirement]:
    ordering = list(full_ordering(sum(unit)))
    at = ordering.index((unit,)) if (unit,) in ordering else -1
    return ordering[at + 1 :]


def _walk(
    units: tuple[Run, ...], rests: list[list[Requirement]], new_adjacency: bool
) -> Iterator[Requirement]:
    """The rungs after the lead's own, as shengji.io steps down them.

    At each step the unit with the most readings left is weakened (ties: the earlier unit,
    which keeps its place).
    """
    current: list[Requirement] = [(u,) for u in units]
    may_join = [new_adjacency or len(u) > 1 for u in units]
    order = list(range(len(units)))
    while True:
        order.sort(key=lambda i: -len(rests[i]))  # stable: ties keep the last order
        first = order[0] if order else None
        if first is None or not rests[first]:
            return
        current[first] = rests[first].pop(0)
        if all(len(run) == 1 or may_join[i] for i in order for run in current[i]):
            yield tuple(sorted((run for i in order for run in current[i]), reverse=True))


def _searched_unit(units: tuple[Run, ...]) -> int | None:
    """The unit whose ordering is searched, not listed (None: walk the listed ladder).

    The longest, from :data:`SEARCH_FROM` cards, when every other has at most
    :data:`SMALL_UNIT`.
    """
    sizes = [sum(u) for u in units]
    longest = max(range(len(units)), key=sizes.__getitem__)
    if sizes[longest] < SEARCH_FROM:
        return None
    if any(size > SMALL_UNIT for i, size in enumerate(sizes) if i != longest):
        return None  # two long units: listed (slow, and rare: a 26-card throw at least)
    return longest


def first_rung(
    units: Requirement,
    accepts: Callable[[Requirement], bool],
    *,
    new_adjacency: bool = True,
    host: Callable[[Run], bool] | None = None,
    singles: bool = False,
    sizes: tuple[int, ...] | None = None,
) -> tuple[RungKey, Requirement] | None:
    """The first requirement down :func:`ladder` that ``accepts`` (None: none), and its key.

    ``accepts`` must be monotone under splitting runs apart (as filling is), and ``host``, when
    given, must refuse only runs that no accepted requirement holds; ``singles`` says that
    ``accepts`` also takes any of its requirements with a tuple split into singles (unprotected
    filling), and ``sizes`` lists the tuples the cards can give when each card serves one tuple
    of exactly its copies (protected filling); both prune the search further. The keys of two searches of
    the same ladder compare as the rungs' places. The lead's longest unit (from
    :data:`SEARCH_FROM` cards) is searched (:func:`_first_reading`) while the others keep their
    own shapes, then walked over the tail of its ordering where they take turns with it; shorter
    leads walk the listed ladder. (With two units over :data:`SMALL_UNIT` cards the listed
    ladder is walked, which may take long.)
    """
    units = tuple(tuple(sorted(u, reverse=True)) for u in units)
    b = _searched_unit(units)
    if b is None:
        for i, req in enumerate(ladder(units, new_adjacency)):
            if accepts(req):
                return (0, i), req
        return None
    lead = tuple(sorted(units, reverse=True))
    if accepts(lead):
        return (0, 0), lead
    others = [u for i, u in enumerate(units) if i != b]
    rests = [[] if i == b else _rests(u) for i, u in enumerate(units)]
    tail = _tail(units[b], max(map(len, rests)) + 1)

    def with_others(req: Requirement) -> bool:
        return accepts(_canonical([*req, *others]))

    hit = _first_reading(units[b], with_others, host, singles=singles, sizes=sizes)
    if hit is not None and (not tail or hit[0] < tail[0][0]):
        return (1, hit[0]), _canonical([*hit[1], *others])
    rests[b] = [req for _, req in tail]
    for step, req in enumerate(_walk(units, rests, new_adjacency)):
        if accepts(req):
            return (2, step), req
    return None


def rungs_accepted(
    units: Requirement,
    accepts: Callable[[Requirement], bool],
    *,
    new_adjacency: bool = True,
    host: Callable[[Run], bool] | None = None,
    singles: bool = False,
    sizes: tuple[int, ...] | None = None,
) -> Iterator[tuple[RungKey, Requirement]]:
    """Every requirement down :func:`ladder` that ``accepts``, in order.

    With the keys of :func:`first_rung` (which finds the first of these).
    """
    units = tuple(tuple(sorted(u, reverse=True)) for u in units)
    b = _searched_unit(units)
    if b is None:
        for i, req in enumerate(ladder(units, new_adjacency)):
            if accepts(req):
                yield (0, i), req
        return
    lead = tuple(sorted(units, reverse=True))
    if accepts(lead):
        yield (0, 0), lead
    others = [u for i, u in enumerate(units) if i != b]
    rests = [[] if i == b else _rests(u) for i, u in enumerate(units)]
    tail = _tail(units[b], max(map(len, rests)) + 1)

    def with_others(req: Requirement) -> bool:
        return accepts(_canonical([*req, *others]))

    for key, req in _readings_accepted(units[b], with_others, host, singles=singles, sizes=sizes):
        if tail and key >= tail[0][0]:
            break
        yield (1, key), _canonical([*req, *others])
    rests[b] = [req for _, req in tail]
    for step, req in enumerate(_walk(units, rests, new_adjacency)):
        if accepts(req):
            yield (2, step), req


def host_check(
    counts: dict[int, int], slots: Sequence[int], *, protect: bool = False
) -> Callable[[Run], bool]:
    """Can cards held ``counts`` times hold this one run (as :func:`fill` reads it)?"""
    by_slot: dict[int, list[int]] = {}
    for k, n in counts.items():
        if n > 0:
            by_slot.setdefault(slots[k], []).append(n)
    memo: dict[Run, bool] = {}

    def hosts(run: Run) -> bool:
        hit = memo.get(run)
        if hit is None:
            hit = any(
                all(
                    any((n == need) if protect else (n >= need) for n in by_slot.get(s + i, ()))
                    for i, need in enumerate(run)
                )
                for s in by_slot
            )
            memo[run] = hit
        return hit

    return hosts
