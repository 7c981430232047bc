"""Trick puzzles: who wins this trick? Following, ruffs, discards, over-ruffs."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tractor_core.puzzles.base import (
    WEST_LEADS,
    Puzzle,
    WhyNot,
    plain_ranks,
    random_trump,
    said_both,
    side_suits,
)
from tractor_core.puzzles.schema import Text
from tractor_core.rules.cards import Card, shoe
from tractor_core.rules.combinations import decompose
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import Trump, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import cards_named
from tractor_core.text.table import Reason, Seat, sentence


def _seat_option(seat: int) -> Text:
    """Play ``seat`` of the trick (0: the leader, West) as an answer: "West (leads)", "You (South)"."""
    name = WEST_LEADS.named(seat)
    if seat == 0:
        return said_both("{seat} (leads)", seat=name)
    if WEST_LEADS.is_reader(seat):
        return said_both("{seat} (South)", seat=name)
    return said_both("{seat}", seat=name)


__all__ = ["generate"]


def generate(rng: random.Random, rules: RuleSet, difficulty: int) -> Puzzle:
    """Who wins this trick? Following, ties, ruffs, discards that look like ruffs, over-ruffs.

    With one deck no card has a second copy: the lead is a single (★★★: a throw of two).
    """
    trump = random_trump(rng, 0.0)
    order = order_for(trump, rules)
    side = rng.choice(side_suits(trump))
    plain = plain_ranks(trump, rules)
    trumps = [c for c in shoe(1) if order.is_trump(c)]
    width, length = rng.choice([(1, 1), (2, 1), (2, 1)] + ([(2, 2)] if difficulty >= 2 else []))
    one_deck = rules.decks < 2
    if one_deck:  # one copy of each card: no pairs, so a single is led (★★★: two singles)
        width, length = 1, 1
    start = rng.randrange(0, len(plain) - length - 2)
    lead = [Card(side, r) for r in plain[start : start + length] for _ in range(width)]
    if difficulty >= 3 and ((width == 2 and length == 1) or one_deck):
        lead = [*lead, Card(side, plain[-1])]  # a throw: pair + single (one deck: two singles)
    size = len(lead)
    shape_count = len(lead)

    def follow_suit(higher: bool) -> list[Card]:
        ranks = plain[start + length :] if higher else plain[: max(start, 1)]
        r = rng.choice(ranks)
        if width == 2 and length == 1 and size == 2:
            return [Card(side, r)] * 2
        return [Card(side, rng.choice(plain)) for _ in range(size)]

    def ruff(matching: bool) -> list[Card]:
        ranked = sorted(trumps, key=order.power)
        if matching and width == 2 and length == 1 and size == 2:
            return [rng.choice(ranked)] * 2
        if matching and width == 2 and length == 2:
            run = [c for c in ranked if not order.info(c).kind.endswith("level")]
            i = rng.randrange(0, len(run) - 1)
            if order.adjacent(run[i], run[i + 1]):
                return [run[i]] * 2 + [run[i + 1]] * 2
        if matching and size == 3:
            c = rng.choice(ranked)
            return [c, c, rng.choice(ranked)]
        return (
            rng.sample(ranked, shape_count) if shape_count <= len(ranked) else ranked[:shape_count]
        )

    def discard() -> list[Card]:
        other = rng.choice([s for s in side_suits(trump) if s is not side])
        return [Card(other, rng.choice(plain)) for _ in range(size)]

    makers = [lambda: follow_suit(True), lambda: follow_suit(False), lambda: ruff(True), discard]
    if difficulty >= 2:
        makers += [lambda: ruff(False), lambda: list(lead)]
    plays = [lead] + [rng.choice(makers)() for _ in range(3)]

    def possible(plays: list[list[Card]]) -> bool:
        """No card more often than the decks hold; a throw that could have stood."""
        counts = Counter(c for p in plays for c in p)
        if max(counts.values()) > rules.decks:
            return False
        return (
            len(decompose(lead, order).value) == 1
            or check_throw(lead, plays[1:], order).value.succeeds
        )

    for _ in range(100):
        if possible(plays):
            break
        plays = [lead] + [rng.choice(makers)() for _ in range(3)]
    else:  # pragma: no cover - the makers almost always find a possible trick
        msg = "could not deal a possible trick"
        raise RuntimeError(msg)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = trick_winner(plays, order_for(trump, r))
        return verdict.value, verdict

    return Puzzle(
        "trick",
        {"en": "Who wins this trick?", "zh": "这一轮谁大？"},
        "seat",
        trump,
        {"plays": [[c.notation for c in p] for p in plays]},
        solve,
        {
            "en": "Only a play entirely of the led suit, or entirely trumps with the lead's shape, "
            "can win. Among those, the highest wins, and the first of equal plays.",
            "zh": "只有全是首家花色、或全是主牌且牌型相同的出牌才能大；其中大者为大，相同先出为大。",
        },
        [_seat_option(i) for i in range(4)],
        rules.decks,
        why_not=_seat_why_not(plays, trump),
    )


def _seat_why_not(plays: list[list[Card]], trump: Trump) -> WhyNot:
    """A trick puzzle's :attr:`~tractor_core.puzzles.base.Puzzle.why_not`."""

    def why_not(r: RuleSet, given: Any) -> Text | None:
        """The engine's ruling on the chosen seat's play: why it cannot win, or that it is beaten.

        Said at the puzzle's table (West leads, the reader is South), like the verdict itself.
        """
        verdict = trick_winner(plays, order_for(trump, r))
        rulings = verdict.details.get("rulings")
        words = verdict.words
        if (
            not isinstance(given, int)
            or not rulings
            or words is None
            or len(words.sentences) != len(plays)  # a bomb's or a rainbow's trick says it all
            or not 0 <= given < len(rulings)
            or "took_lead" not in rulings[given]
        ):
            return None
        # the reason's sentences: who wins, then one ruling per follower in play order
        ruling = (
            sentence("{seat:leads|lead} {cards}.", seat=Seat(0), cards=cards_named(plays[0]))
            if given == 0
            else words.sentences[given]
        )
        why = {lang: Reason((ruling,), len(plays)).said(lang, WEST_LEADS) for lang in ("en", "zh")}
        if rulings[given]["took_lead"]:  # the best play so far when played: a later one beats it
            later = said_both("A later play beats it.")
            return {"en": f"{why['en']} {later['en']}", "zh": f"{why['zh']}{later['zh']}"}
        return {"en": why["en"], "zh": why["zh"]}

    return why_not
