"""Who wins a trick: following suit, ruffing (毙), discards (垫牌), over-ruffing (盖毙) and ties.

Rules applied (sources 000, 002, 003, 004; shengji.io for the over-ruff policies):

* Only a play that is **entirely of the led suit**, or **entirely trumps when a side suit was
  led**, can win (``trick.discard``).
* It must have the **lead's structure**: its cards can be arranged into units of exactly the
  lead's shapes (a pair for a pair, a tractor for a tractor, ...). A ruff that does not match
  counts as a discard (``trick.ruff-shape``, "若出包含对的副牌，其它方即使全部出了主牌，但没有对，也不能算大").
* Trumps beat the led side suit (``trick.ruff``). Between two plays of the same suit, a single
  unit wins by being strictly higher (``trick.higher``); a multi-unit play is compared under
  ``over_ruff``: ``largest_unit_first`` (000/001: 884 over-ruffs 977 on a 544 lead),
  ``all_units`` (shengji.io: every unit higher) or ``highest_card``.
* Equal cards never beat: the first played keeps the trick (``trick.ties``).
* Under ``bombs`` (shengji.io, 4+ decks) a follower's bomb — as many identical cards as were
  led, four or more — beats every play that is not a bomb (``trick.bomb``);
  ``over_ruff='trick_unit_length'`` is shengji.io's TrickUnitLength comparison.
* Under ``rainbows`` (shengji.io) a rainbow lead is won by the play whose ranks, read one
  rank per led group (the largest group first taking the highest rank with cards enough), make
  the highest list; the first such play keeps the trick on a tie, and bombs do not count
  (``trick.rainbow``, :mod:`tractor_core.rules.rainbows`).

>>> from tractor_core.rules.trump_order import Trump, order_for
>>> from tractor_core.rules.cards import Rank, Suit
>>> order = order_for(Trump(Rank.TEN, Suit.HEARTS))
>>> trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4", "S2 S3 S6"], order).value
2
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from itertools import chain
from typing import Any, Final, NamedTuple

from tractor_core.rules.cards import (
    CARD_OF_CODE,
    Card,
    CardsLike,
    card_code,
    parse_cards,
    refuse_impossible,
)
from tractor_core.rules.combinations import Groups, Unit, decompose, unit_kind_zh
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.matching import arrangements, specs_to_units
from tractor_core.rules.rainbows import RainbowGroup, play_ranks, read_rainbow
from tractor_core.rules.ruleset import Bombs, OverRuff
from tractor_core.rules.trump_order import EffSuit, TrumpOrder
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized, cards_named
from tractor_core.text.table import Reason, Seat, Sentence, sentence

__all__ = ["ruff_beats", "trick_winner"]


def _shapes(units: Sequence[Unit]) -> list[tuple[int, int]]:
    return sorted((u.shape for u in units), key=lambda s: (s[0] * s[1], s[1]), reverse=True)


def _canonical(units: Sequence[Unit]) -> tuple[Unit, ...]:
    """Units in comparison order: largest first (tractor, triple, pair, single), then strongest."""
    return tuple(sorted(units, key=lambda u: (u.size, u.length, u.width, u.top), reverse=True))


def _arrangements(
    cards: Sequence[Card], shapes: list[tuple[int, int]], order: TrumpOrder
) -> list[tuple[Unit, ...]]:
    g = Groups(cards, order)
    return [_canonical(specs_to_units(g, specs)) for specs in arrangements(g, g.counts, shapes)]


def _as_unit(
    play: Sequence[Card], shape: tuple[int, int], order: TrumpOrder
) -> list[tuple[Unit, ...]]:
    """The play read as one tractor (or Titanic) of ``shape``, or nothing.

    Leads of one single, pair or triple never come here: :func:`_judge_tuple_lead` judges them.
    """
    width, length = shape
    g = Groups(play, order)
    if len(g.counts) != length or any(c != width for c in g.counts):
        return []
    if any(i + 1 not in g.succ[i] for i in range(length - 1)):
        return []
    return [(g.unit(range(length), width),)]


def _readings(
    play: Sequence[Card], suit: EffSuit, shapes: list[tuple[int, int]], order: TrumpOrder
) -> list[tuple[Unit, ...]]:
    """Every way to read a one-suit ``play`` as units of the lead's shapes (largest first)."""
    if len(shapes) == 1:
        return _as_unit(play, shapes[0], order)
    if shapes[0] == (1, 1):  # all singles (shapes come largest first)
        return [_singles(play, suit, order)]
    return _arrangements(play, shapes, order)


