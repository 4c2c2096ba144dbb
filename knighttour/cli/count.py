"""knighttour count: count every tour of a board, open or closed, from one square or all,
here or on a Dask cluster, with progress on stderr."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import numpy as np

from ..core.board.board import Board
from ..core.count.line import applies
from ..core.files import formats
from .errors import EXIT_NO, EXIT_OK, UsageError
from .output import with_variant
from .parser import board_from

if TYPE_CHECKING:
    from ..core.count.estimates import TimeLeft
    from ..core.count.methods import TourCount

#: a frontier count of this many squares or more says at once that it has begun
LONG_COUNT_SQUARES = 100_000


class CountProgress:
    """Progress of a count on stderr, once it has run a second: square k of n, live states,
    memory; rewritten in place on a terminal, a line every 5 s otherwise."""

    def __init__(self, stream=None, squares: int = 0, runs: bool = False, column: int = 0) -> None:
        import time

        self.squares, self.runs, self.column = squares, runs, column
        self.stream = stream or sys.stderr
        self.clock = time.perf_counter
        self.t0 = self.clock()
        self.last = -60.0  # the first report once a second has passed
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.shown = False
        self.where = ""
        self.tasks = ""  # on a cluster: its tasks done, in place of the memory
        self.runner: Any = None  # on a cluster: its cluster.Runner
        # per square of the count running: live states and seconds, for the time left
        self.pace: TimeLeft | None = None  # made on the first square: count's import is lazy
        self.left: float | None = None
        self.done = 0  # the last square finished (of the count running)
        self.width = 78

    def starting(self, board: Board, closed: bool) -> None:
        """Say at once that a long count has begun (before its first square, which on a
        board of millions of squares waits for the line of squares to be made)."""
        from ..core.count.residues import moduli_needed

        kind = "closed" if closed else "open"
        moduli = moduli_needed(board, closed)
        self._show(
            f"counting {kind} tours of {board.spec} by the frontier method: "
            f"{board.squares:,} squares, one at a time, each way counted modulo {moduli:,} "
            "numbers (first the line of squares and the moduli are made)"
        )
        if self.tty:  # the progress line takes its place
            self.stream.write("\n")

    def on_tasks(self, done: int, total: int) -> None:
        """A cluster's tasks done of the count running."""
        self.tasks = f"tasks {done:,} of {total:,}"

    def searched(self, done: int, total: int, tours: int) -> None:
        """An exhaustive count's progress: searches done of all, tours found so far."""
        now = self.clock() - self.t0
        if now < 1.0 or now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        starts = f"{done:,} of {total:,} start squares, " if total > 1 else ""
        self._show(
            f"counting by exhaustive search: {starts}{tours:,} tours found so far, {now:,.0f} s"
        )

    def _show(self, text: str) -> None:
        if self.tty:
            self.width = max(self.width, len(text))
            self.stream.write("\r" + text.ljust(self.width))
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self.shown = True

    def __call__(self, k: int, n: int, states: int, used: int) -> None:
        from ..core.count.estimates import TimeLeft
        from ..core.count.methods import progress_text

        place = progress_text(k, n, self.squares)
        self.where = f" after {place} ({states:,} live state{'s' if states != 1 else ''})"
        now = self.clock() - self.t0
        if n <= self.squares or self.squares <= 0:  # one count: square k of n
            self.done = k
            self.pace = self.pace or TimeLeft(self.column)
            self.left = self.pace.add(k, n, states, now)
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
        self._show(text)

    def close(self) -> None:
        """Clear the progress line on a terminal."""
        if self.shown and self.tty:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()


