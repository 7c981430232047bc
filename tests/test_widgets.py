"""The puzzle widgets, headless, with a mocked comm (as ipywidgets' own tests do).

Each puzzle kind is generated from a fixed id, answered wrongly and rightly through the same
custom message the front-end sends when the reader clicks, and the feedback must carry the
engine's verdict and rule id. Typed garbage gives an inline error and counts as no attempt.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from ipywidgets.widgets.tests.utils import setup_test_comm, teardown_test_comm

from tractor_core import CATALOGUE, Rank, Suit, Trump, order_for, puzzles
from tractor_core.rules.cards import shoe
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import rule_code
from tractor_core.rules.ruleset import option_docs
from tractor_core.words.catalogue import OPTION_DOCS_ZH, TITLES_ZH
from widgets import (
    HandRows,
    HouseRulesPicker,
    LivePuzzle,
    PuzzleWidget,
    Referee,
    TrickExplorer,
    puzzle,
    tool,
)
from widgets.live import SITE_BUILD_ENV
from widgets.tools import KernelOnly


@pytest.fixture(autouse=True)
def mocked_comm() -> Iterator[None]:
    setup_test_comm()
    yield
    teardown_test_comm()


def click(widget: PuzzleWidget, **content: Any) -> dict[str, Any]:
    """Deliver a front-end custom message through the widget's comm handler."""
    widget._handle_msg(
        {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
    )
    state: dict[str, Any] = widget.state
    return state


def wrong_answer(p: Mapping[str, Any]) -> Any:
    sol = p["_solution"]
    kind = p["answer_type"]
    if kind == "yesno":
        return not sol
    if kind in ("choice", "seat"):
        return next(i for i in range(len(p["options"])) if i != sol)
    if kind == "numbers":
        return [sol[0] + 1, sol[1]]
    if kind == "side_levels":
        return ["attackers" if sol[0] == "banker" else "banker", sol[1]]
    return list(reversed(sol))


@pytest.mark.parametrize("kind", puzzles.KINDS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_puzzle_widget_judges_wrong_and_right_answers_with_the_rule(kind: str, seed: int) -> None:
    w = PuzzleWidget(kind, difficulty=2, seed=seed)
    pid = w.state["puzzle"]["id"]
    assert pid == f"{kind}-default-2-{seed}"
    full = puzzles.make_puzzle(pid)
    if kind == "follow":  # several options may be legal; a wrong one is any illegal option
        legal = puzzles.check(pid, full["_solution"])["expected"]
        bad = next(i for i in range(len(full["options"])) if i not in legal)
    else:
        bad = wrong_answer(full)
    state = click(w, type="check", answer=bad)
    assert state["feedback"]["correct"] is False
    assert state["feedback"]["why"]["en"]
    assert "expected" not in state["feedback"], "a wrong try does not give the answer away"
    assert state["score"] == {"tried": 1, "solved": 0, "streak": 0, "best_streak": 0}
    state = click(w, type="reveal")
    assert state["feedback"]["rule"]["id"] in CATALOGUE
    assert state["feedback"]["reason"]

    state = click(w, type="check", answer=full["_solution"])
    assert state["feedback"]["correct"] is True
    assert state["feedback"]["reason"] == puzzles.check(pid, full["_solution"])["reason"]
    # only the first answer to a puzzle counts
    assert state["score"]["tried"] == 1


def test_state_changes_are_sent_over_the_comm() -> None:
    w = PuzzleWidget("tractor", seed=4)
    before = len(w.comm.messages)
    click(w, type="hint")
    assert len(w.comm.messages) > before
    sent = w.comm.messages[-1][1]["data"]
    assert sent["method"] == "update"
    assert sent["state"]["state"]["hint"]["en"].startswith("First check")


def test_hint_next_lens_and_settings() -> None:
    w = PuzzleWidget("kitty", seed=2)
    assert click(w, type="hint")["hint"]["en"]
    click(w, type="reveal")  # the house-rules table is the answer: it opens once it is shown
    lens = click(w, type="lens")["lens"]
    assert {row["preset"] for row in lens} >= {"default", "000", "004", "shengji"}
    assert any(row["differs"] for row in lens), "kitty formulas differ between presets"
    nxt = click(w, type="next")
    assert nxt["puzzle"]["id"] == "kitty-default-1-3"
    assert nxt["feedback"] is None
    assert nxt["lens"] is None
    zh = click(w, type="settings", lang="zh", preset="004", difficulty=3)
    assert zh["lang"] == "zh"
    assert zh["puzzle"]["id"] == "kitty-004-3-3", "a new difficulty is dealt under the rules"


def test_typed_garbage_shows_an_inline_error_and_counts_nothing() -> None:
    w = PuzzleWidget("order", seed=1)
    state = click(w, type="parse", text="BJ S1 H5")
    assert state["error"] == "'S1' at position 2: rank must be 2-10, J, Q, K or A"
    state = click(w, type="check", answer="BJ XX")
    assert "'XX' at position 2" in state["error"]
    assert state["score"]["tried"] == 0
    assert state["feedback"] is None
    assert click(w, type="parse", text="BJ S10")["error"] is None


def test_bad_messages_never_raise() -> None:
    w = PuzzleWidget("levels", seed=1)
    assert "unknown action" in click(w, type="dance")["error"]
    assert "not a whole number" in click(w, type="check", answer=["banker", "lots"])["error"]
    assert "puzzle id" in click(w, type="load", id="nonsense")["error"]
    assert click(w, type="settings", preset="bridge")["error"].startswith("unknown preset")


def test_lessons_get_a_widget_in_jupyter_and_static_html_on_the_site(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert isinstance(puzzle("tractor", seed=3), PuzzleWidget)
    monkeypatch.setenv(SITE_BUILD_ENV, "1")
    live = puzzle("tractor", seed=3)
    assert isinstance(live, LivePuzzle)
    html = live._repr_html_()
    assert 'class="tc-live"' in html
    assert '<template class="tc-state">' in html
    assert "<script" not in html, "Material's instant navigation re-runs every script as JS"
    assert 'class="tc-tcard' in html
    assert 'role="img" aria-label="' in html
    assert "_solution" not in html
    assert "<svg" not in html, "the site's puzzles name their cards; the deck draws them once"


def test_puzzle_cards_are_named_and_drawn_from_one_deck() -> None:
    w = PuzzleWidget("order", seed=2)
    faces = w.state["puzzle"]["faces"]
    assert faces["LJ"] == {
        "alt": "little joker",  # its name only: which cards are trumps is the question
        "trump": False,  # and no mark says it (issue 28, item 2), unless the reader asks
        "level": False,
    }
    marked = click(w, type="settings", marks=True)["puzzle"]["faces"]
    assert marked["LJ"] == {"alt": "little joker, trump", "trump": True, "level": False}
    assert marked["H10"]["trump"] is False
    w = PuzzleWidget("order", seed=2)
    # every piece puzzle.js draws a card with is in the deck the widget sends once
    for piece in ("blank", "mark-trump", "mark-level", "r-10", "r-A", "s-S", "s-D", "j-BJ", "j-LJ"):
        assert f'id="tc-{piece}"' in w.deck
    # the colour-blind four-colour deck: hearts, clubs and diamonds change colour
    assert '[data-palette="four"] .tc-ink-C{fill:#009e73}' in w.deck
    four = click(w, type="settings", palette="four")
    assert four["palette"] == "four"
    assert four["puzzle"]["faces"] == faces


# ----------------------------------------------------------------------------------- the tools
def test_house_rules_picker_builds_rules_and_reports_conflicts() -> None:
    picker = HouseRulesPicker("004")
    assert picker.rules.kitty_multiplier.value == "four_per_pair"
    picker.options["over_ruff"].value = "all_units"
    assert picker.rules.over_ruff.value == "all_units"
    assert picker.judge_rules() == {"preset": "004", "over_ruff": "all_units"}
    picker.options["decks"].value = 3  # 004's ×4n kitty has no value for triples
    assert "no value for triples" in picker.error.value
    assert "tractor ×4 for each pair (source 004)" in picker.error.value  # in plain words
    assert picker.rules.decks == 2  # the last valid choice is kept
    w = PuzzleWidget("kitty", seed=1)
    picker.attach(w)
    assert w.state["rules"] == rule_code(picker.rules, "004"), "004 with all_units, as a code"
    assert w.state["puzzle"]["id"] == "kitty-default-1-1"
    picker.preset.value = "shengji"
    assert w.state["rules"] == "shengji"


def test_a_picker_option_reaches_the_attached_puzzle_and_a_refusal_resets_the_menu() -> None:
    """Issue: the picker's option changes (kitty_multiplier=power_of_two) were ignored by an
    attached puzzle, and a refused combination left the menu showing the refused value."""
    picker = HouseRulesPicker("default")
    w = PuzzleWidget("kitty", seed=3)  # the last trick's lead is a tractor: C8 C8 C6 C6
    picker.attach(w)
    w.act(type="reveal")
    before = w.state["feedback"]["expected"]
    picker.options["kitty_multiplier"].value = "power_of_two"  # 000: ×2^n, n = 2 × tractor
    assert w.state["puzzle"]["id"] == "kitty-default-1-3", "the same position"
    assert w.state["rules"] == rule_code(preset("default", kitty_multiplier="power_of_two"))
    after = w.state["feedback"]["expected"]
    assert after == puzzles.make_puzzle("kitty-default-1-3", rules=w.state["rules"])["_solution"]
    assert after[0] == 2 * before[0], "×2^(2·2) = 16 under 000's formula, ×4·2 = 8 by default"
    nxt = w.act(type="next")
    assert nxt["puzzle"]["id"] == "kitty-default-1-4", "a new deal by the code's preset"
    assert nxt["rules"] == w.state["rules"]
    # 004's ×4n kitty has no value for triples: three decks are refused, the menu shows 2 again
    picker = HouseRulesPicker("004")
    picker.options["decks"].value = 3
    assert "no value for triples" in picker.error.value
    assert picker.options["decks"].value == 2
    assert picker.rules.decks == 2


def test_the_picker_describes_every_option_in_chinese() -> None:
    """OPTION_DOCS_ZH: the picker in 中文 shows Chinese descriptions, not the RuleSet's English."""
    picker = HouseRulesPicker(lang="zh")
    assert picker.preset.description == "房规"  # the site's tools' word too
    english = {d["name"]: d["doc"] for d in option_docs()}
    rows = picker.option_rows
    assert len(rows) == len(picker.options)
    for name, row in zip(picker.options, rows, strict=True):
        text = row.children[1].value
        assert re.search(r"[\u4e00-\u9fff]", text), text
        # no English sentence: the English description's words do not come back
        words = set(re.findall(r"[a-z]{4,}", english[name])) - {"shengji"}
        assert not words & set(re.findall(r"[a-z]{4,}", text)), text


def test_every_option_and_rule_has_a_chinese_text() -> None:
    """Issue: the house-rules menu's descriptions and the rule titles were English in 中文."""
    assert set(OPTION_DOCS_ZH) == {d["name"] for d in option_docs()}
    assert set(TITLES_ZH) == set(CATALOGUE)
    for text in [*OPTION_DOCS_ZH.values(), *TITLES_ZH.values()]:
        assert re.search(r"[\u4e00-\u9fff]", text), text


def test_referee_rules_a_trick_with_reasons_and_keeps_bad_text() -> None:
    ref = Referee()
    ref.question.value = "trick_winner"
    ref.level.value = "10"
    ref.suit.value = "H"
    ref.boxes["plays"].value = "S5 S4 S4\nH9 H7 H7\nH8 H8 H4\nS2 S3 S6"
    ref.button.click()
    assert "over-ruffs" in ref.ruling.value
    # the rule by its title, for a reader; its id stays in the engine and the catalogue
    assert CATALOGUE["trick.over-ruff.largest-unit-first"].title in ref.ruling.value
    assert "trick.over-ruff.largest-unit-first" not in ref.ruling.value
    ref.boxes["plays"].value = "S5 S4 S1\nH9 H7 H7"
    assert "line 1: &#x27;S1&#x27; at position 3" in ref.input_error.value
    ref.button.click()
    assert "Cannot rule" in ref.ruling.value
    assert ref.boxes["plays"].value == "S5 S4 S1\nH9 H7 H7"


def test_referee_headline_is_plain_words_not_a_record() -> None:
    """Tracker (lessons in JupyterLab): the headline read as a raw value ({'winner': 2})."""
    ref = Referee(lead="SA", others="S3\nH5\nS4")
    ref.button.click()
    assert "<b>North (line 3) wins the trick; South led (line 1).</b>" in ref.ruling.value
    assert "{" not in ref.ruling.value.split("</b>")[0]
    ref.question.value = "is_tractor"
    ref.boxes["cards"].value = "S5 S5 S4 S4"
    ref.button.click()
    assert "<b>Yes, a tractor.</b>" in ref.ruling.value


def test_referee_asks_for_the_plays_when_only_a_lead_is_given() -> None:
    """Tracker: "Who wins this trick?" with only a lead answered "Seat 0 wins"."""
    ref = Referee(lead="SA")
    ref.button.click()
    assert "type every player&#x27;s play" in ref.ruling.value
    assert "wins" not in ref.ruling.value


def test_referee_errors_name_the_box_not_the_judge_field() -> None:
    """Tracker: an error named input.plays[3] instead of the box the reader typed in."""
    ref = Referee(lead="SA", others="S3\nH5\nSx")
    ref.button.click()
    assert "Plays, line 4" in ref.ruling.value
    assert "input." not in ref.ruling.value
    assert ref.boxes["plays"].value == "SA\nS3\nH5\nSx"


def test_trick_explorer_steps_through_a_played_hand() -> None:
    explorer = TrickExplorer(seed=3)
    assert explorer.hand is not None
    n = len(explorer.hand.tricks)
    # every card of the four 25-card hands is played (throws play several units in one trick)
    assert sum(len(play) for t in explorer.hand.tricks for play in t.plays) == 100
    assert f"Trick 1 of {n}" in explorer.position.value
    explorer.next.click()
    assert f"Trick 2 of {n}" in explorer.position.value
    explorer.show(99)
    assert f"Trick {n} of {n}" in explorer.position.value
    assert "<svg" in explorer.picture.value
    # one name per player (issue 30 item 4): the picture, the headline and the reason all name
    # the table's compass seats (South is seat 0), never "seat n" counted from the leader
    trick = explorer.hand.tricks[n - 1]
    compass = ("South", "East", "North", "West")
    assert f"{compass[trick.winner]} wins." in explorer.ruling.value
    assert f"{compass[trick.winner]} wins the trick." in explorer.ruling.value
    assert not re.search(r"\b[Ss]eat \d", explorer.ruling.value)
    assert f"{compass[trick.leader]} · leads" in explorer.picture.value


def test_tool_gives_the_widget_with_a_kernel_and_a_note_on_the_site(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Lessons 5, 10 and 13 call tool(...): a widget in JupyterLab; on the static site, where
    ipywidgets have no kernel, a note saying where the tool runs."""
    ref = tool(
        "referee",
        show_picker=True,
        level="10",
        suit="H",
        lead="S5 S4 S4",
        others="H9 H7 H7\nH8 H8 H4\nS2 S3 S6",
    )
    assert isinstance(ref, Referee)
    assert isinstance(ref.children[1], HouseRulesPicker)  # under the 中文/English switch
    ref.button.click()
    assert "<b>North (line 3) wins the trick" in ref.ruling.value  # 000: 884 over-ruffs 977 on 544
    assert isinstance(tool("explorer", seed=3), TrickExplorer)
    with pytest.raises(ValueError, match="tool 'judge': expected one of picker, referee, explorer"):
        tool("judge")
    monkeypatch.setenv(SITE_BUILD_ENV, "1")
    note = tool("referee", lead="SA")
    assert isinstance(note, KernelOnly)
    assert "JupyterLab" in note._repr_html_()
    note.attach(puzzle("kitty", seed=3))  # a lesson attaches puzzles to the picker: no error


def test_a_long_hand_is_drawn_in_rows_that_wrap() -> None:
    """Issue (lessons in JupyterLab): lesson 10's 25-card hands were cut off at 1366 px. A hand
    is drawn in rows of at most 13 cards, in the order players hold it, every card once."""
    order = order_for(Trump(Rank.TEN, Suit.HEARTS))
    hand = list(shoe(1))[:25]
    rows = HandRows(hand, order)
    assert [len(r) for r in rows.rows] == [13, 12]
    assert [c for r in rows.rows for c in r] == [c.notation for c in order.sorted(hand)]
    html_ = rows._repr_html_()
    assert html_.count('class="tc-hand"') == 2
    assert "flex-wrap: wrap" in html_
    with pytest.raises(ValueError, match="per_row must be at least 1"):
        HandRows(hand, order, per_row=0)


def test_the_picker_speaks_plain_words_in_the_lessons_language() -> None:
    """Issue 31 item 6: option names and values were Python identifiers in both languages
    (``kitty_multiplier`` / ``twice_unit_size``); they are the house-rules builder's words."""
    from tractor_core.words.option_words import OPTION_WORDS, value_words  # noqa: PLC0415

    for lang, i in (("en", 0), ("zh", 1)):
        picker = HouseRulesPicker("default", lang=lang)
        for name, box in picker.options.items():
            assert box.description == OPTION_WORDS[name].label[i]
            assert "_" not in box.description
            for label, value in box.options:
                assert label == value_words(name, value, lang)
                assert not isinstance(value, str) or "_" not in value or value not in label
        kitty = picker.options["kitty_multiplier"]
        assert dict(kitty.options)[value_words("kitty_multiplier", "twice_unit_size", lang)] == (
            "twice_unit_size"
        )
        docs = " ".join(row.children[1].value for row in picker.option_rows)
        assert "ThrowEvaluationPolicy" not in docs
    picker = HouseRulesPicker("default", lang="en")
    picker.switch.value = "zh"  # the switch relabels every menu, keeping each choice
    assert picker.options["decks"].description == "用几副牌"
    assert picker.options["decks"].value == 2


def test_every_tool_has_its_projector_size_and_a_minus_a_plus() -> None:
    """Issue 31 item 5: the tools follow JupyterLab's text size times their own A−/A+ scale
    (the browser side: tests/site/test_tools_lab.py)."""
    from widgets.tools import SCALES  # noqa: PLC0415

    referee = Referee(show_picker=True, lang="en")
    explorer = TrickExplorer(lang="zh")
    picker = HouseRulesPicker(lang="en")
    for widget in (referee, explorer, picker):
        assert "tc-tool" in widget._dom_classes
        assert "--jp-content-font-size1" in widget.size_style.value
        assert widget.resize(+1) == 1.15
        assert f"--tc-tool-scale: {SCALES[3]};" in widget.size_style.value
        for _ in range(20):
            widget.resize(-1)
        assert widget.resize(-1) == SCALES[0]  # never smaller than the smallest step
    # the referee's own picker has no A−/A+ of its own: the referee's serve both
    assert "tc-tool" not in referee.picker._dom_classes
    assert referee.picker.switch_row.layout.display == "none"
    # its options fold under the preset, so the referee with its picker fits a projector
    assert referee.picker.more.selected_index is None
