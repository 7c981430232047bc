# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 5 · Ruffing, discarding and over-ruffing
#
# **What you will learn**
#
# - who wins a trick: the highest play of the **led suit**, unless someone **ruffs** (毙) with
#   trumps;
# - why equal cards never beat each other: the **first one played wins**;
# - why a play of another side suit is a **discard** (垫牌) and never wins, and why a ruff must
#   have the **lead's shape** — trumps without a pair cannot take a pair;
# - what happens when two players ruff (**over-ruffing**, 盖毙).
#
# In every example South leads, and the others play after in turn: East, North, then West. The
# examples are at level 10, hearts trump.

# %%
from IPython.display import SVG

from tractor_core import Rank, Suit, Trump, TrumpOrder, order_for
from tractor_core.rules.trick import trick_winner
from tractor_core.words.svg import trick_svg
from widgets import puzzle, reason_of, tool

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def referee(plays: list[str], order: TrumpOrder) -> SVG:
    """Print the engine's ruling on each play, and draw the trick with the winner marked."""
    verdict = trick_winner(plays, order)
    for ruling in verdict.details["rulings"]:
        print(reason_of(ruling))
    return SVG(trick_svg(plays, order, winner=verdict.value))


# %% [markdown]
# <a id="trick.lead"></a>
# <a id="trick.higher"></a>
# <a id="trick.leader-keeps"></a>
# <a id="trick.ties"></a>
#
# ## The highest card of the led suit wins
#
# The leader holds the trick until someone plays something **strictly higher of the same shape**
# in the led suit. If nobody does, the leader keeps it. When two plays are **equal**, the first
# one played wins.
#
# South leads ♠K. East plays ♠A, North the other ♠A, West ♠3:

# %%
referee(["SK", "SA", "SA", "S3"], level10)

# %% [markdown]
# North's ace is just as high as East's, but it came second. The same goes for the off-suit
# level cards, which are all equal ([Lesson 2](02-trumps.py)). At level 10 every 10 is a trump:
# South leads ♠K, and East, North and West answer with tens. East's ♠10, a trump played on a
# spade, is a **ruff** (the next section); the ♣10 and the ♦10 are just as high, but came later:

# %%
referee(["SK", "S10", "C10", "D10"], level10)

# %% [markdown]
# <details class="house-rules"><summary>Other tables: equal cards, in the rulebooks' words (you can skip this)</summary>
#
# Source 000: "出牌时同等大小的牌以先出者为大" (equal cards: the first played is higher).
#
# </details>

# %% [markdown]
# <a id="trick.ruff"></a>
# <a id="trick.discard"></a>
#
# ## Ruffing and discarding
#
# A player who is **void** in the led side suit may play trumps: that is a **ruff** (毙, also
# 杀), and trumps beat every card of the led suit. Or they may throw away cards of another side
# suit: a **discard** (垫牌), which **never wins**, however high.
#
# South leads ♦6 ♦6. North ruffs with ♥2 ♥2 — the lowest trump pair beats any diamond pair —
# and West's ♠9 ♠9 is a discard:

# %%
referee(["D6 D6", "D3 D3", "H2 H2", "S9 S9"], level10)

# %% [markdown]
# <a id="trick.ruff-shape"></a>
# <a id="trick.structure"></a>
#
# ## A ruff must have the lead's shape
#
# To win, a play must have the **shape of the lead**: a pair for a pair, a tractor for a
# tractor. A follower of the led suit without the shape cannot win, and a ruff without it
# **counts as a discard**: a ruff must be all trumps, with at least as many tractors and at least
# as many pairs as the lead, otherwise it is a discard.
#
# South leads ♣Q ♣Q. East has no clubs and plays ♥A ♥K, two high trumps — but not a pair:

# %%
referee(["CQ CQ", "HA HK", "C3 C3", "DA DA"], level10)

# %% [markdown]
# <details class="house-rules"><summary>Other tables: ruffing, in the rulebooks' words (you can skip this)</summary>
#
# Source 000: "出某花色副牌时，其余家无此门花色时，可出主牌，称为毙" (when a side suit is led, a player with none of it may play trumps: that is a ruff).
#
# On the shape, source 000: "若出的牌中有拖拉机或对牌，毙牌时所出的牌必须是主牌，且其拖拉机的数目不得少于出的牌中的拖拉机的数目，对牌的数目也不得少于出的牌中的对牌的数目，否则被视为垫牌" (if the lead holds tractors or pairs, the ruff must be all trumps, with at least as many tractors and at least as many pairs as the lead, otherwise it is a discard). Sources 002 and 004 say the same.
#
# </details>

