"""How each solver's search is made (the catalogue's factories): the tie-break keys, the
depth-first, greedy and schedule searches, the known circuit, the constructions, and
Automatic's choice among them with its step cap; and what a run needs per square."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..board.board import Board
from ..board.move_table import KERNEL_SQUARES, MOVES, SLICE
from ..board.verdict import tour_impossible
from ..status import Status
from ..words import QT_TRANSLATE_NOOP, number_text, translate
from . import divide_conquer, edge_search, squirrel, strip
from .constructions import CircuitSearch, ConstructSearch, StripSearch
from .edge_search import EdgeSearch
from .restarts import RestartSearch
from .search import (
    GAVE_UP,
    NO_TOUR,
    DfsSearch,
    GreedySearch,
    KnownResult,
    ScheduleSearch,
    Search,
)


# keys for tie-breaks (smaller wins) ------------------------------------------------------
def centre_distance2(board: Board, sign: int = 1) -> np.ndarray:
    """4 x the squared distance of each square's centre from the board's centre (an int),
    times sign.  A rank's term plus a file's, added into the one array made (on 8 million
    squares the whole-board temporaries of the arithmetic were 600 MB made and freed in a
    tenth of a second, which stalled the window's thread beside it)."""
    files = (2 * np.arange(board.cols, dtype=np.int64) - (board.cols - 1)) ** 2
    ranks = (2 * np.arange(board.rows, dtype=np.int64) - (board.rows - 1)) ** 2
    key = np.empty((board.rows, board.cols), dtype=np.int64)
    np.add(sign * ranks[:, None], sign * files[None, :], out=key)
    return key.reshape(board.size)


def roth_key(board: Board) -> np.ndarray:
    """Roth's tie-break: the square farthest from the centre first."""
    return centre_distance2(board, -1)


def bottom_key(board: Board) -> np.ndarray:
    """The naive 'go to the bottom' rule: the lowest rank first (made in one array)."""
    return np.repeat(np.arange(board.rows, dtype=np.int64), board.cols)


def degree_sorted_table(board: Board) -> np.ndarray:
    """Each square's moves sorted by the target's degree on the empty board (stable): made
    once a board (degree_table_of)."""
    table = degree_table_of(board)
    assert table is not None  # (no stop: always made)
    return table


def degree_table_of(board: Board, stop: Callable[[], bool] | None = None) -> np.ndarray | None:
    """degree_sorted_table, made now unless it was made before; None when stop said so
    before it was complete.  On a large board by kernels without the GIL, a slice of squares
    at a time with stop asked between (numpy's sort and gather held the GIL, and so the
    window, half a second on a million squares; the kernels take seconds on eight million)."""
    made = board.__dict__.get("degree_sorted_table")
    if made is not None:
        return made
    nbr = board.neighbours
    if board.size >= KERNEL_SQUARES and MOVES.ready(stop):
        from ..board.move_kernels import degree_sorted, row_degrees

        degrees = np.empty(len(nbr), dtype=np.int8)
        out = np.empty_like(nbr)
        for step in (0, 1):  # every square's degree, then every row sorted by them
            for low in range(0, len(nbr), SLICE):
                if stop is not None and stop():
                    return None
                high = min(len(nbr), low + SLICE)
                if step == 0:
                    row_degrees(nbr, degrees, low, high)
                else:
                    degree_sorted(nbr, degrees, out, low, high)
    elif board.size >= KERNEL_SQUARES:
        return None  # stopped while the kernels were made ready
    else:
        deg = np.where(nbr >= 0, board.degrees[np.maximum(nbr, 0)], 127).astype(np.int64)
        order = np.argsort(deg, axis=1, kind="stable")
        out = np.take_along_axis(nbr, order, axis=1)
    board.__dict__["degree_sorted_table"] = out
    return out


# factories ---------------------------------------------------------------------------------
def make_dfs(**options) -> Callable[[Board, int, bool, int], Search]:
    def make(board: Board, start: int, closed: bool, seed: int, end: int | None = None) -> Search:
        opts = dict(options)
        if opts.pop("roth", False):
            opts["key"] = roth_key(board)
        if opts.pop("degree_table", False):
            opts["table"] = degree_sorted_table(board)
        return DfsSearch(board, start, closed, end=end, **opts)

    return make


def make_dfs_to_end(**options) -> Callable[[Board, int, int, int], Search]:
    """The same depth-first search, aimed at a last square."""
    make = make_dfs(**options)

    def aim(board: Board, start: int, end: int, seed: int) -> Search:
        return make(board, start, False, seed, end)  # type: ignore[call-arg]

    return aim


def make_exact_to_end(board: Board, start: int, end: int, seed: int = 0) -> Search:
    """Automatic's search for a tour that ends on end: the exact search in Warnsdorff order
    with Roth's tie-break and full pruning, restarted under shuffled orders (no tiling or
    strip method aims at a last square); on a small board of another leaper, the edge
    search (edge_search.py)."""
    board.check_fits(SEARCH_BYTES_PER_SQUARE)
    keep = not board.is_knight
    search: Search = RestartSearch(
        board, start, False, roth_key(board), seed, end=end, keep_first=keep
    )
    if edge_search.applies(board):
        search = EdgeSearch(board, start, False, end, search)
    return capped(search, board, start, False, end)


def make_greedy(rule: int, key: Callable[[Board], np.ndarray] | None, title: str):
    def make(board: Board, start: int, closed: bool, seed: int) -> Search:
        return GreedySearch(board, start, rule, None if key is None else key(board), seed, title)

    return make


CIRCUIT_STEP_CAP = 200_000_000
#: Upper bound of the memory any search here takes per square (tables, path, keys, flags).
SEARCH_BYTES_PER_SQUARE = 96


def make_circuit(board: Board, start: int, closed: bool, seed: int) -> Search:
    """Find one closed tour of the board (from a1's corner), then walk it from start: the
    finding happens in the run (CircuitSearch), so its moves and time are the run's."""

    def no_circuit(why: str) -> tuple[Status, str]:
        # without a circuit this solver has nothing to enter, but an open tour may still exist
        if closed:
            return NO_TOUR, why
        return GAVE_UP, f"The circuit solver needs a closed tour. {why}"

    why = tour_impossible(board, None, True)
    if why:
        status, reason = no_circuit(why)
        return KnownResult(board, start, closed, status, reason)
    corner = int(board.live_squares()[0])

    def find() -> Search:
        if strip.applies(board):
            return StripSearch(
                board, corner, True, lambda: make_exact(board, corner, True, seed), trial=0
            )
        if divide_conquer.applies(board, corner, True):
            return ConstructSearch(board, corner, True)
        return RestartSearch(board, corner, True, roth_key(board), seed)

    return CircuitSearch(board, start, closed, find, CIRCUIT_STEP_CAP, no_circuit)


def make_squirrel_cull(board: Board, start: int, closed: bool, seed: int) -> Search:
    """Squirrel and Cull's schedule from the corner the user chose (square boards only)."""
    if not board.is_knight or board.rows != board.cols:
        return KnownResult(
            board,
            start,
            closed,
            GAVE_UP,
            translate("searches", "Squirrel and Cull's rule is defined on square boards only."),
        )
    if squirrel.corner_of(board, start) is None:
        return KnownResult(
            board,
            start,
            closed,
            GAVE_UP,
            translate(
                "searches", "Squirrel and Cull's rule starts in a corner: choose a corner square."
            ),
        )
    ranks, switch = squirrel.tables(board, start)
    return ScheduleSearch(
        board, start, ranks, switch, QT_TRANSLATE_NOOP("searches", "Squirrel and Cull's rule")
    )


def make_exact(board: Board, start: int, closed: bool, seed: int = 0) -> Search:
    board.check_fits(SEARCH_BYTES_PER_SQUARE)
    # off the knight's full board no construction stands in for a long search: the first
    # attempt is kept beside the restarts, so that proving no tour costs little more than
    # one search
    keep = not board.is_knight
    return RestartSearch(board, start, closed, roth_key(board), seed, keep_first=keep)


def make_strip(board: Board, start: int, closed: bool, seed: int, trial: int = 0) -> Search:
    """The column-by-column method of a board 3 or 4 wide; more tours from the exact search,
    which first gets trial moves on its own."""
    return StripSearch(board, start, closed, lambda: make_exact(board, start, closed, seed), trial)


def make_tiles(board: Board, start: int, closed: bool, seed: int) -> Search:
    """The tiled construction; the exact search where no tiling serves the start."""
    return ConstructSearch(board, start, closed, lambda: make_exact(board, start, closed, seed))


def make_divide_conquer(board: Board, start: int, closed: bool, seed: int) -> Search:
    """Tiles where they fit, the strip method on boards 3 or 4 wide, else (a few odd starts)
    the exact search."""
    if divide_conquer.applies(board, start, closed):
        return make_tiles(board, start, closed, seed)
    if strip.applies(board):
        return make_strip(board, start, closed, seed)
    return make_exact(board, start, closed, seed)


#: from this many squares up, auto builds tours from tiles instead of searching
AUTO_CONSTRUCT_SQUARES = 1024
#: on a board 3 or 4 wide and smaller than that, the exact search gets this many moves before
#: the column-by-column method (whose tables take a moment to fill) takes over
AUTO_TRIAL_MOVES = 1_000_000


#: Automatic's own step cap on boards other than the knight's full rectangle (other leapers,
#: holes, wrapping, three dimensions), where no construction applies and its exact search may
#: run for hours without an answer; a run's own step limit replaces it
AUTO_STEP_CAP = 50_000_000


def auto_cap_reason(board: Board, start: int, closed: bool, end: int | None = None) -> str:
    """What Automatic says when its step cap ends a search that has not decided."""
    cap = number_text(AUTO_STEP_CAP * (10 if edge_search.applies(board) else 1))
    why = translate(
        "searches",
        "That many moves is Automatic's step cap on boards of other leapers, with holes, "
        "wrapped or in three dimensions; a larger step limit searches longer.",
    )
    if closed:
        text = translate(
            "searches",
            "Still undecided after {cap} moves: the search has found no closed tour and has "
            "not yet proved that none exists. {why}",
        )
    elif end is not None:
        text = translate(
            "searches",
            "Still undecided after {cap} moves: the search has found no tour from {start} to "
            "{end} and has not yet proved that none exists. {why}",
        )
    else:
        text = translate(
            "searches",
            "Still undecided after {cap} moves: the search has found no tour from {start} and "
            "has not yet proved that none exists. {why}",
        )
    return text.format(
        cap=cap,
        why=why,
        start=board.name(start),
        end=board.name(end) if end is not None else "",
    )


def capped(search: Search, board: Board, start: int, closed: bool, end: int | None) -> Search:
    """search with Automatic's step cap, on the boards that get one (ten times as many for
    the edge search, whose choices cost a hundred moves each: tens of seconds at most)."""
    if not board.is_knight and search.exact:
        search.step_cap = AUTO_STEP_CAP * (10 if isinstance(search, EdgeSearch) else 1)
        search.cap_reason = auto_cap_reason(board, start, closed, end)
    return search


def make_auto(board: Board, start: int, closed: bool, seed: int) -> Search:
    """After the theorems (make_search applies them): on large boards the divide-and-conquer
    construction; on small boards of the knight's relatives, the edge search, which proves
    no tour where the walk would try billions of paths; otherwise, or where no tiling fits,
    an exact search in Warnsdorff order with Roth's tie-break and full pruning, which finds a
    tour without backtracking on most boards and proves no-tour on the rest (on other boards
    than the knight's full rectangle, within AUTO_STEP_CAP moves, or it says it is still
    undecided)."""
    if board.size >= AUTO_CONSTRUCT_SQUARES and divide_conquer.applies(board, start, closed):
        return make_tiles(board, start, closed, seed)
    if edge_search.applies(board):
        search = EdgeSearch(board, start, closed, None, make_exact(board, start, closed, seed))
        return capped(search, board, start, closed, None)
    if strip.applies(board):
        small = board.size < AUTO_CONSTRUCT_SQUARES
        return make_strip(board, start, closed, seed, AUTO_TRIAL_MOVES if small else 0)
    return capped(make_exact(board, start, closed, seed), board, start, closed, None)


def bytes_per_square(board: Board, start: int, closed: bool, solver: str) -> int:
    """What a run of solver needs per square of board, for the memory check."""
    if solver == "auto" and edge_search.applies(board):
        return EdgeSearch.bytes_per_square
    if solver in ("auto", "divide-conquer", "circuit"):
        if divide_conquer.applies(board, start, closed or solver == "circuit"):
            return ConstructSearch.bytes_per_square
        if strip.applies(board):
            return StripSearch.bytes_per_square
    return SEARCH_BYTES_PER_SQUARE