def run(args: argparse.Namespace) -> int:
    """knighttour count: count every tour (here, or on a Dask cluster)."""
    from ..core.board.theorems import tour_impossible
    from ..core.count import methods as count
    from . import sweep

    many = sweep.family(args.board)
    if many is not None:
        return sweep.run(args, *many)
    if args.second_moduli:
        raise UsageError("--second-moduli checks a family's counts (6x1..6x60): give a family")
    board = board_from(args)
    start = board.parse_square(args.start) if args.start is not None else None
    if args.per_start and args.closed:
        raise UsageError(
            "--per-start counts open tours from each square; it does not go with --closed"
        )
    if args.end is not None:
        return _count_between(args, board, start)
    board.check_fits(96)
    method = _method(args, board, start)
    theorem = "" if args.per_start else tour_impossible(board, start, args.closed)
    if args.checkpoint is not None and method != count.FRONTIER:
        raise UsageError(
            f"--checkpoint keeps the squares of a frontier count; {board.spec} is counted by "
            "an exhaustive search, which has none"
        )
    if not theorem and method == count.FRONTIER and args.cluster is None:
        _check_long(args, board, start)
    progress = CountProgress(squares=board.squares, column=min(board.rows, board.cols))
    if not theorem and method == count.FRONTIER and board.squares >= LONG_COUNT_SQUARES:
        progress.starting(board, args.closed)
    try:
        result = _count(args, board, start, method, theorem, progress)
        stopped = ""
    except (KeyboardInterrupt, SystemError) as exc:
        # Ctrl-C inside a compiled call comes back as a SystemError caused by it
        if not isinstance(exc, KeyboardInterrupt) and not isinstance(
            exc.__cause__, KeyboardInterrupt
        ):
            raise
        _say_interrupted(args, progress)
        return EXIT_NO
    except count.CountStopped as exc:  # pragma: no cover - the command line has no stop flag
        result, stopped = exc.partial, str(exc)
    progress.close()
    _report(args, board, start, result)
    return EXIT_NO if stopped else EXIT_OK


def _method(args: argparse.Namespace, board: Board, start: int | None) -> str:
    """The method of the count: the frontier counter on a cluster, else the library's choice
    (with its refusals)."""
    from ..core.board.theorems import tour_impossible
    from ..core.count import methods as count
    from ..core.count import plan

    method = count.choose_method(board)
    if args.cluster is not None:
        if not applies(board) and not tour_impossible(board, start, args.closed):
            raise UsageError(
                f"the frontier counter does not fit {board.spec} (it takes boards up to 9 "
                "squares wide): there is nothing to send to a cluster"
            )
        if applies(board):
            method = count.FRONTIER  # else a theorem answers, here
    else:  # the refusals of a count here: the library's too (core/count/plan.py)
        method = plan.method_for(board, args.closed, start, args.per_start)
    return method


def _count(
    args: argparse.Namespace,
    board: Board,
    start: int | None,
    method: str,
    theorem: str,
    progress: CountProgress,
) -> TourCount:
    """The count, here or on the cluster, once the kernels it calls are ready."""
    from ..core.count import count_kernels as count_kernels
    from ..core.count import methods as count

    with _counting_on(args.cluster, args.checkpoint, progress) as runner:
        if theorem:
            pass  # a theorem answers: no kernel is called
        elif runner is None:  # only the kernels this count calls, before its clock starts
            count_kernels.load_for_method(method)
        else:
            count_kernels.load_with_counting()
        return count.count_tours(
            board,
            closed=args.closed,
            start=start,
            per_start=args.per_start,
            method=method,
            progress=progress,
            runner=runner,
            checkpoint=args.checkpoint if runner is None else None,
            searched=progress.searched,
        )


def _say_interrupted(args: argparse.Namespace, progress: CountProgress) -> None:
    """Say on stderr that Ctrl-C stopped the count, and what a checkpoint saved."""
    progress.close()
    resume = ""
    if args.checkpoint:
        runner = progress.runner
        saved = runner.record.saved_at if runner is not None else progress.done
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


def _report(args: argparse.Namespace, board: Board, start: int | None, result: TourCount) -> None:
    """Print the count: as JSON with --json, else its sentence (and the per-start table)."""
    from ..core.count import methods as count

    data = {
        "board": board.to_json(),
        "start": board.name(start) if start is not None else None,
        "closed": bool(args.closed),
        "count": result.count,
        "method": result.method,
        "seconds": round(result.seconds, 6),
    }
    if result.reason:
        data["reason"] = result.reason  # a theorem answered, without counting
    table = result.per_start
    if args.per_start:
        assert table is not None  # counted with per_start
        data["per_start"] = {board.name(s): int(table[s]) for s in board.live_squares()}
    if args.json:
        print(json.dumps(with_variant(data, board)))
    else:
        said = count.count_sentence(
            result.count or 0, board, args.closed, None if args.closed else start
        )
        if result.reason:
            print(f"{said} (a theorem, {result.seconds:.3f} s)")
            print(result.reason)
        else:
            print(f"{said} ({result.method}, {result.seconds:.3f} s)")
        if table is not None and args.per_start:
            print(board_table(board, table))


