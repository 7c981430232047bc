"""Verdicts name cards and seats as a reader does (issue 30 items 3 and 4).

A verdict keeps its reason as sentences and facts (:mod:`tractor_core.text.table`) and says it
in the language asked, its seats named at a table: the compass seats at four players (South,
East, North, West in play order, counter-clockwise as the site deals; 南/东/北/西), "You" / "你"
for the reader's own seat, and cards as people write them (♠10 / 黑桃10), never ``S10`` or
"seat 0". Without a table, the verdict's seat 0 (a trick's leader) is South at four players and
seats are "Seat 1", "Seat 2" … (1 号位 …) at other sizes.
"""

from __future__ import annotations

import importlib
import pickle
import re
from collections.abc import Iterator
from typing import Any

import pytest

from tractor_core import Rank, Suit, Trump, order_for, preset
from tractor_core.puzzles import answers as puzzle_answers
from tractor_core.puzzles.registry import build as build_puzzle
from tractor_core.rules.kitty import kitty_capture
from tractor_core.rules.levels import LevelChange, next_banker
from tractor_core.rules.throwing import check_throw
from tractor_core.rules.trick import trick_winner
from tractor_core.rules.verdict import Verdict
from tractor_core.text.table import Table

HEARTS_TEN = order_for(Trump(Rank.TEN, Suit.HEARTS))

#: The seeded workload of ``benchmarks/workload.py`` (imported by name: a script, not checked by
#: mypy with the tests).
WORKLOAD: Any = importlib.import_module("benchmarks.workload")

#: A card's code as the engine writes it (S10, HA, BJ) where a reader would see it.
CARD_CODE = re.compile(r"(?<![\w'♠♥♣♦])(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)(?![\w'])")
#: A seat counted from 0, as the engine used to write it.
#: A seat by number, at a table of four where every seat has its compass name.
SEAT_NUMBER = re.compile(r"\b[Ss]eat \d|座位 ?\d|\d 号位")


def test_a_trick_led_by_west_at_four_players_names_west_south_east_north() -> None:
    """Issue 30 item 4: "West leads" rather than "seat 0 leads"; play goes West, South, East,
    North (counter-clockwise as the site deals), each named by compass."""
    verdict = trick_winner(["SK", "SA", "S3", "H2"], HEARTS_TEN)
    assert verdict.said("en", Table(4, leader=3)) == (
        "North wins the trick. South's ♠A beats West's ♠K: it is higher. East's ♠3 does not "
        "beat South. North ruffs with ♥2: trumps with the lead's shape beat spades."
    )
    rulings = verdict.details["rulings"]
    assert [r["seat"] for r in rulings] == [0, 1, 2, 3]  # the facts stay seat numbers


def test_the_readers_own_seat_is_you_at_four_players() -> None:
    verdict = trick_winner(["SK", "SA", "S3", "H2"], HEARTS_TEN)
    said = verdict.said("en", Table(4, leader=3, reader=0))
    assert said.startswith("North wins the trick. Your ♠A beats West's ♠K: it is higher.")
    assert "East's ♠3 does not beat you." in said
    assert verdict.said("zh", Table(4, leader=3, reader=0)).startswith(
        "北赢得本轮。你的 黑桃A 大过西的 黑桃K：更大。"
    )


def test_six_players_name_the_reader_you_and_the_others_by_number() -> None:
    """Six players sit round no compass: "Seat 6" (6 号位) for the others, "You" (你) for the
    reader, whose verbs agree ("You win", "You ruff")."""
    verdict = trick_winner(["SK", "SA", "S3", "S4", "H2", "S6"], HEARTS_TEN)
    table = Table(6, leader=5, reader=3)  # play 4 (the ruff) is the reader's
    assert verdict.value == 4
    said = verdict.said("en", table)
    assert said.startswith("You win the trick. Seat 1's ♠A beats Seat 6's ♠K: it is higher.")
    assert "You ruff with ♥2" in said
    zh = verdict.said("zh", table)
    assert zh.startswith("你赢得本轮。1 号位的 黑桃A 大过6 号位的 黑桃K：更大。")
    assert "你用 红桃2 毙牌" in zh


def test_chinese_names_cards_as_heitao_10_and_seats_nan_dong_bei_xi() -> None:
    """East leads ♠10, a trump at level 10 (hearts trump); the others discard spades."""
    verdict = trick_winner(["S10", "SA", "SJ", "SQ"], HEARTS_TEN)
    assert verdict.said("zh", Table(4, leader=1)) == (
        "东赢得本轮。北的 黑桃A 不全是主牌，是垫牌，不能大。西的 黑桃J 不全是主牌，是垫牌，不能大。"
        "南的 黑桃Q 不全是主牌，是垫牌，不能大。"
    )
    assert verdict.details["rulings"][0]["reason_zh"] == "南首出 黑桃10。"  # the default table


def test_reason_and_reason_zh_name_the_leader_south_at_four_and_seat_1_elsewhere() -> None:
    """The default table (documented in ARCHITECTURE.md): the verdict's seat 0, the leader, is
    South at four players; at other sizes the seats are Seat 1, Seat 2 … from the leader."""
    four = trick_winner(["SK", "SA", "S3", "S4"], HEARTS_TEN)
    assert four.reason.startswith("East wins the trick. East's ♠A beats South's ♠K")
    assert four.reason_zh.startswith("东赢得本轮。东的 黑桃A 大过南的 黑桃K")
    three = trick_winner(["SK", "SA", "S3"], HEARTS_TEN)
    assert three.reason.startswith("Seat 2 wins the trick. Seat 2's ♠A beats Seat 1's ♠K")
    assert three.reason_zh.startswith("2 号位赢得本轮。2 号位的 黑桃A 大过1 号位的 黑桃K")


