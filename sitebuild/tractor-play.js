// "Play a hand": the reader (South) and three bots, with the engine as a coach. Every rule, every
// bot move and every verdict comes from tractor_core.api.practice through the runtime's call(); this
// script only draws the answer and sends the reader's clicks. The hand's state (rules code, deal
// number, actions, digest) is kept in localStorage under "tractor-play", so a reload resumes it.

import { LANGUAGE_NAMES, ensureDeck, faceSvg, h } from "../widgets/static/puzzle.js";
import { DECK } from "./js/deck.js";
import { call, loadStyle, showNotice } from "./js/runtime.js";
import { say, sayNodes } from "tractor:words";

const PLAY_KEY = "tractor-play";
const PROGRESS_KEY = "tractor-progress";
const MODULE = "tractor_core.api.practice";
// The site's root (this script is assets/tractor/tractor-play.js): a rule's link goes to its entry
// in the rules catalogue, in the page's language.
const SITE = new URL("../../", import.meta.url);
// The words are the message catalogue's (tractor_core/text/site.py), said in the table's own
// language (its language button): say("…", lang).
const CORRUPT = () => say("The saved hand could not be read (damaged or from an old version) and was discarded.");

// ------------------------------------------------------------------ storage
function readJson(key) {
  try { return JSON.parse(window.localStorage.getItem(key)); } catch { return null; }
}
function progress() {
  const data = readJson(PROGRESS_KEY);
  return data && typeof data === "object" ? data : {};
}
// The page's language decides the table's, as on every other page (the puzzles, the tools): /zh/
// plays in Chinese, / in English, whatever an earlier visit chose. The table's own 中文 / English
// button changes this table only and is not remembered (issue 29).
function pageLang() {
  return (document.documentElement.lang || "en").startsWith("zh") ? "zh" : "en";
}
function siteRules() {
  const rules = progress().rules;
  return typeof rules === "string" && rules ? rules : "default";
}
// The saved hand; one that is not JSON (damaged) is dropped, and the reader is told (issue 28,
// item 10); one that is JSON but not a hand is told of by resume(), when the engine reads it.
function readSavedHand() {
  let raw = null;
  try { raw = window.localStorage.getItem(PLAY_KEY); } catch { return null; }
  if (raw === null) return null;
  try { return JSON.parse(raw); } catch { /* below */ }
  try { window.localStorage.removeItem(PLAY_KEY); } catch { /* private mode */ }
  showNotice(CORRUPT());
  return null;
}
// How fast the computer players' cards appear, one after another (ms between two cards); kept
// for every hand. "Instant" shows them all at once (teachers in a hurry; the browser tests).
const PACE_KEY = "tractor-play-pace";
const PACES = { slow: 1400, normal: 700, fast: 250, instant: 0 };
function savedPace() {
  let value = null;
  try { value = window.localStorage.getItem(PACE_KEY); } catch { /* private mode */ }
  if (value === "0") return "instant";
  return value && Object.hasOwn(PACES, value) ? value : "normal";
}
function savePace(pace) {
  try { window.localStorage.setItem(PACE_KEY, pace); } catch { /* private mode */ }
}
function saveHand(saved) {
  try { window.localStorage.setItem(PLAY_KEY, JSON.stringify(saved)); } catch { /* quota */ }
}

// ------------------------------------------------------------------ drawing helpers
// (h and the card faces: the puzzles' own, widgets/static/puzzle.js; the deck: js/deck.js)
function cardRow(view, cards, lang, className = "") {
  return h("span", { className: `tc-play-row ${className}` },
    cards.map((c) => h("span", { className: "tc-face", "data-card": c }, faceSvg(c, view.faces[c], lang))));
}

