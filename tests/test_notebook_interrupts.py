"""A notebook's Interrupt button, in a real Jupyter kernel: each long call of the library (solve,
solutions, count, compare, count_family, validate of a large file) stops within a second or
so of the interrupt and raises Interrupted (a KeyboardInterrupt: the cell stops, a loop of
calls and Run All too), its traceback the student's line and the library's door only, what
the call had finished kept (knighttour.interrupted()), and the kernel goes on working.  The
interrupt is what Jupyter sends: SIGINT to the kernel process
(KernelManager.interrupt_kernel)."""

from __future__ import annotations

import queue
import subprocess
import sys
import time
from pathlib import Path

import pytest

jupyter_client = pytest.importorskip("jupyter_client")
pytest.importorskip("ipykernel")

#: the interrupt is sent this long after the cell begins (every call here would run minutes)
AFTER = 3.0
#: the cell's reply must come this soon after the interrupt (the issue asks for 1 s; the
#: margin is a loaded CI machine's)
PROMPT = 2.5
#: a cell not back this long after its interrupt has lost it (the test fails then)
HUNG = 60.0
#: what a cell to be interrupted prints first (the interrupt is timed from it)
BEGAN = "the cell began"


class Kernel:
    """A real IPython kernel (this Python), a cell run in it, and Jupyter's interrupt."""

    def __init__(self) -> None:
        self.manager = jupyter_client.KernelManager(kernel_name="python3")
        self.manager.start_kernel()
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=120)
        self.ready = True

    def run(
        self, code: str, interrupt_after: float | None = None, interrupt_on: str = ""
    ) -> tuple[str, list[str], float]:
        """Run code, interrupted interrupt_after seconds in, or once it has printed
        interrupt_on: (what it printed, the errors it raised, seconds from the interrupt to
        the cell's end)."""
        assert self.ready, "the kernel hung in an earlier test"
        if interrupt_after is not None:
            # counted from the cell's own first line: an idle kernel ignores SIGINT
            # (ipykernel), so an interrupt sent before the cell began would be lost
            code = f"print({BEGAN!r}, flush=True)\n{code}"
        msg_id = self.client.execute(code)
        began: float | None = None
        interrupted_at: float | None = None
        printed: list[str] = []
        errors: list[str] = []
        while True:
            now = time.monotonic()
            if began is None and BEGAN in "".join(printed):
                began = now
            due = bool(interrupt_on and interrupt_on in "".join(printed))
            if interrupt_after is not None and began is not None:
                due = due or now - began >= interrupt_after
            if due and interrupted_at is None:
                self.manager.interrupt_kernel()
                interrupted_at = now
            if interrupted_at is not None and now - interrupted_at > HUNG:
                self.ready = False  # (the next tests fail at once, not after their timeout)
                raise AssertionError(f"no reply {HUNG:.0f} s after the interrupt: {printed}")
            try:
                message = self.client.get_iopub_msg(timeout=0.05)
            except queue.Empty:
                continue
            if message["parent_header"].get("msg_id") != msg_id:
                continue
            kind, content = message["msg_type"], message["content"]
            if kind == "stream":
                printed.append(content["text"])
            elif kind == "error":
                # the traceback's entries in the library's files (the door: one)
                inside = ("knighttour/", "knighttour\\")
                frames = [f for f in content["traceback"] if any(at in f for at in inside)]
                errors.append(f"{content['ename']}: {content['evalue']} [{len(frames)}]")
            elif kind == "status" and content["execution_state"] == "idle":
                ended = time.monotonic()
                said = "".join(printed).replace(BEGAN + "\n", "", 1)
                return said, errors, ended - (interrupted_at or ended)

    def close(self) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)


@pytest.fixture(scope="module")
def kernel():
    made = Kernel()
    out, errors, _ = made.run(
        "import warnings, knighttour\n"
        "warnings.simplefilter('always')\n"
        "knighttour.solve('5', 'a1'); knighttour.count('5', closed=False)\n"  # (kernels loaded)
        "knighttour.compare('5', ['backtracking'], ['a1'])\n"
        "print('ready')"
    )
    assert "ready" in out, (out, errors)
    yield made
    made.close()


def _interrupted(
    kernel: Kernel, code: str, call: str, after: float | None = AFTER, on: str = ""
) -> str:
    """Run code, interrupt it after seconds in: it stopped promptly with Interrupted for
    call, its traceback showing at most the library's door; the kernel still works.  What
    the next cell prints of knighttour.interrupted() (code sets ``shown``: how to print it)."""
    out, errors, seconds = kernel.run(code, interrupt_after=after, interrupt_on=on)
    assert seconds < PROMPT, f"came back {seconds:.1f} s after the interrupt"
    assert len(errors) == 1, (out, errors)
    said = errors[0]
    assert said.startswith(f"Interrupted: knighttour.{call} was interrupted"), said
    assert said.endswith(("[0]", "[1]")), f"a traceback through the library: {said}"
    after_out, after_errors, _ = kernel.run("print(knighttour.solve('5', 'a1').status)")
    assert (after_out.strip(), after_errors) == ("found", [])
    shown, errors, _ = kernel.run("answer = knighttour.interrupted()\nprint(shown(answer))")
    assert errors == [], errors
    return shown.strip()