# %% [markdown]
# ## Over-ruffing (盖毙)
#
# When a second player ruffs too, the **higher ruff wins**: that is an **over-ruff** (盖毙). With
# one unit led (a single, a pair, a tractor), the higher trump unit of the lead's shape wins. A
# ruff without the lead's shape cannot win at all, as East's ♥A ♥K showed above.
#
# South leads ♠9 ♠9. East has no spades and ruffs with ♥4 ♥4; North has none either and plays
# ♥K ♥K, a higher trump pair; West follows with ♠J ♠J:

# %%
over_ruff = ["S9 S9", "H4 H4", "HK HK", "SJ SJ"]
referee(over_ruff, level10)

# %% [markdown]
# North wins. West's ♠J ♠J is higher than South's pair, but it is a spade, and trumps beat every
# spade.
#
# Ruffing a **throw** (several units led at once) comes in
# [Lesson 6](06-throws.py#ruff-a-throw).

# %% [markdown]
# ## Try it
#
# Who wins this trick? A tractor of spades is led. Look hard at the last play: is it all trumps,
# and does it have the lead's shape?
#
# <!-- puzzle trick-default-2-19: lead=tractor suit=spades ruffs=1 differs=none -->

# %%
puzzle("trick", difficulty=2, seed=19)

# %% [markdown]
# And this one: a pair of clubs is led, two players answer with pairs, and one plays two trumps
# that are not a pair.
#
# <!-- puzzle trick-default-2-24: lead=pair suit=clubs ruffs=1 differs=none -->

# %%
puzzle("trick", difficulty=2, seed=24)

# %% [markdown]
# ## Exercises
#
# **Exercise 5.1** Level 7, spades trump. South leads ♦8 ♦8 ♦9 ♦9. East plays ♠3 ♠3 ♠4 ♠4,
# North plays ♥7 ♥7 ♠7 ♠7, West plays ♦2 ♦3 ♦4 ♦5. Who wins?
#
# <details><summary>Hint</summary>At level 7, what are ♠7 and ♥7? Is ♠7 ♠7 + ♥7 ♥7 a tractor
# (<a href="../03-combinations/">Lesson 3</a>)?</details>
#
# <details><summary>Solution</summary>
#
# North. East ruffs with a trump tractor. North's cards are all level cards, so all trumps, and
# the trump-suit level pair with an off-suit level pair *is* a tractor — a higher one. West
# follows suit without a tractor, so it cannot win.
#
# </details>

# %%
level7 = order_for(Trump(Rank.SEVEN, Suit.SPADES))
referee(["D8 D8 D9 D9", "S3 S3 S4 S4", "H7 H7 S7 S7", "D2 D3 D4 D5"], level7)

# %% [markdown]
# <a id="referee-at-the-table"></a>
#
# ## At the table: the referee (for teachers)
#
# When a class argues about a trick, type it into the **referee** instead of deciding by
# authority. It uses the same rules that draw this lesson's pictures, and answers in plain words
# with the reason and a link to the rule.
#
# Take the over-ruff above: South leads ♠9 ♠9 at level 10, hearts trump; East ruffs ♥4 ♥4, North
# plays ♥K ♥K, West ♠J ♠J. On this website, open the [Referee](tools/referee.md) page: under
# **Trump** choose **Level** 10 and **Suit** ♥ hearts; keep the **Question** "Who wins this
# trick?"; in the box labelled **Plays, one per line, the leader's first**, type each player's
# cards on a line of their own (♠9 ♠9,
# then ♥4 ♥4, ♥K ♥K and ♠J ♠J; the letters of [Lesson 1](01-deck-players-goal.py#notation) are
# quicker to type); press **Give the ruling**: the third play, North's, wins. Then try:
#
# - change North's play to ♥A ♥K (two trumps, but not a pair): East wins;
# - type a card that does not exist (a spade 1): the error names the box and the card, and your
#   text stays.
#
# In a notebook (JupyterLab, see the [teachers' guide](teachers-guide.md)) the referee below
# holds the same example: press **Rule!**.
#
# <details class="house-rules"><summary>Other tables: the referee under other house rules (you can skip this)</summary>
#
# On [Your house rules](tools/house-rules.md), choose **shengji — shengji.io defaults** in
# **Start from the preset**, go back to the referee and rule again: North still wins. With one
# unit led, every table agrees; the tables differ when two players ruff a throw
# ([Lesson 6](06-throws.py#ruff-a-throw)). In a notebook, choose shengji.io defaults in the
# referee's own **House rules** menu.
#
# </details>

# %%
tool(
    "referee",
    show_picker=True,
    level="10",
    suit="H",
    lead="S9 S9",
    others="H4 H4\nHK HK\nSJ SJ",
)

# %% [markdown]
# **Next:** [Lesson 6 · Throws](06-throws.py) — leading several units at once.
