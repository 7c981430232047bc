"""Every house-rule option in plain words, in English and Chinese: the one table the site reads.

A teacher who never programmed reads these, not the option names: the house-rules builder
(:func:`tractor_core.api.site_api.house_rules`) and the one-page summary
(:mod:`tractor_core.words.rules_summary`) show each option's ``label`` and ``doc`` and each value's
words, grouped by what the options are about (:data:`GROUPS`, in the order a teacher reads).
The option names (``throw_penalty``) and values (``ten_points``) stay the engine's, for the
command line and the documentation; :func:`tractor_core.rules.ruleset.option_docs` keeps the
programmer's description of each.

``tests/test_option_labels.py`` fails when an option, an enum value or a group has no words in
one of the two languages: a new option needs its entry here.

>>> OPTION_WORDS["throw_penalty"].label
('Penalty for a failed throw', '甩牌失败的惩罚')
>>> value_words("nt_keeps_level_rank", False, "en")
'Only the jokers are trumps'
>>> value_words("decks", 3, "zh")
'3 副'

Pure standard library.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

__all__ = ["GROUPS", "OPTION_WORDS", "OptionWords", "value_words"]

Words = tuple[str, str]
"""A text in English and in Chinese."""


@dataclass(frozen=True, slots=True)
class OptionWords:
    """One option in plain words.

    ``group``: a key of :data:`GROUPS`. ``label``: the option's name in words. ``doc``: what it
    decides, in a sentence or two. ``values``: each value's words (enum values as their JSON
    strings, ``True`` / ``False`` for a yes-or-no option, each link of a list of links).
    ``unit``: for a number (singular, plural, Chinese measure word), ``"2 decks"`` / ``"2 副"``;
    with ``{n}`` in it, the number goes there.
    ``empty``: what an empty box means (a number left empty, an empty list); ``{n}`` is the
    number it comes to under the current rules. ``hint``: how to type a list.
    """

    group: str
    label: Words
    doc: Words
    values: Mapping[Any, Words] = field(default_factory=dict)
    unit: tuple[str, str, str] | None = None
    empty: Words | None = None
    hint: Words | None = None


#: The builder's groups, in the order a teacher reads them: (key, English, Chinese).
GROUPS: Final[tuple[tuple[str, str, str], ...]] = (
    ("table", "Players, decks and teams", "人数、副数与分队"),
    ("trumps", "Which cards are trumps", "哪些牌是主"),
    ("declaring", "Declaring and overturning trumps", "亮主与反主"),
    ("tractors", "Pairs and tractors", "对子与拖拉机"),
    ("playing", "Following and throwing", "跟牌与甩牌"),
    ("beating", "Beating a play: ruffs and bombs", "毙牌与炸弹"),
    ("kitty", "The kitty at the end", "抠底"),
    ("levels", "Scoring, levels and the end of the match", "升级与终局"),
)

_YES_NO: Final[Mapping[Any, Words]] = {True: ("Yes", "是"), False: ("No", "否")}

_NO_BID: Final[Mapping[Any, Words]] = {
    "redeal": ("Deal again", "重新发牌"),
    "no_trump": ("Play the hand with no trump suit", "打无主"),
    "kitty_nth": (
        "Turn up a kitty card: its suit is trump (a joker: no trump suit)",
        "翻一张底牌定主（翻到王就打无主）",
    ),
    "kitty_majority": ("The suit with the most cards in the kitty", "底牌里张数最多的花色做主"),
    "kitty_first_level_or_highest": (
        "The first level card or joker in the kitty decides; if none, its highest card",
        "底牌里第一张级牌或王定主；没有就看最大的那张",
    ),
}

#: Every option of :class:`~tractor_core.rules.ruleset.RuleSet`, in the builder's order.
OPTION_WORDS: Final[dict[str, OptionWords]] = {
    # ------------------------------------------------------------------ players, decks and teams
    "players": OptionWords(
        "table",
        ("Players", "玩家人数"),
        (
            "How many people play. Four is the usual game, two teams of two; five or six play "
            "by finding friends; seven to ten need four or more decks.",
            "几个人打。通常四个人，两人一队；五六个人要找朋友；七到十个人要四副以上的牌。",
        ),
        unit=("player", "players", "人"),
    ),
    "decks": OptionWords(
        "table",
        ("Decks of cards", "用几副牌"),
        (
            "How many full 54-card decks, jokers included, are shuffled together. Most tables "
            "play with two; four to eight decks follow shengji.io's big-table rules.",
            "几副 54 张（含大小王）的牌洗在一起。大多数牌桌用两副；四到八副按 shengji.io 的大桌规则打。",
        ),
        unit=("deck", "decks", "副"),
    ),
    "partners": OptionWords(
        "table",
        ("Teams", "怎样分队"),
        ("How the players form two teams.", "玩家怎样分成两队。"),
        {
            "fixed": ("Fixed: partners sit opposite each other", "固定：对家是搭档"),
            "call_holder_nearest": (
                "Finding friends: the banker names a card, and the nearest player holding it "
                "is a friend",
                "找朋友：庄家叫一张牌，离庄家最近、拿着这张牌的人是朋友",
            ),
            "call_nth_played": (
                "Finding friends: the banker names a card, and whoever plays it (the first, "
                "second… time, as called) is a friend",
                "找朋友：庄家叫一张牌，第几个打出这张牌的人（按所叫的）是朋友",
            ),
        },
    ),
    "direction": OptionWords(
        "table",
        ("Direction of play", "出牌方向"),
        ("Which way the deal and the turns go round the table.", "发牌和出牌往哪边轮。"),
        {
            "counter_clockwise": (
                "Counter-clockwise: the next player sits on your right",
                "逆时针：下家在你右手边",
            ),
            "clockwise": ("Clockwise: the next player sits on your left", "顺时针：下家在你左手边"),
        },
    ),
    "kitty_size": OptionWords(
        "table",
        ("Cards in the kitty", "底牌张数"),
        (
            "How many cards are set aside face down for the banker. Leave the box empty to "
            "have it worked out from the decks and the players.",
            "留出来、扣给庄家的底牌有几张。空着不填，就按副数和人数算出来。",
        ),
        unit=("card", "cards", "张"),
        empty=(
            "Worked out from the decks and players: {n} cards",
            "按副数和人数算出：{n} 张",
        ),
    ),
    # ------------------------------------------------------------------ which cards are trumps
    "permanent_trump_ranks": OptionWords(
        "trumps",
        ("Ranks that are always trumps", "常主"),
        (
            "Cards of these ranks are trumps in every hand, whatever the level, just below the "
            "level cards. Many tables make the 2s always trumps.",
            "不管打几，这些点数的牌都是主（常主），排在级牌下面。很多地方打“2 是常主”。",
        ),
        empty=("No rank is always trump", "没有常主"),
        hint=(
            "Type the ranks with spaces between them, for example 2 (or 2 3); leave empty for none.",
            "输入点数，用空格隔开，例如 2（或 2 3）；空着表示没有常主。",
        ),
    ),
    "nt_keeps_level_rank": OptionWords(
        "trumps",
        ("Level cards in a no-trump hand", "无主时的级牌"),
        (
            "In a hand with no trump suit, are the level cards still trumps, with the jokers?",
            "打无主时，级牌是否仍和王一样是主？",
        ),
        {
            True: ("The level cards stay trumps, with the jokers", "级牌仍是主，和王一起"),
            False: ("Only the jokers are trumps", "只有王是主"),
        },
    ),
    # ------------------------------------------------------------------ declaring
    "declare_min_cards": OptionWords(
        "declaring",
        ("Level cards for a first declaration", "首次亮主要几张级牌"),
        (
            "How many identical level cards a player must show to be the first to declare "
            "trumps. 1 means one level card is enough.",
            "第一个亮主的人至少要亮出几张相同的级牌。1 就是一张级牌就能亮。",
        ),
        unit=("card", "cards", "张"),
    ),
    "joker_colour_rule": OptionWords(
        "declaring",
        ("Declare with a joker of the same colour", "级牌配同色王亮主"),
        (
            "First hand only (source 003): a declaration needs a level card plus a joker of its "
            "colour, the big joker with hearts or diamonds, the little joker with spades or clubs.",
            "只在第一局（003）：亮主要一张级牌加一张同色的王，大王配红桃或方片，小王配黑桃或梅花。",
        ),
        {
            True: (
                "A level card must come with a joker of its colour",
                "级牌要配同色的王才能亮",
            ),
            False: ("Level cards declare on their own", "只用级牌就能亮主"),
        },
    ),
    "jokers_can_open": OptionWords(
        "declaring",
        ("Jokers as the first declaration", "用王首先亮主"),
        (
            "May a pair of jokers be the first declaration, making the hand no-trump? Source "
            "004 says no.",
            "能不能一开始就用一对王亮主，打无主？004 不允许。",
        ),
        {
            True: (
                "A pair of jokers may declare no-trump first",
                "可以一开始就用一对王亮无主",
            ),
            False: ("Jokers may not be the first declaration", "不能一开始就用王亮主"),
        },
    ),
    "joker_bid_policy": OptionWords(
        "declaring",
        ("Jokers needed to declare no-trump", "亮无主要几张王"),
        (
            "How many identical jokers a player shows to declare no-trump.",
            "亮无主要亮出几张相同的王。",
        ),
        {
            "both_two_or_more": (
                "A pair of the same joker (two big jokers beat two little ones)",
                "一对相同的王（一对大王大过一对小王）",
            ),
            "both_num_decks": (
                "As many of the same joker as there are decks",
                "与副数一样多的同一种王",
            ),
            "lj_num_decks_bj_one_less": (
                "Little jokers: as many as there are decks; big jokers: one fewer",
                "小王要与副数一样多，大王可以少一张",
            ),
            "disabled": ("Jokers cannot declare no-trump", "不能用王亮无主"),
        },
    ),
    "bid_policy": OptionWords(
        "declaring",
        ("What overturns a declaration", "怎样才能反主"),
        (
            "When another player declares over the standing declaration (反主), what their "
            "cards must beat.",
            "别人在已亮的主上再亮（反主）时，要怎样的牌才算大过。",
        ),
        {
            "joker_or_greater_length": (
                "More cards win; with as many cards, only jokers overturn",
                "张数多的大；张数一样时只有王能反",
            ),
            "joker_or_higher_suit": (
                "More cards win; with as many cards, jokers or a higher suit overturn",
                "张数多的大；张数一样时王或更大的花色能反",
            ),
            "greater_length": ("Only more cards overturn", "只有张数更多才能反"),
        },
    ),
    "suit_order": OptionWords(
        "declaring",
        ("Suits from high to low, for overturns", "反主时花色的大小"),
        (
            "When a higher suit may overturn (see above), which suit is higher.",
            "可以用更大的花色反主时（见上），花色从大到小的顺序。",
        ),
        {"S": ("spades ♠", "黑桃 ♠"), "H": ("hearts ♥", "红桃 ♥")}
        | {"C": ("clubs ♣", "梅花 ♣"), "D": ("diamonds ♦", "方片 ♦")},
        empty=("No order given", "没有顺序"),
        hint=(
            "Type the four suit letters from high to low: S (spades ♠), H (hearts ♥), "
            "C (clubs ♣), D (diamonds ♦).",
            "按从大到小输入四个花色字母：S（黑桃 ♠）、H（红桃 ♥）、C（梅花 ♣）、D（方片 ♦）。",
        ),
    ),
    "self_overturn": OptionWords(
        "declaring",
        ("Overturning your own declaration", "自反（自己反自己）"),
        (
            "May the player who declared declare again with a different suit (自反)?",
            "亮主的人能不能自己再用别的花色反主（自反）？",
        ),
        {
            "after_other": (
                "Only after someone else has overturned",
                "别人反过之后才可以",
            ),
            "never": ("Never", "不可以"),
            "always": ("Always", "随时可以"),
        },
    ),
    "reinforce_policy": OptionWords(
        "declaring",
        ("Reinforcing a declaration", "加固（上保险）"),
        (
            "When may a player add more of the same cards to their own declaration, so that it "
            "is harder to overturn (加固)?",
            "亮主的人什么时候可以再亮出同样的牌，让别人更难反（加固）？",
        ),
        {
            "reinforce_while_winning": (
                "While their declaration stands",
                "自己的亮主还有效时可以加固",
            ),
            "overturn_or_reinforce_while_winning": (
                "While it stands, and they may also overturn it themselves",
                "亮主有效时可以加固，也可以自反",
            ),
            "reinforce_while_equivalent": (
                "Also when another declaration has only equalled theirs",
                "别人只亮出同样大的牌时也可以加固",
            ),
            "never": ("Never", "不可以加固"),
        },
    ),
    "kitty_cards_count_for_bid": OptionWords(
        "declaring",
        ("Kitty cards help an overturn", "底牌能否用来反主"),
        (
            "May cards a player took from the kitty complete a pair or triple to overturn with?",
            "从底牌拿到的牌，能不能用来凑成对子或三同张去反主？",
        ),
        {
            True: ("Cards from the kitty count", "底牌拿到的牌也能用"),
            False: (
                "Only cards dealt to the player count (source 001)",
                "只能用发到自己手里的牌（001）",
            ),
        },
    ),
    "first_banker": OptionWords(
        "declaring",
        ("Banker of the first hand", "第一局谁坐庄"),
        ("Who becomes the banker in the first hand.", "第一局由谁当庄家。"),
        {
            "winning_bid": (
                "Whoever makes the declaration that stands at the end",
                "最后亮主（反主成功）的人",
            ),
            "first_bid": ("Whoever declares first", "第一个亮主的人"),
        },
    ),
    "kitty_theft": OptionWords(
        "declaring",
        ("Kitty theft (炒底)", "炒底"),
        (
            "Later hands: after the banker buries the kitty, may another player overturn, take "
            "the kitty and bury it again?",
            "以后各局：庄家扣底以后，别人能不能反主，拿走底牌重新扣？",
        ),
        {
            True: ("Played: the kitty may be stolen", "炒底：可以抢底牌"),
            False: ("Not played", "不炒底"),
        },
    ),
    "overturns_double_stake": OptionWords(
        "declaring",
        ("Each overturn doubles the stake", "反主翻番"),
        (
            "In online play for coins: each overturn in a hand doubles the coins won or lost on "
            "it, so three overturns make eight times the stake (source 004). Points and levels "
            "do not change.",
            "网上玩金币时：一局里每反主一次，输赢的金币就翻一番，反主 3 次就是 8 倍（004）。分数和升级不变。",
        ),
        {
            True: (
                "Yes: every overturn doubles the coins (source 004)",
                "是：每反主一次金币翻一番（004）",
            ),
            False: ("No", "否"),
        },
    ),
    "no_bid_first_hand": OptionWords(
        "declaring",
        ("If nobody declares: first hand", "第一局无人亮主"),
        (
            "What happens when nobody declares trumps in the first hand.",
            "第一局没有人亮主时怎么办。",
        ),
        _NO_BID,
    ),
    "no_bid_later": OptionWords(
        "declaring",
        ("If nobody declares: later hands", "以后各局无人亮主"),
        (
            "What happens when nobody declares trumps in a later hand.",
            "以后各局没有人亮主时怎么办。",
        ),
        _NO_BID,
    ),
    "no_bid_kitty_card": OptionWords(
        "declaring",
        ("Which kitty card is turned up", "翻第几张底牌"),
        (
            "When a turned-up kitty card decides the trump, which card from the top (source 004: "
            "the 3rd).",
            "翻底牌定主时，翻从上往下数第几张（004：第 3 张）。",
        ),
        unit=("card {n} from the top", "card {n} from the top", "第 {n} 张"),
    ),
    # ------------------------------------------------------------------ pairs and tractors
    "tractor_min_length": OptionWords(
        "tractors",
        ("Shortest tractor", "最短的拖拉机"),
        (
            "How many pairs (or triples) in a row make the shortest tractor. 2 means two pairs, "
            "such as 7 7 8 8.",
            "拖拉机至少要几个相连的对子（或三同张）。2 就是两对，比如 7788。",
        ),
        unit=("pair in a row", "pairs in a row", "对相连"),
    ),
    "tractor_min_width": OptionWords(
        "tractors",
        ("Cards in each step of a tractor", "拖拉机每一节几张"),
        (
            "2: tractors are made of pairs, the usual game. 3: only triples in a row make a "
            "tractor (three decks).",
            "2：拖拉机由对子组成，这是通常的打法。3：只有相连的三同张才算拖拉机（三副牌）。",
        ),
        unit=("card", "cards", "张"),
    ),
    "skip_level_rank": OptionWords(
        "tractors",
        ("Tractors across the level rank", "隔着级牌的拖拉机"),
        (
            "The level cards are trumps, so they leave a gap in their suit. Do the ranks on "
            "either side of the gap count as next to each other? Playing 10s: is J J 9 9 a tractor?",
            "级牌是主，所以它在原来的花色里留下一个空当。空当两边的点数算不算相连？打 10 时，JJ99 是不是拖拉机？",
        ),
        {
            True: ("Yes: playing 10s, J J 9 9 is a tractor", "算：打 10 时 JJ99 是拖拉机"),
            False: ("No: the gap breaks the tractor", "不算：隔开了就不相连"),
        },
    ),
    "trump_tractor_links": OptionWords(
        "tractors",
        ("Tractors among the top trumps", "大主里的拖拉机"),
        (
            "Above the ace of the trump suit come the level cards of the other suits, the level "
            "card of the trump suit, the little joker and the big joker. Tick each step that a "
            "tractor of pairs may climb.",
            "主花色的 A 上面依次是副级牌、主级牌、小王、大王。勾选对子拖拉机可以跨过的每一步。",
        ),
        {
            "ace_to_off_level": (
                "A pair of trump aces to a pair of side-suit level cards",
                "一对主 A 接一对副级牌",
            ),
            "off_level_to_trump_level": (
                "A pair of side-suit level cards to a pair of trump-suit level cards",
                "一对副级牌接一对主级牌",
            ),
            "level_to_little_joker": (
                "A pair of trump-suit level cards to a pair of little jokers",
                "一对主级牌接一对小王",
            ),
            "little_to_big_joker": (
                "A pair of little jokers to a pair of big jokers",
                "一对小王接一对大王",
            ),
        },
        empty=("No step: trump tractors stop at the ace", "都不算：主牌拖拉机到 A 为止"),
    ),
    # ------------------------------------------------------------------ following and throwing
    "draw_policy": OptionWords(
        "playing",
        ("Following pairs and tractors", "跟对子和拖拉机"),
        (
            "When pairs or a tractor are led, must you play your own pairs and tractors of that "
            "suit?",
            "首家出对子或拖拉机时，你有同花色的对子、拖拉机是否必须跟出？",
        ),
        {
            "no_protections": (
                "Yes, whenever you hold them (a triple is split to give a pair)",
                "有就必须跟出（要拆三同张跟对子）",
            ),
            "longer_tuples_protected": (
                "Yes, but nobody must split a triple to give a pair",
                "必须跟出，但不用拆三同张跟对子",
            ),
            "only_draw_tractor_on_tractor": (
                "Yes, but a tractor is owed only to a led tractor (matters with four or more decks)",
                "必须跟出，但只有首家出拖拉机才须跟拖拉机（四副牌以上才有区别）",
            ),
            "protected_and_tractor_only": (
                "Both of the last two: no split triples, tractors only for tractors",
                "上面两条都用：不拆三同张，只有拖拉机须跟拖拉机",
            ),
            "suit_only": (
                "No: only follow suit, any cards of it",
                "不必：只要跟同花色，出什么都行",
            ),
        },
    ),
    "titanic_follow": OptionWords(
        "playing",
        ("Following a Titanic (three decks)", "跟泰坦尼克（三副牌）"),
        (
            "With three decks a Titanic is a tractor of triples. Holding none, what must you "
            "play first?",
            "三副牌时，泰坦尼克是三同张组成的拖拉机。没有的话，先要跟出什么？",
        ),
        {
            "000_001": (
                "A tractor of pairs plus any two cards, before two triples (sources 000, 001)",
                "先跟对子拖拉机加任意两张，再考虑两个三同张（000、001）",
            ),
            "002": (
                "Two triples, before a tractor of pairs plus two singles (source 002)",
                "先跟两个三同张，再考虑对子拖拉机加两张单张（002）",
            ),
        },
    ),
    "decompose": OptionWords(
        "playing",
        ("Reading a mixed lead", "混合出牌怎样拆"),
        (
            "When a player leads several cards of one suit that mix triples, pairs and singles, "
            "how the lead is split into the parts the others must follow.",
            "首家一次出的同花色牌里混着三同张、对子和单张时，怎样拆成几部分让别人跟。",
        ),
        {
            "tuples_first": (
                "Keep triples whole: 3 3 3 4 4 is a triple and a pair (source 002)",
                "三同张不拆：33344 是三同张加一对（002）",
            ),
            "longest_unit": (
                "Longest part first: 2 2 2 3 3 is a tractor 2 2 3 3 and a single 2 (shengji.io)",
                "先取最长的：22233 是拖拉机 2233 加单张 2（shengji.io）",
            ),
        },
    ),
    "throw_check": OptionWords(
        "playing",
        ("Who checks a throw", "谁来检查甩牌"),
        (
            "A throw (甩牌) leads several top cards of a suit at once. Who checks that nobody can "
            "beat any of them? The ruling is the same either way.",
            "甩牌就是一次出同一花色的好几组大牌。由谁检查没有人能大过其中任何一组？两种做法结果一样。",
        ),
        {
            "auto": ("The table (or the app) checks at once", "大家（或软件）马上检查"),
            "challenge": ("The other players must object", "由其他玩家提出异议"),
        },
    ),
    "forced_unit": OptionWords(
        "playing",
        ("Failed throw: what must be played", "甩牌失败后出什么"),
        (
            "When someone can beat part of a throw, the thrower plays only one part of it. "
            "Which part?",
            "有人能大过甩牌中的某一部分时，甩牌的人只能出其中一部分。出哪一部分？",
        ),
        {
            "lowest_failing": (
                "The lowest part that someone can beat (sources 000, 004)",
                "被大过的部分里最小的（000、004）",
            ),
            "first_blocker": (
                "The smallest part that the first player able to beat it can beat (shengji.io)",
                "按座位顺序第一个能大过的人，他能大过的最小部分（shengji.io）",
            ),
            "type_order": (
                "By type: a tractor, else a triple, else a pair, else a single (source 002)",
                "按牌型：先拖拉机，再三同张，再对子，再单张（002）",
            ),
            "smallest_unit": (
                "The beaten part with the fewest cards, then the lowest (other online games)",
                "被大过的部分里张数最少的，再比最小（其他网上游戏）",
            ),
        },
    ),
    "throw_penalty": OptionWords(
        "playing",
        ("Penalty for a failed throw", "甩牌失败的惩罚"),
        ("What a failed throw costs the thrower.", "甩牌失败时，甩牌的人要受什么罚。"),
        {
            "none": ("No penalty", "不罚"),
            "ten_points": ("10 points", "罚 10 分"),
            "twenty_points": ("20 points (source 001)", "罚 20 分（001）"),
            "stake": (
                "Half the room's stake in online play; no card points (source 004)",
                "扣房间底金的一半，不扣分（004，网上玩法）",
            ),
        },
    ),
    # ------------------------------------------------------------------ ruffs and bombs
    "over_ruff": OptionWords(
        "beating",
        ("Comparing two ruffs of a throw", "两家都毙甩牌时比大小"),
        (
            "When two players both trump (ruff) a lead of several parts, which trumping wins?",
            "首家甩牌、两家都用主牌毙时，谁大？",
        ),
        {
            "largest_unit_first": (
                "Compare the biggest parts: tractor, then triple, then pair, then single "
                "(sources 000, 001)",
                "先比最大的牌型：拖拉机、三同张、对子、单张（000、001）",
            ),
            "all_units": ("Every part must be higher", "每一部分都要更大"),
            "highest_card": ("The highest card decides", "比最大的一张"),
            "trick_unit_length": (
                "The biggest parts decide; singles are not compared (shengji.io)",
                "先比最大的牌型，单张不比（shengji.io）",
            ),
        },
    ),
    "bombs": OptionWords(
        "beating",
        ("Bombs (four or more decks)", "炸弹（四副牌以上）"),
        (
            "With four or more decks: as many identical cards as were led, four or more, form a "
            "bomb that beats anything that is not a bomb.",
            "四副牌以上：和首家张数一样多（至少 4 张）的相同牌是炸弹，大过任何不是炸弹的牌。",
        ),
        {
            "no_bombs": ("No bombs", "不能出炸弹"),
            "allow_bombs": ("Bombs allowed, whatever the suit", "可以出炸弹，不论花色"),
            "allow_bombs_suit_following": (
                "Bombs allowed, of the led suit or trumps (any suit once you have none of the "
                "led suit)",
                "可以出炸弹，但须是首家的花色或主牌（没有首家花色时不限）",
            ),
        },
    ),
    "rainbows": OptionWords(
        "beating",
        ("Rainbows: one rank in all four suits", "彩虹：同一点数四门都有"),
        (
            "Off unless a number is given (shengji.io). With a number n, the leader may play "
            "cards of one rank from all four suits, at least n of them, or several such ranks "
            "at once. Whoever holds as many cards of one rank (any suits) for each must play "
            "them; the higher ranks win.",
            "不填就不打（shengji.io）。填了 n：首家可以出同一点数、四门都有、至少 n 张的牌"
            "（彩虹），也可以几个点数一起出。手里有同样多张同一点数的牌（不论花色）就必须跟出；"
            "点数大的赢。",
        ),
        unit=("At least {n} cards", "At least {n} cards", "至少 {n} 张"),
        empty=("No rainbows", "不打彩虹"),
    ),
    # ------------------------------------------------------------------ the kitty
    "kitty_multiplier": OptionWords(
        "kitty",
        ("Kitty points when the attackers win the last trick", "抠底翻几倍"),
        (
            "When the attackers win the last trick, the points in the kitty count several times "
            "over. How many times depends on the cards that won it.",
            "抓分方赢了最后一轮，底牌里的分要翻倍算。翻几倍看赢最后一轮的牌。",
        ),
        {
            "power_of_two": (
                "Doubled for each card of the biggest part: single ×2, pair ×4, triple ×8 "
                "(source 000)",
                "最大牌型每一张翻一番：单张 ×2，对子 ×4，三同张 ×8（000）",
            ),
            "three_per_card": (
                "3 times the cards of the biggest part: pair ×6, triple ×9 (source 001)",
                "最大牌型张数的 3 倍：对子 ×6，三同张 ×9（001）",
            ),
            "type_table": (
                "A table by type: Titanic, triple, tractor, pair, single (source 002)",
                "按牌型查表：泰坦尼克、三同张、拖拉机、对子、单张（002）",
            ),
            "four_per_pair": (
                "Single ×2, pair ×4, tractor ×4 for each pair (source 004)",
                "单张 ×2，对子 ×4，拖拉机每对 ×4（004）",
            ),
            "twice_unit_size": (
                "Twice the cards of the biggest part: single ×2, pair ×4, triple ×6",
                "最大牌型张数的 2 倍：单张 ×2，对子 ×4，三同张 ×6",
            ),
        },
    ),
    "kitty_needs_trump_win": OptionWords(
        "kitty",
        ("Kitty counts only with trumps", "必须用主牌抠底"),
        (
            "Do the attackers score the kitty only when they win the last trick with trumps?",
            "抓分方是否只有用主牌赢了最后一轮才能抠底？",
        ),
        {
            True: (
                "Only when the last trick is won with trumps (source 001)",
                "只有用主牌赢最后一轮才算（001）",
            ),
            False: ("However the last trick is won", "怎样赢最后一轮都算"),
        },
    ),
    # ------------------------------------------------------------------ levels and the match
    "level_table": OptionWords(
        "levels",
        ("How many levels a score gives", "升级表"),
        (
            "The table that turns the attackers' points into levels for one team or the other.",
            "按抓分方得的分，决定哪一方升几级的表。",
        ),
        {
            "standard": (
                "The usual table (source 000): 0 points, bankers up 3; then 2, 1; then the "
                "attackers take the bank and go up one level per step",
                "常用的表（000）：0 分庄家升 3 级，再是 2 级、1 级；然后抓分方上台，每多一档升一级",
            ),
            "002": ("Source 002's table", "002 的升级表"),
            "004": (
                "Source 004's table (two decks only: smaller steps near 0, at most 6 levels)",
                "004 的升级表（只用于两副牌：0 分附近每档更小，最多升 6 级）",
            ),
            "shengji": ("shengji.io's table", "shengji.io 的升级表"),
        },
    ),
    "level_step": OptionWords(
        "levels",
        ("Points per step of the level table", "升级表每档几分"),
        (
            "How wide each step of the level table is. Leave the box empty for 20 points per deck.",
            "升级表每一档是多少分。空着不填就是每副牌 20 分。",
        ),
        unit=("point", "points", "分"),
        empty=("20 points per deck: {n} points", "每副牌 20 分：{n} 分"),
    ),
    "level_cap": OptionWords(
        "levels",
        ("Most levels in one hand", "一局最多升几级"),
        (
            "The most levels the attackers can go up in one hand. Leave the box empty for no "
            "limit.",
            "抓分方一局最多能升几级。空着不填就是不限。",
        ),
        unit=("level", "levels", "级"),
        empty=("No limit", "不限"),
    ),
    "must_defend": OptionWords(
        "levels",
        ("Levels that must be played", "必打的级"),
        (
            "Levels nobody may jump over: a team must win a hand as bankers at this level to go "
            "past it (usually the A).",
            "不能跳过的级：一方要坐庄打过这一级才能往上升（通常是 A）。",
        ),
        empty=("No level must be played", "没有必打的级"),
        hint=(
            "Type the ranks with spaces between them, for example A or 5 10 K A.",
            "输入点数，用空格隔开，例如 A 或 5 10 K A。",
        ),
    ),
    "match_end": OptionWords(
        "levels",
        ("End of the match", "怎样算赢"),
        ("What happens at the top of the levels, the A.", "打到最高一级 A 以后怎样。"),
        {
            "defend_ace": (
                "A team wins by winning a hand of A as bankers",
                "坐庄打过 A 的一方赢",
            ),
            "pass_ace": ("The first team to go past A wins", "先升过 A 的一方赢"),
            "wrap": ("After A the levels start again from 2", "过了 A 从 2 重新打"),
        },
    ),
    "max_rank": OptionWords(
        "levels",
        ("The top level", "最高打到几"),
        (
            "Whether the levels stop at A, or go on to an NT level after A: a hand with no level "
            "card, where only the jokers are trumps and nobody declares (shengji.io). NT must "
            "be won as bankers whenever A must.",
            "级是打到 A 为止，还是 A 之后再打一级 NT：这一局没有级牌，只有王是主，谁也不亮主"
            "（shengji.io）。A 必打时 NT 也必打。",
        ),
        {
            "ace": ("A is the top level", "打到 A 为止"),
            "no_trump": (
                "After A comes NT, with no level card (shengji.io)",
                "A 之后还有 NT，没有级牌（shengji.io）",
            ),
        },
    ),
    "num_steps_to_non_landlord_turnover": OptionWords(
        "levels",
        ("Steps the attackers need to take the bank", "抓分方要几档才上台"),
        (
            "With shengji.io's table: how many steps of points the attackers need before they "
            "become bankers (2 steps: 80 points with two decks).",
            "用 shengji.io 的升级表时：抓分方要得满几档分才上台（2 档：两副牌 80 分）。",
        ),
        unit=("step", "steps", "档"),
    ),
    "deadzone_size": OptionWords(
        "levels",
        ("Steps with no level after taking the bank", "上台后几档不升级"),
        (
            "With shengji.io's table: for how many steps past that line the attackers take the "
            "bank without going up (0: they go up at once).",
            "用 shengji.io 的升级表时：抓分方上台后，再多几档只换庄不升级（0：一上台就升级）。",
        ),
        unit=("step", "steps", "档"),
    ),
    "truncate_zero_crossing_window": OptionWords(
        "levels",
        ("A band of its own for 0 points", "0 分单算一档"),
        (
            "With shengji.io's table: the bankers' bands stop at 5 points, so 5 points up to one "
            "step is one band and 0 points (or less) gives one level more.",
            "用 shengji.io 的升级表时：庄家方的分档到 5 分为止，5 分到一档是一段，0 分（及以下）再多升一级。",
        ),
        {
            True: (
                "Yes: 5 points to one step is a band, 0 gives one more level",
                "是：5 分到一档是一段，0 分多升一级",
            ),
            False: (
                "No: whole steps all the way down, 0 points shares a band",
                "否：一直按整档往下算，0 分不单算",
            ),
        },
    ),
    "step_adjustment": OptionWords(
        "levels",
        ("Points added to each step", "每档加减几分"),
        (
            "With shengji.io's table: points added to (or, below zero, taken from) each step of "
            "the level table for this number of decks. Each step stays a multiple of 5.",
            "用 shengji.io 的升级表时：这个副数下，每一档加上（负数就是减去）几分。每档仍须是 5 的倍数。",
        ),
        unit=("point", "points", "分"),
    ),
    "bonus_level_policy": OptionWords(
        "levels",
        ("Bonus level for a small banker team", "庄家方人少时的奖励级"),
        (
            "When friends are called: bankers who win with fewer players than they called for "
            "(a friend never showed up, or one player was a friend twice) go up one level more.",
            "找朋友时：庄家方最后人数比叫的少（有朋友没出来，或一个人当了两次朋友）而赢了，多升一级。",
        ),
        {
            "none": ("No bonus level", "没有奖励级"),
            "smaller_banker_team": (
                "One level more for a smaller banker team (shengji.io)",
                "庄家方人少多升一级（shengji.io）",
            ),
        },
    ),
    "jack_variation": OptionWords(
        "levels",
        ("Back to 2 by a single J", "钩J"),
        (
            "At level J, if the attackers win the last trick with a single J, the whole banker "
            "team goes back to level 2 (shengji.io).",
            "打 J 时，抓分方用单张 J 赢了最后一轮，庄家方全体退回 2（shengji.io）。",
        ),
        {
            "disabled": ("No", "不算"),
            "single_jack": (
                "A single J winning the last trick sends the bankers back to 2",
                "单张 J 赢最后一轮，庄家方退回 2",
            ),
        },
    ),
}


def value_words(name: str, value: Any, lang: str = "en", derived: int | None = None) -> str:
    """One value of option ``name`` in words, in ``lang`` (``"en"`` or ``"zh"``).

    A list is its items' words joined; an empty box (``None`` or an empty list) is the
    option's ``empty`` words, with ``derived`` (what it comes to) for ``{n}``. A number is
    itself with the option's unit. A value with no words is shown as it is.
    """
    words = OPTION_WORDS[name]
    zh = lang == "zh"
    if value is None or value == []:
        empty = words.empty or ("Nothing", "无")
        return (empty[1] if zh else empty[0]).format(n=derived if derived is not None else "")
    if isinstance(value, list):
        sep = "、" if zh else ", "
        if name == "suit_order":
            sep = " > "
        elif words.values:  # a set (the links): in the table's order
            order = list(words.values)
            value = sorted(value, key=lambda v: order.index(v) if v in order else len(order))
        return sep.join(value_words(name, v, lang) for v in value)
    number = isinstance(value, int) and not isinstance(value, bool)
    if not number and value in words.values:  # (1 == True: a number is never looked up)
        return words.values[value][1 if zh else 0]
    if isinstance(value, bool):
        return _YES_NO[value][1 if zh else 0]
    if number and words.unit:
        one, many, measure = words.unit
        unit = measure if zh else one if value == 1 else many
        return unit.format(n=value) if "{n}" in unit else f"{value} {unit}"
    return str(value)
