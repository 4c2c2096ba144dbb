"""Install the program and its test tools (once, into .venv), then run the linters, the type
checker and the whole test suite.

    python scripts/test.py [PYTEST ARGUMENTS]      (on Windows: py scripts\\test.py)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import setup  # scripts/setup.py, beside this one

#: what the linters and the formatter read
CHECKED = ["knighttour", "tests", "scripts", "tools", "main.py"]


def main(argv: list[str]) -> int:
    """Set up for the tests, then ruff, ruff format, mypy and pytest; the first failure's
    exit status."""
    python = str(setup.set_up(setup.TEST))
    steps = [
        [python, "-m", "ruff", "check", *CHECKED],
        [python, "-m", "ruff", "format", "--check", *CHECKED],
        [python, "-m", "mypy", "knighttour"],
        [python, "-m", "pytest", *argv],
    ]
    for step in steps:
        code = subprocess.run(step, cwd=setup.ROOT).returncode
        if code != 0:
            return code
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
