#!/usr/bin/env bash
# Set everything up, then open the Knight's Tour window.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
exec .venv/bin/python main.py "$@"
