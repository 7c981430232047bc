"""House rules: one frozen, keyword-only :class:`RuleSet` of named policy options.

Every option column of ``shared/rules/variants.md`` is a field here, with the readings of the five
source rulebooks (and of shengji.io) as enum members. Fields carry their own documentation in
``metadata`` so the command line (``python -m tractor_core rules --list``), the site and the
house-rules picker all describe them from one place.

Contradictory settings raise :class:`~tractor_core.rules.errors.RuleConflictError`:

>>> RuleSet(decks=3, kitty_multiplier=KittyMultiplier.FOUR_PER_PAIR)
Traceback (most recent call last):
...
tractor_core.rules.errors.RuleConflictError: kitty_multiplier='four_per_pair' (source 004) is defined for 1 or 2 decks only: it has no value for triples; choose another kitty_multiplier or decks
"""

from __future__ import annotations

import dataclasses
import enum
import json
import typing
from dataclasses import dataclass, field
from enum import StrEnum, unique
from typing import Any, Final

from tractor_core.rules.cards import LEVEL_RANKS, Rank, Suit
from tractor_core.rules.errors import RuleConflictError

__all__ = [
    "BidPolicy",
    "Bombs",
    "BonusLevel",
    "Decompose",
    "Direction",
    "DrawPolicy",
    "FirstBanker",
    "ForcedUnit",
    "JackVariation",
    "JokerBidPolicy",
    "KittyMultiplier",
    "LevelTable",
    "MatchEnd",
    "MaxRank",
    "NoBid",
    "OverRuff",
    "Partners",
    "ReinforcePolicy",
    "RuleSet",
    "SelfOverturn",
    "ThrowCheck",
    "ThrowPenalty",
    "TitanicFollow",
    "TractorLink",
]


# ---------------------------------------------------------------------------------- policy enums
@unique
class Direction(StrEnum):
    """Direction of dealing and play."""

    COUNTER_CLOCKWISE = "counter_clockwise"  # 003, 004, pagat, shengji.io
    CLOCKWISE = "clockwise"  # Western classrooms


@unique
class BidPolicy(StrEnum):
    """How a later declaration can beat the current one (variants.md §1b, shengji ``BidPolicy``)."""

    JOKER_OR_GREATER_LENGTH = "joker_or_greater_length"
    """More cards beat fewer; an equal-length bid is beaten only by a joker bid (default, RY)."""
    JOKER_OR_HIGHER_SUIT = "joker_or_higher_suit"
    """As above, and an equal-length bid of two or more cards is also beaten by a higher suit in
    ``suit_order`` (004: BJ > LJ > S > H > C > D)."""
    GREATER_LENGTH = "greater_length"
    """Only more cards beat fewer (jokers included)."""


@unique
class SelfOverturn(StrEnum):
    """May a player overturn their own declaration (自反)?"""

    AFTER_OTHER = "after_other"  # 001, 004: only after someone else has overturned
    NEVER = "never"
    ALWAYS = "always"


@unique
class ReinforcePolicy(StrEnum):
    """When a declarer may reinforce (自保/加固/上保险) their bid (shengji ``BidReinforcementPolicy``)."""

    REINFORCE_WHILE_WINNING = "reinforce_while_winning"  # default, 001, 004
    OVERTURN_OR_REINFORCE_WHILE_WINNING = "overturn_or_reinforce_while_winning"
    REINFORCE_WHILE_EQUIVALENT = "reinforce_while_equivalent"
    NEVER = "never"


@unique
class JokerBidPolicy(StrEnum):
    """How many identical jokers make a no-trump bid (shengji ``JokerBidPolicy``)."""

    BOTH_TWO_OR_MORE = "both_two_or_more"  # default: an identical pair, BJ pair > LJ pair
    BOTH_NUM_DECKS = "both_num_decks"
    LJ_NUM_DECKS_BJ_ONE_LESS = "lj_num_decks_bj_one_less"
    DISABLED = "disabled"  # 001's 3-deck ladder has no joker bids


@unique
class FirstBanker(StrEnum):
    """Who is banker in the first hand (抢庄)."""

    WINNING_BID = "winning_bid"  # default, RY, 001 (首轮反主抢庄), 004 (反主反打)
    FIRST_BID = "first_bid"  # 000: 先亮者为庄家


@unique
class NoBid(StrEnum):
    """What happens when nobody declares trumps during the deal."""

    REDEAL = "redeal"  # gamerules; the default for the first hand
    NO_TRUMP = "no_trump"  # 000: 打无主
    KITTY_NTH = "kitty_nth"  # 004: 3rd kitty card from the top (joker: NT); RY FirstCard
    KITTY_MAJORITY = "kitty_majority"  # 001: suit with most kitty cards; banker breaks ties
    KITTY_FIRST_LEVEL_OR_HIGHEST = "kitty_first_level_or_highest"  # RY FirstCardOfLevelOrHighest


@unique
class TractorLink(StrEnum):
    """Links in the trump chain that a trump tractor may cross (variants.md §1c)."""

    ACE_TO_OFF_LEVEL = "ace_to_off_level"  # trump-suit A pair + off-suit level pair
    OFF_LEVEL_TO_TRUMP_LEVEL = "off_level_to_trump_level"  # off-suit level + trump-suit level
    LEVEL_TO_LITTLE_JOKER = "level_to_little_joker"  # trump-suit level pair + LJ pair
    LITTLE_TO_BIG_JOKER = "little_to_big_joker"  # LJ pair + BJ pair


@unique
class Decompose(StrEnum):
    """How a one-suit multi-card lead is read into units (variants.md §1c, mixed plays)."""

    TUPLES_FIRST = "tuples_first"
    """002: never split a tuple; 33344 = 333 + 44, 991010JJJ = 991010 + JJJ."""
    LONGEST_UNIT = "longest_unit"
    """shengji.io: the reading whose largest unit is longest (tractor breaks ties); 22233 = 2233 + 2."""


@unique
class ThrowCheck(StrEnum):
    """Who checks a throw."""

    AUTO = "auto"  # the system (or the table) checks against every other hand
    CHALLENGE = "challenge"  # other players must object (RY confirms); judged the same way here


