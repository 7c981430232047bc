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
#   **trump suit** (主花色) — and how many trumps that makes;
# - the order of the trumps, and why the level cards of the other suits are **equal** to each
#   other;
# - what changes in a **no-trump** (无主) hand.

# %%
from IPython.display import Markdown

from tractor_core import Card, Rank, Suit, Trump, TrumpOrder, order_for, preset, shoe
from tractor_core.text import Localized, card_named, say
from tractor_core.words.svg import Cards
from widgets import house_rules_box, page_lang, puzzle


def describe(order: TrumpOrder, card: Card) -> str:
    """What ``card`` is under ``order`` (``off-suit level card (trump)``), in the page's language."""
    return order.describe_zh(card) if page_lang() == "zh" else order.describe(card)


def table(header: str, rows: list[str]) -> str:
    """A Markdown table: the header (said in the page's language), its rule line, the rows."""
    return "\n".join([header, "|---" * (header.count("|") - 1) + "|", *rows])


# %% [markdown]
# <a id="order.effective-suit"></a>
# <a id="order.trump-strength"></a>
#
# ## The trump of a hand
#
# Each hand has a **level rank** — the banker team's level — and usually a **trump suit**. The
# suit is **declared** during the deal: a player shows a level card (亮主) and its suit becomes
# trumps. A stronger showing — a pair of level cards, or a pair of jokers for no-trump — can
# still **overturn** it (反主), and then the new suit is trumps. Overturning is allowed while
# the cards are dealt and for a short moment after the last card, before the banker picks up
# the kitty; then trumps are fixed for the whole hand ([Lesson 9](09-declaring.py)). We write
# "level 10, hearts trump".
#
# All of these are trumps:
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
# Each of those is one card; with two decks there are two of each. So the trumps are a big
# part of the pack — count them:

# %%
trumps = [card for card in shoe(decks=2) if order.is_trump(card)]
jokers = sum(card.is_joker for card in trumps)
level_cards = sum(not card.is_joker and card.rank == Rank.TEN for card in trumps)
print(
    say(
        "{trumps} of the {cards} cards are trumps: {jokers} jokers, {level} level cards and "
        "{suit} other cards of the trump suit.",
        trumps=len(trumps),
        cards=len(shoe(decks=2)),
        jokers=jokers,
        level=level_cards,
        suit=len(trumps) - jokers - level_cards,
    )
)

# %% [markdown]
# Here is what each card is:

# %%
rows = []
for text in ("BJ", "H10", "S10", "HA", "H2", "SA"):
    card = Card.parse(text)
    if page_lang() == "zh":  # the Chinese page: the card, then what it is
        rows.append(f"| {card_named(card).zh} | {order.describe_zh(card)} |")
    else:  # the English page: what it is, in English and in Chinese
        rows.append(
            f"| {card_named(card).en} | {order.describe(card)} | {order.describe_zh(card)} |"
        )
Markdown(table(say("| card | what it is | 中文 |"), rows))

# %% [markdown]
# <a id="order.equal-cards"></a>
#
# Notice that ♠10 and ♣10 are **equal**: if both are played to the same trick, the first one
# played wins.

# %%
same = order.power(Card.parse("S10")) == order.power(Card.parse("C10"))
print(say("♠10 and ♣10 are equal.") if same else say("♠10 and ♣10 are not equal."))

# %% [markdown]
# <a id="order.no-trump"></a>
#
# ## No-trump hands
#
# When a hand is played with **no trump suit** (for example after a pair of jokers was shown),
# only the jokers and the level cards are trumps, and all level cards are equal. At level 5:

# %%
nt = order_for(Trump(Rank.FIVE, None))
Cards(nt.sorted(c for c in nt.all_cards_strongest_first() if nt.is_trump(c)), nt)

# %%
nt_trumps = sum(nt.is_trump(card) for card in shoe(decks=2))
print(say("In a no-trump hand {trumps} cards are trumps.", trumps=nt_trumps))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: level cards in a no-trump hand (you can skip this)</summary>
#
# **Level cards in a no-trump hand.** This site keeps the level cards as trumps, as source 004
# does: "只有常主和当局级牌为主牌……（此时各花色级牌大小一致）" (only the jokers and the level
# cards of the hand are trumps … and the level cards of every suit are equal). The shengji.io
# website does the same. Some English copies of the pagat page say instead that "the only
# trumps are the four jokers"; the house-rules builder calls this choice "Level cards in a
# no-trump hand".
#
# </details>

# %% [markdown]
# <a id="permanent-twos-order"></a>
#
# <details class="house-rules"><summary>Other tables: 2s that are always trumps (you can skip this)</summary>
#
# **Permanent 2s (常主).** Source 000 describes a variant where the **2s are always trumps**,
# whatever the level, ranking just below the level cards. This site's game has **no** permanent
# 2s: only source 000 describes them, and as a variant, so the 2s stay ordinary cards of their
# suits. In the house-rules builder this is "Ranks that are always trumps".
#
# The 2s then follow the same pattern as the level cards: the **2 of the trump suit** is above
# the other three 2s, and those three are **equal** to one another. Source 000 lists the trumps
# at level 10 with permanent 2s: "大王，小王，主 10，副 10，主 2，副 2，A，K，Q……" — big joker,
# little joker, the trump-suit 10, the other 10s, **the trump-suit 2, the other 2s**, then the
# trump suit from A down. So at level 10 with hearts trump, ♥2 beats ♠2, and ♠2 ties with ♣2
# and ♦2 (the first one played wins). All the 2s rank below every 10 and above ♥A.
#
# Beware the name: source 003's 常主 means the jokers only.
#
# </details>

# %%
with_twos = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("000", permanent_trump_ranks=["2"]))
rows = []
for text in ("H10", "S10", "H2", "S2", "C2", "HA"):
    card = Card.parse(text)
    rows.append(f"| {card_named(card).in_language(page_lang())} | {describe(with_twos, card)} |")
beats = with_twos.power(Card.parse("H2")) > with_twos.power(Card.parse("S2"))
ties = with_twos.power(Card.parse("S2")) == with_twos.power(Card.parse("C2"))
rows += [
    "",
    (say("♥2 beats ♠2; ") if beats else say("♥2 does not beat ♠2; "))
    + (say("♠2 ties ♣2.") if ties else say("♠2 does not tie ♣2.")),
]
house_rules_box(
    say("Permanent 2s, strongest first:") + "\n\n" + table(say("| card | what it is |"), rows)
)

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
# **Exercise 2.2** With two decks, how many trumps are there at level 2 with spades trump? And
# in a no-trump hand at level 2?
#
# <details><summary>Hint</summary>Count the jokers, the level cards, then the rest of the trump
# suit. Does the level change the count?</details>
#
# <details><summary>Solution</summary>
#
# 36 and 12, as at level 10: 4 jokers + 8 level cards + 24 other spades; with no trump suit,
# only the 4 jokers and the 8 level cards.
#
# </details>

# %%
for trump in (Trump(Rank.TWO, Suit.SPADES), Trump(Rank.TWO, None)):
    counted = sum(order_for(trump).is_trump(card) for card in shoe(decks=2))
    named = Localized(trump.describe(), trump.describe_zh())
    print(say("{trump}: {count} trumps.", trump=named, count=counted))

# %% [markdown]
# **Next:** [Lesson 3 · Singles, pairs and tractors](03-combinations.py).
