"""Leading and throwing (甩牌): is this lead allowed, and does a throw succeed?

A lead is one effective suit (``lead.one-suit``). A lead of several units is a **throw**; it
succeeds only if no other player holds, in the led effective suit, a unit of the same shape that
beats one of its units (000: 98844 stands only if nobody can beat the 9, the 88 or the 44).
Equal cards never beat, and trumps never block a side-suit throw. When a throw fails the leader
plays one failing unit instead, chosen by ``forced_unit``:

* ``lowest_failing`` (000, 004): the lowest failing unit (98844 vs J → 9; vs QQ or 55 → 44);
* ``first_blocker`` (shengji.io): the first blocking player in seat order, their smallest
  beatable unit;
* ``type_order`` (002): tractors are checked first, then triples, then pairs, then singles;
* ``smallest_unit`` (other online engines, no preset): the failing unit with the fewest cards,
  then the lowest.

Under ``rainbows`` (shengji.io) a lead of several suits may stand as a rainbow
(:mod:`tractor_core.rules.rainbows`): ``lead.rainbow``, and a rainbow of several ranks is a throw
checked by rank (``throw.rainbow.succeeds``, ``throw.rainbow.fails``).

>>> from tractor_core.rules.trump_order import Trump, order_for
>>> from tractor_core.rules.cards import Rank, Suit
>>> order = order_for(Trump(Rank.TEN, Suit.HEARTS))
>>> v = check_throw("S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], order)
>>> v.value.succeeds, [c.notation for c in v.value.forced]
(False, ['S9'])
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import chain
from operator import attrgetter, eq

from tractor_core.rules.cards import (
    CARD_OF_CODE,
    Card,
    CardsLike,
    card_code,
    check_copies_across,
    parse_cards,
    refuse_impossible,
    shoe,
)
from tractor_core.rules.combinations import Groups, Unit, _decompose_tuples, decompose
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.matching import fixed_chains
from tractor_core.rules.rainbows import RainbowGroup, beating_rank, rank_counts, read_rainbow
from tractor_core.rules.ruleset import ForcedUnit, ThrowPenalty
from tractor_core.rules.trump_order import EffSuit, TrumpOrder
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized, cards_named
from tractor_core.text.table import Reason, Seat, Sentence, sentence

__all__ = [
    "Blocker",
    "ThrowResult",
    "can_lead",
    "check_throw",
    "possible_blockers",
    "verify_lead",
]


def verify_lead(cards: CardsLike, order: TrumpOrder) -> Verdict[EffSuit | None]:
    """Check that a lead is one effective suit; raises :class:`IllegalPlayError` with the reason.

    Under ``rainbows`` a lead of several suits that is a rainbow stands too: its value is then
    None (no one suit), its rule ``lead.rainbow``.
    """
    played = parse_cards(cards)
    if not played:
        msg = "a lead has at least one card"
        raise IllegalPlayError(msg)
    suits = order.suits_in(played)
    if len(suits) == 1:
        suit = suits.pop()
        return Verdict.later(
            suit,
            "lead.one-suit",
            lambda: (f"The lead is all {suit.english}.", f"首家出牌全是{suit.chinese}。", {}),
        )
    rainbow = read_rainbow(played, order)
    if rainbow is not None:
        return Verdict.later(None, "lead.rainbow", lambda: _explain_rainbow_lead(rainbow, order))
    by_suit = order.split_by_suit(played)
    # the refusal names the cards as the pictures do (♠A ♥K / 黑桃A、红桃K)
    parts = "; ".join(f"{s.english}: {cards_named(cs).en}" for s, cs in by_suit.items())
    msg = (
        f"{cards_named(played).en} is not one suit ({parts}): everything "
        "led together must be all trumps or all one side suit"
    )
    parts_zh = "；".join(f"{s.chinese}：{cards_named(cs).zh}" for s, cs in by_suit.items())
    msg_zh = (
        f"{cards_named(played).zh} 不是同一门（{parts_zh}）："
        "一次出的牌必须全是主牌，或者全是同一门副牌"
    )
    least = order.rules.rainbows
    if least is not None:
        msg += (
            f", or a rainbow: each rank led at least {least} cards, from all four suits, "
            "with no joker (rainbows)"
        )
        msg_zh += f"，或者是彩虹：每个点数至少 {least} 张、四门都有、不带王"
    raise IllegalPlayError(msg, message_zh=msg_zh)


def _joined(named: Iterable[Localized]) -> Localized:
    """Units or groups named one after another: ``pair ♠8 ♠8 + single ♠A``."""
    listed = list(named)
    return Localized(" + ".join(n.en for n in listed), " + ".join(n.zh for n in listed))


def _explain_rainbow_lead(groups: tuple[RainbowGroup, ...], order: TrumpOrder) -> Reason:
    what = _joined(g.named() for g in groups)
    least = order.rules.rainbows
    said = (
        sentence(
            "{groups}: each rank from all four suits, at least {least} cards, so a rainbow "
            "throw (rainbows, shengji.io).",
            groups=what,
            least=least,
        )
        if len(groups) > 1
        else sentence(
            "{groups}: one rank from all four suits, at least {least} cards (rainbows, "
            "shengji.io).",
            groups=what,
            least=least,
        )
    )
    return Reason((said,), None, {"rainbow": [[c.notation for c in g.cards] for g in groups]})


def can_lead(cards: CardsLike, order: TrumpOrder) -> bool:
    """True if ``cards`` may be led together (one effective suit)."""
    try:
        verify_lead(cards, order)
    except IllegalPlayError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Blocker:
    """One failing unit of a throw and the holding that beats it."""

    unit: Unit
    seat: int | None  # seat that holds the blocker (1 = next after the leader); None if unknown
    holding: tuple[Card, ...]


#: The slots' own setters of Blocker: a throw check makes many blockers (see _seat_blockers).
_SET_BLOCKER = tuple(Blocker.__dict__[name].__set__ for name in ("unit", "seat", "holding"))


@dataclass(frozen=True, slots=True)
class ThrowResult:
    """The outcome of a lead checked as a throw."""

    succeeds: bool
    units: tuple[Unit, ...]
    forced: tuple[Card, ...] | None
    blocked_by: int | None
    blockers: tuple[Blocker, ...]
    penalty: int
    stake: float = 0.0  # share of the room's base stake lost (throw_penalty='stake', 004: 1/2)
    rainbow: tuple[RainbowGroup, ...] = ()
    """A rainbow lead's groups (``units`` is then empty: a rainbow is not one suit's units)."""


_SET_RESULT = tuple(
    ThrowResult.__dict__[name].__set__
    for name in (
        "succeeds",
        "units",
        "forced",
        "blocked_by",
        "blockers",
        "penalty",
        "stake",
        "rainbow",
    )
)


def _beating_holdings(
    unit: Unit, cards: Iterable[Card], order: TrumpOrder, groups: Groups | None = None
) -> list[tuple[Card, ...]]:
    """Same-shaped units of ``unit``'s suit in ``cards`` that beat it (strictly higher).

    ``groups`` may carry the holder's cards of the unit's suit already grouped (``cards`` is then
    ignored), so one hand is grouped once for all the units of a throw.
    """
    g = groups
    if g is None:
        same_suit = [c for c in cards if order.suit_of(c) is unit.suit]
        if not same_suit:
            return []
        g = Groups(same_suit, order)
    # a unit's strength is its top step: compare before building the unit
    return [
        g.unit(path, unit.width).cards
        for path in fixed_chains(g, g.counts, unit.width, unit.length)
        if order.power(g.cards[path[-1]]) > unit.top
    ]


_TYPE_RANK = {"tractor": 0, "titanic": 0, "triple": 1, "pair": 2, "single": 3}


#: Sort and choice keys made of attribute look-ups (no Python call per item) for throws of plain
#: units (no tractor), whose size is their width.
_WIDTH_TOP = attrgetter("width", "top")
_TOP = attrgetter("top")
_PLAIN_CHOICE = {
    ForcedUnit.LOWEST_FAILING: attrgetter("unit.top", "unit.width"),
    ForcedUnit.SMALLEST_UNIT: attrgetter("unit.width", "unit.top"),
}
_PENALTY = {p: (p.points, p.stake_share) for p in ThrowPenalty}
_FAIL_RULE = {policy: f"throw.fails.{policy.value.replace('_', '-')}" for policy in ForcedUnit}


def _choice_key(policy: ForcedUnit) -> Callable[[Blocker], tuple[int, ...]]:
    """The key whose smallest failing unit the policy forces (the first blocker on ties)."""
    if policy is ForcedUnit.TYPE_ORDER:
        return lambda b: (_TYPE_RANK[b.unit.kind], b.unit.top, b.unit.size)
    if policy is ForcedUnit.SMALLEST_UNIT:
        return lambda b: (b.unit.size, b.unit.top)
    return lambda b: (b.unit.top, b.unit.size)


def _seat_blockers(
    seat: int, codes: list[int], strongest: int, units: Sequence[Unit], order: TrumpOrder
) -> list[Blocker]:
    """For each unit (in the given order), the weakest same-shaped holding of ``seat`` above it.

    ``codes`` are the codes of the seat's cards of the units' suit, ``strongest`` their highest
    strength. A holding beats a unit only if its top card is stronger, so a unit whose top is at
    least the hand's strongest card is safe without searching. Singles, pairs and triples are
    found by counting: within one effective suit slot order (key_at) is strength order, equal
    strengths sharing a slot, so among the seat's cards held at least ``width`` times, weakest
    first, the first one stronger than the unit is the weakest that beats it (a bisection over
    their strengths). Tractors are found by the chain search.
    """
    power_at = order.power_at
    set_unit, set_seat, set_holding = _SET_BLOCKER
    weakest_first = sorted(codes, key=order.key_at.__getitem__)  # copies adjacent
    singles = list(map(power_at.__getitem__, weakest_first))  # their strengths
    tiers: dict[int, tuple[list[int], list[int]]] = {}  # width -> (cards held >= width, powers)
    groups: Groups | None = None
    found: list[Blocker] = []
    for unit in units:
        top = unit.top
        if top >= strongest:
            continue
        width = unit.width
        if len(unit.steps) == 1:
            if width == 1:
                ranked, powers = weakest_first, singles
            else:
                tier = tiers.get(width)
                if tier is None:  # a card whose copy width - 1 places on is the same: held >= width
                    held = [a for a, b in zip(weakest_first, weakest_first[width - 1 :]) if a == b]  # noqa: B905
                    tier = tiers[width] = (held, list(map(power_at.__getitem__, held)))
                ranked, powers = tier
            i = bisect_right(powers, top)
            if i < len(ranked):
                # Blocker(unit, seat, holding), made by the slots' own setters
                blocker: Blocker = object.__new__(Blocker)
                set_unit(blocker, unit)
                set_seat(blocker, seat)
                set_holding(blocker, (CARD_OF_CODE[ranked[i]],) * width)
                found.append(blocker)
            continue
        groups = (
            groups if groups is not None else Groups(map(CARD_OF_CODE.__getitem__, codes), order)
        )
        holdings = _beating_holdings(unit, (), order, groups)
        if holdings:
            found.append(Blocker(unit, seat, min(holdings, key=lambda h: order.power(h[0]))))
    return found


def _table_groups(
    lead: tuple[Card, ...], hands: Sequence[tuple[Card, ...]], suit: EffSuit, order: TrumpOrder
) -> list[tuple[str, Iterable[Card]]]:
    """The lead and each seat's cards of the led suit, named for :class:`~tractor_core.rules.errors.TooManyCopiesError`."""
    suit_of = order.suit_of
    return [
        ("lead", lead),
        *((f"seat {i}", [c for c in h if suit_of(c) is suit]) for i, h in enumerate(hands, 1)),
    ]


