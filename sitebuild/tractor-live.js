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

// ------------------------------------------------------------------ the page's words
// What this script tells the reader, in the page's language only (tractor-runtime.js shows
// a notice in the page's language): plain words, never a rule code, an engine message or what
// the address held.
const pageLang = () => (document.documentElement.lang.startsWith("zh") ? "zh" : "en");
const WORDS = {
  unreadable: ["Your saved progress could not be read (it was damaged), so it starts again.", "已保存的进度无法读取（已损坏），所以从头开始。"],
  partly: ["Part of your saved progress could not be read and was left out; the rest is kept.", "已保存的进度有一部分无法读取，已略去；其余的都保留了。"],
  badLink: ["The house rules in this link were not understood, so they are not used. Your own choice of rules stays as it was.", "没能看懂这个链接里的房规，所以没有使用。你自己选的规则保持不变。"],
  badSaved: ["Your saved house rules could not be read, so the default rules are used.", "无法读取你保存的房规，所以使用默认规则。"],
  noPuzzle: ["The puzzle in this link does not exist (the link may be mistyped). The puzzles on this page are as they were.", "这个链接里的题目不存在（链接可能写错了）。本页的题目保持原样。"],
  fromLink: ["from the link you opened", "来自你打开的链接"],
  keep: ["Keep these rules", "保留这些规则"],
  kept: ["These house rules are now your own choice on every page.", "这些房规已成为你在每一页的选择。"],
};
const say = (words) => words[pageLang() === "zh" ? 1 : 0];

// ------------------------------------------------------------------ progress in local storage
// Read field by field: a field that cannot be read is left out and the rest kept (one bad
// number never wipes every score); only a store that is not JSON at all starts again. Fields
// other scripts keep in the same store are kept as they are.
const MAX_COUNT = 1e9;
function readScore(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return { score: null, bad: true };
  let bad = false;
  const score = {};
  for (const key of ["tried", "solved", "streak", "best_streak"]) {
    const n = value[key];
    if (Number.isInteger(n) && n >= 0 && n <= MAX_COUNT) score[key] = n;
    else { score[key] = 0; bad = true; }
  }
  score.best_streak = Math.max(score.best_streak, score.streak);
  return { score, bad };
}

function readStore() {
  let raw = null;
  try { raw = window.localStorage.getItem(STORE_KEY); } catch { return { store: fresh(), notice: null }; }
  if (raw === null) return { store: fresh(), notice: null };
  let data = null;
  try { data = JSON.parse(raw); } catch { /* not JSON: below */ }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    try { window.localStorage.removeItem(STORE_KEY); } catch { /* private mode */ }
    return { store: fresh(), notice: WORDS.unreadable };
  }
  let bad = data.version !== STORE_VERSION;
  const scores = {};
  if (data.scores && typeof data.scores === "object" && !Array.isArray(data.scores)) {
    for (const [kind, value] of Object.entries(data.scores)) {
      const read = readScore(value);
      if (read.bad) bad = true;
      if (read.score) scores[kind] = read.score;
    }
  } else if (data.scores !== undefined) bad = true;
  let rules = data.rules ?? null;
  if (rules !== null && !(typeof rules === "string" && rules.length > 0 && rules.length <= 200)) { rules = null; bad = true; }
  let lang = data.lang ?? null;
  if (lang !== null && lang !== "en" && lang !== "zh") { lang = null; bad = true; }
  const store = { ...data, version: STORE_VERSION, scores, lang, rules };
  if (!bad) return { store, notice: null };
  writeStore(store); // said once: the store is now what could be read
  return { store, notice: WORDS.partly };
}
function fresh() { return { version: STORE_VERSION, scores: {}, lang: null, rules: null }; }
function writeStore(store) {
  try { window.localStorage.setItem(STORE_KEY, JSON.stringify(store)); } catch { /* quota or private mode */ }
}

