# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 6 课 · 甩牌
#
# **这一课你会学到**
#
# - 什么是**甩牌**：把同一门的几组牌一起出，比如 ♠A + ♠K ♠K；
# - 甩牌什么时候**成功**：别人手里没有哪一组能大过其中任何一组；
# - 甩牌**失败**了怎么办：按各种房规，你只能出哪一组，还有有些牌桌另加的罚分；
# - 牌桌上你真正要想的问题——别人的牌你看不见：*有没有可能*有人管得住？
#
# 这一课的例子都是打10、红桃做主，副牌用黑桃，和资料 000 一样。

# %%
from tractor_core import Rank, Suit, Trump, decompose, order_for, preset
from tractor_core.rules.throwing import check_throw, possible_blockers
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import option_words, page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).


def unit_words(unit: object) -> str:
    """A unit of a throw in words: ``pair S8 S8``, or on the Chinese page ``对子 S8 S8``."""
    return unit.describe_zh() if page_lang() == "zh" else unit.describe()


# %% [markdown]
# <a id="throw.single-unit"></a>
# <a id="combo.not-one-unit"></a>
#
# ## 几组牌一起出
#
# 单张、对子、拖拉机，什么时候都可以直接出（`throw.single-unit`）。同一门的牌**凑不成一组**（`combo.not-one-unit`）也可以一起出：这就是**甩牌**。资料 000：“同门花色的可以联出，称作甩牌”，举的例子是 AAK、AKK、AQQJJ 和 98844。引擎把每一手拆成一组一组：

# %%
for cards in ("SA SA SK", "SA SK SK", "SA SQ SQ SJ SJ", "S9 S8 S8 S4 S4"):
    units = decompose(cards, level10).value
    print(f"{cards} = " + " + ".join(unit_words(unit) for unit in units))

# %% [markdown]
# <a id="decompose.tuples-first"></a>
# <a id="decompose.longest-unit"></a>
#
# 两副牌时，一手牌只有一种拆法。三副牌时可能有两种：♠3 ♠3 ♠3 ♠4 ♠4，资料 002 拆成 333 + 44（`decompose.tuples-first`：三同张从不拆开），shengji.io 却拆成 4433 + 3（`decompose.longest-unit`：最长的一组优先）。详见[第 11 课](11-three-decks.py)。

# %%
for name in ("002", "shengji"):
    order = order_for(level10.trump, preset(name, decks=3))
    reason = reason_of(decompose("S3 S3 S3 S4 S4", order))
    print(say("Under {name}: {reason}").format(name=name, reason=reason))

# %% [markdown]
# <a id="throw.succeeds"></a>
#
# ## 甩牌什么时候成功
#
# 别的玩家在这一门里，都没有**牌型相同**又**更大**的一组能管住其中任何一组，甩牌就**成功**（`throw.succeeds`）。资料 000 说 98844 可以甩，“若其他家中无人有能大过一张 9，和一对 8，和一对 4 的牌”。由此可知三点：
#
# - **一样大的牌不算大**：别人也有一张 ♠9，拦不住你；
# - 只看**相同的牌型**：单张 ♠Q 大过 9，但管不了对子；
# - **主牌拦不住副牌甩牌**——出完以后可以毙，但甩牌本身是成功的。
#
# 这就是 98844：

# %%
Cards("S9 S8 S8 S4 S4", level10)

# %% [markdown]
# 引擎拿这手甩牌去对照另外三家的牌（1 号是下一个出牌的）。黑桃里没人有比 9 大的单张，也没人有比 44 大的对子——一对主牌不算：

# %%
print(reason_of(check_throw("S9 S8 S8 S4 S4", ["S9 S3", "S2", "HA HA"], level10)))

# %% [markdown]
# <a id="throw.fails.lowest-failing"></a>
# <a id="throw.fails.type-order"></a>
# <a id="throw.fails.first-blocker"></a>
# <a id="throw.fails.smallest-unit"></a>
#
# ## 甩牌失败
#
# 只要有人能管住其中一组，甩牌就**失败**：首家只能出**一**组，出哪一组由规则定，其余的收回手里。资料 000：“若试图联出的牌并非都是[最大]时，则其必须出欲联出的牌中的最小牌”——出最小的（方括号里的“最大”是原文漏掉的字）。它拿 98844 举的例子：
#
# - 别家有 ♠J：9 失败，所以出 9；
# - 别家有 ♠Q ♠Q 或 ♠5 ♠5：44 失败，所以出 44（有 QQ 时，9 和 88 也失败，其中最小的是 44，出 44）。

