"""mkdocs hook: the site in English (``/``) and Chinese (``/zh/``), built by mkdocs-static-i18n.

The plugin (``mkdocs.yml``, suffix style: ``glossary.zh.md``, ``01-deck-players-goal.zh.py``)
builds the site once per language; this hook adds what it leaves to the theme or cannot know:

* Lessons are jupytext notebooks (``.py``) that mkdocs-jupyter renders. The plugin rebuilds every
  file as a plain mkdocs ``File``, which counts only Markdown as a page: its files here also count
  the notebooks, so ``01-deck-players-goal.zh.py`` becomes the page ``zh/01-deck-players-goal/``
  and the English notebook's alternate (:class:`LocalizedFile`).
* The language switch in the header (Material's ``extra.alternate`` menu) leads to the same page
  in the other language: the plugin's own per-page links are Material-only and refuse
  ``navigation.instant``, so the links are set here per page (``on_page_context``) and
  ``sitebuild/tractor-lang.js`` keeps the menu in step after an instant navigation, remembers the
  reader's choice and makes the switch a full page load (the header is in the page's language).
* A page not translated yet is built at ``/zh/…`` from the English file (the plugin's fallback),
  under a note in Chinese that says so (:func:`untranslated_note`), marked ``lang="en"``, with
  its navigation title in Chinese (a notebook's title would be its English heading).
* Lessons link to each other by file name (``02-trumps.py``); on a Chinese page such a link leads
  to the Chinese page (:func:`link_in_language`), before ``hooks.py`` makes the English links;
  so do its links to the Sources page, and the Chinese cheat sheet prints on one page too.
* A Chinese notebook's table of contents leads to its headings (:func:`align_toc`), and a Chinese
  Markdown page's headings keep their Chinese in their ids (:func:`heading_slug`).
* The executed notebooks of both languages stay cached between builds (``on_post_build``).
* ``hooks.py`` folds the code cell after an exercise's ``<summary>Solution</summary>`` into it and
  each code cell behind "Show the code": a Chinese lesson's 答案 is read as Solution for that, and
  both are shown in Chinese (:data:`WORDS`).
"""

from __future__ import annotations

import html as html_text
import re
import sys
from pathlib import Path
from typing import Any

import mkdocs_static_i18n.suffix as i18n_suffix
from markdown.extensions import toc  # type: ignore[import-untyped]
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # mkdocs loads hooks by path; ``sitebuild`` is beside this file
    sys.path.insert(0, str(ROOT))

DEFAULT = "en"
#: The languages of the site and the switch's names for them (in their own language).
LANGUAGES = {"en": "English", "zh": "中文"}
#: What mkdocs-jupyter renders as a page (lessons are jupytext ``.py`` notebooks).
NOTEBOOKS = (".py", ".ipynb")


class LocalizedFile(File):
    """A file of the i18n plugin that counts the lesson notebooks as pages, as mkdocs-jupyter does."""

    def is_documentation_page(self) -> bool:
        """Markdown pages and notebooks."""
        return super().is_documentation_page() or self.src_uri.endswith(NOTEBOOKS)


# The plugin makes its files with ``suffix.File``: ours also know the notebooks are pages.
i18n_suffix.File = LocalizedFile


def build_language(config: Any) -> str:
    """The language being built (the plugin builds each in turn), ``en`` without the plugin."""
    plugin = config["plugins"].get("i18n")
    return str(getattr(plugin, "current_language", None) or DEFAULT)


def page_language(page: Any) -> str:
    """The language of a page's address: ``zh`` under ``zh/``, else English.

    >>> class P:
    ...     url = "zh/02-trumps/"
    >>> page_language(P()), page_language(type("Q", (), {"url": ""})())
    ('zh', 'en')
    """
    first = page.url.split("/", 1)[0]
    return first if first in LANGUAGES and first != DEFAULT else DEFAULT


def is_translated(page: Any) -> bool:
    """Whether the page's text is in the page's language (not the English fallback)."""
    return getattr(page.file, "locale", DEFAULT) == page_language(page)


