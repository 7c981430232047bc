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
# - 一局里哪些牌是**主牌**：王、**级牌**和**主花色**的牌——一共有多少张主；
# - 主牌从大到小怎么排，为什么三门的副级牌**一样大**；
# - 打**无主**时有什么不同。

# %%
from IPython.display import Markdown

from tractor_core import Card, Rank, Suit, Trump, TrumpOrder, order_for, preset, shoe
from tractor_core.text import Localized, card_named, say
from tractor_core.words.svg import Cards
from widgets import house_rules_box, page_lang, puzzle


def describe(order: TrumpOrder, card: Card) -> str:
    """What ``card`` is under ``order`` (``off-suit level card (trump)``), in the page's language."""
    return order.describe_zh(card) if page_lang() == "zh" else order.describe(card)


def table(header: str, rows: list[str]) -> str:
    """A Markdown table: the header (said in the page's language), its rule line, the rows."""
    return "\n".join([header, "|---" * (header.count("|") - 1) + "|", *rows])


# %% [markdown]
# <a id="order.effective-suit"></a>
# <a id="order.trump-strength"></a>
#
# ## 这一局的主
#
# 每一局都有一个**级牌**——庄家方打到几，级牌就是几——通常还有一门**主花色**。主花色是发牌时**亮主**亮出来的：有人亮出一张级牌，这张牌的花色就是主。别人还可以亮出更大的（一对级牌，或者一对王打无主）来**反主**，这时新亮的花色才是主。发牌的时候可以反主，最后一张牌发完以后，庄家拿底牌以前，也还有一小会儿可以反；然后这一局的主就定了（[第 9 课](09-declaring.py)）。我们说“打10，红桃做主”。
#
# 下面这些都是主：
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
# 上面每样只画了一张；两副牌里每样都有两张。所以主牌占了整副牌的一大块——数一数：

# %%
trumps = [card for card in shoe(decks=2) if order.is_trump(card)]
jokers = sum(card.is_joker for card in trumps)
level_cards = sum(not card.is_joker and card.rank == Rank.TEN for card in trumps)
print(
    say(
        "{trumps} of the {cards} cards are trumps: {jokers} jokers, {level} level cards and "
        "{suit} other cards of the trump suit.",
        trumps=len(trumps),
        cards=len(shoe(decks=2)),
        jokers=jokers,
        level=level_cards,
        suit=len(trumps) - jokers - level_cards,
    )
)

# %% [markdown]
# 逐张看看每张牌是什么：

# %%
rows = []
for text in ("BJ", "H10", "S10", "HA", "H2", "SA"):
    card = Card.parse(text)
    if page_lang() == "zh":  # the Chinese page: the card, then what it is
        rows.append(f"| {card_named(card).zh} | {order.describe_zh(card)} |")
    else:  # the English page: what it is, in English and in Chinese
        rows.append(
            f"| {card_named(card).en} | {order.describe(card)} | {order.describe_zh(card)} |"
        )
Markdown(table(say("| card | what it is | 中文 |"), rows))

# %% [markdown]
# <a id="order.equal-cards"></a>
#
# 注意 ♠10 和 ♣10 **一样大**：两张都出在同一轮里，先出的大。

# %%
same = order.power(Card.parse("S10")) == order.power(Card.parse("C10"))
print(say("♠10 and ♣10 are equal.") if same else say("♠10 and ♣10 are not equal."))

# %% [markdown]
# <a id="order.no-trump"></a>
#
# ## 打无主
#
# 一局**没有主花色**的时候（比如有人亮了一对王），只有王和级牌是主，所有的级牌都一样大。打5 的时候：

# %%
nt = order_for(Trump(Rank.FIVE, None))
Cards(nt.sorted(c for c in nt.all_cards_strongest_first() if nt.is_trump(c)), nt)

# %%
nt_trumps = sum(nt.is_trump(card) for card in shoe(decks=2))
print(say("In a no-trump hand {trumps} cards are trumps.", trumps=nt_trumps))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：打无主时的级牌（可以先跳过）</summary>
#
# **打无主时的级牌。** 本站和资料 004 一样，无主时级牌仍是主：“只有常主和当局级牌为主牌……（此时各花色级牌大小一致）”。shengji.io 网站也这样打。有些英文网页（转抄 pagat 的）却说无主时“只有四张王是主”（the only trumps are the four jokers）；房规设置里这一项叫“无主时的级牌”。
#
# </details>

