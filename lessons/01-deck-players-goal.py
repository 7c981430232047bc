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
# Everything below that shows cards or numbers is computed by the rules engine, `tractor_core`.

# %%
from tractor_core import Rank, RuleSet, Suit, Trump, order_for, parse_cards, preset, shoe
from tractor_core.rules.cards import card_points, total_points
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import puzzle

# %% [markdown]
# ## Two decks, four players
#
# The usual game uses **two full decks with jokers**: 108 cards. Each deck has a **big joker**
# (大王, the red one, written `BJ`) and a **little joker** (小王, the black one, `LJ`).
#
# Cards are written as suit letter + rank: `S10` is the ten of spades (♠10, 黑桃10), `HA` the ace of
# hearts. The engine reads the forms people type, too: `♠10`, `10♠`, `s10` or `黑桃10`.

# %%
cards = shoe(decks=2)
print(say("Two decks with jokers: {n} cards.", n=len(cards)))

# %%
Cards(parse_cards("S10 ♥A 10♣ 大王 lj"))

# %% [markdown]
# Four players sit around the table. **Partners sit opposite each other**: North with South, East
# with West. The cards are dealt one at a time, counter-clockwise, until 8 are left: each player
# has **25 cards**, and the last 8 form the **kitty** (底牌).
#
# <a id="seats"></a>
#
# The lessons and puzzles number the seats **0 to 3 in the order of play**:
#
# | | **North** · seat 2 | |
# |:-:|:-:|:-:|
# | **West** · seat 3 | ↺ play goes<br>0 → 1 → 2 → 3 | **East** · seat 1 |
# | | **South** · seat 0 | |
#
# - Seats 0 and 2 (South and North) are partners; so are seats 1 and 3 (East and West).
# - Play goes **counter-clockwise**: South, then East, then North, then West, then South again.
#   The player after you is your 下家 (next player), the one before you your 上家.
# - In a whole hand ([Lesson 10](10-whole-hand.py)) seat 0 is South. When a single trick is
#   shown (every puzzle and the lessons' examples), the seats are counted from the player who
#   **leads** it: seat 0 leads, seat 1 plays next, and so on. In a "which follow is legal?"
#   puzzle you are seat 1, the player right after the leader.

# %%
rules = RuleSet()  # the default house rules: 2 decks, 4 players
print(
    say(
        "Each player holds {hand} cards; the kitty has {kitty}.",
        hand=rules.hand_size,
        kitty=rules.effective_kitty_size,
    )
)

# %% [markdown]
# ## Banker team and attackers
#
# In every hand one player is the **banker** (庄家). The banker and partner are the **banker
# team**; the other two are the **attackers**. The banker picks up the kitty, buries 8 cards in
# its place, and leads the first trick.
#
# **Who is banker in the very first hand?** Nobody is banker yet, so it is decided while the cards
# are dealt: a player who draws a level card (a 2 in the first hand) may show it to choose the
# trump suit — a **bid** ([Lesson 9](09-declaring.py)). By default, whoever holds the winning bid
# when the bidding ends is the first banker; some tables make the **first** player to bid banker
# instead. After the first hand the banker follows from the score
# ([Lesson 8](08-scoring.py)).
#
# > **A word of warning about “defenders”.** Some English texts call the banker team the
# > *defenders* (they defend their level) and some call the attackers *defenders*. This site never
# > uses the bare word: it is always **banker team** or **attackers**.

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
        cards="S5 H10 DK C5 S10",
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
# The **attackers** try to win tricks holding points; the banker team tries to stop them. At the
# end of the hand, the attackers' points decide who goes up and by how many levels: with 2 decks,
# fewer than 80 points and the banker team goes up; 80 or more and the attackers take over the bank.
# Lesson 8 has the whole table.

# %% [markdown]
# ## Levels: from 2 to A
#
# Each team has a **level** (级), starting at 2. The banker's level is the **level rank** of the
# hand: at level 10, all the tens are special trumps (next lesson). A team that goes up enough
# levels to win a hand at A wins the match.
#
# Here is what a hand might look like at level 10 with hearts as trumps. Trumps are marked with a
# gold band on the left edge; level cards have a gold ring.

# %%
order = order_for(Trump(Rank.TEN, Suit.HEARTS))
Cards("BJ H10 S10 HA HK H5 SA SK S7 S7 C9 D3 D2", order)

# %% [markdown]
# ## Try it
#
# The puzzle below shows a hand. Put it in order the way players hold it: click the cards from
# strongest to weakest (or type them), then press **Check**. The **Hint** button gives the first
# step; **Compare house rules** shows the answer under every rule set.
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
# (162 − 6) / 4 = 39 cards each — the engine agrees:
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
# **Next:** [Lesson 2 · Trumps](02-trumps.py) — which cards are trumps, and in what order.
