"""The JSON a puzzle page receives and sends: the puzzle, the reader's actions, the widget state.

Python checks these types (mypy --strict); the front-end (``widgets/static/puzzle.js``, run by
anywidget in Jupyter and by the static site on Pyodide) reads the same JSON. This docstring is
its reference.

**The widget state** (:class:`State`) is what the front-end draws. It is made by
:func:`~tractor_core.puzzles.initial_state`; each reader action goes to
:func:`~tractor_core.puzzles.handle` (``handle_json`` in the browser), which returns the next
state::

    kind        "order" | "tractor" | "follow" | "trick" | "throw" | "kitty" | "levels"
                | "declaration"
    preset      a preset's name ("default", "000", ...): the one the position was dealt by
    rules       a preset's name, or a rule code (``t2.<preset>.<data>``, the site's house
                rules): the house rules the position is judged under (the menu's value; equal
                to ``preset`` until the reader picks other rules)
    difficulty  1 | 2 | 3 (shown as ★)
    seed        whole number >= 0; the puzzle id is kind-preset-difficulty-seed
    lang        "en" | "zh"            palette  "two" | "four" (four-colour deck)
    puzzle      the puzzle (below)
    feedback    null, or the verdict on the reader's last answer (below)
    tries       wrong answers given to this puzzle (a wrong answer may be tried again)
    revealed    true once the answer is shown ("Show the answer", or the second wrong try)
    marks       (optional) null, or true / false: the reader's choice of marks on the cards
                (null: the kind's default; the puzzle's ``marks`` says what is shown)
    hint        null, or {"en", "zh"}: the first step of the reasoning (given with a wrong try)
    lens        null, or the position's answer under every preset (below)
    error       null, or a message to show inline in the reader's language (nothing chosen,
                an empty box, cards that are not the hand's; counts as no attempt)
    parsed      null, or the cards typed so far, in notation (set by a ``parse`` action)
    score       {"tried", "solved", "streak", "best_streak"}
    presets     [{"name", "title", "title_zh"}]: the house-rules menu (title: the one-line
                description; title_zh, in a Chinese state only: the same in Chinese),
                ending with the state's rule code when its rules are one
    lesson_base (optional) where the lessons are, for the "the rule" link: lesson_base +
                rule.lesson + "/#" + rule.id

**The puzzle** (:class:`PuzzleView`): ``id``, ``kind``, ``preset``, ``question``
(``{"en", "zh"}``), ``answer_type``, ``trump`` (``{"level", "suit", "text"}``), ``show`` (the
cards, in notation such as ``"S10"``, ``"BJ"``), ``options`` (``[{"en", "zh"}]``) and ``faces``
(for each card shown: ``{"alt", "trump", "level"}``), ``marks`` (whether the faces show their
marks: the reader's choice, else the kind's default, ``registry.MARKS_SHOWN``; unmarked faces
have ``trump`` and ``level`` false and their name alone as ``alt``). What ``show`` holds depends on the kind:

=============  ===================================================  ===============
kind           show                                                 answer_type
=============  ===================================================  ===============
order          cards: the hand to put in order                      order
tractor        cards                                                yesno
follow         lead (West's), hand (yours: you are South)           choice
trick          plays: four plays, the leader's first (West, you,    seat
               East, North: the options name them)
throw          lead, others (each other hand's cards of that        choice
               suit), others_label, others_label_zh (the suit's
               name in English and Chinese); you lead from South,
               the other hands are East's, North's and West's
kitty          lead (the last trick's lead), kitty                  numbers
levels         points (a number: the attackers' score)              side_levels
declaration    current (shown first), bid (shown now)               yesno
=============  ===================================================  ===============

**The reader's answer** (the ``answer`` of a ``check`` action), by ``answer_type``:

* ``yesno``: ``true`` or ``false`` (``"yes"``, ``"no"``, ``"是"``, ``"否"`` are accepted);
* ``choice`` and ``seat``: the number of an option, from 0 (the follow puzzle's options are
  cards, to be drawn: ``option.en`` is their notation);
* ``numbers``: ``[multiplier, points]``, numbers or the text typed (``["2", " 30"]``);
* ``side_levels``: ``["banker" | "attackers", levels]``;
* ``order``: the cards in order, as text (``"BJ LJ H10"``) or a list of notations.

**The reader's actions** (:data:`Action`), each an object with a ``type``:

* ``{"type": "check", "answer": ...}``: judge an answer; sets ``feedback``. A right answer, or
  any answer once ``revealed``, gets the whole verdict. A wrong one gets only what is wrong
  with it (``why``) and the hint, and may be tried again; the second wrong try reveals the
  answer. Only the first answer to a puzzle counts in the score;
* ``{"type": "reveal"}``: "Show the answer": sets ``revealed`` and the whole verdict (on the
  last answer, or, with none given, on the solution; giving up first counts as a miss);
* ``{"type": "parse", "text": "..."}``: check typed cards as they are typed (sets ``parsed``,
  or ``error``);
* ``{"type": "hint"}``, ``{"type": "lens"}``: set ``hint``, ``lens``;
* ``{"type": "next"}``: the next seed (dealt under the chosen ``rules``; under a rule code,
  dealt under its preset and judged under the code);
* ``{"type": "reset"}``: the score back to zero (a class starting afresh);
* ``{"type": "settings", "preset"?, "difficulty"?, "lang"?, "palette"?, "kind"?}``: change any
  of these. ``preset`` sets ``rules``: the SAME position is judged again under those rules
  (the verdict on the last answer and the lens are given again); ``preset`` may be a rule
  code. Rules that cannot judge it are refused (``error``) and ``rules`` stays. ``lang`` and
  ``palette`` keep the puzzle and its verdict. ``difficulty`` and ``kind`` make a new puzzle, dealt under ``rules``;
* ``{"type": "load", "id": "tractor-default-1-7"}``: a given puzzle (canonical ids only; the
  puzzle already shown keeps its verdict and rules).

``handle`` never raises, and always answers with a state. A bad action or answer gives the
state back unchanged but for ``error``, a message naming the bad field
(``settings.difficulty: expected a whole number from 1 to 3, got 7``). A state it cannot use
(not an object, a field missing or of the wrong type, a puzzle that is not the state's) starts
the puzzle again, keeping the settings and score that are valid, with ``error`` naming the bad
field (``state.score.tried: expected a whole number, got 'x' (the puzzle was started again)``).

**Feedback** (:class:`CheckResult`): ``correct``, ``expected`` and ``given`` (in the answer's
normal form), ``reason`` and ``reason_zh`` (the engine's verdict), and ``rule``
(:class:`RuleInfo`: ``id``, ``title``, ``title_zh``, ``lesson``, ``statement``, ``statement_zh``); a wrong
answer adds ``why`` (``{"en", "zh"}``: what is wrong with it, not the answer). While a wrong
answer may still be tried again the state's feedback is only ``{"correct": false, "given",
"why"}``. A follow puzzle's ``expected`` lists every legal option; an order puzzle accepts the
side suits in any order (they are equal: none beats another), ``expected`` is one such order.
Shown after "Show the answer" with no answer given, ``given`` is absent.

**A lens row** (:class:`LensRow`): ``preset``, ``title``, ``title_zh``, ``differs`` (from the answer under
the state's ``rules``), and either ``answer``, ``reason``, ``reason_zh``, ``rule`` (a rule id), or ``error``
(the puzzle has no answer under that preset).
"""