def untranslated_note(page_url: str) -> str:
    """The note on a Chinese page that shows the English text (the page is not translated yet).

    >>> "../glossary/" in untranslated_note("zh/02-trumps/")
    True
    """
    up = "../" * (page_url.count("/") - 1)
    return (
        '<div class="admonition note tc-untranslated" lang="zh-Hans">'
        '<p class="admonition-title">本页尚未译成中文</p>'
        "<p>这一课的中文版还在翻译中，下面先是英文原文。页面上的题目、判定理由和菜单都已有中文；"
        f'术语的中文说法见<a href="{up}glossary/">术语表</a>。'
        "右上角的语言按钮可以回到英文页。</p></div>"
    )


#: The words ``hooks.py`` looks for or writes in a lesson (a Solution's ``<summary>``, the code's
#: fold), as a Chinese lesson writes them.
WORDS = {"zh": {"Solution": "答案", "Show the code": "显示代码"}}

_FIRST_H1 = re.compile(r"</h1>", re.I)
#: A link written as a lesson file's name (as in ``hooks.py``).
_FILE_LINK = re.compile(r'href="([A-Za-z0-9_-]+(?:/[A-Za-z0-9_-]+)?)\.(py|md)(#[^"]*)?"')


def link_in_language(html: str, page_url: str, docs: Path) -> str:
    """On a page under ``zh/``, point links written as file names at the Chinese pages.

    >>> link_in_language('<a href="glossary.md#x">', "zh/02-trumps/", Path("lessons"))
    '<a href="../glossary/#x">'
    >>> link_in_language('<a href="index.md">', "zh/", Path("lessons"))
    '<a href="./">'
    >>> link_in_language('<a href="tools/referee.md">', "zh/05-ruffing/", Path("lessons"))
    '<a href="../tools/referee/">'
    """
    up = "../" * (page_url.count("/") - 1)

    def to_page(match: re.Match[str]) -> str:
        stem, suffix, fragment = match.group(1), match.group(2), match.group(3) or ""
        if not (docs / f"{stem}.{suffix}").exists():
            msg = f"{page_url} links to {stem}.{suffix}, which is not in {docs.name}/"
            raise RuntimeError(msg)
        target = up + ("" if stem == "index" else f"{stem}/")
        return f'href="{target or "./"}{fragment}"'

    return _FILE_LINK.sub(to_page, html)


def on_page_context(context: Any, page: Any, config: Any, **_: Any) -> Any:
    """The switch leads to this page in each language (the English text where none yet)."""
    alternates = getattr(page.file, "alternates", {})
    config["extra"]["alternate"] = [
        {
            "name": name,
            "lang": lang,
            "link": (alternates[lang].url if lang in alternates else "") or "./",
        }
        for lang, name in LANGUAGES.items()
    ]
    return context


#: The language of the Markdown file being rendered (set by ``on_page_markdown``).
_RENDERING = {"locale": DEFAULT}


def heading_slug(value: str, separator: str) -> str:
    """The id of a Markdown heading: Python-Markdown's, keeping Chinese in a Chinese file.

    The ``toc`` extension's default slugify drops every character that is not ASCII, so the
    Chinese pages' headings were ``_1``, ``_2``…: links to them read as nothing and led
    elsewhere once a heading moved. In a Chinese file (``glossary.zh.md``) a heading keeps its
    Chinese (as :func:`slug` keeps it in a Chinese notebook's headings); English files, and
    the English text shown at ``/zh/`` for a page not translated yet, keep the default ids,
    byte for byte, so no English link changes.

    >>> _RENDERING["locale"] = "zh"
    >>> heading_slug("主牌的大小（从大到小）", "-"), heading_slug("规则速查 · Cheat sheet", "-")
    ('主牌的大小从大到小', '规则速查-cheat-sheet')
    >>> _RENDERING["locale"] = "en"
    >>> heading_slug("Trump order (主牌), strongest first", "-")
    'trump-order-strongest-first'
    """
    if _RENDERING["locale"] == DEFAULT:
        return str(toc.slugify(value, separator))
    return str(toc.slugify_unicode(value, separator))


def on_config(config: Any, **_: Any) -> Any:
    """Markdown headings get their ids from :func:`heading_slug` (the ``toc`` extension)."""
    config["mdx_configs"].setdefault("toc", {})["slugify"] = heading_slug
    return config


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """The file about to be rendered: its language decides its headings' ids."""
    _RENDERING["locale"] = getattr(page.file, "locale", None) or DEFAULT
    return markdown


