"""A worksheet made by the site draws its Chinese with the site's own font; elsewhere, with the
machine's fonts (its bytes from the command line are unchanged by the site's font).

The site's "Make a worksheet" page shows the sheet in a frame and passes its own puzzles page as
``site_url`` (``http://…/puzzles/``, or ``…/zh/puzzles/`` on the Chinese page). On a machine
without a Chinese font that frame showed the sheet's Chinese as empty boxes: the site's font
(``sitebuild/chinese.py``) was not named in it. The browser test is in
``tests/site/test_chinese.py``.
"""

from __future__ import annotations

import re

import pytest

from sitebuild import chinese
from tractor_core.puzzles import worksheet as ws
from tractor_core.rules.presets import preset

FAMILY = chinese.FAMILY


def _sheet(site_url: str) -> str:
    return ws.worksheet_html(
        ["tractor", "kitty"], 3, 2, preset("default"), seed=4, lang="zh", site_url=site_url
    )


def _style(html: str) -> str:
    match = re.search(r"<style>(.*?)</style>", html, re.S)
    assert match
    return match.group(1)


def test_a_sheet_made_with_the_default_address_names_no_font_to_fetch() -> None:
    """The command line's default sheet (and so its bytes) is as before: the machine's fonts."""
    style = _style(_sheet(ws.SITE_URL))
    assert "@font-face" not in style
    assert "url(" not in style
    assert FAMILY not in style


@pytest.mark.parametrize(
    ("site_url", "root"),
    [
        ("http://127.0.0.1:8000/puzzles/", "http://127.0.0.1:8000/"),
        ("http://127.0.0.1:8000/zh/puzzles/", "http://127.0.0.1:8000/"),
        ("https://example.org/tractor/zh/puzzles/", "https://example.org/tractor/"),
    ],
)
def test_a_sheet_made_by_the_site_draws_chinese_with_the_site_s_font(
    site_url: str, root: str
) -> None:
    style = _style(_sheet(site_url))
    sources = re.findall(r'src: url\("([^"]+)"\) format\("woff2"\)', style)
    # the files sitebuild/chinese.py writes into the site, both weights, from the site's root
    assert sources == [
        f"{root}assets/tractor/fonts/noto-sans-sc-{weight}.woff2" for weight in chinese.FONTS
    ]
    # declared for the Chinese blocks only, as the site's own stylesheet declares it
    site_css = chinese.STYLESHEET.read_text(encoding="utf-8")
    site_ranges = set(re.findall(r"unicode-range:\s*([^;]+);", site_css))
    assert set(re.findall(r"unicode-range:\s*([^;]+);", style)) == site_ranges
    assert f'font-family: "{FAMILY}";' in style
    # and first in the sheet's font list, and in the card pictures' (the jokers' 大王/小王)
    assert re.search(rf'body \{{ font-family: "{FAMILY}", "DejaVu Sans"', style)
    assert re.search(rf'text \{{ font-family: "{FAMILY}", sans-serif; \}}', style)


@pytest.mark.parametrize(
    "site_url",
    [
        "/puzzles/",  # no site address: a sheet to print from the command line
        "file:///home/teacher/puzzles/",
        "http://127.0.0.1:8000/elsewhere/",
        'http://x.org/a"){}</style><script>alert(1)</script>/puzzles/',
    ],
)
def test_no_font_is_named_for_an_address_that_is_not_the_site_s_puzzles_page(
    site_url: str,
) -> None:
    assert ws.site_font_css(site_url) == ""


def test_the_same_arguments_still_give_the_same_bytes_with_the_site_s_font() -> None:
    assert _sheet("http://127.0.0.1:8000/puzzles/") == _sheet("http://127.0.0.1:8000/puzzles/")
