"""A practice hand for a front-end: the reader in seat 0 and bots in the other seats.

The site's "Play a hand" page keeps a plain JSON state, saves it in the browser and sends it back
with each of the reader's actions. The state is small: the house rules (a rule code, see
:mod:`tractor_core.rules.rule_codes`), the deal number (the shuffle's seed), the list of actions
taken so far in this hand, the bots' included, the actions of the match's earlier hands
(``hands``), and a digest over them.

The hand is a hand of the engine's :class:`~tractor_core.play.match.Match`: the first hand is dealt
from the deal number, everyone at 2 and the bids deciding the banker; after it, "next" starts the
match's next hand with the levels and the banker the Match gives (the winning side goes up, the
banker passes by the rules, a must-defend A holds, the match ends past A), dealt as the Match deals
hand k (``deal * 1_000_003 + k``), so the same deal number and the same play give the same cards.
A hand nobody declares ends as the rules say (``no_bid_*``); a redeal is a hand of the match too,
and the next one is dealt at once, the reason kept in the view (``match.redealt``). Every call replays the actions through
:class:`~tractor_core.play.hand.Hand`, so a saved hand resumes after a reload exactly, and a damaged
one (bad JSON, a wrong digest, an action the engine refuses) is refused with a message rather
than played on. (The last session is also kept in memory, keyed by its digest, so the usual call
does not replay at all.)

A save is the reader's own, kept in their own browser: the digest guards against damage, not
against the reader, who can edit a save and compute its digest again. So a save is read as
untrusted input (:func:`_load`): an edited save may replay another legal game, but it never
crashes, never raises, and never reaches a state the rules forbid: its shape is checked first
(the deal number as a new hand takes it, each action's verb and fields, seats at the table, no
NaN, Infinity or nesting where the game writes none), and then every action is replayed
through the engine, which refuses what the rules forbid.

Three JSON-in/JSON-out entry points, each taking and returning JSON text and never raising:

* :func:`new_hand_json` ``{"deal": 7, "rules": "default", "decks": 2, "players": 4}`` → the
  first answer (every field optional; ``deal`` defaults to 1);
* :func:`act_json` ``(state, {"type": "play", "cards": "SA SA"})`` → the next answer, the bots'
  moves included up to the reader's next decision. Action types: ``deal`` (``cards``: how many
  more cards the reader draws; the deal stops early when the reader draws a card they could
  declare with, and the view says why in ``stopped``), ``declare`` (``cards``), ``pass`` (no
  bid in the bidding round or the theft round), ``bury`` (``cards``), ``call`` (``calls``: ``[["HA", 1], ...]``), ``play``
  (``cards``), ``next`` (the match's next hand, once this one is over), ``undo`` (one play
  back: the reader's last play of this hand and the computers' plays after it, replayed from
  the actions before it; the trick is added to the state's ``undos``);
* :func:`view_json` ``(state)`` → the answer for a saved state (a reload).

The coach (``view.legal`` and ``view.suggest``, when the reader is to play and the request does not
say ``"coach": false``): ``legal`` lists the reader's legal plays (at most :data:`COACH_LIMIT`, with
their ``count``); ``suggest`` is one suggested play from the computer players' own evaluation
(:func:`~tractor_core.play.players.advise`): ``cards``, ``kind`` (why, as a word: ``win``, ``feed``,
``dump``, ``lead-sure``, …), the sentence ``en`` / ``zh`` naming cards as ♠A / 黑桃A and seats by
the compass ("Win it with ♠A: the trick holds 15 points and nobody after you can beat it."),
``risk`` (the estimated chance the trick goes to the other side) and ``points`` (of the play).

After the hand, ``view.result.lessons`` reviews the reader's play (:func:`_lessons`): ``slips``,
the tricks where the reader's follow gave the other side points a legal follow kept (each with
``trick``, ``played``, ``better``, ``given``, ``kept``, ``winner``, ``points`` and the sentence
``en`` / ``zh``), their total ``kept``, a ``summary`` sentence, ``went`` (each seat's points won in
tricks and its side) and ``where`` (that as a sentence), every sentence in both languages.

The table around the cards (issue 29): ``view.house_rules`` names the rules played (a preset's
plain title, "this site's default", or "your own"; :func:`_house_rules`); with called friends,
``view.friends`` lists each call with its copy ("the 2nd ♥A played") and, once a seat joins by
it, the seat, the trick and the sentence said then (:func:`_friend_calls`), and the play event
that made a friend carries ``joins`` with the same sentence; ``view.undos`` and each trick's
``undone`` mark the plays taken back, ``view.can_undo`` says whether there is one to take back,
and the review after the hand says so (``lessons.undos``). Every sentence names cards as the
pictures do (♠10 / 黑桃10) and the reader as "You" / "你".

An answer is ``{"ok": true, "state": ..., "view": ..., "events": [...]}``; a refused action is
``{"ok": false, "error": {"en", "zh", "rule", ...}, "state", "view"}`` with the state unchanged
(nothing is lost); a state that cannot be read is ``{"ok": false, "corrupt": true, "error"}``.

The bots are :class:`~tractor_core.play.players.CarefulBot`, seeded from the deal number and the
move's index, so the same deal number gives the same hand for the same plays (a teacher can give a
class one deal). The whole hand is the engine's: the deal, bids (a bot bids as ``run_hand``
lets it: after drawing a level card or a joker, then in a round after the deal), the bury, the
tricks, the kitty capture and the level change, each with the engine's reason.

>>> import json
>>> answer = json.loads(new_hand_json('{"deal": 3}'))
>>> answer["ok"], answer["view"]["phase"], answer["view"]["waiting"]
(True, 'deal', 'deal')
>>> refused = json.loads(act_json(json.dumps(answer["state"]), '{"type": "play", "cards": "SA"}'))
>>> refused["ok"], refused["error"]["rule"]
(False, 'hand.phase')
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from tractor_core.api.entry import InternalError, json_entry
from tractor_core.play.bots import candidate_bids, lead_units
from tractor_core.play.hand import Declared, Drew, Hand, HandSetup, Played, Trick
from tractor_core.play.match import HandOutcome, Match
from tractor_core.play.players import CarefulBot, advise
from tractor_core.play.review import slips
from tractor_core.rules.cards import ONE_DECK, Card, Rank, parse_cards
from tractor_core.rules.declaring import resolve_no_bid
from tractor_core.rules.errors import IllegalPlayError, TractorError, shown
from tractor_core.rules.following import legal_follows
from tractor_core.rules.friends import FriendCall, friend_count
from tractor_core.rules.levels import advance
from tractor_core.rules.presets import find_preset
from tractor_core.rules.rule_codes import parse_rules, rule_code
from tractor_core.rules.ruleset import Partners, RuleSet
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.trump_order import Trump, TrumpOrder, level_label, order_for
from tractor_core.text import (
    Localized,
    both,
    card_named,
    cards_named,
    name_cards,
    seat_named,
    seat_names,
)
from tractor_core.text.table import Table
from tractor_core.words.catalogue import CATALOGUE
from tractor_core.words.svg import faces

__all__ = [
    "READER",
    "STATE_VERSION",
    "PracticeError",
    "act",
    "act_json",
    "new_hand",
    "new_hand_json",
    "view",
    "view_json",
]

READER: Final = 0
"""The reader's seat. Seat 1 plays after the reader (下家), seat 2 is the partner with 4 players."""
STATE_VERSION: Final = 1
MAX_DEAL: Final = 10**9
COACH_LIMIT: Final = 60
"""At most this many legal plays are listed by the coach (the count is always given)."""

Action = list[Any]


class PracticeError(ValueError):
    """An action or a state refused, with the reason in both languages and a rule id."""

    def __init__(self, en: str, zh: str, rule: str = "practice.input") -> None:
        super().__init__(en)
        self.en = en
        self.zh = zh
        self.rule = rule

    def as_json(self) -> dict[str, Any]:
        """The error for the page: reason en/zh, rule id and (when catalogued) the rule's text."""
        out: dict[str, Any] = {"en": self.en, "zh": self.zh, "rule": self.rule}
        entry = CATALOGUE.get(self.rule)
        if entry is not None:
            out["statement"] = {"en": entry.statement, "zh": entry.statement_zh}
            out["title"] = entry.title
        return out


