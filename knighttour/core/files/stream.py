"""Tours of millions of squares in and out: square names streamed through numba kernels, a
packed binary file, and the one-pass validator that every caller uses.

Text files hold one square name a line (``a1``, ``ab100``, ``b2:3`` on a 3-D board).  Readers
also take names separated by blanks or commas, and skip blank lines and everything from a
``#`` to the end of its line (so a header line such as ``# knighttour tour v1 board=8x8`` is
ignored here; formats.py reads it).  Writing encodes a chunk of squares at a time into a
reused buffer from per-board tables (each file's letters and each rank's digits are made
once), one thread encoding the next chunk while the other writes; reading decodes chunks as
they are read, never the whole file as text.

Validation makes one pass in bounded memory: each square is checked on the board, against
the holes, against a bit set of the squares seen (one bit a square: 12.5 MB for 10**8) and
as a jump of the leaper from the previous square; the closing move and the squares never
visited are checked at the end.  The messages are Tour.validate's; a text file's result also
names the line.

Packed files (suffix ``.ktm``): the text line ``# knighttour moves v1 {json}`` padded with
blanks to a multiple of 64 bytes, then one byte a move, the index of the jump taken in the
header's ``"jumps"`` list.  The JSON carries the board (as the command line's contract writes
it), the jumps, the first square and the number of squares.  A 10**8-square tour takes
100 MB instead of 782 MB of names, and is read memory-mapped.

``progress(done, total)`` is called once a chunk (about 10**6 squares, or 8 MB of text; total
is 0 when unknown); ``stop()`` is checked between chunks: the readers and writers then raise
Stopped, the validators return a Validation whose kind is ``"stopped"``.
"""

from __future__ import annotations

import json
import os
import queue
import re
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import BinaryIO

import numpy as np
from numba import njit

from ..board.board import Board, Board3D, BoardError, build_board, file_name

#: squares a kernel call encodes or checks between two looks at progress and stop
CHUNK = 1 << 20
#: bytes of text read at a time
READ_BYTES = 1 << 23
#: the longest line read whole (a comment); past it a line is one bad name
LONGEST_LINE = 1 << 26
#: the packed file's first bytes, and its usual suffix
PACKED_MAGIC = b"# knighttour moves v1 "
PACKED_SUFFIX = ".ktm"
NPY_MAGIC = b"\x93NUMPY"

Progress = Callable[[int, int], object] | None
Stop = Callable[[], bool] | None


class StreamError(ValueError):
    """Text that is not square names, or a file that is not a tour file; the message names
    the line (``line``) and the bad text (``text``)."""

    def __init__(self, message: str, line: int = 0, text: str = "") -> None:
        super().__init__(message)
        self.line = line
        self.text = text


class Stopped(Exception):  # noqa: N818 - a stop is no error
    """A read or write ended early because stop() said so."""


@dataclass(frozen=True)
class Validation:
    """The verdict on a tour: ok, or the first thing wrong with it (and where)."""

    ok: bool
    #: squares read: all of them, or up to and including the first bad one
    squares: int
    #: '' when ok, else one line in Tour.validate's words
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

    @property
    def message(self) -> str:
        """The reason with its line, as a person reads it: 'line 12: move 11 ...'."""
        return f"line {self.line}: {self.reason}" if self.line else self.reason


# --- the board as the kernels see it ------------------------------------------------------

# geo: the board's integers for the kernels
(
    G_ROWS,
    G_COLS,
    G_FILES,
    G_LAYERS,
    G_SIZE,
    G_WRAPF,
    G_WRAPR,
    G_MB,
    G_HOLES,
    G_THREE,
    G_START,
    G_LEN,
) = range(12)

# st: a scan's state, carried from chunk to chunk
(
    S_COUNT,
    S_LINE,
    S_PF,
    S_PR,
    S_PL,
    S_FIRST,
    S_LAST,
    S_ERR,
    S_ELINE,
    S_EINDEX,
    S_ESTART,
    S_EEND,
    S_ESQUARE,
    S_OUTBASE,
    S_COMMENT,
    S_LEN,
) = range(16)

E_NONE, E_SYNTAX, E_OFF, E_HOLE, E_REPEAT, E_MOVE, E_START, E_FULL, E_JUMP = range(9)

_KINDS = {
    E_SYNTAX: "syntax",
    E_OFF: "off-board",
    E_HOLE: "hole",
    E_REPEAT: "repeat",
    E_MOVE: "move",
    E_START: "start",
    E_JUMP: "move",
}


class _Geometry:
    """A board's numbers, jumps, holes and move table, packed for the kernels."""

    def __init__(self, board: Board) -> None:
        three = isinstance(board, Board3D)
        self.board = board
        self.three = three
        files = board.files if three else board.cols
        layers = board.layers if three else 1
        jumps = np.array([(j[0], j[1], j[2] if three else 0) for j in board.jumps], dtype=np.int64)
        self.jumps = jumps
        wrap_f = board.wrap in ("cylinder", "torus")
        wrap_r = board.wrap == "torus"
        reach = int(np.abs(jumps).max())
        mb = reach if not (wrap_f or wrap_r) and reach <= 8 else -1
        side = 2 * max(mb, 0) + 1
        # movetab[(df + mb) * side * side + (dr + mb) * side + dl + mb] = jump index + 1
        self.movetab = np.zeros(side**3, dtype=np.uint8)
        if mb >= 0:
            for k, (df, dr, dl) in enumerate(jumps):
                at = ((df + mb) * side + dr + mb) * side + dl + mb
                if not self.movetab[at]:
                    self.movetab[at] = k + 1
        self.holes = np.zeros(_words(board.size) if board.removed else 1, dtype=np.uint64)
        for s in board.removed:
            self.holes[s >> 6] |= np.uint64(1) << np.uint64(s & 63)
        geo = np.zeros(G_LEN, dtype=np.int64)
        geo[G_ROWS], geo[G_COLS], geo[G_FILES], geo[G_LAYERS] = (
            board.rows,
            board.cols,
            files,
            layers,
        )
        geo[G_SIZE] = board.size
        geo[G_WRAPF], geo[G_WRAPR], geo[G_MB] = wrap_f, wrap_r, mb
        geo[G_HOLES] = bool(board.removed)
        geo[G_THREE] = three
        geo[G_START] = -1
        self.geo = geo

    def for_check(self, start: int | None) -> np.ndarray:
        """geo with the required first square, if any."""
        geo = self.geo.copy()
        geo[G_START] = -1 if start is None else start
        return geo


