"""Build the "Run this lesson in your browser" JupyterLite site, served from ``site/lite/``.

Everything it needs is local or pinned, and nothing it builds loads from another origin:

* the JupyterLite app (``jupyterlite-core``) with the Notebook app only, and three JupyterLab
  extensions: the Pyodide kernel (``jupyterlite-pyodide-kernel``), the widget manager
  (``jupyterlab-widgets``) and anywidget, so the lessons' puzzle widgets render;
* the Pyodide runtime is the site's own (``assets/tractor/pyodide/``, npm ``pyodide``, whose version
  must equal the kernel's ``PYODIDE_VERSION``): one runtime for the live puzzles and the notebooks;
* the kernel's Python packages are wheels listed in ``lite-requirements.txt`` (downloaded once,
  checked by hash), the kernel's own wheels and the project wheel, all described by a
  ``pyodide-lock.json`` made here with the pyodide-lock tooling and preloaded when the kernel
  starts (no PyPI fallback);
* the lessons (jupytext ``.py``) converted to ``.ipynb`` as the site's contents.

Two caches in ``build/lite/``, each keyed on a hash of its inputs: ``app-<digest>/``, the
JupyterLite app (``jupyter lite build``, the slow part; key: versions, pins, this module), and
``<digest>/``, the site (key: the app's, the project wheel's contents, the lessons), assembled
from hard links of the app in about a second. ``mkdocs serve`` rebuilds with unchanged inputs only
link the cached site into ``site/lite/``; an edited lesson costs the second.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

log = logging.getLogger("mkdocs.plugins.tractor.lite")

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
REQUIREMENTS = Path(__file__).resolve().parent / "lite-requirements.txt"
#: Holds a reader's first run until the notebook has its kernel (see the script's header).
GUARD = Path(__file__).resolve().parent / "lite-guard.js"
#: JupyterLab's fonts with the site's Chinese font first (see the stylesheet's header).
FONTS_CSS = Path(__file__).resolve().parent / "lite-chinese.css"
#: The site's Chinese font face (``sitebuild/chinese.py`` writes it), relative to the lite root.
CHINESE_CSS_FROM_LITE = "../assets/tractor/chinese.css"
#: JupyterLite's app pages that show a reader's text (``lab/`` is a redirect, see below).
APP_PAGES = ("notebooks", "tree", "edit")
CACHE = ROOT / "build" / "lite"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
LABEXTENSIONS = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
KERNEL_EXTENSION = LABEXTENSIONS / "@jupyterlite" / "pyodide-kernel-extension"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"

#: Where the lite site is published, relative to the site root.
LITE_DIR = "lite"
#: The site's shared Pyodide runtime, relative to the lite root (see ``sitebuild/hooks.py``).
PYODIDE_FROM_LITE = "../assets/tractor/pyodide/pyodide.mjs"
#: Wheels and lock in the lite output.
WHEELS_DIR = "static/tractor"
#: Packages the kernel loads while Pyodide starts (their dependencies come from the lock).
PRELOAD = (
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
    "ipywidgets",
    "anywidget",
    "tractor-core",
)
#: Wheels that carry JupyterLab extensions (anywidget is also installed in the kernel).
EXTENSION_WHEELS = ("anywidget", "jupyterlab-widgets")
#: Wheels that are not installed in the kernel (their Python side is not needed there).
NOT_IN_KERNEL = ("jupyterlab-widgets",)
#: Bump to invalidate every cached build (when this module changes how it builds).
BUILD_FORMAT = 1


def lesson_sources(lessons: Path = LESSONS) -> list[Path]:
    """The jupytext notebooks of the site (lessons, puzzles, reference)."""
    return sorted(
        p
        for p in lessons.glob("*.py")
        if p.read_text(encoding="utf-8").startswith(("# %%", "# ---\n# jupyter:"))
    )


def page_sources(lessons: Path = LESSONS) -> list[Path]:
    """The Markdown pages of the site (home, glossary, cheat sheet, teachers' guide)."""
    return sorted(lessons.glob("*.md"))


#: A Markdown link to a lesson notebook by file name: ``](02-trumps.py)``, ``](02-trumps.py#x)``.
_NOTEBOOK_LINK = re.compile(r"\]\(([A-Za-z0-9_-]+)\.py(#[^)]*)?\)")


def _link_notebooks(markdown: str, stems: set[str], lang: str = "") -> str:
    """Links between lessons name the ``.py`` files; in JupyterLite the lessons are ``.ipynb``.

    A Chinese notebook (``lang="zh"``) links to the Chinese notebooks where there are some:

    >>> _link_notebooks("[2](02-trumps.py) [3](03-x.py#a)", {"02-trumps", "03-x", "03-x.zh"}, "zh")
    '[2](02-trumps.ipynb) [3](03-x.zh.ipynb#a)'
    """

    def link(m: re.Match[str]) -> str:
        stem, fragment = m.group(1), m.group(2) or ""
        if lang and f"{stem}.{lang}" in stems:
            return f"]({stem}.{lang}.ipynb{fragment})"
        return f"]({stem}.ipynb{fragment})" if stem in stems else m.group(0)

    return _NOTEBOOK_LINK.sub(link, markdown)


def notebook_language(source: Path | str) -> str:
    """A notebook's language from its name: ``02-trumps.zh.py`` is ``zh``, English has ``""``."""
    suffixes = Path(source).suffixes
    return suffixes[-2].lstrip(".") if len(suffixes) > 1 else ""


def notebook_name(source: Path | str) -> str:
    """The ``.ipynb`` name a lesson has in JupyterLite."""
    return f"{Path(source).stem}.ipynb"


def lesson_url(page_url: str, source: str) -> str:
    """The link from a page (its mkdocs ``url``) to its notebook in JupyterLite."""
    up = "../" * page_url.count("/")
    return f"{up}{LITE_DIR}/notebooks/index.html?path={notebook_name(source)}"


def _versions() -> dict[str, str]:
    names = ("jupyterlite-core", "jupyterlite-pyodide-kernel", "jupytext")
    found = {name: importlib.metadata.version(name) for name in names}
    package = json.loads((PYODIDE_NPM / "package.json").read_text(encoding="utf-8"))
    found["pyodide (npm)"] = package["version"]
    return found


def check_pyodide_version() -> str:
    """The npm Pyodide version, which must be the kernel's (else the kernel cannot start)."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION  # noqa: PLC0415

    npm = _versions()["pyodide (npm)"]
    if npm != PYODIDE_VERSION:
        msg = (
            f"npm pyodide is {npm} but jupyterlite-pyodide-kernel needs {PYODIDE_VERSION}: "
            "pin the same version in package.json"
        )
        raise RuntimeError(msg)
    return npm


def wheel_digest(wheel: Path) -> str:
    """A hash of a wheel's members (names and bytes), blind to zip timestamps."""
    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            digest.update(name.encode())
            digest.update(hashlib.sha256(archive.read(name)).digest())
    return digest.hexdigest()


def _digest(parts: Iterable[tuple[str, bytes]]) -> str:
    digest = hashlib.sha256()
    for label, data in parts:
        digest.update(label.encode() + b"\0" + hashlib.sha256(data).digest())
    return digest.hexdigest()[:16]


def app_digest() -> str:
    """The key of the JupyterLite app build: versions, pinned wheels, this module."""
    return _digest(
        [
            ("format", str(BUILD_FORMAT).encode()),
            ("requirements", REQUIREMENTS.read_bytes()),
            ("module", Path(__file__).read_bytes()),
            ("versions", json.dumps(_versions(), sort_keys=True).encode()),
        ]
    )


def inputs_digest(project_wheel: Path, lessons: Iterable[Path]) -> str:
    """The key of the whole lite site: the app's key, the project wheel's contents, the lessons."""
    parts = [("app", app_digest().encode()), ("wheel", wheel_digest(project_wheel).encode())]
    parts += [(f"lesson:{p.name}", p.read_bytes()) for p in lessons]
    parts.append(("guard", GUARD.read_bytes()))
    parts.append(("lab redirect", LAB_REDIRECT.read_bytes()))
    parts.append(("fonts", FONTS_CSS.read_bytes()))
    return _digest(parts)


def fetch_wheels(dest: Path = CACHE / "wheels") -> list[Path]:
    """The pinned kernel wheels, downloaded once (pip checks every hash, and so does this)."""
    wheels = _pinned_wheels(dest)
    if wheels is None:
        dest.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary=:all:",
                "--require-hashes",
                # the kernel's Python, not this one (ipython 9.12 needs 3.12 or later)
                "--python-version=3.14",
                "--implementation=py",
                "--abi=none",
                "--platform=any",
                "--dest",
                str(dest),
                "--requirement",
                str(REQUIREMENTS),
            ],
            check=True,
        )
        wheels = _pinned_wheels(dest)
    if wheels is None:
        msg = f"pip did not download every wheel of {REQUIREMENTS.name} into {dest}"
        raise RuntimeError(msg)
    return wheels


