# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 7 课 · 底牌
#
# **这一课你会学到**
#
# - 庄家怎样处理**底牌**：拿起来，再**扣底**，扣回去 8 张；
# - 闲家怎样赢下最后一轮来**抠底**，这时底牌里的分算几倍；
# - 为什么庄家方自己赢了最后一轮，底牌就安全了。
#
# 每一节讲的都是本站的打法。别的牌桌打法不一样的地方，放在每节末尾折起来的**别的牌桌**框里：想比较的时候再打开。

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    RuleConflictError,
    Suit,
    Trump,
    kitty_capture,
    kitty_multiplier,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import card_points
from tractor_core.text import cards_named, page_lang, say
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

level2 = Trump(Rank.TWO, Suit.HEARTS)
order = order_for(level2)


def house_rules(markdown: str) -> Markdown:
    """The engine's comparison of the sources, in a folded House-rules box."""
    summary = say("Other tables: worked out under their rules (you can skip this)")
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


def named(cards: str) -> str:
    """Cards as a reader writes them: ♠4 ♠4 here, 黑桃4、黑桃4 on the Chinese page."""
    return cards_named(parse_cards(cards)).in_language(page_lang())


def rules_named(name: str) -> str:
    """A preset as a reader names it: the default rules, source 004, shengji.io."""
    if name == "default":
        return say("the default rules")
    return "shengji.io" if name == "shengji" else say("source {name}", name=name)


# %% [markdown]
# ## 扣底
#
# 发完牌，还剩 8 张扣着的牌：这就是**底牌**。庄家把它们拿起来，再从手里现在的 33 张牌中任意挑 8 张扣回去。扣了什么，别人都看不见。
#
# 为什么扣这张，不扣那张？扣底可以把一门**扣光**，做成绝门（以后这一门的牌就能毙），把主留在手里。可是底牌里有分就有风险：闲家要是赢了最后一轮，就抠底，底牌的分翻倍算给闲家（见下文）。下面这副底牌里有 30 分：

# %%
kitty = "SK H10 D5 C5 S3 D4 C7 C8"
Cards(kitty, order)

# %%
points_in = [card for card in parse_cards(kitty) if card_points([card])]
print(
    say(
        "This kitty holds {points} points: {cards}.",
        points=card_points(points_in),
        cards=cards_named(points_in),
    )
)

# %% [markdown]
# **留心两个长得像的词。** 庄家**扣底**：把牌扣回去。闲家**抠底**：赢下最后一轮，拿走底牌的分。在本站，“扣底”永远是庄家扣底牌。
#
# <details class="house-rules"><summary>别的牌桌：“扣底”这个词（可以先跳过）</summary>
#
# 资料 000 这样讲扣底：“在翻主后由庄家取走底牌，而替换成庄家不需要的同样张数的牌作为新的底牌重新扣下”。它还提醒“如果底牌有分，则庄家应该尽量确保不被抓分方扣底”——底牌里有分，就要确保闲家抠不到。
#
# 有的资料把闲家**抠底**也写成“扣底”：资料 000 那句“不被抓分方扣底”，意思是“不被闲家抠底”；资料 001 也把抠底叫扣底。读资料的原话时，看是谁做的：庄家扣底，闲家抠底。
#
# </details>

# %% [markdown]
# <a id="kitty.twice-unit-size"></a>
#
# ## 抠底
#
# 底牌里的分归赢下**最后一轮**的一方。如果是**闲家**赢了，就把底牌的分**翻倍**以后加到自己的分里，至少翻一倍。翻几倍，要看**最后一轮首家出的牌**：
#
# - 看首家出的牌里最大的一组——单张、对子还是拖拉机；
# - 数这一组有几张，再乘 2：底牌的分就算这么多倍。
#
# 所以单张 **×2**，对子 **×4**，♠4 ♠4 ♠5 ♠5 这样两对的拖拉机 **×8**，三对的拖拉机 **×12**。**甩牌**（第 6 课）只按其中最大的一组算：甩 ♠A ♠A ♠J ♠J 是两个对子，只算一个对子，×4，不往上加。
#
# 比如闲家最后一轮出 ♠Q ♠Q，赢了这一轮：

# %%
print(reason_of(kitty_capture(["SQ SQ", "S3 S4", "H3 H3", "S6 S7"], kitty, order)))

# %% [markdown]
# 再看几种最后一轮的出法（红桃主，打2）：

