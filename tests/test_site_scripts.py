"""The site's page scripts (issue #26 item 4): small shared modules, no copies, one runtime.

Each page script (``sitebuild/tractor-*.js``, the code cells' editor, the puzzles' front-end) is
an entry of one esbuild bundle with code splitting (``sitebuild/bundle.mjs``), built from the
shared modules of ``sitebuild/js/``; the words they show come from the message catalogue
(``tractor_core/text``), exported to each script at build time: every one in both languages.
"""

from __future__ import annotations

import json
import re
import shutil
import string
import subprocess
from pathlib import Path

import pytest

from sitebuild.hooks import (
    ESBUILD,
    SHARED_DIR,
    SITE_ENTRIES,
    bundle_scripts,
    loaded_with,
    page_scripts,
    script_data,
    script_words,
)
from tractor_core.text.scripts import message_key, script_table

ROOT = Path(__file__).resolve().parents[1]
PUZZLE_JS = ROOT / "widgets" / "static" / "puzzle.js"
#: Every script the bundle is made of.
SCRIPTS = page_scripts()
SOURCES = [*SCRIPTS, PUZZLE_JS]
_IMPORT = re.compile(r'(?:^\s*(?:import|export)\b[^;"]*?\bfrom\s*|\bimport\(\s*)"(\.[^"]+)"', re.M)


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _english(msgid: str) -> str:
    """A message's English: its id, without the context of a ``context|English`` id."""
    return re.sub(r"^[\w.-]+\|", "", msgid)


def _imports(path: Path) -> set[Path]:
    """The project's modules a script imports, at once or when asked (``import("./x.js")``)."""
    return {(path.parent / found).resolve() for found in _IMPORT.findall(path.read_text("utf-8"))}


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not ESBUILD.exists():
        pytest.skip("needs esbuild (npm ci)")
    return bundle_scripts(tmp_path_factory.mktemp("site-js"))


# ------------------------------------------------------------------ the words
def test_every_message_a_page_script_says_has_its_chinese_with_the_same_values() -> None:
    said = {path.name: script_words(path) for path in SCRIPTS}
    assert len(said["state.js"]) >= 4, "the scan finds the scripts' say(…) calls"
    assert said["tractor-live.js"]["Keep these rules"] == "保留这些规则"
    for name, words in said.items():
        for msgid, chinese in words.items():
            assert chinese.strip(), f"{name}: {msgid!r} has an empty Chinese"
            assert chinese != _english(msgid), f"{name}: {msgid!r} is not translated"
            assert _fields(chinese) == _fields(_english(msgid)), f"{name}: {msgid!r}"


def test_a_script_saying_a_message_without_chinese_fails_the_build(tmp_path: Path) -> None:
    script = tmp_path / "new.js"
    script.write_text('say("Loading the rules engine…");\nsay("A sentence nobody translated.");\n')
    with pytest.raises(RuntimeError, match="A sentence nobody translated"):
        script_words(script)


def test_a_script_must_say_its_message_itself_not_a_name_for_it(tmp_path: Path) -> None:
    # the build reads the ids from the calls: say(words.x) would show English on a Chinese page
    script = tmp_path / "new.js"
    script.write_text("const words = { x: 'Close this notice' };\nsay(words.x);\n")
    with pytest.raises(RuntimeError, match="must begin with its message"):
        script_words(script)


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_script_keeps_a_word_table_of_its_own(path: Path) -> None:
    """Every word a script shows is said through the catalogue (issue #26 item 2): no
    ``TEXT = { en: …, zh: … }`` table, no Chinese written in its code. The message ids may quote
    a Chinese term for an English reader ("(找朋友)"); a language's own name (中文, on a language
    button that names the other language) is the one word the same on every page."""
    text = path.read_text("utf-8")
    assert not re.search(r"\ben\s*:\s*\{", text), f"{path.name}: a table of English words"
    assert not re.search(r"\b(?:const|let) (?:WORDS|TEXT) = \{", text), path.name
    # (字: the character the tools' print frame waits for the Chinese font with)
    code = _SAID_ID.sub('say("")', _code(text)).replace('zh: "中文"', "").replace('"字"', "")
    chinese = [line.strip() for line in code.splitlines() if re.search(r"[\u4e00-\u9fff]", line)]
    assert chinese == [], f"{path.name} writes Chinese"