# No "from __future__ import annotations" here: TypedDict reads NotRequired[...] at run time
# (__required_keys__, which the schema tests check the JSON against).
from typing import Any, Literal, NotRequired, TypeAlias, TypedDict, get_args

__all__ = [
    "ANSWER_TYPES",
    "KIND_NAMES",
    "Action",
    "ActionType",
    "Answer",
    "AnswerType",
    "CheckAction",
    "CheckResult",
    "Face",
    "FullPuzzle",
    "HintAction",
    "Kind",
    "Lang",
    "LensAction",
    "LensRow",
    "LoadAction",
    "NextAction",
    "Palette",
    "ParseAction",
    "PresetChoice",
    "PuzzleView",
    "ResetAction",
    "RevealAction",
    "RuleInfo",
    "Score",
    "SettingsAction",
    "Show",
    "State",
    "Text",
    "TrumpView",
]

#: The puzzle kinds, in curriculum order (:data:`tractor_core.puzzles.KINDS`).
Kind: TypeAlias = Literal[
    "order", "tractor", "follow", "trick", "throw", "kitty", "levels", "declaration"
]
#: How the reader answers.
AnswerType: TypeAlias = Literal["yesno", "choice", "seat", "numbers", "side_levels", "order"]
Lang: TypeAlias = Literal["en", "zh"]
Palette: TypeAlias = Literal["two", "four"]
ActionType: TypeAlias = Literal[
    "check", "reveal", "parse", "hint", "lens", "next", "reset", "settings", "load"
]

KIND_NAMES: tuple[Kind, ...] = get_args(Kind)
ANSWER_TYPES: tuple[AnswerType, ...] = get_args(AnswerType)

#: An answer in its normal form, by answer type: yesno ``bool``; choice and seat ``int``;
#: numbers ``[int, int]``; side_levels ``["banker" | "attackers", int]``; order ``[str, ...]``.
#: A follow puzzle's expected answer is the list of its legal options (``[int, ...]``).
Answer: TypeAlias = bool | int | list[int] | list[str] | list[str | int]


