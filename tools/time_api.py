"""What a call from Python costs over the search itself: knighttour.solve(Board("8"), "a1")
after the first call (kernels loaded), its wall time less the run's own seconds, beside the
same search driven directly through the core (core/solve/pipeline.py, no Tour made), and
import knighttour's own time.

    .venv/bin/python tools/time_api.py [CALLS]        (default 3000)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time


def main(argv: list[str]) -> int:
    calls = int(argv[0]) if argv else 3000
    started = time.perf_counter()
    import knighttour

    imported = time.perf_counter() - started
    from knighttour.core.solve import pipeline
    from knighttour.core.solve.run_loop import Drive

    board = knighttour.Board("8")
    knighttour.solve(board, "a1")  # the first call: kernels loaded, modules imported
    walls, searches, overheads, direct = [], [], [], []
    for _ in range(calls):
        t0 = time.perf_counter()
        tour = knighttour.solve(board, "a1")
        wall = time.perf_counter() - t0
        walls.append(wall)
        searches.append(tour.seconds)
        overheads.append(wall - tour.seconds)
        t0 = time.perf_counter()
        search = pipeline.prepare(pipeline.request(board._core, 0, "auto"))
        for found in pipeline.found_tours(search, Drive(only_needed=True)):
            found.path()
            break
        direct.append(time.perf_counter() - t0)
    assert tour.found and len(tour) == 64

    def us(values: list[float]) -> str:
        median, least = statistics.median(values) * 1e6, min(values) * 1e6
        return f"median {median:,.1f} µs, least {least:,.1f} µs"

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"knighttour.solve(Board('8'), 'a1'), {calls:,} calls after the first (load {load:.1f}):")
    print(f"  the call (wall):                 {us(walls)}")
    print(f"  the search itself (tour.seconds): {us(searches)}")
    print(f"  the call over the search:         {us(overheads)}")
    print(f"  the core pipeline alone (wall):   {us(direct)}")
    cold = (
        subprocess.run(
            [sys.executable, "-X", "importtime", "-c", "import knighttour"],
            capture_output=True,
            text=True,
            check=True,
        )
        .stderr.strip()
        .splitlines()[-1]
    )
    print(f"  import knighttour: {imported * 1e3:.2f} ms here; -X importtime: {cold.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
