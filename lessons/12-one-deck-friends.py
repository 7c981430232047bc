# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 12 · One deck, and finding friends
#
# **What you will learn**
#
# - the one-deck game, **40分** or **打百分**: 12 cards each, a kitty of 6, 100 points — and
#   **no pairs at all**;
# - the level table for one deck (20-point bands);
# - **finding friends** (找朋友): the banker *calls a card* instead of playing with the player
#   opposite — and the two ways to read the call.
#
# As in every lesson, the folded **Other tables** boxes show how other tables play.

# %%
from IPython.display import Markdown

from tractor_core import (
    Card,
    Rank,
    Suit,
    Trump,
    decompose,
    kitty_multiplier,
    level_change,
    order_for,
    preset,
)
from tractor_core.play.bots import run_hand
from tractor_core.play.hand import Called, Hand, HandSetup, Played
from tractor_core.play.match import Match
from tractor_core.play.players import CarefulBot
from tractor_core.rules.cards import total_points
from tractor_core.rules.friends import FriendCall, NthPlayedTracker, check_call, partner_by_holding
from tractor_core.text import card_named, cards_named, say, seat_named
from tractor_core.words.svg import Cards
from widgets import page_lang, puzzle, reason_of

SEATS = ("South", "East", "North", "West")
one_deck = preset("default", decks=1)
level10 = Trump(Rank.TEN, Suit.HEARTS)


def named(cards: object) -> str:
    """Cards as a reader writes them: ♠A here, 黑桃A on the Chinese page."""
    return cards_named(cards).in_language(page_lang())


def house_rules(markdown: str) -> Markdown:
    """The engine's comparison of the sources, in a folded House-rules box."""
    summary = say("Other tables: worked out under their rules (you can skip this)")
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## One deck: 40 points (四十分, 打百分)
#
# With one deck (54 cards) each player holds 12 cards and the kitty has 6. There are 100 points
# in the deck.
#
# **Why "40分"?** The name is the number the attackers need. With one deck they take the bank
# at **40** points; with two decks at **80** — which is why the two-deck game is called 80分.
# In both games that is 40% of the points in the deck (40 of 100, 80 of 200). The other name,
# 打百分 ("playing for a hundred"), counts the 100 points of the one deck.
#
# <details class="house-rules"><summary>Other tables: the one-deck game in the rulebooks (you can skip this)</summary>
#
# Source 000: "打一副牌时,也称为 40 分或打百分" (with one deck the game is also called 40分 or
# 打百分) and "打两副牌时,也称为 80 分" (with two decks, 80分). Source 002: "打一副牌时每方得12张,
# 剩余的6张为底牌" (with one deck each player gets 12 cards and 6 are left for the kitty), and
# "对牌只在打两副以上牌时出现" (pairs only exist with two decks or more). Sources 000 and 002 both
# multiply a one-deck kitty by 2.
#
# </details>

# %%
said = say("One deck: {size} cards each, a kitty of {kitty}, and {points} points in all.")
print(
    said.format(
        size=one_deck.hand_size, kitty=one_deck.effective_kitty_size, points=total_points(decks=1)
    )
)

# %% [markdown]
# ## No pairs, so no tractors
#
# There is only one copy of each card, so there are **no pairs** — and no tractors. Every unit
# is a single. Several
# cards of one suit led together are a **throw of singles**, which stands only if nobody can beat
# any of them (Lesson 6):

# %%
print(reason_of(decompose("SA SK SQ", order_for(level10, one_deck))))

# %% [markdown]
# Try one. This throw is dealt from two decks, but its lead is all singles — the only kind of
# throw there is with one deck:
#
# <!-- puzzle throw-default-1-1: decks=2 units=single,single,single -->

# %%
puzzle("throw", difficulty=1, seed=1)

# %% [markdown]
# Following is simple, too: follow suit, and if you cannot, ruff or discard. And since the last
# trick is always led with singles, a kitty capture multiplies by the *single's* factor (Lesson
# 7): ×2.

# %%
times = kitty_multiplier("SA", order_for(level10, one_deck)).value
print(say("A kitty captured with a single counts ×{times}.", times=times))

# %% [markdown]
# ## Levels with one deck
#
# The one-deck table is like the two-deck one with **20-point bands**: 0 points, the banker team
# up 3; 5 to 15, up 2; 20 to 35, up 1;
# from **40** the attackers take the bank; from 60 they also go up 1, and one more level for
# every further 20 points:

# %%
table_002 = preset("002", decks=1)


def describe(points: int, rules: object) -> str:
    """Who goes up, by how much, at these points."""
    change = level_change(points, rules).value
    if change.bank_changes and change.levels == 0:
        return say("attackers take the bank")
    if change.side == "banker":
        return say("banker team +{levels}").format(levels=change.levels)
    return say("attackers +{levels}").format(levels=change.levels)


points_shown = (0, 5, 15, 20, 35, 40, 55, 60, 75, 80, 95, 100)
rows = [say("| attackers' points | what happens |"), "|---|---|"]
rows += [f"| {points} | {describe(points, one_deck)} |" for points in points_shown]
Markdown("\n".join(rows))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the one-deck level table (you can skip this)</summary>
#
# This site's bands are source 000's: "一副牌的分数段为 20 分一段" (with one deck, each band is
# 20 points).
#
# Source 002 prints its own one-deck table: "得分为0,一副牌时庄家方连升2级; 不满40,庄家方升1级;
# 大于等于40小于80,双方不升级,轮换庄家; 80--95分升一级, 100分升两级". It and 000's 20-point bands
# disagree everywhere except at 40 (the box below puts them side by side). The engine uses the
# usual table (`level_table="standard"`) with 20 points per deck (`level_step`) for 000's
# reading — the default — and `level_table="002"` for 002's. Neither source gives one-deck
# examples, so this is the most disputed table in the sources: agree on it before you start.
#
# </details>

# %%
rows = [say("| attackers' points | 000 (20-point bands) | 002 (1-deck table) |"), "|---|---|---|"]
rows += [
    f"| {points} | {describe(points, one_deck)} | {describe(points, table_002)} |"
    for points in points_shown
]
house_rules("\n".join(rows))

# %% [markdown]
# ## Finding friends (找朋友)
#
# In the usual game partners are fixed: they sit opposite. In **finding friends** the banker
# picks a partner *after* seeing the kitty, by **calling a card**. Nobody knows at first who the
# partner is — not even the banker — until the called card is played.
#
# This site plays with fixed partners unless you choose finding friends (the house rule
# "Teams"). There are two ways to read the call, below: by who *holds* the called card, or by
# who *plays* it.
#
# <details class="house-rules"><summary>Other tables: how teams are made (you can skip this)</summary>
#
# Source 000 (part 2) and 001 describe the Bianfeng "寻" rooms (挑选对家, "the banker picks a
# partner"), which read the call by who holds the card; shengji.io implements the bigger
# "Finding Friends" game for 4 to 6 players, which reads it by who plays the card.
#
# The house rule "Teams" is `partners`: `fixed` (the default), `call_holder_nearest`
# ("Finding friends: … the nearest player holding it is a friend", Bianfeng) or
# `call_nth_played` ("Finding friends: … whoever plays it is a friend", shengji.io).
#
# </details>
#
# <a id="friends.call"></a>
#
# ### The call
#
# The banker calls **side-suit cards** — never a trump — after burying the kitty: one card with
# four players; with more, half the number of players (rounded down) less one (one card for five
# players, two for six, three for eight):

# %%
friends = preset("default", partners="call_holder_nearest")
order = order_for(level10, friends)
for call in (
    FriendCall(Card.parse("SA")),
    FriendCall(Card.parse("HA")),
    FriendCall(Card.parse("C10")),
):
    print(f"{named([call.card])}: {reason_of(check_call([call], order))}")

# %% [markdown]
# ### Reading 1 · who holds the card
#
# The partner is fixed by the cards **held** when the call is made:
#
# <a id="friends.holder.other-copy"></a>
# <a id="friends.holder.nearest"></a>
# <a id="friends.holder.banker-holds-all"></a>
# <a id="friends.holder.none"></a>
#
# | the banker holds | the partner is |
# |---|---|
# | one copy | the holder of the other copy |
# | no copy | the holder **nearest the banker in play order** |
# | both copies | nobody: the banker plays **one against three** (一打三) |
# | no copy, and nobody else has one (it is in the kitty) | nobody |
#
# South is banker and calls ♠A (play goes South, East, North, West):

