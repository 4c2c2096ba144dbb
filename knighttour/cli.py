"""The command line: knighttour solve | validate | solvers | count | compare | bench.

Its output is a contract other scripts rely on (see README): keep keys, statuses and exit
codes exactly as they are.  Exit 0 found/valid, 1 no-tour/gave-up/invalid, 2 bad input with
one line on stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, BinaryIO, NoReturn

import numpy as np

from .core.board.board import (
    LEAPERS,
    WRAPS,
    Board,
    BoardError,
    build_board,
    parse_board_spec,
    parse_board_spec_3d,
    parse_leaper,
)
from .core.board.tour import Tour, TourFileError
from .core.compare.runs import DEFAULT_MAX_STEPS
from .core.files import formats
from .core.solve import warm
from .core.solve.catalogue import SOLVERS, SolverError, get_solver, make_search
from .core.solve.run_loop import drive
from .core.solve.search import FOUND

EXIT_OK, EXIT_NO, EXIT_BAD = 0, 1, 2


class UsageError(Exception):
    """Bad input: printed as one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _positive(what: str):
    def parse(text: str) -> int:
        try:
            value = int(str(text).replace("_", ""))
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} {text!r} is not a whole number") from None
        if value < 1:
            raise argparse.ArgumentTypeError(f"{what} must be at least 1, not {value}")
        return value

    return parse


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"seed {text!r} is not a whole number") from None


def build_parser() -> argparse.ArgumentParser:
    """The argparse tree of every subcommand."""
    parser = _Parser(prog="knighttour", description="Knight's tours: solve, validate, count.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    solve = sub.add_parser("solve", help="find a tour from a start square")
    solve.add_argument("board", help="board size: N or RxC (ranks x files)")
    solve.add_argument("--start", required=True, help="start square, e.g. a1")
    solve.add_argument("--solver", default="auto", help="solver name (see 'knighttour solvers')")
    solve.add_argument("--closed", action="store_true", help="ask for a closed tour")
    solve.add_argument(
        "--max-steps",
        type=_positive("--max-steps"),
        default=None,
        help="give up after this many moves",
    )
    solve.add_argument("--seed", type=_integer, default=0, help="seed for random tie-breaks")
    solve.add_argument(
        "--order", default=None, help='jump order as file,rank deltas: "2,1 1,2 -1,2 -2,1 ..."'
    )
    solve.add_argument(
        "--solutions",
        type=_positive("--solutions"),
        default=None,
        help="exact solvers: return up to N distinct tours",
    )
    solve.add_argument("--output", default=None, help="write the tour to FILE, one per line")
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    _add_variant_options(solve)

    validate = sub.add_parser("validate", help="check a tour file")
    validate.add_argument(
        "board", nargs="?", default=None, help="the board, for files that do not name theirs"
    )
    validate.add_argument(
        "file", help="a tour file (JSON, or text with or without its header line); - is stdin"
    )
    validate.add_argument("--closed", action="store_true", help="require a closed tour")
    validate.add_argument("--json", action="store_true")
    validate.add_argument("--order", default=None, help=argparse.SUPPRESS)
    _add_variant_options(validate)

    count = sub.add_parser("count", help="count every tour")
    count.add_argument("board", help="the board: 8, 5x6 or 4x4x4 (up to 8 wide for big ones)")
    count.add_argument("--start", default=None, help="count open tours from this square only")
    count.add_argument("--closed", action="store_true", help="count closed tours (each cycle once)")
    count.add_argument(
        "--per-start", action="store_true", help="also count the open tours from each square"
    )
    count.add_argument(
        "--json", action="store_true", help="one JSON object: board, start, closed, count, ..."
    )
    count.add_argument(
        "--cluster",
        default=None,
        metavar="ADDRESS",
        help="count on the Dask scheduler at ADDRESS (tcp://host:port), or on a local cluster "
        "of N worker processes for local[:N] (needs the extra knighttour[cluster])",
    )
    count.add_argument(
        "--checkpoint",
        default=None,
        metavar="DIR",
        help="with --cluster: save finished squares in DIR now and then, and resume from it",
    )
    _add_variant_options(count)

    compare = sub.add_parser("compare", help="run solvers from many start squares")
    compare.add_argument("board")
    compare.add_argument(
        "--solvers",
        default=",".join(COMPARE_DEFAULT),
        help="comma-separated solver names (default: seed 001's four)",
    )
    compare.add_argument("--starts", default="all", help="all, or squares such as a1,c3")
    compare.add_argument(
        "--max-steps",
        type=_positive("--max-steps"),
        default=DEFAULT_MAX_STEPS,
        help="give up each run after N moves",
    )
    compare.add_argument("--closed", action="store_true", help="ask for closed tours")
    compare.add_argument("--order", default=None, help="jump order, as for solve")
    compare.add_argument(
        "--workers",
        type=_positive("--workers"),
        default=None,
        help="threads to run on (default: one per core)",
    )
    compare.add_argument(
        "--cluster",
        default=None,
        metavar="ADDRESS",
        help="run each solver and start as a task on the Dask scheduler at ADDRESS, or on a "
        "local cluster for local[:N] (needs the extra knighttour[cluster])",
    )
    _add_variant_options(compare)
    out = compare.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="a JSON list of rows")
    out.add_argument("--csv", action="store_true", help="CSV with a header line")

    bench = sub.add_parser("bench", help="time the kernels on fixed cases")
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--large",
        action="store_true",
        help="also write and read tours of 8000x8000 and 10000x10000",
    )
    bench.add_argument(
        "--io", action="store_true", help="only the cases that write, read and validate tour files"
    )
    bench.add_argument(
        "--count",
        action="store_true",
        help="only the frontier counts, each a process: peak states, bytes a state, time, memory",
    )
    bench.add_argument(
        "--slow",
        action="store_true",
        help="add the counts that take minutes (7x7 open, 8x8 closed)",
    )

    solvers = sub.add_parser("solvers", help="list the solvers")
    solvers.add_argument("--json", action="store_true")
    return parser


