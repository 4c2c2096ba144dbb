"""Where the linear-time heuristics fail: each of warnsdorff-roth, squirrel-cull and plain
warnsdorff from a1 on every n x n board, n = 5 .. 400 (divide-conquer builds them all).

    .venv/bin/python tools/square_sweep.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from knighttour.core.board.board import Board
from knighttour.core.solve import solver_kernels
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.search import FOUND, RUNNING

SIDES = range(5, 401)


def main() -> None:
    solver_kernels.load_all()
    for solver in ("warnsdorff-roth", "squirrel-cull", "warnsdorff", "divide-conquer"):
        t0 = time.perf_counter()
        failed = []
        for n in SIDES:
            search = make_search(Board(n, n), 0, solver)
            while search.status == RUNNING:
                search.advance(1 << 24)
            if search.status != FOUND:
                failed.append(n)
        shown = ", ".join(map(str, failed[:12])) + (" ..." if len(failed) > 12 else "")
        print(
            f"{solver:16} fails on {len(failed)} of {len(SIDES)} sides"
            f"{': ' + shown if failed else ''} ({time.perf_counter() - t0:.1f} s)"
        )


if __name__ == "__main__":
    main()
