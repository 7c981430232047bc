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

>>> from tractor_core.trump_order import Trump, order_for
>>> from tractor_core.cards import Rank, Suit
>>> order = order_for(Trump(Rank.TEN, Suit.HEARTS))
>>> trick_winner(["S5 S4 S4", "H9 H7 H7", "H8 H8 H4", "S2 S3 S6"], order).value
2
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tractor_core.cards import Card, CardsLike, parse_cards
from tractor_core.combinations import Groups, Unit, decompose
from tractor_core.errors import IllegalPlayError
from tractor_core.matching import arrangements, specs_to_units
from tractor_core.ruleset import OverRuff
from tractor_core.trump_order import EffSuit, TrumpOrder
from tractor_core.verdict import Verdict

__all__ = ["PlayRuling", "ruff_beats", "trick_winner"]


@dataclass(frozen=True, slots=True)
class PlayRuling:
    """What the referee said about one play of the trick."""

    seat: int
    took_lead: bool
    rule: str
    reason: str
    reason_zh: str = ""


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
    """The play read as one unit of ``shape`` (a fast path for single-unit leads), or nothing."""
    width, length = shape
    if length == 1:  # a single, pair or triple: identical cards, no grouping needed
        first = play[0]
        if any(c != first for c in play):
            return []
        info = order.info(first)
        return [(Unit(info.suit, (first,), width, info.power),)]
    g = Groups(play, order)
    if len(g.counts) != length or any(c != width for c in g.counts):
        return []
    if any(i + 1 not in g.succ[i] for i in range(length - 1)):
        return []
    return [(g.unit(range(length), width),)]


def _beats(mine: tuple[Unit, ...], best: tuple[Unit, ...], policy: OverRuff) -> bool:
    """Does arrangement ``mine`` beat ``best`` (same suit, same shapes, aligned canonically)?"""
    if len(mine) == 1:
        return mine[0].top > best[0].top
    if policy is OverRuff.HIGHEST_CARD:
        return max(u.top for u in mine) > max(u.top for u in best)
    if policy is OverRuff.ALL_UNITS:
        return all(a.top > b.top for a, b in zip(mine, best, strict=True))
    for a, b in zip(mine, best, strict=True):  # largest unit first; the first difference decides
        if a.top != b.top:
            return a.top > b.top
    return False


def _strongest(options: Sequence[tuple[Unit, ...]]) -> tuple[Unit, ...]:
    """The arrangement a later play must beat: the strongest, largest unit first."""
    return max(options, key=lambda arr: tuple(u.top for u in arr))


def _text(cards: Sequence[Card]) -> str:
    return " ".join(c.notation for c in cards)