def _words(size: int) -> int:
    return (size + 63) >> 6


def _state() -> np.ndarray:
    st = np.zeros(S_LEN, dtype=np.int64)
    st[S_LINE] = 1
    st[S_FIRST] = st[S_LAST] = -1
    return st


# --- kernels ------------------------------------------------------------------------------


@njit(cache=True, nogil=True)
def _fill_names(geo, col_tab, col_len, rank_tab, rank_len, suf_tab, suf_len):
    """Name pieces: each column's file letters, each rank's digits (with the newline on a
    2-D board) and, on a 3-D board, each column's ':layer'."""
    files = geo[G_FILES]
    three = geo[G_THREE]
    for c in range(geo[G_COLS]):
        n = c % files + 1
        k = 0
        while n:
            n -= 1
            k += 1
            n //= 26
        n = c % files + 1
        at = k
        while n:
            n -= 1
            at -= 1
            col_tab[c, at] = 97 + n % 26
            n //= 26
        col_len[c] = k
        if three:
            layer = c // files + 1
            k = 1
            m = layer
            while m:
                k += 1
                m //= 10
            suf_tab[c, 0] = 58
            at = k
            while layer:
                at -= 1
                suf_tab[c, at] = 48 + layer % 10
                layer //= 10
            suf_len[c] = k
    for r in range(geo[G_ROWS]):
        rank = r + 1
        k = 0
        m = rank
        while m:
            k += 1
            m //= 10
        at = k
        while rank:
            at -= 1
            rank_tab[r, at] = 48 + rank % 10
            rank //= 10
        if not three:
            rank_tab[r, k] = 10
            k += 1
        rank_len[r] = k


@njit(cache=True, nogil=True, inline="always")
def _rank_file(s, cols, inv):
    """(rank, file) of square s by a multiply with 1 / cols (a division costs more), the
    rounding of the product corrected by one either way."""
    r = np.int64(s * inv)
    c = s - r * cols
    if c < 0:
        r -= 1
        c += cols
    elif c >= cols:
        r += 1
        c -= cols
    return r, c


@njit(cache=True, nogil=True)
def _encode(
    squares, begin, end, geo, col_word, col_len, rank_word, rank_len, suf_word, suf_len, out
):
    """Names of squares[begin:end], one a line, into out; the bytes used, or -1 - i for the
    first square i that is not on the board.  Each piece of a name is one 8-byte word of a
    table, stored whole (unsigned indices let LLVM merge the byte stores into one) and
    followed by the next piece where the name goes on."""
    cols = geo[G_COLS]
    size = geo[G_SIZE]
    three = geo[G_THREE]
    inv = 1.0 / cols
    at = np.uint64(0)
    for i in range(begin, end):
        s = np.int64(squares[i])
        if s < 0 or s >= size:
            return -1 - i
        r, c = _rank_file(s, cols, inv)
        w = col_word[c]
        for j in range(8):
            out[at + np.uint64(j)] = np.uint8(w >> np.uint64(8 * j))
        at += np.uint64(col_len[c])
        w = rank_word[r]
        for j in range(8):
            out[at + np.uint64(j)] = np.uint8(w >> np.uint64(8 * j))
        at += np.uint64(rank_len[r])
        if three:
            w = suf_word[c]
            for j in range(8):
                out[at + np.uint64(j)] = np.uint8(w >> np.uint64(8 * j))
            at += np.uint64(suf_len[c])
            out[at] = 10
            at += np.uint64(1)
    return np.int64(at)


@njit(cache=True, nogil=True)
def _jump(geo, movetab, jumps, pf, pr, pl, f, r, ly):
    """The index of the jump from (pf, pr, pl) to (f, r, ly), or -1 when none leads there
    (for calls from Python; the hot loops inline the same test, since a call passing arrays
    costs tens of ns)."""
    mb = geo[G_MB]
    if mb >= 0:
        df = f - pf + mb
        dr = r - pr + mb
        dl = ly - pl + mb
        side = 2 * mb + 1
        if df < 0 or df >= side or dr < 0 or dr >= side or dl < 0 or dl >= side:
            return -1
        return np.int64(movetab[(df * side + dr) * side + dl]) - 1
    files = geo[G_FILES]
    rows = geo[G_ROWS]
    for k in range(jumps.shape[0]):
        tf = pf + jumps[k, 0]
        tr = pr + jumps[k, 1]
        if geo[G_WRAPF]:
            tf %= files
        if geo[G_WRAPR]:
            tr %= rows
        if tf == f and tr == r and pl + jumps[k, 2] == ly:
            return k
    return -1


@njit(cache=True, nogil=True)
def _separator(c):
    return c == 10 or c == 32 or c == 9 or c == 13 or c == 44


