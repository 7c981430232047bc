"""Lessons 1–6 and the cheat sheet speak plain words to a reader who never programmed (issue 30).

What a reader sees of a lesson — its Markdown cells, with the code folded away and the folded
"House rules" boxes (``<details class="house-rules">``) closed — names no engine option
(``snake_case``), no rule id (``follow.pairs``), no code name (``RuleSet``, ``True``) and no card
in the typed notation (``S10``): cards are written as people write them (♠10, 黑桃10, 大王).
Lesson 1 teaches the typed notation once, in its section marked ``<a id="notation"></a>``; the
House-rules boxes may name options and sources for the reader who opens them.

Issue 30 measured the 13 lesson pages before: 276 option names, 113 rule ids, 50 code names and
1,270 card codes in English. Lessons 1–6 and the cheat sheet, counted by this module before the
rewrite, in English (and Chinese): 23 (23) option names, 28 (28) rule ids, 5 (5) code names and
23 (23) card codes.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import jupytext
import pytest

import tractor_core
from tests.box_titles import TITLE, title_text
from tractor_core import CATALOGUE

LESSONS = Path(__file__).resolve().parents[1] / "lessons"

#: The pages this checks: lessons 1–6 in both languages, and the cheat sheet.
PAGES = [
    LESSONS / name
    for name in (
        "01-deck-players-goal.py",
        "01-deck-players-goal.zh.py",
        "02-trumps.py",
        "02-trumps.zh.py",
        "03-combinations.py",
        "03-combinations.zh.py",
        "04-leading-following.py",
        "04-leading-following.zh.py",
        "05-ruffing.py",
        "05-ruffing.zh.py",
        "06-throws.py",
        "06-throws.zh.py",
        "cheat-sheet.md",
        "cheat-sheet.zh.md",
    )
]

_BOX = re.compile(
    r'<details class="house-rules">.*?</details>'  # a lesson's box (a notebook's Markdown cell)
    r'|^\?\?\?\+? house-rules "[^"]*"\n(?:(?: {4}[^\n]*)?\n)*',  # a page's (pymdownx.details)
    re.S | re.M,
)
_HIDDEN = (
    re.compile(r"<!--.*?-->", re.S),  # the pinned puzzles' claims
    re.compile(r"<style>.*?</style>", re.S),
    re.compile(r'<a id="[^"]*"></a>'),  # anchors: ids for links, not text
    re.compile(r"\]\([^)\s]*\)"),  # a link's target
    re.compile(r'\bhref="[^"]*"'),
)

_SNAKE = re.compile(r"(?<![\w.-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])")
_RULE_ID = re.compile(
    r"(?<![\w.-])(?:"
    + "|".join(sorted({rule_id.split(".")[0] for rule_id in CATALOGUE}))
    + r")\.[a-z][a-z-]*(?:\.[a-z][a-z-]*)*"
)
#: Names only ever seen in code: the engine's classes (an inner capital: ``RuleSet``,
#: ``TrumpOrder``), and anything in code font that is not a card or a number (`True`,
#: `preset`, `shengji`).
_CAMEL = sorted(
    {n for n in tractor_core.__all__ if re.fullmatch(r"[A-Z][a-z]+[A-Z]\w*", n)}
    | {"LegalFollows", "InteractiveShell"}
)
_CODE = re.compile(r"(?<![\w.])(?:" + "|".join(_CAMEL) + r")(?!\w)|`([A-Za-z_][\w.]*)`")
_CARD = r"(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)"
_CARDS = re.compile(rf"(?<![A-Za-z0-9])(?:{_CARD})+(?![A-Za-z0-9])")


def _markdown_cells(path: Path) -> list[str]:
    if path.suffix == ".md":
        return [path.read_text("utf-8")]
    return [c.source for c in jupytext.read(path).cells if c.cell_type == "markdown"]


def visible(text: str) -> str:
    """What a reader sees of some Markdown with the House-rules boxes closed."""
    text = _BOX.sub(" ", text)
    for pattern in _HIDDEN:
        text = pattern.sub(" ", text)
    return text


def count(text: str) -> Counter[str]:
    """Engine names and card codes in ``text``, by kind."""
    found: Counter[str] = Counter()
    found["snake_case"] = len(_SNAKE.findall(text))
    found["rule ids"] = len(_RULE_ID.findall(text))
    found["code names"] = sum(
        1
        for match in _CODE.finditer(text)
        if not (
            match.group(1)
            and (
                _RULE_ID.fullmatch(match.group(1))
                or _SNAKE.fullmatch(match.group(1))
                or re.fullmatch(_CARD, match.group(1))
            )
        )
    )
    found["card codes"] = sum(len(re.findall(_CARD, run)) for run in _CARDS.findall(text))
    return found


def page_counts(path: Path) -> Counter[str]:
    """The counts of one page as a reader sees it; lesson 1's notation section may show codes."""
    total: Counter[str] = Counter()
    for cell in _markdown_cells(path):
        found = count(visible(cell))
        if path.name.startswith("01-") and '<a id="notation"></a>' in cell:
            found["card codes"] = found["code names"] = 0  # S10, and typed forms like `s10`
        total.update(found)
    return +total


