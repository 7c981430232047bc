"""mkdocs hooks that make the tutorial site self-contained and its puzzles live offline.

The page chrome (the scripts that run before Material's, the language switch, the print mark)
is Material's template blocks in ``overrides/`` (``theme.custom_dir``); the scripts written into
every page are ``sitebuild/inline/*.js``, given to the templates as ``inline_script`` here
(``on_env``). What is left here is what mkdocs-jupyter's notebook HTML needs and no option of it
gives, and the build of the assets:

* ``on_config``: mark the build (lessons then write puzzles as live HTML, see ``widgets.live``),
  key mkdocs-jupyter's cache of executed lessons by the engine's and widgets' code, and build the
  project's wheel.
* ``on_page_markdown``: set ``TRACTOR_LANG`` to the page's language just before mkdocs-jupyter
  executes its notebook (the kernel inherits it), so a Chinese lesson's teacher tools and display
  helpers speak Chinese (``widgets.live.page_lang``) while its code cells stay the English ones;
  ``on_page_content`` removes it again.
* ``on_page_content``: a notebook's HTML loses the scripts mkdocs-jupyter writes for CDNs
  (MathJax, Mermaid, RequireJS, the widget embedder; the lessons need none of them) and its
  inlined stylesheets (one shared file instead); links written as lesson file names lead to the
  pages in the page's language (``link_pages``), and mentions of sources to the Sources page
  (``link_sources``).
* ``on_post_page`` (after the search plugin has read the page: the index holds the lesson's
  words, not its folds): make a lesson read like a page (``present``: code folded behind "Show
  the code", each Solution's own cell folded into it, card pictures' text alternatives as
  ``alt``, tables in a scroll box of their own; styled and printed by ``sitebuild/reading.css``;
  each folded code cell of a notebook marked with its lesson and its place for running it on the
  page, ``_mark_cells``; the copy-button icon drawn once), mark its Chinese ``lang="zh-Hans"`` and
  give its pictures with Chinese their glyphs (``sitebuild/chinese.py``), drop comments and
  indentation; fail the build if any page still loads anything from another origin.
* ``on_post_build``: copy the vendored Pyodide runtime (npm ``pyodide``, pinned in
  ``package.json``) and the engine into ``site/assets/tractor/``; bundle the page scripts
  (``bundle_scripts``: ``sitebuild/bundle.mjs``, esbuild with code splitting, one entry per
  page script, the puzzles' front-end and the cells' editor with CodeMirror among them, from
  the shared modules of ``sitebuild/js/``; the deck, the presets and each script's words
  written in); write the Chinese web font cut down to the site's characters
  (``sitebuild/chinese.py``); purge the stylesheets of what no page can use and minify the
  inline scripts (``sitebuild/slim.mjs``: PurgeCSS and esbuild, pinned in ``package.json``);
  ship the cell runner (``sitebuild/lesson_runner``) in the engine's zip. The standard-library modules Python
  imports at start-up and the engine's own are precompiled to bytecode by that same Pyodide
  under Node (``sitebuild/precompile.mjs``, cached in ``build/``), so a reader's browser does
  not compile them on every cold visit.

mkdocs-jupyter (0.26.3, its latest) renders a notebook's Markdown cells with nbconvert, not with
mkdocs' Markdown: mkdocs never sees their links or headings (danielfrg/mkdocs-jupyter#157, #236:
"we render the notebook using nbconvert and it doesn't know its part of mkdocs"), so the links
(``link_pages``) and the Chinese headings' ids (``i18n_hook.align_toc``) are still made here. Its
``no_prompt`` option (0.26.3) drops the In/Out prompts (``mkdocs.yml``). "Nothing from another
origin" stays this build's own check (``_EXTERNAL_REF``, and ``tests/site`` checks the built pages
and every request a browser makes): Material's privacy plugin downloads such a file at build time
and serves it from the site (with ``assets_fetch`` off it only warns), where the site wants the
build to fail and name the page; it also rewrites every tag with an external link through its XML
printer, and does not look at iframes.

Issue #7's budget for the practice page (≤ 300 KB but the runtime, first answer ≤ 3 s after
the load event, ≤ 50 ms per answer after) and the Chinese font's (≤ 250 KB on a page) are
measured by ``benchmarks/browser.py``.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import jinja2
from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # mkdocs loads hooks by path; ``sitebuild`` is beside this file
    sys.path.insert(0, str(ROOT))

from sitebuild import chinese, site_wheel  # noqa: E402
from tractor_core.text.scripts import script_table  # noqa: E402

log = logging.getLogger("mkdocs.plugins.tractor")

PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PRECOMPILED_DIR = ROOT / "build" / "precompiled"
ENGINE_DIR = ROOT / "tractor_core"
# The site's page scripts (ES modules), bundled by sitebuild/bundle.mjs into assets/tractor/,
# one entry each, from the shared modules of sitebuild/js/ (the runtime, the site's state...):
# tractor-live.js on every page, the page types' own (tractor-tools.js, tractor-play.js, the code
# cells' tractor-cells.js and their editor, cells-editor.js), the puzzles' front-end and the
# engine's worker.
#: The shared modules the entries import (never served as they are).
SHARED_DIR = ROOT / "sitebuild" / "js"
#: The puzzles' front-end (standalone: it is given its words, ``puzzle-words``).
PUZZLE_JS = ROOT / "widgets" / "static" / "puzzle.js"
SITE_ENTRIES = [
    *sorted((ROOT / "sitebuild").glob("tractor-*.js")),
    ROOT / "sitebuild" / "cells-editor.js",
    PUZZLE_JS,
    # the card pieces: an entry of its own (deck.js), which tractor-live.js imports with the
    # puzzles' front-end, only on a page with puzzles; and the front-end's words (puzzle-words.js)
    SHARED_DIR / "deck.js",
    SHARED_DIR / "puzzle-words.js",
]
#: Classic scripts the templates write into every page (``overrides/main.html``).
INLINE_DIR = ROOT / "sitebuild" / "inline"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"

_EXTERNAL_SCRIPT = re.compile(r'<script[^>]*\bsrc="(?:https?:)?//[^"]*"[^>]*>\s*</script>', re.I)
_MATHJAX_CONFIG = re.compile(r'<script type="text/x-mathjax-config">.*?</script>', re.I | re.S)
# Tags that make the browser fetch something. A canonical or alternate <link> is only a name for
# the page (``mkdocs serve`` writes its own address there) and loads nothing.
_EXTERNAL_REF = re.compile(
    r'<(?:script|img|iframe|link(?![^>]*\brel="(?:canonical|alternate)"))\b[^>]*'
    r'\b(?:src|href)="((?:https?:)?//[^"]+)"',
    re.I,
)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Mark the build for the lessons and build the wheel the browser runs."""
    os.environ["TRACTOR_SITE_BUILD"] = "1"
    _key_notebook_cache(config)
    site_wheel.build()  # in a folder of this build's own: builds in one checkout never race
    return config


