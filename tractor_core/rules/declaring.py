"""Declaring trumps (亮主/报主), overturning (反主), reinforcing (加固/上保险) and nobody declaring.

A **bid** shows identical level cards of one suit (that suit becomes trumps) or identical jokers
(no-trump, 无主). Whether a bid is allowed, and whether it beats the current one, follows
variants.md §1b and the house rules of :class:`~tractor_core.rules.ruleset.RuleSet`:

* ``bid_policy`` — how a later bid beats the current one:

  - ``joker_or_greater_length`` (default, shengji.io): more cards beat fewer; at equal length only
    jokers beat, and a big-joker bid beats a little-joker bid. With 3 decks this is the ladder of
    000/002: 1 level card < 2 level cards < 2 jokers (NT) < 3 level cards < 3 jokers (NT);
  - ``joker_or_higher_suit`` (004): as above, and at equal length of two or more cards a higher
    suit of ``suit_order`` beats a lower one: BJ > LJ > S > H > C > D;
  - ``greater_length``: only more cards beat fewer.

* ``joker_bid_policy`` — how many identical jokers make an NT bid (``disabled`` for 001's ladder);
  ``jokers_can_open`` — may a joker bid be the first declaration (004: 常主不可进行报主).
* ``self_overturn`` — may a player overturn their own winning bid (自反): ``after_other`` (001,
  004: only once somebody else has bid), ``never``, ``always``.
* ``reinforce_policy`` — may the winning bidder show more cards of the same bid (加固, 004 上保险);
  after 上保险 under 004 only a higher suit or jokers overturn, which the equal-length comparison
  already gives.
* ``declare_min_cards`` — fewest level cards in a first declaration; ``joker_colour_rule`` (003):
  in the first hand a declaration is a level card plus a joker of its colour (BJ with H/D, LJ with
  S/C); ``kitty_cards_count_for_bid`` (001: 底牌凑成的对或三条不可以反).
* A first declaration is made during the deal (``phase="deal"``); after the last card only
  overturns and reinforcements remain (000: 若发牌结束仍无人亮牌，则打无主).

>>> from tractor_core.rules.presets import preset
>>> rules = preset("004")
>>> first = read_bid("H2", Rank.TWO, rules, seat=1).value
>>> v = check_bid("D2 D2", 2, Rank.TWO, rules, history=[first], phase="after_deal")
>>> v.value, v.rule
(True, 'declare.beats.joker-or-higher-suit')
>>> reinforced = read_bid("H2 H2", Rank.TWO, rules, seat=1).value
>>> print(check_bid("D2 D2", 2, Rank.TWO, rules, history=[first, reinforced]).reason)
♦2 ♦2 does not beat East's ♥2 ♥2: at equal length a bid beats only with a higher suit or jokers (big joker > little joker > ♠ > ♥ > ♣ > ♦).

Nobody declares: :func:`resolve_no_bid` applies ``no_bid_first_hand`` / ``no_bid_later``.

At shengji.io's NT rank (``max_rank='no_trump'``, level ``None``) nobody declares: there is no level
card, and the hand is played with the jokers as the only trumps (its bidding.rs: "Bail early if
the landlord is playing NoTrump, since there's no bidding").

Source 004's coins: every overturn doubles the hand's stake (:func:`stake_multiplier`):

>>> stake_multiplier(3, preset("004")).value
8
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, Literal

from tractor_core.rules.cards import Card, CardsLike, Rank, Suit, first_missing, parse_cards
from tractor_core.rules.ruleset import (
    BidPolicy,
    JokerBidPolicy,
    NoBid,
    ReinforcePolicy,
    RuleSet,
    SelfOverturn,
)
from tractor_core.rules.trump_order import Level, Trump, level_label
from tractor_core.rules.verdict import Verdict, can_from, verify_from
from tractor_core.text import Localized, cards_named
from tractor_core.text.table import Reason, Seat, Sentence, sentence

__all__ = [
    "Bid",
    "Phase",
    "bid_strength",
    "can_bid",
    "check_bid",
    "count_overturns",
    "read_bid",
    "resolve_no_bid",
    "stake_multiplier",
    "verify_bid",
]

Phase = Literal["deal", "after_deal"]


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid as shown: who showed which cards, read as a suit (``None`` = no-trump) and a length.

    ``length`` counts the level cards shown (or the jokers of a no-trump bid); a joker shown with a
    level card under 003's colour rule (``with_joker``) does not count.
    """

    seat: int
    cards: tuple[Card, ...]
    suit: Suit | None
    length: int
    joker: Rank | None = None
    with_joker: Card | None = None

    def trump(self, level: Level) -> Trump:
        """The trump this bid sets at ``level``."""
        return Trump(level, self.suit)

    @property
    def is_no_trump(self) -> bool:
        """True for a joker bid."""
        return self.suit is None

    def same_bid(self, other: Bid) -> bool:
        """Same suit, or the same joker: ``other`` would be a reinforcement of this bid."""
        return self.suit == other.suit and self.joker == other.joker

    def text(self) -> str:
        """The cards shown, in notation."""
        return " ".join(c.notation for c in self.cards)

    def describe(self) -> str:
        """``seat 1's H2 H2``."""
        return f"seat {self.seat}'s {self.text()}"

    def named(self) -> Localized:
        """The cards shown as a reader names them: ``♥2 ♥2`` / ``红桃2、红桃2``."""
        return cards_named(self.cards)