@unique
class ForcedUnit(StrEnum):
    """Which unit a failed throw is reduced to (variants.md §1d).

    Which preset reads which, and why: 000 and 004 (and the default) use ``lowest_failing``:
    000's own example forces 44 from 98844 when another hand holds QQ, although QQ's Q beats
    the single 9 too, so its "最小牌" is the lowest unit, not the one with fewest cards; 004's
    "导致甩牌失败牌型中的最小牌" says the same words. 002 uses ``type_order`` (tractor, triple,
    pair, single), shengji.io ``first_blocker``. ``smallest_unit`` is the reading of other
    online implementations (jerryyyu/shengji, jding92/shengji-online, abadcafe/tractor-game);
    no source rulebook states it, so no preset uses it.
    """

    LOWEST_FAILING = "lowest_failing"
    """000/004: the lowest-ranked unit that some other hand beats (98844 vs QQ → 44)."""
    FIRST_BLOCKER = "first_blocker"
    """shengji.io: the first blocking player in seat order, their smallest beatable unit."""
    TYPE_ORDER = "type_order"
    """002: tractor, then triple, then pair, then single; the first failing type is forced."""
    SMALLEST_UNIT = "smallest_unit"
    """Peer engines: the failing unit with the fewest cards, then the lowest (CK + C6 C6 with HA
    and C8 C8 out, level A, clubs trump → CK)."""


@unique
class ThrowPenalty(StrEnum):
    """Penalty for a failed throw."""

    NONE = "none"  # default (teaching), RY default
    TEN_POINTS = "ten_points"  # RY TenPointsPerAttempt
    TWENTY_POINTS = "twenty_points"  # 001 tournament rules
    STAKE = "stake"  # 004: half the room's base stake (coins; no card points change)

    @property
    def points(self) -> int:
        """Card points moved by one failed throw (0 for NONE and STAKE)."""
        return {"ten_points": 10, "twenty_points": 20}.get(self.value, 0)

    @property
    def stake_share(self) -> float:
        """Share of the room's base stake one failed throw costs (004: 扣除当前房间底金的1/2)."""
        return 0.5 if self is ThrowPenalty.STAKE else 0.0


@unique
class DrawPolicy(StrEnum):
    """How hard followers must match the led shape (variants.md §1d, RY ``TrickDrawPolicy``)."""

    NO_PROTECTIONS = "no_protections"  # default: any held shape must be used
    LONGER_TUPLES_PROTECTED = "longer_tuples_protected"
    """A triple is never split to make a pair, but it does not stand in for a pair while a
    genuine pair stays in hand (shengji.io's longer-tuple guard)."""
    ONLY_DRAW_TRACTOR_ON_TRACTOR = "only_draw_tractor_on_tractor"
    PROTECTED_AND_TRACTOR_ONLY = "protected_and_tractor_only"
    SUIT_ONLY = "suit_only"  # only suit-following; pairs do not draw pairs


@unique
class TitanicFollow(StrEnum):
    """Order of follows owed to a led Titanic (3 decks)."""

    SOURCES_000_001 = "000_001"  # tractor + any two before two triples
    SOURCE_002 = "002"  # two triples before tractor + two singles


@unique
class OverRuff(StrEnum):
    """How two ruffs (or a ruff and an over-ruff) of a multi-unit lead are compared (§1e)."""

    LARGEST_UNIT_FIRST = "largest_unit_first"  # 000/001: tractor, triple, pair, single
    ALL_UNITS = "all_units"  # RY default: every unit must be higher
    HIGHEST_CARD = "highest_card"  # RY Highest
    TRICK_UNIT_LENGTH = (
        "trick_unit_length"  # RY TrickUnitLength: largest units decide, singles skipped
    )


@unique
class Bombs(StrEnum):
    """shengji.io ``BombPolicy``: four or more identical cards played as a bomb (炸弹)."""

    NO_BOMBS = "no_bombs"  # the sources and shengji.io's default
    ALLOW_BOMBS = "allow_bombs"  # a bomb may follow whatever the suit, and beats any non-bomb
    ALLOW_BOMBS_SUIT_FOLLOWING = "allow_bombs_suit_following"  # led suit or trump, else only void


@unique
class KittyMultiplier(StrEnum):
    """The five kitty-capture formulas of variants.md §1f."""

    POWER_OF_TWO = "power_of_two"  # F1 (000): 2 ** cards in the largest unit
    THREE_PER_CARD = "three_per_card"  # F2 (001, 3 decks): 3 × cards in the largest unit
    TYPE_TABLE = "type_table"  # F3 (002 = 000/001 part 2): Titanic, triple, tractor, pair, single
    FOUR_PER_PAIR = "four_per_pair"  # F4 (004): ×2 single, ×4 pair, ×4 × pairs for a tractor
    TWICE_UNIT_SIZE = "twice_unit_size"  # F5 (shengji.io Times): 2 × cards in the largest unit


@unique
class LevelTable(StrEnum):
    """Level-change tables of variants.md §1g (step = 20 points per deck unless overridden)."""

    STANDARD = "standard"  # 000 / Bianfeng: 0 B+3, <step B+2, <2 step B+1, <3 step pass, then A
    TABLE_002 = "002"  # 002: no pass-only band with 2 decks; its own 1-deck table
    TABLE_004 = "004"  # 004: 5-point steps near 0, irregular bands above 120, capped at +6
    SHENGJI = "shengji"  # shengji.io GameScoringParameters defaults


@unique
class MatchEnd(StrEnum):
    """What happens at the top of the level ladder."""

    DEFEND_ACE = "defend_ace"  # default: the banker team wins the match by defending A
    PASS_ACE = "pass_ace"  # 001: the first side past A wins
    WRAP = "wrap"  # 004: after A the count wraps to 2 and goes on


@unique
class MaxRank(StrEnum):
    """The top of the level ladder (shengji.io ``max_rank``)."""

    ACE = "ace"  # the sources: the levels run 2 to A
    NO_TRUMP = "no_trump"
    """shengji.io's default: after A comes the "NT" rank, a hand with no level card and no trump
    suit (the jokers are the only trumps, nobody declares); past NT the count goes back to 2."""


@unique
class BonusLevel(StrEnum):
    """shengji.io ``BonusLevelPolicy``: a bonus level for a banker team smaller than called."""

    NONE = "none"  # the sources
    SMALLER_BANKER_TEAM = "smaller_banker_team"
    """shengji.io's default (BonusLevelForSmallerLandlordTeam): with called friends (找朋友), a
    banker team that ends with fewer players than the calls allow (a friend never found, or one
    player joining twice) and wins the hand goes up one level more."""


@unique
class JackVariation(StrEnum):
    """shengji.io ``BackToTwoSetting`` (its "jack variation", 钩J)."""

    DISABLED = "disabled"  # the sources and shengji.io's default
    SINGLE_JACK = "single_jack"
    """At level J, if the attackers win the last trick with a single J, every player of the
    banker team goes back to 2 (the hand's level change still applies from there)."""


