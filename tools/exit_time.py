"""Time from closing the window to the end of the process, while work runs.

    python tools/exit_time.py [REPEATS]

Each case starts the program as a user does (the window, its background warm-up), starts
some work, closes the window a moment later and reports how long the process lingered after
the close: idle just after start, an Explore search, the Table, the Race.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import os, sys, time
from PySide6.QtCore import QSettings, QTimer
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, sys.argv[2])
from knighttour.gui import main_window as app_module
from knighttour.gui.widgets.solver_list import set_checked

case = sys.argv[1]

def start():
    if case == "explore":
        window.explore.controls.rows.setValue(12); window.explore.controls.cols.setValue(12)
        window.explore.controls.solver.setCurrentIndex(window.explore.controls.solver.findData("backtracking"))
        window.model.solve_from(window.model.board.parse_square("b2"))
    elif case == "table":
        window.explore.controls.rows.setValue(8); window.explore.controls.cols.setValue(8)
        set_checked(window.table.solvers, ["backtracking"])
        window.table.cap.setCurrentText("10 billion")
        window.table.start()
    elif case == "race":
        window.explore.controls.rows.setValue(12); window.explore.controls.cols.setValue(12)
        set_checked(window.race.solvers, ["backtracking", "forward-checking", "degree-order"])
        window.race.start_square.setText("b2")
        window.race.start()

def close():
    print(f"closing {time.time():.6f}", flush=True)
    window.close()

def shown(w):
    global window
    window = w
    QTimer.singleShot(50, start)
    QTimer.singleShot(200 if case == "idle" else 1500, close)

app_module.main([], on_shown=shown)
"""


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    worst = 0.0
    for case in ("idle", "explore", "table", "race"):
        lingers = []
        for _ in range(repeats):
            with tempfile.TemporaryDirectory() as settings:
                env = dict(
                    os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen")
                )
                proc = subprocess.Popen(
                    [sys.executable, "-c", CHILD, case, settings],
                    cwd=ROOT,
                    env=env,
                    stdout=subprocess.PIPE,
                    text=True,
                )
                line = proc.stdout.readline()
                proc.wait()
                ended = time.time()
            if not line.startswith("closing"):
                print(f"{case}: the window did not close normally (exit {proc.returncode})")
                return 1
            lingers.append(ended - float(line.split()[1]))
        worst = max(worst, max(lingers))
        print(
            f"{case:<8} close to exit: median {statistics.median(lingers) * 1000:6.0f} ms, "
            f"max {max(lingers) * 1000:6.0f} ms (exit {proc.returncode})",
            flush=True,
        )
    print(f"worst {worst * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