def _what(suit: Suit | None) -> tuple[str, str]:
    if suit is None:
        return "no-trump", "无主"
    return f"{suit.english} trump", f"{suit.chinese}主"


def _what_named(suit: Suit | None) -> Localized:
    return Localized(*_what(suit))


def _bad(shown: tuple[Card, ...], said: Sentence, rule: str) -> Verdict[Bid | None]:
    text = " ".join(c.notation for c in shown)
    return Verdict.saying(None, rule, said, details={"bid": text})


def _nt_rank_bid(shown: tuple[Card, ...]) -> Verdict[Bid | None]:
    return _bad(
        shown,
        sentence(
            "{cards} is not a bid: at the NT rank nobody declares; there is no level card, and "
            "the jokers are the only trumps (shengji.io).",
            cards=cards_named(shown),
        ),
        "declare.nt-rank",
    )


def read_bid(
    cards: CardsLike,
    level: Level,
    rules: RuleSet,
    *,
    seat: int = 0,
    first_hand: bool = True,
) -> Verdict[Bid | None]:
    """Read shown cards as a bid, or say why they are not one (whatever the current bid is).

    Shapes (variants.md §1b): ``n`` identical level cards of one suit; ``n`` identical jokers as
    ``joker_bid_policy`` allows (``declare.joker-bid``); under 003's ``joker_colour_rule`` in the
    first hand, level cards of one suit plus one joker of their colour (``declare.joker-colour``).
    """
    shown = parse_cards(cards)
    named = cards_named(shown)
    if not shown:
        return _bad(shown, sentence("A bid shows at least one card."), "declare.shape")
    if level is None:
        return _nt_rank_bid(shown)
    jokers = [c for c in shown if c.is_joker]
    plain = [c for c in shown if not c.is_joker]
    if not plain:
        return _joker_bid(shown, jokers, rules, seat)
    if len(set(plain)) != 1 or plain[0].rank != level:
        return _bad(
            shown,
            sentence(
                "{cards} is not a bid: a bid shows identical level cards ({level}) of one suit, "
                "or identical jokers.",
                cards=named,
                level=level.label,
            ),
            "declare.shape",
        )
    suit = plain[0].suit
    assert suit is not None
    with_joker: Card | None = None
    if jokers:
        colour_ok = (
            rules.joker_colour_rule
            and first_hand
            and len(jokers) == 1
            and (jokers[0].rank is Rank.BIG_JOKER) == suit.is_red
        )
        if not colour_ok:
            if rules.joker_colour_rule and first_hand and len(jokers) == 1:
                colour = "red (♥, ♦)" if jokers[0].rank is Rank.BIG_JOKER else "black (♠, ♣)"
                return _bad(
                    shown,
                    sentence(
                        "{cards}: under 003's colour rule the {joker} declares only a {colour} "
                        "suit.",
                        cards=named,
                        joker=jokers[0].english,
                        colour=colour,
                    ),
                    "declare.joker-colour",
                )
            return _bad(
                shown,
                sentence(
                    "{cards} is not a bid: level cards and jokers are not shown together here.",
                    cards=named,
                ),
                "declare.shape",
            )
        with_joker = jokers[0]
    n = len(plain)
    return Verdict.later(
        Bid(seat, shown, suit, n, None, with_joker),
        "declare.shape",
        lambda: Reason(
            (
                sentence(
                    "{cards} is a bid of {n} level card(s) for {suit} trump.",
                    cards=named,
                    n=n,
                    suit=Localized(suit.english, suit.chinese),
                ),
            )
        ),
    )


