"""What each kind of page weighs as it starts, but the Python runtime: the puzzles page, a
lesson, a teachers' tool and the practice table (``tests/site/weight.py`` counts the files: the
page, its stylesheets and scripts, every chunk they import, what the scripts load at start).

Prints the bytes per page kind (and per kind of file) of a built site, and of a second one
beside it (``--before DIR``, e.g. a build of an older commit), with the puzzles page's budget
(≤ 300 KB, issue #7). Usage: ``python benchmarks/page_weight.py [--site DIR] [--before DIR]``
(``site/`` by default: ``make site``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script: the project root

from tests.site.weight import loaded_at_start  # noqa: E402 - the one way the test counts

PAGES = {"puzzles": "puzzles", "a lesson (02)": "02-trumps", "a tool (referee)": "tools/referee"}
PAGES["practice table"] = "play"
BUDGET = 300 * 1024


def _kind(name: str) -> str:
    if name.endswith(".html"):
        return "page"
    if name.endswith(".css"):
        return "css"
    return "site js" if name.startswith("assets/tractor/") else "theme js"


def weigh(site: Path, *, before: bool = False) -> dict[str, dict[str, int]]:
    out = {}
    for label, page in PAGES.items():
        kinds: dict[str, int] = {}
        # (before issue #26 item 4, every page imported the puzzles' front-end as it started)
        for name, size in loaded_at_start(site, page, front_end_everywhere=before).items():
            kinds[_kind(name)] = kinds.get(_kind(name), 0) + size
        kinds["total"] = sum(kinds.values())
        out[label] = kinds
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--before", type=Path, default=None)
    args = parser.parse_args()
    now = weigh(args.site)
    before = weigh(args.before, before=True) if args.before else None
    for label, kinds in now.items():
        parts = "  ".join(f"{k} {v:>7,}" for k, v in kinds.items() if k != "total")
        line = f"{label:<18} {kinds['total']:>8,} B  ({parts})"
        if before:
            line += f"   before {before[label]['total']:>8,} B  Δ {kinds['total'] - before[label]['total']:+,}"
        print(line)
    total = now["puzzles"]["total"]
    print(f"puzzles page budget ≤ {BUDGET:,} B: {total:,} B, ratio {total / BUDGET:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
