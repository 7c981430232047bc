"""Benchmark: the careful computer player against the simple one, its blunders and its speed.

Over ``--hands`` seeded hands (default 1,000) per table (2 decks / 4 players, 1 deck / 4 players,
3 decks / 6 players finding friends), each hand dealt from its seed with the banker seat
``seed % players`` (the bids choose the trump), prints:

* **blunders per hand**: follows that put points on a trick the other side took when a legal
  follow kept them (:func:`tractor_core.play.review.slips`: the engine's legal follows and trick
  winner), with every seat played by :class:`~tractor_core.play.bots.SimpleBot`, then by
  :class:`~tractor_core.play.players.CarefulBot`; the goal is at most 0.1;
* **head to head**: every deal played twice, careful players in the even seats and simple ones in
  the odd seats, then the other way round (the same cards for both, so luck cancels): per seat
  and hand, the points each kind won in tricks while attacking, and the levels each kind gained;
  with friends (6 players) the sides mix the two kinds and a trick's points count for the seat
  that took it only, so three more figures per kind: how often it attacked, its side's points
  shared among the side's attacking seats, and the points it put on tricks that an attacking
  partner of the other kind took;
* **speed**: the median and the worst time of a careful player's move (goal: 100 ms in the
  browser, where Python runs a few times slower than here: the ratio to 25 ms is printed too).
  A move slower than 5 ms is timed twice more and the fastest kept, since the machine may be
  shared; the raw figures are printed beside.

Run: ``.venv/bin/python benchmarks/bots.py [--hands N]`` (about ten minutes for 1,000).
"""

from __future__ import annotations

import argparse
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from tractor_core.play.bots import SimpleBot, run_hand
from tractor_core.play.hand import Hand, HandSetup
from tractor_core.play.players import CarefulBot
from tractor_core.play.review import slips
from tractor_core.rules.cards import card_points
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import parse_rules, rule_code
from tractor_core.rules.ruleset import RuleSet

TABLES: list[tuple[str, dict[str, Any]]] = [
    ("2 decks, 4 players", {"decks": 2, "players": 4}),
    ("1 deck, 4 players", {"decks": 1, "players": 4}),
    ("3 decks, 6 players, friends", {"decks": 3, "players": 6, "partners": "call_nth_played"}),
]
GOAL_BLUNDERS = 0.1
BROWSER_MS = 100.0
#: Python under Pyodide runs a few times slower than CPython: the native budget per move.
NATIVE_MS = 25.0
#: A move slower than this is timed twice more and the fastest of the three kept (a shared
#: machine's pauses are not the player's); the first, raw figures are printed too.
RETIME_MS = 5.0


@dataclass
class Tally:
    hands: int = 0
    blunders: int = 0
    lost: int = 0
    points: dict[str, int] = field(default_factory=lambda: {"careful": 0, "simple": 0})
    seats: dict[str, int] = field(default_factory=lambda: {"careful": 0, "simple": 0})
    levels: dict[str, int] = field(default_factory=lambda: {"careful": 0, "simple": 0})
    side: dict[str, float] = field(default_factory=lambda: {"careful": 0.0, "simple": 0.0})
    attacking: dict[str, int] = field(default_factory=lambda: {"careful": 0, "simple": 0})
    fed: dict[str, int] = field(default_factory=lambda: {"careful": 0, "simple": 0})


def _timed(times: list[float], raw: list[float]) -> type[CarefulBot]:
    class Timed(CarefulBot):
        def play(self, hand: Hand, seat: int) -> Any:
            state = self.rng.getstate()
            started = time.perf_counter()
            cards = super().play(hand, seat)
            ms = (time.perf_counter() - started) * 1000
            raw.append(ms)
            if ms > RETIME_MS:  # the machine is shared: time a slow move twice more, keep the best
                after = self.rng.getstate()
                for _ in range(2):
                    self.rng.setstate(state)
                    again = time.perf_counter()
                    super().play(hand, seat)
                    ms = min(ms, (time.perf_counter() - again) * 1000)
                self.rng.setstate(after)
            times.append(ms)
            return cards

    return Timed


def _play(
    rules: RuleSet, seed: int, kinds: list[str], times: list[float], raw: list[float]
) -> Hand:
    careful = _timed(times, raw)
    bots: list[Any] = [
        careful(seed * 31 + s) if k == "careful" else SimpleBot(seed * 31 + s)
        for s, k in enumerate(kinds)
    ]
    setup = HandSetup(rules, seed=seed, banker=seed % rules.players)
    return run_hand(Hand(setup), bots)


