"""The engine's questions at volume, timed through the public API against the speed targets.

From one seed (``--seed``, default 0) the script builds, with 2 decks and 25-card hands:

* 10,000 dealt hands for "does this hand hold a tractor (in any effective suit)?";
* 10,000 tricks at random points of a hand (every hand the same size, 1 to 25 cards): the leader
  plays a single, pair or tractor; the others follow legally, except that a player void in a side
  suit ruffs with trumps of the lead's shape 60% of the time when it can;
* 30,000 follows to check: the three follows of each trick, one in five replaced by any cards of
  the right number from the hand (so some are illegal);
* 10,000 throws: several cards of one effective suit that read as more than one unit, checked
  against the other three hands;

with the rules of a random 2-deck preset (default, 000, 002, 004, shengji) and a random trump
(level 2 to A; no-trump about 1 time in 9). Leads and follows come from the bots' own helpers
(:func:`tractor_core.play.bots.lead_units`, :func:`tractor_core.play.bots.random_follow`).

Each question is timed over the whole set ``--repeat`` times (default 3), with the trump orders'
memos cleared before each run (and the workload itself frozen out of the cyclic garbage
collector's sight, :func:`gc.freeze`, so that its million objects are not walked while the engine
runs), and the median is printed per 10,000 questions (the follows per 30,000), with its ratio to
the target; a ratio at or below 1 meets it. Building a
:class:`~tractor_core.rules.trump_order.TrumpOrder` is timed per build, and :func:`order_for` per call.

``--cpu`` times by the process's CPU time instead of wall time: on a busy shared machine the wall
clock also counts the time spent waiting for a core (in Pyodide the Node process's CPU time,
``process.cpuUsage()``, stands in for ``time.process_time``, whose clock there is the wall clock).
``--json`` prints the medians as JSON instead. ``--dump FILE`` writes every answer of the workload
(verdicts, forced cards, blockers, reasons in both languages, rule ids; the throws also checked on
every position of ``tests/data/follow_perft.json``) as JSON lines, and ``--check FILE`` compares
today's answers with such a file and prints every difference (exit status 1 if any): the check
that an optimisation changed no answer (dump before, check after). ``--pyodide`` also runs the same in the vendored
Pyodide under Node (``npm ci`` first; see ``workload_pyodide.mjs``) and prints, per question, how
many times slower Pyodide is than CPython.

``benchmarks/peers.py`` asks the same questions of other open-source engines, side by side.

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/workload.py [--seed S] [--repeat N] [--cpu]
[--json | --pyodide] [--only QUESTION ...]``; ``... --dump before.jsonl`` then, after a change,
``... --check before.jsonl``.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tractor_core.play.bots import lead_units, random_follow
from tractor_core.rules.cards import LEVEL_RANKS, Card, Suit, parse_cards, shoe
from tractor_core.rules.combinations import decompose
from tractor_core.rules.following import check_follow
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for
from tractor_core.rules.verdict import Verdict

try:
    from tractor_core import has_tractor  # type: ignore[attr-defined,unused-ignore]
except ImportError:  # before the public function: one decompose per effective suit
    has_tractor = None

PRESETS = ("default", "000", "002", "004", "shengji")

#: The clock the questions are timed by: wall time, or with --cpu this process's CPU time (steadier
#: on a shared machine, where waiting for a core is not the engine's cost).
CLOCK = time.perf_counter
HAND = 25

#: Seconds per 10,000 questions (the follows: per 30,000); building a TrumpOrder: microseconds.
TARGETS = {
    "tractor": 0.4,
    "winner": 0.06,
    "follow": 0.3,
    "throw": 0.24,
    "order_build_us": 30.0,
}
LABELS = {
    "tractor": "has a tractor, per 10,000 hands",
    "winner": "trick winner, per 10,000 tricks",
    "follow": "follow legal, per 30,000 follows",
    "throw": "throw check, per 10,000 throws",
    "order_build_us": "build a TrumpOrder, us each",
    "order_for_us": "order_for (shared), us each",
}


@dataclass
class Workload:
    hands: list[tuple[Card, ...]]
    hand_orders: list[TrumpOrder]
    tricks: list[tuple[TrumpOrder, list[tuple[Card, ...]]]]
    follows: list[tuple[TrumpOrder, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]]
    throws: list[tuple[TrumpOrder, tuple[Card, ...], list[tuple[Card, ...]]]]
    trumps: list[tuple[Trump, RuleSet]]


def _rules() -> list[RuleSet]:
    return [preset(name, decks=2) for name in PRESETS]


def _deal(rng: random.Random, rules: Sequence[RuleSet]) -> tuple[TrumpOrder, list[list[Card]]]:
    rule_set = rules[rng.randrange(len(rules))]
    level = rng.choice(LEVEL_RANKS)
    suit = None if rng.randrange(9) == 0 else rng.choice(list(Suit))
    order = order_for(Trump(level, suit), rule_set)
    deck = list(shoe(2))
    rng.shuffle(deck)
    return order, [deck[i * HAND : (i + 1) * HAND] for i in range(4)]


def _at_random_point(rng: random.Random, hands: list[list[Card]]) -> list[list[Card]]:
    """The hands after some tricks: the same random number of cards gone from each."""
    left = rng.randint(1, HAND)
    return [rng.sample(h, left) for h in hands]


def _shape(cards: Sequence[Card]) -> tuple[int, int]:
    steps = len(set(cards))
    return (len(cards) // steps, steps)


def _lead(rng: random.Random, hand: list[Card], order: TrumpOrder) -> tuple[Card, ...]:
    """A single, pair or tractor (of a random kind the hand has: 50 / 30 / 20 in weight)."""
    kinds: dict[str, list[tuple[Card, ...]]] = {"single": [], "pair": [], "tractor": []}
    for unit in lead_units(hand, order):
        width, length = _shape(unit)
        kind = "tractor" if length > 1 else "single" if width == 1 else "pair"
        if width <= 2:
            kinds[kind].append(unit)
    weights = {"single": 5, "pair": 3, "tractor": 2}
    have = [k for k, units in kinds.items() if units]
    kind = rng.choices(have, [weights[k] for k in have])[0]
    return rng.choice(kinds[kind])


def _follow(
    rng: random.Random, lead: tuple[Card, ...], hand: list[Card], order: TrumpOrder
) -> tuple[Card, ...]:
    suit_at = order.suit_at
    suit = suit_at[lead[0].code]
    if suit is not EffSuit.TRUMP and not any(suit_at[c.code] is suit for c in hand):
        trumps = [c for c in hand if suit_at[c.code] is EffSuit.TRUMP]
        shape = _shape(lead)
        ruffs = [u for u in lead_units(trumps, order) if _shape(u) == shape] if trumps else []
        if ruffs and rng.random() < 0.6:
            return rng.choice(ruffs)
    return random_follow(lead, hand, order, rng)


def _throw(rng: random.Random, hand: list[Card], order: TrumpOrder) -> tuple[Card, ...] | None:
    """Cards of one effective suit that read as two or more units, or None if none were found."""
    by_suit = [cs for cs in order.split_by_suit(hand).values() if len(cs) >= 2]
    for _ in range(20):
        if not by_suit:
            return None
        cards = rng.choice(by_suit)
        k = rng.randint(2, min(8, len(cards)))
        if rng.random() < 0.5:  # the strongest cards, as a player would throw them
            lead = tuple(sorted(cards, key=order.power, reverse=True)[:k])
        else:
            lead = tuple(rng.sample(cards, k))
        if len(decompose(lead, order).value) > 1:
            return lead
    return None


def build(seed: int, n: int = 10_000) -> Workload:
    """The questions of one seed (``n`` of each kind; follows ``3 * n``)."""
    rng = random.Random(seed)
    rules = _rules()
    w = Workload([], [], [], [], [], [])
    while len(w.hands) < n:
        order, hands = _deal(rng, rules)
        for h in hands[: n - len(w.hands)]:
            w.hands.append(tuple(h))
            w.hand_orders.append(order)
    while len(w.tricks) < n:
        order, hands = _deal(rng, rules)
        hands = _at_random_point(rng, hands)
        lead = _lead(rng, hands[0], order)
        plays = [lead]
        for h in hands[1:]:
            play = _follow(rng, lead, h, order)
            plays.append(play)
            checked = play if rng.random() >= 0.2 else tuple(rng.sample(h, len(lead)))
            w.follows.append((order, lead, tuple(h), checked))
        w.tricks.append((order, plays))
    while len(w.throws) < n:
        order, hands = _deal(rng, rules)
        hands = _at_random_point(rng, hands)
        throw = _throw(rng, hands[0], order)
        if throw is not None:
            w.throws.append((order, throw, [tuple(h) for h in hands[1:]]))
    w.trumps = [
        (Trump(level, suit), r) for r in rules for level in LEVEL_RANKS for suit in [*Suit, None]
    ]
    return w


def _has_tractor_by_decompose(hand: Sequence[Card], order: TrumpOrder) -> bool:
    return any(
        u.is_tractor
        for cards in order.split_by_suit(hand).values()
        for u in decompose(tuple(cards), order).value
    )


# ------------------------------------------------------------------------------------ questions
def ask_tractor(w: Workload) -> list[bool]:
    fn = has_tractor if has_tractor is not None else _has_tractor_by_decompose
    return [fn(h, o) for h, o in zip(w.hands, w.hand_orders, strict=True)]


def ask_tractor_one(hand: Sequence[Card], order: TrumpOrder) -> bool:
    fn = has_tractor if has_tractor is not None else _has_tractor_by_decompose
    return bool(fn(hand, order))


def ask_winner(w: Workload) -> list[int]:
    return [trick_winner(plays, order).value for order, plays in w.tricks]


def ask_follow(w: Workload) -> list[bool]:
    return [check_follow(lead, hand, play, o).value for o, lead, hand, play in w.follows]


def ask_throw(w: Workload) -> list[Any]:
    out = []
    for order, lead, others in w.throws:
        result = check_throw(lead, others, order).value
        out.append((result.succeeds, result.forced))
    return out


QUESTIONS: dict[str, Callable[[Workload], list[Any]]] = {
    "tractor": ask_tractor,
    "winner": ask_winner,
    "follow": ask_follow,
    "throw": ask_throw,
}


#: Each question's inputs read as its public function reads them (:func:`parse_cards` on every
#: argument, which checks each card and gives a clear error for a bad one), and nothing else:
#: a floor under any answer given through this engine's API.
READ_INPUTS: dict[str, Callable[[Workload], list[Any]]] = {
    "tractor": lambda w: [parse_cards(h) for h in w.hands],
    "winner": lambda w: [[parse_cards(p) for p in plays] for _, plays in w.tricks],
    "follow": lambda w: [
        (parse_cards(lead), parse_cards(hand), parse_cards(play))
        for _, lead, hand, play in w.follows
    ],
    "throw": lambda w: [
        (parse_cards(lead), [parse_cards(h) for h in others]) for _, lead, others in w.throws
    ],
}


def measure_inputs(seed: int, repeat: int) -> dict[str, float]:
    """Median seconds per question set of reading the inputs alone (see :data:`READ_INPUTS`)."""
    w = build(seed)
    gc.collect()
    gc.freeze()
    runs: dict[str, list[float]] = {k: [] for k in READ_INPUTS}
    for _ in range(repeat):
        for name, read in READ_INPUTS.items():
            started = CLOCK()
            read(w)
            runs[name].append(CLOCK() - started)
    return {k: statistics.median(v) for k, v in runs.items()}


def _orders(w: Workload) -> set[TrumpOrder]:
    found = set(w.hand_orders)
    found.update(o for o, _ in w.tricks)
    found.update(o for o, *_ in w.throws)
    return found


def time_question(w: Workload, name: str) -> float:
    """Seconds for one pass over the question's set, starting from cleared memos."""
    for order in _orders(w):
        order.memo.clear()
    started = CLOCK()
    QUESTIONS[name](w)
    return CLOCK() - started