def _joker_bid(
    shown: tuple[Card, ...], jokers: list[Card], rules: RuleSet, seat: int
) -> Verdict[Bid | None]:
    named = cards_named(shown)
    if len(set(jokers)) != 1:
        return _bad(
            shown,
            sentence(
                "{cards} is not a bid: a no-trump bid shows identical jokers (two big jokers or "
                "two little jokers).",
                cards=named,
            ),
            "declare.joker-bid",
        )
    rank = jokers[0].rank
    n = len(jokers)
    policy = rules.joker_bid_policy
    decks = rules.decks
    need: str | None = None
    if policy is JokerBidPolicy.DISABLED:
        need = "these rules have no joker bids (001's ladder: 1, 2, 3 level cards)"
    elif policy is JokerBidPolicy.BOTH_TWO_OR_MORE and n < 2:
        need = "a no-trump bid needs at least two identical jokers"
    elif policy is JokerBidPolicy.BOTH_NUM_DECKS and n != decks:
        need = f"a no-trump bid needs all {decks} copies of the joker"
    elif policy is JokerBidPolicy.LJ_NUM_DECKS_BJ_ONE_LESS:
        want = decks if rank is Rank.LITTLE_JOKER else max(decks - 1, 1)
        if n != want:
            need = f"a no-trump bid needs {want} {jokers[0].english}(s) under these rules"
    if need is not None:
        return _bad(
            shown,
            sentence("{cards} is not a bid: {need}.", cards=named, need=need),
            "declare.joker-bid",
        )
    length = n
    if policy is JokerBidPolicy.LJ_NUM_DECKS_BJ_ONE_LESS and rank is Rank.BIG_JOKER:
        length = decks  # RY: the shorter big-joker bid ranks with the full little-joker bid
    return Verdict.saying(
        Bid(seat, shown, None, length, rank),
        "declare.joker-bid",
        sentence("{cards} is a no-trump bid.", cards=named),
    )


def bid_strength(bid: Bid, rules: RuleSet) -> tuple[int, int]:
    """Sort key of a bid under ``bid_policy``: a bid beats another iff its key is greater.

    ``joker_or_greater_length``: (length, 0 suit / 1 LJ / 2 BJ). ``joker_or_higher_suit``: the same
    with suits ranked by ``suit_order`` below the jokers, for bids of two or more cards (single
    cards of different suits are equal). ``greater_length``: (length, 0).
    """
    policy = rules.bid_policy
    joker = 0 if bid.joker is None else (2 if bid.joker is Rank.BIG_JOKER else 1)
    if policy is BidPolicy.GREATER_LENGTH:
        return (bid.length, 0)
    if policy is BidPolicy.JOKER_OR_HIGHER_SUIT:
        if joker:
            return (bid.length, 4 + joker)
        if bid.length < 2 or bid.suit is None:
            return (bid.length, 0)
        return (bid.length, 4 - rules.suit_order.index(bid.suit))
    return (bid.length, joker)


def _policy_said(rules: RuleSet) -> Sentence:
    """How bids compare under ``bid_policy``, in plain words."""
    policy = rules.bid_policy
    if policy is BidPolicy.JOKER_OR_GREATER_LENGTH:
        return sentence(
            "more cards beat fewer, and at equal length only jokers beat (a big-joker bid beats "
            "a little-joker bid)"
        )
    if policy is BidPolicy.JOKER_OR_HIGHER_SUIT:
        return sentence(
            "at equal length a bid beats only with a higher suit or jokers ({order})",
            order=_order_named(rules),
        )
    return sentence("only a bid of more cards beats it")


