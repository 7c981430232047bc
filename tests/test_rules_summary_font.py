"""The printed house-rules summary draws its Chinese with the site's own font (issue 31).

On a machine without a Chinese font (Debian's Chromium here: ``fc-list :lang=zh`` is empty) the
one-page summary printed from the house-rules builder showed its Chinese as boxes, while the
worksheet already named the site's font. The PDF test (the font embedded in the printed page)
is in ``tests/site/test_worksheet_print.py``.
"""

from __future__ import annotations

import json
import re

import pytest

from sitebuild import chinese
from tractor_core.api import site_api
from tractor_core.rules.presets import preset
from tractor_core.words.print_font import font_css
from tractor_core.words.rules_summary import rules_summary_html


def _style(html: str) -> str:
    found = re.search(r"<style>(.*?)</style>", html, re.S)
    assert found
    return found.group(1)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_summary_printed_from_the_site_names_the_sites_chinese_font(lang: str) -> None:
    root = "https://example.org/tractor/"
    style = _style(rules_summary_html(preset("004"), lang, site_root=root))
    sources = re.findall(r'src: url\("([^"]+)"\) format\("woff2"\)', style)
    assert sources == [
        f"{root}assets/tractor/fonts/noto-sans-sc-{weight}.woff2" for weight in chinese.FONTS
    ]
    site_css = chinese.STYLESHEET.read_text(encoding="utf-8")
    assert set(re.findall(r"unicode-range:\s*([^;]+);", style)) == set(
        re.findall(r"unicode-range:\s*([^;]+);", site_css)
    )
    assert re.search(rf'body \{{ font-family: "{chinese.FAMILY}", ', style)


def test_the_builder_passes_the_sites_root_to_the_summary() -> None:
    spec = {"preset": "default", "site_root": "http://127.0.0.1:8000/"}
    answer = json.loads(site_api.house_rules(json.dumps(spec)))
    assert answer["ok"], answer
    for lang in ("en", "zh"):
        assert (
            'url("http://127.0.0.1:8000/assets/tractor/fonts/noto-sans-sc-400.woff2")'
            in answer["summary_html"][lang]
        )
    plain = json.loads(site_api.house_rules(json.dumps({"preset": "default"})))
    assert "@font-face" not in plain["summary_html"]["zh"]  # the command line's: as before


@pytest.mark.parametrize(
    "root",
    ["", "/", "file:///home/t/site/", 'http://x.org/a"){}</style><script>/', "http://x.org/a"],
)
def test_no_font_is_named_for_a_root_that_is_not_a_site_address(root: str) -> None:
    assert font_css(root) == ""
    assert "@font-face" not in rules_summary_html(preset("default"), "zh", site_root=root)
