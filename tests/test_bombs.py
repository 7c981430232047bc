"""shengji.io's bombs (``BombPolicy``) and its ``TrickUnitLength`` throw evaluation.

Sources: github rbtying/shengji, mechanics/src/trick.rs — ``BombPolicy`` (NoBombs, AllowBombs,
AllowBombsSuitFollowing), ``is_bomb``, ``Trick::_defeats`` and ``TrickFormat::is_legal_play``,
and its tests ``test_bomb_beats_tractor``, ``test_higher_bomb_beats_lower_bomb``,
``test_bomb_not_allowed_when_policy_disabled``, ``test_trump_bomb_beats_non_trump_bomb``,
``test_three_identical_cards_not_a_bomb``, ``test_bomb_suit_following_*`` and
``test_throw_evaluation_policy_trick_unit_length``. Both options default to the project's
behaviour (no bombs; ``over_ruff`` per preset), so no earlier verdict changes.
"""

from __future__ import annotations

import pytest

from tests.conftest import order
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.following import check_follow, legal_follows
from tractor_core.rules.presets import preset
from tractor_core.rules.ruleset import RuleSet
from tractor_core.rules.trick import trick_winner

# shengji.io's bomb tests play at level 4 with spades trump; 4 decks hold the quads.
BOMBS = ("shengji", "4", "S")


def test_bombs_default_to_off_in_every_preset() -> None:
    assert RuleSet().bombs.value == "no_bombs"
    assert preset("shengji", decks=4).bombs.value == "no_bombs"


def test_bombs_need_four_decks() -> None:
    """A bomb is 4 or more identical cards (trick.rs ``is_bomb``): impossible with 3 decks."""
    with pytest.raises(RuleConflictError, match=r"bombs='allow_bombs': .* needs decks=4"):
        preset("shengji", decks=3, bombs="allow_bombs")


def test_bomb_beats_tractor() -> None:
    """trick.rs ``test_bomb_beats_tractor``: S8 S8 S9 S9 led (hearts here: a side suit), the
    bomb D2 D2 D2 D2 of another suit takes the trick under allow_bombs."""
    rules = order(*BOMBS, decks=4, bombs="allow_bombs")
    plays = ["H8 H8 H9 H9", "D2 D2 D2 D2", "H3 H5 H6 H7", "H3 H5 H6 H7"]
    verdict = trick_winner(plays, rules)
    assert verdict.value == 1
    assert verdict.rule == "trick.bomb"
    assert "bomb" in verdict.reason
    assert "炸弹" in verdict.reason_zh
    assert trick_winner(plays, order(*BOMBS, decks=4)).value == 0  # no bombs: a discard


def test_higher_bomb_beats_lower_bomb() -> None:
    """trick.rs ``test_higher_bomb_beats_lower_bomb``: D3 x4 over D2 x4."""
    rules = order(*BOMBS, decks=4, bombs="allow_bombs")
    plays = ["H8 H8 H9 H9", "D2 D2 D2 D2", "D3 D3 D3 D3", "H5 H6 H7 H10"]
    assert trick_winner(plays, rules).value == 2


def test_trump_bomb_beats_non_trump_bomb() -> None:
    """trick.rs ``test_trump_bomb_beats_non_trump_bomb``; a side bomb of another suit does not
    beat the bomb already winning (shengji.io orders side suits by an internal table)."""
    rules = order(*BOMBS, decks=4, bombs="allow_bombs")
    assert trick_winner(["H8 H8 H9 H9", "DA DA DA DA", "S2 S2 S2 S2"], rules).value == 2
    assert trick_winner(["H8 H8 H9 H9", "S2 S2 S2 S2", "DA DA DA DA"], rules).value == 1
    assert trick_winner(["H8 H8 H9 H9", "DA DA DA DA", "C2 C2 C2 C2"], rules).value == 1


def test_three_identical_cards_are_not_a_bomb() -> None:
    """trick.rs ``test_three_identical_cards_not_a_bomb``: a triple never bombs a throw."""
    rules = order(*BOMBS, decks=4, bombs="allow_bombs")
    assert trick_winner(["H8 H8 H9", "D2 D2 D2"], rules).value == 0


def test_a_led_bomb_is_beaten_only_by_a_stronger_bomb() -> None:
    """trick.rs ``test_higher_bomb_beats_leader_bomb`` / ``test_leader_bomb_not_beaten_by_lower_bomb``."""
    rules = order(*BOMBS, decks=4, bombs="allow_bombs")
    assert trick_winner(["H8 H8 H8 H8", "H6 H6 H6 H6", "HA HK HK HK"], rules).value == 0
    assert trick_winner(["H8 H8 H8 H8", "H9 H9 H9 H9"], rules).value == 1


