"""Lessons 7–12 speak plain words where a beginner reads them (issue 30, "one game first").

What a reader sees of a lesson — its Markdown cells, and the sentences and tables its code
prints — teaches the site's default game in the words players use. The engine's names (option
names in ``snake_case``, rule ids such as ``kitty.banker-keeps``, code names such as ``RuleSet``
or ``True``) and typed card codes (``S10``, ``BJ``) belong to the code, the rules catalogue and
the folded "House rules" boxes (``<details class="house-rules">``), never to the lesson's text:
cards are written as people write them (♠10, 大王). Lesson 1 teaches the typed notation; the
other engineer's lessons 1–6 have their own test.

The printed check runs each lesson's code cells in both languages (``slow``: it deals and plays
whole hands) with the engine's own reasons set aside: ``reason_of`` gives the engine's sentence,
which another change names in words, so here it is replaced by a placeholder and only the
lesson's own words are counted.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
from collections.abc import Iterator
from pathlib import Path

import IPython.display
import jupytext
import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.display import Markdown
from markdown_it import MarkdownIt

import widgets
import widgets.live
from tests.box_titles import TITLE, title_text
from tractor_core.words.catalogue import CATALOGUE

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
NAMES = [
    "07-kitty",
    "08-scoring",
    "09-declaring",
    "10-whole-hand",
    "11-three-decks",
    "12-one-deck-friends",
]
PAGES = [LESSONS / f"{name}{suffix}" for name in NAMES for suffix in (".py", ".zh.py")]

#: A House-rules box: the one place a lesson compares the sources and names their options.
_BOX = re.compile(r'<details class="house-rules">.*?</details>', re.S)
#: Markup a reader does not read: anchors, puzzle claims, HTML tags, link targets.
_MARKUP = re.compile(r"<!--.*?-->|<[^>]+>|\]\([^)]*\)|^```.*?^```", re.S | re.M)

SNAKE = re.compile(r"(?<![\w.])[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
RULE_ID = re.compile(
    r"(?<![\w.-])(?:"
    + "|".join(re.escape(i) for i in sorted(CATALOGUE, key=len, reverse=True))
    + r")(?![\w-])"
)
CODE_NAME = re.compile(
    r"`[^`\n]+`"  # any inline code
    r"|(?<![\w.])(?:True|False|None)\b"
    r"|\b(?!Jupyter)[A-Z][a-z]+(?:[A-Z][a-z]+)+\b"  # CamelCase: RuleSet, HandSetup (not JupyterLab)
    r"|\bpreset\(|(?<![\w=])[A-Za-z_]+=[A-Za-z0-9\"']|\b[A-Za-z_]+\.[A-Za-z_]+\("  # calls and keywords: preset("004", decks=3)
)
CARD_CODE = re.compile(r"(?<![\w♠♥♣♦])(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)(?![\w])")

KINDS = {"snake_case": SNAKE, "rule id": RULE_ID, "code name": CODE_NAME, "card code": CARD_CODE}


def visible(markdown: str) -> str:
    """A Markdown cell as a reader reads it with the House-rules boxes closed."""
    return _MARKUP.sub(" ", _BOX.sub(" ", markdown))


def found(text: str) -> dict[str, list[str]]:
    """The engine's names and card codes in ``text``, by kind (empty kinds left out)."""
    hits = {kind: pattern.findall(text) for kind, pattern in KINDS.items()}
    return {kind: words for kind, words in hits.items() if words}


def markdown_of(path: Path) -> str:
    return "\n".join(c.source for c in jupytext.read(path).cells if c.cell_type == "markdown")


# ------------------------------------------------------------------ the check can fail
def test_each_kind_of_engine_name_is_found_and_plain_words_are_not() -> None:
    text = (
        "Under `kitty_multiplier` the rule kitty.banker-keeps sets RuleSet to True; "
        "play S10 S10 or BJ."
    )
    assert found(text) == {
        "snake_case": ["kitty_multiplier"],
        "rule id": ["kitty.banker-keeps"],
        "code name": ["`kitty_multiplier`", "RuleSet", "True"],
        "card code": ["S10", "S10", "BJ"],
    }
    plain = "The banker team keeps the kitty: ♠10 ♠10 or 大王, 4455 ×16, level 10 (打10)."
    assert found(plain) == {}


