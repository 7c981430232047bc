"""The worksheet button in class (issue 31, the lessons in JupyterLab, item 9).

Its kinds list hid 2 of 3 chosen kinds (4 rows of 8, scrolled), and with a picker its "House
rules" box still said ``default`` whatever the picker chose.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from ipywidgets.widgets.tests.utils import setup_test_comm, teardown_test_comm

from tractor_core.puzzles import KINDS
from tractor_core.rules.rule_codes import parse_rules
from widgets import HouseRulesPicker, WorksheetButton


@pytest.fixture(autouse=True)
def comm() -> Iterator[None]:
    setup_test_comm()
    yield
    teardown_test_comm()


def test_the_kinds_list_shows_every_kind_so_no_chosen_one_is_hidden() -> None:
    button = WorksheetButton("tractor,throw,declaration")
    assert button.kinds.rows == len(KINDS)
    assert button.kinds.value == ("tractor", "throw", "declaration")


def test_with_a_picker_the_house_rules_box_follows_the_picker() -> None:
    picker = HouseRulesPicker("default", lang="en")
    button = WorksheetButton(picker=picker, lang="en")
    assert button.rules.value == "default"
    assert button.rules.disabled
    picker.preset.value = "004"
    assert button.rules.value == "004"
    picker.options["over_ruff"].value = "all_units"
    assert button.rules.value.startswith("t3.004.")
    assert parse_rules(button.rules.value) == picker.rules
    link = button.click()
    assert link is not None
    assert "-004-" in link.name  # made under the picker's rules (004 with an option changed)
