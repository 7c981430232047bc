"""The fast throw check gives exactly the answers of a plain, slow reading of the throw rule.

The rule (``throw.fails.*``; 000 【出牌规则】 "若其他家中无人有能大过一张 9, 和一对 8, 和一对 4 的牌";
002 tractors checked before triples before pairs; 004 the smallest card of the failing pattern;
shengji.io the first blocking player): a throw fails if another hand holds a same-shaped unit of
the led effective suit that beats one of its units; each such holding is a blocker, and the
``forced_unit`` policy picks the unit the leader must play instead.

:func:`tractor_core.rules.throwing.check_throw` finds the blockers of singles, pairs and triples by
bisecting each hand's sorted strengths, reads leads without tractor by the tuple fast path and
picks the forced unit with attribute keys (benchmarks/workload.py, issue 13). The reference below
does none of that: for every seat and every unit it lists every beating holding by the general
chain search (:func:`~tractor_core.rules.throwing._beating_holdings`), keeps the weakest, and picks the
forced unit with the policy's key written out. Both are run on seeded random throws of every
preset with 1, 2 and 3 decks (many with tractors and triples) and on every position of
``tests/data/follow_perft.json``, and must agree on everything the result holds: verdict, units,
forced cards, blocking seat, every blocker with its holding, penalty, stake and rule id.
"""

from __future__ import annotations

import json
import random
from typing import Any

from tests.reference_follow import DATA, order_of
from tractor_core.rules.cards import LEVEL_RANKS, Card, Suit, parse_cards, shoe
from tractor_core.rules.combinations import Unit, decompose
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.ruleset import ForcedUnit
from tractor_core.rules.throwing import Blocker, ThrowResult, _beating_holdings, check_throw
from tractor_core.rules.trump_order import Trump, TrumpOrder, order_for

SEEDS = 3000
_TYPE_RANK = {"tractor": 0, "titanic": 0, "triple": 1, "pair": 2, "single": 3}


def _reference(
    lead: tuple[Card, ...], others: list[tuple[Card, ...]], order: TrumpOrder
) -> tuple[ThrowResult, str]:
    """The throw rule read plainly: every unit against every hand by the general search."""
    units = decompose(lead, order).value
    if len(units) == 1:
        return ThrowResult(True, units, None, None, (), 0), "throw.single-unit"
    by_size = sorted(units, key=lambda u: (u.size, u.top))
    blockers: list[Blocker] = []
    for seat, hand in enumerate(others, start=1):
        for unit in by_size:
            holdings = _beating_holdings(unit, hand, order)
            if holdings:
                weakest = min(holdings, key=lambda h: order.power(h[0]))
                blockers.append(Blocker(unit, seat, weakest))
    if not blockers:
        return ThrowResult(True, units, None, None, (), 0), "throw.succeeds"
    policy = order.rules.forced_unit
    keys: dict[ForcedUnit, Any] = {
        ForcedUnit.TYPE_ORDER: lambda u: (_TYPE_RANK[u.kind], u.top, u.size),
        ForcedUnit.SMALLEST_UNIT: lambda u: (u.size, u.top),
        ForcedUnit.LOWEST_FAILING: lambda u: (u.top, u.size),
    }
    if policy is ForcedUnit.FIRST_BLOCKER:
        chosen = blockers[0]
    else:
        chosen = min(blockers, key=lambda b: keys[policy](b.unit))
    penalty = order.rules.throw_penalty
    result = ThrowResult(
        False,
        units,
        chosen.unit.cards,
        chosen.seat,
        tuple(blockers),
        penalty.points,
        penalty.stake_share,
    )
    return result, f"throw.fails.{policy.value.replace('_', '-')}"


def _position(rng: random.Random) -> tuple[TrumpOrder, list[Card]]:
    while True:
        try:
            rules = preset(rng.choice([p.name for p in PRESETS]), decks=rng.choice([1, 2, 2, 3]))
        except RuleConflictError:
            continue
        break
    suit = None if rng.randrange(9) == 0 else rng.choice(list(Suit))
    order = order_for(Trump(rng.choice(LEVEL_RANKS), suit), rules)
    deck = list(shoe(rules.decks))
    rng.shuffle(deck)
    return order, deck


def _random_throw(
    rng: random.Random,
) -> tuple[TrumpOrder, tuple[Card, ...], list[tuple[Card, ...]]]:
    """A one-suit lead of 2 to 10 cards (often the suit's strongest or its tuples, so with
    tractors) and three hands of a random size dealt from the rest of the shoe."""
    order, deck = _position(rng)
    size = rng.randint(1, 25)
    hands = [deck[i * size : (i + 1) * size] for i in range(4)]
    leader = deck[4 * size : 4 * size + 25] + hands[0]
    by_suit = [cs for cs in order.split_by_suit(leader).values() if len(cs) >= 2]
    cards = rng.choice(by_suit)
    k = rng.randint(2, min(10, len(cards)))
    doubled = [c for c in cards if cards.count(c) >= 2]
    if len(set(doubled)) >= 2 and rng.random() < 0.3:  # every tuple held: tractors likely
        lead = tuple(doubled[:10])
    elif rng.random() < 0.5:
        lead = tuple(sorted(cards, key=order.power, reverse=True)[:k])
    else:
        lead = tuple(rng.sample(cards, k))
    return order, lead, [tuple(h) for h in hands[1:]]


def _same(lead: tuple[Card, ...], others: list[tuple[Card, ...]], order: TrumpOrder) -> None:
    verdict = check_throw(lead, others, order)
    expected, rule = _reference(lead, others, order)
    assert (verdict.value, verdict.rule) == (expected, rule), (
        " ".join(c.notation for c in lead),
        [" ".join(c.notation for c in h) for h in others],
        order.trump,
        order.rules.forced_unit,
    )


def test_throw_check_matches_the_plain_rule_on_random_throws_of_every_preset() -> None:
    rng = random.Random(13)
    tractors = failed = 0
    for _ in range(SEEDS):
        order, lead, others = _random_throw(rng)
        _same(lead, others, order)
        units = decompose(lead, order).value
        tractors += any(isinstance(u, Unit) and u.is_tractor for u in units)
        failed += not check_throw(lead, others, order).value.succeeds
    # the sample reaches both paths (plain units, tractors) and both outcomes
    assert tractors > SEEDS // 20
    assert SEEDS // 10 < failed < SEEDS - SEEDS // 20


def test_throw_check_matches_the_plain_rule_on_the_perft_positions() -> None:
    positions = json.loads(DATA.read_text(encoding="utf-8"))["positions"]
    for p in positions:
        _same(parse_cards(p["lead"]), [parse_cards(p["hand"])], order_of(p))


def test_equal_strength_blockers_tie_to_the_first_in_slot_order() -> None:
    # Level 10, hearts trump: S10 and C10 are off-suit level trumps of one strength. Against a
    # trump single H9 the weakest beating single is the first of them in slot order; both the
    # fast path and the plain search must name the same card.
    order = order_for(Trump.parse("10", "H"), preset("000"))
    lead = parse_cards("H9 H3 H3")
    others = [parse_cards("C10 S10 D4"), parse_cards("S2"), parse_cards("C3")]
    _same(lead, others, order)
    blocker = check_throw(lead, others, order).value.blockers[0]
    assert blocker.holding[0].notation in {"S10", "C10"}