def time_orders(w: Workload) -> tuple[float, float]:
    """Microseconds to build one TrumpOrder, and to get a shared one from order_for."""
    started = CLOCK()
    for trump, rules in w.trumps:
        TrumpOrder(trump, rules)
    build_us = (CLOCK() - started) / len(w.trumps) * 1e6
    for trump, rules in w.trumps:  # fill order_for's cache, then time the lookups
        order_for(trump, rules)
    rounds = 20
    started = CLOCK()
    for _ in range(rounds):
        for trump, rules in w.trumps:
            order_for(trump, rules)
    for_us = (CLOCK() - started) / (rounds * len(w.trumps)) * 1e6
    return build_us, for_us


def measure(seed: int, repeat: int, only: Sequence[str] | None = None) -> dict[str, float]:
    """Median figures per question over ``repeat`` runs, the questions alternating within a run."""
    w = build(seed)
    # The workload's own objects (over a million) are no business of the engine's: keep the
    # cyclic collector from walking them again and again while the questions are timed.
    gc.collect()
    gc.freeze()
    names = [q for q in QUESTIONS if not only or q in only]
    runs: dict[str, list[float]] = {k: [] for k in [*names, "order_build_us", "order_for_us"]}
    for _ in range(repeat):
        for name in names:
            runs[name].append(time_question(w, name))
        build_us, for_us = time_orders(w)
        runs["order_build_us"].append(build_us)
        runs["order_for_us"].append(for_us)
    return {k: statistics.median(v) for k, v in runs.items()}