def on_shutdown() -> None:
    """Remove this build's wheel folder (``sitebuild/site_wheel.py``)."""
    site_wheel.clean()


def _key_notebook_cache(config: MkDocsConfig) -> None:
    """Keep mkdocs-jupyter's cache of executed lessons per version of the code they run.

    Its cache key is the notebook's text and the plugin's options; a lesson's outputs also depend
    on the engine and the widgets (a puzzle's HTML is theirs), so those key a cache folder.
    """
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is None or not plugin.config.get("cache"):
        return
    digest = hashlib.sha256()
    for folder in ("tractor_core", "widgets"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".js", ".css"):
                digest.update(str(path.relative_to(ROOT)).encode() + path.read_bytes())
    base = Path(plugin.config["cache_dir"])
    if base.name.startswith("code-"):  # mkdocs serve calls on_config again on each rebuild
        base = base.parent
    key = f"code-{digest.hexdigest()[:16]}"
    if base.is_dir():
        for stale in base.iterdir():
            if stale.name != key and (stale.suffix == ".json" or stale.name.startswith("code-")):
                shutil.rmtree(stale) if stale.is_dir() else stale.unlink()
    plugin.config["cache_dir"] = str(base / key)


def inline_script(name: str) -> Markup:
    """A script of ``sitebuild/inline/``, as it is, for a template's ``<script>``.

    >>> "localStorage" in inline_script("storage-guard.js")
    True
    """
    return Markup((INLINE_DIR / name).read_text(encoding="utf-8"))


def on_env(env: jinja2.Environment, *, config: MkDocsConfig, files: Files) -> jinja2.Environment:
    """The templates write the site's inline scripts (``overrides/main.html``)."""
    env.globals["inline_script"] = inline_script
    return env


_MERMAID = re.compile(
    r'<script(?: type="module")?>\s*document\.addEventListener\("DOMContentLoaded", async \(\) => \{'
    r"\s*const diagrams.*?</script>",
    re.S,
)
_EMPTY_SCRIPT = re.compile(r'<script src="">\s*</script>')
_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
_COPY_ICON = re.compile(r'(<svg[^>]*class="clipboard-copy-icon"[^>]*>)(.*?)</svg>', re.S)
#: A link written as a lesson file's name (``02-trumps.py``, ``glossary.md``, with a fragment or not).
_FILE_LINK = re.compile(r'href="([A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)?)\.(py|md)(#[^"]*)?"')
_NOTEBOOK = '<div class="jupyter-wrapper">'
# The notebook stylesheets mkdocs-jupyter inlines into every notebook page (JupyterLab's whole
# stylesheet, ~570 KB, its theme variables, Pygments colours), in first-seen order.
_JUPYTER_CSS: dict[str, None] = {}
#: The site's languages other than English: their pages are under ``<lang>/``.
LANGUAGES = ("zh",)


