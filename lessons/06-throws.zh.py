# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 第 6 课 · 甩牌
#
# **这一课你会学到**
#
# - 什么是**甩牌**：把同一门的几组牌一起出，比如 ♠A + ♠K ♠K；
# - 甩牌什么时候**成功**：别人手里没有哪一组能大过其中任何一组；
# - 甩牌**失败**了怎么办：你只能改出哪一组；
# - 牌桌上你真正要想的问题——别人的牌你看不见：*有没有可能*有人管得住？
# - 别人甩牌成功以后，你怎样一组一组地**跟**；
# - 怎样用主牌**毙**甩牌，两家都毙时谁赢（**盖毙**）。
#
# 这一课的例子都是打10、红桃做主，副牌用黑桃。你坐南，由你来甩；东、北、西依次在你后面出（讲跟甩牌的那一节反过来：西甩牌，你来跟）。

# %%
from IPython.display import SVG, Markdown, display

from tractor_core import (
    Rank,
    RuleConflictError,
    Suit,
    Trump,
    TrumpOrder,
    decompose,
    order_for,
    preset,
)
from tractor_core.rules.combinations import unit_kind_zh
from tractor_core.rules.following import check_follow
from tractor_core.rules.throwing import check_throw, possible_blockers
from tractor_core.rules.trick import ruff_beats, trick_winner
from tractor_core.text import cards_named, say, seat_named
from tractor_core.words.svg import Cards, trick_svg
from widgets import house_rules_box, option_words, page_lang, puzzle, reason_of

level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def named(cards: object) -> str:
    """Cards as a reader writes them, in the page's language: ``♠8 ♠8`` / ``黑桃8、黑桃8``."""
    codes = cards.split() if isinstance(cards, str) else [c.notation for c in cards]
    return cards_named(codes).in_language(page_lang())


def follow_table(
    lead: str, hand: str, plays: tuple[str, ...], order: TrumpOrder = level10
) -> Markdown:
    """The engine's verdict on each play that follows ``lead`` from ``hand``, as a table."""
    rows = [say("| play | legal? | why |"), "|---|---|---|"]
    for play in plays:
        verdict = check_follow(lead, hand, play, order)
        rows.append(
            f"| {named(play)} | {say('yes', context='legal') if verdict.value else say('no', context='legal')} | {reason_of(verdict)} |"
        )
    return Markdown("\n".join(rows))


def unit_words(unit: object) -> str:
    """A unit of a throw in words: ``pair ♠8 ♠8``, or on the Chinese page ``对子 黑桃8、黑桃8``."""
    if page_lang() == "zh":
        return f"{unit_kind_zh(unit.width, len(unit.steps))} {named(unit.cards)}"
    return f"{unit.kind} {named(unit.cards)}"


def referee(plays: list[str], order: TrumpOrder = level10) -> SVG:
    """Print the engine's ruling on each play, and draw the trick with the winner marked."""
    verdict = trick_winner(plays, order)
    for ruling in verdict.details["rulings"]:
        print(reason_of(ruling))
    return SVG(trick_svg(plays, order, winner=verdict.value))


def rulebook(name: str) -> str:
    """A preset as a reader names it: "This site", "Source 002", "The shengji.io website"."""
    if name == "default":
        return say("This site")
    if name == "shengji":
        return say("The shengji.io website")
    return say("Source {number}").format(number=name)


# %% [markdown]
# <a id="throw.single-unit"></a>
# <a id="combo.not-one-unit"></a>
#
# ## 几组牌一起出
#
# 单张、对子、拖拉机，什么时候都可以直接出。同一门的牌**凑不成一组**也可以一起出：这就是**甩牌**。这里有四个例子，都用黑桃：♠A ♠A ♠K、♠A ♠K ♠K、♠A ♠Q ♠Q ♠J ♠J 和 ♠9 ♠8 ♠8 ♠4 ♠4。每一手都拆成一组一组：

# %%
for cards in ("SA SA SK", "SA SK SK", "SA SQ SQ SJ SJ", "S9 S8 S8 S4 S4"):
    units = decompose(cards, level10).value
    print(f"{named(cards)} = " + " + ".join(unit_words(unit) for unit in units))

