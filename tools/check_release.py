"""A release's programs as a user meets them, installed or unpacked: the version they print is
the release's, the command line solves a tour, and the window opens.

    python tools/check_release.py FOLDER --version X.Y.Z

FOLDER holds `knighttour` and `knighttour-gui` (`.exe` on Windows): a venv's `bin` or
`Scripts` with the wheel installed, the unpacked standalone app, or on macOS the app's
`Contents/MacOS`.  From a fresh home folder: `knighttour --version` prints exactly
"knighttour X.Y.Z"; `knighttour solve 8 --start a1 --json` ends `found` with a tour that is
checked here, square by square; `knighttour-gui --version` says the same as the command line
(a Windows window program that has no console to print to may say nothing); and the window
opens on the screen Qt finds (on Linux run this under xvfb-run) and prepares its solvers,
with no traceback.  The release workflow (.github/workflows/release.yml) runs it on each
system before anything is published.  Prints one line per check; exit 1 if one fails.

Plain Python and the standard library, without importing knighttour: it checks the programs
from outside, as a user runs them.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

EXE = ".exe" if os.name == "nt" else ""
#: the board and the start the command line is asked to solve
BOARD, START = 8, "a1"
#: how long the window may take to open, and then to prepare every solver (a first launch)
SHOWN_SECONDS, READY_SECONDS = 120, 300


def square_index(name: str, size: int) -> tuple[int, int] | None:
    """(file, rank) counted from 0 for a square's name on a size x size board ('a1' is
    (0, 0); files past z go on aa, ab, ...), or None when it is not a square of the board."""
    letters = name.rstrip("0123456789")
    digits = name[len(letters) :]
    if not letters.isalpha() or not letters.isascii() or not digits.isdigit():
        return None
    file = 0
    for letter in letters.lower():
        file = file * 26 + ord(letter) - ord("a") + 1
    file, rank = file - 1, int(digits) - 1
    return (file, rank) if 0 <= file < size and 0 <= rank < size else None


def tour_faults(tour: list[str], size: int, start: str) -> list[str]:
    """What is wrong with tour as an open knight's tour of a size x size board from start;
    [] when nothing is."""
    faults = []
    if not tour or tour[0] != start:
        faults.append(f"it does not begin at {start}")
    named = [square_index(name, size) for name in tour]
    squares = [square for square in named if square is not None]
    if len(squares) != len(named):
        faults.append("a name is not a square of the board")
        return faults
    if len(set(squares)) != len(squares) or len(squares) != size * size:
        faults.append(f"{len(set(squares))} distinct squares of {len(squares)}, not {size * size}")
    for i in range(1, len(tour)):
        (a, b), (c, d) = squares[i - 1], squares[i]
        if sorted((abs(a - c), abs(b - d))) != [1, 2]:
            faults.append(f"{tour[i - 1]} to {tour[i]} is not a knight's move")
    return faults


class Checks:
    """Runs the programs in FOLDER from a fresh home folder and keeps what failed."""

    def __init__(self, folder: Path, home: Path) -> None:
        self.folder, self.home = folder, home
        self.failed: list[str] = []

    def env(self, **extra: str) -> dict[str, str]:
        """A user's environment: a fresh home, no cache folder or Python path set."""
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in ("NUMBA_CACHE_DIR", "XDG_CACHE_HOME", "PYTHONPATH", "VIRTUAL_ENV")
        }
        home = str(self.home)
        env.update(HOME=home, USERPROFILE=home, LOCALAPPDATA=str(self.home / "AppData"), **extra)
        return env

    def program(self, name: str) -> str:
        """The program called name in the folder."""
        return str(self.folder / (name + EXE))

    def check(self, ok: bool, what: str, detail: str = "") -> None:
        """Print what was checked; keep it when it failed."""
        print(("ok    " if ok else "FAIL  ") + what, flush=True)
        if not ok:
            self.failed.append(what)
            if detail:
                print(detail, flush=True)

    def run(self, name: str, argv: list[str]) -> subprocess.CompletedProcess[str]:
        """Run argv from the home folder; an exit status other than 0 or a traceback fails."""
        t0 = time.perf_counter()
        out = subprocess.run(
            argv, capture_output=True, text=True, env=self.env(), cwd=self.home, timeout=600
        )
        seconds = time.perf_counter() - t0
        ok = out.returncode == 0 and "Traceback" not in out.stdout + out.stderr
        self.check(ok, f"{name}: exit {out.returncode} in {seconds:.1f} s", out.stderr[-3000:])
        return out

    def window(self) -> None:
        """The window opened until it is shown and its solvers are ready (its launch log
        says so), then ended."""
        log = self.home / "launch.log"
        said = ""
        t0 = time.perf_counter()
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            child = subprocess.Popen(
                [self.program("knighttour-gui")],
                stdout=out,
                stderr=err,
                env=self.env(KNIGHTTOUR_LAUNCH_LOG=str(log)),
                cwd=self.home,
            )
            shown = ready = None
            while child.poll() is None and time.perf_counter() - t0 < READY_SECONDS:
                time.sleep(0.2)
                said = log.read_text(encoding="utf-8") if log.exists() else ""
                if shown is None and "shown " in said:
                    shown = time.perf_counter() - t0
                if "ready " in said:
                    ready = time.perf_counter() - t0
                    break
                if shown is None and time.perf_counter() - t0 > SHOWN_SECONDS:
                    break
            ended = child.poll()
            if ended is None:
                child.terminate()
                child.wait(30)
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(), err.read()
        failed = len(self.failed)
        if ended is not None:
            self.check(False, f"the window ended by itself (exit {ended})")
        self.check(shown is not None, f"the window is shown ({shown or 0:.1f} s)")
        self.check(ready is not None, f"its solvers are ready ({ready or 0:.1f} s)")
        self.check("Traceback" not in stdout + stderr, "the window: no traceback")
        if len(self.failed) > failed:
            print(f"its launch log:\n{said}its stderr:\n{stderr[-3000:]}", flush=True)