def _board(args: argparse.Namespace) -> Board:
    """The board the options describe: size, layers, leaper, jump order, holes, wrapping."""
    three = parse_board_spec_3d(args.board)
    layers, rows, cols = three if three is not None else (1, *parse_board_spec(args.board))
    leaper = getattr(args, "leaper", None)
    holes = getattr(args, "holes", None)
    return build_board(
        rows,
        cols,
        layers=layers,
        leaper=parse_leaper(leaper) if leaper else None,
        order=getattr(args, "order", None),
        holes=holes.split(",") if holes else (),
        wrap=getattr(args, "wrap", None) or "none",
    )


def _add_variant_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--leaper",
        default=None,
        help="A,B for an (A,B)-leaper (default 1,2, the knight), or a name: " + ", ".join(LEAPERS),
    )
    parser.add_argument("--holes", default=None, help="squares to remove, e.g. a1,d4")
    parser.add_argument(
        "--wrap",
        default="none",
        choices=WRAPS,
        help="cylinder joins the left and right edges; torus joins both pairs",
    )


def _with_variant(result: dict, board: Board) -> dict:
    """The contract's extra keys, for boards other than the knight's full rectangle."""
    if not board.is_knight:
        result.update(board.variant_json())
    return result


def cmd_solve(args: argparse.Namespace) -> int:
    board = _board(args)
    start = board.parse_square(args.start)
    info = get_solver(args.solver)
    if args.solutions is not None and not info.exact:
        raise UsageError(f"--solutions needs an exact solver; {args.solver!r} is a heuristic")
    from .core.solve.search import ConstructSearch

    search = make_search(board, start, args.solver, args.closed, args.seed)
    if args.output is not None and args.solutions is None and isinstance(search, ConstructSearch):
        search.lazy = True  # walked into the file a chunk at a time, never held whole
    warm.warm_up_for(search)  # the kernels this run uses, loaded before the clock starts
    paths = []
    wanted = args.solutions or 1
    while True:
        drive(search, args.max_steps, since=0, only_needed=True)
        if search.status != FOUND:
            break
        if wanted == 1 and args.output is not None:
            paths.append(np.zeros(0, np.int64))  # written from search.path_chunks()
            break
        paths.append(search.path())
        if len(paths) >= wanted or not search.next_solution():
            break
    if args.output is not None:
        if paths and args.solutions is None:
            squares: np.ndarray | Iterable[np.ndarray] = search.path_chunks()
            count: int | None = search.depth
        else:
            squares, count = paths[0] if paths else np.zeros(0, np.int64), None
        _write_squares(
            args.output,
            squares,
            board,
            count=count,
            start=start,
            closed=bool(args.closed),
            solver=info.name,
        )
        tours: list[list[str]] = [[] for _ in paths]
    else:
        tours = [board.names(path) for path in paths]
    status = FOUND if tours else search.status
    reason = "" if tours and search.status != FOUND and args.solutions else search.reason
    result: dict[str, object] = {
        "board": board.to_json(),
        "start": board.name(start),
        "solver": info.name,
        "closed": bool(args.closed),
        "status": status,
        "reason": reason,
        "tour": tours[0] if tours else [],
    }
    if args.solutions is not None:
        result["tours"] = tours
    result.update(
        steps=search.steps, backtracks=search.backtracks, seconds=round(search.seconds, 6)
    )
    if args.output is not None:
        del result["tour"]
    if args.json:
        print(json.dumps(_with_variant(result, board)))
    else:
        _print_solve_text(board, result, tours, args.output)
    return EXIT_OK if status == FOUND else EXIT_NO


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
    """solve --output, written atomically: packed moves when the name ends in .ktm, else a
    text file (its header line, then one name a line); squares is an array, or chunks of
    count squares in all."""
    from .core.files import stream

    def write(fh: BinaryIO) -> None:
        if path.endswith(stream.PACKED_SUFFIX):
            stream.write_packed(fh, squares, board, count=count)
        else:
            formats.write_tour_text(
                fh, board, squares, closed=closed, solver=solver, start=start, count=count
            )

    try:
        formats.atomic_write(path, write)
    except formats.FormatError as exc:
        raise UsageError(f"{path}: {exc}") from None


