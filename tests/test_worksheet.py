"""Worksheets (tractor_core.puzzles.worksheet and ``python -m tractor_core worksheet``).

A worksheet is printed for a class and its key is trusted: the same arguments must give the same
bytes, every answer on the key must be the engine's verdict on that puzzle id (what
``puzzles.check`` says, or the engine under the worksheet's own rules), both languages must
render, a PDF must carry every puzzle id, and bad arguments must be usage errors (exit 2).
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli as run
from tractor_core import puzzles
from tractor_core.puzzles.worksheet import (
    chromium_path,
    english_reason,
    worksheet_html,
    worksheet_items,
    write_pdf,
)
from tractor_core.rules.errors import WorksheetError
from tractor_core.rules.presets import preset
from tractor_core.rules.rule_codes import rules_from_code


class KeyReader(HTMLParser):
    """Collects the puzzles (data-id of each section) and the key's entries (li data-*)."""

    def __init__(self) -> None:
        super().__init__()
        self.puzzles: list[str] = []
        self.key: list[dict[str, str]] = []
        self.links: list[str] = []
        self._li: dict[str, str] | None = None
        self._reason = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "section" and "data-id" in a:
            self.puzzles.append(a["data-id"])
        if tag == "li" and "data-id" in a:
            self._li = {**a, "reason": ""}
            self.key.append(self._li)
        if tag == "a" and a.get("class") == "ws-link":
            self.links.append(a["href"])
        self._reason = tag == "span" and a.get("class") == "ws-reason"

    def handle_endtag(self, tag: str) -> None:
        self._reason = False

    def handle_data(self, data: str) -> None:
        if self._reason and self._li is not None:
            self._li["reason"] += data


def read(html: str) -> KeyReader:
    reader = KeyReader()
    reader.feed(html)
    return reader


def test_the_same_arguments_give_byte_identical_files(tmp_path: Path, capsys: Any) -> None:
    args = ["worksheet", "--kinds", "tractor,throw,kitty", "--count", "12", "--seed", "5"]
    args += ["--rules", "004", "--set", "throw_penalty=none"]
    first, second = tmp_path / "a.html", tmp_path / "b.html"
    assert run([*args, "--out", str(first)], capsys)[0] == 0
    assert run([*args, "--out", str(second)], capsys)[0] == 0
    assert first.read_bytes() == second.read_bytes()
    other = tmp_path / "c.html"
    run([*args[:-4], "--seed", "6", *args[-4:], "--out", str(other)], capsys)
    assert other.read_bytes() != first.read_bytes()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_key_answer_is_what_puzzles_check_says_for_that_id(lang: str) -> None:
    html = worksheet_html(list(puzzles.KINDS), 40, 2, preset("default"), seed=3, lang=lang)
    page = read(html)
    assert len(page.puzzles) == 40
    assert len(set(page.puzzles)) == 40
    assert [entry["data-id"] for entry in page.key] == page.puzzles
    assert {pid.split("-")[0] for pid in page.puzzles} == set(puzzles.KINDS)
    for entry in page.key:
        pid = entry["data-id"]
        answer = json.loads(entry["data-answer"])
        full = puzzles.make_puzzle(pid)
        given = full["_solution"] if full["kind"] == "follow" else answer
        verdict = puzzles.check(pid, given)
        assert verdict["correct"] is True, pid
        assert verdict["expected"] == answer, pid
        assert verdict["rule"]["id"] == entry["data-rule"], pid
        expected = verdict["reason_zh"] if lang == "zh" else english_reason(verdict["reason"])
        assert entry["reason"] == expected, pid  # English: the bands' names in English


def test_a_worksheet_under_changed_rules_is_judged_under_those_rules() -> None:
    rules = preset("default", kitty_multiplier="power_of_two")
    items = worksheet_items(["kitty"], 10, 2, rules, seed=1)
    for item in items:
        multiplier, _points = item.answer
        assert multiplier & (multiplier - 1) == 0  # 2 ** n, not twice the unit's size
        assert item.rule == "kitty.power-of-two"
        code = item.link.split("rules=")[1]
        assert rules_from_code(code) == rules  # the link opens it under the same rules
        assert item.link.startswith(f"/puzzles/?id={item.id}&")
    assert any(
        item.answer != puzzles.check(item.id, [0, 0])["expected"] for item in items
    )  # the preset's own answers differ somewhere: the rules really changed


def test_both_languages_render_with_their_own_words() -> None:
    en = worksheet_html(["tractor", "levels"], 4, 1, preset("default"), seed=1, lang="en")
    zh = worksheet_html(["tractor", "levels"], 4, 1, preset("default"), seed=1, lang="zh")
    assert '<html lang="en">' in en
    assert "Is this a tractor?" in en
    assert "Answer key" in en
    assert '<html lang="zh-Hans">' in zh
    assert "这是拖拉机吗？" in zh
    assert "答案" in zh
    assert "Is this a tractor?" not in zh