def test_an_interrupted_solve_keeps_its_counters(kernel) -> None:
    kernel.run("shown = lambda t: f'{t.status} {t.steps > 0} {t.reason}'")
    out = _interrupted(kernel, "knighttour.solve('8', 'b1', solver='backtracking')", "solve")
    assert out == "gave-up True Stopped by Ctrl-C."


def test_an_interrupted_listing_keeps_its_tours_and_stops_the_loop(kernel) -> None:
    kernel.run(
        "shown = lambda listing: f'{listing.listed} {listing.complete} {len(kept)} '"
        "f'{\"a for loop keeps them\" in repr(listing)}'"
    )
    out = _interrupted(
        kernel,
        "kept = []\nfor tour in knighttour.solutions('8', 'a1'):\n    kept.append(tour)\n"
        "print('the loop went on')",
        "solutions",
    )
    listed, complete, kept, told = out.split()
    assert int(listed) == int(kept) > 0 and complete == "False" and told == "True"


def test_an_interrupted_count_comes_back_marked_stopped(kernel) -> None:
    kernel.run("shown = lambda c: f'{c.stopped} {c.count} {c.to_dict()[\"stopped\"]}'")
    out = _interrupted(kernel, "knighttour.count('8', closed=True)", "count")
    assert out == "True None True"


def test_an_interrupted_table_count_keeps_the_squares_it_finished(kernel) -> None:
    kernel.run("shown = lambda c: f'{c.stopped} {len(c.per_start or {})}'")
    out = _interrupted(
        kernel,
        "def told(progress):\n"
        "    if progress.done > 42:\n"  # (the first run of the table, 42 squares, ended)
        "        print('a square counted', flush=True)\n"
        "knighttour.count('6x7', per_start=True, progress=told)",  # (40 s in all)
        "count",
        after=None,
        on="a square counted",
    )
    stopped, finished = out.split()
    assert stopped == "True" and 0 < int(finished) < 42


def test_an_interrupted_comparison_keeps_its_rows(kernel) -> None:
    kernel.run("shown = lambda r: f'{len(r.rows)} {r.asked} {sorted({x.status for x in r.rows})}'")
    out = _interrupted(
        kernel,
        "knighttour.compare('8', ['backtracking'], starts='all', max_steps=10**9)",
        "compare",
    )
    rows, asked, statuses = out.split(" ", 2)
    assert 0 < int(rows) < int(asked) == 64 and "stopped" in statuses


def test_an_interrupted_family_keeps_the_boards_it_counted(kernel) -> None:
    kernel.run("shown = lambda terms: ' '.join(str(t.count) for t in terms[:2])")
    out = _interrupted(
        kernel, "knighttour.count_family(6, range(5, 40), closed=True)", "count_family"
    )
    assert out == "8 9862"


def test_an_interrupted_validation_of_a_large_file_comes_back(kernel, tmp_path: Path) -> None:
    path = tmp_path / "large.txt"
    made = subprocess.run(
        [sys.executable, "-m", "knighttour", "solve", "6000", "--start", "a1", "--output", path],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert made.returncode == 0, made.stderr
    kernel.run("shown = lambda v: f'{v.valid} {v.stopped} {v.squares} {v.reason}'")
    # 36 million squares are checked in 0.27 s on a fast machine, once its kernels are
    # loaded: so a first check loads them, and the second is interrupted as it begins
    check = f"knighttour.validate({str(path)!r}, '6000')"
    out = _interrupted(
        kernel,
        f"{check}\nprint('checking again', flush=True)\n{check}",
        "validate",
        after=None,
        on="checking again",
    )
    valid, stopped, squares, reason = out.split(" ", 3)
    assert (valid, stopped) == ("False", "True") and 0 < int(squares) < 36_000_000
    assert reason.startswith("stopped after")


def test_one_interrupt_stops_a_loop_of_calls(kernel) -> None:
    """The call interrupted raises: the loop (and the cell) stop at one press, as any Python
    code does; the runs that ended before are the student's."""
    kernel.run("shown = lambda t: f'{len(done)} {t.status}'")
    out = _interrupted(
        kernel,
        "done = []\n"
        "for start in ['a1', 'b1', 'c1']:\n"
        "    done.append(knighttour.solve('8', start, solver='backtracking'))\n"
        "print('the loop went on')",
        "solve",
    )
    assert out == "1 gave-up"  # (a1's tour found at once; b1 interrupted)
