"""mkdocs hook: what a screen reader or a keyboard needs that the theme and notebooks lack.

* Material's search dialog has ``role="dialog"`` and no name: it gets ``aria-label``.
* Material's menu button (narrow screens: a ``<label>`` for the drawer's hidden checkbox) can
  take the keyboard focus, as a named button (its keys: ``tractor-live.js``).
* Notebook code that scrolls sideways cannot be reached by the keyboard: each code block gets
  ``tabindex="0"``, a ``region`` role and a name.
* Text is not a control: nbconvert (7.17, ``HTMLExporter.from_notebook_node``) makes every cell's
  input and every output a Tab stop (``tabindex="0"``, with no focus ring: 17 to 54 stops a
  lesson, issue #28). It has no option for it and mkdocs-jupyter builds its exporter itself, so
  those attributes are taken out here (:func:`untabbed`); a lesson's Tab order is then its links,
  its "Show the code" folds and its puzzles.
* A page with puzzles starts with a second skip link (after the header's, styled as Material's
  "Skip to content", shown when it has the focus): "Skip to the first puzzle" (:func:`skip_link`).
  A lesson's folds, glossary terms and links are real controls, 20 to 40 of them above its
  first puzzle; with this link the puzzle is a few keys away (issue #28).
* Tables (each in its ``.tc-table`` box, ``hooks.present``) read on a phone (issue #28): each
  box carries a name for when it scrolls
  (``data-tc-label``), long values may wrap after their underscores, and the page links the
  tables' stylesheet, ``sitebuild/tables.css`` (:func:`labelled_tables`).
  Where a table is wider than its column, the page's script (``sitebuild/inline/tables.js``)
  stacks it: one card per row, each value under its column's name (``data-label``, from the
  header row);
  a box that must still scroll takes the keyboard focus, with a ring, as a named region.
* The puzzles' two symbols, 💡 (a hint) and 🂠 (the trump line), are emoji that a machine
  without an emoji font shows as empty boxes, on screen and on paper (issue #28). The site
  draws them with a font of its own, "Tractor Icons", built here from Material's bundled icons
  (``lightbulb-outline``, ``cards-playing-outline``; :func:`write_icon_font`) and declared in
  ``sitebuild/chinese.css`` for those two characters only, first in the site's font lists.
* ``sitebuild/a11y.css`` (a darker primary red, underlined links in text, a focus ring on code) is
  published as ``assets/tractor/a11y.css`` and listed in ``extra_css``.

On the Chinese pages (``/zh/``) the names are Chinese (:data:`NAMES`).

The first two are Material's header (``partials/header.html``, ``partials/search.html``): no
template block holds them, and overriding those partials would copy the theme's whole header and
search dialog for three attributes. The third is mkdocs-jupyter's notebook HTML, which has no
option for it.

Checked with axe-core in Chromium (``tests/site/test_accessibility.py``).
"""

from __future__ import annotations

import html as html_text
import importlib.util
import re
import sys
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.svgLib.path import parse_path
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # mkdocs loads hooks by path
    sys.path.insert(0, str(ROOT))

from tractor_core.text import say  # noqa: E402

CSS = Path(__file__).resolve().parent / "a11y.css"
TABLES_CSS = CSS.with_name("tables.css")
TABLES_JS = CSS.parent / "inline" / "tables.js"

#: (what the theme or mkdocs-jupyter writes, what a screen reader and a keyboard need)
MARKS = (
    (
        '<div class="md-search" data-md-component="search" role="dialog">',
        '<div class="md-search" data-md-component="search" role="dialog" aria-label="Search">',
    ),
    (
        '<label class="md-header__button md-icon" for="__drawer">',
        '<label class="md-header__button md-icon" for="__drawer" role="button" tabindex="0"'
        ' aria-label="Menu">',
    ),
    (
        '<div class="highlight-ipynb hl-python">',
        '<div class="highlight-ipynb hl-python" tabindex="0" role="region" aria-label="Code">',
    ),
)


