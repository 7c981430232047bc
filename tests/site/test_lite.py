""" "Run this lesson in your browser": the built site's JupyterLite, in Debian's Chromium, offline.

A lesson page links to its notebook in JupyterLite (``site/lite/``); following the link starts
the Pyodide kernel from the site's own files (no request may leave the origin), runs the
lesson's first cells with ``tractor_core`` from the project wheel, and the anywidget puzzle
answers a click with the engine's verdict.
"""

from __future__ import annotations

import json
import re
import time
import warnings
import zipfile
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.site.conftest import PageWatch
from tractor_core import Rank, Suit, Trump, is_tractor, order_for, puzzles

LESSON = "03-combinations"
#: ms: the kernel downloads ~15 MB and starts Python; its first answer takes ~15 s here and
#: about twice that on CI's slower machine.
KERNEL_TIMEOUT = 120_000


def test_built_site_has_lite_with_lessons_kernel_wheels_and_extensions(built_site: Path) -> None:
    lite = built_site / "lite"
    config = json.loads((lite / "jupyter-lite.json").read_text(encoding="utf-8"))[
        "jupyter-config-data"
    ]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./../assets/tractor/pyodide/pyodide.mjs"
    assert (built_site / "assets" / "tractor" / "pyodide" / "pyodide.mjs").exists()
    assert {"tractor-core", "anywidget", "pyodide-kernel"} <= set(
        kernel["loadPyodideOptions"]["packages"]
    )
    assert {ext["name"] for ext in config["federated_extensions"]} == {
        "@jupyter-widgets/jupyterlab-manager",
        "@jupyterlite/pyodide-kernel-extension",
        "anywidget",
    }

    lessons = sorted(
        p.stem for p in (Path(__file__).parents[2] / "lessons").glob("[0-9][0-9]-*.py")
    )
    assert len(lessons) >= 13
    for stem in lessons:
        notebook = json.loads((lite / "files" / f"{stem}.ipynb").read_text(encoding="utf-8"))
        assert notebook["metadata"]["kernelspec"]["name"] == "python"
        assert any(cell["cell_type"] == "code" for cell in notebook["cells"])
        page = (built_site / stem / "index.html").read_text(encoding="utf-8")
        assert f'href="../lite/notebooks/index.html?path={stem}.ipynb"' in page
        assert "Run this lesson in your browser" in page
        assert "If the first cell has not answered after a minute, reload that page." in page

    # Lessons link to each other and to the Markdown pages by file name: in JupyterLite those are
    # the .ipynb notebooks and copies of the pages, listed in its contents.
    listed = {
        e["name"]
        for e in json.loads((lite / "api" / "contents" / "all.json").read_text("utf-8"))["content"]
    }
    linked = set()
    for stem in lessons:
        notebook = json.loads((lite / "files" / f"{stem}.ipynb").read_text(encoding="utf-8"))
        for cell in notebook["cells"]:
            if cell["cell_type"] == "markdown":
                linked |= set(re.findall(r"\]\(([\w-]+\.\w+)[#)]", "".join(cell["source"])))
    assert "02-trumps.ipynb" in linked
    assert "glossary.md" in linked
    assert not {name for name in linked if name.endswith(".py")}
    assert linked <= listed
    for name in linked:
        assert (lite / "files" / name).is_file(), name

    lock_path = lite / "static" / "tractor" / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))["packages"]
    for name in kernel["loadPyodideOptions"]["packages"]:
        assert (lock_path.parent / lock[name]["file_name"]).exists(), name
    wheel = lock_path.parent / lock["tractor-core"]["file_name"]
    names = zipfile.ZipFile(wheel).namelist()
    assert "tractor_core/__init__.py" in names
    assert "widgets/static/puzzle.js" in names  # anywidget reads the front-end from the package


def _run_cell(page: Any, index: int) -> None:
    page.locator(".jp-Notebook .jp-CodeCell").nth(index).locator(".cm-content").click()
    page.keyboard.press("Shift+Enter")


