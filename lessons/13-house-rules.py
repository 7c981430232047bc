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
# - why no two Tractor tables play exactly alike, and how the engine keeps every reading of the
#   sources as a named **option** of one `RuleSet`;
# - every option, with its default and the sources behind it;
# - the **presets** — one per source rulebook (000–004), the project's default and shengji.io —
#   and exactly where they differ;
# - the **variant lens**: the "Compare house rules" button under every puzzle.
#
# The five [source rulebooks](sources.md) (000–004) disagree on many points: how the kitty is multiplied,
# which unit a failed throw is reduced to, how many levels a score is worth, who is banker in the
# first hand. None of them is "wrong": they describe different tables. So the engine never picks
# one silently; it asks the house rules.

# %%
from IPython.display import Markdown, display

from tractor_core import PRESETS, Rank, RuleConflictError, RuleSet, Trump, order_for, preset
from tractor_core.puzzles import lens, make_puzzle
from tractor_core.rules.declaring import stake_multiplier
from tractor_core.rules.following import check_follow
from tractor_core.rules.levels import advance, jack_back_to_two, level_change
from tractor_core.rules.ruleset import option_docs
from tractor_core.rules.throwing import verify_lead
from tractor_core.rules.trick import trick_winner
from tractor_core.text import say
from tractor_core.words.catalogue import OPTION_DOCS_ZH
from widgets import option_words, page_lang, puzzle, reason_of, tool

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


# %% [markdown]
# ## One RuleSet, many options
#
# House rules are a single frozen `RuleSet`. Every option has a name and a default (the
# "default profile": the most common modern 2-deck rules). You change options by keyword, and a
# set of rules that contradicts itself is refused with a reason:

# %%
home = RuleSet(decks=2, permanent_trump_ranks=["2"], throw_penalty="ten_points")
said = say("Permanent trumps: {ranks}; throw penalty: {penalty}.")
penalty = value_cell("throw_penalty", home.throw_penalty)
print(said.format(ranks=cell(home.permanent_trump_ranks), penalty=penalty))

# %%
try:
    RuleSet(decks=3, kitty_multiplier="four_per_pair")
except RuleConflictError as exc:
    print(reason_of(exc))  # the engine's message, in the page's language

# %% [markdown]
# ## Every option
#
# The table below is printed from the engine itself (`tractor_core.rules.ruleset.option_docs()`), so it
# always lists exactly the options the engine knows.

# %%
docs = option_docs()
rows = [
    say("| option | what it decides | default | sources | allowed values |"),
    "|---|---|---|---|---|",
]
for d in docs:
    decides = OPTION_DOCS_ZH[d["name"]] if page_lang() == "zh" else cell(d["doc"])
    rows.append(
        f"| `{d['name']}` | {decides} | {value_cell(d['name'], d['default'])} "
        f"| {sources_cell(d['sources'])} | {allowed_cell(d)} |"
    )
Markdown("\n".join(rows))

# %% [markdown]
# How many options is that?

# %%
print(say("{n} house-rule options in all.").format(n=len(docs)))

# %% [markdown]
# A few points in the sources are *not* options, on purpose:
#
# - **暗反** (001) is named but never defined, so it cannot be modelled;
# - coin stakes and online rating points (000, 004) are outside the card game, except one rule
#   the judge answers: 004 doubles the coins for every overturn (`overturns_double_stake`, below);
# - 001's tournament irregularities (warnings, stepping down, disqualification) are decided by a
#   referee, not by the cards.

# %% [markdown]
# ## The presets
#
# A **preset** is a named `RuleSet`: one per source rulebook, reproducing what that source says
# and keeping the default where it is silent. Each one records which readings it chose.

