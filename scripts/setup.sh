#!/usr/bin/env bash
# Create .venv and install knighttour into it: once, and again only when pyproject.toml
# changes (a launch after the first starts the program, not pip).
#
#   scripts/setup.sh           the program and its test tools (pytest, ruff, mypy, Dask):
#                              what scripts/test.sh and a developer need
#   scripts/setup.sh --run     the program alone (what scripts/run.sh needs); a .venv that
#                              already has the test tools is left as it is
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
case "${1:-}" in
    --run) need=program ;;
    "") need=test ;;
    *) echo "usage: scripts/setup.sh [--run]" >&2; exit 2 ;;
esac
stamp=.venv/.installed
want="$(cat pyproject.toml scripts/setup.sh | sha256sum | cut -d' ' -f1)"
# the stamp holds the hash of what was installed from, then "program" or "test"
have="$(cat "$stamp" 2>/dev/null || true)"
if [ -x .venv/bin/python ] && [ "${have%% *}" = "$want" ]; then
    if [ "$need" = program ] || [ "${have#* }" = test ]; then
        exit 0
    fi
fi
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
if [ "$need" = test ]; then
    .venv/bin/python -m pip install --quiet -e ".[test]"
else
    .venv/bin/python -m pip install --quiet -e .
fi
echo "$want $need" > "$stamp"
# Qt's xcb platform (the window on X11) needs system libraries: see the README.
