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
# 下面每一张图、每一个数字都是电脑按本站的规则算出来的，你可以放心——想试试的话，也可以按图上面的“显示代码”，改一改代码。

# %%
from IPython.display import SVG

from tractor_core import Rank, RuleSet, Suit, Trump, order_for, parse_cards, preset, shoe
from tractor_core.rules.cards import card_points, total_points
from tractor_core.rules.trick import trick_winner
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards, trick_svg
from widgets import puzzle

# %% [markdown]
# ## 两副牌，四个人
#
# 拖拉机用**两副带王的整牌**：108 张。每副牌有一张**大王**（红的）和一张**小王**（黑的）。
#
# 别的牌照牌手平时的写法，花色加点数：♠10 就是黑桃10，♥A 是红桃A，♣10 是梅花10。

# %%
cards = shoe(decks=2)
print(say("Two decks with jokers: {n} cards.", n=len(cards)))

# %%
Cards(parse_cards("S10 ♥A 10♣ 大王 lj"))

# %% [markdown]
# 四个人围着桌子坐，**对家一伙**。发牌时一张一张按逆时针发，发到只剩 8 张为止：每人 **25 张**，最后 8 张扣在一边，这就是**底牌**。
#
# <a id="seats"></a>
#
# 课程用东南西北来叫四个座位。**你坐南**：
#
# | | **北** · 你的对家 | |
# |:-:|:-:|:-:|
# | **西** | ↺ 出牌顺序<br>南 → 东 → 北 → 西 | **东** |
# | | **南** · 你 | |
#
# - 南和北是对家，一伙；东和西也是对家，一伙。
# - 出牌按**逆时针**走：南、东、北、西，再回到南。在你后面出牌的是你的**下家**：你的下家是东。在你前面出牌的是你的**上家**：西。
# - 例子里也这样说：“西首出黑桃5，你（南）跟牌”，“东赢了这一轮”。

# %%
rules = RuleSet()  # the site's default game: 2 decks, 4 players
print(
    say(
        "Each player holds {hand} cards; the kitty has {kitty}.",
        hand=rules.hand_size,
        kitty=rules.effective_kitty_size,
    )
)

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：三副牌、一副牌（可以先跳过）</summary>
#
# 这些课程只教一种打法：两副牌、四个人，大多数牌桌都这样打。有的牌桌用的牌不一样：
#
# - **三副牌**（162 张）：每人 39 张，底牌 6 张。资料 001 是三副牌的比赛规则，资料 002 写了一副、两副、三副牌各发几张。见[第 11 课](11-three-decks.py)。
# - **一副牌**（54 张）：每人 12 张，底牌 6 张，常常是边打边找朋友（“找朋友”的打法）。见[第 12 课](12-one-deck-friends.py)。
#
# 所有的资料都是**逆时针**发牌；资料 004：“四个玩家按照逆时针方向依次摸牌，每人每次摸一张，直到最后剩下8张牌为止”。习惯顺时针的班级，可以在房规设置里把方向倒过来。所有的房规都列在[第 13 课](13-house-rules.py)。
#
# </details>

# %% [markdown]
# <a id="tricks"></a>
#
# ## 一轮一轮地出牌
#
# 牌是**一轮一轮**出的。每一轮先由一个人**首出**，其他人按逆时针一个接一个，每人出同样多张牌。出得最大的人**赢这一轮**：这一轮的牌（连同里面的分）都归他，下一轮也由他先出。这样一轮接一轮，直到大家手里的牌都出完，就是一**局**。
#
# 一轮里第一个出牌的人是这一轮的**首家**。下面西首出黑桃6；你（南）出黑桃A，东出黑桃3，北出黑桃J。你的黑桃A 最大，所以这一轮你赢，下一轮由你先出：

# %%
first_trick = ["S6", "SA", "S3", "SJ"]  # West leads, then South, East, North
level2 = order_for(Trump(Rank.TWO, Suit.HEARTS))  # level 2, hearts trump: none of these is a trump
SVG(trick_svg(first_trick, level2, leader=3, winner=trick_winner(first_trick, level2).value))

# %% [markdown]
# 手里没有这门花色时能出什么、谁赢，见[第 4 课](04-leading-following.py)和[第 5 课](05-ruffing.py)。

