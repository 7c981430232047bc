"""This engine side by side with other open-source Tractor engines, on the same seeded questions.

The questions are those of :mod:`workload` (one seed: 10,000 hands, 10,000 tricks, 30,000 follows,
10,000 throws, every trump of every preset for building an order). Each peer answers them through
its own public functions, with the questions translated into its card format before the clock
starts (its per-trump order objects are built fresh for each run, as this engine's memos are
cleared):

* ``letsago/80Points`` (Python): has a tractor (``tractor.cards_to_tractors`` per effective suit,
  any tractor of length 2 or more), who wins the trick (``model.RoundState.determine_winner``, on a
  bare object holding the board and the trump card);
* ``jerryyyu/shengji`` (Python): has a tractor (``combos.has_tractor`` per effective suit), who wins
  (``legal.beats`` over the plays, as its ``Round._resolve_trick`` does), is the follow legal
  (``legal.validate_follow``), does the throw stand and what is forced (``legal.validate_lead``
  with the other three hands; the leader's hand is the lead itself), build an order
  (``cards.Ordering``);
* ``jding92/shengji-online`` (TypeScript, bundled with esbuild and run on Node): who wins
  (``validateLead``, ``validateFollow`` for each play, ``determineTrickWinner``), is the follow
  legal (``validateLead`` then ``validateFollow``), does the throw stand (``resolveThrowAttempt``);
  see ``peers_jding92.mjs``.

Where a peer's rules differ (a peer plays 2 decks only and one house rule set; letsago reads
no-trump levels as equal), it answers its own rules on the same cards: the comparison is of speed,
not verdicts. The peers are not a dependency of anything: each is looked for in the cache
directory (``--cache``, default ``~/.cache/tractor-peers``) as ``owner+name``; a missing one is
cloned from GitHub, or else extracted from a bare git mirror at ``--mirrors DIR/owner+name/repo``;
a peer that cannot be found is skipped with a printed note. Peer code is never copied into this
repository.

Each engine is timed over the whole set of each question ``--repeat`` times (median; CPU time with
``--cpu``), in its own process, one after the other. The table prints, per question, this
project's figure, the fastest peer's and the ratio (this project / fastest peer: below 1 is
faster), and with ``--pyodide`` also this project's Pyodide/CPython ratio (by the same clock;
see ``workload.py --pyodide``).

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/peers.py [--seed S] [--repeat N] [--cpu]
[--cache DIR] [--mirrors DIR] [--pyodide]``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import types
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import workload

from tractor_core.rules.cards import Card
from tractor_core.rules.trump_order import TrumpOrder

ROOT = Path(__file__).resolve().parent.parent
PEERS = ("letsago/80Points", "jerryyyu/shengji", "jding92/shengji-online")
QUESTIONS = ("tractor", "winner", "follow", "throw", "order_build_us")
CLOCK = time.perf_counter


# ------------------------------------------------------------------------------- finding peers
def find_peer(repo: str, cache: Path, mirrors: Path | None, fetch: bool) -> Path | None:
    """A checkout of ``repo`` in ``cache``; cloned or extracted from a mirror if missing."""
    where = cache / repo.replace("/", "+")
    if where.is_dir() and any(where.iterdir()):
        return where
    cache.mkdir(parents=True, exist_ok=True)
    if mirrors is not None:
        bare = mirrors / repo.replace("/", "+") / "repo"
        if bare.is_dir():
            with tempfile.TemporaryDirectory() as tmp:
                archive = Path(tmp) / "peer.tar"
                done = subprocess.run(
                    ["git", "--git-dir", str(bare), "archive", "-o", str(archive), "HEAD"],
                    capture_output=True,
                    check=False,
                )
                if done.returncode == 0:
                    where.mkdir(parents=True, exist_ok=True)
                    with tarfile.open(archive) as tar:
                        tar.extractall(where, filter="data")
                    return where
    if fetch:
        done = subprocess.run(
            ["git", "clone", "--depth", "1", f"https://github.com/{repo}", str(where)],
            capture_output=True,
            check=False,
            timeout=300,
        )
        if done.returncode == 0:
            return where
    return None


# ------------------------------------------------------------------------------ card formats
def _suit_letter(order: TrumpOrder) -> str | None:
    suit = order.trump.suit
    return None if suit is None else suit.value


def _level(order: TrumpOrder) -> str:
    return order.trump.level.label


def _jerry_code(card: Card) -> str:
    return card.notation  # same notation: S10, HA, LJ, BJ


def _timed(fn: Callable[[], Any], repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        gc.collect()
        started = CLOCK()
        fn()
        runs.append(CLOCK() - started)
    return statistics.median(runs)


# ----------------------------------------------------------------------------- letsago/80Points
def run_letsago(path: Path, w: workload.Workload, repeat: int) -> dict[str, float]:
    sys.path.insert(0, str(path / "server"))
    import model  # type: ignore[import-not-found]  # noqa: PLC0415 - the peer's modules
    import tractor  # type: ignore[import-not-found]  # noqa: PLC0415

    suit_name = {"S": "s", "H": "h", "C": "c", "D": "d"}
    value_name = {"LJ": ("joker", "small"), "BJ": ("joker", "big")}

    def card(c: Card) -> Any:
        if c.notation in value_name:
            return model.Card(*value_name[c.notation])
        return model.Card(suit_name[c.notation[0]], c.notation[1:])

    def trump_card(order: TrumpOrder) -> Any:
        letter = _suit_letter(order)
        return model.Card("joker" if letter is None else suit_name[letter], _level(order))

    def split(cards: Sequence[Any], trump: Any) -> list[list[Any]]:
        by: dict[str, list[Any]] = {}
        for c in cards:
            by.setdefault(c.get_normalized_suit(trump), []).append(c)
        return list(by.values())

    hands = [([card(c) for c in h], trump_card(o)) for h, o in zip(w.hands, w.hand_orders)]  # noqa: B905

    def ask_tractor() -> list[bool]:
        out = []
        for cards, trump in hands:
            found = False
            for suit_cards in split(cards, trump):
                if any(t.length > 1 for t in tractor.cards_to_tractors(suit_cards, None, trump)):
                    found = True
                    break
            out.append(found)
        return out

    boards = [
        types.SimpleNamespace(
            trick_first_player=0,
            board=[[card(c) for c in play] for play in plays],
            trump_card=trump_card(o),
            num_players=4,
        )
        for o, plays in w.tricks
    ]

    def ask_winner() -> list[int]:
        return [model.RoundState.determine_winner(b)[0] for b in boards]

    return {"tractor": _timed(ask_tractor, repeat), "winner": _timed(ask_winner, repeat)}


# ----------------------------------------------------------------------------- jerryyyu/shengji
def run_jerryyyu(path: Path, w: workload.Workload, repeat: int) -> dict[str, float]:
    sys.path.insert(0, str(path / "server"))
    from shengji.engine import cards as jcards  # noqa: PLC0415 - the peer's package
    from shengji.engine import combos, legal  # noqa: PLC0415

    def trump_of(order: TrumpOrder) -> tuple[str | None, str]:
        return (_suit_letter(order), _level(order))

    def codes(cards: Sequence[Card]) -> list[str]:
        return [_jerry_code(c) for c in cards]

    def orderings(orders: Sequence[TrumpOrder]) -> list[Any]:
        """One fresh Ordering per distinct trump (its caches live on the Ordering)."""
        made: dict[tuple[str | None, str], Any] = {}
        out = []
        for o in orders:
            key = trump_of(o)
            if key not in made:
                made[key] = jcards.Ordering(*key)
            out.append(made[key])
        return out

    hands = [codes(h) for h in w.hands]
    tricks = [[codes(p) for p in plays] for _, plays in w.tricks]
    follows = [(codes(lead), codes(hand), codes(play)) for _, lead, hand, play in w.follows]
    throws = [(codes(lead), [codes(h) for h in others]) for _, lead, others in w.throws]

    def ask_tractor() -> list[bool]:
        out = []
        for hand, ordering in zip(hands, orderings(w.hand_orders)):  # noqa: B905
            by: dict[str, list[str]] = {}
            for c in hand:
                by.setdefault(ordering.eff_suit(c), []).append(c)
            out.append(any(combos.has_tractor(cs, ordering, 2) for cs in by.values()))
        return out

    def ask_winner() -> list[int]:
        out = []
        for plays, ordering in zip(tricks, orderings([o for o, _ in w.tricks])):  # noqa: B905
            lead = plays[0]
            suit = legal.uniform_suit(lead, ordering)
            top = combos.decompose(lead, ordering).top_level()
            winner = 0
            for seat, play in enumerate(plays[1:], start=1):
                won, new_top = legal.beats(play, lead, suit, top, ordering)
                if won:
                    winner, top, suit = seat, new_top, ordering.eff_suit(play[0])
            out.append(winner)
        return out

    def ask_follow() -> list[bool]:
        out = []
        for (lead, hand, play), ordering in zip(  # noqa: B905
            follows, orderings([o for o, *_ in w.follows])
        ):
            try:
                legal.validate_follow(play, hand, lead, ordering)
                out.append(True)
            except legal.IllegalPlay:
                out.append(False)
        return out

    def ask_throw() -> list[Any]:
        out = []
        for (lead, others), ordering in zip(throws, orderings([o for o, *_ in w.throws])):  # noqa: B905
            out.append(legal.validate_lead(lead, lead, others, ordering))
        return out

    def build_orders() -> None:
        for trump, _ in w.trumps:
            jcards.Ordering(None if trump.suit is None else trump.suit.value, trump.level.label)

    return {
        "tractor": _timed(ask_tractor, repeat),
        "winner": _timed(ask_winner, repeat),
        "follow": _timed(ask_follow, repeat),
        "throw": _timed(ask_throw, repeat),
        "order_build_us": _timed(build_orders, repeat) / len(w.trumps) * 1e6,
    }


# ------------------------------------------------------------------------ jding92/shengji-online
def _jding_card(c: Card, copy: int) -> dict[str, Any]:
    face: dict[str, Any]
    if c.notation == "BJ":
        face = {"kind": "joker", "joker": "big"}
    elif c.notation == "LJ":
        face = {"kind": "joker", "joker": "small"}
    else:
        suit = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}[c.notation[0]]
        face = {"kind": "standard", "suit": suit, "rank": c.notation[1:]}
    return {"id": f"{c.notation}#{copy}", "deckIndex": copy, "face": face}


def _jding_hand(cards: Sequence[Card]) -> list[dict[str, Any]]:
    seen: dict[str, int] = {}
    out = []
    for c in cards:
        copy = seen.get(c.notation, 0)
        seen[c.notation] = copy + 1
        out.append(_jding_card(c, copy))
    return out


def _jding_play(play: Sequence[Card], hand: Sequence[Card]) -> list[dict[str, Any]]:
    """The play as the hand's own card instances (the peer checks ownership by id)."""
    held = _jding_hand(hand)
    out = []
    for c in play:
        for i, inst in enumerate(held):
            if inst is not None and inst["id"].split("#")[0] == c.notation:
                out.append(inst)
                held[i] = None  # type: ignore[call-overload]
                break
    return out


