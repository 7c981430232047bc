"""Two site builds in one checkout do not race for the browser's wheel (issue 31).

``make serve`` left running while ``make test`` builds the site: each build deleted and rebuilt
``build/site-wheel``, and one failed with "the tractor_core wheel was not built". Each build
now has a folder of its own (``sitebuild/site_wheel.py``), removed when it is done.
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from sitebuild import site_wheel

ROOT = Path(__file__).resolve().parent.parent

# A build that waits, its wheel built, until told to go on, then checks its wheel is whole.
_BUILD = """
import sys, zipfile
from pathlib import Path
from sitebuild import site_wheel
wheel = site_wheel.build(base=Path(sys.argv[1]))
print(wheel, flush=True)
sys.stdin.readline()  # another build runs meanwhile
names = zipfile.ZipFile(site_wheel.wheel()).namelist()
print("whole" if "tractor_core/__init__.py" in names else "broken", flush=True)
"""


def _start(base: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", _BUILD, str(base)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_a_second_build_leaves_the_first_builds_wheel_alone(tmp_path: Path) -> None:
    first = _start(tmp_path)
    assert first.stdout is not None
    assert first.stdin is not None
    first_wheel = Path(first.stdout.readline().strip())
    assert first_wheel.exists()
    second = _start(tmp_path)  # while the first build is still using its wheel
    assert second.stdout is not None
    assert second.stdin is not None
    second_wheel = Path(second.stdout.readline().strip())
    assert second_wheel.exists()
    assert first_wheel.parent != second_wheel.parent  # each build its own folder
    assert first_wheel.exists()  # the old shared folder was deleted here
    for build in (first, second):
        out, _ = build.communicate("go\n", timeout=120)
        assert out.strip() == "whole"
        assert build.returncode == 0
    # each build removed its folder on leaving
    assert not first_wheel.parent.exists()
    assert not second_wheel.parent.exists()


def test_the_folder_of_a_build_that_was_killed_is_removed(tmp_path: Path) -> None:
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    dead = tmp_path / f"{gone.stdout.strip()}-abc123"
    (dead / "src").mkdir(parents=True)
    alive = tmp_path / f"{1}-def456"  # init runs: a folder of a running process stays
    alive.mkdir()
    assert site_wheel.clean_stale(tmp_path) == [dead]
    assert not dead.exists()
    assert alive.exists()


def test_no_wheel_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(site_wheel, "_current", None)
    with pytest.raises(RuntimeError, match="the tractor_core wheel was not built"):
        site_wheel.wheel()


def test_the_site_hooks_take_the_wheel_from_this_build_only() -> None:
    """No hook reads a folder shared by every build (the old ``build/site-wheel``)."""
    for hook in ("hooks.py", "lite_hook.py"):
        text = (ROOT / "sitebuild" / hook).read_text(encoding="utf-8")
        assert '"site-wheel"' not in text, hook
        assert "site_wheel.wheel()" in text, hook


@pytest.mark.slow
def test_the_wheel_is_a_zip_of_the_engine_and_the_widgets(tmp_path: Path) -> None:
    """What a build makes is what the browser imports (checked on a real build)."""
    pytest.importorskip("setuptools")
    wheel = site_wheel.build(base=tmp_path)
    try:
        names = zipfile.ZipFile(wheel).namelist()
        assert "tractor_core/api/site_api.py" in names
        assert "widgets/static/puzzle.js" in names
    finally:
        site_wheel.clean()
    assert not wheel.parent.exists()
