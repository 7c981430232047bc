"""What the browser stored for Material never breaks a page (sitebuild/inline/storage-guard.js).

A truncated or wrongly shaped palette in ``localStorage`` used to hide the dark-mode toggle and
leave search on "Initializing search"; the page now drops such a value and starts from its
defaults. Checked in Chromium: corrupt, reload, then the toggle works and search answers.
"""

from __future__ import annotations

import pytest

from tests.site.conftest import PageWatch

pytestmark = pytest.mark.browser

TIMEOUT = 60_000
BAD_VALUES = ['{"index": 1, "color": {"sch', '{"color": 5}', "[1, 2]", '"dark"', "undefined"]


@pytest.mark.parametrize("stored", BAD_VALUES)
def test_a_corrupt_stored_palette_is_dropped_and_the_page_works(
    watched: PageWatch, stored: str
) -> None:
    page = watched.page
    page.goto(f"{watched.base}/glossary/")
    key = page.evaluate("() => __md_scope.pathname + '.__palette'")
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [key, stored])
    page.reload()
    # dropped, and Material stored its default again in its own shape
    again = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", key)
    assert again is None or isinstance(again["color"]["scheme"], str)
    toggle = page.locator("label.md-header__button[for^='__palette']:visible")
    toggle.first.click()  # to the other scheme, and it is remembered in Material's own shape
    stored_now = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", key)
    assert isinstance(stored_now["index"], int)
    assert set(stored_now["color"]) >= {"media", "scheme", "primary", "accent"}
    page.click("input[data-md-component=search-query]")
    page.fill("input[data-md-component=search-query]", "kitty")
    page.wait_for_selector(".md-search-result__item", timeout=TIMEOUT)


def test_a_valid_stored_palette_is_kept(watched: PageWatch) -> None:
    page = watched.page
    page.goto(f"{watched.base}/glossary/")
    page.locator("label.md-header__button[for^='__palette']:visible").first.click()
    key = page.evaluate("() => __md_scope.pathname + '.__palette'")
    chosen = page.evaluate("(key) => localStorage.getItem(key)", key)
    scheme = page.get_attribute("body", "data-md-color-scheme")
    page.reload()
    assert page.evaluate("(key) => localStorage.getItem(key)", key) == chosen
    assert page.get_attribute("body", "data-md-color-scheme") == scheme
