"""The site for everyone: axe-core after a puzzle was answered, the keyboard, the dark scheme.

Every page as it loads is swept by tests/site/test_axe_every_page.py (both languages, light and
dark, 390 and 1366 px); here axe-core (npm, pinned in package.json) runs on the puzzles page in a
state of its own, after an answer, in light and in dark. What it reports is named in the failure:
rule, impact and the elements, with the colours for contrast problems.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.site.conftest import PageWatch
from tests.site.page_checks import serious
from tests.site.test_browser_live import TIMEOUT, _answer, _feedback, _wrong
from tractor_core import puzzles

pytestmark = pytest.mark.browser


@pytest.fixture(params=["light", "dark"])
def scheme(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def test_no_serious_accessibility_problem_after_answering(watched: PageWatch, scheme: str) -> None:
    page = watched.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=follow]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    puzzle = puzzles.make_puzzle(str(page.get_attribute(f"{root} .tc-puzzle", "data-puzzle-id")))
    _answer(page, root, puzzle, _wrong(puzzle))
    _feedback(page, root, right=False)
    page.click(f"{root} .tc-feedback .tc-reveal")
    page.wait_for_selector(f"{root} .tc-feedback .tc-expected", timeout=TIMEOUT)
    page.click(f"{root} .tc-lens-button")
    page.wait_for_selector(f"{root} .tc-lens", timeout=TIMEOUT)
    assert serious(page) == []


# ------------------------------------------------------------------ a short way to each puzzle
def _tab_until(page: Any, test: str, limit: int) -> int:
    """Press Tab until ``test`` (JS, on document.activeElement) holds; the number of presses."""
    for presses in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate(f"(e => Boolean(e && ({test})))(document.activeElement)"):
            return presses
    msg = f"{test} not reached in {limit} Tabs"
    raise AssertionError(msg)


def _wait_for_target(page: Any, anchor: str) -> None:
    """Wait until the page's fragment is ``anchor`` by a real navigation (``:target`` matches)."""
    page.wait_for_function(f"document.querySelector(':target')?.id === {anchor!r}", timeout=TIMEOUT)


def test_the_puzzles_page_has_a_path_to_each_puzzle_shorter_than_its_tab_order(
    watched: PageWatch,
) -> None:
    """Issue #15: on /puzzles/ the last puzzle was 41 Tabs away. The contents at the top link to
    every kind; from the page's top ("Skip to content", then the contents) the last puzzle's
    first control is a few Tabs away."""
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    # every puzzle drawn: a puzzle above drawn while the keys walk moves what is below it
    page.wait_for_function(
        "document.querySelectorAll('.tc-live').length > 0 && [...document.querySelectorAll("
        "'.tc-live')].every((live) => live.querySelector('.tc-puzzle[data-puzzle-id]'))",
        timeout=TIMEOUT,
    )
    # ...and every puzzle at its real height (below: a jump lands where it should)
    page.wait_for_selector(MEASURED, state="attached", timeout=TIMEOUT)
    # one link per kind, each to the heading just above that puzzle
    targets = page.evaluate(
        """() => {
          const lives = Array.from(document.querySelectorAll('.tc-live'));
          const after = (node) => lives.find(
            (live) => node.compareDocumentPosition(live) & Node.DOCUMENT_POSITION_FOLLOWING);
          return Array.from(document.querySelectorAll('.md-content a'))
            .filter((a) => a.hash && a.pathname === location.pathname && !a.closest('.tc-live, h1, h2, h3'))
            .map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1))))
            .filter((h) => h && /^H[2-6]$/.test(h.tagName))
            .map((h) => {
              const live = after(h);
              const next = Array.from(document.querySelectorAll('.md-content h2'))
                .find((o) => h.compareDocumentPosition(o) & Node.DOCUMENT_POSITION_FOLLOWING);
              const between = live && (!next || (live.compareDocumentPosition(next)
                & Node.DOCUMENT_POSITION_FOLLOWING));
              return between ? live.dataset.kind : null;
            });
        }"""
    )
    assert sorted(kind for kind in targets if kind) == sorted(puzzles.KINDS)
    last = "declaration"
    link = page.locator(".tc-live").last.get_attribute("data-kind")
    assert link == last
    # Material's "Skip to content" first, then the contents' last link
    to_skip = _tab_until(page, "e.matches('.md-skip')", 3)
    page.keyboard.press("Enter")
    # Material's instant navigation takes the click and follows the link a moment later (a
    # native fragment navigation, which moves the Tab starting point to the target): a key
    # pressed before that still walks the header (the cause of this test's old flakiness), so
    # wait for it, as a reader's next key does.
    _wait_for_target(page, page.evaluate("document.querySelector('.md-skip').hash.slice(1)"))
    to_link = to_skip + _tab_until(
        page, "e.matches('a[href$=\"#does-this-declaration-overturn-that-one\"]')", 40 - to_skip
    )
    page.keyboard.press("Enter")
    _wait_for_target(page, "does-this-declaration-overturn-that-one")
    to_puzzle = _tab_until(page, f"e.closest('.tc-live[data-kind={last}]')", 40 - to_link)
    assert to_link + to_puzzle <= 20, (to_link, to_puzzle)
    # ...and that control is the puzzle's own, on screen
    seen = page.evaluate(
        "(() => { const e = document.activeElement, r = e.getBoundingClientRect();"
        " return [r.top, r.bottom, innerHeight, scrollY, e.outerHTML.slice(0, 120)]; })()"
    )
    assert seen[0] < seen[2], seen
    assert seen[1] > 0, seen


