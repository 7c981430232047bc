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
# - what happens when it **fails**: which unit you must play instead;
# - the question you actually face at the table, where the other hands are hidden: *could*
#   anybody beat it?
# - how to **follow** a throw that stood, unit by unit;
# - how a throw is **ruffed** with trumps, and who wins when two players ruff it
#   (**over-ruffing**, 盖毙).
#
# The examples are at level 10, hearts trump, and use spades as the side suit. You sit South
# and throw; East, North and West play after you, in that order (in the section
# on following a throw it is West who throws, and you follow).

# %%
from IPython.display import SVG, Markdown, display

from tractor_core import (
    Rank,
    RuleConflictError,
    Suit,
    Trump,
    TrumpOrder,
    decompose,
    order_for,
    preset,
)
from tractor_core.rules.combinations import unit_kind_zh
from tractor_core.rules.following import check_follow
from tractor_core.rules.throwing import check_throw, possible_blockers
from tractor_core.rules.trick import ruff_beats, trick_winner
from tractor_core.text import cards_named, say, seat_named
from tractor_core.words.svg import Cards, trick_svg
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def named(cards: object) -> str:
    """Cards as a reader writes them, in the page's language: ``♠8 ♠8`` / ``黑桃8、黑桃8``."""
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


def unit_words(unit: object) -> str:
    """A unit of a throw in words: ``pair ♠8 ♠8``, or on the Chinese page ``对子 黑桃8、黑桃8``."""
    if page_lang() == "zh":
        return f"{unit_kind_zh(unit.width, len(unit.steps))} {named(unit.cards)}"
    return f"{unit.kind} {named(unit.cards)}"


def referee(plays: list[str], order: TrumpOrder = level10) -> SVG:
    """Print the engine's ruling on each play, and draw the trick with the winner marked."""
    verdict = trick_winner(plays, order)
    for ruling in verdict.details["rulings"]:
        print(reason_of(ruling))
    return SVG(trick_svg(plays, order, winner=verdict.value))


def rulebook(name: str) -> str:
    """A preset as a reader names it: "This site", "Source 002", "The shengji.io website"."""
    if name == "default":
        return say("This site")
    if name == "shengji":
        return say("The shengji.io website")
    return say("Source {number}").format(number=name)


# %% [markdown]
# <a id="throw.single-unit"></a>
# <a id="combo.not-one-unit"></a>
#
# ## Several units at once
#
# A single, a pair or a tractor may always be led. Cards of one suit that are **not one unit**
# can be led together too: that is a **throw** (甩牌). Here are four examples, in spades:
# ♠A ♠A ♠K, ♠A ♠K ♠K, ♠A ♠Q ♠Q ♠J ♠J and ♠9 ♠8 ♠8 ♠4 ♠4. Each one splits into units:

# %%
for cards in ("SA SA SK", "SA SK SK", "SA SQ SQ SJ SJ", "S9 S8 S8 S4 S4"):
    units = decompose(cards, level10).value
    print(f"{named(cards)} = " + " + ".join(unit_words(unit) for unit in units))

# %% [markdown]
# <a id="decompose.tuples-first"></a>
# <a id="decompose.longest-unit"></a>
#
# With two decks a lead has only one reading.
#
# <details class="house-rules"><summary>Other tables: reading a mixed lead with three decks (you can skip this)</summary>
#
# **Reading a mixed lead (three decks).** With three decks a lead can have two readings:
# ♠3 ♠3 ♠3 ♠4 ♠4 is a triple and a pair for source 002 and this site ("第一家出33344牌型，系统将把这种牌型认成333+44", the system reads 33344 as 333 + 44: a triple is never
# split), but a tractor 4433 and a single 3 for the shengji.io website (the longest unit wins).
# The house-rules builder calls this "Reading a mixed lead"; [Lesson 11](11-three-decks.py) has
# the details.
#
# </details>

# %%
lines = []
for name in ("002", "shengji"):
    order = order_for(level10.trump, preset(name, decks=3))
    reason = reason_of(decompose("S3 S3 S3 S4 S4", order))
    lines.append(say("**{name}**: {reason}").format(name=rulebook(name), reason=reason))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="throw.succeeds"></a>
