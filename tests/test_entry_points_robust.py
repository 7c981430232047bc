"""The reproducers of issue 27, "No entry point raises (the ones documented 'never raise' included)".

Each test is one item of that section: the input a tester tried, and the clear answer or the
clear refusal (in English and Chinese where a reader sees it) the engine now gives instead of a
traceback, a wrong message or a state the rules forbid. Sources: the judge's and the site's
contracts (``tractor_core/api/judge.py``, ``tractor_core/api/site_api.py``: JSON in, JSON out, never an
exception), shengji.io's settings (``core/src/settings.rs``, ``set_kitty_size``) for the kitty.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.conftest import run_cli
from tractor_core.api import practice, site_api
from tractor_core.api.judge import ask
from tractor_core.puzzles import registry
from tractor_core.puzzles.follow_units import long_tractor_position
from tractor_core.puzzles.schema import Kind
from tractor_core.puzzles.worksheet import worksheet_items
from tractor_core.rules.cards import check_copies, parse_cards
from tractor_core.rules.errors import RuleCodeError, RuleConflictError
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import is_rule_code, rule_code, rules_from_code
from tractor_core.rules.ruleset import LevelTable, Partners, RuleSet

#: The issue's reproducer: shengji, 4 decks, trump level 2 spades; a triple tractor of clubs
#: led, a hand with a tractor of pairs that the play breaks (rule ``follow.wide-ladder``).
WIDE_LEAD = "CA CA CA CK CK CK"
WIDE_HAND = "C9 C9 C8 C8 C7 C7 C3 C4"
WIDE_PLAY = "C3 C4 C9 C8 C7 C7"


def call(fn: Any, *args: Any) -> dict[str, Any]:
    answer = json.loads(fn(*(json.dumps(a) for a in args)))
    assert isinstance(answer, dict)
    return answer


def referee(kind: str, boxes: dict[str, str], rules: Any = "default", trump: Any = None) -> Any:
    question = {"kind": kind, "rules": rules, "trump": trump, "boxes": boxes}
    return call(site_api.referee, question)


# ------------------------------------------------------------------ the wide ladder's "required"
def test_the_judge_names_the_cards_a_wide_ladder_follow_owed_as_card_codes() -> None:
    """``required`` is a list of card codes for every follow rule, the wide ladder's included."""
    answer = ask(
        {
            "kind": "follow_legal",
            "rules": {"preset": "shengji", "decks": 4},
            "trump": {"level": "2", "suit": "S"},
            "input": {"lead": WIDE_LEAD, "hand": WIDE_HAND, "play": WIDE_PLAY},
        }
    )
    assert answer["rule"] == "follow.wide-ladder"
    assert answer["answer"] == {"legal": False, "required": ["C7", "C7", "C8", "C8", "C9", "C9"]}
    json.dumps(answer)  # plain JSON: no Card objects


def test_the_referee_rules_on_an_illegal_wide_ladder_follow_in_both_languages() -> None:
    answer = referee(
        "follow_legal",
        {"lead": WIDE_LEAD, "hand": WIDE_HAND, "play": WIDE_PLAY},
        {"preset": "shengji", "options": {"decks": 4}},
        {"level": "2", "suit": "S"},
    )
    assert answer["ok"], answer
    assert answer["rule"]["id"] == "follow.wide-ladder"
    assert answer["headline"] == {
        "en": "Not legal. It had to include ♣7 ♣7 ♣8 ♣8 ♣9 ♣9.",
        "zh": "不合法。必须出 梅花7、梅花7、梅花8、梅花8、梅花9、梅花9。",
    }


# ------------------------------------------------------------------ the stray "="
@pytest.mark.parametrize(
    ("points", "en", "zh"),
    [
        ("999999", "999999 is not a multiple of 5", "999999 不是 5 的倍数"),
        ("-10005", "-10005 is below this level table's lowest score, -10000", "最低分 -10000"),
    ],
)
def test_the_referees_points_refusal_names_the_box_and_the_number_without_a_stray_sign(
    points: str, en: str, zh: str
) -> None:
    """The judge wrote ``input.attacker_points=999999: ...``; the page showed ``: =999999``."""
    answer = referee("level_change", {"attacker_points": points})
    assert answer["ok"] is False
    assert answer["field"] == "attacker_points"
    assert answer["error"].startswith(f"Attackers' points: {en}"), answer["error"]
    assert answer["error_zh"].startswith("抓分方得分："), answer["error_zh"]
    assert zh in answer["error_zh"]
    assert "=" not in answer["error"] + answer["error_zh"]


def test_the_judge_writes_a_bad_score_as_input_path_colon_message() -> None:
    answer = ask({"kind": "level_change", "input": {"attacker_points": 999999}})
    assert answer["error"].startswith("input.attacker_points: 999999 is not a multiple of 5")