@unique
class Partners(StrEnum):
    """How teams are formed."""

    FIXED = "fixed"  # partners sit opposite
    CALL_HOLDER_NEAREST = "call_holder_nearest"  # Bianfeng 寻 rooms (000/001 part 2)
    CALL_NTH_PLAYED = "call_nth_played"  # shengji.io FindingFriends: the nth player to play it


ALL_TRACTOR_LINKS: Final = frozenset(TractorLink)


# ---------------------------------------------------------------------------------- the rule set
def _opt(doc: str, sources: str = "", **extra: Any) -> Any:
    """A dataclass field default with documentation for ``rules --list`` and the picker."""
    default = extra.pop("default")
    return field(default=default, metadata={"doc": doc, "sources": sources, **extra})


@dataclass(frozen=True, kw_only=True, slots=True)
class RuleSet:
    """Every house rule the engine knows, as named options with documented defaults.

    Build one with keywords (``RuleSet(decks=3)``), from a preset (``preset("004")``), or change one
    with :meth:`replace`. The defaults are the "default profile" of variants.md: fixed partners,
    2 decks, 25 + 8, no permanent 2s, NT keeps the level rank, a single level card declares and a
    pair overrides, the lowest failing unit of a failed throw is forced with no penalty, the
    largest unit decides over-ruffs, the kitty is multiplied by twice the largest unit's size,
    and the 000 level table.
    """

    # ------------------------------------------------------------ setup and card order (§1a)
    decks: int = _opt(
        "Number of 54-card decks: 1, 2 or 3 (every source); 4 to 8 with shengji.io's rules "
        "(level_table='shengji', kitty_multiplier='twice_unit_size'), which follow wide tuples "
        "(quads, quints, tractors of them) down its decomposition ladder.",
        "all; 4-8: RY",
        default=2,
    )
    players: int = _opt(
        "Number of players (4; 5-6 for finding friends; 7-10 with 4 or more decks, as "
        "shengji.io allows).",
        "all, RY",
        default=4,
    )
    kitty_size: int | None = _opt(
        "Cards in the kitty; None derives it as shengji.io does (cards mod players, plus the "
        "players once while under 5): 6 / 8 / 6 / 8 for 1 / 2 / 3 / 4 decks with 4 players.",
        "002, RY",
        default=None,
    )
    direction: Direction = _opt(
        "Direction of dealing and play.", "003, 004", default=Direction.COUNTER_CLOCKWISE
    )
    permanent_trump_ranks: tuple[Rank, ...] = _opt(
        "Ranks that are always trumps (常主), e.g. (2,): they rank below the level cards.",
        "000",
        default=(),
    )
    nt_keeps_level_rank: bool = _opt(
        "In no-trump, the level cards stay trumps (True) or only the jokers are trumps (False).",
        "004, RY vs pagat copies",
        default=True,
    )
    # ------------------------------------------------------------ declaring (§1b)
    declare_min_cards: int = _opt(
        "Fewest identical level cards that make a first declaration.", "all", default=1
    )
    joker_colour_rule: bool = _opt(
        "First hand: a declaration needs a level card plus a joker of its colour "
        "(BJ with H/D, LJ with S/C).",
        "003",
        default=False,
    )
    jokers_can_open: bool = _opt(
        "A joker pair may be the first declaration (no-trump); 004 forbids jokers to declare.",
        "004 vs RY",
        default=True,
    )
    bid_policy: BidPolicy = _opt(
        "How a later declaration beats the current one.",
        "004, RY",
        default=BidPolicy.JOKER_OR_GREATER_LENGTH,
    )
    suit_order: tuple[Suit, ...] = _opt(
        "Suits from high to low for overturns by a higher suit.",
        "004 (S > H > C > D), RY",
        default=(Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
    )
    self_overturn: SelfOverturn = _opt(
        "May a declarer overturn their own bid (自反)?",
        "000, 001, 004",
        default=SelfOverturn.AFTER_OTHER,
    )
    reinforce_policy: ReinforcePolicy = _opt(
        "When a declarer may reinforce (加固/上保险).",
        "001, 004, RY",
        default=ReinforcePolicy.REINFORCE_WHILE_WINNING,
    )
    joker_bid_policy: JokerBidPolicy = _opt(
        "How many identical jokers make a no-trump bid.",
        "000, 002, 004, RY",
        default=JokerBidPolicy.BOTH_TWO_OR_MORE,
    )
    kitty_cards_count_for_bid: bool = _opt(
        "Cards taken from the kitty may complete an overturning pair or triple.",
        "001 forbids",
        default=True,
    )
    first_banker: FirstBanker = _opt(
        "Who is banker in the first hand.", "000, 001, 004, RY", default=FirstBanker.WINNING_BID
    )
    kitty_theft: bool = _opt(
        "Later hands: an overturner after the bury takes and re-buries the kitty (炒底).",
        "004, RY",
        default=False,
    )
    no_bid_first_hand: NoBid = _opt(
        "First hand, nobody declared.", "000, 001, 004, gamerules", default=NoBid.REDEAL
    )
    no_bid_later: NoBid = _opt(
        "Later hands, nobody declared.", "000, 001, 004, RY", default=NoBid.KITTY_NTH
    )
    no_bid_kitty_card: int = _opt(
        "For kitty_nth: which kitty card from the top decides (004: the 3rd; RY: the 1st).",
        "004, RY",
        default=1,
    )
    # ------------------------------------------------------------ combinations (§1c)
    tractor_min_length: int = _opt("Fewest adjacent tuples in a tractor.", "all, RY", default=2)
    tractor_min_width: int = _opt(
        "Fewest identical cards per step of a tractor (2 = pairs; 3 = only Titanics).",
        "all, RY",
        default=2,
    )
    skip_level_rank: bool = _opt(
        "The ranks either side of the level rank are adjacent (level 10: JJ99 is a tractor).",
        "000, 003, RY (shengji #242 asks for False)",
        default=True,
    )
    trump_tractor_links: frozenset[TractorLink] = _opt(
        "Links of the trump chain a tractor may cross: trump A / off-suit level / trump-suit "
        "level / LJ / BJ.",
        "000, 001, 002, 003, RY",
        default=ALL_TRACTOR_LINKS,
    )
    decompose: Decompose = _opt(
        "How a mixed one-suit lead is read into units.", "002 vs RY", default=Decompose.TUPLES_FIRST
    )
    # ------------------------------------------------------------ leading, throwing, following (§1d)
    throw_check: ThrowCheck = _opt(
        "Who checks a throw (the verdict is the same).", "000, 002, RY", default=ThrowCheck.AUTO
    )
    forced_unit: ForcedUnit = _opt(
        "Which unit a failed throw is reduced to: lowest_failing (000, 004, default: 000's "
        "98844-vs-QQ example forces 44 though the 9 fails too), type_order (002), "
        "first_blocker (shengji.io), smallest_unit (fewest cards, then lowest: other online "
        "engines; no preset).",
        "000, 002, 004, RY",
        default=ForcedUnit.LOWEST_FAILING,
    )
    throw_penalty: ThrowPenalty = _opt(
        "Penalty for a failed throw.", "001, 004, RY", default=ThrowPenalty.NONE
    )
    draw_policy: DrawPolicy = _opt(
        "How followers must match the led shape.", "000, 004, RY", default=DrawPolicy.NO_PROTECTIONS
    )
    titanic_follow: TitanicFollow = _opt(
        "Order of follows owed to a led Titanic (3 decks).",
        "000, 001 vs 002",
        default=TitanicFollow.SOURCES_000_001,
    )
    # ------------------------------------------------------------ ruffing (§1e)
    over_ruff: OverRuff = _opt(
        "How ruffs of a multi-unit lead compare (shengji.io ThrowEvaluationPolicy: all_units = "
        "All, highest_card = Highest, trick_unit_length = TrickUnitLength: largest units first, "
        "ties skipped, singles of a throw not compared).",
        "000, 001 vs RY",
        default=OverRuff.LARGEST_UNIT_FIRST,
    )
    # ------------------------------------------------------------ kitty (§1f)
    kitty_multiplier: KittyMultiplier = _opt(
        "Kitty-capture formula.", "000, 001, 002, 004, RY", default=KittyMultiplier.TWICE_UNIT_SIZE
    )
    kitty_needs_trump_win: bool = _opt(
        "Attackers capture the kitty only by winning the last trick with trumps.",
        "001",
        default=False,
    )
    # ------------------------------------------------------------ levels (§1g, §1h)
    level_table: LevelTable = _opt(
        "Level-change table.", "000, 002, 004, RY", default=LevelTable.STANDARD
    )
    level_step: int | None = _opt(
        "Points per band; None derives 20 per deck (40 with 2 decks).", "000, RY", default=None
    )
    level_cap: int | None = _opt(
        "Most levels the attackers can gain in one hand; None = uncapped (every preset: 004's "
        "table has its own top band, shengji.io is uncapped).",
        "house rule",
        default=None,
    )
    must_defend: tuple[Rank, ...] = _opt(
        "Ranks that cannot be skipped and must be won as banker.", "RY, 80p", default=(Rank.ACE,)
    )
    match_end: MatchEnd = _opt(
        "What happens at the top of the ladder.", "001, 004, RY", default=MatchEnd.DEFEND_ACE
    )
    max_rank: MaxRank = _opt(
        "The top of the level ladder: ace (2 to A) or no_trump (shengji.io's default: after A "
        "comes the NT rank, a hand with no level card and the jokers as the only trumps; NT "
        "must be defended whenever A must, and match_end acts past NT instead of past A).",
        "RY max_rank",
        default=MaxRank.ACE,
    )
    # shengji.io's GameScoringParameters, read by level_table='shengji' (another table refuses
    # values other than these defaults, which are shengji.io's and give its default table).
    num_steps_to_non_landlord_turnover: int = _opt(
        "level_table='shengji': how many steps of points the attackers need to take the bank "
        "(shengji.io num_steps_to_non_landlord_turnover; 2: 80 points with 2 decks).",
        "RY scoring.rs",
        default=2,
    )
    deadzone_size: int = _opt(
        "level_table='shengji': how many steps past the turnover the attackers take the bank "
        "without going up (shengji.io deadzone_size; 0: they go up at once).",
        "RY scoring.rs",
        default=1,
    )
    truncate_zero_crossing_window: bool = _opt(
        "level_table='shengji': the banker team's bands are cut at 5 points (5 to one step "
        "below, then 0 and below one level more), as shengji.io's truncate_zero_crossing_window "
        "does; False: whole steps down from the turnover (0 falls in the 0-to-one-step band).",
        "RY scoring.rs",
        default=True,
    )
    step_adjustment: int = _opt(
        "level_table='shengji': points added to the step (20 per deck, or level_step) for this "
        "number of decks: shengji.io's step_adjustments entry for the table's decks. The step "
        "must stay a positive multiple of 5.",
        "RY scoring.rs",
        default=0,
    )
    bonus_level_policy: BonusLevel = _opt(
        "One more level for a winning banker team smaller than its calls allow (friends not "
        "found, or one friend joining twice): shengji.io's BonusLevelForSmallerLandlordTeam.",
        "RY scoring.rs",
        default=BonusLevel.NONE,
    )
    jack_variation: JackVariation = _opt(
        "shengji.io's jack variation (钩J): at level J, attackers who win the last trick with a "
        "single J send every banker-team player back to 2.",
        "RY settings.rs BackToTwoSetting",
        default=JackVariation.DISABLED,
    )
    overturns_double_stake: bool = _opt(
        "Source 004: each overturn (反主) in a hand doubles the coins won or lost on it (three "
        "overturns: ×2³). Coins only: card points and levels do not change.",
        "004",
        default=False,
    )
    # Not an option: 001's tournament irregularities are a referee's warnings and
    # disqualifications, not card rules.
    # ------------------------------------------------------------ partners (§1h)
    partners: Partners = _opt(
        "How teams are formed.", "000/001 part 2, RY, pagat", default=Partners.FIXED
    )
    # ------------------------------------------------------------ big tables (shengji.io, 4+ decks)
    bombs: Bombs = _opt(
        "Bombs (shengji.io BombPolicy, 4+ decks): as many identical cards as were led (4 or "
        "more) beat any play that is not a bomb; between bombs trumps beat side suits and a "
        "higher card of the same suit beats a lower. allow_bombs: a bomb may follow whatever the "
        "suit; allow_bombs_suit_following: only of the led suit or trumps, unless void.",
        "RY",
        default=Bombs.NO_BOMBS,
    )

    rainbows: int | None = _opt(
        "shengji.io's rainbows (compound_formats.rainbows): None (its default) turns them off; "
        "n lets a lead of one rank spanning all four effective suits, at least n cards, stand "
        "as a rainbow, and several such ranks led together a rainbow throw. A follower who can "
        "must give as many cards of one rank for each group (any suits); the highest list of "
        "ranks wins. 4 to 4 x decks (shengji.io's screen asks for 4 or more and suggests "
        "2 x decks + 1).",
        "RY trick.rs",
        default=None,
    )

    # ------------------------------------------------------------------------------ validation
    def __post_init__(self) -> None:
        _coerce_fields(self)
        problems = list(_conflicts(self))
        if problems:
            raise RuleConflictError(
                "; ".join(en for en, _ in problems),
                message_zh="；".join(zh for _, zh in problems),
            )

    # ------------------------------------------------------------------------------ derived
    @property
    def effective_kitty_size(self) -> int:
        """Cards in the kitty (derived as in 002 / shengji.io unless ``kitty_size`` is set)."""
        if self.kitty_size is not None:
            return self.kitty_size
        return derived_kitty_size(self.decks, self.players)

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player: 12 / 25 / 39 for 1 / 2 / 3 decks with 4 players (002)."""
        return (54 * self.decks - self.effective_kitty_size) // self.players

    @property
    def effective_level_step(self) -> int:
        """Points per level band: 20 per deck unless ``level_step`` is set, plus the adjustment.

        ``step_adjustment`` is shengji.io's ``step_adjustments`` (0 unless the table is its own).
        """
        base = self.level_step if self.level_step is not None else 20 * self.decks
        return base + self.step_adjustment

    @property
    def max_tuple(self) -> int:
        """Largest tuple that exists: as many identical cards as there are decks."""
        return self.decks

    # ------------------------------------------------------------------------------ conversion
    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some options changed (validated again)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Options as JSON-ready values (enums as their string values, ranks as labels)."""
        return {f.name: _to_json(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, options: dict[str, Any], base: RuleSet | None = None) -> RuleSet:
        """Build from JSON-style values, starting from ``base`` (the default profile if None).

        Unknown option names raise :class:`RuleConflictError` naming the option and the known ones.
        """
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(options) - names)
        if unknown:
            msg = f"unknown rule option {unknown[0]!r}; known options: {', '.join(sorted(names))}"
            msg_zh = f"没有 {unknown[0]!r} 这个规则选项；现有的选项：{'、'.join(sorted(names))}"
            raise RuleConflictError(msg, message_zh=msg_zh)
        return dataclasses.replace(base or cls(), **options)

    def differences(self, other: RuleSet) -> dict[str, tuple[Any, Any]]:
        """Options whose values differ: ``{name: (self's value, other's value)}`` as JSON values."""
        mine, theirs = self.to_dict(), other.to_dict()
        return {k: (mine[k], theirs[k]) for k in mine if mine[k] != theirs[k]}


def derived_kitty_size(decks: int, players: int) -> int:
    """Kitty size when not set: cards mod players (0 → players), plus players once if below 5.

    This is shengji.io's rule and gives 002's 6 / 8 / 6 for 1 / 2 / 3 decks with four players.
    """
    rest = (54 * decks) % players or players
    return rest + players if rest < 5 else rest


def option_docs() -> list[dict[str, Any]]:
    """Every option with its type, allowed values, default, documentation and sources."""
    default = RuleSet()
    out = []
    for f in dataclasses.fields(RuleSet):
        kind = _FIELD_TYPES[f.name]
        allowed: Any
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            allowed = [m.value for m in kind]
        elif f.name == "trump_tractor_links":
            allowed = [m.value for m in TractorLink]
        elif f.name in ("permanent_trump_ranks", "must_defend"):
            allowed = [r.label for r in Rank if not r.is_joker]
        elif f.name == "suit_order":
            allowed = [s.value for s in Suit]
        else:
            allowed = _ALLOWED_TEXT.get(
                f.name, kind.__name__ if isinstance(kind, type) else str(kind)
            )
        out.append(
            {
                "name": f.name,
                "default": _to_json(getattr(default, f.name)),
                "allowed": allowed,
                "doc": f.metadata["doc"],
                "sources": f.metadata["sources"],
            }
        )
    return out


_ALLOWED_TEXT: Final = {
    "decks": [1, 2, 3, 4, 5, 6, 7, 8],
    "players": "4 to 6 (4 to 10 with 4 or more decks)",
    "kitty_size": "null or a whole number that leaves equal hands",
    "level_step": "null or a positive multiple of 5",
    "level_cap": "null or a positive whole number",
    "declare_min_cards": "1 to decks",
    "no_bid_kitty_card": "1 to the kitty size",
    "tractor_min_length": "2 or more",
    "tractor_min_width": "2 to max(decks, 2)",
    "num_steps_to_non_landlord_turnover": "1 or more",
    "deadzone_size": "0 or more",
    "step_adjustment": "a multiple of 5 that keeps the step positive",
    "rainbows": "null (off) or 4 to 4 x decks",
}

#: What each option holds, read from the ``RuleSet`` annotations (one source): a bool, an int or
#: an enum class, or a name for the composite kinds that ``_coerce`` reads from JSON.
_COMPOSITE_KINDS: Final[dict[Any, str]] = {
    int | None: "int | None",
    tuple[Rank, ...]: "ranks",
    tuple[Suit, ...]: "suits",
    frozenset[TractorLink]: "links",
}


def _field_kind(name: str, hint: Any) -> Any:
    if hint in (bool, int) or (isinstance(hint, type) and issubclass(hint, enum.Enum)):
        return hint
    if hint in _COMPOSITE_KINDS:
        return _COMPOSITE_KINDS[hint]
    msg = f"RuleSet.{name}: no JSON reading for its type {hint!r} (add it to _COMPOSITE_KINDS)"
    raise TypeError(msg)


_FIELD_TYPES: Final[dict[str, Any]] = {
    name: _field_kind(name, hint)
    for name, hint in typing.get_type_hints(RuleSet).items()
    if name in {f.name for f in dataclasses.fields(RuleSet)}
}


def _to_json(value: Any) -> Any:
    if isinstance(value, Rank):
        return value.label
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, frozenset):
        return sorted(_to_json(v) for v in value)
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _coerce(name: str, kind: Any, value: Any) -> Any:
    """Turn a JSON-style value into the option's type, or raise a clear RuleConflictError."""
    try:
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            return kind(value)
        if kind is bool:
            if not isinstance(value, bool):
                raise TypeError
            return value
        if kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError
            return value
        if kind == "int | None":
            if value is None:
                return None
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError
            return value
        if kind == "ranks":
            if isinstance(value, str):
                value = [value]
            return tuple(v if isinstance(v, Rank) else Rank.parse(str(v)) for v in value)
        if kind == "suits":
            return tuple(v if isinstance(v, Suit) else Suit.parse(str(v)) for v in value)
        if kind == "links":
            return frozenset(TractorLink(v) for v in value)
    except (TypeError, ValueError):
        pass
    else:
        return value
    msg, msg_zh, token = _typo_words(name, kind, value)
    error = RuleConflictError(msg, message_zh=msg_zh)
    error.typo_token = token  # type: ignore[attr-defined]  # a typing error, not a conflict
    raise error


