"""Start thousands of short worker runs, as fast as the window can, and count crashes.

    python tools/stress_threads.py [PROCESSES] [RUNS]

Each process (with its own, cold numba cache) starts RUNS solver workers on 4x4 (no tour:
each run ends at once), four at a time, so that threads end while the GUI thread is busy
with the last ones' signals.  This is what made the worker keeper's old way of letting go of
finished threads crash (a segmentation fault in 6 of 8 processes of 3,000 runs each).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
app = QApplication([])
from knighttour.core.board.board import Board
from knighttour.gui import solver_worker, worker_base

board = Board(4, 4)
runs = int(sys.argv[1])
ended = 0

def on_end(_):
    global ended
    ended += 1

for i in range(runs):
    worker = solver_worker.SolverWorker(board, i % 16, "backtracking")
    worker.ended.connect(on_end)
    worker_base.start_worker(worker)
    if i % 4 == 3:
        while ended < i + 1:
            app.processEvents()
while ended < runs:
    app.processEvents()
print("ok", ended)
"""


def main() -> int:
    processes = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    runs = sys.argv[2] if len(sys.argv) > 2 else "3000"
    codes: Counter[int] = Counter()
    t0 = time.perf_counter()
    for i in range(processes):
        with tempfile.TemporaryDirectory(prefix="numba-cold-") as cache:
            env = dict(os.environ, NUMBA_CACHE_DIR=cache)
            try:
                done = subprocess.run(
                    [sys.executable, "-c", CHILD, runs],
                    cwd=ROOT,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=300,
                )
                code = done.returncode
            except subprocess.TimeoutExpired:
                code = 124
        codes[code] += 1
        print(f"process {i + 1}/{processes}: exit {code}", flush=True)
    bad = sum(n for code, n in codes.items() if code != 0)
    print(
        f"{processes} processes x {runs} worker runs in {time.perf_counter() - t0:.0f} s: "
        f"exit codes {dict(codes)}, {bad} crashed or hung",
        flush=True,
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