def page_language(url: str) -> str:
    """The language a page is built in, from its address (the Chinese pages are under ``zh/``).

    >>> page_language("zh/05-ruffing/"), page_language("05-ruffing/")
    ('zh', 'en')
    """
    first = url.split("/", 1)[0]
    return first if first in LANGUAGES else "en"


def on_page_markdown(
    markdown: str, *, page: Page, config: MkDocsConfig, files: Files
) -> str | None:
    """Give the page's language to the kernel that mkdocs-jupyter starts next, for this page.

    mkdocs renders (and so executes) a page right after this event; the kernel it starts
    inherits the environment, and ``widgets.live.page_lang`` reads ``TRACTOR_LANG``.
    """
    os.environ["TRACTOR_LANG"] = page_language(page.url)
    return markdown


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str | None:
    """The page is executed and rendered: its language leaves the environment with it.

    Its notebook HTML loses what loads from elsewhere; its links lead to pages.
    """
    os.environ.pop("TRACTOR_LANG", None)
    html = _without_notebook_assets(html)
    html = link_pages(html, page.url, Path(config.docs_dir), page.file.src_path)
    return link_sources(html, page.url, page.file.src_path)


def _without_notebook_assets(html: str) -> str:
    """A notebook's HTML without mkdocs-jupyter's CDN scripts and its inlined stylesheets.

    Nor the copy buttons' script (2.5 KB) where no code is shown, as on the puzzles page.
    mkdocs-jupyter inlines its stylesheets into every notebook page: they are written once, as a
    shared file (purged in on_post_build, cached by the browser), which every notebook page links
    to in its head (``overrides/main.html``, block extrahead: a page whose content holds a
    notebook). Not here, in the page's body: there Material's start-up reloaded it (issue #28
    item 13).
    """
    end = html.find(_NOTEBOOK)
    if end < 0:
        return html
    head = html[:end]
    for pattern in (_EXTERNAL_SCRIPT, _MATHJAX_CONFIG, _MERMAID, _EMPTY_SCRIPT):
        head = pattern.sub("", head)
    if "<clipboard-copy" not in html[end:]:  # no code shown: its copy button's script goes too
        head = _INLINE_SCRIPT.sub(
            lambda m: "" if "clipboard-copy" in m.group(1) else m.group(0), head
        )
    styles = list(_STYLE.finditer(head))
    for match in styles:
        _JUPYTER_CSS.setdefault(match.group(1).strip())
    for match in reversed(styles):
        head = head[: match.start()] + head[match.end() :]
    return head + html[end:]


def on_post_page(output: str, *, page: Page, config: MkDocsConfig) -> str | None:
    """The lesson as a page to read; Chinese marked; squeezed; refused if it loads from elsewhere."""
    output = present(output, page.file.src_path, page_language(page.url))
    output = chinese.embed_font_in_svg_images(output)
    output = chinese.mark_chinese(output)
    output = _squeeze(output)
    leftover = _EXTERNAL_REF.findall(output)
    if leftover:
        msg = f"{page.file.src_path} loads from another origin: {', '.join(sorted(set(leftover)))}"
        raise RuntimeError(msg)
    return output


def link_pages(html: str, page_url: str, docs: Path, source: str) -> str:
    """Point links written as lesson file names at the pages built from those files.

    Notebooks link to each other by file name (``[Lesson 2](02-trumps.py)``), which JupyterLab
    opens; mkdocs-jupyter leaves such links as they are, so on the site they become the page
    addresses in the page's language (``../02-trumps/``; under ``zh/``, the Chinese page). A link
    to a file that is not in the lessons fails the build.

    >>> link_pages('<a href="glossary.md#x">', "zh/02-trumps/", Path("lessons"), "02-trumps.zh.py")
    '<a href="../glossary/#x">'
    >>> link_pages('<a href="index.md">', "zh/", Path("lessons"), "index.zh.md")
    '<a href="./">'
    >>> link_pages('<a href="tools/referee.md">', "05-ruffing/", Path("lessons"), "05-ruffing.py")
    '<a href="../tools/referee/">'
    """
    depth = page_url.count("/") - (page_language(page_url) != "en")
    up = "../" * depth

    def to_page(match: re.Match[str]) -> str:
        stem, suffix, fragment = match.group(1), match.group(2), match.group(3) or ""
        if not (docs / f"{stem}.{suffix}").exists():
            msg = f"{source} links to {stem}.{suffix}, which is not in {docs.name}/"
            raise RuntimeError(msg)
        target = up + ("" if stem == "index" else f"{stem}/")
        return f'href="{target or "./"}{fragment}"'

    return _FILE_LINK.sub(to_page, html)