# ---------------------------------------------------------------------------------- session
class _PracticeMatch(Match):
    """The engine's :class:`~tractor_core.play.match.Match`, whose first hand is dealt from the deal number.

    Later hands (and redeals) are dealt as ``Match`` deals them, from the deal number and the hand's
    number in the match, so the same deal number and the same results give the same cards.
    """

    def next_setup(self) -> HandSetup:
        setup = super().next_setup()
        if self.outcomes:
            return setup
        return HandSetup(self.rules, seed=self.seed, levels=setup.levels, banker=setup.banker)


@dataclass(slots=True)
class _Session:
    """A hand being played: the match, its open Hand, the actions that built it, the bidding round.

    ``hands`` holds the actions of the match's earlier hands (redeals included), ``actions`` those
    of the hand on the table.
    """

    rules: RuleSet
    code: str
    deal: int
    match: Match
    hand: Hand
    actions: list[Action] = field(default_factory=list)
    hands: list[list[Action]] = field(default_factory=list)
    round_seat: int = 0
    round_quiet: int = 0
    events: list[dict[str, Any]] = field(default_factory=list)
    undos: list[int] = field(default_factory=list)
    """The tricks of this hand in which the reader took back a play (one entry per undo)."""

    def state(self) -> dict[str, Any]:
        return _state_of(self.code, self.deal, self.hands, self.actions, self.undos)


def _state_of(
    code: str, deal: int, hands: list[list[Action]], actions: list[Action], undos: list[int]
) -> dict[str, Any]:
    """A saved state (copies of the lists: the session goes on)."""
    return {
        "v": STATE_VERSION,
        "rules": code,
        "deal": deal,
        "hands": json.loads(json.dumps(hands)),
        "actions": json.loads(json.dumps(actions)),
        "undos": list(undos),
        "digest": _digest(code, deal, actions, hands, undos),
    }


_CACHE: dict[str, _Session] = {}


def _digest(
    code: str,
    deal: int,
    actions: list[Action],
    hands: Sequence[list[Action]] = (),
    undos: Sequence[int] = (),
) -> str:
    # a first hand's digest is what it was before matches (hands=[]) and undos (undos=[]):
    # saved hands stay readable
    body: list[Any] = [STATE_VERSION, code, deal, actions]
    if hands or undos:
        body.append(list(hands))
    if undos:
        body.append(list(undos))
    text = json.dumps(body, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _start(rules: RuleSet, code: str, deal: int) -> _Session:
    match = _PracticeMatch(rules, seed=deal)
    hand = match.new_hand()
    return _Session(rules, code, deal, match, hand, round_seat=hand.start)


def _next_hand(session: _Session) -> None:
    """The match's next hand (the finished one is kept in ``hands``): levels and banker are the match's."""
    session.hands.append(session.actions)
    session.actions = []
    session.undos = []
    session.hand = session.match.new_hand()
    session.round_seat, session.round_quiet = session.hand.start, 0


def _cards_text(cards: Any) -> str:
    if isinstance(cards, str):
        return cards
    if isinstance(cards, list) and all(isinstance(c, str) for c in cards):
        return " ".join(cards)
    msg = f"cards {cards!r}: expected card notation such as 'SA SA' or a list of cards"
    raise PracticeError(msg, f"牌 {cards!r}：应为牌的记法，如 'SA SA'。")


def _notations(cards: Any) -> list[str]:
    return [c.notation for c in cards]


def _move_seed(session: _Session, seat: int) -> int:
    """The seed of one move: the deal, the hand of the match, the move's index and the seat."""
    return session.deal * 1_000_003 + len(session.hands) * 100_019 + len(session.actions) * 7 + seat


def _bot(session: _Session, seat: int) -> CarefulBot:
    """A fresh bot for one move, seeded by the deal and the move's index (replays agree)."""
    return CarefulBot(_move_seed(session, seat))


# ---------------------------------------------------------------------------------- actions
def _apply(session: _Session, action: Action) -> None:
    """Do one recorded action on the hand (live or in a replay); raises if the engine refuses."""
    hand = session.hand
    kind = action[0] if action else None
    if kind == "draw":
        count = action[1]
        if not isinstance(count, int) or count < 1:
            msg = f"draw count {count!r}: expected a whole number ≥ 1"
            raise PracticeError(msg, "发牌张数有误。")
        for _ in range(count):
            hand.draw()
        if hand.phase == "after_deal":
            session.round_seat, session.round_quiet = hand.start, 0
    elif kind == "declare":
        seat, cards = action[1], action[2]
        phase = hand.phase
        if phase == "after_deal" and seat != session.round_seat:
            msg = (
                f"seat {seat} bids out of turn (the bidding round is at seat {session.round_seat})"
            )
            raise PracticeError(msg, "没有轮到该座位叫主。", "hand.turn")
        hand.declare(seat, cards)
        if phase == "after_deal":
            session.round_seat = (seat + 1) % hand.players
            session.round_quiet = 0
    elif kind == "pass":
        seat = action[1]
        if hand.phase == "theft":
            hand.pass_theft(seat)
        elif (
            hand.phase == "after_deal"
            and seat == session.round_seat
            and session.round_quiet < hand.players
        ):
            session.round_seat = (seat + 1) % hand.players
            session.round_quiet += 1
        else:
            msg = f"seat {seat} cannot pass now (phase {hand.phase!r})"
            raise PracticeError(msg, "现在不能不叫。", "hand.turn")
    elif kind == "close":
        if session.round_quiet < hand.players:
            msg = "bidding closed before every player passed in turn"
            raise PracticeError(msg, "还有人没有表态，不能结束叫主。", "hand.turn")
        hand.close_bidding()
    elif kind == "bury":
        hand.bury(action[1], action[2])
    elif kind == "call":
        calls = [FriendCall(parse_cards(c)[0], n) for c, n in action[2]]
        hand.call_friends(action[1], calls)
    elif kind == "play":
        hand.play(action[1], action[2])
    else:
        msg = f"action {action!r}: expected draw, declare, pass, close, bury, call or play"
        raise PracticeError(msg, f"无法识别的动作 {action!r}。")


def _record(session: _Session, action: Action) -> None:
    """Apply ``action`` and log it (consecutive draws are merged into one entry)."""
    _apply(session, action)
    last = session.actions[-1] if session.actions else None
    if action[0] == "draw" and last is not None and last[0] == "draw":
        last[1] += action[1]
    else:
        session.actions.append(action)
    if session.match.can_finish_hand(session.hand):  # done or redeal: the match scores it
        session.match.finish_hand(session.hand)


def _event(session: _Session, seat: int, kind: str, **extra: Any) -> None:
    session.events.append({"seat": seat, "kind": kind, **extra})


def _reader_may_bid(session: _Session) -> bool:
    return bool(candidate_bids(session.hand, READER))


def _waiting(session: _Session) -> str | None:
    """What the reader must do now (None: a bot is to move; 'done'/'redeal': the hand is over)."""
    hand = session.hand
    phase = hand.phase
    if phase in ("done", "redeal"):
        return phase
    if phase == "deal":
        return "deal"
    if phase == "after_deal":
        if session.round_quiet >= hand.players:
            return None
        if session.round_seat == READER and _reader_may_bid(session):
            return "bid"
        return None
    if phase == "bury":
        return "bury" if hand.kitty_holder == READER else None
    if phase == "theft":
        return "bid" if hand.to_act == READER and _reader_may_bid(session) else None
    if phase == "call":
        return "call" if hand.banker == READER else None
    return "play" if hand.to_act == READER else None


def _bid_or_pass(session: _Session, hand: Hand, seat: int) -> None:
    """A seat's turn in the bidding (or the kitty theft): the bot's bid if it may make it, else a pass."""
    bid = None if seat == READER else _bot(session, seat).declare(hand, seat)
    if bid is not None and hand.can_declare(seat, bid):
        _record(session, ["declare", seat, " ".join(_notations(bid))])
        _event(session, seat, "declare", cards=_notations(bid))
    else:
        _record(session, ["pass", seat])


def _advance(session: _Session) -> None:
    """Let the bots (and the automatic steps) move until the reader has something to decide."""
    while True:
        waiting = _waiting(session)
        if waiting == "redeal":  # nobody declared and the rules redeal: the match deals again
            _event(session, -1, "redeal", **_redeal_reason(session.hand))
            _next_hand(session)
            continue
        if waiting is not None:
            return
        hand = session.hand
        phase = hand.phase
        if phase == "after_deal":
            if session.round_quiet >= hand.players:
                _record(session, ["close"])
                closed = hand.log[-1]
                _event(session, -1, "close", rule=getattr(closed, "rule", ""))
                continue
            _bid_or_pass(session, hand, session.round_seat)
        elif phase == "bury":
            holder = hand.kitty_holder
            assert holder is not None
            cards = _bot(session, holder).bury(hand, holder)
            _record(session, ["bury", holder, " ".join(_notations(cards))])
            _event(session, holder, "bury")
        elif phase == "theft":
            _bid_or_pass(session, hand, hand.to_act)
        elif phase == "call":
            banker = hand.banker
            assert banker is not None
            calls = _bot(session, banker).call(hand, banker)
            _record(session, ["call", banker, [[c.card.notation, c.nth] for c in calls]])
            _event(session, banker, "call", calls=[[c.card.notation, c.nth] for c in calls])
        else:  # play
            seat = hand.to_act
            started = time.perf_counter()
            cards = _bot(session, seat).play(hand, seat)
            _play(session, seat, " ".join(_notations(cards)))
            # for benchmarks: the bot's move, chosen and played, in milliseconds
            session.events[-1]["ms"] = round((time.perf_counter() - started) * 1000, 2)


def _redeal_reason(hand: Hand) -> dict[str, str]:
    """Why the hand was dealt again: the engine's no-bid rule, in both languages."""
    banker = hand.setup.banker if hand.setup.banker is not None else hand.start
    verdict = resolve_no_bid(
        hand.kitty,
        hand.level,
        hand.rules,
        first_hand=hand.setup.first_hand,
        banker_hand=hand.hands[banker],
    )
    return {"en": verdict.reason, "zh": verdict.reason_zh, "rule": verdict.rule}


def _play(session: _Session, seat: int, cards: str) -> None:
    hand = session.hand
    before = len(hand.tricks)
    _record(session, ["play", seat, cards])
    played = hand.log[-1]
    assert isinstance(played, Played)
    extra: dict[str, Any] = {"cards": _notations(played.cards)}
    if played.attempted != played.cards:
        extra["attempted"] = _notations(played.attempted)
        extra["penalty"] = played.penalty
        extra["rule"] = played.rule
    if len(hand.tricks) > before:
        extra["trick"] = len(hand.tricks)
    if played.joins:
        at = len(hand.log) - 1
        extra["joins"] = [
            {"seat": c["seat"], "en": c["joined"]["en"], "zh": c["joined"]["zh"]}
            for c in _friend_calls(hand)
            if c["at"] == at and c["joined"] is not None
        ]
    _event(session, seat, "play", **extra)


def _deal(session: _Session, count: int) -> None:
    """Draw until the reader has ``count`` more cards, or could declare with the card just drawn."""
    hand = session.hand
    level = hand.level
    got = 0
    while hand.phase == "deal" and got < count:
        _record(session, ["draw", 1])
        drawn = hand.log[-1]
        assert isinstance(drawn, Drew)
        is_bid_card = drawn.card.is_joker or drawn.card.rank == level
        if drawn.seat == READER:
            got += 1
            # stop only on a card that opens a bid (a level card that cannot outbid the standing
            # bid is no reason to stop, even when another bid is still open to the reader)
            if is_bid_card and any(drawn.card in o for o in candidate_bids(hand, READER)):
                return
        elif is_bid_card and hand.phase == "deal":
            # (the last card of the deal ends the deal: that bot bids in the round after it)
            bid = _bot(session, drawn.seat).declare(hand, drawn.seat)
            if bid is not None:
                _record(session, ["declare", drawn.seat, " ".join(_notations(bid))])
                _event(session, drawn.seat, "declare", cards=_notations(bid))


# ---------------------------------------------------------------------------------- reading
def _rules_for(request: Mapping[str, Any]) -> RuleSet:
    text = request.get("rules") or "default"
    if not isinstance(text, str):
        msg = f"rules {shown(text)}: expected a preset name or a rule code"
        raise PracticeError(msg, "规则应为预设名称或规则代码。")
    options: dict[str, Any] = {}
    for key, allowed in (("decks", (1, 2, 3)), ("players", (4, 5, 6))):
        value = request.get(key)
        if value is None:
            continue
        if type(value) is not int or value not in allowed:
            msg = f"{key} {shown(value)}: expected one of {', '.join(map(str, allowed))}"
            raise PracticeError(msg, f"{key} 应为 {'、'.join(map(str, allowed))} 之一。")
        options[key] = value
    base = _parse_rules(text)
    if options.get("players", base.players) != 4 and base.partners is Partners.FIXED:
        options.setdefault("partners", Partners.CALL_NTH_PLAYED.value)
    if options:
        try:
            return parse_rules(rule_code(base), options)
        except ValueError as exc:
            msg = f"these house rules do not allow {options}: {exc}"
            zh = exc.message_zh if isinstance(exc, TractorError) else str(exc)
            raise PracticeError(msg, f"该规则不允许此设置：{zh}", "practice.rules") from exc
    return base


def _parse_rules(text: str) -> RuleSet:
    try:
        return parse_rules(text)
    except ValueError as exc:
        zh = exc.message_zh if isinstance(exc, TractorError) else str(exc)
        raise PracticeError(str(exc), f"无法读取规则：{zh}", "practice.rules") from exc


#: Each action as the game records it: the verb, then each field's kind (``seat``: a seat
#: number; ``count``: a whole number of at least 1; ``cards``: card notation as text;
#: ``calls``: a list of ``[card, n]``).
_ACTION_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "draw": ("count",),
    "declare": ("seat", "cards"),
    "pass": ("seat",),
    "close": (),
    "bury": ("seat", "cards"),
    "call": ("seat", "calls"),
    "play": ("seat", "cards"),
}
#: The most actions a saved match holds (a hand is a few hundred; a match, some tens of hands).
_MAX_ACTIONS: Final = 100_000
#: Text lengths a saved state never exceeds (a rule code, the cards of one action).
_MAX_TEXT: Final = 2_000


