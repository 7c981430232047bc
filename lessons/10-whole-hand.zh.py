# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 10 课 · 打完整的一局
#
# **这一课你会学到**
#
# - 一局牌的六个阶段：**发牌**、**亮主**、**扣底**、（叫朋友）、**出牌**、**计分**——每个阶段里可以做什么；
# - 一局牌一轮一轮打下来是什么样子，从庄家出第一轮一直到底牌；
# - 这一局的分怎样变成升级，又怎样定下一任庄家；
# - *一般*会怎样：电脑玩家打了很多局，从中得出的统计。
#
# 这一页上的每一局都是真打出来的：电脑发牌，四个**谨慎**的电脑玩家打完。它们每一步都守规则，记得已经出过的牌；只要有别的牌可出，就不会把分牌送到可能输掉的一轮里。它们不会像高手那样往远处算——用来看规则怎样起作用，正合适。

# %%
from IPython.display import SVG, Markdown, display

import tractor_core.words.svg as cards_svg
from tractor_core import preset
from tractor_core.play.bots import run_hand
from tractor_core.play.hand import BiddingClosed, Buried, Declared, Drew, Hand, HandSetup
from tractor_core.play.players import CarefulBot
from tractor_core.play.simulate import simulate
from tractor_core.text import cards_named, say
from tractor_core.words.catalogue import rule, title_zh
from widgets import HandRows, page_lang, puzzle, reason_of, tool

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).


def trump_words(trump: object) -> str:
    """``level 2, hearts trump``, or on the Chinese page ``打2，红桃主``."""
    return trump.describe_zh() if page_lang() == "zh" else trump.describe()


SEATS = tuple(say(seat) for seat in ("South", "East", "North", "West"))  # seats 0-3, in play order


def named(cards: object) -> str:
    """Cards as a reader writes them: ♥2 ♥2 here, 红桃2、红桃2 on the Chinese page."""
    return cards_named(cards).in_language(page_lang())


def rule_words(rule_id: str) -> str:
    """What a rule says, in a few words: the catalogue's title in the page's language."""
    return title_zh(rule_id) if page_lang() == "zh" else rule(rule_id).title


rules = preset("default")
setup = HandSetup(rules, seed=3)  # the first hand of a match: everyone at level 2
hand = run_hand(Hand(setup), [CarefulBot(seat) for seat in range(4)])
said = say("One hand, dealt and played to the end: {count} tricks, {trump}.")
print(said.format(count=len(hand.tricks), trump=trump_words(hand.trump)))


# %% [markdown]
# <a id="hand.phase"></a>
#
# ## 一局的各个阶段
#
# 一局牌一个阶段接一个阶段地往下走。每个动作都属于某一个阶段，不在自己阶段里的动作，一律不接受：
#
# | 阶段 | 这时做什么 | 见第几课 |
# |---|---|---|
# | 发牌 | 大家一张一张地摸牌；谁都可以**亮主** | [9](09-declaring.py) |
# | 发完牌以后 | 不能再第一个亮主，但还可以**反主**和加固；然后主和庄家就定了 | [9](09-declaring.py) |
# | 扣底 | 庄家拿起底牌，再扣回同样多的牌（扣底） | [7](07-kitty.py) |
# | 叫朋友 | 只在叫牌找朋友时才有：庄家叫出朋友牌 | [12](12-one-deck-friends.py) |
# | 出牌 | 庄家出第一轮；每一轮的赢家出下一轮 | [4](04-leading-following.py)–[6](06-throws.py) |
# | 计分 | 算闲家的分、算底牌、升级 | [8](08-scoring.py) |
#
# 上面那一局已经打完了。电脑把每一个动作都记了下来，能用记录的任意前一段把这一局重新摆出来——所以我们可以让它停在任何一刻。下面是最后一张牌刚发完的时候：

# %%
last_draw = max(i for i, record in enumerate(hand.log) if isinstance(record, Drew))
after_deal = Hand.replay(setup, hand.log[: last_draw + 1])
sizes = say(", ").join(f"{SEATS[seat]} {len(cards)}" for seat, cards in enumerate(after_deal.hands))
said = say("After the deal: {sizes} cards; {kitty} in the kitty.")
print(said.format(sizes=sizes, kitty=len(after_deal.kitty)))

# %% [markdown]
# 牌发完了，亮主还没结束：这时谁也不能出牌。原因是：

