"""Command line: ``python -m tractor_core judge [FILE]``, ``rules --list`` and ``simulate``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from tractor_core.judge import judge_json
from tractor_core.presets import PRESETS
from tractor_core.ruleset import option_docs


def _rules_listing() -> dict[str, object]:
    return {
        "options": option_docs(),
        "presets": [
            {
                "name": p.name,
                "aliases": list(p.aliases),
                "title": p.title,
                "source": p.source,
                "notes": p.notes,
                "rules": p.rules.to_dict(),
            }
            for p in PRESETS
        ],
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m tractor_core", description="The Tractor (拖拉机) rules engine."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    judge_p = sub.add_parser("judge", help="answer a JSON list of rules questions")
    judge_p.add_argument("file", nargs="?", help="questions file (default: standard input)")
    rules_p = sub.add_parser("rules", help="show the house-rule options and presets")
    rules_p.add_argument(
        "--list", action="store_true", help="print every option and preset as JSON"
    )
    sim_p = sub.add_parser("simulate", help="play seeded hands with bots and summarise them")
    sim_p.add_argument("--hands", type=int, default=100, help="scored hands to play")
    sim_p.add_argument("--seed", type=int, default=0, help="random seed")
    sim_p.add_argument("--rules", default="default", help="preset name (default, 000, ..., 004)")
    sim_p.add_argument("--decks", type=int, choices=(1, 2, 3), help="override the deck count")
    sim_p.add_argument("--players", type=int, choices=(4, 5, 6), help="override the players")
    sim_p.add_argument(
        "--partners",
        choices=("fixed", "call_holder_nearest", "call_nth_played"),
        help="override how teams are formed",
    )
    sim_p.add_argument("--bot", choices=("random", "simple"), default="random")
    sim_p.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)

    if args.command == "simulate":
        from tractor_core.simulate import main as simulate_main  # noqa: PLC0415 - loaded on demand

        return simulate_main(args)

    if args.command == "judge":
        if args.file:
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
        else:
            text = sys.stdin.read()
        sys.stdout.write(judge_json(text) + "\n")
        return 0
    listing = _rules_listing()
    if not args.list:
        listing = {"presets": [p["name"] for p in listing["presets"]]}  # type: ignore[attr-defined]
    sys.stdout.write(json.dumps(listing, ensure_ascii=False, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
