"""Render the window's main states offscreen into resources/screenshots/ for the README.

.venv/bin/python scripts/screenshots.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from knighttour.core.solve import solver_kernels
from knighttour.gui.main_window import KnightTourApp

OUT = Path(__file__).resolve().parents[1] / "resources" / "screenshots"


def settle(app: QApplication, until, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not until() and time.monotonic() < end:
        app.processEvents()
    app.processEvents()


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    solver_kernels.load_all()
    OUT.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "shots.ini"), QSettings.Format.IniFormat)
    window = KnightTourApp(settings=settings)
    window.resize(1100, 760)
    window.show()
    idle = lambda: not window.model.running  # noqa: E731

    # the first screen: the board, the solver in plain words, open or closed
    settle(app, lambda: False, 0.3)
    window.grab().save(str(OUT / "first-screen.png"))

    # a tour, stopped half way through playback
    window.model.solve_from(window.model.board.parse_square("c3"))
    settle(app, idle)
    window.model.set_cursor(40)
    settle(app, lambda: False, 0.2)
    window.grab().save(str(OUT / "tour-8x8.png"))

    # a heuristic stuck in a corner
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("heuristic-centre")
    )
    window.model.solve_from(0)
    settle(app, idle)
    window.grab().save(str(OUT / "dead-end.png"))

    # plain backtracking watched at Normal speed: the crosses are squares just taken back
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("backtracking")
    )
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.explore.controls.speed.setCurrentIndex(window.explore.controls.speed.findData("Fast"))
    window.model.solve_from(0)
    settle(
        app,
        lambda: (
            window.model.snapshot is not None
            and window.explore.view.retreated.size >= 2
            and window.model.snapshot.steps > 60
        ),
    )
    window.grab().save(str(OUT / "watching.png"))
    window.model.stop()
    settle(app, idle)

    # a theorem answers at once
    window.explore.controls.speed.setCurrentIndex(window.explore.controls.speed.findData("Max"))
    window.explore.controls.solver.setCurrentIndex(window.explore.controls.solver.findData("auto"))
    window.explore.controls.rows.setValue(4)
    window.explore.controls.cols.setValue(4)
    window.model.solve_from(0)
    settle(app, idle)
    window.grab().save(str(OUT / "no-tour.png"))

    # show me why: the colour argument drawn on 5x5, with Search anyway beside it
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.model.solve_from(window.model.board.parse_square("b1"))
    settle(app, idle)
    settle(app, lambda: False, 0.2)
    window.grab().save(str(OUT / "show-why.png"))

    # a long board 3 wide: no tiles fit, the column-by-column method finds the circuit at once
    window.explore.controls.solver.setCurrentIndex(
        window.explore.controls.solver.findData("divide-conquer")
    )
    window.explore.controls.rows.setValue(3)
    window.explore.controls.cols.setValue(30)
    window.explore.controls.closed.setChecked(True)
    window.model.solve_from(window.model.board.parse_square("b2"))
    settle(app, idle)
    window.grab().save(str(OUT / "narrow-3x30.png"))
    window.explore.controls.closed.setChecked(False)
    window.explore.controls.solver.setCurrentIndex(window.explore.controls.solver.findData("auto"))

    # another leaper on a torus, and a knight on a board with holes
    window.explore.controls.leaper.setCurrentText("zebra 2,3")
    window.explore.controls.wrap.setCurrentIndex(window.explore.controls.wrap.findData("torus"))
    window.explore.controls.apply_variant()
    window.explore.controls.rows.setValue(7)
    window.explore.controls.cols.setValue(7)
    window.model.solve_from(0)
    settle(app, idle)
    window.grab().save(str(OUT / "zebra-torus.png"))
    window.explore.controls.leaper.setCurrentText("knight 1,2")
    window.explore.controls.wrap.setCurrentIndex(window.explore.controls.wrap.findData("none"))
    window.explore.controls.apply_variant()
    window.explore.controls.rows.setValue(8)
    window.explore.controls.cols.setValue(8)
    window.explore.controls.holes_button.setChecked(True)
    for name in ("d4", "e4", "d5", "e5", "a1", "h8", "a8", "h1"):
        window.model.toggle_hole(window.model.board.parse_square(name))
    window.explore.controls.holes_button.setChecked(False)
    window.model.solve_from(window.model.board.parse_square("b1"))
    settle(app, idle)
    window.grab().save(str(OUT / "holes.png"))
    for square in sorted(window.model.board.removed):
        window.model.toggle_hole(square)

    # a 3D board: four layers of 4x4 side by side
    window.explore.controls.rows.setValue(4)
    window.explore.controls.cols.setValue(4)
    window.explore.controls.layers.setValue(4)
    window.model.solve_from(window.model.board.parse_square("a1:1"))
    settle(app, idle)
    window.grab().save(str(OUT / "cube-4x4x4.png"))
    window.explore.controls.layers.setValue(1)

    # a race of three solvers, then the table over every start of 6x6
    from knighttour.gui.widgets.solver_list import set_checked

    window.explore.controls.rows.setValue(8)
    window.explore.controls.cols.setValue(8)
    window.tabs.setCurrentWidget(window.race)
    set_checked(
        window.race.solvers,
        ["warnsdorff", "heuristic-centre", "backtracking", "warnsdorff-backtracking"],
    )
    window.race.start_square.setText("a1")
    window.race.start()
    settle(app, lambda: not window.race.running)
    window.grab().save(str(OUT / "race.png"))
    # a paced race a class can watch, caught half way
    set_checked(window.race.solvers, ["warnsdorff", "backtracking", "heuristic-bottom"])
    window.race.pace.setCurrentText("Paced: 10 moves a second")
    window.race.start()
    settle(app, lambda: False, 3.0)
    window.grab().save(str(OUT / "race-paced.png"))
    window.race.stop_all()
    settle(app, lambda: not window.race.running)
    window.race.pace.setCurrentIndex(0)
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.tabs.setCurrentWidget(window.table)
    set_checked(
        window.table.solvers,
        ["backtracking", "forward-checking", "warnsdorff-backtracking", "warnsdorff"],
    )
    window.table.cap.setCurrentIndex(window.table.cap.findData(1_000_000))
    window.table.start()
    settle(app, lambda: not window.table.running, 60)
    window.grab().save(str(OUT / "table.png"))

    # playing by hand: legal moves ringed with their onward counts, then a lost position
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    window.tabs.setCurrentWidget(window.play)
    play = window.play
    play.new_game()
    play.counts.setChecked(True)
    board = play.model.board
    for name in ("a1", "b3", "c5", "e6", "f4", "e2"):
        play.model.click(board.parse_square(name))
    settle(app, lambda: not play.model.checking)
    play.model.ask_hint()
    settle(app, lambda: play.model.hint is not None, 5)
    window.grab().save(str(OUT / "play.png"))
    for name in ("c1", "a2", "b4", "a6", "c5"[:0] or "c5"):
        if play.model.game.why_illegal(board.parse_square(name)) == "":
            play.model.click(board.parse_square(name))
    settle(app, lambda: not play.model.checking)
    window.grab().save(str(OUT / "play-lost.png"))
    play.model.restart()

    # counting: the open tours of 5x5 from every square, and where the count runs ("on")
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.count)
    window.count.cluster.setText("")
    window.count.count_open()
    settle(app, lambda: not window.count.running, 60)
    window.grab().save(str(OUT / "count.png"))

    # the print preview of a tour: ink-light, fitted to the page
    from knighttour.gui import printing
    from knighttour.gui.widgets.preview import PreviewDialog

    window.explore.controls.rows.setValue(8)
    window.explore.controls.cols.setValue(8)
    window.tabs.setCurrentWidget(window.explore)
    window.model.solve_from(window.model.board.parse_square("a1"))
    settle(app, idle)
    page = printing.page_image(window.explore.view.painter_for(), window.pages.page_title())
    preview = PreviewDialog(page, window)
    preview.resize(700, 760)
    preview.show()
    settle(app, lambda: False, 0.3)
    preview.grab().save(str(OUT / "print-preview.png"))
    preview.close()
    window.close()
    classroom(app)


def classroom(app: QApplication) -> None:
    """The window in French under a dark palette with a tour's magic sums, and presentation
    mode for a projector."""
    from PySide6.QtGui import QColor, QPalette

    from knighttour.core.board.magic import classic_tours
    from knighttour.gui import i18n

    dark = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e8e8e8"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.AlternateBase, "#2b2b2b"),
        (QPalette.ColorRole.Text, "#e8e8e8"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#e8e8e8"),
        (QPalette.ColorRole.Highlight, "#3d7ab8"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
        (QPalette.ColorRole.ToolTipBase, "#353535"),
        (QPalette.ColorRole.ToolTipText, "#e8e8e8"),
    ):
        dark.setColor(role, QColor(colour))
    light = app.palette()
    app.setStyle("Fusion")
    app.setPalette(dark)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "shots.ini"), QSettings.Format.IniFormat)
    settings.setValue("view/language", "fr")
    settings.setValue("view/magic", "true")
    i18n.install("fr")
    window = KnightTourApp(settings=settings)
    window.resize(1100, 760)
    window.show()
    window.magic.open_classic(classic_tours()[0])
    settle(app, lambda: False, 0.5)
    window.grab().save(str(OUT / "dark-french.png"))
    window.close()

    app.setPalette(light)
    i18n.install("en")
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "shots.ini"), QSettings.Format.IniFormat)
    window = KnightTourApp(settings=settings)
    window.resize(1024, 768)
    window.show()
    window.model.solve_from(window.model.board.parse_square("a1"))
    settle(app, lambda: not window.model.running)
    window.model.set_cursor(30)
    window.presentation.set_on(True)
    settle(app, lambda: False, 0.5)
    window.grab().save(str(OUT / "presentation.png"))
    window.presentation.set_on(False)
    window.close()


if __name__ == "__main__":
    if sys.argv[1:] == ["--classroom"]:
        application = QApplication.instance() or QApplication(sys.argv[:1])
        solver_kernels.load_all()
        classroom(application)
    else:
        main()
