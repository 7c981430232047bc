// Brings the lessons' puzzles to life on the static site, with no server and no internet:
// the engine (tractor_core, precompiled at build time) runs in the reader's browser on a
// self-hosted Pyodide (js/runtime.js).
// Each <div class="tc-live"> (its state the JSON text of a <template class="tc-state">,
// see widgets/live.py) gets the same front-end module anywidget runs in
// Jupyter (puzzle.js), with a small model whose send() asks the Python facade for the next state.


import { call, loadPython, ready, showNotice } from "./js/runtime.js";
import {
  forgetChoice, houseRules, houseRulesChanged, onHouseRules, pageChoice, pageLang, readStore,
  setHouseRules, setVisitRules, writeStore,
} from "./js/state.js";
// The house-rules menu every puzzle starts with (the engine's presets), written in by the
// site's build (sitebuild/hooks.py script_data).
import PRESETS from "tractor:data/presets";
import { say, sayNodes } from "tractor:words";

// What this script tells the reader is in the page's language only (say: the message
// catalogue's words, tractor_core/text): plain words, never a rule code, an engine message or
// what the address held.

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
    get: (key) => (key === "state" ? state : key === "deck" ? DECK : key === "words" ? PUZZLE_WORDS : undefined),
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
// (the choice itself is the site's state, js/state.js; here, the line that shows it)
function keepVisitRules(c) {
  setHouseRules(c.name).then(() => {
    const bar = document.querySelector(".tc-house-rules");
    bar?.append(" ", Object.assign(document.createElement("span"), { className: "tc-house-rules-kept", textContent: say("These house rules are now your own choice on every page.") }));
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
    // after the title, or after "Skip to the first puzzle" that follows it
    const title = article.querySelector("h1 + .tc-skip-puzzle") || article.querySelector("h1");
    if (title) title.after(bar); else article.prepend(bar);
  }
  const zh = pageLang() === "zh";
  // No choice: each puzzle keeps its own rules, and the teachers' tools use the default ones.
  const tool = document.querySelector(".tc-tool");
  const link = document.createElement("a");
  link.href = new URL(`../../${zh ? "zh/" : ""}tools/house-rules/`, import.meta.url).href;
  if (!c && !tool) {
    // "House rules: each puzzle's own" meant nothing to a beginner
    link.textContent = say("play by other house rules");
    bar.replaceChildren(...sayNodes("The puzzles follow this site's rules, unless one says otherwise ({change}).", { change: link }));
  } else {
    link.textContent = say("change");
    bar.replaceChildren(...sayNodes("House rules: {name} ({change})", { name: c ? c.label[zh ? "zh" : "en"] : say("house-rules-bar|default"), change: link }));
  }
  if (c && c.visit) {
    // a link's rules, for this visit: one click keeps them
    const keep = document.createElement("button");
    keep.type = "button";
    keep.className = "tc-keep-rules";
    keep.textContent = say("Keep these rules");
    keep.addEventListener("click", () => keepVisitRules(c));
    bar.append(...sayNodes(", from the link you opened. {keep}", { keep }));
  }
  if (c && c.code !== c.name) bar.title = c.code;
  bar.dataset.rules = c ? c.name : "";
  bar.dataset.visit = c && c.visit ? "true" : "false";
}
onHouseRules(showIndicator);

// Which page mountAll works for: after an instant navigation, the page left's mountAll, still
// awaiting, stops at its next step (its puzzles are no longer in the page).
let pageGeneration = 0;

async function mountAll() {
  const generation = ++pageGeneration;
  const left = () => generation !== pageGeneration;
  delete document.documentElement.dataset.tcMeasured; // (after an instant navigation)
  measuredNodes = [];
  // "Play a hand" (lessons/play.md): its script and stylesheet load only on its page.
  if (document.getElementById("tc-play")) import("./tractor-play.js").then((m) => m.mountPlay());
  const nodes = document.querySelectorAll(".tc-live");
  const tools = document.querySelector(".tc-tool");
  const asked = new URLSearchParams(window.location.search).get("rules");
  const { store, notice } = readStore();
  if (notice) showNotice(notice);
  forgetChoice();
  if (!nodes.length && !tools) {
    // A page without puzzles: a link's ?rules= still sets the site-wide choice.
    if (asked !== null) houseRules().then(showIndicator);
    return;
  }
  // Start the runtime at once, while the reader reads, so the first answer is quick.
  loadPython();
  const choice = pageChoice(store);
  choice.then(showIndicator);
  // The teachers' tools (lessons/tools/): their script is loaded only where a tool is.
  if (tools) import("./tractor-tools.js").then((m) => m.mountTools());
  if (!nodes.length) return;
  const { render } = await puzzleFrontEnd();
  if (left()) return;
  const models = await mountInTurns(render, nodes, store, left);
  if (left()) return;
  measuredNodes = models.map(([node]) => node);
  const measured = measureInTurns(measuredNodes);
  // A puzzle link (/puzzles/?id=PUZZLE_ID&rules=CODE) opens that puzzle in the first puzzle of its kind.
  const wanted = new URLSearchParams(window.location.search).get("id");
  let target = null;
  if (wanted) {
    const kind = wanted.split("-")[0];
    target = models.find(([, m]) => m.get("state").kind === kind) || null;
    if (!target) showNotice(noPuzzle());
    else {
      const model = target[1];
      const before = model.get("state");
      await model.send({ type: "load", id: wanted });
      if (left()) return;
      const after = model.get("state");
      // (an engine that never answered, after === before, has said so itself)
      if (after !== before && (after.error || after.puzzle.id !== wanted)) {
        // not a puzzle: said so plainly (not the engine's message), and the puzzle stays
        model.set("state", { ...after, error: before.error ?? null });
        showNotice(noPuzzle());
        target = null;
      }
    }
  }
  const c = await choice;
  if (left()) return;
  for (const entry of models) {
    const [, model] = entry;
    if (c && (entry === target || model.get("state").rules !== c.name)) entry.push(model.send({ type: "settings", preset: c.name, site: true }));
  }
  if (target) {
    const [node] = target;
    await target[target.length - 1];
    await measured; // every puzzle at its real height: the scroll below stays where it goes
    if (left()) return;
    showUnderHeader(node);
    node.querySelector("button, select, input")?.focus({ preventScroll: true });
  }
}

// Scrolls a linked puzzle to the top of the screen, below Material's sticky header and its tabs,
// not under them. (A heading jumped to again keeps Material's own scroll margin.)
function showUnderHeader(node) {
  const header = document.querySelector(".md-header");
  const tabs = document.querySelector(".md-tabs");
  const covered = Math.max(header?.getBoundingClientRect().bottom ?? 0, tabs && !tabs.hidden ? tabs.getBoundingClientRect().bottom : 0);
  node.style.scrollMarginTop = `${Math.ceil(covered) + 8}px`;
  node.scrollIntoView({ block: "start" });
}

const noPuzzle = () => say("The puzzle in this link does not exist (the link may be mistyped). The puzzles on this page are as they were.");

// Issue #28 item 13: mounting every puzzle of a page in one go was one main-thread task of
// 300–700 ms on a busy machine (/puzzles/ has eight), most of it the browser's style and layout
// of the new cards. Each puzzle is mounted in a task of its own, in page order, the page free to
// draw and answer between two; puzzles off screen cost little to draw (reading.css:
// content-visibility).
const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield() : new Promise((r) => setTimeout(r, 0)));

