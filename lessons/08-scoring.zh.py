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
# - 下一局**谁坐庄**，为什么 A **必须守**，整场怎样结束。
#
# 和每一课一样，正文讲的是本站的打法；每节末尾折起来的**别的牌桌**框里，是别的牌桌不一样的打法。

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
from tractor_core.text import say, seat_named
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

rules = preset("default")


def house_rules(markdown: str) -> Markdown:
    """The engine's comparison of the sources, in a folded House-rules box."""
    summary = say("Other tables: worked out under their rules (you can skip this)")
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


def rules_named(name: str) -> str:
    """A preset as a reader names it: the default rules, source 004, shengji.io."""
    if name == "default":
        return say("the default rules")
    return "shengji.io" if name == "shengji" else say("source {name}", name=name)


# %% [markdown]
# ## 闲家的分
#
# 只有**闲家**（抓分方）算分。一局打完，他们把自己赢到的牌里的 5、10 和 K 加起来，如果抠了底，再加上翻倍以后的**底牌**分（[第 7 课](07-kitty.py)）。分牌是每一门（包括主）的 5（5 分）、10 和 K（各 10 分）——两副牌一共 200 分：

# %%
Cards("S5 H10 DK C5 S10 SK")

# %%
print(say("Two decks hold {points} points.", points=total_points(decks=2)))

# %% [markdown]
# 庄家方的分从来不算，可是从它能推出闲家的分。200 分里的每一分，最后都在三个地方之一：闲家赢到的牌里，庄家方赢到的牌里，或者底牌里。所以庄家方赢了最后一轮（没被抠底）时：
#
# **闲家的分 = 200 − 庄家方赢到的分 − 底牌里的分。**
#
# 比如南北（庄家方）出牌时赢到 110 分，底牌里有 15 分，东西就是 200 − 110 − 15 = 75 分。要是闲家抠了底，底牌的分翻倍以后加在他们捡到的分上——这时总分可以超过 200。
#
# <a id="level.standard"></a>
#
# ## 从分到升级
#
# 本站两副牌的升级表每 40 分一档：
#
# - **0** 分：庄家方升 **3** 级——**大光**；
# - **5 到 35** 分：庄家方升 **2** 级——**小光**；
# - **40 到 75** 分：庄家方升 **1** 级；
# - **80 到 115** 分：闲家**上台**，但谁也不升级——“换庄”；
# - **120 到 155** 分：闲家上台并升 **1** 级；以后每多 40 分再多升一级。
#
# 两副牌每一档是 40 分：每副牌 20 分（三副牌是 60 分，[第 11 课](11-three-decks.py)）。看几个分数各落在哪一档：

# %%
for points in (5, 35, 40, 115, 120, 165):
    print(reason_of(level_change(points, rules)))

# %% [markdown]
# <a id="level.002"></a>
# <a id="level.004"></a>
# <a id="level.shengji"></a>
#
# <details class="house-rules"><summary>别的牌桌：升级表（可以先跳过）</summary>
#
# 本站的表就是资料 000 的表：“如果得分为0，庄家方连升3级；如果得分不满40，庄家连升2级；如果得分大于等于40小于80，庄家方升1级；如果得分大于等于80小于120，轮换庄家；如果得分大于等于120小于160，抓分方升1级……以后以40分为一个等级抓分方升相应等级”。闲家的分怎么算，资料 004 一句话说清：“总分=面上分（捡分方在出牌过程中的得分）+扣底得分”。
#
# 升级表是房规“升级表”（`level_table`；本站默认 `standard`，规则 `level.standard`）。庄家方这一边，各份资料大致一样；闲家那一边就各说各的了：
#
# - **002** 没有“只上台不升级”这一档：闲家一到 80 分就上台，**而且**升一级（`level.002`）；
# - **004**（一个网络平台）在 0 分附近分档更细，两边最多都升 6 级（`level.004`）。0 分时庄家方升 **6** 级；往后每档 10 分，每档少升一级：“5—10分（小光） 主打方升5级”，“15—20分（小光） 主打方升4级”，“25—30分（小光） 主打方升3级”，“35分（小光） 主打方升2级”。所以 004 把 5 到 35 分**都**叫小光，分成四档：引擎在 004 下说“15 到 20（小光）”，就是其中一档。从 120 分起，闲家那边又是每档 40 分，一直到“285—320分（封顶） 捡分方升6级（封顶）”；
# - **shengji.io** 跟 000 一样算，闲家升级没有封顶（它的代码不设上限）；分数低于 0 分时（只有甩牌罚分才会出现），庄家方每低一档多升一级（`level.shengji`）。
#
# **为什么这样默认？** shengji.io 的引擎也这样算，而 002 和 004 的表都是它的变体（002 去掉了“换庄”这一档，004 在 0 分附近分得更细）。
#
# 下面这张表（在下一个框里）的每一档，都是引擎把 0 到 320 分（超过 200 分要靠抠底）逐一算出来的。表里的“换庄”是说闲家下一局坐庄，但不升级。最后是引擎对 20 分在 000 和 004 下的判定理由：两边都是小光，但在 000 是升 2 级，在 004 是升 4 级。
#
# </details>

