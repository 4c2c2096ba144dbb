"""The Table and the Race run exactly what the Explore tab sets (open or closed tours, the
board), and their rows are the command line's: `knighttour compare` on the same settings."""

from __future__ import annotations

import json

import pytest
from oracle import check_tour
from run_helpers import check_closed_rows

from knighttour.cli import main
from knighttour.core.solve.catalogue import SOLVERS
from knighttour.core.status import Status
from knighttour.gui.widgets.solver_list import checked_solvers, set_checked

CLOSED_SOLVERS = ["backtracking", "warnsdorff-backtracking", "forward-checking"]


def cli_rows(capsys, *argv: str) -> list[dict]:
    assert main(["compare", *argv, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    return sorted(
        ({k: v for k, v in r.items() if k != "seconds"} for r in rows),
        key=lambda r: (r["solver"], r["start"]),
    )


def tick_closed(window) -> None:
    controls = window.explore.controls
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    controls.closed.setChecked(True)
    assert window.model.closed


def test_the_table_runs_closed_tours_as_the_command_line_does(qtbot, window, capsys) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    tick_closed(window)
    window.tabs.setCurrentWidget(window.table)
    table = window.table
    assert "Closed tours on 6x6" in table.kind.text()
    # a solver that cannot look for a closed tour is not offered (the CLI refuses it)
    set_checked(table.solvers, [*CLOSED_SOLVERS, "warnsdorff"])
    assert checked_solvers(table.solvers) == [s for s in SOLVERS if s in CLOSED_SOLVERS]
    table.cap.setCurrentIndex(table.cap.findData(10**6))
    table.run_button.click()
    qtbot.waitUntil(lambda: not table.running, timeout=60000)
    shown = sorted(
        (
            {
                "solver": r.solver,
                "start": r.start,
                "status": r.status,
                "steps": r.steps,
                "backtracks": r.backtracks,
            }
            for r in table.rows
        ),
        key=lambda r: (r["solver"], r["start"]),
    )
    solvers = ",".join(CLOSED_SOLVERS)
    assert shown == cli_rows(
        capsys, "6", "--closed", "--solvers", solvers, "--max-steps", "1000000"
    )
    assert any(r["backtracks"] for r in shown)  # closed tours need backtracking on 6x6
    # and both are right: each row is its solver's closed search, its tour closed by the oracle
    assert check_closed_rows(window.model.board, table.rows, 1_000_000) > 0
    # and the window's rows say what they are, in the table's order: solver, then start
    first = [table.runs.index(i, 1).data() for i in range(3)]
    assert first == ["a1", "b1", "c1"]


def test_the_race_runs_closed_tours_as_the_command_line_does(qtbot, window, capsys) -> None:
    tick_closed(window)
    race = window.race
    assert "Closed tours on 8x8" in race.kind.text()
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking", "forward-checking"])
    race.start_square.setText("a1")
    assert race.start()
    assert [lane.name for lane in race.lanes] == ["forward-checking", "warnsdorff-backtracking"]
    qtbot.waitUntil(lambda: not race.running, timeout=60000)
    rows = cli_rows(
        capsys,
        "8",
        "--closed",
        "--starts",
        "a1",
        "--solvers",
        "forward-checking,warnsdorff-backtracking",
    )
    for lane, row in zip(race.lanes, rows, strict=True):
        snap = lane.snapshot
        assert (lane.name, snap.status, snap.steps, snap.backtracks) == (
            row["solver"],
            row["status"],
            row["steps"],
            row["backtracks"],
        )
        assert snap.status == Status.FOUND
        check_tour(8, 8, window.model.board.names(snap.path), start="a1", closed=True)
        assert f"Moves {snap.steps:,}" in lane.counters.text()


@pytest.mark.parametrize(
    "solvers, outcome",
    [
        # Automatic and Warnsdorff with backtracking walk alike from a1 (63 moves, none taken
        # back, as `compare 8 --starts a1` says): a tie
        (["auto", "forward-checking", "warnsdorff-backtracking"], "A tie:"),
        # forward checking takes back 413,677 moves there: Warnsdorff with backtracking wins
        (["forward-checking", "warnsdorff-backtracking"], "Warnsdorff with backtracking won: "),
    ],
)
def test_the_race_ranks_by_the_moves_its_lanes_show(qtbot, window, solvers, outcome) -> None:
    race = window.race
    set_checked(race.solvers, solvers)
    race.start_square.setText("a1")
    assert race.start()
    qtbot.waitUntil(lambda: not race.running, timeout=60000)
    lines = race.ranking.text().splitlines()[1:]
    # why the winner won after the places, or a tie when the first two walked alike
    assert lines[-1].startswith(outcome), lines[-1]
    moves = [int(line.split(": ")[1].split(" moves")[0].replace(",", "")) for line in lines[:-1]]
    assert moves == sorted(moves)
    for lane in race.lanes:
        assert "0.000 s" not in lane.counters.text()
