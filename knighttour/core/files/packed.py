"""Packed tour files (suffix ``.ktm``): one byte a move.

The text line ``# knighttour moves v1 {json}`` padded with blanks to a multiple of 64 bytes,
then one byte a move, the index of the jump taken in the header's ``"jumps"`` list.  The
JSON carries the board (as the command line's contract writes it), the jumps, the first
square and the number of squares.  A 10**8-square tour takes 100 MB instead of 782 MB of
names, and is read memory-mapped.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from typing import BinaryIO

import numpy as np

from ..board.board import Board, BoardError, build_board
from ..board.check_tour import (
    Check,
    TourVerdict,
    first_at,
    stopped_validation,
)
from ..board.geometry import (
    CHUNK,
    E_JUMP,
    E_NONE,
    E_OFF,
    G_COLS,
    G_FILES,
    G_LAYERS,
    G_MB,
    G_ROWS,
    G_SIZE,
    G_THREE,
    G_WRAPF,
    G_WRAPR,
    S_EINDEX,
    S_ERR,
    S_ESQUARE,
    S_PF,
    S_PL,
    S_PR,
    Geometry,
    ReadProgress,
    Stop,
    Stopped,
    as_squares,
    jump_across,
    new_state,
    rank_file,
    squares_dtype,
    table_slot,
)
from ..jit import njit
from .text_reader import StreamError, is_file, tell
from .text_writer import write_all

#: the packed file's first bytes, and its usual suffix
PACKED_MAGIC = b"# knighttour moves v1 "
PACKED_SUFFIX = ".ktm"


@njit(cache=True, nogil=True)
def _pack(squares, begin, end, geo, movetab, jumps, out):
    """The jump index of each move into squares[i] for i in [begin, end) (i >= 1) into
    out[i - begin]; -1 - i for the first move that is no jump (or off the board)."""
    cols = geo[G_COLS]
    files = geo[G_FILES]
    rows = geo[G_ROWS]
    reach = geo[G_MB]
    side = 2 * reach + 1
    wrap_f = geo[G_WRAPF]
    wrap_r = geo[G_WRAPR]
    size = geo[G_SIZE]
    three = geo[G_THREE]
    inv = 1.0 / cols
    pf = pr = pl = 0
    for i in range(begin - 1, end):
        s = np.int64(squares[i])
        if s < 0 or s >= size:
            return -1 - i
        r, c = rank_file(s, cols, inv)
        ly = c // files if three else 0
        f = c - ly * files
        if i >= begin:
            k: int | np.int64 = -1
            if reach >= 0:  # the move check (geometry.jump_index), inline
                slot = table_slot(reach, side, pf, pr, pl, f, r, ly)
                if slot >= 0:
                    k = np.int64(movetab[slot]) - 1
            else:
                k = jump_across(files, rows, wrap_f, wrap_r, jumps, pf, pr, pl, f, r, ly)
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


def write_packed(
    fh: BinaryIO,
    squares: np.ndarray | Iterable[np.ndarray],
    board: Board,
    *,
    count: int | None = None,
    progress: ReadProgress = None,
    stop: Stop = None,
) -> None:
    """Write a tour as a packed file: a header line, then one byte a move (the index of its
    jump in the header's jumps).  squares is an array (or list), or an iterator of chunks
    (then count, the number of squares, is required: the header holds it).  ValueError names a move
    that is no jump of the leaper."""
    if isinstance(squares, np.ndarray | list | tuple | range):
        whole = as_squares(np.asarray(squares))
        count = len(whole)
        chunks: Iterator[np.ndarray] = (whole[b : b + CHUNK] for b in range(0, len(whole), CHUNK))
    elif count is None:
        raise ValueError("write_packed needs the count of squares with chunks")
    else:
        chunks = iter(squares)
    gm = Geometry(board)
    prev: np.ndarray | None = None
    done = 0
    for chunk in chunks:
        chunk = as_squares(chunk)
        if prev is None:
            if len(chunk) and not 0 <= int(chunk[0]) < board.size:
                raise ValueError(f"square 1 of the tour ({int(chunk[0])}) is not on the board")
            first = board.name(int(chunk[0])) if len(chunk) else None
            write_all(fh, memoryview(_packed_header(board, first, count)))
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
        write_all(fh, out.data)
        done += len(chunk)
        prev = joined[-1:].copy()
        if progress is not None:
            progress(done, count)
        if stop is not None and stop() and done < count:
            raise Stopped(f"stopped after {done:,} of {count:,} squares")
    if prev is None:
        write_all(fh, memoryview(_packed_header(board, None, 0)))


def _packed_header(board: Board, first: str | None, count: int) -> bytes:
    """The header line: magic, JSON, blanks to a multiple of 64 bytes, newline."""
    head = board_header(board)
    head["first"], head["squares"] = first, count
    text = PACKED_MAGIC + json.dumps(head, separators=(",", ":")).encode()
    return text + b" " * (-(len(text) + 1) % 64) + b"\n"


def _open_packed(fh: BinaryIO) -> tuple[dict, np.ndarray, int]:
    """(header, the move bytes (memory-mapped from a file), squares the header promises)."""
    at = tell(fh) or 0
    line = fh.readline(1 << 20)
    if not line.startswith(PACKED_MAGIC) or not line.endswith(b"\n"):
        raise StreamError("this is not a packed tour file (no '# knighttour moves v1' line)")
    try:
        head = json.loads(line[len(PACKED_MAGIC) :])
        count = int(head["squares"])
    except (ValueError, KeyError, TypeError):
        raise StreamError("the packed file's header line is not valid JSON") from None
    if is_file(fh):
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
    if board is not None and not own.same_moves_as(board):
        raise StreamError(f"the file holds a tour of {own.spec}, not of {board.spec}")
    if count > 0 and len(moves) < count - 1:
        raise StreamError(
            f"the file looks cut short: it holds {len(moves) + 1:,} of its {count:,} squares"
        )
    squares = np.empty(max(count, 0), dtype=squares_dtype(own))
    if count <= 0:
        return own, squares
    gm = Geometry(own)
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


def _unpack_state(gm: Geometry, first: int) -> np.ndarray:
    st = new_state()
    rank, column = divmod(first, int(gm.geo[G_COLS]))
    files = int(gm.geo[G_FILES])
    st[S_PF], st[S_PR], st[S_PL] = column % files, rank, column // files
    return st


def validate_packed(
    fh: BinaryIO,
    board: Board,
    closed: bool,
    start: int | None,
    progress: ReadProgress,
    stop: Stop,
    magic: bool,
) -> TourVerdict:
    """Validate a packed file in one pass, its moves decoded a chunk at a time (with magic,
    a valid tour's magic sums added up as they are checked)."""
    origin = tell(fh)
    head, moves, count = _open_packed(fh)
    own = board_from_header(head)
    if not own.same_moves_as(board):
        reason = f"the file holds a tour of {own.spec}"
        if own.spec == board.spec:
            reason += " with other holes, wrapping or leaper"
        return TourVerdict(False, 0, f"{reason}, not of {board.spec}", kind="board")
    if count <= 0:
        return TourVerdict(False, 0, "the tour is empty", kind="empty")
    if len(moves) < count - 1:
        # (a packed file has no lines: the count of its moves is what tells)
        return TourVerdict(
            False,
            len(moves) + 1,
            f"the file looks cut short: it holds {len(moves) + 1:,} of the {count:,} squares "
            "its header promises",
            kind="truncated",
        )
    try:
        first = own.parse_square(str(head["first"]))
    except (BoardError, KeyError):
        return TourVerdict(False, 1, "square 1 of the tour is not on the board", 0, 1, "off-board")
    check = Check(board, start, closed, magic)
    gm = Geometry(own)
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
            return stopped_validation(check)

    def first_visit(s: int) -> int | None:
        if origin is None:
            return None
        try:
            fh.seek(origin)
            _, squares = read_packed(fh)
        except (OSError, StreamError):
            return None
        at = first_at(squares, 0, len(squares), s)
        return at + 1 if at >= 0 else None

    result = check.verdict(first_visit=first_visit)
    if result.ok and len(moves) > count - 1:
        return TourVerdict(
            False,
            count,
            f"the file holds {len(moves) - count + 1:,} bytes "
            "after the last move its header promises",
            kind="syntax",
        )
    return result
