"""Generate knighttour/core/solve/tiles.py: the base tiles of the divide-and-conquer solver.

Each tile is a closed knight's tour of an h x w board (5 <= h, w <= 10, h * w even, and the
band tiles 11 x 6, 11 x 8 and 11 x 10) that
contains the port moves that construct.required_ports asks of it, so that neighbouring tiles
can be joined.  The tours are found by our own exact search with shuffled jump orders and
checked before they are written; the tests check them again.

    .venv/bin/python tools/make_tiles.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from knighttour.core.board.board import KNIGHT_JUMPS, Board  # noqa: E402
from knighttour.core.solve import search_kernels  # noqa: E402
from knighttour.core.solve.divide_conquer import (  # noqa: E402
    BAND,
    BAND_WIDTHS,
    SIDES,
    encode_cycle,
    required_ports,
)
from knighttour.core.solve.search import FOUND, DfsSearch  # noqa: E402


def has_edges(cycle: list[int], edges: list[tuple[int, int]]) -> bool:
    n = len(cycle)
    present = {frozenset((cycle[i], cycle[(i + 1) % n])) for i in range(n)}
    return all(frozenset(e) in present for e in edges)


def find_tile(h: int, w: int, rng: random.Random) -> list[int]:
    """A closed tour of h x w (square indices, a1 first) containing every port move."""
    want = required_ports(h, w)
    for _attempt in range(100_000):
        jumps = list(KNIGHT_JUMPS)
        rng.shuffle(jumps)
        board = Board(h, w, tuple(jumps))
        start = rng.randrange(h * w)
        search = DfsSearch(board, start, True, warnsdorff=True, prune=search_kernels.PRUNE_FULL)
        for _solution in range(50):
            if search.advance(200_000) != FOUND:
                break
            cycle = [int(s) for s in search.path()]
            if has_edges(cycle, want):
                at = cycle.index(0)
                return cycle[at:] + cycle[:at]
            search.next_solution()
    raise SystemExit(f"no {h}x{w} tile found")


def main() -> None:
    rng = random.Random(20261122)
    lines = [
        '"""Base tiles of the divide-and-conquer solver, made by tools/make_tiles.py.',
        "",
        "TILES[(h, w)] is a closed knight's tour of an h x w board holding the port moves",
        "construct.required_ports asks for, written as the jump (an index into",
        "board.KNIGHT_JUMPS) taken from each square in turn, starting at a1.  Do not edit by",
        'hand: run the script again."""',
        "",
        "TILES: dict[tuple[int, int], str] = {",
    ]
    sizes = [(h, w) for h in SIDES for w in SIDES if not (h % 2 and w % 2)]
    for h, w in sizes + [(BAND, w) for w in BAND_WIDTHS]:
        code = encode_cycle(find_tile(h, w, rng), w)
        pieces = [code[i : i + 72] for i in range(0, len(code), 72)]
        lines.append(f"    ({h}, {w}): (")
        lines.extend(f'        "{piece}"' for piece in pieces)
        lines.append("    ),")
        print(f"{h}x{w}", file=sys.stderr)
    lines.append("}")
    (ROOT / "knighttour" / "core" / "solve" / "tiles.py").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
