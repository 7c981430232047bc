"""The one home for words (``tractor_core.text``): every message has its English and its Chinese.

A message's id is its English (gettext's way); its Chinese is in ``tractor_core.text.zh.ZH``. These
tests read every ``say(…)`` and ``both(…)`` call in the project (the engine, the widgets, the
site's page Python and every lesson, English and Chinese) and fail on one whose message has no
Chinese, or whose Chinese names other ``{values}`` than its English.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from sitebuild.hooks import PUZZLE_JS, page_scripts
from tractor_core.rules.cards import check_copies, parse_cards
from tractor_core.rules.errors import NotationError, TooManyCopiesError
from tractor_core.text import both, card_named, cards_named, say, seat_named, seat_names
from tractor_core.text.engine import DROPPED
from tractor_core.text.say import key
from tractor_core.text.scripts import said_in
from tractor_core.text.zh import AREAS, ZH

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted(
    [
        *(ROOT / "tractor_core").rglob("*.py"),
        *(ROOT / "widgets").rglob("*.py"),
        *(ROOT / "sitebuild").rglob("*.py"),
        *(ROOT / "lessons").glob("*.py"),
    ]
)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


Said = tuple[str, str, str | None, set[str] | None]


def _said() -> list[Said]:
    """Every message said with a literal id: (where, id, context, the values given or None)."""
    found: list[Said] = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            # TractorError.of(…); a verdict's sentence(…); a puzzle's said_both(…)
            if name not in {"say", "both", "of", "sentence", "said_both"}:
                continue
            context = next(
                (
                    k.value.value
                    for k in node.keywords
                    if k.arg == "context" and isinstance(k.value, ast.Constant)
                ),
                None,
            )
            given = {k.arg for k in node.keywords if k.arg not in (None, "context")}
            spread = any(k.arg is None for k in node.keywords)  # say(…, **values)
            first = node.args[0]
            ids = []
            if name == "of" and not (
                isinstance(node.func, ast.Attribute)
                and str(getattr(node.func.value, "id", "")).endswith("Error")
            ):
                continue
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                ids = [first.value]
            elif isinstance(first, ast.IfExp):  # say("a" if x else "b")
                ids = [
                    b.value
                    for b in (first.body, first.orelse)
                    if isinstance(b, ast.Constant) and isinstance(b.value, str)
                ]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            ctx = context if isinstance(context, str) else None
            found.extend((where, i, ctx, None if spread else {str(g) for g in given}) for i in ids)
    return found


def test_the_scan_finds_the_lessons_and_the_engine_saying_things() -> None:
    places = {where.split(":")[0] for where, *_ in _said()}
    assert "lessons/01-deck-players-goal.py" in places
    assert "lessons/10-whole-hand.zh.py" in places
    assert "tractor_core/rules/errors.py" in places


def test_every_message_said_has_its_chinese() -> None:
    missing = [
        f"{where}: {msgid!r}" + (f" (context {ctx!r})" if ctx else "")
        for where, msgid, ctx, _ in _said()
        if key(msgid, ctx) not in ZH
    ]
    assert missing == []


#: The project's JavaScript that shows words: the site's page scripts and their shared modules,
#: and the puzzles' front-end (its words are given to it: the widget's ``words``, the site's
#: build). (JupyterLite's guard, ``sitebuild/lite-guard.js``, is no page script: it runs in
#: JupyterLite's own pages, unbundled, and says its two sentences in both languages itself.)
SCRIPTS = [*page_scripts(), PUZZLE_JS]


def test_every_message_a_script_says_has_its_chinese_with_the_same_values() -> None:
    """The scripts' ``say("…")`` / ``sayNodes("…")`` ids, in both languages, as the Python's."""
    said = {path.name: said_in(path.read_text("utf-8"), path.name) for path in SCRIPTS}
    assert {"tractor-tools.js", "tractor-play.js", "puzzle.js"} <= {
        n for n, ids in said.items() if ids
    }
    wrong = []
    for name, ids in said.items():
        for msgid in ids:
            english = msgid.split("|", 1)[1] if re.match(r"^[\w.-]+\|", msgid) else msgid
            if msgid not in ZH or not ZH[msgid].strip():
                wrong.append(f"{name}: {msgid!r} has no Chinese")
            elif _fields(ZH[msgid]) != _fields(english):
                wrong.append(f"{name}: {msgid!r} names other values in Chinese: {ZH[msgid]!r}")
    assert wrong == []


def test_every_message_is_given_the_values_its_english_and_chinese_name() -> None:
    """A Chinese text may word things its own way (``{words}`` beside ``{policy}``), but every
    value either language names is given where the message is said (else ``say`` would fail)."""
    wrong = []
    for where, msgid, ctx, given in _said():
        if given is None or not given:  # values spread from a dict, or a text to fill later
            continue
        for lang, text in (("en", msgid), ("zh", ZH.get(key(msgid, ctx), msgid))):
            if not _fields(text) <= given:
                wrong.append(f"{where}: {lang} {text!r} names {_fields(text) - given}")
    assert wrong == []


def test_no_chinese_text_is_empty_unless_it_is_said_in_english_only() -> None:
    assert [k for k, zh in ZH.items() if not zh.strip() and k not in DROPPED] == []


def test_a_message_in_two_areas_means_the_same() -> None:
    seen: dict[str, tuple[str, str]] = {}
    clashes = []
    for area, table in AREAS.items():
        for k, zh in table.items():
            if k in seen and seen[k][1] != zh:
                clashes.append(f"{k!r}: {seen[k][0]} {seen[k][1]!r}, {area} {zh!r}")
            seen[k] = (area, zh)
    assert clashes == []


def test_say_fills_values_in_the_language_asked() -> None:
    assert say("Two decks with jokers: {n} cards.", "en", n=108) == (
        "Two decks with jokers: 108 cards."
    )
    assert both("Two decks with jokers: {n} cards.", n=108)["zh"] == "两副带王的牌：108 张。"


def test_say_tells_one_english_word_apart_by_context() -> None:
    assert say("no", "zh") == "否"
    assert say("no", "zh", context="legal") == "不合法"
    assert say("no", "en", context="legal") == "no"


def test_cards_are_named_as_a_reader_names_them() -> None:
    """The brief: cards as ♠10 / 黑桃10, never as a code."""
    assert card_named("S10").en == "♠10"
    assert card_named("D10").zh == "方片10"
    assert card_named("LJ").in_language("zh") == "小王"
    assert cards_named(parse_cards("SK SK H5")).zh == "黑桃K、黑桃K、红桃5"


def test_seats_are_named_by_compass_at_four_and_the_reader_is_you() -> None:
    assert [s.en for s in seat_names(4)] == ["South", "East", "North", "West"]
    assert [s.zh for s in seat_names(4, "clockwise")] == ["南", "西", "北", "东"]
    assert seat_named(0, 6, reader=0).zh == "你"
    assert seat_named(2, 6).en == "Seat 3"


@pytest.mark.parametrize(
    ("make", "en", "zh"),
    [
        (
            lambda: parse_cards("S5 X9"),
            "'X9' at position 2: expected a card such as",
            "'X9'（第 2 张）读不懂：应为一张牌",
        ),
        (
            lambda: check_copies(parse_cards("S5 S5 S5"), decks=2),
            "'S5' appears 3 times (copy 3 at position 3), but a game with 2 decks",
            "'S5' 出现了 3 次（第 3 张在第 3 个位置），可是 2 副牌里每种牌只有 2 张",
        ),
    ],
)
def test_engine_errors_say_the_same_message_in_both_languages(
    make: object, en: str, zh: str
) -> None:
    """A card-reading error is said once, through the catalogue, in English and Chinese."""
    with pytest.raises((NotationError, TooManyCopiesError)) as caught:
        make()  # type: ignore[operator]
    assert str(caught.value).startswith(en)
    assert caught.value.message_zh.startswith(zh)
    assert caught.value.in_language("zh") == caught.value.message_zh