def _print_solve_text(
    board: Board, result: dict, tours: list[list[str]], output: str | None
) -> None:
    print(
        f"{result['solver']} on {board.spec} from {result['start']}: {result['status']}"
        f" ({result['steps']:,} steps, {result['backtracks']:,} backtracks, "
        f"{result['seconds']:.4f} s)"
    )
    if result["reason"]:
        print(result["reason"])
    if tours and output is not None:
        print(f"The tour is in {output}, one square per line.")
    elif tours and board.size <= 26 * 26:
        print(board_diagram(board, Tour.from_names(board, tours[0])))
    elif tours:
        print(" ".join(tours[0]))


def board_diagram(board: Board, tour: Tour) -> str:
    """The move numbers of a tour drawn as a board, rank 1 at the bottom."""
    number = {int(s): i + 1 for i, s in enumerate(tour.squares)}
    width = len(str(board.size))
    lines = []
    for rank in reversed(range(board.rows)):
        cells = [str(number.get(board.index(f, rank), ".")).rjust(width) for f in range(board.cols)]
        lines.append(f"{rank + 1:>3} " + " ".join(cells))

    lines.append("    " + " ".join(board.file_label(f).rjust(width) for f in range(board.cols)))
    return "\n".join(lines)


def cmd_validate(args: argparse.Namespace) -> int:
    from .core.files import stream

    fallback = _board(args) if args.board is not None else None
    name = "standard input" if args.file == "-" else args.file
    try:
        fh = sys.stdin.buffer if args.file == "-" else open(args.file, "rb")  # noqa: SIM115
    except IsADirectoryError:
        raise UsageError(f"{name}: it is a folder, not a file") from None
    except OSError as exc:
        raise UsageError(f"{name}: cannot read it ({exc.strerror or exc})") from None
    try:
        head = stream.peek(fh, 1 << 12)
        if head.lstrip()[:1] in (b"{", b"["):
            valid, closed, count, reason, board = _validate_json(fh.read(), fallback, args, name)
        else:
            own, closed_asked = formats.text_file_board(head)
            board = _choose_board(own, fallback, name)
            if own is None or board is fallback:
                closed_asked = False
            result = stream.validate_stream(fh, board, bool(args.closed or closed_asked))
            if result.kind == "syntax":
                raise UsageError(f"{name}, {result.message}")
            valid, closed, count, reason = (
                result.ok,
                result.closed,
                result.squares,
                result.message,
            )
    except OSError as exc:
        raise UsageError(f"{name}: cannot read it ({exc.strerror or exc})") from None
    except (stream.StreamError, formats.FormatError) as exc:
        raise UsageError(f"{name}: {exc}") from None
    finally:
        if fh is not sys.stdin.buffer:
            fh.close()
    for note in _notes:
        print(note, file=sys.stderr)
    if args.json:
        print(
            json.dumps(
                _with_variant(
                    {
                        "board": board.to_json(),
                        "valid": valid,
                        "closed": closed,
                        "squares": count,
                        "reason": reason,
                    },
                    board,
                )
            )
        )
    elif not valid:
        print(f"invalid: {reason}")
    else:
        kind = "closed" if closed else "open"
        print(f"valid {kind} tour of {count:,} squares on {_describe(board)}")
    return EXIT_OK if valid else EXIT_NO