def test_the_referee_gives_the_judges_chinese_for_too_many_copies_and_a_bad_trump() -> None:
    copies = referee("trick_winner", {"plays": "S5 S5\nS5"}, trump={"level": "2", "suit": "H"})
    assert copies["field"] == "plays"
    assert "2 副牌里每种牌只有 2 张" in copies["error_zh"]
    trump = referee("trick_winner", {"plays": "S5\nS6"}, trump={"level": "1", "suit": "H"})
    assert trump["field"] == "trump"
    assert trump["error_zh"].startswith("trump：读不懂 '1'")


# ------------------------------------------------------------------ rule code versions
#: Other spellings of a version number ``v`` (1 to 9): what ``int()`` reads, or fails on.
SPELLINGS = {
    "superscript": lambda v: "⁰¹²³⁴⁵⁶⁷⁸⁹"[v],
    "arabic-indic": lambda v: chr(0x660 + v),
    "extended arabic-indic": lambda v: chr(0x6F0 + v),
    "mathematical bold": lambda v: chr(0x1D7CE + v),
    "fullwidth": lambda v: chr(0xFF10 + v),
    "leading zero": lambda v: f"0{v}",
}


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_a_rule_code_version_is_read_only_in_its_canonical_spelling(spelling: str) -> None:
    """``t3`` only: ``t03``, ``t³``, ``t٣`` (which ``int()`` reads or fails on) are refused."""
    good = rule_code(preset("default", decks=3))
    head, rest = good.split(".", 1)
    assert rules_from_code(good) == preset("default", decks=3)
    bad = f"t{SPELLINGS[spelling](int(head[1:]))}.{rest}"
    assert is_rule_code(bad)  # shaped like a code: refused as one, not as an unknown preset
    with pytest.raises(RuleCodeError, match="not written as codes write it") as caught:
        rules_from_code(bad)
    assert "版本号" in caught.value.message_zh
    choice = call(site_api.rules_choice, bad)
    assert choice["ok"] is False
    assert "invalid literal" not in choice["error"]
    assert "版本号" in choice["error_zh"]


