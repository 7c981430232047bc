"""The pieces every follow puzzle shares: choosing four options from a hand, and the puzzle itself.

Both :mod:`~tractor_core.puzzles.follow` (★, ★★) and :mod:`~tractor_core.puzzles.follow_units`
(★★★) build their puzzles here, so neither imports the other's internals.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import islice
from typing import Any

from tractor_core.puzzles.base import (
    WEST_LEADS,
    Puzzle,
    notation,
    said_both,
)
from tractor_core.puzzles.schema import Text
from tractor_core.rules.cards import Card, parse_cards
from tractor_core.rules.following import FollowFormat, check_follow_format, legal_follows
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import Trump, order_for
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized

__all__ = ["follow_options", "follow_puzzle"]


def follow_options(
    rng: random.Random, fmt: FollowFormat, hand: list[Card], suit_cards: list[Card]
) -> tuple[list[tuple[Card, ...]], dict[tuple[Card, ...], Verdict[bool]]] | None:
    """Three illegal follows and one legal one, each judged by the engine; None if not found.

    ``hand`` and ``suit_cards`` are in hand order (:meth:`TrumpOrder.sorted`). Follows are drawn
    at random, mostly from the led suit (where breaking the lead's shape is the mistake) until a
    legal one turns up, then mostly from the whole hand (where not following suit is). The legal
    follow shown is one of those drawn; if none was, the cards an illegal option's verdict says
    the hand owed, filled up, if the engine judges them legal (else one of its legal follows).
    Each option is judged once: listing legal follows or judging plays that are never shown is
    what made this puzzle slow.
    """
    order, size = fmt.order, fmt.size
    verdicts: dict[tuple[Card, ...], Verdict[bool]] = {}
    illegal: list[tuple[Card, ...]] = []
    legal: list[tuple[Card, ...]] = []
    for _try in range(60):
        from_suit = len(suit_cards) >= size and rng.random() < (0.3 if legal else 0.7)
        pool = suit_cards if from_suit else hand
        pick = tuple(pool[i] for i in sorted(rng.sample(range(len(pool)), size)))  # hand order
        if pick in verdicts:
            continue
        verdicts[pick] = verdict = check_follow_format(fmt, hand, pick)
        (legal if verdict.value else illegal).append(pick)
        if len(illegal) >= 3:
            break
    if len(illegal) < 2:
        return None
    if legal:
        good = rng.choice(legal)
    else:
        owed = _owed_follow(rng, fmt, hand, [verdicts[p] for p in illegal])
        if owed is not None and owed not in verdicts:
            verdicts[owed] = check_follow_format(fmt, hand, owed)
        if owed is not None and verdicts[owed].value:
            good = owed
        else:
            listed = list(islice(legal_follows(fmt.lead, hand, order), 24))
            if not listed:
                return None
            good = tuple(order.sorted(rng.choice(listed)))
            verdicts[good] = check_follow_format(fmt, hand, good)
    plays = [*illegal[:3], good]
    rng.shuffle(plays)
    return plays, verdicts


def _owed_follow(
    rng: random.Random, fmt: FollowFormat, hand: list[Card], judged: list[Verdict[bool]]
) -> tuple[Card, ...] | None:
    """A follow proposed from the verdicts on illegal follows; None if none names the owed cards.

    The cards a verdict says the hand owed (``details["required"]``), filled up at random with
    more cards of the led suit, then with other cards. Only a proposal: the caller has the engine
    judge it.
    """
    order = fmt.order
    # A verdict on the lead's shape names the pair or tractor owed; prefer it to one on the suit.
    named = [
        v.details.get("required") for v in sorted(judged, key=lambda v: v.rule == "follow.suit")
    ]
    owed = next((o for o in named if o), None)
    if owed is None:
        return None
    cards = list(parse_cards(owed))
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return None
        rest.remove(card)
    same = [c for c in rest if order.suit_of(c) is fmt.suit]
    other = [c for c in rest if order.suit_of(c) is not fmt.suit]
    need = fmt.size - len(cards)
    if need < 0 or need > len(rest):
        return None
    from_same = min(need, len(same))
    cards += rng.sample(same, from_same) + rng.sample(other, need - from_same)
    return tuple(order.sorted(cards))


def follow_puzzle(
    rules: RuleSet,
    trump: Trump,
    lead: Sequence[Card],
    hand: Sequence[Card],
    *,
    plays: Sequence[tuple[Card, ...]],
    verdicts: Mapping[tuple[Card, ...], Verdict[bool]],
    question: Text,
    hint: Text,
) -> Puzzle:
    """A follow puzzle (kind ``follow``) of four options, solved by the engine under any rules.

    ``verdicts`` are the engine's verdicts on the options under ``rules``, given while choosing
    them: showing the puzzle or checking an answer does not judge them again.
    """
    lead, hand, plays = list(lead), list(hand), list(plays)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        if r == rules:
            judged = [verdicts[p] for p in plays]
        else:
            rule_format = FollowFormat(lead, order_for(trump, r))
            judged = [check_follow_format(rule_format, hand, p) for p in plays]
        legal_idx = [i for i, v in enumerate(judged) if v.value]
        first_bad = next((v for v in judged if not v.value), judged[0])
        chosen = judged[legal_idx[0]] if legal_idx else first_bad
        return legal_idx, Verdict(
            legal_idx,
            " ".join(
                f"Option {i + 1}: {'legal' if v.value else 'illegal'} — {v.reason}"
                for i, v in enumerate(judged)
            ),
            " ".join(
                f"选项 {i + 1}：{'合法' if v.value else '不合法'}——{v.reason_zh}"
                for i, v in enumerate(judged)
            ),
            first_bad.rule if not chosen.value or len(legal_idx) < len(plays) else chosen.rule,
        )

    def why_not(r: RuleSet, given: Any) -> Text | None:
        """The engine's verdict on the option the reader chose: why that follow is illegal."""
        if not isinstance(given, int) or not 0 <= given < len(plays):
            return None
        play = plays[given]
        if r == rules:
            verdict = verdicts[play]
        else:
            verdict = check_follow_format(FollowFormat(lead, order_for(trump, r)), hand, play)
        return said_both(
            "Option {n}: {reason}",
            n=given + 1,
            reason=Localized(verdict.said("en", WEST_LEADS), verdict.said("zh", WEST_LEADS)),
        )

    return Puzzle(
        "follow",
        question,
        "choice",
        trump,
        {"lead": [c.notation for c in lead], "hand": [c.notation for c in hand]},
        solve,
        hint,
        [{"en": notation(p), "zh": notation(p)} for p in plays],
        rules.decks,
        why_not=why_not,
    )
