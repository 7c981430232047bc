"""Cards, the 1-, 2- and 3-deck shoe, and the card notation people type.

The project notation is a suit letter followed by a rank: ``S10``, ``HA``, ``C2``, ``DK``; the jokers
are ``BJ`` (big, red joker, 大王) and ``LJ`` (little, black joker, 小王). A hand is written as
cards separated by spaces or commas: ``"S5 S5 S6 S6"``.

:func:`parse_cards` also reads the forms people actually type: lower case (``s10``), ``T`` for ten,
suit symbols on either side (``♠10``, ``10♠``), and Chinese (``黑桃10``, ``红桃A``, ``大王``, ``小王``).

>>> parse_cards("S10 ♥A 10♣ 大王, lj")
(Card.parse('S10'), Card.parse('HA'), Card.parse('C10'), Card.parse('BJ'), Card.parse('LJ'))
>>> Card.parse("S10").chinese
'黑桃10'
>>> parse_cards("S5 S5 S1")
Traceback (most recent call last):
...
tractor_core.rules.errors.NotationError: 'S1' at position 3: rank must be 2-10, J, Q, K or A
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from enum import Enum, IntEnum, unique
from itertools import islice
from operator import attrgetter, eq
from typing import Final

from tractor_core.rules.errors import NotationError, TooManyCopiesError, shown

__all__ = [
    "JOKERS",
    "MAX_CARDS",
    "MAX_TEXT",
    "Card",
    "CardsLike",
    "Rank",
    "Suit",
    "card_points",
    "check_copies",
    "check_copies_across",
    "first_missing",
    "format_cards",
    "parse_cards",
    "refuse_impossible",
    "shoe",
    "total_points",
]


@unique
class Suit(Enum):
    """The four printed suits. The value is the notation letter."""

    SPADES = "S"
    HEARTS = "H"
    CLUBS = "C"
    DIAMONDS = "D"

    @property
    def symbol(self) -> str:
        """The suit symbol, e.g. ``♠``."""
        return _SUIT_SYMBOL[self]

    @property
    def chinese(self) -> str:
        """The Chinese suit name, e.g. ``黑桃``."""
        return _SUIT_ZH[self]

    @property
    def english(self) -> str:
        """The English suit name in the plural, e.g. ``spades``."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; spades and clubs are black."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter, symbol or Chinese name (``s``, ``♠``, ``黑桃``)."""
        expected = "suit must be S, H, C or D (♠ ♥ ♣ ♦, 黑桃 红桃 梅花 方片)"
        given: object = text  # untrusted callers (JSON) may pass anything
        if not isinstance(given, str):
            raise NotationError(shown(given), 0, f"{expected}, not {type(given).__name__}")
        suit = _SUIT_WORDS.get(_ascii_upper(text.strip()))
        if suit is None:
            raise NotationError(_clip(text), 0, expected)
        return suit


@unique
class Rank(IntEnum):
    """Printed ranks. The value is the natural order (2 lowest, A = 14, then the jokers)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    LITTLE_JOKER = 15
    BIG_JOKER = 16

    @property
    def label(self) -> str:
        """The notation of the rank: ``2``-``10``, ``J``, ``Q``, ``K``, ``A``, ``LJ``, ``BJ``."""
        return _RANK_LABEL[self]

    @property
    def english(self) -> str:
        """The English name, e.g. ``ten``, ``queen``."""
        return _RANK_EN[self]

    @property
    def is_joker(self) -> bool:
        """True for the two jokers."""
        return self >= Rank.LITTLE_JOKER

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a level rank such as ``10``, ``T``, ``q`` or ``A`` (jokers are not levels)."""
        given: object = text  # untrusted callers (JSON) may pass anything
        if not isinstance(given, str):
            msg = f"rank must be 2-10, J, Q, K or A, not {type(given).__name__}"
            raise NotationError(shown(given), 0, msg)
        rank = _RANK_WORDS.get(_ascii_upper(text.strip()))
        if rank is None:
            raise NotationError(_clip(text), 0, "rank must be 2-10, J, Q, K or A")
        return rank


#: The ranks a player's level runs through, from 2 to A.
LEVEL_RANKS: Final[tuple[Rank, ...]] = tuple(r for r in Rank if not r.is_joker)

_SUIT_SYMBOL: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦"}
_SUIT_ZH: Final = {
    Suit.SPADES: "黑桃",
    Suit.HEARTS: "红桃",
    Suit.CLUBS: "梅花",
    Suit.DIAMONDS: "方片",
}
_SUIT_WORDS: Final[dict[str, Suit]] = {
    **{s.value: s for s in Suit},
    **{sym: s for s, sym in _SUIT_SYMBOL.items()},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♧": Suit.CLUBS,
    "♢": Suit.DIAMONDS,
    "黑桃": Suit.SPADES,
    "红桃": Suit.HEARTS,
    "紅桃": Suit.HEARTS,
    "红心": Suit.HEARTS,
    "紅心": Suit.HEARTS,
    "梅花": Suit.CLUBS,
    "草花": Suit.CLUBS,
    "方片": Suit.DIAMONDS,
    "方块": Suit.DIAMONDS,
    "方塊": Suit.DIAMONDS,
}
_RANK_LABEL: Final = {
    **{Rank(v): str(v) for v in range(2, 11)},
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.LITTLE_JOKER: "LJ",
    Rank.BIG_JOKER: "BJ",
}
_RANK_EN: Final = {
    Rank.TWO: "two",
    Rank.THREE: "three",
    Rank.FOUR: "four",
    Rank.FIVE: "five",
    Rank.SIX: "six",
    Rank.SEVEN: "seven",
    Rank.EIGHT: "eight",
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
    Rank.LITTLE_JOKER: "little joker",
    Rank.BIG_JOKER: "big joker",
}
_RANK_WORDS: Final[dict[str, Rank]] = {
    **{str(v): Rank(v) for v in range(2, 11)},
    "T": Rank.TEN,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    "A": Rank.ACE,
}

_JOKER_WORDS: Final[dict[str, Rank]] = {
    "BJ": Rank.BIG_JOKER,
    "LJ": Rank.LITTLE_JOKER,
    "大王": Rank.BIG_JOKER,
    "小王": Rank.LITTLE_JOKER,
    "大鬼": Rank.BIG_JOKER,
    "小鬼": Rank.LITTLE_JOKER,
    "🃏": Rank.BIG_JOKER,
    "🃟": Rank.LITTLE_JOKER,
}

_RANK_EXPECTED: Final = "rank must be 2-10, J, Q, K or A"
_SUIT_EXPECTED: Final = (
    "expected a card such as S10, HA, ♠10, 10♠, 黑桃10 or a joker BJ/LJ (大王/小王); "
    "suit must be S, H, C or D"
)


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card: a suit and a rank, or a joker (``suit is None``).

    Cards are values: two ``S10`` from different decks are equal, and a hand is a multiset of them.
    """

    suit: Suit | None
    rank: Rank
    #: A small integer identifying the card (suit index × 32 + rank), so that hashing, comparing
    #: and table look-ups (done millions of times in searches over hands) are one int operation
    #: rather than a tuple of enums. Public for the engine's tables; ``CARD_OF_CODE`` inverts it.
    code: int = field(init=False, repr=False, compare=False)
    _text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank.is_joker != (self.suit is None):
            msg = f"a joker has no suit and every other card has one, got {self.suit}, {self.rank}"
            raise ValueError(msg)
        suit_index = 4 if self.suit is None else "SHCD".index(self.suit.value)
        object.__setattr__(self, "code", suit_index * 32 + int(self.rank))
        text = self.rank.label if self.suit is None else self.suit.value + self.rank.label
        object.__setattr__(self, "_text", text)

    def __hash__(self) -> int:
        return self.code

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.code == other.code
        return NotImplemented

    # ------------------------------------------------------------------ construction
    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card in any accepted form (``S10``, ``s10``, ``♠10``, ``10♠``, ``黑桃10``, ``BJ``).

        >>> Card.parse("10♠") == Card.parse("ST") == Card(Suit.SPADES, Rank.TEN)
        True
        """
        given: object = text  # untrusted callers (JSON) may pass anything
        if not isinstance(given, str):
            kind = type(given).__name__
            expected = f"expected a card's notation as text, such as 'S10', not {kind}"
            raise NotationError(shown(given), 0, expected)
        return _parse_token(text, 0)

    @classmethod
    def joker(cls, big: bool) -> Card:
        """The big (``big=True``) or the little joker."""
        return cls(None, Rank.BIG_JOKER if big else Rank.LITTLE_JOKER)

    # ------------------------------------------------------------------ properties
    @property
    def is_joker(self) -> bool:
        """True for BJ and LJ."""
        return self.suit is None

    @property
    def points(self) -> int:
        """Card points: 5 is worth 5, 10 and K are worth 10, everything else 0 (all sources)."""
        return _POINTS.get(self.rank, 0)

    @property
    def notation(self) -> str:
        """Project notation: ``S10``, ``HA``, ``BJ``."""
        return self._text

    @property
    def symbol(self) -> str:
        """Symbol form: ``♠10``, ``♥A``; jokers stay ``BJ``/``LJ``."""
        if self.suit is None:
            return self.rank.label
        return self.suit.symbol + self.rank.label

    @property
    def english(self) -> str:
        """English words: ``ten of spades``, ``big joker``."""
        if self.suit is None:
            return self.rank.english
        return f"{self.rank.english} of {self.suit.english}"

    @property
    def chinese(self) -> str:
        """Chinese: ``黑桃10``, ``大王``."""
        if self.suit is None:
            return "大王" if self.rank is Rank.BIG_JOKER else "小王"
        return self.suit.chinese + self.rank.label

    @property
    def is_red(self) -> bool:
        """Red cards: hearts, diamonds and the big joker (the big joker is the red one)."""
        if self.suit is None:
            return self.rank is Rank.BIG_JOKER
        return self.suit.is_red

    def natural_key(self) -> tuple[int, int]:
        """A trump-independent sort key: suits in S, H, C, D order, then rank; jokers last."""
        if self.suit is None:
            return (4, int(self.rank))
        return (_SUIT_INDEX[self.suit], int(self.rank))

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Card.parse({self.notation!r})"


_POINTS: Final = {Rank.FIVE: 5, Rank.TEN: 10, Rank.KING: 10}
_SUIT_INDEX: Final = {s: i for i, s in enumerate(Suit)}

#: The two jokers, big first.
JOKERS: Final[tuple[Card, Card]] = (Card.joker(big=True), Card.joker(big=False))

#: One 54-card deck in natural order.
ONE_DECK: Final[tuple[Card, ...]] = (
    *(Card(s, r) for s in Suit for r in LEVEL_RANKS),
    Card.joker(big=False),
    Card.joker(big=True),
)

#: What counts as "cards" at the public API: notation text, one card, or any iterable of cards
#: or notation strings. :func:`parse_cards` turns each into a tuple of cards.
CardsLike = str | Card | Iterable[Card | str]


_CANONICAL: Final[dict[str, Card]] = {card.notation: card for card in ONE_DECK}

_JUST_CARDS: Final = frozenset({Card})

#: Each card's small integer code (``card_code(card)``), and the card of each code. Searches over
#: hands count and look up codes: hashing an int costs nothing, hashing a card calls Python.
card_code: Final = attrgetter("code")
CARD_OF_CODE: Final[dict[int, Card]] = {card.code: card for card in ONE_DECK}
CODE_LIMIT: Final = max(CARD_OF_CODE) + 1
_POINTS_AT: Final = tuple(
    _POINTS.get(CARD_OF_CODE[code].rank, 0) if code in CARD_OF_CODE else 0
    for code in range(CODE_LIMIT)
)


def shoe(decks: int) -> tuple[Card, ...]:
    """All cards of a game with ``decks`` decks (54 per deck), in natural order.

    >>> len(shoe(2)), sum(card.points for card in shoe(2))
    (108, 200)
    """
    if decks < 1:
        msg = f"decks must be at least 1, got {decks!r}"
        raise ValueError(msg)
    return tuple(card for card in ONE_DECK for _ in range(decks))


# ---------------------------------------------------------------------- parsing
_SPLIT = re.compile(r"[\s,，、;；]+")
_SYMBOLS = "♠♥♣♦♤♡♧♢"

#: The longest text :func:`parse_cards` reads (a whole 3-deck shoe typed as ``黑桃10, `` is
#: under 1,000 characters), and the most cards it reads from a list.
MAX_TEXT: Final = 5_000
MAX_CARDS: Final = 1_000

# Only ASCII letters have a case in the notation. str.upper() would also map "ﬅ" to "ST" and
# "ſ" to "S", reading text that is no card as one.
_ASCII_UPPER: Final = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_CARDS_EXPECTED: Final = "expected cards as text such as 'S5 S5 HA' or a list of cards"


def _ascii_upper(text: str) -> str:
    return text.upper() if text.isascii() else text.translate(_ASCII_UPPER)


def _clip(token: str) -> str:
    """The token as shown in an error: long input is cut short, so messages stay short."""
    return token if len(token) <= 40 else token[:30] + "…"


def _parse_token(token: str, position: int) -> Card:
    canonical = _CANONICAL.get(token)
    if canonical is not None:  # the project notation, as the engine writes it
        return canonical
    text = token.strip()
    if not text:
        raise NotationError(token, position, _SUIT_EXPECTED)
    upper = text.upper() if text.isascii() else text.translate(_ASCII_UPPER)
    joker = _JOKER_WORDS.get(upper) or _JOKER_WORDS.get(text)
    if joker is not None:
        return Card(None, joker)
    # Chinese suit names first (two characters), then one-character suits on either side.
    for word, suit in _SUIT_WORDS.items():
        if len(word) > 1 and text.startswith(word):
            return Card(suit, _parse_rank(text[len(word) :], token, position))
    first, last = upper[0], upper[-1]
    if first in _SUIT_WORDS:
        return Card(_SUIT_WORDS[first], _parse_rank(upper[1:], token, position))
    if last in _SYMBOLS or (last in "SHCD" and len(upper) > 1 and upper[:-1] in _RANK_WORDS):
        return Card(_SUIT_WORDS[last], _parse_rank(upper[:-1], token, position))
    raise NotationError(_clip(token), position, _SUIT_EXPECTED)


def _parse_rank(text: str, token: str, position: int) -> Rank:
    rank = _RANK_WORDS.get(text) or _RANK_WORDS.get(_ascii_upper(text.strip()))
    if rank is None:
        raise NotationError(_clip(token), position, _RANK_EXPECTED)
    return rank


def parse_cards(cards: CardsLike) -> tuple[Card, ...]:
    """Read cards given as text, a :class:`Card`, or an iterable of cards and notation strings.

    Tokens are separated by spaces or commas (also ``，`` and ``、``). A bad token raises
    :class:`~tractor_core.rules.errors.NotationError` naming the token, its 1-based position and what
    was expected; so does anything else given as cards (``None``, a number, a mapping, bytes),
    text longer than :data:`MAX_TEXT` characters and more than :data:`MAX_CARDS` cards. The order
    of the input is kept.

    >>> parse_cards(["S5", Card.parse("LJ")])
    (Card.parse('S5'), Card.parse('LJ'))
    >>> parse_cards("")
    ()
    >>> parse_cards(None)
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.NotationError: 'None': expected cards as text such as 'S5 S5 HA' or a list of cards, not NoneType
    """
    if type(cards) is tuple:  # the engine's own calls: a tuple of cards is returned as it is
        for card in cards:
            if type(card) is not Card:
                break
        else:
            return cards
    tokens: Sequence[object]
    if isinstance(cards, str):
        if len(cards) > MAX_TEXT:
            expected = f"expected at most {MAX_TEXT:,} characters of cards, got {len(cards):,}"
            raise NotationError(_clip(cards), 0, expected)
        tokens = [t for t in _SPLIT.split(cards) if t]
    elif isinstance(cards, (tuple, list)):
        if set(map(type, cards)) <= _JUST_CARDS:
            return tuple(cards)  # already cards
        tokens = cards
    elif isinstance(cards, Card):
        return (cards,)
    else:
        tokens = _other_iterable(cards)
    if len(tokens) > MAX_CARDS:
        got = f"{len(tokens):,}" if tokens is cards else "more"
        expected = f"expected at most {MAX_CARDS:,} cards, got {got}"
        raise NotationError(shown(cards), 0, expected)
    out: list[Card] = []
    for position, token in enumerate(tokens, start=1):
        if isinstance(token, Card):
            out.append(token)
        elif isinstance(token, str):
            out.append(_parse_token(token, position))
        else:
            expected = "expected a card or a card's notation"
            raise NotationError(shown(token), position, expected)
    return tuple(out)


def _other_iterable(cards: object) -> list[object]:
    """The items of an iterable given as cards (at most one more than MAX_CARDS), or raise."""
    # A mapping's keys or a set's items are no hand, and bytes iterate as numbers.
    if isinstance(cards, Iterable) and not isinstance(
        cards, (Mapping, AbstractSet, bytes, bytearray, memoryview)
    ):
        return list(islice(cards, MAX_CARDS + 1))
    expected = f"{_CARDS_EXPECTED}, not {type(cards).__name__}"
    raise NotationError(shown(cards), 0, expected)


def first_missing(hand: Sequence[Card], cards: Sequence[Card]) -> Card | None:
    """The first of ``cards`` that ``hand`` does not hold, counting copies; None if it holds all.

    >>> first_missing(parse_cards("S5 S5 HA"), parse_cards("S5 HA S5 S5"))
    Card.parse('S5')
    """
    held = list(map(card_code, hand))
    for card in cards:  # take each card from the hand in turn: the first not left is missing
        try:
            held.remove(card.code)
        except ValueError:
            return card
    return None


def check_copies(cards: Iterable[Card], decks: int) -> None:
    """Raise :class:`TooManyCopiesError` if any card appears more than ``decks`` times.

    >>> check_copies(parse_cards("S5 S5 S5"), decks=2)
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.TooManyCopiesError: 'S5' appears 3 times (copy 3 at position 3), but a game with 2 decks has only 2 copies of each card
    """
    seen: Counter[Card] = Counter()
    for position, card in enumerate(cards, start=1):
        seen[card] += 1
        if seen[card] > decks:
            raise TooManyCopiesError(card.notation, seen[card], decks, position)


def check_copies_across(groups: Iterable[tuple[str, Iterable[Card]]], decks: int) -> None:
    """Raise :class:`TooManyCopiesError` if named groups of cards hold too many copies together.

    Cards seen at one table (a lead and a hand, the plays of a trick, the last trick and the
    kitty) come from one shoe. The error names the card, how many copies were seen, how many the
    decks hold and the groups that hold them.

    >>> check_copies_across([("lead", parse_cards("S5 S5")), ("hand", parse_cards("S5 S6"))], 2)
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.TooManyCopiesError: 'S5' appears 3 times in lead and hand, but a game with 2 decks has only 2 copies of each card
    """
    seen: Counter[Card] = Counter()
    holders: dict[Card, list[str]] = {}
    for name, cards in groups:
        for card in cards:
            seen[card] += 1
            names = holders.setdefault(card, [])
            if not names or names[-1] != name:
                names.append(name)
    for card, count in seen.items():
        if count > decks:
            names = holders[card]
            if len(names) > 4:
                names = [*names[:3], f"{len(names) - 3} more"]
            where = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
            raise TooManyCopiesError(card.notation, count, decks, where=where)


def refuse_impossible(
    codes: list[int],
    groups: Callable[[], Iterable[tuple[str, Iterable[Card]]]],
    decks: int,
) -> None:
    """Refuse cards of one table holding more copies of a card than ``decks`` decks have.

    ``codes`` are the card codes of every group together (sorted here in place); ``groups``
    names the cards only when they are refused. The common case costs one sort and one
    comparison pass in C; an impossible table raises :class:`TooManyCopiesError` through
    :func:`check_copies_across`, naming the card, its count and the groups that hold it.

    >>> lead, hand = parse_cards("S2"), parse_cards("S2 S2")
    >>> refuse_impossible([2, 2, 2], lambda: [("lead", lead), ("hand", hand)], 2)
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.TooManyCopiesError: 'S2' appears 3 times in lead and hand, but a game with 2 decks has only 2 copies of each card
    """
    if len(codes) > decks:
        codes.sort()
        if any(map(eq, codes, codes[decks:])):
            check_copies_across(groups(), decks)


def format_cards(cards: Iterable[Card], style: str = "notation") -> str:
    """Write cards back as text in one of the styles ``notation``, ``symbol``, ``english``, ``chinese``.

    >>> format_cards(parse_cards("S10 BJ"), "english")
    'ten of spades, big joker'
    """
    cards = list(cards)
    if style == "notation":
        return " ".join(c.notation for c in cards)
    if style == "symbol":
        return " ".join(c.symbol for c in cards)
    if style == "english":
        return ", ".join(c.english for c in cards)
    if style == "chinese":
        return "、".join(c.chinese for c in cards)
    msg = f"style {style!r}: expected one of notation, symbol, english, chinese"
    raise ValueError(msg)


def card_points(cards: Iterable[Card]) -> int:
    """Sum of card points (5 → 5, 10 and K → 10)."""
    return sum(map(_POINTS_AT.__getitem__, map(card_code, cards)))


def total_points(decks: int) -> int:
    """Points in a whole shoe: 100 per deck (002: 100/200/300 for 1/2/3 decks)."""
    return 100 * decks
