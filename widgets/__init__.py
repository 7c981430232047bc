"""Jupyter widgets for learning Tractor, built only on the verdicts of :mod:`tractor_core`.

``puzzle(kind, ...)`` is what lessons call: a live :class:`PuzzleWidget` in JupyterLab, Notebook 7
and VS Code, and the same puzzle mounted in the reader's browser on the static site.
``WorksheetButton`` makes a printable worksheet from a notebook.
"""

from tractor_core.text import page_lang, say
from widgets.hands import HandRows
from widgets.live import LivePuzzle, house_rules_box, option_words, puzzle, reason_of
from widgets.puzzle_widget import PuzzleWidget
from widgets.tools import HouseRulesPicker, Referee, TrickExplorer, tool
from widgets.worksheet_button import WorksheetButton, worksheet_download

__all__ = [
    "HandRows",
    "HouseRulesPicker",
    "LivePuzzle",
    "PuzzleWidget",
    "Referee",
    "TrickExplorer",
    "WorksheetButton",
    "house_rules_box",
    "option_words",
    "page_lang",
    "puzzle",
    "reason_of",
    "say",
    "tool",
    "worksheet_download",
]