# %% [markdown]
# <a id="permanent-twos-order"></a>
#
# <details class="house-rules"><summary>别的牌桌：2 是常主（可以先跳过）</summary>
#
# **2 是常主。** 资料 000 讲了一种打法：**2 永远是主**，不管打几，排在级牌下面。本站的打法**没有**常主 2：只有资料 000 提到它，而且是作为一种变化，所以 2 还是各自花色里的普通牌。房规设置里这一项叫“常主”。
#
# 这时 2 和级牌的排法一样：**主花色的 2** 比另外三张 2 大，那三张**一样大**。资料 000 列出打10、2 是常主时的主牌：“大王，小王，主 10，副 10，主 2，副 2，A，K，Q……”——大王、小王、主10、副10、**主2、副2**，然后是主花色从 A 往下。所以打10、红桃做主时，♥2 大过 ♠2，而 ♠2、♣2、♦2 一样大（先出的大）。所有的 2 都比每一张 10 小，比 ♥A 大。
#
# 注意这个词：资料 003 的“常主”只指大小王。
#
# </details>

# %%
with_twos = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("000", permanent_trump_ranks=["2"]))
rows = []
for text in ("H10", "S10", "H2", "S2", "C2", "HA"):
    card = Card.parse(text)
    rows.append(f"| {card_named(card).in_language(page_lang())} | {describe(with_twos, card)} |")
beats = with_twos.power(Card.parse("H2")) > with_twos.power(Card.parse("S2"))
ties = with_twos.power(Card.parse("S2")) == with_twos.power(Card.parse("C2"))
rows += [
    "",
    (say("♥2 beats ♠2; ") if beats else say("♥2 does not beat ♠2; "))
    + (say("♠2 ties ♣2.") if ties else say("♠2 does not tie ♣2.")),
]
house_rules_box(
    say("Permanent 2s, strongest first:") + "\n\n" + table(say("| card | what it is |"), rows)
)

# %% [markdown]
# ## 试一试
#
# 把每手牌理好：主牌在前，从大到小，然后每门副牌从大到小。
#
# <!-- puzzle order-default-2-3: differs=none -->

# %%
puzzle("order", difficulty=2, seed=3)

# %% [markdown]
# ## 练习
#
# **练习 2.1** 打7、黑桃做主时，♥7 和 ♠A 哪张大？
#
# <details><summary>提示</summary>这两张里哪一张是级牌？</details>
#
# <details><summary>答案</summary>
#
# ♥7：每一张级牌都比整个主花色大，A 也不例外。
#
# </details>

# %%
seven = order_for(Trump(Rank.SEVEN, Suit.SPADES))
h7, sa = Card.parse("H7"), Card.parse("SA")
said = "♥7 ({h7}) beats ♠A ({sa})." if seven.beats(h7, sa) else "♥7 ({h7}) does not beat ♠A ({sa})."
print(say(said, h7=describe(seven, h7), sa=describe(seven, sa)))

# %% [markdown]
# **练习 2.2** 两副牌，打2、黑桃做主时一共有几张主？打2、无主时呢？
#
# <details><summary>提示</summary>先数王，再数级牌，再数主花色里其余的牌。打几会不会改变张数？</details>
#
# <details><summary>答案</summary>
#
# 36 张和 12 张，和打10 时一样：4 张王 + 8 张级牌 + 24 张别的黑桃；没有主花色时，只有 4 张王和 8 张级牌。
#
# </details>

# %%
for trump in (Trump(Rank.TWO, Suit.SPADES), Trump(Rank.TWO, None)):
    counted = sum(order_for(trump).is_trump(card) for card in shoe(decks=2))
    named = Localized(trump.describe(), trump.describe_zh())
    print(say("{trump}: {count} trumps.", trump=named, count=counted))

# %% [markdown]
# **下一课：**[第 3 课 · 单张、对子和拖拉机](03-combinations.py)。
