"""Notebook tools for teachers: a house-rules picker, a referee and a trick explorer.

Plain ipywidgets (they need a kernel; the static site shows them as they were saved). Every
answer comes from the engine — the judge interface or a played-out :class:`tractor_core.hand.Hand`;
these classes only collect input and show the verdicts. Bad input is shown inline, next to the
box it came from, and the text the reader typed is never cleared.
"""

from __future__ import annotations

import html
import re
from typing import Any

import ipywidgets as w

from tractor_core.bots import make_bot, run_hand
from tractor_core.cards import Rank, Suit, parse_cards
from tractor_core.catalogue import OPTION_DOCS_ZH
from tractor_core.errors import TractorError
from tractor_core.hand import Hand, HandSetup
from tractor_core.judge import ask
from tractor_core.presets import PRESETS, find_preset
from tractor_core.rule_codes import rule_code
from tractor_core.ruleset import RuleSet, option_docs
from tractor_core.svg import trick_svg
from tractor_core.trick import trick_winner
from widgets.live import site_build

__all__ = ["HouseRulesPicker", "KernelOnly", "Referee", "TrickExplorer", "tool"]

#: Options a picker shows besides the preset: the ones that change most verdicts.
KEY_OPTIONS = (
    "decks",
    "kitty_multiplier",
    "over_ruff",
    "forced_unit",
    "draw_policy",
    "level_table",
    "decompose",
)


class HouseRulesPicker(w.VBox):  # type: ignore[misc]  # ipywidgets is untyped
    """Pick a preset, then adjust the options that matter; ``.rules`` is the chosen RuleSet.

    Share one picker between tools: ``Referee(picker=p)``, ``TrickExplorer(picker=p)``, and
    ``p.attach(puzzle_widget)`` makes a puzzle follow the chosen rules: the preset, and each
    option changed in the menu (sent to the puzzle as a rule code). A combination the engine
    refuses is named under the menu, and the menu goes back to the value last accepted.
    ``lang="zh"`` gives the descriptions in Chinese.
    """

    def __init__(self, preset: str = "default", *, lang: str = "en") -> None:
        docs = {d["name"]: d for d in option_docs()}
        self.lang = lang
        self.preset = w.Dropdown(
            options=[(f"{p.name} — {p.title}", p.name) for p in PRESETS],
            value=find_preset(preset).name,
            description="规则" if lang == "zh" else "House rules",
            layout=w.Layout(width="46em"),
            style={"description_width": "8em"},
        )
        self.notes = w.HTML()
        self.options: dict[str, w.Dropdown] = {}
        rows = []
        for name in KEY_OPTIONS:
            doc = docs[name]
            allowed = doc["allowed"] if isinstance(doc["allowed"], list) else [doc["default"]]
            box = w.Dropdown(
                options=allowed,
                description=name,
                style={"description_width": "8em"},
                layout=w.Layout(width="24em"),
            )
            self.options[name] = box
            text = OPTION_DOCS_ZH[name] if lang == "zh" else doc["doc"]
            rows.append(w.HBox([box, w.HTML(f"<small>{html.escape(text)}</small>")]))
            box.observe(self._changed, names="value")
        self.error = w.HTML()
        self._attached: list[Any] = []
        self._syncing = False
        self.preset.observe(self._preset_changed, names="value")
        super().__init__([self.preset, self.notes, *rows, self.error])
        self._preset_changed()

    @property
    def rules(self) -> RuleSet:
        """The preset with the picked options (the last valid choice if the current one conflicts)."""
        return self._rules

    def _preset_changed(self, _change: Any = None) -> None:
        chosen = find_preset(self.preset.value)
        self._syncing = True
        values = chosen.rules.to_dict()
        for name, box in self.options.items():
            box.value = values[name]
        self._syncing = False
        self.notes.value = f"<small>{html.escape(chosen.notes)}</small>"
        self._rules = chosen.rules
        self.error.value = ""
        for widget in self._attached:
            widget.act(type="settings", preset=chosen.name)

    def _changed(self, change: Any) -> None:
        if self._syncing:
            return
        overrides = {name: box.value for name, box in self.options.items()}
        try:
            self._rules = RuleSet.from_dict(overrides, find_preset(self.preset.value).rules)
        except TractorError as exc:
            self.error.value = f'<span style="color:#b00020">{html.escape(str(exc))}</span>'
            # the menu goes back to the value the rules still have
            accepted = self._rules.to_dict()
            self._syncing = True
            for name, box in self.options.items():
                box.value = accepted[name]
            self._syncing = False
            return
        self.error.value = ""
        self._send_rules()

    def _send_rules(self) -> None:
        """Send the chosen rules to the attached puzzles (a rule code if options changed)."""
        if not self._attached:
            return
        try:
            name = self.rules_name()
        except TractorError as exc:  # rules no code can carry: say so, keep the puzzles' rules
            self.error.value = f'<span style="color:#b00020">{html.escape(str(exc))}</span>'
            return
        for widget in self._attached:
            widget.act(type="settings", preset=name)

    def rules_name(self) -> str:
        """The chosen rules for a puzzle: the preset's name, or a rule code if options changed."""
        name = self.preset.value
        if self._rules == find_preset(name).rules:
            return str(name)
        return rule_code(self._rules, name)

    def attach(self, puzzle_widget: Any) -> None:
        """Make a :class:`~widgets.PuzzleWidget` follow this picker's rules (options too)."""
        self._attached.append(puzzle_widget)
        self._send_rules()

    def judge_rules(self) -> dict[str, Any]:
        """The chosen rules as a judge question's ``rules`` object."""
        mine = self.rules.to_dict()
        base = find_preset(self.preset.value).rules.to_dict()
        return {"preset": self.preset.value, **{k: v for k, v in mine.items() if base[k] != v}}


