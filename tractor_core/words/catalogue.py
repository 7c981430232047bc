"""The rules catalogue: every rule id a verdict can name, with its statement and its sources.

Ids are dotted: the first part is the phase (``order``, ``combo``, ``decompose``, ``kitty``,
``level``, ...) and matches the module that applies the rule. The catalogue is published on the
site; a test checks that every id a verdict can return is listed here.

>>> CATALOGUE["combo.tractor.adjacent"].sources
('000', '002', '003')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

__all__ = ["CATALOGUE", "OPTION_DOCS_ZH", "TITLES_ZH", "Rule", "rule", "title_zh"]


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: id, statement in English and Chinese, sources, the options it reads, its lesson."""

    id: str
    title: str
    statement: str
    statement_zh: str
    sources: tuple[str, ...]
    options: tuple[str, ...] = ()
    lesson: str = ""


_RULES: Final[tuple[Rule, ...]] = (
    # ------------------------------------------------------------------ cards and trump order
    Rule(
        "order.effective-suit",
        "Which cards are trumps",
        "Trumps are the jokers, every level card, any permanent trump ranks and the whole trump "
        "suit; every other card belongs to its printed side suit.",
        "主牌由大王、小王、级牌（及常主）和主花色牌组成；其余为副牌，按花色区分。",
        ("000", "002", "003", "004"),
        ("permanent_trump_ranks", "nt_keeps_level_rank"),
        "02-trumps",
    ),
    Rule(
        "order.trump-strength",
        "Order of trumps",
        "Big joker > little joker > trump-suit level card > off-suit level cards (equal to each "
        "other) > permanent trumps (the trump suit's above the other suits', which are equal: "
        "000's 主 2 > 副 2) > trump suit A down to 2 (the level rank left out).",
        "大王 > 小王 > 主级牌 > 副级牌（彼此相等）> 常主（主花色的在前，其他花色的彼此相等：主 2 > 副 2）"
        "> 主花色 A……2（不含级牌）。",
        ("000", "002", "003"),
        ("permanent_trump_ranks",),
        "02-trumps",
    ),
    Rule(
        "order.no-trump",
        "No-trump hands",
        "With no trump suit, only the jokers and the level cards are trumps, and all level cards "
        "are equal (or only the jokers, under nt_keeps_level_rank=False).",
        "无主时只有大小王和级牌为主，各花色级牌大小相同（或按规则仅王为主）。",
        ("004", "RY", "pagat"),
        ("nt_keeps_level_rank",),
        "02-trumps",
    ),
    Rule(
        "order.equal-cards",
        "Equal cards",
        "Identical cards, and off-suit level cards of different suits, are equal: neither beats "
        "the other, and the first one played wins.",
        "相同的牌、以及不同花色的副级牌大小相等：先出者为大。",
        ("000", "003", "RY"),
        (),
        "02-trumps",
    ),
    # ------------------------------------------------------------------ combinations
    Rule(
        "combo.single",
        "Single",
        "Any one card is a single.",
        "任何一张牌都可以作为单张出。",
        ("003",),
        (),
        "03-combinations",
    ),
    Rule(
        "combo.pair",
        "Pair",
        "Two identical cards (same suit and rank) are a pair; two off-suit level cards of "
        "different suits are not.",
        "两张花色、点数都相同的牌为对子；不同花色的副级牌不成对。",
        ("000", "002", "003"),
        (),
        "03-combinations",
    ),
    Rule(
        "combo.triple",
        "Triple (3 decks)",
        "With 3 decks, three identical cards are a triple (三同张).",
        "三副牌时，三张相同的牌为三同张。",
        ("000", "001", "002"),
        (),
        "11-three-decks",
    ),
    Rule(
        "combo.wide-tuple",
        "Quads and wider (4 to 8 decks)",
        "With four or more decks, four or more identical cards are one unit (a quad, quint, ...), "
        "up to as many as there are decks; runs of them are tractors (shengji.io).",
        "四副及以上的牌中，四张或更多相同的牌为一个牌组（四同张、五同张……），至多与副数相同；"
        "相连的同宽牌组为拖拉机（shengji.io）。",
        ("RY",),
        ("decks",),
        "13-house-rules",
    ),
    Rule(
        "combo.tractor",
        "Tractor (拖拉机)",
        "Two or more pairs (or triples: a Titanic) of one effective suit in consecutive steps "
        "form a tractor.",
        "同一门（主牌算一门）中大小相邻的两个或以上对子构成拖拉机；相邻三同张构成泰坦尼克。",
        ("000", "002", "003", "004"),
        ("tractor_min_length", "tractor_min_width"),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.one-suit",
        "A tractor is one effective suit",
        "Every card of a tractor must be of one effective suit: a level card or a joker is a "
        "trump and never chains with side-suit cards.",
        "拖拉机必须同一门；级牌和王是主牌，不能与副牌连成拖拉机。",
        ("000", "002"),
        (),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.equal-width",
        "Every step the same size",
        "Each step of a tractor is a pair (or, for a Titanic, a triple); 554 and 544 are not "
        "tractors, and a triple next to a pair is not one either.",
        "拖拉机的每一组都是对子（泰坦尼克每一组都是三同张）；554、544 不是拖拉机。",
        ("000", "002"),
        ("tractor_min_width",),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.adjacent",
        "Steps must be adjacent",
        "The pairs must be consecutive in the card order: 5533, AA22 (no wrap) and JJQ are not "
        "tractors.",
        "对子必须大小相邻：5533、AA22（不循环）不是拖拉机。",
        ("000", "002", "003"),
        ("skip_level_rank",),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.level-gap",
        "The level rank is skipped",
        "The ranks either side of the level rank are adjacent (at level 10, JJ99 is a tractor), "
        "unless the house rule skip_level_rank is off.",
        "级牌不在副牌序列中，其两侧相邻（打10时 JJ99 是拖拉机），除非规则另定。",
        ("000", "003", "RY"),
        ("skip_level_rank",),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.equal-steps",
        "Equal cards are not consecutive",
        "Two off-suit level pairs are equal in rank, so they are not consecutive and do not form "
        "a tractor (5555 at no-trump level 5 is not a tractor).",
        "两对副级牌大小相同，不相邻，不是拖拉机（打无主时 5555 不是拖拉机）。",
        ("000", "002"),
        (),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.trump-chain",
        "Trump tractors across the boundaries",
        "In trumps the chain continues trump A → off-suit level → trump-suit level → little "
        "joker → big joker, so e.g. LJ pair + trump level pair is a tractor (each link can be "
        "switched off by house rule).",
        "主牌中：主A → 副级牌 → 主级牌 → 小王 → 大王 依次相邻，如一对小王带一对主级牌是拖拉机。",
        ("000", "001", "002", "003"),
        ("trump_tractor_links",),
        "03-combinations",
    ),
    Rule(
        "combo.tractor.min-length",
        "Long enough",
        "A tractor has at least tractor_min_length steps (2 by default).",
        "拖拉机至少由规定的组数（默认两组）组成。",
        ("RY",),
        ("tractor_min_length",),
        "03-combinations",
    ),
    Rule(
        "combo.not-one-unit",
        "Not one unit",
        "These cards are not a single, a pair, a triple or a tractor: leading them is a throw.",
        "这些牌不是单张、对子、三同张或拖拉机：一起出是甩牌。",
        ("000", "002"),
        (),
        "06-throws",
    ),
    # ------------------------------------------------------------------ decomposition
    Rule(
        "decompose.tuples-first",
        "Reading a mixed lead: tuples are never split (002)",
        "A mixed lead is read without splitting any tuple: 33344 is 333 + 44, 991010JJJ is "
        "991010 + JJJ, 9991010JJJ is 999 + 1010 + JJJ.",
        "混合牌型不拆开三同张：33344 视为 333+44，991010JJJ 视为 991010+JJJ。",
        ("002",),
        ("decompose",),
        "06-throws",
    ),
    Rule(
        "decompose.longest-unit",
        "Reading a mixed lead: longest unit first (shengji.io)",
        "A mixed lead is read so that its largest unit is as long as possible (a tractor breaks "
        "ties): 22233 is 2233 + 2.",
        "按最长牌型拆分：22233 视为 2233+2（shengji.io）。",
        ("RY",),
        ("decompose",),
        "06-throws",
    ),
    # ------------------------------------------------------------------ kitty
    Rule(
        "kitty.banker-keeps",
        "No capture when the banker team wins the last trick",
        "If the banker team wins the last trick, the kitty is not captured and its points do "
        "not count for the attackers.",
        "最后一轮由庄家方获胜则不抠底，底分不计。",
        ("000", "002"),
        (),
        "07-kitty",
    ),
    Rule(
        "kitty.needs-trump-win",
        "Capture needs a trump win (001)",
        "Under 001's tournament rules the attackers capture the kitty only when they win the "
        "last trick with trumps.",
        "001 比赛规则：抓分方须用主牌赢得最后一轮才算抠底。",
        ("001",),
        ("kitty_needs_trump_win",),
        "07-kitty",
    ),
    Rule(
        "kitty.power-of-two",
        "Kitty ×2^n (000)",
        "The kitty points are multiplied by 2 to the power of the number of cards in the last "
        "trick's largest unit: 44 → ×4, 4455 → ×16, 555 → ×8; a throw counts its largest unit.",
        "抠底倍数为 2 的 n 次方，n 为最后一轮最大牌型的张数：44 为 4 倍，4455 为 16 倍。",
        ("000",),
        ("kitty_multiplier",),
        "07-kitty",
    ),
    Rule(
        "kitty.three-per-card",
        "Kitty ×3n (001)",
        "The kitty points are multiplied by 3 × the number of cards in the last trick's largest "
        "unit: 55 → ×6, 555 → ×9, 444555 → ×18 (001 prints 24 for 445566, which fits no "
        "formula; 3 × 6 = 18 is applied).",
        "抠底倍数为最大牌型张数的 3 倍：55 为 6 倍，555 为 9 倍，444555 为 18 倍。",
        ("001",),
        ("kitty_multiplier",),
        "07-kitty",
    ),
    Rule(
        "kitty.type-table",
        "Kitty by type (002)",
        "Titanic → 2·3^len; else a triple → ×6; else a tractor → 2·2^len; else a pair → ×4; "
        "else ×2 (len = number of steps).",
        "含泰坦尼克 2·3^len；含三同张 6 倍；含拖拉机 2·2^len；含对子 4 倍；否则 2 倍。",
        ("002", "000", "001"),
        ("kitty_multiplier",),
        "07-kitty",
    ),
    Rule(
        "kitty.four-per-pair",
        "Kitty ×2 / ×4 / ×4n (004)",
        "Single ×2; pair ×4; tractor ×4 × number of pairs; a throw counts only its largest "
        "pattern.",
        "单张扣底×2，对子×4，连对×4×对数；甩牌按最大牌型计算，不累加。",
        ("004",),
        ("kitty_multiplier",),
        "07-kitty",
    ),
    Rule(
        "kitty.twice-unit-size",
        "Kitty ×2 × unit size (shengji.io)",
        "The kitty points are multiplied by twice the number of cards in the last trick's "
        "largest unit: single ×2, pair ×4, triple ×6, 2-pair tractor ×8.",
        "抠底倍数为最大牌型张数的 2 倍（shengji.io 默认）。",
        ("RY",),
        ("kitty_multiplier",),
        "07-kitty",
    ),
    # ------------------------------------------------------------------ levels
    Rule(
        "level.standard",
        "Level change, 000 table",
        "Attackers' points decide: 0 → banker team +3; under one step → +2; under two steps → "
        "+1; under three steps → the bank passes with no level; then attackers +1 per step "
        "(a step is 20 points per deck: 40 with 2 decks, 60 with 3).",
        "0 分庄家升3级；不足一档升2级；不足两档升1级；不足三档换庄；之后每满一档抓分方多升一级。",
        ("000", "001"),
        ("level_table", "level_step", "level_cap"),
        "08-scoring",
    ),
    Rule(
        "level.002",
        "Level change, 002 table",
        "2 decks: 0 → B+3, 5-35 → B+2, 40-75 → B+1, 80-115 → attackers +1, then +1 per 40. "
        "1 deck: 0 → B+2, 5-35 → B+1, 40-75 → bank passes, 80-95 → A+1, 100 → A+2. "
        "3 decks as 000.",
        "两副牌：0 分庄家升3级，不足40升2级，40-75升1级，80-115抓分方升1级，之后每40分多升一级。",
        ("002",),
        ("level_table",),
        "08-scoring",
    ),
    Rule(
        "level.004",
        "Level change, 004 table",
        "0 → B+6, 5-10 → B+5, 15-20 → B+4, 25-30 → B+3, 35 → B+2, 40-75 → B+1, 80-115 → bank "
        "passes, 120 → A+1, 125-160 → A+2, 165-200 → A+3, 205-240 → A+4, 245-280 → A+5, "
        "285 and above → A+6 (cap).",
        "0分主打方升6级……80-115换庄，120分捡分方升1级，125-160升2级……285-320升6级（封顶）。",
        ("004",),
        ("level_table",),
        "08-scoring",
    ),
    Rule(
        "level.shengji",
        "Level change, shengji.io table",
        "With step s (40 for 2 decks, plus step_adjustment) and T = "
        "num_steps_to_non_landlord_turnover steps (2): the banker team wins below T·s. With the "
        "truncated zero-crossing window (its default) its bands are [(k-1)s, ks) for k = T…2 "
        "(+1, +2…), then 5 to s-5 and 0 (one more each): 0 → B+3, 5 to s-5 → B+2, s to 2s-5 → "
        "B+1; without it, whole steps down from T·s. Below that each further step down gives one "
        "more level (throw penalties). The attackers take the bank at T·s: deadzone_size steps "
        "(1) with no level, then +1 per step with no cap (2 decks: 240 → A+4, 280 → A+5).",
        "shengji.io：每档 s 分（两副牌 40 分，可加 step_adjustment），抓分方满 T 档"
        "（num_steps_to_non_landlord_turnover，默认 2）上台。默认截断零点那一档：0 分庄家升 3 级，"
        "5 到 s-5 分升 2 级，s 到 2s-5 分升 1 级；不截断时从 T 档起每低一档多升一级。负分时每低一档再多升一级。"
        "抓分方上台后先有 deadzone_size 档（默认 1）不升级，之后每多一档升一级，不封顶"
        "（两副牌 240 分升 4 级，280 分升 5 级）。",
        ("RY",),
        (
            "level_table",
            "level_step",
            "level_cap",
            "num_steps_to_non_landlord_turnover",
            "deadzone_size",
            "truncate_zero_crossing_window",
            "step_adjustment",
        ),
        "08-scoring",
    ),
    Rule(
        "level.bonus-smaller-team",
        "shengji.io: bonus level for a smaller banker team",
        "With called friends, a banker team that ends with fewer players than its calls allow "
        "(a friend never found, or one player joining twice) and wins the hand goes up one more "
        "level (bonus_level_policy='smaller_banker_team', shengji.io's default).",
        "找朋友时，庄家方最后的人数少于叫的朋友数（有朋友没出来，或一个人当了两次朋友），"
        "庄家方赢了就多升 1 级（shengji.io 默认的奖励级）。",
        ("RY",),
        ("bonus_level_policy", "partners"),
        "13-house-rules",
    ),
    Rule(
        "level.jack",
        "shengji.io: the jack variation (钩J)",
        "Under jack_variation='single_jack', when the banker's level is J and the attackers win "
        "the last trick with a single J, every player of the banker team goes back to 2; the "
        "hand's level change then applies from there.",
        "钩J（jack_variation='single_jack'）：打 J 时，抓分方用单张 J 赢了最后一轮，"
        "庄家方全体退回 2，本局的升级再从 2 算起。",
        ("RY",),
        ("jack_variation",),
        "13-house-rules",
    ),
    Rule(
        "level.nt-rank",
        "shengji.io: the NT rank past A",
        "Under max_rank='no_trump' the levels run 2 … A, then NT: a hand at NT has no level "
        "card and no trump suit, so the jokers are the only trumps and every suit runs 2 to A "
        "unbroken; nobody declares. NT must be defended whenever A must; past NT the count "
        "goes back to 2 (match_end='wrap').",
        "max_rank='no_trump' 时级从 2 升到 A，再升到 NT：打 NT 时没有级牌，也没有主花色，只有王是主，"
        "各花色 2 到 A 连成一串，谁也不亮主。A 必打时 NT 也必打；过了 NT 从 2 重新数。",
        ("RY",),
        ("max_rank", "must_defend", "match_end"),
        "13-house-rules",
    ),
    Rule(
        "level.advance",
        "Going up levels",
        "A team that goes up n levels moves n ranks up the ladder 2, 3, ..., K, A (the level "
        "rank is the banker's level).",
        "升 n 级即在 2、3……K、A 的顺序上前进 n 级。",
        ("000", "002", "004"),
        ("must_defend",),
        "08-scoring",
    ),
    Rule(
        "level.must-defend",
        "Must-defend ranks",
        "A jump never skips a must-defend rank (A by default): a team stops on it and must win "
        "it as banker to go past.",
        "必打级（默认 A）不能跳过：升级到此级停止，须坐庄打过才能通过。",
        ("RY", "80p"),
        ("must_defend",),
        "08-scoring",
    ),
    Rule(
        "level.match-end",
        "End of the match",
        "defend_ace: the banker team that wins a hand at A wins the match; pass_ace (001): the "
        "first side past A wins; wrap (004): after A the count goes back to 2. Under "
        "max_rank='no_trump' (shengji.io) the top is NT instead of A.",
        "坐庄打过 A 的一方赢（默认）；先升过 A 的一方赢（001）；或过了 A 从 2 重新打（004）。"
        "按 shengji.io 的 max_rank='no_trump'，最高一级是 A 之上的无主（NT）。",
        ("001", "004", "RY"),
        ("match_end", "max_rank"),
        "08-scoring",
    ),
    Rule(
        "level.next-banker",
        "Who is banker next",
        "If the banker team keeps the bank, the banker's partner is next banker; if the "
        "attackers take over, the banker's next player (下家) is.",
        "庄家方升级，下一局由庄家的对家坐庄；抓分方上台，由庄家的下家坐庄。",
        ("000", "001", "004"),
        (),
        "08-scoring",
    ),
    # ------------------------------------------------------------------ input problems
    Rule(
        "input.one-suit",
        "A lead is one effective suit",
        "All cards led together must be of one effective suit (all trumps, or all of one side "
        "suit).",
        "首家一次出的牌必须同一门（全是主牌或同一花色副牌）。",
        ("000", "002", "004"),
        (),
        "04-leading-following",
    ),
    # ------------------------------------------------------------------ leading and throwing
    Rule(
        "lead.one-suit",
        "A lead is one effective suit",
        "Everything led together must be all trumps or all one side suit.",
        "首家一次出的牌必须全是主牌或同一花色的副牌。",
        ("000", "002", "004", "RY"),
        (),
        "04-leading-following",
    ),
    Rule(
        "throw.single-unit",
        "A single unit is not a throw",
        "A single, pair, triple or tractor may always be led; only several units together are a "
        "throw (甩牌) that must be checked.",
        "单张、对子、三同张、拖拉机可以直接出；多个牌型一起出才是甩牌。",
        ("000", "002", "003"),
        (),
        "06-throws",
    ),
    Rule(
        "throw.succeeds",
        "A throw stands when nobody can beat any part of it",
        "A throw succeeds when no other hand holds, in the led suit, a unit of the same shape "
        "that beats one of its units. Equal cards never beat; trumps never block a side-suit "
        "throw.",
        "其他各家都没有同门、同牌型且更大的牌时，甩牌成功；相同的牌不算大，主牌不能阻止副牌甩牌。",
        ("000", "003", "RY"),
        (),
        "06-throws",
    ),
    Rule(
        "throw.fails.lowest-failing",
        "Failed throw: the lowest failing unit is forced (000, 004)",
        "If some unit can be beaten, the leader must play the lowest of the units that can be "
        "beaten instead. Throwing ♠9 ♠8 ♠8 ♠4 ♠4: if someone holds ♠J, play ♠9; if someone "
        "holds ♠Q ♠Q or ♠5 ♠5, play ♠4 ♠4.",
        "甩牌失败时，只能出被管住的几组里最小的一组。甩 黑桃9、黑桃8、黑桃8、黑桃4、黑桃4："
        "有人有黑桃J，就出黑桃9；有人有一对黑桃Q 或一对黑桃5，就出 黑桃4、黑桃4。",
        ("000", "004"),
        ("forced_unit", "throw_penalty"),
        "06-throws",
    ),
    Rule(
        "throw.fails.first-blocker",
        "Failed throw: first blocker's smallest unit (shengji.io)",
        "The first other player in seat order who can beat a unit decides: the smallest unit "
        "they can beat is forced.",
        "按座位顺序第一个能管上的玩家，其能管上的最小牌型被强制出（shengji.io）。",
        ("RY",),
        ("forced_unit", "throw_penalty"),
        "06-throws",
    ),
    Rule(
        "throw.fails.type-order",
        "Failed throw: tractor, then triple, then pair (002)",
        "The failing units are checked as tractors first, then triples, then pairs, then "
        "singles; the first type that fails is forced (33344 with a higher triple out → 333).",
        "先检查拖拉机，再三同张，再对子，再单张；第一个失败的牌型被强制出（002）。",
        ("002",),
        ("forced_unit", "throw_penalty"),
        "06-throws",
    ),
    Rule(
        "throw.fails.smallest-unit",
        "Failed throw: the unit with the fewest cards (house rule)",
        "If some units can be beaten, the leader plays the failing unit with the fewest cards, "
        "and of those the lowest: level A, clubs trump, CK + C6 C6 thrown with HA and C8 C8 "
        "out → CK. A reading of 000/004's '最小牌' that other online engines use; 000's own "
        "example (98844 against QQ → 44) favours lowest_failing, so no preset uses it.",
        "甩牌失败时出失败牌型中张数最少的，张数相同时出最小的：打 A、梅花为主，甩 CK C6 C6，"
        "别家有 HA 和 C8 C8 → 出 CK。这是对 000/004“最小牌”的另一种理解（其他在线实现如此）；"
        "000 自己的例子（98844 遇 QQ 出 44）支持“最小牌型”，故无预设采用。",
        ("000", "004"),
        ("forced_unit", "throw_penalty"),
        "06-throws",
    ),
    Rule(
        "throw.unseen-safe",
        "A safe throw at the table",
        "Counting the cards you hold and the cards already played, no unseen holding can beat "
        "any unit of the throw.",
        "算上自己的牌和已出的牌，未出现的牌中没有能大过任一牌型的组合。",
        ("003",),
        (),
        "06-throws",
    ),
    Rule(
        "throw.unseen-risk",
        "A risky throw at the table",
        "Some holding of the unseen cards could beat a unit of the throw; the throw succeeds "
        "only if nobody actually holds it.",
        "未出现的牌中有可能大过其中牌型的组合，甩牌有风险。",
        ("003",),
        (),
        "06-throws",
    ),
    # ------------------------------------------------------------------ following
    Rule(
        "follow.count",
        "Play as many cards as were led",
        "Every follower plays exactly as many cards as the leader.",
        "跟牌张数必须与首家相同。",
        ("000", "004"),
        (),
        "04-leading-following",
    ),
    Rule(
        "follow.own-cards",
        "Play from your own hand",
        "A follow is made of cards you hold.",
        "只能出自己手中的牌。",
        ("all",),
        (),
        "04-leading-following",
    ),
    Rule(
        "follow.suit",
        "Follow suit",
        "While you hold cards of the led effective suit you must play them (all of them if you "
        "have no more than were led); void, you may trump or discard.",
        "有首家所出花色（主牌算一门）的牌必须先跟；没有时可以毙或垫。",
        ("000", "002", "004"),
        ("draw_policy",),
        "04-leading-following",
    ),
    Rule(
        "follow.pairs",
        "Pairs draw pairs",
        "If a pair (or pairs) was led, you must follow with as many pairs of the suit as you "
        "hold, up to the number led; pairs inside tractors (and triples) count.",
        "出对牌时，其余家有对牌必须出对牌（包括拖拉机中的对牌）。",
        ("000", "002", "004"),
        ("draw_policy",),
        "04-leading-following",
    ),
    Rule(
        "follow.pairs.protected",
        "Protected triples do not stand in for a kept pair",
        "Under longer_tuples_protected (and protected_and_tractor_only) nobody must split a "
        "triple to make a pair, but three identical cards played for a pair slot count as a "
        "pair only when the hand keeps back fewer genuine pairs (held exactly twice) than such "
        "slots: SK SK SQ led, holding S3 S3 S3 S7 S7 S8, S3 S3 S3 is illegal and S7 S7 S3 legal.",
        "保护三同张时不必拆三同张跟对子；但手中还留有真对子时，三同张不能充当对子：首家出 SK SK SQ，"
        "手有 S3 S3 S3 S7 S7 S8，不能出 S3 S3 S3，应出 S7 S7 S3。",
        ("RY",),
        ("draw_policy",),
        "13-house-rules",
    ),
    Rule(
        "follow.tractors",
        "Tractors draw tractors",
        "If a tractor was led and you hold a tractor of the same shape in the suit, you must "
        "play it; otherwise pairs, otherwise singles.",
        "出拖拉机时，其余家有拖拉机必须出拖拉机；没有则出对牌，无对牌时才能出其它牌。",
        ("000", "004"),
        ("draw_policy",),
        "04-leading-following",
    ),
    Rule(
        "follow.triples",
        "Triples draw triples (3 decks)",
        "If a triple was led: a triple, else a pair and a single, else three singles.",
        "出三同张时：有三同张出三同张，否则一对加一单张，否则三单张。",
        ("000", "001", "002"),
        ("draw_policy",),
        "11-three-decks",
    ),
    Rule(
        "follow.titanic-ladder",
        "Following a Titanic (3 decks)",
        "000/001: Titanic > tractor + any two > two triples > triple + pair + single > triple "
        "+ 3 singles > 2 pairs + 2 singles > pair + 4 singles > 6 singles. 002 puts two "
        "triples before tractor + two singles.",
        "000/001：泰坦尼克 > 拖拉机+任意两张 > 两副三同张 > ……；002 将两副三同张排在拖拉机之前。",
        ("000", "001", "002"),
        ("titanic_follow", "draw_policy"),
        "11-three-decks",
    ),
    Rule(
        "follow.wide-ladder",
        "Following with four to eight decks (shengji.io's ladder)",
        "With more than three decks the lead's units (quads, quints, tractors of them) are "
        "followed down shengji.io's decomposition ladder: the lead's own shape, then ever "
        "weaker readings of it (a quad: quad > triple + single > tractor of pairs > two pairs > "
        "pair + two singles > four singles). The first reading the play fills makes it legal; "
        "one the hand could fill, met first, makes it illegal.",
        "四到八副牌时，首家的牌组（四同张、五同张及其拖拉机）按 shengji.io 的拆分阶梯跟牌："
        "先原牌型，再依次放宽（四同张：四同张 > 三同张+单张 > 对子拖拉机 > 两对 > 一对+两单 > "
        "四单）。出的牌先满足哪一级即合法；手牌能满足而出牌不满足的一级先出现则不合法。",
        ("RY",),
        ("decks", "draw_policy"),
        "13-house-rules",
    ),
    # ------------------------------------------------------------------ the trick
    Rule(
        "trick.lead",
        "The leader holds the trick first",
        "The lead is the play to beat until someone beats it.",
        "首家所出的牌先为最大。",
        ("all",),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.leader-keeps",
        "Nobody beat the lead",
        "No later play beat the lead, so the leader wins the trick.",
        "没有人大过首家，首家赢得本轮。",
        ("all",),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.discard",
        "A discard never wins",
        "Only a play entirely of the led suit, or entirely trumps when a side suit was led, can "
        "win; anything else is a discard (垫牌).",
        "只有全是首家花色、或首家出副牌时全是主牌的出牌才能赢；其他为垫牌。",
        ("000", "002", "004"),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.structure",
        "A follow must match the lead's shape to win",
        "A play of the led suit wins only if its cards form the lead's units (a pair for a pair, "
        "a tractor for a tractor).",
        "同门跟牌须与首家牌型相同才能大。",
        ("000", "003"),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.ruff-shape",
        "A ruff must match the lead's shape",
        "Trumps played to a side-suit lead win only with the lead's structure (as many tractors "
        "and pairs); otherwise the ruff counts as a discard: trumps without a pair never win a "
        "side-suit pair.",
        "毙牌须有相应数量的拖拉机和对子，否则视为垫牌；没有对的主牌不能毙副牌对子。",
        ("000", "002", "004"),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.ruff",
        "Trumps beat the led side suit",
        "A void player's trumps with the lead's shape beat every play of the led side suit.",
        "没有首家花色时，用相同牌型的主牌可以毙掉。",
        ("000", "002", "004"),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.higher",
        "A higher unit of the same shape wins",
        "Between plays of one suit with the lead's shape, the strictly higher unit wins.",
        "同门同牌型，大者为大。",
        ("000", "003"),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.ties",
        "The first of equal plays wins",
        "Equal cards (identical cards, or off-suit level cards of different suits) never beat: "
        "the first played keeps the trick.",
        "同等大小的牌以先出者为大。",
        ("000", "003", "RY"),
        (),
        "05-ruffing",
    ),
    Rule(
        "trick.over-ruff.largest-unit-first",
        "Over-ruff: largest unit first (000, 001)",
        "When two players ruff a play of several units, their largest units are compared first "
        "(tractor, then pair, then single; with three decks a triple comes after the tractor); "
        "the first difference decides. At level 10, hearts trump, on a lead of ♠5 ♠4 ♠4, ♥8 ♥8 ♥4 "
        "over-ruffs ♥9 ♥7 ♥7 (the pairs decide); on a lead of ♠5 ♠6 ♠7 it does not (three "
        "singles: ♥9 is the highest).",
        "两家都用主牌毙时，先比最大的一组（拖拉机，再对子，再单张；三副牌时三同张排在拖拉机后面），"
        "第一处不同就定输赢。打10、红桃做主，首家出 黑桃5、黑桃4、黑桃4：红桃8、红桃8、红桃4 盖得住 "
        "红桃9、红桃7、红桃7（比的是对子）；首家出 黑桃5、黑桃6、黑桃7 时就盖不住（三张单牌，红桃9 最大）。",
        ("000", "001"),
        ("over_ruff",),
        "06-throws",
    ),
    Rule(
        "trick.over-ruff.all-units",
        "Over-ruff: every unit higher (shengji.io)",
        "A multi-unit play beats the current best only if each of its units beats the matching "
        "unit (so 884 does not over-ruff 977 on a 544 lead).",
        "每个牌型都要更大才能盖毙（shengji.io 默认）。",
        ("RY",),
        ("over_ruff",),
        "06-throws",
    ),
    Rule(
        "trick.over-ruff.highest-card",
        "Over-ruff: the highest card decides",
        "A multi-unit play beats the current best if its highest card is higher.",
        "比较最大的一张牌。",
        ("RY",),
        ("over_ruff",),
        "06-throws",
    ),
    Rule(
        "trick.over-ruff.trick-unit-length",
        "Over-ruff: the largest units decide (shengji.io TrickUnitLength)",
        "Multi-unit plays compare unit by unit, largest units first, skipping units that tie; "
        "the first difference decides. In a throw with a pair or longer, the singles are not "
        "compared at all.",
        "按牌型从大到小逐一比较，相同则比下一个，第一个不同者决定胜负；含对子或更大牌型的甩牌不比单张"
        "（shengji.io TrickUnitLength）。",
        ("RY",),
        ("over_ruff",),
        "13-house-rules",
    ),
    Rule(
        "trick.bomb",
        "Bombs beat every other play (shengji.io, 4+ decks)",
        "Under bombs, a play of as many identical cards as were led (4 or more) is a bomb: it "
        "beats any play that is not a bomb. Between bombs, trumps beat side suits and a higher "
        "card of the same suit beats a lower; a bomb of another side suit does not beat one "
        "already winning (shengji.io orders side suits by an internal table; this engine lets "
        "the earlier bomb keep the trick).",
        "允许炸弹时，与首家张数相同（四张或以上）的相同牌为炸弹，大过任何非炸弹的牌；炸弹之间主牌大于副牌，"
        "同花色比大小；不同副牌花色的炸弹不能压过已领先的炸弹。",
        ("RY",),
        ("bombs",),
        "13-house-rules",
    ),
    Rule(
        "follow.bomb",
        "A bomb may be played to follow (shengji.io, 4+ decks)",
        "Under bombs='allow_bombs' a bomb (as many identical cards as were led, 4 or more) is "
        "a legal follow whatever the suit; under 'allow_bombs_suit_following' only a bomb of the "
        "led suit or of trumps, or any bomb when void in the led suit.",
        "允许炸弹时，炸弹（与首家张数相同、四张或以上的相同牌）可以不论花色跟出；若须跟花色，则只能是首家"
        "花色或主牌的炸弹，缺门时才可出其他花色的炸弹。",
        ("RY",),
        ("bombs",),
        "13-house-rules",
    ),
    Rule(
        "lead.rainbow",
        "A rainbow may be led (shengji.io rainbows)",
        "Under rainbows=n (shengji.io's compound_formats.rainbows, mechanics/src/trick.rs "
        "try_rainbow_format; off by default), a lead that is not one suit stands when every "
        "rank in it has at least n cards spanning all four effective suits, with no joker: one "
        "rank is a rainbow, several a rainbow throw. The level rank never makes one (its cards "
        "are all trumps).",
        "打彩虹时（rainbows=n，shengji.io 的 compound_formats.rainbows，默认不打），不同门的牌"
        "也可以一起出：每个点数至少 n 张、四门都有、不带王。一个点数是彩虹，几个点数一起是彩虹甩牌。"
        "级牌都是主，凑不成彩虹。",
        ("RY",),
        ("rainbows",),
        "13-house-rules",
    ),
    Rule(
        "throw.rainbow.succeeds",
        "A rainbow throw stands when no hand holds more of a higher rank",
        "A rainbow of several ranks stands unless another hand holds as many cards of a "
        "strictly higher rank (any suits, ranks 2 to A) as one of its ranks has (shengji.io "
        "mechanics/src/trick.rs play_cards).",
        "几个点数一起出的彩虹，只要别家没有同样多张、点数更大的牌（花色不限，按 2 到 A 比），"
        "甩牌就成功。",
        ("RY",),
        ("rainbows",),
        "13-house-rules",
    ),
    Rule(
        "throw.rainbow.fails",
        "A beaten rainbow throw plays one rank",
        "When another hand holds as many cards of a higher rank as one rank of a rainbow "
        "throw, the throw fails and the leader plays one rank's cards instead: shengji.io "
        "(first_blocker) the lowest rank the first such hand in seat order beats; under the "
        "other forced_unit readings the lowest beaten rank, or the one with fewest cards.",
        "别家有同样多张、点数更大的牌时，彩虹甩牌失败，只能出其中一个点数：shengji.io 按座位顺序"
        "第一个能管上的人，出他能管上的最小点数。",
        ("RY",),
        ("rainbows", "forced_unit", "throw_penalty"),
        "13-house-rules",
    ),
    Rule(
        "follow.rainbow",
        "Answer a rainbow with same-rank cards",
        "To a rainbow lead a follower who can must play, for each rank led, as many cards of "
        "one rank (any suits; two groups may share a rank with cards enough); there is no suit "
        "to follow (shengji.io mechanics/src/trick.rs is_legal_play).",
        "跟彩虹时，能跟就必须跟：首家每个点数有几张，你就出几张同一点数的牌（花色不限）；"
        "彩虹没有要跟的花色。",
        ("RY",),
        ("rainbows",),
        "13-house-rules",
    ),
    Rule(
        "follow.rainbow.none-held",
        "No same-rank answer: any cards",
        "A follower whose hand cannot give one rank's worth of cards for every rank of a "
        "rainbow lead may play any cards, as many as were led (shengji.io is_legal_play).",
        "手里凑不出跟彩虹的同点数牌时，出任意同样张数的牌都可以。",
        ("RY",),
        ("rainbows",),
        "13-house-rules",
    ),
    Rule(
        "trick.rainbow",
        "The highest ranks win a rainbow",
        "Each play to a rainbow is read one rank per led group (the largest group first takes "
        "the highest rank with cards enough); the ranks read, highest first, are compared as a "
        "list, and only a strictly higher list takes the trick. Bombs do not count (shengji.io "
        "mechanics/src/trick.rs compute_rainbow_winner).",
        "跟彩虹的牌按同一点数读出点数（大组先取够张数的最大点数），从大到小比较，"
        "更大者才赢，相同时先出者赢；炸弹不管用。",
        ("RY",),
        ("rainbows",),
        "13-house-rules",
    ),
    # ------------------------------------------------------------------ declaring, friends, a whole hand (Engine III)
    Rule(
        "declare.shape",
        "What a bid shows",
        "A bid shows identical level cards of one suit (that suit becomes trumps) or identical jokers (no-trump); nothing else is a bid.",
        "亮主须亮出同花色的级牌，或相同的王（无主）。",
        ("000", "004", "RY"),
        (),
        "09-declaring",
    ),
    Rule(
        "declare.joker-bid",
        "Joker bids (no-trump)",
        "Identical jokers declare no-trump; how many are needed is joker_bid_policy (default: two or more, a BJ bid beats an LJ bid; 001's ladder has none).",
        "相同的王反无主；张数由规则决定（默认两张以上，大王大于小王；001 无王反）。",
        ("000", "002", "004", "RY"),
        ("joker_bid_policy",),
        "09-declaring",
    ),
    Rule(
        "declare.joker-colour",
        "003: a level card with a joker of its colour",
        "In the first hand a declaration is a level card plus a joker: the big joker only with a red suit (H, D), the little joker only with a black suit (S, C).",
        "第一局亮主须级牌附带一张王：大王只能报红色主，小王只能报黑色主。",
        ("003",),
        ("joker_colour_rule",),
        "09-declaring",
    ),
    Rule(
        "declare.own-cards",
        "Bid with your own cards",
        "A player can only show cards they hold.",
        "只能亮自己手中的牌。",
        ("000",),
        (),
        "09-declaring",
    ),
    Rule(
        "declare.kitty-cards",
        "001: kitty cards do not complete a bid",
        "A pair or triple completed with cards taken from the kitty may not be used to bid.",
        "底牌凑成的对或三条不可以反。",
        ("001",),
        ("kitty_cards_count_for_bid",),
        "09-declaring",
    ),
    Rule(
        "declare.first",
        "The first declaration",
        "During the deal the first player to show a legal bid (at least declare_min_cards level cards) fixes the trump suit; after it, only a stronger bid counts.",
        "发牌过程中先亮出合法级牌者定主；之后只有更大的亮牌才算。",
        ("000", "004"),
        ("declare_min_cards",),
        "09-declaring",
    ),
    Rule(
        "declare.min-cards",
        "Fewest cards for a first declaration",
        "A first declaration needs declare_min_cards identical level cards.",
        "首次亮主所需的最少级牌张数。",
        ("RY",),
        ("declare_min_cards",),
        "09-declaring",
    ),
    Rule(
        "declare.jokers-open",
        "004: jokers do not open",
        "Jokers may not make the first declaration; they can only overturn to no-trump.",
        "常主不可进行报主，只能反无主。",
        ("004",),
        ("jokers_can_open",),
        "09-declaring",
    ),
    Rule(
        "declare.during-deal",
        "First declarations during the deal",
        "A first declaration is made while the cards are drawn; if nobody has declared when the deal ends, the no-bid rule applies.",
        "首次亮主须在发牌过程中；发牌结束仍无人亮主时按无人亮主规则处理。",
        ("000", "004"),
        ("no_bid_first_hand", "no_bid_later"),
        "09-declaring",
    ),
    Rule(
        "declare.beats.joker-or-greater-length",
        "Overturn: more cards, or jokers",
        "A bid of more cards beats one of fewer; at equal length only a joker bid beats, BJ over LJ. With 3 decks: 1 level card < 2 level cards < 2 jokers < 3 level cards < 3 jokers.",
        "张数多者为大；张数相同时只有王可以反（大王大于小王）。三副牌：单张 < 两张 < 两张王 < 三张 < 三张王。",
        ("000", "002", "RY"),
        ("bid_policy",),
        "09-declaring",
    ),
    Rule(
        "declare.beats.joker-or-higher-suit",
        "004: overturn order BJ > LJ > S > H > C > D",
        "More cards beat fewer; at equal length (two or more cards) a higher suit in suit_order or jokers beat: after a heart overturn only spades or jokers can overturn.",
        "反主顺序：大王 > 小王 > 黑桃 > 红桃 > 梅花 > 方片；红桃反主后只能反黑桃或常主。",
        ("004", "RY"),
        ("bid_policy", "suit_order"),
        "09-declaring",
    ),
    Rule(
        "declare.beats.greater-length",
        "Overturn: only more cards",
        "Only a bid of more cards beats the current one (jokers included).",
        "只有张数更多才能反。",
        ("RY",),
        ("bid_policy",),
        "09-declaring",
    ),
    Rule(
        "declare.reinforce",
        "Reinforcing (加固/上保险)",
        "The winning bidder may show more cards of the same bid; afterwards only a bid that beats the longer bid can overturn (004: after a heart pair only spades or jokers).",
        "亮主者可亮出更多同样的级牌加固（上保险）；之后须更大的牌才能反。",
        ("001", "004", "RY"),
        ("reinforce_policy",),
        "09-declaring",
    ),
    Rule(
        "declare.self-overturn",
        "Overturning your own bid (自反)",
        "A declarer may overturn their own winning bid only as self_overturn allows: 001/004 only after somebody else has changed the bid.",
        "自己亮主后，没人改主，自己不能反自己（001、004）。",
        ("000", "001", "004"),
        ("self_overturn", "reinforce_policy"),
        "09-declaring",
    ),
    Rule(
        "declare.no-bid.redeal",
        "Nobody declares: redeal",
        "If nobody declares during the deal, the cards are shuffled and dealt again.",
        "无人亮主则重新发牌。",
        ("gamerules",),
        ("no_bid_first_hand", "no_bid_later"),
        "09-declaring",
    ),
    Rule(
        "declare.no-bid.no-trump",
        "000: nobody declares, play no-trump",
        "If nobody has declared when the deal ends, the hand is played in no-trump.",
        "若发牌结束仍无人亮牌，则打无主。",
        ("000",),
        ("no_bid_first_hand", "no_bid_later"),
        "09-declaring",
    ),
    Rule(
        "declare.no-bid.kitty-nth",
        "004: the nth kitty card decides",
        "If nobody declares, the suit of the no_bid_kitty_card-th kitty card from the top is trumps (004: the 3rd); a joker there means no-trump.",
        "无人报主时，底牌正数第三张的花色为主；若为常主则打无主。",
        ("004", "RY"),
        ("no_bid_later", "no_bid_kitty_card"),
        "09-declaring",
    ),
    Rule(
        "declare.no-bid.kitty-majority",
        "001: the kitty's longest suit",
        "If nobody declares, the kitty is turned up and the suit with most cards is trumps; on a tie the banker picks (here: the tied suit the banker holds most of, then suit order).",
        "反底牌，以底牌花色数量多的花色作为主牌；数量相同时由庄家定。",
        ("001",),
        ("no_bid_first_hand", "no_bid_later"),
        "09-declaring",
    ),
    Rule(
        "declare.no-bid.kitty-first-level-or-highest",
        "Kitty: first level card or joker, else the highest",
        "If nobody declares, the first level card (its suit) or joker (no-trump) in the kitty decides; without one, the highest card's suit.",
        "无人亮主时，底牌中第一张级牌或王定主；没有则按最大的牌。",
        ("RY",),
        ("no_bid_first_hand", "no_bid_later"),
        "09-declaring",
    ),
    Rule(
        "declare.nt-rank",
        "shengji.io: nobody declares at the NT rank",
        "At the NT rank (max_rank='no_trump') there is no level card to show and no bidding: "
        "the hand is played with no trump suit and the jokers as the only trumps.",
        "打 NT 时没有级牌可亮，也不亮主：这一局没有主花色，只有王是主。",
        ("RY",),
        ("max_rank",),
        "13-house-rules",
    ),
    Rule(
        "declare.overturn-stake",
        "004: each overturn doubles the stake",
        "Under overturns_double_stake (source 004), the coins won or lost on a hand are doubled "
        "for each overturn (反主) in it: three overturns, ×2³ = ×8. Reinforcing (上保险) is not an "
        "overturn. Card points and levels do not change.",
        "每局游戏后，按照当局游戏中反主的次数，最后输赢的金币数量也将进行翻番：反主 3 次，金币 ×2³ = ×8"
        "（004）。上保险不算反主；分数和升级都不变。",
        ("004",),
        ("overturns_double_stake",),
        "13-house-rules",
    ),
    Rule(
        "friends.call",
        "Calling a friend card",
        "With called partners the banker names side-suit cards after burying the kitty: players // 2 - 1 of them (at least one), each with an ordinal no larger than the number of decks.",
        "找朋友：庄家扣底后叫副牌为朋友牌。",
        ("000", "001", "RY"),
        ("partners",),
        "12-one-deck-friends",
    ),
    Rule(
        "friends.holder.other-copy",
        "Bianfeng 寻: the other copy",
        "If the banker holds one copy of the called card, the holder of the other copy is the partner.",
        "如果庄家自己有其中一张，则拿到另外一张的玩家为其对家。",
        ("000", "001"),
        ("partners",),
        "12-one-deck-friends",
    ),
    Rule(
        "friends.holder.nearest",
        "Bianfeng 寻: the nearest holder",
        "If the banker holds no copy, the holder nearest the banker in play order is the partner.",
        "如果庄家自己没有该牌，则按出牌顺序，靠近庄家的有该牌的玩家和他是对家。",
        ("000", "001"),
        ("partners",),
        "12-one-deck-friends",
    ),
    Rule(
        "friends.holder.banker-holds-all",
        "Bianfeng 寻: 1 vs 3",
        "If the banker holds both copies of the called card, the banker plays alone against the other three.",
        "如果庄家自己拿到 2 张该牌，则庄家一打三。",
        ("000", "001"),
        ("partners",),
        "12-one-deck-friends",
    ),
    Rule(
        "friends.holder.none",
        "Called card buried",
        "If no other player holds the called card (it is in the kitty), the banker plays alone.",
        "其他玩家都没有该牌时，庄家一打三。",
        ("000",),
        ("partners",),
        "12-one-deck-friends",
    ),
    Rule(
        "friends.nth-played",
        "shengji.io: the nth player to play the card",
        "The nth copy of the called card to be played brings its player onto the banker's team; a call used up by the banker or a teammate adds nobody.",
        "第 n 个打出朋友牌的玩家加入庄家方。",
        ("RY",),
        ("partners",),
        "12-one-deck-friends",
    ),
    Rule(
        "hand.phase",
        "Actions in their phase",
        "A hand goes deal → bidding → bury → (kitty theft) → (friend call) → tricks → scoring; each action belongs to one phase.",
        "一局按发牌、亮主、扣底、（炒底）、（找朋友）、出牌、计分的顺序进行。",
        ("000", "004"),
        (),
        "10-whole-hand",
    ),
    Rule(
        "hand.turn",
        "Play in turn",
        "Plays (and kitty-theft overturns) go in play order; the banker leads the first trick and each trick's winner leads the next.",
        "按顺序出牌；庄家首先出牌，以后每轮由上一轮获胜者先出。",
        ("000", "001", "004"),
        (),
        "10-whole-hand",
    ),
    Rule(
        "hand.first-banker",
        "First hand: who is banker",
        "In the first hand the bids decide the banker: the first to declare (000, first_banker='first_bid') or the winning bid (001 首轮反主抢庄, 004 反主反打).",
        "第一局由亮主决定庄家：先亮者为庄家，或反主抢庄。",
        ("000", "001", "004", "RY"),
        ("first_banker",),
        "10-whole-hand",
    ),
    Rule(
        "hand.bid-sets-trump",
        "Later hands: bids set the trump only",
        "After the first hand the banker is fixed by the previous hand; declaring and overturning change the trump suit but not the banker (反主不反庄).",
        "第一局以后亮主只定主花色，庄家不变（反主不反庄）。",
        ("001", "004"),
        ("first_banker",),
        "10-whole-hand",
    ),
)

