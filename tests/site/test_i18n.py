"""The whole site in English and Chinese, with a language switch on every page (issue #17, 中文版).

One strict build writes both languages (mkdocs-static-i18n: English at ``/``, Chinese at
``/zh/``). Checked on the built site: every English page has its Chinese page (translated, or on
:data:`NOT_TRANSLATED`, printed by the test, which shows the English text under a note), the
switch on each leads to the other, a translated Chinese page has no English prose, each language
has its own search index; and in Chromium: the switch (also after instant navigation) and the
remembered choice, a puzzle's verdict in Chinese on a Chinese page, Chinese search, and the
glossary terms' tooltips by keyboard.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest

from tests.site.conftest import PageWatch
from tractor_core import Rank, Suit, Trump, order_for, puzzles
from tractor_core.rules.presets import PRESETS
from tractor_core.rules.trick import trick_winner
from tractor_core.text import name_cards
from widgets.tools import preset_label

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
TIMEOUT = 90_000

#: Pages whose Chinese version is not written yet: their /zh/ page shows the English text under a
#: note that says so. Remove a page from here when its ``.zh`` file is added.
NOT_TRANSLATED: set[str] = set()


def _sources() -> list[Path]:
    """The English pages' source files (no ``.zh`` in the name)."""
    return sorted(
        p
        for p in [*LESSONS.rglob("*.md"), *LESSONS.glob("*.py")]
        if ".zh." not in p.name and (p.suffix == ".md" or p.read_text("utf-8").startswith("# ---"))
    )


def _name(source: Path) -> str:
    """A page's source file as NOT_TRANSLATED names it (``tools/referee.md``)."""
    return source.relative_to(LESSONS).as_posix()


def _page(source: Path) -> str:
    """The address of a page built from a source file (``index.md`` is the root)."""
    stem = source.name.split(".")[0]
    folder = "".join(f"{part}/" for part in source.relative_to(LESSONS).parent.parts)
    return folder if stem == "index" else f"{folder}{stem}/"


def _switch(html: str) -> dict[str, str]:
    """The language switch's links of a built page: {lang: href}."""
    links = re.findall(r'<a href="([^"]*)" hreflang="([a-z]+)" class="md-select__link"', html)
    return {lang: href for href, lang in links}


def _resolve(page: str, href: str) -> str:
    return urlsplit(urljoin(f"http://site/{page}", href)).path.lstrip("/")


def test_the_list_of_pages_not_translated_yet(capsys: pytest.CaptureFixture[str]) -> None:
    """Every English page has a Chinese file or is on the list, and the list is up to date."""
    missing = {
        _name(p) for p in _sources() if not p.with_name(p.name.replace(".", ".zh.", 1)).exists()
    }
    with capsys.disabled():
        print(f"\nNot translated into Chinese yet ({len(missing)}): {', '.join(sorted(missing))}")
    assert missing == NOT_TRANSLATED


def test_both_languages_are_built_and_every_page_has_its_chinese_page(built_site: Path) -> None:
    for source in _sources():
        page = _page(source)
        english = (built_site / page / "index.html").read_text(encoding="utf-8")
        chinese = (built_site / "zh" / page / "index.html").read_text(encoding="utf-8")
        assert '<html lang="en"' in english, page
        assert '<html lang="zh"' in chinese, page
        untranslated = "tc-untranslated" in chinese
        assert untranslated == (_name(source) in NOT_TRANSLATED), page
        # an English text in a Chinese page says it is English (screen readers, fonts)
        assert ('<div lang="en">' in chinese) == untranslated, page


def test_the_switch_on_every_page_leads_to_the_same_page_in_the_other_language(
    built_site: Path,
) -> None:
    for source in _sources():
        page = _page(source)
        english = (built_site / page / "index.html").read_text(encoding="utf-8")
        chinese = (built_site / "zh" / page / "index.html").read_text(encoding="utf-8")
        assert _resolve(page, _switch(english)["zh"]) == f"zh/{page}", page
        assert _resolve(f"zh/{page}", _switch(chinese)["en"]) == page, page
        assert _resolve(page, _switch(english)["en"]) == page, page


