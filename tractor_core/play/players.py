"""A computer player that reads the table: :class:`CarefulBot`, and the coach's advice from it.

:class:`CarefulBot` plays from what its seat may know: its own hand, the cards played so far (and
so which seats have shown themselves out of a suit), the bids, the friend calls and the friends
revealed, the card counts, and the kitty when it buried it. From that it estimates, for each play
it considers, how likely the trick is to end with its own side (:meth:`Seen.beat_chance`: the
chance that a seat still to play holds something that beats the winning play, from the unseen
cards, the seat's card count and its known voids), and it plays by a few rules of thumb:

* **never give points to a trick an opponent may take** when another play keeps them: a point
  card goes on a trick only when its side will keep it (a partner winning with nobody after able
  to beat it), or when every legal play gives points (then the fewest);
* **win tricks holding points cheaply**: the cheapest play that takes the trick, not a point card
  unless the win is sure; **keep big trumps**: every card has a cost (aces, trumps and jokers most,
  a broken pair more), so a trick is won with the smallest card that does it;
* **lead from strength**: a throw of the top cards of a suit when nothing unseen beats them, a
  tractor, pair or card no unseen card beats, or one each seat that may beat it is unlikely to
  (:data:`_LEAD_BEAT`), else a low card without points from a short suit;
* **a banker calls a card it does not hold** (the highest side card it holds no copy of), so the
  call finds a friend; a player sure to be the friend (it holds every unplayed copy of a called
  card) leads it to join openly; while other copies are out, it plays the called card as any other
  card rather than leave the attack by choice.

It declares as :class:`~tractor_core.play.bots.SimpleBot` does and buries the lowest side cards,
keeping points, pairs and high cards (short suits first). It is deterministic per seed (the seed
only picks among sampled follows at 1-3 decks when there are very many) and stays bounded at 4-8
decks: it never lists every legal follow (the engine's first
:data:`~tractor_core.play.bots.FOLLOW_CANDIDATES`, plus the plays it builds itself where only
following suit binds).

:func:`advise` is the same evaluation as a suggestion with its reason, in English and Chinese
(:mod:`tractor_core.text`), for the practice page's coach: ``advise(hand, seat).play`` is the
move :class:`CarefulBot` makes.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from tractor_core.play.bots import FOLLOW_CANDIDATES, RandomBot, SimpleBot, lead_units
from tractor_core.play.bots import make_bot as make_simple_or_random
from tractor_core.play.hand import Buried, Hand
from tractor_core.play.review import least_points_follow
from tractor_core.rules.cards import ONE_DECK, Card, card_points, shoe
from tractor_core.rules.following import legal_follows
from tractor_core.rules.friends import FriendCall, friend_count
from tractor_core.rules.ruleset import DrawPolicy, Partners
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, TrumpOrder
from tractor_core.text import Localized, both, cards_named, seat_named

__all__ = [
    "BOT_KINDS",
    "SAFE",
    "Advice",
    "CarefulBot",
    "Seen",
    "advise",
    "best_calls",
    "known_team",
    "make_bot",
    "seen_by",
]

#: The computer players by name (``simulate --bot``).
BOT_KINDS = ("random", "simple", "careful")

#: A trick counts as kept when the chance that a seat still to play beats it is at most this.
SAFE = 0.03
#: How much worse than losing them outright the bot counts points put on a trick it may lose.
_RISKED_POINTS = 30.0
#: At 1-3 decks, the most legal follows listed in full; above it the bot samples.
_LISTED = 150
#: A unit is led to win (lead from strength) when each seat that may beat it does so with a
#: chance of at most this: all together ``1 - (1 - _LEAD_BEAT) ** seats`` (about one in two
#: against two opponents, four in five against five players whose sides are not known yet).
#: Waiting for a sure winner (:data:`SAFE`) gave the lead away with a low card too often: over
#: 300 seeded deals per table, head to head, careful players attacking won x1.11 / x1.36 / x1.13
#: the points of simple ones (1 deck / 2 decks at 4 players, 3 decks at 6) with this, against
#: x1.05 / x1.19 / x0.89 waiting, with fewer points given away.
_LEAD_BEAT = 0.3


@cache
def _full_shoe(decks: int) -> Counter[Card]:
    return Counter(shoe(decks))


# ---------------------------------------------------------------------------------- knowledge
def known_team(hand: Hand, seat: int) -> frozenset[int]:
    """The seats ``seat`` knows to be on its side (itself included), from what is public.

    Fixed partners: every other seat. Called friends: the banker and the revealed friends, for
    the banker, a revealed friend, and a player sure to join (it holds every copy of a called
    card not yet played); for another player, the seats not on the banker's side once every call is
    settled, else only itself.
    """
    n = hand.players
    if hand.rules.partners is Partners.FIXED:
        return frozenset(s for s in range(n) if (s - seat) % 2 == 0)
    banker = hand.banker
    if banker is None:
        return frozenset({seat})
    bank = {banker, *hand.revealed}
    played = _played_counts(hand)
    open_calls = [c for c in hand.calls if played[c.card] < c.nth]
    # a called card joins its player for sure when no other copy is unseen (1 deck, or the other
    # copies played): then the seat is the friend; while another copy is out, it may not be
    mine = Counter(hand.hands[seat])
    copies = hand.rules.decks
    holds_call = seat != banker and any(
        mine[c.card] >= c.nth - played[c.card] > 0 and played[c.card] + mine[c.card] == copies
        for c in open_calls
    )
    if seat in bank or holds_call:
        return frozenset(bank | {seat})
    if not open_calls:
        return frozenset(s for s in range(n) if s not in bank)
    return frozenset({seat})


def _played_counts(hand: Hand) -> Counter[Card]:
    played: Counter[Card] = Counter()
    for trick in hand.tricks:
        for p in trick.plays:
            played.update(p)
    if hand.trick is not None:
        for p in hand.trick.plays:
            played.update(p)
    return played


@dataclass(slots=True)
class Seen:
    """What one seat knows during the play: the unseen cards, the voids shown, the card counts."""

    seat: int
    order: TrumpOrder
    unseen: Counter[Card]
    """Cards not in the seat's hand, not played, and not in a kitty it buried."""
    voids: list[set[EffSuit]]
    """Per seat, the effective suits it has shown itself out of (it did not follow them)."""
    counts: list[int]
    """Per seat, the cards in hand now."""
    pool: int
    """How many unseen cards there are (in the other hands, and in the kitty if not buried by it)."""

    def _none_of(self, seat: int, m: int) -> float:
        """The chance that ``seat`` holds none of ``m`` given unseen cards (hypergeometric)."""
        n, h = self.pool, self.counts[seat]
        if m <= 0 or h <= 0:
            return 1.0
        if m > n - h:
            return 0.0
        chance = 1.0
        for i in range(h):
            chance *= (n - m - i) / (n - i)
        return chance

    def _tuple_chance(self, seat: int, suit: EffSuit, above: int, width: int) -> float:
        """The chance that ``seat`` holds ``width`` copies of one card of ``suit`` above ``above``."""
        n, h = self.pool, self.counts[seat]
        if h < width or n <= 0:
            return 0.0
        share = h / n
        total = 0.0
        suit_at, power_at = self.order.suit_at, self.order.power_at
        for card, k in self.unseen.items():
            if k >= width and suit_at[card.code] is suit and power_at[card.code] > above:
                combos = 1
                for j in range(width):
                    combos = combos * (k - j) // (j + 1)
                total += combos * share**width
        return min(1.0, total)

    def _higher(self, suit: EffSuit, above: int) -> int:
        suit_at, power_at = self.order.suit_at, self.order.power_at
        return sum(
            k
            for card, k in self.unseen.items()
            if suit_at[card.code] is suit and power_at[card.code] > above
        )

    def beat_chance(self, seat: int, lead: Sequence[Card], best: Sequence[Card]) -> float:
        """The chance that ``seat``, still to play, beats ``best`` (the winning play) on ``lead``.

        From the unseen cards, the seat's card count and its shown voids: in the led suit it needs
        a higher card (a higher tuple for a pair or tractor lead; a throw is not beaten in suit);
        out of the led suit it needs trumps of the lead's shape (higher than a ruff already made).
        """
        order = self.order
        suit_at, power_at = order.suit_at, order.power_at
        led = suit_at[lead[0].code]
        voids = self.voids[seat]
        n = len(lead)
        width = max(Counter(lead).values())
        singles = width == 1
        top = max(power_at[c.code] for c in best)
        ruffed = suit_at[best[0].code] is not led
        trumps_void = EffSuit.TRUMP in voids
        if ruffed:  # the winning play is a ruff: only a higher ruff beats it
            if trumps_void:
                return 0.0
            void = 1.0 if led in voids else self._none_of(seat, self._higher(led, -1))
            if n == 1:
                higher = 1.0 - self._none_of(seat, self._higher(EffSuit.TRUMP, top))
            else:
                higher = self._tuple_chance(seat, EffSuit.TRUMP, top, width)
            return void * higher
        in_suit = 0.0
        if led not in voids:
            if n == 1:
                in_suit = 1.0 - self._none_of(seat, self._higher(led, top))
            elif len(set(lead)) == 1:
                in_suit = self._tuple_chance(seat, led, top, width)
            elif not singles:  # a tractor (or a throw with tuples): a higher tuple at least
                in_suit = 0.5 * self._tuple_chance(seat, led, top, width)
        ruff = 0.0
        if led is not EffSuit.TRUMP and not trumps_void:
            void = 1.0 if led in voids else self._none_of(seat, self._higher(led, -1))
            if singles:
                trumps = self._higher(EffSuit.TRUMP, -1)
                has = 0.0 if trumps < n else 1.0 - self._none_of(seat, trumps)
            else:
                has = self._tuple_chance(seat, EffSuit.TRUMP, -1, width)
            ruff = void * has
        return 1.0 - (1.0 - in_suit) * (1.0 - ruff)

    def top_of_suit(self, cards: Iterable[Card]) -> bool:
        """Is every unseen card of these cards' suit lower than the lowest of them?"""
        cards = list(cards)
        suit = self.order.suit_at[cards[0].code]
        low = min(self.order.power_at[c.code] for c in cards)
        return self._higher(suit, low - 1) == 0


