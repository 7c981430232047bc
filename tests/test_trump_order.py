"""Trump order: which cards are trumps, their strength, equal cards and tractor adjacency.

Sources: 000 §牌的大小顺序 (2 不为常主时: 大王, 小王, 主10, 副10, A … 2; 副牌 A … 2 without 10;
2 为常主时: 大王, 小王, 主10, 副10, 主2, 副2, A … 3), 000/002 §牌的大小 (大王 is the red joker,
主花色级牌 > 其它花色级牌 > 主花色牌 > 付牌), 003 §主牌和副牌 (常主 > 主級牌 > 其他級牌 > 主花色牌 >
副牌; 其他花色級牌 … 之間無大小區別), 004 §反主 (无主: 只有常主和当局级牌为主牌, 此时各花色级牌大小一致);
variants.md §1a. The golden digests in ``tests/data/strength_order_digests.json`` pin the whole
54-card order of every preset; regenerate them (after checking the change is intended) with::

    .venv/bin/python tests/test_trump_order.py --regen
"""

from __future__ import annotations

import hashlib
import json
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tractor_core.rules.cards import ONE_DECK, Card, parse_cards
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.trump_order import EffSuit, Trump, TrumpOrder, order_for

DIGESTS = Path(__file__).parent / "data" / "strength_order_digests.json"

#: (key, level, suit, overrides) for the golden digests.
TRUMPS: list[tuple[str, str, str | None, dict[str, Any]]] = [
    ("L10-H", "10", "H", {}),
    ("L10-H+perm2", "10", "H", {"permanent_trump_ranks": ["2"]}),
    ("L2-NT", "2", None, {}),
    ("L2-NT+perm2", "2", None, {"permanent_trump_ranks": ["2"]}),
    ("L2-NT-jokers-only", "2", None, {"nt_keeps_level_rank": False}),
    ("LA-S", "A", "S", {}),
    ("LA-S+perm2", "A", "S", {"permanent_trump_ranks": ["2"]}),
    ("L5-D+perm2", "5", "D", {"permanent_trump_ranks": ["2"]}),
]

#: Rank lists of the worked examples, strongest or lowest first as the source writes them.
RANKS: dict[str, list[str]] = {
    "2 3 4 5 6 7 8 9 10 J Q K A": [
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "J",
        "Q",
        "K",
        "A",
    ],
    "A K Q J 10 9 8 7 5 4 3 2": ["A", "K", "Q", "J", "10", "9", "8", "7", "5", "4", "3", "2"],
    "A K Q J 9 8 7 6 5 4 3": ["A", "K", "Q", "J", "9", "8", "7", "6", "5", "4", "3"],
    "A K Q J 9 8 7 6 5 4 3 2": ["A", "K", "Q", "J", "9", "8", "7", "6", "5", "4", "3", "2"],
}


def _order(name: str, level: str, suit: str | None, **overrides: Any) -> TrumpOrder:
    return order_for(Trump.parse(level, suit), preset(name, **overrides))


def strength_classes(order: TrumpOrder) -> list[list[list[str]]]:
    """Per effective suit (trumps first), the equality classes from strongest to weakest."""
    out: list[list[list[str]]] = []
    for card in order.all_cards_strongest_first():
        if not out or order.suit_of(card) is not order.suit_of(Card.parse(out[-1][-1][0])):
            out.append([[card.notation]])
        elif order.power(card) == order.power(Card.parse(out[-1][-1][-1])):
            out[-1][-1].append(card.notation)
        else:
            out[-1].append([card.notation])
    return out


def order_text(order: TrumpOrder) -> str:
    """The full order as text: ``=`` equal cards, ``~`` adjacent (tractor link), ``>`` stronger.

    Effective suits are separated by `` | `` and start with their letter (T = trumps).
    """
    suits = []
    for classes in strength_classes(order):
        head = order.suit_of(Card.parse(classes[0][0])).value
        parts = ["=".join(c) for c in classes]
        text = parts[0]
        for high, low, part in zip(classes, classes[1:], parts[1:], strict=False):
            link = "~" if order.adjacent(Card.parse(low[0]), Card.parse(high[0])) else ">"
            text += f" {link} {part}"
        suits.append(f"{head}: {text}")
    return " | ".join(suits)


@cache
def current_digests() -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for p in PRESETS:
        for key, level, suit, overrides in TRUMPS:
            text = order_text(_order(p.name, level, suit, **overrides))
            out[f"{p.name}/{key}"] = {
                "sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
                "order": text,
            }
    return out


# ------------------------------------------------------------------ hand-checked against 000
def test_source_000_level_10_hearts_trump_order_without_permanent_2s():
    """000 §牌的大小顺序, 2 不为常主时: 大王, 小王, 主10, 副10, A, K, Q, J, 9 … 2; 副牌 A … 2."""
    classes = strength_classes(_order("000", "10", "H"))
    trumps, *sides = classes
    assert trumps == [
        ["BJ"],
        ["LJ"],
        ["H10"],
        ["S10", "C10", "D10"],
        *([f"H{r}"] for r in RANKS["A K Q J 9 8 7 6 5 4 3 2"]),
    ]
    assert len(sides) == 3
    for side, suit in zip(sides, "SCD", strict=True):
        assert side == [[f"{suit}{r}"] for r in RANKS["A K Q J 9 8 7 6 5 4 3 2"]]