def _choose_board(own: Board | None, given: Board | None, name: str) -> Board:
    """The board a file is checked against: the one asked for, else the file's own."""
    if given is None:
        if own is None:
            raise UsageError(
                f"{name} does not say which board it is for (no header line); give the board"
            )
        return own
    if own is not None and not _same_board(own, given):
        _notes.append(
            f"knighttour: note: {name} says it is a tour of {_describe(own)}; "
            f"checked against {_describe(given)} as asked"
        )
    return given


#: notes for stderr, printed only when the command ends without an error (an error is one line)
_notes: list[str] = []


def _validate_json(
    data: bytes, given: Board | None, args: argparse.Namespace, name: str
) -> tuple[bool, bool, int, str, Board]:
    """(valid, closed, squares, reason, board) of a JSON tour file."""
    try:
        tour = formats.parse_tour(data, given)
    except formats.OffBoardError as exc:
        if given is None:
            raise UsageError(f"{name}: {exc}") from None
        return False, False, 0, str(exc), given
    board = _choose_board(tour.board if tour.board_from_file else None, given, name)
    squares, closed_asked = tour.squares, bool(args.closed or tour.closed)
    if board is not tour.board:
        closed_asked = bool(args.closed)
        if board.to_json() != tour.board.to_json():
            try:
                squares = formats.squares_from_names(board, tour.board.names(squares))
            except formats.FormatError as exc:
                return False, False, len(squares), str(exc), board
    reason = Tour(board, squares).validate(closed=closed_asked)
    return (
        not reason,
        bool(not reason and Tour(board, squares).is_closed),
        len(squares),
        reason,
        board,
    )


def _same_board(a: Board, b: Board) -> bool:
    """The same squares and moves (the jump order does not matter for a tour's validity)."""
    return (
        a.to_json() == b.to_json()
        and sorted(a.jumps) == sorted(b.jumps)
        and a.removed == b.removed
        and a.wrap == b.wrap
    )


def _describe(board: Board) -> str:
    """The board as a person names it: 8x8, or 7x7 torus with the zebra (2,3), ..."""
    words = [board.spec]
    leaper = board.leaper
    if leaper is not None and leaper != (1, 2):
        words.append(f"({leaper[0]},{leaper[1]})-leaper")
    if board.wrap != "none":
        words.append(board.wrap)
    if board.removed:
        words.append(f"with {len(board.removed)} hole{'s' if len(board.removed) > 1 else ''}")
    return " ".join(words)


