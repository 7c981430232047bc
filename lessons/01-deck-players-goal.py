# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 1 · The deck, the players, the goal
#
# **What you will learn**
#
# - which cards Tractor uses and how many each player holds;
# - who plays with whom: the **banker team** (庄家方) and the **attackers** (抓分方);
# - which cards are worth points, and how points turn into **levels** (升级), from 2 up to A.
#
# Every picture and every number below is worked out by the computer from this site's rules, so
# you can trust it — and if you like, press "Show the code" above a picture and change it.

# %%
from IPython.display import SVG

from tractor_core import Rank, RuleSet, Suit, Trump, order_for, parse_cards, preset, shoe
from tractor_core.rules.cards import card_points, total_points
from tractor_core.rules.trick import trick_winner
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards, trick_svg
from widgets import puzzle

# %% [markdown]
# ## Two decks, four players
#
# Tractor is played with **two full decks with their jokers**: 108 cards. Each deck has a
# **big joker** (大王, the red one) and a **little joker** (小王, the black one).
#
# We write the other cards as players do, suit and rank: ♠10 is the ten of spades (黑桃10), ♥A
# the ace of hearts, ♣10 the ten of clubs.

# %%
cards = shoe(decks=2)
print(say("Two decks with jokers: {n} cards.", n=len(cards)))

# %%
Cards(parse_cards("S10 ♥A 10♣ 大王 lj"))

# %% [markdown]
# Four players sit around the table, and **partners sit opposite each other**. The cards are
# dealt one at a time, counter-clockwise, until 8 are left: each player has **25 cards**, and
# the last 8 are put aside face down: the **kitty** (底牌).
#
# <a id="seats"></a>
#
# The lessons name the four seats by the points of the compass. **You sit South**:
#
# | | **North** · your partner | |
# |:-:|:-:|:-:|
# | **West** | ↺ play goes<br>South → East → North → West | **East** |
# | | **South** · you | |
#
# - South and North are partners; so are East and West.
# - Play goes **counter-clockwise**: South, then East, then North, then West, then South again.
#   The player after you is your **next player** (下家): for you, East. The one before you is
#   your **previous player** (上家): West.
# - The examples say it the same way: "West leads ♠5, and you (South) follow", "East wins the
#   trick".

# %%
rules = RuleSet()  # the site's default game: 2 decks, 4 players
print(
    say(
        "Each player holds {hand} cards; the kitty has {kitty}.",
        hand=rules.hand_size,
        kitty=rules.effective_kitty_size,
    )
)

# %% [markdown]
# <details class="house-rules"><summary>Other tables: three decks, one deck (you can skip
# this)</summary>
#
# These lessons teach one game: two decks and four players, the game most tables play. Some
# tables play with other packs:
#
# - **Three decks** (162 cards): each player holds 39 cards and the kitty has 6. Source 001 is
#   a set of three-deck tournament rules, and source 002 gives the sizes for one, two and three
#   decks. [Lesson 11](11-three-decks.py).
# - **One deck** (54 cards): 12 cards each and a kitty of 6, often with partners found during
#   the hand ("finding friends", 找朋友). [Lesson 12](12-one-deck-friends.py).
#
# Every source deals **counter-clockwise**; source 004: "四个玩家按照逆时针方向依次摸牌，每人每次摸一张，直到最后剩下8张牌为止"
# (the four players draw one card at a time, counter-clockwise, until 8 cards are left). The
# house-rules builder can turn the table the other way for a class used to clockwise play.
# [Lesson 13](13-house-rules.py) lists every house rule.
#
# </details>

# %% [markdown]
# <a id="tricks"></a>
#
# ## Tricks: how the cards are played
#
# The cards are played in **tricks** (一轮). One player **leads**: plays first. Then each of the
# others, in turn counter-clockwise, plays the same number of cards. The strongest play **wins
# the trick**: its player takes the cards, with any points in them, and leads the next trick.
# Round after round, until every card has been played: that is one **hand** (一局).
#
# The player who leads a trick is its **leader** (首家). Here West leads ♠6; you (South) play
# ♠A, East ♠3 and North ♠J. Your ace is the highest spade, so you win this trick and lead the
# next one:

# %%
first_trick = ["S6", "SA", "S3", "SJ"]  # West leads, then South, East, North
level2 = order_for(Trump(Rank.TWO, Suit.HEARTS))  # level 2, hearts trump: none of these is a trump
SVG(trick_svg(first_trick, level2, leader=3, winner=trick_winner(first_trick, level2).value))

# %% [markdown]
# What you may play and who wins when the cards are not all of one suit come in
# [Lesson 4](04-leading-following.py) and [Lesson 5](05-ruffing.py).

# %% [markdown]
# ## Banker team and attackers
#
# In every hand one player is the **banker** (庄家). The banker and partner are the **banker
# team**; the other two are the **attackers**. The banker picks up the kitty, puts 8 cards back
# face down in its place, and leads the first trick.
#
# **Who is banker in the very first hand?** Nobody is banker yet, so it is decided while the
# cards are dealt. A player who draws a **level card** (a 2 in the first hand) may show it to
# choose the trump suit: that is **declaring** (亮主, [Lesson 9](09-declaring.py)). A stronger
# showing can overturn it. Whoever holds the declaration that stands when the declaring ends
# is the first banker. After the first hand the banker follows from the score
# ([Lesson 8](08-scoring.py)).
#
# > **A word of warning about “defenders”.** Some English texts call the banker team the
# > *defenders* (they defend their level) and some call the attackers *defenders*. This site never
# > uses the bare word: it is always **banker team** or **attackers**.
#
# <details class="house-rules"><summary>Other tables: who is the first banker (you can skip
# this)</summary>
#
# **Who is the first banker.** Sources 000 and 003 make the **first** player to declare the
# banker, even if someone overturns later. Source 000: "开局中，双方争庄，先亮者为庄家" (in the
# first hand both sides race for the bank, and the first to show is banker); source 003:
# "谁先起到……并亮出，即成为该局的庄家" (whoever first draws … and shows it is the banker of the
# hand). Source 001 gives the bank to an overturn ("首轮反主抢庄", in the first hand an overturn
# takes the bank), and source 004 and the shengji.io website also do as this site does: the
# declaration that stands at the end decides. [Lesson 9](09-declaring.py) has the details.
#
# </details>

