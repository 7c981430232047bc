# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 9 · Declaring trumps
#
# **What you will learn**
#
# - how the trump suit is chosen: a player **declares** (亮主, 报主) by showing level cards
#   while the cards are dealt;
# - how a later bid **overturns** (反主) an earlier one — more cards beat fewer, and jokers make
#   a **no-trump** (无主) bid;
# - **reinforcing** (加固, 上保险) and overturning your own bid (自反);
# - the three-deck ladder, and the house rules of sources 001, 003 and 004;
# - what happens when **nobody declares**.
#
# Trumps (Lesson 2) depend on two things: the **level** (the banker's level) and the **trump
# suit**. The level is known before the deal. The suit is decided by the players, during the
# deal, with the level cards they pick up.

# %%
from IPython.display import Markdown

from tractor_core import Rank, Trump, format_cards, preset
from tractor_core.play.hand import Declared, Hand, HandSetup
from tractor_core.rules.declaring import bid_strength, check_bid, read_bid, resolve_no_bid
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import HandRows, page_lang, puzzle, reason_of

rules = preset("default")
TEN = Rank.TEN  # the examples are "at level 10", as in source 000

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).


def trump_words(trump: Trump) -> str:
    """``level 10, hearts trump``, or on the Chinese page ``打10，红桃主``."""
    return trump.describe_zh() if page_lang() == "zh" else trump.describe()


# %% [markdown]
# <a id="declare.shape"></a>
#
# ## What a bid shows
#
# A bid shows **identical level cards of one suit**: that suit becomes trumps. One ♥10 at level
# 10 bids hearts; two ♥10s are a stronger bid for hearts. Two *different* level cards (♠10 + ♣10)
# are not a bid, and neither is any other card (rule `declare.shape`; 000, 004, shengji.io).

