"""Every sentence a reader is shown, in English and Chinese: the one home for words.

The lowest layer: it imports nothing else of ``tractor_core``, so the rules, the pictures, the
puzzles, the site's entry points and the lessons all say things through it.

* :func:`say` gives a message in a language, with its values filled in;
  :func:`both` gives it in both (``{"en": …, "zh": …}``) for a page that picks later.
* A message's id is its English text (as in gettext): ``say("Two decks with jokers: {n} cards.",
  n=108)``. The Chinese of every id is in :data:`~tractor_core.text.zh.ZH`, kept by area
  (engine errors, lessons, …); ``tests/test_text.py`` fails on an id used anywhere in the
  project that has no Chinese, and on a Chinese text whose ``{values}`` differ from its English.
* Values that read differently per language (a card, some cards, a seat) are given as
  :class:`Localized` (:func:`card_named`, :func:`cards_named`, :func:`seat_named`): the card
  ♠10 is "♠10" in English and "黑桃10" in Chinese, seat 0 of four is "South" / "南".

>>> say("{cards} are worth {points} points.", "zh", cards=cards_named(["SK", "S10"]), points=20)
'黑桃K、黑桃10 一共 20 分。'
>>> say("{cards} are worth {points} points.", "en", cards=cards_named(["SK", "S10"]), points=20)
'♠K ♠10 are worth 20 points.'
"""

from tractor_core.text.say import (
    LANGS,
    Localized,
    both,
    card_named,
    cards_named,
    name_cards,
    page_lang,
    say,
    seat_named,
    seat_names,
)

__all__ = [
    "LANGS",
    "Localized",
    "both",
    "card_named",
    "cards_named",
    "name_cards",
    "page_lang",
    "say",
    "seat_named",
    "seat_names",
]