def test_a_bomb_may_follow_whatever_the_suit_under_allow_bombs() -> None:
    """trick.rs ``is_legal_play``: AllowBombs returns legal for any bomb."""
    hand = "D2 D2 D2 D2 H3 H5 H6 H7"
    allow = order(*BOMBS, decks=4, bombs="allow_bombs")
    verdict = check_follow("H8 H8 H9 H9", hand, "D2 D2 D2 D2", allow)
    assert verdict.value
    assert verdict.rule == "follow.bomb"
    assert not check_follow("H8 H8 H9 H9", hand, "D2 D2 D2 D2", order(*BOMBS, decks=4)).value
    plays = {" ".join(c.notation for c in p) for p in legal_follows("H8 H8 H9 H9", hand, allow)}
    assert plays == {"H7 H6 H5 H3", "D2 D2 D2 D2"}
    assert legal_follows("H8 H8 H9 H9", hand, allow).count() == 2


def test_bomb_suit_following_off_suit_rejected_when_has_led_suit() -> None:
    """trick.rs test of the same name: holding the led suit, an off-suit side bomb is refused."""
    rules = order("shengji", "4", "H", decks=4, bombs="allow_bombs_suit_following")
    assert not check_follow("S8 S8 S9 S9", "D2 D2 D2 D2 S3", "D2 D2 D2 D2", rules).value


def test_bomb_suit_following_off_suit_allowed_when_void() -> None:
    rules = order("shengji", "4", "H", decks=4, bombs="allow_bombs_suit_following")
    assert check_follow("S8 S8 S9 S9", "D2 D2 D2 D2 C3", "D2 D2 D2 D2", rules).value


def test_bomb_suit_following_trump_bomb_allowed() -> None:
    """trick.rs ``test_bomb_suit_following_trump_bomb_allowed``: a trump bomb while holding
    the led suit."""
    rules = order("shengji", "4", "H", decks=4, bombs="allow_bombs_suit_following")
    verdict = check_follow("S8 S8 S9 S9", "H2 H2 H2 H2 S3 S5 S6 S7", "H2 H2 H2 H2", rules)
    assert verdict.value
    assert verdict.rule == "follow.bomb"


# ------------------------------------------------------------------ TrickUnitLength
TUL_PLAYS = ["HA HK HK HK H9 H9", "S5 S5 S5 SQ SQ SA", "S5 S5 S5 SA SA S4", "S4 S4 S4 S3 S3 BJ"]


@pytest.mark.parametrize(
    ("over_ruff", "winner"),
    [("all_units", 1), ("highest_card", 3), ("trick_unit_length", 2)],
)
def test_throw_evaluation_policy_trick_unit_length(over_ruff: str, winner: int) -> None:
    """trick.rs ``test_throw_evaluation_policy_trick_unit_length`` (level 2, spades trump):
    All keeps P2, Highest gives P4 (the big joker), TrickUnitLength gives P3, whose triple ties
    and whose pair beats P2's (the single is not compared)."""
    # shengji.io's test plays S5 S5 S5 twice: 6 copies, so 6 or more decks here
    rules = order("shengji", "2", "S", decks=6, players=8, over_ruff=over_ruff)
    verdict = trick_winner(TUL_PLAYS, rules)
    assert verdict.value == winner
    if over_ruff == "trick_unit_length":
        assert "trick.over-ruff.trick-unit-length" in {
            verdict.rule,
            *(r["rule"] for r in verdict.details.get("rulings", []) if isinstance(r, dict)),
        }


# ------------------------------------------------------------------ the judge
def test_the_judge_answers_bomb_questions_with_the_bomb_fields() -> None:
    """Judge kinds trick_winner and follow_legal take bombs as a rule option and say which
    plays were bombs (``bombs``: seats; ``bomb``: the follow stood as a bomb)."""
    from tractor_core.api.judge import ask  # noqa: PLC0415

    rules = {"preset": "shengji", "decks": 4, "bombs": "allow_bombs"}
    trump = {"level": "4", "suit": "S"}
    answer = ask(
        {
            "kind": "trick_winner",
            "rules": rules,
            "trump": trump,
            "input": {"plays": ["H8 H8 H9 H9", "D2 D2 D2 D2", "H3 H5 H6 H7"]},
        }
    )
    assert answer["answer"] == {"winner": 1, "bombs": [1]}
    assert answer["rule"] == "trick.bomb"
    question = {
        "kind": "follow_legal",
        "rules": rules,
        "trump": trump,
        "input": {"lead": "H8 H8 H9 H9", "hand": "D2 D2 D2 D2 H3", "play": "D2 D2 D2 D2"},
    }
    follow = ask(question)
    assert follow["answer"]["legal"] is True
    assert follow["answer"]["bomb"] is True
    plain = ask({**question, "rules": {"preset": "shengji", "decks": 4}})
    assert plain["answer"]["legal"] is False
    assert "bomb" not in plain["answer"]  # no bombs: the answer keeps its earlier fields
