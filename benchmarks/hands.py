"""Benchmark: full random 2-deck hands (deal to score) per second on one core.

Each hand is dealt from a seed, bid, buried and played out by four RandomBots, with every play
checked by the engine (throws by check_throw, follows by check_follow, tricks by trick_winner),
then scored. Plays the same 300 hands ``--repeat`` times (default 3) and prints each run and the
median hands per second, with its ratio to the target of 200 hands/s (a busy machine slows single
runs). With ``--profile`` prints the 25 most expensive functions (cumulative and own time).

Run: ``.venv/bin/python benchmarks/hands.py [--repeat N] [--profile]``.
"""

import argparse
import cProfile
import pstats
import statistics
import time

from tractor_core.play.bots import RandomBot, run_hand
from tractor_core.play.hand import Hand, HandSetup
from tractor_core.rules.presets import preset

TARGET = 200.0


def play(n: int, seed: int = 0) -> int:
    rules = preset("default")
    done = 0
    for i in range(n):
        hand = Hand(HandSetup(rules, seed=seed + i, banker=i % 4))
        run_hand(hand, [RandomBot(seed * 31 + 4 * i + s) for s in range(4)])
        done += hand.phase == "done"
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Whole random 2-deck hands per second")
    parser.add_argument("--repeat", type=int, default=3, help="runs of the same 300 hands")
    parser.add_argument("--profile", action="store_true", help="cProfile 100 more hands")
    args = parser.parse_args(argv)
    n = 300
    play(20)  # warm the caches (trump orders)
    rates = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        done = play(n, seed=1000)
        seconds = time.perf_counter() - started
        rates.append(n / seconds)
        print(
            f"{n} random 2-deck hands ({done} played to the score) in {seconds:.2f} s: "
            f"{rates[-1]:.1f} hands/s"
        )
    rate = statistics.median(rates)
    print(f"median {rate:.1f} hands/s; target {TARGET:.0f} hands/s: ratio {rate / TARGET:.2f}")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        play(100, seed=5000)
        profiler.disable()
        stats = pstats.Stats(profiler)
        stats.sort_stats("cumulative").print_stats(25)
        stats.sort_stats("tottime").print_stats(25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