class _CountProgress:
    """Progress of a count on stderr, once it has run a second: square k of n, live states,
    memory; rewritten in place on a terminal, a line every 5 s otherwise."""

    def __init__(self, stream=None, squares: int = 0, runs: bool = False, column: int = 0) -> None:
        import time

        self.squares, self.runs, self.column = squares, runs, column
        self.stream = stream or sys.stderr
        self.clock = time.perf_counter
        self.t0 = self.clock()
        self.last = 0.0
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.shown = False
        self.where = ""
        self.tasks = ""  # on a cluster: its tasks done, in place of the memory
        self.runner: Any = None  # on a cluster: its cluster.Runner
        # per square of the count running: live states and seconds, for the time left
        self.states: list[int] = []
        self.seconds: list[float] = []
        self.at = 0.0
        self.left: float | None = None
        self.width = 78

    def on_tasks(self, done: int, total: int) -> None:
        """A cluster's tasks done of the count running."""
        self.tasks = f"tasks {done:,} of {total:,}"

    def __call__(self, k: int, n: int, states: int, used: int) -> None:
        from .core.count.frontier import time_left
        from .core.count.methods import progress_text

        place = progress_text(k, n, self.squares)
        self.where = f" after {place} ({states:,} live state{'s' if states != 1 else ''})"
        now = self.clock() - self.t0
        if n <= self.squares or self.squares <= 0:  # one count: square k of n
            if k == 1:
                self.states, self.seconds, self.at = [], [], 0.0
            self.states.append(states)
            self.seconds.append(now - self.at)
            self.at = now
            self.left = time_left(self.states, self.seconds, n, self.column)
        if now < 1.0 or now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        size = self.tasks or f"{used / 2**20:,.0f} MiB"
        live = f"{states:,} live state{'s' if states != 1 else ''}"
        text = f"counting: {place}, {live}, {size}, {now:,.0f} s"
        if self.left is not None:
            text += f", about {self.left:,.0f} s left"
        if self.runs:
            text = f"runs: {k:,} of {n:,} done, {now:,.0f} s"
        if self.tty:
            self.width = max(self.width, len(text))
            self.stream.write("\r" + text.ljust(self.width))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown and self.tty:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()


def cmd_count(args: argparse.Namespace) -> int:
    from .core.board.theorems import tour_impossible
    from .core.count import methods as count

    board = _board(args)
    start = board.parse_square(args.start) if args.start is not None else None
    if args.per_start and args.closed:
        raise UsageError(
            "--per-start counts open tours from each square; it does not go with --closed"
        )
    if args.checkpoint is not None and args.cluster is None:
        raise UsageError("--checkpoint goes with --cluster")
    board.check_fits(96)
    method = count.choose_method(board, args.closed)
    if args.cluster is not None:
        from .core.count import frontier

        if not frontier.applies(board, args.closed) and not tour_impossible(
            board, start, args.closed
        ):
            raise UsageError(
                f"the frontier counter does not fit {board.spec} (it takes boards up to 8 "
                "squares wide): there is nothing to send to a cluster"
            )
        if frontier.applies(board, args.closed):
            method = count.FRONTIER  # else a theorem answers, here
    else:
        count.check_feasible(board, method, args.closed, None if args.per_start else start)
        count.check_fits(board, args.closed, args.per_start or start is not None, method)
    progress = _CountProgress(squares=board.squares, column=min(board.rows, board.cols))
    try:
        with _counting_on(args.cluster, args.checkpoint, progress) as runner:
            warm.warm_up_counting()
            result = count.count_tours(
                board,
                closed=args.closed,
                start=start,
                per_start=args.per_start,
                method=method,
                progress=progress,
                runner=runner,
            )
        stopped = ""
    except (KeyboardInterrupt, SystemError) as exc:
        # Ctrl-C inside a compiled call comes back as a SystemError caused by it
        if not isinstance(exc, KeyboardInterrupt) and not isinstance(
            exc.__cause__, KeyboardInterrupt
        ):
            raise
        progress.close()
        resume = ""
        if args.checkpoint:
            runner = progress.runner
            saved = runner.record.saved_at if runner is not None else 0
            resume = (
                f"; saved after square {saved:,}: run it again with --checkpoint "
                f"{args.checkpoint} to go on from there"
                if saved
                else "; nothing was saved yet"
            )
        print(
            f"knighttour: counting stopped by Ctrl-C{progress.where}, before the end: no count"
            + resume,
            file=sys.stderr,
        )
        return EXIT_NO
    except count.CountStopped as exc:  # pragma: no cover - the command line has no stop flag
        result, stopped = exc.partial, str(exc)
    progress.close()
    data = {
        "board": board.to_json(),
        "start": board.name(start) if start is not None else None,
        "closed": bool(args.closed),
        "count": result.count,
        "method": result.method,
        "seconds": round(result.seconds, 6),
    }
    if args.per_start:
        table = result.per_start
        data["per_start"] = {board.name(s): int(table[s]) for s in board.live_squares()}
    if args.json:
        print(json.dumps(_with_variant(data, board)))
    else:
        kind = "closed tours (undirected)" if args.closed else "open tours (directed)"
        where = f" from {board.name(start)}" if start is not None and not args.closed else ""
        print(
            f"{result.count:,} {kind} on {board.spec}{where} ({result.method}, "
            f"{result.seconds:.3f} s)"
        )
        if args.per_start:
            print(board_table(board, result.per_start))
    return EXIT_NO if stopped else EXIT_OK


