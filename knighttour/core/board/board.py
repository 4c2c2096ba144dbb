"""Board: a rectangle of squares, a leaper's jumps, square names and the neighbour table."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cached_property

import numpy as np

from ..errors import KnightTourError
from ..words import translate
from .memory import available_memory
from .move_table import table_of
from .variants import LEAPERS, WRAPS

#: The knight's eight jumps as (file delta, rank delta), rank growing upward.  This is the
#: default order in which order-dependent solvers try them: anticlockwise, starting with the
#: jump two files right and one rank up.
KNIGHT_JUMPS: tuple[tuple[int, int], ...] = (
    (2, 1),
    (1, 2),
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
    (1, -2),
    (2, -1),
)

#: Largest side accepted from a board spec; the memory check decides what really fits.
MAX_SIDE = 1_000_000

_SPEC = re.compile(r"^\s*([0-9]+)\s*(?:[x×*]\s*([0-9]+))?\s*$", re.IGNORECASE)
_SQUARE = re.compile(r"^\s*([a-z]+)\s*([0-9]+)\s*$", re.IGNORECASE | re.ASCII)


class BoardError(KnightTourError):
    """A board spec, square name or jump order that cannot be used; the message says why."""


def file_name(file: int) -> str:
    """Spreadsheet-style file letters: 0 -> 'a', 25 -> 'z', 26 -> 'aa'."""
    letters = ""
    n = file + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("a") + rem) + letters
    return letters


def file_index(letters: str) -> int:
    """Inverse of file_name: 'a' -> 0, 'aa' -> 26."""
    n = 0
    for ch in letters.lower():
        n = n * 26 + (ord(ch) - ord("a") + 1)
    return n - 1


def parse_board_spec(spec: str) -> tuple[int, int]:
    """Parse 'N' (N x N) or 'RxC' (R ranks by C files) into (rows, cols)."""
    match = _SPEC.match(str(spec))
    if not match:
        raise BoardError(f"board {spec!r} is not a size: use N or RxC, e.g. 8 or 5x6")
    rows = int(match.group(1))
    cols = int(match.group(2)) if match.group(2) is not None else rows
    for side, what in ((rows, "rows"), (cols, "columns")):
        if side < 1:
            raise BoardError(f"board {spec!r} has {side} {what}: each side needs at least 1 square")
        if side > MAX_SIDE:
            raise BoardError(f"board {spec!r} has {side} {what}: at most {MAX_SIDE:,} are accepted")
    return rows, cols


def leaper_jumps(a: int, b: int) -> tuple[tuple[int, int], ...]:
    """The jumps of the (a, b)-leaper in our default order (for the knight, KNIGHT_JUMPS):
    anticlockwise from (b, a), each distinct jump once."""
    if not (0 <= a <= b and b >= 1):
        raise BoardError(
            translate(
                "board", "a leaper is (a, b) with 0 <= a <= b and b >= 1, not ({a}, {b})"
            ).format(a=a, b=b)
        )
    if b > MAX_SIDE:
        raise BoardError(
            translate("board", "leaper {text} jumps farther than any board is wide").format(
                text=repr(f"{a},{b}")
            )
        )
    order = [(b, a), (a, b), (-a, b), (-b, a), (-b, -a), (-a, -b), (a, -b), (b, -a)]
    jumps: list[tuple[int, int]] = []
    for jump in order:
        if jump not in jumps:
            jumps.append(jump)
    return tuple(jumps)


def parse_leaper(text: str) -> tuple[int, int]:
    """'1,2' or a name such as 'camel' -> (a, b) with a <= b."""
    name = str(text).strip().lower()
    if name in LEAPERS:
        return LEAPERS[name]
    try:
        a, b = sorted(int(x) for x in name.replace(" ", "").split(","))
    except ValueError:
        raise BoardError(
            translate(
                "board", "leaper {text} is not 'A,B' (such as 1,2) or one of: {names}"
            ).format(text=repr(text), names=", ".join(LEAPERS))
        ) from None
    leaper_jumps(a, b)  # checks the range
    return a, b


def parse_order(
    text: str, allowed: tuple[tuple[int, int], ...] = KNIGHT_JUMPS
) -> tuple[tuple[int, int], ...]:
    """Parse a jump order like '2,1 1,2 -1,2 ...': the leaper's jumps, each exactly once."""
    parts = str(text).replace(";", " ").split()
    try:
        jumps = tuple((int(a), int(b)) for a, b in (p.split(",") for p in parts))
    except ValueError:
        raise BoardError(
            translate(
                "board",
                "jump order {text} is not a list of 'file,rank' pairs such as '2,1 1,2 ...'",
            ).format(text=repr(text))
        ) from None
    if sorted(jumps) != sorted(allowed):
        what = (
            translate("board", "the eight knight jumps (±1,±2 and ±2,±1)")
            if sorted(allowed) == sorted(KNIGHT_JUMPS)
            else translate("board", "the leaper's {n} jumps").format(n=len(allowed))
        )
        raise BoardError(
            translate("board", "jump order {text} must list {what} once each").format(
                text=repr(text), what=what
            )
        )
    return jumps


