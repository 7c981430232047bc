"""A rule set in plain words, on one page, in English or Chinese: what a table would print.

Built from the options' own documentation (:func:`tractor_core.ruleset.option_docs`), grouped
by the phases of variants.md, with the options that differ from the preset marked ★ and the
rule code (:mod:`tractor_core.rule_codes`) at the top, so the printed page gives back the exact
rule set:

>>> from tractor_core.presets import preset
>>> text = rules_summary(preset("004", decks=2, throw_penalty="none"))
>>> print(text.splitlines()[0])
House rules: preset 004, with 1 change (★)
>>> "★ Throw penalty: none" in text
True
>>> print(rules_summary(preset("default"), lang="zh").splitlines()[0])
房规：预设 default，无改动

Pure standard library.
"""

from __future__ import annotations

from typing import Any, Final

from tractor_core.presets import find_preset
from tractor_core.rule_codes import preset_values, rule_code
from tractor_core.ruleset import RuleSet, option_docs

__all__ = [
    "OPTION_TITLES",
    "SECTIONS",
    "rules_summary",
    "rules_summary_html",
    "summary_rows",
    "value_words",
]

#: The phases of variants.md, each with its first option (options follow in RuleSet order).
SECTIONS: Final[tuple[tuple[str, str, str], ...]] = (
    ("decks", "Setup and card order", "牌与牌序"),
    ("declare_min_cards", "Declaring trumps", "亮主与反主"),
    ("tractor_min_length", "Pairs, tractors and mixed leads", "对子、拖拉机与组合"),
    ("throw_check", "Leading, throwing and following", "出牌、甩牌与跟牌"),
    ("over_ruff", "Ruffing", "毙牌与盖毙"),
    ("kitty_multiplier", "The kitty", "底牌"),
    ("level_table", "Levels and the match", "升级与终局"),
    ("partners", "Partners", "搭档"),
)

#: Options kept at the end of ``RuleSet`` (appended after rule code version 1) that belong to an
#: earlier phase: option -> the first option of its section.
_SECTION_OF: Final[dict[str, str]] = {"bombs": "over_ruff"}

#: Each option's name in words: (English, Chinese).
OPTION_TITLES: Final[dict[str, tuple[str, str]]] = {
    "decks": ("Decks", "副数"),
    "players": ("Players", "人数"),
    "kitty_size": ("Kitty size", "底牌张数"),
    "direction": ("Direction of play", "出牌方向"),
    "permanent_trump_ranks": ("Ranks always trump", "常主点数"),
    "nt_keeps_level_rank": ("No-trump keeps the level cards as trumps", "无主时级牌仍为主"),
    "declare_min_cards": ("Level cards to declare first", "首次亮主最少级牌张数"),
    "joker_colour_rule": (
        "Declare with a level card and a joker of its colour",
        "级牌配同色王亮主",
    ),
    "jokers_can_open": ("A joker pair may declare no-trump first", "对王可首亮无主"),
    "bid_policy": ("How an overturn beats a bid", "反主规则"),
    "suit_order": ("Suit order for overturns", "反主花色顺序"),
    "self_overturn": ("Overturning your own bid", "自反"),
    "reinforce_policy": ("Reinforcing a bid", "加固（上保险）"),
    "joker_bid_policy": ("Jokers needed for a no-trump bid", "亮无主所需王数"),
    "kitty_cards_count_for_bid": ("Kitty cards count for overturns", "底牌可凑牌反主"),
    "first_banker": ("Banker of the first hand", "首局庄家"),
    "kitty_theft": ("Kitty theft (炒底)", "炒底"),
    "no_bid_first_hand": ("Nobody declares: first hand", "首局无人亮主"),
    "no_bid_later": ("Nobody declares: later hands", "之后各局无人亮主"),
    "no_bid_kitty_card": ("Kitty card turned for the trump", "翻底定主的第几张"),
    "tractor_min_length": ("Fewest steps in a tractor", "拖拉机最少节数"),
    "tractor_min_width": ("Cards in each step of a tractor", "拖拉机每节张数"),
    "skip_level_rank": ("Tractors skip the level rank", "拖拉机跳过级牌点数"),
    "trump_tractor_links": ("Trump tractor links", "主牌拖拉机可跨越的连接"),
    "decompose": ("Reading a mixed lead", "组合牌的拆分"),
    "throw_check": ("Who checks a throw", "甩牌由谁检查"),
    "forced_unit": ("Failed throw: the card(s) forced", "甩牌失败须出的牌"),
    "throw_penalty": ("Throw penalty", "甩牌失败罚分"),
    "draw_policy": ("How followers must match the lead's shape", "跟牌须配牌型的程度"),
    "titanic_follow": ("Follows owed to a Titanic (3 decks)", "泰坦尼克跟牌顺序（三副牌）"),
    "over_ruff": ("Comparing ruffs", "比较毙牌"),
    "bombs": ("Bombs (4+ decks)", "炸弹（四副及以上）"),
    "kitty_multiplier": ("Kitty multiplier", "抠底倍数"),
    "kitty_needs_trump_win": ("Kitty captured only with a trump win", "须以主牌赢最后一轮才抠底"),
    "level_table": ("Level table", "升级表"),
    "level_step": ("Points per level band", "每级分数档"),
    "level_cap": ("Most levels in one hand", "一局最多升级数"),
    "must_defend": ("Ranks the banker must defend", "必打（须坐庄打过）的级"),
    "match_end": ("End of the match", "终局"),
    "partners": ("Partners", "搭档方式"),
}

