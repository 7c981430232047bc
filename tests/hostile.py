"""Seeded hostile JSON for the entry points that never raise (a helper of the fuzz tests).

:func:`mutate` changes one value somewhere inside a JSON value the way a tester (or a reader
editing a save by hand) would: another type, a huge or negative number, NaN or Infinity, a
Unicode digit, deep nesting, a list or text of the wrong length. :func:`dumps` writes the result
as JSON text, including what Python cannot build as a value (nesting 5,000 deep, a 5,000-digit
number), through placeholders replaced in the text.
"""

from __future__ import annotations

import json
import math
import random
from typing import Any, Final

#: Placeholders :func:`dumps` replaces by raw JSON text.
_RAW: Final[dict[str, str]] = {
    "\x00deep-list": "[" * 5000 + "]" * 5000,
    "\x00deep-object": '{"a":' * 5000 + "1" + "}" * 5000,
    "\x00huge-int": "9" * 5000,
    "\x00huge-float": "1e99999",
    "\x00minus-infinity": "-Infinity",
}

#: Values swapped in for any value: other types, edge numbers, NaN and Infinity, Unicode digits.
SCALARS: Final[tuple[Any, ...]] = (
    None,
    True,
    False,
    0,
    -1,
    1,
    2**63,
    10**30,
    -(10**30),
    1.5,
    -0.0,
    1e308,
    math.nan,
    math.inf,
    -math.inf,
    "",
    " ",
    "x",
    "١",
    "²",
    "٢",
    "𝟐",
    "t².default.lcPy",
    "SA" * 3000,
    "\ud800",
    {},
    [],
    [[]],
    {"": None},
    *_RAW,
)


def _deep(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside ``value`` (the root too), as a path of keys and indexes."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.extend(_paths(item, (*path, i)))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _set(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    _get(value, path[:-1])[path[-1]] = new
    return value


def _resized(rng: random.Random, old: Any) -> Any:
    """``old`` with a wrong length: cut, doubled, an item dropped, repeated or added."""
    if isinstance(old, str):
        return rng.choice([old[: len(old) // 2], old * 2, old + " SA", ""])
    if isinstance(old, list):
        how = rng.randrange(5)
        if how == 0 or not old:
            return [*old, rng.choice(SCALARS)]
        if how == 1:
            return old[: rng.randrange(len(old))]
        if how == 2:
            i = rng.randrange(len(old))
            return [*old[:i], old[i], *old[i:]]
        if how == 3:
            return old + old
        return old[::-1]
    if isinstance(old, dict):
        return {**old, "extra": rng.choice(SCALARS)}
    return rng.choice(SCALARS)


def mutate(rng: random.Random, value: Any) -> Any:
    """A copy of ``value`` with one place changed at random (see the module docstring)."""
    value = json.loads(json.dumps(value))
    path = rng.choice(_paths(value))
    old = _get(value, path)
    how = rng.randrange(10)
    if how < 5:
        new = rng.choice(SCALARS)
    elif how < 7:
        new = _resized(rng, old)
    elif how < 8:
        new = _deep(rng.choice([3, 50, 200]))
    elif how < 9 and isinstance(old, int) and not isinstance(old, bool):
        new = rng.choice([old + 1, -old, old * 10**9, 0, old + 10**9])
    else:
        new = [old] if rng.random() < 0.5 else {"v": old}
    return _set(value, path, new)


def dumps(value: Any) -> str:
    """JSON text of ``value``, NaN and Infinity included, placeholders replaced by raw text."""
    text = json.dumps(value, ensure_ascii=False)
    for key, raw in _RAW.items():
        text = text.replace(json.dumps(key, ensure_ascii=False), raw)
    return text


def is_placeholder(value: Any) -> bool:
    return isinstance(value, str) and value in _RAW
