"""A lesson on paper: its prose, its pictures and its puzzles with their choices, without code.

``make print-lesson L=03`` (``LANG=zh`` for the Chinese lesson) runs the lesson as the site's
build runs it (every puzzle as static HTML, its cards as text), keeps the outputs and not the
code, writes ``build/print/NN-name.html`` and prints it to ``build/print/NN-name.pdf`` with the
machine's Chromium, offline (no CDN script: the page carries its own styles). Without Chromium,
open the HTML file in any browser and print it (Ctrl+P).

Each puzzle prints its question, its cards and its answer choices (a choice list, Yes / No,
or lines to write on), so a class can answer on paper; the exercises' solutions stay folded
(not printed).

``python -m widgets.print_lesson 03 [--lang zh] [--out build/print]``.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tractor_core.text import name_cards, say
from widgets.classroom import LESSONS, ROOT, SOLUTION
from widgets.live import SITE_BUILD_ENV

__all__ = ["CHROMIUM", "LESSONS", "lesson_file", "print_html", "print_lesson"]

#: The browser that prints the PDF (Debian's chromium).
CHROMIUM = Path("/usr/bin/chromium")
_STATE = re.compile(r'<template class="tc-state">(.*?)</template>', re.S)
_NOTE = re.compile(r'<p class="tc-static-note">.*?</p>', re.S)
_PAGE_CSS = """
@page { size: A4; margin: 16mm 14mm; }
body { font-family: system-ui, "Noto Sans", "Noto Sans SC", "Noto Sans CJK SC", sans-serif;
  font-size: 11pt; line-height: 1.45; color: #000; max-width: 48em; margin: 0 auto; }
h1, h2, h3 { break-after: avoid; } table { border-collapse: collapse; }
td, th { border: 1px solid #999; padding: 0.15em 0.4em; }
.tc-live, .admonition, table, svg, pre { break-inside: avoid; }
details > summary { font-weight: 600; } details:not([open]) > *:not(summary) { display: none; }
.tc-print-choices { margin: 0.3em 0 0.6em; } .tc-print-choices li { margin: 0.15em 0; }
.tc-print-line { border-bottom: 1px solid #000; display: inline-block; min-width: 12em; }
pre { white-space: pre-wrap; font-size: 9.5pt; }
"""


def lesson_file(number: str, lang: str = "en") -> Path:
    """The lesson numbered ``number`` ("03" or "3") in ``lang``; ValueError naming what exists."""
    suffix = ".zh.py" if lang == "zh" else ".py"
    found = [
        p
        for p in sorted(LESSONS.glob(f"{number.zfill(2)}-*.py"))
        if p.name.endswith(".zh.py") == (lang == "zh")
    ]
    if not found:
        have = sorted({p.name[:2] for p in LESSONS.glob("[0-9][0-9]-*.py")})
        msg = f"no lesson {number!r} ({suffix}): expected one of {', '.join(have)}"
        raise ValueError(msg)
    return found[0]


def _choices(state: dict[str, Any], lang: str) -> str:
    """A puzzle's answer choices for paper, in ``lang``."""
    puzzle = state["puzzle"]
    kind = puzzle["answer_type"]
    options = puzzle.get("options") or []
    if kind in ("choice", "seat") and options:
        items = "".join(
            f"<li>☐ {html.escape(name_cards(o.get(lang) or o['en'], lang))}</li>" for o in options
        )
        return f'<ol class="tc-print-choices">{items}</ol>'
    if kind == "yesno":
        yes, no = say("Yes", lang), say("No", lang)
        return f'<p class="tc-print-choices">☐ {yes}　　☐ {no}</p>'
    line = '<span class="tc-print-line">&nbsp;</span>'
    return f'<p class="tc-print-choices">{html.escape(say("Your answer:", lang))} {line}</p>'


def print_html(body: str, lang: str, title: str) -> str:
    """The exported lesson body as a page to print: each puzzle with its choices, no script."""

    def with_choices(match: re.Match[str]) -> str:
        state = json.loads(html.unescape(match[1]))
        return f"{match[0]}<!--choices-->{_choices(state, lang)}"

    body = _STATE.sub(with_choices, body)
    # the choices go after the puzzle's cards, where its "becomes interactive" note was
    body = re.sub(
        r"<!--choices-->(.*?)(<div class=\"tc-puzzle tc-static.*?)<p class=\"tc-static-note\">.*?</p>",
        lambda m: m[2] + m[1],
        body,
        flags=re.S,
    )
    body = _NOTE.sub("", body)
    body = re.sub(r"<script\b.*?</script>", "", body, flags=re.S)
    body = re.sub(r'<a class="anchor-link"[^>]*>.*?</a>', "", body, flags=re.S)
    css = (ROOT / "widgets" / "static" / "puzzle.css").read_text(encoding="utf-8")
    return (
        f'<!DOCTYPE html><html lang="{"zh-Hans" if lang == "zh" else "en"}"><head>'
        f'<meta charset="utf-8"><title>{html.escape(title)}</title>'
        f"<style>{css}{_PAGE_CSS}</style></head><body>{body}</body></html>"
    )


def print_lesson(
    number: str, lang: str = "en", out: Path | None = None
) -> tuple[Path, Path | None]:
    """Run lesson ``number`` and write its page to print, and its PDF when Chromium is here."""
    import jupytext  # noqa: PLC0415 - the lab extra
    from nbclient import NotebookClient  # noqa: PLC0415
    from nbconvert import HTMLExporter  # noqa: PLC0415

    source = lesson_file(number, lang)
    out = out or ROOT / "build" / "print"
    out.mkdir(parents=True, exist_ok=True)
    notebook = jupytext.read(source)
    env = {SITE_BUILD_ENV: "1", "TRACTOR_LANG": lang}
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)  # the kernel inherits them: puzzles as static HTML, the page's language
    try:
        NotebookClient(
            notebook,
            timeout=300,
            kernel_name="python3",
            resources={"metadata": {"path": str(LESSONS)}},
        ).execute()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    # paper for students: a solution stays folded (its <details> prints closed) and the cell
    # that lets the engine confirm it prints nothing
    after_solution = False
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            after_solution = bool(SOLUTION.search(cell.source))
        elif cell.cell_type == "code":
            if after_solution:
                cell.outputs = []
            after_solution = False
    exporter = HTMLExporter(template_name="basic", exclude_input=True)  # type: ignore[no-untyped-call]
    exporter.exclude_input_prompt = True
    exporter.exclude_output_prompt = True
    body, _ = exporter.from_notebook_node(notebook)
    title = source.stem
    page = out / f"{source.name.removesuffix('.py')}.html"
    page.write_text(print_html(body, lang, title), encoding="utf-8")
    chromium = CHROMIUM if CHROMIUM.exists() else shutil.which("chromium")
    if chromium is None:
        return page, None
    pdf = page.with_suffix(".pdf")
    subprocess.run(
        [
            str(chromium),
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
            f"--print-to-pdf={pdf}",
            page.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=180,
    )
    return page, pdf


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m widgets.print_lesson NN [--lang zh]``: a lesson's page and PDF to print."""
    parser = argparse.ArgumentParser(prog="python -m widgets.print_lesson")
    parser.add_argument("lesson", help="the lesson's number: 03")
    parser.add_argument("--lang", choices=("en", "zh"), default="en")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    try:
        page, pdf = print_lesson(args.lesson, args.lang, args.out)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"{pdf or page}" + ("" if pdf else " (open it in a browser and print it)"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
