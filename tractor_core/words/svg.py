"""Card faces as SVG: legible at hand size, with text alternatives, trumps and level cards marked.

One renderer serves every place a card is drawn. Notebook output (``Cards._repr_svg_``) gets
standalone ``<svg>`` faces (:func:`card_svg`). Puzzles, in Jupyter and on the site, draw their
cards from one set of pieces per page, :func:`deck_sprite` (a blank card, rank and suit glyphs,
the jokers, the trump and level marks; coloured by class, so the colour-blind four-colour deck
is a class away): a puzzle's state only names each card with its text alternative and its marks
(:func:`faces`), and the puzzle front-end draws ``<svg><use xlink:href="#tc-r-10"/>…</svg>``
from that. Pure standard library.

>>> from tractor_core.rules.cards import Card
>>> svg = card_svg(Card.parse("S10"))
>>> svg.startswith("<svg") and 'aria-label="ten of spades"' in svg
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from tractor_core.rules.cards import Card, CardsLike, Rank, Suit, parse_cards
from tractor_core.rules.trump_order import TrumpOrder
from tractor_core.text.say import page_lang, say

__all__ = [
    "Cards",
    "HandRows",
    "card_alt",
    "card_svg",
    "deck_sprite",
    "face_text",
    "faces",
    "hand_svg",
    "page_lang",
    "trick_svg",
]

# The pictures' text alternatives follow the page's language (tractor_core.text.page_lang).


def _lang(lang: str | None) -> str:
    return page_lang() if lang is None else lang


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

# The marks the trump order puts on a face: a gold band along the left edge for a trump, a ring
# around the centre symbol for a level card.
_TRUMP_BAND: Final = f'<rect x="3" y="10" width="4" height="{HEIGHT - 20}" rx="2" fill="#e0a800"/>'
_LEVEL_RING: Final = (
    '<circle cx="30" cy="46" r="19" fill="none" stroke="#e0a800" stroke-width="2.5"/>'
)
_LEVEL_KINDS: Final = ("trump-level", "off-level", "nt-level")


def _escape(text: str) -> str:
    """Escape text for an attribute or an element, as ``html.escape`` does.

    (``html`` itself is not imported: its entity table is slow to load in the browser's Python.)
    """
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def _background(selected: bool = False) -> str:
    return (
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="6" '
        f'fill="{"#fff8d6" if selected else "#ffffff"}" stroke="{"#1565c0" if selected else "#555"}" '
        f'stroke-width="{3 if selected else 1.2}"/>'
    )


def _ink_key(card: Card) -> str:
    return card.rank.label if card.suit is None else card.suit.value


def _rank_text(rank: str) -> str:
    size = 15 if len(rank) > 1 else 17
    return (
        f'<text x="9" y="20" font-size="{size}" font-weight="700">{rank}</text>'
        f'<text x="51" y="78" font-size="{size - 2}" font-weight="700" '
        f'text-anchor="end">{rank}</text>'
    )


def _suit_text(symbol: str) -> str:
    return (
        f'<text x="9" y="33" font-size="13">{symbol}</text>'
        f'<text x="30" y="57" font-size="30" text-anchor="middle">{symbol}</text>'
    )


def _joker_text(big: bool) -> str:
    letters = "".join(
        f'<text x="52" y="{20 + i * 12}" font-size="11" font-weight="700" '
        f'text-anchor="middle">{ch}</text>'
        for i, ch in enumerate("JOKER")
    )
    return (
        f'<text x="9" y="16" font-size="9" font-weight="700">{"BIG" if big else "LITTLE"}</text>'
        f"{letters}"
        f'<text x="27" y="56" font-size="30" text-anchor="middle">{"★" if big else "☆"}</text>'
        f'<text x="27" y="76" font-size="10" text-anchor="middle">{"大王" if big else "小王"}</text>'
    )


def _body(card: Card, colour: str) -> str:
    """The printed face (rank and suit, or the joker's words) in one group of one colour."""
    if card.suit is None:
        inner = _joker_text(card.rank is Rank.BIG_JOKER)
    else:
        inner = _rank_text(card.rank.label) + _suit_text(card.suit.symbol)
    return f'<g font-family="sans-serif" fill="{colour}">{inner}</g>'


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
    label = _escape(card_alt(card, order, lang))
    w, h = int(WIDTH * scale), int(HEIGHT * scale)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{w}" '
        f'height="{h}" role="img" aria-label="{label}" class="tc-card" data-card="{card.notation}">',
        f"<title>{label}</title>",
        _background(selected),
    ]
    info = order.info(card) if order is not None else None
    if info is not None and info.suit.value == "T":
        parts.append(_TRUMP_BAND)
    if info is not None and info.kind in _LEVEL_KINDS:
        parts.append(_LEVEL_RING)
    parts += [_body(card, colours[_ink_key(card)]), "</svg>"]
    return "".join(parts)


def hand_svg(
    cards: CardsLike,
    order: TrumpOrder | None = None,
    *,
    palette: str = "two",
    sort: bool = True,
    lang: str | None = None,
    overlap: int = 22,
    caption: str = "",
) -> str:
    """A hand fanned left to right, in the order players hold it when ``sort`` and ``order`` given.

    Its text alternative is in ``lang`` ("en" or "zh"; ``None``: the page's, :func:`page_lang`).
    """
    lang = _lang(lang)
    hand = parse_cards(cards)
    if sort and order is not None:
        hand = tuple(order.sorted(hand))
    step = WIDTH - overlap
    width = WIDTH + step * max(len(hand) - 1, 0)
    sep, nothing = ("，", "没有牌") if lang == "zh" else (", ", "no cards")
    label = _escape(caption or sep.join(card_alt(c, order, lang) for c in hand) or nothing)
    inner = []
    for i, card in enumerate(hand):
        face = card_svg(card, order, palette=palette, lang=lang)
        inner.append(face.replace("<svg ", f'<svg x="{i * step}" y="0" ', 1))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {max(width, 1)} {HEIGHT}" '
        f'width="{max(width, 1)}" height="{HEIGHT}" role="img" aria-label="{label}" '
        f'class="tc-hand"><title>{label}</title>{"".join(inner)}</svg>'
    )


