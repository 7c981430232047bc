"""A verdict is an answer that knows why: the result, a reason in English and Chinese, the rule id.

Every rules question the engine answers returns a :class:`Verdict`. Puzzles and widgets show
``reason`` (or ``reason_zh``) and link ``rule`` to the catalogue; they never recompute the answer.

Hot paths (a simulated hand asks who wins each trick many thousand times a second) build the
sentences only when someone reads them: :meth:`Verdict.later` takes the value and rule at once
and a function that writes the explanation on first access.

>>> v = Verdict.later(3, "trick.higher", lambda: ("Seat 3 is higher.", "座位 3 更大。", {}))
>>> v.value, v.rule, v.reason
(3, 'trick.higher', 'Seat 3 is higher.')
>>> v == Verdict(3, "Seat 3 is higher.", "座位 3 更大。", "trick.higher")
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, ParamSpec, TypeVar

from tractor_core.rules.errors import IllegalPlayError
from tractor_core.text.table import Reason, Sentence, Table

__all__ = ["Verdict", "can_from", "verify_from"]

T = TypeVar("T")
P = ParamSpec("P")

#: A reason written out, ``(reason, reason_zh, details)``, or kept as sentences (:class:`Reason`).
Explanation = tuple[str, str, dict[str, Any]] | Reason


class Verdict(Generic[T]):
    """The answer to one rules question (immutable).

    Attributes:
        value: the answer itself (a bool, a number, a record).
        reason: one or two plain-English sentences saying why.
        reason_zh: the same in Chinese.
        rule: id of the rule applied, a key of :data:`tractor_core.words.catalogue.CATALOGUE`.
        details: JSON-ready extra facts for puzzles (blocking cards, units found, ...).

    A verdict whose reason names seats or cards keeps it as sentences and facts
    (:class:`~tractor_core.text.table.Reason`): :meth:`said` writes it in a language with its
    seats named at a :class:`~tractor_core.text.table.Table`; ``reason`` and ``reason_zh`` are
    ``said("en")`` and ``said("zh")`` at the default table (seat 0, the leader, is South at four
    players; "Seat 1" … at other sizes).
    """

    __slots__ = ("_explain", "_explanation", "rule", "value")

    value: T
    rule: str
    _explanation: Explanation | None
    _explain: Callable[[], Explanation] | None

    def __init__(
        self,
        value: T,
        reason: str,
        reason_zh: str,
        rule: str,
        details: dict[str, Any] | None = None,
    ) -> None:
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "_explanation", (reason, reason_zh, details or {}))
        object.__setattr__(self, "_explain", None)

    @classmethod
    def saying(
        cls,
        value: T,
        rule: str,
        *sentences: Sentence,
        players: int | None = None,
        details: dict[str, Any] | None = None,
    ) -> Verdict[T]:
        """A verdict whose reason is ``sentences``, naming seats of a table of ``players``."""
        verdict: Verdict[T] = _new(cls)
        _set_value(verdict, value)
        _set_rule(verdict, rule)
        _set_explanation(verdict, Reason(sentences, players, details or {}))
        _set_explain(verdict, None)
        return verdict

    @classmethod
    def later(cls, value: T, rule: str, explain: Callable[[], Explanation]) -> Verdict[T]:
        """A verdict whose reason (``(reason, reason_zh, details)`` or a Reason) comes later.

        ``explain`` writes it when the reason is first read.

        ``explain`` must depend only on values that do not change afterwards.
        """
        verdict: Verdict[T] = _new(cls)
        _set_value(verdict, value)  # the slots' own setters: half the time of object.__setattr__
        _set_rule(verdict, rule)
        _set_explanation(verdict, None)
        _set_explain(verdict, explain)
        return verdict

    def _written(self) -> Explanation:
        explanation = self._explanation
        if explanation is None:
            assert self._explain is not None
            explanation = self._explain()
            object.__setattr__(self, "_explanation", explanation)
            object.__setattr__(self, "_explain", None)
        return explanation

    def said(self, lang: str, seats: Table | None = None) -> str:
        """Why, in ``lang`` ("en" or "zh"), with the seats named at the table ``seats``.

        ``seats`` says where the verdict's seat 0 (a trick's leader) sits, how many play and
        which seat reads ("You"); without it, the default table (see the class).
        """
        written = self._written()
        if isinstance(written, Reason):
            return written.said(lang, seats)
        return written[1] if lang == "zh" else written[0]

    @property
    def words(self) -> Reason | None:
        """The reason as sentences and facts (None for a reason written as text)."""
        written = self._written()
        return written if isinstance(written, Reason) else None

    @property
    def reason(self) -> str:
        """Why, in plain English."""
        return self.said("en")

    @property
    def reason_zh(self) -> str:
        """Why, in Chinese."""
        return self.said("zh")

    @property
    def details(self) -> dict[str, Any]:
        """JSON-ready extra facts (not part of equality)."""
        written = self._written()
        if isinstance(written, Reason):
            return written.details
        return written[2]

    def __setattr__(self, name: str, value: object) -> None:
        msg = f"Verdict is immutable: cannot set {name!r}"
        raise AttributeError(msg)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return (self.value, self.rule, self.reason, self.reason_zh) == (
            other.value,
            other.rule,
            other.reason,
            other.reason_zh,
        )

    def __hash__(self) -> int:
        return hash((self.rule, self.reason))

    def __repr__(self) -> str:
        return (
            f"Verdict(value={self.value!r}, reason={self.reason!r}, "
            f"reason_zh={self.reason_zh!r}, rule={self.rule!r}, details={self.details!r})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restored, (type(self), self.value, self.rule, self._written()))

    def __bool__(self) -> bool:
        return bool(self.value)

    def __str__(self) -> str:
        return f"{self.value} — {self.reason} [{self.rule}]"


_new = object.__new__
_set_value, _set_rule, _set_explanation, _set_explain = (
    Verdict.__dict__[name].__set__ for name in ("value", "rule", "_explanation", "_explain")
)


def _restored(cls: type[Verdict[T]], value: T, rule: str, written: Explanation) -> Verdict[T]:
    verdict: Verdict[T] = _new(cls)
    _set_value(verdict, value)
    _set_rule(verdict, rule)
    _set_explanation(verdict, written)
    _set_explain(verdict, None)
    return verdict


# ------------------------------------------------------------ the verify_x / can_x of a check_x
def verify_from(check: Callable[P, Verdict[T]], doc: str) -> Callable[P, Verdict[T]]:
    """``verify_x`` from ``check_x``: the same arguments; raises with the reason when it fails.

    >>> from tractor_core import Rank, preset
    >>> from tractor_core.rules.declaring import check_bid
    >>> verify = verify_from(check_bid, "Like check_bid, but raises.")
    >>> verify("S5", 0, Rank.FIVE, preset("default")).rule
    'declare.first'
    >>> verify("S6", 0, Rank.FIVE, preset("default"))
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.IllegalPlayError: ♠6 is not a bid: a bid shows identical level cards (5) of one suit, or identical jokers.
    """

    def verify(*args: P.args, **kwargs: P.kwargs) -> Verdict[T]:
        verdict = check(*args, **kwargs)
        if not verdict.value:
            raise IllegalPlayError(verdict.reason, message_zh=verdict.reason_zh)
        return verdict

    verify.__doc__ = doc
    verify.__name__ = verify.__qualname__ = check.__name__.replace("check_", "verify_", 1)
    verify.__module__ = check.__module__
    return verify


def can_from(check: Callable[P, Verdict[T]], doc: str) -> Callable[P, bool]:
    """``can_x`` from ``check_x``: the same arguments; ``False`` also for input it cannot read.

    >>> from tractor_core import Rank, preset
    >>> from tractor_core.rules.declaring import check_bid
    >>> can = can_from(check_bid, "True if check_bid accepts.")
    >>> [can(cards, 0, Rank.FIVE, preset("default")) for cards in ("S5", "S6", "S1")]
    [True, False, False]
    """

    def can(*args: P.args, **kwargs: P.kwargs) -> bool:
        try:
            return bool(check(*args, **kwargs).value)
        except ValueError:
            return False

    can.__doc__ = doc
    can.__name__ = can.__qualname__ = check.__name__.replace("check_", "can_", 1)
    can.__module__ = check.__module__
    return can
