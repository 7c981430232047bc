"""What the site's page scripts say, in Chinese: the teachers' tools, the practice table, a puzzle.

The scripts say their messages with ``say("English")`` / ``sayNodes("English {value}", …)``
(``sitebuild/js/words.js``); the build gives each page script the Chinese of exactly the
messages it says (``tractor_core.text.scripts.script_words``). The puzzles' front-end
(``widgets/static/puzzle.js``) stays standalone for anywidget: it is given its words, as the
widget's ``words`` trait in Jupyter and by the site's build on the site.

The notebook's teachers' tools (``widgets/tools.py``: the house-rules picker, the referee, the
trick explorer) say their words with ``say(…)`` too: the site's tools' messages where they say
the same thing (one referee, one set of words), and their own in :data:`NOTEBOOK_TOOLS`.
"""

from typing import Final

#: ``sitebuild/tractor-tools.js``: the house-rules builder, the referee, the worksheet maker.
TOOLS: Final[dict[str, str]] = {
    "Start from the preset": "从预设开始",
    "Rule": "规则",
    "Your table": "你们这桌",
    "Your table's rules in plain words": "本桌规则（通俗说明）",
    "Print": "打印",
    "Rule code: {code}": "规则码：{code}",
    "Link that sets these rules: {link}": "设定这些规则的链接：{link}",
    "Copy link": "复制链接",
    "Copied.": "已复制。",
    "The link is selected: press Ctrl+C (⌘C) to copy it.": "链接已选中：按 Ctrl+C（⌘C）复制。",
    "Refused:": "不允许：",
    "Refused: “{title}” cannot be “{tried}” with the rest of these rules.": (
        "不允许：「{title}」不能改成「{tried}」：与这套规则里的其他选项冲突。"
    ),
    "The option stays as it was: {words}.": "该选项保持原样：{words}。",
    "The rules engine says (in English): ": "规则引擎的说明（英文）：",
    "name in the engine: {name}": "引擎里的名字：{name}",
    "Empty box": "空着不填",
    "Empty box: {meaning}": "空着不填：{meaning}",
    "These rules are now the site's house rules: every puzzle starts under them.": (
        "这些规则现为本站房规：每道题都按它们开始。"
    ),
    "This tool cannot run in this browser: {error}.": "此浏览器无法运行本工具：{error}。",
    "This tool cannot run in this browser.": "此浏览器无法运行本工具。",
    # the referee
    "Trump": "主牌",
    "Level": "级",
    "Suit": "花色",
    "spades": "黑桃",
    "hearts": "红桃",
    "clubs": "梅花",
    "diamonds": "方片",
    "no trump": "无主",
    "Question": "问题",
    "Give the ruling": "裁定",
    "Ruling": "裁定结果",
    "Why: ": "原因：",
    "Rule: {rule} — {statement}": "规则：{rule} — {statement}",
    "Read it in its lesson": "在课程中阅读",
    "Cards as notation: S10 (ten of spades), HA, DQ, C2, BJ / LJ (big / little joker).": (
        "牌的写法：S10（黑桃10）、HA、DQ、C2、BJ / LJ（大王 / 小王）。"
    ),
    "Card picker (adds to the box last used)": "点选牌（加到最后使用的输入框）",
    "↵ next line": "↵ 换行",
    "Who wins this trick?": "这一轮谁大？",
    "Is this follow legal?": "这样跟牌合法吗？",
    "Does this throw stand, and what is forced?": "甩牌能成功吗？须出什么？",
    "What does the kitty multiply to?": "底牌翻几倍？",
    "How many levels does this score give?": "这个分数升几级？",
    "Does this declaration overturn the standing one?": "新的亮主能反掉原来的吗？",
    "Plays, one per line, the leader's first": "各家出牌，每行一家，首家在先",
    "referee|Lead": "首家出牌",
    "The follower's hand": "跟牌者的手牌",
    "The follow played": "所跟的牌",
    "The other hands, one per line, in seat order after the leader": (
        "其他各家的手牌，每行一家，按首家之后的座位顺序"
    ),
    "The last trick, one play per line, the leader's first": "最后一轮，每行一家，首家在先",
    "The kitty": "底牌",
    "Attackers' points": "抓分方得分",
    "The banker team's level: the level played (optional, e.g. 10)": (
        "庄家方的级，即所打的级（可不填，如 10）"
    ),
    "The attackers' level (optional, e.g. 7): they climb from their own level": (
        "抓分方的级（可不填，如 7）：抓分方从自己的级往上升"
    ),
    "Who won the last trick": "最后一轮谁赢",
    "Standing declaration (empty if none)": "已亮的牌（没有则空）",
    "Its seat": "亮牌座位",
    "New declaration": "新亮的牌",
    "bid|Its seat": "座位",
    "— choose —": "— 请选择 —",
    "The attackers": "抓分方",
    "The banker team": "庄家方",
    # the worksheet maker
    "Puzzle kinds": "题型",
    "Trump order": "主牌大小",
    "Is it a tractor?": "是不是拖拉机",
    "Following": "跟牌",
    "Who wins the trick": "这一轮谁大",
    "Throws": "甩牌",
    "puzzle-kind|The kitty": "抠底",
    "puzzle-kind|Levels": "升级",
    "Declaring": "亮主",
    "Number of puzzles": "题数",
    "Difficulty": "难度",
    "House rules": "房规",
    "the site's house rules: {rules}": "本站房规：{rules}",
    "Language of the sheet": "练习卷语言",
    "Paper": "纸张",
    "Seed (same seed, same sheet)": "种子（相同种子，相同练习卷）",
    "Address of this site for the printed links (optional)": "印在卷上的链接所用的本站网址（可不填）",
    (
        "Students can open a printed link only if this site is on the internet: type its "
        "puzzles page, e.g. https://example.org/puzzles/. Left empty, each puzzle shows its id, "
        "which students type into “Go to puzzle” on the puzzles page."
    ): (
        "只有本站在互联网上时，学生才能打开印出的链接：请填本站练习题页面的网址，如 "
        "https://example.org/puzzles/。不填时，每道题印出题号，学生在练习题页面的“转到题目”框里输入即可。"
    ),
    "Make the worksheet": "生成练习卷",
    "Print the worksheet": "打印练习卷",
    "Print the answer key": "打印答案",
    "Download the worksheet (.html)": "下载练习卷 (.html)",
    "Download the answer key (.html)": "下载答案 (.html)",
    "The worksheet and its answer key print separately: hand out the one, keep the other.": (
        "练习卷和答案分开打印：练习卷发给学生，答案留给老师。"
    ),
}