async function mountInTurns(render, nodes, store, left) {
  const models = [];
  for (const [i, node] of [...nodes].entries()) {
    if (i > 0) await nextTask();
    if (left()) break;
    const model = mount(render, node, store);
    if (model) models.push([node, model]);
  }
  return models;
}

// A puzzle not yet drawn is as tall as a guess (reading.css), and before it is mounted it is
// an empty box: a jump to a heading below it (the page's contents, a link's #anchor) landed up to
// a puzzle's height off, the real heights arriving just after the jump. Each puzzle is drawn once,
// one a frame, after mounting, and its real height is then kept while it is off screen; a jump
// made before that, the reader not having moved since, is made again. For tests:
// html[data-tc-measured].
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const nextIdle = () => new Promise((r) => (window.requestIdleCallback ? requestIdleCallback(r, { timeout: 1000 }) : setTimeout(r, 0)));

// A height kept is a height at one width: when the width changes (a phone turned, a window
// resized), every puzzle is measured again. For tests: html[data-tc-measured] is the width.
let measuredNodes = [];
let measuring = Promise.resolve();
let measuringNow = 0;
window.addEventListener("resize", () => {
  const width = String(window.innerWidth);
  // (a measuring under way measures again at its end if the width changed)
  if (!measuredNodes.length || document.documentElement.dataset.tcMeasured === width || measuringNow) return;
  delete document.documentElement.dataset.tcMeasured;
  measureInTurns(measuredNodes);
});

