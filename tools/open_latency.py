"""How long the window's event loop is blocked while it opens a large tour file.

    python tools/open_latency.py [SIDE]

Writes a closed tour of SIDE x SIDE (default 1000) with the command line, opens it in the
window offscreen the way File > Open tour does (read and checked on a worker thread) and,
for comparison, on the GUI thread; a 5 ms timer records the longest gap between its ticks.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from knighttour.cli import main as cli


def main() -> int:
    side = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    folder = Path(tempfile.mkdtemp())
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    path = folder / "tour.txt"
    assert cli(["solve", str(side), "--start", "a1", "--closed", "--output", str(path)]) == 0
    app = QApplication([])
    from knighttour.core.solve import solver_kernels
    from knighttour.gui.main_window import KnightTourApp

    solver_kernels.load_all()
    window = KnightTourApp()
    window.resize(1000, 720)
    window.show()
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)

    def measure(open_it, done) -> tuple[float, float]:
        from knighttour.core.board.board import Board

        window.model.set_board(Board(8, 8))
        for _ in range(20):
            app.processEvents()
        gaps.clear()
        timer.start()
        last[0] = t0 = time.perf_counter()
        open_it()
        while not done():
            app.processEvents()
        took = time.perf_counter() - t0
        for _ in range(30):  # the first paint of the new board belongs to the open too
            app.processEvents()
            time.sleep(0.005)
        timer.stop()
        return took, max(gaps) if gaps else took

    for attempt in ("first", "second"):
        took, worst = measure(
            lambda: window.files.open_in_background(str(path)), lambda: not window.files.opening
        )
        assert len(window.model.path) == side * side
        print(
            f"{side}x{side} ({path.stat().st_size / 2**20:.1f} MB), {attempt} open, on a "
            f"worker: {took:.2f} s; longest event-loop block {worst * 1000:.0f} ms"
        )
    took, worst = measure(lambda: window.files.load_tour_file(str(path)), lambda: True)
    print(
        f"the same file read on the GUI thread: {took:.2f} s; longest block {worst * 1000:.0f} ms"
    )
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
