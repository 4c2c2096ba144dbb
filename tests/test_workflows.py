"""The CI workflows (.github/workflows) pass actionlint: a workflow that GitHub would refuse,
or that names an action version it no longer runs, fails here, not on the day it runs (the
weekly count of the slow published values included)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def actionlint() -> str:
    """The actionlint the test tools installed (the venv's), else one on the PATH."""
    beside = Path(sys.executable).parent / "actionlint"
    found = str(beside) if beside.exists() else shutil.which("actionlint")
    assert found, "actionlint is not installed: pip install -e '.[test]'"
    return found


def test_every_workflow_passes_actionlint() -> None:
    names = [path.name for path in WORKFLOWS]
    assert "ci.yml" in names and "slow-counts.yml" in names
    result = subprocess.run(
        [actionlint(), "-no-color", *map(str, WORKFLOWS)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_slow_counts_run_every_week() -> None:
    text = (ROOT / ".github" / "workflows" / "slow-counts.yml").read_text(encoding="utf-8")
    assert "schedule:" in text and "cron:" in text and "KNIGHTTOUR_SLOW" in text
    assert "seven_by_seven" in text and "eight_by_eight" in text
