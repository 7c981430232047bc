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

from tractor_core import Rank, Suit, Trump, TrumpOrder, order_for, preset
from tractor_core.rules.trick import ruff_beats, trick_winner
from tractor_core.text import Localized, cards_named, say, seat_named
from tractor_core.words.svg import Cards, trick_svg
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of, tool

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))

#: The house rules this lesson compares, as a reader names them.
RULEBOOK = {
    "default": Localized("This site (sources 000 and 001)", "本站（资料 000、001）"),
    "000": Localized("Source 000 (and this site)", "资料 000（本站也一样）"),
    "shengji": Localized("The shengji.io website", "shengji.io 网站"),
}


def named(cards: str) -> str:
    """Cards as a reader writes them, in the page's language: ``♠K ♠K`` / ``黑桃K、黑桃K``."""
    return cards_named(cards.split()).in_language(page_lang())


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
# 首家先占着这一轮，直到有人在首家那一门里出了**牌型相同、而且确实更大**的牌。没有人大过首家，这一轮就归首家。两家出的牌**一样大**时，先出的赢（资料 000：“出牌时同等大小的牌以先出者为大”）。
#
# 南首出 ♠K。东出 ♠A，北出另一张 ♠A，西出 ♠3：

# %%
referee(["SK", "SA", "SA", "S3"], level10)

# %% [markdown]
# 北的 A 和东的一样大，可是出得晚。副级牌也是这样，它们都一样大（[第 2 课](02-trumps.py)）：

# %%
referee(["SK", "S10", "C10", "D10"], level10)

# %% [markdown]
# <a id="trick.ruff"></a>
# <a id="trick.discard"></a>
#
# ## 毙牌和垫牌
#
# 首家出的是副牌，手里**没有这一门**的人可以出主：这就是**毙**（也叫杀），主牌比首家那一门的任何牌都大。他也可以出别门的副牌：这叫**垫牌**，再大也**赢不了**。资料 000：“出某花色副牌时，其余家无此门花色时，可出主牌，称为毙”。
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
# 想赢，出的牌就得**和首家的牌型一样**：首家出对子就要对子，出拖拉机就要拖拉机。跟同一门却没有这个牌型，赢不了；毙牌没有这个牌型，就**算作垫牌**。资料 000：“若出的牌中有拖拉机或对牌，毙牌时所出的牌必须是主牌，且其拖拉机的数目不得少于出的牌中的拖拉机的数目，对牌的数目也不得少于出的牌中的对牌的数目，否则被视为垫牌”。资料 002 和 004 也这样说。
#
# 南首出 ♣Q ♣Q。东没有梅花，出了 ♥A ♥K 两张大主——可惜不是对子：

# %%
referee(["CQ CQ", "HA HK", "C3 C3", "DA DA"], level10)

# %% [markdown]
# 资料 000 还有一个大一点的例子：主牌 ♥9 ♥9 ♥8 ♥8 ♥7 ♥2 能毙一起出的黑桃 ♠A ♠K ♠5 ♠5 ♠4 ♠4（这叫**甩牌**，见[第 6 课](06-throws.py)），却毙不了 ♠A ♠A ♠5 ♠5 ♠4 ♠4。引擎把首家的牌拆成几组来看：
#
# - ♠A ♠K ♠5 ♠5 ♠4 ♠4 是拖拉机 ♠5 ♠5 ♠4 ♠4 + 单张 ♠A + 单张 ♠K；毙牌是拖拉机 ♥9 ♥9 ♥8 ♥8 + 单张 ♥7 + 单张 ♥2：牌型对得上，毙牌赢；
# - ♠A ♠A ♠5 ♠5 ♠4 ♠4 是拖拉机 ♠5 ♠5 ♠4 ♠4 + **对子** ♠A ♠A，而毙牌没有第二个对子：算作垫牌。

# %%
ruff = "H9 H9 H8 H8 H7 H2"
Cards(ruff, level10)

# %%
for lead in ("SA SK S5 S5 S4 S4", "SA SA S5 S5 S4 S4"):
    verdict = trick_winner([lead, ruff], level10)
    said = say("Against the lead {lead}, {seat} wins the trick.")
    print(said.format(lead=named(lead), seat=seat_named(verdict.value, 4).in_language(page_lang())))

