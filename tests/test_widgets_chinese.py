"""The teachers' tools, the worksheet button and the house-rules menus in Chinese.

Issue #17 (中文版): "Widget labels, the house-rules descriptions ... in both languages"; engine
reasons are already bilingual, so "the Chinese pages show ``reason_zh``". Issue #21 (lessons in
JupyterLab): "card-typing errors and rule titles stay English in 中文 mode". The tools are driven
headless with a mocked comm, as ipywidgets' own tests do; every expected reason is the engine's
own ``reason_zh``, never a string written here.
"""

from __future__ import annotations

import ast
import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from ipywidgets import Widget
from ipywidgets.widgets.tests.utils import setup_test_comm, teardown_test_comm

from tractor_core import Trump, order_for, preset, puzzles
from tractor_core.api.site_api import _headline
from tractor_core.puzzles.messages import error_zh
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.errors import NotationError
from tractor_core.rules.presets import PRESETS
from tractor_core.rules.rule_codes import rule_code
from tractor_core.rules.trick import trick_winner
from tractor_core.text import name_cards
from tractor_core.text.say import LANG_ENV, SESSION_ENV, page_lang
from tractor_core.text.table import Table
from tractor_core.text.zh import AREAS, ZH
from widgets import (
    HouseRulesPicker,
    Referee,
    TrickExplorer,
    WorksheetButton,
    reason_of,
    tool,
    tools,
    worksheet_button,
)
from widgets.live import SITE_BUILD_ENV, LivePuzzle
from widgets.tools import TITLES, KernelOnly

CJK = re.compile(r"[\u4e00-\u9fff]")
#: An English word of four letters or more (the tools' identifiers, such as option names, aside).
ENGLISH_WORD = re.compile(r"\b[A-Za-z]{4,}\b")


@pytest.fixture(autouse=True)
def mocked_comm() -> Iterator[None]:
    setup_test_comm()
    yield
    teardown_test_comm()


def shown_text(widget: Widget, skip: set[int]) -> list[str]:
    """Every label a reader sees on a widget and its children: descriptions, button texts,
    placeholders and the labels of menu options (not the values typed or chosen); widgets
    whose ``id`` is in ``skip`` are left out."""
    if id(widget) in skip:
        return []
    texts: list[str] = []
    for attr in ("description", "placeholder"):
        value = getattr(widget, attr, "")
        if isinstance(value, str) and value:
            texts.append(value)
    labels = getattr(widget, "_options_labels", ())
    texts.extend(str(label) for label in labels)
    for child in getattr(widget, "children", ()):
        texts.extend(shown_text(child, skip))
    return texts


# --------------------------------------------------------------------------- every label has zh
#: The notebook tools' code: the picker, referee and trick explorer, and the worksheet button.
TOOL_FILES = {
    name: ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
    for name, module in (("tools", tools), ("worksheet_button", worksheet_button))
}


def _strings(source: ast.Module) -> set[str]:
    """Every string written in a module but its docstrings (its messages among them)."""
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(source)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return {
        node.value
        for node in ast.walk(source)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    }


TOOLS_STRINGS = set().union(*(_strings(source) for source in TOOL_FILES.values()))