def _order_named(rules: RuleSet) -> Localized:
    suits = [Localized(s.symbol, s.chinese) for s in rules.suit_order]
    return Localized(
        " > ".join(["big joker", "little joker", *(s.en for s in suits)]),
        " > ".join(["大王", "小王", *(s.zh for s in suits)]),
    )


def check_bid(
    cards: CardsLike,
    seat: int,
    level: Level,
    rules: RuleSet,
    *,
    history: Sequence[Bid] = (),
    phase: Phase = "deal",
    first_hand: bool = True,
    hand: CardsLike | None = None,
    from_kitty: CardsLike = (),
    someone_else_bid: bool | None = None,
) -> Verdict[bool]:
    """Does this bid stand: is it a bid at all, and does it beat the current one (``history[-1]``)?

    ``history`` lists the bids of this hand so far, the winning one last. ``hand`` (optional) is
    the bidder's hand, checked to hold the cards; ``from_kitty`` the cards of that hand that came
    from the kitty (001 forbids completing a bid with them). ``someone_else_bid`` overrides what
    ``history`` says about whether another player has bid this hand (for ``self_overturn``).
    ``details["bid"]`` is the :class:`Bid` and ``details["trump"]`` the trump it would set.
    """
    read = read_bid(cards, level, rules, seat=seat, first_hand=first_hand)
    bid = read.value
    shown = parse_cards(cards)
    joker_opening = bool(shown) and all(c.is_joker for c in shown) and not history
    if bid is None and level is None:
        return Verdict.later(False, read.rule, lambda: _as_read(read))
    if bid is None and joker_opening and phase == "deal" and not rules.jokers_can_open:
        # 004 forbids jokers to declare at all, so BJ alone is refused for that, not its shape
        return Verdict.saying(
            False,
            "declare.jokers-open",
            _jokers_do_not_open(cards_named(shown)),
            details={"bid": " ".join(c.notation for c in shown)},
        )
    if bid is None:
        return Verdict.later(False, read.rule, lambda: _as_read(read))
    text = bid.named()
    details = {"bid": bid, "trump": bid.trump(level)}

    def no(said: Sentence, rule: str) -> Verdict[bool]:
        return Verdict.saying(False, rule, said, players=rules.players, details=details)

    if hand is not None:
        if first_missing(parse_cards(hand), bid.cards) is not None:
            card = next(iter(Counter(bid.cards) - Counter(parse_cards(hand))))
            return no(
                sentence(
                    "{card} is not in {seat:poss} hand (or not that many copies).",
                    card=cards_named((card,)),
                    seat=Seat(seat),
                ),
                "declare.own-cards",
            )
        kitty = Counter(parse_cards(from_kitty)) if from_kitty else None
        if kitty and not rules.kitty_cards_count_for_bid:
            own = Counter(parse_cards(hand)) - kitty
            short = Counter(bid.cards) - own
            if short:
                card = next(iter(short))
                return no(
                    sentence(
                        "{cards} needs the {card} taken from the kitty: a pair or triple "
                        "completed with kitty cards may not be used to bid (001).",
                        cards=text,
                        card=cards_named((card,)),
                    ),
                    "declare.kitty-cards",
                )
    current = history[-1] if history else None
    what = _what_named(bid.suit)
    if current is None:
        return _first(bid, details, rules, phase=phase, first_hand=first_hand, level=level)
    if current.seat == seat:
        if current.same_bid(bid):
            if rules.reinforce_policy is ReinforcePolicy.NEVER:
                return no(
                    sentence(
                        "These house rules do not allow reinforcing a bid; {cards} repeats "
                        "{seat:poss} own {current}.",
                        cards=text,
                        seat=Seat(seat),
                        current=current.named(),
                    ),
                    "declare.reinforce",
                )
            if bid.length <= current.length:
                return no(
                    sentence(
                        "{cards} does not add to {seat:poss} own {current}: reinforcing shows "
                        "more cards of the same bid.",
                        cards=text,
                        seat=Seat(seat),
                        current=current.named(),
                    ),
                    "declare.reinforce",
                )
            return Verdict.saying(
                True,
                "declare.reinforce",
                sentence(
                    "{seat:reinforces|reinforce} {current} with {cards} (加固/上保险): {what} "
                    "stays, and only a stronger bid can now overturn it.",
                    seat=Seat(seat),
                    current=current.named(),
                    cards=text,
                    what=what,
                ),
                players=rules.players,
                details=details,
            )
        others = (
            someone_else_bid
            if someone_else_bid is not None
            else any(b.seat != seat for b in history)
        )
        allowed = rules.self_overturn is SelfOverturn.ALWAYS or (
            rules.self_overturn is SelfOverturn.AFTER_OTHER and others
        )
        if rules.reinforce_policy is ReinforcePolicy.OVERTURN_OR_REINFORCE_WHILE_WINNING:
            allowed = True
        if not allowed:
            why = (
                "these rules never allow it"
                if rules.self_overturn is SelfOverturn.NEVER
                else "nobody else has bid yet (001: 没人改主，自己不能反自己; 004)"
            )
            return no(
                sentence(
                    "{seat:may|may} not overturn {seat:poss} own {current} with {cards} (自反): "
                    "{why}.",
                    seat=Seat(seat),
                    current=current.named(),
                    cards=text,
                    why=why,
                ),
                "declare.self-overturn",
            )
    mine, theirs = bid_strength(bid, rules), bid_strength(current, rules)
    policy = rules.bid_policy
    rule = f"declare.beats.{policy.value.replace('_', '-')}"
    stands = mine > theirs
    return Verdict.later(
        stands,
        rule,
        lambda: Reason(
            (_explain_overturn(bid, current, rules, stands=stands),), rules.players, details
        ),
    )