// One measuring at a time, each after the one before; one of a page the reader has left (instant
// navigation: mountAll gave measuredNodes the new page's puzzles) stops, and neither makes the
// jump again nor marks the new page measured.
function measureInTurns(nodes) {
  measuringNow++;
  return (measuring = measuring.then(() => measureOnce(nodes)).finally(() => measuringNow--));
}

async function measureOnce(nodes) {
  const current = () => nodes === measuredNodes;
  const width = window.innerWidth;
  for (const node of nodes) {
    await nextIdle(); // when the page has nothing else to do
    if (!current()) return;
    node.classList.add("tc-measuring");
    await nextFrame(); // drawn in this frame, its size remembered (contain-intrinsic-size: auto)
    node.classList.remove("tc-measuring");
  }
  if (!current()) return;
  jumpAgain();
  // (resized while measuring: once more, at the width now)
  if (width !== window.innerWidth) return measureOnce(nodes);
  document.documentElement.dataset.tcMeasured = String(width);
}

function jumpAgain() {
  const target = document.querySelector(":target");
  if (!target || movedSinceJump) return;
  const focused = document.activeElement;
  target.scrollIntoView({ block: "start" });
  // a reader who went on with Tab past the screen keeps the control in view
  const box = focused?.getBoundingClientRect();
  if (focused && focused !== document.body && (box.bottom < 0 || box.top > window.innerHeight)) focused.scrollIntoView({ block: "center" });
}

// The reader scrolled (a scrolling key, the wheel, a touch, the pointer) since the last jump to an
// anchor (a link clicked or followed with Enter, the page opened at one): the jump is then not
// made again. Tab is not a scroll: the controls after the anchor stay on screen after it.
let movedSinceJump = false;
const moved = () => { movedSinceJump = true; };
const SCROLL_KEYS = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown", " "]);
for (const type of ["wheel", "touchmove", "pointerdown"]) document.addEventListener(type, moved, { capture: true, passive: true });
document.addEventListener("keydown", (e) => { if (SCROLL_KEYS.has(e.key)) moved(); }, { capture: true, passive: true });
document.addEventListener("click", (e) => { if (e.target.closest?.("a[href*='#']")) movedSinceJump = false; }, true);

// ------------------------------------------------------------------ the header, by keyboard
// The light/dark toggle and the menu button work from the keyboard with tractor-keys.js,
// fetched at the first key pressed (a Tab: the header's controls are a few Tabs on); a reader
// who only uses the mouse never needs it.
document.addEventListener("keydown", () => import("./tractor-keys.js"), { once: true });

// The puzzles' front-end, fetched once, by the first page with a puzzle (a page without one, the
// tools' or the practice table's, never loads it). On a page with puzzles, the runtime's
// downloads start as this module runs, before the front-end module is fetched.
// With it come the card pieces its pictures are drawn with (js/deck.js) and its words
// (js/puzzle-words.js), which the page's puzzles are given as the widget's "deck" and "words".
let frontEnd = null;
let DECK = null;
let PUZZLE_WORDS = null;
const puzzleFrontEnd = () => (frontEnd ||= Promise.all([import("../widgets/static/puzzle.js"), import("./js/deck.js"), import("./js/puzzle-words.js")])
  .then(([front, cards, words]) => { DECK = cards.DECK; PUZZLE_WORDS = words.WORDS; return front; }));
if (document.querySelector(".tc-live")) {
  loadPython();
  puzzleFrontEnd();
}

// For tests and benchmarks: resolves when the engine is ready in this page.
window.tractorLive = Object.assign(window.tractorLive || {}, { ready, call, houseRules, setHouseRules });

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(mountAll); // Material's instant navigation
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", mountAll);
} else {
  mountAll();
}
