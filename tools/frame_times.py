"""Time the board view's frames while zooming into a 1000x1000 tour (offscreen).

.venv/bin/python tools/frame_times.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from knighttour.core.board.board import Board
from knighttour.core.solve import solver_kernels
from knighttour.core.solve.catalogue import make_search
from knighttour.gui.widgets.board_view import BoardView


def frame(app: QApplication, view: BoardView) -> float:
    t0 = time.perf_counter()
    view.repaint()
    app.processEvents()
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    solver_kernels.load_all()
    board = Board(1000, 1000)
    search = make_search(board, 0, "auto", True)
    search.advance(1)
    view = BoardView()
    view.resize(900, 900)
    view.show()
    view.set_board(board)
    view.set_path(search.path())
    first = frame(app, view)
    times = []
    anchor = QPointF(300, 620)
    for _ in range(30):  # wheel in, step by step, up to 60 pixels a square
        view.zoom_by(1.25, anchor)
        times.append((view.geometry_now().side, frame(app, view)))
    for _ in range(20):  # pan across the zoomed board
        view.pan_by(-40, 25)
        times.append((view.geometry_now().side, frame(app, view)))
    for _ in range(30):
        view.zoom_by(0.8, anchor)
        times.append((view.geometry_now().side, frame(app, view)))
    view.set_path(search.path(), cursor=500_000)  # playback half way: new dim picture
    step = frame(app, view)
    ms = [t for _, t in times]
    print(f"first frame (pictures built): {first:.1f} ms; playback step frame: {step:.1f} ms")
    print(
        f"{len(ms)} zoom/pan frames: median {statistics.median(ms):.1f} ms, "
        f"95th percentile {sorted(ms)[int(0.95 * len(ms))]:.1f} ms, max {max(ms):.1f} ms"
    )
    for side, t in sorted(times, key=lambda st: -st[1])[:6]:
        print(f"  {side:6.2f} px a square: {t:6.1f} ms")


if __name__ == "__main__":
    main()
