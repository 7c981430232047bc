"""A teacher's print route from a notebook: make a worksheet, download it, print it.

``WorksheetButton()`` shows the worksheet's settings (kinds, count, difficulty, seed, language,
paper, the house rules as a preset or a rule code, and the address for the live links) and a
**Make worksheet** button; a click builds the sheet and its answer key with
:func:`tractor_core.puzzles.worksheet.worksheet_html` and offers them as two download links,
``X.html`` for the class and ``X-key.html`` for the teacher, as the command line writes them
(``data:`` URLs, so it needs no server and works in JupyterLab, Notebook 7 and VS Code). Open
a downloaded file in a browser and print it (Ctrl+P / ⌘P). Share a
:class:`~widgets.tools.HouseRulesPicker` to take its rules: ``WorksheetButton(picker=p)``; lesson
13 does (``tool("worksheet", picker=…)``), so a teacher types no Python.

A printed link is never relative: a puzzle prints a live link only when the **Live links** box
holds the address where students open the site's puzzles page (``link_url``, as the CLI's
``--link-url`` and the site's worksheet page); else the sheet prints each puzzle's id and says
how to type it on the puzzles page.

:func:`worksheet_download` is the same without the controls: one call, two links.

Its 中文/English switch chooses the worksheet's language and the language of the button's own
labels, hints and errors (:data:`LABELS`, :data:`KIND_NAMES`: the catalogue's messages). Its
text follows JupyterLab's text size and its own A−/A+, as the other tools'
(:class:`~widgets.tools._Sized`).
"""

from __future__ import annotations

import base64
import html
from typing import Any

import ipywidgets as w

from tractor_core.puzzles import KINDS
from tractor_core.puzzles.messages import in_language
from tractor_core.puzzles.worksheet import SITE_URL, live_base, worksheet_html
from tractor_core.rules.errors import TractorError, WorksheetError, shown
from tractor_core.rules.rule_codes import parse_rules, rule_code
from tractor_core.rules.ruleset import RuleSet
from tractor_core.text import say
from widgets.tools import _Sized, check_lang

__all__ = ["KIND_NAMES", "LABELS", "WorksheetButton", "WorksheetLink", "worksheet_download"]

#: The kinds of puzzle, as the site's worksheet maker names them (the catalogue's messages, with
#: the context that tells "The kitty" the kind apart from the kitty itself).
KIND_NAMES: dict[str, tuple[str, str | None]] = {
    "order": ("Trump order", None),
    "tractor": ("Is it a tractor?", None),
    "follow": ("Following", None),
    "trick": ("Who wins the trick", None),
    "throw": ("Throws", None),
    "kitty": ("The kitty", "puzzle-kind"),
    "levels": ("Levels", "puzzle-kind"),
    "declaration": ("Declaring", None),
}
#: The settings' labels: the catalogue's messages (the site's worksheet maker says "Difficulty",
#: "House rules", "Paper" too; the rest are short for the notebook's 8em labels).
LABELS: dict[str, str] = {
    "kinds": "Kinds",
    "count": "Puzzles",
    "difficulty": "Difficulty",
    "rules": "House rules",
    "seed": "Seed",
    "language": "Language",
    "paper": "Paper",
    "make": "Make worksheet",
}
#: The House rules box's hint.
RULES_HINT = "a preset (004) or a rule code (t3.…)"


def _kind(kind: str, lang: str) -> str:
    msgid, context = KIND_NAMES[kind]
    return say(msgid, lang, context=context)


def _letter(lang: str) -> str:
    return say("Letter", lang, context="paper")


def _link_box(lang: str) -> tuple[str, str]:
    """The **Live links** box's label and hint in ``lang``."""
    return (
        say("Live links", lang),
        say("the site's public address, e.g. https://school.example/tractor/puzzles/", lang),
    )


def _not_an_address(typed: str, lang: str) -> str:
    """What the **Live links** box says when it holds no web address."""
    return say(
        "{box}: {value} is not a web address. Type the address where students open the "
        "puzzles page, such as https://school.example/tractor/puzzles/, or leave the box "
        "empty: each puzzle then prints its id.",
        lang,
        box=_link_box(lang)[0],
        value=shown(typed),
    )


