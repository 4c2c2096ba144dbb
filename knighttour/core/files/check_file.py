"""Every tour file is checked here, whatever the door: ``knighttour validate``,
``knighttour.validate`` and the window's Open (the squares themselves by the one validator,
core/board/check_tour.py, which the board's Route.validate calls too).

- validate_stream: a text file of square names, a packed file or a .npy array of square
  indices, told apart by their first bytes, validated in one pass and bounded memory.
  ``progress(done, total)`` is called once a chunk (about 10**6 squares, or 8 MB of text;
  total is 0 when unknown); ``stop()`` is checked between chunks: the validators then return
  a TourVerdict whose kind is ``"stopped"`` (the readers and writers raise Stopped).
- check_file: a tour file checked against the board it names or the one given: JSON (a
  tour, or a tour set whose every tour is checked), text with or without its header line,
  packed, or NumPy; its verdict (FileCheck) owns the validate JSON.
- read_and_check: a file read to be shown (its squares) and checked by check_file.
"""

from __future__ import annotations

import io
import os
import queue
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import numpy as np

from ..board.board import Board
from ..board.check_tour import Check, TourVerdict, first_at, stopped_validation, validate_squares
from ..board.geometry import (
    CHUNK,
    E_NONE,
    S_COUNT,
    S_EEND,
    S_EINDEX,
    S_ELINE,
    S_ERR,
    S_ESTART,
    ReadProgress,
    Stop,
)
from ..board.magic import MagicSums, magic_sums
from ..board.route import Route
from . import formats, text_reader
from .packed import PACKED_MAGIC, validate_packed
from .text_reader import StreamError, TextScan, peek, read_squares, skip_bom, tell

NPY_MAGIC = b"\x93NUMPY"


def validate_stream(
    source: str | os.PathLike[str] | BinaryIO,
    board: Board,
    closed: bool = False,
    start: int | None = None,
    *,
    progress: ReadProgress = None,
    stop: Stop = None,
    magic: bool = False,
) -> TourVerdict:
    """Validate a tour file in one pass and bounded memory: square names (text), a packed
    file or a .npy array of square indices, told apart by their first bytes.  source is a
    path or a binary file at the tour's start.  A name that is not a square name gives a
    TourVerdict of kind 'syntax' (the command line calls that bad input); stop() gives one of
    kind 'stopped'.  magic: a valid tour's verdict has its magic sums, added up in the same
    pass."""
    if isinstance(source, str | os.PathLike):
        with open(source, "rb") as opened:
            return validate_stream(
                opened, board, closed, start, progress=progress, stop=stop, magic=magic
            )
    fh = source
    skip_bom(fh)
    head = peek(fh, len(PACKED_MAGIC))
    if head.startswith(PACKED_MAGIC):
        return validate_packed(fh, board, closed, start, progress, stop, magic)
    if head.startswith(NPY_MAGIC):
        name = getattr(fh, "name", None)
        path = name if isinstance(name, str) and tell(fh) == 0 and os.path.isfile(name) else None
        try:
            squares = np.load(path, mmap_mode="r") if path is not None else np.load(fh)
        except (ValueError, OSError, EOFError) as exc:
            raise StreamError(f"the .npy file cannot be read ({exc})") from None
        if squares.ndim != 1 or not np.issubdtype(squares.dtype, np.integer):
            raise StreamError("the .npy file does not hold a list of square indices")
        return validate_squares(
            squares, board, closed, start, progress=progress, stop=stop, magic=magic
        )
    check = Check(board, start, closed, magic)
    origin = tell(fh)
    scan = TextScan(fh, check.geo, progress, stop)
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

    run_beside(scan, check_chunk)
    if scan.stopped:
        return stopped_validation(check)
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
        at = first_at(squares, 0, len(squares), s)
        return at + 1 if at >= 0 else None

    return check.verdict(
        token=scan.token, cut_short=scan.cut_short, line=where["line"], first_visit=first_visit
    )