def check_throw(
    lead: CardsLike, others: Sequence[CardsLike], order: TrumpOrder
) -> Verdict[ThrowResult]:
    """Does this lead stand against the other hands (seat order after the leader)?

    Seats in the result count from the leader: ``others[0]`` is seat 1. The reason is written
    only when read. An impossible position, the lead and the other hands holding more copies of
    a card of the led suit than the decks have, raises
    :class:`~tractor_core.rules.errors.TooManyCopiesError` naming the card, the count and the seats
    (the other suits' cards, which the verdict never reads, are not counted: that would cost a
    quarter of the check's time).
    """
    played = parse_cards(lead)
    suits = order.suits_in(played)
    if len(suits) != 1:
        rainbow = read_rainbow(played, order)
        if rainbow is not None:
            return _check_rainbow_throw(played, rainbow, others, order)
        verify_lead(played, order)  # raises
    suit = suits.pop()
    # A lead with no tractor reads without the search (and, read once here, is not memoised)
    reading = _decompose_tuples(played, order)
    plain = reading is not None
    units = (reading or decompose(played, order)).value
    rules = order.rules
    hands = [parse_cards(hand) for hand in others]
    suit_at, power_at = order.suit_at, order.power_at
    # each seat's cards of the led suit, the only cards the verdict reads
    suit_codes = [[code for c in hand if suit_at[code := c.code] is suit] for hand in hands]
    # one sort and one comparison pass in C over the suit's cards (refuse_impossible inlined:
    # this is a hot path); the groups are named only when refused
    decks = rules.decks
    table = sorted(chain(map(card_code, played), *suit_codes))
    if any(map(eq, table, table[decks:])):
        check_copies_across(_table_groups(played, hands, suit, order), decks)
    if len(units) == 1:
        unit = units[0]
        return Verdict.later(
            ThrowResult(True, units, None, None, (), 0),
            "throw.single-unit",
            lambda: Reason(
                (
                    sentence(
                        "{unit} is a single unit, not a throw: any single unit may be led.",
                        unit=unit.named(),
                    ),
                )
            ),
        )
    # smaller units first, then weaker (a plain unit's size is its width)
    by_size = sorted(units, key=_WIDTH_TOP if plain else lambda u: (u.width * len(u.steps), u.top))
    weakest = min(map(_TOP, units))
    blockers: list[Blocker] = []
    for seat, codes in enumerate(suit_codes, start=1):
        # a hand whose strongest card of the suit is no stronger than every unit blocks nothing
        if codes:
            strongest = max(map(power_at.__getitem__, codes))
            if strongest > weakest:
                blockers += _seat_blockers(seat, codes, strongest, by_size, order)
    if not blockers:
        side = suit is not EffSuit.TRUMP
        return Verdict.later(
            ThrowResult(True, units, None, None, (), 0),
            "throw.succeeds",
            lambda: Reason((_stands(suit, units, side),)),
        )
    # Ties (two failing units of equal strength, such as two off-suit level cards) go to the
    # first blocker found: seat order, then smaller units first.
    policy = rules.forced_unit
    if policy is ForcedUnit.FIRST_BLOCKER:
        chosen = blockers[0]
    else:
        key = _PLAIN_CHOICE.get(policy) if plain else None
        chosen = min(blockers, key=key or _choice_key(policy))
    penalty, stake = _PENALTY[rules.throw_penalty]
    # ThrowResult(False, units, forced, seat, blockers, penalty, stake) by the slots' setters
    result: ThrowResult = object.__new__(ThrowResult)
    for set_field, value in zip(
        _SET_RESULT,
        (False, units, chosen.unit.cards, chosen.seat, tuple(blockers), penalty, stake, ()),
        strict=True,
    ):
        set_field(result, value)
    return Verdict.later(
        result,
        _FAIL_RULE[policy],
        lambda: _explain_failure(result, chosen, policy, len(suit_codes) + 1),
    )


