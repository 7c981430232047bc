# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 12 课 · 一副牌和找朋友
#
# **这一课你会学到**
#
# - 一副牌的打法，**40分**，也叫**打百分**：每人 12 张，底牌 6 张，一共 100 分——而且**根本没有对子**；
# - 一副牌的升级表（每档 20 分）；
# - **找朋友**：庄家不跟坐在对面的人一伙，而是*叫一张牌*来找搭档——以及叫牌的两种读法。
#
# 和每一课一样，折起来的**别的牌桌**框里是别的牌桌不一样的打法。

# %%
from IPython.display import Markdown

from tractor_core import (
    Card,
    Rank,
    Suit,
    Trump,
    decompose,
    kitty_multiplier,
    level_change,
    order_for,
    preset,
)
from tractor_core.play.bots import run_hand
from tractor_core.play.hand import Called, Hand, HandSetup, Played
from tractor_core.play.match import Match
from tractor_core.play.players import CarefulBot
from tractor_core.rules.cards import total_points
from tractor_core.rules.friends import FriendCall, NthPlayedTracker, check_call, partner_by_holding
from tractor_core.text import card_named, cards_named, say, seat_named
from tractor_core.words.svg import Cards
from widgets import page_lang, puzzle, reason_of

SEATS = ("South", "East", "North", "West")
one_deck = preset("default", decks=1)
level10 = Trump(Rank.TEN, Suit.HEARTS)


def named(cards: object) -> str:
    """Cards as a reader writes them: ♠A here, 黑桃A on the Chinese page."""
    return cards_named(cards).in_language(page_lang())


def house_rules(markdown: str) -> Markdown:
    """The engine's comparison of the sources, in a folded House-rules box."""
    summary = say("Other tables: worked out under their rules (you can skip this)")
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## 一副牌：四十分（打百分）
#
# 一副牌（54 张）每人 12 张，底牌 6 张。一副牌里一共有 100 分。
#
# **为什么叫“40分”？** 这个名字就是闲家要抓的分数。一副牌，闲家抓到 **40** 分就上台；两副牌要 **80** 分——所以两副牌的打法叫 80分。两种打法都是全部分数的 40%（100 分里的 40 分，200 分里的 80 分）。另一个名字“打百分”，说的是一副牌的 100 分。
#
# <details class="house-rules"><summary>别的牌桌：资料里的一副牌（可以先跳过）</summary>
#
# 资料 000：“打一副牌时,也称为 40 分或打百分”，“打两副牌时,也称为 80 分”。资料 002：“打一副牌时每方得12张,剩余的6张为底牌”，“对牌只在打两副以上牌时出现”。资料 000 和 002 都是一副牌抠底 ×2。
#
# </details>

# %%
said = say("One deck: {size} cards each, a kitty of {kitty}, and {points} points in all.")
print(
    said.format(
        size=one_deck.hand_size, kitty=one_deck.effective_kitty_size, points=total_points(decks=1)
    )
)

# %% [markdown]
# ## 没有对子，也就没有拖拉机
#
# 每种牌只有一张，所以**没有对子**——也就没有拖拉机。每个单位都是单张。同一门的几张牌一起出，就是**单张的甩牌**，要谁都管不住其中任何一张，才甩得成（第 6 课）：

# %%
print(reason_of(decompose("SA SK SQ", order_for(level10, one_deck))))

# %% [markdown]
# 试一道。这道甩牌题是用两副牌发的，但首家甩的全是单张——一副牌时也只有这一种甩牌：
#
# <!-- puzzle throw-default-1-1: decks=2 units=single,single,single -->

# %%
puzzle("throw", difficulty=1, seed=1)

# %% [markdown]
# 跟牌也简单：有这一门就跟这一门，没有就毙或者垫。而且最后一轮出的总是单张，所以抠底时按*单张*的倍数算（第 7 课）：×2。

# %%
times = kitty_multiplier("SA", order_for(level10, one_deck)).value
print(say("A kitty captured with a single counts ×{times}.", times=times))

# %% [markdown]
# ## 一副牌的升级
#
# 一副牌的表跟两副牌的差不多，只是**每档 20 分**：0 分，庄家方升 3 级；5 到 15 分，升 2 级；20 到 35 分，升 1 级；从 **40** 分起闲家上台；从 60 分起还升 1 级，以后每多 20 分再多升一级：

# %%
table_002 = preset("002", decks=1)


