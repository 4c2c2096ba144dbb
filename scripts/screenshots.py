"""Render the window's main states offscreen into docs/ for the README."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from knighttour.core import kernels
from knighttour.gui.app import KnightTourApp

OUT = Path(__file__).resolve().parents[1] / "docs"


def settle(app: QApplication, window: KnightTourApp, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while window.model.running and time.monotonic() < end:
        app.processEvents()
    app.processEvents()


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    kernels.warm_up()
    OUT.mkdir(exist_ok=True)
    window = KnightTourApp()
    window.resize(900, 640)
    window.show()
    window.model.solve_from(window.model.board.parse_square("c3"))
    settle(app, window)
    window.grab().save(str(OUT / "tour-8x8.png"))
    window.solver.setCurrentIndex(window.solver.findData("heuristic-centre"))
    window.model.solve_from(0)
    settle(app, window)
    window.grab().save(str(OUT / "dead-end.png"))
    window.close()


if __name__ == "__main__":
    main()
