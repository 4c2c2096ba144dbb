"""core/count/sweep_checkpoint.py: a family's sweep stopped, or killed in a process of its
own, goes on from its checkpoint and gives the same numbers as one that ran through."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from knighttour.core.count import sweep_checkpoint
from knighttour.core.count.frontier import OPEN_ALL, Stopped
from knighttour.core.count.sweep import sweep
from knighttour.core.files.formats import FormatError

LENGTHS = range(40, 71)


@pytest.fixture(scope="module")
def through() -> list[int]:
    """The family's counts, swept once without a stop."""
    return [t.count for t in sweep(4, LENGTHS, OPEN_ALL)]


def test_a_sweep_stopped_goes_on_from_its_last_column(tmp_path, monkeypatch, through) -> None:
    monkeypatch.setattr(sweep_checkpoint, "SAVE_EVERY", 0.0)
    columns: list[int] = []
    with pytest.raises(Stopped):
        sweep(
            4,
            LENGTHS,
            OPEN_ALL,
            checkpoint=str(tmp_path),
            stop=lambda: len(columns) > 50,
            progress=lambda c, n, s: columns.append(c),
        )
    told = json.loads((tmp_path / "sweep.json").read_text())
    assert told["column"] is not None and told["column"] > 40 and told["counts"]

    again: list[int] = []
    terms = sweep(
        4, LENGTHS, OPEN_ALL, checkpoint=str(tmp_path), progress=lambda c, n, s: again.append(c)
    )
    assert [t.count for t in terms] == through
    assert again[0] == told["column"] + 1  # went on, did not start again
    # a sweep that ended answers from its checkpoint, every board, without a column
    more: list[int] = []
    assert [
        t.count
        for t in sweep(
            4, LENGTHS, OPEN_ALL, checkpoint=str(tmp_path), progress=lambda c, n, s: more.append(c)
        )
    ] == through
    assert more == []


def test_a_sweep_killed_goes_on_from_its_checkpoint(tmp_path, through) -> None:
    """A separate process, killed (SIGKILL: nothing of it can tidy up) once a column is
    saved; the same sweep run again gives every number a sweep run through gives."""
    folder = tmp_path / "family"
    script = (
        "import sys\n"
        "from knighttour.core.count import sweep_checkpoint\n"
        "from knighttour.core.count.sweep import sweep\n"
        "sweep_checkpoint.SAVE_EVERY = 0.0\n"
        f"sweep(4, range({LENGTHS.start}, {LENGTHS.stop}), 1, checkpoint=sys.argv[1])\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    child = subprocess.Popen([sys.executable, "-c", script, str(folder)], env=env)
    manifest = folder / "sweep.json"
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and child.poll() is None:
            if manifest.exists() and (json.loads(manifest.read_text())["column"] or 0) > 45:
                break
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(timeout=0.01)  # (the child's end, or the next look)
        assert child.poll() is None, "the sweep ended before it could be killed"
        child.kill()  # SIGKILL (TerminateProcess on Windows): nothing of it tidies up
    finally:
        child.wait()
    left = json.loads(manifest.read_text())
    assert left["column"] is not None and len(left["counts"]) < len(LENGTHS)
    terms = sweep(4, LENGTHS, OPEN_ALL, checkpoint=str(folder))
    assert [t.count for t in terms] == through


def test_a_checkpoint_of_another_family_is_refused(tmp_path) -> None:
    sweep(4, range(6, 9), OPEN_ALL, checkpoint=str(tmp_path))
    with pytest.raises(FormatError, match="another count"):
        sweep(4, range(6, 10), OPEN_ALL, checkpoint=str(tmp_path))
    (tmp_path / "sweep.json").write_text("{not json")
    with pytest.raises(FormatError, match="not a checkpoint"):
        sweep(4, range(6, 9), OPEN_ALL, checkpoint=str(tmp_path))


def test_a_checkpoint_goes_only_with_the_straight_sweep(tmp_path) -> None:
    with pytest.raises(ValueError, match="straight sweep"):
        sweep(4, range(6, 9), OPEN_ALL, checkpoint=str(tmp_path), join=True)
    with pytest.raises(ValueError, match="straight sweep"):
        sweep(4, range(6, 9), OPEN_ALL, checkpoint=str(tmp_path), way="count")


def test_the_command_line_goes_on_from_a_family_checkpoint(tmp_path, capsys) -> None:
    from knighttour.cli.main import main

    folder = str(tmp_path / "c")
    assert main(["count", "5x4..5x8", "--checkpoint", folder]) == 0
    first = capsys.readouterr().out
    assert main(["count", "5x4..5x8", "--checkpoint", folder]) == 0
    assert capsys.readouterr().out == first
    assert Path(folder, "sweep.json").exists()
    assert main(["count", "5x4..5x8", "--checkpoint", folder, "--join"]) == 2
    assert main(["count", "5x4..5x9", "--checkpoint", folder]) == 2
    err = capsys.readouterr().err
    assert "another count" in err and "Traceback" not in err


def test_the_library_goes_on_from_a_family_checkpoint(tmp_path) -> None:
    import knighttour

    first = knighttour.count_family(5, range(4, 8), checkpoint=tmp_path)
    again = knighttour.count_family(5, range(4, 8), checkpoint=tmp_path)
    assert [t.count for t in again] == [t.count for t in first] == [82, 864, 18784, 622868]
    with pytest.raises(knighttour.KnightTourError, match="another count"):
        knighttour.count_family(5, range(4, 9), checkpoint=tmp_path)
    with pytest.raises(knighttour.KnightTourError, match="straight sweep"):
        knighttour.count_family(5, range(4, 8), checkpoint=tmp_path, join=True)
