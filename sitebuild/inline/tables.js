// Issue #28: a table wider than its column is stacked, one card a row with each value under its
// column's name (sitebuild/tables.css; the box's name is written by sitebuild/a11y_hook.py); a
// table's box that must still scroll sideways takes the keyboard focus, as a region named by its
// columns. Checked again when the column's width changes and when the web fonts have come, on
// every page Material's instant navigation shows (document$). Written at the end of every page
// (overrides/main.html, block scripts), after Material's bundle.
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
  const observer = new ResizeObserver((entries) => {
    for (const { target, contentRect } of entries) {
      if (widths.get(target) === contentRect.width) continue;
      widths.set(target, contentRect.width);
      fit(target);
    }
  });
  const boxes = () => document.querySelectorAll(".tc-table");
  const watch = () => {
    observer.disconnect();
    for (const box of boxes()) observer.observe(box);
  };
  if (window.document$) window.document$.subscribe(watch);
  else watch();
  document.fonts?.ready.then(() => boxes().forEach(fit));
})();
