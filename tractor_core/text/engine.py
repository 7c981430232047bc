"""The engine's errors in Chinese: what a reader who typed something wrong is told."""

from typing import Final

#: Said in English only: where in the input the engine counted (a JSON field's name such as
#: ``plays[0]``) means nothing to a Chinese reader, who is told the position instead.
DROPPED: Final = frozenset({" in {where}"})

ENGINE: Final[dict[str, str]] = {
    # cards that cannot be read (tractor_core.rules.errors.NotationError)
    "{token}: {expected}": "{token}读不懂：{expected}",
    "{token} at position {position}: {expected}": "{token}（第 {position} 张）读不懂：{expected}",
    "rank must be 2-10, J, Q, K or A": "点数须为 2-10、J、Q、K 或 A",
    (
        "expected a card such as S10, HA, ♠10, 10♠, 黑桃10 or a joker BJ/LJ (大王/小王); "
        "suit must be S, H, C or D"
    ): "应为一张牌，如 S10、HA、♠10、10♠、黑桃10，或王 BJ/LJ（大王/小王）；花色须为 S、H、C 或 D",
    "expected cards as text such as 'S5 S5 HA' or a list of cards": (
        "应为用文字写的牌，如 'S5 S5 HA'，或一串牌"
    ),
    "expected a card or a card's notation": "应为一张牌或牌的写法（如 S10）",
    "suit must be S, H, C or D (♠ ♥ ♣ ♦, 黑桃 红桃 梅花 方片)": (
        "花色须为 S、H、C 或 D（♠ ♥ ♣ ♦，黑桃 红桃 梅花 方片）"
    ),
    "the cards could not be read": (
        "牌要写成花色加点数，如 S10、HA、♠10、黑桃10，王写 BJ（大王）或 LJ（小王）"
    ),
    # too many copies of a card (TooManyCopiesError)
    (
        "{card} appears {count} times{where}, but a game with {decks} decks has only {decks} "
        "copies of each card"
    ): "{card} 出现了 {count} 次{where}，可是 {decks} 副牌里每种牌只有 {decks} 张",
    (
        "{card} appears {count} times{where}, but a game with 1 deck has only 1 copy of each card"
    ): "{card} 出现了 {count} 次{where}，可是 1 副牌里每种牌只有 1 张",
    " in {where}": "",
    " (copy {count} at position {position})": "（第 {count} 张在第 {position} 个位置）",
    # JSON a page sent (tractor_core.api.entry)
    "{name} is not a JSON number": "{name} 不是 JSON 里的数",
    "not JSON: nested too deeply to read": "不是有效的 JSON：嵌套太深，无法读取",
    "not JSON: {why}": "不是有效的 JSON：{why}",
    "the input is nested too deeply to read": "输入嵌套太深，无法读取",
    "internal error ({name}): {what}": "引擎内部错误（{name}）",
    # issue 31 (teachB): why a wrong puzzle answer is wrong (tractor_core.puzzles: follow,
    # trick, throw)
    "Option {n}: {reason}": "选项 {n}：{reason}",
    "A later play beats it.": "后面有人出的牌大过它。",
    "The throw fails: another player can beat {count} of its units.": (
        "甩牌失败：别人能管住其中 {count} 组牌。"
    ),
    "No other player can beat {cards}.": "没有人能管住 {cards}。",
    "{cards} can be beaten, but when several units fail the rules force another one.": (
        "{cards} 能被管住，但几组都失败时，规则强制出的是另一组。"
    ),
}
