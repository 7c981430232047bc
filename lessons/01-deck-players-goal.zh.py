# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 1 课 · 牌、牌手和目标
#
# **这一课你会学到**
#
# - 拖拉机用哪些牌，每人拿几张；
# - 谁和谁一伙：**庄家方**和**抓分方**（闲家）；
# - 哪些牌有分，分又怎样变成**升级**，从 2 一直打到 A。
#
# 下面凡是牌和数字，都是规则引擎 `tractor_core` 算出来的。

# %%
from tractor_core import Rank, RuleSet, Suit, Trump, order_for, parse_cards, preset, shoe
from tractor_core.rules.cards import card_points, total_points
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import puzzle

# %% [markdown]
# ## 两副牌，四个人
#
# 通常的打法用**两副带王的整牌**：108 张。每副牌有一张**大王**（红的，写作 `BJ`）和一张**小王**（黑的，`LJ`）。
#
# 牌的写法是花色字母加点数：`S10` 是黑桃10（♠10），`HA` 是红桃A。引擎也认大家平时打的写法：`♠10`、`10♠`、`s10` 或 `黑桃10`。

# %%
cards = shoe(decks=2)
print(say("Two decks with jokers: {n} cards.", n=len(cards)))

# %%
Cards(parse_cards("S10 ♥A 10♣ 大王 lj"))

# %% [markdown]
# 四个人围着桌子坐。**对家一伙**：南和北一伙，东和西一伙。发牌时一张一张按逆时针发，发到只剩 8 张为止：每人 **25 张**，最后 8 张是**底牌**。
#
# <a id="seats"></a>
#
# 课程和题目按**出牌的顺序**把座位编成 **0 到 3** 号：
#
# | | **北** · 2 号 | |
# |:-:|:-:|:-:|
# | **西** · 3 号 | ↺ 出牌顺序<br>0 → 1 → 2 → 3 | **东** · 1 号 |
# | | **南** · 0 号 | |
#
# - 0 号和 2 号（南和北）是对家；1 号和 3 号（东和西）也是对家。
# - 出牌按**逆时针**走：南、东、北、西，再回到南。在你后面出牌的是你的下家，在你前面的是你的上家。
# - 打完整的一局时（[第 10 课](10-whole-hand.py)），0 号是南。只看一轮牌的时候（所有题目和课程里的例子），座位从这一轮**先出牌**的人算起：0 号是首家，1 号接着出，依此类推。在“哪种跟法合法？”的题目里，你是 1 号，就坐在首家的下家。

# %%
rules = RuleSet()  # the default house rules: 2 decks, 4 players
print(
    say(
        "Each player holds {hand} cards; the kitty has {kitty}.",
        hand=rules.hand_size,
        kitty=rules.effective_kitty_size,
    )
)

# %% [markdown]
# ## 庄家方和抓分方
#
# 每一局都有一个人是**庄家**。庄家和他的对家是**庄家方**；另外两个人是**抓分方**（闲家）。庄家拿起底牌，再扣回 8 张，第一轮由他先出。
#
# **第一局谁坐庄？** 这时还没有庄家，所以边发牌边定：摸到级牌（第一局是 2）的人可以亮出来定主——这就是**亮主**（[第 9 课](09-declaring.py)）。默认的规则是，亮主结束时亮得最大的人做第一任庄家；有些牌桌是**最先**亮主的人坐庄。第一局以后，谁坐庄由计分决定（[第 8 课](08-scoring.py)）。
#
# > **英文里 “defenders” 这个词要小心。** 有些英文资料把庄家方叫 *defenders*（他们守自己的级），有些却把闲家叫 *defenders*。本站英文版从不单用这个词：只说 **banker team**（庄家方）或**attackers**（抓分方）。

# %% [markdown]
# ## 有分的牌：5、10 和 K
#
# 只有三种点数有分：每张 **5** 算 5 分，每张 **10** 和每张 **K** 算 10 分。两副牌一共 200 分。

# %%
fives_tens_kings = parse_cards("S5 H10 DK C5 S10")
print(
    say(
        "{cards} are worth {points} points.",
        cards="S5 H10 DK C5 S10",
        points=card_points(fives_tens_kings),
    )
)
counted = sum(c.points for c in cards)
print(
    say(
        "Two decks hold {total} points in all (counted card by card: {counted}).",
        total=total_points(decks=2),
        counted=counted,
    )
)

# %% [markdown]
# **闲家**要赢下带分的牌，庄家方要挡住他们。一局打完，看闲家抓了多少分，决定谁升级、升几级：两副牌时，闲家不到 80 分，庄家方升级；80 分或更多，闲家上台坐庄。完整的表在第 8 课。

# %% [markdown]
# ## 级：从 2 打到 A
#
# 每一队都有自己的**级**，从 2 开始。庄家方打几，这一局的**级牌**就是几：打10 的时候，所有的 10都是特别的主牌（下一课讲）。一队升级升到打 A 并且赢下来，就赢了整场。
#
# 下面是打10、红桃做主时一手牌的样子。主牌在左边有一道金边；级牌有一个金圈。

# %%
order = order_for(Trump(Rank.TEN, Suit.HEARTS))
Cards("BJ H10 S10 HA HK H5 SA SK S7 S7 C9 D3 D2", order)

# %% [markdown]
# ## 试一试
#
# 下面的题目给你一手牌。按牌手拿牌的习惯把它理好：从大到小一张一张点（也可以打字输入），然后按**检查**。**提示**按钮告诉你第一步；**比较各种规则**给出每一套规则下的答案。
#
# <!-- puzzle order-default-1-1: differs=none -->

# %%
puzzle("order", difficulty=1, seed=1)

# %% [markdown]
# ## 练习
#
# **练习 1.1** 一副牌里有多少分？三副牌呢？
#
# <details><summary>提示</summary>数一数 5、10 和 K：每样四种花色。</details>
#
# <details><summary>答案</summary>
#
# 一副牌：4 × (5 + 10 + 10) = 100 分；三副牌：300 分。
#
# </details>

# %%
print(
    say(
        "One deck: {one} points. Three decks: {three} points.",
        one=total_points(decks=1),
        three=total_points(decks=3),
    )
)

# %% [markdown]
# **练习 1.2** 三副牌（162 张）时底牌是 6 张。每人拿几张？
#
# <details><summary>答案</summary>
#
# (162 − 6) / 4 = 每人 39 张——引擎算的也一样：
#
# </details>

# %%
print(
    say(
        "With three decks each player holds {hand} cards.",
        hand=preset("default", decks=3).hand_size,
    )
)

# %% [markdown]
# **下一课：**[第 2 课 · 主牌](02-trumps.py)——哪些牌是主，主牌怎样排大小。
