"""How the exact search fares on long 3- and 4-wide boards, where no tiles fit.

Closed 3 x N from a1 for every even N from 10 to 300, and open 3 x N and 4 x N from a few
starts each; each run may take 20 million moves.

    .venv/bin/python scripts/narrow_sweep.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from knighttour.core import kernels
from knighttour.core.board import Board
from knighttour.core.search import RUNNING
from knighttour.core.solvers import make_search

CAP = 20_000_000


def cases() -> list[tuple[int, int, int, bool]]:
    out = [(3, n, 0, True) for n in range(10, 302, 2)]
    for n in [*range(7, 120), 200, 301, 500]:
        out += [(3, n, s, False) for s in (0, 1, n // 2, n - 1, n, 2 * n + n // 2)]
    for n in [*range(5, 120), 200, 301, 500]:
        out += [(4, n, s, False) for s in (0, 1, n // 2, n - 1, 3 * n + n // 3)]
    return out


def main() -> None:
    kernels.warm_up()
    t0 = time.time()
    answered, unanswered = 0, []
    for rows, cols, start, closed in cases():
        board = Board(rows, cols)
        search = make_search(board, start, "auto", closed)
        while search.status == RUNNING and search.steps < CAP:
            search.advance(1 << 20)
        if search.status == RUNNING:
            unanswered.append(f"{board.spec} {board.name(start)}{' closed' if closed else ''}")
        else:
            answered += 1
    print(f"{answered} of {answered + len(unanswered)} answered within {CAP:,} moves "
          f"in {time.time() - t0:.0f} s; not answered: {', '.join(unanswered)}")


if __name__ == "__main__":
    main()
