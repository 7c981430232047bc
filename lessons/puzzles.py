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
# Every kind of puzzle on this site, once. Each one is judged by the rules engine; press **Hint**
# for the first step, **Next puzzle** for another, and **Compare house rules** to see the same
# puzzle's answer under every rule set. The menus change the house rules, the difficulty, the
# colours (a four-colour deck for colour-blind readers) and the language (中文).

# %%
from widgets import puzzle

# %% [markdown]
# ## Put this hand in trump order

# %%
puzzle("order", difficulty=1, seed=2)

# %% [markdown]
# ## Is this a tractor?

# %%
puzzle("tractor", difficulty=2, seed=5)

# %% [markdown]
# ## Which follow is legal?

# %%
puzzle("follow", difficulty=2, seed=3)

# %% [markdown]
# ## Who wins this trick?

# %%
puzzle("trick", difficulty=2, seed=4)

# %% [markdown]
# ## Can this throw succeed?

# %%
puzzle("throw", difficulty=2, seed=6)

# %% [markdown]
# ## What does this kitty capture multiply to?

# %%
puzzle("kitty", difficulty=2, seed=7)

# %% [markdown]
# ## How many levels does this score give, and to whom?

# %%
puzzle("levels", difficulty=2, seed=8)

# %% [markdown]
# ## Does this declaration overturn that one?

# %%
puzzle("declaration", difficulty=2, seed=10)
