"""Error messages in the reader's language.

Every engine error carries its message in English (``str``) and Chinese (``message_zh``), both
said through the one message catalogue (:mod:`tractor_core.text`); other exceptions are English.

>>> from tractor_core.rules.cards import parse_cards
>>> try:
...     parse_cards("S5 Q9")
... except Exception as exc:
...     print(in_language(exc, "zh"))
'Q9'（第 2 张）读不懂：应为一张牌，如 S10、HA、♠10、10♠、黑桃10，或王 BJ/LJ（大王/小王）；花色须为 S、H、C 或 D
"""

from __future__ import annotations

from tractor_core.rules.errors import TractorError

__all__ = ["error_zh", "in_language"]


def error_zh(exc: BaseException) -> str | None:
    """The Chinese of an engine error, or None for another exception."""
    return exc.message_zh if isinstance(exc, TractorError) else None


def in_language(exc: BaseException, lang: str) -> str:
    """An error's message in ``lang`` ("en" or "zh"; English where no Chinese is written)."""
    if lang == "zh":
        zh = error_zh(exc)
        if zh is not None:
            return zh
    return str(exc)
