"""Kitty capture (抠底): what the kitty's points multiply to when the attackers win the last trick.

The multiplier comes from the last trick's lead as read into units (a throw counts by its
largest unit), under one of the five formulas of variants.md §1f:

======================  =============================================  =========================
``kitty_multiplier``    formula                                        source
======================  =============================================  =========================
``power_of_two``        2 ** cards in the largest unit                 000 (F1)
``three_per_card``      3 × cards in the largest unit                  001, 3 decks (F2)
``type_table``          Titanic 2·3^len, triple 6, tractor 2·2^len,    002 = 000/001 part 2 (F3)
                        pair 4, else 2
``four_per_pair``       single 2, pair 4, tractor 4 × pairs            004 (F4)
``twice_unit_size``     2 × cards in the largest unit                  shengji.io Times (F5)
======================  =============================================  =========================

Under ``rainbows`` a rainbow's largest group counts as its largest unit (shengji.io trick.rs:
``largest_trick_unit_size`` is the largest unit of the trick format, a rainbow's included); the
two tables that read pairs and tractors are refused with rainbows (:class:`RuleSet`).

>>> from tractor_core.rules.trump_order import Trump, order_for
>>> from tractor_core.rules.cards import Rank, Suit
>>> from tractor_core.rules.presets import preset
>>> order = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("000"))
>>> kitty_multiplier("S4 S4 S5 S5", order).value
16
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from tractor_core.rules.cards import CardsLike, card_points, parse_cards, refuse_impossible
from tractor_core.rules.combinations import Unit, decompose
from tractor_core.rules.rainbows import read_rainbow
from tractor_core.rules.ruleset import KittyMultiplier
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, TrumpOrder
from tractor_core.rules.verdict import Verdict
from tractor_core.text import cards_named
from tractor_core.text.table import Seat, Sentence, sentence

__all__ = ["KittyCapture", "kitty_capture", "kitty_multiplier", "multiplier_for_units"]


def _largest(units: Sequence[Unit]) -> Unit:
    """The unit that counts: most cards, then a tractor over a tuple, then the stronger."""
    return max(units, key=lambda u: (u.size, u.length, u.top))


def multiplier_for_units(units: Sequence[Unit], formula: KittyMultiplier) -> tuple[int, Sentence]:
    """Multiplier for a lead read as ``units``, with its working (a sentence to say)."""
    big = _largest(units)
    throw = sentence(" (a throw counts only its largest unit)") if len(units) > 1 else ""
    n = big.size
    if formula is KittyMultiplier.POWER_OF_TWO:
        return 2**n, sentence(
            "the largest unit, {unit}, has {n} card(s): 2^{n} = {value}{throw}",
            unit=big.named(),
            n=n,
            value=2**n,
            throw=throw,
        )
    if formula is KittyMultiplier.THREE_PER_CARD:
        return 3 * n, sentence(
            "the largest unit, {unit}, has {n} card(s): 3 × {n} = {value}{throw}",
            unit=big.named(),
            n=n,
            value=3 * n,
            throw=throw,
        )
    if formula is KittyMultiplier.TWICE_UNIT_SIZE:
        return 2 * n, sentence(
            "the largest unit, {unit}, has {n} card(s): 2 × {n} = {value}{throw}",
            unit=big.named(),
            n=n,
            value=2 * n,
            throw=throw,
        )
    if formula is KittyMultiplier.FOUR_PER_PAIR:
        tractors = [u for u in units if u.is_tractor]
        if tractors:
            t = max(tractors, key=lambda u: u.length)
            return 4 * t.length, sentence(
                "the longest tractor, {unit}, has {n} pairs: 4 × {n} = {value}{throw}",
                unit=t.named(),
                n=t.length,
                value=4 * t.length,
                throw=throw,
            )
        if any(u.width >= 2 for u in units):
            return 4, sentence("the largest pattern is a pair: ×4{throw}", throw=throw)
        return 2, sentence("the lead is a single: ×2")
    # TYPE_TABLE (002): the first matching line wins, "and nothing else counts".
    titanics = [u for u in units if u.is_tractor and u.width >= 3]
    if titanics:
        t = max(titanics, key=lambda u: u.length)
        value = 2 * 3**t.length
        return value, sentence(
            "it contains a Titanic of length {n}: 2·3^{n} = {value}", n=t.length, value=value
        )
    if any(u.width >= 3 for u in units):
        return 6, sentence("it contains a triple: ×6")
    tractors = [u for u in units if u.is_tractor]
    if tractors:
        t = max(tractors, key=lambda u: u.length)
        value = 2 * 2**t.length
        return value, sentence(
            "it contains a tractor of length {n}: 2·2^{n} = {value}", n=t.length, value=value
        )
    if any(u.width == 2 for u in units):
        return 4, sentence("it contains a pair: ×4")
    return 2, sentence("it has no pair: ×2")


_RULE_OF = {
    KittyMultiplier.POWER_OF_TWO: "kitty.power-of-two",
    KittyMultiplier.THREE_PER_CARD: "kitty.three-per-card",
    KittyMultiplier.TYPE_TABLE: "kitty.type-table",
    KittyMultiplier.FOUR_PER_PAIR: "kitty.four-per-pair",
    KittyMultiplier.TWICE_UNIT_SIZE: "kitty.twice-unit-size",
}


def kitty_multiplier(lead: CardsLike, order: TrumpOrder) -> Verdict[int]:
    """The kitty multiplier for a last trick led with ``lead``, under ``order.rules``."""
    formula = order.rules.kitty_multiplier
    if order.rules.rainbows is not None:
        rainbow = read_rainbow(parse_cards(lead), order)
        if rainbow is not None:
            big = max(rainbow, key=lambda g: (g.size, g.rank))
            n = big.size
            value = {
                KittyMultiplier.POWER_OF_TWO: 2**n,
                KittyMultiplier.THREE_PER_CARD: 3 * n,
            }.get(formula, 2 * n)
            how = {
                KittyMultiplier.POWER_OF_TWO: f"2^{n}",
                KittyMultiplier.THREE_PER_CARD: f"3 × {n}",
            }
            shown = how.get(formula, f"2 × {n}")
            return Verdict.saying(
                value,
                _RULE_OF[formula],
                sentence(
                    "Kitty ×{value}: the largest group of the rainbow, {group}, has {n} "
                    "cards: {shown} = {value} (shengji.io counts a rainbow's group as a unit).",
                    value=value,
                    group=big.named(),
                    n=n,
                    shown=shown,
                ),
                details={"largest_unit": [c.notation for c in big.cards]},
            )
    units = decompose(lead, order).value
    value, why = multiplier_for_units(units, formula)
    return Verdict.saying(
        value,
        _RULE_OF[formula],
        sentence("Kitty ×{value}: {why}.", value=value, why=why),
        details={"largest_unit": [c.notation for c in _largest(units).cards]},
    )


@dataclass(frozen=True, slots=True)
class KittyCapture:
    """Result of scoring the kitty at the end of a hand."""

    multiplier: int
    kitty_points: int
    attackers_gain: int
    captured: bool


def kitty_capture(
    last_trick: Sequence[CardsLike],
    kitty: CardsLike,
    order: TrumpOrder,
    *,
    winner: int | None = None,
    banker_team: Collection[int] | None = None,
    leader: int = 0,
) -> Verdict[KittyCapture]:
    """Score the kitty from the last trick's plays (leader first).

    ``winner`` and ``banker_team`` are seat numbers; ``leader`` is the seat that led the last
    trick (0 by default, so that seats count from the leader). Without ``winner`` and
    ``banker_team`` the attackers are taken to have won the last trick.
    With them, a banker-team win captures nothing (``kitty.banker-keeps``); under 001's
    ``kitty_needs_trump_win`` the winning play must be all trumps (``kitty.needs-trump-win``).
    """
    plays = [parse_cards(p) for p in last_trick]
    kitty_cards = parse_cards(kitty)
    groups = [*(("last trick", p) for p in plays), ("kitty", kitty_cards)]
    refuse_impossible([c.code for _, cs in groups for c in cs], lambda: groups, order.rules.decks)
    points = card_points(kitty_cards)
    mult = kitty_multiplier(plays[0], order)
    captured_by_attackers = winner is None or banker_team is None or winner not in banker_team
    if not captured_by_attackers:
        return Verdict.saying(
            KittyCapture(mult.value, points, 0, captured=False),
            "kitty.banker-keeps",
            sentence(
                "The banker team ({seat}) won the last trick, so the kitty's {points} "
                "points are not captured.",
                seat=Seat(winner or 0),
                points=points,
            ),
            players=len(plays),
            details={"multiplier_rule": mult.rule},
        )
    if order.rules.kitty_needs_trump_win:
        win_index = (
            (winner - leader) % len(plays)
            if winner is not None
            else trick_winner(plays, order).value
        )
        winning = cards_named(plays[win_index])
        if not all(order.suit_of(c) is EffSuit.TRUMP for c in plays[win_index]):
            return Verdict.saying(
                KittyCapture(mult.value, points, 0, captured=False),
                "kitty.needs-trump-win",
                sentence(
                    "The attackers won the last trick, but under 001's rules the kitty is "
                    "captured only by winning the last trick with trumps, and the winning play "
                    "{winning} is not all trumps: the kitty's {points} points are not captured. "
                    "(Won with trumps, it would have counted {points} × {times} = {would}. "
                    "{why})",
                    winning=winning,
                    points=points,
                    times=mult.value,
                    would=points * mult.value,
                    why=_sentences(mult),
                ),
                details={**mult.details, "multiplier_rule": mult.rule},
            )
    gain = points * mult.value
    said = [
        sentence(
            "The attackers win the last trick and capture the kitty: {points} points × "
            "{times} = {gain}.",
            points=points,
            times=mult.value,
            gain=gain,
        )
    ]
    if order.rules.kitty_needs_trump_win:
        said.append(
            sentence("The winning play {winning} is all trumps, as 001 requires.", winning=winning)
        )
    said.append(_sentences(mult))
    return Verdict.saying(
        KittyCapture(mult.value, points, gain, captured=True),
        mult.rule,
        *said,
        details=mult.details,
    )


def _sentences(verdict: Verdict[int]) -> Sentence:
    """The multiplier verdict's one sentence (its reason, to say inside another)."""
    words = verdict.words
    assert words is not None
    assert len(words.sentences) == 1
    return words.sentences[0]
