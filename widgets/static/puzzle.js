// The one front-end of every Tractor puzzle. anywidget runs it in JupyterLab, Notebook 7 and
// VS Code; the static site mounts the very same module with a small model whose send() calls the
// Pyodide-loaded engine. It draws the puzzle state it is given and sends the reader's actions
// ({type: "check" | "reveal" | "hint" | "next" | "lens" | "settings" | "parse" | "load" |
// "reset", ...}); it never judges anything itself: every verdict comes from tractor_core.

// The words are the project's message catalogue's (tractor_core/text/site.py): the module stays
// standalone (anywidget loads it as it is in Jupyter), so they are given to it, as its model's
// "words": {message key: Chinese} for every message it says, read from its say("…") calls
// (tractor_core.text.scripts.script_table): the widget's "words" trait in Jupyter; on the site,
// the build writes them in (sitebuild/js/puzzle-words.js). A message's id is its English
// ("context|English" for one English word said two ways); a Chinese puzzle shows its Chinese.
// A message's key: its id's FNV-1a hash, in base 36 (tractor_core.text.scripts.message_key; the
// site's sitebuild/js/words.js has the same function, and this module imports nothing).
function messageKey(id) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

function sayIn(words, lang) {
  const parts = (id, values) => {
    const text = (lang === "zh" && words && words[messageKey(id)]) || id.replace(/^[\w.-]+\|/, "");
    return text.split(/(\{\w+\})/).filter(Boolean)
      .map((part) => { const name = /^\{(\w+)\}$/.exec(part)?.[1]; return name && name in values ? values[name] : part; });
  };
  return {
    // say("…", {values}): text; sayNodes: the same as a list, for a value that is an element
    say: (id, values = {}) => parts(id, values).map(String).join(""),
    sayNodes: (id, values = {}) => parts(id, values),
  };
}

// Each language's name in itself: a language button names the other language in that language
// (中文 / English), on every page alike (the site's tools and practice table use it too).
export const LANGUAGE_NAMES = { en: "English", zh: "中文" };

// A lens row's preset title without its leading name ("000: …" → "…", but "shengji.io …" stays
// whole), in the puzzle's language.
function lensTitle(row, lang) {
  const title = lang === "zh" && row.title_zh ? row.title_zh : row.title;
  const rest = title.startsWith(row.preset) ? title.slice(row.preset.length) : "";
  return /^[:：]/.test(rest) ? rest.replace(/^[:：\s]+/, "") : title;
}

// h() and the card faces are the site's too (its tools and practice table import them from
// here): this module stays one standalone ES module, as anywidget loads it in Jupyter.
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "className") node.className = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function pick(obj, lang) {
  if (obj === null || obj === undefined) return "";
  if (typeof obj === "string") return obj;
  return obj[lang] ?? obj.en ?? "";
}

// A card is drawn from the deck's pieces (tractor_core.words.svg.deck_sprite, put once in the
// document): a blank card, the marks the trump order gives it, its rank's and suit's glyphs.
// Its text alternative and marks come from the engine, in the puzzle's state (svg.faces).
const SVG_NS = "http://www.w3.org/2000/svg";
function facePieces(notation, face) {
  const marks = ["trump", "level"].filter((m) => face && face[m]).map((m) => `mark-${m}`);
  if (notation === "BJ" || notation === "LJ") return [notation, ["blank", ...marks, `j-${notation}`]];
  return [notation[0], ["blank", ...marks, `r-${notation.slice(1)}`, `s-${notation[0]}`]];
}

// (lang: the text alternative's language, where the face carries both: the practice table's)
export function faceSvg(notation, face, lang) {
  const [ink, pieces] = facePieces(notation, face);
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 60 84");
  svg.setAttribute("class", `tc-card tc-ink-${ink}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", face ? (lang === "zh" && face.alt_zh) || face.alt : notation);
  for (const piece of pieces) {
    const use = document.createElementNS(SVG_NS, "use");
    // xlink:href, not href: Material's instant navigation rewrites every [href] and fails on <use>.
    use.setAttributeNS("http://www.w3.org/1999/xlink", "xlink:href", `#tc-${piece}`);
    svg.append(use);
  }
  return svg;
}

