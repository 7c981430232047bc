"""Lesson 13 and the reference pages speak plain words where a beginner reads them (issue 30).

Lesson 13 stays the full reference, but what a reader sees of it with its folds closed — the
Markdown cells outside any ``<details>`` (House-rules boxes, hints, solutions, the folded
reference) — names no engine option (``snake_case``), no rule id, no code name and no card code,
like lessons 1–12 (``tests/test_lessons_plain_words.py``, whose counter this reuses). The same
holds for the teacher's guide (its code for the notebook tools is folded, its command lines are in
code blocks), the sources page and the glossary, in both languages. What the lessons PRINT is
measured on the built site (``tests/site/test_lesson_words.py``).

Counted by this module before the rewrite (folds closed), in English and in Chinese alike: lesson
13's Markdown 24 option names, 2 rule ids and 12 code names; the teacher's guide 9 option names
and 22 code names.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import jupytext
import pytest

from tests.test_lessons_plain_words import count, visible

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
PAGES = [
    LESSONS / name
    for name in (
        "13-house-rules.py",
        "13-house-rules.zh.py",
        "teachers-guide.md",
        "teachers-guide.zh.md",
        "sources.md",
        "sources.zh.md",
    )
]
#: A fold (closed on the page) and a command-line block: the places code may stay.
_FOLDED = re.compile(r"<details\b.*?</details>|^```.*?^```", re.S | re.M)


def shown(path: Path) -> str:
    """What a reader sees of a page's own words with every fold closed."""
    if path.suffix == ".md":
        cells = [path.read_text("utf-8")]
    else:
        cells = [c.source for c in jupytext.read(path).cells if c.cell_type == "markdown"]
    return "\n".join(visible(_FOLDED.sub(" ", cell)) for cell in cells)


def test_a_fold_hides_code_and_the_text_around_it_is_still_read() -> None:
    page = (
        "Plain words, then `RuleSet` here.\n\n<details><summary>Solution</summary>\n\n"
        '`preset("default", throw_penalty="ten_points")`\n\n</details>\n\n'
        "```sh\npython -m tractor_core rules --set throw_penalty=none\n```\n"
    )
    assert +count(visible(_FOLDED.sub(" ", page))) == Counter({"code names": 1})


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_a_reference_page_shows_no_engine_names_outside_its_folds(path: Path) -> None:
    assert +count(shown(path)) == Counter(), path.name


@pytest.mark.parametrize("name", ["13-house-rules.py", "13-house-rules.zh.py"])
def test_lesson_13_keeps_the_full_reference_folded(name: str) -> None:
    """The reference is still there: the options table, the presets and their differences."""
    source = (LESSONS / name).read_text("utf-8")
    assert source.count("folded(say(") == 3
    assert "option_docs()" in source
    assert "PRESETS" in source