#: Every rule, by id.
CATALOGUE: Final[dict[str, Rule]] = {r.id: r for r in _RULES}


def rule(rule_id: str) -> Rule:
    """The catalogue entry for ``rule_id`` (KeyError names the unknown id)."""
    try:
        return CATALOGUE[rule_id]
    except KeyError:
        msg = f"unknown rule id {rule_id!r}"
        raise KeyError(msg) from None


#: Each rule's title in Chinese (shown when a reader reads the site or a widget in 中文).
TITLES_ZH: Final[dict[str, str]] = {
    "combo.wide-tuple": "四同张及以上（4 到 8 副牌）",
    "follow.wide-ladder": "4 到 8 副牌的跟牌（shengji.io 的阶梯）",
    "follow.bomb": "跟牌可以出炸弹（shengji.io，4 副牌以上）",
    "trick.bomb": "炸弹大过其他一切出牌（shengji.io，4 副牌以上）",
    "lead.rainbow": "可以出彩虹（shengji.io）",
    "throw.rainbow.succeeds": "别家没有更大的同点数牌，彩虹甩牌成功",
    "throw.rainbow.fails": "彩虹甩牌失败，只出一个点数",
    "follow.rainbow": "跟彩虹要出同点数的牌",
    "follow.rainbow.none-held": "凑不出同点数的牌，可任意跟",
    "trick.rainbow": "彩虹比点数大小",
    "trick.over-ruff.trick-unit-length": "盖毙：最大的牌型决定（shengji.io TrickUnitLength）",
    "order.effective-suit": "哪些牌是主牌",
    "order.trump-strength": "主牌的大小",
    "order.no-trump": "无主",
    "order.equal-cards": "一样大的牌",
    "combo.single": "单张",
    "combo.pair": "对子",
    "combo.triple": "三同张（三副牌）",
    "combo.tractor": "拖拉机",
    "combo.tractor.one-suit": "拖拉机只能是同一门",
    "combo.tractor.equal-width": "每一组张数相同",
    "combo.tractor.adjacent": "点数相邻才能连",
    "combo.tractor.level-gap": "跳过级牌",
    "combo.tractor.equal-steps": "一样大的牌不算相连",
    "combo.tractor.trump-chain": "跨越主牌分界的拖拉机",
    "combo.tractor.min-length": "长度够长",
    "combo.not-one-unit": "不是一个牌型",
    "decompose.tuples-first": "拆分混合出牌：对子、三同张不拆（002）",
    "decompose.longest-unit": "拆分混合出牌：最长的牌型优先（shengji.io）",
    "kitty.banker-keeps": "庄家方赢最后一轮，不抠底",
    "kitty.needs-trump-win": "须用主牌赢最后一轮才抠底（001）",
    "kitty.power-of-two": "抠底 ×2^n（000）",
    "kitty.three-per-card": "抠底 ×3n（001）",
    "kitty.type-table": "抠底按牌型（002）",
    "kitty.four-per-pair": "抠底 ×2 / ×4 / ×4n（004）",
    "kitty.twice-unit-size": "抠底 ×2×牌型张数（shengji.io）",
    "level.standard": "升级表：000",
    "level.002": "升级表：002",
    "level.004": "升级表：004",
    "level.shengji": "升级表：shengji.io",
    "level.bonus-smaller-team": "shengji.io：庄家方人少的奖励级",
    "level.jack": "shengji.io：钩J",
    "level.nt-rank": "shengji.io：A 之后的 NT 级",
    "level.advance": "升级",
    "level.must-defend": "必打的级",
    "level.match-end": "整场结束",
    "level.next-banker": "下一局谁坐庄",
    "input.one-suit": "首家只出一门（主牌算一门）",
    "lead.one-suit": "首家只出一门（主牌算一门）",
    "throw.single-unit": "单一牌型不是甩牌",
    "throw.succeeds": "没人能大过其中任何一组，甩牌成功",
    "throw.fails.lowest-failing": "甩牌失败：出最小的失败牌型（000、004）",
    "throw.fails.first-blocker": "甩牌失败：第一个拦截者的最小牌型（shengji.io）",
    "throw.fails.type-order": "甩牌失败：先拖拉机，再三同张，再对子（002）",
    "throw.fails.smallest-unit": "甩牌失败：张数最少的牌型（自定规则）",
    "throw.unseen-safe": "牌桌上稳妥的甩牌",
    "throw.unseen-risk": "牌桌上有风险的甩牌",
    "follow.count": "出牌张数与首家相同",
    "follow.own-cards": "只能出自己手中的牌",
    "follow.suit": "跟同门",
    "follow.pairs": "对子必须跟对子",
    "follow.pairs.protected": "受保护的三同张不能代替留下的对子",
    "follow.tractors": "拖拉机必须跟拖拉机",
    "follow.triples": "三同张必须跟三同张（三副牌）",
    "follow.titanic-ladder": "跟泰坦尼克（三副牌）",
    "trick.lead": "首家先领先",
    "trick.leader-keeps": "没人大过首家",
    "trick.discard": "垫牌永远不大",
    "trick.structure": "牌型与首家相同才能大",
    "trick.ruff-shape": "毙牌须与首家牌型相同",
    "trick.ruff": "主牌大过首家的副牌",
    "trick.higher": "同牌型更大者为大",
    "trick.ties": "相同的出牌，先出为大",
    "trick.over-ruff.largest-unit-first": "盖毙：先比最大的牌型（000、001）",
    "trick.over-ruff.all-units": "盖毙：每个牌型都更大（shengji.io）",
    "trick.over-ruff.highest-card": "盖毙：比最大的一张牌",
    "declare.shape": "亮主亮什么牌",
    "declare.joker-bid": "用王亮无主",
    "declare.joker-colour": "003：级牌配同色的王",
    "declare.own-cards": "只能用自己的牌亮主",
    "declare.kitty-cards": "001：底牌不能凑成亮主",
    "declare.first": "第一个亮主",
    "declare.min-cards": "首次亮主最少几张",
    "declare.jokers-open": "004：王不能首亮",
    "declare.during-deal": "发牌时首次亮主",
    "declare.beats.joker-or-greater-length": "反主：张数多，或用王",
    "declare.beats.joker-or-higher-suit": "004：反主顺序 大王 > 小王 > 黑桃 > 红桃 > 梅花 > 方片",
    "declare.beats.greater-length": "反主：只能张数更多",
    "declare.reinforce": "加固（上保险）",
    "declare.self-overturn": "自反",
    "declare.no-bid.redeal": "无人亮主：重新发牌",
    "declare.no-bid.no-trump": "000：无人亮主，打无主",
    "declare.no-bid.kitty-nth": "004：由第 n 张底牌决定",
    "declare.no-bid.kitty-majority": "001：底牌中最多的花色",
    "declare.no-bid.kitty-first-level-or-highest": "底牌：第一张级牌或王，否则最大的牌",
    "declare.nt-rank": "shengji.io：打 NT 不亮主",
    "declare.overturn-stake": "004：每反主一次金币翻一番",
    "friends.call": "叫朋友牌",
    "friends.holder.other-copy": "边风寻：另一张",
    "friends.holder.nearest": "边风寻：最近的持牌者",
    "friends.holder.banker-holds-all": "边风寻：一打三",
    "friends.holder.none": "朋友牌埋在底里",
    "friends.nth-played": "shengji.io：第 n 个打出该牌的玩家",
    "hand.phase": "按阶段行动",
    "hand.turn": "按顺序出牌",
    "hand.first-banker": "第一局谁坐庄",
    "hand.bid-sets-trump": "以后各局：亮主只定主",
}

