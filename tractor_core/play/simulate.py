"""Simulated play: many seeded hands with bots, and a summary of how often each rule came up.

``python -m tractor_core simulate --hands 1000 --seed 1 --rules 004 --bot careful`` plays 1000
hands (redeals are counted apart) as consecutive matches: each match starts at 2 with the first
banker decided by the bids, and a new match starts when one is won. The summary reports the
attackers' points, the level changes, and the rules met on the way: throws tried and failed,
ruffs, kitty captures and their multipliers, overturns, kitty thefts, no-bid resolutions.
A progress bar is drawn on standard error when it is a terminal.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO

from tractor_core.play.bots import run_hand
from tractor_core.play.hand import BiddingClosed, Declared, Hand, Played
from tractor_core.play.match import Match
from tractor_core.play.players import make_bot
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import EffSuit

__all__ = ["Summary", "format_summary", "simulate", "summarise_hand"]


@dataclass(slots=True)
class Summary:
    """Counts gathered over a simulation (JSON-ready through :meth:`to_dict`)."""

    rules: str
    decks: int
    bot: str
    seed: int
    hands: int = 0
    redeals: int = 0
    matches_won: int = 0
    attacker_points: list[int] = field(default_factory=list)
    level_changes: Counter[str] = field(default_factory=Counter)
    throws_tried: int = 0
    throws_failed: int = 0
    throw_penalty_points: int = 0
    tricks: int = 0
    ruffs: int = 0
    kitty_captures: int = 0
    kitty_multipliers: Counter[int] = field(default_factory=Counter)
    bids: int = 0
    overturns: int = 0
    reinforcements: int = 0
    thefts: int = 0
    no_bid: Counter[str] = field(default_factory=Counter)
    no_trump_hands: int = 0
    rules_seen: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        """The summary as plain JSON values."""
        pts = self.attacker_points
        return {
            "rules": self.rules,
            "decks": self.decks,
            "bot": self.bot,
            "seed": self.seed,
            "hands": self.hands,
            "redeals": self.redeals,
            "matches_won": self.matches_won,
            "attacker_points": {
                "mean": round(sum(pts) / len(pts), 1) if pts else None,
                "min": min(pts, default=None),
                "max": max(pts, default=None),
                "histogram": {str(k): v for k, v in sorted(_histogram(pts, self.decks).items())},
            },
            "level_changes": dict(sorted(self.level_changes.items())),
            "throws": {
                "tried": self.throws_tried,
                "failed": self.throws_failed,
                "penalty_points": self.throw_penalty_points,
            },
            "tricks": self.tricks,
            "ruffs": self.ruffs,
            "kitty": {
                "captures": self.kitty_captures,
                "multipliers": {str(k): v for k, v in sorted(self.kitty_multipliers.items())},
            },
            "bidding": {
                "bids": self.bids,
                "overturns": self.overturns,
                "reinforcements": self.reinforcements,
                "kitty_thefts": self.thefts,
                "no_bid": dict(self.no_bid),
                "no_trump_hands": self.no_trump_hands,
            },
            "rules_seen": dict(self.rules_seen.most_common()),
            "seconds": round(self.seconds, 2),
            "hands_per_second": round(self.hands / self.seconds, 1) if self.seconds else None,
        }


def _histogram(points: list[int], decks: int) -> Counter[int]:
    width = 20 * decks
    return Counter(p // width * width for p in points)


def summarise_hand(summary: Summary, hand: Hand) -> None:
    """Add one finished (or redealt) hand to ``summary``."""
    if hand.phase == "redeal":
        summary.redeals += 1
        summary.no_bid["redeal"] += 1
        return
    result = hand.result
    assert result is not None
    assert hand.order is not None
    summary.hands += 1
    summary.attacker_points.append(result.attacker_points)
    change = result.change.value
    summary.level_changes[f"{change.side}+{change.levels}"] += 1
    summary.rules_seen[result.change.rule] += 1
    kitty = result.kitty.value
    if kitty.captured:
        summary.kitty_captures += 1
        summary.kitty_multipliers[kitty.multiplier] += 1
    summary.rules_seen[result.kitty.rule] += 1
    if hand.trump is not None and hand.trump.suit is None:
        summary.no_trump_hands += 1
    declared = 0
    for record in hand.log:
        if isinstance(record, Declared):
            summary.bids += 1
            summary.rules_seen[record.rule] += 1
            if record.rule == "declare.reinforce":
                summary.reinforcements += 1
            elif declared:
                summary.overturns += 1
            if record.phase == "theft":
                summary.thefts += 1
            declared += 1
        elif isinstance(record, BiddingClosed):
            if record.rule.startswith("declare.no-bid"):
                summary.no_bid[record.rule.removeprefix("declare.no-bid.")] += 1
            summary.rules_seen[record.rule] += 1
        elif isinstance(record, Played):
            if record.rule.startswith("throw.") and record.rule != "throw.single-unit":
                summary.throws_tried += 1
                if record.rule.startswith("throw.fails"):
                    summary.throws_failed += 1
                    summary.throw_penalty_points += record.penalty
            summary.rules_seen[record.rule] += 1
            if record.win_rule:
                summary.rules_seen[record.win_rule] += 1
    order = hand.order
    for trick in hand.tricks:
        summary.tricks += 1
        led = order.suit_of(trick.plays[0][0])
        win = trick.plays[(trick.winner - trick.leader) % hand.players]
        if led is not EffSuit.TRUMP and all(order.is_trump(c) for c in win):
            summary.ruffs += 1


def simulate(
    hands: int,
    seed: int,
    rules: RuleSet,
    *,
    bot: str = "random",
    rules_name: str = "custom",
    progress: Callable[[int, int], None] | None = None,
    on_hand: Callable[[Hand], None] | None = None,
) -> Summary:
    """Play ``hands`` scored hands (redeals not counted) as consecutive matches with bots.

    ``on_hand`` is called with every hand when it ends (tests check invariants there).
    """
    summary = Summary(rules_name, rules.decks, bot, seed)
    started = time.perf_counter()
    match_no = 0
    bots = [make_bot(bot, seed * 7919 + s) for s in range(rules.players)]
    match = Match(rules, seed=seed * 10_007)
    attempts = 0
    while summary.hands < hands:
        attempts += 1
        if attempts > 20 * hands + 100:
            msg = "too many redeals: does any bid ever stand under these rules?"
            raise RuntimeError(msg)
        if match.over or len(match.outcomes) >= 200:
            summary.matches_won += int(match.over)
            match_no += 1
            match = Match(rules, seed=seed * 10_007 + match_no)
        hand = match.new_hand()
        run_hand(hand, bots)
        match.finish_hand(hand)
        summarise_hand(summary, hand)
        if on_hand is not None:
            on_hand(hand)
        if progress is not None and hand.phase == "done":
            progress(summary.hands, hands)
    summary.matches_won += int(match.over)
    summary.seconds = time.perf_counter() - started
    return summary


def progress_bar(stream: TextIO) -> Callable[[int, int], None]:
    """A progress callback drawing ``[#####.....] n/N`` on ``stream``."""

    def draw(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done >= total:
            stream.write("\n")
        stream.flush()

    return draw


def format_summary(summary: Summary) -> str:
    """The summary as readable text."""
    d = summary.to_dict()
    pts = d["attacker_points"]
    lines = [
        f"{d['hands']} hands ({d['redeals']} redeals), rules {d['rules']}, {d['decks']} deck(s), "
        f"{d['bot']} bots, seed {d['seed']}: {d['seconds']} s "
        f"({d['hands_per_second']} hands/s); matches won: {d['matches_won']}",
        f"Attackers' points: mean {pts['mean']}, min {pts['min']}, max {pts['max']}",
        "  histogram: " + ", ".join(f"{k}+: {v}" for k, v in pts["histogram"].items()),
        "Level changes: " + ", ".join(f"{k}: {v}" for k, v in d["level_changes"].items()),
        f"Throws: {d['throws']['tried']} tried, {d['throws']['failed']} failed "
        f"({d['throws']['penalty_points']} penalty points)",
        f"Tricks: {d['tricks']}, ruffs: {d['ruffs']}",
        f"Kitty captures: {d['kitty']['captures']}, multipliers "
        + ", ".join(f"×{k}: {v}" for k, v in d["kitty"]["multipliers"].items()),
        f"Bids: {d['bidding']['bids']} ({d['bidding']['overturns']} overturns, "
        f"{d['bidding']['reinforcements']} reinforcements, {d['bidding']['kitty_thefts']} kitty "
        f"thefts); no-bid: {d['bidding']['no_bid']}; no-trump hands: "
        f"{d['bidding']['no_trump_hands']}",
        "Rules met: " + ", ".join(f"{k} {v}" for k, v in list(d["rules_seen"].items())[:15]),
    ]
    return "\n".join(lines)


def rules_for(args: Any) -> RuleSet:
    """The rules the ``simulate`` arguments ask for: the preset with any option overridden.

    Raises :class:`~tractor_core.rules.errors.UnknownPresetError` or
    :class:`~tractor_core.rules.errors.RuleConflictError` (usage errors on the command line).
    """
    overrides: dict[str, Any] = {}
    if args.decks is not None:
        overrides["decks"] = args.decks
    if args.players is not None:
        overrides["players"] = args.players
    if args.partners is not None:
        overrides["partners"] = args.partners
    return preset(args.rules, **overrides)


def main(args: Any, rules: RuleSet | None = None) -> int:
    """Run the ``simulate`` subcommand (arguments from :mod:`tractor_core.api.cli`)."""
    if rules is None:
        rules = rules_for(args)
    progress = progress_bar(sys.stderr) if sys.stderr.isatty() else None
    summary = simulate(
        args.hands, args.seed, rules, bot=args.bot, rules_name=args.rules, progress=progress
    )
    if args.json:
        sys.stdout.write(json.dumps(summary.to_dict(), ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(format_summary(summary) + "\n")
    return 0
