"""What the engine says, in Chinese too: errors, the close of the bidding, card pictures.

The Chinese lessons print what the engine says through helpers that choose the page's language
(``reason_of``, ``option_words``; the pictures follow ``TRACTOR_LANG``). A reviewer found English
on the Chinese pages where the engine had only English: ``BiddingClosed`` (lessons 9 and 10),
``IllegalPlayError`` (lesson 4), ``RuleConflictError`` (lesson 13), the cards' text alternatives
and the trick pictures' tags. ``str(error)`` stays English, for programmers.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

import pytest

from tractor_core import (
    IllegalPlayError,
    Rank,
    RuleConflictError,
    RuleSet,
    Suit,
    Trump,
    order_for,
    parse_cards,
    preset,
)
from tractor_core.play.hand import BiddingClosed, Hand, HandSetup
from tractor_core.rules.cards import Card, check_copies
from tractor_core.rules.declaring import verify_bid
from tractor_core.rules.errors import (
    NotationError,
    TooManyCopiesError,
    TractorError,
    UnknownPresetError,
)
from tractor_core.rules.ruleset import KittyMultiplier
from tractor_core.rules.throwing import verify_lead
from tractor_core.text.say import LANG_ENV
from tractor_core.words.rules_summary import value_words
from tractor_core.words.svg import Cards, HandRows, hand_svg, trick_svg
from widgets import option_words, reason_of

CJK = re.compile(r"[\u4e00-\u9fff]")
LEVEL10 = order_for(Trump(Rank.TEN, Suit.HEARTS))


def _raised(make: Callable[[], object]) -> TractorError:
    with pytest.raises(TractorError) as caught:
        make()
    return caught.value


# ------------------------------------------------------------------ engine errors
ERRORS: dict[str, Callable[[], object]] = {
    "mixed-suit lead (lesson 4)": lambda: verify_lead("SA HK", LEVEL10),
    "verify_x from a verdict": lambda: verify_bid("S6", 0, Rank.FIVE, preset("default")),
    "four_per_pair with 3 decks (lesson 13)": lambda: RuleSet(
        decks=3, kitty_multiplier=KittyMultiplier.FOUR_PER_PAIR
    ),
    "a preset with 4 decks (lesson 13)": lambda: preset("000", decks=4),
    "several conflicts": lambda: RuleSet(decks=9, players=3),
    "an option's value": lambda: preset("default", throw_penalty="a lot"),
    "an unknown option": lambda: RuleSet.from_dict({"penalty": "none"}),
    "an unknown preset": lambda: preset("house"),
    "a card that is no card": lambda: parse_cards("S10 X9"),
    "too many copies": lambda: check_copies(parse_cards("S5 S5 S5"), decks=2),
}


@pytest.mark.parametrize("case", ERRORS, ids=list(ERRORS))
def test_every_engine_error_has_a_chinese_message_and_stays_english_in_str(case: str) -> None:
    error = _raised(ERRORS[case])
    assert CJK.search(error.message_zh), (case, error.message_zh)
    assert re.match(r"[^\u4e00-\u9fff]*\b[a-z]{2,}\b", str(error)), str(error)  # English first
    assert error.message_zh != str(error)


def test_the_mixed_suit_lead_names_the_cards_and_their_suits_in_chinese() -> None:
    error = _raised(ERRORS["mixed-suit lead (lesson 4)"])
    assert str(error).startswith("♠A ♥K is not one suit (spades: ♠A; trumps: ♥K)")
    assert error.message_zh.startswith("黑桃A、红桃K 不是同一门（黑桃：黑桃A；主牌：红桃K）")


def test_a_verify_error_carries_the_verdicts_chinese_reason() -> None:
    from tractor_core.rules.declaring import check_bid  # noqa: PLC0415

    verdict = check_bid("S6", 0, Rank.FIVE, preset("default"))
    error = _raised(ERRORS["verify_x from a verdict"])
    assert isinstance(error, IllegalPlayError)
    assert (str(error), error.message_zh) == (verdict.reason, verdict.reason_zh)


def test_each_rule_conflict_is_named_in_chinese_with_its_option() -> None:
    error = _raised(ERRORS["several conflicts"])
    assert isinstance(error, RuleConflictError)
    assert error.message_zh.count("；") == str(error).count("; ")
    assert "decks=9：" in error.message_zh
    assert "players=3：" in error.message_zh


def test_too_many_copies_in_chinese_names_the_card_and_the_decks() -> None:
    error = _raised(ERRORS["too many copies"])
    assert isinstance(error, TooManyCopiesError)
    assert (
        error.message_zh == "'S5' 出现了 3 次（第 3 张在第 3 个位置），可是 2 副牌里每种牌只有 2 张"
    )


def test_a_notation_error_in_chinese_names_the_bad_token() -> None:
    error = _raised(ERRORS["a card that is no card"])
    assert isinstance(error, NotationError)
    assert "'X9'（第 2 张）读不懂" in error.message_zh


def test_an_unknown_preset_lists_the_presets_in_chinese() -> None:
    error = _raised(ERRORS["an unknown preset"])
    assert isinstance(error, UnknownPresetError)
    assert error.message_zh.startswith("没有叫 'house' 的预设；现有的预设：default、000")


def test_an_error_without_a_chinese_message_falls_back_to_english() -> None:
    assert TractorError("no cards").message_zh == "no cards"


def test_reason_of_gives_an_errors_message_in_the_pages_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    error = _raised(ERRORS["four_per_pair with 3 decks (lesson 13)"])
    monkeypatch.setenv(LANG_ENV, "en")
    assert reason_of(error) == str(error)
    monkeypatch.setenv(LANG_ENV, "zh")
    assert reason_of(error) == error.message_zh
    assert reason_of(ValueError("plain")) == "plain"


# ------------------------------------------------------------------ the close of the bidding
def _closed(first_hand: bool, seed: int) -> BiddingClosed:
    banker = None if first_hand else 1
    hand = Hand(HandSetup(preset("default"), seed=seed, banker=banker))
    while hand.phase == "deal":
        drew = hand.draw()
        if drew.card.rank == hand.level and hand.can_declare(drew.seat, [drew.card]):
            hand.declare(drew.seat, [drew.card])
    return hand.close_bidding()


@pytest.mark.parametrize("first_hand", [True, False], ids=["first hand", "later hand"])
def test_bidding_closed_gives_its_reason_in_chinese_too(first_hand: bool) -> None:
    closed = _closed(first_hand, seed=11)
    assert closed.banker is not None
    # the banker named by the compass seat, as every lesson and table names seats (issue 30)
    seat = ("South", "East", "North", "West")[closed.banker]
    assert closed.reason.startswith(f"{seat} ")
    assert closed.reason_zh.startswith("南东北西"[closed.banker])
    assert ("坐庄" if first_hand else "仍然坐庄") in closed.reason_zh


def test_bidding_closed_with_nobody_declaring_gives_the_no_bid_rules_chinese() -> None:
    hand = Hand(HandSetup(preset("default"), seed=11))
    while hand.phase == "deal":
        hand.draw()
    closed = hand.close_bidding()
    assert closed.rule.startswith("declare.no-bid")
    assert CJK.search(closed.reason_zh)


def test_reason_of_gives_bidding_closed_in_the_pages_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    closed = _closed(True, seed=11)
    monkeypatch.setenv(LANG_ENV, "zh")
    assert reason_of(closed) == closed.reason_zh
    monkeypatch.setenv(LANG_ENV, "en")
    assert reason_of(closed) == closed.reason


def test_a_replayed_hand_closes_the_bidding_with_the_same_reasons() -> None:
    hand = Hand(HandSetup(preset("default"), seed=11))
    while hand.phase == "deal":
        hand.draw()
    hand.close_bidding()
    again = Hand.replay(hand.setup, hand.log)
    assert again.log == hand.log


# ------------------------------------------------------------------ option values in words
def test_option_values_in_words_follow_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LANG_ENV, "zh")
    assert option_words("throw_penalty", preset("004").throw_penalty) == (
        "扣房间底金的一半，不扣分（004，网上玩法）"
    )
    assert (
        option_words("titanic_follow", "002") == "先跟两个三同张，再考虑对子拖拉机加两张单张（002）"
    )
    monkeypatch.setenv(LANG_ENV, "en")
    assert option_words("throw_penalty", "twenty_points") == "20 points (source 001)"
    with pytest.raises(ValueError, match="unknown rule option 'penalty'"):
        value_words("penalty", "none")


# ------------------------------------------------------------------ pictures
def _labels(svg: str) -> list[str]:
    return re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r"<title>([^<]*)</title>", svg)


@pytest.mark.parametrize(
    "picture",
    [
        lambda: Cards("S10 BJ", LEVEL10)._repr_svg_(),
        lambda: HandRows("S10 BJ HA", LEVEL10)._repr_html_(),
        lambda: trick_svg(["SK", "SA", "S3", "H2"], LEVEL10, winner=3),
    ],
    ids=["Cards", "HandRows", "trick_svg"],
)
def test_card_pictures_are_labelled_in_the_pages_language(
    picture: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LANG_ENV, "zh")
    chinese = picture()
    assert all(CJK.search(label) for label in _labels(chinese)), _labels(chinese)
    assert not re.search(r"\b(of|joker|trump|leads|wins|South|trick)\b", " ".join(_labels(chinese)))
    monkeypatch.setenv(LANG_ENV, "en")
    english = picture()
    assert not any(CJK.search(label) for label in _labels(english) if "大王" not in label)
    assert " of spades" in " ".join(_labels(english))


def test_a_trick_picture_in_chinese_names_the_seats_and_marks_leader_and_winner() -> None:
    svg = trick_svg(["SK", "SA", "S3", "H2"], LEVEL10, winner=3, lang="zh")
    assert ">南 · 首家</text>" in svg
    assert ">西 · 赢</text>" in svg
    assert 'aria-label="一轮牌：南首出黑桃K — 副牌；' in svg
    assert "西出红桃2 — 主花色牌（主牌），赢了这一轮。" in svg


def test_an_explicit_language_wins_over_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LANG_ENV, "zh")
    assert 'aria-label="ten of spades"' in hand_svg([Card.parse("S10")], None, lang="en")
    assert 'aria-label="黑桃10"' in Cards("S10", None)._repr_svg_()


def test_a_cell_run_on_a_chinese_page_labels_its_pictures_and_errors_in_chinese(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The page's cell runner (sitebuild/lesson_runner): a Chinese lesson's cell draws its cards
    with Chinese labels and gives an engine error's Chinese message through ``reason_of``, as the
    built page does; the English lesson's, English; the language is put back after the run."""
    from sitebuild.lesson_runner import forget, run_cell  # noqa: PLC0415 - the page's runner

    monkeypatch.delenv(LANG_ENV, raising=False)
    cell = (
        "from tractor_core import RuleConflictError, RuleSet\n"
        "from tractor_core.words.svg import Cards\n"
        "from widgets import option_words, reason_of\n"
        "try:\n"
        "    RuleSet(decks=3, kitty_multiplier='four_per_pair')\n"
        "except RuleConflictError as err:\n"
        "    print(reason_of(err))\n"
        "print(option_words('throw_penalty', 'stake'))\n"
        "Cards('S10')"
    )
    for lesson, said, label in (
        ("test-pictures.zh", "只适用于 1 副或 2 副牌", 'aria-label="黑桃10"'),
        ("test-pictures", "is defined for 1 or 2 decks only", 'aria-label="ten of spades"'),
    ):
        answer = run_cell(lesson, [cell], 0)
        forget(lesson)
        assert answer["ok"], answer["error"]
        assert said in answer["outputs"][0]["text"]
        assert label in answer["outputs"][-1]["svg"]
    assert LANG_ENV not in os.environ


def test_a_puzzles_static_cards_are_labelled_in_the_pages_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before the page's script mounts a puzzle, its cards are text labelled for screen readers
    (``face_text``): in Chinese on a Chinese page."""
    from tractor_core import puzzles  # noqa: PLC0415
    from widgets.live import LivePuzzle  # noqa: PLC0415

    state = puzzles.initial_state("order", seed=1)
    monkeypatch.setenv(LANG_ENV, "zh")
    chinese = _labels(LivePuzzle(state)._repr_html_())
    assert chinese
    assert all(CJK.search(label) for label in chinese), chinese
    monkeypatch.setenv(LANG_ENV, "en")
    english = _labels(LivePuzzle(state)._repr_html_())
    assert all(re.search(r" of |joker", label) for label in english), english
