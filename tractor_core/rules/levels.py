"""Level change (升级): how many levels a hand's score gives, to whom, and who is banker next.

Attackers' points (card points taken in tricks plus the captured kitty) decide, under one of the
tables of variants.md §1g. A "step" is 20 points per deck (40 with 2 decks, 60 with 3) unless the
house rule ``level_step`` says otherwise.

>>> from tractor_core.rules.ruleset import RuleSet
>>> level_change(35, RuleSet()).reason
'35 points is 5 to 35 (小光): the banker team goes up 2 levels.'
>>> level_change(85, RuleSet()).value
LevelChange(side='attackers', levels=0, bank_changes=True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tractor_core.rules.cards import LEVEL_RANKS, Rank
from tractor_core.rules.ruleset import LevelTable, MatchEnd, RuleSet
from tractor_core.rules.verdict import Verdict

__all__ = ["Advance", "LevelChange", "advance", "level_change", "next_banker"]

Side = Literal["banker", "attackers"]


@dataclass(frozen=True, slots=True)
class LevelChange:
    """Outcome of a hand: which side goes up, by how many levels, and whether the bank passes.

    In the "bank passes, no level" band ``side`` is ``attackers`` with 0 levels and
    ``bank_changes`` True: the attackers take the bank and nobody goes up.
    """

    side: Side
    levels: int
    bank_changes: bool


@dataclass(frozen=True, slots=True)
class _Band:
    low: int  # inclusive
    high: int | None  # inclusive; None = no upper bound
    side: Side
    levels: int
    bank_changes: bool
    per_step: int = 0  # extra level per this many points above `low` (0 = flat band)
    name: str = ""

    def contains(self, points: int) -> bool:
        return points >= self.low and (self.high is None or points <= self.high)

    def levels_at(self, points: int) -> int:
        if not self.per_step:
            return self.levels
        return self.levels + (points - self.low) // self.per_step

    def text(self, points: int | None = None) -> str:
        if self.per_step and points is not None:
            k = (points - self.low) // self.per_step
            low = self.low + k * self.per_step
            return f"{low} to {low + self.per_step - 5}"
        if self.low == _NEG:
            return "0" if points in (None, 0) else "0 or less"
        if self.high is None:
            return f"{self.low} or more"
        if self.low == self.high:
            return str(self.low)
        return f"{self.low} to {self.high}"


_NEG = -10_000  # below any reachable score (throw penalties can push a score below 0)


def _standard(step: int) -> list[_Band]:
    """000 / Bianfeng: 0 B+3, under a step B+2, under two B+1, under three pass, then A+1 per step."""
    return [
        _Band(_NEG, 0, "banker", 3, False, name="大光"),
        _Band(5, step - 5, "banker", 2, False, name="小光"),
        _Band(step, 2 * step - 5, "banker", 1, False),
        _Band(2 * step, 3 * step - 5, "attackers", 0, True),
        _Band(3 * step, None, "attackers", 1, True, per_step=step),
    ]


def _table_002(decks: int, step: int) -> list[_Band]:
    if decks == 1:
        # 002, 1 deck: 0 B+2; 5-35 B+1; 40-75 pass; 80-95 A+1; 100 A+2. Beyond 100 (kitty
        # captures) the source is silent; the 20-point bands continue.
        return [
            _Band(_NEG, 0, "banker", 2, False, name="大光"),
            _Band(5, 35, "banker", 1, False),
            _Band(40, 75, "attackers", 0, True),
            _Band(80, None, "attackers", 1, True, per_step=20),
        ]
    if decks == 3:
        return _standard(step)
    # 2 decks: the 000 banker bands, then no pass-only band: attackers +1 from two steps.
    return [*_standard(step)[:3], _Band(2 * step, None, "attackers", 1, True, per_step=step)]


_TABLE_004 = [
    _Band(_NEG, 0, "banker", 6, False, name="大光"),
    _Band(5, 10, "banker", 5, False, name="小光"),
    _Band(15, 20, "banker", 4, False, name="小光"),
    _Band(25, 30, "banker", 3, False, name="小光"),
    _Band(35, 35, "banker", 2, False, name="小光"),
    _Band(40, 75, "banker", 1, False),
    _Band(80, 115, "attackers", 0, True),
    _Band(120, 120, "attackers", 1, True),
    _Band(125, 160, "attackers", 2, True),
    _Band(165, 200, "attackers", 3, True),
    _Band(205, 240, "attackers", 4, True),
    _Band(245, 280, "attackers", 5, True),
    _Band(285, None, "attackers", 6, True, name="封顶"),
]


def _shengji(step: int) -> list[_Band]:
    """shengji.io defaults: as 000, plus +1 per further step below zero (throw penalties)."""
    bands = [_Band(5 - step, 0, "banker", 3, False, name="大光"), *_standard(step)[1:]]
    # Negative scores: [5 - 2s, 5 - s) → +4, and so on; enough bands for any penalty total.
    bands.extend(
        _Band(5 - (k + 1) * step, 5 - k * step - 5, "banker", 3 + k, False) for k in range(1, 40)
    )
    return bands


_RULE = {
    LevelTable.STANDARD: "level.standard",
    LevelTable.TABLE_002: "level.002",
    LevelTable.TABLE_004: "level.004",
    LevelTable.SHENGJI: "level.shengji",
}


def _bands(rules: RuleSet) -> list[_Band]:
    step = rules.effective_level_step
    if rules.level_table is LevelTable.TABLE_002:
        return _table_002(rules.decks, step)
    if rules.level_table is LevelTable.TABLE_004:
        return _TABLE_004
    if rules.level_table is LevelTable.SHENGJI:
        return _shengji(step)
    return _standard(step)


def level_change(attacker_points: int, rules: RuleSet) -> Verdict[LevelChange]:
    """Which side goes up and by how many levels, for the attackers' final points."""
    if attacker_points % 5:
        msg = f"attacker_points={attacker_points}: points come in fives (5, 10 and K)"
        raise ValueError(msg)
    bands = _bands(rules)
    band = next((b for b in bands if b.contains(attacker_points)), None)
    if band is None:
        lowest = min(b.low for b in bands)
        msg = f"attacker_points={attacker_points}: expected at least {lowest} under this table"
        raise ValueError(msg)
    levels = band.levels_at(attacker_points)
    # The cap (level_cap, a house rule: no preset sets it) is on the attackers' gain, like 004's
    # "285-320 捡分方升6级（封顶）"; the banker team's gains come from the table alone.
    capped = band.side == "attackers" and rules.level_cap is not None and levels > rules.level_cap
    if capped:
        assert rules.level_cap is not None
        levels = rules.level_cap
    change = LevelChange(band.side, levels, band.bank_changes)
    label = f" ({band.name})" if band.name else ""
    where = f"{attacker_points} points is {band.text(attacker_points)}{label}"
    cap_note = f" (capped at {levels})" if capped else ""
    if band.side == "banker" and levels:
        reason = f"{where}: the banker team goes up {_lv(levels)}{cap_note}."
        reason_zh = f"{attacker_points} 分{label}：庄家方升 {levels} 级。"
    elif not levels:
        reason = f"{where}: the attackers take the bank, and nobody goes up."
        reason_zh = f"{attacker_points} 分：换庄，双方都不升级。"
    else:
        reason = f"{where}: the attackers take the bank and go up {_lv(levels)}{cap_note}."
        reason_zh = f"{attacker_points} 分：抓分方上台并升 {levels} 级。"
    return Verdict(
        change,
        reason,
        reason_zh,
        _RULE[rules.level_table],
        {"band": band.text(attacker_points), "step": rules.effective_level_step},
    )