# %%
print(reason_of(after_deal.check_play(0, after_deal.hands[0][:1])))

# %% [markdown]
# ## 发牌和亮主
#
# 大家都打 2（新开的一场）。摸牌的过程中，先后有这些亮主：

# %%
for record in hand.log:
    if isinstance(record, Declared):
        said = say("{seat} shows {cards}: {trump}.")
        shown = named(record.cards)
        print(said.format(seat=SEATS[record.seat], cards=shown, trump=trump_words(record.trump)))
    elif isinstance(record, BiddingClosed):
        print(reason_of(record))

# %% [markdown]
# <a id="hand.first-banker"></a>
#
# 一场的**第一局**，亮主同时也定庄家：亮主结束时占住的亮主坐庄。
#
# <a id="hand.bid-sets-trump"></a>
#
# **以后各局**庄家已经定了，亮主只定主：反主不反庄。
#
# <details class="house-rules"><summary>别的牌桌：第一局谁坐庄（可以先跳过）</summary>
#
# 第一局谁坐庄是房规“第一局谁坐庄”（`first_banker`，规则 `hand.first-banker`）：默认是最后占住的亮主坐庄（`winning_bid`；001“首轮反主抢庄”；004 的“反主反打”也是拿底牌以前反主的人坐庄）；按 000 和 003，是最先亮主的人坐庄（`first_bid`，先亮者为庄家）。以后各局，各份资料都同意亮主只定主（规则 `hand.bid-sets-trump`；001 和 004：“反主不反庄”）。[第 9 课](09-declaring.py#first-banker-term)引了各份资料的原话。
#
# </details>
#
# 下面是发完牌、庄家拿底牌之前的四手牌，按牌手理牌的顺序排好。25 张的一手牌分成两行画，页面够宽时两行并排：

# %%
order = hand.order
for seat in range(4):
    print(SEATS[seat] + (say(" (banker)") if seat == hand.banker else ""))
    display(HandRows(after_deal.hands[seat], order))

# %% [markdown]
# ## 底牌
#
# 庄家拿起 8 张底牌，再扣回 8 张（扣底）。电脑庄家扣的是小的副牌，分牌都留在手里：

# %%
buried = next(record for record in hand.log if isinstance(record, Buried))
print(say("{seat} buries {cards}").format(seat=SEATS[buried.seat], cards=named(buried.cards)))
cards_svg.Cards(buried.cards, order)

# %% [markdown]
# <a id="hand.turn"></a>
#
# ## 一轮一轮地打
#
# 庄家出第一轮，以后每一轮都由上一轮的赢家先出；其他人按顺序跟牌。下表列出每一轮，以及赢家为什么赢。
#
# <details class="house-rules"><summary>别的牌桌：谁先出，资料原话（可以先跳过）</summary>
#
# 资料 000：“以后每轮牌都由前轮获胜方首先出牌”。每份资料都这样说。
#
# </details>

# %%
rows = [
    say("| trick | leader | plays (from the leader) | winner | points | why |"),
    "|---|---|---|---|---|---|",
]
for number, trick in enumerate(hand.tricks, start=1):
    plays = " · ".join(named(p) for p in trick.plays)
    rows.append(
        f"| {number} | {SEATS[trick.leader]} | {plays} | {SEATS[trick.winner]} "
        f"| {trick.points} | {rule_words(trick.rule)} |"
    )
Markdown("\n".join(rows))


# %% [markdown]
# 前三轮和最后一轮摆在桌上的样子（南在下方，出牌按逆时针走）：


# %%
def picture(number: int) -> SVG:
    """Trick ``number`` (from 1) around the table, with its leader and winner marked."""
    trick = hand.tricks[number - 1]
    winner = (trick.winner - trick.leader) % 4  # position in the trick, leader = 0
    return SVG(cards_svg.trick_svg(trick.plays, order, leader=trick.leader, winner=winner))


picture(1)

# %%
picture(2)

# %%
picture(3)

# %%
picture(len(hand.tricks))

# %% [markdown]
# ## 计分
#
# 闲家把自己赢到的牌里的分加起来；如果**最后一轮**是他们赢的，还抠到了底牌，底牌的分要翻倍（第 7 课）。总分决定谁升级（第 8 课）：

