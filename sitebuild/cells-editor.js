// A lesson's code cell, editable and runnable (issue #20): what tractor-cells.js loads when a
// reader first unfolds a code cell. The build bundles this module with CodeMirror 6 (npm
// codemirror, @codemirror/lang-python; sitebuild/hooks.py _bundle_editor) into
// assets/tractor/cells-editor.js. The cell becomes an editor with Run (or Shift+Enter) and Reset;
// it runs in the page's own Python, the one the puzzles use (tractor-runtime.js call/ready),
// through lesson_runner.run_cell_json: the cells above it run first, once, in lesson order. Its
// output replaces the cell's output under it; Reset brings back the original code and output.
// Edits are kept in localStorage per lesson ("tractor-cells:<lesson>") until reset.
//
// The build marks each folded cell <details class="tc-code" data-tc-lesson data-tc-cell>
// (hooks.py _mark_cells); the cell's original code is the text of mkdocs-jupyter's copy-button
// source (.clipboard-copy-txt).

import { EditorView, minimalSetup } from "codemirror";
import { keymap, lineNumbers } from "@codemirror/view";
import { Prec } from "@codemirror/state";
import { indentUnit, syntaxHighlighting } from "@codemirror/language";
import { classHighlighter } from "@lezer/highlight";
import { python } from "@codemirror/lang-python";

const STORE_PREFIX = "tractor-cells:";
const CELLS = "details.tc-code[data-tc-cell]";
let runtime = null;
let queue = Promise.resolve();

// ------------------------------------------------------------------ the reader's edits
function readEdits(lesson) {
  try {
    const edits = JSON.parse(window.localStorage.getItem(STORE_PREFIX + lesson) || "{}");
    return edits && typeof edits === "object" ? edits : {};
  } catch {
    return {};
  }
}

function writeEdit(lesson, index, code) {
  const edits = readEdits(lesson);
  if (code === null) delete edits[index];
  else edits[index] = code;
  try {
    if (Object.keys(edits).length) window.localStorage.setItem(STORE_PREFIX + lesson, JSON.stringify(edits));
    else window.localStorage.removeItem(STORE_PREFIX + lesson);
  } catch { /* private mode or full: the edit lives as long as the page */ }
}

// The fold says "· edited" while the reader's edit is kept (tractor-cells.js marks it on load).
function markEdited(details, edited) {
  details.classList.toggle("tc-edited", edited);
  const mark = details.querySelector(":scope > summary > .tc-cell-edited");
  if (edited && !mark) {
    const span = document.createElement("span");
    span.className = "tc-cell-edited";
    span.textContent = " · edited";
    details.querySelector(":scope > summary").append(span);
  } else if (!edited && mark) {
    mark.remove();
  }
}

// ------------------------------------------------------------------ the lesson's cells
const cellsOf = (lesson) => [...document.querySelectorAll(CELLS)].filter((d) => d.dataset.tcLesson === lesson)
  .sort((a, b) => a.dataset.tcCell - b.dataset.tcCell);

function original(details) {
  return details.querySelector(".clipboard-copy-txt")?.textContent ?? "";
}

// The code a cell runs now: the editor's, else the reader's kept edit, else the lesson's.
function currentCode(details) {
  if (details.tcEditor) return details.tcEditor.state.doc.toString();
  const edit = readEdits(details.dataset.tcLesson)[details.dataset.tcCell];
  return typeof edit === "string" ? edit : original(details);
}

// ------------------------------------------------------------------ output
function cellRoot(details) {
  return details.closest(".jp-Cell") || details.parentElement;
}

function pageOutput(details) {
  const wrapper = cellRoot(details).querySelector(":scope > .jp-Cell-outputWrapper");
  return wrapper && !wrapper.classList.contains("tc-cell-output") ? wrapper : null;
}

