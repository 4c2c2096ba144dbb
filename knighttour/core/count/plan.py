"""How a count here will be made, decided before any work: the method, and the refusals
(a board too large for memory, a count that could not end in any useful time).  The command
line's ``knighttour count`` and the library's ``knighttour.count`` both ask here, so they
refuse the same counts with the same words."""

from __future__ import annotations

from ..board.board import Board
from ..board.theorems import tour_impossible
from .methods import check_feasible, check_fits, choose_method


def method_for(board: Board, closed: bool, start: int | None, per_start: bool) -> str:
    """The method a count of board uses (enumeration or frontier); BoardError for a count
    refused (a theorem's 0 is never refused)."""
    board.check_fits(96)  # before anything the size of the board is made
    method = choose_method(board)
    if not tour_impossible(board, start, closed):
        check_feasible(board, method, closed, None if per_start else start)
        check_fits(board, closed, per_start or start is not None, method)
    return method