# %%
result = hand.result
team = say(" and ").join(SEATS[s] for s in sorted(result.banker_team))
print(say("Banker: {banker}; banker team: {team}").format(banker=SEATS[result.banker], team=team))
print(say("Attackers' points in tricks: {points}").format(points=result.trick_points))
print(say("Kitty: {reason}").format(reason=reason_of(result.kitty)))
print(say("Attackers' total: {points}").format(points=result.attacker_points))
print(say("Levels: {reason}").format(reason=reason_of(result.change)))
print(say("Next banker: {banker}").format(banker=SEATS[result.next_banker]))

# %% [markdown]
# <a id="trick-explorer"></a>
#
# ## 在牌桌边：“一轮一轮看牌”工具（给老师）
#
# 上面那张表只是一局。**“一轮一轮看牌”工具**（trick explorer）用更简单的电脑玩家（守规则，但常常送分）发牌、打完一整局，然后让全班一轮一轮地往下看：这一轮在桌上的样子、谁赢了，还有理由和它依据的规则。每一轮都由上一轮的赢家先出，所以留意首家是怎样换人的。
#
# 它按出牌顺序把四个人编成 0 到 3 号：0 是南，1 是东，2 是北，3 是西，跟这一课的图一样。试试看：
#
# - 一直按 **下一轮 ▶**，直到有一轮被毙：理由会说出是谁毙的，为什么这一手赢了；
# - 改一下**牌局号**，再点**发牌并打完**，换一局来看；
# - 改一下**规则**（比如盖毙的规则，或者用几副牌），再发一次：同一个牌局号会按新的规则重打一遍。
#
# “一轮一轮看牌”工具是 Jupyter 小部件：它在 JupyterLab 里运行，或者把这一课当作笔记本在浏览器里打开（本页顶部的按钮），在这个网页本身上不能用。在网站上，可以到[打一局](play.md)自己跟电脑打一整局，每一轮都可以点“为什么？”看解释；有争议的某一轮，可以到[裁判](tools/referee.md)页去判，按你在[你的房规](tools/house-rules.md)页定下的规则。

# %%
tool("explorer", show_picker=True, seed=3)

# %% [markdown]
# ## 一般会怎样
#
# 一局只是一个故事。想知道*通常*是什么样，可以让电脑连着打很多局——一场接一场，从 2 往上打——然后数一数。这里为了让页面打开得快一些，只用同样的谨慎玩家打 30 局：
#
# <details><summary>在命令行里</summary>
#
# 在自己电脑上装了本站程序的读者，可以这样打一千局：
#
# ```
# python -m tractor_core simulate --hands 1000 --bot careful --rules default
# ```
#
# </details>

# %%
summary = simulate(30, seed=1, rules=rules, bot="careful", rules_name="default")
stats = summary.to_dict()
points = stats["attacker_points"]
said = say("The attackers took {low} to {high} points, {mean} on average.")
print(said.format(low=points["min"], high=points["max"], mean=points["mean"]))

# %% [markdown]
# 每一局闲家的得分，和默认升级表的分档（第 8 课）画在一起：80 分以下，庄家方升级；从 80 分起，闲家上台。

# %%
import html  # noqa: E402 - the chart is an SVG picture, with its description as its text alternative


def text(x: float, y: float, words: object, size: int = 11, anchor: str = "start") -> str:
    """A line of the chart's words (escaped) at (x, y)."""
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}">'
        f"{html.escape(str(words))}</text>"
    )


def side_words(change: str) -> str:
    """``banker+1`` (a side and its levels) in words: ``banker +1``, or ``庄家方升 1 级``."""
    side, levels = change.split("+")
    return say(side + " +{levels}", context="hand").format(levels=levels)