class Referee(w.VBox):  # type: ignore[misc]
    """Enter a trick (or a lead and a hand) and the trump; get the ruling with its reasons.

    The boxes may be filled in by name (``lead="S5 S4 S4"``); ``show_picker=True`` shows the
    house-rules picker above them (the rules the referee rules by).
    """

    QUESTIONS = (
        ("Who wins this trick?", "trick_winner"),
        ("Is this follow legal?", "follow_legal"),
        ("Does this throw succeed?", "throw"),
        ("Is this a tractor?", "is_tractor"),
    )

    def __init__(
        self,
        picker: HouseRulesPicker | None = None,
        *,
        question: str = "trick_winner",
        level: str = "2",
        suit: str | None = "H",
        lead: str = "",
        others: str = "",
        play: str = "",
        show_picker: bool = False,
    ) -> None:
        self.picker = picker or HouseRulesPicker()
        self.question = w.Dropdown(options=self.QUESTIONS, value=question, description="Question")
        self.level = w.Dropdown(
            options=[r.label for r in Rank if not r.is_joker], value=level, description="Level"
        )
        self.suit = w.Dropdown(
            options=[("no trump", None)] + [(f"{s.symbol} {s.english}", s.value) for s in Suit],
            value=suit,
            description="Trump suit",
        )
        self.lead = w.Text(value=lead, description="Lead", placeholder="e.g. S5 S5 S4 S4")
        self.others = w.Textarea(
            value=others,
            description="Plays/hands",
            placeholder="one per line, in seat order after the leader",
            layout=w.Layout(width="40em", height="6em"),
        )
        self.play = w.Text(
            value=play, description="Your play", placeholder="for 'Is this follow legal?'"
        )
        self.input_error = w.HTML()
        self.button = w.Button(description="Rule!", button_style="primary")
        self.ruling = w.HTML()
        self.button.on_click(self._rule)
        for box in (self.lead, self.others, self.play):
            box.observe(self._check_typing, names="value")
        super().__init__(
            [
                *([self.picker] if show_picker else []),
                self.question,
                w.HBox([self.level, self.suit]),
                self.lead,
                self.others,
                self.play,
                self.input_error,
                self.button,
                self.ruling,
            ]
        )

    def _check_typing(self, change: Any) -> None:
        """Show a parse error under the box as the reader types; never touch their text."""
        try:
            for line in str(change["new"]).splitlines() or [""]:
                parse_cards(line)
        except TractorError as exc:
            self.input_error.value = f'<span style="color:#b00020">{html.escape(str(exc))}</span>'
            return
        self.input_error.value = ""

    def question_json(self) -> dict[str, Any]:
        """The judge question the current inputs ask."""
        kind = self.question.value
        lead = self.lead.value
        lines = [line for line in self.others.value.splitlines() if line.strip()]
        inputs: dict[str, Any]
        if kind == "trick_winner":
            inputs = {"plays": [lead, *lines]}
        elif kind == "follow_legal":
            inputs = {"lead": lead, "hand": lines[0] if lines else "", "play": self.play.value}
        elif kind == "throw":
            inputs = {"lead": lead, "others": lines}
        else:
            inputs = {"cards": lead}
        return {
            "id": "referee",
            "kind": kind,
            "rules": self.picker.judge_rules(),
            "trump": {"level": self.level.value, "suit": self.suit.value},
            "input": inputs,
        }

    def _rule(self, _button: Any = None) -> None:
        missing = self._missing()
        if missing:
            self.ruling.value = f'<p style="color:#b00020">{html.escape(missing)}</p>'
            return
        answer = ask(self.question_json())
        if "error" in answer:
            self.ruling.value = (
                '<p style="color:#b00020"><b>Cannot rule:</b> '
                f"{html.escape(box_names(answer['error']))}</p>"
            )
            return
        self.ruling.value = (
            f"<p><b>{html.escape(headline(self.question.value, answer['answer']))}</b></p>"
            f"<p>{html.escape(answer['reason'])}</p>"
            f'<p lang="zh-Hans">{html.escape(answer["reason_zh"])}</p>'
            f"<p><small>rule: <code>{answer['rule']}</code></small></p>"
        )

    def _missing(self) -> str:
        """What the chosen question still needs, in plain words ("" when nothing is missing)."""
        kind = self.question.value
        lines = [line for line in self.others.value.splitlines() if line.strip()]
        if not self.lead.value.strip():
            return "Type the lead (or the cards to check) in the box 'Lead'."
        if kind == "trick_winner" and not lines:
            return (
                "Type the other players' plays in the box 'Plays/hands', one per line, in the "
                "order they played after the leader."
            )
        if kind == "follow_legal" and (not lines or not self.play.value.strip()):
            return (
                "Type your hand in 'Plays/hands' (one line) and the cards you play in 'Your play'."
            )
        if kind == "throw" and not lines:
            return "Type the other players' hands in 'Plays/hands', one per line."
        return ""


