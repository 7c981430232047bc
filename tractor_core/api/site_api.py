"""The site's tools, as JSON entry points (``sitebuild/tractor-tools.js`` calls them in Pyodide).

Every function takes its arguments as JSON text and returns JSON text (the contract of
``call(module, fn, ...args)`` in ``sitebuild/tractor-runtime.js``), and never raises: what
cannot be used comes back as ``{"ok": false, "error": ..., "error_zh": ...}`` naming the field
and what was expected. Nothing here decides a rule: the rulings are :mod:`tractor_core.api.judge`'s,
the codes :mod:`tractor_core.rules.rule_codes`', the sheets :mod:`tractor_core.puzzles.worksheet`'s.

- :func:`rules_choice` — read the site-wide house-rules choice (a preset name or a rule code,
  from a link's ``?rules=`` or the reader's storage): its canonical name and a label;
- :func:`house_rules` — the builder: a preset and changed options → every option (with its
  description and value), the code, and the plain-words summary in both languages;
- :func:`referee` — one question typed as notation → the ruling in words, with reason and rule;
- :func:`worksheet` — the worksheet page: the same HTML as ``python -m tractor_core worksheet``.

>>> import json
>>> json.loads(rules_choice(json.dumps("004")))["name"]
'004'
>>> json.loads(rules_choice(json.dumps("t1.default.lcPx")))["error"]
"rule code 't1.default.lcPx': the checksum does not match (the code was mistyped or cut short)"
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, Final

from tractor_core.api.entry import json_entry
from tractor_core.api.judge import ask
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.errors import TractorError, shown
from tractor_core.rules.presets import PRESETS, find_preset
from tractor_core.rules.rule_codes import is_rule_code, parse_rules, rule_code
from tractor_core.rules.ruleset import RuleSet, option_docs
from tractor_core.text import both, cards_named, name_cards, say, seat_named
from tractor_core.words.catalogue import CATALOGUE, title_zh
from tractor_core.words.option_words import GROUPS, OPTION_WORDS, value_words
from tractor_core.words.rules_summary import rules_summary, rules_summary_html

__all__ = [
    "REFEREE",
    "REFEREE_QUESTIONS",
    "house_rules",
    "referee",
    "referee_form",
    "rules_choice",
    "worksheet",
]


class _RefusedError(TractorError):
    """A field the tools cannot use; ``field`` and ``line`` say where, for the page."""

    def __init__(
        self, message: str, field: str = "", line: int | None = None, message_zh: str | None = None
    ) -> None:
        super().__init__(message, message_zh=message_zh)
        self.field = field
        self.line = line


def _refuse(exc: Exception) -> dict[str, Any]:
    """The tools' error answer: ``ok: false``, the message in both languages, the box it names."""
    out: dict[str, Any] = {"ok": False, "error": str(exc), "field": getattr(exc, "field", "")}
    line = getattr(exc, "line", None)
    if line is not None:
        out["line"] = line
    token = getattr(exc, "typo_token", None)
    if isinstance(token, str):  # a value typed wrong, not a conflict between options
        out["typo"] = token
    return _with_chinese(out, exc)


def _json_entry(fn: Callable[..., dict[str, Any]]) -> Callable[..., str]:
    """JSON text in, JSON text out (:func:`~tractor_core.api.entry.json_entry`).

    ``ok: true`` with the answer, or ``ok: false`` with the refusal (a bad value may be a plain
    ``ValueError`` too).
    """

    def answer(*args: Any) -> dict[str, Any]:
        return {"ok": True, **fn(*args)}

    answer.__name__, answer.__doc__ = fn.__name__, fn.__doc__
    return json_entry(answer, refuse=_refuse, expected=(TractorError, ValueError))


def _with_chinese(out: dict[str, Any], exc: Exception) -> dict[str, Any]:
    """Add ``error_zh`` when the engine wrote the message in Chinese too (``message_zh``).

    A page in Chinese shows ``error_zh`` when there is one, else the English ``error``.
    """
    zh = getattr(exc, "message_zh", None)
    if isinstance(zh, str) and zh and zh != out["error"]:
        out["error_zh"] = zh
    out["plain"] = {"en": plain_words(out["error"], "en")}
    if "error_zh" in out:
        out["plain"]["zh"] = plain_words(out["error_zh"], "zh")
    return out