_REQUIREMENT = re.compile(r"^([A-Za-z0-9._-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})\s*$")


def _requirements() -> dict[str, tuple[str, str]]:
    """Name → (version, sha256) from ``lite-requirements.txt``."""
    found: dict[str, tuple[str, str]] = {}
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        match = _REQUIREMENT.match(line)
        if not match:
            msg = f"{REQUIREMENTS.name}: expected 'name==version --hash=sha256:…', got {line!r}"
            raise ValueError(msg)
        found[_canonical(match[1])] = (match[2], match[3])
    return found


def _pinned_wheels(folder: Path) -> list[Path] | None:
    """The pinned wheels in ``folder`` with the pinned hashes, or None if one is missing."""
    by_name: dict[str, Path] = {}
    pins = _requirements()
    for wheel in sorted(folder.glob("*.whl")):
        name, version = _canonical(wheel.name.split("-")[0]), wheel.name.split("-")[1]
        if pins.get(name, ("", ""))[0] != version:
            continue
        if hashlib.sha256(wheel.read_bytes()).hexdigest() == pins[name][1]:
            by_name[name] = wheel
    if set(by_name) != set(pins):
        return None
    return [by_name[name] for name in sorted(by_name)]


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def write_lock(folder: Path, wheels: Iterable[Path]) -> Path:
    """Copy the kernel's wheels into ``folder`` and describe them in a ``pyodide-lock.json``.

    The entries are pyodide-lock's (``add_wheels_to_spec``: name, version, hash, top-level
    imports, and the dependencies that apply in the kernel's environment, read from the lock's
    platform and Python). One rule is this site's: a dependency that is not in the lock is left
    out, as it is not needed to import the wheel (ipywidgets' ``jupyterlab_widgets``, which only
    carries JavaScript for JupyterLab). The lock's ``info`` is the site's Pyodide's own.
    """
    from pyodide_lock import PyodideLockSpec  # noqa: PLC0415 - only when the site is built
    from pyodide_lock.spec import InfoSpec  # noqa: PLC0415
    from pyodide_lock.utils import add_wheels_to_spec  # noqa: PLC0415

    folder.mkdir(parents=True, exist_ok=True)
    copied = []
    for wheel in wheels:
        shutil.copyfile(wheel, folder / wheel.name)
        copied.append(folder / wheel.name)
    base = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    # pyodide-lock's model wants the Pyodide version, which Pyodide's own lock no longer states
    info = InfoSpec(**{"version": _versions()["pyodide (npm)"], **base["info"]})
    spec = add_wheels_to_spec(
        PyodideLockSpec(info=info, packages={}),
        copied,
        base_path=folder,
        ignore_missing_dependencies=True,
    )
    for package in spec.packages.values():
        package.depends = sorted(name for name in package.depends if name in spec.packages)
    missing = [name for name in PRELOAD if name not in spec.packages]
    if missing:
        msg = f"the kernel's lock lacks {missing}"
        raise RuntimeError(msg)
    packages = {name: spec.packages[name].model_dump() for name in sorted(spec.packages)}
    lock = {"info": base["info"], "packages": packages}
    path = folder / "pyodide-lock.json"
    path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def write_notebooks(sources: Iterable[Path], folder: Path) -> list[Path]:
    """Convert jupytext lessons to ``.ipynb`` (no outputs) for the Pyodide kernel."""
    import jupytext  # noqa: PLC0415 - a dependency of mkdocs-jupyter

    folder.mkdir(parents=True, exist_ok=True)
    sources = list(sources)
    stems = {source.stem for source in sources}
    written = []
    for source in sources:
        notebook = jupytext.read(source)
        notebook.metadata.pop("jupytext", None)
        for cell in notebook.cells:
            if cell.cell_type == "markdown":
                cell.source = _link_notebooks(cell.source, stems, notebook_language(source))
        notebook.metadata["kernelspec"] = {
            "name": "python",
            "display_name": "Python (Pyodide)",
            "language": "python",
        }
        notebook.metadata["language_info"] = {"name": "python"}
        target = folder / notebook_name(source)
        # The site's own lessons are trusted, so the notebook does not say "Not Trusted":
        # JupyterLab reads a code cell's trust from its metadata, which nbformat strips on
        # writing (a transient field), so it is added to the written JSON.
        data = json.loads(jupytext.writes(notebook, fmt="ipynb"))
        for cell in data["cells"]:
            if cell["cell_type"] == "code":
                cell["metadata"]["trusted"] = True
        target.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(target)
    return written


