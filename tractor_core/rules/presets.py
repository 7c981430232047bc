"""Named house-rule presets: the documented default, one per source rulebook, and shengji.io.

Find a preset by name or alias (case-insensitive) and override any option:

>>> preset("004").kitty_multiplier
<KittyMultiplier.FOUR_PER_PAIR: 'four_per_pair'>
>>> preset("tournament", decks=3).decks
3
>>> preset("bridge")
Traceback (most recent call last):
...
tractor_core.rules.errors.UnknownPresetError: unknown preset 'bridge'; presets: default, 000, 001, 002, 003, 004, shengji

Each source preset reproduces what its rulebook says and keeps the default profile where the
rulebook is silent; the ``notes`` of each preset say which readings were chosen and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from tractor_core.rules.cards import Rank, Suit
from tractor_core.rules.errors import UnknownPresetError
from tractor_core.rules.ruleset import (
    BidPolicy,
    BonusLevel,
    Decompose,
    FirstBanker,
    ForcedUnit,
    JokerBidPolicy,
    KittyMultiplier,
    LevelTable,
    MatchEnd,
    MaxRank,
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
    #: ``title`` and ``notes`` in Chinese (the house-rules menus in 中文 show these).
    title_zh: str
    notes_zh: str


PRESETS: Final[tuple[Preset, ...]] = (
    Preset(
        "default",
        ("standard", "teaching", "默认"),
        "This site's rules (2 decks)",
        "variants.md default profile",
        RuleSet(),
        "The most common modern 2-deck rules: fixed partners, 25 + 8, NT keeps the level rank, "
        "lowest failing unit forced with no penalty, largest unit decides over-ruffs, kitty "
        "×(2 × largest unit), the 000 level table, A must be defended.",
        title_zh="本站的规则（2 副牌）",
        notes_zh=(
            "最常见的现代 2 副牌规则：固定搭档，每人 25 张、底牌 8 张，无主时级牌仍是主；"
            "甩牌失败时强制出失败牌型中最小的，不罚分；盖毙先比最大的牌型；"
            "抠底翻 2 × 最大牌型张数倍；000 的升级表；A 必打。"
        ),
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
        title_zh="000：升级拖拉机怎么打（百度回答；2 副牌打 10，3 副牌泰坦尼克，底牌 2^n 倍）",
        notes_zh=(
            "第一部分（通用规则，底牌 2^n 倍）作为本来源自己的规则；第二部分（边锋牌桌的底牌算法）是预设 002。"
            "常主 2 是它的可选变体：用 preset('000', permanent_trump_ranks=('2',))。"
            "它的泰坦尼克规则用 decks=3。"
        ),
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
        title_zh="001：拖拉机比赛规则（三副牌）",
        notes_zh=(
            "底牌一节开头说 2^n 倍，但每个例子都是 3 × 张数；本项目采用 3 × 张数，"
            "并把它的 445566 → 24（不合任何公式）记为来源错误。暗反只提到名字、没有定义，不支持。"
            "比赛中的违规处罚（警告、降级、取消资格）由裁判执行，不在模型之内。"
        ),
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
        title_zh="002：扑克牌升级游戏规则（1/2/3 副牌的张数、升级表、3 副牌甩牌）",
        notes_zh=(
            "002 把三条写作“三对”，把对子写作“两对”；这里按三条和对子理解。"
            "decks=1 时用它的 1 副牌升级表；3 副牌时它的表与 000 相同。"
        ),
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
        title_zh="003：撲克牌拖拉機怎麼玩（双升：牌的大小、连对、甩牌、王的颜色与亮主）",
        notes_zh=("原文在亮主规则中途断了；断处以后的一切沿用默认规则。它的“常主”只指大小王。"),
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
            # 抢报 makes the first to show banker, and 反主反打 gives the bank to whoever overturns
            # before the kitty is taken: the bid standing when bidding closes is banker
            first_banker=FirstBanker.WINNING_BID,
            kitty_theft=True,  # 反主炒底
            no_bid_later=NoBid.KITTY_NTH,
            no_bid_kitty_card=3,  # 底牌中抽取正数第三张
            forced_unit=ForcedUnit.LOWEST_FAILING,  # 强制性出导致甩牌失败牌型中的最小牌
            throw_penalty=ThrowPenalty.STAKE,  # 扣除当前房间底金的 1/2
            overturns_double_stake=True,  # 反主3次，则最后结果的金币数需×2³
            kitty_multiplier=KittyMultiplier.FOUR_PER_PAIR,
            level_table=LevelTable.TABLE_004,
            must_defend=(),
            match_end=MatchEnd.WRAP,  # 当一方升级超过A后，则再次循环到2
        ),
        "'×23' in the source means ×2³. In the first hand the first to show a level card is "
        "banker (抢报), but an overturn made before the declarer takes the kitty makes the "
        "overturner banker (反主反打): first_banker='winning_bid'.",
        title_zh="004：拖拉机的游戏规则（网络平台：反主顺序、上保险、炒底、底牌 ×4n）",
        notes_zh=(
            "原文的“×23”是 ×2³。第一局先亮出级牌的人坐庄（抢报），但在亮主的人拿底牌以前"
            "有人反主，就是反主的人坐庄（反主反打）：first_banker='winning_bid'。"
        ),
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
            must_defend=(Rank.ACE,),  # AdvancementPolicy::Unrestricted: A and NT are defended
            match_end=MatchEnd.WRAP,  # past NT, back to 2 with a meta-level (Player::advance)
            max_rank=MaxRank.NO_TRUMP,  # settings.rs MaxRank default: Rank::NoTrump
            bonus_level_policy=BonusLevel.SMALLER_BANKER_TEAM,  # scoring.rs BonusLevelPolicy
            # its other GameScoringParameters defaults are the RuleSet's: turnover 2 steps,
            # dead zone 1, truncated zero-crossing window, no step adjustment; its jack
            # variation (BackToTwoSetting) is Disabled by default, and its rainbows
            # (CompoundFormats, trick.rs) are off by default and not modelled here
        ),
        "Its level table is uncapped: one more level per 40 points from 120 with 2 decks (its scoring.rs "
        "tests give +4 at 240 and +5 at 280; its rules page's '+3' cap is not what the engine "
        "does). After A comes its NT rank (no level card, jokers only trump, nobody declares); "
        "past NT the count wraps to 2. A winning banker team smaller than its calls allow gets a "
        "bonus level. Its 'ReinforceWhileWinning', 'JokerOrGreaterLength' and 'BothTwoOrMore' "
        "defaults equal ours.",
        title_zh="shengji.io 的默认规则（github rbtying/shengji）",
        notes_zh=(
            "它的升级表不封顶：2 副牌从 120 分起每多 40 分多升一级（它的 scoring.rs 测试在 240 分升 4 级、"
            "280 分升 5 级；规则页上的“最多 3 级”不是引擎的做法）。A 之后还有 NT 级（没有级牌，只有王是主，"
            "谁也不亮主）；过了 NT 从 2 重新数。庄家方人数少于叫的朋友数而赢了，多升 1 级（奖励级）。"
            "它的 ReinforceWhileWinning、JokerOrGreaterLength 和 BothTwoOrMore 默认值与本项目相同。"
        ),
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
        msg_zh = f"没有叫 {name!r} 的预设；现有的预设：{'、'.join(p.name for p in PRESETS)}"
        raise UnknownPresetError(msg, message_zh=msg_zh) from None


def preset(name: str, **overrides: Any) -> RuleSet:
    """The rule set of a preset, with any options overridden (JSON-style values accepted)."""
    base = find_preset(name).rules
    return RuleSet.from_dict(overrides, base) if overrides else base