@pytest.mark.parametrize("command", [["rules", "--summary"], ["rules", "--code"]])
def test_the_rules_commands_refuse_a_non_ascii_version_with_a_usage_error(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run_cli([*command, "--rules", "t².default.lcPy"], capsys)
    assert code == 2
    assert out == ""
    assert "not written as codes write it" in err
    assert "Traceback" not in err


def test_the_worksheet_command_refuses_a_non_ascii_version_with_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    out_file = tmp_path / "sheet.html"
    code, _out, err = run_cli(
        ["worksheet", "--rules", "t١.default.lcPy", "--out", str(out_file)], capsys
    )
    assert code == 2
    assert "not written as codes write it" in err
    assert not out_file.exists()


def test_a_rule_code_with_a_5000_digit_version_is_an_unknown_version() -> None:
    with pytest.raises(RuleCodeError, match="is not known; this release reads versions 1, 2 and 3"):
        rules_from_code("t" + "9" * 5000 + ".default.lcPy")


# ------------------------------------------------------------------ the kitty's size
def _code_with(option: str, value: Any, preset_name: str = "default") -> str:
    """A well-formed rule code (checksum and all) carrying ``option=value``, valid or not.

    Written byte by byte as :mod:`tractor_core.rules.rule_codes` documents its format, so that a code
    a rule set could never produce can be handed to the decoder.
    """
    from tractor_core.rules import rule_codes  # noqa: PLC0415 - its private byte writers

    version = rule_codes.CURRENT_VERSION
    table = rule_codes._OPTIONS_OF[version]
    index = next(i for i, (name, _kind) in enumerate(table) if name == option)
    body = bytes([index]) + rule_codes._encode_value(table[index][1], value)
    head = f"t{version}.{preset_name}."
    return head + rule_codes._b64(body + rule_codes._checksum(head, body))


@pytest.mark.parametrize("kitty", [112, 108, 104, 24])
def test_the_kitty_holds_at_most_a_hand(kitty: int) -> None:
    """kitty_size=112 or 108 left hands of -1 or 0 cards; 24 leaves 21 a hand, fewer than the kitty.

    shengji.io (``core/src/settings.rs``, ``set_kitty_size``) refuses only a kitty as large as
    the deck and removes low cards to even the hands; this engine deals every card, so the kitty
    may hold at most a hand: 20 with 2 decks and 4 players.
    """
    with pytest.raises(RuleConflictError, match=f"kitty_size={kitty}: .*at most 20 here") as caught:
        RuleSet(kitty_size=kitty)
    assert "底牌不能比一手牌多，这里最多 20 张" in caught.value.message_zh
    assert RuleSet(kitty_size=20).hand_size == 22


def test_every_derived_kitty_is_allowed_and_at_most_a_hand() -> None:
    """shengji.io's derived kitty (and so every preset's) passes: it can equal a hand (1 deck, 5)."""
    for decks in range(1, 9):
        for players in range(4, 11 if decks > 3 else 7):
            rules = RuleSet(
                decks=decks,
                players=players,
                partners=Partners.FIXED if players % 2 == 0 else Partners.CALL_NTH_PLAYED,
                level_table=LevelTable.SHENGJI if decks > 3 else LevelTable.STANDARD,
            )
            assert 1 <= rules.effective_kitty_size <= rules.hand_size
    assert RuleSet(decks=1, players=5, partners=Partners.CALL_NTH_PLAYED).hand_size == 9


@pytest.mark.parametrize("kitty", [112, 108])
def test_a_rule_code_carrying_an_impossible_kitty_is_refused_everywhere(kitty: int) -> None:
    code = _code_with("kitty_size", kitty)
    with pytest.raises(RuleCodeError, match="its options conflict: kitty_size=") as caught:
        rules_from_code(code)
    assert "底牌不能比一手牌多" in caught.value.message_zh
    choice = call(site_api.rules_choice, code)
    assert (choice["ok"], choice["error_zh"].startswith("规则码")) == (False, True)
    hand = call(practice.new_hand_json, {"deal": 1, "rules": code})
    assert hand["ok"] is False
    assert "kitty_size" in hand["error"]["en"]
    assert "底牌不能比一手牌多" in hand["error"]["zh"]
    sheet = call(site_api.worksheet, {"kinds": "tractor", "count": 1, "rules": code})
    assert sheet["ok"] is False


# ------------------------------------------------------------------ the worksheet's links
@pytest.mark.parametrize(
    "url",
    [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        " javascript:alert(1)",
        "java\tscript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "file:///home/teacher/puzzles/",
        "vbscript:x",
        "//evil.example/puzzles/",
        "/\\evil.example/puzzles/",
        "https:///puzzles/",
        "http://[::1/puzzles/",
        "",
    ],
)
def test_a_worksheet_link_starts_only_with_a_site_path_or_an_http_address(
    url: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    """The sheet's live links were copied from any --site-url, ``javascript:`` included."""
    out_file = tmp_path / "sheet.html"
    code, _out, err = run_cli(
        ["worksheet", "--count", "1", "--site-url", url, "--out", str(out_file)], capsys
    )
    assert code == 2
    assert "expected the site's puzzles page as a path such as /puzzles/ or an http(s)" in err
    assert not out_file.exists()
    answer = call(site_api.worksheet, {"kinds": "tractor", "count": 1, "site_url": url})
    assert (answer["ok"], answer["field"]) == (False, "")
    assert "网址" in answer["error_zh"]


@pytest.mark.parametrize(
    "url",
    ["/puzzles/", "https://example.org/tractor/zh/puzzles/", "HTTP://127.0.0.1:8000/puzzles/"],
)
def test_a_worksheet_link_keeps_a_site_path_or_an_http_address(url: str) -> None:
    answer = call(site_api.worksheet, {"kinds": "tractor", "count": 1, "site_url": url})
    assert answer["ok"], answer
    # a link is printed only to a public address (issue 31); else the puzzle's id
    public = url.startswith("https://example.org")
    assert (f'href="{url}?id=tractor-default-2-' in answer["html"]) is public
    assert 'class="ws-id">tractor-default-2-' in answer["html"]
    # the teacher's own address for the links is kept as given, whatever it is
    given = call(site_api.worksheet, {"kinds": "tractor", "count": 1, "link_url": url})
    assert given["ok"] is url.lower().startswith(("http://", "https://")), given
    if given["ok"]:
        assert f'href="{url}?id=tractor-default-2-' in given["html"]


# ------------------------------------------------------------------ worksheets with one deck
@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("kind", registry.KINDS)
def test_every_puzzle_kind_is_made_at_one_to_three_decks_for_many_seeds(
    kind: Kind, decks: int
) -> None:
    """A worksheet under ``--set decks=N`` runs the id's generator under those rules.

    With one deck, follow and trick puzzles led pairs no deck held: every follow and trick
    worksheet failed ("could not deal", and "list.remove(x): x not in list" for seed 410's
    three-pair tractor). With one deck they lead singles (a throw of singles at ★★★).
    """
    rules = preset("default", decks=decks)
    for difficulty in (1, 2, 3):
        for seed in range(0, 1000, 7):
            pid = f"{kind}-default-{difficulty}-{seed}"
            puzzle = registry.GENERATORS[kind](registry._rng(pid), rules, difficulty)
            _answer, verdict = puzzle.solve(rules)
            assert verdict.rule, pid
            shown = [c for v in puzzle.show.values() if isinstance(v, list) for c in _flat(v)]
            check_copies(parse_cards(shown), decks)  # a position one shoe can deal


def _flat(value: list[Any]) -> list[str]:
    return [c for v in value for c in (_flat(v) if isinstance(v, list) else [v])]


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_the_one_deck_worksheet_of_seed_410_is_made(difficulty: int) -> None:
    items = worksheet_items(
        list(registry.KINDS), 24, difficulty, preset("default", decks=1), seed=410
    )
    assert {i.puzzle.kind for i in items} == set(registry.KINDS)


def test_a_tractor_of_three_pairs_is_refused_clearly_with_one_deck() -> None:
    with pytest.raises(ValueError, match="a tractor of pairs needs two copies of a card"):
        long_tractor_position(random.Random(1), preset("default", decks=1))
