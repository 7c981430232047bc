"""A verdict's reason, or an engine error's message, as a lesson shows it in one language.

One home for what the lessons' ``reason_of`` and ``house_rules_box`` say, whether a lesson runs
in Jupyter (``widgets.live``) or in place on the built site (``sitebuild.lesson_runner``, where
the ``widgets`` package is not loaded): both call these.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from tractor_core.text.say import name_cards, say
from tractor_core.text.table import Table

__all__ = ["HOUSE_RULES_BOX", "house_rules_markdown", "said_in"]

#: A folded "Other tables" box around some Markdown, as the lessons write theirs (issue 30).
HOUSE_RULES_BOX = (
    '<details class="house-rules"><summary>{summary}</summary>\n\n{body}\n\n</details>'
)


def said_in(said: Any, lang: str, *, players: int | None = None) -> str:
    """The reason of ``said`` in ``lang`` ("zh" or "en"), its cards as people write them.

    ``said`` is a verdict, a record with ``reason`` and ``reason_zh`` (a trick's rulings, a lens
    row), or an engine error (its ``message_zh`` in Chinese). ``players``: a verdict about a few
    plays only names its seats "Seat 1"…; given the table's size, as that table does.

    >>> said_in({"reason": "Seat 0 leads S5.", "reason_zh": "座位 0 首出 S5。"}, "en")
    'Seat 0 leads ♠5.'
    >>> said_in(ValueError("no cards"), "zh")
    'no cards'
    """
    if isinstance(said, BaseException):
        return str(getattr(said, "message_zh", None) or said) if lang == "zh" else str(said)
    key = "reason_zh" if lang == "zh" else "reason"
    if players is not None and hasattr(said, "said"):  # a verdict: its seats at that table
        text = said.said(lang, Table(players))
    else:
        text = str(said[key] if isinstance(said, Mapping) else getattr(said, key))
    # the engine's reason names cards by code (S10); the reader reads ♠10 / 黑桃10
    return name_cards(text, lang)


def house_rules_markdown(markdown: str, lang: str) -> str:
    """``markdown`` (the other tables' answers) in a closed box titled in ``lang``.

    >>> house_rules_markdown("x", "en").splitlines()[0]
    '<details class="house-rules"><summary>Other tables: their answers (you can skip this)</summary>'
    """
    summary = html.escape(say("Other tables: their answers (you can skip this)", lang), quote=False)
    return HOUSE_RULES_BOX.format(summary=summary, body=markdown)
