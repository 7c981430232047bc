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

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tractor_core.rules.cards import LEVEL_RANKS, Card, CardsLike, Rank, parse_cards
from tractor_core.rules.errors import TractorError
from tractor_core.rules.ruleset import (
    BonusLevel,
    JackVariation,
    LevelTable,
    MatchEnd,
    MaxRank,
    RuleSet,
)
from tractor_core.rules.trump_order import NT_RANK, Level, level_label
from tractor_core.rules.verdict import Verdict
from tractor_core.text.table import Seat, sentence

__all__ = [
    "Advance",
    "LevelChange",
    "advance",
    "jack_back_to_two",
    "ladder",
    "level_change",
    "must_defend",
    "next_banker",
]

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


def _shengji(rules: RuleSet) -> list[_Band]:
    """shengji.io's table, as its scoring.rs ``GameScoringParameters::materialize`` builds it.

    With step ``s`` and ``T = num_steps_to_non_landlord_turnover``: the banker team wins below
    ``T·s``. With ``truncate_zero_crossing_window`` its bands are ``[(k-1)s, ks)`` for k = T … 2
    (+1, +2, …), then ``[5, s)`` and ``[5 - s, 5)`` (one more each), so 0 points is a band of its
    own; without it, one band ``[(T-1)s, Ts)`` (+1). Below the last band each further step down
    gives one more level (throw penalties make scores negative). The attackers take the bank at
    ``T·s``: ``deadzone_size`` steps with no level, then +1 per step. The defaults (T = 2,
    dead zone 1, truncated) give 000's bands with 40-point steps for 2 decks.
    """
    s = rules.effective_level_step
    turn = rules.num_steps_to_non_landlord_turnover
    dead = rules.deadzone_size
    bands: list[_Band] = []
    if rules.truncate_zero_crossing_window:
        delta = 1
        for offset in range(turn, 1, -1):
            bands.append(_Band((offset - 1) * s, offset * s - 5, "banker", delta, False))
            delta += 1
        if s > 5:  # a step of 5 leaves this band empty
            bands.append(_Band(5, s - 5, "banker", delta, False, name="小光"))
        bands.append(_Band(5 - s, 0, "banker", delta + 1, False, name="大光"))
        low, delta = 5 - s, delta + 1
    else:
        low, delta = (turn - 1) * s, 1
        bands.append(_Band(low, turn * s - 5, "banker", delta, False))
    # Lower scores (throw penalties): each further step down one more level, for as many bands
    # as scoring.rs scores (its PropagateMore ... take(50): 50 bands in all on the banker's side;
    # a lower score is refused, as its "Failed to score game!").
    bands.extend(
        _Band(low - (k + 1) * s, low - k * s - 5, "banker", delta + k + 1, False)
        for k in range(50 - len(bands))
    )
    if dead:
        bands.append(_Band(turn * s, (turn + dead) * s - 5, "attackers", 0, True))
    bands.append(_Band((turn + dead) * s, None, "attackers", 1, True, per_step=s))
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
        return _shengji(rules)
    return _standard(step)


def level_change(
    attacker_points: int, rules: RuleSet, *, smaller_banker_team: bool = False
) -> Verdict[LevelChange]:
    """Which side goes up and by how many levels, for the attackers' final points.

    ``smaller_banker_team``: with called friends, the banker team ended with fewer players than
    its calls allow (a friend never found, or one player joining twice). Under
    ``bonus_level_policy='smaller_banker_team'`` (shengji.io's default) a banker team that wins
    then goes up one level more (scoring.rs ``GameScoreResult::new``, rule
    ``level.bonus-smaller-team``).
    """
    if attacker_points % 5:
        raise TractorError.of(
            "attacker_points={points}: points come in fives (5, 10 and K)", points=attacker_points
        )
    bands = _bands(rules)
    band = next((b for b in bands if b.contains(attacker_points)), None)
    if band is None:
        lowest = min(b.low for b in bands)
        raise TractorError.of(
            "attacker_points={points}: expected at least {lowest} under this table",
            points=attacker_points,
            lowest=lowest,
        )
    levels = band.levels_at(attacker_points)
    # The cap (level_cap, a house rule: no preset sets it) is on the attackers' gain, like 004's
    # "285-320 捡分方升6级（封顶）"; the banker team's gains come from the table alone.
    capped = band.side == "attackers" and rules.level_cap is not None and levels > rules.level_cap
    if capped:
        assert rules.level_cap is not None
        levels = rules.level_cap
    bonus = (
        smaller_banker_team
        and band.side == "banker"
        and levels > 0
        and rules.bonus_level_policy is BonusLevel.SMALLER_BANKER_TEAM
    )
    if bonus:
        levels += 1
    change = LevelChange(band.side, levels, band.bank_changes)
    label = f" ({band.name})" if band.name else ""
    where = f"{attacker_points} points is {band.text(attacker_points)}{label}"
    cap_note = f" (capped at {levels})" if capped else ""
    if bonus:
        reason = (
            f"{where}: the banker team goes up {_lv(levels - 1)}, and one more (bonus level: "
            f"its team is smaller than its calls allow, shengji.io): {_lv(levels)}."
        )
        reason_zh = (
            f"{attacker_points} 分{label}：庄家方升 {levels - 1} 级，另加 1 级（庄家方人数少于叫的"
            f"朋友数，shengji.io 的奖励级）：共升 {levels} 级。"
        )
    elif band.side == "banker" and levels:
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
        "level.bonus-smaller-team" if bonus else _RULE[rules.level_table],
        {"band": band.text(attacker_points), "step": rules.effective_level_step, "bonus": bonus},
    )


