"""Engine II timings: trick winner, follow check, throw check and legal-follow counting.

Prints, for 10,000 seeded 2-deck positions, the mean and p99 time of each verdict with its ratio
to the target, then the worst case found in a search of adversarial 3-deck positions (39-card
hands, long throws against hands rich in triples and tractors).

Each 3-deck case is timed as the best of three runs, so a pause of a busy machine is not taken
for the cost of the case.

Targets: trick winner <= 30 us mean, follow check <= 50 us, throw check <= 50 us; every single
verdict <= 1 ms at p99; no 3-deck case over 50 ms.

Run: ``.venv/bin/python benchmarks/tricks.py [--positions N] [--search N] [--profile]``.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: the project root

from tests.positions import random_lead
from tractor_core.rules.cards import Card, Rank, Suit, shoe
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.presets import preset
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for

TARGET_MEAN_US = {"trick_winner": 30.0, "check_follow": 50.0, "check_throw": 50.0}
TARGET_P99_US = 1000.0
TARGET_3DECK_MS = 50.0


def _follow(
    rng: random.Random, lead: tuple[Card, ...], hand: list[Card], order: TrumpOrder
) -> tuple[Card, ...]:
    return rng.choice(list(itertools.islice(legal_follows(lead, hand, order), 20)))


def _position(
    seed: int, decks: int, size: int
) -> tuple[TrumpOrder, list[list[Card]], list[tuple[Card, ...]]]:
    rng = random.Random(seed)
    name = rng.choice(["default", "000", "002", "shengji"] + (["001"] if decks == 3 else ["004"]))
    rules = preset(name, decks=decks)
    order = order_for(
        Trump(rng.choice([r for r in Rank if not r.is_joker]), rng.choice([*Suit, None])), rules
    )
    deck = list(shoe(decks))
    rng.shuffle(deck)
    hands = [deck[i * size : (i + 1) * size] for i in range(4)]
    lead = random_lead(rng, hands[0], order, singles=0.25, tuples=0.35, most_thrown=6)
    plays = [lead] + [_follow(rng, lead, h, order) for h in hands[1:]]
    return order, hands, plays


def _count(lead: tuple[Card, ...], hand: list[Card], order: TrumpOrder) -> int:
    return legal_follows(lead, hand, order).count()


def _time(fn: Callable[[], Any]) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1e6


def _report(name: str, samples: list[float], target_mean: float | None) -> None:
    samples.sort()
    mean = statistics.fmean(samples)
    p99 = samples[int(0.99 * (len(samples) - 1))]
    worst = samples[-1]
    ratio = (
        f"{mean / target_mean:5.2f}x of {target_mean:.0f} us"
        if target_mean
        else "  (no mean target)"
    )
    print(
        f"{name:<22} mean {mean:9.1f} us  {ratio}   p99 {p99:9.1f} us "
        f"({p99 / TARGET_P99_US:5.2f}x of 1 ms)   max {worst / 1000:7.2f} ms"
    )


def two_deck(n: int) -> None:
    timings: dict[str, list[float]] = {
        k: [] for k in ("trick_winner", "check_follow", "check_throw", "legal_follows.count")
    }
    for seed in range(n):
        order, hands, plays = _position(seed, 2, 25)
        lead = plays[0]
        timings["trick_winner"].append(_time(partial(trick_winner, plays, order)))
        timings["check_follow"].append(
            _time(partial(check_follow, lead, hands[1], plays[1], order))
        )
        timings["check_throw"].append(_time(partial(check_throw, lead, hands[1:], order)))
        timings["legal_follows.count"].append(_time(partial(_count, lead, hands[2], order)))
    print(f"2 decks, {n} seeded positions (25-card hands)")
    for name, samples in timings.items():
        _report(name, samples, TARGET_MEAN_US.get(name))


def _adversarial(seed: int) -> tuple[TrumpOrder, list[list[Card]], tuple[Card, ...]]:
    """A 3-deck deal where the leader throws many trumps at hands full of trump triples/tractors."""
    rng = random.Random(seed)
    rules = preset(
        rng.choice(["001", "002", "000"]),
        decks=3,
        draw_policy=rng.choice(["no_protections", "longer_tuples_protected"]),
    )
    order = order_for(
        Trump(rng.choice([r for r in Rank if not r.is_joker]), rng.choice(list(Suit))), rules
    )
    deck = list(shoe(3))
    trumps = [c for c in deck if order.suit_of(c) is EffSuit.TRUMP]
    side = [c for c in deck if order.suit_of(c) is not EffSuit.TRUMP]
    rng.shuffle(trumps)
    rng.shuffle(side)
    # the leader throws every trump it holds; followers get the rest of the trumps, in triples
    trumps.sort(key=lambda c: (order.info(c).slot, c.natural_key()))
    share = rng.randint(8, 14)
    start = rng.randrange(0, max(1, len(trumps) - share))
    lead = tuple(trumps[start : start + share])
    rest = trumps[:start] + trumps[start + share :]
    hands: list[list[Card]] = [list(lead)]
    per = (len(rest) + 2) // 3
    for i in range(3):
        h = rest[i * per : (i + 1) * per][:39]
        hands.append(h)
    for h in hands:
        while len(h) < 39:
            h.append(side.pop())
    return order, hands, lead


def three_deck_worst(n: int) -> tuple[float, str]:
    worst = (0.0, "")
    for seed in range(n):
        order, hands, lead = _adversarial(seed)
        ops: dict[str, Callable[[], Any]] = {
            "check_throw": partial(check_throw, lead, hands[1:], order),
            "legal_follows.count": partial(_count, lead, hands[1], order),
        }
        follows = legal_follows(lead, hands[1], order)
        play = next(iter(follows))
        ops["check_follow"] = partial(check_follow, lead, hands[1], play, order)
        plays = [
            lead,
            play,
            next(iter(legal_follows(lead, hands[2], order))),
            next(iter(legal_follows(lead, hands[3], order))),
        ]
        ops["trick_winner"] = partial(trick_winner, plays, order)
        for name, fn in ops.items():
            # the case's cost: the best of three runs (one run can catch a pause of the machine)
            ms = min(_time(fn) for _ in range(3)) / 1000
            if ms > worst[0]:
                what = f"{name}: seed {seed}, {order.trump.describe()}, lead {' '.join(c.notation for c in lead)}"
                worst = (ms, what)
    print(f"3 decks, {n} adversarial positions (39-card hands, trump throws of 8-14 cards)")
    print(
        f"  worst single verdict {worst[0]:.2f} ms ({worst[0] / TARGET_3DECK_MS:.2f}x of 50 ms): {worst[1]}"
    )
    return worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Engine II timings")
    parser.add_argument("--positions", type=int, default=10_000)
    parser.add_argument("--search", type=int, default=300)
    parser.add_argument("--profile", action="store_true", help="cProfile the 3-deck search")
    args = parser.parse_args(argv)
    two_deck(args.positions)
    if args.profile:
        prof = cProfile.Profile()
        prof.runcall(three_deck_worst, args.search)
        pstats.Stats(prof).sort_stats("cumulative").print_stats(15)
    else:
        three_deck_worst(args.search)
    return 0


if __name__ == "__main__":
    sys.exit(main())