def _pairs_and_singles(
    play: Sequence[Card], suit: EffSuit, pairs_owed: int, order: TrumpOrder
) -> list[tuple[Unit, ...]] | None:
    """The strongest reading of a one-suit play against a lead of pairs and singles, or None.

    With no card held three times, a pair slot takes an identical pair, so the readings are the
    choices of ``pairs_owed`` of the play's pairs (none when it has fewer); the strongest takes
    the highest pairs. None (use the search, which orders equals as the other judges do) when a
    card is held three times or two different cards are equal in power.
    """
    power_at = order.power_at
    counts: dict[int, int] = {}
    for card in play:
        counts[card.code] = counts.get(card.code, 0) + 1
    if max(counts.values()) > 2 or len({power_at[code] for code in counts}) != len(counts):
        return None
    pairs = sorted((c for c, n in counts.items() if n == 2), key=power_at.__getitem__)[::-1]
    if len(pairs) < pairs_owed:
        return []
    chosen = pairs[:pairs_owed]
    rest = [code for code, n in counts.items() for _ in range(n - 2 * (code in chosen))]
    rest.sort(key=power_at.__getitem__, reverse=True)
    units = [Unit(suit, (CARD_OF_CODE[c],), 2, power_at[c]) for c in chosen]
    units += [Unit(suit, (CARD_OF_CODE[c],), 1, power_at[c]) for c in rest]
    return [tuple(units)]


def _singles(play: Sequence[Card], suit: EffSuit, order: TrumpOrder) -> tuple[Unit, ...]:
    """A one-suit play read as singles, strongest first (its only reading against singles)."""
    power_at = order.power_at
    units = [Unit(suit, (c,), 1, power_at[c.code]) for c in play]
    units.sort(key=lambda u: u.top, reverse=True)
    return tuple(units)


def _beats(mine: tuple[Unit, ...], best: tuple[Unit, ...], policy: OverRuff) -> bool:
    """Does arrangement ``mine`` beat ``best`` (same suit, same shapes, aligned canonically)?"""
    if len(mine) == 1:
        return mine[0].top > best[0].top
    if policy is OverRuff.HIGHEST_CARD:
        return max(u.top for u in mine) > max(u.top for u in best)
    if policy is OverRuff.ALL_UNITS:
        return all(a.top > b.top for a, b in zip(mine, best, strict=True))
    if policy is OverRuff.TRICK_UNIT_LENGTH:
        # shengji.io TrickUnitLength: singles are skipped in a throw with a longer unit; the
        # largest units are compared first and the first that differs decides.
        skip = any(u.size > 1 for u in mine)
        pairs = [(a, b) for a, b in zip(mine, best, strict=True) if not skip or a.size > 1]
        pairs.sort(key=lambda ab: (-ab[0].size, ab[0].top == ab[1].top))
        for a, b in pairs:
            if a.top != b.top:
                return a.top > b.top
        return False
    for a, b in zip(mine, best, strict=True):  # largest unit first; the first difference decides
        if a.top != b.top:
            return a.top > b.top
    return False


def _ties(mine: tuple[Unit, ...], best: tuple[Unit, ...]) -> bool:
    """Equal unit for unit: the first played keeps the trick."""
    return all(a.top == b.top for a, b in zip(mine, best, strict=True))


def _strongest(options: Sequence[tuple[Unit, ...]]) -> tuple[Unit, ...]:
    """The arrangement a later play must beat: the strongest, largest unit first."""
    return max(options, key=lambda arr: tuple(u.top for u in arr))


_Groups = tuple[tuple[Card, ...], ...]
_LeadReading = tuple[tuple[Unit, ...], list[tuple[int, int]], tuple[Unit, ...], _Groups, str]


def _read_lead(lead: tuple[Card, ...], order: TrumpOrder) -> _LeadReading:
    """How plays are compared to this lead (cached per lead, as a multiset, on the order).

    Returns the lead's units, their shapes (largest first), the units in comparison order,
    those units as card groups (for the explanations) and the rule that compares plays to it.
    """
    key = ("trick-lead", tuple(sorted(map(card_code, lead))))
    hit = order.memo.get(key)
    if hit is not None:
        return hit  # type: ignore[return-value]
    units = decompose(lead, order).value
    policy = order.rules.over_ruff
    rule = _OVER_RUFF_RULE[policy] if len(units) > 1 else "trick.higher"
    canonical = _canonical(units)
    reading = (units, _shapes(units), canonical, _groups(canonical), rule)
    if len(order.memo) > 4096:
        order.memo.clear()
    order.memo[key] = reading
    return reading


def _text(cards: Sequence[Card]) -> str:
    return " ".join(c.notation for c in cards)


