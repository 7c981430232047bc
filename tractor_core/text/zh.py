"""The Chinese of every message, by area; the English is the message's id (:mod:`.say`)."""

from typing import Final

from tractor_core.text.engine import ENGINE
from tractor_core.text.lessons import LESSONS
from tractor_core.text.play import PLAY
from tractor_core.text.practice import PRACTICE
from tractor_core.text.site import NOTEBOOK_TOOLS, PLAY_TABLE, PUZZLE, TOOLS

#: Every message's Chinese, keyed by its English (or ``context|English``).
ZH: Final[dict[str, str]] = {
    **ENGINE,
    **PLAY,
    **PRACTICE,
    **LESSONS,
    **TOOLS,
    **NOTEBOOK_TOOLS,
    **PLAY_TABLE,
    **PUZZLE,
}

#: The areas, for the tests (an id in two areas must mean the same).
AREAS: Final[dict[str, dict[str, str]]] = {
    "engine": ENGINE,
    "play": PLAY,
    "practice": PRACTICE,
    "lessons": LESSONS,
    "tools": TOOLS,
    "notebook tools": NOTEBOOK_TOOLS,
    "practice table": PLAY_TABLE,
    "puzzle": PUZZLE,
}