def _bad_item(value: Any, read: Any) -> Any:
    """The first item of ``value`` (a list, or one item) that ``read`` cannot read, else None."""
    for item in value if isinstance(value, (list, tuple)) else [value]:
        try:
            read(item)
        except (TypeError, ValueError):
            return item
    return None


def _typo_words(name: str, kind: Any, value: Any) -> tuple[str, str, str]:
    """A value that cannot be read as option ``name``'s type, in words: English, Chinese, token.

    The message names the bad token and what can be written instead (no Python syntax), e.g.
    ``suit_order: 'X' is not a suit; use S, H, C or D``.
    """

    def text(item: Any) -> str:
        return item if isinstance(item, str) else json.dumps(item, ensure_ascii=False)

    if kind == "suits":
        bad = _bad_item(value, lambda v: v if isinstance(v, Suit) else Suit.parse(str(v)))
        token = text(value if bad is None else bad)
        return (
            f"{name}: '{token}' is not a suit; use S, H, C or D (spades, hearts, clubs, diamonds)",
            f"{name}：没看懂 '{token}'：花色只能写 S、H、C、D（黑桃、红桃、梅花、方片）",
            token,
        )
    if kind == "ranks":
        bad = _bad_item(value, lambda v: v if isinstance(v, Rank) else Rank.parse(str(v)))
        token = text(value if bad is None else bad)
        return (
            f"{name}: '{token}' is not a rank; use 2 to 10, J, Q, K or A",
            f"{name}：没看懂 '{token}'：级只能写 2 到 10、J、Q、K、A",
            token,
        )
    token = text(value)
    if kind == "links":
        bad = _bad_item(value, TractorLink)
        token = text(value if bad is None else bad)
        allowed = ", ".join(m.value for m in TractorLink)
        return (
            f"{name}: '{token}' is not one of {allowed}",
            f"{name}：没看懂 '{token}'：只能是 {allowed}",
            token,
        )
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        allowed = ", ".join(str(m.value) for m in kind)
        return (
            f"{name}: '{token}' is not one of {allowed}",
            f"{name}：没看懂 '{token}'：只能是 {allowed}",
            token,
        )
    if kind is bool:
        return (
            f"{name}: '{token}' is not yes or no (true or false)",
            f"{name}：没看懂 '{token}'：只能是“是”或“否”（true 或 false）",
            token,
        )
    range_ = _ALLOWED_TEXT.get(name)
    if isinstance(range_, list) and range_:
        range_ = f"{range_[0]} to {range_[-1]}"
    allowed = f"; expected {range_}" if range_ else ""
    return (
        f"{name}: '{token}' is not a whole number{allowed}",
        f"{name}：没看懂 '{token}'：这里要填整数",
        token,
    )