def _suit_named(suit: EffSuit) -> Localized:
    return Localized(suit.english, suit.chinese)


def _wins(seat: int) -> Sentence:
    return sentence("{seat:wins|win} the trick.", seat=Seat(seat))


def trick_winner(plays: Sequence[CardsLike], order: TrumpOrder) -> Verdict[int]:
    """The seat (index into ``plays``, leader = 0) that wins the trick, with a ruling per play.

    Plays are judged as played; whether each follow was *legal* is :mod:`tractor_core.rules.following`'s
    question. Raises :class:`IllegalPlayError` if the lead is not one effective suit or a play
    has a different number of cards from the lead. The rulings (``details["rulings"]``) and the
    reason are written only when read.
    """
    cards = [parse_cards(p) for p in plays]
    if not cards or not cards[0]:
        msg = "a trick needs a lead of at least one card"
        raise IllegalPlayError(msg)
    policy = order.rules.over_ruff
    lead, first = cards[0], cards[0][0]
    lead_units: tuple[Unit, ...]
    if len(lead) >= 4:
        rules = order.rules
        if rules.rainbows is not None:
            rainbow = read_rainbow(lead, order)
            if rainbow is not None:
                return _rainbow_winner(cards, rainbow, order)
        if rules.bombs is not Bombs.NO_BOMBS:
            bombed = _bomb_winner(cards, order)
            if bombed is not None:
                return bombed
    if lead.count(first) == len(lead) <= order.rules.decks:
        # a single, pair or triple (most tricks): the winner now, the rulings when read
        seat, rule = _tuple_lead_winner(cards, order)
        return Verdict.later(seat, rule, lambda: _explain_tuple_lead(seat, cards, order))
    _refuse_impossible(cards, order.rules.decks)
    reading = _read_lead(lead, order)
    lead_units, shapes = reading[0], reading[1]
    if shapes[0] == (1, 1):  # several units, the largest a single: a throw of singles
        best_seat, events = _judge_singles_lead(cards, reading, order)
    else:
        best_seat, events = _judge(cards, reading, order)
    led_suit = lead_units[0].suit
    last_rule = events[best_seat].rule if best_seat else "trick.leader-keeps"
    return Verdict.later(
        best_seat,
        last_rule,
        lambda: _explain(best_seat, events, cards, led_suit, lead_units, policy),
    )


def _refuse_impossible(cards: Sequence[tuple[Card, ...]], decks: int) -> None:
    """Refuse plays of one trick holding more copies of a card than the decks have."""
    refuse_impossible(
        list(map(card_code, chain.from_iterable(cards))),
        lambda: [("lead" if i == 0 else f"play {i}", play) for i, play in enumerate(cards)],
        decks,
    )


def _rainbow_winner(
    cards: Sequence[tuple[Card, ...]], groups: tuple[RainbowGroup, ...], order: TrumpOrder
) -> Verdict[int]:
    """The winner of a rainbow lead (shengji.io trick.rs ``compute_rainbow_winner``).

    Each play is read by ``rainbow_play_combo``: the largest led group first takes the highest
    rank with cards enough, and so on; the ranks read, highest first, are compared as lists,
    and only a strictly higher list takes the trick from the play winning so far. A play that
    cannot be read (too few cards of one rank) does not compete; bombs are not looked at.
    """
    size = len(cards[0])
    for seat, play in enumerate(cards[1:], start=1):
        if len(play) != size:
            msg = f"seat {seat} played {len(play)} cards to a lead of {size}"
            raise IllegalPlayError(msg)
    _refuse_impossible(cards, order.rules.decks)
    sizes = [g.size for g in groups]
    read = [play_ranks(play, sizes) for play in cards]
    best = 0
    for seat in range(1, len(cards)):
        mine, top = read[seat], read[best]
        if mine is not None and (top is None or mine > top):
            best = seat
    winner = best

    def ranks_read(seat: int) -> Sentence:
        ranks = read[seat]
        if ranks is None:
            return sentence("{seat}: no rank read", seat=Seat(seat))
        return sentence(
            "{seat}: {ranks}", seat=Seat(seat), ranks=" > ".join(r.label for r in ranks)
        )

    def explain() -> Reason:
        named = [g.named() for g in groups]
        led = Localized(" + ".join(n.en for n in named), " + ".join(n.zh for n in named))
        each = " and ".join(str(n) for n in sorted(sizes, reverse=True))
        rainbow = sentence(
            "A rainbow was led ({led}): each play is read as {each} cards of one rank each, the "
            "highest ranks first ({lines}); the highest list wins, the first on a tie "
            "(rainbows, shengji.io).",
            led=led,
            each=each,
            lines=tuple(ranks_read(s) for s in range(len(cards))),
        )
        rulings = [
            {"seat": s, "ranks": None if read[s] is None else [r.label for r in read[s] or ()]}
            for s in range(len(cards))
        ]
        return Reason((rainbow, _wins(winner)), len(cards), {"rulings": rulings})

    return Verdict.later(winner, "trick.rainbow", explain)


