#!/usr/bin/env bash
# Install the program and its test tools (once), then run the linters, the type checker and
# the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
.venv/bin/ruff check knighttour tests scripts tools main.py
.venv/bin/ruff format --check knighttour tests scripts tools main.py
.venv/bin/mypy knighttour
.venv/bin/python -m pytest "$@"
