"""The referee asks what a real table needs to be ruled (issue 31).

- The kitty: who won the last trick (the banker team keeps the kitty,
  ``kitty.banker-keeps``; the judge answers both cases), and the kitty's size for the table:
  "打两副牌时每方得牌25张,剩余的8张牌为底牌" (seed 002, §底牌; /work/shared/seeds/002_*.txt).
- The new level: the banker team plays at its own level ("当前庄家的级别就是级牌", seed 002);
  the attackers climb from theirs, not from the level played.
The site's page and the notebook's referee ask the same (``widgets.tools.Referee``).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tractor_core.api import site_api
from tractor_core.api.judge import ask
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import rule_code

LAST = "S5 S5\nS6 S6\nH2 H2\nS7 S8"  # at level 2 with hearts trump, the third play (H2 H2) wins
KITTY = "SK S10 D5 C3 C4 C6 C7 C8"  # 25 points


def referee(kind: str, boxes: dict[str, str], rules: str = "default") -> dict[str, Any]:
    question = {"kind": kind, "trump": {"level": "2", "suit": "H"}, "rules": rules, "boxes": boxes}
    answer: dict[str, Any] = json.loads(site_api.referee(json.dumps(question)))
    return answer


# ------------------------------------------------------------------ the kitty
def test_kitty_question_asks_who_won_the_last_trick() -> None:
    form = site_api.referee_form("kitty_multiplier")
    won_by = next(b for b in form if b["field"] == "won_by")
    assert won_by["required"] is True
    assert [c["value"] for c in won_by["choices"]] == ["attackers", "banker"]
    empty = referee("kitty_multiplier", {"last_trick": LAST, "kitty": KITTY})
    assert (empty["ok"], empty["field"]) == (False, "won_by")
    assert empty["error"] == "Who won the last trick: choose one"
    assert empty["error_zh"] == "最后一轮谁赢：请选一项"
    bad = referee("kitty_multiplier", {"last_trick": LAST, "won_by": "north", "kitty": KITTY})
    assert (bad["ok"], bad["field"]) == (False, "won_by")
    assert "'north' is not one of The attackers, The banker team" in bad["error"]


def test_kitty_won_by_the_attackers_is_captured_as_the_judge_says() -> None:
    answer = referee(
        "kitty_multiplier", {"last_trick": LAST, "won_by": "attackers", "kitty": KITTY}
    )
    assert answer["ok"], answer
    plays = [line.split() for line in LAST.splitlines()]
    judged = ask(
        {
            "kind": "kitty_multiplier",
            "rules": preset("default").to_dict(),
            "trump": {"level": "2", "suit": "H"},
            "input": {"last_trick": plays, "kitty": KITTY.split()},
        }
    )
    assert answer["answer"] == judged["answer"]
    assert answer["answer"]["attackers_gain"] == 25 * answer["answer"]["multiplier"] > 0


def test_kitty_won_by_the_banker_team_is_not_captured() -> None:
    """kitty.banker-keeps: the referee used to assume the attackers always won the last trick."""
    answer = referee("kitty_multiplier", {"last_trick": LAST, "won_by": "banker", "kitty": KITTY})
    assert answer["ok"], answer
    assert answer["answer"]["attackers_gain"] == 0
    assert answer["rule"]["id"] == "kitty.banker-keeps"
    assert answer["headline"]["en"] == (
        "The banker team won the last trick: the kitty's 25 points are not captured."
    )
    assert answer["headline"]["zh"] == "最后一轮庄家方赢：不抠底，底牌 25 分不计。"
    # the play on line 3 won (the judge's trick winner): seat 2 from the leader, North
    assert "(North)" in answer["reason"]


def test_a_kitty_of_the_wrong_size_for_the_table_is_refused_with_its_size() -> None:
    """Two decks and four players: 8 cards in the kitty (seed 002, §底牌)."""
    answer = referee(
        "kitty_multiplier", {"last_trick": LAST, "won_by": "attackers", "kitty": "SK S10"}
    )
    assert (answer["ok"], answer["field"]) == (False, "kitty")
    assert answer["error"] == (
        "Kitty: 2 cards, but with 2 decks and 4 players the kitty has 8 cards"
    )
    assert answer["error_zh"] == "底牌：2 张，但 2 副牌 4 人时底牌是 8 张"


@pytest.mark.parametrize(("decks", "players"), [(1, 4), (3, 4), (3, 6)])
def test_the_kitty_size_checked_is_the_tables(decks: int, players: int) -> None:
    rules = preset("default", decks=decks, players=players)
    size = rules.effective_kitty_size
    assert size == 54 * decks - players * rules.hand_size  # what is left after the deal
    cards = (["C3", "C4", "C6", "C7", "C8", "D3", "D4", "D6", "D7", "D8"] * 2)[: size + 1]
    code = rule_code(rules)
    refused = referee(
        "kitty_multiplier",
        {"last_trick": "S5\nS6\nS7\nS8", "won_by": "attackers", "kitty": " ".join(cards)},
        code,
    )
    assert refused["field"] == "kitty"
    assert f"the kitty has {size} cards" in refused["error"]
    if decks > 1:  # one deck has a single copy of each card
        ok = referee(
            "kitty_multiplier",
            {
                "last_trick": "S5\nS6\nS7\nS8",
                "won_by": "attackers",
                "kitty": " ".join(cards[:size]),
            },
            code,
        )
        assert ok["ok"], ok


# ------------------------------------------------------------------ the new level
def test_level_question_asks_each_teams_level() -> None:
    labels = [b["label"] for b in site_api.referee_form("level_change")]
    assert labels == ["Attackers' points", "Banker team's level", "Attackers' level"]
    assert [b["label"] for b in site_api.referee_form("level_change", "zh")][1:] == [
        "庄家方的级",
        "抓分方的级",
    ]


def test_the_attackers_climb_from_their_own_level() -> None:
    """125 points at 2 decks: the attackers take the bank and go up 1 (default table)."""
    answer = referee(
        "level_change", {"attacker_points": "125", "level": "10", "attacker_level": "7"}
    )
    assert answer["ok"], answer
    assert answer["answer"]["side"] == "attackers"
    assert answer["answer"]["levels"] == 1
    assert answer["answer"]["new_level"] == "8"  # from their 7, not from the 10 played
    assert "The attackers' new level: 8." in answer["headline"]["en"]
    assert "抓分方新的级：8。" in answer["headline"]["zh"]


def test_the_banker_team_climbs_from_the_level_played() -> None:
    answer = referee(
        "level_change", {"attacker_points": "75", "level": "10", "attacker_level": "7"}
    )
    assert answer["ok"], answer
    assert answer["answer"]["side"] == "banker"
    assert answer["answer"]["new_level"] == "J"
    assert "The banker team's new level: J." in answer["headline"]["en"]


def test_only_the_other_teams_level_gives_no_new_level_and_says_which_to_type() -> None:
    answer = referee("level_change", {"attacker_points": "125", "level": "10"})
    assert answer["ok"], answer
    assert "new_level" not in answer["answer"]
    assert answer["headline"]["en"].endswith("Type the attackers' level to see their new level.")
    assert answer["headline"]["zh"].endswith("填上抓分方的级，就能看到他们新的级。")


def test_a_bad_attackers_level_names_its_box() -> None:
    answer = referee("level_change", {"attacker_points": "125", "attacker_level": "Z"})
    assert (answer["ok"], answer["field"]) == (False, "attacker_level")
    assert answer["error"].startswith("Attackers' level: expected a rank")


# ------------------------------------------------------------------ the notebook's referee
def test_the_notebooks_referee_asks_the_same() -> None:
    from widgets.tools import Referee  # noqa: PLC0415

    ref = Referee(
        question="kitty_multiplier", level="2", suit="H", boxes={"last_trick": LAST, "kitty": KITTY}
    )
    won_by = ref.boxes["won_by"]
    assert won_by in ref.form.children
    assert won_by.value == ""  # nobody assumed
    ref._rule()
    assert "Who won the last trick: choose one" in ref.ruling.value
    won_by.value = "banker"
    ref._rule()
    assert "not captured" in ref.ruling.value
    ref.set_lang("zh")
    assert [label for label, _v in won_by.options] == ["— 请选择 —", "抓分方", "庄家方"]
    assert won_by.value == "banker"
    levels = Referee(
        question="level_change", boxes={"attacker_points": "125", "attacker_level": "7"}
    )
    levels._rule()
    assert "new level: 8" in levels.ruling.value
