# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Lesson 13 · House rules
#
# **What you will learn**
#
# - why no two Tractor tables play exactly alike, and why that is fine;
# - the rulebooks this site knows: its own game (the one lessons 1–12 teach), five Chinese
#   rulebooks and the shengji.io website;
# - every point where they differ, side by side, in words;
# - how to play by your own table's rules on this site, and how the **Compare house rules**
#   button under every puzzle settles "but at home we play…";
# - what the shengji.io website adds: four to eight decks, bombs, rainbows, a level after A.
#
# The lessons teach one game, this site's. The five [source rulebooks](sources.md) (000–004) and
# the shengji.io website disagree on many points: how the kitty is multiplied, which unit a
# failed throw leaves you, how many levels a score is worth, who is banker in the first hand.
# None of them is "wrong": they describe different tables. So the engine never picks one
# silently. Every point where the rulebooks disagree is a **house rule** with a name, and each
# rulebook is one set of choices, a **preset**, that you can play by.
#
# At the end of the lesson, folded away, is the full reference for readers who use the code:
# every house rule by the name the code gives it, its default, its sources and its values.

# %%
import os
import sys

from IPython.display import Markdown, display

from tractor_core import PRESETS, Rank, RuleConflictError, RuleSet, Trump, order_for, preset
from tractor_core.puzzles import lens, make_puzzle
from tractor_core.rules.declaring import stake_multiplier
from tractor_core.rules.following import check_follow
from tractor_core.rules.levels import advance, jack_back_to_two, level_change
from tractor_core.rules.ruleset import option_docs
from tractor_core.rules.throwing import verify_lead
from tractor_core.rules.trick import trick_winner
from tractor_core.text import cards_named, name_cards, say
from tractor_core.words.catalogue import OPTION_DOCS_ZH
from tractor_core.words.option_words import OPTION_WORDS
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of, tool

# The Chinese page's words for the ones this code prints (the engine's reasons come in both).
#: How the sources column reads on the Chinese page.
SOURCES_ZH = (
    ("shengji #242 asks for False", "shengji #242 主张 False"),
    ("001 forbids", "001 不许"),
    ("house rule", "房规"),
    (" part 2", " 第二部分"),
    ("pagat copies", "pagat 的抄本"),
    (" vs ", " 对 "),
    ("all", "全部"),
    (", ", "、"),
    ("; ", "；"),
)


def named(cards: object) -> str:
    """Cards as a reader writes them: ``♠3 ♠3 ♠3``, or on the Chinese page ``黑桃3、黑桃3、黑桃3``."""
    codes = cards.split() if isinstance(cards, str) else [str(c) for c in cards]
    return cards_named(codes).in_language(page_lang())


def label(name: str) -> str:
    """A house rule by its plain title, as the Your house rules page shows it."""
    english, chinese = OPTION_WORDS[name].label
    return chinese if page_lang() == "zh" else english


def rulebook(name: str) -> str:
    """A preset as a reader names it: "This site", "Source 002", "The shengji.io website"."""
    if name == "default":
        return say("This site")
    if name == "shengji":
        return say("The shengji.io website")
    return say("Source {number}").format(number=name)


def rule_link(rule_id: str) -> str:
    """A small link, "the rule", to the rule's entry in the rules catalogue.

    The site's page, or in JupyterLab the catalogue notebook beside this one.
    """
    in_lab = "ipykernel" in sys.modules and os.environ.get("TRACTOR_SITE_BUILD") != "1"
    page = "rules-catalogue.py" if in_lab else "../rules-catalogue/"
    return f"[{say('the rule')}]({page}#{rule_id})"


def cell(value: object) -> str:
    """A value as table-cell text (lists joined, ranks and choices by name, pipes escaped)."""
    if isinstance(value, list | tuple):
        value = ", ".join(cell(v) for v in value) or "(none)"
    value = getattr(value, "label", getattr(value, "value", value))  # Rank.TWO → 2
    return str(value).replace("|", "\\|")


def value_cell(name: str, value: object) -> str:
    """An option's value as table-cell text: as the engine writes it, or in words on the Chinese page."""
    return option_words(name, value) if page_lang() == "zh" else cell(value)


def allowed_cell(doc: dict) -> str:
    """What an option accepts (from ``option_docs()``), in the page's language."""
    allowed = doc["allowed"]
    if page_lang() != "zh":
        return cell(allowed)
    if isinstance(allowed, str):
        return say(allowed)
    shown = []
    for value in allowed:
        words = option_words(doc["name"], value)
        shown.append(f"`{value}`（{words}）" if words != str(value) else str(value))
    return "、".join(shown)