#
# ## When a throw succeeds
#
# A throw **succeeds** if no other player holds, in the led suit, a unit **of the same shape**
# that **beats** one of its units. For example, ♠9 ♠8 ♠8 ♠4 ♠4 may be thrown if nobody can beat the single ♠9, the pair ♠8 ♠8 or the pair ♠4 ♠4. Three things follow:
#
# - **equal cards never beat**: another ♠9 does not stop the throw;
# - only the **same shape** counts: a single ♠Q beats the ♠9 but not the pairs;
# - **trumps never block** a side-suit throw — they can ruff it afterwards, but the throw stands.
#
# Here is ♠9 ♠8 ♠8 ♠4 ♠4:

# %%
Cards("S9 S8 S8 S4 S4", level10)

# %% [markdown]
# Here the throw is checked against the other three hands (East's, North's and West's spades).
# Nobody holds a higher single than ♠9 or a pair higher than ♠4 ♠4 in spades — a trump pair does
# not count:

# %%
print(reason_of(check_throw("S9 S8 S8 S4 S4", ["S9 S3", "S2", "HA HA"], level10)))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: a triple against a thrown pair (you can skip this)</summary>
#
# <a id="triple-beats-thrown-pair"></a>
#
# **And a triple?** With three decks a player can hold three identical cards. A **triple holds
# a pair**: if East holds ♠6 ♠6 ♠6, two of those sixes beat your thrown ♠5 ♠5, and the throw
# ♠A + ♠5 ♠5 fails. (A triple of ♠5 only ties your pair, and ties never beat.)
#
# **A triple against a thrown pair.** Every rule set the engine knows agrees: another player's
# higher triple beats your thrown pair, whatever the table's other rules. The shengji.io
# website's own engine checks a thrown pair against any player holding "≥ count copies of any
# strictly higher card" (two or more copies: a pair or a triple). None of the Chinese rulebooks
# writes a line on it: 000's and 003's examples use two decks, and the three-deck rules of 001
# and 002 say nothing either way. Source 004 is a two-deck rulebook. The engine, with three decks,
# under each rulebook and under each way of following pairs:
#
# </details>

# %%
lines = []
for name in ("default", "000", "001", "002", "003", "004", "shengji"):
    try:
        rules = preset(name, decks=3)
    except RuleConflictError:
        lines.append(say("**{name}**: two decks only.").format(name=rulebook(name)))
        continue
    result = check_throw("SA S5 S5", ["S6 S6 S6", "D3", "C4"], order_for(level10.trump, rules))
    said = say("**{name}**: the throw fails; {forced} must be played.")
    lines.append(said.format(name=rulebook(name), forced=named(result.value.forced)))
for policy in ("longer_tuples_protected", "suit_only"):
    rules = preset("default", decks=3, draw_policy=policy)
    result = check_throw("SA S5 S5", ["S6 S6 S6", "D3", "C4"], order_for(level10.trump, rules))
    fails = say("the throw fails") if not result.value.succeeds else say("the throw succeeds")
    said = say("**{words}**: {fails}.")
    lines.append(said.format(words=option_words("draw_policy", policy), fails=fails))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="throw.fails.lowest-failing"></a>
# <a id="throw.fails.type-order"></a>
# <a id="throw.fails.first-blocker"></a>
# <a id="throw.fails.smallest-unit"></a>
#
# ## When a throw fails
#
# If somebody can beat a unit, the throw **fails** and you must play just **one** unit: the
# **lowest unit that someone can beat**. The rest go back into your hand. Two examples, for
# ♠9 ♠8 ♠8 ♠4 ♠4:
#
# - another hand holds ♠J: the ♠9 fails, so the ♠9 is played;
# - another hand holds ♠Q ♠Q or ♠5 ♠5: the ♠4 ♠4 fails, so ♠4 ♠4 is played (with ♠Q ♠Q the ♠9
#   and the ♠8 ♠8 fail too, and the lowest of them, ♠4 ♠4, is played).