function outputNode(details) {
  let node = cellRoot(details).querySelector(":scope > .tc-cell-output");
  if (!node) {
    node = document.createElement("div");
    node.className = "tc-cell-output";
    node.setAttribute("aria-live", "polite");
    const page = pageOutput(details);
    (page || details).after(node);
  }
  return node;
}

function svgImage(svg) {
  // As the built page shows a picture: an <img> with its text alternative (the SVG's aria-label).
  const img = document.createElement("img");
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  img.alt = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? "A picture of cards";
  return img;
}

function rendered(item) {
  const node = document.createElement("div");
  node.className = `tc-cell-out tc-cell-${item.type}`;
  if (item.type === "stream" || item.type === "text") {
    const pre = document.createElement("pre");
    pre.textContent = item.text;
    pre.tabIndex = 0; // long printed output scrolls: reachable from the keyboard
    if (item.name === "stderr") pre.className = "tc-cell-stderr";
    node.append(pre);
  } else if (item.type === "svg") {
    node.append(svgImage(item.svg));
  } else if (item.type === "html") {
    node.innerHTML = item.html; // what the reader's own code made, in the reader's own page
    node.querySelectorAll("table").forEach((table) => {
      if (table.parentElement.classList.contains("tc-table")) return;
      const box = document.createElement("div");
      box.className = "tc-table";
      box.tabIndex = 0;
      table.replaceWith(box);
      box.append(table);
    });
  }
  return node;
}

function errorNode(error, index) {
  const node = document.createElement("div");
  node.className = "tc-cell-error";
  node.setAttribute("role", "alert");
  const head = document.createElement("p");
  const name = document.createElement("strong");
  const above = error.cell !== null && error.cell !== undefined && error.cell !== index;
  name.textContent = above ? `Cell ${error.cell + 1} above (it runs first) failed: ${error.type}` : error.type;
  head.append(name, `: ${error.message}`);
  if (error.line) head.append(` (line ${error.line}${above ? ` of cell ${error.cell + 1}` : ""})`);
  node.append(head);
  if (error.token) {
    const token = document.createElement("p");
    token.className = "tc-cell-token";
    const code = document.createElement("code");
    code.textContent = error.token;
    token.append("The engine could not read ", code, ".");
    node.append(token);
  }
  if (error.traceback) {
    const more = document.createElement("details");
    const summary = document.createElement("summary");
    summary.textContent = "Show the traceback";
    const pre = document.createElement("pre");
    pre.tabIndex = 0; // it may scroll sideways: reachable from the keyboard
    pre.setAttribute("aria-label", "Traceback");
    pre.textContent = error.traceback;
    more.append(summary, pre);
    node.append(more);
  }
  return node;
}

function show(details, answer) {
  const index = Number(details.dataset.tcCell);
  const node = outputNode(details);
  node.replaceChildren(...answer.outputs.map(rendered));
  if (answer.error) node.append(errorNode(answer.error, index));
  if (answer.ok && !answer.outputs.length) {
    const none = document.createElement("p");
    none.className = "tc-cell-none";
    none.textContent = "Ran: this cell shows nothing.";
    node.append(none);
  }
  node.dataset.state = answer.ok ? "ok" : "error";
  const page = pageOutput(details);
  if (page) page.hidden = true;
  node.hidden = false;
}

// ------------------------------------------------------------------ running
async function engine() {
  runtime ||= import("./tractor-runtime.js");
  return runtime;
}