def test_the_chinese_pages_navigation_and_links_are_chinese(built_site: Path) -> None:
    html = (built_site / "zh" / "08-scoring" / "index.html").read_text(encoding="utf-8")
    text = re.sub(r"<[^>]+>", "", html)
    assert "第 8 课 · 一局的计分" in text
    assert "术语表" in text
    # an untranslated lesson is listed by its Chinese title, not its English heading
    assert "第 2 课 · 主牌" in text
    assert "Lesson 2 · Trumps" not in text
    assert "全部题目" in text
    # a lesson's link by file name stays in Chinese: 07-kitty.py from zh/08-scoring/
    assert 'href="../07-kitty/"' in html
    assert 'href="../../07-kitty/' not in html
    assert "在浏览器里运行这一课" in html
    assert "path=08-scoring.zh.ipynb" in html
    # an exercise's 答案 holds its own code cell, and its Chinese is marked as the page's is
    answers = html.count('<summary><span lang="zh-Hans">答案</span></summary>')
    assert answers >= 1
    assert html.count('<div class="tc-solution-code">') == answers
    assert "Solution</summary>" not in html


# ------------------------------------------------------------------ heading ids
_MD_HEADING = re.compile(r"(?m)^#{1,6} +(.+?)(?: +\{#[^}]*\})?\s*$")


def _headings(path: Path) -> list[str]:
    """The Markdown headings of a page's source (a notebook's Markdown cells too)."""
    return _MD_HEADING.findall(_markdown_of(path))


def test_markdown_heading_ids_keep_chinese_in_chinese_files_only() -> None:
    """Python-Markdown's default ids drop Chinese (``## 牌和主`` was ``#_3``); a Chinese file's
    heading keeps it, and every English file's headings keep the ids links already use, also
    those with Chinese in them (``Trump order (主牌), strongest first``)."""
    from markdown.extensions import toc  # type: ignore[import-untyped]  # noqa: PLC0415

    from sitebuild import i18n_hook  # noqa: PLC0415 - the mkdocs hook, loaded by path there

    english = [h for p in _sources() for h in _headings(p)]
    with_chinese = [h for h in english if re.search(r"[\u4e00-\u9fff]", h)]
    assert "Trump order (主牌), strongest first" in with_chinese
    i18n_hook._RENDERING["locale"] = "en"
    assert [i18n_hook.heading_slug(h, "-") for h in english] == [
        toc.slugify(h, "-") for h in english
    ]
    i18n_hook._RENDERING["locale"] = "zh"
    try:
        assert i18n_hook.heading_slug("牌和主", "-") == "牌和主"
        assert i18n_hook.heading_slug("规则速查 · Cheat sheet", "-") == "规则速查-cheat-sheet"
        assert i18n_hook.heading_slug("主牌的大小（从大到小）", "-") == "主牌的大小从大到小"
    finally:
        i18n_hook._RENDERING["locale"] = "en"


_BUILT_HEADING = re.compile(r'<h([1-6]) id="([^"]*)"[^>]*>(.*?)</h\1>', re.S)


