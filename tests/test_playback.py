"""gui/widgets/playback.py: the playback bar follows what the model's signals carry, and
refreshes once per change; it steps, scrubs, plays (a large tour in seconds) and takes the
keys, but leaves a field being edited alone."""

from __future__ import annotations

import numpy as np
from gui_helpers import click_square, set_size, solve, wait_done
from PySide6.QtCore import Qt

from knighttour.core.board.board import Board
from knighttour.gui.explore.model import KnightTourModel
from knighttour.gui.widgets.playback import PLAY_SPEEDS, PlaybackBar, frame_plan


def test_one_refresh_per_snapshot_and_per_cursor_move(qtbot, monkeypatch) -> None:
    model = KnightTourModel()
    bar = PlaybackBar(model)
    qtbot.addWidget(bar)
    calls: list[tuple[int, int]] = []
    original = bar.refresh
    monkeypatch.setattr(
        bar, "refresh", lambda: (calls.append((bar.length, bar.moves_shown)), original())
    )
    path = np.arange(5, dtype=np.int64)
    model.show_tour(Board(1, 5, jumps=((1, 0), (-1, 0))), path, "shown")
    assert calls[-1] == (5, 5)
    calls.clear()
    with qtbot.waitSignal(model.snapshotChanged):
        model.show_tour(Board(1, 5, jumps=((1, 0), (-1, 0))), path, "again")
    # a new board (no snapshot) and then the tour: one refresh each, never two per change
    assert calls == [(0, 0), (5, 5)]
    calls.clear()
    model.set_cursor(2)
    assert calls == [(5, 2)] and bar.move_box.value() == 2 and bar.first_action.isEnabled()
    calls.clear()
    bar.last()
    assert calls == [(5, 5)] and bar.last_action.isEnabled()  # at the end too: it says so
    bar.last()
    assert bar.said[-1] == "Move 5 of 5: e1 (the last move; Home goes to the first)"
    bar.first()
    assert bar.said[-1] == "Move 1 of 5: a1"  # a step that moved: the move alone
    bar.back()
    assert bar.said[-1] == "Move 1 of 5: a1 (the first move)"


def test_playback_steps_scrubs_and_uses_the_keyboard(qtbot, window) -> None:
    solve(qtbot, window, "a1")
    model, bar = window.model, window.explore.playback
    assert model.cursor == 64 and window.explore.view.moves_shown == 64
    bar.first_action.trigger()
    assert model.cursor == 1 and window.explore.view.moves_shown == 1
    bar.forward_action.trigger()
    bar.forward_action.trigger()
    assert window.explore.view.moves_shown == 3
    bar.back_action.trigger()
    assert model.cursor == 2
    bar.scrubber.setValue(30)
    assert model.cursor == 30 and bar.move_box.value() == 30
    bar.move_box.setValue(12)
    assert model.cursor == 12 and bar.scrubber.value() == 12
    window.explore.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert model.cursor == 64
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert model.cursor == 1
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert model.cursor == 2
    # the picture follows the cursor: fewer squares numbered means a different image
    early = window.explore.view.grab().toImage()
    bar.last_action.trigger()
    assert window.explore.view.grab().toImage() != early


def test_play_runs_to_the_end_and_stops_its_timer(qtbot, window) -> None:
    window.explore.controls.rows.setValue(5)
    window.explore.controls.cols.setValue(5)
    solve(qtbot, window, "a1")
    bar = window.explore.playback
    bar.speed.setValue(60)
    bar.first_action.trigger()
    bar.play_action.trigger()
    assert bar.timer.isActive() and bar.play_action.text() == "Pause"
    qtbot.waitUntil(lambda: window.model.cursor == 25, timeout=5000)
    qtbot.waitUntil(lambda: not bar.timer.isActive(), timeout=1000)
    assert bar.play_action.text() == "Play"


