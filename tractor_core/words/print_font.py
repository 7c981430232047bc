"""The site's Chinese font for a page printed from the site: a worksheet, the rules summary.

Many machines have no Chinese font; the site ships its own (``sitebuild/chinese.py`` writes
Noto Sans SC, cut down to the site's characters, under ``assets/tractor/fonts/``). A page the
site prints in a frame of its own (the worksheet, its answer key, the one-page house-rules
summary) names that font by its full address on the site, so its Chinese prints as Chinese
there too, not as empty boxes.

>>> css = font_css("https://example.org/tractor/")
>>> 'url("https://example.org/tractor/assets/tractor/fonts/noto-sans-sc-400.woff2")' in css
True
>>> font_css("javascript:alert(1)//")
''

Pure standard library.
"""

from __future__ import annotations

import re
from typing import Final
from urllib.parse import urlsplit

__all__ = ["SITE_FONTS", "SITE_FONT_FAMILY", "SITE_FONT_RANGE", "font_css"]

#: The site's Chinese font (``sitebuild/chinese.py`` writes it), by weight, from the site's root.
SITE_FONTS: Final = {
    400: "assets/tractor/fonts/noto-sans-sc-400.woff2",
    700: "assets/tractor/fonts/noto-sans-sc-700.woff2",
}
#: Its family name and the blocks it covers (as ``sitebuild/chinese.css`` declares them).
SITE_FONT_FAMILY: Final = "Tractor Noto Sans SC"
SITE_FONT_RANGE: Final = "U+3000-303F, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF"
#: Characters a font's address may not have in a stylesheet (no escaping out of it).
_UNSAFE_IN_CSS: Final = re.compile(r"[^A-Za-z0-9._~:/@!$&*+,;=%-]")


def font_css(root: str, fallback: str = '"DejaVu Sans", "Noto Sans CJK SC", "Noto Sans SC"') -> str:
    """``@font-face`` rules for the site's Chinese font at ``root``, and its use; or ``""``.

    ``root`` is the site's root as an ``http(s)`` address ending in ``/``; anything else gives
    ``""`` (the machine's fonts, as before). ``fallback``: the fonts after it for ``body``.
    """
    try:
        parts = urlsplit(root)
    except ValueError:
        return ""
    if (
        parts.scheme not in ("http", "https")
        or not parts.netloc
        or not root.endswith("/")
        or _UNSAFE_IN_CSS.search(root)
    ):
        return ""
    faces = "".join(
        f'@font-face {{ font-family: "{SITE_FONT_FAMILY}"; font-weight: {weight}; '
        f'font-display: swap; src: url("{root}{path}") format("woff2"); '
        f"unicode-range: {SITE_FONT_RANGE}; }}\n"
        for weight, path in SITE_FONTS.items()
    )
    return (
        faces + f'body {{ font-family: "{SITE_FONT_FAMILY}", {fallback}, sans-serif; }}\n'
        f'text {{ font-family: "{SITE_FONT_FAMILY}", sans-serif; }}\n'
    )
