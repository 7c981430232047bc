"""The title every House-rules box carries, in both languages (new-reader review, session 7).

Every box used to say only "House rules" / "房规": a beginner could not tell what it held or
whether to read it, and opening one led into five rulebooks. A box now says what it holds and
that a beginner may pass it by: "Other tables: who is the first banker (you can skip this)" /
"别的牌桌：第一局谁坐庄（可以先跳过）" (no brackets inside the Chinese brackets). The lessons'
sources, their text as a reader reads it and the built site's boxes are all checked against it.
"""

from __future__ import annotations

import re

TITLE = {
    "en": re.compile(r"Other tables: .+ \(you can skip this\)"),
    "zh": re.compile(r"别的牌桌：[^（]+（可以先跳过）"),
}


def title_text(summary: str) -> str:
    """A box's summary as a reader reads it: one line, without a lesson file's ``# ``s."""
    return " ".join(line.removeprefix("#").strip() for line in summary.splitlines()).strip()