# %%
rows = [say("| preset | also called | what it is | notes |"), "|---|---|---|---|"]
for p in PRESETS:
    also = ", ".join(f"`{alias}`" for alias in p.aliases)
    title, notes = (p.title_zh, p.notes_zh) if page_lang() == "zh" else (p.title, p.notes)
    rows.append(f"| `{p.name}` | {also} | {cell(title)} | {cell(notes)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## Where the presets differ
#
# `RuleSet.differences(other)` lists the options whose values differ. For instance the online
# platform of source 004 against the default profile:

# %%
rows = [f"| {say('option')} | {say('default')} | 004 |", "|---|---|---|"]
for name, (mine, theirs) in preset("default").differences(preset("004")).items():
    rows.append(f"| `{name}` | {value_cell(name, mine)} | {value_cell(name, theirs)} |")
Markdown("\n".join(rows))

# %% [markdown]
# Putting every preset side by side, here is each option on which at least one preset departs
# from the default (a blank cell means "same as the default"):

# %%
default = preset("default")
changed = {p.name: default.differences(p.rules) for p in PRESETS}
names = [d["name"] for d in docs if any(d["name"] in diff for diff in changed.values())]
others = [p.name for p in PRESETS if p.name != "default"]
rows = [
    f"| {say('option')} | {say('default')} | " + " | ".join(others) + " |",
    "|---" * (len(others) + 2) + "|",
]
for name in names:
    values = [value_cell(name, changed[p][name][1]) if name in changed[p] else "" for p in others]
    mine = value_cell(name, default.to_dict()[name])
    rows.append(f"| `{name}` | {mine} | " + " | ".join(values) + " |")
Markdown("\n".join(rows))

# %% [markdown]
# ## Your own table's rules
#
# Start from the preset closest to how you play and override what differs. The engine accepts
# the same values as the table above (the house-rules menu of the puzzles uses the presets):

# %%
ours = preset("000", permanent_trump_ranks=["2"], level_cap=4)
rows = [f"| {say('option')} | {say('our table')} | 000 |", "|---|---|---|"]
for name, (mine, theirs) in ours.differences(preset("000")).items():
    rows.append(f"| `{name}` | {value_cell(name, mine)} | {value_cell(name, theirs)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## Protected triples
#
# <a id="follow.pairs.protected"></a>
#
# With `draw_policy="longer_tuples_protected"` (a shengji.io option) nobody has to split a triple
# to follow a pair. The protection does not work the other way round: **three identical cards
# count as a pair only when no genuine pair is kept back**. With 3 decks, ♠K ♠K ♠Q led and
# ♠3 ♠3 ♠3 ♠7 ♠7 ♠8 in hand, ♠3 ♠3 ♠3 is refused and ♠7 ♠7 ♠3 is the way to follow:

# %%
protected = order_for(
    Trump.parse("9", "H"), preset("shengji", decks=3, draw_policy="longer_tuples_protected")
)
for play in ("S3 S3 S3", "S7 S7 S3"):
    verdict = check_follow("SK SK SQ", "S3 S3 S3 S7 S7 S8", play, protected)
    legal = say("legal") if verdict.value else say("not legal")
    said = say("{play}: {legal}. {reason}")
    print(said.format(play=play, legal=legal, reason=reason_of(verdict)).strip())

# %% [markdown]
# ## The variant lens: "Compare house rules"
#
# Under every puzzle on this site there is a **Compare house rules** button. It asks the engine
# to solve the *same* puzzle — the same cards, the same trump — under **every preset**, and shows
# the answers side by side, marking those that differ from the puzzle's own rules. Use it when a
# student says "but at home we play…": the lens shows whether their rule changes the answer, and
# names the rule that decides.
#
# Behind the button is one function, `tractor_core.puzzles.lens(puzzle_id)`. Here it is for a
# kitty puzzle: the last trick was led with the tractor ♣66 77 88 at level 5.

# %%
kitty_id = "kitty-default-2-4"
shown = make_puzzle(kitty_id)["show"]
said = say("The last lead: {lead}. The kitty: {kitty}.")
print(said.format(lead=" ".join(shown["lead"]), kitty=" ".join(shown["kitty"])))


# %%
def lens_table(puzzle_id: str) -> Markdown:
    """The variant lens of a puzzle as a table: preset, answer, differs?, rule."""
    out = [say("| preset | answer | differs? | rule applied |"), "|---|---|---|---|"]
    for row in lens(puzzle_id):
        answer = row.get("answer", row.get("error"))
        flag = say("**yes**") if row["differs"] else ""
        out.append(f"| `{row['preset']}` | {cell(answer)} | {flag} | `{row.get('rule', '')}` |")
    return Markdown("\n".join(out))


lens_table(kitty_id)

# %% [markdown]
# The answers are `[multiplier, points the attackers gain]`. Four presets agree on ×12 (2 × the
# 6 cards of the tractor, or 004's ×4 × 3 pairs), but 000 raises 2 to the 6th power (×64), 002's
# table gives 2·2³ = ×16, and under 001 the attackers gain nothing at all: they won the last
# trick without trumps. Try the button yourself:
#
# <!-- puzzle kitty-default-2-4: lead=tractor suit=clubs answer=12,300 answer@003=12,300 answer@004=12,300 answer@shengji=12,300 answer@000=64,1600 answer@002=16,400 answer@001=18,0 differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# A second example: a failed throw. Most presets force the **lowest** failing unit; source 002
# checks tractors, then triples, then pairs, and forces the first failing *type* — here the pair.
#
# <!-- puzzle throw-default-1-4: throw=fails answer=It_fails:_C5_is_forced answer@002=It_fails:_CQ_CQ_is_forced differs=002 -->

# %%
lens_table("throw-default-1-4")

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# > **For teachers.** The lens is the quickest way to settle a rules argument in class: open the
# > puzzle, press **Compare house rules**, and read the rule id in the row that differs. The
# > [rules catalogue](rules-catalogue.py) lists every rule id with its sources.

# %% [markdown]
# <a id="house-rules-picker"></a>
#
# ## At the table: the house-rules picker (for teachers)
#
# The lens compares whole presets. To show a class what **one** option does, use the
# **house-rules picker**: choose the preset closest to your table, then change the options in
# its menu one at a time (each has a one-line description; `HouseRulesPicker(lang="zh")` gives
# them in Chinese). A puzzle attached to the picker keeps its cards and is judged again under
# every change, so the class sees the answer move while the position stays.
#
# Below, the picker starts at the default rules and is attached to a kitty puzzle: the last
# trick was led with the tractor ♣6 ♣6 ♣8 ♣8 (level 7, so 6 and 8 are adjacent). By default the
# kitty counts ×8 (rule `kitty.twice-unit-size`: 2 × the 4 cards). Try:
#
# - answer the puzzle (or **Show the answer**), then set `kitty_multiplier` to `power_of_two`:
#   the same position now counts ×16, rule `kitty.power-of-two` — source 000: "闲家用 4455
#   抠底，翻 16 倍" (a kitty captured with 4455 counts 16 times);
# - choose the preset `004` and set `decks` to 3: the engine refuses (004's ×4 per pair has no
#   value for triples), says why under the menu, and the menu goes back to 2;
# - give the picker to the other tools, so they all judge by your table's rules:
#   `tool("referee", picker=table_rules, show_picker=False)`.
#
# The picker is a Jupyter widget (JupyterLab, see the [teachers' guide](teachers-guide.md)). On
# this website, do the same on [Your house rules](tools/house-rules.md): choose a preset in
# **Start from the preset** and change one option at a time under **Your table**: every puzzle of
# the site and the [Referee](tools/referee.md) then follow those rules, and
# [Make a worksheet](tools/worksheets.md) offers them.
#
# <!-- puzzle kitty-default-1-3: lead=tractor suit=clubs answer=8,80 answer@000=16,160 differs=000,001 -->

# %%
table_rules = tool("picker")
kitty_puzzle = puzzle("kitty", seed=3)
table_rules.attach(kitty_puzzle)
display(table_rules, kitty_puzzle)

# %% [markdown]
# ## Big tables: four to eight decks, bombs
#
# <a id="combo.wide-tuple"></a>
# <a id="follow.wide-ladder"></a>
#
# The five sources stop at three decks; shengji.io lets 6 to 10 players shuffle four to eight.
# With the `shengji` preset, `decks` goes up to 8 and `players` up to 10: four identical cards
# are a **quad** (四同张), runs of quads are tractors, and a quad led is followed down
# shengji.io's **ladder** — a quad, else a triple and a single, else a tractor of pairs, else
# two pairs, else a pair and two singles. Other presets refuse more than three decks and name the
# option that has no 4-deck meaning (their level tables and kitty formulas).

# %%
big = order_for(Trump.parse("9", "H"), preset("shengji", decks=4, players=8))
for play in ("S7 S7 S8 S8", "S3 S3 S3 S4"):
    verdict = check_follow("SK SK SK SK", "S3 S3 S3 S4 S7 S7 S8 S8", play, big)
    legal = say("legal") if verdict.value else say("not legal")
    print(
        say("{play}: {legal}. {reason}").format(play=play, legal=legal, reason=reason_of(verdict))
    )
try:
    preset("000", decks=4)
except RuleConflictError as refused:
    print(reason_of(refused))

# %% [markdown]
# <a id="trick.bomb"></a>
# <a id="follow.bomb"></a>
# <a id="trick.over-ruff.trick-unit-length"></a>
#
# Two more shengji.io options, both off unless you set them. `bombs="allow_bombs"` (or
# `"allow_bombs_suit_following"`) makes as many identical cards as were led, four or more, a
# **bomb** (炸弹) that beats any play that is not a bomb. `over_ruff="trick_unit_length"` compares
# ruffs of a throw by their largest units first and skips the singles.

# %%
bombs = order_for(Trump.parse("4", "S"), preset("shengji", decks=4, bombs="allow_bombs"))
print(reason_of(trick_winner(["H8 H8 H9 H9", "D2 D2 D2 D2", "H3 H5 H6 H7"], bombs)))

# %% [markdown]
# ## Rainbows (shengji.io)
#
# <a id="lead.rainbow"></a>
# <a id="throw.rainbow.succeeds"></a>
# <a id="throw.rainbow.fails"></a>
# <a id="follow.rainbow"></a>
# <a id="follow.rainbow.none-held"></a>
# <a id="trick.rainbow"></a>
#
# shengji.io has one more way to lead, off unless a table turns it on: the **rainbow**
# (`rainbows=n`, its "compound formats"). Cards of one rank from all four suits, at least `n` of
# them and no joker, may be led together although they are not one suit; several such ranks at
# once are a rainbow throw, which fails if another hand holds as many cards of a higher rank.
# A rainbow has no suit to follow: whoever holds as many cards of one rank (any suits) must play
# them, anyone else plays any cards. The higher rank wins; bombs do not count.

# %%
rainbows = order_for(Trump.parse("4", "S"), preset("shengji", rainbows=4))
print(reason_of(verify_lead("C5 D5 H5 S5", rainbows)))
for play in ("C3 D4 H7 S9", "C6 D6 H6 S6"):
    verdict = check_follow("C5 D5 H5 S5", "C6 D6 H6 S6 C3 D4 H7 S9", play, rainbows)
    legal = say("legal") if verdict.value else say("not legal")
    print(
        say("{play}: {legal}. {reason}").format(play=play, legal=legal, reason=reason_of(verdict))
    )
print(
    reason_of(trick_winner(["C5 D5 H5 S5", "C6 D6 H6 S6", "CA CA DK DK", "C2 D2 H2 S3"], rainbows))
)

# %% [markdown]
# ## shengji.io's levels: the NT rank, its table's settings, the jack rule
#
# <a id="level.nt-rank"></a>
# <a id="declare.nt-rank"></a>
#
# With the `shengji` preset the levels do not stop at A: after A comes **NT** (`max_rank`). A
# hand at NT has no level card and no trump suit, so only the jokers are trumps and every suit
# runs 2 to A unbroken; nobody declares. NT must be won as bankers, like A; past NT the count
# starts again at 2. Every other preset stops at A (`max_rank="ace"`).
#
# <a id="level.bonus-smaller-team"></a>
#
# shengji.io's level table has four settings of its own, which only its table reads: how many
# steps of points the attackers need to take the bank (`num_steps_to_non_landlord_turnover`, 2),
# how many steps after that give no level (`deadzone_size`, 1), whether 0 points is a band of its
# own (`truncate_zero_crossing_window`), and points added to each step (`step_adjustment`). When
# friends are called, a winning banker team with fewer players than it called for goes up one
# level more (`bonus_level_policy`).
#
# <a id="level.jack"></a>
#
# Its **jack rule** (钩J, `jack_variation="single_jack"`, off unless you set it): at level J,
# attackers who win the last trick with a single J send the whole banker team back to 2.

# %%
shengji = preset("shengji")
nt = order_for(Trump.parse("NT", None), shengji)
print(reason_of(trick_winner(["SA", "S2", "LJ", "HA"], nt)))
print(reason_of(advance(Rank.ACE, 3, shengji, as_banker=True)))
print(reason_of(level_change(0, shengji, smaller_banker_team=True)))
jacks = preset("shengji", jack_variation="single_jack")
print(reason_of(jack_back_to_two(Rank.JACK, "SJ", jacks, attackers_won=True)))

# %% [markdown]
# <a id="declare.overturn-stake"></a>
#
# Source 004 plays for coins, and every overturn (反主) in a hand doubles the coins won or lost:
# "反主3次，则最后结果的金币数需×2³". With the `004` preset (`overturns_double_stake=True`) the
# engine answers the multiplier; points and levels do not change.

# %%
print(reason_of(stake_multiplier(3, preset("004"))))

# %% [markdown]
# ## Exercises
#
# **Exercise 13.1** Your table says: "a failed throw costs 10 points, and the kitty counts
# 2 to the power of the cards". Build that `RuleSet` from the default.
#
# <details><summary>Hint</summary>Look for <code>throw_penalty</code> and
# <code>kitty_multiplier</code> in the options table.</details>
#
# <details><summary>Solution</summary>
#
# `preset("default", throw_penalty="ten_points", kitty_multiplier="power_of_two")`.
#
# </details>

# %%
mine = preset("default", throw_penalty="ten_points", kitty_multiplier="power_of_two")
for name, (value, default_value) in mine.differences(preset("default")).items():
    said = say("{name}: {value} (the default is {default}).")
    print(
        said.format(
            name=name, value=value_cell(name, value), default=value_cell(name, default_value)
        )
    )

# %% [markdown]
# **Exercise 13.2** Which two presets use the 2-deck level table with no "pass the bank only"
# band, or with 5-point steps near 0?
#
# <details><summary>Solution</summary>
#
# 002 (`level_table="002"`: 80 points already give the attackers a level) and 004
# (`level_table="004"`).
#
# </details>

# %%
print(", ".join(p.name for p in PRESETS if p.rules.level_table.value in ("002", "004")))

# %% [markdown]
# **Next:** [Puzzles](puzzles.py) — practise everything, with **Compare house rules** under every
# puzzle.
#
# **Back to:** [the lessons](index.md) · [the cheat sheet](cheat-sheet.md) ·
# [the glossary](glossary.md).