#: at most this many holes are named one by one in a board's description
NAMED_HOLES = 6


def holes_phrase(names: list[str]) -> str:
    """'without c3', 'without a1 and h8', 'without a1, b2 and c3', or for many holes
    'without 12 squares (a1, b2, c3, ...)'."""
    if len(names) > NAMED_HOLES:
        shown = ", ".join(names[:3])
        return f"without {len(names):,} squares ({shown}, ...)"
    if len(names) == 1:
        return f"without {names[0]}"
    return f"without {', '.join(names[:-1])} and {names[-1]}"


#: a run needing fewer bytes than this fits on any machine the program runs on
SURELY_FITS = 16 << 20


@dataclass(frozen=True)
class Board:
    """An R x C board (R ranks, C files) toured by one leaper with a fixed order of jumps.

    Squares are ints ``rank * cols + file``; rank 0 is the bottom rank ('1') and file 0 the
    left file ('a'), as on a chessboard.
    """

    rows: int
    cols: int
    #: (file, rank) pairs; a Board3D's are (file, rank, layer) triples
    jumps: tuple[tuple[int, ...], ...] = KNIGHT_JUMPS
    holes: frozenset[int] = field(default_factory=frozenset)
    wrap: str = "none"

    def __post_init__(self) -> None:
        if self.rows < 1 or self.cols < 1:
            raise BoardError(f"a board needs at least one rank and one file, not {self}")
        if self.wrap not in WRAPS:
            raise BoardError(f"wrap {self.wrap!r} is not one of: " + ", ".join(WRAPS))
        if any(not 0 <= s < self.size for s in self.holes):
            raise BoardError("a hole is off the board")

    @property
    def size(self) -> int:
        """Number of squares in the rectangle (holes included)."""
        return self.rows * self.cols

    @property
    def squares(self) -> int:
        """Number of squares a tour must visit."""
        return self.size - len(self.holes)

    @property
    def spec(self) -> str:
        """The board spec that rebuilds this board, e.g. '8x8'."""
        return f"{self.rows}x{self.cols}"

    @property
    def layers(self) -> int:
        """Boards stacked: 1 here (Board3D has more)."""
        return 1

    @property
    def files(self) -> int:
        """Files in one layer: all of them here (a Board3D's cols are its layers' files)."""
        return self.cols

    @property
    def is_3d(self) -> bool:
        """True for a board of stacked layers (its own jumps; no leaper, order or wrapping)."""
        return False

    @property
    def sides(self) -> tuple[int, ...]:
        """The board's length along each axis of a jump: (files, ranks), or in 3-D (files,
        ranks, layers)."""
        return (self.cols, self.rows)

    @cached_property
    def is_knight(self) -> bool:
        """True when the leaper is the ordinary knight on a full, unwrapped rectangle (asked
        many times a solve: kept)."""
        return sorted(self.jumps) == sorted(KNIGHT_JUMPS) and not self.holes and self.wrap == "none"

    @property
    def leaper(self) -> tuple[int, int] | None:
        """(a, b) when the jumps are those of one leaper, else None."""
        a, b = sorted((abs(self.jumps[0][0]), abs(self.jumps[0][1])))
        try:
            same = sorted(leaper_jumps(a, b)) == sorted(self.jumps)
        except BoardError:
            return None
        return (a, b) if same else None

    @property
    def delta_moves(self) -> bool:
        """True when a move is a fixed (file, rank) step, so moves can be checked by deltas."""
        return self.wrap == "none"

    def file_label(self, column: int) -> str:
        """The letters shown over a column of the drawing."""
        return file_name(column)

    def describe(self) -> str:
        """The board as a person names it in a sentence: '8x8', '5x5 without c3',
        '8x8 for the giraffe (1,4)', '6x6 wrapped as a torus' (size, leaper, wrap, holes)."""
        words = self.spec
        leaper = self.leaper
        if leaper is not None and leaper != (1, 2):
            named = next((name for name, ab in LEAPERS.items() if ab == leaper), None)
            a, b = leaper
            words += f" for the {named} ({a},{b})" if named else f" for the ({a},{b})-leaper"
        if self.wrap != "none":
            words += f" wrapped as a {self.wrap}"
        if self.holes:
            words += " " + holes_phrase(self.names(sorted(self.holes)))
        return words

    def variant_json(self) -> dict[str, object]:
        """The contract's extra keys for leapers, holes and wrapping."""
        leaper = self.leaper
        return {
            "leaper": list(leaper) if leaper else None,
            "holes": self.names(sorted(self.holes)),
            "wrap": self.wrap,
        }

    def to_json(self) -> dict[str, int]:
        """The contract's board object."""
        return {"rows": self.rows, "cols": self.cols}

    def index(self, file: int, rank: int) -> int:
        """Square index of (file, rank), both 0-based."""
        return rank * self.cols + file

    def coords(self, square: int) -> tuple[int, int]:
        """(file, rank) of a square, both 0-based."""
        rank, file = divmod(int(square), self.cols)
        return file, rank

    def name(self, square: int) -> str:
        """Algebraic name of a square, e.g. 'a1'."""
        file, rank = self.coords(square)
        return f"{file_name(file)}{rank + 1}"

    def names(self, squares) -> list[str]:
        """Names of many squares."""
        cols = self.cols
        return [f"{file_name(int(s) % cols)}{int(s) // cols + 1}" for s in squares]

    def parse_square(self, text: str) -> int:
        """Index of a square named like 'a1' or 'AB100'; BoardError if malformed or off board."""
        match = _SQUARE.match(str(text))
        if not match:
            raise BoardError(
                translate("board", "square {text} is not a square name such as a1 or h8").format(
                    text=repr(text)
                )
            )
        file = file_index(match.group(1))
        rank = int(match.group(2)) - 1
        if not (0 <= file < self.cols and 0 <= rank < self.rows):
            raise BoardError(
                translate(
                    "board",
                    "square {text} is off the {board} board (files a-{last}, ranks 1-{rows})",
                ).format(
                    text=repr(text),
                    board=self.spec,
                    last=file_name(self.cols - 1),
                    rows=self.rows,
                )
            )
        square = self.index(file, rank)
        if square in self.holes:
            raise BoardError(
                translate("board", "square {text} has been removed from the board").format(
                    text=repr(text)
                )
            )
        return square

    def colour(self, square: int) -> int:
        """0 for the colour of a1 (the corners' colour on odd boards), 1 for the other."""
        file, rank = self.coords(square)
        return (file + rank) & 1

    def is_move(self, a: int, b: int) -> bool:
        """True when one jump of the leaper takes square a to square b."""
        if not self.delta_moves:
            return 0 <= a < self.size and int(b) in self.moves_from(a)
        fa, ra = self.coords(a)
        fb, rb = self.coords(b)
        return (fb - fa, rb - ra) in self.jumps

    def same_moves_as(self, other: Board) -> bool:
        """The same squares and the same moves between them as other: the one place that
        says two boards are the same for a tour (a file's and the one given; the jump order
        does not matter for a tour's validity)."""
        return (
            self.to_json() == other.to_json()
            and sorted(self.jumps) == sorted(other.jumps)
            and self.holes == other.holes
            and self.wrap == other.wrap
        )

    def closes(self, first: int, last: int, count: int) -> bool:
        """Whether a path of count squares from first to last closes into a circuit: the one
        place that decides it (a tour, a file, a game, a drawing).  Three squares at least
        (two would use one move twice), the last one move from the first."""
        return count > 2 and self.is_move(int(last), int(first))

    def jump_between(self, u: int, v: int) -> tuple[int, ...] | None:
        """The jump (file, rank deltas) that takes u to v, across a joined edge too; None when
        no jump does (the drawings use it to point a wrapped move the way it goes)."""
        fu, ru = self.coords(u)
        fv, rv = self.coords(v)
        for jump in self.jumps:
            jf, jr = jump[0], jump[1]
            f2, r2 = fu + jf, ru + jr
            if self.wrap != "none":
                f2 %= self.cols
            if self.wrap == "torus":
                r2 %= self.rows
            if (f2, r2) == (fv, rv):
                return jump
        return None

    def moves_from(self, square: int) -> list[int]:
        """The squares one jump takes square to (without building the whole neighbour table
        for a board of a million squares, where a click would wait for it)."""
        if "neighbours" in self.__dict__:
            return [int(w) for w in self.neighbours[square] if w >= 0]
        if square in self.holes:
            return []
        file, rank = self.coords(square)
        out: list[int] = []
        for df, dr in self.jumps:
            f, r = file + df, rank + dr
            if self.wrap != "none":
                f %= self.cols
            if self.wrap == "torus":
                r %= self.rows
            if not (0 <= f < self.cols and 0 <= r < self.rows):
                continue
            w = r * self.cols + f  # (wrapped, two jumps may land alike, or on the start)
            if w != square and w not in self.holes and w not in out:
                out.append(w)
        return out

    def check_fits(self, bytes_per_square: int) -> None:
        """Raise BoardError when a run needing bytes_per_square would not fit in memory."""
        need = self.size * bytes_per_square
        if need < SURELY_FITS:  # (the operating system is not asked for a few megabytes)
            return
        have = available_memory()
        if need > 0.8 * have:
            fit = int((0.8 * have / bytes_per_square) ** 0.5)
            raise BoardError(
                f"a {self.spec} board needs about {need / 2**30:.1f} GiB for this solver, "
                f"more than this machine has free ({have / 2**30:.1f} GiB); "
                f"boards up to about {fit:,}x{fit:,} fit"
            )

    @cached_property
    def neighbours(self) -> np.ndarray:
        """Neighbour table (size x jumps): entry [s, k] is where jump k leads from s, or -1
        (move_table.py: table_of makes it, and can be stopped while it does)."""
        table = table_of(self)
        assert table is not None  # (no stop: made to the end)
        return table

    @cached_property
    def degrees(self) -> np.ndarray:
        """Number of moves from each square of the empty board."""
        return (self.neighbours >= 0).sum(axis=1).astype(np.int8)

    def live_squares(self) -> np.ndarray:
        """Indices of the squares a tour must visit."""
        alive = np.ones(self.size, dtype=bool)
        if self.holes:
            alive[list(self.holes)] = False
        return np.flatnonzero(alive)


