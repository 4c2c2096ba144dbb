"""Closed tours with rotational symmetry: a half turn (180 degrees) or a quarter turn (90
degrees) of the board carries the tour onto itself.

A turn that carries a circuit onto itself moves every square of it the same number of
places along it (a *shift*: a quarter of the tour for a quarter turn, half of it for a half
turn), or, for a half turn, reads it backwards (a *reflection* of the circuit: then the
turn swaps the two ends of two of its moves, the moves that join a square to its image
across the centre).  Either way half of the tour, or a quarter, decides the rest, so the
search looks for that part only: a path through one square of each *orbit* (a square and
its images under the turn), which must end where the next part can go on:

* shift: the path from the start ends next to the start's image (then the path, its image,
  ... close up);
* reflection (a half turn on a board with one odd side): the path from the image of one end
  of a central move ends on an end of the other central move.

Theorems first (symmetric_impossible): a quarter turn needs a square board; the closed-tour
theorems; and, when every move changes colour, a quarter turn carries each square of an
even-sided board to the other colour while a shift by a quarter of a tour of n x n squares
keeps the colour when n * n / 4 is even: so no closed tour with quarter-turn symmetry exists
unless n = 2 (mod 4) (G. P. Jelliss, Knight's Tour Notes: quaternary symmetry is possible on
4k + 2 boards only).  On 6x6 the search finds the 5 closed tours with quaternary symmetry and
the 17 with binary symmetry only that Jelliss lists (each up to rotation and reflection).
"""

from __future__ import annotations

import hashlib
from dataclasses import replace

import numpy as np

from ..board.board import Board
from ..board.verdict import end_impossible, tour_impossible
from ..words import number_text, translate
from .search import FOUND, NO_TOUR, RUNNING, Search, circuit_key
from .symmetric_kernels import (
    BACKTRACKS,
    CTR_LEN,
    DEPTH,
    K_EXHAUSTED,
    K_FOUND,
    K_RUNNING,
    STEPS,
    _enter,
    _order,
    symmetric_advance,
)

#: the turns a symmetric tour may have, in degrees
TURNS = (180, 90)


def _ranks_and_files(board: Board) -> tuple[np.ndarray, np.ndarray]:
    """Each square's rank and file (0-based)."""
    # (int64 is said for numpy 1's 32-bit default on Windows: numpy's own here)
    squares = np.arange(board.size, dtype=np.int64)
    return np.divmod(squares, board.cols)


def turned(board: Board, turn: int) -> np.ndarray:
    """Where the turn (a half turn, or a quarter turn anticlockwise) carries each square."""
    rank, file = _ranks_and_files(board)
    if turn == 180:
        return (board.rows - 1 - rank) * board.cols + (board.cols - 1 - file)
    if turn == 90:
        n = board.cols
        return file * n + (n - 1 - rank)
    raise ValueError(f"a symmetric tour's turn is 180 or 90 degrees, not {turn}")


