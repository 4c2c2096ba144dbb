"""The wheel as a user installs it (tools/check_wheel_install.py): a fresh venv whose package
folder is read-only, a fresh home; the command line solves and counts, the window opens
offscreen, no traceback, nothing written inside the package, the compiled kernels in the
user's cache folder, and a second run compiles nothing (about 20 s)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parent.parent / "tools" / "check_wheel_install.py"


def test_the_wheel_installed_read_only_runs_and_keeps_its_kernels() -> None:
    out = subprocess.run([sys.executable, str(TOOL)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAIL" not in out.stdout and out.stdout.rstrip().endswith("all checks passed")
    assert "nothing written inside the installed package" in out.stdout
