"""The lessons and the puzzle widget in a real JupyterLab.

Starts JupyterLab on 127.0.0.1 with a one-cell notebook and two lessons. In Debian's Chromium it
runs the cell, clicks an answer and the variant lens, and checks the engine's verdict appears; and
it opens a lesson (a jupytext ``.py`` file) and follows its link to another lesson, both of
which must open as notebooks (the default viewer ``make lab`` and ``make test`` install).
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.site.jupyter_server import (
    PANEL,
    jupyter_server,
    run_first_cell,
    wait_for_own_kernel,
    write_notebook,
)
from tractor_core import PRESETS, puzzles
from tractor_core.rules.presets import find_preset
from tractor_core.words.option_words import OPTION_WORDS, value_words
from widgets.tools import preset_label

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("lab")
    write_notebook(
        root / "puzzle.ipynb",
        'from widgets import PuzzleWidget\nPuzzleWidget("tractor", difficulty=2, seed=5)',
    )
    write_notebook(
        root / "picker.ipynb",
        "from IPython.display import display\n"
        "from widgets import HouseRulesPicker, PuzzleWidget\n"
        'picker = HouseRulesPicker("default")\n'
        'kitty = PuzzleWidget("kitty", seed=3)\n'
        "picker.attach(kitty)\n"
        "display(picker, kitty)",
    )
    lessons = Path(__file__).resolve().parents[2] / "lessons"
    for name in ("02-trumps.py", "04-leading-following.py", "10-whole-hand.py", "jupytext.toml"):
        shutil.copy(lessons / name, root / name)
    with jupyter_server("jupyterlab", root, "--LabApp.news_url=") as url:
        yield url


@pytest.fixture(scope="module")
def lab_root(lab: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the ``lab`` server serves (the basetemp's first ``lab`` folder)."""
    return tmp_path_factory.getbasetemp() / "lab0"


def test_puzzle_widget_works_in_jupyterlab(browser: Any, lab: str) -> None:
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    run_first_cell(page, lab, "/lab/tree/puzzle.ipynb")
    page.wait_for_selector(".tc-puzzle[data-puzzle-id]", timeout=90_000)
    puzzle_id = page.get_attribute(".tc-puzzle", "data-puzzle-id")
    assert puzzle_id == "tractor-default-2-5"
    solution = puzzles.make_puzzle(puzzle_id)["_solution"]
    page.click(f".tc-puzzle button[data-answer={'yes' if solution else 'no'}]")
    feedback = page.wait_for_selector(".tc-feedback.tc-right", timeout=30_000)
    rule = puzzles.check(puzzle_id, solution)["rule"]
    assert feedback.get_attribute("data-rule") == rule["id"]
    assert rule["title"] in feedback.inner_text()  # by its title (its id is not for readers)
    assert rule["id"] not in feedback.inner_text()
    page.click(".tc-lens-button")
    page.wait_for_selector(".tc-lens", timeout=30_000)
    assert page.locator(".tc-lens tbody tr").count() == len(PRESETS)
    # the cards follow JupyterLab's text size (Settings → Theme → font size sets this variable)
    card = ".tc-puzzle .tc-face svg"
    before = page.eval_on_selector(card, "e => e.getBoundingClientRect().width")
    page.evaluate("document.body.style.setProperty('--jp-content-font-size1', '21px')")
    after = page.eval_on_selector(card, "e => e.getBoundingClientRect().width")
    assert after == pytest.approx(before * 1.5, rel=0.02)
    assert errors == []
    page.close()


def test_a_lesson_and_its_link_open_as_notebooks(browser: Any, lab: str) -> None:
    overrides = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    assert overrides.exists(), f"{overrides} is missing: `make lab` and `make test` write it"
    settings = json.loads(overrides.read_text(encoding="utf-8"))
    # lessons open as notebooks; the teacher's guide and other pages as rendered Markdown
    assert settings["@jupyterlab/docmanager-extension:plugin"]["defaultViewers"] == {
        "python": "Jupytext Notebook",
        "markdown": "Markdown Preview",
    }
    # no "get notified about Jupyter news?" question on a class's first start
    assert settings["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{lab}/lab/tree/04-leading-following.py")
    lesson4 = page.locator(".jp-NotebookPanel", has_text="Lesson 4")
    lesson4.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=90_000)
    assert page.locator(".jp-FileEditor:visible").count() == 0
    # A lesson names its kernel (python3), so JupyterLab starts it without asking which one.
    lesson4.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(timeout=60_000)
    assert page.locator(".jp-Dialog").count() == 0
    # "Remember from [Lesson 2](02-trumps.py)", near the top; JupyterLab opens it in a new tab
    lesson4.locator(".jp-RenderedMarkdown a", has_text="Lesson 2").first.click(timeout=30_000)
    page.locator(".lm-TabBar-tab", has_text="02-trumps.py").wait_for(timeout=60_000)
    lesson2 = page.locator(".jp-NotebookPanel:visible", has_text="Lesson 2")
    lesson2.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=60_000)
    assert page.locator(".jp-FileEditor:visible").count() == 0
    assert errors == []
    page.close()


