"""Notebook tools for teachers: a house-rules picker, a referee and a trick explorer.

Plain ipywidgets (they need a kernel; the static site shows them as they were saved). Every
answer comes from the engine — the judge interface or a played-out :class:`tractor_core.play.hand.Hand`;
these classes only collect input and show the verdicts. Bad input is shown inline, next to the
box it came from, and the text the reader typed is never cleared.

Each tool speaks English or Chinese (``lang="en"`` / ``"zh"``; :func:`tool` takes the language
of the page or lesson, :func:`~widgets.live.page_lang`) and has a 中文/English switch like the
puzzles': every label, button, headline, error and note comes from :data:`TEXT`, the engine's
reasons are its ``reason`` or ``reason_zh``, and card-typing errors are written again in
Chinese by :mod:`tractor_core.puzzles.messages`.
"""

from __future__ import annotations

import html
import re
from typing import Any

import ipywidgets as w

from tractor_core.api.judge import ask
from tractor_core.play.bots import make_bot, run_hand
from tractor_core.play.hand import Hand, HandSetup
from tractor_core.puzzles.messages import in_language
from tractor_core.rules.cards import Rank, Suit, parse_cards
from tractor_core.rules.errors import TractorError
from tractor_core.rules.presets import PRESETS, Preset, find_preset
from tractor_core.rules.rule_codes import rule_code
from tractor_core.rules.ruleset import RuleSet, option_docs
from tractor_core.rules.trick import trick_winner
from tractor_core.text import page_lang
from tractor_core.words.catalogue import OPTION_DOCS_ZH
from tractor_core.words.svg import trick_svg
from widgets.live import site_build

__all__ = ["TEXT", "HouseRulesPicker", "KernelOnly", "Referee", "TrickExplorer", "tool"]

#: The language switch every tool shows (the puzzles' 中文/English).
LANGS = (("English", "en"), ("中文", "zh"))

