"""The lessons stay exactly as jupytext writes them (issue: the lessons in JupyterLab).

JupyterLab opens a lesson (a jupytext percent ``.py``) as a notebook; running it adds the kernel's
``language_info``, execution counts, outputs and cell metadata, and saving (also File → Print,
which saves first) writes the notebook back through jupytext with ``lessons/jupytext.toml``. That
must give back the very same bytes, so opening, running, saving or printing a lesson leaves the
checkout clean. The JupyterLab browser test does the same through the real app.
"""

from __future__ import annotations

from pathlib import Path

import jupytext
import pytest
from jupytext.config import load_jupytext_config

from tractor_core.rules.cards import _SUIT_ZH
from tractor_core.text.scripts import script_words

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
SOURCES = sorted(p for p in LESSONS.glob("*.py") if p.read_text("utf-8").startswith("# ---"))


def _as_jupyterlab_leaves_it(path: Path) -> object:
    """The notebook as JupyterLab holds it after Run All: metadata and outputs added."""
    notebook = jupytext.read(path)
    notebook.metadata["language_info"] = {
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "name": "python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
        "version": "3.11.7",
    }
    notebook.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    for count, cell in enumerate(notebook.cells, start=1):
        cell.metadata.update({"scrolled": True, "execution": {"iopub.status.idle": "2026"}})
        if cell.cell_type == "code":
            cell.execution_count = count
            cell.outputs = [{"output_type": "stream", "name": "stdout", "text": "out\n"}]
    return notebook


def test_every_notebook_lesson_is_found():
    assert len(SOURCES) >= 14  # 13 lessons, the puzzles page and the rules catalogue


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_saving_a_lesson_from_jupyterlab_writes_the_same_bytes(path: Path):
    config = load_jupytext_config(str(LESSONS))
    assert config is not None, "lessons/jupytext.toml is missing"
    text = jupytext.writes(_as_jupyterlab_leaves_it(path), fmt="py:percent", config=config)
    assert text == path.read_text(encoding="utf-8")


def test_without_the_config_saving_would_stamp_the_jupytext_version():
    """What lessons/jupytext.toml prevents: the header JupyterLab wrote before it existed."""
    path = LESSONS / "02-trumps.py"
    text = jupytext.writes(_as_jupyterlab_leaves_it(path), fmt="py:percent")
    assert "jupytext_version" in text
    assert text != path.read_text(encoding="utf-8")


# ------------------------------------------------------------------ the words of the lessons
ROOT = LESSONS.parent


def _prose(path: Path) -> str:
    """What a reader reads of a lesson or page: a notebook's Markdown cells, a page's Markdown."""
    if path.suffix == ".md":
        return path.read_text("utf-8")
    return "\n".join(c.source for c in jupytext.read(path).cells if c.cell_type == "markdown")


#: The Chinese pages this checks (the glossary names the other words on purpose).
ZH_PAGES = sorted(
    p
    for p in [*LESSONS.glob("*.zh.py"), *LESSONS.glob("*.zh.md")]
    if p.name != "glossary.zh.md" and not p.name.startswith("play")
)

#: A new reader's review found these beside the glossary's words: {word found: glossary's word}.
NOT_THE_GLOSSARYS = {
    "墩": "一轮 / 赢到的牌 / 捡到的分",
    "一圈": "一轮",
    "练习单": "练习卷",
    "练习纸": "练习卷",
    "地方规则": "房规",
    "各地规则": "房规",
    "红心": "红桃",
    "方块": "方片",
}


def test_the_chinese_pages_are_found():
    assert len(ZH_PAGES) >= 18


@pytest.mark.parametrize("path", ZH_PAGES, ids=lambda p: p.name)
def test_a_chinese_page_says_what_the_glossary_says(path: Path):
    prose = _prose(path)
    found = {word: own for word, own in NOT_THE_GLOSSARYS.items() if word in prose}
    assert found == {}, f"{path.name}: say {found}"