def sources_cell(sources: list) -> str:
    """An option's sources, in the page's language."""
    text = cell(sources)
    if page_lang() == "zh":
        for en, zh in SOURCES_ZH:
            text = text.replace(en, zh)
    return text


def folded(summary: str, markdown: str) -> Markdown:
    """Some Markdown of the full reference in a closed box, its summary in words.

    A House-rules box: the reference lists the house rules by their names in the code.
    """
    return Markdown(
        f'<details class="house-rules"><summary>{summary}</summary>\n\n{markdown}\n\n</details>'
    )


# %% [markdown]
# ## The rulebooks
#
# | rulebook | what it is |
# |---|---|
# | **This site** | the most common modern two-deck game: the one lessons 1–12 teach |
# | **Source 000** | an answer on a Chinese question-and-answer site: the common two-deck game (its kitty doubles for each card), and the three-deck "Titanic" rules |
# | **Source 001** | tournament rules for three decks, with a referee and penalties |
# | **Source 002** | a rulebook for one, two or three decks, with hand sizes and level tables for each |
# | **Source 003** | an article on 双升 (another name for the game): the first trump is shown with a level card and a joker |
# | **Source 004** | an online platform's rules: which bid overturns which, reinforcing a bid (上保险), taking the kitty (炒底), coins |
# | **shengji.io** | the most used open-source website of the game: four to eight decks, bombs, rainbows |
#
# The [sources page](sources.md) says more about each, and each lesson's folded **Other tables**
# boxes quote them.

# %% [markdown]
# ## Where they differ
#
# Here is every house rule on which at least one rulebook departs from this site's game, by the
# name the [Your house rules](tools/house-rules.md) page gives it: first what this site plays,
# then which rulebooks play it differently and how. The engine prints the table from the
# presets themselves, so it is always complete.

# %%
default = preset("default")
changed = {p.name: default.differences(p.rules) for p in PRESETS if p.name != "default"}
names = [d["name"] for d in option_docs() if any(d["name"] in diff for diff in changed.values())]
rows = [say("| house rule | this site | other rulebooks |"), "|---|---|---|"]
for name in names:
    others: dict[str, list[str]] = {}
    for book, diff in changed.items():
        if name in diff:
            others.setdefault(option_words(name, diff[name][1]), []).append(rulebook(book))
    shown = "<br>".join(
        say("{books}: {value}").format(books=say(", ").join(books), value=value)
        for value, books in others.items()
    )
    mine = option_words(name, default.to_dict()[name])
    rows.append(f"| {label(name)} | {mine} | {shown} |".replace("\n", " "))
Markdown("\n".join(rows))

# %% [markdown]
# Some choices do not go together, and the engine refuses them rather than guess. Source 004's
# kitty (four times for each pair of the winning lead) has no value for three identical cards,
# so it cannot be played with three decks; the engine says why:

# %%
try:
    RuleSet(decks=3, kitty_multiplier="four_per_pair")
except RuleConflictError as exc:
    refused = reason_of(exc)  # the engine's message, in the page's language
house_rules_box(refused)

# %% [markdown]
# A few points in the sources are *not* house rules, on purpose:
#
# - **暗反** (001, a hidden overturn) is named but never explained, so it cannot be played;
# - coin stakes and online rating points (000, 004) are outside the card game, except one rule
#   the engine answers: 004 doubles the coins for every overturn (below);
# - 001's tournament penalties for irregular play (warnings, stepping down, disqualification) are
#   decided by a referee, not by the cards.

# %% [markdown]
# ## Your own table's rules
#
# Start from the rulebook closest to how you play and change what your table plays differently.
# On this website that is the [Your house rules](tools/house-rules.md) page: choose a rulebook
# under **Start from the preset**, then change one house rule at a time under **Your table**.
# Every puzzle on the site and the [Referee](tools/referee.md) then follow your rules,
# [Make a worksheet](tools/worksheets.md) offers them, and the page gives a short **rule code**
# and a link to share them with your class.
#
# For example, a table that plays source 000's game, but with the 2s always trumps and at most 4
# levels in one hand:

# %%
ours = preset("000", permanent_trump_ranks=["2"], level_cap=4)
for name, (mine, theirs) in ours.differences(preset("000")).items():
    said = say("- {rule}: {ours} (source 000: {theirs})")
    print(
        said.format(
            rule=label(name), ours=option_words(name, mine), theirs=option_words(name, theirs)
        )
    )

