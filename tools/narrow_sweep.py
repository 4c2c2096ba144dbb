"""Long 3- and 4-wide boards, where no tiles fit: the column-by-column method (divide-conquer
there) beside the restarted exact search, each checking the other.

Closed 3 x N from a1 for every even N from 10 to 300, and open 3 x N and 4 x N from a few
starts each; the search may take 20 million moves a case.

    .venv/bin/python tools/narrow_sweep.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from knighttour.core.board.board import Board
from knighttour.core.board.route import Route
from knighttour.core.board.verdict import tour_impossible
from knighttour.core.solve import solver_kernels
from knighttour.core.solve.catalogue import make_search
from knighttour.core.solve.factories import roth_key
from knighttour.core.solve.restarts import RestartSearch
from knighttour.core.solve.search import FOUND, NO_TOUR, RUNNING

CAP = 20_000_000


def cases() -> list[tuple[int, int, int, bool]]:
    out = [(3, n, 0, True) for n in range(10, 302, 2)]
    for n in [*range(7, 120), 200, 301, 500]:
        out += [(3, n, s, False) for s in (0, 1, n // 2, n - 1, n, 2 * n + n // 2)]
    for n in [*range(5, 120), 200, 301, 500]:
        out += [(4, n, s, False) for s in (0, 1, n // 2, n - 1, 3 * n + n // 3)]
    return out


def main() -> None:
    solver_kernels.load_all()
    timing = {"strip": 0.0, "search": 0.0}
    tally = {"strip": {FOUND: 0, NO_TOUR: 0}, "search": {FOUND: 0, NO_TOUR: 0, RUNNING: 0}}
    unanswered, disagree = [], []
    for rows, cols, start, closed in cases():
        board = Board(rows, cols)
        name = f"{board.spec} {board.name(start)}{' closed' if closed else ''}"
        t0 = time.perf_counter()
        strip = make_search(board, start, "divide-conquer", closed)
        while strip.status == RUNNING:
            strip.advance(1 << 20)
        timing["strip"] += time.perf_counter() - t0
        if strip.status == FOUND:
            assert Route(board, strip.path()).validate(closed=closed, start=start) == ""
        tally["strip"][strip.status] += 1
        if tour_impossible(board, start, closed):
            continue  # a theorem: both answer at once
        t0 = time.perf_counter()
        search = RestartSearch(board, start, closed, roth_key(board))
        while search.status == RUNNING and search.steps < CAP:
            search.advance(1 << 20)
        timing["search"] += time.perf_counter() - t0
        tally["search"][search.status] += 1
        if search.status == RUNNING:
            unanswered.append(name)
        elif search.status != strip.status:
            disagree.append(name)
    total = sum(tally["strip"].values())
    print(
        f"{total} cases; column by column: {tally['strip'][FOUND]} tours, "
        f"{tally['strip'][NO_TOUR]} no tour (theorems included), {timing['strip']:.1f} s"
    )
    print(
        f"restarted search on the {sum(tally['search'].values())} not settled by a theorem: "
        f"{tally['search'][FOUND]} tours, {tally['search'][NO_TOUR]} no tour, "
        f"{len(unanswered)} unanswered within {CAP:,} moves, {timing['search']:.0f} s"
    )
    print(f"disagreements: {len(disagree)} {disagree}")
    print(f"unanswered by the search: {', '.join(unanswered)}")


if __name__ == "__main__":
    main()
