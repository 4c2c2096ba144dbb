"""The window from the keyboard and through a screen reader: Tab reaches the board, the
arrow keys move its square, Enter acts on it, a square's name can be typed; what a screen
reader reads (QAccessible) says which square and what is on it."""

from __future__ import annotations

import pytest
from oracle import FIVE_BY_FIVE, check_tour
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from knighttour.core.solve.search import FOUND
from knighttour.gui.widgets.board_view import BoardView


def read(widget) -> tuple[str, str]:
    """(name, description) as a screen reader reads them."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def tab_to(qtbot, window, target) -> int:
    """Press Tab until target has the focus; the presses it took (fails after 60)."""
    window.activateWindow()
    for presses in range(1, 61):
        qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_Tab)
        if target.hasFocus():
            return presses
    raise AssertionError(f"Tab never reached {target!r}")


def keys(qtbot, view: BoardView, text: str) -> None:
    for char in text:
        qtbot.keyClicks(view, char)


def test_the_board_is_reached_by_tab_and_explored_with_the_arrow_keys(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    view = window.explore.view
    tab_to(qtbot, window, view)
    assert view.keyboard and view.cursor_square == view.board.parse_square("a1")
    assert read(view)[0] == "a1"
    assert "5 rows by 5 columns" in read(view)[1] and "Arrow keys" in read(view)[1]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.board.name(view.cursor_square) == "b2" and read(view)[0] == "b2"
    assert view.announcements[-1] == "b2"
    # the focus ring and the cursor are drawn on the screen only: never on a page
    picture = view.grab().toImage()
    assert not picture.isNull()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the edge holds
    assert view.board.name(view.cursor_square) == "a1"


def test_enter_on_the_boards_square_solves_from_it(qtbot, window) -> None:
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    view = window.explore.view
    tab_to(qtbot, window, view)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Up):
        qtbot.keyClick(view, key)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.model.running, timeout=20000)
    snap = window.model.snapshot
    assert snap.status == FOUND
    check_tour(6, 6, window.model.board.names(snap.path), start="c3")
    # what is under the cursor now says its move number
    assert read(view)[0].startswith("c3") or view.describe(view.cursor_square).startswith("c3")
    assert view.describe(view.board.parse_square("c3")) == "c3, move 1"


def test_a_typed_square_and_enter_solve_from_it(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    view = window.explore.view
    tab_to(qtbot, window, view)
    keys(qtbot, view, "c3")
    assert view.typed == "c3"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.model.running, timeout=20000)
    assert window.model.board.name(int(window.model.snapshot.path[0])) == "c3"
    keys(qtbot, view, "z9")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "z9" in view.announcements[-1] and "off the 5x5 board" in view.announcements[-1]


def test_enter_presses_the_focused_button_as_space_does(qtbot, window) -> None:
    """Enter on the button the keyboard reached presses it, as Space does (Qt does so only
    in dialogs; a blind pupil pressed Enter on Search anyway and nothing happened); Enter on
    a disabled button presses nothing."""
    solve = window.explore.solve_button
    solve.setFocus()
    qtbot.waitUntil(solve.hasFocus)
    with qtbot.waitSignal(solve.clicked, timeout=5000):
        qtbot.keyClick(solve, Qt.Key.Key_Return)
    stop = window.explore.run_box.stop_button
    qtbot.waitUntil(lambda: not stop.isEnabled())
    pressed: list[bool] = []
    stop.clicked.connect(lambda: pressed.append(True))
    qtbot.keyClick(stop, Qt.Key.Key_Enter)
    assert pressed == []


def test_a_game_of_play_with_the_keyboard_alone(qtbot, window) -> None:
    """A whole 5x5 game: the knight placed and moved with the board's square and Enter,
    an illegal square refused with why, each move said to a screen reader."""
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    window.tabs.setCurrentWidget(window.play)
    play = window.play
    play.new_game()
    view = play.view
    board = play.model.board
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.keyboard
    assert "Enter places the knight here" in view.describe(view.cursor_square)
    tour = list(FIVE_BY_FIVE)
    check_tour(5, 5, tour, start="a1")  # the game below plays a real tour
    for name in tour[:10]:
        keys(qtbot, view, name)
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert board.names(play.model.game.path) == tour[:10]
    # the move is said by the board's new name (its line would say it twice)
    qtbot.waitUntil(lambda: read(view)[0].startswith("a4, the knight, move 10"))
    keys(qtbot, view, "c2")  # visited: refused, and why
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "visited already" in play.message.text()
    assert "visited already" in view.announcements[-1]
    # a legal square is described with its ways on, a visited one with its move
    legal = dict(play.position.legal)
    square = next(iter(legal))
    view.move_cursor(square)
    ways = f"{legal[square]} way{'' if legal[square] == 1 else 's'} on"  # (1 way, 2 ways)
    assert read(view)[0] == f"{board.name(square)}, legal move, {ways}"
    view.move_cursor(board.parse_square("a1"))
    assert read(view)[0] == "a1, visited, move 1"
    # the rest with the arrow keys and Enter: from the knight's square to the next
    for name in tour[10:]:
        target = board.parse_square(name)
        while view.cursor_square != target:
            f0, r0 = divmod(view.cursor_square, board.cols)[::-1]
            f1, r1 = divmod(target, board.cols)[::-1]
            key = (
                Qt.Key.Key_Right
                if f1 > f0
                else Qt.Key.Key_Left
                if f1 < f0
                else Qt.Key.Key_Up
                if r1 > r0
                else Qt.Key.Key_Down
            )
            qtbot.keyClick(view, key)
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert board.names(play.model.game.path) == tour
    assert play.model.game.complete
    assert "Done!" in play.status.text()
    assert view.announcements[-1] == "Tour complete: every square visited."
    assert play.celebration.running  # a pupil notices


def test_a_watched_search_is_paused_and_stepped_with_space_and_ctrl_right(qtbot, window) -> None:
    """Space pauses a watched search (and goes on); while paused, Ctrl+Right makes exactly one
    move each, and the search makes none of its own; the buttons beside do the same."""
    window.explore.controls.rows.setValue(6)
    window.explore.controls.cols.setValue(6)
    controls = window.explore.controls
    controls.speed.setCurrentIndex(controls.speed.findData("Fast"))
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    model, explore = window.model, window.explore
    explore.solve_from(0)
    qtbot.waitUntil(lambda: model.snapshot is not None and model.snapshot.steps > 5, timeout=10000)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert model.paused and explore.run_box.step_button.isEnabled()
    seen: list[int] = []
    model.snapshotChanged.connect(lambda snap, _cursor: seen.append(snap.steps))
    # a move under way when Space came is still made and shown (shown after the first step,
    # it made that step seem to make two): the board first shows where the search is, and
    # from there each step is one move
    search = model._worker.search
    qtbot.waitUntil(
        lambda: not model.progress_waiting and model.snapshot.steps == search.steps,
        timeout=5000,
    )
    before = model.snapshot.steps
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: not model.progress_waiting and before + 1 == model.snapshot.steps == search.steps,
        timeout=5000,
    )
    stepped = model.snapshot.steps
    seen.clear()
    qtbot.mouseClick(explore.run_box.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: model.snapshot.steps == stepped + 1, timeout=5000)
    assert max(seen) == stepped + 1 == search.steps  # one move a step, none of its own
    before = stepped - 1
    qtbot.keyClick(window, Qt.Key.Key_Space)  # goes on
    assert not model.paused
    qtbot.waitUntil(lambda: model.snapshot.steps > before + 5, timeout=10000)
    window.stop_action.trigger()
    qtbot.waitUntil(lambda: not model.running, timeout=5000)
    assert not model.paused and not explore.run_box.pause_button.isEnabled()


@pytest.mark.parametrize("how", ["click on Solve", "Enter in the start field"])
def test_space_and_ctrl_right_pause_and_step_a_run_just_started(qtbot, window, how) -> None:
    """A watched run started with a click on Solve or Enter in the start field leaves the
    focus where Space and Ctrl+Right are the widget's: on Solve, Space started the run afresh
    (its moves lost); in the field, it typed a space and Ctrl+Right moved the text cursor
    (found by two new users). The focus goes to Pause, so Space pauses and Ctrl+Right steps,
    and back where it was at the end."""
    controls = window.explore.controls
    controls.speed.setCurrentIndex(controls.speed.findData("Fast"))
    controls.solver.setCurrentIndex(controls.solver.findData("backtracking"))
    window.explore.controls.rows.setValue(7)  # backtracking from a1 of 7x8 takes long
    window.explore.controls.cols.setValue(8)
    model, explore = window.model, window.explore
    window.activateWindow()
    qtbot.waitActive(window)
    explore.start_field.setText("a1")
    if how == "click on Solve":
        came_from = explore.solve_button
        qtbot.mouseClick(explore.solve_button, Qt.MouseButton.LeftButton)
    else:
        came_from = explore.start_field
        explore.start_field.setFocus()
        qtbot.keyClick(explore.start_field, Qt.Key.Key_Return)
    assert model.running
    assert QApplication.focusWidget() is explore.run_box.pause_button
    qtbot.waitUntil(lambda: model.snapshot is not None and model.snapshot.steps > 5, timeout=10000)
    run = model._worker
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert model._worker is run  # the same run, not a new one
    assert model.paused and model.running
    assert explore.start_field.text() == "a1"
    qtbot.waitUntil(lambda: not model.progress_waiting, timeout=5000)
    before = model.snapshot.steps
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier
    )
    qtbot.waitUntil(lambda: model.snapshot.steps > before, timeout=5000)
    window.stop_action.trigger()
    qtbot.waitUntil(lambda: not model.running, timeout=5000)
    assert QApplication.focusWidget() is came_from


def test_a_run_not_watched_leaves_the_focus_where_it_was(qtbot, window) -> None:
    """Most runs not watched end at once: the focus is not moved and moved back."""
    controls = window.explore.controls
    controls.speed.setCurrentIndex(controls.speed.findData("Instant"))
    window.activateWindow()
    qtbot.waitActive(window)
    window.explore.start_field.setText("a1")
    qtbot.mouseClick(window.explore.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.model.running, timeout=10000)
    assert QApplication.focusWidget() is window.explore.solve_button


def test_every_label_with_an_access_key_has_a_field_to_go_to(window) -> None:
    """Alt and a label's underlined letter go to its field: a label with an &-letter and
    no buddy shows the & and does nothing (every tab, every option shown)."""
    import re

    from PySide6.QtWidgets import QLabel

    window.explore.controls.more.setChecked(True)
    window.count.more.setChecked(True)
    lost = [
        label.text()
        for label in window.findChildren(QLabel)
        if re.search(r"&[^&\s]", label.text()) and label.buddy() is None
    ]
    assert lost == []


def test_space_presses_the_focused_button_and_ticks_the_focused_box(qtbot, window) -> None:
    """Space is the playback's Play key, but a focused button or check box takes it, as on
    every desktop; on the Play tab the hidden Explore tour does not start playing."""
    from knighttour.core.board.board import Board

    window.model.set_board(Board(5, 5))
    window.model.solve_from(0)
    qtbot.waitUntil(lambda: not window.model.running, timeout=20000)
    window.model.set_cursor(1)
    first = window.model.cursor
    window.tabs.setCurrentWidget(window.play)
    box = window.play.counts
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    before = box.isChecked()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked() != before
    assert window.model.cursor == first  # the Explore tour did not play
    window.tabs.setCurrentWidget(window.explore)
    from PySide6.QtWidgets import QToolButton

    forward = window.explore.playback.forward_action
    (button,) = [
        b for b in window.explore.playback.findChildren(QToolButton) if b.defaultAction() is forward
    ]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert window.model.cursor == first + 1  # one move forward, not played to the end


@pytest.mark.parametrize("language", ["en", "fr"])
def test_tabbing_through_the_form_never_slides_it_sideways(qtbot, tmp_path, language) -> None:
    """At 800x600 with More options open, Tab from field to field: the form scrolls up and
    down as needed, never sideways (in French the labels slid out of view and stayed so)."""
    from PySide6.QtCore import QSettings

    from knighttour.gui import i18n
    from knighttour.gui.main_window import KnightTourApp

    i18n.install(language)
    try:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        window = KnightTourApp(settings=settings)
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        window.explore.controls.more.setChecked(True)
        area = window.explore.form_area
        window.explore.start_field.setFocus()
        qtbot.waitUntil(window.explore.start_field.hasFocus)
        for _ in range(14):
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
            assert area.horizontalScrollBar().value() == 0, QApplication.focusWidget()
        window.close()
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keyboard_has_one_rule_on_the_board_in_the_menu_and_the_tooltips(
    qtbot, tmp_path, language
) -> None:
    """With a tour shown and the board focused (by a click or by Tab), the arrow keys move
    the board's square and never the tour; Ctrl+Left and Ctrl+Right step the tour, on the
    board too; the Playback menu, the buttons' tooltips, the board's tooltip and description
    and Help > Keyboard shortcuts say those same keys, in the window's language."""
    from gui_helpers import click_square, wait_done
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeySequence

    from knighttour.gui import i18n
    from knighttour.gui.main_window import KnightTourApp

    i18n.install(language)
    try:
        settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        window = KnightTourApp(settings=settings)
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        window.explore.controls.rows.setValue(5)
        window.explore.controls.cols.setValue(5)
        view, model, bar = window.explore.view, window.model, window.explore.playback
        click_square(qtbot, view, "a1")
        wait_done(qtbot, window)
        assert view.hasFocus() and model.cursor == 25
        ctrl = Qt.KeyboardModifier.ControlModifier
        qtbot.keyClick(view, Qt.Key.Key_Home)
        assert model.cursor == 1
        # after a click: Right moves the square (shown from now on), the tour stays
        qtbot.keyClick(view, Qt.Key.Key_Right)
        assert view.board.name(view.cursor_square) == "b1" and view.keyboard
        assert model.cursor == 1
        qtbot.keyClick(view, Qt.Key.Key_Left)
        assert view.board.name(view.cursor_square) == "a1" and model.cursor == 1
        # Ctrl+Right and Ctrl+Left step the tour; the square stays where it is
        qtbot.keyClick(view, Qt.Key.Key_Right, ctrl)
        qtbot.keyClick(view, Qt.Key.Key_Right, ctrl)
        assert model.cursor == 3 and view.board.name(view.cursor_square) == "a1"
        qtbot.keyClick(view, Qt.Key.Key_Left, ctrl)
        assert model.cursor == 2
        # reached by Tab: the same
        tab_to(qtbot, window, view)
        qtbot.keyClick(view, Qt.Key.Key_Up)
        qtbot.keyClick(view, Qt.Key.Key_Right)
        assert model.cursor == 2
        qtbot.keyClick(view, Qt.Key.Key_Right, ctrl)
        assert model.cursor == 3
        # ... and from anywhere else (a button has the focus)
        window.explore.solve_button.setFocus()
        qtbot.waitUntil(window.explore.solve_button.hasFocus)
        qtbot.keyClick(window.explore.solve_button, Qt.Key.Key_Right, ctrl)
        assert model.cursor == 4
        # what the window says: the same keys, named the language's way
        native = QKeySequence.SequenceFormat.NativeText
        forward = QKeySequence("Ctrl+Right").toString(native)
        back = QKeySequence("Ctrl+Left").toString(native)
        assert bar.forward_action.shortcut() == QKeySequence("Ctrl+Right")
        assert bar.back_action.shortcut() == QKeySequence("Ctrl+Left")
        assert bar.forward_action.toolTip().endswith(f"({forward})")
        assert bar.back_action.toolTip().endswith(f"({back})")
        assert forward in view.toolTip() and back in view.toolTip()
        # the board's own description, given back once the focus has left it (an answer
        # is lent to the focused widget's description for a screen reader to speak)
        qtbot.waitUntil(lambda: forward in read(view)[1] and back in read(view)[1])
        assert forward in window.explore.run_box.step_button.toolTip()
        dialog = window.shortcuts_dialog()
        rule = dialog.rule.text()
        assert dialog.rule.isVisibleTo(dialog) and forward in rule and back in rule
        table = dialog.table
        rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
        assert rows[forward] == bar.forward_action.text()
        dialog.deleteLater()
        if language == "fr":
            assert "Droite" in forward and "Droite" in rule  # Qt's own names, in French
        window.close()
    finally:
        i18n.install("en")
