"""The one-pass validator every caller shares (Route.validate, the command line, the window).

TourVerdict makes one pass in bounded memory: each square is checked on the board, against
the holes, against a bit set of the squares seen (one bit a square: 12.5 MB for 10**8) and
as a jump of the leaper from the previous square; the closing move and the squares never
visited are checked at the end.  The messages are Route.validate's; a text file's result also
names the line (files/check_file.py reads files into it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..jit import njit
from .board import Board, Board3D, file_name
from .geometry import (
    CHUNK,
    E_HOLE,
    E_JUMP,
    E_MOVE,
    E_NONE,
    E_OFF,
    E_REPEAT,
    E_START,
    E_SYNTAX,
    G_COLS,
    G_FILES,
    G_HOLES,
    G_MB,
    G_ROWS,
    G_SIZE,
    G_START,
    G_THREE,
    G_WRAPF,
    G_WRAPR,
    S_COUNT,
    S_EINDEX,
    S_ERR,
    S_ESQUARE,
    S_FIRST,
    S_LAST,
    S_PF,
    S_PL,
    S_PR,
    Geometry,
    ReadProgress,
    Stop,
    as_squares,
    jump_across,
    new_state,
    rank_file,
    table_slot,
    words,
)
from .magic import MagicSums, MagicTally, magic_applies


@dataclass(frozen=True)
class TourVerdict:
    """The verdict on a tour: ok, or the first thing wrong with it (and where)."""

    ok: bool
    #: squares read: all of them, or up to and including the first bad one
    squares: int
    #: '' when ok, else one line in Route.validate's words
    reason: str = ""
    #: the line of a text file where the problem is (1-based), 0 when there is none
    line: int = 0
    #: the number of the square where the problem is (1-based), 0 when none
    index: int = 0
    #: '', 'syntax' (not a square name), 'off-board', 'hole', 'repeat', 'move', 'start',
    #: 'empty', 'missing', 'open', 'truncated', 'board', 'stopped'
    kind: str = ""
    #: the last square is a move from the first (a tour of two or more squares)
    closed: bool = False
    #: the tour's magic sums, when asked for and the tour is valid on a board that has them
    magic: MagicSums | None = None

    @property
    def message(self) -> str:
        """The reason with its line, as a person reads it: 'line 12: move 11 ...'."""
        return f"line {self.line}: {self.reason}" if self.line else self.reason


_KINDS = {
    E_SYNTAX: "syntax",
    E_OFF: "off-board",
    E_HOLE: "hole",
    E_REPEAT: "repeat",
    E_MOVE: "move",
    E_START: "start",
    E_JUMP: "move",
}


@njit(cache=True, nogil=True)
def scan_squares(squares, begin, end, st, geo, visited, holes, movetab, jumps):
    """Check squares[begin:end] (indices) as the continuation of the tour in st: on the
    board, not a hole, not seen before (the bit set visited), one jump from the previous
    square.  Stops at the first problem, recorded in st."""
    cols = geo[G_COLS]
    files = geo[G_FILES]
    rows = geo[G_ROWS]
    reach = geo[G_MB]
    side = 2 * reach + 1
    wrap_f = geo[G_WRAPF]
    wrap_r = geo[G_WRAPR]
    size = geo[G_SIZE]
    has_holes = geo[G_HOLES]
    first = geo[G_START]
    inv = 1.0 / cols
    finv = 1.0 / files
    three = geo[G_THREE]
    count = st[S_COUNT]
    pf = st[S_PF]
    pr = st[S_PR]
    pl = st[S_PL]
    last = st[S_LAST]
    err = E_NONE
    s = np.int64(0)
    for i in range(begin, end):
        s = np.int64(squares[i])
        if s < 0 or s >= size:
            err = E_OFF
            break
        r, c = rank_file(s, cols, inv)
        ly: int | np.int64 = 0
        f = c
        if three:
            ly = np.int64(c * finv)
            f = c - ly * files
            if f < 0:
                ly -= 1
                f += files
            elif f >= files:
                ly += 1
                f -= files
        word = s >> 6
        bit = np.uint64(1) << np.uint64(s & 63)
        if has_holes and holes[word] & bit:
            err = E_HOLE
            break
        if count == 0:
            if first >= 0 and s != first:
                err = E_START
                break
            st[S_FIRST] = s
        else:
            if visited[word] & bit:
                err = E_REPEAT
                break
            k: int | np.int64 = -1
            if reach >= 0:  # the move check (geometry.jump_index), inline
                slot = table_slot(reach, side, pf, pr, pl, f, r, ly)
                if slot >= 0:
                    k = np.int64(movetab[slot]) - 1
            else:
                k = jump_across(files, rows, wrap_f, wrap_r, jumps, pf, pr, pl, f, r, ly)
            if k < 0:
                err = E_MOVE
                break
        visited[word] |= bit
        pf = f
        pr = r
        pl = ly
        last = s
        count += 1
    st[S_LAST] = last
    if err != E_NONE:
        st[S_ERR] = err
        st[S_EINDEX] = count + 1
        st[S_ESQUARE] = s
    st[S_COUNT] = count
    st[S_PF] = pf
    st[S_PR] = pr
    st[S_PL] = pl


@njit(cache=True, nogil=True)
def unvisited(visited, holes, has_holes, size, want, out):
    """The first `want` squares neither visited nor holes, into out; how many were found."""
    found = 0
    for w in range(visited.shape[0]):
        word = visited[w]
        if has_holes:
            word |= holes[w]
        if word == np.uint64(0xFFFFFFFFFFFFFFFF):
            continue
        for b in range(64):
            s = w * 64 + b
            if s >= size:
                return found
            if not (word >> np.uint64(b)) & np.uint64(1):
                out[found] = s
                found += 1
                if found == want:
                    return found
    return found


@njit(cache=True, nogil=True)
def first_at(squares, begin, end, target):
    """The first index in begin..end-1 holding target, or -1."""
    for i in range(begin, end):
        if squares[i] == target:
            return i
    return -1


def bad_name(board: Board, token: str, err: int) -> str:
    """Why the name token cannot be read on board (Board.parse_square's words)."""
    if err == E_SYNTAX:
        example = "a1:1" if isinstance(board, Board3D) else "a1 or h8"
        return f"square {token!r} is not a square name such as {example}"
    if isinstance(board, Board3D):
        return (
            f"square {token!r} is off the {board.spec} board (files "
            f"a-{file_name(board.files - 1)}, ranks 1-{board.rows}, layers "
            f"1-{board.layers})"
        )
    return (
        f"square {token!r} is off the {board.spec} board "
        f"(files a-{file_name(board.cols - 1)}, ranks 1-{board.rows})"
    )


# --- validation ---------------------------------------------------------------------------


class Check:
    """One validation: the board's geometry, the bit set of visited squares, the state."""

    def __init__(
        self, board: Board, start: int | None, closed: bool = False, magic: bool = False
    ) -> None:
        self.board = board
        self.closed_wanted = closed
        self.gm = Geometry(board)
        self.geo = self.gm.for_check(start)
        self.visited = np.zeros(words(board.size), dtype=np.uint64)
        self.st = new_state()
        self.start = start
        #: the magic sums, added up as the squares are checked (magic=True on a board that
        #: has them)
        self.tally = MagicTally(board) if magic and magic_applies(board) else None

    def squares(self, squares: np.ndarray, begin: int, end: int) -> None:
        """Check squares[begin:end], carrying the state on (stops at the first problem)."""
        gm = self.gm
        before = int(self.st[S_COUNT])
        scan_squares(
            squares, begin, end, self.st, self.geo, self.visited, gm.holes, gm.movetab, gm.jumps
        )
        if self.tally is not None and self.st[S_ERR] == E_NONE:
            self.tally.add(squares[begin:end], before + 1)

    def run_array(self, squares: np.ndarray, progress: ReadProgress, stop: Stop) -> bool:
        """Check every square of an array; False when stopped."""
        n = len(squares)
        for begin in range(0, n, CHUNK):
            end = min(begin + CHUNK, n)
            self.squares(squares, begin, end)
            if self.st[S_ERR] != E_NONE:
                return True
            if end < n:
                if progress is not None:
                    progress(end, n)
                if stop is not None and stop():
                    return False
        return True

    def verdict(
        self,
        *,
        token: str = "",
        cut_short: bool = False,
        line: int = 0,
        first_visit: Callable[[int], int | None] | None = None,
    ) -> TourVerdict:
        """The result once the squares are read (or the first problem met)."""
        st, board = self.st, self.board
        count = int(st[S_COUNT])
        closed = board.closes(int(st[S_FIRST]), int(st[S_LAST]), count)  # (count > 2 first)
        err = int(st[S_ERR])
        if err != E_NONE:
            index, s = int(st[S_EINDEX]), int(st[S_ESQUARE])
            if err == E_SYNTAX or (err == E_OFF and token):
                reason = f"square {index} of the tour: " + bad_name(board, token, err)
            elif err == E_OFF:
                reason = f"square {index} of the tour is not on the board"
            elif err == E_HOLE:
                reason = (
                    f"square {index} of the tour: square {board.name(s)!r} has been "
                    "removed from the board"
                )
            elif err == E_START:
                reason = f"the tour starts on {board.name(s)}, not on {board.name(self.start or 0)}"
            elif err == E_REPEAT:
                reason = f"move {index - 1} lands on {board.name(s)} a second time"
                first = first_visit(s) if first_visit is not None else None
                if first is not None:
                    reason += f" (first visited as square {first} of the tour)"
            elif err == E_JUMP:
                reason = f"move {index - 1} is byte {s}, not one of the {len(board.jumps)} jumps"
            else:
                reason = (
                    f"move {index - 1} ({board.name(int(st[S_LAST]))} to {board.name(s)}) "
                    "is not a knight's move"
                )
            kind = _KINDS[err]
            if err == E_SYNTAX and not _NAME_START.fullmatch(token):
                cut_short = False  # no cut can leave this: the start of no name
            if cut_short:
                shown = token or (board.name(s) if 0 <= s < board.size else "")
                reason, kind = cut_short_reason(shown, reason), "truncated"
            return TourVerdict(False, index, reason, line, index, kind)
        if count == 0:
            return TourVerdict(False, 0, "the tour is empty", line, 0, "empty")
        if count < board.squares:
            want = np.zeros(6, dtype=np.int64)
            found = unvisited(self.visited, self.gm.holes, bool(board.holes), board.size, 6, want)
            missing = [int(x) for x in want[: min(found, 5)]]
            shown = ", ".join(board.names(missing)) + (", ..." if found > 5 else "")
            reason = f"the tour visits {count} of {board.squares} squares; never visited: {shown}"
            if cut_short:
                reason = cut_short_reason(board.name(int(st[S_LAST])), reason)
                return TourVerdict(False, count, reason, line, count, "truncated")
            return TourVerdict(False, count, reason, line, 0, "missing")
        if self.closed_wanted and not closed:
            end, begin = board.name(int(st[S_LAST])), board.name(int(st[S_FIRST]))
            reason = (
                f"the tour is not closed: a closed tour has three squares at least (going "
                f"back from {end} to {begin} would take the same move twice)"
                if count == 2
                else f"the tour is not closed: its last square {end} "
                f"is not a knight's move from its first {begin}"
            )
            return TourVerdict(False, count, reason, line, count, "open")
        magic = self.tally.result() if self.tally is not None else None
        return TourVerdict(True, count, "", 0, 0, "", closed, magic)


#: what the start of a square name can look like (a name cut short by the end of a file)
_NAME_START = re.compile(r"[A-Za-z]+[0-9]*(:[0-9]*)?")


def cut_short_reason(token: str, reason: str) -> str:
    """reason, told as the problem of a file whose last line token was cut short."""
    last = f" {token!r}" if token else ""
    return f"the file looks cut short: its last line{last} has no newline at its end, and {reason}"


def validate_squares(
    squares: np.ndarray,
    board: Board,
    closed: bool = False,
    start: int | None = None,
    *,
    progress: ReadProgress = None,
    stop: Stop = None,
    magic: bool = False,
) -> TourVerdict:
    """Validate a tour held as an array of square indices in one pass (Route.validate); with
    magic, a valid tour's verdict has its magic sums (on a board that has them)."""
    squares = as_squares(squares)
    check = Check(board, start, closed, magic)
    if not check.run_array(squares, progress, stop):
        return stopped_validation(check)

    def first_visit(s: int) -> int | None:
        at = first_at(squares, 0, len(squares), s)
        return at + 1 if at >= 0 else None

    return check.verdict(first_visit=first_visit)


def stopped_validation(check: Check) -> TourVerdict:
    """The verdict of a validation stopped by stop(): how far it came."""
    count = int(check.st[S_COUNT])
    return TourVerdict(False, count, f"stopped after {count:,} squares", 0, 0, "stopped")