# %%
for others in (["SJ S2", "C3", "D4"], ["SQ SQ", "C3", "D4"], ["S5 S5", "C3", "D4"]):
    result = check_throw("S9 S8 S8 S4 S4", others, level10).value
    said = say("If East holds {cards}, you must play {forced}.")
    print(said.format(cards=named(others[0]), forced=named(result.forced)))

# %% [markdown]
# <a id="lowest-failing-shapes"></a>
#
# ### "Lowest" when the failing units have different shapes
#
# What if a **single** and a **pair** both fail — which is "lowest"? Take the throw ♠Q + ♠5 ♠5.
# East holds ♠K, which beats the single ♠Q; North holds ♠6 ♠6, which beats the pair ♠5 ♠5. Both
# units fail. Compare the units by their cards, whatever their shape: the 5s are lower than the
# Q, so **♠5 ♠5** is played.

# %%
Cards("SQ S5 S5", level10)

# %% [markdown]
# <details class="house-rules"><summary>Other tables: which unit a failed throw leaves you (you can skip this)</summary>
#
# With three decks (Lesson 11), a pair against a triple, it is the same: throw ♠Q ♠Q + ♠5 ♠5 ♠5
# while East holds ♠K ♠K and North ♠6 ♠6 ♠6, and ♠5 ♠5 ♠5 is played.
#
# **Which unit a failed throw leaves you.** This site plays the lowest failing unit, as sources
# 000 and 004 write it (004: "强制性出导致甩牌失败牌型中的最小牌", you must play the smallest card
# of the failing pattern). 000's own example settles what "smallest" means: from ♠9 ♠8 ♠8 ♠4 ♠4
# against ♠Q ♠Q it forces ♠4 ♠4, although the single ♠9 fails too. It also needs no seat order, so every
# player can check it at the table. The other readings:
#
# - **by type** (source 002): tractors are checked first, then triples, then pairs, then
#   singles, and the first failing type is played;
# - **the first player who can beat it** (the shengji.io website): the first player in turn who
#   can beat something decides, and their smallest beatable unit is played. In the throw ♠Q +
#   ♠5 ♠5 above, East beats only ♠Q, so **♠Q** is played; seat the two hands the other way
#   round and it is ♠5 ♠5;
# - **the fewest cards** (other online games; no source and no preset): the failing unit with the
#   fewest cards is played, then the lowest. At level A with clubs trump, throwing ♣K ♣6 ♣6 while
#   others hold ♥A (a trump above ♣K) and ♣8 ♣8 forces ♣K here, but ♣6 ♣6 on this site. Source
#   000 cannot mean this: its own example forces ♠4 ♠4 from ♠9 ♠8 ♠8 ♠4 ♠4 against ♠Q ♠Q,
#   although the ♠Q beats the single ♠9 as well.
#
# The house-rules builder calls this "Failed throw: what must be played". The engine, for the
# cases of this section, and for one position where the sources give three answers: you throw
# ♠9 + ♠8 ♠8 ♠7 ♠7 (a tractor) + ♠4 ♠4; East holds ♠A, which beats only the ♠9; North holds
# ♠Q ♠Q ♠J ♠J (a tractor at level 10) and ♠5 ♠5.
#
# </details>

# %%
lines = []
shape_cases = (
    ("SQ S5 S5", ["SK S2", "S6 S6", "D3"], 2),
    ("SQ S5 S5", ["S6 S6", "SK S2", "D3"], 2),
    ("SQ SQ S5 S5 S5", ["SK SK", "S6 S6 S6", "D3"], 3),
)
for lead, others, decks in shape_cases:
    said = say("You throw {lead}; East holds {one}, North holds {two}:")
    lines.append(said.format(lead=named(lead), one=named(others[0]), two=named(others[1])))
    for policy in ("lowest_failing", "type_order", "first_blocker", "smallest_unit"):
        rules = preset("default", forced_unit=policy, decks=decks)
        result = check_throw(lead, others, order_for(level10.trump, rules)).value
        said = say("- {words}: play {forced}.")
        words = option_words("forced_unit", policy)
        lines.append(said.format(words=words, forced=named(result.forced)))
    lines.append("")