def test_running_and_saving_a_lesson_leaves_its_file_unchanged(
    browser: Any, lab: str, lab_root: Path
) -> None:
    """Teachers save (and File → Print saves first): the lesson file must not change."""
    lesson = lab_root / "02-trumps.py"
    before = lesson.read_bytes()
    page = browser.new_page(viewport={"width": 1300, "height": 900})
    # a workspace of its own: the other tests' tabs are not restored into this one
    page.goto(f"{lab}/lab/workspaces/save-test/tree/02-trumps.py")
    page.locator(f"{PANEL} .jp-Notebook .jp-CodeCell").first.wait_for(timeout=90_000)
    # Run All only once the page's notebook has its kernel: a run before that is dropped by
    # JupyterLab (see tests/site/jupyter_server.py and sitebuild/lite-guard.js).
    wait_for_own_kernel(page)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(
        """(panel) => {
            const prompts = [...document.querySelectorAll(`${panel} .jp-CodeCell .jp-InputPrompt`)];
            return prompts.length > 5 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
        }""",
        arg=PANEL,
        timeout=90_000,
    )
    page.keyboard.press("Control+s")
    page.locator(".jp-mod-dirty").first.wait_for(state="detached", timeout=30_000)
    page.wait_for_timeout(500)  # the contents manager writes the file after answering
    assert lesson.read_bytes() == before
    page.close()


def test_a_picker_option_reaches_the_attached_puzzle_and_a_refusal_resets_the_menu(
    browser: Any, lab: str
) -> None:
    """Issue (lessons in JupyterLab): the picker's option changes (kitty_multiplier=power_of_two)
    were ignored by an attached puzzle, and a refused combination left the menu showing the
    refused value."""
    page = browser.new_page(viewport={"width": 1366, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    # this notebook's own kernel, idle, before the cells are run
    page.goto(f"{lab}/lab/workspaces/picker-test/tree/picker.ipynb")
    page.locator(f"{PANEL} .jp-CodeCell .jp-InputArea-editor").first.wait_for(timeout=90_000)
    wait_for_own_kernel(page)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_selector(".tc-puzzle[data-puzzle-id]", timeout=90_000)
    assert page.get_attribute(".tc-puzzle", "data-puzzle-id") == "kitty-default-1-3"

    def option(name: str) -> Any:
        """The picker's menu labelled ``name`` (not the puzzle's own house-rules menu)."""
        return page.locator(".widget-dropdown select").and_(page.get_by_label(name, exact=True))

    page.click(".tc-puzzle .tc-reveal-button")
    page.wait_for_selector(".tc-feedback", timeout=30_000)
    assert page.get_attribute(".tc-feedback", "data-rule") == "kitty.twice-unit-size"
    # the menus speak plain words (issue 31): the option's label and each value's words
    # the options wait folded under the preset (the picker fits a projector): unfold them
    page.get_by_text("Change one option of these rules").click()
    kitty = OPTION_WORDS["kitty_multiplier"].label[0]
    option(kitty).select_option(label=value_words("kitty_multiplier", "power_of_two", "en"))
    # the same position, judged again under the changed option (sent as a rule code)
    page.wait_for_function(
        "() => document.querySelector('.tc-preset')?.value.startsWith('t3.default.')",
        timeout=30_000,
    )
    page.wait_for_function(
        "() => document.querySelector('.tc-feedback')?.dataset.rule === 'kitty.power-of-two'",
        timeout=30_000,
    )
    assert page.get_attribute(".tc-puzzle", "data-puzzle-id") == "kitty-default-1-3"
    # 004 with three decks is refused: the reason shows, and the menu goes back to 2
    option("House rules").select_option(label=preset_label(find_preset("004"), "en"))
    page.wait_for_function(
        "() => document.querySelector('.tc-preset')?.value === '004'", timeout=30_000
    )
    decks = OPTION_WORDS["decks"].label[0]
    option(decks).select_option(label=value_words("decks", 3, "en"))
    page.locator(".widget-html", has_text="has no value for triples").wait_for(timeout=30_000)
    refusal = page.locator(".widget-html", has_text="has no value for").inner_text()
    assert "kitty_multiplier" not in refusal
    page.wait_for_function(
        """([label, two]) => [...document.querySelectorAll('.widget-dropdown')]
            .find(d => d.querySelector('label')?.textContent.trim() === label)
            ?.querySelector('select').selectedOptions[0].textContent
            .replace(/\u00a0/g, ' ').trim() === two""",
        arg=[decks, value_words("decks", 2, "en")],
        timeout=30_000,
    )
    assert page.eval_on_selector(".tc-preset", "e => e.value") == "004"
    assert errors == []
    page.close()


def test_lesson_10s_hands_wrap_to_the_page_at_1366_px(browser: Any, lab: str) -> None:
    """Issue (lessons in JupyterLab): the 25-card hands of lesson 10 were cut off at 1366 px."""
    page = browser.new_page(viewport={"width": 1366, "height": 768})
    page.goto(f"{lab}/lab/workspaces/hands-test/tree/10-whole-hand.py")
    panel = PANEL
    page.locator(f"{panel} .jp-Notebook .jp-CodeCell").first.wait_for(timeout=90_000)
    wait_for_own_kernel(page)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(
        "(panel) => document.querySelectorAll(`${panel} .tc-hand-rows`).length === 4",
        arg=panel,
        timeout=120_000,
    )
    cut = page.evaluate(
        """(panel) => [...document.querySelectorAll(`${panel} .tc-hand-rows`)].flatMap((rows) => {
            const area = rows.closest('.jp-OutputArea-output').getBoundingClientRect();
            // every card row inside the output, at its own size (not squeezed to fit)
            return [...rows.querySelectorAll('svg.tc-hand')]
                .map((svg) => [svg.getBoundingClientRect(), Number(svg.getAttribute('width'))])
                .filter(([r, w]) => r.right > area.right + 1 || Math.abs(r.width - w) > 1)
                .map(([r, w]) => `${r.left}-${r.right} (${w} px) in ${area.left}-${area.right}`);
        })""",
        panel,
    )
    assert cut == []
    page.close()