#: Every word the tools show, by language (a test checks both have the same keys).
TEXT: dict[str, dict[str, str]] = {
    "en": {
        "language": "Language",
        "house_rules": "House rules",
        "refused": "The engine refuses these rules:",
        "q_trick_winner": "Who wins this trick?",
        "q_follow_legal": "Is this follow legal?",
        "q_throw": "Does this throw succeed?",
        "q_is_tractor": "Is this a tractor?",
        "question": "Question",
        "level": "Level",
        "trump_suit": "Trump suit",
        "no_trump": "no trump",
        "lead": "Lead",
        "lead_hint": "e.g. S5 S5 S4 S4",
        "others": "Plays/hands",
        "others_hint": "one per line, in seat order after the leader",
        "play": "Your play",
        "play_hint": "for 'Is this follow legal?'",
        "line": "{box}, line {n}",
        "rule_button": "Rule!",
        "cannot_rule": "Cannot rule:",
        "rule": "rule",
        "colon": ": ",
        "need_lead": "Type the lead (or the cards to check) in the box 'Lead'.",
        "need_plays": (
            "Type the other players' plays in the box 'Plays/hands', one per line, in the "
            "order they played after the leader."
        ),
        "need_follow": "Type your hand in 'Plays/hands' (one line) and the cards you play in "
        "'Your play'.",
        "need_hands": "Type the other players' hands in 'Plays/hands', one per line.",
        "wins_trick": "Seat {seat} wins the trick.",
        "legal": "Legal: this follow is allowed.",
        "not_legal": "Not legal.",
        "had_to": " It had to include {cards}.",
        "throw_stands": "The throw stands.",
        "throw_fails": "The throw fails: {cards} must be played instead",
        "penalty": " (penalty {points} points).",
        "tractor_yes": "Yes, a tractor.",
        "tractor_no": "No, not a tractor.",
        "deal_no": "Deal no.",
        "deal": "Deal and play",
        "previous": "◀ Previous",
        "next": "Next ▶",
        "seat": "Seat {seat}",
        "trick_of": "Trick {i} of {n} · {trump} · {points} points",
        "wins": "Seat {seat} wins.",
        "leads_tag": " · leads",
        "wins_tag": " · wins",
        "picker": "The house-rules picker",
        "referee": "The referee",
        "explorer": "The trick explorer",
        "runs_with_python": "{title} runs with Python",
        "kernel_note": (
            "This tool needs a running kernel: open this lesson in JupyterLab "
            "(<code>make lab</code>, see the teacher's guide) or with <strong>Run this "
            "lesson</strong>, then run this cell."
        ),
    },
    "zh": {
        "language": "语言",
        "house_rules": "规则",
        "refused": "引擎不接受这套规则（引擎的英文说明）：",
        "q_trick_winner": "这一轮谁赢？",
        "q_follow_legal": "这样跟牌合法吗？",
        "q_throw": "这次甩牌能成功吗？",
        "q_is_tractor": "这是拖拉机吗？",
        "question": "问题",
        "level": "级牌",
        "trump_suit": "主花色",
        "no_trump": "无主",
        "lead": "首家",
        "lead_hint": "例如 S5 S5 S4 S4",
        "others": "出牌/手牌",
        "others_hint": "每行一家，按首家之后的出牌顺序",
        "play": "你出的牌",
        "play_hint": "用于“这样跟牌合法吗？”",
        "line": "{box} 第 {n} 行",
        "rule_button": "裁决！",
        "cannot_rule": "无法裁决：",
        "rule": "规则",
        "colon": "：",
        "need_lead": "请在“首家”框里输入首家出的牌（或要检查的牌）。",
        "need_plays": "请在“出牌/手牌”框里输入其他玩家出的牌，每行一家，按首家之后的出牌顺序。",
        "need_follow": "请在“出牌/手牌”框里输入你的手牌（一行），在“你出的牌”框里输入你出的牌。",
        "need_hands": "请在“出牌/手牌”框里输入其他玩家的手牌，每行一家。",
        "wins_trick": "座位 {seat} 赢得本轮。",
        "legal": "合法：可以这样跟牌。",
        "not_legal": "不合法。",
        "had_to": "必须包括 {cards}。",
        "throw_stands": "甩牌成功。",
        "throw_fails": "甩牌失败：必须改出 {cards}",
        "penalty": "（罚 {points} 分）。",
        "tractor_yes": "是拖拉机。",
        "tractor_no": "不是拖拉机。",
        "deal_no": "牌局号",
        "deal": "发牌并打完",
        "previous": "◀ 上一轮",
        "next": "下一轮 ▶",
        "seat": "座位 {seat}",
        "trick_of": "第 {i} 轮，共 {n} 轮 · {trump} · {points} 分",
        "wins": "座位 {seat} 赢。",
        "leads_tag": " · 首家",
        "wins_tag": " · 赢",
        "picker": "房规选择器",
        "referee": "裁判",
        "explorer": "一轮一轮看牌",
        "runs_with_python": "{title}要用 Python 运行",
        "kernel_note": (
            "这个工具需要运行中的 Python 内核：在 JupyterLab 里打开这一课（<code>make lab</code>，"
            "见教师指南），或者按<strong>在浏览器里运行这一课</strong>，然后运行这个单元格。"
        ),
    },
}


def check_lang(lang: str | None) -> str:
    """``lang`` checked ("en" or "zh"); None means the page's language (:func:`page_lang`)."""
    if lang is None:
        return page_lang()
    if lang not in TEXT:
        msg = f"lang {lang!r}: expected one of {', '.join(TEXT)}"
        raise ValueError(msg)
    return lang


def _switch(lang: str) -> w.ToggleButtons:
    """The 中文/English switch of a tool."""
    return w.ToggleButtons(
        options=LANGS,
        value=lang,
        style={"button_width": "6em"},
        tooltips=["English", "中文"],
    )


def _error(text: str) -> str:
    return f'<span style="color:#b00020">{html.escape(text)}</span>'


