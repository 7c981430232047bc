// The words of the puzzles' front-end (widgets/static/puzzle.js), which stays standalone for
// anywidget and is given them as its model's "words": {message key: Chinese} for every message it
// says, from the project's catalogue (tractor_core.text.scripts.script_table), written in by the
// site's build (sitebuild/hooks.py script_data). In Jupyter the widget's "words" trait carries
// the same. An entry of its own in the bundle, loaded with the front-end on a page with puzzles.
import WORDS from "tractor:data/puzzle-words";

export { WORDS };
