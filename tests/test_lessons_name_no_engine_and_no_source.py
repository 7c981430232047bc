"""A beginner reads the one game this site teaches, not the engine and not the rulebooks.

Outside the folded House-rules boxes (``<details class="house-rules">``, tests/box_titles.py) a
lesson's Markdown says what the cards and pictures show: never "the engine" (引擎), never a source
by its number ("source 000", "资料 004", "(001, 004)") and never the shengji.io website. Quotes
from the rulebooks and comparisons between them live in the boxes, where a reader who wants
them opens them. Lesson 13 is the House-rules reference and names them on purpose.
"""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest

LESSONS = Path(__file__).resolve().parents[1] / "lessons"

#: Lessons 1-12 in both languages; lesson 13 is the House-rules reference.
PAGES = sorted(p for p in LESSONS.glob("[01][0-9]-*.py") if int(p.name[:2]) <= 12)

#: Pages whose text still names the engine or a source outside a box.
NOT_YET: dict[str, str] = {}

_BOX = re.compile(r'<details class="house-rules">.*?</details>', re.S)
#: What a reader does not read: puzzle claims (``differs=000,004``), anchors (``level.004``) and
#: link targets.
_HIDDEN = re.compile(r'<!--.*?-->|<a id="[^"]*"></a>|\]\([^)\s]*\)', re.S)
_NAMED = re.compile(
    r"(?i)\bengines?\b"  # "the engine", "the engine's reason"
    r"|引擎"
    r"|\bsources?\b(?=\s+(?:0\d\d|and|\d))"  # "source 000", "sources 000 and 002"
    r"|资料|来源"  # 资料 000, 各份资料
    r"|(?<![\d.])00[0-4](?![\d])"  # a source by its number alone: "(001, 004)", "under 004"
    r"|shengji"  # the shengji.io website
)


def visible(markdown: str) -> str:
    """A Markdown cell as a reader reads it with the House-rules boxes closed."""
    return _HIDDEN.sub(" ", _BOX.sub(" ", markdown))


def named(markdown: str) -> list[str]:
    """The engine and the sources a reader meets outside the boxes, with a little context."""
    text = visible(markdown)
    return [text[max(0, m.start() - 30) : m.end() + 30] for m in _NAMED.finditer(text)]


def _param(path: Path) -> object:
    stem = path.name.removesuffix(".py").removesuffix(".zh")
    reason = NOT_YET.get(stem)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(path, id=path.name, marks=marks)


def test_the_pages_are_found() -> None:
    assert len(PAGES) == 24, [p.name for p in PAGES]


def test_the_check_finds_the_engine_and_the_sources_outside_a_box_only() -> None:
    said = (
        'The engine explains each card (source 000: "凡大小顺序相邻"); sources 000 and 002 agree, '
        "004 does not, and neither does shengji.io. 引擎说资料 004 不一样。"
    )
    words = [match.group(0) for match in _NAMED.finditer(visible(said))]
    assert words == [
        "engine", "source", "000", "sources", "000", "002", "004", "shengji", "引擎", "资料", "004"
    ]  # fmt: skip
    boxed = (
        '<details class="house-rules"><summary>Other tables: x (you can skip this)</summary>\n\n'
        f"{said}\n\n</details>"
    )
    assert named(boxed) == []
    plain = (
        "Here is why, card by card: ♠10 and ♣10 are equal, 200 points, level 10 (打10). "
        '<a id="level.004"></a><!-- puzzle kitty-001-1-1: differs=000,004 -->'
    )
    assert named(plain) == []


@pytest.mark.parametrize("path", [_param(p) for p in PAGES])
def test_a_lesson_names_no_engine_and_no_source_outside_the_house_rules_boxes(path: Path) -> None:
    found = [
        hit
        for cell in jupytext.read(path).cells
        if cell.cell_type == "markdown"
        for hit in named(cell.source)
    ]
    assert found == []
