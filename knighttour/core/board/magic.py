"""Magic sums of a tour: its move numbers (1 for the first square, 2 for the next, ...) added
up along each rank and each file, and along the two long diagonals of a square board; and a
small gallery of classic semi-magic knight's tours.

A tour is *semi-magic* when every rank has the same sum and every file has the same sum (on
a square board the two sums are then equal), and *magic* when on a square board both long
diagonals have that sum too.  Sums are made only for full rectangular 2-D boards (any leaper
or wrapping, no holes): on a board with holes or in three dimensions a rank is not a row of
the square of numbers these words are about.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..jit import njit
from ..words import QT_TRANSLATE_NOOP
from .board import Board, build_board


def magic_applies(board: Board) -> bool:
    """Whether a tour of board has magic sums: a full rectangular 2-D board."""
    return not board.is_3d and not board.holes


@dataclass(frozen=True)
class MagicSums:
    """The move numbers of a tour added up along each rank (rank 1 first), each file (file a
    first) and, on a square board, the diagonal from a1 and the one from the top-left
    corner."""

    ranks: tuple[int, ...]
    files: tuple[int, ...]
    diagonals: tuple[int, int] | None

    @property
    def semi_magic(self) -> bool:
        """Every rank has one sum and every file has one sum."""
        return len(set(self.ranks)) == 1 and len(set(self.files)) == 1

    @property
    def magic(self) -> bool:
        """Semi-magic on a square board, with both long diagonals at the same sum."""
        return (
            self.semi_magic
            and self.diagonals is not None
            and self.diagonals[0] == self.diagonals[1] == self.ranks[0]
        )

    def to_json(self) -> dict[str, object]:
        """validate --json's "magic" object."""
        return {
            "ranks": list(self.ranks),
            "files": list(self.files),
            "semi_magic": self.semi_magic,
            "magic": self.magic,
            "diagonals": list(self.diagonals) if self.diagonals is not None else None,
        }

    def sentence(self) -> str:
        """What the sums say, in a sentence for people ('' when the tour is not
        semi-magic)."""
        if not self.semi_magic:
            return ""
        rank, file = self.ranks[0], self.files[0]  # pragma: no mutate (all ranks alike, files too)
        if self.magic:
            return (
                f"It is magic: every rank, every file and both long diagonals add up to {rank:,}."
            )
        if rank == file:
            said = f"It is semi-magic: every rank and every file adds up to {rank:,}"
        else:
            said = f"It is semi-magic: every rank adds up to {rank:,} and every file to {file:,}"
        if self.diagonals is not None:
            a, b = self.diagonals
            return f"{said} (the long diagonals add up to {a:,} and {b:,})."
        return f"{said}."


def _sums(n: int) -> np.ndarray:
    """n sums, each zero to begin with: whole numbers (float64 would give the same sums, exact
    below 2**53, far above any board's: equivalent mutants, so the line is not mutated)."""
    return np.zeros(n, dtype=np.int64)


class MagicTally:
    """Magic sums made a piece of the tour at a time (a validator adds each chunk it
    checks), so that a tour of millions of squares needs only its board's ranks and files."""

    def __init__(self, board: Board) -> None:
        if not magic_applies(board):
            raise ValueError(f"a tour of {board.spec} has no magic sums")
        self.board = board
        self.ranks = _sums(board.rows)
        self.files = _sums(board.cols)
        self.diagonals = _sums(2)
        self.added = 0

    def add(self, squares: np.ndarray, first: int) -> None:
        """Add squares, the tour's squares numbered first, first + 1, ..."""
        squares = np.asarray(squares)
        if len(squares) == 0:
            return
        _add(squares, first, self.board.cols, self.ranks, self.files, self.diagonals)
        self.added += len(squares)

    def result(self) -> MagicSums:
        """The sums of what was added."""
        square = self.board.rows == self.board.cols
        return MagicSums(
            tuple(int(v) for v in self.ranks),
            tuple(int(v) for v in self.files),
            (int(self.diagonals[0]), int(self.diagonals[1])) if square else None,
        )


@njit(cache=True, nogil=True)
def _add(squares, first, cols, ranks, files, diagonals):
    """Each square's number (first, first + 1, ...) added to its rank, its file and, on a
    square board, the long diagonals it lies on (one pass, the GIL let go)."""
    square = ranks.shape[0] == cols
    for i in range(squares.shape[0]):
        s = squares[i]
        rank = s // cols
        file = s - rank * cols
        number = first + i
        ranks[rank] += number
        files[file] += number
        if square:
            if rank == file:
                diagonals[0] += number
            if rank + file == cols - 1:
                diagonals[1] += number


def magic_sums(board: Board, squares: np.ndarray) -> MagicSums | None:
    """The magic sums of a tour (its squares in order), or None on a board that has none
    (holes, three dimensions)."""
    if not magic_applies(board):
        return None
    tally = MagicTally(board)
    tally.add(np.asarray(squares), 1)
    return tally.result()


