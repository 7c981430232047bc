"""mkdocs hook for the site's search: index what a reader reads, not the code.

Material's search plugin indexes a page's HTML; the lessons' code cells (imports, engine calls)
would fill the index with ``tractor_core`` and ``import``. The code of each cell, its copy button
and the copy's hidden text are marked ``data-search-exclude``, which the plugin skips; the outputs (the engine's sentences) and the prose stay searchable. The marks go
on elements with no nested element of the same tag: the plugin matches elements by tag, so a mark
on an outer ``<div>`` ends at the first inner ``</div>``. Chinese is segmented by jieba with the
glossary's terms (``sitebuild/jieba-terms.txt``, configured in ``mkdocs.yml``). Pasted text is
searched too (``sitebuild/inline/search-on-input.js``).

Each language searches its own pages: the i18n plugin writes one index of both languages; after
the last build it is split (:func:`split_index`) into ``search/search_index.json`` (English) and
``zh/search/search_index.json`` (the pages under ``/zh/``), and a Chinese page asks for its own
(``sitebuild/inline/search-language.js``, written into the page by ``overrides/main.html``).
"""

from __future__ import annotations

import json
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs_static_i18n.plugin import I18n

#: (what mkdocs-jupyter writes, the same marked as excluded from search)
MARKS = (
    (
        '<div class="highlight-ipynb hl-python"><pre>',
        '<div class="highlight-ipynb hl-python"><pre data-search-exclude>',
    ),
    ("<clipboard-copy ", "<clipboard-copy data-search-exclude "),
    ('<div class="clipboard-copy-txt" ', '<div class="clipboard-copy-txt" data-search-exclude '),
    # a puzzle's state (JSON for the page's script): search showed it as '{"kind":"throw",…}'
    ('<template class="tc-state">', '<template class="tc-state" data-search-exclude>'),
)


def exclude_code(html: str) -> str:
    """Mark the code and the copy buttons of ``html`` as excluded from search.

    >>> exclude_code('<div class="highlight-ipynb hl-python"><pre>import x</pre></div>')
    '<div class="highlight-ipynb hl-python"><pre data-search-exclude>import x</pre></div>'
    """
    for plain, marked in MARKS:
        html = html.replace(plain, marked)
    return html


#: The languages with an index of their own, beside the English one at the site's root.
LANGUAGES = ("zh",)


def split_index(site: Path, languages: tuple[str, ...] = LANGUAGES) -> dict[str, int]:
    """Split the site's search index into one per language; the number of entries of each.

    >>> import tempfile
    >>> site = Path(tempfile.mkdtemp())
    >>> (site / "search").mkdir()
    >>> docs = [{"location": "", "text": "a"}, {"location": "zh/x/", "text": "拖拉机"}]
    >>> _ = (site / "search" / "search_index.json").write_text(json.dumps({"config": {}, "docs": docs}))
    >>> split_index(site)
    {'en': 1, 'zh': 1}
    >>> json.loads((site / "zh" / "search" / "search_index.json").read_text())["docs"][0]["text"]
    '拖拉机'
    """
    path = site / "search" / "search_index.json"
    index = json.loads(path.read_text(encoding="utf-8"))
    docs = index["docs"]
    counts = {}
    for lang in languages:
        own = [doc for doc in docs if doc["location"].startswith(f"{lang}/")]
        target = site / lang / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps({**index, "docs": own}, ensure_ascii=False), encoding="utf-8")
        counts[lang] = len(own)
    prefixes = tuple(f"{lang}/" for lang in languages)
    english = [doc for doc in docs if not doc["location"].startswith(prefixes)]
    path.write_text(json.dumps({**index, "docs": english}, ensure_ascii=False), encoding="utf-8")
    return {"en": len(english), **counts}


@event_priority(-200)  # after the i18n plugin's last build has written the index of both languages
def on_post_build(*, config: MkDocsConfig) -> None:
    """One index per language, once every language is built."""
    plugin = config.plugins.get("i18n")
    if not isinstance(plugin, I18n) or plugin.building:
        return
    site = Path(config.site_dir)
    if (site / "search" / "search_index.json").exists():
        split_index(site)


def on_page_content(html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str | None:
    """Before the search plugin reads the page (``on_page_context``), exclude its code."""
    return exclude_code(html)
