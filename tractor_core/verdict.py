"""A verdict is an answer that knows why: the result, a reason in English and Chinese, the rule id.

Every rules question the engine answers returns a :class:`Verdict`. Puzzles and widgets show
``reason`` (or ``reason_zh``) and link ``rule`` to the catalogue; they never recompute the answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

__all__ = ["Verdict"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Verdict(Generic[T]):
    """The answer to one rules question.

    Attributes:
        value: the answer itself (a bool, a number, a record).
        reason: one or two plain-English sentences saying why.
        reason_zh: the same in Chinese.
        rule: id of the rule applied, a key of :data:`tractor_core.catalogue.CATALOGUE`.
        details: JSON-ready extra facts for puzzles (blocking cards, units found, ...).
    """

    value: T
    reason: str
    reason_zh: str
    rule: str
    details: dict[str, Any] = field(default_factory=dict, compare=False)

    def __bool__(self) -> bool:
        return bool(self.value)

    def __str__(self) -> str:
        return f"{self.value} — {self.reason} [{self.rule}]"
