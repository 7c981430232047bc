"""The site reads like a book and prints like one (tracker issues "Lessons that read like a good
book" and "The site for everyone").

* Code is folded behind "Show the code" (a native ``<details>``), no ``In [n]`` / ``Out[n]``
  column, outputs visible; an exercise's Solution holds its own computation, folded.
* Every card picture has a text alternative that names its cards.
* (Nothing runs off the page, at 390 px and 1366 px, in both languages: checked on every page by
  the sweep, tests/site/test_axe_every_page.py.)
* Printing (Chromium's PDF): the cheat sheet is one A4 and one Letter page; a lesson prints its
  puzzles with their answer choices and without its code or the "Run this lesson" button.
"""

from __future__ import annotations

import base64
import io
import re
from pathlib import Path
from typing import Any

import pytest

from sitebuild.hooks import link_sources, present
from tests.site.conftest import PageWatch
from tests.site.test_site_build import _nav_pages, _page_html
from tractor_core import Rank, Suit, Trump, order_for
from tractor_core.words.svg import hand_svg, trick_svg


def _url(source: str) -> str:
    path = Path(source)
    folder = "".join(f"/{part}" for part in path.parent.parts)
    return f"{folder}/" if path.stem == "index" else f"{folder}/{path.stem}/"


def _open(watched: PageWatch, site_url: str, source: str, width: int, scheme: str = "") -> Any:
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    if scheme:
        page.emulate_media(color_scheme=scheme)
    page.goto(site_url + _url(source), wait_until="load")
    page.wait_for_selector(".md-content")
    if page.query_selector(".tc-live"):  # the puzzles draw themselves once the page has loaded
        page.wait_for_selector(".tc-live[data-mounted] .tc-puzzle", timeout=30_000)
    return page


# ------------------------------------------------------------------ static HTML
def test_code_is_folded_and_prompts_are_gone(built_site: Path) -> None:
    for source in _nav_pages():
        html = _page_html(built_site, source)
        if "jp-CodeCell" not in html:
            continue
        assert not re.search(r"\b(?:In|Out)\s?\[\d*\]:", html), f"{source} shows In/Out prompts"
        inputs = html.count('<div class="jp-Cell-inputWrapper"')
        code_inputs = html.count('<div class="jp-CodeMirrorEditor')
        folded = re.findall(
            r'<details class="tc-code"[^>]*><summary>Show the code</summary>\s*'
            r'<div class="jp-Cell-inputWrapper"',
            html,
        )
        if source == "puzzles.py":  # its cells are tagged remove-input: the puzzles, no code
            assert code_inputs == 0, source
            continue
        assert code_inputs, source
        assert len(folded) == code_inputs <= inputs, source


def _solutions(html: str) -> list[tuple[str, str]]:
    """Each Solution ``<details>`` (nested ones counted) and the HTML just after it."""
    found = []
    for start in re.finditer(r"<details><summary>Solution</summary>", html):
        depth, at = 0, start.start()
        for tag in re.finditer(r"<details\b|</details>", html[at:]):
            depth += 1 if tag.group(0) != "</details>" else -1
            if depth == 0:
                end = at + tag.end()
                found.append((html[at:end], html[end : end + 400]))
                break
    return found


def test_solutions_hold_their_own_computation(built_site: Path) -> None:
    """A code cell right after an exercise's Solution prints the answer: it is folded inside."""
    folded = 0
    for source in [p for p in _nav_pages() if re.match(r"\d\d-.*\.py$", p)]:
        for inside, after in _solutions(_page_html(built_site, source)):
            next_cell = re.match(r'\s*(?:</div>\s*)*<div class="jp-Cell jp-CodeCell', after)
            assert next_cell is None, f"{source}: a Solution's code cell is left outside it"
            if 'class="tc-solution-code"' in inside:
                assert "jp-OutputArea-output" in inside, source  # the answer, folded too
                folded += 1
    assert folded >= 25


def test_every_picture_has_a_text_alternative(built_site: Path) -> None:
    described = 0
    for source in _nav_pages():
        html = _page_html(built_site, source)
        assert "No description has been provided" not in html, source
        for alt in re.findall(r'<img alt="([^"]*)" src="data:image/svg\+xml', html):
            cards = re.search(r"\b(?:of (?:spades|hearts|clubs|diamonds)|joker)\b", alt)
            chart = re.search(r"\d+ hands\. Above: the attackers' points .* Below: ", alt)
            assert cards or chart, alt  # cards, or lesson 10's chart of a simulation
            described += 1
    assert described > 20