def _check_rainbow_throw(
    played: tuple[Card, ...],
    groups: tuple[RainbowGroup, ...],
    others: Sequence[CardsLike],
    order: TrumpOrder,
) -> Verdict[ThrowResult]:
    """A rainbow lead checked as a throw (shengji.io trick.rs ``play_cards``).

    A group is beaten by a hand holding as many cards of a strictly higher rank, in any suits
    (rank order 2 to A, not trump order). Of the beaten groups, ``forced_unit`` chooses:
    ``first_blocker`` (shengji.io) the lowest group the first beating hand beats,
    ``lowest_failing`` and ``type_order`` (every group is the same type) the lowest beaten
    group, ``smallest_unit`` the one with fewest cards, then the lowest.
    """
    hands = [parse_cards(hand) for hand in others]
    refuse_impossible(
        [*map(card_code, played), *(c.code for h in hands for c in h)],
        lambda: [("lead", played), *((f"seat {i}", h) for i, h in enumerate(hands, 1))],
        order.rules.decks,
    )
    if len(groups) == 1:
        return Verdict.later(
            ThrowResult(True, (), None, None, (), 0, rainbow=groups),
            "lead.rainbow",
            lambda: _explain_rainbow_lead(groups, order),
        )
    beaten: list[tuple[int, RainbowGroup, tuple[Card, ...]]] = []
    for seat, hand in enumerate(hands, start=1):
        counts = rank_counts(hand)
        for group in groups:
            rank = beating_rank(counts, group)
            if rank is not None:
                holding = tuple(c for c in order.sorted(hand) if c.rank is rank and c.suit)
                beaten.append((seat, group, holding[: group.size]))
    if not beaten:
        return Verdict.later(
            ThrowResult(True, (), None, None, (), 0, rainbow=groups),
            "throw.rainbow.succeeds",
            lambda: Reason(
                (
                    sentence(
                        "No other hand holds as many cards of a higher rank as any rank of "
                        "{groups}: the rainbow throw succeeds.",
                        groups=_joined(g.named() for g in groups),
                    ),
                ),
                None,
                _explain_rainbow_lead(groups, order).details,
            ),
        )
    policy = order.rules.forced_unit
    if policy is ForcedUnit.FIRST_BLOCKER:
        seat, group, holding = beaten[0]
    elif policy is ForcedUnit.SMALLEST_UNIT:
        seat, group, holding = min(beaten, key=lambda b: (b[1].size, b[1].rank))
    else:
        seat, group, holding = min(beaten, key=lambda b: b[1].rank)
    penalty, stake = _PENALTY[order.rules.throw_penalty]
    result = ThrowResult(False, (), group.cards, seat, (), penalty, stake, rainbow=groups)

    def explain() -> Reason:
        fails = tuple(
            sentence(
                "{seat:poss} {cards} beats the {unit}",
                seat=Seat(s),
                cards=cards_named(h),
                unit=g.named(),
            )
            for s, g, h in beaten
        )
        said = [
            sentence(
                "The rainbow throw fails: {fails} (as many cards of a higher rank, any suits).",
                fails=fails,
            ),
            _must_play(group.cards, _RAINBOW_HOW[policy]),
        ]
        if stake:
            said.append(
                sentence(
                    "The failed throw costs half the room's base stake; no card points change."
                )
            )
        elif penalty:
            said.append(sentence("The failed throw costs {penalty} points.", penalty=penalty))
        blockers = [
            {"seat": s, "unit": [c.notation for c in g.cards], "holding": [c.notation for c in h]}
            for s, g, h in beaten
        ]
        return Reason(tuple(said), len(hands) + 1, {"blockers": blockers})

    return Verdict.later(result, "throw.rainbow.fails", explain)


