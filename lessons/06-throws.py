# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 6 · Throws (甩牌)
#
# **What you will learn**
#
# - what a **throw** (甩牌) is: several units of one suit led together, like ♠A + ♠K ♠K;
# - when a throw **succeeds**: nobody else can beat any one of its units;
# - what happens when it **fails**: which unit you are forced to play under each house rule,
#   and the penalties some tables add;
# - the question you actually face at the table, where the other hands are hidden: *could*
#   anybody beat it?
#
# The examples are at level 10, hearts trump, and use spades as the side suit, like source 000.

# %%
from tractor_core import Rank, Suit, Trump, decompose, order_for, preset
from tractor_core.rules.throwing import check_throw, possible_blockers
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import option_words, page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).


def unit_words(unit: object) -> str:
    """A unit of a throw in words: ``pair S8 S8``, or on the Chinese page ``对子 S8 S8``."""
    return unit.describe_zh() if page_lang() == "zh" else unit.describe()


# %% [markdown]
# <a id="throw.single-unit"></a>
# <a id="combo.not-one-unit"></a>
#
# ## Several units at once
#
# A single, a pair or a tractor may always be led (`throw.single-unit`). Cards of one suit that
# are **not one unit** (`combo.not-one-unit`) can be led too: that is a **throw**. Source 000:
# "同门花色的可以联出，称作甩牌", with the examples AAK, AKK, AQQJJ and 98844. The engine reads each
# one into its units:

# %%
for cards in ("SA SA SK", "SA SK SK", "SA SQ SQ SJ SJ", "S9 S8 S8 S4 S4"):
    units = decompose(cards, level10).value
    print(f"{cards} = " + " + ".join(unit_words(unit) for unit in units))

# %% [markdown]
# <a id="decompose.tuples-first"></a>
# <a id="decompose.longest-unit"></a>
#
# With two decks a lead has only one reading. With three decks it can have two: ♠3 ♠3 ♠3 ♠4 ♠4
# is 333 + 44 for source 002 (`decompose.tuples-first`: a triple is never split), but
# 4433 + 3 for shengji.io (`decompose.longest-unit`: the longest unit wins).
# [Lesson 11](11-three-decks.py) has the details.

# %%
for name in ("002", "shengji"):
    order = order_for(level10.trump, preset(name, decks=3))
    reason = reason_of(decompose("S3 S3 S3 S4 S4", order))
    print(say("Under {name}: {reason}").format(name=name, reason=reason))

# %% [markdown]
# <a id="throw.succeeds"></a>
#
# ## When a throw succeeds
#
# A throw **succeeds** if no other player holds, in the led suit, a unit **of the same shape**
# that **beats** one of its units (`throw.succeeds`). Source 000: 98844 may be thrown "若其他家中
# 无人有能大过一张 9，和一对 8，和一对 4 的牌" — if nobody can beat the single 9, the pair 88 or
# the pair 44. Three things follow:
#
# - **equal cards never beat**: another ♠9 does not stop the throw;
# - only the **same shape** counts: a single ♠Q beats the 9 but not the pairs;
# - **trumps never block** a side-suit throw — they can ruff it afterwards, but the throw stands.
#
# Here is 98844:

# %%
Cards("S9 S8 S8 S4 S4", level10)

# %% [markdown]
# The engine checks the throw against the other three hands (seat 1 plays next). Nobody holds a
# higher single than the 9 or a pair higher than 44 in spades — a trump pair does not count:

# %%
print(reason_of(check_throw("S9 S8 S8 S4 S4", ["S9 S3", "S2", "HA HA"], level10)))

# %% [markdown]
# <a id="throw.fails.lowest-failing"></a>
# <a id="throw.fails.type-order"></a>
# <a id="throw.fails.first-blocker"></a>
# <a id="throw.fails.smallest-unit"></a>
#
# ## When a throw fails
#
# If somebody can beat a unit, the throw **fails** and the leader must play just **one** unit,
# the one the rules pick; the rest go back into the hand. Source 000: "若试图联出的牌并非都是
# [最大]时，则其必须出欲联出的牌中的最小牌" — play the smallest (the word in brackets is missing
# in the source). Its examples, for 98844:
#
# - another hand holds ♠J: the 9 fails, so the 9 is played;
# - another hand holds ♠Q ♠Q or ♠5 ♠5: the 44 fails, so 44 is played (with QQ the 9 and the 88
#   fail too, and the smallest of them, 44, is played).

