"""Runs a lesson's code cells in the page's own Python (Pyodide), next to the engine.

The site's build puts this package into the runtime's zip beside ``tractor_core`` (it is not part
of the engine: it executes readers' code, captures output and stands in for IPython and the
widgets, none of which is a rule). The page calls :func:`run_cell_json` through
``sitebuild/tractor-runtime.js`` ``call("lesson_runner", "run_cell_json", request)``.

Standard library only, like the engine: it runs unchanged in CPython (the tests) and Pyodide.
"""

from .runner import TEXT_LIMIT, TIME_LIMIT, forget, run_cell, run_cell_json

__all__ = ["TEXT_LIMIT", "TIME_LIMIT", "forget", "run_cell", "run_cell_json", "warm_json"]