def _as_read(read: Verdict[Bid | None]) -> Reason | tuple[str, str, dict[str, Any]]:
    """The reason ``read_bid`` gave, kept as its sentences when it has them."""
    return read.words or (read.reason, read.reason_zh, read.details)


def _explain_overturn(bid: Bid, current: Bid, rules: RuleSet, *, stands: bool) -> Sentence:
    """Why a bid does or does not overturn the current one."""
    how = _policy_said(rules)
    if not stands:
        if bid.length < current.length:
            how = sentence("it has fewer cards")
        return sentence(
            "{cards} does not beat {seat:poss} {current}: {how}.",
            cards=bid.named(),
            seat=Seat(current.seat),
            current=current.named(),
            how=how,
        )
    if bid.length > current.length:
        how = sentence("a bid of more cards beats one of fewer")
    return sentence(
        "{cards} overturns {seat:poss} {current} (反主): {how}. Now {what}.",
        cards=bid.named(),
        seat=Seat(current.seat),
        current=current.named(),
        how=how,
        what=_what_named(bid.suit),
    )


def _jokers_do_not_open(cards: Localized) -> Sentence:
    return sentence(
        "{cards} cannot be the first declaration: under these rules jokers may not declare, "
        "only overturn (004: 常主不可进行报主).",
        cards=cards,
    )


def _first(
    bid: Bid,
    details: dict[str, object],
    rules: RuleSet,
    *,
    phase: Phase,
    first_hand: bool,
    level: Level,
) -> Verdict[bool]:
    text = bid.named()
    if phase != "deal":
        return Verdict.saying(
            False,
            "declare.during-deal",
            sentence(
                "Nobody declared during the deal, so {cards} comes too late: a first declaration "
                "is made while the cards are drawn (000: 若发牌结束仍无人亮牌……).",
                cards=text,
            ),
            details=details,
        )
    if bid.is_no_trump and not rules.jokers_can_open:
        return Verdict.saying(
            False, "declare.jokers-open", _jokers_do_not_open(text), details=details
        )
    if not bid.is_no_trump and bid.length < rules.declare_min_cards:
        return Verdict.saying(
            False,
            "declare.min-cards",
            sentence(
                "{cards} is too short: a first declaration needs {n} identical level cards "
                "under these rules.",
                cards=text,
                n=rules.declare_min_cards,
            ),
            details=details,
        )
    if rules.joker_colour_rule and first_hand and not bid.is_no_trump and bid.with_joker is None:
        return Verdict.saying(
            False,
            "declare.joker-colour",
            sentence(
                "{cards} lacks a joker: in the first hand a declaration is a level card plus a "
                "joker of its colour, the big joker with ♥/♦ and the little joker with ♠/♣ (003).",
                cards=text,
            ),
            details=details,
        )
    rule = "declare.joker-colour" if bid.with_joker is not None else "declare.first"
    return Verdict.saying(
        True,
        rule,
        sentence(
            "{seat:declares|declare} {cards}: {what} at level {level}.",
            seat=Seat(bid.seat),
            cards=text,
            what=_what_named(bid.suit),
            level=level_label(level),
        ),
        players=rules.players,
        details=details,
    )


