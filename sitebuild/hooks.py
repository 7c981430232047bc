"""mkdocs hooks that make the tutorial site self-contained and its puzzles live offline.

* ``on_config``: mark the build (lessons then write puzzles as live HTML, see ``widgets.live``)
  and build the project's wheel, which the browser runs.
* ``on_post_page``: remove the scripts mkdocs-jupyter would load from CDNs (MathJax, Mermaid,
  RequireJS, the widget embedder; the lessons need none of them) and fail the build if any page
  still loads anything from another origin.
* ``on_post_build``: copy the vendored Pyodide runtime (npm ``pyodide``, pinned in
  ``package.json``), the wheel and the puzzle front-end into ``site/assets/tractor/``.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

log = logging.getLogger("mkdocs.plugins.tractor")

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
WHEEL_DIR = ROOT / "build" / "site-wheel"

_EXTERNAL_SCRIPT = re.compile(r'<script[^>]*\bsrc="(?:https?:)?//[^"]*"[^>]*>\s*</script>', re.I)
_MATHJAX_CONFIG = re.compile(
    r'<script type="text/x-mathjax-config">.*?</script>', re.I | re.S
)
_EXTERNAL_REF = re.compile(r'<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)="((?:https?:)?//[^"]+)"', re.I)


def on_config(config: Any, **_: Any) -> Any:
    os.environ["TRACTOR_SITE_BUILD"] = "1"
    if WHEEL_DIR.exists():
        shutil.rmtree(WHEEL_DIR)
    WHEEL_DIR.mkdir(parents=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(WHEEL_DIR), str(ROOT)],
        check=True,
    )
    return config


def on_post_page(output: str, page: Any, **_: Any) -> str:
    output = _EXTERNAL_SCRIPT.sub("", output)
    output = _MATHJAX_CONFIG.sub("", output)
    leftover = _EXTERNAL_REF.findall(output)
    if leftover:
        msg = f"{page.file.src_path} loads from another origin: {', '.join(sorted(set(leftover)))}"
        raise RuntimeError(msg)
    return output


def on_post_build(config: Any, **_: Any) -> None:
    target = Path(config["site_dir"]) / "assets" / "tractor"
    (target / "pyodide").mkdir(parents=True, exist_ok=True)
    (target / "wheels").mkdir(parents=True, exist_ok=True)
    missing = [name for name in PYODIDE_FILES if not (PYODIDE_DIR / name).exists()]
    if missing:
        msg = f"Pyodide runtime missing ({', '.join(missing)}): run `npm ci` (the Makefile does)"
        raise RuntimeError(msg)
    for name in PYODIDE_FILES:
        _copy(PYODIDE_DIR / name, target / "pyodide" / name)
    wheels = sorted(WHEEL_DIR.glob("tractor_core-*.whl"))
    if not wheels:
        msg = "the tractor_core wheel was not built"
        raise RuntimeError(msg)
    _copy(wheels[-1], target / "wheels" / wheels[-1].name)
    (target / "wheels" / "manifest.json").write_text(json.dumps({"wheel": wheels[-1].name}))
    for src in (ROOT / "widgets" / "static").glob("puzzle.*"):
        _copy(src, target / src.name)
    _copy(ROOT / "sitebuild" / "tractor-live.js", target / "tractor-live.js")


def _copy(src: Path, dst: Path) -> None:
    """Copy a file unless an identical one is already there (serve rebuilds often)."""
    if dst.exists() and dst.stat().st_size == src.stat().st_size and dst.stat().st_mtime >= src.stat().st_mtime:
        return
    shutil.copyfile(src, dst)
