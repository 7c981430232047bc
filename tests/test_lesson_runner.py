"""The cell runner behind a lesson's runnable code on the site (issue #20, ``sitebuild/lesson_runner``).

The rules it keeps are a notebook's, as a reader of a lesson expects them (the issue: "running a
cell first runs the cells above it that it needs, once", "errors as a short message naming the
problem (a NotationError shows the bad token)", "nothing a reader types can break the page or
other cells"). The lessons' own cells are run here as the page runs them, in CPython; the same
module runs in the page's Pyodide (tests/site/test_cells.py).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import jupytext
import pytest

from sitebuild.lesson_runner import TEXT_LIMIT, forget, run_cell, run_cell_json
from sitebuild.lesson_runner.shims import markdown_html
from tractor_core import Rank, Suit, Trump, is_tractor, order_for
from tractor_core.text import name_cards

LESSONS = Path(__file__).resolve().parent.parent / "lessons"


def code_cells(name: str) -> list[str]:
    """A lesson's code cells, in lesson order, as the page has them."""
    notebook = jupytext.read(LESSONS / f"{name}.py")
    return [cell.source for cell in notebook.cells if cell.cell_type == "code"]


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    forget()
    yield
    forget()


def test_running_a_cell_first_runs_every_cell_above_it_once_in_lesson_order() -> None:
    cells = ["log = ['first']", "log.append('second')", "log.append('third')\nlog"]
    answer = run_cell("order", cells, 2)
    assert answer["ok"], answer["error"]
    assert answer["ran"] == [0, 1]
    assert answer["outputs"] == [{"type": "text", "text": "['first', 'second', 'third']"}]


def test_cells_above_run_only_once_however_often_a_cell_below_runs() -> None:
    cells = ["runs = 0", "runs += 1", "runs"]
    first = run_cell("once", cells, 2)
    again = run_cell("once", cells, 2)
    assert first["outputs"] == again["outputs"] == [{"type": "text", "text": "1"}]
    assert again["ran"] == []


def test_a_cell_run_again_by_the_reader_runs_again() -> None:
    cells = ["n = 0", "n += 1\nn"]
    assert run_cell("again", cells, 1)["outputs"][0]["text"] == "1"
    assert run_cell("again", cells, 1)["outputs"][0]["text"] == "2"


def test_each_lesson_has_its_own_namespace() -> None:
    run_cell("lesson-a", ["x = 'a'"], 0)
    answer = run_cell("lesson-b", ["x"], 0)
    assert answer["error"]["type"] == "NameError"


def test_a_failing_cell_above_stops_the_run_and_is_named() -> None:
    cells = ["ok = 1", "1 / 0", "ok"]
    answer = run_cell("above", cells, 2)
    assert not answer["ok"]
    assert answer["ran"] == [0]
    assert answer["error"]["cell"] == 1
    assert answer["error"]["type"] == "ZeroDivisionError"
    assert answer["error"]["summary"].startswith("Cell 2 above, which runs first, failed")
    assert answer["outputs"] == []


def test_a_notation_error_names_the_bad_token_in_one_line_without_a_traceback() -> None:
    cells = ["from tractor_core import parse_cards", "parse_cards('S5 S5 SX')"]
    answer = run_cell("notation", cells, 1)
    error = answer["error"]
    assert error["type"] == "NotationError"
    assert error["token"] == "SX"
    assert "'SX' at position 3" in error["message"]
    assert error["line"] == 1
    assert "traceback" not in error
    assert "\n" not in error["summary"]


def test_the_traceback_comes_only_on_request_and_starts_at_the_cell() -> None:
    cells = [
        "from tractor_core import parse_cards",
        "def hand():\n    return parse_cards('S5 Q')\n",
        "hand()",
    ]
    error = run_cell("tb", cells, 2, traceback=True)["error"]
    assert error["line"] == 1
    trace = error["traceback"]
    assert trace.startswith("Traceback")
    assert '"<cell 3>", line 1' in trace
    assert '"<cell 2>", line 2' in trace
    assert "lesson_runner" not in trace
    assert trace.endswith(error["message"])


def test_a_syntax_error_names_the_line() -> None:
    error = run_cell("syntax", ["x = 1\ny = (2 +\n"], 0)["error"]
    assert error["type"] == "SyntaxError"
    assert error["line"] == 2


