"""gui/race/: the Race tab runs solvers at once, stops them one by one or all, ranks them."""

from __future__ import annotations

import re

from oracle import check_tour
from PySide6.QtCore import Qt

from knighttour.core.solve.search import FOUND, STOPPED
from knighttour.gui.widgets.solver_list import set_checked, solver_title
from knighttour.gui.worker_base import live_threads


def test_race_runs_solvers_at_once_and_ranks_them(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking", "backtracking"])
    race.start_square.setText("a1")
    assert race.start()
    assert len(race.lanes) == 3
    qtbot.waitUntil(lambda: not race.running, timeout=30000)
    for lane in race.lanes:
        snap = lane.snapshot
        assert snap.status == FOUND
        check_tour(8, 8, window.model.board.names(snap.path), start="a1")
    assert race.ranking_text().startswith("Ranking:\n1. ")
    assert race.ranking.text() == race.ranking_text()
    qtbot.waitUntil(lambda: not live_threads(), timeout=5000)


def test_race_stop_one_and_all(qtbot, window) -> None:
    race = window.race
    window.explore.controls.rows.setValue(12)
    window.explore.controls.cols.setValue(12)
    set_checked(race.solvers, ["backtracking", "forward-checking"])
    race.start_square.setText("b2")
    assert race.start()
    qtbot.waitUntil(lambda: all(lane.snapshot is not None for lane in race.lanes), timeout=10000)
    race.lanes[0].stop_button.click()
    qtbot.waitUntil(lambda: not race.lanes[0].running, timeout=2000)
    assert race.lanes[1].running
    race.stop_button.click()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=2000)
    assert all(lane.snapshot.status == STOPPED for lane in race.lanes)


def test_race_refuses_bad_setups(qtbot, window) -> None:
    race = window.race
    set_checked(race.solvers, ["backtracking"])
    assert not race.start() and "2 to 6" in race.ranking.text()
    set_checked(race.solvers, ["backtracking", "warnsdorff"])
    race.start_square.setText("q77")
    assert not race.start() and "off the" in race.ranking.text()


def where(lane, window) -> tuple[int, int, int, int]:
    """A lane's board, in window coordinates."""
    top_left = lane.view.mapTo(window, lane.view.rect().topLeft())
    return (top_left.x(), top_left.y(), lane.view.width(), lane.view.height())


def test_lanes_hold_still_and_say_their_outcome_once(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    race = window.race
    window.explore.controls.rows.setValue(12)
    window.explore.controls.cols.setValue(12)
    set_checked(
        race.solvers, ["backtracking", "forward-checking", "warnsdorff", "warnsdorff-backtracking"]
    )
    race.go_button.click()
    qtbot.waitUntil(lambda: all(lane.snapshot is not None for lane in race.lanes), timeout=10000)
    before = [where(lane, window) for lane in race.lanes]
    race.stop_button.click()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=5000)
    assert race.ranking.text().startswith("Ranking:")
    assert [where(lane, window) for lane in race.lanes] == before  # the ranking moves nothing
    for lane in race.lanes:
        text = lane.counters.text()
        if lane.snapshot.status == STOPPED:
            assert text.count("Stopped") == 1, text
        # the board takes the lane's width and half its height at least (the rest: the
        # solver's name and idea, whole on as many lines as they need, and the counters)
        assert lane.view.width() >= 0.9 * lane.width()
        assert lane.view.height() >= 0.5 * lane.height()


def test_a_finished_race_is_cleared_when_the_board_changes(qtbot, window) -> None:
    window.tabs.setCurrentWidget(window.race)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking"])
    race.start_square.setText("a1")
    assert race.start()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=30000)
    assert len(race.lanes) == 2
    window.explore.controls.rows.setValue(7)
    window.explore.controls.cols.setValue(7)
    assert race.lanes == [] and "on 7x7" in race.ranking.text()


