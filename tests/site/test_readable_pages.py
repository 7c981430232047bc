"""Issue #28, items 4, 8, 9 and 11: tables, contrast, the puzzles' symbols, print.

(Item 3, text is no Tab stop and each lesson's first puzzle is at most 15 Tabs from the top at
390 px, is checked on every lesson in both languages by the page sweep,
tests/site/test_axe_every_page.py, which loads each page anyway.)
* 4 — no table hides a column: a table wider than its column is stacked into cards at 390 px
  (each value under its column's name), no box scrolls by Material's phantom 16 px, and a box
  that must still scroll takes the keyboard focus, with a ring, as a named region.
* 8 — contrast of at least 4.5:1 (axe-core's rule) where it was short: the search results (the
  words found, the count), the phone menu's section titles, the teacher's guide's code comments;
  light and dark.
* 9 — 💡 and 🂠 are drawn by the site's own font (Material's icons), not left to an emoji font the
  machine may lack (empty boxes): the font Chromium uses for them, on screen and in a PDF.
* 11 — the puzzles page prints several puzzles a sheet (it took 7 A4 sheets for 8), with every
  puzzle whole and no placeholder text in its answer boxes.
"""

from __future__ import annotations

import io
import unicodedata
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.page_checks import AXE
from tests.site.test_accessibility import _tab_until
from tests.site.test_browser_live import TIMEOUT

pytestmark = pytest.mark.browser


def _phone(page: Any) -> None:
    page.set_viewport_size({"width": 390, "height": 844})


# ------------------------------------------------------------------ 4: tables
TABLE_PAGES = [
    "08-scoring/",
    "10-whole-hand/",
    "13-house-rules/",
    "rules-catalogue/",
    "cheat-sheet/",
    "zh/13-house-rules/",
    "zh/rules-catalogue/",
    "zh/cheat-sheet/",
]

_BOXES = """() => Array.from(document.querySelectorAll('.md-content .tc-table')).map(box => ({
    hidden: box.scrollWidth - box.clientWidth,
    stacked: box.classList.contains('tc-stacked'),
    tabindex: box.getAttribute('tabindex'),
    role: box.getAttribute('role'),
    label: box.getAttribute('aria-label'),
    // anything inside the box that scrolls sideways on its own (Material's wrappers; not the
    // column names kept out of sight for screen readers)
    inner: Array.from(box.querySelectorAll('*')).filter(e =>
        e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible'
        && e.getBoundingClientRect().width > 1).length,
}))"""


@pytest.mark.parametrize("width", [390, 1366])
@pytest.mark.parametrize("path", TABLE_PAGES)
def test_no_table_hides_a_column(watched: PageWatch, path: str, width: int) -> None:
    page = watched.page
    page.set_viewport_size({"width": width, "height": 844})
    page.goto(f"{watched.base}/{path}")
    page.wait_for_function("document.fonts.status === 'loaded'")
    page.wait_for_selector(".md-content .tc-table", state="attached")
    boxes = page.evaluate(_BOXES)
    assert boxes
    for number, box in enumerate(boxes):
        assert box["inner"] == 0, (number, box)
        if box["hidden"] > 0:  # it must scroll: the keyboard reaches it, and it has a name
            assert (box["tabindex"], box["role"]) == ("0", "region"), (number, box)
            assert box["label"], (number, box)
        else:  # a box that scrolls nothing is no Tab stop (the phantom 16 px are gone)
            assert box["tabindex"] is None, (number, box)


def test_on_a_phone_lesson_13s_wide_tables_are_cards_with_their_column_names(
    watched: PageWatch,
) -> None:
    page = watched.page
    _phone(page)
    page.goto(f"{watched.base}/13-house-rules/")
    page.wait_for_selector(".md-content .tc-table.tc-stacked", state="attached")
    hidden = page.evaluate(
        "Array.from(document.querySelectorAll('.md-content .tc-table'),"
        " box => box.scrollWidth - box.clientWidth)"
    )
    assert len(hidden) == 7
    assert set(hidden) == {0}  # four of them hid 58-518 px
    cards = page.evaluate(
        """() => Array.from(document.querySelectorAll('.md-content .tc-table.tc-stacked')).map(box => {
             const cell = box.querySelector('tbody td');
             const row = cell.closest('tr').getBoundingClientRect();
             return {hidden: box.scrollWidth - box.clientWidth,
                     label: getComputedStyle(cell, '::before').content,
                     name: cell.dataset.label,
                     header: box.querySelector('thead th').textContent.trim(),
                     fits: row.width <= box.clientWidth + 1}; })"""
    )
    # the options (5 columns), the presets (4), the comparison of every preset (8)
    assert len(cards) >= 3
    for card in cards:
        assert card["hidden"] == 0
        assert card["fits"]
        assert card["name"] == card["header"]
        assert card["label"] == f'"{card["name"]}"'


