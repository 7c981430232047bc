"""Every lesson page of the BUILT site, as a reader sees it, speaks plain words (issue 30, "Measure").

The reader opens a lesson page: the code is folded behind "Show the code", the "House rules"
boxes and the hints and solutions are closed. What they read then — the article's ``innerText``
with the content of every closed ``<details>`` removed (its ``<summary>`` stays: the reader sees
it) — names no engine option (``snake_case``), no rule id (``follow.pairs``), no code name
(``RuleSet``, ``True``, ``None``, a ``Hand`` in code type) and no card in the typed notation
(``S10``, ``HA``, ``BJ``): lesson 1 teaches that notation once, in its section marked
``<a id="notation">``, and only there may card codes appear. This counts the lessons' own words
and what their code prints on the page (the engine's reasons too), in English and in Chinese.

A fifth count, the engine's numbered seats ("seat 1's ♠A", "座位 1"), follows issue 30's "one way
to name seats": the lessons name seats by the compass. "Seat 3" and "3 号位" name the seats of a
table of five or six (lesson 12); on the other lessons, played at four, they count too (the
new-reader review found "Seat 3's ♥8 ♥8 ♥4 over-ruffs Seat 2's" in lesson 5). The engine's own reasons still number the
seats until the ``seats`` branch (another engineer's) names them by compass; the pages that fail
only on those are marked in :data:`ENGINE_SEATS` and are to be switched on after that merge.

Issue 30 measured the 13 lesson pages before the rewrite: 276 option names, 113 rule ids, 50 code
names and 1,270 card codes in English; 210 / 113 / 10 / 1,167 in Chinese. The figures now are
printed by ``test_the_counts_of_every_lesson_page`` (``pytest -s``), or for a site already built::

    .venv/bin/python -m tests.site.test_lesson_words site/
"""

from __future__ import annotations

import functools
import http.server
import re
import sys
import threading
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import tractor_core
from tractor_core.words.catalogue import CATALOGUE

#: What the measure gives for a page: its counts by kind, and the words found by kind.
Measure = tuple[Counter[str], dict[str, list[str]]]

LESSONS = [
    "01-deck-players-goal",
    "02-trumps",
    "03-combinations",
    "04-leading-following",
    "05-ruffing",
    "06-throws",
    "07-kitty",
    "08-scoring",
    "09-declaring",
    "10-whole-hand",
    "11-three-decks",
    "12-one-deck-friends",
    "13-house-rules",
]
PAGES = [(lang, name) for name in LESSONS for lang in ("en", "zh")]

KINDS = ("snake_case", "rule ids", "code names", "card codes", "engine seats")

#: What the engine prints on a lesson page, not the lesson's own words, and still counted today
#: (each kind on each page is checked on its own, so only these are marked; the marks are
#: strict: a fixed one fails until its mark is removed).
ENGINE_WORDS: dict[tuple[str, str], frozenset[str]] = {}

# ------------------------------------------------------------------ what a reader sees
#: Run in the page: the article's visible text with every closed <details> emptied but for its
#: summary, cut into the lesson's cells; each cell says whether it holds lesson 1's notation
#: anchor; and the text of every visible element in code type.
_READ = """
() => {
  const article = document.querySelector("article");
  for (const details of article.querySelectorAll("details:not([open])")) {
    for (const child of [...details.childNodes]) {
      if (!(child.nodeType === 1 && child.tagName === "SUMMARY")) child.remove();
    }
  }
  const cells = [...article.querySelectorAll(".jp-Notebook > .jp-Cell")];
  const blocks = cells.length ? cells : [article];
  return blocks.map((cell) => ({
    text: cell.innerText,
    notation: !!cell.querySelector("#notation"),
    code: [...cell.querySelectorAll("code")].filter((c) => c.getClientRects().length)
      .map((c) => c.innerText),
  }));
}
"""