def _is_bomb(play: Sequence[Card]) -> bool:
    """Four or more identical cards (shengji.io ``is_bomb``)."""
    return len(play) >= 4 and all(c.code == play[0].code for c in play)


def _bomb_winner(cards: Sequence[tuple[Card, ...]], order: TrumpOrder) -> Verdict[int] | None:
    """The winner when a follower plays a bomb to a lead that is not one (None otherwise).

    shengji.io trick.rs ``_defeats``: a bomb beats any play that is not a bomb; a later bomb
    beats an earlier one when it has more cards (never here: every play has the lead's size) or
    is stronger. A led bomb is a tuple of the lead's shape, so the usual judgement already
    compares the plays to it, as shengji.io does.
    """
    if _is_bomb(cards[0]):
        return None
    size = len(cards[0])
    for seat, play in enumerate(cards[1:], start=1):
        if len(play) != size:
            msg = f"seat {seat} played {len(play)} cards to a lead of {size}"
            raise IllegalPlayError(msg)
    bombs = [seat for seat in range(1, len(cards)) if _is_bomb(cards[seat])]
    if not bombs:
        return None
    suit_at, power_at = order.suit_at, order.power_at
    best = bombs[0]
    beaten: list[int] = []
    for seat in bombs[1:]:
        mine, top = cards[seat][0].code, cards[best][0].code
        same = suit_at[mine] is suit_at[top]
        ruffs = suit_at[mine] is EffSuit.TRUMP and suit_at[top] is not EffSuit.TRUMP
        if ruffs or (same and power_at[mine] > power_at[top]):
            beaten.append(best)
            best = seat
    first, winner = bombs[0], best

    def explain() -> Reason:
        said = [
            sentence(
                "{seat:poss} bomb {cards} ({size} identical cards) beats every play that is not "
                "a bomb (shengji.io).",
                seat=Seat(first),
                cards=cards_named(cards[first]),
                size=size,
            )
        ]
        if winner != first:
            said.append(
                sentence(
                    "{seat:poss} bomb {cards} is stronger and wins.",
                    seat=Seat(winner),
                    cards=cards_named(cards[winner]),
                )
            )
        else:
            said.append(_wins(first))
        return Reason(tuple(said), len(cards), {"bombs": bombs})

    return Verdict.later(winner, "trick.bomb", explain)


def _suit_that_can_win(
    seat: int, play: tuple[Card, ...], size: int, led_suit: EffSuit, order: TrumpOrder
) -> EffSuit | None:
    """The play's suit if it may take the trick (all the led suit, or all trumps), else None.

    None means a discard (``trick.discard``). A play of the wrong size raises.
    """
    if len(play) != size:
        msg = f"seat {seat} played {len(play)} cards to a lead of {size}"
        raise IllegalPlayError(msg)
    suits = order.suits_in(play)
    suit = suits.pop()
    if suits or (suit is not led_suit and suit is not EffSuit.TRUMP):
        return None
    return suit


def _wrong_shape(
    seat: int, suit: EffSuit, led_suit: EffSuit, best_seat: int, best_groups: _Groups
) -> _Event:
    """The event of a one-suit play without the lead's shape.

    A ruff then counts as a discard (``trick.ruff-shape``); a follow cannot win
    (``trick.structure``).
    """
    if suit is EffSuit.TRUMP and led_suit is not EffSuit.TRUMP:
        return _Event(seat, False, "trick.ruff-shape", "shape-ruff", best_seat, best_groups)
    return _Event(seat, False, "trick.structure", "shape", best_seat, best_groups)


class _Event(NamedTuple):
    """What happened to one play of a trick, for the rulings written when a reason is read."""

    seat: int
    took: bool  # the play took the lead
    rule: str
    event: str  # lead, ruff, after-ruff, higher, lower, ties, discard, shape, shape-ruff
    versus: int  # the seat it faced
    versus_groups: _Groups  # that seat's units as card groups, strongest first
    # largest unit first: the first two units that differ (this play's, then the best's), which
    # decide whether it beats the best, and whether units follow them; found when a reason is read
    decides: Callable[[], _Decides | None] | None = None


def _groups(units: Sequence[Unit]) -> _Groups:
    return tuple((u.steps[0],) * u.width if len(u.steps) == 1 else u.cards for u in units)