def _kernel_state(page: Any, watched: PageWatch) -> str:
    """What the notebook shows of its kernel and cells: printed when the kernel does not answer."""
    state = page.evaluate(
        """() => ({
            kernel: document.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status,
            toolbar: document.querySelector('.jp-KernelName')?.textContent,
            dialog: document.querySelector('.jp-Dialog')?.textContent,
            prompts: [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
                .slice(0, 4).map(e => e.textContent),
            outputs: [...document.querySelectorAll('.jp-CodeCell .jp-OutputArea-output')]
                .slice(0, 4).map(e => e.textContent.slice(0, 300)),
        })"""
    )
    return f"{state}; page errors: {watched.errors}; foreign requests: {watched.foreign}"


def _first_answer(page: Any, watched: PageWatch, reason: str, start: float) -> str:
    """Run the lesson's first two cells and wait for the engine's verdict: "" or what went wrong."""
    page.wait_for_selector(".jp-Notebook .jp-CodeCell .cm-content", timeout=60_000)
    # Cells run once the kernel says it is idle, as a reader would see it (a cell run while the
    # kernel is still starting is queued, but then a kernel that never starts and a cell that
    # never runs look the same).
    try:
        page.wait_for_selector(
            ".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=KERNEL_TIMEOUT
        )
    except PlaywrightTimeout:
        return f"the kernel did not start: {_kernel_state(page, watched)}"
    print(f"\nkernel idle {time.monotonic() - start:.1f} s after the click")
    # The lesson's first cell imports the engine (and the widgets); the second prints verdicts.
    _run_cell(page, 0)
    _run_cell(page, 1)
    output = page.locator(".jp-Notebook .jp-CodeCell").nth(1).locator(".jp-OutputArea-output")
    try:
        output.filter(has_text=reason).wait_for(timeout=KERNEL_TIMEOUT)
    except PlaywrightTimeout:
        return f"no engine answer: {_kernel_state(page, watched)}"
    print(f"first engine answer {time.monotonic() - start:.1f} s after the click")
    return ""


@pytest.mark.browser
def test_run_this_lesson_opens_jupyterlite_and_the_engine_answers(watched: PageWatch) -> None:
    page = watched.page
    requests: list[str] = []
    watched.context.on("request", lambda request: requests.append(request.url))
    page.set_viewport_size({"width": 1300, "height": 900})
    page.goto(f"{watched.base}/{LESSON}/")
    link = page.locator(".tc-run-lite a")
    assert "Run this lesson in your browser" in link.inner_text()
    start = time.monotonic()
    link.click()
    page.wait_for_url(f"**/lite/notebooks/index.html?path={LESSON}.ipynb", timeout=30_000)
    level10 = order_for(Trump(Rank.TEN, Suit.HEARTS))
    reason = is_tractor("S5 S5 S3 S3", level10).reason
    stuck = _first_answer(page, watched, reason, start)
    if stuck:
        # JupyterLite's Pyodide kernel now and then never answers its first cells (seen once in
        # CI and once in a dozen runs here; jupyterlite/jupyterlite#1348 reports the same). A
        # reader reloads the page; so does the test, once, and says so in the warnings summary.
        warnings.warn(f"JupyterLite kernel stuck, page reloaded: {stuck}", stacklevel=1)
        page.reload()
        retry = _first_answer(page, watched, reason, start)
        assert not retry, f"no engine answer, twice: {stuck} / after a reload: {retry}"
    first = page.locator(".jp-Notebook .jp-CodeCell").nth(0)
    assert first.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0

    # The lesson's puzzle is the anywidget PuzzleWidget: a click is judged by the kernel.
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    index = next(i for i in range(cells.count()) if "puzzle(" in cells.nth(i).inner_text())
    _run_cell(page, index)
    page.wait_for_selector(".tc-puzzle[data-puzzle-id]", timeout=60_000)
    puzzle_id = str(page.get_attribute(".tc-puzzle[data-puzzle-id]", "data-puzzle-id"))
    solution = puzzles.make_puzzle(puzzle_id)["_solution"]
    page.click(f".tc-puzzle button[data-answer={'yes' if solution else 'no'}]")
    feedback = page.wait_for_selector(".tc-feedback.tc-right", timeout=60_000)
    assert puzzles.check(puzzle_id, solution)["rule"]["id"] in feedback.inner_text()

    assert any("/lite/static/tractor/tractor_core-" in url for url in requests), (
        "the kernel's requests were not observed, so the same-origin check would miss them"
    )
    foreign = [u for u in requests if not u.startswith((watched.base, "data:", "blob:"))]
    assert foreign == [], f"requests left the site's origin: {foreign}"