# %% [markdown]
# <a id="ruff-long-tractor"></a>
#
# ### 长的主拖拉机能毙拖拉机加对子吗？
#
# 能。这条规则数的是拖拉机和对子：毙牌里的拖拉机和对子**至少**要和首家的一样多，而且每一组都得有着落。三对的主拖拉机里有一个两对的拖拉机，**还**多出一对，所以能毙甩出来的拖拉机加对子。资料 004 说毙牌“也必须包含相应数量的牌型”。
#
# 南甩的 ♠A ♠A ♠K ♠K + ♠8 ♠8 成功了。东没有黑桃，用 ♥5 ♥5 ♥6 ♥6 ♥7 ♥7 毙；北和西出的黑桃没有首家的牌型：

# %%
long_ruff = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 H7 H7", "S2 S3 S4 S5 S6 S7", "S9 S9 SJ SJ SQ S3"]
referee(long_ruff, level10)

# %% [markdown]
# <a id="trick.over-ruff.largest-unit-first"></a>
# <a id="trick.over-ruff.all-units"></a>
# <a id="trick.over-ruff.highest-card"></a>
#
# ## 盖毙
#
# 又有一个人来毙，谁的主大谁赢：后面更大的一家就是**盖毙**。首家只出一组牌时，谁大一看就知道。首家甩了好几组（比如一个对子加一张单张；甩牌见[第 6 课](06-throws.py)）时，先比两家毙牌中**最大的那一组**：先比拖拉机，再比对子，最后比单张。资料 000 的例子，首家出黑桃，用红桃毙：
#
# - 主牌 ♥9 ♥7 ♥7 毙首家的 ♠5 ♠4 ♠4（一个对子加一张单张），♥8 ♥8 ♥4 可以盖毙：它的对子 ♥8 ♥8 大过对子 ♥7 ♥7；
# - ♥9 ♥7 ♥7 毙 ♠5 ♠6 ♠7（三张单张），♥8 ♥8 ♥4 就**不能**盖毙：单张比单张，♥9 是最大的一张。
#
# 引擎对第一个例子给出的理由：

