# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 11 课 · 三副牌：三同张和泰坦尼克
#
# **这一课你会学到**
#
# - 用**三副牌**打，牌局有什么不同：162 张牌，每人 39 张，底牌 6 张，一共 300 分可争；
# - 两种新的牌型：**三同张**，和**泰坦尼克**——三同张连成的拖拉机；
# - **♠3 ♠3 ♠3 ♠4 ♠4** 这样的混合出牌怎样看（一个三同张加一对，是甩牌）；
# - 首家出三同张或泰坦尼克时，跟牌的人该出什么；
# - 三副牌的升级表（每档 60 分），以及底牌值多少。
#
# 本站用平常的规则加三副牌来打；别的牌桌打法不一样的地方，在折起来的**别的牌桌**框里。

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    RuleSet,
    Suit,
    Trump,
    decompose,
    is_tractor,
    kitty_multiplier,
    level_change,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import total_points
from tractor_core.rules.following import check_follow
from tractor_core.rules.trick import trick_winner
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards
from widgets import option_words, page_lang, puzzle, reason_of

tournament = preset("001")  # source 001: the 3-deck tournament rules
rules_002 = preset("002", decks=3)  # source 002, played with three decks
level5 = Trump(Rank.FIVE, Suit.HEARTS)  # the sources' examples are "at level 5"


def named(cards: object) -> str:
    """Cards as a reader writes them: ♠9 ♠9 ♠9 here, 黑桃9、黑桃9、黑桃9 on the Chinese page."""
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


# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## 三副牌上桌
#
# 三副牌时每人 39 张，剩下 6 张做底牌。三副牌里一共有 300 分。

# %%
said = say("{decks} decks: {size} cards each, a kitty of {kitty}, and {points} points in all.")
print(
    said.format(
        decks=tournament.decks,
        size=tournament.hand_size,
        kitty=tournament.effective_kitty_size,
        points=total_points(decks=3),
    )
)

# %% [markdown]
# <a id="combo.triple"></a>
#
# ## 三同张
#
# 每种牌都有三张，所以三张*一模一样*的牌——花色相同、点数相同——就组成一个**三同张**。三同张跟对子一样是一个整体：出牌、跟牌、管牌都按一个单位算。
#
# <details class="house-rules"><summary>别的牌桌：资料里的三副牌（可以先跳过）</summary>
#
# 讲三副牌拖拉机的是资料 000、001（比赛规则）和 002。资料 002：“打三副牌时每方得牌39张,剩余的6张为底牌”。三份资料都把三同张当作一个单位；资料 002 把三同张写作“三对”，对子写作“两对”。
#
# </details>

# %%
o5 = order_for(level5, tournament)
print(reason_of(decompose("S9 S9 S9", o5)))

# %% [markdown]
# ## 泰坦尼克
#
# 同一花色、点数相连的两个或更多三同张，组成**泰坦尼克**——三副牌的拖拉机。你在[第 3 课](03-combinations.py)学的拖拉机规矩在这里都照样适用：中间隔着级牌也算相连，主牌一路经过级牌和王连下去。下面是几个例子，打5、红桃做主：