def describe(points: int, rules: object) -> str:
    """Who goes up, by how much, at these points."""
    change = level_change(points, rules).value
    if change.bank_changes and change.levels == 0:
        return say("attackers take the bank")
    if change.side == "banker":
        return say("banker team +{levels}").format(levels=change.levels)
    return say("attackers +{levels}").format(levels=change.levels)


points_shown = (0, 5, 15, 20, 35, 40, 55, 60, 75, 80, 95, 100)
rows = [say("| attackers' points | what happens |"), "|---|---|"]
rows += [f"| {points} | {describe(points, one_deck)} |" for points in points_shown]
Markdown("\n".join(rows))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：一副牌的升级表（可以先跳过）</summary>
#
# 本站的分档就是资料 000 的：“一副牌的分数段为 20 分一段”。
#
# 资料 002 印了自己的一张一副牌的表：“得分为0,一副牌时庄家方连升2级; 不满40,庄家方升1级; 大于等于40小于80,双方不升级,轮换庄家; 80--95分升一级, 100分升两级”。它跟 000 的每档 20 分，除了 40 分这一点，处处不同（下面的框里并排列着）。引擎用常用的表（`level_table="standard"`）加上每副牌 20 分（`level_step`）来表示 000 的读法——也就是默认——用 `level_table="002"` 表示 002 的读法。两份资料都没有给一副牌的例子，所以这是资料里争议最大的一张表：开打之前先商量好。
#
# </details>

# %%
rows = [say("| attackers' points | 000 (20-point bands) | 002 (1-deck table) |"), "|---|---|---|"]
rows += [
    f"| {points} | {describe(points, one_deck)} | {describe(points, table_002)} |"
    for points in points_shown
]
house_rules("\n".join(rows))

# %% [markdown]
# ## 找朋友
#
# 平常的打法里，搭档是固定的：就是坐在对面的人。**找朋友**时，庄家*看过底牌以后*，**叫一张牌**来挑搭档。一开始谁也不知道搭档是谁——连庄家自己也不知道——要等叫的那张牌打出来才知道。
#
# 本站平常用固定的搭档，除非你选了找朋友（房规“怎样分队”）。叫牌有两种读法，见下文：看谁*手里有*叫的那张牌，或者看谁*打出*它。
#
# <details class="house-rules"><summary>别的牌桌：怎样分队（可以先跳过）</summary>
#
# 资料 000（第二部分）和 001 讲的是边锋的“寻”房间（挑选对家），看谁手里有这张牌；shengji.io 实现的是人数更多的找朋友（Finding Friends），4 到 6 人都能玩，看谁打出这张牌。
#
# 房规“怎样分队”是 `partners`：`fixed`（默认）、`call_holder_nearest`（“找朋友：……离庄家最近、拿着这张牌的人是朋友”，边锋）或 `call_nth_played`（“找朋友：……第几个打出这张牌的人是朋友”，shengji.io）。
#
# </details>
#
# <a id="friends.call"></a>
#
# ### 叫朋友牌
#
# 庄家扣完底以后叫**副牌**——从不叫主牌：四个人时叫一张，人多时叫的张数是人数的一半（不算零头）减一（比如五个人叫一张，六个人叫两张，八个人叫三张）：

# %%
friends = preset("default", partners="call_holder_nearest")
order = order_for(level10, friends)
for call in (
    FriendCall(Card.parse("SA")),
    FriendCall(Card.parse("HA")),
    FriendCall(Card.parse("C10")),
):
    print(f"{named([call.card])}: {reason_of(check_call([call], order))}")

# %% [markdown]
# ### 第一种读法 · 谁手里有这张牌
#
# 搭档由叫牌那一刻各人**手里的牌**决定：
#
# <a id="friends.holder.other-copy"></a>
# <a id="friends.holder.nearest"></a>
# <a id="friends.holder.banker-holds-all"></a>
# <a id="friends.holder.none"></a>
#
# | 庄家手里有 | 搭档是 |
# |---|---|
# | 一张 | 拿着另一张的人 |
# | 没有 | 按出牌顺序**离庄家最近**的持有人 |
# | 两张都有 | 没有搭档：庄家**一打三** |
# | 没有，别人也没有（在底牌里） | 没有搭档 |
#
# 南坐庄，叫 ♠A（出牌顺序是南、东、北、西）：

