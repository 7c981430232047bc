// The site's state, the same on every page and kept across Material's instant navigation: the
// reader's saved progress (local storage), the site-wide house rules, the page's language.
// The puzzles (tractor-live.js) and the teachers' tools (tractor-tools.js) read and set it here.

import { call, showNotice } from "./runtime.js";
import { pageLang } from "./words.js";
import { say } from "tractor:words";

export { pageLang };

// ------------------------------------------------------------------ progress in local storage
// Read field by field: a field that cannot be read is left out and the rest kept (one bad
// number never wipes every score); only a store that is not JSON at all starts again. Fields
// other scripts keep in the same store are kept as they are.
const STORE_KEY = "tractor-progress";
const STORE_VERSION = 1;
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

// The saved store, and the notice to show when part of it could not be read (or null).
export function readStore() {
  let raw = null;
  try { raw = window.localStorage.getItem(STORE_KEY); } catch { return { store: fresh(), notice: null }; }
  if (raw === null) return { store: fresh(), notice: null };
  let data = null;
  try { data = JSON.parse(raw); } catch { /* not JSON: below */ }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    try { window.localStorage.removeItem(STORE_KEY); } catch { /* private mode */ }
    return { store: fresh(), notice: say("Your saved progress could not be read (it was damaged), so it starts again.") };
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
  return { store, notice: say("Part of your saved progress could not be read and was left out; the rest is kept.") };
}
function fresh() { return { version: STORE_VERSION, scores: {}, lang: null, rules: null }; }
export function writeStore(store) {
  try { window.localStorage.setItem(STORE_KEY, JSON.stringify(store)); } catch { /* quota or private mode */ }
}

// The house rules a link (?rules=) brought, for this visit only (this tab): kept in the tab's
// session storage, never in the saved choice unless the reader keeps them.
const VISIT_KEY = "tractor-visit-rules";
function visitRules() {
  try { return window.sessionStorage.getItem(VISIT_KEY); } catch { return null; }
}
export function setVisitRules(name) {
  try {
    if (name) window.sessionStorage.setItem(VISIT_KEY, name);
    else window.sessionStorage.removeItem(VISIT_KEY);
  } catch { /* private mode */ }
}

// ------------------------------------------------------------------ the site-wide house rules
// One choice for every page (a preset's name, or a rule code: tractor_core.rules.rule_codes), kept in
// the progress store: set by a link's ?rules=CODE, the house-rules builder (lessons/tools/) or a
// puzzle's House rules menu; every puzzle starts under it and the referee and worksheet maker
// use it. It is read by the engine (tractor_core.api.site_api.rules_choice) before use: a tampered
// or unknown code gives a notice and the default rules.
let choice = null; // Promise of {name, code, label, visit} or null (no choice: each puzzle's own rules)
const watchers = new Set();

// The choice changed (to a name, or none): a new promise, told to every watcher when read.
export function houseRulesChanged(name) {
  choice = name ? readChoice(name) : Promise.resolve(null);
  choice.then((c) => { for (const fn of watchers) fn(c); });
  return choice;
}

async function readChoice(name) {
  const answer = await call("tractor_core.api.site_api", "rules_choice", name);
  if (answer.ok) return answer;
  throw new Error(answer.error);
}

// The choice for this page: a link's ?rules= (for this visit: it is not saved unless the reader
// keeps it), else the rules an earlier link of this visit brought, else the saved choice; each
// checked by the engine. A link that cannot be read is said so and changes nothing.
// (store: the progress store just read; null: read it now.)
export function pageChoice(store = null) {
  store ||= readStore().store;
  const asked = new URLSearchParams(window.location.search).get("rules");
  const fromVisit = (c) => ({ ...c, visit: c.name !== store.rules });
  if (asked !== null) {
    choice = readChoice(asked).then((c) => {
      setVisitRules(c.name !== store.rules ? c.name : null);
      return fromVisit(c);
    }, () => {
      showNotice(say("The house rules in this link were not understood, so they are not used. Your own choice of rules stays as it was."));
      return visitOrSaved(store, fromVisit);
    });
  } else choice = visitOrSaved(store, fromVisit);
  return choice;
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
    showNotice(say("Your saved house rules could not be read, so the default rules are used."));
    store.rules = null;
    writeStore(store);
    return null;
  });
}

// A new page: its choice is read again when asked for.
export function forgetChoice() { choice = null; }

// The current choice (read for this page on first use), and setting it (saved: every page).
export function houseRules() {
  return choice || pageChoice();
}
export function setHouseRules(name) {
  const { store } = readStore();
  store.rules = name;
  writeStore(store);
  setVisitRules(null);
  return houseRulesChanged(name);
}
export function onHouseRules(fn) { watchers.add(fn); }

// The tools' language: the page's ("en" or "zh"). A tool's own language button changes that
// tool only and is not kept.
export const siteLang = pageLang;