def test_card_pictures_carry_a_title_that_names_the_cards() -> None:
    order = order_for(Trump(Rank.TEN, Suit.HEARTS))
    hand = hand_svg("SK BJ", order)
    assert "<title>big joker — big joker (trump), king of spades — side-suit card</title>" in hand
    trick = trick_svg(["SK", "SA", "S3", "H2"], order, winner=3)
    label = re.search(r'aria-label="([^"]*)"', trick)
    assert label is not None
    assert label.group(1) == (
        "A trick: South leads king of spades — side-suit card; East plays ace of spades — "
        "side-suit card; North plays three of spades — side-suit card; West plays two of hearts"
        " — card of the trump suit (trump) and wins."
    )
    assert f"<title>{label.group(1)}</title>" in trick


def test_the_hook_folds_code_and_solutions_and_describes_pictures() -> None:
    svg = base64.b64encode(hand_svg("SA", None).encode()).decode()
    # as mkdocs-jupyter writes a code cell with no_prompt (mkdocs.yml): no In [n] / Out[n]
    code_cell = (
        '<div class="jp-Cell jp-CodeCell jp-Notebook-cell">'
        '<div class="jp-Cell-inputWrapper"><pre>x</pre></div>'
        '<div class="jp-Cell-outputWrapper"><img alt="No description has been provided for this'
        f' image" src="data:image/svg+xml;base64,{svg}"></div></div>'
    )
    page = (
        '<div class="jp-Cell jp-MarkdownCell"><div><p>Exercise</p>'
        "<details><summary>Solution</summary><p>42</p></details>\n</div>\n</div>" + code_cell
    )
    out = present(page)
    assert '<img alt="ace of spades"' in out
    folded = '<details class="tc-code"><summary>Show the code</summary><div class="jp-Cell-input'
    assert folded in out
    solution = out[out.index("<summary>Solution") : out.rindex("</details>")]
    assert '<div class="tc-solution-code"><div class="jp-Cell jp-CodeCell' in solution
    assert "ace of spades" in solution  # the cell's output is inside the folded Solution
    # a Chinese lesson's 答案 holds its cell too, and its code folds behind 显示代码
    chinese = present(page.replace("Solution", "答案"), "02-trumps.zh.py", "zh")
    assert (
        '<details class="tc-code" data-tc-lesson="02-trumps.zh" data-tc-cell="0"><summary>显示代码</summary>'
        in chinese
    )
    answer = chinese[chinese.index("<summary>答案") : chinese.rindex("</details>")]
    assert '<div class="tc-solution-code"><div class="jp-Cell jp-CodeCell' in answer


def test_a_cell_shown_without_its_code_folds_nothing_of_the_next_cell() -> None:
    """The puzzles page shows its cells' puzzles without their code (tagged remove-input): such a
    cell has no input to fold, and the Markdown cell after it (a puzzle's heading) stays in view.
    (The hook used to fold the next input it found, the heading's, behind "Show the code".)"""
    shown_without_code = (
        '<div class="jp-Cell jp-CodeCell jp-Notebook-cell celltag_remove-input">'
        '<div class="jp-Cell-outputWrapper"><p>a puzzle</p></div></div>'
    )
    heading = (
        '<div class="jp-Cell jp-MarkdownCell jp-Notebook-cell"><div class="jp-Cell-inputWrapper">'
        "<h2>Is this a tractor?</h2></div></div>"
    )
    out = present(shown_without_code + heading)
    assert "tc-code" not in out
    assert out.endswith(heading)


def test_no_page_folds_prose_behind_show_the_code(built_site: Path) -> None:
    """What "Show the code" folds is code: no heading or Markdown text of any page is inside it."""
    for source in _nav_pages():
        html = _page_html(built_site, source)
        for fold in re.findall(r'<details class="tc-code".*?</details>', html, re.S):
            assert "jp-MarkdownOutput" not in fold, (source, fold[:300])


def test_mentions_of_sources_link_to_the_sources_page() -> None:
    page = (
        '<p><a href="#">source 000</a></p><p>Sources 000, 001 and 004 agree; '
        "<code>source 002</code>; shengji.io too; source 000 again.</p>"
    )
    out = link_sources(page, "07-kitty/", "07-kitty.py")
    for key in ("000", "001", "004", "shengji"):
        assert out.count(f'href="../sources/#{key}"') == 1, key
    assert "<code>source 002</code>" in out
    assert out.startswith('<p><a href="#">source 000</a>')  # a link is left as it is
    assert link_sources(page, "sources/", "sources.md") == page  # not on the Sources page
    assert link_sources(page, "zh/sources/", "sources.zh.md") == page


