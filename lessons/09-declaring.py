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
#   a **no-trump** (无主) bid — and until when;
# - **reinforcing** (加固, 上保险) and overturning your own bid (自反);
# - the ladder of bids with three decks;
# - who is banker in the first hand, and what happens when **nobody declares**.
#
# Trumps (Lesson 2) depend on two things: the **level** (the banker's level) and the **trump
# suit**. The level is known before the deal. The suit is decided by the players, during the
# deal, with the level cards they pick up. The main text is the game this site plays; the
# folded **Other tables** boxes show how other tables declare.

# %%
from IPython.display import Markdown

from tractor_core import Rank, Trump, parse_cards, preset
from tractor_core.play.hand import Declared, Hand, HandSetup
from tractor_core.rules.declaring import check_bid, read_bid, resolve_no_bid
from tractor_core.text import cards_named, say, seat_named
from tractor_core.words.svg import Cards
from widgets import HandRows, option_words, page_lang, puzzle, reason_of

rules = preset("default")
TEN = Rank.TEN  # the examples are "at level 10", as in source 000


def trump_words(trump: Trump) -> str:
    """``level 10, hearts trump``, or on the Chinese page ``打10，红桃主``."""
    return trump.describe_zh() if page_lang() == "zh" else trump.describe()


def named(cards: object) -> str:
    """Cards as a reader writes them: ♥10 ♥10 here, 红桃10、红桃10 on the Chinese page."""
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


def yes_no(said: bool) -> str:
    """Yes or no in the page's words."""
    return say("yes") if said else say("no")


# %% [markdown]
# <a id="declare.shape"></a>
#
# ## What a bid shows
#
# A bid shows **identical level cards of one suit**: that suit becomes trumps. One ♥10 at level
# 10 bids hearts; two ♥10s are a stronger bid for hearts. Two *different* level cards (♠10 + ♣10)
# are not a bid, and neither is any other card.