def test_a_table_box_that_must_scroll_takes_the_focus_with_a_ring(watched: PageWatch) -> None:
    """A table that cannot be stacked narrow enough (a long unbroken value) still scrolls: its
    box is then reached by Tab, shows a ring, and is named by its columns."""
    page = watched.page
    _phone(page)
    page.goto(f"{watched.base}/cheat-sheet/")
    page.wait_for_selector(".md-content .tc-table")
    # a value no card can wrap, put in the page's first table; the column then narrows a little
    page.evaluate(
        """() => { const cell = document.querySelector('.md-content .tc-table tbody td');
                   cell.textContent = 'x'.repeat(300); }"""
    )
    page.set_viewport_size({"width": 380, "height": 844})
    box = ".md-content .tc-table:has(td:first-child:not(:empty))"
    page.wait_for_function(
        f"document.querySelector({box!r}).getAttribute('tabindex') === '0'", timeout=5_000
    )
    assert page.get_attribute(box, "role") == "region"
    assert str(page.get_attribute(box, "aria-label")).startswith("Table: ")
    _tab_until(page, "e.matches('.md-content .tc-table')", 40)
    ring = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert ring != "none"


# ------------------------------------------------------------------ 8: contrast
def _contrast(page: Any, context: str = "document") -> list[str]:
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found: list[str] = page.evaluate(
        f"""async () => (await axe.run({context}, {{runOnly: ['color-contrast']}})).violations
            .flatMap(v => v.nodes.map(n => {{
                const data = (n.any[0] || {{}}).data || {{}};
                return `${{n.target.join(' ')}} ${{data.fgColor}}/${{data.bgColor}}
                        ${{data.contrastRatio}}`; }}))"""
    )
    return found