function run(details) {
  const lesson = details.dataset.tcLesson;
  const index = Number(details.dataset.tcCell);
  const status = details.querySelector(".tc-cell-status");
  const button = details.querySelector(".tc-cell-run");
  status.textContent = "Running…";
  button.disabled = true;
  details.classList.add("tc-busy");
  queue = queue.then(async () => {
    try {
      const { call, ready } = await engine();
      await ready();
      const started = performance.now();
      const answer = await call("lesson_runner", "run_cell_json", {
        lesson,
        cells: cellsOf(lesson).map(currentCode),
        index,
        traceback: true,
      });
      performance.measure(`tractor:cell:${lesson}:${index}`, { start: started });
      show(details, answer);
      const before = answer.ran.length ? ` (after the ${answer.ran.length} cell${answer.ran.length > 1 ? "s" : ""} above it)` : "";
      status.textContent = answer.ok ? `Ran${before}.` : "The cell stopped with an error.";
    } catch (err) {
      show(details, { ok: false, outputs: [], ran: [], error: { type: "The page's Python", message: `could not run the cell: ${err.message}`, cell: index } });
      status.textContent = "Could not run.";
    } finally {
      button.disabled = false;
      details.classList.remove("tc-busy");
      details.dataset.tcRuns = String(Number(details.dataset.tcRuns || 0) + 1); // for tests
    }
  });
  return queue;
}

function reset(details) {
  const { tcEditor: view } = details;
  const code = original(details);
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
  writeEdit(details.dataset.tcLesson, details.dataset.tcCell, null);
  cellRoot(details).querySelector(":scope > .tc-cell-output")?.remove();
  const page = pageOutput(details);
  if (page) page.hidden = false;
  markEdited(details, false);
  details.querySelector(".tc-cell-status").textContent = "Original code and output back.";
}

// ------------------------------------------------------------------ the editor
function button(text, className, label) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = `md-button tc-cell-button ${className}`;
  node.textContent = text;
  if (label) node.setAttribute("aria-label", label);
  return node;
}

let warmed = null;

export function enhance(details) {
  if (details.tcEditor) return;
  // While the reader reads the code: start the engine and import the runner and what the
  // lessons' first cells import, so that the first Run is quick.
  warmed ||= engine().then(({ ready, call }) => ready().then(() => call("lesson_runner", "warm_json"))).catch(() => {});
  const lesson = details.dataset.tcLesson;
  const index = Number(details.dataset.tcCell);
  const input = details.querySelector(".jp-Cell-inputWrapper");
  const bar = document.createElement("div");
  bar.className = "tc-cell-bar";
  const runButton = button("Run ▶", "tc-cell-run", `Run cell ${index + 1}`);
  const resetButton = button("Reset", "tc-cell-reset", `Reset cell ${index + 1} to the lesson's code`);
  const status = document.createElement("span");
  status.className = "tc-cell-status";
  status.setAttribute("role", "status");
  const hint = document.createElement("span");
  hint.className = "tc-cell-hint";
  hint.textContent = "Shift+Enter runs the cell · Tab leaves the editor";
  bar.append(runButton, resetButton, status, hint);
  const host = document.createElement("div");
  host.className = "tc-cell-editor";
  const saveEdits = EditorView.updateListener.of((update) => {
    if (!update.docChanged) return;
    const code = update.state.doc.toString();
    const edited = code !== original(details);
    writeEdit(lesson, index, edited ? code : null);
    markEdited(details, edited);
  });
  const runKeys = Prec.highest(keymap.of([
    { key: "Shift-Enter", run: () => { run(details); return true; } },
    { key: "Mod-Enter", run: () => { run(details); return true; } },
  ]));
  details.tcEditor = new EditorView({
    doc: currentCode(details),
    parent: host,
    extensions: [
      runKeys,
      minimalSetup,
      lineNumbers(),
      indentUnit.of("    "),
      python(),
      syntaxHighlighting(classHighlighter),
      EditorView.contentAttributes.of({ "aria-label": `Code of cell ${index + 1}, editable` }),
      EditorView.lineWrapping,
      saveEdits,
    ],
  });
  markEdited(details, currentCode(details) !== original(details));
  runButton.addEventListener("click", () => run(details));
  resetButton.addEventListener("click", () => reset(details));
  (input || details.querySelector("summary")).after(host, bar);
  details.classList.add("tc-runnable");
}

// For tests and benchmarks.
window.tractorCells = { run, cellsOf };