# ------------------------------------------------------------------ a jump lands on its heading
MEASURED = "html[data-tc-measured]"
# the heading's top, below Material's sticky header and close to it
_HEADING_PLACE = """(id) => {
  const top = document.getElementById(id).getBoundingClientRect().top;
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  return [top, header];
}"""


def _lands_on(page: Any, anchor: str) -> None:
    top, header = page.evaluate(_HEADING_PLACE, anchor)
    assert header - 1 <= top <= header + 60, (anchor, top, header)


@pytest.mark.parametrize("width", [390, 1366])
def test_a_link_to_a_heading_of_the_puzzles_page_shows_that_heading(
    watched: PageWatch, width: int
) -> None:
    """A puzzle not yet drawn is as tall as a guess (reading.css content-visibility) and an empty
    box before it is mounted: opening /puzzles/#who-wins-this-trick left that heading 370-434 px
    above the screen, the puzzles above it having changed height after the browser's jump. The
    page jumps again once every puzzle has its real height (tractor-live.js measureInTurns)."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 800})
    for anchor in ("who-wins-this-trick", "does-this-declaration-overturn-that-one"):
        page.goto("about:blank")  # (a new document: the same page at another # only scrolls)
        page.goto(f"{watched.base}/puzzles/#{anchor}")
        page.wait_for_selector(MEASURED, state="attached", timeout=TIMEOUT)
        _lands_on(page, anchor)


def test_the_contents_of_the_puzzles_page_jump_to_their_headings(watched: PageWatch) -> None:
    """The contents at the top of /puzzles/ link to each puzzle's heading: a click (or Enter)
    shows the heading under the header, the puzzles above it at their real heights (a puzzle
    still at its guessed height put the heading 129 px above the screen)."""
    page = watched.page
    page.goto(f"{watched.base}/puzzles/")
    page.wait_for_selector(MEASURED, state="attached", timeout=TIMEOUT)
    for anchor in ("does-this-declaration-overturn-that-one", "who-wins-this-trick"):
        page.evaluate("window.scrollTo(0, 0)")
        page.click(f".md-content a[href$='#{anchor}']:not(.anchor-link)")
        _wait_for_target(page, anchor)
        page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        _lands_on(page, anchor)


# ------------------------------------------------------------------ dark puzzles
@pytest.mark.parametrize("width", [390, 1366])
def test_puzzles_follow_the_dark_scheme(watched: PageWatch, width: int) -> None:
    """In dark mode (Material's slate) a puzzle is dark too, its text light, its cards white."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    page.emulate_media(color_scheme="dark")
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=kitty] .tc-puzzle"
    page.wait_for_selector(f"{root}[data-puzzle-id]", timeout=TIMEOUT)
    luminance = """e => { const [r, g, b] = getComputedStyle(e)[PROP].match(/\\d+/g).map(Number);
                          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255; }"""
    assert page.eval_on_selector(root, luminance.replace("PROP", "'backgroundColor'")) < 0.25
    assert page.eval_on_selector(root, luminance.replace("PROP", "'color'")) > 0.75
    button = f"{root} .tc-hint-button"
    assert page.eval_on_selector(button, luminance.replace("PROP", "'backgroundColor'")) < 0.25
    # the cards: drawn on the deck's white blank, not inverted or dimmed
    card = f"{root} .tc-face svg"
    assert page.eval_on_selector(
        card,
        "svg => Array.from(svg.querySelectorAll('use')).some(u =>"
        " u.getAttributeNS('http://www.w3.org/1999/xlink', 'href') === '#tc-blank')",
    )
    assert page.evaluate("getComputedStyle(document.querySelector('#tc-blank rect')).fill") == (
        "rgb(255, 255, 255)"
    )
    assert page.eval_on_selector(card, "e => getComputedStyle(e).filter") == "none"