# %% [markdown]
# <a id="decompose.tuples-first"></a>
# <a id="decompose.longest-unit"></a>
#
# 两副牌时，一手牌只有一种拆法。
#
# <details class="house-rules"><summary>别的牌桌：三副牌时混合出牌怎样拆（可以先跳过）</summary>
#
# **混合出牌怎样拆（三副牌）。** 三副牌时一手牌可能有两种拆法：♠3 ♠3 ♠3 ♠4 ♠4，资料 002 和本站拆成一个三同张加一对（“第一家出33344牌型，系统将把这种牌型认成333+44”：三同张从不拆开），shengji.io 网站却拆成拖拉机 4433 加单张 3（最长的一组优先）。房规设置里这一项叫“混合出牌怎样拆”；详见[第 11 课](11-three-decks.py)。
#
# </details>

# %%
lines = []
for name in ("002", "shengji"):
    order = order_for(level10.trump, preset(name, decks=3))
    reason = reason_of(decompose("S3 S3 S3 S4 S4", order))
    lines.append(say("**{name}**: {reason}").format(name=rulebook(name), reason=reason))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="throw.succeeds"></a>
#
# ## 甩牌什么时候成功
#
# 别的玩家在这一门里，都没有**牌型相同**又**更大**的一组能管住其中任何一组，甩牌就**成功**。比如，♠9 ♠8 ♠8 ♠4 ♠4 可以甩，只要没人能大过单张 ♠9、对子 ♠8 ♠8 和对子 ♠4 ♠4。由此可知三点：
#
# - **一样大的牌不算大**：别人也有一张 ♠9，拦不住你；
# - 只看**相同的牌型**：单张 ♠Q 大过 9，但管不了对子；
# - **主牌拦不住副牌甩牌**——出完以后可以毙，但甩牌本身是成功的。
#
# 这就是 ♠9 ♠8 ♠8 ♠4 ♠4：

# %%
Cards("S9 S8 S8 S4 S4", level10)

# %% [markdown]
# 这里拿这手甩牌去对照另外三家（东、北、西）的黑桃。黑桃里没人有比 ♠9 大的单张，也没人有比 ♠4 ♠4 大的对子——一对主牌不算：

# %%
print(reason_of(check_throw("S9 S8 S8 S4 S4", ["S9 S3", "S2", "HA HA"], level10)))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：三同张对甩出的对子（可以先跳过）</summary>
#
# <a id="triple-beats-thrown-pair"></a>
#
# **三同张呢？** 三副牌时，一个人可能有三张一模一样的牌。**三同张里有一对**：东有 ♠6 ♠6 ♠6 的话，其中两张 6 就大过你甩的 ♠5 ♠5，♠A + ♠5 ♠5 这手甩牌失败。（三张 ♠5 只和你的对子一样大，一样大不算大。）
#
# **三同张对甩出的对子。** 引擎知道的每一套规则都一样：别人更大的三同张管得住你甩的对子，不管这张牌桌别的规矩怎样。shengji.io 网站自己的引擎检查甩出的对子时，看有没有人持有“某张更大的牌 ≥ 对子的张数”（两张或更多：一对或三同张都算）。中文资料里没有哪一份专门写到这一点：000 和 003 的例子都是两副牌，001 和 002 的三副牌规则也没有说。资料 004 是两副牌的规则。下面是引擎在三副牌时、按每一份资料和每一种跟对子的做法给出的判定：
#
# </details>

# %%
lines = []
for name in ("default", "000", "001", "002", "003", "004", "shengji"):
    try:
        rules = preset(name, decks=3)
    except RuleConflictError:
        lines.append(say("**{name}**: two decks only.").format(name=rulebook(name)))
        continue
    result = check_throw("SA S5 S5", ["S6 S6 S6", "D3", "C4"], order_for(level10.trump, rules))
    said = say("**{name}**: the throw fails; {forced} must be played.")
    lines.append(said.format(name=rulebook(name), forced=named(result.value.forced)))