def _whole(value: Any, low: int, high: int) -> bool:
    """A JSON whole number (not true/false, not a float) from ``low`` to ``high``."""
    return type(value) is int and low <= value <= high


def _field_ok(kind: str, value: Any, players: int) -> bool:
    if kind == "seat":
        return _whole(value, 0, players - 1)
    if kind == "count":
        return _whole(value, 1, MAX_DEAL)
    if kind == "cards":
        return isinstance(value, str) and 0 < len(value) <= _MAX_TEXT
    # calls: [[card, n], ...], n a whole number (the engine judges the call itself)
    return (
        isinstance(value, list)
        and 0 < len(value) <= players
        and all(
            isinstance(c, list)
            and len(c) == 2
            and isinstance(c[0], str)
            and 0 < len(c[0]) <= 8
            and _whole(c[1], -MAX_DEAL, MAX_DEAL)
            for c in value
        )
    )


def _checked_actions(value: Any, players: int, where: str) -> list[Action]:
    """A saved list of actions, each of the shape the game records; raises PracticeError.

    Only the shape is checked here (a known verb, its fields of the right kinds, a seat at the
    table); whether the action is legal is the engine's to say when it is replayed.
    """
    if not isinstance(value, list) or len(value) > _MAX_ACTIONS:
        msg = f"saved hand: {where} is not a list of actions"
        raise PracticeError(msg, "保存的牌局格式有误（动作列表）。", "practice.corrupt")
    for number, action in enumerate(value, start=1):
        verb = action[0] if isinstance(action, list) and action else None
        fields = _ACTION_FIELDS.get(verb) if isinstance(verb, str) else None
        if (
            fields is None
            or len(action) != len(fields) + 1
            or not all(_field_ok(k, v, players) for k, v in zip(fields, action[1:], strict=True))
        ):
            msg = (
                f"saved hand: {where}, action {number} {shown(action)}: expected one the game "
                "records, such as ['play', 0, 'SA SA'] (seats 0 to "
                f"{players - 1})"
            )
            zh = f"保存的牌局格式有误：{where} 的第 {number} 个动作 {shown(action)} 读不懂。"
            raise PracticeError(msg, zh, "practice.corrupt")
    return value