# %% [markdown]
# <a id="follow.pairs.protected"></a>
#
# ## Protected triples
#
# With three decks a player can hold three identical cards. Some tables (the shengji.io website
# has the choice) let nobody split a triple to follow a pair: the house rule **Following pairs
# and tractors** set to "Yes, but nobody must split a triple to give a pair". The protection does not work the other way
# round: **three identical cards count as a pair only when no real pair is kept back**. With
# three decks, level 9, hearts trump: ♠K ♠K ♠Q is led and you hold ♠3 ♠3 ♠3 ♠7 ♠7 ♠8. Following
# with ♠3 ♠3 ♠3 is refused, and ♠7 ♠7 ♠3 is the way to follow:

# %%
protected = order_for(
    Trump.parse("9", "H"), preset("shengji", decks=3, draw_policy="longer_tuples_protected")
)
lines = []
for play in ("S3 S3 S3", "S7 S7 S3"):
    verdict = check_follow("SK SK SQ", "S3 S3 S3 S7 S7 S8", play, protected)
    legal = say("legal") if verdict.value else say("not legal")
    said = say("{play}: {legal}. {reason}")
    lines.append(said.format(play=named(play), legal=legal, reason=reason_of(verdict)).strip())
house_rules_box("\n\n".join(lines))

# %% [markdown]
# ## Compare house rules
#
# Under every puzzle on this site there is a **Compare house rules** button. It asks the engine
# to solve the *same* puzzle — the same cards, the same trump — under **every rulebook**, and
# shows the answers side by side, marking those that differ from the puzzle's own rules. Use it
# when a student says "but at home we play…": it shows whether their rule changes the answer,
# and each row links to the rule that decides it in the [rules catalogue](rules-catalogue.py).
#
# Here it is for a kitty puzzle at level 5: the attackers win the last trick, which was led with
# the tractor ♣6 ♣6 ♣7 ♣7 ♣8 ♣8.

# %%
kitty_id = "kitty-default-2-4"
shown = make_puzzle(kitty_id)["show"]
said = say("The last lead: {lead}. The kitty: {kitty}.")
print(said.format(lead=named(shown["lead"]), kitty=named(shown["kitty"])))


# %%
def answer_words(puzzle_id: str, answer: object) -> str:
    """A puzzle's answer as a reader reads it: the chosen option's words, or the kitty's two numbers."""
    options = make_puzzle(puzzle_id)["options"]
    if isinstance(answer, int) and len(options) > 2:
        return name_cards(options[answer][page_lang()], page_lang())
    if isinstance(answer, list) and len(answer) == 2:
        return say("×{times}: the attackers gain {points} points").format(
            times=answer[0], points=answer[1]
        )
    return str(answer)


def compare_table(puzzle_id: str) -> Markdown:
    """What Compare house rules shows for a puzzle, as a table: rulebook, answer, differs?, rule."""
    out = [say("| rulebook | answer | differs? | |"), "|---|---|---|---|"]
    for row in lens(puzzle_id):
        answer = answer_words(puzzle_id, row["answer"]) if "answer" in row else row.get("error")
        flag = say("**yes**") if row["differs"] else ""
        link = rule_link(row["rule"]) if row.get("rule") else ""
        out.append(f"| {rulebook(row['preset'])} | {answer} | {flag} | {link} |")
    return Markdown("\n".join(out))


compare_table(kitty_id)

# %% [markdown]
# Four rulebooks agree on ×12 (twice the 6 cards of the tractor, or 004's ×4 for each of its 3
# pairs). But source 000 doubles once for each card (2 to the 6th power, ×64), source 002's table
# gives ×16 for a three-pair tractor, and under source 001 the attackers gain nothing at all:
# they won the last trick without trumps. Try the button yourself:
#
# <!-- puzzle kitty-default-2-4: lead=tractor suit=clubs answer=12,300 answer@003=12,300 answer@004=12,300 answer@shengji=12,300 answer@000=64,1600 answer@002=16,400 answer@001=18,0 differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# A second example: a failed throw. Most rulebooks leave you the **lowest** unit someone can
# beat (lesson 6); source 002 checks tractors, then triples, then pairs, and leaves you the
# first *type* that fails — here the pair.
#
# <!-- puzzle throw-default-1-4: throw=fails answer=It_fails:_♣5_must_be_played answer@002=It_fails:_♣Q_♣Q_must_be_played differs=002 -->