def test_playback_keys_leave_a_field_being_edited_alone(qtbot, window) -> None:
    set_size(window, 5, 5)
    solve(qtbot, window, "a1")
    model, rows = window.model, window.explore.controls.rows
    window.activateWindow()
    rows.setFocus()
    qtbot.waitUntil(rows.hasFocus)
    ctrl = Qt.KeyboardModifier.ControlModifier
    for key, modifier in (
        (Qt.Key.Key_Home, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Left, ctrl),
        (Qt.Key.Key_Right, ctrl),
        (Qt.Key.Key_End, Qt.KeyboardModifier.NoModifier),
    ):
        qtbot.keyClick(rows, key, modifier)
        assert model.cursor == 25
    # a click on the board takes the focus (and solves); the keys then play the tour back
    click_square(qtbot, window.explore.view, "a1")
    wait_done(qtbot, window)
    assert window.explore.view.hasFocus()
    qtbot.keyClick(window.explore.view, Qt.Key.Key_Home)
    assert model.cursor == 1
    qtbot.keyClick(window.explore.view, Qt.Key.Key_Right, ctrl)
    assert model.cursor == 2
    qtbot.keyClick(window.explore.view, Qt.Key.Key_End)
    assert model.cursor == 25


def test_playback_plays_a_large_tour_in_seconds(qtbot, window) -> None:
    assert frame_plan(1_000_000) == (16, 16_000) and frame_plan(8) == (125, 1)
    set_size(window, 100, 100)
    solve(qtbot, window, "a1")
    bar = window.explore.playback
    bar.speed.setValue(bar.speed.maximum())
    assert bar.per_second == PLAY_SPEEDS[-1] == 1_000_000
    assert bar.speed_label.text() == "1M/s"
    bar.first_action.trigger()
    bar.play_action.trigger()
    qtbot.waitUntil(lambda: window.model.cursor == 10_000, timeout=5000)
    qtbot.waitUntil(lambda: not bar.timer.isActive(), timeout=2000)


def test_each_step_is_said_with_its_move_and_square(qtbot, window) -> None:
    """A screen reader hears each step through a tour, with the move shown and its square,
    as the path has them (checked against the path, not against the words' own numbers)."""
    solve(qtbot, window, "a1")
    model, bar = window.model, window.explore.playback
    path = [window.model.board.name(int(s)) for s in model.snapshot.path]
    window.explore.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert bar.said[-5:] == [
        f"Move 1 of 64: {path[0]}",
        f"Move 2 of 64: {path[1]}",
        f"Move 3 of 64: {path[2]}",
        f"Move 2 of 64: {path[1]}",
        f"Move 64 of 64: {path[63]}",
    ]


def test_play_and_pause_are_said_and_the_speed_slider_says_its_speed(qtbot, window) -> None:
    """Space (the Play action) says where the tour plays from and, pressed again, where it
    paused; the speed slider's value is a notch, so its description says the speed."""
    from knighttour.gui import announce

    set_size(window, 5, 5)
    solve(qtbot, window, "a1")
    bar = window.explore.playback
    bar.speed.setValue(1)
    assert bar.speed.accessibleDescription() == "1 move a second"  # the speed alone: a
    # search watched changes the tour's length at every move, and each change was spoken
    bar.first_action.trigger()
    bar.play_action.trigger()
    announce.flush()
    assert announce.heard[-1] == "Playing the tour from move 1"
    qtbot.waitUntil(lambda: window.model.cursor >= 2, timeout=5000)
    bar.play_action.trigger()
    announce.flush()
    assert announce.heard[-1] == f"Paused at move {window.model.cursor} of 25"
    assert window.explore.playback.scrubber.accessibleName() == "Tour position"


def test_the_first_step_forward_of_a_tour_just_found_goes_from_the_start(qtbot, window) -> None:
    """A tour found is shown whole and said "c3, move 1": Ctrl+Right gives move 2 (it gave
    move 64, "the last move", to a blind pupil, twice); at the end after a step, it stays."""
    set_size(window, 5, 5)
    solve(qtbot, window, "a1")
    bar = window.explore.playback
    assert window.model.cursor == 25
    bar.forward_action.trigger()
    assert window.model.cursor == 2 and bar.said[-1].startswith("Move 2 of 25")
    bar.last_action.trigger()
    bar.forward_action.trigger()
    assert window.model.cursor == 25 and "(the last move" in bar.said[-1]
