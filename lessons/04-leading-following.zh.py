# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 4 课 · 出牌和跟牌
#
# **这一课你会学到**
#
# - 一轮里第一个出牌的人——**首家**——可以出什么：**同一门**里的任何牌，所有的主牌算作一门；
# - **跟牌**的规矩：有首家那一门就必须出那一门；**缺门**时你就自由了；
# - 为什么**出对要跟对**、**出拖拉机要跟拖拉机**——没有拖拉机就跟对子；
# - 首家的拖拉机**比你的长**时你该出什么；
# - 怎样数出所有合法的跟法。
#
# 所有例子都是打10、红桃做主。你坐南；你跟牌的时候，是你的上家西家先出的。

# %%
from IPython.display import Markdown

from tractor_core import IllegalPlayError, Rank, Suit, Trump, TrumpOrder, order_for, preset
from tractor_core.rules.following import LegalFollows, check_follow, legal_follows
from tractor_core.rules.throwing import verify_lead
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def named(cards: object) -> str:
    """Cards as a reader writes them, in the page's language: ``♠Q ♠Q`` / ``黑桃Q、黑桃Q``."""
    codes = cards.split() if isinstance(cards, str) else [c.notation for c in cards]
    return cards_named(codes).in_language(page_lang())


def follow_table(
    lead: str, hand: str, plays: tuple[str, ...], order: TrumpOrder = level10
) -> Markdown:
    """The engine's verdict on each play that follows ``lead`` from ``hand``, as a table."""
    rows = [say("| play | legal? | why |"), "|---|---|---|"]
    for play in plays:
        verdict = check_follow(lead, hand, play, order)
        rows.append(
            f"| {named(play)} | {say('yes', context='legal') if verdict.value else say('no', context='legal')} | {reason_of(verdict)} |"
        )
    return Markdown("\n".join(rows))


def say_follows(follows: LegalFollows) -> None:
    """How many legal follows there are, and what they are, in a sentence."""
    plays = [named(play) for play in follows]
    if page_lang() == "zh":
        print(f"{len(plays)} 种合法跟法：{'；'.join(plays)}。")
    else:
        print(f"{len(plays)} legal follow{'s' if len(plays) != 1 else ''}: {'; '.join(plays)}.")


# %% [markdown]
# <a id="lead.one-suit"></a>
# <a id="input.one-suit"></a>
#
# ## 出牌：一次只出一门
#
# 第一轮由庄家先出；以后每一轮由上一轮赢的人先出。首家可以出单张、对子、拖拉机，也可以几样一起出，只要**出的牌都在同一门**。几样一起出就是**甩牌**（[第 6 课](06-throws.py)）。
#
# *所有的主牌算一门*（[第 2 课](02-trumps.py)）：王、级牌和主花色。所以 ♠10、♥A 和大王可以一起出：它们都是主。

# %%
for cards in ("SA SK SK", "S10 HA BJ"):
    print(f"{named(cards)}: {reason_of(verify_lead(cards, level10))}")

# %% [markdown]
# ♠A 加 ♥K 是两门，不能一起出：

# %%
try:
    verify_lead("SA HK", level10)
except IllegalPlayError as err:
    print(reason_of(err))  # the engine's message, in the page's language

# %% [markdown]
# <a id="follow.suit"></a>
# <a id="follow.count"></a>
# <a id="follow.own-cards"></a>
#
# ## 跟牌
#
# 其他人每人出**和首家一样多的牌**，只能出自己手里的牌，而且必须**跟同一门**：首家出红桃，你手里有红桃，就必须出红桃。首家出主（吊主），就必须跟主。
#
# 下面是打10、红桃做主时的一手牌：

# %%
hand = "SQ SQ S7 S3 H4 C2 C2 D9"
Cards(hand, level10)

# %% [markdown]
# 西家首出一张 ♠5。哪张黑桃都行，梅花不行：

# %%
follow_table("S5", hand, ("S7", "C2"))

# %% [markdown]
# 下面是**所有**合法的跟法。你有三张不同的黑桃（♠Q、♠7、♠3），所以有三种：

# %%
say_follows(legal_follows("S5", hand, level10))

# %% [markdown]
# ### 这门牌不够：先出光，再随便补
#
# 如果你手里这门牌**比首家出的张数少**，就全部出掉，不够的用别的牌补上。如果**一张都没有**，就是*缺门*：出什么都行，可以出主（想赢这一轮，下一课讲），也可以出别门的牌（这叫**垫牌**）。
#
# 下面西家首出四张黑桃，你只有两张：