def test_the_glossary_names_one_word_for_each_suit_as_the_engine_prints_it():
    glossary = (LESSONS / "glossary.zh.md").read_text("utf-8")
    row = next(line for line in glossary.splitlines() if line.startswith("| 黑桃 / 红桃"))
    assert row.startswith("| " + " / ".join(_SUIT_ZH.values()) + " |")
    assert list(_SUIT_ZH.values()) == ["黑桃", "红桃", "梅花", "方片"]


@pytest.mark.parametrize(
    "source",
    [
        "tractor_core/words/catalogue.py",
        "tractor_core/words/option_words.py",
        "tractor_core/text/site.py",  # the tools' words (sitebuild/tractor-tools.js says them)
    ],
)
def test_the_rules_words_and_the_tools_name_the_suits_as_the_lessons_do(source: str):
    text = (ROOT / source).read_text("utf-8")
    assert "方块" not in text
    assert "红心" not in text


def test_the_navigation_calls_lesson_13_house_rules():
    assert "第 13 课 · 房规" in (ROOT / "mkdocs.yml").read_text("utf-8")


#: The labels the site's tools really show (sitebuild/tractor-tools.js), that lesson 5 tells a
#: reader to use, by language; and the tool pages the lessons link.
REFEREE_LABELS = {
    "en": ["Trump", "Level", "Suit", "Question", "Who wins this trick?",
           "Plays, one per line, the leader's first", "Give the ruling", "Start from the preset"],
    "zh": ["主牌", "级", "花色", "问题", "这一轮谁大？", "各家出牌，每行一家，首家在先", "裁定",
           "从预设开始"],
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lesson_5_sends_a_site_reader_to_the_referee_with_its_real_labels(lang: str):
    name = "05-ruffing.zh.py" if lang == "zh" else "05-ruffing.py"
    prose = _prose(LESSONS / name)
    assert "(tools/referee.md)" in prose
    assert "(tools/house-rules.md)" in prose
    # what the tool shows: the messages it says (tractor_core/text/site.py), in that language
    said = script_words(ROOT / "sitebuild" / "tractor-tools.js")
    shown = set(said.values()) if lang == "zh" else set(said)
    for label in REFEREE_LABELS[lang]:
        assert label in shown, label  # the tool shows it
        assert label in prose, label  # and the lesson names it
    if lang == "zh":  # the notebook widget's English buttons only for notebook readers
        site_part = prose.split("在笔记本里")[0]
        assert "Rule!" not in site_part
        assert "House rules" not in site_part
        assert "Plays/hands" not in prose


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lessons_10_and_13_link_the_working_tool_pages(lang: str):
    suffix = ".zh.py" if lang == "zh" else ".py"
    ten = _prose(LESSONS / f"10-whole-hand{suffix}")
    thirteen = _prose(LESSONS / f"13-house-rules{suffix}")
    assert "(tools/referee.md)" in ten
    for page in ("house-rules", "referee", "worksheets"):
        assert f"(tools/{page}.md)" in thirteen, page


def test_lesson_8_in_chinese_names_the_table_word_and_the_options_in_words():
    prose = _prose(LESSONS / "08-scoring.zh.py")
    assert "bank passes" not in prose
    assert "A must be defended" not in prose
    assert "“换庄”" in prose
    for words in ("坐庄打过 A 的一方赢", "先升过 A 的一方赢", "过了 A 从 2 重新打"):
        assert f"**{words}**" in prose


def test_lesson_12_says_hand_and_the_number_of_called_cards_in_words():
    said = (ROOT / "tractor_core" / "text" / "lessons.py").read_text("utf-8")  # what lessons print
    for name in ("12-one-deck-friends.py", "12-one-deck-friends.zh.py"):
        text = (LESSONS / name).read_text("utf-8") + said
        assert "第 {number} 副" not in text
        assert "第 {number} 局" in text
        assert "players // 2" not in _prose(LESSONS / name)
    assert "人数的一半" in _prose(LESSONS / "12-one-deck-friends.zh.py")
