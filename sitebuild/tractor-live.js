// Brings the lessons' puzzles to life on the static site, with no server and no internet:
// the engine (tractor_core, precompiled at build time) runs in the reader's browser on a
// self-hosted Pyodide (tractor-runtime.js).
// Each <div class="tc-live"> (its state the JSON text of a <template class="tc-state">,
// see widgets/live.py) gets the same front-end module anywidget runs in
// Jupyter (puzzle.js), with a small model whose send() asks the Python facade for the next state.


import { DECK, call, loadPython, ready, showNotice } from "./tractor-runtime.js";

// The house-rules menu every puzzle starts with (the engine's presets), written in by the
// site's build (sitebuild/hooks.py).
const PRESETS = null;

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
        && Number.isInteger(s.streak) && Number.isInteger(s.best_streak))
      && (data.rules === undefined || data.rules === null || (typeof data.rules === "string" && data.rules.length <= 200));
    if (ok) return { store: { ...data, rules: data.rules ?? null }, notice: null };
  } catch { /* fall through */ }
  try { window.localStorage.removeItem(STORE_KEY); } catch { /* private mode */ }
  return { store: fresh(), notice: ["Saved progress could not be read (old or damaged) and was reset.", "无法读取已保存的进度，已重置。"] };
}
function fresh() { return { version: STORE_VERSION, scores: {}, lang: null, rules: null }; }
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
  // The page carries the presets' menu once (widgets/live.py leaves it out of each puzzle).
  if (!state.presets) state = { ...state, presets: PRESETS };
  const kind = state.kind;
  if (store.scores[kind]) state = { ...state, score: store.scores[kind] };
  // On a Chinese page (/zh/) puzzles start in Chinese; elsewhere in the language last chosen.
  const lang = document.documentElement.lang.startsWith("zh") ? "zh" : store.lang;
  if (lang) state = { ...state, lang };
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
          model.set("state", await call("tractor_core.api.puzzles", "handle_json", state, msg));
          // The reader chose house rules in this puzzle's menu: the site-wide choice follows.
          if (msg.type === "settings" && "preset" in msg && !msg.site && !state.error && state.rules !== store.rules) {
            store.rules = state.rules;
            writeStore(store);
            houseRulesChanged(store.rules);
          }
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
  return model;
}

// ------------------------------------------------------------------ the site-wide house rules
// One choice for every page (a preset's name, or a rule code: tractor_core.rules.rule_codes), kept in
// the progress store: set by a link's ?rules=CODE, the house-rules builder (lessons/tools/) or a
// puzzle's House rules menu; every puzzle starts under it and the referee and worksheet maker
// use it. It is read by the engine (tractor_core.api.site_api.rules_choice) before use: a tampered
// or unknown code gives a notice and the default rules.
const BUILDER = new URL("../../tools/house-rules/", import.meta.url);
let choice = null; // Promise of {name, code, label} or null (no choice: each puzzle's own rules)
const watchers = new Set();

function houseRulesChanged(name) {
  choice = name ? readChoice(name) : Promise.resolve(null);
  choice.then((c) => { for (const fn of watchers) fn(c); showIndicator(c); });
}

async function readChoice(name) {
  const answer = await call("tractor_core.api.site_api", "rules_choice", name);
  if (answer.ok) return answer;
  throw new Error(answer.error);
}

const DEFAULT_NOTICE = ["The default rules are used.", "现使用默认规则。"];

// The choice for this page: ?rules= in its address first, else the stored one; checked.
function pageChoice(store) {
  const asked = new URLSearchParams(window.location.search).get("rules");
  const name = asked ?? store.rules;
  if (!name) return Promise.resolve(null);
  return readChoice(name).then((c) => {
    if (store.rules !== c.name) { store.rules = c.name; writeStore(store); }
    return c;
  }, (err) => {
    const where = asked !== null ? ["The house rules in this link", "链接中的房规"] : ["Your saved house rules", "已保存的房规"];
    showNotice([`${where[0]} could not be read (${err.message}). ${DEFAULT_NOTICE[0]}`, `${where[1]}无法读取（规则码有误或被改动）。${DEFAULT_NOTICE[1]}`]);
    store.rules = null;
    writeStore(store);
    return null;
  });
}

