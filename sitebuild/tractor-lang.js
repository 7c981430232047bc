// The language switch (Material's header menu; its links are set per page by
// sitebuild/i18n_hook.py to the same page in the other language).
// - Material's instant navigation does not redraw the header: the menu's links are set again from
//   the new page's <link rel="tc-alternate" hreflang> in the head (which instant navigation does
//   update; not rel="alternate", for which Material would fetch a sitemap.xml beside each page).
// - Choosing a language in this menu is a full page load (the header, the search index and the
//   puzzles are in the page's language) and is remembered under its own key ("tractor-site-lang"):
//   the English home page opened afresh then goes to the Chinese one. The page's language decides
//   the puzzles' and the tools'; a puzzle's own 中文 / English button changes that puzzle only
//   and is not remembered (issue 28, item 5), so it never sends a reader to the other site.

const LANG_KEY = "tractor-site-lang";
const pageLang = () => ((document.documentElement.lang || "en").startsWith("zh") ? "zh" : "en");

function chosen() {
  try { return window.localStorage.getItem(LANG_KEY); } catch { return null; }
}

function remember(lang) {
  try { window.localStorage.setItem(LANG_KEY, lang); } catch { /* private mode */ }
}

function alternate(lang) {
  return document.head.querySelector(`link[rel="tc-alternate"][hreflang="${lang}"]`);
}

function syncSwitch() {
  for (const link of document.querySelectorAll(".md-select__link[hreflang]")) {
    const alt = alternate(link.getAttribute("hreflang"));
    if (alt) link.href = alt.href;
  }
}

addEventListener("click", (event) => {
  const link = event.target instanceof Element && event.target.closest(".md-select__link[hreflang]");
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const lang = link.getAttribute("hreflang");
  remember(lang);
  if (lang === pageLang()) return;
  event.preventDefault();
  event.stopImmediatePropagation(); // not Material's instant navigation: a full load
  // the same place on the other page: the rules' anchors (<a id="rule.id">) are in both languages
  const target = new URL(link.href);
  if (!target.hash) target.hash = window.location.hash;
  window.location.assign(target.href);
}, true);

// A reader who chose Chinese and opens the English home page afresh (a bookmark, a typed
// address; not a link from this site) gets the Chinese home page.
function welcome() {
  const zh = alternate("zh");
  const fromHere = document.referrer && new URL(document.referrer).origin === window.location.origin;
  if (pageLang() !== "en" || !zh || fromHere || chosen() !== "zh") return;
  if (new URL(zh.href).pathname.endsWith("/zh/")) window.location.replace(zh.href);
}

welcome();
syncSwitch();
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(syncSwitch);
}
