"""Square names read from text, streamed through a numba kernel.

Readers take names one a line, or separated by blanks or commas, and skip blank lines and
everything from a ``#`` to the end of its line (so a header line such as ``# knighttour tour
v1 board=8x8`` is ignored here; formats.py reads it).  Reading decodes chunks as they are
read, never the whole file as text.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import BinaryIO

import numpy as np

from ..board.board import Board
from ..board.check_tour import bad_name
from ..board.geometry import (
    CHUNK,
    E_FULL,
    E_NONE,
    E_OFF,
    E_SYNTAX,
    G_COLS,
    G_FILES,
    G_LAYERS,
    G_ROWS,
    G_THREE,
    S_COMMENT,
    S_COUNT,
    S_EEND,
    S_EINDEX,
    S_ELINE,
    S_ERR,
    S_ESTART,
    S_LINE,
    S_OUTBASE,
    Geometry,
    ReadProgress,
    Stop,
    Stopped,
    new_state,
    squares_dtype,
)
from ..jit import njit

#: bytes of text read at a time
READ_BYTES = 1 << 23
#: the longest line read whole (a comment); past it a line is one bad name
LONGEST_LINE = 1 << 26


class StreamError(ValueError):
    """Text that is not square names, or a file that is not a tour file; the message names
    the line (``line``) and the bad text (``text``)."""

    def __init__(self, message: str, line: int = 0, text: str = "") -> None:
        super().__init__(message)
        self.line = line
        self.text = text


@njit(cache=True, nogil=True)
def _separator(c):
    return c == 10 or c == 32 or c == 9 or c == 13 or c == 44


@njit(cache=True, nogil=True)
def _scan_text(buf, n, st, geo, out, lines):
    """Decode the square names in buf[:n] into out[count - st[S_OUTBASE]], with the line of
    each in lines.  buf[n - 1] must be a separator (the caller cuts there, or puts a newline
    after the end of the file), so a name is read without looking for the end of buf.
    Stops at a name that is not a square of the board (recorded in st) or when out is full
    (E_FULL); returns the position reached.

    Over 80 lines: one numba kernel's loop over its state, kept whole: its parts share a
    dozen locals at every step, and numba passes arrays to a function it inlines with their
    references counted at each call (60-70% slower, measured on the move check)."""
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


# --- reading text -------------------------------------------------------------------------


@njit(cache=True, nogil=True)
def _after_last_separator(buf, n):
    """Index just past the last separator in buf[:n], or 0 when there is none (searched
    back from the end: a read usually ends a few bytes past one)."""
    i = n
    while i > 0 and not _separator(buf[i - 1]):
        i -= 1
    return i


def _read_into(fh: BinaryIO, buf: np.ndarray, start: int, end: int) -> int:
    """Read into buf[start:end] what comes next of fh; how many bytes came (0 at the end)."""
    read_into = getattr(fh, "readinto", None)
    if read_into is not None:
        return int(read_into(buf.data[start:end]) or 0)
    data = fh.read(end - start)
    buf[start : start + len(data)] = np.frombuffer(data, dtype=np.uint8)
    return len(data)


def _remaining(fh: BinaryIO) -> int:
    """Bytes from fh's position to its end, or 0 when that cannot be known."""
    try:
        left = os.fstat(fh.fileno()).st_size - fh.tell()
        return max(0, left)  # pragma: no mutate (0 or 1 left: room for one name either way)
    except (OSError, AttributeError, ValueError):
        return 0


