# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 13 课 · 房规
#
# **这一课你会学到**
#
# - 为什么没有哪两桌拖拉机打得完全一样，引擎又怎样把各份资料的每一种说法，都收成同一个 `RuleSet` 里一个有名字的**选项**；
# - 每一个选项，它的默认值，以及它依据的资料；
# - **预设**——每份资料（000–004）一套，再加上本站的默认规则和 shengji.io——以及它们到底在哪里不同；
# - **比较各种规则**：每道题下面都有的那个按钮。
#
# 五份[资料](sources.md)（000–004）有不少地方说法不一：底牌怎么翻倍，甩牌失败以后要改出哪一手，多少分值几级，第一局谁坐庄。哪一份都没有“错”：它们写的是不同的牌桌。所以引擎从不悄悄替你选一种，而是先问你们的房规。

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
# ## 一个 `RuleSet`，许多选项
#
# 一桌的房规就是一个定下来就不再改动的 `RuleSet`。每个选项都有名字和默认值（“默认规则”：现在最常见的两副牌打法）。要改哪个选项，就按名字给它一个值；一套自相矛盾的规则会被拒绝，并说明理由：

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
# ## 所有选项
#
# 下面这张表是引擎自己打印出来的（`tractor_core.rules.ruleset.option_docs()`），所以它列出的永远正好是引擎认识的那些选项。

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
# 一共有多少个选项？

# %%
print(say("{n} house-rule options in all.").format(n=len(docs)))

# %% [markdown]
# 资料里有几处是*故意*没有做成选项的：
#
# - **暗反**（001）只提到了名字，没有解释，所以没法写进引擎；
# - 输赢钱和网上的积分（000、004）不属于牌戏本身，只有一条规则引擎会回答：004 每反主一次金币翻一番（`overturns_double_stake`，见下文）；
# - 001 的比赛违规处理（警告、庄家方下台、取消比赛资格）由裁判决定，而不是由牌决定。

# %% [markdown]
# ## 预设
#
# **预设**就是一个有名字的 `RuleSet`：每份资料一个，资料怎么写就怎么打，资料没说的地方就用默认值。每个预设都记下了自己选的是哪种说法。