# ------------------------------------------------------------------ how a lesson reads
# The site shows a lesson's prose, cards and puzzles; its code is one click away. Each code cell's
# input is folded into a <details> ("Show the code": a native control, keyboard-operable, open in
# print only if the reader opened it), the code cell just after an exercise's folded Solution is
# moved into it (its output is the answer), every card picture gets its text alternative as the
# <img alt>, and every table scrolls inside a box of its own. (The In [n] / Out[n] prompt column,
# which squeezed puzzles on a phone, is left out by mkdocs-jupyter's no_prompt.) The notebooks
# themselves are untouched: JupyterLab and JupyterLite show and run every cell.
_CODE_CELL = re.compile(r'<div class="jp-Cell jp-CodeCell jp-Notebook-cell[^"]*">')
_INPUT = '<div class="jp-Cell-inputWrapper"'
#: What a lesson calls an exercise's answer, in each language (``<summary>Solution</summary>``).
SOLUTION = {"en": "Solution", "zh": "答案"}
_SOLUTION_END = re.compile(
    rf"<details><summary>(?:{'|'.join(SOLUTION.values())})</summary>(?:(?!<details>).)*?</details>"
    r'(\s*</div>)+\s*(?=<div class="jp-Cell jp-CodeCell)',
    re.S,
)
_NO_ALT = re.compile(
    r'<img alt="No description has been provided for this image" '
    r'src="data:image/svg\+xml;base64,([A-Za-z0-9+/=\s]+)"'
)
_ARIA_LABEL = re.compile(r'<svg\b[^>]*\baria-label="([^"]*)"')
#: The fold of a code cell, in each language.
CODE_SUMMARY = {"en": "Show the code", "zh": "显示代码"}
_TABLE_BODY = re.compile(r"<table\b.*?</table>", re.S)
_CODE = re.compile(r"<code>[^<]*</code>")


def _div_end(html: str, start: int) -> int:
    """The index just after the ``</div>`` that closes the ``<div`` at ``start``."""
    depth = 0
    for tag in re.finditer(r"<div\b|</div>", html[start:]):
        depth += 1 if tag.group(0) == "<div" else -1
        if depth == 0:
            return start + tag.end()
    msg = f"unbalanced <div> at {start}"
    raise ValueError(msg)


def present(html: str, source: str = "", lang: str = "en") -> str:
    """Fold code and solutions' cells, describe card pictures, box tables, share the copy icon."""
    html = _fold_solutions(html)
    html = _fold_code(html, CODE_SUMMARY[lang])
    html = _describe_pictures(html, source)
    html = _mark_cells(html, source)
    html = _share_copy_icon(html)
    return _box_tables(html)


def _fold_solutions(html: str) -> str:
    """Move the code cell right after an exercise's Solution into that ``<details>``.

    Only where the Solution is the last thing in its Markdown cell and a code cell follows it.
    """
    while True:
        for match in _SOLUTION_END.finditer(html):
            cell_start = match.end()
            if html.startswith('<div class="jp-Cell jp-CodeCell', cell_start) and (
                "tc-solution-code" not in html[match.start() : match.end()]
            ):
                break
        else:
            return html
        cell_end = _div_end(html, cell_start)
        cell = html[cell_start:cell_end]
        close = html.rindex("</details>", match.start(), match.end())
        html = (
            html[:close]
            + f'<div class="tc-solution-code">{cell}</div>'
            + html[close:cell_start]
            + html[cell_end:]
        )


def _fold_code(html: str, summary: str = CODE_SUMMARY["en"]) -> str:
    """Fold each code cell's input (its code and copy button) behind "Show the code"."""
    out, last = [], 0
    for cell in _CODE_CELL.finditer(html):
        # its own input only: a cell shown without its code (tagged remove-input) has none, and
        # the next cell's (a Markdown cell's heading) is not its to fold
        start = html.find(_INPUT, cell.end(), _div_end(html, cell.start()))
        if start < last or start < 0:
            continue
        end = _div_end(html, start)
        out += [
            html[last:start],
            f'<details class="tc-code"><summary>{summary}</summary>',
            html[start:end],
            "</details>",
        ]
        last = end
    return "".join(out) + html[last:]


def _describe_pictures(html: str, source: str) -> str:
    """Give each SVG picture in a notebook output its own text alternative as ``alt``."""

    def describe(match: re.Match[str]) -> str:
        svg = base64.b64decode(match.group(1)).decode("utf-8", "replace")
        label = _ARIA_LABEL.search(svg)
        if label is None:
            log.warning("%s: a picture in a lesson has no text alternative", source)
            return match.group(0)
        return match.group(0).replace(
            "No description has been provided for this image", label.group(1), 1
        )

    html = _NO_ALT.sub(describe, html)
    if "No description has been provided for this image" in html:
        log.warning("%s: a picture in a lesson has no text alternative", source)
    return html


