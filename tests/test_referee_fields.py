"""The referee's boxes: one box per field, shared by every question that asks for it.

The notebook referee (``widgets.tools.Referee``) and the site's referee form make one box per field
name and choose its kind (a line, or several lines) from the field's reading; that is right only
while a field is read the same way in every question of ``REFEREE``.
"""

from __future__ import annotations

from collections import defaultdict

from tractor_core.api.site_api import REFEREE


def test_referee_a_field_is_read_the_same_way_in_every_question() -> None:
    readings: dict[str, set[str]] = defaultdict(set)
    for question, fields in REFEREE.items():
        for field, how, _required in fields:
            readings[field].add(how)
            assert how, (question, field)
    assert {field: how for field, how in readings.items() if len(how) > 1} == {}
