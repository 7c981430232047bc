"""The site's tools' entry points (tractor_core.api.site_api): JSON text in, JSON text out.

Each answer must be the engine's own — the judge's ruling, the rule codes' code and refusal,
the worksheet module's bytes — and a bad input must come back as a message naming the box,
the line and the token, never as an exception (the page shows it next to what was typed).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli
from tractor_core.api import site_api
from tractor_core.api.judge import ask
from tractor_core.puzzles.widget import handle, initial_state
from tractor_core.puzzles.worksheet import chromium_path, worksheet_html, write_pdf
from tractor_core.rules.errors import RuleConflictError
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.rule_codes import rule_code, rules_from_code
from tractor_core.text import name_cards
from tractor_core.words.option_words import GROUPS, OPTION_WORDS
from tractor_core.words.rules_summary import rules_summary

TRUMP = {"level": "10", "suit": "H"}


def call(fn: Any, *args: Any) -> dict[str, Any]:
    answer = json.loads(fn(*(json.dumps(a) for a in args)))
    assert isinstance(answer, dict)
    return answer


# ------------------------------------------------------------------ the site-wide choice
@pytest.mark.parametrize("p", [p.name for p in PRESETS])
def test_rules_choice_of_a_preset_or_its_unchanged_code_is_the_preset(p: str) -> None:
    """A preset, or a code that changes nothing in it, is stored as the preset's name."""
    for given in (p, rule_code(preset(p), p)):
        answer = call(site_api.rules_choice, given)
        assert answer["ok"], answer
        assert (answer["name"], answer["preset"], answer["changes"]) == (p, p, 0)


def test_rules_choice_of_a_changed_code_is_the_code() -> None:
    """Source: the teacher's guide's example t2.004.GwCccuI (004 without a throw penalty)."""
    code = rule_code(preset("004", throw_penalty="none"), "004")
    answer = call(site_api.rules_choice, code)
    assert answer["name"] == answer["code"] == code
    assert answer["label"]["en"] == "004 with 1 change"
    assert rules_from_code(answer["name"]) == preset("004", throw_penalty="none")


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ("t1.004.GwAkFmX", "checksum does not match"),  # one letter changed
        ("t1.004.Gw", "t1.004.Gw"),  # cut short
        ("t9.004.GwAkFmk", "version 9 is not known"),
        ("nonsense", "unknown preset 'nonsense'"),
        ("", "expected a preset name or a rule code"),
    ],
)
def test_rules_choice_refuses_a_tampered_or_unknown_code_with_its_message(
    given: str, words: str
) -> None:
    answer = call(site_api.rules_choice, given)
    assert answer["ok"] is False
    assert words in answer["error"]


def test_entry_points_answer_text_that_is_not_json_with_an_error() -> None:
    answer = json.loads(site_api.rules_choice("{not json"))
    assert answer["ok"] is False
    assert answer["error"].startswith("not JSON")


# ------------------------------------------------------------------ the builder
def test_house_rules_lists_every_option_with_its_description_and_the_summary() -> None:
    answer = call(site_api.house_rules, {"preset": "004", "options": {"throw_penalty": "none"}})
    rules = preset("004", throw_penalty="none")
    assert answer["code"] == rule_code(rules, "004")
    assert {o["name"] for o in answer["options"]} == set(rules.to_dict())
    changed = {o["name"] for o in answer["options"] if o["changed"]}
    assert changed == {"throw_penalty"} == set(answer["changes"])
    assert all(o["doc"] and o["title"] and o["kind"] for o in answer["options"])
    assert answer["summary"]["en"] == rules_summary(rules, "en", "004")
    assert answer["summary"]["zh"] == rules_summary(rules, "zh", "004")


def test_house_rules_refuses_a_conflicting_combination_with_the_engines_message() -> None:
    """Source 004's kitty multiplier (×4 per pair) has no value for three decks."""
    answer = call(site_api.house_rules, {"preset": "004", "options": {"decks": 3}})
    assert answer["ok"] is False
    with pytest.raises(Exception, match="four_per_pair") as engine:
        preset("004", decks=3)
    assert str(engine.value) in answer["error"]