# %%
tables = ("000", "002", "004", "shengji")


def result(points: int, name: str) -> str:
    """The engine's verdict for one score under one preset, in a few words."""
    change = level_change(points, preset(name)).value
    if change.side == "banker":
        return say("banker +{levels}", levels=change.levels)
    if change.levels == 0:
        return say("bank passes")
    return say("attackers +{levels}", levels=change.levels)


bands: list[list] = []
for points in range(0, 325, 5):
    row = tuple(result(points, name) for name in tables)
    if bands and bands[-1][2] == row:
        bands[-1][1] = points
    else:
        bands.append([points, points, row])

lines = [
    "| " + say("attackers' points") + " | " + " | ".join(rules_named(n) for n in tables) + " |",
    "|---" * (len(tables) + 1) + "|",
]
for low, high, row in bands:
    span = str(low) if low == high else f"{low}–{high}"
    lines.append(f"| {span} | " + " | ".join(row) + " |")
for name in ("000", "004"):
    reason = reason_of(level_change(20, preset(name)))
    lines.append("\n" + say("Under {name}: {reason}", name=rules_named(name), reason=reason))
house_rules("\n".join(lines))

# %% [markdown]
# <a id="level.next-banker"></a>
#
# ## 下一局谁坐庄
#
# 庄家方升级，庄家的**对家**下一局坐庄；闲家上台，下一任庄家是原庄家的**下家**，也就是在庄家后面出牌的那个人。出牌顺序是南、东、北、西；这里南坐庄，所以对家是北家，下家是东家：

# %%
for points in (60, 130):
    change = level_change(points, rules).value
    after = seat_named(next_banker(0, change).value, 4)
    if change.bank_changes:
        print(
            say(
                "{points} points: the attackers take the bank; {seat} is the next banker.",
                points=points,
                seat=after,
            )
        )
    else:
        print(
            say(
                "{points} points: the banker team keeps the bank; {seat} is the next banker.",
                points=points,
                seat=after,
            )
        )

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：下一局谁坐庄（可以先跳过）</summary>
#
# 资料 000：“庄家升级时，下一副牌由其对家当庄家。闲家上台时，下一副牌由此副牌的庄家的下家当庄家”。资料 001 和 004 也这么说。
#
# </details>

# %% [markdown]
# <a id="level.must-defend"></a>
# <a id="level.advance"></a>
#
# ## A 必须守，以及整场怎样结束
#
# 级从 2 升到 A。**A 必须守**：跳级永远不会跳过 A；一方打到 A 以后，只有**作为庄家方在打 A 的一局里赢下来**才算打过 A——这样就赢了整场。
#
# 庄家方打 Q，把闲家打成大光（升 3 级），也只能停在 A：

# %%
print(reason_of(advance(Rank.QUEEN, 3, rules, as_banker=True)))

# %% [markdown]
# 闲家打 A，分很多上了台，也还是停在 A——现在轮到他们守 A 了：

# %%
print(reason_of(advance(Rank.ACE, 2, rules, as_banker=False)))

# %% [markdown]
# 庄家方打 A，这一局赢了（至少升 1 级），就赢了整场：

# %%
print(reason_of(advance(Rank.ACE, 1, rules, as_banker=True)))

