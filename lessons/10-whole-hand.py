# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 10 · A whole hand
#
# **What you will learn**
#
# - the six phases of one hand (一局): **deal**, **bidding**, **bury**, (call friends), **play**,
#   **score** — and what may happen in each;
# - how a hand looks trick by trick, from the banker's first lead to the kitty;
# - how the score of the hand turns into levels and the next banker;
# - what *usually* happens: statistics from many hands played by computer players.
#
# Everything on this page is a real hand, dealt by the computer and played by four **careful**
# computer players. They follow every rule and keep track of the cards already played; they never
# put points on a trick they might lose when another card would do. They do not plan far ahead
# as good players do — which is just right for seeing the rules at work.

# %%
from IPython.display import SVG, Markdown, display

import tractor_core.words.svg as cards_svg
from tractor_core import preset
from tractor_core.play.bots import run_hand
from tractor_core.play.hand import BiddingClosed, Buried, Declared, Drew, Hand, HandSetup
from tractor_core.play.players import CarefulBot
from tractor_core.play.simulate import simulate
from tractor_core.text import cards_named, say
from tractor_core.words.catalogue import rule, title_zh
from widgets import HandRows, page_lang, puzzle, reason_of, tool

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).


def trump_words(trump: object) -> str:
    """``level 2, hearts trump``, or on the Chinese page ``打2，红桃主``."""
    return trump.describe_zh() if page_lang() == "zh" else trump.describe()


SEATS = tuple(say(seat) for seat in ("South", "East", "North", "West"))  # seats 0-3, in play order


def named(cards: object) -> str:
    """Cards as a reader writes them: ♥2 ♥2 here, 红桃2、红桃2 on the Chinese page."""
    return cards_named(cards).in_language(page_lang())


def rule_words(rule_id: str) -> str:
    """What a rule says, in a few words: the catalogue's title in the page's language."""
    return title_zh(rule_id) if page_lang() == "zh" else rule(rule_id).title


rules = preset("default")
setup = HandSetup(rules, seed=3)  # the first hand of a match: everyone at level 2
hand = run_hand(Hand(setup), [CarefulBot(seat) for seat in range(4)])
said = say("One hand, dealt and played to the end: {count} tricks, {trump}.")
print(said.format(count=len(hand.tricks), trump=trump_words(hand.trump)))


# %% [markdown]
# <a id="hand.phase"></a>
#
# ## The phases
#
# A hand goes through phases, one after the other. Each action belongs to a phase, and an
# action out of its phase is refused:
#
# | phase | what happens | lesson |
# |---|---|---|
# | the deal | the players draw one card at a time; anyone may **declare** (亮主) | [9](09-declaring.py) |
# | after the deal | no first declaration any more, but **overturns** and reinforcements still; then trump and banker are fixed | [9](09-declaring.py) |
# | the bury | the banker picks up the kitty and buries as many cards (扣底) | [7](07-kitty.py) |
# | calling friends | only when partners are called: the banker names friend cards | [12](12-one-deck-friends.py) |
# | the play | the banker leads the first trick; each trick's winner leads the next | [4](04-leading-following.py)–[6](06-throws.py) |
# | the score | points are counted, the kitty scored, the levels changed | [8](08-scoring.py) |
#
# The hand above is finished. The computer keeps a **log** of every action, and can rebuild the
# hand from any part of it — so we can stop the hand at any moment. Here it is just after the
# last card was dealt:

# %%
last_draw = max(i for i, record in enumerate(hand.log) if isinstance(record, Drew))
after_deal = Hand.replay(setup, hand.log[: last_draw + 1])
sizes = say(", ").join(f"{SEATS[seat]} {len(cards)}" for seat, cards in enumerate(after_deal.hands))
said = say("After the deal: {sizes} cards; {kitty} in the kitty.")
print(said.format(sizes=sizes, kitty=len(after_deal.kitty)))

# %% [markdown]
# The deal is over and the bidding is still open: nobody may play a card yet. Here is why:

# %%
print(reason_of(after_deal.check_play(0, after_deal.hands[0][:1])))

# %% [markdown]
# ## The deal and the bidding
#
# The level is 2 for everyone (a new match). While the cards were drawn, these bids stood:

