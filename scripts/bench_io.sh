#!/usr/bin/env bash
# Tours of Tourney's sizes in and out, against cp of the same file on the same disk, in one
# run: solve --output (build, walk, encode, write), validate (text), and the same with the
# packed .ktm file.  Prints wall seconds, peak memory (/usr/bin/time -v) and the ratio to cp.
#
#   scripts/bench_io.sh [SIDE ...]        (default: 4000 8000 10000; files go to $TMPDIR)
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || PY=python3
DIR=$(mktemp -d "${TMPDIR:-/tmp}/bench_io.XXXXXX")
trap 'rm -rf "$DIR"' EXIT
SIDES=${*:-4000 8000 10000}

# run CMD...: wall seconds and peak resident MB of one command, as "seconds MB"
run() {
    /usr/bin/time -v "$@" >/dev/null 2>"$DIR/time.txt" || { cat "$DIR/time.txt" >&2; exit 1; }
    awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0;
                                           for (i = 1; i <= n; i++) s = s * 60 + t[i] }
                /Maximum resident set size/ { kb = $2 }
                END { printf "%.2f %.0f\n", s, kb / 1024 }' "$DIR/time.txt"
}

echo "load: $(uptime | sed 's/.*load average: //')   python: $PY"
printf '%-7s %-34s %8s %8s %9s\n' side step seconds "peak MB" "x cp"
for side in $SIDES; do
    txt="$DIR/tour.txt"; ktm="$DIR/tour.ktm"
    read -r solve solve_mb < <(run "$PY" -m knighttour solve "$side" --start a1 --closed \
                                   --output "$txt" --json)
    # cp of the file just written, best of three (the file is in the page cache, as it is
    # for validate)
    cp_best=""
    for _ in 1 2 3; do
        read -r s _ < <(run cp "$txt" "$DIR/copy.txt")
        rm -f "$DIR/copy.txt"
        cp_best=$(awk -v a="$s" -v b="${cp_best:-$s}" 'BEGIN { print (a < b) ? a : b }')
    done
    read -r val val_mb < <(run "$PY" -m knighttour validate "$side" "$txt" --closed --json)
    read -r psolve psolve_mb < <(run "$PY" -m knighttour solve "$side" --start a1 --closed \
                                     --output "$ktm" --json)
    read -r pval pval_mb < <(run "$PY" -m knighttour validate "$side" "$ktm" --closed --json)
    size=$(stat -c %s "$txt"); psize=$(stat -c %s "$ktm")
    ratio() { awk -v a="$1" -v b="$cp_best" 'BEGIN { printf "%.1f", (b > 0) ? a / b : 0 }'; }
    printf '%-7s %-34s %8s %8s %9s\n' "$side" "cp of the text file ($((size / 1000000)) MB)" \
        "$cp_best" "-" "1.0"
    printf '%-7s %-34s %8s %8s %9s\n' "$side" "solve --closed --output tour.txt" "$solve" \
        "$solve_mb" "$(ratio "$solve")"
    printf '%-7s %-34s %8s %8s %9s\n' "$side" "validate tour.txt --closed" "$val" "$val_mb" \
        "$(ratio "$val")"
    printf '%-7s %-34s %8s %8s %9s\n' "$side" "solve --output tour.ktm ($((psize / 1000000)) MB)" \
        "$psolve" "$psolve_mb" "$(ratio "$psolve")"
    printf '%-7s %-34s %8s %8s %9s\n' "$side" "validate tour.ktm --closed" "$pval" "$pval_mb" \
        "$(ratio "$pval")"
    rm -f "$txt" "$ktm"
done
echo "load: $(uptime | sed 's/.*load average: //')"
