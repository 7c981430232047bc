"""Command line: ``python -m tractor_core judge [FILE]``, ``rules --list`` and ``simulate``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from tractor_core.errors import TractorError
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


def _positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        msg = f"{text!r}: expected a whole number of hands, 1 or more"
        raise argparse.ArgumentTypeError(msg)
    return value


def _read_text(path: str | None) -> str:
    """The questions file (standard input without one) as text; a byte-order mark is dropped.

    Raises ValueError with a message naming the file when it cannot be read or is not UTF-8.
    """
    name = path or "standard input"
    try:
        if path:
            with open(path, "rb") as fh:
                data = fh.read()
        else:
            data = sys.stdin.buffer.read()
    except OSError as exc:
        msg = f"cannot read {name!r}: {exc.strerror or exc}"
        raise ValueError(msg) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1]
        msg = f"{name!r} is not UTF-8 text: byte {bad.hex()} at offset {exc.start}"
        raise ValueError(msg) from None


def _write_utf8(text: str) -> None:
    """Write JSON answers as UTF-8, and stop quietly if the reader closes the pipe.

    UTF-8 whatever the console's encoding: a Windows code page would fail on the Chinese reasons.
    """
    buffer = getattr(sys.stdout, "buffer", None)
    try:
        if buffer is None:
            sys.stdout.write(text)
        else:
            sys.stdout.flush()
            buffer.write(text.encode("utf-8"))
            buffer.flush()
    except BrokenPipeError:  # e.g. `judge q.json | head`: nothing more is wanted
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


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
    sim_p.add_argument("--hands", type=_positive, default=100, help="scored hands to play")
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
        from tractor_core import simulate  # noqa: PLC0415 - loaded on demand

        try:
            rules = simulate.rules_for(args)
        except TractorError as exc:  # an unknown preset or options that conflict
            sim_p.error(str(exc))
        return simulate.main(args, rules)

    if args.command == "judge":
        try:
            text = _read_text(args.file)
        except ValueError as exc:
            judge_p.error(str(exc))
        _write_utf8(judge_json(text) + "\n")
        return 0
    listing = _rules_listing()
    if not args.list:
        listing = {"presets": [p["name"] for p in listing["presets"]]}  # type: ignore[attr-defined]
    sys.stdout.write(json.dumps(listing, ensure_ascii=False, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
