"""The tutorial site builds strictly, contains every lesson with card pictures and live puzzles,
and is self-contained (nothing is loaded from another origin).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml  # mkdocs depends on PyYAML

ROOT = Path(__file__).resolve().parents[2]


def _nav_pages() -> list[str]:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("!!python", "#"))
    pages: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, str):
            pages.append(node)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)

    walk(config["nav"])
    return pages


def _page_html(site: Path, source: str) -> str:
    stem = Path(source).stem
    path = site / "index.html" if stem == "index" else site / stem / "index.html"
    return path.read_text(encoding="utf-8")


def test_every_nav_page_is_built(built_site: Path) -> None:
    pages = _nav_pages()
    assert len(pages) >= 5
    for source in pages:
        assert "</html>" in _page_html(built_site, source), source


def test_every_lesson_shows_card_pictures_and_a_live_puzzle(built_site: Path) -> None:
    lessons = [p for p in _nav_pages() if re.match(r"\d\d-.*\.py$", p)]
    assert lessons, "no lessons in the nav"
    for source in lessons:
        html = _page_html(built_site, source)
        assert 'class="tc-card"' in html or "tc-hand" in html or "data:image/svg+xml" in html, (
            f"{source} shows no card pictures"
        )
        assert 'class="tc-live"' in html, f"{source} has no live puzzle"


def test_puzzle_state_is_embedded_and_valid_json(built_site: Path) -> None:
    html = _page_html(built_site, "puzzles.py")
    states = re.findall(r'class="tc-live" data-kind="(\w+)" data-state="([^"]+)"', html)
    kinds = {kind for kind, _ in states}
    assert kinds >= {"order", "tractor", "follow", "trick", "throw", "kitty", "levels", "declaration"}
    import html as html_lib

    for _kind, raw in states:
        state = json.loads(html_lib.unescape(raw))
        assert state["puzzle"]["id"].startswith(state["kind"])
        assert "_solution" not in state["puzzle"], "the solution must not be shipped to readers"


def test_runtime_and_wheel_are_self_hosted(built_site: Path) -> None:
    assets = built_site / "assets" / "tractor"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (assets / "pyodide" / name).stat().st_size > 0
    manifest = json.loads((assets / "wheels" / "manifest.json").read_text())
    assert (assets / "wheels" / manifest["wheel"]).exists()
    assert (assets / "puzzle.js").exists()
    assert (assets / "tractor-live.js").exists()


def test_no_page_loads_anything_from_another_origin(built_site: Path) -> None:
    pattern = re.compile(
        r'<(?:script|img|iframe|link(?![^>]*\brel="(?:canonical|alternate)"))\b[^>]*'
        r'\b(?:src|href)="((?:https?:)?//[^"]+)"',
        re.I,
    )
    for page in built_site.rglob("*.html"):
        found = pattern.findall(page.read_text(encoding="utf-8"))
        assert not found, f"{page.relative_to(built_site)} loads {found}"
