"""A rule set in plain words, on one page, in English or Chinese: what a table would print.

Built from the options' plain words (:mod:`tractor_core.words.option_words`, the same as the site's
house-rules builder), grouped by what the options are about, with the options that differ from the preset marked ★ and the
rule code (:mod:`tractor_core.rules.rule_codes`) at the top, so the printed page gives back the exact
rule set:

>>> from tractor_core.rules.presets import preset
>>> text = rules_summary(preset("004", decks=2, throw_penalty="none"))
>>> print(text.splitlines()[0])
House rules: preset 004, with 1 change (★)
>>> "★ Penalty for a failed throw: No penalty" in text
True
>>> print(rules_summary(preset("default"), lang="zh").splitlines()[0])
房规：预设 default，无改动

Pure standard library.
"""

from __future__ import annotations

from typing import Any, Final

from tractor_core.rules.presets import find_preset
from tractor_core.rules.rule_codes import preset_values, rule_code
from tractor_core.rules.ruleset import RuleSet, option_docs
from tractor_core.words.option_words import GROUPS, OPTION_WORDS
from tractor_core.words.option_words import value_words as _value_words
from tractor_core.words.print_font import font_css

__all__ = [
    "OPTION_TITLES",
    "SECTIONS",
    "rules_summary",
    "rules_summary_html",
    "summary_rows",
    "value_words",
]

#: The groups of options, in the order a teacher reads them (the builder's groups):
#: (key, English, Chinese).
SECTIONS: Final[tuple[tuple[str, str, str], ...]] = GROUPS

#: Each option's name in words: (English, Chinese), from :data:`OPTION_WORDS`.
OPTION_TITLES: Final[dict[str, tuple[str, str]]] = {
    name: words.label for name, words in OPTION_WORDS.items()
}


def _words(name: str, value: Any, rules: RuleSet, lang: str) -> str:
    """An option's value in words (an empty box says what it comes to)."""
    derived = {"kitty_size": rules.effective_kitty_size, "level_step": rules.effective_level_step}
    return _value_words(name, value, lang, derived.get(name))


def value_words(name: str, value: Any, lang: str = "en", rules: RuleSet | None = None) -> str:
    """A house-rule option's value in plain words, in ``lang`` ("en" or "zh").

    ``value`` as the option holds it or as JSON (an enum, a rank, a list of them, a value
    string). ``rules`` gives what a derived value (``None``) comes to; the default rules when
    not given.

    >>> value_words("throw_penalty", "twenty_points"), value_words("throw_penalty", "stake", "zh")
    ('20 points (source 001)', '扣房间底金的一半，不扣分（004，网上玩法）')
    >>> value_words("titanic_follow", "000_001", "zh")
    '先跟对子拖拉机加任意两张，再考虑两个三同张（000、001）'
    >>> value_words("suit_order", ["D", "C", "H", "S"])  # a list keeps its order
    'diamonds ♦ > clubs ♣ > hearts ♥ > spades ♠'
    """
    if name not in OPTION_TITLES:
        msg = f"unknown rule option {name!r}; known options: {', '.join(OPTION_TITLES)}"
        raise ValueError(msg)
    if isinstance(value, set | frozenset):  # no order of its own: a fixed one
        value = sorted(_plain(v) for v in value)
    elif isinstance(value, list | tuple):
        value = [_plain(v) for v in value]
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
    (``preset``, or the one :func:`~tractor_core.rules.rule_codes.rule_code` picks).
    """
    code = rule_code(rules, preset)
    base = preset_values(code)
    values = rules.to_dict()
    groups = {key: (en, zh) for key, en, zh in SECTIONS}
    docs = {d["name"]: d for d in option_docs()}
    rows = []
    for name, words in OPTION_WORDS.items():
        doc = docs[name]
        value = values[name]
        old = base.get(name, doc["default"])
        changed = sorted(value) != sorted(old) if name == "trump_tractor_links" else value != old
        rows.append(
            {
                "name": name,
                "section": groups[words.group],
                "title": words.label,
                "value": value,
                "doc": words.doc[0],
                "sources": doc["sources"],
                "changed": changed,
            }
        )
    return rows


def rules_summary(rules: RuleSet, lang: str = "en", preset: str | None = None) -> str:
    """The rule set in plain words, one line per option, grouped as in the builder (one page).

    ``lang`` is ``"en"`` or ``"zh"``; each line is the option's name in words and its value.
    """
    zh = lang == "zh"
    code = rule_code(rules, preset)
    name = code.split(".")[1]
    rows = summary_rows(rules, name)
    n = sum(r["changed"] for r in rows)
    title = find_preset(name).title_zh if zh else find_preset(name).title
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
            f"{rules.decks} deck{'s' if rules.decks != 1 else ''}, {rules.players} players, {rules.hand_size} cards each, "
            f"a kitty of {rules.effective_kitty_size}, level bands of "
            f"{rules.effective_level_step} points"
        )
        lines = [head, title, f"Rule code: {code}", facts]
    current = None
    for row in rows:
        if row["section"] != current:  # a heading: flush left, the options indented under it
            current = row["section"]
            lines.append(current[1] if zh else current[0])
        mark = "★ " if row["changed"] else "  "
        value = _words(row["name"], row["value"], rules, lang)
        if zh:
            lines.append(f"{mark}{row['title'][1]}：{value}")
        else:
            lines.append(f"{mark}{row['title'][0]}: {value}")
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


def rules_summary_html(
    rules: RuleSet, lang: str = "en", preset: str | None = None, *, site_root: str = ""
) -> str:
    """:func:`rules_summary` as a self-contained page that prints on one A4 or Letter sheet.

    The same lines, in two columns; the changed options (★) in bold. The site's house-rules
    builder prints it (``sitebuild/tractor-tools.js``). With ``site_root`` (the site's
    ``http(s)`` address, ending in ``/``) its Chinese is drawn with the site's own font, as the
    worksheet's is (:func:`~tractor_core.words.print_font.font_css`): no empty boxes on a
    machine without a Chinese font.
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
        f"<title>{_esc(head[0])}</title><style>{_PRINT_CSS}{font_css(site_root)}</style>"
        "</head><body>"
        f"<header><h1>{_esc(head[0])}</h1><p>{_esc(head[1])}</p>"
        f"<p><code>{_esc(head[2])}</code></p><p>{_esc(head[3])}</p></header>"
        f"<main>{''.join(out)}</main></body></html>\n"
    )