def test_the_pages_are_found():
    assert all(path.exists() for path in PAGES)


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_a_page_shows_no_engine_names_and_no_card_codes(path: Path):
    assert page_counts(path) == Counter(), f"{path.name}: {dict(page_counts(path))}"


def test_the_counter_finds_each_kind():
    """The check above can fail: a sentence of each kind is counted, a House-rules box is not."""
    said = (
        "Under `lowest_failing` (rule `throw.fails.lowest-failing`) a `RuleSet` with `True` "
        "plays S4 S4, BJ and LJLJ♥10♥10."
    )
    assert count(visible(said)) == Counter(
        {"snake_case": 1, "rule ids": 1, "code names": 2, "card codes": 5}
    )
    boxed = f'<details class="house-rules"><summary>House rules</summary>\n\n{said}\n\n</details>'
    assert +count(visible(boxed)) == Counter()
    folded = f'??? house-rules "House rules"\n\n    {said}\n\n    - {said}\n'
    assert +count(visible(folded)) == Counter()
    assert +count(visible(folded + said + "\n")) == count(visible(said))  # the box ends
    plain = '♠10, 黑桃10, 大王; <a id="follow.pairs"></a> [Lesson 13](13-house-rules.py) 98844'
    assert +count(visible(plain)) == Counter()


@pytest.mark.parametrize("path", [p for p in PAGES if p.suffix == ".py"], ids=lambda p: p.name)
def test_a_house_rules_box_says_what_it_is_about_and_that_a_beginner_may_skip_it(path: Path):
    """tests/box_titles.py: what the box holds, and that a beginner may pass it by."""
    zh = path.name.endswith(".zh.py")
    summaries = re.findall(
        r'<details class="house-rules"><summary>(.*?)</summary>', path.read_text(), re.S
    )
    assert summaries, path.name
    for summary in summaries:
        text = title_text(summary)
        assert TITLE["zh" if zh else "en"].fullmatch(text), text


def test_lesson_1_teaches_the_typed_notation_in_its_marked_section():
    for name in ("01-deck-players-goal.py", "01-deck-players-goal.zh.py"):
        cells = _markdown_cells(LESSONS / name)
        notation = [c for c in cells if '<a id="notation"></a>' in c]
        assert len(notation) == 1, name
        assert count(visible(notation[0]))["card codes"] >= 2, name  # S10 and BJ at least


# ------------------------------------------------------------------ what the lessons print
#: Runs a lesson's code cells as a notebook does, with the engine's reasons set aside (they are
#: the engine's words, checked with the engine), and prints what a reader is shown: the printed
#: text and the Markdown the cells display.
_RUNNER = r"""
import json, os, sys
import jupytext
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output
import widgets, widgets.live
widgets.reason_of = widgets.live.reason_of = lambda said, **_: "(the engine's reason)"
shell = InteractiveShell.instance()
shell.displayhook.write_output_prompt = lambda: None  # a cell's value: its picture, not its repr
shell.displayhook.write_format_data = lambda *args, **kwargs: None
shown = []
for cell in jupytext.read(sys.argv[1]).cells:
    if cell.cell_type != "code":
        continue
    with capture_output() as captured:
        result = shell.run_cell(cell.source, store_history=False)
    if result.error_in_exec is not None:
        raise SystemExit(f"cell failed: {result.error_in_exec!r}")
    shown.append(captured.stdout)
    shown += [o.data["text/markdown"] for o in captured.outputs if "text/markdown" in o.data]
    markdown = getattr(result.result, "_repr_markdown_", None)
    if markdown is not None:
        shown.append(markdown())
print(json.dumps(shown))
"""

_PRINTING = [p for p in PAGES if p.suffix == ".py"]


def _printed(path: Path) -> str:
    lang = "zh" if path.name.endswith(".zh.py") else "en"
    env = {**os.environ, "TRACTOR_LANG": lang}
    done = subprocess.run(
        [sys.executable, "-c", _RUNNER, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=LESSONS.parent,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return "\n".join(json.loads(done.stdout.splitlines()[-1]))


@pytest.mark.slow
@pytest.mark.parametrize("path", _PRINTING, ids=lambda p: p.name)
def test_what_a_lesson_prints_shows_no_engine_names_and_no_card_codes(path: Path):
    """Lessons 1–6 print cards as ♠10 / 黑桃10 and rules in words, the House-rules boxes aside.

    Before the rewrite these lessons printed 17 option names, 4 rule ids and 660 card codes in
    English (611 in Chinese), the engine's reasons included; after it, 0 / 0 / 0 of their own
    (the engine's reasons still wrote 266 card codes, 217 in Chinese: another change's work).
    """
    shown = visible(_printed(path))
    assert +count(shown) == Counter(), f"{path.name}: {dict(count(shown))}"