def test_house_rules_gives_each_option_and_choice_in_words_group_by_group() -> None:
    """The builder shows words, never the option names or Python's True/False/None."""
    answer = call(site_api.house_rules, {"preset": "004"})
    keys = [g["key"] for g in answer["groups"]]
    assert keys == [g[0] for g in GROUPS]
    seen = [keys.index(o["group"]) for o in answer["options"]]
    assert seen == sorted(seen)  # group by group, in the order a teacher reads
    programmer = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b|\b(True|False|None|null)\b")
    for o in answer["options"]:
        texts = [o["title"], o["title_zh"], *o["help"].values(), *o["words"].values()]
        texts += [c[lang] for c in o["choices"] for lang in ("en", "zh")]
        for text in texts:
            assert programmer.search(text) is None, (o["name"], text)
        assert o["title"] != o["name"]
    by_name = {o["name"]: o for o in answer["options"]}
    assert by_name["nt_keeps_level_rank"]["kind"] == "bool"
    assert [c["en"] for c in by_name["nt_keeps_level_rank"]["choices"]] == [
        "The level cards stay trumps, with the jokers",
        "Only the jokers are trumps",
    ]
    assert by_name["throw_penalty"]["words"] == {
        "en": "Half the room's stake in online play; no card points (source 004)",
        "zh": "扣房间底金的一半，不扣分（004，网上玩法）",
    }
    assert by_name["trump_tractor_links"]["kind"] == "links"
    assert by_name["kitty_size"]["empty"] == {
        "en": "Worked out from the decks and players: 8 cards",
        "zh": "按副数和人数算出：8 张",
    }


def test_a_refusal_names_the_options_in_words() -> None:
    """Source 004's kitty multiplier has no value for three decks: said with the options' words."""
    answer = call(site_api.house_rules, {"preset": "004", "options": {"decks": 3}})
    plain = answer["plain"]["en"]
    assert "“Kitty points when the attackers win the last trick: Single ×2, pair ×4" in plain
    assert "“Decks of cards: 3 decks”" in plain
    assert "four_per_pair" not in plain
    assert "kitty_multiplier" not in plain


