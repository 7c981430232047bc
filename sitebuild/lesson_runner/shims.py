"""What a lesson imports from outside the engine, as the page's Python has it.

The lessons are notebooks: they show tables with ``IPython.display.Markdown``, pictures with
``SVG``/``HTML``/``display`` and make puzzles with ``widgets.puzzle``. The page's Python has
neither IPython nor the widgets (nor a kernel to talk to), so a cell run on the page imports these
small stand-ins instead (:mod:`.runner` routes the imports here). Each gives the same picture or
table the built page shows; a puzzle cell says honestly what it made, because a puzzle only comes
alive on the page when the page loads.
"""

from __future__ import annotations

import html
import re
import types
from collections.abc import Callable
from typing import Any

# ------------------------------------------------------------------ Markdown, the part lessons use
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_ITEM = re.compile(r"\s*[-*]\s+")
#: The lines of a lesson's folded "House rules" box (``widgets.house_rules_box``), kept as HTML.
_BOX_LINE = re.compile(r'<details class="house-rules"><summary>[^<>]*</summary>|</details>')
_INLINE = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"<em>\1</em>"),
    (re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)"), r'<a href="\2">\1</a>'),
)


def _inline(text: str) -> str:
    """Escape ``text`` and render the inline Markdown the lessons write: code, bold, italics, links."""
    out = html.escape(text, quote=False)
    for pattern, replacement in _INLINE:
        out = pattern.sub(replacement, out)
    return out


def _cells(row: str) -> list[str]:
    row = row.strip()
    row = row.removeprefix("|").removesuffix("|")
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", row)]