# %%
ace = Card.parse("SA")
for hands in (
    ["SA C3", "D4", "SA H5", "C9"],  # South holds one; North the other
    ["C3", "D4", "SA H5", "SA"],  # South holds none; North is nearer than West
    ["SA SA", "D4", "H5", "C9"],  # South holds both
    ["C3", "D4", "H5", "C9"],  # both are in the kitty
):
    v = partner_by_holding(ace, 0, hands)
    partner = say("nobody") if v.value is None else say(SEATS[v.value])
    print(say("Partner: {partner}. {reason}").format(partner=partner, reason=reason_of(v)))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: reading 1 in the rulebooks' words (you can skip this)</summary>
#
# Reading 1 is Bianfeng's 寻. Source 000: "庄家拿进底牌后,可以指定一张牌为自己的对家,如果庄家自己有其中一张,则拿到另外一张的玩家为其对家,如果庄自己没有该牌,则按出牌顺序,靠近庄家的有该牌的玩家和他是对家,如果庄家自己拿到2张该牌,则庄家一打三。" (after taking the kitty the banker may name a card
# as partner: if the banker holds one copy, the holder of the other is the partner; if the
# banker holds none, the holder nearest the banker in play order; if the banker holds both, the
# banker plays one against three.)
#
# </details>

# %% [markdown]
# <a id="friends.nth-played"></a>
#
# ### Reading 2 · who *plays* the card
#
# Here the banker calls "the first ♠A played" (or the second…), and
# whoever **plays** that copy joins the banker's team at that moment. If the banker, or someone
# already on the team, plays it, the call is used up and nobody joins. Here the banker, South,
# calls the **second** ♠A:

# %%
tracker = NthPlayedTracker((FriendCall(ace, nth=2),), banker=0)
for seat, played in ((3, "SA"), (1, "SK"), (2, "SA")):
    verdicts = tracker.observe(seat, [Card.parse(played)])
    said = reason_of(verdicts[0], players=4) if verdicts else say("Nothing changes.")
    card = card_named(played)
    print(say("{seat} plays {card}. {said}", seat=seat_named(seat, 4), card=card, said=said))

# %% [markdown]
# The difference matters. Under reading 1 the partner is fixed the moment the call is made, by
# the cards held: here North, the holder of a ♠A nearest the banker in play order. Under reading 2
# the team is formed only by the play: North joins on playing the second ♠A, and had the banker
# called the *first* ♠A, West would have joined instead.

# %% [markdown]
# ### A hand with a called friend
#
# Four players, two decks, reading 1 (who holds the card). The computer banker calls an ace it does not
# hold; watch when the partner is revealed:

# %%
setup = HandSetup(friends, seed=3)
hand = run_hand(Hand(setup), [CarefulBot(seat) for seat in range(4)])
call = next(record for record in hand.log if isinstance(record, Called))
called = named(c.card for c in call.calls)
print(say("Banker {seat} calls {cards}").format(seat=say(SEATS[hand.banker]), cards=called))
who = say(", ").join(say(SEATS[s]) for s in call.partners) or say("nobody")
print(say("The cards make {who} the partner.").format(who=who))
tricks_done = 0
for record in hand.log:
    if isinstance(record, Played):
        if record.joins:
            said = say("Trick {number}: {seat} plays {cards} — now everyone knows.")
            seat = say(SEATS[record.seat])
            print(said.format(number=tricks_done + 1, seat=seat, cards=named(record.cards)))
        if record.winner is not None:
            tricks_done += 1
result = hand.result
said = say("Attackers' points: {points}. {reason}")
print(said.format(points=result.attacker_points, reason=reason_of(result.change)))

# %% [markdown]
# The banker's hand after the bury:

# %%
banker_hand = Hand.replay(setup, hand.log[: hand.log.index(call)])
Cards(banker_hand.hands[hand.banker], banker_hand.order)

# %% [markdown]
# <a id="five-players"></a>
#
# ### Five players
#
# With five players (two decks: 20 cards each and a kitty of 8) teams are uneven — the banker and
# one friend against three — and **every player keeps their own level**. What that means in
# play:
#
# - each seat has its own level, and everyone starts at 2;
# - the hand is played at **the banker's** level: those are the level cards and trumps of the
#   hand, whatever the other players' levels are;
# - when a side goes up, only **the players on that side** go up — the banker and the friend, or
#   the three attackers. Next hand the teams are different, so the levels drift apart.
#
# Five players do not sit at the four compass points: the seats are called Seat 1 to Seat 5, in
# play order. Here is one hand under reading 2 (who plays the card):

