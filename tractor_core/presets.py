"""Named house-rule presets: the documented default, one per source rulebook, and shengji.io.

Find a preset by name or alias (case-insensitive) and override any option:

>>> preset("004").kitty_multiplier
<KittyMultiplier.FOUR_PER_PAIR: 'four_per_pair'>
>>> preset("tournament", decks=3).decks
3
>>> preset("bridge")
Traceback (most recent call last):
...
tractor_core.errors.UnknownPresetError: unknown preset 'bridge'; presets: default, 000, 001, 002, 003, 004, shengji

Each source preset reproduces what its rulebook says and keeps the default profile where the
rulebook is silent; the ``notes`` of each preset say which readings were chosen and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from tractor_core.cards import Rank, Suit
from tractor_core.errors import UnknownPresetError
from tractor_core.ruleset import (
    BidPolicy,
    Decompose,
    FirstBanker,
    ForcedUnit,
    JokerBidPolicy,
    KittyMultiplier,
    LevelTable,
    MatchEnd,
    NoBid,
    OverRuff,
    ReinforcePolicy,
    RuleSet,
    ThrowPenalty,
    TitanicFollow,
)

__all__ = ["PRESETS", "Preset", "find_preset", "preset"]


@dataclass(frozen=True, slots=True)
class Preset:
    """A named rule set with its aliases, source and the readings it chose."""

    name: str
    aliases: tuple[str, ...]
    title: str
    source: str
    rules: RuleSet
    notes: str


PRESETS: Final[tuple[Preset, ...]] = (
    Preset(
        "default",
        ("standard", "teaching", "默认"),
        "The project's default profile (2 decks)",
        "variants.md default profile",
        RuleSet(),
        "The most common modern 2-deck rules: fixed partners, 25 + 8, NT keeps the level rank, "
        "lowest failing unit forced with no penalty, largest unit decides over-ruffs, kitty "
        "×(2 × largest unit), the 000 level table, A must be defended.",
    ),
    Preset(
        "000",
        ("nongji", "baidu", "titanic-000"),
        "000: 升级拖拉机怎么打 (Baidu answer; 2-deck rules at level 10, 3-deck Titanic, 2^n kitty)",
        "seeds/000",
        RuleSet(
            first_banker=FirstBanker.FIRST_BID,  # 开局中，双方争庄，先亮者为庄家
            no_bid_first_hand=NoBid.NO_TRUMP,  # 若发牌结束仍无人亮牌，则打无主
            no_bid_later=NoBid.NO_TRUMP,
            forced_unit=ForcedUnit.LOWEST_FAILING,  # 必须出欲联出的牌中的最小牌
            over_ruff=OverRuff.LARGEST_UNIT_FIRST,  # 884 over-ruffs 977 on a 544 lead
            kitty_multiplier=KittyMultiplier.POWER_OF_TWO,  # 2 的 n 次方
            level_table=LevelTable.STANDARD,
            titanic_follow=TitanicFollow.SOURCES_000_001,
        ),
        "Part 1 (generic rules, 2^n kitty) is taken as the source's own rules; its part 2 "
        "(Bianfeng table kitty) is the 002 preset. Permanent 2s are its optional variant: use "
        "preset('000', permanent_trump_ranks=('2',)). Use decks=3 for its Titanic rules.",
    ),
    Preset(
        "001",
        ("tournament", "拖拉机比赛", "3-deck-tournament"),
        "001: 拖拉机比赛规则（三副牌）(3-deck tournament rules)",
        "seeds/001",
        RuleSet(
            decks=3,
            joker_bid_policy=JokerBidPolicy.DISABLED,  # ladder: 1, 2, 3 level cards only
            kitty_cards_count_for_bid=False,  # 底牌凑成的对或三条不可以反
            reinforce_policy=ReinforcePolicy.REINFORCE_WHILE_WINNING,  # 亮牌后可以加固
            first_banker=FirstBanker.WINNING_BID,  # 首轮反主抢庄
            no_bid_first_hand=NoBid.KITTY_MAJORITY,  # 反底牌，以底牌花色数量多的花色作为主牌
            no_bid_later=NoBid.KITTY_MAJORITY,
            throw_penalty=ThrowPenalty.TWENTY_POINTS,  # 还要相应惩罚 20 分
            kitty_multiplier=KittyMultiplier.THREE_PER_CARD,  # 55 → 6, 555 → 9, 444555 → 18
            kitty_needs_trump_win=True,  # 由抓分方用主牌获胜，称为扣底
            over_ruff=OverRuff.LARGEST_UNIT_FIRST,  # 按拖拉机、三条、对、单的顺序计算大小
            titanic_follow=TitanicFollow.SOURCES_000_001,
            level_table=LevelTable.STANDARD,  # 60-point bands with 3 decks
            must_defend=(),
            match_end=MatchEnd.PASS_ACE,  # 哪方先打过 A 算哪方胜
        ),
        "The kitty preamble says 2^n but every example is 3 × cards; 3 × cards is applied and "
        "its 445566 → 24 (which fits no formula) is recorded as a source error. 暗反 is named "
        "but never defined and is not supported. Its tournament irregularity penalties "
        "(warnings, stepping down, disqualification) are for a referee and are not modelled.",
    ),
    Preset(
        "002",
        ("bianfeng", "docx", "扑克牌升级游戏规则"),
        "002: 扑克牌升级游戏规则 (1/2/3-deck sizes, level tables, 3-deck throws)",
        "seeds/002",
        RuleSet(
            decompose=Decompose.TUPLES_FIRST,  # 33344 = 333 + 44
            forced_unit=ForcedUnit.TYPE_ORDER,  # tractor, then triple, then pair
            titanic_follow=TitanicFollow.SOURCE_002,
            kitty_multiplier=KittyMultiplier.TYPE_TABLE,
            level_table=LevelTable.TABLE_002,
        ),
        "002 writes 三对 for a triple and 两对 for a pair; they are read as triple and pair. "
        "Its 1-deck table is used with decks=1; with 3 decks its table equals 000's.",
    ),
    Preset(
        "003",
        ("shuangsheng", "双升", "traditional"),
        "003: 撲克牌拖拉機怎麼玩 (双升: card order, 连对, throws, joker-colour declaration)",
        "seeds/003",
        RuleSet(
            joker_colour_rule=True,  # 级牌附带一张王：大王只能报红色，小王只能报黑色
            first_banker=FirstBanker.FIRST_BID,  # 谁先起到……并亮出，即成为该局的庄家
        ),
        "The text is cut off in the middle of the declaring rules; everything after that point "
        "keeps the default profile. Its 常主 means the jokers only.",
    ),
    Preset(
        "004",
        ("forum", "online-platform", "优惠论坛"),
        "004: 拖拉机的游戏规则 (online platform: overturn order, 上保险, 炒底, ×4n kitty)",
        "seeds/004",
        RuleSet(
            bid_policy=BidPolicy.JOKER_OR_HIGHER_SUIT,  # 大王 > 小王 > 黑桃 > 红桃 > 梅花 > 方片
            suit_order=(Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
            jokers_can_open=False,  # 常主不可进行报主
            first_banker=FirstBanker.FIRST_BID,  # 抢报：谁先起到……并亮出，即成为该局的庄家
            kitty_theft=True,  # 反主炒底
            no_bid_later=NoBid.KITTY_NTH,
            no_bid_kitty_card=3,  # 底牌中抽取正数第三张
            forced_unit=ForcedUnit.LOWEST_FAILING,  # 强制性出导致甩牌失败牌型中的最小牌
            throw_penalty=ThrowPenalty.STAKE,  # 扣除当前房间底金的 1/2
            kitty_multiplier=KittyMultiplier.FOUR_PER_PAIR,
            level_table=LevelTable.TABLE_004,
            must_defend=(),
            match_end=MatchEnd.WRAP,  # 当一方升级超过A后，则再次循环到2
        ),
        "'×23' in the source means ×2³. Its first-hand race (反主反打) makes the overturner banker, "
        "which is first_banker='winning_bid' for overturns but 'first_bid' for the race itself; "
        "'first_bid' is kept and overturns are modelled by the declaration rules.",
    ),
    Preset(
        "shengji",
        ("shengji.io", "ry", "rbtying"),
        "shengji.io defaults (github rbtying/shengji)",
        "reference-engine.md",
        RuleSet(
            decompose=Decompose.LONGEST_UNIT,
            forced_unit=ForcedUnit.FIRST_BLOCKER,
            over_ruff=OverRuff.ALL_UNITS,
            kitty_multiplier=KittyMultiplier.TWICE_UNIT_SIZE,
            level_table=LevelTable.SHENGJI,
            level_cap=None,  # scoring.rs test_level_deltas: 240 → +4, 280 → +5 (uncapped)
            no_bid_later=NoBid.KITTY_NTH,
            no_bid_kitty_card=1,
            must_defend=(Rank.ACE,),
            match_end=MatchEnd.WRAP,  # max rank NT, then back to 2 with a meta-level
        ),
        "Its level table is uncapped: one more level per 40 points from 120 with 2 decks (its scoring.rs "
        "tests give +4 at 240 and +5 at 280; its rules page's '+3' cap is not what the engine "
        "does). Its post-A 'NT' rank is not modelled: after A the count wraps. Its 'ReinforceWhileWinning', "
        "'JokerOrGreaterLength' and 'BothTwoOrMore' defaults equal ours.",
    ),
)

_INDEX: Final[dict[str, Preset]] = {
    key.casefold(): p for p in PRESETS for key in (p.name, *p.aliases)
}


def find_preset(name: str) -> Preset:
    """The preset called ``name`` (or with that alias); raises :class:`UnknownPresetError`."""
    try:
        return _INDEX[name.strip().casefold()]
    except KeyError:
        names = ", ".join(p.name for p in PRESETS)
        msg = f"unknown preset {name!r}; presets: {names}"
        raise UnknownPresetError(msg) from None


def preset(name: str, **overrides: Any) -> RuleSet:
    """The rule set of a preset, with any options overridden (JSON-style values accepted)."""
    base = find_preset(name).rules
    return RuleSet.from_dict(overrides, base) if overrides else base