def test_a_failed_throw_names_the_blocker_by_compass_and_tells_the_thrower_what_to_play() -> None:
    """throw.fails (000/004: the lowest failing unit is forced): the reader throws from South."""
    verdict = check_throw(
        "SA SQ SQ", ["SK SK", "S3", "S4"], order_for(Trump(Rank.TEN, Suit.HEARTS))
    )
    assert not verdict.value.succeeds
    said = verdict.said("en", Table(4, leader=0, reader=0))
    assert said.startswith("The throw fails: East's ♠K ♠K beats the pair ♠Q ♠Q. You must play")
    assert verdict.said("zh", Table(4, 0, 0)).startswith("甩牌失败：东的 黑桃K、黑桃K 大过对子")
    assert "South must play ♠Q ♠Q" in verdict.reason  # no reader at the default table


def test_the_banker_keeps_the_kitty_names_the_banker_teams_seat() -> None:
    verdict = kitty_capture(
        ["SK", "SA", "S3", "S4"], "S5 S10", HEARTS_TEN, winner=2, banker_team=[0, 2]
    )
    assert verdict.reason.startswith("The banker team (North) won the last trick")
    assert verdict.reason_zh.startswith("最后一轮由庄家方（北）获胜")


def test_the_next_banker_is_named_at_the_table() -> None:
    verdict = next_banker(3, LevelChange("attackers", 1, True), 4)
    assert verdict.value == 0
    assert "(下家, South)" in verdict.reason
    assert verdict.said("en", Table(4, reader=0)).endswith("(下家, you) is banker.")


def test_a_verdict_said_later_is_still_lazy_and_survives_pickling() -> None:
    calls: list[int] = []

    def explain() -> tuple[str, str, dict[str, Any]]:
        calls.append(1)
        return "why", "为什么", {}

    verdict: Verdict[int] = Verdict.later(1, "trick.higher", explain)
    assert calls == []
    assert verdict.said("zh") == "为什么"
    assert calls == [1]
    trick = trick_winner(["SK", "SA", "S3", "S4"], HEARTS_TEN)
    again = pickle.loads(pickle.dumps(trick))
    assert again == trick
    assert again.said("en", Table(4, 3, 0)) == trick.said("en", Table(4, 3, 0))


# ------------------------------------------------------------------ no card code, no "seat 0"
def _workload_reasons() -> Iterator[tuple[str, str]]:
    for record in WORKLOAD.answers(WORKLOAD.build(seed=3, n=400)):
        if record["q"] not in ("winner", "follow", "throw"):  # the four-player questions
            continue
        where = f"{record['q']} #{record['i']}"
        yield where, record["reason"]
        yield where, record["reason_zh"]
        for ruling in record["details"].get("rulings", []):
            for key in ("reason", "reason_zh"):
                if key in ruling:
                    yield f"{where} ruling", ruling[key]


def _puzzle_reasons() -> Iterator[tuple[str, str]]:
    for kind in ("trick", "follow", "throw", "kitty"):
        for preset_name in ("default", "000", "002", "004", "shengji"):
            for seed in range(8):
                pid = f"{kind}-{preset_name}-{1 + seed % 3}-{seed}"
                puzzle, _ = build_puzzle(pid)
                texts = [puzzle.question["en"], puzzle.question["zh"]]
                if kind == "trick":  # the seats to choose from (a follow's options are plays)
                    texts += [t for o in puzzle.options for t in (o["en"], o["zh"])]
                for row in puzzle_answers.lens(pid):
                    texts += [row.get("reason", ""), row.get("reason_zh", "")]
                for text in texts:
                    yield pid, text


@pytest.mark.parametrize("source", [_workload_reasons, _puzzle_reasons])
def test_no_reason_a_reader_sees_names_a_card_code_or_seat_0(source: Any) -> None:
    """Issue 30 items 3-4: every reason of a seeded workload (tricks, follows, throws:
    ``benchmarks/workload.py``) and of the puzzles names cards as ♠10 / 黑桃10 and seats by name,
    never S10 or "seat 0" / "座位 0"."""
    found = [
        f"{where}: {text!r}"
        for where, text in source()
        if CARD_CODE.search(text) or SEAT_NUMBER.search(text)
    ]
    assert found == []


def test_the_scan_would_catch_a_card_code_and_a_seat_number() -> None:
    assert CARD_CODE.search("Seat 1's SA beats ♠K")
    assert SEAT_NUMBER.search("Seat 1's ♠A beats seat 0's ♠K")
    assert SEAT_NUMBER.search("座位 1 的 黑桃A")
    assert not CARD_CODE.search("East's ♠A beats South's ♠10 (shengji.io)")
    assert not SEAT_NUMBER.search("东的 黑桃A 大过南的 黑桃K：更大。")


def test_every_preset_names_a_trick_the_same_way() -> None:
    for name in ("default", "000", "002", "004", "shengji"):
        order = order_for(Trump(Rank.TEN, Suit.HEARTS), preset(name))
        said = trick_winner(["SK", "SA", "S3", "S4"], order).said("en", Table(4, 3, 0))
        assert said.startswith("You win the trick. Your ♠A beats West's ♠K")
