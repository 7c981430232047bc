"""mkdocs hook for the site's search: index what a reader reads, not the code.

Material's search plugin indexes a page's HTML; the lessons' code cells (``In [n]``, imports,
engine calls) would fill the index with ``tractor_core`` and ``import``. The code of each cell,
its ``In [n]`` / ``Out[n]`` prompts, its copy button and the copy's hidden text are marked ``data-search-exclude``, which
the plugin skips; the outputs (the engine's sentences) and the prose stay searchable. The marks go
on elements with no nested element of the same tag: the plugin matches elements by tag, so a mark
on an outer ``<div>`` ends at the first inner ``</div>``. Chinese is segmented by jieba with the
glossary's terms (``sitebuild/jieba-terms.txt``, configured in ``mkdocs.yml``). Pasted text is searched too.
"""

from __future__ import annotations

from typing import Any

#: (what mkdocs-jupyter writes, the same marked as excluded from search)
MARKS = (
    (
        '<div class="highlight-ipynb hl-python"><pre>',
        '<div class="highlight-ipynb hl-python"><pre data-search-exclude>',
    ),
    (
        '<div class="jp-InputPrompt jp-InputArea-prompt">',
        '<div class="jp-InputPrompt jp-InputArea-prompt" data-search-exclude>',
    ),
    (
        '<div class="jp-OutputPrompt jp-OutputArea-prompt">',
        '<div class="jp-OutputPrompt jp-OutputArea-prompt" data-search-exclude>',
    ),
    ("<clipboard-copy ", "<clipboard-copy data-search-exclude "),
    ('<div class="clipboard-copy-txt" ', '<div class="clipboard-copy-txt" data-search-exclude '),
)


def exclude_code(html: str) -> str:
    """Mark the code, the prompts and the copy buttons of ``html`` as excluded from search.

    >>> exclude_code('<div class="highlight-ipynb hl-python"><pre>import x</pre></div>')
    '<div class="highlight-ipynb hl-python"><pre data-search-exclude>import x</pre></div>'
    """
    for plain, marked in MARKS:
        html = html.replace(plain, marked)
    return html


#: Material searches on ``keyup`` (and focus) of the search box: text pasted with the mouse, put
#: in by an input method, or set by a script fires ``input`` but no ``keyup``, and was not searched
#: ("Type to start searching" stayed) until the next key. This turns such an ``input`` into a
#: ``keyup`` for Material.
SEARCH_ON_INPUT = """<script>
addEventListener("input", (event) => {
  const box = event.target;
  if (event.isComposing || !(box instanceof Element)) return;
  if (box.matches("[data-md-component=search-query]")) box.dispatchEvent(new KeyboardEvent("keyup"));
});
</script>"""


def on_post_page(output: str, **_: Any) -> str:
    """Search what is pasted or composed, not only what is typed key by key."""
    return output.replace("</body>", SEARCH_ON_INPUT + "</body>", 1)


def on_page_content(html: str, **_: Any) -> str:
    """Before the search plugin reads the page (``on_page_context``), exclude its code."""
    return exclude_code(html)