def run_beside(scan: TextScan, use: Callable[[np.ndarray, np.ndarray], bool]) -> None:
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

    def take() -> tuple[np.ndarray, np.ndarray]:
        return free.get()

    def read() -> None:
        try:
            scan.run(hand_on)
        except BaseException as exc:  # handed to the caller's thread
            failure.append(exc)
        finally:
            ready.put(None)

    def give_back(item: tuple[np.ndarray, np.ndarray]) -> None:
        # (the scan hands on slices, squares[:m], of the arrays it was given)
        free.put((item[0].base, item[1].base))

    scan.fresh = take  # type: ignore[method-assign]
    reader = threading.Thread(target=read)
    # its name shows in a dump of the threads; a daemon lets the process end whatever it
    # waits for
    reader.name, reader.daemon = "decode", True  # pragma: no mutate (no answer changes)
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
        if item is not None:  # the reader may wait for arrays: with one it hears the stop
            give_back(item)
        reader.join()
    if failure:
        raise failure[0]


class _Said(formats.FormatError):
    """A refusal whose message already names the file."""


@dataclass(frozen=True)
class FileCheck:
    """A tour file's verdict: the board it was checked on, valid or not (why), whether a
    valid tour closes, its squares, its magic sums, the tours of a tour set (0 for one
    tour), and notes for the user (a file checked on another board than its own)."""

    board: Board
    valid: bool
    closed: bool
    squares: int
    reason: str
    magic: MagicSums | None
    tours: int
    notes: tuple[str, ...]
    #: stopped before the end of the file (squares: how far it came)
    stopped: bool = False

    def to_dict(self) -> dict[str, object]:
        """The verdict as ``knighttour validate --json`` prints it."""
        magic = self.magic.to_json() if self.magic is not None else None
        return validation_json(
            self.board,
            self.valid,
            self.closed,
            self.squares,
            self.reason,
            magic,
            self.tours,
            self.stopped,
        )


def validation_json(
    board: Board,
    valid: bool,
    closed: bool,
    squares: int,
    reason: str,
    magic: Mapping[str, object] | None,
    tours: int = 0,
    stopped: bool = False,
) -> dict[str, object]:
    """The contract's validate object: the one builder of what ``knighttour validate --json``
    prints and ``knighttour.validate(...).to_dict()`` returns."""
    data: dict[str, object] = {
        "board": board.to_json(),
        "valid": None if stopped else bool(valid),  # (stopped: not checked to the end)
        "closed": bool(closed),
        "squares": int(squares),
        "reason": reason,
        "magic": dict(magic) if magic is not None else None,
    }
    if tours:
        data["tours"] = tours
    if stopped:
        data["stopped"] = True
    if not board.is_knight:
        data.update(board.variant_json())
    return data


def check_file(
    fh: BinaryIO,
    name: str,
    given: Board | None,
    closed: bool,
    stop: Callable[[], bool] | None = None,
) -> FileCheck:
    """Check the tour file open in fh (name: how to call it in a message) against given,
    or the board it names; closed: require a closed tour.  FormatError (its message naming
    the file) for a file that cannot be read as a tour.  stop is asked between chunks of a
    text or packed file: True ends the check, its verdict marked stopped."""
    notes: list[str] = []
    try:
        text_reader.skip_bom(fh)  # (Windows Notepad begins its UTF-8 files with one)
        head = text_reader.peek(fh, 1 << 12)
        if head.lstrip()[:1] in (b"{", b"["):
            return _check_json(fh.read(), given, closed, name, notes)
        if not head.startswith((PACKED_MAGIC, NPY_MAGIC)) and formats.is_binary(head):
            raise _Said(f"{name}: {formats.NOT_A_TOUR_FILE}")
        own, closed_asked = formats.text_file_board(head)
        board = _choose_board(own, given, name, notes)  # (the header's closed=yes is a
        # claim about the tour whichever board it is checked on)
        result = validate_stream(fh, board, closed or closed_asked, magic=True, stop=stop)
        if result.kind == "syntax":
            raise _Said(f"{name}, {result.message}")
        return FileCheck(
            board,
            result.ok,
            result.closed,
            result.squares,
            result.message,
            result.magic,
            0,
            tuple(notes),
            result.kind == "stopped",
        )
    except _Said as said:  # (named the file already: a FormatError by its public name)
        raise formats.FormatError(str(said)) from None
    except OSError as exc:
        raise formats.FormatError(f"{name}: cannot read it ({exc.strerror or exc})") from None
    except (text_reader.StreamError, formats.FormatError) as exc:
        raise formats.FormatError(f"{name}: {exc}") from None


