# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 4 · Leading and following
#
# **What you will learn**
#
# - what the first player of a trick, the **leader** (首家), may lead: any cards of **one suit**,
#   where all the trumps count as one suit;
# - the duty to **follow suit** (跟牌), and the freedom you get when you are **void** (缺门);
# - why a **pair draws a pair** and a **tractor draws a tractor** — and pairs when you have no
#   tractor;
# - what you owe when the tractor led is **longer than yours**;
# - how to count every legal follow.
#
# All the examples are at level 10 with hearts trump. You sit South; when you follow, West (the
# player before you) has led.

# %%
from IPython.display import Markdown

from tractor_core import IllegalPlayError, Rank, Suit, Trump, TrumpOrder, order_for, preset
from tractor_core.rules.following import LegalFollows, check_follow, legal_follows
from tractor_core.rules.throwing import verify_lead
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def named(cards: object) -> str:
    """Cards as a reader writes them, in the page's language: ``♠Q ♠Q`` / ``黑桃Q、黑桃Q``."""
    codes = cards.split() if isinstance(cards, str) else [c.notation for c in cards]
    return cards_named(codes).in_language(page_lang())


def follow_table(
    lead: str, hand: str, plays: tuple[str, ...], order: TrumpOrder = level10
) -> Markdown:
    """The engine's verdict on each play that follows ``lead`` from ``hand``, as a table."""
    rows = [say("| play | legal? | why |"), "|---|---|---|"]
    for play in plays:
        verdict = check_follow(lead, hand, play, order)
        rows.append(
            f"| {named(play)} | {say('yes', context='legal') if verdict.value else say('no', context='legal')} | {reason_of(verdict)} |"
        )
    return Markdown("\n".join(rows))


def say_follows(follows: LegalFollows) -> None:
    """How many legal follows there are, and what they are, in a sentence."""
    plays = [named(play) for play in follows]
    if page_lang() == "zh":
        print(f"{len(plays)} 种合法跟法：{'；'.join(plays)}。")
    else:
        print(f"{len(plays)} legal follow{'s' if len(plays) != 1 else ''}: {'; '.join(plays)}.")


# %% [markdown]
# <a id="lead.one-suit"></a>
# <a id="input.one-suit"></a>
#
# ## Leading: one suit at a time
#
# The banker leads the first trick; after that, whoever won the last trick leads. The leader may
# play a single, a pair, a tractor, or several of them at once, as long as **everything led is
# of one suit**. Several at once make a **throw** (甩牌): [Lesson 6](06-throws.py).
#
# *All the trumps are one suit* ([Lesson 2](02-trumps.py)): the jokers, the level cards and the
# trump suit. So ♠10, ♥A and the big joker may be led together: they are all trumps.

# %%
for cards in ("SA SK SK", "S10 HA BJ"):
    print(f"{named(cards)}: {reason_of(verify_lead(cards, level10))}")

# %% [markdown]
# ♠A with ♥K is two suits, so it may not be led:

# %%
try:
    verify_lead("SA HK", level10)
except IllegalPlayError as err:
    print(reason_of(err))  # the engine's message, in the page's language

# %% [markdown]
# <a id="follow.suit"></a>
# <a id="follow.count"></a>
# <a id="follow.own-cards"></a>
#
# ## Follow suit
#
# Everyone else plays **as many cards as were led**, from their own hand, and must **follow
# suit**: if hearts were led and you hold hearts, you must play hearts. A trump lead (吊主) must
# be followed with trumps.
#
# Here is a hand at level 10, hearts trump:

# %%
hand = "SQ SQ S7 S3 H4 C2 C2 D9"
Cards(hand, level10)

# %% [markdown]
# West leads a single ♠5. Any spade will do; a club will not:

# %%
follow_table("S5", hand, ("S7", "C2"))

# %% [markdown]
# Here is **every** legal follow. You hold three different spades (♠Q, ♠7, ♠3), so there are
# three:

# %%
say_follows(legal_follows("S5", hand, level10))

# %% [markdown]
# ### Running out: play what you have, then anything
#
# If you hold **fewer** cards of the led suit than were led, play them all and make up the rest
# with anything. If you hold **none**, you are *void*: play anything, trumps (to try to win, next
# lesson) or other cards (a **discard**, 垫牌).
#
# Here West leads four spades and you hold only two:

# %%
short = "SJ S3 C2 C2 HA"
follow_table("S6 S6 S5 S5", short, ("SJ S3 C2 C2", "SJ C2 C2 HA"))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: following suit, in the rulebooks' words (you can skip this)</summary>
#
# Every source says you must follow suit. Source 002: "如果不是首家出牌方，则在出牌时必须先出首家出的花色" (if you are not the leader, you must first play the suit the leader played), and "在没有首家牌出牌的花色时，可以用主牌杀掉或垫其他花色牌" (without the led suit, you may ruff with trumps or
# discard another suit).
#
# </details>