# %%
short = "SJ S3 C2 C2 HA"
follow_table("S6 S6 S5 S5", short, ("SJ S3 C2 C2", "SJ C2 C2 HA"))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：跟花色，资料原话（可以先跳过）</summary>
#
# 每份资料都说必须跟同一门。资料 002：“如果不是首家出牌方，则在出牌时必须先出首家出的花色”，“在没有首家牌出牌的花色时，可以用主牌杀掉或垫其他花色牌”。
#
# </details>

# %% [markdown]
# <a id="follow.pairs"></a>
#
# ## 出对要跟对
#
# 首家出**对子**时，跟牌的人手里有这一门的对子，就**必须出对子**，拖拉机里的对子也算。回到刚才那手牌：西家首出 ♠5 ♠5，你手里有 ♠Q ♠Q。

# %%
follow_table("S5 S5", hand, ("SQ SQ", "S7 S3"))

# %% [markdown]
# 所以合法的跟法只有一种，你再舍不得那对 Q 也得出：

# %%
say_follows(legal_follows("S5 S5", hand, level10))

# %% [markdown]
# 这门没有对子，就出这门的任意两张。下面这手牌有三张黑桃，没有黑桃对子，所以有三种合法跟法：

# %%
no_pair = "SK S8 S3 H4 C2 C2 D9"
say_follows(legal_follows("S5 S5", no_pair, level10))

# %% [markdown]
# <a id="follow.tractors"></a>
#
# ## 出拖拉机要跟拖拉机
#
# 首家出**拖拉机**时，跟牌的人有这一门的拖拉机，就必须出拖拉机；没有拖拉机，就**能出几对出几对**；没有对子，就出这门的单张。
#
# 西家首出 ♠6 ♠6 ♠5 ♠5：

# %%
Cards("S6 S6 S5 S5", level10)

# %% [markdown]
# 第一手牌有 ♠J ♠J ♠9 ♠9。打10 时 10 是主，所以 ♠J 和 ♠9 相连：这是拖拉机（[第 3 课](03-combinations.py)），必须出。

# %%
with_tractor = "SJ SJ S9 S9 S8 S3 C2"
follow_table("S6 S6 S5 S5", with_tractor, ("SJ SJ S9 S9", "SJ SJ S8 S3"))

# %% [markdown]
# 第二手牌有 ♠J ♠J 和 ♠8 ♠8：两对，不相连，不是拖拉机。两对都得出。

# %%
two_pairs = "SJ SJ S8 S8 S3 S2 C2"
follow_table("S6 S6 S5 S5", two_pairs, ("SJ SJ S8 S8", "SJ SJ S3 S2"))

# %% [markdown]
# <a id="follow-longer-tractor"></a>
#
# ### 首家的拖拉机比你的长
#
# 首家出一个**三对**的拖拉机：♠A ♠A ♠K ♠K ♠Q ♠Q。你只有一个两对的拖拉机（♠8 ♠8 ♠7 ♠7），外加一个单独的对子（♠4 ♠4）。这个拖拉机你跟不上，就**能出几对出几对**，最多三对：短拖拉机和那个单独的对子都要出。

# %%
long_lead = "SA SA SK SK SQ SQ"
short_tractor = "S8 S8 S7 S7 S4 S4 S3 C2"
Cards(short_tractor, level10)

# %%
follow_table(long_lead, short_tractor, ("S8 S8 S7 S7 S4 S4", "S8 S8 S7 S7 S4 S3"))

# %% [markdown]
# 留下 ♠4 ♠4、改出 ♠3 是不行的：你手里有三对，三对就都得出。再换一手牌：除了短拖拉机，你只有几张单张黑桃（♠5、♠4、♠3）。这时要出短拖拉机，再加其中任意两张。每一种合法的出法：

# %%
singles_left = "S8 S8 S7 S7 S5 S4 S3 C2"
say_follows(legal_follows(long_lead, singles_left, level10))

# %% [markdown]
# 轮到你了，这次是一整手牌。打10，这次方片做主。首家出 ♥8 ♥8 ♥7 ♥7 ♥6 ♥6，一个三对的拖拉机。先找出你的红桃，再在红桃里找最长的拖拉机，然后找对子。
#
# <!-- puzzle follow-default-3-17: lead=tractor suit=hearts differs=none -->

# %%
puzzle("follow", difficulty=3, seed=17)

# %% [markdown]
# ## 数一数合法的跟法
#
# 同一手牌，首家出三种不同的牌。首家的牌型越复杂，你能选的就越少：

# %%
big_hand = "SA SK SK SQ SQ SJ S9 S9 S4 C3 H2"
for lead in ("S3", "S3 S3", "S3 S3 S2 S2"):
    follows = legal_follows(lead, big_hand, level10)
    shown = say("; ").join(named(play) for play in follows)
    said = say("West leads {lead}. Legal follows ({count}): {plays}.")
    print(said.format(lead=named(lead), count=follows.count(), plays=shown))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：有对必须出对吗（可以先跳过）</summary>