ace_clubs = Trump(Rank.ACE, Suit.CLUBS)
said = say("At level A, clubs trump, you throw {lead}; East holds {one}, North holds {two}:")
lines.append(said.format(lead=named("CK C6 C6"), one=named("HA D3"), two=named("C8 C8")))
for policy in ("lowest_failing", "smallest_unit"):
    rules = preset("default", forced_unit=policy)
    verdict = check_throw("CK C6 C6", ["HA D3", "C8 C8", "D4"], order_for(ace_clubs, rules))
    words = option_words("forced_unit", policy)
    lines.append(
        say("- {words}: play {forced}.").format(words=words, forced=named(verdict.value.forced))
    )
lines.append("")
throw = "S9 S8 S8 S7 S7 S4 S4"
lines.append(
    say("You throw {lead}; East holds {one}, North holds {two}:").format(
        lead=named(throw), one=named("SA S2"), two=named("SQ SQ SJ SJ S5 S5")
    )
)
for name in ("000", "004", "002", "shengji"):
    verdict = check_throw(
        throw, ["SA S2", "SQ SQ SJ SJ S5 S5", "D3"], order_for(level10.trump, preset(name))
    )
    said = say("- {words}: play {forced}.")
    lines.append(said.format(words=rulebook(name), forced=named(verdict.value.forced)))
house_rules_box("\n".join(lines))

# %% [markdown]
# Now a puzzle with exactly this shape: a pair and a higher single are thrown, and both can be
# beaten. Which unit must you play? Then press **Compare house rules** to see how other tables
# answer.
#
# <!-- puzzle throw-default-1-5: lead=throw units=pair,single suit=hearts throw=fails answer=It_fails:_♥5_♥5_must_be_played answer@shengji=It_fails:_♥Q_must_be_played differs=shengji -->

# %%
puzzle("throw", difficulty=1, seed=5)

# %% [markdown]
# On this site a failed throw costs nothing more: you play the one unit, and the hand goes on.
#
# <details class="house-rules"><summary>Other tables: penalties (you can skip this)</summary>
#
# **Penalties.** Some tables also punish a failed throw. Source 001's tournament rules:
# "如果发现不是最大牌，除了必须出小牌外，还要相应惩罚 20 分" — besides playing the small cards,
# the thrower's side is fined 20 points. Source 004 (an online platform) takes half the room's
# stake in coins, which is not a point penalty; this site and the shengji.io website have none.
# The house-rules builder calls this "Penalty for a failed throw". The engine adds the penalty
# to its verdict; under 001 (three decks, but the same cards) it says so at the end.
#
# </details>

# %%
lines = []
for name in ("default", "001", "004", "shengji"):
    penalty = preset(name).throw_penalty
    said = say("**{name}**: {penalty}.")
    words = option_words("throw_penalty", penalty)
    lines.append(said.format(name=rulebook(name), penalty=words))
verdict = check_throw(
    "S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], order_for(level10.trump, preset("001"))
)
lines.append(say("**{name}**: {reason}").format(name=rulebook("001"), reason=reason_of(verdict)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="throw.unseen-safe"></a>
# <a id="throw.unseen-risk"></a>
#
# ## At the table: the other hands are hidden
#
# So far we looked at everybody's cards. At the table you only know **your own hand and
# the cards already played**; everything else is *unseen*. A throw is **safe** when no holding
# of the unseen cards could beat any of its units, and **risky** otherwise.
#
# Here are two examples (at level 2). First: you hold ♣10, ♣J and ♣Q, and both ♣A, both
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
# Before those clubs were played, the first throw was risky — here is what could beat it:

# %%
print(reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "", level2)))

# %% [markdown]
# <a id="follow-a-throw"></a>
#
# ## Following a throw, unit by unit
#
# A throw that stands must be followed like each of its units at once: the pair rule and the
# tractor rule of [Lesson 4](04-leading-following.py) apply to each of its pairs and tractors,
# and you play as many cards of the suit as were thrown.
#
# So a follower owes, in this order:
#
# 1. a tractor for each tractor led, if they have one;
# 2. then pairs, for the pairs led (and for tractors they could not match), as many as they hold;
# 3. then any cards of the suit to fill the count;
# 4. and if the suit runs out **mid-way**, all the cards of the suit they have, then anything.
#
# The throw ♠A ♠A + ♠Q ♠Q + ♠9 stood (two pairs and a single; at level 10 A and Q are not
# adjacent, so it is no tractor). Three followers:

# %%
throw_lead = "SA SA SQ SQ S9"
Cards(throw_lead, level10)

# %%
followers = {
    "two pairs and more spades": ("SJ SJ S8 S8 S3 S2 C2", ("SJ SJ S8 S8 S3", "SJ SJ S8 S3 S2")),
    "one pair, four spades": ("S8 S8 S6 S4 C2 D4", ("S8 S8 S6 S4 C2", "S8 S6 S4 C2 D4")),
    "no pair, two spades": ("S6 S4 C2 C2 D4 H3", ("S6 S4 C2 C2 H3", "S6 C2 C2 D4 H3")),
}
for name, (held, plays) in followers.items():
    holding = say("Holding **{held}** ({name}):").format(held=named(held), name=say(name))
    display(Markdown(holding), follow_table(throw_lead, held, plays))

# %% [markdown]
# The first follower owes both pairs and one more spade. The second owes the one pair it has,
# then its other spades, and runs out of spades with one card still to play: that card may be
# anything. The third has no pair and only two spades: both spades, then any three cards.
#
# Now your turn. At level J with spades trump, West threw ♦A ♦A ♦K ♦K + ♦Q — a tractor and a
# single — and it stood. Count your diamonds before you look at the options: do you have a
# tractor, a pair, enough diamonds?
#
# <!-- puzzle follow-default-3-22: lead=throw units=single,tractor suit=diamonds differs=none -->

# %%
puzzle("follow", difficulty=3, seed=22)

# %% [markdown]
# <a id="ruff-a-throw"></a>
#
# ## Ruffing a throw, and over-ruffing it
#
# A player with none of the thrown suit may **ruff** the throw with trumps
# ([Lesson 5](05-ruffing.py)). The ruff must have the throw's shape: a trump unit of the same
# shape for **every unit** thrown. For example, the trumps ♥9 ♥9 ♥8 ♥8 ♥7 ♥2 ruff the throw ♠A ♠K ♠5 ♠5 ♠4 ♠4, but not ♠A ♠A ♠5 ♠5 ♠4 ♠4:
#
# - ♠A ♠K ♠5 ♠5 ♠4 ♠4 is the tractor ♠5 ♠5 ♠4 ♠4 + the single ♠A + the single ♠K, and the ruff
#   is the tractor ♥9 ♥9 ♥8 ♥8 + the single ♥7 + the single ♥2: the shapes match, so the ruff
#   wins;
# - ♠A ♠A ♠5 ♠5 ♠4 ♠4 is the tractor ♠5 ♠5 ♠4 ♠4 + the **pair** ♠A ♠A, and the ruff has no
#   second pair: it counts as a discard.

# %%
ruff = "H9 H9 H8 H8 H7 H2"
Cards(ruff, level10)

# %%
for lead in ("SA SK S5 S5 S4 S4", "SA SA S5 S5 S4 S4"):
    verdict = trick_winner([lead, ruff], level10)
    said = say("Against the lead {lead}, {seat} wins the trick.")
    print(said.format(lead=named(lead), seat=seat_named(verdict.value, 4).in_language(page_lang())))

# %% [markdown]
# <a id="ruff-long-tractor"></a>
#
# A longer trump tractor may cover more: a tractor of three pairs holds a two-pair tractor
# **and** one more pair. You throw ♠A ♠A ♠K ♠K + ♠8 ♠8 and it stands; East ruffs with
# ♥5 ♥5 ♥6 ♥6 ♥7 ♥7, and North and West play spades without the throw's shape:

# %%
long_ruff = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 H7 H7", "S2 S3 S4 S5 S6 S7", "S9 S9 SJ SJ SQ S3"]
referee(long_ruff)