def test_a_house_rules_box_is_where_the_engine_names_may_stay() -> None:
    cell = (
        "Plain words.\n\n"
        '<details class="house-rules"><summary>House rules</summary>\n\n'
        "`kitty_multiplier`: `power_of_two` (000), rule `kitty.power-of-two`, S4 S4.\n\n"
        "</details>\n"
    )
    assert found(visible(cell)) == {}
    assert found(cell)  # the same text outside a box is caught


# ------------------------------------------------------------------ the lessons' Markdown
@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_a_lessons_text_outside_the_house_rules_boxes_has_no_engine_names(path: Path) -> None:
    assert found(visible(markdown_of(path))) == {}


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_a_lesson_that_compares_sources_does_it_in_a_folded_house_rules_box(path: Path) -> None:
    markdown = markdown_of(path)
    boxes = _BOX.findall(markdown)
    assert boxes, "no House rules box"
    # the summary says what the box is about, and that a beginner may pass it by
    # (tests/box_titles.py)
    title = TITLE["zh" if path.name.endswith(".zh.py") else "en"]
    for box in boxes:
        # Markdown inside renders only with a blank line after the summary and before the end
        summary = re.match(r'<details class="house-rules"><summary>(.*?)</summary>\n\n', box, re.S)
        assert summary is not None, box[:120]
        assert title.fullmatch(title_text(summary[1])), summary[1]
        assert box.endswith("\n\n</details>")


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_a_lessons_bold_words_render_bold(path: Path) -> None:
    """``**为什么？**看`` stays raw in CommonMark (a closing ``**`` after punctuation must be
    followed by a space or punctuation): every ``**`` of a lesson's text renders as bold."""
    markdown = MarkdownIt("commonmark").enable("table")
    for cell in jupytext.read(path).cells:
        if cell.cell_type == "markdown":
            html = re.sub(r"<code>.*?</code>", "", markdown.render(cell.source), flags=re.S)
            assert "**" not in html, cell.source


def test_raw_bold_is_caught() -> None:
    markdown = MarkdownIt("commonmark")
    assert "**" in markdown.render("点**为什么？**看解释")
    assert "**" not in markdown.render("点“为什么？”看解释，按**比较各种规则**。")


# ------------------------------------------------------------------ what the lessons print
def _printed(path: Path) -> Iterator[str]:
    """What each code cell of a lesson prints or shows as a table, the engine's reasons aside."""
    shell = InteractiveShell.instance()
    shell.reset()  # type: ignore[no-untyped-call]  # IPython's shell is untyped
    shell.ast_node_interactivity = "none"  # a cell's last value is read below, not displayed
    saved = widgets.reason_of, widgets.live.reason_of, IPython.display.display
    widgets.reason_of = widgets.live.reason_of = lambda said, **_: "(the engine's reason)"
    displayed: list[str] = []  # display(…): a table's words; a picture is drawn, not printed
    IPython.display.display = lambda *objs, **_: displayed.extend(
        str(o.data) for o in objs if isinstance(o, Markdown)
    )
    try:
        for cell in jupytext.read(path).cells:
            if cell.cell_type != "code":
                continue
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                ran = shell.run_cell(cell.source, store_history=False)  # type: ignore[no-untyped-call]
                ran.raise_error()
            yield out.getvalue()
            yield from displayed
            displayed.clear()
            body = ast.parse(cell.source).body
            if body and isinstance(body[-1], ast.Expr):
                shown = shell.ev(ast.unparse(body[-1].value))  # type: ignore[no-untyped-call]
                if isinstance(shown, Markdown):
                    yield str(shown.data)
    finally:
        widgets.reason_of, widgets.live.reason_of, IPython.display.display = saved


@pytest.mark.slow
@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_what_a_lesson_prints_has_no_engine_names(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACTOR_LANG", "zh" if path.name.endswith(".zh.py") else "en")
    monkeypatch.chdir(LESSONS)
    printed = visible("\n".join(_printed(path)))  # its House-rules boxes closed too
    assert printed.strip()
    assert found(printed) == {}


def count(paths: list[Path]) -> dict[str, int]:
    """The figures of the closing note: engine names in the lessons' visible Markdown."""
    totals = dict.fromkeys(KINDS, 0)
    for path in paths:
        for kind, words in found(visible(markdown_of(path))).items():
            totals[kind] += len(words)
    return totals


if __name__ == "__main__":  # the figures: python -m tests.test_lessons_7_12_plain_words
    for lang, chinese in (("English", False), ("Chinese", True)):
        print(lang, count([p for p in PAGES if p.name.endswith(".zh.py") == chinese]))