def test_source_000_level_10_hearts_trump_order_with_permanent_2s():
    """000 §牌的大小顺序, 2 为常主时: 大王, 小王, 主10, 副10, 主2, 副2, A … 3; 副牌 A … 3."""
    trumps, *sides = strength_classes(_order("000", "10", "H", permanent_trump_ranks=["2"]))
    assert trumps == [
        ["BJ"],
        ["LJ"],
        ["H10"],
        ["S10", "C10", "D10"],
        ["H2"],
        ["S2", "C2", "D2"],
        *([f"H{r}"] for r in RANKS["A K Q J 9 8 7 6 5 4 3"]),
    ]
    for side, suit in zip(sides, "SCD", strict=True):
        assert side == [[f"{suit}{r}"] for r in RANKS["A K Q J 9 8 7 6 5 4 3"]]


def test_source_000_trumps_sort_first_as_players_hold_them():
    order = _order("000", "10", "H")
    got = order.sorted(parse_cards("S9 H2 BJ S10 H10 C10 SA HA LJ"))
    assert [c.notation for c in got] == ["BJ", "LJ", "H10", "S10", "C10", "HA", "H2", "SA", "S9"]


@pytest.mark.parametrize("name", ["000", "002", "003"])
def test_trumps_are_jokers_level_cards_and_the_trump_suit(name):
    """000/002 §主牌: 主牌由大王和小王、级牌、主花色牌构成; 003 §主牌 (常主、当局级牌、主花色牌)."""
    order = _order(name, "6", "C")
    trumps = {c.notation for c in ONE_DECK if order.is_trump(c)}
    expected = {"BJ", "LJ", "S6", "H6", "D6"} | {
        f"C{r}" for r in RANKS["2 3 4 5 6 7 8 9 10 J Q K A"]
    }
    assert trumps == expected
    assert order.suit_of(Card.parse("S7")) is EffSuit.SPADES
    assert order.suit_of(Card.parse("H6")) is EffSuit.TRUMP


def test_source_003_strength_jokers_then_trump_level_then_other_levels_equal_then_trump_suit():
    """003 §各牌型之間大小順序: 常主 > 主級牌 > 其他級牌 > 主花色牌 > 副牌; 其他花色級牌之間無大小區別."""
    order = _order("003", "6", "C")
    p = {c.notation: order.power(c) for c in ONE_DECK}
    assert p["BJ"] > p["LJ"] > p["C6"] > p["S6"] == p["H6"] == p["D6"] > p["CA"] > p["C2"]
    assert order.beats(Card.parse("C6"), Card.parse("D6"))
    assert not order.beats(Card.parse("D6"), Card.parse("S6"))
    assert not order.beats(Card.parse("S6"), Card.parse("D6"))
    # 每種花色中大小順序 A > K > … > 2 (當局級牌除外)
    spades = [c.notation for c in order.sorted(ONE_DECK) if order.suit_of(c) is EffSuit.SPADES]
    assert spades == [f"S{r}" for r in RANKS["A K Q J 10 9 8 7 5 4 3 2"]]


def test_source_003_trump_level_ten_ranks_above_other_level_cards_in_describe():
    order = _order("003", "6", "C")
    assert order.describe(Card.parse("C6")) == "level card in the trump suit (trump)"
    assert order.describe(Card.parse("H6")) == "off-suit level card (trump)"
    assert order.describe(Card.parse("CA")) == "card of the trump suit (trump)"
    assert order.describe(Card.parse("HA")) == "side-suit card"
    assert order.describe_zh(Card.parse("H6")) == "副级牌（主牌）"


def test_source_004_no_trump_keeps_level_cards_as_equal_trumps():
    """004 §反主: 若反主时亮出的为对常主，则……只有常主和当局级牌为主牌 (此时各花色级牌大小一致)."""
    order = _order("004", "9", None)
    trumps = [c.notation for c in order.sorted(ONE_DECK) if order.is_trump(c)]
    assert trumps == ["BJ", "LJ", "S9", "H9", "C9", "D9"]
    assert len({order.power(Card.parse(t)) for t in ("S9", "H9", "C9", "D9")}) == 1
    assert order.suit_of(Card.parse("HA")) is EffSuit.HEARTS


def test_no_trump_with_jokers_only_option():
    """variants.md §1a: pagat copies — in no-trump the only trumps are the jokers."""
    order = _order("default", "9", None, nt_keeps_level_rank=False)
    assert [c.notation for c in ONE_DECK if order.is_trump(c)] == ["LJ", "BJ"]
    assert order.suit_of(Card.parse("S9")) is EffSuit.SPADES
    assert (
        order.power(Card.parse("S10"))
        > order.power(Card.parse("S9"))
        > order.power(Card.parse("S8"))
    )


