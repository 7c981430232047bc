// The teachers' tools on the static site (lessons/tools/): the house-rules builder, the referee
// and the worksheet maker. Each is a <div class="tc-tool" data-tool="..."> that this script
// fills; everything is decided by the engine in the reader's browser (Pyodide), through the JSON
// entry points of tractor_core/api/site_api.py: nothing here judges a rule.

import { h } from "../widgets/static/puzzle.js";
import { call, loadPython, loadStyle } from "./js/runtime.js";
import { houseRules, setHouseRules, siteLang } from "./js/state.js";

const API = "tractor_core.api.site_api";
const SITE = new URL("../../", import.meta.url);
// The home of the page's language (/zh/ on a Chinese page): links made here keep the reader there.
const HOME = document.documentElement.lang.startsWith("zh") ? new URL("zh/", SITE) : SITE;

const TEXT = {
  en: {
    lang: "中文", colon: ": ", preset: "Start from the preset", option: "Rule", value: "Your table", summary: "Your table's rules in plain words",
    print: "Print", code: "Rule code", link: "Link that sets these rules", copy: "Copy link", copied: "Copied.", copyByHand: "The link is selected: press Ctrl+C (⌘C) to copy it.",
    loading: "Loading the rules engine…", refused: "Refused", kept: "the option stays", none: "none",
    changed: "changed from the preset", codeName: "name in the engine", emptyBox: "Empty box",
    refusedAs: (title, words) => `“${title}” cannot be “${words}” with the rest of these rules.`,
    stays: (words) => `The option stays as it was: ${words}.`, engineSays: "The rules engine says (in English)", using: "These rules are now the site's house rules: every puzzle starts under them.",
    trump: "Trump", level: "Level", suit: "Suit", noTrump: "no trump", question: "Question", rule: "Rule", go: "Give the ruling", ruling: "Ruling",
    why: "Why", readRule: "The rule in the catalogue", readLesson: "Read it in its lesson", rules: "House rules",
    kinds: "Puzzle kinds", count: "Number of puzzles", difficulty: "Difficulty", seed: "Seed (same seed, same sheet)",
    paper: "Paper", sheetLang: "Language of the sheet", make: "Make the worksheet", download: "Download (.html)",
    kindNames: { order: "Trump order", tractor: "Is it a tractor?", follow: "Following", trick: "Who wins the trick", throw: "Throws", kitty: "The kitty", levels: "Levels", declaration: "Declaring" },
    defaultRules: "default — the project's default rules (change them on the house-rules page)",
    suits: { S: "spades", H: "hearts", C: "clubs", D: "diamonds" },
    siteRules: "the site's house rules", printSheet: "Print the worksheet", printKey: "Print the answer key",
    downloadSheet: "Download the worksheet (.html)", downloadKey: "Download the answer key (.html)",
    printHint: "The worksheet and its answer key print separately: hand out the one, keep the other.",
    linkUrl: "Address of this site for the printed links (optional)",
    linkHint: "Students can open a printed link only if this site is on the internet: type its puzzles page, e.g. https://example.org/puzzles/. Left empty, each puzzle shows its id, which students type into “Go to puzzle” on the puzzles page.",
    hint: "Cards as notation: S10 (ten of spades), HA, DQ, C2, BJ / LJ (big / little joker).",
    sides: { "": "— choose —", attackers: "The attackers", banker: "The banker team" },
    picker: "Card picker (adds to the box last used)", nextLine: "↵ next line",
    questions: {
      trick_winner: "Who wins this trick?", follow_legal: "Is this follow legal?", throw: "Does this throw stand, and what is forced?",
      kitty_multiplier: "What does the kitty multiply to?", level_change: "How many levels does this score give?",
      declaration: "Does this declaration overturn the standing one?",
    },
    boxes: {
      plays: "Plays, one per line, the leader's first", lead: "Lead", hand: "The follower's hand", play: "The follow played",
      others: "The other hands, one per line, in seat order after the leader", last_trick: "The last trick, one play per line, the leader's first",
      kitty: "The kitty", attacker_points: "Attackers' points", level: "The banker team's level: the level played (optional, e.g. 10)",
      attacker_level: "The attackers' level (optional, e.g. 7): they climb from their own level", won_by: "Who won the last trick",
      current: "Standing declaration (empty if none)", current_seat: "Its seat", bid: "New declaration", seat: "Its seat",
    },
  },
  zh: {
    lang: "English", colon: "：", preset: "从预设开始", option: "规则", value: "你们这桌", summary: "本桌规则（通俗说明）",
    print: "打印", code: "规则码", link: "设定这些规则的链接", copy: "复制链接", copied: "已复制。", copyByHand: "链接已选中：按 Ctrl+C（⌘C）复制。",
    loading: "正在加载规则引擎…", refused: "不允许", kept: "该选项保持原值", none: "无",
    changed: "与预设不同", codeName: "引擎里的名字", emptyBox: "空着不填",
    refusedAs: (title, words) => `「${title}」不能改成「${words}」：与这套规则里的其他选项冲突。`,
    stays: (words) => `该选项保持原样：${words}。`, engineSays: "规则引擎的说明（英文）", using: "这些规则现为本站房规：每道题都按它们开始。",
    trump: "主牌", level: "级", suit: "花色", noTrump: "无主", question: "问题", rule: "规则", go: "裁定", ruling: "裁定结果",
    why: "原因", readRule: "规则目录中的该规则", readLesson: "在课程中阅读", rules: "房规",
    kinds: "题型", count: "题数", difficulty: "难度", seed: "种子（相同种子，相同练习卷）",
    paper: "纸张", sheetLang: "练习卷语言", make: "生成练习卷", download: "下载 (.html)",
    kindNames: { order: "主牌大小", tractor: "是不是拖拉机", follow: "跟牌", trick: "这一轮谁大", throw: "甩牌", kitty: "抠底", levels: "升级", declaration: "亮主" },
    defaultRules: "default（本项目的默认规则；可在“你的房规”页更改）",
    suits: { S: "黑桃", H: "红桃", C: "梅花", D: "方片" },
    siteRules: "本站房规", printSheet: "打印练习卷", printKey: "打印答案",
    downloadSheet: "下载练习卷 (.html)", downloadKey: "下载答案 (.html)",
    printHint: "练习卷和答案分开打印：练习卷发给学生，答案留给老师。",
    linkUrl: "印在卷上的链接所用的本站网址（可不填）",
    linkHint: "只有本站在互联网上时，学生才能打开印出的链接：请填本站练习题页面的网址，如 https://example.org/puzzles/。不填时，每道题印出题号，学生在练习题页面的“转到题目”框里输入即可。",
    hint: "牌的写法：S10（黑桃10）、HA、DQ、C2、BJ / LJ（大王 / 小王）。",
    sides: { "": "— 请选择 —", attackers: "抓分方", banker: "庄家方" },
    picker: "点选牌（加到最后使用的输入框）", nextLine: "↵ 换行",
    questions: {
      trick_winner: "这一轮谁大？", follow_legal: "这样跟牌合法吗？", throw: "甩牌能成功吗？须出什么？",
      kitty_multiplier: "底牌翻几倍？", level_change: "这个分数升几级？", declaration: "新的亮主能反掉原来的吗？",
    },
    boxes: {
      plays: "各家出牌，每行一家，首家在先", lead: "首家出牌", hand: "跟牌者的手牌", play: "所跟的牌",
      others: "其他各家的手牌，每行一家，按首家之后的座位顺序", last_trick: "最后一轮，每行一家，首家在先",
      kitty: "底牌", attacker_points: "抓分方得分", level: "庄家方的级，即所打的级（可不填，如 10）",
      attacker_level: "抓分方的级（可不填，如 7）：抓分方从自己的级往上升", won_by: "最后一轮谁赢",
      current: "已亮的牌（没有则空）", current_seat: "亮牌座位", bid: "新亮的牌", seat: "座位",
    },
  },
};