def _option_allowed_cache() -> list[tuple[str, Any]]:
    out = []
    for name, kind in _FIELD_TYPES.items():
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            out.append((name, "one of " + ", ".join(repr(m.value) for m in kind)))
        elif kind == "ranks":
            out.append((name, "a list of ranks such as ['2'] or ['A']"))
        elif kind == "suits":
            out.append((name, "a list of suits from high to low such as ['S', 'H', 'C', 'D']"))
        elif kind == "links":
            out.append((name, "a list of " + ", ".join(repr(m.value) for m in TractorLink)))
        elif kind is bool:
            out.append((name, "true or false"))
        else:
            out.append((name, str(_ALLOWED_TEXT.get(name, "a whole number"))))
    return out


def _coerce_fields(rules: RuleSet) -> None:
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        coerced = _coerce(f.name, _FIELD_TYPES[f.name], value)
        if coerced is not value:
            object.__setattr__(rules, f.name, coerced)


#: Most decks the engine plays with (shengji.io allows up to twice the players; 8 is its largest
#: table of four-plus decks in practice and the largest this engine is tested with).
MAX_DECKS: Final = 8


def _wide_conflicts(r: RuleSet) -> list[tuple[str, str]]:
    """Options that have no meaning with more than three decks, each named with its value.

    Only shengji.io plays with 4-8 decks; its level table and kitty multiplier are defined for
    any number of decks, the sources' tables and multipliers are not. Each message comes in
    English and Chinese.
    """
    out = []
    if r.level_table is not LevelTable.SHENGJI:
        out.append(
            (
                f"decks={r.decks}: level_table={r.level_table.value!r} is defined for 1 to 3 "
                "decks only; with more decks use level_table='shengji' (preset 'shengji')",
                f"decks={r.decks}：升级表 level_table={r.level_table.value!r} 只适用于 1 到 3 副牌；"
                "更多副牌请用 level_table='shengji'（预设 'shengji'）",
            )
        )
    if r.kitty_multiplier is not KittyMultiplier.TWICE_UNIT_SIZE:
        out.append(
            (
                f"decks={r.decks}: kitty_multiplier={r.kitty_multiplier.value!r} is defined for 1 "
                "to 3 decks only; with more decks use kitty_multiplier='twice_unit_size' (preset "
                "'shengji')",
                f"decks={r.decks}：抠底翻倍 kitty_multiplier={r.kitty_multiplier.value!r} 只适用于 "
                "1 到 3 副牌；更多副牌请用 kitty_multiplier='twice_unit_size'（预设 'shengji'）",
            )
        )
    if r.forced_unit is ForcedUnit.TYPE_ORDER:
        out.append(
            (
                f"decks={r.decks}: forced_unit='type_order' (source 002: tractor, triple, pair) "
                "has no place for quads and wider; choose another forced_unit",
                f"decks={r.decks}：forced_unit='type_order'（资料 002：拖拉机、三同张、对子）排不进"
                "四同张和更宽的牌型；请换一种 forced_unit",
            )
        )
    if r.titanic_follow is not TitanicFollow.SOURCES_000_001:
        out.append(
            (
                f"decks={r.decks}: titanic_follow={r.titanic_follow.value!r} is a 3-deck ladder; "
                "with more decks every lead follows shengji.io's ladder (keep the default "
                "titanic_follow)",
                f"decks={r.decks}：titanic_follow={r.titanic_follow.value!r} 是三副牌的跟牌顺序；"
                "更多副牌时一律按 shengji.io 的阶梯跟牌（titanic_follow 请保留默认值）",
            )
        )
    return out


