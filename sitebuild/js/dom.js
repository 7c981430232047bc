// Building the page: h(tag, attrs, ...children), the one element builder of every script.
// It lives in the puzzles' front-end (widgets/static/puzzle.js), which must stay one standalone
// ES module (anywidget loads it as it is in Jupyter); the site's scripts take it from there, and
// the build (sitebuild/bundle.mjs) shares it between them in one chunk.
// Attributes are set as attributes (value, checked too: a redraw compares nodes by them).
export { h } from "../../widgets/static/puzzle.js";
