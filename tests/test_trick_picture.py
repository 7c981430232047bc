"""The picture of a trick (``tractor_core.words.svg.trick_svg``): every card inside the table.

New-reader review (session 6): lesson 5's trick of six-card plays (South's throw ♠A ♠A ♠K ♠K ♠8
♠8, East's ruff ♥5 ♥5 ♥6 ♥6 ♥7 ♥7) drew West's first card and East's last one past the table's
edges, cut off on every screen: the table was 520 wide whatever the plays.
"""

from __future__ import annotations

import re

import pytest

from tractor_core import Rank, Suit, Trump, order_for
from tractor_core.words.svg import HEIGHT, WIDTH, trick_svg

ORDER = order_for(Trump(Rank.TEN, Suit.HEARTS))
SIX = ["SA SA SK SK S8 S8", "H5 H5 H6 H6 H7 H7", "S2 S3 S4 S5 S6 S7", "S9 SJ SJ SQ S3 S9"]


def _fans(svg: str) -> tuple[float, list[tuple[float, float, float]]]:
    """The table's width, and each fan's x, y and width (its own viewBox)."""
    width = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg)[1])  # type: ignore[index]
    fans = [
        (float(x), float(y), float(w))
        for x, y, w in re.findall(
            r'<svg x="(-?[\d.]+)" y="(-?[\d.]+)"[^>]*? width="([\d.]+)"[^>]*class="tc-hand"', svg
        )
    ]
    return width, fans


@pytest.mark.parametrize("cards", [1, 2, 6, 8])
@pytest.mark.parametrize("leader", [0, 1, 2, 3])
def test_every_play_of_a_trick_is_drawn_inside_the_table(cards: int, leader: int) -> None:
    plays = [" ".join((p.split() * 2)[:cards]) for p in SIX]
    width, fans = _fans(trick_svg(plays, ORDER, leader=leader, winner=1, lang="en"))
    assert len(fans) == 4
    for x, y, w in fans:
        assert w >= WIDTH + (WIDTH - 34) * (cards - 1) - 1  # the fan drawn is the whole fan
        assert x >= 0, (x, w, width)
        assert x + w <= width, (x, w, width)
        assert y >= 0
        assert y + HEIGHT <= 360
    # East's and West's fans do not meet
    west_east = sorted((x, x + w) for x, y, w in fans if abs(y + HEIGHT / 2 - 180) < 2)
    assert len(west_east) == 2
    assert west_east[0][1] < west_east[1][0]
