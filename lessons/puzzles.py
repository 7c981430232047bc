# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # All the puzzles
#
# Every kind of puzzle on this site, once. The site checks each answer as you give it; press **Hint**
# for the first step, **Next puzzle** for another, and, once you have answered (or pressed **Show
# the answer**), **Compare house rules** to see the same puzzle's answer under every rule set: the
# table is the answer, so it waits for yours. The menus change the house rules, the difficulty,
# the colours (a four-colour deck for colour-blind readers) and the language of that puzzle (中文).
#
# **Marks on the cards.** A gold band down a card's left edge marks a trump, a gold ring a level
# card. Telling trumps apart is what most of these puzzles practise, so the marks start switched
# off wherever they would give the answer away (putting cards in trump order, a tractor, a legal
# follow, a trick's winner, a throw) and on where the question is about something else (the
# kitty, a declaration). Tick **Mark trumps** on a puzzle to see them, or untick it to hide them.
#
# **Go straight to a puzzle:** [trump order](#put-this-hand-in-trump-order) ·
# [tractor or not](#is-this-a-tractor) · [legal follow](#which-follow-is-legal) ·
# [trick winner](#who-wins-this-trick) · [throw](#can-this-throw-succeed) ·
# [kitty](#what-does-this-kitty-capture-multiply-to) ·
# [levels](#how-many-levels-does-this-score-give-and-to-whom) ·
# [declaration](#does-this-declaration-overturn-that-one)

# %% tags=["remove-input"]
from widgets import puzzle

# %% [markdown]
# ## Put this hand in trump order
#
# <!-- puzzle order-default-1-2: differs=none -->

# %% tags=["remove-input"]
puzzle("order", difficulty=1, seed=2)

# %% [markdown]
# ## Is this a tractor?
#
# <!-- puzzle tractor-default-2-5: decks=2 -->

# %% tags=["remove-input"]
puzzle("tractor", difficulty=2, seed=5)

# %% [markdown]
# ## Which follow is legal?
#
# <!-- puzzle follow-default-2-3: lead=pair suit=spades -->

# %% tags=["remove-input"]
puzzle("follow", difficulty=2, seed=3)

# %% [markdown]
# ## Who wins this trick?
#
# <!-- puzzle trick-default-2-4: lead=tractor suit=clubs -->

# %% tags=["remove-input"]
puzzle("trick", difficulty=2, seed=4)

# %% [markdown]
# ## Can this throw succeed?
#
# <!-- puzzle throw-default-2-6: lead=throw suit=hearts -->

# %% tags=["remove-input"]
puzzle("throw", difficulty=2, seed=6)

# %% [markdown]
# ## What does this kitty capture multiply to?
#
# <!-- puzzle kitty-default-2-7: lead=pair differs=001 -->

# %% tags=["remove-input"]
puzzle("kitty", difficulty=2, seed=7)

# %% [markdown]
# ## How many levels does this score give, and to whom?
#
# <!-- puzzle levels-default-2-8: points=75 -->

# %% tags=["remove-input"]
puzzle("levels", difficulty=2, seed=8)

# %% [markdown]
# ## Does this declaration overturn that one?
#
# <!-- puzzle declaration-default-2-10: decks=2 -->

# %% tags=["remove-input"]
puzzle("declaration", difficulty=2, seed=10)