@njit(cache=True, nogil=True)
def _scan_text(buf, n, st, geo, out, lines):
    """Decode the square names in buf[:n] into out[count - st[S_OUTBASE]], with the line of
    each in lines.  buf[n - 1] must be a separator (the caller cuts there, or puts a newline
    after the end of the file), so a name is read without looking for the end of buf.
    Stops at a name that is not a square of the board (recorded in st) or when out is full
    (E_FULL); returns the position reached."""
    rows = geo[G_ROWS]
    cols = geo[G_COLS]
    files = geo[G_FILES]
    layers = geo[G_LAYERS]
    three = geo[G_THREE]
    room = out.shape[0]
    base = st[S_OUTBASE]
    count = st[S_COUNT]
    line = st[S_LINE]
    one = np.uint64(1)
    end = np.uint64(n)
    i = np.uint64(0)
    if st[S_COMMENT]:
        while i < end and buf[i] != 10:
            i += one
        if i < end:
            st[S_COMMENT] = 0
    while i < end:
        c = buf[i]
        if c == 10:
            line += 1
            i += one
            continue
        if c == 32 or c == 9 or c == 13 or c == 44:
            i += one
            continue
        if c == 35:
            while i < end and buf[i] != 10:
                i += one
            if i == end:
                st[S_COMMENT] = 1
            continue
        if count - base >= room:
            st[S_ERR] = E_FULL
            break
        start = i
        f: int | np.int64 = 0
        nl = 0
        while True:
            d = np.uint8((buf[i] | 32) - 97)
            if d > 25:
                break
            f = f * 26 + np.int64(d) + 1
            nl += 1
            i += one
        r: int | np.int64 = 0
        nd = 0
        while True:
            d = np.uint8(buf[i] - 48)
            if d > 9:
                break
            r = r * 10 + np.int64(d)
            nd += 1
            i += one
        ok = nl > 0 and nd > 0
        big = nl > 12 or nd > 18
        ly: int | np.int64 = 1
        if three:
            if ok and buf[i] == 58:
                i += one
                ly = 0
                nd = 0
                while True:
                    d = np.uint8(buf[i] - 48)
                    if d > 9:
                        break
                    ly = ly * 10 + np.int64(d)
                    nd += 1
                    i += one
                ok = nd > 0
                big = big or nd > 18
            else:
                ok = False
        c = buf[i]
        if not (c == 10 or c == 32 or c == 9 or c == 13 or c == 44):
            ok = False
        err = E_NONE
        if not ok:
            while i < end and not _separator(buf[i]):
                i += one
            err = E_SYNTAX
        elif big or f > files or r < 1 or r > rows or ly < 1 or ly > layers:
            err = E_OFF
        if err != E_NONE:
            st[S_ERR] = err
            st[S_ELINE] = line
            st[S_EINDEX] = count + 1
            st[S_ESTART] = np.int64(start)
            st[S_EEND] = np.int64(i)
            break
        j = np.uint64(count - base)
        out[j] = (r - 1) * cols + (ly - 1) * files + f - 1
        lines[j] = line
        count += 1
        if c == 10:  # the usual end of a name: its newline, taken here
            line += 1
            i += one
    st[S_COUNT] = count
    st[S_LINE] = line
    return np.int64(i)


@njit(cache=True, nogil=True)
def _scan_squares(squares, begin, end, st, geo, visited, holes, movetab, jumps):
    """Check squares[begin:end] (indices) as the continuation of the tour in st: on the
    board, not a hole, not seen before (the bit set visited), one jump from the previous
    square.  Stops at the first problem, recorded in st."""
    cols = geo[G_COLS]
    files = geo[G_FILES]
    rows = geo[G_ROWS]
    size = geo[G_SIZE]
    has_holes = geo[G_HOLES]
    first = geo[G_START]
    mb = geo[G_MB]
    side = 2 * mb + 1
    wrap_f = geo[G_WRAPF]
    wrap_r = geo[G_WRAPR]
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
        r, c = _rank_file(s, cols, inv)
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
            if mb >= 0:
                df = f - pf + mb
                dr = r - pr + mb
                dl = ly - pl + mb
                if 0 <= df < side and 0 <= dr < side and 0 <= dl < side:
                    k = np.int64(movetab[(df * side + dr) * side + dl]) - 1
            else:
                for kk in range(jumps.shape[0]):
                    tf = pf + jumps[kk, 0]
                    tr = pr + jumps[kk, 1]
                    if wrap_f:
                        tf %= files
                    if wrap_r:
                        tr %= rows
                    if tf == f and tr == r and pl + jumps[kk, 2] == ly:
                        k = kk
                        break
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
def _unvisited(visited, holes, has_holes, size, want, out):
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
def _first_at(squares, begin, end, target):
    for i in range(begin, end):
        if squares[i] == target:
            return i
    return -1


@njit(cache=True, nogil=True)
def _pack(squares, begin, end, geo, movetab, jumps, out):
    """The jump index of each move into squares[i] for i in [begin, end) (i >= 1) into
    out[i - begin]; -1 - i for the first move that is no jump (or off the board)."""
    cols = geo[G_COLS]
    files = geo[G_FILES]
    rows = geo[G_ROWS]
    size = geo[G_SIZE]
    mb = geo[G_MB]
    side = 2 * mb + 1
    three = geo[G_THREE]
    inv = 1.0 / cols
    pf = pr = pl = 0
    for i in range(begin - 1, end):
        s = np.int64(squares[i])
        if s < 0 or s >= size:
            return -1 - i
        r, c = _rank_file(s, cols, inv)
        ly = c // files if three else 0
        f = c - ly * files
        if i >= begin:
            k: int | np.int64 = -1
            if mb >= 0:
                df = f - pf + mb
                dr = r - pr + mb
                dl = ly - pl + mb
                if 0 <= df < side and 0 <= dr < side and 0 <= dl < side:
                    k = np.int64(movetab[(df * side + dr) * side + dl]) - 1
            else:
                for kk in range(jumps.shape[0]):
                    tf = pf + jumps[kk, 0]
                    tr = pr + jumps[kk, 1]
                    if geo[G_WRAPF]:
                        tf %= files
                    if geo[G_WRAPR]:
                        tr %= rows
                    if tf == f and tr == r and pl + jumps[kk, 2] == ly:
                        k = kk
                        break
            if k < 0:
                return -1 - i
            out[i - begin] = k
        pf = f
        pr = r
        pl = ly
    return 0


@njit(cache=True, nogil=True)
def _unpack(moves, begin, end, geo, jumps, st, out):
    """Squares reached by moves[begin:end] from the square (st[S_PF], S_PR, S_PL) into out;
    stops at the first byte that is no jump or a jump off the board (recorded in st)."""
    rows = geo[G_ROWS]
    cols = geo[G_COLS]
    files = geo[G_FILES]
    layers = geo[G_LAYERS]
    nj = jumps.shape[0]
    f = st[S_PF]
    r = st[S_PR]
    ly = st[S_PL]
    for i in range(begin, end):
        k = np.int64(moves[i])
        if k >= nj:
            st[S_ERR] = E_JUMP
            st[S_EINDEX] = i + 2
            st[S_ESQUARE] = k
            return i - begin
        f += jumps[k, 0]
        r += jumps[k, 1]
        ly += jumps[k, 2]
        if geo[G_WRAPF]:
            f %= files
        if geo[G_WRAPR]:
            r %= rows
        if f < 0 or f >= files or r < 0 or r >= rows or ly < 0 or ly >= layers:
            st[S_ERR] = E_OFF
            st[S_EINDEX] = i + 2
            st[S_ESQUARE] = k
            return i - begin
        out[i - begin] = r * cols + ly * files + f
        st[S_PF] = f
        st[S_PR] = r
        st[S_PL] = ly
    return end - begin


