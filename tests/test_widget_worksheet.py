"""The worksheet button (widgets.worksheet_button), headless with a mocked comm.

A teacher sets the kinds, count and rules, clicks **Make worksheet**, and gets download links
holding exactly the pages the command line writes for the same arguments (the sheet first, then
its answer key: tests/test_worksheet_button_lesson.py); bad settings show an inline error and no
link.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator

import pytest
from ipywidgets.widgets.tests.utils import setup_test_comm, teardown_test_comm

from tractor_core.puzzles.worksheet import worksheet_html
from tractor_core.rules.presets import preset
from widgets import HouseRulesPicker, WorksheetButton, worksheet_download


@pytest.fixture(autouse=True)
def mocked_comm() -> Iterator[None]:
    setup_test_comm()
    yield
    teardown_test_comm()


def linked_page(link_html: str) -> str:
    found = re.search(r'href="data:text/html;charset=utf-8;base64,([^"]+)"', link_html)
    assert found is not None, link_html
    return base64.b64decode(found.group(1)).decode("utf-8")


def test_clicking_make_worksheet_offers_the_same_page_the_command_line_writes() -> None:
    button = WorksheetButton("tractor,kitty", count=6, rules="004", seed=3)
    assert button.output.value == ""
    made = button.click()
    assert made is not None
    assert 'download="worksheet-tractor-kitty-004-seed3-en.html"' in button.output.value
    expected = worksheet_html(["tractor", "kitty"], 6, 2, preset("004"), seed=3, part="sheet")
    assert linked_page(button.output.value) == expected == made.html
    assert "6 puzzles for the class" in button.output.value  # and the key: a second file


def test_changing_the_settings_changes_the_sheet() -> None:
    button = WorksheetButton(count=4)
    button.kinds.value = ("levels",)
    button.lang.value = "zh"
    button.paper.value = "letter"
    button.rules.value = "t3.004.GwD1YUY"  # a rule code: 004 without the throw penalty
    page = linked_page(button.click()._repr_html_())  # type: ignore[union-attr]
    assert page == worksheet_html(
        ["levels"],
        4,
        2,
        preset("004", throw_penalty="none"),
        lang="zh",
        paper="letter",
        part="sheet",
    )


def test_bad_settings_show_an_inline_error_and_no_link() -> None:
    button = WorksheetButton(rules="bridge")
    assert button.click() is None
    assert "unknown preset &#x27;bridge&#x27;" in button.output.value
    assert "href" not in button.output.value
    button.rules.value = "default"
    button.kinds.value = ()
    assert button.click() is None
    assert "no puzzle kinds given" in button.output.value


def test_the_button_can_take_its_rules_from_a_house_rules_picker() -> None:
    picker = HouseRulesPicker("002")
    button = WorksheetButton("throw", count=3, picker=picker)
    assert button.rules.disabled
    assert linked_page(button.click()._repr_html_()) == worksheet_html(  # type: ignore[union-attr]
        ["throw"], 3, 2, preset("002"), part="sheet"
    )


def test_worksheet_download_is_one_call_for_one_link() -> None:
    link = worksheet_download("tractor", count=2, rules=preset("shengji"), seed=1)
    assert link.name == "worksheet-tractor-shengji-seed1-en.html"
    assert linked_page(link._repr_html_()) == link.html
    assert repr(link).startswith("<worksheet worksheet-tractor-shengji-seed1-en.html")
