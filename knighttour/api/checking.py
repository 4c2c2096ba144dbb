"""validate: the command line's ``knighttour validate``, from Python, for a Tour, a list of
square names or a tour file (the same readers and the same one-pass checker)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np

from ..core.board.board import Board as CoreBoard
from ..core.board.board import BoardError
from ..core.board.magic import MagicSums, magic_sums
from ..core.board.route import Route
from ..core.errors import KnightTourError
from ..core.files import formats
from .board import Board, Square, as_board, square_of
from .errors import at_the_door
from .progress import interrupt_as_stop, note_interrupt
from .tour import Tour


@dataclass(frozen=True, repr=False)
class Validation:
    """Whether a tour is a valid one, and if not, why: ``knighttour validate --json``.

    True in a test when valid (``if knighttour.validate(tour): ...``).

    Attributes
    ----------
    board : Board
        The board it was checked against.
    valid : bool
    closed : bool
        A valid tour that closes (its last square a move from its first).
    squares : int
        The squares the tour lists.
    reason : str
        Why it is not valid: the first bad move, named ('' when valid).
    magic : Mapping or None
        A valid tour's magic sums (ranks, files, semi_magic, magic, diagonals), as the
        command line gives them; None where they do not apply.
    notes : tuple of str
        Remarks (a file checked against another board than its own).
    tours : int
        A tour set's tours, every one checked (0 for a file of one tour).
    stopped : bool
        True when an interrupt (Ctrl-C, a notebook's Interrupt) ended the check of a file
        before its end: neither valid nor invalid (``valid`` is False, ``bool()`` of it an
        error, its JSON's ``valid`` null), and reason says how far it came.

    Examples
    --------
    >>> import knighttour
    >>> knighttour.validate(knighttour.solve("5", "a1"))
    Validation(valid open tour of 25 squares on 5x5)
    >>> knighttour.validate(["a1", "b3", "c1"], "5").reason
    'the tour visits 3 of 25 squares; never visited: b1, d1, e1, a2, b2, ...'
    """

    board: Board
    valid: bool
    closed: bool
    squares: int
    reason: str
    magic: Mapping[str, object] | None = None
    notes: tuple[str, ...] = ()
    tours: int = 0
    stopped: bool = False

    def __bool__(self) -> bool:
        if self.stopped:  # neither valid nor invalid: not checked to the end
            raise KnightTourError(
                f"the check was stopped before the end ({self.reason}): the tour is neither "
                "valid nor invalid yet"
            )
        return self.valid

    def to_dict(self) -> dict[str, object]:
        """The answer as ``knighttour validate --json`` prints it."""
        from ..core.files.check_file import validation_json

        return validation_json(
            self.board._core,
            self.valid,
            self.closed,
            self.squares,
            self.reason,
            self.magic,
            self.tours,
            self.stopped,
        )

    def __repr__(self) -> str:
        if self.stopped:
            return f"Validation(not checked to the end: {self.reason})"
        if not self.valid:
            return f"Validation(invalid: {self.reason})"
        kind = "closed" if self.closed else "open"
        squares = f"{self.squares:,} square{'s' * (self.squares != 1)}"
        return f"Validation(valid {kind} tour of {squares} on {self.board.describe()})"


def _result(
    board: CoreBoard,
    valid: bool,
    closed: bool,
    count: int,
    reason: str,
    magic: MagicSums | None,
    notes: Sequence[str] = (),
) -> Validation:
    sums = MappingProxyType(magic.to_json()) if magic is not None else None
    return Validation(Board._of(board), valid, closed, count, reason, sums, tuple(notes))


def _squares(board: CoreBoard, squares: np.ndarray, closed: bool) -> Validation:
    """A list of squares checked by the one validator (core/board/check_tour.py)."""
    reason = Route(board, squares).validate(closed=closed)
    return _result(
        board,
        not reason,
        bool(not reason and Route(board, squares).is_closed),
        len(squares),
        reason,
        magic_sums(board, squares) if not reason else None,
    )


@at_the_door
def validate(
    tour: Tour | Iterable[Square] | str | os.PathLike[str],
    board: Board | str | int | None = None,
    *,
    closed: bool = False,
) -> Validation:
    """Check a tour: every square once, each a leaper's move from the one before (and,
    when asked or when its file says so, back to the first).

    Parameters
    ----------
    tour
        A :class:`Tour`; a list of squares (names, ``(file, rank)`` pairs or square numbers,
        such as ``Tour.squares`` or ``Tour.to_numpy()``) or a string of square names typed
        by hand (``"a1 c2 e1"``), with the board; or the path of a tour file (solve's
        JSON, a text file with or without its header line, a packed ``.ktm`` or a ``.npy``
        array of square indices).
    board
        The board, for a list of names or a file that does not name its board (a file that
        does is checked against this one, with a note, when both are given).
    closed
        Require a closed tour.

    Returns
    -------
    Validation
        Invalid, saying why, for a tour that is not one: a square repeated or missed, a
        move that is no move, a name that is no square (``'a1 c2 el'``: 'el' named).

    Raises
    ------
    KnightTourError
        A file that cannot be read, or a tour given in a form it cannot take (a list
        without its board, an array that is not a flat list of squares).

    Examples
    --------
    >>> import knighttour, pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "tour.txt"
    >>> _ = path.write_text("a1 b3 c1")
    >>> bool(knighttour.validate(path, "3x3"))
    False
    """
    given = as_board(board)._core if board is not None else None
    if isinstance(tour, Tour):
        core = given or tour.board._core
        squares = np.asarray(tour.squares, np.int64)
        if given is not None and given != tour.board._core:
            squares = formats.squares_from_names(given, list(tour.names))
        return _squares(core, squares, bool(closed or tour.closed))
    if isinstance(tour, str) and not tour.strip():
        raise formats.FormatError(
            "validate was given an empty string: give the squares ('a1 c2 e1 ...') or a file's path"
        )
    if isinstance(tour, str) and _names_typed(tour):
        tour = _typed_names(tour)  # "a1 c2 e1", "a1-c2-e1", "a1c2e1": typed by hand
    elif isinstance(tour, str | os.PathLike):
        return _file(os.fspath(tour), given, closed)
    if isinstance(tour, bytes) or not isinstance(tour, Iterable):
        raise formats.FormatError(
            "validate takes a Tour, a list of squares (names, (file, rank) pairs or numbers), "
            f"a string of square names or a file's path, not {type(tour).__name__}"
        )
    if given is None:
        raise formats.FormatError("a list of squares needs its board: validate(squares, board)")
    if isinstance(tour, np.ndarray) and tour.ndim != 1:
        raise formats.FormatError(
            f"a tour is a flat list of squares in order, not an array of shape {tour.shape}"
            " (for a board of move numbers counted from 0, np.argsort(board.ravel()) gives"
            " its squares in order)"
        )
    asked = list(tour)
    try:
        squares = np.array([square_of(Board._of(given), s) for s in asked], np.int64)
    except BoardError as exc:
        return _result(given, False, False, len(asked), str(exc), None)
    if len(squares) == given.squares + 1 > 2 and squares[0] == squares[-1]:
        # a closed tour written with its first square again at the end, as people write it
        return _squares(given, squares[:-1], True)
    return _squares(given, squares, closed)


#: a square name as typed: file letters, rank digits (and a 3-D board's layer)
_TYPED_NAME = re.compile(r"[A-Za-z]+\d+(?::\d+)?")
#: square names typed by hand, with or without separators between them
_TYPED_TOUR = re.compile(r"\s*(?:[A-Za-z]+\d+(?::\d+)?[\s,;>\-\u2013\u2192]*)+")


def _names_typed(text: str) -> bool:
    """True when text is square names typed by hand ("a1 c2 e1", "a1,c2", "a1-c2-e1",
    "a1c2e1", "a1", or "a1 c2 el" with a slip) rather than a file's path: no file of that
    name, and nothing but names and separators, or several words and no folder sign."""
    if os.path.exists(text):
        return False
    words = text.replace(",", " ").split()
    several = len(words) > 1 and not any(sign in text for sign in "/\\")
    return several or _TYPED_TOUR.fullmatch(text) is not None


def _typed_names(text: str) -> list[str]:
    """The squares of a tour typed by hand: its names, or its words where one is not a
    name (so that the slip is named in the answer)."""
    if _TYPED_TOUR.fullmatch(text) is not None:
        return _TYPED_NAME.findall(text)
    return text.replace(",", " ").replace(";", " ").split()


def _file(path: str, given: CoreBoard | None, closed: bool) -> Validation:
    """A tour file checked as ``knighttour validate [BOARD] FILE`` checks it."""
    from ..core.files.check_file import check_file

    try:
        fh = open(path, "rb")  # noqa: SIM115
    except IsADirectoryError:
        raise formats.FormatError(f"{path}: it is a folder, not a file") from None
    except OSError as exc:
        raise formats.FormatError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    except ValueError:  # (a name with a NUL byte in it)
        raise formats.FormatError(f"{path!r} is not a file name") from None
    try:
        with fh, interrupt_as_stop(None) as stop:  # (an interrupt: the verdict so far)
            checked = check_file(fh, path, given, closed, stop)
    except KeyboardInterrupt:  # (a file read whole, such as JSON, hears it this way)
        note_interrupt()
        reason = "stopped by an interrupt before the end of the file"
        known = Board._of(given) if given is not None else as_board(1)  # (not read yet)
        return Validation(known, False, False, 0, reason, stopped=True)
    sums = MappingProxyType(checked.magic.to_json()) if checked.magic is not None else None
    return Validation(
        Board._of(checked.board),
        checked.valid,
        checked.closed,
        checked.squares,
        checked.reason,
        sums,
        checked.notes,
        checked.tours,
        checked.stopped,
    )
