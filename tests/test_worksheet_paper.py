"""Worksheets a class can use (issue 31): the sheet and its key apart, links students can open,
marks that survive a photocopy, answers in plain words.

The printed page counts (4 to 6 puzzles an A4 page) are measured on real PDFs in
``tests/site/test_worksheet_print.py``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli as run
from tractor_core.api import site_api
from tractor_core.puzzles.worksheet import (
    answer_text,
    is_public_address,
    level_words,
    live_base,
    worksheet_html,
    worksheet_items,
)
from tractor_core.rules.errors import WorksheetError
from tractor_core.rules.presets import preset
from tractor_core.text import say

ALL = ["order", "tractor", "follow", "trick", "throw", "kitty", "levels", "declaration"]
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def _sheet(part: str = "both", **kw: Any) -> str:
    args: dict[str, Any] = {"seed": 3, "part": part, **kw}
    return worksheet_html(ALL, 16, 2, preset("default"), **args)


# ------------------------------------------------------------------ the sheet and its key apart
def test_the_sheet_has_no_answers_and_the_key_no_questions() -> None:
    sheet, key, both = _sheet("sheet"), _sheet("key"), _sheet("both")
    assert sheet.count('<section class="ws-puzzle"') == 16
    assert 'class="ws-key"' not in sheet
    assert "data-answer=" not in sheet
    assert 'class="ws-puzzle"' not in key
    assert key.count("data-answer=") == 16
    assert "<title>Answer key · " in key
    # the old single page: the sheet, then the key from a new page
    assert both.count('<section class="ws-puzzle"') == 16
    assert both.count("data-answer=") == 16
    assert ".ws-key { break-before: page;" in both


def test_the_cli_writes_the_sheet_and_its_key_to_two_files(tmp_path: Path, capsys: Any) -> None:
    out = tmp_path / "class.html"
    args = ["worksheet", "--kinds", "tractor,levels", "--count", "4", "--seed", "2"]
    code, stdout, err = run([*args, "--out", str(out)], capsys)
    assert code == 0, err
    key = tmp_path / "class-key.html"
    assert "and " + str(key) in stdout
    sheet_html, key_html = out.read_text(encoding="utf-8"), key.read_text(encoding="utf-8")
    assert "data-answer=" not in sheet_html
    assert key_html.count("data-answer=") == 4
    # --key-out names the key's file; --one-file keeps the old single file
    other = tmp_path / "answers.html"
    assert run([*args, "--out", str(out), "--key-out", str(other)], capsys)[0] == 0
    assert other.read_text(encoding="utf-8") == key_html
    one = tmp_path / "one.html"
    assert run([*args, "--out", str(one), "--one-file"], capsys)[0] == 0
    assert not (tmp_path / "one-key.html").exists()
    assert one.read_text(encoding="utf-8").count("data-answer=") == 4


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        (["--key-out", "k.pdf"], "expected a file name ending in .html, like --out"),
        (["--key-out", "SAME"], "expected another file than --out"),
    ],
)
def test_a_bad_key_file_is_a_usage_error(
    extra: list[str], words: str, tmp_path: Path, capsys: Any
) -> None:
    out = tmp_path / "w.html"
    extra = [
        str(out) if e == "SAME" else str(tmp_path / e) if e.endswith("pdf") else e for e in extra
    ]
    code, _, err = run(["worksheet", "--count", "2", "--out", str(out), *extra], capsys)
    assert code == 2
    assert words in err
    assert not out.exists()


def test_the_page_entry_gives_the_sheet_and_the_key_apart() -> None:
    import json  # noqa: PLC0415

    answer = json.loads(site_api.worksheet(json.dumps({"kinds": "tractor,kitty", "count": 3})))
    assert answer["ok"], answer
    assert answer["html"] == worksheet_html(
        ["tractor", "kitty"], 3, 2, preset("default"), part="sheet"
    )
    assert answer["key"] == worksheet_html(
        ["tractor", "kitty"], 3, 2, preset("default"), part="key"
    )


# ------------------------------------------------------------------ links students can open
@pytest.mark.parametrize(
    "url",
    [
        "/puzzles/",
        "http://127.0.0.1:8000/puzzles/",
        "http://localhost:8000/puzzles/",
        "http://192.168.1.20:8000/puzzles/",
        "http://10.0.0.5/puzzles/",
        "http://[::1]:8000/puzzles/",
        "http://teacher-laptop.local/puzzles/",
        "http://laptop:8000/puzzles/",
    ],
)
def test_no_live_link_without_a_public_address_but_the_id_and_how_to_use_it(url: str) -> None:
    assert not is_public_address(url)
    for lang in ("en", "zh"):
        html = worksheet_html(["tractor"], 3, 1, preset("default"), site_url=url, lang=lang)
        assert 'class="ws-link"' not in html
        assert "?id=" not in html
        assert html.count('<span class="ws-id">tractor-default-1-') == 6  # sheet and key
        assert (
            say(
                "To try a puzzle on the site: type its id (top right of the puzzle) in "
                "“Go to puzzle” on the page “All the puzzles”.",
                lang,
            )
            in html
        )


def test_a_public_address_or_the_teachers_own_gives_each_puzzle_its_link() -> None:
    public = "https://example.org/tractor/puzzles/"
    html = worksheet_html(["tractor"], 3, 1, preset("default"), site_url=public)
    links = re.findall(r'<a class="ws-link" href="([^"]+)"', html)
    assert len(links) == 3
    assert all(link.startswith(f"{public}?id=tractor-default-1-") for link in links)
    assert "Go to puzzle" not in html
    # the site served from a laptop, the teacher's school address typed in
    school = "http://192.168.1.20:8000/puzzles/"
    mine = worksheet_html(
        ["tractor"],
        3,
        1,
        preset("default"),
        site_url="http://127.0.0.1:8000/puzzles/",
        link_url=school,
    )
    assert re.findall(r'<a class="ws-link" href="([^"?]+)', mine) == [school] * 3
    assert live_base("http://127.0.0.1:8000/puzzles/") == ""
    with pytest.raises(WorksheetError, match="link_url '/puzzles/': expected the address"):
        live_base("/puzzles/", "/puzzles/")


# ------------------------------------------------------------------ marks that survive a photocopy
def _luminance(colour: str) -> float:
    if len(colour) == 4:  # #rgb
        colour = "#" + "".join(ch * 2 for ch in colour[1:])
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_trump_and_level_marks_are_drawn_in_black_for_a_photocopy() -> None:
    """The amber bar and ring print light grey in black and white: each gets a black mark."""
    html = _sheet("sheet")
    bars = re.findall(r'<rect [^>]*fill="#e0a800"[^>]*/>', html)
    rings = re.findall(r'<circle [^>]*stroke="#e0a800"[^>]*/>(<circle [^>]*/>)?', html)
    assert bars
    assert rings
    for bar in bars:
        stroke = re.search(r'stroke="(#[0-9a-f]{6}|#[0-9a-f]{3})"', bar)
        assert stroke is not None, bar
        assert _luminance(stroke[1]) < 0.2
    for outline in rings:
        assert 'stroke="#000"' in outline
        assert "stroke-dasharray" in outline
    assert _luminance("#e0a800") > 0.6  # why: amber alone is a light grey on a copy


def test_a_trump_order_puzzle_draws_no_marks_as_they_are_its_answer() -> None:
    html = worksheet_html(["order"], 4, 2, preset("default"), seed=1, part="sheet")
    assert "#e0a800" not in html
    assert 'ws-legend">A bar' not in html  # no legend for marks not drawn
    assert "trump" not in " ".join(re.findall(r'aria-label="([^"]*)"', html))


# ------------------------------------------------------------------ plain words
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_levels_answers_say_who_goes_up_in_words(lang: str) -> None:
    items = worksheet_items(["levels"], 30, 2, preset("default"), seed=1)
    answers = {answer_text(item, lang) for item in items}
    for text in answers:
        assert not re.search(r"\+\d", text), text
        assert "1 levels" not in text
    if lang == "en":
        assert level_words("banker", 1) == "The banker team goes up 1 level."
        assert level_words("attackers", 2) == "The attackers take the bank and go up 2 levels."
        assert level_words("attackers", 0) == "The attackers take the bank; nobody goes up."
    sheet = worksheet_html(["levels"], 3, 2, preset("default"), seed=1, lang=lang)
    assert "+<span" not in sheet


def test_the_english_key_names_the_level_bands_in_english() -> None:
    key = worksheet_html(["levels"], 40, 2, preset("default"), seed=1, part="key")
    reasons = re.findall(r'<span class="ws-reason">([^<]*)</span>', key)
    assert any("shut-out" in r for r in reasons)  # the bands 大光 / 小光 were drawn
    for reason in reasons:
        assert not CJK.search(reason), reason
    zh = worksheet_html(["levels"], 40, 2, preset("default"), seed=1, part="key", lang="zh")
    assert "大光" in zh  # the Chinese key keeps the Chinese names


@pytest.mark.parametrize("kinds", [[""], [], ["", " "], ","])
def test_no_kind_ticked_is_said_plainly(kinds: Any) -> None:
    import json  # noqa: PLC0415

    answer = json.loads(site_api.worksheet(json.dumps({"kinds": kinds, "count": 3})))
    assert answer["ok"] is False
    assert answer["field"] == "kinds"
    assert answer["error"] == "Tick at least one kind of puzzle."
    assert answer["error_zh"] == "请至少勾选一种题型。"
    with pytest.raises(WorksheetError, match="Tick at least one kind of puzzle"):
        worksheet_items(
            kinds if isinstance(kinds, list) else kinds.split(","), 2, 2, preset("default")
        )
