"""A first run against a warm one, and against the C++ yardstick's first run, side by side.

    .venv/bin/python tools/first_run.py [SIDES ...] [--runs N]     (default: 1000 4000, 5 runs)

For each side n, Warnsdorff on n x n from a1 in the yardstick's jump order (so that both
walk the same squares to the same dead end), in turn, N times each:
- `knighttour solve n --solver warnsdorff --order ... --json`, a process of its own: a first
  run (its reported seconds, and the whole process's wall time);
- the API's first call, `knighttour.solve(...)` in a fresh `python -c`;
- the same search run five times more in that process: the warm run (the median);
- the C++ reference (`../shared/bench/reference_knights_tour.cpp`, built here with g++ -O2),
  one solve a process: its own first run.
It prints the medians and the ratios (first / warm; C++ first / ours, above 1 where ours is
faster).  The machine is shared: only figures of the same sitting are compared.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "bench" / "reference_knights_tour.cpp"
#: the yardstick's jump order, as (file, rank) steps (cli/bench.py's REFERENCE_ORDER)
ORDER = "-1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1 2,1 1,2"

API = """
import json, sys, time
import knighttour
n = int(sys.argv[1])
board = knighttour.Board(f"{n}x{n}", order=sys.argv[2])
first = knighttour.solve(board, "a1", solver="warnsdorff").seconds
warm = [knighttour.solve(knighttour.Board(f"{n}x{n}", order=sys.argv[2]), "a1",
        solver="warnsdorff").seconds for _ in range(5)]
print(json.dumps({"first": first, "warm": warm}))
"""


def ours(n: int) -> tuple[float, float, int]:
    """The command's reported seconds, its process's wall time, and its steps."""
    command = [str(ROOT / ".venv" / "bin" / "knighttour"), "solve", str(n), "--start", "a1"]
    command += ["--solver", "warnsdorff", "--order", ORDER, "--json"]
    t0 = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - t0
    answer = json.loads(done.stdout)
    return float(answer["seconds"]), wall, int(answer["steps"])


def api(n: int) -> tuple[float, list[float]]:
    """The API's first call's seconds in a fresh process, and five warm calls'."""
    python = str(ROOT / ".venv" / "bin" / "python")
    done = subprocess.run(
        [python, "-c", API, str(n), ORDER], capture_output=True, text=True, check=True
    )
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    return float(answer["first"]), [float(x) for x in answer["warm"]]


def reference(binary: Path, n: int) -> tuple[float, int]:
    """The yardstick's one solve in a process of its own: its seconds and steps."""
    done = subprocess.run(
        [str(binary), "warnsdorff", str(n), "0", "0", "1000000000", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    fields = dict(pair.split("=", 1) for pair in done.stdout.split())
    return float(fields["time_per_solve_s"]), int(fields["steps"])


def main(argv: list[str]) -> int:
    runs = 5
    if "--runs" in argv:
        at = argv.index("--runs")
        runs = int(argv[at + 1])
        del argv[at : at + 2]
    sides = [int(x) for x in argv] or [1000, 4000]
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "kt"
        subprocess.run(["g++", "-O2", "-std=c++17", "-o", str(binary), str(REFERENCE)], check=True)
        ours(8)  # the kernels loaded once into the cache (a first launch is not measured here)
        for n in sides:
            command, walls, api_first, warm, cpp = [], [], [], [], []
            steps = cpp_steps = 0
            for _ in range(runs):
                seconds, wall, steps = ours(n)
                command.append(seconds)
                walls.append(wall)
                first, warm_runs = api(n)
                api_first.append(first)
                warm.extend(warm_runs)
                seconds, cpp_steps = reference(binary, n)
                cpp.append(seconds)
            med = statistics.median
            print(
                f"warnsdorff {n}x{n} from a1 ({steps:,} moves; the C++ {cpp_steps:,}), "
                f"medians of {runs}:"
            )
            print(f"  command, first run   {med(command):8.4f} s  (process {med(walls):.2f} s)")
            print(f"  API, first call      {med(api_first):8.4f} s")
            print(f"  warm run             {med(warm):8.4f} s")
            print(f"  C++, first run       {med(cpp):8.4f} s")
            print(
                f"  first / warm: command {med(command) / med(warm):.2f}, "
                f"API {med(api_first) / med(warm):.2f};  "
                f"C++ first / ours: command {med(cpp) / med(command):.2f}, "
                f"API {med(cpp) / med(api_first):.2f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
