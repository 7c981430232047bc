# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 8 课 · 一局的计分
#
# **这一课你会学到**
#
# - 一局打完，闲家的**分**怎么算；
# - 分怎样变成**升级**：分少，庄家方升级；分多，闲家**上台**——还有**大光**和**小光**；
# - 各份资料的升级表并排对照，都由引擎算出；
# - 下一局**谁坐庄**，为什么 A **必须守**，整场怎样结束。

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    Suit,
    Trump,
    advance,
    kitty_capture,
    level_change,
    next_banker,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import card_points, total_points
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

rules = preset("default")

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## 闲家的分
#
# 只有**闲家**（抓分方）算分。一局打完，他们把自己赢到的牌里的 5、10 和 K 加起来，如果抠了底，再加上翻倍以后的**底牌**分（[第 7 课](07-kitty.py)）。资料 004：“总分=面上分（捡分方在出牌过程中的得分）+扣底得分”。庄家方的分从来不算。分牌是每一门（包括主）的 5（5 分）、10 和 K（各 10 分）——两副牌一共 200 分：

# %%
Cards("S5 H10 DK C5 S10 SK")

# %%
print(say("Two decks hold {points} points.").format(points=total_points(decks=2)))

# %% [markdown]
# <a id="level.standard"></a>
#
# ## 从分到升级
#
# 资料 000 的表（两副牌）就是本站的默认规则（`level.standard`）：
#
# - **0** 分：庄家方升 **3** 级——**大光**；
# - **5 到 35** 分：庄家方升 **2** 级——**小光**；
# - **40 到 75** 分：庄家方升 **1** 级；
# - **80 到 115** 分：闲家**上台**，但谁也不升级；
# - **120 到 155** 分：闲家上台并升 **1** 级；以后每多 40 分再多升一级。
#
# “如果得分为0，庄家方连升3级；如果得分不满40，庄家连升2级；如果得分大于等于40小于80，庄家方升1级；如果得分大于等于80小于120，轮换庄家；如果得分大于等于120小于160，抓分方升1级……以后以40分为一个等级抓分方升相应等级”（资料 000）。两副牌每一档是 40 分：每副牌 20 分（三副牌是 60 分，[第 11 课](11-three-decks.py)）。引擎的回答会说出落在哪一档：

# %%
for points in (5, 35, 40, 115, 120, 165):
    print(reason_of(level_change(points, rules)))

# %% [markdown]
# <a id="level.002"></a>
# <a id="level.004"></a>
# <a id="level.shengji"></a>
#
# ## 各份规则并排对照
#
# 庄家方这一边，各份资料大致一样；闲家那一边就各说各的了：
#
# - **002** 没有“只上台不升级”这一档：闲家一到 80 分就上台，**而且**升一级（`level.002`）；
# - **004**（一个网络平台）分档细得多：0 分时庄家方升 **6** 级，闲家升的级一路涨到封顶 6 级（`level.004`：“285—320分（封顶）捡分方升6级（封顶）”）；
# - **shengji.io** 跟 000 一样算，闲家升级没有封顶（它的代码不设上限）；分数低于 0 分时（只有甩牌罚分才会出现），庄家方每低一档多升一级（`level.shengji`）。
#
# 下面这张表的每一档，都是引擎把 0 到 320 分（超过 200 分要靠抠底）逐一算出来的：

# %%
tables = ("000", "002", "004", "shengji")


def result(points: int, name: str) -> str:
    """The engine's verdict for one score under one preset, in a few words."""
    change = level_change(points, preset(name)).value
    if change.side == "banker":
        return say("banker +{levels}").format(levels=change.levels)
    if change.levels == 0:
        return say("bank passes")
    return say("attackers +{levels}").format(levels=change.levels)


bands: list[list] = []
for points in range(0, 325, 5):
    row = tuple(result(points, name) for name in tables)
    if bands and bands[-1][2] == row:
        bands[-1][1] = points
    else:
        bands.append([points, points, row])

