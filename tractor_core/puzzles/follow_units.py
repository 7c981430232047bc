"""★★★ follow puzzles: following a lead of several units.

Lesson 4's sections "A longer tractor than yours" and "Following a throw, unit by unit".

Two positions, drawn at random from the id's seed:

* **a throw that stood** (:func:`throw_position`): seat 0 throws two or three units of a side
  suit, at least one of them a pair or tractor, and the engine finds that no other hand beats
  any unit (``throw.succeeds``); you, seat 1, hold a pair of that suit. What you owe is the
  lead's units one by one (``follow.pairs``, ``follow.tractors``), then the suit, then anything.
  With one deck (no pairs at all) the throw is of singles, and you hold two or more cards of
  its suit: you owe as many of them as the lead has cards (``follow.suit``);
* **a longer tractor than yours** (:func:`long_tractor_position`): seat 0 leads a tractor of
  three pairs; your hand holds, in that suit, a tractor of two pairs and a loose pair (and maybe
  a single or two). You owe your short tractor and the loose pair (``follow.tractors``).

The options are chosen and judged as for every follow puzzle
(:func:`~tractor_core.puzzles.follow_options.follow_options`): three illegal follows and a legal one,
each judged by the engine; the answer is never decided here.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, pairwise

from tractor_core.puzzles.base import (
    WEST_LEADS,
    Puzzle,
    deal,
    plain_ranks,
    random_trump,
    said_both,
    side_suits,
)
from tractor_core.puzzles.follow_options import follow_options, follow_puzzle
from tractor_core.puzzles.schema import Text
from tractor_core.rules.cards import Card, shoe
from tractor_core.rules.combinations import Unit, decompose
from tractor_core.rules.following import FollowFormat
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for
from tractor_core.text import seat_named

__all__ = ["generate", "long_tractor_position", "throw_position"]

Position = tuple[Trump, EffSuit, list[Card], list[Card]]


def throw_position(rng: random.Random, rules: RuleSet) -> Position:
    """A throw of seat 0 that stood against the three other hands, and your hand (seat 1).

    Returns ``(trump, suit, lead, hand)``. Deals until the leader's units of a side suit give a
    throw of two or three units, with a pair or tractor among them, that the engine lets stand,
    and your hand holds a pair of that suit (so the lead's shape matters to you). With one deck,
    where no card has a second copy, the units are singles and your hand holds two or more
    cards of the suit.
    """
    width = 2 if rules.decks >= 2 else 1
    for _ in range(400):
        trump = random_trump(rng, 0.0)
        order = order_for(trump, rules)
        hands = deal(rng, rules)
        by_suit = [order.split_by_suit(h) for h in hands]
        suits = [EffSuit.of_suit(s) for s in side_suits(trump)]
        rng.shuffle(suits)
        for suit in suits:
            yours = by_suit[1].get(suit, ())
            if max(Counter(yours).values(), default=0) < width or len(yours) < 2:
                continue  # you hold no pair of the suit (one deck: fewer than two cards of it)
            leader = by_suit[0].get(suit, [])
            others = [held.get(suit, []) for held in by_suit[1:]]
            lead = _standing_throw(rng, order, leader, others, width)
            if lead is not None:
                return trump, suit, lead, order.sorted(hands[1])
    msg = "could not deal a throw that stood"  # pragma: no cover
    raise RuntimeError(msg)  # pragma: no cover


def _standing_throw(
    rng: random.Random,
    order: TrumpOrder,
    leader: list[Card],
    others: list[list[Card]],
    width: int = 2,
) -> list[Card] | None:
    """Two or three of ``leader``'s units, one ``width`` or more wide, that stand; None if none do.

    The whole holding is checked as one throw first: the units no other hand beats are the ones
    a throw may be made of (one engine call per suit instead of one per combination).
    """
    if len(leader) < 3:
        return None
    whole = check_throw(leader, others, order).value
    failing = {b.unit for b in whole.blockers}
    units = [u for u in whole.units if u not in failing]
    if len(units) < 2 or all(u.width < width for u in units):
        return None
    choices: list[tuple[Unit, ...]] = [
        combo
        for k in (2, 3)
        for combo in combinations(units, k)
        if any(u.width >= width for u in combo)
    ]
    rng.shuffle(choices)
    for combo in choices[:12]:
        lead = [c for u in combo for c in u.cards]
        if len(decompose(lead, order).value) < 2:  # the units joined into one (a tractor)
            continue
        if check_throw(lead, others, order).value.succeeds:
            return order.sorted(lead)
    return None


def long_tractor_position(rng: random.Random, rules: RuleSet) -> Position:
    """Seat 0 leads a tractor of three pairs; you hold a two-pair tractor and a loose pair.

    Returns ``(trump, suit, lead, hand)``. The suit's plain cards (neither level nor permanent
    trumps) in order; the lead is three consecutive steps, your tractor two other consecutive
    steps and your loose pair a step next to neither, so your pairs make no longer tractor. Your
    other cards (up to a hand) are up to two singles of the suit and cards of other suits.
    Needs two decks or more (a pair is two copies of one card).
    """
    if rules.decks < 2:
        msg = f"a tractor of pairs needs two copies of a card: 2 decks or more, not {rules.decks}"
        raise ValueError(msg)
    for _ in range(200):
        trump = random_trump(rng, 0.0)
        order = order_for(trump, rules)
        side = rng.choice(side_suits(trump))
        suit = EffSuit.of_suit(side)
        steps = [Card(side, r) for r in plain_ranks(trump, rules)]  # low to high, adjacent
        n = len(steps)
        starts = [i for i in range(n - 2) if _run(order, steps[i : i + 3])]
        if not starts:
            continue
        at = rng.choice(starts)
        lead_steps = set(range(at, at + 3))
        free = [i for i in range(n) if i not in lead_steps]
        pairs_at = [i for i in free if i + 1 in free and _run(order, [steps[i], steps[i + 1]])]
        if not pairs_at:
            continue
        t = rng.choice(pairs_at)
        # a step next to neither end of your tractor, so your pairs make no longer tractor
        loose = [
            i
            for i in free
            if i not in (t, t + 1)
            and not order.adjacent(steps[i], steps[t])
            and not order.adjacent(steps[t + 1], steps[i])
        ]
        if not loose:
            continue
        p = rng.choice(loose)
        rest = [i for i in free if i not in (t, t + 1, p)]
        singles = rng.sample(rest, min(len(rest), rng.choice([0, 1, 2])))
        lead = [steps[i] for i in sorted(lead_steps, reverse=True) for _ in range(2)]
        in_suit = [steps[i] for i in (t + 1, t, p) for _ in range(2)] + [steps[i] for i in singles]
        pool = list(shoe(rules.decks))
        for card in lead + in_suit:
            pool.remove(card)
        others = [c for c in pool if order.suit_of(c) is not suit]
        filler = rng.sample(others, rules.hand_size - len(in_suit))
        return trump, suit, lead, order.sorted(in_suit + filler)
    msg = "could not deal a longer tractor"  # pragma: no cover
    raise RuntimeError(msg)  # pragma: no cover


def _run(order: TrumpOrder, cards: list[Card]) -> bool:
    """Are ``cards`` (low to high) consecutive steps of one suit?"""
    return all(order.adjacent(a, b) for a, b in pairwise(cards))


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """★★★ follow: a throw that stood, or a three-pair tractor against your shorter one."""
    del difficulty  # one level: the follow kind's ★★★
    # one deck has no pairs, so no tractor to lead: a throw of singles
    throw = rng.random() < 0.5 or rules.decks < 2
    for _ in range(50):
        position = throw_position(rng, rules) if throw else long_tractor_position(rng, rules)
        trump, suit, lead, hand = position
        order = order_for(trump, rules)
        suit_cards = [c for c in hand if order.suit_of(c) is suit]
        found = follow_options(rng, FollowFormat(lead, order), hand, suit_cards)
        if found is not None:
            break
    else:  # pragma: no cover
        msg = "could not choose the options of a follow"
        raise RuntimeError(msg)
    plays, verdicts = found
    name_en, name_zh = suit.english, suit.chinese
    question: Text
    hint: Text
    if throw:
        question = said_both(
            "{leader} threw these cards together, and the throw stood: no other hand could "
            "beat any of its units. You are {reader}. Which follow from your hand is legal?",
            leader=WEST_LEADS.named(0),
            reader=seat_named(0, 4),
        )
        hint = {
            "en": f"Split the throw into its units. Owe a tractor for each tractor led, then pairs "
            f"for its pairs, from your {name_en}; then more {name_en} to make up the count, and "
            "anything only once they run out.",
            "zh": f"先把甩牌拆成组：首家有拖拉机，你有该门拖拉机就要跟；再按对子跟{name_zh}的对子；"
            f"张数不够再跟{name_zh}的其他牌，{name_zh}跟完了才能垫别的牌。",
        }
    else:
        question = said_both(
            "{leader} led a tractor of three pairs. You are {reader}. Which follow from your "
            "hand is legal?",
            leader=WEST_LEADS.named(0),
            reader=seat_named(0, 4),
        )
        hint = {
            "en": f"Look at your {name_en}: no tractor as long as the lead, so you owe the "
            "longest tractor you have and then pairs, as many as the lead's three pairs.",
            "zh": f"看你的{name_zh}：没有同样长的拖拉机，就先跟你较短的拖拉机，再跟对子，"
            "凑满首家的三个对子。",
        }
    return follow_puzzle(
        rules, trump, lead, hand, plays=plays, verdicts=verdicts, question=question, hint=hint
    )