def _count(tally: Tally, hand: Hand, kinds: list[str], *, blunders: bool) -> None:
    result = hand.result
    if result is None:
        return
    tally.hands += 1
    if blunders:
        found = slips(hand)
        tally.blunders += len(found)
        tally.lost += sum(s.kept for s in found)
    change = result.change.value
    winners = (
        result.banker_team
        if change.side == "banker"
        else frozenset(range(hand.players)) - result.banker_team
    )
    attackers = [s for s in range(hand.players) if s not in result.banker_team]
    side = sum(hand.won[s] for s in attackers)
    for seat, kind in enumerate(kinds):
        tally.seats[kind] += 1
        if seat not in result.banker_team:
            tally.points[kind] += hand.won[seat]
            tally.side[kind] += side / len(attackers)
            tally.attacking[kind] += 1
        if seat in winners:
            tally.levels[kind] += change.levels
    # the points an attacker put on a trick that an attacking partner of the other kind took
    for trick in hand.tricks:
        if trick.winner in result.banker_team:
            continue
        for i, play in enumerate(trick.plays):
            seat = (trick.leader + i) % hand.players
            if seat not in result.banker_team and kinds[seat] != kinds[trick.winner]:
                tally.fed[kinds[seat]] += card_points(play)


def run_table(name: str, options: dict[str, Any], hands: int) -> None:
    rules = parse_rules(rule_code(preset("default")), options)
    n = rules.players
    times: list[float] = []
    raw: list[float] = []
    alone = {"simple": Tally(), "careful": Tally()}
    mixed = Tally()
    started = time.perf_counter()
    for seed in range(1, hands + 1):
        for kind, tally in alone.items():
            kinds = [kind] * n
            _count(tally, _play(rules, seed, kinds, times, raw), kinds, blunders=True)
        for parity in (0, 1):
            kinds = ["careful" if s % 2 == parity else "simple" for s in range(n)]
            _count(mixed, _play(rules, seed, kinds, [], []), kinds, blunders=False)
    seconds = time.perf_counter() - started
    print(f"\n== {name}: {hands} deals ({seconds:.0f} s)")
    for kind, tally in alone.items():
        per = tally.blunders / max(1, tally.hands)
        lost = tally.lost / max(1, tally.hands)
        print(
            f"  blunders per hand, all {kind:7}: {per:.3f} ({lost:.2f} points given away per "
            f"hand, {tally.hands} hands played out)"
        )
    simple = alone["simple"].blunders / max(1, alone["simple"].hands)
    careful = alone["careful"].blunders / max(1, alone["careful"].hands)
    ratio = careful / simple if simple else 0.0
    print(
        f"  careful / simple blunders: {ratio:.3f}; goal <= {GOAL_BLUNDERS}: "
        f"{'met' if careful <= GOAL_BLUNDERS else 'NOT met'} ({careful / GOAL_BLUNDERS:.2f} of it)"
    )
    print(f"  head to head ({mixed.hands} hands, each deal with the seats swapped):")
    for kind in ("careful", "simple"):
        seat_hands = max(1, mixed.seats[kind])
        print(
            f"    {kind:7}: {mixed.points[kind] / seat_hands:6.2f} points won attacking and "
            f"{mixed.levels[kind] / seat_hands:.3f} levels gained, per seat and hand"
        )
    pts = mixed.points["careful"] / max(1, mixed.points["simple"])
    lv = mixed.levels["careful"] / max(1, mixed.levels["simple"])
    print(f"    careful / simple: points {pts:.2f}, levels {lv:.2f}")
    if n > 4:  # friends: the sides mix the two kinds, and a trick's points go to its taker only
        for kind in ("careful", "simple"):
            seat_hands = max(1, mixed.seats[kind])
            print(
                f"    {kind:7}: attacked in {mixed.attacking[kind] / seat_hands:.3f} of its seat "
                f"hands; per seat and hand, its side's points shared per attacker "
                f"{mixed.side[kind] / seat_hands:.2f}, fed to the other kind's tricks "
                f"{mixed.fed[kind] / seat_hands:.2f}"
            )
        side = mixed.side["careful"] / max(1.0, mixed.side["simple"])
        print(f"    careful / simple: its side's points {side:.2f}")
    if times:
        worst = max(times)
        median = statistics.median(times)
        print(
            f"  careful move: median {median:.2f} ms, worst {worst:.1f} ms over {len(times)} "
            f"moves; worst / {NATIVE_MS:.0f} ms native budget ({BROWSER_MS:.0f} ms in the "
            f"browser): {worst / NATIVE_MS:.2f}"
        )
        print(
            f"  (raw, before timing slow moves again: median {statistics.median(raw):.2f} ms, "
            f"worst {max(raw):.1f} ms)"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Careful vs simple computer players")
    parser.add_argument("--hands", type=int, default=1000, help="seeded deals per table")
    parser.add_argument("--table", type=int, choices=range(len(TABLES)), help="one table only")
    args = parser.parse_args(argv)
    chosen: list[tuple[str, dict[str, Any]]] = (
        TABLES if args.table is None else [TABLES[args.table]]
    )
    for name, options in chosen:
        run_table(name, options, args.hands)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
