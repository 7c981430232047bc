r"""The one way a page script calls the engine: JSON text in, JSON text out, never an exception.

Every entry point a page calls (:mod:`~tractor_core.api.site_api`'s tools,
:mod:`~tractor_core.api.practice`'s hand, :mod:`~tractor_core.api.puzzles`' puzzles) is made by
:func:`json_entry` from a function of plain values:

* each argument is read by :func:`read_json`: text nested too deeply to read, ``NaN`` /
  ``Infinity`` (no JSON number) and anything that is not JSON are refused with a
  :class:`NotJsonError` that says so in English and Chinese;
* the function's answer is written back as JSON text (Chinese as it is, not ``\u`` escapes);
* an engine error (:class:`~tractor_core.rules.errors.TractorError`), or any other exception (a
  bug, caught by the last guard as an :class:`InternalError`), becomes the entry point's own
  error answer, made by its ``refuse`` function: the page shows it rather than freezing.

>>> double = json_entry(lambda n: {"twice": 2 * n}, refuse=lambda e: {"error": e.in_language("zh")})
>>> double("21"), double("[[[")
('{"twice": 42}', '{"error": "不是有效的 JSON：Expecting value: line 1 column 4 (char 3)"}')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tractor_core.rules.errors import TractorError, shown

__all__ = ["InternalError", "NotJsonError", "dump", "json_entry", "read_json"]


class NotJsonError(TractorError):
    """Text a page sent that is not JSON the engine reads."""


class InternalError(TractorError):
    """An exception the engine did not expect (a bug), turned into an answer by the last guard."""

    @classmethod
    def caught(cls, exc: BaseException) -> InternalError:
        """The error that says ``exc`` happened, in English and Chinese (the last guards' words)."""
        return cls.of(
            "internal error ({name}): {what}", name=type(exc).__name__, what=shown(str(exc))
        )


def _no_constant(name: str) -> Any:
    """``NaN``, ``Infinity`` and ``-Infinity`` are no JSON: no page ever writes them."""
    raise NotJsonError.of("{name} is not a JSON number", name=name)


def read_json(text: Any) -> Any:
    """The value of one argument's JSON text, or :class:`NotJsonError` saying why not."""
    try:
        return json.loads(text, parse_constant=_no_constant)
    except NotJsonError:
        raise
    except RecursionError:
        raise NotJsonError.of("not JSON: nested too deeply to read") from None
    except (TypeError, ValueError) as exc:  # a number too long for Python is a ValueError too
        raise NotJsonError.of("not JSON: {why}", why=str(exc)[:100]) from None


def dump(answer: Any) -> str:
    """An answer as JSON text (Chinese kept as it is)."""
    return json.dumps(answer, ensure_ascii=False)


def json_entry(
    fn: Callable[..., Any],
    *,
    refuse: Callable[[Exception], Any],
    expected: tuple[type[Exception], ...] = (TractorError,),
) -> Callable[..., str]:
    """``fn`` as an entry point of JSON texts that never raises (see the module's text).

    ``refuse`` makes the error answer of an ``expected`` exception (engine errors by default),
    of JSON that cannot be read, and of any other exception (as an :class:`InternalError`).
    """

    def entry(*texts: str) -> str:
        try:
            args = [read_json(t) for t in texts]
            return dump(fn(*args))
        except RecursionError:
            return dump(refuse(NotJsonError.of("the input is nested too deeply to read")))
        except NotJsonError as exc:
            return dump(refuse(exc))
        except expected as exc:
            return dump(refuse(exc))
        except Exception as exc:
            return dump(refuse(InternalError.caught(exc)))

    entry.__name__ = getattr(fn, "__name__", "entry")
    entry.__doc__ = fn.__doc__
    return entry
