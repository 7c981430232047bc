// The site's one Python runtime: Pyodide with the engine (tractor_core, precompiled at build
// time), self-hosted, started once per page and shared by everything live on it — the puzzles
// (tractor-live.js) and the site's tools. Nothing here judges a rule: it only carries JSON to
// the engine's entry points and back.
//
// The API every page script uses (also on window.tractorLive):
//   call(module, fn, ...args)  → Promise of fn's answer. Each argument is sent as JSON text and
//                                 fn must return JSON text (e.g. tractor_core.puzzles.handle_json).
//   ready()                    → Promise that resolves to true once the engine runs.
//   status(text, kind), bilingual([en, zh]), showNotice([en, zh]): the runtime's messages.

const ASSETS = new URL("./", import.meta.url);
// The card pieces every card picture is drawn with (tractor_core.svg.deck_sprite), written in by
// the site's build (sitebuild/hooks.py); in Jupyter the widget's "deck" trait carries the same.
export const DECK = null;

// ------------------------------------------------------------------ the Python runtime
let python = null;
const modules = new Map();
let statusNode = null;

// A message in English and in Chinese, the Chinese marked as such (its font and its voice).
export function bilingual([en, zh]) {
  const chinese = document.createElement("span");
  chinese.lang = "zh-Hans";
  chinese.textContent = zh;
  return [`${en} · `, chinese];
}

export function status(text, kind = "info") {
  if (!statusNode) {
    statusNode = document.createElement("div");
    statusNode.className = "tc-runtime";
    statusNode.setAttribute("role", "status");
    statusNode.setAttribute("aria-live", "polite");
    document.body.append(statusNode);
  }
  statusNode.replaceChildren(...(text ? bilingual(text) : []));
  statusNode.dataset.kind = kind;
  statusNode.hidden = !text;
}

export function showNotice(text) {
  const node = document.createElement("div");
  node.className = "tc-notice";
  node.setAttribute("role", "alert");
  node.append(...bilingual(text));
  const close = document.createElement("button");
  close.textContent = "×";
  close.setAttribute("aria-label", "Dismiss");
  close.addEventListener("click", () => node.remove());
  node.append(" ", close);
  document.body.append(node);
}

export function loadPython() {
  if (python) return python;
  status(["Loading the rules engine…", "正在加载规则引擎…"]);
  performance.mark("tractor:python-start");
  python = (async () => {
    if (typeof WebAssembly !== "object") throw new Error("this browser cannot run WebAssembly");
    // Fetch the engine while Pyodide starts: a zip of its modules, precompiled at build time
    // (sitebuild/precompile.mjs) for this very interpreter, imported in place by zipimport.
    const engine = fetch(new URL("tractor_core.zip", ASSETS)).then((r) => {
      if (!r.ok) throw new Error(`could not load the engine (${r.status})`);
      return r.arrayBuffer();
    });
    const { loadPyodide } = await import(new URL("pyodide/pyodide.mjs", ASSETS).href);
    const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", ASSETS).href });
    performance.mark("tractor:pyodide-ready");
    pyodide.FS.writeFile("/lib/tractor_core.zip", new Uint8Array(await engine));
    pyodide.runPython("import sys; sys.path.insert(0, '/lib/tractor_core.zip')");
    pyodide.pyimport("tractor_core.puzzles");
    performance.mark("tractor:engine-ready");
    status(null);
    return pyodide;
  })();
  python.catch((err) => {
    status([`The live puzzles cannot run in this browser: ${err.message}. The lesson text still works.`, "此浏览器无法运行互动题。"], "error");
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
  const pyodide = await loadPython();
  if (!modules.has(module)) modules.set(module, pyodide.pyimport(module));
  const answer = modules.get(module)[fn](...args.map((arg) => JSON.stringify(arg)));
  return JSON.parse(answer);
}

export function ready() { return loadPython().then(() => true); }
