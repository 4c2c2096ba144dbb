"""Divide and conquer: closed tours of large boards built from small tiles in linear time.

The board is cut into a grid of blocks whose sides are 5 to 10 squares, and each block gets a
stored closed tour of its size (a *tile*, see tiles.py).  Every tile contains four *port*
moves near the middle of its edges.  Two tiles side by side are joined into one cycle by
swapping a port move of each for two moves across their common edge (a 2-opt move between two
cycles always gives one cycle).  Joining each row of blocks from left to right, and the rows
through their first blocks, joins the blocks along a spanning tree, so the result is a single
closed tour.  This is Parberry's method (1997) with joins between two tiles instead of four,
which lets the blocks have any size from 5 to 10 and so covers every board with both sides at
least 5 and an even number of squares, the boards where Schwenk's theorem allows a closed tour
and neither side is 3.

Open tours of odd x odd boards: the one block with an odd area holds the start and gets an
open tour from there (found by a quick search when asked for), so the start must lie in an
odd part of each side, starting on an even coordinate.  On a side of 11 the middle line lies
in no such part of 5 to 10, so there the side is one *band* of 11 (tiles 11 x 6, 8 and 10).

The tour is held as one byte per square (the jumps to its two neighbours on the cycle) and
walked from the start square at the end, so a board of 100 million squares needs about 500 MB.

Over 600 lines on purpose: the cut into blocks, the ports, the joins, the open tile and the
walk are one construction whose parts share the block grid and the link encoding; split,
each piece would only make sense beside the others.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from ..board.board import KNIGHT_JUMPS, Board
from ..jit import njit

#: plans tried before giving up (each failure costs a short search for a start block's tour)
MAX_PLANS = 8
#: block sides the tiles come in
SIDES = range(5, 11)
#: the height of the *band* tiles: one row of blocks 11 high, for an odd x odd board with a
#: side of 11 whose middle line holds the start (parts of 5 to 10 cannot put it in an odd part)
BAND = 11
#: widths of the band tiles (the odd one, holding the start, is an open tour found at once)
BAND_WIDTHS = (6, 8, 10)
#: offset of the port moves from the tile's lower-left corner
P = 1
#: bytes per square a construction needs: the links (1), the walked path (4) and the copy of
#: it a caller takes (4), with room to spare (measured: 0.94 GB for 10000 x 10000 in all)
BYTES_PER_SQUARE = 13

_DF = np.array([j[0] for j in KNIGHT_JUMPS], dtype=np.int64)
_DR = np.array([j[1] for j in KNIGHT_JUMPS], dtype=np.int64)


def port_edges(h: int, w: int) -> dict[str, tuple[int, int]]:
    """The port moves of an h x w tile as name -> (square, square), squares rank * w + file.

    east (w-1, P)-(w-2, P+2), west (1, P+1)-(0, P+3), north (P, h-1)-(P+2, h-2) and
    south (P+1, 1)-(P+3, 0), as (file, rank).
    """

    def sq(file: int, rank: int) -> int:
        return rank * w + file

    return {
        "east": (sq(w - 1, P), sq(w - 2, P + 2)),
        "west": (sq(1, P + 1), sq(0, P + 3)),
        "north": (sq(P, h - 1), sq(P + 2, h - 2)),
        "south": (sq(P + 1, 1), sq(P + 3, 0)),
    }


def required_ports(h: int, w: int) -> list[tuple[int, int]]:
    """The port moves an h x w tile must hold: all four, except on tiles 5 wide or high.

    A side of 5 is only used where it needs fewer ports: 5 x w tiles sit in the first row of
    blocks (they need no south port) and w x 5 tiles in the first column (no west port).
    5 x 6 has no closed tour holding all four.  Band tiles, 11 high, are the only row of
    blocks and need east and west ports only.
    """
    ports = port_edges(h, w)
    names = ["east", "west", "north", "south"]
    if h == BAND:  # the only row of blocks
        names = ["east", "west"]
    if h == 5:
        names.remove("south")
    if w == 5:
        names.remove("west")
    return [ports[name] for name in names]


def encode_cycle(cycle: list[int], w: int) -> str:
    """A closed tour as the digits of the jumps (indices into KNIGHT_JUMPS) from each square."""
    digits = []
    for i, a in enumerate(cycle):
        b = cycle[(i + 1) % len(cycle)]
        jump = (b % w - a % w, b // w - a // w)
        digits.append(str(KNIGHT_JUMPS.index(jump)))
    return "".join(digits)


def decode_tile(code: str, h: int, w: int) -> np.ndarray:
    """A tile's links: for each square, jump to the next square | jump to the previous << 3."""
    links = np.zeros(h * w, dtype=np.uint8)
    square = 0
    for digit in code:
        k = int(digit)
        df, dr = KNIGHT_JUMPS[k]
        nxt = square + dr * w + df
        back = KNIGHT_JUMPS.index((-df, -dr))
        links[square] |= k
        links[nxt] |= back << 3
        square = nxt
    if square != 0:
        raise ValueError("tile code does not close")
    return links


