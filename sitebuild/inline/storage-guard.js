// What the browser stored for Material can never break a page.
//
// Material keeps the reader's palette (light/dark) and other choices in localStorage as JSON
// under "<site path>.__<name>" and reads them without checking: a truncated value or one of the
// wrong shape (an old version, a hand edit, another tool) made the header lose its dark-mode
// toggle and left search on "Initializing search". This runs right after Material defines its
// storage helpers (partials/javascripts/base.html) and before anything reads them
// (overrides/main.html, block extrahead): it removes any stored value that is not JSON and a
// palette that does not have Material's shape; the page then starts from its defaults. The
// site's own keys (puzzle progress) are checked by their own readers.
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