// The referee's boxes per question (the same as tractor_core.api.site_api.REFEREE).
const REFEREE = {
  trick_winner: [["plays", "lines"]],
  follow_legal: [["lead", "cards"], ["hand", "cards"], ["play", "cards"]],
  throw: [["lead", "cards"], ["others", "lines"]],
  kitty_multiplier: [["last_trick", "lines"], ["won_by", "side"], ["kitty", "cards"]],
  level_change: [["attacker_points", "number"], ["level", "cards"], ["attacker_level", "cards"]],
  declaration: [["current", "cards"], ["current_seat", "number"], ["bid", "cards"], ["seat", "number"]],
};
const KINDS = ["order", "tractor", "follow", "trick", "throw", "kitty", "levels", "declaration"];
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS = [["S", "♠"], ["H", "♥"], ["C", "♣"], ["D", "♦"]];

let uid = 0;
function field(label, control, note) {
  const id = control.id || `tc-tool-${++uid}`;
  control.id = id;
  return h("div", { className: "tc-tool-field" }, h("label", { for: id }, label), control, note || null);
}
function errorNode() { return h("p", { className: "tc-tool-error", role: "alert", hidden: true }); }
function showError(node, text) { node.textContent = text || ""; node.hidden = !text; }
// An engine refusal in the page's language: its Chinese message on a Chinese page when the
// engine wrote one (error_zh), else the English one, marked as English.
function said(answer, lang) {
  return lang === "zh" && answer.error_zh ? [answer.error_zh, "zh-Hans"] : [answer.error, "en"];
}
function lines(text) { return h("span", { className: "tc-tool-lines" }, text); }

