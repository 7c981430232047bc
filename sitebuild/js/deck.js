// The card pieces every card picture is drawn with (tractor_core.words.svg.deck_sprite, with
// 大王 / 小王 marked for the Chinese font), written in by the site's build (sitebuild/hooks.py
// script_data). In Jupyter the widget's "deck" trait carries the same; the faces are drawn by
// the puzzles' front-end (widgets/static/puzzle.js faceSvg, ensureDeck). An entry of its own in
// the bundle: only the pages that draw cards load it.
import DECK from "tractor:data/deck";

export { DECK };
