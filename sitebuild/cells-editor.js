// A lesson's code cell, editable and runnable (issue #20): what tractor-cells.js loads when a
// reader first unfolds a code cell. The build bundles this module with CodeMirror 6 (npm
// codemirror, @codemirror/lang-python; sitebuild/hooks.py _bundle_editor) into
// assets/tractor/cells-editor.js. The cell becomes an editor with Run (or Shift+Enter), Stop and
// Reset; it runs in the cells' own Python (js/cells-python.js callCells: a worker apart from the
// puzzles', so a puzzle answers while a cell computes), through lesson_runner.run_cell_json: the
// cells above it run first, once, in lesson order. Stop ends that worker (the only sure way to
// stop code that never returns to Python, e.g. sum(range(10**10))) and a fresh one starts; the
// cells above run again before the next run. Its output replaces the cell's output under it, in
// a scroll box when long, a notice about it on top; Reset brings back the original code and
// output. Edits are kept in localStorage per lesson ("tractor-cells:<lesson>") until reset.
// Every word comes from sitebuild/lesson_runner/words.py (written in at build time), in the
// page's language.
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
import CELL_WORDS from "tractor:data/cell-words";

const STORE_PREFIX = "tractor-cells:";
const CELLS = "details.tc-code[data-tc-cell]";
let runtime = null;
let queue = Promise.resolve();
// The cells' words in both languages (sitebuild/lesson_runner/words.py), written in by the
// site's build (sitebuild/hooks.py script_data); the page's language picks.
const WORDS = CELL_WORDS;
let T = {}; // the words, in the page's language (enhance)
let active = null; // the run in the cells' Python now (run: its job)

// A sentence with its {values} filled in: text, or (nodes) a list of text and nodes.
function fill(template, values = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
}
function fillNodes(template, values) {
  return String(template ?? "").split(/(\{\w+\})/).filter(Boolean)
    .map((part) => { const name = /^\{(\w+)\}$/.exec(part)?.[1]; return name && name in values ? values[name] : part; });
}

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
    span.textContent = T.edited;
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
    pre.textContent = item.text; // long output scrolls in the output's box (show)
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
  name.textContent = above ? fill(T.aboveFailed, { cell: error.cell + 1, type: error.type }) : error.type;
  head.append(name, `: ${error.message}`);
  if (error.line) head.append(" ", fill(above ? T.lineOf : T.line, { line: error.line, cell: error.cell + 1 }));
  node.append(head);
  if (error.token) {
    const token = document.createElement("p");
    token.className = "tc-cell-token";
    const code = document.createElement("code");
    code.textContent = error.token;
    token.append(...fillNodes(T.badToken, { token: code }));
    node.append(token);
  }
  if (error.traceback) {
    const more = document.createElement("details");
    const summary = document.createElement("summary");
    summary.textContent = T.traceback;
    const pre = document.createElement("pre");
    pre.tabIndex = 0; // it may scroll sideways: reachable from the keyboard
    pre.setAttribute("aria-label", T.tracebackLabel);
    pre.textContent = error.traceback;
    more.append(summary, pre);
    node.append(more);
  }
  return node;
}

// A cell cut short by the runner's limits (its output too long): the notice comes first, not
// under 50,000 px of output.
const CUT_SHORT = new Set(["OutputLimitError", "TimeLimitError"]);

function show(details, answer) {
  const index = Number(details.dataset.tcCell);
  const node = outputNode(details);
  // What the cell showed, in a box that scrolls when long (focusable and named only then).
  const box = document.createElement("div");
  box.className = "tc-cell-scroll";
  box.append(...answer.outputs.map(rendered));
  const error = answer.error ? errorNode(answer.error, index) : null;
  const parts = answer.outputs.length ? [box] : [];
  if (error && CUT_SHORT.has(answer.error.type)) parts.unshift(error);
  else if (error) parts.push(error);
  node.replaceChildren(...parts);
  if (answer.ok && !answer.outputs.length) {
    const none = document.createElement("p");
    none.className = "tc-cell-none";
    none.textContent = answer.stopped ? T.stopped : T.none;
    node.append(none);
  }
  node.dataset.state = answer.stopped ? "stopped" : answer.ok ? "ok" : "error";
  const page = pageOutput(details);
  if (page) page.hidden = true;
  node.hidden = false;
  if (box.isConnected && box.scrollHeight > box.clientHeight + 1) {
    box.tabIndex = 0;
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", fill(T.outputLabel, { n: index + 1 }));
  }
}

// ------------------------------------------------------------------ running
async function engine() {
  runtime ||= import("./js/cells-python.js");
  return runtime;
}

