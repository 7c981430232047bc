// The one front-end of every Tractor puzzle. anywidget runs it in JupyterLab, Notebook 7 and
// VS Code; the static site mounts the very same module with a small model whose send() calls the
// Pyodide-loaded engine. It draws the puzzle state it is given and sends the reader's actions
// ({type: "check" | "hint" | "next" | "lens" | "settings" | "parse", ...}); it never judges
// anything itself: every verdict comes from tractor_core.

const TEXT = {
  en: {
    yes: "Yes", no: "No", check: "Check", hint: "Hint", next: "Next puzzle",
    lens: "Compare house rules", lang: "中文", right: "Right!", wrong: "Not quite.",
    score: (s) => `Solved ${s.solved} of ${s.tried} · streak ${s.streak} (best ${s.best_streak})`,
    rule: "The rule", rules: "House rules", level: "Difficulty", colours: "Four colours",
    lead: "Lead", hand: "Your hand", seat: "Seat", kitty: "Kitty", points: "points",
    cards: "Cards", clear: "Clear", typeHere: "or type cards, e.g. BJ H10 S10 …",
    yourOrder: "Your order", expected: "Expected", given: "Your answer",
    differs: "differs", same: "same", preset: "Preset", answer: "Answer", why: "Why",
    banker: "banker team", attackers: "attackers", levels: "levels", others: "Other hands",
    loading: "Loading…", firstBid: "Shown first", newBid: "Shown now",
  },
  zh: {
    yes: "是", no: "不是", check: "检查", hint: "提示", next: "下一题",
    lens: "比较各种规则", lang: "English", right: "答对了！", wrong: "不对。",
    score: (s) => `答对 ${s.solved} / ${s.tried} · 连对 ${s.streak}（最多 ${s.best_streak}）`,
    rule: "规则", rules: "规则", level: "难度", colours: "四色牌",
    lead: "首家", hand: "你的手牌", seat: "座位", kitty: "底牌", points: "分",
    cards: "牌", clear: "清除", typeHere: "或输入牌，如 BJ H10 S10 …",
    yourOrder: "你的顺序", expected: "正确答案", given: "你的答案",
    differs: "不同", same: "相同", preset: "规则", answer: "答案", why: "原因",
    banker: "庄家方", attackers: "抓分方", levels: "级", others: "其他各家",
    loading: "加载中…", firstBid: "先亮的牌", newBid: "现在亮的牌",
  },
};

