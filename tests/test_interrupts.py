"""An interrupt (Ctrl-C; a notebook's Interrupt button, which is SIGINT to the kernel) stops a
comparison at once and keeps what it finished: the library returns the rows that ended (the
runs it stopped marked 'stopped'), the command line prints them and exits 1 with one line.
Before, the interrupt waited for every running run to reach its step limit (29-42 s on 8x8
with 10**9 moves) and lost the rows."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import knighttour

#: an interrupt's answer comes back within this (the runs stop at their next chunk); the
#: runs themselves would take minutes
PROMPT = 5.0


def test_an_interrupt_stops_a_comparison_and_keeps_its_rows() -> None:
    knighttour.solve("5", "a1")  # (the kernels loaded before the clock)
    interrupt = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
    interrupt.start()
    began = time.monotonic()
    result = knighttour.compare("8", ["backtracking"], starts="all", max_steps=10**9)
    seconds = time.monotonic() - began
    interrupt.join()
    assert seconds < PROMPT, f"the interrupt took {seconds:.1f} s to come back"
    statuses = [row.status for row in result.rows]
    assert 0 < len(statuses) < 64 and "stopped" in statuses
    assert knighttour.solve("5", "a1").found  # the library goes on working


def test_ctrl_c_prints_the_rows_a_comparison_finished() -> None:
    command = [sys.executable, "-m", "knighttour", "compare", "8", "--solvers", "backtracking"]
    process = subprocess.Popen(
        [*command, "--max-steps", "1000000000", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(4)  # (the process starts and its runs go on: a person presses Ctrl-C)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 1, err
    rows = json.loads(out)
    assert rows and any(row["status"] == "stopped" for row in rows)
    assert err.strip().endswith("runs ended (those it stopped are marked stopped)")
    assert "Traceback" not in err


def test_an_interrupt_stops_a_family_and_keeps_the_boards_it_finished() -> None:
    """knighttour.count_family interrupted (a notebook's Interrupt): back at once with the
    boards counted so far, no traceback (measured in a real kernel: 0.44 s)."""
    knighttour.count_family(6, [7], closed=True)  # (the kernels loaded before the clock)
    interrupt = threading.Timer(2.0, os.kill, (os.getpid(), signal.SIGINT))
    interrupt.start()
    began = time.monotonic()
    terms = knighttour.count_family(6, range(5, 40), closed=True)
    seconds = time.monotonic() - began
    interrupt.join()
    assert seconds < 2.0 + PROMPT, f"the interrupt took {seconds - 2.0:.1f} s to come back"
    assert [t.count for t in terms][:2] == [8, 9862] and len(terms) < 35