def seen_by(hand: Hand, seat: int) -> Seen:
    """What ``seat`` knows now (see :class:`Seen`); the hand must be in play."""
    order = hand.order
    assert order is not None
    n = hand.players
    unseen = _full_shoe(hand.rules.decks).copy()
    unseen.subtract(hand.hands[seat])
    unseen.subtract(_played_counts(hand))
    buried = [r for r in hand.log if isinstance(r, Buried)]
    hidden = len(hand.kitty)
    if buried and buried[-1].seat == seat:
        unseen.subtract(hand.kitty)
        hidden = 0
    unseen = +unseen
    voids: list[set[EffSuit]] = [set() for _ in range(n)]
    suit_at = order.suit_at
    tricks = [(t.leader, t.plays) for t in hand.tricks]
    if hand.trick is not None and hand.trick.plays:
        tricks.append((hand.trick.leader, tuple(hand.trick.plays)))
    for leader, plays in tricks:
        led = suit_at[plays[0][0].code]
        size = len(plays[0])
        for i, play in enumerate(plays[1:], start=1):
            if sum(1 for c in play if suit_at[c.code] is led) < size:
                voids[(leader + i) % n].add(led)
    counts = [len(h) for h in hand.hands]
    pool = sum(counts) - counts[seat] + hidden
    return Seen(seat, order, unseen, voids, counts, pool)


