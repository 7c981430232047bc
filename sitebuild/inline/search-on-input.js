// Material searches on keyup (and focus) of the search box: text pasted with the mouse, put
// in by an input method, or set by a script fires input but no keyup, and was not searched
// ("Type to start searching" stayed) until the next key. This turns such an input into a
// keyup for Material. Written at the end of every page (overrides/main.html, block scripts).
addEventListener("input", (event) => {
  const box = event.target;
  if (event.isComposing || !(box instanceof Element)) return;
  if (box.matches("[data-md-component=search-query]")) box.dispatchEvent(new KeyboardEvent("keyup"));
});
