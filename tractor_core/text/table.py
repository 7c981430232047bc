"""Sentences kept as message ids and facts until read, and the table that names their seats.

An engine verdict does not write "Seat 1's SA beats seat 0's SK": it keeps the sentence's
message id and its facts (:class:`Sentence`: ``"{seat:poss} {cards} beats {other:poss} {beaten}."``
with ``seat=Seat(1)``, ``cards=cards_named(...)``), and writes it in the language asked when it
is read. A :class:`Seat` is numbered as the question numbers its seats (a trick's plays: 0 is the
leader); the :class:`Table` it is read at names it: where the verdict's seat 0 sits, how many
play, and which seat is the reader's ("You" / "你").

Without a table, seat 0 is South at four players (then East, North, West in play order), and the
seats are "Seat 1", "Seat 2" … ("1 号位" …) in play order from seat 0 at other sizes.

>>> reason = Reason((sentence("{seat:wins|win} the trick.", seat=Seat(1)),), 4)
>>> reason.said("en"), reason.said("en", Table(4, leader=3)), reason.said("en", Table(4, 3, 0))
('East wins the trick.', 'South wins the trick.', 'You win the trick.')

English words that change when the seat is the reader are asked for by the value's format:
``{seat}`` (South / you), ``{seat:poss}`` (South's / your), ``{seat:leads|lead}`` (South leads /
you lead); a reason's English sentences start with a capital (You lead …). Chinese needs none of
them (南 / 你; "的" is the message's own).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from tractor_core.text.say import Localized, say, seat_named

__all__ = ["Reason", "Seat", "Sentence", "Table", "sentence"]


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat in a sentence, numbered as its question numbers seats (a trick: 0 = the leader)."""

    n: int


@dataclass(frozen=True, slots=True)
class Table:
    """Where a verdict's seats sit: its seat 0 is the table's seat ``leader``.

    ``players`` sit at the table (0: a size the verdict does not know; its seats are then
    numbered "Seat 1" …); the table's seat 0 is South at four players (the reader's seat
    when there is a reader); ``reader`` is the seat of whoever reads (named "You" / "你");
    ``direction`` is the rule set's direction of play (``"counter_clockwise"``: South, East,
    North, West).
    """

    players: int
    leader: int = 0
    reader: int | None = None
    direction: str = "counter_clockwise"

    def seat(self, n: int) -> int:
        """The table's seat of the verdict's seat ``n``."""
        return (self.leader + n) % self.players if self.players else self.leader + n

    def named(self, n: int) -> Localized:
        """The verdict's seat ``n`` as the reader calls it ("Seat n+1" when ``players`` is 0)."""
        if not self.players and not self.is_reader(n):
            seat = self.seat(n) + 1
            return Localized(f"Seat {seat}", f"{seat} 号位")
        return seat_named(self.seat(n), self.players, self.direction, reader=self.reader)

    def is_reader(self, n: int) -> bool:
        """Whether the verdict's seat ``n`` is the reader's."""
        return self.reader is not None and self.seat(n) == self.reader


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence: a message id (:func:`~tractor_core.text.say`) and the facts it names."""

    msgid: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def said(self, lang: str, table: Table) -> str:
        """The sentence in ``lang``, its seats named at ``table``."""
        return say(self.msgid, lang, **{k: _word(v, lang, table) for k, v in self.values.items()})


def sentence(msgid: str, /, **values: Any) -> Sentence:
    """A :class:`Sentence` (``tests/test_text.py`` checks its id has Chinese, like ``say``'s)."""
    return Sentence(msgid, values)


#: How the sentences of a reason are joined: a space in English, nothing after Chinese 。
_JOIN: Final = {"en": " ", "zh": ""}
#: How a list of sentences inside a sentence is joined (a value that is a tuple of sentences).
_LIST: Final = {"en": "; ", "zh": "；"}


@dataclass(frozen=True, slots=True)
class Reason:
    """The sentences of a verdict's reason, the number of seats they count on, and its details.

    ``players`` is the size of the table the verdict's seats number (None when it names no
    seat, or does not know it: its seats are then numbered "Seat 1" … unless said at a table); ``details`` are the verdict's JSON-ready extra facts.
    """

    sentences: tuple[Sentence, ...]
    players: int | None = None
    details: dict[str, Any] = field(default_factory=dict)

    def said(self, lang: str, seats: Table | None = None) -> str:
        """The reason in ``lang`` ("en" or "zh"), its seats named at ``seats``.

        Without a table, the verdict's seat 0 is South at four players ("Seat 1" elsewhere, and
        where the verdict does not know how many play).
        """
        table = seats or Table(self.players or 0)
        said = (s.said(lang, table) for s in self.sentences)
        if lang != "zh":
            said = (text[:1].upper() + text[1:] for text in said)
        return _JOIN.get(lang, " ").join(said)


class _SeatWord:
    """A seat as a sentence says it, its English form chosen by the message's format spec."""

    __slots__ = ("lang", "name", "you")

    def __init__(self, name: Localized, you: bool, lang: str) -> None:
        self.name, self.you, self.lang = name, you, lang

    def __format__(self, spec: str) -> str:
        if self.lang == "zh":
            return self.name.zh
        name = "you" if self.you else self.name.en
        if not spec:
            return name
        if "|" in spec:  # "{seat:leads|lead}": the verb as the seat takes it
            third, second = spec.split("|", 1)
            return f"{name} {second if self.you else third}"
        if spec == "poss":
            return "your" if self.you else f"{name}'s"
        msg = f"unknown seat form {spec!r}"
        raise ValueError(msg)

    def __str__(self) -> str:
        return self.__format__("")


def _word(value: Any, lang: str, table: Table) -> Any:
    if isinstance(value, Seat):
        return _SeatWord(table.named(value.n), table.is_reader(value.n), lang)
    if isinstance(value, Sentence):
        return value.said(lang, table)
    if isinstance(value, tuple) and value and isinstance(value[0], Sentence):
        return _LIST.get(lang, "; ").join(s.said(lang, table) for s in value)
    return value
