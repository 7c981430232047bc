"""The lessons stay exactly as jupytext writes them (issue: the lessons in JupyterLab).

JupyterLab opens a lesson (a jupytext percent ``.py``) as a notebook; running it adds the kernel's
``language_info``, execution counts, outputs and cell metadata, and saving (also File → Print,
which saves first) writes the notebook back through jupytext with ``lessons/jupytext.toml``. That
must give back the very same bytes, so opening, running, saving or printing a lesson leaves the
checkout clean. The JupyterLab browser test does the same through the real app.
"""

from __future__ import annotations

from pathlib import Path

import jupytext
import pytest
from jupytext.config import load_jupytext_config

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
SOURCES = sorted(p for p in LESSONS.glob("*.py") if p.read_text("utf-8").startswith("# ---"))


def _as_jupyterlab_leaves_it(path: Path) -> object:
    """The notebook as JupyterLab holds it after Run All: metadata and outputs added."""
    notebook = jupytext.read(path)
    notebook.metadata["language_info"] = {
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "name": "python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
        "version": "3.11.7",
    }
    notebook.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    for count, cell in enumerate(notebook.cells, start=1):
        cell.metadata.update({"scrolled": True, "execution": {"iopub.status.idle": "2026"}})
        if cell.cell_type == "code":
            cell.execution_count = count
            cell.outputs = [{"output_type": "stream", "name": "stdout", "text": "out\n"}]
    return notebook


def test_every_notebook_lesson_is_found():
    assert len(SOURCES) >= 14  # 13 lessons, the puzzles page and the rules catalogue


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_saving_a_lesson_from_jupyterlab_writes_the_same_bytes(path: Path):
    config = load_jupytext_config(str(LESSONS))
    assert config is not None, "lessons/jupytext.toml is missing"
    text = jupytext.writes(_as_jupyterlab_leaves_it(path), fmt="py:percent", config=config)
    assert text == path.read_text(encoding="utf-8")


def test_without_the_config_saving_would_stamp_the_jupytext_version():
    """What lessons/jupytext.toml prevents: the header JupyterLab wrote before it existed."""
    path = LESSONS / "02-trumps.py"
    text = jupytext.writes(_as_jupyterlab_leaves_it(path), fmt="py:percent")
    assert "jupytext_version" in text
    assert text != path.read_text(encoding="utf-8")
