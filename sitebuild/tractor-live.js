// Brings the lessons' puzzles to life on the static site, with no server and no internet:
// the engine (tractor_core, precompiled at build time) runs in the reader's browser on a
// self-hosted Pyodide (tractor-runtime.js).
// Each <div class="tc-live"> (its state the JSON text of a <template class="tc-state">,
// see widgets/live.py) gets the same front-end module anywidget runs in
// Jupyter (puzzle.js), with a small model whose send() asks the Python facade for the next state.


import { DECK, call, loadPython, ready, showNotice } from "./tractor-runtime.js";

const STORE_KEY = "tractor-progress";
const STORE_VERSION = 1;

// ------------------------------------------------------------------ progress in local storage
function readStore() {
  let raw = null;
  try { raw = window.localStorage.getItem(STORE_KEY); } catch { return { store: fresh(), notice: null }; }
  if (raw === null) return { store: fresh(), notice: null };
  try {
    const data = JSON.parse(raw);
    const ok = data && data.version === STORE_VERSION && typeof data.scores === "object" && data.scores !== null
      && Object.values(data.scores).every((s) => s && Number.isInteger(s.tried) && Number.isInteger(s.solved)
        && Number.isInteger(s.streak) && Number.isInteger(s.best_streak));
    if (ok) return { store: data, notice: null };
  } catch { /* fall through */ }
  try { window.localStorage.removeItem(STORE_KEY); } catch { /* private mode */ }
  return { store: fresh(), notice: ["Saved progress could not be read (old or damaged) and was reset.", "无法读取已保存的进度，已重置。"] };
}
function fresh() { return { version: STORE_VERSION, scores: {}, lang: null }; }
function writeStore(store) {
  try { window.localStorage.setItem(STORE_KEY, JSON.stringify(store)); } catch { /* quota or private mode */ }
}

// ------------------------------------------------------------------ mounting
function mount(render, node, store) {
  if (node.dataset.mounted) return;
  // the state is the text of a <template> (a <script> would be re-run by instant navigation)
  const holder = node.querySelector("template.tc-state");
  if (!holder) return;
  node.dataset.mounted = "1";
  let state = JSON.parse(holder.content.textContent);
  const kind = state.kind;
  if (store.scores[kind]) state = { ...state, score: store.scores[kind] };
  if (store.lang) state = { ...state, lang: store.lang };
  const listeners = new Map();
  let queue = Promise.resolve();
  const model = {
    get: (key) => (key === "state" ? state : key === "deck" ? DECK : undefined),
    set: (key, value) => {
      if (key !== "state") return;
      state = value;
      store.scores[kind] = state.score;
      store.lang = state.lang;
      writeStore(store);
      for (const fn of listeners.get("change:state") || []) fn();
    },
    on: (event, fn) => { listeners.set(event, [...(listeners.get(event) || []), fn]); },
    off: (event, fn) => { listeners.set(event, (listeners.get(event) || []).filter((f) => f !== fn)); },
    save_changes: () => {},
    send: (msg) => {
      const asked = performance.now();
      queue = queue.then(async () => {
        node.classList.add("tc-busy");
        try {
          await loadPython();
          const started = performance.now();
          model.set("state", await call("tractor_core.puzzles", "handle_json", state, msg));
          // For benchmarks: the engine's part, and the whole answer from the click to the redraw.
          performance.measure(`tractor:engine:${msg.type}`, { start: started });
          performance.measure(`tractor:${msg.type}`, { start: asked });
        } catch (err) {
          console.warn("tractor puzzle:", err);
        } finally {
          node.classList.remove("tc-busy");
        }
      });
      return queue;
    },
  };
  // Replace the static rendering; keep the card pieces (#tc-deck) the page carries here.
  node.querySelector(".tc-static")?.remove();
  render({ model, el: node });
}

async function mountAll() {
  const nodes = document.querySelectorAll(".tc-live");
  if (!nodes.length) return;
  // Start the runtime at once, while the reader reads, so the first answer is quick.
  loadPython();
  const { render } = await frontEnd;
  const { store, notice } = readStore();
  if (notice) showNotice(notice);
  nodes.forEach((node) => mount(render, node, store));
}

// The runtime's downloads start as this module runs, before the front-end module is fetched.
if (document.querySelector(".tc-live")) loadPython();
const frontEnd = import("./puzzle.js");

// For tests and benchmarks: resolves when the engine is ready in this page.
window.tractorLive = Object.assign(window.tractorLive || {}, { ready, call });

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(mountAll); // Material's instant navigation
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountAll);
} else {
  mountAll();
}
