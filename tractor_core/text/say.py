"""Saying a message in a language: :func:`say`, :func:`both`, and values named per language."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from tractor_core.text.zh import ZH

__all__ = [
    "LANGS",
    "LANG_ENV",
    "SESSION_ENV",
    "Localized",
    "both",
    "card_named",
    "cards_named",
    "key",
    "name_cards",
    "page_lang",
    "say",
    "seat_named",
    "seat_names",
]

#: The languages every message is written in.
LANGS: Final = ("en", "zh")

#: Set by the site's build for each page, and by the page's own Python: "en" or "zh".
LANG_ENV: Final = "TRACTOR_LANG"
#: Set by Jupyter Server for a kernel: the notebook's path; a Chinese lesson ends ``.zh.py``.
SESSION_ENV: Final = "JPY_SESSION_NAME"
_CHINESE_NOTEBOOK: Final = re.compile(r"\.zh\.(py|ipynb)$")


def page_lang() -> str:
    """The language of the page or notebook being shown: "zh" or "en".

    ``TRACTOR_LANG`` when it is set (the site's build sets it per page, the page's own Python per
    cell run); else the notebook's own language, from the path Jupyter Server gives its kernel (a
    Chinese lesson opened in JupyterLab); else English.
    """
    chosen = os.environ.get(LANG_ENV)
    if chosen in LANGS:
        return chosen
    return "zh" if _CHINESE_NOTEBOOK.search(os.environ.get(SESSION_ENV, "")) else "en"


@dataclass(frozen=True, slots=True)
class Localized:
    """A value that reads differently per language: ``Localized("South", "南")``."""

    en: str
    zh: str

    def __str__(self) -> str:
        return self.en

    def in_language(self, lang: str) -> str:
        """The value in ``lang`` ("en" or "zh")."""
        return self.zh if lang == "zh" else self.en


def key(msgid: str, context: str | None = None) -> str:
    """The table key of a message: its id, or ``context|id`` for a message said in a context."""
    return f"{context}|{msgid}" if context else msgid


def _template(msgid: str, lang: str, context: str | None) -> str:
    if lang == "zh":
        # every id has its Chinese (tests/test_text.py); a missing one shows the English rather
        # than fail in front of a reader
        return ZH.get(key(msgid, context), msgid)
    return msgid


def say(
    msgid: str, lang: str | None = None, /, *, context: str | None = None, **values: Any
) -> str:
    """The message ``msgid`` in ``lang`` (the page's language when not given), values filled in.

    A :class:`Localized` value is written in the same language. ``context`` tells apart one
    English word with two meanings (gettext's ``pgettext``): ``say("no", context="legal")`` is
    不合法 where a plain ``say("no")`` is 否. With no values the text is returned as it is.

    >>> say("Two decks with jokers: {n} cards.", "zh", n=108)
    '两副带王的牌：108 张。'
    >>> say("no", "zh"), say("no", "zh", context="legal")
    ('否', '不合法')
    """
    language = lang or page_lang()
    template = _template(msgid, language, context)
    if not values:
        return template
    filled = {
        k: v.in_language(language) if isinstance(v, Localized) else v for k, v in values.items()
    }
    return template.format(**filled)


def both(msgid: str, /, *, context: str | None = None, **values: Any) -> dict[str, str]:
    """The message in both languages: ``{"en": …, "zh": …}``."""
    return {lang: say(msgid, lang, context=context, **values) for lang in LANGS}


# ---------------------------------------------------------------------------- cards and seats
_SUIT_SYMBOL: Final = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
_SUIT_ZH: Final = {"S": "黑桃", "H": "红桃", "C": "梅花", "D": "方片"}
_JOKERS: Final = {"BJ": Localized("big joker", "大王"), "LJ": Localized("little joker", "小王")}


def card_named(code: object) -> Localized:
    """A card as a reader names it: ♠10 in English, 黑桃10 in Chinese; jokers in words.

    ``code`` is a card's notation (``"S10"``) or a card (its ``str`` is the notation).

    >>> card_named("S10"), card_named("BJ").zh
    (Localized(en='♠10', zh='黑桃10'), '大王')
    """
    text = str(code)
    if text in _JOKERS:
        return _JOKERS[text]
    suit, rank = text[:1], text[1:]
    if suit not in _SUIT_SYMBOL or not rank:
        return Localized(text, text)
    return Localized(_SUIT_SYMBOL[suit] + rank, _SUIT_ZH[suit] + rank)


def cards_named(codes: Iterable[object]) -> Localized:
    """Some cards as a reader names them: ``♠K ♠K ♥5`` / ``黑桃K、黑桃K、红桃5``."""
    named = [card_named(c) for c in codes]
    return Localized(" ".join(n.en for n in named), "、".join(n.zh for n in named))


_COMPASS: Final = (
    Localized("South", "南"),
    Localized("East", "东"),
    Localized("North", "北"),
    Localized("West", "西"),
)


def seat_names(players: int, direction: str = "counter_clockwise") -> tuple[Localized, ...]:
    """What each seat is called at a table of ``players``, seat 0 first.

    Four players sit at the compass points, seat 0 South, play going counter-clockwise (South,
    East, North, West) or clockwise (South, West, North, East). Other tables number the seats
    from 1 for a reader ("Seat 1" is seat 0).

    >>> [s.en for s in seat_names(4)]
    ['South', 'East', 'North', 'West']
    >>> [s.zh for s in seat_names(5)]
    ['1 号位', '2 号位', '3 号位', '4 号位', '5 号位']
    """
    if players == 4:
        turn = (0, 1, 2, 3) if direction == "counter_clockwise" else (0, 3, 2, 1)
        return tuple(_COMPASS[t] for t in turn)
    return tuple(Localized(f"Seat {s + 1}", f"{s + 1} 号位") for s in range(players))


def seat_named(
    seat: int, players: int, direction: str = "counter_clockwise", *, reader: int | None = None
) -> Localized:
    """Seat ``seat`` at a table of ``players``; "You" / "你" for the ``reader``'s own seat."""
    if reader is not None and seat == reader:
        return Localized("You", "你")
    return seat_names(players, direction)[seat % players]


#: A card's code in an engine sentence: ``S10``, ``HA``, ``BJ`` (not inside a longer word).
_CARD_CODE: Final = re.compile(r"(?<![\w'♠♥♣♦])(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)(?![\w'])")


def name_cards(text: str, lang: str) -> str:
    """An engine sentence for a reader: every card code in it named as people write cards.

    The engine writes its reasons with card codes (``S10``), which programs and tests read; a
    page shows the reader ♠10 (黑桃10 on a Chinese page). What the reader typed is quoted in
    error messages (``'S11'``) and stays as typed.

    >>> name_cards("Seat 1's SA beats seat 0's SK.", "en")
    "Seat 1's ♠A beats seat 0's ♠K."
    >>> name_cards("座位 1 用 H9 H7 H7 毙牌；BJ 最大。", "zh")
    '座位 1 用 红桃9 红桃7 红桃7 毙牌；大王 最大。'
    >>> name_cards("'S11' at position 1", "en")
    "'S11' at position 1"
    """
    return _CARD_CODE.sub(lambda m: card_named(m[0]).in_language(lang), text)
