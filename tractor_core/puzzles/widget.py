"""The widget protocol: a puzzle widget's state, and the reader's actions applied to it.

:func:`handle` is the one entry point of every front-end (a page calls it through
``tractor_core.api.puzzles.handle_json``). It
never raises: it reads the state and the action field by field (:class:`BadFieldError` names the
first one it cannot use) and answers with a state whose ``error`` says what was wrong. The JSON
is documented in :mod:`tractor_core.puzzles.schema`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast, get_args

from tractor_core.puzzles.answers import check, hint, lens
from tractor_core.puzzles.messages import in_language
from tractor_core.puzzles.registry import KINDS, as_kind, make_puzzle, parse_id
from tractor_core.puzzles.schema import (
    ActionType,
    CheckResult,
    FullPuzzle,
    Kind,
    Lang,
    LensRow,
    Palette,
    PresetChoice,
    PuzzleView,
    Score,
    State,
    Text,
)
from tractor_core.rules.cards import parse_cards
from tractor_core.rules.errors import TractorError, UnknownPresetError
from tractor_core.rules.presets import PRESETS, find_preset
from tractor_core.rules.rule_codes import is_rule_code, rules_from_code
from tractor_core.text.say import say

__all__ = ["BadFieldError", "LensClosedError", "handle", "initial_state", "recover"]

_T = TypeVar("_T")
_ACTIONS: tuple[ActionType, ...] = get_args(ActionType)
_LANGS: tuple[Lang, ...] = get_args(Lang)
_PALETTES: tuple[Palette, ...] = get_args(Palette)
_SCORE_KEYS = ("tried", "solved", "streak", "best_streak")
_TRIES = 2  # wrong tries before the answer is shown
_SEED_LIMIT = 10**4000  # a puzzle id's seed has at most 4,000 digits (registry._is_number)


class LensClosedError(TractorError):
    """The house rules table ("Compare house rules") asked for before the answer is shown."""

    def __init__(self) -> None:
        msg = "Compare house rules opens once you have answered, or shown the answer."
        super().__init__(say(msg, "en"), message_zh=say(msg, "zh"))


class BadFieldError(ValueError):
    """A field of the state or of an action that :func:`handle` cannot use."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field


def initial_state(
    kind: str,
    *,
    preset: str = "default",
    difficulty: int = 1,
    seed: int = 1,
    lang: str = "en",
    palette: str = "two",
) -> State:
    """A fresh puzzle widget state; raises ValueError (or UnknownPresetError) on a bad setting."""
    name = find_preset(preset).name
    puzzle_id = f"{kind}-{name}-{difficulty}-{seed}"
    puzzle = _public(make_puzzle(puzzle_id, lang=lang, palette=palette))
    lang_ = next((x for x in _LANGS if x == lang), None)
    palette_ = next((x for x in _PALETTES if x == palette), None)
    if lang_ is None or palette_ is None:
        msg = f"lang {lang!r}, palette {palette!r}: expected 'en' or 'zh', 'two' or 'four'"
        raise ValueError(msg)
    return {
        "kind": puzzle["kind"],
        "preset": name,
        "rules": name,
        "difficulty": difficulty,
        "seed": seed,
        "lang": lang_,
        "palette": palette_,
        "puzzle": puzzle,
        "feedback": None,
        "tries": 0,
        "revealed": False,
        "hint": None,
        "lens": None,
        "error": None,
        "parsed": None,
        "score": {"tried": 0, "solved": 0, "streak": 0, "best_streak": 0},
        "presets": _presets(None, lang_),
    }


def _public(puzzle: FullPuzzle) -> PuzzleView:
    """The puzzle without its solution: what a page receives."""
    return {
        "id": puzzle["id"],
        "kind": puzzle["kind"],
        "preset": puzzle["preset"],
        "question": puzzle["question"],
        "answer_type": puzzle["answer_type"],
        "trump": puzzle["trump"],
        "show": puzzle["show"],
        "options": puzzle["options"],
        "faces": puzzle["faces"],
        "marks": puzzle["marks"],
    }


def _shown(value: object) -> str:
    """A JSON value, shortened, for a message."""
    try:
        text = repr(value)
    except ValueError:  # an int too long for Python to write out
        return "a number of thousands of digits"
    return text if len(text) <= 60 else text[:57] + "..."


