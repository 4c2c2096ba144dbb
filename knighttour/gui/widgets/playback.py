"""PlaybackBar: step through a tour move by move, play it at a chosen speed, scrub."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..icons import icon

if TYPE_CHECKING:
    from ..explore.model import KnightTourModel
    from ..snapshot import Snapshot


class PlaybackBar(QWidget):
    """First / back / play-pause / forward / last, a scrubber, 'move k of n' and a speed
    slider, all driving the model's cursor.  The actions carry the keyboard shortcuts (Home,
    Left, Space, Right, End) and are shared with the window's Playback menu.

    It knows only what the model's signals carry (the path's length, the cursor, whether a
    run is going) and asks the model to move the cursor; it refreshes once per change."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.length = 0
        self.cursor = 0
        self.running = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        def action(text: str, name: str, key, slot) -> QAction:
            act = QAction(icon(name), text, self)
            act.setShortcut(QKeySequence(key))
            act.setToolTip(f"{text} ({QKeySequence(key).toString()})")
            act.triggered.connect(slot)
            return act

        self.first_action = action("First move", "first", Qt.Key.Key_Home,
                                   self.first)
        self.back_action = action("Back one move", "back", Qt.Key.Key_Left,
                                  self.back)
        self.play_action = action("Play", "play", Qt.Key.Key_Space, self.toggle_play)
        self.forward_action = action("Forward one move", "forward",
                                     Qt.Key.Key_Right, self.forward)
        self.last_action = action("Last move", "last", Qt.Key.Key_End,
                                  self.last)
        self.actions_in_order = [self.first_action, self.back_action, self.play_action,
                                 self.forward_action, self.last_action]

        self.scrubber = QSlider(Qt.Orientation.Horizontal)
        self.scrubber.setToolTip("Drag to any move of the tour")
        self.scrubber.valueChanged.connect(self.model.set_cursor)
        self.move_box = QSpinBox()
        self.move_box.setPrefix("Move ")
        self.move_box.setToolTip("Jump to move k (1 is the start square)")
        self.move_box.setKeyboardTracking(False)
        self.move_box.valueChanged.connect(self.model.set_cursor)
        self.of_label = QLabel("of 0")
        self.speed = QSlider(Qt.Orientation.Horizontal, minimum=1, maximum=60, value=8)
        self.speed.setToolTip("Playback speed in moves per second")
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed_label = QLabel()

        buttons = QHBoxLayout()
        for act in self.actions_in_order:
            button = QToolButton()
            button.setDefaultAction(act)
            button.setAutoRaise(True)
            buttons.addWidget(button)
        buttons.addWidget(self.move_box)
        buttons.addWidget(self.of_label)
        buttons.addStretch(1)
        buttons.addWidget(QLabel("Speed:"))
        buttons.addWidget(self.speed)
        buttons.addWidget(self.speed_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scrubber)
        layout.addLayout(buttons)

        model.snapshotChanged.connect(self._snapshot_changed)
        model.cursorChanged.connect(self._cursor_changed)
        model.runningChanged.connect(self._running_changed)
        self._speed_changed(self.speed.value())
        self.refresh()

    # the model's cursor, shown ---------------------------------------------------------
    @Slot(object, int)
    def _snapshot_changed(self, snapshot: Snapshot | None, cursor: int) -> None:
        self.length = len(snapshot.path) if snapshot is not None else 0
        self.cursor = cursor
        self.refresh()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        self.cursor = cursor
        self.refresh()

    def refresh(self) -> None:
        """Bring the controls in line with what the model said (length, cursor, running)."""
        n, cursor = self.length, self.cursor
        for widget, low in ((self.scrubber, min(1, n)), (self.move_box, min(1, n))):
            widget.blockSignals(True)
            widget.setRange(low, n)
            widget.setValue(cursor)
            widget.blockSignals(False)
        self.of_label.setText(f"of {n}")
        idle = not self.running and n > 1
        self.scrubber.setEnabled(idle)
        self.move_box.setEnabled(idle)
        self.first_action.setEnabled(idle and cursor > 1)
        self.back_action.setEnabled(idle and cursor > 1)
        self.forward_action.setEnabled(idle and cursor < n)
        self.last_action.setEnabled(idle and cursor < n)
        self.play_action.setEnabled(idle)
        if not idle and self.timer.isActive():
            self.pause()

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.running = running
        if running:
            self.pause()
        self.refresh()

    # moves -----------------------------------------------------------------------------
    @Slot()
    def first(self) -> None:
        """Show only the start square."""
        self.pause()
        self.model.set_cursor(1)

    @Slot()
    def back(self) -> None:
        """Take back one move."""
        self.pause()
        self.model.set_cursor(self.cursor - 1)

    @Slot()
    def forward(self) -> None:
        """Show one more move."""
        self.model.set_cursor(self.cursor + 1)

    @Slot()
    def last(self) -> None:
        """Show the whole tour."""
        self.pause()
        self.model.set_cursor(self.length)

    @Slot()
    def toggle_play(self) -> None:
        """Play from the cursor (from the start if at the end), or pause."""
        if self.timer.isActive():
            self.pause()
            return
        if self.running or self.length < 2:
            return
        if self.cursor >= self.length:
            self.model.set_cursor(1)
        self.timer.start()
        self.play_action.setText("Pause")
        self.play_action.setIcon(icon("pause"))

    def pause(self) -> None:
        """Stop playing (the cursor stays where it is)."""
        self.timer.stop()
        self.play_action.setText("Play")
        self.play_action.setIcon(icon("play"))

    @Slot()
    def _tick(self) -> None:
        if self.cursor >= self.length:
            self.pause()
            return
        self.forward()

    @Slot(int)
    def _speed_changed(self, per_second: int) -> None:
        self.timer.setInterval(int(1000 / per_second))
        self.speed_label.setText(f"{per_second}/s")

    def hideEvent(self, event) -> None:
        self.pause()
        super().hideEvent(event)
