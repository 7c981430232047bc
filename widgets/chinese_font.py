"""Chinese in JupyterLab without a Chinese font: the widgets carry their own (issue 31, item 10).

JupyterLab ships no Chinese font, and many machines have none (Debian's Chromium here has none:
``fc-list :lang=zh`` is empty); there a Chinese lesson's puzzles and tools showed their Chinese
as empty boxes. The site ships its own font (``sitebuild/chinese.py``); the widgets now do too:
``static/fonts/noto-sans-sc-widgets.woff2`` is Noto Sans SC (SIL OFL 1.1, ``OFL.txt`` beside
it), regular weight, cut down to the characters the widgets and the engine can show (every
Chinese character of ``tractor_core`` and ``widgets``: the ``tractor_core/text`` tables, the
option words, the catalogue's titles, the tools' own words, the puzzle front-end's), and those
of the Chinese lessons as a margin for new messages.

The first puzzle or tool a kernel makes also makes one hidden :class:`ChineseFont` widget
(:func:`chinese_font`), whose stylesheet (anywidget's ``_css``, put in the page as soon as the
front-end has the widget, once per page) declares the font as a ``data:`` URL, so it works
offline and needs nothing served, and names it first for the puzzles, the tools and the cards'
words. Its ``unicode-range`` is the Chinese blocks only: Latin text keeps JupyterLab's fonts,
and on a machine with a Chinese font the widgets' Chinese looks as it does on the site.

``make widget-font`` writes the font again (:func:`main`; it needs
``npm ci`` for the full font and fontTools, both in the dev set-up);
``tests/test_widget_font.py`` fails, naming the characters, when the engine or the widgets
gain a Chinese character the font lacks.
"""

from __future__ import annotations

import base64
import functools
import re
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

import anywidget

__all__ = [
    "FAMILY",
    "FONT_FILE",
    "ChineseFont",
    "chinese_font",
    "font_css",
    "needed_characters",
]

_HERE = Path(__file__).resolve().parent
ROOT = _HERE.parent
#: The font the widgets carry (written by :func:`write_font`).
FONT_FILE = _HERE / "static" / "fonts" / "noto-sans-sc-widgets.woff2"
#: Its family name: the site's (``sitebuild/chinese.css``), so a puzzle looks the same in both.
FAMILY = "Tractor Noto Sans SC"
#: The Chinese blocks (as ``sitebuild.chinese.BLOCKS``): the font is used for these only.
BLOCKS = ((0x3000, 0x303F), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))
UNICODE_RANGE = ", ".join(f"U+{lo:04X}-{hi:04X}" for lo, hi in BLOCKS)
_CHINESE = re.compile("[" + "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in BLOCKS) + "]")
_ESCAPED = re.compile(r"\\u([0-9a-fA-F]{4})")


def sources(root: Path = ROOT) -> list[Path]:
    """The files whose Chinese the widgets can show: the engine, the widgets, their front-end."""
    return [
        *sorted((root / "tractor_core").rglob("*.py")),
        *sorted((root / "widgets").rglob("*.py")),
        *sorted((root / "widgets" / "static").glob("*.js")),
    ]


def chinese_in(texts: Iterable[str]) -> set[str]:
    r"""Every character of the Chinese blocks in ``texts``, also those written as ``\uXXXX``.

    >>> sorted(chinese_in(["拖拉机 (tractor)", r"'\u5927'", "ABC"]))
    ['大', '拉', '拖', '机']
    """
    found: set[str] = set()
    for text in texts:
        found.update(_CHINESE.findall(text))
        found.update(
            ch for code in _ESCAPED.findall(text) if _CHINESE.fullmatch(ch := chr(int(code, 16)))
        )
    return found


def needed_characters(root: Path = ROOT) -> set[str]:
    """The Chinese characters the widgets and the engine can show (those of :func:`sources`)."""
    return chinese_in(path.read_text(encoding="utf-8") for path in sources(root))