def test_the_scan_sees_a_table_of_words_or_chinese_in_a_script(tmp_path: Path) -> None:
    table = 'const TEXT = { en: { go: "Go" }, zh: { go: "转到" } };\n'
    said = 'say("Go");\nconst x = lang === "zh" ? "转到" : "Go";\n'
    assert re.search(r"\ben\s*:\s*\{", table)
    code = _SAID_ID.sub('say("")', _code(said))
    assert [line for line in code.splitlines() if re.search(r"[\u4e00-\u9fff]", line)]


_SAID_ID = re.compile(r'\bsay(?:Nodes)?\(\s*"(?:[^"\\\n]|\\.)*"')


def _code(text: str) -> str:
    """A script without its comments' lines."""
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def test_the_puzzle_front_end_is_given_its_words_alike_in_jupyter_and_on_the_site() -> None:
    """puzzle.js stays standalone (anywidget): its words come from the catalogue, as the
    widget's ``words`` trait in Jupyter and as the build's ``puzzle-words`` on the site; the
    same table, with every message it says."""
    from widgets.puzzle_widget import PuzzleWidget  # noqa: PLC0415 - anywidget, only here

    words = script_table(PUZZLE_JS)
    assert words[message_key("Next puzzle")] == "下一题"
    assert len(words) == len(script_words(PUZZLE_JS)) >= 40
    assert script_data()["puzzle-words"] == words
    assert PuzzleWidget("tractor", lang="zh").words == words
    assert 'model.get("words")' in PUZZLE_JS.read_text("utf-8")


# ------------------------------------------------------------------ one copy of each thing
@pytest.mark.parametrize("name", ["h", "faceSvg", "ensureDeck", "facePieces"])
def test_the_element_builder_and_the_card_faces_are_written_once(name: str) -> None:
    """h() and the card faces live in the puzzles' front-end, which stays standalone (anywidget)."""
    written = [p.name for p in SOURCES if re.search(rf"\bfunction {name}\(", p.read_text("utf-8"))]
    assert written == ["puzzle.js"]


def test_the_puzzles_front_end_stays_one_standalone_module() -> None:
    """anywidget loads widgets/static/puzzle.js as it is in Jupyter: it imports nothing."""
    assert _imports(PUZZLE_JS) == set()
    assert "export default { render }" in PUZZLE_JS.read_text("utf-8")


def test_the_page_scripts_import_each_other_one_way() -> None:
    """No two scripts import each other, however indirectly (tractor-live.js ↔ tractor-tools.js
    did): the shared modules are below the page scripts."""
    graph = {path.resolve(): _imports(path) for path in SOURCES}
    for path, targets in graph.items():
        assert targets <= set(graph), f"{path.name} imports a file that is not there"

    def reaches(start: Path, goal: Path, seen: set[Path]) -> bool:
        for nxt in graph[start] - seen:
            seen.add(nxt)
            if nxt == goal or reaches(nxt, goal, seen):
                return True
        return False

    cycles = [p.name for p in graph if reaches(p, p, set())]
    assert cycles == []
    for shared in SHARED_DIR.glob("*.js"):
        assert all(t.parent in (SHARED_DIR, PUZZLE_JS.parent) for t in graph[shared.resolve()])


# ------------------------------------------------------------------ the bundle
def test_the_runtime_is_one_chunk_every_page_script_shares(bundled: Path) -> None:
    """One runtime module, so one engine worker per tab, whichever page scripts a page loads."""
    holders = [p for p in bundled.glob("*.js") if '"tractor-engine"' in p.read_text("utf-8")]
    assert len(holders) == 1, holders
    runtime = holders[0]
    assert runtime.name.startswith("chunk-")
    for entry in ("tractor-live.js", "tractor-tools.js", "tractor-play.js"):
        assert runtime in loaded_with(bundled, entry), entry
    # the code cells' Python (js/cells-python.js), imported by the editor when a cell runs
    editor = (bundled / "cells-editor.js").read_text("utf-8")
    asked = re.findall(r'import\("\./(chunk-[^"]+)"\)', editor)
    assert asked
    assert runtime in loaded_with(bundled, *asked)
    # the engine's thread stands alone: it is started from its file, never bundled into the page
    assert loaded_with(bundled, "tractor-worker.js") == [bundled / "tractor-worker.js"]