def test_a_paced_race_draws_every_move_and_ranks_live(qtbot, window) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "backtracking"])
    race.start_square.setText("a1")
    race.pace.setCurrentIndex(race.pace.findData(0.02))
    assert race.start()
    backtracker = race.lanes[0]
    assert backtracker.name == "backtracking" and backtracker.paced
    qtbot.waitUntil(lambda: backtracker.view.retreated.size > 0, timeout=20000)  # a take-back
    assert backtracker.snapshot.steps < 2000  # paced: tens of moves a second, not millions
    qtbot.waitUntil(lambda: race.ranking.text().startswith("Ranking so far:"), timeout=5000)
    qtbot.waitUntil(lambda: not race.lanes[1].running, timeout=20000)  # Warnsdorff: 35 moves
    assert race.lanes[1].snapshot.status == FOUND
    race.stop_button.click()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=5000)
    lines = race.ranking.text().splitlines()
    assert lines[0] == "Ranking:" and lines[1] == "1. Warnsdorff: a tour in 35 moves"
    # paced, a lane's time and speed are the pace's: only moves are shown
    for lane in race.lanes:
        text = lane.counters.text()
        assert not re.search(r"\d (s|ms|µs)\b", text) and "moves/s" not in text
    # one key to the marks, under the lanes; none on the lanes' boards
    window.tabs.setCurrentWidget(race)
    qtbot.waitUntil(lambda: race.marks_key.isVisible())
    race.marks_key.grab()
    assert race.marks_key.drawn == ["taken back", "start", "current square"]
    for lane in race.lanes:
        lane.view.grab()
        assert lane.view.painter_for().legend is False
    # the pace is remembered for the next launch
    window.save_settings()
    again = type(window)()
    qtbot.addWidget(again)
    assert again.race.pace.currentText() == "Paced: 50 moves a second"
    again.close()


def test_a_new_race_takes_the_old_lanes_away_at_once(qtbot, window) -> None:
    race = window.race
    window.tabs.setCurrentWidget(race)
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking", "backtracking"])
    assert race.start()
    qtbot.waitUntil(lambda: not race.running, timeout=30000)
    old = list(race.lanes)
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-roth"])
    assert race.start()
    assert all(not lane.isVisible() for lane in old)  # never drawn under the new lanes
    qtbot.waitUntil(lambda: all(lane.isVisible() for lane in race.lanes))
    shown = [w for w in race.findChildren(type(old[0])) if w.isVisible()]
    assert sorted(lane.name for lane in shown) == ["warnsdorff", "warnsdorff-roth"]
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=30000)


def test_an_outcome_is_said_once() -> None:
    from knighttour.core.status import Status
    from knighttour.gui.race.lane import outcome_text

    assert outcome_text(STOPPED, "")[0] == "Stopped."
    assert outcome_text(STOPPED, "stopped.")[0] == "Stopped."
    why = "No open tour exists on 2x300: on a board two squares wide the knight's moves ..."
    assert outcome_text(Status.NO_TOUR, why)[0] == why  # not "No tour: No open tour exists"
    assert outcome_text(Status.GAVE_UP, "the step limit (1,000) ran out")[0] == (
        "Gave up: the step limit (1,000) ran out"
    )


def test_solver_tips_speak_plainly_first(window) -> None:
    """The race's and the table's solver lists open their tips with the plain sentence; the
    details follow for experts."""
    from PySide6.QtCore import Qt

    from knighttour.core.solve.catalogue import SOLVERS

    for solvers in (window.race.solvers, window.table.solvers):
        for i in range(solvers.count()):
            item = solvers.item(i)
            name = item.data(Qt.ItemDataRole.UserRole)
            tip = item.toolTip()
            assert tip.startswith(SOLVERS[name].plain) and SOLVERS[name].description in tip