def test_a_jokers_words_are_not_covered_by_the_next_card(watched: PageWatch) -> None:
    """The little joker's "JOKER" runs down its right edge; in a fanned row (the kitty at
    390 px) the next card covered it."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 900})
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=kitty]"
    page.wait_for_selector(f"{root} .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    page.fill(f"{root} .tc-goto", "kitty-default-2-6")  # its kitty: ... CJ LJ DA ...
    page.press(f"{root} .tc-goto", "Enter")
    joker = f"{root} .tc-puzzle[data-puzzle-id='kitty-default-2-6'] .tc-face[data-card=LJ]"
    page.wait_for_selector(joker, timeout=TIMEOUT)
    covered = page.eval_on_selector(
        joker,
        """face => { const words = face.querySelector('svg').getBoundingClientRect();
                     const next = face.nextElementSibling;
                     if (!next || next.getBoundingClientRect().top >= words.bottom) return null;
                     return next.getBoundingClientRect().left < words.right - 1; }""",
    )
    assert covered is False


def test_a_puzzle_printed_from_dark_mode_prints_dark_on_white(watched: PageWatch) -> None:
    page = watched.page
    page.emulate_media(color_scheme="dark", media="print")
    page.goto(f"{watched.base}/puzzles/")
    root = ".tc-live[data-kind=kitty] .tc-puzzle"
    page.wait_for_selector(f"{root}[data-puzzle-id]", timeout=TIMEOUT)
    assert page.get_attribute("body", "data-md-color-scheme") == "slate"
    assert page.eval_on_selector(root, "e => getComputedStyle(e).color") == "rgb(26, 26, 26)"


# ------------------------------------------------------------------ the header by keyboard
def _keys_ready(page: Any) -> None:
    """The header's keys module (tractor-keys.js), fetched at the first key pressed, is running
    (a reader takes longer between two keys than it takes to arrive)."""
    page.wait_for_function("window.tractorKeys === true", timeout=10_000)


def _scheme(page: Any) -> str:
    return str(page.get_attribute("body", "data-md-color-scheme"))


@pytest.mark.parametrize(("width", "start"), [(390, "light"), (1366, "dark")])
def test_the_light_dark_toggle_works_with_enter_and_space_and_the_mouse(
    watched: PageWatch, width: int, start: str
) -> None:
    """Material's light/dark toggle is a label for a hidden radio: the keyboard's focus is on a
    radio, where Space did nothing (a button that seemed broken). Enter and Space switch it, as a
    click on it does, and the focus stays on the toggle, with its ring shown."""
    page = watched.page
    page.set_viewport_size({"width": width, "height": 800})
    page.emulate_media(color_scheme=start)
    page.goto(f"{watched.base}/03-combinations/")
    toggle = "input.md-option[name=__palette]"
    ring = "!document.activeElement.nextElementSibling.hidden"
    _tab_until(page, f"e.matches('{toggle}')", 25)
    _keys_ready(page)
    first, second = ("default", "slate") if start == "light" else ("slate", "default")
    assert _scheme(page) == first
    assert page.evaluate(ring), "the focus is on the toggle that is not shown"
    for key, scheme in (("Space", second), ("Enter", first), ("Space", second)):
        page.keyboard.press(key)
        page.wait_for_function(f"document.body.dataset.mdColorScheme === '{scheme}'", timeout=2_000)
        assert page.evaluate(f"document.activeElement.matches('{toggle}') && {ring}")
    page.click("form[data-md-component=palette] label:not([hidden])")
    page.wait_for_function(f"document.body.dataset.mdColorScheme === '{first}'", timeout=2_000)


def _in_drawer(page: Any) -> bool:
    return bool(page.evaluate("Boolean(document.activeElement.closest('.md-sidebar--primary'))"))


@pytest.mark.parametrize(("path", "name"), [("", "Menu"), ("zh/", "菜单")])
def test_at_phone_width_tab_skips_the_closed_menu_and_the_menu_button_opens_it(
    watched: PageWatch, path: str, name: str
) -> None:
    """At 390 px the site's menu is a drawer off the screen: Tab walked through all its links
    (unseen) before the page's text. Closed, it is out of the Tab order; its menu button takes
    the focus, and Enter or Space opens it with the focus inside; Escape closes it."""
    page = watched.page
    page.set_viewport_size({"width": 390, "height": 800})
    page.goto(f"{watched.base}/{path}03-combinations/")
    page.wait_for_selector(".tc-live .tc-puzzle[data-puzzle-id]", timeout=TIMEOUT)
    menu = "label.md-header__button[for=__drawer]"
    reached = False
    for _ in range(30):
        page.keyboard.press("Tab")
        assert not _in_drawer(page), "Tab went into the closed menu"
        reached = reached or page.evaluate(f"document.activeElement.matches('{menu}')")
        if page.evaluate("Boolean(document.activeElement.closest('.md-content'))"):
            break
    else:
        raise AssertionError("the page's text not reached in 30 Tabs")
    assert reached, "the menu button is not in the Tab order"
    _keys_ready(page)
    page.focus(menu)
    assert page.evaluate("document.activeElement.getAttribute('role')") == "button"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == name
    for key in ("Enter", "Space"):
        page.keyboard.press(key)
        page.wait_for_function("document.getElementById('__drawer').checked", timeout=2_000)
        page.wait_for_function(
            "Boolean(document.activeElement.closest('.md-sidebar--primary'))", timeout=2_000
        )
        page.keyboard.press("Tab")
        assert _in_drawer(page)
        page.keyboard.press("Escape")
        page.wait_for_function("!document.getElementById('__drawer').checked", timeout=2_000)
        assert page.evaluate(f"document.activeElement.matches('{menu}')")
    # the mouse still opens it, and its links are then reachable
    page.click(menu)
    page.wait_for_function("document.getElementById('__drawer').checked", timeout=2_000)
    link = page.locator(".md-sidebar--primary a.md-nav__link").first
    link.focus()
    assert _in_drawer(page)


def test_on_a_wide_screen_the_sidebar_menu_stays_in_the_tab_order(watched: PageWatch) -> None:
    page = watched.page
    page.set_viewport_size({"width": 1366, "height": 800})
    page.goto(f"{watched.base}/03-combinations/")
    _tab_until(page, "e.closest('.md-sidebar--primary') && e.matches('a')", 25)
    assert page.locator("label.md-header__button[for=__drawer]").is_hidden()
