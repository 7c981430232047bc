"""Notebook tools for teachers: a house-rules picker, a referee and a trick explorer.

Plain ipywidgets (they need a kernel; the static site shows them as they were saved). Every
answer comes from the engine — the judge interface or a played-out :class:`tractor_core.play.hand.Hand`;
these classes only collect input and show the verdicts. Bad input is shown inline, next to the
box it came from, and the text the reader typed is never cleared.

Each tool speaks English or Chinese (``lang="en"`` / ``"zh"``; :func:`tool` takes the language
of the page or lesson, :func:`~widgets.live.page_lang`) and has a 中文/English switch like the
puzzles': every label, button, headline, error and note is a message of the one catalogue
(:func:`tractor_core.text.say`; the site's tools' messages where they say the same), the engine's
reasons are its ``reason`` or ``reason_zh``, and card-typing errors are written again in
Chinese by :mod:`tractor_core.puzzles.messages`.
"""

from __future__ import annotations

import html
import json
from typing import Any

import ipywidgets as w

from tractor_core.api.site_api import (
    REFEREE,
    REFEREE_CHOICES,
    REFEREE_QUESTIONS,
    plain_words,
    referee,
    referee_form,
)
from tractor_core.play.bots import make_bot, run_hand
from tractor_core.play.hand import Hand, HandSetup
from tractor_core.puzzles.messages import in_language
from tractor_core.rules.cards import Rank, Suit, parse_cards
from tractor_core.rules.errors import TractorError
from tractor_core.rules.presets import PRESETS, Preset, find_preset
from tractor_core.rules.rule_codes import rule_code
from tractor_core.rules.ruleset import RuleSet, option_docs
from tractor_core.rules.trick import trick_winner
from tractor_core.text import LANGS as LANGUAGES
from tractor_core.text import page_lang, say, seat_named
from tractor_core.text.table import Table
from tractor_core.words.catalogue import CATALOGUE, title_zh
from tractor_core.words.option_words import OPTION_WORDS, value_words
from tractor_core.words.svg import trick_svg
from widgets.chinese_font import chinese_font
from widgets.live import site_build

__all__ = ["HouseRulesPicker", "KernelOnly", "Referee", "TrickExplorer", "tool"]

#: The language switch every tool shows (the puzzles' 中文/English).
LANGS = (("English", "en"), ("中文", "zh"))

#: The tools' names, by the name a lesson gives them (:func:`tool`), as messages of
#: :mod:`tractor_core.text`.
TITLES: dict[str, str] = {
    "picker": "The house-rules picker",
    "referee": "The referee",
    "explorer": "The trick explorer",
    "worksheet": "The worksheet maker",
}


def check_lang(lang: str | None) -> str:
    """``lang`` checked ("en" or "zh"); None means the page's language (:func:`page_lang`)."""
    if lang is None:
        return page_lang()
    if lang not in LANGUAGES:
        msg = f"lang {lang!r}: expected one of {', '.join(LANGUAGES)}"
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


#: The tools' size: their text follows JupyterLab's content font size (Settings › Theme, and
#: Presentation Mode, which enlarges it), times the tool's own A−/A+ scale; ipywidgets' menus,
#: boxes and buttons read --jp-widgets-font-size and --jp-widgets-inline-height, set here; the
#: trick explorer's picture is sized in em, so it grows and shrinks with the text.
TOOL_CSS = """
.tc-tool { --tc-tool-scale: 1;
  --jp-widgets-font-size: calc(var(--jp-content-font-size1, 14px) * var(--tc-tool-scale));
  --jp-widgets-inline-height: calc(var(--jp-widgets-font-size) * 2);
  --jp-widgets-inline-label-width: 12em;
  font-size: var(--jp-widgets-font-size); }
.tc-tool .widget-html-content, .tc-tool .widget-label, .tc-tool .widget-html small,
.tc-tool select, .tc-tool textarea, .tc-tool input, .tc-tool button,
.tc-tool .lm-TabBar, .tc-tool .jupyter-widget-Collapse-header { font-size: var(--jp-widgets-font-size); }
.tc-tool .widget-html small { font-size: 0.9em; }
.tc-tool code { font-size: 0.95em; }
.tc-tool svg.tc-trick { width: 30em; max-width: 100%; height: auto; }
.tc-tool :lang(zh), .tc-tool [lang="zh-Hans"] { font-family: "Tractor Noto Sans SC",
  "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei",
  sans-serif; }
"""

