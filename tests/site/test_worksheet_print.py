"""Paper a class can use, printed from the built site in Chromium (issue 31).

- The worksheet page prints the sheet and the answer key separately (two buttons, two
  downloads); 20 puzzles print 4 to 6 an A4 page (they took 9 pages, mostly 2 a page), and the
  key on pages of its own. Measured on real PDFs (Playwright's ``page.pdf``, read by pypdf).
- A sheet made on a site served from this machine (127.0.0.1) prints no link students cannot
  open, but each puzzle's id, which "Go to puzzle" on the puzzles page opens; a teacher's own
  address prints links that open the puzzle.
- The trump bar and the level ring stay dark in black and white.
- The printed house-rules summary embeds the site's Chinese font in its PDF (this machine has
  no Chinese font: without it the Chinese printed as boxes).
- The referee page names its house rules once.
"""

from __future__ import annotations

import io
import re
from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.test_tools import TIMEOUT, _ready

pytestmark = pytest.mark.browser
pypdf = pytest.importorskip("pypdf")

ID = re.compile(
    r"\b(?:order|tractor|follow|trick|throw|kitty|levels|declaration)-default-\d-\d+(?!\d)"
)
API = "tractor_core.api.site_api"


def _make(page: Any, count: int = 20, kinds: list[str] | None = None) -> tuple[str, str]:
    """Make a worksheet on the page; its sheet and its key (the two downloads)."""
    page.fill("input[data-key=count]", str(count))
    if kinds is not None:
        for box in page.query_selector_all("input[data-kind]"):
            box.set_checked(box.get_attribute("data-kind") in kinds)
    page.click(".tc-worksheet-form .tc-tool-go")
    page.wait_for_selector("iframe.tc-sheet", timeout=TIMEOUT)
    sheet = page.evaluate("document.querySelector('iframe.tc-sheet').srcdoc")
    files = page.evaluate(
        """Promise.all(['sheet', 'key'].map((part) =>
             fetch(document.querySelector(`a[data-download=${part}]`).href).then((r) => r.text())))"""
    )
    assert files[0] == sheet  # the download is the sheet shown
    return files[0], files[1]


def _pdf(watched: PageWatch, html: str, *, wait_fonts: bool = True) -> Any:
    """The page printed to PDF by Chromium, on the site's origin, once its fonts have loaded."""
    printer = watched.context.new_page()
    try:
        printer.goto(f"{watched.base}/")
        printer.set_content(html)
        if wait_fonts:
            printer.evaluate(
                """Promise.all([400, 700].map((w) =>
                 document.fonts.load(`${w} 1em "Tractor Noto Sans SC"`, '字'))).then(() => document.fonts.ready)"""
            )
        return pypdf.PdfReader(io.BytesIO(printer.pdf(prefer_css_page_size=True)))
    finally:
        printer.close()


def _pages(reader: Any) -> list[str]:
    """Each page's text as pypdf reads it (words may be split across lines)."""
    return [page.extract_text() for page in reader.pages]