// "House rules: NAME (change)" atop a page with puzzles or tools, in its language.
function showIndicator(c) {
  const article = document.querySelector("article.md-content__inner") || document.querySelector("main") || document.body;
  let bar = document.querySelector(".tc-house-rules");
  if (!bar) {
    bar = document.createElement("p");
    bar.className = "tc-house-rules";
    const title = article.querySelector("h1");
    if (title) title.after(bar); else article.prepend(bar);
  }
  const zh = document.documentElement.lang.startsWith("zh");
  // No choice: each puzzle keeps its own rules, and the teachers' tools use the default ones.
  const tool = document.querySelector(".tc-tool");
  const name = c ? c.label : tool ? { en: "default", zh: "default（默认规则）" } : { en: "each puzzle's own", zh: "各题自带规则" };
  const link = document.createElement("a");
  link.href = new URL(`../../${zh ? "zh/" : ""}tools/house-rules/`, import.meta.url).href;
  link.textContent = zh ? "更改" : "change";
  bar.replaceChildren(zh ? `房规：${name.zh}（` : `House rules: ${name.en} (`, link, zh ? "）" : ")");
  if (c && c.code !== c.name) bar.title = c.code;
  bar.dataset.rules = c ? c.name : "";
}

// For the tools (tractor-tools.js): the current choice, and setting it.
export function houseRules() {
  if (!choice) choice = pageChoice(readStore().store);
  return choice;
}
export function setHouseRules(name) {
  const { store } = readStore();
  store.rules = name;
  writeStore(store);
  houseRulesChanged(name);
  return choice;
}
export function onHouseRules(fn) { watchers.add(fn); }
// The site's language choice (the puzzles' "lang": "en" or "zh"), shared with the tools.
// A Chinese page (/zh/) speaks Chinese, like its puzzles; elsewhere the language last chosen.
export function siteLang() {
  if (document.documentElement.lang.startsWith("zh")) return "zh";
  return readStore().store.lang === "zh" ? "zh" : "en";
}
export function setSiteLang(lang) {
  const { store } = readStore();
  store.lang = lang;
  writeStore(store);
}
export const builderHref = BUILDER.href;

async function mountAll() {
  // "Play a hand" (lessons/play.md): its script and stylesheet load only on its page.
  if (document.getElementById("tc-play")) import("./tractor-play.js").then((m) => m.mountPlay());
  const nodes = document.querySelectorAll(".tc-live");
  const tools = document.querySelector(".tc-tool");
  const asked = new URLSearchParams(window.location.search).get("rules");
  const { store, notice } = readStore();
  if (notice) showNotice(notice);
  choice = null;
  if (!nodes.length && !tools) {
    // A page without puzzles: a link's ?rules= still sets the site-wide choice.
    if (asked !== null) houseRules().then(showIndicator);
    return;
  }
  // Start the runtime at once, while the reader reads, so the first answer is quick.
  loadPython();
  choice = pageChoice(store);
  choice.then(showIndicator);
  // The teachers' tools (lessons/tools/): their script is loaded only where a tool is.
  if (tools) import("./tractor-tools.js").then((m) => m.mountTools());
  if (!nodes.length) return;
  const { render } = await frontEnd;
  const models = [...nodes].map((node) => [node, mount(render, node, store)]).filter(([, m]) => m);
  // A puzzle link (/puzzles/?id=PUZZLE_ID&rules=CODE) opens that puzzle in the first puzzle of its kind.
  const wanted = new URLSearchParams(window.location.search).get("id");
  let target = null;
  if (wanted) {
    const kind = wanted.split("-")[0];
    target = models.find(([, m]) => m.get("state").kind === kind) || null;
    if (!target) showNotice([`No puzzle of the kind '${kind}' on this page for ${wanted}.`, `本页没有 ${wanted} 这类题。`]);
    else target.push(target[1].send({ type: "load", id: wanted }));
  }
  const c = await choice;
  for (const entry of models) {
    const [, model] = entry;
    if (c && (entry === target || model.get("state").rules !== c.name)) entry.push(model.send({ type: "settings", preset: c.name, site: true }));
  }
  if (target) {
    const [node] = target;
    await target[target.length - 1];
    node.scrollIntoView({ block: "start" });
    node.querySelector("button, select, input")?.focus({ preventScroll: true });
  }
}

// ------------------------------------------------------------------ the header, by keyboard
// The light/dark toggle and the menu button work from the keyboard with tractor-keys.js,
// fetched at the first key pressed (a Tab: the header's controls are a few Tabs on); a reader
// who only uses the mouse never needs it.
document.addEventListener("keydown", () => import("./tractor-keys.js"), { once: true });

// The runtime's downloads start as this module runs, before the front-end module is fetched.
if (document.querySelector(".tc-live")) loadPython();
const frontEnd = import("./puzzle.js");

// For tests and benchmarks: resolves when the engine is ready in this page.
window.tractorLive = Object.assign(window.tractorLive || {}, { ready, call, houseRules, setHouseRules });

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(mountAll); // Material's instant navigation
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountAll);
} else {
  mountAll();
}
