"""mkdocs hooks that make the tutorial site self-contained and its puzzles live offline.

* ``on_config``: mark the build (lessons then write puzzles as live HTML, see ``widgets.live``),
  key mkdocs-jupyter's cache of executed lessons by the engine's and widgets' code, and build the
  project's wheel.
* ``on_post_page``: remove the scripts mkdocs-jupyter would load from CDNs (MathJax, Mermaid,
  RequireJS, the widget embedder; the lessons need none of them), move its inlined stylesheets
  to one shared file, draw its copy-button icon once, hold Material's search index back until
  the reader searches, drop comments and indentation; fail the build if any page still loads
  anything from another origin.
* ``on_post_build``: copy the vendored Pyodide runtime (npm ``pyodide``, pinned in
  ``package.json``), the engine and the puzzle front-end into ``site/assets/tractor/``, and purge
  the stylesheets of what no page can use. The standard-library modules Python imports at
  start-up and the engine's own are precompiled to bytecode by that same Pyodide under Node
  (``sitebuild/precompile.mjs``, cached in ``build/``), so a reader's browser does not compile
  them on every cold visit.

Issue #7's budget for the practice page (≤ 300 KB but the runtime, first answer ≤ 3 s after
the load event, ≤ 50 ms per answer after) is measured by ``benchmarks/browser.py``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

log = logging.getLogger("mkdocs.plugins.tractor")

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
WHEEL_DIR = ROOT / "build" / "site-wheel"
PRECOMPILED_DIR = ROOT / "build" / "precompiled"
ENGINE_DIR = ROOT / "tractor_core"

_EXTERNAL_SCRIPT = re.compile(r'<script[^>]*\bsrc="(?:https?:)?//[^"]*"[^>]*>\s*</script>', re.I)
_MATHJAX_CONFIG = re.compile(r'<script type="text/x-mathjax-config">.*?</script>', re.I | re.S)
# Tags that make the browser fetch something. A canonical or alternate <link> is only a name for
# the page (``mkdocs serve`` writes its own address there) and loads nothing.
_EXTERNAL_REF = re.compile(
    r'<(?:script|img|iframe|link(?![^>]*\brel="(?:canonical|alternate)"))\b[^>]*'
    r'\b(?:src|href)="((?:https?:)?//[^"]+)"',
    re.I,
)


def on_config(config: Any, **_: Any) -> Any:
    """Mark the build for the lessons and build the wheel the browser runs."""
    os.environ["TRACTOR_SITE_BUILD"] = "1"
    _key_notebook_cache(config)
    if WHEEL_DIR.exists():
        shutil.rmtree(WHEEL_DIR)
    WHEEL_DIR.mkdir(parents=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(WHEEL_DIR),
            str(ROOT),
        ],
        check=True,
    )
    return config


def _key_notebook_cache(config: Any) -> None:
    """Keep mkdocs-jupyter's cache of executed lessons per version of the code they run.

    Its cache key is the notebook's text and the plugin's options; a lesson's outputs also depend
    on the engine and the widgets (a puzzle's HTML is theirs), so those key a cache folder.
    """
    plugin = config["plugins"].get("mkdocs-jupyter")
    if plugin is None or not plugin.config.get("cache"):
        return
    digest = hashlib.sha256()
    for folder in ("tractor_core", "widgets"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".js", ".css"):
                digest.update(str(path.relative_to(ROOT)).encode() + path.read_bytes())
    base = Path(plugin.config["cache_dir"])
    if base.name.startswith("code-"):  # mkdocs serve calls on_config again on each rebuild
        base = base.parent
    key = f"code-{digest.hexdigest()[:16]}"
    if base.is_dir():
        for stale in base.iterdir():
            if stale.name != key and (stale.suffix == ".json" or stale.name.startswith("code-")):
                shutil.rmtree(stale) if stale.is_dir() else stale.unlink()
    plugin.config["cache_dir"] = str(base / key)


_MERMAID = re.compile(
    r'<script(?: type="module")?>\s*document\.addEventListener\("DOMContentLoaded", async \(\) => \{'
    r"\s*const diagrams.*?</script>",
    re.S,
)
_EMPTY_SCRIPT = re.compile(r'<script src="">\s*</script>')
_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S)
_COPY_ICON = re.compile(r'(<svg[^>]*class="clipboard-copy-icon"[^>]*>)(.*?)</svg>', re.S)
#: A link written as a lesson file's name (``02-trumps.py``, ``glossary.md``, with a fragment or not).
_FILE_LINK = re.compile(r'href="([A-Za-z0-9_-]+)\.(py|md)(#[^"]*)?"')
_BUNDLE = re.compile(r'<script src="[^"]*assets/javascripts/bundle\.[^"]*"></script>')
# The notebook stylesheets mkdocs-jupyter inlines into every notebook page (JupyterLab's whole
# stylesheet, ~570 KB, its theme variables, Pygments colours), in first-seen order.
_JUPYTER_CSS: dict[str, None] = {}

# Material's search downloads its index (~280 KB) and starts its worker as soon as any page
# opens. This runs before Material's bundle and holds both back until the reader goes to search
# (focuses the search box, by click, tap or the s, f and / keys). If Material ever asks for them
# by other names, nothing is held back and search works as before.
LAZY_SEARCH = """<script>(()=>{let go;const want=new Promise(r=>{go=r}),W=window.Worker,X=XMLHttpRequest.prototype,O=X.open,S=X.send;
addEventListener("focusin",e=>{if(e.target.matches&&e.target.matches("[data-md-component=search-query]"))go()});
X.open=function(m,u){this.tcLater=/\\/search\\/search_index\\.json$/.test(String(u));return O.apply(this,arguments)};
X.send=function(...a){if(!this.tcLater)return S.apply(this,a);want.then(()=>S.apply(this,a))};
window.Worker=function(u,o){if(!/\\/workers\\/search\\.[^/]*\\.js$/.test(String(u)))return new W(u,o);
const t=new EventTarget,q=[];let w=null;t.postMessage=m=>{w?w.postMessage(m):q.push(m)};t.terminate=()=>{w&&w.terminate()};
want.then(()=>{w=new W(u,o);w.onmessage=e=>t.dispatchEvent(new MessageEvent("message",{data:e.data}));
w.onerror=()=>t.dispatchEvent(new Event("error"));q.splice(0).forEach(m=>w.postMessage(m))});return t}})()</script>"""


def on_post_page(output: str, page: Any, config: Any, **_: Any) -> str:
    """Strip CDN scripts, share the notebook stylesheet, refuse any other origin."""
    output = _EXTERNAL_SCRIPT.sub("", output)
    output = _MATHJAX_CONFIG.sub("", output)
    output = _MERMAID.sub("", output)
    output = _EMPTY_SCRIPT.sub("", output)
    # mkdocs-jupyter inlines its stylesheets into every notebook page: write them once, as a
    # shared file every page links to (purged in on_post_build, cached by the browser).
    start = output.find('<div class="md-content"')
    end = output.find('<div class="jupyter-wrapper">')
    if 0 <= start < end:
        styles = list(_STYLE.finditer(output, start, end))
        if styles:
            for match in styles:
                _JUPYTER_CSS.setdefault(match.group(1).strip())
            href = "../" * page.url.count("/") + "assets/tractor/jupyter.css"
            link = f'<link rel="stylesheet" href="{href}">'
            for match in reversed(styles[1:]):
                output = output[: match.start()] + output[match.end() :]
            output = output[: styles[0].start()] + link + output[styles[0].end() :]
    output = _link_pages(output, page.url, Path(config["docs_dir"]), page.file.src_path)
    output = _share_copy_icon(output)
    output = _BUNDLE.sub(lambda m: LAZY_SEARCH + m.group(0), output, count=1)
    output = _squeeze(output)
    leftover = _EXTERNAL_REF.findall(output)
    if leftover:
        msg = f"{page.file.src_path} loads from another origin: {', '.join(sorted(set(leftover)))}"
        raise RuntimeError(msg)
    return output


def _link_pages(html: str, page_url: str, docs: Path, source: str) -> str:
    """Point links written as lesson file names at the pages built from those files.

    Notebooks link to each other by file name (``[Lesson 2](02-trumps.py)``), which JupyterLab
    opens; mkdocs-jupyter leaves such links as they are, so on the site they become the page
    addresses (``../02-trumps/``). A link to a file that is not in the lessons fails the build.
    """
    up = "../" * page_url.count("/")

    def to_page(match: re.Match[str]) -> str:
        stem, suffix, fragment = match.group(1), match.group(2), match.group(3) or ""
        if not (docs / f"{stem}.{suffix}").exists():
            msg = f"{source} links to {stem}.{suffix}, which is not in {docs.name}/"
            raise RuntimeError(msg)
        target = up + ("" if stem == "index" else f"{stem}/")
        return f'href="{target or "./"}{fragment}"'

    return _FILE_LINK.sub(to_page, html)


# Elements whose text is shown or copied as it is written (a code cell's copy button copies the
# hidden div's text), and scripts and styles, are left alone.
_VERBATIM = re.compile(
    r"(<(pre|textarea|script|style|code)\b.*?</\2>|<div class=\"clipboard-copy-txt\".*?</div>)",
    re.S | re.I,
)


def _share_copy_icon(html: str) -> str:
    """Draw mkdocs-jupyter's copy-button icon (~750 bytes, on every code cell) once per page."""
    icons = list(_COPY_ICON.finditer(html))
    if len(icons) < 2:
        return html
    for match in reversed(icons[1:]):
        use = f'{match.group(1)}<use xlink:href="#tc-copy-icon"/></svg>'
        html = html[: match.start()] + use + html[match.end() :]
    first = icons[0]
    defined = f'{first.group(1)}<g id="tc-copy-icon">{first.group(2)}</g></svg>'
    return html[: first.start()] + defined + html[first.end() :]


def _trim_js(code: str) -> str:
    """Drop comment lines, indentation and blank lines (lines stay lines: same semantics).

    For the site's copies of our scripts and the scripts inlined in pages; none has a
    multi-line string, where indentation would be part of the text.
    """
    lines = (line.strip() for line in code.splitlines())
    return "\n".join(line for line in lines if line and not line.startswith("//")) + "\n"


def _squeeze(html: str) -> str:
    """Drop comments and indentation between tags (a browser collapses the whitespace anyway)."""
    parts = _VERBATIM.split(html)
    out = []
    # split() returns text, then for each match the whole match and its tag name
    for i in range(0, len(parts), 3):
        text = re.sub(r"<!--(?!\[if).*?-->", "", parts[i], flags=re.S)
        out.append(re.sub(r"\n\s+", "\n", text))
        if i + 1 < len(parts):
            verbatim = parts[i + 1]
            if (parts[i + 2] or "").lower() == "script" and "`" not in verbatim:
                open_tag, _, rest = verbatim.partition(">")
                verbatim = f"{open_tag}>{_trim_js(rest[: -len('</script>')])}</script>"
            out.append(verbatim)
    return "".join(out)


def on_post_build(config: Any, **_: Any) -> None:
    """Copy the runtime, the engine, the wheel and the puzzle front-end; purge stylesheets."""
    target = Path(config["site_dir"]) / "assets" / "tractor"
    (target / "pyodide").mkdir(parents=True, exist_ok=True)
    (target / "wheels").mkdir(parents=True, exist_ok=True)
    missing = [name for name in PYODIDE_FILES if not (PYODIDE_DIR / name).exists()]
    if missing:
        msg = f"Pyodide runtime missing ({', '.join(missing)}): run `npm ci` (the Makefile does)"
        raise RuntimeError(msg)
    precompiled = _precompile()
    for name in PYODIDE_FILES:
        source = precompiled / name if (precompiled / name).exists() else PYODIDE_DIR / name
        _copy(source, target / "pyodide" / name)
    _copy(precompiled / "tractor_core.zip", target / "tractor_core.zip")
    wheels = sorted(WHEEL_DIR.glob("tractor_core-*.whl"))
    if not wheels:
        msg = "the tractor_core wheel was not built"
        raise RuntimeError(msg)
    _copy(wheels[-1], target / "wheels" / wheels[-1].name)
    (target / "wheels" / "manifest.json").write_text(json.dumps({"wheel": wheels[-1].name}))
    for src in [
        *(ROOT / "widgets" / "static").glob("puzzle.*"),
        ROOT / "sitebuild" / "tractor-live.js",
    ]:
        text = src.read_text(encoding="utf-8")
        if src.name == "tractor-live.js":
            text = _with_deck(text)
        (target / src.name).write_text(
            _trim_js(text) if src.suffix == ".js" else text, encoding="utf-8"
        )
    _slim_stylesheets(Path(config["site_dir"]), target)
    # A page that names no icon (JupyterLite's, on a reload) makes the browser ask for
    # /favicon.ico: serve the theme's icon there rather than a 404 in the reader's console.
    site = Path(config["site_dir"])
    _copy(site / config["theme"]["favicon"], site / "favicon.ico")


def _with_deck(script: str) -> str:
    """Write the card pieces (``tractor_core.svg.deck_sprite``) into the site's script."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tractor_core.svg import deck_sprite  # noqa: PLC0415 - the project's, at build time

    placeholder = "const DECK = null;"
    if placeholder not in script:
        msg = f"tractor-live.js lost its line {placeholder!r}"
        raise RuntimeError(msg)
    return script.replace(placeholder, f"const DECK = {json.dumps(deck_sprite())};")


def _precompile() -> Path:
    """The start-up modules and the engine as bytecode for the shipped Pyodide (cached by content).

    Without Node the engine is shipped as plain sources (and the standard library as it comes):
    it still works, only the first answer is slower.
    """
    sources = sorted(ENGINE_DIR.rglob("*.py"))
    digest = hashlib.sha256()
    for path in [ROOT / "sitebuild" / "precompile.mjs", *(PYODIDE_DIR / n for n in PYODIDE_FILES)]:
        digest.update(path.name.encode() + path.read_bytes())
    for path in sources:
        digest.update(str(path.relative_to(ROOT)).encode() + path.read_bytes())
    out = PRECOMPILED_DIR / digest.hexdigest()[:16]
    if (out / "tractor_core.zip").exists():
        return out
    if PRECOMPILED_DIR.exists():
        shutil.rmtree(PRECOMPILED_DIR)
    node = shutil.which("node")
    if node is not None:
        subprocess.run(
            [
                node,
                str(ROOT / "sitebuild" / "precompile.mjs"),
                str(PYODIDE_DIR),
                str(ENGINE_DIR),
                str(out),
            ],
            check=True,
        )
        return out
    log.warning("node not found: the engine is shipped as sources (slower first answer)")
    out.mkdir(parents=True)
    with zipfile.ZipFile(out / "tractor_core.zip", "w", zipfile.ZIP_DEFLATED) as engine:
        for path in sources:
            engine.write(path, str(path.relative_to(ROOT)))
    return out


# ------------------------------------------------------------------ stylesheets
# Stylesheets are most of a page's weight: Material's (~150 KB, every colour and feature) and
# JupyterLab's (~570 KB). Keep only what the built site can use: rules whose selectors can match
# (every class they require appears in a page or in the site's scripts, no right-to-left rule on
# a left-to-right site, only the colour schemes the palette toggle offers) and the custom
# properties something still reads.
_CLASS = re.compile(r"\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)")
_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_FUNCTIONAL = re.compile(
    r":(?:not|is|where|has|matches|-webkit-any|-moz-any)\((?:[^()]|\([^()]*\))*\)"
)
_COLOUR_ATTR = re.compile(r"\[data-md-color-(primary|accent|scheme)=[\"']?([-\w]+)[\"']?\]")
_VAR_USE = re.compile(r"var\(\s*(--[-\w]+)")
_TOKEN = re.compile(r"-?[_a-zA-Z][-_a-zA-Z0-9]*")
# The classes scripts add to pages: Material's own (md-...; not those of the features this site
# does not configure: code annotations, a repository's facts, tags, versions, page status), the
# js/no-js switch and the focus-visible polyfill's. Other words in the scripts are not classes
# they add (a script only enhances Pygments' or the Markdown extensions' markup already there).
_SCRIPT_CLASS = re.compile(
    r"(?!md-(?:annotation|source|tag|version|status))md-[-\w]+$|js$|no-js$|focus-visible$"
)


def _slim_stylesheets(site: Path, target: Path) -> None:
    """Write the purged notebook stylesheet and purge Material's in place."""
    pages = [page.read_text(encoding="utf-8") for page in site.rglob("*.html")]
    scripts = [
        path.read_text(encoding="utf-8")
        for path in [*site.glob("assets/javascripts/*.js"), *target.glob("*.js")]
    ]
    used: set[str] = set()
    colours: dict[str, set[str]] = {"primary": set(), "accent": set(), "scheme": set()}
    for html in pages:
        for attr in re.findall(r'class="([^"]*)"', html):
            used.update(attr.split())
        for name, value in re.findall(r'data-md-color-(primary|accent|scheme)="([^"]*)"', html):
            colours[name].add(value)
    for script in scripts:  # classes the scripts add (Material's search results, tooltips, ...)
        used.update(t for t in _TOKEN.findall(script) if _SCRIPT_CLASS.match(t))
    sheets: dict[Path, str] = {}
    if _JUPYTER_CSS:
        sheets[target / "jupyter.css"] = "\n".join(_JUPYTER_CSS)
    for path in site.glob("assets/stylesheets/*.css"):
        sheets[path] = path.read_text(encoding="utf-8")
    before = sum(len(css) for css in sheets.values())
    purged = {
        path: _dedupe(_purge(_COMMENT.sub("", css), used, colours)) for path, css in sheets.items()
    }
    readers = "".join(pages) + "".join(scripts) + (target / "puzzle.css").read_text("utf-8")
    purged = _drop_unread_properties(purged, readers)
    for path, css in purged.items():
        path.write_text(css, encoding="utf-8")
        Path(f"{path}.map").unlink(missing_ok=True)  # it maps the unpurged file
    log.info(
        "stylesheets: %d KB of %d KB kept (%s)",
        sum(len(css) for css in purged.values()) // 1024,
        before // 1024,
        ", ".join(f"{path.name} {len(css) // 1024} KB" for path, css in purged.items()),
    )


def _blocks(css: str) -> list[tuple[str, str | None]]:
    """Split CSS into top-level (prelude, body) blocks; a statement (``@charset``) has no body."""
    out: list[tuple[str, str | None]] = []
    depth, start, prelude_end, quote = 0, 0, 0, ""
    for i, ch in enumerate(css):
        if quote:
            if ch == quote and css[i - 1] != "\\":
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch == "{":
            if depth == 0:
                prelude_end = i
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                out.append((css[start:prelude_end].strip(), css[prelude_end + 1 : i]))
                start = i + 1
        elif ch == ";" and depth == 0:
            out.append((css[start:i].strip(), None))
            start = i + 1
    return out


def _selector_can_match(selector: str, used: set[str], colours: dict[str, set[str]]) -> bool:
    if "[dir=rtl]" in selector or '[dir="rtl"]' in selector:
        return False
    plain = _FUNCTIONAL.sub("", selector)  # :not(.x) and :is(.x, .y) require nothing for sure
    if not set(_CLASS.findall(re.sub(r"\[[^\]]*\]", "", plain))) <= used:
        return False
    return all(value in colours[name] for name, value in _COLOUR_ATTR.findall(plain))


def _purge(css: str, used: set[str], colours: dict[str, set[str]]) -> str:
    """Drop the selectors that cannot match in the built site, and rules left with none."""
    kept = []
    for prelude, body in _blocks(css):
        if body is None:
            if not prelude.startswith("@charset"):
                kept.append(f"{prelude};")
        elif prelude.startswith(("@media", "@supports", "@layer", "@container")):
            inner = _purge(body, used, colours)
            if inner:
                kept.append(f"{prelude}{{{inner}}}")
        elif prelude.startswith("@"):
            kept.append(f"{prelude}{{{body}}}")
        else:
            selectors = [
                sel for sel in _split_top(prelude, ",") if _selector_can_match(sel, used, colours)
            ]
            if selectors:
                kept.append(f"{','.join(selectors)}{{{body}}}")
    return "".join(kept)


def _dedupe(css: str) -> str:
    """Keep the last of identical top-level rules (the notebook's stylesheets repeat some)."""
    rules = [f"{p};" if b is None else f"{p}{{{b}}}" for p, b in _blocks(css)]
    last = {rule: i for i, rule in enumerate(rules)}
    return "".join(rule for i, rule in enumerate(rules) if last[rule] == i)


def _split_top(text: str, sep: str) -> list[str]:
    """Split on ``sep`` outside parentheses, brackets and quotes."""
    parts, depth, quote, start = [], 0, "", 0
    for i, ch in enumerate(text):
        if quote:
            if ch == quote and text[i - 1] != "\\":
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def _drop_unread_properties(sheets: dict[Path, str], readers: str) -> dict[Path, str]:
    """Remove custom property declarations (``--x: ...``) nothing reads, until none is left."""
    while True:
        text = readers + "".join(sheets.values())
        # read by a rule, or named by a page or a script (which may set or read it)
        read = set(_VAR_USE.findall(text)) | set(re.findall(r"--[-\w]+", readers))
        changed = False
        for path, css in sheets.items():
            slim = _drop_declarations(css, read)
            if slim != css:
                sheets[path], changed = slim, True
        if not changed:
            return sheets


def _drop_declarations(css: str, read: set[str]) -> str:
    out = []
    for prelude, body in _blocks(css):
        if body is None:
            out.append(f"{prelude};")
        elif prelude.startswith(("@media", "@supports", "@layer", "@container")):
            inner = _drop_declarations(body, read)
            if inner:
                out.append(f"{prelude}{{{inner}}}")
        elif prelude.startswith("@") or "{" in body:
            out.append(f"{prelude}{{{body}}}")
        else:
            declarations = [
                d
                for d in _split_top(body, ";")
                if not (d.startswith("--") and d.split(":", 1)[0].strip() not in read)
            ]
            if declarations:
                out.append(f"{prelude}{{{';'.join(declarations)}}}")
    return "".join(out)


def _copy(src: Path, dst: Path) -> None:
    """Copy a file unless an identical one is already there (serve rebuilds often)."""
    if (
        dst.exists()
        and dst.stat().st_size == src.stat().st_size
        and dst.stat().st_mtime >= src.stat().st_mtime
    ):
        return
    shutil.copyfile(src, dst)
