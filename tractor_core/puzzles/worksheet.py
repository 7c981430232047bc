"""Printable worksheets of puzzles, with the answer key on separate pages.

``python -m tractor_core worksheet --kinds tractor,throw,kitty --count 20 --difficulty 2`` (see
``--help``) writes one HTML page (or a PDF through headless Chromium): puzzles drawn with cards
that print in black and white, each kept whole on one page with room to write, and the answer
key — each answer with the engine's reason and the rule it rests on — starting on a new page.

The same arguments always give the same bytes: the puzzles come from their ids, the ids from
the worksheet's seed, and nothing on the page depends on the clock or the machine.

A sheet made for a site at an address (``site_url`` ``http(s)://…/puzzles/``, as the site's
"Make a worksheet" page passes its own) draws its Chinese with the site's own font, fetched from
that site (:func:`site_font_css`), so that its preview shows Chinese on a machine without a
Chinese font; elsewhere (a downloaded sheet opened from disk, which may not fetch it, or the
CLI's default ``/puzzles/``) the machine's fonts draw it, as before.

Each puzzle carries its id (``kind-preset-difficulty-seed``) and a short link that opens it
live on the site: ``<site_url>?id=<puzzle id>&rules=<rule code>``; the rule code
(:mod:`tractor_core.rules.rule_codes`) gives the exact house rules, so a worksheet made with
``--set`` options opens the same puzzle under the same rules. When the rules are exactly a
preset, the key's answers are :func:`tractor_core.puzzles.check`'s; otherwise the same
generator and the engine's verdict under the worksheet's rules.

>>> from tractor_core.rules.presets import preset
>>> items = worksheet_items(["tractor"], 2, 2, preset("default"), seed=1)
>>> [item.id for item in items]
['tractor-default-2-942', 'tractor-default-2-812']
>>> worksheet_items(["bridge"], 2, 2, preset("default"), seed=1)
Traceback (most recent call last):
...
tractor_core.rules.errors.WorksheetError: unknown puzzle kind 'bridge'; kinds: order, tractor, follow, trick, throw, kitty, levels, declaration

Pure standard library (the HTML can be made in the browser too); only :func:`write_pdf` runs a
program (Chromium).
"""

from __future__ import annotations

import ipaddress
import os
import random
import re
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final
from urllib.parse import urlsplit, urlunsplit

from tractor_core.puzzles import registry
from tractor_core.puzzles.base import Puzzle
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.errors import TractorError, WorksheetError, shown
from tractor_core.rules.presets import find_preset
from tractor_core.rules.rule_codes import rule_code
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trump_order import TrumpOrder, order_for
from tractor_core.text import name_cards, say
from tractor_core.words.catalogue import CATALOGUE, title_zh
from tractor_core.words.option_words import OPTION_WORDS, value_words
from tractor_core.words.print_font import font_css
from tractor_core.words.svg import HEIGHT, hand_svg

__all__ = [
    "MAX_COUNT",
    "SITE_URL",
    "Item",
    "answer_text",
    "check_site_url",
    "chromium_path",
    "cjk_font_missing",
    "is_public_address",
    "live_base",
    "site_font_css",
    "worksheet_html",
    "worksheet_items",
    "write_pdf",
]

#: The most puzzles on one worksheet.
MAX_COUNT: Final = 100
#: Where the site's puzzles page is (``lessons/puzzles.py`` built by mkdocs), for the links.
SITE_URL: Final = "/puzzles/"
#: The site's puzzles page, in English or Chinese: what is before it is the site's root.
_PUZZLES_PAGE: Final = re.compile(r"(?P<root>.*?/)(?:zh/)?puzzles/?")
#: The parts of a worksheet :func:`worksheet_html` can make: the puzzles and the answer key on
#: one page (``both``, the key from a new sheet of paper), or each alone, to print separately.
PARTS: Final = ("both", "sheet", "key")
#: Paper sizes for CSS ``@page``.
PAPERS: Final = {"a4": "A4", "letter": "letter"}
#: Headless Chromium, for PDFs (Debian's package; ``TRACTOR_CHROMIUM`` overrides).
CHROMIUM: Final = "/usr/bin/chromium"

_SCALE: Final = 0.54  # card pictures at 54 %: about 8.6 × 12 mm on paper

