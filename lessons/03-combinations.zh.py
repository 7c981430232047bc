# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 3 课 · 单张、对子和拖拉机
#
# **这一课你会学到**
#
# - 可以出的牌型：**单张**、**对子**和**拖拉机**；
# - 为什么打10 时 ♠J ♠J ♠9 ♠9 是拖拉机，而 ♠5 ♠5 ♠3 ♠3、♠A ♠A ♠2 ♠2 和两对副级牌都不是；
# - 跨过王、级牌和主 A 连起来的**主拖拉机**。

# %%
from IPython.display import Markdown

from tractor_core import Rank, Suit, Trump, is_tractor, order_for
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards
from widgets import page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def tractor_table(plays: tuple[str, ...]) -> Markdown:
    """The engine's answer for each play: is it a tractor at level 10, hearts trump, and why."""
    rows = [say("| cards | a tractor? | why |"), "|---|---|---|"]
    for cards in plays:
        v = is_tractor(cards, level10)
        answer = say("yes", context="is") if v.value else say("no", context="is")
        rows.append(
            f"| {cards_named(cards.split()).in_language(page_lang())} | {answer} | {reason_of(v)} |"
        )
    return Markdown("\n".join(rows))


# %% [markdown]
# <a id="combo.single"></a>
# <a id="combo.pair"></a>
#
# ## 对子
#
# **对子**是两张*一模一样*的牌：花色相同，点数相同（两副牌里每张牌都有两张）。♠10 加 ♣10 不是对子，虽然这两张牌一样大。
#
# <a id="combo.tractor"></a>
# <a id="combo.tractor.adjacent"></a>
# <a id="combo.tractor.one-suit"></a>
# <a id="combo.tractor.equal-width"></a>
# <a id="combo.tractor.min-length"></a>
#
# ## 拖拉机
#
# **拖拉机**是同一门里点数相连的两对或更多对。看几个例子，是不是拖拉机，为什么：

# %%
tractor_table(("SK SK SQ SQ", "S5 S5 S4 S4 S3 S3", "S5 S5 S3 S3", "S5 S5 S4"))

# %% [markdown]
# <a id="combo.tractor.level-gap"></a>
#
# ## 跳过级牌
#
# 级牌是主，所以它们不在原来的那一门里。级牌两边的点数就连上了：打10 时，**♠J ♠J ♠9 ♠9** 是拖拉机。

# %%
Cards("SJ SJ S9 S9", level10)

# %%
print(reason_of(is_tractor("SJ SJ S9 S9", level10)))

# %% [markdown]
# 可是 **♠J ♠J ♠10 ♠10** 不是：打10 时 ♠10 是主，和 ♠J 不是一门。

# %%
print(reason_of(is_tractor("SJ SJ S10 S10", level10)))

# %% [markdown]
# <a id="combo.tractor.trump-chain"></a>
#
# ## 主拖拉机
#
# 在主牌里，连接过了 A 还往上走：主 A → 副级牌 → 主级牌 → 小王 → 大王。所以打10、红桃做主时，下面这些都是拖拉机：

# %%
tractor_table(("LJ LJ H10 H10", "H10 H10 S10 S10", "S10 S10 HA HA", "BJ BJ LJ LJ"))

# %% [markdown]
# <a id="combo.tractor.equal-steps"></a>
#
# ……但两对副级牌不是：♠10 和 ♣10 是*一样大*，不是相连。
#
# <details class="house-rules"><summary>别的牌桌：拖拉机，各家说法一致（可以先跳过）</summary>
#
# 资料 000 这样定义拖拉机：“凡大小顺序相邻且花色相同的联对均构成拖拉机”。
#
# 主牌拖拉机，各家资料说法也一致。资料 000 举了打10 时的主牌拖拉机：一对小王接一对 ♥10，♥10 接 ♠10，♠10 接 ♥A。打5 时它列出“3344，4466，副5主5，大王小王，AA副5，主5小王”。资料 001 打2 时：“大王与小王、小王与主 2，主 2 与副2，两对副 2 不是”。资料 002、003 和 shengji.io 网站也一样。
#
# 房规设置里还是可以把其中任何一步取消（“大主里的拖拉机”），或者不把级牌两边的点数算作相连（“隔着级牌的拖拉机”）。没有哪份资料这样打。
#
# </details>

# %%
print(reason_of(is_tractor("S10 S10 C10 C10", level10)))

# %% [markdown]
# ## 试一试
#
# 是不是拖拉机？题目替你定好了主；小心陷阱。
#
# <!-- puzzle tractor-default-2-11: decks=2 -->

# %%
puzzle("tractor", difficulty=2, seed=11)

# %% [markdown]
# ## 练习
#
# **练习 3.1** 打5、红桃做主，♠6 ♠6 ♠4 ♠4 是拖拉机吗？♠6 ♠6 ♠5 ♠5 呢？
#
# <details><summary>提示</summary>打5 的时候，5 在哪里？</details>
#
# <details><summary>答案</summary>
#
# 第一个是，第二个不是：5 是主，所以 ♠4 和 ♠6 相连，而 ♠5 ♠5 根本不在黑桃里。
#
# </details>

# %%
level5 = order_for(Trump(Rank.FIVE, Suit.HEARTS))
for cards in ("S6 S6 S4 S4", "S6 S6 S5 S5"):
    print(reason_of(is_tractor(cards, level5)))

# %% [markdown]
# **练习 3.2** A A 2 2 是拖拉机吗？
#
# <details><summary>答案</summary>
#
# 不是：点数不能从 A 绕回 2。
#
# </details>

# %% [markdown]
# **下一课：**[第 4 课 · 出牌和跟牌](04-leading-following.py)——首家可以出什么，跟牌时你必须出什么。
