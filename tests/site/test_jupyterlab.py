"""The puzzle widget in a real JupyterLab: the anywidget front-end renders, answers and compares.

Starts JupyterLab on 127.0.0.1 with a one-cell notebook, runs the cell in Debian's Chromium,
clicks an answer and the variant lens, and checks the engine's verdict appears.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tractor_core import PRESETS, puzzles

pytestmark = pytest.mark.browser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("lab")
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": None,
                "outputs": [],
                "source": 'from widgets import PuzzleWidget\nPuzzleWidget("tractor", difficulty=2, seed=5)',
            }
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / "puzzle.ipynb").write_text(json.dumps(notebook))
    port = _free_port()
    bin_dir = Path(sys.executable).parent
    proc = subprocess.Popen(
        [
            sys.executable, "-m", "jupyterlab", "--allow-root", "--no-browser", f"--port={port}",
            "--ServerApp.ip=127.0.0.1", "--ServerApp.token=", "--ServerApp.password=",
            f"--ServerApp.root_dir={root}", "--LabApp.news_url=",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(root)},
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(120):
        try:
            urllib.request.urlopen(f"{url}/api", timeout=1)
            break
        except OSError:
            time.sleep(0.5)
    else:
        proc.kill()
        pytest.fail("JupyterLab did not start")
    yield url
    proc.terminate()
    proc.wait(timeout=30)


def test_puzzle_widget_works_in_jupyterlab(browser: Any, lab: str) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{lab}/lab/tree/puzzle.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-InputArea-editor", timeout=90_000)
    deadline = time.time() + 10
    while time.time() < deadline:  # a kernel-choice or news dialog may open first
        if page.locator(".jp-Dialog .jp-mod-accept").count():
            page.click(".jp-Dialog .jp-mod-accept")
        time.sleep(0.5)
    page.click(".jp-Notebook .jp-InputArea-editor")
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(".tc-puzzle[data-puzzle-id]", timeout=90_000)
    puzzle_id = page.get_attribute(".tc-puzzle", "data-puzzle-id")
    assert puzzle_id == "tractor-default-2-5"
    solution = puzzles.make_puzzle(puzzle_id)["_solution"]
    page.click(f".tc-puzzle button[data-answer={'yes' if solution else 'no'}]")
    feedback = page.wait_for_selector(".tc-feedback.tc-right", timeout=30_000)
    assert puzzles.check(puzzle_id, solution)["rule"]["id"] in feedback.inner_text()
    page.click(".tc-lens-button")
    page.wait_for_selector(".tc-lens", timeout=30_000)
    assert page.locator(".tc-lens tbody tr").count() == len(PRESETS)
    assert errors == []
    page.close()