_HEADING = re.compile(r'(<h([1-6])\b[^>]*\bid=")([^"]*)(".*?</h\2>)', re.S)


def slug(title: str, taken: set[str]) -> str:
    """A heading's id that keeps its Chinese: ``第 8 课 · 计分`` is ``第-8-课-计分``.

    >>> taken = set()
    >>> slug("第 8 课 · 一局的<em>计分</em>", taken), slug("第 8 课 · 一局的计分", taken)
    ('第-8-课-一局的计分', '第-8-课-一局的计分_1')
    """
    text = re.sub(r"<[^>]*>", "", title)
    base = re.sub(r"[\s-]+", "-", re.sub(r"[^\w\s-]", "", text)).strip("-").lower() or "section"
    name, number = base, 0
    while name in taken:
        number += 1
        name = f"{base}_{number}"
    taken.add(name)
    return name


_ANCHOR_LINK = re.compile(r'<a class="anchor-link"[^>]*>.*?</a>', re.S)


def toc_titles(html: str, toc: Any) -> None:
    """A notebook's table of contents says what its headings say, inline code included.

    mkdocs-jupyter makes a notebook's contents from its Markdown with every `code span` cut out,
    so ``## 一个 `RuleSet`，许多选项`` was listed as ``一个 ，许多选项``. The rendered headings
    still hold the code: each entry takes its heading's words (when they pair one to one).

    >>> class Item:
    ...     def __init__(self, title): self.title, self.children = title, []
    >>> items = [Item("一个 ，许多选项")]
    >>> toc_titles('<h2 id="x">一个 <code>RuleSet</code>，许多选项<a class="anchor-link" href="#x">¶</a></h2>', items)
    >>> items[0].title
    '一个 RuleSet，许多选项'
    """
    items: list[Any] = []

    def walk(entries: Any) -> None:
        for entry in entries:
            items.append(entry)
            walk(entry.children)

    walk(toc)
    headings = list(_HEADING.finditer(html))
    if len(headings) != len(items):
        return
    for match, item in zip(headings, items, strict=True):
        inner = _ANCHOR_LINK.sub("", match.group(4)[1:].split(">", 1)[1].rsplit("</h", 1)[0])
        words = " ".join(html_text.unescape(re.sub(r"<[^>]*>", "", inner)).split())
        if words:
            item.title = html_text.escape(words, quote=False)


def align_toc(html: str, toc: Any) -> str:
    """Give a notebook's headings and its table of contents the same ids, that keep Chinese.

    mkdocs-jupyter makes a notebook's contents with Python-Markdown's slugs, which drop Chinese
    (``#_1``), and its headings with nbconvert's, which leave a Chinese heading no id at all: the
    contents led nowhere. Both come from the same Markdown headings, in the same order; where
    they disagree, both get :func:`slug` of the heading. Pages where they agree are unchanged.
    """
    items: list[Any] = []

    def walk(entries: Any) -> None:
        for entry in entries:
            items.append(entry)
            walk(entry.children)

    walk(toc)
    headings = list(_HEADING.finditer(html))
    if len(headings) != len(items) or all(
        h.group(3) == item.id for h, item in zip(headings, items, strict=True)
    ):
        return html
    taken: set[str] = set()
    out, last = [], 0
    for match, item in zip(headings, items, strict=True):
        name = slug(item.title, taken)
        old = match.group(3)
        rest = match.group(4).replace(
            f'class="anchor-link" href="#{old}"', f'class="anchor-link" href="#{name}"'
        )
        out += [html[last : match.start()], match.group(1), name, rest]
        last = match.end()
        item.id = name
    out.append(html[last:])
    return "".join(out)


#: The navigation's title of each page in the language being built: {source: title}.
_NAV_TITLES: dict[str, str] = {}


def on_nav(nav: Any, config: Any, **_: Any) -> Any:
    """Remember each page's navigation title, translated (the plugin translates them later)."""
    i18n = config["plugins"].get("i18n")
    translations = (i18n.current_language_config.nav_translations or {}) if i18n else {}
    _NAV_TITLES.clear()
    for page in nav.pages:
        if page.title:
            _NAV_TITLES[page.file.src_uri] = translations.get(page.title, page.title)
    return nav


