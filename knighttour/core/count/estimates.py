"""What a frontier count will cost, told before and while it runs: the most live states it
will meet (from the measured peaks of knight's boards), and its time left from the states met
so far."""

from __future__ import annotations

import numpy as np

from ..board.board import Board
from .frontier_kernels import CLOSED, OPEN_ALL, OPEN_FROM
from .line import line_span

#: the most live states met after any square on long knight's boards (length at least the width
#: plus 3), by width and kind (measured; 7 and 8 wide extrapolated from the growth of 5 to 6)
SATURATED = {
    CLOSED: {3: 132, 4: 745, 5: 52_828, 6: 1_236_399, 7: 28_000_000, 8: 650_000_000},
    OPEN_ALL: {3: 981, 4: 13_726, 5: 640_024, 6: 24_000_000, 7: 530_000_000, 8: 12_000_000_000},
    OPEN_FROM: {3: 696, 4: 9_375, 5: 433_486, 6: 12_000_000, 7: 270_000_000, 8: 6_000_000_000},
}
#: the share of that peak on a board only 0, 1 or 2 squares longer than wide
SHORT = (0.15, 0.4, 0.8)
#: bytes a state takes at the peak, per byte of its row: the packed input, the table (75 %
#: load) and room to grow it
BYTES_FACTOR = 3.0


#: wall seconds a live state takes at a square, on this project's 2-core machine (8x8 closed:
#: 2.24 billion state-squares in 56 minutes, docs/counting-records.md)
SECONDS_PER_STATE_SQUARE = 1.5e-6
#: up to about this many moduli (the numbers the ways are counted modulo, more the more tours
#: a board has) a state's cost is as above; past it, it grows as the square of their number
#: (measured on closed 3xN boards: 3x30000 with 1,638 moduli took 76 s, 4.3 times the
#: estimate without them; 3x1000000 with 54,584 moduli about 0.6 s a square)
MODULI_AT_PACE = 800
#: the live states reach their peak this many columns from the nearer end of the board, and
#: multiply about GROWTH times a column before it (and fall as fast after): the shape of the
#: states met square by square on 6x6, 6x8, 5x12 and 8x8
PLATEAU = 3.5
GROWTH = 9.0


def _width(board: Board) -> int:
    """The squares across the board as the frontier sweeps it (3 to 8; from its span)."""
    return max(3, min(8, line_span(board) // 2))  # the span answers at once on any board


def work_weights(board: Board) -> np.ndarray:
    """Each square's share of a frontier count's work, as live states at that square relative
    to the peak (1.0): small near both ends of the board, 1 across its middle."""
    n = board.squares
    k = np.arange(n, dtype=np.float64)
    columns = np.minimum(k + 1, n - k) / _width(board)
    return np.minimum(1.0, GROWTH ** np.minimum(columns - PLATEAU, 0.0))


class WorkShare:
    """The share of a frontier count's work done after a square (its progress as a count of
    squares reads 30 % at square 20 of 64, when the states met so far are 2 % of the work)."""

    def __init__(self, board: Board) -> None:
        weights = work_weights(board)
        self.squares = board.squares
        self.cumulative = np.cumsum(weights) / max(float(weights.sum()), 1e-12)

    def after(self, done: int, total: int) -> float:
        """The share done after step done of total (several runs of the board's squares, one
        after another, are total's runs: each counts as an equal part)."""
        if done <= 0 or total <= 0:
            return 0.0
        n = self.squares
        runs = max(1, -(-total // n))
        run, square = divmod(done - 1, n)
        return min(1.0, (run + float(self.cumulative[square])) / runs)


def estimate_seconds(board: Board, kind: int, runs: int = 1) -> float:
    """A rough estimate of the wall seconds a frontier count takes (runs counts of the board
    one after another): the estimated peak, spread over the squares by work_weights, at
    SECONDS_PER_STATE_SQUARE, and more where the ways are counted modulo many numbers (see
    MODULI_AT_PACE).  It is high rather than low: the peak estimate is."""
    from .residues import moduli_needed

    work = estimate_states(board, kind) * float(work_weights(board).sum())
    moduli = moduli_needed(board, kind == CLOSED)
    slower = max(1.0, (moduli / MODULI_AT_PACE) ** 2)
    return work * SECONDS_PER_STATE_SQUARE * runs * slower


def estimate_states(board: Board, kind: int) -> int:
    """A rough estimate of the most live states the frontier counter meets on board (from the
    measured peaks of knight's boards; other leapers, holes and wrapping by their span)."""
    span = line_span(board)  # without building the line: this answers at once
    width = _width(board)
    length = -(-board.squares // width)
    table = SATURATED[kind]
    states = float(table[width])
    if span > 17:  # (past 19 the frontier does not fit the key: the figure is only large)
        states *= 20.0 ** ((min(span, 200) - 17) / 2)
    short = length - width
    if short < len(SHORT):
        states *= SHORT[max(short, 0)]
    return int(states)


def time_left(
    states: list[int], seconds: list[float], squares: int, column: int = 0
) -> float | None:
    """Seconds a count has still to run, from the live states after each square so far and
    the seconds each square took; None until it can be told.

    On a board much longer than wide the states repeat column after column (column: the
    squares across, 0 when unknown): once the last two columns held about as many states,
    each column to come but the last two takes as long as the last.  Otherwise the states
    rise to one peak and fall about as they rose: once they have fallen twice in a row, the
    squares still to come are taken to hold the states met as far before the peak, at the
    pace so far."""
    done = len(states)
    if done < 3 or done >= squares:
        return None
    if column > 0 and done >= 2 * column:
        last, before = sum(states[-column:]), sum(states[-2 * column : -column])
        if 0.8 * before <= last <= 1.25 * before:
            # the last two columns cost little: their states die as the board ends
            return sum(seconds[-column:]) * max(0, squares - done - 2 * column) / column
    if not states[-1] < states[-2] < states[-3]:
        return None
    peak = max(range(done), key=states.__getitem__)
    pace = sum(seconds) / max(1, sum(states))  # seconds a state (each square's input)
    to_come = 0
    for j in range(done, squares - 1):
        mirror = 2 * peak - j
        to_come += states[mirror] if 0 <= mirror < done else 1
    return pace * (states[-1] + to_come)


class TimeLeft:
    """A count's time left as its progress comes in (the command line's and the Count tab's):
    the live states after each square reported and the seconds since the report before.  A
    count whose first report is past square 1 went on from a checkpoint: its start is not
    known, so no time left is told."""

    def __init__(self, column: int = 0) -> None:
        self.column = column  # the squares across the board (see time_left)
        self.states: list[int] = []
        self.seconds: list[float] = []
        self.at = 0.0  # the time of the last report, or of the start
        self.last = 0  # the last square reported
        self.resumed = False

    def add(self, k: int, n: int, states: int, now: float) -> float | None:
        """Square k of n holds states live states, reported at now (seconds since the count
        began); the seconds left, or None until they can be told.  A square reported again
        or an earlier one starts a new count (the next of a table)."""
        if k == 1 or k <= self.last:
            self.states, self.seconds, self.resumed = [], [], False
        elif not self.states:
            self.resumed = True
        self.last = k
        self.states.append(states)
        self.seconds.append(now - self.at)
        self.at = now
        if self.resumed:
            return None
        # squares left out between reports (at most ~10 reports a second) count as one each
        return time_left(self.states, self.seconds, len(self.states) + n - k, self.column)
