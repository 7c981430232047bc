"""Trick puzzles: who wins this trick? Following, ruffs, discards, over-ruffs."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Final

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
from tractor_core.rules.ruleset import OverRuff, RuleSet
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import Trump, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import cards_named
from tractor_core.text.table import Reason, Seat, Sentence, sentence

#: A chosen seat's ruling that names the seat whose play beats it, said without that seat: the
#: seat named would often be the answer itself (a new reader chose North and read "North's …
#: does not beat East"). The reader is told why the choice loses and still looks for the winner.
_WITHOUT_THE_WINNER: dict[str, str] = {
    "{seat:poss} {cards} does not beat {other}.": "{seat:poss} {cards} does not beat an earlier play.",
    "{seat:poss} {cards} does not beat {other} ({how}).": (
        "{seat:poss} {cards} does not beat an earlier play ({how})."
    ),
    "{seat:poss} {cards} only ties {other}: the first played wins ties.": (
        "{seat:poss} {cards} only ties an earlier play: the first played wins ties."
    ),
    "{seat:poss} {cards} follows suit but {other:has|have} already ruffed with trumps.": (
        "{seat:poss} {cards} follows suit, but an earlier player has already ruffed with trumps."
    ),
}


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

    thrown = len(decompose(lead, order).value) > 1  # read once: the lead does not change

    def possible(plays: list[list[Card]]) -> bool:
        """No card more often than the decks hold; a throw that could have stood."""
        counts = Counter(c for p in plays for c in p)
        if max(counts.values()) > rules.decks:
            return False
        return not thrown or check_throw(lead, plays[1:], order).value.succeeds

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
        _hint(rules, thrown=thrown),
        [_seat_option(i) for i in range(4)],
        rules.decks,
        why_not=_seat_why_not(plays, trump),
    )


#: How two ruffs of a throw compare, as the hint of a trick with a throw says it (by house rule).
_RUFFS_OF_A_THROW: Final = {
    OverRuff.LARGEST_UNIT_FIRST: "When two players ruff a throw, their largest units are "
    "compared first: a pair before a single.",
    OverRuff.ALL_UNITS: "When two players ruff a throw, the later ruff must be higher in every "
    "unit.",
    OverRuff.HIGHEST_CARD: "When two players ruff a throw, the highest card decides.",
    OverRuff.TRICK_UNIT_LENGTH: "When two players ruff a throw, the largest units are compared "
    "first, equal ones are skipped, and singles are not compared.",
}


def _hint(rules: RuleSet, *, thrown: bool) -> Text:
    """The trick puzzle's hint: which plays can win, and (a throw led) how two ruffs compare.

    A new reader who chose North's pair and little joker on a thrown pair and single was shown
    only the first sentence, about another rule: the ruffs' largest units decided.
    """
    hint = said_both(
        "Only a play entirely of the led suit, or entirely trumps with the lead's shape, can "
        "win. Among those, the highest wins, and the first of equal plays."
    )
    if not thrown:
        return hint
    ruffs = said_both(_RUFFS_OF_A_THROW[rules.over_ruff])
    return {"en": f"{hint['en']} {ruffs['en']}", "zh": f"{hint['zh']}{ruffs['zh']}"}


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
            else _without_the_winner(words.sentences[given])
        )
        why = {lang: Reason((ruling,), len(plays)).said(lang, WEST_LEADS) for lang in ("en", "zh")}
        if rulings[given]["took_lead"]:  # the best play so far when played: a later one beats it
            later = said_both("A later play beats it.")
            return {"en": f"{why['en']} {later['en']}", "zh": f"{why['zh']}{later['zh']}"}
        return {"en": why["en"], "zh": why["zh"]}

    return why_not


def _without_the_winner(ruling: Sentence) -> Sentence:
    """``ruling`` without the seat whose play beats the chosen one (see ``_WITHOUT_THE_WINNER``)."""
    msgid = _WITHOUT_THE_WINNER.get(ruling.msgid)
    if msgid is None:
        return ruling
    return Sentence(msgid, {k: v for k, v in ruling.values.items() if k != "other"})
