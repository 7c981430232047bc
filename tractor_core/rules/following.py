"""Following (跟牌): is this follow legal, what was the hand obliged to play, and every legal follow.

The rules, in the order they bind (sources 000, 001, 002, 004; variants.md §1d):

1. Play as many cards as were led, from your own hand (``follow.count``, ``follow.own-cards``).
2. **Follow suit** (``follow.suit``): while you hold cards of the led effective suit you must play
   them — all of them if you have no more than the lead's size; when you run out, the rest is
   your free choice (trump or discard).
3. **Follow the shape**, within the led suit, as far as your cards allow. The obligations are
   compared in this order, and a play must reach what the hand could reach:

   a. each led tractor (or Titanic) matched by a tractor of the same shape
      (``follow.tractors``: "其余家有拖拉机必须出拖拉机");
   b. 3 decks, led Titanic: under 002 all its triples before a pair-tractor; under 000/001 a
      pair-tractor of the same length ("拖拉机 + 任意两张") before triples
      (``follow.titanic-ladder``);
   c. triples, up to the number of triples led (``follow.triples``);
   d. pairs, up to the number of pairs led, pairs inside tractors and triples included
      (``follow.pairs``: "出对牌时，其余家有对牌必须出对牌（包括拖拉机中的对牌）").

   Obligations fulfilled by a matched tractor are not owed again: after the tractor of
   "tractor + any two" the two other cards are free.

The ``draw_policy`` house rule changes step 3: ``no_protections`` (default) draws any shape however
held (a triple is split for a pair); ``longer_tuples_protected`` never obliges a player to split a
triple to make a pair or a pair-tractor, and then three identical cards played for a pair
slot count as a pair only while the hand keeps back fewer genuine pairs than such slots
(``follow.pairs.protected``, shengji.io's longer-tuple guard: SK SK SQ led, S3 S3 S3 S7 S7 S8
held → S3 S3 S3 is illegal, S7 S7 S3 legal); ``suit_only`` skips step 3. With at most three decks
``only_draw_tractor_on_tractor`` never changes a verdict (there are no four-of-a-kind units to
protect), and ``protected_and_tractor_only`` equals ``longer_tuples_protected``.

With four to eight decks (the ``shengji`` preset only) step 3 is shengji.io's decomposition
ladder instead (:mod:`tractor_core.rules.ladder`, ``follow.wide-ladder``), where quads and wider tuples
and ``only_draw_tractor_on_tractor`` do matter. Under ``bombs`` (shengji.io, 4+ decks) a bomb —
as many identical cards as were led, four or more — may follow regardless of these steps
(``follow.bomb``). A lead and hand holding more copies of a card than the decks have are refused
with :class:`~tractor_core.rules.errors.TooManyCopiesError`.

Under ``rainbows`` (shengji.io, :mod:`tractor_core.rules.rainbows`) a rainbow lead has no suit to
follow: a play must give, for each rank led, as many cards of one rank (any suits) when the hand
can (``follow.rainbow``); a hand that cannot may play any cards (``follow.rainbow.none-held``).

>>> from tractor_core.rules.trump_order import Trump, order_for
>>> from tractor_core.rules.cards import Rank, Suit
>>> order = order_for(Trump(Rank.TEN, Suit.HEARTS))
>>> v = check_follow("S5 S5", "SQ SQ S3 S4 C2", "S3 S4", order)
>>> v.value, v.reason
(False, 'You hold the pair ♠Q ♠Q in spades, so a pair was required; ♠3 ♠4 has none.')
>>> legal_follows("S5 S5", "SQ SQ S3 S4 C2", order).count()
1
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tractor_core.rules.cards import (
    CARD_OF_CODE,
    Card,
    CardsLike,
    card_code,
    check_copies_across,
    parse_cards,
    refuse_impossible,
)
from tractor_core.rules.combinations import Groups, Unit, decompose
from tractor_core.rules.errors import IllegalPlayError
from tractor_core.rules.ladder import (
    Requirement,
    RungKey,
    fill,
    first_rung,
    host_check,
    requirement_text,
    rungs_accepted,
)
from tractor_core.rules.ladder import witness as ladder_witness
from tractor_core.rules.matching import fixed_chains, remove
from tractor_core.rules.rainbows import (
    FillTable,
    RainbowGroup,
    can_fill,
    rank_counts,
    read_rainbow,
    witness,
)
from tractor_core.rules.ruleset import Bombs, DrawPolicy, TitanicFollow
from tractor_core.rules.trump_order import EffSuit, TrumpOrder
from tractor_core.rules.verdict import Verdict
from tractor_core.text import Localized, cards_named
from tractor_core.text.table import Reason, Sentence, sentence

__all__ = [
    "FollowFormat",
    "LegalFollows",
    "RainbowFollows",
    "check_follow",
    "check_follow_format",
    "legal_follows",
    "verify_follow",
]

# Feature positions of a score vector (see FollowFormat.score).
_FEATURES: Final = (
    "titanics",
    "tractors",
    "all_triples",
    "pair_tractor_for_titanic",
    "triples",
    "pairs",
)


@dataclass(frozen=True, slots=True)
class _Witness:
    """The shapes a score was reached with: cards per feature, for explanations."""

    tractors: tuple[tuple[Card, ...], ...]
    triples: tuple[Card, ...]
    pairs: tuple[Card, ...]
    stand_ins: tuple[Card, ...] = ()
    """Groups played three times that fill a pair slot (a longer tuple standing in for a pair)."""


class FollowFormat:
    """The lead's structure as followers see it: suit, size, tractor units and the tuple caps."""

    __slots__ = (
        "_needs",
        "_required",
        "bombs",
        "has_shape",
        "lead",
        "lead_codes",
        "order",
        "pair_cap",
        "protects",
        "size",
        "suit",
        "tractor_units",
        "triple_cap",
        "units",
    )

    def __init__(self, lead: CardsLike, order: TrumpOrder) -> None:
        self.order = order
        self.lead = parse_cards(lead)
        self.units: tuple[Unit, ...] = decompose(self.lead, order).value
        self.suit: EffSuit = self.units[0].suit
        self.size = len(self.lead)
        rules = order.rules
        self.bombs = rules.bombs is not Bombs.NO_BOMBS
        # The facts every follow to this lead reads, worked out once (plain attributes: a
        # cached property costs more to look up than these cost to count).
        #: The lead's card codes (for the copy check of every follow to it).
        self.lead_codes: list[int] = list(map(card_code, self.lead))
        #: Led tractors and Titanics, largest first.
        self.tractor_units: tuple[Unit, ...] = tuple(
            sorted((u for u in self.units if u.is_tractor), key=lambda u: -u.size)
        )
        #: Triples owed at most, from units that are not matched as tractors.
        self.triple_cap: int = sum(
            u.length for u in self.units if u.width >= 3 and not u.is_tractor
        )
        #: Pairs owed at most, from units that are not matched as tractors.
        self.pair_cap: int = sum(u.length for u in self.units if u.width >= 2 and not u.is_tractor)
        #: False when the lead is all singles: then only the suit binds.
        self.has_shape: bool = any(u.width >= 2 for u in self.units)
        #: True under ``longer_tuples_protected`` and ``protected_and_tractor_only``.
        self.protects: bool = rules.draw_policy in (
            DrawPolicy.LONGER_TUPLES_PROTECTED,
            DrawPolicy.PROTECTED_AND_TRACTOR_ONLY,
        )
        self._needs: dict[tuple[int, ...], tuple[int, ...]] = {}
        self._required: dict[tuple[int, ...], tuple[tuple[int, ...], _Witness]] = {}

    # ------------------------------------------------------------------------------ scoring
    def score(
        self, cards: Sequence[Card], *, protect: bool = False, search: bool = False
    ) -> tuple[tuple[int, ...], _Witness]:
        """Best score vector reachable with these led-suit cards, and how it was reached.

        With ``protect`` (the hand's obligations under ``longer_tuples_protected``) a group held
        three times is never counted for a pair or pair-tractor slot. With no tractor led the
        answer is counted directly; ``search=True`` takes the general search anyway (tests
        check that both agree).
        """
        if not self.tractor_units and not search:
            return self._tuple_score(cards, protect)
        rules = self.order.rules
        g = Groups(cards, self.order) if cards else None
        if g is None:
            return ((0,) * len(_FEATURES), _Witness((), (), ()))
        original = g.counts
        titanic_rule = rules.titanic_follow

        def pair_ok(i: int) -> bool:
            return not protect or original[i] <= 2

        best: tuple[tuple[int, ...], _Witness] | None = None
        units = self.tractor_units

        def leaf(  # noqa: PLR0917 - the search state, passed down the recursion
            counts: tuple[int, ...],
            titanics: int,
            tractors: int,
            degraded: int,
            unmatched: list[Unit],
            used: list[tuple[Card, ...]],
        ) -> None:
            nonlocal best
            tri_cap = self.triple_cap + sum(u.length for u in unmatched if u.width >= 3)
            pair_cap = self.pair_cap + sum(u.length for u in unmatched)
            tri_groups = [i for i, c in enumerate(counts) if c >= 3]
            triples = min(tri_cap, len(tri_groups))
            pair_groups = [i for i, c in enumerate(counts) if c >= 2 and pair_ok(i)]
            # A triple that fills a triple slot also fills the pair inside it. Unprotected, the
            # triple groups are already among pair_groups; protected they are not, and the
            # genuine pairs must still be owed on top of them (a protected triple played whole
            # is no excuse to keep a pair back: 333+44 led, 555 66 held -> 555 66).
            pairs = min(pair_cap, len(pair_groups) + (triples if protect else 0))
            # Pair slots left after the triple slots are filled first by groups held exactly
            # twice; any still filled take a group held three times: a stand-in for a pair.
            exact = sum(1 for c in counts if c == 2)
            stand = 0 if protect else max(0, pairs - triples - exact)
            all_triples = 0
            if titanic_rule is TitanicFollow.SOURCE_002:
                titanic_need = sum(u.length for u in unmatched if u.width >= 3)
                all_triples = int(titanic_need > 0 and len(tri_groups) >= titanic_need)
            vector = (titanics, tractors, all_triples, degraded, triples, pairs)
            if best is None or (vector, -stand) > (best[0], -len(best[1].stand_ins)):
                # Witness: strongest shapes first, as a player would point them out.
                tri_cards = tuple(c for i in tri_groups[::-1][:triples] for c in (g.cards[i],) * 3)
                pair_cards = tuple(c for i in pair_groups[::-1][:pairs] for c in (g.cards[i],) * 2)
                spare = [g.cards[i] for i in tri_groups[::-1][triples:]]
                best = (vector, _Witness(tuple(used), tri_cards, pair_cards, tuple(spare[:stand])))

        def rec(  # noqa: PLR0917 - the search state, passed down the recursion
            k: int,
            counts: tuple[int, ...],
            titanics: int,
            tractors: int,
            degraded: int,
            unmatched: list[Unit],
            used: list[tuple[Card, ...]],
        ) -> None:
            if k == len(units):
                leaf(counts, titanics, tractors, degraded, unmatched, used)
                return
            unit = units[k]
            w, length = unit.width, unit.length
            eligible = None if w >= 3 else pair_ok
            for path in fixed_chains(g, counts, w, length, eligible):
                cards_used = g.unit(path, w).cards
                rec(
                    k + 1,
                    remove(counts, path, w),
                    titanics + (w >= 3),
                    tractors + (w < 3),
                    degraded,
                    unmatched,
                    [*used, cards_used],
                )
            if w >= 3:
                for path in fixed_chains(g, counts, 2, length, pair_ok):
                    rec(
                        k + 1,
                        remove(counts, path, 2),
                        titanics,
                        tractors,
                        degraded + 1,
                        unmatched,
                        [*used, g.unit(path, 2).cards],
                    )
            rec(k + 1, counts, titanics, tractors, degraded, [*unmatched, unit], used)

        rec(0, original, 0, 0, 0, [], [])
        assert best is not None
        return best

    def _tuple_score(
        self, cards: Sequence[Card], protect: bool
    ) -> tuple[tuple[int, ...], _Witness]:
        """:meth:`score` when no tractor was led: the search's one leaf, on counted cards."""
        counts: dict[int, int] = {}
        for card in cards:
            counts[card.code] = counts.get(card.code, 0) + 1
        codes = sorted(counts, key=self.order.key_at.__getitem__)  # as Groups orders them
        tri = [c for c in codes if counts[c] >= 3]
        triples = min(self.triple_cap, len(tri))
        pair = [c for c in codes if counts[c] >= 2 and (not protect or counts[c] <= 2)]
        pairs = min(self.pair_cap, len(pair) + (triples if protect else 0))
        exact = sum(1 for n in counts.values() if n == 2)
        stand = 0 if protect else max(0, pairs - triples - exact)
        of = CARD_OF_CODE.__getitem__
        witness = _Witness(
            (),
            tuple(of(c) for c in tri[::-1][:triples] for _ in range(3)),
            tuple(of(c) for c in pair[::-1][:pairs] for _ in range(2)),
            tuple(map(of, tri[::-1][triples:][:stand])),
        )
        return ((0, 0, 0, 0, triples, pairs), witness)

    def vector(self, cards: Sequence[Card]) -> tuple[int, ...]:
        """The score vector of :meth:`score` alone (unprotected), as a play is judged.

        With no tractor led, only the triples and pairs count, capped at the lead's, so they
        are counted directly.
        """
        if self.tractor_units:
            return self.score(cards)[0]
        counts: dict[int, int] = {}
        for card in cards:
            counts[card.code] = counts.get(card.code, 0) + 1
        pairs = triples = 0
        for n in counts.values():
            if n >= 2:
                pairs += 1
                triples += n >= 3
        return (0, 0, 0, 0, min(self.triple_cap, triples), min(self.pair_cap, pairs))

    def required(self, hand_suit_cards: Sequence[Card]) -> tuple[tuple[int, ...], _Witness]:
        """What a hand with these led-suit cards is obliged to reach (its best, protected)."""
        key = tuple(sorted(map(card_code, hand_suit_cards)))
        hit = self._required.get(key)
        if hit is None:
            self._refuse_impossible(key, hand_suit_cards)
            hit = self._required[key] = self.score(hand_suit_cards, protect=self.protects)
        return hit

    def need(self, hand_suit_cards: Sequence[Card]) -> tuple[int, ...]:
        """The score vector of :meth:`required` alone, without the cards that witness it.

        A legal follow never reads the witness, so with no tractor led the vector is counted
        directly from the holding's copies.
        """
        key = tuple(sorted(map(card_code, hand_suit_cards)))
        hit = self._needs.get(key)
        if hit is None:
            if self.tractor_units:
                hit = self.required(hand_suit_cards)[0]
            else:
                self._refuse_impossible(key, hand_suit_cards)
                hit = self._tuple_need(key, self.protects)
            self._needs[key] = hit
        return hit

    def _refuse_impossible(self, codes: tuple[int, ...], hand_suit_cards: Sequence[Card]) -> None:
        """Refuse a holding that, with the lead, has more copies than the decks (once each)."""
        refuse_impossible(
            [*codes, *self.lead_codes],
            lambda: (("lead", self.lead), ("hand", hand_suit_cards)),
            self.order.rules.decks,
        )

    def _tuple_need(self, codes: tuple[int, ...], protect: bool) -> tuple[int, ...]:
        """:meth:`_tuple_score`'s vector alone, from the holding's sorted codes."""
        triples = pairs = 0
        run = 1
        for i, code in enumerate(codes):  # copies are adjacent: count each run of one code
            if i + 1 < len(codes) and codes[i + 1] == code:
                run += 1
                continue
            if run >= 3:
                triples += 1
            if run >= 2 and (not protect or run == 2):
                pairs += 1
            run = 1
        triples = min(self.triple_cap, triples)
        pairs = min(self.pair_cap, pairs + (triples if protect else 0))
        return (0, 0, 0, 0, triples, pairs)

    def stand_ins(self, play_suit_cards: Sequence[Card]) -> tuple[Card, ...]:
        """Cards played three times that the play's best reading counts for a pair slot.

        The pair slots left after the triple slots (and matched tractors) are filled first by
        cards played exactly twice; each slot still filled takes a card played three times.
        """
        if self.tractor_units:
            return self.score(play_suit_cards)[1].stand_ins
        counts = Counter(play_suit_cards)
        triple_groups = self.order.sorted([c for c, n in counts.items() if n >= 3])
        exact = sum(1 for n in counts.values() if n == 2)
        triples = min(self.triple_cap, len(triple_groups))
        pairs = min(self.pair_cap, len(triple_groups) + exact)
        stand = max(0, pairs - triples - exact)
        return tuple(triple_groups[triples:][:stand])  # the strongest fill the triple slots

    def kept_pairs(
        self, hand_suit_cards: Sequence[Card], play_suit_cards: Sequence[Card]
    ) -> tuple[Card, ...]:
        """Genuine pairs the play keeps back: cards held exactly twice and not played twice."""
        held, played = Counter(hand_suit_cards), Counter(play_suit_cards)
        return tuple(self.order.sorted([c for c, n in held.items() if n == 2 and played[c] != 2]))

    def stands_in_for_kept_pair(
        self, hand_suit_cards: Sequence[Card], play_suit_cards: Sequence[Card]
    ) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
        """The longer-tuple guard of ``longer_tuples_protected`` (shengji.io ``is_legal_play``).

        A triple is never split to make a pair, but three identical cards in the play do not
        count as a pair while the hand keeps back genuine pairs enough for every pair slot they
        fill. Returns ``(stand-in cards, kept pairs)`` when the play breaks the rule, else None.
        """
        if not self.protects:
            return None
        stand = self.stand_ins(play_suit_cards)
        if not stand:
            return None
        kept = self.kept_pairs(hand_suit_cards, play_suit_cards)
        return (stand, kept) if len(kept) >= len(stand) else None