_T: Final[dict[str, dict[str, str]]] = {
    "en": {
        "title": "Tractor worksheet",
        "name": "Name",
        "class": "Class",
        "rules": "House rules",
        "code": "rule code",
        "changes": "changed",
        "stars": "difficulty",
        "legend": "A bar with a black outline on a card's left edge marks a trump; a dashed ring marks a level card.",
        "why": "Why?",
        "live": "Live",
        "key": "Answer key",
        "rule": "rule",
        "lead": "Lead",
        "hand": "Your hand",
        "kitty": "Kitty",
        "others": "Other hands",
        "seat": "Seat",
        "first_bid": "Shown first",
        "new_bid": "Shown now",
        "points": "points",
        "yes": "Yes",
        "no": "No",
        "levels": "levels",
        "order": "Your order (strongest first)",
        "void": "none",
        "legal": "legal",
        "puzzles": "puzzles",
        "seed": "seed",
    },
    "zh": {
        "title": "拖拉机练习卷",
        "name": "姓名",
        "class": "班级",
        "rules": "房规",
        "code": "规则码",
        "changes": "改动",
        "stars": "难度",
        "legend": "牌左边有黑框竖条的是主牌，中间有虚线圆圈的是级牌。",
        "why": "理由：",
        "live": "在线",
        "key": "答案",
        "rule": "规则",
        "lead": "首家",
        "hand": "你的手牌",
        "kitty": "底牌",
        "others": "其他各家",
        "seat": "座位",
        "first_bid": "先亮的牌",
        "new_bid": "现在亮的牌",
        "points": "分",
        "yes": "是",
        "no": "不是",
        "levels": "级",
        "order": "你的顺序（从大到小）",
        "void": "没有",
        "legal": "合法",
        "puzzles": "题",
        "seed": "种子",
    },
}

#: The puzzle kinds' names on the sheet (the worksheet page's words, ``tractor-tools.js``).
_KIND_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {
        "order": "trump order",
        "tractor": "tractors",
        "follow": "following",
        "trick": "trick winners",
        "throw": "throws",
        "kitty": "the kitty",
        "levels": "levels",
        "declaration": "declaring",
    },
    "zh": {
        "order": "主牌大小",
        "tractor": "拖拉机",
        "follow": "跟牌",
        "trick": "谁大",
        "throw": "甩牌",
        "kitty": "抠底",
        "levels": "升级",
        "declaration": "亮主",
    },
}

_CSS: Final = """
@page { size: %(paper)s; margin: 10mm 11mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font: 9.5pt/1.3 "DejaVu Sans", "Noto Sans CJK SC", "Noto Sans SC", sans-serif;
  color: #000; background: #fff; margin: 0 auto; max-width: 188mm; }
h1 { font-size: 14pt; margin: 0 0 1mm; }
h2 { font-size: 12pt; margin: 0 0 2mm; }
.ws-head { border-bottom: 1.5pt solid #000; margin-bottom: 3mm; padding-bottom: 1.5mm; }
.ws-fill { display: flex; gap: 8mm; margin: 1.5mm 0; }
.ws-fill span { flex: 1; border-bottom: 0.75pt solid #000; padding-top: 4mm; }
.ws-meta, .ws-legend { font-size: 8pt; margin: 0.4mm 0; }
main { column-count: 2; column-gap: 3mm; }
.ws-puzzle { break-inside: avoid; page-break-inside: avoid; border: 0.75pt solid #000;
  border-radius: 2mm; padding: 2mm 2.8mm 2.2mm; margin: 0 0 2.6mm;
  display: flex; flex-direction: column; min-height: 68mm; }
.ws-top { display: flex; justify-content: space-between; gap: 2mm; }
.ws-n { font-weight: 700; }
.ws-q { margin: 0 0 0.8mm; font-weight: 700; font-size: 9pt; }
.ws-trump { margin: 0 0 1mm; font-size: 8.5pt; }
.ws-label { font-size: 8.5pt; margin: 0.6mm 0 0.3mm; }
.ws-cards { margin: 0 0 0.6mm; }
.ws-cards svg { display: block; max-width: 100%%; height: auto; }
.ws-seat { display: flex; align-items: center; gap: 2mm; }
.ws-seat .ws-label { min-width: 14mm; }
.ws-answer { margin: 1.5mm 0 0; }
.ws-box { display: inline-block; width: 3.4mm; height: 3.4mm; border: 0.75pt solid #000;
  vertical-align: -0.6mm; margin-right: 1.2mm; }
.ws-choice { display: flex; align-items: center; gap: 1mm; margin: 0.6mm 0; }
.ws-choices, .ws-seats { display: flex; flex-wrap: wrap; gap: 0 4mm; }
.ws-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 2mm; }
.ws-seats .ws-seat { flex-direction: column; align-items: flex-start; gap: 0; }
.ws-seats .ws-seat .ws-label { min-width: 0; }
.ws-blank { display: inline-block; min-width: 16mm; border-bottom: 0.75pt solid #000;
  margin: 0 2mm 0 1mm; height: 5mm; }
.ws-write { margin-top: auto; }
.ws-line { border-bottom: 0.6pt solid #555; height: 6.5mm; flex: none; }
.ws-link { font: 7.5pt "DejaVu Sans Mono", monospace; color: #000; text-decoration: none;
  word-break: break-all; }
.ws-id { font: 7.5pt "DejaVu Sans Mono", monospace; white-space: nowrap; }
.ws-key { break-before: page; page-break-before: always; }
.ws-key ol { padding-left: 7mm; margin: 0; }
.ws-key li { break-inside: avoid; page-break-inside: avoid; margin: 0 0 2mm; }
.ws-ans { font-weight: 700; }
.ws-reason { font-size: 9pt; }
@media screen and (max-width: 120mm) { main { column-count: 1; } }
"""


