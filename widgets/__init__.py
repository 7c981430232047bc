"""Jupyter widgets for learning Tractor, built only on the verdicts of :mod:`tractor_core`.

``puzzle(kind, ...)`` is what lessons call: a live :class:`PuzzleWidget` in JupyterLab, Notebook 7
and VS Code, and the same puzzle mounted in the reader's browser on the static site.
"""

from widgets.live import LivePuzzle, puzzle
from widgets.puzzle_widget import PuzzleWidget
from widgets.tools import HouseRulesPicker, Referee, TrickExplorer

__all__ = ["HouseRulesPicker", "LivePuzzle", "PuzzleWidget", "Referee", "TrickExplorer", "puzzle"]