# ------------------------------------------------------------------------------ same answers
PERFT = Path(__file__).resolve().parent.parent / "tests" / "data" / "follow_perft.json"


def _notation(cards: Sequence[Card] | None) -> str | None:
    return None if cards is None else " ".join(c.notation for c in cards)


def _said(verdict: Verdict[Any]) -> dict[str, Any]:
    return {
        "rule": verdict.rule,
        "reason": verdict.reason,
        "reason_zh": verdict.reason_zh,
        "details": verdict.details,
    }


def throw_answer(lead: Sequence[Card], others: Sequence[Sequence[Card]], order: TrumpOrder) -> Any:
    """Everything :func:`check_throw` says about one throw, as JSON-ready data."""
    verdict = check_throw(lead, others, order)
    r = verdict.value
    return {
        "succeeds": r.succeeds,
        "units": [_notation(u.cards) for u in r.units],
        "forced": _notation(r.forced),
        "blocked_by": r.blocked_by,
        "blockers": [[b.seat, _notation(b.unit.cards), _notation(b.holding)] for b in r.blockers],
        "penalty": r.penalty,
        "stake": r.stake,
        **_said(verdict),
    }


def perft_throws() -> list[tuple[TrumpOrder, tuple[Card, ...], list[tuple[Card, ...]]]]:
    """Each stored perft position's lead checked as a throw against its hand (1 to 3 decks)."""
    from tests.reference_follow import order_of  # noqa: PLC0415 - the repository's tests only

    positions = json.loads(PERFT.read_text(encoding="utf-8"))["positions"]
    return [(order_of(p), parse_cards(p["lead"]), [parse_cards(p["hand"])]) for p in positions]