def trick_svg(
    plays: Sequence[CardsLike],
    order: TrumpOrder | None = None,
    *,
    leader: int = 0,
    winner: int | None = None,
    palette: str = "two",
    names: Sequence[str] | None = None,
    lang: str | None = None,
) -> str:
    """A trick as four seats around a table (South at the bottom, play counter-clockwise).

    ``plays[0]`` was played by seat ``leader``; the leader is marked, and the winner if given.
    Seat names, tags and the text alternative are in ``lang`` ("en" or "zh"; ``None``: the
    page's language, :func:`page_lang`); ``names`` overrides the seats' names.
    """
    lang = _lang(lang)
    zh = lang == "zh"
    if names is None:
        names = ("南", "东", "北", "西") if zh else ("South", "East", "North", "West")
    hands = [parse_cards(p) for p in plays]
    said = []  # the text alternative: who played what, who led and who won
    for k, cards in enumerate(hands):
        name = names[(leader + k) % 4]
        if zh:
            named = "、".join(card_alt(c, order, lang) for c in cards) or "没有牌"
            verb = "首出" if k == 0 else "出"
            won = "，赢了这一轮" if winner == k else ""
            said.append(f"{name}{verb}{named}{won}")
        else:
            named = ", ".join(card_alt(c, order, lang) for c in cards) or "nothing"
            verb = "leads" if k == 0 else "plays"
            won = " and wins" if winner == k else ""
            said.append(f"{name} {verb} {named}{won}")
    label = _escape(f"一轮牌：{'；'.join(said)}。" if zh else f"A trick: {'; '.join(said)}.")
    leads_tag, wins_tag = (" · 首家", " · 赢") if zh else (" · leads", " · wins")
    seat_pos = {0: (0.5, 0.82), 1: (0.85, 0.5), 2: (0.5, 0.18), 3: (0.15, 0.5)}
    fan_ws = {
        (leader + k) % 4: WIDTH + (WIDTH - 34) * max(len(c) - 1, 0) for k, c in enumerate(hands)
    }
    # wide enough for East's and West's fans side by side (six cards each overflowed the table's
    # edges), and for North's and South's
    side = max(fan_ws.get(1, 0), fan_ws.get(3, 0))
    box_w = max(520, 2 * side + 60, max(fan_ws.get(0, 0), fan_ws.get(2, 0)) + 20)
    box_h = 360
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {box_w} {box_h}" width="{box_w}" '
        f'height="{box_h}" role="img" class="tc-trick" aria-label="{label}"><title>{label}</title>',
        # an opaque light-green table (the pages show this picture as an image, whose text
        # cannot take the page's colour): the seats' dark-green names read in light and in dark
        f'<rect x="0" y="0" width="{box_w}" height="{box_h}" rx="18" fill="#e0efe1"/>',
    ]
    for k, cards in enumerate(hands):
        seat = (leader + k) % 4
        cx, cy = seat_pos[seat]
        fan = hand_svg(cards, order, palette=palette, sort=False, overlap=34, lang=lang)
        fan_w = fan_ws[seat]
        if seat == 3:  # West: no nearer the edge than 10
            cx = max(cx, (fan_w / 2 + 10) / box_w)
        elif seat == 1:  # East
            cx = min(cx, (box_w - fan_w / 2 - 10) / box_w)
        x, y = int(cx * box_w - fan_w / 2), int(cy * box_h - HEIGHT / 2)
        parts.append(fan.replace("<svg ", f'<svg x="{x}" y="{y}" ', 1))
        tag = names[seat] + (leads_tag if k == 0 else "") + (wins_tag if winner == k else "")
        parts.append(
            f'<text x="{int(cx * box_w)}" y="{y - 6}" font-family="sans-serif" font-size="16" '
            f'text-anchor="middle" fill="#1b5e20" font-weight="{700 if winner == k else 400}">'
            f"{_escape(tag)}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


@dataclass(frozen=True, slots=True)
class Cards:
    """Cards to show in a notebook: ``Cards("S5 S5 S6 S6", order)`` displays as a fanned row.

    (The game state of a hand being played is :class:`tractor_core.play.hand.Hand`.)
    """

    cards: tuple[Card, ...]
    order: TrumpOrder | None = None
    palette: str = "two"
    lang: str | None = None

    def __init__(
        self,
        cards: CardsLike,
        order: TrumpOrder | None = None,
        palette: str = "two",
        lang: str | None = None,
    ) -> None:
        object.__setattr__(self, "cards", parse_cards(cards))
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "palette", palette)
        object.__setattr__(self, "lang", lang)

    def _repr_svg_(self) -> str:
        """The picture; its text alternative in ``lang``, or the page's language (:func:`page_lang`)."""
        return hand_svg(self.cards, self.order, palette=self.palette, lang=self.lang)

    def __repr__(self) -> str:
        return f"Cards({' '.join(c.notation for c in self.cards)!r})"