# ------------------------------------------------------------------ what is counted
SNAKE = re.compile(r"(?<![\w.-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])")
RULE_ID = re.compile(
    r"(?<![\w.-])(?:"
    + "|".join(sorted({rule_id.split(".")[0] for rule_id in CATALOGUE}))
    + r")\.[a-z0-9][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)*(?![\w-])"
)
#: The engine's and the widgets' class names (an inner capital: ``RuleSet``, ``TrickExplorer``)
#: and Python's constants, wherever they stand; anything else only in code type.
_CLASSES = sorted(
    {n for n in tractor_core.__all__ if re.fullmatch(r"[A-Z][a-z]+[A-Z]\w*", n)}
    | {"HouseRulesPicker", "TrickExplorer", "WorksheetButton", "PuzzleWidget", "SimpleBot"}
    | {"CarefulBot", "LegalFollows"}
)
CODE_WORD = re.compile(
    r"(?<![\w.])(?:" + "|".join(_CLASSES) + r"|True|False|None)(?![\w])(?! of\b)"  # "None of them"
)
#: Code type that is a name in the code: an identifier, a call, a keyword (``preset("004")``,
#: ``decks=3``, ``Hand``), unless it is a card, a rule id or a snake_case name (counted above).
CODE_TYPE = re.compile(r"[A-Za-z_][\w.]*(?:\(.*\)|=\S+)?")
CARD = r"(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)"
CARDS = re.compile(rf"(?<![A-Za-z0-9])(?:{CARD})+(?![A-Za-z0-9])")
#: The engine's numbered seats: "seat 1's", "Seat 0 leads", "座位 1". (Five or more players are
#: "Seat 1"… "Seat 5", "1 号位" by design: only seat 0 and the lower-case form are the engine's.)
SEATS = re.compile(r"\bseat [0-9]\b|\bSeat 0\b|座位\s?[0-9]")
#: Seats numbered for a reader ("Seat 3", "3 号位") name the seats of a table of five or more;
#: every lesson but lesson 12 plays at four, where seats are the compass points.
NUMBERED_SEATS = re.compile(r"\bSeat [0-9]\b|[0-9]\s?号位")
FIVE_OR_MORE = ("12-one-deck-friends",)


def count(text: str, code: list[str] | None = None) -> Counter[str]:
    """The engine's names, card codes and numbered seats in ``text``, by kind."""
    found: Counter[str] = Counter()
    found["snake_case"] = len(SNAKE.findall(text))
    found["rule ids"] = len(RULE_ID.findall(text))
    found["code names"] = len(CODE_WORD.findall(text))
    for shown in code or []:
        typed = shown.strip()
        if (
            CODE_TYPE.fullmatch(typed)
            and not CODE_WORD.fullmatch(typed)
            and not SNAKE.fullmatch(typed)
            and not RULE_ID.fullmatch(typed)
            and not CARDS.fullmatch(typed)
            and not re.fullmatch(r"[a-z]", typed)  # a letter being explained: "s" for spades
        ):
            found["code names"] += 1
    found["card codes"] = sum(len(re.findall(CARD, run)) for run in CARDS.findall(text))
    found["engine seats"] = len(SEATS.findall(text))
    return found


def hits(text: str) -> dict[str, list[str]]:
    """The words themselves, by kind (for a failure's message)."""
    found = {
        "snake_case": SNAKE.findall(text),
        "rule ids": [m.group(0) for m in RULE_ID.finditer(text)],
        "code names": CODE_WORD.findall(text),
        "card codes": CARDS.findall(text),
        "engine seats": SEATS.findall(text),
    }
    return {kind: words[:12] for kind, words in found.items() if words}


def read_page(page: Any, url: str) -> list[dict[str, Any]]:
    """The blocks of a lesson page as a reader sees them (see ``_READ``)."""
    page.goto(url, wait_until="load")
    page.wait_for_selector("article")
    # The puzzles draw their question and choices from their state as the page's script mounts
    # them (no Python needed): read the page once every one is drawn.
    page.wait_for_function(
        "[...document.querySelectorAll('.tc-live')].every((n) => n.dataset.mounted)"
    )
    blocks: list[dict[str, Any]] = page.evaluate(_READ)
    return blocks


def page_counts(name: str, blocks: list[dict[str, Any]]) -> Measure:
    """The counts of one lesson page and the words found; lesson 1's notation cell may show codes."""
    total: Counter[str] = Counter(dict.fromkeys(KINDS, 0))
    words: dict[str, list[str]] = {}
    for block in blocks:
        found = count(block["text"], block["code"])
        if name.startswith("01-") and block["notation"]:
            found["card codes"] = 0
            found["code names"] = 0  # the typed forms it teaches: `s10`, `S10 ♥A 10♣ 大王 lj`
        else:
            for kind, seen in hits(block["text"]).items():
                words.setdefault(kind, []).extend(seen)
        if name not in FIVE_OR_MORE:  # "Seat 3's ♥8 ♥8 ♥4 over-ruffs Seat 2's" at four players
            numbered = NUMBERED_SEATS.findall(block["text"])
            found["engine seats"] += len(numbered)
            words.setdefault("engine seats", []).extend(numbered)
        total.update(found)
    return total, words


def url_of(base: str, lang: str, name: str) -> str:
    return f"{base}/{'zh/' if lang == 'zh' else ''}{name}/"