def _text(cards: Sequence[Card]) -> str:
    return " ".join(c.notation for c in cards)


def _how_many(n: int, suit: EffSuit) -> str:
    """``1 trump``, ``3 trumps``, ``1 spade``: a count of cards of an effective suit."""
    return f"{n} {suit.english.removesuffix('s') if n == 1 else suit.english}"


_FEATURE_RULE: Final = {
    0: "follow.tractors",
    1: "follow.tractors",
    2: "follow.titanic-ladder",
    3: "follow.titanic-ladder",
    4: "follow.triples",
    5: "follow.pairs",
}


def _explain_shortfall(
    feature: int, need: tuple[int, ...], witness: _Witness, suit: EffSuit, play: Sequence[Card]
) -> Sentence:
    where = Localized(suit.english, suit.chinese)
    played = cards_named(play)
    if feature in (0, 1):
        held = cards_named(witness.tractors[0] if witness.tractors else ())
        if feature == 0:
            return sentence(
                "You hold the Titanic {held} in {suit}, so a Titanic was required; {play} "
                "does not contain one.",
                held=held,
                suit=where,
                play=played,
            )
        return sentence(
            "You hold the tractor {held} in {suit}, so a tractor was required; {play} "
            "does not contain one.",
            held=held,
            suit=where,
            play=played,
        )
    if feature in (2, 3):
        if feature == 3 and witness.tractors:
            held = cards_named(witness.tractors[-1])
        else:
            held = cards_named(witness.triples)
        return sentence(
            "A Titanic was led and you hold {what} {held}: the follow ladder of these rules "
            "required them; {play} does not have them.",
            what="the tractor" if feature == 3 else "the triples",
            held=held,
            play=played,
        )
    if feature == 4:
        n, held = need[4], cards_named(witness.triples)
        if n == 1:
            return sentence(
                "You hold the triple {held} in {suit}, so a triple was required; {play} has none.",
                held=held,
                suit=where,
                play=played,
            )
        return sentence(
            "You hold the triples {held} in {suit}, so {n} triples were required; {play} has "
            "fewer.",
            held=held,
            suit=where,
            n=n,
            play=played,
        )
    n, held = need[5], cards_named(witness.pairs)
    if n == 1:
        return sentence(
            "You hold the pair {held} in {suit}, so a pair was required; {play} has none.",
            held=held,
            suit=where,
            play=played,
        )
    return sentence(
        "You hold the pairs {held} in {suit}, so {n} pairs were required; {play} has fewer.",
        held=held,
        suit=where,
        n=n,
        play=played,
    )


