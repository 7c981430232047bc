"""Shared helpers for the Engine I tests.

Sources: the five rulebooks in ``shared/seeds`` (keys 000-004) and ``shared/rules/variants.md``.
Each test module cites the sections it turns into tests.

Helpers are plain functions (imported as ``from tests.conftest import order``) so that tables of
examples can be built at import time inside ``pytest.mark.parametrize``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tractor_core.api.cli import main
from tractor_core.rules.cards import Card, parse_cards
from tractor_core.rules.presets import preset
from tractor_core.rules.trump_order import Trump, TrumpOrder, order_for


def order(name: str, level: str, suit: str | None, **overrides: Any) -> TrumpOrder:
    """The trump order of preset ``name`` at ``level`` with trump ``suit`` (None = no-trump)."""
    return order_for(Trump.parse(level, suit), preset(name, **overrides))


def notations(cards: Any) -> list[str]:
    """Cards as a list of notation strings (for readable assertions)."""
    return [c.notation for c in parse_cards(cards)]


def card(text: str) -> Card:
    """One card from its notation."""
    return Card.parse(text)


def run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``python -m tractor_core ARGV`` in process: the exit code (argparse's too), stdout, stderr."""
    try:
        code = main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


# ------------------------------------------------------------ every rule id a verdict names
class RuleIdRecorder:
    """Records the rule id of every verdict made while the tests run.

    Installed for the whole session (``pytest_configure``); at the end (``pytest_sessionfinish``)
    any id missing from the catalogue fails the run, naming the id and a test that produced it,
    so a verdict can never name a rule that the catalogue (and the site's rule links) lack.
    """

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}  # rule id -> the first test that produced it
        self.test = "(collection)"
        self._saved: tuple[Any, Any] | None = None

    def install(self) -> None:
        from tractor_core.rules.verdict import Verdict  # noqa: PLC0415 - patched for the session only

        init, later = Verdict.__init__, Verdict.__dict__["later"]
        seen, recorder = self.seen, self

        def recording_init(  # noqa: PLR0917 - Verdict.__init__'s own signature
            verdict: Any, value: Any, reason: str, reason_zh: str, rule: str, details: Any = None
        ) -> None:
            if rule not in seen:
                seen[rule] = recorder.test
            init(verdict, value, reason, reason_zh, rule, details)

        def recording_later(cls: Any, value: Any, rule: str, explain: Any) -> Any:
            if rule not in seen:
                seen[rule] = recorder.test
            return later.__func__(cls, value, rule, explain)

        Verdict.__init__ = recording_init  # type: ignore[method-assign,assignment]
        Verdict.later = classmethod(recording_later)  # type: ignore[method-assign,assignment]
        self._saved = (init, later)

    def uninstall(self) -> None:
        from tractor_core.rules.verdict import Verdict  # noqa: PLC0415

        if self._saved is not None:
            Verdict.__init__, Verdict.later = self._saved  # type: ignore[method-assign]
            self._saved = None

    def unknown(self) -> dict[str, str]:
        from tractor_core.words.catalogue import CATALOGUE  # noqa: PLC0415

        return {rule: test for rule, test in sorted(self.seen.items()) if rule not in CATALOGUE}

    # pytest hooks: the recorder is registered as a plugin, so that they see every item of the
    # run (doctests of tractor_core and README.md too), not only those under tests/.
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.test = item.nodeid

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        self.uninstall()
        unknown = self.unknown()
        if unknown:
            reporter = session.config.pluginmanager.get_plugin("terminalreporter")
            lines = [f"  {rule!r} (first made in {test})" for rule, test in unknown.items()]
            message = "\nverdicts named rule ids missing from the catalogue:\n" + "\n".join(lines)
            if reporter is not None:
                reporter.write_line(message, red=True)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED


RULE_IDS = RuleIdRecorder()


def pytest_configure(config: pytest.Config) -> None:
    RULE_IDS.install()
    config.pluginmanager.register(RULE_IDS, "tractor-rule-ids")
