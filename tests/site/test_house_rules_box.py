"""The folded "House rules" box has a look of its own on the site (issue 30: "the house rules
beside it, not in its way").

Every lesson section teaches this site's game; what other tables play waits at its end in a
closed ``<details class="house-rules">`` box. On the built site it must read as that box, not as
Material's generic blue "note": its label in bold ("Other tables: … (you can skip this)" /
"别的牌桌：…（可以先跳过）", what it holds and that a beginner may pass it by), a teal border and tint,
a house icon, and the open/close marker visible — in light and dark, at 390 px and 1366 px, from
the keyboard, and on paper (printed closed, with its border and marker). Styled by
``sitebuild/reading.css``; lesson 13's folded reference for the code is such a box too.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.box_titles import TITLE
from tests.site.conftest import PageWatch

#: Material's "note" admonition blue: what an unstyled box would show.
NOTE_BLUE = "rgb(68, 138, 255)"
TEAL = {"light": "rgb(0, 121, 107)", "dark": "rgb(77, 182, 172)"}
#: The box's label: what it holds, and that a beginner may skip it (tests/box_titles.py).
LABEL = TITLE

#: The first House-rules box of the page, measured as it is drawn.
_BOX = """
() => {
  const box = document.querySelector("article details.house-rules");
  const summary = box.querySelector(":scope > summary");
  const style = getComputedStyle(box);
  const before = getComputedStyle(summary, "::before");
  const after = getComputedStyle(summary, "::after");
  const rect = box.getBoundingClientRect();
  const content = document.querySelector(".md-content").getBoundingClientRect();
  const body = [...box.children].filter((c) => c.tagName !== "SUMMARY");
  return {
    open: box.open,
    label: summary.innerText.trim(),
    weight: getComputedStyle(summary).fontWeight,
    border: style.borderLeftColor,
    borderWidth: parseFloat(style.borderLeftWidth),
    tint: getComputedStyle(summary).backgroundColor,
    icon: before.maskImage || before.webkitMaskImage,
    iconColor: before.backgroundColor,
    marker: after.display !== "none" && parseFloat(after.width) > 0 ? after.maskImage || after.content : "",
    right: rect.right, left: rect.left, contentRight: content.right + 1,
    bodyShown: body.some((c) => c.checkVisibility({ visibilityProperty: true })),
    colorAdjust: style.printColorAdjust || style.webkitPrintColorAdjust,
  };
}
"""


def _open(watched: PageWatch, lang: str, width: int, scheme: str) -> Any:
    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(watched.base + ("/zh" if lang == "zh" else "") + "/06-throws/")
    page.wait_for_selector("article details.house-rules")
    return page


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("width", [390, 1366])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_house_rules_box_has_its_own_look(
    watched: PageWatch, lang: str, width: int, scheme: str
) -> None:
    page = _open(watched, lang, width, scheme)
    box = page.evaluate(_BOX)
    assert box["open"] is False  # closed until the reader opens it
    assert LABEL[lang].fullmatch(box["label"]), box["label"]
    assert int(box["weight"]) >= 600
    assert box["border"] == TEAL[scheme] != NOTE_BLUE
    assert box["borderWidth"] >= 3  # a bar on its left, not Material's hairline
    assert box["iconColor"] == TEAL[scheme]
    assert "M10 20v-6h4v6h5" in box["icon"]  # the house, not the note's pencil
    assert box["tint"] not in ("rgba(0, 0, 0, 0)", "transparent")
    assert box["marker"] not in ("", "none")  # the open/close chevron
    assert box["right"] <= box["contentRight"]  # never wider than the column (390 px)
    assert box["bodyShown"] is False


@pytest.mark.browser
def test_a_house_rules_box_opens_from_the_keyboard(watched: PageWatch) -> None:
    page = _open(watched, "en", 390, "light")
    summary = page.locator("article details.house-rules > summary").first
    summary.focus()
    page.keyboard.press("Enter")
    assert page.evaluate(_BOX)["bodyShown"] is True
    page.keyboard.press("Enter")
    assert page.evaluate(_BOX)["bodyShown"] is False


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_house_rules_box_prints_closed_with_its_label_border_and_marker(
    watched: PageWatch, scheme: str
) -> None:
    page = _open(watched, "en", 1366, scheme)
    page.emulate_media(media="print", color_scheme=scheme)
    box = page.evaluate(_BOX)
    assert LABEL["en"].fullmatch(box["label"]), box["label"]
    assert box["borderWidth"] >= 3
    assert box["border"] != NOTE_BLUE
    assert box["marker"] not in ("", "none")
    assert box["colorAdjust"] == "exact"  # the tint and the marker print
    assert box["bodyShown"] is False  # a worksheet: the box stays folded on paper


@pytest.mark.browser
def test_the_cheat_sheet_and_lesson_13_boxes_share_the_look(watched: PageWatch) -> None:
    page = watched.page
    page.emulate_media(color_scheme="light")
    page.goto(watched.base + "/cheat-sheet/")
    assert page.evaluate(_BOX)["border"] == TEAL["light"]
    page.goto(watched.base + "/13-house-rules/")
    reference = page.locator("article details.house-rules").filter(
        has_text="Every house rule by its name in the code"
    )
    assert reference.count() == 1
    assert reference.evaluate("d => d.open") is False
    assert reference.evaluate("d => getComputedStyle(d).borderLeftColor") == TEAL["light"]
