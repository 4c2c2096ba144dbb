"""A notebook's Interrupt button, in a real Jupyter kernel: each long call of the library (solve,
solutions, count, compare, validate of a large file) comes back within a second or so of the
interrupt, with no traceback through the library, with what it finished reachable, saying it
was cut short, and the kernel goes on working.  The interrupt is what Jupyter sends: SIGINT to
the kernel process (KernelManager.interrupt_kernel)."""

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


class Kernel:
    """A real IPython kernel (this Python), a cell run in it, and Jupyter's interrupt."""

    def __init__(self) -> None:
        self.manager = jupyter_client.KernelManager(kernel_name="python3")
        self.manager.start_kernel()
        self.client = self.manager.client()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=120)

    def run(self, code: str, interrupt_after: float | None = None) -> tuple[str, list[str], float]:
        """Run code: (what it printed, the error names it raised, seconds from the interrupt
        to the cell's end)."""
        msg_id = self.client.execute(code)
        began = time.monotonic()
        interrupted_at: float | None = None
        printed: list[str] = []
        errors: list[str] = []
        while True:
            due = interrupt_after is not None and time.monotonic() - began >= interrupt_after
            if due and interrupted_at is None:
                self.manager.interrupt_kernel()
                interrupted_at = time.monotonic()
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
                errors.append(f"{content['ename']}: {content['evalue']}")
            elif kind == "status" and content["execution_state"] == "idle":
                ended = time.monotonic()
                return "".join(printed), errors, ended - (interrupted_at or ended)

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


def _interrupted(kernel: Kernel, code: str, after: float = AFTER) -> str:
    """Run code, interrupt it after seconds in: what it printed; it came back promptly,
    with no error, and the kernel still works."""
    out, errors, seconds = kernel.run(code, interrupt_after=after)
    assert errors == [], out
    assert seconds < PROMPT, f"came back {seconds:.1f} s after the interrupt"
    after, errors, _ = kernel.run("print(knighttour.solve('5', 'a1').status)")
    assert (after.strip(), errors) == ("found", [])
    return out


def test_an_interrupted_solve_says_so(kernel) -> None:
    out = _interrupted(
        kernel,
        "tour = knighttour.solve('8', 'b1', solver='backtracking')\n"
        "print(tour.status, tour.reason)",
    )
    assert out.startswith("gave-up") and "Ctrl-C" in out


def test_an_interrupted_listing_keeps_its_tours_and_says_it_was_cut_short(kernel) -> None:
    out = _interrupted(
        kernel,
        "listing = knighttour.solutions('8', 'a1')\n"
        "n = sum(1 for _ in listing)\n"
        "print('listed', n, listing.complete, listing.status)",
    )
    assert "CutShortWarning: the listing ended before its last tour" in out
    said = next(line for line in out.splitlines() if line.startswith("listed "))
    listed, complete, status = said.split()[1:]
    assert int(listed) > 0 and (complete, status) == ("False", "gave-up")


def test_an_interrupted_count_comes_back_marked_stopped(kernel) -> None:
    out = _interrupted(
        kernel,
        "c = knighttour.count('8', closed=True)\nprint(c.stopped, c.count, c.to_dict()['stopped'])",
    )
    assert out.strip().splitlines()[-1] == "True None True"


def test_an_interrupted_table_count_keeps_the_squares_it_finished(kernel) -> None:
    out = _interrupted(
        kernel,
        "c = knighttour.count('6x7', per_start=True)\n"  # (40 s: a square's class in 3 s)
        "print(c.stopped, len(c.per_start or {}))",
        after=10.0,
    )
    stopped, finished = out.strip().splitlines()[-1].split()
    assert stopped == "True" and 0 < int(finished) < 42


def test_an_interrupted_comparison_keeps_its_rows(kernel) -> None:
    out = _interrupted(
        kernel,
        "r = knighttour.compare('8', ['backtracking'], starts='all', max_steps=10**9)\n"
        "print(len(r.rows), sorted({row.status for row in r.rows}))",
    )
    rows, statuses = out.strip().split(" ", 1)
    assert 0 < int(rows) <= 64 and "stopped" in statuses


def test_an_interrupted_validation_of_a_large_file_comes_back(kernel, tmp_path: Path) -> None:
    path = tmp_path / "large.txt"
    made = subprocess.run(
        [sys.executable, "-m", "knighttour", "solve", "6000", "--start", "a1", "--output", path],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert made.returncode == 0, made.stderr
    out = _interrupted(
        kernel,
        f"v = knighttour.validate({str(path)!r}, '6000')\n"
        "print(bool(v), v.stopped, v.squares, v.reason)",
        after=0.3,  # (36 million squares are checked in about a second)
    )
    valid, stopped, squares, reason = out.strip().split(" ", 3)
    assert (valid, stopped) == ("False", "True") and 0 < int(squares) < 36_000_000
    assert reason.startswith("stopped after")


def test_one_interrupt_stops_a_loop_of_calls(kernel) -> None:
    """The call interrupted returns what it finished; the loop's next call is refused, so
    the cell stops at one press, as any Python code does."""
    out, errors, seconds = kernel.run(
        "done = []\n"
        "for start in ['b1', 'c1', 'd1']:\n"
        "    done.append(knighttour.solve('8', start, solver='backtracking'))\n"
        "print('the loop went on')",
        interrupt_after=AFTER,
    )
    assert seconds < PROMPT and "the loop went on" not in out
    assert len(errors) == 1 and errors[0].startswith("KeyboardInterrupt: knighttour.solve was")
    after, errors, _ = kernel.run("print(len(done), done[0].status, done[0].reason)")
    assert (after.strip(), errors) == ("1 gave-up Stopped by Ctrl-C.", [])
    again, errors, _ = kernel.run("print(knighttour.solve('5', 'a1').status)")  # a new cell
    assert (again.strip(), errors) == ("found", [])