@pytest.mark.parametrize("name", sorted(TOOL_FILES))
def test_the_notebook_tools_keep_no_word_table_of_their_own(name: str) -> None:
    """Issue #26 items 2 and 5: one catalogue, and the notebook's referee and the site's speak
    one set of words. ``widgets/tools.py`` and ``widgets/worksheet_button.py`` say every word
    through ``tractor_core.text``: no table keyed by language, and no Chinese written in their
    code but the switch's own 中文."""
    tables = [
        node.lineno
        for node in ast.walk(TOOL_FILES[name])
        if isinstance(node, ast.Dict)
        and {"en", "zh"}
        <= {k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    ]
    assert tables == [], f"a word table keyed by language in widgets/{name}.py"
    chinese = sorted(s for s in _strings(TOOL_FILES[name]) if CJK.search(s) and s != "中文")
    assert chinese == []


def test_every_notebook_tools_message_is_said_by_the_tools_in_chinese() -> None:
    """The catalogue's notebook-tools area holds the tools' own words, each said by them (no
    dead message), each with Chinese written in Chinese; the tools' names too."""
    area = AREAS["notebook tools"]
    said = {msgid.rpartition("|")[2] for msgid in area}  # "paper|Letter": said with a context
    assert said <= TOOLS_STRINGS, said - TOOLS_STRINGS
    assert set(TITLES.values()) <= set(ZH)
    for msgid, zh in area.items():
        if ENGLISH_WORD.search(re.sub(r"\{\w+\}", "", msgid)):  # words, not only {values}
            assert CJK.search(zh), (msgid, zh)


def test_the_notebook_referee_says_the_site_referee_s_words() -> None:
    """Issue #26 item 5: where both referees show the same thing they say the same message:
    the notebook's labels are the site's tools' own (tractor_core/text/site.py's TOOLS)."""
    site = AREAS["tools"]

    def site_says(msgid: str, lang: str) -> str:  # the site's table, read as it is written
        return site[msgid] if lang == "zh" else msgid

    for lang in ("en", "zh"):
        ref = Referee(lang=lang, show_picker=True)
        assert ref.question.description == site_says("Question", lang)
        assert ref.level.description == site_says("Level", lang)
        assert ref.picker.preset.description == site_says("House rules", lang)
        assert ref.suit._options_labels[0] == site_says("no trump", lang)
    assert {"Question", "Level", "House rules", "no trump", "— choose —"} <= set(site)
    assert not {"Question", "Level", "House rules", "no trump"} & set(AREAS["notebook tools"])


def test_every_preset_has_a_chinese_title_and_notes() -> None:
    """Issue #17: the house-rules menus in 中文 showed the presets' English titles and notes;
    every preset has its title and notes in Chinese, the source presets' titles led by their
    names as in English (the menus drop a name the title begins with)."""
    for p in PRESETS:
        assert CJK.search(p.title_zh), p.name
        assert CJK.search(p.notes_zh), p.name
        assert p.title.startswith(p.name) == p.title_zh.startswith(p.name), p.name


def test_the_puzzles_house_rules_menu_and_lens_carry_the_chinese_titles() -> None:
    """The puzzle's menu (state.presets) and its compare-house-rules lens give each preset's
    Chinese title next to the English one, for 中文 mode (widgets/static/puzzle.js)."""
    state = puzzles.initial_state("kitty", seed=3, lang="zh")
    titles = {p.name: p.title_zh for p in PRESETS}
    assert {c["name"]: c["title_zh"] for c in state["presets"]} == titles
    english = puzzles.initial_state("kitty", seed=3)
    assert all("title_zh" not in c for c in english["presets"]), "an English page's bytes"
    switched = puzzles.handle(english, {"type": "settings", "lang": "zh"})
    assert {c["name"]: c["title_zh"] for c in switched["presets"]} == titles
    code = rule_code(preset("default", kitty_multiplier="power_of_two"))
    changed = puzzles.handle(state, {"type": "settings", "preset": code})
    assert changed["presets"][-1]["name"] == code
    assert changed["presets"][-1]["title_zh"] == f"你们的房规（{code}）"
    rows = puzzles.lens("kitty-default-1-3")
    assert {r["preset"]: r["title_zh"] for r in rows} == titles


# ------------------------------------------------------------------------------ the tools in 中文
@pytest.mark.parametrize(
    "make",
    [
        lambda: HouseRulesPicker(lang="zh"),
        lambda: Referee(lang="zh", show_picker=True),
        lambda: TrickExplorer(lang="zh", seed=3),
        lambda: WorksheetButton(lang="zh"),
    ],
    ids=["picker", "referee", "explorer", "worksheet"],
)
def test_a_tool_in_chinese_shows_no_english_label(make: Any) -> None:
    """Issue #17: every label, button and hint of a tool in 中文 is Chinese (the option names of
    the picker, such as ``decks``, are the engine's identifiers and stay as they are)."""
    widget = make()
    picker = widget if isinstance(widget, HouseRulesPicker) else getattr(widget, "picker", None)
    # the option menus: their names and values are the engine's identifiers (decks, standard)
    skip = {id(box) for box in picker.options.values()} if picker is not None else set()
    english = [
        text
        for text in shown_text(widget, skip)
        if ENGLISH_WORD.search(text)
        and not CJK.search(text)
        and text != "English"  # the switch's own name for English
    ]
    assert english == []


def test_a_chinese_referee_ruling_uses_reason_zh() -> None:
    """Issue #17: "the Chinese pages show reason_zh". Source 000's example (♠5 ♠4 ♠4 led at
    level 10, hearts trump; 884 over-ruffs 977): the ruling is the engine's reason_zh, with a
    Chinese headline, and none of its English reason."""
    plays = ["S5 S4 S4", "H9 H7 H7", "H8 H8 H4", "S2 S3 S6"]
    ref = Referee(lang="zh", level="10", suit="H", lead=plays[0], others="\n".join(plays[1:]))
    ref.picker.preset.value = "000"
    ref.button.click()
    verdict = trick_winner(plays, order_for(Trump.parse("10", "H"), preset("000")))
    zh, en = name_cards(verdict.reason_zh, "zh"), name_cards(verdict.reason, "en")  # ♠10, 黑桃10
    assert html.escape(zh) in ref.ruling.value
    assert "红桃9、红桃7、红桃7" in ref.ruling.value
    seat = "南东北西"[verdict.value]
    assert (
        f"<b>{seat}（第 {verdict.value + 1} 行）赢这一轮；南首出（第 1 行）。</b>"
        in ref.ruling.value
    )
    assert html.escape(en) not in ref.ruling.value
    assert 'lang="zh-Hans"' in ref.ruling.value
    # the switch turns the same ruling into English, and back, without ruling again
    ref.switch.value = "en"
    assert html.escape(en) in ref.ruling.value
    assert ref.button.description == "Rule!"
    ref.switch.value = "zh"
    assert html.escape(zh) in ref.ruling.value
    assert ref.button.description == "裁决！"


def test_a_typo_in_chinese_names_the_box_and_the_token() -> None:
    """Issue #21: card-typing errors stayed English in 中文 mode. A wrong card is named with its
    box, its line and its token in Chinese, as the puzzles' messages write it, and the text
    the reader typed stays."""
    ref = Referee(lang="zh", lead="SA", others="S3\nH5\nSx")
    with pytest.raises(NotationError) as caught:
        parse_cards("Sx")
    expected = error_zh(caught.value)
    assert expected is not None
    assert html.escape(expected) in ref.input_error.value
    assert "各家出牌 第 4 行" in ref.input_error.value
    ref.button.click()
    assert "无法裁决" in ref.ruling.value
    assert "&#x27;Sx&#x27;" in ref.ruling.value
    assert "各家出牌 第 4 行" in ref.ruling.value
    assert "rank must be" not in ref.ruling.value
    assert "input." not in ref.ruling.value
    assert ref.boxes["plays"].value == "SA\nS3\nH5\nSx"
    ref.switch.value = "en"  # the same problem, said again in English
    assert "Cannot rule:" in ref.ruling.value
    assert "Plays, line 4" in ref.ruling.value
    assert "无法裁决" not in ref.ruling.value


def test_a_missing_play_is_asked_for_in_chinese() -> None:
    """Tracker: "Who wins this trick?" with only a lead asks for the plays — in 中文 too."""
    ref = Referee(lang="zh", lead="SA")
    ref.button.click()
    assert "请写上每一家出的牌" in ref.ruling.value
    assert "赢" not in ref.ruling.value


@pytest.mark.parametrize(
    ("kind", "answer"),
    [
        ("trick_winner", {"winner": 1}),
        ("follow_legal", {"legal": True}),
        ("follow_legal", {"legal": False, "required": ["S5", "S5"]}),
        ("throw", {"succeeds": True}),
        ("throw", {"succeeds": False, "forced": ["S5"], "penalty": 0}),
        ("is_tractor", {"tractor": True}),
        ("is_tractor", {"tractor": False}),
    ],
)
def test_every_referee_headline_has_its_chinese(kind: str, answer: dict[str, Any]) -> None:
    """The plain-words headline of each question (the one referee's, the site's and the widget's),
    in Chinese with no English word."""
    said = _headline(kind, answer, {"plays": [1, 2, 3, 4]})
    assert CJK.search(said["zh"])
    assert not ENGLISH_WORD.search(said["zh"]), said["zh"]
    assert said["zh"] != said["en"]


def test_the_trick_explorer_in_chinese_names_seats_and_reasons_in_chinese() -> None:
    """One name per player in 中文 too (issue 30 item 4): the picture, the headline and the
    engine's reason all name the table's compass seats 南/东/北/西, placed from the trick's leader."""
    explorer = TrickExplorer(lang="zh", seed=3)
    assert explorer.hand is not None
    explorer.show(5)
    trick = explorer.hand.tricks[5]
    order = explorer.hand.order
    assert order is not None
    reason = trick_winner(trick.plays, order).said("zh", Table(4, leader=trick.leader))
    compass_zh, compass = ("南", "东", "北", "西"), ("South", "East", "North", "West")
    assert reason.startswith(f"{compass_zh[trick.winner]}赢得本轮。")
    assert html.escape(reason) in explorer.ruling.value
    assert f"{compass_zh[trick.winner]}赢。" in explorer.ruling.value
    assert "座位" not in explorer.ruling.value
    assert "第 6 轮" in explorer.position.value
    assert order.trump.describe_zh() in explorer.position.value
    assert f"{compass_zh[trick.leader]} · 首家" in explorer.picture.value
    assert ">Seat " not in explorer.picture.value
    explorer.switch.value = "en"
    assert f"{compass[trick.winner]} wins." in explorer.ruling.value
    assert "Trick 6 of" in explorer.position.value


def test_the_picker_in_chinese_shows_the_presets_chinese_titles_and_notes() -> None:
    picker = HouseRulesPicker("004", lang="zh")
    p004 = next(p for p in PRESETS if p.name == "004")
    assert p004.title_zh in picker.preset._options_labels
    assert html.escape(p004.notes_zh) in picker.notes.value
    picker.options["decks"].value = 3  # 004's ×4n kitty has no value for triples
    assert "引擎不接受这套规则" in picker.error.value
    # issue 31: the refusal in the picker's language and plain words, no option names
    assert "抠底翻几倍" in picker.error.value
    assert "four_per_pair" not in picker.error.value
    assert "kitty_multiplier" not in picker.error.value
    assert picker.options["decks"].value == 2
    picker.switch.value = "en"
    assert p004.title in picker.preset._options_labels
    assert html.escape(p004.notes) in picker.notes.value
    assert picker.preset.value == "004", "relabelling the menu keeps the choice"
    assert picker.rules.decks == 2


def test_the_worksheet_switch_relabels_the_button() -> None:
    button = WorksheetButton()
    assert button.button.description == "Make worksheet"
    button.lang.value = "zh"
    assert button.button.description == "制作练习卷"
    assert button.kinds.description == "题型"
    assert [label for label, _ in button.kinds.options][:2] == ["主牌大小", "是不是拖拉机"]
    assert button.rules.description == "房规"  # the site's worksheet maker's word
    button.count.value = 2
    link = button.click()
    assert link is not None
    assert "道题，给学生" in button.output.value
    assert "答案，给老师" in button.output.value


# ------------------------------------------------------------- the page's language (the site)
def test_tool_follows_the_page_language_on_the_site(monkeypatch: pytest.MonkeyPatch) -> None:
    """The static site's note where no Python runs is written in the page's language: a Chinese
    lesson is executed with TRACTOR_LANG=zh (sitebuild/hooks.py), an English one without."""
    monkeypatch.setenv(SITE_BUILD_ENV, "1")
    english = tool("referee")
    assert isinstance(english, KernelOnly)
    assert "runs with Python" in english._repr_html_()
    monkeypatch.setenv(LANG_ENV, "zh")
    note = tool("referee")
    assert isinstance(note, KernelOnly)
    shown = note._repr_html_()
    assert 'lang="zh-Hans"' in shown
    assert "裁判要用 Python 运行" in shown
    assert not re.search(r"\b(This|tool|needs|lesson)\b", re.sub(r"<[^>]*>", "", shown))
    static = LivePuzzle(puzzles.initial_state("tractor", seed=1))._repr_html_()
    assert "页面加载完成后" in static
    with pytest.raises(ValueError, match="lang 'fr': expected one of en, zh"):
        tool("referee", lang="fr")


def test_a_lesson_display_function_gives_the_reason_in_the_page_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Lessons 4 and 5 show reasons through ``reason_of``: the same code prints the English
    reason on the English page and the engine's reason_zh on the Chinese one."""
    verdict = trick_winner(["SK", "SA", "SA", "S3"], order_for(Trump.parse("2", "H")))
    monkeypatch.delenv(LANG_ENV, raising=False)
    assert page_lang() == "en"
    assert reason_of(verdict) == verdict.reason
    assert "East's ♠A beats South's ♠K" in reason_of(verdict)  # the leader is South by default
    monkeypatch.setenv(LANG_ENV, "zh")
    assert reason_of(verdict) == verdict.reason_zh
    assert "东的 黑桃A 大过南的 黑桃K" in reason_of(verdict)
    ruling = verdict.details["rulings"][1]
    assert reason_of(ruling) == name_cards(ruling["reason_zh"], "zh")


def test_the_site_build_sets_the_language_of_each_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """sitebuild/hooks.py: before a page's notebook is executed, TRACTOR_LANG is its language;
    after it is rendered, it is removed."""
    from mkdocs.config.defaults import MkDocsConfig  # noqa: PLC0415
    from mkdocs.structure.files import File, Files  # noqa: PLC0415
    from mkdocs.structure.pages import Page  # noqa: PLC0415

    from sitebuild import hooks  # noqa: PLC0415 - the build's hooks, only for this test

    config = MkDocsConfig()
    config.docs_dir = "lessons"
    files = Files([])

    def page(source: str, url: str) -> Page:
        return Page(
            None, File(source, "lessons", "site", True, dest_uri=url + "index.html"), config
        )

    monkeypatch.delenv(LANG_ENV, raising=False)
    chinese = page("05-ruffing.zh.py", "zh/05-ruffing/")
    hooks.on_page_markdown("", page=chinese, config=config, files=files)
    assert page_lang() == "zh"
    hooks.on_page_content("", page=chinese, config=config, files=files)
    assert page_lang() == "en"
    english = page("05-ruffing.py", "05-ruffing/")
    hooks.on_page_markdown("", page=english, config=config, files=files)
    assert page_lang() == "en"
    hooks.on_page_content("", page=english, config=config, files=files)


def test_a_chinese_lessons_cell_run_on_the_page_gives_the_chinese_reason() -> None:
    """A cell run on the page (sitebuild/lesson_runner, issue #20) imports stand-ins for the
    widgets: in a Chinese lesson (its notebook ``NN-name.zh``) ``reason_of`` gives reason_zh and
    ``tool`` a Chinese note, as the built Chinese page shows; in the English lesson, English."""
    from sitebuild.lesson_runner import forget, run_cell  # noqa: PLC0415 - the page's runner

    cell = (
        "from widgets import reason_of, tool\n"
        "from tractor_core import Trump, order_for\n"
        "from tractor_core.rules.trick import trick_winner\n"
        'v = trick_winner(["SK", "SA"], order_for(Trump.parse("2", "H")))\n'
        "print(reason_of(v))\n"
        'tool("referee")'
    )
    verdict = trick_winner(["SK", "SA"], order_for(Trump.parse("2", "H")))
    for lesson, reason, note in (
        ("test-lang.zh", name_cards(verdict.reason_zh, "zh"), "裁判要用 Python 内核运行"),
        ("test-lang", name_cards(verdict.reason, "en"), "The referee needs a Python kernel"),
    ):
        answer = run_cell(lesson, [cell], 0)
        forget(lesson)
        assert answer["ok"], answer["error"]
        assert answer["outputs"][0]["text"] == reason + "\n"
        assert note in answer["outputs"][1]["html"]


def test_a_chinese_lesson_opened_in_jupyterlab_starts_its_tools_in_chinese(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Jupyter Server gives a kernel its notebook's path (JPY_SESSION_NAME): a Chinese lesson
    (``NN-name.zh.py``) opened in JupyterLab gets its tools and reasons in Chinese; the site
    build's TRACTOR_LANG, when set, decides."""
    monkeypatch.delenv(LANG_ENV, raising=False)
    monkeypatch.setenv(SESSION_ENV, "lessons/05-ruffing.zh.py")
    assert page_lang() == "zh"
    assert tool("referee").lang == "zh"
    assert HouseRulesPicker().lang == "zh"
    assert WorksheetButton().lang.value == "zh"
    monkeypatch.setenv(SESSION_ENV, "05-ruffing.zh.ipynb")
    assert page_lang() == "zh"
    monkeypatch.setenv(SESSION_ENV, "lessons/05-ruffing.py")
    assert page_lang() == "en"
    assert tool("referee").lang == "en"
    monkeypatch.setenv(SESSION_ENV, "lessons/05-ruffing.zh.py")
    monkeypatch.setenv(LANG_ENV, "en")
    assert page_lang() == "en"