#
# **有对必须出对吗？** 上面讲的是通行的规则：你手里这一门的对子和拖拉机都必须用上。资料 000：“出对牌时，其余家有对牌必须出对牌（包括拖拉机中的对牌）”，“出拖拉机时，其余家有拖拉机必须出拖拉机，若无拖拉机，则必须出对牌，无对牌时才能出其它牌”。资料 004：“在没有该花色对子时必须跟出该花色单张”；首家的拖拉机比你的长时，一步一步来：“在没有连对的情况下必须跟该花色的对子，没有对子的情况下跟该花色单张，依次类推”。shengji.io 网站也一样（它的 “NoProtections”）。有的牌桌只要求**跟花色**（shengji.io 的 “NoFormatBasedDraw”）：同一门的牌必须跟，别的都不管。其他做法，比如不用拆开三同张去跟对子，只有打三副牌时才有区别（[第 11 课](11-three-decks.py)）。房规设置里这一项叫“跟对子和拖拉机”。同一手牌，西同样出 ♠5 ♠5，每种做法下：
#
# </details>

# %%
lines = []
for policy in ("no_protections", "suit_only"):
    rules_order = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("default", draw_policy=policy))
    verdict = check_follow("S5 S5", hand, "S7 S3", rules_order)
    count = legal_follows("S5 S5", hand, rules_order).count()
    legal = say("legal") if verdict.value else say("not legal")
    said = say("**{words}** — {cards}: {legal}. Legal follows: {count}.")
    words = option_words("draw_policy", policy)
    lines.append(said.format(words=words, cards=named("S7 S3"), legal=legal, count=count))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# ## 试一试
#
# 首家出一对黑桃。四种跟法里哪种合法？先看手牌：有几张黑桃，有哪些对子？
#
# <!-- puzzle follow-default-2-4: lead=pair suit=spades differs=none -->

# %%
puzzle("follow", difficulty=2, seed=4)

# %% [markdown]
# 这次首家出一个方片拖拉机。你手里有拖拉机吗？没有的话，该出什么？
#
# <!-- puzzle follow-default-2-81: lead=tractor suit=diamonds differs=none -->

# %%
puzzle("follow", difficulty=2, seed=81)

# %% [markdown]
# ## 练习
#
# **练习 4.1** 打10、红桃做主。首家出 ♦K ♦K。你手里有 ♦A ♦Q ♦Q ♦5 ♣3 ♣3。哪些跟法合法？
#
# <details><summary>提示</summary>你有方片对子吗？梅花对子不算。</details>
#
# <details><summary>答案</summary>
#
# 只有 ♦Q ♦Q：你有首家那一门的对子，就必须出。
#
# </details>

# %%
say_follows(legal_follows("DK DK", "DA DQ DQ D5 C3 C3", level10))

# %% [markdown]
# **练习 4.2** 打10、红桃做主。首家出 ♣8 ♣8 ♣7 ♣7。你手里有 ♣A ♣3 ♠K ♠K ♥2。一共有几种不同的合法跟法？
#
# <details><summary>提示</summary>你只有两张梅花，两张都得出；还能配上什么？</details>
#
# <details><summary>答案</summary>
#
# 两种：♣A ♣3 加 ♠K ♠K，或者 ♣A ♣3 加 ♠K ♥2。（♣A ♣3 ♠K ♥2 和 ♣A ♣3 ♥2 ♠K 是同样的四张牌。）
#
# </details>

# %%
say_follows(legal_follows("C8 C8 C7 C7", "CA C3 SK SK H2", level10))

# %% [markdown]
# **练习 4.3** 打10、红桃做主。首家出一对主：♥3 ♥3。你手里有 ♠10 ♣10 ♥A ♠A ♠A。你必须出对子吗？
#
# <details><summary>提示</summary>你的牌里哪几张是主？♠10 ♣10 是对子吗（<a href="../03-combinations/">第 3 课</a>）？</details>
#
# <details><summary>答案</summary>
#
# 不必。你的主是 ♠10、♣10 和 ♥A，而 ♠10 + ♣10 不是对子（是两张不同的牌，只是一样大）。♠A ♠A 是对子，但不是主。所以三张主里任意两张都能跟：一共三种合法跟法，♠A ♠A 不在其中。
#
# </details>

# %%
trump_follows = legal_follows("H3 H3", "S10 C10 HA SA SA", level10)
say_follows(trump_follows)
if "SA SA" in trump_follows:
    print(say("♠A ♠A is one of them."))
else:
    print(say("♠A ♠A is not one of them."))

# %% [markdown]
# **下一课：**[第 5 课 · 毙牌、垫牌和盖毙](05-ruffing.py)——这一轮谁赢。
