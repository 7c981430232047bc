"""The widgets' own Chinese font (issue 31, the lessons in JupyterLab, item 10).

JupyterLab ships no Chinese font: on a machine without one, every Chinese lesson's puzzles and
tools showed empty boxes. The widgets now carry Noto Sans SC cut down to the Chinese the engine
and the widgets can show (``widgets/chinese_font.py``), as a ``data:`` URL in the stylesheet of
one hidden widget per kernel. These tests check that the committed font covers every Chinese
character those tables hold, that it stays small, and that every puzzle and tool brings it;
``tests/site/test_widgets_lab.py`` checks a real JupyterLab draws a Chinese lesson with it.
"""

from __future__ import annotations

import ast
import base64
import io
import re
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont
from ipywidgets.widgets.tests.utils import setup_test_comm, teardown_test_comm

from sitebuild import chinese
from tractor_core.rules.presets import PRESETS
from tractor_core.text.zh import ZH
from tractor_core.words.catalogue import CATALOGUE, title_zh
from tractor_core.words.option_words import OPTION_WORDS
from widgets import chinese_font as cf
from widgets import tools, worksheet_button

ROOT = Path(__file__).resolve().parents[1]
#: The most the font may weigh (it is sent once per kernel, base64 in a stylesheet).
BUDGET = 160 * 1024


@pytest.fixture(autouse=True)
def comm() -> Iterator[None]:
    setup_test_comm()
    yield
    teardown_test_comm()


def _strings(source: str) -> set[str]:
    """Every string written in a Python source (the messages it says among them)."""
    return {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def covered() -> set[str]:
    font = TTFont(io.BytesIO(cf.FONT_FILE.read_bytes()))
    return {chr(code) for code in font.getBestCmap()}


def missing_from_font(characters: set[str]) -> list[str]:
    """The characters the widgets' font lacks, but for those Noto Sans SC itself has not."""
    missing = characters - covered()
    if missing and chinese.FONTS[400].exists():
        full = {chr(code) for code in TTFont(chinese.FONTS[400]).getBestCmap()}
        missing &= full
    return sorted(missing)


def test_the_font_covers_every_chinese_character_of_the_engine_and_the_widgets() -> None:
    needed = cf.needed_characters()
    assert len(needed) > 500  # the tables are there (the text tables alone hold hundreds)
    missing = missing_from_font(needed)
    assert not missing, (
        f"the widgets' Chinese font lacks {''.join(missing)!r}: run `make widget-font` "
        "and commit widgets/static/fonts/noto-sans-sc-widgets.woff2"
    )


def test_the_font_covers_the_tables_a_widget_shows() -> None:
    """Each table named in the issue, read as the widgets read it (not as source text)."""
    tables = {
        "tractor_core.text": list(ZH.values()),
        "option words": [w.label[1] for w in OPTION_WORDS.values()]
        + [w.doc[1] for w in OPTION_WORDS.values()],
        "catalogue titles": [title_zh(rule) for rule in CATALOGUE],
        "presets": [p.title_zh for p in PRESETS] + [p.notes_zh for p in PRESETS],
        # the notebook tools' words: the catalogue's Chinese of each message they say
        "the tools' words": [
            ZH[s]
            for module in (tools, worksheet_button)
            for s in _strings(Path(module.__file__ or "").read_text(encoding="utf-8"))
            if s in ZH
        ],
    }
    for table, texts in tables.items():
        characters = cf.chinese_in(texts)
        assert characters, table
        assert not missing_from_font(characters), table


def test_the_puzzle_front_end_s_chinese_is_covered() -> None:
    script = (ROOT / "widgets" / "static" / "puzzle.js").read_text(encoding="utf-8")
    assert "中文" in script
    assert not missing_from_font(cf.chinese_in([script]))


def test_the_font_is_small() -> None:
    size = cf.FONT_FILE.stat().st_size
    print(f"widgets' Chinese font: {size:,} bytes, {len(covered())} characters")
    assert size <= BUDGET


def test_its_stylesheet_carries_the_font_for_the_chinese_blocks_only() -> None:
    css = cf.font_css()
    data = re.search(r"url\(data:font/woff2;base64,([A-Za-z0-9+/=]+)\)", css)
    assert data is not None
    assert base64.b64decode(data.group(1)) == cf.FONT_FILE.read_bytes()
    # the site's family and blocks (sitebuild/chinese.css), so Latin text keeps its fonts
    site_css = chinese.STYLESHEET.read_text(encoding="utf-8")
    assert set(re.findall(r"unicode-range:\s*([^;]+);", css)) == set(
        re.findall(r"unicode-range:\s*([^;]+);", site_css)
    )
    assert cf.FAMILY == chinese.FAMILY
    assert cf.BLOCKS == chinese.BLOCKS
    # named first for the puzzles, the tools, the cards' jokers and the explorer's seats
    for selector in ("div.tc-puzzle", ".tc-tool select", "#tc-deck text", ".tc-tool svg text"):
        rule = re.search(re.escape(selector) + r"[^{]*\{\s*font-family:\s*\"([^\"]+)\"", css)
        assert rule is not None, selector
        assert rule.group(1) == cf.FAMILY, selector
    # anywidget takes a one-line string with a dot for a file name: this one is CSS
    assert "\n" in css


def test_every_puzzle_and_tool_brings_the_one_font_widget() -> None:
    from widgets import HouseRulesPicker, PuzzleWidget, WorksheetButton  # noqa: PLC0415

    cf._ONE.clear()
    PuzzleWidget("tractor", lang="zh")
    font = cf.chinese_font()
    assert isinstance(font, cf.ChineseFont)
    assert font._css == cf.font_css()
    HouseRulesPicker(lang="zh")
    WorksheetButton(lang="zh")
    assert cf.chinese_font() is font  # one per kernel: the font is sent once
    cf._ONE.clear()
    WorksheetButton(lang="en")  # an English lesson's tool has a 中文 switch too
    assert cf._ONE


@pytest.mark.slow
def test_the_sites_wheel_has_the_widgets_but_not_their_font(tmp_path: Path) -> None:
    from sitebuild import site_wheel  # noqa: PLC0415

    wheel = site_wheel.build(base=tmp_path)
    try:
        names = zipfile.ZipFile(wheel).namelist()
    finally:
        site_wheel.clean()
    assert "widgets/chinese_font.py" in names
    assert not [n for n in names if n.endswith(".woff2")]


def test_without_the_font_file_the_stylesheet_is_empty(monkeypatch: pytest.MonkeyPatch) -> None:
    """The site's wheel (JupyterLite) has no font file: the widgets still import and run."""
    monkeypatch.setattr(cf, "FONT_FILE", ROOT / "no-such-font.woff2")
    cf.font_css.cache_clear()
    try:
        assert cf.font_css() == ""
    finally:
        cf.font_css.cache_clear()