def _split_even(n: int) -> list[int]:
    """Cut an even n (0 or at least 6) into even parts of 6 to 10, mostly 8."""
    if n <= 10:
        return [n] if n else []
    head = {0: [], 2: [10], 4: [6, 6], 6: [6]}[n % 8]
    return head + [8] * ((n - sum(head)) // 8)


def split_side(n: int) -> list[int] | None:
    """Cut a side of n squares into parts of 5 to 10, all even but at most one; None if n < 5.

    Parts near 8 keep the number of joins low; the odd part (for odd n) comes first.
    """
    if n < 5:
        return None
    if n <= 10:
        return [n]
    if n % 2:
        odd = next(o for o in (9, 7, 5) if n - o >= 6)
        return [odd, *_split_even(n - odd)]
    return _split_even(n)


def splits_around(n: int, s: int) -> Iterator[tuple[list[int], int]]:
    """Every cut of an odd side n into even parts and one odd part holding coordinate s, as
    (parts, index of the odd part), larger odd parts first.

    The odd part starts at an even coordinate so that its corners keep the board's corner
    colour; a part of 5 is used only first, where its tile needs no south (or west) port.
    """
    if n <= 10:
        if n >= 5:
            yield [n], 0
        return
    for odd in (9, 7, 5):
        for before in range(s - s % 2, max(-1, s - odd), -2):
            after = n - before - odd
            if odd == 5 and before:
                continue
            if before in (2, 4) or after < 0 or after in (2, 4):
                continue
            parts = _split_even(before)
            yield [*parts, odd, *_split_even(after)], len(parts)


class _Library:
    """The decoded tiles, packed into flat arrays for the kernel."""

    def __init__(self) -> None:
        from .tiles import TILES

        chunks = []
        self.offset = np.full((BAND + 1, BAND + 1), -1, dtype=np.int64)
        at = 0
        for (h, w), code in sorted(TILES.items()):
            chunks.append(decode_tile(code, h, w))
            self.offset[h, w] = at
            at += h * w
        self.links = np.concatenate(chunks)


@functools.cache
def library() -> _Library:
    """The tiles, decoded once (the first caller decodes them; the library never changes
    after)."""
    return _Library()


#: the opposite of jump k is jump k ^ 4 in KNIGHT_JUMPS' order (the walk relies on it)
assert all(KNIGHT_JUMPS[k ^ 4] == (-df, -dr) for k, (df, dr) in enumerate(KNIGHT_JUMPS))


def _k(df: int, dr: int) -> int:
    return KNIGHT_JUMPS.index((df, dr))


#: the jumps a join swaps: moves a-b and c-d become a-c and b-d, so the jumps are
#: a->b, b->a, c->d, d->c (old), then a->c, b->d, c->a, d->b (new).  East-west: a = (x, y),
#: b = (x-1, y+2), c = (x+2, y+1), d = (x+1, y+3); north-south: a = (1, y), b = (3, y-1),
#: c = (2, y+2), d = (4, y+1).
_JOIN_EW = np.array(
    [_k(-1, 2), _k(1, -2), _k(-1, 2), _k(1, -2), _k(2, 1), _k(2, 1), _k(-2, -1), _k(-2, -1)],
    dtype=np.int64,
)
_JOIN_NS = np.array(
    [_k(2, -1), _k(-2, 1), _k(2, -1), _k(-2, 1), _k(1, 2), _k(1, 2), _k(-1, -2), _k(-1, -2)],
    dtype=np.int64,
)


@njit(cache=True, nogil=True)
def _relink(links, square, old_k, new_k):
    """In square's links, make the jump old_k into new_k."""
    link = np.int64(links[square])
    if link & 7 == old_k:
        links[square] = new_k | (link & 0x38)
    else:
        links[square] = (link & 7) | (new_k << 3)


@njit(cache=True, nogil=True)
def lay_rows(cols, r0, h, col_parts, tiles, offsets, links):
    """Lay the tiles of one row of blocks (h high, from rank r0): block j copies
    tiles[offsets[j]:], a tile h x col_parts[j]."""
    for r in range(h):
        base = (r0 + r) * cols
        c0 = 0
        for j in range(col_parts.shape[0]):
            w = col_parts[j]
            src = offsets[j] + r * w
            for c in range(w):
                links[base + c0 + c] = tiles[src + c]
            c0 += w


@njit(cache=True, nogil=True)
def join_blocks(cols, row_parts, col_parts, links, ew, ns):
    """Join the laid tiles into one cycle: each row of blocks left to right (east port of
    one, west port of the next), then the rows through their first blocks (north port
    below, south port above).  ew and ns are the jumps each join swaps (see _JOIN_EW)."""
    r0 = 0
    for i in range(row_parts.shape[0]):
        x = -1
        y = r0 + 1
        for j in range(col_parts.shape[0] - 1):
            x += col_parts[j]
            a = y * cols + x
            b = a + 2 * cols - 1
            c = a + cols + 2
            d = a + 3 * cols + 1
            _relink(links, a, ew[0], ew[4])
            _relink(links, b, ew[1], ew[5])
            _relink(links, c, ew[2], ew[6])
            _relink(links, d, ew[3], ew[7])
        r0 += row_parts[i]
    y = -1
    for i in range(row_parts.shape[0] - 1):
        y += row_parts[i]
        a = y * cols + 1
        _relink(links, a, ns[0], ns[4])
        _relink(links, a - cols + 2, ns[1], ns[5])
        _relink(links, a + 2 * cols + 1, ns[2], ns[6])
        _relink(links, a + cols + 3, ns[3], ns[7])


def build_links(
    rows: int,
    cols: int,
    row_parts: np.ndarray,
    col_parts: np.ndarray,
    tiles: np.ndarray,
    offset: np.ndarray,
    links: np.ndarray,
) -> None:
    """Lay the tiles on the board (block (i, j) copies tiles[offset[i, j]:]) and join them.

    Rows of blocks with the same height and tiles are laid once and copied (a memory copy
    is far cheaper than laying tiles square by square)."""
    board = links.reshape(rows, cols)
    first: dict[tuple[int, bytes], int] = {}
    r0 = 0
    for i, h in enumerate(row_parts.tolist()):
        key = (h, offset[i].tobytes())
        if key in first:
            board[r0 : r0 + h] = board[first[key] : first[key] + h]
        else:
            first[key] = r0
            lay_rows(cols, r0, h, col_parts, tiles, offset[i], links)
        r0 += h
    join_blocks(cols, row_parts, col_parts, links, _JOIN_EW, _JOIN_NS)


@njit(cache=True, nogil=True)
def walk(links, start, cols, df, dr, path):
    """Follow the cycle from start; path gets every square once.

    The jump back to the square just left is the opposite of the jump taken (k ^ 4), so the
    walk needs no division and no comparison of squares: one byte read and one add a step.
    """
    n = path.shape[0]
    delta = np.empty(8, dtype=np.int64)
    for k in range(8):
        delta[k] = dr[k] * cols + df[k]
    if n == 0:
        return
    # the first step takes the first link; after that the link not leading back is the
    # sum of both less the one leading back (no branch)
    path[0] = start
    a = np.int64(links[start]) & 7
    cur = start + delta[a]
    back = a ^ 4
    for i in range(1, n):
        path[i] = cur
        link = np.int64(links[cur])
        a = (link & 7) + (link >> 3) - back
        back = a ^ 4
        cur += delta[a]


def _links_of_path(path: list[int], w: int, closed: bool) -> np.ndarray:
    """Links of a tour given as squares (rank * w + file); an open path's two ends hold their
    one link twice."""
    n = len(path)
    links = np.zeros(n, dtype=np.uint8)

    def jump(a: int, b: int) -> int:
        return KNIGHT_JUMPS.index((b % w - a % w, b // w - a // w))

    for i, a in enumerate(path):
        nxt = path[(i + 1) % n] if closed or i + 1 < n else path[i - 1]
        prev = path[i - 1] if closed or i > 0 else path[1]
        links[a] = jump(a, nxt) | (jump(a, prev) << 3)
    return links


def _has_moves(path: list[int], moves: list[tuple[int, int]]) -> bool:
    present = {frozenset(pair) for pair in itertools.pairwise(path)}
    return all(frozenset(m) in present for m in moves)


#: attempts (shuffled jump orders) at a path tile before giving up
PATH_TILE_ATTEMPTS = 400


@lru_cache(maxsize=256)
def path_tile(h: int, w: int, start: int, ports: tuple[str, ...]) -> np.ndarray | None:
    """Links of an open tour of h x w from start holding the named port moves, or None.

    Found by the exact search in Warnsdorff order under shuffled jump orders (seeded, so the
    same request gives the same tile).
    """
    from . import search_kernels
    from .search import FOUND, DfsSearch

    moves = [port_edges(h, w)[name] for name in ports]
    rng = random.Random(h * 1_000_003 + w * 1009 + start)
    for _attempt in range(PATH_TILE_ATTEMPTS):
        jumps = list(KNIGHT_JUMPS)
        rng.shuffle(jumps)
        search = DfsSearch(
            Board(h, w, tuple(jumps)),
            start,
            False,
            warnsdorff=True,
            prune=search_kernels.PRUNE_FULL,
        )
        for _solution in range(20):
            if search.advance(100_000) != FOUND:
                break
            path = [int(x) for x in search.path()]
            if _has_moves(path, moves):
                return _links_of_path(path, w, False)
            search.next_solution()
    return None


@dataclass(frozen=True)
class Plan:
    """How a board is cut: the parts of each side and, for an open tour of an odd x odd board,
    the block holding the start (whose tile is an open tour from there)."""

    row_parts: list[int]
    col_parts: list[int]
    path_block: tuple[int, int] | None = None
    flip_rows: bool = False
    flip_cols: bool = False
    #: the plan is for the board turned a quarter (ranks and files swapped)
    transpose: bool = False


def plans(board: Board, start: int, closed: bool) -> Iterator[Plan]:
    """The ways to build a tour of board from start, best first (none where this
    construction cannot).  An odd x odd board has several: the start's block gets an open
    tour from the start, and that tour may not exist in a given block."""
    if not board.is_knight or board.rows < 5 or board.cols < 5:
        return
    if board.size % 2 == 0:
        row_parts, col_parts = split_side(board.rows), split_side(board.cols)
        assert row_parts is not None and col_parts is not None  # both sides are 5 or more
        yield Plan(row_parts, col_parts)
        return
    if closed or board.colour(start):
        return
    rank, file = divmod(start, board.cols)
    yield from _odd_plans(board.rows, board.cols, rank, file)
    # a side of 11 with the start on its middle line: band tiles fit that side as the ranks,
    # so also plan for the board turned a quarter
    for p in _odd_plans(board.cols, board.rows, file, rank):
        yield replace(p, transpose=True)


def _cuts(n: int, s: int, band: bool) -> Iterator[tuple[list[int], int, bool]]:
    """splits_around for coordinate s and for the side read backwards: (parts, index of the
    odd part, read backwards); with band, a side of 11 may also be one part."""
    for flip in (False, True):
        for parts, i in splits_around(n, n - 1 - s if flip else s):
            yield parts, i, flip
    if band and n == BAND:
        yield [n], 0, False


def _odd_plans(rows: int, cols: int, rank: int, file: int) -> Iterator[Plan]:
    """Ways to cut an odd x odd board for an open tour from (rank, file)."""
    for row_parts, i, flip_rows in _cuts(rows, rank, True):
        for col_parts, j, flip_cols in _cuts(cols, file, False):
            yield Plan(row_parts, col_parts, (i, j), flip_rows, flip_cols)


def applies(board: Board, start: int, closed: bool) -> bool:
    """True when this construction may build the requested tour (before building tiles)."""
    return next(plans(board, start, closed), None) is not None


def _flip(board: Board, square: int, p: Plan) -> int:
    rank, file = divmod(square, board.cols)
    if p.flip_rows:
        rank = board.rows - 1 - rank
    if p.flip_cols:
        file = board.cols - 1 - file
    return rank * board.cols + file


def build(board: Board, start: int, closed: bool) -> np.ndarray | None:
    """A tour of board from start (int32 squares, closed when asked), or None where this
    construction cannot build one."""
    built = build_links_only(board, start, closed)
    return built.walk() if built is not None else None


def build_links_only(board: Board, start: int, closed: bool) -> Built | None:
    """The tour as links, not yet walked (see Built), or None where this construction
    cannot build one."""
    for p in itertools.islice(plans(board, start, closed), MAX_PLANS):
        if not p.transpose:
            built = _build(board, start, p, board)
        else:
            rank, file = divmod(start, board.cols)
            built = _build(Board(board.cols, board.rows), file * board.rows + rank, p, board)
        if built is not None:
            return built
    return None


@njit(cache=True, nogil=True)
def walk_part(links, cols, df, dr, state, out):
    """walk, resumable: fill out with the next squares of the cycle from state (the square
    reached, the jump leading back to the one before or -1 at the start), updating state."""
    delta = np.empty(8, dtype=np.int64)
    for k in range(8):
        delta[k] = dr[k] * cols + df[k]
    cur = state[0]
    back = state[1]
    first = 0
    if back < 0 and out.shape[0] > 0:
        out[0] = cur
        a = np.int64(links[cur]) & 7
        back = a ^ 4
        cur += delta[a]
        first = 1
    for i in range(first, out.shape[0]):
        out[i] = cur
        link = np.int64(links[cur])
        a = (link & 7) + (link >> 3) - back
        back = a ^ 4
        cur += delta[a]
    state[0] = cur
    state[1] = back


class Built:
    """A built tour held as its links (one byte a square), walked on demand: whole (walk)
    or a chunk at a time (chunks), so that a caller writing the tour to a file never holds
    its squares (400 MB for 10**8)."""

    def __init__(
        self, links: np.ndarray, begin: int, built_on: Board, plan: Plan, board: Board
    ) -> None:
        self.links = links
        self.begin = begin
        self.built_on = built_on
        self.plan = plan
        self.board = board
        self.size = built_on.size
        #: seconds spent walking so far
        self.seconds = 0.0

    def walk(self) -> np.ndarray:
        """Every square of the tour in order (int32)."""
        import time

        t0 = time.perf_counter()
        path = np.empty(self.size, dtype=np.int32)
        walk(self.links, self.begin, self.built_on.cols, _DF, _DR, path)
        path = self._placed(path)
        self.seconds += time.perf_counter() - t0
        return path

    def chunks(self, size: int = 1 << 20, ahead: bool = False) -> Iterator[np.ndarray]:
        """The squares in order, size at a time.  Buffers are reused: a chunk stays valid
        until the next one is taken, or with ahead (the walk runs on a thread of its own,
        a chunk ahead of the reader) until the next-but-one is taken."""
        if not ahead:
            yield from self._chunks(size, 1)
            return
        import queue
        import threading

        chunks: queue.Queue = queue.Queue(maxsize=1)
        cancelled = threading.Event()
        failure: list[BaseException] = []

        def produce() -> None:
            try:
                for part in self._chunks(size, 3):
                    if cancelled.is_set():
                        break
                    chunks.put(part)
            except BaseException as exc:  # handed to the reader
                failure.append(exc)
            finally:
                chunks.put(None)

        walker = threading.Thread(target=produce, name="walk", daemon=True)
        walker.start()
        try:
            while (part := chunks.get()) is not None:
                yield part
        finally:
            cancelled.set()
            while part is not None:  # let the walker finish: it may wait to hand one on
                part = chunks.get()
            walker.join()
        if failure:
            raise failure[0]

    def _chunks(self, size: int, buffers: int) -> Iterator[np.ndarray]:
        import time

        state = np.array([self.begin, -1], dtype=np.int64)
        bufs = [np.empty(min(size, self.size), dtype=np.int64) for _ in range(buffers)]
        for k, at in enumerate(range(0, self.size, size)):
            t0 = time.perf_counter()
            part = bufs[k % buffers][: min(size, self.size - at)]
            walk_part(self.links, self.built_on.cols, _DF, _DR, state, part)
            part = self._placed(part)
            self.seconds += time.perf_counter() - t0
            yield part

    def _placed(self, path: np.ndarray) -> np.ndarray:
        """Squares of the board the links were laid on, as squares of the board asked for
        (undoing the flips and the quarter turn of the plan)."""
        p, on = self.plan, self.built_on
        if p.flip_rows or p.flip_cols:
            rank, file = np.divmod(path, on.cols)
            if p.flip_rows:
                rank = on.rows - 1 - rank
            if p.flip_cols:
                file = on.cols - 1 - file
            path = (rank * on.cols + file).astype(path.dtype)
        if p.transpose:
            along, across = np.divmod(path, on.cols)  # rank, file of the turned board
            path = (across * self.board.cols + along).astype(path.dtype)
        return path


def _build(board: Board, start: int, p: Plan, asked: Board | None = None) -> Built | None:
    lib = library()
    tiles = lib.links
    nr, nc = len(p.row_parts), len(p.col_parts)
    offset = lib.offset[np.array(p.row_parts)[:, None], np.array(p.col_parts)[None, :]]
    begin = start
    if p.path_block is not None:
        begin = _flip(board, start, p)
        i, j = p.path_block
        rank, file = divmod(begin, board.cols)
        h, w = p.row_parts[i], p.col_parts[j]
        local = (rank - sum(p.row_parts[:i])) * w + file - sum(p.col_parts[:j])
        ports = tuple(
            name
            for name, wanted in (
                ("east", j < nc - 1),
                ("west", j > 0),
                ("north", j == 0 and i < nr - 1),
                ("south", j == 0 and i > 0),
            )
            if wanted
        )
        tile = path_tile(h, w, local, ports)
        if tile is None:
            return None
        offset[i, j] = len(tiles)
        tiles = np.concatenate([tiles, tile])
    links = np.empty(board.size, dtype=np.uint8)
    build_links(
        board.rows,
        board.cols,
        np.array(p.row_parts, dtype=np.int64),
        np.array(p.col_parts, dtype=np.int64),
        tiles,
        offset,
        links,
    )
    return Built(links, begin, board, p, asked or board)


def warm_up() -> None:
    """Compile (or load from cache) the construction kernels."""
    built = build_links_only(Board(6, 6), 0, True)
    assert built is not None
    built.walk()
    for _ in built.chunks():
        pass
