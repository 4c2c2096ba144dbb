#!/usr/bin/env bash
# Tours of Tourney's sizes in and out, against cp of the same file on the same disk, in one
# run: solve --output (build, walk, encode, write), validate (text), and the same with the
# packed .ktm file.  Prints wall seconds, peak memory (/usr/bin/time -v) and the ratio to cp.
#
#   tools/bench_io.sh [SIDE ...]        (default: 4000 8000 10000; files go to $TMPDIR)
#   REPEAT=3 (default): each command runs so many times and the fastest run is shown
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || PY=python3
DIR=$(mktemp -d "${TMPDIR:-/tmp}/bench_io.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
SIDES=${*:-4000 8000 10000}
REPEAT=${REPEAT:-3}

# run CMD...: wall seconds, peak resident MB and CPU seconds of one command
run() {
    /usr/bin/time -v "$@" >/dev/null 2>"$DIR/time.txt" || { cat "$DIR/time.txt" >&2; exit 1; }
    awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0;
                                           for (i = 1; i <= n; i++) s = s * 60 + t[i] }
                /User time/ { cpu += $2 } /System time/ { cpu += $2 }
                /Maximum resident set size/ { kb = $2 }
                END { printf "%.2f %.0f %.2f\n", s, kb / 1024, cpu }' "$DIR/time.txt"
}

# best FILE CMD...: run's line of the fastest of REPEAT runs of CMD, FILE (the output, or -)
# removed before each, so that every run writes a new file as cp does
best() {
    local out=$1
    shift
    for _ in $(seq "$REPEAT"); do
        [ "$out" = - ] || rm -f "$out"
        run "$@"
    done | sort -n | head -1
}

echo "load: $(uptime | sed 's/.*load average: //')   python: $PY   best of $REPEAT"
printf '%-7s %-34s %8s %8s %8s %7s\n' side step seconds "cpu s" "peak MB" "x cp"
for side in $SIDES; do
    txt="$DIR/tour.txt"; ktm="$DIR/tour.ktm"
    read -r solve solve_mb solve_cpu < <(best "$txt" "$PY" -m knighttour solve "$side" \
                                             --start a1 --closed --output "$txt" --json)
    # cp of the file just written (it is in the page cache, as it is for validate)
    read -r cp_best _ cp_cpu < <(best "$DIR/copy.txt" cp "$txt" "$DIR/copy.txt")
    rm -f "$DIR/copy.txt"
    read -r val val_mb val_cpu < <(best - "$PY" -m knighttour validate "$side" "$txt" --closed \
                                       --json)
    read -r psolve psolve_mb psolve_cpu < <(best "$ktm" "$PY" -m knighttour solve "$side" \
                                                --start a1 --closed --output "$ktm" --json)
    read -r pval pval_mb pval_cpu < <(best - "$PY" -m knighttour validate "$side" "$ktm" \
                                          --closed --json)
    size=$(stat -c %s "$txt"); psize=$(stat -c %s "$ktm")
    ratio() { awk -v a="$1" -v b="$cp_best" 'BEGIN { printf "%.1f", (b > 0) ? a / b : 0 }'; }
    row() { printf '%-7s %-34s %8s %8s %8s %7s\n' "$side" "$@"; }
    row "cp of the text file ($((size / 1000000)) MB)" "$cp_best" "$cp_cpu" "-" "1.0"
    row "solve --closed --output tour.txt" "$solve" "$solve_cpu" "$solve_mb" "$(ratio "$solve")"
    row "validate tour.txt --closed" "$val" "$val_cpu" "$val_mb" "$(ratio "$val")"
    row "solve --output tour.ktm ($((psize / 1000000)) MB)" "$psolve" "$psolve_cpu" \
        "$psolve_mb" "$(ratio "$psolve")"
    row "validate tour.ktm --closed" "$pval" "$pval_cpu" "$pval_mb" "$(ratio "$pval")"
    rm -f "$txt" "$ktm"
done
echo "load: $(uptime | sed 's/.*load average: //')"
