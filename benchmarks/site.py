"""Full tutorial-site build time: ``mkdocs build --strict``, every lesson executed.

Prints the wall time of a clean build (mkdocs-jupyter's cache cleared) and the ratio to the target
of 60 s on 2 cores. Usage: ``python benchmarks/site.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 60.0


def main() -> int:
    shutil.rmtree(ROOT / ".cache", ignore_errors=True)
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", out],
            cwd=ROOT,
            env=env,
            check=True,
        )
        elapsed = time.perf_counter() - start
        pages = sum(1 for _ in Path(out).rglob("index.html"))
    print(
        f"site build (--strict, {pages} pages, every lesson executed): {elapsed:6.1f} s   "
        f"target ≤ {TARGET_S:.0f} s   ratio {elapsed / TARGET_S:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
