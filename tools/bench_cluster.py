"""The same frontier count on a local Dask cluster of one worker process and of two (one
thread each), and here on one thread and on two, in one sitting: times, speed-ups, task sizes.

    python tools/bench_cluster.py [BOARD] [closed|open] [PARTS]     (default: 6x12 closed)
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from knighttour.core.board.board import Board
from knighttour.core.count import cluster, count_kernels, frontier


def main() -> None:
    spec = sys.argv[1] if len(sys.argv) > 1 else "6x12"
    kind = sys.argv[2] if len(sys.argv) > 2 else "closed"
    parts = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    board = Board.from_spec(spec)
    mode = frontier.CLOSED if kind == "closed" else frontier.OPEN_ALL
    job = frontier.Job(board, mode)
    count_kernels.load_with_counting()
    print(f"load: {os.getloadavg()[0]:.2f}; {spec} {kind}, {job.squares} squares, {parts} parts")
    rows = []
    for threads in (1, 2):
        t0 = time.perf_counter()
        stats = frontier.RunStats()
        value = frontier.run(board, mode, threads=threads, stats=stats)
        rows.append(
            (f"here, {threads} thread{'s' if threads > 1 else ''}", value, time.perf_counter() - t0)
        )
    peak = stats.peak_states
    for workers in (1, 2):
        with cluster.connect(f"local:{workers}") as client:
            client.run(count_kernels.load_with_counting)
            t0 = time.perf_counter()
            record = cluster.ClusterRun()
            value = cluster.count(client, job, parts=parts, record=record)
            took = time.perf_counter() - t0
        tasks = sorted(record.task_seconds)
        rows.append((f"cluster, {workers} worker{'s' if workers > 1 else ''}", value, took))
        print(
            f"  {workers} worker(s): {record.step_tasks} step tasks, per task median "
            f"{statistics.median(tasks) * 1000:.0f} ms, largest {tasks[-1] * 1000:.0f} ms"
        )
    print(f"peak {peak:,} states")
    base = {
        name.split(",")[0]: seconds
        for name, _, seconds in rows
        if name.endswith(" 1 thread") or name.endswith(" 1 worker")
    }
    for name, value, seconds in rows:
        speedup = base[name.split(",")[0]] / seconds
        print(f"{name:<22} {value:>22,} {seconds:9.2f} s  x{speedup:.2f}")
    if len({value for _, value, _ in rows}) != 1:
        raise SystemExit("the counts differ")


if __name__ == "__main__":
    main()
