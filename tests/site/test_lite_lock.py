"""The JupyterLite kernel's ``pyodide-lock.json`` is made by the pyodide-lock tooling
(``sitebuild/lite.py``, ``write_lock``), not written by hand: each entry names its wheel, its
hash, its top-level imports and the dependencies that apply in the kernel (emscripten, the lock's
Python); a dependency that is not in the lock is left out (it is not needed to import the wheel).
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

import pytest

from sitebuild import lite


def _wheel(folder: Path, name: str, requires: list[str], module: str) -> Path:
    """A pure-Python wheel with these ``Requires-Dist`` lines and one top-level module."""
    path = folder / f"{name}-1.0-py3-none-any.whl"
    meta = "\n".join(
        ["Metadata-Version: 2.1", f"Name: {name}", "Version: 1.0"]
        + [f"Requires-Dist: {r}" for r in requires]
    )
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{module}/__init__.py", "")
        archive.writestr(f"{name}-1.0.dist-info/METADATA", meta + "\n")
        archive.writestr(f"{name}-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\nTag: py3-none-any\n")
        archive.writestr(f"{name}-1.0.dist-info/RECORD", "")
    return path


@pytest.mark.skipif(not (lite.PYODIDE_NPM / "pyodide-lock.json").exists(), reason="npm ci")
def test_the_lock_is_made_from_the_wheels_for_the_kernels_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lite, "PRELOAD", ("alpha",))
    wheels = [
        _wheel(
            tmp_path,
            "alpha",
            [
                "beta>=1",
                "gamma; sys_platform == 'win32'",  # not in the kernel
                "delta; sys_platform == 'emscripten'",  # in the kernel, and in the lock
                "js-only-extension",  # not in the lock: not needed to import alpha
                "beta[fast]; extra == 'speed'",  # an extra nobody asked for
            ],
            "alpha_mod",
        ),
        _wheel(tmp_path, "beta", [], "beta"),
        _wheel(tmp_path, "gamma", [], "gamma"),
        _wheel(tmp_path, "delta", [], "delta"),
    ]
    folder = tmp_path / "lock"
    lock = json.loads(lite.write_lock(folder, wheels).read_text(encoding="utf-8"))
    npm = json.loads((lite.PYODIDE_NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == npm["info"]
    alpha = lock["packages"]["alpha"]
    assert alpha["depends"] == ["beta", "delta"]
    assert alpha["imports"] == ["alpha_mod"]
    assert alpha["file_name"] == "alpha-1.0-py3-none-any.whl"
    wheel = (folder / alpha["file_name"]).read_bytes()
    assert alpha["sha256"] == hashlib.sha256(wheel).hexdigest()
    assert alpha["install_dir"] == "site"
    assert sorted(lock["packages"]) == ["alpha", "beta", "delta", "gamma"]


@pytest.mark.skipif(not (lite.PYODIDE_NPM / "pyodide-lock.json").exists(), reason="npm ci")
def test_a_lock_without_a_package_the_kernel_preloads_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lite, "PRELOAD", ("alpha", "tractor-core"))
    with pytest.raises(RuntimeError, match="tractor-core"):
        lite.write_lock(tmp_path / "lock", [_wheel(tmp_path, "alpha", [], "alpha")])


def test_every_dependency_in_the_sites_lock_is_in_the_lock(built_site: Path) -> None:
    folder = built_site / "lite" / lite.WHEELS_DIR
    packages = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    for name, entry in packages.items():
        assert set(entry["depends"]) <= set(packages), name
        wheel = (folder / entry["file_name"]).read_bytes()
        assert entry["sha256"] == hashlib.sha256(wheel).hexdigest(), name
    assert "jupyterlab-widgets" not in packages["ipywidgets"]["depends"]