#: The A−/A+ steps of a tool's size.
SCALES = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


class _Sized:
    """A tool's size: its root gets ``tc-tool`` and a class of its own, and A−/A+ buttons."""

    _count = 0

    def _sizing(self, root: Any) -> w.HBox:
        """Mark ``root`` as a tool; the A−/A+ row (with the style it needs) to put in it."""
        chinese_font()  # the tool's Chinese in the widgets' own font (widgets/chinese_font.py)
        _Sized._count += 1
        self._size_class = f"tc-tool-{_Sized._count}"
        root.add_class("tc-tool")
        root.add_class(self._size_class)
        self._scale = SCALES.index(1.0)
        self.size_style = w.HTML()
        smaller = w.Button(description="A−", tooltip="A−", layout=w.Layout(width="3.5em"))
        larger = w.Button(description="A+", tooltip="A+", layout=w.Layout(width="3.5em"))
        smaller.on_click(lambda _b: self.resize(-1))
        larger.on_click(lambda _b: self.resize(+1))
        self.size_buttons = (smaller, larger)
        self._show_size()
        return w.HBox([smaller, larger, self.size_style])

    def _parts(self) -> tuple[Any, ...]:
        """The tool's rows as they are now."""
        parts: tuple[Any, ...] = tuple(getattr(self, "children", ()))
        return parts

    def resize(self, step: int) -> float:
        """One step smaller (-1) or larger (+1); the tool's scale now."""
        self._scale = max(0, min(len(SCALES) - 1, self._scale + step))
        self._show_size()
        return SCALES[self._scale]

    def _show_size(self) -> None:
        scale = SCALES[self._scale]
        self.size_style.value = (
            # two classes: above TOOL_CSS's default, which every tool's style repeats
            f"<style>{TOOL_CSS}.tc-tool.{self._size_class} {{ --tc-tool-scale: {scale}; }}</style>"
        )


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