# %% [markdown]
# ## Points: 5, 10 and K
#
# Only three ranks are worth points: every **5** is worth 5, and every **10** and every **K** is
# worth 10. Two decks hold 200 points in all.

# %%
fives_tens_kings = parse_cards("S5 H10 DK C5 S10")
print(
    say(
        "{cards} are worth {points} points.",
        cards=cards_named(fives_tens_kings),
        points=card_points(fives_tens_kings),
    )
)
counted = sum(c.points for c in cards)
print(
    say(
        "Two decks hold {total} points in all (counted card by card: {counted}).",
        total=total_points(decks=2),
        counted=counted,
    )
)

# %% [markdown]
# The **attackers** try to win tricks holding points; the banker team tries to stop them. Only
# the attackers' points are counted: the points the banker team wins simply never reach the
# attackers. So the attackers' score is the 200 points, less the points in the banker team's
# tricks, less the kitty's points if the attackers do not capture the kitty (a bonus for
# winning the last trick, [Lesson 7](07-kitty.py)).
#
# At the end of the hand the attackers' points decide who goes up and by how many levels:
# fewer than 80 points and the banker team goes up; 80 or more and the attackers take over the
# bank. [Lesson 8](08-scoring.py) has the whole table.

# %% [markdown]
# ## Levels: from 2 to A
#
# Each team has a **level** (级), starting at 2. The banker team's level is the **level rank**
# of the hand: at level 10, all the tens are special trumps (next lesson). The levels go 2, 3,
# … 10, J, Q, K, A. A team wins the match when it plays a hand at level A as the banker team
# and wins it.
#
# <a id="strongest"></a>
#
# ### Which cards are strongest
#
# In each suit the ace is highest, then K, Q, J, 10 and down to 2. Stronger than all of them are
# the **trumps** (主牌), and in every hand they are, from the strongest:
#
# 1. the big joker, then the little joker;
# 2. the **level cards**: at level 10, the tens. The tens of the trump suit come first; the tens
#    of the other three suits are equal to each other;
# 3. the rest of the **trump suit**, chosen for each hand, from its ace down.
#
# The other suits are the **side suits** (副牌). Players hold their cards that way: trumps first,
# strongest first, then each side suit from its ace down.
# [Lesson 2](02-trumps.py) tells the whole story. Here is what a hand might look like at level 10
# with hearts as trumps. Trumps are marked with a gold band on the left edge; level cards have
# a gold ring.

# %%
order = order_for(Trump(Rank.TEN, Suit.HEARTS))
Cards("BJ H10 S10 HA HK H5 SA SK S7 S7 C9 D3 D2", order)

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the end of the match (you can skip
# this)</summary>
#
# **The end of the match.** This site, sources 000, 002 and 003 play until a team wins a hand
# at A as the banker team. Source 001: the first team to go **past** A wins. Source 004 and
# the shengji.io website: after A the levels start again from 2. [Lesson 8](08-scoring.py) has
# each one and the sources' own lines.
#
# </details>

# %% [markdown]
# ## Try it
#
# The puzzle below shows a hand. Put it in order the way players hold it: click the cards from
# strongest to weakest, trumps first (see [Which cards are strongest](#strongest)), then press
# **Check**. The **Hint** button reminds you of the order.
#
# <!-- puzzle order-default-1-1: differs=none -->

# %%
puzzle("order", difficulty=1, seed=1)

# %% [markdown]
# ## Exercises
#
# **Exercise 1.1** How many points are in one deck? In three decks?
#
# <details><summary>Hint</summary>Count the fives, tens and kings: four suits each.</details>
#
# <details><summary>Solution</summary>
#
# One deck: 4 × (5 + 10 + 10) = 100 points; three decks: 300.
#
# </details>

# %%
print(
    say(
        "One deck: {one} points. Three decks: {three} points.",
        one=total_points(decks=1),
        three=total_points(decks=3),
    )
)

# %% [markdown]
# **Exercise 1.2** With three decks (162 cards) the kitty is 6 cards. How many cards does each
# player hold?
#
# <details><summary>Solution</summary>
#
# (162 − 6) / 4 = 39 cards each — the computer agrees:
#
# </details>

# %%
print(
    say(
        "With three decks each player holds {hand} cards.",
        hand=preset("default", decks=3).hand_size,
    )
)

# %% [markdown]
# <a id="notation"></a>
#
# ## Typing cards
#
# Instead of clicking cards, you can also **type** them, in the puzzles and in the teachers'
# tools. The quickest way is a letter for the suit and then the rank: **S**pades, **H**earts, **C**lubs,
# **D**iamonds. So `S10` is ♠10, `HA` is ♥A, `D2` is ♦2, and the jokers are `BJ` (big joker,
# 大王) and `LJ` (little joker, 小王). The other ways people write cards work too: `♠10`,
# `10♠`, `s10`, `黑桃10` or `大王`. Everywhere else the lessons write cards as people write
# them: ♠10, ♥A, 大王.

# %% [markdown]
# **Next:** [Lesson 2 · Trumps](02-trumps.py) — which cards are trumps, and in what order.