def faces(
    cards: Iterable[Card],
    order: TrumpOrder | None,
    palette: str = "two",
    lang: str = "en",
    *,
    kinds: bool = True,
    marks: bool = True,
) -> dict[str, dict[str, Any]]:
    """Each distinct card of a puzzle, keyed by notation: its text alternative and its marks.

    ``{"S10": {"alt": "ten of spades — level card, trump", "trump": True, "level": True}}``.
    With ``kinds=False`` the text alternative is the card's name only (``ten of spades``): a
    puzzle asks which cards are trumps and of what kind, so its labels must not say it.

    ``marks``: whether the picture shows the marks (the gold trump band, the level ring). With
    ``marks=False`` no face is marked; with ``kinds=False`` and ``marks=True`` the text
    alternative says what the picture shows and no more (``ace of spades, trump``, ``ten of
    spades, level card, trump``), so a screen reader hears what a sighted reader sees.
    The picture itself is drawn by the puzzle front-end from the deck's pieces
    (:func:`deck_sprite`); ``palette`` is a class on the puzzle, not part of the faces (kept for
    callers that pass it).
    """
    del palette
    out: dict[str, dict[str, Any]] = {}
    for card in cards:
        if card.notation not in out:
            info = order.info(card) if order is not None and marks else None
            trump = info is not None and info.suit.value == "T"
            level = info is not None and info.kind in _LEVEL_KINDS
            alt = card_alt(card, order if kinds else None, lang)
            if not kinds and (trump or level):
                alt = _marked_alt(alt, trump=trump, level=level, lang=lang)
            out[card.notation] = {"alt": alt, "trump": trump, "level": level}
    return out


def _marked_alt(name: str, *, trump: bool, level: bool, lang: str) -> str:
    """A card's name with what its marks show: ``ace of spades, trump`` / ``黑桃A，主牌``."""
    if level and trump:
        return say("{card}, level card, trump", lang, card=name)
    if level:
        return say("{card}, level card", lang, card=name)
    return say("{card}, trump", lang, card=name)


