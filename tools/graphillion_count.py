"""Count knight's tours with graphillion (a frontier-based ZDD library), for the side-by-side
benchmark in tools/bench_graphillion.sh.  Runs in its own throwaway venv, never the
project's: graphillion is not a dependency.

    python graphillion_count.py ROWSxCOLS closed|open

prints one JSON line: {"board", "kind", "count", "seconds", "tool": "graphillion"}.
Open tours: a Hamiltonian path of the board is a Hamiltonian cycle of the board plus one
extra vertex joined to every square, so graphillion counts those cycles (undirected) and the
count is doubled to give directed tours, as `knighttour count` counts them.
"""

from __future__ import annotations

import json
import os
import sys
import time

from graphillion import GraphSet


def knight_edges(rows: int, cols: int) -> list[tuple[int, int]]:
    """The knight's moves of a rows x cols board as undirected edges between square numbers,
    numbered column by column along the long side (the short side across) and listed in that
    order: the order that keeps graphillion's frontier smallest (given as-is)."""
    if rows > cols:
        rows, cols = cols, rows
    edges = []
    for file in range(cols):
        for rank in range(rows):
            for df, dr in ((1, -2), (1, 2), (2, -1), (2, 1)):
                f, r = file + df, rank + dr
                if 0 <= f < cols and 0 <= r < rows:
                    edges.append((file * rows + rank + 1, f * rows + r + 1))
    return edges


def main() -> None:
    rows, cols = (int(x) for x in sys.argv[1].lower().split("x"))
    kind = sys.argv[2]
    t0 = time.perf_counter()
    edges = knight_edges(rows, cols)
    if kind == "open":
        edges += [(0, square) for square in range(1, rows * cols + 1)]
    # as-is (the order above) beat graphillion's greedy and bfs orders on 5x10 here
    GraphSet.set_universe(edges, traversal=os.environ.get("GTRAVERSAL", "as-is"))
    count = len(GraphSet.cycles(is_hamilton=True))
    if kind == "open":
        count *= 2
    print(
        json.dumps(
            {
                "board": f"{rows}x{cols}",
                "kind": kind,
                "count": count,
                "seconds": round(time.perf_counter() - t0, 3),
                "tool": "graphillion",
            }
        )
    )


if __name__ == "__main__":
    main()