#: Each house-rule option's one-line description in Chinese (the English one is the RuleSet
#: field's ``doc``; :func:`tractor_core.rules.ruleset.option_docs`). The house-rules picker shows it
#: in 中文.
OPTION_DOCS_ZH: Final[dict[str, str]] = {
    "bombs": (
        "炸弹（shengji.io，4 副牌以上）：与首家张数相同（4 张或更多）的相同牌是炸弹，大过任何不是炸弹的牌；"
        "炸弹之间主牌大过副牌，同花色点大者大。allow_bombs：炸弹不论花色都可出；"
        "allow_bombs_suit_following：只能是首家花色或主牌，除非已无首家花色。"
    ),
    "decks": "用几副 54 张的牌：1、2 或 3（shengji.io 规则可到 8 副）。",
    "players": "玩家人数（4 人；5–6 人找朋友；4 副以上的 shengji.io 规则可到 10 人）。",
    "kitty_size": "底牌张数；不填则按牌数推出：4 人时 1 / 2 / 3 副牌为 6 / 8 / 6 张。",
    "direction": "发牌和出牌的方向。",
    "permanent_trump_ranks": "永远是主牌的点数（常主），例如 2：排在级牌之下。",
    "nt_keeps_level_rank": "无主时级牌仍是主牌（是），或只有王是主牌（否）。",
    "declare_min_cards": "首次亮主最少要几张相同的级牌。",
    "joker_colour_rule": "第一局：亮主要一张级牌加同色的王（大王配红桃/方片，小王配黑桃/梅花）。",
    "jokers_can_open": "一对王可以首亮（无主）；004 不许用王亮主。",
    "bid_policy": "后来的亮主怎样大过当前的亮主（反主）。",
    "suit_order": "按花色反主时，花色从大到小的顺序。",
    "self_overturn": "亮主的人能否自己反自己（自反）？",
    "reinforce_policy": "亮主的人何时可以加固（上保险）。",
    "joker_bid_policy": "几张相同的王可以亮无主。",
    "kitty_cards_count_for_bid": "从底牌拿到的牌能否凑成反主的对子或三张。",
    "first_banker": "第一局谁坐庄。",
    "kitty_theft": "以后各局：扣底后反主的人拿底牌重新扣（炒底）。",
    "no_bid_first_hand": "第一局无人亮主时怎么办。",
    "no_bid_later": "以后各局无人亮主时怎么办。",
    "no_bid_kitty_card": "按第 n 张底牌定主时，从上数第几张（004：第 3 张；RY：第 1 张）。",
    "tractor_min_length": "拖拉机最少几级相连。",
    "tractor_min_width": "拖拉机每级最少几张相同的牌（2 = 对子；3 = 只有泰坦尼克）。",
    "skip_level_rank": "级牌两边的点数算相连（打 10：JJ99 是拖拉机）。",
    "trump_tractor_links": "主牌拖拉机可以跨越的分界：主 A / 副级牌 / 主级牌 / 小王 / 大王。",
    "decompose": "一门混合的出牌怎样拆成牌型。",
    "throw_check": "由谁检查甩牌（结果相同）。",
    "forced_unit": "甩牌失败后只能出哪一组：最小的失败牌型（000、004、默认）、"
    "按牌型顺序（002）、第一个拦截者（shengji.io）、张数最少（其他网上游戏；无预设）。",
    "throw_penalty": "甩牌失败的罚分。",
    "draw_policy": "跟牌时必须怎样配合首家的牌型。",
    "titanic_follow": "跟泰坦尼克时应出牌型的顺序（三副牌）。",
    "over_ruff": "多组牌型被毙时怎样比较（盖毙）。",
    "kitty_multiplier": "抠底翻倍的公式。",
    "kitty_needs_trump_win": "抓分方只有用主牌赢最后一轮才能抠底。",
    "level_table": "升级表。",
    "level_step": "每档几分；不填则每副牌 20 分（两副牌 40 分）。",
    "level_cap": "抓分方一局最多升几级；不填则不限（所有预设都不限）。",
    "must_defend": "不能跳过、必须坐庄打过的级。",
    "match_end": "打到最高级以后怎样结束。",
    "max_rank": "最高一级：A（2 到 A），或 no_trump（shengji.io 默认：A 之后还有 NT 级，没有级牌，只有王是主；"
    "A 必打时 NT 也必打，match_end 在过了 NT 以后才算）。",
    "num_steps_to_non_landlord_turnover": "shengji.io 升级表：抓分方要满几档才上台（默认 2：两副牌 80 分）。",
    "deadzone_size": "shengji.io 升级表：抓分方上台后有几档不升级（默认 1；0：一上台就升级）。",
    "truncate_zero_crossing_window": "shengji.io 升级表：庄家方的分档在 5 分处截断（5 分到一档以下一段，0 分及以下再多一级）；"
    "否：从上台线往下整档整档地算（0 分落在 0 到一档那一段）。",
    "step_adjustment": "shengji.io 升级表：在每档分数（每副 20 分，或 level_step）上加减的分数（它的 step_adjustments 里"
    "这副数的那一项）；每档仍须是 5 的正整数倍。",
    "bonus_level_policy": "庄家方人数少于叫的朋友数（朋友没出来，或一人当两次朋友）而赢了，多升 1 级（shengji.io 默认）。",
    "jack_variation": "shengji.io 的钩J：打 J 时，抓分方用单张 J 赢了最后一轮，庄家方全体退回 2。",
    "overturns_double_stake": "004：每反主一次，本局输赢的金币翻一番（反主 3 次：×2³）；只算金币，分数和升级不变。",
    "rainbows": (
        "shengji.io 的彩虹（compound_formats.rainbows）：None（默认）不打；n：同一点数、四门都有、"
        "至少 n 张的牌可以一起出，几个这样的点数一起出是彩虹甩牌。能跟的人必须每组跟出同样多张同一点数的牌"
        "（花色不限），点数大的赢。4 到 4 × 副数（shengji.io 的设置页要求至少 4，建议 2 × 副数 + 1）。"
    ),
    "partners": "怎样分队。",
}


def title_zh(rule_id: str) -> str:
    """A rule's title in Chinese (the English title if none is written)."""
    return TITLES_ZH.get(rule_id) or rule(rule_id).title


#: The sources a title ends with: " (000, 004)", "（000、004）".
_SOURCES_AT_END = re.compile(r"\s*[(（]\d{3}(?:[,、]\s*\d{3})*[)）]$")


def plain_title(rule_id: str, lang: str = "en") -> str:
    """A rule's title for a puzzle's reader, without the source numbers it ends with.

    (The catalogue and the house-rules reference keep them.)

    >>> plain_title("throw.fails.lowest-failing")
    'Failed throw: the lowest failing unit is forced'
    >>> plain_title("throw.fails.lowest-failing", "zh")
    '甩牌失败：出最小的失败牌型'
    >>> plain_title("combo.tractor")
    'Tractor (拖拉机)'
    """
    title = title_zh(rule_id) if lang == "zh" else rule(rule_id).title
    return _SOURCES_AT_END.sub("", title)