# %% [markdown]
# ## 庄家方和抓分方
#
# 每一局都有一个人是**庄家**。庄家和他的对家是**庄家方**；另外两个人是**抓分方**（闲家）。庄家拿起底牌，再扣回 8 张，第一轮由他先出。
#
# **第一局谁坐庄？** 这时还没有庄家，所以边发牌边定。摸到**级牌**（第一局是 2）的人可以亮出来定主，这就是**亮主**（[第 9 课](09-declaring.py)）。别人亮出更大的牌可以反主。亮主结束时，谁亮的主还算数，谁就是第一任庄家。第一局以后，谁坐庄由计分决定（[第 8 课](08-scoring.py)）。
#
# <details class="house-rules"><summary>别的牌桌：第一局谁坐庄（可以先跳过）</summary>
#
# **第一局谁坐庄。** 资料 000 和 003 让**第一个**亮主的人坐庄，后面就算有人反主也不变。资料 000：“开局中，双方争庄，先亮者为庄家”；资料 003：“谁先起到……并亮出，即成为该局的庄家”。资料 001 让反主的人坐庄（“首轮反主抢庄”），资料 004 和 shengji.io 网站也和本站一样：亮主结束时还算数的那一家坐庄。详见[第 9 课](09-declaring.py)。
#
# </details>

# %% [markdown]
# ## 有分的牌：5、10 和 K
#
# 只有三种点数有分：每张 **5** 算 5 分，每张 **10** 和每张 **K** 算 10 分。两副牌一共 200 分。

# %%
fives_tens_kings = parse_cards("S5 H10 DK C5 S10")
print(
    say(
        "{cards} are worth {points} points.",
        cards=cards_named(fives_tens_kings),
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
# **抓分方**要赢下带分的牌，庄家方要挡住他们。只算抓分方的分：庄家方赢到的分，抓分方就拿不到了。所以抓分方的得分等于 200 分，减去庄家方赢到的分，如果抓分方没有抠底，再减去底牌里的分（抠底就是赢最后一轮时拿到底牌的分，见[第 7 课](07-kitty.py)）。
#
# 一局打完，看抓分方得了多少分，决定谁升级、升几级：不到 80 分，庄家方升级；80 分或更多，抓分方上台坐庄。完整的表在[第 8 课](08-scoring.py)。

# %% [markdown]
# ## 级：从 2 打到 A
#
# 每一方都有自己的**级**，从 2 开始。庄家方打几，这一局的**级牌**就是几：打10 的时候，所有的 10 都是特别的主牌（下一课讲）。级的顺序是 2、3……10、J、Q、K、A。一方坐庄打 A 并且打赢了这一局，就赢了整场。
#
# <a id="strongest"></a>
#
# ### 哪些牌大
#
# 每一门花色里 A 最大，然后是 K、Q、J、10，一直到 2。比这些牌都大的是**主牌**，每一局都从大到小是：
#
# 1. 大王，然后小王；
# 2. **级牌**：打10 的时候就是所有的 10。主花色的 10 在前；另外三门花色的 10 一样大；
# 3. 其余的**主花色**牌（主花色每一局另定），从 A 往下。
#
# 别的花色叫**副牌**。牌手就是这样拿牌的：主牌在前，从大到小，然后每门副牌从 A 往下。详细的讲解在[第 2 课](02-trumps.py)。下面是打10、红桃做主时一手牌的样子。主牌在左边有一道金边；级牌有一个金圈。

# %%
order = order_for(Trump(Rank.TEN, Suit.HEARTS))
Cards("BJ H10 S10 HA HK H5 SA SK S7 S7 C9 D3 D2", order)

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：整场怎样算赢（可以先跳过）</summary>
#
# **整场怎样算赢。** 本站和资料 000、002、003 都要坐庄打过 A 才算赢。资料 001：先升过 A 的一方赢。资料 004 和 shengji.io 网站：过了 A 从 2 重新打。各种打法和资料的原文见[第 8 课](08-scoring.py)。
#
# </details>

# %% [markdown]
# ## 试一试
#
# 下面的题目给你一手牌。按牌手拿牌的习惯把它理好：主牌在前，从大到小一张一张点（见上面的[哪些牌大](#strongest)），然后按**检查**。**提示**按钮会提醒你这个顺序。
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
# (162 − 6) / 4 = 每人 39 张——电脑算的也一样：
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
# <a id="notation"></a>
#
# ## 打字输入牌
#
# 除了点牌，在题目里和教师工具里也可以**打字**输入牌。最快的写法是一个字母表示花色，后面跟点数：**S** 黑桃，**H** 红桃，**C** 梅花，**D** 方片。所以 `S10` 就是黑桃10，`HA` 是红桃A，`D2` 是方片2；两张王是 `BJ`（大王）和 `LJ`（小王）。大家平时的别的写法也行：`♠10`、`10♠`、`s10`、`黑桃10` 或 `大王`。除了这里，课程里的牌都照牌手的写法写：黑桃10、红桃A、大王。

# %% [markdown]
# **下一课：**[第 2 课 · 主牌](02-trumps.py)——哪些牌是主，主牌怎样排大小。
