# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 8 · Scoring a hand
#
# **What you will learn**
#
# - how the attackers' **points** are counted at the end of a hand;
# - how points turn into **levels** (升级): the banker team goes up on a low score, and the
#   attackers take the bank (上台) on a high one — with **大光** and **小光** for the
#   shut-outs;
# - **who is banker next**, why A **must be defended**, and how the match ends.
#
# As in every lesson, the main text is the game this site plays; the folded **Other tables**
# boxes at the end of a section show how other tables play.

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    Suit,
    Trump,
    advance,
    kitty_capture,
    level_change,
    next_banker,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import card_points, total_points
from tractor_core.text import say, seat_named
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

rules = preset("default")


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


# %% [markdown]
# ## The attackers' points
#
# Only the **attackers** (抓分方) count points. At the end of the hand they add up the 5s, 10s and
# Ks in the tricks they won, plus the **kitty** if they captured it, multiplied
# ([Lesson 7](07-kitty.py)). The point cards are the 5s (5 points), the 10s and the Ks (10
# points each), in every suit, trumps included: 200 points with two decks:

# %%
Cards("S5 H10 DK C5 S10 SK")

# %%
print(say("Two decks hold {points} points.", points=total_points(decks=2)))

# %% [markdown]
# The banker team's points are never scored, but they tell you the attackers' points. Every one
# of the 200 points ends in one of three places: in the attackers' tricks, in the banker team's
# tricks, or in the kitty. So when the banker team wins the last trick (the kitty is not
# captured):
#
# **the attackers' points = 200 − the banker team's points in tricks − the points in the kitty.**
#
# For example, if South and North (the banker team) took 110 points in tricks and 15 points lie
# in the kitty, East and West have 200 − 110 − 15 = 75. When the attackers capture the kitty
# instead, they add its points, multiplied, on top of their trick points — then the total can
# be more than 200.
#
# <a id="level.standard"></a>
#
# ## From points to levels
#
# This site's table for two decks counts in steps of 40 points:
#
# - **0** points: the banker team goes up **3** levels — a **big shut-out** (大光);
# - **5 to 35**: banker team up **2** — a **small shut-out** (小光);
# - **40 to 75**: banker team up **1**;
# - **80 to 115**: the attackers **take the bank** (上台), but nobody goes up — the bank
#   passes (换庄);
# - **120 to 155**: attackers take the bank and go up **1**; and one more level for every
#   further 40 points.
#
# The step is 40 points with two decks: 20 points per deck (60 with three decks,
# [Lesson 11](11-three-decks.py)). Some scores, and the band each falls in:

# %%
for points in (5, 35, 40, 115, 120, 165):
    print(reason_of(level_change(points, rules)))

# %% [markdown]
# <a id="level.002"></a>
# <a id="level.004"></a>
# <a id="level.shengji"></a>
#
# <details class="house-rules"><summary>Other tables: the level table (you can skip this)</summary>
#
# This site's table is source 000's: "如果得分为0，庄家方连升3级；如果得分不满40，庄家连升2级；如果得分大于等于40小于80，庄家方升1级；如果得分大于等于80小于120，轮换庄家；如果得分大于等于120小于160，抓分方升1级……以后以40分为一个等级抓分方升相应等级". How the attackers' points are
# counted, source 004 sums up: "总分=面上分（捡分方在出牌过程中的得分）+扣底得分" — total =
# points on the table + kitty points.
#
# The level table is the house rule "How many levels a score gives" (`level_table`; this site's
# default is `standard`, rule `level.standard`). The sources agree on the banker team's side,
# more or less, and disagree on the attackers':
#
# - **002** has no "take the bank only" band: from 80 points the attackers take the bank **and**
#   go up a level (`level.002`);
# - **004** (an online platform) has finer bands near 0 and a cap of 6 levels either way
#   (`level.004`). 0 points is **6** levels for the banker team; then each band is 10 points
#   wide and worth one level less: "5—10分（小光） 主打方升5级", "15—20分（小光） 主打方升4级",
#   "25—30分（小光） 主打方升3级", "35分（小光） 主打方升2级". So 004 calls **every** score from 5
#   to 35 a 小光, in four bands: when the engine says "15 to 20 (小光)" under 004, that is one of
#   them. From 120 the attackers' bands are 40 points wide again, up to "285—320分（封顶）
#   捡分方升6级（封顶）";
# - **shengji.io** counts as 000 does, with no cap on the attackers' levels (its code applies
#   none), and below 0 points — possible only with throw penalties — the banker team gains one
#   more level per step (`level.shengji`).
#
# **Why this default?** shengji.io's engine counts the same way, and the tables of 002 and 004
# are variants of it (002 drops the "bank passes" band, 004 counts in finer bands near 0).
#
# The engine computed every band of the table below (open the box under this one) by asking for
# the result at every score from 0 to 320 (scores above 200 need a captured kitty). "Bank
# passes" means the attackers become the banker team for the next hand without going up a
# level. Last, the engine's reasons for 20 points under 000 and 004: a 小光 for both, but worth
# 2 levels under 000 and 4 under 004.
#
# </details>