// The house rules a link (?rules=) brought, for this visit only (this tab): kept in the tab's
// session storage, never in the saved choice unless the reader keeps them.
const VISIT_KEY = "tractor-visit-rules";
function visitRules() {
  try { return window.sessionStorage.getItem(VISIT_KEY); } catch { return null; }
}
function setVisitRules(name) {
  try {
    if (name) window.sessionStorage.setItem(VISIT_KEY, name);
    else window.sessionStorage.removeItem(VISIT_KEY);
  } catch { /* private mode */ }
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
  // The page's language decides the puzzles' (a puzzle's own 中文 / English button changes
  // that puzzle only, and is not kept).
  state = { ...state, lang: pageLang() };
  const listeners = new Map();
  let queue = Promise.resolve();
  const model = {
    get: (key) => (key === "state" ? state : key === "deck" ? DECK : undefined),
    set: (key, value) => {
      if (key !== "state") return;
      state = value;
      store.scores[kind] = state.score;
      writeStore(store);
      for (const fn of listeners.get("change:state") || []) fn();
    },
    on: (event, fn) => { listeners.set(event, [...(listeners.get(event) || []), fn]); },
    off: (event, fn) => { listeners.set(event, (listeners.get(event) || []).filter((f) => f !== fn)); },
    save_changes: () => {},
    send: (msg) => {
      const asked = performance.now();
      // The puzzle's language button: the puzzle speaks the other language at once (every text
      // it shows is in both); the engine's answer then names the cards in it too.
      if (msg.type === "settings" && Object.keys(msg).join() === "type,lang" && (msg.lang === "en" || msg.lang === "zh")) {
        model.set("state", { ...state, lang: msg.lang });
      }
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
            setVisitRules(null);
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

// The choice for this page: a link's ?rules= (for this visit: it is not saved unless the reader
// keeps it), else the rules an earlier link of this visit brought, else the saved choice; each
// checked by the engine. A link that cannot be read is said so and changes nothing.
function pageChoice(store) {
  const asked = new URLSearchParams(window.location.search).get("rules");
  const fromVisit = (c) => ({ ...c, visit: c.name !== store.rules });
  if (asked !== null) {
    return readChoice(asked).then((c) => {
      setVisitRules(c.name !== store.rules ? c.name : null);
      return fromVisit(c);
    }, () => {
      showNotice(WORDS.badLink);
      return visitOrSaved(store, fromVisit);
    });
  }
  return visitOrSaved(store, fromVisit);
}

function visitOrSaved(store, fromVisit) {
  const visit = visitRules();
  if (visit && visit !== store.rules) {
    return readChoice(visit).then(fromVisit, () => { setVisitRules(null); return savedChoice(store); });
  }
  return savedChoice(store);
}

function savedChoice(store) {
  if (!store.rules) return Promise.resolve(null);
  return readChoice(store.rules).catch(() => {
    // the saved choice itself is damaged (edited by hand, or from an old version)
    showNotice(WORDS.badSaved);
    store.rules = null;
    writeStore(store);
    return null;
  });
}

function keepVisitRules(c) {
  const { store } = readStore();
  store.rules = c.name;
  writeStore(store);
  setVisitRules(null);
  houseRulesChanged(c.name);
  choice.then(() => {
    const bar = document.querySelector(".tc-house-rules");
    bar?.append(" ", Object.assign(document.createElement("span"), { className: "tc-house-rules-kept", textContent: say(WORDS.kept) }));
    bar?.querySelector("a")?.focus();
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
  if (c && c.visit) {
    // a link's rules, for this visit: one click keeps them
    const keep = document.createElement("button");
    keep.type = "button";
    keep.className = "tc-keep-rules";
    keep.textContent = say(WORDS.keep);
    keep.addEventListener("click", () => keepVisitRules(c));
    bar.append(zh ? `，${say(WORDS.fromLink)}。` : `, ${say(WORDS.fromLink)}. `, keep);
  }
  if (c && c.code !== c.name) bar.title = c.code;
  bar.dataset.rules = c ? c.name : "";
  bar.dataset.visit = c && c.visit ? "true" : "false";
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
  setVisitRules(null);
  houseRulesChanged(name);
  return choice;
}
export function onHouseRules(fn) { watchers.add(fn); }
// The tools' language: the page's ("en" or "zh"). A tool's own language button changes that
// tool only and is not kept (setSiteLang is kept for the tools' script, and does nothing).
export function siteLang() {
  return pageLang();
}
export function setSiteLang(lang) { void lang; }
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
  const models = await mountInTurns(render, nodes, store);
  // A puzzle link (/puzzles/?id=PUZZLE_ID&rules=CODE) opens that puzzle in the first puzzle of its kind.
  const wanted = new URLSearchParams(window.location.search).get("id");
  let target = null;
  if (wanted) {
    const kind = wanted.split("-")[0];
    target = models.find(([, m]) => m.get("state").kind === kind) || null;
    if (!target) showNotice(WORDS.noPuzzle);
    else {
      const model = target[1];
      const before = model.get("state");
      await model.send({ type: "load", id: wanted });
      const after = model.get("state");
      // (an engine that never answered, after === before, has said so itself)
      if (after !== before && (after.error || after.puzzle.id !== wanted)) {
        // not a puzzle: said so plainly (not the engine's message), and the puzzle stays
        model.set("state", { ...after, error: before.error ?? null });
        showNotice(WORDS.noPuzzle);
        target = null;
      }
    }
  }
  const c = await choice;
  for (const entry of models) {
    const [, model] = entry;
    if (c && (entry === target || model.get("state").rules !== c.name)) entry.push(model.send({ type: "settings", preset: c.name, site: true }));
  }
  if (target) {
    const [node] = target;
    await target[target.length - 1];
    // below Material's sticky header (and its tabs), not under it
    const header = document.querySelector(".md-header");
    const tabs = document.querySelector(".md-tabs");
    const covered = Math.max(header?.getBoundingClientRect().bottom ?? 0, tabs && !tabs.hidden ? tabs.getBoundingClientRect().bottom : 0);
    node.style.scrollMarginTop = `${Math.ceil(covered) + 8}px`;
    node.scrollIntoView({ block: "start" });
    node.querySelector("button, select, input")?.focus({ preventScroll: true });
  }
}

// Issue #28 item 13: mounting every puzzle of a page in one go was one main-thread task of
// 300–700 ms on a busy machine (/puzzles/ has eight), most of it the browser's style and layout
// of the new cards. Each puzzle is mounted in a task of its own, in page order, the page free to
// draw and answer between two; puzzles off screen cost little to draw (reading.css:
// content-visibility).
const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((r) => setTimeout(r, 0)));

async function mountInTurns(render, nodes, store) {
  const models = [];
  for (const [i, node] of [...nodes].entries()) {
    if (i > 0) await nextTask();
    const model = mount(render, node, store);
    if (model) models.push([node, model]);
  }
  return models;
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
