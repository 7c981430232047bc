# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 11 · Three decks: triples and Titanics
#
# **What you will learn**
#
# - how the game changes with **three decks** (三副牌): 162 cards, 39 each, a kitty of 6, and
#   300 points to fight for;
# - the two new units: the **triple** (三同张) and the **Titanic** (泰坦尼克), a tractor of
#   triples;
# - how a mixed lead such as **♠3 ♠3 ♠3 ♠4 ♠4** is read (a triple and a pair: a throw);
# - what a follower owes when a triple or a Titanic is led;
# - the 3-deck level table (60-point steps) and what the kitty is worth.
#
# This site plays three-deck Tractor with its usual rules; the folded **Other tables** boxes show
# where other tables play it differently.

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    RuleSet,
    Suit,
    Trump,
    decompose,
    is_tractor,
    kitty_multiplier,
    level_change,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import total_points
from tractor_core.rules.following import check_follow
from tractor_core.rules.trick import trick_winner
from tractor_core.text import cards_named, say
from tractor_core.words.svg import Cards
from widgets import option_words, page_lang, puzzle, reason_of

tournament = preset("001")  # source 001: the 3-deck tournament rules
rules_002 = preset("002", decks=3)  # source 002, played with three decks
level5 = Trump(Rank.FIVE, Suit.HEARTS)  # the sources' examples are "at level 5"


def named(cards: object) -> str:
    """Cards as a reader writes them: ♠9 ♠9 ♠9 here, 黑桃9、黑桃9、黑桃9 on the Chinese page."""
    return cards_named(parse_cards(cards)).in_language(page_lang())


def house_rules(markdown: str) -> Markdown:
    """The engine's comparison of the sources, in a folded House-rules box."""
    summary = say("Other tables: worked out under their rules (you can skip this)")
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


def rules_named(name: str) -> str:
    """A preset as a reader names it: the default rules, source 004, shengji.io."""
    if name == "default":
        return say("the default rules")
    return "shengji.io" if name == "shengji" else say("source {name}", name=name)


# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## Three decks on the table
#
# With three decks each player holds 39 cards and 6 are left for the kitty. There are 300
# points in the shoe.

# %%
said = say("{decks} decks: {size} cards each, a kitty of {kitty}, and {points} points in all.")
print(
    said.format(
        decks=tournament.decks,
        size=tournament.hand_size,
        kitty=tournament.effective_kitty_size,
        points=total_points(decks=3),
    )
)

# %% [markdown]
# <a id="combo.triple"></a>
#
# ## Triples (三同张)
#
# With three copies of every card, three *identical* cards — same suit, same rank — make a
# **triple** (三同张). A triple is one unit, like a pair: it is led, followed and beaten as a
# whole.
#
# <details class="house-rules"><summary>Other tables: three decks in the rulebooks (you can skip this)</summary>
#
# Three-deck Tractor is described by sources 000, 001 (the tournament rules) and 002. Source 002:
# "打三副牌时每方得牌39张,剩余的6张为底牌" (with three decks each player holds 39 cards and 6 are
# left for the kitty). All three treat a triple as one unit; source 002 writes 三对 for a triple,
# and 两对 for a pair.
#
# </details>

# %%
o5 = order_for(level5, tournament)
print(reason_of(decompose("S9 S9 S9", o5)))

# %% [markdown]
# ## Titanics (泰坦尼克)
#
# Two or more triples of one suit in consecutive ranks form a **Titanic** — the 3-deck tractor.
# Everything you learned about tractors in [Lesson 3](03-combinations.py) carries over: the
# level rank is skipped, and the trump chain runs through the level cards and the jokers. Here
# are some at level 5 with hearts trump:

# %%
titanics = (
    "S3 S3 S3 S4 S4 S4",
    "S4 S4 S4 S6 S6 S6",
    "S5 S5 S5 H5 H5 H5",
    "BJ BJ BJ LJ LJ LJ",
    "HA HA HA S5 S5 S5",
    "H5 H5 H5 LJ LJ LJ",
)
rows = [say("| cards | a Titanic? | why |"), "|---|---|---|"]
for cards in titanics:
    v = is_tractor(cards, o5)
    rows.append(f"| {named(cards)} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ...and two that are not: ♠5 ♠5 ♠5 ♠6 ♠6 ♠6 at level 5 (the 5s are trumps, the 6s are not),
# and ♠5 ♠5 ♠5 ♥5 ♥5 ♥5 in a **no-trump** hand, where all level cards are equal.
#
# <details class="house-rules"><summary>Other tables: Titanics in the rulebooks (you can skip this)</summary>
#
# The Titanics above are the examples of sources 000 and 002: "当打5时,下列情况为泰坦尼克: 333444,
# 444666, 副5副5副5主5主5主5, 大王大王大王小王小王小王, AAA副5副5副5, 主5主5主5小王小王小王".
#
# </details>

# %%
print(reason_of(is_tractor("S5 S5 S5 S6 S6 S6", o5)))
print(reason_of(is_tractor("S5 S5 S5 H5 H5 H5", order_for(Trump(Rank.FIVE, None), tournament))))

# %%
Cards("BJ BJ BJ LJ LJ LJ H5 H5 H5 S4 S4 S4 S3 S3 S3", o5)

# %% [markdown]
# ## Try it: tractor or Titanic?
#
# Is it a tractor — or a Titanic? This puzzle is dealt from three decks.
#
# <!-- puzzle tractor-001-2-18: decks=3 -->

# %%
puzzle("tractor", preset="001", difficulty=2, seed=18)

# %% [markdown]
# ## Reading a mixed lead: a triple and a pair
#
# With three decks a leader can put down a triple and a pair of adjacent ranks: ♠3 ♠3 ♠3 ♠4 ♠4.
# Is that a tractor? No: **a triple is never split**, so this is a *throw* of the triple
# ♠3 ♠3 ♠3 and the pair ♠4 ♠4 (Lesson 6 explains throws). To lead a tractor you lead
# ♠3 ♠3 ♠4 ♠4. Here is how this site reads ♠3 ♠3 ♠3 ♠4 ♠4:

# %%
print(reason_of(decompose("S3 S3 S3 S4 S4", order_for(level5, preset("default", decks=3)))))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: reading a mixed lead (you can skip this)</summary>
#
# Source 002: "第一家出33344牌型,系统将把这种牌型认成333+44,系统将认为是同花色的甩牌,若要想出拖拉机,
# 必须出3344" (the leader's 33344 is read as 333 + 44, a throw of one suit; to lead a tractor,
# lead 3344). It gives two longer examples, 991010JJJ = 991010 + JJJ and 9991010JJJ = 999 + 1010
# + JJJ, and says a throw of 333 + 44 is ruffed only by the same shape in trumps: "若要杀,
# 主牌中需要有任意一个三同张和任意一对".
#
# shengji.io reads the same cards the other way, taking the **longest unit** (3344 + 3). The
# house rule "Reading a mixed lead" (`decompose`) chooses between the readings: "Keep triples
# whole" (`tuples_first`, 002 and the default) or "Longest part first" (`longest_unit`,
# shengji.io). The engine's two readings are in the box below; Lesson 7 shows how the reading
# changes the kitty's multiplier.
#
# </details>

# %%
lines = []
for name, rules in (
    ("default", preset("default", decks=3)),
    ("shengji", preset("shengji", decks=3)),
):
    reason = reason_of(decompose("S3 S3 S3 S4 S4", order_for(level5, rules)))
    lines.append(say("Under {name}: {reason}", name=rules_named(name), reason=reason))
house_rules("\n\n".join(lines))

# %% [markdown]
# Two longer leads, at level 5 (so the 10s are ordinary spades): ♠9 ♠9 ♠10 ♠10 ♠J ♠J ♠J is a
# tractor and a triple; ♠9 ♠9 ♠9 ♠10 ♠10 ♠J ♠J ♠J is a triple, a pair and a triple:

# %%
for cards in ("S9 S9 S10 S10 SJ SJ SJ", "S9 S9 S9 S10 S10 SJ SJ SJ"):
    print(reason_of(decompose(cards, order_for(level5, rules_002))))

# %% [markdown]
# A throw of a triple and a pair in a side suit can only be **ruffed** by trumps of the same
# shape: a trump triple and a trump pair. Below, South leads ♠3 ♠3 ♠3 ♠4 ♠4; East's trumps hold
# a tractor but no triple, so they count as a discard; North ruffs properly.

# %%
plays = ["S3 S3 S3 S4 S4", "H6 H6 H7 H7 H8", "H9 H9 H9 HJ HJ", "S6 S7 S8 S9 S10"]
v = trick_winner(plays, order_for(level5, rules_002))
print(reason_of(v))

# %% [markdown]
# <a id="follow.triples"></a>
#
# ## Following a triple
#
# When a triple is led, a follower owes a triple of the led suit if they have one; else a pair
# and a single; else three singles.
#
# <details class="house-rules"><summary>Other tables: following a triple, in the rulebooks' words (you can skip this)</summary>
#
# The three-deck sources agree on this order (000, 001, 002: "三同张 / 一副对子 + 一单张 /
# 三单张"). Source 004's rules are for two decks, with no triples to follow.
#
# </details>

# %%
lead = "S9 S9 S9"
rows = [say("| hand | plays | legal? | why |"), "|---|---|---|---|"]
for hand, play in (
    ("SK SK SK S3 S4 C2", "S3 S4 SK"),
    ("SK SK SK S3 S4 C2", "SK SK SK"),
    ("SQ SQ S3 S4 C2", "S3 S4 SQ"),
    ("SQ SQ S3 S4 C2", "SQ SQ S3"),
):
    v = check_follow(lead, hand, play, o5)
    legal = say("yes") if v.value else say("no")
    rows.append(f"| {named(hand)} | {named(play)} | {legal} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## Try it: follow a triple
#
# A triple of spades was led. Which follow is legal? **Compare house rules** shows one table
# apart.
#
# <!-- puzzle follow-001-2-4: lead=triple suit=spades decks=3 differs=004 -->

# %%
puzzle("follow", preset="001", difficulty=2, seed=4)

# %% [markdown]
# <a id="follow.titanic-ladder"></a>
#
# ## Following a Titanic
#
# When a Titanic such as ♠3 ♠3 ♠3 ♠4 ♠4 ♠4 is led, a follower works down a **ladder** and plays
# the first step their cards allow:
#
# 1. a Titanic;
# 2. **a tractor + any two cards**;
# 3. **two triples**;
# 4. triple + pair + single;
# 5. triple + three singles;
# 6. two pairs + two singles;
# 7. pair + four singles;
# 8. six singles.
#
# A tractor is owed before two triples, as in the two-deck game a tractor is owed before
# anything else. Take a hand that holds both a tractor and two triples of the led suit:

# %%
o5_002 = order_for(level5, rules_002)
titanic_lead = "S3 S3 S3 S4 S4 S4"
hand = "S7 S7 S8 S8 SJ SJ SJ SK SK SK C2 C3"
Cards(hand, o5)

# %% [markdown]
# The tractor ♠7 ♠7 ♠8 ♠8 must come out, with any two more spades; the two triples ♠J ♠J ♠J and
# ♠K ♠K ♠K are not enough:

# %%
default_3 = preset("default", decks=3)
o5_default = order_for(level5, default_3)
rows = [say("| plays | legal? | why |"), "|---|---|---|"]
for play in ("S8 S8 S7 S7 SJ SK", "SJ SJ SJ SK SK SK"):
    v = check_follow(titanic_lead, hand, play, o5_default)
    rows.append(f"| {named(play)} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: following a Titanic (you can skip this)</summary>
#
# Source 002 gives another ladder: it swaps the second and third steps. The house rule is
# "Following a Titanic (three decks)" (`titanic_follow`, rule `follow.titanic-ladder`):
#
# | step | 000 and 001 (the default, `000_001`) | 002 (`002`) |
# |---|---|---|
# | 1 | Titanic | Titanic |
# | 2 | **a tractor + any two cards** (一副拖拉机 + 任意两张) | **two triples** (两副三对) |
# | 3 | **two triples** (两副三同张) | **a tractor + two singles** (一副拖拉机 + 两单张) |
# | 4 | triple + pair + single | triple + pair + single |
# | 5 | triple + three singles | triple + three singles |
# | 6 | two pairs + two singles | two pairs + two singles |
# | 7 | pair + four singles | pair + four singles |
# | 8 | six singles | six singles |
#
# Under 000/001 the tractor ♠7 ♠7 ♠8 ♠8 must come out (with any two more spades); under 002
# the two triples ♠J ♠J ♠J and ♠K ♠K ♠K must.
#
# **Why this default?** Two of the three sources that describe a ladder give it, and it keeps
# the usual order of the two-deck rules — a tractor is owed before anything else. The engine's
# answers under 001 and 002, and each rule set's ladder in words, are in the box below.
#
# </details>

# %%
rows = [say("| rules | play | legal? | why |"), "|---|---|---|---|"]
for play in ("S8 S8 S7 S7 SJ SK", "SJ SJ SJ SK SK SK"):
    for name, order in (("001", o5), ("002", o5_002)):
        v = check_follow(titanic_lead, hand, play, order)
        legal = say("yes") if v.value else say("no")
        rows.append(f"| {rules_named(name)} | {named(play)} | {legal} | {reason_of(v)} |")
for name, rules in (("default", default_3), ("001", tournament), ("002", rules_002)):
    words = option_words("titanic_follow", rules.titanic_follow)
    rows.append("\n" + say("{name}: {words}.", name=rules_named(name), words=words))
house_rules("\n".join(rows))

# %% [markdown]
# ## Levels with three decks: 60-point steps
#
# With three decks the bands are 60 points wide instead of 40, and the attackers need **120**
# points — not 80 — to take the bank.
#
# <a id="default-three-deck-levels"></a>
#
# **The default table with three decks.** This site's two-deck table grows with the number of
# decks: every step is 20 × 3 = 60 points. The table below gives the bands; the three-deck
# tournament's table is the same:
#
# <details class="house-rules"><summary>Other tables: the three-deck level table (you can skip this)</summary>
#
# All three 3-deck sources share one table (000: "0 分记大光,不足 60 分算小光, 120 分上台, 180 分上台 +1 级, 240 分上台 +2 级"). The site's default rules scale the two-deck table of source 000
# by the number of decks, so the default, dealt with three decks, gives the same table as source
# 001.
#
# </details>

# %%
rows = [
    say("| attackers' points | who goes up | bank changes? |"),
    "|---|---|---|",
]


def band(points: int, rules: RuleSet) -> str:
    """Who goes up, and how many levels, in words."""
    change = level_change(points, rules).value
    if change.side == "banker":
        return say("banker team +{levels}").format(levels=change.levels)
    return say("attackers +{levels}").format(levels=change.levels)


for points in (0, 5, 55, 60, 115, 120, 175, 180, 235, 240, 300):
    bank = say("yes") if level_change(points, default_3).value.bank_changes else say("no")
    assert band(points, tournament) == band(points, default_3)  # the tournament's table too
    rows.append(f"| {points} | {band(points, default_3)} | {bank} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## The kitty with three decks
#
# When the attackers win the last trick, the kitty's points are multiplied (Lesson 7): twice the
# cards of the biggest part of the last lead. With three decks the triple and the Titanic join
# in: a triple counts **×6**, a Titanic of two triples **×12**. Here at **level 5, hearts
# trump** — the level matters: the 5s are trumps, so ♠4 ♠4 ♠6 ♠6 is a tractor (4 and 6 are next
# to each other at level 5), and ♠3 ♠3 ♠4 ♠4 ♠6 ♠6 a tractor of three pairs:

# %%
leads = ("S3", "S3 S3", "S3 S3 S3", "S3 S3 S4 S4", "S3 S3 S4 S4 S6 S6", "S3 S3 S3 S4 S4 S4")
rows = [say("| last trick led with | the kitty counts |"), "|---|---|"]
for lead in leads:
    rows.append(f"| {named(lead)} | ×{kitty_multiplier(lead, o5_default).value} |")
Markdown("\n".join(rows))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the kitty with three decks (you can skip this)</summary>
#
# Every source has its own formula (Lesson 7's House rules). Source 001 multiplies by 3 × the
# cards of the largest unit ("555 → 9, 444555 → 18"), source 002 uses a table by type (Titanic
# 2·3^len, triple 6, tractor 2·2^len, pair 4, single 2), source 000 raises 2 to the number of
# cards. The engine's table for the same leads, at level 5 with hearts trump, is in the box
# below.
#
# Source 001 also prints **445566 → 24**, which fits no formula (3 × 6 would be 18); the engine
# applies 3 × cards and the rules notes record the 24 as a source error. Source 001 adds that
# the attackers capture the kitty only when they win the last trick **with trumps** (the house
# rule "Kitty counts only with trumps", `kitty_needs_trump_win`).
#
# </details>

# %%
header = f"| {say('rules')} | " + " | ".join(named(lead) for lead in leads) + " |"
rows = [header, "|---" * (len(leads) + 1) + "|"]
for name in ("default", "000", "001", "002", "shengji"):
    order = order_for(level5, preset(name, decks=3))
    cells = [f"×{kitty_multiplier(lead, order).value}" for lead in leads]
    rows.append(f"| {rules_named(name)} | " + " | ".join(cells) + " |")
house_rules("\n".join(rows))

# %% [markdown]
# ## Try it: the kitty with three decks
#
# The last trick of a 3-deck hand, played under the three-deck tournament's rules: what is the
# kitty worth? Those rules add one condition, in the House rules box above: read it first.
#
# <!-- puzzle kitty-001-1-1: decks=3 differs=default,000,002,003,004,shengji -->

# %%
puzzle("kitty", preset="001", difficulty=1, seed=1)

# %% [markdown]
# And the levels, with 60-point steps:
#
# <!-- puzzle levels-001-2-4: decks=3 points=240 -->

# %%
puzzle("levels", preset="001", difficulty=2, seed=4)

# %% [markdown]
# ## Exercises
#
# **Exercise 11.1** At level 5 with hearts trump, is ♠4 ♠4 ♠4 ♠6 ♠6 ♠6 a Titanic? And
# ♦A ♦A ♦A ♦K ♦K ♦K ♦Q ♦Q?
#
# <details><summary>Hint</summary>Where are the 5s at level 5? And is every step the same
# size?</details>
#
# <details><summary>Solution</summary>
#
# Yes: the 5s are trumps, so ♠4 and ♠6 are adjacent. No: the last step is a pair, not a triple —
# the steps of a tractor must all be the same size.
#
# </details>

# %%
print(reason_of(is_tractor("S4 S4 S4 S6 S6 S6", o5)))
print(reason_of(is_tractor("DA DA DA DK DK DK DQ DQ", o5)))

# %% [markdown]
# **Exercise 11.2** A player leads ♣9 ♣9 ♣9 ♣10 ♣10 at level 5. How is it read, and what must a
# ruff contain?
#
# <details><summary>Solution</summary>
#
# A throw of the triple ♣9 ♣9 ♣9 and the pair ♣10 ♣10; a ruff needs a trump triple and a trump
# pair.
#
# </details>

# %%
print(reason_of(decompose("C9 C9 C9 C10 C10", o5_002)))

# %% [markdown]
# **Exercise 11.3** With three decks the attackers take 175 points. What happens? And with 180?
#
# <details><summary>Solution</summary>
#
# At 175 the attackers take the bank but nobody goes up (120–175); at 180 they take the bank
# and go up one level.
#
# </details>

# %%
for points in (175, 180):
    print(reason_of(level_change(points, tournament)))

# %% [markdown]
# **Next:** [Lesson 12 · One deck, and finding friends](12-one-deck-friends.py).