#: Chinese words for option values (English ones are the values with spaces).
_VALUES_ZH: Final[dict[str, str]] = {
    "counter_clockwise": "逆时针",
    "clockwise": "顺时针",
    "joker_or_greater_length": "张数多者胜；同张数只有王可反",
    "joker_or_higher_suit": "张数多者胜；同张数王或更高花色可反",
    "greater_length": "只有张数多者可反",
    "after_other": "别人反过之后可以",
    "never": "不可以",
    "always": "随时可以",
    "reinforce_while_winning": "领先时可加固",
    "overturn_or_reinforce_while_winning": "领先时可加固或自反",
    "reinforce_while_equivalent": "同等时可加固",
    "both_two_or_more": "一对相同的王",
    "both_num_decks": "与副数相同张数的王",
    "lj_num_decks_bj_one_less": "小王与副数同张，大王少一张",
    "disabled": "不可亮无主",
    "winning_bid": "最后亮主（反主）者",
    "first_bid": "最先亮主者",
    "redeal": "重新发牌",
    "no_trump": "打无主",
    "kitty_nth": "翻底牌第 n 张定主",
    "kitty_majority": "底牌中最多的花色为主",
    "kitty_first_level_or_highest": "底牌第一张级牌或最大牌定主",
    "tuples_first": "先保留三条/对子",
    "longest_unit": "最长牌型优先",
    "auto": "系统检查",
    "challenge": "由其他玩家提出",
    "lowest_failing": "失败牌型中最小的",
    "first_blocker": "第一个挡住的玩家能大过的最小牌型",
    "type_order": "按拖拉机、三条、对子、单张的顺序",
    "smallest_unit": "张数最少、再最小的失败牌型",
    "none": "无",
    "trick_unit_length": "先比最大的牌型，甩牌时不比单张",
    "no_bombs": "不可出炸弹",
    "allow_bombs": "可出炸弹，不论花色",
    "allow_bombs_suit_following": "可出炸弹，但须跟花色（或主牌）",
    "ten_points": "10 分",
    "twenty_points": "20 分",
    "stake": "房间底金的一半",
    "no_protections": "有什么牌型都须跟出",
    "longer_tuples_protected": "三条不拆成对子",
    "only_draw_tractor_on_tractor": "只有拖拉机须跟拖拉机",
    "protected_and_tractor_only": "三条不拆，且只有拖拉机须跟拖拉机",
    "suit_only": "只须跟花色",
    "000_001": "拖拉机加任意两张优先（000、001）",
    "002": "两个三条优先（002）",
    "largest_unit_first": "先比最大牌型",
    "all_units": "每个牌型都须更大",
    "highest_card": "比最大的一张",
    "power_of_two": "2 的 n 次方",
    "three_per_card": "3 × 张数",
    "type_table": "按牌型查表",
    "four_per_pair": "单张 ×2，对子 ×4，拖拉机 ×4 × 对数",
    "twice_unit_size": "2 × 最大牌型张数",
    "standard": "标准表（000）",
    "004": "004 表",
    "shengji": "shengji.io 表",
    "defend_ace": "庄家守住 A 即胜",
    "pass_ace": "先打过 A 者胜",
    "wrap": "过 A 后从 2 再来",
    "fixed": "对家固定",
    "call_holder_nearest": "叫牌找朋友（最近持有者）",
    "call_nth_played": "叫牌找朋友（第 n 个打出者）",
    "S": "黑桃",
    "H": "红桃",
    "C": "梅花",
    "D": "方片",
    "ace_to_off_level": "主 A 接副级牌",
    "off_level_to_trump_level": "副级牌接主级牌",
    "level_to_little_joker": "主级牌接小王",
    "little_to_big_joker": "小王接大王",
}