for policy in ("longer_tuples_protected", "suit_only"):
    rules = preset("default", decks=3, draw_policy=policy)
    result = check_throw("SA S5 S5", ["S6 S6 S6", "D3", "C4"], order_for(level10.trump, rules))
    fails = say("the throw fails") if not result.value.succeeds else say("the throw succeeds")
    said = say("**{words}**: {fails}.")
    lines.append(said.format(words=option_words("draw_policy", policy), fails=fails))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="throw.fails.lowest-failing"></a>
# <a id="throw.fails.type-order"></a>
# <a id="throw.fails.first-blocker"></a>
# <a id="throw.fails.smallest-unit"></a>
#
# ## 甩牌失败
#
# 只要有人能管住其中一组，甩牌就**失败**，你只能出**一**组：**被人管住的组里最小的那一组**。其余的收回手里。拿 ♠9 ♠8 ♠8 ♠4 ♠4 举两个例子：
#
# - 别家有 ♠J：♠9 失败，所以出 ♠9；
# - 别家有 ♠Q ♠Q 或 ♠5 ♠5：♠4 ♠4 失败，所以出 ♠4 ♠4（有 ♠Q ♠Q 时，♠9 和 ♠8 ♠8 也失败，其中最小的是 ♠4 ♠4，出 ♠4 ♠4）。

# %%
for others in (["SJ S2", "C3", "D4"], ["SQ SQ", "C3", "D4"], ["S5 S5", "C3", "D4"]):
    result = check_throw("S9 S8 S8 S4 S4", others, level10).value
    said = say("If East holds {cards}, you must play {forced}.")
    print(said.format(cards=named(others[0]), forced=named(result.forced)))

# %% [markdown]
# <a id="lowest-failing-shapes"></a>
#
# ### 失败的几组牌型不同，哪一组“最小”？
#
# 如果一张**单张**和一个**对子**都失败了，哪个算“最小”？甩 ♠Q + ♠5 ♠5。东有 ♠K，管得住单张 ♠Q；北有 ♠6 ♠6，管得住对子 ♠5 ♠5。两组都失败。不管牌型，只比牌的大小：5 比 Q 小，所以出 **♠5 ♠5**。

# %%
Cards("SQ S5 S5", level10)

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：甩牌失败后出哪一组（可以先跳过）</summary>
#
# 三副牌时（第 11 课）对子碰上三同张也一样：甩 ♠Q ♠Q + ♠5 ♠5 ♠5，东有 ♠K ♠K，北有 ♠6 ♠6 ♠6，出 ♠5 ♠5 ♠5。
#
# **甩牌失败后出哪一组。** 本站按资料 000 和 004 的写法，出被管住的组里最小的一组（004：“强制性出导致甩牌失败牌型中的最小牌”）。000 自己的例子说明了“最小”的意思：♠9 ♠8 ♠8 ♠4 ♠4 遇到 ♠Q ♠Q 出的是 ♠4 ♠4，虽然单张 ♠9 也失败了。这样做也不用看座位顺序，谁在牌桌上都能核对。别的做法：
#
# - **按牌型**（资料 002）：先查拖拉机，再查三同张，再查对子，最后查单张，先查到失败的那一类就出那一组；
# - **第一个管得住的人**（shengji.io 网站）：按出牌顺序，第一个能管住的人说了算，出被他管住的组里最小的那一组。上面甩 ♠Q + ♠5 ♠5 时，东只管得住 ♠Q，所以出 **♠Q**；东北两手牌对调，就出 ♠5 ♠5；
# - **张数最少**（别的网上游戏；没有资料，也没有预设）：出失败的组里张数最少的，张数一样再出最小的。打 A、梅花做主，甩 ♣K ♣6 ♣6，别家有 ♥A（比 ♣K 大的主牌）和 ♣8 ♣8：这种做法要出 ♣K，本站却出 ♣6 ♣6。资料 000 说的不可能是这个意思：它自己的例子里，♠9 ♠8 ♠8 ♠4 ♠4 遇到 ♠Q ♠Q 出的是 ♠4 ♠4，虽然 ♠Q 也大过单张 ♠9。
#
# 房规设置里这一项叫“甩牌失败后出什么”。下面是引擎对这一节几个例子的判定，还有一个各份资料给出三种答案的牌局：你甩 ♠9 + ♠8 ♠8 ♠7 ♠7（拖拉机）+ ♠4 ♠4；东有 ♠A，只管得住 9；北有 ♠Q ♠Q ♠J ♠J（打10 时是拖拉机）和 ♠5 ♠5。
#
# </details>