# %%
titanics = (
    "S3 S3 S3 S4 S4 S4",
    "S4 S4 S4 S6 S6 S6",
    "S5 S5 S5 H5 H5 H5",
    "BJ BJ BJ LJ LJ LJ",
    "HA HA HA S5 S5 S5",
    "H5 H5 H5 LJ LJ LJ",
)
rows = [say("| cards | a Titanic? | why |"), "|---|---|---|"]
for cards in titanics:
    v = is_tractor(cards, o5)
    rows.append(f"| {named(cards)} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ……也有两个不算的：打5 时的 ♠5 ♠5 ♠5 ♠6 ♠6 ♠6（5 是主，6 不是），还有**无主**时的 ♠5 ♠5 ♠5 ♥5 ♥5 ♥5——无主时所有级牌一样大。
#
# <details class="house-rules"><summary>别的牌桌：资料里的泰坦尼克（可以先跳过）</summary>
#
# 上面的泰坦尼克是资料 000 和 002 的例子：“当打5时,下列情况为泰坦尼克: 333444, 444666, 副5副5副5主5主5主5, 大王大王大王小王小王小王, AAA副5副5副5, 主5主5主5小王小王小王”。
#
# </details>

# %%
print(reason_of(is_tractor("S5 S5 S5 S6 S6 S6", o5)))
print(reason_of(is_tractor("S5 S5 S5 H5 H5 H5", order_for(Trump(Rank.FIVE, None), tournament))))

# %%
Cards("BJ BJ BJ LJ LJ LJ H5 H5 H5 S4 S4 S4 S3 S3 S3", o5)

# %% [markdown]
# ## 试一试：拖拉机还是泰坦尼克？
#
# 这是拖拉机——还是泰坦尼克？这道题用三副牌发牌。
#
# <!-- puzzle tractor-001-2-18: decks=3 -->

# %%
puzzle("tractor", preset="001", difficulty=2, seed=18)

# %% [markdown]
# ## 混合出牌：三同张加一对
#
# 三副牌时，首家可以把一个三同张和相邻点数的一对一起出：♠3 ♠3 ♠3 ♠4 ♠4。这算拖拉机吗？不算：**三同张从不拆开**，所以这是三同张 ♠3 ♠3 ♠3 加对子 ♠4 ♠4 的*甩牌*（甩牌见第 6 课）。想出拖拉机，就出 ♠3 ♠3 ♠4 ♠4。本站这样看 ♠3 ♠3 ♠3 ♠4 ♠4：

# %%
print(reason_of(decompose("S3 S3 S3 S4 S4", order_for(level5, preset("default", decks=3)))))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：混合出牌怎样拆（可以先跳过）</summary>
#
# 资料 002：“第一家出33344牌型,系统将把这种牌型认成333+44,系统将认为是同花色的甩牌,若要想出拖拉机,必须出3344”。它还给了两个更长的例子：991010JJJ = 991010 + JJJ，9991010JJJ = 999 + 1010 + JJJ；并且说 333 + 44 这样的甩牌只有同样牌型的主牌才能毙：“若要杀,主牌中需要有任意一个三同张和任意一对”。
#
# shengji.io 对同样的牌读法相反，先取**最长的单位**（3344 + 3）。用哪种读法，由房规“混合出牌怎样拆”（`decompose`）决定：“三同张不拆”（`tuples_first`，002 和默认）或“先取最长的”（`longest_unit`，shengji.io）。引擎的两种读法在下面的框里；第 7 课讲了读法怎样改变抠底的倍数。
#
# </details>

# %%
lines = []
for name, rules in (
    ("default", preset("default", decks=3)),
    ("shengji", preset("shengji", decks=3)),
):
    reason = reason_of(decompose("S3 S3 S3 S4 S4", order_for(level5, rules)))
    lines.append(say("Under {name}: {reason}", name=rules_named(name), reason=reason))
house_rules("\n\n".join(lines))

# %% [markdown]
# 再看两手更长的，打5（所以 10 只是普通的黑桃）：♠9 ♠9 ♠10 ♠10 ♠J ♠J ♠J 是一个拖拉机加一个三同张；♠9 ♠9 ♠9 ♠10 ♠10 ♠J ♠J ♠J 是三同张、对子、三同张：

# %%
for cards in ("S9 S9 S10 S10 SJ SJ SJ", "S9 S9 S9 S10 S10 SJ SJ SJ"):
    print(reason_of(decompose(cards, order_for(level5, rules_002))))

# %% [markdown]
# 副牌里三同张加一对这样的甩牌，只有同样牌型的主牌才能**毙**：一个主牌的三同张加一对主牌。下面南家首出 ♠3 ♠3 ♠3 ♠4 ♠4；东家的主牌里有拖拉机，却没有三同张，所以只算垫牌；北家才是真正的毙。

# %%
plays = ["S3 S3 S3 S4 S4", "H6 H6 H7 H7 H8", "H9 H9 H9 HJ HJ", "S6 S7 S8 S9 S10"]
v = trick_winner(plays, order_for(level5, rules_002))
print(reason_of(v))

# %% [markdown]
# <a id="follow.triples"></a>
#
# ## 跟三同张
#
# 首家出三同张时，跟牌的人有这一门的三同张，就出三同张；没有，就出一对加一张单张；再没有，就出三张单张。
#
# <details class="house-rules"><summary>别的牌桌：跟三同张，资料原话（可以先跳过）</summary>
#
# 讲三副牌的几份资料顺序一致（000、001、002：“三同张 / 一副对子 + 一单张 / 三单张”）。资料 004 的规则是两副牌的，根本没有三同张要跟。
#
# </details>

# %%
lead = "S9 S9 S9"
rows = [say("| hand | plays | legal? | why |"), "|---|---|---|---|"]
for hand, play in (
    ("SK SK SK S3 S4 C2", "S3 S4 SK"),
    ("SK SK SK S3 S4 C2", "SK SK SK"),
    ("SQ SQ S3 S4 C2", "S3 S4 SQ"),
    ("SQ SQ S3 S4 C2", "SQ SQ S3"),
):
    v = check_follow(lead, hand, play, o5)
    legal = say("yes") if v.value else say("no")
    rows.append(f"| {named(hand)} | {named(play)} | {legal} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## 试一试：跟三同张
#
# 首家出了黑桃三同张。哪种跟法合法？按**比较各种规则**，会看到有一种牌桌与众不同。
#
# <!-- puzzle follow-001-2-4: lead=triple suit=spades decks=3 differs=004 -->

# %%
puzzle("follow", preset="001", difficulty=2, seed=4)

# %% [markdown]
# <a id="follow.titanic-ladder"></a>
#
# ## 跟泰坦尼克
#
# 首家出泰坦尼克（比如 ♠3 ♠3 ♠3 ♠4 ♠4 ♠4）时，跟牌的人按一张顺序表从上往下找，手里的牌够出哪一步，就出最先够得上的那一步：
#
# 1. 泰坦尼克；
# 2. **一副拖拉机 + 任意两张**；
# 3. **两副三同张**；
# 4. 三同张 + 一对 + 一张单张；
# 5. 三同张 + 三张单张；
# 6. 两对 + 两张单张；
# 7. 一对 + 四张单张；
# 8. 六张单张。
#
# 拖拉机排在两个三同张前面，就像两副牌时，先得跟拖拉机。比如手里同时有这一门的一个拖拉机和两个三同张：

# %%
o5_002 = order_for(level5, rules_002)
titanic_lead = "S3 S3 S3 S4 S4 S4"
hand = "S7 S7 S8 S8 SJ SJ SJ SK SK SK C2 C3"
Cards(hand, o5)

# %% [markdown]
# 必须出拖拉机 ♠7 ♠7 ♠8 ♠8，再加任意两张黑桃；两个三同张 ♠J ♠J ♠J 和 ♠K ♠K ♠K 不行：

# %%
default_3 = preset("default", decks=3)
o5_default = order_for(level5, default_3)
rows = [say("| plays | legal? | why |"), "|---|---|---|"]
for play in ("S8 S8 S7 S7 SJ SK", "SJ SJ SJ SK SK SK"):
    v = check_follow(titanic_lead, hand, play, o5_default)
    rows.append(f"| {named(play)} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：跟泰坦尼克（可以先跳过）</summary>
#
# 资料 002 是另一种顺序：第二步和第三步正好对调。房规是“跟泰坦尼克（三副牌）”（`titanic_follow`，规则 `follow.titanic-ladder`）：
#
# | 步 | 000 和 001（默认，`000_001`） | 002（`002`） |
# |---|---|---|
# | 1 | 泰坦尼克 | 泰坦尼克 |
# | 2 | **一副拖拉机 + 任意两张** | **两副三对**（两个三同张） |
# | 3 | **两副三同张** | **一副拖拉机 + 两单张** |
# | 4 | 三同张 + 一对 + 一张单张 | 三同张 + 一对 + 一张单张 |
# | 5 | 三同张 + 三张单张 | 三同张 + 三张单张 |
# | 6 | 两对 + 两张单张 | 两对 + 两张单张 |
# | 7 | 一对 + 四张单张 | 一对 + 四张单张 |
# | 8 | 六张单张 | 六张单张 |
#
# 按 000/001，必须出拖拉机 ♠7 ♠7 ♠8 ♠8（再加任意两张黑桃）；按 002，必须出两个三同张 ♠J ♠J ♠J 和 ♠K ♠K ♠K。
#
# **为什么这样默认？** 讲到跟牌顺序的三份资料里，有两份是这样；而且它跟两副牌规则的一贯顺序一致——先得跟拖拉机。引擎按 001 和 002 的回答，以及每套规则的顺序怎样说，在下面的框里。
#
# </details>

# %%
rows = [say("| rules | play | legal? | why |"), "|---|---|---|---|"]
for play in ("S8 S8 S7 S7 SJ SK", "SJ SJ SJ SK SK SK"):
    for name, order in (("001", o5), ("002", o5_002)):
        v = check_follow(titanic_lead, hand, play, order)
        legal = say("yes") if v.value else say("no")
        rows.append(f"| {rules_named(name)} | {named(play)} | {legal} | {reason_of(v)} |")
for name, rules in (("default", default_3), ("001", tournament), ("002", rules_002)):
    words = option_words("titanic_follow", rules.titanic_follow)
    rows.append("\n" + say("{name}: {words}.", name=rules_named(name), words=words))
house_rules("\n".join(rows))

# %% [markdown]
# ## 三副牌的升级：每档 60 分
#
# 三副牌时每档是 60 分，不是 40 分；闲家要 **120** 分——不是 80 分——才能上台。
#
# <a id="default-three-deck-levels"></a>
#
# **三副牌的默认表。** 本站两副牌的表按副数放大：每一档是 20 × 3 = 60 分。下面的表列出各档；三副牌比赛规则的表完全一样：
#
# <details class="house-rules"><summary>别的牌桌：三副牌的升级表（可以先跳过）</summary>
#
# 三份讲三副牌的资料用的是同一张表（000：“0 分记大光,不足 60 分算小光, 120 分上台, 180 分上台 +1 级, 240 分上台 +2 级”）。本站的默认规则把资料 000 的两副牌表按副数放大，所以默认规则用三副牌打，得到的表跟资料 001 一样。
#
# </details>

# %%
rows = [
    say("| attackers' points | who goes up | bank changes? |"),
    "|---|---|---|",
]


def band(points: int, rules: RuleSet) -> str:
    """Who goes up, and how many levels, in words."""
    change = level_change(points, rules).value
    if change.side == "banker":
        return say("banker team +{levels}").format(levels=change.levels)
    return say("attackers +{levels}").format(levels=change.levels)


for points in (0, 5, 55, 60, 115, 120, 175, 180, 235, 240, 300):
    bank = say("yes") if level_change(points, default_3).value.bank_changes else say("no")
    assert band(points, tournament) == band(points, default_3)  # the tournament's table too
    rows.append(f"| {points} | {band(points, default_3)} | {bank} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## 三副牌的底牌
#
# 闲家赢了最后一轮，底牌的分要翻倍（第 7 课）：最后一轮首家出的牌里最大的一组有几张，乘 2。三副牌时三同张和泰坦尼克也加了进来：三同张 **×6**，两个三同张的泰坦尼克 **×12**。这里是**打5、红桃主**——级很要紧：5 是主，所以 ♠4 ♠4 ♠6 ♠6 是拖拉机（打5 时 4 和 6 相连），♠3 ♠3 ♠4 ♠4 ♠6 ♠6 是三对的拖拉机：

# %%
leads = ("S3", "S3 S3", "S3 S3 S3", "S3 S3 S4 S4", "S3 S3 S4 S4 S6 S6", "S3 S3 S3 S4 S4 S4")
rows = [say("| last trick led with | the kitty counts |"), "|---|---|"]
for lead in leads:
    rows.append(f"| {named(lead)} | ×{kitty_multiplier(lead, o5_default).value} |")
Markdown("\n".join(rows))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：三副牌的抠底（可以先跳过）</summary>
#
# 每份资料都有自己的算法（第 7 课的房规）。资料 001 是最大单位的张数乘 3（“555 → 9, 444555 → 18”），资料 002 按牌型查表（泰坦尼克 2·3^长度，三同张 6，拖拉机 2·2^长度，对子 4，单张 2；长度是连着的组数），资料 000 是 2 的张数次方。引擎对同样几手牌（打5、红桃主）算出的表在下面的框里。
#
# 资料 001 还印了 **445566 → 24**，这个数对不上任何算法（3 × 6 应该是 18）；引擎按“3 × 张数”算，规则说明里把 24 记作资料的错误。资料 001 还说，闲家只有**用主牌**赢下最后一轮，才能抠底（房规“必须用主牌抠底”，`kitty_needs_trump_win`）。
#
# </details>

# %%
header = f"| {say('rules')} | " + " | ".join(named(lead) for lead in leads) + " |"
rows = [header, "|---" * (len(leads) + 1) + "|"]
for name in ("default", "000", "001", "002", "shengji"):
    order = order_for(level5, preset(name, decks=3))
    cells = [f"×{kitty_multiplier(lead, order).value}" for lead in leads]
    rows.append(f"| {rules_named(name)} | " + " | ".join(cells) + " |")
house_rules("\n".join(rows))

# %% [markdown]
# ## 试一试：三副牌的底牌
#
# 三副牌一局的最后一轮，按三副牌比赛规则来打：底牌值多少分？这套规则多了一个条件，写在上面的房规框里：先看一看。
#
# <!-- puzzle kitty-001-1-1: decks=3 differs=default,000,002,003,004,shengji -->

# %%
puzzle("kitty", preset="001", difficulty=1, seed=1)

# %% [markdown]
# 再来一道升级题，每档 60 分：
#
# <!-- puzzle levels-001-2-4: decks=3 points=240 -->

# %%
puzzle("levels", preset="001", difficulty=2, seed=4)

# %% [markdown]
# ## 练习
#
# **练习 11.1** 打5、红桃做主，♠4 ♠4 ♠4 ♠6 ♠6 ♠6 是泰坦尼克吗？♦A ♦A ♦A ♦K ♦K ♦K ♦Q ♦Q 呢？
#
# <details><summary>提示</summary>打5 时，5 在哪里？每一组的张数都一样吗？</details>
#
# <details><summary>答案</summary>
#
# 第一手是：5 是主，所以 ♠4 和 ♠6 相连。第二手不是：最后一组是对子，不是三同张——拖拉机每一组的张数必须一样。
#
# </details>

# %%
print(reason_of(is_tractor("S4 S4 S4 S6 S6 S6", o5)))
print(reason_of(is_tractor("DA DA DA DK DK DK DQ DQ", o5)))

# %% [markdown]
# **练习 11.2** 有人打5 时出 ♣9 ♣9 ♣9 ♣10 ♣10。这手牌怎样看？要毙它，主牌里得有什么？
#
# <details><summary>答案</summary>
#
# 这是三同张 ♣9 ♣9 ♣9 加对子 ♣10 ♣10 的甩牌；要毙，得有一个主牌的三同张和一对主牌。
#
# </details>

# %%
print(reason_of(decompose("C9 C9 C9 C10 C10", o5_002)))

# %% [markdown]
# **练习 11.3** 三副牌，闲家得了 175 分。结果怎样？180 分呢？
#
# <details><summary>答案</summary>
#
# 175 分：闲家上台，但谁也不升级（120–175）；180 分：闲家上台，并升一级。
#
# </details>

# %%
for points in (175, 180):
    print(reason_of(level_change(points, tournament)))

# %% [markdown]
# **下一课：**[第 12 课 · 一副牌和找朋友](12-one-deck-friends.py)。