class HouseRulesPicker(_Sized, w.VBox):  # type: ignore[misc]  # ipywidgets is untyped
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
        self.preset.add_class("tc-picker-preset")
        self.notes = w.HTML()
        self.options: dict[str, w.Dropdown] = {}
        self._option_docs: dict[str, w.HTML] = {}
        self._allowed: dict[str, list[Any]] = {}
        rows = []
        for name in KEY_OPTIONS:
            doc = self._docs[name]
            allowed = doc["allowed"] if isinstance(doc["allowed"], list) else [doc["default"]]
            self._allowed[name] = allowed
            box = w.Dropdown(
                options=self._value_labels(name),
                style={"description_width": "14em"},
                layout=w.Layout(width="34em"),
            )
            self.options[name] = box
            self._option_docs[name] = w.HTML()
            rows.append(w.HBox([box, self._option_docs[name]]))
            box.observe(self._changed, names="value")
        self.error = w.HTML()
        self._error_text: str | TractorError = ""
        self._attached: list[Any] = []
        self._listeners: list[Any] = []
        self._syncing = False
        self.preset.observe(self._preset_changed, names="value")
        self.switch.observe(lambda change: self.set_lang(change["new"]), names="value")
        #: one row per option (its menu and what it decides), folded under the preset so the
        #: picker with a referee fits a 1366×768 projector
        self.option_rows = rows
        self.more = w.Accordion(children=[w.VBox(rows)], selected_index=None)
        super().__init__([self.switch, self.preset, self.notes, self.more, self.error])
        self.size_row = self._sizing(self)
        self.switch_row = w.HBox([self.switch, self.size_row])
        self.children = [self.switch_row, self.preset, self.notes, self.more, self.error]
        self._preset_changed()
        self.set_lang(self.lang)

    def embed(self) -> None:
        """Shown inside a referee or explorer: their switch and A−/A+ serve it too."""
        self.switch.layout.display = "none"
        self.switch_row.layout.display = "none"
        self.remove_class("tc-tool")
        self.remove_class(self._size_class)

    def set_lang(self, lang: str) -> None:
        """Show every label, title, note and description in ``lang`` ("en" or "zh")."""
        self.lang = check_lang(lang)
        self.switch.value = self.lang
        self.preset.description = say("House rules", self.lang)
        chosen = self.preset.value
        self._syncing = True
        self.preset.options = [(preset_label(p, self.lang), p.name) for p in PRESETS]
        self.preset.value = chosen
        self._syncing = False
        # each option and value in the plain words of the site's house-rules builder
        zh = int(self.lang == "zh")
        self._syncing = True
        for name, box in self.options.items():
            chosen_value = box.value
            box.description = OPTION_WORDS[name].label[zh]
            box.options = self._value_labels(name)
            box.value = chosen_value
        self._syncing = False
        for name, doc_box in self._option_docs.items():
            text = OPTION_WORDS[name].doc[zh]
            doc_box.value = f"<small>{html.escape(text)}</small>"
        self.more.set_title(0, say("Change one option of these rules", self.lang))
        self._show_notes()
        self._show_error(self._error_text)

    def _value_labels(self, name: str) -> list[tuple[str, Any]]:
        """An option's values as its menu shows them: in plain words, in the picker's language."""
        return [(value_words(name, v, self.lang), v) for v in self._allowed[name]]

    def _show_notes(self) -> None:
        chosen = find_preset(self.preset.value)
        notes = chosen.notes_zh if self.lang == "zh" else chosen.notes
        self.notes.value = f"<small>{html.escape(notes)}</small>"

    def _show_error(self, refused: str | TractorError) -> None:
        """Name a refused combination under the menu, in the picker's language and plain words.

        (Said again in the other language when the switch is turned.)
        """
        self._error_text = refused
        if isinstance(refused, TractorError):
            text = plain_words(in_language(refused, self.lang), self.lang)
        else:
            text = refused
        if not text:
            self.error.value = ""
            return
        self.error.value = _error(say("The engine refuses these rules: {why}", self.lang, why=text))

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
        self._tell()

    def _changed(self, change: Any) -> None:
        if self._syncing:
            return
        overrides = {name: box.value for name, box in self.options.items()}
        try:
            self._rules = RuleSet.from_dict(overrides, find_preset(self.preset.value).rules)
        except TractorError as exc:
            self._show_error(exc)
            # the menu goes back to the value the rules still have
            accepted = self._rules.to_dict()
            self._syncing = True
            for name, box in self.options.items():
                box.value = accepted[name]
            self._syncing = False
            return
        self._show_error("")
        self._send_rules()
        self._tell()

    def _send_rules(self) -> None:
        """Send the chosen rules to the attached puzzles (a rule code if options changed)."""
        if not self._attached:
            return
        try:
            name = self.rules_name()
        except TractorError as exc:  # rules no code can carry: say so, keep the puzzles' rules
            self._show_error(exc)
            return
        for widget in self._attached:
            widget.act(type="settings", preset=name)

    def rules_name(self) -> str:
        """The chosen rules for a puzzle: the preset's name, or a rule code if options changed."""
        name = self.preset.value
        if self._rules == find_preset(name).rules:
            return str(name)
        return rule_code(self._rules, name)

    def on_change(self, callback: Any) -> None:
        """Call ``callback(picker)`` whenever the chosen rules change (a preset or an option)."""
        self._listeners.append(callback)

    def _tell(self) -> None:
        for callback in self._listeners:
            callback(self)

    def attach(self, puzzle_widget: Any) -> None:
        """Make a :class:`~widgets.PuzzleWidget` follow this picker's rules (options too)."""
        self._attached.append(puzzle_widget)
        self._send_rules()

    def judge_rules(self) -> dict[str, Any]:
        """The chosen rules as a judge question's ``rules`` object."""
        mine = self.rules.to_dict()
        base = find_preset(self.preset.value).rules.to_dict()
        return {"preset": self.preset.value, **{k: v for k, v in mine.items() if base[k] != v}}


def _side_choices(field: str, lang: str) -> list[tuple[str, str]]:
    """A ``side`` box's choices, from the referee's (``REFEREE_CHOICES``).

    None is chosen at first, so that no answer is assumed for the reader.
    """
    i = 1 if lang == "zh" else 0
    return [(say("— choose —", lang), "")] + [
        (words[i], value) for value, *words in REFEREE_CHOICES[field]
    ]