#: The rule that compares multi-unit plays under each over-ruff policy.
_OVER_RUFF_RULE: Final = {p: f"trick.over-ruff.{p.value.replace('_', '-')}" for p in OverRuff}


def _judge(
    cards: Sequence[tuple[Card, ...]], reading: _LeadReading, order: TrumpOrder
) -> tuple[int, list[_Event]]:
    """Judge each play against the best so far: the general case (any lead)."""
    _, shapes, canonical, groups, compare_rule = reading
    size = len(cards[0])
    best_units = canonical
    led_suit = best_suit = canonical[0].suit
    policy = order.rules.over_ruff
    best_seat = 0
    best_groups = groups
    # Under largest-unit-first only a play's strongest reading matters; for a lead of pairs and
    # singles it is found without the search (see _pairs_and_singles).
    pairs_owed = shapes.count((2, 1))
    direct = (
        policy is OverRuff.LARGEST_UNIT_FIRST
        and pairs_owed > 0
        and pairs_owed + shapes.count((1, 1)) == len(shapes)
    )
    events: list[_Event] = [_Event(0, True, "trick.lead", "lead", 0, best_groups)]
    for seat, play in enumerate(cards[1:], start=1):
        suit = _suit_that_can_win(seat, play, size, led_suit, order)
        if suit is None:
            events.append(_Event(seat, False, "trick.discard", "discard", best_seat, best_groups))
            continue
        options = _pairs_and_singles(play, suit, pairs_owed, order) if direct else None
        if options is None:
            options = _readings(play, suit, shapes, order)
        if not options:
            events.append(_wrong_shape(seat, suit, led_suit, best_seat, best_groups))
            continue
        if suit is EffSuit.TRUMP and best_suit is not EffSuit.TRUMP:
            events.append(_Event(seat, True, "trick.ruff", "ruff", best_seat, best_groups))
            best_seat, best_units, best_suit = seat, _strongest(options), suit
            best_groups = _groups(best_units)
            continue
        if suit is not best_suit:  # a led-suit play after someone has ruffed
            events.append(_Event(seat, False, "trick.ruff", "after-ruff", best_seat, best_groups))
            continue
        beating = [a for a in options if _beats(a, best_units, policy)]
        largest_first = policy is OverRuff.LARGEST_UNIT_FIRST and len(best_units) > 1
        if beating:
            event = (
                "over-ruff" if suit is EffSuit.TRUMP and led_suit is not EffSuit.TRUMP else "beats"
            )
            mine = _strongest(beating)
            decides = partial(_first_difference, mine, best_units) if largest_first else None
            events.append(_Event(seat, True, compare_rule, event, best_seat, best_groups, decides))
            best_seat, best_units = seat, mine
            best_groups = _groups(best_units)
        elif any(_ties(arr, best_units) for arr in options):
            events.append(_Event(seat, False, "trick.ties", "ties", best_seat, best_groups))
        else:
            decides = partial(_first_of_strongest, options, best_units) if largest_first else None
            events.append(
                _Event(seat, False, compare_rule, "lower", best_seat, best_groups, decides)
            )
    return best_seat, events


#: The two units that decide, largest first (this play's, the best's), and whether more follow.
_Decides = tuple[Unit, Unit, bool]


def _first_difference(mine: tuple[Unit, ...], best: tuple[Unit, ...]) -> _Decides | None:
    """The first two units that differ, largest first (the ones that decide under that rule)."""
    for i, (a, b) in enumerate(zip(mine, best, strict=True)):
        if a.top != b.top:
            return a, b, i < len(mine) - 1
    return None


def _first_of_strongest(
    options: Sequence[tuple[Unit, ...]], best: tuple[Unit, ...]
) -> _Decides | None:
    """:func:`_first_difference` for a play that does not beat: its strongest reading's."""
    return _first_difference(_strongest(options), best)