def test_chinese_pages_headings_have_ids_that_keep_their_chinese(built_site: Path) -> None:
    """On every Chinese page (Markdown and notebooks alike) a heading in Chinese has an id with
    its Chinese (never ``_1``, ``_2``…), and the table of contents leads to it."""
    checked = 0
    for page in sorted((built_site / "zh").rglob("index.html")):
        html_text = page.read_text(encoding="utf-8")
        toc_links = set(re.findall(r'<a href="#([^"]*)" class="md-nav__link"', html_text))
        for _level, name, inner in _BUILT_HEADING.findall(html_text):
            text = html.unescape(re.sub(r"<[^>]+>|¶", "", inner)).strip()
            assert not re.fullmatch(r"_\d+", name), (page, text)
            chinese = re.findall(r"[\u4e00-\u9fff]", text)
            if chinese and "{#" not in text and name not in _EXPLICIT_IDS:
                assert chinese[0] in name, (page, text, name)
                checked += 1
        assert not any(re.fullmatch(r"_\d+", link) for link in toc_links), page
    assert checked >= 40
    glossary = (built_site / "zh" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert 'id="牌和主"' in glossary
    assert '<a href="#牌和主" class="md-nav__link"' in glossary
    cheat = (built_site / "zh" / "cheat-sheet" / "index.html").read_text(encoding="utf-8")
    assert 'id="主牌的大小从大到小"' in cheat


#: Ids a Chinese page sets itself (``{#timings}`` in teachers-guide.zh.md): the English page's, on
#: purpose, so that links to them work in both languages.
_EXPLICIT_IDS = {
    "the-teachers-tools-on-the-site",
    "running-a-lesson-in-class",
    "notes-on-the-later-lessons",
    "the-tools-in-jupyterlab",
    "timings",
    "sharing-your-house-rules-rule-codes",
    "worksheets",
    "how-to-print-a-worksheet",
    "printing",
}


def test_english_pages_heading_ids_are_unchanged(built_site: Path) -> None:
    """English ids stay ASCII, Python-Markdown's: links and tests use them."""
    for page in sorted(built_site.rglob("index.html")):
        parts = page.relative_to(built_site).parts
        if parts[0] in ("zh", "lite", "search"):
            continue
        for _level, name, _inner in _BUILT_HEADING.findall(page.read_text(encoding="utf-8")):
            assert name.isascii(), (page, name)
    cheat = (built_site / "cheat-sheet" / "index.html").read_text(encoding="utf-8")
    for name in ("trump-order-strongest-first", "following", "kitty-capture"):
        assert f'id="{name}"' in cheat, name


@pytest.mark.browser
@pytest.mark.parametrize("width", [390, 1366])
def test_a_link_copied_from_a_chinese_table_of_contents_opens_at_its_heading(
    watched: PageWatch, width: int
) -> None:
    """The address a reader copies after following the contents (the browser percent-encodes
    the Chinese) opens the page at that heading, in a fresh tab."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{watched.base}/zh/glossary/")
    # (instant navigation makes the links absolute, with the Chinese percent-encoded)
    link = page.locator(".md-sidebar--secondary a.md-nav__link", has_text="牌型和出牌")
    if width >= 1220:  # the contents are in the right-hand sidebar
        link.click()
    else:  # on a phone they are behind the menu: follow the same address
        page.evaluate("location.hash = '#牌型和出牌'")
    page.wait_for_function("decodeURIComponent(location.hash) === '#牌型和出牌'")
    copied = page.url
    assert "%E7%89%8C%E5%9E%8B" in copied  # 牌型, as a copied address carries it
    fresh = watched.context.new_page()
    fresh.set_viewport_size({"width": width, "height": 800})
    fresh.goto(copied)
    heading = fresh.locator("h2#牌型和出牌")
    assert heading.inner_text().startswith("牌型和出牌")
    fresh.wait_for_function(
        """() => { const r = document.getElementById('牌型和出牌').getBoundingClientRect();
                   return r.top >= 0 && r.top < innerHeight / 2; }"""
    )
    fresh.close()


# ------------------------------------------------------------------ no English prose
#: What a Chinese page may write in Latin letters: code, card notation and rule ids (in
#: backticks), titles in italics, quotations, link targets, HTML, and the glossary's English
#: words in parentheses after the Chinese.
_ALLOWED = re.compile(
    r"`[^`]*`|\*[^*]+\*|“[^”]*”|\"[^\"]*\"|（[^）]*）|\([^)]*\)|<[^>]*>|\]\([^)]*\)",
)
_ENGLISH_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){3,}")


def english_prose(markdown: str) -> list[str]:
    """Runs of four or more English words left in Markdown once the allowed parts are removed.

    >>> english_prose("**下一课：**[第 2 课](02-trumps.py)——`order.trump`（the trump order）")
    []
    >>> english_prose("这是拖拉机。 This sentence was left in English.")
    ['This sentence was left in English']
    """
    found = []
    for paragraph in re.split(r"\n\s*\n", markdown):
        text = _ALLOWED.sub(" ", paragraph)
        found += [m.group(0) for m in _ENGLISH_RUN.finditer(text)]
    return found


def _markdown_of(path: Path) -> str:
    if path.suffix == ".md":
        return re.sub(r"<style>.*?</style>", "", path.read_text(encoding="utf-8"), flags=re.S)
    cells = re.split(r"(?m)^(?=# %%)", path.read_text(encoding="utf-8"))[1:]
    markdown = [c for c in cells if c.startswith("# %% [markdown]")]
    return "\n\n".join(re.sub(r"(?m)^# ?", "", c.split("\n", 1)[1]) for c in markdown)


CHINESE_PAGES = sorted(
    p for p in LESSONS.glob("*.zh.*") if p.name not in ("glossary.zh.md", "sources.zh.md")
)


@pytest.mark.parametrize("path", CHINESE_PAGES, ids=lambda p: p.name)
def test_a_translated_chinese_page_has_no_english_prose(path: Path) -> None:
    """Card notation, rule ids, code, titles and quotations stay; sentences are Chinese.

    (The glossary and the sources page are tables of English usage and English titles.)
    """
    assert english_prose(_markdown_of(path)) == []


_BROKEN_LINE = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]\n(?:> ?|  +)?[\u4e00-\u9fff]")


@pytest.mark.parametrize("path", sorted(LESSONS.glob("*.zh.*")), ids=lambda p: p.name)
def test_a_chinese_paragraph_is_not_broken_between_characters(path: Path) -> None:
    """A line break between two Chinese characters shows as a space: 用 两副牌."""
    markdown = _markdown_of(path)
    assert [m.group(0) for m in _BROKEN_LINE.finditer(markdown)] == []


def test_the_english_prose_check_can_fail() -> None:
    english = _markdown_of(LESSONS / "03-combinations.py")
    assert len(english_prose(english)) > 10


# ------------------------------------------------------------------ search per language
def test_each_language_has_its_own_search_index(built_site: Path) -> None:
    def docs(path: Path) -> list[dict[str, Any]]:
        return list(json.loads(path.read_text(encoding="utf-8"))["docs"])

    english = docs(built_site / "search" / "search_index.json")
    chinese = docs(built_site / "zh" / "search" / "search_index.json")
    assert english
    assert chinese
    assert not [d["location"] for d in english if d["location"].startswith("zh/")]
    assert not [d["location"] for d in chinese if not d["location"].startswith("zh/")]
    home = next(d for d in chinese if d["location"] == "zh/")
    assert "拖拉机" in home["text"]


def _text(page: Path) -> str:
    """A built page's text (tags removed: the Chinese runs are wrapped in spans of their own)."""
    return html.unescape(re.sub(r"<[^>]+>", "", page.read_text(encoding="utf-8")))


def test_a_chinese_lesson_shows_its_tools_notes_and_the_engines_reasons_in_chinese(
    built_site: Path,
) -> None:
    """Issue #17: the Chinese pages show reason_zh. The site executes a Chinese lesson with
    TRACTOR_LANG=zh: the teachers' tools' note (no kernel on the site) is written in Chinese,
    and lesson 5's referee(...) prints the engine's Chinese rulings — same code cells."""
    for lesson in ("05-ruffing", "10-whole-hand", "13-house-rules"):
        zh = (built_site / "zh" / lesson / "index.html").read_text(encoding="utf-8")
        en = (built_site / lesson / "index.html").read_text(encoding="utf-8")
        assert 'tc-kernel-only" lang="zh-Hans"' in zh, lesson
        assert "runs with Python" not in zh, lesson
        assert 'tc-kernel-only" lang="en"' in en, lesson
    verdict = trick_winner(["SK", "SA", "SA", "S3"], order_for(Trump(Rank.TEN, Suit.HEARTS)))
    zh_text = _text(built_site / "zh" / "05-ruffing" / "index.html")
    en_text = _text(built_site / "05-ruffing" / "index.html")
    for ruling in verdict.details["rulings"]:  # its cards named as people write them (♠K)
        assert name_cards(ruling["reason_zh"], "zh") in zh_text
        assert name_cards(ruling["reason"], "en") not in zh_text
        assert name_cards(ruling["reason"], "en") in en_text


# ------------------------------------------------------------------ in the browser
def _choose(page: Any, lang: str) -> None:
    page.hover(".md-header .md-select")
    page.click(f".md-select__link[hreflang={lang}]")


@pytest.mark.browser
def test_the_switch_leads_to_the_same_page_and_is_remembered(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/03-combinations/")
    _choose(page, "zh")
    page.wait_for_url("**/zh/03-combinations/", timeout=TIMEOUT)
    assert page.get_attribute("html", "lang") == "zh"
    assert "单张、对子和拖拉机" in page.inner_text("article h1")
    # after an instant navigation (the header is not redrawn) the switch follows the new page
    page.click(".md-nav__link[href$='08-scoring/']")
    page.wait_for_url("**/zh/08-scoring/", timeout=TIMEOUT)
    _choose(page, "en")
    page.wait_for_url("**/08-scoring/", timeout=TIMEOUT)
    assert urlsplit(page.url).path == "/08-scoring/"
    assert page.get_attribute("html", "lang") == "en"
    # the choice is remembered: a reader who chose Chinese and opens the home page gets Chinese
    _choose(page, "zh")
    page.wait_for_url("**/zh/08-scoring/", timeout=TIMEOUT)
    # kept under its own key (the puzzles' own language buttons do not touch it)
    assert page.evaluate("localStorage.getItem('tractor-site-lang')") == "zh"
    page.goto(f"{watched.base}/")
    page.wait_for_url("**/zh/", timeout=TIMEOUT)
    assert page.get_attribute("html", "lang") == "zh"


@pytest.mark.browser
def test_a_puzzle_on_a_chinese_page_gives_its_verdict_in_chinese(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/zh/03-combinations/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]")
    puzzle_id = page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id")
    assert puzzle_id
    solution = puzzles.make_puzzle(puzzle_id)["_solution"]
    page.click(f"{root} button[data-answer={'no' if solution else 'yes'}]")
    page.wait_for_selector(f"{root} .tc-feedback.tc-wrong", timeout=TIMEOUT)
    wrong = puzzles.check(puzzle_id, not solution)
    assert wrong["why"]["zh"] in page.inner_text(f"{root} .tc-feedback")
    page.click(f"{root} button[data-answer={'yes' if solution else 'no'}]")
    page.wait_for_selector(f"{root} .tc-feedback.tc-right", timeout=TIMEOUT)
    right = puzzles.check(puzzle_id, solution)
    assert right["reason_zh"].split("：")[0] in page.inner_text(f"{root} .tc-feedback")


@pytest.mark.browser
def test_the_house_rules_menu_of_a_chinese_puzzle_is_in_chinese(watched: PageWatch) -> None:
    """Issue #17: the puzzles' House rules menu showed the presets' English titles in 中文."""
    page = watched.page
    page.goto(f"{watched.base}/zh/03-combinations/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]")
    shown = page.eval_on_selector_all(
        f"{root} select.tc-preset option", "options => options.map((o) => o.textContent)"
    )
    # the default by its title alone (no English "default — " in the Chinese menu)
    assert shown[: len(PRESETS)] == [
        p.title_zh if p.name == "default" else preset_label(p, "zh") for p in PRESETS
    ]
    assert not any(label.startswith("default") for label in shown), shown
    # the compare-house-rules lens names each preset by its Chinese title, its name dropped
    # only where the title begins "name：" (not from "shengji.io …"); it opens once the
    # answer is shown (issue 28, item 1)
    page.click(f"{root} .tc-reveal-button")
    page.wait_for_selector(f"{root} .tc-feedback .tc-expected", timeout=TIMEOUT)
    page.click(f"{root} .tc-lens-button")
    page.wait_for_selector(f"{root} table.tc-lens", timeout=TIMEOUT)
    titles = page.eval_on_selector_all(
        f"{root} .tc-lens-title", "titles => titles.map((t) => t.textContent)"
    )
    assert titles == [p.title_zh.removeprefix(p.name + "：") for p in PRESETS], (
        "000：升级拖拉机怎么打… is shown as 升级拖拉机怎么打…; shengji.io … whole"
    )


@pytest.mark.browser
@pytest.mark.parametrize(("start", "query", "found"), [("zh/glossary/", "拖拉机", "zh/")])
def test_chinese_search_finds_chinese_pages_only(
    watched: PageWatch, start: str, query: str, found: str
) -> None:
    """Lesson 6 (甩牌) is not translated yet: the home page's 拖拉机 is searched for instead."""
    page = watched.page
    page.goto(f"{watched.base}/{start}")
    page.click("input[data-md-component=search-query]")
    page.fill("input[data-md-component=search-query]", query)
    page.wait_for_selector(".md-search-result__item", timeout=TIMEOUT)
    links = page.eval_on_selector_all(
        ".md-search-result__item > a", "links => links.map(a => a.getAttribute('href'))"
    )
    targets = {urlsplit(str(href)).path.lstrip("/") for href in links}
    assert found in targets, links
    assert all(t.startswith("zh/") for t in targets), links


@pytest.mark.browser
def test_a_glossary_term_shows_hanzi_pinyin_and_english_by_keyboard(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/zh/08-scoring/")
    term = page.locator("article abbr.tc-term").first
    title = term.get_attribute("title")
    assert title is not None
    assert re.fullmatch(r"\S+ · .+ · .+", title), title
    term.focus()  # as the Tab key does; a tap focuses it too
    tooltip = page.locator(".md-tooltip2, .md-tooltip").filter(has_text=title.split(" · ")[1])
    tooltip.first.wait_for(state="visible", timeout=TIMEOUT)