# %%
rows = [say("| shown | a bid? | why |"), "|---|---|---|"]
for shown in ("H10", "H10 H10", "S10 C10", "SJ"):
    v = check_bid(shown, 1, TEN, rules)
    rows.append(f"| {shown} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.joker-bid"></a>
#
# **Jokers** make a **no-trump** bid (打无主), but only as identical jokers: a pair of big jokers
# or a pair of little jokers (rule `declare.joker-bid`). A single joker, or BJ + LJ, is not a bid.

# %%
rows = [say("| shown | a bid? | why |"), "|---|---|---|"]
for shown in ("LJ LJ", "BJ", "BJ LJ"):
    v = check_bid(shown, 1, TEN, rules)
    rows.append(f"| {shown} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.own-cards"></a>
#
# And of course you can only show cards you hold (rule `declare.own-cards`):

# %%
print(reason_of(check_bid("S10 S10", 1, TEN, rules, hand="S10 C3 D4")))

# %% [markdown]
# <a id="declare.first"></a>
# <a id="declare.during-deal"></a>
#
# ## The first declaration
#
# The first player to show a legal bid fixes the trump suit; after that only a stronger bid
# counts (rule `declare.first`; 000: "the suit of the first 10 shown becomes trumps"). As soon as
# you draw a level card you may show it — or wait for a second copy and a stronger bid. But the
# first bid must come **while the cards are dealt**: once the last card is drawn it is too late,
# and the no-bid rule below applies (rule `declare.during-deal`):

# %%
print(reason_of(check_bid("H10", 1, TEN, rules)))
print(reason_of(check_bid("H10", 1, TEN, rules, phase="after_deal")))

# %% [markdown]
# <a id="declare.min-cards"></a>
#
# Some tables require a pair even for the first declaration (`declare_min_cards`, rule
# `declare.min-cards`):

# %%
print(reason_of(check_bid("H10", 1, TEN, preset("default", declare_min_cards=2))))

# %% [markdown]
# <a id="declare.beats.joker-or-greater-length"></a>
#
# ## Overturning (反主)
#
# A later bid **overturns** the current one if it is stronger. By default (rule
# `declare.beats.joker-or-greater-length`, shengji.io's `JokerOrGreaterLength`; see the
# [rules catalogue](rules-catalogue.py)):
#
# 1. **more cards beat fewer**: a pair overturns a single;
# 2. at **equal length only jokers** overturn: ♦10♦10 does not beat ♠10♠10, but LJ LJ does;
# 3. a **big-joker** bid beats a little-joker bid.
#
# The engine checks each bid against the current one (`history`, the winning bid last):

# %%
single_h = read_bid("H10", TEN, rules, seat=1).value
pair_s = read_bid("S10 S10", TEN, rules, seat=2).value
pair_lj = read_bid("LJ LJ", TEN, rules, seat=3).value
rows = [say("| new bid | against | stands? | why |"), "|---|---|---|---|"]
for shown, seat, history in (
    ("S10 S10", 2, [single_h]),
    ("D10 D10", 3, [single_h, pair_s]),
    ("LJ LJ", 3, [single_h, pair_s]),
    ("BJ BJ", 0, [single_h, pair_s, pair_lj]),
):
    v = check_bid(shown, seat, TEN, rules, history=history)
    rows.append(
        f"| {shown} | {history[-1].text()} | {say('yes') if v.value else say('no')} | {reason_of(v)} |"
    )
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.beats.joker-or-higher-suit"></a>
# <a id="declare.beats.greater-length"></a>
#
# Source 004 adds a **suit order** for bids of equal length: BJ > LJ > ♠ > ♥ > ♣ > ♦ ("大王 >
# 小王 > 黑桃 > 红桃 > 梅花 > 方片"), so there ♣10♣10 overturns ♦10♦10 (rule
# `declare.beats.joker-or-higher-suit`). A third reading, `greater_length`, lets only *more*
# cards overturn — jokers included (rule `declare.beats.greater-length`).
#
# **This site's default** is the first reading, more cards or jokers: it is the ladder sources
# 000 and 002 write out ("单张10 < 两张10 < 两张王(打无主) < 三张10 < 三张王", below) and
# shengji.io's default, while the suit order is 004's alone.

# %%
pair_d = read_bid("D10 D10", TEN, rules, seat=2).value
rows = [say("| house rules | C10 C10 over D10 D10 | BJ BJ over D10 D10 |"), "|---|---|---|"]
for name, house in (
    ("default", rules),
    ("004", preset("004")),
    ("greater_length", preset("default", bid_policy="greater_length")),
):
    v = check_bid("C10 C10", 3, TEN, house, history=[pair_d])
    w = check_bid("BJ BJ", 3, TEN, house, history=[pair_d])
    rows.append(
        f"| {say(name, context='preset')} | {say('stands') if v.value else say('no')} | {say('stands') if w.value else say('no')} |"
    )
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.reinforce"></a>
# <a id="declare.self-overturn"></a>
#
# ## Reinforcing and overturning yourself
#
# If you declared with one ♥10 and later draw the second, you may show the pair to **reinforce**
# your bid (加固, 004: 上保险): hearts stay trumps, and now only a stronger bid can overturn
# them (rule `declare.reinforce`).
#
# Overturning **your own** bid with another suit (自反) is allowed only after somebody else has
# bid (001: "自己亮主后，没人改主，自己不能反自己"; option `self_overturn`, rule
# `declare.self-overturn`):

# %%
print(reason_of(check_bid("H10 H10", 1, TEN, rules, history=[single_h])))
print(reason_of(check_bid("S10 S10", 1, TEN, rules, history=[single_h])))

# %% [markdown]
# ## Three decks: the ladder
#
# With three decks a bid can show up to three cards. Sources 000 and 002 give the ladder
# "单张10 < 两张10 < 两张王(打无主) < 三张10 < 三张王(打无主)": a pair of jokers beats a pair of
# level cards but loses to three level cards. The engine's strength of each bid is a
# `(length, joker)` key:

# %%
three_decks = preset("000", decks=3)
history = []
rows = [say("| shown | stands? | strength | trump |"), "|---|---|---|---|"]
for seat, shown in ((0, "H10"), (1, "S10 S10"), (2, "LJ LJ"), (3, "D10 D10 D10"), (0, "BJ BJ BJ")):
    v = check_bid(shown, seat, TEN, three_decks, history=history)
    history.append(v.details["bid"])
    key = bid_strength(v.details["bid"], three_decks)
    stands = say("yes") if v.value else say("no")
    rows.append(f"| {shown} | {stands} | {key} | {trump_words(v.details['trump'])} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.kitty-cards"></a>
#
# The 3-deck tournament rules of **001** have no joker bids at all (the ladder is 1, 2, 3 level
# cards), overturns must come before the kitty is picked up, and "底牌凑成的对或三条不可以反" —
# a pair or triple completed with kitty cards may not be used (rule `declare.kitty-cards`):

# %%
tournament = preset("001")
print(reason_of(check_bid("LJ LJ", 2, TEN, tournament, history=[single_h])))
print(
    reason_of(
        check_bid(
            "S10 S10", 2, TEN, tournament, history=[single_h], hand="S10 S10 C3", from_kitty="S10"
        )
    )
)

# %% [markdown]
# <a id="declare.joker-colour"></a>
# <a id="declare.jokers-open"></a>
#
# ## Two more house rules
#
# **003** (双升): in the first hand a declaration is a level card **plus a joker of its colour** —
# the big (red) joker with hearts or diamonds, the little (black) joker with spades or clubs
# (rule `declare.joker-colour`). **004**: jokers may overturn but never make the first
# declaration ("常主不可进行报主", rule `declare.jokers-open`).

# %%
rows = [say("| source | shown | a bid? | why |"), "|---|---|---|---|"]
for name, shown in (("003", "H10"), ("003", "H10 BJ"), ("003", "S10 BJ"), ("004", "LJ LJ")):
    v = check_bid(shown, 1, TEN, preset(name))
    rows.append(f"| {name} | {shown} | {say('yes') if v.value else say('no')} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="first-banker-term"></a>
#
# ## Who is banker in the first hand
#
# In later hands the banker is already known from the hand before ([Lesson 8](08-scoring.py)).
# In the **first hand** of a match nobody is banker yet, so the bidding also chooses the banker
# (rule `hand.first-banker`, explained again in [Lesson 10](10-whole-hand.py#hand.first-banker)).
# The sources read it two ways:
#
# - **the winning bid** is banker: whoever holds the bid when bidding closes. Source 001:
#   "首轮反主抢庄" — in the first round, overturning also grabs the bank. Source 004 comes to the
#   same: the first to show a level card becomes banker (抢报), but under its 反主反打 whoever
#   overturns before the declarer picks up the kitty becomes banker instead ("反主后，反主玩家变成
#   当前庄家"), so the bank goes to the bid that stands when the kitty is taken;
# - **the first bid** is banker: whoever declared first, even if someone overturns the trump
#   later. Source 000: "开局中，双方争庄，先亮者为庄家" — at the start both sides race for the
#   bank, and the first to show is banker (also 003).
#
# **This site's default is the winning bid**, like shengji.io's default: then the player whose
# bid fixed the trump also gets the kitty and leads, so trump and banker never split in the first
# hand. The engine reports its choice in the deal below.
#
# ## A real deal
#
# Here is a deal at level 2, drawn card by card by the engine. Each time a player draws a level
# card, they show every copy they hold if that bid would stand:

# %%
deal = Hand(HandSetup(rules, seed=11))
while deal.phase == "deal":
    drew = deal.draw()
    if drew.card.rank == deal.level:
        shown = [drew.card] * deal.hands[drew.seat].count(drew.card)
        if deal.can_declare(drew.seat, shown):
            deal.declare(drew.seat, shown)
for number, record in enumerate(deal.log, start=1):
    if isinstance(record, Declared):
        said = say("Card {number}: seat {seat} shows {cards}.")
        print(said.format(number=number, seat=record.seat, cards=format_cards(record.cards)))
closed = deal.close_bidding()
print(reason_of(closed))

# %% [markdown]
# The banker's hand, with the kitty picked up (33 cards, trumps first, in rows that wrap to the
# page):

# %%
HandRows(deal.hands[closed.banker], deal.order)

# %% [markdown]
# ## Try it
#
# Does the second declaration overturn the first? Both are pairs of level cards. Then press
# **Compare house rules**: source 004, whose suit order ranks bids of equal length, answers
# differently from every other preset.
#
# <!-- puzzle declaration-default-1-17: answer=no answer@004=yes differs=004 -->

# %%
puzzle("declaration", difficulty=1, seed=17)

# %% [markdown]
# Once the bidding has fixed the trump, every player re-sorts their hand: the level cards and the
# new trump suit move to the top. Sort this hand for the trump the puzzle names.
#
# <!-- puzzle order-default-2-4: differs=none -->

# %%
puzzle("order", difficulty=2, seed=4)

# %% [markdown]
# <a id="declare.no-bid.redeal"></a>
# <a id="declare.no-bid.no-trump"></a>
# <a id="declare.no-bid.kitty-nth"></a>
# <a id="declare.no-bid.kitty-majority"></a>
# <a id="declare.no-bid.kitty-first-level-or-highest"></a>
#
# ## When nobody declares
#
# If no bid was made during the whole deal, the sources part ways (options `no_bid_first_hand`
# and `no_bid_later`):
#
# - **redeal** — shuffle and deal again (the default for the first hand);
# - **no-trump** — 000: "若发牌结束仍无人亮牌，则打无主";
# - **the nth kitty card** — 004 turns up the 3rd kitty card from the top (a joker there means
#   no-trump); shengji.io the 1st (the default for later hands);
# - **the kitty's longest suit** — 001 turns the kitty over; the suit with most cards is trumps;
# - **the first level card or joker in the kitty**, else the highest card (shengji.io option).
#
# **This site's default** splits the two cases, as shengji.io does. In the **first hand** the
# bid also chooses the banker, so a deal without a bid has no banker: it is dealt again. In
# **later hands** the banker is already known, so the hand is played: the first kitty card sets
# the trump suit.
#
# The same kitty under each preset, at level 5:

# %%
kitty = "S3 H5 LJ D9 C4 S8 SK S2"
Cards(kitty)

# %%
rows = [say("| preset | first hand | later hands | rule (later hands) |"), "|---|---|---|---|"]
for name in ("default", "000", "001", "004", "shengji"):
    first = resolve_no_bid(kitty, Rank.FIVE, preset(name), first_hand=True).value
    later = resolve_no_bid(kitty, Rank.FIVE, preset(name), first_hand=False)
    show = [trump_words(t) if t else say("redeal") for t in (first, later.value)]
    rows.append(f"| `{name}` | {show[0]} | {show[1]} | `{later.rule}` |")
Markdown("\n".join(rows))

# %% [markdown]
# > After the bidding the banker picks up the kitty and buries the same number of cards (Lesson
# > 7); source 004 also lets a later overturner **steal** the kitty and bury it again (炒底,
# > option `kitty_theft`). [Lesson 10](10-whole-hand.py) plays a whole hand.

# %% [markdown]
# ## Exercises
#
# **Exercise 9.1** At level 10, West has declared ♠10♠10. North shows ♥10♥10. Does North's bid
# stand under the default rules? Under 004's?
#
# <details><summary>Hint</summary>Equal length: who may overturn a bid of the same
# length?</details>
#
# <details><summary>Solution</summary>
#
# No and no: at equal length only jokers overturn by default; under 004 a higher suit also
# could, but hearts rank below spades.
#
# </details>

# %%
west = read_bid("S10 S10", TEN, rules, seat=3).value
for name in ("default", "004"):
    reason = reason_of(check_bid("H10 H10", 2, TEN, preset(name), history=[west]))
    print(say("Under {name}: {reason}").format(name=name, reason=reason))

# %% [markdown]
# **Exercise 9.2** With three decks, can LJ LJ overturn ♦10♦10♦10?
#
# <details><summary>Solution</summary>
#
# No: on the ladder two jokers sit below three level cards. Only BJ BJ BJ (or LJ LJ LJ) would.
#
# </details>

# %%
triple_d = read_bid("D10 D10 D10", TEN, three_decks, seat=3).value
print(reason_of(check_bid("LJ LJ", 0, TEN, three_decks, history=[triple_d])))

# %% [markdown]
# **Exercise 9.3** In a later hand under 004's rules nobody declares, and the kitty is
# ♠3 ♥5 ♣9 ♦K ♠4 ♣8 ♥2 ♦6. Which suit is trumps?
#
# <details><summary>Solution</summary>
#
# The 3rd card from the top, ♣9: clubs.
#
# </details>

# %%
print(
    reason_of(resolve_no_bid("S3 H5 C9 DK S4 C8 H2 D6", Rank.FIVE, preset("004"), first_hand=False))
)

# %% [markdown]
# **Next:** [Lesson 10 · A whole hand](10-whole-hand.py).
