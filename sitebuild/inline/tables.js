// Issue #28: a table wider than its column is stacked, one card a row with each value under its
// column's name (sitebuild/tables.css; the box's name is written by sitebuild/a11y_hook.py); a
// table's box that must still scroll sideways takes the keyboard focus, as a region named by its
// columns. Checked again when the column's width changes and when the web fonts have come.
// Written at the end of the article of a page with tables (sitebuild/a11y_hook.py): Material's
// instant navigation runs it again with each such page.
(() => {
  const wide = (box) => box.scrollWidth > box.clientWidth + 1;
  // each data cell's column name (data-label, shown above its value on a card)
  const label = (box) => {
    const names = [...box.querySelectorAll("thead th")].map((th) => th.textContent.trim());
    for (const row of box.querySelectorAll("tbody tr")) {
      [...row.cells].forEach((cell, i) => names[i] && (cell.dataset.label = names[i]));
    }
  };
  const fit = (box) => {
    box.classList.remove("tc-stacked");
    if (wide(box)) {
      label(box);
      box.classList.add("tc-stacked");
    }
    if (wide(box)) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      box.setAttribute("aria-label", box.dataset.tcLabel || "");
    } else {
      for (const name of ["tabindex", "role", "aria-label"]) box.removeAttribute(name);
    }
  };
  const widths = new WeakMap();
  window.tcTables?.disconnect(); // the previous page's
  const observer = (window.tcTables = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      if (widths.get(target) === contentRect.width) continue;
      widths.set(target, contentRect.width);
      fit(target);
    }
  }));
  const boxes = document.querySelectorAll(".tc-table");
  for (const box of boxes) observer.observe(box);
  document.fonts?.ready.then(() => boxes.forEach(fit));
})();