// The page's frame: a language button, then the tool; redrawn on a language change.
function frame(root, draw) {
  let lang = siteLang();
  const body = h("div", { className: "tc-tool-body" });
  const button = h("button", { type: "button", className: "tc-tool-lang" });
  const redraw = () => {
    button.textContent = TEXT[lang].lang;
    button.lang = lang === "en" ? "zh-Hans" : "en";
    root.lang = lang === "zh" ? "zh-Hans" : "en";
    draw(body, lang, TEXT[lang]);
  };
  button.addEventListener("click", () => { lang = lang === "en" ? "zh" : "en"; redraw(); });
  root.replaceChildren(h("div", { className: "tc-tool-bar" }, button), body);
  redraw();
}

async function engine(root) {
  const note = h("p", { className: "tc-tool-loading", role: "status" }, TEXT[siteLang()].loading);
  root.replaceChildren(note);
  await loadPython();
}

// ------------------------------------------------------------------ house-rules builder
async function builder(root) {
  await engine(root);
  const chosen = await houseRules().catch(() => null);
  // The site's root, for the printed summary's Chinese font (the one the site ships).
  const site = { site_root: SITE.href };
  let accepted = await call(API, "house_rules", { preset: chosen ? chosen.name : "default", ...site });
  if (!accepted.ok) accepted = await call(API, "house_rules", { preset: "default", ...site });
  let problem = null; // [option name, the engine's answer, the value tried]
  frame(root, function draw(body, lang, T) {
    const rules = accepted;
    const zh = lang === "zh";
    const apply = async (spec, option, tried) => {
      const ticked = document.activeElement?.dataset?.link; // a box of a list of links
      const answer = await call(API, "house_rules", { ...spec, ...site });
      if (answer.ok) { accepted = answer; problem = null; setHouseRules(answer.name); }
      else problem = [option, answer, tried];
      draw(body, lang, T);
      (ticked && body.querySelector(`[data-link="${ticked}"]`) || body.querySelector(`[data-option="${option}"] input:checked`)
        || body.querySelector(`[data-option="${option}"] input, [data-option="${option}"]`))?.focus();
    };
    const change = (name, value) => apply({ preset: rules.preset, options: { ...rules.changes, [name]: value } }, name, value);
    const presetMenu = h("select", {
      "data-option": "preset",
      onchange: (e) => apply({ preset: e.target.value, options: {} }, "preset"),
    }, rules.presets.map((p) => h("option", { value: p.name, selected: p.name === rules.preset }, `${p.name} — ${zh ? p.title_zh : p.title}`)));
    const link = new URL(`?rules=${encodeURIComponent(rules.code)}`, HOME).href;
    const copied = h("span", { role: "status" });
    // A refusal in words: what was tried, why (the engine's message with the options in words;
    // in Chinese when the engine wrote it in Chinese, else in English under a Chinese line).
    const refusal = (o) => {
      const [, answer, tried] = problem;
      const choice = o && o.choices.find((c) => JSON.stringify(c.value) === JSON.stringify(tried));
      const triedWords = choice ? choice[lang] : Array.isArray(tried) ? tried.join(" ") : tried === null ? T.emptyBox : String(tried);
      const own = zh && answer.plain?.zh;
      if (answer.typo !== undefined) { // a value typed wrong: the engine names the bad token, in the page's language
        return h("div", { className: "tc-tool-error tc-typo", role: "alert" },
          h("p", { className: "tc-refusal-why", lang: own || !zh ? null : "en" }, own ? answer.plain.zh : answer.plain?.en || answer.error),
          o ? h("p", {}, T.stays(o.words[lang])) : null);
      }
      return h("div", { className: "tc-tool-error", role: "alert" },
        h("p", {}, `${T.refused}${T.colon}`, o ? T.refusedAs(zh ? o.title_zh : o.title, triedWords) : null),
        own ? h("p", { className: "tc-refusal-why" }, answer.plain.zh)
          : h("p", { className: "tc-refusal-why", lang: "en" }, zh ? h("span", { lang: "zh-Hans" }, `${T.engineSays}${T.colon}`) : null, answer.plain?.en || answer.error),
        o ? h("p", {}, T.stays(o.words[lang])) : null);
    };
    // Options shown as a group of radio buttons or tick boxes (named by their label's id).
    const grouped = (o) => o.kind === "links" || o.kind === "bool" || (o.kind === "choice" && typeof o.value !== "number");
    const control = (o, id, described) => {
      const attrs = { id, "data-option": o.name, "aria-describedby": described || null };
      // A refused box keeps what the reader typed, to be corrected in place.
      const typed = problem && problem[0] === o.name && problem[2] !== undefined
        ? (Array.isArray(problem[2]) ? problem[2].join(" ") : problem[2] === null ? "" : String(problem[2])) : null;
      if (o.kind === "choice" && typeof o.value === "number") { // a number from a list: decks
        return h("select", { ...attrs, onchange: (e) => change(o.name, o.choices[e.target.selectedIndex].value) },
          o.choices.map((c) => h("option", { value: String(c.value), selected: c.value === o.value }, c[lang])));
      }
      if (o.kind === "bool" || o.kind === "choice") { // every reading in words, side by side
        return h("fieldset", { className: "tc-choices", id, "data-option": o.name, "aria-labelledby": `${id}-label`,
          "aria-describedby": described || null },
          o.choices.map((c) => h("label", {}, h("input", { type: "radio", name: id, value: String(c.value), "data-value": String(c.value),
            checked: c.value === o.value, onchange: () => change(o.name, c.value) }), ` ${c[lang]}`)));
      }
      if (o.kind === "links") {
        return h("fieldset", { className: "tc-choices tc-links", id, "data-option": o.name, "aria-labelledby": `${id}-label` },
          o.choices.map((c) => h("label", {}, h("input", { type: "checkbox", value: c.value, "data-link": c.value, checked: o.value.includes(c.value),
            onchange: (e) => {
              const box = e.target.closest("fieldset");
              change(o.name, [...box.querySelectorAll("input:checked")].map((i) => i.value));
            } }), ` ${c[lang]}`)));
      }
      if (o.kind === "list") {
        return h("input", { ...attrs, type: "text", value: typed ?? o.value.join(" "), spellcheck: "false", placeholder: o.empty ? o.empty[lang] : null,
          onchange: (e) => change(o.name, e.target.value.split(/[\s,]+/).filter(Boolean)) });
      }
      return h("input", { ...attrs, type: "text", inputmode: "numeric", value: typed ?? (o.value === null ? "" : String(o.value)),
        onchange: (e) => { const t = e.target.value.trim(); change(o.name, t === "" ? null : /^-?\d+$/.test(t) ? Number(t) : t); } });
    };
    const row = (o) => {
      const id = `tc-opt-${o.name}`;
      const notes = [];
      if (o.hint) notes.push(o.hint[lang]);
      if (o.empty && o.kind === "number") notes.push(`${T.emptyBox}${T.colon}${o.empty[lang]}`);
      const noteId = notes.length ? `${id}-note` : null;
      const title = zh ? o.title_zh : o.title;
      return h("tr", { className: o.changed ? "tc-changed" : null, "data-row": o.name },
        h("th", { scope: "row" },
          grouped(o)
            ? h("span", { className: "tc-option-label", id: `${id}-label` }, title, o.changed ? " ★" : "")
            : h("label", { className: "tc-option-label", for: id }, title, o.changed ? " ★" : ""),
          h("p", { className: "tc-tool-doc" }, o.help[lang]),
          h("p", { className: "tc-option-name" }, `${T.codeName}${T.colon}`, h("code", { lang: "en" }, o.name))),
        h("td", {}, control(o, id, noteId),
          noteId ? h("p", { className: "tc-tool-note", id: noteId }, notes.join(" ")) : null,
          problem && problem[0] === o.name ? refusal(o) : null));
    };
    const groups = rules.groups.map((g) => h("section", { className: "tc-tool-section tc-option-group", "data-group": g.key },
      h("h3", {}, g[lang]),
      h("div", { className: "tc-tool-scroll" }, h("table", { className: "tc-options" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, T.option), h("th", { scope: "col" }, T.value))),
        h("tbody", {}, rules.options.filter((o) => o.group === g.key).map(row))))));
    body.replaceChildren(
      h("section", { className: "tc-tool-section" },
        field(T.preset, presetMenu),
        problem && problem[0] === "preset" ? refusal(null) : null,
        h("div", { className: "tc-tool-code" },
          h("p", {}, `${T.code}${T.colon}`, h("code", { className: "tc-rule-code" }, rules.code)),
          h("p", {}, `${T.link}${T.colon}`, h("a", { href: link, className: "tc-rules-link" }, link), " ",
            h("button", { type: "button", onclick: (event) => copyLink(event.target.parentElement.querySelector(".tc-rules-link"), link, copied, T) }, T.copy), " ", copied),
          h("p", { className: "tc-tool-note" }, T.using))),
      ...groups,
      h("section", { className: "tc-tool-section tc-summary-box" },
        h("h2", {}, T.summary, " ", h("button", { type: "button", className: "tc-tool-print", onclick: () => printPage(rules.summary_html[lang]) }, T.print)),
        h("pre", { className: "tc-summary", lang: zh ? "zh-Hans" : "en" }, rules.summary[lang])));
  });
}

