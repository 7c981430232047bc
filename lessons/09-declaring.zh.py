# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 9 课 · 亮主
#
# **这一课你会学到**
#
# - 主花色是怎样定下来的：发牌的时候，玩家亮出级牌来**亮主**（报主）；
# - 后来的亮主怎样**反主**，推翻先前的——张数多的大过张数少的，用王亮的是**无主**——以及反主反到什么时候为止；
# - **加固**（上保险），以及自己反自己（自反）；
# - 三副牌的亮主顺序；
# - 第一局谁坐庄，以及**没人亮主**时怎么办。
#
# 主（第 2 课）由两样东西决定：**级**（庄家打几）和**主花色**。打几，发牌前就知道了；主花色却要在发牌的时候，由玩家用摸到的级牌来定。正文讲的是本站的打法；折起来的**别的牌桌**框里，是别的牌桌怎样亮主。

# %%
from IPython.display import Markdown

from tractor_core import Rank, Trump, parse_cards, preset
from tractor_core.play.hand import Declared, Hand, HandSetup
from tractor_core.rules.declaring import check_bid, read_bid, resolve_no_bid
from tractor_core.text import cards_named, say, seat_named
from tractor_core.words.svg import Cards
from widgets import HandRows, option_words, page_lang, puzzle, reason_of

rules = preset("default")
TEN = Rank.TEN  # the examples are "at level 10", as in source 000


def trump_words(trump: Trump) -> str:
    """``level 10, hearts trump``, or on the Chinese page ``打10，红桃主``."""
    return trump.describe_zh() if page_lang() == "zh" else trump.describe()


def named(cards: object) -> str:
    """Cards as a reader writes them: ♥10 ♥10 here, 红桃10、红桃10 on the Chinese page."""
    return cards_named(parse_cards(cards)).in_language(page_lang())


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


def yes_no(said: bool) -> str:
    """Yes or no in the page's words."""
    return say("yes") if said else say("no")


# %% [markdown]
# <a id="declare.shape"></a>
#
# ## 亮主亮什么
#
# 亮主亮的是**同一花色、一模一样的级牌**：那个花色就是主。打10 时，亮一张 ♥10 就是报红桃；亮两张 ♥10 也是报红桃，但亮得更大。两张*不一样*的级牌（♠10 + ♣10）不算亮主，别的牌也都不算。