def check_follow(
    lead: CardsLike, hand: CardsLike, play: CardsLike, order: TrumpOrder
) -> Verdict[bool]:
    """Is ``play`` (from ``hand``, which still contains it) a legal follow to ``lead``?

    An illegal verdict says what the hand was obliged to play; ``details["required"]`` lists the
    cards that showed the obligation (the pair, tractor or the suit cards held).
    """
    led = parse_cards(lead)
    if len(led) == 1:  # most follows: a single was led, so only the suit binds
        return _check_single(led[0], parse_cards(hand), parse_cards(play), order)
    if order.rules.rainbows is not None:
        rainbow = read_rainbow(led, order)
        if rainbow is not None:
            return _check_rainbow(led, rainbow, parse_cards(hand), parse_cards(play), order)
    return _check(_shared_format(led, order), parse_cards(hand), parse_cards(play))


def _check_rainbow(
    led: tuple[Card, ...],
    groups: tuple[RainbowGroup, ...],
    hand: tuple[Card, ...],
    play: tuple[Card, ...],
    order: TrumpOrder,
) -> Verdict[bool]:
    """A follow to a rainbow lead (shengji.io trick.rs ``is_legal_play``, its rainbow branch)."""
    refuse_impossible(
        [*map(card_code, led), *map(card_code, hand)],
        lambda: (("lead", led), ("hand", hand)),
        order.rules.decks,
    )
    if len(play) != len(led):
        return _wrong_count(len(led), play)
    left = list(map(card_code, hand))
    for card in play:
        if card.code not in left:
            return _not_held(card)
        left.remove(card.code)
    sizes = [g.size for g in groups]
    each = " and ".join(str(n) for n in sizes)

    def led_text() -> Localized:  # the groups led, named when a reason is read
        named = [g.named() for g in groups]
        return Localized(" + ".join(n.en for n in named), " + ".join(n.zh for n in named))

    if can_fill(rank_counts(play), sizes):
        return Verdict.later(
            True,
            "follow.rainbow",
            lambda: Reason(
                (
                    sentence(
                        "{play} gives {each} cards of one rank for the {led}: legal (rainbows: "
                        "any suits).",
                        play=cards_named(play),
                        each=each,
                        led=led_text(),
                    ),
                )
            ),
        )
    if not can_fill(rank_counts(hand), sizes):
        return Verdict.later(
            True,
            "follow.rainbow.none-held",
            lambda: Reason(
                (
                    sentence(
                        "Your hand has no {each} cards of one rank to answer the {led}, so any "
                        "{count} cards may follow: legal (a rainbow has no suit to follow).",
                        each=each,
                        led=led_text(),
                        count=len(led),
                    ),
                )
            ),
        )
    shown = witness(hand, sizes)
    return Verdict.saying(
        False,
        "follow.rainbow",
        sentence(
            "You hold {shown}: {each} cards of one rank for the {led}, so they were required; "
            "{play} does not give them (rainbows: same-rank cards, any suits).",
            shown=cards_named(shown),
            each=each,
            led=led_text(),
            play=cards_named(play),
        ),
        details={"required": [c.notation for c in shown]},
    )


def _check_single(
    led: Card, hand: tuple[Card, ...], play: tuple[Card, ...], order: TrumpOrder
) -> Verdict[bool]:
    """:func:`_check` for a lead of one card, without reading the lead into a format.

    The same verdicts, rules and reasons as the general path (a single has no shape to match, no
    ladder and no bomb can follow it), for four out of five follows in play.
    """
    if len(play) != 1:
        return _wrong_count(1, play)
    code = play[0].code
    if code not in list(map(card_code, hand)):
        return _not_held(play[0])
    suit_at = order.suit_at
    suit = suit_at[led.code]
    hand_s = [c for c in hand if suit_at[c.code] is suit]
    if hand_s and suit_at[code] is not suit:
        return Verdict.later(
            False,
            "follow.suit",
            lambda: _explain_suit_owed(suit, 1, order, hand_s, play, 0),
        )
    if len(hand_s) <= 1:
        return _legal_all_held(len(hand_s), 1, suit)
    return _legal_by_suit(play, suit, has_shape=False)


def _wrong_count(size: int, play: tuple[Card, ...]) -> Verdict[bool]:
    return Verdict.saying(
        False,
        "follow.count",
        sentence(
            "{size} card(s) were led, so {size} must be played; {play} is {count}.",
            size=size,
            play=cards_named(play),
            count=len(play),
        ),
        details={"required": None},
    )


def _not_held(missing: Card) -> Verdict[bool]:
    return Verdict.saying(
        False,
        "follow.own-cards",
        sentence(
            "{card} is not in your hand (or not that many copies).", card=cards_named((missing,))
        ),
        details={"required": None},
    )


def _legal_all_held(held: int, size: int, suit: EffSuit) -> Verdict[bool]:
    """Legal: the hand held no more cards of the led suit than were led, and played them all."""
    what = (
        "all of them, then anything"
        if 0 < held < size
        else ("anything" if not held else "all of them")
    )
    return Verdict.later(
        True,
        "follow.suit",
        lambda: (
            f"You hold {_how_many(held, suit)} and played {what}: legal.",
            f"你的{suit.chinese}不足，全部跟出后其余可任意出：合法。"
            if held < size
            else f"跟出全部{suit.chinese}：合法。",
            {},
        ),
    )


def _legal_by_suit(play: tuple[Card, ...], suit: EffSuit, *, has_shape: bool) -> Verdict[bool]:
    """Legal: the play follows suit, and only the suit binds (singles led, or ``suit_only``)."""
    reason = (
        "These house rules only require following suit."
        if has_shape
        else "Singles were led, so any cards of the suit may follow."
    )
    return Verdict.later(
        True,
        "follow.suit",
        lambda: Reason(
            (
                sentence(
                    "{play} follows {suit}: legal. {why}",
                    play=cards_named(play),
                    suit=Localized(suit.english, suit.chinese),
                    why=reason,
                ),
            )
        ),
    )


def _shared_format(lead: CardsLike, order: TrumpOrder) -> FollowFormat:
    """The lead's :class:`FollowFormat`, one per lead (as a multiset) kept in the order's memo.

    The followers of one trick, and every trick with the same lead, share its reading and the
    obligations it has worked out.
    """
    played = parse_cards(lead)
    key = ("follow-format", tuple(sorted(map(card_code, played))))
    fmt = order.memo.get(key)
    if not isinstance(fmt, FollowFormat):
        fmt = FollowFormat(played, order)
        if len(order.memo) > 4096:
            order.memo.clear()
        order.memo[key] = fmt
    return fmt