// Print a page of its own (the one-page rules summary, tractor_core.rules_summary_html; a
// worksheet's answer key), once its Chinese font has loaded: printed before, it would show boxes.
function printPage(html) {
  document.querySelector("iframe.tc-print-frame")?.remove();
  const frame = h("iframe", { className: "tc-print-frame", title: "print", "aria-hidden": "true", tabindex: "-1" });
  frame.srcdoc = html;
  frame.addEventListener("load", () => {
    const fonts = frame.contentDocument.fonts;
    const family = '"Tractor Noto Sans SC"';
    Promise.all([fonts.load(`400 1em ${family}`, "字"), fonts.load(`700 1em ${family}`, "字")])
      .catch(() => null).then(() => fonts.ready).then(() => frame.contentWindow.print());
  }, { once: true });
  document.body.append(frame);
}

// ------------------------------------------------------------------ referee
async function referee(root) {
  await engine(root);
  const chosen = await houseRules().catch(() => null);
  const draft = { kind: "trick_winner", level: "2", suit: "S", boxes: {} };
  let ruling = null;
  let problem = null;
  frame(root, function draw(body, lang, T) {
    const ask = async () => {
      const answer = await call(API, "referee", {
        kind: draft.kind, trump: { level: draft.level, suit: draft.suit || null },
        rules: chosen ? chosen.name : "default", boxes: draft.boxes,
      });
      if (answer.ok) { ruling = answer; problem = null; } else { ruling = null; problem = answer; }
      draw(body, lang, T);
      const bad = problem && problem.field && body.querySelector(`[data-box="${problem.field}"]`);
      (bad || body.querySelector(".tc-ruling"))?.focus();
    };
    const kindMenu = h("select", { "data-key": "kind", onchange: (e) => { draft.kind = e.target.value; ruling = problem = null; draw(body, lang, T); } },
      Object.keys(REFEREE).map((k) => h("option", { value: k, selected: k === draft.kind }, T.questions[k])));
    const level = h("select", { "data-key": "level", onchange: (e) => { draft.level = e.target.value; } },
      RANKS.map((r) => h("option", { value: r, selected: r === draft.level }, r)));
    const suit = h("select", { "data-key": "suit", onchange: (e) => { draft.suit = e.target.value; } },
      [...SUITS.map(([s, glyph]) => h("option", { value: s, selected: s === draft.suit }, `${glyph} ${T.suits[s]} (${s})`)),
        h("option", { value: "", selected: draft.suit === "" }, T.noTrump)]);
    const boxes = REFEREE[draft.kind].map(([name, how]) => {
      const bad = problem && problem.field === name;
      const attrs = {
        "data-box": name, spellcheck: "false", autocapitalize: "characters", autocomplete: "off",
        "aria-invalid": bad ? "true" : null, "aria-describedby": bad ? "tc-referee-error" : null,
        oninput: (e) => { draft.boxes[name] = e.target.value; },
        onfocus: () => { draft.focus = name; },
      };
      const control = how === "lines"
        ? h("textarea", { ...attrs, rows: 4 }, draft.boxes[name] ?? "")
        : how === "side" // a choice of team: no answer is assumed for the reader
          ? h("select", { ...attrs, onchange: attrs.oninput, oninput: null },
            Object.entries(T.sides).map(([value, words]) => h("option", { value, selected: (draft.boxes[name] ?? "") === value }, words)))
          : h("input", { ...attrs, type: "text", inputmode: how === "number" ? "numeric" : null, value: draft.boxes[name] ?? "" });
      control.value = draft.boxes[name] ?? "";
      return field(T.boxes[name], control,
        bad ? h("p", { className: "tc-tool-error", role: "alert", id: "tc-referee-error", lang: said(problem, lang)[1] }, said(problem, lang)[0]) : null);
    });
    // The card picker: a click adds the card to the box last used (the first card box at first).
    const cardBoxes = REFEREE[draft.kind].filter(([, how]) => how === "cards" || how === "lines").map(([n]) => n);
    const add = (text) => {
      const name = cardBoxes.includes(draft.focus) ? draft.focus : cardBoxes[0];
      const box = body.querySelector(`[data-box="${name}"]`);
      const before = box.value;
      box.value = text === "\n" ? `${before.replace(/\s+$/, "")}\n` : `${before}${before && !/\s$/.test(before) ? " " : ""}${text}`;
      draft.boxes[name] = box.value;
    };
    const pickerRows = [...SUITS.map(([s, glyph]) => RANKS.map((r) => [`${s}${r}`, `${glyph}${r}`, s])), [["BJ", "BJ", "J"], ["LJ", "LJ", "J"]]];
    const picker = h("details", { className: "tc-picker", open: draft.pickerOpen, ontoggle: (e) => { draft.pickerOpen = e.target.open; } }, h("summary", {}, T.picker),
      pickerRows.map((row) => h("div", { className: "tc-picker-row" },
        row.map(([card, label, s]) => h("button", { type: "button", className: `tc-pick tc-pick-${s}`, "data-card": card, "aria-label": card, onclick: () => add(card) }, label)))),
      h("div", { className: "tc-picker-row" }, h("button", { type: "button", className: "tc-pick", "data-card": "newline", onclick: () => add("\n") }, T.nextLine)));
    const general = problem && !REFEREE[draft.kind].some(([n]) => n === problem.field)
      ? h("p", { className: "tc-tool-error", role: "alert", lang: said(problem, lang)[1] }, said(problem, lang)[0]) : null;
    let result = null;
    if (ruling) {
      const r = ruling.rule;
      result = h("section", { className: "tc-ruling", tabindex: "-1", "aria-live": "polite" },
        h("h2", {}, T.ruling),
        h("p", { className: "tc-headline" }, ruling.headline[lang]),
        h("p", { className: "tc-reason" }, h("strong", {}, `${T.why}${T.colon}`), lang === "zh" ? ruling.reason_zh : ruling.reason),
        h("p", { className: "tc-rule" }, `${T.rule}${T.colon}`,
          h("a", { href: new URL(`rules-catalogue/#${r.id}`, HOME).href, className: "tc-rule-id" }, h("code", {}, r.id)),
          ` — ${lang === "zh" ? r.statement_zh : r.statement}`),
        r.lesson ? h("p", {}, h("a", { href: new URL(`${r.lesson}/#${r.id}`, HOME).href }, `${T.readLesson} →`)) : null);
    }
    body.replaceChildren(
      h("form", { className: "tc-tool-section tc-referee-form", onsubmit: (e) => { e.preventDefault(); ask(); } },
        h("fieldset", { className: "tc-tool-trump" }, h("legend", {}, T.trump), field(T.level, level), field(T.suit, suit)),
        field(T.question, kindMenu),
        h("p", { className: "tc-tool-note" }, T.hint),
        boxes, picker, general,
        h("button", { type: "submit", className: "tc-tool-go" }, T.go)),
      result || h("div"));
  });
}

