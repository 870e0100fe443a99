# Everything runs from a project-local virtualenv; a fresh clone needs only python3.11+ and pip.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: test lint typecheck bench clean run browser

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# A local index of files (a mirror's file://…/simple that holds some projects only) makes pip
# warn once for every project it lacks, where a web index's "not found" is silent: a hundred
# lines on a newcomer's first screen. Those lines are dropped, and so is setuptools' note on
# every editable install (its InformationOnly "be careful with folders ..." box, ten lines:
# only the box's own lines, any other line ends it); any other line pip repeats is shown once;
# pip's own exit status decides (bash's pipefail: sh would take the filter's).
PIP_NOISE := ^WARNING: Location .file:[^ ]*. is ignored: it is neither a file nor a directory\.$$
EDITABLE_NOTE := ^ *(!!|\**|Please be careful with folders.*|name as your package.*|with strategy, WheelFile.*)$$
QUIET_PIP = set -o pipefail; $(BIN)/python -m pip install --quiet $(1) 2>&1 \
	| awk '/BuildBackendWarning: Editable installation\./ { note = 1; next } \
	       note && /$(EDITABLE_NOTE)/ { next } { note = 0 } \
	       !/$(PIP_NOISE)/ && !seen[$$0]++'

$(STAMP): SHELL := /bin/bash
$(STAMP): pyproject.toml | $(BIN)/python
	@echo "Installing pbm and its tools into $(VENV) (once; a minute or two)"
	@$(call QUIET_PIP,--upgrade pip)
	@$(call QUIET_PIP,-e '.[dev]')
	@touch $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .

# mypy as pyproject.toml's [tool.mypy] says: rules/ strict, the service at default settings;
# its cache (.mypy_cache) keeps a rerun to seconds.
typecheck: $(STAMP)
	$(BIN)/mypy

test: $(STAMP) lint typecheck browser
	$(BIN)/python -m pytest -n auto

# The browser test drives Debian's chromium; Playwright (a dev dependency) never downloads one.
browser:
	@test -x /usr/bin/chromium || { SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
		$$SUDO apt-get update && $$SUDO apt-get install -y chromium chromium-driver; }

# The whole service on this machine, with a demo game; it prints the URLs to open.
# make run ARGS="--http 127.0.0.1:8081 --smtp 127.0.0.1:2526": options for `pbm serve`
run: $(STAMP)
	$(BIN)/pbm serve --demo $(ARGS)

bench: $(STAMP)
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache

# The Lambda artifact (what `sam build` ships) in build/lambda/; see infra/Makefile.
package: $(STAMP)
	$(MAKE) -f infra/Makefile package PYTHON=$(BIN)/python