#: ``sitebuild/tractor-play.js``: the practice table ("Play a hand").
PLAY_TABLE: Final[dict[str, str]] = {
    "The saved hand could not be read (damaged or from an old version) and was discarded.": (
        "保存的牌局无法读取，已丢弃。"
    ),
    "Starting the engine…": "正在启动规则引擎…",
    "The engine could not start: {error}": "规则引擎无法启动：{error}",
    "The engine could not start.": "规则引擎无法启动。",
    "{error} Playing the default rules instead.": "{error} 改用默认规则。",
    "Not allowed: ": "不允许：",
    "Not allowed: {why}": "不允许：{why}",
    "Rule: {statement} {link}": "规则：{statement} {link}",
    "the rule": "规则",
    "Your throw failed; the engine played the forced unit: ": "甩牌失败，按规则改出：",
    "Your throw failed; the engine played the forced unit: {why}": "甩牌失败，按规则改出：{why}",
    "Nobody declared: the cards are dealt again.": "无人亮主：重新发牌。",
    "redealt|{why}": "已重新发牌：{why}",
    "{why} (dealt again {n} times)": "已重新发牌 {n} 次：{why}",
    "You took back your last play.": "你收回了上一手出牌。",
    # what the reader is asked to do
    "Deal the cards. You may declare when you draw a level card or a joker.": (
        "发牌。摸到级牌或王时可以亮主。"
    ),
    "Your turn to bid: declare or say no bid.": "轮到你叫主：亮主或不叫。",
    "You are the banker: choose {n} cards to bury.": "你是庄家：选 {n} 张牌扣底。",
    "You are the banker: choose {n} friend card to call (找朋友).": "你是庄家：选择 {n} 张朋友牌。",
    "You are the banker: choose {n} friend cards to call (找朋友).": "你是庄家：选择 {n} 张朋友牌。",
    "Your turn: select cards and press Play.": "轮到你：选牌后按“出牌”。",
    "Your lead: select cards and press Play.": "你先出：选牌后按“出牌”。",
    "The hand is over: see the result below, then press Next hand.": (
        "本局结束：看下面的结果，然后按“下一局”。"
    ),
    "The hand is over, and so is the match.": "本局结束，整场比赛也结束了。",
    # the controls and the board
    "Deal number": "牌局号",
    "Decks": "副数",
    "Players": "人数",
    "New hand": "新的一局",
    "Coach: suggest a play": "教练：建议出牌",
    "Hand {n} of the match": "本场第 {n} 局",
    "Levels: {levels}": "级别：{levels}",
    # a team's seats, one after another ("South & North 2")
    "names| & ": "、",
    "Banker: whoever declares the trump": "庄家：由亮主决定",
    "Banker: {seat}": "庄家：{seat}",
    "Banker": "庄家",
    "banker's friend": "庄家的朋友",
    "You": "你",
    "you": "你",
    "You ({seat})": "你（{seat}）",
    "{n} cards": "{n} 张",
    "{n} points": "{n} 分",
    "Trump: {trump}": "主：{trump}",
    "not declared yet (level {level})": "尚未亮主（级 {level}）",
    "Attackers' points: {points}": "抓分方得分：{points}",
    "Friends called: ": "庄家找的朋友：",
    "not played yet": "还没有人打出",
    "Declarations: {bids}": "各家亮主：{bids}",
    "Declarations ({n})": "各家亮主 ({n})",
    "bid|stands": "有效",
    "outbid": "已被反",
    "Last trick: {won}": "上一轮：{won}",
    "{name} won it, {points} point": "{name}赢，{points} 分",
    "{name} won it, {points} points": "{name}赢，{points} 分",
    "{name} won it: {points} points kept from the attackers": "{name}赢，{points} 分没让抓分方得到",
    "The other players are playing…": "其他玩家正在出牌…",
    "{seat} overturned your declaration.": "{seat}反了你的主。",
    "{seat} is the banker: took the kitty, buried {n} cards and led first.": (
        "{seat}坐庄：拿了底牌，扣了 {n} 张，先出牌。"
    ),
    "Your side: the banker's team (keep points away from the attackers)": (
        "你这一方：庄家方（别让抓分方得分）"
    ),
    "Your side: the attackers (win points: 5s, 10s and kings)": "你这一方：抓分方（去抢 5、10、K 这些分）",
    "Why?": "为什么？",
    "Change the house rules": "修改规则",
    "Computer players": "电脑出牌",
    "Slow": "慢",
    "Normal": "正常",
    "Fast": "快",
    "Instant": "立即",
    "Your hand · {n} cards": "你的手牌 · {n} 张",
    "{n} selected": "已选 {n} 张",
    "{card} (from the kitty)": "{card} (来自底牌)",
    "Kitty: {kitty}": "底牌：{kitty}",
    # the buttons
    "Deal 5 cards": "发 5 张",
    "Deal to the end": "发完",
    "Declare with {cards}": "亮主：{cards}",
    "No bid": "不叫",
    "Bury {n} cards": "扣 {n} 张底牌",
    "Call this friend card": "找 1 个朋友",
    "Call these {n} friend cards": "找 {n} 个朋友",
    "Play": "出牌",
    "Next hand": "下一局",
    "Take back my last play": "收回我上一手出牌",
    "Clear": "清除",
    "The coach suggests: ": "教练建议：",
    "Choose this play": "选这手牌",
    "Units you can lead ({n}; throws too)": "可以首出的牌型（{n}；也可甩牌）",
    "Legal plays ({n})": "合法出牌（{n}）",
    # after the hand
    "Your play, looked at again": "回头看你的出牌",
    "Result": "结果",
    "Points in tricks: {points}": "抓分：{points}",
    "Throw penalties: {points}": "甩牌罚分：{points}",
    "result|Attackers' total: {points}": "抓分方合计：{points}",
    "Level change: {change}": "升级：{change}",
    "Next banker: {seat}": "下一局庄家：{seat}",
    "Levels for the next hand: {levels}": "下一局的级别：{levels}",
    "{seat}: {move}": "{seat}：{move}",
    "The match is over: {names} won.": "整场比赛结束：{names}获胜。",
    "Where the points went": "分数去向",
    "Trick {n}: {points} points to {name} (banker's side)": "第 {n} 轮：{points} 分归{name}（庄家方）",
    "Trick {n}: {points} points to {name} (attackers)": "第 {n} 轮：{points} 分归{name}（抓分方）",
    "Tricks ({n})": "各轮 ({n})",
    "you took back a play": "你收回过一次出牌",
    # the table log
    "Table log": "出牌记录",
    "{seat} played {cards}": "{seat} 出 {cards}",
    "{seat} declared {cards}": "{seat} 亮主 {cards}",
    "{seat} buried the kitty": "{seat} 扣底",
    "{seat} called {cards}": "{seat} 找朋友 {cards}",
    "{seat}: {tried} — throw failed, played {cards}": "{seat}：{tried} — 甩牌失败，改出 {cards}",
    "You: you took back a play": "你：你收回过一次出牌",
    # New hand, in the middle of one
    "Start a new hand?": "开始新的一局？",
    "The hand you are playing will be thrown away.": "你正在打的这一局会被放弃。",
    "Keep playing": "继续打这一局",
    "Throw it away and deal a new hand": "放弃这一局，重新发牌",
}

