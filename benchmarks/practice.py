"""Benchmark: the practice hand (tractor_core.api.practice) — bot moves and whole hands.

CPython (always):

* bot move: the time the practice table's computer player (CarefulBot) takes to choose a play, over every bot play of ``--hands`` practice
  hands (median, 99th percentile, max), the target being ≤ 100 ms in the browser;
* reader action: one ``act`` call (the reader's move checked and done, the bots' moves up to the
  reader's next turn, and the view with the coach's legal plays), warm (the session kept in
  memory, as in the browser) and cold (the state replayed from its actions, as after a reload);
* whole hand: all the calls of one hand, from ``new_hand`` to the score.

Browser (``--site DIR``, a built site; Debian's Chromium through Playwright): plays hands on the
"Play a hand" page by clicking, and prints each bot move's time as Pyodide measured it (the
``ms`` of the answer's events: the bot's choice and the engine playing it) and the time of each
reader action measured in the page (``performance.measure("tractor:play:…")``: the click's call
to the engine and back, with the bots' replies and the new view).

The table is 2 decks, 4 players unless ``--decks`` (1-3) and ``--players`` (4-6; 5 and 6 find
friends, as the page plays them) say otherwise; in the browser it is chosen with the page's own
controls and New hand, and the bot moves of all the ``--deals`` are summed up at the end (median,
99th percentile, worst, how many over 100 ms).

Usage: ``python benchmarks/practice.py [--hands N] [--decks D --players P] [--site site/]
[--deals 3 4 5]``.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import random
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tractor_core.api import practice  # noqa: E402 - after the path, run as a script
from tractor_core.play.players import CarefulBot  # noqa: E402

#: The budget of one computer player's move in the browser (issue 29).
BROWSER_MS = 100.0


def _move(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    waiting = view["waiting"]
    if waiting == "deal":
        if view.get("bid_options"):
            return {"type": "declare", "cards": view["bid_options"][0]}
        return {"type": "deal", "cards": 100}
    if waiting == "bid":
        return {"type": "pass"}
    if waiting == "bury":
        return {"type": "bury", "cards": view["hand"][-view["kitty_size"] :]}
    if waiting == "call":  # the first cards the page offers, as many as the rules call
        return {
            "type": "call",
            "calls": [[c, 1] for c in view["call_options"][: view["friend_count"]]],
        }
    return {"type": "play", "cards": rng.choice(view["legal"]["plays"])}


def _stats(label: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return (
        f"{label}: n={len(ms)} median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, "
        f"max {ms[-1]:.2f} ms"
    )


def cpython(hands: int, decks: int, players: int = 4) -> None:
    """Time bot moves, reader actions (warm and cold) and whole hands in this interpreter."""
    bot_ms: list[float] = []
    original = CarefulBot.play

    def timed(self: CarefulBot, hand: Any, seat: int) -> Any:
        started = time.perf_counter()
        try:
            return original(self, hand, seat)
        finally:
            bot_ms.append((time.perf_counter() - started) * 1000)

    CarefulBot.play = timed  # type: ignore[method-assign]
    warm: list[float] = []
    cold: list[float] = []
    whole: list[float] = []
    try:
        for deal in range(1, hands + 1):
            rng = random.Random(deal)
            started = time.perf_counter()
            answer = practice.new_hand({"deal": deal, "decks": decks, "players": players})
            while answer["view"]["waiting"] != "done":
                move = _move(answer["view"], rng)
                t0 = time.perf_counter()
                answer = practice.act(answer["state"], move)
                warm.append((time.perf_counter() - t0) * 1000)
            whole.append(time.perf_counter() - started)
            # the same state, cold: replayed from its actions (a reload)
            practice._CACHE.clear()
            t0 = time.perf_counter()
            practice.view(json.loads(json.dumps(answer["state"])))
            cold.append((time.perf_counter() - t0) * 1000)
    finally:
        CarefulBot.play = original  # type: ignore[method-assign]
    print(f"CPython {sys.version.split()[0]}, {hands} hands, {decks} deck(s), {players} players:")
    print("  " + _stats("bot move (CarefulBot.play)", bot_ms))
    print("  " + _stats("reader action, warm (act)", warm))
    print("  " + _stats("finished hand reloaded, cold (view, full replay)", cold))
    print(
        f"  whole hand (all calls): median {statistics.median(whole) * 1000:.0f} ms, "
        f"max {max(whole) * 1000:.0f} ms"
    )


def match_reload(hands: int, decks: int, players: int = 4) -> None:
    """A match of ``hands`` hands played with "Next hand", reloaded cold after each (a reload
    replays every hand of the match: the cost grows with the match)."""
    rng = random.Random(1)
    answer = practice.new_hand({"deal": 1, "decks": decks, "players": players})
    print(f"  match reloaded cold (view, every hand replayed), {decks} deck(s), {players} players:")
    for number in range(1, hands + 1):
        while answer["view"]["waiting"] != "done":
            answer = practice.act(answer["state"], _move(answer["view"], rng))
        practice._CACHE.clear()
        t0 = time.perf_counter()
        practice.view(json.loads(json.dumps(answer["state"])))
        ms = (time.perf_counter() - t0) * 1000
        if number in (1, 5, 10, 20, 40) or number == hands:
            print(f"    after hand {number}: {ms:.0f} ms")
        if answer["view"]["match"]["next"]["winners"]:
            print(f"    the match ended after hand {number}")
            return
        answer = practice.act(answer["state"], {"type": "next"})


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        pass


def browser(site: Path, deals: list[int], decks: int = 2, players: int = 4) -> None:
    """Play a hand per deal on the page in Chromium at a table of ``decks`` and ``players``
    (chosen with the page's own controls and New hand); print each hand's timings and all of
    the hands' bot moves together."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only with --site

    from tests.site.chromium import launch  # noqa: PLC0415

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with sync_playwright() as p:
        instance = launch(p)
        every: list[float] = []
        for deal in deals:
            every += _browser_hand(instance, base, deal, decks, players)
        instance.close()
    server.shutdown()
    print(f"Browser, all {len(deals)} hands ({decks} deck(s), {players} players):")
    print("  " + _stats("bot move", every))
    over = sum(1 for ms in every if ms > BROWSER_MS)
    print(f"  bot moves over {BROWSER_MS:.0f} ms: {over} of {len(every)}")


def _browser_hand(instance: Any, base: str, deal: int, decks: int, players: int) -> list[float]:
    """One hand in a fresh page (fresh storage); prints the page's timings, returns the bot
    moves' times."""
    context = instance.new_context()
    page = context.new_page()
    page.goto(f"{base}/play/?deal={deal}")
    page.wait_for_selector("#tc-play[data-waiting]:not([data-waiting=''])", timeout=180_000)
    view = page.evaluate("window.tractorPlay.answer().view")
    if (view["decks"], view["players"]) != (decks, players):  # the page's own controls
        page.select_option(".tc-play-decks", str(decks))
        page.select_option(".tc-play-players", str(players))
        page.click(".tc-play-new")
        if page.locator(".tc-play-throw-away").count():  # a hand in progress: throw it away
            page.click(".tc-play-throw-away")
        page.wait_for_function(
            "([d, p]) => { const a = window.tractorPlay.answer();"
            " return a && a.view.decks === d && a.view.players === p; }",
            arg=[decks, players],
            timeout=180_000,
        )
    rng = random.Random(deal)
    bot_ms: list[float] = []
    while True:
        page.wait_for_selector("#tc-play:not([data-busy])", timeout=180_000)
        answer = page.evaluate("window.tractorPlay.answer()")
        bot_ms.extend(e["ms"] for e in answer.get("events", []) if "ms" in e)
        if answer["view"]["waiting"] in ("done", "redeal"):
            break
        _click(page, answer["view"], _move(answer["view"], rng))
    measures = page.evaluate(
        "performance.getEntriesByType('measure')"
        ".filter(m => m.name.startsWith('tractor:play:')).map(m => [m.name, m.duration])"
    )
    context.close()
    plays = [d for name, d in measures if name == "tractor:play:play"]
    print(f"Browser (Chromium, Pyodide), deal {deal}, {decks} deck(s), {players} players:")
    print("  " + _stats("bot move (chosen and played, timed in the page's Python)", bot_ms))
    print("  " + _stats("reader play incl. the bots' replies (click → answer)", plays))
    others = [d for name, d in measures if name != "tractor:play:play"]
    if others:
        print("  " + _stats("other actions (deal, declare, bury, call)", others))
    return bot_ms


def _click(page: Any, view: dict[str, Any], move: dict[str, Any]) -> None:
    kind = move["type"]
    if kind == "deal":
        page.click(".tc-play-deal-all")
    elif kind == "declare":
        page.click(".tc-play-bid-option[data-key='bid-0']")
    elif kind == "pass":
        page.click(".tc-play-pass")
    elif kind == "call":
        for card, _nth in move["calls"]:
            page.click(f".tc-play-call-option[data-key='friend-{card}']")
        page.click("button.tc-play-call")
    else:
        cards = move["cards"]
        used: set[int] = set()
        for card in cards:
            i = next(k for k, c in enumerate(view["hand"]) if c == card and k not in used)
            used.add(i)
            page.click(f".tc-play-hand button[data-index='{i}']")
        page.click(".tc-play-bury" if kind == "bury" else ".tc-play-play")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--decks", type=int, default=2, choices=(1, 2, 3))
    parser.add_argument(
        "--players", type=int, default=4, choices=(4, 5, 6), help="5-6: finding friends"
    )
    parser.add_argument("--match", type=int, default=20, help="hands of the match reloaded cold")
    parser.add_argument("--site", type=Path, help="a built site: also time a hand in Chromium")
    parser.add_argument("--deals", type=int, nargs="+", default=[3, 4, 5])
    args = parser.parse_args()
    cpython(args.hands, args.decks, args.players)
    match_reload(args.match, args.decks, args.players)
    if args.site is not None:
        browser(args.site, args.deals, args.decks, args.players)


if __name__ == "__main__":
    main()
