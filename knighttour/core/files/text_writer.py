"""Square names written one a line, streamed through a numba kernel.

Writing encodes a chunk of squares at a time into a reused buffer from per-board tables
(each file's letters and each rank's digits are made once), one thread encoding the next
chunk while the other writes.  Text files hold one square name a line (``a1``, ``ab100``,
``b2:3`` on a 3-D board).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import BinaryIO

import numpy as np

from ..board.board import Board
from ..board.geometry import (
    CHUNK,
    G_COLS,
    G_FILES,
    G_ROWS,
    G_SIZE,
    G_THREE,
    Geometry,
    ReadProgress,
    Stop,
    Stopped,
    as_squares,
    rank_file,
)
from ..jit import njit


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
        r, c = rank_file(s, cols, inv)
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


# --- writing ------------------------------------------------------------------------------


class Names:
    """The name pieces of a board's columns and ranks, made once."""

    def __init__(self, board: Board) -> None:
        geo = Geometry(board).geo
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
        """Encode squares[begin:end] into out, one name a line: the bytes used, or -1 - i
        for a square i off the board."""
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


#: squares encoded (and their text joined) at a time by joined_names: each string step holds
#: the GIL well under a millisecond
JOIN_CHUNK = 50_000


def name_pieces(board: Board, squares: np.ndarray, separator: bytes) -> Iterator[bytes]:
    """The squares' names joined by separator, as pieces of JOIN_CHUNK names made by the
    compiled encoder (each piece after the first begins with separator): no step holds the
    GIL for more than a piece, where one string of millions of names would hold it for tens
    of milliseconds at a time.  ValueError names a square off the board."""
    squares = as_squares(squares)
    if len(squares) == 0:
        return
    names = Names(board)
    out = np.empty(min(len(squares), JOIN_CHUNK) * names.width + 8, dtype=np.uint8)
    for begin in range(0, len(squares), JOIN_CHUNK):
        end = min(begin + JOIN_CHUNK, len(squares))
        used = names.encode(squares, begin, end, out)
        if used < 0:
            raise ValueError(f"square {int(squares[-1 - used])} is not on the board")
        piece = out[: used - 1].tobytes().replace(b"\n", separator)
        yield separator + piece if begin else piece


def joined_names(board: Board, squares: np.ndarray, separator: str) -> str:
    """The squares' names joined by separator, made by the compiled encoder a chunk at a time:
    a million names made in Python would hold the GIL (and so the window) for long stretches.
    ValueError names a square off the board."""
    return b"".join(name_pieces(board, squares, separator.encode())).decode()


def write_all(fh: BinaryIO, data: memoryview) -> None:
    """fh.write until every byte is written (a raw file may take fewer at a time)."""
    while len(data):
        done = fh.write(data)
        if done is None or done >= len(data):
            return
        data = data[done:]


def write_squares(
    fh: BinaryIO,
    squares: np.ndarray | Iterable[np.ndarray],
    board: Board,
    *,
    count: int | None = None,
    progress: ReadProgress = None,
    stop: Stop = None,
) -> None:
    """Write one square name a line to a binary file from its current position.

    squares is an array (or list) of square indices, or an iterator of such arrays (chunks,
    each used before the next is asked for, so a generator may reuse one buffer); count,
    when known, is the total for progress.  One thread takes and encodes the next chunk
    while this one writes.  ValueError names a square off the board; Stopped when stop() says so."""
    if isinstance(squares, np.ndarray | list | tuple | range):
        whole = as_squares(np.asarray(squares))
        count = len(whole)
        chunks: Iterator[np.ndarray] = (whole[b : b + CHUNK] for b in range(0, len(whole), CHUNK))
    else:
        chunks = iter(squares)
    total = count or 0
    names = Names(board)
    bufs: list[np.ndarray | None] = [None, None]  # the two buffers written in turn
    done = [0, 0]  # squares taken, squares written

    def encode(k: int) -> tuple[int, int]:
        """Take the next chunk and encode it into bufs[k % 2]: (bytes, squares), (0, 0) at
        the end."""
        chunk = next(chunks, None)
        if chunk is None:
            return 0, 0
        chunk = as_squares(chunk)
        need = len(chunk) * names.width + 16
        buf = bufs[k % 2]
        if buf is None or len(buf) < need:
            buf = bufs[k % 2] = np.empty(need, dtype=np.uint8)
        used = names.encode(chunk, 0, len(chunk), buf)
        if used < 0:
            i = -1 - used
            raise ValueError(
                f"square {done[0] + i + 1} of the tour ({int(chunk[i])}) is not "
                f"on the {board.spec} board"
            )
        done[0] += len(chunk)
        return used, len(chunk)

    # (one worker: the next chunk is asked for only once the last is taken; the name shows
    # in a dump of the threads)
    with ThreadPoolExecutor(1, thread_name_prefix="encode") as pool:  # pragma: no mutate (speed)
        pending = pool.submit(encode, 0)
        k = 0
        while True:
            used, taken = pending.result()
            if not taken:
                return
            if stop is not None and stop():
                raise Stopped(f"stopped after {done[1]:,} squares")
            pending = pool.submit(encode, k + 1)
            written = bufs[k % 2]
            assert written is not None  # (encoded into just now)
            write_all(fh, written.data[:used])
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