# %%
rows = [say("| shown | a bid? | why |"), "|---|---|---|"]
for shown in ("H10", "H10 H10", "S10 C10", "SJ"):
    v = check_bid(shown, 1, TEN, rules)
    rows.append(f"| {named(shown)} | {yes_no(v.value)} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.joker-bid"></a>
#
# 用**王**亮的是**无主**（打无主），但也必须是一模一样的王：一对大王或一对小王。一张王，或者大王加小王，都不算亮主。

# %%
rows = [say("| shown | a bid? | why |"), "|---|---|---|"]
for shown in ("LJ LJ", "BJ", "BJ LJ"):
    v = check_bid(shown, 1, TEN, rules)
    rows.append(f"| {named(shown)} | {yes_no(v.value)} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.own-cards"></a>
#
# 当然，你只能亮自己手里的牌：

# %%
print(reason_of(check_bid("S10 S10", 1, TEN, rules, hand="S10 C3 D4")))

# %% [markdown]
# <a id="declare.first"></a>
# <a id="declare.during-deal"></a>
#
# ## 第一个亮主
#
# 第一个亮出合法级牌的人定下主花色；这以后，只有更大的亮主才算数。一摸到级牌你就可以亮——也可以等摸到第二张，亮得更大。但第一次亮主必须**在发牌的时候**：最后一张牌摸完就晚了，要按“没人亮主”的规则办（在这一课的最后）：

# %%
print(reason_of(check_bid("H10", 1, TEN, rules)))
print(reason_of(check_bid("H10", 1, TEN, rules, phase="after_deal")))

# %% [markdown]
# <a id="declare.min-cards"></a>
#
# <details class="house-rules"><summary>别的牌桌：第一次亮主要一对（可以先跳过）</summary>
#
# 资料 000 说，发牌时先亮出的 10 是什么花色，什么花色就是主。有的牌桌第一次亮主就要一对：房规“首次亮主要几张级牌”（`declare_min_cards`，规则 `declare.min-cards`），默认是 1。定成 2 时，一张 ♥10 亮不了（引擎的回答在下面的框里）。
#
# </details>

# %%
house_rules(reason_of(check_bid("H10", 1, TEN, preset("default", declare_min_cards=2))))

# %% [markdown]
# <a id="declare.beats.joker-or-greater-length"></a>
#
# ## 反主
#
# 后来的亮主比现在的大，就能**反主**（各种规则见[规则目录](rules-catalogue.py)）：
#
# 1. **张数多的大过张数少的**：一对能反一张；
# 2. **张数一样时只有王能反**：♦10 ♦10 反不了 ♠10 ♠10，一对小王却能；
# 3. 用**大王**亮的大过用小王亮的。
#
# 下面每一次亮主，都跟它前面占着的亮主比：

# %%
single_h = read_bid("H10", TEN, rules, seat=1).value
pair_s = read_bid("S10 S10", TEN, rules, seat=2).value
pair_lj = read_bid("LJ LJ", TEN, rules, seat=3).value
rows = [say("| new bid | against | stands? | why |"), "|---|---|---|---|"]
for shown, seat, history in (
    ("S10 S10", 2, [single_h]),
    ("D10 D10", 3, [single_h, pair_s]),
    ("LJ LJ", 3, [single_h, pair_s]),
    ("BJ BJ", 0, [single_h, pair_s, pair_lj]),
):
    v = check_bid(shown, seat, TEN, rules, history=history)
    rows.append(
        f"| {named(shown)} | {named(history[-1].text())} | {yes_no(v.value)} | {reason_of(v)} |"
    )
Markdown("\n".join(rows))

# %% [markdown]
# **反到什么时候？** 最后一张牌发完，反主还没有结束。发完牌以后有一小段时间，谁都不能再*第一个*亮主了，但还可以**反主**或者**加固**（见下文）现在占着的亮主。然后亮主结束，庄家拿底牌（[第 10 课](10-whole-hand.py#hand.phase)讲一局的各个阶段）。下面是最后一张牌发完以后，♠10 ♠10 反 ♥10：

# %%
print(reason_of(check_bid("S10 S10", 2, TEN, rules, history=[single_h], phase="after_deal")))

# %% [markdown]
# <a id="declare.beats.joker-or-higher-suit"></a>
# <a id="declare.beats.greater-length"></a>
#
# <details class="house-rules"><summary>别的牌桌：怎样才能反主（可以先跳过）</summary>
#
# 怎样才能反主，是房规“怎样才能反主”（`bid_policy`）。默认的规则——张数多的大；张数一样时只有王能反——是规则 `declare.beats.joker-or-greater-length`，即 shengji.io 的 `JokerOrGreaterLength`。
#
# 资料 004 对张数一样的亮主另有一个**花色顺序**：BJ > LJ > ♠ > ♥ > ♣ > ♦（“大王 > 小王 > 黑桃 > 红桃 > 梅花 > 方片”），所以在 004，♣10 ♣10 能反 ♦10 ♦10（规则 `declare.beats.joker-or-higher-suit`）。第三种规则 `greater_length`（“只有张数更多才能反”）只许张数*更多*的反——王也一样（规则 `declare.beats.greater-length`）。
#
# **为什么这样默认？** 资料 000 和 002 写出的亮主顺序就是这样（“单张10 < 两张10 < 两张王(打无主) < 三张10 < 三张王”，见下面三副牌的框），shengji.io 的默认也是这样；花色顺序只有 004 有。引擎在各种规则下的回答在下面的框里。
#
# </details>

# %%
pair_d = read_bid("D10 D10", TEN, rules, seat=2).value
header = say(
    "| house rules | {clubs} over {diamonds} | {jokers} over {diamonds} |",
    clubs=cards_named(parse_cards("C10 C10")),
    diamonds=cards_named(parse_cards("D10 D10")),
    jokers=cards_named(parse_cards("BJ BJ")),
)
rows = [header, "|---|---|---|"]
for name, house in (
    (rules_named("default"), rules),
    (rules_named("004"), preset("004")),
    (option_words("bid_policy", "greater_length"), preset("default", bid_policy="greater_length")),
):
    v = check_bid("C10 C10", 3, TEN, house, history=[pair_d])
    w = check_bid("BJ BJ", 3, TEN, house, history=[pair_d])
    stands = [say("stands") if x.value else say("no") for x in (v, w)]
    rows.append(f"| {name} | {stands[0]} | {stands[1]} |")
house_rules("\n".join(rows))

# %% [markdown]
# <a id="declare.reinforce"></a>
# <a id="declare.self-overturn"></a>
#
# ## 加固，和自己反自己
#
# 你用一张 ♥10 亮了主，后来又摸到第二张，就可以把这一对亮出来**加固**（也叫上保险）：红桃还是主，而且现在只有更大的亮主才反得了。
#
# 用别的花色反**自己**的主（自反），只有在别人亮过之后才可以：

# %%
print(reason_of(check_bid("H10 H10", 1, TEN, rules, history=[single_h])))
print(reason_of(check_bid("S10 S10", 1, TEN, rules, history=[single_h])))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：自己反自己，资料原话（可以先跳过）</summary>
#
# 资料 001：“自己亮主后，没人改主，自己不能反自己”。资料 004 把加固叫上保险。
#
# </details>

# %% [markdown]
# ## 三副牌：亮主顺序
#
# 三副牌时，亮主最多可以亮三张。从小到大：一张级牌，两张级牌，两张王（打无主），三张级牌，三张王（打无主）。所以一对王大过一对级牌，却小于三张级牌。下面每一次亮主都反掉前一次：

# %%
three_decks = preset("000", decks=3)
history = []
rows = [say("| shown | stands? | trump |"), "|---|---|---|"]
for seat, shown in ((0, "H10"), (1, "S10 S10"), (2, "LJ LJ"), (3, "D10 D10 D10"), (0, "BJ BJ BJ")):
    v = check_bid(shown, seat, TEN, three_decks, history=history)
    history.append(v.details["bid"])
    rows.append(f"| {named(shown)} | {yes_no(v.value)} | {trump_words(v.details['trump'])} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.kitty-cards"></a>
# <a id="declare.joker-colour"></a>
# <a id="declare.jokers-open"></a>
#
# <details class="house-rules"><summary>别的牌桌：三副牌怎样亮主（可以先跳过）</summary>
#
# 资料 000 和 002 给出的顺序是“单张10 < 两张10 < 两张王(打无主) < 三张10 < 三张王(打无主)”。
#
# **001**（三副牌的比赛规则）根本不能用王亮主——顺序只是 1、2、3 张级牌（房规“亮无主要几张王”，`joker_bid_policy`）——反主必须在庄家拿底牌之前，而且“底牌凑成的对或三条不可以反”：用底牌凑出来的对子或三张不能用来反主（房规“底牌能否用来反主”，`kitty_cards_count_for_bid`，规则 `declare.kitty-cards`）。
#
# **003**（双升）：第一局亮主要亮一张级牌**加一张同色的王**——大（红）王配红桃或方片，小（黑）王配黑桃或梅花（房规“级牌配同色王亮主”，`joker_colour_rule`，规则 `declare.joker-colour`）。
#
# **004**：王可以反主，但不能第一个亮（“常主不可进行报主”；房规“用王首先亮主”，`jokers_can_open`，规则 `declare.jokers-open`）。
#
# 引擎对每一条的回答在下面的框里。
#
# </details>

# %%
tournament = preset("001")
lines = [
    reason_of(check_bid("LJ LJ", 2, TEN, tournament, history=[single_h])),
    reason_of(
        check_bid(
            "S10 S10", 2, TEN, tournament, history=[single_h], hand="S10 S10 C3", from_kitty="S10"
        )
    ),
    "",
    say("| source | shown | a bid? | why |"),
    "|---|---|---|---|",
]
for name, shown in (("003", "H10"), ("003", "H10 BJ"), ("003", "S10 BJ"), ("004", "LJ LJ")):
    v = check_bid(shown, 1, TEN, preset(name))
    lines.append(f"| {rules_named(name)} | {named(shown)} | {yes_no(v.value)} | {reason_of(v)} |")
house_rules("\n\n".join(lines[:2]) + "\n" + "\n".join(lines[2:]))

# %% [markdown]
# <a id="first-banker-term"></a>
#
# ## 第一局谁坐庄
#
# 以后各局，庄家在上一局就定了（[第 8 课](08-scoring.py)）。整场的**第一局**还没有庄家，所以亮主同时也定庄家（[第 10 课](10-whole-hand.py#hand.first-banker)还会再讲）：在本站，是**最后占住的亮主**坐庄——亮主结束时谁的亮主最大，谁就是庄家。这样定下主的人也拿底牌、先出牌，第一局里主和庄家不会分在两个人身上。
#
# <details class="house-rules"><summary>别的牌桌：第一局谁坐庄（可以先跳过）</summary>
#
# 房规“第一局谁坐庄”（`first_banker`，规则 `hand.first-banker`）有两种说法：
#
# - **最后占住的亮主**坐庄（`winning_bid`，本站默认，也是 shengji.io 的默认）：亮主结束时谁的亮主最大，谁就是庄家。资料 001：“首轮反主抢庄”——第一局反主也就抢了庄。资料 004 结果也一样：谁先亮出级牌谁坐庄（抢报），但按它的“反主反打”，在亮主的人拿底牌以前有人反主，就是反主的人坐庄（“反主后，反主玩家变成当前庄家”），所以拿底牌时谁的亮主占着，谁就是庄家；
# - **第一个亮主**的坐庄（`first_bid`）：谁先亮谁坐庄，后来主被人反了也一样。资料 000：“开局中，双方争庄，先亮者为庄家”——开局时两方抢庄，先亮的是庄家（003 也这样）。
#
# </details>
#
# ## 一副真牌
#
# 这是一副打2 的牌，一张一张地发。每当有人摸到级牌，如果亮出来能成立，他手里这张级牌有几张就亮几张。最后看谁坐庄：

# %%
deal = Hand(HandSetup(rules, seed=11))
while deal.phase == "deal":
    drew = deal.draw()
    if drew.card.rank == deal.level:
        shown = [drew.card] * deal.hands[drew.seat].count(drew.card)
        if deal.can_declare(drew.seat, shown):
            deal.declare(drew.seat, shown)
for number, record in enumerate(deal.log, start=1):
    if isinstance(record, Declared):
        said = say(
            "Card {number}: {seat} shows {cards}.",
            number=number,
            seat=seat_named(record.seat, 4),
            cards=cards_named(record.cards),
        )
        print(said)
closed = deal.close_bidding()
print(reason_of(closed))

# %% [markdown]
# 庄家的牌，已经拿起了底牌（33 张，主排在前面，一行排不下就接到下一行）：

# %%
HandRows(deal.hands[closed.banker], deal.order)

# %% [markdown]
# ## 试一试
#
# 第二次亮主反得了第一次吗？两次亮的都是一对级牌。然后按**比较各种规则**：有一种牌桌的答案不一样。
#
# <!-- puzzle declaration-default-1-17: answer=no answer@004=yes differs=004 -->

# %%
puzzle("declaration", difficulty=1, seed=17)

# %% [markdown]
# 主一定下来，每个人都要重新理牌：级牌和新的主花色排到最前面。按题目说的主，把这手牌理好。
#
# <!-- puzzle order-default-2-4: differs=none -->

# %%
puzzle("order", difficulty=2, seed=4)

# %% [markdown]
# <a id="declare.no-bid.redeal"></a>
# <a id="declare.no-bid.kitty-nth"></a>
#
# ## 没人亮主
#
# 如果整副牌发完都没人亮主，本站分两种情况：
#
# - **第一局**亮主同时定庄家，没人亮主就没有庄家：**重新发牌**；
# - **以后各局**庄家已经定了，所以照样打：庄家翻开**第一张底牌**，它的花色就是主（翻到王就打无主）。
#
# 下面是一副底牌，打5，以后某一局没人亮主时这样办：

# %%
kitty = "S3 H5 LJ D9 C4 S8 SK S2"
Cards(kitty)

# %%
print(reason_of(resolve_no_bid(kitty, Rank.FIVE, rules, first_hand=False)))

# %% [markdown]
# <a id="declare.no-bid.no-trump"></a>
# <a id="declare.no-bid.kitty-majority"></a>
# <a id="declare.no-bid.kitty-first-level-or-highest"></a>
#
# <details class="house-rules"><summary>别的牌桌：没人亮主时（可以先跳过）</summary>
#
# 这里各份资料各有各的办法（房规“第一局无人亮主”，`no_bid_first_hand`，和“以后各局无人亮主”，`no_bid_later`）：
#
# - **重新发牌**——洗牌再发一次（第一局的默认，规则 `declare.no-bid.redeal`）；
# - **打无主**——000：“若发牌结束仍无人亮牌，则打无主”（`declare.no-bid.no-trump`）；
# - **看第几张底牌**——004 翻开从上往下第 3 张底牌（是王就打无主）；shengji.io 翻第 1 张（以后各局的默认，`declare.no-bid.kitty-nth`）；
# - **底牌里最多的花色**——001 把底牌翻过来，哪个花色的牌最多，哪个花色就是主（`declare.no-bid.kitty-majority`）；
# - **底牌里的第一张级牌或王**，没有就看最大的牌（shengji.io 的选项，`declare.no-bid.kitty-first-level-or-highest`）。
#
# **为什么这样默认？** 这是 shengji.io 的办法：第一局没人亮主就没有庄家，所以重新发；以后各局有庄家，所以照样打。
#
# 亮主结束后，庄家拿起底牌，再扣回同样多的牌（第 7 课）；资料 004 还允许后来反主的人把底牌**抢过去**重新扣（炒底，房规“炒底”，`kitty_theft`）。
#
# 同一副底牌在各个预设下怎么办，在下面的框里。
#
# </details>

# %%
rows = [say("| rules | first hand | later hands |"), "|---|---|---|"]
for name in ("default", "000", "001", "004", "shengji"):
    first = resolve_no_bid(kitty, Rank.FIVE, preset(name), first_hand=True).value
    later = resolve_no_bid(kitty, Rank.FIVE, preset(name), first_hand=False)
    show = [trump_words(t) if t else say("redeal") for t in (first, later.value)]
    rows.append(f"| {rules_named(name)} | {show[0]} | {show[1]} |")
house_rules("\n".join(rows))

# %% [markdown]
# [第 10 课](10-whole-hand.py)完整地打一局。
#
# ## 练习
#
# **练习 9.1** 打10，西家亮了 ♠10 ♠10。北家亮出 ♥10 ♥10。北家的亮主成立吗？
#
# <details><summary>提示</summary>张数一样：谁能反同样张数的亮主？</details>
#
# <details><summary>答案</summary>
#
# 不成立：张数一样，只有王能反。
#
# </details>

# %%
west = read_bid("S10 S10", TEN, rules, seat=3).value
lines = []
for name in ("default", "004"):
    reason = reason_of(check_bid("H10 H10", 2, TEN, preset(name), history=[west]))
    lines.append(say("Under {name}: {reason}", name=rules_named(name), reason=reason))
print(lines[0])  # this site's answer; the other table's in its box
house_rules(lines[1])

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：同样的亮主按花色顺序（可以先跳过）</summary>
#
# 按资料 004 的规则呢？也不成立：在 004，张数一样时花色更大的也能反，可是红桃比黑桃小。
#
# </details>

# %% [markdown]
# **练习 9.2** 三副牌，一对小王反得了 ♦10 ♦10 ♦10 吗？
#
# <details><summary>答案</summary>
#
# 反不了：在亮主顺序里，两张王排在三张级牌下面。只有三张大王（或三张小王）才反得了。
#
# </details>

# %%
triple_d = read_bid("D10 D10 D10", TEN, three_decks, seat=3).value
print(reason_of(check_bid("LJ LJ", 0, TEN, three_decks, history=[triple_d])))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：没人亮主时的练习（可以先跳过）</summary>
#
# **练习 9.3**（房规。）以后的某一局，按资料 004 的规则，没人亮主，底牌是 ♠3 ♥5 ♣9 ♦K ♠4 ♣8 ♥2 ♦6。什么花色是主？
#
# *答案：* 从上往下第 3 张，♣9：梅花是主。
#
# </details>

# %%
print(
    reason_of(resolve_no_bid("S3 H5 C9 DK S4 C8 H2 D6", Rank.FIVE, preset("004"), first_hand=False))
)

# %% [markdown]
# **下一课：**[第 10 课 · 打完整的一局](10-whole-hand.py)。
