"""House-rules codes (tractor_core.rules.rule_codes) and the one-page summary (rules_summary).

A code must give back the exact rule set it was made from — for every preset and for random
valid option sets — and a mistyped, cut, edited or unknown code must be refused with a
RuleCodeError naming what is wrong, never read as other rules.
"""

from __future__ import annotations

import base64
import dataclasses
import hashlib
import json
import random
from typing import Any

import pytest

from tests.conftest import run_cli
from tractor_core.rules.errors import RuleCodeError, RuleConflictError, TractorError
from tractor_core.rules.presets import PRESETS, preset
from tractor_core.rules.rule_codes import (
    CURRENT_VERSION,
    V1_OPTIONS,
    V1_PRESETS,
    V2_PRESETS,
    V3_OPTIONS,
    V3_PRESETS,
    VERSIONS,
    is_rule_code,
    parse_rules,
    rule_code,
    rules_from_code,
)
from tractor_core.rules.ruleset import RuleSet, option_docs
from tractor_core.words.rules_summary import OPTION_TITLES, rules_summary


def random_value(doc: dict[str, Any], rng: random.Random) -> Any:
    name, allowed = doc["name"], doc["allowed"]
    if name in ("permanent_trump_ranks", "must_defend"):
        return rng.sample(allowed, rng.choice([0, 0, 1, 1, 2, 3]))
    if name == "suit_order":
        return rng.sample(allowed, 4)
    if name == "trump_tractor_links":
        return rng.sample(allowed, rng.randint(0, len(allowed)))
    if isinstance(allowed, list):
        return rng.choice(allowed)
    if name in ("kitty_size", "level_step", "level_cap") and rng.random() < 0.5:
        return None
    if name == "level_step":
        return 5 * rng.randint(1, 40)
    return rng.randint(1, 12) if isinstance(doc["default"], int | None) else doc["default"]


def random_rule_sets(n: int, seed: int = 1) -> list[RuleSet]:
    """Valid rule sets: random values for a random handful of options, conflicts skipped."""
    rng = random.Random(seed)
    docs = option_docs()
    out: list[RuleSet] = []
    while len(out) < n:
        base = rng.choice(PRESETS).rules
        changes = {d["name"]: random_value(d, rng) for d in rng.sample(docs, rng.randint(1, 12))}
        try:
            out.append(RuleSet.from_dict(changes, base))
        except RuleConflictError:
            continue
    return out


@pytest.mark.parametrize("p", PRESETS, ids=lambda p: p.name)
def test_every_preset_round_trips_as_itself_with_no_changes(p: Any) -> None:
    code = rule_code(p.rules)
    assert code.startswith(f"t{CURRENT_VERSION}.{p.name}.")
    assert len(code) <= len(f"t{CURRENT_VERSION}.{p.name}.") + 4  # only the checksum
    assert rules_from_code(code) == p.rules


def test_a_thousand_random_valid_rule_sets_round_trip_exactly() -> None:
    url_safe = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    for i, rules in enumerate(random_rule_sets(1000)):
        code = rule_code(rules)
        assert rules_from_code(code) == rules, code
        assert set(code) <= url_safe
        if i % 10 == 0:  # any starting preset gives a code for the same rules
            for p in PRESETS:
                assert rules_from_code(rule_code(rules, p.name)) == rules


def test_codes_are_short() -> None:
    longest = max(len(rule_code(r)) for r in random_rule_sets(300, seed=2))
    assert longest <= 60


def test_current_version_tables_match_the_presets_and_options_of_today() -> None:
    """If this fails, a preset or an option changed: add a version; never edit an older table.

    A new option is fine while every preset keeps its default (codes read it as the default);
    an option removed or renamed, or a preset changed, is not.
    """
    fields = [f.name for f in dataclasses.fields(RuleSet)]
    v1 = [name for name, _ in V1_OPTIONS]
    assert [name for name in fields if name in v1] == v1  # every v1 option, in the same order
    assert [name for name, _ in V3_OPTIONS][: len(v1)] == v1  # version 3 extends version 1's
    assert max(VERSIONS) == CURRENT_VERSION == 3
    for p in PRESETS:
        assert RuleSet.from_dict(dict(V3_PRESETS[p.name])) == p.rules, p.name
    docs = {d["name"]: d for d in option_docs()}
    for name, kind in V3_OPTIONS:
        if isinstance(kind, tuple):  # an enum keeps every v1 value (new ones may be added)
            assert set(kind) <= set(docs[name]["allowed"]), name


def test_version_1_tables_are_frozen() -> None:
    """Version 1's options and presets, as codes printed with it read them: never edited."""
    fingerprint = json.dumps([V1_OPTIONS, V1_PRESETS], sort_keys=True).encode()
    assert hashlib.sha256(fingerprint).hexdigest()[:16] == "af02c8d14f5aa1f4"


def test_version_2_differs_from_version_1_only_in_004s_first_banker() -> None:
    """Source 004, 反主反打: an overturn before the kitty is taken makes the overturner banker."""
    changed = {
        (name, option)
        for name, values in V2_PRESETS.items()
        for option, value in values.items()
        if V1_PRESETS[name][option] != value
    }
    assert changed == {("004", "first_banker")}
    assert V2_PRESETS["004"]["first_banker"] == "winning_bid"


