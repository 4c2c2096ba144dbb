"""Squirrel and Cull's Warnsdorff algorithm: tie-break orders that switch at fixed squares.

Squirrel and Cull (1996) start the knight in a corner of an m x m board and apply
Warnsdorff's rule, breaking ties by a fixed order of the eight directions; at a few fixed
squares the order changes.  The orders and switch squares depend on m mod 8 (m mod 16 when
m = 5 mod 8); Ganzfried (2004) corrected the schedules and proved the m = 7 mod 8 case.
The tables below are those schedules, as published in Squirrel's reference implementation.

Coordinates are the paper's: (x, y) from (1, 1) at the starting corner, directions numbered
1..8 clockwise from (-2, +1).
"""

from __future__ import annotations

import numpy as np

from ..board.board import Board

#: direction number -> (dx, dy) in the paper's coordinates
DIRECTIONS: dict[int, tuple[int, int]] = {
    1: (-2, 1),
    2: (-1, 2),
    3: (1, 2),
    4: (2, 1),
    5: (2, -1),
    6: (1, -2),
    7: (-1, -2),
    8: (-2, -1),
}

Schedule = list[tuple[str, tuple[int, int] | None]]


def schedule(m: int) -> Schedule:
    """The (order, switch square) list for an m x m board; the last order never switches."""
    h = m // 2  # every half below is taken of a number with the right parity
    if m % 8 == 0:
        return [
            ("34261578", (m - 1, m - 2)),
            ("87642135", (2, 2)),
            ("51867342", (m - 8, 1)),
            ("51342678", (7, m - 3)),
            ("21435678", None),
        ]
    if m % 8 == 1:
        return [
            ("34261578", (m - 1, m - 2)),
            ("87642135", (2, 2)),
            ("51324678", (m - 6, h + 5)),
            ("32481765", None),
        ]
    if m % 8 == 2:
        return [
            ("34261578", (6, 1)),
            ("87642135", (3, 1)),
            ("54132678", (m - 15, 4)),
            ("52431678", (10, m - 2)),
            ("85647123", (5, h - 3)),
            ("15746823", None),
        ]
    if m % 8 == 3:
        return [
            ("34625718", (m - 1, m - 2)),
            ("42681357", (m - 6, m)),
            ("86512347", (2, 5)),
            ("51867342", (m - 10, 3)),
            ("61825437", (h + 1, m - 2)),
            ("71642538", None),
        ]
    if m % 8 == 4:
        return [
            ("34261578", (m - 1, m - 2)),
            ("87642135", (2, 2)),
            ("51867342", (m - 8, 1)),
            ("51342678", (10, m - 5)),
            ("86753421", (13, h + 1)),
            ("78563421", None),
        ]
    if m % 8 == 5:
        y = h - 2 if m % 16 == 5 else h - 6
        return [
            ("34261578", (m - 1, m - 2)),
            ("87642135", (2, 2)),
            ("51324678", (m - 2, y)),
            ("15234678", None),
        ]
    if m % 8 == 6:
        return [
            ("34261578", (6, 1)),
            ("87642135", (3, 1)),
            ("54132678", (m - 10, 1)),
            ("52431678", (10, m - 2)),
            ("85647123", (3, h + 4)),
            ("12453678", None),
        ]
    return [
        ("34625718", (m - 1, m - 2)),
        ("42681357", (m - 6, m)),
        ("86512347", (2, 5)),
        ("51867342", (m - 6, 3)),
        ("61825437", (h + 1, m - 2)),
        ("61357284", None),
    ]


def corner_of(board: Board, start: int) -> tuple[int, int] | None:
    """(sx, sy): the directions the paper's x and y grow in from this corner; None if start is
    not a corner."""
    rank, file = divmod(start, board.cols)
    if file not in (0, board.cols - 1) or rank not in (0, board.rows - 1):
        return None
    return (1 if file == 0 else -1), (1 if rank == 0 else -1)


def tables(board: Board, start: int) -> tuple[np.ndarray, np.ndarray]:
    """ranks[r, k] (tie-break rank of the board's jump k under order r) and switch[r] (a
    square index, or -1) for a square board and a corner start."""
    m = board.rows
    corner = corner_of(board, start)
    if corner is None:
        raise ValueError(f"square {start} is not a corner of the board")
    sx, sy = corner
    rank0, file0 = divmod(start, board.cols)
    plan = schedule(m)
    ranks = np.full((len(plan), len(board.jumps)), 99, dtype=np.int64)
    switch = np.full(len(plan), -1, dtype=np.int64)
    for r, (order, square) in enumerate(plan):
        for position, digit in enumerate(order):
            dx, dy = DIRECTIONS[int(digit)]
            ranks[r, board.jumps.index((sx * dx, sy * dy))] = position
        if square is not None:
            x, y = square
            if 1 <= x <= m and 1 <= y <= m:
                switch[r] = board.index(file0 + sx * (x - 1), rank0 + sy * (y - 1))
    return ranks, switch
