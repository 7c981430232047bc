"""Chinese renders on every machine: the site's own subset of Noto Sans SC, and ``lang`` marks.

The browser tests run where Chinese showed as empty boxes before: Debian's Chromium on a
machine without a Chinese font (``fc-list :lang=zh`` prints nothing). They check that the
text is drawn with the site's web font, fetched from the site itself.
"""

from __future__ import annotations

import base64
import io
import re
from pathlib import Path
from typing import Any

import pytest
from fontTools.ttLib import TTFont

from sitebuild import chinese
from tests.site.conftest import PageWatch
from tractor_core.words.svg import Cards, deck_sprite

FAMILY = "Tractor Noto Sans SC"
FONT_BUDGET = 250 * 1024  # bytes the font may add to a page (both weights)
TIMEOUT = 90_000


# ------------------------------------------------------------------ without a build
def test_characters_are_found_in_text_and_in_json_escapes() -> None:
    texts = ["Learn Tractor · 拖拉机", r'{"zh": "\u5927\u738b\uff08"}', "Ä – ♠ “x”"]
    assert chinese.chinese_characters(texts) == set("拖拉机大王（")


def test_runs_of_chinese_in_a_page_s_text_are_marked() -> None:
    html = (
        '<head><title>拖拉机</title></head><body><p title="升级">Tractor (拖拉机, 升级)</p>'
        '<script>const zh = "中文";</script><select><option>默认</option></select>'
        "<!-- 注释 --><textarea>大王</textarea></body>"
    )
    assert chinese.mark_chinese(html) == (
        '<head><title>拖拉机</title></head><body><p title="升级">Tractor '
        '(<span lang="zh-Hans">拖拉机</span>, <span lang="zh-Hans">升级</span>)</p>'
        '<script>const zh = "中文";</script><select><option>默认</option></select>'
        "<!-- 注释 --><textarea>大王</textarea></body>"
    )


def test_svg_text_is_marked_on_its_element() -> None:
    html = '<p>x</p><svg><text x="1">大王</text><text>BIG</text><text lang="zh">小王</text></svg>'
    assert chinese.mark_chinese(html) == (
        '<p>x</p><svg><text x="1" lang="zh-Hans">大王</text><text>BIG</text>'
        '<text lang="zh">小王</text></svg>'
    )


def test_the_jokers_words_are_marked_in_the_deck() -> None:
    deck = chinese.mark_svg(deck_sprite())
    for word in ("大王", "小王"):
        assert re.search(rf'<text [^>]*lang="zh-Hans"[^>]*>{word}</text>', deck), word


def _pictures(html: str) -> list[str]:
    found = re.findall(r'<img\b[^>]*\bsrc="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)"', html)
    return [base64.b64decode(data).decode("utf-8") for data in found]


def test_a_picture_with_chinese_carries_its_own_font() -> None:
    hand = Cards("BJ LJ S10")._repr_svg_()
    plain = Cards("S10 H10")._repr_svg_()
    html = "".join(
        f'<img alt="" src="data:image/svg+xml;base64,{base64.b64encode(svg.encode()).decode()}">'
        for svg in (hand, plain)
    )
    with_font, without = _pictures(chinese.embed_font_in_svg_images(html))
    assert without == plain
    assert (
        '<text x="27" y="76" font-size="10" text-anchor="middle" lang="zh-Hans">大王' in with_font
    )
    woff2 = re.search(r"url\(data:font/woff2;base64,([A-Za-z0-9+/=]+)\)", with_font)
    assert woff2
    font = TTFont(io.BytesIO(base64.b64decode(woff2.group(1))))
    assert set(map(ord, "大小王")) <= set(font.getBestCmap())
    assert len(woff2.group(1)) < 4096


def test_the_font_is_declared_for_chinese_only() -> None:
    css = chinese.STYLESHEET.read_text(encoding="utf-8")
    ranges = re.findall(r"unicode-range:\s*([^;]+);", css)
    assert len(ranges) == len(chinese.FONTS)
    blocks = ", ".join(f"U+{lo:04X}-{hi:04X}" for lo, hi in chinese.BLOCKS)
    assert all(r.strip() == blocks for r in ranges)
    assert not re.search(r"url\(\s*[\"']?(?:https?:)?//", css), "the font must come from the site"


