"""knighttour/cli/bench.py: the file benchmark runs every stage on a small board."""

from __future__ import annotations


def test_the_io_bench_runs_on_a_small_board(tmp_path) -> None:
    from knighttour.cli.bench import run_io_bench

    rows = run_io_bench((40,), repeat=1, directory=str(tmp_path))
    stages = [row.stage for row in rows]
    assert stages == [
        "build",
        "walk",
        "encode",
        "walk + encode + write",
        "read",
        "validate",
        "packed write",
        "packed validate",
        "cp of the text file",
    ]
    assert all(row.squares == 1600 and row.seconds > 0 for row in rows)


def test_the_count_bench_runs_each_board_as_a_process() -> None:
    from knighttour.cli.bench import count_bench

    closed, opened = count_bench([("3x10", True), ("3x4", False)])
    assert (closed.count, closed.squares, opened.count) == (16, 30, 16)  # Knuth; A118067
    for row in (closed, opened):
        assert row.peak_states > 0 and 1 <= row.peak_square <= row.squares
        assert row.bytes_per_state > 0 and row.ns_per_state_square > 0
        assert row.wall_seconds > row.count_seconds > 0
        assert row.peak_rss_bytes > 10 << 20  # a Python process with numpy