def answers(w: Workload) -> Any:
    """Every answer of the workload, one JSON-ready record per question."""
    for i, hand in enumerate(w.hands):
        yield {"q": "tractor", "i": i, "value": ask_tractor_one(hand, w.hand_orders[i])}
    for i, (order, plays) in enumerate(w.tricks):
        verdict = trick_winner(plays, order)
        yield {"q": "winner", "i": i, "value": verdict.value, **_said(verdict)}
    for i, (order, lead, hand, play) in enumerate(w.follows):
        verdict = check_follow(lead, hand, play, order)
        yield {"q": "follow", "i": i, "value": verdict.value, **_said(verdict)}
    for i, (order, lead, others) in enumerate(w.throws):
        yield {"q": "throw", "i": i, **throw_answer(lead, others, order)}
    for i, (order, lead, others) in enumerate(perft_throws()):
        yield {"q": "perft-throw", "i": i, **throw_answer(lead, others, order)}


def dump(seed: int, path: Path) -> int:
    with path.open("w", encoding="utf-8") as out:
        n = 0
        for record in answers(build(seed)):
            out.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
            n += 1
    print(f"{n} answers written to {path}")
    return 0


def check(seed: int, path: Path) -> int:
    """Compare today's answers with a dump; print each difference; 1 if any."""
    with path.open(encoding="utf-8") as before:
        old = [json.loads(line) for line in before]
    new = [json.loads(json.dumps(r, ensure_ascii=False)) for r in answers(build(seed))]
    differences = 0
    if len(old) != len(new):
        print(f"{len(old)} answers before, {len(new)} now")
        differences += 1
    for a, b in zip(old, new, strict=False):
        if a != b:
            differences += 1
            if differences <= 20:
                print(f"{a['q']} #{a['i']}:\n  before {a}\n  now    {b}")
    counts = ", ".join(f"{q}: {n}" for q, n in sorted(_count_by_question(new).items()))
    print(f"{len(new)} answers compared ({counts}); {differences} difference(s)")
    return 1 if differences else 0