def write_pages(pages: Iterable[Path], folder: Path, notebooks: Iterable[Path]) -> list[Path]:
    """Copy the Markdown pages beside the notebooks, so the lessons' links to them open."""
    stems = {source.stem for source in notebooks}
    written = []
    for page in pages:
        target = folder / page.name
        target.write_text(_link_notebooks(page.read_text(encoding="utf-8"), stems), "utf-8")
        written.append(target)
    return written


def write_contents_index(files: Path, index: Path) -> Path:
    """JupyterLite's listing of its contents (``api/contents/all.json``): notebooks and pages."""
    now = datetime.now(tz=UTC).isoformat().replace("+00:00", "Z")

    def entry(name: str, size: int | None, kind: str) -> dict[str, Any]:
        return {
            "content": None,
            "created": now,
            "format": None,
            "hash": None,
            "hash_algorithm": None,
            "last_modified": now,
            "mimetype": None,
            "name": name,
            "path": name,
            "size": size,
            "type": kind,
            "writable": True,
        }

    listing = entry("", None, "directory") | {"format": "json"}
    listing["content"] = [
        entry(p.name, p.stat().st_size, "notebook" if p.suffix == ".ipynb" else "file")
        for p in sorted([*files.glob("*.ipynb"), *files.glob("*.md")])
    ]
    index.parent.mkdir(parents=True, exist_ok=True)
    index.write_text(json.dumps(listing, indent=1), encoding="utf-8")
    return index


