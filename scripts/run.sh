#!/usr/bin/env bash
# Install what the program needs (once), then open the Knight's Tour window.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh --run
exec .venv/bin/python main.py "$@"
