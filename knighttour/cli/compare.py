"""knighttour compare: run solvers from many start squares (here, or each run a task on a
Dask cluster) and print their rows and a summary."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..core.board.board import Board
from ..core.files import formats
from ..core.solve.catalogue import get_solver
from .count import CountProgress
from .errors import EXIT_NO, EXIT_OK, UsageError
from .parser import board_from


def run(args: argparse.Namespace) -> int:
    """knighttour compare: run solvers from many start squares, one row a run."""
    from ..core.compare import runs as compare

    if args.max_steps is None:
        args.max_steps = compare.DEFAULT_MAX_STEPS
    board = board_from(args)
    # before anything the size of the board is made (the list of its squares, say)
    board.check_fits(96 * (args.workers or 2))
    solvers = [name.strip() for name in args.solvers.split(",") if name.strip()]
    if not solvers:
        raise UsageError("--solvers needs at least one solver name")
    solvers = [get_solver(name).name for name in solvers]  # (asked in any case)
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
    interrupted = False
    try:
        if args.cluster is not None:
            rows = _compare_on(args.cluster, board, solvers, starts, args)
        else:  # (each run loads its own search's kernels, before its clock starts)
            rows = compare.compare(
                board,
                solvers,
                starts,
                args.max_steps,
                args.closed,
                args.workers,
                repeat=args.repeat,
                tours=args.tours,
            )
    except compare.Interrupted as cut:
        rows, interrupted = cut.rows, True  # the runs that ended are printed, not lost
    except KeyboardInterrupt:
        raise UsageError("stopped by Ctrl-C") from None
    varied = [row for row in rows if row.same_moves is False]
    if varied:
        print(
            f"knighttour: warning: {len(varied):,} of {len(rows):,} repeated runs did not make "
            f"the same moves each time (the first: {varied[0].solver} from {varied[0].start}); "
            "their steps are the last run's",
            file=sys.stderr,
        )
    if args.json:
        print(compare.rows_json(rows))
    elif args.csv:
        # the Table's export and this are one format (files/formats.py)
        data = formats.table_csv_bytes(board, rows, closed=args.closed, max_steps=args.max_steps)
        sys.stdout.write(data.decode())
    else:
        _print_rows(rows, solvers)
    if interrupted:
        print(
            f"knighttour: stopped by Ctrl-C: {len(rows):,} runs ended (those it stopped are "
            "marked stopped)",
            file=sys.stderr,
        )
        return EXIT_NO
    return EXIT_OK


def _print_rows(rows: list[Any], solvers: list[str]) -> None:
    """compare's text: a line a run (its time in a unit that keeps three figures; with
    --repeat the median, the least and the runs), its tour under it with --tours, then a
    line a solver."""
    from ..core.compare.runs import format_seconds, summarise

    width = max(len(name) for name in solvers)
    for row in rows:
        took = format_seconds(row.seconds)
        if row.repeats is not None:
            same = "" if row.same_moves else "; NOT the same moves each run"
            took = (
                f"{took} median (least {format_seconds(row.seconds_min)}, "
                f"{row.repeats} run{'s' if row.repeats != 1 else ''}{same})"
            )
        print(
            f"{row.solver:<{width}}  {row.start:>5}  {row.status:<8} "
            f"{row.steps:>14,} steps {row.backtracks:>14,} backtracks {took:>9}"
        )
        if row.tour is not None:
            print("    " + (" ".join(row.tour) if row.tour else "(no tour)"))
    for s in summarise(rows):
        print(
            f"{s.solver:<{width}}  found {s.found}/{s.runs}, median "
            f"{s.median_steps:,.0f} steps, max {s.max_steps:,}, {format_seconds(s.seconds)}"
        )


def _compare_on(
    address: str, board: Board, solvers: list[str], starts: list[int], args: argparse.Namespace
) -> list[Any]:
    """compare's rows, each run a task on the cluster at address (progress on stderr)."""
    from ..core.count import cluster

    total = len(solvers) * len(starts)
    progress = CountProgress(runs=True)
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
                client,
                board,
                solvers,
                starts,
                args.max_steps,
                args.closed,
                on_row=tell,
                repeat=args.repeat,
                tours=args.tours,
            )
    except cluster.ClusterError as exc:
        raise UsageError(str(exc)) from None
    finally:
        progress.close()
    return rows
