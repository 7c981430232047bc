"""A real Jupyter server for the browser tests: JupyterLab 4 or Notebook 7 on 127.0.0.1.

The server runs from this virtualenv with an empty home, no token and the repository on
``PYTHONPATH``, so its kernels import the ``widgets`` and ``tractor_core`` under test.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def write_notebook(path: Path, source: str) -> None:
    """A one-cell Python notebook (not yet run) at ``path``."""
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": source,
            }
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(notebook))


@contextmanager
def jupyter_server(module: str, root: Path, *extra: str) -> Iterator[str]:
    """Run ``python -m <module>`` (``jupyterlab`` or ``notebook``) serving ``root``; yield its URL.

    Fails the test if the server does not answer within two minutes; stops it afterwards.
    """
    # Port 0: the server binds a free port itself and writes it to its runtime file. (Picking a
    # free port here and passing it on raced with other processes on a shared machine: CI once
    # polled a port that another program had taken meanwhile, and read "ÿ" as a status line.)
    runtime = Path(tempfile.mkdtemp(prefix="jupyter-runtime-"))
    bin_dir = Path(sys.executable).parent
    # fmt: off
    command = [
        sys.executable, "-m", module, "--allow-root", "--no-browser", "--port=0",
        "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1", "--ServerApp.token=",
        "--ServerApp.password=", f"--ServerApp.root_dir={root}", *extra,
    ]
    # fmt: on
    proc = subprocess.Popen(
        command,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={
            "PATH": f"{bin_dir}:/usr/bin:/bin",
            "HOME": str(root),
            "PYTHONPATH": str(ROOT),
            "JUPYTER_RUNTIME_DIR": str(runtime),
        },
    )
    try:
        url = _wait_for_server(proc, module, runtime / f"jpserver-{proc.pid}.json")
        yield url
    finally:
        proc.terminate()  # the server shuts its kernels down
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _wait_for_server(proc: subprocess.Popen[bytes], module: str, info: Path) -> str:
    """The server's URL, once its runtime file names it and it answers; fails after two minutes."""
    for _ in range(240):
        if proc.poll() is not None:
            pytest.fail(f"{module} exited with {proc.returncode} before it answered")
        if info.exists():
            try:
                url = str(json.loads(info.read_text(encoding="utf-8"))["url"]).rstrip("/")
                with urllib.request.urlopen(f"{url}/api", timeout=2) as response:
                    if response.status == 200:
                        return url
            except (OSError, ValueError, KeyError):  # file half-written, or not answering yet
                pass
        time.sleep(0.5)
    pytest.fail(f"{module} did not answer within two minutes (runtime file {info})")


#: The notebook in view (JupyterLab keeps the other open notebooks' panels hidden).
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"


def wait_for_own_kernel(page: Any, panel: str = PANEL, timeout: float = 90) -> None:
    """Wait until the notebook in view has its own kernel, started and idle.

    The notebook's toolbar names the kernel and its execution indicator says ``idle``: a run
    pressed now reaches that kernel. (The server having *some* idle kernel is not enough: the
    earlier notebooks' kernels are idle while this one's is still starting, and JupyterLab drops
    a cell run in that moment.) A dialog that opens first (a kernel choice) is accepted.
    """
    own = """(panel) => {
        const p = document.querySelector(panel);
        const name = p?.querySelector('.jp-KernelName')?.textContent?.trim();
        const status = p?.querySelector('.jp-Notebook-ExecutionIndicator')?.dataset.status;
        return Boolean(name && name !== 'No Kernel' && status === 'idle');
    }"""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if page.locator(".jp-Dialog .jp-mod-accept").count():
            page.click(".jp-Dialog .jp-mod-accept")
        elif page.evaluate(own, panel):
            return
        time.sleep(0.3)
    pytest.fail(f"the notebook's kernel was not idle within {timeout:.0f} s")


def run_first_cell(page: Any, server: str, path: str) -> None:
    """Open the notebook at ``server + path`` and run its first code cell.

    Waits for the cell editor and for the notebook's own kernel (:func:`wait_for_own_kernel`),
    runs the cell, and waits until the cell shows it ran (its prompt is a number, ``[1]:``).
    """
    page.goto(f"{server}{path}")
    editor = f"{PANEL} .jp-Notebook .jp-CodeCell .jp-InputArea-editor"
    page.wait_for_selector(editor, timeout=90_000)
    wait_for_own_kernel(page)
    page.click(editor)
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        r"""(panel) => /\[\d+\]/.test(document.querySelector(panel)
            ?.querySelector('.jp-CodeCell .jp-InputPrompt')?.textContent ?? '')""",
        arg=PANEL,
        timeout=120_000,
    )


def open_and_run(browser: Any, server: str, path: str) -> tuple[Any, list[str]]:
    """A 1366×768 page of ``browser`` with the notebook at ``path`` open and its first cell run;
    the page and the errors it raises (a list that fills as they come)."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    run_first_cell(page, server, path)
    return page, errors


# ------------------------------------------------------------------ the tools' size in JupyterLab
def content_size(page: Any) -> float:
    return float(
        page.evaluate(
            "parseFloat(getComputedStyle(document.body).getPropertyValue('--jp-content-font-size1'))"
        )
    )


def font_px(page: Any, selector: str) -> float:
    return float(page.eval_on_selector(selector, "e => parseFloat(getComputedStyle(e).fontSize)"))


def fits_and_follows_the_text_size(page: Any, select: str) -> None:
    """The tool fits the notebook's part of a 1366×768 window; its text is JupyterLab's text
    size and follows it; A+ and A− size it."""
    tool = page.locator(".tc-tool").first
    box = tool.bounding_box()
    panel = page.locator(".jp-NotebookPanel-notebook").first.bounding_box()
    assert box["height"] <= panel["height"], (box, panel)
    assert box["width"] <= panel["width"], (box, panel)
    assert font_px(page, select) == pytest.approx(content_size(page))
    page.evaluate("document.body.style.setProperty('--jp-content-font-size1', '21px')")
    assert font_px(page, select) == pytest.approx(21)
    page.get_by_role("button", name="A+").first.click()
    _wait_for_font_px(page, select, 21 * 1.15)
    page.get_by_role("button", name="A−").first.click()
    page.get_by_role("button", name="A−").first.click()
    _wait_for_font_px(page, select, 21 * 0.9)


def _wait_for_font_px(page: Any, selector: str, px: float) -> None:
    """Wait until the first ``selector``'s text is ``px`` pixels (within 0.1)."""
    page.wait_for_function(
        "([s, px]) => Math.abs(parseFloat(getComputedStyle(document.querySelector(s)).fontSize)"
        " - px) < 0.1",
        arg=[selector, px],
        timeout=10_000,
    )