def _judge_tuple_lead(
    cards: Sequence[tuple[Card, ...]], lead: Unit, order: TrumpOrder
) -> tuple[int, list[_Event]]:
    """:func:`_judge` for a lead of one single, pair or triple (most tricks).

    Only a play of identical cards has the lead's shape, and such plays compare by the power of
    their card.
    """
    size = len(cards[0])
    suit_at, power_at = order.suit_at, order.power_at
    led_suit = best_suit = lead.suit
    best_seat, best_groups, best_power = 0, (cards[0],), lead.top
    events: list[_Event] = [_Event(0, True, "trick.lead", "lead", 0, best_groups)]
    for seat, play in enumerate(cards[1:], start=1):
        # not as many identical cards (compared by code: Card.__eq__ is Python): the wrong size
        # (raises), a discard, or the wrong shape
        if len(play) != size or (
            size > 1 and list(map(card_code, play)).count(play[0].code) != size
        ):
            maybe = _suit_that_can_win(seat, play, size, led_suit, order)
            if maybe is None:
                events.append(
                    _Event(seat, False, "trick.discard", "discard", best_seat, best_groups)
                )
            else:
                events.append(_wrong_shape(seat, maybe, led_suit, best_seat, best_groups))
            continue
        code = play[0].code
        suit = suit_at[code]
        if suit is not led_suit and suit is not EffSuit.TRUMP:
            events.append(_Event(seat, False, "trick.discard", "discard", best_seat, best_groups))
            continue
        power = power_at[code]
        if suit is EffSuit.TRUMP and best_suit is not EffSuit.TRUMP:
            events.append(_Event(seat, True, "trick.ruff", "ruff", best_seat, best_groups))
            best_seat, best_suit, best_power = seat, suit, power
            best_groups = (play,)
        elif suit is not best_suit:  # a led-suit play after someone has ruffed
            events.append(_Event(seat, False, "trick.ruff", "after-ruff", best_seat, best_groups))
        elif power > best_power:
            event = "over-ruff" if suit is not led_suit else "beats"
            events.append(_Event(seat, True, "trick.higher", event, best_seat, best_groups))
            best_seat, best_power = seat, power
            best_groups = (play,)
        elif power == best_power:
            events.append(_Event(seat, False, "trick.ties", "ties", best_seat, best_groups))
        else:
            events.append(_Event(seat, False, "trick.higher", "lower", best_seat, best_groups))
    return best_seat, events


def _tuple_lead_winner(cards: Sequence[tuple[Card, ...]], order: TrumpOrder) -> tuple[int, str]:
    """The winning seat and its rule for a lead of one single, pair or triple, without rulings.

    The same verdict as :func:`_judge_tuple_lead` (which writes each play's ruling), and the same
    error for a play of the wrong size.
    """
    lead = cards[0]
    size = len(lead)
    suit_at, power_at = order.suit_at, order.power_at
    code = led = lead[0].code
    best_suit, best_power = suit_at[code], power_at[code]
    best_seat, rule = 0, "trick.leader-keeps"
    copies = size  # copies of the led card among the plays of its shape
    for seat in range(1, len(cards)):
        play = cards[seat]
        if len(play) != size:
            msg = f"seat {seat} played {len(play)} cards to a lead of {size}"
            raise IllegalPlayError(msg)
        code = play[0].code
        if size > 1 and list(map(card_code, play)).count(code) != size:
            continue  # not that many identical cards: a discard or the wrong shape
        if code == led:
            copies += size
            if copies > order.rules.decks:
                _refuse_impossible(cards, order.rules.decks)
        suit = suit_at[code]
        if suit is EffSuit.TRUMP and best_suit is not EffSuit.TRUMP:
            best_seat, best_suit, best_power, rule = seat, suit, power_at[code], "trick.ruff"
        elif suit is best_suit and power_at[code] > best_power:
            best_seat, best_power, rule = seat, power_at[code], "trick.higher"
    return best_seat, rule


def _explain_tuple_lead(
    winner: int, cards: Sequence[tuple[Card, ...]], order: TrumpOrder
) -> Reason:
    """The rulings of :func:`_judge_tuple_lead`, written when a verdict's reason is read."""
    first = cards[0][0]
    code = first.code
    unit = Unit(order.suit_at[code], (first,), len(cards[0]), order.power_at[code])
    seat, events = _judge_tuple_lead(cards, unit, order)
    assert seat == winner
    return _explain(seat, events, cards, unit.suit, (unit,), order.rules.over_ruff)


