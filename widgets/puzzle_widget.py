"""The puzzle widget: an anywidget running ``static/puzzle.js`` on :func:`tractor_core.puzzles.handle`.

The widget holds three synced traits: ``state``; ``deck``, the card pieces its faces are drawn
with (sent once; the front-end puts them in the page once); and ``words``, the Chinese of every
message the front-end says, from the project's catalogue (the front-end stays one standalone
module, with no word of its own: the site's build gives it the same table). The front-end sends
the reader's actions as custom messages and redraws when ``state`` changes.
"""

from __future__ import annotations

import functools
import pathlib
from typing import Any

import anywidget
import traitlets

from tractor_core import puzzles
from tractor_core.text.scripts import script_table
from tractor_core.words.svg import deck_sprite
from widgets.chinese_font import chinese_font

_STATIC = pathlib.Path(__file__).parent / "static"


@functools.cache
def front_end_words() -> dict[str, str]:
    """What ``static/puzzle.js`` says, in Chinese: the widget's ``words``, {message key: Chinese}."""
    return script_table(_STATIC / "puzzle.js")


class PuzzleWidget(anywidget.AnyWidget):
    """One live puzzle. ``PuzzleWidget("tractor", preset="004", difficulty=2, seed=7)``."""

    _esm = _STATIC / "puzzle.js"
    _css = _STATIC / "puzzle.css"
    state = traitlets.Dict().tag(sync=True)
    deck = traitlets.Unicode().tag(sync=True)
    words = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        kind: str = "tractor",
        *,
        preset: str = "default",
        difficulty: int = 1,
        seed: int = 1,
        lang: str = "en",
        **kwargs: Any,
    ) -> None:
        chinese_font()  # the puzzle's Chinese in the widgets' own font, on any machine
        super().__init__(**kwargs)
        self.deck = deck_sprite()
        self.words = front_end_words()
        self.state = dict(
            puzzles.initial_state(kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang)
        )
        self.on_msg(self._on_action)

    def _on_action(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Apply a reader action from the front-end (never raises: errors go into the state)."""
        self.state = dict(puzzles.handle(self.state, content if isinstance(content, dict) else {}))

    def act(self, **msg: Any) -> dict[str, Any]:
        """Do what a click does, from Python (``w.act(type="check", answer=True)``)."""
        self._on_action(self, msg, [])
        return self.state

    @property
    def feedback(self) -> dict[str, Any] | None:
        """The verdict shown for the last answer, or None."""
        fb: dict[str, Any] | None = self.state.get("feedback")
        return fb
