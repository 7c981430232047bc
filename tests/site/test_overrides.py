"""The site's page chrome on Material's template blocks (``overrides/``, ``theme.custom_dir``).

The scripts that must run before Material's own are the site's files in ``sitebuild/inline/``,
written into every page by ``overrides/main.html``; the language switch and its targets in the
head are set per page by ``overrides/partials/``; the pages listed in ``extra.print_one_page``
print on one sheet.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml  # mkdocs depends on PyYAML

ROOT = Path(__file__).resolve().parents[2]
INLINE = ROOT / "sitebuild" / "inline"

#: A piece of each inline script that survives minifying (a regular expression or a string).
MARKS = {
    "storage-guard.js": '["media","scheme","primary","accent"]',
    "lazy-search.js": r"/\/workers\/search\.[^/]*\.js$/",
    "instant-sitemap.js": r"/\/sitemap\.xml$/",
    "same-page-anchors.js": '"_self"',
    "search-language.js": "/search/search_index.json`",
    "search-on-input.js": 'new KeyboardEvent("keyup")',
    "tables.js": '"tc-stacked"',
}
#: Material's storage helpers (the first script of a page) and its bundle.
HELPERS = "__md_scope=new URL("
BUNDLE = re.compile(r'<script src="[^"]*assets/javascripts/bundle\.[^"]*"></script>')


def _pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*.html") if p.relative_to(site).parts[0] != "lite")


def _config() -> dict[str, object]:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("!!python", "#")
    config: dict[str, object] = yaml.safe_load(text)
    return config


def test_every_inline_script_has_its_mark_and_can_be_written_into_a_page() -> None:
    assert sorted(p.name for p in INLINE.glob("*.js")) == sorted(MARKS)
    for name in MARKS:
        text = (INLINE / name).read_text(encoding="utf-8")
        assert "</script" not in text.lower(), name  # it would end the page's <script> early


def test_every_page_runs_the_sites_scripts_where_they_must_run(built_site: Path) -> None:
    pages = _pages(built_site)
    assert len(pages) >= 40
    for page in pages:
        html = page.read_text(encoding="utf-8")
        where = {name: html.find(mark) for name, mark in MARKS.items()}
        bundle = BUNDLE.search(html)
        assert bundle is not None, page
        chinese = '<html lang="zh"' in html
        assert (where["search-language.js"] >= 0) == chinese, page
        # the guard: right after Material's storage helpers, before the palette is read
        assert html.find(HELPERS) < where["storage-guard.js"] < html.find("__md_get("), page
        assert where["storage-guard.js"] < html.find("</head>"), page
        # before Material's bundle: it asks for the index, the worker and the sitemap at once
        for name in (
            "lazy-search.js",
            "instant-sitemap.js",
            "same-page-anchors.js",
            "search-language.js",
        ):
            assert where[name] < bundle.start() or where[name] < 0, (page, name)
        assert where["search-on-input.js"] > bundle.end(), page


def test_the_head_names_the_switchs_targets_and_no_alternate_for_material(
    built_site: Path,
) -> None:
    """tractor-lang.js reads the switch's targets in the head (kept in step by instant
    navigation); a <link rel="alternate" hreflang> would make Material fetch a sitemap.xml
    beside each language, a 404 under every page of this site."""
    for page in _pages(built_site):
        html = page.read_text(encoding="utf-8")
        head = html[: html.index("</head>")]
        assert not re.search(r'<link rel="alternate"[^>]*hreflang', html), page
        targets = re.findall(r'<link rel="tc-alternate" href="([^"]*)" hreflang="(\w+)">', head)
        switch = re.findall(r'<a href="([^"]*)" hreflang="(\w+)" class="md-select__link"', html)
        assert targets == switch, page
        assert [lang for _, lang in targets] == ["en", "zh"], page


def test_the_404_pages_switch_leads_to_each_languages_home(built_site: Path) -> None:
    html = (built_site / "404.html").read_text(encoding="utf-8")
    switch = re.findall(r'<a href="([^"]*)" hreflang="(\w+)" class="md-select__link"', html)
    assert {lang: href.replace("/./", "/") for href, lang in switch} == {"en": "/", "zh": "/zh/"}


def test_the_pages_listed_to_print_on_one_sheet_are_marked(built_site: Path) -> None:
    extra = _config()["extra"]
    assert isinstance(extra, dict)
    listed = extra["print_one_page"]
    assert listed == ["cheat-sheet.md", "cheat-sheet.zh.md"]
    marked = sorted(
        str(page.relative_to(built_site))
        for page in _pages(built_site)
        if 'data-tc-print="one-page"' in page.read_text(encoding="utf-8")
    )
    assert marked == ["cheat-sheet/index.html", "zh/cheat-sheet/index.html"]