def preset_label(p: Preset, lang: str) -> str:
    """A preset as its menu shows it: its name and title (the title begins with the name or not)."""
    title = p.title_zh if lang == "zh" else p.title
    return title if title.startswith(p.name) else f"{p.name} — {title}"


#: Options a picker shows besides the preset: the ones that change most verdicts.
KEY_OPTIONS = (
    "decks",
    "kitty_multiplier",
    "over_ruff",
    "forced_unit",
    "draw_policy",
    "level_table",
    "decompose",
)


class HouseRulesPicker(w.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """Pick a preset, then adjust the options that matter; ``.rules`` is the chosen RuleSet.

    Share one picker between tools: ``Referee(picker=p)``, ``TrickExplorer(picker=p)``, and
    ``p.attach(puzzle_widget)`` makes a puzzle follow the chosen rules: the preset, and each
    option changed in the menu (sent to the puzzle as a rule code). A combination the engine
    refuses is named under the menu, and the menu goes back to the value last accepted.
    ``lang="zh"`` (or its 中文 switch) gives the presets' titles and notes and the options'
    descriptions in Chinese; by default the page's or notebook's language.
    """

    def __init__(self, preset: str = "default", *, lang: str | None = None) -> None:
        self._docs = {d["name"]: d for d in option_docs()}
        self.lang = check_lang(lang)
        self.switch = _switch(self.lang)
        self.preset = w.Dropdown(
            options=[(preset_label(p, self.lang), p.name) for p in PRESETS],
            value=find_preset(preset).name,
            layout=w.Layout(width="46em"),
            style={"description_width": "8em"},
        )
        self.notes = w.HTML()
        self.options: dict[str, w.Dropdown] = {}
        self._option_docs: dict[str, w.HTML] = {}
        rows = []
        for name in KEY_OPTIONS:
            doc = self._docs[name]
            allowed = doc["allowed"] if isinstance(doc["allowed"], list) else [doc["default"]]
            box = w.Dropdown(
                options=allowed,
                description=name,
                style={"description_width": "8em"},
                layout=w.Layout(width="24em"),
            )
            self.options[name] = box
            self._option_docs[name] = w.HTML()
            rows.append(w.HBox([box, self._option_docs[name]]))
            box.observe(self._changed, names="value")
        self.error = w.HTML()
        self._error_text = ""
        self._attached: list[Any] = []
        self._syncing = False
        self.preset.observe(self._preset_changed, names="value")
        self.switch.observe(lambda change: self.set_lang(change["new"]), names="value")
        super().__init__([self.switch, self.preset, self.notes, *rows, self.error])
        self._preset_changed()
        self.set_lang(self.lang)

    def set_lang(self, lang: str) -> None:
        """Show every label, title, note and description in ``lang`` ("en" or "zh")."""
        self.lang = check_lang(lang)
        self.switch.value = self.lang
        words = TEXT[self.lang]
        self.preset.description = words["house_rules"]
        chosen = self.preset.value
        self._syncing = True
        self.preset.options = [(preset_label(p, self.lang), p.name) for p in PRESETS]
        self.preset.value = chosen
        self._syncing = False
        for name, doc_box in self._option_docs.items():
            text = OPTION_DOCS_ZH[name] if self.lang == "zh" else self._docs[name]["doc"]
            doc_box.value = f"<small>{html.escape(text)}</small>"
        self._show_notes()
        self._show_error(self._error_text)

    def _show_notes(self) -> None:
        chosen = find_preset(self.preset.value)
        notes = chosen.notes_zh if self.lang == "zh" else chosen.notes
        self.notes.value = f"<small>{html.escape(notes)}</small>"

    def _show_error(self, text: str) -> None:
        """Name a refused combination under the menu (the engine's words are English)."""
        self._error_text = text
        if not text:
            self.error.value = ""
            return
        self.error.value = _error(f"{TEXT[self.lang]['refused']} {text}")

    @property
    def rules(self) -> RuleSet:
        """The preset with the picked options (the last valid choice if the current one conflicts)."""
        return self._rules

    def _preset_changed(self, _change: Any = None) -> None:
        if self._syncing:  # the menu relabelled for a language, not a new choice
            return
        chosen = find_preset(self.preset.value)
        self._syncing = True
        values = chosen.rules.to_dict()
        for name, box in self.options.items():
            box.value = values[name]
        self._syncing = False
        self._show_notes()
        self._rules = chosen.rules
        self._show_error("")
        for widget in self._attached:
            widget.act(type="settings", preset=chosen.name)

    def _changed(self, change: Any) -> None:
        if self._syncing:
            return
        overrides = {name: box.value for name, box in self.options.items()}
        try:
            self._rules = RuleSet.from_dict(overrides, find_preset(self.preset.value).rules)
        except TractorError as exc:
            self._show_error(str(exc))
            # the menu goes back to the value the rules still have
            accepted = self._rules.to_dict()
            self._syncing = True
            for name, box in self.options.items():
                box.value = accepted[name]
            self._syncing = False
            return
        self._show_error("")
        self._send_rules()

    def _send_rules(self) -> None:
        """Send the chosen rules to the attached puzzles (a rule code if options changed)."""
        if not self._attached:
            return
        try:
            name = self.rules_name()
        except TractorError as exc:  # rules no code can carry: say so, keep the puzzles' rules
            self._show_error(str(exc))
            return
        for widget in self._attached:
            widget.act(type="settings", preset=name)

    def rules_name(self) -> str:
        """The chosen rules for a puzzle: the preset's name, or a rule code if options changed."""
        name = self.preset.value
        if self._rules == find_preset(name).rules:
            return str(name)
        return rule_code(self._rules, name)

    def attach(self, puzzle_widget: Any) -> None:
        """Make a :class:`~widgets.PuzzleWidget` follow this picker's rules (options too)."""
        self._attached.append(puzzle_widget)
        self._send_rules()

    def judge_rules(self) -> dict[str, Any]:
        """The chosen rules as a judge question's ``rules`` object."""
        mine = self.rules.to_dict()
        base = find_preset(self.preset.value).rules.to_dict()
        return {"preset": self.preset.value, **{k: v for k, v in mine.items() if base[k] != v}}


#: The referee's questions (the judge's kinds), in the order of its menu.
QUESTION_KINDS = ("trick_winner", "follow_legal", "throw", "is_tractor")


class Referee(w.VBox):  # type: ignore[misc]
    """Enter a trick (or a lead and a hand) and the trump; get the ruling with its reasons.

    The boxes may be filled in by name (``lead="S5 S4 S4"``); ``show_picker=True`` shows the
    house-rules picker above them (the rules the referee rules by). ``lang="zh"`` (or the
    中文 switch) rules in Chinese: the headline, the engine's ``reason_zh`` and the errors (by
    default, the page's or notebook's language).
    """

    def __init__(
        self,
        picker: HouseRulesPicker | None = None,
        *,
        question: str = "trick_winner",
        level: str = "2",
        suit: str | None = "H",
        lead: str = "",
        others: str = "",
        play: str = "",
        show_picker: bool = False,
        lang: str | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self.picker = picker or HouseRulesPicker(lang=self.lang)
        if picker is None and show_picker:  # one switch for the referee and its own picker
            self.picker.switch.layout.display = "none"
        self.switch = _switch(self.lang)
        self.question = w.Dropdown(options=self._questions(), value=question)
        self.level = w.Dropdown(options=[r.label for r in Rank if not r.is_joker], value=level)
        self.suit = w.Dropdown(options=self._suits(), value=suit)
        self.lead = w.Text(value=lead)
        self.others = w.Textarea(value=others, layout=w.Layout(width="40em", height="6em"))
        self.play = w.Text(value=play)
        self.input_error = w.HTML()
        self.button = w.Button(button_style="primary")
        self.ruling = w.HTML()
        self._answer: dict[str, Any] | None = None
        self._message = ""
        self.button.on_click(self._rule)
        for box in (self.lead, self.others, self.play):
            box.observe(self._check_typing, names="value")
        self.switch.observe(lambda change: self.set_lang(change["new"]), names="value")
        super().__init__(
            [
                self.switch,
                *([self.picker] if show_picker else []),
                self.question,
                w.HBox([self.level, self.suit]),
                self.lead,
                self.others,
                self.play,
                self.input_error,
                self.button,
                self.ruling,
            ]
        )
        self.set_lang(self.lang)

    def _questions(self) -> list[tuple[str, str]]:
        return [(TEXT[self.lang][f"q_{kind}"], kind) for kind in QUESTION_KINDS]

    def _suits(self) -> list[tuple[str, str | None]]:
        zh = self.lang == "zh"
        return [(TEXT[self.lang]["no_trump"], None)] + [
            (f"{s.symbol} {s.chinese if zh else s.english}", s.value) for s in Suit
        ]

    def set_lang(self, lang: str) -> None:
        """Show every label, hint, ruling and error in ``lang`` ("en" or "zh")."""
        self.lang = check_lang(lang)
        self.switch.value = self.lang
        if self.picker.switch.layout.display == "none":
            self.picker.set_lang(self.lang)
        words = TEXT[self.lang]
        for box, value in ((self.question, self._questions()), (self.suit, self._suits())):
            chosen = box.value
            box.options = value
            box.value = chosen
        self.question.description = words["question"]
        self.level.description = words["level"]
        self.suit.description = words["trump_suit"]
        self.lead.description, self.lead.placeholder = words["lead"], words["lead_hint"]
        self.others.description, self.others.placeholder = words["others"], words["others_hint"]
        self.play.description, self.play.placeholder = words["play"], words["play_hint"]
        self.button.description = words["rule_button"]
        self._check_all()
        if self._message:  # what stopped the ruling, asked again in the new language
            self._rule()
        else:  # the ruling itself: the engine's reason in the new language, not ruled again
            self._show()

    def _boxes(self) -> list[tuple[str, str]]:
        """Each line the reader typed cards in, with the name of its box in the tool's language."""
        words = TEXT[self.lang]
        boxes = [(words["lead"], self.lead.value)]
        lines = self.others.value.splitlines()
        boxes += [
            (words["line"].format(box=words["others"], n=n), line)
            for n, line in enumerate(lines, 1)
        ]
        return [*boxes, (words["play"], self.play.value)]

    def _typing_error(self) -> str:
        """The first box whose cards cannot be read, named, in the tool's language ("" if none)."""
        for box, text in self._boxes():
            try:
                parse_cards(text)
            except TractorError as exc:
                return f"{box}{TEXT[self.lang]['colon']}{in_language(exc, self.lang)}"
        return ""

    def _check_typing(self, _change: Any) -> None:
        """Show a parse error under the boxes as the reader types; never touch their text."""
        self._check_all()

    def _check_all(self) -> None:
        error = self._typing_error()
        self.input_error.value = _error(error) if error else ""

    def question_json(self) -> dict[str, Any]:
        """The judge question the current inputs ask."""
        kind = self.question.value
        lead = self.lead.value
        lines = [line for line in self.others.value.splitlines() if line.strip()]
        inputs: dict[str, Any]
        if kind == "trick_winner":
            inputs = {"plays": [lead, *lines]}
        elif kind == "follow_legal":
            inputs = {"lead": lead, "hand": lines[0] if lines else "", "play": self.play.value}
        elif kind == "throw":
            inputs = {"lead": lead, "others": lines}
        else:
            inputs = {"cards": lead}
        return {
            "id": "referee",
            "kind": kind,
            "rules": self.picker.judge_rules(),
            "trump": {"level": self.level.value, "suit": self.suit.value},
            "input": inputs,
        }

    def _rule(self, _button: Any = None) -> None:
        self._answer, self._message = None, ""
        missing = self._missing()
        if missing:
            self._message = missing
        elif self.lang == "zh" and self._typing_error():
            # the judge's errors are English: a card typed wrong is named here in Chinese
            self._message = f"{TEXT['zh']['cannot_rule']}{self._typing_error()}"
        else:
            answer = ask(self.question_json())
            if "error" in answer:
                self._message = f"{TEXT[self.lang]['cannot_rule']} {box_names(answer['error'])}"
            else:
                self._answer = answer
        self._show()

    def _show(self) -> None:
        """The ruling (or what stopped it) in the tool's language."""
        if self._message:
            words = TEXT[self.lang]
            text = self._message
            if text.startswith(words["cannot_rule"]):
                rest = html.escape(text[len(words["cannot_rule"]) :])
                self.ruling.value = (
                    f'<p style="color:#b00020"><b>{html.escape(words["cannot_rule"])}</b>{rest}</p>'
                )
            else:
                self.ruling.value = f'<p style="color:#b00020">{html.escape(text)}</p>'
            return
        answer = self._answer
        if answer is None:
            self.ruling.value = ""
            return
        zh = self.lang == "zh"
        reason = answer["reason_zh"] if zh else answer["reason"]
        self.ruling.value = (
            f'<div lang="{"zh-Hans" if zh else "en"}">'
            f"<p><b>{html.escape(headline(self.question.value, answer['answer'], self.lang))}"
            f"</b></p><p>{html.escape(reason)}</p>"
            f"<p><small>{TEXT[self.lang]['rule']}: <code>{answer['rule']}</code></small></p>"
            "</div>"
        )

    def _missing(self) -> str:
        """What the chosen question still needs, in plain words ("" when nothing is missing)."""
        words = TEXT[self.lang]
        kind = self.question.value
        lines = [line for line in self.others.value.splitlines() if line.strip()]
        if not self.lead.value.strip():
            return words["need_lead"]
        if kind == "trick_winner" and not lines:
            return words["need_plays"]
        if kind == "follow_legal" and (not lines or not self.play.value.strip()):
            return words["need_follow"]
        if kind == "throw" and not lines:
            return words["need_hands"]
        return ""


#: The judge's field names, as the referee's boxes are labelled.
_BOX_NAMES = (
    (re.compile(r"input\.plays\[0\]"), "Lead"),
    (re.compile(r"input\.plays\[(\d+)\]"), lambda m: f"Plays/hands, line {m.group(1)}"),
    (re.compile(r"input\.others\[(\d+)\]"), lambda m: f"Plays/hands, line {int(m.group(1)) + 1}"),
    (re.compile(r"input\.hand\b"), "Plays/hands, line 1"),
    (re.compile(r"input\.play\b"), "Your play"),
    (re.compile(r"input\.(lead|cards)\b"), "Lead"),
)


_SEAT = re.compile(r"\b([Ss])eat (\d+)\b")
_SEAT_ZH = re.compile(r"座位 (\d+)")


def table_seats(reason: str, leader: int, seats: int) -> str:
    """A trick's reason with its seats (counted from the leader) renamed as the table's seats.

    >>> table_seats("Seat 1 wins the trick. Seat 1 ruffs; seat 0 led.", leader=2, seats=4)
    'Seat 3 wins the trick. Seat 3 ruffs; seat 2 led.'
    >>> table_seats("座位 1 赢得本轮。座位 1 用 H9 毙牌", leader=2, seats=4)
    '座位 3 赢得本轮。座位 3 用 H9 毙牌'
    """
    reason = _SEAT.sub(lambda m: f"{m.group(1)}eat {(leader + int(m.group(2))) % seats}", reason)
    return _SEAT_ZH.sub(lambda m: f"座位 {(leader + int(m.group(1))) % seats}", reason)


def box_names(error: str) -> str:
    """A judge error with its field names replaced by the names of the referee's boxes.

    >>> box_names("input.plays[3]: 'Sx' at position 1: rank must be 2-10, J, Q, K or A")
    "Plays/hands, line 3: 'Sx' at position 1: rank must be 2-10, J, Q, K or A"
    """
    for pattern, name in _BOX_NAMES:
        error = pattern.sub(name, error)
    return error


def headline(kind: str, answer: Any, lang: str = "en") -> str:
    """The ruling in plain words (the judge's answer is a record for programs).

    >>> headline("trick_winner", {"winner": 2})
    'Seat 2 wins the trick.'
    >>> headline("throw", {"succeeds": False, "forced": ["S5", "S5"], "penalty": 10})
    'The throw fails: S5 S5 must be played instead (penalty 10 points).'
    >>> headline("throw", {"succeeds": False, "forced": ["S5", "S5"], "penalty": 10}, "zh")
    '甩牌失败：必须改出 S5 S5（罚 10 分）。'
    """
    words = TEXT[lang]
    if kind == "trick_winner":
        return words["wins_trick"].format(seat=answer["winner"])
    if kind == "follow_legal":
        if answer["legal"]:
            return words["legal"]
        required = answer.get("required") or []
        return words["not_legal"] + (
            words["had_to"].format(cards=" ".join(required)) if required else ""
        )
    if kind == "throw":
        if answer["succeeds"]:
            return words["throw_stands"]
        forced = " ".join(answer.get("forced") or [])
        penalty = answer.get("penalty") or 0
        return words["throw_fails"].format(cards=forced) + (
            words["penalty"].format(points=penalty) if penalty else ("。" if lang == "zh" else ".")
        )
    if kind == "is_tractor":
        return words["tractor_yes"] if answer["tractor"] else words["tractor_no"]
    return str(answer)


class TrickExplorer(w.VBox):  # type: ignore[misc]
    """Step through a simulated hand trick by trick (engine bots play it; the engine rules it).

    ``show_picker=True`` shows the house-rules picker above it; "Deal and play" deals again
    under the rules picked. ``lang="zh"`` (or the 中文 switch) names seats, tricks and the
    engine's reasons in Chinese (by default, the page's or notebook's language).
    """

    def __init__(
        self,
        picker: HouseRulesPicker | None = None,
        *,
        seed: int = 1,
        bot: str = "simple",
        show_picker: bool = False,
        lang: str | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self.picker = picker or HouseRulesPicker(lang=self.lang)
        if picker is None and show_picker:  # one switch for the explorer and its own picker
            self.picker.switch.layout.display = "none"
        self.switch = _switch(self.lang)
        self.seed = w.IntText(value=seed)
        self.deal_button = w.Button()
        self.prev = w.Button()
        self.next = w.Button()
        self.position = w.HTML()
        self.picture = w.HTML()
        self.ruling = w.HTML()
        self.bot = bot
        self.hand: Hand | None = None
        self.index = 0
        self.deal_button.on_click(lambda _b: self.deal())
        self.prev.on_click(lambda _b: self.show(self.index - 1))
        self.next.on_click(lambda _b: self.show(self.index + 1))
        self.switch.observe(lambda change: self.set_lang(change["new"]), names="value")
        super().__init__(
            [
                self.switch,
                *([self.picker] if show_picker else []),
                w.HBox([self.seed, self.deal_button]),
                w.HBox([self.prev, self.next, self.position]),
                self.picture,
                self.ruling,
            ]
        )
        self._label()
        self.deal()

    def _label(self) -> None:
        words = TEXT[self.lang]
        self.seed.description = words["deal_no"]
        self.deal_button.description = words["deal"]
        self.prev.description = words["previous"]
        self.next.description = words["next"]

    def set_lang(self, lang: str) -> None:
        """Show every label and the current trick in ``lang`` ("en" or "zh")."""
        self.lang = check_lang(lang)
        self.switch.value = self.lang
        if self.picker.switch.layout.display == "none":
            self.picker.set_lang(self.lang)
        self._label()
        self.show(self.index)

    def deal(self) -> None:
        """Deal and play a whole hand with the bots, then show its first trick."""
        rules = self.picker.rules
        hand = Hand(HandSetup(rules, seed=int(self.seed.value)))
        run_hand(hand, [make_bot(self.bot, int(self.seed.value) * 10 + i) for i in range(4)])
        self.hand = hand
        self.show(0)

    def show(self, index: int) -> None:
        """Show trick ``index`` (clamped to the hand)."""
        if self.hand is None or not self.hand.tricks:
            return
        words = TEXT[self.lang]
        zh = self.lang == "zh"
        tricks = self.hand.tricks
        self.index = max(0, min(index, len(tricks) - 1))
        trick = tricks[self.index]
        order = self.hand.order
        assert order is not None  # a played hand has its trump
        seats = len(trick.plays)
        winner_pos = (trick.winner - trick.leader) % seats
        # One name per player in the picture, the headline and the reason: "Seat n" of the table
        # (the engine's reason counts seats from the trick's leader; it is renumbered here).
        names = [words["seat"].format(seat=seat) for seat in range(seats)] if seats == 4 else None
        picture = trick_svg(
            trick.plays,
            order,
            leader=trick.leader,
            winner=winner_pos,
            names=names,
            lang=self.lang,
        )
        self.picture.value = picture
        verdict = trick_winner(trick.plays, order)
        reason = table_seats(verdict.reason_zh if zh else verdict.reason, trick.leader, seats)
        trump = order.trump.describe_zh() if zh else order.trump.describe()
        self.position.value = words["trick_of"].format(
            i=self.index + 1, n=len(tricks), trump=trump, points=trick.points
        )
        self.ruling.value = (
            f'<div lang="{"zh-Hans" if zh else "en"}">'
            f"<p>{html.escape(words['wins'].format(seat=trick.winner))} "
            f"<small>(<code>{trick.rule}</code>)</small></p>"
            f"<p><small>{html.escape(reason)}</small></p></div>"
        )


#: The tools :func:`tool` makes, by the name a lesson gives (their titles are in :data:`TEXT`).
TOOLS: dict[str, type] = {
    "picker": HouseRulesPicker,
    "referee": Referee,
    "explorer": TrickExplorer,
}


class KernelOnly:
    """What a tool shows on the static site, where no Python runs: where to use it instead.

    Written in the language of the page being built (``lang``; a Chinese lesson is built with
    ``TRACTOR_LANG=zh``).
    """

    def __init__(self, name: str, lang: str | None = None) -> None:
        self.name = name
        self.lang = check_lang(lang)
        self.title = TEXT[self.lang][name]

    def attach(self, _puzzle: Any) -> None:
        """Nothing to follow on the static site (see :meth:`HouseRulesPicker.attach`)."""

    def _repr_html_(self) -> str:
        words = TEXT[self.lang]
        head = words["runs_with_python"].format(title=self.title)
        return (
            f'<div class="admonition note tc-kernel-only" lang="{"zh-Hans" if self.lang == "zh" else "en"}">'
            f'<p class="admonition-title">{html.escape(head)}</p>'
            f"<p>{words['kernel_note']}</p></div>"
        )

    def __repr__(self) -> str:
        if self.lang == "zh":
            return f"<{self.title}：在 JupyterLab 里运行>"
        return f"<{self.title}: runs in JupyterLab>"


def tool(name: str, *, lang: str | None = None, **kwargs: Any) -> Any:
    """A teacher's tool by name (``"picker"``, ``"referee"``, ``"explorer"``), for a lesson cell.

    With a kernel, the widget (``kwargs`` go to its class); while the static site is built, a
    note saying where the tool runs (plain ipywidgets need a kernel). ``lang`` ("en" or "zh")
    defaults to the page's or notebook's language (:func:`widgets.live.page_lang`: the site
    build's ``TRACTOR_LANG``, or a Chinese lesson's ``.zh`` file name in JupyterLab).
    """
    try:
        cls = TOOLS[name]
    except KeyError:
        msg = f"tool {name!r}: expected one of {', '.join(TOOLS)}"
        raise ValueError(msg) from None
    chosen = check_lang(lang)
    if site_build():
        return KernelOnly(name, chosen)
    return cls(lang=chosen, **kwargs)
