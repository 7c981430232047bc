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
# - 为什么没有哪两桌拖拉机打得完全一样，为什么这样也没关系；
# - 本站认识的各种规则：本站自己的打法（第 1–12 课教的那一种），五份中文资料，还有 shengji.io 网站；
# - 它们在哪些地方不同，并排放在一起，用平常话说；
# - 怎样在本站按你们这一桌的规则来打，以及每道题下面的**比较各种规则**按钮怎样回答“可是我们家是这么打的……”；
# - shengji.io 网站多出来的东西：四到八副牌、炸弹、彩虹、A 之后还有一级。
#
# 课程教的是一种打法，就是本站的打法。五份[资料](sources.md)（000–004）和 shengji.io 网站有不少地方说法不一：底牌怎么翻倍，甩牌失败以后要改出哪一手，多少分升几级，第一局谁坐庄。哪一份都没有“错”：它们写的是不同的牌桌。所以引擎从不悄悄替你选一种。资料说法不一的每一处，都是一条有名字的**房规**；每份资料就是一整套选择，叫作一个**预设**，你可以照着它打。
#
# 这一课最后折叠起来的，是给写代码的读者看的完整参考：每一条房规在代码里的名字、默认值、出处和可以取的值。

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
# ## 各种规则
#
# | 规则 | 是什么 |
# |---|---|
# | **本站** | 现在最常见的两副牌打法：第 1–12 课教的就是它 |
# | **资料 000** | 一个中文问答网站上的回答：常见的两副牌打法（抠底每张牌翻一番），还有三副牌的“泰坦尼克”打法 |
# | **资料 001** | 三副牌的比赛规则，有裁判，也有罚则 |
# | **资料 002** | 一副、两副、三副牌都讲，每种都有每人张数和升级表 |
# | **资料 003** | 一篇讲双升（这种牌戏的另一个名字）的文章：第一次亮主要用级牌加一张王 |
# | **资料 004** | 一个网络平台的规则：谁的亮主能反谁、上保险、炒底、金币 |
# | **shengji.io** | 用的人最多的开源网页版：四到八副牌、炸弹、彩虹 |
#
# [资料页](sources.md)对每一份都有更多介绍，各课折叠起来的**别的牌桌**框里也引了它们的原话。

# %% [markdown]
# ## 它们在哪里不同
#
# 下面是至少有一份规则跟本站打法不一样的每一条房规，用的是[你的房规](tools/house-rules.md)页给它起的名字：先写本站怎么打，再写哪几份规则打得不一样、怎么打。这张表是引擎从各个预设本身打印出来的，所以永远是全的。

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
# 有些选择放在一起是矛盾的，引擎不会替你猜，而是拒绝。资料 004 的抠底（赢最后一轮的牌每有一对 ×4）对三张一样的牌没有说法，所以不能用三副牌来打；引擎会说明原因：

# %%
try:
    RuleSet(decks=3, kitty_multiplier="four_per_pair")
except RuleConflictError as exc:
    refused = reason_of(exc)  # the engine's message, in the page's language
house_rules_box(refused)

# %% [markdown]
# 资料里有几处*故意*没有做成房规：
#
# - **暗反**（001）只提到了名字，没有解释，所以没法照着打；
# - 输赢金币和网上的积分（000、004）不属于牌戏本身，只有一条规则引擎会回答：004 每反主一次金币翻一番（见下文）；
# - 001 的比赛违规处理（警告、庄家方下台、取消比赛资格）由裁判决定，而不是由牌决定。