def _box_tables(html: str) -> str:
    """Wrap each table in a box of its own that scrolls sideways if the table is too wide.

    (Material's script wraps Markdown pages' tables again, in its own scroll box: harmless.)
    """
    html = re.sub(r"<table\b", '<div class="tc-table"><table', html)
    html = html.replace("</table>", "</table></div>")
    # a rule id, option or value in a table (``kitty.power-of-two``, ``joker_or_greater_length``)
    # may wrap after its dots and underscores too
    return _TABLE_BODY.sub(lambda t: _CODE.sub(_break_points, t.group(0)), html)


def _break_points(code: re.Match[str]) -> str:
    return code.group(0).replace(".", ".<wbr>").replace("_", "_<wbr>")


# ------------------------------------------------------------------ sources
#: A mention of a source in a page's prose: "source 000", "sources 000, 001 and 004",
#: "shengji.io", "pagat", and in Chinese "资料 000", "资料 000、002、003", "资料 002 和 004".
#: Each is linked to its line on the Sources page (``lessons/sources.md``), the first time the
#: page names it. (No ``\b`` around the Chinese: between two Chinese characters, or a digit
#: and a Chinese character, there is no word boundary.)
_SOURCE_MENTION = re.compile(
    r"\b(?P<word>[Ss]ources?)\s+(?P<keys>00[0-4](?:\s*(?:,|and|or|–)\s*00[0-4]\b)*)\b"
    r"|(?P<zh>资料)\s*(?P<zh_keys>00[0-4](?:\s*(?:、|，|,|和|或|与|及|–)\s*00[0-4](?!\d))*)(?!\d)"
    r"|\b(?P<site>shengji\.io|pagat)\b"
)
_SOURCE_KEY = re.compile(r"00[0-4]")
#: Text inside these elements is left alone (links, code, headings, the page's own scripts).
_NO_LINKS = re.compile(
    r"<(a|code|pre|script|style|template|h[1-6]|title|svg|textarea|summary)\b.*?</\1>|<[^>]*>",
    re.S | re.I,
)
#: The Sources page, in each language (its own mentions are not links to itself).
SOURCES_PAGES = ("sources.md", "sources.zh.md")


def link_sources(html: str, page_url: str, source: str) -> str:
    """Link the first mention of each source in a page's text to the Sources page.

    The Sources page of the page's language: ``../../zh/sources/#000`` from ``zh/02-trumps/``.
    """
    if source in SOURCES_PAGES:
        return html
    lang = page_language(page_url)
    href = "../" * page_url.count("/") + ("" if lang == "en" else f"{lang}/") + "sources/"
    linked: set[str] = set()

    def link(key: str, text: str) -> str:
        if key in linked:
            return text
        linked.add(key)
        return f'<a class="tc-source" href="{href}#{key}">{text}</a>'

    def in_text(match: re.Match[str]) -> str:
        if match.group("site"):
            site = match.group("site")
            return link("shengji" if site.startswith("shengji") else site, site)
        group = "zh_keys" if match.group("zh") else "keys"
        keys = _SOURCE_KEY.sub(lambda k: link(k.group(0), k.group(0)), match.group(group))
        return match.group(0)[: match.start(group) - match.start()] + keys

    out, last = [], 0
    for skip in _NO_LINKS.finditer(html):
        out += [_SOURCE_MENTION.sub(in_text, html[last : skip.start()]), skip.group(0)]
        last = skip.end()
    out.append(_SOURCE_MENTION.sub(in_text, html[last:]))
    return "".join(out)


# Elements whose text is shown or copied as it is written (a code cell's copy button copies the
# hidden div's text), and scripts and styles, are left alone (on_post_build minifies the scripts).
_VERBATIM = re.compile(
    r"(<(pre|textarea|script|style|template|code)\b.*?</\2>|<div class=\"clipboard-copy-txt\".*?</div>)",
    re.S | re.I,
)


def _share_copy_icon(html: str) -> str:
    """Draw mkdocs-jupyter's copy-button icon (~750 bytes, on every code cell) once per page."""
    icons = list(_COPY_ICON.finditer(html))
    if len(icons) < 2:
        return html
    for match in reversed(icons[1:]):
        use = f'{match.group(1)}<use xlink:href="#tc-copy-icon"/></svg>'
        html = html[: match.start()] + use + html[match.end() :]
    first = icons[0]
    defined = f'{first.group(1)}<g id="tc-copy-icon">{first.group(2)}</g></svg>'
    return html[: first.start()] + defined + html[first.end() :]


