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
from ..core.count.sentences import long_duration
from ..core.files import formats
from .errors import EXIT_NO, EXIT_OK, UsageError
from .parser import board_from

if TYPE_CHECKING:
    from ..core.count.estimates import TimeLeft
    from ..core.count.plan import CountAnswer

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
        from ..core.count.sentences import progress_text

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
    """knighttour count: count every tour (here, or on a Dask cluster), by the one count of
    core/count/plan.py (request, plan, run, answer) that the library and the window make."""
    from ..core.count import methods as count
    from ..core.count.plan import CountRequest, plan_count, run_count
    from . import sweep

    many = sweep.family(args.board)
    if many is not None:
        return sweep.run(args, *many)
    for flag in ("second_moduli", "join", "every_square"):
        if getattr(args, flag, False):
            option = "--" + flag.replace("_", "-")
            raise UsageError(f"{option} checks a family's counts (6x1..6x60): give a family")
    board = board_from(args)
    start = board.parse_square(args.start) if args.start is not None else None
    end = board.parse_square(args.end) if args.end is not None else None
    _check_options(args, start, end)
    on_cluster = args.cluster is not None
    plan = plan_count(CountRequest(board, args.closed, start, end, args.per_start, on_cluster))
    if on_cluster and plan.verdict is None and not applies(board):
        raise UsageError(
            f"the frontier counter does not fit {board.spec} (it takes boards up to 9 "
            "squares wide): there is nothing to send to a cluster"
        )
    if args.checkpoint is not None and plan.method != count.FRONTIER:
        raise UsageError(
            f"--checkpoint keeps the squares of a frontier count; {board.spec} is counted by "
            "an exhaustive search, which has none"
        )
    counting = plan.verdict is None and plan.method == count.FRONTIER
    if counting and not on_cluster:
        _check_long(args, board, start)
    progress = CountProgress(squares=board.squares, column=min(board.rows, board.cols))
    if counting and board.squares >= LONG_COUNT_SQUARES:
        progress.starting(board, args.closed)
    with _counting_on(args.cluster, args.checkpoint, progress) as runner:
        plan.load_kernels()  # (before the count's clock starts)
        answer = run_count(
            plan,
            progress=progress,
            runner=runner,
            checkpoint=args.checkpoint if runner is None else None,
            searched=progress.searched,
        )
    progress.close()
    if answer.stopped:
        if args.json:  # what was finished, as far as the format allows
            print(json.dumps(answer.to_dict()))
        _say_interrupted(args, progress)
        return EXIT_NO
    _report(args, answer)
    return EXIT_OK


def _check_options(args: argparse.Namespace, start: int | None, end: int | None) -> None:
    """The options that do not go together, said as the command line spells them."""
    if args.per_start and args.closed:
        raise UsageError(
            "--per-start counts open tours from each square; it does not go with --closed"
        )
    if end is None:
        return
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


def _report(args: argparse.Namespace, answer: CountAnswer) -> None:
    """Print the count: its JSON with --json, else its sentence (and the per-start table)."""
    if args.json:
        print(json.dumps(answer.to_dict()))
        return
    result = answer.result
    if answer.why:
        print(f"{answer.sentence()} (a theorem, {result.seconds:.3f} s)")
        print(answer.why)
    else:
        print(f"{answer.sentence()} ({result.method}, {result.seconds:.3f} s)")
    if result.per_start is not None and args.per_start:
        print(board_table(answer.plan.request.board, result.per_start))


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
