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


def _luminance(colour: str) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def test_the_seat_names_read_on_the_table_whatever_the_page_colours() -> None:
    """The site shows the picture as an image, whose text cannot take the page's colours: on a
    see-through green table the dark-green seat names vanished in dark mode (session 7). The
    table is opaque, and every name on it has at least 4.5:1 contrast with it."""
    svg = trick_svg(SIX, ORDER, winner=1)
    table = re.search(r'<rect x="0" y="0"[^>]*>', svg)
    assert table is not None
    assert "opacity" not in table[0]
    ground = re.search(r'fill="(#[0-9a-fA-F]{6})"', table[0])
    assert ground is not None
    names = re.findall(r'<text [^>]*fill="([^"]+)"[^>]*>(?:South|East|North|West)', svg)
    assert len(names) == 4
    for ink in names:
        a, b = sorted((_luminance(ink), _luminance(ground[1])))
        assert (b + 0.05) / (a + 0.05) >= 4.5, (ink, ground[1])
