"""The command line: knighttour solve | validate | solvers | count | compare | bench.

Its output is a contract other scripts rely on (see README): keep keys, statuses and exit
codes exactly as they are.  Exit 0 found/valid, 1 no-tour/gave-up/invalid, 2 bad input with
one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

import numpy as np

from .core.board import (
    LEAPERS,
    WRAPS,
    Board,
    Board3D,
    BoardError,
    build_board,
    parse_board_spec,
    parse_board_spec_3d,
    parse_leaper,
)
from .core.compare import DEFAULT_MAX_STEPS
from .core.search import FOUND, RUNNING, Search
from .core.solvers import SOLVERS, SolverError, get_solver, make_search
from .core.tour import Tour, TourFileError, read_tour_text

EXIT_OK, EXIT_NO, EXIT_BAD = 0, 1, 2
CHUNK = 1 << 20


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
    solve.add_argument("--max-steps", type=_positive("--max-steps"), default=None,
                       help="give up after this many moves")
    solve.add_argument("--seed", type=_integer, default=0, help="seed for random tie-breaks")
    solve.add_argument("--order", default=None,
                       help='jump order as file,rank deltas: "2,1 1,2 -1,2 -2,1 ..."')
    solve.add_argument("--solutions", type=_positive("--solutions"), default=None,
                       help="exact solvers: return up to N distinct tours")
    solve.add_argument("--output", default=None, help="write the tour to FILE, one per line")
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    _add_variant_options(solve)

    validate = sub.add_parser("validate", help="check a tour file")
    validate.add_argument("board")
    validate.add_argument("file", help="solve's JSON or squares separated by spaces; - is stdin")
    validate.add_argument("--closed", action="store_true", help="require a closed tour")
    validate.add_argument("--json", action="store_true")
    validate.add_argument("--order", default=None, help=argparse.SUPPRESS)
    _add_variant_options(validate)

    count = sub.add_parser("count", help="count every tour")
    count.add_argument("board")
    count.add_argument("--start", default=None, help="count open tours from this square only")
    count.add_argument("--closed", action="store_true",
                       help="count closed tours (each cycle once)")
    count.add_argument("--per-start", action="store_true",
                       help="also count the open tours from each square")
    count.add_argument("--json", action="store_true")
    _add_variant_options(count)

    compare = sub.add_parser("compare", help="run solvers from many start squares")
    compare.add_argument("board")
    compare.add_argument("--solvers", default=",".join(COMPARE_DEFAULT),
                         help="comma-separated solver names (default: seed 001's four)")
    compare.add_argument("--starts", default="all", help="all, or squares such as a1,c3")
    compare.add_argument("--max-steps", type=_positive("--max-steps"),
                         default=DEFAULT_MAX_STEPS, help="give up each run after N moves")
    compare.add_argument("--closed", action="store_true", help="ask for closed tours")
    compare.add_argument("--order", default=None, help="jump order, as for solve")
    compare.add_argument("--workers", type=_positive("--workers"), default=None,
                         help="threads to run on (default: one per core)")
    _add_variant_options(compare)
    out = compare.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="a JSON list of rows")
    out.add_argument("--csv", action="store_true", help="CSV with a header line")

    bench = sub.add_parser("bench", help="time the kernels on fixed cases")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--slow", action="store_true",
                       help="add the counts that take minutes (7x7 open, 8x8 closed)")

    solvers = sub.add_parser("solvers", help="list the solvers")
    solvers.add_argument("--json", action="store_true")
    return parser


def _board(args: argparse.Namespace) -> Board:
    """The board the options describe: size, layers, leaper, jump order, holes, wrapping."""
    three = parse_board_spec_3d(args.board)
    layers, rows, cols = three if three is not None else (1, *parse_board_spec(args.board))
    leaper = getattr(args, "leaper", None)
    holes = getattr(args, "holes", None)
    return build_board(rows, cols, layers=layers,
                       leaper=parse_leaper(leaper) if leaper else None,
                       order=getattr(args, "order", None),
                       holes=holes.split(",") if holes else (),
                       wrap=getattr(args, "wrap", None) or "none")


def _add_variant_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--leaper", default=None,
                        help="A,B for an (A,B)-leaper (default 1,2, the knight), or a name: "
                             + ", ".join(LEAPERS))
    parser.add_argument("--holes", default=None, help="squares to remove, e.g. a1,d4")
    parser.add_argument("--wrap", default="none", choices=WRAPS,
                        help="cylinder joins the left and right edges; torus joins both pairs")


def _with_variant(result: dict, board: Board) -> dict:
    """The contract's extra keys, for boards other than the knight's full rectangle."""
    if not board.is_knight:
        result.update(board.variant_json())
    return result


def run_search(search: Search, max_steps: int | None) -> None:
    """Advance search to its end, honouring a step limit and Ctrl-C."""
    try:
        while search.status == RUNNING:
            budget = CHUNK
            if max_steps is not None:
                budget = min(budget, max_steps - search.steps)
                if budget <= 0:
                    search.give_up(f"The step limit of {max_steps:,} moves was reached.")
                    break
            search.advance(budget)
    except KeyboardInterrupt:
        search.give_up("Stopped by Ctrl-C.")


def cmd_solve(args: argparse.Namespace) -> int:
    board = _board(args)
    start = board.parse_square(args.start)
    info = get_solver(args.solver)
    if args.solutions is not None and not info.exact:
        raise UsageError(f"--solutions needs an exact solver; {args.solver!r} is a heuristic")
    from .core import kernels

    kernels.warm_up()  # load compiled kernels before the clock starts
    search = make_search(board, start, args.solver, args.closed, args.seed)
    paths = []
    wanted = args.solutions or 1
    while True:
        run_search(search, args.max_steps)
        if search.status != FOUND:
            break
        paths.append(search.path())
        if len(paths) >= wanted or not search.next_solution():
            break
    if args.output is not None:
        _write_squares(args.output, paths[0] if paths else np.zeros(0, np.int64), board)
        tours: list[list[str]] = [[] for _ in paths]
    else:
        tours = [board.names(path) for path in paths]
    status = FOUND if tours else search.status
    reason = "" if tours and search.status != FOUND and args.solutions else search.reason
    result: dict[str, object] = {
        "board": board.to_json(), "start": board.name(start), "solver": info.name,
        "closed": bool(args.closed), "status": status, "reason": reason,
        "tour": tours[0] if tours else [],
    }
    if args.solutions is not None:
        result["tours"] = tours
    result.update(steps=search.steps, backtracks=search.backtracks,
                  seconds=round(search.seconds, 6))
    if args.output is not None:
        del result["tour"]
    if args.json:
        print(json.dumps(_with_variant(result, board)))
    else:
        _print_solve_text(board, result, tours, args.output)
    return EXIT_OK if status == FOUND else EXIT_NO


def _write_squares(path: str, squares: np.ndarray, board: Board) -> None:
    from .core.names import write_names

    try:
        with open(path, "wb") as fh:
            if isinstance(board, Board3D):
                fh.write("".join(f"{n}\n" for n in board.names(squares)).encode())
            else:
                write_names(fh, squares, board.cols)
    except OSError as exc:
        raise UsageError(f"cannot write {path}: {exc.strerror}") from None


def _print_solve_text(board: Board, result: dict, tours: list[list[str]],
                      output: str | None) -> None:
    print(f"{result['solver']} on {board.spec} from {result['start']}: {result['status']}"
          f" ({result['steps']:,} steps, {result['backtracks']:,} backtracks, "
          f"{result['seconds']:.4f} s)")
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
    board = _board(args)
    try:
        if args.file == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as fh:
                data = fh.read()
        text_start = data[:64].lstrip().decode("utf-8")[:1]
    except OSError as exc:
        raise UsageError(f"cannot read {args.file}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{args.file} is not a text file of square names") from None
    if text_start in ("{", "[") or isinstance(board, Board3D):
        try:
            names = read_tour_text(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise UsageError(f"{args.file} is not a text file of square names") from None
        try:
            tour = Tour.from_names(board, names)
            reason = tour.validate(closed=args.closed)
        except BoardError as exc:
            if "is not a square name" in str(exc):
                raise UsageError(f"{args.file}: {exc}") from None
            tour, reason = None, str(exc)
        count = len(names)
    else:
        tour, reason, count = _read_squares(board, data, args.file)
        if tour is not None:
            reason = tour.validate(closed=args.closed)
    closed = bool(tour is not None and not reason and tour.is_closed)
    if args.json:
        print(json.dumps(_with_variant({"board": board.to_json(), "valid": not reason,
                                        "closed": closed, "squares": count, "reason": reason},
                                       board)))
    elif reason:
        print(f"invalid: {reason}")
    else:
        kind = "closed" if closed else "open"
        print(f"valid {kind} tour of {count:,} squares on {board.spec}")
    return EXIT_NO if reason else EXIT_OK


def _read_squares(board: Board, data: bytes, filename: str) -> tuple[Tour | None, str, int]:
    """Square names (one per line, or separated by blanks or commas) read by the compiled
    parser: (tour, '', count), or (None, why, count) when a square is off the board."""
    from .core.board import file_name
    from .core.names import parse_names

    files, ranks, bad = parse_names(data)
    if bad is not None:
        index, token = bad
        raise UsageError(f"{filename}: square {index + 1} of the tour: square {token!r} is not "
                         "a square name such as a1 or h8")
    off = np.flatnonzero((files >= board.cols) | (ranks < 0) | (ranks >= board.rows))
    if len(off):
        i = int(off[0])
        name = f"{file_name(int(min(files[i], 10**6)))}{int(ranks[i]) + 1}"
        return None, (f"square {i + 1} of the tour: square {name!r} is off the {board.spec} "
                      f"board (files a-{file_name(board.cols - 1)}, ranks 1-{board.rows})"), len(
                          files)
    return Tour(board, ranks * board.cols + files), "", len(files)


class _CountProgress:
    """Progress of a count on stderr, once it has run a second: square k of n, live states,
    memory; rewritten in place on a terminal, a line every 5 s otherwise."""

    def __init__(self, stream=None) -> None:
        import time

        self.stream = stream or sys.stderr
        self.clock = time.perf_counter
        self.t0 = self.clock()
        self.last = 0.0
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.shown = False
        self.where = ""

    def __call__(self, k: int, n: int, states: int, used: int) -> None:
        self.where = f" after square {k:,} of {n:,} ({states:,} live states)"
        now = self.clock() - self.t0
        if now < 1.0 or now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        text = (f"counting: square {k:,} of {n:,}, {states:,} live states, "
                f"{used / 2**20:,.0f} MiB, {now:,.0f} s")
        if self.tty:
            self.stream.write("\r" + text.ljust(78))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown and self.tty:
            self.stream.write("\r" + " " * 78 + "\r")
            self.stream.flush()


def cmd_count(args: argparse.Namespace) -> int:
    from .core import count, kernels

    board = _board(args)
    start = board.parse_square(args.start) if args.start is not None else None
    if args.per_start and args.closed:
        raise UsageError("--per-start counts open tours from each square; it does not go "
                         "with --closed")
    board.check_fits(96)
    method = count.choose_method(board)
    count.check_fits(board, args.closed, args.per_start or start is not None, method)
    progress = _CountProgress()
    try:
        kernels.warm_up()
        result = count.count_tours(board, closed=args.closed, start=start,
                                   per_start=args.per_start, method=method, progress=progress)
        stopped = ""
    except (KeyboardInterrupt, SystemError) as exc:
        # Ctrl-C inside a compiled call comes back as a SystemError caused by it
        if not isinstance(exc, KeyboardInterrupt) and not isinstance(
                exc.__cause__, KeyboardInterrupt):
            raise
        progress.close()
        print(f"knighttour: counting stopped by Ctrl-C{progress.where}, before the end: "
              "no count", file=sys.stderr)
        return EXIT_NO
    except count.CountStopped as exc:  # pragma: no cover - the command line has no stop flag
        result, stopped = exc.partial, str(exc)
    progress.close()
    data = {"board": board.to_json(),
            "start": board.name(start) if start is not None else None,
            "closed": bool(args.closed), "count": result.count, "method": result.method,
            "seconds": round(result.seconds, 6)}
    if args.per_start:
        table = result.per_start
        data["per_start"] = {board.name(s): int(table[s]) for s in board.live_squares()}
    if args.json:
        print(json.dumps(_with_variant(data, board)))
    else:
        kind = "closed tours (undirected)" if args.closed else "open tours (directed)"
        where = f" from {board.name(start)}" if start is not None and not args.closed else ""
        print(f"{result.count:,} {kind} on {board.spec}{where} ({result.method}, "
              f"{result.seconds:.3f} s)")
        if args.per_start:
            print(board_table(board, result.per_start))
    return EXIT_NO if stopped else EXIT_OK


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
    from .core import compare, kernels

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
    kernels.warm_up()
    try:
        rows = compare.compare(board, solvers, starts, args.max_steps, args.closed,
                               args.workers)
    except KeyboardInterrupt:
        raise UsageError("stopped by Ctrl-C") from None
    if args.json:
        print(compare.rows_json(rows))
    elif args.csv:
        print(compare.rows_csv(rows), end="")
    else:
        width = max(len(name) for name in solvers)
        for row in rows:
            print(f"{row.solver:<{width}}  {row.start:>5}  {row.status:<8} "
                  f"{row.steps:>14,} steps {row.backtracks:>14,} backtracks "
                  f"{row.seconds:9.4f} s")
        for s in compare.summarise(rows):
            print(f"{s.solver:<{width}}  found {s.found}/{s.runs}, median "
                  f"{s.median_steps:,.0f} steps, max {s.max_steps:,}, {s.seconds:.2f} s")
    return EXIT_OK


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import bench_json

    rows = bench_json(args.slow)
    if args.json:
        print(json.dumps(rows))
        return EXIT_OK
    for row in rows:
        if row["solver"] == "count":
            extra = (f"  peak {row['peak_states']:,} states, {row['peak_bytes'] / 2**20:,.0f} MiB"
                     if row["peak_states"] else "")
            print(f"{row['case']:<46} {row['status']:<16} {row['seconds']:9.4f} s{extra}")
            continue
        rate = row["moves_per_second"] / 1e6
        print(f"{row['case']:<46} {row['status']:<8} {row['steps']:>12,} moves "
              f"{row['seconds']:9.4f} s {rate:8.1f} M moves/s")
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


COMMANDS = {"solve": cmd_solve, "validate": cmd_validate, "count": cmd_count,
            "bench": cmd_bench, "solvers": cmd_solvers, "compare": cmd_compare}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        return COMMANDS[args.command](args)
    except (UsageError, BoardError, SolverError, TourFileError) as exc:
        print(f"knighttour: error: {exc}", file=sys.stderr)
        return EXIT_BAD
    except MemoryError:
        print("knighttour: error: the board is too large for this machine's memory",
              file=sys.stderr)
        return EXIT_BAD
    except BrokenPipeError:
        return EXIT_OK


def entry() -> None:
    """Console-script entry point."""
    sys.exit(main())
