"""Worksheet speed: a 50-puzzle worksheet with its answer key, as HTML, in at most 2 s.

Times :func:`tractor_core.puzzles.worksheet.worksheet_html` for 50 puzzles of every kind (the kinds
taking turns), difficulty 2, the default rules and the 004 preset with a changed option (the
path that regenerates puzzles under the worksheet's own rules). Each run uses a new worksheet
seed and clears the puzzle cache, so nothing is reused from an earlier run; the first run
also pays for the first card drawings. Prints each run, the median and the ratio to the target.
Usage: ``python benchmarks/worksheet.py [--repeat N] [--count N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tractor_core.puzzles import KINDS, registry
from tractor_core.puzzles.worksheet import worksheet_html
from tractor_core.rules.presets import preset

TARGET_SECONDS = 2.0


def once(count: int, seed: int, changed: bool) -> tuple[float, int]:
    registry.build.cache_clear()
    rules = preset("004", throw_penalty="none") if changed else preset("default")
    start = time.perf_counter()
    html = worksheet_html(list(KINDS), count, 2, rules, seed=seed)
    return time.perf_counter() - start, len(html.encode("utf-8"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--count", type=int, default=50)
    args = parser.parse_args()
    for changed in (False, True):
        label = "004 + throw_penalty=none" if changed else "default"
        times = []
        for i in range(max(1, args.repeat)):
            seconds, size = once(args.count, 1000 * i + int(changed), changed)
            times.append(seconds)
            print(f"  run {i + 1}: {seconds:.3f} s, {size:,} bytes")
        m = statistics.median(times)
        print(
            f"worksheet of {args.count} with key ({label}): median {m:.3f} s, worst "
            f"{max(times):.3f} s   target ≤ {TARGET_SECONDS:.1f} s   ratio {m / TARGET_SECONDS:.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
