"""A teacher's print route from a notebook: make a worksheet, download it, print it.

``WorksheetButton()`` shows the worksheet's settings (kinds, count, difficulty, seed, language,
paper, and the house rules as a preset or a rule code) and a **Make worksheet** button; a click
builds the page with :func:`tractor_core.worksheet.worksheet_html` and offers it as a download
link (a ``data:`` URL, so it needs no server and works in JupyterLab, Notebook 7 and VS Code).
Open the downloaded file in a browser and print it (Ctrl+P / ⌘P): the answer key starts on a
new page. Share a :class:`~widgets.tools.HouseRulesPicker` to take its rules:
``WorksheetButton(picker=p)``.

:func:`worksheet_download` is the same without the controls: one call, one link.
"""

from __future__ import annotations

import base64
import html
from typing import Any

import ipywidgets as w

from tractor_core.errors import TractorError
from tractor_core.puzzles import KINDS
from tractor_core.rule_codes import parse_rules, rule_code
from tractor_core.ruleset import RuleSet
from tractor_core.worksheet import worksheet_html

__all__ = ["WorksheetButton", "WorksheetLink", "worksheet_download"]


def _file_name(kinds: list[str], rules: RuleSet, seed: int, lang: str) -> str:
    preset_name = rule_code(rules).split(".")[1]
    return f"worksheet-{'-'.join(kinds)}-{preset_name}-seed{seed}-{lang}.html"


def _link(page: str, name: str, count: int) -> str:
    data = base64.b64encode(page.encode("utf-8")).decode("ascii")
    size = len(page.encode("utf-8"))
    return (
        f'<a class="tc-worksheet-link" download="{html.escape(name)}" '
        f'href="data:text/html;charset=utf-8;base64,{data}">⬇ {html.escape(name)}</a> '
        f"<small>({count} puzzles and the answer key, {size:,} bytes: open it in a browser "
        "and print it)</small>"
    )


class WorksheetLink:
    """A made worksheet: its HTML (``.html``) and a download link when displayed."""

    def __init__(self, page: str, name: str, count: int) -> None:
        self.html, self.name, self.count = page, name, count

    def _repr_html_(self) -> str:
        return _link(self.html, self.name, self.count)

    def __repr__(self) -> str:
        return f"<worksheet {self.name}, {len(self.html):,} characters>"


def worksheet_download(
    kinds: str | list[str] = "tractor,throw,kitty",
    *,
    count: int = 20,
    difficulty: int = 2,
    rules: str | RuleSet = "default",
    seed: int = 0,
    lang: str = "en",
    paper: str = "a4",
) -> WorksheetLink:
    """A worksheet as a download link (``rules``: a preset, a rule code or a RuleSet).

    Raises the engine's errors (a ValueError subclass) for an unknown kind, a count out of
    range, an unknown preset or a bad rule code.
    """
    chosen = kinds.split(",") if isinstance(kinds, str) else list(kinds)
    rule_set = rules if isinstance(rules, RuleSet) else parse_rules(rules)
    page = worksheet_html(chosen, count, difficulty, rule_set, seed=seed, lang=lang, paper=paper)
    return WorksheetLink(page, _file_name(chosen, rule_set, seed, lang), count)


class WorksheetButton(w.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """Worksheet settings and a **Make worksheet** button that offers the page for download."""

    def __init__(
        self,
        kinds: str = "tractor,throw,kitty",
        *,
        count: int = 20,
        difficulty: int = 2,
        rules: str = "default",
        seed: int = 0,
        lang: str = "en",
        picker: Any = None,
    ) -> None:
        wide = {"description_width": "8em"}
        self.picker = picker
        self.kinds = w.SelectMultiple(
            options=list(KINDS),
            value=[k for k in kinds.split(",") if k in KINDS],
            description="Kinds",
            rows=4,
            style=wide,
        )
        self.count = w.BoundedIntText(
            value=count, min=1, max=100, description="Puzzles", style=wide
        )
        self.difficulty = w.Dropdown(
            options=[("★", 1), ("★★", 2), ("★★★", 3)],
            value=difficulty,
            description="Difficulty",
            style=wide,
        )
        self.rules = w.Text(
            value=rules,
            description="House rules",
            placeholder="a preset (004) or a rule code (t1.…)",
            style=wide,
            disabled=picker is not None,
        )
        self.seed = w.IntText(value=seed, description="Seed", style=wide)
        self.lang = w.ToggleButtons(options=[("English", "en"), ("中文", "zh")], value=lang)
        self.paper = w.ToggleButtons(options=[("A4", "a4"), ("Letter", "letter")], value="a4")
        self.button = w.Button(description="Make worksheet", button_style="primary", icon="print")
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
                self.button,
                self.output,
            ]
        )

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
            )
        except TractorError as exc:
            self.last = None
            self.output.value = (
                f'<span class="tc-error" style="color:#b00020">{html.escape(str(exc))}</span>'
            )
            return
        self.output.value = self.last._repr_html_()

    def click(self) -> WorksheetLink | None:
        """Do what a click does, from Python; the worksheet made, or None (see ``output``)."""
        self.button.click()
        return self.last
