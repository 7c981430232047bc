"""Puzzle generation speed, per kind: a teacher's worksheet of 50 must be instant.

Prints puzzles generated per second for each kind (fresh ids, so nothing is cached) and the
ratio to the target of 1,000 per second. With ``--repeat N`` each kind is timed N times (fresh
ids each time) and the median is shown, which steadies the figure on a busy machine.
Usage: ``python benchmarks/puzzles.py [--seconds S] [--repeat N] [--kind KIND ...]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tractor_core.puzzles import KINDS, make_puzzle

TARGET_PER_SECOND = 1000.0


def rate(kind: str, seconds: float, first_seed: int = 100_000) -> float:
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        n += 1
        make_puzzle(f"{kind}-default-{1 + n % 3}-{first_seed + n}")
    return n / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--repeat", type=int, default=1, help="time each kind N times; median")
    parser.add_argument("--kind", choices=KINDS, action="append", help="only these kinds")
    args = parser.parse_args()
    repeat = max(1, args.repeat)
    runs = f", median of {repeat} runs" if repeat > 1 else ""
    print(f"puzzle generation (make_puzzle with card faces), {args.seconds:.1f} s per kind{runs}")
    for kind in args.kind or KINDS:
        r = statistics.median(
            rate(kind, args.seconds, 100_000 + 1_000_000 * i) for i in range(repeat)
        )
        print(
            f"{kind:<12} {r:9.0f} puzzles/s   target ≥ {TARGET_PER_SECOND:.0f}   ratio {r / TARGET_PER_SECOND:5.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