def _stands(suit: EffSuit, units: Sequence[Unit], side: bool) -> Sentence:
    """Why a throw stands: no other hand beats any of its units."""
    named = _joined(cards_named(u.cards) for u in units)
    suit_named = Localized(suit.english, suit.chinese)
    if side:
        return sentence(
            "No other hand holds a same-shaped unit of {suit} that beats any of {units} (equal "
            "cards never beat, and trumps never block a side-suit throw): the throw succeeds.",
            suit=suit_named,
            units=named,
        )
    return sentence(
        "No other hand holds a same-shaped unit of {suit} that beats any of {units} (equal "
        "cards never beat): the throw succeeds.",
        suit=suit_named,
        units=named,
    )


def _must_play(forced: Sequence[Card], how: Sentence) -> Sentence:
    """What the thrower (the verdict's seat 0) must play instead, and by which reading."""
    return sentence(
        "{leader:must play|must play} {forced}: {how}.",
        leader=Seat(0),
        forced=cards_named(forced),
        how=how,
    )


#: Which beaten rank of a rainbow throw is forced, under each ``forced_unit``.
_RAINBOW_HOW = {
    ForcedUnit.FIRST_BLOCKER: sentence(
        "the first hand in seat order that beats a rank forces the lowest rank it beats "
        "(shengji.io)"
    ),
    ForcedUnit.LOWEST_FAILING: sentence("the lowest beaten rank is forced"),
    ForcedUnit.TYPE_ORDER: sentence(
        "every rank of a rainbow is the same type, so the lowest beaten rank is forced"
    ),
    ForcedUnit.SMALLEST_UNIT: sentence(
        "the beaten rank with the fewest cards is forced, then the lowest"
    ),
}