#: The names above in the site's other languages.
NAMES = {
    "zh": {
        'aria-label="Search"': 'aria-label="搜索"',
        'aria-label="Code"': 'aria-label="代码"',
        'aria-label="Menu"': 'aria-label="菜单"',
    }
}


def mark(html: str, lang: str = "en") -> str:
    """Name the search dialog and make code blocks reachable; the names in ``lang``.

    >>> mark('<div class="highlight-ipynb hl-python"><pre>x</pre></div>')
    '<div class="highlight-ipynb hl-python" tabindex="0" role="region" aria-label="Code"><pre>x</pre></div>'
    >>> mark('<div class="highlight-ipynb hl-python"><pre>x</pre></div>', "zh")
    '<div class="highlight-ipynb hl-python" tabindex="0" role="region" aria-label="代码"><pre>x</pre></div>'
    """
    names = NAMES.get(lang, {})
    for plain, marked in MARKS:
        named = marked
        for english, other in names.items():
            named = named.replace(english, other)
        html = html.replace(plain, named)
    return html


#: A notebook cell's input or output ``<div>`` as nbconvert writes it, up to its ``tabindex``.
_TEXT_STOP = re.compile(
    r'(<div class="(?:jp-Cell-inputWrapper|[^"]*\bjp-OutputArea-output\b[^"]*)"[^>]*?)\s+tabindex="0"'
)


def untabbed(html: str) -> str:
    """A notebook's cells and outputs without the Tab stops nbconvert gives them.

    >>> untabbed('<div class="jp-Cell-inputWrapper" tabindex="0"><div class="x" tabindex="0">')
    '<div class="jp-Cell-inputWrapper"><div class="x" tabindex="0">'
    >>> untabbed('<div class="jp-RenderedText jp-OutputArea-output" data-mime-type="text/plain"  tabindex="0">')
    '<div class="jp-RenderedText jp-OutputArea-output" data-mime-type="text/plain">'
    """
    return _TEXT_STOP.sub(r"\1", html)


_BOXED_TABLE = re.compile(r'<div class="tc-table"><table\b.*?</table>', re.S)
_HEADER_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.S)
_TAG = re.compile(r"(<[^>]*>)")
#: An underscore inside a long value (``joker_or_greater_length``): a place to wrap.
_UNDERSCORE = re.compile(r"(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])")


def _plain(cell: str) -> str:
    """A cell's text, for an attribute (its tags and break points dropped, quotes escaped)."""
    text = " ".join(html_text.unescape(_TAG.sub("", cell)).split())
    return html_text.escape(text, quote=True)


def labelled_tables(html: str, lang: str = "en", stylesheet: str = "") -> str:
    """Name each table's box by its columns, give long values break points, link ``stylesheet``.

    The tables' stylesheet is linked just before the page's first table, their script
    (``sitebuild/inline/tables.js``) is written at the end of the article.

    (sitebuild/inline/tables.js labels the cells with their column's names when it stacks a
    table: the page's HTML keeps its cells as they are.)

    >>> labelled_tables('<div class="tc-table"><table><thead><tr><th>option</th><th><code>004</code></th>'
    ...     '</tr></thead><tbody><tr><td>bid_policy</td><td>a &amp; b</td></tr></tbody></table></div>')
    '<div class="tc-table" data-tc-label="Table: option, 004"><table><thead><tr><th>option</th><th><code>004</code></th></tr></thead><tbody><tr><td>bid_<wbr>policy</td><td>a &amp; b</td></tr></tbody></table></div>'
    >>> labelled_tables('<p><div class="tc-table"><table><thead><tr><th>选项</th></tr></thead></table>', "zh", "t.css")
    '<p><link rel="stylesheet" href="t.css"><div class="tc-table" data-tc-label="表格：选项"><table><thead><tr><th>选项</th></tr></thead></table>'
    """

    def label(match: re.Match[str]) -> str:
        table = match.group(0)
        head_end = table.find("</thead>")
        names = [_plain(cell) for cell in _HEADER_CELL.findall(table[: max(head_end, 0)])]
        if not names:
            return table
        body = "".join(
            part if part.startswith("<") else _UNDERSCORE.sub("_<wbr>", part)
            for part in _TAG.split(table[head_end:])
        )
        name = say("Table: {columns}", lang, columns=", ".join(names))
        head = table[:head_end].replace(
            '<div class="tc-table">', f'<div class="tc-table" data-tc-label="{name}">', 1
        )
        return head + body

    html = _BOXED_TABLE.sub(label, html)
    first = html.find('<div class="tc-table"')
    end = html.find("</article>", first)
    if first < 0 or not stylesheet:
        return html
    if end >= 0:  # the script that stacks them, after the last one (not in a doctest's page)
        html = f"{html[:end]}<script>{TABLES_JS.read_text(encoding='utf-8')}</script>{html[end:]}"
    return f'{html[:first]}<link rel="stylesheet" href="{stylesheet}">{html[first:]}'