# %%
ace = Card.parse("SA")
for hands in (
    ["SA C3", "D4", "SA H5", "C9"],  # South holds one; North the other
    ["C3", "D4", "SA H5", "SA"],  # South holds none; North is nearer than West
    ["SA SA", "D4", "H5", "C9"],  # South holds both
    ["C3", "D4", "H5", "C9"],  # both are in the kitty
):
    v = partner_by_holding(ace, 0, hands)
    partner = say("nobody") if v.value is None else say(SEATS[v.value])
    print(say("Partner: {partner}. {reason}").format(partner=partner, reason=reason_of(v)))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：第一种读法的资料原话（可以先跳过）</summary>
#
# 第一种读法就是边锋的“寻”。资料 000：“庄家拿进底牌后,可以指定一张牌为自己的对家,如果庄家自己有其中一张,则拿到另外一张的玩家为其对家,如果庄自己没有该牌,则按出牌顺序,靠近庄家的有该牌的玩家和他是对家,如果庄家自己拿到2张该牌,则庄家一打三。”
#
# </details>

# %% [markdown]
# <a id="friends.nth-played"></a>
#
# ### 第二种读法 · 谁*打出*这张牌
#
# 这种读法里，庄家叫的是“第一张打出的 ♠A”（或者第二张……），谁**打出**这一张，谁就在那一刻加入庄家这一队。如果打出这张牌的是庄家自己，或者是已经在庄家队里的人，这次叫牌就用掉了，谁也不加入。这里庄家南叫的是**第二张** ♠A：

# %%
tracker = NthPlayedTracker((FriendCall(ace, nth=2),), banker=0)
for seat, played in ((3, "SA"), (1, "SK"), (2, "SA")):
    verdicts = tracker.observe(seat, [Card.parse(played)])
    said = reason_of(verdicts[0], players=4) if verdicts else say("Nothing changes.")
    card = card_named(played)
    print(say("{seat} plays {card}. {said}", seat=seat_named(seat, 4), card=card, said=said))

# %% [markdown]
# 区别很要紧：按第一种读法，叫牌那一刻搭档*就已经*定了，由各人手里的牌决定（这里是北家：手里有 ♠A、按出牌顺序离庄家最近的人）；按第二种读法，队伍要到出牌时才组成：北家打出第二张 ♠A 时才加入；如果庄家叫的是*第一张* ♠A，加入的就会是西家。

# %% [markdown]
# ### 叫了朋友的一局
#
# 四个人，两副牌，用第一种读法（看谁手里有这张牌）。电脑庄家叫一张自己没有的 A；看看搭档是什么时候露面的：

# %%
setup = HandSetup(friends, seed=3)
hand = run_hand(Hand(setup), [CarefulBot(seat) for seat in range(4)])
call = next(record for record in hand.log if isinstance(record, Called))
called = named(c.card for c in call.calls)
print(say("Banker {seat} calls {cards}").format(seat=say(SEATS[hand.banker]), cards=called))
who = say(", ").join(say(SEATS[s]) for s in call.partners) or say("nobody")
print(say("The cards make {who} the partner.").format(who=who))
tricks_done = 0
for record in hand.log:
    if isinstance(record, Played):
        if record.joins:
            said = say("Trick {number}: {seat} plays {cards} — now everyone knows.")
            seat = say(SEATS[record.seat])
            print(said.format(number=tricks_done + 1, seat=seat, cards=named(record.cards)))
        if record.winner is not None:
            tricks_done += 1
result = hand.result
said = say("Attackers' points: {points}. {reason}")
print(said.format(points=result.attacker_points, reason=reason_of(result.change)))

# %% [markdown]
# 扣底以后庄家的手牌：

# %%
banker_hand = Hand.replay(setup, hand.log[: hand.log.index(call)])
Cards(banker_hand.hands[hand.banker], banker_hand.order)

# %% [markdown]
# <a id="five-players"></a>
#
# ### 五个人
#
# 五个人打（两副牌：每人 20 张，底牌 8 张）时，两队人数不一样——庄家加一个朋友，对三个人——而且**每个人各打各的级**。打起来是这样：
#
# - 每个座位有自己的级，大家都从 2 开始；
# - 这一局打的是**庄家的**级：这一局的级牌和主都按庄家的级来，不管别人打几；
# - 哪一方升级，就只有**这一方的人**升——庄家和朋友，或者三个闲家。下一局两队的人又不一样了，所以各人的级会越拉越开。
#
# 五个人不是坐在东南西北四个方位上：座位按出牌顺序叫 1 号位到 5 号位。下面是按第二种读法（看谁打出这张牌）打的一局：

