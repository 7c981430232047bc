"""The class's working copies of the lessons (``make lab``; :mod:`widgets.classroom`).

Issue 31 (the lessons in JupyterLab): an in-class edit was autosaved into ``lessons/`` (item 1);
every lesson opened "modified" (item 2: JupyterLab writes the kernel's ``language_info`` into a
notebook that lacks it); Run All printed exercise solutions in plain view (item 4); the code could
not be kept folded (item 7); English and Chinese lessons looked alike in the file browser
(item 8). The JupyterLab side is tests/site/test_classroom_lab.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import pytest

from widgets import classroom

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
SHIPPED = sorted(LESSONS.glob("[0-9][0-9]-*.py"))


@pytest.fixture(scope="module")
def copies(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("classroom")
    classroom.prepare(target=target, quiet=True)
    return target


def snapshot() -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in LESSONS.rglob("*") if p.is_file()}


def test_make_lab_serves_the_working_copies_not_the_lessons() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lab = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert "-m widgets.classroom" in lab
    assert "jupyter lab classroom/" in lab
    assert "lessons/" not in lab
    assert "/classroom/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()


def test_every_lesson_has_a_copy_in_its_languages_folder(copies: Path) -> None:
    assert len(SHIPPED) == 26
    for lesson in SHIPPED:
        folder = "中文" if lesson.name.endswith(".zh.py") else "English"
        assert (copies / folder / lesson.name).exists(), lesson.name
    assert (copies / "English" / "teachers-guide.md").exists()
    assert (copies / "中文" / "teachers-guide.zh.md").exists()
    assert (copies / "中文" / "tools" / "referee.zh.md").exists()
    assert not list((copies / "English").glob("*.zh.*"))
    assert {p.name for p in (copies / "中文").glob("*.py")} == {
        p.name for p in LESSONS.glob("*.zh.py")
    }


def test_a_teachers_edit_is_kept_and_lab_fresh_puts_the_lesson_back(tmp_path: Path) -> None:
    before = snapshot()
    classroom.prepare(target=tmp_path, quiet=True)
    copy = tmp_path / "English" / "03-combinations.py"
    shipped_copy = copy.read_text(encoding="utf-8")
    copy.write_text(shipped_copy + "\n# %%\nprint('edited in class')\n", encoding="utf-8")
    assert classroom.prepare(target=tmp_path, quiet=True) == []  # `make lab` again: kept
    assert "edited in class" in copy.read_text(encoding="utf-8")
    written = classroom.prepare(["03"], fresh=True, target=tmp_path, quiet=True)
    assert sorted(p.name for p in written) == ["03-combinations.py", "03-combinations.zh.py"]
    assert copy.read_text(encoding="utf-8") == shipped_copy
    assert snapshot() == before  # nothing in lessons/ was touched
    with pytest.raises(ValueError, match="no lesson numbered 42"):
        classroom.prepare(["42"], target=tmp_path, quiet=True)


def test_lab_fresh_is_one_command() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    fresh = makefile.split("\nlab-fresh:", 1)[1].split("\n\n", 1)[0]
    assert "-m widgets.classroom --fresh" in fresh
    assert "$(L)" in fresh


def test_every_copy_carries_the_kernels_language_so_it_opens_unmodified(copies: Path) -> None:
    expected = classroom.language_info()
    for copy in (copies / "English").glob("*.py"):
        notebook = jupytext.read(copy)
        assert notebook.metadata["language_info"] == expected, copy.name
        assert notebook.metadata["kernelspec"]["name"] == "python3"
    toml = (copies / "jupytext.toml").read_text(encoding="utf-8")
    assert "language_info" in toml
    assert "jupyter" in toml


def test_run_all_keeps_the_solutions_folded(copies: Path) -> None:
    """Lesson 1's exercise 1.2 and lesson 3's exercise 3.1 printed their answers in plain view."""
    for name, answer in (
        ("01-deck-players-goal.py", "decks=3).hand_size"),
        ("03-combinations.py", "is_tractor(cards, level5)"),
        ("01-deck-players-goal.zh.py", "decks=3).hand_size"),
    ):
        folder = "中文" if ".zh." in name else "English"
        cells = jupytext.read(copies / folder / name).cells
        checking = [c for c in cells if c.cell_type == "code" and answer in c.source]
        assert checking, name
        for cell in checking:
            # the code runs inside a folded box (JupyterLab unfolds a folded output on a run)
            lang = "zh" if ".zh." in name else "en"
            assert f"with folded_solution('{lang}'):\n" in cell.source, name
    # a puzzle is never folded away: only the cell right after a folded solution is
    for copy in copies.rglob("*.py"):
        for cell in jupytext.read(copy).cells:
            if "puzzle(" in cell.source and cell.cell_type == "code":
                assert "folded_solution" not in cell.source, copy.name


def test_a_folded_solution_runs_the_same_code_and_shows_its_last_value() -> None:
    cell = classroom.solution_cell("x = 2\nsay_follows(\n    x,\n)\nprint(x)\nx * 3", "zh")
    assert cell == (
        "from widgets.classroom import folded_solution\n"
        "with folded_solution('zh'):\n"
        "    x = 2\n    say_follows(\n        x,\n    )\n    print(x)\n    display(x * 3)"
    )


def test_the_code_opens_folded_and_code_shown_makes_it_open(tmp_path: Path) -> None:
    classroom.prepare(["02"], target=tmp_path / "folded", quiet=True)
    classroom.prepare(["02"], target=tmp_path / "shown", code="shown", quiet=True)
    folded = jupytext.read(tmp_path / "folded" / "English" / "02-trumps.py").cells
    shown = jupytext.read(tmp_path / "shown" / "English" / "02-trumps.py").cells
    code = [c for c in folded if c.cell_type == "code"]
    assert code
    assert all(c.metadata["jupyter"]["source_hidden"] is True for c in code)
    assert not any(c.metadata.get("jupyter", {}).get("source_hidden") for c in shown)
    # the prose and the code are the shipped lesson's (the solutions' code inside their box)
    shipped = jupytext.read(LESSONS / "02-trumps.py").cells
    assert len(folded) == len(shipped)
    for mine, theirs in zip(folded, shipped, strict=True):
        if "folded_solution" in mine.source:
            assert classroom.solution_cell(theirs.source, "en") == mine.source
        else:
            assert mine.source == theirs.source


def test_a_chinese_copy_links_to_the_chinese_lessons(copies: Path) -> None:
    text = (copies / "中文" / "04-leading-following.zh.py").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([\w./-]+\.(?:py|md))", text)
    assert links
    assert all(".zh." in link for link in links), links
    guide = (copies / "中文" / "teachers-guide.zh.md").read_text(encoding="utf-8")
    assert "](05-ruffing.py" not in guide