// ------------------------------------------------------------------ worksheet maker
// The site's public puzzles page, when the site names one (mkdocs' site_url, written as the
// page's canonical address) other than where it is served from: the printed links' default.
function publicAddress() {
  const canonical = document.querySelector('link[rel="canonical"]')?.href;
  if (!canonical) return "";
  const named = new URL(canonical);
  if (named.origin === window.location.origin) return "";
  return new URL(`${HOME === SITE ? "" : "zh/"}puzzles/`, new URL("../".repeat(canonicalDepth()), named)).href;
}
// How many folders deep this page is below the site's root (tools/worksheets/ is 2; zh/… is 3).
function canonicalDepth() {
  const root = SITE.pathname;
  return window.location.pathname.slice(root.length).split("/").filter(Boolean).length;
}
async function worksheets(root) {
  await engine(root);
  const chosen = await houseRules().catch(() => null);
  const draft = {
    kinds: ["tractor", "throw", "kitty"], count: 20, difficulty: 2, rules: chosen ? chosen.name : "default",
    lang: siteLang(), paper: "a4", seed: 1, link_url: publicAddress(),
  };
  let sheet = null;
  let key = null;
  let problem = null;
  frame(root, function draw(body, lang, T) {
    const make = async () => {
      const answer = await call(API, "worksheet", { ...draft, kinds: draft.kinds.join(","), site_url: new URL("puzzles/", HOME).href });
      if (answer.ok) { sheet = answer.html; key = answer.key; problem = null; } else { sheet = key = null; problem = answer; }
      draw(body, lang, T);
      (body.querySelector(".tc-tool-error") || body.querySelector(".tc-sheet"))?.focus();
    };
    const num = (key) => h("input", { type: "number", "data-key": key, value: String(draft[key]),
      oninput: (e) => { draft[key] = /^-?\d+$/.test(e.target.value.trim()) ? Number(e.target.value) : e.target.value; } });
    const select = (key, choices) => h("select", { "data-key": key, onchange: (e) => { draft[key] = /^\d+$/.test(e.target.value) && key === "difficulty" ? Number(e.target.value) : e.target.value; } },
      choices.map(([v, label]) => h("option", { value: String(v), selected: String(v) === String(draft[key]) }, label)));
    const rulesChoices = [["default", "default"], ["000", "000"], ["001", "001"], ["002", "002"], ["003", "003"], ["004", "004"], ["shengji", "shengji"]];
    if (chosen && !rulesChoices.some(([v]) => v === chosen.name)) rulesChoices.unshift([chosen.name, `${T.siteRules}${T.colon}${chosen.label[lang]}`]);
    const badKinds = problem && problem.field === "kinds";
    const kinds = h("fieldset", { className: "tc-kinds", "aria-invalid": badKinds ? "true" : null,
      "aria-describedby": badKinds ? "tc-worksheet-error" : null }, h("legend", {}, T.kinds),
      KINDS.map((k) => h("label", {}, h("input", { type: "checkbox", value: k, "data-kind": k, checked: draft.kinds.includes(k),
        onchange: (e) => { draft.kinds = KINDS.filter((x) => (x === k ? e.target.checked : draft.kinds.includes(x))); } }), ` ${T.kindNames[k]}`)));
    let view = null;
    if (sheet) {
      const frameNode = h("iframe", { className: "tc-sheet", title: "Worksheet", tabindex: "0" });
      frameNode.srcdoc = sheet;
      const url = (html) => URL.createObjectURL(new Blob([html], { type: "text/html" }));
      view = h("section", { className: "tc-tool-section" },
        h("p", { className: "tc-print-buttons" },
          h("button", { type: "button", className: "tc-tool-go", "data-print": "sheet", onclick: () => frameNode.contentWindow.print() }, T.printSheet), " ",
          h("button", { type: "button", className: "tc-tool-go", "data-print": "key", onclick: () => printPage(key) }, T.printKey)),
        h("p", {},
          h("a", { href: url(sheet), download: `worksheet-${draft.seed}.html`, "data-download": "sheet" }, T.downloadSheet), " · ",
          h("a", { href: url(key), download: `worksheet-${draft.seed}-key.html`, "data-download": "key" }, T.downloadKey)),
        h("p", { className: "tc-tool-note" }, T.printHint),
        frameNode);
    }
    body.replaceChildren(
      h("form", { className: "tc-tool-section tc-worksheet-form", onsubmit: (e) => { e.preventDefault(); make(); } },
        kinds,
        h("div", { className: "tc-tool-grid" },
          field(T.count, num("count")),
          field(T.difficulty, select("difficulty", [[1, "★"], [2, "★★"], [3, "★★★"]])),
          field(T.rules, select("rules", rulesChoices)),
          field(T.sheetLang, select("lang", [["en", "English"], ["zh", "中文"]])),
          field(T.paper, select("paper", [["a4", "A4"], ["letter", "Letter"]])),
          field(T.seed, num("seed"))),
        field(T.linkUrl, h("input", { type: "url", "data-key": "link_url", value: draft.link_url, spellcheck: "false", autocomplete: "url",
          placeholder: "https://example.org/puzzles/", "aria-describedby": "tc-link-hint", oninput: (e) => { draft.link_url = e.target.value; } }),
          h("p", { className: "tc-tool-note", id: "tc-link-hint" }, T.linkHint)),
        problem ? h("p", { className: "tc-tool-error", role: "alert", tabindex: "-1", id: "tc-worksheet-error", lang: said(problem, lang)[1] }, said(problem, lang)[0]) : null,
        h("button", { type: "submit", className: "tc-tool-go" }, T.make)),
      view || h("div"));
  });
}