def _judge_singles_lead(
    cards: Sequence[tuple[Card, ...]], reading: _LeadReading, order: TrumpOrder
) -> tuple[int, list[_Event]]:
    """:func:`_judge` for a throw of singles (several singles, nothing larger).

    A one-suit play has one reading against singles, its cards strongest first, so plays compare
    by their card powers in that order.
    """
    _, _, canonical, groups, compare_rule = reading
    size = len(cards[0])
    power_at = order.power_at
    policy = order.rules.over_ruff
    led_suit = best_suit = canonical[0].suit
    best_seat, best = 0, [u.top for u in canonical]
    best_groups = groups
    events: list[_Event] = [_Event(0, True, "trick.lead", "lead", 0, best_groups)]
    for seat, play in enumerate(cards[1:], start=1):
        suit = _suit_that_can_win(seat, play, size, led_suit, order)
        if suit is None:
            events.append(_Event(seat, False, "trick.discard", "discard", best_seat, best_groups))
            continue
        if suit is not best_suit and suit is not EffSuit.TRUMP:  # led suit after a ruff
            events.append(_Event(seat, False, "trick.ruff", "after-ruff", best_seat, best_groups))
            continue
        mine = _strongest_first(play, power_at)
        powers = [power_at[c.code] for c in mine]
        decides = (
            partial(_first_single_difference, mine, powers, best_groups, best, suit)
            if policy is OverRuff.LARGEST_UNIT_FIRST and suit is best_suit
            else None
        )
        if suit is not best_suit:  # trumps on a side-suit lead: the first ruff
            events.append(_Event(seat, True, "trick.ruff", "ruff", best_seat, best_groups))
        elif _powers_beat(powers, best, policy):
            event = "over-ruff" if suit is not led_suit else "beats"
            events.append(_Event(seat, True, compare_rule, event, best_seat, best_groups, decides))
        elif powers == best:
            events.append(_Event(seat, False, "trick.ties", "ties", best_seat, best_groups))
            continue
        else:
            events.append(
                _Event(seat, False, compare_rule, "lower", best_seat, best_groups, decides)
            )
            continue
        best_seat, best_suit, best = seat, suit, powers
        best_groups = tuple((c,) for c in mine)
    return best_seat, events


def _first_single_difference(
    mine: Sequence[Card],
    powers: Sequence[int],
    best_groups: _Groups,
    best: Sequence[int],
    suit: EffSuit,
) -> _Decides | None:
    """:func:`_first_difference` for two readings as singles, strongest first."""
    pairs = zip(mine, powers, best_groups, best, strict=True)
    for i, (card, power, (other,), other_power) in enumerate(pairs):
        if power != other_power:
            later = i < len(mine) - 1
            return Unit(suit, (card,), 1, power), Unit(suit, (other,), 1, other_power), later
    return None


def _strongest_first(play: Sequence[Card], power_at: Sequence[int]) -> list[Card]:
    return sorted(play, key=lambda c: power_at[c.code], reverse=True)


def _powers_beat(mine: list[int], best: list[int], policy: OverRuff) -> bool:
    """:func:`_beats` for two readings as singles, given as powers strongest first."""
    if policy is OverRuff.HIGHEST_CARD:
        return mine[0] > best[0]
    if policy is OverRuff.ALL_UNITS:
        return all(a > b for a, b in zip(mine, best, strict=True))
    # largest unit first (and trick_unit_length, whose singles-only throws compare the same way
    # here: strongest card first, the first difference decides)
    return mine > best


def _explain(  # noqa: PLR0917 - called once, from trick_winner's closure
    winner: int,
    events: Sequence[_Event],
    cards: Sequence[Sequence[Card]],
    led_suit: EffSuit,
    lead_units: Sequence[Unit],
    policy: OverRuff,
) -> Reason:
    """The referee's sentences for a judged trick: who wins, then one ruling per follower."""
    multi = len(lead_units) > 1
    rulings: list[dict[str, Any]] = []
    said: list[Sentence] = [_wins(winner)]
    players = len(cards)
    for seat, took, rule, event, versus, versus_groups, decides in events:
        deciding = decides() if decides is not None else None
        ruling = _ruling(
            event, seat, cards[seat], versus, versus_groups, led_suit, policy, multi, deciding
        )
        if event in ("shape-ruff", "shape"):
            shapes = " + ".join(u.kind for u in _canonical(lead_units))
            ruling = Sentence(ruling.msgid, {**ruling.values, "shape": shapes})
        one = Reason((ruling,), players)
        rulings.append(
            {
                "seat": seat,
                "took_lead": took,
                "rule": rule,
                "reason": one.said("en"),
                "reason_zh": one.said("zh"),
            }
        )
        if seat:
            said.append(ruling)
    return Reason(tuple(said), players, {"rulings": rulings})