#: the knight in three dimensions: two squares along one axis, one along another
KNIGHT_JUMPS_3D: tuple[tuple[int, int, int], ...] = tuple(
    (x, y, z)
    for x in (-2, -1, 0, 1, 2)
    for y in (-2, -1, 0, 1, 2)
    for z in (-2, -1, 0, 1, 2)
    if sorted((abs(x), abs(y), abs(z))) == [0, 1, 2]
)

_SQUARE_3D = re.compile(r"^\s*([a-z]+)\s*([0-9]+)\s*:\s*([0-9]+)\s*$", re.IGNORECASE | re.ASCII)


def parse_board_spec_3d(spec: str) -> tuple[int, int, int] | None:
    """'LxRxC' -> (layers, rows, cols), or None when spec has two parts or fewer."""
    parts = re.split(r"\s*[x×*]\s*", str(spec).strip(), flags=re.IGNORECASE)
    if len(parts) != 3:
        return None
    try:
        layers, rows, cols = (int(p) for p in parts)
    except ValueError:
        raise BoardError(f"board {spec!r} is not LxRxC with three whole numbers") from None
    if min(layers, rows, cols) < 1 or max(layers, rows, cols) > MAX_SIDE:
        raise BoardError(f"board {spec!r}: each side must be from 1 to {MAX_SIDE:,}")
    return layers, rows, cols


