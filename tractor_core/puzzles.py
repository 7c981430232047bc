"""Puzzles: generate from an id, check an answer, hint, and the variant lens — all as JSON.

This module is the one place puzzle logic lives. The Jupyter widgets, the static site (through
Pyodide) and the tests all call :func:`handle` (or :func:`handle_json`), so what pytest checks is
exactly what a reader's browser runs. Every answer is judged by the engine's own verdicts; a
puzzle never re-implements a rule.

A puzzle id reproduces the exact puzzle: ``"<kind>-<preset>-<difficulty>-<seed>"``, for example
``"tractor-default-2-17"``.

>>> p = make_puzzle("tractor-default-1-7")
>>> p["kind"], p["answer_type"]
('tractor', 'yesno')
>>> check("tractor-default-1-7", p["_solution"])["correct"]
True
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from typing import Any, Final

from tractor_core.cards import JOKERS, LEVEL_RANKS, Card, Rank, Suit, parse_cards, shoe
from tractor_core.catalogue import CATALOGUE
from tractor_core.combinations import decompose, is_tractor
from tractor_core.declaring import Phase, check_bid, read_bid
from tractor_core.errors import TractorError
from tractor_core.following import FollowFormat, check_follow_format, legal_follows
from tractor_core.kitty import kitty_capture
from tractor_core.levels import level_change
from tractor_core.presets import PRESETS, find_preset
from tractor_core.ruleset import RuleSet
from tractor_core.svg import faces
from tractor_core.throwing import check_throw
from tractor_core.trick import trick_winner
from tractor_core.trump_order import EffSuit, Trump, TrumpOrder, order_for
from tractor_core.verdict import Verdict

__all__ = [
    "KINDS",
    "check",
    "handle",
    "handle_json",
    "hint",
    "initial_state",
    "lens",
    "make_puzzle",
]

#: Lesson page of each rule's phase, for the "show the rule" link.
LESSON_BASE: Final = "../"


@dataclass
class _Puzzle:
    """A generated puzzle: what the reader sees, and how to solve it under any rule set."""

    kind: str
    question: dict[str, str]
    answer_type: str
    trump: Trump
    show: dict[str, Any]
    solve: Callable[[RuleSet], tuple[Any, Verdict[Any]]]
    hint: dict[str, str]
    options: list[dict[str, str]] = field(default_factory=list)
    decks: int = 2


# ------------------------------------------------------------------------------------- ids
def parse_id(puzzle_id: str) -> tuple[str, str, int, int]:
    """Split ``kind-preset-difficulty-seed``; raises ValueError naming what is wrong."""
    parts = puzzle_id.strip().split("-")
    if len(parts) < 4:
        msg = f"puzzle id {puzzle_id!r}: expected kind-preset-difficulty-seed, e.g. 'tractor-default-1-7'"
        raise ValueError(msg)
    kind, difficulty, seed = parts[0], parts[-2], parts[-1]
    preset_name = "-".join(parts[1:-2])
    if kind not in KINDS:
        msg = f"puzzle id {puzzle_id!r}: kind {kind!r} is not one of {', '.join(KINDS)}"
        raise ValueError(msg)
    find_preset(preset_name)
    if not difficulty.isdigit() or not 1 <= int(difficulty) <= 3:
        msg = f"puzzle id {puzzle_id!r}: difficulty must be 1, 2 or 3"
        raise ValueError(msg)
    if not seed.isdigit():
        msg = f"puzzle id {puzzle_id!r}: seed must be a whole number"
        raise ValueError(msg)
    return kind, preset_name, int(difficulty), int(seed)


def _rng(puzzle_id: str) -> random.Random:
    return random.Random(f"tractor-puzzle:{puzzle_id}")


def _random_trump(rng: random.Random, nt_share: float = 0.15) -> Trump:
    level = rng.choice(LEVEL_RANKS)
    suit = None if rng.random() < nt_share else rng.choice(list(Suit))
    return Trump(level, suit)


def _side_suits(trump: Trump) -> list[Suit]:
    return [s for s in Suit if s is not trump.suit]


def _plain_ranks(trump: Trump, rules: RuleSet) -> list[Rank]:
    special = {trump.level, *rules.permanent_trump_ranks}
    return [r for r in LEVEL_RANKS if r not in special]


def _t(cards: Sequence[Card]) -> str:
    return " ".join(c.notation for c in cards)


# ------------------------------------------------------------------------------ generators
def _gen_tractor(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """Is this a tractor? Real tractors and the classic traps, harder ones at higher levels."""
    trump = _random_trump(rng, 0.1 if difficulty > 1 else 0.0)
    side = _side_suits(trump)
    plain = _plain_ranks(trump, rules)
    width = 3 if rules.decks >= 3 and rng.random() < 0.5 else 2

    def run(suit: Suit, length: int) -> list[Card]:
        start = rng.randrange(0, len(plain) - length + 1)
        return [Card(suit, r) for r in plain[start : start + length] for _ in range(width)]

    level_cards = [Card(s, trump.level) for s in Suit]
    trump_level = Card(trump.suit, trump.level) if trump.suit else None
    off_levels = [c for c in level_cards if c.suit is not trump.suit]
    makers: list[Callable[[], list[Card]]] = [
        lambda: run(rng.choice(side), 2),
        lambda: run(rng.choice(side), rng.choice([2, 3])),
        lambda: [
            Card(s, r)
            for s in [rng.choice(side)]
            for r in rng.sample(plain, 2)
            for _ in range(width)
        ],
        lambda: [*run(rng.choice(side), 2)[:-1]],  # a step short: 554
    ]
    if difficulty >= 2:
        lvl = trump.level
        gap = [r for r in LEVEL_RANKS if abs(int(r) - int(lvl)) == 1]
        if len(gap) == 2:
            makers.append(lambda: [Card(rng.choice(side), r) for r in gap for _ in range(width)])
        makers.append(lambda: [c for c in rng.sample(off_levels, 2) for _ in range(width)])
        near = [r for r in plain if abs(int(r) - int(lvl)) == 1]
        if near:
            s = rng.choice(side)
            makers.append(lambda: [Card(s, lvl)] * width + [Card(s, near[0])] * width)
        makers.append(
            lambda: (
                [Card(rng.choice(side), Rank.ACE)] * width
                + [Card(rng.choice(side), Rank.TWO)] * width
            )
        )
    if difficulty >= 3 or (difficulty == 2 and rng.random() < 0.5):
        if trump_level is not None:
            top = Card(trump.suit, plain[-1])
            makers += [
                lambda: [JOKERS[1]] * width + [trump_level] * width,
                lambda: [trump_level] * width + [rng.choice(off_levels)] * width,
                lambda: [rng.choice(off_levels)] * width + [top] * width,
                lambda: [JOKERS[0]] * width + [JOKERS[1]] * width,
                lambda: [JOKERS[0]] * width + [trump_level] * width,
            ]
        else:
            makers.append(lambda: [c for c in rng.sample(level_cards, 2) for _ in range(width)])
            makers.append(lambda: [JOKERS[1]] * width + [rng.choice(level_cards)] * width)
    cards = rng.choice(makers)()
    rng.shuffle(cards)
    cards = cards[: rules.decks * 6]

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = is_tractor(cards, order_for(trump, r))
        return verdict.value, verdict

    return _Puzzle(
        "tractor",
        {"en": "Is this a tractor?", "zh": "这是拖拉机吗？"},
        "yesno",
        trump,
        {"cards": [c.notation for c in cards]},
        solve,
        {
            "en": "First check that every card is of one effective suit (level cards and jokers "
            "are trumps), then that the steps are equal and adjacent.",
            "zh": "先看是否同一门（级牌和王都是主牌），再看每节张数是否相同、是否相邻。",
        },
        decks=rules.decks,
    )


def _deal(rng: random.Random, rules: RuleSet) -> list[list[Card]]:
    cards = list(shoe(rules.decks))
    rng.shuffle(cards)
    n = rules.hand_size
    return [cards[i * n : (i + 1) * n] for i in range(rules.players)]


def _gen_throw(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """Can this throw succeed? A real deal; the leader throws its strongest units of a side suit."""
    for _ in range(200):
        trump = _random_trump(rng, 0.0)
        order = order_for(trump, rules)
        hands = _deal(rng, rules)
        suit = EffSuit.of_suit(rng.choice(_side_suits(trump)))
        mine = [c for c in hands[0] if order.suit_of(c) is suit]
        if len(mine) < 4:
            continue
        units = decompose(mine, order).value
        if len(units) < 2:
            continue
        k = min(len(units), rng.choice([2, 2, 3]))
        chosen = (
            sorted(units, key=lambda u: -u.top)[:k]
            if rng.random() < 0.6
            else rng.sample(list(units), k)
        )
        lead = [c for u in chosen for c in u.cards]
        lead_units = decompose(lead, order).value
        if len(lead_units) < 2:
            continue
        others = [[c for c in h if order.suit_of(c) is suit] for h in hands[1:]]
        break
    else:  # pragma: no cover - a 2-deck deal always has a suit of four or more in 200 tries
        msg = "could not deal a throw position"
        raise RuntimeError(msg)
    options = [{"en": "The throw succeeds", "zh": "甩牌成功"}]
    options += [
        {"en": f"It fails: {_t(u.cards)} is forced", "zh": f"甩牌失败，须出 {_t(u.cards)}"}
        for u in lead_units
    ]
    unit_cards = [list(u.cards) for u in lead_units]

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = check_throw(lead, others, order_for(trump, r))
        if verdict.value.succeeds:
            return 0, verdict
        forced = list(verdict.value.forced or ())
        return 1 + unit_cards.index(forced), verdict

    return _Puzzle(
        "throw",
        {
            "en": "You lead these cards together. Can the throw succeed?",
            "zh": "你一次出这些牌（甩牌），能成功吗？",
        },
        "choice",
        trump,
        {
            "lead": [c.notation for c in lead],
            "others": [[c.notation for c in h] for h in others],
            "others_label": suit.english,
        },
        solve,
        {
            "en": "Split the throw into its units, then look for a higher unit of the same shape in "
            f"each other hand's {suit.english}. Equal cards never beat.",
            "zh": "先把甩牌拆成单张、对子、拖拉机，再看其他各家同门牌中有没有同牌型且更大的。",
        },
        options,
        rules.decks,
    )


def _gen_kitty(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """What does this kitty capture multiply to? The last trick's lead and the kitty are shown."""
    trump = _random_trump(rng, 0.0)
    # Under 001 only a last trick won with trumps captures the kitty: lead trumps there.
    side = (
        trump.suit if rules.kitty_needs_trump_win and trump.suit else rng.choice(_side_suits(trump))
    )
    plain = _plain_ranks(trump, rules)
    shapes = [(1, 1), (2, 1), (2, 2)]
    if difficulty >= 2:
        shapes += [(2, 3), (0, 0)]  # (0, 0): a throw
    if rules.decks >= 3:
        shapes += [(3, 1), (3, 2)]
    width, length = rng.choice(shapes)
    if width == 0:
        start = rng.randrange(0, len(plain) - 5)
        lead = (
            [Card(side, plain[start])] * 2
            + [Card(side, plain[start + 1])] * 2
            + [Card(side, plain[-1])]
        )
        if rng.random() < 0.5:
            lead = [Card(side, plain[start + 3])] * 2 + [
                Card(side, plain[-1]),
                Card(side, plain[-2]),
            ]
    else:
        start = rng.randrange(0, len(plain) - length + 1)
        lead = [Card(side, r) for r in plain[start : start + length] for _ in range(width)]
    pool = [c for c in shoe(rules.decks) if c not in lead]
    kitty = rng.sample(pool, rules.effective_kitty_size)
    if not any(c.points for c in kitty):
        kitty[0] = Card(rng.choice(list(Suit)), Rank.KING)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = kitty_capture([lead], kitty, order_for(trump, r))
        return [verdict.value.multiplier, verdict.value.attackers_gain], verdict

    return _Puzzle(
        "kitty",
        {
            "en": "The attackers win the last trick, which was led with these cards. What is the "
            "kitty multiplier, and how many points do the attackers gain from the kitty?",
            "zh": "抓分方赢得最后一轮（首家出牌如下）。抠底翻几倍？抓分方从底牌得多少分？",
        },
        "numbers",
        trump,
        {"lead": [c.notation for c in lead], "kitty": [c.notation for c in kitty]},
        solve,
        {
            "en": "Find the largest unit of the lead (a throw counts only its largest unit), then "
            "apply these house rules' kitty formula to the kitty's points (5, 10 and K).",
            "zh": "找出最后一轮首家出牌中最大的牌型（甩牌只算最大牌型），再按本规则的公式乘以底牌分。",
        },
        [{"en": "multiplier", "zh": "倍数"}, {"en": "points gained", "zh": "得分"}],
        rules.decks,
    )