@contextlib.contextmanager
def _counting_on(
    address: str | None, checkpoint: str | None, progress: _CountProgress
) -> Iterator[Any]:
    """The runner of a count's frontier runs: None (here, on threads) without a cluster
    address, else a cluster.Runner on the cluster at address (told on stderr with its
    dashboard)."""
    if address is None:
        yield None
        return
    from .core.count import cluster

    try:
        with cluster.connect(address) as client:
            link = cluster.dashboard(client)
            workers = len(client.scheduler_info().get("workers", {}))
            print(
                f"knighttour: counting on the Dask cluster at {client.scheduler.address} "
                f"({workers} worker{'s' if workers != 1 else ''})"
                + (f", dashboard {link}" if link else ""),
                file=sys.stderr,
            )

            def resumed(done: int, squares: int) -> None:
                text = (
                    f"the checkpoint in {checkpoint} holds this count's result already"
                    if done == squares
                    else f"going on from the checkpoint in {checkpoint} (saved after square "
                    f"{done:,} of {squares:,})"
                )
                print(f"knighttour: {text}", file=sys.stderr)

            progress.runner = cluster.Runner(
                client, checkpoint=checkpoint, on_tasks=progress.on_tasks, on_resume=resumed
            )
            yield progress.runner
    except cluster.ClusterError as exc:
        raise UsageError(str(exc)) from None
    except formats.FormatError as exc:
        raise UsageError(str(exc)) from None


def board_table(board: Board, table: np.ndarray) -> str:
    """Per-square numbers drawn as a board, rank 1 at the bottom."""
    cells = {int(s): f"{int(table[s]):,}" for s in board.live_squares()}
    width = max(len(c) for c in cells.values())
    lines = []
    for rank in reversed(range(board.rows)):
        row = [cells.get(board.index(f, rank), "-").rjust(width) for f in range(board.cols)]
        lines.append(f"{rank + 1:>3} " + " ".join(row))
    lines.append("    " + " ".join(board.file_label(f).rjust(width) for f in range(board.cols)))
    return "\n".join(lines)


#: seed 001's experiment: the four solvers its table compares
COMPARE_DEFAULT = ("backtracking", "forward-checking", "warnsdorff-backtracking", "circuit")


def cmd_compare(args: argparse.Namespace) -> int:
    from .core.compare import runs as compare

    board = _board(args)
    solvers = [name.strip() for name in args.solvers.split(",") if name.strip()]
    if not solvers:
        raise UsageError("--solvers needs at least one solver name")
    for name in solvers:
        info = get_solver(name)
        if args.closed and not info.closed:
            raise UsageError(f"solver {name!r} cannot look for closed tours")
    if args.starts.strip().lower() == "all":
        starts = [int(s) for s in board.live_squares()]
    else:
        starts = [board.parse_square(sq) for sq in args.starts.split(",") if sq.strip()]
        if not starts:
            raise UsageError("--starts needs 'all' or square names such as a1,c3")
    board.check_fits(96 * (args.workers or 2))
    try:
        if args.cluster is not None:
            rows = _compare_on(args.cluster, board, solvers, starts, args)
        else:
            warm.warm_up()
            rows = compare.compare(
                board, solvers, starts, args.max_steps, args.closed, args.workers
            )
    except KeyboardInterrupt:
        raise UsageError("stopped by Ctrl-C") from None
    if args.json:
        print(compare.rows_json(rows))
    elif args.csv:
        print(compare.rows_csv(rows), end="")
    else:
        width = max(len(name) for name in solvers)
        for row in rows:
            print(
                f"{row.solver:<{width}}  {row.start:>5}  {row.status:<8} "
                f"{row.steps:>14,} steps {row.backtracks:>14,} backtracks "
                f"{row.seconds:9.4f} s"
            )
        for s in compare.summarise(rows):
            print(
                f"{s.solver:<{width}}  found {s.found}/{s.runs}, median "
                f"{s.median_steps:,.0f} steps, max {s.max_steps:,}, {s.seconds:.2f} s"
            )
    return EXIT_OK