def _file_name(kinds: list[str], rules: RuleSet, seed: int, lang: str) -> str:
    preset_name = rule_code(rules).split(".")[1]
    return f"worksheet-{'-'.join(kinds)}-{preset_name}-seed{seed}-{lang}.html"


def _key_name(name: str) -> str:
    """The answer key's file beside the sheet's, as the CLI names it: ``X.html`` → ``X-key.html``."""
    return f"{name.removesuffix('.html')}-key.html"


def _link(page: str, name: str, note: str) -> str:
    data = base64.b64encode(page.encode("utf-8")).decode("ascii")
    return (
        f'<a class="tc-worksheet-link" download="{html.escape(name)}" '
        f'href="data:text/html;charset=utf-8;base64,{data}">⬇ {html.escape(name)}</a> '
        f"<small>({html.escape(note)})</small>"
    )


class WorksheetLink:
    """A made worksheet: the sheet (``.html``) and its answer key (``.key_html``), two files.

    Displayed, two download links: ``name`` for the class and ``key_name`` for the teacher.
    """

    def __init__(self, sheet: str, key: str, name: str, count: int, lang: str = "en") -> None:
        self.html, self.key_html, self.name, self.count, self.lang = sheet, key, name, count, lang
        self.key_name = _key_name(name)

    def _repr_html_(self) -> str:
        made = say(
            "{count} puzzles for the class, {size} bytes: open it in a browser and print it",
            self.lang,
            count=self.count,
            size=f"{len(self.html.encode('utf-8')):,}",
        )
        key_note = say(
            "the answer key, for you, {size} bytes",
            self.lang,
            size=f"{len(self.key_html.encode('utf-8')):,}",
        )
        return (
            '<div class="tc-worksheet-links">'
            f"<div>{_link(self.html, self.name, made)}"
            f"</div><div>{_link(self.key_html, self.key_name, key_note)}"
            "</div></div>"
        )

    def __repr__(self) -> str:
        return (
            f"<worksheet {self.name} ({len(self.html):,} characters) and "
            f"{self.key_name} ({len(self.key_html):,} characters)>"
        )


def worksheet_download(
    kinds: str | list[str] = "tractor,throw,kitty",
    *,
    count: int = 20,
    difficulty: int = 2,
    rules: str | RuleSet = "default",
    seed: int = 0,
    lang: str = "en",
    paper: str = "a4",
    link_url: str = "",
) -> WorksheetLink:
    """A worksheet and its answer key as two download links.

    ``rules``: a preset, a rule code or a RuleSet; ``link_url``: where students open the
    puzzles page, for the live links (none when empty).

    Raises the engine's errors (a ValueError subclass) for an unknown kind, a count out of
    range, an unknown preset, a bad rule code or a link address that is not ``http(s)``.
    """
    chosen = kinds.split(",") if isinstance(kinds, str) else list(kinds)
    rule_set = rules if isinstance(rules, RuleSet) else parse_rules(rules)
    sheet, key = (
        worksheet_html(
            chosen,
            count,
            difficulty,
            rule_set,
            seed=seed,
            lang=lang,
            paper=paper,
            part=part,
            link_url=link_url.strip(),
        )
        for part in ("sheet", "key")
    )
    return WorksheetLink(sheet, key, _file_name(chosen, rule_set, seed, lang), count, lang)