# %%
for others in (["SJ S2", "C3", "D4"], ["SQ SQ", "C3", "D4"], ["S5 S5", "C3", "D4"]):
    result = check_throw("S9 S8 S8 S4 S4", others, level10).value
    forced = " ".join(c.notation for c in result.forced)
    print(
        say("If seat 1 holds {cards}, you must play {forced}.").format(
            cards=others[0], forced=forced
        )
    )

# %% [markdown]
# 被迫出哪一组是一条房规，`forced_unit`，各份资料说法不一：
#
# - `lowest_failing`（资料 000 和 004：“强制性出导致甩牌失败牌型中的最小牌”）：出失败的组里最小的那一组；
# - `type_order`（资料 002）：先查拖拉机，再查三同张，再查对子，最后查单张，先查到失败的那一类就出那一组；
# - `first_blocker`（shengji.io）：按出牌顺序，第一个能管住的人说了算，出被他管住的组里最小的那一组；
# - `smallest_unit`（别的网上游戏；没有资料，也没有预设）：出失败的组里**张数最少**的，张数一样再出最小的。打 A、梅花做主，甩 ♣K ♣6 ♣6，别家有 ♥A（比 ♣K 大的主牌）和 ♣8 ♣8：这条规则要出 ♣K，按 `lowest_failing` 却要出 ♣6 ♣6。000 说的不可能是这个意思：它自己的例子里，98844 遇到 QQ 出的是 44，虽然 Q 也大过单张 9。

# %%
ace_clubs = Trump(Rank.ACE, Suit.CLUBS)
for policy in ("lowest_failing", "smallest_unit"):
    rules = preset("default", forced_unit=policy)
    verdict = check_throw("CK C6 C6", ["HA D3", "C8 C8", "D4"], order_for(ace_clubs, rules))
    forced = " ".join(c.notation for c in verdict.value.forced)
    words = option_words("forced_unit", policy)
    print(say("Under {policy}: play {forced}.").format(policy=policy, words=words, forced=forced))

# %% [markdown]
# 用一个牌局就能看出各份资料的三种答案。首家甩 ♠9 + ♠8 ♠8 ♠7 ♠7（拖拉机）+ ♠4 ♠4。1 号有 ♠A，只管得住 9。2 号有 ♠Q ♠Q ♠J ♠J（打10 时是拖拉机）和 ♠5 ♠5。

# %%
throw = "S9 S8 S8 S7 S7 S4 S4"
others = ["SA S2", "SQ SQ SJ SJ S5 S5", "D3"]
for name in ("000", "004", "002", "shengji"):
    verdict = check_throw(throw, others, order_for(level10.trump, preset(name)))
    forced = " ".join(c.notation for c in verdict.value.forced)
    print(say("Under {name}: play {forced}.").format(name=name, forced=forced))

# %% [markdown]
# <a id="lowest-failing-shapes"></a>
#
# ### 失败的几组牌型不同时，哪一组算“最小”
#
# 如果失败的有一张**单张**，也有一个**对子**，哪一个算“最小”？打10、红桃做主，甩 ♠Q + ♠5 ♠5。1 号有 ♠K，管得住单张 ♠Q；2 号有 ♠6 ♠6，管得住对子 ♠5 ♠5。两组都失败。四种规则这样回答：
#
# - `lowest_failing`（默认；000 和 004，“出导致甩牌失败牌型中的最小牌”——失败的组里最小的）：不管牌型，只比牌的大小。5 比 Q 小，所以出 **♠5 ♠5**；
# - `type_order`（002）：先查对子，后查单张，所以也是 **♠5 ♠5**；
# - `first_blocker`（shengji.io）：1 号是第一个能管住的人，他只管得住 ♠Q，所以出 **♠Q**。把两家的牌换个座位，就是出 ♠5 ♠5；
# - `smallest_unit`（没有资料；有些网上游戏这样打）：**张数最少**的先出，所以出 **♠Q**。
#
# 三副牌时，对子和三同张也会碰到同样的问题：甩 ♠Q ♠Q + ♠5 ♠5 ♠5，1 号有 ♠K ♠K，2 号有 ♠6 ♠6 ♠6。