#: The judge's field names, as the referee's boxes are labelled.
_BOX_NAMES = (
    (re.compile(r"input\.plays\[0\]"), "Lead"),
    (re.compile(r"input\.plays\[(\d+)\]"), lambda m: f"Plays/hands, line {m.group(1)}"),
    (re.compile(r"input\.others\[(\d+)\]"), lambda m: f"Plays/hands, line {int(m.group(1)) + 1}"),
    (re.compile(r"input\.hand\b"), "Plays/hands, line 1"),
    (re.compile(r"input\.play\b"), "Your play"),
    (re.compile(r"input\.(lead|cards)\b"), "Lead"),
)


_SEAT = re.compile(r"\b([Ss])eat (\d+)\b")


def table_seats(reason: str, leader: int, seats: int) -> str:
    """A trick's reason with its seats (counted from the leader) renamed as the table's seats.

    >>> table_seats("Seat 1 wins the trick. Seat 1 ruffs; seat 0 led.", leader=2, seats=4)
    'Seat 3 wins the trick. Seat 3 ruffs; seat 2 led.'
    """
    return _SEAT.sub(lambda m: f"{m.group(1)}eat {(leader + int(m.group(2))) % seats}", reason)


def box_names(error: str) -> str:
    """A judge error with its field names replaced by the names of the referee's boxes.

    >>> box_names("input.plays[3]: 'Sx' at position 1: rank must be 2-10, J, Q, K or A")
    "Plays/hands, line 3: 'Sx' at position 1: rank must be 2-10, J, Q, K or A"
    """
    for pattern, name in _BOX_NAMES:
        error = pattern.sub(name, error)
    return error


def headline(kind: str, answer: Any) -> str:
    """The ruling in plain words (the judge's answer is a record for programs).

    >>> headline("trick_winner", {"winner": 2})
    'Seat 2 wins the trick.'
    >>> headline("throw", {"succeeds": False, "forced": ["S5", "S5"], "penalty": 10})
    'The throw fails: S5 S5 must be played instead (penalty 10 points).'
    """
    if kind == "trick_winner":
        return f"Seat {answer['winner']} wins the trick."
    if kind == "follow_legal":
        if answer["legal"]:
            return "Legal: this follow is allowed."
        required = answer.get("required") or []
        return "Not legal." + (f" It had to include {' '.join(required)}." if required else "")
    if kind == "throw":
        if answer["succeeds"]:
            return "The throw stands."
        forced = " ".join(answer.get("forced") or [])
        penalty = answer.get("penalty") or 0
        return f"The throw fails: {forced} must be played instead" + (
            f" (penalty {penalty} points)." if penalty else "."
        )
    if kind == "is_tractor":
        return "Yes, a tractor." if answer["tractor"] else "No, not a tractor."
    return str(answer)