def symmetric_impossible(board: Board, turn: int) -> str:
    """'' when no theorem rules out a closed tour of board that the turn carries onto
    itself, else the reason in one sentence."""
    if turn == 90 and board.rows != board.cols:
        return translate(
            "symmetric",
            "No closed tour of {board} has quarter-turn symmetry: a quarter turn carries the "
            "board onto itself only when it is square.",
        ).format(board=board.spec)
    image = turned(board, turn)
    if board.holes and {int(image[h]) for h in board.holes} != set(board.holes):
        if turn == 90:
            text = translate(
                "symmetric",
                "No closed tour of this board has quarter-turn symmetry: its holes are not "
                "symmetric, so the quarter turn would carry a square of the tour onto a hole.",
            )
        else:
            text = translate(
                "symmetric",
                "No closed tour of this board has half-turn symmetry: its holes are not "
                "symmetric, so the half turn would carry a square of the tour onto a hole.",
            )
        return text
    why = tour_impossible(board, None, True)
    if why:
        return why
    # (a leaper that keeps its colour, a + b even, was ruled out above: it reaches the
    # squares of one colour only; every leaper here changes colour at each move)
    if turn == 90 and board.wrap == "none" and not board.holes:
        n = board.cols
        if n % 4 == 0:
            return translate(
                "symmetric",
                "No closed tour of {n}x{n} has quarter-turn symmetry: a quarter turn carries "
                "each square to one of the other colour, and it carries every square of such "
                "a tour a quarter of the way along it, {q} moves, an even number, which keeps "
                "the colour (quarter-turn symmetry needs a side of the form 4k + 2: Jelliss).",
            ).format(n=n, q=number_text(n * n // 4))
    return ""


def _orbits(board: Board, image: np.ndarray) -> np.ndarray:
    """Each square's orbit under the turn that carries square s to image[s], numbered 0, 1,
    ... in the order of their least squares (holes -1)."""
    square = np.arange(board.size, dtype=np.int64)
    least, onto = square.copy(), image
    while not np.array_equal(onto, square):  # round each orbit, back to where it began
        least = np.minimum(least, onto)
        onto = image[onto]
    live = board.live_squares()
    ids = np.full(board.size, -1, dtype=np.int64)
    ids[live] = np.searchsorted(np.unique(least[live]), least[live])
    return ids


class _Part:
    """One search for the part of a tour that decides it: its first square, where it may
    end, and how the whole tour is made from it."""

    def __init__(self, owner: SymmetricSearch, first: int, close: np.ndarray, kind: str) -> None:
        board, orb, qnbr = owner.board, owner.orb, owner.qnbr
        n_orbits = owner.half
        self.kind, self.first = kind, first
        self.close = close
        self.path = np.zeros(n_orbits, dtype=np.int64)
        self.path[0] = first
        self.pos = np.zeros(n_orbits, dtype=np.int64)
        jumps = board.neighbours.shape[1]
        self.cand = np.zeros((n_orbits, jumps), dtype=np.int64)
        self.ncand = np.zeros(n_orbits, dtype=np.int64)
        self.vorb = np.zeros(n_orbits, dtype=np.uint8)
        self.qdeg = (qnbr >= 0).sum(axis=1).astype(np.int64)
        self.close_orbit = np.zeros(n_orbits, dtype=np.uint8)
        marked = np.flatnonzero(close)
        self.close_orbit[orb[marked]] = 1
        self.openc = np.zeros(1, dtype=np.int64)
        self.ctr = np.zeros(CTR_LEN, dtype=np.int64)
        self.prepared = False
        self.owner = owner

    def prepare(self) -> None:
        owner = self.owner
        self.openc[0] = int(self.close_orbit.sum())
        _enter(
            owner.orb[self.first], owner.qnbr, self.vorb, self.qdeg, self.close_orbit, self.openc
        )
        self.ncand[0] = _order(
            owner.nbr, owner.orb, self.vorb, self.qdeg, owner.key, self.first, self.cand, 0
        )
        self.prepared = True

    def advance(self, max_steps: int) -> int:
        if not self.prepared:
            self.prepare()
        owner = self.owner
        return int(
            symmetric_advance(
                owner.nbr,
                owner.orb,
                owner.qnbr,
                self.close,
                self.close_orbit,
                owner.half,
                self.path,
                self.pos,
                self.cand,
                self.ncand,
                self.vorb,
                self.qdeg,
                self.openc,
                self.ctr,
                max_steps,
                owner.key,
            )
        )

    @property
    def steps(self) -> int:
        return int(self.ctr[STEPS])

    @property
    def backtracks(self) -> int:
        return int(self.ctr[BACKTRACKS])

    @property
    def depth(self) -> int:
        return max(int(self.ctr[DEPTH]) + 1, 1)

    def current(self) -> np.ndarray:
        """The part's path so far (to watch)."""
        return self.path[: self.depth].copy()

    def tour(self) -> np.ndarray:
        """The whole tour the part found decides (from the part's first square)."""
        image = self.owner.image
        part = self.path[: self.owner.half].copy()
        if self.kind == "shift":
            pieces = [part]
            for _ in range(self.owner.copies - 1):
                pieces.append(image[pieces[-1]])
            return np.concatenate(pieces)
        # reflection: c0 = image of the first, the part c1 .. c_L/2, then the images of
        # c_L/2 .. c2
        return np.concatenate([[image[part[0]]], part, image[part[:0:-1]]])


class _BlockPart:
    """A first try on large boards: the part made of one block of the board (its lower
    half, or its lower left quarter), a path through the block from a square x next to the
    centre that ends next to x's image, found by the exact search for a tour with a chosen
    last square (x's image is that last square, on the block with every other square a
    hole); the tour it decides is then entered at the start.  Not every symmetric tour is
    made so, so this part gives up after BLOCK_STEPS moves and the searches of the orbits
    decide."""

    def __init__(self, owner: SymmetricSearch, block: np.ndarray) -> None:
        from .restarts import RestartSearch

        board, image = owner.board, owner.image
        self.owner = owner
        self.search: Search | None = None
        inside = np.zeros(board.size, dtype=bool)
        inside[block] = True
        # x: the square of the block nearest the centre whose image has a move into it
        for x in block[np.argsort(-owner.key[block], kind="stable")].tolist():
            target = int(image[x])
            if any(inside[w] and w != x for w in board.moves_from(target)):
                break
        else:
            return
        keep = inside.copy()
        keep[target] = True
        removed = frozenset(int(q) for q in np.flatnonzero(~keep)) | board.holes
        sub = replace(board, holes=removed)
        if not end_impossible(sub, x, target):
            self.search = RestartSearch(sub, x, False, owner.key, 0, end=target)

    @property
    def steps(self) -> int:
        return self.search.steps if self.search is not None else 0

    @property
    def backtracks(self) -> int:
        return self.search.backtracks if self.search is not None else 0

    @property
    def depth(self) -> int:
        return self.search.depth if self.search is not None else 1

    def current(self) -> np.ndarray:
        if self.search is None:
            return np.array([self.owner.start], dtype=np.int64)  # pragma: no mutate (as path)
        return self.search.path()

    def advance(self, max_steps: int) -> int:
        search = self.search
        if search is None or search.steps >= BLOCK_STEPS:
            return K_EXHAUSTED
        status = search.advance(max(1, min(max_steps, BLOCK_STEPS - search.steps)))
        if status == FOUND:
            return K_FOUND
        if status != RUNNING:
            return K_EXHAUSTED
        return K_RUNNING

    def tour(self) -> np.ndarray:
        assert self.search is not None  # found: a search ran
        part = self.search.path()[:-1]  # without the start's image, where the next part begins
        pieces = [part]
        for _ in range(self.owner.copies - 1):
            pieces.append(self.owner.image[pieces[-1]])
        return np.concatenate(pieces)

    def next(self) -> bool:
        return self.search is not None and self.search.next_solution()


#: moves the block's search gets before the orbits' searches take over
BLOCK_STEPS = 5_000_000
#: boards from this many squares get the block's try first
BLOCK_FROM = 100


class SymmetricSearch(Search):
    """An exact search for closed tours that the turn carries onto themselves (see the
    module's docstring): next_solution lists each such circuit once (or in both directions
    with once off).  Its steps are the moves of the searches for the deciding part."""

    exact = True

    def __init__(self, board: Board, start: int, turn: int) -> None:
        super().__init__(board, start, True)
        self.turn = turn
        self.image = turned(board, turn)
        self.copies = 2 if turn == 180 else 4
        self.orb = _orbits(board, self.image)
        live = board.live_squares()
        if np.any(self.image[live] == live):
            raise ValueError("the turn leaves a square in place")
        self.half = board.squares // self.copies
        self.nbr = board.neighbours.astype(np.int64)
        rank, file = _ranks_and_files(board)
        # Roth's tie-break: the square farthest from the centre first
        self.key = -((2 * file - (board.cols - 1)) ** 2 + (2 * rank - (board.rows - 1)) ** 2)
        reps = np.zeros(self.half, dtype=np.int64)
        reps[self.orb[live]] = live
        around = self.nbr[reps]
        orbits = np.where(around >= 0, self.orb[np.maximum(around, 0)], -1)
        orbits.sort(axis=1)
        orbits = orbits[:, ::-1]  # -1 last
        width = orbits.shape[1]
        for k in range(1, width):  # each neighbouring orbit once
            again = orbits[:, k] == orbits[:, k - 1]
            orbits[again & (orbits[:, k] >= 0), k] = -1
        self.qnbr = np.ascontiguousarray(-np.sort(-orbits, axis=1))
        self._parts = self._plan()
        self._at = 0
        self._listed: set[bytes] = set()
        self._pending: list[np.ndarray] = []
        self._again = False
        self._tour: np.ndarray | None = None
        self._steps_before = 0
        self._backtracks_before = 0

    def _shift_allowed(self) -> bool:
        """Whether the turn can move every square of a tour the same number of places along
        it: when every move changes colour, the turn's change of colour and that of a
        quarter or half of the tour must agree."""
        board = self.board
        leaper = board.leaper
        if leaper is None or sum(leaper) % 2 == 0 or board.wrap != "none":
            return True
        # a half turn changes a square's colour when one side is odd and one even; a quarter
        # turn of a square board of even side always does
        turn_changes = board.rows % 2 != board.cols % 2 if self.turn == 180 else True
        return turn_changes == (self.half % 2 == 1)

    def _block(self) -> np.ndarray | None:
        """The squares of the lower half (or lower left quarter) of the board, which the
        turn carries onto the others."""
        board = self.board
        rank, file = _ranks_and_files(board)
        if self.turn == 90:
            half = board.cols // 2
            inside = (rank < half) & (file < half)
        elif board.rows % 2 == 0:
            inside = rank < board.rows // 2
        elif board.cols % 2 == 0:
            inside = file < board.cols // 2
        else:
            return None
        live = np.ones(board.size, dtype=bool)
        if board.holes:
            live[list(board.holes)] = False
        return np.flatnonzero(inside & live)

    def _plan(self) -> list[_Part | _BlockPart]:
        """The searches to run: on a large board the block's try first; then the shift
        from the start (where the colours allow it); for a half turn on a board with an
        odd side, the reflection through each central move."""
        board, image = self.board, self.image
        parts: list[_Part | _BlockPart] = []
        if self._shift_allowed():
            block = self._block()
            if board.squares >= BLOCK_FROM and block is not None:
                parts.append(_BlockPart(self, block))
            close = np.zeros(board.size, dtype=np.uint8)
            around = self.nbr[image[self.start]]
            close[around[around >= 0]] = 1
            parts.append(_Part(self, self.start, close, "shift"))
        if self.turn == 180:
            central = [
                int(s)
                for s in board.live_squares()
                if int(image[s]) in board.moves_from(int(s))
                # (each pair once: s is never its own image, so < and <= choose alike)
                and int(s) < int(image[s])  # pragma: no mutate (never equal)
            ]
            for i, u in enumerate(central):
                ends = np.zeros(board.size, dtype=np.uint8)
                for other in central[i + 1 :]:
                    ends[other] = ends[image[other]] = 1
                if ends.any():
                    parts.append(_Part(self, int(image[u]), ends, "reflection"))
        return parts

    def _part(self) -> _Part | _BlockPart | None:
        return self._parts[self._at] if self._at < len(self._parts) else None

    @property
    def steps(self) -> int:
        part = self._part()
        return self._steps_before + (part.steps if part is not None else 0)

    @property
    def backtracks(self) -> int:
        part = self._part()
        return self._backtracks_before + (part.backtracks if part is not None else 0)

    @property
    def depth(self) -> int:
        if self._tour is not None and self.status == FOUND:
            return len(self._tour)
        part = self._part()
        return part.depth if part is not None else 1

    def path(self) -> np.ndarray:
        """The tour found (from the start); while searching, the part being searched."""
        if self._tour is not None and self.status == FOUND:
            return self._tour.copy()
        part = self._part()
        if part is None:  # every part searched
            return np.array([self.start], np.int64)  # pragma: no mutate (int64: numpy's own)
        return part.current()

    def listed(self, path: np.ndarray) -> bool:
        """Each circuit once (once), else each direction of it once: the searches through
        different central moves can meet the same circuit, so what was listed is kept."""
        if self.once:
            key = circuit_key(path, self.start)
        else:
            # (a key tells circuits apart: its size and the bytes' type change no answer)
            path64 = np.asarray(path, np.int64)  # pragma: no mutate (a key's bytes only)
            data = path64.tobytes()
            key = hashlib.blake2b(data, digest_size=16).digest()  # pragma: no mutate (any size)
        if key in self._listed:
            return False
        self._listed.add(key)
        return True

    def _show(self, tour: np.ndarray) -> bool:
        """List tour if it is new (True); without once its other direction is listed next,
        since the searches meet most circuits in one direction only."""
        if not self.listed(tour):
            return False
        self._tour = tour
        self.status = FOUND
        self.solutions += 1
        if not self.once:
            self._pending.append(np.concatenate([tour[:1], tour[:0:-1]]))
        return True

    def _advance(self, max_steps: int) -> None:
        while self._pending:
            if self._show(self._pending.pop()):
                return
        budget = max_steps
        while budget > 0:
            part = self._part()
            if part is None:
                self._exhausted()
                return
            before = part.steps
            if self._again:
                # past the tour last listed: the block's search is told to go on (the orbits'
                # kernel goes on from its tour by itself)
                self._again = False
                if isinstance(part, _BlockPart) and not part.next():
                    self._steps_before += part.steps
                    self._backtracks_before += part.backtracks
                    self._at += 1
                    continue
            result = part.advance(budget)
            budget -= max(part.steps - before, 1)
            if result == K_FOUND:
                tour = part.tour()
                at = int(np.flatnonzero(tour == self.start)[0])
                if self._show(np.roll(tour, -at)):
                    return
                continue
            if result == K_EXHAUSTED:
                self._steps_before += part.steps
                self._backtracks_before += part.backtracks
                self._at += 1

    def _exhausted(self) -> None:
        self.status = NO_TOUR
        half = self.turn == 180
        if self.solutions:
            text = (
                translate(
                    "symmetric",
                    "The search tried every path: there are no more closed tours with "
                    "half-turn symmetry after solution {n}.",
                )
                if half
                else translate(
                    "symmetric",
                    "The search tried every path: there are no more closed tours with "
                    "quarter-turn symmetry after solution {n}.",
                )
            )
        else:
            text = (
                translate(
                    "symmetric",
                    "The search tried every path: no closed tour of {board} has half-turn "
                    "symmetry.",
                )
                if half
                else translate(
                    "symmetric",
                    "The search tried every path: no closed tour of {board} has "
                    "quarter-turn symmetry.",
                )
            )
        self.reason = text.format(n=number_text(self.solutions), board=self.board.spec)

    def next_solution(self) -> bool:
        if self.status == FOUND:
            self.status = RUNNING
            # the block's search is told to go on past its tour (unless a tour's other
            # direction is listed first)
            self._again = not self._pending
            return True
        return False


def make_symmetric_search(board: Board, start: int, turn: int, theorems: bool = True) -> Search:
    """A search for a closed tour from start that the turn (180 or 90 degrees) carries onto
    itself: the theorems' answer at once (a KnownResult with no-tour), else the search.
    theorems=False searches even where a theorem says none exists (Search anyway: to
    watch a search fail), wherever the turn can be searched at all (searchable)."""
    from .search import KnownResult

    why = symmetric_impossible(board, turn)
    if why and (theorems or not searchable(board, turn)):
        return KnownResult(board, start, True, NO_TOUR, why)
    return SymmetricSearch(board, start, turn)


def searchable(board: Board, turn: int) -> bool:
    """The turn carries the board onto itself, holes onto holes, and leaves no square in
    place: its symmetric tours can be searched for (whatever a theorem says of them)."""
    if turn == 90 and board.rows != board.cols:
        return False
    image = turned(board, turn)
    if board.holes and {int(image[h]) for h in board.holes} != set(board.holes):
        return False
    live = board.live_squares()
    return not bool(np.any(image[live] == live))
