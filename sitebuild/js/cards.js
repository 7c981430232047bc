// The card pictures: the deck's pieces (tractor_core.words.svg.deck_sprite, with 大王 / 小王
// marked for the Chinese font), written in by the site's build (esbuild's define, see
// sitebuild/hooks.py), and the faces drawn from them. In Jupyter the widget's "deck" trait
// carries the same pieces; the faces are the puzzles' own (widgets/static/puzzle.js).
/* global TRACTOR_DECK */
export const DECK = typeof TRACTOR_DECK === "string" ? TRACTOR_DECK : null;
export { ensureDeck, faceSvg } from "../../widgets/static/puzzle.js";