# %%
compare_table("throw-default-1-4")

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# > **For teachers.** The button is the quickest way to settle a rules argument in class: open
# > the puzzle, press **Compare house rules**, and follow the link "the rule" in the row that
# > differs. The [rules catalogue](rules-catalogue.py) lists every rule with its sources.

# %% [markdown]
# <a id="house-rules-picker"></a>
#
# ## At the table: the house-rules picker (for teachers)
#
# The button compares whole rulebooks. To show a class what **one** house rule does, use the
# **house-rules picker**: choose the rulebook closest to your table, then change its house rules
# one at a time (each has a one-line description, in English or Chinese). A puzzle attached to
# the picker keeps its cards and is judged again after every change, so the class sees the
# answer move while the cards stay.
#
# Below, the picker starts at this site's rules and is attached to a kitty puzzle: the last
# trick was led with the tractor ♣6 ♣6 ♣8 ♣8 (level 7, so the 6s and 8s are next to each other).
# On this site the kitty then counts ×8 (twice the 4 cards). Try:
#
# - answer the puzzle (or press **Show the answer**), then set **Kitty points when the attackers
#   win the last trick** to "Doubled for each card of the biggest part" (source 000): the same cards now count ×16 —
#   source 000: "闲家用 4455 抠底，翻 16 倍" (a kitty captured with 4455 counts 16 times);
# - choose the rulebook 004 and set **Decks of cards** to 3: the engine refuses (004's kitty has
#   no value for triples), says why under the menu, and the menu goes back to 2;
# - give the picker to the other tools, so they all judge by your table's rules (the folded code
#   shows how).
#
# The picker is a Jupyter tool: it works in JupyterLab (see the
# [teacher's guide](teachers-guide.md)) or in this lesson opened with the button at the top of
# the page, not on the page itself. On this website, the [Your house rules](tools/house-rules.md)
# page does the same for every puzzle of the site.
#
# <!-- puzzle kitty-default-1-3: lead=tractor suit=clubs answer=8,80 answer@000=16,160 differs=000,001 -->

# %%
table_rules = tool("picker")
kitty_puzzle = puzzle("kitty", seed=3)
table_rules.attach(kitty_puzzle)
display(table_rules, kitty_puzzle)
# and for the referee: tool("referee", picker=table_rules, show_picker=False)

# %%
# For teachers: these house rules' puzzles as a worksheet to print, and its answer key
tool("worksheet", picker=table_rules)

# %% [markdown]
# <a id="combo.wide-tuple"></a>
# <a id="follow.wide-ladder"></a>
#
# ## Big tables: four to eight decks
#
# The five Chinese rulebooks stop at three decks; the shengji.io website lets 6 to 10 players
# shuffle four to eight decks together. Then four identical cards are a **quad** (四同张), and
# pairs of quads next to each other make a tractor too. When a quad is led, the others follow
# down shengji.io's **ladder**: a quad if you have one; else a triple and a single; else a
# tractor of pairs; else two pairs; else a pair and two singles. The other rulebooks cannot be
# played with more than three decks: their level tables and kitty rules have no values for it,
# and the engine says so. With four decks and eight players, ♠K ♠K ♠K ♠K led, and your spades
# ♠3 ♠3 ♠3 ♠4 ♠7 ♠7 ♠8 ♠8:

# %%
big = order_for(Trump.parse("9", "H"), preset("shengji", decks=4, players=8))
lines = []
for play in ("S7 S7 S8 S8", "S3 S3 S3 S4"):
    verdict = check_follow("SK SK SK SK", "S3 S3 S3 S4 S7 S7 S8 S8", play, big)
    legal = say("legal") if verdict.value else say("not legal")
    said = say("{play}: {legal}. {reason}")
    lines.append(said.format(play=named(play), legal=legal, reason=reason_of(verdict)))
try:
    preset("000", decks=4)
except RuleConflictError as refused_000:
    lines.append(reason_of(refused_000))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="trick.bomb"></a>
# <a id="follow.bomb"></a>
# <a id="trick.over-ruff.trick-unit-length"></a>
#
# Two more of shengji.io's house rules, both off unless a table turns them on. **Bombs**: as many
# identical cards as were led, four or more, are a **bomb** (炸弹), which beats any play that is
# not a bomb. **Comparing two ruffs of a throw**: when two players ruff a throw, their largest
# units are compared first and the singles not at all. With four decks, level 4, spades trump:
# South leads ♥8 ♥8 ♥9 ♥9, East plays four ♦2 — a bomb — and North ♥3 ♥5 ♥6 ♥7. East wins.