# %%
lines = []
shape_cases = (
    ("SQ S5 S5", ["SK S2", "S6 S6", "D3"], 2),
    ("SQ S5 S5", ["S6 S6", "SK S2", "D3"], 2),
    ("SQ SQ S5 S5 S5", ["SK SK", "S6 S6 S6", "D3"], 3),
)
for lead, others, decks in shape_cases:
    said = say("You throw {lead}; East holds {one}, North holds {two}:")
    lines.append(said.format(lead=named(lead), one=named(others[0]), two=named(others[1])))
    for policy in ("lowest_failing", "type_order", "first_blocker", "smallest_unit"):
        rules = preset("default", forced_unit=policy, decks=decks)
        result = check_throw(lead, others, order_for(level10.trump, rules)).value
        said = say("- {words}: play {forced}.")
        words = option_words("forced_unit", policy)
        lines.append(said.format(words=words, forced=named(result.forced)))
    lines.append("")
ace_clubs = Trump(Rank.ACE, Suit.CLUBS)
said = say("At level A, clubs trump, you throw {lead}; East holds {one}, North holds {two}:")
lines.append(said.format(lead=named("CK C6 C6"), one=named("HA D3"), two=named("C8 C8")))
for policy in ("lowest_failing", "smallest_unit"):
    rules = preset("default", forced_unit=policy)
    verdict = check_throw("CK C6 C6", ["HA D3", "C8 C8", "D4"], order_for(ace_clubs, rules))
    words = option_words("forced_unit", policy)
    lines.append(
        say("- {words}: play {forced}.").format(words=words, forced=named(verdict.value.forced))
    )
lines.append("")
throw = "S9 S8 S8 S7 S7 S4 S4"
lines.append(
    say("You throw {lead}; East holds {one}, North holds {two}:").format(
        lead=named(throw), one=named("SA S2"), two=named("SQ SQ SJ SJ S5 S5")
    )
)
for name in ("000", "004", "002", "shengji"):
    verdict = check_throw(
        throw, ["SA S2", "SQ SQ SJ SJ S5 S5", "D3"], order_for(level10.trump, preset(name))
    )
    said = say("- {words}: play {forced}.")
    lines.append(said.format(words=rulebook(name), forced=named(verdict.value.forced)))
house_rules_box("\n".join(lines))

# %% [markdown]
# 现在来一道正是这种牌型的题：甩一个对子加一张更大的单张，两组都管得住。你必须出哪一组？然后按**比较各种规则**，看看别的牌桌怎么答。
#
# <!-- puzzle throw-default-1-5: lead=throw units=pair,single suit=hearts throw=fails answer=It_fails:_♥5_♥5_must_be_played answer@shengji=It_fails:_♥Q_must_be_played differs=shengji -->

# %%
puzzle("throw", difficulty=1, seed=5)

# %% [markdown]
# 在本站，甩牌失败不再另外罚：你出那一组，这一局接着打。
#
# <details class="house-rules"><summary>别的牌桌：罚分（可以先跳过）</summary>
#
# **罚分。** 有些牌桌对甩牌失败还要罚。资料 001 的比赛规则：“如果发现不是最大牌，除了必须出小牌外，还要相应惩罚 20 分”——除了要出小牌，甩牌的一方还要罚 20 分。资料 004（一个网络平台）扣的是房间底金的一半，是金币，不是分；本站和 shengji.io 网站都不罚。房规设置里这一项叫“甩牌失败的惩罚”。引擎会把罚分写进判定里；按 001（三副牌，但牌一样）它在最后说明。
#
# </details>