def test_source_links_leave_the_puzzle_states_alone() -> None:
    """A puzzle's state is JSON inside a <template>: a link there broke the JSON (caught on the
    puzzles page, whose preset titles name shengji.io)."""
    state = '{"title": "shengji.io default", "zh": "source 000"}'
    page = f'<p>shengji.io plays it.</p><template class="tc-state">{state}</template>'
    out = link_sources(page, "puzzles/", "puzzles.py")
    assert f'<template class="tc-state">{state}</template>' in out
    assert 'href="../sources/#shengji"' in out.split("<template")[0]


def test_the_sources_page_describes_every_source_and_is_linked(built_site: Path) -> None:
    html = _page_html(built_site, "sources.md")
    for key in ("000", "001", "002", "003", "004", "shengji", "pagat", "wikipedia"):
        assert f'id="{key}"' in html, key
    for source in ("rules-catalogue.py", "13-house-rules.py", "07-kitty.py"):
        assert re.search(r'href="\.\./sources/(?:#[\w-]+)?"', _page_html(built_site, source)), (
            source
        )


# ------------------------------------------------------------------ in the browser
@pytest.mark.browser
def test_show_the_code_opens_with_the_keyboard(watched: PageWatch, site_url: str) -> None:
    page = _open(watched, site_url, "01-deck-players-goal.py", 390)
    first = page.locator("details.tc-code").first
    code = first.locator("pre")
    assert not code.is_visible()
    first.locator("summary").focus()
    page.keyboard.press("Enter")
    assert code.is_visible()
    assert "import" in code.inner_text()


def _pdf_text(page: Any, size: str) -> tuple[int, str]:
    from pypdf import PdfReader  # noqa: PLC0415 - only for this test

    reader = PdfReader(io.BytesIO(page.pdf(format=size, print_background=True)))
    return len(reader.pages), "\n".join(p.extract_text() or "" for p in reader.pages)


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.mark.browser
@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_cheat_sheet_prints_on_one_page(watched: PageWatch, site_url: str, size: str) -> None:
    page = _open(watched, site_url, "cheat-sheet.md", 1366)
    pages, text = _pdf_text(page, size)
    assert pages == 1
    for header in page.eval_on_selector_all("table th", "hs => hs.map(h => h.innerText)"):
        assert _squash(header) in _squash(text), header


@pytest.mark.browser
def test_a_printed_lesson_shows_its_puzzles_answer_choices(
    watched: PageWatch, site_url: str
) -> None:
    """Every lesson: each answer choice written as text (yes/no, seats, sides) is in the PDF;
    choices drawn as cards (follows) and the cards to put in order are printed, not hidden;
    puzzles are kept whole on a page; hints and solutions stay folded."""
    lessons = [p for p in _nav_pages() if re.match(r"\d\d-.*\.py$", p)]
    written = 0
    for source in lessons:
        page = _open(watched, site_url, source, 1366)
        page.emulate_media(media="print")
        choices = page.eval_on_selector_all(
            ".tc-puzzle .tc-answer, .tc-puzzle .tc-side",
            "bs => bs.map(b => b.innerText.replace(/^\\d+\\.\\s*/, '').trim()).filter(Boolean)",
        )
        hidden = page.eval_on_selector_all(
            ".tc-puzzle .tc-answer, .tc-puzzle .tc-side, .tc-puzzle .tc-row",
            "els => els.filter(e => !e.checkVisibility()).length",
        )
        assert hidden == 0, f"{source}: {hidden} answer choices or card rows hidden in print"
        printed = page.eval_on_selector_all(
            "details.tc-code, .tc-run-lite", "els => els.filter(e => e.checkVisibility()).length"
        )
        assert printed == 0, f"{source}: code or the run button is printed"
        whole = page.eval_on_selector_all(
            ".tc-live", "ls => ls.every(l => getComputedStyle(l).breakInside === 'avoid')"
        )
        assert whole, f"{source}: a puzzle may be split across pages"
        answers = page.eval_on_selector_all(
            "details",
            "ds => ds.filter(d => /^(Solution|Hint)$/.test(d.querySelector('summary').innerText))"
            ".map(d => d.querySelector(':scope > p, :scope > div')?.textContent.trim())"
            ".filter(Boolean)",
        )
        _, text = _pdf_text(page, "A4")
        shown = [a for a in answers if _squash(a) in _squash(text)]
        assert shown == [], f"{source}: hints or solutions printed open: {shown}"
        missing = [c for c in choices if _squash(c) not in _squash(text)]
        assert missing == [], f"{source}: answer choices not printed: {missing}"
        assert "from tractor_core import" not in text, f"{source}: its code is printed"
        assert "Run this lesson" not in text, f"{source}: its run button is printed"
        written += len(choices)
    assert written >= 10, "the lessons' puzzles wrote hardly any answer choices as text"
