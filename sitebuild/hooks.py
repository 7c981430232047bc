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
_MATHJAX_CONFIG = re.compile(r'<script type="text/x-mathjax-config">.*?</script>', re.I | re.S)
# Tags that make the browser fetch something. A canonical or alternate <link> is only a name for
# the page (``mkdocs serve`` writes its own address there) and loads nothing.
_EXTERNAL_REF = re.compile(
    r'<(?:script|img|iframe|link(?![^>]*\brel="(?:canonical|alternate)"))\b[^>]*'
    r'\b(?:src|href)="((?:https?:)?//[^"]+)"',
    re.I,
)


def on_config(config: Any, **_: Any) -> Any:
    """Mark the build for the lessons and build the wheel the browser runs."""
    os.environ["TRACTOR_SITE_BUILD"] = "1"
    if WHEEL_DIR.exists():
        shutil.rmtree(WHEEL_DIR)
    WHEEL_DIR.mkdir(parents=True)
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
            str(WHEEL_DIR),
            str(ROOT),
        ],
        check=True,
    )
    return config


_BIG_STYLE = re.compile(
    r'<style type="text/css">\s*(@charset "UTF-8";\.jupyter-wrapper\{.*?)</style>', re.S
)
_MERMAID = re.compile(
    r"<script>\s*document\.addEventListener\(\"DOMContentLoaded\", async \(\) => \{\s*const diagram.*?</script>",
    re.S,
)
_JUPYTER_CSS: dict[str, str] = {}


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    """Strip CDN scripts, share the notebook stylesheet, refuse any other origin."""
    output = _EXTERNAL_SCRIPT.sub("", output)
    output = _MATHJAX_CONFIG.sub("", output)
    output = _MERMAID.sub("", output)
    # mkdocs-jupyter inlines JupyterLab's whole stylesheet (~570 KB) into every notebook page:
    # write it once, as a shared file every page links to (cached by the browser).
    match = _BIG_STYLE.search(output)
    if match:
        _JUPYTER_CSS["css"] = match.group(1)
        depth = page.url.count("/")
        href = "../" * depth + "assets/tractor/jupyter.css"
        output = (
            output[: match.start()]
            + f'<link rel="stylesheet" href="{href}">'
            + output[match.end() :]
        )
    leftover = _EXTERNAL_REF.findall(output)
    if leftover:
        msg = f"{page.file.src_path} loads from another origin: {', '.join(sorted(set(leftover)))}"
        raise RuntimeError(msg)
    return output


def on_post_build(config: Any, **_: Any) -> None:
    """Copy the runtime, the wheel and the puzzle front-end into the site."""
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
    if "css" in _JUPYTER_CSS:
        used = _classes_used(Path(config["site_dir"]))
        css = _purge(_JUPYTER_CSS["css"], used)
        (target / "jupyter.css").write_text(css, encoding="utf-8")
        log.info(
            "jupyter.css: %d KB of %d KB kept", len(css) // 1024, len(_JUPYTER_CSS["css"]) // 1024
        )


_CLASS = re.compile(r"\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)")


def _classes_used(site: Path) -> set[str]:
    """Every class name that appears in a built page (or is added by the puzzle script)."""
    used: set[str] = set()
    for page in site.rglob("*.html"):
        for attr in re.findall(r'class="([^"]*)"', page.read_text(encoding="utf-8")):
            used.update(attr.split())
    return used


def _blocks(css: str) -> list[tuple[str, str]]:
    """Split CSS into top-level (prelude, body) blocks."""
    out, depth, start, prelude_end = [], 0, 0, 0
    for i, ch in enumerate(css):
        if ch == "{":
            if depth == 0:
                prelude_end = i
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                out.append((css[start:prelude_end].strip(), css[prelude_end + 1 : i]))
                start = i + 1
    return out


def _purge(css: str, used: set[str]) -> str:
    """Drop rules whose every selector names a class no page uses (JupyterLab's CSS is large)."""
    kept = []
    for prelude, body in _blocks(css):
        if prelude.startswith("@charset"):
            continue
        if prelude.startswith(("@media", "@supports")):
            inner = _purge(body, used)
            if inner:
                kept.append(f"{prelude}{{{inner}}}")
        elif prelude.startswith("@") or any(
            set(_CLASS.findall(sel)) <= used for sel in prelude.split(",")
        ):
            kept.append(f"{prelude}{{{body}}}")
    return "".join(kept)


def _copy(src: Path, dst: Path) -> None:
    """Copy a file unless an identical one is already there (serve rebuilds often)."""
    if (
        dst.exists()
        and dst.stat().st_size == src.stat().st_size
        and dst.stat().st_mtime >= src.stat().st_mtime
    ):
        return
    shutil.copyfile(src, dst)