class Text(TypedDict):
    """A text in English and Chinese."""

    en: str
    zh: str


class TrumpView(TypedDict):
    """The puzzle's trump: level label (``"10"``), suit letter or None (no trump), text."""

    level: str
    suit: str | None
    text: Text


class Face(TypedDict):
    """How a card is drawn and read: text alternative, and the marks the trump order gives it."""

    alt: str
    trump: bool
    level: bool


class Show(TypedDict, total=False):
    """What the puzzle shows; the keys present depend on the kind (see the table above)."""

    cards: list[str]
    lead: list[str]
    hand: list[str]
    plays: list[list[str]]
    others: list[list[str]]
    others_label: str
    others_label_zh: str
    kitty: list[str]
    points: int
    current: list[str]
    bid: list[str]


class PuzzleView(TypedDict):
    """The puzzle as a page receives it."""

    id: str
    kind: Kind
    preset: str
    question: Text
    answer_type: AnswerType
    trump: TrumpView
    show: Show
    options: list[Text]
    faces: dict[str, Face]
    marks: bool


class FullPuzzle(PuzzleView):
    """:func:`~tractor_core.puzzles.make_puzzle`'s puzzle: the page's, with the solution.

    ``_solution`` is for teachers and tests, never sent to a page (a follow puzzle's is its
    first legal option).
    """

    _solution: Any


class RuleInfo(TypedDict):
    """The rule a verdict applied, from the rules catalogue."""

    id: str
    title: str
    title_zh: str
    lesson: str
    statement: NotRequired[str]
    statement_zh: NotRequired[str]


class CheckResult(TypedDict, total=False):
    """The verdict on an answer, or ``error`` and ``error_zh`` alone (it cannot be judged).

    ``why`` only for a wrong answer; a wrong try's feedback in the state has only ``correct``,
    ``given`` and ``why``.
    """

    correct: bool
    expected: Any
    given: Any
    reason: str
    reason_zh: str
    rule: RuleInfo
    why: Text
    error: str
    error_zh: str


class LensRow(TypedDict):
    """One preset's answer to the same puzzle (or the error that it has none there)."""

    preset: str
    title: str
    title_zh: str
    differs: bool
    answer: NotRequired[Any]
    reason: NotRequired[str]
    reason_zh: NotRequired[str]
    rule: NotRequired[str]
    error: NotRequired[str]


class Score(TypedDict):
    """First answers tried and solved, the current and the best run of right answers."""

    tried: int
    solved: int
    streak: int
    best_streak: int


class PresetChoice(TypedDict):
    """An entry of the house-rules menu."""

    name: str
    title: str
    title_zh: NotRequired[str]


class State(TypedDict):
    """A puzzle widget's state: everything the front-end draws."""

    kind: Kind
    preset: str
    rules: str
    difficulty: int
    seed: int
    lang: Lang
    palette: Palette
    puzzle: PuzzleView
    feedback: CheckResult | None
    tries: int
    revealed: bool
    hint: Text | None
    lens: list[LensRow] | None
    error: str | None
    parsed: list[str] | None
    score: Score
    presets: list[PresetChoice]
    lesson_base: NotRequired[str]
    marks: NotRequired[bool | None]


class CheckAction(TypedDict):
    """Judge an answer (its form depends on the puzzle's ``answer_type``)."""

    type: Literal["check"]
    answer: Any


class ParseAction(TypedDict):
    """Check typed cards as they are typed."""

    type: Literal["parse"]
    text: str


class RevealAction(TypedDict):
    """Show the answer."""

    type: Literal["reveal"]


class ResetAction(TypedDict):
    """Set the score back to zero."""

    type: Literal["reset"]


class HintAction(TypedDict):
    """Show the hint."""

    type: Literal["hint"]


class LensAction(TypedDict):
    """Show the answer under every preset."""

    type: Literal["lens"]


class NextAction(TypedDict):
    """The next puzzle (the next seed)."""

    type: Literal["next"]


class SettingsAction(TypedDict):
    """Change any of the settings (``preset``: the same position under other house rules)."""

    type: Literal["settings"]
    preset: NotRequired[str]
    difficulty: NotRequired[int]
    lang: NotRequired[Lang]
    palette: NotRequired[Palette]
    kind: NotRequired[Kind]
    marks: NotRequired[bool | None]


class LoadAction(TypedDict):
    """Load the puzzle with this (canonical) id."""

    type: Literal["load"]
    id: str


#: A reader's action.
Action: TypeAlias = (
    CheckAction
    | RevealAction
    | ParseAction
    | HintAction
    | LensAction
    | NextAction
    | ResetAction
    | SettingsAction
    | LoadAction
)