# %%
print(reason_of(ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", level10), players=4))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：两家都毙时比大小（可以先跳过）</summary>
#
# **两家都毙甩牌时比大小。** 本站和资料 000、001 一样，先比最大的一组：只有这两份资料讲了甩牌被两家毙时怎样比，而且说法一致。资料 001：“毙牌时按拖拉机、三条、对、单的顺序计算大小”。shengji.io 网站的打法不一样：盖毙的牌**每一组**都要更大，所以首家出 ♠5 ♠4 ♠4 时，♥8 ♥8 ♥4 也盖不了——它的 ♥4 大不过 ♥9。第三种做法只看**最大的那一张**牌。房规设置里这一项叫“两家都毙甩牌时比大小”。下面是引擎在每种做法下对资料 000 这两个例子的判定：
#
# </details>

# %%
rows = [
    say(
        "| house rules | ♥8 ♥8 ♥4 over-ruffs ♥9 ♥7 ♥7 on the lead ♠5 ♠4 ♠4? | on the lead ♠5 ♠6 ♠7? |"
    ),
    "|---|---|---|",
]
for name, rules in (
    (RULEBOOK["000"].in_language(page_lang()), preset("000")),
    (RULEBOOK["shengji"].in_language(page_lang()), preset("shengji")),
    (option_words("over_ruff", "highest_card"), preset("default", over_ruff="highest_card")),
):
    order = order_for(Trump(Rank.TEN, Suit.HEARTS), rules)
    on_544 = ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", order)
    on_567 = ruff_beats("S5 S6 S7", "H9 H7 H7", "H8 H8 H4", order)
    rows.append(
        f"| {name} | {say('yes') if on_544.value else say('no')} | {say('yes') if on_567.value else say('no')} |"
    )
house_rules_box("\n".join(rows))

# %% [markdown]
# <a id="over-ruff-mixed-throw"></a>
#
# ### 两家都毙甩出来的拖拉机加对子
#
# “先比最大的一组”的意思是：**拖拉机**说了算，拖拉机一样大才比对子。南甩 ♠A ♠A ♠K ♠K + ♠8 ♠8，两个人来毙：
#
# - 东出拖拉机 ♥5 ♥5 ♥6 ♥6 和对子 ♥A ♥A；
# - 北出拖拉机 ♥7 ♥7 ♥8 ♥8 和对子 ♥3 ♥3。
#
# 北的拖拉机大，所以北盖毙，虽然他的对子小得多。

# %%
two_ruffs = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 HA HA", "H7 H7 H8 H8 H3 H3", "S2 S3 S4 S5 S6 S7"]
SVG(trick_svg(two_ruffs, level10, winner=trick_winner(two_ruffs, level10).value))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：shengji.io 网站的判法（可以先跳过）</summary>
#
# 在 shengji.io 网站上，每一组都要更大，而 ♥3 ♥3 大不过 ♥A ♥A：这一轮还归东。下面是引擎按本站规则和按 shengji.io 规则的判定：
#
# </details>

# %%
lines = []
for name in ("default", "shengji"):
    verdict = trick_winner(two_ruffs, order_for(level10.trump, preset(name)))
    rulebook = RULEBOOK[name].in_language(page_lang())
    lines.append(say("**{name}**: {reason}").format(name=rulebook, reason=reason_of(verdict)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# 同样的问题出成一道题，甩的牌小一些：首家甩一个梅花对子加一张梅花，另外三家都毙。谁赢？按**比较各种规则**，看看 shengji.io 怎么判。
#
# <!-- puzzle trick-default-3-214: lead=throw units=pair,single suit=clubs ruffs=3 answer=East answer@shengji=You_(South) differs=shengji -->

# %%
puzzle("trick", difficulty=3, seed=214)

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
# **练习 5.2** 打10、红桃做主。南首出 ♠K ♠K ♠3（甩牌：一个对子加一张单张）。东用 ♥9 ♥9 ♥2 毙；北出 ♥Q ♥Q ♥2。北算盖毙吗？
#
# <details><summary>提示</summary>先比对子，再比单张。♥2 比 ♥2 大吗？</details>
#
# <details><summary>答案</summary>
#
# 算：先比最大的一组，红桃Q 对大过红桃9 对。（别的牌桌：在 shengji.io 网站上不算，那里每一组都要更大，而两张红桃2 一样大。）
#
# </details>

# %%
for name in ("default", "shengji"):
    over = ruff_beats("SK SK S3", "H9 H9 H2", "HQ HQ H2", order_for(level10.trump, preset(name)))
    rulebook = RULEBOOK[name].in_language(page_lang())
    if over.value:
        print(say("{name}: ♥Q ♥Q ♥2 over-ruffs ♥9 ♥9 ♥2.").format(name=rulebook))
    else:
        print(say("{name}: ♥Q ♥Q ♥2 does not over-ruff ♥9 ♥9 ♥2.").format(name=rulebook))

# %% [markdown]
# <a id="referee-at-the-table"></a>
#
# ## 在牌桌上：裁判工具（给老师）
#
# 全班为一轮牌争起来的时候，别凭老师说了算，把这一轮输进**裁判**工具。它问的就是画出这一课各个表格的那个引擎，用大白话给出判定、理由和规则的链接——这里是资料 000 的“毙牌的大小以毙牌中的拖拉机和对牌大小为准”。
#
# 资料 000 的第一个例子：打10、红桃做主，南首出 ♠5 ♠4 ♠4；东用 ♥9 ♥7 ♥7 毙，北出 ♥8 ♥8 ♥4，西出 ♠2 ♠3 ♠6。在本网站上，打开[裁判](tools/referee.md)页：在**主牌**下面把**级**选成 10，**花色**选 ♥ 红桃；**问题**保留“这一轮谁大？”；在**各家出牌，每行一家，首家在先**框里每行输入一家的牌（♠5 ♠4 ♠4，然后是 ♥9 ♥7 ♥7、♥8 ♥8 ♥4 和 ♠2 ♠3 ♠6；用[第 1 课](01-deck-players-goal.py#notation)的字母输入更快）；按**裁定**：第三家，也就是北，赢。然后试试：
#
# - 把首家的牌改成 ♠5 ♠6 ♠7（三张单张）：♥9 说了算；
# - 输入一张不存在的牌（黑桃1）：错误提示会说出是哪个框、哪张牌，你输入的内容不会被清掉。
#
# 在笔记本里（JupyterLab，见[教师指南](teachers-guide.md)），下面的裁判工具里已经填好了这个例子：按 **裁决！**。
#
# <details class="house-rules"><summary>别的牌桌：按 shengji.io 的规则用裁判（可以先跳过）</summary>
#
# 到[你的房规](tools/house-rules.md)页，在**从预设开始**里选 **shengji — shengji.io 的默认规则**，回到裁判页再裁定一次：北就盖毙不了了，东赢。首家出 ♠5 ♠6 ♠7 时，不管哪种房规都是 ♥9 说了算。在笔记本里，在裁判工具自己的 **House rules** 菜单里选 shengji.io defaults。
#
# </details>

# %%
tool(
    "referee",
    show_picker=True,
    level="10",
    suit="H",
    lead="S5 S4 S4",
    others="H9 H7 H7\nH8 H8 H4\nS2 S3 S6",
)

# %% [markdown]
# **下一课：**[第 6 课 · 甩牌](06-throws.py)——一次出好几组牌。