#: An option's name in a message, with the value it was given: ``decks=3``,
#: ``kitty_multiplier='four_per_pair'``; longest names first (``level_step`` before ``level``).
_NAMED: Final = re.compile(
    r"\b("
    + "|".join(sorted(map(re.escape, OPTION_WORDS), key=len, reverse=True))
    + r")\b(?:=('[^']*'|-?\d+|None|null|true|false|\[[^\]]*\]))?"
)


def plain_words(message: str, lang: str = "en") -> str:
    """An engine message with each option's name (and value) in words, for a teacher.

    >>> plain_words("level_step=7: expected a multiple of 5 with 2 decks; see level_table")
    '“Points per step of the level table: 7 points”: expected a multiple of 5 with 2 decks; see “How many levels a score gives”'
    >>> plain_words("throw_penalty='stake'", "zh")
    '「甩牌失败的惩罚：扣房间底金的一半，不扣分（004，网上玩法）」'
    """
    zh = lang == "zh"
    quote = ("「", "」") if zh else ("“", "”")

    def one(match: re.Match[str]) -> str:
        name, raw = match[1], match[2]
        label = OPTION_WORDS[name].label[1 if zh else 0]
        if raw is None:  # a bare name: "decks" is a word already, "level_step" is not
            heads = message[match.end() : match.end() + 1] in (":", "：")  # "players: ..."
            return f"{quote[0]}{label}{quote[1]}" if "_" in name or heads else name
        value: Any = raw.strip("'")
        if re.fullmatch(r"-?\d+", raw):
            value = int(raw)
        elif raw in ("None", "null"):
            value = None
        elif raw in ("true", "false"):
            value = raw == "true"
        sep = "：" if zh else ": "
        return f"{quote[0]}{label}{sep}{value_words(name, value, lang)}{quote[1]}"

    return _NAMED.sub(one, message)


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


# ---------------------------------------------------------------------------------- house rules
def _read_rules(spec: Any) -> tuple[RuleSet, str]:
    """``spec`` (a preset name or rule code, or ``{"preset", "options"}``) → rules, preset name."""
    if isinstance(spec, str):
        spec = {"preset": spec}
    if not isinstance(spec, dict):
        msg = f"rules: expected a preset name, a rule code or {{'preset', 'options'}}, got {shown(spec)}"
        raise _RefusedError(msg, "rules")
    name = spec.get("preset", "default")
    options = spec.get("options") or {}
    if not isinstance(name, str):
        raise _RefusedError(
            f"rules.preset: expected a preset name or a rule code, got {shown(name)}"
        )
    if not isinstance(options, dict):
        raise _RefusedError(f"rules.options: expected an object of options, got {shown(options)}")
    rules = parse_rules(name, options)
    base = name.strip().split(".")[1] if is_rule_code(name) else find_preset(name).name
    return rules, base


def _canonical(rules: RuleSet, base: str) -> tuple[str, str]:
    """The choice's name (the preset's when the rules are exactly it, else the code), code."""
    code = rule_code(rules, base)
    if not rules.differences(find_preset(base).rules):
        return base, code
    return code, code