// The deck's pieces, once per document: the widget sends them (its "deck" trait; on the site the
// page's script carries them) and the first puzzle puts them in the page.
export function ensureDeck(deck) {
  if (!deck || document.getElementById("tc-deck")) return;
  const holder = document.createElement("div");
  holder.innerHTML = deck;
  if (holder.firstElementChild) document.body.append(holder.firstElementChild);
}

// Every control carries a data-key, the same in each redraw: after an action the control that was
// used gets the focus back (a redraw replaces the parts that changed, and the browser would send
// the focus to <body>).
function cardNode(puzzle, notation, { onclick, selected, key } = {}) {
  const face = puzzle.faces[notation];
  const wrap = h("span", {
    className: "tc-face" + (selected ? " tc-selected" : "") + (onclick ? " tc-clickable" : ""),
    role: onclick ? "button" : null,
    tabindex: onclick ? "0" : null,
    "aria-pressed": onclick ? (selected ? "true" : "false") : null,
    title: face ? face.alt : notation,
    "data-card": notation,
    "data-key": onclick ? key : null,
    onclick,
    onkeydown: onclick ? (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onclick(e); } } : null,
  });
  wrap.append(faceSvg(notation, face));
  return wrap;
}

function cardRow(puzzle, cards, opts = {}) {
  return h("div", { className: "tc-row" + (opts.small ? " tc-small" : "") }, cards.map((c, i) => cardNode(puzzle, c, {
    onclick: opts.onclick ? () => opts.onclick(c, i) : null,
    selected: opts.selected ? opts.selected(c, i) : false,
    key: opts.key ? `${opts.key}-${i}` : null,
  })));
}

// An answer as the reader sees it (an option's own label, cards as pictures), never as JSON:
// for the verdict's "your answer" and "the answer", and for each row of the variant lens.
function shownAnswer(ctx, value) {
  const { p, lang, say } = ctx;
  const optionLabel = (i) => {
    const opt = p.options[i];
    if (!opt) return String(value);
    const view = (KIND_VIEWS[p.kind] || {}).option;
    return view ? h("span", { className: "tc-shown-option" }, h("span", { className: "tc-option-number" }, `${i + 1}.`), " ", view(ctx, opt, true)) : pick(opt, lang);
  };
  switch (p.answer_type) {
    case "yesno": return typeof value === "boolean" ? (value ? say("Yes") : say("No")) : String(value);
    case "choice":
    case "seat":
      if (Array.isArray(value)) {  // a follow puzzle's legal options
        return h("span", { className: "tc-shown-list" }, value.length ? value.map(optionLabel) : "—");
      }
      return optionLabel(value);
    case "numbers":
      return Array.isArray(value) ? p.options.map((opt, i) => `${pick(opt, lang)} ${value[i]}`).join(" · ") : String(value);
    case "side_levels":
      return Array.isArray(value) ? say("{side} +{n} levels", { side: pick(p.options[value[0] === "banker" ? 0 : 1], lang), n: value[1] }) : String(value);
    case "order":
      return Array.isArray(value) ? cardRow(p, value, { small: true }) : String(value);
    default: return String(value);
  }
}

// The link to a verdict's rule in its lesson. On the lesson's own page it is the bare anchor:
// the browser scrolls to the rule and the page (and every puzzle on it) stays as it is.
function ruleHref(base, rule) {
  const href = `${base}${rule.lesson}/#${rule.id}`;
  try {
    const url = new URL(href, document.baseURI);
    if (url.origin === window.location.origin && url.pathname === window.location.pathname) return `#${rule.id}`;
  } catch { /* not a URL this page can resolve: keep it as written */ }
  return href;
}

// A click on a rule's anchor on its own page scrolls to the rule, handled here: after one
// instant navigation Material's own handling of same-page anchors restores the saved scroll
// position instead (history.state is set), and when the address already names the anchor the
// browser would not move either; the click seemed to do nothing.
function toRule(event) {
  const href = event.currentTarget.getAttribute("href");
  if (!href.startsWith("#")) return;
  const target = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  if (decodeURIComponent(window.location.hash) === decodeURIComponent(href)) target.scrollIntoView({ block: "start" });
  else window.location.hash = href; // the browser scrolls, and the rule is the :target
}

