"""`--output` writes where it is told, and nothing else is touched: a link's target (the link
stays a link), a named pipe and a device as streams (they stay what they were), a regular
file atomically; a folder, a missing folder or an unwritable place refused before any work.
Each case is made in a temporary folder and checked as a user would: the target's content
(by the independent oracle) and what the path still is."""

from __future__ import annotations

import contextlib
import io
import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from oracle import check_tour

from knighttour.cli import main
from knighttour.core.files import formats, writing

#: links, pipes and devices as a Unix system has them
pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links, pipes: Unix")


#: the command line in a process of its own
SOLVE = [sys.executable, "-m", "knighttour", "solve", "5", "--start", "a1"]


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def solve_to(path: Path | str) -> tuple[int, str, str]:
    return run_cli("solve", "5", "--start", "a1", "--output", str(path))


def assert_tour_text(text: str) -> None:
    """A 5x5 tour file from a1: its header line, then a knight's tour by the oracle."""
    lines = text.splitlines()
    assert lines[0].startswith("# knighttour tour v1 board=5x5")
    check_tour(5, 5, lines[1:], start="a1")


def test_a_link_is_followed_and_stays_a_link(tmp_path) -> None:
    real = tmp_path / "real.txt"
    real.write_text("old\n")
    link = tmp_path / "link.txt"
    link.symlink_to("real.txt")
    code, out, _ = solve_to(link)
    assert code == 0 and "The tour is in" in out
    assert link.is_symlink() and os.readlink(link) == "real.txt"
    assert_tour_text(real.read_text())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.txt", "real.txt"]


def test_a_link_into_another_folder_writes_there(tmp_path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "t.txt").write_text("old\n")
    link = tmp_path / "here.txt"
    link.symlink_to(other / "t.txt")
    assert solve_to(link)[0] == 0
    assert link.is_symlink() and link.resolve() == other / "t.txt"
    assert_tour_text((other / "t.txt").read_text())
    assert [p.name for p in other.iterdir()] == ["t.txt"]  # no temporary file left


def test_a_dangling_link_makes_its_target(tmp_path) -> None:
    link = tmp_path / "link.txt"
    link.symlink_to("new.txt")
    assert solve_to(link)[0] == 0
    assert link.is_symlink() and os.readlink(link) == "new.txt"
    assert_tour_text((tmp_path / "new.txt").read_text())


def test_a_link_into_a_missing_folder_is_refused_before_the_search(tmp_path) -> None:
    link = tmp_path / "link.txt"
    link.symlink_to("nowhere/x.txt")
    code, out, err = solve_to(link)
    assert code == 2 and out == ""  # nothing run, nothing said on stdout
    assert err.count("\n") == 1 and "does not exist" in err and "nowhere" in err
    assert link.is_symlink() and [p.name for p in tmp_path.iterdir()] == ["link.txt"]


def test_a_fifo_is_written_as_a_stream_to_its_reader(tmp_path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    proc = subprocess.run(
        [*SOLVE, "--output", str(fifo)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    reader.join(timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISFIFO(fifo.lstat().st_mode)  # still a pipe
    assert_tour_text(got[0].decode())


def test_the_window_refuses_a_fifo_nobody_reads_rather_than_hang(tmp_path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(formats.FormatError, match="no program is reading it"):
        writing.write_bytes(fifo, b"a1\n", wait_for_reader=False)
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="this system has no /dev/full")
def test_a_full_device_is_one_line_and_exit_2() -> None:
    before = os.stat("/dev/full")
    code, _, err = solve_to("/dev/full")
    assert code == 2
    assert err == "knighttour: error: cannot write /dev/full: No space left on device\n"
    after = os.stat("/dev/full")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="mknod needs root")
def test_a_character_device_stays_one(tmp_path) -> None:
    """A copy of /dev/null made with mknod in the temporary folder: written to, it stays a
    character device (before, the atomic write replaced it with a regular file)."""
    null = tmp_path / "null"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    code, out, _ = solve_to(null)
    assert code == 0 and "The tour is in" in out
    assert stat.S_ISCHR(null.lstat().st_mode) and null.lstat().st_rdev == os.makedev(1, 3)
    assert [p.name for p in tmp_path.iterdir()] == ["null"]


def test_a_folder_is_refused_before_any_work(tmp_path) -> None:
    code, out, err = solve_to(tmp_path)
    assert (code, out) == (2, "") and err.strip().endswith("it is a folder")
    assert list(tmp_path.iterdir()) == []


def test_a_missing_folder_is_refused_before_any_work(tmp_path) -> None:
    code, out, err = solve_to(tmp_path / "no" / "such.txt")
    assert (code, out) == (2, "") and "the folder" in err and "does not exist" in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_a_read_only_folder_is_refused_before_any_work(tmp_path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, out, err = solve_to(folder / "x.txt")
    finally:
        folder.chmod(0o755)
    assert (code, out) == (2, "") and "cannot be written to" in err
    assert list(folder.iterdir()) == []


def test_a_regular_file_keeps_its_permissions(tmp_path) -> None:
    target = tmp_path / "t.txt"
    target.write_text("old\n")
    target.chmod(0o640)
    assert solve_to(target)[0] == 0
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert_tour_text(target.read_text())


def test_standard_output_is_written_where_it_goes(tmp_path) -> None:
    """--output /dev/stdout into a file: the tour and the summary both land in it (reopening
    the name started the file over, or a rename left the shell writing to a lost file)."""
    out = tmp_path / "out.txt"
    with out.open("wb") as fh:
        proc = subprocess.run(
            [*SOLVE, "--output", "/dev/stdout"],
            stdout=fh,
            timeout=120,
        )
    assert proc.returncode == 0
    lines = out.read_text().splitlines()
    assert_tour_text("\n".join(lines[:26]))
    assert lines[-1] == "The tour is in /dev/stdout, one square per line."