def test_the_chinese_sheet_and_its_key_speak_chinese_only() -> None:
    """Title, header and answer key of a zh sheet: kinds, 种子, rule titles, option words in Chinese."""
    import re  # noqa: PLC0415

    from tractor_core.words.catalogue import CATALOGUE, title_zh  # noqa: PLC0415

    kinds = ["tractor", "throw", "kitty"]
    zh = worksheet_html(kinds, 6, 2, preset("default", decks=3), seed=1, lang="zh")
    assert "<h1>拖拉机练习卷 · 拖拉机、甩牌、抠底</h1>" in zh
    assert "练习单" not in zh
    assert "<span>姓名：</span><span>班级：</span>" in zh
    assert "种子 1" in zh
    assert "seed" not in re.sub(r"<[^>]*>", " ", zh.split("<main>")[0].split("<body>")[1])
    assert "改动：用几副牌：3 副" in zh  # the change in option words, not decks=3
    key = zh.split('<section class="ws-key">')[1]
    rules = re.findall(r'data-rule="([^"]+)"', key)
    assert rules
    for rule_id in rules:
        assert f"规则：{title_zh(rule_id)}" in key
        assert CATALOGUE[rule_id].title not in key  # no English title left
    en = worksheet_html(kinds, 6, 2, preset("default"), seed=1, lang="en")
    assert "<h1>Tractor worksheet · tractors, throws, the kitty</h1>" in en
    assert "tractor, throw, kitty" not in en


def test_the_page_prints_one_puzzle_per_block_and_the_key_on_new_pages() -> None:
    html = worksheet_html(["throw"], 3, 2, preset("default"), seed=1, paper="letter")
    assert "@page { size: letter;" in html
    assert "@page { size: A4;" in worksheet_html(["throw"], 3, 2, preset("default"), seed=1)
    assert ".ws-puzzle { break-inside: avoid;" in html
    assert ".ws-key { break-before: page;" in html
    assert html.count('<section class="ws-puzzle"') == 3
    assert html.count('<div class="ws-line">') >= 3  # room to write the reason
    for bad in ("2026", "UTC", "Generated"):  # no timestamps
        assert bad not in html


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--kinds", "tractor,bridge"], "unknown puzzle kind 'bridge'"),
        (["--count", "0"], "count 0: expected a whole number from 1 to 100"),
        (["--count", "101"], "count 101: expected a whole number from 1 to 100"),
        (["--difficulty", "4"], "difficulty 4: expected 1, 2 or 3"),
        (["--rules", "004", "--set", "decks=3"], "four_per_pair"),
        (["--set", "bogus=1"], "unknown rule option 'bogus'"),
        (["--set", "decks"], "expected option=value"),
        (["--rules", "bridge"], "unknown preset 'bridge'"),
        (["--rules", "t1.004.GwAkFml"], "checksum does not match"),
    ],
)
def test_bad_arguments_are_usage_errors(
    args: list[str], words: str, tmp_path: Path, capsys: Any
) -> None:
    out = tmp_path / "w.html"
    code, _, err = run(["worksheet", *args, "--out", str(out)], capsys)
    assert code == 2
    assert words in err
    assert "Traceback" not in err
    assert not out.exists()


def test_output_must_be_html_or_pdf(tmp_path: Path, capsys: Any) -> None:
    code, _, err = run(["worksheet", "--out", str(tmp_path / "w.txt")], capsys)
    assert code == 2
    assert "expected a file name ending in .html or .pdf" in err


def test_a_pdf_without_chromium_is_a_clear_error(
    tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRACTOR_CHROMIUM", str(tmp_path / "no-chromium"))
    code, _, err = run(["worksheet", "--count", "2", "--out", str(tmp_path / "w.pdf")], capsys)
    assert code == 1
    assert "a PDF needs Chromium, which was not found" in err
    with pytest.raises(WorksheetError, match="needs Chromium"):
        write_pdf("<p>x</p>", tmp_path / "x.pdf")


@pytest.mark.skipif(chromium_path() is None, reason="no Chromium to print a PDF with")
def test_the_pdf_has_several_pages_and_every_puzzle_id(tmp_path: Path, capsys: Any) -> None:
    pypdf = pytest.importorskip("pypdf")
    out = tmp_path / "w.pdf"
    args = ["worksheet", "--kinds", "follow,throw,kitty,trick", "--count", "8", "--seed", "2"]
    code, stdout, _ = run([*args, "--out", str(out)], capsys)
    assert code == 0, stdout
    assert f"wrote {out}" in stdout
    key = tmp_path / "w-key.pdf"  # the answer key prints separately, beside the sheet
    sheet_text, key_text = (
        "".join("".join(page.extract_text().split()) for page in pypdf.PdfReader(f).pages)
        for f in (out, key)
    )
    ids = [item.id for item in worksheet_items(args[2].split(","), 8, 2, preset("default"), seed=2)]
    for pid in ids:
        assert sheet_text.count(pid) == 1, pid  # on the sheet (no live link: no public address)
        assert key_text.count(pid) == 1, pid  # and on the key


def test_the_chinese_font_warning_only_concerns_pages_with_chinese_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tractor_core.puzzles import worksheet  # noqa: PLC0415

    assert worksheet.cjk_font_missing("<p>level 10, spades trump</p>") is False
    monkeypatch.setattr("tractor_core.puzzles.worksheet.shutil.which", lambda _name: None)
    assert worksheet.cjk_font_missing("<p>垫牌</p>") is False  # cannot tell without fc-list
