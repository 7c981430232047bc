"""What a built page weighs as it starts: the page, what it links, and every script it imports.

The sum of the files (the browser benchmark, ``benchmarks/browser.py``, counts the bytes a
server sends; this is the same from the files, so a regression shows without a browser), but
the Python runtime and the engine (``assets/tractor/pyodide/``, ``tractor_core.zip``): the
page HTML, its stylesheets and scripts, every chunk those scripts import (however deep), and
what the site's scripts load as they start on that page: the puzzles' front-end (where a puzzle
is, ``tractor-live.js``), the engine's worker script (where something live is), the tools' or
the practice table's script and stylesheet (on their pages).
"""

from __future__ import annotations

import re
from pathlib import Path

from sitebuild.hooks import loaded_with

_STYLESHEET = re.compile(r'<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"')
_SCRIPT = re.compile(r'<script[^>]*src="([^"]+)"')


def loaded_at_start(site: Path, page: str, *, front_end_everywhere: bool = False) -> dict[str, int]:
    """Each file the page ``page`` (``puzzles/``, ``tools/referee/``…) loads as it starts: bytes.

    (``front_end_everywhere``: count the puzzles' front-end on a page without puzzles too, as
    the site did before issue #26 item 4.)
    """
    path = (site / page / "index.html").resolve()
    html = path.read_text(encoding="utf-8")
    files = {path}
    files |= {(path.parent / ref).resolve() for ref in _STYLESHEET.findall(html)}
    scripts = [(path.parent / ref).resolve() for ref in _SCRIPT.findall(html)]
    files |= set(scripts)
    tractor = (site / "assets" / "tractor").resolve()
    starts = [s.name for s in scripts if s.parent == tractor]
    live, tool, play = 'class="tc-live' in html, 'class="tc-tool"' in html, 'id="tc-play"' in html
    if live or front_end_everywhere:
        # tractor-live.js imports the puzzles' front-end at once, and the card pieces and its
        # words with it
        starts += [n for n in ("puzzle.js", "deck.js", "puzzle-words.js") if (tractor / n).exists()]
    if live or tool or play:
        starts.append("tractor-worker.js")  # the engine starts at once where something is live
    if tool:
        starts.append("tractor-tools.js")
        files.add(tractor / "tools.css")
    if play:
        starts.append("tractor-play.js")
        files.add(tractor / "play.css")
    files |= {p.resolve() for p in loaded_with(tractor, *starts)}
    root = site.resolve()
    return {str(p.relative_to(root)): p.stat().st_size for p in sorted(files)}
