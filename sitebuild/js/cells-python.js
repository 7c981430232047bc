// The lessons' code cells' own Python (issue #28 item 12): a second worker of the engine's
// script (tractor-worker.js, started by runtime.js's startWorker), so that a cell that computes
// for minutes never keeps a puzzle waiting and stopCells() can always stop it, by ending that
// worker. Loaded only when a reader unfolds a code cell (tractor-cells.js, cells-editor.js):
// a page that only shows puzzles never downloads it.
//   cellsReady(), callCells(module, fn, ...args), stopCells(): as call() and ready() of runtime.js.

import { call, startWorker } from "./runtime.js";

let nextId = 0;
// Started on a reader's first unfold of a code cell (tractor-cells.js), ended and started
// afresh by stopCells(). Where no module worker can start, cells share the page's engine (and
// a Stop cannot interrupt them: stopCells() answers false).
let cells = null; // {worker, started: Promise of the worker (or null: use the engine), owed}

function startCells() {
  if (cells) return cells.started;
  const owed = new Map();
  const slot = { worker: null, owed, started: null, halt: null };
  // stopCells() before the worker even answered: whoever waits for it is told at once
  slot.halted = new Promise((_, reject) => { slot.halt = reject; });
  slot.halted.catch(() => {});
  slot.started = startWorker("tractor-cells", owed, (w) => { slot.worker = w; }).catch((err) => {
    if (err.noWorker) return null; // no workers here: the engine's Python runs the cells
    if (cells === slot) cells = null; // a later call tries again
    throw err;
  });
  cells = slot;
  return slot.started;
}

// Resolves once the cells' Python answers; rejects (error.stopped) if stopped before.
export function cellsReady() {
  startCells();
  const slot = cells;
  return Promise.race([slot.started, slot.halted]).then(() => true);
}

// Call fn in the code cells' Python; its JSON answer, parsed. Rejects with error.stopped when
// the reader stopped the cells meanwhile.
export async function callCells(module, fn, ...args) {
  const slot = cells || (startCells(), cells);
  const thread = await Promise.race([slot.started, slot.halted]);
  if (!thread) return call(module, fn, ...args);
  const id = ++nextId;
  const answer = new Promise((resolve, reject) => slot.owed.set(id, { resolve, reject }));
  thread.postMessage({ id, module, fn, args: args.map((arg) => JSON.stringify(arg)) });
  return JSON.parse(await answer);
}

// Stop whatever the code cells' Python is doing: end its worker (the only sure way to stop a
// computation that never returns to Python), fail its calls with error.stopped, and start a
// fresh one at once (the lesson's cells above run again in it before the next cell). False
// where cells run in the engine's Python (no worker), which cannot be stopped.
export function stopCells() {
  const slot = cells;
  if (!slot) return true;
  if (!slot.worker) return false;
  slot.worker.terminate();
  const error = Object.assign(new Error("stopped"), { stopped: true });
  slot.halt(error);
  for (const { reject } of slot.owed.values()) reject(error);
  slot.owed.clear();
  cells = null;
  startCells().catch(() => {});
  return true;
}

// For tests: the cells' worker (null before it starts, or without one).
window.tractorLive = Object.assign(window.tractorLive || {}, { cellsWorker: () => cells?.worker ?? null });