# %%
tables = ("000", "002", "004", "shengji")


def result(points: int, name: str) -> str:
    """The engine's verdict for one score under one preset, in a few words."""
    change = level_change(points, preset(name)).value
    if change.side == "banker":
        return say("banker +{levels}", levels=change.levels)
    if change.levels == 0:
        return say("bank passes")
    return say("attackers +{levels}", levels=change.levels)


bands: list[list] = []
for points in range(0, 325, 5):
    row = tuple(result(points, name) for name in tables)
    if bands and bands[-1][2] == row:
        bands[-1][1] = points
    else:
        bands.append([points, points, row])

lines = [
    "| " + say("attackers' points") + " | " + " | ".join(rules_named(n) for n in tables) + " |",
    "|---" * (len(tables) + 1) + "|",
]
for low, high, row in bands:
    span = str(low) if low == high else f"{low}–{high}"
    lines.append(f"| {span} | " + " | ".join(row) + " |")
for name in ("000", "004"):
    reason = reason_of(level_change(20, preset(name)))
    lines.append("\n" + say("Under {name}: {reason}", name=rules_named(name), reason=reason))
house_rules("\n".join(lines))

# %% [markdown]
# <a id="level.next-banker"></a>
#
# ## Who is banker next
#
# If the banker team goes up, the banker's **partner** is the next banker. If the attackers take
# the bank, the next banker is the banker's **下家**, the next player: the one who plays after
# the banker. Play goes South, East, North, West; here South is the banker, so North is the
# partner and East the 下家:

# %%
for points in (60, 130):
    change = level_change(points, rules).value
    after = seat_named(next_banker(0, change).value, 4)
    if change.bank_changes:
        print(
            say(
                "{points} points: the attackers take the bank; {seat} is the next banker.",
                points=points,
                seat=after,
            )
        )
    else:
        print(
            say(
                "{points} points: the banker team keeps the bank; {seat} is the next banker.",
                points=points,
                seat=after,
            )
        )

# %% [markdown]
# <details class="house-rules"><summary>Other tables: who is banker next (you can skip this)</summary>
#
# Source 000: "庄家升级时，下一副牌由其对家当庄家。闲家上台时，下一副牌由此副牌的庄家的下家当庄家"
# (if the banker team goes up, the banker's partner is the next banker; if the attackers take the
# bank, the banker's 下家 is). Sources 001 and 004 say the same.
#
# </details>

# %% [markdown]
# <a id="level.must-defend"></a>
# <a id="level.advance"></a>
#
# ## Must-defend A and the end of the match
#
# Levels go from 2 up to A. **A must be defended**: a jump never skips A, and a team at A goes
# past it only by **winning a hand at A as the banker team** — and that wins the match.
#
# A banker team at Q that shuts the attackers out (大光, +3) stops at A:

# %%
print(reason_of(advance(Rank.QUEEN, 3, rules, as_banker=True)))

# %% [markdown]
# Attackers at A who take the bank with a big score stay at A — they must now defend it:

# %%
print(reason_of(advance(Rank.ACE, 2, rules, as_banker=False)))

# %% [markdown]
# And a banker team at A that wins its hand at A (it goes up at least 1) wins the match:

# %%
print(reason_of(advance(Rank.ACE, 1, rules, as_banker=True)))

# %% [markdown]
# <a id="level.match-end"></a>
#
# <details class="house-rules"><summary>Other tables: levels that must be played (you can skip this)</summary>
#
# **Must-defend A** is the house rule "Levels that must be played" (`must_defend`, rule
# `level.must-defend`): shengji.io's default ("A must be defended") and this site's. Sources 000
# and 002 do not mention it, so their presets keep the default; 001 and 004 play without it.
#
# How the match ends is the house rule "End of the match" (`match_end`, rule `level.match-end`):
#
# - **A team wins by winning a hand of A as bankers** (`defend_ace`, the default);
# - **The first team to go past A wins** (`pass_ace`, source 001: "哪方先打过 A 算哪方胜"): no
#   defending;
# - **After A the levels start again from 2** (`wrap`, source 004: "当一方升级超过A后，则再次循环到2
#   开始继续升级").
#
# The engine's answers (open the box below): a banker team at A that goes up 1 under the
# default; at K going up 2 under 001; at K going up 3 under 004, which counts on K → A → 2 → 3.
#
# </details>

# %%
lines = []
for name, level, levels in (("default", Rank.ACE, 1), ("001", Rank.KING, 2), ("004", Rank.KING, 3)):
    reason = reason_of(advance(level, levels, preset(name), as_banker=True))
    said = say(
        "Under {name}, a banker team at {level} goes up {levels}: {reason}",
        name=rules_named(name),
        level=level.label,
        levels=levels,
        reason=reason,
    )
    lines.append(said)
