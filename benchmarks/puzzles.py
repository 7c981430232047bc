"""Puzzle generation speed, per kind: a teacher's worksheet of 50 must be instant.

Prints puzzles generated per second for each kind (fresh ids, so nothing is cached) and the
ratio to the target of 1,000 per second. Usage: ``python benchmarks/puzzles.py [--seconds S]``.
"""

from __future__ import annotations

import argparse
import time

from tractor_core.puzzles import KINDS, make_puzzle

TARGET_PER_SECOND = 1000.0


def rate(kind: str, seconds: float) -> float:
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        n += 1
        make_puzzle(f"{kind}-default-{1 + n % 3}-{100_000 + n}")
    return n / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    print(f"puzzle generation (make_puzzle with card faces), {args.seconds:.1f} s per kind")
    for kind in KINDS:
        r = rate(kind, args.seconds)
        print(
            f"{kind:<12} {r:9.0f} puzzles/s   target ≥ {TARGET_PER_SECOND:.0f}   ratio {r / TARGET_PER_SECOND:5.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