def check_follow_format(fmt: FollowFormat, hand: CardsLike, play: CardsLike) -> Verdict[bool]:
    """:func:`check_follow` for a lead already read into a :class:`FollowFormat`.

    Reuse one format when judging many plays to the same lead.
    """
    return _check(fmt, parse_cards(hand), parse_cards(play))


def _check(
    fmt: FollowFormat, hand: tuple[Card, ...], play: tuple[Card, ...], *, bombs: bool = True
) -> Verdict[bool]:
    """The verdict; with ``bombs=False`` as if the ``bombs`` rule let no bomb follow."""
    order = fmt.order
    left = list(map(card_code, hand))
    if len(play) != fmt.size:
        return _wrong_count(fmt.size, play)
    missing = None
    for card in play:  # first_missing, on the codes already read
        try:
            left.remove(card.code)
        except ValueError:
            missing = card
            break
    if missing is not None:
        return _not_held(missing)
    suit = fmt.suit
    suit_at = order.suit_at
    hand_s = [c for c in hand if suit_at[c.code] is suit]
    if bombs and fmt.bombs and _bomb_stands(fmt, hand_s, play):
        return _explain_bomb(fmt, play)
    play_s = [c for c in play if suit_at[c.code] is suit]
    if len(play_s) < min(len(hand_s), fmt.size):
        played = len(play_s)
        return Verdict.later(
            False,
            "follow.suit",
            lambda: _explain_suit_owed(suit, fmt.size, order, hand_s, play, played),
        )
    if len(hand_s) <= fmt.size:
        return _legal_all_held(len(hand_s), fmt.size, suit)
    if order.rules.draw_policy is DrawPolicy.SUIT_ONLY or not fmt.has_shape:
        return _legal_by_suit(play, suit, has_shape=fmt.has_shape)
    if order.rules.decks > 3:
        return _check_ladder(fmt, hand_s, play_s, play)
    need = fmt.need(hand_s)
    have = fmt.vector(play_s)
    guard = fmt.stands_in_for_kept_pair(hand_s, play_s) if have >= need else None
    if guard is not None:
        return _explain_stand_in(*guard, suit, play)
    if have >= need:
        return Verdict.later(
            True,
            "follow.suit" if need == (0,) * len(need) else _first_rule(need),
            lambda: Reason(
                (
                    sentence(
                        "{play} follows {suit} and matches the lead's shape as far as "
                        "your hand allows: legal.",
                        play=cards_named(play),
                        suit=Localized(suit.english, suit.chinese),
                    ),
                )
            ),
        )
    witness = fmt.required(hand_s)[1]
    feature = next(i for i, (a, b) in enumerate(zip(have, need, strict=True)) if a != b)
    said = _explain_shortfall(feature, need, witness, suit, play)
    required = [c.notation for t in witness.tractors for c in t]
    required += [c.notation for c in witness.triples] + [c.notation for c in witness.pairs]
    return Verdict.saying(False, _FEATURE_RULE[feature], said, details={"required": required})


def _bomb_stands(fmt: FollowFormat, hand_s: Sequence[Card], play: Sequence[Card]) -> bool:
    """Is this play a bomb the ``bombs`` rule lets follow (shengji.io ``is_legal_play``)?

    ``allow_bombs``: any bomb; ``allow_bombs_suit_following``: one of the led suit or of trumps,
    or any when the hand is void in the led suit.
    """
    if len(play) < 4 or any(c.code != play[0].code for c in play):
        return False
    if fmt.order.rules.bombs is Bombs.ALLOW_BOMBS:
        return True
    bomb_suit = fmt.order.suit_at[play[0].code]
    return bomb_suit is fmt.suit or bomb_suit is EffSuit.TRUMP or not hand_s


def _explain_bomb(fmt: FollowFormat, play: Sequence[Card]) -> Verdict[bool]:
    del fmt  # the house rule that allowed it is the verdict's rule
    return Verdict.later(
        True,
        "follow.bomb",
        lambda: Reason(
            (
                sentence(
                    "{play} is a bomb ({count} identical cards): these house rules let it be "
                    "played to follow (shengji.io): legal.",
                    play=cards_named(play),
                    count=len(play),
                ),
            )
        ),
    )


def _counts(cards: Sequence[Card]) -> dict[int, int]:
    out: dict[int, int] = {}
    for card in cards:
        out[card.code] = out.get(card.code, 0) + 1
    return out


def _new_adjacency(fmt: FollowFormat) -> bool:
    """May the ladder ask a plain tuple of the lead for a run (not ``only_draw_tractor_...``)?"""
    return fmt.order.rules.draw_policy not in (
        DrawPolicy.ONLY_DRAW_TRACTOR_ON_TRACTOR,
        DrawPolicy.PROTECTED_AND_TRACTOR_ONLY,
    )


def _shapes(fmt: FollowFormat) -> Requirement:
    return tuple(((u.width,) * u.length) for u in fmt.units)


def _filler(
    counts: dict[int, int], slots: Sequence[int], *, protect: bool
) -> Callable[[Requirement], bool]:
    """:func:`~tractor_core.rules.ladder.fill` for these cards, remembered per requirement."""
    memo: dict[Requirement, bool] = {}
    total = sum(counts.values())
    cards = sum(1 for n in counts.values() if n)
    most = max(counts.values(), default=0)

    def fills(req: Requirement) -> bool:
        hit = memo.get(req)
        if hit is None:
            if sum(map(sum, req)) == total and (  # all the cards: each gives a tuple at least
                sum(map(len, req)) < cards or max(max(run) for run in req) > most
            ):
                hit = memo[req] = False
            else:
                hit = memo[req] = fill(counts, req, slots, protect=protect)
        return hit

    return fills


def _first_filled(
    fmt: FollowFormat, counts: dict[int, int], *, protect: bool
) -> tuple[RungKey, Requirement] | None:
    """The first requirement down the lead's ladder that cards held ``counts`` times fill."""
    slots = fmt.order.slot_at
    return first_rung(
        _shapes(fmt),
        _filler(counts, slots, protect=protect),
        new_adjacency=_new_adjacency(fmt),
        host=host_check(counts, slots, protect=protect),
        singles=not protect,
        sizes=tuple(counts.values()) if protect else None,
    )


