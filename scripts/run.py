"""Install what the program needs (once, into .venv), then open the Knight's Tour window.

    python scripts/run.py            (on Windows: py scripts\\run.py)

Arguments are passed on to the window (knighttour-gui --version, Qt's -platform, ...).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import setup  # scripts/setup.py, beside this one


def main(argv: list[str]) -> int:
    """Set up for the program, then run the window with the venv's Python."""
    python = setup.set_up(setup.PROGRAM)
    return subprocess.run([str(python), str(setup.ROOT / "main.py"), *argv]).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
