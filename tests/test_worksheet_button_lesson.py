"""The worksheet button in class (issue 31, the lessons in JupyterLab, item 9).

It was in no lesson (a teacher had to type Python), it wrote the sheet and its answer key as one
file (a teacher picked pages by hand), and its links were relative (``/puzzles/?id=…``, which no
student can open from paper). Now lesson 13 has it under the house-rules picker, it offers the
sheet and the key as two files (``X.html`` and ``X-key.html``, as the command line writes them),
and a puzzle prints a live link only when its **Live links** box holds a web address; else its
id, with how to type it on the puzzles page. The headless side; the JupyterLab side (its size)
is ``tests/site/test_widgets_lab.py``.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator
from pathlib import Path

import jupytext
import pytest
from ipywidgets.widgets.tests.utils import setup_test_comm, teardown_test_comm

from tractor_core.puzzles.worksheet import worksheet_html
from tractor_core.rules.presets import preset
from tractor_core.text import say
from widgets import HouseRulesPicker, WorksheetButton, tool, worksheet_download
from widgets.live import SITE_BUILD_ENV
from widgets.tools import KernelOnly

ROOT = Path(__file__).resolve().parents[1]
LESSON = "13-house-rules"
BY_ID = (
    "To try a puzzle on the site: type its id (top right of the puzzle) in "
    "“Go to puzzle” on the page “All the puzzles”."
)


@pytest.fixture(autouse=True)
def comm() -> Iterator[None]:
    setup_test_comm()
    yield
    teardown_test_comm()


def downloads(output: str) -> dict[str, str]:
    """Each download link under the button: its file name → the page it holds."""
    links = re.findall(
        r'download="([^"]+)" href="data:text/html;charset=utf-8;base64,([^"]+)"', output
    )
    return {name: base64.b64decode(data).decode("utf-8") for name, data in links}


def test_the_sheet_and_its_key_are_two_files_as_the_command_line_writes_them() -> None:
    button = WorksheetButton("tractor,kitty", count=6, rules="004", seed=3, lang="en")
    made = button.click()
    assert made is not None
    files = downloads(button.output.value)
    name = "worksheet-tractor-kitty-004-seed3-en.html"
    assert list(files) == [name, "worksheet-tractor-kitty-004-seed3-en-key.html"]
    arguments = (["tractor", "kitty"], 6, 2, preset("004"))
    assert files[name] == made.html == worksheet_html(*arguments, seed=3, part="sheet")
    key = files[made.key_name]
    assert key == made.key_html == worksheet_html(*arguments, seed=3, part="key")
    # the class's file has no answers; the teacher's has every one
    assert '<section class="ws-key">' not in files[name]
    assert '<section class="ws-key">' in key
    assert key.count("<li ") == 6
    assert "6 puzzles for the class" in button.output.value
    assert "the answer key, for you" in button.output.value


def test_in_chinese_the_two_files_are_described_in_chinese() -> None:
    button = WorksheetButton("levels", count=2, lang="zh")
    assert button.click() is not None
    assert "2 道题，给学生" in button.output.value
    assert "答案，给老师" in button.output.value
    assert "-zh-key.html" in button.output.value


def test_without_a_web_address_no_link_is_printed_but_each_puzzle_s_id() -> None:
    button = WorksheetButton("throw", count=3, lang="en")
    assert button.link.value == ""
    made = button.click()
    assert made is not None
    assert "href" not in made.html  # no relative /puzzles/?id=… on paper
    assert "/puzzles/" not in made.html
    assert BY_ID in made.html
    for puzzle_id in re.findall(r'data-id="([^"]+)"', made.html):
        assert f'<span class="ws-id">{puzzle_id}</span>' in made.html


def test_with_the_sites_public_address_each_puzzle_prints_a_live_link() -> None:
    address = "https://school.example/tractor/puzzles/"
    button = WorksheetButton("throw", count=3, rules="004", lang="en", link_url=address)
    made = button.click()
    assert made is not None
    links = re.findall(r'class="ws-link" href="([^"]+)"', made.html)
    assert len(links) == 3
    assert all(link.startswith(f"{address}?id=throw-004-") for link in links)
    assert BY_ID not in made.html
    # typed in the box rather than given
    button = WorksheetButton("throw", count=3, rules="004", lang="en")
    button.link.value = f"  {address} "
    assert button.click().html == made.html  # type: ignore[union-attr]


@pytest.mark.parametrize("typed", ["/puzzles/", "school.example/puzzles", "javascript:alert(1)"])
def test_a_live_links_box_without_a_web_address_says_so_in_plain_words(typed: str) -> None:
    button = WorksheetButton("throw", count=2, lang="en")
    button.link.value = typed
    assert button.click() is None
    shown = button.output.value
    assert "Live links: " in shown
    assert "is not a web address" in shown
    assert "link_url" not in shown  # no code names
    assert "href" not in shown
    assert button.link.value == typed  # what was typed is kept
    button.lang.value = "zh"
    assert button.click() is None
    assert "在线链接：" in button.output.value
    assert "不是网址" in button.output.value


def test_the_link_box_is_labelled_in_the_buttons_language() -> None:
    button = WorksheetButton(lang="en")
    assert button.link.description == "Live links"
    button.lang.value = "zh"
    assert button.link.description == say("Live links", "zh") == "在线链接"
    assert "https" not in button.link.placeholder


def test_worksheet_download_gives_the_two_files() -> None:
    link = worksheet_download("tractor", count=2, rules=preset("shengji"), seed=1)
    assert link.name == "worksheet-tractor-shengji-seed1-en.html"
    assert link.key_name == "worksheet-tractor-shengji-seed1-en-key.html"
    assert downloads(link._repr_html_()) == {link.name: link.html, link.key_name: link.key_html}


def test_the_button_is_a_tool_of_the_lessons_with_the_pickers_rules() -> None:
    picker = HouseRulesPicker("002", lang="en")
    button = tool("worksheet", picker=picker, lang="en")
    assert isinstance(button, WorksheetButton)
    assert button.rules.value == "002"
    picker.preset.value = "004"
    assert button.rules.value == "004"
    made = button.click()
    assert made is not None
    assert "-004-" in made.name


def test_on_the_site_the_button_is_a_note_where_it_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SITE_BUILD_ENV, "1")
    for lang, title in (("en", "The worksheet maker"), ("zh", "练习卷制作")):
        note = tool("worksheet", picker=None, lang=lang)
        assert isinstance(note, KernelOnly)
        assert title in note._repr_html_()


@pytest.mark.parametrize("suffix", ["", ".zh"])
def test_lesson_13_has_the_button_under_the_picker(suffix: str) -> None:
    """A teacher runs the lesson; no Python is typed."""
    cells = jupytext.read(ROOT / "lessons" / f"{LESSON}{suffix}.py").cells
    code = [c.source for c in cells if c.cell_type == "code"]
    picker = next(i for i, c in enumerate(code) if 'table_rules = tool("picker")' in c)
    assert 'tool("worksheet", picker=table_rules)' in code[picker + 1]


@pytest.mark.parametrize(
    ("guide", "words"),
    [
        ("teachers-guide.md", ("Worksheet maker", "Lesson 13", "-key.html", "Live links")),
        ("teachers-guide.zh.md", ("练习卷制作", "第 13 课", "-key.html", "在线链接")),
    ],
)
def test_the_teachers_guide_says_where_the_button_is(guide: str, words: tuple[str, ...]) -> None:
    text = (ROOT / "lessons" / guide).read_text(encoding="utf-8")
    for word in words:
        assert word in text, word
    assert 'tool("worksheet"' in text


def test_the_button_has_the_tools_size_controls() -> None:
    button = WorksheetButton(lang="en")
    assert "tc-tool" in button._dom_classes
    assert button.resize(+1) == 1.15
    assert "--tc-tool-scale: 1.15" in button.size_style.value
    assert button.resize(-2) == 0.9