verify_bid = verify_from(
    check_bid, "Like :func:`check_bid` but raises :class:`IllegalPlayError` with the reason."
)
can_bid = can_from(
    check_bid, "True if :func:`check_bid` accepts the bid (bad notation is simply ``False``)."
)


# ------------------------------------------------------------------------------ nobody declares
def resolve_no_bid(
    kitty: CardsLike,
    level: Level,
    rules: RuleSet,
    *,
    first_hand: bool,
    banker_hand: CardsLike = (),
) -> Verdict[Trump | None]:
    """The trump when nobody declared (``None`` = redeal), under ``no_bid_first_hand``/``no_bid_later``.

    * ``redeal`` (gamerules): shuffle and deal again;
    * ``no_trump`` (000): 若发牌结束仍无人亮牌，则打无主;
    * ``kitty_nth`` (004: the 3rd card; shengji.io: the 1st): the suit of the ``no_bid_kitty_card``-th
      kitty card from the top; a joker there means no-trump (004: 若第三张为常主则该局游戏为无主);
    * ``kitty_majority`` (001): the suit with most cards in the kitty (jokers count for none); on a
      tie "the banker picks" — deterministically, the tied suit the banker holds most cards of
      (``banker_hand``), then the first in ``suit_order``; no suited card at all → no-trump;
    * ``kitty_first_level_or_highest`` (shengji.io): the first kitty card that is a level card (its
      suit) or a joker (no-trump); if none, the suit of the highest-ranked card (first on ties).
    """
    cards = parse_cards(kitty)
    if level is None:
        return Verdict(
            Trump(None, None),
            "At the NT rank nobody declares: the hand is played with no level card and the "
            "jokers as the only trumps (shengji.io).",
            "打 NT：没有级牌，不亮主，只有王是主（shengji.io）。",
            "declare.nt-rank",
        )
    policy = rules.no_bid_first_hand if first_hand else rules.no_bid_later
    rule = f"declare.no-bid.{policy.value.replace('_', '-')}"
    if policy is NoBid.REDEAL:
        return Verdict(
            None,
            "Nobody declared: the cards are shuffled and dealt again.",
            "无人亮主：重新洗牌发牌。",
            rule,
        )
    if policy is NoBid.NO_TRUMP:
        return Verdict(
            Trump(level, None),
            "Nobody declared, so the hand is played in no-trump (000: 若发牌结束仍无人亮牌，则打无主).",
            "发牌结束仍无人亮主，打无主（000）。",
            rule,
        )
    if policy is NoBid.KITTY_NTH:
        n = rules.no_bid_kitty_card
        card = cards[n - 1]
        trump = Trump(level, card.suit)
        facts = {"n": n, "card": cards_named((card,)), "what": _what_named(card.suit)}
        return Verdict.saying(
            trump,
            rule,
            sentence(
                "Nobody declared: kitty card {n} from the top is {card}, so {what} (a joker "
                "there means no-trump, 004).",
                **facts,
            )
            if card.is_joker
            else sentence(
                "Nobody declared: kitty card {n} from the top is {card}, so {what}.", **facts
            ),
            details={"card": card.notation},
        )
    if policy is NoBid.KITTY_MAJORITY:
        counts = Counter(c.suit for c in cards if c.suit is not None)
        if not counts:
            return Verdict(
                Trump(level, None),
                "Nobody declared and the kitty holds only jokers: no-trump.",
                "无人亮主，底牌全是王：打无主。",
                rule,
            )
        top = max(counts.values())
        tied = [s for s in rules.suit_order if counts.get(s, 0) == top]
        held = Counter(c.suit for c in parse_cards(banker_hand))
        suit = max(tied, key=lambda s: (held.get(s, 0), -tied.index(s)))
        tie = (
            f" {', '.join(s.english for s in tied)} tie with {top}; the banker picks "
            f"{suit.english} (the tied suit the banker holds most of, then suit order)."
            if len(tied) > 1
            else ""
        )
        return Verdict(
            Trump(level, suit),
            f"Nobody declared: the kitty is turned up and {suit.english} has the most cards "
            f"({top}), so {suit.english} trump (001).{tie}",
            f"无人亮主：翻底牌，{suit.chinese}最多（{top} 张），{suit.chinese}主（001）。",
            rule,
            {"counts": {s.value: counts.get(s, 0) for s in rules.suit_order}},
        )
    # KITTY_FIRST_LEVEL_OR_HIGHEST
    for card in cards:
        if card.is_joker or card.rank == level:
            what, what_zh = _what(card.suit)
            return Verdict(
                Trump(level, card.suit),
                f"Nobody declared: the first level card or joker in the kitty is {card.notation}, "
                f"so {what}.",
                f"无人亮主：底牌中第一张级牌或王为 {card.notation}，{what_zh}。",
                rule,
                {"card": card.notation},
            )
    best = max(cards, key=lambda c: int(c.rank))
    assert best.suit is not None
    return Verdict(
        Trump(level, best.suit),
        f"Nobody declared and the kitty has no level card or joker: its highest card "
        f"{best.notation} makes {best.suit.english} trump.",
        f"无人亮主，底牌无级牌和王：最大的 {best.notation} 定{best.suit.chinese}主。",
        rule,
        {"card": best.notation},
    )


