"""The words of the project's JavaScript: the messages a script says, with their Chinese.

A script says a message with ``say("English")`` or ``sayNodes("English {value}", {…})``
(``sitebuild/js/words.js``; the puzzles' front-end, ``widgets/static/puzzle.js``, has its own
two, as it stays standalone for anywidget). The id is the string literal the call begins with,
so the words a script needs are read from its text: the site's build gives each page script
exactly its messages' Chinese, and the puzzle widget is given the front-end's (its ``words``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Final

from tractor_core.text.zh import ZH

__all__ = ["said_in", "script_words"]

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
    >>> words["Next puzzle"], words["puzzle|House rules"]
    ('下一题', '规则')
    """
    name = where or path.name
    words = {}
    for msgid in said_in(path.read_text(encoding="utf-8"), name):
        if msgid not in ZH:
            msg = f"{name} says {msgid!r}, which has no Chinese in tractor_core/text"
            raise ValueError(msg)
        words[msgid] = ZH[msgid]
    return dict(sorted(words.items()))
