"""The wheel of the project the site's browser Python runs, built once per site build.

``sitebuild/hooks.py`` builds it when mkdocs reads its configuration and copies it into the
site; ``sitebuild/lite_hook.py`` builds JupyterLite with it. Each build has a folder of its
own, ``build/site-wheel/<pid>-<random>/`` (the project's sources copied there, and the wheel
built from the copy), so that two builds in one checkout — ``make serve`` left running while
``make test`` builds the site — never delete or overwrite each other's wheel, nor share
setuptools' in-tree ``build/lib``. A build removes its folder when the next one starts (a
``mkdocs serve`` rebuild), when mkdocs shuts down, and when Python exits; a folder left by a
process that no longer runs (killed) is removed by the next build.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where each build's folder is made.
BASE = ROOT / "build" / "site-wheel"
#: What the wheel is built from (``pyproject.toml`` packages ``tractor_core`` and ``widgets``).
SOURCES = ("pyproject.toml", "README.md", "tractor_core", "widgets")

_current: Path | None = None


def _alive(pid: int) -> bool:
    """Whether a process with this id runs (on this machine)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def clean_stale(base: Path = BASE) -> list[Path]:
    """Remove the folders of builds whose process no longer runs; returns those removed."""
    removed = []
    for folder in base.glob("*-*") if base.is_dir() else ():
        pid = folder.name.split("-", 1)[0]
        if folder.is_dir() and pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
    return removed


def clean(folder: Path | None = None) -> None:
    """Remove this process's current build folder (or ``folder``)."""
    global _current  # noqa: PLW0603 - one build folder per process at a time
    target = folder or _current
    if target is not None:
        shutil.rmtree(target, ignore_errors=True)
    if target == _current:
        _current = None


def build(root: Path = ROOT, base: Path = BASE) -> Path:
    """Build the wheel in a new folder of this build's own; returns the wheel's path.

    The previous folder of this process is removed first, and those of dead processes.
    """
    global _current  # noqa: PLW0603 - one build folder per process at a time
    clean()
    clean_stale(base)
    base.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix=f"{os.getpid()}-", dir=base))
    _current = folder
    source = folder / "src"
    # not the widgets' Chinese font (widgets/chinese_font.py): the site has its own, and every
    # reader would download it with the wheel
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.woff2")
    for name in SOURCES:
        path = root / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=ignore)
        else:
            source.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, source / name)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(folder),
            str(source),
        ],
        check=True,
    )
    shutil.rmtree(source, ignore_errors=True)
    return wheel()


def wheel() -> Path:
    """The wheel this process's build made; RuntimeError when none was built."""
    wheels = sorted(_current.glob("tractor_core-*.whl")) if _current is not None else []
    if not wheels:
        msg = "the tractor_core wheel was not built (sitebuild/hooks.py builds it in on_config)"
        raise RuntimeError(msg)
    return wheels[-1]


atexit.register(clean)