function h(tag, attrs = {}, ...children) {
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

// A card is drawn from the deck's pieces (tractor_core.svg.deck_sprite, put once in the
// document): a blank card, the marks the trump order gives it, its rank's and suit's glyphs.
// Its text alternative and marks come from the engine, in the puzzle's state (svg.faces).
const SVG_NS = "http://www.w3.org/2000/svg";
function facePieces(notation, face) {
  const marks = ["trump", "level"].filter((m) => face && face[m]).map((m) => `mark-${m}`);
  if (notation === "BJ" || notation === "LJ") return [notation, ["blank", ...marks, `j-${notation}`]];
  return [notation[0], ["blank", ...marks, `r-${notation.slice(1)}`, `s-${notation[0]}`]];
}

function faceSvg(notation, face) {
  const [ink, pieces] = facePieces(notation, face);
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 60 84");
  svg.setAttribute("class", `tc-card tc-ink-${ink}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", face ? face.alt : notation);
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
function ensureDeck(deck) {
  if (!deck || document.getElementById("tc-deck")) return;
  const holder = document.createElement("div");
  holder.innerHTML = deck;
  if (holder.firstElementChild) document.body.append(holder.firstElementChild);
}

function cardNode(puzzle, notation, { onclick, selected } = {}) {
  const face = puzzle.faces[notation];
  const wrap = h("span", {
    className: "tc-face" + (selected ? " tc-selected" : "") + (onclick ? " tc-clickable" : ""),
    role: onclick ? "button" : null,
    tabindex: onclick ? "0" : null,
    title: face ? face.alt : notation,
    "data-card": notation,
    onclick,
    onkeydown: onclick ? (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onclick(e); } } : null,
  });
  wrap.append(faceSvg(notation, face));
  return wrap;
}

function cardRow(puzzle, cards, opts = {}) {
  return h("div", { className: "tc-row" }, cards.map((c, i) => cardNode(puzzle, c, {
    onclick: opts.onclick ? () => opts.onclick(c, i) : null,
    selected: opts.selected ? opts.selected(c, i) : false,
  })));
}

// ------------------------------------------------------------------ renderers
// One entry per puzzle kind (a module of tractor_core/puzzles/) and one per answer type: a new
// kind is its Python module and an entry here. The JSON they read is documented in
// tractor_core/puzzles/schema.py. Each renderer takes the context
// { p: the puzzle, state, lang, T: the texts in that language, send, draft, draw } and returns
// the nodes to append, in order. A kind's entry has show(ctx), the cards it shows, and may set
// trump: false (no trump line) and option(ctx, opt), how a "choice" option is labelled.

const label = (text) => h("div", { className: "tc-label" }, text);

const KIND_VIEWS = {
  // the cards to put in order are drawn by the "order" answer
  order: { show: () => [] },
  tractor: { show: ({ p }) => [cardRow(p, p.show.cards)] },
  follow: {
    show: ({ p, T }) => [label(T.lead), cardRow(p, p.show.lead), label(T.hand), cardRow(p, p.show.hand)],
    // the options are follows: draw their cards
    option: ({ p }, opt) => cardRow(p, opt.en.split(" ")),
  },
  // the seats are the answers (answer type "seat")
  trick: {
    show: ({ p, lang, send }) => p.show.plays.map((cards, i) => h("div", { className: "tc-seat" },
      h("button", {
        className: "tc-seat-name tc-answer", "data-answer": i,
        onclick: () => send({ type: "check", answer: i }),
      }, pick(p.options[i], lang)),
      cardRow(p, cards))),
  },
  throw: {
    show: ({ p, T }) => [
      label(T.lead), cardRow(p, p.show.lead),
      label(`${T.others} (${p.show.others_label})`),
      ...p.show.others.map((cards, i) => h("div", { className: "tc-seat" },
        h("span", { className: "tc-seat-name" }, `${T.seat} ${i + 1}`),
        cards.length ? cardRow(p, cards) : h("span", { className: "tc-void" }, "—"))),
    ],
  },
  kitty: {
    show: ({ p, T }) => [label(T.lead), cardRow(p, p.show.lead), label(T.kitty), cardRow(p, p.show.kitty)],
  },
  levels: {
    trump: false,
    show: ({ p, T }) => [h("p", { className: "tc-points" }, `${p.show.points} ${T.points}`)],
  },
  declaration: {
    show: ({ p, T }) => [label(T.firstBid), cardRow(p, p.show.current), label(T.newBid), cardRow(p, p.show.bid)],
  },
};

const ANSWER_VIEWS = {
  yesno: ({ T, send }) => [
    h("button", { className: "tc-answer", "data-answer": "yes", onclick: () => send({ type: "check", answer: true }) }, T.yes),
    h("button", { className: "tc-answer", "data-answer": "no", onclick: () => send({ type: "check", answer: false }) }, T.no),
  ],
  choice: (ctx) => {
    const { p, lang, send } = ctx;
    const option = (KIND_VIEWS[p.kind] || {}).option;
    return p.options.map((opt, i) => h("button", {
      className: "tc-answer tc-option", "data-answer": i,
      onclick: () => send({ type: "check", answer: i }),
    }, h("span", { className: "tc-option-number" }, `${i + 1}.`), option ? option(ctx, opt) : pick(opt, lang)));
  },
  // the kind draws the seats as the answers (KIND_VIEWS.trick)
  seat: () => [],
  numbers: ({ p, lang, T, send, draft }) => [
    ...p.options.map((opt, i) => h("label", {}, pick(opt, lang) + " ", h("input", {
      type: "text", inputmode: "numeric", size: 6, className: `tc-number tc-number-${i}`, value: draft.numbers[i],
      oninput: (e) => { draft.numbers[i] = e.target.value; },
      onkeydown: (e) => { if (e.key === "Enter") send({ type: "check", answer: draft.numbers }); },
    }))),
    h("button", { className: "tc-check", onclick: () => send({ type: "check", answer: draft.numbers }) }, T.check),
  ],
  side_levels: ({ p, lang, T, send, draft, draw }) => [
    ...p.options.map((opt, i) => {
      const side = i === 0 ? "banker" : "attackers";
      return h("button", {
        className: "tc-side" + (draft.side === side ? " tc-on" : ""), "data-side": side,
        "aria-pressed": draft.side === side ? "true" : "false",
        onclick: () => { draft.side = side; draw(); },
      }, pick(opt, lang));
    }),
    h("label", {}, " +", h("input", {
      type: "text", inputmode: "numeric", size: 3, className: "tc-number tc-levels", value: draft.numbers[0],
      oninput: (e) => { draft.numbers[0] = e.target.value; },
    }), " " + T.levels),
    h("button", { className: "tc-check", onclick: () => send({ type: "check", answer: [draft.side, draft.numbers[0]] }) }, T.check),
  ],
  order: ({ p, T, send, draft, draw }) => {
    const cards = p.show.cards;
    const chosen = draft.order;
    const used = {};
    chosen.forEach((c) => { used[c] = (used[c] || 0) + 1; });
    const seen = {};
    const input = h("input", {
      type: "text", className: "tc-typed", value: draft.text, placeholder: T.typeHere, size: 40,
      "aria-label": T.typeHere,
      oninput: (e) => { draft.text = e.target.value; send({ type: "parse", text: draft.text }); },
      onkeydown: (e) => { if (e.key === "Enter") send({ type: "check", answer: draft.text }); },
    });
    return [
      label(T.cards),
      cardRow(p, cards, {
        selected: (c) => { seen[c] = (seen[c] || 0) + 1; return seen[c] <= (used[c] || 0); },
        onclick: (c) => {
          const have = cards.filter((x) => x === c).length;
          if ((used[c] || 0) < have) draft.order.push(c);
          draft.text = draft.order.join(" ");
          draw();
        },
      }),
      label(T.yourOrder), cardRow(p, chosen),
      h("div", {}, input,
        h("button", { className: "tc-clear", onclick: () => { draft.order = []; draft.text = ""; draw(); } }, T.clear),
        h("button", { className: "tc-check", onclick: () => send({ type: "check", answer: draft.text || draft.order.join(" ") }) }, T.check)),
    ];
  },
};

export function render({ model, el }) {
  ensureDeck(model.get("deck"));
  const root = h("div", { className: "tc-puzzle" });
  el.append(root);
  // What the reader is typing or has picked; kept across redraws and never thrown away.
  const draft = { text: "", numbers: ["", ""], side: null, order: [], puzzleId: null };

  const send = (msg) => model.send(msg);

  // Redraw by building the new content apart, then swapping in only the top-level parts that
  // changed: a verdict repaints the feedback, not the cards (and a half-typed box keeps focus).
  function draw() {
    // A text box or menu being used keeps the focus (and the caret) when it is redrawn: typed
    // cards are checked as they are typed, and each check redraws.
    const active = document.activeElement;
    const typing = active && root.contains(active) && (active.tagName === "INPUT" || active.tagName === "SELECT")
      ? { cls: active.className, caret: active.selectionStart ?? null, end: active.selectionEnd ?? null }
      : null;
    const box = h("div", {});
    fill(box);
    const next = Array.from(box.children);
    next.forEach((node, i) => {
      const old = root.children[i];
      if (!old) root.append(node);
      else if (!old.isEqualNode(node)) old.replaceWith(node);
    });
    while (root.children.length > next.length) root.lastElementChild.remove();
    if (typing && !root.contains(active)) {
      // our own classes only: the page may add its own (Material marks "focus-visible")
      const ours = typing.cls.split(" ").filter((c) => c.startsWith("tc-"));
      const again = ours.length ? root.querySelector(ours.map((c) => "." + c).join("")) : null;
      if (again) {
        again.focus();
        if (typing.caret !== null && again.setSelectionRange) {
          try { again.setSelectionRange(typing.caret, typing.end); } catch (e) { /* not a text box */ }
        }
      }
    }
  }

  function fill(box) {
    const state = model.get("state");
    if (!state || !state.puzzle) {
      box.append(h("p", { className: "tc-loading" }, TEXT.en.loading));
      return;
    }
    const lang = state.lang === "zh" ? "zh" : "en";
    const T = TEXT[lang];
    const p = state.puzzle;
    if (draft.puzzleId !== p.id) {
      Object.assign(draft, { text: "", numbers: ["", ""], side: null, order: [], puzzleId: p.id });
    }
    root.setAttribute("data-kind", p.kind);
    root.setAttribute("data-puzzle-id", p.id);
    root.setAttribute("data-palette", state.palette === "four" ? "four" : "two");
    root.setAttribute("lang", lang === "zh" ? "zh-Hans" : "en");

    // --- header: settings
    const presetSelect = h("select", {
      className: "tc-preset", "aria-label": T.rules,
      onchange: (e) => send({ type: "settings", preset: e.target.value }),
    }, (state.presets || []).map((pr) => h("option", { value: pr.name, selected: pr.name === state.preset }, pr.name)));
    const levelSelect = h("select", {
      className: "tc-difficulty", "aria-label": T.level,
      onchange: (e) => send({ type: "settings", difficulty: Number(e.target.value) }),
    }, [1, 2, 3].map((d) => h("option", { value: d, selected: d === state.difficulty }, "★".repeat(d))));
    box.append(h("div", { className: "tc-header" },
      h("label", {}, T.rules + " ", presetSelect),
      h("label", {}, T.level + " ", levelSelect),
      h("label", {}, h("input", {
        type: "checkbox", checked: state.palette === "four",
        onchange: (e) => send({ type: "settings", palette: e.target.checked ? "four" : "two" }),
      }), " " + T.colours),
      // The button names the other language in that language (中文 / English), and says so.
      h("button", { className: "tc-lang", lang: lang === "en" ? "zh-Hans" : "en", onclick: () => send({ type: "settings", lang: lang === "en" ? "zh" : "en" }) }, T.lang),
    ));

    // --- question and trump
    box.append(h("p", { className: "tc-question" }, pick(p.question, lang)));
    const view = KIND_VIEWS[p.kind] || {};
    if (view.trump !== false) box.append(h("p", { className: "tc-trump" }, "🂠 " + pick(p.trump.text, lang)));

    // --- what is shown, and the answer controls: the kind's and the answer type's renderers
    const ctx = { p, state, lang, T, send, draft, draw };
    if (view.show) box.append(...view.show(ctx));
    const answer = h("div", { className: "tc-answer-area" });
    const answerView = ANSWER_VIEWS[p.answer_type];
    if (answerView) answer.append(...answerView(ctx));
    box.append(answer);
    if (state.error) box.append(h("p", { className: "tc-error", role: "alert" }, state.error));

    // --- feedback
    const fb = state.feedback;
    if (fb) {
      const ok = fb.correct;
      const rule = fb.rule || {};
      const link = state.lesson_base && rule.lesson
        ? h("a", { href: `${state.lesson_base}${rule.lesson}/#${rule.id}`, className: "tc-rule-link" }, `${T.rule}: ${rule.title}`)
        : h("span", { className: "tc-rule-title" }, `${T.rule}: ${rule.title}`);
      box.append(h("div", { className: "tc-feedback " + (ok ? "tc-right" : "tc-wrong"), role: "status", "data-rule": rule.id },
        h("strong", {}, ok ? "✓ " + T.right : "✗ " + T.wrong),
        h("p", { className: "tc-reason" }, lang === "zh" ? fb.reason_zh : fb.reason),
        h("details", { className: "tc-rule" }, h("summary", {}, link, ` [${rule.id}]`),
          h("p", {}, lang === "zh" ? rule.statement_zh : rule.statement))));
    }
    if (state.hint) box.append(h("p", { className: "tc-hint" }, "💡 " + pick(state.hint, lang)));

    // --- variant lens
    if (state.lens) {
      box.append(h("table", { className: "tc-lens" },
        h("thead", {}, h("tr", {}, h("th", {}, T.preset), h("th", {}, T.answer), h("th", {}, T.why))),
        h("tbody", {}, state.lens.map((row) => h("tr", { className: row.differs ? "tc-differs" : "", "data-preset": row.preset },
          h("td", {}, row.preset + (row.preset === state.preset ? " ◀" : "")),
          h("td", {}, row.error ? "—" : typeof row.answer === "boolean" ? (row.answer ? T.yes : T.no) : JSON.stringify(row.answer)),
          h("td", {}, row.error || (lang === "zh" ? row.reason_zh : row.reason)))))));
    }

    // --- footer
    box.append(h("div", { className: "tc-footer" },
      h("button", { className: "tc-hint-button", onclick: () => send({ type: "hint" }) }, T.hint),
      h("button", { className: "tc-lens-button", onclick: () => send({ type: "lens" }) }, T.lens),
      h("button", { className: "tc-next", onclick: () => send({ type: "next" }) }, T.next),
      h("span", { className: "tc-score" }, T.score(state.score))));
  }

  model.on("change:state", draw);
  draw();
  return () => model.off("change:state", draw);
}

export default { render };
