"""The engine's layers import one way (ARCHITECTURE.md, "The layers").

``tractor_core`` is six subpackages: ``text`` ← ``rules`` ← ``words`` and ``play`` ← ``puzzles``
← ``api``.
Each may import only the layers it stands on. The test reads every module's imports (at the top
and inside functions) with :mod:`ast`, so an import added anywhere is checked.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import tractor_core

PACKAGE = Path(tractor_core.__file__).parent

# What each layer may import (besides itself and the standard library).
ALLOWED: dict[str, set[str]] = {
    "text": set(),
    "rules": {"text"},
    "words": {"text", "rules"},
    "play": {"text", "rules"},
    "puzzles": {"text", "rules", "words"},
    "api": {"text", "rules", "words", "play", "puzzles"},
}


def _layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "tractor_core":
        return None
    return parts[1] if len(parts) > 1 else ""


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every ``tractor_core`` module this file imports, with its line."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
            # ``from tractor_core.puzzles import follow_units`` imports a module: name it (the
            # cycle check trims a name that is not a module back to its module)
            found.extend((node.lineno, f"{node.module}.{a.name}") for a in node.names)
        elif isinstance(node, ast.Import):
            found.extend((node.lineno, a.name) for a in node.names)
    return [(line, m) for line, m in found if m.split(".")[0] == "tractor_core"]


def test_every_module_sits_in_a_layer() -> None:
    """No module is left at the top of the package beside the layers (only the entry points)."""
    loose = sorted(
        p.name for p in PACKAGE.glob("*.py") if p.name not in {"__init__.py", "__main__.py"}
    )
    assert loose == []
    layers = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists())
    assert layers == sorted(ALLOWED)


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_only_the_layers_below(layer: str) -> None:
    wrong = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for line, module in _imports(path):
            target = _layer_of(module)
            if target == layer:
                continue
            if target not in ALLOWED[layer]:
                wrong.append(f"{path.relative_to(PACKAGE)}:{line} imports {module}")
    assert wrong == []


def test_no_import_cycle_between_modules() -> None:
    """Modules import each other one way (no loop, even through an import inside a function)."""
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        name = ".".join(rel.parts).removesuffix(".__init__")
        graph[name] = {m for _, m in _imports(path)}
    modules = set(graph)

    def resolve(m: str) -> str | None:
        """The module that ``m`` names (``a.b.Card`` → ``a.b``)."""
        while m and m not in modules:
            m = m.rpartition(".")[0]
        return m or None

    edges = {
        n: {r for m in deps if (r := resolve(m)) and r != n and not n.startswith(r + ".")}
        for n, deps in graph.items()
    }
    # A package's __init__ re-exports its modules: an edge from the package to a module it holds
    # is not a loop.
    state: dict[str, int] = {}
    cycles: list[str] = []

    def visit(n: str, stack: list[str]) -> None:
        state[n] = 1
        for d in sorted(edges.get(n, ())):
            if d.startswith(n + "."):
                continue
            if state.get(d) == 1:
                cycles.append(" → ".join([*stack[stack.index(d) :], d]))
            elif d not in state:
                visit(d, [*stack, d])
        state[n] = 2

    for n in sorted(edges):
        if n not in state:
            visit(n, [n])
    assert cycles == []


def test_page_scripts_call_only_the_api_layer() -> None:
    """A page script's ``call("tractor_core.…", fn)`` names a module of ``tractor_core.api``."""
    import re  # noqa: PLC0415

    root = PACKAGE.parent / "sitebuild"
    called = {
        (path.name, m[1])
        for path in root.glob("*.js")
        for m in re.finditer(r"""["'](tractor_core(?:\.\w+)+)["']""", path.read_text())
        if "call(" in path.read_text()
    }
    modules = {m for _, m in called}
    assert "tractor_core.api.puzzles" in modules
    assert sorted(c for c in called if not c[1].startswith("tractor_core.api.")) == []


# ------------------------------------------------------------ the map says what the tree holds
def _architecture_table() -> dict[str, set[str]]:
    """ARCHITECTURE.md's table of layers: each ``tractor_core/<folder>/`` and the modules its
    rows name (a row with an empty first cell belongs to the folder above it)."""
    text = (PACKAGE.parent / "ARCHITECTURE.md").read_text(encoding="utf-8")
    table: dict[str, set[str]] = {}
    folder = None
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.split("|")[1:-1]]
        if len(cells) != 4:
            continue
        named = re.fullmatch(r"`tractor_core/(\w+)/`", cells[0])
        if named:
            folder = named.group(1)
        elif cells[0] or folder is None:
            continue
        table.setdefault(folder, set()).update(re.findall(r"`(\w+)\.py`", cells[2]))
    return table


def test_architecture_table_names_every_folder_and_module_of_the_engine() -> None:
    """ARCHITECTURE.md's table and the folder tree say the same thing (issue #26)."""
    table = _architecture_table()
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert set(table) == folders == set(ALLOWED)
    for folder, named in table.items():
        modules = {p.stem for p in (PACKAGE / folder).glob("*.py") if p.stem != "__init__"}
        assert named == modules, (
            folder,
            "not in the table",
            modules - named,
            "gone",
            named - modules,
        )
