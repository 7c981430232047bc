// Material's instant navigation (9.8.1) loads the page again at the first change of its #anchor:
// a link to a heading clicked or followed with Enter (the contents, "Skip to content", a rule's
// link in a puzzle) or the address's # set. The page's puzzles, code cells and practice hand
// were mounted anew, whatever the reader had entered in them lost, and the jump made before
// they were drawn. (Its location$ starts empty, so its "same page?" check passes the first
// time.) A change of this page's anchor is left to the browser:
// - a click on a link to this page: Material leaves a link with a target alone (set as the
//   click starts, so that links drawn later, the puzzles' and the tools', are covered too);
// - the history's popstate of an anchor change (a link followed, the Back button between two
//   parts of one page): not passed on to Material, whose listener comes after this one, and the
//   place the reader was at restored from what Material keeps (history.state, the scroll offset),
//   or else the anchor, or else the top, as Material would.
// Written into every page before Material's bundle (overrides/main.html, block scripts).
(() => {
  const here = () => location.pathname + location.search;
  let shown = here(); // the page whose content is shown (instant navigation swaps it)
  document.addEventListener("DOMContentLoaded", () => window.document$?.subscribe(() => { shown = here(); }));
  document.addEventListener("click", (e) => {
    const link = e.target.closest?.("a[href*='#']");
    if (!link || link.target) return;
    const url = new URL(link.href, location.href);
    if (url.pathname + url.search === here()) link.target = "_self";
  }, true);
  window.addEventListener("popstate", (e) => {
    if (here() !== shown) return; // another page: Material's instant navigation
    e.stopImmediatePropagation();
    const { x, y } = history.state ?? {};
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (typeof y === "number") scrollTo(typeof x === "number" ? x : 0, y);
    else if (target) target.scrollIntoView();
    else scrollTo(0, 0); // (as Material does)
  });
})();
