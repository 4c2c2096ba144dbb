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