def test_permanent_rank_equal_to_the_level_is_just_the_level():
    """000: with 2 permanent and level 2, the 2s are level cards (no double counting)."""
    order = _order("000", "2", "S", permanent_trump_ranks=["2"])
    assert order_text(order) == order_text(_order("000", "2", "S"))


def test_trump_describe_and_parse():
    assert Trump.parse("10", "H").describe() == "level 10, hearts trump"
    assert Trump.parse("10", "NT").describe_zh() == "打10，无主"
    assert Trump.parse("t", None).is_no_trump
    assert repr(Trump.parse("10", "H")) == "Trump.parse('10', 'H')"
    with pytest.raises(ValueError, match="level must be a rank 2-A"):
        Trump(Card.parse("BJ").rank, None)


# ------------------------------------------------------------------ adjacency
@pytest.mark.parametrize(
    ("name", "level", "suit", "low", "high", "adjacent"),
    [
        ("000", "10", "H", "S9", "SJ", True),  # level rank skipped: JJ99
        ("000", "10", "H", "HA", "S10", True),  # trump A → off-suit level
        ("000", "10", "H", "S10", "H10", True),  # off-suit level → trump-suit level
        ("000", "10", "H", "H10", "LJ", True),  # trump-suit level → LJ
        ("000", "10", "H", "LJ", "BJ", True),
        ("000", "10", "H", "S10", "C10", False),  # equal cards are not consecutive
        ("000", "10", "H", "SA", "S2", False),  # no wrap: AA22
        ("000", "10", "H", "HA", "H10", False),
        ("003", "6", "C", "C5", "C7", True),  # 003: 梅花對5與梅花對7
        ("003", "6", "C", "D5", "D7", True),
        ("001", "2", "H", "H2", "LJ", True),
        ("001", "2", "H", "S2", "H2", True),
        ("001", "2", "H", "HA", "S2", True),
        ("000", "10", "H", "H2", "S10", False),
    ],
)
def test_tractor_adjacency_in_the_card_order(  # noqa: PLR0917 - one argument per column
    name, level, suit, low, high, adjacent
):
    order = _order(name, level, suit)
    assert order.adjacent(Card.parse(low), Card.parse(high)) is adjacent


def test_permanent_2s_chain_between_trump_ace_and_level_cards():
    """000 with permanent 2s: … 主A → 副2 → 主2 → 副10 → 主10 → 小王 → 大王 (one trump chain)."""
    text = order_text(_order("000", "10", "H", permanent_trump_ranks=["2"]))
    assert text.startswith(
        "T: BJ ~ LJ ~ H10 ~ S10=C10=D10 ~ H2 ~ S2=C2=D2 ~ HA ~ HK ~ HQ ~ HJ ~ H9"
    )


def test_skip_level_rank_false_leaves_a_gap():
    """variants.md §1c / shengji #242: the option that makes 9 and J non-adjacent at level 10."""
    order = _order("default", "10", "H", skip_level_rank=False)
    assert not order.adjacent(Card.parse("S9"), Card.parse("SJ"))
    assert order.adjacent(Card.parse("S8"), Card.parse("S9"))


# ------------------------------------------------------------------ golden digests
def _recorded() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(DIGESTS.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("key", [f"{p.name}/{t[0]}" for p in PRESETS for t in TRUMPS])
def test_golden_strength_order_digest(key):
    recorded = _recorded()
    assert key in recorded, f"no recorded digest for {key}: run tests/test_trump_order.py --regen"
    now = current_digests()[key]
    assert hashlib.sha256(recorded[key]["order"].encode()).hexdigest() == recorded[key]["sha256"]
    assert now["order"] == recorded[key]["order"]
    assert now["sha256"] == recorded[key]["sha256"]


def test_golden_digest_file_has_no_stale_entries():
    assert set(_recorded()) == set(current_digests())


def test_golden_level_10_hearts_digest_was_hand_checked():
    """The recorded 000 L10-H text is exactly the hand-checked order of 000 §牌的大小顺序."""
    side = " > ".join(f"{{s}}{r}" for r in RANKS["A K Q J 9 8 7 6 5 4 3 2"])
    suit_chain = " ~ ".join(f"H{r}" for r in RANKS["A K Q J 9 8 7 6 5 4 3 2"])
    side_chain = side.replace(" > ", " ~ ")
    expected = " | ".join(
        [
            f"T: BJ ~ LJ ~ H10 ~ S10=C10=D10 ~ {suit_chain}",
            *(f"{s}: " + side_chain.format(s=s) for s in "SCD"),
        ]
    )
    assert _recorded()["000/L10-H"]["order"] == expected


def _regen() -> None:
    DIGESTS.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(current_digests(), ensure_ascii=False, indent=1, sort_keys=True)
    DIGESTS.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {DIGESTS}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--regen"]:
        _regen()
    else:
        print("usage: python tests/test_trump_order.py --regen")
        raise SystemExit(2)
