# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 7 课 · 底牌
#
# **这一课你会学到**
#
# - 庄家怎样处理**底牌**：拿起来，再**扣底**，扣回去 8 张；
# - 闲家怎样赢下最后一轮来**抠底**，为什么这时底牌里的分要**翻倍**；
# - 各份资料的五种翻倍算法并排对照，都由引擎算出；
# - 两种抠不到底的情况：庄家方赢了最后一轮；或者闲家赢了，但没有用主牌（只在资料 001）。

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    RuleConflictError,
    Suit,
    Trump,
    kitty_capture,
    kitty_multiplier,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import card_points
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

level2 = Trump(Rank.TWO, Suit.HEARTS)
order = order_for(level2)

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## 扣底
#
# 发完牌，还剩 8 张扣着的牌：这就是**底牌**。庄家把它们拿起来，再从手里现在的 33 张牌中任意挑 8 张扣回去（资料 000：“在翻主后由庄家取走底牌，而替换成庄家不需要的同样张数的牌作为新的底牌重新扣下”）。扣了什么，别人都看不见。
#
# 为什么扣这张，不扣那张？扣底可以把一门**扣光**，做成绝门（以后这一门的牌就能毙），把主留在手里。可是底牌里有分就有风险：资料 000 提醒“如果底牌有分，则庄家应该尽量确保不被抓分方扣底”——底牌里有分，就要确保闲家抠不到。下面这副底牌里有 30 分：

# %%
kitty = "SK H10 D5 C5 S3 D4 C7 C8"
Cards(kitty, order)

# %%
print(say("This kitty holds {points} points.").format(points=card_points(parse_cards(kitty))))

# %% [markdown]
# ## 抠底
#
# 底牌里的分归赢下**最后一轮**的一方——如果是**闲家**赢了，就把底牌的分**翻倍**以后加到自己的分里（资料 000、001、002：“扣底时底牌的分牌至少要加倍加到抓分方的得分中”——至少翻一倍）。翻几倍，要看**最后一轮首家出的牌型**：牌型越大，翻得越多。
#
# 比如闲家最后一轮出 ♠Q ♠Q，赢了这一轮。按默认规则：

# %%
print(reason_of(kitty_capture(["SQ SQ", "S3 S4", "H3 H3", "S6 S7"], kitty, order)))

# %% [markdown]
# <a id="kitty.power-of-two"></a>
# <a id="kitty.three-per-card"></a>
# <a id="kitty.type-table"></a>
# <a id="kitty.four-per-pair"></a>
# <a id="kitty.twice-unit-size"></a>
#
# ## 五种算法
#
# 各份资料都同意：最后一轮出的牌型越大，翻得越多；**甩牌只按其中最大的一组算**。分歧在具体的数（房规 `kitty_multiplier`）。先说两个词。**最大的一组**是首家出的牌里张数最多的那一组：甩一个拖拉机加一个对子，最大的一组就是拖拉机。**len** 是拖拉机或泰坦尼克的长度：连着几节。♠4 ♠4 ♠5 ♠5 的 len 是 2（两对连在一起）；♠4 ♠4 ♠5 ♠5 ♠6 ♠6 的 len 是 3。
#
# | 规则 | 算法 | 资料 |
# |---|---|---|
# | `kitty.power-of-two` | 2 的 n 次方，n 是最大一组的张数：44 → 4，4455 → 16 | 000 |
# | `kitty.three-per-card` | 3 × 最大一组的张数：55 → 6，555 → 9 | 001（三副牌） |
# | `kitty.type-table` | 有泰坦尼克 2·3^len，否则有三同张 6，否则有拖拉机 2·2^len，否则有对子 4，否则 2 | 002（也是 000 和 001 的第二部分） |
# | `kitty.four-per-pair` | 单张 2，对子 4，拖拉机 4 × 对数 | 004 |
# | `kitty.twice-unit-size` | 2 × 最大一组的张数 | shengji.io，也是本站的默认 |
#
# **为什么这样默认？** 本站用 shengji.io 的规则（2 × 最大一组的张数）：两副牌时，它算出来的数和 004 完全一样（单张 2，对子 4，拖拉机 4 × 对数），而且不管几副牌都是同一个公式。
#
# 所以 002 给 4455（len 2）翻 2·2² = 8 倍，给 445566（len 3）翻 2·2³ = 16 倍。
#
# 资料 000 的例子：“闲家用 4455 抠底，翻 16 倍”，“闲家用甩牌 AAJJ 甩牌抠底，抠底倍数按对子计算，为 4 倍”（甩 AAJJ 按对子算：×4）。资料 004：“若甩牌时有两对或者两个连对时，仅按照一对或者连对数最多的连对计算，不进行累加”——两个对子只算一个对子，不往上加。
#
# 下面这张表是引擎用各份资料的预设，对同样几手牌算出来的。用的是打2（000 的例子 AKQJ 10 9 8 77 在打10 时会含一张主）。预设 001 是三副牌的预设；下面三行是三副牌才有的牌型（三同张），所以这几行每个预设都按三副牌打——而 004 的算法，引擎在三副牌时不接受（—），因为 004 没有给三同张的倍数。

# %%
presets = ("000", "001", "002", "004", "shengji")
two_deck_leads = (
    "S4",
    "S4 S4",
    "S5 S5 S4 S4",
    "S6 S6 S5 S5 S4 S4",
    "SA SA SJ SJ",
    "SA SK SQ SJ S10 S9 S8 S7 S7",
)
three_deck_leads = ("S5 S5 S5", "S3 S3 S3 S4 S4", "S5 S5 S5 S4 S4 S4")


