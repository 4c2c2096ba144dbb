"""gui/settings.py: the window's choices (board, run, Race and Table tabs) are remembered
between runs."""

from __future__ import annotations

from knighttour.gui.main_window import KnightTourApp
from knighttour.gui.widgets.solver_list import set_checked


def test_settings_persist_between_runs(qtbot) -> None:
    first = KnightTourApp()
    qtbot.addWidget(first)
    controls = first.explore.controls
    controls.rows.setValue(7)
    controls.cols.setValue(9)
    controls.solver.setCurrentIndex(controls.solver.findData("warnsdorff-backtracking"))
    controls.closed.setChecked(True)
    controls.speed.setCurrentIndex(controls.speed.findData("Normal"))
    controls.limit.setCurrentIndex(controls.limit.findData(10**7))
    first.close()
    second = KnightTourApp()
    qtbot.addWidget(second)
    assert (second.model.board.rows, second.model.board.cols) == (7, 9)
    assert second.explore.controls.solver.currentData() == "warnsdorff-backtracking"
    assert second.explore.controls.closed.isChecked() and second.model.closed
    assert second.model.speed == "Normal" and second.model.max_steps == 10**7
    second.close()


def test_race_choices_are_remembered(qtbot, window) -> None:
    from knighttour.gui.main_window import KnightTourApp
    from knighttour.gui.widgets.solver_list import checked_solvers

    set_checked(window.race.solvers, ["warnsdorff", "squirrel-cull", "circuit"])
    window.race.start_square.setText("c3")
    set_checked(window.table.solvers, ["warnsdorff", "forward-checking"])
    window.table.cap.setCurrentIndex(window.table.cap.findData(10**9))
    window.save_settings()
    again = KnightTourApp()
    qtbot.addWidget(again)
    assert checked_solvers(again.race.solvers) == ["warnsdorff", "squirrel-cull", "circuit"]
    assert again.race.start_square.text() == "c3"
    assert checked_solvers(again.table.solvers) == checked_solvers(window.table.solvers)
    assert again.table.cap.currentData() == 10**9
    again.close()


def test_the_piece_is_named_from_the_first_launch(qtbot, tmp_path) -> None:
    """The Piece list shows the knight by name as the window opens ("knight 1,2", never a
    bare "1,2" until the board changes), and a piece remembered by its numbers too."""
    from PySide6.QtCore import QSettings

    from knighttour.gui import i18n

    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = KnightTourApp(settings=settings)
    qtbot.addWidget(first)
    assert first.explore.controls.leaper.currentText() == "knight 1,2"
    first.explore.controls.leaper.setCurrentIndex(1)  # the camel
    first.explore.controls.apply_variant()
    first.close()
    assert settings.value("board/leaper") == "1,3"
    i18n.install("fr")
    try:
        again = KnightTourApp(settings=settings)
        qtbot.addWidget(again)
        assert again.explore.controls.leaper.currentText() == "chameau 1,3"
        again.close()
    finally:
        i18n.install("en")
