"""knighttour solve: find a tour from a start square, print it (or write it to a file)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from typing import BinaryIO

import numpy as np

from ..core.board.board import Board
from ..core.board.route import Route
from ..core.files import formats, writing
from ..core.files.packed import PACKED_SUFFIX
from ..core.solve import pipeline
from ..core.solve.answer import solve_json
from ..core.solve.catalogue import get_solver
from ..core.solve.run_loop import Drive
from ..core.solve.search import FOUND, Search
from .errors import EXIT_NO, EXIT_OK, UsageError
from .parser import board_from


def run(args: argparse.Namespace) -> int:
    """knighttour solve: a tour from a start square (its JSON as the contract says)."""
    check_output(args)
    board = board_from(args)
    start = board.parse_square(args.start)
    end = board.parse_square(args.end) if args.end is not None else None
    # the one request and solve the library makes too (core/solve/pipeline.py)
    asked = pipeline.request(
        board,
        start,
        args.solver,
        args.closed,
        args.seed,
        end=end,
        symmetric=args.symmetric,
        both_directions=args.both_directions,
        listing=args.solutions is not None,
    )
    info = get_solver(asked.solver)
    args.solver, args.closed = asked.solver, asked.closed
    _warn_unbounded(args, board, info)
    streamed = args.output is not None and args.solutions is None
    # a built tour is walked into the file a chunk at a time
    search = pipeline.prepare(asked, lazy=streamed)
    paths = _found_paths(args, search, streamed)
    files: list[str] = []
    if args.output is not None and paths:
        files = _write_tours(args, board, search, paths, start, info.name)
        tours: list[list[str]] = [[] for _ in paths]
    else:
        tours = [board.names(path) for path in paths]
    status = FOUND if paths else search.status
    reason = "" if paths and search.status != FOUND and args.solutions else search.reason
    result = solve_json(
        board,
        start,
        info.name,
        args.closed,
        status,
        reason,
        None if args.output is not None else (tours[0] if tours else []),
        steps=search.steps,
        backtracks=search.backtracks,
        seconds=search.seconds,
        end=end,
        symmetric=args.symmetric,
        tours=tours if args.solutions is not None else None,
        files=files if args.output is not None and args.solutions is not None else None,
    )
    if args.json:
        print(json.dumps(result))
    else:
        _print_solve_text(board, result, tours, files, args)
    return EXIT_OK if status == FOUND else EXIT_NO


def _found_paths(args: argparse.Namespace, search: Search, streamed: bool) -> list[np.ndarray]:
    """The tours the search finds (as many as --solutions asks for, else one), with progress
    on stderr; a streamed tour is an empty path (written from the search itself)."""
    paths: list[np.ndarray] = []
    wanted = args.solutions or 1
    progress = SolveProgress(args.max_steps)
    run_loop = Drive(
        max_steps=args.max_steps,
        since=0,
        only_needed=True,
        progress=progress,
        interval=SolveProgress.LOOK,
    )
    try:
        for found in pipeline.found_tours(search, run_loop):
            progress.close()
            if streamed:
                paths.append(np.zeros(0, np.int64))  # written from search.path_chunks()
                break
            paths.append(found.path())
            if len(paths) >= wanted:
                break
    finally:
        progress.close()
    return paths


#: the most squares on which an exact search without a step limit is run without a word: past
#: the chessboard a plain exhaustive search may not end in a lifetime
UNBOUNDED_SQUARES = 64


def _warn_unbounded(args: argparse.Namespace, board: Board, info: object) -> None:
    """Say at once, on stderr, that an exact search of a large board with no step limit may
    never end, and how to bound it (Automatic has a cap or a construction of its own)."""
    name = getattr(info, "name", "")
    exact = getattr(info, "exact", False)
    if args.max_steps is not None or not exact or name == "auto":
        return
    if board.squares <= UNBOUNDED_SQUARES:
        return
    print(
        f"knighttour: note: {name} is an exhaustive search with no step limit; on "
        f"{board.squares:,} squares it may not end in a lifetime. --max-steps N bounds it "
        "(it then gives up after N moves); Ctrl-C stops it.",
        file=sys.stderr,
        flush=True,
    )


class SolveProgress:
    """A search's progress on stderr once it has run a second: its moves, its moves taken
    back, the path's length, the time, and the step limit it runs under (a run's
    --max-steps, Automatic's own cap, or none); rewritten in place on a terminal, a line every
    5 s otherwise."""

    #: seconds between two looks at the search
    LOOK = 0.2

    def __init__(self, max_steps: int | None, stream=None) -> None:
        import time

        self.max_steps = max_steps
        self.stream = stream or sys.stderr
        self.clock = time.perf_counter
        self.t0 = self.clock()
        self.last = -60.0
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.width = 0
        self.shown = False

    def limit(self, search: Search) -> str:
        """The step limit the search runs under, in words."""
        if self.max_steps is not None:
            return f"step limit {self.max_steps:,} moves"
        if search.step_cap is not None:
            return f"Automatic's step cap {search.step_cap:,} moves"
        return "no step limit (--max-steps N sets one; Ctrl-C stops)"

    def __call__(self, search: Search) -> None:
        now = self.clock() - self.t0
        if now < 1.0 or now - self.last < (self.LOOK if self.tty else 5.0):
            return
        self.last = now
        text = (
            f"searching: {search.steps:,} moves, {search.backtracks:,} taken back, "
            f"{search.depth:,} of {search.board.squares:,} squares on the path "
            f"(the most {search.max_depth:,}), {now:,.0f} s; {self.limit(search)}"
        )
        if self.tty:
            self.width = max(self.width, len(text))
            self.stream.write("\r" + text.ljust(self.width))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        """Clear the progress line on a terminal."""
        if self.shown and self.tty:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.shown = False


def _write_tours(
    args: argparse.Namespace,
    board: Board,
    search: object,
    paths: list[np.ndarray],
    start: int,
    solver: str,
) -> list[str]:
    """solve --output: the tour to FILE; with --solutions every tour found, as one JSON tour
    set when FILE ends in .json, else each in a file of its own, FILE's name with -1, -2,
    ... before its suffix.  The files written, in order."""
    closed = bool(args.closed)
    if args.solutions is None:
        from ..core.solve.search import Search

        assert isinstance(search, Search)
        _write_squares(
            args.output,
            search.path_chunks(),
            board,
            count=search.depth,
            start=start,
            closed=closed,
            solver=solver,
        )
        return [args.output]
    if args.output.lower().endswith(".json"):
        data = formats.tour_json_bytes(board, paths[0], closed=closed, solver=solver, tours=paths)
        try:
            writing.write_bytes(args.output, data)
        except formats.FormatError as exc:
            raise UsageError(str(exc)) from None
        return [args.output]
    files = [numbered(args.output, k) for k in range(1, len(paths) + 1)]
    for name, path in zip(files, paths, strict=True):
        _write_squares(name, path, board, count=None, start=start, closed=closed, solver=solver)
    return files


def numbered(output: str, k: int) -> str:
    """The k-th file of solve --solutions --output FILE: FILE's name with -k before its
    suffix."""
    stem, dot, suffix = output.rpartition(".")
    if not dot or "/" in suffix or "\\" in suffix:
        stem, suffix = output, ""
    return f"{stem}-{k}{'.' + suffix if suffix else ''}"


def check_output(args: argparse.Namespace) -> None:
    """solve --output: a place that cannot be written is refused before any work."""
    if args.output is None:
        return
    first = args.output
    if args.solutions is not None and not args.output.lower().endswith(".json"):
        first = numbered(args.output, 1)
    try:
        writing.check_target(first)
    except formats.FormatError as exc:
        raise UsageError(str(exc)) from None


def _write_squares(
    path: str,
    squares: np.ndarray | Iterable[np.ndarray],
    board: Board,
    *,
    count: int | None,
    start: int,
    closed: bool,
    solver: str,
) -> None:
    """solve --output, written where FILE points (files/writing.py): packed moves when the
    name ends in .ktm, else a text file (its header line, then one name a line); squares is
    an array, or chunks of count squares in all."""
    from ..core.files import packed

    def write(fh: BinaryIO) -> None:
        if path.endswith(packed.PACKED_SUFFIX):
            packed.write_packed(fh, squares, board, count=count)
        else:
            formats.write_tour_text(
                fh, board, squares, closed=closed, solver=solver, start=start, count=count
            )

    try:
        writing.write_file(path, write)
    except formats.FormatError as exc:
        raise UsageError(str(exc)) from None


def _print_solve_text(
    board: Board,
    result: dict,
    tours: list[list[str]],
    files: list[str],
    args: argparse.Namespace,
) -> None:
    """solve's text: the run in a line, its reason, then the tour (a board of numbers, or
    the names); with --solutions every tour found, numbered, and how many."""
    from ..core.compare.runs import format_seconds

    to = f" to {result['end']}" if "end" in result else ""
    if result.get("symmetric") == 180:
        to += " (a closed tour with half-turn symmetry)"
    elif result.get("symmetric") == 90:
        to += " (a closed tour with quarter-turn symmetry)"
    print(
        f"{result['solver']} on {board.spec} from {result['start']}{to}: {result['status']}"
        f" ({_count(result['steps'], 'step')}, {_count(result['backtracks'], 'backtrack')}, "
        f"{format_seconds(result['seconds'])})"
    )
    if result["reason"]:
        print(result["reason"])
    found = len(tours)
    if args.solutions is not None and found:
        if args.closed and not args.both_directions:
            how = " (each circuit once; --both-directions lists both ways round)"
        else:
            how = ""
        print(f"{found:,} tour{'s' if found != 1 else ''} found{how}.")
    if args.output is not None:
        if files and args.solutions is not None and args.output.lower().endswith(".json"):
            are = "tours are" if found != 1 else "tour is"
            print(f"The {found:,} {are} in {files[0]} (a JSON tour set).")
        elif len(files) == 1 and files[0].endswith(PACKED_SUFFIX):
            print(f"The tour is in {files[0]}, as packed moves.")
        elif len(files) == 1:
            print(f"The tour is in {files[0]}, one square per line.")
        elif files:
            print(f"The tours are in {files[0]} to {files[-1]}, one tour a file.")
        return
    for k, names in enumerate(tours, start=1):
        if args.solutions is not None:
            print(f"Tour {k} of {len(tours)}:")
        if board.size <= 26 * 26:
            print(board_diagram(board, Route.from_names(board, names)))
        else:
            print(" ".join(names))


def _count(n: int, word: str) -> str:
    """'1 step', '2 steps'."""
    return f"{n:,} {word}" if n == 1 else f"{n:,} {word}s"


def board_diagram(board: Board, tour: Route) -> str:
    """The move numbers of a tour drawn as a board, rank 1 at the bottom."""
    number = {int(s): i + 1 for i, s in enumerate(tour.squares)}
    width = len(str(board.size))
    lines = []
    for rank in reversed(range(board.rows)):
        cells = [str(number.get(board.index(f, rank), ".")).rjust(width) for f in range(board.cols)]
        lines.append(f"{rank + 1:>3} " + " ".join(cells))

    lines.append("    " + " ".join(board.file_label(f).rjust(width) for f in range(board.cols)))
    return "\n".join(lines)
