"""Start and stop a search in the window many times; report what is left behind.

    python tools/start_stop_cycles.py [CYCLES]

Each cycle clicks a square of 12x12 (plain backtracking, which never ends there by itself),
waits for the run to be under way, presses Stop and waits for it to end.  Before and after,
it counts Python threads, worker threads still held, active timers and the process's
resident memory.
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QTimer
from PySide6.QtWidgets import QApplication


def rss_mb() -> float:
    """Resident memory now, in MB (Linux)."""
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * resource.getpagesize() / 2**20


def main() -> int:
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    app = QApplication([])
    from knighttour.core.solve import solver_kernels
    from knighttour.gui import worker_base
    from knighttour.gui.main_window import KnightTourApp

    solver_kernels.load_all()
    window = KnightTourApp()
    window.show()
    window.explore.controls.rows.setValue(12)
    window.explore.controls.cols.setValue(12)
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("backtracking")
    )

    def settle() -> None:
        for _ in range(50):
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if worker_base._keeper is not None:
            worker_base._keeper.sweep()

    def census() -> tuple[int, int, int, float]:
        settle()
        kept = len(worker_base._keeper.runs) if worker_base._keeper else 0
        timers = sum(t.isActive() for w in app.topLevelWidgets() for t in w.findChildren(QTimer))
        return threading.active_count(), kept, timers, rss_mb()

    def wait(cond, limit: float = 10.0) -> None:
        end = time.monotonic() + limit
        while not cond():
            if time.monotonic() > end:
                raise SystemExit("timed out")
            app.processEvents()
            time.sleep(0.001)

    square = window.model.board.parse_square("b2")
    window.model.solve_from(square)  # one cycle first: what stays loaded is not growth
    wait(lambda: window.model.running)
    window.model.stop()
    wait(lambda: not worker_base.live_threads())
    before = census()
    stops = []
    t0 = time.perf_counter()
    for _ in range(cycles):
        window.model.solve_from(square)
        wait(lambda: window.model.snapshot is not None and window.model.snapshot.steps > 0)
        t_stop = time.perf_counter()
        window.explore.stop_button.click()
        wait(lambda: not window.model.running and not worker_base.live_threads())
        stops.append(time.perf_counter() - t_stop)
    after = census()
    took = time.perf_counter() - t0
    window.close()
    names = ("Python threads", "worker threads held", "active timers", "resident MB")
    print(
        f"{cycles} start/stop cycles in {took:.1f} s; Stop to thread ended: median "
        f"{sorted(stops)[len(stops) // 2] * 1000:.1f} ms, max {max(stops) * 1000:.1f} ms"
    )
    for name, a, b in zip(names, before, after, strict=True):
        print(f"  {name:<20} before {a:>8.1f}  after {b:>8.1f}")
    grew = after[0] > before[0] or after[1] > before[1] or after[2] > before[2]
    return 1 if grew else 0


if __name__ == "__main__":
    sys.exit(main())
