"""Long hands drawn in rows that wrap to the page (a 25- or 33-card hand is wider than a notebook).

``HandRows(cards, order)`` shows the hand sorted as players hold it, in rows of at most 13
cards; the rows sit side by side where the page is wide enough and one under the other where it
is not. It is a picture of the engine's (:class:`tractor_core.words.svg.HandRows`, beside
:class:`~tractor_core.words.svg.Cards`), so a lesson cell run on the site's page draws it too.
"""

from __future__ import annotations

from tractor_core.words.svg import HandRows

__all__ = ["HandRows"]
