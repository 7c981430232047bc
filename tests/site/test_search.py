"""The site's search finds Chinese words and prose, not code (issue: the site for everyone).

Material's search plugin segments Chinese with jieba (the glossary's terms kept whole, from
``sitebuild/jieba-terms.txt``), and ``sitebuild/search_hook.py`` keeps the lessons' code cells
out of the index. Checked on the built index and by searching in Chromium.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from sitebuild.search_hook import exclude_code
from tests.site.conftest import PageWatch

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60_000


def _index(built_site: Path) -> list[dict[str, Any]]:
    docs: list[dict[str, Any]] = json.loads(
        (built_site / "search" / "search_index.json").read_text(encoding="utf-8")
    )["docs"]
    return docs


def test_every_glossary_term_is_a_word_for_the_segmenter() -> None:
    glossary = (ROOT / "lessons" / "glossary.md").read_text(encoding="utf-8")
    terms = set(re.findall(r"[\u4e00-\u9fff]{2,6}", glossary)) - {"术语表", "汉字"}
    listed = {
        line.split()[0]
        for line in (ROOT / "sitebuild" / "jieba-terms.txt").read_text("utf-8").splitlines()
    }
    assert terms <= listed, sorted(terms - listed)


def test_code_marks_leave_prose_alone() -> None:
    html = '<p>Import the cards</p><div class="highlight-ipynb hl-python"><pre>import x</pre></div>'
    marked = exclude_code(html)
    assert marked.startswith("<p>Import the cards</p>")
    assert "<pre data-search-exclude>" in marked


def test_the_index_holds_no_code(built_site: Path) -> None:
    for entry in _index(built_site):
        text = entry["text"]
        assert "from tractor_core import" not in text, entry["location"]
        assert "In [" not in text, entry["location"]
        assert "Copied!" not in text, entry["location"]
        assert '"kind":' not in text, entry["location"]  # a puzzle's JSON state


def test_the_index_holds_chinese_words_apart(built_site: Path) -> None:
    locations = {
        entry["location"]
        for entry in _index(built_site)
        if re.search(r"(^|[\s\u200b>])甩牌([\s\u200b<]|$)", entry["text"] + " " + entry["title"])
    }
    assert "06-throws/" in locations


@pytest.mark.browser
@pytest.mark.parametrize(
    ("query", "page"),
    [("甩牌", "06-throws/"), ("拖拉机", ""), ("throw", "06-throws/"), ("扣底", "07-kitty/")],
)
def test_searching_a_word_finds_its_lesson(watched: PageWatch, query: str, page: str) -> None:
    tab = watched.page
    tab.goto(f"{watched.base}/glossary/")
    tab.click("input[data-md-component=search-query]")
    # fill() sets the text as a paste does (an input event, no keys): it must search too
    tab.fill("input[data-md-component=search-query]", query)
    tab.wait_for_selector(".md-search-result__item", timeout=TIMEOUT)
    links = tab.eval_on_selector_all(
        ".md-search-result__item > a", "links => links.map(a => a.getAttribute('href'))"
    )
    targets = {urlsplit(str(href)).path.lstrip("/") for href in links}
    assert page in targets, (query, links)
