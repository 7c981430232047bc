// The site's header from the keyboard (imported by tractor-live.js at the first key pressed; it
// lives as long as the tab's document, across Material's instant navigation).
//
// Material's light/dark toggle is a label for a hidden radio, which has the focus: Enter
// switches it, Space did nothing. Its menu button (a label for the drawer's hidden checkbox)
// could not be focused (a11y_hook.py gives it a role, a tab stop and a name); Material clicks
// a focused label on Enter, not on Space. The closed drawer is out of the Tab order (a11y.css);
// opened from the keyboard, it takes the focus; Escape closes it.
const PALETTE = "input.md-option";
const shown = (input) => !input.nextElementSibling?.hidden;
// The focus ring is drawn on the label after the focused radio: the focus goes to the radio
// whose label is shown (Tab enters the group at its first radio, none being checked).
const toShown = (t) => { if (t?.matches?.(PALETTE) && !shown(t)) [...t.form.elements].find(shown)?.focus(); };
document.addEventListener("focusin", (e) => toShown(e.target));
toShown(document.activeElement); // the focus that brought this module here
document.addEventListener("keydown", (e) => {
  const t = e.target;
  const drawer = document.getElementById("__drawer");
  const menu = document.querySelector('label[for="__drawer"][tabindex]');
  if (e.key === " " && t.matches?.(PALETTE)) {
    e.preventDefault();
    const all = [...t.form.elements];
    const next = all[(all.findIndex(shown) + 1) % all.length];
    next.click();
    next.focus();
  } else if (t === menu && (e.key === " " || e.key === "Enter")) {
    if (e.key === " ") {
      e.preventDefault();
      menu.click();
    }
    setTimeout(() => { // after Material's own Enter
      const nav = drawer.checked && document.querySelector(".md-nav--primary");
      if (nav) {
        nav.tabIndex = -1;
        nav.focus();
      }
    });
  } else if (e.key === "Escape" && drawer?.checked && menu) {
    menu.click();
    menu.focus();
  }
});
window.tractorKeys = true; // for tests: the keys are handled from now on