# --- writing ------------------------------------------------------------------------------


class _Names:
    """The name pieces of a board's columns and ranks, made once."""

    def __init__(self, board: Board) -> None:
        geo = _Geometry(board).geo
        self.geo = geo
        self.col_tab = np.zeros((board.cols, 8), dtype=np.uint8)
        self.col_len = np.zeros(board.cols, dtype=np.int64)
        self.rank_tab = np.zeros((board.rows, 8), dtype=np.uint8)
        self.rank_len = np.zeros(board.rows, dtype=np.int64)
        three = bool(geo[G_THREE])
        self.suf_tab = np.zeros((board.cols if three else 1, 8), dtype=np.uint8)
        self.suf_len = np.zeros(board.cols if three else 1, dtype=np.int64)
        _fill_names(
            geo,
            self.col_tab,
            self.col_len,
            self.rank_tab,
            self.rank_len,
            self.suf_tab,
            self.suf_len,
        )
        #: the longest name with its newline, plus the 8 bytes a piece may write beyond it
        self.width = int(self.col_len.max() + self.rank_len.max() + self.suf_len.max()) + 1 + 8

        shifts = np.arange(0, 64, 8, dtype=np.uint64)
        self.words = [
            np.bitwise_or.reduce(tab.astype(np.uint64) << shifts, axis=1)
            for tab in (self.col_tab, self.rank_tab, self.suf_tab)
        ]

    def encode(self, squares: np.ndarray, begin: int, end: int, out: np.ndarray) -> int:
        col, rank, suf = self.words
        return _encode(
            squares,
            begin,
            end,
            self.geo,
            col,
            self.col_len,
            rank,
            self.rank_len,
            suf,
            self.suf_len,
            out,
        )


def _write_all(fh: BinaryIO, data: memoryview) -> None:
    """fh.write until every byte is written (a raw file may take fewer at a time)."""
    while len(data):
        done = fh.write(data)
        if done is None or done >= len(data):
            return
        data = data[done:]


def _as_squares(squares: np.ndarray) -> np.ndarray:
    squares = np.asarray(squares)
    if squares.dtype not in (np.int32, np.int64):
        squares = squares.astype(np.int64)
    return np.ascontiguousarray(squares)


def write_squares(
    fh: BinaryIO,
    squares: np.ndarray | Iterable[np.ndarray],
    board: Board,
    *,
    count: int | None = None,
    progress: Progress = None,
    stop: Stop = None,
) -> None:
    """Write one square name a line to a binary file from its current position.

    squares is an array (or list) of square indices, or an iterator of such arrays (chunks,
    each used before the next is asked for, so a generator may reuse one buffer); count,
    when known, is the total for progress.  One thread takes and encodes the next chunk
    while this one writes.  ValueError names a square off the board; Stopped when stop() says so."""
    if isinstance(squares, np.ndarray | list | tuple | range):
        whole = _as_squares(np.asarray(squares))
        count = len(whole)
        chunks: Iterator[np.ndarray] = (whole[b : b + CHUNK] for b in range(0, len(whole), CHUNK))
    else:
        chunks = iter(squares)
    total = count or 0
    names = _Names(board)
    bufs: list[np.ndarray] = [np.zeros(0, dtype=np.uint8), np.zeros(0, dtype=np.uint8)]
    done = [0, 0]  # squares taken, squares written

    def encode(k: int) -> tuple[int, int]:
        """Take the next chunk and encode it into bufs[k % 2]: (bytes, squares), (0, 0) at
        the end."""
        chunk = next(chunks, None)
        if chunk is None:
            return 0, 0
        chunk = _as_squares(chunk)
        need = len(chunk) * names.width + 16
        if len(bufs[k % 2]) < need:
            bufs[k % 2] = np.empty(need, dtype=np.uint8)
        used = names.encode(chunk, 0, len(chunk), bufs[k % 2])
        if used < 0:
            i = -1 - used
            raise ValueError(
                f"square {done[0] + i + 1} of the tour ({int(chunk[i])}) is not "
                f"on the {board.spec} board"
            )
        done[0] += len(chunk)
        return used, len(chunk)

    with ThreadPoolExecutor(1, thread_name_prefix="encode") as pool:
        pending = pool.submit(encode, 0)
        k = 0
        while True:
            used, taken = pending.result()
            if not taken:
                return
            if stop is not None and stop():
                raise Stopped(f"stopped after {done[1]:,} squares")
            pending = pool.submit(encode, k + 1)
            _write_all(fh, bufs[k % 2].data[:used])
            done[1] += taken
            if progress is not None:
                progress(done[1], total)
            k += 1


def names_bytes(squares: np.ndarray, board: Board) -> bytes:
    """The names of squares, one a line, as bytes (for small tours and tests)."""
    import io

    out = io.BytesIO()
    write_squares(out, squares, board)
    return out.getvalue()


# --- reading text -------------------------------------------------------------------------


def _last_separator(buf: np.ndarray, n: int) -> int:
    """Index just past the last separator in buf[:n], or 0 when there is none."""
    tail = buf[max(0, n - 4096) : n]
    hits = np.flatnonzero((tail == 10) | (tail == 32) | (tail == 9) | (tail == 13) | (tail == 44))
    if len(hits):
        return n - len(tail) + int(hits[-1]) + 1
    if n > 4096:
        return _last_separator_slow(buf, n - 4096)
    return 0


def _last_separator_slow(buf: np.ndarray, n: int) -> int:
    hits = np.flatnonzero(np.isin(buf[:n], (10, 32, 9, 13, 44)))
    return int(hits[-1]) + 1 if len(hits) else 0


def _remaining(fh: BinaryIO) -> int:
    """Bytes from fh's position to its end, or 0 when that cannot be known."""
    try:
        return max(0, os.fstat(fh.fileno()).st_size - fh.tell())
    except (OSError, AttributeError, ValueError):
        return 0