@dataclass(frozen=True)
class CheckedTour:
    """A tour file read to show (its board and squares) and its verdict, the one
    ``knighttour validate`` gives."""

    file: formats.TourFile
    check: FileCheck

    @property
    def reason(self) -> str:
        """Why it is not a tour ('' if it is)."""
        return self.check.reason


def read_and_check(
    path: str | os.PathLike[str],
    fallback: Board | None = None,
    *,
    max_squares: int | None = None,
    max_side: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> CheckedTour | None:
    """Read a tour file to show it (the window's Open, on a worker thread) and check it as
    ``knighttour validate`` does (check_file: the same verdict, notes and magic sums; a tour
    set's every tour).  FormatError when it cannot be read or its board is too large to show
    (max_squares, max_side); None when stop (asked between the steps, and now and then within
    a long one) said True."""
    data = formats.read_bytes(
        path, max_bytes=None if max_squares is None else 64 + 32 * max_squares
    )
    try:
        tour_file = formats.parse_tour(data, fallback, max_squares=max_squares, stop=stop)
    except formats.ReadStoppedError:
        return None
    if stop is not None and stop():
        return None
    board = tour_file.board
    if max_side is not None and max(board.rows, board.files) > max_side:
        raise formats.FormatError(
            f"its {board.spec} board is larger than can be shown here ({max_side:,} a side at most)"
        )
    check = check_file(io.BytesIO(data), Path(path).name, board, False, stop)
    return None if check.stopped else CheckedTour(tour_file, check)


def _choose_board(own: Board | None, given: Board | None, name: str, notes: list[str]) -> Board:
    """The board a file is checked against: the one asked for, else the file's own (a note
    added to notes when they differ)."""
    if given is None:
        if own is None:
            raise _Said(
                f"{name} does not say which board it is for (no header line); give the board"
            )
        return own
    if own is not None and not own.same_moves_as(given):
        notes.append(
            f"{name} says it is a tour of {own.describe()}; "
            f"checked against {given.describe()} as asked"
        )
    return given


def _check_json(
    data: bytes, given: Board | None, closed: bool, name: str, notes: list[str]
) -> FileCheck:
    try:
        tour = formats.parse_tour(data, given)
    except formats.OffBoardError as exc:
        if given is None:
            raise _Said(f"{name}: {exc}") from None
        return FileCheck(given, False, False, 0, str(exc), None, 0, tuple(notes))
    board = _choose_board(tour.board if tour.board_from_file else None, given, name, notes)
    squares, closed_asked = tour.squares, bool(closed or tour.closed)
    if board is not tour.board and board.to_json() != tour.board.to_json():
        try:
            squares = formats.squares_from_names(board, tour.board.names(squares))
        except formats.FormatError as exc:
            return FileCheck(board, False, False, len(squares), str(exc), None, 0, tuple(notes))
    reason = Route(board, squares).validate(closed=closed_asked)
    if not reason and len(tour.tours) > 1:  # a tour set: every tour of it is checked
        reason = _check_set(board, tour, closed_asked)
    return FileCheck(
        board,
        not reason,
        bool(not reason and Route(board, squares).is_closed),
        len(squares),
        reason,
        magic_sums(board, squares) if not reason else None,
        len(tour.tours) if len(tour.tours) > 1 else 0,
        tuple(notes),
    )


def _check_set(board: Board, tour: formats.TourFile, closed: bool) -> str:
    """'' when every tour of a tour set is a tour of board, else the first one's reason,
    saying which tour it is."""
    for k, squares in enumerate(tour.tours, start=1):
        if board is not tour.board and board.to_json() != tour.board.to_json():
            try:
                squares = formats.squares_from_names(board, tour.board.names(squares))
            except formats.FormatError as exc:
                return f"tour {k} of {len(tour.tours)}: {exc}"
        why = Route(board, squares).validate(closed=closed)
        if why:
            return f"tour {k} of {len(tour.tours)}: {why}"
    return ""
