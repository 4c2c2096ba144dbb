"""Board: the board a student names (``Board("8")``, ``Board("5x6", leaper="camel")``), an
immutable value over the core's board (knighttour.core.board.board)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import numpy as np

from ..core.board import board as core
from .errors import at_the_door

if TYPE_CHECKING:
    from ..core.drawing.picture import Picture


class Board:
    """A board: its size, the leaper that tours it, its holes and its wrapping.

    Parameters
    ----------
    spec
        ``"8"`` or ``8`` (8 x 8), ``"5x6"`` or ``(5, 6)`` (5 ranks by 6 files), ``"4x4x4"``
        (4 layers of 4 x 4).
    leaper
        ``"knight"`` (the default), another name (``"camel"``, ``"zebra"``, ``"giraffe"``,
        ``"wazir"``, ``"ferz"``), or ``(a, b)`` / ``"a,b"`` for the (a, b)-leaper.
    holes
        Squares removed from the board: names such as ``["a1", "d4"]`` or ``"a1,d4"``.
    wrap
        ``"none"``, ``"cylinder"`` (the left and right edges joined) or ``"torus"`` (both
        pairs).
    order
        The jump order of the order-dependent solvers, as file,rank deltas:
        ``"2,1 1,2 -1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1"`` (the default).

    Raises
    ------
    KnightTourError
        A spec, leaper, hole or wrap that cannot be used (the command line's message).

    Examples
    --------
    >>> from knighttour import Board
    >>> board = Board("5x6", holes="a1")
    >>> board
    Board('5x6', holes=('a1',))
    >>> board.rows, board.cols, board.squares
    (5, 6, 29)
    >>> board.name(7), board.index("b2")
    ('b2', 7)
    >>> Board("8") == Board(8)
    True
    """

    __slots__ = ("_core",)
    _core: core.Board

    @at_the_door
    def __init__(
        self,
        spec: str | int | tuple[int, ...] = 8,
        *,
        leaper: str | tuple[int, int] | None = None,
        holes: str | Iterable[str] = (),
        wrap: str = "none",
        order: str | None = None,
    ) -> None:
        if isinstance(spec, tuple | list) and len(spec) not in (2, 3):
            raise core.BoardError(
                f"board {spec!r} is not a size: give (ranks, files) or (layers, ranks, files)"
            )
        text = "x".join(str(n) for n in spec) if isinstance(spec, tuple | list) else str(spec)
        three = core.parse_board_spec_3d(text)
        layers, rows, cols = three if three is not None else (1, *core.parse_board_spec(text))
        if isinstance(leaper, str):
            pair: tuple[int, int] | None = core.parse_leaper(leaper)
        elif leaper is not None:
            a, b = sorted(int(n) for n in leaper)
            pair = core.parse_leaper(f"{a},{b}")
        else:
            pair = None
        if isinstance(holes, str):
            holes = [name for name in holes.split(",") if name.strip()]
        made = core.build_board(
            rows, cols, layers=layers, leaper=pair, order=order, holes=tuple(holes), wrap=wrap
        )
        object.__setattr__(self, "_core", made)

    @classmethod
    def _of(cls, board: core.Board) -> Board:
        """The public board over a core board."""
        made = object.__new__(cls)
        object.__setattr__(made, "_core", board)
        return made

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Board cannot be changed: make another")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._core == other._core

    def __hash__(self) -> int:
        return hash(self._core)

    def __reduce__(self) -> tuple[object, tuple[core.Board]]:
        return (Board._of, (self._core,))

    @property
    def rows(self) -> int:
        """Ranks (1 at the bottom)."""
        return self._core.rows

    @property
    def cols(self) -> int:
        """Files (a on the left); a 3D board's layers side by side."""
        return self._core.cols

    @property
    def layers(self) -> int:
        """Layers: 1 on a flat board."""
        return self._core.layers

    @property
    def squares(self) -> int:
        """The squares a tour must visit (holes left out)."""
        return self._core.squares

    @property
    def spec(self) -> str:
        """The size as the command line takes it: ``'8x8'``, ``'4x4x4'``."""
        return self._core.spec

    @property
    def leaper(self) -> tuple[int, int] | None:
        """(a, b) of the leaper: (1, 2) for the knight; None on a 3D board."""
        return self._core.leaper

    @property
    def holes(self) -> tuple[str, ...]:
        """The removed squares' names."""
        return tuple(self._core.names(sorted(self._core.holes)))

    @property
    def wrap(self) -> str:
        """'none', 'cylinder' or 'torus'."""
        return self._core.wrap

    @property
    def is_knight(self) -> bool:
        """True for the knight's full, flat, unwrapped rectangle."""
        return self._core.is_knight

    def name(self, square: Square) -> str:
        """The name of a square given by its index (``rank * cols + file``), or in any form
        the library takes a square (checked: a square off the board is a BoardError).

        >>> Board("8").name(10), Board("8").name((2, 1))
        ('c2', 'c2')
        """
        return self._core.name(self.index(square))

    def index(self, square: Square) -> int:
        """The index of a square given as everywhere in the library: a name like ``'c3'``
        (any case), a ``(file, rank)`` pair counted from 0, or an index (checked).

        >>> board = Board("8")
        >>> board.index("c2"), board.index((2, 1)), board.index(10)
        (10, 10, 10)
        """
        if isinstance(square, str):
            return self._core.parse_square(square)
        found = square_of(self, square)
        assert found is not None  # (None only for None, which is no Square)
        return found

    def names(self) -> tuple[str, ...]:
        """Every square's name, a1 first, then b1, ..., rank by rank (holes left out)."""
        return tuple(self._core.names(self._core.live_squares()))

    def describe(self) -> str:
        """The board in words: '8x8', '5x5 without c3', '8x8 for the camel (1,3)'."""
        return self._core.describe()

    def picture(self, *, size: int = 520) -> Picture:
        """The empty board drawn (size: the longer side in pixels)."""
        from ..core.drawing.boards import tour_scene
        from ..core.drawing.picture import Picture

        empty = np.zeros(0, np.int64)
        return Picture(tour_scene(self._core, empty, longest=size, title=self.describe()))

    def _repr_svg_(self) -> str:
        return self.picture().to_svg()

    def __str__(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        extra = []
        leaper = self.leaper
        if leaper is not None and leaper != (1, 2):
            extra.append(f"leaper={leaper!r}")
        if self._core.holes:
            extra.append(f"holes={self.holes!r}")
        if self.wrap != "none":
            extra.append(f"wrap={self.wrap!r}")
        if leaper is not None and tuple(self._core.jumps) != core.leaper_jumps(*leaper):
            order = " ".join(f"{a},{b}" for a, b in self._core.jumps)
            extra.append(f"order={order!r}")
        return f"Board({', '.join([repr(self.spec), *extra])})"


def as_board(board: Board | str | int | tuple[int, ...]) -> Board:
    """A Board from a Board or a spec."""
    return board if isinstance(board, Board) else Board(board)


#: what a square may be given as, everywhere in the library
Square = str | int | tuple[int, int] | tuple[int, int, int]


def is_whole(x: object) -> bool:
    """True for a whole number (a Python or NumPy integer, not a bool)."""
    return isinstance(x, int | np.integer) and not isinstance(x, bool)


def square_of(board: Board, square: Square | None) -> int | None:
    """The index of a square given by name (``'c3'``), by ``(file, rank)`` counted from 0
    (``(file, rank, layer)`` on a 3-D board) or by index; None stays None.  BoardError for
    anything else, or a square off the board.

    >>> square_of(Board("8"), (2, 1)) == square_of(Board("8"), "c2") == 10
    True
    """
    if square is None:
        return None
    if isinstance(square, str):
        return board.index(square)
    core_board = board._core
    if isinstance(square, tuple | list) and all(is_whole(x) for x in square):
        place = [int(x) for x in square]
        wanted = 3 if core_board.is_3d else 2
        if len(place) != wanted:
            what = "(file, rank, layer)" if wanted == 3 else "(file, rank)"
            raise core.BoardError(f"a square of the {board.describe()} board is {what}")
        if min(place) < 0:
            raise core.BoardError(f"square {tuple(place)} is not on the {board.describe()} board")
        name = core.file_name(place[0]) + str(place[1] + 1)
        return board.index(name + (f":{place[2] + 1}" if wanted == 3 else ""))
    if not isinstance(square, int | np.integer) or isinstance(square, bool):
        raise core.BoardError(
            "a square is a name such as 'c3', a (file, rank) pair counted from 0 such as "
            f"(2, 2), or a number, not {square!r}"
        )
    index = int(square)
    if not 0 <= index < board._core.size or index in board._core.holes:
        raise core.BoardError(f"square {index} is not on the {board.describe()} board")
    return index