def _ruling(  # noqa: PLR0917 - one sentence per event
    event: str,
    seat: int,
    play: Sequence[Card],
    versus: int,
    versus_groups: Sequence[Sequence[Card]],
    led_suit: EffSuit,
    policy: OverRuff,
    multi: bool,
    decides: _Decides | None = None,
) -> Sentence:
    """One play's ruling, as a sentence and its facts."""
    facts: dict[str, Any] = {"seat": Seat(seat), "cards": cards_named(play)}
    if event == "lead":
        return sentence("{seat:leads|lead} {cards}.", **facts)
    if event == "discard":
        facts["suit"] = _suit_named(led_suit)
        if led_suit is EffSuit.TRUMP:
            return sentence(
                "{seat:poss} {cards} is not all {suit}, so it is a discard (垫牌) and cannot win.",
                **facts,
            )
        return sentence(
            "{seat:poss} {cards} is not all {suit} or all trumps, so it is a discard (垫牌) and "
            "cannot win.",
            **facts,
        )
    if event == "shape-ruff":
        return sentence(
            "{seat:poss} {cards} does not have the lead's shape ({shape}), so this ruff counts "
            "as a discard (垫牌).",
            **facts,
        )
    if event == "shape":
        return sentence(
            "{seat:poss} {cards} does not have the lead's shape ({shape}), so it cannot win.",
            **facts,
        )
    if event == "ruff":
        facts["suit"] = _suit_named(led_suit)
        return sentence(
            "{seat:ruffs|ruff} with {cards}: trumps with the lead's shape beat {suit}.", **facts
        )
    facts["other"] = Seat(versus)
    if event == "after-ruff":
        return sentence(
            "{seat:poss} {cards} follows suit but {other:has|have} already ruffed with trumps.",
            **facts,
        )
    if event == "ties":
        return sentence(
            "{seat:poss} {cards} only ties {other}: the first played wins ties.", **facts
        )
    how = _POLICY[policy] if multi else None
    if how is not None and decides is not None:  # largest unit first: the units that decided
        how = _decided(decides, event)
    if how is not None:
        facts["how"] = how
    if event in ("over-ruff", "beats"):
        named = [cards_named(group) for group in versus_groups]
        facts["beaten"] = Localized(
            " + ".join(n.en for n in named), " + ".join(n.zh for n in named)
        )
        if event == "over-ruff":
            if how is None:
                return sentence(
                    "{seat:poss} {cards} over-ruffs {other:poss} {beaten}: it is higher.", **facts
                )
            return sentence(
                "{seat:poss} {cards} over-ruffs {other:poss} {beaten} ({how}).", **facts
            )
        if how is None:
            return sentence(
                "{seat:poss} {cards} beats {other:poss} {beaten}: it is higher.", **facts
            )
        return sentence("{seat:poss} {cards} beats {other:poss} {beaten} ({how}).", **facts)
    # every other event: a play that does not beat the best so far
    if how is None:
        return sentence("{seat:poss} {cards} does not beat {other}.", **facts)
    return sentence("{seat:poss} {cards} does not beat {other} ({how}).", **facts)


def _decided(decides: _Decides, event: str) -> Sentence:
    """A ruling's comparison, largest unit first, said by the two units that decided it.

    "(compared largest unit first: pair against pair decides, ♦8 ♦8 beats ♦4 ♦4, and the rest is
    not compared)". A new reader saw North's ♦4 ♦4 + little joker lose to East's ♦8 ♦8 + ♦3 and
    could not tell why: the joker, the highest card, is only the single, and the pairs decide
    first. (The policy's list, "tractor, triple, pair, single", named units that were not there.)
    """
    mine, theirs, later = decides
    high, low = (mine, theirs) if event in ("over-ruff", "beats") else (theirs, mine)
    msgid = (
        "compared largest unit first: {kind} against {kind} decides, {high} beats {low}, and the "
        "rest is not compared"
        if later
        else "compared largest unit first: {kind} against {kind} decides, {high} beats {low}"
    )
    return sentence(
        msgid,
        kind=Localized(mine.kind, unit_kind_zh(mine.width, len(mine.steps))),
        high=cards_named(_groups((high,))[0]),
        low=cards_named(_groups((low,))[0]),
    )


#: How two multi-unit plays are compared, said in a ruling (the over-ruff policy's plain words).
_POLICY: Final = {
    OverRuff.LARGEST_UNIT_FIRST: sentence(
        "compared largest unit first: tractor, triple, pair, single"
    ),
    OverRuff.ALL_UNITS: sentence("every unit must be higher"),
    OverRuff.HIGHEST_CARD: sentence("the highest card decides"),
    OverRuff.TRICK_UNIT_LENGTH: sentence(
        "largest units first, ties skipped, singles not compared in a throw"
    ),
}


def ruff_beats(
    lead: CardsLike, versus: CardsLike, play: CardsLike, order: TrumpOrder
) -> Verdict[bool]:
    """Does ``play`` take the trick from ``versus`` (both played to ``lead``, ``versus`` first)?"""
    verdict = trick_winner([lead, versus, play], order)
    mine = verdict.details["rulings"][2]
    words = verdict.words
    assert words is not None  # a judged trick's reason is sentences
    return Verdict.saying(
        verdict.value == 2,
        mine["rule"],
        words.sentences[-1],  # the ruling of play 2, the last sentence
        players=3,
        details=verdict.details,
    )
