// The teachers' tools on the static site (lessons/tools/): the house-rules builder, the referee
// and the worksheet maker. Each is a <div class="tc-tool" data-tool="..."> that this script
// fills; everything is decided by the engine in the reader's browser (Pyodide), through the JSON
// entry points of tractor_core/api/site_api.py: nothing here judges a rule.

import { LANGUAGE_NAMES, h } from "../widgets/static/puzzle.js";
import { call, loadPython, loadStyle } from "./js/runtime.js";
import { houseRules, setHouseRules, siteLang } from "./js/state.js";
import { say, sayNodes } from "tractor:words";

// The words are the message catalogue's (tractor_core/text/site.py), said in the tool's own
// language (its language button): say("…", lang).

const API = "tractor_core.api.site_api";
const SITE = new URL("../../", import.meta.url);
// The home of the page's language (/zh/ on a Chinese page): links made here keep the reader there.
const HOME = document.documentElement.lang.startsWith("zh") ? new URL("zh/", SITE) : SITE;

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
// The words of the referee's questions, boxes and suits and of the worksheet's puzzle kinds, by key.
const question = (k, lang) => ({
  trick_winner: say("Who wins this trick?", lang),
  follow_legal: say("Is this follow legal?", lang),
  throw: say("Does this throw stand, and what is forced?", lang),
  kitty_multiplier: say("What does the kitty multiply to?", lang),
  level_change: say("How many levels does this score give?", lang),
  declaration: say("Does this declaration overturn the standing one?", lang),
})[k];
const boxLabel = (name, lang) => ({
  plays: say("Plays, one per line, the leader's first", lang),
  lead: say("referee|Lead", lang),
  hand: say("The follower's hand", lang),
  play: say("The follow played", lang),
  others: say("The other hands, one per line, in seat order after the leader", lang),
  last_trick: say("The last trick, one play per line, the leader's first", lang),
  kitty: say("The kitty", lang),
  attacker_points: say("Attackers' points", lang),
  level: say("The banker team's level: the level played (optional, e.g. 10)", lang),
  attacker_level: say("The attackers' level (optional, e.g. 7): they climb from their own level", lang),
  won_by: say("Who won the last trick", lang),
  current: say("Standing declaration (empty if none)", lang),
  current_seat: say("Its seat", lang),
  bid: say("New declaration", lang),
  seat: say("bid|Its seat", lang),
})[name];
const suitName = (s, lang) => ({ S: say("spades", lang), H: say("hearts", lang), C: say("clubs", lang), D: say("diamonds", lang) })[s];
const sides = (lang) => [["", say("— choose —", lang)], ["attackers", say("The attackers", lang)], ["banker", say("The banker team", lang)]];
const kindName = (k, lang) => ({
  order: say("Trump order", lang), tractor: say("Is it a tractor?", lang), follow: say("Following", lang),
  trick: say("Who wins the trick", lang), throw: say("Throws", lang), kitty: say("puzzle-kind|The kitty", lang),
  levels: say("puzzle-kind|Levels", lang), declaration: say("Declaring", lang),
})[k];

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
    // the other language, named in itself (中文 / English)
    button.textContent = LANGUAGE_NAMES[lang === "en" ? "zh" : "en"];
    button.lang = lang === "en" ? "zh-Hans" : "en";
    root.lang = lang === "zh" ? "zh-Hans" : "en";
    draw(body, lang);
  };
  button.addEventListener("click", () => { lang = lang === "en" ? "zh" : "en"; redraw(); });
  root.replaceChildren(h("div", { className: "tc-tool-bar" }, button), body);
  redraw();
}

