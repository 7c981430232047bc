# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 2 · Trumps
#
# **What you will learn**
#
# - which cards are **trumps** (主牌) in a hand: the jokers, the **level cards** (级牌) and the
#   **trump suit** (主花色);
# - the order of the trumps, and why the off-suit level cards are **equal** to each other;
# - what changes in a **no-trump** (无主) hand, and under the "permanent 2s" house rule.

# %%
from IPython.display import Markdown

from tractor_core import Card, Rank, Suit, Trump, TrumpOrder, order_for, preset
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import page_lang, puzzle


def describe(order: TrumpOrder, card: Card) -> str:
    """What ``card`` is under ``order`` (``off-suit level card (trump)``), in the page's language."""
    return order.describe_zh(card) if page_lang() == "zh" else order.describe(card)


# %% [markdown]
# <a id="order.effective-suit"></a>
# <a id="order.trump-strength"></a>
#
# ## The trump of a hand
#
# Each hand has a **level rank** — the banker's level — and usually a **trump suit**. The suit is
# **declared** during the deal: a player shows a level card (亮主) and its suit becomes trumps.
# Under most house rules a stronger showing — a pair of level cards, or a pair of jokers for
# no-trump — can still **overturn** it (反主) before play begins, and then the new suit is trumps
# (Lesson 9). We write "level 10, hearts trump".
#
# All of these are trumps (source 000, 002, 003):
#
# 1. the big joker, then the little joker;
# 2. the level card of the trump suit (here ♥10);
# 3. the level cards of the other suits (♠10, ♣10, ♦10) — **equal to one another**;
# 4. the rest of the trump suit, from A down to 2 (without the 10).
#
# Every other card belongs to its printed suit — a **side suit** (副牌) — ranked A down to 2, again
# without the level rank.

# %%
order = order_for(Trump(Rank.TEN, Suit.HEARTS))
Cards(order.sorted(c for c in order.all_cards_strongest_first() if order.is_trump(c)), order)

# %% [markdown]
# The engine explains each card:

# %%
rows = [say("| card | what it is | 中文 |"), "|---|---|---|"]
for text in ("BJ", "H10", "S10", "HA", "H2", "SA"):
    card = Card.parse(text)
    if page_lang() == "zh":  # the Chinese page: the card's name, then what it is
        rows.append(f"| {text} | {card.chinese} | {order.describe_zh(card)} |")
    else:  # the English page: what it is, in English and in Chinese
        rows.append(f"| {text} | {order.describe(card)} | {order.describe_zh(card)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="order.equal-cards"></a>
#
# Notice that ♠10 and ♣10 are **equal**: if both are played to the same trick, the first one
# played wins (rule `order.equal-cards`).

# %%
same = order.power(Card.parse("S10")) == order.power(Card.parse("C10"))
print(say("♠10 and ♣10 are equal.") if same else say("♠10 and ♣10 are not equal."))

# %% [markdown]
# <a id="order.no-trump"></a>
#
# ## No-trump hands
#
# When a hand is played with **no trump suit** (for example after a pair of jokers was shown),
# only the jokers and the level cards are trumps, and all level cards are equal.

# %%
nt = order_for(Trump(Rank.FIVE, None))
Cards(nt.sorted(c for c in nt.all_cards_strongest_first() if nt.is_trump(c)), nt)

# %% [markdown]
# ## A house rule: permanent 2s
#
# Source 000 describes a variant where the **2s are always trumps** (常主), ranking just below the
# level cards. House rules are options of a `RuleSet`; a preset plus an override switches it on:

# %%
with_twos = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("000", permanent_trump_ranks=["2"]))
Cards(with_twos.sorted("BJ LJ H10 S10 H2 S2 HA HK"), with_twos)

# %% [markdown]
# <a id="permanent-twos-order"></a>
#
# ### The order inside the permanent trumps
#
# The 2s follow the same pattern as the level cards (rule `order.trump-strength`). The **2 of
# the trump suit** is above the other three 2s, and those three are **equal** to one another.
# Source 000 lists the trumps at level 10 with permanent 2s: "大王, 小王, 主 10, 副 10, 主 2,
# 副 2, A, K, Q……" — big joker, little joker, the trump-suit 10, the other 10s, **the
# trump-suit 2, the other 2s**, then the trump suit from A down.
#
# The site's default rule set has **no** permanent 2s: only source 000 describes them, and as a
# variant, so the default keeps the 2s as ordinary cards of their suits.
#
# So at level 10 with hearts trump, ♥2 beats ♠2, and ♠2 ties with ♣2 and ♦2 (the first one
# played wins). All the 2s still rank below every 10 and above ♥A. The engine says:

# %%
rows = [say("| card | what it is | strength |"), "|---|---|---|"]
for text in ("H10", "S10", "H2", "S2", "C2", "HA"):
    card = Card.parse(text)
    rows.append(f"| {card} | {describe(with_twos, card)} | {with_twos.power(card)} |")
beats = with_twos.power(Card.parse("H2")) > with_twos.power(Card.parse("S2"))
ties = with_twos.power(Card.parse("S2")) == with_twos.power(Card.parse("C2"))
rows += [
    "",
    (say("H2 beats S2; ") if beats else say("H2 does not beat S2; "))
    + (say("S2 ties C2.") if ties else say("S2 does not tie C2.")),
]
Markdown("\n".join(rows))

# %% [markdown]
# ## Try it
#
# Put each hand in order: trumps first, strongest first, then each side suit from high to low.
#
# <!-- puzzle order-default-2-3: differs=none -->

# %%
puzzle("order", difficulty=2, seed=3)

# %% [markdown]
# ## Exercises
#
# **Exercise 2.1** At level 7 with spades trump, which is stronger: ♥7 or ♠A?
#
# <details><summary>Hint</summary>Which of the two is a level card?</details>
#
# <details><summary>Solution</summary>
#
# ♥7: every level card ranks above the whole trump suit, A included.
#
# </details>

# %%
seven = order_for(Trump(Rank.SEVEN, Suit.SPADES))
h7, sa = Card.parse("H7"), Card.parse("SA")
said = "♥7 ({h7}) beats ♠A ({sa})." if seven.beats(h7, sa) else "♥7 ({h7}) does not beat ♠A ({sa})."
print(say(said, h7=describe(seven, h7), sa=describe(seven, sa)))

# %% [markdown]
# **Next:** [Lesson 3 · Singles, pairs and tractors](03-combinations.py).
