"""Jupyter widgets for learning Tractor, built only on the verdicts of :mod:`tractor_core`.

>>> from widgets import PuzzleWidget  # doctest: +SKIP
>>> PuzzleWidget("tractor", preset="default", difficulty=2)  # doctest: +SKIP
"""

from widgets.puzzle import PuzzleWidget

__all__ = ["PuzzleWidget"]