# %%
for others in (["SJ S2", "C3", "D4"], ["SQ SQ", "C3", "D4"], ["S5 S5", "C3", "D4"]):
    result = check_throw("S9 S8 S8 S4 S4", others, level10).value
    forced = " ".join(c.notation for c in result.forced)
    print(
        say("If seat 1 holds {cards}, you must play {forced}.").format(
            cards=others[0], forced=forced
        )
    )

# %% [markdown]
# Which unit is forced is a house rule, `forced_unit`, and the sources disagree:
#
# - `lowest_failing` (sources 000 and 004: "强制性出导致甩牌失败牌型中的最小牌"): the lowest
#   failing unit;
# - `type_order` (source 002): tractors are checked first, then triples, then pairs, then
#   singles, and the first failing type is played;
# - `first_blocker` (shengji.io): the first player in turn who can beat something decides, and
#   their smallest beatable unit is played;
# - `smallest_unit` (other online versions; no source and no preset): the failing unit with the
#   **fewest cards** is played, then the lowest. At level A with clubs trump, throwing ♣K ♣6 ♣6
#   while others hold ♥A (a trump above ♣K) and ♣8 ♣8 forces ♣K here, but ♣6 ♣6 under
#   `lowest_failing`. 000 cannot mean this: its own example forces 44 from 98844 against QQ,
#   although the Q beats the single 9 as well.

# %%
ace_clubs = Trump(Rank.ACE, Suit.CLUBS)
for policy in ("lowest_failing", "smallest_unit"):
    rules = preset("default", forced_unit=policy)
    verdict = check_throw("CK C6 C6", ["HA D3", "C8 C8", "D4"], order_for(ace_clubs, rules))
    forced = " ".join(c.notation for c in verdict.value.forced)
    words = option_words("forced_unit", policy)
    print(say("Under {policy}: play {forced}.").format(policy=policy, words=words, forced=forced))

# %% [markdown]
# One position shows the three answers of the sources. The leader throws ♠9 + ♠8 ♠8 ♠7 ♠7 (a tractor) + ♠4 ♠4.
# Seat 1 holds ♠A, which beats only the 9. Seat 2 holds ♠Q ♠Q ♠J ♠J (a tractor at level 10)
# and ♠5 ♠5.

# %%
throw = "S9 S8 S8 S7 S7 S4 S4"
others = ["SA S2", "SQ SQ SJ SJ S5 S5", "D3"]
for name in ("000", "004", "002", "shengji"):
    verdict = check_throw(throw, others, order_for(level10.trump, preset(name)))
    forced = " ".join(c.notation for c in verdict.value.forced)
    print(say("Under {name}: play {forced}.").format(name=name, forced=forced))

# %% [markdown]
# <a id="lowest-failing-shapes"></a>
#
# ### "Lowest" when the failing units have different shapes
#
# What if a **single** and a **pair** both fail — which is "lowest"? Take the throw ♠Q + ♠5 ♠5 at
# level 10, hearts trump. Seat 1 holds ♠K, which beats the single ♠Q; seat 2 holds ♠6 ♠6, which
# beats the pair ♠5 ♠5. Both units fail. The four readings answer:
#
# - `lowest_failing` (the default; 000 and 004, "出导致甩牌失败牌型中的最小牌" — the smallest of
#   the failing units): compare the units by their cards, whatever their shape. The 5s are lower
#   than the Q, so **♠5 ♠5** is played;
# - `type_order` (002): pairs are checked before singles, so **♠5 ♠5** too;
# - `first_blocker` (shengji.io): seat 1 is the first who can beat something, and it beats only
#   ♠Q, so **♠Q** is played. Seat the two hands the other way round and it is ♠5 ♠5;
# - `smallest_unit` (no source; some online versions): the failing unit with the **fewest
#   cards** goes first, so **♠Q**.
#
# The same with three decks, a pair against a triple: throw ♠Q ♠Q + ♠5 ♠5 ♠5 while seat 1 holds
# ♠K ♠K and seat 2 holds ♠6 ♠6 ♠6.

