# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 3 · Singles, pairs and tractors
#
# **What you will learn**
#
# - the units you can lead: a **single** (单张), a **pair** (对子) and a **tractor** (拖拉机);
# - why ♠J ♠J ♠9 ♠9 is a tractor at level 10, and why ♠5 ♠5 ♠3 ♠3, ♠A ♠A ♠2 ♠2 and two
#   off-suit level pairs are not;
# - the **trump tractors** that cross the jokers, the level cards and the trump ace.

# %%
from IPython.display import Markdown

from tractor_core import Rank, Suit, Trump, is_tractor, order_for
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards
from widgets import page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def tractor_table(plays: tuple[str, ...]) -> Markdown:
    """The engine's answer for each play: is it a tractor at level 10, hearts trump, and why."""
    rows = [say("| cards | a tractor? | why |"), "|---|---|---|"]
    for cards in plays:
        v = is_tractor(cards, level10)
        answer = say("yes", context="is") if v.value else say("no", context="is")
        rows.append(
            f"| {cards_named(cards.split()).in_language(page_lang())} | {answer} | {reason_of(v)} |"
        )
    return Markdown("\n".join(rows))


# %% [markdown]
# <a id="combo.single"></a>
# <a id="combo.pair"></a>
#
# ## Pairs
#
# A **pair** is two *identical* cards: same suit, same rank (with two decks there are two of each
# card). ♠10 + ♣10 is not a pair, even though the two cards are equal in strength.
#
# <a id="combo.tractor"></a>
# <a id="combo.tractor.adjacent"></a>
# <a id="combo.tractor.one-suit"></a>
# <a id="combo.tractor.equal-width"></a>
# <a id="combo.tractor.min-length"></a>
#
# ## Tractors
#
# A **tractor** is two or more pairs of one suit in consecutive ranks. Some examples, each with
# a yes or no and the reason:

# %%
tractor_table(("SK SK SQ SQ", "S5 S5 S4 S4 S3 S3", "S5 S5 S3 S3", "S5 S5 S4"))

# %% [markdown]
# <a id="combo.tractor.level-gap"></a>
#
# ## The level rank is skipped
#
# The level cards are trumps, so they are missing from their suits. The ranks on either side of the
# gap become adjacent: at level 10, **♠J ♠J ♠9 ♠9** is a tractor.

# %%
Cards("SJ SJ S9 S9", level10)

# %%
print(reason_of(is_tractor("SJ SJ S9 S9", level10)))

# %% [markdown]
# But **♠J ♠J ♠10 ♠10** is not: ♠10 is a trump at level 10, a different suit from ♠J.

# %%
print(reason_of(is_tractor("SJ SJ S10 S10", level10)))

# %% [markdown]
# <a id="combo.tractor.trump-chain"></a>
#
# ## Trump tractors
#
# Among trumps the chain continues past the ace: trump A → off-suit level card → trump-suit level
# card → little joker → big joker. So these are tractors at level 10, hearts trump:

# %%
tractor_table(("LJ LJ H10 H10", "H10 H10 S10 S10", "S10 S10 HA HA", "BJ BJ LJ LJ"))

# %% [markdown]
# <a id="combo.tractor.equal-steps"></a>
#
# ...but two off-suit level pairs are not: ♠10 and ♣10 are *equal*, not consecutive.
#
# <details class="house-rules"><summary>Other tables: tractors, where the rulebooks agree (you can skip this)</summary>
#
# Source 000 defines a tractor as "凡大小顺序相邻且花色相同的联对均构成拖拉机" (consecutive pairs
# of the same suit always make a tractor).
#
# For trump tractors too the sources agree. Source 000 gives these trump tractors at level 10:
# the little jokers with the ♥10s, ♥10 with ♠10, ♠10 with ♥A. At level 5 it lists "3344，4466，副5主5，大王小王，AA副5，主5小王" (side 5 with trump 5, big joker with little joker, A with side 5, trump 5 with
# little joker). Source 001 at level 2: "大王与小王、小王与主 2，主 2 与副2，两对副 2 不是" (big
# joker with little joker, little joker with trump 2, trump 2 with side 2; two pairs of side 2s
# are not). Sources 002 and 003 and the shengji.io website say the same.
#
# The house-rules builder still lets a class untick any of these steps ("Tractors among the top
# trumps"), or stop counting the ranks on either side of the level rank as adjacent ("Tractors
# across the level rank"). No source plays that way.
#
# </details>

# %%
print(reason_of(is_tractor("S10 S10 C10 C10", level10)))

# %% [markdown]
# ## Try it
#
# Is it a tractor? The puzzle picks the trump for you; watch out for the traps.
#
# <!-- puzzle tractor-default-2-11: decks=2 -->

# %%
puzzle("tractor", difficulty=2, seed=11)

# %% [markdown]
# ## Exercises
#
# **Exercise 3.1** At level 5 with hearts trump, is ♠6 ♠6 ♠4 ♠4 a tractor? And ♠6 ♠6 ♠5 ♠5?
#
# <details><summary>Hint</summary>Where are the 5s at level 5?</details>
#
# <details><summary>Solution</summary>
#
# Yes, and no: the 5s are trumps, so ♠4 and ♠6 are adjacent, and ♠5 ♠5 is not in spades at all.
#
# </details>

# %%
level5 = order_for(Trump(Rank.FIVE, Suit.HEARTS))
for cards in ("S6 S6 S4 S4", "S6 S6 S5 S5"):
    print(reason_of(is_tractor(cards, level5)))

# %% [markdown]
# **Exercise 3.2** Is ♠A ♠A ♠2 ♠2 a tractor?
#
# <details><summary>Solution</summary>
#
# No: the ranks do not wrap around from A to 2.
#
# </details>

# %% [markdown]
# **Next:** [Lesson 4 · Leading and following](04-leading-following.py) — what you may lead, and
# what you owe when you follow.
