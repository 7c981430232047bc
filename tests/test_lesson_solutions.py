"""An exercise's Solution is the last thing before its code cell (lessons 1-13, both languages).

The site folds the code cell right after a Solution into it (``sitebuild.hooks._fold_solutions``),
so the answer it prints stays hidden until the reader opens the Solution. An "Other tables" box
written between the Solution and the code (session 8: exercises 6.2, 6.4, 7.2, 9.1, 12.1) left
the code, and the answer, on show under the question. The box goes after the code cell.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import jupytext
import pytest

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
PAGES = sorted(LESSONS.glob("[01][0-9]-*.py"))
_SOLUTION = re.compile(r"<details><summary>(?:Solution|答案)</summary>")


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_a_solution_followed_by_code_ends_its_markdown_cell(path: Path) -> None:
    cells = jupytext.read(path).cells
    for cell, after in itertools.pairwise(cells):
        if cell.cell_type != "markdown" or after.cell_type != "code":
            continue
        found = list(_SOLUTION.finditer(cell.source))
        if not found:
            continue
        tail = cell.source[found[-1].start() :].rstrip()
        # the Solution's own </details> is the cell's end: nothing opens after it
        assert tail.count("<details") == 1, (path.name, tail[-300:])
        assert tail.endswith("</details>"), (path.name, tail[-300:])