// ------------------------------------------------------------------ mounting
const TOOLS = { "house-rules": builder, referee, worksheet: worksheets };

// Called by tractor-live.js (which imports this module only on a page with a tool).
// Copy the link; where the browser allows no clipboard (a page not served over https), select it
// and say how to copy it by hand. Either way the reader is told what happened.
function copyLink(anchor, link, said, T) {
  const byHand = () => {
    const range = document.createRange();
    range.selectNodeContents(anchor);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    said.textContent = T.copyByHand;
  };
  if (!navigator.clipboard) { byHand(); return; }
  navigator.clipboard.writeText(link).then(() => { said.textContent = T.copied; }, byHand);
}

export function mountTools() {
  loadStyle("tools.css");
  for (const root of document.querySelectorAll(".tc-tool")) {
    if (root.dataset.mounted) continue;
    const tool = TOOLS[root.dataset.tool];
    if (!tool) continue;
    root.dataset.mounted = "1";
    tool(root).then(() => { root.dataset.ready = "1"; }, (err) => {
      root.replaceChildren(h("p", { className: "tc-tool-error", role: "alert" },
        `This tool cannot run in this browser: ${err.message}. · `, h("span", { lang: "zh-Hans" }, "此浏览器无法运行本工具。")));
    });
  }
}