# %%
for record in hand.log:
    if isinstance(record, Declared):
        said = say("{seat} shows {cards}: {trump}.")
        shown = named(record.cards)
        print(said.format(seat=SEATS[record.seat], cards=shown, trump=trump_words(record.trump)))
    elif isinstance(record, BiddingClosed):
        print(reason_of(record))

# %% [markdown]
# <a id="hand.first-banker"></a>
#
# In the **first hand** of a match the bids also choose the banker: the winning bid, the one
# that stands when the bidding closes.
#
# <a id="hand.bid-sets-trump"></a>
#
# In **later hands** the banker is already known and a bid only sets the trump: overturning
# does not overturn the bank.
#
# <details class="house-rules"><summary>Other tables: the banker of the first hand (you can skip this)</summary>
#
# The banker of the first hand is the house rule "Banker of the first hand" (`first_banker`,
# rule `hand.first-banker`): by default the winning bid (`winning_bid`; 001 首轮反主抢庄; 004's
# 反主反打 also gives the bank to whoever overturns before the kitty is taken); under 000 and 003
# the first to declare (`first_bid`, 先亮者为庄家). In later hands every source agrees that a bid
# only sets the trump (rule `hand.bid-sets-trump`; 001 and 004: 反主不反庄, "overturning does
# not overturn the bank"). [Lesson 9](09-declaring.py#first-banker-term)
# quotes the sources.
#
# </details>
#
# Here are the four hands after the deal, in the order players hold them, before the banker picks
# up the kitty. A hand of 25 cards is drawn in two rows, which sit side by side when the page is
# wide enough:

# %%
order = hand.order
for seat in range(4):
    print(SEATS[seat] + (say(" (banker)") if seat == hand.banker else ""))
    display(HandRows(after_deal.hands[seat], order))

# %% [markdown]
# ## The kitty
#
# The banker takes the 8 kitty cards and buries 8 (扣底). A computer banker buries low side
# cards and keeps its points:

# %%
buried = next(record for record in hand.log if isinstance(record, Buried))
print(say("{seat} buries {cards}").format(seat=SEATS[buried.seat], cards=named(buried.cards)))
cards_svg.Cards(buried.cards, order)

# %% [markdown]
# <a id="hand.turn"></a>
#
# ## The play, trick by trick
#
# The banker leads the first trick, and each trick's winner leads the next; the others play in
# turn. The table shows every trick, and why its winner won.
#
# <details class="house-rules"><summary>Other tables: who leads each trick, in the rulebooks' words (you can skip this)</summary>
#
# Source 000: "以后每轮牌都由前轮获胜方首先出牌" (every later trick is led by the winner of the
# one before). Every source says so.
#
# </details>

# %%
rows = [
    say("| trick | leader | plays (from the leader) | winner | points | why |"),
    "|---|---|---|---|---|---|",
]
for number, trick in enumerate(hand.tricks, start=1):
    plays = " · ".join(named(p) for p in trick.plays)
    rows.append(
        f"| {number} | {SEATS[trick.leader]} | {plays} | {SEATS[trick.winner]} "
        f"| {trick.points} | {rule_words(trick.rule)} |"
    )
Markdown("\n".join(rows))


# %% [markdown]
# The first three tricks and the last one, as they lay on the table (South at the bottom, play
# goes counter-clockwise):


# %%
def picture(number: int) -> SVG:
    """Trick ``number`` (from 1) around the table, with its leader and winner marked."""
    trick = hand.tricks[number - 1]
    winner = (trick.winner - trick.leader) % 4  # position in the trick, leader = 0
    return SVG(cards_svg.trick_svg(trick.plays, order, leader=trick.leader, winner=winner))


picture(1)

# %%
picture(2)

# %%
picture(3)

# %%
picture(len(hand.tricks))

# %% [markdown]
# ## The score
#
# The attackers count the points in the tricks they won; if they won the **last** trick they
# also capture the kitty, multiplied (Lesson 7). The total gives the level change (Lesson 8):

