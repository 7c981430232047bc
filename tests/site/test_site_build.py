"""The tutorial site builds strictly, contains every lesson with card pictures and live puzzles,
and is self-contained (nothing is loaded from another origin).
"""

from __future__ import annotations

import html as html_module
import json
import re
import shutil
import zipfile
from pathlib import Path

import pytest
import yaml  # mkdocs depends on PyYAML

from sitebuild.hooks import loaded_with
from tests.site.weight import loaded_at_start
from tractor_core.words.catalogue import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]


def _nav_pages() -> list[str]:
    config = yaml.safe_load(
        (ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("!!python", "#")
    )
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
    stem = Path(source).stem  # a page in a folder (tools/referee.md) is built in that folder
    path = (
        site / "index.html"
        if stem == "index"
        else site / Path(source).with_suffix("") / "index.html"
    )
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
        # card faces in notebook output, or a puzzle's cards (labelled text in the page, drawn
        # as faces by the puzzle script from the deck's pieces)
        pictures = ('class="tc-card"', "tc-hand", "data:image/svg+xml", 'class="tc-tcard')
        assert any(p in html for p in pictures), f"{source} shows no card pictures"
        assert 'class="tc-live"' in html, f"{source} has no live puzzle"


def test_puzzle_state_is_embedded_and_valid_json(built_site: Path) -> None:
    html = _page_html(built_site, "puzzles.py")
    states = re.findall(
        r'<div class="tc-live" data-kind="(\w+)"><template class="tc-state"[^>]*>(.*?)</template>',
        html,
        re.S,
    )
    kinds = {kind for kind, _ in states}
    assert kinds >= {
        "order",
        "tractor",
        "follow",
        "trick",
        "throw",
        "kitty",
        "levels",
        "declaration",
    }
    assert '<script type="application/json"' not in html, "instant navigation would run it"
    for _kind, raw in states:
        state = json.loads(html_module.unescape(raw))
        assert state["puzzle"]["id"].startswith(state["kind"])
        assert "_solution" not in state["puzzle"], "the solution must not be shipped to readers"
        for face in state["puzzle"]["faces"].values():
            # a card is named, not drawn: the pictures come from the deck's pieces, once
            # (a mark is written only when set: widgets/live.py keeps the page light)
            assert set(face) <= {"alt", "trump", "level"}
            assert face["alt"]


def test_static_puzzles_label_every_card(built_site: Path) -> None:
    """Without JavaScript a puzzle shows its question and its cards, each with a text label."""
    html = _page_html(built_site, "puzzles.py")
    static = re.findall(r'<div class="tc-puzzle tc-static[^"]*">(.*?)</div></div>', html, re.S)
    assert len(static) >= 8
    cards = re.findall(r'<span[^>]*class="tc-tcard[^"]*"[^>]*>', "".join(static))
    assert cards
    assert all('role="img"' in card and 'aria-label="' in card for card in cards)


@pytest.mark.parametrize("page", ["puzzles", "zh/puzzles"])
def test_puzzles_page_weight_budget(built_site: Path, page: str) -> None:
    """Issue #7: the puzzles page and what it loads as it starts, but the Python runtime, ≤ 300 KB,
    in English and in Chinese (whose text takes three bytes a character; its font is apart).

    (The browser benchmark counts the bytes actually sent; this is the same sum from the files,
    so a regression fails here without a browser: ``tests/site/weight.py``, every chunk of the
    bundled scripts the page imports counted.) The second site round (issue #28) had raised this
    test to 320 KB (314,323 bytes); bundling the page scripts (issue #26 item 4) made it 313,762
    bytes. The page's cells are tagged ``remove-input`` (its ``puzzle("…")`` calls say nothing
    to a reader; each folded cell weighed some 1.3 KB of wrappers): 302,402 bytes, of which the
    page itself is 59.5 KB, Material's script 114 KB, the stylesheets 88 KB, the scripts 40.6 KB.
    The puzzles' headings are no longer folded in empty "Show the code" boxes: 302,989 bytes in
    English, 307,143 in Chinese. A jump within the page stays the browser's and every puzzle is
    drawn once at its real height (1.7 KB), and the copy buttons' script goes where no code is
    shown (2.5 KB): 302,283 and 306,437 bytes.
    """
    sizes = loaded_at_start(built_site, page)
    assert "assets/tractor/puzzle.js" in sizes
    assert "assets/tractor/deck.js" in sizes  # the card pieces
    assert "assets/tractor/tractor-worker.js" in sizes
    assert any(name.startswith("assets/tractor/chunk-") for name in sizes), "the runtime's chunk"
    assert sum(sizes.values()) <= 300 * 1024, sizes


def test_the_copy_buttons_script_comes_with_the_copy_buttons(built_site: Path) -> None:
    """mkdocs-jupyter writes its copy buttons' script (2.5 KB) into every notebook page; a page
    that shows no code (the puzzles, the tools) has no copy button and goes without it."""
    pages = [p for p in built_site.rglob("index.html") if "lite" not in p.parts]
    with_buttons = 0
    for page in pages:
        html = page.read_text(encoding="utf-8")
        defined = 'customElements.define("clipboard-copy"' in html
        buttons = "<clipboard-copy " in html
        assert defined == buttons, page
        with_buttons += buttons
    assert with_buttons >= 26  # the 13 lessons, in two languages
    assert "<clipboard-copy " not in _page_html(built_site, "puzzles.py")


def test_search_index_is_held_until_the_reader_searches(built_site: Path) -> None:
    html = _page_html(built_site, "puzzles.py")
    lazy = html.index("search_index")
    assert lazy < html.index("assets/javascripts/bundle."), "the hold must run before Material's"


def test_runtime_and_wheel_are_self_hosted(built_site: Path) -> None:
    assets = built_site / "assets" / "tractor"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (assets / "pyodide" / name).stat().st_size > 0
    manifest = json.loads((assets / "wheels" / "manifest.json").read_text())
    assert (assets / "wheels" / manifest["wheel"]).exists()
    with zipfile.ZipFile(assets / "tractor_core.zip") as engine:
        names = set(engine.namelist())
    assert {"tractor_core/puzzles/__init__.py", "tractor_core/puzzles/__init__.pyc"} & names
    if shutil.which("node"):  # the build precompiles what Python imports at start-up
        assert "tractor_core/puzzles/__init__.pyc" in names
        with zipfile.ZipFile(assets / "pyodide" / "python_stdlib.zip") as stdlib:
            assert "json/__init__.pyc" in stdlib.namelist()
    assert (assets / "puzzle.js").exists()
    assert (assets / "tractor-live.js").exists()
    # the card pieces are written into the scripts (js/deck.js), once
    scripts = [path.read_text("utf-8") for path in assets.glob("*.js")]
    assert sum('id="tc-deck"' in text for text in scripts) == 1
    assert not [text for text in scripts if "TRACTOR_DECK" in text]
    assert loaded_with(assets, "tractor-live.js")  # the page script and the chunks it imports


def test_the_root_serves_a_favicon(built_site: Path) -> None:
    # Browsers ask for /favicon.ico when a page names no icon (JupyterLite's pages on a reload);
    # a 404 there is an error in the reader's console.
    icon = (built_site / "favicon.ico").read_bytes()
    assert icon == (built_site / "assets" / "images" / "favicon.png").read_bytes()
    assert icon.startswith(b"\x89PNG")


def test_no_page_loads_anything_from_another_origin(built_site: Path) -> None:
    pattern = re.compile(
        r'<(?:script|img|iframe|link(?![^>]*\brel="(?:canonical|alternate)"))\b[^>]*'
        r'\b(?:src|href)="((?:https?:)?//[^"]+)"',
        re.I,
    )
    for page in built_site.rglob("*.html"):
        found = pattern.findall(page.read_text(encoding="utf-8"))
        assert not found, f"{page.relative_to(built_site)} loads {found}"


_HREF = re.compile(r'<a\b[^>]*\bhref="([^"]*)"')
_ID = re.compile(r'\b(?:id|name)="([^"]+)"')


def test_every_link_between_pages_leads_to_a_page(built_site: Path) -> None:
    # Lessons link to each other by file name (02-trumps.py) so that JupyterLab opens them; the
    # build must turn every such link into the page's address, and no link may lead nowhere.
    broken = []
    pages = [
        p for p in built_site.rglob("index.html") if "lite" not in p.relative_to(built_site).parts
    ]
    assert len(pages) >= 18
    ids: dict[Path, set[str]] = {}

    def ids_of(page: Path) -> set[str]:
        if page not in ids:
            ids[page] = set(_ID.findall(page.read_text(encoding="utf-8")))
        return ids[page]

    for page in pages:
        for href in _HREF.findall(page.read_text(encoding="utf-8")):
            target, _, fragment = href.partition("#")
            target = target.split("?")[0]
            if re.match(r"^[a-z]+:", target):  # another scheme
                continue
            resolved = (page.parent / target).resolve() if target else page
            if resolved.is_dir():
                resolved /= "index.html"
            if not resolved.exists():
                broken.append(f"{page.relative_to(built_site)} -> {href}")
            elif fragment and resolved.suffix == ".html" and fragment not in ids_of(resolved):
                broken.append(f"{page.relative_to(built_site)} -> {href} (no such anchor)")
    assert broken == []


def test_every_rule_has_its_anchor_on_its_lesson_page(built_site: Path) -> None:
    """A puzzle's "show the rule" link goes to ../<lesson>/#<rule id>: that anchor must exist."""
    missing = [
        f"{entry.lesson}/#{entry.id}"
        for entry in CATALOGUE.values()
        if entry.lesson
        and entry.id
        not in set(_ID.findall((built_site / entry.lesson / "index.html").read_text("utf-8")))
    ]
    assert missing == []


def test_lessons_link_to_lesson_files_so_jupyterlab_can_open_them() -> None:
    lessons = ROOT / "lessons"
    links = [
        (source.name, target)
        for source in lessons.glob("*.py")
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", source.read_text(encoding="utf-8"))
        if not re.match(r"^[a-z]+:", target) and "{" not in target
    ]
    assert len(links) >= 30
    assert [(s, t) for s, t in links if not (lessons / t).is_file()] == []