def _words(name: str, value: Any, rules: RuleSet, lang: str) -> str:
    """An option's value in words (derived values say what they come to)."""
    zh = lang == "zh"
    if isinstance(value, bool):
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if value is None:
        if name == "kitty_size":
            n = rules.effective_kitty_size
            return f"按副数与人数推出（{n} 张）" if zh else f"derived ({n} cards)"
        if name == "level_step":
            n = rules.effective_level_step
            return f"每副 20 分（{n} 分）" if zh else f"20 per deck ({n} points)"
        return "不限" if zh else "no limit"
    if isinstance(value, list):
        if not value:
            return "无" if zh else "none"
        sep = "、" if zh else ", "
        return sep.join(
            _VALUES_ZH.get(str(v), str(v)) if zh else str(v).replace("_", " ") for v in value
        )
    if isinstance(value, str):
        if name == "level_table" and value == "002":
            return "002 表" if zh else "the 002 table"
        if name == "titanic_follow" and not zh:
            return {"000_001": "tractor and any two first (000, 001)"}.get(
                value, "two triples first (002)"
            )
        return _VALUES_ZH.get(value, value) if zh else value.replace("_", " ")
    return str(value)


def value_words(name: str, value: Any, lang: str = "en", rules: RuleSet | None = None) -> str:
    """A house-rule option's value in plain words, in ``lang`` ("en" or "zh").

    ``value`` as the option holds it or as JSON (an enum, a rank, a list of them, a value
    string). ``rules`` gives what a derived value (``None``) comes to; the default rules when
    not given.

    >>> value_words("throw_penalty", "twenty_points"), value_words("throw_penalty", "stake", "zh")
    ('twenty points', '房间底金的一半')
    >>> value_words("titanic_follow", "000_001", "zh")
    '拖拉机加任意两张优先（000、001）'
    """
    if name not in OPTION_TITLES:
        msg = f"unknown rule option {name!r}; known options: {', '.join(OPTION_TITLES)}"
        raise ValueError(msg)
    if isinstance(value, list | tuple | set | frozenset):
        value = sorted(_plain(v) for v in value)
    else:
        value = _plain(value)
    return _words(name, value, rules if rules is not None else RuleSet(), lang)


def _plain(value: Any) -> Any:
    """An option's value as JSON holds it: an enum's or a rank's text."""
    if isinstance(value, bool) or value is None:
        return value
    return getattr(value, "label", getattr(value, "value", value))


def summary_rows(rules: RuleSet, preset: str | None = None) -> list[dict[str, Any]]:
    """Every option as a row: name, section, titles, value (JSON), doc, sources, changed.

    ``changed`` is True where the option differs from the preset the rules are read against
    (``preset``, or the one :func:`~tractor_core.rule_codes.rule_code` picks).
    """
    code = rule_code(rules, preset)
    base = preset_values(code)
    values = rules.to_dict()
    section = ("", "", "")
    starts = {s[0]: s for s in SECTIONS}
    rows = []
    for doc in option_docs():
        name = doc["name"]
        section = starts.get(name, section)
        where = starts[_SECTION_OF[name]] if name in _SECTION_OF else section
        value = values[name]
        old = base.get(name, doc["default"])
        changed = sorted(value) != sorted(old) if name == "trump_tractor_links" else value != old
        rows.append(
            {
                "name": name,
                "section": where[1:],
                "title": OPTION_TITLES.get(name, (name, name)),
                "value": value,
                "doc": doc["doc"],
                "sources": doc["sources"],
                "changed": changed,
            }
        )
    place = {s[1:]: i for i, s in enumerate(SECTIONS)}
    return sorted(rows, key=lambda r: place[r["section"]])