# %%
result = hand.result
team = say(" and ").join(SEATS[s] for s in sorted(result.banker_team))
print(say("Banker: {banker}; banker team: {team}").format(banker=SEATS[result.banker], team=team))
print(say("Attackers' points in tricks: {points}").format(points=result.trick_points))
print(say("Kitty: {reason}").format(reason=reason_of(result.kitty)))
print(say("Attackers' total: {points}").format(points=result.attacker_points))
print(say("Levels: {reason}").format(reason=reason_of(result.change)))
print(say("Next banker: {banker}").format(banker=SEATS[result.next_banker]))

# %% [markdown]
# <a id="trick-explorer"></a>
#
# ## At the table: the trick explorer (for teachers)
#
# The table above is one hand. The **trick explorer** deals and plays a whole hand with simpler
# computer players (they play by the rules, but give points away), then lets a class step through it one trick at a time: the trick around the
# table, who won it, and the reason, with the rule it rests on. Each trick is led by the winner
# of the one before, so watch the leader change hands.
#
# It numbers the four players 0 to 3 in play order: 0 is South, 1 East, 2 North and 3 West, as
# in this lesson's pictures. Try:
#
# - **Next ▶** until a trick is ruffed: the reason says who ruffed and why that play won;
# - change **Deal no.** and click **Deal and play** for another hand;
# - change **House rules** (for example the over-ruff rule, or the number of decks) and deal
#   again: the same deal number is played under the new rules.
#
# The explorer is a Jupyter widget: it runs in JupyterLab, or in this lesson opened as a
# notebook in your browser (the button at the top of this page), not on the page itself. On the
# website, play a whole hand yourself against the computer on [Play a hand](play.md), where
# **Why?** explains every trick, and settle one disputed trick on the [Referee](tools/referee.md)
# page, under the rules set on [Your house rules](tools/house-rules.md).

# %%
tool("explorer", show_picker=True, seed=3)

# %% [markdown]
# ## What usually happens
#
# One hand is one story. To see what is *typical*, the computer can play many hands in a row —
# whole matches, from level 2 upwards — and count. Here, to keep the page quick, 30 hands with
# the same careful players:
#
# <details><summary>On the command line</summary>
#
# A thousand hands, for readers who have this site's program on their own computer:
#
# ```
# python -m tractor_core simulate --hands 1000 --bot careful --rules default
# ```
#
# </details>

# %%
summary = simulate(30, seed=1, rules=rules, bot="careful", rules_name="default")
stats = summary.to_dict()
points = stats["attacker_points"]
said = say("The attackers took {low} to {high} points, {mean} on average.")
print(said.format(low=points["min"], high=points["max"], mean=points["mean"]))

# %% [markdown]
# The attackers' points of each hand, with the bands of the default level table (Lesson 8):
# left of 80 the banker team goes up; from 80 the attackers take the bank.

# %%
import html  # noqa: E402 - the chart is an SVG picture, with its description as its text alternative


def text(x: float, y: float, words: object, size: int = 11, anchor: str = "start") -> str:
    """A line of the chart's words (escaped) at (x, y)."""
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}">'
        f"{html.escape(str(words))}</text>"
    )


def side_words(change: str) -> str:
    """``banker+1`` (a side and its levels) in words: ``banker +1``, or ``庄家方升 1 级``."""
    side, levels = change.split("+")
    return say(side + " +{levels}", context="hand").format(levels=levels)