@pytest.fixture(params=["light", "dark"])
def scheme(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_search_results_are_readable(watched: PageWatch, scheme: str) -> None:
    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/")
    page.focus("input[data-md-component=search-query]")
    page.keyboard.type("trump")
    page.wait_for_selector(".md-search-result mark", timeout=TIMEOUT)
    assert _contrast(page, "document.querySelector('.md-search')") == []


def test_the_phone_menus_section_titles_are_readable(watched: PageWatch, scheme: str) -> None:
    page = watched.page
    _phone(page)
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/03-combinations/")
    page.click("label.md-header__button[for=__drawer]")
    page.wait_for_function("document.getElementById('__drawer').checked")
    # on a lesson the drawer opens on the Lessons panel: its title, the site's name above it
    page.wait_for_function(
        "Array.from(document.querySelectorAll('.md-sidebar--primary .md-nav__title'))"
        ".filter(t => { const r = t.getBoundingClientRect();"
        " return r.width > 0 && r.left >= 0 && r.right <= innerWidth; }).length >= 1"
    )
    assert _contrast(page, "document.querySelector('.md-sidebar--primary')") == []


def test_the_teachers_guides_code_comments_are_readable(watched: PageWatch, scheme: str) -> None:
    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/teachers-guide/")
    assert page.locator(".md-content .highlight .c1, .md-content .highlight .c").count() > 0
    assert _contrast(page, "document.querySelector('.md-content')") == []


# ------------------------------------------------------------------ 9: icons
def _fonts_for(page: Any, selector: str) -> list[dict[str, Any]]:
    """The fonts Chromium draws an element's text with (DevTools' "Rendered Fonts")."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    fonts: list[dict[str, Any]] = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    return fonts


@pytest.mark.parametrize("symbol", ["tc-trump", "tc-hint"])
def test_the_puzzles_symbols_are_drawn_by_the_sites_own_font(
    watched: PageWatch, symbol: str
) -> None:
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    if symbol == "tc-hint":
        page.click(f"{root} .tc-hint-button")
    target = f"{root} .{symbol}"
    page.wait_for_selector(target, timeout=TIMEOUT)
    assert str(page.text_content(target)).startswith(("💡", "🂠"))
    # a puzzle off screen is not drawn (content-visibility: auto), so it has no rendered font yet
    page.locator(target).scroll_into_view_if_needed()
    page.wait_for_function("document.fonts.status === 'loaded'")
    fonts = _fonts_for(page, target)
    icons = [f for f in fonts if f["familyName"] == "Tractor Icons"]
    assert icons, fonts
    assert icons[0]["isCustomFont"]
    assert icons[0]["glyphCount"] == 1


# ------------------------------------------------------------------ 11: print
def _all_puzzles(page: Any) -> None:
    page.wait_for_function(
        "document.querySelectorAll('.tc-live .tc-puzzle[data-puzzle-id]').length"
        " === document.querySelectorAll('.tc-live').length && document.fonts.status === 'loaded'",
        timeout=TIMEOUT,
    )


def test_the_puzzles_page_prints_several_puzzles_a_sheet(watched: PageWatch) -> None:
    from pypdf import PdfReader  # noqa: PLC0415 - a test-only dependency

    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    _all_puzzles(page)
    questions = page.evaluate(
        "Array.from(document.querySelectorAll('.tc-live .tc-question'), q => q.textContent.trim())"
    )
    placeholders = page.evaluate(
        "Array.from(document.querySelectorAll('.tc-live [placeholder]'), i => i.placeholder)"
    )
    assert len(questions) == 8
    assert placeholders
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4")
    pages: list[Any] = list(PdfReader(io.BytesIO(pdf)).pages)
    sheets = [
        " ".join(unicodedata.normalize("NFKC", p.extract_text()).split())  # "ﬁ": "fi"
        for p in pages
    ]
    # the fonts that draw 🂠 (their character maps name it, as UTF-16)
    card_back = "🂠".encode("utf-16-be").hex().upper().encode()
    fonts = {
        _font_name(font.get_object())
        for p in pages
        for font in p["/Resources"].get("/Font", {}).values()
        if card_back in font.get_object()["/ToUnicode"].get_object().get_data().upper()
    }
    assert len(sheets) <= 4, len(sheets)  # 7 sheets for 8 puzzles before
    text = " ".join(sheets)
    for question in questions:  # every puzzle is there, whole on one sheet
        words = " ".join(question.split())[:40]
        assert sum(words in sheet for sheet in sheets) >= 1, words
    for placeholder in placeholders:
        assert " ".join(placeholder.split())[:20] not in text
    # the symbols print in the site's own font, a web font (Chromium embeds it as a Type 3 font
    # under a name of its own), not in one of the machine's (DejaVu Sans, before)
    assert fonts, "no 🂠 printed"
    assert not any(name.startswith(("DejaVu", "Liberation", "Noto")) for name in fonts), fonts


def _font_name(font: Any) -> str:
    """A PDF font's name, without its subset tag (``AAAAAA+``)."""
    name = font.get("/BaseFont") or font["/FontDescriptor"].get_object()["/FontName"]
    return str(name).split("+")[-1]


# ------------------------------------------------------------------ a puzzle's option numbers
@pytest.mark.parametrize("path", ["04-leading-following/", "zh/04-leading-following/"])
def test_on_a_phone_an_options_number_stays_on_one_line(watched: PageWatch, path: str) -> None:
    """New-reader review (both languages): at 390 px lesson 4's follow puzzle showed "1" on one
    line and "." on the next, beside each option's cards; so did Compare house rules' answers."""
    page = watched.page
    _phone(page)
    page.goto(f"{watched.base}/{path}")
    live = ".tc-live[data-kind=follow]"
    page.wait_for_selector(f"{live} .tc-option-number", timeout=TIMEOUT)
    heights = page.eval_on_selector_all(
        f"{live} .tc-option-number",
        """(els) => els.map((e) => [e.textContent,
            e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).fontSize)])""",
    )
    assert len(heights) >= 3
    # one line is 1.2-1.6 times the font's size; two lines are 2.4 or more
    assert all(ems < 2 for _, ems in heights), heights
