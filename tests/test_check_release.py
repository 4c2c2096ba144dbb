"""tools/check_release.py, the check the release workflow runs on each system before anything
is published: it passes programs that print the release's version, solve a tour and open the
window, and fails on a wrong version, a wrong tour or a window that ends by itself.  (The real
programs are checked by the workflow; here stand-ins written in sh play them, in a second.)"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

import knighttour

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "check_release.py"

#: the stand-in command line: its version, and the answer to solve written beside it
CLI = """#!/bin/sh
case "$1" in
    --version) echo "knighttour {version}" ;;
    solve) cat "$(dirname "$0")/answer.json" ;;
    *) exit 2 ;;
esac
"""
#: the stand-in window: its version, or its launch milestones and then it stays open
GUI = """#!/bin/sh
if [ "$1" = --version ]; then echo "knighttour {version}"; exit 0; fi
printf 'shown 1.0 10 10\\nready 2.0\\n' >> "$KNIGHTTOUR_LAUNCH_LOG"
{end}
"""
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="the stand-ins are sh scripts")


def load_tool():
    spec = importlib.util.spec_from_file_location("check_release", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def a_tour() -> list[str]:
    """An open tour of the chessboard from a1, as the command line's JSON gives it."""
    return list(knighttour.solve("8", "a1", solver="warnsdorff").to_dict()["tour"])


def test_a_tour_is_checked_square_by_square() -> None:
    tool = load_tool()
    tour = a_tour()
    assert tool.tour_faults(tour, 8, "a1") == []
    assert tool.tour_faults(tour[:-1], 8, "a1") == ["63 distinct squares of 63, not 64"]
    assert tool.tour_faults([*tour[:-1], tour[5]], 8, "a1")[0].startswith("63 distinct")
    swapped = [tour[0], tour[2], tour[1], *tour[3:]]
    assert f"{tour[0]} to {tour[2]} is not a knight's move" in tool.tour_faults(swapped, 8, "a1")
    assert tool.tour_faults(tour[::-1], 8, "a1") == ["it does not begin at a1"]
    assert tool.tour_faults(["a1", "i9"], 8, "a1") == ["a name is not a square of the board"]
    assert tool.tour_faults([], 8, "a1")[0] == "it does not begin at a1"


def test_square_names_as_the_program_writes_them() -> None:
    tool = load_tool()
    assert tool.square_index("a1", 8) == (0, 0)
    assert tool.square_index("h8", 8) == (7, 7)
    assert tool.square_index("aa30", 30) == (26, 29)
    assert [tool.square_index(name, 8) for name in ("i1", "a9", "a0", "1a", "a", "")] == [None] * 6


def stand_ins(folder: Path, version: str, status: str = "found", end: str = "exec sleep 60"):
    """The two programs, as sh scripts, in folder; folder."""
    folder.mkdir()
    answer = {"status": status, "tour": a_tour() if status == "found" else []}
    (folder / "answer.json").write_text(json.dumps(answer), encoding="utf-8")
    for name, text in (("knighttour", CLI), ("knighttour-gui", GUI)):
        (folder / name).write_text(text.format(version=version, end=end), encoding="utf-8")
        (folder / name).chmod(0o755)
    return folder


def check(folder: Path, version: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), str(folder), "--version", version],
        capture_output=True,
        text=True,
        timeout=120,
    )


@posix_only
def test_programs_of_the_release_pass(tmp_path: Path) -> None:
    out = check(stand_ins(tmp_path / "bin", "1.2.3"), "1.2.3")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAIL" not in out.stdout and out.stdout.rstrip().endswith("all checks passed")
    assert "ok    it prints 'knighttour 1.2.3', the release is 1.2.3" in out.stdout
    assert "ok    the window is shown" in out.stdout


@posix_only
def test_another_version_fails(tmp_path: Path) -> None:
    out = check(stand_ins(tmp_path / "bin", "1.2.3"), "1.2.4")
    assert out.returncode == 1
    assert "FAIL  it prints 'knighttour 1.2.3', the release is 1.2.4" in out.stdout
    assert "FAIL  knighttour-gui --version prints 'knighttour 1.2.3'" in out.stdout


@posix_only
def test_no_tour_fails(tmp_path: Path) -> None:
    out = check(stand_ins(tmp_path / "bin", "1.2.3", status="gave-up"), "1.2.3")
    assert out.returncode == 1
    assert "FAIL  a tour of the 8x8 board from a1: 'gave-up'" in out.stdout


@posix_only
def test_a_window_that_ends_by_itself_fails(tmp_path: Path) -> None:
    out = check(stand_ins(tmp_path / "bin", "1.2.3", end="exit 3"), "1.2.3")
    assert out.returncode == 1
    assert "FAIL  the window ended by itself (exit 3)" in out.stdout