#: Which failing unit of a throw is forced, under each ``forced_unit`` but the first blocker's.
_HOW = {
    ForcedUnit.TYPE_ORDER: sentence(
        "tractors are checked first, then triples, then pairs, then singles (002)"
    ),
    # the default (000, 004): said without its sources, as a reader of the default game reads it
    ForcedUnit.LOWEST_FAILING: sentence("the lowest failing unit is forced"),
    ForcedUnit.SMALLEST_UNIT: sentence(
        "the failing unit with the fewest cards is forced, then the lowest"
    ),
}


def _explain_failure(
    result: ThrowResult, chosen: Blocker, policy: ForcedUnit, players: int
) -> Reason:
    """The reason a throw failed and what was forced."""
    if policy is ForcedUnit.FIRST_BLOCKER:
        how = sentence(
            "the first blocking player in seat order is {seat}, and its smallest beatable unit "
            "is forced (shengji.io)",
            seat=Seat(chosen.seat or 0),
        )
    else:
        how = _HOW[policy]
    fails = tuple(
        sentence(
            "{seat:poss} {cards} beats the {unit}",
            seat=Seat(b.seat or 0),
            cards=cards_named(b.holding),
            unit=b.unit.named(),
        )
        for b in result.blockers
    )
    said = [sentence("The throw fails: {fails}.", fails=fails), _must_play(chosen.unit.cards, how)]
    if result.stake:
        said.append(
            sentence(
                "The failed throw costs half the room's base stake (004: 扣除当前房间底金的1/2); "
                "no card points change."
            )
        )
    elif result.penalty:
        said.append(sentence("The failed throw costs {penalty} points.", penalty=result.penalty))
    blockers = [
        {
            "seat": b.seat,
            "unit": [c.notation for c in b.unit.cards],
            "holding": [c.notation for c in b.holding],
        }
        for b in result.blockers
    ]
    return Reason(tuple(said), players, {"blockers": blockers})