def test_chinese_mentions_of_sources_link_to_the_sources_page() -> None:
    """ "资料 000" is linked as "source 000" is: each number, the first time a page names it."""
    from sitebuild.hooks import link_sources  # noqa: PLC0415 - the mkdocs hook, loaded by path

    page = (
        "<h2>资料 003</h2><p>这些都是主（资料 000、002、003）。只有资料000讲到它；"
        "资料 002 和 004 也这样说；<code>资料 001</code>；资料 000 又一次；资料 0001 不是。</p>"
    )
    out = link_sources(page, "zh/02-trumps/", "02-trumps.zh.py")
    for key in ("000", "002", "003", "004"):  # the Chinese Sources page
        assert out.count(f'href="../../zh/sources/#{key}"') == 1, key
    assert '资料 <a class="tc-source" href="../../zh/sources/#000">000</a>、<a' in out
    assert '和 <a class="tc-source" href="../../zh/sources/#004">004</a>' in out
    assert "只有资料000讲到它" in out  # 000 is linked once, at its first mention
    assert "<code>资料 001</code>" in out
    assert "#001" not in out
    assert out.startswith("<h2>资料 003</h2>")
    assert "资料 0001 不是" in out


# ------------------------------------------------------------------ the built site
def test_chinese_pages_link_their_mentions_of_sources(built_site: Path) -> None:
    html = (built_site / "zh" / "02-trumps" / "index.html").read_text(encoding="utf-8")
    for key in ("000", "003", "004"):  # the sources lesson 2 names (in its House-rules boxes)
        assert f'<a class="tc-source" href="../../zh/sources/#{key}">{key}</a>' in html, key
    sources = (built_site / "zh" / "sources" / "index.html").read_text(encoding="utf-8")
    assert all(f'id="{key}"' in sources for key in ("000", "002", "003"))


def test_the_built_font_has_every_chinese_character_the_pages_show(built_site: Path) -> None:
    fonts = sorted((built_site / "assets" / "tractor" / "fonts").glob("*.woff2"))
    assert [f.name for f in fonts] == ["noto-sans-sc-400.woff2", "noto-sans-sc-700.woff2"]
    assert sum(f.stat().st_size for f in fonts) <= FONT_BUDGET
    pages = [p for p in built_site.rglob("*.html") if "lite" not in p.relative_to(built_site).parts]
    shown = chinese.chinese_characters(p.read_text(encoding="utf-8") for p in pages)
    assert len(shown) > 100
    for path in fonts:
        assert path.read_bytes()[:4] == b"wOF2"
        cmap = TTFont(path).getBestCmap()
        assert {ch for ch in shown if ord(ch) not in cmap} == set(), path.name


def test_every_picture_with_chinese_carries_its_font(built_site: Path) -> None:
    pictures = [
        svg
        for page in built_site.glob("*/index.html")
        for svg in _pictures(page.read_text(encoding="utf-8"))
        if chinese.chinese_characters([svg])
    ]
    assert len(pictures) >= 5  # the jokers in lessons 1, 2, 9, 10 and 11
    assert all("@font-face" in svg and 'lang="zh-Hans"' in svg for svg in pictures)


def test_pages_link_the_font_and_mark_their_chinese(built_site: Path) -> None:
    home = (built_site / "index.html").read_text(encoding="utf-8")
    assert 'href="assets/tractor/chinese.css"' in home
    assert 'Learn Tractor · <span lang="zh-Hans">拖拉机</span>' in home
    glossary = (built_site / "glossary" / "index.html").read_text(encoding="utf-8")
    assert (
        '<td><span lang="zh-Hans">大王</span> / <span lang="zh-Hans">小王</span></td>' in glossary
    )