def trick_winner(plays: Sequence[CardsLike], order: TrumpOrder) -> Verdict[int]:
    """The seat (index into ``plays``, leader = 0) that wins the trick, with a ruling per play.

    Plays are judged as played; whether each follow was *legal* is :mod:`tractor_core.following`'s
    question. Raises :class:`IllegalPlayError` if the lead is not one effective suit or a play
    has a different number of cards from the lead.
    """
    cards = [parse_cards(p) for p in plays]
    if not cards or not cards[0]:
        msg = "a trick needs a lead of at least one card"
        raise IllegalPlayError(msg)
    lead_units = decompose(cards[0], order).value
    led_suit = lead_units[0].suit
    shapes = _shapes(lead_units)
    policy = order.rules.over_ruff
    best_seat = 0
    best_units = _canonical(lead_units)
    best_suit = led_suit
    rulings = [PlayRuling(0, True, "trick.lead", f"Seat 0 leads {_text(cards[0])}.")]
    for seat, play in enumerate(cards[1:], start=1):
        if len(play) != len(cards[0]):
            msg = f"seat {seat} played {len(play)} cards to a lead of {len(cards[0])}"
            raise IllegalPlayError(msg)
        suits = {order.suit_of(c) for c in play}
        suit = suits.pop() if len(suits) == 1 else None
        if suit is None or (suit is not led_suit and suit is not EffSuit.TRUMP):
            rulings.append(
                PlayRuling(
                    seat,
                    False,
                    "trick.discard",
                    f"Seat {seat}'s {_text(play)} is not all {led_suit.english}"
                    + ("" if led_suit is EffSuit.TRUMP else " or all trumps")
                    + ", so it is a discard (垫牌) and cannot win.",
                )
            )
            continue
        options = (
            _as_unit(play, shapes[0], order)
            if len(shapes) == 1
            else _arrangements(play, shapes, order)
        )
        if not options:
            is_ruff = suit is EffSuit.TRUMP and led_suit is not EffSuit.TRUMP
            shape_text = " + ".join(u.kind for u in _canonical(lead_units))
            rulings.append(
                PlayRuling(
                    seat,
                    False,
                    "trick.ruff-shape" if is_ruff else "trick.structure",
                    f"Seat {seat}'s {_text(play)} does not have the lead's shape ({shape_text})"
                    + (
                        ", so this ruff counts as a discard (垫牌)."
                        if is_ruff
                        else ", so it cannot win."
                    ),
                )
            )
            continue
        if suit is EffSuit.TRUMP and best_suit is not EffSuit.TRUMP:
            best_seat, best_units, best_suit = seat, _strongest(options), suit
            rulings.append(
                PlayRuling(
                    seat,
                    True,
                    "trick.ruff",
                    f"Seat {seat} ruffs with {_text(play)}: trumps with the lead's shape beat "
                    f"{led_suit.english}.",
                )
            )
            continue
        if suit is not best_suit:  # a led-suit play after someone has ruffed
            rulings.append(
                PlayRuling(
                    seat,
                    False,
                    "trick.ruff",
                    f"Seat {seat}'s {_text(play)} follows suit but seat {best_seat} has "
                    "already ruffed with trumps.",
                )
            )
            continue
        beating = [a for a in options if _beats(a, best_units, policy)]
        winning = _strongest(beating) if beating else None
        multi = len(lead_units) > 1
        rule = f"trick.over-ruff.{policy.value.replace('_', '-')}" if multi else "trick.higher"
        if winning is not None:
            verb = (
                "over-ruffs" if suit is EffSuit.TRUMP and led_suit is not EffSuit.TRUMP else "beats"
            )
            rulings.append(
                PlayRuling(
                    seat,
                    True,
                    rule,
                    f"Seat {seat}'s {_text(play)} {verb} seat {best_seat}'s "
                    f"{' + '.join(_text(u.cards) for u in best_units)}"
                    + (f" ({_POLICY_TEXT[policy]})." if multi else ": it is higher."),
                )
            )
            best_seat, best_units = seat, winning
            continue
        equal = any(
            all(a.top == b.top for a, b in zip(arr, best_units, strict=True)) for arr in options
        )
        rulings.append(
            PlayRuling(
                seat,
                False,
                "trick.ties" if equal else rule,
                f"Seat {seat}'s {_text(play)} "
                + (
                    f"only ties seat {best_seat}: the first played wins ties."
                    if equal
                    else f"does not beat seat {best_seat}"
                    + (f" ({_POLICY_TEXT[policy]})." if multi else ".")
                ),
            )
        )
    rulings = [_with_zh(r, cards) for r in rulings]
    winner_ruling = next(r for r in reversed(rulings) if r.took_lead)
    last_rule = winner_ruling.rule if winner_ruling.seat else "trick.leader-keeps"
    reason = f"Seat {best_seat} wins the trick. " + " ".join(r.reason for r in rulings[1:])
    return Verdict(
        best_seat,
        reason.strip(),
        f"座位 {best_seat} 赢得本轮。" + "".join(r.reason_zh for r in rulings[1:]),
        last_rule,
        {
            "rulings": [
                {
                    "seat": r.seat,
                    "took_lead": r.took_lead,
                    "rule": r.rule,
                    "reason": r.reason,
                    "reason_zh": r.reason_zh,
                }
                for r in rulings
            ]
        },
    )


_ZH = {
    "trick.lead": "座位 {seat} 首出 {cards}。",
    "trick.discard": "座位 {seat} 的 {cards} 既非全是首家花色也非全是主牌，是垫牌，不能大。",
    "trick.structure": "座位 {seat} 的 {cards} 与首家牌型不同，不能大。",
    "trick.ruff-shape": "座位 {seat} 的 {cards} 与首家牌型不同，毙牌视为垫牌。",
    "trick.ruff": "座位 {seat} 的 {cards}：主牌毙副牌（或已被毙，同门跟牌不能大）。",
    "trick.higher": "座位 {seat} 的 {cards} 与当前最大者比较：大者为大。",
    "trick.ties": "座位 {seat} 的 {cards} 与当前最大者相同，先出者为大。",
    "trick.over-ruff.largest-unit-first": "座位 {seat} 的 {cards}：按拖拉机、三条、对、单的顺序比较。",
    "trick.over-ruff.all-units": "座位 {seat} 的 {cards}：每个牌型都要更大才能盖毙。",
    "trick.over-ruff.highest-card": "座位 {seat} 的 {cards}：比较最大的一张牌。",
}


def _with_zh(ruling: PlayRuling, cards: Sequence[Sequence[Card]]) -> PlayRuling:
    template = _ZH.get(ruling.rule, "")
    text = template.format(seat=ruling.seat, cards=_text(cards[ruling.seat]))
    mark = "（领先）" if ruling.took_lead and ruling.seat else ""
    return PlayRuling(ruling.seat, ruling.took_lead, ruling.rule, ruling.reason, text + mark)


_POLICY_TEXT = {
    OverRuff.LARGEST_UNIT_FIRST: "compared largest unit first: tractor, triple, pair, single",
    OverRuff.ALL_UNITS: "every unit must be higher",
    OverRuff.HIGHEST_CARD: "the highest card decides",
}


def ruff_beats(
    lead: CardsLike, versus: CardsLike, play: CardsLike, order: TrumpOrder
) -> Verdict[bool]:
    """Does ``play`` take the trick from ``versus`` (both played to ``lead``, ``versus`` first)?"""
    verdict = trick_winner([lead, versus, play], order)
    rulings = verdict.details["rulings"]
    mine = rulings[2]
    return Verdict(
        verdict.value == 2,
        mine["reason"],
        verdict.reason_zh,
        mine["rule"],
        verdict.details,
    )