def _lv(n: int) -> str:
    return "1 level" if n == 1 else f"{n} levels"


@dataclass(frozen=True, slots=True)
class Advance:
    """A team's level after going up: the new level and whether that wins the match."""

    level: Rank
    match_won: bool
    wrapped: bool = False


def advance(level: Rank, levels: int, rules: RuleSet, *, as_banker: bool) -> Verdict[Advance]:
    """Move a team up ``levels`` from ``level``, applying must-defend ranks and the match end.

    ``as_banker`` is True when the team going up was the banker team (it defended ``level``).
    A must-defend rank is never jumped over; a team leaves it only by winning it as banker. At A:
    ``defend_ace`` and ``pass_ace`` end the match for a team that goes past A; ``wrap`` (004) goes
    back to 2.
    """
    if levels <= 0:
        return Verdict(
            Advance(level, match_won=False),
            f"No levels to move: the team stays at {level.label}.",
            f"不升级：仍打 {level.label}。",
            "level.advance",
        )
    ladder = list(LEVEL_RANKS)
    pos = ladder.index(level)
    must = set(rules.must_defend)
    if level in must and not as_banker:
        return Verdict(
            Advance(level, match_won=False),
            f"{level.label} must be defended: a team at {level.label} goes past it only by "
            "winning a hand there as banker, so it stays at "
            f"{level.label}.",
            f"{level.label} 为必打级：只有坐庄打过才能通过，仍打 {level.label}。",
            "level.must-defend",
        )
    for step in range(levels):
        if pos == len(ladder) - 1:  # going past A
            if rules.match_end is MatchEnd.WRAP:
                pos = 0
                wrapped = ladder[pos]
                rest = levels - step - 1
                if not must:  # no rank stops the count: every 13 levels go round once
                    rest %= len(ladder)
                inner = advance(wrapped, rest, rules, as_banker=False) if rest else None
                final = inner.value.level if inner else wrapped
                return Verdict(
                    Advance(final, match_won=False, wrapped=True),
                    f"Past A the count wraps to 2 (match_end='wrap'): the team is now at {final.label}.",
                    f"打过 A 后回到 2 继续升级：现在打 {final.label}。",
                    "level.match-end",
                )
            return Verdict(
                Advance(Rank.ACE, match_won=True),
                "The team goes past A and wins the match.",
                "打过 A，赢得比赛。",
                "level.match-end",
            )
        pos += 1
        if ladder[pos] in must and step < levels - 1:
            return Verdict(
                Advance(ladder[pos], match_won=False),
                f"{ladder[pos].label} must be defended, so the jump stops there "
                f"({levels - step - 1} level(s) of the jump are lost).",
                f"{ladder[pos].label} 为必打级，升级停在此级。",
                "level.must-defend",
            )
    return Verdict(
        Advance(ladder[pos], match_won=False),
        f"The team goes up {_lv(levels)}, from {level.label} to {ladder[pos].label}.",
        f"从 {level.label} 升到 {ladder[pos].label}。",
        "level.advance",
    )


def next_banker(banker: int, change: LevelChange, players: int = 4) -> Verdict[int]:
    """Seat of the next banker (seats numbered in play order; 下家 = the next seat).

    The banker team keeps the bank → the banker's partner (with 4 players the seat opposite;
    with fixed partners teams alternate seats, so it is the next seat on the banker's team,
    two on); the bank passes → the banker's 下家.
    """
    if not change.bank_changes:
        seat = (banker + 2) % players
        return Verdict(
            seat,
            f"The banker team kept the bank, so the banker's partner (seat {seat}) is banker next.",
            f"庄家方升级，由庄家的对家（座位 {seat}）坐庄。",
            "level.next-banker",
        )
    seat = (banker + 1) % players
    return Verdict(
        seat,
        f"The attackers take the bank, so the banker's next player (下家, seat {seat}) is banker.",
        f"抓分方上台，由庄家的下家（座位 {seat}）坐庄。",
        "level.next-banker",
    )
