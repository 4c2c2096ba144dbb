"""A first launch never blocks the window while the solvers are compiled for this computer,
and neither does the next launch, which loads them from the cache: each launch in a process
of its own (first_launch.py), the first with an empty kernel cache, watched from before the
window's kernels are prepared until the event loop is quiet after, with a user choosing
every tab and asking for a tour meanwhile."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("first_launch.py")


@pytest.mark.timeout(900)
def test_a_first_launch_and_the_next_never_block_the_window(tmp_path: Path) -> None:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"), QT_QPA_PLATFORM="offscreen")
    for again in (False, True):
        done = subprocess.run(
            [sys.executable, str(SCRIPT), *(["--again"] if again else [])],
            env=env,
            capture_output=True,
            text=True,
            timeout=800,
        )
        report = "\n".join(
            line for line in done.stdout.splitlines() if "propagateSizeHints" not in line
        )
        print(report)
        assert done.returncode == 0, report + done.stderr[-3000:]
        children = "0 launch(es)" if again else "1 launch(es)"
        assert f"compiled by a process of its own: {children}" in report
        assert "the tour asked for: found" in report