def _choice(spec: Any) -> dict[str, Any]:
    """The site-wide house-rules choice, read and checked.

    ``spec``: a preset name or alias, or a rule code. Answer ``{"name", "code", "preset",
    "changes", "label": {"en", "zh"}}``; ``name`` is what the site stores (the preset's name
    when the rules are exactly a preset, else the code). A tampered code is refused with the
    rule codes' message.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise _RefusedError(
            f"rules: expected a preset name or a rule code, got {shown(spec)}", "rules"
        )
    rules, base = _read_rules(spec.strip())
    name, code = _canonical(rules, base)
    changes = len(rules.differences(find_preset(base).rules))
    label = {
        "en": base if not changes else f"{base} with {changes} change{'s' if changes != 1 else ''}",
        "zh": base if not changes else f"{base}（改动 {changes} 项）",
    }
    return {"name": name, "code": code, "preset": base, "changes": changes, "label": label}


rules_choice = _json_entry(_choice)


def _option_kind(name: str, allowed: Any, value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if name == "trump_tractor_links":
        return "links"
    if isinstance(allowed, list) and isinstance(value, list):
        return "list"
    if isinstance(allowed, list):
        return "choice"
    return "number"


def _both(words: tuple[str, str] | None) -> dict[str, str] | None:
    return None if words is None else {"en": words[0], "zh": words[1]}


def _option(doc: dict[str, Any], value: Any, preset_value: Any, rules: RuleSet) -> dict[str, Any]:
    """One option of the builder, in plain words (:mod:`tractor_core.words.option_words`)."""
    name = doc["name"]
    words = OPTION_WORDS[name]
    kind = _option_kind(name, doc["allowed"], value)
    derived = {"kitty_size": rules.effective_kitty_size, "level_step": rules.effective_level_step}
    n = derived.get(name)
    choices = []
    if kind == "bool":
        choices = [True, False]
    elif kind in ("choice", "links"):
        choices = list(doc["allowed"])
    empty = words.empty
    if empty is not None:
        empty = (empty[0].format(n=n if n is not None else ""), empty[1].format(n=n or ""))
    return {
        "name": name,
        "group": words.group,
        "title": words.label[0],
        "title_zh": words.label[1],
        "help": {"en": words.doc[0], "zh": words.doc[1]},
        "hint": _both(words.hint),
        "empty": _both(empty),
        "doc": doc["doc"],
        "sources": doc["sources"],
        "kind": kind,
        "allowed": doc["allowed"],
        "choices": [
            {"value": c, "en": value_words(name, c, "en"), "zh": value_words(name, c, "zh")}
            for c in choices
        ],
        "value": value,
        "words": {"en": value_words(name, value, "en", n), "zh": value_words(name, value, "zh", n)},
        "changed": value != preset_value,
    }


def _house_rules(spec: Any) -> dict[str, Any]:
    """The builder's page: ``{"preset", "options"}`` → every option, the code, the summary.

    Options come group by group (``groups``: key and title in both languages, in the order a
    teacher reads them). Each option: ``name`` (the engine's, shown small for the docs),
    ``group``, ``title`` / ``title_zh`` and ``help`` (plain words), ``doc`` and ``sources`` (the
    engine's description), ``kind`` (``bool``, ``choice``, ``links`` (boxes to tick), ``list``
    typed as text, or ``number``, where an empty box is the option's ``empty`` words), the
    ``choices`` with their words, ``hint`` for typed lists, ``value`` with its ``words``, and
    ``changed`` (differs from the preset). A refused combination raises the engine's
    :class:`~tractor_core.rules.errors.RuleConflictError` message. ``spec``'s ``site_root``
    (the site's address) gives the printed summary (``summary_html``) the site's Chinese font.
    """
    rules, base = _read_rules(spec)
    name, code = _canonical(rules, base)
    root = spec.get("site_root", "") if isinstance(spec, dict) else ""
    if not isinstance(root, str):
        raise _RefusedError(f"site_root: expected the site's address, got {shown(root)}")
    values = rules.to_dict()
    preset_values = find_preset(base).rules.to_dict()
    docs = {d["name"]: d for d in option_docs()}
    options = [
        _option(docs[option], values[option], preset_values[option], rules)
        for option in OPTION_WORDS
    ]
    return {
        "name": name,
        "code": code,
        "preset": base,
        "presets": [{"name": p.name, "title": p.title, "title_zh": p.title_zh} for p in PRESETS],
        "groups": [{"key": k, "en": en, "zh": zh} for k, en, zh in GROUPS],
        "options": options,
        "changes": {k: v[0] for k, v in rules.differences(find_preset(base).rules).items()},
        "summary": {"en": rules_summary(rules, "en", base), "zh": rules_summary(rules, "zh", base)},
        "summary_html": {
            "en": rules_summary_html(rules, "en", base, site_root=root),
            "zh": rules_summary_html(rules, "zh", base, site_root=root),
        },
    }


house_rules = _json_entry(_house_rules)


# ---------------------------------------------------------------------------------- referee
#: The referee's questions: the judge's kind, and each box of the page (name, how it is read:
#: ``cards``, ``lines`` of cards, ``number``, ``rank``, ``seat`` or ``side``, one of
#: :data:`REFEREE_CHOICES`; required?).
REFEREE: Final[dict[str, tuple[tuple[str, str, bool], ...]]] = {
    "trick_winner": (("plays", "lines", True),),
    "follow_legal": (("lead", "cards", True), ("hand", "cards", True), ("play", "cards", True)),
    "throw": (("lead", "cards", True), ("others", "lines", True)),
    "kitty_multiplier": (
        ("last_trick", "lines", True),
        ("won_by", "side", True),
        ("kitty", "cards", True),
    ),
    "level_change": (
        ("attacker_points", "number", True),
        ("level", "rank", False),
        ("attacker_level", "rank", False),
    ),
    "declaration": (
        ("current", "cards", False),
        ("current_seat", "seat", False),
        ("bid", "cards", True),
        ("seat", "seat", False),
    ),
    "is_tractor": (("cards", "cards", True),),
}

_BOXES: Final[dict[str, tuple[str, str]]] = {
    "plays": ("Plays", "各家出牌"),
    "lead": ("Lead", "首家"),
    "hand": ("Hand", "手牌"),
    "play": ("Play", "跟牌"),
    "others": ("Other hands", "其他各家"),
    "last_trick": ("Last trick", "最后一轮"),
    "kitty": ("Kitty", "底牌"),
    "attacker_points": ("Attackers' points", "抓分方得分"),
    "level": ("Banker team's level", "庄家方的级"),
    "attacker_level": ("Attackers' level", "抓分方的级"),
    "won_by": ("Who won the last trick", "最后一轮谁赢"),
    "current": ("Standing declaration", "已亮的牌"),
    "current_seat": ("Its seat", "亮牌座位"),
    "bid": ("New declaration", "新亮的牌"),
    "seat": ("Its seat", "座位"),
    "cards": ("Cards", "牌"),
}


#: What the referee asks, in both languages: each question, and each box with how to fill it.
#: The widget's referee (``widgets.tools.Referee``) reads these; the site's page has the same
#: words (``sitebuild/tractor-tools.js``).
REFEREE_QUESTIONS: Final[dict[str, tuple[str, str]]] = {
    "trick_winner": ("Who wins this trick?", "这一轮谁大？"),
    "follow_legal": ("Is this follow legal?", "这样跟牌合法吗？"),
    "throw": ("Does this throw stand, and what is forced?", "甩牌能成功吗？须出什么？"),
    "kitty_multiplier": ("What does the kitty multiply to?", "底牌翻几倍？"),
    "level_change": ("How many levels does this score give?", "这个分数升几级？"),
    "declaration": ("Does this declaration overturn the standing one?", "新的亮主能反掉原来的吗？"),
    "is_tractor": ("Is this a tractor?", "这是拖拉机吗？"),
}
REFEREE_HINTS: Final[dict[str, tuple[str, str]]] = {
    "plays": ("one per line, the leader's first", "每行一家，首家在先"),
    "others": ("one per line, in seat order after the leader", "每行一家，按首家之后的座位顺序"),
    "last_trick": ("one play per line, the leader's first", "每行一家，首家在先"),
    "level": ("the level played; optional, e.g. 10", "即所打的级；可不填，如 10"),
    "attacker_level": ("optional, e.g. 7", "可不填，如 7"),
    "current": ("empty if none", "没有则空"),
}


#: The choices of a ``side`` box: (value, English, Chinese). The kitty goes to the attackers
#: only when they won the last trick (else ``kitty.banker-keeps``): the referee asks, as the
#: judge can answer both cases.
REFEREE_CHOICES: Final[dict[str, tuple[tuple[str, str, str], ...]]] = {
    "won_by": (("attackers", "The attackers", "抓分方"), ("banker", "The banker team", "庄家方")),
}


def referee_form(kind: str, lang: str = "en") -> list[dict[str, Any]]:
    """The boxes of one referee question in ``lang``: field, label, hint, how it is read, required.

    A ``side`` box also has its ``choices`` (``value`` and ``label``).

    >>> [b["label"] for b in referee_form("follow_legal")]
    ['Lead', 'Hand', 'Play']
    >>> [c["label"] for c in referee_form("kitty_multiplier", "zh")[1]["choices"]]
    ['抓分方', '庄家方']
    """
    i = 1 if lang == "zh" else 0
    return [
        {
            "field": field,
            "label": _BOXES.get(field, (field, field))[i],
            "hint": REFEREE_HINTS.get(field, ("", ""))[i],
            "how": how,
            "required": required,
            **(
                {"choices": [{"value": c[0], "label": c[1 + i]} for c in REFEREE_CHOICES[field]]}
                if how == "side"
                else {}
            ),
        }
        for field, how, required in REFEREE[kind]
    ]


def _box(field: str, line: int | None = None) -> str:
    name = _BOXES.get(field, (field, field))[0]
    return f"{name}, line {line}" if line is not None else name


def _box_zh(field: str, line: int | None = None) -> str:
    """The box's name on the Chinese page: ``各家出牌，第 2 行``."""
    name = _BOXES.get(field, (field, field))[1]
    return f"{name}，第 {line} 行" if line is not None else name


def _zh(exc: TractorError) -> str:
    """The engine's Chinese message for ``exc`` (its English one when it wrote none)."""
    return exc.message_zh


def _read_box(field: str, how: str, raw: Any) -> tuple[Any, list[int]]:
    """One box's text → the judge's input value, and the page's line number of each play."""
    text = "" if raw is None else raw
    if not isinstance(text, str):
        text = str(text)
    if how == "lines":
        plays, numbers = [], []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                plays.append([c.notation for c in parse_cards(line)])
            except TractorError as exc:
                raise _RefusedError(
                    f"{_box(field, number)}: {exc}",
                    field,
                    number,
                    f"{_box_zh(field, number)}：{_zh(exc)}",
                ) from None
            numbers.append(number)
        return plays, numbers
    if how == "cards":
        try:
            return [c.notation for c in parse_cards(text)], []
        except TractorError as exc:
            raise _RefusedError(
                f"{_box(field)}: {exc}", field, message_zh=f"{_box_zh(field)}：{_zh(exc)}"
            ) from None
    if how in ("number", "seat"):
        if not re.fullmatch(r"\s*-?\d{1,6}\s*", text):
            what = "a whole number of points" if how == "number" else "a seat number (0 leads)"
            what_zh = "分数要写整数" if how == "number" else "座位要写数字（首家是 0）"
            raise _RefusedError(
                f"{_box(field)}: {shown(text.strip())} is not {what}",
                field,
                message_zh=f"{_box_zh(field)}：没看懂 {shown(text.strip())}：{what_zh}",
            )
        return int(text), []
    if how == "side":
        choices = REFEREE_CHOICES[field]
        value = text.strip().casefold()
        if value not in {c[0] for c in choices}:
            raise _RefusedError(
                say(
                    "{box}: {value} is not one of {choices}",
                    "en",
                    box=_box(field),
                    value=shown(text.strip()),
                    choices=", ".join(c[1] for c in choices),
                ),
                field,
                message_zh=say(
                    "{box}: {value} is not one of {choices}",
                    "zh",
                    box=_box_zh(field),
                    value=shown(text.strip()),
                    choices="、".join(c[2] for c in choices),
                ),
            )
        return value, []
    return text.strip(), []  # a rank: the judge names a bad one


_INPUT: Final = re.compile(r"^input\.(\w+)(?:\[(\d+)\])?")


def _referee(question: Any) -> dict[str, Any]:
    """One question from the referee page → the ruling in words, the reason and the rule.

    ``question``: ``{"kind": one of REFEREE, "trump": {"level", "suit" or null}, "rules": a
    preset or rule code, "boxes": {box: text}}``. A typing error names the box, the line and the
    bad token (``field`` and ``line`` let the page mark the box). The answer: ``headline``
    (``en``, ``zh``), the judge's ``answer``, ``reason``, ``reason_zh`` and ``rule`` (its id,
    title, statement in both languages, and its ``lesson`` page).
    """
    if not isinstance(question, dict):
        raise _RefusedError(f"expected a question object, got {shown(question)}")
    kind = question.get("kind")
    if not isinstance(kind, str) or kind not in REFEREE:
        raise _RefusedError(f"kind {shown(kind)}: expected one of {', '.join(REFEREE)}", "kind")
    boxes = question.get("boxes") or {}
    if not isinstance(boxes, dict):
        raise _RefusedError(f"boxes: expected an object of texts, got {shown(boxes)}")
    rules, _base = _read_rules(question.get("rules", "default"))
    inp: dict[str, Any] = {}
    lines: dict[str, list[int]] = {}
    for field, how, required in REFEREE[kind]:
        raw = boxes.get(field)
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            if required and how == "side":
                raise _RefusedError(
                    say("{box}: choose one", "en", box=_box(field)),
                    field,
                    message_zh=say("{box}: choose one", "zh", box=_box_zh(field)),
                )
            if required:
                raise _RefusedError(
                    f"{_box(field)}: empty; type the cards, e.g. S10 S10 HA",
                    field,
                    message_zh=f"{_box_zh(field)}：还空着；请写上牌，如 S10 S10 HA",
                )
            continue
        inp[field], lines[field] = _read_box(field, how, raw)
    if kind == "trick_winner" and len(inp["plays"]) < 2:
        # one play is no trick: the leader would "win" it (a reader who forgot the others)
        raise _RefusedError(
            f"{_box('plays')}: type every player's play, one per line, the leader's first",
            "plays",
            message_zh=f"{_box_zh('plays')}：请写上每一家出的牌，每行一家，首家在先",
        )
    judge_question, level_box = _judge_question(kind, inp, rules, question.get("trump"))
    answer = ask(judge_question, chinese=True)
    if "error" in answer:
        error, error_zh = str(answer["error"]), str(answer.get("error_zh") or answer["error"])
        zh = error_zh if error_zh != error else None
        match = _INPUT.match(error)
        if match and match[1] in _BOXES:
            field, index = match[1], match[2]
            field = level_box if field == "level" else field  # the team's level typed
            line = None
            if index is not None and field in lines:
                i = int(index)
                line = lines[field][i] if i < len(lines[field]) else None
            # The judge writes "input.<box>[i]: what is wrong" (a colon after the box's path
            # always): the page shows the box's name in its place.
            rest = error[match.end() :].removeprefix(":").strip()
            zh_match = _INPUT.match(zh) if zh else None
            rest_zh = zh[zh_match.end() :].lstrip(":：").strip() if zh and zh_match else None
            raise _RefusedError(
                f"{_box(field, line)}: {rest}",
                field,
                line,
                None if rest_zh is None else f"{_box_zh(field, line)}：{rest_zh}",
            )
        named = [f for f, _how, _req in REFEREE[kind] if re.search(rf"\b{f}\b", error)]
        where = "trump" if error.startswith("trump") else (named[0] if named else "")
        raise _RefusedError(
            error.removeprefix("input: "),
            where,
            message_zh=None if zh is None else zh.removeprefix("input："),
        )
    rule = CATALOGUE.get(answer["rule"])
    headline = _asked_headline(kind, answer["answer"], lines, inp, level_box)
    return {
        "kind": kind,
        "answer": answer["answer"],
        "headline": headline,
        "reason": name_cards(answer["reason"], "en"),
        "reason_zh": name_cards(answer["reason_zh"], "zh"),
        "rule": {
            "id": answer["rule"],
            "title": rule.title if rule else answer["rule"],
            "title_zh": title_zh(answer["rule"]),
            "statement": rule.statement if rule else "",
            "statement_zh": rule.statement_zh if rule else "",
            "lesson": rule.lesson if rule else "",
        },
    }


def _asked_headline(
    kind: str, answer: dict[str, Any], lines: dict[str, list[int]], inp: dict[str, Any], box: str
) -> dict[str, str]:
    """The ruling's headline, with what the boxes asked.

    Who won the last trick (the kitty), or a note when only the other team's level was typed
    (``box``: the level that counts).
    """
    if kind == "kitty_multiplier" and inp.get("won_by") == "banker":
        return both(
            "The banker team won the last trick: the kitty's {points} points are not captured.",
            points=answer["kitty_points"],
        )
    headline = _headline(kind, answer, lines)
    other = "attacker_level" if box == "level" else "level"
    if kind == "level_change" and "new_level" not in answer and other in inp:
        note = both(_ASK_LEVEL[box])
        headline = {
            lang: headline[lang] + ("" if lang == "zh" else " ") + note[lang] for lang in headline
        }
    return headline


def _judge_question(
    kind: str, inp: dict[str, Any], rules: RuleSet, trump: Any
) -> tuple[dict[str, Any], str]:
    """The judge's question for the boxes read, and the box the level question counts from."""
    if kind == "declaration":
        inp.setdefault("seat", 1)
        inp.setdefault("current_seat", 0)
    question = {"kind": kind, "rules": rules.to_dict(), "trump": trump, "input": inp}
    level_box = "level"
    if kind == "kitty_multiplier":
        _check_kitty_size(inp["kitty"], rules)
        _who_won(question)
    elif kind == "level_change":
        level_box = _team_level(question)
    return question, level_box


#: What the level question says when only the other team's level was typed.
_ASK_LEVEL: Final = {
    "level": "Type the banker team's level to see its new level.",
    "attacker_level": "Type the attackers' level to see their new level.",
}


def _check_kitty_size(kitty: list[str], rules: RuleSet) -> None:
    """Refuse a kitty of the wrong size for the table, naming the size it should be."""
    size = rules.effective_kitty_size
    if len(kitty) != size:
        values: dict[str, Any] = {
            "n": len(kitty),
            "size": size,
            "decks": rules.decks,
            "players": rules.players,
        }
        raise _RefusedError(
            f"{_box('kitty')}: "
            + say(
                "{n} cards, but with {decks} decks and {players} players the kitty has "
                "{size} cards",
                "en",
                **values,
            ),
            "kitty",
            message_zh=f"{_box_zh('kitty')}："
            + say(
                "{n} cards, but with {decks} decks and {players} players the kitty has "
                "{size} cards",
                "zh",
                **values,
            ),
        )


def _who_won(question: dict[str, Any]) -> None:
    """The kitty question with who won the last trick: the winning seat and its team.

    The plays give the winning seat (the judge's trick winner, the leader being seat 0); the
    ``won_by`` box says whether that seat is on the banker team. A trick the judge cannot read
    is left to the kitty question, which names what is wrong.
    """
    inp = question["input"]
    judged = {k: v for k, v in inp.items() if k != "won_by"}
    question["input"] = judged
    trick = ask({**question, "kind": "trick_winner", "input": {"plays": inp["last_trick"]}})
    if "error" in trick:
        return
    winner = trick["answer"]["winner"]
    judged["winner"] = winner
    judged["banker_team"] = [winner] if inp["won_by"] == "banker" else []


def _team_level(question: dict[str, Any]) -> str:
    """The level question with the level of the team that goes up; returns that box's name.

    The banker team plays at its level and climbs from it; the attackers climb from their own
    (their level is not the one played). The judge says which side goes up; its new level is
    counted from that side's box, when typed.
    """
    inp = question["input"]
    judged = {k: v for k, v in inp.items() if k not in ("level", "attacker_level")}
    question["input"] = judged
    first = ask({**question, "input": dict(judged)})
    side = "banker" if "error" in first else first["answer"]["side"]
    box = "level" if side == "banker" else "attacker_level"
    if box in inp:
        judged["level"] = inp[box]
    return box


def _headline(kind: str, answer: dict[str, Any], lines: dict[str, list[int]]) -> dict[str, str]:
    """The ruling in plain words, in both languages (messages of ``tractor_core.text.engine``)."""
    if kind == "trick_winner":
        # The plays are lines, the leader's first; the judge's reason seats the leader South
        # and names the others in play order (East, North, West), so the headline does too.
        players = len(lines["plays"])
        return both(
            "{winner} (line {line}) wins the trick; {leader} led (line {first}).",
            winner=seat_named(answer["winner"], players),
            line=lines["plays"][answer["winner"]],
            leader=seat_named(0, players),
            first=lines["plays"][0],
        )
    if kind == "follow_legal":
        if answer["legal"]:
            return both("Legal: this follow is allowed.")
        need = answer.get("required") or []
        if not need:
            return both("Not legal.")
        return both("Not legal. It had to include {cards}.", cards=cards_named(need))
    if kind == "throw":
        if answer["succeeds"]:
            return both("The throw stands.")
        forced, penalty = cards_named(answer.get("forced") or []), answer.get("penalty") or 0
        if penalty:
            return both(
                "The throw fails: {cards} must be played instead (penalty {penalty} points).",
                cards=forced,
                penalty=penalty,
            )
        return both("The throw fails: {cards} must be played instead.", cards=forced)
    if kind == "kitty_multiplier":
        return both(
            "The kitty counts ×{times}: its {points} points give the attackers {gain}.",
            times=answer["multiplier"],
            points=answer["kitty_points"],
            gain=answer["attackers_gain"],
        )
    if kind == "level_change":
        return _level_headline(answer)
    if kind == "is_tractor":
        return both("Yes, a tractor." if answer["tractor"] else "No, not a tractor.")
    # declaration
    if answer["valid"]:
        return both("The new declaration stands.")
    return both("The new declaration does not stand.")


def _level_headline(answer: dict[str, Any]) -> dict[str, str]:
    """The level question's headline: who goes up, whether the bank changes, the new level."""
    side, n = answer["side"], answer["levels"]
    parts = []
    if n == 0:
        parts.append(both("Nobody goes up: the attackers take the bank."))
    elif side == "banker":
        parts.append(
            both("The bankers go up {n} levels.", n=n)
            if n != 1
            else both("The bankers go up 1 level.")
        )
    else:
        parts.append(
            both("The attackers go up {n} levels.", n=n)
            if n != 1
            else both("The attackers go up 1 level.")
        )
    if answer.get("bank_changes") and n:
        parts.append(both("The attackers become the bankers."))
    if "new_level" in answer:
        parts.append(
            both(
                "The banker team's new level: {level}."
                if side == "banker"
                else "The attackers' new level: {level}.",
                level=answer["new_level"],
            )
        )
        if answer.get("match_won"):
            parts.append(both("The match is won."))
    return {lang: ("" if lang == "zh" else " ").join(p[lang] for p in parts) for lang in parts[0]}


referee = _json_entry(_referee)


# ---------------------------------------------------------------------------------- worksheets
def _worksheet(args: Any) -> dict[str, Any]:
    """The worksheet page's sheet: the same bytes as the CLI for the same arguments.

    ``args``: ``{"kinds": [..] or "a,b", "count", "difficulty", "rules": a preset or rule code,
    "options": {…} (as ``--set``), "seed", "lang", "paper", "site_url", "link_url"}`` (the
    teacher's public address for the printed links, as ``--link-url``). Answer ``{"html"}``, the
    sheet (the CLI's ``--out``), and ``{"key"}``, its answer key (the CLI's ``-key`` file): two
    pages to print separately.
    """
    from tractor_core.puzzles import worksheet as ws  # noqa: PLC0415 - only the worksheet page needs it

    if not isinstance(args, dict):
        raise _RefusedError(f"expected the worksheet's settings as an object, got {shown(args)}")
    kinds = args.get("kinds", "")
    if isinstance(kinds, str):
        kinds = kinds.split(",")
    if not isinstance(kinds, list) or not all(isinstance(k, str) for k in kinds):
        raise _RefusedError(f"kinds: expected puzzle kinds, got {shown(kinds)}", "kinds")
    if not any(k.strip() for k in kinds):  # no box ticked: say so in the page's words
        raise _RefusedError(
            say("Tick at least one kind of puzzle.", "en"),
            "kinds",
            message_zh=say("Tick at least one kind of puzzle.", "zh"),
        )
    numbers = {}
    for key, default in (("count", 20), ("difficulty", 2), ("seed", 0)):
        value = args.get(key, default)
        if isinstance(value, str) and re.fullmatch(r"\s*-?\d{1,12}\s*", value):
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise _RefusedError(f"{key}: expected a whole number, got {shown(value)}", key)
        numbers[key] = value
    if not 1 <= numbers["difficulty"] <= 3:
        raise _RefusedError(f"difficulty {numbers['difficulty']}: expected 1, 2 or 3", "difficulty")
    rules, _base = _read_rules(
        {"preset": args.get("rules", "default"), "options": args.get("options")}
    )
    link_url = args.get("link_url") or ""
    if not isinstance(link_url, str):
        raise _RefusedError(f"link_url: expected an address, got {shown(link_url)}", "link_url")
    made = {
        part: ws.worksheet_html(
            kinds,
            numbers["count"],
            numbers["difficulty"],
            rules,
            seed=numbers["seed"],
            lang=str(args.get("lang", "en")),
            site_url=str(args.get("site_url", ws.SITE_URL)),
            paper=str(args.get("paper", "a4")),
            part=part,
            link_url=link_url.strip(),
        )
        for part in ("sheet", "key")
    }
    return {"html": made["sheet"], "key": made["key"]}


worksheet = _json_entry(_worksheet)