changes = stats["level_changes"]  # which side went up, by how many levels: {"banker+1": 13, ...}
bins = [0] * 20  # hands by the attackers' points, 10 points a bar: 0-5, 10-15, ..., 190-195
for p in summary.attacker_points:
    bins[min(p // 10, 19)] += 1
tallest, most, base = max(bins), max(changes.values()), 200  # bars stand on y=200
height = 300 + 30 * len(changes)  # the points above, who went up below: a phone's width
picture = [
    f'<rect width="360" height="{height}" fill="#ffffff"/>',
    text(10, 20, say("Points (dashed: level bands)"), 13),
    text(10, 275, say("Who went up, and by how much"), 13),
    text(180, 240, say("attackers' points in the hand"), 12, "middle"),
    text(34, 54, tallest, anchor="end"),
    text(34, 70, say("hands"), anchor="end"),
    text(34, base, 0, anchor="end"),
]
for i, count in enumerate(bins):
    h = 150 * count / tallest
    picture.append(
        f'<rect x="{40 + 14 * i}" y="{base - h}" width="13" height="{h}" fill="#c8102e"/>'
    )
for edge in (40, 80, 120, 160):  # the bands of the level table
    x = 40 + 1.4 * edge
    picture.append(
        f'<line x1="{x}" y1="45" x2="{x}" y2="{base}" stroke="#555" stroke-dasharray="4 3"/>'
    )
for tick in range(0, 201, 40):
    picture.append(text(40 + 1.4 * tick, base + 16, tick, anchor="middle"))
for row, (change, count) in enumerate(changes.items()):
    y, width = 290 + 30 * row, 150 * count / most
    picture.append(text(10, y + 14, side_words(change), 12))
    picture.append(f'<rect x="170" y="{y}" width="{width}" height="20" fill="#f0a30a"/>')
    picture.append(text(175 + width, y + 14, count, 12))
described = say(
    "{n} hands. Above: the attackers' points in each hand, from {low} to {high}. Below: "
)
described = described.format(
    n=len(summary.attacker_points),
    low=min(summary.attacker_points),
    high=max(summary.attacker_points),
)
described += say("; ").join(
    side_words(change) + say(": {count} hands").format(count=count)
    for change, count in changes.items()
)
SVG(
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 {height}" width="360" '
    f'height="{height}" role="img" aria-label="{html.escape(described + say("."))}" font-family="sans-serif">'
    + "".join(picture)
    + "</svg>"
)

# %% [markdown]
# 这 30 局里，有几条规则各用到了多少次：

# %%
counts = {
    "tricks": stats["tricks"],
    "ruffs": stats["ruffs"],
    "kitty captures": stats["kitty"]["captures"],
    "overturns": stats["bidding"]["overturns"],
    "no-trump hands": stats["bidding"]["no_trump_hands"],
}
Markdown(
    say("| what | how many |")
    + "\n|---|---|\n"
    + "\n".join(f"| {say(k)} | {n} |" for k, n in counts.items())
)

# %% [markdown]
# > 这些电脑玩家谨慎，但不高明：它们会保住自己的分，却不会数主、不会安排甩牌，也不会像高手那样给对家递信号。真正牌桌上的得分可能不一样；不过分档对谁都一样。

# %% [markdown]
# ## 试一试
#
# 两道题，都是一局快打完时的事：这一轮谁赢？这个分数结果怎样？
#
# <!-- puzzle trick-default-2-12: lead=tractor differs=none -->
# <!-- puzzle levels-default-2-12: points=5 differs=004 -->

# %%
puzzle("trick", difficulty=2, seed=12)

# %%
puzzle("levels", difficulty=2, seed=12)

# %% [markdown]
# ## 练习
#
# **练习 10.1** 第一轮谁先出？第二轮呢？
#
# <details><summary>提示</summary>第一轮庄家先出；以后由上一轮的赢家先出。</details>
#
# <details><summary>答案</summary>
#
# 庄家出第 1 轮；第 1 轮的赢家出第 2 轮。
#
# </details>

# %%
first, second = hand.tricks[0], hand.tricks[1]
said = say("Trick 1 was led by {leader}; the banker is {banker}.")
print(said.format(leader=SEATS[first.leader], banker=SEATS[hand.banker]))
said = say("Trick 1 was won by {winner}; trick 2 was led by {leader}.")
print(said.format(winner=SEATS[first.winner], leader=SEATS[second.leader]))

# %% [markdown]
# **练习 10.2** 自己核对一下闲家捡到的分：把不在庄家方的座位赢下的那些轮的分加起来。
#
# <details><summary>答案</summary>
#
# 把东家或西家（庄家方南北以外的两个人）赢的那些轮的分加起来：得数就是电脑算的闲家的分。
#
# </details>

# %%
added = sum(t.points for t in hand.tricks if t.winner not in result.banker_team)
print(
    say("Added up: {added} points; the engine's count: {count}.").format(
        added=added, count=result.trick_points
    )
)

# %% [markdown]
# **下一课：**[第 11 课 · 三副牌：三同张和泰坦尼克](11-three-decks.py)。
#
# 也可以自己上手，跟电脑玩家打一整局：[打一局](play.md)。
