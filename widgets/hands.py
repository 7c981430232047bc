"""Long hands drawn in rows that wrap to the page (a 25- or 33-card hand is wider than a notebook).

``HandRows(cards, order)`` shows the hand sorted as players hold it, in rows of at most 13
cards; the rows sit side by side where the page is wide enough and one under the other where it
is not. Each row is the same picture :class:`tractor_core.svg.Cards` draws, at its own size.
"""

from __future__ import annotations

from tractor_core.cards import Card, CardsLike, parse_cards
from tractor_core.svg import hand_svg
from tractor_core.trump_order import TrumpOrder

__all__ = ["HandRows"]


class HandRows:
    """A hand in rows of at most ``per_row`` cards, wrapping to the width of the page.

    >>> rows = HandRows("S5 S6 S7", per_row=2)
    >>> rows.rows
    [['S5', 'S6'], ['S7']]
    >>> rows._repr_html_().count('class="tc-hand"')
    2
    """

    def __init__(
        self, cards: CardsLike, order: TrumpOrder | None = None, *, per_row: int = 13
    ) -> None:
        if per_row < 1:
            msg = f"per_row must be at least 1, got {per_row}"
            raise ValueError(msg)
        held: list[Card] = list(parse_cards(cards))
        if order is not None:
            held = order.sorted(held)
        self.order = order
        self.cards = held
        self.per_row = per_row

    @property
    def rows(self) -> list[list[str]]:
        """The rows, as notations."""
        n = self.per_row
        return [[c.notation for c in self.cards[i : i + n]] for i in range(0, len(self.cards), n)]

    def _repr_html_(self) -> str:
        rows = [self.cards[i : i + self.per_row] for i in range(0, len(self.cards), self.per_row)]
        return (
            '<div class="tc-hand-rows" style="display: flex; flex-wrap: wrap; gap: 0.3em 1em">'
            # a row narrower than 13 cards' width (a phone) scales down rather than overflow
            + "".join(
                hand_svg(row, self.order, sort=False).replace(
                    "<svg ", '<svg style="max-width: 100%; height: auto" ', 1
                )
                for row in rows
            )
            + "</div>"
        )

    def __repr__(self) -> str:
        return f"HandRows({' '.join(c.notation for c in self.cards)!r})"