# %%
lines = []
for name in ("default", "001", "004", "shengji"):
    penalty = preset(name).throw_penalty
    said = say("**{name}**: {penalty}.")
    words = option_words("throw_penalty", penalty)
    lines.append(said.format(name=rulebook(name), penalty=words))
verdict = check_throw(
    "S9 S8 S8 S4 S4", ["SJ S2", "C3", "D4"], order_for(level10.trump, preset("001"))
)
lines.append(say("**{name}**: {reason}").format(name=rulebook("001"), reason=reason_of(verdict)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# <a id="throw.unseen-safe"></a>
# <a id="throw.unseen-risk"></a>
#
# ## 牌桌上：别人的牌看不见
#
# 到这里，我们一直看着每个人的牌。真打牌的时候，你只知道**自己的牌和已经出过的牌**，其余的都*看不见*。如果看不见的牌无论怎么分在别人手里，都管不住你的任何一组，这手甩牌就是**稳妥的**；否则就是**有风险的**。
#
# 这里有两个例子（打2）。第一个：你有 ♣10、♣J 和 ♣Q，两张 ♣A、两张 ♣K，还有 ♣Q、♣J、♣10 各一张都已经出过了。两副牌，比你大的梅花全出完了：

# %%
level2 = order_for(Trump(Rank.TWO, Suit.HEARTS))
print(
    reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "CA CA CK CK CQ CJ C10", level2))
)

# %% [markdown]
# 第二个：你有 ♣K 和 ♣J ♣J，两张 ♣A 和两张 ♣Q 都出过了。另一张 ♣K 还在外面，但它只是跟你的 ♣K *一样大*；比 ♣J ♣J 大的对子也凑不出来了：

# %%
print(reason_of(possible_blockers("CK CJ CJ", "CK CJ CJ S3", "CA CA CQ CQ", level2)))

# %% [markdown]
# 在那些梅花出来之前，第一手甩牌是有风险的——下面列出哪些牌可能管住它：

# %%
print(reason_of(possible_blockers("C10 CJ CQ", "C10 CJ CQ S3 S4 D5", "", level2)))

# %% [markdown]
# <a id="follow-a-throw"></a>
#
# ## 跟甩牌：一组一组地跟
#
# 甩牌成功了，跟牌时就要同时照顾到它的每一组：[第 4 课](04-leading-following.py)的“出对要跟对”“出拖拉机要跟拖拉机”对甩牌里的每个对子、每个拖拉机都照样适用；这门牌要跟出和首家一样多的张数。
#
# 所以跟牌的人按这个顺序出：
#
# 1. 首家甩了几个拖拉机，你有拖拉机就出几个拖拉机；
# 2. 然后出对子：首家的对子（还有你没跟上的拖拉机）要你出对子，你有几对出几对；
# 3. 然后出这门的任意牌，补足张数；
# 4. 如果这门牌**中途出完了**，就把这门的牌全出掉，剩下的随便出。
#
# 首家甩的 ♠A ♠A + ♠Q ♠Q + ♠9 成功了（两个对子加一张单张；打10 时 A 和 Q 不相连，所以不是拖拉机）。看三个人怎样跟：

# %%
throw_lead = "SA SA SQ SQ S9"
Cards(throw_lead, level10)

# %%
followers = {
    "two pairs and more spades": ("SJ SJ S8 S8 S3 S2 C2", ("SJ SJ S8 S8 S3", "SJ SJ S8 S3 S2")),
    "one pair, four spades": ("S8 S8 S6 S4 C2 D4", ("S8 S8 S6 S4 C2", "S8 S6 S4 C2 D4")),
    "no pair, two spades": ("S6 S4 C2 C2 D4 H3", ("S6 S4 C2 C2 H3", "S6 C2 C2 D4 H3")),
}
for name, (held, plays) in followers.items():
    holding = say("Holding **{held}** ({name}):").format(held=named(held), name=say(name))
    display(Markdown(holding), follow_table(throw_lead, held, plays))