def on_page_content(html: str, page: Any, config: Any, **_: Any) -> str:
    """Links by file name stay in the page's language; an English text says it is not translated.

    (Before ``hooks.py`` points the remaining file-name links at English pages.)
    """
    lang = page_language(page)
    if Path(page.file.src_path).suffix in NOTEBOOKS:
        toc_titles(html, page.toc)
    if lang == DEFAULT:
        return html
    html = link_in_language(html, page.url, Path(config["docs_dir"]))
    if Path(page.file.src_path).suffix in NOTEBOOKS:
        html = align_toc(html, page.toc)
    for english, own in WORDS.get(lang, {}).items():  # hooks.py folds a "Solution"'s code cell
        html = html.replace(f"<summary>{own}</summary>", f"<summary>{english}</summary>")
    if is_translated(page):
        return html
    # A notebook's title is its first heading (mkdocs-jupyter): an English one in the Chinese
    # navigation; the navigation's Chinese title instead.
    page.title = _NAV_TITLES.get(page.file.src_uri, page.title)
    # The text is English in a Chinese page (<html lang="zh">): said so for screen readers and
    # for the browser's choice of fonts and hyphens; the note keeps its own lang="zh-Hans".
    note = untranslated_note(page.url)
    match = _FIRST_H1.search(html)
    html = note + html if not match else html[: match.end()] + note + html[match.end() :]
    return f'<div lang="en">{html}</div>'


#: ``hooks.py`` links a page's first mention of each source to the (English) Sources page.
_SOURCE_LINK = re.compile(r'(<a class="tc-source" href="(?:\.\./)*)(sources/)')
#: ``hooks.py`` marks the cheat sheet to print on one page; the Chinese one too.
_ARTICLE = '<article class="md-content__inner'


#: Material writes each language of the switch as ``<link rel="alternate" hreflang>`` in the head
#: and then fetches ``sitemap.xml`` beside each (a 404 under every page of this site).
_ALTERNATE = re.compile(r'<link rel="alternate"( href="[^"]*" hreflang="[^"]*">)')


def on_post_page(output: str, page: Any, **_: Any) -> str:
    """The switch's links for ``tractor-lang.js``, not Material; source links and the print mark.

    Instant navigation keeps the head's links in step with the page, so ``tractor-lang.js`` reads
    the switch's targets there (as ``rel="tc-alternate"``, which Material does not fetch). On a
    Chinese page, source links lead to the Chinese Sources page and the cheat sheet prints on one
    page, as the English ones do.
    """
    output = _ALTERNATE.sub(r'<link rel="tc-alternate"\1', output)
    lang = page_language(page)
    if lang == DEFAULT:
        return output
    for english, own in WORDS.get(lang, {}).items():
        output = output.replace(f"<summary>{english}</summary>", f"<summary>{own}</summary>")
    output = _SOURCE_LINK.sub(rf"\g<1>{lang}/\g<2>", output)
    if page.file.src_path == "cheat-sheet.zh.md":
        output = output.replace(
            _ARTICLE, '<article data-tc-print="one-page" class="md-content__inner', 1
        )
    return output


#: The executed notebooks each language's build used (mkdocs-jupyter's cache files).
_USED_NOTEBOOKS: set[Path] = set()


@event_priority(
    10
)  # before mkdocs-jupyter's own, which deletes the cache files its build did not use
def on_post_build(config: Any, **_: Any) -> None:
    """Keep the executed notebooks of every language, not only of the language just built.

    mkdocs-jupyter deletes the cached notebooks its build did not use: each language's build
    deleted the other's, and every build ran the Chinese lessons (and their English ones) again.
    Until the last language, it keeps them all; then it deletes what no language used.
    """
    jupyter, i18n = config["plugins"].get("mkdocs-jupyter"), config["plugins"].get("i18n")
    if jupyter is None or i18n is None or not hasattr(jupyter, "_used_cache_paths"):
        return
    _USED_NOTEBOOKS.update(jupyter._used_cache_paths)
    if i18n.current_language != i18n.build_languages[-1]:
        jupyter._used_cache_paths = set(Path(jupyter.config["cache_dir"]).glob("*.json"))
    else:
        jupyter._used_cache_paths = set(_USED_NOTEBOOKS)
        _USED_NOTEBOOKS.clear()
