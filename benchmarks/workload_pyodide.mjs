// Runs benchmarks/workload.py inside the vendored Pyodide under Node and prints its JSON figures.
//
// The engine (tractor_core/) and the workload script are copied into Pyodide's in-memory file
// system, then `workload.main(["--json", ...args])` runs there. workload.py --pyodide calls this
// and compares the figures with CPython's.
//
// Usage: node benchmarks/workload_pyodide.mjs PYODIDE_DIR REPO_DIR [workload.py arguments]

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, repoDir, ...args] = process.argv.slice(2);
if (!repoDir) {
  console.error("usage: node workload_pyodide.mjs PYODIDE_DIR REPO_DIR [ARGS...]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });

function copy(dir, target) {
  pyodide.FS.mkdirTree(target);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "__pycache__") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) copy(full, `${target}/${entry.name}`);
    else if (entry.name.endsWith(".py")) pyodide.FS.writeFile(`${target}/${entry.name}`, fs.readFileSync(full));
  }
}
copy(path.join(repoDir, "tractor_core"), "/tmp/engine/tractor_core");
pyodide.FS.mkdirTree("/tmp/engine/benchmarks");
pyodide.FS.writeFile(
  "/tmp/engine/benchmarks/workload.py",
  fs.readFileSync(path.join(repoDir, "benchmarks", "workload.py")),
);

let out = "";
pyodide.setStdout({ batched: (line) => (out += line + "\n") });
pyodide.globals.set("ARGS", pyodide.toPy(["--json", ...args]));
// With --cpu the workload times by time.process_time, which in Pyodide follows the wall clock:
// the Node process's own CPU time (process.cpuUsage, microseconds) stands in for it.
await pyodide.runPythonAsync(`
import sys
import time
from js import process

def _node_cpu_seconds():
    used = process.cpuUsage()
    return (used.user + used.system) / 1e6

time.process_time = _node_cpu_seconds
sys.path.insert(0, "/tmp/engine")
sys.path.insert(0, "/tmp/engine/benchmarks")
import workload
workload.main(list(ARGS))
`);
process.stdout.write(out);