def test_known_codes_stay_readable() -> None:
    """Codes printed on worksheets: these exact strings must read the same in every release."""
    assert rules_from_code("t1.default.lcPy") == RuleSet()
    # version 1's 004 had the first bid as the first hand's banker; its codes keep that meaning
    assert rules_from_code("t1.004.GwAkFmk") == preset(
        "004", throw_penalty="none", first_banker="first_bid", overturns_double_stake=False
    )
    assert rules_from_code("t1.001.AAQiR_J-NA") == preset("001", decks=2, level_step=35)
    # version 2's 004 knew no stake doubling per overturn (version 3's 004 has it)
    assert rules_from_code("t2.004.GwCccuI") == preset(
        "004", throw_penalty="none", overturns_double_stake=False
    )
    assert rules_from_code("t2.default.fl1X") == RuleSet()
    assert rules_from_code("t3.004.GwD1YUY") == preset("004", throw_penalty="none")


def forge(preset_name: str, body: bytes) -> str:
    """A code with a correct checksum around arbitrary option bytes (a deliberate edit)."""
    head = f"t1.{preset_name}."
    check = hashlib.sha256(head.encode() + body).digest()[:3]
    return head + base64.urlsafe_b64encode(body + check).decode().rstrip("=")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("t1.004.GwAkFm", "checksum does not match"),  # truncated
        ("t1.004.Gw", "too short"),
        ("t1.004.GwAkFml", "checksum does not match"),  # last character changed
        ("t1.004.GwBkFmk", "checksum does not match"),  # a middle character changed
        ("t1.default.GwAkFmk", "checksum does not match"),  # the preset changed
        ("t9.004.GwAkFmk", "version 9 is not known"),
        ("t2.004.GwAkFmk", "checksum does not match"),  # a version 1 code called version 2
        ("x1.004.GwAkFmk", "expected three parts"),
        ("t1.004", "expected three parts"),
        ("", "expected three parts"),
        ("t1.bridge.GwAkFmk", "unknown preset 'bridge'"),
        ("t1.004.Gw*kFmk", "not base64url"),
        (forge("default", bytes([200, 1])), "unknown option #200"),
        (forge("default", bytes([3, 9])), "direction: value #9 does not exist"),
        (forge("default", bytes([5, 2])), "nt_keeps_level_rank: expected 0 or 1"),
        (forge("default", bytes([3])), "the value of direction is missing"),
        (forge("default", bytes([3, 1, 3, 0])), "out of order or repeated"),
        (forge("default", bytes([0, 10])), "its options conflict: decks=5"),
    ],
)
def test_bad_codes_are_refused_with_a_message_naming_what_is_wrong(code: str, words: str) -> None:
    with pytest.raises(RuleCodeError, match=words) as info:
        rules_from_code(code)
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, TractorError)


def test_parse_rules_takes_a_preset_name_or_a_code_and_options() -> None:
    assert parse_rules("004") == preset("004")
    assert parse_rules("tournament", {"decks": 2}) == preset("001", decks=2)
    assert parse_rules(rule_code(preset("002", decks=3)), {"throw_penalty": "stake"}) == preset(
        "002", decks=3, throw_penalty="stake"
    )
    assert is_rule_code("t1.004.GwAkFmk")
    assert not is_rule_code("004")
    with pytest.raises(RuleConflictError, match="unknown rule option 'bogus'"):
        parse_rules("default", {"bogus": 1})


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("p", PRESETS, ids=lambda p: p.name)
def test_summary_names_every_option_once_on_one_page(p: Any, lang: str) -> None:
    text = rules_summary(p.rules, lang=lang)
    assert rule_code(p.rules) in text
    assert "★" not in text  # a preset is itself: no changes
    lines = text.splitlines()
    # one printed page: 61 lines since rainbows; tests/test_site_api.py prints the summary to a
    # PDF and checks it is one A4 and one Letter sheet in both languages
    assert len(lines) <= 61
    titles = [OPTION_TITLES[d["name"]][1 if lang == "zh" else 0] for d in option_docs()]
    for title in titles:
        assert sum(line.strip().startswith(title) for line in lines) >= 1, title


def test_summary_marks_the_changed_options_in_plain_words() -> None:
    rules = preset("004", throw_penalty="none", level_step=35)
    en = rules_summary(rules)
    assert "★ Penalty for a failed throw: No penalty" in en
    assert "★ Points per step of the level table: 35 points" in en
    assert "_" not in en.split("\n", 3)[3]  # no option name below the rule code
    assert "True" not in en
    assert "False" not in en
    assert en.count("★ ") == 2  # the two changed options (the header says "(★)")
    zh = rules_summary(rules, lang="zh")
    assert "★ 甩牌失败的惩罚：不罚" in zh
    assert "改动 2 项" in zh


def test_rules_command_prints_the_code_and_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(
        ["rules", "--code", "--rules", "004", "--set", "throw_penalty=none"], capsys
    )
    assert (code, out) == (0, "t3.004.GwD1YUY\n")
    code, out, _ = run_cli(
        ["rules", "--summary", "--rules", "t3.004.GwD1YUY", "--lang", "zh"], capsys
    )
    assert code == 0
    assert out == rules_summary(preset("004", throw_penalty="none"), lang="zh")
    code, out, _ = run_cli(
        ["rules", "--code", "--set", "must_defend=A,5", "--set", "level_cap=3"], capsys
    )
    assert rules_from_code(out.strip()) == preset("default", must_defend=["A", "5"], level_cap=3)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--rules", "t1.004.GwAkFm"], "checksum does not match"),
        (["--set", "bogus=1"], "unknown rule option 'bogus'"),
        (["--rules", "004", "--set", "decks=3"], "four_per_pair"),
    ],
)
def test_rules_command_refuses_bad_rules_as_usage_errors(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run_cli(["rules", "--summary", *argv], capsys)
    assert code == 2
    assert words in err
