"""A lesson's code cells speak the page's language (issue #28 item 12).

The cells' buttons, states and error frames (``sitebuild/lesson_runner/words.py``, written into
``tractor-cells.js`` by the site's build) and the runner's own errors (``runner.py``) are said
through ``tractor_core.text.say``: on a Chinese lesson (``NN-name.zh``) they are Chinese.
"""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from sitebuild.hooks import ESBUILD, bundle_scripts, loaded_with
from sitebuild.lesson_runner import TEXT_LIMIT, forget, run_cell
from sitebuild.lesson_runner.words import all_cell_words, cell_words
from tractor_core.text import say


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_cell_word_has_its_chinese_with_the_same_values() -> None:
    en, zh = cell_words("en"), cell_words("zh")
    assert en.keys() == zh.keys()
    for key in en:
        assert en[key] != zh[key], f"{key}: no Chinese"
        assert _fields(en[key]) == _fields(zh[key]), key


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not ESBUILD.exists():
        pytest.skip("needs esbuild (npm ci)")
    return bundle_scripts(tmp_path_factory.mktemp("site-js"))


def _loaded(folder: Path, entry: str) -> str:
    """A bundled script and the chunks it imports, as one text."""
    return "".join(path.read_text(encoding="utf-8") for path in loaded_with(folder, entry))


def test_the_build_writes_the_folds_word_into_the_script_every_page_loads(bundled: Path) -> None:
    """Only " · edited" goes into tractor-cells.js (every page); the rest with the editor."""
    script = _loaded(bundled, "tractor-cells.js")
    assert "TRACTOR_CELL_FOLD" not in script
    assert all_cell_words()["zh"]["edited"] in script
    assert all_cell_words()["zh"]["stop"] not in script


def test_the_editors_bundle_carries_every_word_in_both_languages(bundled: Path) -> None:
    bundle = _loaded(bundled, "cells-editor.js")
    for words in all_cell_words().values():
        for word in words.values():
            assert json.dumps(word, ensure_ascii=False)[1:-1] in bundle, word


def test_a_chinese_lessons_cell_is_stopped_in_chinese() -> None:
    """The runner's own errors (a cell printing too much) on a Chinese lesson are Chinese."""
    forget("99-words.zh")
    answer = run_cell(
        "99-words.zh", ["print('x' * (TEXT_LIMIT + 1))".replace("TEXT_LIMIT", str(TEXT_LIMIT))], 0
    )
    assert answer["error"]["type"] == "OutputLimitError"
    assert answer["error"]["message"] == say(
        "the cell printed more than {limit} characters and was stopped there",
        "zh",
        limit=f"{TEXT_LIMIT:,}",
    )
    assert "字符" in answer["error"]["message"]
    forget("99-words.zh")


def test_an_english_lessons_cell_is_stopped_in_english() -> None:
    forget("99-words")
    answer = run_cell("99-words", ["raise SystemExit(1)"], 0)
    assert answer["error"]["message"].startswith("the cell called exit()")
    forget("99-words")
