"""The words of the project's JavaScript: the messages a script says, with their Chinese.

A script says a message with ``say("English")`` or ``sayNodes("English {value}", {…})``
(``sitebuild/js/words.js``; the puzzles' front-end, ``widgets/static/puzzle.js``, has its own
two, as it stays standalone for anywidget). The id is the string literal the call begins with,
so the words a script needs are read from its text: the site's build gives each page script
exactly its messages' Chinese, and the puzzle widget is given the front-end's (its ``words``).

A script is given its words as a table ``{message key: Chinese}`` (:func:`script_table`): the
key is a short hash of the message's id (:func:`message_key`), so the English is not written
twice, once at the call and once as the key (``sitebuild/js/words.js`` ``messageKey``, and the
puzzles' front-end's own copy, hash alike).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Final

from tractor_core.text.zh import ZH

__all__ = ["message_key", "said_in", "script_table", "script_words"]

#: A message a script says: ``say("English", {values})`` or ``sayNodes("English", …)``.
_SAY_CALL: Final = re.compile(r"\bsay(?:Nodes)?\(")
_SAID: Final = re.compile(r'\bsay(?:Nodes)?\(\s*("(?:[^"\\\n]|\\.)*")')


def said_in(source: str, where: str = "the script") -> list[str]:
    r"""The ids of the messages a script's text says, in order (comment lines left out).

    Every ``say(…)`` must begin with its message, a string in double quotes (``say(words.x)``
    would show English on a Chinese page): else ValueError naming ``where``.

    >>> said_in('say("Go"); sayNodes("Puzzle: {id}", { id });\n// say(later)')
    ['Go', 'Puzzle: {id}']
    """
    lines = source.splitlines()
    code = "\n".join(line for line in lines if not line.lstrip().startswith("//"))
    if len(_SAY_CALL.findall(code)) != len(_SAID.findall(code)):
        msg = f"{where}: say(…) must begin with its message, a string in double quotes"
        raise ValueError(msg)
    return [json.loads(literal) for literal in _SAID.findall(code)]


def script_words(path: Path, where: str | None = None) -> dict[str, str]:
    """The Chinese of every message the script at ``path`` says, by its id (its English).

    Each id must be in the catalogue (``context|English`` for a message said in a context), or
    ValueError names it.

    >>> words = script_words(Path(__file__).parents[2] / "widgets" / "static" / "puzzle.js")
    >>> words["Next puzzle"], words["House rules"]
    ('下一题', '房规')
    """
    name = where or path.name
    words = {}
    for msgid in said_in(path.read_text(encoding="utf-8"), name):
        if msgid not in ZH:
            msg = f"{name} says {msgid!r}, which has no Chinese in tractor_core/text"
            raise ValueError(msg)
        words[msgid] = ZH[msgid]
    return dict(sorted(words.items()))


def message_key(msgid: str) -> str:
    """A message's key in a script's table: ``sitebuild/js/words.js`` ``messageKey``'s.

    The FNV-1a hash of its UTF-16 code units, 32 bits, in base 36.

    >>> message_key("Close this notice")
    'n2pnvj'
    """
    value = 0x811C9DC5
    units = msgid.encode("utf-16-le")
    for i in range(0, len(units), 2):
        value = ((value ^ int.from_bytes(units[i : i + 2], "little")) * 0x01000193) & 0xFFFFFFFF
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        value, digit = divmod(value, 36)
        out = digits[digit] + out
        if not value:
            return out


def script_table(path: Path, where: str | None = None) -> dict[str, str]:
    """A script's words as it is given them: ``{message key: Chinese}``.

    ValueError on two of its messages with one key (reword one), or as :func:`script_words`.
    """
    words = script_words(path, where)
    table = {message_key(msgid): chinese for msgid, chinese in words.items()}
    if len(table) != len(words):
        msg = (
            f"{where or path.name}: two of its messages have the same key (message_key): reword one"
        )
        raise ValueError(msg)
    return table