changes = stats["level_changes"]  # which side went up, by how many levels: {"banker+1": 13, ...}
bins = [0] * 20  # hands by the attackers' points, 10 points a bar: 0-5, 10-15, ..., 190-195
for p in summary.attacker_points:
    bins[min(p // 10, 19)] += 1
tallest, most, base = max(bins), max(changes.values()), 200  # bars stand on y=200
height = 300 + 30 * len(changes)  # the points above, who went up below: a phone's width
picture = [
    f'<rect width="360" height="{height}" fill="#ffffff"/>',
    text(10, 20, say("Points (dashed: level bands)"), 13),
    text(10, 275, say("Who went up, and by how much"), 13),
    text(180, 240, say("attackers' points in the hand"), 12, "middle"),
    text(34, 54, tallest, anchor="end"),
    text(34, 70, say("hands"), anchor="end"),
    text(34, base, 0, anchor="end"),
]
for i, count in enumerate(bins):
    h = 150 * count / tallest
    picture.append(
        f'<rect x="{40 + 14 * i}" y="{base - h}" width="13" height="{h}" fill="#c8102e"/>'
    )
for edge in (40, 80, 120, 160):  # the bands of the level table
    x = 40 + 1.4 * edge
    picture.append(
        f'<line x1="{x}" y1="45" x2="{x}" y2="{base}" stroke="#555" stroke-dasharray="4 3"/>'
    )
for tick in range(0, 201, 40):
    picture.append(text(40 + 1.4 * tick, base + 16, tick, anchor="middle"))
for row, (change, count) in enumerate(changes.items()):
    y, width = 290 + 30 * row, 150 * count / most
    picture.append(text(10, y + 14, side_words(change), 12))
    picture.append(f'<rect x="170" y="{y}" width="{width}" height="20" fill="#f0a30a"/>')
    picture.append(text(175 + width, y + 14, count, 12))
described = say(
    "{n} hands. Above: the attackers' points in each hand, from {low} to {high}. Below: "
)
described = described.format(
    n=len(summary.attacker_points),
    low=min(summary.attacker_points),
    high=max(summary.attacker_points),
)
described += say("; ").join(
    side_words(change) + say(": {count} hands").format(count=count)
    for change, count in changes.items()
)
SVG(
    f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 {height}" width="360" '
    f'height="{height}" role="img" aria-label="{html.escape(described + say("."))}" font-family="sans-serif">'
    + "".join(picture)
    + "</svg>"
)

# %% [markdown]
# And how often some rules came up in those 30 hands:

# %%
counts = {
    "tricks": stats["tricks"],
    "ruffs": stats["ruffs"],
    "kitty captures": stats["kitty"]["captures"],
    "overturns": stats["bidding"]["overturns"],
    "no-trump hands": stats["bidding"]["no_trump_hands"],
}
Markdown(
    say("| what | how many |")
    + "\n|---|---|\n"
    + "\n".join(f"| {say(k)} | {n} |" for k, n in counts.items())
)

# %% [markdown]
# > These computer players are careful, not clever: they keep their points safe, but they do not
# > count trumps, plan their throws or signal to their partner as good players do. A real table's
# > scores may look different; the bands, though, are the same for everyone.

# %% [markdown]
# ## Try it
#
# Two puzzles from the last stage of a hand: who wins this trick, and what does the score give?
#
# <!-- puzzle trick-default-2-12: lead=tractor differs=none -->
# <!-- puzzle levels-default-2-12: points=5 differs=004 -->

# %%
puzzle("trick", difficulty=2, seed=12)

# %%
puzzle("levels", difficulty=2, seed=12)

# %% [markdown]
# ## Exercises
#
# **Exercise 10.1** Who leads the first trick, and who leads the second?
#
# <details><summary>Hint</summary>The banker leads first; after that, the winner of the trick
# before.</details>
#
# <details><summary>Solution</summary>
#
# The banker leads trick 1; the winner of trick 1 leads trick 2.
#
# </details>

# %%
first, second = hand.tricks[0], hand.tricks[1]
said = say("Trick 1 was led by {leader}; the banker is {banker}.")
print(said.format(leader=SEATS[first.leader], banker=SEATS[hand.banker]))
said = say("Trick 1 was won by {winner}; trick 2 was led by {leader}.")
print(said.format(winner=SEATS[first.winner], leader=SEATS[second.leader]))

# %% [markdown]
# **Exercise 10.2** Check the attackers' trick points yourself: add up the points of the tricks
# won by a seat outside the banker team.
#
# <details><summary>Solution</summary>
#
# Add up the points of the tricks won by East or West, the two players outside the banker team
# (South and North): the sum is the attackers' points, as the computer counted them.
#
# </details>

# %%
added = sum(t.points for t in hand.tricks if t.winner not in result.banker_team)
print(
    say("Added up: {added} points; the engine's count: {count}.").format(
        added=added, count=result.trick_points
    )
)

# %% [markdown]
# **Next:** [Lesson 11 · Three decks: triples and Titanics](11-three-decks.py).
#
# Or play a whole hand yourself, against the computer: [Play a hand](play.md).