# %% [markdown]
# ## 你们这一桌的规则
#
# 从跟你们打法最接近的那一份规则开始，把你们打得不一样的地方改掉就行。在本网站上就用[你的房规](tools/house-rules.md)页：在**从预设开始**里选一份规则，再在**你们这桌**一栏里一次改一条房规。之后本站的每道题和[裁判](tools/referee.md)都按你们的规则来，[制作练习卷](tools/worksheets.md)也可以选用它；这一页还会给出一个简短的**规则代码**和一个链接，方便发给全班。
#
# 比如一桌按资料 000 打，但 2 是常主，而且一局最多升 4 级：

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
# ## 受保护的三同张
#
# 三副牌时，一个人手里可能有三张一样的牌。有的牌桌（shengji.io 网站可以这样设）规定谁也不必为了跟对子而拆开三同张：就是把**跟对子和拖拉机**这条房规设成“必须跟出，但不用拆三同张跟对子”。可是这种保护反过来不成立：**只有手里没有留着真正的对子，三张一样的牌才能当对子出**。三副牌，打9，红桃是主：首家出 ♠K ♠K ♠Q，你手里是 ♠3 ♠3 ♠3 ♠7 ♠7 ♠8。跟 ♠3 ♠3 ♠3 不行，应该跟 ♠7 ♠7 ♠3：

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
# ## 比较各种规则
#
# 本站每道题下面都有一个**比较各种规则**按钮。按下去，引擎就按**每一份规则**解*同一道*题——同样的牌，同样的主——把答案并排列出来，并标出跟这道题本身的规则答案不同的那几行。学生说“可是我们家是这么打的……”的时候就用它：一看就知道他们的规则会不会改变答案；每一行都有一个链接，通到[规则目录](rules-catalogue.py)里决定这个答案的那条规则。
#
# 下面是一道底牌题，打5：抓分方赢了最后一轮，那一轮首家出的是拖拉机 ♣6 ♣6 ♣7 ♣7 ♣8 ♣8。

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
# 有四份规则都是 ×12（拖拉机 6 张牌的 2 倍，或者 004 的每对 ×4、一共 3 对）。可是资料 000 每张牌翻一番（2 的 6 次方，×64），资料 002 的表对三对的拖拉机给 ×16，而按资料 001，抓分方一分也得不到：他们最后一轮不是用主牌赢的。你自己按一下这个按钮试试：
#
# <!-- puzzle kitty-default-2-4: lead=tractor suit=clubs answer=12,300 answer@003=12,300 answer@004=12,300 answer@shengji=12,300 answer@000=64,1600 answer@002=16,400 answer@001=18,0 differs=000,001,002 -->

# %%
puzzle("kitty", difficulty=2, seed=4)

# %% [markdown]
# 再看一个例子：甩牌失败。多数规则让你出失败的那几手里**最小**的一手（第 6 课）；资料 002 先查拖拉机，再查三同张，再查对子，让你出第一种失败的*牌型*——这里是对子。
#
# <!-- puzzle throw-default-1-4: throw=fails answer=It_fails:_♣5_must_be_played answer@002=It_fails:_♣Q_♣Q_must_be_played differs=002 -->

# %%
compare_table("throw-default-1-4")

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# > **给老师。** 课堂上为规则争起来，最快的解决办法就是这个按钮：打开题目，按**比较各种规则**，点答案不同的那一行里的“规则”链接。[规则目录](rules-catalogue.py)列出了每一条规则和它的出处。

