#!/usr/bin/env bash
# Install what the program needs (once), then open the Knight's Tour window: scripts/run.py.
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" scripts/run.py "$@"