def _squeeze(html: str) -> str:
    """Drop comments and indentation between tags (a browser collapses the whitespace anyway)."""
    parts = _VERBATIM.split(html)
    out = []
    # split() returns text, then for each match the whole match and its tag name
    for i in range(0, len(parts), 3):
        text = re.sub(r"<!--(?!\[if).*?-->", "", parts[i], flags=re.S)
        out.append(re.sub(r"\n\s+", "\n", text))
        if i + 1 < len(parts):
            out.append(parts[i + 1])
    return "".join(out)


def on_post_build(*, config: MkDocsConfig) -> None:
    """Copy the runtime, the engine, the wheel and the puzzle front-end; slim the site."""
    target = Path(config.site_dir) / "assets" / "tractor"
    (target / "pyodide").mkdir(parents=True, exist_ok=True)
    (target / "wheels").mkdir(parents=True, exist_ok=True)
    missing = [name for name in PYODIDE_FILES if not (PYODIDE_DIR / name).exists()]
    if missing:
        msg = f"Pyodide runtime missing ({', '.join(missing)}): run `npm ci` (the Makefile does)"
        raise RuntimeError(msg)
    precompiled = _precompile()
    for name in PYODIDE_FILES:
        source = precompiled / name if (precompiled / name).exists() else PYODIDE_DIR / name
        _copy(source, target / "pyodide" / name)
    _copy(precompiled / "tractor_core.zip", target / "tractor_core.zip")
    _add_cell_runner(target)
    built = site_wheel.wheel()
    _copy(built, target / "wheels" / built.name)
    (target / "wheels" / "manifest.json").write_text(json.dumps({"wheel": built.name}))
    for src in [
        ROOT / "widgets" / "static" / "puzzle.css",
        ROOT / "sitebuild" / "reading.css",
        ROOT / "sitebuild" / "tools.css",
        ROOT / "sitebuild" / "play.css",
    ]:
        shutil.copyfile(src, target / src.name)
    with tempfile.TemporaryDirectory() as scripts:
        for built in sorted(bundle_scripts(Path(scripts)).iterdir()):
            shutil.copyfile(built, target / built.name)
    fonts = chinese.write_font(target, _pages(Path(config.site_dir)))
    log.info(
        "Chinese font: %s", ", ".join(f"{name} {size // 1024} KB" for name, size in fonts.items())
    )
    _slim(Path(config.site_dir), target)
    # A page that names no icon (JupyterLite's, on a reload) makes the browser ask for
    # /favicon.ico: serve the theme's icon there rather than a 404 in the reader's console.
    site = Path(config.site_dir)
    _copy(site / config.theme["favicon"], site / "favicon.ico")


# ------------------------------------------------------------------ the page scripts
def script_data() -> dict[str, object]:
    """What the build writes into the page scripts, by name (``import DECK from "tractor:data/deck"``).

    ``deck``: the card pieces (``tractor_core.words.svg.deck_sprite``, 大王 / 小王 marked for the
    Chinese font; ``js/deck.js``); ``presets``: the puzzles' house-rules menu, each preset's
    title and its title_zh (``tractor-live.js``); ``cell-fold``: the code cells' fold's one
    word, " · edited" (``tractor-cells.js``, on every page); ``cell-words``: the rest of the
    cells' words, with the editor (``cells-editor.js``); ``puzzle-words``: the Chinese of what
    the puzzles' front-end says (``js/puzzle-words.js``; in Jupyter, the widget's ``words``).
    """
    # the project's own, at build time
    from sitebuild.lesson_runner.words import all_cell_words  # noqa: PLC0415
    from tractor_core.puzzles import initial_state  # noqa: PLC0415
    from tractor_core.words.svg import deck_sprite  # noqa: PLC0415

    cells = all_cell_words()
    return {
        "deck": chinese.mark_svg(deck_sprite()),
        "presets": initial_state("order", lang="zh")["presets"],
        "cell-fold": {lang: {"edited": words["edited"]} for lang, words in cells.items()},
        "cell-words": cells,
        "puzzle-words": script_table(PUZZLE_JS),
    }


def page_scripts() -> list[Path]:
    """The site's own scripts the bundle is made of: the page scripts and the shared modules."""
    own = [path for path in SITE_ENTRIES if path.parent != ROOT / "widgets" / "static"]
    return sorted({*own, *SHARED_DIR.glob("*.js")})


def script_words(path: Path) -> dict[str, str]:
    """The Chinese of every message a page script says, by its id (its English).

    The ids are the string literals its ``say(…)`` / ``sayNodes(…)`` calls begin with; each must
    be in the catalogue (``tractor_core.text``: ``context|English`` for a message said in a
    context), or the build fails naming it (``tractor_core.text.scripts.script_words``).

    >>> script_words(ROOT / "sitebuild" / "js" / "runtime.js")["Close this notice"]
    '关闭这条提示'
    """
    from tractor_core.text import scripts  # noqa: PLC0415 - the project's, at build time

    return _read_words(scripts.script_words, path)