# %% [markdown]
# <a id="trick.over-ruff.largest-unit-first"></a>
# <a id="trick.over-ruff.all-units"></a>
# <a id="trick.over-ruff.highest-card"></a>
#
# When a second player ruffs the throw too, compare the two ruffs' **largest units first**:
# tractors, then pairs, then singles; the first difference decides. Two examples:
#
# - the trumps ♥9 ♥7 ♥7 ruff the throw ♠5 ♠4 ♠4 (a pair and a single), and ♥8 ♥8 ♥4
#   over-ruffs: its pair ♥8 ♥8 beats the pair ♥7 ♥7;
# - ♥9 ♥7 ♥7 ruffs ♠5 ♠6 ♠7 (three singles), and ♥8 ♥8 ♥4 does **not** over-ruff: single
#   against single, ♥9 is the highest card.
#
# Why, for the first one:

# %%
print(reason_of(ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", level10), players=4))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: comparing two ruffs (you can skip this)</summary>
#
# **Comparing two ruffs of a throw.** This site compares the largest units first, as sources
# 000 and 001 do: they are the only sources that say how two ruffs of a throw compare, and they
# agree. Source 001: "毙牌时按拖拉机、三条、对、单的顺序计算大小" (ruffs are compared tractor,
# triple, pair, single, in that order). The shengji.io website plays it differently: **every
# unit** of the over-ruff must be higher, so on ♠5 ♠4 ♠4 the ♥8 ♥8 ♥4 loses too — its ♥4 does
# not beat the ♥9. A third choice lets the single **highest card** decide. The house-rules
# builder calls this "Comparing two ruffs of a throw". The engine judges source 000's two
# examples under each:
#
# </details>

# %%
rows = [
    say(
        "| house rules | ♥8 ♥8 ♥4 over-ruffs ♥9 ♥7 ♥7 on the lead ♠5 ♠4 ♠4? | on the lead ♠5 ♠6 ♠7? |"
    ),
    "|---|---|---|",
]
for name, rules in (
    (rulebook("default"), preset("default")),
    (rulebook("shengji"), preset("shengji")),
    (option_words("over_ruff", "highest_card"), preset("default", over_ruff="highest_card")),
):
    order = order_for(level10.trump, rules)
    on_544 = ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", order)
    on_567 = ruff_beats("S5 S6 S7", "H9 H7 H7", "H8 H8 H4", order)
    rows.append(
        f"| {name} | {say('yes') if on_544.value else say('no')} | {say('yes') if on_567.value else say('no')} |"
    )
house_rules_box("\n".join(rows))

# %% [markdown]
# <a id="over-ruff-mixed-throw"></a>
#
# So with a thrown tractor and pair, the **tractors** decide, and the pairs matter only if the
# tractors tie. You throw ♠A ♠A ♠K ♠K + ♠8 ♠8 again, and two players ruff:
#
# - East plays the tractor ♥5 ♥5 ♥6 ♥6 and the pair ♥A ♥A;
# - North plays the tractor ♥7 ♥7 ♥8 ♥8 and the pair ♥3 ♥3.
#
# North's tractor is higher, so North over-ruffs, although its pair is far lower.

# %%
two_ruffs = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 HA HA", "H7 H7 H8 H8 H3 H3", "S2 S3 S4 S5 S6 S7"]
SVG(trick_svg(two_ruffs, level10, winner=trick_winner(two_ruffs, level10).value))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the shengji.io website's ruling (you can skip this)</summary>
#
# On the shengji.io website every unit must be higher, and ♥3 ♥3 does not beat ♥A ♥A: East keeps
# the trick. The engine, under this site's rules and under shengji.io's:
#
# </details>

# %%
lines = []
for name in ("default", "shengji"):
    verdict = trick_winner(two_ruffs, order_for(level10.trump, preset(name)))
    lines.append(say("**{name}**: {reason}").format(name=rulebook(name), reason=reason_of(verdict)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# The same question in a puzzle, with a smaller throw: a pair and a single of clubs are thrown,
# and all three other players ruff. Who wins? Then press **Compare house rules** to see how
# other tables answer.
#
# <!-- puzzle trick-default-3-214: lead=throw units=pair,single suit=clubs ruffs=3 answer=East answer@shengji=You_(South) differs=shengji -->

# %%
puzzle("trick", difficulty=3, seed=214)

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
# This one fails. Which unit must you play? Then press **Compare house rules**: another table
# answers differently.
#
# <!-- puzzle throw-default-1-4: throw=fails suit=clubs differs=002 -->

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# ## Exercises
#
# **Exercise 6.1** Level 10, hearts trump. You throw ♠A + ♠K ♠K. East's spades: ♠A; North's:
# ♠Q ♠Q; West has none. Does the throw succeed?
#
# <details><summary>Hint</summary>Can anybody make a pair higher than ♠K ♠K? Does East's ace
# beat yours?</details>
#
# <details><summary>Solution</summary>
#
# Yes. East's ♠A only ties your ♠A (equal cards never beat), and the only pair out, ♠Q ♠Q, is
# lower than ♠K ♠K.
#
# </details>

# %%
succeeds = check_throw("SA SK SK", ["SA", "SQ SQ", ""], level10).value.succeeds
print(say("The throw succeeds.") if succeeds else say("The throw fails."))

# %% [markdown]
# **Exercise 6.2** Same trump. You throw ♠9 ♠8 ♠8 ♠4 ♠4; East holds ♠J, North holds ♠5 ♠5.
# Which unit must you play?
#
# <details><summary>Hint</summary>List the failing units first: which does the ♠J beat, and
# which the ♠5 ♠5?</details>
#
# <details><summary>Solution</summary>
#
# The ♠9 and the ♠4 ♠4 fail, and you play the lowest of them: ♠4 ♠4.
#
# </details>

# %%
lines = []
for name in ("default", "002", "shengji"):
    verdict = check_throw(
        "S9 S8 S8 S4 S4", ["SJ", "S5 S5", "D3"], order_for(level10.trump, preset(name))
    )
    said = say("{name}: play {forced}.")
    lines.append(said.format(name=rulebook(name), forced=named(verdict.value.forced)))
print(lines[0])  # this site's answer; the other tables' in their box
house_rules_box("\n\n".join(lines[1:]))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: exercise 6.2 under other rules (you can skip this)</summary>
#
# Source 002 checks pairs before singles, so ♠4 ♠4 too; the shengji.io website looks at the
# first player who can beat something, East, whose ♠J beats only the ♠9, so the ♠9.
#
# </details>

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
        said = say("After {played} was played: {reason}")
        print(said.format(played=named(played), reason=reason))
    else:
        print(say("Before any spade was played: {reason}").format(reason=reason))

# %% [markdown]
# **Exercise 6.4** Same trump. You throw ♠K ♠K ♠3 (a pair and a single), and it stands. East
# ruffs with ♥9 ♥9 ♥2; North plays ♥Q ♥Q ♥2. Does North over-ruff?
#
# <details><summary>Hint</summary>Compare the pairs first, then the singles. Is ♥2 higher than
# ♥2?</details>
#
# <details><summary>Solution</summary>
#
# Yes: the largest units are compared first, and ♥Q ♥Q beats ♥9 ♥9.
#
# </details>

# %%
lines = []
for name in ("default", "shengji"):
    over = ruff_beats("SK SK S3", "H9 H9 H2", "HQ HQ H2", order_for(level10.trump, preset(name)))
    if over.value:
        lines.append(say("{name}: ♥Q ♥Q ♥2 over-ruffs ♥9 ♥9 ♥2.").format(name=rulebook(name)))
    else:
        lines.append(
            say("{name}: ♥Q ♥Q ♥2 does not over-ruff ♥9 ♥9 ♥2.").format(name=rulebook(name))
        )
print(lines[0])  # this site's answer; the other table's in its box
house_rules_box(lines[1])

# %% [markdown]
# <details class="house-rules"><summary>Other tables: exercise 6.4 under other rules (you can skip this)</summary>
#
# On the shengji.io website, no, because every unit must be higher there, and the two ♥2s are
# equal.
#
# </details>

# %% [markdown]
# **Next:** [Lesson 7 · The kitty](07-kitty.py) — what the banker buries, and what the last
# trick is worth.
