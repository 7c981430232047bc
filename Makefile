# Two commands do everything on a fresh machine with python3 (and node/npm for the site's
# vendored Python runtime):
#   make serve   build the tutorial site and serve it on http://127.0.0.1:8000 with live reload
#   make test    format check, lint, type check, every test (engine, widgets, lessons, site, browser)
#   make check   the daily loop: format check, lint, type check and the unit tests, without the
#                site build, the browser and the slow seeded runs (about a minute; it runs
#                npm ci the first time, as a doctest reads the site's vendored font)
# Both create .venv and install the project with its dev extra the first time.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-dev
NPM    := node_modules/.installed
# JupyterLab opens the lessons (jupytext .py files) as notebooks, also when a lesson's link is
# clicked, and asks no news question on first start (a class is waiting): settings for this
# environment only (the user's own settings are untouched).
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings/overrides.json
# The tests run on this many cores (pytest-xdist; a test file stays on one core, so a module's
# JupyterLab or browser page is started once). CI has two.
JOBS ?= 2

.PHONY: test check serve site lab lab-fresh print-lesson widget-font lint typecheck pytest unit bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

$(LAB_SETTINGS): $(STAMP) Makefile
	mkdir -p $(dir $@)
	printf '%s\n' '{"@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"python": "Jupytext Notebook", "markdown": "Markdown Preview"}}, "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' > $@

$(NPM): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NPM)

test: lint typecheck pytest

check: lint typecheck unit

lint: $(STAMP)
	$(PY) -m ruff format --check .
	$(PY) -m ruff check .

typecheck: $(STAMP)
	$(PY) -m mypy

pytest: $(STAMP) $(NPM) $(LAB_SETTINGS)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(PY) -m pytest -n $(JOBS) --dist loadfile

unit: $(STAMP) $(NPM)
	$(PY) -m pytest -n $(JOBS) -m "not slow and not browser" --ignore=tests/site -q

serve: $(STAMP) $(NPM)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(PY) -m mkdocs serve --dev-addr 127.0.0.1:8000

site: $(STAMP) $(NPM)
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(PY) -m mkdocs build --strict

# The class works on copies of the lessons in classroom/ (ignored by git): nothing done in class
# changes lessons/. `make lab` makes the copies that are missing and opens them; `make lab-fresh
# L=03` puts lesson 3 back as shipped (without L: every lesson). CODE=shown: copies with the code
# shown (folded by default). See widgets/classroom.py and the teacher's guide.
CODE ?= folded
lab: $(STAMP) $(LAB_SETTINGS)
	$(PY) -m widgets.classroom --code $(CODE)
	$(PY) -m jupyter lab classroom/

lab-fresh: $(STAMP)
	$(PY) -m widgets.classroom --fresh --code $(CODE) $(L)

# A lesson on paper, offline: its prose, pictures and puzzles with their choices, no code, as
# build/print/NN-name.pdf (and .html). make print-lesson L=03 (LANG=zh: the Chinese lesson).
LANG_PRINT := $(if $(filter zh,$(LANG)),zh,en)
print-lesson: $(STAMP)
	$(PY) -m widgets.print_lesson $(L) --lang $(LANG_PRINT)

# The widgets' own Chinese font (widgets/chinese_font.py): Noto Sans SC cut down to the Chinese
# the engine and the widgets can show, committed; tests/test_widget_font.py says when to run this.
widget-font: $(STAMP) $(NPM)
	$(PY) -c 'from widgets.chinese_font import main; main()'

bench: $(STAMP) $(NPM)
	for b in benchmarks/*.py; do PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) site build node_modules .cache .pytest_cache .mypy_cache .ruff_cache