# ---------------------------------------------------------------------------------- advice
@dataclass(frozen=True, slots=True)
class Advice:
    """A suggested play, why (``kind``, and the sentence in both languages), and its figures.

    ``kind`` is one of ``win``, ``lead`` (a cheap win of a trick without points), ``try``, ``feed``, ``hold``, ``dump``, ``forced``, ``keep``, ``only`` (the one legal play) (a
    follow), ``lead-throw``, ``lead-sure``, ``lead-strong`` (a likely but not sure winner), ``lead-join``, ``lead-low``, ``lead-least`` (a lead).
    ``risk`` is the estimated chance that the trick goes to the other side after this play.
    """

    play: tuple[Card, ...]
    kind: str
    why: dict[str, str]
    risk: float
    points: int


def _names(seats: Iterable[int], hand: Hand, reader: int) -> Localized:
    """Seats as a list in a sentence: "East and West", "East, North and West" / "东、西"."""
    direction = hand.rules.direction.value
    named = [seat_named(s, hand.players, direction, reader=reader) for s in seats]
    en = [x.en for x in named]
    listed = f"{', '.join(en[:-1])} and {en[-1]}" if len(en) > 1 else "".join(en)
    return Localized(listed, "、".join(x.zh for x in named))


def _card_cost(card: Card, order: TrumpOrder) -> float:
    """What a card is worth keeping, in points: high cards and trumps most, jokers and level cards top."""
    power = order.power_at[card.code]
    if order.suit_at[card.code] is EffSuit.TRUMP:
        return 4.0 + (power - 50) * 0.5 if power >= 50 else 2.0 + power * 0.1
    return max(0.0, (power - 8) * 0.5)


