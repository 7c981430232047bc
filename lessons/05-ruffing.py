# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 5 · Ruffing, discarding and over-ruffing
#
# **What you will learn**
#
# - who wins a trick: the highest play of the **led suit**, unless someone **ruffs** (毙) with
#   trumps;
# - why equal cards never beat each other: the **first one played wins**;
# - why a play of another side suit is a **discard** (垫牌) and never wins, and why a ruff must
#   have the **lead's shape** — trumps without a pair cannot take a pair;
# - what happens when two players ruff (**over-ruffing**, 盖毙).
#
# In every example South leads, and the others play after in turn: East, North, then West. The
# examples are at level 10, hearts trump.

# %%
from IPython.display import SVG

from tractor_core import Rank, Suit, Trump, TrumpOrder, order_for, preset
from tractor_core.rules.trick import ruff_beats, trick_winner
from tractor_core.text import Localized, cards_named, say, seat_named
from tractor_core.words.svg import Cards, trick_svg
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of, tool

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))

#: The house rules this lesson compares, as a reader names them.
RULEBOOK = {
    "default": Localized("This site (sources 000 and 001)", "本站（资料 000、001）"),
    "000": Localized("Source 000 (and this site)", "资料 000（本站也一样）"),
    "shengji": Localized("The shengji.io website", "shengji.io 网站"),
}


def named(cards: str) -> str:
    """Cards as a reader writes them, in the page's language: ``♠K ♠K`` / ``黑桃K、黑桃K``."""
    return cards_named(cards.split()).in_language(page_lang())


def referee(plays: list[str], order: TrumpOrder) -> SVG:
    """Print the engine's ruling on each play, and draw the trick with the winner marked."""
    verdict = trick_winner(plays, order)
    for ruling in verdict.details["rulings"]:
        print(reason_of(ruling))
    return SVG(trick_svg(plays, order, winner=verdict.value))


# %% [markdown]
# <a id="trick.lead"></a>
# <a id="trick.higher"></a>
# <a id="trick.leader-keeps"></a>
# <a id="trick.ties"></a>
#
# ## The highest card of the led suit wins
#
# The leader holds the trick until someone plays something **strictly higher of the same shape**
# in the led suit. If nobody does, the leader keeps it. When two plays are **equal**, the first
# one played wins (source 000: "出牌时同等大小的牌以先出者为大", equal cards: the first played is
# higher).
#
# South leads ♠K. East plays ♠A, North the other ♠A, West ♠3:

# %%
referee(["SK", "SA", "SA", "S3"], level10)

# %% [markdown]
# North's ace is just as high as East's, but it came second. The same goes for the off-suit
# level cards, which are all equal ([Lesson 2](02-trumps.py)):

# %%
referee(["SK", "S10", "C10", "D10"], level10)

# %% [markdown]
# <a id="trick.ruff"></a>
# <a id="trick.discard"></a>
#
# ## Ruffing and discarding
#
# A player who is **void** in the led side suit may play trumps: that is a **ruff** (毙, also
# 杀), and trumps beat every card of the led suit. Or they may throw away cards of another side
# suit: a **discard** (垫牌), which **never wins**, however high. Source 000:
# "出某花色副牌时，其余家无此门花色时，可出主牌，称为毙" (when a side suit is led, a player with
# none of it may play trumps: that is a ruff).
#
# South leads ♦6 ♦6. North ruffs with ♥2 ♥2 — the lowest trump pair beats any diamond pair —
# and West's ♠9 ♠9 is a discard:

# %%
referee(["D6 D6", "D3 D3", "H2 H2", "S9 S9"], level10)

# %% [markdown]
# <a id="trick.ruff-shape"></a>
# <a id="trick.structure"></a>
#
# ## A ruff must have the lead's shape
#
# To win, a play must have the **shape of the lead**: a pair for a pair, a tractor for a
# tractor. A follower of the led suit without the shape cannot win, and a ruff without it
# **counts as a discard**. Source 000: "若出的牌中有拖拉机或
# 对牌，毙牌时所出的牌必须是主牌，且其拖拉机的数目不得少于出的牌中的拖拉机的数目，对牌的数目也不得少于
# 出的牌中的对牌的数目，否则被视为垫牌" — the ruff must be all trumps, with at least as many
# tractors and pairs as the lead, otherwise it is a discard. Sources 002 and 004 say the same.
#
# South leads ♣Q ♣Q. East has no clubs and plays ♥A ♥K, two high trumps — but not a pair:

# %%
referee(["CQ CQ", "HA HK", "C3 C3", "DA DA"], level10)

