"""A family swept on a Dask cluster: its residues as tasks.

A sweep's counts are kept modulo several numbers (residues.py) and joined once they end.
On a cluster each task sweeps the whole family in a share of the moduli (Job.share):
the tasks share nothing, each records the long board's columns for itself and replays them
in its own moduli, and the client joins each board's residues from every share.  A task is
a pure function of its arguments: Dask reruns on another worker a task whose worker was
lost, and the numbers do not change.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

import numpy as np

from ..board.board import Board
from . import count_kernels
from .frontier import CLOSED, Stopped
from .residues import combine, moduli_for
from .sweep import FINISH_COLUMNS, Term, _alone, _long_job
from .transfer_sweep import walk

__all__ = ["sweep_on_cluster"]


def _share(
    rows: int, handed: list[int], mode: int, moduli_set: int, longest: int, share: tuple[int, ...]
) -> dict[int, list[int]]:
    """The task: every board of handed swept in the moduli share picks, board by board."""
    long = _long_job(rows, handed, mode, Board(rows, longest), moduli_set)
    long = replace(long, prune=False, share=share)
    got: dict[int, list[int]] = {}

    def told(length: int, residues: list[int], joined_at: int | None) -> None:
        got[length] = residues

    walk(long, handed, FINISH_COLUMNS, told, 1, None, None)
    return got


def sweep_on_cluster(
    client: Any,
    rows: int,
    lengths: Iterable[int],
    mode: int = CLOSED,
    *,
    moduli_set: int = 0,
    shares: int | None = None,
    on_term: Callable[[Term], None] | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[Term]:
    """sweep's counts of every rows x m board for m in lengths, made on the cluster client
    talks to: shares tasks (default: one per worker, at most one per modulus), each the
    whole sweep in its share of the moduli; on_term is told each board's term, shortest
    first, once every share has ended; stop is asked every 0.1 s (True cancels the tasks and
    raises Stopped)."""
    import distributed

    began = time.perf_counter()
    wanted = sorted({int(m) for m in lengths})
    if not wanted or wanted[0] < 1 or rows < 1:
        raise ValueError("a sweep needs rows and lengths of 1 or more")
    largest = Board(rows, wanted[-1])
    moduli = moduli_for(largest, mode == CLOSED, moduli_set)
    handed = [m for m in wanted if m > max(rows, FINISH_COLUMNS)]
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    count = max(1, min(len(moduli), shares or workers))
    picks = [tuple(int(i) for i in part) for part in np.array_split(np.arange(len(moduli)), count)]
    futures = []
    if handed:
        futures = [
            client.submit(_share, rows, handed, mode, moduli_set, wanted[-1], pick, pure=False)
            for pick in picks
        ]
    if not count_kernels.load_for_family(stop):
        client.cancel(futures)
        raise Stopped(0, 0, 0)
    counts: dict[int, tuple[int, bool]] = {}
    for m in wanted:
        if m not in handed:  # short: here, on its own
            counts[m] = (_alone(Board(rows, m), mode, largest, moduli_set, stop), False)
    with client.as_current():  # distributed.wait asks for the current client
        while futures:
            try:
                distributed.wait(futures, timeout=0.1)
                break
            except distributed.TimeoutError:
                if stop is not None and stop():
                    client.cancel(futures)
                    raise Stopped(0, 0, 0) from None
    shared = client.gather(futures) if futures else []
    for m in handed:
        residues = [r for got in shared for r in got[m]]
        counts[m] = (combine(residues, moduli), True)
    terms = []
    for m in wanted:
        count_m, handed_over = counts[m]
        term = Term(rows, m, count_m, handed_over, mode == CLOSED, time.perf_counter() - began)
        terms.append(term)
        if on_term is not None:
            on_term(term)
    return terms