def bundle_scripts(out: Path) -> Path:
    """The page scripts bundled into the folder ``out``, which it returns.

    ``sitebuild/bundle.mjs``: esbuild, one entry per page script, each written as its own name,
    and their shared chunks.

    Every script of :func:`page_scripts` gets the words it says
    (:func:`script_words`); what :func:`script_data` gives is written in.
    """
    node = shutil.which("node")
    if node is None or not ESBUILD.exists():
        msg = "node and esbuild are needed to bundle the page scripts (npm ci; the Makefile does)"
        raise RuntimeError(msg)
    out.mkdir(parents=True, exist_ok=True)
    job = {
        "entries": [str(path) for path in SITE_ENTRIES],
        "outdir": str(out),
        "data": script_data(),
        "words": {str(path): _keyed(path) for path in page_scripts()},
        "wordsModule": str(SHARED_DIR / "words.js"),
    }
    done = subprocess.run(
        [node, str(ROOT / "sitebuild" / "bundle.mjs")],
        input=json.dumps(job, ensure_ascii=False),
        stdout=subprocess.PIPE,
        text=True,
        check=True,
        cwd=ROOT,
    )
    sizes: dict[str, int] = json.loads(done.stdout)
    log.info("page scripts: %s", ", ".join(f"{n} {b // 1024} KB" for n, b in sorted(sizes.items())))
    return out


def _keyed(path: Path) -> dict[str, str]:
    """A script's words as its table: {message key: Chinese} (``script_table``)."""
    return _read_words(script_table, path)


def _read_words(read: Callable[[Path, str], dict[str, str]], path: Path) -> dict[str, str]:
    """``read(path, where)``, a script named by its place in the project; its error stops the build."""
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    try:
        return read(path, str(where))
    except ValueError as err:
        raise RuntimeError(str(err)) from err


_IMPORTED = re.compile(r'(?:\bfrom|\bimport)\s*"\./([^"/]+\.js)"')


def loaded_with(folder: Path, *names: str) -> list[Path]:
    """The bundled scripts ``names`` and every chunk they import, however deep.

    (Not the scripts they import only when asked, ``import("./x.js")``.)

    >>> loaded_with(Path("."))
    []
    """
    seen: dict[str, Path] = {}
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen[name] = folder / name
        todo += _IMPORTED.findall(seen[name].read_text(encoding="utf-8"))
    return sorted(seen.values())


def _precompile() -> Path:
    """The start-up modules and the engine as bytecode for the shipped Pyodide (cached by content).

    Without Node the engine is shipped as plain sources (and the standard library as it comes):
    it still works, only the first answer is slower.
    """
    sources = sorted(ENGINE_DIR.rglob("*.py"))
    digest = hashlib.sha256()
    for path in [ROOT / "sitebuild" / "precompile.mjs", *(PYODIDE_DIR / n for n in PYODIDE_FILES)]:
        digest.update(path.name.encode() + path.read_bytes())
    for path in sources:
        digest.update(str(path.relative_to(ROOT)).encode() + path.read_bytes())
    out = PRECOMPILED_DIR / digest.hexdigest()[:16]
    if (out / "tractor_core.zip").exists():
        return out
    if PRECOMPILED_DIR.exists():
        shutil.rmtree(PRECOMPILED_DIR)
    node = shutil.which("node")
    if node is not None:
        subprocess.run(
            [
                node,
                str(ROOT / "sitebuild" / "precompile.mjs"),
                str(PYODIDE_DIR),
                str(ENGINE_DIR),
                str(out),
            ],
            check=True,
        )
        return out
    log.warning("node not found: the engine is shipped as sources (slower first answer)")
    out.mkdir(parents=True)
    with zipfile.ZipFile(out / "tractor_core.zip", "w", zipfile.ZIP_DEFLATED) as engine:
        for path in sources:
            engine.write(path, str(path.relative_to(ROOT)))
    return out


# ------------------------------------------------------------------ running cells on the page
# Issue #20: a reader who unfolds a lesson's code can edit and run it in the page's own Python
# (sitebuild/tractor-cells.js). The build marks each code cell with its lesson and its place
# among the lesson's code cells, ships the cell runner (sitebuild/lesson_runner/) in the
# runtime's zip beside the engine; the cell's front-end (sitebuild/cells-editor.js) and its
# editor (CodeMirror 6, npm, pinned in package.json) are one entry of the page scripts'
# bundle (bundle_scripts), which the page's small tractor-cells.js imports only when a reader
# unfolds a cell.
RUNNER_DIR = ROOT / "sitebuild" / "lesson_runner"
_FOLDED_CODE = '<details class="tc-code">'