def _count_by_question(records: Sequence[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for r in records:
        counts[r["q"]] = counts.get(r["q"], 0) + 1
    return counts


def report(figures: dict[str, float], repeat: int) -> None:
    print(f"median of {repeat} run(s); ratio = figure / target (<= 1 meets it)")
    for key, value in figures.items():
        unit = "us" if key.endswith("_us") else "s"
        target = TARGETS.get(key)
        ratio = f"target {target:g} {unit}: ratio {value / target:5.2f}" if target else ""
        print(f"{LABELS[key]:<36} {value:9.3f} {unit:<2}  {ratio}")


def pyodide(
    seed: int, repeat: int, only: Sequence[str] | None, *, cpu: bool = False
) -> dict[str, float]:
    """The same figures measured in the vendored Pyodide under Node (see workload_pyodide.mjs)."""
    root = Path(__file__).resolve().parent.parent
    runtime = root / "node_modules" / "pyodide"
    if not runtime.is_dir():
        msg = f"{runtime} is missing: run `npm ci` in {root} first"
        raise SystemExit(msg)
    command = ["node", str(root / "benchmarks" / "workload_pyodide.mjs"), str(runtime), str(root)]
    command += ["--seed", str(seed), "--repeat", str(repeat)] + (["--cpu"] if cpu else [])
    for name in only or ():
        command += ["--only", name]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def report_both(cpython: dict[str, float], wasm: dict[str, float], repeat: int) -> None:
    print(f"median of {repeat} run(s) each; Pyodide/CPython = how many times slower in Pyodide")
    print(f"{'':<36} {'CPython':>10} {'Pyodide':>10}  Pyodide/CPython")
    for key, value in cpython.items():
        other = wasm.get(key, float("nan"))
        print(f"{LABELS[key]:<36} {value:10.3f} {other:10.3f}  {other / value:5.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", choices=list(QUESTIONS), action="append")
    parser.add_argument("--json", action="store_true", help="print the medians as JSON")
    parser.add_argument(
        "--pyodide", action="store_true", help="also time the same in Pyodide under Node"
    )
    parser.add_argument(
        "--cpu", action="store_true", help="time by this process's CPU time, not wall time"
    )
    parser.add_argument("--dump", type=Path, metavar="FILE", help="write every answer to FILE")
    parser.add_argument(
        "--check", type=Path, metavar="FILE", help="compare every answer with a --dump FILE"
    )
    args = parser.parse_args(argv)
    if args.dump:
        return dump(args.seed, args.dump)
    if args.check:
        return check(args.seed, args.check)
    if args.cpu:
        global CLOCK  # noqa: PLW0603 - the one switch of the script
        CLOCK = time.process_time
    repeat = max(1, args.repeat)
    figures = measure(args.seed, repeat, args.only)
    if args.json:
        print(json.dumps(figures))
    elif args.pyodide:
        report_both(figures, pyodide(args.seed, repeat, args.only, cpu=args.cpu), repeat)
    else:
        report(figures, repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