# %%
Cards("SQ S5 S5", level10)

# %%
shape_cases = (
    ("SQ S5 S5", ["SK S2", "S6 S6", "D3"], 2),
    ("SQ S5 S5", ["S6 S6", "SK S2", "D3"], 2),
    ("SQ SQ S5 S5 S5", ["SK SK", "S6 S6 S6", "D3"], 3),
)
for lead, others, decks in shape_cases:
    said = say("Throw {lead}; seat 1 holds {one}, seat 2 holds {two}:")
    print(said.format(lead=lead, one=others[0], two=others[1]))
    for policy in ("lowest_failing", "type_order", "first_blocker", "smallest_unit"):
        rules = preset("default", forced_unit=policy, decks=decks)
        result = check_throw(lead, others, order_for(level10.trump, rules)).value
        forced = " ".join(c.notation for c in result.forced)
        words = option_words("forced_unit", policy)
        said = say("    under {policy}: play {forced}.")
        print(said.format(policy=policy, words=words, forced=forced))

# %% [markdown]
# **为什么默认是 `lowest_failing`。** 资料 000 和 004 就是这么写的，而 000 自己的例子说清楚了“最小”指什么：98844 遇到 ♠Q ♠Q 要出 44，虽然单张 9 也失败了。这条规则也不看座位顺序，桌上每个人都能自己核对。
#
# 下面这道题正是这个局面：甩一个对子和一张更大的单张，两组都有人管得住。你必须出哪一组？然后按**比较各种规则**，看看 shengji.io 的答案。
#
# <!-- puzzle throw-default-1-5: lead=throw units=pair,single suit=hearts throw=fails answer=It_fails:_H5_H5_is_forced answer@shengji=It_fails:_HQ_is_forced differs=shengji -->

# %%
puzzle("throw", difficulty=1, seed=5)

# %% [markdown]
# ### 罚分
#
# 有些牌桌对甩牌失败还要罚（房规 `throw_penalty`）。资料 001 的比赛规则：“如果发现不是最大牌，除了必须出小牌外，还要相应惩罚 20 分”——除了要出小牌，甩牌的一方还要罚 20 分。资料 004（一个网络平台）扣的是房间底金的一半，是金币，不是分；默认规则和 shengji.io 都不罚。

# %%
for name in ("default", "001", "004", "shengji"):
    penalty = preset(name).throw_penalty
    said = say("Under {name}, the penalty for a failed throw: {penalty} ({points} points).")
    words = option_words("throw_penalty", penalty)
    print(said.format(name=name, penalty=words, points=penalty.points))

# %% [markdown]
# 引擎会把罚分写进判定里。按 001 的规则（三副牌，但牌还是这几张）：

# %%
print(
    reason_of(
        check_throw(
            "S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], order_for(level10.trump, preset("001"))
        )
    )
)

# %% [markdown]
# <a id="throw.unseen-safe"></a>
# <a id="throw.unseen-risk"></a>
#
# ## 牌桌上：别人的牌看不见
#
# 到这里，引擎一直看着每个人的牌。真打牌的时候，你只知道**自己的牌和已经出过的牌**，其余的都*看不见*。如果看不见的牌无论怎么分在别人手里，都管不住你的任何一组，这手甩牌就是**稳妥的**（`throw.unseen-safe`）；否则就是**有风险的**（`throw.unseen-risk`）。
#
# 资料 003 举了两个例子（打2）。第一个：你有 ♣10、♣J 和 ♣Q，两张 ♣A、两张 ♣K，还有 ♣Q、♣J、♣10 各一张都已经出过了。两副牌，比你大的梅花全出完了：

# %%
level2 = order_for(Trump(Rank.TWO, Suit.HEARTS))
print(
    reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "CA CA CK CK CQ CJ C10", level2))
)