# %% [markdown]
# 第一个人要出两对，再加一张黑桃。第二个人要出他仅有的一对，再出他别的黑桃，黑桃出完了还差一张：这一张出什么都行。第三个人没有对子，只有两张黑桃：两张黑桃都得出，再随便出三张。
#
# 现在轮到你了。打J、黑桃做主，西甩了 ♦A ♦A ♦K ♦K + ♦Q——一个拖拉机加一张单张——甩成功了。先数一数你的方片，再看选项：你有拖拉机吗？有对子吗？方片够不够？
#
# <!-- puzzle follow-default-3-22: lead=throw units=single,tractor suit=diamonds differs=none -->

# %%
puzzle("follow", difficulty=3, seed=22)

# %% [markdown]
# <a id="ruff-a-throw"></a>
#
# ## 毙甩牌和盖毙
#
# 手里没有甩出来的那一门时，可以用主牌**毙**这手甩牌（[第 5 课](05-ruffing.py)）。毙牌要和甩牌的牌型一样：甩出来的**每一组**，都要有一组同样牌型的主牌对上。比如，主牌 ♥9 ♥9 ♥8 ♥8 ♥7 ♥2 能毙甩牌 ♠A ♠K ♠5 ♠5 ♠4 ♠4，却毙不了 ♠A ♠A ♠5 ♠5 ♠4 ♠4：
#
# - ♠A ♠K ♠5 ♠5 ♠4 ♠4 是拖拉机 ♠5 ♠5 ♠4 ♠4 + 单张 ♠A + 单张 ♠K；毙牌是拖拉机 ♥9 ♥9 ♥8 ♥8 + 单张 ♥7 + 单张 ♥2：牌型对得上，毙牌赢；
# - ♠A ♠A ♠5 ♠5 ♠4 ♠4 是拖拉机 ♠5 ♠5 ♠4 ♠4 + **对子** ♠A ♠A，而毙牌没有第二个对子：算作垫牌。

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
# 长一点的主拖拉机能对上更多：三对的主拖拉机里有一个两对的拖拉机，**还**多出一对。你甩 ♠A ♠A ♠K ♠K + ♠8 ♠8，甩牌成功了；东用 ♥5 ♥5 ♥6 ♥6 ♥7 ♥7 毙，北和西出的黑桃没有甩牌的牌型：

# %%
long_ruff = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 H7 H7", "S2 S3 S4 S5 S6 S7", "S9 S9 SJ SJ SQ S3"]
referee(long_ruff)

# %% [markdown]
# <a id="trick.over-ruff.largest-unit-first"></a>
# <a id="trick.over-ruff.all-units"></a>
# <a id="trick.over-ruff.highest-card"></a>
#
# 又有一个人来毙这手甩牌时，先比两家毙牌中**最大的那一组**：先比拖拉机，再比对子，最后比单张；第一处不同就定输赢。举两个例子：
#
# - 主牌 ♥9 ♥7 ♥7 毙甩牌 ♠5 ♠4 ♠4（一个对子加一张单张），♥8 ♥8 ♥4 可以盖毙：它的对子 ♥8 ♥8 大过对子 ♥7 ♥7；
# - ♥9 ♥7 ♥7 毙 ♠5 ♠6 ♠7（三张单张），♥8 ♥8 ♥4 就**不能**盖毙：单张比单张，♥9 是最大的一张。
#
# 第一个例子为什么这样判：