def test_a_race_from_a_square_no_tour_starts_on_is_no_race(qtbot, window) -> None:
    """5x5 from b1 (the colour argument): no ranking of four 'no tour' lanes, one sentence
    with the theorem, and every lane rings the start it could not leave."""
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "backtracking", "forward-checking"])
    race.start_square.setText("b1")
    assert race.start()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=10000)
    text = race.ranking.text()
    assert text.startswith("No race: no tour starts here.") and "1." not in text
    # why, as the theorem puts it: 25 squares, so a tour starts and ends on the corners' colour
    assert "b1" in text and "odd number of squares" in text and "colour" in text, text
    b1 = window.model.board.parse_square("b1")
    assert all(list(lane.view.marks) == [b1] for lane in race.lanes)


def test_solvers_that_cannot_close_a_tour_are_greyed_and_unticked(qtbot, window) -> None:
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "backtracking"])
    window.explore.controls.closed.setChecked(True)
    items = {
        race.solvers.item(i).data(Qt.ItemDataRole.UserRole): race.solvers.item(i)
        for i in range(race.solvers.count())
    }
    warnsdorff = items["warnsdorff"]
    assert not warnsdorff.flags() & Qt.ItemFlag.ItemIsEnabled
    assert warnsdorff.checkState() == Qt.CheckState.Unchecked  # no tick on a greyed solver
    window.explore.controls.closed.setChecked(False)
    assert warnsdorff.checkState() == Qt.CheckState.Checked  # its tick comes back


def test_the_ranking_says_why_the_winner_won(qtbot, window) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "backtracking"])
    race.start_square.setText("a1")
    assert race.start()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=30000)
    last = race.ranking.text().splitlines()[-1]
    winner = min(race.lanes, key=lambda lane: lane.snapshot.steps)
    assert last.startswith(f"{winner.title.toolTip()} won:"), last


def test_a_tie_is_called_a_tie(qtbot, window) -> None:
    """Warnsdorff and Warnsdorff with backtracking walk the same 63 moves from a1 of 8x8 with
    nothing taken back: which ends first is the clock's noise, and the ranking says so
    rather than naming a winner for a reason that is not true."""
    race = window.race
    set_checked(race.solvers, ["warnsdorff", "warnsdorff-backtracking"])
    race.start_square.setText("a1")
    assert race.start()
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=30000)
    steps = {(lane.snapshot.steps, lane.snapshot.backtracks) for lane in race.lanes}
    assert steps == {(63, 0)}  # the same walk: the premise of the tie
    last = race.ranking.text().splitlines()[-1]
    assert last.startswith("A tie:") and "won" not in last, last


def test_escape_stops_the_race_and_the_keyboard_goes_on_to_stop_all(qtbot, window) -> None:
    """Search > Stop (Esc) stops what the tab shown runs; started from the keyboard, the race
    leaves the focus on Stop all (its Start button is disabled while it runs)."""
    window.explore.controls.rows.setValue(60)
    window.explore.controls.cols.setValue(60)
    window.tabs.setCurrentWidget(window.race)
    race = window.race
    set_checked(race.solvers, ["backtracking", "warnsdorff"])
    race.start_square.setText("a1")
    race.pace.setCurrentIndex(race.pace.findData(1.0))  # a move a second: it runs until stopped
    race.go_button.setFocus()
    assert not window.stop_action.isEnabled()  # nothing to stop yet: the toolbar's Stop is off
    qtbot.keyClick(race.go_button, Qt.Key.Key_Space)
    assert race.running
    assert race.stop_button.hasFocus()
    assert window.stop_action.isEnabled()
    qtbot.keyClick(race.stop_button, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not race.running and not live_threads(), timeout=5000)
    assert not window.stop_action.isEnabled()


def test_too_many_solvers_are_named_when_the_race_refuses_them(qtbot, window) -> None:
    """The list shows five or six solvers at once: one ticked below its sight made "not 7"
    a puzzle (found by a new user); the refusal names every ticked solver."""
    race = window.race
    names = [race.solvers.item(i).data(Qt.ItemDataRole.UserRole) for i in range(7)]
    set_checked(race.solvers, names)
    race.start_square.setText("a1")
    assert not race.start()
    text = race.ranking.text()
    assert text.startswith("Check 2 to 6 solvers, not 7: "), text
    assert all(solver_title(name) in text for name in names)
    assert not race.running