# %% [markdown]
# 第二个：你有 ♣K 和 ♣J ♣J，两张 ♣A 和两张 ♣Q 都出过了。另一张 ♣K 还在外面，但它只是跟你的 ♣K *一样大*；比 ♣J ♣J 大的对子也凑不出来了：

# %%
print(reason_of(possible_blockers("CK CJ CJ", "CK CJ CJ S3", "CA CA CQ CQ", level2)))

# %% [markdown]
# 在那些梅花出来之前，第一手甩牌是有风险的——引擎会列出哪些牌可能管住它：

# %%
print(reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "", level2)))

# %% [markdown]
# ## 试一试
#
# 一副真发出来的牌：你出图上的牌，别家这一门的牌你都看得见。这手甩牌成不成？
#
# <!-- puzzle throw-default-1-20: lead=throw suit=hearts differs=none -->

# %%
puzzle("throw", difficulty=1, seed=20)

# %% [markdown]
# 这一道甩牌失败。你必须出哪一组？然后按**比较各种规则**：资料 002 的答案不一样。
#
# <!-- puzzle throw-default-1-4: throw=fails suit=clubs differs=002 -->

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# ## 练习
#
# **练习 6.1** 打10，红桃做主。你甩 ♠A + ♠K ♠K。1 号的黑桃：♠A；2 号的：♠Q ♠Q；3 号没有黑桃。甩牌成功吗？
#
# <details><summary>提示</summary>有人凑得出比 ♠K ♠K 大的对子吗？1 号的 A 大过你的 A 吗？</details>
#
# <details><summary>答案</summary>
#
# 成功。1 号的 ♠A 跟你的 ♠A 一样大（一样大的牌不算大），外面唯一的对子 ♠Q ♠Q 又比 ♠K ♠K 小。
#
# </details>

# %%
succeeds = check_throw("SA SK SK", ["SA", "SQ SQ", ""], level10).value.succeeds
print(say("The throw succeeds.") if succeeds else say("The throw fails."))

# %% [markdown]
# **练习 6.2** 还是这个主。你甩黑桃 98844；1 号有 ♠J，2 号有 ♠5 ♠5。按 000 的规则你必须出哪一组？按 002 呢？按 shengji.io 呢？
#
# <details><summary>提示</summary>先把失败的组列出来：♠J 管住哪一组，♠5 ♠5 又管住哪一组？</details>
#
# <details><summary>答案</summary>
#
# 9 和 44 失败。000 出最小的，44；002 先查对子再查单张，所以也是 44；shengji.io 看第一个能管住的人，也就是 1 号，他的 ♠J 只管得住 9，所以出 9。
#
# </details>

# %%
for name in ("000", "002", "shengji"):
    verdict = check_throw(
        "S9 S8 S8 S4 S4", ["SJ", "S5 S5", "D3"], order_for(level10.trump, preset(name))
    )
    forced = " ".join(c.notation for c in verdict.value.forced)
    print(say("Under {name}: play {forced}.").format(name=name, forced=forced))

# %% [markdown]
# **练习 6.3** 还是这个主，一局的第一轮：什么牌都还没出。你的牌是 ♠A ♠Q ♠Q ♠3 ♣4 ♦5。甩 ♠A + ♠Q ♠Q 稳妥吗？出过一张 ♠K 以后呢？
#
# <details><summary>提示</summary>外面可能有哪些比 ♠Q ♠Q 大的对子？别忘了你自己手里有一张 ♠A。</details>
#
# <details><summary>答案</summary>
#
# 一开始有风险：可能有人有 ♠K ♠K。（♠A ♠A 不可能：你手里有一张 A。）出过一张 ♠K 以后，比 QQ 大的对子就不可能有了，这手甩牌是稳妥的。
#
# </details>

# %%
my_hand = "SA SQ SQ S3 C4 D5"
for played in ("", "SK"):
    reason = reason_of(possible_blockers("SA SQ SQ", my_hand, played, level10))
    if played:
        print(say("After {played} was played: {reason}").format(played=played, reason=reason))
    else:
        print(say("Before any spade was played: {reason}").format(reason=reason))

# %% [markdown]
# **下一课：**[第 7 课 · 底牌](07-kitty.py)——庄家扣什么底，最后一轮值多少。