lines = [
    "| " + say("attackers' points") + " | " + " | ".join(tables) + " |",
    "|---" * (len(tables) + 1) + "|",
]
for low, high, row in bands:
    span = str(low) if low == high else f"{low}–{high}"
    lines.append(f"| {span} | " + " | ".join(row) + " |")
Markdown("\n".join(lines))

# %% [markdown]
# 表里的“换庄”是说闲家下一局坐庄，但不升级。引擎在判定理由里会说出大光、小光：20 分在各处都是小光，但在 000 是升 2 级，在 004 是升 4 级：

# %%
for name in ("000", "004"):
    reason = reason_of(level_change(20, preset(name)))
    print(say("Under {name}: {reason}").format(name=name, reason=reason))

# %% [markdown]
# <a id="level.next-banker"></a>
#
# ## 下一局谁坐庄
#
# 资料 000：“庄家升级时，下一副牌由其对家当庄家。闲家上台时，下一副牌由此副牌的庄家的下家当庄家”——庄家方升级，庄家的**对家**下一局坐庄；闲家上台，下一任庄家是原庄家的**下家**，也就是按出牌顺序排在庄家后面的那个人（资料 001 和 004 也这么说；规则 `level.next-banker`）。座位按出牌顺序编号；庄家坐 0 号：

# %%
for points in (60, 130):
    change = level_change(points, rules).value
    print(
        say("{points} points: {reason}").format(
            points=points, reason=reason_of(next_banker(0, change))
        )
    )

# %% [markdown]
# <a id="level.must-defend"></a>
# <a id="level.match-end"></a>
# <a id="level.advance"></a>
#
# ## A 必须守，以及整场怎样结束
#
# 级从 2 升到 A。大多数牌桌还有一条：**A 必须守**（`level.must-defend`）：跳级永远不会跳过 A，一队打到 A 以后，只有**作为庄家方在打 A 的一局里赢下来**才算打过 A。这是 shengji.io 的默认规则，也是本站的。资料 000 和 002 没有提到这一条，所以它们的预设沿用默认；001 和 004 没有这条规则。
#
# 庄家方打 Q，把闲家打成大光（升 3 级），也只能停在 A：

# %%
print(reason_of(advance(Rank.QUEEN, 3, rules, as_banker=True)))

# %% [markdown]
# 闲家打 A，分很多上了台，也还是停在 A——现在轮到他们守 A 了：

# %%
print(reason_of(advance(Rank.ACE, 2, rules, as_banker=False)))

# %% [markdown]
# 整场怎样结束也是房规（选项 `match_end`，规则 `level.match-end`），有三种：
#
# - **坐庄打过 A 的一方赢**（默认，`defend_ace`）：庄家方在打 A 的一局里赢了，就赢了整场；
# - **先升过 A 的一方赢**（`pass_ace`，资料 001：“哪方先打过 A 算哪方胜”）：哪一方先过 A 哪一方赢，不用守；
# - **过了 A 从 2 重新打**（`wrap`，资料 004：“当一方升级超过A后，则再次循环到2开始继续升级”）：过了 A 再从 2 重新数。

# %%
for name, level, levels in (("default", Rank.ACE, 1), ("001", Rank.KING, 2), ("004", Rank.KING, 3)):
    reason = reason_of(advance(level, levels, preset(name), as_banker=True))
    print(say("Under {name}: {reason}").format(name=name, reason=reason))

# %% [markdown]
# <a id="whole-chain"></a>
#
# ## 一局从头到尾：从分数到下一局
#
# 下面把整个过程走一遍，每一步都由引擎算出。南（0 号）坐庄，打7，黑桃做主，对家是北（2 号）。东和西（1 号和 3 号）是闲家，他们打4。
#
# **第 1 步 · 捡到的分。** 闲家赢到的牌里有这些分牌：

# %%
order7 = order_for(Trump(Rank.SEVEN, Suit.SPADES), rules)
won = parse_cards("H5 H10 HK D10 DK C5 C5 CK H10")
Cards(won, order7)

