"""Counting legal follows in the worst 3-deck positions: a Titanic or a long tractor of trumps led
against 36 trumps in hand (level 2, hearts trump), under both draw policies and both ladders.

The enumerate-and-filter count took 4 to 84 s on these; the counting table must answer each in
at most 50 ms. Each case is timed in CPU time as the best of three runs (a busy machine's pauses
are not the cost of the case). Correctness is tested in ``tests/test_follow_count_speed.py``.

Run: ``.venv/bin/python benchmarks/follows.py``.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable

from tractor_core.cards import Card, Rank, Suit, parse_cards, shoe
from tractor_core.following import legal_follows
from tractor_core.presets import preset
from tractor_core.trump_order import EffSuit, Trump, TrumpOrder, order_for

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


def main() -> None:
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
