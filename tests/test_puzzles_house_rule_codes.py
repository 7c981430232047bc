"""A puzzle judged under house rules given as a rule code (issue: the lessons in JupyterLab — a
house-rules picker's option change, such as kitty_multiplier=power_of_two, must reach an
attached puzzle). The state's ``rules`` may be a code; the position stays, the answer is the
engine's under the code's rules, and a bad code is refused by name."""

from __future__ import annotations

from tractor_core import puzzles
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import rule_code

POWER_OF_TWO = rule_code(preset("default", kitty_multiplier="power_of_two"), "default")


def test_a_rule_code_rejudges_the_same_position() -> None:
    """kitty.power-of-two (000: "闲家用 4455 抠底，翻 16 倍") against the default ×2 per card."""
    state = puzzles.handle(puzzles.initial_state("kitty", seed=3), {"type": "reveal"})
    assert state["feedback"] is not None
    assert state["feedback"]["rule"]["id"] == "kitty.twice-unit-size"
    after = puzzles.handle(state, {"type": "settings", "preset": POWER_OF_TWO})
    assert after["error"] is None
    assert after["rules"] == POWER_OF_TWO
    assert after["puzzle"]["id"] == state["puzzle"]["id"]
    assert after["feedback"] is not None
    assert after["feedback"]["rule"]["id"] == "kitty.power-of-two"
    assert (
        after["feedback"]["expected"]
        == puzzles.check("kitty-default-1-3", after["feedback"]["expected"], rules=POWER_OF_TWO)[
            "expected"
        ]
    )
    lens = puzzles.handle(after, {"type": "lens"})["lens"]
    assert lens is not None
    assert {row["preset"] for row in lens if not row["differs"]} >= {"000"}


def test_a_new_puzzle_under_a_code_is_dealt_by_its_preset() -> None:
    state = puzzles.handle(
        puzzles.initial_state("kitty", seed=3), {"type": "settings", "preset": POWER_OF_TWO}
    )
    nxt = puzzles.handle(state, {"type": "next"})
    assert nxt["puzzle"]["id"] == "kitty-default-1-4"
    assert nxt["rules"] == POWER_OF_TWO
    harder = puzzles.handle(state, {"type": "settings", "difficulty": 2})
    assert harder["puzzle"]["id"] == "kitty-default-2-3"


def test_a_bad_code_is_refused_and_the_rules_stay() -> None:
    state = puzzles.initial_state("kitty", seed=3)
    bad = POWER_OF_TWO[:-1] + ("A" if POWER_OF_TWO[-1] != "A" else "B")
    after = puzzles.handle(state, {"type": "settings", "preset": bad})
    assert after["rules"] == "default"
    assert after["error"] is not None
    assert "checksum" in after["error"]