def _load(state: Any) -> _Session:
    """The session a saved state stands for, replayed (or from memory); raises PracticeError.

    A save is the reader's own (see the module's docstring): a hand-edited save, with its digest
    computed again, may replay another legal game, but it never crashes, raises anything but
    PracticeError, or reaches a state the rules forbid. Its shape is checked before anything is
    replayed: the deal number as :func:`new_hand` takes it, the rule code, each action's verb
    and fields (:data:`_ACTION_FIELDS`, seats at the table, whole numbers that are not true,
    false, NaN or Infinity); then every action is replayed through the engine, which refuses an
    illegal one, and the match refuses a hand after it is won.
    """
    if not isinstance(state, dict):
        msg = f"saved hand {shown(state)}: expected an object with rules, deal and actions"
        raise PracticeError(msg, "保存的牌局无法读取。", "practice.corrupt")
    if not _whole(state.get("v"), STATE_VERSION, STATE_VERSION):
        msg = f"saved hand version {shown(state.get('v'))}: expected {STATE_VERSION}"
        raise PracticeError(msg, "保存的牌局版本不符。", "practice.corrupt")
    code, deal = state.get("rules"), state.get("deal")
    if not isinstance(code, str) or len(code) > _MAX_TEXT:
        msg = "saved hand: rules missing or of the wrong type"
        raise PracticeError(msg, "保存的牌局缺少规则或格式有误。", "practice.corrupt")
    _check_deal(deal, saved=True)
    assert isinstance(deal, int)
    rules = _parse_rules(code)
    actions = _checked_actions(state.get("actions"), rules.players, "actions")
    # the match's earlier hands (absent in a first hand saved before matches)
    raw_hands = state.get("hands", [])
    if not isinstance(raw_hands, list) or len(raw_hands) > _MAX_ACTIONS:
        msg = "saved hand: hands is not a list of the match's earlier hands"
        raise PracticeError(msg, "保存的牌局格式有误（前几局）。", "practice.corrupt")
    hands = [
        _checked_actions(h, rules.players, f"hand {i}") for i, h in enumerate(raw_hands, start=1)
    ]
    undos = state.get("undos", [])
    if (
        not isinstance(undos, list)
        or len(undos) > _MAX_ACTIONS
        or not all(_whole(n, 1, _MAX_ACTIONS) for n in undos)
    ):
        msg = f"saved hand: undos {shown(undos)} is not a list of trick numbers"
        raise PracticeError(msg, "保存的牌局格式有误（收回的出牌）。", "practice.corrupt")
    digest = state.get("digest")
    if not isinstance(digest, str) or digest != _digest(code, deal, actions, hands, undos):
        msg = f"saved hand: digest {shown(digest)} does not match its contents (damaged or edited)"
        raise PracticeError(msg, "保存的牌局已损坏（校验不符）。", "practice.corrupt")
    cached = _CACHE.get(digest)
    if (
        cached is not None
        and cached.actions == actions
        and cached.hands == hands
        and cached.undos == undos
    ):
        cached.events = []
        return cached
    try:
        session = _start(rules, code, deal)
        for past in hands:
            for action in past:
                _record(session, json.loads(json.dumps(action)))
            if session.hand.phase not in ("done", "redeal"):
                msg = f"hand {len(session.hands) + 1} of the match is not finished"
                raise ValueError(msg)
            _next_hand(session)
        for action in actions:
            _record(session, json.loads(json.dumps(action)))
        session.undos = list(undos)
    except (ValueError, TypeError, IndexError, KeyError) as exc:
        msg = f"saved hand: it does not replay ({exc})"
        raise PracticeError(msg, "保存的牌局无法重放。", "practice.corrupt") from exc
    return session


def _remember(session: _Session) -> None:
    _CACHE.clear()
    _CACHE[session.state()["digest"]] = session


# ---------------------------------------------------------------------------------- the view
def _seat_names(players: int, direction: str = "counter_clockwise") -> list[dict[str, str]]:
    """What each seat is called at the table, as the coach says it (:func:`~tractor_core.text.seat_names`).

    Compass points with four players (you are South), "Seat 1" … (1 号位 …) with more.

    Play goes from South to the seat on the reader's right when play is counter-clockwise (East),
    to the left when clockwise (West).
    """
    return [{"en": n.en, "zh": n.zh} for n in seat_names(players, direction)]


def _order_now(hand: Hand) -> TrumpOrder:
    """The trump order, or before any trump the no-trump order of the level (for sorting)."""
    if hand.order is not None:
        return hand.order
    return order_for(Trump(hand.level, None), hand.rules)


def _faces(cards: set[Card], order: TrumpOrder | None) -> dict[str, dict[str, Any]]:
    en = faces(sorted(cards, key=Card.natural_key), order, lang="en")
    zh = faces(sorted(cards, key=Card.natural_key), order, lang="zh")
    for notation, face in en.items():
        face["alt_zh"] = zh[notation]["alt"]
    return en


def _coach(hand: Hand) -> dict[str, Any]:
    """The reader's legal plays now: every unit to lead (throws aside), or the legal follows."""
    order = hand.order
    assert order is not None
    assert hand.trick is not None
    cards = hand.hands[READER]
    if not hand.trick.plays:
        units = lead_units(cards, order)
        units.sort(key=lambda u: (-len(u), order.sort_key(u[0])))
        return {
            "lead": True,
            "count": len(units),
            "plays": [_notations(u) for u in units[:COACH_LIMIT]],
        }
    follows = legal_follows(hand.trick.plays[0], tuple(cards), order)
    listed = [order.sorted(p) for p in itertools.islice(iter(follows), COACH_LIMIT)]
    return {"lead": False, "count": follows.count(), "plays": [_notations(p) for p in listed]}


def _suggest(session: _Session) -> dict[str, Any]:
    """The coach's one suggested play, from the computer players' own evaluation, and why."""
    hand = session.hand
    advice = advise(hand, READER, random.Random(_move_seed(session, READER)))
    return {
        "cards": _notations(advice.play),
        "kind": advice.kind,
        "en": advice.why["en"],
        "zh": advice.why["zh"],
        "risk": round(advice.risk, 3),
        "points": advice.points,
    }


def _why(plays: Any, leader: int, order: TrumpOrder, names: list[dict[str, str]]) -> dict[str, Any]:
    verdict = trick_winner(plays, order)
    table = Table(len(names), leader, direction=order.rules.direction.value)
    return {
        "winner": (leader + verdict.value) % len(names),
        "rule": verdict.rule,
        "en": verdict.said("en", table),
        "zh": verdict.said("zh", table),
    }


def _trick_said(n: int, trick: Trick, hand: Hand) -> dict[str, str]:
    """The news of a trick won, as the page's live region says it once: who won it, with what.

    "Trick 3: East won it with ♠A (10 points)." / "第 3 轮：东用 黑桃A 赢了（10 分）。"; the reader is
    "you" / "你".
    """
    cards = cards_named(trick.plays[(trick.winner - trick.leader) % hand.players])
    if trick.winner == READER:
        return both(
            "Trick {n}: you won it with {cards} ({points} points).",
            n=n,
            cards=cards,
            points=trick.points,
        )
    seat = seat_named(trick.winner, hand.players, hand.rules.direction.value, reader=READER)
    return both(
        "Trick {n}: {seat} won it with {cards} ({points} points).",
        n=n,
        seat=seat,
        cards=cards,
        points=trick.points,
    )


def _known_team(hand: Hand) -> list[int]:
    """The banker's side as the table knows it (fixed partners, or the banker and revealed friends)."""
    if hand.banker is None:
        return []
    if hand.rules.partners is Partners.FIXED:
        return sorted(hand.banker_team)
    return sorted(
        {hand.banker, *hand.revealed} | (hand.partners if hand.phase == "done" else set())
    )