# ------------------------------------------------------------------------------ 004's coins
def count_overturns(history: Sequence[Bid]) -> int:
    """Overturns (反主) among a hand's standing bids, in order.

    Every bid after the first that is not its own bidder's reinforcement (上保险 repeats the
    standing bid; it overturns nothing).
    """
    count = 0
    for before, bid in pairwise(history):
        if not (bid.seat == before.seat and bid.same_bid(before)):
            count += 1
    return count


def stake_multiplier(overturns: int, rules: RuleSet) -> Verdict[int]:
    """What the hand's coins are multiplied by after ``overturns`` overturns (反主).

    Source 004: "每局游戏后，按照当局游戏中反主的次数，最后输赢的金币数量也将进行翻番。例如：当前牌局
    反主3次，则最后结果的金币数需×2³" — each overturn doubles: ×2ⁿ (the source prints "×23",
    its superscript lost). Under rules without ``overturns_double_stake`` the stake stays ×1.
    Coins only: card points and levels are not changed.
    """
    if isinstance(overturns, bool) or not isinstance(overturns, int) or overturns < 0:
        msg = f"overturns={overturns!r}: expected a whole number, 0 or more"
        raise ValueError(msg)
    if not rules.overturns_double_stake:
        return Verdict(
            1,
            f"{overturns} overturn(s), but these house rules do not double the stake for "
            "overturns (only source 004 does): the coins stay ×1.",
            f"反主 {overturns} 次，但本房规反主不翻番（只有 004 翻番）：金币 ×1。",
            "declare.overturn-stake",
            {"overturns": overturns},
        )
    if overturns > 64:
        msg = f"overturns={overturns}: expected 0 to 64 (no bid ladder holds more overturns)"
        raise ValueError(msg)
    times = 2**overturns
    return Verdict(
        times,
        f"{overturns} overturn(s) this hand: each doubles the coins won or lost, so ×2^"
        f"{overturns} = ×{times} (004: 反主3次……金币数需×2³).",
        f"本局反主 {overturns} 次，每反一次输赢金币翻一番：×2^{overturns} = ×{times}（004）。",
        "declare.overturn-stake",
        {"overturns": overturns},
    )