def _field(obj: dict[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise BadFieldError(f"{where}.{key}", "missing")
    return obj[key]


def _whole(value: object, field: str, low: int | None, high: int | None = None) -> int:
    """``value`` as a whole number from ``low`` to ``high`` (JSON true/false are not numbers)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadFieldError(field, f"expected a whole number, got {_shown(value)}")
    if low is None:
        return value
    if value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise BadFieldError(field, f"expected a whole number {span}, got {_shown(value)}")
    return value


def _seed(value: object, field: str) -> int:
    seed = _whole(value, field, 0)
    if seed >= _SEED_LIMIT:
        raise BadFieldError(field, "expected a whole number of at most 4,000 digits")
    return seed


def _one_of(value: object, field: str, choices: tuple[_T, ...]) -> _T:
    found = next((c for c in choices if c == value and type(c) is type(value)), None)
    if found is None:
        raise BadFieldError(
            field, f"expected one of {', '.join(map(str, choices))}, got {_shown(value)}"
        )
    return found


def _kind(value: object, field: str) -> Kind:
    kind = as_kind(value) if isinstance(value, str) else None
    if kind is None:
        raise BadFieldError(field, f"expected one of {', '.join(KINDS)}, got {_shown(value)}")
    return kind


def _preset(value: object, field: str, *, exact: bool, code: bool = False) -> str:
    """A preset's name; ``exact``: as the state holds it (settings may name an alias).

    ``code``: a rule code (the site's house rules, ``t2.<preset>.<data>``) is accepted too and
    kept as written, once read (a tampered code raises :class:`RuleCodeError`).
    """
    if not isinstance(value, str):
        raise BadFieldError(field, f"expected a preset's name, got {_shown(value)}")
    if code and is_rule_code(value):
        try:
            rules_from_code(value)
        except TractorError as exc:
            if exact:
                raise BadFieldError(field, str(exc)) from None
            raise
        return value
    try:
        name = find_preset(value).name
    except UnknownPresetError as exc:  # its message lists the presets
        if exact:
            raise BadFieldError(field, str(exc)) from None
        raise
    if exact and name != value:
        raise BadFieldError(field, f"expected a preset's name ({name!r}), got {_shown(value)}")
    return name


def _optional(value: object, field: str, kind: type, what: str) -> Any:
    if value is not None and not isinstance(value, kind):
        raise BadFieldError(field, f"expected null or {what}, got {_shown(value)}")
    return value


def _read_state(state: object) -> State:
    """The fields of a widget state that :func:`handle` uses, checked; raises :class:`BadFieldError`.

    The puzzle shown, the feedback, hint and lens are kept as they are (only their JSON type is
    checked): :func:`handle` reads only the puzzle's id, which must be the state's puzzle.
    """
    if not isinstance(state, dict):
        raise BadFieldError("state", f"expected an object, got {_shown(state)}")
    kind = _kind(_field(state, "kind", "state"), "state.kind")
    preset = _preset(_field(state, "preset", "state"), "state.preset", exact=True)
    difficulty = _whole(_field(state, "difficulty", "state"), "state.difficulty", 1, 3)
    seed = _seed(_field(state, "seed", "state"), "state.seed")
    lang = _one_of(_field(state, "lang", "state"), "state.lang", _LANGS)
    palette = _one_of(_field(state, "palette", "state"), "state.palette", _PALETTES)
    puzzle = _field(state, "puzzle", "state")
    if not isinstance(puzzle, dict):
        raise BadFieldError("state.puzzle", f"expected an object, got {_shown(puzzle)}")
    expected_id = _puzzle_id(kind, preset, difficulty, seed)
    if _field(puzzle, "id", "state.puzzle") != expected_id:
        raise BadFieldError(
            "state.puzzle.id",
            f"expected {expected_id!r} (the state's kind, preset, difficulty and seed), "
            f"got {_shown(puzzle['id'])}",
        )
    score = _field(state, "score", "state")
    if not isinstance(score, dict):
        raise BadFieldError("state.score", f"expected an object, got {_shown(score)}")
    # a state from before the house rules were kept apart from the deal judges by the deal's
    rules = _preset(state.get("rules", preset), "state.rules", exact=True, code=True)
    tries = _whole(state.get("tries", 0), "state.tries", 0)
    revealed = state.get("revealed", False)
    if not isinstance(revealed, bool):
        raise BadFieldError("state.revealed", f"expected true or false, got {_shown(revealed)}")
    parsed = _optional(state.get("parsed"), "state.parsed", list, "a list of cards")
    lesson_base = state.get("lesson_base")
    marks = _optional(state.get("marks"), "state.marks", bool, "true or false")
    out: State = {
        "kind": kind,
        "preset": preset,
        "rules": rules,
        "difficulty": difficulty,
        "seed": seed,
        "lang": lang,
        "palette": palette,
        "puzzle": cast("PuzzleView", puzzle),
        "feedback": cast(
            "CheckResult | None",
            _optional(state.get("feedback"), "state.feedback", dict, "an object"),
        ),
        "tries": tries,
        "revealed": revealed,
        "hint": cast("Text | None", _optional(state.get("hint"), "state.hint", dict, "an object")),
        "lens": cast(
            "list[LensRow] | None", _optional(state.get("lens"), "state.lens", list, "a list")
        ),
        "error": None,
        "parsed": cast("list[str] | None", parsed),
        "score": _read_score(score),
        "presets": _presets(rules, lang),
    }
    if lesson_base is not None:
        if not isinstance(lesson_base, str):
            raise BadFieldError("state.lesson_base", f"expected text, got {_shown(lesson_base)}")
        out["lesson_base"] = lesson_base
    if marks is not None:
        out["marks"] = marks
    return out


def _read_score(score: dict[str, Any]) -> Score:
    # any whole number: a page restores scores from the reader's storage, and a damaged one
    # must not stop every puzzle on it
    tried, solved, streak, best = (
        _whole(_field(score, key, "state.score"), f"state.score.{key}", None) for key in _SCORE_KEYS
    )
    return {"tried": tried, "solved": solved, "streak": streak, "best_streak": best}


def _presets(rules: str | None = None, lang: str = "en") -> list[PresetChoice]:
    """The house-rules menu: every preset, and the state's rule code if its rules are one.

    In Chinese each entry also has its ``title_zh`` (only then: a page carries one state per
    puzzle, and an English page need not carry the Chinese titles).
    """
    choices: list[PresetChoice] = [{"name": p.name, "title": p.title} for p in PRESETS]
    if rules is not None and is_rule_code(rules):
        choices.append({"name": rules, "title": f"Your house rules ({rules})"})
    if lang == "zh":
        zh = {p.name: p.title_zh for p in PRESETS}
        for choice in choices:
            choice["title_zh"] = zh.get(choice["name"], f"你们的房规（{choice['name']}）")
    return choices


def _deal_preset(rules: str) -> str:
    """The preset a new puzzle is dealt under for these rules (a rule code's own preset)."""
    return rules.strip().split(".")[1] if is_rule_code(rules) else rules


def _text(state: State, text: Text) -> str:
    return text[state["lang"]]


def _puzzle_id(kind: Kind, preset: str, difficulty: int, seed: int) -> str:
    return f"{kind}-{preset}-{difficulty}-{seed}"


def _reload(state: State) -> State:
    """The state's puzzle drawn again (language, colours, rules); a new one starts afresh.

    Another puzzle than the one shown comes with no feedback, tries, hint or lens.

    The same puzzle keeps its verdict: switching the language or the colours, or loading the
    same id again, neither clears it nor lets the puzzle be scored again. Under other house
    rules the same position is judged again, so the verdict goes (the score stays as counted).
    """
    puzzle_id = _puzzle_id(state["kind"], state["preset"], state["difficulty"], state["seed"])
    same = puzzle_id == state["puzzle"]["id"]
    rules = None if state["rules"] == state["preset"] else state["rules"]
    state["puzzle"] = _public(
        make_puzzle(
            puzzle_id,
            lang=state["lang"],
            palette=state["palette"],
            rules=rules,
            marks=state.get("marks"),
        )
    )
    state["error"] = None
    if not same:
        state["feedback"] = state["hint"] = state["lens"] = state["parsed"] = None
        state["tries"], state["revealed"] = 0, False
    return state


def recover(state: object, problem: str) -> State:
    """A fresh state for a state :func:`handle` cannot use, keeping what can be kept.

    Each setting of ``state`` that is valid is kept (its kind, preset, ... and score), the
    others are the defaults; ``error`` says what was wrong and that the puzzle started again.
    """
    given = state if isinstance(state, dict) else {}

    def keep(read: Callable[[], _T], default: _T) -> _T:
        try:
            return read()
        except (TractorError, ValueError):
            return default

    kind = keep(lambda: _kind(given.get("kind"), ""), "order")
    preset = keep(lambda: _preset(given.get("preset"), "", exact=True), "default")
    difficulty = keep(lambda: _whole(given.get("difficulty"), "", 1, 3), 1)
    seed = keep(lambda: _seed(given.get("seed"), ""), 1)
    lang = keep(lambda: _one_of(given.get("lang"), "", _LANGS), "en")
    palette = keep(lambda: _one_of(given.get("palette"), "", _PALETTES), "two")
    score = given.get("score")
    try:
        fresh = initial_state(
            kind, preset=preset, difficulty=difficulty, seed=seed, lang=lang, palette=palette
        )
    except (TractorError, ValueError):  # pragma: no cover - every setting kept is valid
        fresh = initial_state("order")
    if isinstance(score, dict):
        fresh["score"] = keep(lambda: _read_score(score), fresh["score"])
    lesson_base = given.get("lesson_base")
    if isinstance(lesson_base, str):
        fresh["lesson_base"] = lesson_base
    marks = given.get("marks")
    if isinstance(marks, bool):
        fresh["marks"] = marks
        fresh = _reload(fresh)
    fresh["error"] = f"{problem} (the puzzle was started again)"
    return fresh


def handle(state: object, msg: object) -> State:
    """Apply one reader action to a widget state and return the new state (never raises).

    Messages: ``{"type": "check", "answer": ...}``, ``{"type": "parse", "text": ...}`` (typed
    cards checked as they are typed), ``{"type": "hint"}``, ``{"type": "next"}``,
    ``{"type": "lens"}``, ``{"type": "settings", "preset"?, "difficulty"?, "lang"?, "palette"?,
    "kind"?}``, ``{"type": "load", "id": "tractor-default-1-7"}``.

    A bad action or answer leaves the state as it was, with ``error`` naming what is wrong (and
    counts as no attempt). A state that cannot be used (not a widget state, or tampered with:
    a field missing or of the wrong type, a puzzle that is not the state's) starts the puzzle
    again, keeping the settings and score that are valid, with ``error`` naming the bad field.
    """
    try:
        current = _read_state(state)
    except (TractorError, ValueError) as exc:
        return recover(state, str(exc))
    try:
        return _apply(current.copy(), msg)
    except (TractorError, ValueError) as exc:
        current["error"] = in_language(exc, current["lang"])
        return current


def _apply(new: State, msg: object) -> State:
    """:func:`handle` for a checked state; raises ValueError (or TractorError) on a bad action."""
    if not isinstance(msg, dict):
        raise BadFieldError("action", f'expected an object with a "type", got {_shown(msg)}')
    kind = msg.get("type")
    puzzle_id = new["puzzle"]["id"]
    if kind == "check":
        new = _check(new, msg.get("answer"))
    elif kind == "reveal":
        new = _reveal(new)
    elif kind == "parse":
        text = msg.get("text", "")
        cards = parse_cards(text if isinstance(text, str) else "")  # NotationError names the token
        new["parsed"] = [c.notation for c in cards]
    elif kind == "hint":
        new["hint"] = hint(puzzle_id)
    elif kind == "lens":
        if not _answer_shown(new):
            # every preset's answer to this position is the answer: it opens once the reader
            # has answered rightly or the answer is shown (issue 28, item 1)
            raise LensClosedError()
        new["lens"] = lens(puzzle_id, rules=new["rules"])
    elif kind == "next":
        new["seed"] += 1
        new["preset"] = _deal_preset(new["rules"])
        new = _reload(new)
    elif kind == "reset":
        new["score"] = {"tried": 0, "solved": 0, "streak": 0, "best_streak": 0}
    elif kind == "settings":
        new = _settings(new, msg)
    elif kind == "load":
        puzzle_id = msg.get("id", "")
        if not isinstance(puzzle_id, str):
            raise BadFieldError("load.id", f"expected a puzzle id, got {_shown(puzzle_id)}")
        k, p, d, s = parse_id(puzzle_id)
        new["kind"], new["preset"], new["difficulty"], new["seed"] = k, p, d, s
        if puzzle_id != new["puzzle"]["id"]:
            new["rules"] = p
            new["presets"] = _presets(None, new["lang"])
        new = _reload(new)
    else:
        msg_text = f"unknown action {kind!r}: expected one of {', '.join(_ACTIONS)}"
        raise BadFieldError("action.type", msg_text)
    return new


def _answer_shown(state: State) -> bool:
    """True once the puzzle's answer is on the page: answered rightly, or shown."""
    fb = state["feedback"]
    return state["revealed"] or (fb is not None and bool(fb.get("correct")))


def _count(new: State, solved: bool) -> None:
    """Count the puzzle in the score: only its first answer (or giving up) counts."""
    score = new["score"].copy()
    score["tried"] += 1
    if solved:
        score["solved"] += 1
        score["streak"] += 1
        score["best_streak"] = max(score["best_streak"], score["streak"])
    else:
        score["streak"] = 0
    new["score"] = score


def _shown_feedback(result: CheckResult, revealed: bool) -> CheckResult:
    """What the reader is shown of a verdict: all of it once right or revealed.

    For a wrong try, only what is wrong with the answer (``why``): never the solution, the
    reason or the rule, which would give it away.
    """
    if result.get("correct") or revealed:
        return result
    out: CheckResult = {"correct": False, "given": result["given"]}
    if "why" in result:
        out["why"] = result["why"]
    return out


def _check(new: State, answer: object) -> State:
    """Judge an answer; a wrong one may be tried again, the second wrong try shows the answer.

    Only the first answer to a puzzle counts in the score.
    """
    result = check(new["puzzle"]["id"], answer, rules=_judged_by(new))
    if "error" in result:
        new["error"] = result["error_zh"] if new["lang"] == "zh" else result["error"]
        return new
    first = new["feedback"] is None and not new["revealed"]
    if first:
        _count(new, result["correct"])
    if not result["correct"]:
        new["tries"] += 1
        if new["tries"] >= _TRIES:
            new["revealed"] = True
        new["hint"] = hint(new["puzzle"]["id"])
    new["feedback"] = _shown_feedback(result, new["revealed"])
    return new


def _reveal(new: State) -> State:
    """Show the answer ("Show the answer"): the verdict on the last answer, or the solution's.

    Giving up before answering counts as a puzzle tried and not solved.
    """
    if new["feedback"] is None and not new["revealed"]:
        _count(new, solved=False)
    new["revealed"] = True
    return _rejudge(new)


def _rejudge(new: State) -> State:
    """The verdict again, under the state's rules.

    On the reader's last answer if there is one, else (the answer shown) on the solution.
    """
    fb = new["feedback"]
    if fb is None and not new["revealed"]:
        return new
    puzzle_id = new["puzzle"]["id"]
    if fb is not None and "given" in fb:
        result = check(puzzle_id, fb["given"], rules=_judged_by(new))
    else:
        solution = make_puzzle(puzzle_id, rules=_judged_by(new))["_solution"]
        result = check(puzzle_id, solution, rules=_judged_by(new))
        result.pop("given", None)
    new["feedback"] = _shown_feedback(result, new["revealed"])
    return new


def _judged_by(state: State) -> str | None:
    """The preset the state's position is judged under; None: the id's own."""
    return None if state["rules"] == state["preset"] else state["rules"]


def _settings(new: State, msg: dict[str, Any]) -> State:
    """Apply a settings action (a preset may be named by an alias).

    Other house rules judge the SAME position again (the verdict and the lens are given again
    under them); a preset that cannot judge it is refused and the rules stay as they were.
    Another difficulty or kind is a new puzzle, dealt under the rules chosen.
    """
    rules = before_rules = new["rules"]
    if "preset" in msg:
        rules = _preset(msg["preset"], "settings.preset", exact=False, code=True)
    if "difficulty" in msg:
        new["difficulty"] = _whole(msg["difficulty"], "settings.difficulty", 1, 3)
        new["preset"] = _deal_preset(rules)
    if "lang" in msg:
        new["lang"] = _one_of(msg["lang"], "settings.lang", _LANGS)
    if "palette" in msg:
        new["palette"] = _one_of(msg["palette"], "settings.palette", _PALETTES)
    if "kind" in msg:
        new["kind"] = _kind(msg["kind"], "settings.kind")
        new["preset"] = _deal_preset(rules)
    if "marks" in msg:
        marks = _optional(msg["marks"], "settings.marks", bool, "true or false")
        if marks is None:
            new.pop("marks", None)
        else:
            new["marks"] = marks
    changed = rules != new["rules"]
    before = new["puzzle"]["id"]
    new["rules"] = rules
    new["presets"] = _presets(rules, new["lang"])
    try:
        new = _reload(new)
    except (TractorError, ValueError) as exc:
        if not changed:  # pragma: no cover - every other setting was checked
            raise
        msg_text = f"House rules {rules!r} cannot judge this puzzle ({exc}); the rules stay {before_rules!r}"
        raise ValueError(msg_text) from None
    if changed and new["puzzle"]["id"] == before:
        new = _rejudge(new)
        if new["lens"] is not None:
            new["lens"] = lens(new["puzzle"]["id"], rules=_judged_by(new))
    return new