def _view(session: _Session, *, coach: bool = True) -> dict[str, Any]:
    hand = session.hand
    rules = hand.rules
    order = _order_now(hand)
    mine = order.sorted(hand.hands[READER])
    shown: set[Card] = set(mine)
    waiting = _waiting(session)
    names = _seat_names(hand.players, rules.direction.value)
    out: dict[str, Any] = {
        "deal": session.deal,
        "rules": session.code,
        "players": hand.players,
        "decks": rules.decks,
        "direction": rules.direction.value,
        "partners": rules.partners.value,
        "kitty_size": rules.effective_kitty_size,
        "seat": READER,
        "seats": names,
        "phase": hand.phase,
        "waiting": waiting,
        "to_act": hand.to_act if hand.phase in ("play", "theft") else None,
        "level": level_label(hand.level),
        "hand": _notations(mine),
        "counts": [len(h) for h in hand.hands],
        "banker": hand.banker,
        "team": _known_team(hand),
        "bids": _bids(hand),
        "trump": None if hand.trump is None else _trump_said(hand.trump),
        "standing": _standing_view(hand, names),
        "won": list(hand.won),
    }
    for bid in hand.bids:
        shown.update(bid.cards)
    if waiting == "bid" or (waiting == "deal" and _reader_may_bid(session)):
        options = candidate_bids(hand, READER)
        out["bid_options"] = [_notations(b) for b in options]
    if waiting == "bury" or (hand.banker == READER and hand.phase not in ("deal", "after_deal")):
        if waiting == "bury":
            out["from_kitty"] = _notations(hand.from_kitty[READER].elements())
        else:
            out["kitty"] = _notations(order.sorted(hand.kitty))
            shown.update(hand.kitty)
    if hand.phase == "done":
        out["kitty"] = _notations(order.sorted(hand.kitty))
        shown.update(hand.kitty)
    if hand.trick is not None:
        out["trick"] = {
            "leader": hand.trick.leader,
            "plays": [
                {"seat": (hand.trick.leader + i) % hand.players, "cards": _notations(p)}
                for i, p in enumerate(hand.trick.plays)
            ],
        }
        for p in hand.trick.plays:
            shown.update(p)
    tricks = []
    for n, trick in enumerate(hand.tricks, 1):
        assert hand.order is not None
        tricks.append(
            {
                "n": n,
                "leader": trick.leader,
                "plays": [
                    {"seat": (trick.leader + i) % hand.players, "cards": _notations(p)}
                    for i, p in enumerate(trick.plays)
                ],
                "winner": trick.winner,
                "points": trick.points,
                "rule": trick.rule,
                "why": _why(trick.plays, trick.leader, hand.order, names),
                "said": _trick_said(n, trick, hand),
            }
        )
        for p in trick.plays:
            shown.update(p)
    _table_extras(session, out, shown, tricks)
    team = set(_known_team(hand))
    out["attackers_points"] = sum(hand.won[s] for s in range(hand.players) if s not in team)
    if waiting == "play" and coach:
        out["legal"] = _coach(hand)
        out["suggest"] = _suggest(session)
    if waiting == "call":
        out["friend_count"] = friend_count(rules)
        out["call_options"] = _call_options(hand)
        shown.update(parse_cards(" ".join(out["call_options"])))
    stopped = _stopped(session) if waiting == "deal" else None
    if stopped is not None:
        out["stopped"] = stopped
    out["match"] = _match_view(session, names)
    if hand.result is not None:
        out["result"] = _result(hand, session.match.outcomes[-1], session.undos)
        for slip in out["result"]["lessons"]["slips"]:
            shown.update(parse_cards(" ".join(slip["played"] + slip["better"])))
    out["faces"] = _faces(shown, hand.order)
    return out


def _table_extras(
    session: _Session, out: dict[str, Any], shown: set[Card], tricks: list[dict[str, Any]]
) -> None:
    """What the table shows beside the cards: the tricks, undos, house rules, friend calls.

    ``tricks`` (the record), ``undos`` (the tricks where the reader took back a play; each trick of the record says
    ``undone``), ``can_undo``, ``house_rules`` (:func:`_house_rules`) and, once the banker has
    called, ``friends`` (:func:`_friend_calls`).
    """
    hand = session.hand
    for entry in tricks:
        entry["undone"] = entry["n"] in session.undos
    out["tricks"] = tricks
    out["undos"] = list(session.undos)
    out["can_undo"] = hand.phase in ("play", "done") and (
        _last_reader_play(session.actions) is not None
    )
    out["house_rules"] = _house_rules(session.code, hand.rules)
    calls = _friend_calls(hand)
    if calls:
        out["friends"] = calls
        shown.update(call.card for call in hand.calls)


def _house_rules(code: str, rules: RuleSet) -> dict[str, Any]:
    """Which house rules this table plays, as a reader names them (a preset's plain title).

    The site's default is "this site's default"; a preset with only the table's size changed
    (players, decks, and the friend calls more than four players need) says so; any other
    change is "your own house rules", with the preset they start from.
    """
    try:
        base = find_preset(code.split(".")[1])
    except (ValueError, IndexError):  # a preset name rather than a code (never from rule_code)
        base = find_preset("default")
    ours, theirs = rules.to_dict(), base.rules.to_dict()
    changed = {name for name, value in ours.items() if value != theirs.get(name)}
    if base.name == "default":
        title = both("this site's default")
    else:
        title = {"en": base.title, "zh": base.title_zh}
    named = Localized(title["en"], title["zh"])
    if not changed:
        said = both("House rules: {title}.", title=named)
    elif changed <= {"players", "decks", "partners"}:
        if rules.decks == 1:
            said = both(
                "House rules: {title}, with {players} players and one deck.",
                title=named,
                players=rules.players,
            )
        else:
            said = both(
                "House rules: {title}, with {players} players and {decks} decks.",
                title=named,
                players=rules.players,
                decks=rules.decks,
            )
    else:
        said = both("House rules: your own, starting from {title}.", title=named)
    return {"preset": base.name, "changed": sorted(changed), **said}


_ORDINALS: Final = {1: "the 1st {card}", 2: "the 2nd {card}", 3: "the 3rd {card}"}


def _call_named(call: FriendCall, rules: RuleSet) -> tuple[Localized, Localized]:
    """A friend call as the table says it: its name in a sentence, and its label.

    ``call_nth_played``: "the 2nd ♥A" and "the 2nd ♥A played" (第二张红桃A, 打出的第二张红桃A);
    ``call_holder_nearest``: "♥A" and "whoever holds ♥A".
    """
    card = card_named(call.card.notation)
    if rules.partners is Partners.CALL_NTH_PLAYED:
        if call.nth in _ORDINALS:
            name = both(_ORDINALS[call.nth], card=card)
        else:
            name = both("the {n}th {card}", n=call.nth, card=card)
        named = Localized(name["en"], name["zh"])
        label = both("{call} played", call=named)
        return named, Localized(label["en"], label["zh"])
    label = both("whoever holds {card}", card=card)
    return card, Localized(label["en"], label["zh"])


def _friend_calls(hand: Hand) -> list[dict[str, Any]]:
    """The banker's friend calls and what became of each, from the hand's log.

    Each call: ``card``, ``nth``, the label (``en``/``zh``: "the 2nd ♥A played"), and once a
    seat joins by it: ``seat``, ``trick`` (its number), ``at`` (the play's index in the log)
    and ``joined``, the sentence said at that moment ("West played the 2nd ♥A: West is now
    the banker's friend"). A call the banker (or a friend already found) fulfils finds nobody
    (``used_up``, with its sentence in ``joined``; friends.nth-played, shengji.io). Empty with
    fixed partners or before the call.
    """
    if not hand.calls or hand.banker is None:
        return []
    banker = hand.banker
    players = hand.players
    direction = hand.rules.direction.value
    nth_played = hand.rules.partners is Partners.CALL_NTH_PLAYED
    out: list[dict[str, Any]] = []
    names: list[Localized] = []
    for call in hand.calls:
        name, label = _call_named(call, hand.rules)
        names.append(name)
        out.append(
            {
                "card": call.card.notation,
                "nth": call.nth,
                "en": label.en,
                "zh": label.zh,
                "seat": None,
                "trick": None,
                "at": None,
                "used_up": False,
                "joined": None,
            }
        )
    seen = [0] * len(hand.calls)
    team = {banker}
    trick = 1
    for at, record in enumerate(hand.log):
        if not isinstance(record, Played):
            continue
        for i, call in enumerate(hand.calls):
            entry = out[i]
            if entry["at"] is not None:
                continue
            if nth_played:
                before = seen[i]
                seen[i] += record.cards.count(call.card)
                fulfilled = before < call.nth <= seen[i]
            else:
                fulfilled = record.seat in record.joins and call.card in record.cards
            if not fulfilled:
                continue
            seat = record.seat
            entry.update(seat=seat, trick=trick, at=at)
            who = seat_named(seat, players, direction, reader=READER)
            if seat in team:
                entry["used_up"] = True
                entry["joined"] = both(
                    "{seat} played {call} but is already on the banker's side: this call "
                    "finds no friend.",
                    seat=who,
                    call=names[i],
                )
                continue
            team.add(seat)
            if seat == READER:
                said = both("You played {call}: you are now the banker's friend.", call=names[i])
            elif banker == READER:
                said = both(
                    "{seat} played {call}: {seat} is now your friend.", seat=who, call=names[i]
                )
            else:
                said = both(
                    "{seat} played {call}: {seat} is now the banker's friend.",
                    seat=who,
                    call=names[i],
                )
            entry["joined"] = said
        if record.winner is not None:
            trick += 1
    return out


