#!/usr/bin/env bash
# Side by side in one sitting: `knighttour count` (frontier counter) and graphillion (a
# general frontier-based ZDD library) on the same boards, each with its peak memory
# (/usr/bin/time -v) and its wall time as a whole process, start-up included (a user runs a
# command, not a function); "count s" is the count's own time as each tool reports it.  graphillion lives in a throwaway venv (GVENV, default /tmp/gvenv),
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
# the wall time /usr/bin/time -v reports (h:mm:ss or m:ss.ss), in seconds
wall_seconds() {
    awk '/Elapsed \(wall clock\)/ {n = split($8, p, ":"); s = 0;
         for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.2f", s}' "$1"
}
echo "load: $(uptime)"
printf '%-12s %-12s %22s %10s %10s %10s\n' board tool count "count s" "process s" "peak MiB"
for case in "${cases[@]}"; do
    board="${case%%:*}"; kind="${case##*:}"
    flag=""; [ "$kind" = closed ] && flag="--closed"
    log=$(mktemp)
    if /usr/bin/time -v "$here/.venv/bin/knighttour" count "$board" $flag --json \
            >"$log.out" 2>"$log"; then
        count=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["count"])' "$log.out")
        secs=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["seconds"])' "$log.out")
    else
        count="failed"; secs="-"
    fi
    rss=$(awk '/Maximum resident/ {print int($6/1024)}' "$log")
    wall=$(wall_seconds "$log")
    printf '%-12s %-12s %22s %10s %10s %10s\n' "$board $kind" knighttour "$count" "$secs" "$wall" "$rss"
    if (ulimit -v "$gmem"; /usr/bin/time -v "$gvenv/bin/python" "$here/tools/graphillion_count.py" \
            "$board" "$kind" >"$log.out" 2>"$log"); then
        count=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["count"])' "$log.out")
        secs=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["seconds"])' "$log.out")
    else
        count="failed ($(grep -m1 -o 'MemoryError\|bad_alloc\|Killed' "$log" || echo error))"
        secs=$(awk '/Elapsed/ {print $8}' "$log")
    fi
    rss=$(awk '/Maximum resident/ {print int($6/1024)}' "$log")
    wall=$(wall_seconds "$log")
    printf '%-12s %-12s %22s %10s %10s %10s\n' "$board $kind" graphillion "$count" "$secs" "$wall" "$rss"
    rm -f "$log" "$log.out"
done