def multiplier(lead: str, name: str, decks: int | None) -> str:
    """The engine's multiplier for this lead under a preset, or — if the preset refuses."""
    try:
        rules = preset(name, decks=decks) if decks else preset(name)
    except RuleConflictError:
        return "—"
    return f"×{kitty_multiplier(lead, order_for(level2, rules)).value}"


rows = [
    f"| {say('last trick led with')} | " + " | ".join(presets) + " |",
    "|---" * (len(presets) + 1) + "|",
]
for leads, decks in ((two_deck_leads, None), (three_deck_leads, 3)):
    for lead in leads:
        cells = [multiplier(lead, name, decks) for name in presets]
        rows.append(f"| {lead} | " + " | ".join(cells) + " |")
Markdown("\n".join(rows))

# %% [markdown]
# 横着看一行，就知道房规差得有多大：445566 这样三对的拖拉机，按 000 底分翻 64 倍，按 shengji.io 只翻 12 倍。资料 001 给 445566 印的是 24 倍，哪个公式都对不上（3 × 6 = 18）；引擎按 001 别的例子和它的规则“根据最后一轮牌的最大牌型的牌张数扣底”来算。
#
# 引擎会把每种算法的算式写出来：

# %%
for name in ("000", "004"):
    print(reason_of(kitty_multiplier("SA SA SJ SJ", order_for(level2, preset(name)))))

# %% [markdown]
# <a id="kitty.banker-keeps"></a>
#
# ## 庄家方保住底牌
#
# 如果**庄家方**赢了最后一轮，就抠不到底（`kitty.banker-keeps`；资料 000：“最后一轮牌如果是庄家方大，不抠底”）。最后一轮的座位按出牌顺序排；这里庄家方坐 0 号和 2 号，2 号用主牌毙了这一轮：

# %%
last_trick = ["SA SA", "S3 S4", "H3 H3", "S6 S7"]
print(reason_of(kitty_capture(last_trick, kitty, order, winner=2, banker_team={0, 2})))

# %% [markdown]
# <a id="kitty.needs-trump-win"></a>
#
# ## 资料 001：只有用主牌赢才算抠底
#
# 资料 001 的比赛规则多加了一个条件：“如果最后一轮牌由抓分方用主牌获胜，称为扣底”——闲家只有**用主牌**赢下最后一轮才抠得到底（`kitty.needs-trump-win`）。闲家出 ♠A ♠A 赢了这一轮，什么也抠不到；闲家毙了这一轮，就抠底 ×6（001 的 3 × 2 张）。这里庄家方是 1 号和 3 号：

# %%
tournament = order_for(level2, preset("001"))
kitty_001 = "SK H10 D5 C5 S3 D4"  # with three decks the kitty has 6 cards
for trick, winner in ((["SA SA", "S3 S4", "S6 S7", "S8 S9"], 0), (last_trick, 2)):
    verdict = kitty_capture(trick, kitty_001, tournament, winner=winner, banker_team={1, 3})
    said = say("{card} wins: {points} points. {reason}")
    print(
        said.format(
            card=trick[winner], points=verdict.value.attackers_gain, reason=reason_of(verdict)
        )
    )

# %% [markdown]
# ## 试一试
#
# 闲家赢了最后一轮。翻几倍？底牌给他们加多少分？（先数底牌里的分：5、10 和 K。）然后按**比较各种规则**——这一道在好几份资料下答案都不一样。
#
# <!-- puzzle kitty-default-2-4: lead=tractor differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# 这一道的最后一轮是甩牌。按哪一组算？
#
# <!-- puzzle kitty-default-2-5: lead=throw units=single,tractor differs=000,001 -->

# %%
puzzle("kitty", difficulty=2, seed=5)

# %% [markdown]
# ## 练习
#
# **练习 7.1** 按默认规则（2 × 最大一组的张数），闲家赢了最后一轮，这一轮他们出的是 ♦9 ♦9 ♦8 ♦8（打2）。底牌里有 ♠K ♠5 ♥5，另外五张不是分牌。他们从底牌得多少分？
#
# <details><summary>提示</summary>这个拖拉机有几张牌？底牌里有几分？</details>
#
# <details><summary>答案</summary>
#
# 拖拉机 4 张，所以 ×8；底牌 20 分：得 160 分。
#
# </details>

# %%
gain = kitty_capture(["D9 D9 D8 D8"], "SK S5 H5 S3 S4 D6 C7 C8", order).value.attackers_gain
print(say("The attackers gain {points} points from the kitty.").format(points=gain))

# %% [markdown]
# **练习 7.2** 还是这副底牌，但最后一轮出的是甩牌 ♠A ♠A ♠K ♠K ♠J ♠J（拖拉机 AAKK 加对子 JJ）。按 004 的规则翻几倍？按 000 呢？
#
# <details><summary>提示</summary>甩牌只按最大的一组算。是哪一组？</details>
#
# <details><summary>答案</summary>
#
# 最大的一组是拖拉机 AAKK（2 对，4 张）：按 004 是 ×8（4 × 2 对），按 000 是 ×16（2⁴）。对子 JJ 不加什么。
#
# </details>

# %%
for name in ("004", "000"):
    times = kitty_multiplier("SA SA SK SK SJ SJ", order_for(level2, preset(name))).value
    print(say("Under {name}: the kitty counts ×{times}.").format(name=name, times=times))

# %% [markdown]
# **下一课：**[第 8 课 · 一局的计分](08-scoring.py)——分怎样变成升级。