def _trump_said(trump: Trump) -> dict[str, str]:
    """The table's trump in a beginner's words: "no trump" says which cards are trumps then.

    Lesson 1 teaches a trump suit; a new reader met "level 2, no trump" on the table with no
    word of what it meant.
    """
    if trump.level is not None and trump.suit is None:
        level = trump.level_label
        many = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks"}.get(level, f"{level}s")
        return {
            "en": f"level {level}, no trump suit (only the jokers and the {many} are trumps)",
            "zh": f"打{level}，无主（只有王和{level}是主牌）",
        }
    return {"en": trump.describe(), "zh": trump.describe_zh()}


def _standing_view(hand: Hand, names: list[dict[str, str]]) -> dict[str, Any] | None:
    """The bid that stands during the deal (the trump is only fixed once bidding closes)."""
    standing = _standing(hand)
    if standing is None or hand.trump is not None:
        return None
    seat = names[standing.seat]
    trump = _trump_said(standing.trump)
    return {
        "seat": standing.seat,
        "en": f"{trump['en']} ({seat['en']})",
        "zh": f"{trump['zh']}（{seat['zh']}）",
    }


def _bids(hand: Hand) -> list[dict[str, Any]]:
    """Every bid of the hand in order, with who made it, the trump it set, and which one stands."""
    declared = [r for r in hand.log if isinstance(r, Declared)]
    return [
        {
            "seat": r.seat,
            "cards": _notations(r.cards),
            "trump": _trump_said(r.trump),
            "rule": r.rule,
            "stands": i == len(declared) - 1,
        }
        for i, r in enumerate(declared)
    ]


def _standing(hand: Hand) -> Declared | None:
    """The bid that stands now (the last one made), or None before any bid."""
    declared = [r for r in hand.log if isinstance(r, Declared)]
    return declared[-1] if declared else None


def _stopped(session: _Session) -> dict[str, Any] | None:
    """Why "deal to the end" stopped: the reader just drew a card they can declare with."""
    hand = session.hand
    last = hand.log[-1] if hand.log else None
    if not isinstance(last, Drew) or last.seat != READER:
        return None
    card = last.card
    options = [o for o in candidate_bids(hand, READER) if card in o]
    if not options:
        return None
    trumps: list[Trump] = []
    for option in options:
        trump = hand.check_declare(READER, option).details["trump"]
        if trump not in trumps:
            trumps.append(trump)
    what_en = " or ".join(
        "no trump" if t.suit is None else f"{t.suit.english} ({t.suit.symbol}) as trump"
        for t in trumps
    )
    what_zh = "或".join("打无主" if t.suit is None else f"{t.suit.chinese}做主" for t in trumps)
    standing = _standing(hand)
    if standing is None:
        kind = "declare"
        do_en, do_zh = f"declare with it ({what_en})", f"用它亮主（{what_zh}）"
        now_en, now_zh = "Declare now", "现在亮主"
    else:
        names = _seat_names(hand.players, hand.rules.direction.value)
        whose_en = (
            "your own bid" if standing.seat == READER else f"{names[standing.seat]['en']}'s bid"
        )
        whose_zh = "自己的主" if standing.seat == READER else f"{names[standing.seat]['zh']}家的主"
        bid_zh = standing.trump.describe_zh()
        if all(t == standing.trump for t in trumps):
            kind = "reinforce"
            do_en = f"reinforce {whose_en} with it ({standing.trump.describe()})"
            do_zh = f"用它加固{whose_zh}（{bid_zh}）"
            now_en, now_zh = "Reinforce now", "现在加固"
        else:
            kind = "overturn"
            do_en = f"overturn {whose_en} ({standing.trump.describe()}) with it ({what_en})"
            do_zh = f"用它反{whose_zh}（{bid_zh}），改成{what_zh}"
            now_en, now_zh = "Overturn now", "现在反主"
    return {
        "card": card.notation,
        "kind": kind,
        "en": f"Dealing stopped: you drew the {card.english} ({card.symbol}) and can {do_en}. "
        f"{now_en}, or keep dealing.",
        "zh": f"发牌暂停：你摸到了{card.chinese}，可以{do_zh}。{now_zh}，或者继续发牌。",
        "options": [_notations(o) for o in options],
    }


def _match_view(session: _Session, names: list[dict[str, str]]) -> dict[str, Any]:
    """The match around this hand: its number, every seat's level, the banker, the sides.

    All of it is the engine's :class:`~tractor_core.play.match.Match`: the levels each hand starts
    from, the banker it names (or ``None`` in the first hand: the bids decide), and, once the hand
    is over, the levels and the banker of the next hand, with the reason for each move.
    """
    match, hand = session.match, session.hand
    setup = hand.setup
    n = hand.players
    out: dict[str, Any] = {
        "hand": len(session.hands) + 1,
        "first_hand": setup.first_hand,
        "levels": [level_label(r) for r in setup.levels],
        "banker": setup.banker,
    }
    if hand.rules.partners is Partners.FIXED:
        out["teams"] = [
            {
                "seats": [s for s in range(n) if s % 2 == side],
                "level": level_label(setup.levels[side]),
            }
            for side in (0, 1)
        ]
    previous = match.outcomes[-len(session.hands) :] if session.hands else []
    redeals = 0
    for outcome in reversed(previous):
        if outcome.result is not None:
            break
        redeals += 1
    if redeals and hand.phase in ("deal", "after_deal"):
        last = previous[-1]
        closed = last.log[-1]
        rule = getattr(closed, "rule", "")
        entry = CATALOGUE.get(rule)
        out["redealt"] = {
            "times": redeals,
            "rule": rule,
            "en": getattr(closed, "reason", ""),
            "zh": getattr(closed, "reason_zh", None) or (entry.statement_zh if entry else ""),
        }
    if hand.phase == "done":
        outcome = match.outcomes[-1]
        out["next"] = {
            "levels": [level_label(r) for r in outcome.levels],
            "banker": outcome.banker,
            "winners": None if outcome.winners is None else sorted(outcome.winners),
            "teams": [
                {"seats": t["seats"], "level": level_label(outcome.levels[t["seats"][0]])}
                for t in out.get("teams", [])
            ],
            "moves": [
                {
                    "seat": seat,
                    "from": level_label(setup.levels[seat]),
                    "to": level_label(verdict.value.level),
                    "rule": verdict.rule,
                    "en": verdict.said("en", Table(n, direction=hand.rules.direction.value)),
                    "zh": verdict.said("zh", Table(n, direction=hand.rules.direction.value)),
                }
                for seat, verdict in outcome.advances
            ],
        }
    del names
    return out


def _call_options(hand: Hand) -> list[str]:
    """Cards worth calling as a friend (找朋友): the side suits' aces, kings and queens."""
    order = hand.order
    assert order is not None
    picks = [
        card
        for card in ONE_DECK
        if card.rank in (Rank.ACE, Rank.KING, Rank.QUEEN) and not order.is_trump(card)
    ]
    return _notations(order.sorted(picks))