def rules_summary(rules: RuleSet, lang: str = "en", preset: str | None = None) -> str:
    """The rule set in plain words, one line per option, grouped by phase (fits one page).

    ``lang`` is ``"en"`` (each option's documentation after its value) or ``"zh"``.
    """
    zh = lang == "zh"
    code = rule_code(rules, preset)
    name = code.split(".")[1]
    rows = summary_rows(rules, name)
    n = sum(r["changed"] for r in rows)
    title = find_preset(name).title
    if zh:
        head = f"房规：预设 {name}，" + (f"改动 {n} 项（★）" if n else "无改动")
        facts = (
            f"{rules.decks} 副牌，{rules.players} 人，每人 {rules.hand_size} 张，"
            f"底牌 {rules.effective_kitty_size} 张，每 {rules.effective_level_step} 分一级"
        )
        lines = [head, title, f"规则码：{code}", facts]
    else:
        change = f"with {n} change{'s' if n != 1 else ''} (★)" if n else "unchanged"
        head = f"House rules: preset {name}, {change}"
        facts = (
            f"{rules.decks} deck(s), {rules.players} players, {rules.hand_size} cards each, "
            f"a kitty of {rules.effective_kitty_size}, level bands of "
            f"{rules.effective_level_step} points"
        )
        lines = [head, title, f"Rule code: {code}", facts]
    current = None
    for row in rows:
        if row["section"] != current:
            current = row["section"]
            lines += ["", current[1] if zh else current[0]]
        mark = "★ " if row["changed"] else "  "
        value = _words(row["name"], row["value"], rules, lang)
        if zh:
            lines.append(f"{mark}{row['title'][1]}：{value}")
        else:
            lines.append(f"{mark}{row['title'][0]}: {value} — {row['doc']}")
    return "\n".join(lines) + "\n"


_PRINT_CSS: Final = """
@page { margin: 11mm 12mm; }
* { box-sizing: border-box; }
body { font: 7.6pt/1.28 "DejaVu Sans", "Noto Sans CJK SC", "Noto Sans SC", sans-serif;
  color: #000; background: #fff; margin: 0; }
header { border-bottom: 1pt solid #000; margin-bottom: 2mm; padding-bottom: 1mm; }
h1 { font-size: 12pt; margin: 0 0 0.5mm; }
header p { margin: 0.3mm 0; }
main { column-count: 2; column-gap: 6mm; }
h2 { font-size: 8.6pt; margin: 1.6mm 0 0.6mm; break-after: avoid; }
p.o { margin: 0 0 0.7mm; break-inside: avoid; }
.ch { font-weight: 700; }
code { font: 7.4pt "DejaVu Sans Mono", monospace; }
"""


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def rules_summary_html(rules: RuleSet, lang: str = "en", preset: str | None = None) -> str:
    """:func:`rules_summary` as a self-contained page that prints on one A4 or Letter sheet.

    The same lines, in two columns; the changed options (★) in bold. The site's house-rules
    builder prints it (``sitebuild/tractor-tools.js``).
    """
    lines = rules_summary(rules, lang, preset).splitlines()
    head, body = lines[:4], lines[4:]
    out = []
    for line in body:
        if not line:
            continue
        if not line.startswith(("★ ", "  ")):
            out.append(f"<h2>{_esc(line)}</h2>")
        elif line.startswith("★ "):
            out.append(f'<p class="o ch">{_esc(line)}</p>')
        else:
            out.append(f'<p class="o">{_esc(line.strip())}</p>')
    html_lang = "zh-Hans" if lang == "zh" else "en"
    return (
        f'<!DOCTYPE html>\n<html lang="{html_lang}"><head><meta charset="utf-8">'
        f"<title>{_esc(head[0])}</title><style>{_PRINT_CSS}</style></head><body>"
        f"<header><h1>{_esc(head[0])}</h1><p>{_esc(head[1])}</p>"
        f"<p><code>{_esc(head[2])}</code></p><p>{_esc(head[3])}</p></header>"
        f"<main>{''.join(out)}</main></body></html>\n"
    )