def _compare_on(
    address: str, board: Board, solvers: list[str], starts: list[int], args: argparse.Namespace
) -> list[Any]:
    """compare's rows, each run a task on the cluster at address (progress on stderr)."""
    from .core.count import cluster

    total = len(solvers) * len(starts)
    progress = _CountProgress(runs=True)
    done: list[object] = []

    def tell(_row: object) -> None:
        done.append(_row)
        progress.on_tasks(len(done), total)
        progress(len(done), total, 0, 0)

    try:
        with cluster.connect(address) as client:
            link = cluster.dashboard(client)
            print(
                f"knighttour: {total:,} runs on the Dask cluster at {client.scheduler.address}"
                + (f", dashboard {link}" if link else ""),
                file=sys.stderr,
            )
            rows = cluster.compare(
                client, board, solvers, starts, args.max_steps, args.closed, on_row=tell
            )
    except cluster.ClusterError as exc:
        raise UsageError(str(exc)) from None
    finally:
        progress.close()
    return rows


def _print_count_bench(rows: list[dict], as_json: bool) -> int:
    if as_json:
        print(json.dumps(rows))
        return EXIT_OK
    for row in rows:
        print(
            f"{row['case']:<36} {row['count']:>22,}  peak {row['peak_states']:>13,} states "
            f"(square {row['peak_square']} of {row['squares']}), "
            f"{row['bytes_per_state']:5.1f} B a state, {row['ns_per_state_square']:6.0f} ns a "
            f"state and square, {row['wall_seconds']:8.2f} s, "
            f"{row['peak_rss_bytes'] / 2**20:,.0f} MiB peak, load {row['load']:.1f}"
        )
    return EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import bench_json, count_bench_json, io_bench_json

    if args.count:
        return _print_count_bench(count_bench_json(args.slow), args.json)
    rows = [] if args.io else bench_json(args.slow)
    rows += io_bench_json(args.large)
    if args.json:
        print(json.dumps(rows))
        return EXIT_OK
    for row in rows:
        if row["solver"] == "io":
            ratio = f"  {row['cp_ratio']:5.2f}x cp" if row["cp_ratio"] else ""
            print(
                f"{row['case']:<46} {row['seconds']:9.4f} s {row['ns_per_square']:7.2f} "
                f"ns a square{ratio}"
            )
            continue
        if row["solver"] == "count":
            extra = (
                f"  peak {row['peak_states']:,} states, {row['peak_bytes'] / 2**20:,.0f} MiB"
                if row["peak_states"]
                else ""
            )
            print(f"{row['case']:<46} {row['status']:<16} {row['seconds']:9.4f} s{extra}")
            continue
        rate = row["moves_per_second"] / 1e6
        print(
            f"{row['case']:<46} {row['status']:<8} {row['steps']:>12,} moves "
            f"{row['seconds']:9.4f} s {rate:8.1f} M moves/s"
        )
    return EXIT_OK


def cmd_solvers(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps([info.to_json() for info in SOLVERS.values()]))
        return EXIT_OK
    for info in SOLVERS.values():
        kind = "exact" if info.exact else "heuristic"
        closed = ", closed tours too" if info.closed else ""
        print(f"{info.name:<24} {info.title} ({kind}{closed})")
        print(f"{'':<24} {info.description}")
    return EXIT_OK


COMMANDS = {
    "solve": cmd_solve,
    "validate": cmd_validate,
    "count": cmd_count,
    "bench": cmd_bench,
    "solvers": cmd_solvers,
    "compare": cmd_compare,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    _notes.clear()
    try:
        args = build_parser().parse_args(argv)
        return COMMANDS[args.command](args)
    except (UsageError, BoardError, SolverError, TourFileError) as exc:
        print(f"knighttour: error: {one_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD
    except MemoryError:
        print(
            "knighttour: error: the board is too large for this machine's memory", file=sys.stderr
        )
        return EXIT_BAD
    except BrokenPipeError:
        return EXIT_OK


def one_line(text: str) -> str:
    """text with every character that could break a line or hide shown as an escape."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def entry() -> None:
    """Console-script entry point."""
    sys.exit(main())