def test_each_page_script_is_an_entry_of_its_own_name(bundled: Path) -> None:
    names = {path.name for path in SITE_ENTRIES}
    assert {"tractor-live.js", "tractor-tools.js", "tractor-play.js", "puzzle.js"} <= names
    assert names <= {path.name for path in bundled.glob("*.js")}
    live = (bundled / "tractor-live.js").read_text("utf-8")
    # what tractor-live.js loads as it starts, and on the pages that need them
    for name in ("puzzle.js", "deck.js", "tractor-tools.js", "tractor-play.js", "tractor-keys.js"):
        assert f'import("./{name}")' in live, name


def test_the_build_writes_the_deck_and_the_presets_in(bundled: Path) -> None:
    text = "".join(p.read_text("utf-8") for p in bundled.glob("*.js"))
    assert 'id="tc-deck"' in text
    assert "TRACTOR_DECK" not in text
    assert "TRACTOR_PRESETS" not in text
    live = "".join(p.read_text("utf-8") for p in loaded_with(bundled, "tractor-live.js"))
    assert "本站的规则" in live  # the presets' menu, each title in both languages


def test_a_message_is_keyed_alike_by_the_build_and_the_page() -> None:
    """The build writes each script's Chinese under message_key(id); words.js looks it up under
    messageKey(id): the same FNV-1a hash, also for text beyond ASCII."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("needs node")
    ids = [
        "Close this notice",
        "Loading the rules engine…",
        "“{title}” 房规",
        "house-rules-bar|default",
    ]
    # (the puzzles' front-end has its own copy: it stays standalone)
    for path in (SHARED_DIR / "words.js", PUZZLE_JS):
        words = path.read_text("utf-8")
        start = re.search(r"(export )?function messageKey", words)
        assert start, path.name
        body = words[start.start() :].split("\n}\n")[0] + "\n}"
        script = (
            body.replace("export ", "")
            + f"\nconsole.log(JSON.stringify({json.dumps(ids)}.map(messageKey)));"
        )
        done = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True)
        assert json.loads(done.stdout) == [message_key(i) for i in ids], path.name


def test_a_part_with_a_language_button_of_its_own_says_its_words_in_its_language() -> None:
    """A tool or the practice table shows the language its own button chose, whatever the
    page's: ``say(id, lang)`` and ``say(id, values, lang)``, as the page's words otherwise."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("needs node")
    ids = ["Copy link", "Bury {n} cards", "bid|Its seat"]
    table = {message_key(i): f"zh:{i}" for i in ids}
    script = f"""
      globalThis.document = {{ documentElement: {{ lang: "en" }} }};
      const {{ sayWith }} = await import({json.dumps((SHARED_DIR / "words.js").as_uri())});
      const {{ say, sayNodes }} = sayWith({json.dumps(table)});
      console.log(JSON.stringify([
        say("Copy link"), say("Copy link", "zh"), say("Bury {{n}} cards", {{ n: 8 }}),
        say("Bury {{n}} cards", {{ n: 8 }}, "zh"), say("bid|Its seat"), say("bid|Its seat", "zh"),
        sayNodes("Bury {{n}} cards", {{ n: 8 }}, "en"),
      ]));
    """
    done = subprocess.run(
        [node, "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    assert json.loads(done.stdout) == [
        "Copy link",
        "zh:Copy link",
        "Bury 8 cards",
        "zh:Bury 8 cards",
        "Its seat",
        "zh:bid|Its seat",
        ["Bury ", 8, " cards"],
    ]


def test_a_page_carries_only_the_words_of_its_own_scripts(bundled: Path) -> None:
    live = "".join(p.read_text("utf-8") for p in loaded_with(bundled, "tractor-live.js"))
    assert "保留这些规则" in live
    assert "关闭这条提示" in live  # the runtime's
    tools = "".join(p.read_text("utf-8") for p in loaded_with(bundled, "tractor-tools.js"))
    assert "保留这些规则" not in tools