class TextScan:
    """Drive _scan_text over a binary file: read chunks, carry a partial name over to the
    next, and hand the squares on a chunk at a time (with the line of each)."""

    #: the text of a name that is not a square of the board
    token = ""
    #: the file ends inside its last name (no separator after it): a file cut short looks so
    cut_short = False
    #: stop() said so before the end
    stopped = False

    def __init__(self, fh: BinaryIO, geo: np.ndarray, progress: ReadProgress, stop: Stop) -> None:
        self.fh = fh
        self.geo = geo
        self.progress = progress
        self.stop = stop
        self.st = new_state()
        self.total = _remaining(fh)
        self.done = 0
        self._pair: tuple[np.ndarray, np.ndarray] | None = None

    def fresh(self) -> tuple[np.ndarray, np.ndarray]:
        """Arrays for the next chunk of squares and their lines, once sink has had the last
        (the same two again, unless a threaded reader hands pairs round)."""
        if self._pair is None:
            self._pair = np.empty(CHUNK, dtype=np.int64), np.empty(CHUNK, dtype=np.int64)
        return self._pair

    def run(self, sink: Callable[[np.ndarray, np.ndarray], bool]) -> None:
        """Scan to the end, to a bad name, or until sink(squares, lines) returns False."""
        fh, st, geo = self.fh, self.st, self.geo
        squares, lines = self.fresh()
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
            # (a binary file has readinto, but typing.BinaryIO does not declare it, and a
            # stream put in standard input's place may have read alone; when forced, there
            # is no room left and nothing is read)
            got = _read_into(fh, buf, keep, room)
            n = keep + got
            final = got == 0 and not forced
            if final:
                # buf holds what followed the last separator: a name there (not a comment)
                # is one the file may have cut short
                self.cut_short = bool(n > 0 and buf[0] != 35 and not st[S_COMMENT])
            if final or forced:
                buf[n] = 10  # a newline after the end, as the kernel wants
                cut = n + 1
            else:
                cut = int(_after_last_separator(buf, n))
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
                        return
                    if m:
                        squares, lines = self.fresh()
                    if err == E_FULL:
                        continue
                break
            if st[S_ERR] != E_NONE:
                m = int(st[S_COUNT] - st[S_OUTBASE])
                if m and not sink(squares[:m], lines[:m]):
                    return
                st[S_OUTBASE] = st[S_COUNT]
                token = buf[begin + st[S_ESTART] : begin + min(st[S_EEND], st[S_ESTART] + 24)]
                self.token = bytes(token).decode(errors="replace")
                return
            self.done += cut
            if final:
                return
            if self.progress is not None:
                self.progress(self.done, self.total)
            if self.stop is not None and self.stop():
                self.stopped = True
                return
            rest = max(n - cut, 0)
            buf[:rest] = buf[cut : cut + rest]
            keep = rest


def read_squares(
    fh: BinaryIO, board: Board, *, progress: ReadProgress = None, stop: Stop = None
) -> np.ndarray:
    """The squares named in a text file from its current position (int32 indices, int64 on
    boards of 2**31 squares or more).  StreamError names the line and the text of a name
    that is not a square of board; Stopped when stop() says so."""
    gm = Geometry(board)
    scan = TextScan(fh, gm.geo, progress, stop)
    guess = board.size + 1
    if scan.total:
        guess = min(guess, scan.total // 3 + 1)  # the shortest line: 'a1' and a newline
    have: np.ndarray = np.empty(guess, dtype=squares_dtype(board))
    at = 0

    def sink(squares: np.ndarray, lines: np.ndarray) -> bool:
        nonlocal have, at
        if at + len(squares) > len(have):
            more = 2 * len(have)  # pragma: no mutate (how much more room: speed only)
            grown = np.empty(max(more, at + len(squares)), dtype=have.dtype)
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
            + bad_name(board, scan.token, int(st[S_ERR])),
            line,
            scan.token,
        )
    return have[:at]


def tell(fh: BinaryIO) -> int | None:
    """fh's position, or None when it cannot seek."""
    try:
        return fh.tell() if fh.seekable() else None
    except (OSError, AttributeError, ValueError):
        return None


def is_file(fh: BinaryIO) -> bool:
    """True when fh is a real, seekable file (it can be memory-mapped)."""
    try:
        fh.fileno()
    except (OSError, AttributeError, ValueError):
        return False
    return tell(fh) is not None


#: the byte-order mark some editors (Windows Notepad) put before UTF-8 text
UTF8_BOM = b"\xef\xbb\xbf"


def skip_bom(fh: BinaryIO) -> None:
    """Step over a UTF-8 byte-order mark at fh's position, if there is one."""
    if peek(fh, len(UTF8_BOM)) == UTF8_BOM:
        fh.read(len(UTF8_BOM))


def peek(fh: BinaryIO, n: int) -> bytes:
    """The next n bytes of fh without consuming them (fewer at the end of the file; from a
    stream that cannot seek, what its buffer holds, or nothing without one)."""
    at = tell(fh)
    if at is not None:
        data = fh.read(n)
        fh.seek(at)
        return data
    peek = getattr(fh, "peek", None)
    return peek(n)[:n] if peek is not None else b""