# %%
rows = [say("| shown | a bid? | why |"), "|---|---|---|"]
for shown in ("H10", "H10 H10", "S10 C10", "SJ"):
    v = check_bid(shown, 1, TEN, rules)
    rows.append(f"| {named(shown)} | {yes_no(v.value)} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.joker-bid"></a>
#
# **Jokers** make a **no-trump** bid (打无主), but only as identical jokers: a pair of big jokers
# or a pair of little jokers. A single joker, or a big joker with a little one, is not a bid.

# %%
rows = [say("| shown | a bid? | why |"), "|---|---|---|"]
for shown in ("LJ LJ", "BJ", "BJ LJ"):
    v = check_bid(shown, 1, TEN, rules)
    rows.append(f"| {named(shown)} | {yes_no(v.value)} | {reason_of(v)} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.own-cards"></a>
#
# And of course you can only show cards you hold:

# %%
print(reason_of(check_bid("S10 S10", 1, TEN, rules, hand="S10 C3 D4")))

# %% [markdown]
# <a id="declare.first"></a>
# <a id="declare.during-deal"></a>
#
# ## The first declaration
#
# The first player to show a legal bid fixes the trump suit; after that only a stronger bid
# counts. As soon as you draw a level
# card you may show it — or wait for a second copy and a stronger bid. But the first bid must
# come **while the cards are dealt**: once the last card is drawn it is too late, and the rule
# for "nobody declares" (at the end of this lesson) applies:

# %%
print(reason_of(check_bid("H10", 1, TEN, rules)))
print(reason_of(check_bid("H10", 1, TEN, rules, phase="after_deal")))

# %% [markdown]
# <a id="declare.min-cards"></a>
#
# <details class="house-rules"><summary>Other tables: a pair for the first declaration (you can skip this)</summary>
#
# Source 000: the suit of the first 10 shown becomes trumps. Some tables require a pair even
# for the first declaration: the house rule "Level cards for a
# first declaration" (`declare_min_cards`, rule `declare.min-cards`), 1 by default. With 2, a
# single ♥10 is refused (open the box below for the engine's answer).
#
# </details>

# %%
house_rules(reason_of(check_bid("H10", 1, TEN, preset("default", declare_min_cards=2))))

# %% [markdown]
# <a id="declare.beats.joker-or-greater-length"></a>
#
# ## Overturning (反主)
#
# A later bid **overturns** the current one if it is stronger (see the
# [rules catalogue](rules-catalogue.py) for every reading):
#
# 1. **more cards beat fewer**: a pair overturns a single;
# 2. at **equal length only jokers** overturn: ♦10 ♦10 does not beat ♠10 ♠10, but a pair of
#    little jokers does;
# 3. a **big-joker** bid beats a little-joker bid.
#
# Each bid below, checked against the one standing before it:

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
        f"| {named(shown)} | {named(history[-1].text())} | {yes_no(v.value)} | {reason_of(v)} |"
    )
Markdown("\n".join(rows))

# %% [markdown]
# **Until when?** Overturning is not over when the last card is dealt. The deal ends, and for
# a short moment nobody may make a *first* bid any more, but a player may still **overturn**
# or **reinforce** (below) the bid that stands. Then the bidding closes and the banker picks
# up the kitty ([Lesson 10](10-whole-hand.py#hand.phase) shows the phases of a hand). Here
# ♠10 ♠10 overturns ♥10 after the last card:

# %%
print(reason_of(check_bid("S10 S10", 2, TEN, rules, history=[single_h], phase="after_deal")))

# %% [markdown]
# <a id="declare.beats.joker-or-higher-suit"></a>
# <a id="declare.beats.greater-length"></a>
#
# <details class="house-rules"><summary>Other tables: what overturns a declaration (you can skip this)</summary>
#
# What overturns a declaration is the house rule "What overturns a declaration"
# (`bid_policy`). The default reading — more cards win; with as many cards, only jokers
# overturn — is rule `declare.beats.joker-or-greater-length`, shengji.io's
# `JokerOrGreaterLength`.
#
# Source 004 adds a **suit order** for bids of equal length: BJ > LJ > ♠ > ♥ > ♣ > ♦ ("大王 >
# 小王 > 黑桃 > 红桃 > 梅花 > 方片"), so there ♣10 ♣10 overturns ♦10 ♦10 (rule
# `declare.beats.joker-or-higher-suit`). A third reading, `greater_length` ("Only more cards
# overturn"), lets only *more* cards overturn — jokers included (rule
# `declare.beats.greater-length`).
#
# **Why this default?** It is the ladder sources 000 and 002 write out ("单张10 < 两张10 <
# 两张王(打无主) < 三张10 < 三张王", in the three-deck box below) and shengji.io's default, while the suit order is
# 004's alone. The engine's answers under each are in the box below.
#
# </details>

# %%
pair_d = read_bid("D10 D10", TEN, rules, seat=2).value
header = say(
    "| house rules | {clubs} over {diamonds} | {jokers} over {diamonds} |",
    clubs=cards_named(parse_cards("C10 C10")),
    diamonds=cards_named(parse_cards("D10 D10")),
    jokers=cards_named(parse_cards("BJ BJ")),
)
rows = [header, "|---|---|---|"]
for name, house in (
    (rules_named("default"), rules),
    (rules_named("004"), preset("004")),
    (option_words("bid_policy", "greater_length"), preset("default", bid_policy="greater_length")),
):
    v = check_bid("C10 C10", 3, TEN, house, history=[pair_d])
    w = check_bid("BJ BJ", 3, TEN, house, history=[pair_d])
    stands = [say("stands") if x.value else say("no") for x in (v, w)]
    rows.append(f"| {name} | {stands[0]} | {stands[1]} |")
house_rules("\n".join(rows))

# %% [markdown]
# <a id="declare.reinforce"></a>
# <a id="declare.self-overturn"></a>
#
# ## Reinforcing and overturning yourself
#
# If you declared with one ♥10 and later draw the second, you may show the pair to **reinforce**
# your bid (加固, also called 上保险): hearts stay trumps, and now only a stronger bid can
# overturn them.
#
# Overturning **your own** bid with another suit (自反) is allowed only after somebody else has
# bid:

# %%
print(reason_of(check_bid("H10 H10", 1, TEN, rules, history=[single_h])))
print(reason_of(check_bid("S10 S10", 1, TEN, rules, history=[single_h])))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: overturning yourself, in the rulebooks' words (you can skip this)</summary>
#
# Source 001: "自己亮主后，没人改主，自己不能反自己" (after you declare, as long as nobody has
# changed the trump, you may not overturn yourself). Source 004 calls reinforcing 上保险.
#
# </details>

# %% [markdown]
# ## Three decks: the ladder
#
# With three decks a bid can show up to three cards. From weakest to strongest: one level card,
# two level cards, two jokers (no-trump), three level cards, three jokers (no-trump). So a pair
# of jokers beats a pair of level cards but loses to three level cards. Each bid below
# overturns the one before it:

# %%
three_decks = preset("000", decks=3)
history = []
rows = [say("| shown | stands? | trump |"), "|---|---|---|"]
for seat, shown in ((0, "H10"), (1, "S10 S10"), (2, "LJ LJ"), (3, "D10 D10 D10"), (0, "BJ BJ BJ")):
    v = check_bid(shown, seat, TEN, three_decks, history=history)
    history.append(v.details["bid"])
    rows.append(f"| {named(shown)} | {yes_no(v.value)} | {trump_words(v.details['trump'])} |")
Markdown("\n".join(rows))

# %% [markdown]
# <a id="declare.kitty-cards"></a>
# <a id="declare.joker-colour"></a>
# <a id="declare.jokers-open"></a>
#
# <details class="house-rules"><summary>Other tables: declaring with three decks (you can skip this)</summary>
#
# Sources 000 and 002 give the ladder as "单张10 < 两张10 < 两张王(打无主) < 三张10 <
# 三张王(打无主)".
#
# **001** (the 3-deck tournament rules) has no joker bids at all — the ladder is 1, 2, 3 level
# cards (the house rule "Jokers needed to declare no-trump", `joker_bid_policy`) — overturns
# must come before the kitty is picked up, and "底牌凑成的对或三条不可以反": a pair or triple
# completed with kitty cards may not be used (the house rule "Kitty cards help an overturn",
# `kitty_cards_count_for_bid`, rule `declare.kitty-cards`).
#
# **003** (双升): in the first hand a declaration is a level card **plus a joker of its
# colour** — the big (red) joker with hearts or diamonds, the little (black) joker with spades
# or clubs (the house rule "Declare with a joker of the same colour", `joker_colour_rule`, rule
# `declare.joker-colour`).
#
# **004**: jokers may overturn but never make the first declaration ("常主不可进行报主"; the house
# rule "Jokers as the first declaration", `jokers_can_open`, rule `declare.jokers-open`).
#
# The engine's answers for each are in the box below.
#
# </details>

# %%
tournament = preset("001")
lines = [
    reason_of(check_bid("LJ LJ", 2, TEN, tournament, history=[single_h])),
    reason_of(
        check_bid(
            "S10 S10", 2, TEN, tournament, history=[single_h], hand="S10 S10 C3", from_kitty="S10"
        )
    ),
    "",
    say("| source | shown | a bid? | why |"),
    "|---|---|---|---|",
]
for name, shown in (("003", "H10"), ("003", "H10 BJ"), ("003", "S10 BJ"), ("004", "LJ LJ")):
    v = check_bid(shown, 1, TEN, preset(name))
    lines.append(f"| {rules_named(name)} | {named(shown)} | {yes_no(v.value)} | {reason_of(v)} |")
house_rules("\n\n".join(lines[:2]) + "\n" + "\n".join(lines[2:]))

# %% [markdown]
# <a id="first-banker-term"></a>
#
# ## Who is banker in the first hand
#
# In later hands the banker is already known from the hand before ([Lesson 8](08-scoring.py)).
# In the **first hand** of a match nobody is banker yet, so the bidding also chooses the banker
# (explained again in [Lesson 10](10-whole-hand.py#hand.first-banker)): on this site it is
# **the winning bid** — whoever holds the bid when bidding closes. Then the player whose bid
# fixed the trump also gets the kitty and leads, so trump and banker never split in the first
# hand.
#
# <details class="house-rules"><summary>Other tables: the banker of the first hand (you can skip this)</summary>
#
# The house rule "Banker of the first hand" (`first_banker`, rule `hand.first-banker`) has two
# readings:
#
# - **the winning bid** (`winning_bid`, the default and shengji.io's default): whoever holds the
#   bid when bidding closes. Source 001: "首轮反主抢庄" (in the first round, overturning also
#   grabs the bank). Source 004 comes to the same: the first to
#   show a level card becomes banker (抢报), but under its 反主反打 whoever overturns before the
#   declarer picks up the kitty becomes banker instead ("反主后，反主玩家变成当前庄家"), so the
#   bank goes to the bid that stands when the kitty is taken;
# - **the first bid** (`first_bid`): whoever declared first, even if someone overturns the trump
#   later. Source 000: "开局中，双方争庄，先亮者为庄家" — at the start both sides race for the
#   bank, and the first to show is banker (also 003).
#
# </details>
#
# ## A real deal
#
# Here is a deal at level 2, card by card. Each time a player draws a level card, they show
# every copy they hold if that bid would stand. At the end, who is banker:

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
        said = say(
            "Card {number}: {seat} shows {cards}.",
            number=number,
            seat=seat_named(record.seat, 4),
            cards=cards_named(record.cards),
        )
        print(said)
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
# **Compare house rules**: one table answers differently.
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
# <a id="declare.no-bid.kitty-nth"></a>
#
# ## When nobody declares
#
# If no bid was made during the whole deal, this site splits two cases:
#
# - in the **first hand** the bid also chooses the banker, so a deal without a bid has no
#   banker: it is **dealt again**;
# - in **later hands** the banker is already known, so the hand is played: the banker turns up
#   the **first kitty card**, and its suit is trumps (a joker there means no-trump).
#
# Here is a kitty at level 5, and what happens with it in a later hand:

# %%
kitty = "S3 H5 LJ D9 C4 S8 SK S2"
Cards(kitty)

# %%
print(reason_of(resolve_no_bid(kitty, Rank.FIVE, rules, first_hand=False)))

# %% [markdown]
# <a id="declare.no-bid.no-trump"></a>
# <a id="declare.no-bid.kitty-majority"></a>
# <a id="declare.no-bid.kitty-first-level-or-highest"></a>
#
# <details class="house-rules"><summary>Other tables: when nobody declares (you can skip this)</summary>
#
# The sources part ways here (the house rules "If nobody declares: first hand",
# `no_bid_first_hand`, and "If nobody declares: later hands", `no_bid_later`):
#
# - **redeal** — shuffle and deal again (the default for the first hand, rule
#   `declare.no-bid.redeal`);
# - **no-trump** — 000: "若发牌结束仍无人亮牌，则打无主" (`declare.no-bid.no-trump`);
# - **the nth kitty card** — 004 turns up the 3rd kitty card from the top (a joker there means
#   no-trump); shengji.io the 1st (the default for later hands, `declare.no-bid.kitty-nth`);
# - **the kitty's longest suit** — 001 turns the kitty over; the suit with most cards is trumps
#   (`declare.no-bid.kitty-majority`);
# - **the first level card or joker in the kitty**, else the highest card (a shengji.io option,
#   `declare.no-bid.kitty-first-level-or-highest`).
#
# **Why this default?** It is shengji.io's: a first hand without a bid has no banker, so it is
# dealt again; a later hand has one, so it is played.
#
# After the bidding the banker picks up the kitty and buries the same number of cards (Lesson
# 7); source 004 also lets a later overturner **steal** the kitty and bury it again (炒底, the
# house rule "Kitty theft", `kitty_theft`).
#
# The same kitty under each preset is in the box below.
#
# </details>

# %%
rows = [say("| rules | first hand | later hands |"), "|---|---|---|"]
for name in ("default", "000", "001", "004", "shengji"):
    first = resolve_no_bid(kitty, Rank.FIVE, preset(name), first_hand=True).value
    later = resolve_no_bid(kitty, Rank.FIVE, preset(name), first_hand=False)
    show = [trump_words(t) if t else say("redeal") for t in (first, later.value)]
    rows.append(f"| {rules_named(name)} | {show[0]} | {show[1]} |")
house_rules("\n".join(rows))

# %% [markdown]
# [Lesson 10](10-whole-hand.py) plays a whole hand.
#
# ## Exercises
#
# **Exercise 9.1** At level 10, West has declared ♠10 ♠10. North shows ♥10 ♥10. Does North's
# bid stand?
#
# <details><summary>Hint</summary>Equal length: who may overturn a bid of the same
# length?</details>
#
# <details><summary>Solution</summary>
#
# No: at equal length only jokers overturn.
#
# </details>

# %%
west = read_bid("S10 S10", TEN, rules, seat=3).value
lines = []
for name in ("default", "004"):
    reason = reason_of(check_bid("H10 H10", 2, TEN, preset(name), history=[west]))
    lines.append(say("Under {name}: {reason}", name=rules_named(name), reason=reason))
print(lines[0])  # this site's answer; the other table's in its box
house_rules(lines[1])

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the same bids with a suit order (you can skip this)</summary>
#
# Under source 004's rules? Also no: there a higher suit could overturn at equal length, but
# hearts rank below spades.
#
# </details>

# %% [markdown]
# **Exercise 9.2** With three decks, can a pair of little jokers overturn ♦10 ♦10 ♦10?
#
# <details><summary>Solution</summary>
#
# No: on the ladder two jokers sit below three level cards. Only three big jokers (or three
# little jokers) would.
#
# </details>

# %%
triple_d = read_bid("D10 D10 D10", TEN, three_decks, seat=3).value
print(reason_of(check_bid("LJ LJ", 0, TEN, three_decks, history=[triple_d])))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: an exercise when nobody declares (you can skip this)</summary>
#
# **Exercise 9.3** (House rules.) In a later hand under source 004's rules nobody declares, and
# the kitty is ♠3 ♥5 ♣9 ♦K ♠4 ♣8 ♥2 ♦6. Which suit is trumps?
#
# *Solution:* the 3rd card from the top, ♣9: clubs.
#
# </details>

# %%
print(
    reason_of(resolve_no_bid("S3 H5 C9 DK S4 C8 H2 D6", Rank.FIVE, preset("004"), first_hand=False))
)

# %% [markdown]
# **Next:** [Lesson 10 · A whole hand](10-whole-hand.py).