# %% [markdown]
# <a id="follow.pairs"></a>
#
# ## A pair draws a pair
#
# When a **pair** is led, a follower who holds a pair of that suit **must play a pair**; a pair
# inside a tractor counts too. Back to our hand: West leads ♠5 ♠5, and you hold ♠Q ♠Q.

# %%
follow_table("S5 S5", hand, ("SQ SQ", "S7 S3"))

# %% [markdown]
# So there is exactly one legal follow, however much you would like to keep your queens:

# %%
say_follows(legal_follows("S5 S5", hand, level10))

# %% [markdown]
# Without a pair in the suit, any two cards of the suit will do. This hand has three spades and
# no spade pair, so three follows are legal:

# %%
no_pair = "SK S8 S3 H4 C2 C2 D9"
say_follows(legal_follows("S5 S5", no_pair, level10))

# %% [markdown]
# <a id="follow.tractors"></a>
#
# ## A tractor draws a tractor
#
# When a **tractor** is led, a follower must play a tractor of that suit if they have one; if
# not, **as many pairs as they can**; with no pairs, singles of the suit.
#
# West leads ♠6 ♠6 ♠5 ♠5:

# %%
Cards("S6 S6 S5 S5", level10)

# %% [markdown]
# The first hand holds ♠J ♠J ♠9 ♠9. At level 10 the 10s are trumps, so ♠J and ♠9 are adjacent:
# a tractor ([Lesson 3](03-combinations.py)), and it must be played.

# %%
with_tractor = "SJ SJ S9 S9 S8 S3 C2"
follow_table("S6 S6 S5 S5", with_tractor, ("SJ SJ S9 S9", "SJ SJ S8 S3"))

# %% [markdown]
# The second hand holds ♠J ♠J and ♠8 ♠8: two pairs, not adjacent, so no tractor. Both pairs are
# owed.

# %%
two_pairs = "SJ SJ S8 S8 S3 S2 C2"
follow_table("S6 S6 S5 S5", two_pairs, ("SJ SJ S8 S8", "SJ SJ S3 S2"))

# %% [markdown]
# <a id="follow-longer-tractor"></a>
#
# ### A longer tractor than yours
#
# A tractor of **three** pairs is led: ♠A ♠A ♠K ♠K ♠Q ♠Q. You hold a tractor of only two pairs
# (♠8 ♠8 ♠7 ♠7) and a loose pair (♠4 ♠4). You cannot match the tractor, so you owe **as many
# pairs as you can**, up to three: your short tractor and the loose pair.

# %%
long_lead = "SA SA SK SK SQ SQ"
short_tractor = "S8 S8 S7 S7 S4 S4 S3 C2"
Cards(short_tractor, level10)

# %%
follow_table(long_lead, short_tractor, ("S8 S8 S7 S7 S4 S4", "S8 S8 S7 S7 S4 S3"))

# %% [markdown]
# Keeping ♠4 ♠4 and playing ♠3 instead is not allowed: you hold three pairs, so you owe three
# pairs. Now change the hand: beside the short tractor you hold only single spades (♠5, ♠4, ♠3).
# You owe the short tractor and any two of those singles. Every legal choice:

# %%
singles_left = "S8 S8 S7 S7 S5 S4 S3 C2"
say_follows(legal_follows(long_lead, singles_left, level10))

# %% [markdown]
# Your turn, with a whole hand. Level 10, diamonds trump this time. The lead is
# ♥8 ♥8 ♥7 ♥7 ♥6 ♥6, a tractor of three pairs. Find your hearts, then your longest tractor
# among them, then your pairs.
#
# <!-- puzzle follow-default-3-17: lead=tractor suit=hearts differs=none -->

# %%
puzzle("follow", difficulty=3, seed=17)

# %% [markdown]
# ## Counting the legal follows
#
# One hand, three different leads. The more shape the lead has, the fewer choices you keep:

# %%
big_hand = "SA SK SK SQ SQ SJ S9 S9 S4 C3 H2"
for lead in ("S3", "S3 S3", "S3 S3 S2 S2"):
    follows = legal_follows(lead, big_hand, level10)
    shown = say("; ").join(named(play) for play in follows)
    said = say("West leads {lead}. Legal follows ({count}): {plays}.")
    print(said.format(lead=named(lead), count=follows.count(), plays=shown))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: must you play your pairs? (you can skip this)</summary>
