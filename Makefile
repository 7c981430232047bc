# Two commands do everything on a fresh machine with only python3:
#   make serve   build the tutorial and serve it on http://127.0.0.1:8000 with live reload
#   make test    lint, type-check and run every test
# Both create .venv and install the project with its dev extra the first time.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-dev

.PHONY: test serve lint typecheck pytest bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

test: lint typecheck pytest

lint: $(STAMP)
	$(PY) -m ruff format --check .
	$(PY) -m ruff check .

typecheck: $(STAMP)
	$(PY) -m mypy

pytest: $(STAMP)
	$(PY) -m pytest

serve: $(STAMP)
	$(PY) -m jupyterlab lessons/

bench: $(STAMP)
	for b in benchmarks/*.py; do $(PY) $$b || exit 1; done

clean:
	rm -rf $(VENV) site .pytest_cache .mypy_cache .ruff_cache
