"""mkdocs hook: the site in English (``/``) and Chinese (``/zh/``), built by mkdocs-static-i18n.

The plugin (``mkdocs.yml``, suffix style: ``glossary.zh.md``, ``01-deck-players-goal.zh.py``)
builds the site once per language; this hook adds what it leaves to the theme or cannot know:

* Lessons are jupytext notebooks (``.py``) that mkdocs-jupyter renders. The plugin rebuilds every
  file as a plain mkdocs ``File``, which counts only Markdown as a page: its files here also count
  the notebooks, so ``01-deck-players-goal.zh.py`` becomes the page ``zh/01-deck-players-goal/``
  and the English notebook's alternate (:class:`LocalizedFile`).
* A page not translated yet is built at ``/zh/…`` from the English file (the plugin's fallback),
  under a note in Chinese that says so (:func:`untranslated_note`), marked ``lang="en"``, with
  its navigation title in Chinese (a notebook's title would be its English heading).
* A Chinese notebook's table of contents leads to its headings (:func:`align_toc`), and a Chinese
  Markdown page's headings keep their Chinese in their ids (:func:`heading_slug`).
* The executed notebooks of both languages stay cached between builds (``on_post_build``).

The header's language switch is the theme's (``overrides/partials/alternate.html``: each entry
leads to the page's alternate in that language); ``sitebuild/tractor-lang.js`` keeps it in step
after an instant navigation, remembers the reader's choice and makes the switch a full page load
(the header is in the page's language). Links written as file names lead to the page in the
page's language (``hooks.link_pages``), and so do its links to the Sources page
(``hooks.link_sources``).
"""

from __future__ import annotations

import html as html_text
import re
import sys
from collections.abc import Iterable
from pathlib import Path

import mkdocs_static_i18n.suffix as i18n_suffix
from markdown.extensions import toc  # type: ignore[import-untyped]
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink, TableOfContents
from mkdocs_jupyter.plugin import Plugin as JupyterPlugin
from mkdocs_static_i18n.plugin import I18n

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


# The plugin makes its files with ``suffix.File``: ours also know the notebooks are pages. The
# plugin has no option for this; it is its open issue ultrabug/mkdocs-static-i18n#198
# ("Incompatible with mkdocs-jupyter plugin"; a pull request that counted the notebooks as pages,
# #172, was closed unmerged), so the class it makes is replaced by this subclass.
i18n_suffix.File = LocalizedFile


def page_language(page: Page) -> str:
    """The language of a page's address: ``zh`` under ``zh/``, else English.

    >>> def page(url: str) -> Page:
    ...     return Page("x", File("x.md", "lessons", "site", True, dest_uri=url + "index.html"), {})
    >>> page_language(page("zh/02-trumps/")), page_language(page(""))
    ('zh', 'en')
    """
    first = page.url.split("/", 1)[0]
    return first if first in LANGUAGES and first != DEFAULT else DEFAULT


def is_translated(page: Page) -> bool:
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


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Markdown headings get their ids from :func:`heading_slug` (the ``toc`` extension)."""
    config.mdx_configs.setdefault("toc", {})["slugify"] = heading_slug
    return config


def on_page_markdown(
    markdown: str, *, page: Page, config: MkDocsConfig, files: Files
) -> str | None:
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


def _entries(toc: Iterable[AnchorLink]) -> list[AnchorLink]:
    """The entries of a table of contents, depth first (in the order of the page's headings)."""
    return [item for entry in toc for item in (entry, *_entries(entry.children))]


def toc_titles(html: str, toc: Iterable[AnchorLink]) -> None:
    """A notebook's table of contents says what its headings say, inline code included.

    mkdocs-jupyter makes a notebook's contents from its Markdown with every `code span` cut out,
    so ``## 一个 `RuleSet`，许多选项`` was listed as ``一个 ，许多选项``. The rendered headings
    still hold the code: each entry takes its heading's words (when they pair one to one).

    >>> items = [AnchorLink("一个 ，许多选项", "x", 2)]
    >>> toc_titles('<h2 id="x">一个 <code>RuleSet</code>，许多选项<a class="anchor-link" href="#x">¶</a></h2>', items)
    >>> items[0].title
    '一个 RuleSet，许多选项'
    """
    items = _entries(toc)
    headings = list(_HEADING.finditer(html))
    if len(headings) != len(items):
        return
    for match, item in zip(headings, items, strict=True):
        inner = _ANCHOR_LINK.sub("", match.group(4)[1:].split(">", 1)[1].rsplit("</h", 1)[0])
        words = " ".join(html_text.unescape(re.sub(r"<[^>]*>", "", inner)).split())
        if words:
            item.title = html_text.escape(words, quote=False)


def align_toc(html: str, toc: TableOfContents) -> str:
    """Give a notebook's headings and its table of contents the same ids, that keep Chinese.

    mkdocs-jupyter makes a notebook's contents with Python-Markdown's slugs, which drop Chinese
    (``#_1``), and its headings with nbconvert's, which leave a Chinese heading no id at all: the
    contents led nowhere. Both come from the same Markdown headings, in the same order; where
    they disagree, both get :func:`slug` of the heading. Pages where they agree are unchanged.
    """
    items = _entries(toc)
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


def on_nav(nav: Navigation, *, config: MkDocsConfig, files: Files) -> Navigation | None:
    """Remember each page's navigation title, translated (the plugin translates them later)."""
    i18n = config.plugins.get("i18n")
    translations: dict[str, str] = {}
    if isinstance(i18n, I18n):
        translations = i18n.current_language_config.nav_translations or {}
    _NAV_TITLES.clear()
    for page in nav.pages:
        if page.title:
            _NAV_TITLES[page.file.src_uri] = translations.get(page.title, page.title)
    return nav


_FIRST_H1 = re.compile(r"</h1>", re.I)


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str | None:
    """A notebook's contents say what its headings say and lead to them.

    An English text on a Chinese page says it is not translated.
    """
    notebook = Path(page.file.src_path).suffix in NOTEBOOKS
    if notebook:
        toc_titles(html, page.toc)
    if page_language(page) == DEFAULT:
        return html
    if notebook:
        html = align_toc(html, page.toc)
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


#: The executed notebooks each language's build used (mkdocs-jupyter's cache files).
_USED_NOTEBOOKS: set[Path] = set()


@event_priority(
    10
)  # before mkdocs-jupyter's own, which deletes the cache files its build did not use
def on_post_build(*, config: MkDocsConfig) -> None:
    """Keep the executed notebooks of every language, not only of the language just built.

    mkdocs-jupyter deletes the cached notebooks its build did not use: each language's build
    deleted the other's, and every build ran the Chinese lessons (and their English ones) again.
    Until the last language, it keeps them all; then it deletes what no language used. (Its
    record of them, ``_used_cache_paths``, is the plugin's own: it offers no other.)
    """
    jupyter, i18n = config.plugins.get("mkdocs-jupyter"), config.plugins.get("i18n")
    if not isinstance(jupyter, JupyterPlugin) or not isinstance(i18n, I18n):
        return
    _USED_NOTEBOOKS.update(jupyter._used_cache_paths)
    if i18n.current_language != i18n.build_languages[-1]:
        jupyter._used_cache_paths = set(Path(jupyter.config["cache_dir"]).glob("*.json"))
    else:
        jupyter._used_cache_paths = set(_USED_NOTEBOOKS)
        _USED_NOTEBOOKS.clear()
