"""Declaration puzzles: does this declaration overturn that one?"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tractor_core.puzzles.base import (
    WEST_LEADS,
    Puzzle,
    said_both,
)
from tractor_core.puzzles.schema import Text
from tractor_core.rules.cards import JOKERS, LEVEL_RANKS, Card, Suit
from tractor_core.rules.declaring import Phase, check_bid, read_bid
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import Trump
from tractor_core.rules.verdict import Verdict


def _question(first: int, bidder: int, level: str, dealt: bool) -> Text:
    """The question, the seats named at the puzzle's table (the first bid's seat is West)."""
    named = WEST_LEADS.named(first)
    if bidder == first:
        said = said_both(
            "{first} has shown the first set of cards (level {level}). Can the same player now "
            "show the second set and take over the trump?",
            first=named,
            level=level,
        )
    elif WEST_LEADS.is_reader(bidder):
        said = said_both(
            "{first} has shown the first set of cards (level {level}). Can you now show the "
            "second set and take over the trump?",
            first=named,
            level=level,
        )
    else:
        said = said_both(
            "{first} has shown the first set of cards (level {level}). Can {bidder} now show the "
            "second set and take over the trump?",
            bidder=WEST_LEADS.named(bidder),
            first=named,
            level=level,
        )
    more = said_both("The deal is over." if dealt else "The deal is still going on.")
    return {"en": f"{said['en']} {more['en']}", "zh": f"{said['zh']}{more['zh']}"}


__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Does this declaration overturn that one? Level cards, pairs, joker pairs, reinforcing."""
    level = rng.choice(LEVEL_RANKS)
    suits = list(Suit)
    width = min(rules.decks, 2)

    def level_bid(n: int) -> list[Card]:
        return [Card(rng.choice(suits), level)] * n

    def joker_bid(n: int) -> list[Card]:
        return [rng.choice(JOKERS)] * n

    def kinds() -> list[Card]:
        roll = rng.random()
        if roll < 0.45:
            return level_bid(1)
        if roll < 0.85 or difficulty == 1:
            return level_bid(width)
        return joker_bid(width)

    for _ in range(100):
        current = kinds()
        bid = kinds()
        same_seat = difficulty >= 2 and rng.random() < 0.3
        seat, current_seat = (0, 0) if same_seat else (rng.choice([1, 2, 3]), 0)
        if max(Counter(current + bid).values()) > rules.decks:
            continue  # more copies of a card than the decks hold
        phase: Phase = "after_deal" if difficulty >= 3 and rng.random() < 0.5 else "deal"
        history_bid = read_bid(current, level, rules, seat=current_seat, first_hand=False).value
        if (
            history_bid is None
            or read_bid(bid, level, rules, seat=seat, first_hand=False).value is None
        ):
            continue
        beats = check_bid(
            bid,
            seat,
            level,
            rules,
            history=[history_bid],
            phase=phase,
            first_hand=False,
        ).value
        if beats or rng.random() < 0.4:  # keep yes and no answers about equally common
            break
    else:  # pragma: no cover
        msg = "could not make a declaration position"
        raise RuntimeError(msg)
    trump = Trump(level, current[0].suit)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        first = read_bid(current, level, r, seat=current_seat, first_hand=False).value
        verdict = check_bid(
            bid,
            seat,
            level,
            r,
            history=[first] if first is not None else [],
            phase=phase,
            first_hand=False,
        )
        return verdict.value, verdict

    return Puzzle(
        "declaration",
        _question(current_seat, seat, level.label, phase == "after_deal"),
        "yesno",
        trump,
        {"current": [c.notation for c in current], "bid": [c.notation for c in bid]},
        solve,
        {
            "en": "Count the cards of each declaration first: a pair beats a single; at equal "
            "length only jokers (or, under some house rules, a higher suit) overturn.",
            "zh": "先比张数：对子大于单张；张数相同时只有王（或某些规则下更高的花色）能反。",
        },
        decks=rules.decks,
    )
