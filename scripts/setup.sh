#!/usr/bin/env bash
# Create .venv and install knighttour into it (once): scripts/setup.py does it, on any system.
set -euo pipefail
cd "$(dirname "$0")/.."
exec "${PYTHON:-python3}" scripts/setup.py "$@"