def face_text(
    notation: str, face: dict[str, Any] | None, palette: str = "two", lang: str | None = None
) -> str:
    """A puzzle's card as text (``♠10``) labelled with its alt text, for the static page.

    Pages without JavaScript (and the moment before the puzzle script runs) show this; the
    puzzle front-end draws the card from the deck's pieces (``widgets/static/puzzle.js``). The
    label is in ``lang`` ("en" or "zh"; ``None``: the page's language, :func:`page_lang`).
    """
    lang = _lang(lang)
    card = Card.parse(notation)  # refuses anything that is not a card
    text = card.rank.label if card.suit is None else card.suit.symbol + card.rank.label
    marks = "".join(f" tc-{mark}-card" for mark in ("trump", "level") if face and face.get(mark))
    # The card's name, and what its marks show where the face is marked (a puzzle shows the
    # marks only where the reader chose them or they do not give the answer away; the
    # front-end, once running, reads the same face's alt text).
    marked = bool(face and (face.get("trump") or face.get("level")))
    name = card_alt(card, lang=lang)
    label = _escape(
        _marked_alt(name, trump=bool(face.get("trump")), level=bool(face.get("level")), lang=lang)
        if face and marked
        else name
    )
    # Its ink is a class (tc-tink-S …), coloured by puzzle.css for the puzzle's palette
    # (tc-palette-two / -four on the puzzle) and the page's colour scheme.
    return (
        f'<span class="tc-tcard tc-tink-{_ink_key(card)}{marks}" role="img" '
        f'aria-label="{label}">{text}</span>'
    )


#: The id of the element holding the deck's pieces (one per document).
DECK_ID: Final = "tc-deck"


@lru_cache(maxsize=1)
def deck_sprite() -> str:
    """The pieces every puzzle card is drawn with, once, and the palettes as CSS.

    Put once in a document by the puzzle front-end (the widget's ``deck`` trait in Jupyter; the
    site's script carries it), it lets each card of a puzzle be a few bytes: a blank card, each rank's corner indices, each suit's
    pips, the two jokers' words, the trump band and the level ring. Colours come from
    :data:`PALETTES` by class (``tc-ink-H``); ``data-palette="four"`` on the puzzle switches to
    the four-colour deck.
    """
    inks = ("S", "H", "C", "D", "BJ", "LJ")
    style = "".join(
        f".tc-ink-{k}{{fill:{PALETTES['two'][k]};color:{PALETTES['two'][k]}}}" for k in inks
    ) + "".join(
        f'[data-palette="four"] .tc-ink-{k}{{fill:{PALETTES["four"][k]}}}'
        for k in inks
        if PALETTES["four"][k] != PALETTES["two"][k]
    )
    pieces = {
        "blank": _background(),
        "mark-trump": _TRUMP_BAND,
        "mark-level": _LEVEL_RING,
        **{f"r-{r.label}": _rank_text(r.label) for r in Rank if not r.is_joker},
        **{f"s-{s.value}": _suit_text(s.symbol) for s in Suit},
        "j-BJ": _joker_text(big=True),
        "j-LJ": _joker_text(big=False),
    }
    defs = "".join(f'<g id="tc-{name}">{body}</g>' for name, body in pieces.items())
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" id="{DECK_ID}" width="0" height="0" '
        'style="position:absolute" aria-hidden="true" focusable="false">'
        f"<style>{style}.tc-card{{font-family:sans-serif}}</style><defs>{defs}</defs></svg>"
    )


class HandRows:
    """A hand in rows of at most ``per_row`` cards, wrapping to the width of the page.

    >>> rows = HandRows("S5 S6 S7", per_row=2)
    >>> rows.rows
    [['S5', 'S6'], ['S7']]
    >>> rows._repr_html_().count('class="tc-hand"')
    2
    """

    def __init__(
        self,
        cards: CardsLike,
        order: TrumpOrder | None = None,
        *,
        per_row: int = 13,
        lang: str | None = None,
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
        self.lang = lang

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
                hand_svg(row, self.order, sort=False, lang=self.lang).replace(
                    "<svg ", '<svg style="max-width: 100%; height: auto" ', 1
                )
                for row in rows
            )
            + "</div>"
        )

    def __repr__(self) -> str:
        return f"HandRows({' '.join(c.notation for c in self.cards)!r})"