# %%
rows = [say("| preset | also called | what it is | notes |"), "|---|---|---|---|"]
for p in PRESETS:
    also = ", ".join(f"`{alias}`" for alias in p.aliases)
    title, notes = (p.title_zh, p.notes_zh) if page_lang() == "zh" else (p.title, p.notes)
    rows.append(f"| `{p.name}` | {also} | {cell(title)} | {cell(notes)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## 预设之间哪里不同
#
# `RuleSet.differences(other)` 列出两套规则里取值不同的选项。比如资料 004 那个网络平台和默认规则相比：

# %%
rows = [f"| {say('option')} | {say('default')} | 004 |", "|---|---|---|"]
for name, (mine, theirs) in preset("default").differences(preset("004")).items():
    rows.append(f"| `{name}` | {value_cell(name, mine)} | {value_cell(name, theirs)} |")
Markdown("\n".join(rows))

# %% [markdown]
# 把所有预设并排放在一起：下面是至少有一个预设跟默认规则不一样的每一个选项（空着的格子表示“跟默认一样”）：

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
# ## 你们这一桌的规则
#
# 从跟你们打法最接近的预设开始，把不一样的地方改掉就行。引擎接受的值跟上面表里的一样（题目的规则菜单用的也是这些预设）：

# %%
ours = preset("000", permanent_trump_ranks=["2"], level_cap=4)
rows = [f"| {say('option')} | {say('our table')} | 000 |", "|---|---|---|"]
for name, (mine, theirs) in ours.differences(preset("000")).items():
    rows.append(f"| `{name}` | {value_cell(name, mine)} | {value_cell(name, theirs)} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## 受保护的三同张
#
# <a id="follow.pairs.protected"></a>
#
# 用 `draw_policy="longer_tuples_protected"`（shengji.io 的一个选项）时，谁也不必为了跟对子而拆开三同张。可是这种保护反过来不成立：**只有手里没有留着真正的对子，三张一样的牌才能当对子出**。三副牌，首家出 ♠K ♠K ♠Q，你手里是 ♠3 ♠3 ♠3 ♠7 ♠7 ♠8：跟 ♠3 ♠3 ♠3 不行，应该跟 ♠7 ♠7 ♠3：

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
# ## 比较各种规则
#
# 本站每道题下面都有一个**比较各种规则**按钮。按下去，引擎就在**每一个预设**下解*同一道*题——同样的牌，同样的主——把答案并排列出来，并标出跟这道题本身的规则答案不同的那几行。学生说“可是我们家是这么打的……”的时候就用它：一看就知道他们的规则会不会改变答案，还会说出是哪一条规则决定的。
#
# 按钮背后只是一个函数：`tractor_core.puzzles.lens(puzzle_id)`。下面用它来看一道底牌题：最后一轮首家出的是拖拉机 ♣66 77 88，打5。

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
# 答案写成 `[底牌翻几倍, 闲家得几分]`。有四个预设都是 ×12（拖拉机 6 张牌的 2 倍，或者 004 的每对 ×4、一共 3 对），但 000 是 2 的 6 次方（×64），002 的表给出 2·2³ = ×16，而按 001 闲家一分也得不到：他们最后一轮不是用主牌赢的。你自己按一下这个按钮试试：
#
# <!-- puzzle kitty-default-2-4: lead=tractor suit=clubs answer=12,300 answer@003=12,300 answer@004=12,300 answer@shengji=12,300 answer@000=64,1600 answer@002=16,400 answer@001=18,0 differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# 再看一个例子：甩牌失败。多数预设逼出的是失败的那几手里**最小**的一手；资料 002 先查拖拉机，再查三同张，再查对子，逼出第一种失败的*牌型*——这里是对子。
#
# <!-- puzzle throw-default-1-4: throw=fails answer=It_fails:_C5_is_forced answer@002=It_fails:_CQ_CQ_is_forced differs=002 -->

# %%
lens_table("throw-default-1-4")

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# > **给老师。** 课堂上为规则争起来，最快的解决办法就是这个按钮：打开题目，按**比较各种规则**，看答案不同的那一行写的是哪条规则。[规则目录](rules-catalogue.py)列出了每一条规则的名字和出处。

# %% [markdown]
# <a id="house-rules-picker"></a>
#
# ## 在牌桌上：房规选择器（给老师）
#
# 比较按钮比的是整套整套的预设。要让全班看清**一个**选项起什么作用，就用**房规选择器**：先选跟你们这一桌最接近的预设，再在它的菜单里一次改一个选项（每个选项都有一行说明；`HouseRulesPicker(lang="zh")` 给出中文说明）。接在选择器上的题目，牌不变，每改一次规则就重新判一次：全班看着同一个局面，看答案怎么跟着变。
#
# 下面的选择器从默认规则开始，接着一道底牌题：最后一轮首家出的是拖拉机 ♣6 ♣6 ♣8 ♣8（打7，所以 6 和 8 是连着的）。默认规则下底牌 ×8（规则 `kitty.twice-unit-size`：4 张牌的 2 倍）。试一试：
#
# - 先答题（或者按**显示答案**），再把 `kitty_multiplier` 改成 `power_of_two`：同一个局面现在是 ×16，规则 `kitty.power-of-two`——资料 000：“闲家用 4455 抠底，翻 16 倍”；
# - 选预设 `004`，再把 `decks` 改成 3：引擎不接受（004 的每对 ×4 对三同张没有说法），在菜单下面说明原因，菜单退回 2；
# - 把选择器交给别的工具，让它们都按你们这一桌的规则判：`tool("referee", picker=table_rules, show_picker=False)`。
#
# 房规选择器是 Jupyter 小部件（在 JupyterLab 里用，见[教师指南](teachers-guide.md)）。在本网站上，到[你的房规](tools/house-rules.md)页做同样的事：在**从预设开始**里选一个预设，再在**你们这桌**一栏里一次改一个选项；之后本站的每道题和[裁判](tools/referee.md)都按这套规则来，[制作练习卷](tools/worksheets.md)也可以选用它。
#
# <!-- puzzle kitty-default-1-3: lead=tractor suit=clubs answer=8,80 answer@000=16,160 differs=000,001 -->

# %%
table_rules = tool("picker")
kitty_puzzle = puzzle("kitty", seed=3)
table_rules.attach(kitty_puzzle)
display(table_rules, kitty_puzzle)

# %% [markdown]
# ## 大牌桌：四到八副牌，炸弹
#
# <a id="combo.wide-tuple"></a>
# <a id="follow.wide-ladder"></a>
#
# 五份资料最多讲到三副牌；shengji.io 让 6 到 10 个人用四到八副牌一起打。用 `shengji` 预设，`decks` 最多可以到 8，`players` 最多到 10：四张一样的牌是**四同张**，连着的四同张也算拖拉机；首家出四同张，跟牌就顺着 shengji.io 的**阶梯**往下找——有四同张跟四同张，没有就跟一个三同张加一张单张，再没有就跟对子连成的拖拉机，再没有就跟两个对子，再没有就跟一个对子加两张单张。别的预设不接受三副以上的牌，并说出是哪个选项在四副牌时没有意义（它们的升级表和底牌的翻倍算法）。

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
# shengji.io 还有两个选项，不设就不起作用。`bombs="allow_bombs"`（或者 `"allow_bombs_suit_following"`）让张数跟首家一样多、至少四张的同样的牌成为**炸弹**，炸弹比任何不是炸弹的牌都大。`over_ruff="trick_unit_length"` 让几家都用主牌毙甩牌时，先比各家最大的那一手，单张不比。

# %%
bombs = order_for(Trump.parse("4", "S"), preset("shengji", decks=4, bombs="allow_bombs"))
print(reason_of(trick_winner(["H8 H8 H9 H9", "D2 D2 D2 D2", "H3 H5 H6 H7"], bombs)))

# %% [markdown]
# ## 彩虹（shengji.io）
#
# <a id="lead.rainbow"></a>
# <a id="throw.rainbow.succeeds"></a>
# <a id="throw.rainbow.fails"></a>
# <a id="follow.rainbow"></a>
# <a id="follow.rainbow.none-held"></a>
# <a id="trick.rainbow"></a>
#
# shengji.io 还有一种出牌，不设就不起作用：**彩虹**（`rainbows=n`，它的 “compound formats”）。同一点数、四门花色都有、至少 `n` 张、不带王的牌，虽然不是同一门，也可以一起出；几个这样的点数一起出是彩虹甩牌，别家有同样多张、点数更大的牌就甩牌失败。彩虹没有要跟的花色：手里有同样多张同一点数的牌（花色不限）就必须跟出，没有就任意跟。点数大的赢，炸弹不管用。

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
# ## shengji.io 的升级：NT 级、它的升级表设置、钩J
#
# <a id="level.nt-rank"></a>
# <a id="declare.nt-rank"></a>
#
# 用 `shengji` 预设时，级不是打到 A 为止：A 之后还有一级 **NT**（`max_rank`）。打 NT 的一局没有级牌，也没有主花色，只有王是主，每门花色从 2 到 A 连成一串；谁也不亮主。NT 跟 A 一样必须坐庄打过；过了 NT 从 2 重新数。其他预设都打到 A 为止（`max_rank="ace"`）。
#
# <a id="level.bonus-smaller-team"></a>
#
# shengji.io 的升级表还有四个只有它自己的表才用的设置：抓分方要满几档才上台（`num_steps_to_non_landlord_turnover`，默认 2），上台后几档不升级（`deadzone_size`，默认 1），0 分是否单算一档（`truncate_zero_crossing_window`），以及每档加减几分（`step_adjustment`）。找朋友时，庄家方人数比叫的少而赢了，多升一级（`bonus_level_policy`）。
#
# <a id="level.jack"></a>
#
# 它的**钩J**（`jack_variation="single_jack"`，不设就不起作用）：打 J 时，抓分方用单张 J 赢了最后一轮，庄家方全体退回 2。

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
# 资料 004 是玩金币的，一局里每反主一次，输赢的金币就翻一番：“反主3次，则最后结果的金币数需×2³”。用 `004` 预设（`overturns_double_stake=True`）时，引擎会算出这个倍数；分数和升级都不变。

# %%
print(reason_of(stake_multiplier(3, preset("004"))))

# %% [markdown]
# ## 练习
#
# **练习 13.1** 你们这一桌说：“甩牌失败罚 10 分，底牌按 2 的张数次方翻倍。”从默认规则出发，写出这个 `RuleSet`。
#
# <details><summary>提示</summary>在选项表里找 <code>throw_penalty</code> 和 <code>kitty_multiplier</code>。</details>
#
# <details><summary>答案</summary>
#
# `preset("default", throw_penalty="ten_points", kitty_multiplier="power_of_two")`。
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
# **练习 13.2** 哪两个预设用的两副牌升级表里，没有“只上台不升级”这一档，或者在 0 分附近按 5 分一档？
#
# <details><summary>答案</summary>
#
# 002（`level_table="002"`：闲家到 80 分就已经升一级）和 004（`level_table="004"`）。
#
# </details>

# %%
print(", ".join(p.name for p in PRESETS if p.rules.level_table.value in ("002", "004")))

# %% [markdown]
# **下一页：**[全部题目](puzzles.py)——把学过的都练一练，每道题下面都有**比较各种规则**。
#
# **回到：**[课程](index.md) · [规则速查](cheat-sheet.md) · [术语表](glossary.md)。
