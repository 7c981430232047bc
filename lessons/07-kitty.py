# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 7 · The kitty
#
# **What you will learn**
#
# - what the banker does with the **kitty** (底牌): picks it up and **buries** (扣底) 8 cards in
#   its place;
# - how the attackers **capture the kitty** (抠底) by winning the last trick, and how many times
#   its points then count;
# - why the banker team is safe when it wins the last trick itself.
#
# Each section teaches the game this site plays. Tables that play it differently are in the
# folded **Other tables** boxes at the end of a section: open one when you want to compare.

# %%
from IPython.display import Markdown

from tractor_core import (
    Rank,
    RuleConflictError,
    Suit,
    Trump,
    kitty_capture,
    kitty_multiplier,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.rules.cards import card_points
from tractor_core.text import cards_named, page_lang, say
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

level2 = Trump(Rank.TWO, Suit.HEARTS)
order = order_for(level2)


def house_rules(markdown: str) -> Markdown:
    """The engine's comparison of the sources, in a folded House-rules box."""
    summary = say("Other tables: worked out under their rules (you can skip this)")
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


def named(cards: str) -> str:
    """Cards as a reader writes them: ♠4 ♠4 here, 黑桃4、黑桃4 on the Chinese page."""
    return cards_named(parse_cards(cards)).in_language(page_lang())


def rules_named(name: str) -> str:
    """A preset as a reader names it: the default rules, source 004, shengji.io."""
    if name == "default":
        return say("the default rules")
    return "shengji.io" if name == "shengji" else say("source {name}", name=name)


# %% [markdown]
# ## Burying the kitty
#
# After the deal, 8 cards are left face down: the **kitty** (底牌). The banker picks them up and
# puts back any 8 cards from the 33 now in hand. Nobody else sees what was buried.
#
# Why bury one card rather than another? Burying lets the banker make a suit **void** (so it can
# be ruffed later) and keep the trumps. But points buried in the kitty are a risk: if the
# attackers win the last trick, they capture the kitty and score its points, multiplied (see
# below). Here is a kitty with 30 points in it:

# %%
kitty = "SK H10 D5 C5 S3 D4 C7 C8"
Cards(kitty, order)

# %%
points_in = [card for card in parse_cards(kitty) if card_points([card])]
print(
    say(
        "This kitty holds {points} points: {cards}.",
        points=card_points(points_in),
        cards=cards_named(points_in),
    )
)

# %% [markdown]
# **Two words that look alike.** The banker **buries** the kitty: 扣底. The attackers
# **capture** it: 抠底. On this site 扣底 always means the banker's bury.
#
# <details class="house-rules"><summary>Other tables: the word 扣底 (you can skip this)</summary>
#
# Source 000 describes the bury: "在翻主后由庄家取走底牌，而替换成庄家不需要的同样张数的牌作为新的底牌重新扣下" (after trumps are declared the banker takes the kitty and puts back as many cards they
# do not need, face down, as the new kitty). It also warns "如果底牌有分，则庄家应该尽量确保不被抓分方扣底" — if the kitty holds points, make sure the attackers cannot capture it.
#
# Some rulebooks also write 扣底 for the attackers' **capture**, which this site calls 抠底: in
# that warning, "不被抓分方扣底" means "not captured by the attackers", and source 001 calls a
# capture 扣底 too. When you read the sources' own lines, look at who does it: the banker
# buries, the attackers capture.
#
# </details>

# %% [markdown]
# <a id="kitty.twice-unit-size"></a>
#
# ## Capturing the kitty (抠底)
#
# The kitty's points go to whoever wins the **last trick**. If that is the **attackers**, they
# add the kitty's points to their score, **multiplied**: at least doubled. How many times depends
# on the **lead of the last trick**, the cards its first player put down:
#
# - look at the biggest part of the lead — the single, the pair or the tractor;
# - count its cards, and double that: the kitty counts that many times.
#
# So a single counts **×2**, a pair **×4**, a tractor of two pairs such as ♠4 ♠4 ♠5 ♠5 **×8**, a
# tractor of three pairs **×12**. A **throw** (Lesson 6) counts only its biggest part: a throw of
# ♠A ♠A ♠J ♠J is two pairs, and counts as one pair, ×4. Nothing is added up.
#
# Say the attackers lead ♠Q ♠Q to the last trick and win it:

# %%
print(reason_of(kitty_capture(["SQ SQ", "S3 S4", "H3 H3", "S6 S7"], kitty, order)))

# %% [markdown]
# Some more last leads (hearts are trumps, level 2):

# %%
two_deck_leads = (
    "S4",
    "S4 S4",
    "S5 S5 S4 S4",
    "S6 S6 S5 S5 S4 S4",
    "SA SA SJ SJ",
    "SA SK SQ SJ S10 S9 S8 S7 S7",
)
rows = [say("| last trick led with | the kitty counts |"), "|---|---|"]
for lead in two_deck_leads:
    times = kitty_multiplier(lead, order).value
    rows.append(f"| {named(lead)} | ×{times} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="kitty.power-of-two"></a>
# <a id="kitty.three-per-card"></a>
# <a id="kitty.type-table"></a>
# <a id="kitty.four-per-pair"></a>
#
# <details class="house-rules"><summary>Other tables: how much the kitty multiplies (you can skip this)</summary>
#
# Every source agrees that the kitty counts at least double (000, 001, 002: "扣底时底牌的分牌至少要加倍加到抓分方的得分中"), that a bigger last lead multiplies more and that **a throw counts
# only its largest unit**. They disagree about the numbers (the house rule "Kitty points when the
# attackers win the last trick", `kitty_multiplier`). **len** below is the length of a tractor
# or Titanic (a tractor of triples, Lesson 11): how many steps it has; ♠4 ♠4 ♠5 ♠5 has len 2.
#
# | rule | formula | source |
# |---|---|---|
# | `kitty.power-of-two` | 2 to the power of the cards in the largest unit: 44 → 4, 4455 → 16 | 000 |
# | `kitty.three-per-card` | 3 × the cards in the largest unit: 55 → 6, 555 → 9 | 001 (3 decks) |
# | `kitty.type-table` | Titanic 2·3^len, else triple 6, else tractor 2·2^len, else pair 4, else 2 | 002 (also part 2 of 000 and 001) |
# | `kitty.four-per-pair` | single 2, pair 4, tractor 4 × its pairs | 004 |
# | `kitty.twice-unit-size` | 2 × the cards in the largest unit | shengji.io, and this site's default |
#
# **Why this default?** The site uses shengji.io's formula (2 × the cards in the largest unit):
# with two decks it gives exactly 004's numbers (single 2, pair 4, a tractor 4 × its pairs), and
# it has one formula for every deck count.
#
# So 002 multiplies 4455 (len 2) by 2·2² = 8 and 445566 (len 3) by 2·2³ = 16.
#
# Source 000's examples: "闲家用 4455 抠底，翻 16 倍" (4455 multiplies by 16), "闲家用甩牌 AAJJ
# 甩牌抠底，抠底倍数按对子计算，为 4 倍" (the throw AAJJ counts as a pair: ×4). Source 004: "若甩牌时有两对或者两个连对时，仅按照一对或者连对数最多的连对计算，不进行累加" — two pairs count as one
# pair, nothing is added up.
#
# The table below (open it) is the engine's, for the same leads under the default and under each
# source's preset, at level 2 (000's example AKQJ 10 9 8 77 would hold a trump at level 10).
# Preset 001 is a 3-deck preset; the three lower rows are 3-deck shapes (triples), so every
# preset is played with three decks there — and the engine refuses 004's formula with three
# decks (—), as 004 gives no value for a triple.
#
# **Why ×6 by default but ×8 under shengji.io for ♠3 ♠3 ♠3 ♠4 ♠4?** The two read that mixed lead
# differently (Lesson 11, the house rule "Reading a mixed lead", `decompose`). The default keeps
# the triple whole, as source 002 does: 333 + 44, whose largest unit is the triple (3 cards,
# ×6). shengji.io takes the longest unit first: the tractor 3344 + the single 3, whose largest
# unit is the tractor (4 cards, ×8). So that row is the one place where the default and
# shengji.io differ.
#
# Read a row across to see how much the house rules matter: a three-pair tractor such as 445566
# multiplies the kitty by 64 under 000 and by 12 by default. Source 001 prints 24 for 445566,
# which fits none of the formulas (3 × 6 = 18); the engine follows 001's other examples and its
# rule "根据最后一圈牌的最大牌型的牌张数扣底".
#
# </details>

# %%
presets = ("default", "000", "001", "002", "004", "shengji")
three_deck_leads = ("S5 S5 S5", "S3 S3 S3 S4 S4", "S5 S5 S5 S4 S4 S4")


def multiplier(lead: str, name: str, decks: int | None) -> str:
    """The engine's multiplier for this lead under a preset, or — if the preset refuses."""
    try:
        rules = preset(name, decks=decks) if decks else preset(name)
    except RuleConflictError:
        return "—"
    return f"×{kitty_multiplier(lead, order_for(level2, rules)).value}"


rows = [
    f"| {say('last trick led with')} | " + " | ".join(rules_named(n) for n in presets) + " |",
    "|---" * (len(presets) + 1) + "|",
]
for leads, decks in ((two_deck_leads, None), (three_deck_leads, 3)):
    for lead in leads:
        cells = [multiplier(lead, name, decks) for name in presets]
        rows.append(f"| {named(lead)} | " + " | ".join(cells) + " |")
house_rules("\n".join(rows))

# %% [markdown]
# <a id="kitty.banker-keeps"></a>
#
# ## The banker team keeps it
#
# If the **banker team** wins the last trick, nothing is captured: the kitty's points stay with
# the banker team and count for nobody. Here South
# and North are the banker team. South leads ♠A ♠A to the last trick, East plays ♠3 ♠4, North —
# South's partner — ruffs with the trump pair ♥3 ♥3, and West plays ♠6 ♠7:

# %%
last_trick = ["SA SA", "S3 S4", "H3 H3", "S6 S7"]
print(reason_of(kitty_capture(last_trick, kitty, order, winner=2, banker_team={0, 2})))

# %% [markdown]
# <a id="kitty.needs-trump-win"></a>
#
# <details class="house-rules"><summary>Other tables: capturing only with trumps (you can skip this)</summary>
#
# Every source agrees that a banker team that wins the last trick keeps the kitty (000:
# "最后一圈牌如果是庄家方大，不抠底").
#
# **Source 001: only a trump win captures** (the house rule "Kitty counts only with trumps",
# `kitty_needs_trump_win`, rule `kitty.needs-trump-win`). Source 001's tournament rules add a
# condition: "如果最后一轮牌由抓分方用主牌获胜，称为扣底" — the attackers capture the kitty only when
# they win the last trick **with trumps** (001 writes 扣底 for the capture). By default, and
# under every other source, any win of the last trick captures.
#
# Under 001, an attacker who leads ♠A ♠A and keeps the trick captures nothing; an attacker who
# ruffs captures ×6 (001's 3 × 2 cards). In the engine's example (open the box below), East and
# West are the banker team: South leads the last trick, and then North, South's partner, ruffs.
#
# </details>

# %%
tournament = order_for(level2, preset("001"))
kitty_001 = "SK H10 D5 C5 S3 D4"  # with three decks the kitty has 6 cards
lines = []
for trick, winner in ((["SA SA", "S3 S4", "S6 S7", "S8 S9"], 0), (last_trick, 2)):
    verdict = kitty_capture(trick, kitty_001, tournament, winner=winner, banker_team={1, 3})
    said = say(
        "{cards} wins: {points} points. {reason}",
        cards=cards_named(parse_cards(trick[winner])),
        points=verdict.value.attackers_gain,
        reason=reason_of(verdict),
    )
    lines.append(said)
house_rules("\n\n".join(lines))

# %% [markdown]
# ## Try it
#
# The attackers win the last trick. What is the multiplier, and how many points does the kitty
# add? (Count the kitty's points first: 5, 10 and K.) Then press **Compare house rules** to see
# how other tables would score it.
#
# <!-- puzzle kitty-default-2-4: lead=tractor differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# The last trick was a throw here. Which part counts?
#
# <!-- puzzle kitty-default-2-5: lead=throw units=single,tractor differs=000,001 -->

# %%
puzzle("kitty", difficulty=2, seed=5)

# %% [markdown]
# ## Exercises
#
# **Exercise 7.1** The attackers win the last trick, which they led with ♦9 ♦9 ♦8 ♦8 (level 2).
# The kitty holds ♠K ♠5 ♥5 and five cards without points. How many points do they gain from
# the kitty?
#
# <details><summary>Hint</summary>How many cards are in the tractor? How many points in the
# kitty?</details>
#
# <details><summary>Solution</summary>
#
# The tractor has 4 cards, so ×8; the kitty holds 20 points: 160 points.
#
# </details>

# %%
gain = kitty_capture(["D9 D9 D8 D8"], "SK S5 H5 S3 S4 D6 C7 C8", order).value.attackers_gain
print(say("The attackers gain {points} points from the kitty.", points=gain))

# %% [markdown]
# **Exercise 7.2** Same kitty, but the last trick was led with the throw ♠A ♠A ♠K ♠K ♠J ♠J
# (the tractor ♠A ♠A ♠K ♠K and the pair ♠J ♠J). How many times does the kitty count?
#
# <details><summary>Hint</summary>A throw counts only its biggest part. Which is it?</details>
#
# <details><summary>Solution</summary>
#
# The biggest part is the tractor ♠A ♠A ♠K ♠K (2 pairs, 4 cards): ×8. The pair ♠J ♠J adds
# nothing.
#
# </details>

# %%
lines = []
for name in ("default", "004", "000"):
    times = kitty_multiplier("SA SA SK SK SJ SJ", order_for(level2, preset(name))).value
    lines.append(
        say("Under {name}: the kitty counts ×{times}.", name=rules_named(name), times=times)
    )
print(lines[0])  # this site's answer; the other tables' in their box
house_rules("\n\n".join(lines[1:]))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the same throw under other rules (you can skip this)</summary>
#
# Under source 004's rules also ×8 (4 × 2 pairs); under source 000's ×16 (2⁴).
#
# </details>

# %% [markdown]
# **Next:** [Lesson 8 · Scoring a hand](08-scoring.py) — how points become levels.
