"""mkdocs hook: what a screen reader or a keyboard needs that the theme and notebooks lack.

* Material's search dialog has ``role="dialog"`` and no name: it gets ``aria-label``.
* Material's menu button (narrow screens: a ``<label>`` for the drawer's hidden checkbox) can
  take the keyboard focus, as a named button (its keys: ``tractor-live.js``).
* Notebook code that scrolls sideways cannot be reached by the keyboard: each code block gets
  ``tabindex="0"``, a ``region`` role and a name.
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

import re
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

CSS = Path(__file__).resolve().parent / "a11y.css"

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


def on_post_page(output: str, *, page: Page, config: MkDocsConfig) -> str | None:
    """Every page: the marks above, in the page's language (its address: ``zh/…``)."""
    return mark(output, page.url.split("/", 1)[0])


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
    """Publish the stylesheet, minified (after the site's slimming: it would not know its rules)."""
    target = Path(config.site_dir) / "assets" / "tractor" / "a11y.css"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(minified(CSS.read_text(encoding="utf-8")), encoding="utf-8")
