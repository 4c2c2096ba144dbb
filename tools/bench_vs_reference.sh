#!/usr/bin/env bash
# Build the C/C++ yardsticks from ../shared/bench and run them beside `knighttour bench` in the
# same sitting, printing the ratios (ours / theirs in moves per second; theirs / ours in time).
set -euo pipefail
cd "$(dirname "$0")/.."
REF=${REF:-../shared/bench}
tmp=$(mktemp -d)
g++ -O2 -std=c++17 -o "$tmp/kt" "$REF/reference_knights_tour.cpp"
gcc -O2 -o "$tmp/count" "$REF/reference_count_tours.c"
.venv/bin/knighttour bench --json > "$tmp/ours.json"
"$tmp/kt" backtrack 8 0 0 20000000 1 > "$tmp/bt.txt"
"$tmp/kt" warnsdorff 1000 0 0 50000000 5 > "$tmp/wd.txt"
.venv/bin/python -c "import subprocess, sys, time; t = time.perf_counter(); \
subprocess.run([sys.argv[1], '6', '6', 'P'], check=True, capture_output=True); \
print(time.perf_counter() - t)" "$tmp/count" > "$tmp/count.txt"
.venv/bin/python - "$tmp" <<'PY'
import json, sys
tmp = sys.argv[1]
ours = {r["case"]: r for r in json.load(open(f"{tmp}/ours.json"))}
def field(path, key):
    return float(dict(kv.split("=") for kv in open(path).read().split())[key])
bt, wd = ours["backtracking 8x8 from a1, 20M-move cap"], ours["warnsdorff 1000x1000 from a1"]
cnt = ours["count all open tours of 6x6"]
ref_bt, ref_wd = field(f"{tmp}/bt.txt", "steps_per_s"), field(f"{tmp}/wd.txt", "steps_per_s")
ref_cnt = float(open(f"{tmp}/count.txt").read())
print(f"backtracking 8x8  ours {bt['moves_per_second']/1e6:6.1f} M/s  C++ {ref_bt/1e6:6.1f} M/s"
      f"  ours/C++ = {bt['moves_per_second']/ref_bt:.2f}")
print(f"warnsdorff 1000^2 ours {wd['moves_per_second']/1e6:6.1f} M/s  C++ {ref_wd/1e6:6.1f} M/s"
      f"  ours/C++ = {wd['moves_per_second']/ref_wd:.2f}")
print(f"count 6x6 open    ours {cnt['seconds']:6.2f} s    C   {ref_cnt:6.2f} s"
      f"    C/ours = {ref_cnt/cnt['seconds']:.2f}")
PY
rm -rf "$tmp"