# %%
bombs = order_for(Trump.parse("4", "S"), preset("shengji", decks=4, bombs="allow_bombs"))
house_rules_box(
    reason_of(trick_winner(["H8 H8 H9 H9", "D2 D2 D2 D2", "H3 H5 H6 H7"], bombs), players=4)
)

# %% [markdown]
# <a id="lead.rainbow"></a>
# <a id="throw.rainbow.succeeds"></a>
# <a id="throw.rainbow.fails"></a>
# <a id="follow.rainbow"></a>
# <a id="follow.rainbow.none-held"></a>
# <a id="trick.rainbow"></a>
#
# ## Rainbows (shengji.io)
#
# The shengji.io website has one more way to lead, off unless a table turns it on: the
# **rainbow** (its "compound formats"). Cards of one rank from all four suits, no joker, at least
# as many as the table agreed, may be led together although they are not one suit. Several such
# ranks at once are a rainbow throw, which fails if another hand holds as many cards of a higher
# rank. A rainbow has no suit to follow: whoever holds as many cards of one rank (any suits) must
# play them, anyone else plays any cards. The higher rank wins; bombs do not count. Level 4,
# spades trump, a rainbow of four cards: the 5s are led, and you hold ♣6 ♦6 ♥6 ♠6 and ♣3 ♦4 ♥7 ♠9.

# %%
rainbows = order_for(Trump.parse("4", "S"), preset("shengji", rainbows=4))
lines = [reason_of(verify_lead("C5 D5 H5 S5", rainbows))]
for play in ("C3 D4 H7 S9", "C6 D6 H6 S6"):
    verdict = check_follow("C5 D5 H5 S5", "C6 D6 H6 S6 C3 D4 H7 S9", play, rainbows)
    legal = say("legal") if verdict.value else say("not legal")
    said = say("{play}: {legal}. {reason}")
    lines.append(said.format(play=named(play), legal=legal, reason=reason_of(verdict)))