# %%
trick_points = card_points(won)
print(say("Points in the attackers' tricks: {points}.").format(points=trick_points))

# %% [markdown]
# **第 2 步 · 底牌。** 最后一轮东家出 ♣A ♣A，没人管得住，所以闲家抠到了南扣的底。底牌里的分要翻倍（第 7 课）：

# %%
kitty = "DK C10 H5 S3 D4 C8 H9 D2"
last_trick = ["CA CA", "CQ CQ", "C3 C3", "C9 C9"]  # East, North, West, South
capture = kitty_capture(last_trick, kitty, order7, winner=1, banker_team={0, 2}, leader=1)
print(reason_of(capture))

# %% [markdown]
# **第 3 步 · 落在哪一档。** 两项相加：

# %%
total = trick_points + capture.value.attackers_gain
change = level_change(total, rules)
said = say("{tricks} + {kitty} = {total}. {reason}")
print(
    said.format(
        tricks=trick_points,
        kitty=capture.value.attackers_gain,
        total=total,
        reason=reason_of(change),
    )
)

# %% [markdown]
# **第 4 步 · 下一任庄家。** 闲家上台，所以下一任庄家是原庄家的下家——按出牌顺序排在南后面的那个人：

# %%
print(reason_of(next_banker(0, change.value)))

# %% [markdown]
# **第 5 步 · 下一局打几。** 闲家从自己的级 4 往上升。现在东家坐庄，所以下一局打的是东西这一队的新级：

# %%
print(reason_of(advance(Rank.FOUR, change.value.levels, rules, as_banker=False)))

# %% [markdown]
# 要是没有抠底，闲家就只有出牌时捡到的 75 分：落在 40 到 75 这一档，升级的就会是南北。最后一轮扭转了整局。
#
# ## 试一试
#
# 升几级？谁升？分档的边上最容易出错。
#
# <!-- puzzle levels-default-2-1: points=115 differs=002 -->

# %%
puzzle("levels", difficulty=2, seed=1)

# %% [markdown]
# 再来一道大光。按**比较各种规则**，看看 004 给得多多少。
#
# <!-- puzzle levels-default-1-2: points=0 answer=banker,3 differs=004 -->

# %%
puzzle("levels", difficulty=1, seed=2)

# %% [markdown]
# ## 练习
#
# **练习 8.1** 默认规则。闲家出牌时捡到 75 分，又用一对抠底，底牌里有 10 分（×4）。结果怎样？
#
# <details><summary>提示</summary>先把底牌的分加上：75 + 10 × 4。</details>
#
# <details><summary>答案</summary>
#
# 75 + 40 = 115 分：闲家上台，但谁也不升级。要是没有抠底，75 分会让庄家方升一级。
#
# </details>

# %%
print(reason_of(level_change(75 + 10 * 4, rules)))

# %% [markdown]
# **练习 8.2** 按 004 的规则，庄家方打 Q，赢了一局，闲家 0 分。庄家方升到几？
#
# <details><summary>提示</summary>004 的大光值 6 级，而且 004 打到 A 不停。</details>
#
# <details><summary>答案</summary>
#
# 从 Q 往上升六级：K、A，然后从头再来——2、3、4、5。这一队升到打5。
#
# </details>

# %%
gain = level_change(0, preset("004")).value.levels
print(reason_of(advance(Rank.QUEEN, gain, preset("004"), as_banker=True)))

# %% [markdown]
# **练习 8.3** 2 号坐庄，闲家得了 125 分。下一任庄家是谁？
#
# <details><summary>答案</summary>
#
# 闲家上台，所以是庄家的下家：3 号。
#
# </details>

# %%
print(reason_of(next_banker(2, level_change(125, rules).value)))

# %% [markdown]
# **下一课：**[第 9 课 · 亮主](09-declaring.py)——一局的主是怎样定下来的。
