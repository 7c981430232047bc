"""Card faces as SVG: legible at hand size, with text alternatives, trumps and level cards marked.

One renderer serves every place a card is drawn: notebook output (``Hand._repr_svg_``), the
puzzle widgets (the faces travel in the puzzle state) and the static site. Pure standard library.

>>> from tractor_core.cards import Card
>>> svg = card_svg(Card.parse("S10"))
>>> svg.startswith("<svg") and 'aria-label="ten of spades"' in svg
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Final

from tractor_core.cards import Card, CardsLike, Rank, parse_cards
from tractor_core.trump_order import TrumpOrder

__all__ = ["Hand", "card_alt", "card_svg", "hand_svg", "trick_svg"]

WIDTH: Final = 60
HEIGHT: Final = 84

#: Classic two colours and a colour-blind-safe four-colour deck (♠ black, ♥ red, ♣ green, ♦ blue;
#: the hues of the Okabe–Ito palette, distinct for the common colour-vision deficiencies).
PALETTES: Final[dict[str, dict[str, str]]] = {
    "two": {
        "S": "#1a1a1a",
        "H": "#c8102e",
        "C": "#1a1a1a",
        "D": "#c8102e",
        "BJ": "#c8102e",
        "LJ": "#1a1a1a",
    },
    "four": {
        "S": "#1a1a1a",
        "H": "#d55e00",
        "C": "#009e73",
        "D": "#0072b2",
        "BJ": "#d55e00",
        "LJ": "#1a1a1a",
    },
}


def card_alt(card: Card, order: TrumpOrder | None = None, lang: str = "en") -> str:
    """Text alternative: ``ten of spades — level card, trump`` / ``黑桃10 — 级牌，主牌``."""
    if lang == "zh":
        base = card.chinese
        if order is None:
            return base
        return f"{base} — {order.describe_zh(card)}"
    base = card.english
    if order is None:
        return base
    return f"{base} — {order.describe(card)}"


@lru_cache(maxsize=4096)
def card_svg(
    card: Card,
    order: TrumpOrder | None = None,
    *,
    palette: str = "two",
    selected: bool = False,
    lang: str = "en",
    scale: float = 1.0,
) -> str:
    """One card face as a standalone ``<svg>`` element with ``role="img"`` and an aria-label."""
    colours = PALETTES.get(palette, PALETTES["two"])
    key = card.rank.label if card.suit is None else card.suit.value
    colour = colours[key]
    label = escape(card_alt(card, order, lang))
    w, h = int(WIDTH * scale), int(HEIGHT * scale)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{w}" '
        f'height="{h}" role="img" aria-label="{label}" class="tc-card" data-card="{card.notation}">',
        f"<title>{label}</title>",
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="6" '
        f'fill="{"#fff8d6" if selected else "#ffffff"}" stroke="{"#1565c0" if selected else "#555"}" '
        f'stroke-width="{3 if selected else 1.2}"/>',
    ]
    info = order.info(card) if order is not None else None
    if info is not None and info.suit.value == "T":
        # A trump: a gold band along the left edge.
        parts.append(f'<rect x="3" y="10" width="4" height="{HEIGHT - 20}" rx="2" fill="#e0a800"/>')
    if info is not None and info.kind in ("trump-level", "off-level", "nt-level"):
        # A level card: a ring around the centre symbol.
        parts.append(
            '<circle cx="30" cy="46" r="19" fill="none" stroke="#e0a800" stroke-width="2.5"/>'
        )
    if card.suit is None:
        big = card.rank is Rank.BIG_JOKER
        word = "JOKER"
        parts.append(
            f'<text x="9" y="16" font-family="sans-serif" font-size="9" font-weight="700" '
            f'fill="{colour}">{"BIG" if big else "LITTLE"}</text>'
        )
        for i, ch in enumerate(word):
            parts.append(
                f'<text x="52" y="{20 + i * 12}" font-family="sans-serif" font-size="11" '
                f'font-weight="700" text-anchor="middle" fill="{colour}">{ch}</text>'
            )
        star = "★" if big else "☆"
        parts.append(
            f'<text x="27" y="56" font-family="sans-serif" font-size="30" text-anchor="middle" '
            f'fill="{colour}">{star}</text>'
        )
        parts.append(
            f'<text x="27" y="76" font-family="sans-serif" font-size="10" text-anchor="middle" '
            f'fill="{colour}">{"大王" if big else "小王"}</text>'
        )
    else:
        symbol = card.suit.symbol
        rank = card.rank.label
        size = 15 if len(rank) > 1 else 17
        parts += [
            f'<text x="9" y="20" font-family="sans-serif" font-size="{size}" font-weight="700" '
            f'fill="{colour}">{rank}</text>',
            f'<text x="9" y="33" font-family="sans-serif" font-size="13" fill="{colour}">{symbol}</text>',
            f'<text x="30" y="57" font-family="sans-serif" font-size="30" text-anchor="middle" '
            f'fill="{colour}">{symbol}</text>',
            f'<text x="51" y="78" font-family="sans-serif" font-size="{size - 2}" font-weight="700" '
            f'text-anchor="end" fill="{colour}">{rank}</text>',
        ]
    parts.append("</svg>")
    return "".join(parts)


def hand_svg(
    cards: CardsLike,
    order: TrumpOrder | None = None,
    *,
    palette: str = "two",
    sort: bool = True,
    lang: str = "en",
    overlap: int = 22,
    caption: str = "",
) -> str:
    """A hand fanned left to right, in the order players hold it when ``sort`` and ``order`` given."""
    hand = parse_cards(cards)
    if sort and order is not None:
        hand = tuple(order.sorted(hand))
    step = WIDTH - overlap
    width = WIDTH + step * max(len(hand) - 1, 0)
    label = escape(caption or ", ".join(card_alt(c, order, lang) for c in hand) or "no cards")
    inner = []
    for i, card in enumerate(hand):
        face = card_svg(card, order, palette=palette, lang=lang)
        inner.append(face.replace("<svg ", f'<svg x="{i * step}" y="0" ', 1))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {max(width, 1)} {HEIGHT}" '
        f'width="{max(width, 1)}" height="{HEIGHT}" role="img" aria-label="{label}" '
        f'class="tc-hand">{"".join(inner)}</svg>'
    )


def trick_svg(
    plays: Sequence[CardsLike],
    order: TrumpOrder | None = None,
    *,
    leader: int = 0,
    winner: int | None = None,
    palette: str = "two",
    names: Sequence[str] = ("South", "East", "North", "West"),
) -> str:
    """A trick as four seats around a table (South at the bottom, play counter-clockwise).

    ``plays[0]`` was played by seat ``leader``; the leader is marked, and the winner if given.
    """
    hands = [parse_cards(p) for p in plays]
    seat_pos = {0: (0.5, 0.82), 1: (0.85, 0.5), 2: (0.5, 0.18), 3: (0.15, 0.5)}
    box_w, box_h = 520, 360
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {box_w} {box_h}" width="{box_w}" '
        f'height="{box_h}" role="img" class="tc-trick" aria-label="a trick of {len(hands)} plays">',
        f'<rect x="0" y="0" width="{box_w}" height="{box_h}" rx="18" fill="#2e7d32" opacity="0.15"/>',
    ]
    for k, cards in enumerate(hands):
        seat = (leader + k) % 4
        cx, cy = seat_pos[seat]
        fan = hand_svg(cards, order, palette=palette, sort=False, overlap=34)
        n = len(cards)
        fan_w = WIDTH + (WIDTH - 34) * max(n - 1, 0)
        x, y = int(cx * box_w - fan_w / 2), int(cy * box_h - HEIGHT / 2)
        parts.append(fan.replace("<svg ", f'<svg x="{x}" y="{y}" ', 1))
        tag = names[seat] + (" · leads" if k == 0 else "") + (" · wins" if winner == k else "")
        parts.append(
            f'<text x="{int(cx * box_w)}" y="{y - 6}" font-family="sans-serif" font-size="13" '
            f'text-anchor="middle" fill="#1b5e20" font-weight="{700 if winner == k else 400}">'
            f"{escape(tag)}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class Hand:
    """Cards to show in a notebook: ``Hand("S5 S5 S6 S6", order)`` displays as a fanned hand."""

    cards: tuple[Card, ...]
    order: TrumpOrder | None = None
    palette: str = "two"

    def __init__(
        self, cards: CardsLike, order: TrumpOrder | None = None, palette: str = "two"
    ) -> None:
        object.__setattr__(self, "cards", parse_cards(cards))
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "palette", palette)

    def _repr_svg_(self) -> str:
        return hand_svg(self.cards, self.order, palette=self.palette)

    def __repr__(self) -> str:
        return f"Hand({' '.join(c.notation for c in self.cards)!r})"


def faces(
    cards: Iterable[Card], order: TrumpOrder | None, palette: str = "two", lang: str = "en"
) -> dict[str, dict[str, str]]:
    """SVG face and text alternative for each distinct card, keyed by notation (for puzzle state)."""
    out: dict[str, dict[str, str]] = {}
    for card in cards:
        if card.notation not in out:
            out[card.notation] = {
                "svg": card_svg(card, order, palette=palette, lang=lang),
                "alt": card_alt(card, order, lang),
            }
    return out