// ------------------------------------------------------------------ the page
function mount(root) {
  if (root.dataset.mounted) return;
  root.dataset.mounted = "1";
  ensureDeck(DECK);
  let answer = null; // the engine's last answer: {state, view, events}
  let error = null; // the last refusal: {en, zh, rule, statement}
  let selected = new Set(); // indexes into view.hand
  let calling = new Set(); // friend cards chosen (called-friends rules)
  let lang = pageLang();
  let coach = true;
  let busy = false;
  let pace = savedPace();
  // While the computers' cards appear one by one: the trick as it stands (plays), the trick just
  // completed (done: the engine's trick, winner and points) and the plays not shown yet (pending).
  let frame = null;
  let log = [];
  const openWhy = new Set();
  // <details> kept open across redraws; the legal plays are there on request (the coach suggests one)
  const opened = { tricks: false, log: false, coach: false, bids: false };
  const folding = (name) => ({ open: opened[name], ontoggle: (e) => { opened[name] = e.target.open; } });
  const saved = readSavedHand();
  if (saved && typeof saved === "object" && typeof saved.coach === "boolean") coach = saved.coach;
  root.classList.add("tc-play-live");
  root.querySelector(".tc-play-fallback")?.remove();
  // The table is redrawn whole on every change (the stage); beside it, the page's one live region,
  // made once and never redrawn: a screen reader hears each piece of news once (the trick won, a
  // friend joined, a refusal, your turn), not the status again at every redraw (issue 29). Its
  // text is the latest news (see tell()), and it changes only when the news does.
  const stage = h("div", { className: "tc-play-stage" });
  const live = h("p", { className: "tc-play-news", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  root.append(stage, live);
  let news = (L) => (error ? error[L] : say("Starting the engine…", L)); // the news now, in a language

  // The news of an answer's events, each piece a function of the language: the reader's throw
  // that failed, a friend who joined, a trick won (the engine's sentence: who, with what, its
  // points), a hand dealt again.
  function eventNews(view, e) {
    const items = [];
    if (e.kind === "play" && e.seat === view.seat && e.attempted) {
      items.push((L) => say("Your throw failed; the engine played the forced unit: {why}", { why: e.why ? e.why[L] : "" }, L));
    }
    for (const j of e.joins || []) items.push((L) => j[L]);
    const t = e.kind === "play" && e.trick ? view.tricks[e.trick - 1] : null;
    if (t && t.said) items.push((L) => t.said[L]);
    if (e.kind === "redeal") items.push((L) => say("Nobody declared: the cards are dealt again.", L));
    if (e.kind === "undo") items.push((L) => say("You took back your last play.", L));
    return items;
  }
  // The news from now on (the live region says it at the next redraw, if it is not said already).
  function tell(items) {
    news = (L) => items.map((f) => f(L)).filter(Boolean).join(L === "zh" ? "" : " ");
  }
  const promptNews = (view) => (L) => prompt(view, L);
  function speak() {
    const tag = lang === "zh" ? "zh-Hans" : "en";
    if (live.getAttribute("lang") !== tag) live.setAttribute("lang", tag);
    const text = news(lang);
    if (live.textContent !== text) live.textContent = text;
  }

  async function ask(fn, ...args) {
    busy = true;
    root.dataset.busy = "1";
    draw();
    try {
      return await call(MODULE, fn, ...args);
    } finally {
      busy = false;
      delete root.dataset.busy;
    }
  }

  function accept(next) {
    answer = next;
    error = null;
    selected = new Set();
    calling = new Set();
    for (const event of next.events || []) log.push(event);
    log = log.slice(-12);
    saveHand({ state: next.state, coach });
  }

  async function start(request) {
    let next = await ask("new_hand_json", { coach, ...request });
    if (!next.ok && next.error.rule === "practice.rules" && request.rules && request.rules !== "default") {
      // the site's house-rules choice does not suit a practice hand: play the default rules
      showNotice([say("{error} Playing the default rules instead.", { error: next.error.en }, "en"),
        say("{error} Playing the default rules instead.", { error: next.error.zh }, "zh")]);
      next = await ask("new_hand_json", { coach, ...request, rules: "default" });
    }
    if (next.ok) { log = []; accept(next); tell([promptNews(next.view)]); } else { const err = next.error; error = err; tell([(L) => err[L]]); }
    draw("new");
  }

  async function act(action, focusKey) {
    if (busy || !answer) return;
    const started = performance.now();
    const next = await ask("act_json", answer.state, { ...action, coach });
    performance.measure(`tractor:play:${action.type}`, { start: started });
    if (next.corrupt) {
      showNotice(CORRUPT());
      await start({ deal: answer.view.deal });
      return;
    }
    if (next.ok && action.type === "next") log = [];
    const before = answer.view;
    if (next.ok) {
      accept(next);
      const told = await reveal(before, next);
      const events = (next.events || []).filter((e) => !told.has(e));
      tell([...events.flatMap((e) => eventNews(next.view, e)), promptNews(next.view)]);
    } else {
      const err = next.error;
      error = err;
      answer = { ...answer, view: next.view, state: next.state };
      tell([(L) => say("Not allowed: {why}", { why: err[L] || err.en }, L)]);
    }
    draw(focusKey);
    showBoard();
  }

  // The plays of an answer, one after another at the reader's pace: the reader's own at once,
  // then each computer's; a completed trick (who won, its points) stays a moment longer. The news
  // of a card on show (a trick won, a friend joined) is told with it; returns the events told.
  async function reveal(before, next) {
    const ms = PACES[pace];
    const plays = (next.events || []).filter((e) => e.kind === "play");
    const told = new Set();
    if (!ms || !plays.some((e) => e.seat !== next.view.seat)) return told;
    const view = next.view;
    let trick = before && before.trick ? before.trick.plays.slice() : [];
    let done = null;
    busy = true;
    root.dataset.busy = "1";
    try {
      for (let i = 0; i < plays.length; i++) {
        const e = plays[i];
        if (done) { trick = []; done = null; }
        trick.push({ seat: e.seat, cards: e.cards });
        if (e.trick) done = view.tricks[e.trick - 1] || null;
        frame = { plays: trick.slice(), done, pending: plays.slice(i + 1) };
        const items = eventNews(view, e);
        if (items.length) { tell(items); told.add(e); }
        draw();
        showBoard();
        if (i + 1 < plays.length) await new Promise((r) => setTimeout(r, done ? 2 * ms : ms));
      }
    } finally {
      frame = null;
      busy = false;
      delete root.dataset.busy;
    }
    return told;
  }

  // During a hand the trick, the hand and the Play button are on the screen together: after each
  // answer, the board is scrolled to the top of the window (under the site's header) when it is
  // not all in view already.
  function showBoard() {
    const board = root.querySelector(".tc-play-board");
    if (!board || !answer || !(["play", "bury", "call"].includes(answer.view.phase) || answer.view.stopped)) return;
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const box = board.getBoundingClientRect();
    if (box.top < top - 1 || box.bottom > window.innerHeight + 1) board.scrollIntoView({ block: "start" });
  }

  async function resume() {
    if (saved && saved.state) {
      const next = await ask("view_json", saved.state, { coach });
      if (next.ok) { accept(next); tell([promptNews(next.view)]); draw(); return; }
      try { window.localStorage.removeItem(PLAY_KEY); } catch { /* private mode */ }
      showNotice(CORRUPT());
    }
    const deal = Number(new URLSearchParams(window.location.search).get("deal")) || 1;
    await start({ deal, rules: siteRules() });
  }

  // The reader is "You" / "你" at every table size; the others by the compass or their number.
  function seatName(view, seat) {
    return seat === view.seat ? say("You", lang) : view.seats[seat][lang];
  }
  // Who won a trick and its points; a row of the review after the hand; a pace by its key.
  // A trick's points count only for the attackers (lesson 1): "You won it, 20 points" beside
  // "Attackers' points: 0" read as points lost, so a banker's side's trick says they are kept.
  const wonIt = (name, points, banker = false) => (!points || !banker
    ? (points === 1 ? say("{name} won it, {points} point", { name, points }, lang)
      : say("{name} won it, {points} points", { name, points }, lang))
    : say("{name} won it: {points} points kept from the attackers", { name, points }, lang));
  const reviewRow = (r, name) => (r.side === "banker"
    ? say("Trick {n}: {points} points to {name} (banker's side)", { n: r.n, points: r.points, name }, lang)
    : say("Trick {n}: {points} points to {name} (attackers)", { n: r.n, points: r.points, name }, lang));
  const paceName = (k) => ({ slow: say("Slow", lang), normal: say("Normal", lang), fast: say("Fast", lang), instant: say("Instant", lang) })[k];

  // The table as it stands now: the engine's view, or, while the computers' cards are appearing,
  // the view as it was at the card on show (the cards, points and friends still to come held back).
  function tableNow(view) {
    const pending = frame ? frame.pending : [];
    const left = view.tricks.length - pending.filter((e) => e.trick).length;
    const tricks = view.tricks.slice(0, left);
    const hidden = new Set(pending.flatMap((e) => (e.joins || []).map((j) => j.seat)));
    const team = (view.team || []).filter((s) => !hidden.has(s));
    const counts = view.counts.map((c, s) => c + pending.filter((e) => e.seat === s).reduce((a, e) => a + e.cards.length, 0));
    const won = frame ? view.won.map((_, s) => tricks.filter((t) => t.winner === s).reduce((a, t) => a + t.points, 0)) : view.won;
    const attackers = frame ? tricks.filter((t) => !team.includes(t.winner)).reduce((a, t) => a + t.points, 0) : view.attackers_points;
    const plays = frame ? frame.plays : view.trick ? view.trick.plays : [];
    const done = frame ? frame.done : null;
    const last = tricks.length ? tricks[tricks.length - 1] : null;
    return { tricks, hidden, team, counts, won, attackers, plays, done, last };
  }

  function selectedCards(view) {
    return [...selected].sort((a, b) => a - b).map((i) => view.hand[i]);
  }

  // ---------------------------------------------------------------- one redraw
  function draw(focusKey) {
    const active = focusKey || document.activeElement?.dataset?.key;
    root.setAttribute("lang", lang === "zh" ? "zh-Hans" : "en");
    const view = answer ? answer.view : null;
    root.dataset.waiting = view ? view.waiting || "" : "";
    root.dataset.phase = view ? view.phase : "";
    if (!view) {
      stage.replaceChildren(h("p", { className: "tc-play-status" }, error ? error[lang] : say("Starting the engine…", lang)), controls(view));
      speak();
      return;
    }
    const parts = [matchBar(view)];
    if (view.match.redealt) {
      const r = view.match.redealt;
      parts.push(h("p", { className: "tc-play-redealt", "data-rule": r.rule }, r.times > 1 ? say("{why} (dealt again {n} times)", { why: r[lang] || r.en, n: r.times }, lang)
        : say("redealt|{why}", { why: r[lang] || r.en }, lang), " ", ruleLink(r.rule)));
    }
    const now = tableNow(view);
    parts.push(h("div", { className: "tc-play-board" },
      scoreBar(view, now),
      friendsLine(view, now),
      // the coach's suggestion on the board, where the reader looks and a few Shift+Tabs from
      // the hand (below the settings it was some thirty Tabs away); not while the computers'
      // cards are still appearing ("West is winning" beside a table where East had won)
      coach && view.legal && !frame ? suggestion(view) : null,
      table(view, now), handArea(view),
      // what to do now, with the buttons that do it: they stay on the screen under a long hand,
      // and so does why the deal stopped (above the table, a phone hid it below the fold)
      h("div", { className: "tc-play-dock" },
        h("p", { className: "tc-play-status" + (view.stopped && view.waiting === "deal" && !frame ? " tc-play-stopped" : "") }, frame ? say("The other players are playing…", lang) : prompt(view)),
        actions(view))));
    // A refusal or a failed throw right under the buttons the reader pressed (above the table it
    // was off the screen: the reader saw nothing happen).
    if (error) parts.push(refusal());
    const settings = tableSettings(view);
    const throwFailed = (answer.events || []).find((e) => e.seat === view.seat && e.attempted);
    if (throwFailed) {
      parts.push(h("div", { className: "tc-play-throw" },
        h("strong", {}, say("Your throw failed; the engine played the forced unit: ", lang)), cardRow(view, throwFailed.attempted, lang, "tc-small"), ` → `,
        cardRow(view, throwFailed.cards, lang, "tc-small"),
        throwFailed.why ? h("p", { className: "tc-play-rule" }, `${throwFailed.why[lang]} `, ruleLink(throwFailed.why.rule)) : null));
    }
    parts.push(settings, controls(view));
    if (coach && view.legal) parts.push(coachBox(view));
    if (view.result) parts.push(result(view));
    parts.push(trickList(view), tableLog(view));
    stage.replaceChildren(...parts.filter(Boolean));
    speak();
    const again = active && root.querySelector(`[data-key="${CSS.escape(active)}"]`);
    const fallback = root.querySelector(".tc-play-hand button, .tc-play-actions button:not([disabled])");
    if (focusKey === "new") root.querySelector(".tc-play-status")?.focus?.({ preventScroll: true });
    else if (again && !again.disabled) again.focus({ preventScroll: true });
    else if (focusKey && fallback) fallback.focus({ preventScroll: true });
    root.querySelector(".tc-play-refused, .tc-play-throw")?.scrollIntoView({ block: "nearest" });
  }

  function prompt(view, L = lang) {
    const w = view.waiting;
    if (!w) return "";
    if (w === "bury") return say("You are the banker: choose {n} cards to bury.", { n: view.kitty_size }, L);
    if (w === "call") {
      return view.friend_count === 1 ? say("You are the banker: choose {n} friend card to call (找朋友).", { n: 1 }, L)
        : say("You are the banker: choose {n} friend cards to call (找朋友).", { n: view.friend_count }, L);
    }
    if (w === "play" && view.legal && view.legal.lead) return say("Your lead: select cards and press Play.", L);
    if (w === "deal" && view.stopped) return view.stopped[L];
    if (w === "done" && view.match.next && view.match.next.winners) return say("The hand is over, and so is the match.", L);
    if (w === "deal") return say("Deal the cards. You may declare when you draw a level card or a joker.", L);
    if (w === "bid") return say("Your turn to bid: declare or say no bid.", L);
    if (w === "play") return `${handBegins(view, L)}${say("Your turn: select cards and press Play.", L)}`;
    if (w === "done") return say("The hand is over: see the result below, then press Next hand.", L);
    return "";
  }

  // Before the first trick is won: what happened while the reader was not asked (a new reader
  // declared ♣2, dealt on, and found North banker at no trump with nothing said): an overturn of
  // the reader's declaration, and who is banker, took the kitty and led.
  function handBegins(view, L) {
    if (view.tricks.length || view.banker === null || view.banker === view.seat) return "";
    const name = (s) => (s === view.seat ? say("You", L) : view.seats[s][L]);
    const standing = view.bids.find((b) => b.stands);
    const overturned = standing && standing.seat !== view.seat && view.bids.some((b) => b.seat === view.seat)
      ? `${say("{seat} overturned your declaration.", { seat: name(standing.seat) }, L)} ` : "";
    return `${overturned}${say("{seat} is the banker: took the kitty, buried {n} cards and led first.", { seat: name(view.banker), n: view.kitty_size }, L)} `;
  }

  function refusal() {
    return h("div", { className: "tc-play-refused" },
      h("strong", {}, say("Not allowed: ", lang)), error[lang] || error.en,
      error.statement ? h("p", { className: "tc-play-rule" }, sayNodes("Rule: {statement} {link}", { statement: error.statement[lang], link: ruleLink(error.rule) }, lang))
        : error.rule ? h("p", { className: "tc-play-rule" }, ruleLink(error.rule)) : null);
  }

  // A rule named by the engine, as a reader meets it: a small "the rule" link to its entry in the
  // rules catalogue (the rule's id is the link's data and its anchor, not words to read).
  function ruleLink(rule) {
    if (!rule) return null;
    const home = lang === "zh" ? new URL("zh/", SITE) : SITE;
    return h("a", { href: new URL(`rules-catalogue/#${rule}`, home).href, className: "tc-play-rule-link", "data-rule": rule }, say("the rule", lang));
  }

  function controls(view) {
    const dealInput = h("input", { type: "number", min: "1", max: "1000000000", value: view ? view.deal : 1,
      className: "tc-play-deal", "data-key": "deal", "aria-label": say("Deal number", lang) });
    const decks = h("select", { className: "tc-play-decks", "data-key": "decks", "aria-label": say("Decks", lang) },
      [1, 2, 3].map((n) => h("option", { value: n, selected: view && view.decks === n }, String(n))));
    const players = h("select", { className: "tc-play-players", "data-key": "players", "aria-label": say("Players", lang) },
      [4, 5, 6].map((n) => h("option", { value: n, selected: view && view.players === n }, String(n))));
    return h("div", { className: "tc-play-controls" },
      h("label", {}, `${say("Deal number", lang)} `, dealInput),
      h("label", {}, `${say("Decks", lang)} `, decks),
      h("label", {}, `${say("Players", lang)} `, players),
      h("button", { type: "button", className: "tc-play-new", "data-key": "new-hand", disabled: busy,
        onclick: () => confirmNew(() => start({ deal: Math.max(1, Math.floor(Number(dealInput.value) || 1)), rules: siteRules(),
          decks: Number(decks.value), players: Number(players.value) })) }, say("New hand", lang)),
      h("label", { className: "tc-play-coach" }, h("input", { type: "checkbox", checked: coach, "data-key": "coach",
        onchange: async (e) => {
          coach = e.target.checked;
          if (answer) { saveHand({ state: answer.state, coach }); const next = await ask("view_json", answer.state, { coach }); if (next.ok) answer = { ...next, events: [] }; }
          draw("coach");
        } }), ` ${say("Coach: suggest a play", lang)}`),
      h("button", { type: "button", className: "tc-play-lang", "data-key": "lang", lang: lang === "en" ? "zh-Hans" : "en",
        onclick: () => { lang = lang === "en" ? "zh" : "en"; draw("lang"); } }, LANGUAGE_NAMES[lang === "en" ? "zh" : "en"]));
  }

  // The match around the hand, all from the engine's Match: hand number, levels, banker.
  function levelsText(view, levels, teams) {
    if (teams && teams.length) return teams.map((t) => `${t.seats.map((s) => seatName(view, s)).join(say("names| & ", lang))} ${t.level}`).join(" · ");
    return levels.map((l, s) => `${seatName(view, s)} ${l}`).join(" · ");
  }
  function matchBar(view) {
    const m = view.match;
    const banker = view.banker !== null ? view.banker : m.banker; // the first hand's, once the bids decided it
    return h("p", { className: "tc-play-match", "data-hand": m.hand },
      h("strong", {}, say("Hand {n} of the match", { n: m.hand }, lang)), " · ",
      sayNodes("Levels: {levels}", { levels: h("span", { className: "tc-play-levels" }, levelsText(view, m.levels, m.teams)) }, lang),
      " · ", banker === null ? say("Banker: whoever declares the trump", lang) : say("Banker: {seat}", { seat: seatName(view, banker) }, lang));
  }
  function nextLevels(view) {
    const n = view.match.next;
    if (!n) return null;
    const names = n.winners ? n.winners.map((s) => seatName(view, s)).join(say("names| & ", lang)) : "";
    return h("div", { className: "tc-play-next" },
      h("p", {}, sayNodes("Levels for the next hand: {levels}", { levels: h("strong", { className: "tc-play-next-levels" }, levelsText(view, n.levels, n.teams)) }, lang)),
      // each seat's move in words (the rule behind it is the element's data, not words to read)
      n.moves.length ? h("ul", {}, n.moves.map((m) => h("li", { "data-rule": m.rule }, say("{seat}: {move}", { seat: seatName(view, m.seat), move: m[lang] }, lang)))) : null,
      n.winners ? h("p", { className: "tc-play-match-over" }, h("strong", {}, say("The match is over: {names} won.", { names }, lang))) : null);
  }

  // A seat: its name, what it is (banker, the banker's friend, to play), its cards left and
  // points won, and its cards in the trick on show: the trick being played, the trick just
  // completed (its winner marked), or, before the next lead, the last trick (dimmed).
  function seatBox(view, seat, now) {
    const current = now.plays.length && !now.done ? now.plays : null;
    const shown = now.done ? now.done : current ? null : now.last;
    const play = (current || (shown ? shown.plays : [])).find((p) => p.seat === seat);
    const badges = [];
    const friend = say("banker's friend", lang);
    if (view.banker === seat) badges.push(say("Banker", lang));
    else if (view.partners !== "fixed" && now.team.includes(seat)) badges.push(friend);
    if (view.to_act === seat && view.phase === "play" && !frame) badges.push("▶");
    const won = shown && shown.winner === seat;
    const name = seat === view.seat && view.players === 4 ? say("You ({seat})", { seat: view.seats[seat][lang] }, lang) : seatName(view, seat);
    return h("div", { className: `tc-play-seat tc-play-seat-${seat}` + (won ? " tc-play-won" : "") + (!current && !now.done && play ? " tc-play-past" : ""),
      "data-seat": seat, "data-friend": badges.includes(friend) ? "1" : null },
      h("div", { className: "tc-play-seat-name" }, name,
        badges.length ? h("span", { className: "tc-play-badge" }, ` · ${badges.join(" · ")}`) : null),
      // points under the attackers' seats only: the banker's side's points are not counted
      // (lesson 1), and "You · 40 points" beside "Attackers' points: 0" read as a scoring error
      h("div", { className: "tc-play-seat-info" }, say("{n} cards", { n: now.counts[seat] }, lang), now.won[seat] && !now.team.includes(seat) ? ` · ${say("{n} points", { n: now.won[seat] }, lang)}` : ""),
      play ? cardRow(view, play.cards, lang, "tc-small") : h("span", { className: "tc-play-empty" }, ""));
  }

  function table(view, now) {
    const n = view.players;
    const positions = n === 4
      ? (view.direction === "counter_clockwise" ? { 1: "right", 2: "top", 3: "left" } : { 3: "right", 2: "top", 1: "left" })
      : null;
    let seats = [];
    for (let s = 1; s < n; s++) {
      const box = seatBox(view, s, now);
      if (positions) box.classList.add(`tc-at-${positions[s]}`);
      seats.push(box);
    }
    // five or six players: the others in play order along the top of the table
    if (!positions) seats = [h("div", { className: "tc-play-others tc-at-top" }, seats)];
    const me = seatBox(view, view.seat, now);
    me.classList.add("tc-at-bottom");
    const last = now.done || now.last;
    const center = h("div", { className: "tc-play-center" },
      view.bids.length ? bidsBox(view) : null,
      // the trick just played: who won it and its points, until the next one starts (and in
      // words after that, so a trick the computers finish and lead after is never lost)
      last ? h("div", { className: "tc-play-last", "data-trick": last.n, "data-winner": last.winner, "data-points": last.points },
        sayNodes("Last trick: {won}", { won: h("strong", {}, wonIt(seatName(view, last.winner), last.points, now.team.includes(last.winner))) }, lang), " ",
        whyButton(view, last)) : null);
    return h("div", { className: `tc-play-table tc-play-n${n}` }, ...seats, center, me);
  }

  // Every bid in order; once the tricks are played, folded (the trump line says what stands).
  function bidsBox(view) {
    const list = h("ol", { className: "tc-play-bids" }, view.bids.map((b) => h("li", {
      className: "tc-play-bid" + (b.stands ? " tc-stands" : " tc-outbid"), "data-seat": b.seat, "data-stands": b.stands ? "1" : "0" },
      `${seatName(view, b.seat)} `, cardRow(view, b.cards, lang, "tc-small"), ` ${b.trump ? b.trump[lang] : ""} · `,
      h("span", { className: "tc-play-bid-state" }, b.stands ? say("bid|stands", lang) : say("outbid", lang)))));
    if (!["play", "done"].includes(view.phase)) return h("div", { className: "tc-play-bids-box" }, sayNodes("Declarations: {bids}", { bids: list }, lang));
    return h("details", { className: "tc-play-bids-box", ...folding("bids") }, h("summary", { "data-key": "bids" }, say("Declarations ({n})", { n: view.bids.length }, lang)), list);
  }

  // Always in view during a hand: the trump, the banker and the attackers' points so far.
  function scoreBar(view, now) {
    const trump = view.trump ? view.trump[lang] : view.standing ? view.standing[lang] : say("not declared yet (level {level})", { level: view.level }, lang);
    return h("p", { className: "tc-play-scorebar" },
      h("span", { className: "tc-play-trump" }, say("Trump: {trump}", { trump }, lang)),
      view.banker !== null ? h("span", { className: "tc-play-banker" }, say("Banker: {seat}", { seat: seatName(view, view.banker) }, lang)) : null,
      // which side the reader is on (a new reader could not tell whether 30 points were good news)
      view.banker !== null && (now.team.includes(view.seat) || view.partners === "fixed")
        ? h("span", { className: "tc-play-side" }, now.team.includes(view.seat)
          ? say("Your side: the banker's team (keep points away from the attackers)", lang)
          : say("Your side: the attackers (win points: 5s, 10s and kings)", lang)) : null,
      h("span", { className: "tc-play-score" }, sayNodes("Attackers' points: {points}", { points: h("strong", { className: "tc-play-attackers" }, String(now.attackers)) }, lang)));
  }

  // With called friends: each called card (which copy) for the whole hand, and who joined by it.
  function friendsLine(view, now) {
    if (!view.friends) return null;
    return h("div", { className: "tc-play-friends" },
      h("strong", {}, say("Friends called: ", lang)),
      h("ul", {}, view.friends.map((c) => {
        const joined = c.joined && (c.used_up || !now.hidden.has(c.seat)) ? c.joined : null;
        return h("li", { className: "tc-play-call" + (joined && !c.used_up ? " tc-play-joined" : ""), "data-card": c.card, "data-nth": c.nth,
          "data-seat": joined ? c.seat : null },
          cardRow(view, [c.card], lang, "tc-tiny"), ` ${c[lang]}`, lang === "zh" ? "——" : " — ",
          joined ? h("span", { className: "tc-play-joined-why" }, joined[lang]) : h("span", { className: "tc-play-not-yet" }, say("not played yet", lang)));
      })));
  }

  // Under the board (after the buttons, so the deal is a few Tabs from the top), above the
  // deal number, decks and players: which house
  // rules this table plays, with the way to change them (the house-rules builder), and the pace
  // of the computers' cards.
  function tableSettings(view) {
    const href = new URL("../tools/house-rules/", window.location.href.split(/[?#]/)[0]).pathname;
    return h("p", { className: "tc-play-settings" },
      view.house_rules ? h("span", { className: "tc-play-rules" }, view.house_rules[lang], " ",
        h("a", { href, className: "tc-play-rules-link" }, say("Change the house rules", lang))) : null,
      h("label", { className: "tc-play-pace-label" }, `${say("Computer players", lang)} `, h("select", { className: "tc-play-pace", "data-key": "pace", "aria-label": say("Computer players", lang),
        onchange: (e) => { pace = e.target.value; savePace(pace); } },
        Object.keys(PACES).map((k) => h("option", { value: k, selected: pace === k }, paceName(k))))));
  }

  function whyButton(view, trick) {
    const key = `why-${trick.n}`;
    const open = openWhy.has(trick.n);
    return h("span", { className: "tc-play-why" },
      h("button", { type: "button", className: "tc-play-why-button", "data-key": key, "aria-expanded": open ? "true" : "false",
        onclick: () => { if (open) openWhy.delete(trick.n); else openWhy.add(trick.n); draw(key); } }, say("Why?", lang)),
      open ? h("span", { className: "tc-play-why-text" }, ` ${trick.why[lang]} `, ruleLink(trick.why.rule)) : null);
  }

  function handArea(view) {
    const clickable = ["play", "bury"].includes(view.waiting); // bids: one button per possible bid
    const fromKitty = [...(view.from_kitty || [])];
    const cards = view.hand.map((c, i) => {
      const k = fromKitty.indexOf(c);
      const mark = k >= 0;
      if (mark) fromKitty.splice(k, 1);
      const face = view.faces[c];
      return h("button", {
        type: "button", className: "tc-play-card" + (selected.has(i) ? " tc-picked" : "") + (mark ? " tc-from-kitty" : ""),
        "aria-pressed": selected.has(i) ? "true" : "false", "data-card": c, "data-index": i, "data-key": `card-${i}`,
        disabled: !clickable || busy,
        title: mark ? say("{card} (from the kitty)", { card: face ? (lang === "zh" ? face.alt_zh : face.alt) : c }, lang)
          : face ? (lang === "zh" ? face.alt_zh : face.alt) : c,
        onclick: () => { if (selected.has(i)) selected.delete(i); else selected.add(i); error = null; draw(`card-${i}`); },
      }, faceSvg(c, face, lang));
    });
    return h("div", { className: "tc-play-mine" },
      h("div", { className: "tc-play-label" }, say("Your hand · {n} cards", { n: view.hand.length }, lang),
        selected.size ? ` · ${say("{n} selected", { n: selected.size }, lang)}` : ""),
      h("div", { className: "tc-play-hand" }, cards),
      view.kitty ? h("div", { className: "tc-play-kitty" }, sayNodes("Kitty: {kitty}", { kitty: cardRow(view, view.kitty, lang, "tc-small") }, lang)) : null);
  }

  function actions(view) {
    const w = view.waiting;
    const buttons = [];
    const btn = (key, label, onclick, disabled = false) => h("button", { type: "button", className: `tc-play-${key}`, "data-key": key, disabled: busy || disabled, onclick }, label);
    const chosen = () => selectedCards(view).join(" ");
    if (w === "deal") {
      buttons.push(btn("deal-five", say("Deal 5 cards", lang), () => act({ type: "deal", cards: 5 }, "deal-five")));
      buttons.push(btn("deal-all", say("Deal to the end", lang), () => act({ type: "deal", cards: 100 }, "deal-all")));
    }
    if ((w === "deal" || w === "bid") && view.bid_options) {
      view.bid_options.forEach((cards, i) => buttons.push(h("button", { type: "button", className: "tc-play-bid-option", "data-key": `bid-${i}`, disabled: busy,
        onclick: () => act({ type: "declare", cards: cards.join(" ") }, "deal-five") }, sayNodes("Declare with {cards}", { cards: cardRow(view, cards, lang, "tc-small") }, lang))));
    }
    if (w === "bid") buttons.push(btn("pass", say("No bid", lang), () => act({ type: "pass" }, "pass")));
    if (w === "bury") buttons.push(btn("bury", say("Bury {n} cards", { n: view.kitty_size }, lang), () => act({ type: "bury", cards: chosen() }, "bury"), selected.size !== view.kitty_size));
    if (w === "call") {
      view.call_options.forEach((c) => buttons.push(h("button", {
        type: "button", className: "tc-play-call-option" + (calling.has(c) ? " tc-picked" : ""), "data-key": `friend-${c}`,
        "data-card": c, "aria-pressed": calling.has(c) ? "true" : "false", disabled: busy,
        onclick: () => { if (calling.has(c)) calling.delete(c); else calling.add(c); draw(`friend-${c}`); },
      }, cardRow(view, [c], lang, "tc-small"))));
      buttons.push(btn("call", view.friend_count === 1 ? say("Call this friend card", lang) : say("Call these {n} friend cards", { n: view.friend_count }, lang), () => act({ type: "call", calls: [...calling].map((c) => [c, 1]) }, "call"), calling.size !== view.friend_count));
    }
    if (w === "play") buttons.push(btn("play", say("Play", lang), () => act({ type: "play", cards: chosen() }, "play"), !selected.size));
    if (w === "done" && view.match.next && !view.match.next.winners) buttons.push(btn("next-hand", say("Next hand", lang), () => act({ type: "next" }, "deal-five")));
    // one play back: the reader's last play and the computers' plays after it (marked in the record)
    if (view.can_undo) buttons.push(btn("undo", say("Take back my last play", lang), () => act({ type: "undo" }, w === "done" ? "play" : "undo")));
    if (selected.size) buttons.push(btn("clear", say("Clear", lang), () => { selected = new Set(); draw("clear"); }));
    return h("div", { className: "tc-play-actions" }, buttons);
  }

  // The coach's one good play (the computer players' own evaluation) and why, above the list.
  function suggestion(view) {
    const s = view.suggest;
    if (!s || !s.cards) return null;
    return h("div", { className: "tc-play-suggest", role: "note" },
      h("strong", {}, say("The coach suggests: ", lang)), s[lang], " ",
      h("button", {
        type: "button", className: "tc-play-suggest-take", "data-key": "suggest", disabled: busy,
        onclick: () => { selected = pickIndexes(view.hand, s.cards); error = null; draw("play"); },
      }, cardRow(view, s.cards, lang, "tc-small"), ` ${say("Choose this play", lang)}`));
  }

  function coachBox(view) {
    const legal = view.legal;
    return h("div", {}, h("details", { className: "tc-play-coach-box", ...folding("coach") },
      h("summary", {}, legal.lead ? say("Units you can lead ({n}; throws too)", { n: legal.count }, lang) : say("Legal plays ({n})", { n: legal.count }, lang)),
      h("div", { className: "tc-play-legal" }, legal.plays.map((cards, i) => h("button", {
        type: "button", className: "tc-play-legal-option", "data-key": `legal-${i}`, "data-cards": cards.join(" "), disabled: busy,
        onclick: () => { selected = pickIndexes(view.hand, cards); error = null; draw("play"); },
      }, cardRow(view, cards, lang, "tc-small"))))));
  }

  // After the hand: the tricks where the reader's play gave points away, and what kept them.
  function lessons(view) {
    const l = view.result && view.result.lessons;
    if (!l) return null;
    return h("div", { className: "tc-play-lessons" },
      h("h3", {}, say("Your play, looked at again", lang)),
      h("p", {}, l.summary[lang]),
      l.slips.length ? h("ul", {}, l.slips.map((s) => h("li", {}, s[lang]))) : null,
      l.undos ? h("p", { className: "tc-play-undos" }, l.undos[lang]) : null,
      h("p", {}, l.where[lang]));
  }

  function result(view) {
    const r = view.result;
    const side = (s) => seatName(view, s);
    return h("section", { className: "tc-play-result", "aria-label": say("Result", lang) },
      h("h2", {}, say("Result", lang)),
      h("p", {}, sayNodes("Points in tricks: {points}", { points: h("strong", { className: "tc-play-trick-points" }, String(r.trick_points)) }, lang)),
      h("p", {}, say("Kitty: {kitty}", { kitty: r.kitty[lang] }, lang)),
      r.penalties ? h("p", {}, say("Throw penalties: {points}", { points: r.penalties }, lang)) : null,
      h("p", {}, sayNodes("result|Attackers' total: {points}", { points: h("strong", { className: "tc-play-total" }, String(r.attacker_points)) }, lang)),
      h("p", { className: "tc-play-change", "data-side": r.change.side, "data-levels": r.change.levels }, say("Level change: {change}", { change: r.change[lang] }, lang),
        // no levels to move: the change already says nobody goes up
        r.change.levels ? ` ${r.new_level[lang]}` : ""),
      h("p", {}, say("Next banker: {seat}", { seat: side(r.next_banker) }, lang)),
      nextLevels(view),
      h("h3", {}, say("Where the points went", lang)),
      // "10 points to you", not "to You", in the middle of a sentence
      h("ul", { className: "tc-play-review" }, r.review.map((row) => h("li", {}, reviewRow(row, row.winner === view.seat ? say("you", lang) : side(row.winner))))),
      lessons(view));
  }

  function trickList(view) {
    if (!view.tricks.length) return null;
    return h("details", { className: "tc-play-tricks", ...folding("tricks") }, h("summary", { "data-key": "tricks" }, say("Tricks ({n})", { n: view.tricks.length }, lang)),
      h("ol", {}, view.tricks.map((t) => h("li", {},
        t.plays.map((p) => h("span", { className: "tc-play-bid" }, `${seatName(view, p.seat)} `, cardRow(view, p.cards, lang, "tc-small"), " ")),
        ` ${wonIt(seatName(view, t.winner), t.points, (view.team || []).includes(t.winner))} `, whyButton(view, t),
        t.undone ? h("span", { className: "tc-play-undone" }, ` · ${say("you took back a play", lang)}`) : null))));
  }

  function tableLog(view) {
    if (!log.length) return null;
    const line = (e) => {
      const who = e.seat >= 0 ? seatName(view, e.seat) : "";
      const cards = (list) => cardRow(view, list, lang, "tc-small");
      if (e.kind === "play" && e.attempted) {
        return [...sayNodes("{seat}: {tried} — throw failed, played {cards}", { seat: who, tried: cards(e.attempted), cards: cards(e.cards) }, lang),
          e.why ? ` ${e.why[lang]}` : ""];
      }
      if (e.kind === "play") return sayNodes("{seat} played {cards}", { seat: who, cards: cards(e.cards) }, lang);
      if (e.kind === "declare") return sayNodes("{seat} declared {cards}", { seat: who, cards: cards(e.cards) }, lang);
      if (e.kind === "bury") return [say("{seat} buried the kitty", { seat: who }, lang)];
      if (e.kind === "call") return sayNodes("{seat} called {cards}", { seat: who, cards: cards(e.calls.map((c) => c[0])) }, lang);
      if (e.kind === "undo") return [say("You: you took back a play", lang)];
      return null;
    };
    const items = log.map(line).filter(Boolean);
    return h("details", { className: "tc-play-log", ...folding("log") }, h("summary", { "data-key": "log" }, say("Table log", lang)), h("ul", {}, items.map((x) => h("li", {}, x))));
  }

  // New hand throws away a hand in progress: ask first, in a real dialog (Esc or "Keep playing"
  // keeps the hand; the focus comes back to New hand).
  function confirmNew(go) {
    const view = answer && answer.view;
    const inProgress = view && view.phase !== "done" && answer.state.actions.length > 0;
    if (!inProgress) { go(); return; }
    const back = () => root.querySelector(".tc-play-new")?.focus();
    const dialog = h("dialog", { className: "tc-play-dialog", "aria-labelledby": "tc-play-ask-title", "aria-describedby": "tc-play-ask-text",
      lang: lang === "zh" ? "zh-Hans" : "en" },
      h("h2", { id: "tc-play-ask-title" }, say("Start a new hand?", lang)),
      h("p", { id: "tc-play-ask-text" }, say("The hand you are playing will be thrown away.", lang)),
      h("div", { className: "tc-play-dialog-buttons" },
        h("button", { type: "button", className: "tc-play-keep", autofocus: true, onclick: () => dialog.close("keep") }, say("Keep playing", lang)),
        h("button", { type: "button", className: "tc-play-throw-away", onclick: () => dialog.close("throw") }, say("Throw it away and deal a new hand", lang))));
    dialog.addEventListener("close", () => {
      dialog.remove();
      if (dialog.returnValue === "throw") go();
      else back();
    });
    root.after(dialog);
    dialog.showModal();
    dialog.querySelector(".tc-play-keep").focus();
  }

  function pickIndexes(hand, cards) {
    const out = new Set();
    for (const c of cards) {
      const i = hand.findIndex((x, j) => x === c && !out.has(j));
      if (i >= 0) out.add(i);
    }
    return out;
  }

  // For tests and benchmarks: the engine's last answer.
  window.tractorPlay = { answer: () => answer };
  draw();
  resume().catch((err) => {
    const failed = { en: say("The engine could not start: {error}", { error: err.message }, "en"), zh: say("The engine could not start.", "zh"), rule: "" };
    error = failed;
    tell([(L) => failed[L]]);
    draw();
  });
}

// Called by tractor-live.js on each page (also after Material's instant navigation) that has the
// table: the script and its stylesheet load only there.
export function mountPlay() {
  loadStyle("play.css");
  const root = document.getElementById("tc-play");
  if (root) mount(root); // once per table (mount marks it)
}