def _gen_trick(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """Who wins this trick? Following, ties, ruffs, discards that look like ruffs, over-ruffs."""
    trump = _random_trump(rng, 0.0)
    order = order_for(trump, rules)
    side = rng.choice(_side_suits(trump))
    plain = _plain_ranks(trump, rules)
    trumps = [c for c in shoe(1) if order.is_trump(c)]
    width, length = rng.choice([(1, 1), (2, 1), (2, 1)] + ([(2, 2)] if difficulty >= 2 else []))
    start = rng.randrange(0, len(plain) - length - 2)
    lead = [Card(side, r) for r in plain[start : start + length] for _ in range(width)]
    if difficulty >= 3 and width == 2 and length == 1:
        lead = [*lead, Card(side, plain[-1])]  # a throw: pair + single
    size = len(lead)
    shape_count = len(lead)

    def follow_suit(higher: bool) -> list[Card]:
        ranks = plain[start + length :] if higher else plain[: max(start, 1)]
        r = rng.choice(ranks)
        if width == 2 and length == 1 and size == 2:
            return [Card(side, r)] * 2
        return [Card(side, rng.choice(plain)) for _ in range(size)]

    def ruff(matching: bool) -> list[Card]:
        ranked = sorted(trumps, key=order.power)
        if matching and width == 2 and length == 1 and size == 2:
            return [rng.choice(ranked)] * 2
        if matching and width == 2 and length == 2:
            run = [c for c in ranked if not order.info(c).kind.endswith("level")]
            i = rng.randrange(0, len(run) - 1)
            if order.adjacent(run[i], run[i + 1]):
                return [run[i]] * 2 + [run[i + 1]] * 2
        if matching and size == 3:
            c = rng.choice(ranked)
            return [c, c, rng.choice(ranked)]
        return (
            rng.sample(ranked, shape_count) if shape_count <= len(ranked) else ranked[:shape_count]
        )

    def discard() -> list[Card]:
        other = rng.choice([s for s in _side_suits(trump) if s is not side])
        return [Card(other, rng.choice(plain)) for _ in range(size)]

    makers = [lambda: follow_suit(True), lambda: follow_suit(False), lambda: ruff(True), discard]
    if difficulty >= 2:
        makers += [lambda: ruff(False), lambda: list(lead)]
    plays = [lead] + [rng.choice(makers)() for _ in range(3)]

    def possible(plays: list[list[Card]]) -> bool:
        """No card more often than the decks hold; a throw that could have stood."""
        counts = Counter(c for p in plays for c in p)
        if max(counts.values()) > rules.decks:
            return False
        return (
            len(decompose(lead, order).value) == 1
            or check_throw(lead, plays[1:], order).value.succeeds
        )

    for _ in range(100):
        if possible(plays):
            break
        plays = [lead] + [rng.choice(makers)() for _ in range(3)]
    else:  # pragma: no cover - the makers almost always find a possible trick
        msg = "could not deal a possible trick"
        raise RuntimeError(msg)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        verdict = trick_winner(plays, order_for(trump, r))
        return verdict.value, verdict

    return _Puzzle(
        "trick",
        {"en": "Who wins this trick?", "zh": "这一轮谁大？"},
        "seat",
        trump,
        {"plays": [[c.notation for c in p] for p in plays]},
        solve,
        {
            "en": "Only a play entirely of the led suit, or entirely trumps with the lead's shape, "
            "can win. Among those, the highest wins, and the first of equal plays.",
            "zh": "只有全是首家花色、或全是主牌且牌型相同的出牌才能大；其中大者为大，相同先出为大。",
        },
        [
            {
                "en": f"Seat {i}" + (" (leader)" if i == 0 else ""),
                "zh": f"座位 {i}" + ("（首家）" if i == 0 else ""),
            }
            for i in range(4)
        ],
        rules.decks,
    )


def _follow_options(
    rng: random.Random, fmt: FollowFormat, hand: list[Card], suit_cards: list[Card]
) -> tuple[list[tuple[Card, ...]], dict[tuple[Card, ...], Verdict[bool]]] | None:
    """Three illegal follows and one legal one, each judged by the engine; None if not found.

    ``hand`` and ``suit_cards`` are in hand order (:meth:`TrumpOrder.sorted`). Follows are drawn
    at random, mostly from the led suit (where breaking the lead's shape is the mistake) until a
    legal one turns up, then mostly from the whole hand (where not following suit is). The legal
    follow shown is one of those drawn; if none was, the cards an illegal option's verdict says
    the hand owed, filled up, if the engine judges them legal (else one of its legal follows).
    Each option is judged once: listing legal follows or judging plays that are never shown is
    what made this puzzle slow.
    """
    order, size = fmt.order, fmt.size
    verdicts: dict[tuple[Card, ...], Verdict[bool]] = {}
    illegal: list[tuple[Card, ...]] = []
    legal: list[tuple[Card, ...]] = []
    for _try in range(60):
        from_suit = len(suit_cards) >= size and rng.random() < (0.3 if legal else 0.7)
        pool = suit_cards if from_suit else hand
        pick = tuple(pool[i] for i in sorted(rng.sample(range(len(pool)), size)))  # hand order
        if pick in verdicts:
            continue
        verdicts[pick] = verdict = check_follow_format(fmt, hand, pick)
        (legal if verdict.value else illegal).append(pick)
        if len(illegal) >= 3:
            break
    if len(illegal) < 2:
        return None
    if legal:
        good = rng.choice(legal)
    else:
        owed = _owed_follow(rng, fmt, hand, [verdicts[p] for p in illegal])
        if owed is not None and owed not in verdicts:
            verdicts[owed] = check_follow_format(fmt, hand, owed)
        if owed is not None and verdicts[owed].value:
            good = owed
        else:
            listed = list(islice(legal_follows(fmt.lead, hand, order), 24))
            if not listed:
                return None
            good = tuple(order.sorted(rng.choice(listed)))
            verdicts[good] = check_follow_format(fmt, hand, good)
    plays = [*illegal[:3], good]
    rng.shuffle(plays)
    return plays, verdicts


def _owed_follow(
    rng: random.Random, fmt: FollowFormat, hand: list[Card], judged: list[Verdict[bool]]
) -> tuple[Card, ...] | None:
    """A follow proposed from the verdicts on illegal follows; None if none names the owed cards.

    The cards a verdict says the hand owed (``details["required"]``), filled up at random with
    more cards of the led suit, then with other cards. Only a proposal: the caller has the engine
    judge it.
    """
    order = fmt.order
    # A verdict on the lead's shape names the pair or tractor owed; prefer it to one on the suit.
    named = [
        v.details.get("required") for v in sorted(judged, key=lambda v: v.rule == "follow.suit")
    ]
    owed = next((o for o in named if o), None)
    if owed is None:
        return None
    cards = list(parse_cards(owed))
    rest = list(hand)
    for card in cards:
        if card not in rest:
            return None
        rest.remove(card)
    same = [c for c in rest if order.suit_of(c) is fmt.suit]
    other = [c for c in rest if order.suit_of(c) is not fmt.suit]
    need = fmt.size - len(cards)
    if need < 0 or need > len(rest):
        return None
    from_same = min(need, len(same))
    cards += rng.sample(same, from_same) + rng.sample(other, need - from_same)
    return tuple(order.sorted(cards))


def _gen_follow(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """Which of these follows is legal? A real deal; one legal follow among illegal ones.

    The engine's verdicts on the options, given while choosing them, are kept for the puzzle's
    own rules: showing the puzzle or checking an answer does not judge them again.
    """
    for _ in range(300):
        trump = _random_trump(rng, 0.0)
        order = order_for(trump, rules)
        # The first two hands of a shuffled shoe: yours (seat 0) and seat 1's.
        dealt = rng.sample(shoe(rules.decks), 2 * rules.hand_size)
        hand, seat1 = dealt[: rules.hand_size], dealt[rules.hand_size :]
        # Seat 1 leads a pair, tractor or triple of a side suit: one of the units the engine
        # reads from its cards held more than once (a unit two or more wide repeats each card).
        held = Counter(seat1)
        repeated = [c for c in seat1 if held[c] >= 2]
        repeated_suits = {order.suit_of(c) for c in repeated}
        suits = [s for s in map(EffSuit.of_suit, _side_suits(trump)) if s in repeated_suits]
        if not suits:
            continue
        suit = rng.choice(suits)
        leader = [c for c in repeated if order.suit_of(c) is suit]
        units = [u for u in decompose(leader, order).value if u.width >= 2]
        if not units:
            continue
        lead = list(rng.choice(units).cards)
        hand = order.sorted(hand)
        suit_cards = [c for c in hand if order.suit_of(c) is suit]
        if len(suit_cards) <= len(lead) and difficulty < 3:
            continue
        found = _follow_options(rng, FollowFormat(lead, order), hand, suit_cards)
        if found is None:
            continue
        plays, verdicts = found
        break
    else:  # pragma: no cover
        msg = "could not deal a follow position"
        raise RuntimeError(msg)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        if r == rules:
            judged = [verdicts[p] for p in plays]
        else:
            rule_format = FollowFormat(lead, order_for(trump, r))
            judged = [check_follow_format(rule_format, hand, p) for p in plays]
        legal_idx = [i for i, v in enumerate(judged) if v.value]
        first_bad = next((v for v in judged if not v.value), judged[0])
        chosen = judged[legal_idx[0]] if legal_idx else first_bad
        return legal_idx, Verdict(
            legal_idx,
            " ".join(
                f"Option {i + 1}: {'legal' if v.value else 'illegal'} — {v.reason}"
                for i, v in enumerate(judged)
            ),
            " ".join(
                f"选项 {i + 1}：{'合法' if v.value else '不合法'}——{v.reason_zh}"
                for i, v in enumerate(judged)
            ),
            first_bad.rule if not chosen.value or len(legal_idx) < len(plays) else chosen.rule,
        )

    return _Puzzle(
        "follow",
        {
            "en": "Seat 1 led these cards. Which follow from your hand is legal?",
            "zh": "上家首出如下。你的哪种跟法合法？",
        },
        "choice",
        trump,
        {"lead": [c.notation for c in lead], "hand": [c.notation for c in hand]},
        solve,
        {
            "en": f"Count your {suit.english} first: you must follow suit. Then, if a pair or tractor "
            "was led, look for pairs and tractors of that suit in your hand.",
            "zh": "先数你手中该门的牌：必须跟同门；首家出对子或拖拉机时，再看你有没有该门的对子或拖拉机。",
        },
        [{"en": _t(p), "zh": _t(p)} for p in plays],
        rules.decks,
    )


def _gen_levels(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """How many levels does this score give, and to whom? Scores near the band edges."""
    step = rules.effective_level_step
    edges = [
        0,
        5,
        step - 5,
        step,
        2 * step - 5,
        2 * step,
        3 * step - 5,
        3 * step,
        4 * step,
        4 * step + 5,
    ]
    points = rng.choice(edges) if difficulty >= 2 else rng.randrange(0, step + 1) * 5
    points = min(points, 60 * rules.decks * 2) // 5 * 5
    if rules.level_table.value == "004":
        points = rng.choice([0, 10, 20, 35, 40, 80, 115, 120, 125, 160, 165, 205, 285])

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        try:
            verdict = level_change(points, r)
        except ValueError as exc:  # pragma: no cover - points are multiples of 5
            raise TractorError(str(exc)) from None
        change = verdict.value
        return [change.side, change.levels], verdict

    return _Puzzle(
        "levels",
        {
            "en": f"The attackers finished the hand with {points} points. Who goes up, and how many levels?",
            "zh": f"抓分方本局得 {points} 分。哪一方升级？升几级？",
        },
        "side_levels",
        Trump(Rank.TWO, None),
        {"points": points},
        solve,
        {
            "en": f"With {rules.decks} deck(s) a step is {step} points here. Count the steps from 0: "
            "below two steps the banker team goes up, from two steps the bank changes hands.",
            "zh": f"本规则每档 {step} 分。从 0 分开始数档：不足两档庄家方升级，满两档换庄。",
        },
        [{"en": "banker team", "zh": "庄家方"}, {"en": "attackers", "zh": "抓分方"}],
        rules.decks,
    )


def _gen_order(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """Put this hand in trump order (the order players hold their cards)."""
    trump = _random_trump(rng, 0.1 if difficulty >= 2 else 0.0)
    order = order_for(trump, rules)
    deck = list(shoe(1))
    trumps = [c for c in deck if order.is_trump(c)]
    n_trumps = 3 + difficulty
    cards = rng.sample(trumps, n_trumps) + rng.sample(
        [c for c in deck if not order.is_trump(c)], 2 + difficulty
    )
    rng.shuffle(cards)

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        o = order_for(trump, r)
        ordered = o.sorted(cards)
        return [c.notation for c in ordered], Verdict(
            [c.notation for c in ordered],
            "In order: " + ", ".join(f"{c.notation} ({o.describe(c)})" for c in ordered) + ".",
            "顺序：" + "，".join(f"{c.notation}（{o.describe_zh(c)}）" for c in ordered) + "。",
            "order.trump-strength",
        )

    return _Puzzle(
        "order",
        {
            "en": "Put this hand in order, strongest trump first, then each side suit from high to low.",
            "zh": "把这手牌理好：主牌从大到小在前，然后每门副牌从大到小。",
        },
        "order",
        trump,
        {"cards": [c.notation for c in cards]},
        solve,
        {
            "en": "Trumps first: big joker, little joker, the trump-suit level card, the other level "
            "cards (equal), then the trump suit from A down.",
            "zh": "主牌在前：大王、小王、主级牌、副级牌（相等），然后主花色从 A 往下。",
        },
        decks=rules.decks,
    )


def _gen_declaration(rng: random.Random, rules: RuleSet, difficulty: int) -> _Puzzle:
    """Does this declaration overturn that one? Level cards, pairs, joker pairs, reinforcing."""
    level = rng.choice(LEVEL_RANKS)
    suits = list(Suit)
    width = min(rules.decks, 2)

    def level_bid(n: int) -> list[Card]:
        return [Card(rng.choice(suits), level)] * n

    def joker_bid(n: int) -> list[Card]:
        return [rng.choice(JOKERS)] * n

    def kinds() -> list[Card]:
        roll = rng.random()
        if roll < 0.45:
            return level_bid(1)
        if roll < 0.85 or difficulty == 1:
            return level_bid(width)
        return joker_bid(width)

    for _ in range(100):
        current = kinds()
        bid = kinds()
        same_seat = difficulty >= 2 and rng.random() < 0.3
        seat, current_seat = (0, 0) if same_seat else (rng.choice([1, 2, 3]), 0)
        if max(Counter(current + bid).values()) > rules.decks:
            continue  # more copies of a card than the decks hold
        phase: Phase = "after_deal" if difficulty >= 3 and rng.random() < 0.5 else "deal"
        history_bid = read_bid(current, level, rules, seat=current_seat, first_hand=False).value
        if (
            history_bid is None
            or read_bid(bid, level, rules, seat=seat, first_hand=False).value is None
        ):
            continue
        beats = check_bid(
            bid,
            seat,
            level,
            rules,
            history=[history_bid],
            phase=phase,
            first_hand=False,
        ).value
        if beats or rng.random() < 0.4:  # keep yes and no answers about equally common
            break
    else:  # pragma: no cover
        msg = "could not make a declaration position"
        raise RuntimeError(msg)
    trump = Trump(level, current[0].suit)
    who = "the same player" if seat == current_seat else f"seat {seat}"
    who_zh = "同一玩家" if seat == current_seat else f"座位 {seat}"

    def solve(r: RuleSet) -> tuple[Any, Verdict[Any]]:
        first = read_bid(current, level, r, seat=current_seat, first_hand=False).value
        verdict = check_bid(
            bid,
            seat,
            level,
            r,
            history=[first] if first is not None else [],
            phase=phase,
            first_hand=False,
        )
        return verdict.value, verdict

    return _Puzzle(
        "declaration",
        {
            "en": f"Seat {current_seat} has shown the first set of cards (level {level.label}). "
            f"Can {who} now show the second set and take over the trump?"
            + (" The deal is over." if phase == "after_deal" else " The deal is still going on."),
            "zh": f"座位 {current_seat} 先亮了第一组牌（打 {level.label}）。{who_zh}现在亮出第二组牌能反主吗？"
            + ("（发牌已结束）" if phase == "after_deal" else "（仍在发牌）"),
        },
        "yesno",
        trump,
        {"current": [c.notation for c in current], "bid": [c.notation for c in bid]},
        solve,
        {
            "en": "Count the cards of each declaration first: a pair beats a single; at equal "
            "length only jokers (or, under some house rules, a higher suit) overturn.",
            "zh": "先比张数：对子大于单张；张数相同时只有王（或某些规则下更高的花色）能反。",
        },
        decks=rules.decks,
    )


_GENERATORS: Final[dict[str, Callable[[random.Random, RuleSet, int], _Puzzle]]] = {
    "declaration": _gen_declaration,
    "tractor": _gen_tractor,
    "throw": _gen_throw,
    "kitty": _gen_kitty,
    "trick": _gen_trick,
    "follow": _gen_follow,
    "levels": _gen_levels,
    "order": _gen_order,
}

#: Puzzle kinds, in curriculum order.
KINDS: Final[tuple[str, ...]] = (
    "order",
    "tractor",
    "follow",
    "trick",
    "throw",
    "kitty",
    "levels",
    "declaration",
)


@lru_cache(maxsize=128)
def _build(puzzle_id: str) -> tuple[_Puzzle, RuleSet]:
    """Generate a puzzle; cached, since an id always gives the same puzzle.

    Checking an answer, a hint and the variant lens all regenerate the puzzle from its id.
    """
    kind, preset_name, difficulty, _seed = parse_id(puzzle_id)
    rules = find_preset(preset_name).rules
    return _GENERATORS[kind](_rng(puzzle_id), rules, difficulty), rules


# ------------------------------------------------------------------------------ public API
def make_puzzle(puzzle_id: str, *, lang: str = "en", palette: str = "two") -> dict[str, Any]:
    """The reader's view of a puzzle (JSON-ready). ``_solution`` is included for teachers/tests."""
    puzzle, rules = _build(puzzle_id)
    order = order_for(puzzle.trump, rules)
    shown: list[Card] = []
    for value in puzzle.show.values():
        if isinstance(value, list):
            for item in value:
                shown.extend(parse_cards(item) if isinstance(item, list) else parse_cards([item]))
    solution, _verdict = puzzle.solve(rules)
    return {
        "id": puzzle_id,
        "kind": puzzle.kind,
        "preset": parse_id(puzzle_id)[1],
        "question": puzzle.question,
        "answer_type": puzzle.answer_type,
        "trump": {
            "level": puzzle.trump.level.label,
            "suit": None if puzzle.trump.suit is None else puzzle.trump.suit.value,
            "text": {"en": puzzle.trump.describe(), "zh": puzzle.trump.describe_zh()},
        },
        "show": puzzle.show,
        "options": puzzle.options,
        "faces": faces(shown, order, palette=palette, lang=lang),
        "_solution": solution[0] if puzzle.kind == "follow" else solution,
    }


def _same(kind: str, given: Any, expected: Any, order: TrumpOrder | None) -> bool:
    if kind == "order" and order is not None:
        try:
            cards = parse_cards(given)
        except TractorError:
            return False
        exp = parse_cards(expected)
        if sorted(c.notation for c in cards) != sorted(c.notation for c in exp):
            return False
        return [order.sort_key(c)[:2] for c in cards] == [order.sort_key(c)[:2] for c in exp]
    if kind == "follow":
        return isinstance(given, int) and given in expected
    return bool(given == expected)


def _normalise(answer_type: str, answer: Any) -> Any:
    """Turn a reader's raw answer into the solution's form; ValueError names what is wrong."""
    if answer_type == "yesno":
        if isinstance(answer, bool):
            return answer
        if isinstance(answer, str) and answer.strip().lower() in (
            "yes",
            "no",
            "是",
            "否",
            "true",
            "false",
        ):
            return answer.strip().lower() in ("yes", "是", "true")
        msg = f"answer {answer!r}: expected yes or no"
        raise ValueError(msg)
    if answer_type in ("choice", "seat"):
        if isinstance(answer, bool) or not isinstance(answer, int):
            msg = f"answer {answer!r}: expected the number of an option"
            raise ValueError(msg)
        return answer
    if answer_type == "numbers":
        if not isinstance(answer, list) or len(answer) != 2:
            msg = f"answer {answer!r}: expected two whole numbers (multiplier, points)"
            raise ValueError(msg)
        out = []
        for label, value in zip(("multiplier", "points"), answer, strict=True):
            try:
                out.append(int(str(value).strip()))
            except ValueError:
                msg = f"{label} {value!r}: expected a whole number"
                raise ValueError(msg) from None
        return out
    if answer_type == "side_levels":
        if (
            not isinstance(answer, list)
            or len(answer) != 2
            or answer[0] not in ("banker", "attackers")
        ):
            msg = f"answer {answer!r}: expected [banker|attackers, levels]"
            raise ValueError(msg)
        try:
            return [answer[0], int(str(answer[1]).strip())]
        except ValueError:
            msg = f"levels {answer[1]!r}: expected a whole number"
            raise ValueError(msg) from None
    if answer_type == "order":
        cards = parse_cards(answer)  # NotationError names the bad token
        return [c.notation for c in cards]
    msg = f"unknown answer type {answer_type!r}"  # pragma: no cover
    raise ValueError(msg)


def _rule_info(rule_id: str) -> dict[str, str]:
    entry = CATALOGUE.get(rule_id)
    if entry is None:  # pragma: no cover - the catalogue test keeps this from happening
        return {"id": rule_id, "title": rule_id, "lesson": ""}
    return {
        "id": rule_id,
        "title": entry.title,
        "lesson": entry.lesson,
        "statement": entry.statement,
        "statement_zh": entry.statement_zh,
    }


def check(puzzle_id: str, answer: Any) -> dict[str, Any]:
    """Judge a reader's answer. Bad input returns ``{"error": ...}`` and counts as no attempt."""
    puzzle, rules = _build(puzzle_id)
    try:
        given = _normalise(puzzle.answer_type, answer)
    except ValueError as exc:
        return {"error": str(exc)}
    expected, verdict = puzzle.solve(rules)
    order = order_for(puzzle.trump, rules)
    correct = _same(puzzle.kind, given, expected, order)
    return {
        "correct": correct,
        "expected": expected,
        "given": given,
        "reason": verdict.reason,
        "reason_zh": verdict.reason_zh,
        "rule": _rule_info(verdict.rule),
    }


def hint(puzzle_id: str) -> dict[str, str]:
    """The first step of the reasoning (never the answer)."""
    return _build(puzzle_id)[0].hint


def lens(puzzle_id: str) -> list[dict[str, Any]]:
    """The same puzzle's answer under every preset, flagging those that differ from its own."""
    puzzle, rules = _build(puzzle_id)
    own, _ = puzzle.solve(rules)
    rows = []
    for p in PRESETS:
        try:
            r = p.rules if p.rules.decks == puzzle.decks else p.rules.replace(decks=puzzle.decks)
            value, verdict = puzzle.solve(r)
        except (TractorError, ValueError) as exc:
            rows.append({"preset": p.name, "title": p.title, "error": str(exc), "differs": True})
            continue
        rows.append(
            {
                "preset": p.name,
                "title": p.title,
                "answer": value,
                "reason": verdict.reason,
                "reason_zh": verdict.reason_zh,
                "rule": verdict.rule,
                "differs": value != own,
            }
        )
    return rows


# ------------------------------------------------------------------------------ widget protocol
def initial_state(
    kind: str,
    *,
    preset: str = "default",
    difficulty: int = 1,
    seed: int = 1,
    lang: str = "en",
    palette: str = "two",
) -> dict[str, Any]:
    """A fresh puzzle widget state."""
    puzzle_id = f"{kind}-{find_preset(preset).name}-{difficulty}-{seed}"
    return {
        "kind": kind,
        "preset": find_preset(preset).name,
        "difficulty": difficulty,
        "seed": seed,
        "lang": lang,
        "palette": palette,
        "puzzle": _public(make_puzzle(puzzle_id, lang=lang, palette=palette)),
        "feedback": None,
        "hint": None,
        "lens": None,
        "error": None,
        "score": {"tried": 0, "solved": 0, "streak": 0, "best_streak": 0},
        "presets": [{"name": p.name, "title": p.title} for p in PRESETS],
    }


def _public(puzzle: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in puzzle.items() if not k.startswith("_")}


def _reload(state: dict[str, Any]) -> dict[str, Any]:
    puzzle_id = f"{state['kind']}-{state['preset']}-{state['difficulty']}-{state['seed']}"
    state["puzzle"] = _public(make_puzzle(puzzle_id, lang=state["lang"], palette=state["palette"]))
    state["feedback"] = state["hint"] = state["lens"] = state["error"] = None
    return state


def handle(state: dict[str, Any], msg: dict[str, Any]) -> dict[str, Any]:
    """Apply one reader action to a widget state and return the new state (never raises).

    Messages: ``{"type": "check", "answer": ...}``, ``{"type": "parse", "text": ...}`` (typed
    cards checked as they are typed), ``{"type": "hint"}``, ``{"type": "next"}``,
    ``{"type": "lens"}``, ``{"type": "settings", "preset"?, "difficulty"?, "lang"?, "palette"?,
    "kind"?}``, ``{"type": "load", "id": "tractor-default-1-7"}``.
    """
    new = dict(state)
    new["error"] = None
    try:
        kind = msg.get("type") if isinstance(msg, dict) else None
        puzzle_id = new["puzzle"]["id"]
        if kind == "check":
            result = check(puzzle_id, msg.get("answer"))
            if "error" in result:
                new["error"] = result["error"]
                return new
            score = dict(new["score"])
            if new.get("feedback") is None:  # first answer to this puzzle counts
                score["tried"] += 1
                if result["correct"]:
                    score["solved"] += 1
                    score["streak"] += 1
                    score["best_streak"] = max(score["best_streak"], score["streak"])
                else:
                    score["streak"] = 0
            new["score"] = score
            new["feedback"] = result
        elif kind == "parse":
            text = msg.get("text", "")
            parse_cards(text if isinstance(text, str) else "")  # NotationError names the token
        elif kind == "hint":
            new["hint"] = hint(puzzle_id)
        elif kind == "lens":
            new["lens"] = lens(puzzle_id)
        elif kind == "next":
            new["seed"] = int(new["seed"]) + 1
            new = _reload(new)
        elif kind == "settings":
            for key in ("preset", "difficulty", "lang", "palette", "kind"):
                if key in msg:
                    new[key] = msg[key]
            new["preset"] = find_preset(str(new["preset"])).name
            if new["kind"] not in KINDS:
                msg_text = f"kind {new['kind']!r}: expected one of {', '.join(KINDS)}"
                raise ValueError(msg_text)
            new = _reload(new)
        elif kind == "load":
            k, p, d, s = parse_id(str(msg.get("id", "")))
            new.update(kind=k, preset=p, difficulty=d, seed=s)
            new = _reload(new)
        else:
            new["error"] = f"unknown action {kind!r}"
    except (TractorError, ValueError, KeyError) as exc:
        state_copy = dict(state)
        state_copy["error"] = str(exc)
        return state_copy
    return new


def handle_json(state_json: str, msg_json: str) -> str:
    """:func:`handle` with JSON text in and out (the browser's entry point)."""
    return json.dumps(handle(json.loads(state_json), json.loads(msg_json)), ensure_ascii=False)