# %%
five = preset("default", players=5, partners="call_nth_played")
print(
    say("{size} cards each, a kitty of {kitty}").format(
        size=five.hand_size, kitty=five.effective_kitty_size
    )
)
hand5 = run_hand(Hand(HandSetup(five, seed=2)), [CarefulBot(seat) for seat in range(5)])
team = say(", ").join(say("{seat}", seat=seat_named(s, 5)) for s in sorted(hand5.banker_team))
print(say("Banker: {seat}; team at the end: {team}", seat=seat_named(hand5.banker, 5), team=team))
said = say("attackers' points: {points}. {reason}")
print(said.format(points=hand5.result.attacker_points, reason=reason_of(hand5.result.change)))

# %% [markdown]
# 再看五个人一场比赛里的四局，由谨慎的电脑玩家来打。留意每一局打完后各个座位的级：

# %%
match5 = Match(five, seed=2)
for _ in range(4):
    outcome = match5.play_hand([CarefulBot(seat) for seat in range(5)])
    result = outcome.result
    banker_level = outcome.setup.levels[result.banker].label
    team = say(", ").join(say("{seat}", seat=seat_named(s, 5)) for s in sorted(result.banker_team))
    levels = say(", ").join(
        say("{seat}: {level}", seat=seat_named(seat, 5), level=rank.label)
        for seat, rank in enumerate(outcome.levels)
    )
    banker = seat_named(result.banker, 5)
    said = say(
        "Hand {number}: {seat} is banker, played at level {level};",
        number=outcome.number,
        seat=banker,
        level=banker_level,
    )
    print(said)
    print(say("  banker team: {team}. {reason}", team=team, reason=reason_of(result.change)))
    print(say("  Levels now: {levels}.").format(levels=levels))

# %% [markdown]
# 第 4 局里，庄家方只有 5 号位一个人：庄家叫了第一张打出的 ♠A，结果这张牌是他自己打出来的，所以按第二种读法，庄家成了自己的朋友，一打四。
#
# **五个人能用第一种读法吗？** 能：庄家叫一张牌，按出牌顺序离庄家最近的持有人就是朋友。第二种读法是专为五六个人设计的，也就是上面用的那一种。
#
# <details class="house-rules"><summary>别的牌桌：五个人找朋友（可以先跳过）</summary>
#
# 资料只讲了四个人的“寻”：它的最后一种情况“庄家一打三”数的是四个座位。不过这条规则本身并不非得四个人，本站也允许五个人用。专为五六个人设计的读法是 shengji.io 的。
#
# </details>

# %%
holder_five = preset("default", players=5, partners="call_holder_nearest")
said = say("寻 with five players: {players} players, {size} cards each.")
print(said.format(players=holder_five.players, size=holder_five.hand_size))

# %% [markdown]
# ## 练习
#
# **练习 12.1** 一副牌，闲家得了 60 分。结果怎样？
#
# <details><summary>答案</summary>
#
# 闲家上台，并升一级。
#
# </details>

# %%
print(say("60 points, this site's table: {result}.").format(result=describe(60, one_deck)))
house_rules(say("60 points, source 002's table: {result}.").format(result=describe(60, table_002)))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：同样的分按另一张表（可以先跳过）</summary>
#
# 按资料 002 的表，闲家上台，但谁也不升级（40–75）。
#
# </details>

# %% [markdown]
# **练习 12.2** 第一种读法（看谁手里有这张牌）：北坐庄，叫 ♥A，自己一张也没有。东和西各有一张 ♥A。谁是搭档？（出牌顺序是南 → 东 → 北 → 西 → 南……）
#
# <details><summary>提示</summary>从庄家起，按出牌顺序往下数。</details>
#
# <details><summary>答案</summary>
#
# 西：按出牌顺序，庄家之后第一个有这张牌的人。
#
# </details>

# %%
print(reason_of(partner_by_holding(Card.parse("HA"), 2, ["C3", "HA", "D4", "HA"])))

# %% [markdown]
# **练习 12.3** 红桃做主时，庄家能叫主牌里的 ♥A 吗？
#
# <details><summary>答案</summary>
#
# 不能：叫的牌必须是副牌。
#
# </details>

# %%
print(reason_of(check_call([FriendCall(Card.parse("HA"))], order)))

# %% [markdown]
# **下一课：**[第 13 课 · 房规](13-house-rules.py)。