def sums_so_far(board: Board, squares: np.ndarray) -> MagicSums | None:
    """The sums of the move numbers of a tour's first squares (a tour being stepped through:
    the squares not reached yet add nothing), or None on a board that has none.  Made with
    numpy at once, for the window's boards (the validator's tally adds a chunk at a time)."""
    if not magic_applies(board):
        return None
    squares = np.asarray(squares, dtype=np.int64)
    numbers = np.arange(1, len(squares) + 1, dtype=np.int64)
    ranks = _sums(board.rows)
    files = _sums(board.cols)
    np.add.at(ranks, squares // board.cols, numbers)
    np.add.at(files, squares % board.cols, numbers)
    diagonals = None
    if board.rows == board.cols:
        rank, file = squares // board.cols, squares % board.cols
        diagonals = (
            int(numbers[rank == file].sum()),
            int(numbers[rank + file == board.cols - 1].sum()),
        )
    return MagicSums(tuple(int(v) for v in ranks), tuple(int(v) for v in files), diagonals)


# the gallery ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClassicTour:
    """A classic semi-magic knight's tour: who made it, when, where it was published, and
    its move numbers as printed (the top rank first, file a on the left)."""

    key: str
    author: str
    year: int
    source: str
    note: str
    numbers: tuple[tuple[int, ...], ...]

    @property
    def board(self) -> Board:
        """The board it tours."""
        return build_board(len(self.numbers), len(self.numbers[0]))

    def squares(self) -> np.ndarray:
        """The tour's squares in order (square indices of board)."""
        rows = len(self.numbers)
        cols = len(self.numbers[0])
        out = np.zeros(rows * cols, dtype=np.int64)
        for line, printed in enumerate(self.numbers):
            rank = rows - 1 - line
            for file, number in enumerate(printed):
                out[number - 1] = rank * cols + file
        return out

    @property
    def title(self) -> str:
        """'William Beverley, 1848'."""
        return f"{self.author}, {self.year}"


#: William Beverley's tour, the first magic (semi-magic) knight's tour, published in the
#: Philosophical Magazine in 1848 (G. P. Jelliss, Knight's Tour Notes, "History of Magic
#: Knight's Tours"; MathWorld, "Magic Tour")
BEVERLEY = ClassicTour(
    "beverley-1848",
    "William Beverley",
    1848,
    "Philosophical Magazine (1848)",
    QT_TRANSLATE_NOOP(
        "magic",
        "The first magic knight's tour: every rank and file adds up to 260. It runs from a8 to c1.",
    ),
    (
        (1, 30, 47, 52, 5, 28, 43, 54),
        (48, 51, 2, 29, 44, 53, 6, 27),
        (31, 46, 49, 4, 25, 8, 55, 42),
        (50, 3, 32, 45, 56, 41, 26, 7),
        (33, 62, 15, 20, 9, 24, 39, 58),
        (16, 19, 34, 61, 40, 57, 10, 23),
        (63, 14, 17, 36, 21, 12, 59, 38),
        (18, 35, 64, 13, 60, 37, 22, 11),
    ),
)

#: the re-entrant tour H. E. Dudeney gave as the best answer he knew to "The Magic Knight's
#: Tour" in Amusements in Mathematics (1917): ranks and files 260, diagonals 264 and 256
DUDENEY = ClassicTour(
    "dudeney-1917",
    "H. E. Dudeney",
    1917,
    "Amusements in Mathematics (1917), 'The Magic Knight's Tour'",
    QT_TRANSLATE_NOOP(
        "magic",
        "A closed tour whose ranks and files add up to 260 and whose long diagonals miss by 4 "
        "each way (264 and 256). Dudeney doubted that a fully magic one exists; the computer "
        "search of every semi-magic 8x8 tour (Stertenbrink, Computing Magic Knight Tours, "
        "2003) found none with magic diagonals.",
    ),
    (
        (46, 55, 44, 19, 58, 9, 22, 7),
        (43, 18, 47, 56, 21, 6, 59, 10),
        (54, 45, 20, 41, 12, 57, 8, 23),
        (17, 42, 53, 48, 5, 24, 11, 60),
        (52, 3, 32, 13, 40, 61, 34, 25),
        (31, 16, 49, 4, 33, 28, 37, 62),
        (2, 51, 14, 29, 64, 39, 26, 35),
        (15, 30, 1, 50, 27, 36, 63, 38),
    ),
)

GALLERY: tuple[ClassicTour, ...] = (BEVERLEY, DUDENEY)


def classic_tours() -> list[ClassicTour]:
    """The gallery of classic semi-magic tours, oldest first."""
    return sorted(GALLERY, key=lambda tour: tour.year)
