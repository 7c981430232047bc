# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 2 课 · 主牌
#
# **这一课你会学到**
#
# - 一局里哪些牌是**主牌**：王、**级牌**和**主花色**的牌；
# - 主牌从大到小怎么排，为什么三门的副级牌**一样大**；
# - 打**无主**时有什么不同，“2 是常主”这条房规又改变了什么。

# %%
from IPython.display import Markdown

from tractor_core import Card, Rank, Suit, Trump, TrumpOrder, order_for, preset
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import page_lang, puzzle


def describe(order: TrumpOrder, card: Card) -> str:
    """What ``card`` is under ``order`` (``off-suit level card (trump)``), in the page's language."""
    return order.describe_zh(card) if page_lang() == "zh" else order.describe(card)


# %% [markdown]
# <a id="order.effective-suit"></a>
# <a id="order.trump-strength"></a>
#
# ## 这一局的主
#
# 每一局都有一个**级牌**——庄家方打到几，级牌就是几——通常还有一门**主花色**。主花色是发牌时**亮主**亮出来的：有人亮出一张级牌，这张牌的花色就是主。按大多数牌桌的规矩，出牌以前别人还可以亮出更大的（一对级牌，或者一对王打无主）来**反主**，这时新亮的花色才是主（第 9 课）。我们说“打10，红桃做主”。
#
# 下面这些都是主（资料 000、002、003）：
#
# 1. 大王，然后是小王；
# 2. 主花色的级牌，即主级牌（这里是 ♥10）；
# 3. 另外三门的级牌，即副级牌（♠10、♣10、♦10）——**这三张一样大**；
# 4. 主花色里其余的牌，从 A 到 2（没有 10）。
#
# 其余的牌都算在它自己的花色里，是**副牌**，从 A 排到 2，同样没有级牌那个点数。

# %%
order = order_for(Trump(Rank.TEN, Suit.HEARTS))
Cards(order.sorted(c for c in order.all_cards_strongest_first() if order.is_trump(c)), order)

# %% [markdown]
# 引擎逐张说明每张牌是什么：

# %%
rows = [say("| card | what it is | 中文 |"), "|---|---|---|"]
for text in ("BJ", "H10", "S10", "HA", "H2", "SA"):
    card = Card.parse(text)
    if page_lang() == "zh":  # the Chinese page: the card's name, then what it is
        rows.append(f"| {text} | {card.chinese} | {order.describe_zh(card)} |")
    else:  # the English page: what it is, in English and in Chinese
        rows.append(f"| {text} | {order.describe(card)} | {order.describe_zh(card)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="order.equal-cards"></a>
#
# 注意 ♠10 和 ♣10 **一样大**：两张出在同一轮里，先出的那张大（规则 `order.equal-cards`）。

# %%
same = order.power(Card.parse("S10")) == order.power(Card.parse("C10"))
print(say("♠10 and ♣10 are equal.") if same else say("♠10 and ♣10 are not equal."))

# %% [markdown]
# <a id="order.no-trump"></a>
#
# ## 无主
#
# 一局**没有主花色**的时候（比如有人亮了一对王），只有王和级牌是主，所有的级牌一样大。

# %%
nt = order_for(Trump(Rank.FIVE, None))
Cards(nt.sorted(c for c in nt.all_cards_strongest_first() if nt.is_trump(c)), nt)

# %% [markdown]
# ## 房规：2 是常主
#
# 资料 000 讲了一种打法：**2 永远是主**（常主），紧挨着排在级牌下面。房规是 `RuleSet` 的选项；拿一个预设，改一个选项，就打开了这条规则：

# %%
with_twos = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("000", permanent_trump_ranks=["2"]))
Cards(with_twos.sorted("BJ LJ H10 S10 H2 S2 HA HK"), with_twos)

# %% [markdown]
# <a id="permanent-twos-order"></a>
#
# ### 常主 2 之间的大小
#
# 2 的排法和级牌一样（规则 `order.trump-strength`）：**主花色的 2** 比另外三张 2 大，那三张 2 彼此**一样大**。资料 000 列出了打10、2 是常主时的主牌：“大王, 小王, 主 10, 副 10, 主 2, 副 2, A, K, Q……”——大王、小王、主 10、副 10 之后是**主 2、副 2**，再往下才是主花色的 A、K、Q。
#
# 本站的默认规则**没有**常主 2：只有资料 000 讲到它，而且只是当作一种变通打法，所以默认规则里 2 还是各门里的普通牌。
#
# 所以打10、红桃做主时，♥2 比 ♠2 大，♠2 和 ♣2、♦2 一样大（先出的大）。所有的 2 都比每一张 10 小，又都比 ♥A 大。引擎这样说：

# %%
rows = [say("| card | what it is | strength |"), "|---|---|---|"]
for text in ("H10", "S10", "H2", "S2", "C2", "HA"):
    card = Card.parse(text)
    rows.append(f"| {card} | {describe(with_twos, card)} | {with_twos.power(card)} |")
beats = with_twos.power(Card.parse("H2")) > with_twos.power(Card.parse("S2"))
ties = with_twos.power(Card.parse("S2")) == with_twos.power(Card.parse("C2"))
rows += [
    "",
    (say("H2 beats S2; ") if beats else say("H2 does not beat S2; "))
    + (say("S2 ties C2.") if ties else say("S2 does not tie C2.")),
]
Markdown("\n".join(rows))

# %% [markdown]
# ## 试一试
#
# 把每手牌理好：主牌在前，从大到小；然后每门副牌从大到小。
#
# <!-- puzzle order-default-2-3: differs=none -->

# %%
puzzle("order", difficulty=2, seed=3)

# %% [markdown]
# ## 练习
#
# **练习 2.1** 打7、黑桃做主，♥7 和 ♠A 哪张大？
#
# <details><summary>提示</summary>这两张里哪张是级牌？</details>
#
# <details><summary>答案</summary>
#
# ♥7：每一张级牌都比整门主花色大，主 A 也不例外。
#
# </details>

# %%
seven = order_for(Trump(Rank.SEVEN, Suit.SPADES))
h7, sa = Card.parse("H7"), Card.parse("SA")
said = "♥7 ({h7}) beats ♠A ({sa})." if seven.beats(h7, sa) else "♥7 ({h7}) does not beat ♠A ({sa})."
print(say(said, h7=describe(seven, h7), sa=describe(seven, sa)))

# %% [markdown]
# **下一课：**[第 3 课 · 单张、对子和拖拉机](03-combinations.py)。
