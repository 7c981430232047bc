"""Every house-rule option and every value has plain words in English and Chinese.

The house-rules builder shows these words, never the option names (``throw_penalty``) or
Python's ``True`` / ``False`` / ``None``: a teacher who never programmed must read every control.
These tests fail when someone adds an option, or a value of an enum, without its words
(tractor_core/words/option_words.py).
"""

from __future__ import annotations

import dataclasses
import enum
import re
import typing

import pytest

from tractor_core.rules.cards import Suit
from tractor_core.rules.presets import PRESETS
from tractor_core.rules.ruleset import RuleSet, TractorLink
from tractor_core.words.option_words import GROUPS, OPTION_WORDS, value_words

FIELDS = {f.name: f for f in dataclasses.fields(RuleSet)}
HINTS = typing.get_type_hints(RuleSet)

#: What a programmer writes and a teacher cannot read: an identifier with an underscore, or
#: Python's constants.
PROGRAMMER = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\b(True|False|None|null)\b")
CJK = re.compile(r"[\u4e00-\u9fff]")


def _texts(name: str) -> list[tuple[str, str]]:
    """Every (English, Chinese) text of an option: label, doc, empty, hint and the values."""
    w = OPTION_WORDS[name]
    out = [w.label, w.doc, *w.values.values()]
    out += [t for t in (w.empty, w.hint) if t is not None]
    return out


def test_every_option_has_words_and_no_words_name_a_missing_option() -> None:
    assert list(OPTION_WORDS) != []
    assert set(OPTION_WORDS) == set(FIELDS)


@pytest.mark.parametrize("name", list(FIELDS))
def test_every_option_has_a_label_and_a_description_in_both_languages(name: str) -> None:
    for en, zh in _texts(name):
        assert en.strip(), name
        assert zh.strip(), name
        assert PROGRAMMER.search(en) is None, (name, en)
        assert PROGRAMMER.search(zh) is None, (name, zh)
        assert CJK.search(zh), (name, zh)


@pytest.mark.parametrize("name", list(FIELDS))
def test_every_value_of_an_option_has_words_in_both_languages(name: str) -> None:
    """Each enum value, both answers of a yes-or-no option, each link and suit, empty boxes."""
    hint = HINTS[name]
    words = OPTION_WORDS[name]
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        assert set(words.values) == {m.value for m in hint}, name
    elif hint is bool:
        assert set(words.values) == {True, False}, name
        assert all(type(k) is bool for k in words.values), name
    elif name == "trump_tractor_links":
        assert set(words.values) == {m.value for m in TractorLink}
        assert words.empty is not None
    elif name == "suit_order":
        assert set(words.values) == {s.value for s in Suit}
        assert words.hint is not None
    elif hint is int:
        assert words.unit is not None, name
    else:  # a number that may be left empty, or a list of ranks
        assert words.empty is not None, name
        assert words.unit is not None or words.hint is not None, name


@pytest.mark.parametrize("p", PRESETS, ids=lambda p: p.name)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_value_of_every_preset_reads_as_words(p: typing.Any, lang: str) -> None:
    rules = p.rules
    derived = {"kitty_size": rules.effective_kitty_size, "level_step": rules.effective_level_step}
    for name, value in rules.to_dict().items():
        text = value_words(name, value, lang, derived.get(name))
        assert text.strip(), name
        assert PROGRAMMER.search(text) is None, (name, text)
        if lang == "zh" and not isinstance(value, int) and name not in ("must_defend",):
            assert CJK.search(text), (name, text)


def test_a_number_reads_with_its_unit_and_an_empty_box_with_what_it_comes_to() -> None:
    assert value_words("decks", 1) == "1 deck"
    assert value_words("decks", 3, "zh") == "3 副"
    assert (
        value_words("kitty_size", None, "en", 8) == "Worked out from the decks and players: 8 cards"
    )
    assert value_words("level_cap", None, "zh") == "不限"
    assert (
        value_words("nt_keeps_level_rank", True) == "The level cards stay trumps, with the jokers"
    )


def test_the_groups_are_in_reading_order_and_each_option_is_in_one() -> None:
    keys = [g[0] for g in GROUPS]
    assert len(set(keys)) == len(keys)
    for key, en, zh in GROUPS:
        assert en, key
        assert CJK.search(zh), key
    order = [keys.index(w.group) for w in OPTION_WORDS.values()]
    assert order == sorted(order), "options must be listed group by group, in GROUPS' order"
    assert set(order) == set(range(len(keys))), "every group has an option"
    assert keys[0] == "table"  # players and decks first, the way a teacher sets up a table


@pytest.mark.parametrize("lang", [0, 1])
def test_labels_are_distinct(lang: int) -> None:
    labels = [w.label[lang] for w in OPTION_WORDS.values()]
    assert len(set(labels)) == len(labels)
