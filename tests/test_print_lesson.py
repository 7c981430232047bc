"""A lesson printed on paper: ``make print-lesson L=03`` (:mod:`widgets.print_lesson`).

Issue 31 (the lessons in JupyterLab, item 3): File › Print printed the ``.py`` file's code and
prose with no cards and no puzzles (and asked a CDN for require.js and MathJax); the puzzles'
print style hid their answer choices (0 of 3 shown). The printed lesson has its cards, its
puzzles with their choices, no code, no solution in plain view, and is made offline.
"""

from __future__ import annotations

from pathlib import Path

import pypdf
import pytest

from tractor_core import puzzles
from tractor_core.text import name_cards
from widgets import print_lesson

pytestmark = pytest.mark.slow  # runs a lesson in a kernel and prints it with Chromium


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    if not print_lesson.CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    page, pdf = print_lesson.print_lesson("06", "en", tmp_path_factory.mktemp("print"))
    assert pdf is not None
    return page, pdf


def test_the_printed_lesson_has_its_puzzles_with_their_choices_and_no_code(
    printed: tuple[Path, Path],
) -> None:
    page, pdf = printed
    reader = pypdf.PdfReader(pdf)
    text = "\n".join(p.extract_text() for p in reader.pages)
    assert 3 <= len(reader.pages) <= 12, len(reader.pages)
    assert "Lesson 6" in text
    # lesson 6's throw puzzles: each question and every one of its choices, cards named
    html = page.read_text(encoding="utf-8")
    source = (print_lesson.LESSONS / "06-throws.py").read_text(encoding="utf-8")
    ids = [
        line.split()[3].rstrip(":")
        for line in source.splitlines()
        if line.startswith("# <!-- puzzle ")
    ]
    throws = [i for i in ids if i.startswith("throw-")]
    assert throws
    for puzzle_id in throws:
        puzzle = puzzles.make_puzzle(puzzle_id)
        assert puzzle["question"]["en"] in " ".join(text.split())
        for option in puzzle["options"]:
            assert name_cards(option["en"], "en") in html
    assert text.count("☐") >= sum(len(puzzles.make_puzzle(i)["options"]) for i in throws)
    # no code, no prompts, no solution in plain view, nothing fetched from elsewhere
    assert "from tractor_core" not in text
    assert "In [" not in text
    assert "<script" not in html
    assert "https://" not in html.split("</style>", 1)[0]
    assert "The throw succeeds" in text  # a choice, not an answer given away


def test_an_unknown_lesson_is_named_with_what_exists() -> None:
    with pytest.raises(ValueError, match=r"no lesson '42' \(\.py\): expected one of 01, 02"):
        print_lesson.lesson_file("42")
    assert print_lesson.lesson_file("3", "zh").name == "03-combinations.zh.py"