plays = ["C5 D5 H5 S5", "C6 D6 H6 S6", "CA CA DK DK", "C2 D2 H2 S3"]
lines.append(reason_of(trick_winner(plays, rainbows)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="level.nt-rank"></a>
# <a id="declare.nt-rank"></a>
#
# ## shengji.io's levels: a level after A, its level table, the jack rule
#
# On the shengji.io website the levels do not stop at A: after A comes **NT** (no trump). A hand
# at NT has no level card and no trump suit, so only the jokers are trumps and every suit runs
# 2 to A unbroken; nobody declares. NT must be won as the banker team, like A; past NT the count
# starts again at 2. Every other rulebook stops at A.
#
# <a id="level.bonus-smaller-team"></a>
#
# Its level table has four settings of its own: how many steps of points the attackers need to
# take the bank (2), how many steps after that give no level (1), whether 0 points is a band of
# its own, and points added to each step. When friends are called, a winning banker team with
# fewer players than it called for goes up one level more.
#
# <a id="level.jack"></a>
#
# Its **jack rule** (钩J, off unless a table turns it on): at level J, attackers who win the last
# trick with a single J send the whole banker team back to 2.

# %%
shengji = preset("shengji")
nt = order_for(Trump.parse("NT", None), shengji)
lines = [
    reason_of(trick_winner(["SA", "S2", "LJ", "HA"], nt)),
    reason_of(advance(Rank.ACE, 3, shengji, as_banker=True)),
    reason_of(level_change(0, shengji, smaller_banker_team=True)),
]
jacks = preset("shengji", jack_variation="single_jack")
lines.append(reason_of(jack_back_to_two(Rank.JACK, "SJ", jacks, attackers_won=True)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="declare.overturn-stake"></a>
#
# Source 004 plays for coins, and every overturn (反主) in a hand doubles the coins won or lost:
# "反主3次，则最后结果的金币数需×2³" (three overturns: the coins ×2³). The engine answers the
# multiplier under 004's rules; points and levels do not change.

# %%
house_rules_box(reason_of(stake_multiplier(3, preset("004"))))

# %% [markdown]
# ## Exercises
#
# **Exercise 13.1** Your table says: "a failed throw costs 10 points, and the kitty doubles for
# each card of the biggest part of the last lead". On the [Your house rules](tools/house-rules.md) page, starting
# from this site's rules, which two house rules do you change, and to what?
#
# <details><summary>Hint</summary>Look for them in the table "Where they differ" above: one is
# about failed throws, the other about the kitty.</details>
#
# <details><summary>Solution</summary>
#
# **Penalty for a failed throw**: 10 points; and **Kitty points when the attackers win the last
# trick**: doubled for each card of the biggest part (as source 000). In the code:
# `preset("default", throw_penalty="ten_points", kitty_multiplier="power_of_two")`.
#
# </details>

# %%
mine = preset("default", throw_penalty="ten_points", kitty_multiplier="power_of_two")
for name, (value, default_value) in mine.differences(preset("default")).items():
    said = say("{name}: {value} (this site: {default}).")
    print(
        said.format(
            name=label(name),
            value=option_words(name, value),
            default=option_words(name, default_value),
        )
    )

# %% [markdown]
# **Exercise 13.2** Two rulebooks score a two-deck hand with a level table of their own. Which
# two, and what do they give differently from this site's table?
#
# <details><summary>Hint</summary>Lesson 8's folded boxes compare the tables; try 0, 20 and 80
# points.</details>
#
# <details><summary>Solution</summary>
#
# Source 002: it has no band where the bank passes without a level, so 80 points already give
# the attackers a level. Source 004: it has finer bands near 0, each 10 points wide (5–10,
# 15–20, 25–30 and 35, all called 小光), worth 5, 4, 3 and 2 levels to the banker team, and 6
# levels for 0 points. From 40 points on, both agree with this site up to 80.
#
# </details>

# %%
for name in ("default", "002", "004"):
    gains = []
    for points in (0, 20, 80):
        change = level_change(points, preset(name)).value
        gain = say(f"{change.side} +{{levels}}", context="hand").format(levels=change.levels)
        gains.append(say("{points} points: {gain}").format(points=points, gain=gain))
    print(say("{name}: {gains}.").format(name=rulebook(name), gains=say("; ").join(gains)))

# %% [markdown]
# ## The full reference (for the code)
#
# Everything in this lesson, by the names the code and the command line use, is folded in the
# boxes below: every house rule with its default, its sources and the values it accepts; the
# presets and the notes each records; and where each preset departs from the default.

# %%
docs = option_docs()
example = [
    say(
        "House rules are one `RuleSet`: every option has a name and a default, and a set of "
        "rules that contradicts itself is refused with a reason. For example "
        '`RuleSet(decks=2, permanent_trump_ranks=["2"], throw_penalty="ten_points")` or '
        '`preset("000", permanent_trump_ranks=["2"], level_cap=4)`; '
        "`RuleSet.differences(other)` lists the options whose values differ. This table is "
        "printed from `tractor_core.rules.ruleset.option_docs()`."
    ),
    "",
    say("| option | what it decides | default | sources | allowed values |"),
    "|---|---|---|---|---|",
]
for d in docs:
    decides = OPTION_DOCS_ZH[d["name"]] if page_lang() == "zh" else cell(d["doc"])
    example.append(
        f"| `{d['name']}` | {decides} | {value_cell(d['name'], d['default'])} "
        f"| {sources_cell(d['sources'])} | {allowed_cell(d)} |"
    )
example.append("")
example.append(say("{n} house-rule options in all.").format(n=len(docs)))
folded(say("Every house rule by its name in the code"), "\n".join(example))

# %%
rows = [say("| preset | also called | what it is | notes |"), "|---|---|---|---|"]
for p in PRESETS:
    also = ", ".join(f"`{alias}`" for alias in p.aliases)
    title, notes = (p.title_zh, p.notes_zh) if page_lang() == "zh" else (p.title, p.notes)
    rows.append(f"| `{p.name}` | {also} | {cell(title)} | {cell(notes)} |")
folded(say("The presets"), "\n".join(rows))

# %%
others = [p.name for p in PRESETS if p.name != "default"]
rows = [
    f"| {say('option')} | {say('default')} | " + " | ".join(others) + " |",
    "|---" * (len(others) + 2) + "|",
]
for name in names:
    values = [value_cell(name, changed[p][name][1]) if name in changed[p] else "" for p in others]
    rows.append(
        f"| `{name}` | {value_cell(name, default.to_dict()[name])} | " + " | ".join(values) + " |"
    )
folded(say("Where the presets depart from the default (a blank: the same)"), "\n".join(rows))

# %% [markdown]
# **Next:** [Puzzles](puzzles.py) — practise everything, with **Compare house rules** under every
# puzzle.
#
# **Back to:** [the lessons](index.md) · [the cheat sheet](cheat-sheet.md) ·
# [the glossary](glossary.md).