def lite_config() -> dict[str, Any]:
    """``jupyter-lite.json``: the shared runtime, the local lock, no PyPI."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Learn Tractor · JupyterLite",
            # the bare /lite/ address opens the lessons' file list (the lab app is not built)
            "appUrl": "./tree",
            "defaultKernelName": "python",
            # window.jupyterapp, which lite-guard.js reads to hold runs until the kernel is there
            "exposeAppInBrowser": True,
            "contentsAllJsonFile": "all.json",
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    # "./" makes JupyterLite resolve it against the lite root, wherever served.
                    "pyodideUrl": f"./{PYODIDE_FROM_LITE}",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {
                        "lockFileURL": f"./{WHEELS_DIR}/pyodide-lock.json",
                        "packages": list(PRELOAD),
                    },
                }
            },
        },
    }


def build_config(output: Path, wheels: Iterable[Path]) -> dict[str, Any]:
    """``jupyter_lite_config.json``: the Notebook apps, three extensions, no contents yet."""
    extensions = [str(KERNEL_EXTENSION)]
    extensions += [str(w) for w in wheels if _is_extension(w)]
    return {
        "LiteBuildConfig": {
            "apps": ["notebooks", "tree", "edit"],  # tree and edit open linked files
            "no_sourcemaps": True,
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": extensions,
            "contents": [],
            "output_dir": str(output),
        },
    }


def _is_extension(wheel: Path) -> bool:
    return _canonical(wheel.name.split("-")[0]) in EXTENSION_WHEELS


def kernel_wheels() -> list[Path]:
    """The wheels the kernel extension ships (piplite, pyodide-kernel, ipykernel stand-in)."""
    pypi = KERNEL_EXTENSION / "static" / "pypi"
    wheels = [
        w
        for w in sorted(pypi.glob("*.whl"))
        if not w.name.startswith("widgetsnbextension-3.")  # ipywidgets 7 only
    ]
    if not wheels:
        msg = f"no kernel wheels in {pypi}: is jupyterlite-pyodide-kernel installed?"
        raise RuntimeError(msg)
    return wheels


def build_app(cache: Path = CACHE) -> Path:
    """The JupyterLite app with its extensions (no notebooks, no wheels): cached by its key."""
    key = f"app-{app_digest()}"
    done = cache / key
    if (done / "jupyter-lite.json").exists():
        return done
    cache.mkdir(parents=True, exist_ok=True)
    wheels = fetch_wheels(cache / "wheels")  # two carry extensions
    with tempfile.TemporaryDirectory(dir=cache, prefix="tmp-") as tmp:
        lite_dir, output = Path(tmp) / "src", Path(tmp) / "out"
        lite_dir.mkdir()
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1))
        (lite_dir / "jupyter_lite_config.json").write_text(
            json.dumps(build_config(output, wheels), indent=1)
        )
        env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTERLITE_")}
        result = subprocess.run(
            [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir)],
            cwd=lite_dir,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            msg = f"jupyter lite build failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
            raise RuntimeError(msg)
        _prune(cache, "app-")
        output.rename(done)
    log.info("JupyterLite app: built %s", key)
    return done


def build(project_wheel: Path, *, cache: Path = CACHE) -> Path:
    """The JupyterLite site for these inputs: from the cache, or assembled into it.

    The app (slow: ~15 s) is rebuilt only when versions, pins or this module change; the
    notebooks, the lock and the wheels are added to a linked copy of it (under a second).
    """
    check_pyodide_version()
    sources = lesson_sources()
    pages = page_sources()
    key = inputs_digest(project_wheel, [*sources, *pages])
    done = cache / key
    if (done / "jupyter-lite.json").exists():
        log.info("JupyterLite: cached build %s", key)
        return done
    app = build_app(cache)
    third_party = fetch_wheels(cache / "wheels")
    kernel = [w for w in third_party if _canonical(w.name.split("-")[0]) not in NOT_IN_KERNEL]
    with tempfile.TemporaryDirectory(dir=cache, prefix="tmp-") as tmp:
        output = Path(tmp) / "out"
        mirror(app, output)
        write_notebooks(sources, output / "files")
        write_pages(pages, output / "files", sources)
        write_contents_index(output / "files", output / "api" / "contents" / "all.json")
        write_lock(output / WHEELS_DIR, [*kernel, *kernel_wheels(), project_wheel])
        install_guard(output)
        install_fonts(output)
        install_lab_redirect(output)
        _check_output(output)
        _prune(cache, "")
        output.rename(done)
    log.info("JupyterLite: built %s", key)
    return done


def install_guard(output: Path) -> Path:
    """Load ``lite-guard.js`` in the Notebook app's page, before JupyterLite starts.

    JupyterLab's notebook drops a cell run in the second between showing the cells and having
    its kernel (or asks to select a kernel); the guard holds such a run and replays it.
    """
    script = output / WHEELS_DIR / GUARD.name
    script.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(GUARD, script)
    page = output / "notebooks" / "index.html"
    text = page.read_text(encoding="utf-8")
    version = hashlib.sha256(GUARD.read_bytes()).hexdigest()[:8]
    tag = f'<script src="../{WHEELS_DIR}/{GUARD.name}?_={version}"></script>\n'
    if "</head>" not in text:
        msg = f"{page}: no </head> to load {GUARD.name} before"
        raise RuntimeError(msg)
    page.unlink()  # a hard link into the cached app: replace it, never write through it
    page.write_text(text.replace("</head>", tag + "</head>", 1), encoding="utf-8")
    return script


def install_fonts(output: Path) -> Path:
    """Draw Chinese in JupyterLite's pages with the site's own font, as the site's pages do.

    Each app page links the site's ``chinese.css`` (its ``@font-face``: the font is fetched from
    the site, never from elsewhere) and ``lite-chinese.css``, which puts that font first in
    JupyterLab's font lists. Without them a Chinese lesson's Markdown showed as empty boxes on
    a machine with no Chinese font.
    """
    stylesheet = output / WHEELS_DIR / FONTS_CSS.name
    stylesheet.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FONTS_CSS, stylesheet)
    version = hashlib.sha256(FONTS_CSS.read_bytes()).hexdigest()[:8]
    tags = (
        f'<link rel="stylesheet" href="../{CHINESE_CSS_FROM_LITE}">\n'
        f'<link rel="stylesheet" href="../{WHEELS_DIR}/{FONTS_CSS.name}?_={version}">\n'
    )
    for name in APP_PAGES:
        page = output / name / "index.html"
        text = page.read_text(encoding="utf-8")
        if "</head>" not in text:
            msg = f"{page}: no </head> to link {FONTS_CSS.name} before"
            raise RuntimeError(msg)
        page.unlink()  # a hard link into the cached app (or the guard's copy): never write through
        page.write_text(text.replace("</head>", tags + "</head>", 1), encoding="utf-8")
    return stylesheet


#: ``lite/lab/``: the Notebook app's View → "Open JupyterLab" leads there, and only the Notebook
#: apps are built; this page sends the reader to the lessons' file list instead of a 404.
LAB_REDIRECT = Path(__file__).resolve().parent / "lite-lab-redirect.html"


def install_lab_redirect(output: Path) -> Path:
    """Write ``lab/index.html``, a redirect to the Notebook app's file list."""
    page = output / "lab" / "index.html"
    page.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(LAB_REDIRECT, page)
    return page


