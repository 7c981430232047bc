// Precompiles, at site-build time, the Python the browser runs at start-up, so that readers'
// browsers do not compile it from source on every cold visit (that was most of the wait for the
// first answer: Pyodide's python_stdlib.zip ships .py files only).
//
// It runs the vendored Pyodide itself under Node (so the bytecode's magic number is that of the
// very interpreter the site ships), imports the engine as the site does, and writes:
//   * a copy of python_stdlib.zip, and tractor_core.zip (the engine, for zipimport: nothing to
//     unpack in the browser), in which every module imported by then (Pyodide's own start-up and
//     the engine's imports) is replaced by its unchecked-hash .pyc; every other module stays as
//     .py and is compiled on demand, as before.
//
// Usage: node precompile.mjs PYODIDE_DIR ENGINE_SOURCE_DIR OUT_DIR

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, engineDir, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node precompile.mjs PYODIDE_DIR ENGINE_SOURCE_DIR OUT_DIR");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });

// The engine's sources, copied into the in-memory file system.
const files = [];
(function walk(dir, rel) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "__pycache__") continue;
    const full = path.join(dir, entry.name);
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(full, name);
    else if (entry.name.endsWith(".py") || entry.name === "py.typed") files.push([name, full]);
  }
})(engineDir, "tractor_core");
pyodide.FS.mkdirTree("/tmp/engine/tractor_core");
for (const [name, full] of files) {
  pyodide.FS.mkdirTree(path.posix.dirname(`/tmp/engine/${name}`));
  pyodide.FS.writeFile(`/tmp/engine/${name}`, fs.readFileSync(full));
}

pyodide.runPython(`
import importlib._bootstrap_external as _ext
import importlib.util
import io
import sys
import zipfile

def _pyc(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_ext._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))

sys.path.insert(0, "/tmp/engine")
import tractor_core.puzzles  # noqa: F401 - what the site imports first

STDLIB = "/lib/python%d%d.zip" % sys.version_info[:2]
started = set()
for module in list(sys.modules.values()):
    origin = getattr(module, "__file__", None) or ""
    for root in (STDLIB + "/", "/tmp/engine/"):
        if origin.startswith(root) and origin.endswith(".py"):
            started.add(origin[len(root) :])

out = io.BytesIO()
with zipfile.ZipFile(STDLIB) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
    for info in src.infolist():
        data = src.read(info)
        if info.filename in started:
            dst.writestr(info.filename + "c", _pyc(data, info.filename))
        else:
            dst.writestr(info, data)
open("/tmp/python_stdlib.zip", "wb").write(out.getvalue())

engine = io.BytesIO()
with zipfile.ZipFile(engine, "w", zipfile.ZIP_DEFLATED) as dst:
    for name in sorted(${JSON.stringify(files.map(([name]) => name))}):
        data = open("/tmp/engine/" + name, "rb").read()
        if name in started:
            dst.writestr(name + "c", _pyc(data, name))
        else:
            dst.writestr(name, data)
open("/tmp/tractor_core.zip", "wb").write(engine.getvalue())
print(f"precompiled {len(started)} modules imported at start-up")
`);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "python_stdlib.zip"), pyodide.FS.readFile("/tmp/python_stdlib.zip"));
fs.writeFileSync(path.join(outDir, "tractor_core.zip"), pyodide.FS.readFile("/tmp/tractor_core.zip"));
