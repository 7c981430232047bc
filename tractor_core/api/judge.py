"""The judge: the engine's public, language-neutral interface (JSON questions in, JSON answers out).

A question::

    {"id": "q1", "kind": "is_tractor", "rules": {"preset": "000", "decks": 2},
     "trump": {"level": "10", "suit": "H"}, "input": {"cards": ["SJ", "SJ", "S9", "S9"]}}

An answer::

    {"id": "q1", "answer": {"tractor": true}, "reason": "...", "reason_zh": "...",
     "rule": "combo.tractor.level-gap"}

or ``{"id": "q1", "error": "..."}`` for a question that cannot be read; one bad question never
stops the others. Cards may be given as a list of notation strings or as one string.

>>> answer = ask({"id": "t", "kind": "is_tractor", "trump": {"level": "10", "suit": "H"},
...               "input": {"cards": "LJ LJ H10 H10"}})
>>> answer["answer"], answer["rule"]
({'tractor': True}, 'combo.tractor.trump-chain')
>>> ask({"id": "bad", "kind": "is_tractor", "trump": {"level": "2", "suit": None},
...      "input": {"cards": "S1 S1"}})["error"]
"input.cards: 'S1' at position 1: rank must be 2-10, J, Q, K or A"
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Sequence
from typing import Any, Final

from tractor_core.api.entry import InternalError
from tractor_core.rules.cards import Card, Rank, check_copies, check_copies_across, parse_cards
from tractor_core.rules.combinations import decompose, is_tractor, readings
from tractor_core.rules.declaring import (
    Bid,
    check_bid,
    count_overturns,
    read_bid,
    resolve_no_bid,
    stake_multiplier,
)
from tractor_core.rules.errors import TooManyCopiesError, TractorError, shown
from tractor_core.rules.following import RainbowFollows, check_follow, legal_follows
from tractor_core.rules.friends import FriendCall, NthPlayedTracker, check_call, partner_by_holding
from tractor_core.rules.kitty import kitty_capture
from tractor_core.rules.levels import advance, jack_back_to_two, level_change
from tractor_core.rules.presets import preset
from tractor_core.rules.rainbows import read_rainbow
from tractor_core.rules.ruleset import Bombs, NoBid, Partners, RuleSet, ThrowPenalty
from tractor_core.rules.throwing import ThrowResult, check_throw, verify_lead
from tractor_core.rules.trick import ruff_beats, trick_winner
from tractor_core.rules.trump_order import (
    Level,
    Trump,
    TrumpOrder,
    level_label,
    order_for,
    parse_trump,
)
from tractor_core.rules.verdict import Verdict

__all__ = ["KINDS", "ask", "judge", "judge_json"]


class QuestionError(TractorError):
    """A question that cannot be read: names the field and what was expected."""


Handler = Callable[[dict[str, Any], TrumpOrder], tuple[dict[str, Any], Verdict[Any]]]


def _cards(inp: dict[str, Any], key: str, order: TrumpOrder) -> tuple[Card, ...]:
    if key not in inp:
        msg = f"input.{key} is missing"
        raise QuestionError(msg, message_zh=f"input.{key}：缺少这一项")
    try:
        cards = parse_cards(inp[key])
        check_copies(cards, order.rules.decks)
    except TractorError as exc:
        msg = f"input.{key}: {exc}"
        raise QuestionError(msg, message_zh=f"input.{key}：{exc.message_zh}") from None
    return cards


def _plays(inp: dict[str, Any], key: str, order: TrumpOrder) -> list[tuple[Card, ...]]:
    raw = inp.get(key)
    if not isinstance(raw, list) or not raw:
        msg = f"input.{key}: expected a non-empty list of plays, each a list of cards"
        raise QuestionError(msg, message_zh=f"input.{key}：应为各家出的牌，每家一组，不能为空")
    out = []
    for i, play in enumerate(raw):
        try:
            out.append(parse_cards(play))
        except TractorError as exc:
            msg = f"input.{key}[{i}]: {exc}"
            raise QuestionError(msg, message_zh=f"input.{key}[{i}]：{exc.message_zh}") from None
    return out


def _notation(cards: Sequence[Card]) -> list[str]:
    return [c.notation for c in cards]


# ---------------------------------------------------------------------------------- kinds
def _is_tractor(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    verdict = is_tractor(_cards(inp, "cards", order), order)
    return {"tractor": verdict.value}, verdict


def _decompose(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    cards = _cards(inp, "cards", order)
    if order.rules.rainbows is not None:  # shengji.io rainbows: a lead of several suits may stand
        rainbow = read_rainbow(cards, order)
        if rainbow is not None:
            groups = [_notation(g.cards) for g in rainbow]
            answer = {"units": groups, "candidates": [groups], "rainbow": True}
            return answer, verify_lead(cards, order)
    verdict = decompose(cards, order)
    candidates = [[_notation(u.cards) for u in r] for r in readings(cards, order)]
    answer = {"units": [_notation(u.cards) for u in verdict.value], "candidates": candidates}
    if order.rules.rainbows is not None:
        answer["rainbow"] = False
    return answer, verdict


def _kitty(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    plays = _plays(inp, "last_trick", order)
    kitty = _cards(inp, "kitty", order)
    winner = inp.get("winner")
    team = inp.get("banker_team")
    if winner is not None and (isinstance(winner, bool) or not isinstance(winner, int)):
        msg = f"input.winner: expected a seat number, got {shown(winner)}"
        raise QuestionError(msg)
    if team is not None and not (isinstance(team, list) and all(isinstance(s, int) for s in team)):
        msg = f"input.banker_team: expected a list of seat numbers, got {shown(team)}"
        raise QuestionError(msg)
    verdict = kitty_capture(plays, kitty, order, winner=winner, banker_team=team)
    result = verdict.value
    return {
        "multiplier": result.multiplier,
        "kitty_points": result.kitty_points,
        "attackers_gain": result.attackers_gain,
    }, verdict


def _level(value: Any, key: str) -> Level:
    """A team's level from JSON: a rank 2-A, or "NT" (shengji.io's NT rank past A)."""
    if isinstance(value, str) and value.strip().upper() == "NT":
        return None
    try:
        return Rank.parse(str(value))
    except TractorError:
        msg = f"input.{key}: expected a rank 2-10, J, Q, K or A (or NT), got {shown(value)}"
        zh = f"input.{key}：级应为 2-10、J、Q、K、A（或 NT），现在是 {shown(value)}"
        raise QuestionError(msg, message_zh=zh) from None


def _flag(inp: dict[str, Any], key: str) -> bool:
    value = inp.get(key, False)
    if not isinstance(value, bool):
        msg = f"input.{key}: expected true or false, got {shown(value)}"
        raise QuestionError(msg)
    return value


def _jack(inp: dict[str, Any], order: TrumpOrder) -> Verdict[bool]:
    """shengji.io's jack variation, read from the question.

    ``last_trick`` (plays from the leader), ``leader`` and ``banker_team`` (seats); the hand's
    level is the trump's.
    """
    plays = _plays(inp, "last_trick", order)
    rules = order.rules
    leader = _seat({"leader": inp.get("leader", 0)}, "leader", rules.players)
    team = inp.get("banker_team")
    if not (
        isinstance(team, list)
        and team
        and all(isinstance(s, int) and not isinstance(s, bool) for s in team)
    ):
        msg = f"input.banker_team: expected a list of seat numbers, got {shown(team)}"
        raise QuestionError(msg)
    index = trick_winner(plays, order).value
    winner = (leader + index) % rules.players
    return jack_back_to_two(
        order.trump.level, plays[index], rules, attackers_won=winner not in team
    )


def _level_change(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    """How many levels a score gives, to whom; with ``level``, the side's new level.

    ``smaller_banker_team`` (true/false): the banker team ended smaller than its calls allow
    (shengji.io's bonus level). ``last_trick``, ``banker_team`` (and ``leader``) with the hand's
    ``trump``: shengji.io's jack variation, answered as ``back_to_two`` (the banker team's
    level then restarts at 2).
    """
    points = inp.get("attacker_points")
    if isinstance(points, bool) or not isinstance(points, int):
        msg = f"input.attacker_points: expected a whole number of points, got {shown(points)}"
        zh = f"input.attacker_points：分数要写整数，现在是 {shown(points)}"
        raise QuestionError(msg, message_zh=zh)
    if points % 5:
        msg = (
            f"input.attacker_points: {points} is not a multiple of 5 (card points come in fives: "
            "5, 10 and K)"
        )
        zh = f"input.attacker_points：{points} 不是 5 的倍数（分牌是 5、10、K，得分总是 5 的倍数）"
        raise QuestionError(msg, message_zh=zh)
    smaller = _flag(inp, "smaller_banker_team")
    try:
        verdict = level_change(points, order.rules, smaller_banker_team=smaller)
    except TractorError as exc:  # below the table's lowest score (the error says which)
        low = exc.values.get("lowest", "?")
        msg = f"input.attacker_points: {points} is below this level table's lowest score, {low}"
        zh = f"input.attacker_points：{points} 低于这张升级表的最低分 {low}"
        raise QuestionError(msg, message_zh=zh) from None
    change = verdict.value
    answer: dict[str, Any] = {
        "side": change.side,
        "levels": change.levels,
        "bank_changes": change.bank_changes,
    }
    if smaller:
        answer["bonus_level"] = bool(verdict.details.get("bonus"))
    jack = _jack(inp, order) if "last_trick" in inp else None
    if jack is not None:
        answer["back_to_two"] = jack.value
    if "level" in inp:
        level = _level(inp["level"], "level")
        banker_side = change.side == "banker"
        if jack is not None and jack.value and banker_side:
            level = Rank.TWO  # the banker team restarts at 2, then goes up
        try:
            moved = advance(level, change.levels, order.rules, as_banker=banker_side)
        except ValueError as exc:  # the NT rank without max_rank='no_trump'
            zh = "input.level：无主级（NT）只在 max_rank='no_trump'（shengji.io）时才有"
            raise QuestionError(f"input.level: {exc}", message_zh=zh) from None
        answer["new_level"] = level_label(moved.value.level)
        answer["match_won"] = moved.value.match_won
        verdict = Verdict(
            change,
            f"{verdict.reason} {moved.reason}",
            f"{verdict.reason_zh}{moved.reason_zh}",
            moved.rule if moved.rule != "level.standard" else verdict.rule,
            verdict.details,
        )
    if jack is not None and jack.value:
        verdict = Verdict(
            change,
            f"{jack.reason} {verdict.reason}",
            f"{jack.reason_zh}{verdict.reason_zh}",
            jack.rule,
            verdict.details,
        )
    return answer, verdict


def _stake(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    """Source 004's coins: what the hand's stake is multiplied by after its overturns.

    Input: ``overturns`` (a number), or ``bids`` (``[seat, cards]`` in the order shown, each
    standing when shown; reinforcements are not overturns). Answer ``{"overturns", "multiplier"}``.
    """
    rules = order.rules
    if "bids" in inp:
        raw = inp["bids"]
        if not isinstance(raw, list) or not raw:
            msg = "input.bids: expected a list of [seat, cards] in the order they were shown"
            raise QuestionError(msg)
        history: list[Bid] = []
        for i, item in enumerate(raw):
            if not isinstance(item, list) or len(item) != 2:
                msg = f"input.bids[{i}]: expected [seat, cards], got {shown(item)}"
                raise QuestionError(msg)
            seat = _seat({f"bids[{i}][0]": item[0]}, f"bids[{i}][0]", rules.players)
            cards = _cards({f"bids[{i}][1]": item[1]}, f"bids[{i}][1]", order)
            first_hand = _flag(inp, "first_hand") if "first_hand" in inp else False
            stands = check_bid(
                cards,
                seat,
                order.trump.level,
                rules,
                history=history,
                phase="deal" if not history else "after_deal",
                first_hand=first_hand,
            )
            if not stands.value:
                msg = f"input.bids[{i}]: {stands.reason}"
                raise QuestionError(msg)
            history.append(stands.details["bid"])
        overturns = count_overturns(history)
    else:
        given = inp.get("overturns")
        if isinstance(given, bool) or not isinstance(given, int):
            msg = f"input.overturns: expected a whole number, got {shown(given)}"
            raise QuestionError(msg)
        overturns = given
    try:
        verdict = stake_multiplier(overturns, rules)
    except ValueError as exc:  # "overturns=N: expected ...": said as every input error is
        what = str(exc).split(": ", 1)[-1]
        msg = f"input.overturns: {what}, got {shown(overturns)}"
        raise QuestionError(msg) from None
    return {"overturns": overturns, "multiplier": verdict.value}, verdict


def _throw(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    lead = _cards(inp, "lead", order)
    raw = inp.get("others")
    if not isinstance(raw, list):
        msg = "input.others: expected a list of the other hands in seat order after the leader"
        raise QuestionError(msg)
    others = [_cards({f"others[{i}]": h}, f"others[{i}]", order) for i, h in enumerate(raw)]
    verdict = check_throw(lead, others, order)
    result = verdict.value
    answer = {
        "succeeds": result.succeeds,
        "forced": None if result.forced is None else _notation(result.forced),
        "blocked_by": result.blocked_by,
        "penalty": result.penalty,
    }
    if order.rules.rainbows is not None:
        answer["rainbow"] = bool(result.rainbow)
    return _with_stake(answer, result, order), verdict


def _follow_legal(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    lead, hand = _cards(inp, "lead", order), _cards(inp, "hand", order)
    play = _cards(inp, "play", order)
    verdict = check_follow(lead, hand, play, order)
    required = verdict.details.get("required")
    # Card codes whichever way the rule's verdict lists them (the wide ladder's are Cards).
    codes = None if required is None else _notation(parse_cards(list(required)))
    answer = {"legal": verdict.value, "required": codes}
    if order.rules.bombs is not Bombs.NO_BOMBS:
        answer["bomb"] = verdict.rule == "follow.bomb"
    if order.rules.rainbows is not None:
        answer["rainbow"] = verdict.rule.startswith("follow.rainbow")
    return answer, verdict


def _legal_follows(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    lead, hand = _cards(inp, "lead", order), _cards(inp, "hand", order)
    follows = legal_follows(lead, hand, order)
    n = follows.count()
    verdict: Verdict[int] = Verdict(
        n,
        f"{n} distinct legal follow(s) to {' '.join(_notation(lead))} from this hand.",
        f"共有 {n} 种合法跟牌。",
        "follow.rainbow" if isinstance(follows, RainbowFollows) else "follow.suit",
    )
    answer: dict[str, Any] = {"count": n}
    if order.rules.rainbows is not None:
        answer["rainbow"] = isinstance(follows, RainbowFollows)
    return answer, verdict


def _trick_winner(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    plays = _plays(inp, "plays", order)
    verdict = trick_winner(plays, order)
    answer: dict[str, Any] = {"winner": verdict.value}
    if order.rules.bombs is not Bombs.NO_BOMBS:  # shengji.io bombs: which seats played one
        answer["bombs"] = [seat for seat, p in enumerate(plays) if len(p) >= 4 and len(set(p)) == 1]
    if order.rules.rainbows is not None:  # shengji.io rainbows: the ranks each play was read as
        answer["rainbow"] = verdict.rule == "trick.rainbow"
        if answer["rainbow"]:
            answer["ranks"] = [r["ranks"] for r in verdict.details["rulings"]]
    return answer, verdict


def _ruff_beats(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    lead, versus = _cards(inp, "lead", order), _cards(inp, "versus", order)
    play = _cards(inp, "play", order)
    verdict = ruff_beats(lead, versus, play, order)
    return {"beats": verdict.value}, verdict


def _declaration(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    """Does ``bid`` (by ``seat``) beat ``current`` (by ``current_seat``)? See tractor_core.rules.declaring."""
    level, rules = order.trump.level, order.rules
    first_hand = inp.get("first_hand", True)
    phase = inp.get("phase", "deal")
    if phase not in ("deal", "after_deal") or not isinstance(first_hand, bool):
        msg = "input.phase: expected 'deal' or 'after_deal'; input.first_hand: true or false"
        raise QuestionError(msg)
    seats = {k: inp.get(k, 0) for k in ("seat", "current_seat")}
    for key, value in seats.items():
        if isinstance(value, bool) or not isinstance(value, int):
            msg = f"input.{key}: expected a seat number, got {shown(value)}"
            raise QuestionError(msg)
    history = []
    if inp.get("current") is not None:
        current = read_bid(
            _cards(inp, "current", order),
            level,
            rules,
            seat=seats["current_seat"],
            first_hand=first_hand,
        )
        if current.value is None:
            raise QuestionError(
                f"input.current: {current.reason}", message_zh=f"input.current：{current.reason_zh}"
            )
        history.append(current.value)
    other = inp.get("someone_else_bid")
    verdict = check_bid(
        _cards(inp, "bid", order),
        seats["seat"],
        level,
        rules,
        history=history,
        phase=phase,
        first_hand=first_hand,
        hand=_cards(inp, "hand", order) if "hand" in inp else None,
        from_kitty=_cards(inp, "from_kitty", order) if "from_kitty" in inp else (),
        someone_else_bid=other if isinstance(other, bool) else None,
    )
    trump = verdict.details.get("trump")
    return {
        "valid": verdict.value,
        "trump": None
        if trump is None
        else {"level": trump.level_label, "suit": None if trump.suit is None else trump.suit.value},
    }, verdict


def _with_stake(answer: dict[str, Any], result: ThrowResult, order: TrumpOrder) -> dict[str, Any]:
    """Add ``stake`` under ``throw_penalty='stake'`` (004): the share of the room's base stake.

    It is 0.5 when the throw failed and 0 when it stood; card points (``penalty``) stay 0.
    """
    if order.rules.throw_penalty is ThrowPenalty.STAKE:
        answer["stake"] = result.stake
    return answer


def _no_bid(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    """The trump when nobody declared (``declaring.resolve_no_bid``); ``trump.level`` is the level.

    Input: ``kitty`` (top card first), ``first_hand`` (default true), ``banker_hand`` (optional,
    001's tie-break). Answer: ``{"trump": {"level", "suit"} or null, "redeal": bool}``.
    """
    rules = order.rules
    kitty = _cards(inp, "kitty", order)
    first_hand = inp.get("first_hand", True)
    if not isinstance(first_hand, bool):
        msg = f"input.first_hand: expected true or false, got {shown(first_hand)}"
        raise QuestionError(msg)
    policy = rules.no_bid_first_hand if first_hand else rules.no_bid_later
    need = rules.no_bid_kitty_card if policy is NoBid.KITTY_NTH else 1
    if policy is not NoBid.REDEAL and policy is not NoBid.NO_TRUMP and len(kitty) < need:
        msg = f"input.kitty: {policy.value} needs at least {need} kitty card(s), got {len(kitty)}"
        raise QuestionError(msg)
    banker_hand = _cards(inp, "banker_hand", order) if "banker_hand" in inp else ()
    verdict = resolve_no_bid(
        kitty, order.trump.level, rules, first_hand=first_hand, banker_hand=banker_hand
    )
    trump = verdict.value
    return {
        "trump": None
        if trump is None
        else {"level": trump.level_label, "suit": None if trump.suit is None else trump.suit.value},
        "redeal": trump is None,
    }, verdict


def _seat(inp: dict[str, Any], key: str, players: int) -> int:
    value = inp.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        msg = f"input.{key}: expected a seat number 0 to {players - 1}, got {shown(value)}"
        raise QuestionError(msg)
    return value


def _friend_calls(inp: dict[str, Any]) -> list[FriendCall]:
    raw = inp.get("calls")
    if raw is None and "card" in inp:
        raw = [{"card": inp["card"], "nth": inp.get("nth", 1)}]
    if not isinstance(raw, list) or not raw:
        msg = "input.calls: expected a list of calls such as [{'card': 'SA', 'nth': 1}]"
        raise QuestionError(msg)
    calls = []
    for i, call in enumerate(raw):
        if not isinstance(call, dict) or not isinstance(call.get("card"), str):
            msg = f"input.calls[{i}]: expected {{'card': 'SA', 'nth': 1}}, got {shown(call)}"
            raise QuestionError(msg)
        nth = call.get("nth", 1)
        if isinstance(nth, bool) or not isinstance(nth, int):
            msg = f"input.calls[{i}].nth: expected a whole number, got {shown(nth)}"
            raise QuestionError(msg)
        try:
            calls.append(FriendCall(Card.parse(call["card"]), nth))
        except TractorError as exc:
            msg = f"input.calls[{i}].card: {exc}"
            raise QuestionError(msg) from None
    return calls


def _friend(inp: dict[str, Any], order: TrumpOrder) -> tuple[dict[str, Any], Verdict[Any]]:
    """Who the friend is for a call (``friends.py``), under ``partners``.

    Input: ``calls`` (or one ``card`` with ``nth``), ``banker`` (a seat). ``call_holder_nearest``
    also takes ``hands`` (every seat's hand after the bury, seats in play order) and answers
    ``partners`` (one seat or null per call); ``call_nth_played`` takes ``plays`` (``[seat, cards]``
    in the order played) and answers ``joins`` and the banker's ``team`` so far.
    """
    rules = order.rules
    calls = _friend_calls(inp)
    banker = _seat(inp, "banker", rules.players)
    call = check_call(calls, order)
    if not call.value:
        return {"valid": False}, call
    if rules.partners is Partners.CALL_HOLDER_NEAREST:
        raw = inp.get("hands")
        if not isinstance(raw, list) or len(raw) != rules.players:
            msg = f"input.hands: expected {rules.players} hands, one per seat in play order"
            raise QuestionError(msg)
        hands = [_cards({f"hands[{i}]": h}, f"hands[{i}]", order) for i, h in enumerate(raw)]
        found = [partner_by_holding(c.card, banker, hands, rules.decks) for c in calls]
        verdict: Verdict[Any] = Verdict(
            [v.value for v in found],
            " ".join(v.reason for v in found),
            "".join(v.reason_zh for v in found),
            found[0].rule,
            {"rules": [v.rule for v in found]},
        )
        return {"valid": True, "partners": verdict.value}, verdict
    raw = inp.get("plays")
    if not isinstance(raw, list):
        msg = "input.plays: expected a list of [seat, cards] in the order they were played"
        raise QuestionError(msg)
    tracker = NthPlayedTracker(tuple(calls), banker)
    joins: list[dict[str, Any]] = []
    said: list[Verdict[int | None]] = []
    for i, item in enumerate(raw):
        if not isinstance(item, list) or len(item) != 2:
            msg = f"input.plays[{i}]: expected [seat, cards], got {shown(item)}"
            raise QuestionError(msg)
        seat = _seat({f"plays[{i}][0]": item[0]}, f"plays[{i}][0]", rules.players)
        cards = _cards({f"plays[{i}][1]": item[1]}, f"plays[{i}][1]", order)
        for v in tracker.observe(seat, cards):
            said.append(v)
            joins.append({"seat": seat, "joined": v.value is not None, "play": i})
    if said:
        verdict = Verdict(
            joins,
            " ".join(v.reason for v in said),
            "".join(v.reason_zh for v in said),
            "friends.nth-played",
        )
    else:
        named = ", ".join(c.describe() for c in calls)
        verdict = Verdict(
            joins,
            f"Nobody has played {named} yet: the friend is not known.",
            "朋友牌尚未打出，朋友未知。",
            "friends.nth-played",
        )
    return {"valid": True, "joins": joins, "team": sorted(tracker.team)}, verdict


KINDS: Final[dict[str, Handler]] = {
    "declaration": _declaration,
    "is_tractor": _is_tractor,
    "decompose": _decompose,
    "kitty_multiplier": _kitty,
    "level_change": _level_change,
    "throw": _throw,
    "follow_legal": _follow_legal,
    "legal_follows": _legal_follows,
    "trick_winner": _trick_winner,
    "ruff_beats": _ruff_beats,
    "no_bid": _no_bid,
    "friend": _friend,
    "stake_multiplier": _stake,
}


# ---------------------------------------------------------------------------------- questions
def _rules(spec: Any) -> RuleSet:
    if spec is None:
        return RuleSet()
    if not isinstance(spec, dict):
        msg = f"rules: expected an object such as {{'preset': 'default'}}, got {shown(spec)}"
        raise QuestionError(msg)
    options = dict(spec)
    name = options.pop("preset", "default")
    if not isinstance(name, str):
        msg = f"rules.preset: expected a preset name, got {shown(name)}"
        raise QuestionError(msg)
    for option, value in options.items():
        if _holds_number(value):  # NaN, Infinity, 1e999 or 101+ digits: no option takes them
            msg = f"rules.{option}: {shown(value)} is not a value this option takes"
            zh = f"rules.{option}：{shown(value)} 不是这个选项能取的值"
            raise QuestionError(msg, message_zh=zh)
    return preset(name, **options)


def _holds_number(value: Any) -> bool:
    """Whether ``value`` is, or holds, a number the JSON reader kept as text (:class:`_Number`)."""
    if isinstance(value, _Number):
        return True
    if isinstance(value, list):
        return any(_holds_number(v) for v in value)
    if isinstance(value, dict):
        return any(_holds_number(v) for v in value.values())
    return False


#: Kinds that do not depend on the trump; for them "trump" may be left out.
_NO_TRUMP_NEEDED: Final = {"level_change", "stake_multiplier"}


def _trump(spec: Any, kind: str) -> Trump:
    if spec is None and kind in _NO_TRUMP_NEEDED:
        return Trump(Rank.TWO, None)
    if not isinstance(spec, dict) or "level" not in spec:
        msg = f"trump: expected {{'level': '10', 'suit': 'H' or null}}, got {shown(spec)}"
        zh = f"trump：主应写成 {{'level': '10', 'suit': 'H' 或 null}}，现在是 {shown(spec)}"
        raise QuestionError(msg, message_zh=zh)
    try:
        return parse_trump(spec["level"], spec.get("suit"))
    except TractorError as exc:
        msg = f"trump: {exc}"
        zh = (
            f"trump：读不懂 {shown(spec.get('level'))}、{shown(spec.get('suit'))}：级应为 2-10、J、"
            "Q、K 或 A，主花色应为 S、H、C 或 D，无主写 null"
        )
        raise QuestionError(msg, message_zh=zh) from None


# ---------------------------------------------------------------------------------- one table
#: The inputs of a kind that are cards of one table, so together they hold at most ``decks``
#: copies of a card. A list-of-plays input is marked with the seats it can fill at most (the
#: players, or the others after the leader).
_ONE_TABLE: Final[dict[str, tuple[str, ...]]] = {
    "follow_legal": ("lead", "hand"),  # the play is taken from the hand
    "legal_follows": ("lead", "hand"),
    "trick_winner": ("plays",),
    "ruff_beats": ("lead", "versus", "play"),
    "throw": ("lead", "others"),
    "kitty_multiplier": ("last_trick", "kitty"),
    "friend": ("hands",),  # every seat's hand after the bury (call_holder_nearest)
}
_SEATS: Final[dict[str, int]] = {"plays": 0, "last_trick": 0, "others": 1, "hands": 0}


def _check_table(kind: str, inp: dict[str, Any], order: TrumpOrder) -> None:
    """Refuse a position no deal could give (more plays or hands than seats, too many copies).

    More plays or hands than the table has seats, more copies of a card across the inputs than
    the decks hold, or a hand (or play) longer than a hand is dealt. Inputs that cannot be read
    are left to the kind, which names the bad token.
    """
    keys = _ONE_TABLE.get(kind, ())
    players = order.rules.players
    for key in keys:
        raw = inp.get(key)
        if key in _SEATS and isinstance(raw, list) and len(raw) > players - _SEATS[key]:
            seats = players - _SEATS[key]
            who = {"plays": "plays", "last_trick": "plays", "others": "other hands"}.get(key, key)
            msg = (
                f"input.{key}: {len(raw):,} {who}, but a table of {players} players has at most "
                f"{seats}"
            )
            zh = f"input.{key}：有 {len(raw):,} 家，但 {players} 人的牌桌最多 {seats} 家"
            raise QuestionError(msg, message_zh=zh)
    groups: list[tuple[str, tuple[Card, ...]]] = []
    try:
        for key in keys:
            raw = inp.get(key)
            if key in _SEATS:
                if not isinstance(raw, list):
                    return
                groups.extend((f"{key}[{i}]", parse_cards(p)) for i, p in enumerate(raw))
            elif raw is not None:
                groups.append((key, parse_cards(raw)))
    except TractorError:
        return  # the kind reads each input itself and names the bad one
    rules = order.rules
    try:
        check_copies_across(groups, rules.decks)
    except TooManyCopiesError as exc:
        msg = f"input: {exc}"
        raise QuestionError(msg, message_zh=f"input：{exc.message_zh}") from None
    for name, cards in groups:
        most, what = (
            (rules.effective_kitty_size, "the kitty holds")
            if name == "kitty"
            else (rules.hand_size, "a hand holds")
        )
        if len(cards) > most:
            msg = (
                f"input.{name}: {len(cards)} cards, but with {rules.decks} deck(s) and "
                f"{rules.players} players {what} {most}"
            )
            what_zh = "底牌只有" if name == "kitty" else "每手牌只有"
            zh = (
                f"input.{name}：有 {len(cards)} 张，但 {rules.decks} 副牌、{rules.players} 个人时"
                f"{what_zh} {most} 张"
            )
            raise QuestionError(msg, message_zh=zh)


# ---------------------------------------------------------------------------------- ids
def _question_id(question: Any) -> tuple[Any, str | None]:
    """The id to echo, and what is wrong with it (None if nothing): ids are text or numbers."""
    qid = question.get("id") if isinstance(question, dict) else None
    if qid is None or isinstance(qid, (str, bool)):
        return qid, None
    if isinstance(qid, int) and -(2**63) <= qid < 2**64:
        return qid, None
    if isinstance(qid, float) and math.isfinite(qid):
        return qid, None
    return None, f"id: expected text or a number, got {shown(qid)}"


def ask(question: Any, *, chinese: bool = False) -> dict[str, Any]:
    """Answer one question (a dict); never raises for bad input, returns ``{"error": ...}``.

    ``chinese=True`` (the site's referee) adds ``error_zh`` to an error: the engine's Chinese
    message, or the English one where none was written. The judge's own JSON answers leave it out.
    """
    qid, id_problem = _question_id(question)
    try:
        if not isinstance(question, dict):
            msg = f"a question must be an object, got {type(question).__name__}"
            raise QuestionError(msg)
        if id_problem is not None:
            raise QuestionError(id_problem)
        kind = question.get("kind")
        handler = KINDS.get(kind) if isinstance(kind, str) else None
        if handler is None or not isinstance(kind, str):
            msg = f"kind {shown(kind)}: expected one of {', '.join(sorted(KINDS))}"
            raise QuestionError(msg)
        inp = question.get("input")
        if not isinstance(inp, dict):
            msg = "input: expected an object"
            raise QuestionError(msg)
        order = order_for(_trump(question.get("trump"), kind), _rules(question.get("rules")))
        _check_table(kind, inp, order)
        answer, verdict = handler(inp, order)
    except TractorError as exc:
        return _error(qid, str(exc), exc.message_zh, chinese=chinese)
    except RecursionError:
        en, zh = "the question is nested too deeply to read", "问题嵌套太深，无法读取"
        return _error(qid, en, zh, chinese=chinese)
    except Exception as exc:  # a bug costs this question its answer, never the others
        bug = InternalError.caught(exc)
        return _error(qid, str(bug), bug.message_zh, chinese=chinese)
    return {
        "id": qid,
        "answer": answer,
        "reason": verdict.reason,
        "reason_zh": verdict.reason_zh,
        "rule": verdict.rule,
    }


def _error(qid: Any, en: str, zh: str, *, chinese: bool) -> dict[str, Any]:
    return {"id": qid, "error": en, "error_zh": zh} if chinese else {"id": qid, "error": en}


def judge(questions: Any) -> list[dict[str, Any]]:
    """Answer a list of questions, in order."""
    if not isinstance(questions, list):
        return [{"id": None, "error": "expected a JSON list of questions"}]
    return [ask(q) for q in questions]


# ---------------------------------------------------------------------------------- JSON text
class _Number:
    """A JSON number not read as a Python value: over 100 digits, or not finite.

    ``NaN``, ``Infinity``, ``1e999`` and a 5,000-digit integer are kept as text, refused wherever
    a value is expected, and never written back.
    """

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return f"number {shown(self.text)}"


def _int(text: str) -> int | _Number:
    return int(text) if len(text) <= 100 else _Number(text)


def _float(text: str) -> float | _Number:
    value = float(text)
    return value if math.isfinite(value) else _Number(text)


_DECODER: Final = json.JSONDecoder(parse_int=_int, parse_float=_float, parse_constant=_Number)
_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def _loads(text: str) -> Any:
    return _DECODER.decode(text)


def _dumps(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, indent=2, default=repr)
    # A lone surrogate (from an id) cannot be written as UTF-8: write it as a JSON escape.
    return _SURROGATE.sub(lambda m: f"\\u{ord(m[0]):04x}", text)


def _elements(text: str) -> list[str] | None:
    """The texts of the elements of a top-level JSON array, or None if ``text`` is not an array.

    Found without recursion (strings and brackets only), so that a question nested too deeply
    for the parser gets an error of its own while the others are answered.
    """
    body = text.strip()
    if not body.startswith("[") or not body.endswith("]"):
        return None
    out: list[str] = []
    depth, start, i, n = 0, 1, 1, len(body) - 1
    while i < n:
        ch = body[i]
        if ch == '"':
            i += 1
            while i < n and body[i] != '"':
                i += 2 if body[i] == "\\" else 1
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(body[start:i])
            start = i + 1
        i += 1
    last = body[start:n]
    if last.strip() or out:
        out.append(last)
    return out


def _judge_elements(elements: list[str]) -> list[dict[str, Any]]:
    answers = []
    for number, element in enumerate(elements, start=1):
        try:
            question = _loads(element)
        except RecursionError:
            msg = f"question {number}: nested too deeply to read"
            answers.append({"id": None, "error": msg})
        except ValueError as exc:
            answers.append({"id": None, "error": f"question {number}: not valid JSON: {exc}"})
        else:
            answers.append(ask(question))
    return answers


def judge_json(text: str) -> str:
    """Answer a JSON text of questions with a JSON text of answers.

    Never raises: a question that cannot be read or answered gets an ``error`` of its own, and a
    text that is not JSON gets one error. A leading byte-order mark is ignored.
    """
    text = text.removeprefix("\ufeff")
    try:
        questions = _loads(text)
    except RecursionError:
        elements = _elements(text)
        if elements is None:
            return _dumps([{"id": None, "error": "not valid JSON: nested too deeply to read"}])
        return _dumps(_judge_elements(elements))
    except ValueError as exc:  # json.JSONDecodeError, or a lone surrogate escape it rejects
        return _dumps([{"id": None, "error": f"not valid JSON: {exc}"}])
    return _dumps(judge(questions))
