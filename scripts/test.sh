#!/usr/bin/env bash
# Install the program and its test tools (once), then run the linters, the type checker and
# the whole test suite: scripts/test.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" scripts/test.py "$@"