def site_font_css(site_url: str) -> str:
    """The site's Chinese font for a sheet made for the site at ``site_url``, or ``""``.

    Only for a site at an address (``http(s)://…/puzzles/`` or ``…/zh/puzzles/``): the font is
    then named by its full address on that site, which the site's preview frame fetches. A
    sheet opened from disk cannot fetch it (a font from another origin) and falls back to the
    machine's fonts, as a sheet made with the default ``/puzzles/`` always does.

    >>> site_font_css("/puzzles/")
    ''
    >>> css = site_font_css("http://127.0.0.1:8000/zh/puzzles/")
    >>> 'url("http://127.0.0.1:8000/assets/tractor/fonts/noto-sans-sc-700.woff2")' in css
    True
    """
    parts = urlsplit(site_url)
    page = _PUZZLES_PAGE.fullmatch(parts.path)
    if parts.scheme not in ("http", "https") or not parts.netloc or page is None:
        return ""
    return font_css(urlunsplit((parts.scheme, parts.netloc, page.group("root"), "", "")))


def check_site_url(site_url: object) -> str:
    """``site_url`` if a puzzle's link may start with it; raises :class:`WorksheetError` if not.

    A link is printed on the sheet and opened by whoever reads it, so only two kinds of
    address are taken: a path on the site (``/puzzles/``, the default) or an ``http://`` or
    ``https://`` address with a host. ``javascript:``, ``data:``, ``file:`` and any other scheme,
    a protocol-relative ``//host``, spaces, control characters and backslashes (which browsers
    read as other addresses) are refused.

    >>> check_site_url("https://example.org/tractor/zh/puzzles/")
    'https://example.org/tractor/zh/puzzles/'
    >>> check_site_url("javascript:alert(1)")
    Traceback (most recent call last):
    ...
    tractor_core.rules.errors.WorksheetError: site_url 'javascript:alert(1)': expected the site's puzzles page as a path such as /puzzles/ or an http(s) address such as https://example.org/puzzles/
    """
    ok = False
    if isinstance(site_url, str) and 0 < len(site_url) <= 2000:
        try:
            parts = urlsplit(site_url)
        except ValueError:  # e.g. an unclosed IPv6 bracket
            parts = None
        if parts is None or any(
            ch.isspace() or not ch.isprintable() or ch == "\\" for ch in site_url
        ):
            ok = False
        elif parts.scheme:
            ok = parts.scheme.lower() in ("http", "https") and bool(parts.hostname)
        else:
            ok = site_url.startswith("/") and not site_url.startswith("//")
    if not ok or not isinstance(site_url, str):
        msg = (
            f"site_url {shown(site_url)}: expected the site's puzzles page as a path such as "
            "/puzzles/ or an http(s) address such as https://example.org/puzzles/"
        )
        zh = (
            f"site_url {shown(site_url)}：应为网站练习题页面的路径（如 /puzzles/），或 http(s) "
            "网址（如 https://example.org/puzzles/）"
        )
        raise WorksheetError(msg, message_zh=zh)
    return site_url


def is_public_address(url: str) -> bool:
    """Whether ``url`` is an ``http(s)`` address that a student's phone or home computer can open.

    Not a path (``/puzzles/``), not this machine (``localhost``, ``127.0.0.1``), not a private
    or link-local network address (``192.168.…``, ``10.…``, ``fe80::…``), not a name without a
    dot or one that only a local network knows (``.local``, ``.lan``, ``.internal``).

    >>> [is_public_address(u) for u in ("https://example.org/puzzles/", "/puzzles/",
    ...     "http://127.0.0.1:8000/puzzles/", "http://192.168.1.5/puzzles/", "http://laptop/")]
    [True, False, False, False, False]
    """
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").rstrip(".").lower()
    except ValueError:
        return False
    if parts.scheme not in ("http", "https") or not host:
        return False
    if host == "localhost" or host.endswith(_LOCAL_NAMES):
        return False
    try:
        return ipaddress.ip_address(host).is_global
    except ValueError:
        return "." in host