#: ``widgets/static/puzzle.js``: a puzzle, on the site and in a notebook.
PUZZLE: Final[dict[str, str]] = {
    "{rules} (changed options)": "{rules} (改过的选项)",
    "Difficulty": "难度",
    "Four colours": "四色牌",
    "Mark trumps": "标出主牌",
    "Lead": "首家",
    "Your hand": "你的手牌",
    "Kitty": "底牌",
    "Other hands ({who})": "其他各家 ({who})",
    "East": "东",
    "North": "北",
    "West": "西",
    "Seat {n}": "座位 {n}",
    "{n} points": "{n} 分",
    "Shown first": "先亮的牌",
    "Shown now": "现在亮的牌",
    "Yes": "是",
    "No": "不是",
    "Check": "检查",
    "levels": "级",
    "{side} +{n} levels": "{side} +{n} 级",
    "Cards": "牌",
    "Your order": "你的顺序",
    "or type cards: S10 = ♠10, HK = ♥K, BJ = big joker": "或输入牌：S10 = 黑桃10，HK = 红桃K，BJ = 大王",
    "Clear": "清除",
    "Loading…": "加载中…",
    "Checking…": "正在判断…",
    "Working…": "请稍候…",
    "Right!": "答对了！",
    "Not quite.": "不对。",
    "Try again, or": "再试一次，或",
    "Show the answer": "显示答案",
    "Your answer: {answer}": "你的答案：{answer}",
    "The answer: {answer}": "答案：{answer}",
    "Legal: {answer}": "合法: {answer}",
    "The rule: {title}": "规则：{title}",
    "Read it in its lesson": "在课程中阅读",
    "Already solved — your answer stays. For a new puzzle, press “{next}”.": (
        "这道题已经答对了，答案保持不变。要做新题，请点“{next}”。"
    ),
    "Preset": "规则",
    "Answer": "答案",
    "Why": "原因",
    "Hint": "提示",
    "Compare house rules": "比较各种规则",
    "Next puzzle": "下一题",
    "Right first time: {solved} of {tried} · streak {streak} (best {best})": (
        "一次答对 {solved} / {tried} · 连对 {streak}（最多 {best}）"
    ),
    "Puzzle: {id}": "题号：{id}",
    "(judged by {rules})": "（按规则 {rules}）",
    "Go to puzzle": "转到题目",
    "a puzzle id, e.g. tractor-default-1-7": "题号，如 tractor-default-1-7",
    "Go": "转到",
    "Reset score": "清零得分",
    "Size": "大小",
    "Smaller cards and text": "缩小牌和文字",
    "Bigger cards and text": "放大牌和文字",
}

