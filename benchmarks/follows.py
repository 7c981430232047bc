"""Counting legal follows in the worst 3-deck positions: a Titanic or a long tractor of trumps led
against 36 trumps in hand (level 2, hearts trump), under both draw policies and both ladders.

The enumerate-and-filter count took 4 to 84 s on these; the counting table must answer each in
at most 50 ms. Each case is timed in CPU time as the best of three runs (a busy machine's pauses
are not the cost of the case). Correctness is tested in ``tests/test_follow_count_speed.py``.

With four to eight decks (``--wide``) the follows are shengji.io's ladder's: 8 decks, a tractor
of quads (or a quad, or a tractor of quads and a pair thrown) led against 40 cards of the suit
held in four ways, under three draw policies; each case is timed once in CPU time and printed with
its count. Judging every multiset of the suit against the ladder (before issue #12's placements,
``LegalFollows._ladder_follows``) took, on this machine: a tractor of quads 2.0 s at worst
(no_protections and longer_tuples_protected, 3 of each of 12 ranks + 4), the tractor and a pair
9.5 s; now at most 0.8 ms and 26 ms (protected, 8 of each of 5 ranks: 453 follows, was 112 ms).
Under longer_tuples_protected a hand whose suit is all held in tuples too long to split fills no
requirement, so nearly every play is legal and every multiset is still judged: 72,403 follows in
3.4 s (was 66.5 s) and 212,386 in 11 s (was 330 s), the answer itself being that large.
Correctness: ``tests/test_wide_decks.py`` (the brute-force reference, and every multiset judged
by ``check_follow``).

Run: ``.venv/bin/python benchmarks/follows.py [--wide]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from collections.abc import Callable

from tractor_core.rules.cards import Card, Rank, Suit, parse_cards, shoe
from tractor_core.rules.following import legal_follows
from tractor_core.rules.presets import preset
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for

TARGET_MS = 50.0
LEADS = ("H3 H3 H3 H4 H4 H4 H5 H5 H5", "H3 H3 H3 H4 H4 H4", "H3 H3 H4 H4 H5 H5 H6 H6")


def trumps_without(o: TrumpOrder, lead: str) -> list[Card]:
    pool = Counter(c for c in shoe(3) if o.suit_of(c) is EffSuit.TRUMP)
    pool.subtract(parse_cards(lead))
    return sorted(pool.elements(), key=o.sort_key)


def cpu_ms(fn: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        fn()
        best = min(best, (time.process_time() - start) * 1000)
    return best


WIDE_LEADS = (
    "S3 S3 S3 S3 S4 S4 S4 S4",
    "S3 S3 S3 S3",
    "S3 S3 S3 S3 S4 S4 S4 S4 S6 S6",
)
WIDE_RANKS = ("5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def wide_hands() -> dict[str, str]:
    """40 spades (level 2, hearts trump, 8 decks) held four ways (3 to A: 12 ranks)."""
    rng = random.Random(12)
    spread = [WIDE_RANKS[i % 10] for i in range(40)]  # four of each of ten ranks
    deep = [WIDE_RANKS[i % 5 + 5] for i in range(40)]  # eight of each of five ranks
    mixed: list[str] = []
    for rank in WIDE_RANKS:
        mixed += [rank] * rng.randint(1, 7)
    mixed = (mixed + list(WIDE_RANKS) * 4)[:40]
    threes = [r for r in ("3", "4", *WIDE_RANKS) for _ in range(3)] + ["5", "6", "7", "8"]
    return {
        "4 x 10 ranks": " ".join("S" + r for r in spread),
        "8 x 5 ranks": " ".join("S" + r for r in deep),
        "mixed 1-7": " ".join("S" + r for r in mixed),
        "3 x 12 ranks + 4": " ".join("S" + r for r in threes),
    }


def cpu_once(fn: Callable[[], object]) -> tuple[object, float]:
    start = time.process_time()
    value = fn()
    return value, (time.process_time() - start) * 1000


def main_wide() -> None:
    worst = 0.0
    print(f"{'draw policy':<30} {'hand':<17} {'lead':<30} {'follows':>8} {'ms':>9}")
    for policy in ("no_protections", "longer_tuples_protected", "only_draw_tractor_on_tractor"):
        rules = preset("shengji", decks=8, draw_policy=policy)
        o = order_for(Trump(Rank.TWO, Suit.HEARTS), rules)
        for name, hand in wide_hands().items():
            for lead in WIDE_LEADS:
                count, ms = cpu_once(
                    lambda lead=lead, hand=hand, o=o: legal_follows(lead, hand, o).count()
                )
                worst = max(worst, ms)
                print(f"{policy:<30} {name:<17} {lead:<30} {count:>8} {ms:>9.1f}", flush=True)
    print(f"worst {worst:.1f} ms")


def main() -> None:
    if "--wide" in sys.argv[1:]:
        main_wide()
        return
    worst = 0.0
    print(f"{'draw policy':<24} {'ladder':<8} {'lead':<28} {'follows':>9} {'ms':>7}")
    for policy in ("no_protections", "longer_tuples_protected"):
        for ladder in ("000_001", "002"):
            rules = preset("default", decks=3, draw_policy=policy, titanic_follow=ladder)
            o = order_for(Trump(Rank.TWO, Suit.HEARTS), rules)
            for lead in LEADS:
                hand = trumps_without(o, lead)[-36:]
                count = legal_follows(lead, hand, o).count()
                ms = cpu_ms(lambda lead=lead, hand=hand, o=o: legal_follows(lead, hand, o).count())
                worst = max(worst, ms)
                print(f"{policy:<24} {ladder:<8} {lead:<28} {count:>9} {ms:>7.1f}")
    print(f"worst {worst:.1f} ms; target {TARGET_MS:.0f} ms; ratio {worst / TARGET_MS:.2f}")


if __name__ == "__main__":
    main()