def _prune(cache: Path, prefix: str) -> None:
    """Remove the older cached builds of one kind (``app-…`` or the sites)."""
    for old in cache.iterdir():
        if old.is_dir() and re.fullmatch(re.escape(prefix) + r"[0-9a-f]{16}", old.name):
            shutil.rmtree(old)


def _check_output(output: Path) -> None:
    """Fail on a build that would load anything from another origin or lacks a piece."""
    config = json.loads((output / "jupyter-lite.json").read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    settings = data["litePluginSettings"][KERNEL_PLUGIN]
    if not settings.get("pyodideUrl", "").startswith("./"):
        msg = f"JupyterLite would load Pyodide from {settings.get('pyodideUrl')}"
        raise RuntimeError(msg)
    names = {json.dumps(ext) for ext in data.get("federated_extensions", [])}
    for wanted in ("pyodide-kernel-extension", "anywidget", "jupyterlab-manager"):
        if not any(wanted in n for n in names):
            msg = f"JupyterLite build lacks the {wanted} extension"
            raise RuntimeError(msg)


def publish(built: Path, site_dir: Path) -> Path:
    """Mirror the built lite site into ``site_dir/lite``."""
    target = site_dir / LITE_DIR
    mirror(built, target)
    return target


def mirror(source: Path, target: Path) -> None:
    """Make ``target`` a copy of ``source``, by hard links where possible; skip what is there."""
    wanted = {p.relative_to(source) for p in source.rglob("*") if p.is_file()}
    if target.exists():
        for path in sorted(target.rglob("*"), reverse=True):
            if path.is_file() and path.relative_to(target) not in wanted:
                path.unlink()
    for rel in sorted(wanted):
        src, dst = source / rel, target / rel
        if dst.exists() and os.path.samefile(src, dst):
            continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        if dst.exists():
            dst.unlink()
        try:
            os.link(src, dst)
        except OSError:
            shutil.copyfile(src, dst)
