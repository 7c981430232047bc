"""The Chinese lessons stay single-source for code (issue #17, 中文版).

A Chinese lesson (``lessons/NN-name.zh.py``) is a second jupytext notebook beside the English
one: its Markdown cells are translated, its code cells are the English notebook's, byte for byte
and in the same order, so a rule change never leaves one language behind (ARCHITECTURE.md,
"Translating a page"). Its anchors (the rule ids the puzzles and the catalogue link to) and its
pinned puzzles' claims are the English lesson's too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
CHINESE = sorted(LESSONS.glob("*.zh.py"))
_ANCHOR = re.compile(r'<a id="([^"]+)"></a>')
_CLAIM = re.compile(r"<!--\s*puzzle\s+[\w-]+:.*?-->")


def cells(path: Path) -> list[tuple[str, str]]:
    """(kind, text) of each cell of a jupytext percent file; the header is cell 0."""
    head, *chunks = re.split(r"(?m)^(?=# %%)", path.read_text(encoding="utf-8"))
    out = [("header", head)]
    for chunk in chunks:
        kind = "markdown" if chunk.startswith("# %% [markdown]") else "code"
        out.append((kind, chunk.rstrip("\n")))
    return out


def english_of(path: Path) -> Path:
    return path.with_name(path.name.replace(".zh.py", ".py"))


def test_there_are_chinese_lessons_and_each_has_its_english_notebook() -> None:
    assert CHINESE, "no lessons/*.zh.py"
    assert [p.name for p in CHINESE if not english_of(p).exists()] == []


@pytest.mark.parametrize("path", CHINESE, ids=lambda p: p.name)
def test_a_chinese_lesson_has_the_english_lessons_code_cells(path: Path) -> None:
    zh, en = cells(path), cells(english_of(path))
    assert [kind for kind, _ in zh] == [kind for kind, _ in en], "cells added, dropped or moved"
    for number, ((kind, mine), (_, theirs)) in enumerate(zip(zh, en, strict=True)):
        if kind != "markdown":
            assert mine == theirs, f"{path.name}, cell {number} ({kind}) differs from the English"


@pytest.mark.parametrize("path", CHINESE, ids=lambda p: p.name)
def test_a_chinese_lesson_keeps_the_anchors_and_puzzle_claims(path: Path) -> None:
    zh, en = path.read_text(encoding="utf-8"), english_of(path).read_text(encoding="utf-8")
    assert _ANCHOR.findall(zh) == _ANCHOR.findall(en)
    assert _CLAIM.findall(zh) == _CLAIM.findall(en)


def test_a_changed_code_cell_is_caught(tmp_path: Path) -> None:
    """The check above can fail: one changed character in a code cell of a copy is found."""
    source = CHINESE[0]
    text = source.read_text(encoding="utf-8")
    code = next(c for kind, c in cells(source) if kind == "code")
    changed = tmp_path / source.name
    changed.write_text(text.replace(code, code + " ", 1), encoding="utf-8")
    zh, en = cells(changed), cells(english_of(source))
    assert any(a != b for (k, a), (_, b) in zip(zh, en, strict=True) if k == "code")
