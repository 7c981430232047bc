"""``sitebuild/slim.mjs``: the site's stylesheets purged by PurgeCSS, scripts minified by esbuild.

The purge's configuration is this project's own (which words of a script count as classes it
adds, that the site is never right to left, one pass over all the sheets so that a custom
property declared in one and read in another is kept); these tests pin it on small files,
without building the site. They need node and ``npm ci`` (the Makefile's ``pytest`` runs it).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SLIM = ROOT / "sitebuild" / "slim.mjs"

MAIN_CSS = """
/* a comment */
:root{--read-here:1px;--read-by-palette:red;--read-by-nothing:blue;--named-by-page:0;
  --first:var(--second)}
:root{--second:2px;--set-by-script:0}
.kept{margin:var(--read-here);padding:var(--first)}
.md-typeset{color:var(--md-primary-fg-color);z-index:var(--md-hue)}
.unused{color:red}
.md-search-result__item{color:green}
.md-annotation__index{color:red}
.md-typeset mark{color:orange}
.md-typeset kbd{color:purple}
[dir=rtl] .kept{margin-right:0}
[dir=ltr] .kept{margin-left:0}
.kept[data-md-state=lock]{top:0}
.twice{color:black}
.kept{border:0}
.twice{color:black}
"""
PALETTE_CSS = """
[data-md-color-scheme=slate]{--md-hue:230}
[data-md-color-primary=red]{--md-primary-fg-color:var(--read-by-palette)}
[data-md-color-primary=indigo]{--md-primary-fg-color:#4051b5}
"""
PAGE = """<!doctype html><html lang="en"><head>
<script>var __tc_global = 1 + 2;
  // a comment
  document.title = String(__tc_global);</script>
<script id="__config" type="application/json">{"a":  1}</script>
</head><body dir="ltr" data-md-color-scheme="default" data-md-color-primary="red">
<input data-md-color-scheme="slate">
<div class="kept twice md-typeset" style="--named-by-page:1">text</div>
</body></html>"""
BUNDLE = """
function result(h) { return h("li", {class: "md-search-result__item"}, h("mark", {}, "x")); }
function note(h) { return h("span", {class: "md-annotation__index"}); }
function lock(el) {
  el.setAttribute("data-md-state", "lock");
  el.style.setProperty("--set-by-script", 1);
}
const rtl = document.documentElement.getAttribute("dir") === "rtl";
"""
MODULE = """// The front-end.
const TEXT = { zh: "中文" };
export function render({ el }) {
    el.textContent = TEXT.zh;
}
"""


@pytest.fixture(scope="module")
def slimmed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list[int]]]:
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "purgecss").is_dir():
        if os.environ.get("CI"):
            pytest.fail("node and `npm ci` are needed to slim the site")
        pytest.skip("needs node and `npm ci`")
    tmp = tmp_path_factory.mktemp("slim")
    files = {
        "main.css": MAIN_CSS,
        "palette.css": PALETTE_CSS,
        "page.html": PAGE,
        "bundle.js": BUNDLE,
        "module.js": MODULE,
        "puzzle.css": "/* the puzzles */\n.tc-x { color: var(--md-accent-fg-color); }\n",
    }
    for name, text in files.items():
        (tmp / name).write_text(text, encoding="utf-8")
    job = {
        "sheets": ["main.css", "palette.css"],
        "pages": ["page.html"],
        "scripts": ["bundle.js", "module.js"],
        "modules": ["module.js"],
        "styles": ["puzzle.css"],
        "readers": ["puzzle.css"],
    }
    done = subprocess.run(
        [node, str(SLIM)],
        input=json.dumps({k: [str(tmp / name) for name in v] for k, v in job.items()}),
        capture_output=True,
        text=True,
        check=True,
    )
    return tmp, json.loads(done.stdout)


def _text(tmp: Path, name: str) -> str:
    return (tmp / name).read_text(encoding="utf-8")


def test_rules_no_page_can_match_are_purged(slimmed: tuple[Path, dict[str, list[int]]]) -> None:
    css = _text(slimmed[0], "main.css")
    assert ".kept{" in css
    assert ".unused" not in css
    assert "kbd" not in css  # no page has the element, no script writes it


def test_what_material_s_script_adds_is_kept_but_not_features_the_site_lacks(
    slimmed: tuple[Path, dict[str, list[int]]],
) -> None:
    css = _text(slimmed[0], "main.css")
    assert ".md-search-result__item" in css  # the search results it draws
    assert ".md-typeset mark" in css  # an element it creates
    assert "[data-md-state=lock]" in css  # an attribute it sets
    assert ".md-annotation" not in css  # code annotations are not configured


def test_the_site_is_never_right_to_left(slimmed: tuple[Path, dict[str, list[int]]]) -> None:
    css = _text(slimmed[0], "main.css")
    assert "[dir=rtl]" not in css
    assert "[dir=ltr]" in css


def test_only_the_palette_s_own_colours_stay(slimmed: tuple[Path, dict[str, list[int]]]) -> None:
    css = _text(slimmed[0], "palette.css")
    assert "[data-md-color-primary=red]" in css
    assert "[data-md-color-scheme=slate]" in css  # the toggle offers it
    assert "indigo" not in css


def test_custom_properties_nothing_reads_are_dropped_across_sheets(
    slimmed: tuple[Path, dict[str, list[int]]],
) -> None:
    css = _text(slimmed[0], "main.css")
    assert "--read-here:" in css
    assert "--read-by-palette:" in css  # declared here, read by the other sheet
    assert "--first:" in css
    assert "--second:" in css  # read by --first, which is read
    assert "--named-by-page:" in css  # set in a page's style attribute
    assert "--set-by-script:" in css
    assert "--read-by-nothing" not in css


def test_sheets_are_minified_and_a_repeated_rule_kept_once(
    slimmed: tuple[Path, dict[str, list[int]]],
) -> None:
    tmp, report = slimmed
    css = _text(tmp, "main.css")
    assert "comment" not in css
    assert "\n" not in css.strip()
    assert css.count(".twice{") == 1
    before, after = report[str(tmp / "main.css")]
    assert after < before


def test_inline_scripts_are_minified_and_keep_their_global_names(
    slimmed: tuple[Path, dict[str, list[int]]],
) -> None:
    html = _text(slimmed[0], "page.html")
    assert "a comment" not in html
    assert "var __tc_global=3;" in html
    assert '{"a":  1}' in html  # data, not a script: left as it is


def test_modules_are_minified_and_keep_their_exports_and_chinese(
    slimmed: tuple[Path, dict[str, list[int]]],
) -> None:
    js = _text(slimmed[0], "module.js")
    assert "The front-end" not in js
    assert "中文" in js  # as UTF-8, not \\u escapes
    assert "render" in js
    assert len(js) < len(MODULE)


def test_the_site_s_own_stylesheets_are_minified_not_purged(
    slimmed: tuple[Path, dict[str, list[int]]],
) -> None:
    assert _text(slimmed[0], "puzzle.css") == ".tc-x{color:var(--md-accent-fg-color)}\n"
