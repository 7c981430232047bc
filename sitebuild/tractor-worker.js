// The engine's own thread: Pyodide with tractor_core (precompiled at build time), started once
// in a module Web Worker by js/runtime.js, so that starting Python (~1 s of work, several
// on a busy machine) and every answer run beside the page, never in its way. The page and its
// scripts stay with js/runtime.js (call, ready, status...), which is the only one to talk
// to this file. Nothing here judges a rule: it carries JSON text to the engine and back.
//
// Messages (structured clones):
//   worker → page  {type: "alive"}                  this module runs (sent first)
//                  {type: "ready", times, memory}   the engine is imported and answers
//                  {type: "failed", error}          it cannot start (error: a sentence)
//                  {id, answer} | {id, error}       the answer to a call (answer: JSON text)
//   page → worker  {id, module, fn, args}           call module.fn(*args), args JSON texts
//
// Where a browser cannot start a module worker, js/runtime.js imports this same file on
// the page instead and uses startEngine() and answer() directly.

const ASSETS = new URL("./", import.meta.url);
let python = null;
const modules = new Map();
// When each step of the start ended (ms since the epoch, comparable across threads), for the
// page's performance marks (benchmarks/browser.py).
export const times = { worker: performance.timeOrigin + performance.now() };
const now = () => performance.timeOrigin + performance.now();

// Pyodide and the engine, started once (a Promise of the interpreter).
export function startEngine() {
  if (python) return python;
  python = (async () => {
    if (typeof WebAssembly !== "object") throw new Error("this browser cannot run WebAssembly");
    // Fetch the engine while Pyodide starts: a zip of its modules, precompiled at build time
    // (sitebuild/precompile.mjs) for this very interpreter, imported in place by zipimport.
    const engine = fetch(new URL("tractor_core.zip", ASSETS)).then((r) => {
      if (!r.ok) throw new Error(`could not load the engine (${r.status})`);
      return r.arrayBuffer();
    });
    // Its failure is said when it is awaited below, once Pyodide has started: marked handled
    // now, or the browser reports it as an unhandled rejection while Pyodide loads.
    engine.catch(() => {});
    const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", ASSETS).href);
    times["pyodide-loader"] = now();
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", ASSETS).href });
    times["pyodide-ready"] = now();
    pyodide.FS.writeFile("/lib/tractor_core.zip", new Uint8Array(await engine));
    pyodide.runPython("import sys; sys.path.insert(0, '/lib/tractor_core.zip')");
    pyodide.pyimport("tractor_core.api.puzzles");
    times["engine-imported"] = now();
    return pyodide;
  })();
  return python;
}

// fn of a tractor_core module called with JSON texts; its answer, JSON text.
export async function answer(module, fn, args) {
  const pyodide = await startEngine();
  if (!modules.has(module)) modules.set(module, pyodide.pyimport(module));
  return modules.get(module)[fn](...args);
}

const message = (err) => String((err && err.message) || err);

if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  self.addEventListener("message", async ({ data }) => {
    const { id, module, fn, args } = data;
    try {
      self.postMessage({ id, answer: await answer(module, fn, args) });
    } catch (err) {
      self.postMessage({ id, error: message(err) });
    }
  });
  self.postMessage({ type: "alive" });
  startEngine().then(
    // memory: the interpreter's WebAssembly memory, bytes (what a second Python costs a page)
    (pyodide) => self.postMessage({ type: "ready", times, memory: pyodide._module?.HEAPU8?.length ?? null }),
    (err) => self.postMessage({ type: "failed", error: message(err) }),
  );
}
