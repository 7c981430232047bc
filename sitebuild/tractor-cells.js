// A lesson's code, runnable where it is read (issue #20). Loaded by every page (mkdocs.yml), so
// kept tiny: it only watches the folded code cells the build marked (<details class="tc-code"
// data-tc-lesson data-tc-cell>, sitebuild/hooks.py _mark_cells), says "· edited" on the folds
// of cells the reader changed, and on the first unfold of a cell loads the editor
// (cells-editor.js: CodeMirror and the cell's Run/Reset, bundled at build time), its stylesheet
// and the cells' own Python (js/cells-python.js cellsReady: a worker apart from the puzzles'), in
// parallel. Nothing of it loads on a page until then.

const CELLS = "details.tc-code[data-tc-cell]";
let editor = null;
// The fold's word (" · edited") in both languages (sitebuild/lesson_runner/words.py), written in
// by the site's build (sitebuild/hooks.py script_data); the page's language picks. The
// editor's words come with the editor.
import WORDS from "tractor:data/cell-fold";

const words = () => {
  const all = WORDS || {};
  return all[document.documentElement.lang.startsWith("zh") ? "zh" : "en"] || all.en || {};
};

function load() {
  if (!editor) {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.href = new URL("cells.css", import.meta.url).href;
    document.head.append(sheet);
    editor = import("./cells-editor.js");
    import("./js/cells-python.js").then((cells) => cells.cellsReady()).catch(() => {});
  }
  return editor;
}

function open(details) {
  load().then((module) => module.enhance(details), (err) => console.warn("tractor cells:", err));
}

function wire() {
  for (const details of document.querySelectorAll(CELLS)) {
    if (details.tcWired) continue;
    details.tcWired = true;
    let edits = {};
    try {
      edits = JSON.parse(localStorage.getItem(`tractor-cells:${details.dataset.tcLesson}`)) || {};
    } catch { /* none kept */ }
    if (typeof edits[details.dataset.tcCell] === "string") {
      details.classList.add("tc-edited");
      const mark = document.createElement("span");
      mark.className = "tc-cell-edited";
      mark.textContent = words().edited ?? " · edited";
      details.querySelector("summary").append(mark);
    }
    details.addEventListener("toggle", () => details.open && open(details));
    if (details.open) open(details);
  }
}

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(wire); // Material's instant navigation
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", wire);
} else {
  wire();
}