def test_a_refusal_carries_the_engines_chinese_message_when_it_has_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An engine error with ``message_zh`` (written where it was raised) reaches a Chinese page."""

    class TranslatedError(RuleConflictError):
        def __init__(self) -> None:
            super().__init__("level_step=7: expected a positive multiple of 5")
            self.message_zh = "level_step=7：须为 5 的正倍数"

    def refuse(name: str, options: dict[str, Any]) -> Any:
        raise TranslatedError

    monkeypatch.setattr(site_api, "parse_rules", refuse)
    answer = call(site_api.house_rules, {"preset": "default", "options": {"level_step": 7}})
    assert answer["error_zh"] == "level_step=7：须为 5 的正倍数"
    assert answer["plain"]["zh"] == "「升级表每档几分：7 分」：须为 5 的正倍数"
    assert answer["plain"]["en"].startswith("“Points per step of the level table: 7 points”")


@pytest.mark.parametrize(
    ("options", "token", "en", "zh"),
    [
        (
            {"suit_order": ["S", "H", "X"]},
            "X",
            "'X' is not a suit; use S, H, C or D",
            "没看懂 'X'：花色只能写 S、H、C、D",
        ),
        ({"players": "abc"}, "abc", "'abc' is not a whole number", "没看懂 'abc'：这里要填整数"),
        (
            {"must_defend": ["1", "A"]},
            "1",
            "'1' is not a rank; use 2 to 10, J, Q, K or A",
            "没看懂 '1'：级只能写 2 到 10、J、Q、K、A",
        ),
    ],
)
def test_a_mistyped_value_is_a_typing_error_naming_the_token_in_each_language(
    options: dict[str, Any], token: str, en: str, zh: str
) -> None:
    """Not a conflict: the bad token, what may be written, no Python list syntax, no English in zh."""
    answer = call(site_api.house_rules, {"preset": "default", "options": options})
    assert answer["ok"] is False
    assert answer["typo"] == token
    name = next(iter(options))
    label_en, label_zh = OPTION_WORDS[name].label
    assert answer["plain"]["en"] == f"“{label_en}”: {en}" + answer["plain"]["en"].split(en, 1)[1]
    assert answer["plain"]["zh"].startswith(f"「{label_zh}」：{zh}")
    for text in (answer["plain"]["en"], answer["plain"]["zh"]):
        assert "[" not in text
        assert "expected a list" not in text
    assert not re.search(r"[A-Za-z]{4,}", answer["plain"]["zh"])  # no English words in Chinese


def test_a_conflict_is_not_marked_as_a_typing_error() -> None:
    answer = call(site_api.house_rules, {"preset": "004", "options": {"decks": 3}})
    assert answer["ok"] is False
    assert "typo" not in answer


def test_the_builder_gives_each_presets_chinese_title() -> None:
    answer = call(site_api.house_rules, {"preset": "default"})
    titles = {p["name"]: p["title_zh"] for p in answer["presets"]}
    assert titles == {p.name: p.title_zh for p in PRESETS}
    zh = answer["summary"]["zh"]
    assert "本站的规则（2 副牌）" in zh
    assert "This site's rules" not in zh


def test_the_summary_says_1_deck_and_2_decks() -> None:
    assert "1 deck, 4 players" in rules_summary(preset("default", decks=1), "en")
    assert "2 decks, 4 players" in rules_summary(preset("default"), "en")
    assert "deck(s)" not in rules_summary(preset("default"), "en")


def test_house_rules_starting_from_a_code_keeps_its_changes() -> None:
    code = rule_code(preset("004", throw_penalty="none"), "004")
    answer = call(site_api.house_rules, {"preset": code})
    assert answer["preset"] == "004"
    assert answer["changes"] == {"throw_penalty": "none"}


# ------------------------------------------------------------------ puzzles under a code
def test_a_puzzle_judged_under_a_rule_code_is_the_engines_verdict_under_those_rules() -> None:
    """The site-wide house rules re-judge the same position (puzzle states' rules field)."""
    rules = preset("004", throw_penalty="none")
    code = rule_code(rules, "004")
    state = initial_state("throw", difficulty=2, seed=6)
    judged = handle(state, {"type": "settings", "preset": code})
    assert judged["error"] is None
    assert judged["rules"] == code
    assert judged["puzzle"]["id"] == state["puzzle"]["id"]
    assert judged["presets"][-1]["name"] == code
    following = handle(judged, {"type": "next"})
    assert following["error"] is None
    assert following["preset"] == "004"  # dealt under the code's preset, judged under the code
    assert following["rules"] == code


def test_a_puzzle_refuses_a_tampered_rule_code_and_keeps_its_rules() -> None:
    state = initial_state("tractor", difficulty=1, seed=3)
    answer = handle(state, {"type": "settings", "preset": "t1.004.GwAkFmX"})
    assert "checksum" in str(answer["error"])
    assert answer["rules"] == "default"


# ------------------------------------------------------------------ the referee
def referee(kind: str, boxes: dict[str, str], rules: str = "default") -> dict[str, Any]:
    return call(site_api.referee, {"kind": kind, "trump": TRUMP, "rules": rules, "boxes": boxes})


def test_referee_trick_is_the_judges_ruling_with_its_reason_and_rule() -> None:
    """Source 000/004: a trump pair ruffs a led side-suit pair; a wrong shape cannot win."""
    answer = referee("trick_winner", {"plays": "S5 S5\n\nSA SK\nH3 H3\nS6 S7"})
    judged = ask(
        {
            "kind": "trick_winner",
            "trump": TRUMP,
            "input": {"plays": ["S5 S5", "SA SK", "H3 H3", "S6 S7"]},
        }
    )
    assert answer["answer"] == judged["answer"] == {"winner": 2}
    # the same reason, its cards named for a reader (♠A, 黑桃A) where the judge writes SA
    assert (answer["reason"], answer["reason_zh"]) == (
        name_cards(judged["reason"], "en"),
        name_cards(judged["reason_zh"], "zh"),
    )
    assert "♠A ♠K" in answer["reason"]
    assert answer["rule"]["id"] == judged["rule"]
    assert answer["rule"]["lesson"]
    assert "line 4" in answer["headline"]["en"]  # the blank line is skipped, not renumbered


def test_referee_typo_names_the_box_the_line_and_the_token() -> None:
    answer = referee("trick_winner", {"plays": "S5 S5\nSA SK\nH3 Hx"})
    assert answer["ok"] is False
    assert (answer["field"], answer["line"]) == ("plays", 3)
    assert answer["error"].startswith("Plays, line 3: 'Hx'")


def test_referee_typo_in_chinese_names_the_box_the_line_and_the_card() -> None:
    answer = referee("trick_winner", {"plays": "S5 S5\nS11 SK\nH3 H4"})
    assert answer["error_zh"].startswith("各家出牌，第 2 行：'S11'（第 1 张）读不懂")
    assert answer["plain"]["zh"] == answer["error_zh"]
    points = referee("level_change", {"attacker_points": "abc"})
    assert points["error_zh"] == "抓分方得分：没看懂 'abc'：分数要写整数"
    empty = referee("follow_legal", {"lead": "S5", "hand": "", "play": "S6"})
    assert empty["error_zh"].startswith("手牌：还空着")


def test_referee_too_many_copies_names_the_box() -> None:
    answer = referee("trick_winner", {"plays": "S5 S5\nS5 S5\nS5 S5"})
    assert answer["ok"] is False
    assert answer["field"] == "plays"
    assert "only 2 copies" in answer["error"]


def test_referee_follow_throw_kitty_levels_declaration_are_the_judges() -> None:
    cases = [
        ("follow_legal", {"lead": "S5 S5", "hand": "S6 S6 S7 D2", "play": "S7 D2"}, "legal"),
        ("throw", {"lead": "SA SK S3", "others": "S4 SQ\nS5\nD3"}, "succeeds"),
        (
            "kitty_multiplier",
            {
                "last_trick": "S5 S5\nS6 S6\nH2 H2\nS7 S8",
                "won_by": "attackers",
                "kitty": "SK S10 D5 C3 C4 C6 C7 C8",
            },
            "multiplier",
        ),
        ("level_change", {"attacker_points": "75", "level": "10"}, "new_level"),
        ("declaration", {"current": "H10", "bid": "S10 S10"}, "valid"),
    ]
    for kind, boxes, key in cases:
        answer = referee(kind, boxes)
        assert answer["ok"], answer
        assert key in answer["answer"]
        assert answer["headline"]["en"]
        assert answer["headline"]["zh"]
        assert answer["reason"]
        assert answer["rule"]["id"]
    assert referee(*cases[0][:2])["answer"]["legal"] is False


def test_referee_uses_the_house_rules_code() -> None:
    """Source 004 fines a failed throw; with throw_penalty=none the same throw costs nothing."""
    boxes = {"lead": "SA SK S3", "others": "S4 SQ\nS5\nD3"}
    fined = referee("throw", boxes, "004")
    free = referee("throw", boxes, rule_code(preset("004", throw_penalty="none"), "004"))
    assert fined["answer"]["succeeds"] is free["answer"]["succeeds"] is False
    assert free["answer"]["penalty"] == 0


def test_referee_bad_number_and_empty_box_are_named() -> None:
    assert referee("level_change", {"attacker_points": "7x5"})["field"] == "attacker_points"
    empty = referee("follow_legal", {"lead": "S5", "hand": "", "play": "S6"})
    assert (empty["ok"], empty["field"]) == (False, "hand")


# ------------------------------------------------------------------ worksheets
def test_worksheet_is_the_same_bytes_as_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = "http://127.0.0.1:8000/puzzles/"
    out = tmp_path / "sheet.html"
    argv = ["worksheet", "--kinds", "tractor,kitty", "--count", "5", "--difficulty", "2"]
    argv += ["--rules", "004", "--set", "throw_penalty=none", "--seed", "7", "--lang", "zh"]
    argv += ["--paper", "letter", "--site-url", url, "--out", str(out)]
    code, _, err = run_cli(argv, capsys)
    assert code == 0, err
    answer = call(
        site_api.worksheet,
        {
            "kinds": "tractor,kitty",
            "count": 5,
            "difficulty": 2,
            "rules": "004",
            "options": {"throw_penalty": "none"},
            "seed": 7,
            "lang": "zh",
            "paper": "letter",
            "site_url": url,
        },
    )
    assert answer["html"] == out.read_text(encoding="utf-8")
    assert answer["key"] == (tmp_path / "sheet-key.html").read_text(encoding="utf-8")


def test_worksheet_with_a_rule_code_equals_the_module() -> None:
    rules = preset("default", decks=1)
    answer = call(site_api.worksheet, {"kinds": ["tractor"], "count": 3, "rules": rule_code(rules)})
    assert answer["html"] == worksheet_html(["tractor"], 3, 2, rules, seed=0, part="sheet")
    assert answer["key"] == worksheet_html(["tractor"], 3, 2, rules, seed=0, part="key")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ({"kinds": "bridge"}, "unknown puzzle kind 'bridge'"),
        ({"kinds": "tractor", "count": 300}, "count 300"),
        ({"kinds": "tractor", "count": "lots"}, "count: expected a whole number"),
        ({"kinds": "tractor", "difficulty": 5}, "difficulty 5"),
        ({"kinds": "tractor", "rules": "004", "options": {"decks": 3}}, "four_per_pair"),
        ({"kinds": "tractor", "lang": "fr"}, "lang 'fr'"),
    ],
)
def test_worksheet_bad_arguments_get_the_engines_message(args: dict[str, Any], words: str) -> None:
    answer = call(site_api.worksheet, args)
    assert answer["ok"] is False
    assert words in answer["error"]


@pytest.mark.skipif(chromium_path() is None, reason="no Chromium to print a PDF with")
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("paper", ["A4", "letter"])
def test_the_printed_rules_summary_is_one_page(tmp_path: Path, lang: str, paper: str) -> None:
    """The builder's Print: the one-page summary, with the most words (004 with a change, every
    option's description in English), on one A4 or Letter sheet."""
    pypdf = pytest.importorskip("pypdf")
    answer = call(site_api.house_rules, {"preset": "004", "options": {"throw_penalty": "none"}})
    page = answer["summary_html"][lang]
    assert rules_summary(preset("004", throw_penalty="none"), lang, "004").splitlines()[0] in page
    out = tmp_path / "rules.pdf"
    write_pdf(page.replace("@page {", f"@page {{ size: {paper};", 1), out)
    reader = pypdf.PdfReader(out)
    assert len(reader.pages) == 1
    text = "".join(reader.pages[0].extract_text().split())
    assert "".join(f"Rule code: {answer['code']}".split()) in text or answer["code"] in text