# %% [markdown]
# <a id="level.match-end"></a>
#
# <details class="house-rules"><summary>别的牌桌：必打的级（可以先跳过）</summary>
#
# **A 必须守**是房规“必打的级”（`must_defend`，规则 `level.must-defend`）：shengji.io 默认如此，本站也是。资料 000 和 002 没有提到这一条，所以它们的预设沿用默认；001 和 004 没有这条规则。
#
# 整场怎样结束是房规“怎样算赢”（`match_end`，规则 `level.match-end`），有三种：
#
# - **坐庄打过 A 的一方赢**（`defend_ace`，默认）：庄家方在打 A 的一局里赢了，就赢了整场；
# - **先升过 A 的一方赢**（`pass_ace`，资料 001：“哪方先打过 A 算哪方胜”）：哪一方先过 A 哪一方赢，不用守；
# - **过了 A 从 2 重新打**（`wrap`，资料 004：“当一方升级超过A后，则再次循环到2开始继续升级”）：过了 A 再从 2 重新数。
#
# 引擎的回答（打开下面的框）：默认规则下，庄家方打 A 升 1 级；按 001，打 K 升 2 级；按 004，打 K 升 3 级，数法是 K → A → 2 → 3。
#
# </details>

# %%
lines = []
for name, level, levels in (("default", Rank.ACE, 1), ("001", Rank.KING, 2), ("004", Rank.KING, 3)):
    reason = reason_of(advance(level, levels, preset(name), as_banker=True))
    said = say(
        "Under {name}, a banker team at {level} goes up {levels}: {reason}",
        name=rules_named(name),
        level=level.label,
        levels=levels,
        reason=reason,
    )
    lines.append(said)
house_rules("\n\n".join(lines))

# %% [markdown]
# <a id="whole-chain"></a>
#
# ## 一局从头到尾：从分数到下一局
#
# 下面把整个过程一步一步走一遍。南坐庄，打7，黑桃做主，南的对家是北。东和西是闲家，他们打4。
#
# **第 1 步 · 捡到的分。** 闲家赢到的牌里有这些分牌：

# %%
order7 = order_for(Trump(Rank.SEVEN, Suit.SPADES), rules)
won = parse_cards("H5 H10 HK D10 DK C5 C5 CK H10")
Cards(won, order7)

# %%
trick_points = card_points(won)
print(say("Points in the attackers' tricks: {points}.", points=trick_points))

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
said = say(
    "{tricks} + {kitty} = {total}. {reason}",
    tricks=trick_points,
    kitty=capture.value.attackers_gain,
    total=total,
    reason=reason_of(change),
)
print(said)

# %% [markdown]
# **第 4 步 · 下一任庄家。** 闲家上台，所以下一任庄家是原庄家的下家——在南后面出牌的那个人：

# %%
print(say("The next banker: {seat}.", seat=seat_named(next_banker(0, change.value).value, 4)))

# %% [markdown]
# **第 5 步 · 下一局打几。** 闲家从自己的级 4 往上升。现在东家坐庄，所以下一局打的是东西这一方的新级：

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
# 再来一道大光。做完以后按**比较各种规则**，看看别的牌桌给多少。
#
# <!-- puzzle levels-default-1-2: points=0 answer=banker,3 differs=004 -->

# %%
puzzle("levels", difficulty=1, seed=2)

# %% [markdown]
# ## 练习
#
# **练习 8.1** 闲家出牌时捡到 75 分，又用一对抠底，底牌里有 10 分（×4）。结果怎样？
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
# <details class="house-rules"><summary>别的牌桌：按另一张升级表的练习（可以先跳过）</summary>
#
# **练习 8.2**（房规。）按资料 004 的规则，庄家方打 Q，赢了一局，闲家 0 分。庄家方升到几？
#
# *提示：* 004 的大光值 6 级，而且 004 打到 A 不停。
#
# *答案：* 从 Q 往上升六级：K、A，然后从头再来——2、3、4、5。这一方升到打5。
#
# </details>

# %%
gain = level_change(0, preset("004")).value.levels
after = advance(Rank.QUEEN, gain, preset("004"), as_banker=True).value
print(
    say(
        "From {start}, {levels} levels up: the team is at {level}.",
        start=Rank.QUEEN.label,
        levels=gain,
        level=after.level.label,
    )
)

# %% [markdown]
# **练习 8.3** 北坐庄，闲家得了 125 分。下一任庄家是谁？
#
# <details><summary>答案</summary>
#
# 闲家上台，所以是庄家的下家，在北后面出牌的人：西。
#
# </details>

# %%
print(
    say(
        "The next banker: {seat}.",
        seat=seat_named(next_banker(2, level_change(125, rules).value).value, 4),
    )
)

# %% [markdown]
# **下一课：**[第 9 课 · 亮主](09-declaring.py)——一局的主是怎样定下来的。
