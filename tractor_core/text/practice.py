"""The practice table's coach and its review after the hand, in Chinese.

The coach's suggestions are said by :mod:`tractor_core.play.players`, the review by
:mod:`tractor_core.api.practice`.
"""

from typing import Final

PRACTICE: Final[dict[str, str]] = {
    # the coach: following (tractor_core.play.players)
    "Win it with {cards}: the trick holds {points} points and nobody after you can beat it.": (
        "用 {cards} 赢下这一轮：这一轮有 {points} 分，后面没有人能大过它。"
    ),
    (
        "Add points with {cards}: {seat} is winning for your side and nobody after is "
        "likely to beat it."
    ): "垫分，出 {cards}：{seat}正替你们这一方赢这一轮，后面的人不太可能大过。",
    (
        "Try to win with {cards}: the trick holds {points} points; {seats} may still beat "
        "it, but this play puts no more points at risk than the others."
    ): "试着用 {cards} 抢这一轮：这一轮有 {points} 分；{seats}还可能大过它，但这样出不比别的出法多送分。",
    "Play {cards}: every legal play gives points; this one gives the fewest.": (
        "出 {cards}：怎么出都要给分，这样给得最少。"
    ),
    (
        "Add points with {cards}: {seat} is winning for your side and nobody after can beat it."
    ): "垫分，出 {cards}：{seat}正替你们这一方赢这一轮，后面没有人能大过。",
    (
        "Play {cards}: {seat} is winning for your side, but {seats} may still beat it, so "
        "add no points."
    ): "出 {cards}：{seat}正替你们这一方赢这一轮，但{seats}还可能大过，所以不要垫分。",
    (
        "Play {cards}: {seat} is winning and you cannot take the trick safely, so give no points."
    ): "出 {cards}：{seat}正在赢这一轮，你没有把握拿下，所以不要给分。",
    # the coach: leading
    (
        "Lead {cards}: it is a card the banker called, and playing it makes you the "
        "banker's friend."
    ): "首出 {cards}：这是庄家叫的牌，出了它你就成为庄家的朋友。",
    (
        "Throw {cards}: no unseen card of the suit is higher, so the throw stands, and "
        "a ruff is unlikely from what has been played."
    ): "甩 {cards}：这门花色里没出过的牌都比它们小，所以甩牌成功；从已经出过的牌看，也不太会被毙。",
    "Lead {cards}: from the cards played so far, it very likely wins the trick.": (
        "首出 {cards}：从已经出过的牌看，这一轮它多半能赢。"
    ),
    (
        "Lead {cards}: from the cards played so far, it wins the trick about "
        "{percent} times in 100, and a low lead would give the lead away."
    ): "首出 {cards}：从已经出过的牌看，这样出一百次大约能赢 {percent} 次；出小牌就把出牌权让给别人了。",
    "Lead {cards}: no unseen trump is higher, so the trick is yours.": (
        "首出 {cards}：没出过的主牌里没有比它大的，这一轮是你的。"
    ),
    (
        "Lead {cards}: no unseen card of its suit is higher, and a ruff is unlikely "
        "from what has been played."
    ): "首出 {cards}：这门花色里没出过的牌都比它小；从已经出过的牌看，也不太会被毙。",
    (
        "Lead {cards}: every lead risks something; this one gives away the fewest points "
        "and keeps your big trumps."
    ): "首出 {cards}：怎么出都有风险，这样送分最少，也留住了大主。",
    # the review after the hand (tractor_core.api.practice)
    (
        "Trick {n}: you played {cards} and {seat} took the trick with {points} points; "
        "{better} would have kept {kept} of them."
    ): "第 {n} 轮：你出了 {cards}，{seat}赢了这一轮，拿走 {points} 分；出 {better} 可以少丢 {kept} 分。",
    "Points you gave away that another legal play kept: {kept}, in {count} of the tricks.": (
        "本来可以不丢、却送给对方的分：{kept} 分，在 {count} 轮里。"
    ),
    (
        "No points given away: in every trick the other side took, you played as few "
        "points as the rules allowed."
    ): "没有白送分：对方赢的每一轮，你出的分都是规则允许的最少。",
    "Points won in tricks: {listing}. The attackers' total, with the kitty: {total}.": (
        "各家赢的分：{listing}。抓分方总分（含底牌）：{total}。"
    ),
    # site2a (issue 28, items 1 and 2): the puzzles' house-rules table, the cards' marks
    "Compare house rules opens once you have answered, or shown the answer.": (
        "答题之后（或显示答案之后）才能比较各种规则。"
    ),
    "{card}, trump": "{card}，主牌",
    "{card}, level card": "{card}，级牌",
    "{card}, level card, trump": "{card}，级牌，主牌",
    # issue 29, the table (items 2, 5, 6): friend calls, undo, the house rules played
    # (tractor_core.api.practice)
    "the 1st {card}": "第一张{card}",
    "the 2nd {card}": "第二张{card}",
    "the 3rd {card}": "第三张{card}",
    "the {n}th {card}": "第 {n} 张{card}",
    "{call} played": "打出的{call}",
    "whoever holds {card}": "拿着{card}的人",
    "{seat} played {call}: {seat} is now the banker's friend.": (
        "{seat}出了{call}：{seat}现在是庄家的朋友。"
    ),
    "{seat} played {call}: {seat} is now your friend.": "{seat}出了{call}：{seat}现在是你的朋友。",
    "You played {call}: you are now the banker's friend.": "你出了{call}：你现在是庄家的朋友。",
    (
        "{seat} played {call} but is already on the banker's side: this call finds no friend."
    ): "{seat}出了{call}，但已经是庄家一方的：这张朋友牌作废，找不到朋友。",
    "You took back a play, in trick {n}.": "你收回过一次出牌，在第 {n} 轮。",
    "You took back a play {count} times, in tricks {tricks}.": (
        "你收回过 {count} 次出牌，在第 {tricks} 轮。"
    ),
    "this site's default": "本站的默认规则",
    "House rules: {title}.": "规则：{title}。",
    "House rules: {title}, with {players} players and one deck.": (
        "规则：{title}，{players} 人，1 副牌。"
    ),
    "House rules: {title}, with {players} players and {decks} decks.": (
        "规则：{title}，{players} 人，{decks} 副牌。"
    ),
    "House rules: your own, starting from {title}.": "规则：你自己定的，以{title}为基础。",
    # issue 31 (teachA): worksheets (tractor_core.puzzles.worksheet) and the referee
    # (tractor_core.api.site_api)
    "Tick at least one kind of puzzle.": "请至少勾选一种题型。",
    "goes up": "升",
    "levels (0 if nobody)": "级（无人升级写 0）",
    "The banker team goes up 1 level.": "庄家方升 1 级。",
    "The banker team goes up {n} levels.": "庄家方升 {n} 级。",
    "The attackers take the bank; nobody goes up.": "抓分方上台，双方都不升级。",
    "The attackers take the bank and go up 1 level.": "抓分方上台并升 1 级。",
    "The attackers take the bank and go up {n} levels.": "抓分方上台并升 {n} 级。",
    "a big shut-out": "大光",
    "a small shut-out": "小光",
    "the top band": "封顶",
    (
        "To try a puzzle on the site: type its id (top right of the puzzle) in "
        "“Go to puzzle” on the page “All the puzzles”."
    ): "想在网站上做某道题：在“全部题目”页的“转到题目”框里输入它的题号（在题目右上角）。",
    "{box}: {value} is not one of {choices}": "{box}：{value} 不是以下之一：{choices}",
    "{box}: choose one": "{box}：请选一项",
    "{n} cards, but with {decks} decks and {players} players the kitty has {size} cards": (
        "{n} 张，但 {decks} 副牌 {players} 人时底牌是 {size} 张"
    ),
    "The banker team won the last trick: the kitty's {points} points are not captured.": (
        "最后一轮庄家方赢：不抠底，底牌 {points} 分不计。"
    ),
    "The banker team's new level: {level}.": "庄家方新的级：{level}。",
    "The attackers' new level: {level}.": "抓分方新的级：{level}。",
    "Type the banker team's level to see its new level.": "填上庄家方的级，就能看到它新的级。",
    "Type the attackers' level to see their new level.": "填上抓分方的级，就能看到他们新的级。",
    "— choose —": "— 请选择 —",
    # issue 31 (teachC): the worksheet button in a notebook (widgets.worksheet_button)
    "Live links": "在线链接",
    "the site's public address, e.g. https://school.example/tractor/puzzles/": (
        "学生能打开的网站练习题页面网址（留空：只印题号）"
    ),
    (
        "{box}: {value} is not a web address. Type the address where students open the "
        "puzzles page, such as https://school.example/tractor/puzzles/, or leave the box "
        "empty: each puzzle then prints its id."
    ): (
        "{box}：{value} 不是网址。请填学生打开网站练习题页面的网址，"
        "如 https://school.example/tractor/puzzles/；或者留空：每道题就印上它的题号。"
    ),
    "the answer key, for you, {size} bytes": "答案，给老师，{size} 字节",
    # issue 29 (play2), items 1 and 4: the coach read as a beginner (one seat is not "are", the
    # reader is not "You is", a pair is not "a low card"), and the news of a trick won
    # (tractor_core.play.players, tractor_core.api.practice)
    (
        "Win it with {cards}: the trick holds {points} points, and from what has been "
        "played {seats} cannot beat it."
    ): "用 {cards} 赢下这一轮：这一轮有 {points} 分，从已经出过的牌看，{seats}大不过它。",
    (
        "Win it with {cards}: the trick holds {points} points, and from what has been "
        "played it is unlikely that {seats} can beat it."
    ): "用 {cards} 赢下这一轮：这一轮有 {points} 分，从已经出过的牌看，{seats}不太可能大过它。",
    (
        "Win it with {cards}: the trick holds no points, but winning it gives you the next lead."
    ): "用 {cards} 赢下这一轮：这一轮没有分，但赢下它，下一轮由你首出。",
    (
        "Play {cards}: it is the highest so far, but {seats} may still beat it; the trick "
        "holds no points, so little is lost if they do."
    ): "出 {cards}：它暂时最大，但{seats}还可能大过它；这一轮没有分，被大过也不丢什么。",
    "Play {cards}: {seat} is winning for your side, so keep your strong cards for later.": (
        "出 {cards}：{seat}正替你们这一方赢这一轮，把大牌留到后面。"
    ),
    "Lead {cards}: it puts no points at risk; keep your winners for tricks with points.": (
        "首出 {cards}：不带分，不会送分；把大牌留到有分的轮次。"
    ),
    "Play {cards}: {seat} is winning and you cannot beat it, so give no points.": (
        "出 {cards}：{seat}正在赢这一轮，你大不过，所以不要给分。"
    ),
    # new-reader review (session 6): a follow with no choice is said to be one
    "Play {cards}: it is the last card in your hand.": "出 {cards}：这是你手里最后一张牌。",
    "Play {cards}: they are the last cards in your hand.": "出 {cards}：这是你手里最后的牌。",
    (
        "Play {cards}: it is your only legal play, because you must follow the suit that was "
        "led (pairs with pairs, tractors with tractors) with the cards you hold."
    ): "只能出 {cards}：首家出的那一门你有牌，就必须跟那一门（首家出对子、拖拉机，你有就必须跟对子、拖拉机）。",
    "Trick {n}: you won it with {cards} ({points} points).": (
        "第 {n} 轮：你用 {cards} 赢了（{points} 分）。"
    ),
    "Trick {n}: {seat} won it with {cards} ({points} points).": (
        "第 {n} 轮：{seat}用 {cards} 赢了（{points} 分）。"
    ),
}
