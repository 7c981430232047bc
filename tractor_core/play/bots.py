"""Computer players for simulations and practice: a seeded random legal player and a simple one.

Both only ever make legal moves, found through the engine's own rules (``Hand.can_declare``,
:func:`~tractor_core.rules.following.legal_follows`), so a simulation with them exercises the rules:

* :class:`RandomBot` — bids a random standing bid half the time, buries random cards, calls a
  random side card, leads a random unit (a single, pair, triple or tractor of one suit) or, one
  lead in ten, tries a throw of the top cards of a suit, and follows with a random legal follow.
* :class:`SimpleBot` — declares its longest suit, buries low side cards (keeping points and
  pairs), calls an ace it lacks (else the highest side card it lacks), leads its strongest tractor, pair or side ace (else a low card),
  follows low, and wins a trick holding points when it can (giving points to a winning partner).

Neither bot ever lists every legal follow (shengji.io's ladder can allow millions at 4-8
decks): with 1-3 decks a random follow is drawn by counting, the same choice as before; with 4-8
decks both choose among the first :data:`FOLLOW_CANDIDATES` follows the engine lists.

A bot is asked with the :class:`~tractor_core.play.hand.Hand` and its seat; the bots here read only
their own hand and what is public (the trick so far, the bids, the trump). They answer the
:class:`~tractor_core.play.table.Bot` protocol, and :func:`~tractor_core.play.table.run_hand`
drives a hand to its end with one of them per seat (both re-exported here).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

from tractor_core.play.hand import Hand
from tractor_core.play.table import Bot, run_hand
from tractor_core.rules.cards import (
    CARD_OF_CODE,
    ONE_DECK,
    Card,
    Rank,
    Suit,
    card_code,
    card_points,
)
from tractor_core.rules.combinations import Groups
from tractor_core.rules.following import legal_follows
from tractor_core.rules.friends import FriendCall, friend_count
from tractor_core.rules.rainbows import read_rainbow
from tractor_core.rules.ruleset import DrawPolicy, Partners
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, TrumpOrder

__all__ = [
    "FOLLOW_CANDIDATES",
    "Bot",
    "RandomBot",
    "SimpleBot",
    "candidate_bids",
    "lead_units",
    "make_bot",
    "random_follow",
    "run_hand",
]


# ---------------------------------------------------------------------------------- helpers
def candidate_bids(hand: Hand, seat: int) -> list[tuple[Card, ...]]:
    """Every bid ``seat`` could show now that would stand (checked with ``Hand.can_declare``)."""
    cards = hand.hands[seat]
    level = hand.level
    counts = Counter(c for c in cards if c.is_joker or c.rank == level)
    if not counts:
        return []
    shows: list[tuple[Card, ...]] = []
    rules = hand.rules
    colour = rules.joker_colour_rule and hand.setup.first_hand
    for card, n in counts.items():
        for k in range(1, n + 1):
            shows.append((card,) * k)
            if colour and not card.is_joker and card.suit is not None:
                joker = Card.joker(big=card.suit.is_red)
                if counts.get(joker):
                    shows.append((card,) * k + (joker,))
    return [s for s in shows if hand.can_declare(seat, s)]


def lead_units(cards: Sequence[Card], order: TrumpOrder) -> list[tuple[Card, ...]]:
    """Every single unit ``cards`` can lead: singles, tuples and tractors of each effective suit."""
    out: list[tuple[Card, ...]] = []
    rules = order.rules
    key_at = order.key_at
    for suit_cards in order.split_by_suit(cards).values():
        # singles and tuples, in card order (as Groups orders them): S5, S5 S5, S6, ...
        widest, previous, n, card = 1, -1, 0, suit_cards[0]
        for code in sorted(map(card_code, suit_cards), key=key_at.__getitem__):
            if code == previous:
                n += 1
                widest = max(widest, n)
            else:
                previous, n, card = code, 1, CARD_OF_CODE[code]
            out.append((card,) * n)
        if widest < rules.tractor_min_width:
            continue  # no pairs: no tractors
        g = Groups(suit_cards, order)
        for width in range(rules.tractor_min_width, rules.decks + 1):
            # chains one step longer extend the shorter ones (same order as fixed_chains)
            chains: list[tuple[int, ...]] = [(i,) for i, n in enumerate(g.counts) if n >= width]
            length = 1
            while chains:
                if length >= rules.tractor_min_length:
                    out.extend(g.unit(path, width).cards for path in chains)
                succ = g.succ
                chains = [(*p, j) for p in chains for j in succ[p[-1]] if g.counts[j] >= width]
                length += 1
    return out


#: With four to eight decks a bot chooses among at most this many legal follows, the first the
#: engine lists (shengji.io's ladder can allow millions: a bot must never list them all).
FOLLOW_CANDIDATES = 60


def random_follow(
    lead: Sequence[Card], cards: Sequence[Card], order: TrumpOrder, rng: random.Random
) -> tuple[Card, ...]:
    """A random legal follow, never listing every legal follow.

    When the hand cannot fill the lead from the led suit, or the lead is all singles, every
    choice of that many suit cards is legal and one is sampled directly. Otherwise, with up to
    three decks, one is drawn uniformly over the distinct legal follows: its index is drawn
    (:meth:`random.Random.randrange`, as :meth:`~random.Random.choice` of the listed follows did)
    and the follow at that index is found by counting
    (:meth:`~tractor_core.rules.following.LegalFollows.nth`). With four to eight decks it is chosen
    among the first :data:`FOLLOW_CANDIDATES` the engine lists.
    """
    n = len(lead)
    if order.rules.rainbows is not None and read_rainbow(tuple(lead), order) is not None:
        rainbow = legal_follows(tuple(lead), tuple(cards), order)  # no suit to follow
        return rainbow.nth(rng.randrange(rainbow.count()))
    suit_at = order.suit_at
    suit = suit_at[lead[0].code]
    suit_cards = [c for c in cards if suit_at[c.code] is suit]
    if len(suit_cards) <= n:
        others = [c for c in cards if suit_at[c.code] is not suit]
        return (*suit_cards, *rng.sample(others, n - len(suit_cards)))
    singles = len(set(lead)) == n
    if singles or order.rules.draw_policy is DrawPolicy.SUIT_ONLY:
        return tuple(rng.sample(suit_cards, n))
    follows = legal_follows(tuple(lead), tuple(cards), order)
    if order.rules.decks <= 3:
        return follows.nth(rng.randrange(follows.count()))
    return rng.choice(list(itertools.islice(iter(follows), FOLLOW_CANDIDATES)))


def _side_calls(hand: Hand, seat: int, rng: random.Random | None) -> tuple[FriendCall, ...]:
    order = hand.order
    assert order is not None
    mine = Counter(hand.hands[seat])
    decks = hand.rules.decks
    pool = sorted(set(hand.hands[seat]) | _aces(), key=Card.natural_key)
    side = [c for c in pool if not order.is_trump(c)]
    want = friend_count(hand.rules)
    if len(side) < want:  # holds only trumps, and the aces are trumps (level A): any side card
        side = [c for c in ONE_DECK if not order.is_trump(c)]
    if rng is not None:
        picks = rng.sample(side, want)
        return tuple(FriendCall(c, rng.randint(1, decks)) for c in picks)
    # Simple: the highest side cards the bot does not hold every copy of, first copy played.
    ranked = sorted(side, key=lambda c: -order.power(c))
    picks = [c for c in ranked if mine[c] < decks][:want]
    if len(picks) < want:
        # It holds every copy of its aces and of its other side cards (1 deck): call the
        # highest side cards it lacks.
        lacking = [c for c in ONE_DECK if not order.is_trump(c) and not mine[c]]
        lacking.sort(key=lambda c: -order.power(c))
        picks += lacking[: want - len(picks)]
    return tuple(FriendCall(c, 1) for c in picks)


def _aces() -> set[Card]:
    return {Card(s, Rank.ACE) for s in Suit}


# ---------------------------------------------------------------------------------- random
class RandomBot:
    """A seeded random legal player (see the module docstring)."""

    def __init__(
        self, seed: int = 0, *, bid_chance: float = 0.5, throw_chance: float = 0.1
    ) -> None:
        self.rng = random.Random(seed)
        self.bid_chance = bid_chance
        self.throw_chance = throw_chance

    def declare(self, hand: Hand, seat: int) -> tuple[Card, ...] | None:
        """A random standing bid, half the time."""
        if self.rng.random() >= self.bid_chance:
            return None
        bids = candidate_bids(hand, seat)
        return self.rng.choice(bids) if bids else None

    def bury(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """Random cards."""
        return tuple(self.rng.sample(hand.hands[seat], hand.rules.effective_kitty_size))

    def call(self, hand: Hand, seat: int) -> tuple[FriendCall, ...]:
        """A random side card with a random ordinal."""
        return _side_calls(hand, seat, self.rng)

    def play(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """A random unit (sometimes a throw) to lead; a random legal follow otherwise."""
        order = hand.order
        assert order is not None
        assert hand.trick is not None
        cards = hand.hands[seat]
        if hand.trick.plays:
            return random_follow(hand.trick.plays[0], cards, order, self.rng)
        if self.rng.random() < self.throw_chance:
            groups = [g for g in order.split_by_suit(cards).values() if len(g) >= 2]
            if groups:
                suit_cards = sorted(self.rng.choice(groups), key=lambda c: -order.power(c))
                k = self.rng.randint(2, min(5, len(suit_cards)))
                return tuple(suit_cards[:k])
        return self.rng.choice(lead_units(cards, order))


# ---------------------------------------------------------------------------------- simple
class SimpleBot:
    """A simple sensible player (see the module docstring). Deterministic except for ties."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def declare(self, hand: Hand, seat: int) -> tuple[Card, ...] | None:
        """Declare (or overturn into) its longest suit; jokers when they are long in trumps."""
        bids = candidate_bids(hand, seat)
        if not bids:
            return None
        cards = hand.hands[seat]
        by_suit = Counter(c.suit for c in cards if c.suit is not None)
        if hand.bids and hand.bids[-1].seat == seat:
            return None  # already winning: no need to spend cards
        best = max(by_suit.values(), default=0)

        def score(show: tuple[Card, ...]) -> int:
            suit = show[0].suit
            if suit is None:
                return sum(1 for c in cards if c.is_joker or c.rank == hand.level) * 2
            return by_suit[suit]

        pick = max(bids, key=lambda s: (score(s), len(s)))
        if score(pick) + 1 < best and hand.phase == "deal" and len(cards) < 8:
            return None  # too early to tell, and not the longest suit
        return pick

    def bury(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """The lowest side cards, keeping pairs and point cards as long as possible."""
        order = hand.order
        assert order is not None
        cards = hand.hands[seat]
        counts = Counter(cards)

        def key(card: Card) -> tuple[int, int, int, int]:
            return (
                order.is_trump(card),
                counts[card] > 1,
                card.points > 0,
                order.power(card),
            )

        return tuple(sorted(cards, key=key)[: hand.rules.effective_kitty_size])

    def call(self, hand: Hand, seat: int) -> tuple[FriendCall, ...]:
        """The highest side card (an ace) it does not hold every copy of."""
        return _side_calls(hand, seat, None)

    def play(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """Lead strength; follow low, win point tricks, feed points to a winning partner."""
        order = hand.order
        assert order is not None
        assert hand.trick is not None
        cards = hand.hands[seat]
        if not hand.trick.plays:
            return self._lead(cards, order)
        plays = hand.trick.plays
        options = self._follows(plays[0], cards, order)
        leader = hand.trick.leader
        current = (leader + trick_winner(plays, order).value) % hand.players
        friendly = self._partner(hand, seat, current)
        points_now = sum(card_points(p) for p in plays)

        def weight(play: tuple[Card, ...]) -> int:
            return sum(order.power(c) for c in play)

        if friendly:
            return max(options, key=lambda p: (card_points(p), -weight(p)))
        winning = [p for p in options if trick_winner([*plays, p], order).value == len(plays)]
        if winning and (points_now or any(card_points(p) for p in winning)):
            return min(winning, key=weight)
        return min(options, key=lambda p: (card_points(p), weight(p)))

    def _partner(self, hand: Hand, seat: int, other: int) -> bool:
        if seat == other:
            return True
        if hand.rules.partners is Partners.FIXED:
            return (seat - other) % 2 == 0
        team = hand.revealed | ({hand.banker} if hand.banker is not None else set())
        return seat in team and other in team

    def _follows(
        self, lead: Sequence[Card], cards: Sequence[Card], order: TrumpOrder
    ) -> list[tuple[Card, ...]]:
        follows = legal_follows(tuple(lead), tuple(cards), order)
        if order.rules.decks > 3:  # never list them all: the first few the engine lists
            return list(itertools.islice(iter(follows), FOLLOW_CANDIDATES))
        if follows.count() <= 60:
            return list(iter(follows))  # iter: list() would ask len() and count again
        return [random_follow(lead, cards, order, self.rng) for _ in range(30)]

    def _lead(self, cards: Sequence[Card], order: TrumpOrder) -> tuple[Card, ...]:
        units = lead_units(cards, order)
        tractors = [u for u in units if len(set(u)) > 1]
        if tractors:
            return max(tractors, key=lambda u: (len(u), order.power(u[0])))
        tuples = [u for u in units if len(u) > 1 and order.power(u[0]) >= Rank.KING]
        if tuples:
            return max(tuples, key=lambda u: (len(u), order.power(u[0])))
        aces = [
            u
            for u in units
            if len(u) == 1 and u[0].rank is Rank.ACE and order.suit_of(u[0]) is not EffSuit.TRUMP
        ]
        if aces:
            return aces[0]
        side = [u for u in units if len(u) == 1 and order.suit_of(u[0]) is not EffSuit.TRUMP]
        pool = side or [u for u in units if len(u) == 1]
        return min(pool, key=lambda u: (u[0].points, order.power(u[0])))


def make_bot(kind: str, seed: int) -> RandomBot | SimpleBot:
    """``random`` or ``simple``."""
    if kind == "random":
        return RandomBot(seed)
    if kind == "simple":
        return SimpleBot(seed)
    msg = f"bot {kind!r}: expected 'random' or 'simple'"
    raise ValueError(msg)