# ------------------------------------------------------------------ the counter can fail
def test_the_counter_finds_each_kind_and_passes_plain_words() -> None:
    said = (
        "Under lowest_failing (rule throw.fails.lowest-failing) a RuleSet with True plays "
        "S4 S4, BJ and LJLJ; seat 1's ♠A beats it; 座位 1 的 黑桃A。"
    )
    assert count(said, ["Hand", "preset('004')", "S4", "s"]) == Counter(
        {
            "snake_case": 1,
            "rule ids": 1,
            "code names": 4,  # RuleSet, True, Hand, preset('004')
            "card codes": 5,
            "engine seats": 2,
        }
    )
    plain = (
        "West leads ♠10 ♠10 and South follows with 大王; 98844 at level 10, Seat 3 of five "
        "players, 3 号位, shengji.io, source 004, the rules catalogue, Hand 1: South is banker. "
        "None of them is wrong."
    )
    assert +count(plain, ["98844"]) == Counter()


# ------------------------------------------------------------------ the built site
@pytest.fixture(scope="module")
def measured(browser: Any, site_url: str) -> dict[tuple[str, str], Measure]:
    context = browser.new_context(viewport={"width": 1366, "height": 900})
    page = context.new_page()
    found = {}
    try:
        for lang, name in PAGES:
            found[(lang, name)] = page_counts(name, read_page(page, url_of(site_url, lang, name)))
    finally:
        context.close()
    return found


def report(measured: dict[tuple[str, str], Measure]) -> str:
    """The counts per page and the totals per language, as a table."""
    lines = [f"{'page':<26} {'lang':<4} " + " ".join(f"{k:>12}" for k in KINDS)]
    totals: dict[str, Counter[str]] = {"en": Counter(), "zh": Counter()}
    for (lang, name), (counts, _) in sorted(measured.items(), key=lambda i: (i[0][1], i[0][0])):
        totals[lang].update(counts)
        lines.append(f"{name:<26} {lang:<4} " + " ".join(f"{counts[k]:>12}" for k in KINDS))
    for lang, total in totals.items():
        lines.append(f"{'TOTAL':<26} {lang:<4} " + " ".join(f"{total[k]:>12}" for k in KINDS))
    return "\n".join(lines)


@pytest.mark.browser
def test_the_counts_of_every_lesson_page(measured: dict[tuple[str, str], Measure]) -> None:
    """Every lesson page is read, in both languages, and its figures printed (``-s``)."""
    assert len(measured) == len(LESSONS) * 2
    print("\n" + report(measured))
    notation = measured[("en", "01-deck-players-goal")]
    assert notation[0]["card codes"] == 0  # counted outside the notation section only


def _expect(lang: str, name: str, kind: str) -> Any:
    marks = []
    if kind in ENGINE_WORDS.get((lang, name), frozenset()):
        marks.append(
            pytest.mark.xfail(
                reason="the engine's own words, not yet said in plain words (see ENGINE_WORDS)",
                strict=True,
            )
        )
    return pytest.param(lang, name, kind, marks=marks, id=f"{name}.{lang}.{kind}")


@pytest.mark.browser
@pytest.mark.parametrize(
    ("lang", "name", "kind"),
    [_expect(lang, name, kind) for lang, name in PAGES for kind in KINDS],
)
def test_a_lesson_page_shows_no_engine_names_card_codes_or_seat_numbers(
    measured: dict[tuple[str, str], Measure], lang: str, name: str, kind: str
) -> None:
    counts, words = measured[(lang, name)]
    assert counts[kind] == 0, f"{name} ({lang}): {counts[kind]} {kind}: {words.get(kind)}"


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_lesson_13_links_each_answer_to_its_rule_instead_of_naming_it(
    browser: Any, site_url: str, lang: str
) -> None:
    """Compare house rules, as lesson 13 shows it: each row's rule is a small link ("the rule",
    "规则") to its entry in the rules catalogue, which that page has."""
    page = browser.new_page()
    try:
        page.goto(url_of(site_url, lang, "13-house-rules"))
        links = page.locator('article a[href*="rules-catalogue/#kitty."]')
        assert links.count() == 7  # one per rulebook, for the kitty puzzle
        assert {links.nth(i).inner_text() for i in range(7)} == {
            "the rule" if lang == "en" else "规则"
        }
        href = links.nth(1).evaluate("(a) => a.href")  # the address it opens
        assert href.endswith("rules-catalogue/#kitty.power-of-two")  # source 000's row
        page.goto(href)
        assert page.locator('[id="kitty.power-of-two"]').count() == 1
    finally:
        page.close()


# ------------------------------------------------------------------ a site already built
def main(site: Path) -> None:
    """Print the figures for a built site folder (``python -m tests.site.test_lesson_words site/``)."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only when run

    from tests.site.chromium import launch  # noqa: PLC0415

    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    handler.log_message = lambda *args: None  # type: ignore[attr-defined]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    found = {}
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1366, "height": 900})
        for lang, name in PAGES:
            found[(lang, name)] = page_counts(name, read_page(page, url_of(base, lang, name)))
        browser.close()
    server.shutdown()
    print(report(found))
    for (lang, name), (counts, words) in sorted(found.items()):
        if +counts:
            print(f"{name} ({lang}): {words}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "site"))
