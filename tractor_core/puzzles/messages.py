"""Error messages in the reader's language: the card-reading errors of a puzzle in 中文.

The engine's errors are English (:mod:`tractor_core.rules.errors`); the ones a reader causes while
typing cards into a puzzle carry what went wrong as fields (the token, its position, what was
expected), so they are written again here in Chinese.

>>> from tractor_core.rules.cards import parse_cards
>>> try:
...     parse_cards("S5 Q9")
... except Exception as exc:
...     print(in_language(exc, "zh"))
第 2 张 'Q9'：应为一张牌，如 S10、HA、♠10、10♠、黑桃10，或王 BJ/LJ（大王/小王）；花色须为 S、H、C 或 D
"""

from __future__ import annotations

from tractor_core.rules.errors import NotationError, TooManyCopiesError

__all__ = ["error_zh", "in_language"]

#: What a card reader expected (:class:`NotationError.expected`), by how its English begins.
_EXPECTED_ZH = (
    ("rank must be", "点数须为 2-10、J、Q、K 或 A"),
    (
        "expected a card such as",
        "应为一张牌，如 S10、HA、♠10、10♠、黑桃10，或王 BJ/LJ（大王/小王）；花色须为 S、H、C 或 D",
    ),
)


def error_zh(exc: BaseException) -> str | None:
    """The Chinese of a card-reading error, or None if it is not one of those."""
    if isinstance(exc, NotationError):
        expected = next(
            (zh for en, zh in _EXPECTED_ZH if exc.expected.startswith(en)),
            f"无法读取（{exc.expected}）",
        )
        where = f"第 {exc.position} 张 " if exc.position else ""
        return f"{where}{exc.token!r}：{expected}"
    if isinstance(exc, TooManyCopiesError):
        where = f"（第 {exc.position} 张是第 {exc.count} 张）" if exc.position else ""
        return (
            f"{exc.card!r} 出现了 {exc.count} 次{where}，"
            f"但 {exc.decks} 副牌每种牌只有 {exc.decks} 张"
        )
    return None


def in_language(exc: BaseException, lang: str) -> str:
    """An error's message in ``lang`` ("en" or "zh"; English where no Chinese is written)."""
    if lang == "zh":
        zh = error_zh(exc)
        if zh is not None:
            return zh
    return str(exc)