_PUZZLE = '<div class="tc-live"'
_ARTICLE = re.compile(r'<article\b[^>]*\bclass="md-content__inner md-typeset"[^>]*>')
#: The first puzzle's id, the skip link's target.
FIRST_PUZZLE = "tc-first-puzzle"


def skip_link(html: str, lang: str = "en") -> str:
    """A link to the page's first puzzle right after its title, if it has a puzzle.

    (In the article: Material's instant navigation replaces it with the page's content.) After
    the title, not before it: Material's "Skip to content" goes to the title, and a new reader
    who took it had jumped past the link to the puzzle.

    >>> skip_link('<article class="md-content__inner md-typeset"><h1 id="t">T</h1><p>x</p><div class="tc-live" data-kind="order">')
    '<article class="md-content__inner md-typeset"><h1 id="t">T</h1><a class="md-skip tc-skip-puzzle" href="#tc-first-puzzle">Skip to the first puzzle</a><p>x</p><span id="tc-first-puzzle"></span><div class="tc-live" data-kind="order">'
    >>> skip_link('<article class="md-content__inner md-typeset"><p>x</p><div class="tc-live" data-kind="order">')
    '<article class="md-content__inner md-typeset"><a class="md-skip tc-skip-puzzle" href="#tc-first-puzzle">Skip to the first puzzle</a><p>x</p><span id="tc-first-puzzle"></span><div class="tc-live" data-kind="order">'
    >>> skip_link('<article class="md-content__inner md-typeset"><p>x</p>')
    '<article class="md-content__inner md-typeset"><p>x</p>'
    """
    at = html.find(_PUZZLE)
    article = _ARTICLE.search(html, 0, at if at >= 0 else 0)
    if at < 0 or article is None:
        return html
    html = f'{html[:at]}<span id="{FIRST_PUZZLE}"></span>{html[at:]}'
    words = say("Skip to the first puzzle", lang)
    link = f'<a class="md-skip tc-skip-puzzle" href="#{FIRST_PUZZLE}">{words}</a>'
    title = html.find("</h1>", article.end(), at)
    where = title + len("</h1>") if title >= 0 else article.end()
    return html[:where] + link + html[where:]


def on_post_page(output: str, *, page: Page, config: MkDocsConfig) -> str | None:
    """Every page: the marks above, in the page's language (its address: ``zh/…``)."""
    lang = page.url.split("/", 1)[0]
    lang = lang if lang == "zh" else "en"
    tables = "../" * page.url.count("/") + "assets/tractor/tables.css"
    return mark(skip_link(labelled_tables(untabbed(output), lang, tables), lang), lang)


def minified(css: str) -> str:
    r"""The stylesheet without its comments and spaces (every page loads it).

    Its rules are simple: no strings or ``url()`` with a comment or a brace inside.

    >>> minified("/* why */\n.a b,\n.c { color: red !important;  top: 0.5em; }\n@media (x: 1) {}")
    '.a b,.c{color:red!important;top:.5em}@media (x:1){}'
    """
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    css = re.sub(r"\s+", " ", css)
    css = re.sub(r"\s*([{};,~>])\s*", r"\1", css)
    css = re.sub(r"(?<=[{;(])([\w-]+): ", r"\1:", css)
    css = re.sub(r"(?<![\w.#-])0\.(?=\d)", ".", css).replace(" !important", "!important")
    return css.replace(";}", "}").strip()