def possible_blockers(
    lead: CardsLike,
    my_hand: CardsLike,
    played: CardsLike,
    order: TrumpOrder,
) -> Verdict[dict[Unit, list[tuple[Card, ...]]]]:
    """The question at the table: which unseen holdings could beat some unit of this throw?

    ``my_hand`` is the leader's whole hand (the lead included), ``played`` every card already
    played this hand (and, for the banker, the buried kitty). The unseen cards are the rest of the
    shoe; a unit is safe when no same-shaped higher unit can be made from them.
    """
    lead_cards = parse_cards(lead)
    verify_lead(lead_cards, order)
    units = decompose(lead_cards, order).value
    unseen = Counter(shoe(order.rules.decks))
    unseen.subtract(parse_cards(my_hand))
    unseen.subtract(parse_cards(played))
    pool = list((+unseen).elements())
    risks = {u: _beating_holdings(u, pool, order) for u in units}
    risky = {u: h for u, h in risks.items() if h}
    if not risky:
        return Verdict(
            risks,
            "No holding of the unseen cards can beat any unit of this throw: it is safe.",
            "未出现的牌中没有能大过任一牌型的组合：甩牌必然成功。",
            "throw.unseen-safe",
        )
    parts = tuple(
        sentence(
            "the {unit} could be beaten by {holdings}",
            unit=u.named(),
            holdings=Localized(
                ", ".join(cards_named(h).en for h in hs[:3]) + (" ..." if len(hs) > 3 else ""),
                "，".join(cards_named(h).zh for h in hs[:3]) + ("……" if len(hs) > 3 else ""),
            ),
        )
        for u, hs in risky.items()
    )
    return Verdict.saying(risks, "throw.unseen-risk", sentence("Risky: {parts}.", parts=parts))
