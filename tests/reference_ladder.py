"""The exhaustive ladder judge of commit 2ded109, kept as the reference for the fast one.

Before issue 27 the engine listed shengji.io's whole follow ladder (``tractor_core.rules.ladder.ladder``)
and walked it: the first requirement the play fills makes it legal (unless the longer-tuple
guard fires), one the hand fills first makes it illegal. That is plainly the rule (trick.rs
``is_legal_play``) but its time grows with the ladder, which for a 22-card lead has 190,000
rungs. ``tests/test_ladder_fast.py`` checks that the engine's verdicts (value, rule, reasons,
forced cards) and lists of legal follows equal these on seeded positions small enough to list.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

from tractor_core.rules import following
from tractor_core.rules.cards import CARD_OF_CODE, Card, check_copies_across
from tractor_core.rules.following import (
    FollowFormat,
    LegalFollows,
    _counts,
    _explain_kept_tuple,
    _kept_tuple,
    _ladder_legal,
    _ladder_owed,
    _multisets,
    _new_adjacency,
    _placements,
    _shapes,
)
from tractor_core.rules.ladder import Requirement, fill, ladder
from tractor_core.rules.ladder import witness as ladder_witness
from tractor_core.rules.verdict import Verdict


def requirements(fmt: FollowFormat) -> list[Requirement]:
    """The lead's whole ladder, listed."""
    return ladder(_shapes(fmt), _new_adjacency(fmt))


def check_ladder(
    fmt: FollowFormat, hand_s: Sequence[Card], play_s: Sequence[Card], play: Sequence[Card]
) -> Verdict[bool]:
    """``following._check_ladder`` as it was: every rung in turn."""
    protect = fmt.protects
    slots = fmt.order.slot_at
    played, held = _counts(play_s), _counts(hand_s)
    if max(held.values()) > fmt.order.rules.decks:
        check_copies_across((("hand", hand_s),), fmt.order.rules.decks)
    rest = {k: n - played.get(k, 0) for k, n in held.items()}
    suit = fmt.suit
    for req in requirements(fmt):
        if fill(played, req, slots):
            kept = _kept_tuple(req, played, rest, slots) if protect else None
            if kept is not None:
                return _explain_kept_tuple(kept, suit, play)
            return _ladder_legal(req, suit, play)
        found = ladder_witness(held, req, slots, protect=protect)
        if found is not None:
            shown = tuple(CARD_OF_CODE[k] for run in found for k, n in run for _ in range(n))
            return _ladder_owed(req, shown, play)
    return Verdict.later(
        True,
        "follow.wide-ladder",
        lambda: (
            f"{' '.join(c.notation for c in play)} follows {suit.english}; your hand matches no "
            "reading of the lead's shape: legal.",
            f"{' '.join(c.notation for c in play)} 跟出同门牌；你的手牌无法按牌型跟出：合法。",
            {},
        ),
    )


@lru_cache(maxsize=1024)
def _tuple_counts(req: Requirement) -> tuple[int, int]:
    return sum(map(len, req)), max(max(run) for run in req)


def _stands(
    reqs: Sequence[Requirement],
    first: int | None,
    played: dict[int, int],
    held: dict[int, int],
    slots: Sequence[int],
    *,
    protect: bool,
) -> bool:
    cards, most = len(played), max(played.values())
    for i, req in enumerate(reqs if first is None else reqs[: first + 1]):
        tuples, widest = _tuple_counts(req)
        if tuples >= cards and widest <= most and fill(played, req, slots):
            if not protect:
                return True
            rest = {k: n - played.get(k, 0) for k, n in held.items()}
            return _kept_tuple(req, played, rest, slots) is None
        if i == first:
            return False
    return True


def ladder_follows(follows: LegalFollows) -> Iterator[tuple[Card, ...]]:
    """``LegalFollows._ladder_follows`` as it was: placements of every rung up to the hand's."""
    fmt = follows.format
    order = fmt.order
    reqs = requirements(fmt)
    slots = order.slot_at
    protect = fmt.protects
    suit_cards = follows._suit_cards
    held = _counts(suit_cards)
    first = next((i for i, r in enumerate(reqs) if fill(held, r, slots, protect=protect)), None)
    if first is None:
        items = sorted(Counter(suit_cards).items(), key=lambda kv: order.sort_key(kv[0]))
        for play in _multisets(items, fmt.size):
            if _stands(reqs, first, _counts(play), held, slots, protect=protect):
                yield play
        return
    seen: set[tuple[tuple[int, int], ...]] = set()
    for req in reqs[: first + 1] if protect else (reqs[first],):
        for placed in _placements(held, req, slots):
            if placed in seen:
                continue
            seen.add(placed)
            if _stands(reqs, first, dict(placed), held, slots, protect=protect):
                cards = [CARD_OF_CODE[k] for k, n in placed for _ in range(n)]
                yield tuple(sorted(cards, key=order.sort_key))


@contextmanager
def reference_judge() -> Iterator[None]:
    """Within this block ``check_follow`` judges the ladder by walking it."""
    fast = following._check_ladder
    following._check_ladder = check_ladder
    try:
        yield
    finally:
        following._check_ladder = fast