// ------------------------------------------------------------------ renderers
// One entry per puzzle kind (a module of tractor_core/puzzles/) and one per answer type: a new
// kind is its Python module and an entry here. The JSON they read is documented in
// tractor_core/puzzles/schema.py. Each renderer takes the context
// { p: the puzzle, state, lang, say / sayNodes: its words in that language, send, draft, draw } and returns
// the nodes to append, in order. A kind's entry has show(ctx), the cards it shows, and may set
// trump: false (no trump line) and option(ctx, opt, small), how a "choice" option is labelled.

const label = (text) => h("div", { className: "tc-label" }, text);

const KIND_VIEWS = {
  // the cards to put in order are drawn by the "order" answer
  order: { show: () => [] },
  tractor: { show: ({ p }) => [cardRow(p, p.show.cards)] },
  follow: {
    show: ({ p, say }) => [label(say("Lead")), cardRow(p, p.show.lead), label(say("Your hand")), cardRow(p, p.show.hand)],
    // the options are follows: draw their cards
    option: ({ p }, opt, small) => cardRow(p, opt.en.split(" "), { small }),
  },
  // the seats are the answers (answer type "seat")
  trick: {
    show: ({ p, lang, send }) => p.show.plays.map((cards, i) => h("div", { className: "tc-seat" },
      h("button", {
        className: "tc-seat-name tc-answer", "data-answer": i, "data-key": `answer-${i}`,
        onclick: () => send({ type: "check", answer: i }),
      }, pick(p.options[i], lang)),
      cardRow(p, cards))),
  },
  throw: {
    show: ({ p, lang, say }) => [
      label(say("Lead")), cardRow(p, p.show.lead),
      label(say("Other hands ({who})", { who: lang === "zh" && p.show.others_label_zh ? p.show.others_label_zh : p.show.others_label })),
      ...p.show.others.map((cards, i) => h("div", { className: "tc-seat" },
        // you lead from South; the other hands in play order (puzzles/throw.py)
        h("span", { className: "tc-seat-name" }, [say("East"), say("North"), say("West")][i] || say("Seat {n}", { n: i + 1 })),
        cards.length ? cardRow(p, cards) : h("span", { className: "tc-void" }, "—"))),
    ],
  },
  kitty: {
    show: ({ p, say }) => [label(say("Lead")), cardRow(p, p.show.lead), label(say("Kitty")), cardRow(p, p.show.kitty)],
  },
  levels: {
    trump: false,
    show: ({ p, say }) => [h("p", { className: "tc-points" }, say("{n} points", { n: p.show.points }))],
  },
  declaration: {
    show: ({ p, say }) => [label(say("Shown first")), cardRow(p, p.show.current), label(say("Shown now")), cardRow(p, p.show.bid)],
  },
};

// Enter in a text box checks the answer, as the Check button does.
const onEnter = (fn) => (e) => { if (e.key === "Enter") { e.preventDefault(); fn(); } };

