// The site's one Python runtime: Pyodide with the engine (tractor_core, precompiled at build
// time), self-hosted, started once per tab in a Web Worker (tractor-worker.js) and shared by
// everything live on it — the puzzles (tractor-live.js) and the site's tools. The page never
// waits on Python: starting it and every answer run in the worker, and the worker outlives
// Material's instant navigation from page to page. Nothing here judges a rule: it only carries
// JSON to the engine's entry points and back.
// The build (sitebuild/bundle.mjs) puts this module in one chunk that every page script
// imports: one instance per tab, so one worker and one Pyodide (tests/site/test_navigation.py).
// (An answer costs about one frame more than when Python ran on the page: the worker answers in
// ~1 ms, but after a click the browser draws a frame before it runs the page's next task, the
// worker's reply. Measured by benchmarks/browser.py: warm ~40 ms against ~20 ms, target 50.)
//
// The API every page script uses (also on window.tractorLive):
//   call(module, fn, ...args)  → Promise of fn's answer. Each argument is sent as JSON text and
//                                 fn must return JSON text (e.g. tractor_core.api.puzzles.handle_json).
//   ready()                    → Promise that resolves to true once the engine runs.
//   loadPython()               → starts the engine (at once; ready() and call() do it too).
//   status(text, kind), showNotice(text): the runtime's messages, in the page's language.
// The lessons' code cells have a Python of their own (cells-python.js, loaded on a first unfold).

import { pageLang } from "./words.js";
import { say } from "tractor:words";

export const ASSETS = new URL("./", import.meta.url);

// ------------------------------------------------------------------ the Python runtime
let python = null; // Promise: true once the engine answers
let statusNode = null;

// A message in the page's language (said by say(), or given as [English, Chinese]); a Chinese
// page's text marked as such, for its font and its voice. (Issue 28, item 7.)
function said(text) {
  const words = Array.isArray(text) ? text[pageLang() === "zh" ? 1 : 0] : text;
  if (pageLang() !== "zh") return [words];
  const chinese = document.createElement("span");
  chinese.lang = "zh-Hans";
  chinese.textContent = words;
  return [chinese];
}

export function status(text, kind = "info") {
  if (!statusNode) {
    statusNode = document.createElement("div");
    statusNode.className = "tc-runtime";
    statusNode.setAttribute("role", "status");
    statusNode.setAttribute("aria-live", "polite");
    document.body.append(statusNode);
  }
  statusNode.replaceChildren(...(text ? said(text) : []));
  statusNode.dataset.kind = kind;
  statusNode.hidden = !text;
}

// A notice at the foot of the window, in the page's language, with a close button (a real
// button: Tab reaches it, Enter or Space closes the notice). Notices stack, the newest last.
export function showNotice(text) {
  let stack = document.querySelector(".tc-notices");
  if (!stack) {
    stack = document.createElement("div");
    stack.className = "tc-notices";
    document.body.append(stack);
  }
  const node = document.createElement("div");
  node.className = "tc-notice";
  node.setAttribute("role", "alert");
  const words = document.createElement("p");
  words.append(...said(text));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "tc-notice-close";
  close.textContent = "×";
  close.setAttribute("aria-label", say("Close this notice"));
  close.addEventListener("click", () => {
    node.remove();
    if (!stack.children.length) stack.remove();
  });
  node.append(words, close);
  stack.append(node);
  return node;
}

// The engine runs in a module Web Worker (tractor-worker.js), started once per page and kept
// across Material's instant navigation (this module, and so the worker, live as long as the
// tab's document). Where a module worker cannot start, the same module runs here instead.
// A lesson's code cells run in a Python of their own (cells-python.js: a second worker of the
// same script, started only when a reader unfolds a cell).
let worker = null;
let here = null; // tractor-worker.js imported on this page, without a worker
let nextId = 0;
const pending = new Map();

// A Python thread: a module worker running tractor-worker.js, with the calls it still owes.
// Resolves to the worker once its engine answers; rejects (noWorker) where none can start.
export function startWorker(name = "tractor-engine", owed = pending, onAlive = (w) => { worker = w; }) {
  return new Promise((resolve, reject) => {
    let alive = false;
    let thread = null;
    const failed = (error) => {
      for (const { reject: fail } of owed.values()) fail(error);
      owed.clear();
      reject(error);
    };
    try {
      thread = new Worker(new URL("tractor-worker.js", ASSETS), { type: "module", name });
      onAlive(thread);
    } catch (err) {
      onAlive(null);
      reject(Object.assign(err instanceof Error ? err : new Error(String(err)), { noWorker: true }));
      return;
    }
    thread.addEventListener("message", ({ data }) => {
      if (data.type === "alive") alive = true;
      else if (data.type === "ready") {
        if (name === "tractor-engine") marks(data.times);
        thread.tcMemory = data.memory; // the interpreter's memory, bytes (benchmarks/browser.py)
        resolve(thread);
      }
      else if (data.type === "failed") failed(new Error(data.error));
      else if (owed.has(data.id)) {
        const { resolve: done, reject: fail } = owed.get(data.id);
        owed.delete(data.id);
        if ("error" in data) fail(new Error(data.error));
        else done(data.answer);
      }
    });
    thread.addEventListener("error", (event) => {
      event.preventDefault();
      const error = new Error(event.message || "the engine's worker stopped");
      if (alive) failed(error);
      else {
        // The worker never ran: a browser without module workers. Run the engine here.
        thread.terminate();
        onAlive(null);
        reject(Object.assign(error, { noWorker: true }));
      }
    });
  });
}

async function startHere() {
  here = await import(new URL("tractor-worker.js", ASSETS).href);
  await here.startEngine();
  marks(here.times);
}

// The engine's start, step by step, as marks in the page's performance timeline.
function marks(times) {
  for (const [step, at] of Object.entries(times || {})) {
    performance.mark(`tractor:${step}`, { startTime: at - performance.timeOrigin });
  }
}

export function loadPython() {
  if (python) return python;
  status(say("Loading the rules engine…"));
  performance.mark("tractor:python-start");
  python = (async () => {
    if (typeof WebAssembly !== "object") throw new Error("this browser cannot run WebAssembly");
    try {
      await startWorker();
    } catch (err) {
      if (!err.noWorker) throw err;
      console.warn("tractor: no module worker, the engine runs on the page:", err.message);
      await startHere();
    }
    performance.mark("tractor:engine-ready");
    status(null);
    return true;
  })();
  python.catch((err) => {
    console.warn("tractor: the engine did not start:", err);
    status(say("The live puzzles cannot run in this browser: the rules engine did not start. The lesson text still works."), "error");
  });
  return python;
}

// A page script's own stylesheet (assets/tractor/NAME), linked once, only on the pages that need
// it: each stylesheet in mkdocs.yml's extra_css weighs on every page.
export function loadStyle(name) {
  const href = new URL(name, ASSETS).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

// Call fn of a tractor_core module with JSON arguments; its JSON answer, parsed.
export async function call(module, fn, ...args) {
  await loadPython();
  const texts = args.map((arg) => JSON.stringify(arg));
  if (here) return JSON.parse(await here.answer(module, fn, texts));
  const id = ++nextId;
  const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, module, fn, args: texts });
  return JSON.parse(await answer);
}

export function ready() { return loadPython().then(() => true); }

// For tests and benchmarks: the engine's worker (null before it starts, or without one).
window.tractorLive = Object.assign(window.tractorLive || {}, { ready, call, engineWorker: () => worker });
