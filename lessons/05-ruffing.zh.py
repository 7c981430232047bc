# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 5 课 · 毙牌、垫牌和盖毙
#
# **这一课你会学到**
#
# - 一轮牌谁赢：**首家那一门**里出得最大的赢，除非有人用主牌**毙**了；
# - 为什么一样大的牌谁也压不过谁：**先出的赢**；
# - 为什么出别门的副牌是**垫牌**，永远赢不了；为什么毙牌必须**和首家的牌型一样**——不成对的主牌毙不了对子；
# - 两个人都毙的时候谁赢（**盖毙**）。
#
# 每个例子都是南首出，其他人按顺序接着出：东、北、西。例子都是打10、红桃做主。

# %%
from IPython.display import SVG

from tractor_core import Rank, Suit, Trump, TrumpOrder, order_for
from tractor_core.rules.trick import trick_winner
from tractor_core.words.svg import trick_svg
from widgets import puzzle, reason_of, tool

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def referee(plays: list[str], order: TrumpOrder) -> SVG:
    """Print the engine's ruling on each play, and draw the trick with the winner marked."""
    verdict = trick_winner(plays, order)
    for ruling in verdict.details["rulings"]:
        print(reason_of(ruling))
    return SVG(trick_svg(plays, order, winner=verdict.value))


# %% [markdown]
# <a id="trick.lead"></a>
# <a id="trick.higher"></a>
# <a id="trick.leader-keeps"></a>
# <a id="trick.ties"></a>
#
# ## 首家那一门里最大的赢
#
# 首家先占着这一轮，直到有人在首家那一门里出了**牌型相同、而且确实更大**的牌。没有人大过首家，这一轮就归首家。两家出的牌**一样大**时，先出的赢。
#
# 南首出 ♠K。东出 ♠A，北出另一张 ♠A，西出 ♠3：

# %%
referee(["SK", "SA", "SA", "S3"], level10)

# %% [markdown]
# 北的 A 和东的一样大，可是出得晚。副级牌也是这样，它们都一样大（[第 2 课](02-trumps.py)）。打10 时所有的 10 都是主：南首出 ♠K，东、北、西都出 10。东的 ♠10 是主牌，出在黑桃上，就是**毙牌**（下一节讲）；♣10 和 ♦10 一样大，可是出得晚：

# %%
referee(["SK", "S10", "C10", "D10"], level10)

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：一样大的牌，资料原话（可以先跳过）</summary>
#
# 资料 000：“出牌时同等大小的牌以先出者为大”。
#
# </details>

# %% [markdown]
# <a id="trick.ruff"></a>
# <a id="trick.discard"></a>
#
# ## 毙牌和垫牌
#
# 首家出的是副牌，手里**没有这一门**的人可以出主：这就是**毙**（也叫杀），主牌比首家那一门的任何牌都大。他也可以出别门的副牌：这叫**垫牌**，再大也**赢不了**。
#
# 南首出 ♦6 ♦6。北用 ♥2 ♥2 毙——最小的主对子也比任何方片对子大；西的 ♠9 ♠9 是垫牌：

# %%
referee(["D6 D6", "D3 D3", "H2 H2", "S9 S9"], level10)

# %% [markdown]
# <a id="trick.ruff-shape"></a>
# <a id="trick.structure"></a>
#
# ## 毙牌要和首家的牌型一样
#
# 想赢，出的牌就得**和首家的牌型一样**：首家出对子就要对子，出拖拉机就要拖拉机。跟同一门却没有这个牌型，赢不了；毙牌没有这个牌型，就**算作垫牌**：毙牌必须全是主牌，拖拉机不能比首家少，对子也不能比首家少，否则算作垫牌。
#
# 南首出 ♣Q ♣Q。东没有梅花，出了 ♥A ♥K 两张大主——可惜不是对子：

# %%
referee(["CQ CQ", "HA HK", "C3 C3", "DA DA"], level10)

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：毙牌，资料原话（可以先跳过）</summary>
#
# 资料 000：“出某花色副牌时，其余家无此门花色时，可出主牌，称为毙”。
#
# 说到牌型，资料 000：“若出的牌中有拖拉机或对牌，毙牌时所出的牌必须是主牌，且其拖拉机的数目不得少于出的牌中的拖拉机的数目，对牌的数目也不得少于出的牌中的对牌的数目，否则被视为垫牌”。资料 002 和 004 也这样说。
#
# </details>

# %% [markdown]
# ## 盖毙
#
# 又有一个人来毙，**谁的主大谁赢**：后面更大的一家就是**盖毙**。首家只出一组牌（一张单张、一个对子或者一个拖拉机）时，牌型和首家一样的主牌里，大的那一组赢。牌型和首家不一样的毙牌根本赢不了，上面东的 ♥A ♥K 就是这样。
#
# 南首出 ♠9 ♠9。东没有黑桃，用 ♥4 ♥4 毙；北也没有黑桃，出 ♥K ♥K，一对更大的主；西跟 ♠J ♠J：