# %% [markdown]
# A bigger example, from source 000: the trumps ♥9 ♥9 ♥8 ♥8 ♥7 ♥2 ruff the spades
# ♠A ♠K ♠5 ♠5 ♠4 ♠4 led together (a **throw**, [Lesson 6](06-throws.py)), but not
# ♠A ♠A ♠5 ♠5 ♠4 ♠4. The engine reads each lead into units:
#
# - ♠A ♠K ♠5 ♠5 ♠4 ♠4 is the tractor ♠5 ♠5 ♠4 ♠4 + the single ♠A + the single ♠K, and the ruff
#   is the tractor ♥9 ♥9 ♥8 ♥8 + the single ♥7 + the single ♥2: the shapes match, so the ruff
#   wins;
# - ♠A ♠A ♠5 ♠5 ♠4 ♠4 is the tractor ♠5 ♠5 ♠4 ♠4 + the **pair** ♠A ♠A, and the ruff has no
#   second pair: a discard.

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
# ### Does a long trump tractor cover a tractor and a pair?
#
# Yes. The rule counts tractors and pairs: the ruff needs **at least** as
# many tractors and pairs as the lead, with room for each. A trump tractor of three pairs holds a
# two-pair tractor **and** one more pair, so it covers a thrown tractor + pair. Source 004 says
# the ruff "也必须包含相应数量的牌型" — must contain the same number of each shape.
#
# South's throw ♠A ♠A ♠K ♠K + ♠8 ♠8 stood. East has no spades and ruffs with ♥5 ♥5 ♥6 ♥6 ♥7 ♥7;
# North and West play spades that do not have the lead's shape:

# %%
long_ruff = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 H7 H7", "S2 S3 S4 S5 S6 S7", "S9 S9 SJ SJ SQ S3"]
referee(long_ruff, level10)

# %% [markdown]
# <a id="trick.over-ruff.largest-unit-first"></a>
# <a id="trick.over-ruff.all-units"></a>
# <a id="trick.over-ruff.highest-card"></a>
#
# ## Over-ruffing (盖毙)
#
# When a second player ruffs too, the higher ruff wins: an **over-ruff** (盖毙). With one unit
# led, "higher" is clear. With a throw of several units (a pair and a single, say;
# [Lesson 6](06-throws.py)), compare the ruffs' **largest units first**: tractors, then pairs,
# then singles. Source 000's examples, a spade lead ruffed in hearts:
#
# - the trumps ♥9 ♥7 ♥7 ruff the lead ♠5 ♠4 ♠4 (a pair and a single), and ♥8 ♥8 ♥4
#   over-ruffs: its pair ♥8 ♥8 beats the pair ♥7 ♥7;
# - ♥9 ♥7 ♥7 ruffs ♠5 ♠6 ♠7 (three singles), and ♥8 ♥8 ♥4 does **not** over-ruff: single
#   against single, ♥9 is the highest card.
#
# The engine's reason for the first one:

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
# not beat the ♥9. A third choice lets the single **highest card** decide. The house-rules builder calls this
# "Comparing two ruffs of a throw". The engine judges source 000's two examples under each:
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
    (RULEBOOK["000"].in_language(page_lang()), preset("000")),
    (RULEBOOK["shengji"].in_language(page_lang()), preset("shengji")),
    (option_words("over_ruff", "highest_card"), preset("default", over_ruff="highest_card")),
):
    order = order_for(Trump(Rank.TEN, Suit.HEARTS), rules)
    on_544 = ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", order)
    on_567 = ruff_beats("S5 S6 S7", "H9 H7 H7", "H8 H8 H4", order)
    rows.append(
        f"| {name} | {say('yes') if on_544.value else say('no')} | {say('yes') if on_567.value else say('no')} |"
    )
house_rules_box("\n".join(rows))

