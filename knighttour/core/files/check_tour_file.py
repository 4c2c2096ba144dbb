"""A tour file validated in one pass and bounded memory, whatever its format: square names
(text), a packed file or a .npy array of square indices, told apart by their first bytes.

``progress(done, total)`` is called once a chunk (about 10**6 squares, or 8 MB of text; total
is 0 when unknown); ``stop()`` is checked between chunks: the validators then return a
TourVerdict whose kind is ``"stopped"`` (the readers and writers raise Stopped).
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable
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