# %%
two_deck_leads = (
    "S4",
    "S4 S4",
    "S5 S5 S4 S4",
    "S6 S6 S5 S5 S4 S4",
    "SA SA SJ SJ",
    "SA SK SQ SJ S10 S9 S8 S7 S7",
)
rows = [say("| last trick led with | the kitty counts |"), "|---|---|"]
for lead in two_deck_leads:
    times = kitty_multiplier(lead, order).value
    rows.append(f"| {named(lead)} | ×{times} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="kitty.power-of-two"></a>
# <a id="kitty.three-per-card"></a>
# <a id="kitty.type-table"></a>
# <a id="kitty.four-per-pair"></a>
#
# <details class="house-rules"><summary>别的牌桌：抠底翻几倍（可以先跳过）</summary>
#
# 各份资料都同意：底牌的分至少翻一倍（000、001、002：“扣底时底牌的分牌至少要加倍加到抓分方的得分中”）；最后一轮出的牌型越大，翻得越多；**甩牌只按其中最大的一组算**。分歧在具体的数（房规“抠底翻几倍”，`kitty_multiplier`）。下面的 **len** 是拖拉机或泰坦尼克（三同张组成的拖拉机，第 11 课）的长度：连着几节；♠4 ♠4 ♠5 ♠5 的 len 是 2。
#
# | 规则 | 算法 | 资料 |
# |---|---|---|
# | `kitty.power-of-two` | 2 的 n 次方，n 是最大一组的张数：44 → 4，4455 → 16 | 000 |
# | `kitty.three-per-card` | 3 × 最大一组的张数：55 → 6，555 → 9 | 001（三副牌） |
# | `kitty.type-table` | 有泰坦尼克 2·3^len，否则有三同张 6，否则有拖拉机 2·2^len，否则有对子 4，否则 2 | 002（也是 000 和 001 的第二部分） |
# | `kitty.four-per-pair` | 单张 2，对子 4，拖拉机 4 × 对数 | 004 |
# | `kitty.twice-unit-size` | 2 × 最大一组的张数 | shengji.io，也是本站的默认 |
#
# **为什么这样默认？** 本站用 shengji.io 的算法（2 × 最大一组的张数）：两副牌时，它算出来的数和 004 完全一样（单张 2，对子 4，拖拉机 4 × 对数），而且不管几副牌都是同一个公式。
#
# 所以 002 给 4455（len 2）翻 2·2² = 8 倍，给 445566（len 3）翻 2·2³ = 16 倍。
#
# 资料 000 的例子：“闲家用 4455 抠底，翻 16 倍”，“闲家用甩牌 AAJJ 甩牌抠底，抠底倍数按对子计算，为 4 倍”（甩 AAJJ 按对子算：×4）。资料 004：“若甩牌时有两对或者两个连对时，仅按照一对或者连对数最多的连对计算，不进行累加”——两个对子只算一个对子，不往上加。
#
# 下面这张表（打开就能看到）是引擎用默认规则和各份资料的预设，对同样几手牌算出来的，打2（000 的例子 AKQJ 10 9 8 77 在打10 时会含一张主）。预设 001 是三副牌的预设；下面三行是三副牌才有的牌型（三同张），所以这几行每个预设都按三副牌打——而 004 的算法，引擎在三副牌时不接受（—），因为 004 没有给三同张的倍数。
#
# **♠3 ♠3 ♠3 ♠4 ♠4 为什么默认 ×6，shengji.io 却 ×8？** 两者拆这种混合出牌的方法不一样（第 11 课，房规“混合出牌怎样拆”，`decompose`）。默认和资料 002 一样，三同张不拆：333 + 44，最大的一组是三同张（3 张，×6）。shengji.io 先取最长的：拖拉机 3344 + 单张 3，最大的一组是拖拉机（4 张，×8）。所以只有这一行，默认和 shengji.io 不一样。
#
# 横着看一行，就知道房规差得有多大：445566 这样三对的拖拉机，按 000 底分翻 64 倍，按默认只翻 12 倍。资料 001 给 445566 印的是 24 倍，哪个公式都对不上（3 × 6 = 18）；引擎按 001 别的例子和它的规则“根据最后一轮牌的最大牌型的牌张数扣底”来算。
#
# </details>

# %%
presets = ("default", "000", "001", "002", "004", "shengji")
three_deck_leads = ("S5 S5 S5", "S3 S3 S3 S4 S4", "S5 S5 S5 S4 S4 S4")


def multiplier(lead: str, name: str, decks: int | None) -> str:
    """The engine's multiplier for this lead under a preset, or — if the preset refuses."""
    try:
        rules = preset(name, decks=decks) if decks else preset(name)
    except RuleConflictError:
        return "—"
    return f"×{kitty_multiplier(lead, order_for(level2, rules)).value}"


rows = [
    f"| {say('last trick led with')} | " + " | ".join(rules_named(n) for n in presets) + " |",
    "|---" * (len(presets) + 1) + "|",
]
for leads, decks in ((two_deck_leads, None), (three_deck_leads, 3)):
    for lead in leads:
        cells = [multiplier(lead, name, decks) for name in presets]
        rows.append(f"| {named(lead)} | " + " | ".join(cells) + " |")
house_rules("\n".join(rows))

# %% [markdown]
# <a id="kitty.banker-keeps"></a>
#
# ## 庄家方保住底牌
#
# 如果**庄家方**赢了最后一轮，就抠不到底：底牌的分留在庄家方，谁也不算。这里南和北是庄家方。南最后一轮出 ♠A ♠A，东出 ♠3 ♠4，北——南的对家——用一对主牌 ♥3 ♥3 毙了，西出 ♠6 ♠7：

# %%
last_trick = ["SA SA", "S3 S4", "H3 H3", "S6 S7"]
print(reason_of(kitty_capture(last_trick, kitty, order, winner=2, banker_team={0, 2})))

# %% [markdown]
# <a id="kitty.needs-trump-win"></a>
#
# <details class="house-rules"><summary>别的牌桌：只有用主牌赢才算抠底（可以先跳过）</summary>
#
# 各份资料都同意：庄家方赢了最后一轮，底牌就保住了（000：“最后一轮牌如果是庄家方大，不抠底”）。
#
# **资料 001：只有用主牌赢才算抠底**（房规“必须用主牌抠底”，`kitty_needs_trump_win`，规则 `kitty.needs-trump-win`）。资料 001 的比赛规则多加了一个条件：“如果最后一轮牌由抓分方用主牌获胜，称为扣底”——闲家只有**用主牌**赢下最后一轮才抠得到底（001 把抠底写成扣底）。按默认规则，以及别的资料，只要赢了最后一轮就能抠底。
#
# 按 001，闲家出 ♠A ♠A 赢了这一轮，什么也抠不到；闲家毙了这一轮，就抠底 ×6（001 的 3 × 2 张）。引擎的例子（打开下面的框）里，东和西是庄家方：南最后一轮首出，然后南的对家北来毙。
#
# </details>

# %%
tournament = order_for(level2, preset("001"))
kitty_001 = "SK H10 D5 C5 S3 D4"  # with three decks the kitty has 6 cards
lines = []
for trick, winner in ((["SA SA", "S3 S4", "S6 S7", "S8 S9"], 0), (last_trick, 2)):
    verdict = kitty_capture(trick, kitty_001, tournament, winner=winner, banker_team={1, 3})
    said = say(
        "{cards} wins: {points} points. {reason}",
        cards=cards_named(parse_cards(trick[winner])),
        points=verdict.value.attackers_gain,
        reason=reason_of(verdict),
    )
    lines.append(said)
house_rules("\n\n".join(lines))

# %% [markdown]
# ## 试一试
#
# 闲家赢了最后一轮。翻几倍？底牌给他们加多少分？（先数底牌里的分：5、10 和 K。）然后按**比较各种规则**，看看别的牌桌会怎样算。
#
# <!-- puzzle kitty-default-2-4: lead=tractor differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# 这一道的最后一轮是甩牌。按哪一组算？
#
# <!-- puzzle kitty-default-2-5: lead=throw units=single,tractor differs=000,001 -->

# %%
puzzle("kitty", difficulty=2, seed=5)

# %% [markdown]
# ## 练习
#
# **练习 7.1** 闲家赢了最后一轮，这一轮他们出的是 ♦9 ♦9 ♦8 ♦8（打2）。底牌里有 ♠K ♠5 ♥5，另外五张不是分牌。他们从底牌得多少分？
#
# <details><summary>提示</summary>这个拖拉机有几张牌？底牌里有几分？</details>
#
# <details><summary>答案</summary>
#
# 拖拉机 4 张，所以 ×8；底牌 20 分：得 160 分。
#
# </details>

# %%
gain = kitty_capture(["D9 D9 D8 D8"], "SK S5 H5 S3 S4 D6 C7 C8", order).value.attackers_gain
print(say("The attackers gain {points} points from the kitty.", points=gain))

# %% [markdown]
# **练习 7.2** 还是这副底牌，但最后一轮出的是甩牌 ♠A ♠A ♠K ♠K ♠J ♠J（拖拉机 ♠A ♠A ♠K ♠K 加对子 ♠J ♠J）。底牌的分算几倍？
#
# <details><summary>提示</summary>甩牌只按最大的一组算。是哪一组？</details>
#
# <details><summary>答案</summary>
#
# 最大的一组是拖拉机 ♠A ♠A ♠K ♠K（2 对，4 张）：×8。对子 ♠J ♠J 不加什么。
#
# </details>

# %%
lines = []
for name in ("default", "004", "000"):
    times = kitty_multiplier("SA SA SK SK SJ SJ", order_for(level2, preset(name))).value
    lines.append(
        say("Under {name}: the kitty counts ×{times}.", name=rules_named(name), times=times)
    )
print(lines[0])  # this site's answer; the other tables' in their box
house_rules("\n\n".join(lines[1:]))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：同样的甩牌按别的规则（可以先跳过）</summary>
#
# 按资料 004 的规则也是 ×8（4 × 2 对）；按资料 000 是 ×16（2⁴）。
#
# </details>

# %% [markdown]
# **下一课：**[第 8 课 · 一局的计分](08-scoring.py)——分怎样变成升级。