def _result(hand: Hand, outcome: HandOutcome, undos: Sequence[int] = ()) -> dict[str, Any]:
    result = hand.result
    assert result is not None
    assert hand.order is not None
    change = result.change.value
    kitty = result.kitty.value
    side_banker = change.side == "banker"
    # the level change as the match applied it (the side's own level: after the first hand the
    # attackers' level need not be the banker's)
    if outcome.advances:
        # the side's own move (after a jack-variation reset to 2, the move from there)
        seat, moved = next(
            (a for a in outcome.advances if a[1].rule != "level.jack"), outcome.advances[0]
        )
        reset = result.back_to_two is not None and result.back_to_two.value
        start = Rank.TWO if reset and seat in result.banker_team else hand.setup.levels[seat]
    else:
        start = hand.level
        moved = advance(start, change.levels, hand.rules, as_banker=side_banker)
    table = Table(hand.players, direction=hand.rules.direction.value)  # the hand's seat numbers
    review = [
        {
            "n": n,
            "winner": t.winner,
            "points": t.points,
            "side": "banker" if t.winner in result.banker_team else "attackers",
        }
        for n, t in enumerate(hand.tricks, 1)
        if t.points
    ]
    return {
        "banker": result.banker,
        "banker_team": sorted(result.banker_team),
        "trick_points": result.trick_points,
        "kitty": {
            "captured": kitty.captured,
            "multiplier": kitty.multiplier,
            "kitty_points": kitty.kitty_points,
            "attackers_gain": kitty.attackers_gain,
            "rule": result.kitty.rule,
            "en": result.kitty.said("en", table),
            "zh": result.kitty.said("zh", table),
        },
        "penalties": result.penalties,
        "attacker_points": result.attacker_points,
        "change": {
            "side": change.side,
            "levels": change.levels,
            "bank_changes": change.bank_changes,
            "rule": result.change.rule,
            "en": result.change.said("en", table),
            "zh": result.change.said("zh", table),
        },
        "new_level": {
            "from": level_label(start),
            "to": level_label(moved.value.level),
            "rule": moved.rule,
            "en": moved.said("en", table),
            "zh": moved.said("zh", table),
        },
        "next_banker": result.next_banker,
        "review": review,
        "lessons": {**_lessons(hand), "undos": _undos_said(undos)},
    }


def _undos_said(undos: Sequence[int]) -> dict[str, Any] | None:
    """The review's line on the plays the reader took back (None: none taken back)."""
    if not undos:
        return None
    tricks = sorted(set(undos))
    if len(undos) == 1:
        said = both("You took back a play, in trick {n}.", n=tricks[0])
    else:
        said = both(
            "You took back a play {count} times, in tricks {tricks}.",
            count=len(undos),
            tricks=Localized(", ".join(map(str, tricks)), "、".join(map(str, tricks))),
        )
    return {"count": len(undos), "tricks": tricks, **said}


def _lessons(hand: Hand) -> dict[str, Any]:
    """The reader's review of a finished hand: points given away, and where the points went.

    ``slips``: the reader's follows that put points on a trick the other side took when a legal
    follow kept them (:func:`~tractor_core.play.review.slips`), each with the trick's number, the
    cards played, a follow that would have kept them (``better``), the points given (``given``)
    and kept by it (``kept``), the trick's winner and points, and a sentence (``en``, ``zh``).
    ``kept``: their total. ``went``: each seat's points won in tricks and its side. ``summary``:
    one sentence on the slips, ``where``: one on where the points went (both languages).
    """
    result = hand.result
    assert result is not None
    players = hand.players
    direction = hand.rules.direction.value

    def named(seat: int) -> Localized:
        return seat_named(seat, players, direction, reader=READER)

    found = slips(hand, [READER])
    listed = []
    for slip in found:
        sentence = both(
            "Trick {n}: you played {cards} and {seat} took the trick with {points} points; "
            "{better} would have kept {kept} of them.",
            n=slip.trick,
            cards=cards_named(slip.played),
            seat=named(slip.winner),
            points=slip.points,
            better=cards_named(slip.better),
            kept=slip.kept,
        )
        listed.append(
            {
                "trick": slip.trick,
                "played": _notations(slip.played),
                "better": _notations(slip.better),
                "given": slip.given,
                "kept": slip.kept,
                "winner": slip.winner,
                "points": slip.points,
                **sentence,
            }
        )
    kept = sum(s.kept for s in found)
    if found:
        summary = both(
            "Points you gave away that another legal play kept: {kept}, in {count} of the tricks.",
            kept=kept,
            count=len(found),
        )
    else:
        summary = both(
            "No points given away: in every trick the other side took, you played as few "
            "points as the rules allowed."
        )
    went = [
        {
            "seat": seat,
            "points": hand.won[seat],
            "side": "banker" if seat in result.banker_team else "attackers",
        }
        for seat in range(players)
    ]
    parts = [named(s) for s in range(players)]
    listing = Localized(
        ", ".join(f"{p.en} {hand.won[s]}" for s, p in enumerate(parts)),
        "、".join(f"{p.zh} {hand.won[s]}" for s, p in enumerate(parts)),
    )
    where = both(
        "Points won in tricks: {listing}. The attackers' total, with the kitty: {total}.",
        listing=listing,
        total=result.attacker_points,
    )
    return {"slips": listed, "kept": kept, "summary": summary, "went": went, "where": where}


# ---------------------------------------------------------------------------------- entry points
def new_hand(request: Mapping[str, Any]) -> dict[str, Any]:
    """A new practice hand: ``deal`` (1 … 10⁹), ``rules`` (preset or code), ``decks``, ``players``."""
    try:
        deal = request.get("deal", 1)
        _check_deal(deal)
        rules = _rules_for(request)
        session = _start(rules, rule_code(rules), deal)
        _advance(session)
    except PracticeError as exc:
        return {"ok": False, "error": exc.as_json()}
    _remember(session)
    return _answer(session, coach=request.get("coach", True) is not False)


def _check_deal(deal: Any, *, saved: bool = False) -> None:
    """Refuse a deal number that is not a whole number from 1 to :data:`MAX_DEAL`.

    The same numbers for a new hand and a saved one: a save cannot hold a deal no new hand has.
    """
    if not _whole(deal, 1, MAX_DEAL):
        msg = f"deal number {shown(deal)}: expected a whole number from 1 to {MAX_DEAL:,}"
        zh = f"牌局号 {shown(deal)} 应为 1 到 {MAX_DEAL:,} 之间的整数。"
        if saved:
            msg, zh = f"saved hand: {msg}", f"保存的牌局有误：{zh}"
        raise PracticeError(msg, zh, "practice.corrupt" if saved else "practice.input")


def _answer(session: _Session, *, coach: bool) -> dict[str, Any]:
    return {
        "ok": True,
        "state": session.state(),
        "view": _view(session, coach=coach),
        "events": session.events,
    }