# %%
five = preset("default", players=5, partners="call_nth_played")
print(
    say("{size} cards each, a kitty of {kitty}").format(
        size=five.hand_size, kitty=five.effective_kitty_size
    )
)
hand5 = run_hand(Hand(HandSetup(five, seed=2)), [CarefulBot(seat) for seat in range(5)])
team = say(", ").join(say("{seat}", seat=seat_named(s, 5)) for s in sorted(hand5.banker_team))
print(say("Banker: {seat}; team at the end: {team}", seat=seat_named(hand5.banker, 5), team=team))
said = say("attackers' points: {points}. {reason}")
print(said.format(points=hand5.result.attacker_points, reason=reason_of(hand5.result.change)))

# %% [markdown]
# And four hands of a five-player match, played by careful computer players. Watch
# each seat's level after each hand:

# %%
match5 = Match(five, seed=2)
for _ in range(4):
    outcome = match5.play_hand([CarefulBot(seat) for seat in range(5)])
    result = outcome.result
    banker_level = outcome.setup.levels[result.banker].label
    team = say(", ").join(say("{seat}", seat=seat_named(s, 5)) for s in sorted(result.banker_team))
    levels = say(", ").join(
        say("{seat}: {level}", seat=seat_named(seat, 5), level=rank.label)
        for seat, rank in enumerate(outcome.levels)
    )
    banker = seat_named(result.banker, 5)
    said = say(
        "Hand {number}: {seat} is banker, played at level {level};",
        number=outcome.number,
        seat=banker,
        level=banker_level,
    )
    print(said)
    print(say("  banker team: {team}. {reason}", team=team, reason=reason_of(result.change)))
    print(say("  Levels now: {levels}.").format(levels=levels))

# %% [markdown]
# In hand 4 the banker's team is Seat 5 alone: the banker called the first ♠A and then played
# it itself, so under reading 2 the banker was its own friend and played one against four.
#
# **Does reading 1 work with five?** Yes: the banker calls one card, and its nearest holder in
# play order is the friend. Reading 2 was made for five or six players; it is the one used
# above.
#
# <details class="house-rules"><summary>Other tables: finding friends with five players (you can skip this)</summary>
#
# The sources describe 寻 only for four players: its last case, "庄家一打三" (the banker plays one
# against three), counts four seats. Nothing in the rule needs four, though, and this site
# accepts it for five. The reading made for five or six players is shengji.io's.
#
# </details>

# %%
holder_five = preset("default", players=5, partners="call_holder_nearest")
said = say("寻 with five players: {players} players, {size} cards each.")
print(said.format(players=holder_five.players, size=holder_five.hand_size))

# %% [markdown]
# ## Exercises
#
# **Exercise 12.1** One deck, and the attackers take 60 points. What happens?
#
# <details><summary>Solution</summary>
#
# The attackers take the bank and go up one level.
#
# </details>

# %%
print(say("60 points, this site's table: {result}.").format(result=describe(60, one_deck)))
house_rules(say("60 points, source 002's table: {result}.").format(result=describe(60, table_002)))

# %% [markdown]
# <details class="house-rules"><summary>Other tables: the same score under another table (you can skip this)</summary>
#
# Under source 002's table the attackers take the bank, but nobody goes up (40–75).
#
# </details>

# %% [markdown]
# **Exercise 12.2** Reading 1 (who holds the card): North is banker and calls ♥A, holding none. East and West
# each hold one ♥A. Who is the partner? (Play goes South → East → North → West → South…)
#
# <details><summary>Hint</summary>Count from the banker in play order.</details>
#
# <details><summary>Solution</summary>
#
# West: the first holder after the banker in play order.
#
# </details>

# %%
print(reason_of(partner_by_holding(Card.parse("HA"), 2, ["C3", "HA", "D4", "HA"])))

# %% [markdown]
# **Exercise 12.3** Can the banker call the trump ace ♥A when hearts are trumps?
#
# <details><summary>Solution</summary>
#
# No: a called card must be a side-suit card.
#
# </details>

# %%
print(reason_of(check_call([FriendCall(Card.parse("HA"))], order)))

# %% [markdown]
# **Next:** [Lesson 13 · House rules](13-house-rules.py).
