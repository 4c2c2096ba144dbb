"""Run the table and the race many times in the window, each process from a cold numba cache,
and count crashes.

    python tools/stress_cold_cache.py [PROCESSES] [ROUNDS]

Each process gets a fresh, empty NUMBA_CACHE_DIR, opens the window offscreen, and runs ROUNDS
rounds of: the table over every start of 5x5 with two solvers, then a race of three solvers
from a1 of 6x6, waiting for each to end; it then closes the window.  The first round compiles
every kernel while the window is up: the situation of a first launch on a fresh clone.  A
crash shows as a negative exit code (-11 is a segmentation fault).
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
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[2])
from knighttour.gui.main_window import KnightTourApp
from knighttour.gui.widgets.solver_list import set_checked

app = QApplication([])
window = KnightTourApp()
window.show()

def wait(cond, limit=120.0):
    end = time.monotonic() + limit
    while not cond():
        if time.monotonic() > end:
            raise SystemExit("timed out")
        app.processEvents()
        time.sleep(0.001)

window.explore.controls.rows.setValue(5)
window.explore.controls.cols.setValue(5)
for _ in range(int(sys.argv[1])):
    set_checked(window.table.solvers, ["warnsdorff", "backtracking"])
    window.table.start()
    wait(lambda: not window.table.running)
    assert "Done: 50 of 50" in window.table.status.text(), window.table.status.text()
    set_checked(window.race.solvers, ["warnsdorff", "backtracking", "forward-checking"])
    window.race.start_square.setText("a1")
    assert window.race.start()
    wait(lambda: not window.race.running)
window.close()
print("ok")
"""


def main() -> int:
    processes = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    rounds = sys.argv[2] if len(sys.argv) > 2 else "20"
    codes: Counter[int] = Counter()
    t0 = time.perf_counter()
    for i in range(processes):
        with (
            tempfile.TemporaryDirectory(prefix="numba-cold-") as cache,
            tempfile.TemporaryDirectory(prefix="settings-") as settings,
        ):
            env = dict(os.environ, NUMBA_CACHE_DIR=cache, PYTHONFAULTHANDLER="1")
            done = subprocess.run(
                [sys.executable, "-c", CHILD, rounds, settings],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
            )
        codes[done.returncode] += 1
        print(f"process {i + 1}/{processes}: exit {done.returncode}", flush=True)
        if done.returncode != 0:
            log = Path(tempfile.gettempdir()) / f"stress-failure-{i + 1}.log"
            log.write_text(done.stdout + "\n" + done.stderr)
            print(f"  its output is in {log}", flush=True)
    crashes = sum(n for code, n in codes.items() if code < 0 or code > 128)
    print(
        f"{processes} cold-cache processes x {rounds} rounds of table + race in "
        f"{time.perf_counter() - t0:.0f} s: exit codes {dict(codes)}, {crashes} crashes",
        flush=True,
    )
    return 1 if set(codes) - {0} else 0


if __name__ == "__main__":
    sys.exit(main())
