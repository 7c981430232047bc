"""Exceptions raised by the engine.

Every failure the engine can report is a :class:`ValueError` subclass, so callers that only care
whether input was acceptable can catch ``ValueError``; callers that want to tell the reader *what*
went wrong catch the specific class. Messages are short, show the offending input with ``!r`` and
say what was expected.
"""

from __future__ import annotations

import reprlib
from typing import Any, Self

from tractor_core.text import say
from tractor_core.text.zh import ZH

__all__ = [
    "IllegalPlayError",
    "NotationError",
    "RuleCodeError",
    "RuleConflictError",
    "TooManyCopiesError",
    "TractorError",
    "UnknownPresetError",
    "WorksheetError",
    "shown",
]

_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 40
_REPR.maxlevel = 3


def shown(value: object) -> str:
    """``repr(value)`` cut short for an error message: any input, however long or deep, fits.

    >>> shown(None), shown("S5" * 100), shown([[[[["S5"]]]]])
    ('None', "'S5S5S5S5S5S5S5S5S...S5S5S5S5S5S5S5S5S5'", '[[[[...]]]]')
    """
    try:
        return _REPR.repr(value)
    except ValueError:  # an int too long to print (sys.get_int_max_str_digits)
        return f"<{type(value).__name__}>"


class TractorError(ValueError):
    """Base class of every error the engine raises on bad input or an illegal action.

    ``str(error)`` is the English message (for programmers and logs); ``message_zh`` is the same
    message in Chinese, for a Chinese page, when the place that raised it wrote one (else it is
    the English message).

    >>> err = TractorError("no cards", message_zh="没有牌")
    >>> str(err), err.message_zh
    ('no cards', '没有牌')
    >>> TractorError("no cards").message_zh
    'no cards'
    """

    #: The values an error made by :meth:`of` filled its message with (``{}`` otherwise), for a
    #: caller that words the error its own way (the judge: "below this table's lowest score").
    values: dict[str, Any]

    def __init__(self, *args: object, message_zh: str | None = None) -> None:
        super().__init__(*args)
        self.message_zh = message_zh if message_zh is not None else str(self)
        self.values = {}

    def in_language(self, lang: str) -> str:
        """The message in ``lang``: "zh" for Chinese, else English."""
        return self.message_zh if lang == "zh" else str(self)

    @classmethod
    def of(cls, msgid: str, /, **values: Any) -> Self:
        """The error saying ``msgid`` (:func:`~tractor_core.text.say`) in English and Chinese.

        >>> IllegalPlayError.of("bury exactly {size} cards, got {got}", size=8, got=7).message_zh
        '底牌要埋 8 张，你选了 7 张'
        """
        error = cls(say(msgid, "en", **values), message_zh=say(msgid, "zh", **values))
        error.values = dict(values)
        return error


class NotationError(TractorError):
    """A card or a list of cards could not be read.

    Attributes:
        token: the text that could not be read, exactly as given.
        position: 1-based position of the token in the list (0 when a single card was parsed).
        expected: what would have been accepted there, in words.
    """

    def __init__(self, token: str, position: int, expected: str) -> None:
        self.token = token
        self.position = position
        self.expected = expected
        where = "{token} at position {position}: {expected}" if position else "{token}: {expected}"
        # what was expected, in Chinese when the catalogue has it (tractor_core.text.engine);
        # else the general words on how cards are written
        expected_zh = ZH.get(expected) or say("the cards could not be read", "zh")
        values: dict[str, Any] = {"token": repr(token), "position": position}
        super().__init__(
            say(where, "en", expected=expected, **values),
            message_zh=say(where, "zh", expected=expected_zh, **values),
        )


class TooManyCopiesError(TractorError):
    """Cards hold more copies of one card than the number of decks allows.

    Attributes: the card's notation, how many copies were seen, the number of decks, the position
    of the copy too many in one list (0 when counted across several), and ``where`` they were seen.
    """

    def __init__(
        self, card: str, count: int, decks: int, position: int = 0, *, where: str = ""
    ) -> None:
        self.card = card
        self.count = count
        self.decks = decks
        self.position = position
        self.where = where
        place = {"en": "", "zh": ""}
        if where:
            place["en"] = say(" in {where}", "en", where=where)
        if position:
            for lang in place:
                place[lang] += say(
                    " (copy {count} at position {position})", lang, count=count, position=position
                )
        template = (
            "{card} appears {count} times{where}, but a game with 1 deck has only 1 copy of each card"
            if decks == 1
            else "{card} appears {count} times{where}, but a game with {decks} decks has only "
            "{decks} copies of each card"
        )
        values: dict[str, Any] = {"card": repr(card), "count": count, "decks": decks}
        super().__init__(
            say(template, "en", where=place["en"], **values),
            message_zh=say(template, "zh", where=place["zh"], **values),
        )


class RuleConflictError(TractorError):
    """Two house-rule options contradict each other, or an option has an impossible value."""


class RuleCodeError(TractorError):
    """A house-rules code (:mod:`tractor_core.rules.rule_codes`) that cannot be read.

    The message names what is wrong: the shape, the version, the checksum (a mistyped or cut
    code), an unknown preset or option, or options that conflict.
    """


class UnknownPresetError(TractorError):
    """A house-rules preset name that matches no preset or alias."""


class WorksheetError(TractorError):
    """Arguments that cannot make a worksheet, or no Chromium to print its PDF with.

    An unknown puzzle kind, a count or difficulty out of range, or a puzzle kind that the chosen
    rules cannot give.
    """


class IllegalPlayError(TractorError):
    """A play that the rules do not allow in this position; the message says which rule."""