def _conflicts(r: RuleSet) -> list[tuple[str, str]]:
    """Every contradiction in ``r``: (English, Chinese) messages that name the options involved."""
    return _table_conflicts(r) or _option_conflicts(r) + _scoring_conflicts(r)


def _table_conflicts(r: RuleSet) -> list[tuple[str, str]]:
    """Decks, players and what they allow (checked first: the other checks need them sound)."""
    out: list[tuple[str, str]] = []
    if not 1 <= r.decks <= MAX_DECKS:
        out.append(
            (
                f"decks={r.decks!r}: expected 1 to {MAX_DECKS} (the sources describe 1, 2 or 3; "
                "shengji.io plays with more)",
                f"decks={r.decks!r}：牌的副数应为 1 到 {MAX_DECKS}（各份资料讲 1、2、3 副；"
                "shengji.io 可以更多）",
            )
        )
    most_players = 10 if r.decks > 3 else 6
    if not 4 <= r.players <= most_players:
        out.append(
            (
                f"players={r.players!r}: expected 4 to {most_players} with {r.decks} deck{'s' if r.decks != 1 else ''}"
                + ("" if r.decks > 3 else " (7 to 10 players need 4 or more decks)"),
                f"players={r.players!r}：{r.decks} 副牌时人数应为 4 到 {most_players}"
                + ("" if r.decks > 3 else "（7 到 10 人要用 4 副或更多的牌）"),
            )
        )
    if r.decks > 3:
        out.extend(_wide_conflicts(r))
    if r.bombs is not Bombs.NO_BOMBS and r.decks < 4:
        out.append(
            (
                f"bombs={r.bombs.value!r}: a bomb is 4 or more identical cards, which needs "
                f"decks=4 or more (got decks={r.decks})",
                f"bombs={r.bombs.value!r}：炸弹是 4 张或更多一样的牌，要 4 副或更多的牌"
                f"（现在 decks={r.decks}）",
            )
        )
    if r.partners is Partners.FIXED and r.players % 2:
        out.append(
            (
                f"partners='fixed' needs an even number of players, got players={r.players}",
                f"partners='fixed'（固定对家）要双数的人，现在 players={r.players}",
            )
        )
    return out