@dataclass(frozen=True)
class Board3D(Board):
    """L layers of R x C boards, stacked; the knight jumps (1, 2, 0) along any axes.

    The layers are laid side by side: square rank * (L * C) + layer * C + file, so `cols` is
    L * C and a 2D view draws the layers next to each other.  Squares are named like 'c2:3'
    (file c, rank 2, layer 3).
    """

    layers: int = 2

    @classmethod
    def make(
        cls, layers: int, rows: int, cols: int, holes: frozenset[int] = frozenset()
    ) -> Board3D:
        """An L x R x C board (holes as square indices)."""
        return cls(rows, layers * cols, KNIGHT_JUMPS_3D, holes, "none", layers)

    @property
    def files(self) -> int:
        """Files in one layer."""
        return self.cols // self.layers

    @property
    def spec(self) -> str:
        return f"{self.layers}x{self.rows}x{self.files}"

    @property
    def is_3d(self) -> bool:
        return True

    @property
    def sides(self) -> tuple[int, ...]:
        return (self.files, self.rows, self.layers)

    @property
    def is_knight(self) -> bool:
        return False

    @property
    def leaper(self) -> tuple[int, int] | None:
        return None

    @property
    def delta_moves(self) -> bool:
        return False

    def to_json(self) -> dict[str, int]:
        return {"rows": self.rows, "cols": self.files, "layers": self.layers}

    def variant_json(self) -> dict[str, object]:
        return {"leaper": None, "holes": self.names(sorted(self.holes)), "wrap": "none"}

    def coords3(self, square: int) -> tuple[int, int, int]:
        """(file, rank, layer), all 0-based."""
        rank, column = divmod(int(square), self.cols)
        layer, file = divmod(column, self.files)
        return file, rank, layer

    def index3(self, file: int, rank: int, layer: int) -> int:
        return rank * self.cols + layer * self.files + file

    def file_label(self, column: int) -> str:
        return file_name(column % self.files)

    def name(self, square: int) -> str:
        file, rank, layer = self.coords3(square)
        return f"{file_name(file)}{rank + 1}:{layer + 1}"

    def names(self, squares) -> list[str]:
        return [self.name(s) for s in squares]

    def parse_square(self, text: str) -> int:
        match = _SQUARE_3D.match(str(text))
        if not match:
            raise BoardError(
                f"square {text!r} is not a square name such as a1:1 (file, rank, layer)"
            )
        file, rank = file_index(match.group(1)), int(match.group(2)) - 1
        layer = int(match.group(3)) - 1
        if not (0 <= file < self.files and 0 <= rank < self.rows and 0 <= layer < self.layers):
            raise BoardError(
                f"square {text!r} is off the {self.spec} board (files "
                f"a-{file_name(self.files - 1)}, ranks 1-{self.rows}, layers 1-{self.layers})"
            )
        square = self.index3(file, rank, layer)
        if square in self.holes:
            raise BoardError(
                translate("board", "square {text} has been removed from the board").format(
                    text=repr(text)
                )
            )
        return square

    def colour(self, square: int) -> int:
        file, rank, layer = self.coords3(square)
        return (file + rank + layer) & 1

    def moves_from(self, square: int) -> list[int]:
        if "neighbours" in self.__dict__:
            return [int(w) for w in self.neighbours[square] if w >= 0]
        if square in self.holes:
            return []
        file, rank, layer = self.coords3(square)
        out: list[int] = []
        for df, dr, dl in self.jumps:
            f, r, ly = file + df, rank + dr, layer + dl
            if 0 <= f < self.files and 0 <= r < self.rows and 0 <= ly < self.layers:
                w = self.index3(f, r, ly)
                if w not in self.holes:
                    out.append(w)
        return out


