"""The text beside a lesson's puzzle says what that puzzle deals (issue: lessons that read like a book).

Every ``puzzle(...)`` call in a lesson (and on the puzzles page) is pinned by its id, and the
nearest Markdown cell before it declares what its prose claims about that puzzle, in an HTML
comment the reader never sees::

    <!-- puzzle follow-default-2-4: lead=pair suit=spades differs=none -->

The claims are checked against the puzzle the id deals (``make_puzzle``) and the variant lens
(``lens``), so a sentence such as "Diamonds are led" over a spade lead fails here. Claims:

* ``lead=`` the shape of the lead (``single``, ``pair``, ``triple``, ``tractor``, ``titanic``, or
  ``throw`` for several units); for a trick puzzle, the first play;
* ``units=`` the units of the lead, with commas (``single,single,single`` for a throw of singles);
* ``suit=`` the lead's suit (``spades``, ``hearts``, ``clubs``, ``diamonds`` or ``trumps``);
* ``ruffs=`` in a trick puzzle with a side-suit lead, how many followers play only trumps;
* ``decks=`` how many decks the puzzle is dealt from;
* ``points=`` the attackers' points in a levels puzzle;
* ``throw=`` ``stands`` or ``fails``;
* ``answer=`` the puzzle's own answer, ``answer@PRESET=`` the answer under another preset (lists
  are written with commas, yes/no for true/false, an option puzzle's answer as its option text
  with ``_`` for spaces);
* ``differs=`` the presets whose answer differs in **Compare house rules** (``none`` if all agree).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from tractor_core.puzzles import lens, make_puzzle
from tractor_core.puzzles.registry import build
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.combinations import decompose
from tractor_core.rules.throwing import verify_lead
from tractor_core.rules.trump_order import EffSuit, order_for

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
PAGES = sorted(p for p in LESSONS.glob("*.py") if p.read_text("utf-8").startswith("# ---"))
CLAIM = re.compile(r"<!--\s*puzzle\s+([\w-]+):\s*(.*?)\s*-->")
SUITS = {
    EffSuit.SPADES: "spades",
    EffSuit.HEARTS: "hearts",
    EffSuit.CLUBS: "clubs",
    EffSuit.DIAMONDS: "diamonds",
    EffSuit.TRUMP: "trumps",
}


def _cells(text: str) -> list[tuple[str, str]]:
    """(kind, source) of each cell of a jupytext percent file; Markdown without its ``# ``."""
    cells: list[tuple[str, str]] = []
    for chunk in re.split(r"^# %%", text, flags=re.MULTILINE)[1:]:
        head, _, body = chunk.partition("\n")
        if "[markdown]" in head:
            lines = [
                line[2:] if line.startswith("# ") else line.lstrip("#")
                for line in body.splitlines()
            ]
            cells.append(("markdown", "\n".join(lines)))
        else:
            cells.append(("code", body))
    return cells


def _puzzle_ids(source: str) -> list[str]:
    """The ids of the ``puzzle(...)`` calls in a code cell (literal arguments only)."""
    ids = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "puzzle":
            args = [ast.literal_eval(a) for a in node.args]
            kw = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
            if len(args) == 1 and "-" in args[0]:
                ids.append(args[0])
            else:
                preset = kw.get("preset", "default")
                ids.append(f"{args[0]}-{preset}-{kw.get('difficulty', 1)}-{kw.get('seed', 1)}")
    return ids


def lesson_puzzles() -> list[tuple[str, str, dict[str, str] | None]]:
    """(page, puzzle id, claims from the nearest Markdown cell before it, or None)."""
    found = []
    for page in PAGES:
        markdown = ""
        for kind, source in _cells(page.read_text("utf-8")):
            if kind == "markdown":
                markdown = source
                continue
            for pid in _puzzle_ids(source):
                claims = None
                for cid, body in CLAIM.findall(markdown):
                    if cid == pid:
                        claims = dict(item.split("=", 1) for item in body.split())
                found.append((page.name, pid, claims))
    return found


def _answer_text(value: Any, options: Sequence[Mapping[str, object]]) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ",".join(_answer_text(v, []) for v in value)
    if isinstance(value, int) and options:
        return str(options[value]["en"]).replace(" ", "_")
    return str(value)