class WorksheetButton(_Sized, w.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """Worksheet settings and a **Make worksheet** button that offers the sheet and its key."""

    def __init__(
        self,
        kinds: str = "tractor,throw,kitty",
        *,
        count: int = 20,
        difficulty: int = 2,
        rules: str = "default",
        seed: int = 0,
        lang: str | None = None,
        picker: Any = None,
        link_url: str = "",
    ) -> None:
        lang = check_lang(lang)  # None: the page's or notebook's language
        wide = {"description_width": "8em"}
        self.picker = picker
        self.kinds = w.SelectMultiple(
            options=[(_kind(k, lang), k) for k in KINDS],
            value=[k for k in kinds.split(",") if k in KINDS],
            description=say(LABELS["kinds"], lang),
            rows=len(KINDS),  # every kind in view: a chosen one is never scrolled away
            style=wide,
        )
        self.count = w.BoundedIntText(
            value=count, min=1, max=100, description=say(LABELS["count"], lang), style=wide
        )
        self.difficulty = w.Dropdown(
            options=[("★", 1), ("★★", 2), ("★★★", 3)],
            value=difficulty,
            description=say(LABELS["difficulty"], lang),
            style=wide,
        )
        self.rules = w.Text(
            value=rules if picker is None else picker.rules_name(),
            description=say(LABELS["rules"], lang),
            placeholder=say(RULES_HINT, lang),
            style=wide,
            disabled=picker is not None,
        )
        self.seed = w.IntText(value=seed, description=say(LABELS["seed"], lang), style=wide)
        # the worksheet's language, and the language of these controls
        self.lang = w.ToggleButtons(
            options=[("English", "en"), ("中文", "zh")],
            value=lang,
            description=say(LABELS["language"], lang),
            style=wide,
        )
        self.paper = w.ToggleButtons(
            options=[("A4", "a4"), (_letter(lang), "letter")],
            value="a4",
            description=say(LABELS["paper"], lang),
            style=wide,
        )
        self.link = w.Text(
            value=link_url,
            description=_link_box(lang)[0],
            placeholder=_link_box(lang)[1],
            style=wide,
            layout=w.Layout(width="46em", max_width="100%"),
        )
        self.button = w.Button(
            description=say(LABELS["make"], lang),
            button_style="primary",
            icon="print",
            layout=w.Layout(width="auto"),  # its words whole at any text size
        )
        self.lang.observe(lambda change: self._label(change["new"]), names="value")
        if picker is not None:  # the House rules box says the picker's rules, as they change
            picker.on_change(self._follow_picker)
        self.output = w.HTML()
        self.last: WorksheetLink | None = None
        self.button.on_click(self._make)
        super().__init__(
            [
                self.kinds,
                self.count,
                self.difficulty,
                self.rules,
                self.seed,
                self.lang,
                self.paper,
                self.link,
                self.button,
                self.output,
            ]
        )
        # its size as the other tools': JupyterLab's text size, and A−/A+ above the settings
        self.children = [self._sizing(self), *self._parts()]

    def _label(self, lang: str) -> None:
        """Label the controls in ``lang``; a link already made keeps its own language."""
        chosen = self.kinds.value
        self.kinds.options = [(_kind(k, lang), k) for k in KINDS]
        self.kinds.value = chosen
        for box, key in (
            (self.kinds, "kinds"),
            (self.count, "count"),
            (self.difficulty, "difficulty"),
            (self.rules, "rules"),
            (self.seed, "seed"),
            (self.lang, "language"),
            (self.paper, "paper"),
            (self.button, "make"),
        ):
            box.description = say(LABELS[key], lang)
        self.rules.placeholder = say(RULES_HINT, lang)
        self.link.description, self.link.placeholder = _link_box(lang)
        paper = self.paper.value
        self.paper.options = [("A4", "a4"), (_letter(lang), "letter")]
        self.paper.value = paper

    def _follow_picker(self, picker: Any) -> None:
        try:
            self.rules.value = picker.rules_name()
        except TractorError as exc:  # rules no code can carry: the worksheet still uses them
            self.rules.value = in_language(exc, self.lang.value)

    def _make(self, _button: Any = None) -> None:
        try:
            rules = self.picker.rules if self.picker is not None else parse_rules(self.rules.value)
            self.last = worksheet_download(
                list(self.kinds.value),
                count=self.count.value,
                difficulty=self.difficulty.value,
                rules=rules,
                seed=self.seed.value,
                lang=self.lang.value,
                paper=self.paper.value,
                link_url=self._link_url(),
            )
        except TractorError as exc:
            self.last = None
            self.output.value = (
                '<span class="tc-error" style="color:#b00020">'
                f"{html.escape(in_language(exc, self.lang.value))}</span>"
            )
            return
        self.output.value = self.last._repr_html_()

    def _link_url(self) -> str:
        """The **Live links** box: empty, or an ``http(s)`` address (an error in plain words)."""
        typed = str(self.link.value).strip()
        try:
            live_base(SITE_URL, typed)
        except TractorError:
            raise WorksheetError(
                _not_an_address(typed, "en"), message_zh=_not_an_address(typed, "zh")
            ) from None
        return typed

    def click(self) -> WorksheetLink | None:
        """Do what a click does, from Python; the worksheet made, or None (see ``output``)."""
        self.button.click()
        return self.last
