"""A solve's answer as JSON: the one builder of the object ``knighttour solve --json`` prints
and ``knighttour.Tour.to_dict()`` returns, so the two cannot drift apart."""

from __future__ import annotations

from collections.abc import Sequence

from ..board.board import Board


def solve_json(
    board: Board,
    start: int,
    solver: str,
    closed: bool,
    status: str,
    reason: str,
    tour: Sequence[str] | None,
    *,
    steps: int,
    backtracks: int,
    seconds: float,
    end: int | None = None,
    symmetric: int | None = None,
    tours: Sequence[Sequence[str]] | None = None,
    files: Sequence[str] | None = None,
) -> dict[str, object]:
    """The contract's solve object (docs/command-line.md): tour None leaves "tour" out (it
    went to a file); tours (``--solutions``) and files (each tour's file) when asked for.

    Examples
    --------
    >>> from knighttour.core.board.board import Board
    >>> solve_json(Board(1, 1), 0, "auto", False, "found", "", ["a1"], steps=0,
    ...            backtracks=0, seconds=0.0)  # doctest: +NORMALIZE_WHITESPACE
    {'board': {'rows': 1, 'cols': 1}, 'start': 'a1', 'solver': 'auto', 'closed': False,
     'status': 'found', 'reason': '', 'tour': ['a1'], 'steps': 0, 'backtracks': 0,
     'seconds': 0.0}
    """
    data: dict[str, object] = {
        "board": board.to_json(),
        "start": board.name(start),
        "solver": solver,
        "closed": bool(closed),
        "status": str(status),
        "reason": reason,
    }
    if tour is not None:
        data["tour"] = list(tour)
    if tours is not None:
        data["tours"] = [list(t) for t in tours]
    if end is not None:
        data["end"] = board.name(end)
    if symmetric is not None:
        data["symmetric"] = symmetric
    data.update(steps=int(steps), backtracks=int(backtracks), seconds=round(seconds, 6))
    if files is not None:
        data["files"] = list(files)
    if not board.is_knight:
        data.update(board.variant_json())
    return data