def test_printed_output_is_capped_and_a_cell_printing_on_is_stopped() -> None:
    answer = run_cell("loud", ["while True:\n    print('again')"], 0)
    assert answer["error"]["type"] == "OutputLimitError"
    assert sum(len(item["text"]) for item in answer["outputs"]) == TEXT_LIMIT


def test_an_endless_loop_is_stopped_and_the_lesson_goes_on() -> None:
    answer = run_cell("loop", ["x = 1", "while True:\n    pass"], 1, time_limit=0.2)
    assert answer["error"]["type"] == "TimeLimitError"
    assert run_cell("loop", ["x = 1", "x + 1"], 1)["outputs"] == [{"type": "text", "text": "2"}]


def test_an_endless_loop_in_a_function_of_a_cell_above_is_stopped() -> None:
    cells = ["def spin():\n    while True: pass", "spin()"]
    assert run_cell("spin", cells, 1, time_limit=0.2)["error"]["type"] == "TimeLimitError"


@pytest.mark.parametrize(
    "code",
    ["import os\nos._exit(0)", "from os import _exit\n_exit(1)", "import os\nos.abort()"],
)
def test_a_cell_cannot_end_the_pages_python(code: str) -> None:
    answer = run_cell("exit", [code], 0)
    assert answer["error"]["type"] == "PageExitError"
    assert run_cell("exit", [code, "'still here'"], 1)["error"]["cell"] == 0


def test_exit_is_an_error_of_the_cell_not_of_the_page() -> None:
    for code in ("import sys\nsys.exit(2)", "raise SystemExit", "raise KeyboardInterrupt"):
        answer = run_cell("sysexit", [code], 0)
        assert not answer["ok"]
        assert answer["error"]["type"] in {"SystemExit", "KeyboardInterrupt"}


def test_the_streams_are_put_back_even_if_a_cell_replaces_them() -> None:
    import sys  # noqa: PLC0415 - the test's own streams

    before = sys.stdout
    run_cell("streams", ["import sys, io\nsys.stdout = io.StringIO()\nprint('lost')"], 0)
    assert sys.stdout is before
    answer = run_cell("streams", ["print('seen')"], 0)
    assert answer["outputs"] == [{"type": "stream", "name": "stdout", "text": "seen\n"}]


def test_prints_pictures_and_the_last_value_come_in_the_order_the_cell_made_them() -> None:
    cells = [
        "from IPython.display import display\n"
        "from tractor_core.words.svg import Cards\n"
        "print('before')\ndisplay(Cards('SA SK'))\nprint('after')\n'done'"
    ]
    answer = run_cell("order-out", cells, 0)
    assert [item["type"] for item in answer["outputs"]] == ["stream", "svg", "stream", "text"]
    assert answer["outputs"][1]["svg"].startswith("<svg")
    assert answer["outputs"][3]["text"] == "'done'"


def test_the_lessons_markdown_tables_are_shown_as_tables() -> None:
    html = markdown_html("| cards | ok |\n|---|---|\n| `S5 S5` | **yes** |\n| <b> | no |")
    assert "<th>cards</th>" in html
    assert "<td><code>S5 S5</code></td><td><strong>yes</strong></td>" in html
    assert "&lt;b&gt;" in html  # text of the table is text, not markup


def test_a_changed_card_list_gets_the_engines_new_verdict() -> None:
    """Lesson 3's table, with a card list changed by the reader: the engine judges the new list."""
    cells = code_cells("03-combinations")
    table = next(i for i, cell in enumerate(cells) if '"S5 S5 S4"' in cell)
    edited = list(cells)
    edited[table] = cells[table].replace('"S5 S5 S4"', '"SJ SJ S9 S9"')
    answer = run_cell("03-combinations", edited, table)
    assert answer["ok"], answer["error"]
    html = answer["outputs"][0]["html"]
    level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))
    assert name_cards(is_tractor("SJ SJ S9 S9", level10).reason, "en") in html
    assert "<td>♠5 ♠5 ♠4</td>" not in html  # the lesson writes its cards as people do
    assert "<td>♠J ♠J ♠9 ♠9</td>" in html