house_rules("\n\n".join(lines))

# %% [markdown]
# <a id="whole-chain"></a>
#
# ## One hand, start to finish: from points to the next hand
#
# Here is the whole chain once, step by step. South is banker at level 7,
# spades trump, with North, South's partner. East and West attack; they are at level 4.
#
# **Step 1 · Points in tricks.** The attackers won tricks holding these point cards:

# %%
order7 = order_for(Trump(Rank.SEVEN, Suit.SPADES), rules)
won = parse_cards("H5 H10 HK D10 DK C5 C5 CK H10")
Cards(won, order7)

# %%
trick_points = card_points(won)
print(say("Points in the attackers' tricks: {points}.", points=trick_points))

# %% [markdown]
# **Step 2 · The kitty.** East leads the last trick with ♣A ♣A and nobody beats it, so the
# attackers capture the kitty South buried. Its points are multiplied (Lesson 7):

# %%
kitty = "DK C10 H5 S3 D4 C8 H9 D2"
last_trick = ["CA CA", "CQ CQ", "C3 C3", "C9 C9"]  # East, North, West, South
capture = kitty_capture(last_trick, kitty, order7, winner=1, banker_team={0, 2}, leader=1)
print(reason_of(capture))

# %% [markdown]
# **Step 3 · The band.** Add the two:

# %%
total = trick_points + capture.value.attackers_gain
change = level_change(total, rules)
said = say(
    "{tricks} + {kitty} = {total}. {reason}",
    tricks=trick_points,
    kitty=capture.value.attackers_gain,
    total=total,
    reason=reason_of(change),
)
print(said)

# %% [markdown]
# **Step 4 · The next banker.** The attackers took the bank, so the next banker is the old
# banker's 下家 — the player after South in turn:

# %%
print(say("The next banker: {seat}.", seat=seat_named(next_banker(0, change.value).value, 4)))

# %% [markdown]
# **Step 5 · The next level.** The attackers go up from their own level, 4. East is now banker,
# so the next hand is played at East and West's new level:

# %%
print(reason_of(advance(Rank.FOUR, change.value.levels, rules, as_banker=False)))

# %% [markdown]
# Without the kitty the attackers would have had only their 75 trick points: 40 to 75, so South
# and North would have gone up instead. The last trick turned the whole hand.
#
# ## Try it
#
# How many levels, and for whom? The bands' edges are where mistakes happen.
#
# <!-- puzzle levels-default-2-1: points=115 differs=002 -->

# %%
puzzle("levels", difficulty=2, seed=1)

# %% [markdown]
# Now a shut-out. Then press **Compare house rules** to see what other tables give for it.
#
# <!-- puzzle levels-default-1-2: points=0 answer=banker,3 differs=004 -->

# %%
puzzle("levels", difficulty=1, seed=2)

# %% [markdown]
# ## Exercises
#
# **Exercise 8.1** The attackers take 75 points in tricks and capture a kitty holding 10 points
# with a pair (×4). What happens?
#
# <details><summary>Hint</summary>Add the kitty first: 75 + 10 × 4.</details>
#
# <details><summary>Solution</summary>
#
# 75 + 40 = 115 points: the attackers take the bank but nobody goes up. Without the kitty,
# 75 points would have given the banker team a level.
#
# </details>

# %%
print(reason_of(level_change(75 + 10 * 4, rules)))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: an exercise on another level table (you can skip this)</summary>
#
# **Exercise 8.2** (House rules.) Under source 004's rules a banker team at Q wins a hand with
# the attackers on 0 points. Where does it end up?
#
# *Hint:* 004's big shut-out is worth 6 levels, and 004 does not stop at A.
#
# *Solution:* six levels from Q: K, A, then round again — 2, 3, 4, 5. The team is at 5.
#
# </details>

# %%
gain = level_change(0, preset("004")).value.levels
after = advance(Rank.QUEEN, gain, preset("004"), as_banker=True).value
print(
    say(
        "From {start}, {levels} levels up: the team is at {level}.",
        start=Rank.QUEEN.label,
        levels=gain,
        level=after.level.label,
    )
)

# %% [markdown]
# **Exercise 8.3** North is the banker and the attackers score 125. Who is the next banker?
#
# <details><summary>Solution</summary>
#
# The attackers take the bank, so the banker's 下家, the player after North: West.
#
# </details>

# %%
print(
    say(
        "The next banker: {seat}.",
        seat=seat_named(next_banker(2, level_change(125, rules).value).value, 4),
    )
)

# %% [markdown]
# **Next:** [Lesson 9 · Declaring trumps](09-declaring.py) — how the trump suit of a hand is
# chosen.
