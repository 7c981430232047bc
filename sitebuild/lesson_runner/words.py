"""The words of a lesson's runnable code cell on the page, in the page's language.

The cell's front-end (``sitebuild/cells-editor.js``, loaded by ``tractor-cells.js``) has no
words of its own: the site's build writes these into ``tractor-cells.js`` (the ``WORDS``
placeholder), both languages, and the page picks its own. Like every sentence a reader is
shown, each is said through :func:`tractor_core.text.say`, its Chinese in
``tractor_core/text/lessons.py``. ``{n}`` and the other ``{values}`` are filled in by the page.
"""

from __future__ import annotations

from tractor_core.text import LANGS, say


def cell_words(lang: str) -> dict[str, str]:
    """The cell's buttons, labels, states and error frames, in ``lang``."""
    return {
        "edited": say(" · edited", lang),
        "run": say("Run ▶", lang),
        "stop": say("Stop ■", lang),
        "reset": say("Reset", lang),
        "runLabel": say("Run cell {n}", lang),
        "stopLabel": say("Stop the code that is running", lang),
        "resetLabel": say("Reset cell {n} to the lesson's code", lang),
        "hint": say("Shift+Enter runs the cell · Tab leaves the editor", lang),
        "editorLabel": say("Code of cell {n}, editable", lang),
        "outputLabel": say("Output of cell {n}", lang),
        "running": say("Running… (Stop ends it)", lang),
        "starting": say("Starting the page's Python…", lang),
        "ran": say("Ran.", lang),
        "ranAfterOne": say("Ran (after the cell above it).", lang),
        "ranAfter": say("Ran (after the {count} cells above it).", lang),
        "failed": say("The cell stopped with an error.", lang),
        "couldNot": say("Could not run.", lang),
        "stoppedStatus": say("Stopped.", lang),
        "stopped": say(
            "Stopped before it finished. The page's Python for these cells starts afresh: "
            "the next Run runs the cells above it again first.",
            lang,
        ),
        "resetDone": say("Original code and output back.", lang),
        "none": say("Ran: this cell shows nothing.", lang),
        "aboveFailed": say("Cell {cell} above (it runs first) failed: {type}", lang),
        "line": say("(line {line})", lang),
        "lineOf": say("(line {line} of cell {cell})", lang),
        "badToken": say("The engine could not read {token}.", lang),
        "traceback": say("Show the traceback", lang),
        "tracebackLabel": say("Traceback", lang),
        "pagePython": say("The page's Python", lang),
        "couldNotRun": say("could not run the cell: {message}", lang),
    }


def all_cell_words() -> dict[str, dict[str, str]]:
    """:func:`cell_words` in every language the site has, by language."""
    return {lang: cell_words(lang) for lang in LANGS}