# %% [markdown]
# <a id="over-ruff-mixed-throw"></a>
#
# ### Two ruffs of a thrown tractor and pair
#
# Largest unit first means: the **tractors** decide, and the pairs matter only if the tractors
# tie. Two players ruff South's throw ♠A ♠A ♠K ♠K + ♠8 ♠8:
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
    rulebook = RULEBOOK[name].in_language(page_lang())
    lines.append(say("**{name}**: {reason}").format(name=rulebook, reason=reason_of(verdict)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# The same question in a puzzle, with a smaller throw: a pair and a single of clubs are thrown,
# and all three other players ruff. Who wins — and what does **Compare house rules** say for
# shengji.io?
#
# <!-- puzzle trick-default-3-214: lead=throw units=pair,single suit=clubs ruffs=3 answer=East answer@shengji=You_(South) differs=shengji -->

# %%
puzzle("trick", difficulty=3, seed=214)

# %% [markdown]
# ## Try it
#
# Who wins this trick? A tractor of spades is led. Look hard at the last play: is it all trumps,
# and does it have the lead's shape?
#
# <!-- puzzle trick-default-2-19: lead=tractor suit=spades ruffs=1 differs=none -->

# %%
puzzle("trick", difficulty=2, seed=19)

# %% [markdown]
# And this one: a pair of clubs is led, two players answer with pairs, and one plays two trumps
# that are not a pair.
#
# <!-- puzzle trick-default-2-24: lead=pair suit=clubs ruffs=1 differs=none -->

# %%
puzzle("trick", difficulty=2, seed=24)

# %% [markdown]
# ## Exercises
#
# **Exercise 5.1** Level 7, spades trump. South leads ♦8 ♦8 ♦9 ♦9. East plays ♠3 ♠3 ♠4 ♠4,
# North plays ♥7 ♥7 ♠7 ♠7, West plays ♦2 ♦3 ♦4 ♦5. Who wins?
#
# <details><summary>Hint</summary>At level 7, what are ♠7 and ♥7? Is ♠7 ♠7 + ♥7 ♥7 a tractor
# (<a href="../03-combinations/">Lesson 3</a>)?</details>
#
# <details><summary>Solution</summary>
#
# North. East ruffs with a trump tractor. North's cards are all level cards, so all trumps, and
# the trump-suit level pair with an off-suit level pair *is* a tractor — a higher one. West
# follows suit without a tractor, so it cannot win.
#
# </details>

# %%
level7 = order_for(Trump(Rank.SEVEN, Suit.SPADES))
referee(["D8 D8 D9 D9", "S3 S3 S4 S4", "H7 H7 S7 S7", "D2 D3 D4 D5"], level7)

# %% [markdown]
# **Exercise 5.2** Level 10, hearts trump. South leads ♠K ♠K ♠3 (a throw: a pair and a
# single). East ruffs with ♥9 ♥9 ♥2; North plays ♥Q ♥Q ♥2. Does North over-ruff?
#
# <details><summary>Hint</summary>Compare the pairs first, then the singles. Is ♥2 higher than
# ♥2?</details>
#
# <details><summary>Solution</summary>
#
# Yes: the largest units are compared first, and ♥Q ♥Q beats ♥9 ♥9. (Other tables: on the
# shengji.io website, no, because every unit must be higher there, and the two ♥2s are equal.)
#
# </details>

# %%
for name in ("default", "shengji"):
    over = ruff_beats("SK SK S3", "H9 H9 H2", "HQ HQ H2", order_for(level10.trump, preset(name)))
    rulebook = RULEBOOK[name].in_language(page_lang())
    if over.value:
        print(say("{name}: ♥Q ♥Q ♥2 over-ruffs ♥9 ♥9 ♥2.").format(name=rulebook))
    else:
        print(say("{name}: ♥Q ♥Q ♥2 does not over-ruff ♥9 ♥9 ♥2.").format(name=rulebook))

# %% [markdown]
# <a id="referee-at-the-table"></a>
#
# ## At the table: the referee (for teachers)
#
# When a class argues about a trick, type it into the **referee** instead of deciding by
# authority. It asks the same engine that draws this lesson's tables, and answers in plain words
# with the reason and a link to the rule — here source 000's
# "毙牌的大小以毙牌中的拖拉机和对牌大小为准" (ruffs compare by their tractors and pairs).
#
# Source 000's first example: South leads ♠5 ♠4 ♠4 at level 10, hearts trump; East ruffs
# ♥9 ♥7 ♥7, North plays ♥8 ♥8 ♥4, West ♠2 ♠3 ♠6. On this website, open the
# [Referee](tools/referee.md) page: under **Trump** choose **Level** 10 and **Suit** ♥ hearts;
# keep the **Question** "Who wins this trick?"; in the box
# **Plays, one per line, the leader's first** type one play a line (♠5 ♠4 ♠4, then ♥9 ♥7 ♥7, ♥8 ♥8 ♥4 and ♠2 ♠3 ♠6; the letters of
# [Lesson 1](01-deck-players-goal.py#notation) are quicker to type); press **Give the ruling**:
# the third play, North's, wins. Then try:
#
# - change the lead to ♠5 ♠6 ♠7 (three singles): the ♥9 decides;
# - type a card that does not exist (a spade 1): the error names the box and the card, and your
#   text stays.
#
# In a notebook (JupyterLab, see the [teachers' guide](teachers-guide.md)) the referee below
# holds the same example: press **Rule!**.
#
# <details class="house-rules"><summary>Other tables: the referee under shengji.io's rules (you can skip this)</summary>
#
# On [Your house rules](tools/house-rules.md), choose **shengji — shengji.io defaults** in
# **Start from the preset**, go back to the referee and rule again: North no longer over-ruffs,
# East wins. With the lead ♠5 ♠6 ♠7 the ♥9 decides under every house rule. In a notebook, choose
# shengji.io defaults in the referee's own **House rules** menu.
#
# </details>

# %%
tool(
    "referee",
    show_picker=True,
    level="10",
    suit="H",
    lead="S5 S4 S4",
    others="H9 H7 H7\nH8 H8 H4\nS2 S3 S6",
)

# %% [markdown]
# **Next:** [Lesson 6 · Throws](06-throws.py) — leading several units at once.
