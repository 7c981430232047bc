"""mkdocs hook: glossary terms show 汉字, pinyin and English on hover, tap or keyboard focus.

The terms come from one data file, ``sitebuild/glossary-terms.yml``. In each page's text (both
languages; not the glossary page, which is the table itself) the first mention of each term is
wrapped in ``<abbr class="tc-term" title="拖拉机 · tuōlājī · tractor" tabindex="0">``: Material's
``content.tooltips`` shows the title as a tooltip on hover and on focus, so a keyboard (Tab) and
a tap (which focuses) show it too, and a screen reader reads the title. A Chinese page marks the
Chinese terms; an English page marks the English words of the file and the Chinese terms it
quotes. Headings, links, code, buttons, puzzles and pictures are left alone.
"""

from __future__ import annotations

import functools
import html
import re
from pathlib import Path
from typing import TypedDict

import yaml
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

TERMS_FILE = Path(__file__).resolve().parent / "glossary-terms.yml"
#: Pages that are the glossary itself (every term is in its table).
GLOSSARY_PAGES = ("glossary.md", "glossary.zh.md")
#: Elements whose text is not marked (their text is a name, code, a control or a picture).
_SKIP = frozenset(
    [
        "a",
        "abbr",
        "button",
        "code",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "kbd",
        "label",
        "option",
        "pre",
        "script",
        "select",
        "style",
        "summary",
        "svg",
        "template",
        "textarea",
        "title",
    ]
)
_TAG = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
_TAG_NAME = re.compile(r"<\s*(/?)\s*([a-zA-Z][a-zA-Z0-9]*)")


class Term(TypedDict):
    """One entry of ``glossary-terms.yml``."""

    zh: str
    pinyin: str
    en: str
    words: list[str]


@functools.cache
def terms(path: Path = TERMS_FILE) -> tuple[Term, ...]:
    """The terms of the data file, checked: a clear error names the entry and the missing key."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    out = []
    for number, entry in enumerate(data, start=1):
        missing = [k for k in ("zh", "pinyin", "en", "words") if k not in entry]
        if missing:
            msg = f"{path.name}, entry {number} ({entry!r}): missing {', '.join(missing)}"
            raise ValueError(msg)
        out.append(
            Term(zh=entry["zh"], pinyin=entry["pinyin"], en=entry["en"], words=entry["words"])
        )
    return tuple(out)


def tooltip(term: Term) -> str:
    """What the reader sees: ``拖拉机 · tuōlājī · tractor``."""
    return f"{term['zh']} · {term['pinyin']} · {term['en']}"


def _pattern(lang: str, entries: tuple[Term, ...]) -> tuple[re.Pattern[str], dict[str, Term]]:
    """One regex of every term of a language, longest first (主级牌 before 级牌)."""
    found: dict[str, Term] = {}
    for term in entries:
        found.setdefault(term["zh"], term)
        if lang == "en":
            for word in term["words"]:
                found.setdefault(word, term)
    names = sorted(found, key=len, reverse=True)
    chinese = [re.escape(n) for n in names if not n.isascii()]
    english = [re.escape(n) for n in names if n.isascii()]
    parts = []
    if english:
        parts.append(r"\b(?:" + "|".join(english) + r")\b")
    if chinese:
        parts.append("|".join(chinese))
    return re.compile("|".join(parts) or r"(?!)"), found


def mark_terms(page_html: str, lang: str = "en", entries: tuple[Term, ...] | None = None) -> str:
    """Wrap the first mention of each term in the text of ``page_html`` in its ``<abbr>``.

    >>> t = (Term(zh="拖拉机", pinyin="tuōlājī", en="tractor", words=["tractor"]),)
    >>> mark_terms("<p>A tractor (拖拉机) is <a>a tractor</a>.</p>", "en", t)
    '<p>A <abbr class="tc-term" title="拖拉机 · tuōlājī · tractor" tabindex="0">tractor</abbr> (拖拉机) is <a>a tractor</a>.</p>'
    >>> mark_terms("<h2>拖拉机</h2><p>这是拖拉机。</p>", "zh", t)
    '<h2>拖拉机</h2><p>这是<abbr class="tc-term" title="拖拉机 · tuōlājī · tractor" tabindex="0">拖拉机</abbr>。</p>'
    """
    pattern, found = _pattern(lang, terms() if entries is None else entries)
    done: set[str] = set()
    skipping = 0
    out = []

    def wrap(match: re.Match[str]) -> str:
        term = found[match.group(0)]
        if term["zh"] in done:
            return match.group(0)
        done.add(term["zh"])
        title = html.escape(tooltip(term), quote=True)
        return f'<abbr class="tc-term" title="{title}" tabindex="0">{match.group(0)}</abbr>'

    for part in _TAG.split(page_html):
        if part.startswith("<"):
            tag = _TAG_NAME.match(part)
            if tag and tag.group(2).lower() in _SKIP and not part.endswith("/>"):
                skipping += -1 if tag.group(1) else 1
                skipping = max(skipping, 0)
            out.append(part)
        elif skipping or not part.strip():
            out.append(part)
        else:
            out.append(pattern.sub(wrap, part))
    return "".join(out)


def on_page_content(
    page_html: str, *, page: Page, config: MkDocsConfig, files: Files
) -> str | None:
    """Mark the terms of every page but the glossary, in the page's language."""
    if Path(page.file.src_path).name in GLOSSARY_PAGES:
        return page_html
    lang = "zh" if page.url.startswith("zh/") else "en"
    return mark_terms(page_html, lang)
