"""Chinese on every reader's machine: a self-hosted, subset web font and ``lang`` marks.

Many machines have no Chinese font (Debian's Chromium here has none: ``fc-list :lang=zh`` is
empty); there the site's Chinese (its title, the 中文 button, puzzles in Chinese, 大王/小王 on
the jokers, the glossary) showed as empty boxes. The build now ships Noto Sans SC (npm
``@expo-google-fonts/noto-sans-sc``, Google Fonts' static TTFs, SIL OFL 1.1), regular and bold,
cut down by fontTools to the characters the site can show: those of its pages, and those the
engine and the puzzle front-end can write at run time (verdicts, rule statements, buttons).
``sitebuild/chinese.css`` declares it with a ``unicode-range`` of the Chinese blocks only, so
a browser fetches it (from the site itself) for Chinese text and never for Latin text.

Pages mark their Chinese with ``lang="zh-Hans"`` (:func:`mark_chinese`), so that browsers pick
Simplified Chinese forms and screen readers a Chinese voice. The lessons' pictures of hands
(SVG in ``<img>``, which cannot use the page's fonts) with a joker in them carry their own few
glyphs (:func:`embed_font_in_svg_images`).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import io
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FONT_DIR = ROOT / "node_modules" / "@expo-google-fonts" / "noto-sans-sc"
#: weight → the full font in the npm package (each ~10.5 MB)
FONTS = {
    400: FONT_DIR / "400Regular" / "NotoSansSC_400Regular.ttf",
    700: FONT_DIR / "700Bold" / "NotoSansSC_700Bold.ttf",
}
STYLESHEET = ROOT / "sitebuild" / "chinese.css"
FAMILY = "Tractor Noto Sans SC"  # as sitebuild/chinese.css names it
CACHE_DIR = ROOT / "build" / "fonts"

#: The blocks whose characters are Chinese text: CJK symbols and punctuation (、。「」),
#: CJK unified ideographs and extension A, compatibility ideographs, and the full-width forms
#: (（），：！). Keep in step with the ``unicode-range`` of ``sitebuild/chinese.css``.
BLOCKS = (
    (0x3000, 0x303F),
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),
    (0xF900, 0xFAFF),
    (0xFF00, 0xFFEF),
)
_CHINESE = "".join(f"\\u{lo:04x}-\\u{hi:04x}" for lo, hi in BLOCKS)
_RUN = re.compile(f"[{_CHINESE}]+")
_ESCAPED = re.compile(r"\\u([0-9a-fA-F]{4})")  # Chinese inside JSON in a page (puzzle states)


def chinese_characters(texts: Iterable[str]) -> set[str]:
    r"""Every character of the Chinese blocks in ``texts``, also those written as ``\uXXXX``.

    >>> sorted(chinese_characters(["Tractor (拖拉机)", '{"zh": "\\u5927\\u738b"}', "ABC"]))
    ['大', '拉', '拖', '机', '王']
    """
    found: set[str] = set()
    for text in texts:
        found.update(_RUN.findall(text))
        found.update(chr(int(code, 16)) for code in _ESCAPED.findall(text))
    return {ch for run in found for ch in run if _RUN.fullmatch(ch)}


def site_characters(pages: Iterable[Path]) -> set[str]:
    """The Chinese the site can show: in its pages, and what its scripts and the engine write."""
    sources = [
        *pages,
        *sorted((ROOT / "tractor_core").rglob("*.py")),
        *sorted((ROOT / "widgets" / "static").glob("*.js")),
        *sorted((ROOT / "sitebuild").glob("tractor-*.js")),
        *sorted((ROOT / "sitebuild").glob("lite-*.js")),  # JupyterLite's banner
    ]
    return chinese_characters(path.read_text(encoding="utf-8") for path in sources)


def subset(font: Path, characters: Iterable[str], out: Path | io.BytesIO) -> None:
    """Write ``font`` cut down to ``characters`` (those it has) as WOFF2 (fontTools, brotli)."""
    from fontTools import subset as fontsubset  # noqa: PLC0415 - only when the site is built

    options = fontsubset.Options()
    options.flavor = "woff2"
    loaded = fontsubset.load_font(str(font), options)
    subsetter = fontsubset.Subsetter(options)
    subsetter.populate(text="".join(sorted(characters)))
    subsetter.subset(loaded)
    fontsubset.save_font(loaded, out if isinstance(out, io.BytesIO) else str(out), options)


def write_font(site_assets: Path, pages: Iterable[Path]) -> dict[str, int]:
    """Write ``fonts/noto-sans-sc-{400,700}.woff2`` and ``chinese.css`` into ``site_assets``.

    The subsets are cached in ``build/fonts/`` by the characters, the fonts and this code.
    Returns the bytes of each font file written.
    """
    missing = [str(path) for path in FONTS.values() if not path.exists()]
    if missing:
        msg = f"Chinese font missing ({', '.join(missing)}): run `npm ci` (the Makefile does)"
        raise RuntimeError(msg)
    characters = site_characters(pages)
    digest = hashlib.sha256("".join(sorted(characters)).encode())
    digest.update(Path(__file__).read_bytes())
    for weight, path in FONTS.items():
        digest.update(f"{weight}:{path.name}:{path.stat().st_size}".encode())
    cache = CACHE_DIR / digest.hexdigest()[:16]
    if not cache.is_dir():
        shutil.rmtree(CACHE_DIR, ignore_errors=True)
        partial = CACHE_DIR / "partial"
        partial.mkdir(parents=True)
        for weight, font in FONTS.items():
            subset(font, characters, partial / f"noto-sans-sc-{weight}.woff2")
        partial.rename(cache)
    (site_assets / "fonts").mkdir(parents=True, exist_ok=True)
    written = {}
    for built in sorted(cache.glob("*.woff2")):
        shutil.copyfile(built, site_assets / "fonts" / built.name)
        written[built.name] = built.stat().st_size
    shutil.copyfile(STYLESHEET, site_assets / STYLESHEET.name)
    return written


# ------------------------------------------------------------------ lang marks
# What a page's Chinese may not be wrapped in: text that is not the page's prose (head, scripts,
# styles, comments, templates such as the puzzles' JSON states), an option (text only) or a text
# area, and SVG, where text is marked on its <text> element instead.
_SKIP = re.compile(
    r"<!--.*?-->|<(head|script|style|template|textarea|option|svg)\b.*?</\1\s*>"
    r"|<(?:[^>\"']|\"[^\"]*\"|'[^']*')*>",
    re.S | re.I,
)
_SVG_TEXT = re.compile(r"<(text|tspan)\b((?:(?!\blang=)[^>])*)>([^<]*)", re.I)


def mark_chinese(html: str) -> str:
    """Wrap each run of Chinese in a page's text in ``<span lang="zh-Hans">``.

    Tags, attributes, the head, scripts, styles, templates, comments, options and text areas are
    left as they are; in SVG, a ``<text>`` with Chinese gets the attribute itself.

    >>> mark_chinese('<p title="拖拉机">Tractor (拖拉机, 升级)</p><script>"大王"</script>')
    '<p title="拖拉机">Tractor (<span lang="zh-Hans">拖拉机</span>, <span lang="zh-Hans">升级</span>)</p><script>"大王"</script>'
    >>> mark_chinese('<template class="tc-state">{"zh": "大王"}</template>')
    '<template class="tc-state">{"zh": "大王"}</template>'
    >>> mark_chinese('<svg><text x="1">大王</text></svg>')
    '<svg><text x="1" lang="zh-Hans">大王</text></svg>'
    """
    out = []
    last = 0
    for match in _SKIP.finditer(html):
        out.append(_RUN.sub(r'<span lang="zh-Hans">\g<0></span>', html[last : match.start()]))
        skipped = match.group(0)
        if (match.group(1) or "").lower() == "svg":
            skipped = mark_svg(skipped)
        out.append(skipped)
        last = match.end()
    out.append(_RUN.sub(r'<span lang="zh-Hans">\g<0></span>', html[last:]))
    return "".join(out)


def mark_svg(svg: str) -> str:
    """Give each SVG ``<text>`` (or ``<tspan>``) with Chinese, and no ``lang``, ``lang="zh-Hans"``.

    >>> mark_svg('<text font-size="10">小王</text><text>BIG</text>')
    '<text font-size="10" lang="zh-Hans">小王</text><text>BIG</text>'
    """

    def mark(match: re.Match[str]) -> str:
        tag, attributes, text = match.groups()
        if not _RUN.search(text):
            return match.group(0)
        return f'<{tag}{attributes} lang="zh-Hans">{text}'

    return _SVG_TEXT.sub(mark, svg)


# ------------------------------------------------------------------ SVG pictures
# nbconvert writes a notebook's SVG output (a hand of cards: tractor_core's _repr_svg_) as an
# <img> of a data: URI. A picture cannot use the page's fonts, so one with Chinese in it (the
# jokers' 大王/小王) carries its own: the regular weight, cut down to the picture's characters.
_SVG_IMAGE = re.compile(r'(<img\b[^>]*?\bsrc=")data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"')
_SVG_OPEN = re.compile(r"<svg\b[^>]*>")
_SVG_DRAWN = re.compile(r"<(text|tspan)\b([^>]*)>([^<]*)", re.I)


@functools.lru_cache(maxsize=16)
def _picture_font(characters: str) -> str:
    """The regular weight cut down to ``characters``, as a data: URI (a few of them: ~1 KB)."""
    out = io.BytesIO()
    subset(FONTS[400], characters, out)
    return f"data:font/woff2;base64,{base64.b64encode(out.getvalue()).decode()}"


def embed_font_in_svg(svg: str) -> str:
    """Mark an SVG document's Chinese ``<text>`` and give it a font of its own, if it has any.

    >>> embed_font_in_svg('<svg width="9"><text>BIG</text></svg>')
    '<svg width="9"><text>BIG</text></svg>'
    >>> embed_font_in_svg('<svg width="9"><text>大王</text></svg>')[:99]
    '<svg width="9"><style>@font-face{font-family:"Tractor Noto Sans SC";src:url(data:font/woff2;base64,'
    """
    # only the text it draws: a Chinese page's picture has Chinese in its <title> and
    # aria-label too, which the font need not carry (the page's own font shows the alt text)
    drawn = [m.group(3) for m in _SVG_DRAWN.finditer(svg)]
    characters = "".join(sorted(chinese_characters(drawn)))
    opened = _SVG_OPEN.search(svg)
    if not characters or opened is None:
        return svg
    style = (
        f'<style>@font-face{{font-family:"{FAMILY}";src:url({_picture_font(characters)}) '
        f'format("woff2")}}text[lang|="zh"]{{font-family:"{FAMILY}",sans-serif}}</style>'
    )
    svg = mark_svg(svg)
    opened = _SVG_OPEN.search(svg)
    assert opened is not None  # mark_svg only adds attributes to <text>
    return svg[: opened.end()] + style + svg[opened.end() :]


def embed_font_in_svg_images(html: str) -> str:
    """:func:`embed_font_in_svg` for each SVG picture a page shows as a data: URI."""

    def embed(match: re.Match[str]) -> str:
        svg = base64.b64decode(match.group(2)).decode("utf-8")
        embedded = embed_font_in_svg(svg)
        if embedded == svg:
            return match.group(0)
        encoded = base64.b64encode(embedded.encode("utf-8")).decode()
        return f'{match.group(1)}data:image/svg+xml;base64,{encoded}"'

    return _SVG_IMAGE.sub(embed, html)
