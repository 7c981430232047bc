"""Throw puzzles: can this throw succeed, and if not, which unit is forced?"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Final

from tractor_core.puzzles.base import (
    Puzzle,
    deal,
    random_trump,
    said_both,
    side_suits,
)
from tractor_core.puzzles.schema import Text
from tractor_core.rules.cards import Card
from tractor_core.rules.combinations import Unit, decompose
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import cards_named
from tractor_core.text.table import Table

#: The reader leads the throw, from South; the other hands are East, North and West.
YOU_LEAD: Final = Table(4, leader=0, reader=0)

__all__ = ["generate"]


#: How many units are thrown, by difficulty (fewer if the hand has fewer; at ★★★, fewer if
#: fewer are unbeaten).
UNITS: Final[dict[int, list[int]]] = {1: [2, 2, 3], 2: [3, 3, 4], 3: [3, 4, 5]}


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Can this throw succeed? A real deal; the leader throws units of one suit.

    * ★: two or three units of a side suit, the leader's strongest or any; it almost always
      fails, to a plainly higher card;
    * ★★: the same with three or four units, so more to check and more blockers to tell apart;
    * ★★★: a close call of up to five units: every unit unbeaten but at most one (the throw
      succeeds, or exactly one unit fails), and half of the throws are trumps (jokers, level
      cards, the trump suit).
    """
    if difficulty >= 3:
        trump, suit, lead, others = _close_position(rng, rules, difficulty)
        order = order_for(trump, rules)
        lead_units = decompose(lead, order).value
    else:
        trump, suit, lead, others, lead_units = _plain_position(rng, rules, difficulty)
    options: list[Text] = [{"en": "The throw succeeds", "zh": "甩牌成功"}]
    options += [
        {
            "en": f"It fails: {named.en} must be played",
            "zh": f"甩牌失败，必须出 {named.zh}",
        }
        for named in (cards_named(u.cards) for u in lead_units)
    ]
    unit_cards = [list(u.cards) for u in lead_units]

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = check_throw(lead, others, order_for(trump, r))
        if verdict.value.succeeds:
            return 0, verdict
        forced = list(verdict.value.forced or ())
        return 1 + unit_cards.index(forced), verdict

    def why_not(r: RuleSet, given: Any) -> Text | None:
        """What the engine's check of the throw says against the chosen option."""
        result = check_throw(lead, others, order_for(trump, r)).value
        beaten = [list(u.cards) for u in dict.fromkeys(b.unit for b in result.blockers)]
        if given == 0:  # "it succeeds", but some unit can be beaten
            return said_both(
                "The throw fails: another player can beat {count} of its units.", count=len(beaten)
            )
        if not isinstance(given, int) or not 1 <= given <= len(unit_cards):
            return None
        unit = unit_cards[given - 1]
        if unit not in beaten:
            return said_both("No other player can beat {cards}.", cards=cards_named(unit))
        return said_both(
            "{cards} can be beaten, but when several units fail the rules force another one.",
            cards=cards_named(unit),
        )

    return Puzzle(
        "throw",
        {
            "en": "You lead these cards together. Can the throw succeed?",
            "zh": "你一次出这些牌（甩牌），能成功吗？",
        },
        "choice",
        trump,
        {
            "lead": [c.notation for c in lead],
            "others": [[c.notation for c in h] for h in others],
            "others_label": suit.english,
            "others_label_zh": suit.chinese,
        },
        solve,
        {
            "en": "Split the throw into its units, then look for a higher unit of the same shape in "
            f"each other hand's {suit.english}. Equal cards never beat."
            + (TRUMP_HINT["en"] if suit is EffSuit.TRUMP else ""),
            "zh": "先把甩牌拆成单张、对子、拖拉机，再看其他各家的"
            f"{suit.chinese}中有没有同牌型且更大的。相同的牌不算大。"
            + (TRUMP_HINT["zh"] if suit is EffSuit.TRUMP else ""),
        },
        options,
        rules.decks,
        YOU_LEAD,
        why_not=why_not,
    )


