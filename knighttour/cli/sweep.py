"""knighttour count ROWSxA..ROWSxB: a family of boards counted in one pass (core/count/sweep.py),
each board's count printed as it ends."""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from typing import Any

from .errors import EXIT_NO, EXIT_OK, UsageError

#: 6x1..6x60, or 6x1..60
FAMILY = re.compile(r"^\s*(\d+)\s*x\s*(\d+)\s*\.\.\s*(?:(\d+)\s*x\s*)?(\d+)\s*$")
#: the options a family does not take (each board is counted whole, here)
NOT_WITH = ("start", "end", "per_start", "leaper", "holes", "wrap")


def family(spec: str) -> tuple[int, range] | None:
    """(rows, lengths) of a family "6x1..6x60" or "6x1..60"; None when spec is one board."""
    got = FAMILY.match(spec)
    if got is None:
        return None
    rows, first, again, last = got.groups()
    if again is not None and again != rows:
        raise UsageError(f"{spec}: a family keeps its rows ({rows}x{first}..{rows}x{last})")
    rows_n, first_n, last_n = int(rows), int(first), int(last)
    if rows_n < 1 or first_n < 1 or last_n < first_n:
        raise UsageError(f"{spec}: give rows and lengths of 1 or more, the first no larger")
    return rows_n, range(first_n, last_n + 1)


def run(args: argparse.Namespace, rows: int, lengths: range) -> int:
    """Count rows x m for each m of lengths in one sweep; a line (or a JSON object) a board."""
    from ..core.count.frontier import CLOSED, OPEN_ALL
    from ..core.count.sweep import Term, sweep

    for option in NOT_WITH:
        if getattr(args, option, None) not in (None, False, "none"):
            flag = "--" + option.replace("_", "-")
            raise UsageError(f"a family of boards is counted whole: it does not go with {flag}")
    if args.cluster is not None and (args.checkpoint or args.join or args.every_square):
        raise UsageError(
            "a family on a cluster is swept straight, its moduli shared among the workers: "
            "not with --checkpoint, --join or --every-square"
        )
    kind = "closed tours (undirected)" if args.closed else "open tours (directed)"

    terms: list[Term] = []

    def said(term: Term) -> None:
        terms.append(term)
        if args.json:
            print(json.dumps(term.to_dict()), flush=True)
        else:
            joined = "" if term.joined_at is None else f" (joined at column {term.joined_at})"
            print(f"{term.rows}x{term.length}: {term.tours:,} {kind}{joined}", flush=True)

    def progress(done: int, columns: int, states: int) -> None:
        if sys.stderr.isatty():
            print(f"\rcolumn {done:,} of {columns:,}, {states:,} states", end="", file=sys.stderr)

    mode = CLOSED if args.closed else OPEN_ALL
    try:
        if args.cluster is not None:
            _on_cluster(args, rows, lengths, mode, said)
        else:
            sweep(
                rows,
                lengths,
                mode,
                on_term=said,
                moduli_set=1 if args.second_moduli else 0,
                progress=progress,
                way="count" if args.every_square else "map",
                join=args.join,
                checkpoint=args.checkpoint,
            )
    except KeyboardInterrupt:
        counted = f"{len(terms)} of {len(lengths)} boards counted"
        again = " The same command goes on from the checkpoint." if args.checkpoint else ""
        print(f"\nStopped by Ctrl-C: {counted}.{again}", file=sys.stderr)
        return EXIT_NO
    if sys.stderr.isatty():
        print(file=sys.stderr)
    return EXIT_OK


def _on_cluster(
    args: argparse.Namespace, rows: int, lengths: range, mode: int, said: Callable[[Any], None]
) -> None:
    """The family swept on the Dask cluster at args.cluster, its moduli shared among the
    workers (core/count/sweep_cluster.py), told on stderr; each board said once every
    share has ended."""
    from ..core.count import cluster
    from ..core.count.sweep_cluster import sweep_on_cluster

    try:
        with cluster.connect(args.cluster) as client:
            workers = len(client.scheduler_info().get("workers", {}))
            print(
                f"knighttour: sweeping on the Dask cluster at {client.scheduler.address} "
                f"({workers} worker{'s' if workers != 1 else ''}), the moduli shared among them",
                file=sys.stderr,
            )
            sweep_on_cluster(
                client,
                rows,
                lengths,
                mode,
                moduli_set=1 if args.second_moduli else 0,
                on_term=said,
            )
    except cluster.ClusterError as exc:
        raise UsageError(str(exc)) from None