const ANSWER_VIEWS = {
  yesno: ({ say, send }) => [
    h("button", { className: "tc-answer", "data-answer": "yes", "data-key": "answer-yes", onclick: () => send({ type: "check", answer: true }) }, say("Yes")),
    h("button", { className: "tc-answer", "data-answer": "no", "data-key": "answer-no", onclick: () => send({ type: "check", answer: false }) }, say("No")),
  ],
  choice: (ctx) => {
    const { p, lang, send } = ctx;
    const option = (KIND_VIEWS[p.kind] || {}).option;
    return p.options.map((opt, i) => h("button", {
      className: "tc-answer tc-option", "data-answer": i, "data-key": `answer-${i}`,
      onclick: () => send({ type: "check", answer: i }),
    }, h("span", { className: "tc-option-number" }, `${i + 1}.`), option ? option(ctx, opt) : pick(opt, lang)));
  },
  // the kind draws the seats as the answers (KIND_VIEWS.trick)
  seat: () => [],
  numbers: ({ p, lang, say, send, draft }) => {
    const submit = () => send({ type: "check", answer: draft.numbers });
    return [
      ...p.options.map((opt, i) => h("label", { className: "tc-field" }, pick(opt, lang) + " ", h("input", {
        type: "text", inputmode: "numeric", size: 6, className: `tc-number tc-number-${i}`, value: draft.numbers[i],
        "data-key": `number-${i}`, enterkeyhint: "done",
        oninput: (e) => { draft.numbers[i] = e.target.value; },
        onkeydown: onEnter(submit),
      }))),
      h("button", { className: "tc-check", "data-key": "check", onclick: submit }, say("Check")),
    ];
  },
  side_levels: ({ p, lang, say, send, draft, draw }) => {
    const submit = () => send({ type: "check", answer: [draft.side, draft.numbers[0]] });
    return [
      ...p.options.map((opt, i) => {
        const side = i === 0 ? "banker" : "attackers";
        return h("button", {
          className: "tc-side" + (draft.side === side ? " tc-on" : ""), "data-side": side, "data-key": `side-${side}`,
          "aria-pressed": draft.side === side ? "true" : "false",
          onclick: () => { draft.side = side; draw(); },
        }, pick(opt, lang));
      }),
      h("label", { className: "tc-field" }, " +", h("input", {
        type: "text", inputmode: "numeric", size: 3, className: "tc-number tc-levels", value: draft.numbers[0],
        "data-key": "levels", "aria-label": say("levels"), enterkeyhint: "done",
        oninput: (e) => { draft.numbers[0] = e.target.value; },
        onkeydown: onEnter(submit),
      }), " " + say("levels")),
      h("button", { className: "tc-check", "data-key": "check", onclick: submit }, say("Check")),
    ];
  },
  order: ({ p, state, say, send, draft, draw }) => {
    const cards = p.show.cards;
    // what "Your order" shows: the cards clicked, or the cards typed as the engine read them
    const typed = draft.typed && Array.isArray(state.parsed) ? state.parsed : null;
    const chosen = typed || draft.order;
    const used = {};
    chosen.forEach((c) => { used[c] = (used[c] || 0) + 1; });
    const seen = {};
    const submit = () => send({ type: "check", answer: draft.text || draft.order.join(" ") });
    const input = h("input", {
      type: "text", className: "tc-typed", value: draft.text, placeholder: say("or type cards: S10 = ♠10, HK = ♥K, BJ = big joker"), size: 40,
      "aria-label": say("or type cards: S10 = ♠10, HK = ♥K, BJ = big joker"), "data-key": "typed", enterkeyhint: "done", autocomplete: "off",
      oninput: (e) => {
        draft.text = e.target.value;
        draft.typed = true;
        draft.order = [];
        send({ type: "parse", text: draft.text });
      },
      onkeydown: onEnter(submit),
    });
    return [
      label(say("Cards")),
      cardRow(p, cards, {
        key: "card",
        selected: (c) => { seen[c] = (seen[c] || 0) + 1; return seen[c] <= (used[c] || 0); },
        onclick: (c) => {
          if (typed) { draft.order = [...typed]; draft.typed = false; }
          const have = cards.filter((x) => x === c).length;
          if (draft.order.filter((x) => x === c).length < have) draft.order.push(c);
          // as the cards are drawn, ♠10 (the engine reads it), not the code S10 a beginner has
          // not met yet
          draft.text = draft.order.map((x) => (x[1] === "J" ? x : "♠♥♣♦"["SHCD".indexOf(x[0])] + x.slice(1))).join(" ");
          draw();
        },
      }),
      label(say("Your order")), h("div", { className: "tc-your-order" }, cardRow(p, chosen)),
      h("div", { className: "tc-typed-row" }, input,
        h("button", { className: "tc-clear", "data-key": "clear", onclick: () => { draft.order = []; draft.text = ""; draft.typed = false; draw(); } }, say("Clear")),
        h("button", { className: "tc-check", "data-key": "check", onclick: submit }, say("Check"))),
    ];
  },
};

// The size of every puzzle on the page, for a projector: a CSS variable on the document, kept
// in the reader's storage. Card sizes are in em, so they follow it (and JupyterLab's font size).
const SCALE_KEY = "tractor-puzzle-scale";
const SCALES = [0.8, 1, 1.25, 1.5, 2];
function readScale() {
  try { const v = Number(window.localStorage.getItem(SCALE_KEY)); return SCALES.includes(v) ? v : 1; } catch { return 1; }
}
function applyScale(scale) {
  document.documentElement.style.setProperty("--tc-scale", String(scale));
  try { window.localStorage.setItem(SCALE_KEY, String(scale)); } catch { /* private mode */ }
  document.dispatchEvent(new CustomEvent("tractor-scale"));
}

