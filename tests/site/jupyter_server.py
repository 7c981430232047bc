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


def kernel_idle(url: str) -> bool:
    """True once the server has a session whose kernel has started and is idle."""
    try:
        with urllib.request.urlopen(f"{url}/api/sessions", timeout=2) as response:
            sessions = json.load(response)
    except OSError:
        return False
    return any(s.get("kernel", {}).get("execution_state") == "idle" for s in sessions)


def _front_end_has_kernel(page: Any) -> bool:
    """The notebook page itself names its kernel: a cell run now reaches it.

    The server's session can be idle a moment before the page's session has the kernel, and
    JupyterLab drops a cell run in that moment (or asks to select a kernel).
    """
    name = page.locator(".jp-KernelName").first
    return bool(name.count()) and name.inner_text().strip() not in {"", "No Kernel"}


def run_first_cell(page: Any, server: str, path: str) -> None:
    """Open the notebook at ``server + path`` and run its first code cell.

    Waits for the cell editor, then, while accepting any dialog that opens first (a kernel
    choice, news), for the notebook's kernel to be idle, so the keystrokes reach the cell.
    """
    page.goto(f"{server}{path}")
    page.wait_for_selector(".jp-Notebook .jp-CodeCell .jp-InputArea-editor", timeout=90_000)
    deadline = time.time() + 60
    while time.time() < deadline:
        if page.locator(".jp-Dialog .jp-mod-accept").count():
            page.click(".jp-Dialog .jp-mod-accept")
        elif kernel_idle(server) and _front_end_has_kernel(page):
            break
        time.sleep(0.3)
    page.click(".jp-Notebook .jp-CodeCell .jp-InputArea-editor")
    page.keyboard.press("Shift+Enter")