# %%
Cards("SQ S5 S5", level10)

# %%
shape_cases = (
    ("SQ S5 S5", ["SK S2", "S6 S6", "D3"], 2),
    ("SQ S5 S5", ["S6 S6", "SK S2", "D3"], 2),
    ("SQ SQ S5 S5 S5", ["SK SK", "S6 S6 S6", "D3"], 3),
)
for lead, others, decks in shape_cases:
    said = say("Throw {lead}; seat 1 holds {one}, seat 2 holds {two}:")
    print(said.format(lead=lead, one=others[0], two=others[1]))
    for policy in ("lowest_failing", "type_order", "first_blocker", "smallest_unit"):
        rules = preset("default", forced_unit=policy, decks=decks)
        result = check_throw(lead, others, order_for(level10.trump, rules)).value
        forced = " ".join(c.notation for c in result.forced)
        words = option_words("forced_unit", policy)
        said = say("    under {policy}: play {forced}.")
        print(said.format(policy=policy, words=words, forced=forced))

# %% [markdown]
# **Why the default is `lowest_failing`.** It is what sources 000 and 004 write, and 000's own
# example settles what "smallest" means: from 98844 against ♠Q ♠Q it forces 44, although the
# single 9 fails too. It also needs no seat order, so every player can check it at the table.
#
# Now a puzzle with exactly this shape: a pair and a higher single are thrown, and both can be
# beaten. Which unit must you play? Then press **Compare house rules** to see shengji.io's
# answer.
#
# <!-- puzzle throw-default-1-5: lead=throw units=pair,single suit=hearts throw=fails answer=It_fails:_H5_H5_is_forced answer@shengji=It_fails:_HQ_is_forced differs=shengji -->

# %%
puzzle("throw", difficulty=1, seed=5)

# %% [markdown]
# ### Penalties
#
# Some tables also punish a failed throw (house rule `throw_penalty`). Source 001's tournament
# rules: "如果发现不是最大牌，除了必须出小牌外，还要相应惩罚 20 分" — besides playing the small
# cards, the thrower's side is fined 20 points. Source 004 (an online platform) takes half the
# room's stake in coins, which is not a point penalty; the default and shengji.io have none.

# %%
for name in ("default", "001", "004", "shengji"):
    penalty = preset(name).throw_penalty
    said = say("Under {name}, the penalty for a failed throw: {penalty} ({points} points).")
    words = option_words("throw_penalty", penalty)
    print(said.format(name=name, penalty=words, points=penalty.points))

# %% [markdown]
# The engine adds the penalty to its verdict. Under 001 (three decks, but the same cards):

# %%
print(
    reason_of(
        check_throw(
            "S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], order_for(level10.trump, preset("001"))
        )
    )
)

# %% [markdown]
# <a id="throw.unseen-safe"></a>
# <a id="throw.unseen-risk"></a>
#
# ## At the table: the other hands are hidden
#
# So far the engine looked at everybody's cards. At the table you only know **your own hand and
# the cards already played**; everything else is *unseen*. A throw is **safe** when no holding
# of the unseen cards could beat any of its units (`throw.unseen-safe`), and **risky** otherwise
# (`throw.unseen-risk`).
#
# Source 003 gives two examples (at level 2). First: you hold ♣10, ♣J and ♣Q, and both ♣A, both
# ♣K and one each of ♣Q, ♣J and ♣10 have been played. With two decks, every higher club is gone:

# %%
level2 = order_for(Trump(Rank.TWO, Suit.HEARTS))
print(
    reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "CA CA CK CK CQ CJ C10", level2))
)