def build_board(
    rows: int,
    cols: int,
    *,
    layers: int = 1,
    leaper: tuple[int, int] | None = None,
    order: tuple[tuple[int, ...], ...] | str | None = None,
    holes: list[str] | tuple[str, ...] = (),
    wrap: str = "none",
) -> Board:
    """The board a set of choices describes (the command line's options, a tour file's keys):
    size, layers, leaper, jump order, holes by name and wrapping; BoardError says what does
    not fit together."""
    if min(layers, rows, cols) < 1 or max(layers, rows, cols) > MAX_SIDE:
        raise BoardError(
            f"a board of {rows} x {cols}"
            + (f" x {layers} layers" if layers > 1 else "")
            + f": each side must be from 1 to {MAX_SIDE:,}"
        )
    if layers > 1:
        for what, given in (
            ("leaper", leaper not in (None, (1, 2))),
            ("jump order", order),
            ("wrap", wrap != "none"),
        ):
            if given:
                raise BoardError(f"a {what} is not available on a 3D board")
        board: Board = Board3D.make(layers, rows, cols)
    else:
        jumps = leaper_jumps(*(leaper or (1, 2)))
        if isinstance(order, str):
            jumps = parse_order(order, jumps)
        elif order:
            if sorted(order) != sorted(jumps):
                raise BoardError("the jump order does not list the leaper's jumps")
            jumps = tuple((a, b) for a, b in order)  # pairs: they are the leaper's jumps
        board = Board(rows, cols, jumps, wrap=wrap)
    squares = frozenset(board.parse_square(str(name)) for name in holes if str(name).strip())
    if len(squares) >= board.size:
        raise BoardError("the holes remove every square of the board")
    return replace(board, holes=squares) if squares else board