#: ``widgets/tools.py``: the notebook's house-rules picker, referee and trick explorer, and the
#: note the static site shows in their place; ``widgets/worksheet_button.py``: the worksheet button (the words the site's tools say too are in
#: :data:`TOOLS`: "House rules", "Question", "Level", "no trump", "— choose —").
NOTEBOOK_TOOLS: Final[dict[str, str]] = {
    # the house-rules picker
    "Change one option of these rules": "修改这套规则里的一项",
    "The engine refuses these rules: {why}": "引擎不接受这套规则：{why}",
    # the referee
    "Trump suit": "主花色",
    "e.g. S5 S5 S4 S4": "例如 S5 S5 S4 S4",
    "{box}, line {n}": "{box} 第 {n} 行",
    "{box}: {error}": "{box}：{error}",
    "Rule!": "裁决！",
    "Cannot rule:": "无法裁决：",
    # the trick explorer
    "Deal and play": "发牌并打完",
    "◀ Previous": "◀ 上一轮",
    "Next ▶": "下一轮 ▶",
    "Trick {i} of {n} · {trump} · {points} points": "第 {i} 轮，共 {n} 轮 · {trump} · {points} 分",
    "{seat} wins.": "{seat}赢。",
    # where a tool runs, on the static site (no Python there)
    "The house-rules picker": "房规选择器",
    "The referee": "裁判",
    "The trick explorer": "一轮一轮看牌",
    "The worksheet maker": "练习卷制作",
    "{title} runs with Python": "{title}要用 Python 运行",
    (
        "This tool needs a running kernel: open this lesson in JupyterLab ({command}, see the "
        "teacher's guide) or with {run}, then run this cell."
    ): "这个工具需要运行中的 Python 内核：在 JupyterLab 里打开这一课（{command}，见教师指南），或者按{run}，然后运行这个单元格。",
    "Run this lesson": "在浏览器里运行这一课",
    "<{title}: runs in JupyterLab>": "<{title}：在 JupyterLab 里运行>",
    # the worksheet button (widgets/worksheet_button.py; its kinds are the worksheet maker's)
    "Kinds": "题型",
    "Puzzles": "题数",
    "Seed": "种子",
    "Language": "语言",
    "paper|Letter": "美式信纸（Letter）",
    "Make worksheet": "制作练习卷",
    "a preset (004) or a rule code (t3.…)": "预设（如 004）或规则码（t3.…）",
    "{count} puzzles for the class, {size} bytes: open it in a browser and print it": (
        "{count} 道题，给学生，{size} 字节：在浏览器里打开，再打印"
    ),
}
