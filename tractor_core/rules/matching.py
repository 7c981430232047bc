"""Finding shapes inside a set of cards: the search that following, throwing and trick-taking share.

All functions work on a :class:`~tractor_core.rules.combinations.Groups` (the distinct cards of one
effective suit ordered by slot) and a vector of counts per group, so a search can remove cards
without rebuilding anything. A *spec* is ``(group indices low→high, width)``: the unit made of
``width`` copies of each listed group.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from tractor_core.rules.combinations import Groups, Unit

__all__ = ["Spec", "arrangements", "fixed_chains", "remove", "specs_to_units"]

Spec = tuple[tuple[int, ...], int]


def fixed_chains(
    g: Groups,
    counts: Sequence[int],
    width: int,
    length: int,
    eligible: Callable[[int], bool] | None = None,
) -> Iterator[tuple[int, ...]]:
    """Every run of ``length`` consecutive groups each holding at least ``width`` cards.

    ``eligible(i)`` can exclude groups (a protection policy); runs are yielded lowest start first.
    """
    n = len(counts)
    if length == 1:  # no chains to follow: every group that holds enough
        for i in range(n):
            if counts[i] >= width and (eligible is None or eligible(i)):
                yield (i,)
        return
    succ = g.succ

    def ok(i: int) -> bool:
        return counts[i] >= width and (eligible is None or eligible(i))

    def extend(path: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if len(path) == length:
            yield path
            return
        for j in succ[path[-1]]:
            if ok(j):
                yield from extend((*path, j))

    for start in range(n):
        if ok(start):
            yield from extend((start,))


def remove(counts: Sequence[int], path: Sequence[int], width: int) -> tuple[int, ...]:
    """Counts after taking ``width`` cards from each group in ``path``."""
    out = list(counts)
    for i in path:
        out[i] -= width
    return tuple(out)


def arrangements(
    g: Groups, counts: tuple[int, ...], shapes: Sequence[tuple[int, int]]
) -> Iterator[list[Spec]]:
    """Every way to split exactly these cards into units of the given ``(width, length)`` shapes.

    Shapes should come largest first so dead ends are found early. A width-``w`` slot may take
    ``w`` cards of a group holding more (a pair slot may use two cards of a triple), as when
    matching a play to a lead; identical choices for equal consecutive shapes are generated once
    (units of the same shape are taken in non-decreasing position).
    """
    if not shapes:
        if not any(counts):
            yield []
        return
    if sum(counts) != sum(w * n for w, n in shapes):
        return

    # Single-card slots take whatever is left, in one way: place the larger shapes, then fill.
    big = [s for s in shapes if s != (1, 1)]
    singles = len(shapes) - len(big)

    def rec(k: int, cur: tuple[int, ...], floor: tuple[int, ...] | None) -> Iterator[list[Spec]]:
        if k == len(big):
            if sum(cur) == singles:
                yield [((i,), 1) for i, c in enumerate(cur) for _ in range(c)]
            return
        width, length = big[k]
        same_as_prev = k > 0 and big[k - 1] == big[k]
        for path in fixed_chains(g, cur, width, length):
            if same_as_prev and floor is not None and path < floor:
                continue
            for tail in rec(k + 1, remove(cur, path, width), path):
                yield [(path, width), *tail]

    yield from rec(0, counts, None)


def specs_to_units(g: Groups, specs: Sequence[Spec]) -> list[Unit]:
    """Turn specs into :class:`Unit` values."""
    return [g.unit(path, width) for path, width in specs]