@functools.cache
def font_css() -> str:
    """The widgets' stylesheet for Chinese: the font as a ``data:`` URL, and where it is used.

    Named first in each list: its ``unicode-range`` keeps it to Chinese text. ``div.tc-puzzle``
    is above ``static/puzzle.css``'s ``.tc-puzzle``; a tool's controls are named (a browser
    gives menus and buttons a font of their own); ``#tc-deck text`` are the jokers' 大王/小王
    on the cards (``puzzle.js`` puts the deck in the page once, with that id) and ``.tc-tool
    svg text`` the trick explorer's seat names.
    """
    if not FONT_FILE.exists():  # the site's wheel leaves it out: the site has its own
        return ""
    data = base64.b64encode(FONT_FILE.read_bytes()).decode("ascii")
    return (
        f'@font-face {{ font-family: "{FAMILY}"; font-style: normal; font-weight: 400;\n'
        "  font-display: block; ascent-override: 88%; descent-override: 12%;\n"
        f'  line-gap-override: 0%; src: url(data:font/woff2;base64,{data}) format("woff2");\n'
        f"  unicode-range: {UNICODE_RANGE}; }}\n"
        f'div.tc-puzzle {{ font-family: "{FAMILY}", system-ui, sans-serif; }}\n'
        ".tc-tool, .tc-tool button, .tc-tool select, .tc-tool input, .tc-tool textarea,\n"
        ".tc-tool .widget-label, .tc-tool .widget-html-content {\n"
        f'  font-family: "{FAMILY}", var(--jp-ui-font-family, system-ui), sans-serif; }}\n'
        f'#tc-deck text, .tc-tool svg text {{ font-family: "{FAMILY}", sans-serif; }}\n'
    )


class ChineseFont(anywidget.AnyWidget):
    """Hidden: its stylesheet gives the widgets' Chinese a font (see the module)."""

    _esm = "export default { render({ el }) { el.hidden = true; } };\n"
    _css = font_css()


_ONE: list[ChineseFont] = []


def chinese_font() -> ChineseFont:
    """The kernel's one :class:`ChineseFont` widget (made on the first call).

    Making it is enough: the front-end puts its stylesheet in the page when it learns of the
    widget, displayed or not; a page reloaded gets it again with the kernel's widgets.
    """
    if not _ONE:
        _ONE.append(ChineseFont())
    return _ONE[0]


# ------------------------------------------------------------------ writing the font
def margin_characters(root: Path = ROOT) -> set[str]:
    """The Chinese lessons' characters: a margin for the engine's next messages.

    The font carries them too (about 180 characters, 25 KB), so that a new message of the
    engine or the widgets seldom needs the font written again; the test asks only for
    :func:`needed_characters`.
    """
    return chinese_in(p.read_text(encoding="utf-8") for p in sorted(root.glob("lessons/**/*.zh.*")))


def write_font(out: Path = FONT_FILE, root: Path = ROOT) -> int:
    """Write the widgets' font; its bytes.

    The site's full Noto Sans SC (npm) cut down to :func:`needed_characters` and the
    :func:`margin_characters`.
    """
    sys.path.insert(0, str(root))
    from sitebuild import chinese  # noqa: PLC0415 - the repository's build tools (npm font)

    full = chinese.FONTS[400]
    if not full.exists():
        msg = f"{full} is missing: run `npm ci` (the Makefile does)"
        raise RuntimeError(msg)
    out.parent.mkdir(parents=True, exist_ok=True)
    chinese.subset(full, needed_characters(root) | margin_characters(root), out)
    return out.stat().st_size


def main(argv: Sequence[str] | None = None) -> int:
    """``make widget-font``: write the widgets' font (see the module)."""
    del argv
    size = write_font()
    where = FONT_FILE.relative_to(ROOT)
    count = len(needed_characters() | margin_characters())
    print(f"wrote {where} ({count} characters, {size:,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