export function render({ model, el }) {
  ensureDeck(model.get("deck"));
  const root = h("div", { className: "tc-puzzle" });
  // Verdicts and errors are announced by screen readers from this region, which stays in place
  // (the parts of the puzzle that change are replaced, and a new node is not announced reliably).
  const announcer = h("div", { className: "tc-announce", "aria-live": "polite", role: "status" });
  el.append(root, announcer);
  if (!document.documentElement.style.getPropertyValue("--tc-scale")) {
    document.documentElement.style.setProperty("--tc-scale", String(readScale()));
  }
  // What the reader is typing or has picked; kept across redraws and never thrown away.
  const draft = { text: "", numbers: ["", ""], side: null, order: [], typed: false, puzzleId: null, goto: "", note: false };
  let announced = "";
  // The control whose answer is being judged, once that takes long enough to notice (the first
  // answer on a page waits for Python to start): it is marked, and "Checking…" shows and is said.
  let busy = null;
  let busyText = "checking"; // or "working"
  let busyTimer = null;
  const settle = () => { clearTimeout(busyTimer); busy = null; draw(); };
  const solved = (fb) => fb?.correct && fb.given !== undefined;

  const send = (msg) => {
    // Typing is checked at each keystroke: no mark for that.
    if (msg.type === "parse") return model.send(msg);
    // A solved puzzle stays solved: another answer is not judged (it would read "Not quite"
    // under the right answer); the reader is told how to go on instead.
    if (msg.type === "check" && solved(model.get("state")?.feedback)) {
      draft.note = true;
      return draw();
    }
    // the control: an option's (a number, yes or no) or the Check button (cards, numbers);
    // for another action, the control used (the language button, a menu, "Next puzzle" …)
    const a = msg.answer;
    const active = document.activeElement;
    const key = msg.type !== "check"
      ? (active && root.contains(active) && active.dataset.key) || null
      : a === !!a ? `answer-${a ? "yes" : "no"}` : a >= 0 ? `answer-${a}` : "check";
    busyText = msg.type === "check" ? "checking" : "working";
    const sent = model.send(msg);
    // the site's model switches a puzzle's language at once (the engine then names the cards
    // in it): nothing to wait for
    if (msg.type === "settings" && Object.keys(msg).length === 2 && msg.lang && model.get("state")?.lang === msg.lang) return sent;
    // The site's model answers with a promise, settled also when the engine failed (the mark
    // goes then); a kernel's widget answers quickly, by its state alone: no mark there.
    if (sent?.then) {
      clearTimeout(busyTimer);
      busyTimer = setTimeout(() => { busy = key || "-"; draw(); }, 150);
      sent.then(settle, settle);
    }
    return sent;
  };

  // Redraw by building the new content apart, then swapping in only the top-level parts that
  // changed: a verdict repaints the feedback, not the cards (and a half-typed box keeps focus).
  function draw() {
    // The control being used keeps the focus (and a text box its caret) when it is redrawn.
    const active = document.activeElement;
    const inside = active && root.contains(active);
    const used = inside && active.dataset ? active.dataset.key : null;
    const caret = inside && active.tagName === "INPUT" && active.type === "text"
      ? { start: active.selectionStart, end: active.selectionEnd } : null;
    const box = h("div", {});
    fill(box);
    const next = Array.from(box.children);
    next.forEach((node, i) => {
      const old = root.children[i];
      if (!old) root.append(node);
      else if (!old.isEqualNode(node)) old.replaceWith(node);
    });
    while (root.children.length > next.length) root.lastElementChild.remove();
    // a menu shows the state's value, also after a refused choice
    const state = model.get("state");
    const menu = root.querySelector(".tc-preset");
    if (menu && state && state.rules && menu.value !== state.rules) menu.value = state.rules;
    if (used && !root.contains(active)) {
      // a control that is gone (the answer shown) leaves the focus on what it showed
      const again = root.querySelector(`[data-key="${used}"]`) || root.querySelector(".tc-feedback");
      if (again) {
        again.focus({ preventScroll: true });
        if (caret && again.setSelectionRange) {
          try { again.setSelectionRange(caret.start, caret.end); } catch (e) { /* not a text box */ }
        }
      }
    }
  }

  // What is being done while the reader waits: an answer judged, or another action.
  const busyWords = (say) => (busyText === "checking" ? say("Checking…") : say("Working…"));
  const solvedNote = (say) => say("Already solved — your answer stays. For a new puzzle, press “{next}”.", { next: say("Next puzzle") });

  function announce(state, say, lang) {
    const fb = state.feedback;
    let text = busy ? busyWords(say) : draft.note && solved(fb) ? solvedNote(say) : state.error || "";
    if (!text && fb) {
      const verdict = fb.correct ? say("Right!") : say("Not quite.");
      const why = fb.reason !== undefined ? (lang === "zh" ? fb.reason_zh : fb.reason) : pick(fb.why, lang);
      text = `${verdict} ${why || ""}`.trim();
    }
    if (text !== announced) {
      announced = text;
      announcer.textContent = text;
    }
  }

  function fill(box) {
    const state = model.get("state");
    if (!state || !state.puzzle) {
      box.append(h("p", { className: "tc-loading" }, sayIn(null, "en").say("Loading…")));
      return;
    }
    const lang = state.lang === "zh" ? "zh" : "en";
    const { say, sayNodes } = sayIn(model.get("words"), lang);
    const p = state.puzzle;
    const rules = state.rules || state.preset;
    if (draft.puzzleId !== p.id) {
      Object.assign(draft, { text: "", numbers: ["", ""], side: null, order: [], typed: false, puzzleId: p.id, note: false });
    }
    root.setAttribute("data-kind", p.kind);
    root.setAttribute("data-puzzle-id", p.id);
    root.setAttribute("data-rules", rules);
    root.setAttribute("data-palette", state.palette === "four" ? "four" : "two");
    root.setAttribute("lang", lang === "zh" ? "zh-Hans" : "en");
    announcer.setAttribute("lang", lang === "zh" ? "zh-Hans" : "en");
    const ctx = { p, state, lang, say, sayNodes, send, draft, draw };

    // --- settings (shown after the footer)
    const presets = state.presets || [];
    const presetSelect = h("select", {
      className: "tc-preset", "aria-label": say("House rules"), "data-key": "preset",
      onchange: (e) => send({ type: "settings", preset: e.target.value }),
    }, [
      ...presets.map((pr) => {
        // the menu speaks the puzzle's language (title_zh: the preset's Chinese title)
        const title = lang === "zh" && pr.title_zh ? pr.title_zh : pr.title;
        return h("option", { value: pr.name, selected: pr.name === rules },
          // (the default by its title alone: "default — 本站的规则" mixed English into the Chinese)
          pr.name === "default" || title.startsWith(pr.name) ? title : `${pr.name} — ${title}`);
      }),
      // a rule code (a house-rules picker's changed options): shown as itself
      ...(presets.some((pr) => pr.name === rules) ? [] : [h("option", { value: rules, selected: true }, say("{rules} (changed options)", { rules }))]),
    ]);
    const levelSelect = h("select", {
      className: "tc-difficulty", "aria-label": say("Difficulty"), "data-key": "difficulty",
      onchange: (e) => send({ type: "settings", difficulty: Number(e.target.value) }),
    }, [1, 2, 3].map((d) => h("option", { value: d, selected: d === state.difficulty }, "★".repeat(d))));
    // (after the puzzle: a beginner met five settings before the question, on a phone a screen)
    const header = h("div", { className: "tc-header" },
      h("label", { className: "tc-field tc-rules-field" }, say("House rules") + " ", presetSelect),
      h("label", { className: "tc-field" }, say("Difficulty") + " ", levelSelect),
      h("label", { className: "tc-field" }, h("input", {
        type: "checkbox", checked: state.palette === "four", "data-key": "palette", className: "tc-palette",
        onchange: (e) => send({ type: "settings", palette: e.target.checked ? "four" : "two" }),
      }), " " + say("Four colours")),
      // The cards' marks (gold band: a trump; ring: a level card): off by default where they
      // would give the answer away (tractor_core.puzzles.registry.MARKS_SHOWN); the reader's choice.
      p.kind === "levels" ? null : h("label", { className: "tc-field" }, h("input", {
        type: "checkbox", checked: p.marks === true, "data-key": "marks", className: "tc-marks",
        onchange: (e) => send({ type: "settings", marks: e.target.checked }),
      }), " " + say("Mark trumps")),
      // The button names the other language in that language (中文 / English), and says so.
      h("button", {
        className: "tc-lang", "data-key": "lang", lang: lang === "en" ? "zh-Hans" : "en",
        onclick: () => send({ type: "settings", lang: lang === "en" ? "zh" : "en" }),
      }, LANGUAGE_NAMES[lang === "en" ? "zh" : "en"]),
    );

    // --- question and trump
    box.append(h("p", { className: "tc-question" }, pick(p.question, lang)));
    const view = KIND_VIEWS[p.kind] || {};
    if (view.trump !== false) box.append(h("p", { className: "tc-trump" }, "🂠 " + pick(p.trump.text, lang)));

    // --- what is shown, and the answer controls: the kind's and the answer type's renderers
    if (view.show) box.append(...view.show(ctx));
    const answer = h("div", { className: "tc-answer-area" });
    const answerView = ANSWER_VIEWS[p.answer_type];
    if (answerView) answer.append(...answerView(ctx));
    box.append(answer);
    if (state.error) box.append(h("p", { className: "tc-error" }, state.error));

    // --- feedback: a wrong try says what is wrong, and offers the answer; else the verdict
    const fb = state.feedback;
    if (!solved(fb)) draft.note = false;
    if (busy) {
      box.append(h("p", { className: "tc-pending" }, busyWords(say)));
    } else if (fb && fb.reason === undefined) {
      box.append(h("div", { className: "tc-feedback tc-wrong tc-try", tabindex: "-1" },
        h("strong", {}, "✗ " + say("Not quite.")),
        h("p", { className: "tc-why" }, pick(fb.why, lang)),
        h("p", { className: "tc-try-again" }, say("Try again, or") + " ",
          h("button", { className: "tc-reveal", "data-key": "reveal", onclick: () => send({ type: "reveal" }) }, say("Show the answer")))));
    } else if (fb) {
      const ok = fb.correct && fb.given !== undefined;
      const rule = fb.rule || {};
      // The summary is text only (a link inside <summary> is a control inside a control for a
      // screen reader); the link to the rule's lesson sits in the opened details.
      const link = state.lesson_base && rule.lesson
        ? h("p", {}, h("a", { href: ruleHref(state.lesson_base, rule), className: "tc-rule-link", onclick: toRule }, say("Read it in its lesson") + " →"))
        : null;
      box.append(h("div", { className: "tc-feedback " + (fb.given === undefined ? "tc-shown" : ok ? "tc-right" : "tc-wrong"), "data-rule": rule.id, tabindex: "-1" },
        fb.given === undefined ? null : h("strong", {}, ok ? "✓ " + say("Right!") : "✗ " + say("Not quite.")),
        fb.given !== undefined && !fb.correct
          ? h("div", { className: "tc-given" }, sayNodes("Your answer: {answer}", { answer: shownAnswer(ctx, fb.given) })) : null,
        fb.correct && fb.given !== undefined ? null
          : h("div", { className: "tc-expected" }, p.kind === "follow" ? sayNodes("Legal: {answer}", { answer: shownAnswer(ctx, fb.expected) })
            : sayNodes("The answer: {answer}", { answer: shownAnswer(ctx, fb.expected) })),
        fb.why && !fb.correct ? h("p", { className: "tc-why" }, pick(fb.why, lang)) : null,
        h("p", { className: "tc-reason" }, lang === "zh" ? fb.reason_zh : fb.reason),
        h("details", { className: "tc-rule" },
          h("summary", {}, h("span", { className: "tc-rule-title" }, say("The rule: {title}", { title: lang === "zh" && rule.title_zh ? rule.title_zh : rule.title }))),
          h("p", {}, lang === "zh" ? rule.statement_zh : rule.statement), link),
        draft.note && solved(fb) ? h("p", { className: "tc-solved-note" }, solvedNote(say)) : null));
    }
    if (state.hint) box.append(h("p", { className: "tc-hint" }, "💡 " + pick(state.hint, lang)));

    // --- variant lens: each preset's answer to this very position, as the reader sees answers
    if (state.lens) {
      box.append(h("table", { className: "tc-lens" },
        h("colgroup", {}, h("col", { className: "tc-lens-preset" }), h("col", { className: "tc-lens-answer" }), h("col", { className: "tc-lens-why" })),
        h("thead", {}, h("tr", {}, h("th", {}, say("Preset")), h("th", {}, say("Answer")), h("th", {}, say("Why")))),
        h("tbody", {}, state.lens.map((row) => h("tr", { className: row.differs ? "tc-differs" : "", "data-preset": row.preset },
          h("td", {}, h("strong", {}, row.preset + (row.preset === rules ? " ◀" : "")),
            h("div", { className: "tc-lens-title" }, lensTitle(row, lang))),
          h("td", { className: "tc-lens-value" }, row.error ? "—" : shownAnswer(ctx, row.answer)),
          h("td", {}, row.error || (lang === "zh" ? row.reason_zh : row.reason)))))));
    }

    // --- footer
    box.append(h("div", { className: "tc-footer" },
      h("button", { className: "tc-hint-button", "data-key": "hint", onclick: () => send({ type: "hint" }) }, say("Hint")),
      // Every house rules' answer to this position is the answer: the table opens once the
      // puzzle is answered rightly or its answer shown (the engine says so if asked sooner).
      h("button", {
        className: "tc-lens-button", "data-key": "lens", "aria-disabled": fb && fb.reason !== undefined ? null : "true",
        onclick: () => send({ type: "lens" }),
      }, say("Compare house rules")),
      // "Show the answer" stays in place once used (greyed), so it keeps the focus
      h("button", {
        className: "tc-reveal-button", "data-key": "reveal-footer", "aria-disabled": fb && fb.reason !== undefined ? "true" : null,
        onclick: () => { if (!(fb && fb.reason !== undefined)) send({ type: "reveal" }); },
      }, say("Show the answer")),
      h("button", { className: "tc-next", "data-key": "next", onclick: () => send({ type: "next" }) }, say("Next puzzle")),
      h("span", { className: "tc-score" }, say("Right first time: {solved} of {tried} · streak {streak} (best {best})", {
        solved: state.score.solved, tried: state.score.tried, streak: state.score.streak, best: state.score.best_streak,
      }))));

    box.append(header);

    // --- class controls: the puzzle's id, go to a puzzle, reset the score, the size
    const scale = Number(document.documentElement.style.getPropertyValue("--tc-scale")) || 1;
    const step = (d) => () => {
      const i = Math.max(0, Math.min(SCALES.length - 1, SCALES.indexOf(scale) + d));
      applyScale(SCALES[i]);
    };
    const goTo = () => { if (draft.goto.trim()) send({ type: "load", id: draft.goto.trim() }); };
    box.append(h("div", { className: "tc-class" },
      h("span", { className: "tc-id" }, sayNodes("Puzzle: {id}", { id: h("code", { lang: "en" }, p.id) }),
        rules !== p.preset ? ` ${say("(judged by {rules})", { rules })}` : null),
      h("label", { className: "tc-field" }, say("Go to puzzle") + " ", h("input", {
        type: "text", className: "tc-goto", size: 18, value: draft.goto, placeholder: say("a puzzle id, e.g. tractor-default-1-7"),
        "aria-label": say("Go to puzzle"), "data-key": "goto", enterkeyhint: "go", autocomplete: "off", spellcheck: "false",
        oninput: (e) => { draft.goto = e.target.value; },
        onkeydown: onEnter(goTo),
      })),
      h("button", { className: "tc-goto-button", "data-key": "goto-button", onclick: goTo }, say("Go")),
      h("button", { className: "tc-reset", "data-key": "reset", onclick: () => send({ type: "reset" }) }, say("Reset score")),
      h("span", { className: "tc-size", role: "group", "aria-label": say("Size") }, say("Size") + " ",
        h("button", { className: "tc-smaller", "data-key": "smaller", "aria-label": "A− " + say("Smaller cards and text"), title: say("Smaller cards and text"), "aria-disabled": scale <= SCALES[0] ? "true" : null, onclick: step(-1) }, "A−"),
        h("button", { className: "tc-bigger", "data-key": "bigger", "aria-label": "A+ " + say("Bigger cards and text"), title: say("Bigger cards and text"), "aria-disabled": scale >= SCALES[SCALES.length - 1] ? "true" : null, onclick: step(1) }, "A+"))));
    if (busy) box.querySelector(`[data-key="${busy}"]`)?.classList.add("tc-checking");
    announce(state, say, lang);
  }

  model.on("change:state", settle);
  document.addEventListener("tractor-scale", draw);
  draw();
  return () => {
    model.off("change:state", settle);
    clearTimeout(busyTimer);
    document.removeEventListener("tractor-scale", draw);
  };
}

export default { render };
