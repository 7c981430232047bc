"""mkdocs hook: what the browser stored for Material can never break a page.

Material keeps the reader's palette (light/dark) and other choices in ``localStorage`` as JSON
under ``<site path>.__<name>`` and reads them without checking: a truncated value or one of the
wrong shape (an old version, a hand edit, another tool) made the header lose its dark-mode toggle
and left search on "Initializing search". A small script, run right after Material defines its
storage helpers and before anything reads them, removes any stored value that is not JSON and a
palette that does not have Material's shape; the page then starts from its defaults. The site's
own keys (puzzle progress) are checked by their own readers.
"""

from __future__ import annotations

from typing import Any

#: Material's storage helpers, the first script of every page (partials/javascripts/base.html).
HELPERS = "__md_scope=new URL("

GUARD = """<script>
(() => {
  const scope = __md_scope.pathname + ".__";
  const isText = (value) => typeof value === "string";
  const validPalette = (palette) =>
    palette !== null && typeof palette === "object" &&
    Number.isInteger(palette.index) && palette.index >= 0 &&
    palette.color !== null && typeof palette.color === "object" &&
    ["media", "scheme", "primary", "accent"].every((key) => isText(palette.color[key]));
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(scope)) continue;
      let value;
      try {
        value = JSON.parse(localStorage.getItem(key));
      } catch {
        localStorage.removeItem(key);
        continue;
      }
      if (key === scope + "palette" && value !== null && !validPalette(value)) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // storage disabled (private mode, a policy): Material's helpers fail quietly too
  }
})();
</script>"""


def guard_storage(html: str) -> str:
    """Insert the guard right after Material's storage helpers (pages without them unchanged).

    >>> guard_storage('<script>__md_scope=new URL("..",location)</script><p>x</p>').count("validPalette")
    2
    >>> guard_storage("<p>no helpers</p>")
    '<p>no helpers</p>'
    """
    start = html.find(HELPERS)
    if start < 0:
        return html
    end = html.index("</script>", start) + len("</script>")
    return html[:end] + GUARD + html[end:]


def on_post_page(output: str, **_: Any) -> str:
    """Every page checks what Material stored before Material reads it."""
    return guard_storage(output)
