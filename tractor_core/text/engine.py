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
    # ---- issue 30 (seats): verdicts that name cards and seats as a reader does. A seat is
    # named by the table the verdict is read at (tractor_core.text.table); Chinese needs no
    # English forms ({seat:poss} is just {seat}).
    # who wins a trick (tractor_core.rules.trick)
    "{seat:wins|win} the trick.": "{seat}赢得本轮。",
    "{seat:leads|lead} {cards}.": "{seat}首出 {cards}。",
    "{seat:poss} {cards} is not all {suit}, so it is a discard (垫牌) and cannot win.": (
        "{seat}的 {cards} 不全是{suit}，是垫牌，不能大。"
    ),
    (
        "{seat:poss} {cards} is not all {suit} or all trumps, so it is a discard (垫牌) and "
        "cannot win."
    ): "{seat}的 {cards} 不全是{suit}也不全是主牌，是垫牌，不能大。",
    (
        "{seat:poss} {cards} does not have the lead's shape ({shape}), so this ruff counts "
        "as a discard (垫牌)."
    ): "{seat}的 {cards} 与首家牌型不同，这次毙牌视为垫牌。",
    "{seat:poss} {cards} does not have the lead's shape ({shape}), so it cannot win.": (
        "{seat}的 {cards} 与首家牌型不同，不能大。"
    ),
    "{seat:ruffs|ruff} with {cards}: trumps with the lead's shape beat {suit}.": (
        "{seat}用 {cards} 毙牌：与首家牌型相同的主牌大于{suit}。"
    ),
    "{seat:poss} {cards} follows suit but {other:has|have} already ruffed with trumps.": (
        "{seat}的 {cards} 跟了同门花色，但{other}已经用主牌毙了。"
    ),
    "{seat:poss} {cards} only ties {other}: the first played wins ties.": (
        "{seat}的 {cards} 与{other}的牌一样大：一样大时先出者为大。"
    ),
    "{seat:poss} {cards} over-ruffs {other:poss} {beaten}: it is higher.": (
        "{seat}的 {cards} 盖毙{other}的 {beaten}：更大。"
    ),
    "{seat:poss} {cards} over-ruffs {other:poss} {beaten} ({how}).": (
        "{seat}的 {cards} 盖毙{other}的 {beaten}（{how}）。"
    ),
    "{seat:poss} {cards} beats {other:poss} {beaten}: it is higher.": (
        "{seat}的 {cards} 大过{other}的 {beaten}：更大。"
    ),
    "{seat:poss} {cards} beats {other:poss} {beaten} ({how}).": (
        "{seat}的 {cards} 大过{other}的 {beaten}（{how}）。"
    ),
    "{seat:poss} {cards} does not beat {other}.": "{seat}的 {cards} 没有大过{other}。",
    "{seat:poss} {cards} does not beat {other} ({how}).": "{seat}的 {cards} 没有大过{other}（{how}）。",
    "compared largest unit first: tractor, triple, pair, single": "按拖拉机、三条、对、单的顺序比较",
    "compared largest unit first: {kind} against {kind} decides, {high} beats {low}": (
        "先比最大的一组：{kind}比{kind}，{high} 大过 {low}"
    ),
    "compared largest unit first: {kind} against {kind} decides, {high} beats {low}, and the rest is not compared": (
        "先比最大的一组：{kind}比{kind}，{high} 大过 {low}，其余的不用再比"
    ),
    "every unit must be higher": "每个牌型都要更大",
    "the highest card decides": "比较最大的一张牌",
    "largest units first, ties skipped, singles not compared in a throw": (
        "从最大的牌型比起，相同比下一个，甩牌不比单张"
    ),
    (
        "{seat:poss} bomb {cards} ({size} identical cards) beats every play that is not "
        "a bomb (shengji.io)."
    ): "{seat}的炸弹 {cards}（{size} 张相同的牌）大过所有非炸弹的牌（shengji.io）。",
    "{seat:poss} bomb {cards} is stronger and wins.": "{seat}的炸弹 {cards} 更大，赢得本轮。",
    (
        "A rainbow was led ({led}): each play is read as {each} cards of one rank each, the "
        "highest ranks first ({lines}); the highest list wins, the first on a tie "
        "(rainbows, shengji.io)."
    ): "首家出彩虹（{led}）：各家按同一点数 {each} 张读出点数，从大到小比较（{lines}），大者赢，相同时先出者赢（shengji.io）。",
    "{seat}: no rank read": "{seat}：读不出点数",
    "{seat}: {ranks}": "{seat}：{ranks}",
    # puzzles (tractor_core.puzzles): the reader is South; West leads or bids first
    "{leader} led these cards; you are {reader}. Which follow from your hand is legal?": (
        "{leader}首出如下，你是{reader}。你的哪种跟法合法？"
    ),
    (
        "{leader} threw these cards together, and the throw stood: no other hand could "
        "beat any of its units. You are {reader}. Which follow from your hand is legal?"
    ): "{leader}甩出这些牌，甩牌成功（别家没有能大过其中任何一组的牌）。你是{reader}。你的哪种跟法合法？",
    (
        "{leader} led a tractor of three pairs. You are {reader}. Which follow from your "
        "hand is legal?"
    ): "{leader}首出三连对的拖拉机。你是{reader}。你的哪种跟法合法？",
    "{seat} (leads)": "{seat}（首家）",
    "{seat} (South)": "{seat}（南）",
    "{seat}": "{seat}",
    (
        "{first} has shown the first set of cards (level {level}). Can the same player now "
        "show the second set and take over the trump?"
    ): "{first}先亮了第一组牌（打 {level}）。同一玩家现在亮出第二组牌能反主吗？",
    (
        "{first} has shown the first set of cards (level {level}). Can you now show the "
        "second set and take over the trump?"
    ): "{first}先亮了第一组牌（打 {level}）。你现在亮出第二组牌能反主吗？",
    (
        "{first} has shown the first set of cards (level {level}). Can {bidder} now show the "
        "second set and take over the trump?"
    ): "{first}先亮了第一组牌（打 {level}）。{bidder}现在亮出第二组牌能反主吗？",
    "The deal is over.": "（发牌已结束）",
    "The deal is still going on.": "（仍在发牌）",
    # throwing (tractor_core.rules.throwing); the thrower is the verdict's seat 0
    (
        "{groups}: each rank from all four suits, at least {least} cards, so a rainbow "
        "throw (rainbows, shengji.io)."
    ): "{groups}：每个点数都四门都有、至少 {least} 张，是彩虹甩牌（shengji.io）。",
    (
        "{groups}: one rank from all four suits, at least {least} cards (rainbows, shengji.io)."
    ): "{groups}：同一点数四门都有、至少 {least} 张，是彩虹（shengji.io）。",
    "{unit} is a single unit, not a throw: any single unit may be led.": (
        "{unit} 是单一牌型，不是甩牌，可以直接出。"
    ),
    (
        "No other hand holds a same-shaped unit of {suit} that beats any of {units} (equal "
        "cards never beat, and trumps never block a side-suit throw): the throw succeeds."
    ): "其他各家都没有能大过 {units} 中任一牌型的同门牌（主牌不能阻止副牌甩牌），甩牌成功。",
    (
        "No other hand holds a same-shaped unit of {suit} that beats any of {units} (equal "
        "cards never beat): the throw succeeds."
    ): "其他各家都没有能大过 {units} 中任一牌型的同门牌，甩牌成功。",
    (
        "No other hand holds as many cards of a higher rank as any rank of "
        "{groups}: the rainbow throw succeeds."
    ): "其他各家都没有同样多张、点数更大的牌，彩虹甩牌成功。",
    "{seat:poss} {cards} beats the {unit}": "{seat}的 {cards} 大过{unit}",
    "The rainbow throw fails: {fails} (as many cards of a higher rank, any suits).": (
        "彩虹甩牌失败：{fails}（张数一样、点数更大，花色不限）。"
    ),
    "The throw fails: {fails}.": "甩牌失败：{fails}。",
    "{leader:must play|must play} {forced}: {how}.": "{leader}须出 {forced}：{how}。",
    "The failed throw costs half the room's base stake; no card points change.": (
        "并扣除当前房间底金的 1/2，不扣分。"
    ),
    (
        "The failed throw costs half the room's base stake (004: 扣除当前房间底金的1/2); "
        "no card points change."
    ): "并扣除当前房间底金的 1/2（004），不扣分。",
    "The failed throw costs {penalty} points.": "另罚 {penalty} 分。",
    (
        "the first hand in seat order that beats a rank forces the lowest rank it beats "
        "(shengji.io)"
    ): "按座位顺序第一个能管上的人，出其能管上的最小点数（shengji.io）",
    "the lowest beaten rank is forced": "出被管上的最小点数",
    "every rank of a rainbow is the same type, so the lowest beaten rank is forced": (
        "彩虹各点数牌型相同，出被管上的最小点数"
    ),
    "the beaten rank with the fewest cards is forced, then the lowest": (
        "出被管上的张数最少的点数，张数相同出最小的"
    ),
    "tractors are checked first, then triples, then pairs, then singles (002)": (
        "按拖拉机、三同张、对子、单张的顺序检查（002）"
    ),
    "the lowest failing unit is forced": "必须出失败牌型中最小的",
    "the failing unit with the fewest cards is forced, then the lowest": (
        "必须出失败牌型中张数最少的，张数相同时出最小的"
    ),
    (
        "the first blocking player in seat order is {seat}, and its smallest beatable unit "
        "is forced (shengji.io)"
    ): "按座位顺序第一个能管上的是{seat}，出其能管上的最小牌型（shengji.io）",
    "the {unit} could be beaten by {holdings}": "{unit}可能被 {holdings} 大过",
    "Risky: {parts}.": "有风险：{parts}。",
    # following (tractor_core.rules.following)
    (
        "You hold the Titanic {held} in {suit}, so a Titanic was required; {play} "
        "does not contain one."
    ): "你有泰坦尼克 {held}，必须跟出；{play} 中没有。",
    (
        "You hold the tractor {held} in {suit}, so a tractor was required; {play} "
        "does not contain one."
    ): "你有拖拉机 {held}，必须跟出；{play} 中没有。",
    (
        "A Titanic was led and you hold {what} {held}: the follow ladder of these rules "
        "required them; {play} does not have them."
    ): "首家出泰坦尼克，你有 {held}，按本规则的跟牌顺序必须跟出。",
    "You hold the triple {held} in {suit}, so a triple was required; {play} has none.": (
        "你有三同张 {held}，必须跟出。"
    ),
    (
        "You hold the triples {held} in {suit}, so {n} triples were required; {play} has fewer."
    ): "你有三同张 {held}，必须跟出。",
    "You hold the pair {held} in {suit}, so a pair was required; {play} has none.": (
        "你有对子 {held}，必须跟出对子。"
    ),
    "You hold the pairs {held} in {suit}, so {n} pairs were required; {play} has fewer.": (
        "你有对子 {held}，必须跟出对子。"
    ),
    "{play} gives {each} cards of one rank for the {led}: legal (rainbows: any suits).": (
        "{play} 按彩虹跟出同一点数的牌（{each} 张，花色不限）：合法。"
    ),
    (
        "Your hand has no {each} cards of one rank to answer the {led}, so any "
        "{count} cards may follow: legal (a rainbow has no suit to follow)."
    ): "你没有能跟彩虹的同一点数的 {each} 张牌，任意 {count} 张都可以跟：合法（彩虹没有要跟的花色）。",
    (
        "You hold {shown}: {each} cards of one rank for the {led}, so they were required; "
        "{play} does not give them (rainbows: same-rank cards, any suits)."
    ): "你有 {shown}，是同一点数的 {each} 张，必须跟出；{play} 没有（彩虹：同点数、花色不限）。",
    "{size} card(s) were led, so {size} must be played; {play} is {count}.": (
        "首家出 {size} 张，必须跟 {size} 张。"
    ),
    "{card} is not in your hand (or not that many copies).": "你的手牌中没有（足够的）{card}。",
    "{play} follows {suit}: legal. {why}": "{play} 跟出同门牌：合法。",
    (
        "{play} follows {suit} and matches the lead's shape as far as your hand allows: legal."
    ): "{play} 按牌型跟出：合法。",
    (
        "{play} is a bomb ({count} identical cards): these house rules let it be "
        "played to follow (shengji.io): legal."
    ): "{play} 是炸弹（{count} 张相同的牌），按本规则可以跟出：合法。",
    "{play} follows {suit}; your hand matches no reading of the lead's shape: legal.": (
        "{play} 跟出同门牌；你的手牌无法按牌型跟出：合法。"
    ),
    (
        "{play} follows {suit} as {shape}, the strongest reading of the lead down "
        "shengji.io's follow ladder that your hand could match: legal."
    ): "{play} 按 shengji.io 的跟牌阶梯跟出{shape}：合法。",
    (
        "Down shengji.io's follow ladder the lead asks first for {shape}: you hold "
        "it ({shown}), so it was required; {play} does not contain it."
    ): "按 shengji.io 的跟牌阶梯，你有{shape}（{shown}），必须跟出；{play} 中没有。",
    (
        "{play} fills {slot} slot with more identical cards than it needs while your "
        "hand keeps back {kept} of {suit} held exactly {width} times: under these "
        "house rules (longer tuples protected) a longer tuple stands in only when no "
        "genuine one is left (shengji.io's longer-tuple guard)."
    ): "{play} 用更多张相同的牌顶替了{slot}，而你手中还留着正好 {width} 张的{kept}：长组保护规则下不可。",
    (
        "In {play} the {what} {triples} stands in for {slot} while you keep back the genuine "
        "{pairs_word} {pairs} in {suit}. Under these house rules (longer tuples protected) "
        "nobody must split a triple for a pair, but three identical cards count as a pair "
        "only when no genuine pair is left to play."
    ): "{play} 中的三同张 {triples} 充当对子，却留下了真对子 {pairs}。按本规则（保护三同张）不必拆三同张跟对子，但手中还有真对子时，三同张不能充当对子。",
    (
        "You still hold {count} ({held}), so {owed} of them had to be played; {play} has {played}."
    ): "你还有{count} {held}，必须先跟{count}。",
    # the kitty (tractor_core.rules.kitty)
    " (a throw counts only its largest unit)": "（甩牌只按最大牌型计算）",
    "the largest unit, {unit}, has {n} card(s): 2^{n} = {value}{throw}": (
        "最大牌型 {unit} 共 {n} 张：2 的 {n} 次方 = {value}{throw}"
    ),
    "the largest unit, {unit}, has {n} card(s): 3 × {n} = {value}{throw}": (
        "最大牌型 {unit} 共 {n} 张：3 × {n} = {value}{throw}"
    ),
    "the largest unit, {unit}, has {n} card(s): 2 × {n} = {value}{throw}": (
        "最大牌型 {unit} 共 {n} 张：2 × {n} = {value}{throw}"
    ),
    "the longest tractor, {unit}, has {n} pairs: 4 × {n} = {value}{throw}": (
        "最长连对 {unit} 有 {n} 对：4 × {n} = {value}{throw}"
    ),
    "the largest pattern is a pair: ×4{throw}": "最大牌型为对子：4 倍{throw}",
    "the lead is a single: ×2": "单张扣底：2 倍",
    "it contains a Titanic of length {n}: 2·3^{n} = {value}": (
        "含泰坦尼克（长度 {n}）：2·3^{n} = {value}"
    ),
    "it contains a triple: ×6": "含三同张：6 倍",
    "it contains a tractor of length {n}: 2·2^{n} = {value}": (
        "含拖拉机（长度 {n}）：2·2^{n} = {value}"
    ),
    "it contains a pair: ×4": "含对子：4 倍",
    "it has no pair: ×2": "无对子：2 倍",
    (
        "Kitty ×{value}: the largest group of the rainbow, {group}, has {n} "
        "cards: {shown} = {value} (shengji.io counts a rainbow's group as a unit)."
    ): "抠底 {value} 倍：彩虹最大的一组 {group} 共 {n} 张：{shown} = {value}（shengji.io 把彩虹的一组当一个牌型）。",
    "Kitty ×{value}: {why}.": "抠底 {value} 倍：{why}。",
    (
        "The banker team ({seat}) won the last trick, so the kitty's {points} "
        "points are not captured."
    ): "最后一轮由庄家方（{seat}）获胜，不抠底，底牌 {points} 分不计。",
    (
        "The attackers won the last trick, but under 001's rules the kitty is "
        "captured only by winning the last trick with trumps, and the winning play "
        "{winning} is not all trumps: the kitty's {points} points are not captured. "
        "(Won with trumps, it would have counted {points} × {times} = {would}. "
        "{why})"
    ): "抓分方赢得最后一轮，但按 001 规则须用主牌赢得最后一轮才算抠底，获胜的 {winning} 不全是主牌：底牌 {points} 分不计。（若用主牌获胜，应计 {points} 分 × {times} = {would}。{why}）",
    (
        "The attackers win the last trick and capture the kitty: {points} points × "
        "{times} = {gain}."
    ): "抓分方赢得最后一轮，抠底：{points} 分 × {times} = {gain}。",
    "The winning play {winning} is all trumps, as 001 requires.": "（获胜的是主牌，符合 001 规则。）",
    # levels (tractor_core.rules.levels): seats as the hand numbers them
    "The banker team kept the bank, so the banker's partner ({seat}) is banker next.": (
        "庄家方升级，由庄家的对家（{seat}）坐庄。"
    ),
    "The attackers take the bank, so the banker's next player (下家, {seat}) is banker.": (
        "抓分方上台，由庄家的下家（{seat}）坐庄。"
    ),
    # declaring (tractor_core.rules.declaring): seats as the bids were made
    (
        "{cards} is not a bid: at the NT rank nobody declares; there is no level card, and "
        "the jokers are the only trumps (shengji.io)."
    ): "{cards} 不能亮主：打 NT 时没有级牌，谁也不亮主，只有王是主（shengji.io）。",
    "A bid shows at least one card.": "亮主至少亮一张牌。",
    (
        "{cards} is not a bid: a bid shows identical level cards ({level}) of one suit, "
        "or identical jokers."
    ): "{cards} 不能亮主：须亮出同花色的级牌（{level}），或相同的王。",
    "{cards}: under 003's colour rule the {joker} declares only a {colour} suit.": (
        "{cards}：大王只能报红色主（红桃、方片），小王只能报黑色主（黑桃、梅花）。"
    ),
    "{cards} is not a bid: level cards and jokers are not shown together here.": (
        "{cards} 不能亮主：级牌和王不能一起亮。"
    ),
    "{cards} is a bid of {n} level card(s) for {suit} trump.": "{cards}：亮 {n} 张级牌，{suit}主。",
    (
        "{cards} is not a bid: a no-trump bid shows identical jokers (two big jokers or "
        "two little jokers)."
    ): "{cards} 不能亮主：反无主须亮出相同的王（一对大王或一对小王）。",
    "{cards} is not a bid: {need}.": "{cards} 不能亮主：王的张数不符。",
    "{cards} is a no-trump bid.": "{cards}：反无主。",
    (
        "more cards beat fewer, and at equal length only jokers beat (a big-joker bid beats "
        "a little-joker bid)"
    ): "张数多者为大；张数相同时只有王可以反（大王大于小王）",
    "at equal length a bid beats only with a higher suit or jokers ({order})": (
        "张数相同时须按 {order} 的顺序反更大的花色或王"
    ),
    "only a bid of more cards beats it": "只有张数更多才能反",
    "it has fewer cards": "张数更少",
    "a bid of more cards beats one of fewer": "张数多者为大",
    "{cards} does not beat {seat:poss} {current}: {how}.": "{cards} 反不了{seat}的 {current}：{how}。",
    "{cards} overturns {seat:poss} {current} (反主): {how}. Now {what}.": (
        "{cards} 反主成功，改为{what}。"
    ),
    (
        "{cards} cannot be the first declaration: under these rules jokers may not declare, "
        "only overturn (004: 常主不可进行报主)."
    ): "{cards} 不能首次亮主：常主不可进行报主（004），只能用于反主。",
    "{card} is not in {seat:poss} hand (or not that many copies).": "手中没有（足够的）{card}。",
    (
        "{cards} needs the {card} taken from the kitty: a pair or triple "
        "completed with kitty cards may not be used to bid (001)."
    ): "底牌凑成的对或三条不可以反（001）。",
    (
        "These house rules do not allow reinforcing a bid; {cards} repeats "
        "{seat:poss} own {current}."
    ): "本规则不允许加固。",
    (
        "{cards} does not add to {seat:poss} own {current}: reinforcing shows "
        "more cards of the same bid."
    ): "加固须亮出更多同样的牌。",
    (
        "{seat:reinforces|reinforce} {current} with {cards} (加固/上保险): {what} "
        "stays, and only a stronger bid can now overturn it."
    ): "{seat}加固（上保险）{what}：{cards}。",
    "{seat:may|may} not overturn {seat:poss} own {current} with {cards} (自反): {why}.": (
        "自己亮主后没人改主，自己不能反自己。"
    ),
    (
        "Nobody declared during the deal, so {cards} comes too late: a first declaration "
        "is made while the cards are drawn (000: 若发牌结束仍无人亮牌……)."
    ): "发牌结束后不能再首次亮主。",
    (
        "{cards} is too short: a first declaration needs {n} identical level cards "
        "under these rules."
    ): "首次亮主至少须亮 {n} 张相同级牌。",
    (
        "{cards} lacks a joker: in the first hand a declaration is a level card plus a "
        "joker of its colour, the big joker with ♥/♦ and the little joker with ♠/♣ (003)."
    ): "第一局亮主须级牌附带一张王：大王报红色，小王报黑色（003）。",
    "{seat:declares|declare} {cards}: {what} at level {level}.": "{seat}亮主 {cards}：打{level}，{what}。",
    (
        "Nobody declared: kitty card {n} from the top is {card}, so {what} (a joker "
        "there means no-trump, 004)."
    ): "无人亮主：底牌正数第 {n} 张为 {card}，{what}。",
    "Nobody declared: kitty card {n} from the top is {card}, so {what}.": (
        "无人亮主：底牌正数第 {n} 张为 {card}，{what}。"
    ),
    # friends (tractor_core.rules.friends): seats as the hand numbers them
    "{card} is a trump: the called card must be a side-suit card.": "{card} 是主牌，只能叫副牌。",
    "The banker calls {cards}.": "庄家叫 {cards}。",
    "The banker holds every copy of {card}, so the banker plays alone (庄家一打三).": (
        "庄家自己拿到全部{card}，庄家一打三。"
    ),
    "Nobody else holds {card} (it is in the kitty), so the banker plays alone.": (
        "其他玩家都没有{card}，庄家一打三。"
    ),
    (
        "The banker holds a copy of {card}, so {seat}, who holds the other, is the partner."
    ): "庄家有一张{card}，拿到另一张的{seat}为对家。",
    (
        "The banker holds no {card}; {seat} is the nearest holder in play order, so {seat} "
        "is the partner."
    ): "庄家没有{card}，按出牌顺序靠近庄家的持有者（{seat}）为对家。",
    (
        "{seat:plays|play} {call} but {seat:is|are} already on the banker's team: the call is "
        "used up and nobody joins."
    ): "{seat}打出{call}，但已在庄家方，该朋友牌作废。",
    "{seat:plays|play} {call} and {seat:joins|join} the banker's team.": (
        "{seat}打出{call}，加入庄家方。"
    ),
    # issue 31 (teachB): why a wrong puzzle answer is wrong (tractor_core.puzzles: follow,
    # trick, throw)
    "Option {n}: {reason}": "选项 {n}：{reason}",
    "A later play beats it.": "后面有人出的牌大过它。",
    (
        "Only a play entirely of the led suit, or entirely trumps with the lead's shape, can "
        "win. Among those, the highest wins, and the first of equal plays."
    ): "只有全是首家花色、或全是主牌且牌型相同的出牌才能大；其中大者为大，相同先出为大。",
    "When two players ruff a throw, their largest units are compared first: a pair before a single.": (
        "两家都毙甩牌时，先比最大的一组：先比对子，再比单张。"
    ),
    "When two players ruff a throw, the later ruff must be higher in every unit.": (
        "两家都毙甩牌时，后毙的每一组都要更大才能盖毙。"
    ),
    "When two players ruff a throw, the highest card decides.": "两家都毙甩牌时，比最大的一张牌。",
    (
        "When two players ruff a throw, the largest units are compared first, equal ones are "
        "skipped, and singles are not compared."
    ): "两家都毙甩牌时，先比最大的一组，一样大的跳过，单张不比。",
    "{seat:poss} {cards} does not beat an earlier play.": "{seat}的 {cards} 没有大过前面出的牌。",
    "{seat:poss} {cards} does not beat an earlier play ({how}).": (
        "{seat}的 {cards} 没有大过前面出的牌（{how}）。"
    ),
    "{seat:poss} {cards} only ties an earlier play: the first played wins ties.": (
        "{seat}的 {cards} 与前面出的牌一样大：一样大时先出者为大。"
    ),
    "{seat:poss} {cards} follows suit, but an earlier player has already ruffed with trumps.": (
        "{seat}的 {cards} 跟了同门花色，但前面已经有人用主牌毙了。"
    ),
    "The throw fails: another player can beat {count} of its units.": (
        "甩牌失败：别人能管住其中 {count} 组牌。"
    ),
    "No other player can beat {cards}.": "没有人能管住 {cards}。",
    "{cards} can be beaten, but when several units fail the rules force another one.": (
        "{cards} 能被管住，但几组都失败时，规则强制出的是另一组。"
    ),
    # a score or a level the level table cannot read (tractor_core.rules.levels)
    "attacker_points={points}: points come in fives (5, 10 and K)": (
        "抓分方得分 {points}：分数总是 5 的倍数（分牌是 5、10、K）"
    ),
    "attacker_points={points}: expected at least {lowest} under this table": (
        "抓分方得分 {points}：这张升级表最低是 {lowest} 分"
    ),
    "level {level}: the NT rank exists only under max_rank='no_trump' (shengji.io)": (
        "级牌 {level}：只有打到无主这一级的房规（shengji.io）才有 NT"
    ),
    # who is banker when the bidding closes, and whose turn it is (tractor_core.play.hand)
    "{seat} is banker: the first to declare (先亮者为庄家).": (
        "{seat}坐庄：最先亮主的人坐庄（先亮者为庄家）。"
    ),
    "{seat} is banker: the winning bid (首轮反主抢庄).": (
        "{seat}坐庄：亮主最后胜出的人坐庄（首轮反主抢庄）。"
    ),
    "{seat} stays banker: bids set the trump only (反主不反庄).": (
        "{seat}仍然坐庄：亮主只定主，不换庄（反主不反庄）。"
    ),
    "It is {turn}'s turn, not {seat}'s (play goes in order).": "轮到{turn}出牌，不是{seat}。",
    "In the kitty-theft round bids go round in order: it is {turn}'s turn, not {seat}'s.": (
        "炒底时按顺序轮流反主：轮到{turn}，不是{seat}。"
    ),
    # the hand's phases in plain words (tractor_core.play.hand: a play or a bid refused)
    "No play yet: {now}.": "现在不能出牌：{now}。",
    "Bids are made during the deal and before play, not now: {now}.": (
        "只有发牌时和出牌前才能亮主或反主，现在不行：{now}。"
    ),
    "the cards are still being dealt": "还在发牌",
    "the bidding has not closed yet": "亮主还没有结束",
    "the banker is burying the kitty": "庄家正在扣底",
    "the players may still overturn and take the kitty": "大家还可以反主炒底",
    "the banker is calling friends": "庄家正在叫朋友",
    "the tricks are being played": "正在出牌",
    "the hand is over": "这一局已经结束",
    "the cards are to be dealt again": "要重新发牌",
    # the referee's headline (tractor_core.api.site_api: the ruling in one line)
    "{winner} (line {line}) wins the trick; {leader} led (line {first}).": (
        "{winner}（第 {line} 行）赢这一轮；{leader}首出（第 {first} 行）。"
    ),
    "Legal: this follow is allowed.": "合法：可以这样跟牌。",
    "Not legal.": "不合法。",
    "Not legal. It had to include {cards}.": "不合法。必须出 {cards}。",
    "The throw stands.": "甩牌成功。",
    "The throw fails: {cards} must be played instead.": "甩牌失败：必须改出 {cards}。",
    "The throw fails: {cards} must be played instead (penalty {penalty} points).": (
        "甩牌失败：必须改出 {cards}（罚 {penalty} 分）。"
    ),
    "The kitty counts ×{times}: its {points} points give the attackers {gain}.": (
        "底牌 ×{times}：底分 {points}，抓分方得 {gain} 分。"
    ),
    "Nobody goes up: the attackers take the bank.": "无人升级，抓分方上台。",
    "The bankers go up 1 level.": "庄家方升 1 级。",
    "The bankers go up {n} levels.": "庄家方升 {n} 级。",
    "The attackers go up 1 level.": "抓分方升 1 级。",
    "The attackers go up {n} levels.": "抓分方升 {n} 级。",
    "The attackers become the bankers.": "抓分方上台坐庄。",
    "The match is won.": "赢得整场比赛。",
    "Yes, a tractor.": "是拖拉机。",
    "No, not a tractor.": "不是拖拉机。",
    "The new declaration stands.": "新的亮主有效。",
    "The new declaration does not stand.": "新的亮主无效。",
}
