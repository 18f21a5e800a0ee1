# Two commands do everything on a fresh machine (Python 3.11 + make):
#   make run    start the bot (no DISCORD_TOKEN → offline console on an embedded Discord)
#   make test   run the whole test suite
# Both create .venv and install the project (editable, with dev tools) when it is missing or stale.

PYTHON ?= python3.11
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck bench screenshots clean

$(STAMP): pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "Python 3.11 is required ($(PYTHON) not found; set PYTHON=...)"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/floorjudge $(ARGS)

# -n auto: a pytest worker per core and one more (tests/conftest.py); worksteal keeps them busy to
# the end. Bytecode is cached even where PYTHONDONTWRITEBYTECODE is set: each worker would otherwise
# compile the whole project afresh.
test: $(STAMP)
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

bench: $(STAMP)
	@for script in bench/*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

# PNG previews of answers at phone width (docs/screenshots/), rendered by simcord's preview in
# Debian's chromium. Not part of `make test`.
screenshots: $(STAMP)
	@command -v chromium >/dev/null 2>&1 || { echo "make screenshots needs Debian's chromium: apt-get install chromium"; exit 1; }
	$(BIN)/python -m pip install --quiet "simcord[screenshot]"
	$(BIN)/python tools/screenshots.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
