#!/usr/bin/env bash
# Side by side in one sitting: `knighttour count` (frontier counter) and graphillion (a
# general frontier-based ZDD library) on the same boards, each with its peak memory
# (/usr/bin/time -v).  graphillion lives in a throwaway venv (GVENV, default /tmp/gvenv),
# never in the project's.  Each graphillion run is capped at GMEM_KB of virtual memory (default
# 8 GB) so that a run that would exhaust the shared machine fails alone.
#
#   tools/bench_graphillion.sh [CASE ...]     CASE is BOARD:closed or BOARD:open
#   default cases: 5x10:closed 6x8:closed;  SLOW=1 adds 7x7:open and 8x8:closed
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
gvenv="${GVENV:-/tmp/gvenv}"
gmem="${GMEM_KB:-8000000}"
py="${PYTHON:-$here/.venv/bin/python}"
if [ ! -x "$gvenv/bin/python" ]; then
    python3 -m venv "$gvenv"
    "$gvenv/bin/pip" install -q graphillion
fi
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
    cases=(5x10:closed 6x8:closed)
    if [ -n "${SLOW:-}" ]; then cases+=(7x7:open 8x8:closed); fi
fi
echo "load: $(uptime)"
printf '%-12s %-12s %22s %10s %10s\n' board tool count seconds "peak MiB"
for case in "${cases[@]}"; do
    board="${case%%:*}"; kind="${case##*:}"
    flag=""; [ "$kind" = closed ] && flag="--closed"
    log=$(mktemp)
    if PYTHONPATH="$here" /usr/bin/time -v "$py" -m knighttour count "$board" $flag --json \
            >"$log.out" 2>"$log"; then
        count=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["count"])' "$log.out")
        secs=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["seconds"])' "$log.out")
    else
        count="failed"; secs="-"
    fi
    rss=$(awk '/Maximum resident/ {print int($6/1024)}' "$log")
    printf '%-12s %-12s %22s %10s %10s\n' "$board $kind" knighttour "$count" "$secs" "$rss"
    if (ulimit -v "$gmem"; /usr/bin/time -v "$gvenv/bin/python" "$here/tools/graphillion_count.py" \
            "$board" "$kind" >"$log.out" 2>"$log"); then
        count=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["count"])' "$log.out")
        secs=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["seconds"])' "$log.out")
    else
        count="failed ($(grep -m1 -o 'MemoryError\|bad_alloc\|Killed' "$log" || echo error))"
        secs=$(awk '/Elapsed/ {print $8}' "$log")
    fi
    rss=$(awk '/Maximum resident/ {print int($6/1024)}' "$log")
    printf '%-12s %-12s %22s %10s %10s\n' "$board $kind" graphillion "$count" "$secs" "$rss"
    rm -f "$log" "$log.out"
done
