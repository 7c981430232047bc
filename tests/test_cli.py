"""The command line on bad input: file-level problems are usage errors (exit 2, argparse style,
one line naming the file and the problem); bad questions inside a readable file are answered
with errors and exit 0; ``simulate`` refuses unknown presets, conflicting options and a
non-positive number of hands as usage errors.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli as run

TRUMP = {"level": "2", "suit": "S"}
GOOD = {"id": "g", "kind": "is_tractor", "trump": TRUMP, "input": {"cards": "S5 S5 S6 S6"}}


def answers(out: str) -> list[dict[str, Any]]:
    got: list[dict[str, Any]] = json.loads(out)
    return got


# ------------------------------------------------------------------ judge FILE
def test_judge_missing_file_is_a_usage_error_naming_the_file(tmp_path, capsys):
    missing = tmp_path / "nope.json"
    code, out, err = run(["judge", str(missing)], capsys)
    assert code == 2
    assert out == ""
    assert f"judge: error: cannot read {str(missing)!r}: No such file or directory" in err
    assert "Traceback" not in err


def test_judge_directory_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(["judge", str(tmp_path)], capsys)
    assert code == 2
    assert "cannot read" in err


def test_judge_invalid_utf8_is_a_usage_error_naming_the_byte(tmp_path, capsys):
    path = tmp_path / "q.json"
    path.write_bytes(b'[{"id": "\xff"}]')
    code, out, err = run(["judge", str(path)], capsys)
    assert code == 2
    assert out == ""
    assert "is not UTF-8 text: byte ff at offset 9" in err


def test_judge_file_with_a_byte_order_mark_is_read(tmp_path, capsys):
    path = tmp_path / "q.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps([GOOD]).encode())
    code, out, _ = run(["judge", str(path)], capsys)
    assert code == 0
    assert answers(out)[0]["answer"] == {"tractor": True}


def test_judge_bad_questions_exit_0_with_an_error_each(tmp_path, capsys):
    bad = {**GOOD, "id": "b", "input": {"cards": None}}
    path = tmp_path / "q.json"
    path.write_text(json.dumps([bad, GOOD, {**bad, "id": 5, "input": {"cards": {"S5": 1}}}]))
    code, out, _ = run(["judge", str(path)], capsys)
    assert code == 0
    got = answers(out)
    assert [a["id"] for a in got] == ["b", "g", 5]
    assert "expected cards as text" in got[0]["error"]
    assert got[1]["answer"] == {"tractor": True}
    assert "not dict" in got[2]["error"]


def test_judge_lone_surrogate_id_is_written_as_an_escape():
    payload = '[{"id": "\\ud800", "kind": "x"}, ' + json.dumps(GOOD) + "]"
    done = subprocess.run(
        [sys.executable, "-m", "tractor_core", "judge"],
        input=payload.encode(),
        capture_output=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout.decode("utf-8"))  # valid UTF-8 and valid JSON
    assert got[0]["id"] == "\ud800"
    assert "kind 'x'" in got[0]["error"]
    assert got[1]["answer"] == {"tractor": True}


# ------------------------------------------------------------------ simulate
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--rules", "nope"], "unknown preset 'nope'"),
        (["--players", "5"], "partners='fixed' needs an even number of players, got players=5"),
        (["--rules", "004", "--decks", "3"], "kitty_multiplier='four_per_pair'"),
        (["--hands", "-3"], "argument --hands: '-3': expected a whole number of hands, 1 or more"),
        (["--hands", "0"], "expected a whole number of hands"),
        (["--hands", "many"], "'many': expected a whole number of hands"),
    ],
)
def test_simulate_bad_options_are_usage_errors(argv, message, capsys):
    code, out, err = run(["simulate", *argv], capsys)
    assert code == 2
    assert out == ""
    assert "python -m tractor_core simulate: error: " in err
    assert message in err
    assert "Traceback" not in err


def test_simulate_still_runs(capsys):
    code, out, _ = run(["simulate", "--hands", "2", "--json"], capsys)
    assert code == 0
    assert json.loads(out)["hands"] == 2


def test_judge_file_argument_reads_a_path(tmp_path: Path, capsys):
    path = tmp_path / "q.json"
    path.write_text(json.dumps([GOOD]), encoding="utf-8")
    code, out, _ = run(["judge", str(path)], capsys)
    assert code == 0
    assert answers(out)[0]["id"] == "g"


def test_judge_writes_utf8_whatever_the_console_encoding():
    # a Windows code page as the console encoding raised UnicodeEncodeError on the Chinese reasons
    done = subprocess.run(
        [sys.executable, "-m", "tractor_core", "judge"],
        input=json.dumps([GOOD]).encode(),
        capture_output=True,
        check=False,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "cp1252"},
    )
    assert done.returncode == 0, done.stderr
    assert "拖拉机" in json.loads(done.stdout.decode("utf-8"))[0]["reason_zh"]
