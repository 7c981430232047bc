// "Play a hand": the reader (South) and three bots, with the engine as a coach. Every rule, every
// bot move and every verdict comes from tractor_core.api.practice through the runtime's call(); this
// script only draws the answer and sends the reader's clicks. The hand's state (rules code, deal
// number, actions, digest) is kept in localStorage under "tractor-play", so a reload resumes it.

import { ensureDeck, faceSvg, h } from "../widgets/static/puzzle.js";
import { DECK } from "./js/deck.js";
import { call, loadStyle, showNotice } from "./js/runtime.js";

const PLAY_KEY = "tractor-play";
const PROGRESS_KEY = "tractor-progress";
const MODULE = "tractor_core.api.practice";
// The site's root (this script is assets/tractor/tractor-play.js): a rule's link goes to its entry
// in the rules catalogue, in the page's language.
const SITE = new URL("../../", import.meta.url);

const TEXT = {
  en: {
    lang: "中文", colon: ": ", comma: ", ", paren: (x) => ` (${x})`, newHand: "New hand", deal: "Deal number", decks: "Decks", players: "Players",
    coach: "Coach: suggest a play", dealFive: "Deal 5 cards", dealAll: "Deal to the end",
    declare: "Declare", pass: "No bid", bury: (n) => `Bury ${n} cards`, play: "Play", clear: "Clear",
    call: (n) => `Call ${n === 1 ? "this friend card" : `these ${n} friend cards`}`, why: "Why?", yourHand: "Your hand", trick: "This trick",
    lastTrick: "Last trick", trump: "Trump", noTrumpYet: "not declared yet", level: "Level",
    banker: "Banker", attackers: "Attackers' points", cards: "cards", you: "you", bids: "Bids",
    kitty: "Kitty", fromKitty: "from the kitty", tricks: "Tricks", points: "points",
    legal: (n) => `Legal plays (${n})`, legalLead: (n) => `Units you can lead (${n}; throws too)`,
    wait: { deal: "Deal the cards. You may declare when you draw a level card or a joker.",
      bid: "Your turn to bid: declare or say no bid.", bury: (n) => `You are the banker: choose ${n} cards to bury.`,
      call: (n) => `You are the banker: choose ${n} friend card${n === 1 ? "" : "s"} to call (找朋友).`, play: "Your turn: select cards and press Play.",
      lead: "Your lead: select cards and press Play.",
      done: "The hand is over: see the result below, then press Next hand.", over: "The hand is over, and so is the match.",
      redeal: "Nobody declared: the cards are dealt again." },
    bidWith: "Declare with", result: "Result", trickPoints: "Points in tricks", kittyCapture: "Kitty",
    penalties: "Throw penalties", total: "Attackers' total", change: "Level change", review: "Where the points went", suggest: "The coach suggests", takeIt: "Choose this play", yourSlips: "Your play, looked at again",
    reviewRow: (r, name) => `Trick ${r.n}: ${r.points} points to ${name} (${r.side === "banker" ? "banker's side" : "attackers"})`,
    won: (name) => `${name} won it`, theRule: "the rule", throwFailed: "Your throw failed; the engine played the forced unit", refused: "Not allowed", rule: "Rule", log: "Table log",
    played: "played", declared: "declared", buried: "buried the kitty", called: "called", failed: "throw failed, played",
    loading: "Starting the engine…", corrupt: ["The saved hand could not be read (damaged or from an old version) and was discarded.", "保存的牌局无法读取，已丢弃。"],
    selected: (n) => `${n} selected`, seatCards: (n) => `${n} cards`, from: "from", to: "to", nextBanker: "Next banker",
    handNo: (n) => `Hand ${n} of the match`, levels: "Levels", and: " & ", bankerByBids: "Banker: decided by the bids",
    stands: "stands", outbid: "outbid", nextHand: "Next hand", nextLevels: "Levels for the next hand",
    matchOver: (names) => `The match is over: ${names} won.`, redealt: (why, n) => n > 1 ? `${why} (dealt again ${n} times)` : why,
    // issue 29: one view, friends at the table, undo, the house rules
    You: "You", pace: "Computer players", paces: { slow: "Slow", normal: "Normal", fast: "Fast", instant: "Instant" },
    undo: "Take back my last play", undone: "you took back a play", changeRules: "Change the house rules",
    friends: "Friends called", notYet: "not played yet", friend: "banker's friend",
    lastWon: (name, points) => `${name} won it, ${points} ${points === 1 ? "point" : "points"}`,
    askTitle: "Start a new hand?", askText: "The hand you are playing will be thrown away.",
    askKeep: "Keep playing", askThrow: "Throw it away and deal a new hand",
    // issue 29 (play2): the live region's news
    tookBack: "You took back your last play.",
  },
  zh: {
    lang: "English", colon: "：", comma: "，", paren: (x) => `（${x}）`, newHand: "新的一局", deal: "牌局号", decks: "副数", players: "人数",
    coach: "教练：建议出牌", dealFive: "发 5 张", dealAll: "发完",
    declare: "亮主", pass: "不叫", bury: (n) => `扣 ${n} 张底牌`, play: "出牌", clear: "清除",
    call: (n) => `找 ${n} 个朋友`, why: "为什么？", yourHand: "你的手牌", trick: "本轮",
    lastTrick: "上一轮", trump: "主", noTrumpYet: "尚未亮主", level: "级", banker: "庄家",
    attackers: "抓分方得分", cards: "张", you: "你", bids: "各家亮主", kitty: "底牌", fromKitty: "来自底牌",
    tricks: "各轮", points: "分",
    legal: (n) => `合法出牌（${n}）`, legalLead: (n) => `可以首出的牌型（${n}；也可甩牌）`,
    wait: { deal: "发牌。摸到级牌或王时可以亮主。", bid: "轮到你叫主：亮主或不叫。",
      bury: (n) => `你是庄家：选 ${n} 张牌扣底。`, call: (n) => `你是庄家：选择 ${n} 张朋友牌。`,
      play: "轮到你：选牌后按“出牌”。", lead: "你先出：选牌后按“出牌”。",
      done: "本局结束：看下面的结果，然后按“下一局”。", over: "本局结束，整场比赛也结束了。",
      redeal: "无人亮主：重新发牌。" },
    bidWith: "亮主：", result: "结果", trickPoints: "抓分", kittyCapture: "底牌",
    penalties: "甩牌罚分", total: "抓分方合计", change: "升级", review: "分数去向", suggest: "教练建议", takeIt: "选这手牌", yourSlips: "回头看你的出牌",
    reviewRow: (r, name) => `第 ${r.n} 轮：${r.points} 分归${name}（${r.side === "banker" ? "庄家方" : "抓分方"}）`,
    won: (name) => `${name}赢`, theRule: "规则", throwFailed: "甩牌失败，按规则改出", refused: "不允许", rule: "规则", log: "出牌记录",
    played: "出", declared: "亮主", buried: "扣底", called: "找朋友", failed: "甩牌失败，改出",
    loading: "正在启动规则引擎…", corrupt: ["The saved hand could not be read (damaged or from an old version) and was discarded.", "保存的牌局无法读取，已丢弃。"],
    selected: (n) => `已选 ${n} 张`, seatCards: (n) => `${n} 张`, from: "从", to: "到", nextBanker: "下一局庄家",
    handNo: (n) => `本场第 ${n} 局`, levels: "级别", and: "", bankerByBids: "庄家：由亮主决定",
    stands: "有效", outbid: "已被反", nextHand: "下一局", nextLevels: "下一局的级别",
    matchOver: (names) => `整场比赛结束：${names}获胜。`, redealt: (why, n) => `已重新发牌${n > 1 ? ` ${n} 次` : ""}：${why}`,
    You: "你", pace: "电脑出牌", paces: { slow: "慢", normal: "正常", fast: "快", instant: "立即" },
    undo: "收回我上一手出牌", undone: "你收回过一次出牌", changeRules: "修改规则",
    friends: "庄家找的朋友", notYet: "还没有人打出", friend: "庄家的朋友",
    lastWon: (name, points) => `${name}赢，${points} 分`,
    askTitle: "开始新的一局？", askText: "你正在打的这一局会被放弃。",
    askKeep: "继续打这一局", askThrow: "放弃这一局，重新发牌",
    tookBack: "你收回了上一手出牌。",
  },
};

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
  showNotice(TEXT.en.corrupt);
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
  let news = (L) => (error ? error[L] : TEXT[L].loading); // the news now, in a language

  // The news of an answer's events, each piece a function of the language: the reader's throw
  // that failed, a friend who joined, a trick won (the engine's sentence: who, with what, its
  // points), a hand dealt again.
  function eventNews(view, e) {
    const items = [];
    if (e.kind === "play" && e.seat === view.seat && e.attempted) {
      items.push((L) => `${TEXT[L].throwFailed}${TEXT[L].colon}${e.why ? e.why[L] : ""}`);
    }
    for (const j of e.joins || []) items.push((L) => j[L]);
    const t = e.kind === "play" && e.trick ? view.tricks[e.trick - 1] : null;
    if (t && t.said) items.push((L) => t.said[L]);
    if (e.kind === "redeal") items.push((L) => TEXT[L].wait.redeal);
    if (e.kind === "undo") items.push((L) => TEXT[L].tookBack);
    return items;
  }
  // The news from now on (the live region says it at the next redraw, if it is not said already).
  function tell(items) {
    news = (L) => items.map((f) => f(L)).filter(Boolean).join(L === "zh" ? "" : " ");
  }
  const promptNews = (view) => (L) => prompt(TEXT[L], view, L);
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
      showNotice([`${next.error.en} Playing the default rules instead.`, `${next.error.zh} 改用默认规则。`]);
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
      showNotice(TEXT[lang].corrupt);
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
      tell([(L) => `${TEXT[L].refused}${TEXT[L].colon}${err[L] || err.en}`]);
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
    if (!board || !answer || !["play", "bury", "call"].includes(answer.view.phase)) return;
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
      showNotice(TEXT[lang].corrupt);
    }
    const deal = Number(new URLSearchParams(window.location.search).get("deal")) || 1;
    await start({ deal, rules: siteRules() });
  }

  // The reader is "You" / "你" at every table size; the others by the compass or their number.
  function seatName(view, seat) {
    return seat === view.seat ? TEXT[lang].You : view.seats[seat][lang];
  }

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
    const T = TEXT[lang];
    const active = focusKey || document.activeElement?.dataset?.key;
    root.setAttribute("lang", lang === "zh" ? "zh-Hans" : "en");
    const view = answer ? answer.view : null;
    root.dataset.waiting = view ? view.waiting || "" : "";
    root.dataset.phase = view ? view.phase : "";
    const parts = [controls(T, view)];
    if (!view) {
      parts.push(h("p", { className: "tc-play-status" }, error ? error[lang] : T.loading));
      stage.replaceChildren(...parts);
      speak();
      return;
    }
    parts.push(matchBar(T, view));
    if (view.match.redealt) {
      const r = view.match.redealt;
      parts.push(h("p", { className: "tc-play-redealt", "data-rule": r.rule }, T.redealt(r[lang] || r.en, r.times), " ", ruleLink(T, r.rule)));
    }
    const now = tableNow(view);
    parts.push(h("div", { className: "tc-play-board" },
      scoreBar(T, view, now),
      friendsLine(T, view, now),
      h("p", { className: "tc-play-status" + (view.stopped && view.waiting === "deal" ? " tc-play-stopped" : "") }, prompt(T, view)),
      // the coach's suggestion on the board, where the reader looks and a few Shift+Tabs from
      // the hand (below the settings it was some thirty Tabs away)
      coach && view.legal ? suggestion(T, view) : null,
      table(T, view, now), handArea(T, view), actions(T, view)));
    // A refusal or a failed throw right under the buttons the reader pressed (above the table it
    // was off the screen: the reader saw nothing happen).
    if (error) parts.push(refusal(T));
    const settings = tableSettings(T, view);
    const throwFailed = (answer.events || []).find((e) => e.seat === view.seat && e.attempted);
    if (throwFailed) {
      parts.push(h("div", { className: "tc-play-throw" },
        h("strong", {}, `${T.throwFailed}${T.colon}`), cardRow(view, throwFailed.attempted, lang, "tc-small"), ` → `,
        cardRow(view, throwFailed.cards, lang, "tc-small"),
        throwFailed.why ? h("p", { className: "tc-play-rule" }, `${throwFailed.why[lang]} `, ruleLink(T, throwFailed.why.rule)) : null));
    }
    parts.push(settings);
    if (coach && view.legal) parts.push(coachBox(T, view));
    if (view.result) parts.push(result(T, view));
    parts.push(trickList(T, view), tableLog(T, view));
    stage.replaceChildren(...parts.filter(Boolean));
    speak();
    const again = active && root.querySelector(`[data-key="${CSS.escape(active)}"]`);
    const fallback = root.querySelector(".tc-play-hand button, .tc-play-actions button:not([disabled])");
    if (focusKey === "new") root.querySelector(".tc-play-status")?.focus?.({ preventScroll: true });
    else if (again && !again.disabled) again.focus({ preventScroll: true });
    else if (focusKey && fallback) fallback.focus({ preventScroll: true });
    root.querySelector(".tc-play-refused, .tc-play-throw")?.scrollIntoView({ block: "nearest" });
  }

  function prompt(T, view, L = lang) {
    const w = view.waiting;
    if (!w) return "";
    if (w === "bury") return T.wait.bury(view.kitty_size);
    if (w === "call") return T.wait.call(view.friend_count);
    if (w === "play" && view.legal && view.legal.lead) return T.wait.lead;
    if (w === "deal" && view.stopped) return view.stopped[L];
    if (w === "done" && view.match.next && view.match.next.winners) return T.wait.over;
    return T.wait[w] || "";
  }

  function refusal(T) {
    return h("div", { className: "tc-play-refused" },
      h("strong", {}, `${T.refused}${T.colon}`), error[lang] || error.en,
      error.statement ? h("p", { className: "tc-play-rule" }, `${T.rule}${T.colon}${error.statement[lang]} `, ruleLink(T, error.rule))
        : error.rule ? h("p", { className: "tc-play-rule" }, ruleLink(T, error.rule)) : null);
  }

  // A rule named by the engine, as a reader meets it: a small "the rule" link to its entry in the
  // rules catalogue (the rule's id is the link's data and its anchor, not words to read).
  function ruleLink(T, rule) {
    if (!rule) return null;
    const home = lang === "zh" ? new URL("zh/", SITE) : SITE;
    return h("a", { href: new URL(`rules-catalogue/#${rule}`, home).href, className: "tc-play-rule-link", "data-rule": rule }, T.theRule);
  }

  function controls(T, view) {
    const dealInput = h("input", { type: "number", min: "1", max: "1000000000", value: view ? view.deal : 1,
      className: "tc-play-deal", "data-key": "deal", "aria-label": T.deal });
    const decks = h("select", { className: "tc-play-decks", "data-key": "decks", "aria-label": T.decks },
      [1, 2, 3].map((n) => h("option", { value: n, selected: view && view.decks === n }, String(n))));
    const players = h("select", { className: "tc-play-players", "data-key": "players", "aria-label": T.players },
      [4, 5, 6].map((n) => h("option", { value: n, selected: view && view.players === n }, String(n))));
    return h("div", { className: "tc-play-controls" },
      h("label", {}, `${T.deal} `, dealInput),
      h("label", {}, `${T.decks} `, decks),
      h("label", {}, `${T.players} `, players),
      h("button", { type: "button", className: "tc-play-new", "data-key": "new-hand", disabled: busy,
        onclick: () => confirmNew(() => start({ deal: Math.max(1, Math.floor(Number(dealInput.value) || 1)), rules: siteRules(),
          decks: Number(decks.value), players: Number(players.value) })) }, T.newHand),
      h("label", { className: "tc-play-coach" }, h("input", { type: "checkbox", checked: coach, "data-key": "coach",
        onchange: async (e) => {
          coach = e.target.checked;
          if (answer) { saveHand({ state: answer.state, coach }); const next = await ask("view_json", answer.state, { coach }); if (next.ok) answer = { ...next, events: [] }; }
          draw("coach");
        } }), ` ${T.coach}`),
      h("button", { type: "button", className: "tc-play-lang", "data-key": "lang", lang: lang === "en" ? "zh-Hans" : "en",
        onclick: () => { lang = lang === "en" ? "zh" : "en"; draw("lang"); } }, T.lang));
  }

  // The match around the hand, all from the engine's Match: hand number, levels, banker.
  function levelsText(T, view, levels, teams) {
    if (teams && teams.length) return teams.map((t) => `${t.seats.map((s) => seatName(view, s)).join(T.and)} ${t.level}`).join(" · ");
    return levels.map((l, s) => `${seatName(view, s)} ${l}`).join(" · ");
  }
  function matchBar(T, view) {
    const m = view.match;
    const banker = view.banker !== null ? view.banker : m.banker; // the first hand's, once the bids decided it
    return h("p", { className: "tc-play-match", "data-hand": m.hand },
      h("strong", {}, T.handNo(m.hand)), " · ", `${T.levels}${T.colon}`, h("span", { className: "tc-play-levels" }, levelsText(T, view, m.levels, m.teams)),
      " · ", banker === null ? T.bankerByBids : `${T.banker}${T.colon}${seatName(view, banker)}`);
  }
  function nextLevels(T, view) {
    const n = view.match.next;
    if (!n) return null;
    const names = n.winners ? n.winners.map((s) => seatName(view, s)).join(T.and) : "";
    return h("div", { className: "tc-play-next" },
      h("p", {}, `${T.nextLevels}${T.colon}`, h("strong", { className: "tc-play-next-levels" }, levelsText(T, view, n.levels, n.teams))),
      // each seat's move in words (the rule behind it is the element's data, not words to read)
      n.moves.length ? h("ul", {}, n.moves.map((m) => h("li", { "data-rule": m.rule }, `${seatName(view, m.seat)}${T.colon}${m[lang]}`))) : null,
      n.winners ? h("p", { className: "tc-play-match-over" }, h("strong", {}, T.matchOver(names))) : null);
  }

  // A seat: its name, what it is (banker, the banker's friend, to play), its cards left and
  // points won, and its cards in the trick on show: the trick being played, the trick just
  // completed (its winner marked), or, before the next lead, the last trick (dimmed).
  function seatBox(T, view, seat, now) {
    const current = now.plays.length && !now.done ? now.plays : null;
    const shown = now.done ? now.done : current ? null : now.last;
    const play = (current || (shown ? shown.plays : [])).find((p) => p.seat === seat);
    const badges = [];
    if (view.banker === seat) badges.push(T.banker);
    else if (view.partners !== "fixed" && now.team.includes(seat)) badges.push(T.friend);
    if (view.to_act === seat && view.phase === "play" && !frame) badges.push("▶");
    const won = shown && shown.winner === seat;
    const name = seat === view.seat && view.players === 4 ? `${T.You}${T.paren(view.seats[seat][lang])}` : seatName(view, seat);
    return h("div", { className: `tc-play-seat tc-play-seat-${seat}` + (won ? " tc-play-won" : "") + (!current && !now.done && play ? " tc-play-past" : ""),
      "data-seat": seat, "data-friend": badges.includes(T.friend) ? "1" : null },
      h("div", { className: "tc-play-seat-name" }, name,
        badges.length ? h("span", { className: "tc-play-badge" }, ` · ${badges.join(" · ")}`) : null),
      h("div", { className: "tc-play-seat-info" }, T.seatCards(now.counts[seat]), now.won[seat] ? ` · ${now.won[seat]} ${T.points}` : ""),
      play ? cardRow(view, play.cards, lang, "tc-small") : h("span", { className: "tc-play-empty" }, ""));
  }

  function table(T, view, now) {
    const n = view.players;
    const positions = n === 4
      ? (view.direction === "counter_clockwise" ? { 1: "right", 2: "top", 3: "left" } : { 3: "right", 2: "top", 1: "left" })
      : null;
    let seats = [];
    for (let s = 1; s < n; s++) {
      const box = seatBox(T, view, s, now);
      if (positions) box.classList.add(`tc-at-${positions[s]}`);
      seats.push(box);
    }
    // five or six players: the others in play order along the top of the table
    if (!positions) seats = [h("div", { className: "tc-play-others tc-at-top" }, seats)];
    const me = seatBox(T, view, view.seat, now);
    me.classList.add("tc-at-bottom");
    const last = now.done || now.last;
    const center = h("div", { className: "tc-play-center" },
      view.bids.length ? bidsBox(T, view) : null,
      // the trick just played: who won it and its points, until the next one starts (and in
      // words after that, so a trick the computers finish and lead after is never lost)
      last ? h("div", { className: "tc-play-last", "data-trick": last.n, "data-winner": last.winner, "data-points": last.points },
        `${T.lastTrick}${T.colon}`, h("strong", {}, T.lastWon(seatName(view, last.winner), last.points)), " ",
        whyButton(T, view, last)) : null);
    return h("div", { className: `tc-play-table tc-play-n${n}` }, ...seats, center, me);
  }

  // Every bid in order; once the tricks are played, folded (the trump line says what stands).
  function bidsBox(T, view) {
    const list = h("ol", { className: "tc-play-bids" }, view.bids.map((b) => h("li", {
      className: "tc-play-bid" + (b.stands ? " tc-stands" : " tc-outbid"), "data-seat": b.seat, "data-stands": b.stands ? "1" : "0" },
      `${seatName(view, b.seat)} `, cardRow(view, b.cards, lang, "tc-small"), ` ${b.trump ? b.trump[lang] : ""} · `,
      h("span", { className: "tc-play-bid-state" }, b.stands ? T.stands : T.outbid))));
    if (!["play", "done"].includes(view.phase)) return h("div", { className: "tc-play-bids-box" }, `${T.bids}${T.colon}`, list);
    return h("details", { className: "tc-play-bids-box", ...folding("bids") }, h("summary", { "data-key": "bids" }, `${T.bids} (${view.bids.length})`), list);
  }

  // Always in view during a hand: the trump, the banker and the attackers' points so far.
  function scoreBar(T, view, now) {
    const trump = view.trump ? view.trump[lang] : view.standing ? view.standing[lang] : `${T.noTrumpYet}${T.paren(`${T.level} ${view.level}`)}`;
    return h("p", { className: "tc-play-scorebar" },
      h("span", { className: "tc-play-trump" }, `${T.trump}${T.colon}${trump}`),
      view.banker !== null ? h("span", { className: "tc-play-banker" }, `${T.banker}${T.colon}${seatName(view, view.banker)}`) : null,
      h("span", { className: "tc-play-score" }, `${T.attackers}${T.colon}`, h("strong", { className: "tc-play-attackers" }, String(now.attackers))));
  }

  // With called friends: each called card (which copy) for the whole hand, and who joined by it.
  function friendsLine(T, view, now) {
    if (!view.friends) return null;
    return h("div", { className: "tc-play-friends" },
      h("strong", {}, `${T.friends}${T.colon}`),
      h("ul", {}, view.friends.map((c) => {
        const joined = c.joined && (c.used_up || !now.hidden.has(c.seat)) ? c.joined : null;
        return h("li", { className: "tc-play-call" + (joined && !c.used_up ? " tc-play-joined" : ""), "data-card": c.card, "data-nth": c.nth,
          "data-seat": joined ? c.seat : null },
          cardRow(view, [c.card], lang, "tc-tiny"), ` ${c[lang]}`, lang === "zh" ? "——" : " — ",
          joined ? h("span", { className: "tc-play-joined-why" }, joined[lang]) : h("span", { className: "tc-play-not-yet" }, T.notYet));
      })));
  }

  // Under the board (after the buttons, so the deal is a few Tabs from the top): which house
  // rules this table plays, with the way to change them (the house-rules builder), and the pace
  // of the computers' cards.
  function tableSettings(T, view) {
    const href = new URL("../tools/house-rules/", window.location.href.split(/[?#]/)[0]).pathname;
    return h("p", { className: "tc-play-settings" },
      view.house_rules ? h("span", { className: "tc-play-rules" }, view.house_rules[lang], " ",
        h("a", { href, className: "tc-play-rules-link" }, T.changeRules)) : null,
      h("label", { className: "tc-play-pace-label" }, `${T.pace} `, h("select", { className: "tc-play-pace", "data-key": "pace", "aria-label": T.pace,
        onchange: (e) => { pace = e.target.value; savePace(pace); } },
        Object.keys(PACES).map((k) => h("option", { value: k, selected: pace === k }, T.paces[k])))));
  }

  function whyButton(T, view, trick) {
    const key = `why-${trick.n}`;
    const open = openWhy.has(trick.n);
    return h("span", { className: "tc-play-why" },
      h("button", { type: "button", className: "tc-play-why-button", "data-key": key, "aria-expanded": open ? "true" : "false",
        onclick: () => { if (open) openWhy.delete(trick.n); else openWhy.add(trick.n); draw(key); } }, T.why),
      open ? h("span", { className: "tc-play-why-text" }, ` ${trick.why[lang]} `, ruleLink(T, trick.why.rule)) : null);
  }

  function handArea(T, view) {
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
        title: (face ? (lang === "zh" ? face.alt_zh : face.alt) : c) + (mark ? ` (${T.fromKitty})` : ""),
        onclick: () => { if (selected.has(i)) selected.delete(i); else selected.add(i); error = null; draw(`card-${i}`); },
      }, faceSvg(c, face, lang));
    });
    return h("div", { className: "tc-play-mine" },
      h("div", { className: "tc-play-label" }, `${T.yourHand} · ${T.seatCards(view.hand.length)}`, selected.size ? ` · ${T.selected(selected.size)}` : ""),
      h("div", { className: "tc-play-hand" }, cards),
      view.kitty ? h("div", { className: "tc-play-kitty" }, `${T.kitty}${T.colon}`, cardRow(view, view.kitty, lang, "tc-small")) : null);
  }

  function actions(T, view) {
    const w = view.waiting;
    const buttons = [];
    const btn = (key, label, onclick, disabled = false) => h("button", { type: "button", className: `tc-play-${key}`, "data-key": key, disabled: busy || disabled, onclick }, label);
    const chosen = () => selectedCards(view).join(" ");
    if (w === "deal") {
      buttons.push(btn("deal-five", T.dealFive, () => act({ type: "deal", cards: 5 }, "deal-five")));
      buttons.push(btn("deal-all", T.dealAll, () => act({ type: "deal", cards: 100 }, "deal-all")));
    }
    if ((w === "deal" || w === "bid") && view.bid_options) {
      view.bid_options.forEach((cards, i) => buttons.push(h("button", { type: "button", className: "tc-play-bid-option", "data-key": `bid-${i}`, disabled: busy,
        onclick: () => act({ type: "declare", cards: cards.join(" ") }, "deal-five") }, lang === "zh" ? T.bidWith : `${T.bidWith} `, cardRow(view, cards, lang, "tc-small"))));
    }
    if (w === "bid") buttons.push(btn("pass", T.pass, () => act({ type: "pass" }, "pass")));
    if (w === "bury") buttons.push(btn("bury", T.bury(view.kitty_size), () => act({ type: "bury", cards: chosen() }, "bury"), selected.size !== view.kitty_size));
    if (w === "call") {
      view.call_options.forEach((c) => buttons.push(h("button", {
        type: "button", className: "tc-play-call-option" + (calling.has(c) ? " tc-picked" : ""), "data-key": `friend-${c}`,
        "data-card": c, "aria-pressed": calling.has(c) ? "true" : "false", disabled: busy,
        onclick: () => { if (calling.has(c)) calling.delete(c); else calling.add(c); draw(`friend-${c}`); },
      }, cardRow(view, [c], lang, "tc-small"))));
      buttons.push(btn("call", T.call(view.friend_count), () => act({ type: "call", calls: [...calling].map((c) => [c, 1]) }, "call"), calling.size !== view.friend_count));
    }
    if (w === "play") buttons.push(btn("play", T.play, () => act({ type: "play", cards: chosen() }, "play"), !selected.size));
    if (w === "done" && view.match.next && !view.match.next.winners) buttons.push(btn("next-hand", T.nextHand, () => act({ type: "next" }, "deal-five")));
    // one play back: the reader's last play and the computers' plays after it (marked in the record)
    if (view.can_undo) buttons.push(btn("undo", T.undo, () => act({ type: "undo" }, w === "done" ? "play" : "undo")));
    if (selected.size) buttons.push(btn("clear", T.clear, () => { selected = new Set(); draw("clear"); }));
    return h("div", { className: "tc-play-actions" }, buttons);
  }

  // The coach's one good play (the computer players' own evaluation) and why, above the list.
  function suggestion(T, view) {
    const s = view.suggest;
    if (!s || !s.cards) return null;
    return h("div", { className: "tc-play-suggest", role: "note" },
      h("strong", {}, `${T.suggest}${T.colon}`), s[lang], " ",
      h("button", {
        type: "button", className: "tc-play-suggest-take", "data-key": "suggest", disabled: busy,
        onclick: () => { selected = pickIndexes(view.hand, s.cards); error = null; draw("play"); },
      }, cardRow(view, s.cards, lang, "tc-small"), ` ${T.takeIt}`));
  }

  function coachBox(T, view) {
    const legal = view.legal;
    return h("div", {}, h("details", { className: "tc-play-coach-box", ...folding("coach") },
      h("summary", {}, legal.lead ? T.legalLead(legal.count) : T.legal(legal.count)),
      h("div", { className: "tc-play-legal" }, legal.plays.map((cards, i) => h("button", {
        type: "button", className: "tc-play-legal-option", "data-key": `legal-${i}`, "data-cards": cards.join(" "), disabled: busy,
        onclick: () => { selected = pickIndexes(view.hand, cards); error = null; draw("play"); },
      }, cardRow(view, cards, lang, "tc-small"))))));
  }

  // After the hand: the tricks where the reader's play gave points away, and what kept them.
  function lessons(T, view) {
    const l = view.result && view.result.lessons;
    if (!l) return null;
    return h("div", { className: "tc-play-lessons" },
      h("h3", {}, T.yourSlips),
      h("p", {}, l.summary[lang]),
      l.slips.length ? h("ul", {}, l.slips.map((s) => h("li", {}, s[lang]))) : null,
      l.undos ? h("p", { className: "tc-play-undos" }, l.undos[lang]) : null,
      h("p", {}, l.where[lang]));
  }

  function result(T, view) {
    const r = view.result;
    const side = (s) => seatName(view, s);
    return h("section", { className: "tc-play-result", "aria-label": T.result },
      h("h2", {}, T.result),
      h("p", {}, `${T.trickPoints}${T.colon}`, h("strong", { className: "tc-play-trick-points" }, String(r.trick_points))),
      h("p", {}, `${T.kittyCapture}${T.colon}${r.kitty[lang]}`),
      r.penalties ? h("p", {}, `${T.penalties}${T.colon}${r.penalties}`) : null,
      h("p", {}, `${T.total}${T.colon}`, h("strong", { className: "tc-play-total" }, String(r.attacker_points))),
      h("p", { className: "tc-play-change", "data-side": r.change.side, "data-levels": r.change.levels }, `${T.change}${T.colon}${r.change[lang]}`,
        // no levels to move: the change already says nobody goes up
        r.change.levels ? ` ${r.new_level[lang]}` : ""),
      h("p", {}, `${T.nextBanker}${T.colon}${side(r.next_banker)}`),
      nextLevels(T, view),
      h("h3", {}, T.review),
      // "10 points to you", not "to You", in the middle of a sentence
      h("ul", { className: "tc-play-review" }, r.review.map((row) => h("li", {}, T.reviewRow(row, row.winner === view.seat ? T.you : side(row.winner))))),
      lessons(T, view));
  }

  function trickList(T, view) {
    if (!view.tricks.length) return null;
    return h("details", { className: "tc-play-tricks", ...folding("tricks") }, h("summary", { "data-key": "tricks" }, `${T.tricks} (${view.tricks.length})`),
      h("ol", {}, view.tricks.map((t) => h("li", {},
        t.plays.map((p) => h("span", { className: "tc-play-bid" }, `${seatName(view, p.seat)} `, cardRow(view, p.cards, lang, "tc-small"), " ")),
        ` ${T.won(seatName(view, t.winner))}${T.comma}${t.points} ${T.points} `, whyButton(T, view, t),
        t.undone ? h("span", { className: "tc-play-undone" }, ` · ${T.undone}`) : null))));
  }

  function tableLog(T, view) {
    if (!log.length) return null;
    const line = (e) => {
      const who = e.seat >= 0 ? seatName(view, e.seat) : "";
      if (e.kind === "play" && e.attempted) return [`${who}${T.colon}`, cardRow(view, e.attempted, lang, "tc-small"), ` — ${T.failed} `, cardRow(view, e.cards, lang, "tc-small"), e.why ? ` ${e.why[lang]}` : ""];
      if (e.kind === "play") return [`${who} ${T.played} `, cardRow(view, e.cards, lang, "tc-small")];
      if (e.kind === "declare") return [`${who} ${T.declared} `, cardRow(view, e.cards, lang, "tc-small")];
      if (e.kind === "bury") return [`${who} ${T.buried}`];
      if (e.kind === "call") return [`${who} ${T.called} `, cardRow(view, e.calls.map((c) => c[0]), lang, "tc-small")];
      if (e.kind === "undo") return [`${T.You}${T.colon}${T.undone}`];
      return null;
    };
    const items = log.map(line).filter(Boolean);
    return h("details", { className: "tc-play-log", ...folding("log") }, h("summary", { "data-key": "log" }, T.log), h("ul", {}, items.map((x) => h("li", {}, x))));
  }

  // New hand throws away a hand in progress: ask first, in a real dialog (Esc or "Keep playing"
  // keeps the hand; the focus comes back to New hand).
  function confirmNew(go) {
    const view = answer && answer.view;
    const inProgress = view && view.phase !== "done" && answer.state.actions.length > 0;
    if (!inProgress) { go(); return; }
    const T = TEXT[lang];
    const back = () => root.querySelector(".tc-play-new")?.focus();
    const dialog = h("dialog", { className: "tc-play-dialog", "aria-labelledby": "tc-play-ask-title", "aria-describedby": "tc-play-ask-text",
      lang: lang === "zh" ? "zh-Hans" : "en" },
      h("h2", { id: "tc-play-ask-title" }, T.askTitle),
      h("p", { id: "tc-play-ask-text" }, T.askText),
      h("div", { className: "tc-play-dialog-buttons" },
        h("button", { type: "button", className: "tc-play-keep", autofocus: true, onclick: () => dialog.close("keep") }, T.askKeep),
        h("button", { type: "button", className: "tc-play-throw-away", onclick: () => dialog.close("throw") }, T.askThrow)));
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
    const failed = { en: `The engine could not start: ${err.message}`, zh: "规则引擎无法启动。", rule: "" };
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
