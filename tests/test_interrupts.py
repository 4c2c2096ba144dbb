"""An interrupt (Ctrl-C; a notebook's Interrupt button, which is SIGINT to the kernel) stops a
call at once and keeps what it finished: the library raises Interrupted (a
KeyboardInterrupt: the cell stops) whose answer is what the call had finished (for a
comparison, the rows that ended, the runs it stopped marked 'stopped'), also given by
knighttour.interrupted(); the command line prints it and exits 1 with one line.  Before, a
comparison waited for every running run to reach its step limit (29-42 s on 8x8 with 10**9
moves) and lost the rows."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

import knighttour
from knighttour.api import Interrupted

#: an interrupt's answer comes back within this (the runs stop at their next chunk); the
#: runs themselves would take minutes
PROMPT = 5.0


def _interrupted(call, after: float) -> tuple[object, float]:
    """Run call, SIGINT to this process after seconds: (the Interrupted's answer, the
    seconds from the interrupt to its coming back)."""
    interrupt = threading.Timer(after, os.kill, (os.getpid(), signal.SIGINT))
    interrupt.start()
    began = time.monotonic()
    with pytest.raises(Interrupted) as stopped:
        call()
    seconds = time.monotonic() - began - after
    interrupt.join()
    assert stopped.value.answer is knighttour.interrupted()  # kept after the cell
    assert "knighttour.interrupted()" in str(stopped.value)
    assert seconds < PROMPT, f"the interrupt took {seconds:.1f} s to come back"
    assert knighttour.solve("5", "a1").found  # the library goes on working
    return stopped.value.answer, seconds


def test_an_interrupt_stops_a_comparison_and_keeps_its_rows() -> None:
    knighttour.solve("5", "a1")  # (the kernels loaded before the clock)
    result, _ = _interrupted(
        lambda: knighttour.compare("8", ["backtracking"], starts="all", max_steps=10**9), 1.0
    )
    statuses = [row.status for row in result.rows]
    assert 0 < len(statuses) < 64 and "stopped" in statuses
    assert "not started" in repr(result) and result.asked == 64


def test_an_interrupt_stops_a_solve_with_its_counters() -> None:
    tour, _ = _interrupted(lambda: knighttour.solve("8", "b1", solver="backtracking"), 1.0)
    assert (tour.status, tour.reason) == ("gave-up", "Stopped by Ctrl-C.")
    assert tour.steps > 0 and not tour.squares


def test_an_interrupt_stops_a_count_marked_stopped() -> None:
    count, _ = _interrupted(lambda: knighttour.count("8", closed=True), 1.5)
    assert count.stopped and count.count is None
    assert count.to_dict()["stopped"] is True


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
    terms, _ = _interrupted(lambda: knighttour.count_family(6, range(5, 40), closed=True), 2.0)
    assert [t.count for t in terms][:2] == [8, 9862] and len(terms) < 35
    said = str(Interrupted("knighttour.count_family", terms))
    assert f"a list of the {len(terms)} Terms it finished" in said  # (it said "a list of 2")


def test_a_stopped_table_count_says_why_it_has_no_heatmap() -> None:
    counted = knighttour.count("6", per_start=True, stop=lambda: True)
    assert counted.stopped and counted.per_start is None
    with pytest.raises(knighttour.KnightTourError, match="stopped before it finished any"):
        counted.heatmap()


def test_ctrl_c_prints_what_a_count_finished_as_json(monkeypatch, capsys) -> None:
    """knighttour count --json stopped by Ctrl-C: the answer so far, marked stopped (its
    count null), one line on stderr, exit 1, no traceback."""
    from knighttour.cli.main import main
    from knighttour.core.count import methods

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(methods, "count_tours", interrupted)
    assert main(["count", "6x8", "--closed", "--json"]) == 1
    out, err = capsys.readouterr()
    answer = json.loads(out)
    assert (answer["count"], answer["stopped"], answer["board"]) == (
        None,
        True,
        {"rows": 6, "cols": 8},
    )
    assert "counting stopped by Ctrl-C" in err and "Traceback" not in err


def test_a_count_stopped_by_its_stop_says_so_and_has_no_number() -> None:
    """A stopped count's sentence says it was stopped, never '0 … so far'; int() of it is a
    KnightTourError."""
    asked = []
    stopped = knighttour.count("6x8", closed=True, stop=lambda: len(asked) > 2 or asked.append(1))
    assert stopped.stopped and stopped.count is None
    assert stopped.sentence().startswith("stopped after square ")
    assert stopped.sentence().endswith("before the end: no count")
    assert stopped.to_dict()["stopped"] is True
    try:
        int(stopped)
    except knighttour.KnightTourError as error:
        assert "stopped" in str(error)
    else:
        raise AssertionError("int() of a stopped count gave a number")


def test_an_interrupt_during_a_first_compilation_is_one_line(monkeypatch) -> None:
    """Interrupted while numba compiles (a first call on a computer), the call raised the
    KeyboardInterrupt with numba's chained trace of 21,000 characters; it raises Interrupted,
    saying nothing was finished, its trace the door's."""
    import traceback

    from knighttour.core.solve import solver_kernels

    def compiling(*args, **kwargs):
        try:
            raise NotImplementedError("No definition for lowering static_setitem(...)")
        except NotImplementedError:
            raise KeyboardInterrupt from None

    monkeypatch.setattr(solver_kernels, "load_for", compiling)
    with pytest.raises(Interrupted) as caught:
        knighttour.solve("8", "a1", solver="backtracking")
    error = caught.value
    assert "before it had anything to give" in str(error) and error.answer is None
    assert error.__suppress_context__ and error.__cause__ is None
    assert knighttour.interrupted() is None
    frames = traceback.extract_tb(error.__traceback__)
    assert [f.name for f in frames][-2:] == [
        "test_an_interrupt_during_a_first_compilation_is_one_line",
        "door",
    ], frames
    assert "lowering" not in "".join(traceback.format_exception(error))