async function engine(root) {
  const note = h("p", { className: "tc-tool-loading", role: "status" }, say("Loading the rules engine…", siteLang()));
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
  frame(root, function draw(body, lang) {
    const rules = accepted;
    const zh = lang === "zh";
    const apply = async (spec, option, tried) => {
      const ticked = document.activeElement?.dataset?.link; // a box of a list of links
      const answer = await call(API, "house_rules", { ...spec, ...site });
      if (answer.ok) { accepted = answer; problem = null; setHouseRules(answer.name); }
      else problem = [option, answer, tried];
      draw(body, lang);
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
      const triedWords = choice ? choice[lang] : Array.isArray(tried) ? tried.join(" ") : tried === null ? say("Empty box", lang) : String(tried);
      const own = zh && answer.plain?.zh;
      if (answer.typo !== undefined) { // a value typed wrong: the engine names the bad token, in the page's language
        return h("div", { className: "tc-tool-error tc-typo", role: "alert" },
          h("p", { className: "tc-refusal-why", lang: own || !zh ? null : "en" }, own ? answer.plain.zh : answer.plain?.en || answer.error),
          o ? h("p", {}, say("The option stays as it was: {words}.", { words: o.words[lang] }, lang)) : null);
      }
      return h("div", { className: "tc-tool-error", role: "alert" },
        h("p", {}, o ? say("Refused: “{title}” cannot be “{tried}” with the rest of these rules.", { title: zh ? o.title_zh : o.title, tried: triedWords }, lang)
          : say("Refused:", lang)),
        own ? h("p", { className: "tc-refusal-why" }, answer.plain.zh)
          : h("p", { className: "tc-refusal-why", lang: "en" }, zh ? h("span", { lang: "zh-Hans" }, say("The rules engine says (in English): ", lang)) : null, answer.plain?.en || answer.error),
        o ? h("p", {}, say("The option stays as it was: {words}.", { words: o.words[lang] }, lang)) : null);
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
      if (o.empty && o.kind === "number") notes.push(say("Empty box: {meaning}", { meaning: o.empty[lang] }, lang));
      const noteId = notes.length ? `${id}-note` : null;
      const title = zh ? o.title_zh : o.title;
      return h("tr", { className: o.changed ? "tc-changed" : null, "data-row": o.name },
        h("th", { scope: "row" },
          grouped(o)
            ? h("span", { className: "tc-option-label", id: `${id}-label` }, title, o.changed ? " ★" : "")
            : h("label", { className: "tc-option-label", for: id }, title, o.changed ? " ★" : ""),
          h("p", { className: "tc-tool-doc" }, o.help[lang]),
          h("p", { className: "tc-option-name" }, sayNodes("name in the engine: {name}", { name: h("code", { lang: "en" }, o.name) }, lang))),
        h("td", {}, control(o, id, noteId),
          noteId ? h("p", { className: "tc-tool-note", id: noteId }, notes.join(" ")) : null,
          problem && problem[0] === o.name ? refusal(o) : null));
    };
    const groups = rules.groups.map((g) => h("section", { className: "tc-tool-section tc-option-group", "data-group": g.key },
      h("h3", {}, g[lang]),
      h("div", { className: "tc-tool-scroll" }, h("table", { className: "tc-options" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, say("Rule", lang)), h("th", { scope: "col" }, say("Your table", lang)))),
        h("tbody", {}, rules.options.filter((o) => o.group === g.key).map(row))))));
    body.replaceChildren(
      h("section", { className: "tc-tool-section" },
        field(say("Start from the preset", lang), presetMenu),
        problem && problem[0] === "preset" ? refusal(null) : null,
        h("div", { className: "tc-tool-code" },
          h("p", {}, sayNodes("Rule code: {code}", { code: h("code", { className: "tc-rule-code" }, rules.code) }, lang)),
          h("p", {}, sayNodes("Link that sets these rules: {link}", { link: h("a", { href: link, className: "tc-rules-link" }, link) }, lang), " ",
            h("button", { type: "button", onclick: (event) => copyLink(event.target.parentElement.querySelector(".tc-rules-link"), link, copied, lang) }, say("Copy link", lang)), " ", copied),
          h("p", { className: "tc-tool-note" }, say("These rules are now the site's house rules: every puzzle starts under them.", lang)))),
      ...groups,
      h("section", { className: "tc-tool-section tc-summary-box" },
        h("h2", {}, say("Your table's rules in plain words", lang), " ", h("button", { type: "button", className: "tc-tool-print", onclick: () => printPage(rules.summary_html[lang]) }, say("Print", lang))),
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
  frame(root, function draw(body, lang) {
    const ask = async () => {
      const answer = await call(API, "referee", {
        kind: draft.kind, trump: { level: draft.level, suit: draft.suit || null },
        rules: chosen ? chosen.name : "default", boxes: draft.boxes,
      });
      if (answer.ok) { ruling = answer; problem = null; } else { ruling = null; problem = answer; }
      draw(body, lang);
      const bad = problem && problem.field && body.querySelector(`[data-box="${problem.field}"]`);
      (bad || body.querySelector(".tc-ruling"))?.focus();
    };
    const kindMenu = h("select", { "data-key": "kind", onchange: (e) => { draft.kind = e.target.value; ruling = problem = null; draw(body, lang); } },
      Object.keys(REFEREE).map((k) => h("option", { value: k, selected: k === draft.kind }, question(k, lang))));
    const level = h("select", { "data-key": "level", onchange: (e) => { draft.level = e.target.value; } },
      RANKS.map((r) => h("option", { value: r, selected: r === draft.level }, r)));
    const suit = h("select", { "data-key": "suit", onchange: (e) => { draft.suit = e.target.value; } },
      [...SUITS.map(([s, glyph]) => h("option", { value: s, selected: s === draft.suit }, `${glyph} ${suitName(s, lang)} (${s})`)),
        h("option", { value: "", selected: draft.suit === "" }, say("no trump", lang))]);
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
            sides(lang).map(([value, words]) => h("option", { value, selected: (draft.boxes[name] ?? "") === value }, words)))
          : h("input", { ...attrs, type: "text", inputmode: how === "number" ? "numeric" : null, value: draft.boxes[name] ?? "" });
      control.value = draft.boxes[name] ?? "";
      return field(boxLabel(name, lang), control,
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
    const picker = h("details", { className: "tc-picker", open: draft.pickerOpen, ontoggle: (e) => { draft.pickerOpen = e.target.open; } }, h("summary", {}, say("Card picker (adds to the box last used)", lang)),
      pickerRows.map((row) => h("div", { className: "tc-picker-row" },
        row.map(([card, label, s]) => h("button", { type: "button", className: `tc-pick tc-pick-${s}`, "data-card": card, "aria-label": card, onclick: () => add(card) }, label)))),
      h("div", { className: "tc-picker-row" }, h("button", { type: "button", className: "tc-pick", "data-card": "newline", onclick: () => add("\n") }, say("↵ next line", lang))));
    const general = problem && !REFEREE[draft.kind].some(([n]) => n === problem.field)
      ? h("p", { className: "tc-tool-error", role: "alert", lang: said(problem, lang)[1] }, said(problem, lang)[0]) : null;
    let result = null;
    if (ruling) {
      const r = ruling.rule;
      result = h("section", { className: "tc-ruling", tabindex: "-1", "aria-live": "polite" },
        h("h2", {}, say("Ruling", lang)),
        h("p", { className: "tc-headline" }, ruling.headline[lang]),
        h("p", { className: "tc-reason" }, h("strong", {}, say("Why: ", lang)), lang === "zh" ? ruling.reason_zh : ruling.reason),
        h("p", { className: "tc-rule" }, sayNodes("Rule: {rule} — {statement}", {
          rule: h("a", { href: new URL(`rules-catalogue/#${r.id}`, HOME).href, className: "tc-rule-id" }, lang === "zh" ? r.title_zh : r.title),
          statement: lang === "zh" ? r.statement_zh : r.statement,
        }, lang)),
        r.lesson ? h("p", {}, h("a", { href: new URL(`${r.lesson}/#${r.id}`, HOME).href }, `${say("Read it in its lesson", lang)} →`)) : null);
    }
    body.replaceChildren(
      h("form", { className: "tc-tool-section tc-referee-form", onsubmit: (e) => { e.preventDefault(); ask(); } },
        h("fieldset", { className: "tc-tool-trump" }, h("legend", {}, say("Trump", lang)), field(say("Level", lang), level), field(say("Suit", lang), suit)),
        field(say("Question", lang), kindMenu),
        h("p", { className: "tc-tool-note" }, say("Cards as notation: S10 (ten of spades), HA, DQ, C2, BJ / LJ (big / little joker).", lang)),
        boxes, picker, general,
        h("button", { type: "submit", className: "tc-tool-go" }, say("Give the ruling", lang))),
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
  frame(root, function draw(body, lang) {
    const make = async () => {
      const answer = await call(API, "worksheet", { ...draft, kinds: draft.kinds.join(","), site_url: new URL("puzzles/", HOME).href });
      if (answer.ok) { sheet = answer.html; key = answer.key; problem = null; } else { sheet = key = null; problem = answer; }
      draw(body, lang);
      (body.querySelector(".tc-tool-error") || body.querySelector(".tc-sheet"))?.focus();
    };
    const num = (key) => h("input", { type: "number", "data-key": key, value: String(draft[key]),
      oninput: (e) => { draft[key] = /^-?\d+$/.test(e.target.value.trim()) ? Number(e.target.value) : e.target.value; } });
    const select = (key, choices) => h("select", { "data-key": key, onchange: (e) => { draft[key] = /^\d+$/.test(e.target.value) && key === "difficulty" ? Number(e.target.value) : e.target.value; } },
      choices.map(([v, label]) => h("option", { value: String(v), selected: String(v) === String(draft[key]) }, label)));
    const rulesChoices = [["default", "default"], ["000", "000"], ["001", "001"], ["002", "002"], ["003", "003"], ["004", "004"], ["shengji", "shengji"]];
    if (chosen && !rulesChoices.some(([v]) => v === chosen.name)) rulesChoices.unshift([chosen.name, say("the site's house rules: {rules}", { rules: chosen.label[lang] }, lang)]);
    const badKinds = problem && problem.field === "kinds";
    const kinds = h("fieldset", { className: "tc-kinds", "aria-invalid": badKinds ? "true" : null,
      "aria-describedby": badKinds ? "tc-worksheet-error" : null }, h("legend", {}, say("Puzzle kinds", lang)),
      KINDS.map((k) => h("label", {}, h("input", { type: "checkbox", value: k, "data-kind": k, checked: draft.kinds.includes(k),
        onchange: (e) => { draft.kinds = KINDS.filter((x) => (x === k ? e.target.checked : draft.kinds.includes(x))); } }), ` ${kindName(k, lang)}`)));
    let view = null;
    if (sheet) {
      const frameNode = h("iframe", { className: "tc-sheet", title: "Worksheet", tabindex: "0" });
      frameNode.srcdoc = sheet;
      const url = (html) => URL.createObjectURL(new Blob([html], { type: "text/html" }));
      view = h("section", { className: "tc-tool-section" },
        h("p", { className: "tc-print-buttons" },
          h("button", { type: "button", className: "tc-tool-go", "data-print": "sheet", onclick: () => frameNode.contentWindow.print() }, say("Print the worksheet", lang)), " ",
          h("button", { type: "button", className: "tc-tool-go", "data-print": "key", onclick: () => printPage(key) }, say("Print the answer key", lang))),
        h("p", {},
          h("a", { href: url(sheet), download: `worksheet-${draft.seed}.html`, "data-download": "sheet" }, say("Download the worksheet (.html)", lang)), " · ",
          h("a", { href: url(key), download: `worksheet-${draft.seed}-key.html`, "data-download": "key" }, say("Download the answer key (.html)", lang))),
        h("p", { className: "tc-tool-note" }, say("The worksheet and its answer key print separately: hand out the one, keep the other.", lang)),
        frameNode);
    }
    body.replaceChildren(
      h("form", { className: "tc-tool-section tc-worksheet-form", onsubmit: (e) => { e.preventDefault(); make(); } },
        kinds,
        h("div", { className: "tc-tool-grid" },
          field(say("Number of puzzles", lang), num("count")),
          field(say("Difficulty", lang), select("difficulty", [[1, "★"], [2, "★★"], [3, "★★★"]])),
          field(say("House rules", lang), select("rules", rulesChoices)),
          field(say("Language of the sheet", lang), select("lang", Object.entries(LANGUAGE_NAMES))),
          field(say("Paper", lang), select("paper", [["a4", "A4"], ["letter", "Letter"]])),
          field(say("Seed (same seed, same sheet)", lang), num("seed"))),
        field(say("Address of this site for the printed links (optional)", lang), h("input", { type: "url", "data-key": "link_url", value: draft.link_url, spellcheck: "false", autocomplete: "url",
          placeholder: "https://example.org/puzzles/", "aria-describedby": "tc-link-hint", oninput: (e) => { draft.link_url = e.target.value; } }),
          h("p", { className: "tc-tool-note", id: "tc-link-hint" }, say("Students can open a printed link only if this site is on the internet: type its puzzles page, e.g. https://example.org/puzzles/. Left empty, each puzzle shows its id, which students type into “Go to puzzle” on the puzzles page.", lang))),
        problem ? h("p", { className: "tc-tool-error", role: "alert", tabindex: "-1", id: "tc-worksheet-error", lang: said(problem, lang)[1] }, said(problem, lang)[0]) : null,
        h("button", { type: "submit", className: "tc-tool-go" }, say("Make the worksheet", lang))),
      view || h("div"));
  });
}

// ------------------------------------------------------------------ mounting
const TOOLS = { "house-rules": builder, referee, worksheet: worksheets };

// Called by tractor-live.js (which imports this module only on a page with a tool).
// Copy the link; where the browser allows no clipboard (a page not served over https), select it
// and say how to copy it by hand. Either way the reader is told what happened.
function copyLink(anchor, link, said, lang) {
  const byHand = () => {
    const range = document.createRange();
    range.selectNodeContents(anchor);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    said.textContent = say("The link is selected: press Ctrl+C (⌘C) to copy it.", lang);
  };
  if (!navigator.clipboard) { byHand(); return; }
  navigator.clipboard.writeText(link).then(() => { said.textContent = say("Copied.", lang); }, byHand);
}

export function mountTools() {
  loadStyle("tools.css");
  for (const root of document.querySelectorAll(".tc-tool")) {
    if (root.dataset.mounted) continue;
    const tool = TOOLS[root.dataset.tool];
    if (!tool) continue;
    root.dataset.mounted = "1";
    tool(root).then(() => { root.dataset.ready = "1"; }, (err) => {
      // in both languages (the tool's own language button is gone with it)
      root.replaceChildren(h("p", { className: "tc-tool-error", role: "alert" },
        say("This tool cannot run in this browser: {error}.", { error: err.message }, "en"), " · ",
        h("span", { lang: "zh-Hans" }, say("This tool cannot run in this browser.", "zh"))));
    });
  }
}