def _check_long(args: argparse.Namespace, board: Board, start: int | None) -> None:
    """A count estimated to take over a day is refused at once, with the estimate, unless
    --allow-long asks for it; then it keeps a checkpoint (in the user's data folder when no
    --checkpoint names one), so that it can be stopped and gone on with."""
    from ..core.count import methods as count
    from ..core.count.checkpoint import default_folder

    seconds = count.estimate_count_seconds(board, args.closed, start, args.per_start)
    if seconds <= count.LONG_SECONDS:
        return
    kind = "closed" if args.closed else "open"
    if not args.allow_long:
        raise UsageError(
            f"counting the {kind} tours of {board.spec} is estimated to take "
            f"{long_duration(seconds)} here ({seconds:,.0f} s); add --allow-long to count "
            "anyway (with --checkpoint DIR to keep its progress)"
        )
    if args.checkpoint is None:
        args.checkpoint = str(default_folder(board, args.closed, start, args.per_start))
        print(
            f"knighttour: a long count (about {long_duration(seconds)}): its progress is kept "
            f"in {args.checkpoint}; Ctrl-C, then the same command, goes on from there",
            file=sys.stderr,
        )


def long_duration(seconds: float) -> str:
    """'26 hours', '32 days', '4.1 years': a long count's estimate as people say it."""
    hours = seconds / 3600
    if hours < 48:
        return f"{hours:,.0f} hours"
    if hours < 24 * 730:
        return f"{hours / 24:,.0f} days"
    return f"{hours / (24 * 365.25):,.1f} years"


def _count_between(args: argparse.Namespace, board: Board, start: int | None) -> int:
    """count --start A --end B: the open tours from A that end on B."""
    from ..core.count import methods as count

    end = board.parse_square(args.end)
    for option, given in (
        ("--per-start", args.per_start),
        ("--cluster", args.cluster is not None),
        ("--checkpoint", args.checkpoint is not None),
    ):
        if given:
            raise UsageError(f"--end counts one search's tours here; it does not go with {option}")
    if start is None:
        raise UsageError("--end counts the tours from --start that end there: give --start too")
    if args.closed:
        raise UsageError(
            "--end counts open tours: a closed tour has no last square (leave out --closed)"
        )
    count.check_between(board, start, end)  # refused at once where it cannot be counted
    progress = CountProgress(squares=board.squares)
    try:
        result = count.count_between(board, start, end, searched=progress.searched)
    except KeyboardInterrupt:
        progress.close()
        print("knighttour: counting stopped by Ctrl-C, before the end: no count", file=sys.stderr)
        return EXIT_NO
    progress.close()
    data: dict[str, object] = {
        "board": board.to_json(),
        "start": board.name(start),
        "closed": False,
        "count": result.count,
        "method": result.method,
        "seconds": round(result.seconds, 6),
        "end": board.name(end),
    }
    if result.reason:
        data["reason"] = result.reason
    if args.json:
        print(json.dumps(with_variant(data, board)))
        return EXIT_OK
    said = count.count_sentence(result.count or 0, board, False, start, end)
    if result.reason:
        print(f"{said} (a theorem, {result.seconds:.3f} s)")
        print(result.reason)
    else:
        print(f"{said} ({result.method}, {result.seconds:.3f} s)")
    return EXIT_OK


@contextlib.contextmanager
def _counting_on(
    address: str | None, checkpoint: str | None, progress: CountProgress
) -> Iterator[Any]:
    """The runner of a count's frontier runs: None (here, on threads) without a cluster
    address, else a cluster.Runner on the cluster at address (told on stderr with its
    dashboard)."""
    if address is None:
        yield None
        return
    from ..core.count import cluster

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