# %% [markdown]
# Second: you hold ♣K and ♣J ♣J, and both ♣A and both ♣Q have been played. The other ♣K is still
# out, but it only *ties* your ♣K, and no pair above ♣J ♣J can be made any more:

# %%
print(reason_of(possible_blockers("CK CJ CJ", "CK CJ CJ S3", "CA CA CQ CQ", level2)))

# %% [markdown]
# Before those clubs were played, the first throw was risky — and the engine lists what could
# beat it:

# %%
print(reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "", level2)))

# %% [markdown]
# ## Try it
#
# A real deal: you lead the cards shown, and you can see the other hands' cards of that suit.
# Does the throw stand?
#
# <!-- puzzle throw-default-1-20: lead=throw suit=hearts differs=none -->

# %%
puzzle("throw", difficulty=1, seed=20)

# %% [markdown]
# This one fails. Which unit must you play? Then press **Compare house rules**: source 002
# answers differently.
#
# <!-- puzzle throw-default-1-4: throw=fails suit=clubs differs=002 -->

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# ## Exercises
#
# **Exercise 6.1** Level 10, hearts trump. You throw ♠A + ♠K ♠K. Seat 1's spades: ♠A; seat 2's:
# ♠Q ♠Q; seat 3 has none. Does the throw succeed?
#
# <details><summary>Hint</summary>Can anybody make a pair higher than ♠K ♠K? Does seat 1's ace
# beat yours?</details>
#
# <details><summary>Solution</summary>
#
# Yes. Seat 1's ♠A only ties your ♠A (equal cards never beat), and the only pair out, ♠Q ♠Q, is
# lower than ♠K ♠K.
#
# </details>

# %%
succeeds = check_throw("SA SK SK", ["SA", "SQ SQ", ""], level10).value.succeeds
print(say("The throw succeeds.") if succeeds else say("The throw fails."))

# %% [markdown]
# **Exercise 6.2** Same trump. You throw 98844 in spades; seat 1 holds ♠J, seat 2 holds ♠5 ♠5.
# Which unit must you play under 000's rules? Under 002's? Under shengji.io's?
#
# <details><summary>Hint</summary>List the failing units first: which does the ♠J beat, and
# which the ♠5 ♠5?</details>
#
# <details><summary>Solution</summary>
#
# The 9 and the 44 fail. 000 plays the lowest, 44; 002 checks pairs before singles, so 44 too;
# shengji.io looks at the first blocker, seat 1, whose ♠J beats only the 9, so the 9.
#
# </details>

# %%
for name in ("000", "002", "shengji"):
    verdict = check_throw(
        "S9 S8 S8 S4 S4", ["SJ", "S5 S5", "D3"], order_for(level10.trump, preset(name))
    )
    forced = " ".join(c.notation for c in verdict.value.forced)
    print(say("Under {name}: play {forced}.").format(name=name, forced=forced))

# %% [markdown]
# **Exercise 6.3** Same trump, first trick of the hand: nothing has been played. Your hand is
# ♠A ♠Q ♠Q ♠3 ♣4 ♦5. Is the throw ♠A + ♠Q ♠Q safe? And after one ♠K has fallen?
#
# <details><summary>Hint</summary>Which pairs higher than ♠Q ♠Q could be out there? Remember
# you hold one ♠A yourself.</details>
#
# <details><summary>Solution</summary>
#
# At first it is risky: somebody could hold ♠K ♠K. (♠A ♠A is impossible: you hold one ace.)
# Once one ♠K has been played, no higher pair is possible and the throw is safe.
#
# </details>

# %%
my_hand = "SA SQ SQ S3 C4 D5"
for played in ("", "SK"):
    reason = reason_of(possible_blockers("SA SQ SQ", my_hand, played, level10))
    if played:
        print(say("After {played} was played: {reason}").format(played=played, reason=reason))
    else:
        print(say("Before any spade was played: {reason}").format(reason=reason))

# %% [markdown]
# **Next:** [Lesson 7 · The kitty](07-kitty.py) — what the banker buries, and what the last
# trick is worth.