# %% [markdown]
# <a id="house-rules-picker"></a>
#
# ## 在牌桌上：房规选择器（给老师）
#
# 比较按钮比的是整套整套的规则。要让全班看清**一条**房规起什么作用，就用**房规选择器**：先选跟你们这一桌最接近的那一份规则，再一次改一条房规（每条都有一行说明，中文英文都有）。接在选择器上的题目，牌不变，每改一次就重新判一次：全班看着同一手牌，看答案怎么跟着变。
#
# 下面的选择器从本站的规则开始，接着一道底牌题：最后一轮首家出的是拖拉机 ♣6 ♣6 ♣8 ♣8（打7，所以 6 和 8 是挨着的）。在本站，底牌这时算 ×8（4 张牌的 2 倍）。试一试：
#
# - 先答题（或者按**显示答案**），再把**抠底翻几倍**改成“最大牌型每一张翻一番”（资料 000）：同样的牌现在算 ×16——资料 000：“闲家用 4455 抠底，翻 16 倍”；
# - 选资料 004，再把**用几副牌**改成 3：引擎不接受（004 的抠底对三同张没有说法），在菜单下面说明原因，菜单退回 2；
# - 把选择器交给别的工具，让它们都按你们这一桌的规则判（折叠起来的代码里有写法）。
#
# 房规选择器是 Jupyter 工具：在 JupyterLab 里用（见[教师指南](teachers-guide.md)），或者用本页顶部的按钮把这一课打开来用，在这个网页本身上不能用。在本网站上，[你的房规](tools/house-rules.md)页对本站的每道题都能做同样的事。
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
# ## 大牌桌：四到八副牌
#
# 五份中文资料最多讲到三副牌；shengji.io 网站让 6 到 10 个人把四到八副牌洗在一起打。这时四张一样的牌是**四同张**，挨着的四同张也算拖拉机。首家出四同张，别人就顺着 shengji.io 的**阶梯**往下跟：有四同张跟四同张；没有就跟一个三同张加一张单张；再没有就跟对子连成的拖拉机；再没有就跟两个对子；再没有就跟一个对子加两张单张。别的规则不能用三副以上的牌来打：它们的升级表和抠底算法在那时没有说法，引擎也会这样说。四副牌、八个人，首家出 ♠K ♠K ♠K ♠K，你的黑桃是 ♠3 ♠3 ♠3 ♠4 ♠7 ♠7 ♠8 ♠8：

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
# shengji.io 还有两条房规，牌桌不打开就不起作用。**炸弹**：张数跟首家一样多、至少四张的同样的牌是**炸弹**，比任何不是炸弹的牌都大。**两家都毙甩牌时比大小**：两个人都用主牌毙一手甩牌时，先比各家最大的那一手，单张不比。四副牌，打4，黑桃是主：南首出 ♥8 ♥8 ♥9 ♥9，东出四张 ♦2——炸弹——北出 ♥3 ♥5 ♥6 ♥7。东赢。

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
# ## 彩虹（shengji.io）
#
# shengji.io 网站还有一种出牌，牌桌不打开就不起作用：**彩虹**（它叫 “compound formats”）。同一点数、四门花色都有、不带王、张数至少达到牌桌约定的数目，这样的牌虽然不是同一门，也可以一起出。几个这样的点数一起出是彩虹甩牌，别家有同样多张、点数更大的牌就甩牌失败。彩虹没有要跟的花色：手里有同样多张同一点数的牌（花色不限）就必须跟出，没有就任意跟。点数大的赢，炸弹不管用。打4，黑桃是主，彩虹至少四张：首家出四张 5，你手里有 ♣6 ♦6 ♥6 ♠6 和 ♣3 ♦4 ♥7 ♠9。

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
# ## shengji.io 的升级：A 之后还有一级、它的升级表、钩J
#
# 在 shengji.io 网站上，级不是打到 A 为止：A 之后还有一级 **NT**（无主）。打 NT 的一局没有级牌，也没有主花色，只有王是主，每门花色从 2 到 A 连成一串；谁也不亮主。NT 跟 A 一样必须坐庄打过；过了 NT 从 2 重新数。别的规则都打到 A 为止。
#
# <a id="level.bonus-smaller-team"></a>
#
# 它的升级表还有四个自己的设置：抓分方要满几档才上台（2 档），上台后几档不升级（1 档），0 分是否单算一档，以及每档加减几分。找朋友时，庄家方人数比叫的少而赢了，多升一级。
#
# <a id="level.jack"></a>
#
# 它的**钩J**（牌桌不打开就不起作用）：打 J 时，抓分方用单张 J 赢了最后一轮，庄家方全体退回 2。

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
# 资料 004 是玩金币的，一局里每反主一次，输赢的金币就翻一番：“反主3次，则最后结果的金币数需×2³”。按 004 的规则，引擎会算出这个倍数；分数和升级都不变。

# %%
house_rules_box(reason_of(stake_multiplier(3, preset("004"))))

# %% [markdown]
# ## 练习
#
# **练习 13.1** 你们这一桌说：“甩牌失败罚 10 分，抠底时最大牌型每一张翻一番。”在[你的房规](tools/house-rules.md)页上，从本站的规则出发，要改哪两条房规，改成什么？
#
# <details><summary>提示</summary>在上面“它们在哪里不同”那张表里找：一条讲甩牌失败，一条讲底牌。</details>
#
# <details><summary>答案</summary>
#
# **甩牌失败的惩罚**：罚 10 分；**抠底翻几倍**：最大牌型每一张翻一番（跟资料 000 一样）。写成代码是：
# `preset("default", throw_penalty="ten_points", kitty_multiplier="power_of_two")`。
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
# **练习 13.2** 有两份规则用自己的两副牌升级表来算分。是哪两份？跟本站的表比，它们给的结果哪里不同？
#
# <details><summary>提示</summary>第 8 课折叠起来的框里比较了这几张表；试试 0 分、20 分和 80 分。</details>
#
# <details><summary>答案</summary>
#
# 资料 002：它没有“只上台不升级”那一档，所以 80 分抓分方就已经升一级。资料 004：它在 0 分附近分得更细，每档 10 分（5–10、15–20、25–30 和 35 分，都叫小光），庄家方分别升 5、4、3、2 级，0 分升 6 级。从 40 分到 80 分，两份都跟本站一样。
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
# ## 完整参考（给写代码的读者）
#
# 这一课讲的所有东西，用代码和命令行里的名字，都折叠在下面的框里：每一条房规的默认值、出处和可以取的值；各个预设和它们各自记下的说明；每个预设跟默认规则不同的地方。

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
# **下一页：**[全部题目](puzzles.py)——把学过的都练一练，每道题下面都有**比较各种规则**。
#
# **回到：**[课程](index.md) · [规则速查](cheat-sheet.md) · [术语表](glossary.md)。