def view(state: Any, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The answer for a saved state (after a reload), or ``corrupt`` with the reason."""
    try:
        session = _load(state)
    except PracticeError as exc:
        return {"ok": False, "corrupt": True, "error": exc.as_json()}
    _remember(session)
    if _waiting(session) == "redeal":  # saved before redeals were automatic
        _advance(session)
        _remember(session)
    coach = options.get("coach", True) if isinstance(options, Mapping) else True
    return _answer(session, coach=coach is not False)


def act(state: Any, action: Mapping[str, Any]) -> dict[str, Any]:
    """Do the reader's action, then the bots' moves until the reader's next decision."""
    try:
        session = _load(state)
    except PracticeError as exc:
        return {"ok": False, "corrupt": True, "error": exc.as_json()}
    coach = action.get("coach", True) is not False if isinstance(action, Mapping) else True
    if isinstance(action, Mapping) and action.get("type") == "undo":
        try:
            session = _undo(session)
        except PracticeError as exc:
            return _refused(session, state, exc.as_json(), len(session.actions), coach=coach)
        _remember(session)
        return _answer(session, coach=coach)
    before = len(session.actions)
    try:
        _reader_action(session, action)
        _advance(session)
    except PracticeError as exc:
        return _refused(session, state, exc.as_json(), before, coach=coach)
    _remember(session)
    return _answer(session, coach=coach)


def _last_reader_play(actions: list[Action]) -> int | None:
    """The index of the reader's last play in this hand's actions, or None."""
    for i in range(len(actions) - 1, -1, -1):
        if actions[i][0] == "play" and actions[i][1] == READER:
            return i
    return None


def _undo(session: _Session) -> _Session:
    """The hand one play of the reader's back: that play and the computers' plays after it.

    The actions before it are replayed (the computers are seeded by the deal and the move's
    index, so the same play again gives the same answers); the trick is added to ``undos``,
    which the record and the review after the hand show.
    """
    at = _last_reader_play(session.actions)
    if at is None:
        raise PracticeError(
            "There is no play of yours to take back in this hand.",
            "这一局你还没有出牌，没有可以收回的。",
        )
    kept = session.actions[:at]
    earlier = _load(_state_of(session.code, session.deal, session.hands, kept, session.undos))
    trick = len(earlier.hand.tricks) + 1
    earlier.undos = [*session.undos, trick]
    earlier.events = [{"seat": READER, "kind": "undo", "trick": trick}]
    return earlier


def _refused(
    session: _Session, state: Any, error: dict[str, Any], before: int, *, coach: bool
) -> dict[str, Any]:
    if len(session.actions) != before:  # pragma: no cover - actions are checked before doing
        session = _load(state)
    return {
        "ok": False,
        "error": error,
        "state": session.state(),
        "view": _view(session, coach=coach),
    }


def _reader_action(session: _Session, action: Any) -> None:  # noqa: PLR0915 - one branch per verb
    """Check the reader's action with the engine first (nothing changes when it is refused)."""
    hand = session.hand
    if not isinstance(action, Mapping) or not isinstance(action.get("type"), str):
        msg = f"action {action!r}: expected an object with a type"
        raise PracticeError(msg, "动作格式有误。")
    kind = action["type"]
    waiting = _waiting(session)
    if kind == "deal":
        count = action.get("cards", 1)
        if not _whole(count, 1, MAX_DEAL):
            msg = f"cards {shown(count)}: expected how many cards to draw (a whole number ≥ 1)"
            raise PracticeError(msg, "发牌张数应为正整数。")
        if hand.phase != "deal":
            raise PracticeError("The deal is over.", "发牌已经结束。", "hand.phase")
        _deal(session, count)
        return
    if kind == "declare":
        cards = _checked_cards(action.get("cards"))
        if hand.phase == "after_deal" and waiting != "bid":
            raise PracticeError("It is not your turn to bid.", "还没有轮到你叫主。", "hand.turn")
        verdict = hand.check_declare(READER, cards)
        if not verdict.value:
            raise _refusal(verdict.reason, verdict.reason_zh, verdict.rule)
        _record(session, ["declare", READER, cards])
        _event(session, READER, "declare", cards=cards.split())  # the table log lists it too
        return
    if kind == "pass":
        if waiting != "bid":
            raise PracticeError(
                "There is no bid to pass on now.", "现在没有需要表态的叫主。", "hand.turn"
            )
        _record(session, ["pass", READER])
        return
    if kind == "bury":
        cards = _checked_cards(action.get("cards"))
        if waiting != "bury":
            raise PracticeError("You do not hold the kitty.", "你没有拿底牌。", "hand.phase")
        size = hand.rules.effective_kitty_size
        if len(parse_cards(cards)) != size:
            msg = f"Bury exactly {size} cards (you chose {len(parse_cards(cards))})."
            raise PracticeError(
                msg, f"须扣 {size} 张底牌（你选了 {len(parse_cards(cards))} 张）。", "kitty.bury"
            )
        if not hand.can_bury(READER, cards):
            named = cards_named(cards.split())
            raise PracticeError(
                f"{named.en} are not all in your hand.",
                f"{named.zh} 不都在你手中。",
                "follow.own-cards",
            )
        _record(session, ["bury", READER, cards])
        return
    if kind == "call":
        if waiting != "call":
            raise PracticeError(
                "You are not calling friends now.", "现在不是你找朋友。", "hand.phase"
            )
        calls = _checked_calls(action.get("calls"))
        if not hand.can_call_friends(READER, [FriendCall(parse_cards(c)[0], n) for c, n in calls]):
            try:
                hand.verify_call_friends(
                    READER, [FriendCall(parse_cards(c)[0], n) for c, n in calls]
                )
            except IllegalPlayError as exc:
                raise PracticeError(str(exc), "这样找朋友不合规则。", "friends.call") from exc
        _record(session, ["call", READER, [list(c) for c in calls]])
        return
    if kind == "play":
        cards = _checked_cards(action.get("cards"))
        verdict = hand.check_play(READER, cards)
        if not verdict.value:
            raise _refusal(verdict.reason, verdict.reason_zh, verdict.rule)
        _play(session, READER, cards)
        event = session.events[-1]
        if "attempted" in event and hand.order is not None:
            event.update(_throw_reason(session, event))
        return
    if kind == "next":
        _check_next(session)
        _next_hand(session)
        return
    msg = f"action type {kind!r}: expected deal, declare, pass, bury, call, play or next"
    raise PracticeError(msg, f"无法识别的动作 {kind!r}。")


def _refusal(reason: str, reason_zh: str, rule: str) -> PracticeError:
    """The engine's refusal as the page shows it: its cards named as the pictures are (♠10)."""
    return PracticeError(name_cards(reason, "en"), name_cards(reason_zh, "zh"), rule)


def _check_next(session: _Session) -> None:
    """The next hand of the match starts once this one is over, unless the match is won."""
    if session.hand.phase != "done":
        raise PracticeError(
            "Finish this hand first: the next hand starts when it is over.",
            "先打完这一局，才能开始下一局。",
            "hand.phase",
        )
    winners = session.match.winners
    if winners is not None:
        names = _seat_names(session.hand.players, session.rules.direction.value)
        msg = "The match is over: " + ", ".join(names[s]["en"] for s in sorted(winners)) + " won."
        zh = "整场比赛已经结束：" + "、".join(names[s]["zh"] for s in sorted(winners)) + "获胜。"
        raise PracticeError(msg, zh, "level.match-end")


def _throw_reason(session: _Session, event: dict[str, Any]) -> dict[str, Any]:
    """Why the reader's throw failed, judged again on the hands as they were before it."""
    fresh = Hand(session.hand.setup)
    before = _Session(
        session.rules, session.code, session.deal, session.match, fresh, round_seat=fresh.start
    )
    for action in session.actions[:-1]:
        _apply(before, action)
    hand = before.hand
    assert hand.order is not None
    others = [hand.hands[(READER + k) % hand.players] for k in range(1, hand.players)]
    verdict = check_throw(parse_cards(" ".join(event["attempted"])), others, hand.order)
    table = Table(hand.players, READER, reader=READER, direction=hand.rules.direction.value)
    return {
        "why": {
            "en": verdict.said("en", table),
            "zh": verdict.said("zh", table),
            "rule": verdict.rule,
        }
    }


def _checked_cards(cards: Any) -> str:
    text = _cards_text(cards)
    try:
        parsed = parse_cards(text)
    except ValueError as exc:
        raise PracticeError(str(exc), f"无法读取牌：{exc}", "cards.notation") from exc
    if not parsed:
        raise PracticeError("Choose some cards first.", "请先选牌。", "practice.input")
    return " ".join(c.notation for c in parsed)


def _checked_calls(calls: Any) -> list[tuple[str, int]]:
    if not isinstance(calls, list) or not calls:
        msg = f"calls {calls!r}: expected a list of [card, n] pairs such as [['HA', 1]]"
        raise PracticeError(msg, "找朋友的格式应为 [['HA', 1]]。")
    out: list[tuple[str, int]] = []
    for item in calls:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or not isinstance(item[0], str)
            or not _whole(item[1], 1, MAX_DEAL)
        ):
            msg = f"call {shown(item)}: expected [card, n] such as ['HA', 1]"
            raise PracticeError(msg, f"找朋友 {shown(item)} 的格式应为 ['HA', 1]。")
        _checked_cards(item[0])
        out.append((item[0], item[1]))
    return out


# ---------------------------------------------------------------------------------- JSON text
def _corrupt(exc: Exception) -> dict[str, Any]:
    """The answer to JSON that cannot be read, or to a bug: the page offers a new hand."""
    en = str(exc)
    zh = exc.message_zh if isinstance(exc, TractorError) else en
    if isinstance(exc, InternalError):
        zh += "，请开始新的一局。"
    error = PracticeError(en, zh, "practice.corrupt").as_json()
    return {"ok": False, "corrupt": True, "error": error}


def _json_entry(fn: Callable[..., dict[str, Any]], *texts: str) -> str:
    """Call ``fn`` with parsed JSON arguments (:func:`~tractor_core.api.entry.json_entry`).

    Bad JSON, and whatever else goes wrong (a bug), is an error answer, never a traceback: the
    page shows it and offers a new hand rather than freezing on an exception. ``fn`` answers
    the game's own refusals itself.
    """
    return json_entry(fn, refuse=_corrupt, expected=())(*texts)


def new_hand_json(request: str) -> str:
    """:func:`new_hand` with JSON text in and out (for the site's ``call``)."""
    return _json_entry(lambda r: new_hand(r if isinstance(r, Mapping) else {}), request)


def act_json(state: str, action: str) -> str:
    """:func:`act` with JSON text in and out."""
    return _json_entry(act, state, action)


def view_json(state: str, options: str = "{}") -> str:
    """:func:`view` with JSON text in and out."""
    return _json_entry(view, state, options)
