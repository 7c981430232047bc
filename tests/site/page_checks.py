"""Checks the browser tests run on any page: axe-core's serious findings, and what reaches past
the content column. One home for both (the sweep of every page, tests/site/test_axe_every_page.py,
runs them together; single tests run them on a page in a state of their own).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: axe-core, pinned in package.json (npm ci puts it here).
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

#: In the page: elements that reach past ``.md-content`` (or make the document scroll sideways),
#: except inside a table's own scroll box or a code block.
OVERFLOW = """
() => {
  const content = document.querySelector(".md-content");
  const limit = content.getBoundingClientRect().right + 1;
  const left = content.getBoundingClientRect().left - 1;
  const doc = document.documentElement;
  const found = [];
  if (doc.scrollWidth > doc.clientWidth + 1) found.push(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
  // A table's own scroll box (ours or Material's) or a code block may scroll sideways; any other
  // box that scrolls or clips (the notebook's own, .jp-Notebook, scrolls it all) does not count.
  const scrolls = (el) => {
    const box = el.parentElement && el.parentElement.closest(".tc-table, .md-typeset__scrollwrap, pre, pre > code");
    if (!box || !content.contains(box)) return false;
    const s = getComputedStyle(box).overflowX;
    return s === "auto" || s === "scroll";
  };
  for (const el of content.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue; // e.g. in a closed <details>
    if ((box.right > limit || box.left < left) && !scrolls(el)) {
      const name = el.tagName.toLowerCase() + (el.className && typeof el.className === "string"
        ? "." + el.className.trim().split(/\\s+/).join(".") : "");
      found.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(el.textContent || "").trim().slice(0, 40)}"`);
    }
  }
  return found;
}
"""


def serious(page: Any, only: tuple[str, ...] = ()) -> list[str]:
    """axe's serious and critical findings on the page (of its rules ``only``, when given)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    options = {"resultTypes": ["violations"], **({"runOnly": list(only)} if only else {})}
    found: list[dict[str, Any]] = page.evaluate(
        """async (options) => (await axe.run(document, options)).violations
            .filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => {
                const data = (n.any[0] || {}).data || {};
                return n.target.join(' ') + (data.fgColor ? ` ${data.fgColor}/${data.bgColor}` : '');
            })}))""",
        options,
    )
    return [f"{v['id']} ({v['impact']}): {v['nodes'][:5]}" for v in found]


def wider_than_the_column(page: Any) -> list[str]:
    """The elements of the page that reach past its content column (see ``OVERFLOW``)."""
    found: list[str] = page.evaluate(OVERFLOW)
    return found