def _squashed(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize(
    ("lang", "kinds"),
    [
        ("en", None),
        ("zh", ["order", "tractor", "follow", "trick", "throw", "kitty", "levels", "declaration"]),
    ],
)
def test_twenty_puzzles_print_four_to_six_a_page_and_the_key_apart(
    watched: PageWatch, lang: str, kinds: list[str] | None
) -> None:
    page = watched.page
    _ready(page, f"{watched.base}/{'zh/' if lang == 'zh' else ''}tools/worksheets/")
    assert page.is_visible("[data-key=link_url]")
    sheet, key = _make(page, 20, kinds)
    assert page.inner_text("button[data-print=sheet]") == (
        "打印练习卷" if lang == "zh" else "Print the worksheet"
    )
    assert page.inner_text("button[data-print=key]") == (
        "打印答案" if lang == "zh" else "Print the answer key"
    )
    sheet_pages = _pages(_pdf(watched, sheet))
    per_page = [len(ID.findall(text)) for text in sheet_pages]
    assert sum(per_page) == 20, per_page  # each puzzle once: its id, no link
    assert all(4 <= n <= 6 for n in per_page[:-1]), per_page
    assert len(sheet_pages) <= 5, per_page
    words = {"en": ("Answerkey", "Live:", "Goto puzzle"), "zh": ("答案", "在线：", "转到题目")}[
        lang
    ]
    text = "\n".join(sheet_pages)
    flat = _squashed(text)
    assert words[0] not in flat  # no answers on the sheet
    assert words[1] not in flat  # no link to 127.0.0.1
    assert _squashed(words[2]) in flat  # how to open a puzzle by its id
    key_pages = _pages(_pdf(watched, key))
    assert len(key_pages) <= 3
    key_text = "\n".join(key_pages)
    assert sorted(ID.findall(key_text)) == sorted(ID.findall(text))
    assert words[0] in _squashed(key_text)


def test_a_printed_id_opens_its_puzzle_and_a_teachers_address_prints_links(
    watched: PageWatch,
) -> None:
    page = watched.page
    _ready(page, f"{watched.base}/tools/worksheets/")
    sheet, _key = _make(page, 4)
    assert 'class="ws-link"' not in sheet
    puzzle_id = ID.findall(sheet)[1]
    # the id typed into "Go to puzzle" on the puzzles page opens that puzzle
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_selector(".tc-live .tc-goto", timeout=TIMEOUT)
    kind = puzzle_id.split("-")[0]
    goto = page.locator(f".tc-live[data-kind={kind}] .tc-goto").first
    goto.fill(puzzle_id)
    goto.press("Enter")
    page.wait_for_selector(f".tc-puzzle[data-puzzle-id='{puzzle_id}']", timeout=TIMEOUT)
    # with the teacher's address, each puzzle prints a link that opens it
    _ready(page, f"{watched.base}/tools/worksheets/")
    page.fill("[data-key=link_url]", f"{watched.base}/puzzles/")
    sheet, _key = _make(page, 4)
    links = re.findall(r'<a class="ws-link" href="([^"]+)"', sheet)
    assert len(links) == 4
    first = links[0].replace("&amp;", "&")
    assert first.startswith(f"{watched.base}/puzzles/?id=")
    page.goto(first)
    wanted = first.split("id=")[1].split("&")[0]
    page.wait_for_selector(f".tc-puzzle[data-puzzle-id='{wanted}']", timeout=TIMEOUT)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_kind_ticked_is_refused_in_plain_words(watched: PageWatch, lang: str) -> None:
    page = watched.page
    _ready(page, f"{watched.base}/{'zh/' if lang == 'zh' else ''}tools/worksheets/")
    for box in page.query_selector_all("input[data-kind]"):
        box.set_checked(False)
    page.click(".tc-worksheet-form .tc-tool-go")
    page.wait_for_selector("#tc-worksheet-error", timeout=TIMEOUT)
    said = page.inner_text("#tc-worksheet-error")
    assert said == ("请至少勾选一种题型。" if lang == "zh" else "Tick at least one kind of puzzle.")
    assert page.get_attribute("fieldset.tc-kinds", "aria-invalid") == "true"


def test_the_marks_stay_dark_in_black_and_white(watched: PageWatch) -> None:
    """A photocopy: the sheet in grey; the trump bar and the level ring keep dark pixels."""
    from PIL import Image  # noqa: PLC0415

    page = watched.page
    _ready(page, f"{watched.base}/tools/worksheets/")
    sheet, _key = _make(page, 6, ["follow", "kitty", "trick"])  # seed 1: both marks drawn
    viewer = watched.context.new_page()
    viewer.goto(f"{watched.base}/")
    viewer.set_content(sheet.replace("</style>", "html { filter: grayscale(1); }</style>"))
    for mark in (".ws-mark-trump", ".ws-mark-level"):
        box = viewer.locator(mark).first.bounding_box()
        assert box is not None, mark
        shot = Image.open(io.BytesIO(viewer.screenshot(clip=box))).convert("L")
        darkest = next(level for level, n in enumerate(shot.histogram()) if n)  # 0 black
        assert darkest < 90, mark  # amber alone is ~170 in grey
    viewer.close()


def test_the_printed_rules_summary_embeds_the_sites_chinese_font(watched: PageWatch) -> None:
    """The builder's Print: its page, printed to PDF, embeds Noto Sans SC (no system CJK font)."""
    page = watched.page
    _ready(page, f"{watched.base}/zh/tools/house-rules/")
    page.click(".tc-tool-print")
    page.wait_for_selector("iframe.tc-print-frame", state="attached", timeout=TIMEOUT)
    printed = page.evaluate("document.querySelector('iframe.tc-print-frame').srcdoc")
    assert f'url("{watched.base}/assets/tractor/fonts/noto-sans-sc-400.woff2")' in printed
    fonts = _fonts(_pdf(watched, printed))
    assert any("NotoSansSC" in name.replace(" ", "") for name in fonts), fonts
    # the same page without the site's font (as it was): no Chinese font to embed
    plain = page.evaluate(
        "(api) => window.tractorLive.call(api, 'house_rules', {preset: 'default'})", API
    )
    assert "@font-face" not in plain["summary_html"]["zh"]
    bare = _fonts(_pdf(watched, plain["summary_html"]["zh"], wait_fonts=False))
    assert not any("NotoSansSC" in name.replace(" ", "") for name in bare), bare


def _fonts(reader: Any) -> set[str]:
    names = set()
    for page in reader.pages:
        for font in (page["/Resources"].get("/Font") or {}).values():
            names.add(str(font.get_object().get("/BaseFont")))
    return names


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_referee_page_names_its_house_rules_once(watched: PageWatch, lang: str) -> None:
    page = watched.page
    _ready(page, f"{watched.base}/{'zh/' if lang == 'zh' else ''}tools/referee/")
    page.wait_for_selector(".tc-house-rules", timeout=TIMEOUT)
    text = page.inner_text("article")
    said = "房规：" if lang == "zh" else "House rules:"
    assert text.count(said) == 1, text
    assert "follow this site's rules" not in text  # the puzzles' line: the tool has its rules
    assert "这些题目按本站规则" not in text
    assert "default" in page.inner_text(".tc-house-rules")


def test_the_referee_asks_who_won_the_last_trick_and_checks_the_kitty(watched: PageWatch) -> None:
    page = watched.page
    _ready(page, f"{watched.base}/tools/referee/")
    page.select_option("select[data-key=kind]", "kitty_multiplier")
    page.fill("[data-box=last_trick]", "S5 S5\nS6 S6\nH2 H2\nS7 S8")
    page.fill("[data-box=kitty]", "SK S10")
    assert page.input_value("select[data-box=won_by]") == ""  # nobody assumed
    page.click(".tc-tool-go")
    page.wait_for_selector("#tc-referee-error", timeout=TIMEOUT)
    assert "Who won the last trick: choose one" in page.inner_text("#tc-referee-error")
    page.select_option("select[data-box=won_by]", "banker")
    page.click(".tc-tool-go")
    page.wait_for_function(
        "document.querySelector('#tc-referee-error')?.textContent.includes('the kitty has 8 cards')",
        timeout=TIMEOUT,
    )
    assert page.get_attribute("[data-box=kitty]", "aria-invalid") == "true"
    assert page.input_value("[data-box=kitty]") == "SK S10"  # kept, to be corrected
    page.fill("[data-box=kitty]", "SK S10 D5 C3 C4 C6 C7 C8")
    page.click(".tc-tool-go")
    page.wait_for_selector(".tc-ruling", timeout=TIMEOUT)
    assert "not captured" in page.inner_text(".tc-headline")
    # the level question: the attackers climb from their own level
    page.select_option("select[data-key=kind]", "level_change")
    page.fill("[data-box=attacker_points]", "125")
    page.fill("[data-box=level]", "10")
    page.fill("[data-box=attacker_level]", "7")
    page.click(".tc-tool-go")
    page.wait_for_function(
        "document.querySelector('.tc-headline')?.textContent.includes(\"The attackers' new level: 8.\")",
        timeout=TIMEOUT,
    )
