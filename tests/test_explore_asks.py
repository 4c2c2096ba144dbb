"""What puzzle fans asked of the Explore tab (issue 34): a tour that ends on a chosen square,
a closed tour with a half-turn or quarter-turn symmetry, an opened closed tour that asks the
next run for a closed one, and Search anyway only beside the theorem it answers.  Every tour
is checked by the oracle, which shares no code with the solvers."""

from __future__ import annotations

import json

from gui_helpers import set_size, solve, wait_done
from oracle import check_tour, is_symmetric, last_square
from PySide6.QtCore import Qt

from knighttour.core.solve.search import FOUND, NO_TOUR
from knighttour.gui.explore.shown import END_RING


def _type_end(qtbot, window, text: str) -> None:
    """Open More options and type text into Ends on, as a user does, then Enter."""
    controls = window.explore.controls
    qtbot.mouseClick(controls.more, Qt.MouseButton.LeftButton)
    controls.end.clear()
    controls.end.setFocus()
    qtbot.keyClicks(controls.end, text)
    qtbot.keyClick(controls.end, Qt.Key.Key_Return)


def _choose_symmetry(window, turn: int | None) -> None:
    symmetry = window.explore.controls.symmetry
    symmetry.setCurrentIndex(symmetry.findData(turn))


def test_a_tour_that_ends_on_the_square_typed(qtbot, window) -> None:
    set_size(window, 5, 5)
    _type_end(qtbot, window, "e5")
    # the square asked for is ringed on the board before any run
    end = window.model.board.parse_square("e5")
    assert window.explore.view.marks[end][0].name() == END_RING
    solve(qtbot, window, "a1")
    snap = window.model.snapshot
    assert snap.status == FOUND
    names = window.model.board.names(snap.path)
    check_tour(5, 5, names, start="a1")
    assert last_square(names) == "e5"
    assert "tour found from a1 to e5" in window.statusBar().currentMessage()
    # Next solution keeps the last square
    qtbot.mouseClick(window.explore.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.model.running, timeout=20000)
    following = window.model.board.names(window.model.snapshot.path)
    check_tour(5, 5, following, start="a1")
    assert last_square(following) == "e5" and following != names


def test_a_last_square_no_tour_can_reach_is_answered_by_its_theorem(qtbot, window) -> None:
    set_size(window, 5, 5)
    _type_end(qtbot, window, "b1")  # 5x5: a tour starts and ends on the 13 squares' colour
    solve(qtbot, window, "a1")
    assert window.model.snapshot.status == NO_TOUR and window.model.snapshot.steps == 0
    assert "No tour from a1 ends on b1" in window.explore.answer.text()


def test_a_last_square_off_the_board_or_a_solver_that_cannot_aim_are_refused(qtbot, window) -> None:
    set_size(window, 5, 5)
    _type_end(qtbot, window, "zz9")
    controls = window.explore.controls
    assert "c0392b" in controls.end.styleSheet()
    assert window.explore.solve_from(window.model.board.parse_square("a1")) is False
    assert window.model.snapshot is None  # nothing ran
    assert "Ends on field" in window.explore.answer.text()
    _type_end(qtbot, window, "e5")
    assert controls.end.styleSheet() == ""
    controls.solver.setCurrentIndex(controls.solver.findData("warnsdorff"))
    assert window.explore.solve_from(window.model.board.parse_square("a1")) is False
    assert "cannot aim at a last square" in window.explore.answer.text()
    controls.solver.setCurrentIndex(controls.solver.findData("auto"))
    controls.closed.setChecked(True)
    assert window.explore.solve_from(window.model.board.parse_square("a1")) is False
    assert "no last square to choose" in window.explore.answer.text()


def test_a_closed_tour_with_half_turn_symmetry(qtbot, window) -> None:
    set_size(window, 6, 6)
    _choose_symmetry(window, 180)
    controls = window.explore.controls
    # a symmetric tour is closed: Closed tour is ticked and held
    assert controls.closed.isChecked() and not controls.closed.isEnabled()
    solve(qtbot, window, "a1")
    snap = window.model.snapshot
    assert snap.status == FOUND
    names = window.model.board.names(snap.path)
    check_tour(6, 6, names, start="a1", closed=True)
    assert is_symmetric(6, 6, names, 180)
    assert "the same after a half turn" in window.statusBar().currentMessage()
    _choose_symmetry(window, None)
    assert controls.closed.isEnabled()


def test_a_quarter_turn_answers_with_its_theorem_where_none_can_exist(qtbot, window) -> None:
    _choose_symmetry(window, 90)
    solve(qtbot, window, "a1")  # 8x8: a side of 4k needs no search
    assert window.model.snapshot.status == NO_TOUR and window.model.snapshot.steps == 0
    assert "4k + 2" in window.explore.answer.text()
    # Search anyway: 8x8 can be searched (the search says it tried every path)...
    assert window.explore.anyway_button.isVisible()
    qtbot.mouseClick(window.explore.anyway_button, Qt.MouseButton.LeftButton)
    wait_done(qtbot, window)
    assert window.model.snapshot.status == NO_TOUR
    assert "The search tried every path" in window.model.answer
    set_size(window, 6, 8)
    solve(qtbot, window, "a1")
    assert "only when it is square" in window.explore.answer.text()
    # ...an oblong board has nothing to search: no Search anyway that would do nothing
    assert not window.explore.anyway_button.isVisible()


def test_a_quarter_turn_symmetric_tour_of_6x6(qtbot, window) -> None:
    set_size(window, 6, 6)
    _choose_symmetry(window, 90)
    solve(qtbot, window, "a1")
    names = window.model.board.names(window.model.snapshot.path)
    check_tour(6, 6, names, start="a1", closed=True)
    assert is_symmetric(6, 6, names, 90)


def test_a_symmetric_tour_asks_for_automatic(qtbot, window) -> None:
    _choose_symmetry(window, 180)
    controls = window.explore.controls
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    assert window.explore.solve_from(0) is False
    assert "choose the solver Automatic" in window.explore.answer.text()


def test_an_opened_closed_tour_ticks_closed_tour(qtbot, window, tmp_path) -> None:
    set_size(window, 6, 6)
    window.explore.controls.closed.setChecked(True)
    solve(qtbot, window, "a1")
    assert window.model.snapshot.status == FOUND
    names = window.model.board.names(window.model.snapshot.path)
    path = tmp_path / "closed.json"
    board = {"rows": 6, "cols": 6}
    path.write_text(json.dumps({"board": board, "tour": names, "closed": True}))
    window.explore.controls.closed.setChecked(False)
    assert not window.model.closed
    assert window.files.load_tour_file(str(path))
    assert window.model.tour_closed
    assert window.explore.controls.closed.isChecked() and window.model.closed


def test_search_anyway_goes_when_another_answer_replaces_the_theorems(qtbot, window) -> None:
    set_size(window, 4, 4)
    solve(qtbot, window, "a1")
    explore = window.explore
    assert explore.anyway_button.isVisible()
    explore.start_field.setFocus()
    explore.start_field.selectAll()
    qtbot.keyClicks(explore.start_field, "zz99")
    qtbot.keyClick(explore.start_field, Qt.Key.Key_Return)
    assert "is off the 4x4 board" in explore.answer.text()
    assert not explore.anyway_button.isVisible()
