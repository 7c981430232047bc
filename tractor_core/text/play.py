"""A hand's refusals in Chinese (:mod:`tractor_core.play.hand`): an action at the wrong moment."""

from typing import Final

PLAY: Final[dict[str, str]] = {
    "there is no trump yet (phase {phase!r})": "还没有定主（现在是 {phase!r} 阶段）",
    "seat {seat!r}: expected 0 to {last}": "座位 {seat!r} 不存在：座位是 0 到 {last}",
    "the deal is over (phase {phase!r})": "牌已经发完了（现在是 {phase!r} 阶段）",
    "bidding closes after the deal (phase {phase!r})": "亮主要到发完牌才结束（现在是 {phase!r} 阶段）",
    "seat {seat} cannot bury now (phase {phase!r}, kitty with {holder})": (
        "座位 {seat} 现在不能埋底（现在是 {phase!r} 阶段，底牌在座位 {holder} 手里）"
    ),
    "bury exactly {size} cards, got {got}": "底牌要埋 {size} 张，你选了 {got} 张",
    "{card} is not in seat {seat}'s hand (or not that many copies)": (
        "座位 {seat} 手里没有 {card}（或没有这么多张）"
    ),
    "seat {seat} cannot pass now (phase {phase!r}, turn {turn})": (
        "座位 {seat} 现在不能不反（现在是 {phase!r} 阶段，轮到座位 {turn}）"
    ),
    "seat {seat} cannot call friends now (phase {phase!r})": (
        "座位 {seat} 现在不能叫朋友（现在是 {phase!r} 阶段）"
    ),
    "replay diverged: logged {logged!r}, replayed {replayed!r}": (
        "重放对不上：记录的是 {logged!r}，重放得到 {replayed!r}"
    ),
}