class _TextScan:
    """Drive _scan_text over a binary file: read chunks, carry a partial name over to the
    next, and hand the squares on a chunk at a time (with the line of each)."""

    def __init__(self, fh: BinaryIO, geo: np.ndarray, progress: Progress, stop: Stop) -> None:
        self.fh = fh
        self.geo = geo
        self.progress = progress
        self.stop = stop
        self.st = _state()
        self.total = _remaining(fh)
        self.done = 0
        #: the text of a name that is not a square of the board
        self.token = ""
        #: the file ends inside its last name (no newline after it)
        self.cut_short = False
        self.stopped = False

    def fresh(
        self, squares: np.ndarray | None, lines: np.ndarray | None
    ) -> tuple[np.ndarray, np.ndarray]:
        """Arrays for the next chunk of squares and their lines, once sink has had the last
        (the same again unless a threaded reader hands them round)."""
        if squares is None or lines is None:
            return np.empty(CHUNK, dtype=np.int64), np.empty(CHUNK, dtype=np.int64)
        return squares, lines

    def run(self, sink: Callable[[np.ndarray, np.ndarray], bool]) -> None:
        """Scan to the end, to a bad name, or until sink(squares, lines) returns False."""
        fh, st, geo = self.fh, self.st, self.geo
        squares, lines = self.fresh(None, None)
        room = READ_BYTES
        buf = np.empty(room + 1, dtype=np.uint8)
        keep = 0
        while True:
            if keep >= room and room < LONGEST_LINE:
                # a whole buffer without a separator (a long comment line): read more,
                # up to LONGEST_LINE, past which it is cut (and read as a bad name)
                room *= 2
                grown = np.empty(room + 1, dtype=np.uint8)
                grown[:keep] = buf[:keep]
                buf = grown
            forced = keep >= room
            # every binary file has readinto, but typing.BinaryIO does not declare it
            got = 0 if forced else fh.readinto(buf.data[keep:room]) or 0  # type: ignore[attr-defined]
            n = keep + got
            final = got == 0 and not forced
            if final or forced:
                buf[n] = 10  # a newline after the end, as the kernel wants
                cut = n + 1
            else:
                cut = _last_separator(buf, n)
                if cut == 0:
                    keep = n
                    continue
            at = 0
            while True:
                begin = at
                at += _scan_text(buf[at:cut], cut - at, st, geo, squares, lines)
                err = st[S_ERR]
                if err == E_FULL or (err == E_NONE and final):
                    st[S_ERR] = E_NONE
                    m = int(st[S_COUNT] - st[S_OUTBASE])
                    st[S_OUTBASE] = st[S_COUNT]
                    if m and not sink(squares[:m], lines[:m]):
                        self.cut_short = (
                            final and at >= n and n > 0 and not (_separator_byte(int(buf[n - 1])))
                        )
                        return
                    if m:
                        squares, lines = self.fresh(squares, lines)
                    if err == E_FULL:
                        continue
                break
            if st[S_ERR] != E_NONE:
                m = int(st[S_COUNT] - st[S_OUTBASE])
                if m and not sink(squares[:m], lines[:m]):
                    return
                st[S_OUTBASE] = st[S_COUNT]
                token = buf[begin + st[S_ESTART] : begin + min(st[S_EEND], st[S_ESTART] + 24)]
                self.token = bytes(token).decode("utf-8", errors="replace")
                self.cut_short = (
                    final
                    and begin + st[S_EEND] == n
                    and n > 0
                    and not (_separator_byte(int(buf[n - 1])))
                )
                return
            self.done += cut
            if final:
                self.cut_short = n > 0 and not _separator_byte(int(buf[n - 1]))
                return
            if self.progress is not None:
                self.progress(self.done, self.total)
            if self.stop is not None and self.stop():
                self.stopped = True
                return
            rest = max(n - cut, 0)
            buf[:rest] = buf[cut : cut + rest]
            keep = rest


def _separator_byte(c: int) -> bool:
    return c in (10, 32, 9, 13, 44)


def _squares_dtype(board: Board) -> type[np.int32] | type[np.int64]:
    return np.int32 if board.size < 2**31 else np.int64