def _jding_trump(order: TrumpOrder) -> dict[str, Any]:
    letter = _suit_letter(order)
    if letter is None:
        return {"mode": "no-trump", "rank": _level(order)}
    suit = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}[letter]
    return {"mode": "suit", "rank": _level(order), "suit": suit}


def run_jding92(path: Path, w: workload.Workload, repeat: int, cache: Path) -> dict[str, float]:
    """Bundle the peer's engine with esbuild, write the questions as JSON, time them on Node."""
    esbuild = ROOT / "node_modules" / ".bin" / "esbuild"
    bundle = cache / "jding92-engine.mjs"
    # only the rules modules (the package's index also pulls in zod for its schemas)
    entry = path / "packages" / "engine" / "src" / "bench-entry.ts"
    entry.write_text(
        "".join(
            f'export * from "./{m}.ts";\n'
            for m in (
                "throws/throws",
                "tricks/legality",
                "tricks/winner",
                "rulesets/four-player-two-deck",
            )
        ),
        encoding="utf-8",
    )
    if not bundle.exists():
        subprocess.run(
            [
                str(esbuild),
                str(entry),
                "--bundle",
                "--format=esm",
                "--platform=node",
                "--log-level=warning",
                f"--outfile={bundle}",
            ],
            check=True,
        )
    questions = {
        "tricks": [[_jding_trump(o), [_jding_hand(p) for p in plays]] for o, plays in w.tricks],
        "follows": [
            [_jding_trump(o), _jding_hand(lead), _jding_hand(hand), _jding_play(play, hand)]
            for o, lead, hand, play in w.follows
        ],
        "throws": [
            [_jding_trump(o), _jding_hand(lead), [_jding_hand(h) for h in others]]
            for o, lead, others in w.throws
        ],
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(questions, f)
        name = f.name
    try:
        script = Path(__file__).resolve().parent / "peers_jding92.mjs"
        clock = "cpu" if CLOCK is time.process_time else "wall"
        done = subprocess.run(
            ["node", str(script), str(bundle), name, str(repeat), clock],
            check=True,
            capture_output=True,
            text=True,
        )
    finally:
        os.unlink(name)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


# ------------------------------------------------------------------------------------- table
def run_peer(repo: str, path: Path, seed: int, repeat: int, cache: Path) -> dict[str, float]:
    w = workload.build(seed)
    gc.collect()
    gc.freeze()
    if repo == "letsago/80Points":
        return run_letsago(path, w, repeat)
    if repo == "jerryyyu/shengji":
        return run_jerryyyu(path, w, repeat)
    return run_jding92(path, w, repeat, cache)


def _child(repo: str, path: Path, args: argparse.Namespace) -> dict[str, float]:
    """One peer timed in its own process (its modules and caches stay out of ours)."""
    command = [sys.executable, __file__, "--peer", repo, "--peer-path", str(path)]
    command += ["--seed", str(args.seed), "--repeat", str(args.repeat), "--cache", str(args.cache)]
    if args.cpu:
        command.append("--cpu")
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def table(
    ours: dict[str, float],
    peers: dict[str, dict[str, float]],
    pyodide: dict[str, float] | None,
    inputs: dict[str, float] | None = None,
) -> list[str]:
    """The side-by-side table, in Markdown.

    The goal column is the fastest peer's figure divided by 3 (the issue's "3× faster"). With
    ``inputs``, a column gives the time this engine takes only to read each question's inputs
    (every card checked, as each public call does): a floor under its answers.
    """
    head = "| question | this project | fastest peer | ratio (ours / peer) | 3× goal |"
    rule = "|---|---|---|---|---|"
    if inputs is not None:
        head += " reading the inputs alone |"
        rule += "---|"
    if pyodide is not None:
        head += " Pyodide / CPython |"
        rule += "---|"
    lines = [head, rule]
    for q in QUESTIONS:
        unit = "µs" if q.endswith("_us") else "s"
        answered = {name: f[q] for name, f in peers.items() if q in f}
        ours_text = f"{ours[q]:.3f} {unit}"
        if q == "order_build_us" and "order_for_us" in ours:
            ours_text += f" (shared, `order_for`: {ours['order_for_us']:.2f} {unit})"
        if answered:
            best = min(answered, key=answered.__getitem__)
            peer_text = f"{answered[best]:.3f} {unit} ({best})"
            ratio = ours[q] / answered[best]
            ratio_text = (
                f"{ratio:.2f} ({1 / ratio:.1f}× faster)" if ratio < 1 else f"{ratio:.2f} (slower)"
            )
            goal_text = f"{answered[best] / 3:.3f} {unit}"
        else:
            peer_text, ratio_text, goal_text = "no peer answers it", "–", "–"
        row = f"| {workload.LABELS[q]} | {ours_text} | {peer_text} | {ratio_text} | {goal_text} |"
        if inputs is not None:
            row += f" {inputs[q]:.3f} {unit} |" if q in inputs else " – |"
        if pyodide is not None:
            row += f" {pyodide.get(q, float('nan')):.2f} |"
        lines.append(row)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cpu", action="store_true", help="time by CPU time, not wall time")
    parser.add_argument(
        "--cache", type=Path, default=Path.home() / ".cache" / "tractor-peers", help="peers' home"
    )
    parser.add_argument("--mirrors", type=Path, help="bare git mirrors: DIR/owner+name/repo")
    parser.add_argument("--no-fetch", action="store_true", help="never clone from GitHub")
    parser.add_argument("--pyodide", action="store_true", help="also time this project in Pyodide")
    parser.add_argument("--peer", help=argparse.SUPPRESS)
    parser.add_argument("--peer-path", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.cpu:
        global CLOCK  # noqa: PLW0603 - the one switch of the script
        CLOCK = time.process_time
        workload.CLOCK = time.process_time
    if args.peer:
        print(json.dumps(run_peer(args.peer, args.peer_path, args.seed, args.repeat, args.cache)))
        return 0
    ours = workload.measure(args.seed, args.repeat)
    inputs = workload.measure_inputs(args.seed, args.repeat)
    peers: dict[str, dict[str, float]] = {}
    for repo in PEERS:
        path = find_peer(repo, args.cache, args.mirrors, not args.no_fetch)
        if path is None:
            print(f"note: {repo} not found in {args.cache} (nor cloned): skipped")
            continue
        try:
            peers[repo] = _child(repo, path, args)
        except subprocess.CalledProcessError as error:
            print(f"note: {repo} failed, skipped: {error.stderr.strip().splitlines()[-1:]}")
    wasm = None
    if args.pyodide:  # the same clock there (--cpu: the Node process's CPU time)
        figures = workload.pyodide(args.seed, args.repeat, None, cpu=args.cpu)
        wasm = {q: figures[q] / ours[q] for q in ours if q in figures}
    clock = "CPU time" if args.cpu else "wall time"
    print(f"median of {args.repeat} run(s), {clock}; per 10,000 questions (follows: 30,000)")
    print("\n".join(table(ours, peers, wasm, inputs)))
    for repo, figures in peers.items():
        listing = ", ".join(f"{q} {v:.3f}" for q, v in figures.items())
        print(f"{repo}: {listing}")
    print(f"machine load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (1 and 5 min)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
