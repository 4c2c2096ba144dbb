"""The machine's clock: a process of its own that only ticks, and writes down when it lost time.

    python machine_clock.py FILE

A tick every TICK seconds; where one comes late by more than LOST, with the time this process
waited for a processor taken out (another thread's turn is not what this measures), the
machine itself stopped it: a virtual processor held up by its host (on a virtual machine,
touching fresh memory can stop both virtual processors for tens of milliseconds at a time,
and every process on them with it).  Each such stretch is written to FILE as a line
"began ended lost" (CLOCK_MONOTONIC seconds, shared by every process on the machine).
It stops when its standard input closes (the watch that started it ended, or died).

Shares nothing with the program: no Qt, no numpy, no GIL or memory of the test's process.
"""

from __future__ import annotations

import select
import sys
import time
from pathlib import Path

#: seconds between ticks
TICK = 0.002
#: a tick later than this (beyond its interval and the wait for a processor) is time lost
LOST = 0.010
#: the first line written, once the clock runs
READY = "ready"

_SCHEDSTAT = Path("/proc/thread-self/schedstat") if sys.platform.startswith("linux") else None


def waiting_for_a_processor() -> float:
    """Seconds this thread has spent ready to run but not running (0.0 where not known)."""
    if _SCHEDSTAT is None:
        return 0.0
    try:
        return int(_SCHEDSTAT.read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def main(path: str) -> int:
    with open(path, "w", buffering=1) as out:
        out.write(READY + "\n")
        last, waited = time.monotonic(), waiting_for_a_processor()
        while True:
            # a tick, or the end: standard input readable means it closed
            if select.select([sys.stdin], [], [], TICK)[0]:
                return 0
            now, now_waited = time.monotonic(), waiting_for_a_processor()
            lost = now - last - TICK - (now_waited - waited)
            if lost > LOST:
                out.write(f"{last:.6f} {now:.6f} {lost:.6f}\n")
            last, waited = now, now_waited


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