def on_post_build(*, config: MkDocsConfig) -> None:
    """Publish the stylesheet (minified, after the site's slimming) and the icon font."""
    target = Path(config.site_dir) / "assets" / "tractor"
    target.mkdir(parents=True, exist_ok=True)
    for sheet in (CSS, TABLES_CSS):
        (target / sheet.name).write_text(minified(sheet.read_text(encoding="utf-8")), "utf-8")
    write_icon_font(target / ICON_FONT_FILE)


# ------------------------------------------------------------------ the puzzles' symbols
#: Material's bundled icons (24 × 24 SVG paths) that draw each symbol, by its character.
ICONS = {
    "\N{ELECTRIC LIGHT BULB}": "lightbulb-outline",
    "\N{PLAYING CARD BACK}": "cards-playing-outline",
}
_MATERIAL = importlib.util.find_spec("material")
ICON_DIR = (
    Path(_MATERIAL.origin if _MATERIAL and _MATERIAL.origin else ".").parent
    / "templates"
    / ".icons"
    / "material"
)
ICON_FAMILY = "Tractor Icons"  # as sitebuild/chinese.css names it
ICON_FONT_FILE = "tractor-icons.woff2"
_PATH_DATA = re.compile(r'<path\b[^>]*\bd="([^"]+)"')
_UNITS = 1000  # per em; an icon's 24 units are 1.1 em, standing on the baseline's descender


def write_icon_font(target: Path) -> int:
    """Write the icon font (WOFF2): each of :data:`ICONS` a glyph of its icon; its size in bytes.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     0 < write_icon_font(Path(folder) / "icons.woff2") < 4000
    True
    """
    scale = 1.1 * _UNITS / 24
    ascent, descent = 880, -120
    names = {char: f"u{ord(char):X}" for char in ICONS}
    charstrings, metrics = {}, {}
    empty = T2CharStringPen(_UNITS // 2, None)
    charstrings[".notdef"], metrics[".notdef"] = empty.getCharString(), (_UNITS // 2, 0)
    advance = round(24 * scale)
    for char, icon in ICONS.items():
        svg = (ICON_DIR / f"{icon}.svg").read_text(encoding="utf-8")
        paths = _PATH_DATA.findall(svg)
        if not paths:
            msg = f"Material's icon {icon} has no path"
            raise RuntimeError(msg)
        # SVG's y runs down from the top; a font's up from the baseline
        flip = (scale, 0, 0, -scale, 0, 24 * scale + descent * 1.1)
        pen = T2CharStringPen(advance, None)
        bounds = BoundsPen(None)
        for data in paths:
            parse_path(data, TransformPen(pen, flip))
            parse_path(data, TransformPen(bounds, flip))
        charstrings[names[char]] = pen.getCharString()
        metrics[names[char]] = (advance, round(bounds.bounds[0]) if bounds.bounds else 0)
    font = FontBuilder(_UNITS, isTTF=False)
    font.setupGlyphOrder([".notdef", *names.values()])
    font.setupCharacterMap({ord(char): name for char, name in names.items()})
    font.setupCFF("TractorIcons-Regular", {"FullName": ICON_FAMILY}, charstrings, {})
    font.setupHorizontalMetrics(metrics)
    font.setupHorizontalHeader(ascent=ascent, descent=descent)
    font.setupNameTable({"familyName": ICON_FAMILY, "styleName": "Regular"})
    font.setupOS2(
        sTypoAscender=ascent,
        sTypoDescender=descent,
        sTypoLineGap=0,
        usWinAscent=ascent,
        usWinDescent=-descent,
    )
    font.setupPost()
    font.font.flavor = "woff2"
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))
    return target.stat().st_size