def check(folder: Path, version: str) -> int:
    """Every check of the module's docstring on the programs in folder; the exit status."""
    # a window program left running (Windows) may hold a file in the home: not a failure
    with tempfile.TemporaryDirectory(
        prefix="knighttour-release-", ignore_cleanup_errors=True
    ) as top:
        c = Checks(folder, Path(top))
        for name in ("knighttour", "knighttour-gui"):
            c.check(Path(c.program(name)).is_file(), f"{c.program(name)} is there")
        if c.failed:
            return 1
        expected = f"knighttour {version}"
        said = c.run("knighttour --version", [c.program("knighttour"), "--version"]).stdout
        c.check(said.strip() == expected, f"it prints {said.strip()!r}, the release is {version}")
        solve = [c.program("knighttour"), "solve", str(BOARD), "--start", START, "--json"]
        out = c.run(f"solve {BOARD} --start {START}", solve)
        try:
            answer = json.loads(out.stdout)
        except json.JSONDecodeError:
            answer = {}
        faults = tour_faults(list(answer.get("tour", [])), BOARD, START)
        c.check(
            answer.get("status") == "found" and not faults,
            f"a tour of the {BOARD}x{BOARD} board from {START}: {answer.get('status')!r}",
            "; ".join(faults) or out.stdout[-2000:],
        )
        gui = c.run("knighttour-gui --version", [c.program("knighttour-gui"), "--version"])
        silent = os.name == "nt" and gui.stdout == ""
        c.check(
            gui.stdout.strip() == expected or silent,
            f"knighttour-gui --version prints {gui.stdout.strip()!r}"
            + (" (no console on Windows to print to)" if silent else ""),
        )
        c.window()
        print("all checks passed" if not c.failed else f"{len(c.failed)} check(s) failed")
        return 1 if c.failed else 0


def main() -> int:
    """Check the programs in the folder given against the version given."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="where knighttour and knighttour-gui are")
    parser.add_argument("--version", required=True, help="the release's version, e.g. 0.3.0")
    args = parser.parse_args()
    return check(args.folder.resolve(), args.version)


if __name__ == "__main__":
    sys.exit(main())
