"""Counting tours: exhaustive search that never stops at a solution, or on boards 3 or 4 wide
the column-by-column count of strip.py (linear in the length: 3 x 16 in a tenth of a second).

Open tours are counted directed (a path and its reverse are two tours, as they start on
different squares), from one start or summed over all starts.  Closed tours are counted
undirected: each cycle once, whatever its start and direction.
"""

from __future__ import annotations

from . import kernels, strip
from .board import Board
from .existence import tour_impossible
from .search import DfsSearch


def symmetry_classes(board: Board) -> dict[int, int]:
    """Representative square -> size of its class under the board's mirror symmetries
    (and the diagonal ones on a square board): such squares start equally many tours."""
    rows, cols = board.rows, board.cols
    classes: dict[int, int] = {}
    for square in range(board.size):
        file, rank = board.coords(square)
        images = {(file, rank), (cols - 1 - file, rank), (file, rows - 1 - rank),
                  (cols - 1 - file, rows - 1 - rank)}
        if rows == cols:
            images |= {(r, f) for f, r in images}
        rep = min(board.index(f, r) for f, r in images)
        classes[rep] = len(images)
    return classes


def count_from(board: Board, start: int) -> int:
    """Directed open tours (Hamiltonian paths) starting on start."""
    if tour_impossible(board, start, False):
        return 0
    if strip.applies(board):
        return strip.count(board, start, False)
    return DfsSearch(board, start, prune=kernels.PRUNE_FULL).count_all()


def count_open(board: Board) -> int:
    """Directed open tours summed over every start square."""
    if not board.is_knight:
        return sum(count_from(board, s) for s in board.live_squares())
    if tour_impossible(board, None, False):
        return 0
    if strip.applies(board):
        return strip.count(board, None, False)
    return sum(size * count_from(board, rep) for rep, size in symmetry_classes(board).items())


def count_closed(board: Board) -> int:
    """Undirected closed tours: directed circuits through one square, halved."""
    if tour_impossible(board, None, True) or board.squares < 3:
        return 0
    if strip.applies(board):
        return strip.count(board, None, True)
    # the square with fewest moves has the fewest ways to be passed: the smallest search
    live = board.live_squares()
    anchor = int(live[board.degrees[live].argmin()])
    if board.degrees[anchor] == 2:
        # every circuit passes first -> anchor -> second: search from first with both moves
        # fixed; as a closed search it must come back to first, so first is the known end
        first, second = (int(w) for w in board.neighbours[anchor] if w >= 0)
        search = DfsSearch(board, first, True, prune=kernels.PRUNE_FULL)
        search.extend([anchor, second])
        return search.count_all()
    return DfsSearch(board, anchor, True, prune=kernels.PRUNE_FULL).count_all() // 2