# %%
print(reason_of(ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", level10), players=4))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：两家都毙时比大小（可以先跳过）</summary>
#
# **两家都毙甩牌时比大小。** 本站和资料 000、001 一样，先比最大的一组：只有这两份资料讲了甩牌被两家毙时怎样比，而且说法一致。资料 001：“毙牌时按拖拉机、三条、对、单的顺序计算大小”。shengji.io 网站的打法不一样：盖毙的牌**每一组**都要更大，所以首家出 ♠5 ♠4 ♠4 时，♥8 ♥8 ♥4 也盖不了——它的 ♥4 大不过 ♥9。第三种做法只看**最大的那一张**牌。房规设置里这一项叫“两家都毙甩牌时比大小”。下面是引擎在每种做法下对资料 000 这两个例子的判定：
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
    (rulebook("default"), preset("default")),
    (rulebook("shengji"), preset("shengji")),
    (option_words("over_ruff", "highest_card"), preset("default", over_ruff="highest_card")),
):
    order = order_for(level10.trump, rules)
    on_544 = ruff_beats("S5 S4 S4", "H9 H7 H7", "H8 H8 H4", order)
    on_567 = ruff_beats("S5 S6 S7", "H9 H7 H7", "H8 H8 H4", order)
    rows.append(
        f"| {name} | {say('yes') if on_544.value else say('no')} | {say('yes') if on_567.value else say('no')} |"
    )
house_rules_box("\n".join(rows))

# %% [markdown]
# <a id="over-ruff-mixed-throw"></a>
#
# 所以甩的是拖拉机加对子时，**拖拉机**说了算，拖拉机一样大才比对子。你还是甩 ♠A ♠A ♠K ♠K + ♠8 ♠8，两个人来毙：
#
# - 东出拖拉机 ♥5 ♥5 ♥6 ♥6 和对子 ♥A ♥A；
# - 北出拖拉机 ♥7 ♥7 ♥8 ♥8 和对子 ♥3 ♥3。
#
# 北的拖拉机大，所以北盖毙，虽然他的对子小得多。

# %%
two_ruffs = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 HA HA", "H7 H7 H8 H8 H3 H3", "S2 S3 S4 S5 S6 S7"]
SVG(trick_svg(two_ruffs, level10, winner=trick_winner(two_ruffs, level10).value))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：shengji.io 网站的判法（可以先跳过）</summary>
#
# 在 shengji.io 网站上，每一组都要更大，而 ♥3 ♥3 大不过 ♥A ♥A：这一轮还归东。下面是引擎按本站规则和按 shengji.io 规则的判定：
#
# </details>

# %%
lines = []
for name in ("default", "shengji"):
    verdict = trick_winner(two_ruffs, order_for(level10.trump, preset(name)))
    lines.append(say("**{name}**: {reason}").format(name=rulebook(name), reason=reason_of(verdict)))
house_rules_box("\n\n".join(lines))

# %% [markdown]
# 同样的问题出成一道题，甩的牌小一些：首家甩一个梅花对子加一张梅花，另外三家都毙。谁赢？然后按**比较各种规则**，看看别的牌桌怎么判。
#
# <!-- puzzle trick-default-3-214: lead=throw units=pair,single suit=clubs ruffs=3 answer=East answer@shengji=You_(South) differs=shengji -->

# %%
puzzle("trick", difficulty=3, seed=214)

# %% [markdown]
# ## 试一试
#
# 一副真发出来的牌：你出图上的牌，别家这一门的牌你都看得见。这手甩牌成不成？
#
# <!-- puzzle throw-default-1-20: lead=throw suit=hearts differs=none -->

# %%
puzzle("throw", difficulty=1, seed=20)

# %% [markdown]
# 这一道甩牌失败。你必须出哪一组？然后按**比较各种规则**：另一张牌桌的答案不一样。
#
# <!-- puzzle throw-default-1-4: throw=fails suit=clubs differs=002 -->

# %%
puzzle("throw", difficulty=1, seed=4)

# %% [markdown]
# ## 练习
#
# **练习 6.1** 打10，红桃做主。你甩 ♠A + ♠K ♠K。东的黑桃：♠A；北的：♠Q ♠Q；西没有黑桃。甩牌成功吗？
#
# <details><summary>提示</summary>有人凑得出比 ♠K ♠K 大的对子吗？东的 A 大过你的 A 吗？</details>
#
# <details><summary>答案</summary>
#
# 成功。东的 ♠A 跟你的 ♠A 一样大（一样大的牌不算大），外面唯一的对子 ♠Q ♠Q 又比 ♠K ♠K 小。
#
# </details>

# %%
succeeds = check_throw("SA SK SK", ["SA", "SQ SQ", ""], level10).value.succeeds
print(say("The throw succeeds.") if succeeds else say("The throw fails."))

# %% [markdown]
# **练习 6.2** 还是这个主。你甩 ♠9 ♠8 ♠8 ♠4 ♠4；东有 ♠J，北有 ♠5 ♠5。你必须出哪一组？
#
# <details><summary>提示</summary>先把失败的组列出来：♠J 管住哪一组，♠5 ♠5 又管住哪一组？</details>
#
# <details><summary>答案</summary>
#
# ♠9 和 ♠4 ♠4 失败，你要出其中最小的：♠4 ♠4。
#
# </details>

# %%
lines = []
for name in ("default", "002", "shengji"):
    verdict = check_throw(
        "S9 S8 S8 S4 S4", ["SJ", "S5 S5", "D3"], order_for(level10.trump, preset(name))
    )
    said = say("{name}: play {forced}.")
    lines.append(said.format(name=rulebook(name), forced=named(verdict.value.forced)))
print(lines[0])  # this site's answer; the other tables' in their box
house_rules_box("\n\n".join(lines[1:]))

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：按别的规则做练习 6.2（可以先跳过）</summary>
#
# 资料 002 先查对子再查单张，所以也是 ♠4 ♠4；shengji.io 网站看第一个能管住的人，也就是东，他的 ♠J 只管得住 ♠9，所以出 ♠9。
#
# </details>

# %% [markdown]
# **练习 6.3** 还是这个主，一局的第一轮：什么牌都还没出。你的牌是 ♠A ♠Q ♠Q ♠3 ♣4 ♦5。甩 ♠A + ♠Q ♠Q 稳妥吗？出过一张 ♠K 以后呢？
#
# <details><summary>提示</summary>外面可能有哪些比 ♠Q ♠Q 大的对子？别忘了你自己手里有一张 ♠A。</details>
#
# <details><summary>答案</summary>
#
# 一开始有风险：可能有人有 ♠K ♠K。（♠A ♠A 不可能：你手里有一张 A。）出过一张 ♠K 以后，比 ♠Q ♠Q 大的对子就不可能有了，这手甩牌是稳妥的。
#
# </details>

# %%
my_hand = "SA SQ SQ S3 C4 D5"
for played in ("", "SK"):
    reason = reason_of(possible_blockers("SA SQ SQ", my_hand, played, level10))
    if played:
        said = say("After {played} was played: {reason}")
        print(said.format(played=named(played), reason=reason))
    else:
        print(say("Before any spade was played: {reason}").format(reason=reason))

# %% [markdown]
# **练习 6.4** 还是这个主。你甩 ♠K ♠K ♠3（一个对子加一张单张），甩牌成功了。东用 ♥9 ♥9 ♥2 毙；北出 ♥Q ♥Q ♥2。北算盖毙吗？
#
# <details><summary>提示</summary>先比对子，再比单张。♥2 比 ♥2 大吗？</details>
#
# <details><summary>答案</summary>
#
# 算：先比最大的一组，红桃Q 对大过红桃9 对。
#
# </details>

# %%
lines = []
for name in ("default", "shengji"):
    over = ruff_beats("SK SK S3", "H9 H9 H2", "HQ HQ H2", order_for(level10.trump, preset(name)))
    if over.value:
        lines.append(say("{name}: ♥Q ♥Q ♥2 over-ruffs ♥9 ♥9 ♥2.").format(name=rulebook(name)))
    else:
        lines.append(
            say("{name}: ♥Q ♥Q ♥2 does not over-ruff ♥9 ♥9 ♥2.").format(name=rulebook(name))
        )
print(lines[0])  # this site's answer; the other table's in its box
house_rules_box(lines[1])

# %% [markdown]
# <details class="house-rules"><summary>别的牌桌：按别的规则做练习 6.4（可以先跳过）</summary>
#
# 在 shengji.io 网站上不算，那里每一组都要更大，而两张红桃2 一样大。
#
# </details>

# %% [markdown]
# **下一课：**[第 7 课 · 底牌](07-kitty.py)——庄家扣什么底，最后一轮值多少。