def _lv(n: int) -> str:
    return "1 level" if n == 1 else f"{n} levels"


@dataclass(frozen=True, slots=True)
class Advance:
    """A team's level after going up: the new level and whether that wins the match.

    ``level`` is ``None`` for shengji.io's NT rank past A (``max_rank='no_trump'``).
    """

    level: Level
    match_won: bool
    wrapped: bool = False


def ladder(rules: RuleSet) -> tuple[Level, ...]:
    """The levels a team climbs: 2 to A, then the NT rank under ``max_rank='no_trump'``."""
    if rules.max_rank is MaxRank.NO_TRUMP:
        return (*LEVEL_RANKS, NT_RANK)
    return LEVEL_RANKS


def must_defend(rules: RuleSet) -> frozenset[Level]:
    """The levels a team leaves only by winning a hand there as banker.

    ``must_defend``, and under ``max_rank='no_trump'`` the NT rank whenever A must be defended:
    shengji.io's advancement policies all make its max rank (and A, the rank below NT) a rank
    to defend, except FullyUnrestricted, which defends none (``must_defend=()`` here).
    """
    ranks: set[Level] = set(rules.must_defend)
    if rules.max_rank is MaxRank.NO_TRUMP and Rank.ACE in ranks:
        ranks.add(NT_RANK)
    return frozenset(ranks)


def advance(level: Level, levels: int, rules: RuleSet, *, as_banker: bool) -> Verdict[Advance]:
    """Move a team up ``levels`` from ``level``, applying must-defend ranks and the match end.

    ``as_banker`` is True when the team going up was the banker team (it defended ``level``).
    A must-defend rank is never jumped over; a team leaves it only by winning a hand there as
    banker. At the top (A, or NT under ``max_rank='no_trump'``): ``defend_ace`` and ``pass_ace``
    end the match for a team that goes past it; ``wrap`` (004, shengji.io) goes back to 2.
    """
    climb = list(ladder(rules))
    if level not in climb:
        raise TractorError.of(
            "level {level}: the NT rank exists only under max_rank='no_trump' (shengji.io)",
            level=level_label(level),
        )
    label = level_label(level)
    if levels <= 0:
        return Verdict(
            Advance(level, match_won=False),
            f"No levels to move: the team stays at {label}.",
            f"不升级：仍打 {label}。",
            "level.advance",
        )
    top = level_label(climb[-1])
    pos = climb.index(level)
    must = must_defend(rules)
    if level in must and not as_banker:
        return Verdict(
            Advance(level, match_won=False),
            f"{label} must be defended: a team at {label} goes past it only by "
            "winning a hand there as banker, so it stays at "
            f"{label}.",
            f"{label} 为必打级：只有坐庄打过才能通过，仍打 {label}。",
            "level.must-defend",
        )
    for step in range(levels):
        if pos == len(climb) - 1:  # going past the top
            if rules.match_end is MatchEnd.WRAP:
                pos = 0
                wrapped = climb[pos]
                rest = levels - step - 1
                if not must:  # no rank stops the count: every lap of the ladder goes round once
                    rest %= len(climb)
                inner = advance(wrapped, rest, rules, as_banker=False) if rest else None
                final = inner.value.level if inner else wrapped
                return Verdict(
                    Advance(final, match_won=False, wrapped=True),
                    f"Past {top} the count wraps to 2 (match_end='wrap'): the team is now at "
                    f"{level_label(final)}.",
                    f"打过 {top} 后回到 2 继续升级：现在打 {level_label(final)}。",
                    "level.match-end",
                )
            return Verdict(
                Advance(climb[-1], match_won=True),
                f"The team goes past {top} and wins the match.",
                f"打过 {top}，赢得比赛。",
                "level.match-end",
            )
        pos += 1
        if climb[pos] in must and step < levels - 1:
            stop = level_label(climb[pos])
            return Verdict(
                Advance(climb[pos], match_won=False),
                f"From {label}, {stop} must be defended, so the jump stops there "
                f"({levels - step - 1} level(s) of the jump are lost).",
                f"从 {label} 升级：{stop} 为必打级，升级停在此级。",
                "level.must-defend",
            )
    rule = "level.nt-rank" if NT_RANK in (level, climb[pos]) else "level.advance"
    return Verdict(
        Advance(climb[pos], match_won=False),
        f"The team goes up {_lv(levels)}, from {label} to {level_label(climb[pos])}"
        + (
            " (the NT rank: no level card, the jokers are the only trumps)."
            if climb[pos] is NT_RANK
            else "."
        ),
        f"从 {label} 升到 {level_label(climb[pos])}"
        + ("（NT：没有级牌，只有王是主）。" if climb[pos] is NT_RANK else "。"),
        rule,
    )