def test_a_puzzle_cell_says_which_puzzle_it_makes() -> None:
    cells = ["from widgets import puzzle", 'puzzle("tractor", difficulty=2, seed=11)']
    answer = run_cell("puzzle", cells, 1)
    assert answer["ok"], answer["error"]
    assert 'data-puzzle="tractor-default-2-11"' in answer["outputs"][0]["html"]
    bad = run_cell("puzzle", [*cells[:1], 'puzzle("tractors")'], 1)
    assert not bad["ok"]
    assert "tractors" in bad["error"]["message"]


def test_what_the_page_does_not_have_is_named() -> None:
    error = run_cell("missing", ["from IPython.core.display import Javascript"], 0)["error"]
    assert "IPython.core.display" in error["message"]
    assert "Run this lesson" in error["message"]


# Lesson 10 simulates hundreds of hands (about 6 s): with the slow tests.
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(p.stem, marks=[pytest.mark.slow] if p.stem == "10-whole-hand" else [])
        for p in sorted(LESSONS.glob("[01][0-9]-*.py"))
    ],
)
def test_every_cell_of_every_lesson_runs_on_the_page(name: str) -> None:
    cells = code_cells(name)
    answer = run_cell(name, cells, len(cells) - 1)
    assert answer["ok"], answer["error"]
    assert answer["ran"] == list(range(len(cells) - 1))


def test_a_malformed_request_is_answered_naming_the_field() -> None:
    for request, field in [
        ({"lesson": "x", "cells": "print(1)", "index": 0}, "cells"),
        ({"lesson": "x", "cells": ["1"], "index": "0"}, "index"),
        ({"cells": ["1"], "index": 0}, "lesson"),
    ]:
        answer = json.loads(run_cell_json(json.dumps(request)))
        assert not answer["ok"]
        assert repr(field) in answer["error"]["message"]
    answer = json.loads(run_cell_json(json.dumps({"lesson": "x", "cells": ["1"], "index": 3})))
    assert "cell 3 does not exist" in answer["error"]["message"]
    assert json.loads(run_cell_json("not json"))["ok"] is False


def test_the_json_entry_point_answers_the_page() -> None:
    request = {"lesson": "j", "cells": ["x = 20", "x * 2"], "index": 1}
    answer = json.loads(run_cell_json(json.dumps(request)))
    assert answer["ok"]
    assert answer["outputs"] == [{"type": "text", "text": "40"}]


PYODIDE = Path(__file__).resolve().parent.parent / "node_modules" / "pyodide"
IN_PYODIDE = """
import fs from "node:fs";
const [pyodideDir, runnerDir, engineDir] = process.argv.slice(2);
const { loadPyodide } = await import(`${pyodideDir}/pyodide.mjs`);
const py = await loadPyodide({ indexURL: `${pyodideDir}/` });
// the runner, and the engine it runs beside (its words: tractor_core.text), as on the page
function copy(from, to) {
  py.FS.mkdirTree(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "__pycache__") copy(`${from}/${entry.name}`, `${to}/${entry.name}`);
    else if (entry.name.endsWith(".py")) py.FS.writeFile(`${to}/${entry.name}`, fs.readFileSync(`${from}/${entry.name}`));
  }
}
copy(runnerDir, "/x/lesson_runner");
copy(engineDir, "/x/tractor_core");
console.log(py.runPython(`
import json, sys
sys.path.insert(0, "/x")
from lesson_runner import run_cell
loop = run_cell("a", ["while True: pass"], 0, time_limit=0.2)
called = run_cell("b", ["def spin():\\\\n    while True: pass", "spin()"], 1, time_limit=0.2)
json.dumps([hasattr(sys, "monitoring"), loop["error"]["type"], called["error"]["type"]])
`));
"""


@pytest.mark.slow
def test_in_the_pages_pyodide_an_endless_loop_is_stopped_too(tmp_path: Path) -> None:
    """Pyodide's Python (3.12+) stops loops through sys.monitoring, not the tests' settrace."""
    node = shutil.which("node")
    if node is None or not (PYODIDE / "pyodide.mjs").exists():
        pytest.skip("needs node and npm's pyodide (npm ci)")
    script = tmp_path / "in_pyodide.mjs"
    script.write_text(IN_PYODIDE, encoding="utf-8")
    root = Path(__file__).resolve().parent.parent
    runner, engine = root / "sitebuild" / "lesson_runner", root / "tractor_core"
    done = subprocess.run(
        [node, str(script), str(PYODIDE), str(runner), str(engine)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [
        True,
        "TimeLimitError",
        "TimeLimitError",
    ]