#: Host names that only a local network knows.
_LOCAL_NAMES: Final = (".localhost", ".local", ".lan", ".internal", ".home.arpa", ".localdomain")


def live_base(site_url: str, link_url: str = "") -> str:
    """The address each puzzle's printed "Live" link starts with, or ``""`` for none.

    ``link_url`` is the teacher's setting (the site's public puzzles page, any ``http(s)``
    address: a school's own network is the teacher's choice); without it ``site_url`` when it
    :func:`is_public_address`. A sheet without links prints each puzzle's short id, which a
    student types into "Go to puzzle" on the site's puzzles page.

    >>> live_base("http://127.0.0.1:8000/puzzles/"), live_base("https://example.org/puzzles/")
    ('', 'https://example.org/puzzles/')
    >>> live_base("/puzzles/", "http://192.168.1.5:8000/puzzles/")
    'http://192.168.1.5:8000/puzzles/'
    """
    if link_url:
        check_site_url(link_url)
        if urlsplit(link_url).scheme.lower() not in ("http", "https"):
            msg = (
                f"link_url {shown(link_url)}: expected the address where students open the "
                "site's puzzles page, such as https://example.org/puzzles/"
            )
            zh = (
                f"link_url {shown(link_url)}：应为学生打开网站练习题页面的网址，"
                "如 https://example.org/puzzles/"
            )
            raise WorksheetError(msg, message_zh=zh)
        return link_url
    return site_url if is_public_address(site_url) else ""