def _plain_position(
    rng: random.Random, rules: RuleSet, difficulty: int
) -> tuple[Trump, EffSuit, list[Card], list[list[Card]], tuple[Unit, ...]]:
    """★, ★★: some of the leader's units of a side suit (:data:`UNITS`), its strongest or any."""
    need = 2 if difficulty == 1 else 3
    for _ in range(200):
        trump = random_trump(rng, 0.0)
        order = order_for(trump, rules)
        hands = deal(rng, rules)
        suit = EffSuit.of_suit(rng.choice(side_suits(trump)))
        mine = [c for c in hands[0] if order.suit_of(c) is suit]
        if len(mine) < 4:
            continue
        units = decompose(mine, order).value
        if len(units) < need:
            continue
        k = min(len(units), rng.choice(UNITS[difficulty]))
        chosen = (
            sorted(units, key=lambda u: -u.top)[:k]
            if rng.random() < 0.6
            else rng.sample(list(units), k)
        )
        lead = [c for u in chosen for c in u.cards]
        lead_units = decompose(lead, order).value
        if len(lead_units) < need:
            continue
        others = [[c for c in h if order.suit_of(c) is suit] for h in hands[1:]]
        return trump, suit, lead, others, lead_units
    msg = "could not deal a throw position"  # pragma: no cover - 200 deals always have one
    raise RuntimeError(msg)  # pragma: no cover


def _close_position(
    rng: random.Random, rules: RuleSet, difficulty: int
) -> tuple[Trump, EffSuit, list[Card], list[list[Card]]]:
    """★★★: a close call (:func:`_close_call`) from some seat's units of some suit.

    Each deal is tried from every seat and suit, in random order, before dealing again.
    """
    for _ in range(200):
        trump = random_trump(rng, 0.0)
        order = order_for(trump, rules)
        hands = deal(rng, rules)
        suits = [EffSuit.of_suit(s) for s in side_suits(trump)]
        if rng.random() < 0.5:
            suits = [EffSuit.TRUMP]
        tries = [(seat, suit) for seat in range(len(hands)) for suit in suits]
        rng.shuffle(tries)
        for seat, suit in tries:
            mine = [c for c in hands[seat] if order.suit_of(c) is suit]
            if len(mine) < 4:
                continue
            others = [
                [c for c in hands[(seat + i) % len(hands)] if order.suit_of(c) is suit]
                for i in range(1, len(hands))
            ]
            k = rng.choice(UNITS[difficulty])
            best = _best_held(others, order)
            if _tops_above(mine, best, order) < 2:
                continue  # fewer than two unbeaten units: spare the decomposition
            lead = _close_call(rng, list(decompose(mine, order).value), best, k)
            if lead is not None and len(decompose(lead, order).value) >= 2:
                return trump, suit, order.sorted(lead), others
    msg = "could not deal a close throw position"  # pragma: no cover - a deal has one
    raise RuntimeError(msg)  # pragma: no cover


#: What the hint adds for a throw of trumps.
TRUMP_HINT: Final[Text] = {
    "en": " Among trumps, the level cards of the side suits are equal to each other.",
    "zh": "主牌中，副牌花色的级牌彼此相等。",
}


def _best_held(others: list[list[Card]], order: TrumpOrder) -> dict[int, int]:
    """For each width, the power of the strongest card some other hand holds that many times.

    A unit is unbeaten if no other hand holds ``width`` copies of a card above its top: then
    nothing of its shape can beat it (a proposal: the engine judges the throw).
    """
    best: dict[int, int] = {}
    for hand in others:
        for card, n in Counter(hand).items():
            for width in range(1, n + 1):
                best[width] = max(best.get(width, -1), order.power(card))
    return best


def _tops_above(mine: list[Card], best: dict[int, int], order: TrumpOrder) -> int:
    """How many of ``mine``'s cards could top an unbeaten unit (at most the number of them)."""
    return sum(
        any(order.power(card) >= best.get(width, -1) for width in range(1, n + 1))
        for card, n in Counter(mine).items()
    )


def _close_call(
    rng: random.Random, units: list[Unit], best: dict[int, int], k: int
) -> list[Card] | None:
    """A close throw from ``units``: all unbeaten, or all but one; None if the hand has none.

    About two in five succeed (if two units or more are unbeaten); the others throw as many
    unbeaten units as there are, up to ``k - 1``, and one that another hand beats.
    """
    safe = [u for u in units if best.get(u.width, -1) <= u.top]
    beaten = [u for u in units if u not in safe]
    if len(safe) < 2:
        return None
    if not beaten or rng.random() < 0.4:
        chosen = rng.sample(safe, min(k, len(safe)))
    else:
        chosen = [*rng.sample(safe, min(k - 1, len(safe))), rng.choice(beaten)]
    return [c for u in chosen for c in u.cards]