def _cost(play: Sequence[Card], mine: Counter[Card], order: TrumpOrder) -> float:
    """The cost of playing ``play`` from a hand holding ``mine``: its cards, and pairs it breaks."""
    cost = sum(_card_cost(c, order) for c in play)
    used = Counter(play)
    for card, k in used.items():
        if k < mine[card] and mine[card] >= 2:
            cost += 1.5  # breaks a pair (or a longer tuple)
    return cost


def _dump_key(order: TrumpOrder) -> Callable[[Card], tuple[bool, int, int]]:
    return lambda c: (order.is_trump(c), c.points, order.power(c))


class CarefulBot(SimpleBot):
    """A player that reads the table (see the module docstring). Deterministic per seed."""

    def bury(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """The lowest side cards, keeping points, pairs, aces and kings; short suits go first."""
        order = hand.order
        assert order is not None
        cards = hand.hands[seat]
        counts = Counter(cards)
        lengths = Counter(order.suit_of(c) for c in cards)

        def key(card: Card) -> tuple[int, int, int, int, int, int]:
            return (
                order.is_trump(card),
                card.points > 0,
                counts[card] > 1,
                order.power(card) >= 13,
                lengths[order.suit_of(card)],
                order.power(card),
            )

        return tuple(sorted(cards, key=key)[: hand.rules.effective_kitty_size])

    def call(self, hand: Hand, seat: int) -> tuple[FriendCall, ...]:
        """The highest side cards it holds no copy of (so a friend is found), first copy played."""
        return best_calls(hand, seat)

    def play(self, hand: Hand, seat: int) -> tuple[Card, ...]:
        """The play :func:`advise` suggests."""
        return advise(hand, seat, self.rng).play


def make_bot(kind: str, seed: int) -> RandomBot | SimpleBot:
    """``random``, ``simple`` or ``careful`` (:data:`BOT_KINDS`)."""
    if kind == "careful":
        return CarefulBot(seed)
    return make_simple_or_random(kind, seed)


def best_calls(hand: Hand, seat: int) -> tuple[FriendCall, ...]:
    """The banker's calls: the highest side cards it holds no copy of (aces first)."""
    order = hand.order
    assert order is not None
    mine = Counter(hand.hands[seat])
    want = friend_count(hand.rules)
    lacking = [c for c in ONE_DECK if not order.is_trump(c) and not mine[c]]
    lacking.sort(key=lambda c: (-order.power(c), c.natural_key()))
    picks = lacking[:want]
    if len(picks) < want:  # holds a copy of every side card: the fewest copies held, highest
        rest = [c for c in ONE_DECK if not order.is_trump(c) and c not in picks]
        rest.sort(key=lambda c: (mine[c], -order.power(c), c.natural_key()))
        picks += rest[: want - len(picks)]
    return tuple(FriendCall(c, 1) for c in picks)


def advise(hand: Hand, seat: int, rng: random.Random | None = None) -> Advice:
    """The play :class:`CarefulBot` makes for ``seat`` now, with the reason (``hand`` in play)."""
    order = hand.order
    assert order is not None
    assert hand.trick is not None
    seen = seen_by(hand, seat)
    team = known_team(hand, seat)
    if hand.trick.plays:
        return _follow(hand, seat, seen, team, rng or random.Random(0))
    return _lead(hand, seat, seen, team)


# ---------------------------------------------------------------------------------- following
def _follow_options(
    hand: Hand, seat: int, order: TrumpOrder, rng: random.Random
) -> list[tuple[Card, ...]]:
    """Plays to consider, all legal, never every legal follow (see the module docstring)."""
    assert hand.trick is not None
    lead = hand.trick.plays[0]
    cards = hand.hands[seat]
    n = len(lead)
    suit_at = order.suit_at
    suit = suit_at[lead[0].code]
    suit_cards = sorted((c for c in cards if suit_at[c.code] is suit), key=_dump_key(order))
    others = [c for c in cards if suit_at[c.code] is not suit]
    out: list[tuple[Card, ...]] = []
    if len(suit_cards) <= n:  # every suit card, and any others: only following suit binds
        fill = n - len(suit_cards)
        if not fill:
            return [tuple(suit_cards)]
        dump = sorted(others, key=_dump_key(order))
        feed = sorted(others, key=lambda c: (order.is_trump(c), -c.points, order.power(c)))
        out += [(*suit_cards, *dump[:fill]), (*suit_cards, *feed[:fill])]
        trumps = sorted((c for c in others if order.is_trump(c)), key=order.power)
        if not suit_cards and suit is not EffSuit.TRUMP and len(trumps) >= n:
            out += _ruffs(lead, trumps, order)
        return list(dict.fromkeys(out))
    if len(set(lead)) == n or order.rules.draw_policy is DrawPolicy.SUIT_ONLY:
        if n == 1:
            return [(c,) for c in dict.fromkeys(suit_cards)]
        by_power = sorted(suit_cards, key=order.power)
        by_points = sorted(suit_cards, key=lambda c: (-c.points, order.power(c)))
        out += [tuple(suit_cards[:n]), tuple(by_power[:n]), tuple(by_power[-n:])]
        out.append(tuple(by_points[:n]))
        return list(dict.fromkeys(tuple(sorted(p, key=Card.natural_key)) for p in out))
    follows = legal_follows(tuple(lead), tuple(cards), order)
    if order.rules.decks > 3:
        return list(itertools.islice(iter(follows), FOLLOW_CANDIDATES))
    count = follows.count()
    if count <= _LISTED:
        return list(iter(follows))
    listed = list(itertools.islice(iter(follows), FOLLOW_CANDIDATES))
    listed += [follows.nth(rng.randrange(count)) for _ in range(40)]
    return list(dict.fromkeys(listed))


def _ruffs(
    lead: Sequence[Card], trumps: Sequence[Card], order: TrumpOrder
) -> list[tuple[Card, ...]]:
    """Trump plays of the lead's shape (a single, a tuple, a tractor), lowest first."""
    n = len(lead)
    if n == 1:
        return [(c,) for c in dict.fromkeys(trumps)]
    shape = sorted(Counter(lead).values())
    units = [u for u in lead_units(trumps, order) if len(u) == n]
    fits = [u for u in units if sorted(Counter(u).values()) == shape]
    fits.sort(key=lambda u: order.power(u[-1]))
    return [*fits[:6], tuple(trumps[-n:]), tuple(trumps[:n])]


@dataclass(slots=True)
class _Option:
    play: tuple[Card, ...]
    winner: int
    ours: bool
    risk: float
    points: int
    cost: float
    score: float = 0.0


def _follow(hand: Hand, seat: int, seen: Seen, team: frozenset[int], rng: random.Random) -> Advice:
    order = seen.order
    assert hand.trick is not None
    plays = list(hand.trick.plays)
    leader = hand.trick.leader
    n = hand.players
    later = [(leader + k) % n for k in range(len(plays) + 1, n)]
    threats = [s for s in later if s not in team]
    before = card_points(c for p in plays for c in p)
    mine = Counter(hand.hands[seat])
    options: list[_Option] = []
    limit = FOLLOW_CANDIDATES if hand.rules.decks > 3 else 2_000
    least = least_points_follow(plays[0], hand.hands[seat], order, limit)
    candidates = _follow_options(hand, seat, order, rng)
    if least not in candidates:
        candidates.append(least)
    fewest = card_points(least)
    for play in candidates:
        trick = [*plays, play]
        index = trick_winner(trick, order).value
        winner = (leader + index) % n
        ours = winner in team
        risk = 1.0
        if ours:
            keep = 1.0
            for s in threats:
                keep *= 1.0 - seen.beat_chance(s, trick[0], trick[index])
            risk = 1.0 - keep
        pts = card_points(play)
        option = _Option(play, winner, ours, risk, pts, _cost(play, mine, order))
        total = before + pts
        ev = (1.0 - 2.0 * risk) * total if ours else -float(total)
        # points beyond the fewest a legal follow gives, put where the other side may take them
        risked = max(0, pts - fewest) * (risk if ours else 1.0)
        option.score = ev - _RISKED_POINTS * risked - option.cost
        if ours and risk <= SAFE:
            option.score += 0.5  # the lead for the next trick
        options.append(option)
    best = max(options, key=lambda o: o.score)  # the first of equals: options come in order
    only = list(itertools.islice(iter(legal_follows(tuple(plays[0]), hand.hands[seat], order)), 2))
    if len(only) == 1:  # no choice: said so, not a reason for a choice the reader does not have
        return Advice(best.play, *_only_reason(best, hand, seat), best.risk, best.points)
    return Advice(
        best.play,
        *_follow_reason(
            best, card_points(least), hand, seat, threats, before, any(o.ours for o in options)
        ),
        best.risk,
        best.points,
    )


def _only_reason(best: _Option, hand: Hand, seat: int) -> tuple[str, dict[str, str]]:
    """The reason for the one legal follow: the last cards, or what following asks of the hand."""
    cards = cards_named(best.play)
    if len(hand.hands[seat]) == len(best.play):
        if len(best.play) == 1:
            return "only", both("Play {cards}: it is the last card in your hand.", cards=cards)
        return "only", both("Play {cards}: they are the last cards in your hand.", cards=cards)
    return "only", both(
        "Play {cards}: it is your only legal play, because you must follow the suit that was "
        "led (pairs with pairs, tractors with tractors) with the cards you hold.",
        cards=cards,
    )


def _follow_reason(  # noqa: PLR0917 - the chosen option and the facts its sentence names
    best: _Option,
    least: int,
    hand: Hand,
    seat: int,
    threats: list[int],
    before: int,
    can_win: bool = True,
) -> tuple[str, dict[str, str]]:
    cards = cards_named(best.play)
    total = before + best.points
    direction = hand.rules.direction.value
    winner = seat_named(best.winner, hand.players, direction, reader=seat)
    risky = _names(threats, hand, seat)
    if best.winner == seat and total:
        if best.risk <= SAFE:
            if not threats:
                return "win", both(
                    "Win it with {cards}: the trick holds {points} points and nobody after you "
                    "can beat it.",
                    cards=cards,
                    points=total,
                )
            if not best.risk:
                return "win", both(
                    "Win it with {cards}: the trick holds {points} points, and from what has "
                    "been played {seats} cannot beat it.",
                    cards=cards,
                    points=total,
                    seats=risky,
                )
            return "win", both(
                "Win it with {cards}: the trick holds {points} points, and from what has been "
                "played it is unlikely that {seats} can beat it.",
                cards=cards,
                points=total,
                seats=risky,
            )
        return "try", both(
            "Try to win with {cards}: the trick holds {points} points; {seats} may still beat "
            "it, but this play puts no more points at risk than the others.",
            cards=cards,
            points=total,
            seats=risky,
        )
    if best.winner == seat and best.risk <= SAFE:
        return "lead", both(
            "Win it with {cards}: the trick holds no points, but winning it gives you the next "
            "lead.",
            cards=cards,
        )
    if least > 0 and best.points == least:
        return "forced", both(
            "Play {cards}: every legal play gives points; this one gives the fewest.",
            cards=cards,
        )
    if best.ours and best.points and best.risk <= SAFE:
        if not best.risk:
            return "feed", both(
                "Add points with {cards}: {seat} is winning for your side and nobody after can "
                "beat it.",
                cards=cards,
                seat=winner,
            )
        return "feed", both(
            "Add points with {cards}: {seat} is winning for your side and nobody after is "
            "likely to beat it.",
            cards=cards,
            seat=winner,
        )
    if best.winner == seat and best.risk > SAFE:  # the trick holds no points (see above)
        return "hold", both(
            "Play {cards}: it is the highest so far, but {seats} may still beat it; the trick "
            "holds no points, so little is lost if they do.",
            cards=cards,
            seats=risky,
        )
    if best.ours and best.risk > SAFE:
        return "hold", both(
            "Play {cards}: {seat} is winning for your side, but {seats} may still beat it, so "
            "add no points.",
            cards=cards,
            seat=winner,
            seats=risky,
        )
    if not best.ours and not can_win:  # no legal play of yours beats the winning one
        return "dump", both(
            "Play {cards}: {seat} is winning and you cannot beat it, so give no points.",
            cards=cards,
            seat=winner,
        )
    if not best.ours:
        return "dump", both(
            "Play {cards}: {seat} is winning and you cannot take the trick safely, so give no "
            "points.",
            cards=cards,
            seat=winner,
        )
    return "keep", both(
        "Play {cards}: {seat} is winning for your side, so keep your strong cards for later.",
        cards=cards,
        seat=winner,
    )


# ---------------------------------------------------------------------------------- leading
def _lead(hand: Hand, seat: int, seen: Seen, team: frozenset[int]) -> Advice:
    order = seen.order
    cards = hand.hands[seat]
    n = hand.players
    others = [s for s in range(n) if s != seat and s not in team]
    units = lead_units(cards, order)
    mine = Counter(cards)
    lengths = Counter(order.suit_at[c.code] for c in cards)

    def risk_of(unit: Sequence[Card]) -> float:
        keep = 1.0
        for s in others:
            keep *= 1.0 - seen.beat_chance(s, unit, unit)
        return 1.0 - keep

    # a player sure to be the friend (it holds every unplayed copy of a called card) leads it to
    # join the banker openly; while other copies are out it plays the card as any other, since
    # joining by choice takes a seat from the attack (3 decks, 6 players: the attacking side won
    # 5% fewer points per seat and careful attackers sat on the banker's side more often)
    sure_friend = hand.banker is not None and hand.banker in team and seat != hand.banker
    if sure_friend and seat not in hand.revealed:
        played = _played_counts(hand)
        calls = [c.card for c in hand.calls if played[c.card] < c.nth and c.card in mine]
        if calls:
            card = calls[0]
            return Advice(
                (card,),
                "lead-join",
                both(
                    "Lead {cards}: it is a card the banker called, and playing it makes you the "
                    "banker's friend.",
                    cards=cards_named([card]),
                ),
                risk_of((card,)),
                card.points,
            )
    # a throw of every card of a side suit above all the unseen ones
    by_suit = order.split_by_suit(cards)
    throws = []
    for suit, suit_cards in by_suit.items():
        if suit is EffSuit.TRUMP:
            continue
        top = sorted(suit_cards, key=lambda c: -order.power(c))
        take = [c for c in top if seen.top_of_suit([c])]
        # the run of cards from the top that beat every unseen card of the suit
        if len(take) >= 2 and seen.top_of_suit(take):
            throws.append(tuple(take))
    throws = [t for t in throws if risk_of(t) <= SAFE]
    if throws:
        pick = max(throws, key=lambda t: (len(t), card_points(t)))
        if any(Counter(u) == Counter(pick) for u in units):  # a pair or a tractor: no throw
            return Advice(
                pick,
                "lead-sure",
                both(
                    "Lead {cards}: no unseen card of its suit is higher, and a ruff is unlikely "
                    "from what has been played.",
                    cards=cards_named(pick),
                ),
                0.0,
                card_points(pick),
            )
        return Advice(
            pick,
            "lead-throw",
            both(
                "Throw {cards}: no unseen card of the suit is higher, so the throw stands, and "
                "a ruff is unlikely from what has been played.",
                cards=cards_named(pick),
            ),
            0.0,
            card_points(pick),
        )
    winners = []  # units likely to win the trick: sure (risk <= SAFE) or strong
    strong = 1.0 - (1.0 - _LEAD_BEAT) ** len(others)
    for unit in units:
        top_trump = order.suit_at[unit[0].code] is EffSuit.TRUMP
        if top_trump and len(unit) == 1 and order.power(unit[0]) >= 50:
            continue  # keep big trumps: a single joker or level card is not led to win nothing
        risk = risk_of(unit)
        if risk <= strong:
            winners.append((unit, risk))
    if winners:
        unit, risk = max(
            winners,
            key=lambda u: (
                len(u[0]),
                order.suit_at[u[0][0].code] is not EffSuit.TRUMP,
                card_points(u[0]),
                -order.power(u[0][0]),
            ),
        )
        named = cards_named(unit)
        if risk > SAFE:
            return Advice(
                tuple(unit),
                "lead-strong",
                both(
                    "Lead {cards}: from the cards played so far, it wins the trick about "
                    "{percent} times in 100, and a low lead would give the lead away.",
                    cards=named,
                    percent=round(100 * (1.0 - risk)),
                ),
                risk,
                card_points(unit),
            )
        if not seen.top_of_suit(unit):
            why = both(
                "Lead {cards}: from the cards played so far, it very likely wins the trick.",
                cards=named,
            )
        elif order.suit_at[unit[0].code] is EffSuit.TRUMP:
            why = both(
                "Lead {cards}: no unseen trump is higher, so the trick is yours.", cards=named
            )
        else:
            why = both(
                "Lead {cards}: no unseen card of its suit is higher, and a ruff is unlikely "
                "from what has been played.",
                cards=named,
            )
        return Advice(tuple(unit), "lead-sure", why, risk, card_points(unit))
    plain = [
        u for u in units if not card_points(u) and order.suit_at[u[0].code] is not EffSuit.TRUMP
    ]
    if plain:
        unit = min(
            plain,
            key=lambda u: (
                order.power(u[0]) >= 13,
                -len(u) if order.power(u[0]) < 9 else 0,
                lengths[order.suit_at[u[0].code]],
                order.power(u[0]),
            ),
        )
        return Advice(
            tuple(unit),
            "lead-low",
            both(
                "Lead {cards}: it puts no points at risk; keep your winners for tricks with "
                "points.",
                cards=cards_named(unit),
            ),
            risk_of(unit),
            0,
        )
    unit = min(
        units,
        key=lambda u: (card_points(u), _cost(u, mine, order) / len(u), -len(u)),
    )
    return Advice(
        tuple(unit),
        "lead-least",
        both(
            "Lead {cards}: every lead risks something; this one gives away the fewest points "
            "and keeps your big trumps.",
            cards=cards_named(unit),
        ),
        risk_of(unit),
        card_points(unit),
    )