class TrickExplorer(w.VBox):  # type: ignore[misc]
    """Step through a simulated hand trick by trick (engine bots play it; the engine rules it).

    ``show_picker=True`` shows the house-rules picker above it; "Deal and play" deals again
    under the rules picked.
    """

    def __init__(
        self,
        picker: HouseRulesPicker | None = None,
        *,
        seed: int = 1,
        bot: str = "simple",
        show_picker: bool = False,
    ) -> None:
        self.picker = picker or HouseRulesPicker()
        self.seed = w.IntText(value=seed, description="Deal no.")
        self.deal_button = w.Button(description="Deal and play")
        self.prev = w.Button(description="◀ Previous")
        self.next = w.Button(description="Next ▶")
        self.position = w.HTML()
        self.picture = w.HTML()
        self.ruling = w.HTML()
        self.bot = bot
        self.hand: Hand | None = None
        self.index = 0
        self.deal_button.on_click(lambda _b: self.deal())
        self.prev.on_click(lambda _b: self.show(self.index - 1))
        self.next.on_click(lambda _b: self.show(self.index + 1))
        super().__init__(
            [
                *([self.picker] if show_picker else []),
                w.HBox([self.seed, self.deal_button]),
                w.HBox([self.prev, self.next, self.position]),
                self.picture,
                self.ruling,
            ]
        )
        self.deal()

    def deal(self) -> None:
        """Deal and play a whole hand with the bots, then show its first trick."""
        rules = self.picker.rules
        hand = Hand(HandSetup(rules, seed=int(self.seed.value)))
        run_hand(hand, [make_bot(self.bot, int(self.seed.value) * 10 + i) for i in range(4)])
        self.hand = hand
        self.show(0)

    def show(self, index: int) -> None:
        """Show trick ``index`` (clamped to the hand)."""
        if self.hand is None or not self.hand.tricks:
            return
        tricks = self.hand.tricks
        self.index = max(0, min(index, len(tricks) - 1))
        trick = tricks[self.index]
        order = self.hand.order
        assert order is not None  # a played hand has its trump
        seats = len(trick.plays)
        winner_pos = (trick.winner - trick.leader) % seats
        # One name per player in the picture, the headline and the reason: "Seat n" of the table
        # (the engine's reason counts seats from the trick's leader; it is renumbered here).
        names = [f"Seat {seat}" for seat in range(seats)] if seats == 4 else None
        self.picture.value = (
            trick_svg(trick.plays, order, leader=trick.leader, winner=winner_pos, names=names)
            if names
            else trick_svg(trick.plays, order, leader=trick.leader, winner=winner_pos)
        )
        reason = table_seats(trick_winner(trick.plays, order).reason, trick.leader, seats)
        self.position.value = (
            f"Trick {self.index + 1} of {len(tricks)} · {order.trump.describe()} · "
            f"{trick.points} points"
        )
        self.ruling.value = (
            f"<p>Seat {trick.winner} wins. <small>(<code>{trick.rule}</code>)</small></p>"
            f"<p><small>{html.escape(reason)}</small></p>"
        )


#: The tools :func:`tool` makes, by the name a lesson gives.
TOOLS: dict[str, tuple[type, str]] = {
    "picker": (HouseRulesPicker, "The house-rules picker"),
    "referee": (Referee, "The referee"),
    "explorer": (TrickExplorer, "The trick explorer"),
}


class KernelOnly:
    """What a tool shows on the static site, where no Python runs: where to use it instead."""

    def __init__(self, title: str) -> None:
        self.title = title

    def attach(self, _puzzle: Any) -> None:
        """Nothing to follow on the static site (see :meth:`HouseRulesPicker.attach`)."""

    def _repr_html_(self) -> str:
        return (
            '<div class="admonition note tc-kernel-only">'
            f'<p class="admonition-title">{html.escape(self.title)} runs with Python</p>'
            "<p>This tool needs a running kernel: open this lesson in JupyterLab "
            "(<code>make lab</code>, see the teacher's guide) or with <strong>Run this "
            "lesson</strong>, then run this cell.</p></div>"
        )

    def __repr__(self) -> str:
        return f"<{self.title}: runs in JupyterLab>"


def tool(name: str, **kwargs: Any) -> Any:
    """A teacher's tool by name (``"picker"``, ``"referee"``, ``"explorer"``), for a lesson cell.

    With a kernel, the widget (``kwargs`` go to its class); while the static site is built, a
    note saying where the tool runs (plain ipywidgets need a kernel).
    """
    try:
        cls, title = TOOLS[name]
    except KeyError:
        msg = f"tool {name!r}: expected one of {', '.join(TOOLS)}"
        raise ValueError(msg) from None
    if site_build():
        return KernelOnly(title)
    return cls(**kwargs)