# %%
over_ruff = ["S9 S9", "H4 H4", "HK HK", "SJ SJ"]
referee(over_ruff, level10)

# %% [markdown]
# 北赢。西的 ♠J ♠J 比南的对子大，可它是黑桃，而主牌大过所有黑桃。
#
# 毙**甩牌**（一次出好几组牌）放在[第 6 课](06-throws.py#ruff-a-throw)讲。

# %% [markdown]
# ## 试一试
#
# 这一轮谁赢？首家出黑桃拖拉机。仔细看最后一家出的牌：全是主吗？牌型和首家一样吗？
#
# <!-- puzzle trick-default-2-19: lead=tractor suit=spades ruffs=1 differs=none -->

# %%
puzzle("trick", difficulty=2, seed=19)

# %% [markdown]
# 再来一道：首家出一对梅花，两家出了对子，还有一家出了两张不成对的主。
#
# <!-- puzzle trick-default-2-24: lead=pair suit=clubs ruffs=1 differs=none -->

# %%
puzzle("trick", difficulty=2, seed=24)

# %% [markdown]
# ## 练习
#
# **练习 5.1** 打7、黑桃做主。南首出 ♦8 ♦8 ♦9 ♦9。东出 ♠3 ♠3 ♠4 ♠4，北出 ♥7 ♥7 ♠7 ♠7，西出 ♦2 ♦3 ♦4 ♦5。谁赢？
#
# <details><summary>提示</summary>打7 时，♠7 和 ♥7 是什么牌？♠7 ♠7 + ♥7 ♥7 是拖拉机吗（<a href="../03-combinations/">第 3 课</a>）？</details>
#
# <details><summary>答案</summary>
#
# 北。东用主拖拉机毙。北的牌全是级牌，所以全是主，而一对主级牌加一对副级牌*正是*拖拉机——还是更大的拖拉机。西跟了方片，却没有拖拉机，赢不了。
#
# </details>

# %%
level7 = order_for(Trump(Rank.SEVEN, Suit.SPADES))
referee(["D8 D8 D9 D9", "S3 S3 S4 S4", "H7 H7 S7 S7", "D2 D3 D4 D5"], level7)

# %% [markdown]
# <a id="referee-at-the-table"></a>
#
# ## 在牌桌上：裁判工具（给老师）
#
# 全班为一轮牌争起来的时候，别凭老师说了算，把这一轮输进**裁判**工具。它用的就是画出这一课各张图的那套规则，用大白话给出判定、理由和规则的链接。
#
# 就拿上面的盖毙来说：打10、红桃做主，南首出 ♠9 ♠9；东用 ♥4 ♥4 毙，北出 ♥K ♥K，西出 ♠J ♠J。在本网站上，打开[裁判](tools/referee.md)页：在**主牌**下面把**级**选成 10，**花色**选 ♥ 红桃；**问题**保留“这一轮谁大？”；在标着**各家出牌，每行一家，首家在先**的框里，一行输入一家的牌（♠9 ♠9，然后是 ♥4 ♥4、♥K ♥K 和 ♠J ♠J；用[第 1 课](01-deck-players-goal.py#notation)的字母输入更快）；按**裁定**：第三家，也就是北，赢。然后试试：
#
# - 把北的牌改成 ♥A ♥K（两张主，但不是对子）：东赢；
# - 输入一张不存在的牌（黑桃1）：错误提示会说出是哪个框、哪张牌，你输入的内容不会被清掉。
#
# 在笔记本里（JupyterLab，见[教师指南](teachers-guide.md)），下面的裁判工具里已经填好了这个例子：按 **裁决！**。
#
# <details class="house-rules"><summary>别的牌桌：按别的房规用裁判（可以先跳过）</summary>
#
# 到[你的房规](tools/house-rules.md)页，在**从预设开始**里选 **shengji — shengji.io 的默认规则**，回到裁判页再裁定一次：还是北赢。首家只出一组牌时，各家牌桌的判法都一样；两家都毙甩牌时才会不一样（[第 6 课](06-throws.py#ruff-a-throw)）。在笔记本里，在裁判工具自己的 **House rules** 菜单里选 shengji.io defaults。
#
# </details>

# %%
tool(
    "referee",
    show_picker=True,
    level="10",
    suit="H",
    lead="S9 S9",
    others="H4 H4\nHK HK\nSJ SJ",
)

# %% [markdown]
# **下一课：**[第 6 课 · 甩牌](06-throws.py)——一次出好几组牌。