def _esc(text: object) -> str:
    return (
        str(text)
        .replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


@dataclass(frozen=True, slots=True)
class Item:
    """One puzzle of a worksheet, with its answer and the engine's verdict."""

    number: int
    id: str
    link: str
    puzzle: Puzzle
    rules: RuleSet
    answer: Any
    reason: str
    reason_zh: str
    rule: str

    @property
    def order(self) -> TrumpOrder:
        """The trump order the puzzle's cards are drawn and judged in."""
        return order_for(self.puzzle.trump, self.rules)


def _kinds(kinds: Sequence[str]) -> list[str]:
    out: list[str] = []
    for text in kinds:
        kind = text.strip().casefold()
        if not kind:  # "tractor,,kitty" or an empty list from the page
            continue
        if registry.as_kind(kind) is None:
            msg = f"unknown puzzle kind {text!r}; kinds: {', '.join(registry.KINDS)}"
            raise WorksheetError(msg)
        if kind not in out:
            out.append(kind)
    if not out:
        msg = f"no puzzle kinds given: {say(_NO_KIND, 'en')} (kinds: {', '.join(registry.KINDS)})"
        raise WorksheetError(msg, message_zh=say(_NO_KIND, "zh"))
    return out


#: What the page says when no kind of puzzle is ticked.
_NO_KIND: Final = "Tick at least one kind of puzzle."


def worksheet_items(
    kinds: Sequence[str],
    count: int,
    difficulty: int,
    rules: RuleSet,
    *,
    seed: int = 0,
    site_url: str = SITE_URL,
) -> list[Item]:
    """The worksheet's puzzles: ``count`` of them, the kinds taking turns, seeds from ``seed``.

    Raises :class:`WorksheetError` for an unknown kind, a count outside 1 to :data:`MAX_COUNT`,
    a difficulty outside 1 to 3, or a puzzle kind that cannot be made under ``rules``.
    """
    chosen = _kinds(kinds)
    check_site_url(site_url)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        msg = f"count {count!r}: expected a whole number from 1 to {MAX_COUNT}"
        raise WorksheetError(msg)
    if isinstance(difficulty, bool) or difficulty not in (1, 2, 3):
        msg = f"difficulty {difficulty!r}: expected 1, 2 or 3"
        raise WorksheetError(msg)
    code = rule_code(rules)
    preset_name = code.split(".")[1]
    exact_preset = find_preset(preset_name).rules == rules
    rng = random.Random(f"tractor-worksheet:{seed}")
    seeds: list[int] = []
    while len(seeds) < count:
        s = rng.randrange(1000)
        if s not in seeds:
            seeds.append(s)
    items = []
    for i, puzzle_seed in enumerate(seeds):
        kind = chosen[i % len(chosen)]
        pid = f"{kind}-{preset_name}-{difficulty}-{puzzle_seed}"
        try:
            if exact_preset:
                puzzle, _ = registry.build(pid)
            else:  # the same id's generator, under the worksheet's own rules
                generate = registry.GENERATORS[registry.as_kind(kind) or "order"]
                puzzle = generate(
                    registry._rng(pid), rules, difficulty
                )  # private: the id's seeding
            answer, verdict = puzzle.solve(rules)
        except (TractorError, ValueError, IndexError, RuntimeError) as exc:
            msg = f"puzzle {pid} cannot be made under these rules ({code}): {exc}"
            raise WorksheetError(msg) from None
        items.append(
            Item(
                number=i + 1,
                id=pid,
                link=f"{site_url}?id={pid}&rules={code}",
                puzzle=puzzle,
                rules=rules,
                answer=answer,
                reason=name_cards(verdict.said("en", puzzle.seats), "en"),
                reason_zh=name_cards(verdict.said("zh", puzzle.seats), "zh"),
                rule=verdict.rule,
            )
        )
    return items


# ------------------------------------------------------------------------------ drawing
#: The card pictures' marks (``tractor_core.words.svg``) are amber, which a black-and-white
#: photocopy turns light grey: on paper the trump bar gets a black outline and the level ring a
#: black dashed ring over it.
_AMBER_BAR: Final = re.compile(r'(<rect [^>]*fill="#e0a800")/>')
_AMBER_RING: Final = re.compile(
    r'(<circle cx="(\d+)" cy="(\d+)" r="(\d+)" fill="none" stroke="#e0a800"[^>]*/>)'
)


def _paper_marks(svg: str) -> str:
    """The marks of ``svg`` drawn to survive a black-and-white copy."""
    svg = _AMBER_BAR.sub(r'\1 stroke="#000" stroke-width="1.6" class="ws-mark-trump"/>', svg)
    return _AMBER_RING.sub(
        r'\1<circle cx="\2" cy="\3" r="\4" fill="none" stroke="#000" stroke-width="1.4" '
        r'stroke-dasharray="4 3" class="ws-mark-level"/>',
        svg,
    )


#: Puzzle kinds whose question is the marks themselves (which cards are trumps, in what
#: order): their cards are drawn without them.
_UNMARKED: Final = frozenset({"order"})


def _cards(cards: Sequence[str], order: TrumpOrder | None, lang: str) -> str:
    if not cards:
        return ""
    svg = hand_svg(parse_cards(list(cards)), order, sort=False, lang=lang, overlap=32)
    svg = _paper_marks(svg)
    # Scale the whole fan: the outer width/height only (the viewBox keeps the drawing).
    head, rest = svg.split(">", 1)
    width = int(head.split(' width="', 1)[1].split('"', 1)[0])
    head = head.replace(f'width="{width}"', f'width="{round(width * _SCALE)}"', 1)
    head = head.replace(f'height="{HEIGHT}"', f'height="{round(HEIGHT * _SCALE)}"', 1)
    return f'<div class="ws-cards">{head}>{rest}</div>'


def _label(text: str) -> str:
    return f'<p class="ws-label">{_esc(text)}</p>'


def _show(item: Item, lang: str) -> str:
    p, t = item.puzzle, _T[lang]
    order = None if p.kind in _UNMARKED else item.order
    show: dict[str, Any] = dict(p.show)
    kind = p.kind
    if kind in ("tractor", "order"):
        return _cards(show["cards"], order, lang)
    if kind == "follow":
        return (
            _label(t["lead"])
            + _cards(show["lead"], order, lang)
            + _label(t["hand"])
            + _cards(show["hand"], order, lang)
        )
    if kind == "trick":
        return (
            '<div class="ws-seats">'
            + "".join(
                f'<div class="ws-seat">{_label(_text(p.options[i], lang))}'
                f"{_cards(cards, order, lang)}</div>"
                for i, cards in enumerate(show["plays"])
            )
            + "</div>"
        )
    if kind == "throw":
        seats = "".join(
            '<div class="ws-seat">'
            + _label(p.seats.named(i + 1).in_language(lang))
            + (_cards(cards, order, lang) if cards else f"<span>{t['void']}</span>")
            + "</div>"
            for i, cards in enumerate(show["others"])
        )
        return (
            _label(t["lead"])
            + _cards(show["lead"], order, lang)
            + _label(
                f"{t['others']} ({show.get('others_label_zh', show['others_label']) if lang == 'zh' else show['others_label']})"
            )
            + f'<div class="ws-seats">{seats}</div>'
        )
    if kind == "kitty":
        return (
            _label(t["lead"])
            + _cards(show["lead"], order, lang)
            + _label(t["kitty"])
            + _cards(show["kitty"], order, lang)
        )
    if kind == "levels":
        return f'<p class="ws-q">{show["points"]} {_esc(t["points"])}</p>'
    return (  # declaration
        _label(t["first_bid"])
        + _cards(show["current"], order, lang)
        + _label(t["new_bid"])
        + _cards(show["bid"], order, lang)
    )


def _text(text: Any, lang: str) -> str:
    return str(text["zh"] if lang == "zh" else text["en"])


def _answer_space(item: Item, lang: str) -> str:
    p, t = item.puzzle, _T[lang]
    box = '<span class="ws-box"></span>'
    kind = p.answer_type
    if kind == "yesno":
        body = f"{box}{_esc(t['yes'])}&emsp;&emsp;{box}{_esc(t['no'])}"
    elif kind == "choice":
        rows = []
        for i, option in enumerate(p.options):
            inner = (
                _cards(option["en"].split(), item.order, lang)
                if p.kind == "follow"
                else _esc(name_cards(_text(option, lang), lang))
            )
            rows.append(f'<div class="ws-choice">{box}<span>{i + 1}.</span> {inner}</div>')
        short = all(len(_text(o, lang)) <= 26 for o in p.options)
        layout = "ws-choices" if p.kind == "follow" else "ws-grid" if short else "ws-list"
        body = f'<div class="{layout}">{"".join(rows)}</div>'
    elif kind == "seat":
        body = "&emsp;".join(f"{box}{_esc(_text(o, lang))}" for o in p.options)
    elif kind == "numbers":
        body = "".join(f'{_esc(_text(o, lang))}<span class="ws-blank"></span>' for o in p.options)
    elif kind == "side_levels":
        sides = "&emsp;".join(f"{box}{_esc(_text(o, lang))}" for o in p.options)
        up, levels = say("goes up", lang), say("levels (0 if nobody)", lang)
        body = f'{sides}<br>{_esc(up)}<span class="ws-blank"></span>{_esc(levels)}'
    else:  # order
        body = f"{_esc(t['order'])}:" + '<div class="ws-line"></div>' * 2
    return f'<div class="ws-answer">{body}</div>'


def answer_text(item: Item, lang: str = "en") -> str:
    """The answer as a reader writes it, e.g. ``Yes``, ``×8, 280 points``.

    Others: ``2. It fails: D8 D8 is forced``, ``The banker team goes up 3 levels.``
    """
    p, t, a = item.puzzle, _T[lang], item.answer
    kind = p.answer_type
    if kind == "yesno":
        return t["yes"] if a else t["no"]
    if kind == "choice" and p.kind == "follow":
        legal = ", ".join(f"{i + 1}. {p.options[i]['en']}" for i in a)
        return f"{t['legal']}{'：' if lang == 'zh' else ': '}{legal}"
    if kind in ("choice", "seat"):
        return (
            f"{a + 1}. {name_cards(_text(p.options[a], lang), lang)}"
            if kind == "choice"
            else _text(p.options[a], lang)
        )
    if kind == "numbers":
        return f"{a[0]} 倍，{a[1]} 分" if lang == "zh" else f"×{a[0]}, {a[1]} {t['points']}"
    if kind == "side_levels":
        return level_words(a[0], a[1], lang)
    return " ".join(a)


def level_words(side: str, levels: int, lang: str = "en") -> str:
    """Who goes up how many levels, in words (a sentence, its plural right).

    >>> level_words("banker", 3), level_words("attackers", 0, "zh")
    ('The banker team goes up 3 levels.', '抓分方上台，双方都不升级。')
    """
    if side == "banker":
        one, many = "The banker team goes up 1 level.", "The banker team goes up {n} levels."
    elif levels == 0:
        return say("The attackers take the bank; nobody goes up.", lang)
    else:
        one = "The attackers take the bank and go up 1 level."
        many = "The attackers take the bank and go up {n} levels."
    return say(one, lang) if levels == 1 else say(many, lang, n=levels)


#: The names the level tables give some bands (:mod:`tractor_core.rules.levels`), quoted in
#: Chinese in the engine's English reasons: an English answer key says them in English.
_BAND_NAMES: Final = {
    "大光": "a big shut-out",
    "小光": "a small shut-out",
    "封顶": "the top band",
}


def english_reason(reason: str) -> str:
    """An engine reason for an English sheet: the level bands' Chinese names in English.

    >>> english_reason("0 points is 0 (大光): the banker team goes up 3 levels.")
    '0 points is 0 (a big shut-out): the banker team goes up 3 levels.'
    """
    for zh, en in _BAND_NAMES.items():
        reason = reason.replace(f"({zh})", f"({say(en, 'en')})")
    return reason


def _puzzle_html(item: Item, lang: str, live: str = "") -> str:
    """One puzzle's block; ``live``: the address its "Live" link starts with (none if empty)."""
    p, t = item.puzzle, _T[lang]
    link = item.link.replace(item.link.split("?", 1)[0], live, 1) if live else ""
    trump = (
        "" if p.kind == "levels" else p.trump.describe_zh() if lang == "zh" else p.trump.describe()
    )
    return (
        f'<section class="ws-puzzle" id="p{item.number}" data-id="{item.id}">'
        f'<div class="ws-top"><p class="ws-q"><span class="ws-n">{item.number}.</span> '
        f"{_esc(_text(p.question, lang))}</p>"
        f'<span class="ws-id">{item.id}</span></div>'
        + (f'<p class="ws-trump">{_esc(trump)}</p>' if trump else "")
        + _show(item, lang)
        + _answer_space(item, lang)
        + f'<div class="ws-write"><p class="ws-label">{_esc(t["why"])}</p>'
        '<div class="ws-line"></div><div class="ws-line"></div></div>'
        + (
            f'<p class="ws-meta">{_esc(t["live"])}{"：" if lang == "zh" else ": "}'
            f'<a class="ws-link" href="{_esc(link)}">{_esc(link)}</a></p>'
            if link
            else ""
        )
        + "</section>"
    )


def _key_html(item: Item, lang: str) -> str:
    import json  # noqa: PLC0415 - only the key needs it

    entry = CATALOGUE.get(item.rule)
    if lang == "zh":
        title = title_zh(item.rule) if entry is not None else item.rule
    else:
        title = entry.title if entry is not None else item.rule
    reason = item.reason_zh if lang == "zh" else english_reason(item.reason)
    colon = "：" if lang == "zh" else ": "
    data = _esc(json.dumps(item.answer, ensure_ascii=False, separators=(",", ":")))
    return (
        f'<li value="{item.number}" data-id="{item.id}" data-answer="{data}" '
        f'data-rule="{_esc(item.rule)}"><span class="ws-id">{item.id}</span> '
        f'<span class="ws-ans">{_esc(answer_text(item, lang))}</span><br>'
        f'<span class="ws-reason">{_esc(reason)}</span><br>'
        f'<span class="ws-meta">{_esc(_T[lang]["rule"])}{colon}{_esc(title)} '
        f'<span class="ws-rule-id">({_esc(item.rule)})</span></span></li>'
    )


def worksheet_html(
    kinds: Sequence[str],
    count: int,
    difficulty: int,
    rules: RuleSet,
    *,
    seed: int = 0,
    lang: str = "en",
    site_url: str = SITE_URL,
    paper: str = "a4",
    part: str = "both",
    link_url: str = "",
) -> str:
    """The worksheet as one self-contained HTML page; the same arguments give the same bytes.

    ``lang`` is ``"en"`` or ``"zh"``; ``paper`` ``"a4"`` or ``"letter"`` (CSS ``@page``).
    ``part`` (:data:`PARTS`): ``"sheet"`` the puzzles only, ``"key"`` the answer key only (to
    print separately: a teacher hands out the one and keeps the other), ``"both"`` the puzzles
    then the key from a new page. Each puzzle prints a "Live" link only when there is a public
    address for it (:func:`live_base`: ``link_url``, or ``site_url`` when public); else the
    sheet says how to open a puzzle by its id.
    """
    if lang not in _T:
        msg = f"lang {lang!r}: expected 'en' or 'zh'"
        raise WorksheetError(msg)
    if paper not in PAPERS:
        msg = f"paper {paper!r}: expected 'a4' or 'letter'"
        raise WorksheetError(msg)
    if part not in PARTS:
        msg = f"part {part!r}: expected one of {', '.join(PARTS)}"
        raise WorksheetError(msg)
    items = worksheet_items(kinds, count, difficulty, rules, seed=seed, site_url=site_url)
    live = live_base(site_url, link_url)
    t = _T[lang]
    code = rule_code(rules)
    preset_name = code.split(".")[1]
    changes = rules.differences(find_preset(preset_name).rules)
    zh = lang == "zh"
    colon = "：" if zh else ": "
    changed = ("；" if zh else "; ").join(
        f"{OPTION_WORDS[k].label[1 if zh else 0]}{colon}{value_words(k, v[0], lang)}"
        if k in OPTION_WORDS
        else f"{k}={v[0]}"
        for k, v in changes.items()
    )
    kinds_text = ("、" if zh else ", ").join(_KIND_NAMES[lang][k] for k in _kinds(kinds))
    title = f"{t['title']} · {kinds_text}"
    rules_line = (
        f"{t['rules']}{colon}{preset_name}"
        + ((f"（{t['changes']}{colon}{changed}）") if zh else f" ({t['changes']}: {changed})")
        * bool(changed)
        + f" · {t['code']} {code} · {t['stars']} {'★' * difficulty} · {count} {t['puzzles']}"
        + f" · {t['seed']} {seed}"
    )
    marked = any(item.puzzle.kind not in _UNMARKED for item in items)
    how_to_open = "" if live else say(_BY_ID, lang)
    head = (
        f'<header class="ws-head"><h1>{_esc(title)}</h1>'
        f'<div class="ws-fill"><span>{_esc(t["name"])}{colon.strip()}</span>'
        f"<span>{_esc(t['class'])}{colon.strip()}</span></div>"
        f'<p class="ws-meta">{_esc(rules_line)}</p>'
        + (f'<p class="ws-legend">{_esc(t["legend"])}</p>' if marked else "")
        + (f'<p class="ws-legend ws-by-id">{_esc(how_to_open)}</p>' if how_to_open else "")
        + "</header>"
    )
    body = "".join(_puzzle_html(item, lang, live) for item in items)
    key = (
        f'<section class="ws-key"><h2>{_esc(t["key"])} · {_esc(title)}</h2>'
        f'<p class="ws-meta">{_esc(rules_line)}</p><ol>'
        + "".join(_key_html(item, lang) for item in items)
        + "</ol></section>"
    )
    sheet = f"{head}<main>{body}</main>"
    content = {"both": sheet + key, "sheet": sheet, "key": key}[part]
    page_title = f"{t['key']} · {title}" if part == "key" else title
    css = _CSS % {"paper": PAPERS[paper]} + site_font_css(site_url)
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{"zh-Hans" if lang == "zh" else "en"}"><head><meta charset="utf-8">'
        f"<title>{_esc(page_title)}</title>"
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<style>{css}</style></head><body>{content}</body></html>\n"
    )


