"""Command line: ``python -m tractor_core judge [FILE]``, ``rules``, ``simulate``, ``worksheet``.

``rules --summary`` prints a rule set in plain words (``--rules`` a preset or a rule code,
``--set option=value`` to change options, ``--lang zh``); ``rules --code`` prints its code.
``worksheet`` writes a printable worksheet with its answer key (HTML, or PDF via Chromium).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from tractor_core.api.judge import judge_json
from tractor_core.rules.errors import TractorError
from tractor_core.rules.presets import PRESETS
from tractor_core.rules.ruleset import RuleSet, option_docs


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


def _option(text: str) -> tuple[str, object]:
    """An argparse type for ``--set option=value``: JSON values, or text; commas make a list.

    ``decks=3``, ``nt_keeps_level_rank=false``, ``level_cap=null``, ``must_defend=A,5``,
    ``kitty_multiplier=power_of_two``.
    """
    name, sep, raw = text.partition("=")
    if not sep or not name.strip():
        msg = f"{text!r}: expected option=value, e.g. decks=3"
        raise argparse.ArgumentTypeError(msg)
    raw = raw.strip()
    value: object
    try:
        value = json.loads(raw)
    except ValueError:
        value = [part.strip() for part in raw.split(",") if part.strip()] if "," in raw else raw
    return name.strip(), value


def _add_rules_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--rules",
        default="default",
        help="a preset (default, 000, ..., 004, shengji) or a rule code (t2....)",
    )
    p.add_argument(
        "--set",
        type=_option,
        action="append",
        default=[],
        metavar="OPTION=VALUE",
        help="change a rule option (repeatable), e.g. --set decks=3 --set must_defend=A,5",
    )


def _chosen_rules(args: argparse.Namespace) -> RuleSet:
    """The rule set of ``--rules`` and ``--set``; TractorError names an unknown or bad option."""
    from tractor_core.rules.rule_codes import parse_rules  # noqa: PLC0415 - loaded on demand

    return parse_rules(args.rules, dict(args.set))


def _key_path(out: str) -> str:
    """The answer key's file beside the sheet's: ``sheet.pdf`` → ``sheet-key.pdf``."""
    stem, dot, ext = out.rpartition(".")
    return f"{stem}-key{dot}{ext}"


def _worksheet(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from tractor_core.puzzles import worksheet  # noqa: PLC0415 - loaded on demand

    out = str(args.out)
    if not out.endswith((".html", ".pdf")):
        parser.error(f"--out {out!r}: expected a file name ending in .html or .pdf")
    key_out = None if args.one_file else str(args.key_out or _key_path(out))
    if key_out is not None and not key_out.endswith(out[out.rindex(".") :]):
        parser.error(
            f"--key-out {key_out!r}: expected a file name ending in {out[out.rindex('.') :]}, like --out"
        )
    if key_out is not None and os.path.abspath(key_out) == os.path.abspath(out):
        parser.error(f"--key-out {key_out!r}: expected another file than --out")
    files: list[tuple[str, str]] = []
    try:
        rules = _chosen_rules(args)
        for target, part in ((out, "both" if key_out is None else "sheet"), (key_out, "key")):
            if target is None:
                continue
            html = worksheet.worksheet_html(
                args.kinds.split(","),
                args.count,
                args.difficulty,
                rules,
                seed=args.seed,
                lang=args.lang,
                site_url=args.site_url,
                paper=args.paper,
                part=part,
                link_url=args.link_url,
            )
            files.append((target, html))
    except TractorError as exc:
        parser.error(str(exc))
    try:
        for target, html in files:
            if target.endswith(".pdf"):
                worksheet.write_pdf(html, target)
            else:
                with open(target, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(html)
        if out.endswith(".pdf") and worksheet.cjk_font_missing("".join(h for _t, h in files)):
            sys.stderr.write(
                "warning: no Chinese font found (fc-list :lang=zh): the PDF's Chinese "
                "characters print as boxes; install one (apt-get install fonts-noto-cjk)\n"
            )
    except (TractorError, OSError) as exc:
        sys.stderr.write(f"{parser.prog}: error: {exc}\n")
        return 1
    size = os.path.getsize(out)
    if key_out is None:
        sys.stdout.write(f"wrote {out} ({args.count} puzzles and the answer key, {size:,} bytes)\n")
    else:
        key_size = os.path.getsize(key_out)
        sys.stdout.write(
            f"wrote {out} ({args.count} puzzles, {size:,} bytes) and {key_out} "
            f"(the answer key, {key_size:,} bytes)\n"
        )
    return 0


def _add_worksheet_parser(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """The ``worksheet`` command's arguments (``sub``: the subparsers of the command line)."""
    ws_p = sub.add_parser(
        "worksheet",
        help="write a printable worksheet of puzzles, and its answer key in a second file",
    )
    ws_p.add_argument(
        "--kinds",
        default="tractor,throw,kitty",
        help="puzzle kinds, comma-separated: order, tractor, follow, trick, throw, kitty, "
        "levels, declaration",
    )
    ws_p.add_argument("--count", type=int, default=20, help="number of puzzles, 1 to 100")
    ws_p.add_argument("--difficulty", type=int, default=2, help="1, 2 or 3")
    _add_rules_arguments(ws_p)
    ws_p.add_argument("--seed", type=int, default=0, help="the same seed gives the same sheet")
    ws_p.add_argument("--lang", choices=("en", "zh"), default="en")
    ws_p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    ws_p.add_argument(
        "--site-url",
        default="/puzzles/",
        help="the site's puzzles page (default /puzzles/); a public http(s) address also "
        "gives each puzzle a live link",
    )
    ws_p.add_argument(
        "--link-url",
        default="",
        help="print each puzzle's live link to this address of the site's puzzles page "
        "(default: --site-url when it is a public http(s) address; else each puzzle's id, "
        "to type into the puzzles page)",
    )
    ws_p.add_argument("--out", required=True, help="the sheet's file: .html, or .pdf (Chromium)")
    ws_p.add_argument(
        "--key-out",
        help="the answer key's file (default: --out's name with -key, e.g. sheet-key.pdf)",
    )
    ws_p.add_argument(
        "--one-file",
        action="store_true",
        help="write the sheet and its answer key in one file (--out), the key from a new page",
    )
    return ws_p


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
    rules_p.add_argument(
        "--summary", action="store_true", help="print the rule set in plain words (one page)"
    )
    rules_p.add_argument("--code", action="store_true", help="print the rule set's rule code")
    rules_p.add_argument("--lang", choices=("en", "zh"), default="en", help="summary language")
    _add_rules_arguments(rules_p)
    sim_p = sub.add_parser("simulate", help="play seeded hands with bots and summarise them")
    sim_p.add_argument("--hands", type=_positive, default=100, help="scored hands to play")
    sim_p.add_argument("--seed", type=int, default=0, help="random seed")
    sim_p.add_argument("--rules", default="default", help="preset name (default, 000, ..., 004)")
    sim_p.add_argument(
        "--decks", type=int, choices=range(1, 9), help="override the deck count (4-8: shengji)"
    )
    sim_p.add_argument(
        "--players", type=int, choices=range(4, 11), help="override the players (7-10: 4+ decks)"
    )
    sim_p.add_argument(
        "--partners",
        choices=("fixed", "call_holder_nearest", "call_nth_played"),
        help="override how teams are formed",
    )
    sim_p.add_argument("--bot", choices=("random", "simple", "careful"), default="random")
    sim_p.add_argument("--json", action="store_true", help="print the summary as JSON")
    ws_p = _add_worksheet_parser(sub)
    args = parser.parse_args(argv)

    if args.command == "worksheet":
        return _worksheet(args, ws_p)

    if args.command == "simulate":
        from tractor_core.play import simulate  # noqa: PLC0415 - loaded on demand

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
    if args.summary or args.code:
        from tractor_core.rules.rule_codes import rule_code  # noqa: PLC0415 - loaded on demand
        from tractor_core.words.rules_summary import rules_summary  # noqa: PLC0415

        try:
            rules = _chosen_rules(args)
        except TractorError as exc:
            rules_p.error(str(exc))
        if args.code:
            _write_utf8(rule_code(rules) + "\n")
        if args.summary:
            _write_utf8(rules_summary(rules, lang=args.lang))
        return 0
    listing = _rules_listing()
    if not args.list:
        listing = {"presets": [p["name"] for p in listing["presets"]]}  # type: ignore[attr-defined]
    sys.stdout.write(json.dumps(listing, ensure_ascii=False, indent=2) + "\n")
    return 0