def jack_back_to_two(
    level: Level, winning_play: CardsLike, rules: RuleSet, *, attackers_won: bool
) -> Verdict[bool]:
    """shengji.io's jack variation (钩J): does the banker team go back to 2?

    Under ``jack_variation='single_jack'``, when the banker's level is J and the attackers win
    the last trick with a single J (``winning_play``, the winner's cards), every player of the
    banker team goes back to 2; the hand's level change then applies from there (its
    ``check_jacks_last_trick`` and ``compute_player_level_deltas``: a banker team that wins 2
    levels ends at 4).
    """
    cards: Sequence[Card] = parse_cards(winning_play)
    shown = " ".join(c.notation for c in cards)
    if rules.jack_variation is not JackVariation.SINGLE_JACK:
        return Verdict(
            False,
            "These house rules have no jack variation (jack_variation='disabled').",
            "本房规没有钩J。",
            "level.jack",
        )
    if level is not Rank.JACK:
        return Verdict(
            False,
            f"The jack variation applies only at level J; this hand is at {level_label(level)}.",
            f"钩J只在打 J 时才算；本局打 {level_label(level)}。",
            "level.jack",
        )
    if not attackers_won:
        return Verdict(
            False,
            "The banker team won the last trick, so the jack variation does not apply.",
            "最后一轮是庄家方赢的，不算钩J。",
            "level.jack",
        )
    if len(cards) != 1 or cards[0].rank is not Rank.JACK:
        return Verdict(
            False,
            f"The attackers won the last trick with {shown}, not with a single J: the banker "
            "team keeps its level.",
            f"抓分方最后一轮赢牌用的是 {shown}，不是单张 J：庄家方不退级。",
            "level.jack",
        )
    return Verdict(
        True,
        f"At level J the attackers won the last trick with a single J ({shown}): every player "
        "of the banker team goes back to 2 (shengji.io's jack variation, 钩J).",
        f"打 J 时抓分方用单张 J（{shown}）赢了最后一轮：庄家方全体退回 2（钩J）。",
        "level.jack",
    )


def next_banker(banker: int, change: LevelChange, players: int = 4) -> Verdict[int]:
    """Seat of the next banker (seats numbered in play order; 下家 = the next seat).

    The banker team keeps the bank → the banker's partner (with 4 players the seat opposite;
    with fixed partners teams alternate seats, so it is the next seat on the banker's team,
    two on); the bank passes → the banker's 下家.
    """
    if not change.bank_changes:
        seat = (banker + 2) % players
        return Verdict.saying(
            seat,
            "level.next-banker",
            sentence(
                "The banker team kept the bank, so the banker's partner ({seat}) is banker next.",
                seat=Seat(seat),
            ),
            players=players,
        )
    seat = (banker + 1) % players
    return Verdict.saying(
        seat,
        "level.next-banker",
        sentence(
            "The attackers take the bank, so the banker's next player (下家, {seat}) is banker.",
            seat=Seat(seat),
        ),
        players=players,
    )