#
# **How hard does a pair draw?** Everything above is the common rule: any pair or tractor you
# hold in the suit must be used. Source 000: "出对牌时，其余家有对牌必须出对牌（包括拖拉机中的对牌）"
# (when a pair is led, the others must play a pair if they have one, a pair from a tractor
# included), and "出拖拉机时，其余家有拖拉机必须出拖拉机，若无拖拉机，则必须出对牌，无对牌时才能出其它牌" (a tractor draws a tractor; without one, pairs; only without pairs other cards). Source
# 004: "在没有该花色对子时必须跟出该花色单张" (without a pair of the suit, follow with singles of
# it), and for a longer tractor than yours, step by step: "在没有连对的情况下必须跟该花色的对子，没有对子的情况下跟该花色单张，依次类推" (with no tractor, pairs of the suit; with no pairs,
# singles; and so on). The shengji.io website agrees (its "NoProtections").
#
# Some tables play **suit only** (shengji.io's "NoFormatBasedDraw"): you must follow suit, and
# that is all. Other choices, such as never having to split a triple to give a pair, only matter
# with three decks ([Lesson 11](11-three-decks.py)). The house-rules builder calls this
# "Following pairs and tractors". The same hand, the same ♠5 ♠5 lead, under each choice:
#
# </details>

# %%
lines = []
for policy in ("no_protections", "suit_only"):
    rules_order = order_for(Trump(Rank.TEN, Suit.HEARTS), preset("default", draw_policy=policy))
    verdict = check_follow("S5 S5", hand, "S7 S3", rules_order)
    count = legal_follows("S5 S5", hand, rules_order).count()
    legal = say("legal") if verdict.value else say("not legal")
    said = say("**{words}** — {cards}: {legal}. Legal follows: {count}.")
    words = option_words("draw_policy", policy)
    lines.append(said.format(words=words, cards=named("S7 S3"), legal=legal, count=count))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# ## Try it
#
# A pair of spades is led. Which of the four follows is legal? Read the hand first: how many
# spades, and which pairs?
#
# <!-- puzzle follow-default-2-4: lead=pair suit=spades differs=none -->

# %%
puzzle("follow", difficulty=2, seed=4)

# %% [markdown]
# This time a tractor of diamonds is led. Does your hand hold a tractor? If not, what does it owe?
#
# <!-- puzzle follow-default-2-81: lead=tractor suit=diamonds differs=none -->

# %%
puzzle("follow", difficulty=2, seed=81)

# %% [markdown]
# ## Exercises
#
# **Exercise 4.1** Level 10, hearts trump. ♦K ♦K is led. You hold ♦A ♦Q ♦Q ♦5 ♣3 ♣3. Which
# follows are legal?
#
# <details><summary>Hint</summary>Do you hold a diamond pair? The clubs pair does not count.</details>
#
# <details><summary>Solution</summary>
#
# Only ♦Q ♦Q: you hold a pair of the led suit, so you must play it.
#
# </details>

# %%
say_follows(legal_follows("DK DK", "DA DQ DQ D5 C3 C3", level10))

# %% [markdown]
# **Exercise 4.2** Level 10, hearts trump. ♣8 ♣8 ♣7 ♣7 is led. You hold ♣A ♣3 ♠K ♠K ♥2. How
# many different legal follows are there?
#
# <details><summary>Hint</summary>You have only two clubs. Both must go; what may join them?</details>
#
# <details><summary>Solution</summary>
#
# Two: ♣A ♣3 plus ♠K ♠K, or ♣A ♣3 plus ♠K ♥2. (♣A ♣3 ♠K ♥2 and ♣A ♣3 ♥2 ♠K are the same cards.)
#
# </details>

# %%
say_follows(legal_follows("C8 C8 C7 C7", "CA C3 SK SK H2", level10))

# %% [markdown]
# **Exercise 4.3** Level 10, hearts trump. A trump pair, ♥3 ♥3, is led. You hold ♠10 ♣10 ♥A
# ♠A ♠A. Must you play a pair?
#
# <details><summary>Hint</summary>Which of your cards are trumps? Is ♠10 ♣10 a pair
# (<a href="../03-combinations/">Lesson 3</a>)?</details>
#
# <details><summary>Solution</summary>
#
# No. Your trumps are ♠10, ♣10 and ♥A, and ♠10 + ♣10 is not a pair (two different cards, only
# equal in strength). ♠A ♠A is a pair but not a trump. So any two of your three trumps may follow:
# three legal follows, and ♠A ♠A is not one of them.
#
# </details>

# %%
trump_follows = legal_follows("H3 H3", "S10 C10 HA SA SA", level10)
say_follows(trump_follows)
if "SA SA" in trump_follows:
    print(say("♠A ♠A is one of them."))
else:
    print(say("♠A ♠A is not one of them."))

# %% [markdown]
# **Next:** [Lesson 5 · Ruffing, discarding and over-ruffing](05-ruffing.py) — who wins the trick.