def read_squares(
    fh: BinaryIO, board: Board, *, progress: Progress = None, stop: Stop = None
) -> np.ndarray:
    """The squares named in a text file from its current position (int32 indices, int64 on
    boards of 2**31 squares or more).  StreamError names the line and the text of a name
    that is not a square of board; Stopped when stop() says so."""
    gm = _Geometry(board)
    scan = _TextScan(fh, gm.geo, progress, stop)
    guess = board.size + 1
    if scan.total:
        guess = min(guess, scan.total // 3 + 1)  # the shortest line: 'a1' and a newline
    have: np.ndarray = np.empty(guess, dtype=_squares_dtype(board))
    at = 0

    def sink(squares: np.ndarray, lines: np.ndarray) -> bool:
        nonlocal have, at
        if at + len(squares) > len(have):
            grown = np.empty(max(2 * len(have), at + len(squares)), dtype=have.dtype)
            grown[:at] = have[:at]
            have = grown
        have[at : at + len(squares)] = squares
        at += len(squares)
        return True

    scan.run(sink)
    if scan.stopped:
        raise Stopped(f"stopped after {int(scan.st[S_COUNT]):,} squares")
    st = scan.st
    if st[S_ERR] != E_NONE:
        line, index = int(st[S_ELINE]), int(st[S_EINDEX])
        raise StreamError(
            f"line {line}: square {index} of the tour: "
            + _bad_name(board, scan.token, int(st[S_ERR])),
            line,
            scan.token,
        )
    return have[:at]


def _bad_name(board: Board, token: str, err: int) -> str:
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


class _Check:
    """One validation: the board's geometry, the bit set of visited squares, the state."""

    def __init__(self, board: Board, start: int | None, closed: bool = False) -> None:
        self.board = board
        self.closed_wanted = closed
        self.gm = _Geometry(board)
        self.geo = self.gm.for_check(start)
        self.visited = np.zeros(_words(board.size), dtype=np.uint64)
        self.st = _state()
        self.start = start

    def squares(self, squares: np.ndarray, begin: int, end: int) -> None:
        gm = self.gm
        _scan_squares(
            squares, begin, end, self.st, self.geo, self.visited, gm.holes, gm.movetab, gm.jumps
        )

    def run_array(self, squares: np.ndarray, progress: Progress, stop: Stop) -> bool:
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

    def is_move(self, a: int, b: int) -> bool:
        """True when one jump takes square a to square b."""
        coords = [self._coords(a), self._coords(b)]
        (pf, pr, pl), (f, r, ly) = coords
        return _jump(self.geo, self.gm.movetab, self.gm.jumps, pf, pr, pl, f, r, ly) >= 0

    def _coords(self, s: int) -> tuple[int, int, int]:
        rank, column = divmod(int(s), self.board.cols)
        files = int(self.geo[G_FILES])
        return column % files, rank, column // files

    def verdict(
        self,
        *,
        token: str = "",
        cut_short: bool = False,
        line: int = 0,
        first_visit: Callable[[int], int | None] | None = None,
    ) -> Validation:
        """The result once the squares are read (or the first problem met)."""
        st, board = self.st, self.board
        count = int(st[S_COUNT])
        closed = count > 1 and self.is_move(int(st[S_LAST]), int(st[S_FIRST]))
        err = int(st[S_ERR])
        if err != E_NONE:
            index, s = int(st[S_EINDEX]), int(st[S_ESQUARE])
            if err == E_SYNTAX or (err == E_OFF and token):
                reason = f"square {index} of the tour: " + _bad_name(board, token, err)
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
                    reason += f" (first visited at square {first})"
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
                reason, kind = _cut_short(shown, reason), "truncated"
            return Validation(False, index, reason, line, index, kind)
        if count == 0:
            return Validation(False, 0, "the tour is empty", line, 0, "empty")
        if count < board.squares:
            want = np.zeros(6, dtype=np.int64)
            found = _unvisited(
                self.visited, self.gm.holes, bool(board.removed), board.size, 6, want
            )
            missing = [int(x) for x in want[: min(found, 5)]]
            shown = ", ".join(board.names(missing)) + (", ..." if found > 5 else "")
            reason = f"the tour visits {count} of {board.squares} squares; never visited: {shown}"
            if cut_short:
                reason = _cut_short(board.name(int(st[S_LAST])), reason)
                return Validation(False, count, reason, line, count, "truncated")
            return Validation(False, count, reason, line, 0, "missing")
        if self.closed_wanted and not closed:
            reason = (
                f"the tour is not closed: its last square {board.name(int(st[S_LAST]))} "
                f"is not a knight's move from its first {board.name(int(st[S_FIRST]))}"
            )
            return Validation(False, count, reason, line, count, "open")
        return Validation(True, count, "", 0, 0, "", closed)


#: what the start of a square name can look like (a name cut short by the end of a file)
_NAME_START = re.compile(r"[A-Za-z]+[0-9]*(:[0-9]*)?")


def _cut_short(token: str, reason: str) -> str:
    last = f" {token!r}" if token else ""
    return f"the file looks cut short: its last line{last} has no newline at its end, and {reason}"


def validate_squares(
    squares: np.ndarray,
    board: Board,
    closed: bool = False,
    start: int | None = None,
    *,
    progress: Progress = None,
    stop: Stop = None,
) -> Validation:
    """Validate a tour held as an array of square indices in one pass (Tour.validate)."""
    squares = _as_squares(squares)
    check = _Check(board, start, closed)
    if not check.run_array(squares, progress, stop):
        return _stopped(check)

    def first_visit(s: int) -> int | None:
        at = _first_at(squares, 0, len(squares), s)
        return at + 1 if at >= 0 else None

    return check.verdict(first_visit=first_visit)


def _stopped(check: _Check) -> Validation:
    count = int(check.st[S_COUNT])
    return Validation(False, count, f"stopped after {count:,} squares", 0, 0, "stopped")


def validate_stream(
    source: str | os.PathLike[str] | BinaryIO,
    board: Board,
    closed: bool = False,
    start: int | None = None,
    *,
    progress: Progress = None,
    stop: Stop = None,
) -> Validation:
    """Validate a tour file in one pass and bounded memory: square names (text), a packed
    file or a .npy array of square indices, told apart by their first bytes.  source is a
    path or a binary file at the tour's start.  A name that is not a square name gives a
    Validation of kind 'syntax' (the command line calls that bad input); stop() gives one of
    kind 'stopped'."""
    if isinstance(source, str | os.PathLike):
        with open(source, "rb") as opened:
            return validate_stream(opened, board, closed, start, progress=progress, stop=stop)
    fh = source
    head = peek(fh, len(PACKED_MAGIC))
    if head.startswith(PACKED_MAGIC):
        return _validate_packed(fh, board, closed, start, progress, stop)
    if head.startswith(NPY_MAGIC):
        name = getattr(fh, "name", None)
        path = name if isinstance(name, str) and _tell(fh) == 0 and os.path.isfile(name) else None
        try:
            squares = np.load(path, mmap_mode="r") if path is not None else np.load(fh)
        except (ValueError, OSError, EOFError) as exc:
            raise StreamError(f"the .npy file cannot be read ({exc})") from None
        if squares.ndim != 1 or squares.dtype.kind not in "iu":
            raise StreamError("the .npy file does not hold a list of square indices")
        return validate_squares(squares, board, closed, start, progress=progress, stop=stop)
    check = _Check(board, start, closed)
    origin = _tell(fh)
    scan = _TextScan(fh, check.geo, progress, stop)
    where = {"line": 0}

    def check_chunk(squares: np.ndarray, lines: np.ndarray) -> bool:
        before = int(check.st[S_COUNT])
        check.squares(squares, 0, len(squares))
        done = int(check.st[S_COUNT])
        if check.st[S_ERR] != E_NONE:
            where["line"] = int(lines[done - before])
            return False
        where["line"] = int(lines[-1])
        return True

    _run_beside(scan, check_chunk)
    if scan.stopped:
        return _stopped(check)
    if scan.st[S_ERR] != E_NONE and check.st[S_ERR] == E_NONE:
        for key in (S_ERR, S_EINDEX, S_ESTART, S_EEND):
            check.st[key] = scan.st[key]
        where["line"] = int(scan.st[S_ELINE])
    elif check.st[S_ERR] != E_NONE:
        # a problem past the end of the last name read cannot be a cut-short name
        scan.cut_short = scan.cut_short and int(check.st[S_EINDEX]) == int(scan.st[S_COUNT])

    def first_visit(s: int) -> int | None:
        if origin is None:
            return None
        try:
            fh.seek(origin)
            squares = read_squares(fh, board)
        except (OSError, StreamError):
            return None
        at = _first_at(squares, 0, len(squares), s)
        return at + 1 if at >= 0 else None

    return check.verdict(
        token=scan.token, cut_short=scan.cut_short, line=where["line"], first_visit=first_visit
    )


def _run_beside(scan: _TextScan, use: Callable[[np.ndarray, np.ndarray], bool]) -> None:
    """scan.run on a thread of its own, reading and decoding the next chunks while this one
    uses each (three pairs of arrays go round), so that decoding and checking share the two
    cores."""
    free: queue.Queue = queue.Queue()
    ready: queue.Queue = queue.Queue()
    for _ in range(3):
        free.put((np.empty(CHUNK, dtype=np.int64), np.empty(CHUNK, dtype=np.int64)))
    cancelled = threading.Event()
    failure: list[BaseException] = []

    def hand_on(squares: np.ndarray, lines: np.ndarray) -> bool:
        ready.put((squares, lines))
        return not cancelled.is_set()

    def take(squares: np.ndarray | None, lines: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        return free.get()

    def read() -> None:
        try:
            scan.run(hand_on)
        except BaseException as exc:  # handed to the caller's thread
            failure.append(exc)
        finally:
            ready.put(None)

    def give_back(item: tuple[np.ndarray, np.ndarray]) -> None:
        free.put(tuple(a.base if a.base is not None else a for a in item))

    scan.fresh = take  # type: ignore[method-assign]
    reader = threading.Thread(target=read, name="decode", daemon=True)
    reader.start()
    item = ready.get()
    try:
        while item is not None:
            if not cancelled.is_set() and not use(*item):
                cancelled.set()
            give_back(item)
            item = ready.get()
    finally:
        cancelled.set()
        while item is not None:  # let the reader finish: it may wait for arrays
            give_back(item)
            item = ready.get()
        reader.join()
    if failure:
        raise failure[0]


def _tell(fh: BinaryIO) -> int | None:
    try:
        return fh.tell() if fh.seekable() else None
    except (OSError, AttributeError, ValueError):
        return None


def _is_file(fh: BinaryIO) -> bool:
    try:
        fh.fileno()
    except (OSError, AttributeError, ValueError):
        return False
    return _tell(fh) is not None


def peek(fh: BinaryIO, n: int) -> bytes:
    """The next n bytes of fh without consuming them (fewer at the end of the file)."""
    peek = getattr(fh, "peek", None)
    if peek is not None:
        data = peek(n)
        if len(data) >= n or not data:
            return data[:n]
    at = _tell(fh)
    if at is None:
        return peek(n)[:n] if peek is not None else b""
    data = fh.read(n)
    fh.seek(at)
    return data


# --- packed files -------------------------------------------------------------------------


def board_header(board: Board) -> dict[str, object]:
    """The board as a packed file's header holds it: the contract's keys and the jumps."""
    head: dict[str, object] = {"board": board.to_json()}
    head.update(board.variant_json())
    head["jumps"] = [list(j) for j in board.jumps]
    return head


def board_from_header(head: dict) -> Board:
    """The board a packed file's header describes; StreamError when it describes none."""
    try:
        spec = head["board"]
        jumps = tuple(tuple(int(x) for x in j) for j in head["jumps"])
        layers = int(spec.get("layers", 1))
        leaper = head.get("leaper")
        return build_board(
            int(spec["rows"]),
            int(spec["cols"]),
            layers=layers,
            leaper=tuple(leaper) if leaper else None,
            order=None if layers > 1 else jumps,
            holes=list(head.get("holes") or ()),
            wrap=str(head.get("wrap") or "none"),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise StreamError(f"the packed file's header does not describe a board ({exc})") from None


def _same_board(a: Board, b: Board) -> bool:
    return (
        a.to_json() == b.to_json()
        and a.wrap == b.wrap
        and a.removed == b.removed
        and sorted(a.jumps) == sorted(b.jumps)
    )


def write_packed(
    fh: BinaryIO,
    squares: np.ndarray | Iterable[np.ndarray],
    board: Board,
    *,
    count: int | None = None,
    progress: Progress = None,
    stop: Stop = None,
) -> None:
    """Write a tour as a packed file: a header line, then one byte a move (the index of its
    jump in the header's jumps).  squares is an array (or list), or an iterator of chunks
    (then count, the number of squares, is required: the header holds it).  ValueError names a move
    that is no jump of the leaper."""
    if isinstance(squares, np.ndarray | list | tuple | range):
        whole = _as_squares(np.asarray(squares))
        count = len(whole)
        chunks: Iterator[np.ndarray] = (whole[b : b + CHUNK] for b in range(0, len(whole), CHUNK))
    elif count is None:
        raise ValueError("write_packed needs the count of squares with chunks")
    else:
        chunks = iter(squares)
    gm = _Geometry(board)
    prev: np.ndarray | None = None
    done = 0
    for chunk in chunks:
        chunk = _as_squares(chunk)
        if prev is None:
            if len(chunk) and not 0 <= int(chunk[0]) < board.size:
                raise ValueError(f"square 1 of the tour ({int(chunk[0])}) is not on the board")
            first = board.name(int(chunk[0])) if len(chunk) else None
            _write_all(fh, memoryview(_packed_header(board, first, count)))
            joined = chunk
        else:
            joined = np.concatenate([prev, chunk])
        out = np.empty(max(len(joined) - 1, 0), dtype=np.uint8)
        bad = _pack(joined, 1, len(joined), gm.geo, gm.movetab, gm.jumps, out)
        if bad < 0:
            i = -1 - bad
            n = done + i - (len(joined) - len(chunk))
            a, b = int(joined[i - 1]), int(joined[i])
            shown = [board.name(x) if 0 <= x < board.size else str(x) for x in (a, b)]
            raise ValueError(
                f"move {n} of the tour ({shown[0]} to {shown[1]}) is not a move "
                "of the board's leaper"
            )
        _write_all(fh, out.data)
        done += len(chunk)
        prev = joined[-1:].copy()
        if progress is not None:
            progress(done, count)
        if stop is not None and stop() and done < count:
            raise Stopped(f"stopped after {done:,} of {count:,} squares")
    if prev is None:
        _write_all(fh, memoryview(_packed_header(board, None, 0)))


def _packed_header(board: Board, first: str | None, count: int) -> bytes:
    """The header line: magic, JSON, blanks to a multiple of 64 bytes, newline."""
    head = board_header(board)
    head["first"], head["squares"] = first, count
    text = PACKED_MAGIC + json.dumps(head, separators=(",", ":")).encode()
    return text + b" " * (-(len(text) + 1) % 64) + b"\n"


def _open_packed(fh: BinaryIO) -> tuple[dict, np.ndarray, int]:
    """(header, the move bytes (memory-mapped from a file), squares the header promises)."""
    at = _tell(fh) or 0
    line = fh.readline(1 << 20)
    if not line.startswith(PACKED_MAGIC) or not line.endswith(b"\n"):
        raise StreamError("this is not a packed tour file (no '# knighttour moves v1' line)")
    try:
        head = json.loads(line[len(PACKED_MAGIC) :])
        count = int(head["squares"])
    except (ValueError, KeyError, TypeError):
        raise StreamError("the packed file's header line is not valid JSON") from None
    if _is_file(fh):
        size = os.fstat(fh.fileno()).st_size - at - len(line)
        moves = (
            np.memmap(fh, dtype=np.uint8, mode="r", offset=at + len(line), shape=(size,))
            if size > 0
            else np.zeros(0, dtype=np.uint8)
        )
    else:
        moves = np.frombuffer(fh.read(), dtype=np.uint8)
    return head, moves, count


def read_packed(
    source: str | os.PathLike[str] | BinaryIO, board: Board | None = None
) -> tuple[Board, np.ndarray]:
    """(board, squares) of a packed file, its moves memory-mapped and decoded in chunks.
    StreamError when the file is not one, is cut short, or is for a board other than board."""
    if isinstance(source, str | os.PathLike):
        with open(source, "rb") as fh:
            return read_packed(fh, board)
    head, moves, count = _open_packed(source)
    own = board_from_header(head)
    if board is not None and not _same_board(own, board):
        raise StreamError(f"the file holds a tour of {own.spec}, not of {board.spec}")
    if count > 0 and len(moves) < count - 1:
        raise StreamError(
            f"the file looks cut short: it holds {len(moves) + 1:,} of its {count:,} squares"
        )
    squares = np.empty(max(count, 0), dtype=_squares_dtype(own))
    if count <= 0:
        return own, squares
    gm = _Geometry(own)
    try:
        first = own.parse_square(str(head["first"]))
    except (BoardError, KeyError) as exc:
        raise StreamError(f"the packed file's first square is not on its board ({exc})") from None
    squares[0] = first
    st = _unpack_state(gm, first)
    done = _unpack(moves, 0, count - 1, gm.geo, gm.jumps, st, squares[1:])
    if st[S_ERR] != E_NONE:
        raise StreamError(f"move {done + 1} of the packed file is not a jump on its board")
    return own, squares


def _unpack_state(gm: _Geometry, first: int) -> np.ndarray:
    st = _state()
    rank, column = divmod(first, int(gm.geo[G_COLS]))
    files = int(gm.geo[G_FILES])
    st[S_PF], st[S_PR], st[S_PL] = column % files, rank, column // files
    return st


def _validate_packed(
    fh: BinaryIO, board: Board, closed: bool, start: int | None, progress: Progress, stop: Stop
) -> Validation:
    head, moves, count = _open_packed(fh)
    own = board_from_header(head)
    if not _same_board(own, board):
        reason = f"the file holds a tour of {own.spec}"
        if own.spec == board.spec:
            reason += " with other holes, wrapping or leaper"
        return Validation(False, 0, f"{reason}, not of {board.spec}", kind="board")
    if count <= 0:
        return Validation(False, 0, "the tour is empty", kind="empty")
    if len(moves) < count - 1:
        return Validation(
            False,
            len(moves) + 1,
            _cut_short(
                "", (f"it holds {len(moves) + 1:,} of the {count:,} squares its header promises")
            ),
            kind="truncated",
        )
    try:
        first = own.parse_square(str(head["first"]))
    except (BoardError, KeyError):
        return Validation(False, 1, "square 1 of the tour is not on the board", 0, 1, "off-board")
    check = _Check(board, start, closed)
    gm = _Geometry(own)
    ust = _unpack_state(gm, first)
    check.squares(np.array([first], dtype=np.int64), 0, 1)
    out = np.empty(min(CHUNK, max(count - 1, 1)), dtype=np.int64)
    for begin in range(0, count - 1, CHUNK):
        if check.st[S_ERR] != E_NONE:
            break
        end = min(begin + CHUNK, count - 1)
        got = _unpack(moves, begin, end, gm.geo, gm.jumps, ust, out)
        check.squares(out, 0, got)
        if check.st[S_ERR] == E_NONE and ust[S_ERR] != E_NONE:
            check.st[S_ERR] = ust[S_ERR]
            check.st[S_EINDEX] = ust[S_EINDEX]
            check.st[S_ESQUARE] = ust[S_ESQUARE]
        if progress is not None:
            progress(end + 1, count)
        if stop is not None and stop() and end < count - 1:
            return _stopped(check)

    def first_visit(s: int) -> int | None:
        try:
            _, squares = read_packed(fh.name if hasattr(fh, "name") else fh)
        except (OSError, StreamError, TypeError):
            return None
        at = _first_at(squares, 0, len(squares), s)
        return at + 1 if at >= 0 else None

    result = check.verdict(first_visit=first_visit)
    if result.ok and len(moves) > count - 1:
        return Validation(
            False,
            count,
            f"the file holds {len(moves) - count + 1:,} bytes "
            "after the last move its header promises",
            kind="syntax",
        )
    return result


def warm_up() -> None:
    """Compile (or load from cache) this module's kernels on a tiny board (the writer, the
    reader, the validator and the packed form), so that the first real file waits for none."""
    import io

    board = Board(3, 4)
    tour = np.array([0, 6, 8, 1], dtype=np.int64)  # a1 c2 a3 b1
    for squares in (tour, tour.astype(np.int32)):
        text = names_bytes(squares, board)
        validate_squares(squares, board)
        _first_at(squares, 0, len(squares), 5)
    validate_stream(io.BytesIO(text), board)
    read_squares(io.BytesIO(text), board)
    packed = io.BytesIO()
    write_packed(packed, tour, board)
    validate_stream(io.BytesIO(packed.getvalue()), board)
    read_packed(io.BytesIO(packed.getvalue()))
