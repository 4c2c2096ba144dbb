#!/usr/bin/env bash
# Create .venv and install knighttour with its test tools into it: once, and again only when
# pyproject.toml changes (a launch after the first starts the program, not pip).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
stamp=.venv/.installed
want="$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)"
if [ -x .venv/bin/python ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    exit 0
fi
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[test]"
echo "$want" > "$stamp"
# Qt's xcb platform (the window on X11) needs system libraries: see the README.
