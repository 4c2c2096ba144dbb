"""Measure whether two solver threads really run at once: one run alone, then two together.

.venv/bin/python tools/race_parallelism.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from knighttour.core.board.board import Board
from knighttour.core.compare import runs as compare
from knighttour.core.solve import solver_kernels

CAP = 40_000_000


def main() -> None:
    solver_kernels.load_all()
    board = Board(8, 8)
    start = board.parse_square("b1")
    t0 = time.perf_counter()
    compare.compare(board, ["backtracking"], [start], CAP, workers=1)
    one = time.perf_counter() - t0
    t0 = time.perf_counter()
    compare.compare(board, ["backtracking", "backtracking"], [start], CAP, workers=2)
    two = time.perf_counter() - t0
    t0 = time.perf_counter()
    compare.compare(board, ["backtracking", "backtracking"], [start], CAP, workers=1)
    serial = time.perf_counter() - t0
    print(
        f"one run of {CAP:,} moves: {one:.3f} s; two at once on two threads: {two:.3f} s "
        f"({two / one:.2f}x one); the same two one after the other: {serial:.3f} s"
    )


if __name__ == "__main__":
    main()