def _mark_cells(html: str, source: str) -> str:
    """Number a notebook page's folded code cells in lesson order, and name their lesson.

    ``data-tc-lesson`` (the notebook's file name without ``.py``) keys the reader's edits and
    the page's Python namespace; ``data-tc-cell`` is the cell's place among the lesson's code
    cells, the order in which ``lesson_runner`` runs the cells above one.

    >>> _mark_cells('<details class="tc-code">a</details><details class="tc-code">b', "03-x.py")
    '<details class="tc-code" data-tc-lesson="03-x" data-tc-cell="0">a</details><details class="tc-code" data-tc-lesson="03-x" data-tc-cell="1">b'
    """
    if not source.endswith(".py"):
        return html
    lesson = Path(source).stem
    parts = html.split(_FOLDED_CODE)
    return parts[0] + "".join(
        f'<details class="tc-code" data-tc-lesson="{lesson}" data-tc-cell="{i}">{part}'
        for i, part in enumerate(parts[1:])
    )


def _add_cell_runner(target: Path) -> None:
    """Ship the cell runner in the runtime's zip, and its stylesheet."""
    with zipfile.ZipFile(target / "tractor_core.zip", "a", zipfile.ZIP_DEFLATED) as engine:
        present = set(engine.namelist())
        for path in sorted(RUNNER_DIR.glob("*.py")):
            name = f"lesson_runner/{path.name}"
            if name not in present:
                engine.write(path, name)
    shutil.copyfile(ROOT / "sitebuild" / "cells.css", target / "cells.css")


# ------------------------------------------------------------------ slimming
def _pages(site: Path) -> list[Path]:
    """The site's pages; not JupyterLite's (JupyterLab's own, written later by lite_hook.py)."""
    return sorted(p for p in site.rglob("*.html") if p.relative_to(site).parts[0] != "lite")


def _slim(site: Path, target: Path) -> None:
    """Purge the stylesheets of what no page can use and minify the scripts (``slim.mjs``).

    Stylesheets are most of a page's weight: Material's (~150 KB, every colour and feature) and
    JupyterLab's (~570 KB, written here as one shared file). PurgeCSS keeps the rules whose
    selectors can match a built page (or what Material's script adds to one) and the custom
    properties something reads; esbuild minifies the sheets, the site's own modules and the
    scripts written inline in the pages.
    """
    if _JUPYTER_CSS:
        (target / "jupyter.css").write_text("\n".join(_JUPYTER_CSS), encoding="utf-8")
    node = shutil.which("node")
    if node is None:
        msg = "node not found: the site's stylesheets and scripts are slimmed with node (npm ci)"
        raise RuntimeError(msg)
    sheets = sorted(target.glob("jupyter.css")) + sorted(site.glob("assets/stylesheets/*.css"))
    # the page scripts, bundled and minified (bundle_scripts): read for the classes they add
    # (not the code cells' editor, CodeMirror, which styles itself: sitebuild/cells.css)
    entries = [path.name for path in SITE_ENTRIES if path.name != "cells-editor.js"]
    modules = loaded_with(target, *entries)
    styles = [target / "puzzle.css", target / "chinese.css", target / "reading.css"]
    styles.append(target / "tools.css")  # the teachers' tools (sitebuild/tools.css)
    job = {
        "sheets": sheets,
        "pages": _pages(site),
        "scripts": sorted(site.glob("assets/javascripts/*.js")) + modules,
        "modules": [],
        "styles": styles,
        "readers": styles,
    }
    done = subprocess.run(
        [node, str(ROOT / "sitebuild" / "slim.mjs")],
        input=json.dumps({key: [str(path) for path in paths] for key, paths in job.items()}),
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    sizes: dict[str, list[int]] = json.loads(done.stdout)
    for path in sheets:
        Path(f"{path}.map").unlink(missing_ok=True)  # it maps the unpurged file
    before, after = (sum(sizes[str(path)][i] for path in sheets) for i in (0, 1))
    log.info(
        "stylesheets: %d KB of %d KB kept (%s); %d pages' inline scripts minified",
        after // 1024,
        before // 1024,
        ", ".join(f"{path.name} {sizes[str(path)][1] // 1024} KB" for path in sheets),
        len(sizes) - len(sheets) - len(styles),
    )


def _copy(src: Path, dst: Path) -> None:
    """Copy a file unless an identical one is already there (serve rebuilds often)."""
    if (
        dst.exists()
        and dst.stat().st_size == src.stat().st_size
        and dst.stat().st_mtime >= src.stat().st_mtime
    ):
        return
    shutil.copyfile(src, dst)
