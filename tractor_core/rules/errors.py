"""Exceptions raised by the engine.

Every failure the engine can report is a :class:`ValueError` subclass, so callers that only care
whether input was acceptable can catch ``ValueError``; callers that want to tell the reader *what*
went wrong catch the specific class. Messages are short, show the offending input with ``!r`` and
say what was expected.
"""

from __future__ import annotations

import reprlib

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

    def __init__(self, *args: object, message_zh: str | None = None) -> None:
        super().__init__(*args)
        self.message_zh = message_zh if message_zh is not None else str(self)


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
        where = f" at position {position}" if position else ""
        where_zh = f"（第 {position} 张）" if position else ""
        super().__init__(
            f"{token!r}{where}: {expected}",
            message_zh=f"{token!r}{where_zh}读不懂：牌要写成花色加点数，如 S10、HA、♠10、黑桃10，"
            "王写 BJ（大王）或 LJ（小王）",
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
        deck_word = "deck" if decks == 1 else "decks"
        copies = "copy" if decks == 1 else "copies"
        if where:
            where = f" in {where}"
        where_zh = ""
        if position:
            where += f" (copy {count} at position {position})"
            where_zh = f"（第 {count} 张在第 {position} 个位置）"
        super().__init__(
            f"{card!r} appears {count} times{where}, but a game with {decks} {deck_word} "
            f"has only {decks} {copies} of each card",
            message_zh=f"{card!r} 出现了 {count} 次{where_zh}，可是 {decks} 副牌里每种牌只有 "
            f"{decks} 张",
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
