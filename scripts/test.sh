#!/usr/bin/env bash
# Set everything up, then run the linters and the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
.venv/bin/ruff check knighttour tests scripts main.py
.venv/bin/ruff format --check knighttour tests scripts main.py
.venv/bin/mypy knighttour/core
.venv/bin/python -m pytest "$@"