# ------------------------------------------------------------------ in the browser
def _platform_fonts(page: Any, selector: str) -> list[dict[str, Any]]:
    """The fonts Chromium actually drew an element's text with (DevTools protocol)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, f"no {selector}"
    fonts: list[dict[str, Any]] = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    cdp.detach()
    return fonts


def _font_bytes(watched: PageWatch) -> dict[str, int]:
    sizes: dict[str, int] = {}
    watched.page.on(
        "response",
        lambda r: (
            sizes.__setitem__(r.url, int(r.headers["content-length"]))
            if r.url.endswith(".woff2")
            else None
        ),
    )
    return sizes


@pytest.mark.browser
def test_the_title_s_chinese_is_drawn_with_the_site_s_font(watched: PageWatch) -> None:
    page = watched.page
    fonts = _font_bytes(watched)
    page.goto(f"{watched.base}/")
    page.evaluate("document.fonts.ready")
    assert page.evaluate(f"document.fonts.check('16px \"{FAMILY}\"', '拖拉机')")
    drawn = _platform_fonts(page, ".md-header__topic [lang=zh-Hans]")
    assert [(f["familyName"], f["isCustomFont"]) for f in drawn] == [("Noto Sans SC", True)]
    assert fonts, "no font was fetched"
    assert all(url.startswith(watched.base) for url in fonts)
    assert sum(fonts.values()) <= FONT_BUDGET


@pytest.mark.browser
def test_a_puzzle_in_chinese_is_drawn_with_the_site_s_font(watched: PageWatch) -> None:
    page = watched.page
    fonts = _font_bytes(watched)
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=tractor]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]")
    assert page.get_attribute(f"{root} .tc-lang", "lang") == "zh-Hans"  # "中文", in English
    page.click(f"{root} .tc-lang")
    page.wait_for_selector(f"{root} .tc-puzzle[lang=zh-Hans]", timeout=TIMEOUT)
    assert page.get_attribute(f"{root} .tc-lang", "lang") == "en"  # "English", in Chinese
    page.evaluate("document.fonts.ready")
    drawn = _platform_fonts(page, f"{root} .tc-question")
    assert ("Noto Sans SC", True) in [(f["familyName"], f["isCustomFont"]) for f in drawn]
    assert sum(fonts.values()) <= FONT_BUDGET


@pytest.mark.browser
def test_the_jokers_words_are_drawn_with_the_site_s_font(watched: PageWatch) -> None:
    """A card is drawn by <use> from the deck's pieces, whose copies DevTools cannot ask about:
    the joker must look different once the site's font is taken away from its words."""
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    joker = page.locator(".tc-face[data-card=BJ], .tc-face[data-card=LJ]").first
    joker.wait_for()
    page.evaluate("document.fonts.ready")
    with_font = joker.screenshot()
    page.add_style_tag(content='text[lang|="zh"] { font-family: sans-serif !important; }')
    page.wait_for_timeout(100)
    assert joker.screenshot() != with_font


def _platform_fonts_in_frame(page: Any, frame_selector: str, selector: str) -> list[dict[str, Any]]:
    """:func:`_platform_fonts` for an element inside a same-origin frame."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})["root"]["nodeId"]
    frame = cdp.send("DOM.querySelector", {"nodeId": root, "selector": frame_selector})["nodeId"]
    assert frame, f"no {frame_selector}"
    document = cdp.send("DOM.describeNode", {"nodeId": frame, "depth": 1, "pierce": True})
    inner = cdp.send(
        "DOM.pushNodesByBackendIdsToFrontend",
        {"backendNodeIds": [document["node"]["contentDocument"]["backendNodeId"]]},
    )["nodeIds"][0]
    node = cdp.send("DOM.querySelector", {"nodeId": inner, "selector": selector})["nodeId"]
    assert node, f"no {selector} in {frame_selector}"
    fonts: list[dict[str, Any]] = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    cdp.detach()
    return fonts


#: The site's font faces a document has loaded (``document.fonts.check`` is true for a family
#: with no face at all, so the faces are asked for themselves).
LOADED_FACES = f"""async () => {{
    await document.fonts.ready;
    return [...document.fonts]
        .filter(f => f.family.replace(/"/g, '') === '{FAMILY}' && f.status === 'loaded')
        .map(f => f.weight);
}}"""


@pytest.mark.browser
def test_the_worksheet_preview_draws_its_chinese_with_the_site_s_font(watched: PageWatch) -> None:
    """The "Make a worksheet" page's preview frame, on a machine without a Chinese font."""
    page = watched.page
    page.goto(f"{watched.base}/zh/tools/worksheets/")
    page.wait_for_selector(".tc-tool[data-ready]", timeout=TIMEOUT)
    page.fill("input[data-key=count]", "2")
    page.click(".tc-tool-go")
    frame = page.wait_for_selector("iframe.tc-sheet", timeout=TIMEOUT).content_frame()
    assert frame is not None
    frame.wait_for_selector("h1")
    assert "练习" in frame.inner_text("h1")
    assert "400" in frame.evaluate(LOADED_FACES)
    drawn = _platform_fonts_in_frame(page, "iframe.tc-sheet", "h1")
    assert ("Noto Sans SC", True) in [(f["familyName"], f["isCustomFont"]) for f in drawn]
    drawn = _platform_fonts_in_frame(page, "iframe.tc-sheet", ".ws-legend")
    assert ("Noto Sans SC", True) in [(f["familyName"], f["isCustomFont"]) for f in drawn]
    # the page's own font files, on the site (the page has fetched them already: a cache hit)
    sheet = page.evaluate("document.querySelector('iframe.tc-sheet').srcdoc")
    assert f'url("{watched.base}/assets/tractor/fonts/noto-sans-sc-400.woff2")' in sheet