def _lead_shape(cards: list[str], pid: str) -> tuple[str, str]:
    puzzle, rules = build(pid)
    order = order_for(puzzle.trump, rules)
    units = decompose(cards, order).value
    shape = units[0].kind if len(units) == 1 else "throw"
    suit = verify_lead(cards, order).value
    assert suit is not None  # None only for a rainbow (off in every preset)
    return shape, SUITS[suit]


def actual(pid: str, key: str) -> str:
    """What the puzzle ``pid`` really deals or answers, for one claim key."""
    puzzle = make_puzzle(pid)
    show: dict[str, Any] = dict(puzzle["show"])
    lead = show.get("lead") or (show["plays"][0] if "plays" in show else None)
    if key in {"lead", "suit", "units"}:
        if lead is None:
            return "(no lead)"
        if key == "units":
            puzzle_, rules = build(pid)
            units = decompose(lead, order_for(puzzle_.trump, rules)).value
            return ",".join(sorted(u.kind for u in units))
        shape, suit = _lead_shape(lead, pid)
        return shape if key == "lead" else suit
    if key == "ruffs":
        puzzle_, rules = build(pid)
        order = order_for(puzzle_.trump, rules)
        return str(sum(all(order.is_trump(c) for c in parse_cards(p)) for p in show["plays"][1:]))
    if key == "decks":
        return str(build(pid)[0].decks)
    if key == "points":
        return str(show.get("points"))
    if key == "throw":
        return "stands" if puzzle["_solution"] == 0 else "fails"
    if key == "answer":
        return _answer_text(puzzle["_solution"], list(puzzle["options"]))
    if key.startswith("answer@"):
        row = next(r for r in lens(pid) if r["preset"] == key.removeprefix("answer@"))
        return _answer_text(row.get("answer", row.get("error")), list(puzzle["options"]))
    if key == "differs":
        return ",".join(r["preset"] for r in lens(pid) if r["differs"]) or "none"
    msg = f"unknown claim {key!r}"
    raise KeyError(msg)


def mismatches(pid: str, claims: dict[str, str]) -> list[str]:
    """Each claim that the puzzle contradicts, as ``key: claimed ≠ actual``."""
    wrong = []
    for key, claimed in claims.items():
        real = actual(pid, key)
        if key == "differs":
            same = set(claimed.split(",")) == set(real.split(","))
        else:
            same = claimed == real
        if not same:
            wrong.append(f"{key}: text says {claimed!r}, puzzle has {real!r}")
    return wrong


PUZZLES = lesson_puzzles()


def test_the_lessons_have_puzzles():
    assert len(PUZZLES) >= 30
    assert {page for page, _, _ in PUZZLES} >= {"04-leading-following.py", "puzzles.py"}


@pytest.mark.parametrize(
    ("page", "pid", "claims"), PUZZLES, ids=[f"{p}:{i}" for p, i, _ in PUZZLES]
)
def test_text_before_a_puzzle_matches_it(page: str, pid: str, claims: dict[str, str] | None):
    assert claims is not None, (
        f"{page}: puzzle {pid} has no '<!-- puzzle {pid}: ... -->' claims in the Markdown before it"
    )
    assert claims, f"{page}: puzzle {pid} claims nothing"
    assert mismatches(pid, claims) == [], f"{page}: the text before {pid} contradicts it"


def test_every_claim_comment_names_a_puzzle_that_follows():
    """A claims comment left behind after its puzzle changed is an error too."""
    called = {(page, pid) for page, pid, _ in PUZZLES}
    for page in PAGES:
        for pid, _ in CLAIM.findall(page.read_text("utf-8")):
            assert (page.name, pid) in called, f"{page.name}: claims for {pid}, which is not shown"


def test_a_wrong_claim_is_caught():
    """The drift the issue found: 'Diamonds are led' and 'a tractor' over ♠A ♠A."""
    assert mismatches("follow-default-2-4", {"lead": "pair", "suit": "spades"}) == []
    assert len(mismatches("follow-default-2-4", {"lead": "tractor", "suit": "diamonds"})) == 2
    assert mismatches("follow-001-2-18", {"lead": "triple"}) != []
    assert mismatches("declaration-default-2-10", {"differs": "004,001"}) != []
    assert mismatches("kitty-default-2-4", {"answer@001": "18,0", "differs": "000,001,002"}) == []
    assert mismatches("trick-default-3-214", {"ruffs": "2"}) != []  # all three followers ruff
