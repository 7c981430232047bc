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
# - the one-deck game, **40分** or **打百分** (source 000: "打一副牌时,也称为 40 分或打百分"):
#   12 cards each, a kitty of 6, 100 points — and **no pairs at all**;
# - the two level tables for one deck (000's 20-point bands and 002's own table);
# - **finding friends** (找朋友): the banker *calls a card* instead of playing with the player
#   opposite — and the two ways the sources read the call.

# %%
from IPython.display import Markdown

from tractor_core import (
    Card,
    Rank,
    Suit,
    Trump,
    decompose,
    format_cards,
    kitty_multiplier,
    level_change,
    order_for,
    preset,
)
from tractor_core.play.bots import SimpleBot, run_hand
from tractor_core.play.hand import Called, Hand, HandSetup, Played
from tractor_core.play.match import Match
from tractor_core.rules.cards import total_points
from tractor_core.rules.friends import FriendCall, NthPlayedTracker, check_call, partner_by_holding
from tractor_core.text import say
from tractor_core.words.svg import Cards
from widgets import puzzle, reason_of

SEATS = ("South", "East", "North", "West")
one_deck = preset("default", decks=1)
level10 = Trump(Rank.TEN, Suit.HEARTS)

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).

# %% [markdown]
# ## One deck: 40 points (四十分, 打百分)
#
# With one deck (54 cards) each player holds 12 cards and the kitty has 6 (source 002: "打一副牌
# 时每方得12张,剩余的6张为底牌"). There are 100 points in the deck.
#
# **Why "40分"?** The name is the number the attackers need. With one deck they take the bank
# at **40** points; with two decks at **80** — which is why the two-deck game is called 80分
# (source 000: "打两副牌时,也称为 80 分"). In both games that is 40% of the points in the deck
# (40 of 100, 80 of 200). The other name, 打百分 ("playing for a hundred"), counts the 100
# points of the one deck.

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
# There is only one copy of each card, so there are **no pairs** — and no tractors (002: "对牌只在
# 打两副以上牌时出现", pairs only exist with two decks or more). Every unit is a single. Several
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
# 7) — ×2 under most rules:

# %%
for name in ("000", "002", "default"):
    times = kitty_multiplier("SA", order_for(level10, preset(name, decks=1))).value
    print(
        say("Under {name}, a kitty captured with a single counts ×{times}.").format(
            name=name, times=times
        )
    )

# %% [markdown]
# ## Levels with one deck
#
# Source 000 says the one-deck table is like the two-deck one with **20-point bands**
# ("一副牌的分数段为 20 分一段"): the attackers take the bank at 40. Source 002 prints its own
# table: "得分为0,一副牌时庄家方连升2级; 不满40,庄家方升1级; 大于等于40小于80,双方不升级,轮换庄家;
# 80--95分升一级, 100分升两级". The two disagree everywhere except at 40:

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


rows = [say("| attackers' points | 000 (20-point bands) | 002 (1-deck table) |"), "|---|---|---|"]
rows += [
    f"| {points} | {describe(points, one_deck)} | {describe(points, table_002)} |"
    for points in (0, 5, 15, 20, 35, 40, 55, 60, 75, 80, 95, 100)
]
Markdown("\n".join(rows))

# %% [markdown]
# > The engine uses `level_table="standard"` with `level_step=20` per deck for 000's reading and
# > `level_table="002"` for 002's. Neither source gives one-deck examples, so this is the most
# > disputed table in the sources: agree on it before you start.

# %% [markdown]
# ## Finding friends (找朋友)
#
# In the usual game partners are fixed: they sit opposite. In **finding friends** the banker
# picks a partner *after* seeing the kitty, by **calling a card**. Nobody knows at first who the
# partner is — not even the banker — until the called card is played.
#
# Source 000 (part 2) and 001 describe the Bianfeng "寻" rooms (挑选对家, "the banker picks a
# partner"); shengji.io implements the bigger "Finding Friends" game for 4 to 6 players. The
# house rule is `partners`: `fixed` (default), `call_holder_nearest` (Bianfeng) or
# `call_nth_played` (shengji.io).
#
# <a id="friends.call"></a>
#
# ### The call
#
# The banker calls **side-suit cards** — never a trump — after burying the kitty: one card with
# four players; with more, half the number of players (rounded down) less one (one card for five
# players, two for six, three for eight; rule `friends.call`):

# %%
friends = preset("default", partners="call_holder_nearest")
order = order_for(level10, friends)
for call in (
    FriendCall(Card.parse("SA")),
    FriendCall(Card.parse("HA")),
    FriendCall(Card.parse("C10")),
):
    print(f"{call.card.notation}: {reason_of(check_call([call], order))}")

# %% [markdown]
# ### Reading 1 · Bianfeng 寻: who holds the card
#
# Source 000: "庄家拿进底牌后,可以指定一张牌为自己的对家,如果庄家自己有其中一张,则拿到另外一张的
# 玩家为其对家,如果庄自己没有该牌,则按出牌顺序,靠近庄家的有该牌的玩家和他是对家,如果庄家自己拿到
# 2张该牌,则庄家一打三。" The partner is fixed by the cards **held** when the call is made:
#
# <a id="friends.holder.other-copy"></a>
# <a id="friends.holder.nearest"></a>
# <a id="friends.holder.banker-holds-all"></a>
# <a id="friends.holder.none"></a>
#
# | the banker holds | the partner is | rule |
# |---|---|---|
# | one copy | the holder of the other copy | `friends.holder.other-copy` |
# | no copy | the holder **nearest the banker in play order** | `friends.holder.nearest` |
# | both copies | nobody: the banker plays **one against three** (一打三) | `friends.holder.banker-holds-all` |
# | no copy, and nobody else has one (it is in the kitty) | nobody | `friends.holder.none` |
#
# The engine, with South (seat 0) as banker calling ♠A:

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
# <a id="friends.nth-played"></a>
#
# ### Reading 2 · shengji.io: who *plays* the card
#
# In shengji.io's Finding Friends the banker calls "the first ♠A played" (or the second…), and
# whoever **plays** that copy joins the banker's team at that moment. If the banker, or someone
# already on the team, plays it, the call is used up and nobody joins (rule
# `friends.nth-played`). Here the banker (seat 0) calls the **second** ♠A:

# %%
tracker = NthPlayedTracker((FriendCall(ace, nth=2),), banker=0)
for seat, played in ((3, "SA"), (1, "SK"), (2, "SA")):
    verdicts = tracker.observe(seat, [Card.parse(played)])
    said = reason_of(verdicts[0]) if verdicts else say("Nothing changes.")
    print(say("{seat} plays {card}. {said}").format(seat=say(SEATS[seat]), card=played, said=said))

# %% [markdown]
# The difference matters. Under reading 1 the partner is fixed the moment the call is made, by
# the cards held: here North, the holder of a ♠A nearest the banker in play order. Under reading 2
# the team is formed only by the play: North joins on playing the second ♠A, and had the banker
# called the *first* ♠A, West would have joined instead.

# %% [markdown]
# ### A hand with a called friend
#
# Four players, two decks, the Bianfeng reading. The computer banker calls an ace it does not
# hold; watch when the partner is revealed:

# %%
setup = HandSetup(friends, seed=3)
hand = run_hand(Hand(setup), [SimpleBot(seat) for seat in range(4)])
call = next(record for record in hand.log if isinstance(record, Called))
called = format_cards(c.card for c in call.calls)
print(say("Banker {seat} calls {cards}").format(seat=say(SEATS[hand.banker]), cards=called))
who = ", ".join(say(SEATS[s]) for s in call.partners) or say("nobody")
print(say("The cards make {who} the partner.").format(who=who))
tricks_done = 0
for record in hand.log:
    if isinstance(record, Played):
        if record.joins:
            said = say("Trick {number}: {seat} plays {cards} — now everyone knows.")
            seat = say(SEATS[record.seat])
            print(said.format(number=tricks_done + 1, seat=seat, cards=format_cards(record.cards)))
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
# Here is one hand under the shengji.io reading (rule `friends.nth-played`):

# %%
five = preset("default", players=5, partners="call_nth_played")
print(
    say("{size} cards each, a kitty of {kitty}").format(
        size=five.hand_size, kitty=five.effective_kitty_size
    )
)
hand5 = run_hand(Hand(HandSetup(five, seed=2)), [SimpleBot(seat) for seat in range(5)])
said = say("banker: seat {seat}; team at the end: seats {team}")
print(said.format(seat=hand5.banker, team=sorted(hand5.banker_team)))
said = say("attackers' points: {points}. {reason}")
print(said.format(points=hand5.result.attacker_points, reason=reason_of(hand5.result.change)))

# %% [markdown]
# And four hands of a five-player match, played by the engine's simple computer players. Watch
# each seat's level after each hand:

# %%
match5 = Match(five, seed=2)
for _ in range(4):
    outcome = match5.play_hand([SimpleBot(seat) for seat in range(5)])
    result = outcome.result
    banker_level = outcome.setup.levels[result.banker].label
    team = ", ".join(str(seat) for seat in sorted(result.banker_team))
    levels = ", ".join(
        say("seat {seat}: {level}").format(seat=seat, level=rank.label)
        for seat, rank in enumerate(outcome.levels)
    )
    said = say("Hand {number}: seat {seat} is banker, played at level {level};")
    print(said.format(number=outcome.number, seat=result.banker, level=banker_level))
    said = say("  banker team: seats {team}. {reason}")
    print(said.format(team=team, reason=reason_of(result.change)))
    print(say("  Levels now: {levels}.").format(levels=levels))

# %% [markdown]
# In hand 4 the banker's team is seat 4 alone: the banker called the first ♠A and then played
# it itself, so under shengji.io's reading the banker was its own friend and played one against
# four.
#
# **Does the 寻 rule work with five?** The sources describe 寻 only for four players: its last
# case, "庄家一打三" (the banker plays one against three), counts four seats. Nothing in the rule
# needs four, though, and the engine accepts it for five: the banker calls one card, and its
# nearest holder in play order is the friend. The reading made for five or six players is
# shengji.io's, the one used above.

# %%
holder_five = preset("default", players=5, partners="call_holder_nearest")
said = say("寻 with five players: {players} players, {size} cards each.")
print(said.format(players=holder_five.players, size=holder_five.hand_size))

# %% [markdown]
# ## Exercises
#
# **Exercise 12.1** One deck, and the attackers take 60 points. What happens under 000's reading
# and under 002's?
#
# <details><summary>Solution</summary>
#
# 000 (20-point bands): the attackers take the bank and go up one level. 002: they take the bank,
# but nobody goes up (40–75).
#
# </details>

# %%
said = say("60 points under 000: {one}; under 002: {two}.")
print(said.format(one=describe(60, one_deck), two=describe(60, table_002)))

# %% [markdown]
# **Exercise 12.2** Bianfeng rules: North (seat 2) is banker and calls ♥A, holding none. East
# and West each hold one ♥A. Who is the partner? (Play goes South → East → North → West →
# South…)
#
# <details><summary>Hint</summary>"按出牌顺序,靠近庄家": count from the banker in play
# order.</details>
#
# <details><summary>Solution</summary>
#
# West (seat 3): the first holder after the banker in play order.
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
