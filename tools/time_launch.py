"""How long the window takes to start, on a real (virtual) screen: to the window shown, and to
the first tour on the board after a click on e4, on a first launch (the kernels not compiled
yet: a fresh home folder) and on the launch after it, with the load average beside each.

    python tools/time_launch.py [PROGRAM] [--runs N]

PROGRAM is the window's executable (default: the newest bundle's knighttour-gui in dist/; a
venv's knighttour-gui works too).  Linux only: it starts Xvfb on a free display and clicks
with xdotool (apt-get install xvfb xdotool).  The window writes its milestones to a file
(KNIGHTTOUR_LAUNCH_LOG, gui/launch_log.py); times are from just before the process starts.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: seconds to wait for a milestone before calling the launch failed
PATIENCE = 300


def newest_program() -> Path:
    """knighttour-gui of the newest bundle in dist/."""
    folders = [p for p in (ROOT / "dist").glob("knighttour-*") if p.is_dir()]
    if not folders:
        sys.exit("no bundle in dist/: run python scripts/build_bundle.py, or name a program")
    return max(folders, key=lambda p: p.stat().st_mtime) / "knighttour-gui"


def start_screen() -> tuple[subprocess.Popen, str]:
    """Xvfb on the first free display; (its process, the display)."""
    for number in range(90, 120):
        if not Path(f"/tmp/.X{number}-lock").exists():
            display = f":{number}"
            screen = subprocess.Popen(
                ["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            time.sleep(1.0)
            return screen, display
    sys.exit("no free X display")


def wait_for(log: Path, event: str, child: subprocess.Popen) -> list[str]:
    """The log's line for event, once written (the fields after the event's name)."""
    deadline = time.time() + PATIENCE
    while time.time() < deadline:
        if log.exists():
            for line in log.read_text().splitlines():
                if line.startswith(event + " "):
                    return line.split()[1:]
        if child.poll() is not None:
            raise RuntimeError(f"the window ended (exit {child.returncode}) before {event!r}")
        time.sleep(0.02)
    raise RuntimeError(f"no {event!r} within {PATIENCE} s")


def launch(program: Path, home: Path, display: str) -> dict[str, float]:
    """One launch: seconds to shown, to the tour after a click, and the load before it."""
    log = home / "launch.log"
    log.unlink(missing_ok=True)
    env = {
        "HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "DISPLAY": display,
        "KNIGHTTOUR_LAUNCH_LOG": str(log),
    }
    load = os.getloadavg()[0]
    started = time.time()
    child = subprocess.Popen(
        [str(program)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    try:
        when, x, y = wait_for(log, "shown", child)
        clicked = time.time()
        subprocess.run(["xdotool", "mousemove", x, y, "click", "1"], env=env, check=True)
        (tour,) = wait_for(log, "tour", child)
        (ready,) = wait_for(log, "ready", child)
        return {
            "load": load,
            "shown": float(when) - started,
            "tour": float(tour) - started,
            "click_to_tour": float(tour) - clicked,
            "ready": float(ready) - started,
        }
    finally:
        child.terminate()
        try:
            child.wait(20)
        except subprocess.TimeoutExpired:
            child.kill()


def main() -> int:
    """Time first and second launches; print a line for each."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("program", nargs="?", type=Path, default=None)
    parser.add_argument("--runs", type=int, default=1, help="first+second launch pairs")
    args = parser.parse_args()
    program = (args.program or newest_program()).resolve()
    if not shutil.which("Xvfb") or not shutil.which("xdotool"):
        sys.exit("needs Xvfb and xdotool: apt-get install xvfb xdotool")
    screen, display = start_screen()
    try:
        print(f"{program} on Xvfb {display}")
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as home:
                for which in ("first launch (cold kernel cache)", "second launch"):
                    got = launch(program, Path(home), display)
                    print(
                        f"{which}: window shown {got['shown']:.2f} s, first tour "
                        f"{got['tour']:.2f} s ({got['click_to_tour']:.2f} s after the click), "
                        f"every kernel ready {got['ready']:.1f} s; load {got['load']:.2f}",
                        flush=True,
                    )
    finally:
        screen.terminate()
        screen.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