#: How to open a puzzle of a sheet that prints no links (the puzzles page's "Go to puzzle").
_BY_ID: Final = (
    "To try a puzzle on the site: type its id (top right of the puzzle) in "
    "“Go to puzzle” on the page “All the puzzles”."
)


# ------------------------------------------------------------------------------ PDF
def chromium_path() -> str | None:
    """The Chromium to print with: ``TRACTOR_CHROMIUM``, /usr/bin/chromium, or one on PATH."""
    given = os.environ.get("TRACTOR_CHROMIUM")
    if given:
        return given if Path(given).exists() else None
    if Path(CHROMIUM).exists():
        return CHROMIUM
    return next(
        (
            found
            for name in ("chromium", "chromium-browser", "google-chrome")
            if (found := shutil.which(name))
        ),
        None,
    )


def cjk_font_missing(page: str) -> bool:
    """Whether ``page`` has Chinese text but the machine has no Chinese font to print it with.

    Asks fontconfig (``fc-list :lang=zh``); False when it cannot tell (no fc-list).
    Engine reasons quote Chinese terms (垫牌) even on English sheets.
    """
    if not any("\u4e00" <= ch <= "\u9fff" for ch in page):
        return False
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return False
    try:
        found = subprocess.run(  # a fixed program with our own arguments
            [fc_list, ":lang=zh", "family"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return found.returncode == 0 and not found.stdout.strip()


def write_pdf(html: str, out: str | os.PathLike[str], *, timeout: float = 120) -> None:
    """Print the HTML to a PDF with headless Chromium (``--print-to-pdf``).

    Raises :class:`WorksheetError` when Chromium is missing or fails.
    """
    browser = chromium_path()
    if browser is None:
        msg = (
            "a PDF needs Chromium, which was not found (install it, e.g. apt-get install "
            "chromium, or set TRACTOR_CHROMIUM); write .html instead and print it from a browser"
        )
        raise WorksheetError(msg)
    target = Path(out).resolve()
    with tempfile.TemporaryDirectory(prefix="tractor-worksheet-") as tmp:
        page = Path(tmp) / "worksheet.html"
        page.write_text(html, encoding="utf-8")
        args = [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-pdf-header-footer",
            f"--user-data-dir={Path(tmp) / 'profile'}",
            f"--print-to-pdf={target}",
            page.as_uri(),
        ]
        try:
            done = subprocess.run(  # a fixed program with our own arguments
                args, capture_output=True, text=True, timeout=timeout, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            msg = f"Chromium ({browser}) could not print the worksheet: {exc}"
            raise WorksheetError(msg) from None
    if done.returncode != 0 or not target.exists() or target.stat().st_size == 0:
        tail = (done.stderr or "").strip().splitlines()[-3:]
        msg = f"Chromium ({browser}) failed to print the PDF (exit {done.returncode}): {' '.join(tail)}"
        raise WorksheetError(msg)