class Referee(_Sized, w.VBox):  # type: ignore[misc]
    """The referee: choose a question, fill its boxes and the trump; get the ruling and why.

    The same referee as the site's referee page: its questions, boxes and words come from
    :mod:`tractor_core.api.site_api` (:data:`~tractor_core.api.site_api.REFEREE`,
    :func:`~tractor_core.api.site_api.referee_form`) and every ruling from
    :func:`~tractor_core.api.site_api.referee`, so both say the same thing in the same words.

    Boxes may be filled in by name: ``Referee(question="follow_legal", boxes={"lead": "S5 S5",
    "hand": "S9 S9 S3", "play": "S9 S9"})``; for a trick, ``lead`` and ``others`` (one play a
    line) fill the plays in order. ``show_picker=True`` shows the house-rules picker above them
    (the rules the referee rules by). ``lang="zh"`` (or the 中文 switch) rules in Chinese (by
    default, the page's or notebook's language).
    """

    def __init__(
        self,
        picker: HouseRulesPicker | None = None,
        *,
        question: str = "trick_winner",
        level: str = "2",
        suit: str | None = "H",
        boxes: dict[str, str] | None = None,
        lead: str = "",
        others: str = "",
        play: str = "",
        show_picker: bool = False,
        lang: str | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self.picker = picker or HouseRulesPicker(lang=self.lang)
        if picker is None and show_picker:  # one switch for the referee and its own picker
            self.picker.embed()
        self.switch = _switch(self.lang)
        self.question = w.Dropdown(options=self._questions(), value=question)
        self.level = w.Dropdown(options=[r.label for r in Rank if not r.is_joker], value=level)
        self.suit = w.Dropdown(options=self._suits(), value=suit)
        # one box per field of any question (a field reads the same way in every question)
        how_read = {f: how for kind in REFEREE for f, how, _req in REFEREE[kind]}
        self.boxes: dict[str, w.Text | w.Textarea | w.Dropdown] = {
            f: w.Textarea(layout=w.Layout(width="40em", height="6em"))
            if how_read[f] == "lines"
            else w.Dropdown(options=_side_choices(f, self.lang), value="")
            if how_read[f] == "side"
            else w.Text()
            for f in sorted(how_read)
        }
        given = dict(boxes or {})
        if lead or others:  # the cards typed by name: a trick's plays, or a lead and its hands
            given.setdefault("plays", "\n".join(x for x in (lead, others) if x))
            given.setdefault("lead", lead)
            given.setdefault("cards", lead)
            given.setdefault("others", others)
            given.setdefault("hand", others)
        if play:
            given.setdefault("play", play)
        for field, text in given.items():
            if field in self.boxes:
                self.boxes[field].value = text
        self.form = w.VBox()
        self.input_error = w.HTML()
        self.button = w.Button(button_style="primary")
        self.ruling = w.HTML()
        self._answer: dict[str, Any] | None = None
        self._message = ""
        self.button.on_click(self._rule)
        for box in self.boxes.values():
            box.observe(self._check_typing, names="value")
        self.question.observe(lambda _change: self._question_changed(), names="value")
        self.switch.observe(lambda change: self.set_lang(change["new"]), names="value")
        super().__init__(
            [
                self.switch,
                *([self.picker] if show_picker else []),
                self.question,
                w.HBox([self.level, self.suit]),
                self.form,
                self.input_error,
                self.button,
                self.ruling,
            ]
        )
        self.children = [w.HBox([self.switch, self._sizing(self)]), *self._parts()[1:]]
        self.set_lang(self.lang)

    def _questions(self) -> list[tuple[str, str]]:
        i = 1 if self.lang == "zh" else 0
        return [(words[i], kind) for kind, words in REFEREE_QUESTIONS.items()]

    def _suits(self) -> list[tuple[str, str | None]]:
        zh = self.lang == "zh"
        return [(say("no trump", self.lang), None)] + [
            (f"{s.symbol} {s.chinese if zh else s.english}", s.value) for s in Suit
        ]

    def _form(self) -> list[dict[str, Any]]:
        return referee_form(self.question.value, self.lang)

    def _question_changed(self) -> None:
        """Show the boxes of the chosen question (what was typed in the others is kept)."""
        self.form.children = [self.boxes[b["field"]] for b in self._form()]
        self._answer, self._message = None, ""
        self._check_all()
        self._show()

    def set_lang(self, lang: str) -> None:
        """Show every label, hint, ruling and error in ``lang`` ("en" or "zh")."""
        self.lang = check_lang(lang)
        self.switch.value = self.lang
        if self.picker.switch.layout.display == "none":
            self.picker.set_lang(self.lang)
        for box, value in ((self.question, self._questions()), (self.suit, self._suits())):
            chosen = box.value
            box.options = value
            box.value = chosen
        self.question.description = say("Question", self.lang)
        self.level.description = say("Level", self.lang)
        self.suit.description = say("Trump suit", self.lang)
        for kind in REFEREE:
            for b in referee_form(kind, self.lang):
                box = self.boxes[b["field"]]
                box.description = b["label"]
                if isinstance(box, w.Dropdown):  # a choice of team, in the tool's language
                    chosen = box.value
                    box.options = _side_choices(b["field"], self.lang)
                    box.value = chosen
                    continue
                box.placeholder = b["hint"] or say("e.g. S5 S5 S4 S4", self.lang) * (
                    b["how"] == "cards"
                )
        self.form.children = [self.boxes[b["field"]] for b in self._form()]
        self.button.description = say("Rule!", self.lang)
        self._check_all()
        if self._message:  # what stopped the ruling, asked again in the new language
            self._rule()
        else:  # the ruling itself: the engine's reason in the new language, not ruled again
            self._show()

    def _typing_error(self) -> str:
        """The first box (and line) whose cards cannot be read, named, in the tool's language."""
        for b in self._form():
            if b["how"] not in ("cards", "lines"):
                continue
            text = self.boxes[b["field"]].value
            lines = text.splitlines() if b["how"] == "lines" else [text]
            for n, line in enumerate(lines, 1):
                try:
                    parse_cards(line)
                except TractorError as exc:
                    box = (
                        say("{box}, line {n}", self.lang, box=b["label"], n=n)
                        if b["how"] == "lines"
                        else b["label"]
                    )
                    return say(
                        "{box}: {error}", self.lang, box=box, error=in_language(exc, self.lang)
                    )
        return ""

    def _check_typing(self, _change: Any) -> None:
        """Show a typing error under the boxes as the reader types; never touch their text."""
        self._check_all()

    def _check_all(self) -> None:
        error = self._typing_error()
        self.input_error.value = _error(error) if error else ""

    def referee_question(self) -> dict[str, Any]:
        """The question the boxes ask the referee (:func:`tractor_core.api.site_api.referee`)."""
        return {
            "kind": self.question.value,
            "rules": self.picker.rules_name(),
            "trump": {"level": self.level.value, "suit": self.suit.value},
            "boxes": {b["field"]: self.boxes[b["field"]].value for b in self._form()},
        }

    def _rule(self, _button: Any = None) -> None:
        """Ask the referee, as the site's referee page does, and show its ruling."""
        self._answer, self._message = None, ""
        typo = self._typing_error()
        if typo:
            self._message = typo
        else:
            answer = json.loads(referee(json.dumps(self.referee_question())))
            if not answer["ok"]:
                said = answer.get("error_zh") if self.lang == "zh" else None
                self._message = said or answer["error"]
            else:
                self._answer = answer
        self._show()

    def _show(self) -> None:
        """The ruling (or what stopped it) in the tool's language."""
        if self._message:  # what stopped the ruling, under its label
            label = html.escape(say("Cannot rule:", self.lang))
            self.ruling.value = (
                f'<p style="color:#b00020"><b>{label}</b> {html.escape(self._message)}</p>'
            )
            return
        answer = self._answer
        if answer is None:
            self.ruling.value = ""
            return
        zh = self.lang == "zh"
        reason = answer["reason_zh"] if zh else answer["reason"]
        rule = answer["rule"]
        title = title_zh(rule["id"]) if zh else rule["title"]
        self.ruling.value = (
            f'<div lang="{"zh-Hans" if zh else "en"}">'
            f"<p><b>{html.escape(answer['headline'][self.lang])}</b></p>"
            f"<p>{html.escape(reason)}</p>"
            "<p><small>"
            + say("The rule: {title}", self.lang, title=html.escape(str(title)))
            + "</small></p>"
            "</div>"
        )


class TrickExplorer(_Sized, w.VBox):  # type: ignore[misc]
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
            self.picker.embed()
        self.switch = _switch(self.lang)
        self.seed = w.IntText(value=seed)
        self.deal_button = w.Button()
        self.prev = w.Button()
        self.next = w.Button()
        self.position = w.HTML()
        self.picture = w.HTML()
        self.ruling = w.HTML(layout=w.Layout(flex="1 1 18em", min_width="14em"))
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
                # the ruling beside the picture (below it when the notebook is narrow): the
                # explorer with its picker fits a 1366×768 projector
                w.HBox(
                    [self.picture, self.ruling],
                    layout=w.Layout(flex_flow="row wrap", align_items="flex-start"),
                ),
            ]
        )
        self.children = [w.HBox([self.switch, self._sizing(self)]), *self._parts()[1:]]
        self._label()
        self.deal()

    def _label(self) -> None:
        self.seed.description = say("Deal number", self.lang)
        self.deal_button.description = say("Deal and play", self.lang)
        self.prev.description = say("◀ Previous", self.lang)
        self.next.description = say("Next ▶", self.lang)

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
        zh = self.lang == "zh"
        tricks = self.hand.tricks
        self.index = max(0, min(index, len(tricks) - 1))
        trick = tricks[self.index]
        order = self.hand.order
        assert order is not None  # a played hand has its trump
        seats = len(trick.plays)
        winner_pos = (trick.winner - trick.leader) % seats
        # One name per player in the picture, the headline and the reason: the table's compass
        # seats (the verdict counts seats from the trick's leader; the table places them).
        direction = order.rules.direction.value
        names = [seat_named(s, seats, direction).in_language(self.lang) for s in range(seats)]
        picture = trick_svg(
            trick.plays, order, leader=trick.leader, winner=winner_pos, names=names, lang=self.lang
        )
        self.picture.value = picture
        verdict = trick_winner(trick.plays, order)
        reason = verdict.said(self.lang, Table(seats, trick.leader, direction=direction))
        winner = seat_named(trick.winner, seats, direction)
        trump = order.trump.describe_zh() if zh else order.trump.describe()
        self.position.value = html.escape(
            say(
                "Trick {i} of {n} · {trump} · {points} points",
                self.lang,
                i=self.index + 1,
                n=len(tricks),
                trump=trump,
                points=trick.points,
            )
        )
        self.ruling.value = (
            f'<div lang="{"zh-Hans" if zh else "en"}">'
            f"<p>{html.escape(say('{seat} wins.', self.lang, seat=winner))} "
            f"<small>({html.escape(say('The rule: {title}', self.lang, title=_rule_title(trick.rule, zh)))})</small></p>"
            f"<p><small>{html.escape(reason)}</small></p></div>"
        )