def markdown_html(text: str) -> str:
    r"""The HTML of the Markdown lessons display: pipe tables, headings, lists and paragraphs.

    Not a general Markdown renderer: enough for the tables the lessons build row by row.

    >>> markdown_html("| a | b |\n|---|---|\n| **x** | `S5` |")
    '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><strong>x</strong></td><td><code>S5</code></td></tr></tbody></table>'
    >>> markdown_html("Holding **S5 S5**:")
    '<p>Holding <strong>S5 S5</strong>:</p>'
    >>> markdown_html('<details class="house-rules"><summary>House rules</summary>\n\nSay **no**.\n\n</details>')
    '<details class="house-rules"><summary>House rules</summary><p>Say <strong>no</strong>.</p></details>'
    """
    blocks: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif _BOX_LINE.fullmatch(line.strip()):
            blocks.append(line.strip())
            i += 1
        elif "|" in line and i + 1 < len(lines) and _TABLE_RULE.match(lines[i + 1]):
            head = "".join(f"<th>{_inline(c)}</th>" for c in _cells(line))
            body = []
            i += 2
            while i < len(lines) and "|" in lines[i] and lines[i].strip():
                body.append("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in _cells(lines[i])))
                body[-1] += "</tr>"
                i += 1
            blocks.append(
                f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"
            )
        elif heading := re.match(r"(#{1,6})\s+(.*)", line):
            level = len(heading.group(1))
            blocks.append(f"<h{level}>{_inline(heading.group(2))}</h{level}>")
            i += 1
        elif _ITEM.match(line):
            items = []
            while i < len(lines) and (item := _ITEM.match(lines[i])):
                items.append(f"<li>{_inline(lines[i][item.end() :])}</li>")
                i += 1
            blocks.append(f"<ul>{''.join(items)}</ul>")
        else:
            para = []
            while i < len(lines) and lines[i].strip() and not _starts_block(lines, i):
                para.append(lines[i].strip())
                i += 1
            if not para:  # a line that starts a block but is not one (a lone "|")
                para.append(lines[i].strip())
                i += 1
            blocks.append(f"<p>{_inline(' '.join(para))}</p>")
    return "".join(blocks)


def _starts_block(lines: list[str], i: int) -> bool:
    line = lines[i]
    table = "|" in line and i + 1 < len(lines) and bool(_TABLE_RULE.match(lines[i + 1]))
    return table or bool(re.match(r"(#{1,6})\s+|\s*[-*]\s+", line))


# ------------------------------------------------------------------ IPython.display
class Markdown:
    """``IPython.display.Markdown``: shown as HTML, as the built page shows it."""

    def __init__(self, data: str) -> None:
        self.data = data

    def _repr_html_(self) -> str:
        return markdown_html(self.data)

    def __repr__(self) -> str:
        return f"<Markdown {self.data[:40]!r}>"


class HTML:
    """``IPython.display.HTML``."""

    def __init__(self, data: str) -> None:
        self.data = data

    def _repr_html_(self) -> str:
        return self.data

    def __repr__(self) -> str:
        return f"<HTML {self.data[:40]!r}>"


class SVG:
    """``IPython.display.SVG``."""

    def __init__(self, data: str) -> None:
        self.data = data

    def _repr_svg_(self) -> str:
        return self.data

    def __repr__(self) -> str:
        return f"<SVG {len(self.data)} characters>"


def HandRows(*args: Any, **kwargs: Any) -> Any:  # noqa: N802 - the widgets' class name
    """``widgets.HandRows`` on the page: the engine's own picture (tractor_core.words.svg.HandRows)."""
    from tractor_core.words import svg  # noqa: PLC0415 - loaded by the page already

    return svg.HandRows(*args, **kwargs)


# ------------------------------------------------------------------ widgets.puzzle
class PuzzleNote:
    """What ``puzzle(...)`` makes when a cell runs on the page: the puzzle's id and question.

    On the page, a lesson's puzzles are mounted live when the page loads (tractor-live.js); a
    puzzle made later by a cell cannot join them, so the note says where the live one is and
    where a changed puzzle can be played. Making it still asks the engine, so a wrong kind or
    seed is reported like any other error.
    """

    def __init__(self, state: dict[str, Any]) -> None:
        self.state = state

    @property
    def id(self) -> str:
        """The puzzle's id, ``kind-preset-difficulty-seed``."""
        return str(self.state["puzzle"]["id"])

    def _repr_html_(self) -> str:
        question = html.escape(self.state["puzzle"]["question"]["en"])
        return (
            f'<p class="tc-cell-note" data-puzzle="{html.escape(self.id)}">'
            f"This makes the puzzle <code>{html.escape(self.id)}</code>: “{question}” "
            "The puzzles on this page are the live ones under the lesson's code; to play a "
            "changed puzzle, open <strong>Run this lesson</strong> (JupyterLab in the browser)."
            "</p>"
        )

    def __repr__(self) -> str:
        return f"<puzzle {self.id}>"


def puzzle(
    kind: str,
    *,
    preset: str = "default",
    difficulty: int = 1,
    seed: int = 1,
    lang: str = "en",
) -> PuzzleNote:
    """``widgets.puzzle`` on the page: the engine makes the puzzle; a note stands for the widget."""
    from tractor_core import puzzles  # noqa: PLC0415 - the engine, loaded by the page already

    state = puzzles.initial_state(kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang)
    return PuzzleNote(dict(state))


# ------------------------------------------------------------------ widgets.tool, widgets.reason_of
#: The teachers' tools (plain ipywidgets, which need a kernel), by the names lessons give.
_TOOL_TITLES = {
    "en": {
        "picker": "The house-rules picker",
        "referee": "The referee",
        "explorer": "The trick explorer",
        "worksheet": "The worksheet maker",
    },
    "zh": {
        "picker": "房规选择器",
        "referee": "裁判",
        "explorer": "一轮一轮看牌",
        "worksheet": "练习卷制作",
    },
}


class ToolNote:
    """``widgets.tool`` on the page: where the tool runs (as the built page says)."""

    def __init__(self, name: str, lang: str) -> None:
        titles = _TOOL_TITLES[lang]
        if name not in titles:
            msg = f"tool {name!r}: expected one of {', '.join(titles)}"
            raise ValueError(msg)
        self.title, self.lang = titles[name], lang

    def attach(self, _puzzle: Any) -> None:
        """Nothing to follow on the page (the picker's ``attach``)."""

    def _repr_html_(self) -> str:
        if self.lang == "zh":
            return (
                f'<p class="tc-cell-note" lang="zh-Hans">{html.escape(self.title)}要用 Python 内核'
                "运行：按<strong>在浏览器里运行这一课</strong>（浏览器里的 JupyterLab）。</p>"
            )
        return (
            f'<p class="tc-cell-note">{html.escape(self.title)} needs a Python kernel: open '
            "<strong>Run this lesson</strong> (JupyterLab in the browser).</p>"
        )

    def __repr__(self) -> str:
        return f"<{self.title}: runs in JupyterLab>"


# ------------------------------------------------------------------ the modules a cell imports
class NotOnThePageError(ImportError):
    """A lesson imported something the page's Python does not have."""


def modules(display: Callable[..., None], lang: str = "en") -> dict[str, types.ModuleType]:
    """The stand-in modules, by import name; ``display`` shows its arguments under the cell.

    ``lang`` is the lesson's language ("zh" for a Chinese lesson): ``widgets.reason_of`` gives
    the engine's reasons in it, as the built page does.
    """
    ipython = types.ModuleType("IPython", "IPython, as far as a lesson cell on the page needs it.")
    shown = types.ModuleType("IPython.display", "IPython.display's pictures, tables and display.")
    for name, value in {"Markdown": Markdown, "HTML": HTML, "SVG": SVG, "display": display}.items():
        setattr(shown, name, value)
    ipython.display = shown  # type: ignore[attr-defined]
    ipython.__path__ = []  # a package: `import IPython.display` works
    widgets = types.ModuleType("widgets", "The lessons' widgets, as notes on the page.")
    widgets.puzzle = puzzle  # type: ignore[attr-defined]

    def reason_of(said: Any, *, players: int | None = None) -> str:
        # widgets.live.reason_of: the same words (tractor_core.text.said), without widgets
        from tractor_core.text.said import said_in  # noqa: PLC0415 - the engine, loaded by the page

        return said_in(said, lang, players=players)

    def tool(name: str, **_options: Any) -> ToolNote:
        return ToolNote(name, lang)

    def option_words(name: str, value: Any) -> str:
        from tractor_core.words.rules_summary import value_words  # noqa: PLC0415 - on the page already

        return value_words(name, value, lang)

    def house_rules_box(markdown: str) -> Markdown:
        from tractor_core.text.said import house_rules_markdown  # noqa: PLC0415 - on the page

        return Markdown(house_rules_markdown(markdown, lang))

    widgets.house_rules_box = house_rules_box  # type: ignore[attr-defined]
    widgets.page_lang = lambda: lang  # type: ignore[attr-defined]
    widgets.option_words = option_words  # type: ignore[attr-defined]
    widgets.reason_of = reason_of  # type: ignore[attr-defined]
    widgets.tool = tool  # type: ignore[attr-defined]
    widgets.HandRows = HandRows  # type: ignore[attr-defined]
    widgets.__path__ = []
    return {"IPython": ipython, "IPython.display": shown, "widgets": widgets}