def _option_conflicts(r: RuleSet) -> list[tuple[str, str]]:
    """Options that contradict each other, for a sound number of decks and players."""
    out: list[tuple[str, str]] = []
    kitty = r.effective_kitty_size
    cards = 54 * r.decks
    if kitty < 0 or (cards - kitty) % r.players:
        out.append(
            (
                f"kitty_size={kitty}: {cards} cards minus the kitty must split equally "
                f"among {r.players} players",
                f"kitty_size={kitty}：{cards} 张牌去掉底牌后，要能平分给 {r.players} 个人",
            )
        )
    elif kitty > (cards - kitty) // r.players:
        # The kitty is at most a hand: then every hand holds cards (at least 7, a full trick's
        # worth for everyone and more), and the banker, who takes the kitty up, never holds more
        # than twice a hand. shengji.io's set_kitty_size (core/src/settings.rs) refuses only a
        # kitty as large as the whole deck, and evens the hands by removing low cards; this
        # engine deals every card. Its own derived kitty can equal a hand (1 deck, 5 players:
        # 9 and 9), so "at most a hand", not "smaller than a hand".
        hand = (cards - kitty) // r.players
        most = max(k for k in range(cards // (r.players + 1) + 1) if (cards - k) % r.players == 0)
        out.append(
            (
                f"kitty_size={kitty}: with {r.decks} deck{'s' if r.decks != 1 else ''} and "
                f"{r.players} players that leaves "
                + (
                    f"{hand} card{'s' if hand != 1 else ''} a hand; "
                    if hand > 0
                    else "no cards for the hands; "
                )
                + f"the kitty may hold at most as many cards as a hand: at most {most} here "
                "(shengji.io refuses only a kitty as large as the deck, and removes low cards to "
                "even the hands; this engine deals every card)",
                f"kitty_size={kitty}：{r.decks} 副牌、{r.players} 个人时"
                + (f"每人只剩 {hand} 张；" if hand > 0 else "没有牌可发给各家；")
                + f"底牌不能比一手牌多，这里最多 {most} 张（shengji.io 只拒绝和整副牌一样多的底牌，"
                "并去掉小牌让各家张数相等；本引擎发出每一张牌）",
            )
        )
    if not 2 <= r.tractor_min_width <= max(r.decks, 2):
        out.append(
            (
                f"tractor_min_width={r.tractor_min_width}: expected 2 to {max(r.decks, 2)} "
                f"with {r.decks} deck{'s' if r.decks != 1 else ''}",
                f"tractor_min_width={r.tractor_min_width}：{r.decks} 副牌时应为 2 到 "
                f"{max(r.decks, 2)}",
            )
        )
    if r.tractor_min_length < 2:
        out.append(
            (
                f"tractor_min_length={r.tractor_min_length}: a tractor has at least 2 steps",
                f"tractor_min_length={r.tractor_min_length}：拖拉机至少要连 2 节",
            )
        )
    if r.rainbows is not None and not 4 <= r.rainbows <= 4 * r.decks:
        # trick.rs try_rainbow_format: every rank led needs 4 effective suits (so 4 cards) and
        # at least n cards; one rank has 4 x decks cards. shengji.io's settings screen
        # (frontend/src/Initialize.tsx) takes 4 or more.
        out.append(
            (
                f"rainbows={r.rainbows}: expected null (no rainbows) or 4 to {4 * r.decks} with "
                f"{r.decks} deck{'s' if r.decks != 1 else ''} (a rainbow spans all four suits, "
                f"and one rank has {4 * r.decks} cards)",
                f"rainbows={r.rainbows}：应为 null（不打彩虹）或 4 到 {4 * r.decks}（{r.decks} 副牌；"
                f"彩虹要四门都有，同一点数共 {4 * r.decks} 张）",
            )
        )
    if r.rainbows is not None and r.kitty_multiplier in (
        KittyMultiplier.FOUR_PER_PAIR,
        KittyMultiplier.TYPE_TABLE,
    ):
        # shengji.io multiplies the kitty by the size of the last trick's largest unit (Times or
        # Power), a rainbow's group included; 004's and 002's tables read pairs and tractors,
        # which a rainbow is not, and no source says what they make of one.
        out.append(
            (
                f"rainbows={r.rainbows} with kitty_multiplier={r.kitty_multiplier.value!r}: a "
                "rainbow (shengji.io) has no pair or tractor for that table to count; use a "
                "multiplier by unit size (twice_unit_size, power_of_two or three_per_card) or "
                "rainbows=null",
                f"rainbows={r.rainbows} 与 kitty_multiplier={r.kitty_multiplier.value!r} 不能同用："
                "彩虹（shengji.io）没有这张表能数的对子或拖拉机；请用按牌型张数算的倍数"
                "（twice_unit_size、power_of_two 或 three_per_card），或者 rainbows=null",
            )
        )
    if not 1 <= r.declare_min_cards <= r.decks:
        out.append(
            (
                f"declare_min_cards={r.declare_min_cards}: expected 1 to decks={r.decks}",
                f"declare_min_cards={r.declare_min_cards}：应为 1 到牌的副数（decks={r.decks}）",
            )
        )
    return out


def _scoring_conflicts(r: RuleSet) -> list[tuple[str, str]]:
    """The kitty, the levels and the match, for a sound number of decks and players."""
    out: list[tuple[str, str]] = []
    kitty = r.effective_kitty_size
    if r.kitty_multiplier is KittyMultiplier.FOUR_PER_PAIR and r.decks > 2:
        out.append(
            (
                "kitty_multiplier='four_per_pair' (source 004) is defined for 1 or 2 decks only: "
                "it has no value for triples; choose another kitty_multiplier or decks",
                "kitty_multiplier='four_per_pair'（资料 004）只适用于 1 副或 2 副牌：它没有给三同张"
                "定倍数；请换一种 kitty_multiplier，或者改 decks",
            )
        )
    if r.level_table is LevelTable.TABLE_004 and r.decks != 2:
        out.append(
            (
                "level_table='004' is a 2-deck table (0-320 points); choose another for "
                f"decks={r.decks}",
                f"level_table='004' 是两副牌的升级表（0-320 分）；decks={r.decks} 时请换一张表",
            )
        )
    if r.level_step is not None and (r.level_step <= 0 or r.level_step % 5):
        out.append(
            (
                f"level_step={r.level_step}: expected a positive multiple of 5",
                f"level_step={r.level_step}：应为 5 的正整数倍",
            )
        )
    if r.level_cap is not None and r.level_cap < 1:
        out.append(
            (
                f"level_cap={r.level_cap}: expected at least 1 (or null for uncapped)",
                f"level_cap={r.level_cap}：至少为 1（不设上限写 null）",
            )
        )
    permanent = len(set(r.permanent_trump_ranks))
    if permanent > len(LEVEL_RANKS) - 2:
        # With every rank (or all but the level's) always trump, no side suit is left to play.
        out.append(
            (
                f"permanent_trump_ranks lists {permanent} of the 13 ranks: at least 2 must stay "
                "side-suit ranks, so that whatever the level the side suits keep a card",
                f"permanent_trump_ranks 列了 13 种点数中的 {permanent} 种：至少要留 2 种做副牌，"
                "不管打几，副牌才都还有牌",
            )
        )
    if len(set(r.suit_order)) != 4:
        out.append(
            (
                "suit_order must list each of S, H, C, D exactly once",
                "suit_order 必须把 S、H、C、D 各列一次",
            )
        )
    if not 1 <= r.no_bid_kitty_card <= kitty:
        out.append(
            (
                f"no_bid_kitty_card={r.no_bid_kitty_card}: the kitty has {kitty} cards",
                f"no_bid_kitty_card={r.no_bid_kitty_card}：底牌只有 {kitty} 张",
            )
        )
    out.extend(_shengji_scoring_conflicts(r))
    if Rank.ACE not in r.must_defend and r.match_end is MatchEnd.DEFEND_ACE:
        out.append(
            (
                "match_end='defend_ace' needs 'A' in must_defend",
                "match_end='defend_ace'（A 必须坐庄打过）要求 must_defend 里有 'A'",
            )
        )
    if r.joker_colour_rule and r.declare_min_cards > 1:
        out.append(
            (
                "joker_colour_rule (003) declares with one level card plus a joker; "
                "set declare_min_cards=1",
                "joker_colour_rule（资料 003）用一张级牌加一张王亮主；请设 declare_min_cards=1",
            )
        )
    return out


#: shengji.io's GameScoringParameters defaults, the values every table but shengji's keeps.
_SHENGJI_SCORING_DEFAULTS: Final = {
    "num_steps_to_non_landlord_turnover": 2,
    "deadzone_size": 1,
    "truncate_zero_crossing_window": True,
    "step_adjustment": 0,
}


def _shengji_scoring_conflicts(r: RuleSet) -> list[tuple[str, str]]:
    """shengji.io's scoring parameters: only its table reads them, checked as materialize() does.

    scoring.rs ``GameScoringParameters::step_size`` refuses a step that is not a positive
    multiple of 5, and ``materialize`` refuses 0 steps to the turnover ("Landlord team must be
    able to win"). Two of its refusals are not copied, so that every rule code printed before
    these options keeps its meaning: a step above the deck's points (every score is then below
    the turnover) and a step of 5 with the zero-crossing window (its empty 5-to-step band is
    skipped); the engine reads both tables as the bands say.
    """
    out: list[tuple[str, str]] = []
    if r.level_table is not LevelTable.SHENGJI:
        for name, default in _SHENGJI_SCORING_DEFAULTS.items():
            value = getattr(r, name)
            if value != default:
                shown = json.dumps(value)
                out.append(
                    (
                        f"{name}={shown} is a setting of shengji.io's level table; with "
                        f"level_table={r.level_table.value!r} keep {json.dumps(default)} (or "
                        "use level_table='shengji')",
                        f"{name}={shown} 是 shengji.io 升级表的设置；level_table="
                        f"{r.level_table.value!r} 时请保留 {json.dumps(default)}"
                        "（或者用 level_table='shengji'）",
                    )
                )
        return out
    if r.num_steps_to_non_landlord_turnover < 1:
        out.append(
            (
                f"num_steps_to_non_landlord_turnover={r.num_steps_to_non_landlord_turnover}: "
                "expected 1 or more (the banker team must be able to win)",
                f"num_steps_to_non_landlord_turnover={r.num_steps_to_non_landlord_turnover}："
                "至少为 1（庄家方要有赢的可能）",
            )
        )
    if r.deadzone_size < 0:
        out.append(
            (
                f"deadzone_size={r.deadzone_size}: expected 0 or more",
                f"deadzone_size={r.deadzone_size}：应为 0 或更大",
            )
        )
    step = r.effective_level_step
    if r.step_adjustment and (step <= 0 or step % 5):
        out.append(
            (
                f"step_adjustment={r.step_adjustment}: the step comes to {step} points; it must be "
                "a positive multiple of 5",
                f"step_adjustment={r.step_adjustment}：每档算下来是 {step} 分；应为 5 的正整数倍",
            )
        )
    return out