def _rule_title(rule_id: str, zh: bool) -> str:
    """A rule's title for a reader (its id stays in the engine and the catalogue)."""
    if zh:
        return title_zh(rule_id)
    entry = CATALOGUE.get(rule_id)
    return entry.title if entry else rule_id


#: The tools :func:`tool` makes, by the name a lesson gives (their titles are :data:`TITLES`).
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
        self.title = say(TITLES[name], self.lang)

    def attach(self, _puzzle: Any) -> None:
        """Nothing to follow on the static site (see :meth:`HouseRulesPicker.attach`)."""

    def _repr_html_(self) -> str:
        head = say("{title} runs with Python", self.lang, title=self.title)
        note = say(
            "This tool needs a running kernel: open this lesson in JupyterLab ({command}, see the "
            "teacher's guide) or with {run}, then run this cell.",
            self.lang,
            command="<code>make lab</code>",
            run=f"<strong>{html.escape(say('Run this lesson', self.lang))}</strong>",
        )
        return (
            f'<div class="admonition note tc-kernel-only" lang="{"zh-Hans" if self.lang == "zh" else "en"}">'
            f'<p class="admonition-title">{html.escape(head)}</p>'
            f"<p>{note}</p></div>"
        )

    def __repr__(self) -> str:
        return say("<{title}: runs in JupyterLab>", self.lang, title=self.title)


def tool(name: str, *, lang: str | None = None, **kwargs: Any) -> Any:
    """A teacher's tool by name (``"picker"``, ``"referee"``, ``"explorer"``, ``"worksheet"``).

    ``"worksheet"`` is the :class:`~widgets.worksheet_button.WorksheetButton`. With a kernel, the widget (``kwargs`` go to its class); while the static site is built, a
    note saying where the tool runs (plain ipywidgets need a kernel). ``lang`` ("en" or "zh")
    defaults to the page's or notebook's language (:func:`widgets.live.page_lang`: the site
    build's ``TRACTOR_LANG``, or a Chinese lesson's ``.zh`` file name in JupyterLab).
    """
    from widgets.worksheet_button import WorksheetButton  # noqa: PLC0415 - it imports this module

    tools = {**TOOLS, "worksheet": WorksheetButton}
    try:
        cls = tools[name]
    except KeyError:
        msg = f"tool {name!r}: expected one of {', '.join(tools)}"
        raise ValueError(msg) from None
    chosen = check_lang(lang)
    if site_build():
        return KernelOnly(name, chosen)
    return cls(lang=chosen, **kwargs)
