"""A set of worksheets for a class: one board a pupil, each with a start square and the tour
that answers it (for the answer key).  The starts are one for all or a different one for each
pupil, chosen only among the squares a tour starts from."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..board.board import Board
from ..board.verdict import tour_impossible
from ..errors import KnightTourError
from ..solve import pipeline
from ..solve.run_loop import drive
from ..solve.search import FOUND
from ..words import translate

#: the most moves spent finding one pupil's tour (auto finds 8x8's at once)
TOUR_STEPS = 5_000_000


class WorksheetError(KnightTourError):
    """No worksheet set can be made as asked; the message says why."""


@dataclass(frozen=True)
class Worksheet:
    """One pupil's sheet: its number (1, 2, ...), the start, and the tour that answers it."""

    pupil: int
    start: int
    tour: np.ndarray


def _no_open_tour(board: Board, start: int | None) -> str:
    """The theorem that rules out an open tour from start (any start: None), or ''."""
    return tour_impossible(board, start, False)


def choose_starts(board: Board, pupils: int, start: int | None, seed: int = 0) -> list[int]:
    """The start of each pupil: start for all, or (start None) a different square for each
    as long as there are squares a tour starts from (then again from the first)."""
    if pupils < 1:
        raise WorksheetError(translate("worksheets", "a set needs at least one pupil"))
    if start is not None:
        why = _no_open_tour(board, start)
        if why:
            raise WorksheetError(why)
        return [start] * pupils
    squares = [int(s) for s in board.live_squares() if not _no_open_tour(board, int(s))]
    if not squares:
        raise WorksheetError(
            _no_open_tour(board, None)
            or translate("worksheets", "no tour starts on any square of this board")
        )
    random.Random(seed).shuffle(squares)
    return [squares[i % len(squares)] for i in range(pupils)]


def tour_from(board: Board, start: int, stop: Callable[[], bool] | None = None) -> np.ndarray:
    """A tour from start (the automatic solver, then exact backtracking with Warnsdorff's
    order if it gave up); WorksheetError when none is found."""
    for solver in ("auto", "warnsdorff-backtracking"):
        search = pipeline.search_of(pipeline.request(board, start, solver))
        drive(search, TOUR_STEPS, stop=stop)
        if search.status == FOUND:
            return search.path()  # (a fresh copy, of int64, from either solver)
        if stop is not None and stop():
            break
    raise WorksheetError(
        translate("worksheets", "no tour from {square} was found in time").format(
            square=board.name(start)
        )
    )


def worksheet_set(
    board: Board,
    pupils: int,
    start: int | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[Worksheet]:
    """pupils worksheets on board: every pupil from start, or (start None) each from a
    different square; each with its tour.  progress is told (done, pupils)."""
    starts = choose_starts(board, pupils, start, seed)
    tours: dict[int, np.ndarray] = {}
    sheets = []
    for i, square in enumerate(starts):
        if square not in tours:
            tours[square] = tour_from(board, square, stop)
        sheets.append(Worksheet(i + 1, square, tours[square]))
        if progress is not None:
            progress(i + 1, pupils)
    return sheets
