"""Puzzles in 中文: what a reader sees in Chinese mode is Chinese (issue: the lessons in
JupyterLab; "(hearts)", card-typing errors and rule titles stayed English in 中文).

Suit names come from the engine's own Chinese names (:attr:`EffSuit.chinese`), rule titles from
the catalogue's :data:`~tractor_core.words.catalogue.TITLES_ZH`, card-reading errors from
:mod:`tractor_core.puzzles.messages`.
"""

from __future__ import annotations

import re

import pytest

from tractor_core import puzzles
from tractor_core.puzzles.messages import in_language
from tractor_core.rules.cards import check_copies, parse_cards
from tractor_core.rules.errors import TooManyCopiesError
from tractor_core.words.catalogue import TITLES_ZH

ENGLISH_SUITS = re.compile(r"spades|hearts|clubs|diamonds|trumps", re.IGNORECASE)
CHINESE = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("kind", puzzles.KINDS)
def test_a_puzzle_in_chinese_names_no_suit_in_english(kind: str) -> None:
    for difficulty in (1, 2, 3):
        for seed in range(6):
            pid = f"{kind}-default-{difficulty}-{seed}"
            state = puzzles.initial_state(kind, difficulty=difficulty, seed=seed, lang="zh")
            p = state["puzzle"]
            shown = [
                p["question"]["zh"],
                p["trump"]["text"]["zh"],
                *(o["zh"] for o in p["options"]),
                p["show"].get("others_label_zh", ""),
                puzzles.hint(pid)["zh"],
            ]
            for text in shown:
                assert not ENGLISH_SUITS.search(text), (pid, text)


def test_a_throw_puzzle_names_the_others_suit_in_both_languages() -> None:
    p = puzzles.make_puzzle("throw-default-1-1")
    label, label_zh = p["show"]["others_label"], p["show"]["others_label_zh"]
    assert ENGLISH_SUITS.fullmatch(label)
    assert label_zh in {"黑桃", "红桃", "梅花", "方片", "主牌"}


def test_rule_titles_come_in_chinese_with_the_verdict() -> None:
    state = puzzles.initial_state("tractor", seed=7, lang="zh")
    state = puzzles.handle(state, {"type": "reveal"})
    feedback = state["feedback"]
    assert feedback is not None
    rule = feedback["rule"]
    assert rule["title_zh"] == TITLES_ZH[rule["id"]]
    assert CHINESE.search(rule["title_zh"])


@pytest.mark.parametrize(
    ("typed", "zh"),
    [
        ("SX", "'SX'（第 1 张）读不懂：点数须为"),
        ("S5 Q9", "'Q9'（第 2 张）读不懂：应为一张牌"),
    ],
)
def test_card_typing_errors_are_chinese_in_chinese_mode(typed: str, zh: str) -> None:
    """A typed card that cannot be read: the token and its place, in the reader's language."""
    state = puzzles.initial_state("order", seed=1, lang="zh")
    for action in ({"type": "parse", "text": typed}, {"type": "check", "answer": typed}):
        error = puzzles.handle(state, action)["error"]
        assert error is not None
        assert error.startswith(zh), error
    english = puzzles.handle(dict(state, lang="en"), {"type": "parse", "text": typed})["error"]
    assert english is not None
    assert "position" in english


def test_too_many_copies_in_chinese() -> None:
    with pytest.raises(TooManyCopiesError) as caught:
        check_copies(parse_cards("S5 S5 S5"), 2)
    text = in_language(caught.value, "zh")
    assert "'S5' 出现了 3 次" in text
    assert "2 副牌" in text