def _pattern(
    counts: dict[int, int], slots: Sequence[int]
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Cards held ``counts`` times as filling sees them: copies per slot, from the lowest slot."""
    by_slot: dict[int, list[int]] = {}
    for k, n in counts.items():
        if n:
            by_slot.setdefault(slots[k], []).append(n)
    low = min(by_slot, default=0)
    return tuple(sorted((s - low, tuple(sorted(ns))) for s, ns in by_slot.items()))


def _ladder_verdict(
    fmt: FollowFormat,
    played: dict[int, int],
    held: dict[int, int],
    hand_hit: tuple[RungKey, Requirement] | None,
    memo: dict[object, tuple[RungKey, Requirement] | None] | None = None,
) -> tuple[str, Requirement | None]:
    """How :func:`_check_ladder` decides, and on which requirement.

    ``("legal", req)``: the play fills ``req`` first; ``("kept", req)``: it does, but the
    longer-tuple guard fires; ``("owed", req)``: the hand fills ``req`` first; ``("none",
    None)``: neither ever fills one (legal).

    Down the ladder the first requirement the play fills makes it legal and one the hand fills,
    met first, illegal (trick.rs ``is_legal_play``). Without protection a play, being part of
    the hand, fills nothing before the hand's first, so only that one is tried.
    """
    slots = fmt.order.slot_at
    if not fmt.protects:
        if hand_hit is None:
            return "none", None
        req = hand_hit[1]
        return ("legal" if fill(played, req, slots) else "owed"), req
    if memo is None:
        play_hit = _first_filled(fmt, played, protect=False)
    else:  # plays with the same copies per slot fill the same requirements
        pattern = _pattern(played, slots)
        if pattern not in memo:
            memo[pattern] = _first_filled(fmt, played, protect=False)
        play_hit = memo[pattern]
    if play_hit is not None and (hand_hit is None or play_hit[0] <= hand_hit[0]):
        req = play_hit[1]
        rest = {k: n - played.get(k, 0) for k, n in held.items()}
        return ("legal" if _kept_tuple(req, played, rest, slots) is None else "kept"), req
    if hand_hit is not None:
        return "owed", hand_hit[1]
    return "none", None


def _check_ladder(
    fmt: FollowFormat, hand_s: Sequence[Card], play_s: Sequence[Card], play: Sequence[Card]
) -> Verdict[bool]:
    """Four to eight decks: shengji.io's follow ladder (:mod:`tractor_core.rules.ladder`).

    Down the ladder of the lead's requirements, the first one the play fills makes it legal
    (unless the longer-tuple guard fires) and one the hand could fill, met first, makes it
    illegal; when neither happens the play is legal (trick.rs ``is_legal_play``).
    """
    protect = fmt.protects
    slots = fmt.order.slot_at
    played, held = _counts(play_s), _counts(hand_s)
    if max(held.values()) > fmt.order.rules.decks:
        check_copies_across((("hand", hand_s),), fmt.order.rules.decks)
    suit = fmt.suit
    how, req = _ladder_verdict(fmt, played, held, _first_filled(fmt, held, protect=protect))
    if how == "kept" and req is not None:
        rest = {k: n - played.get(k, 0) for k, n in held.items()}
        kept = _kept_tuple(req, played, rest, slots)
        assert kept is not None
        return _explain_kept_tuple(kept, suit, play)
    if how == "legal" and req is not None:
        return _ladder_legal(req, suit, play)
    if how == "owed" and req is not None:
        found = ladder_witness(held, req, slots, protect=protect)
        assert found is not None
        shown = tuple(CARD_OF_CODE[k] for run in found for k, n in run for _ in range(n))
        return _ladder_owed(req, shown, play)
    return Verdict.later(
        True,
        "follow.wide-ladder",
        lambda: Reason(
            (
                sentence(
                    "{play} follows {suit}; your hand matches no reading of the lead's shape: "
                    "legal.",
                    play=cards_named(play),
                    suit=Localized(suit.english, suit.chinese),
                ),
            )
        ),
    )


def _ladder_legal(req: Requirement, suit: EffSuit, play: Sequence[Card]) -> Verdict[bool]:
    words = requirement_text(req)
    return Verdict.later(
        True,
        "follow.wide-ladder",
        lambda: Reason(
            (
                sentence(
                    "{play} follows {suit} as {shape}, the strongest reading of the lead down "
                    "shengji.io's follow ladder that your hand could match: legal.",
                    play=cards_named(play),
                    suit=Localized(suit.english, suit.chinese),
                    shape=Localized(*words),
                ),
            )
        ),
    )


def _ladder_owed(req: Requirement, shown: tuple[Card, ...], play: Sequence[Card]) -> Verdict[bool]:
    words = requirement_text(req)
    return Verdict.later(
        False,
        "follow.wide-ladder",
        lambda: Reason(
            (
                sentence(
                    "Down shengji.io's follow ladder the lead asks first for {shape}: you hold "
                    "it ({shown}), so it was required; {play} does not contain it.",
                    shape=Localized(*words),
                    shown=cards_named(shown),
                    play=cards_named(play),
                ),
            ),
            None,
            {"required": list(shown)},
        ),
    )


def _kept_tuple(
    req: Requirement, played: dict[int, int], rest: dict[int, int], slots: Sequence[int]
) -> int | None:
    """shengji.io's longer-tuple guard: the width of a slot a longer tuple stands in for.

    That is a tuple slot the play fills with more identical cards than it needs while the rest
    of the hand could fill it genuinely; None when the guard lets the play stand.
    """
    for width in sorted({run[0] for run in req if len(run) == 1 and run[0] >= 2}):
        want = sum(1 for run in req if run == (width,))
        covered = sum(1 for n in played.values() if n == width)
        left = want - covered
        if left > 0 and fill(rest, ((width,),) * left, slots, protect=True):
            return width
    return None


def _explain_kept_tuple(width: int, suit: EffSuit, play: Sequence[Card]) -> Verdict[bool]:
    name_en, name_zh = requirement_text(((width,),))
    return Verdict.later(
        False,
        "follow.pairs.protected",
        lambda: Reason(
            (
                sentence(
                    "{play} fills {slot} slot with more identical cards than it needs while your "
                    "hand keeps back {kept} of {suit} held exactly {width} times: under these "
                    "house rules (longer tuples protected) a longer tuple stands in only when no "
                    "genuine one is left (shengji.io's longer-tuple guard).",
                    play=cards_named(play),
                    slot=Localized(name_en, name_zh),
                    kept=Localized(name_en.removeprefix("a "), name_zh.removeprefix("一个")),
                    suit=Localized(suit.english, suit.chinese),
                    width=width,
                ),
            ),
            None,
            {"required": None},
        ),
    )


def _explain_stand_in(
    stand: Sequence[Card], kept: Sequence[Card], suit: EffSuit, play: Sequence[Card]
) -> Verdict[bool]:
    n = len(stand)
    return Verdict.saying(
        False,
        "follow.pairs.protected",
        sentence(
            "In {play} the {what} {triples} stands in for {slot} while you keep back the genuine "
            "{pairs_word} {pairs} in {suit}. Under these house rules (longer tuples protected) "
            "nobody must split a triple for a pair, but three identical cards count as a pair "
            "only when no genuine pair is left to play.",
            play=cards_named(play),
            what="triple" if n == 1 else "triples",
            triples=cards_named([c for c in stand for _ in range(3)]),
            slot="a pair" if n == 1 else f"{n} pairs",
            pairs_word="pairs" if len(kept) > 1 else "pair",
            pairs=cards_named([c for c in kept for _ in range(2)]),
            suit=Localized(suit.english, suit.chinese),
        ),
        details={"required": [c.notation for c in kept for _ in range(2)]},
    )


def _explain_suit_owed(  # noqa: PLR0917 - what the verdict was decided on
    suit: EffSuit,
    size: int,
    order: TrumpOrder,
    hand_s: list[Card],
    play: tuple[Card, ...],
    played: int,
) -> Reason:
    """Why a follow that kept back cards of the led suit is illegal (written when read)."""
    owed = min(len(hand_s), size)
    held = order.sorted(hand_s)
    said = sentence(
        "You still hold {count} ({held}), so {owed} of them had to be played; {play} has {played}.",
        count=Localized(_how_many(len(held), suit), suit.chinese),
        held=cards_named(held),
        owed=owed,
        play=cards_named(play),
        played=played,
    )
    return Reason((said,), None, {"required": [c.notation for c in held[:owed]]})


def _first_rule(need: tuple[int, ...]) -> str:
    return _FEATURE_RULE[next(i for i, v in enumerate(need) if v)]


def verify_follow(
    lead: CardsLike, hand: CardsLike, play: CardsLike, order: TrumpOrder
) -> Verdict[bool]:
    """Like :func:`check_follow` but raises :class:`IllegalPlayError` with the reason."""
    verdict = check_follow(lead, hand, play, order)
    if not verdict.value:
        raise IllegalPlayError(verdict.reason)
    return verdict


# ---------------------------------------------------------------------------------- all follows
def _multisets(items: Sequence[tuple[Card, int]], size: int) -> Iterator[tuple[Card, ...]]:
    """Every sub-multiset of ``size`` cards, as sorted tuples (each distinct multiset once)."""
    n = len(items)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + items[i][1]

    def rec(i: int, left: int, acc: list[Card]) -> Iterator[tuple[Card, ...]]:
        if left == 0:
            yield tuple(acc)
            return
        if i == n or suffix[i] < left:
            return
        card, count = items[i]
        for take in range(min(count, left), -1, -1):
            acc.extend([card] * take)
            yield from rec(i + 1, left - take, acc)
            if take:
                del acc[-take:]

    yield from rec(0, size, [])


def _nth_multiset(items: Sequence[tuple[Card, int]], size: int, index: int) -> tuple[Card, ...]:
    """``list(_multisets(items, size))[index]``, without listing (counts of the suffixes)."""
    ways = [[0] * (size + 1) for _ in range(len(items) + 1)]
    ways[len(items)][0] = 1
    for i in range(len(items) - 1, -1, -1):
        for left in range(size + 1):
            ways[i][left] = sum(ways[i + 1][left - t] for t in range(min(items[i][1], left) + 1))
    if not 0 <= index < ways[0][size]:
        msg = f"multiset {index} of {ways[0][size]}"
        raise IndexError(msg)
    cards: list[Card] = []
    left = size
    for i, (card, count) in enumerate(items):
        for take in range(min(count, left), -1, -1):
            here = ways[i + 1][left - take]
            if index < here:
                cards.extend([card] * take)
                left -= take
                break
            index -= here
    return tuple(cards)


def _count_multisets(counts: Sequence[int], size: int) -> int:
    """How many sub-multisets of ``size`` cards (bounded multiplicities), by dynamic programming."""
    ways = [1] + [0] * size
    for c in counts:
        new = [0] * (size + 1)
        for total, w in enumerate(ways):
            if w:
                for take in range(min(c, size - total) + 1):
                    new[total + take] += w
        ways = new
    return ways[size]


# A unit's progress in :class:`_FollowSearch`: (phase, steps done, width used).
_Status = tuple[int, int, int]
_NOT_STARTED: Final[_Status] = (0, 0, 0)
_RUNNING, _AWAITED, _DONE, _DEGRADED = 1, 2, 3, 4
# A reading in progress: each led tractor's status, then leftover groups taken 3 and 2 times.
_Reading = tuple[tuple[_Status, ...], int, int]
_Key = tuple[int, int, frozenset[_Reading]]  # cards taken, genuine pairs kept back, readings


def _frontier(readings: set[_Reading]) -> frozenset[_Reading]:
    """Drop readings another one dominates: the same tractors, at least as many triples and pairs.

    Both only grow as groups are added, and a reading's vector grows with them while its
    stand-ins do not (more pairs held exactly twice fill more slots), so a dominated reading is
    never the best one of any play that extends this prefix.
    """
    best: dict[tuple[_Status, ...], list[tuple[int, int]]] = {}
    for statuses, triples, exact in readings:
        best.setdefault(statuses, []).append((triples, exact))
    out = []
    for statuses, counts in best.items():
        for t, e in counts:
            if not any(t2 >= t and e2 >= e and (t2, e2) != (t, e) for t2, e2 in counts):
                out.append((statuses, t, e))
    return frozenset(out)


class _FollowSearch:
    """Counts and lists legal follows in polynomial time, by dynamic programming over the groups.

    The distinct led-suit cards of the hand are visited in hand order (strongest first, so slots
    never rise), choosing how many copies of each the play takes. A play's judgement needs the
    best *reading* of it (:meth:`FollowFormat.score`): which led tractors are matched by runs of
    consecutive groups, and which leftover groups are triples or pairs. Every reading of the
    prefix chosen so far is tracked at once, as a set of states (each led tractor not started,
    running with so many steps, or done; leftover triples and pairs, capped where more stop
    mattering), so the state after a prefix is a function of that prefix; with the cards taken
    and (under protection) the genuine pairs kept back, it keys the table. A run must go on
    through the very next slot or it is no reading. At the end a key is legal when its best
    reading reaches the hand's obligation and passes the longer-tuple guard. Listing follows the
    recorded transitions from the start, only into keys that can still end legal, so every play
    it yields is legal, once, in the order of :func:`_multisets`.
    """

    def __init__(self, fmt: FollowFormat, suit_cards: Sequence[Card]) -> None:
        order = fmt.order
        self.fmt = fmt
        self.n = fmt.size
        self.items = sorted(Counter(suit_cards).items(), key=lambda kv: order.sort_key(kv[0]))
        self.slots = [order.slot_at[c.code] for c, _ in self.items]
        self.units = [(u.width, u.length) for u in fmt.tractor_units]
        self.cap = fmt.pair_cap + sum(length for _, length in self.units)
        self.protect = fmt.protects
        self.need = fmt.need(suit_cards)
        # classes of identical led tractors, whose statuses are kept sorted (one reading each)
        self.same = [k for k in range(1, len(self.units)) if self.units[k] == self.units[k - 1]]
        self._moves: dict[tuple[int, frozenset[_Reading], int], frozenset[_Reading]] = {}
        self._entered: dict[tuple[tuple[_Status, ...], bool], tuple[_Status, ...] | None] = {}
        self._bests: dict[frozenset[_Reading], tuple[tuple[int, ...], int] | None] = {}
        self.layers = self._forward()
        self._alive: list[set[_Key]] | None = None
        self._ahead: list[dict[_Key, int]] | None = None

    # ------------------------------------------------------------------------------ readings
    def _canon(self, statuses: list[_Status]) -> tuple[_Status, ...]:
        if self.same:
            start = 0
            for k in range(1, len(statuses) + 1):
                if k == len(statuses) or k not in self.same:
                    statuses[start:k] = sorted(statuses[start:k])
                    start = k
        return tuple(statuses)

    def _enter(
        self, statuses: tuple[_Status, ...], *, next_slot: bool
    ) -> tuple[_Status, ...] | None:
        """The statuses at a new slot: running tractors now await this slot (None: a run broke)."""
        key = (statuses, next_slot)
        if key in self._entered:
            return self._entered[key]
        moved: list[_Status] | None = []
        for st in statuses:
            if st[0] == _AWAITED or (st[0] == _RUNNING and not next_slot):
                moved = None
                break
            assert moved is not None
            moved.append((_AWAITED, st[1], st[2]) if st[0] == _RUNNING else st)
        result = None if moved is None else self._canon(moved)
        self._entered[key] = result
        return result

    def _step(self, i: int, readings: frozenset[_Reading], take: int) -> frozenset[_Reading]:
        """The readings after item ``i`` contributes ``take`` cards."""
        key = (i, readings, take)
        hit = self._moves.get(key)
        if hit is not None:
            return hit
        slot = self.slots[i]
        prev = self.slots[i - 1] if i else None
        cap = self.cap
        out: set[_Reading] = set()
        new_slot = prev is not None and slot != prev
        next_slot = prev is not None and slot == prev - 1
        for statuses, triples, exact in readings:
            if new_slot:  # runs that reached the last slot must go on through this one
                moved = self._enter(statuses, next_slot=next_slot)
                if moved is None:
                    continue
                statuses = moved  # noqa: PLW2901 - the reading as seen from this slot
            # the group left over: a triple or a pair of the reading, or nothing
            out.add((statuses, min(cap, triples + (take >= 3)), min(cap, exact + (take == 2))))
            if take < 2:
                continue
            # or the group is the next step of one led tractor (one at most: 3 copies at most)
            for j, (phase, done, width) in enumerate(statuses):
                unit_width, length = self.units[j]
                grown = list(statuses)
                if phase == _AWAITED and width <= take:
                    steps = done + 1
                    full = _DONE if width == unit_width else _DEGRADED
                    grown[j] = (full, 0, 0) if steps == length else (_RUNNING, steps, width)
                    out.add((self._canon(grown), triples, exact))
                elif phase == 0:
                    widths = [unit_width] if take >= unit_width else []
                    if unit_width >= 3:
                        widths.append(2)
                    for w in widths:
                        grown[j] = (_RUNNING, 1, w)
                        out.add((self._canon(grown), triples, exact))
        result = _frontier(out)
        self._moves[key] = result
        return result

    def _best(self, readings: frozenset[_Reading]) -> tuple[tuple[int, ...], int] | None:
        """The best complete reading's vector and its stand-ins (None: no complete reading)."""
        if readings in self._bests:
            return self._bests[readings]
        best = self._best_of(readings)
        self._bests[readings] = best
        return best

    def _best_of(self, readings: frozenset[_Reading]) -> tuple[tuple[int, ...], int] | None:
        fmt = self.fmt
        rule_002 = fmt.order.rules.titanic_follow is TitanicFollow.SOURCE_002
        best: tuple[tuple[int, ...], int] | None = None
        for statuses, longer, exact in readings:
            titanics = tractors = degraded = 0
            tri_cap, pair_cap, titanic_need = fmt.triple_cap, fmt.pair_cap, 0
            complete = True
            for (phase, _, _), (width, length) in zip(statuses, self.units, strict=True):
                if phase == 0:
                    pair_cap += length
                    if width >= 3:
                        tri_cap += length
                        titanic_need += length
                elif phase == _DONE:
                    titanics += width >= 3
                    tractors += width < 3
                elif phase == _DEGRADED:
                    degraded += 1
                else:
                    complete = False
                    break
            if not complete:
                continue
            triples = min(tri_cap, longer)
            pairs = min(pair_cap, longer + exact)
            all_triples = int(rule_002 and titanic_need > 0 and longer >= titanic_need)
            vector = (titanics, tractors, all_triples, degraded, triples, pairs)
            stand = max(0, pairs - triples - exact)
            if best is None or (vector, -stand) > (best[0], -best[1]):
                best = (vector, stand)
        return best

    def _legal(self, key: _Key) -> bool:
        total, kept, readings = key
        if total != self.n:
            return False
        best = self._best(readings)
        if best is None or best[0] < self.need:
            return False
        return not (self.protect and best[1] and kept >= best[1])

    # ------------------------------------------------------------------------------ the table
    def _next(self, i: int, key: _Key, take: int) -> _Key:
        total, kept, readings = key
        held = self.items[i][1]
        if self.protect and held == 2 and take != 2:
            kept = min(self.cap, kept + 1)
        return (total + take, kept, self._step(i, readings, take))

    def _forward(self) -> list[dict[_Key, int]]:
        n = self.n
        left = [0] * (len(self.items) + 1)
        for i in range(len(self.items) - 1, -1, -1):
            left[i] = left[i + 1] + self.items[i][1]
        start: _Key = (0, 0, frozenset({((_NOT_STARTED,) * len(self.units), 0, 0)}))
        layers = [{start: 1}]
        for i, (_, held) in enumerate(self.items):
            grown: dict[_Key, int] = {}
            for key, ways in layers[-1].items():
                total = key[0]
                for take in range(min(held, n - total) + 1):
                    if total + take + left[i + 1] < n:
                        continue
                    nxt = self._next(i, key, take)
                    if nxt[2]:
                        grown[nxt] = grown.get(nxt, 0) + ways
            layers.append(grown)
        return layers

    @property
    def alive(self) -> list[set[_Key]]:
        """For each layer, the keys from which some choice of the rest ends legal."""
        if self._alive is None:
            self._alive = self._backward()
        return self._alive

    def _backward(self) -> list[set[_Key]]:
        alive: list[set[_Key]] = [set() for _ in self.layers]
        alive[-1] = {key for key in self.layers[-1] if self._legal(key)}
        n = self.n
        for i in range(len(self.items) - 1, -1, -1):
            held = self.items[i][1]
            after = alive[i + 1]
            alive[i] = {
                key
                for key in self.layers[i]
                if any(
                    self._next(i, key, take) in after for take in range(min(held, n - key[0]) + 1)
                )
            }
        return alive

    def count(self) -> int:
        """Number of legal follows."""
        return sum(ways for key, ways in self.layers[-1].items() if self._legal(key))

    def nth(self, index: int) -> tuple[Card, ...]:
        """The follow at ``index`` in the order of iteration, without listing those before it.

        Each key counts the legal follows that go on from it (a backward pass over the table),
        and the walk skips whole counts.
        """
        n, items, alive = self.n, self.items, self.alive
        if self._ahead is None:
            ahead: list[dict[_Key, int]] = [{} for _ in self.layers]
            ahead[-1] = dict.fromkeys(alive[-1], 1)
            for i in range(len(items) - 1, -1, -1):
                held = items[i][1]
                ahead[i] = {
                    key: sum(
                        ahead[i + 1].get(self._next(i, key, take), 0)
                        for take in range(min(held, n - key[0]) + 1)
                    )
                    for key in alive[i]
                }
            self._ahead = ahead
        ahead = self._ahead
        key = next(iter(self.layers[0]))
        if not 0 <= index < ahead[0].get(key, 0):
            msg = f"follow {index} of {ahead[0].get(key, 0)}"
            raise IndexError(msg)
        cards: list[Card] = []
        for i, (card, held) in enumerate(items):
            for take in range(min(held, n - key[0]), -1, -1):
                nxt = self._next(i, key, take)
                ways = ahead[i + 1].get(nxt, 0)
                if index < ways:
                    cards.extend([card] * take)
                    key = nxt
                    break
                index -= ways
        return tuple(cards)

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        n, items, alive = self.n, self.items, self.alive

        def rec(i: int, key: _Key, acc: list[Card]) -> Iterator[tuple[Card, ...]]:
            if i == len(items):
                yield tuple(acc)
                return
            card, held = items[i]
            for take in range(min(held, n - key[0]), -1, -1):
                nxt = self._next(i, key, take)
                if nxt in alive[i + 1]:
                    acc.extend([card] * take)
                    yield from rec(i + 1, nxt, acc)
                    if take:
                        del acc[-take:]

        start = next(iter(self.layers[0]))
        if start in alive[0]:
            yield from rec(0, start, [])


def _placements(
    held: dict[int, int], req: Requirement, slots: Sequence[int]
) -> Iterator[tuple[tuple[int, int], ...]]:
    """Every way to take exactly ``req`` from cards held ``held`` times, as sorted counts.

    Each run takes ``run[0]`` copies of a card, ``run[1]`` of one in the next strength slot, and
    so on (as :func:`tractor_core.rules.ladder.fill` reads a run). Identical runs are placed with
    non-decreasing first cards, so a multiset comes out once per way to split it into the
    requirement's runs (a few), not once per ordering of the runs.
    """
    keys = sorted(k for k, n in held.items() if n > 0)
    by_slot: dict[int, list[int]] = {}
    for k in keys:
        by_slot.setdefault(slots[k], []).append(k)
    runs = sorted(req, key=lambda r: (-sum(r), -len(r), r))
    left = dict(held)
    taken: dict[int, int] = {}

    def run_places(run: tuple[int, ...], start: int) -> Iterator[list[tuple[int, int]]]:
        def extend(
            step: int, slot: int, acc: list[tuple[int, int]]
        ) -> Iterator[list[tuple[int, int]]]:
            if step == len(run):
                yield acc
                return
            for k in by_slot.get(slot, ()):  # a run's cards are in distinct slots
                if left[k] >= run[step]:
                    acc.append((k, run[step]))
                    yield from extend(step + 1, slot + 1, acc)
                    acc.pop()

        for i in range(start, len(keys)):
            k = keys[i]
            if left[k] >= run[0]:
                yield from extend(1, slots[k] + 1, [(k, run[0])])

    def rec(r: int, start: int) -> Iterator[tuple[tuple[int, int], ...]]:
        if r == len(runs):
            yield tuple(sorted((k, n) for k, n in taken.items() if n))
            return
        run = runs[r]
        for place in run_places(run, start):
            first_key = keys.index(place[0][0])
            done = list(place)
            for k, n in done:
                left[k] -= n
                taken[k] = taken.get(k, 0) + n
            same_next = r + 1 < len(runs) and runs[r + 1] == run
            yield from rec(r + 1, first_key if same_next else 0)
            for k, n in done:
                left[k] += n
                taken[k] -= n

    yield from rec(0, 0)


class LegalFollows:
    """Every legal follow to a lead from a hand, computed lazily.

    Counting and listing take polynomial time (:class:`_FollowSearch`), however many cards of the
    suit the hand holds, with up to three decks. With four to eight decks (shengji.io's ladder)
    the follows are the placements of the first requirement the hand can fill (and, under
    ``longer_tuples_protected``, of those before it), found without listing the ladder
    (:func:`~tractor_core.rules.ladder.first_rung`): time grows with the placements, not with every
    multiset of the suit nor with the ladder's length. A hand that fills no requirement at all
    under protection (its suit held only in tuples too long to split) has every multiset judged:
    there nearly every play is legal, so the answer itself is that large.

    Supports ``play in follows``, ``bool(follows)``, ``follows.count()`` and iteration (each
    distinct multiset of cards once, as a tuple in hand order).
    """

    def __init__(self, lead: CardsLike, hand: CardsLike, order: TrumpOrder) -> None:
        self.format = FollowFormat(lead, order)
        self.hand = parse_cards(hand)
        refuse_impossible(
            [*self.format.lead_codes, *map(card_code, self.hand)],
            lambda: (("lead", self.format.lead), ("hand", self.hand)),
            order.rules.decks,
        )
        suit = self.format.suit
        suit_at = order.suit_at
        self._suit_cards = [c for c in self.hand if suit_at[c.code] is suit]
        self._others = [c for c in self.hand if suit_at[c.code] is not suit]
        self._table: _FollowSearch | None = None
        self._first: tuple[tuple[RungKey, Requirement] | None] | None = None

    def __contains__(self, play: object) -> bool:
        try:
            cards = parse_cards(play)  # type: ignore[arg-type]
        except ValueError:
            return False
        return bool(_check(self.format, self.hand, cards))

    def __bool__(self) -> bool:
        return len(self.hand) >= self.format.size

    def _constrained(self) -> bool:
        fmt = self.format
        return (
            len(self._suit_cards) > fmt.size
            and fmt.has_shape
            and fmt.order.rules.draw_policy is not DrawPolicy.SUIT_ONLY
            and (self._wide() or fmt.need(self._suit_cards) != (0,) * len(_FEATURES))
        )

    def _wide(self) -> bool:
        """Four to eight decks: the follows are the suit's multisets the ladder lets stand."""
        return self.format.order.rules.decks > 3

    def _hand_hit(self) -> tuple[RungKey, Requirement] | None:
        """The first requirement down the ladder the hand's suit cards fill (as protected)."""
        if self._first is None:
            held = _counts(self._suit_cards)
            self._first = (_first_filled(self.format, held, protect=self.format.protects),)
        return self._first[0]

    def _ladder_follows(self) -> Iterator[tuple[Card, ...]]:
        """The legal follows down shengji.io's ladder, without judging every multiset.

        A requirement takes exactly the lead's number of cards, so a play *fills* one only by
        being one of its placements. Let ``first`` be the first requirement the hand fills
        (protected under ``longer_tuples_protected``). Without protection a play, being part of
        the hand, fills nothing before ``first``, so the legal follows are the placements of
        ``first``. With protection a play may still fill an earlier requirement the protected
        hand cannot (but the unprotected hand can), so the candidates are the placements of
        those, up to ``first``, each judged as :func:`_check_ladder` judges it (the longer-tuple
        guard). When the hand fills no requirement every multiset is judged (a hand of the suit
        held only in tuples too long to split, under protection).
        """
        fmt = self.format
        order = fmt.order
        slots = order.slot_at
        protect = fmt.protects
        held = _counts(self._suit_cards)
        first = self._hand_hit()

        memo: dict[object, tuple[RungKey, Requirement] | None] = {}

        def stands(played: dict[int, int]) -> bool:
            return _ladder_verdict(fmt, played, held, first, memo)[0] in ("legal", "none")

        if first is None:
            items = sorted(Counter(self._suit_cards).items(), key=lambda kv: order.sort_key(kv[0]))
            for play in _multisets(items, fmt.size):
                if stands(_counts(play)):
                    yield play
            return
        rungs: Iterator[Requirement] = iter((first[1],))
        if protect:
            rungs = (
                req
                for key, req in itertools.takewhile(
                    lambda hit: hit[0] <= first[0],
                    rungs_accepted(
                        _shapes(fmt),
                        _filler(held, slots, protect=False),
                        new_adjacency=_new_adjacency(fmt),
                        host=host_check(held, slots),
                        singles=True,
                    ),
                )
            )
        seen: set[tuple[tuple[int, int], ...]] = set()
        for req in rungs:
            for placed in _placements(held, req, slots):
                if placed in seen:
                    continue
                seen.add(placed)
                # A play fills a requirement only as one of its placements, and every earlier
                # requirement the play could fill was listed before: so ``req`` is the first
                # the play fills, and only the longer-tuple guard is left to judge.
                played = dict(placed)
                rest = {k: n - played.get(k, 0) for k, n in held.items()}
                if not protect or _kept_tuple(req, played, rest, slots) is None:
                    cards = [CARD_OF_CODE[k] for k, n in placed for _ in range(n)]
                    yield tuple(sorted(cards, key=order.sort_key))

    def _search(self) -> _FollowSearch:
        if self._table is None:
            self._table = _FollowSearch(self.format, self._suit_cards)
        return self._table

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        yield from self._follows()
        if self.format.order.rules.bombs is not Bombs.NO_BOMBS:
            yield from self._extra_bombs()

    def _extra_bombs(self) -> Iterator[tuple[Card, ...]]:
        """Bombs the ``bombs`` rule lets follow that the suit rules alone would not.

        A few plays, each judged without the bomb rule: the follows are never listed for this.
        """
        n = self.format.size
        for card, held in sorted(Counter(self.hand).items(), key=lambda kv: kv[0].code):
            play = (card,) * n
            if (
                held >= n
                and _bomb_stands(self.format, self._suit_cards, play)
                and not _check(self.format, self.hand, play, bombs=False)
            ):
                yield play

    def _follows(self) -> Iterator[tuple[Card, ...]]:
        fmt = self.format
        order = fmt.order
        n = fmt.size
        if len(self._suit_cards) >= n:
            if self._constrained() and self._wide():
                yield from self._ladder_follows()
                return
            if self._constrained():
                yield from self._search()
                return
            items = sorted(Counter(self._suit_cards).items(), key=lambda kv: order.sort_key(kv[0]))
            yield from _multisets(items, n)
            return
        other_items = sorted(Counter(self._others).items(), key=lambda kv: order.sort_key(kv[0]))
        base = tuple(order.sorted(self._suit_cards))
        for rest in _multisets(other_items, n - len(base)):
            yield base + rest

    def nth(self, index: int) -> tuple[Card, ...]:
        """``list(self)[index]``, without listing the follows before it.

        With up to three decks (and so no bomb: bombs need four); IndexError past the last.
        """
        fmt = self.format
        order = fmt.order
        n = fmt.size
        if self._wide() or not index >= 0:
            msg = "nth: up to three decks only" if self._wide() else f"follow {index}"
            raise IndexError(msg)
        if len(self._suit_cards) >= n:
            if self._constrained():
                return self._search().nth(index)
            items = sorted(Counter(self._suit_cards).items(), key=lambda kv: order.sort_key(kv[0]))
            return _nth_multiset(items, n, index)
        other_items = sorted(Counter(self._others).items(), key=lambda kv: order.sort_key(kv[0]))
        base = tuple(order.sorted(self._suit_cards))
        return base + _nth_multiset(other_items, n - len(base), index)

    def count(self) -> int:
        """Number of distinct legal follows (cards as multisets), in polynomial time.

        Under ``bombs`` the bombs the suit rules alone refuse are added (judged one by one, never
        by listing the follows: shengji.io's issue-27 position has 2.7 million of them).
        """
        if self.format.order.rules.bombs is not Bombs.NO_BOMBS:
            return self._count_follows() + sum(1 for _ in self._extra_bombs())
        return self._count_follows()

    def _count_follows(self) -> int:
        n = self.format.size
        if len(self.hand) < n:
            return 0
        if len(self._suit_cards) >= n:
            if self._constrained() and self._wide():
                first = self._hand_hit()
                if (
                    first is not None
                    and not self.format.protects
                    and all(run == (1,) for run in first[1])
                ):  # the hand fills nothing but singles: every multiset of the suit is legal
                    return _count_multisets(list(Counter(self._suit_cards).values()), n)
                return sum(1 for _ in self._ladder_follows())
            if self._constrained():
                return self._search().count()
            return _count_multisets(list(Counter(self._suit_cards).values()), n)
        rest = n - len(self._suit_cards)
        return _count_multisets(list(Counter(self._others).values()), rest)

    def __len__(self) -> int:
        return self.count()


class RainbowFollows:
    """Every legal follow to a rainbow lead from a hand, computed lazily (``rainbows``).

    A hand that can give one rank's worth of cards for each rank led must: the follows are the
    plays that do, known by how many cards of each rank they hold (a few such counts), each
    count giving the product of the ways to pick that many cards of each rank. Otherwise every
    multiset of the lead's size is legal. Counting never lists; ``nth`` finds one follow by
    counting. The same interface as :class:`LegalFollows`.
    """

    def __init__(
        self,
        lead: tuple[Card, ...],
        groups: tuple[RainbowGroup, ...],
        hand: CardsLike,
        order: TrumpOrder,
    ) -> None:
        self.lead = lead
        self.groups = groups
        self.order = order
        self.hand = parse_cards(hand)
        refuse_impossible(
            [*map(card_code, lead), *map(card_code, self.hand)],
            lambda: (("lead", self.lead), ("hand", self.hand)),
            order.rules.decks,
        )
        self._sizes = [g.size for g in groups]
        self._must = can_fill(rank_counts(self.hand), self._sizes)
        self._fill: tuple[FillTable, list[list[tuple[Card, int]]]] | None = None

    def __contains__(self, play: object) -> bool:
        try:
            cards = parse_cards(play)  # type: ignore[arg-type]
        except ValueError:
            return False
        return bool(_check_rainbow(self.lead, self.groups, self.hand, cards, self.order))

    def __bool__(self) -> bool:
        return len(self.hand) >= len(self.lead)

    def _items(self, cards: Sequence[Card]) -> list[tuple[Card, int]]:
        return sorted(Counter(cards).items(), key=lambda kv: self.order.sort_key(kv[0]))

    def _table(self) -> tuple[FillTable, list[list[tuple[Card, int]]]]:
        """The fill table over the hand's ranks, and each rank's cards as (card, copies)."""
        if self._fill is None:
            ranks: dict[Any, list[Card]] = {}
            for card in self.hand:
                if card.suit is not None:
                    ranks.setdefault(card.rank, []).append(card)
            items = [self._items(ranks[rank]) for rank in sorted(ranks)]
            ways: dict[tuple[int, int], int] = {}

            def count_ways(i: int, take: int) -> int:
                if (i, take) not in ways:
                    ways[i, take] = _count_multisets([n for _, n in items[i]], take)
                return ways[i, take]

            held = [sum(n for _, n in rank_items) for rank_items in items]
            self._fill = (FillTable(held, self._sizes, count_ways), items)
        return self._fill

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        if not self._must:
            yield from _multisets(self._items(self.hand), len(self.lead))
            return
        table, items = self._table()

        def plays(i: int, frontier: frozenset[tuple[int, ...]]) -> Iterator[tuple[Card, ...]]:
            if table.done(frontier):
                yield ()
                return
            for take, after in table.options(i, frontier):
                if table.count(i + 1, after):
                    for pick in _multisets(items[i], take):
                        for rest in plays(i + 1, after):
                            yield pick + rest

        for play in plays(0, table.start):
            yield tuple(self.order.sorted(play))

    def count(self) -> int:
        """Number of distinct legal follows (cards as multisets), without listing them."""
        if len(self.hand) < len(self.lead):
            return 0
        if not self._must:
            return _count_multisets(list(Counter(self.hand).values()), len(self.lead))
        return self._table()[0].count()

    def nth(self, index: int) -> tuple[Card, ...]:
        """``list(self)[index]``, without listing the follows before it; IndexError past the last."""
        if not 0 <= index < self.count():
            raise IndexError(index)
        if not self._must:
            return _nth_multiset(self._items(self.hand), len(self.lead), index)
        table, items = self._table()
        cards: list[Card] = []
        i, frontier = 0, table.start
        while not table.done(frontier):
            for take, after in table.options(i, frontier):
                rest = table.count(i + 1, after)
                block = table.ways(i, take) * rest
                if index < block:
                    cards += _nth_multiset(items[i], take, index // rest)
                    index %= rest
                    i, frontier = i + 1, after
                    break
                index -= block
        return tuple(self.order.sorted(cards))

    def __len__(self) -> int:
        return self.count()


def legal_follows(
    lead: CardsLike, hand: CardsLike, order: TrumpOrder
) -> LegalFollows | RainbowFollows:
    """The lazy set of legal follows to ``lead`` from ``hand``."""
    if order.rules.rainbows is not None:
        led = parse_cards(lead)
        rainbow = read_rainbow(led, order)
        if rainbow is not None:
            return RainbowFollows(led, rainbow, hand, order)
    return LegalFollows(lead, hand, order)