function busy(details, on) {
  details.classList.toggle("tc-busy", on);
  details.querySelector(".tc-cell-run").disabled = on;
  const stop = details.querySelector(".tc-cell-stop");
  if (!on && stop === document.activeElement) details.querySelector(".tc-cell-run").focus();
  stop.hidden = !on;
}

function run(details) {
  const lesson = details.dataset.tcLesson;
  const index = Number(details.dataset.tcCell);
  const status = details.querySelector(".tc-cell-status");
  if (details.tcJob) return queue; // already running or waiting its turn (Stop ends it)
  const job = { details, settled: false };
  // The end of a run, once: its output and status shown, the cell's buttons back.
  job.settle = (answer, text) => {
    if (job.settled) return;
    job.settled = true;
    show(details, answer);
    status.textContent = text;
    if (active === job) active = null;
    delete details.dataset.tcPhase;
    if (details.tcJob === job) {
      details.tcJob = null;
      busy(details, false);
    }
    details.dataset.tcRuns = String(Number(details.dataset.tcRuns || 0) + 1); // for tests
  };
  details.tcJob = job;
  status.textContent = T.running;
  busy(details, true);
  queue = queue.then(async () => {
    if (job.settled) return; // stopped while it waited its turn
    try {
      active = job;
      const { callCells, cellsReady } = await engine();
      const starting = setTimeout(() => { if (!job.settled) status.textContent = T.starting; }, 400);
      await cellsReady().finally(() => clearTimeout(starting));
      status.textContent = T.running;
      details.dataset.tcPhase = "running"; // handed to the cells' Python (for tests)
      const started = performance.now();
      const answer = await callCells("lesson_runner", "run_cell_json", {
        lesson,
        cells: cellsOf(lesson).map(currentCode),
        index,
        traceback: true,
      });
      performance.measure(`tractor:cell:${lesson}:${index}`, { start: started });
      const n = answer.ran.length;
      job.settle(answer, !answer.ok ? T.failed : n === 0 ? T.ran : n === 1 ? T.ranAfterOne : fill(T.ranAfter, { count: n }));
    } catch (err) {
      if (err.stopped) stopped(job);
      else {
        const error = { type: T.pagePython, message: fill(T.couldNotRun, { message: err.message }), cell: index };
        job.settle({ ok: false, outputs: [], ran: [], error }, T.couldNot);
      }
    } finally {
      if (active === job) active = null;
    }
  });
  return queue;
}

function stopped(job) {
  job.settle({ ok: true, stopped: true, outputs: [], ran: [], error: null }, T.stoppedStatus);
}

// Stop: a run still waiting for its turn is dropped at once; the one running ends with the
// cells' Python, which starts afresh (js/cells-python.js stopCells).
async function stop(details) {
  const job = details.tcJob;
  if (!job) return;
  if (active !== job) { stopped(job); return; }
  const { stopCells } = await engine();
  stopCells(); // its call fails with error.stopped: the run settles as stopped
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
  details.querySelector(".tc-cell-status").textContent = T.resetDone;
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
  T = WORDS[document.documentElement.lang.startsWith("zh") ? "zh" : "en"] || WORDS.en || {};
  // While the reader reads the code: start the cells' Python and import the runner and what the
  // lessons' first cells import, so that the first Run is quick.
  warmed ||= engine().then(({ callCells }) => callCells("lesson_runner", "warm_json")).catch(() => {});
  const lesson = details.dataset.tcLesson;
  const index = Number(details.dataset.tcCell);
  const input = details.querySelector(".jp-Cell-inputWrapper");
  const bar = document.createElement("div");
  bar.className = "tc-cell-bar";
  const runButton = button(T.run, "tc-cell-run", fill(T.runLabel, { n: index + 1 }));
  const stopButton = button(T.stop, "tc-cell-stop", T.stopLabel);
  stopButton.hidden = true; // shown while the cell runs or waits its turn
  const resetButton = button(T.reset, "tc-cell-reset", fill(T.resetLabel, { n: index + 1 }));
  const status = document.createElement("span");
  status.className = "tc-cell-status";
  status.setAttribute("role", "status");
  const hint = document.createElement("span");
  hint.className = "tc-cell-hint";
  hint.textContent = T.hint;
  bar.append(runButton, stopButton, resetButton, status, hint);
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
      EditorView.contentAttributes.of({ "aria-label": fill(T.editorLabel, { n: index + 1 }) }),
      EditorView.lineWrapping,
      saveEdits,
    ],
  });
  markEdited(details, currentCode(details) !== original(details));
  runButton.addEventListener("click", () => run(details));
  stopButton.addEventListener("click", () => stop(details));
  resetButton.addEventListener("click", () => reset(details));
  (input || details.querySelector("summary")).after(host, bar);
  details.classList.add("tc-runnable");
}

// For tests and benchmarks.
window.tractorCells = { run, stop, cellsOf };
