"""The class's working copies of the lessons: what ``make lab`` opens in JupyterLab.

Nothing done in class may change the lessons as shipped (issue 31): an edit typed on the
projector, JupyterLab's autosave or a teacher's Ctrl+S land in ``classroom/``, a folder git
ignores, never in ``lessons/``. ``make lab`` makes the copies that are missing (a teacher's
edits in the others are kept) and serves ``classroom/``; ``make lab-fresh L=03`` puts lesson 3
back as shipped (``make lab-fresh`` puts back every lesson).

The copies are made for a class:

* **English and Chinese apart:** ``classroom/English/`` holds the English lessons and pages,
  ``classroom/中文/`` the Chinese ones, so the file browser tells them apart at a glance; a
  Chinese lesson's links to other lessons and pages lead to their Chinese copies.
* **Code folded:** every code cell opens with its code collapsed (JupyterLab's
  ``jupyter.source_hidden``, stored in the copy), so the projector shows prose, cards and
  puzzles; click the bar left of a cell, or View › Expand All Code, to show it.
  ``CODE=shown`` makes copies with the code shown.
* **Solutions folded:** the code cell that lets the engine confirm an exercise's solution
  (the cell after a folded "Solution" / "答案") shows its output in a folded "Solution" box
  (:func:`folded_solution`): Run All does not print the answer in plain view. (JupyterLab
  unfolds a folded output, ``jupyter.outputs_hidden``, whenever the cell runs, so the copy's
  cell runs its code inside the box instead.)

``python -m widgets.classroom [--fresh] [--code shown|folded] [LESSON ...]``; run from the
repository (``lessons/`` and ``classroom/`` are found next to this package).
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "CLASSROOM",
    "FOLDERS",
    "LESSONS",
    "classroom_text",
    "language_info",
    "prepare",
    "zh_links",
]

ROOT = Path(__file__).resolve().parents[1]
#: The lessons as shipped.
LESSONS = ROOT / "lessons"
#: The class's working copies (ignored by git).
CLASSROOM = ROOT / "classroom"
#: The folder of each language's copies.
FOLDERS = {"en": "English", "zh": "中文"}

#: The summaries of the folded solutions, English and Chinese.
SOLUTION = re.compile(r"<summary>(?:Solution|答案)</summary>")
#: A Markdown link to another lesson or page of ``lessons/``: ``](02-trumps.py#x)``.
_LINK = re.compile(r"\]\((?P<path>(?:tools/)?[\w-]+)\.(?P<ext>py|md)(?P<anchor>#[^)]*)?\)")

#: What the copies keep when JupyterLab saves them: as ``lessons/jupytext.toml``, and also the
#: kernel's language (JupyterLab writes it into a notebook when its kernel starts: a copy that
#: has it already opens unmodified) and a cell's folded code or output (``jupyter``).
NOTEBOOK_METADATA = "kernelspec,language_info,-all"
CELL_METADATA = "jupyter,-all"
JUPYTEXT_TOML = f"""\
# The class's working copies (widgets/classroom.py): as lessons/jupytext.toml, but the kernel's
# language and a cell's folded code or output are kept when a copy is saved.
notebook_metadata_filter = "{NOTEBOOK_METADATA}"
cell_metadata_filter = "{CELL_METADATA}"
"""


def _lang_of(path: Path) -> str:
    return "zh" if path.name.endswith((".zh.py", ".zh.md")) else "en"


def zh_links(markdown: str, source: Path = LESSONS) -> str:
    """A Chinese page's links to lessons and pages, led to their Chinese copies where they exist.

    >>> zh_links("见[第 2 课](02-trumps.py#x)和[词汇](glossary.md)")
    '见[第 2 课](02-trumps.zh.py#x)和[词汇](glossary.zh.md)'
    """

    def chinese(match: re.Match[str]) -> str:
        path, ext, anchor = match["path"], match["ext"], match["anchor"] or ""
        if (source / f"{path}.zh.{ext}").exists():
            return f"]({path}.zh.{ext}{anchor})"
        return match[0]

    return _LINK.sub(chinese, markdown)


def language_info() -> dict[str, Any]:
    """What this environment's Python kernel says its language is (ipykernel's kernel info)."""
    from ipykernel.ipkernel import IPythonKernel  # noqa: PLC0415 - only for the copies

    return dict(IPythonKernel.language_info)


def solution_cell(source: str, lang: str) -> str:
    r"""A solution-checking cell's code, run inside a folded "Solution" box.

    The cell's last expression, which the notebook would have shown, is displayed in the box.

    >>> print(solution_cell("x = 1\nx + 1", "en"))
    from widgets.classroom import folded_solution
    with folded_solution('en'):
        x = 1
        display(x + 1)
    """
    tree = ast.parse(source)
    lines = source.rstrip("\n").split("\n")
    last = tree.body[-1] if tree.body else None
    if isinstance(last, ast.Expr) and not (
        isinstance(last.value, ast.Call)
        and isinstance(last.value.func, ast.Name)
        and last.value.func.id == "print"
    ):
        start, end = last.lineno - 1, (last.end_lineno or last.lineno) - 1
        lines[start] = (
            lines[start][: last.col_offset] + "display(" + lines[start][last.col_offset :]
        )
        lines[end] += ")"
    body = "\n".join(f"    {line}" if line.strip() else line for line in lines)
    return f"from widgets.classroom import folded_solution\nwith folded_solution('{lang}'):\n{body}"


#: The title of the folded box a solution's output is shown in.
SOLUTION_TITLE = {"en": "Solution: what the engine says", "zh": "答案：引擎的结果"}


def folded_solution(lang: str = "en") -> Any:
    """A folded "Solution" box, shown now; what runs inside ``with`` is shown in it.

    Used by the classroom copies' solution-checking cells (:func:`solution_cell`).
    """
    import ipywidgets as w  # noqa: PLC0415 - needs a kernel
    from IPython.display import display  # noqa: PLC0415

    out = w.Output()
    box = w.Accordion(children=[out], selected_index=None)
    box.set_title(0, SOLUTION_TITLE.get(lang, SOLUTION_TITLE["en"]))
    box.add_class("tc-solution")
    display(box)  # type: ignore[no-untyped-call]  # IPython's display is untyped
    return out


def classroom_text(text: str, lang: str, *, code: str = "folded", source: Path = LESSONS) -> str:
    """A lesson's percent-format text as its classroom copy (see the module's description)."""
    import jupytext  # noqa: PLC0415 - only for the copies (the lab extra)
    from jupytext.config import JupytextConfiguration  # noqa: PLC0415

    notebook = jupytext.reads(text, fmt="py:percent")
    notebook.metadata["language_info"] = language_info()
    after_solution = False
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            if lang == "zh":
                cell.source = zh_links(cell.source, source)
            after_solution = bool(SOLUTION.search(cell.source))
            continue
        if cell.cell_type != "code":
            continue
        if after_solution:  # the cell that lets the engine confirm a solution
            cell.source = solution_cell(cell.source, lang)
        after_solution = False
        if code == "folded":
            cell.metadata["jupyter"] = {"source_hidden": True}
    config = JupytextConfiguration(
        notebook_metadata_filter=NOTEBOOK_METADATA, cell_metadata_filter=CELL_METADATA
    )
    return str(jupytext.writes(notebook, fmt="py:percent", config=config))


def _copies(names: Sequence[str], source: Path, target: Path) -> list[tuple[Path, Path]]:
    """(shipped file, classroom copy) for every lesson and page, or those numbered ``names``."""
    pairs = []
    for path in sorted(source.rglob("*")):
        if path.suffix not in (".py", ".md") or not path.is_file():
            continue
        if names and not any(path.name.startswith(f"{n.zfill(2)}-") for n in names):
            continue
        relative = path.relative_to(source)
        pairs.append((path, target / FOLDERS[_lang_of(path)] / relative))
    return pairs


def prepare(
    names: Sequence[str] = (),
    *,
    fresh: bool = False,
    code: str = "folded",
    quiet: bool = False,
    source: Path = LESSONS,
    target: Path = CLASSROOM,
) -> list[Path]:
    """Make the missing classroom copies (``fresh``: make them again, dropping the class's edits).

    ``names``: lesson numbers ("03", "3") to make; every lesson and page when empty. Returns
    the copies written.
    """
    if code not in ("folded", "shown"):
        msg = f"code {code!r}: expected folded or shown"
        raise ValueError(msg)
    pairs = _copies(names, source, target)
    if names and not pairs:
        msg = f"no lesson numbered {', '.join(names)} in {source}"
        raise ValueError(msg)
    written = []
    for folder in (target, *(target / f for f in FOLDERS.values())):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "jupytext.toml").write_text(JUPYTEXT_TOML, encoding="utf-8")
    for shipped, copy in pairs:
        if copy.exists() and not fresh:
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        text = shipped.read_text(encoding="utf-8")
        if shipped.suffix == ".py":
            text = classroom_text(text, _lang_of(shipped), code=code, source=source)
        elif _lang_of(shipped) == "zh":
            text = zh_links(text, source)
        copy.write_text(text, encoding="utf-8")
        written.append(copy)
    if not quiet:
        where = target.relative_to(Path.cwd()) if target.is_relative_to(Path.cwd()) else target
        print(f"{len(written)} lesson files copied to {where}/ (the class's working copies)")
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m widgets.classroom``: make the class's working copies (see the module)."""
    parser = argparse.ArgumentParser(
        prog="python -m widgets.classroom", description=__doc__.split("\n")[0]
    )
    parser.add_argument("lessons", nargs="*", help="lesson numbers (03 …); every lesson if none")
    parser.add_argument("--fresh", action="store_true", help="put the lessons back as shipped")
    parser.add_argument("--code", choices=("folded", "shown"), default="folded")
    args = parser.parse_args(argv)
    try:
        prepare(args.lessons, fresh=args.fresh, code=args.code)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
