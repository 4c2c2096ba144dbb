"""PlaybackBar: step through a tour move by move, play it at a chosen speed, scrub."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QKeyCombination, QObject, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..announce import announce
from ..i18n import number
from ..icons import icon
from ..keys import (
    BACK_KEY,
    FIRST_KEY,
    FORWARD_KEY,
    LAST_KEY,
    PLAY_KEY,
    PLAYBACK_KEYS,
    key_text,
)
from .number_box import NumberBox

if TYPE_CHECKING:
    from ..explore.model import KnightTourModel
    from ..snapshot import Snapshot


#: playback speeds in moves per second, slowest first (the slider's positions 1, 2, ...);
#: the fast ones step many moves a frame, so a million-square tour plays in seconds
PLAY_SPEEDS: tuple[int, ...] = (
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    10,
    15,
    20,
    30,
    60,
    120,
    250,
    500,
    1_000,
    2_500,
    5_000,
    10_000,
    25_000,
    50_000,
    100_000,
    250_000,
    500_000,
    1_000_000,
)
#: the shortest time between two frames of playback, in milliseconds (60 frames a second)
FRAME_MS = 16


def frame_plan(per_second: int) -> tuple[int, int]:
    """(milliseconds between frames, moves a frame) to play per_second moves a second."""
    interval = max(FRAME_MS, round(1000 / per_second))
    return interval, max(1, round(per_second * interval / 1000))


def speed_text(per_second: int) -> str:
    """'8/s', '2,500/s', '1M/s'."""
    if per_second >= 1_000_000:
        return f"{number(per_second // 1_000_000)}M/s"
    return f"{number(per_second)}/s"


class FieldKeys(QObject):
    """The playback's keys go to the widget with the focus where it uses them: Home, End,
    Ctrl+Left, Ctrl+Right and Space edit a text field or a spin box, Space presses a focused
    button or ticks a focused check box, and on a tab without the playback every key is the
    focused widget's (the window's shortcuts would take them first)."""

    def __init__(self, bar: QWidget) -> None:
        super().__init__(bar)
        self.bar = bar

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and _without_keypad(event) in PLAYBACK_KEYS
            and (
                isinstance(watched, (QLineEdit, QAbstractSpinBox))
                or (isinstance(watched, QAbstractButton) and event.key() == Qt.Key.Key_Space)
                or (isinstance(watched, QWidget) and not self.bar.isVisible())
            )
        ):
            event.accept()
            return True
        return False


def _without_keypad(event: QKeyEvent) -> QKeyCombination:
    """The key and modifiers of event, a keypad's key counted as the main keyboard's."""
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return QKeyCombination(modifiers, Qt.Key(event.key()))


class PlaybackBar(QWidget):
    """First / back / play-pause / forward / last, a scrubber, 'move k of n' and a speed
    slider, all driving the model's cursor.  The actions carry the keyboard shortcuts (Home,
    Ctrl+Left, Space, Ctrl+Right, End: the arrow keys alone are a board's) and are shared
    with the window's Playback menu.

    It knows only what the model's signals carry (the path's length, the cursor, whether a
    run is going) and asks the model to move the cursor; it refreshes once per change.

    Over 300 lines: every control here moves or shows the one cursor, and each says what it
    did to a screen reader (a step, the ends, play and pause, the speed); the timer, the
    run's pause and the enabled actions are one state, which a split would share through
    each part's attributes."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.length = 0
        #: a tour shown whole as it came, not stepped yet (see _snapshot_changed)
        self.whole_unstepped = False
        self.moves_shown = 0
        self.running = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.per_frame = 1
        #: the steps said to a screen reader, newest last
        self.said: list[str] = []
        self._field_keys = FieldKeys(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self._field_keys)

        self._make_actions()
        self._make_widgets()
        self._lay_out()
        model.snapshotChanged.connect(self._snapshot_changed)
        model.cursorChanged.connect(self._cursor_changed)
        model.runningChanged.connect(self._running_changed)
        model.pausedChanged.connect(self._paused_changed)
        self._speed_changed(self.speed.value())
        self.refresh()

    def _make_actions(self) -> None:
        """First, back, play or pause, forward, last: each with its key."""

        def action(text: str, name: str, key: QKeyCombination, slot) -> QAction:
            act = QAction(icon(name), text, self)
            act.setShortcut(QKeySequence(key))
            act.setToolTip(f"{text} ({key_text(key)})")
            act.triggered.connect(slot)
            return act

        self.first_action = action(self.tr("First move"), "first", FIRST_KEY, self.first)
        self.back_action = action(self.tr("Back one move"), "back", BACK_KEY, self.back)
        self.play_action = action(self.tr("Play"), "play", PLAY_KEY, self.toggle_play)
        self.forward_action = action(
            self.tr("Forward one move"), "forward", FORWARD_KEY, self.forward
        )
        self.last_action = action(self.tr("Last move"), "last", LAST_KEY, self.last)
        self.actions_in_order = [
            self.first_action,
            self.back_action,
            self.play_action,
            self.forward_action,
            self.last_action,
        ]

    def _make_widgets(self) -> None:
        """The scrubber, the move box and its total, the replay speed."""
        self.scrubber = QSlider(Qt.Orientation.Horizontal)
        self.scrubber.setToolTip(self.tr("Drag to any move of the tour"))
        self.scrubber.setAccessibleName(self.tr("Tour position"))
        self.scrubber.valueChanged.connect(self.model.set_cursor)
        self.move_box = NumberBox(self.tr("a move of this tour"))
        self.move_box.setPrefix(self.tr("Move "))
        self.move_box.setToolTip(self.tr("Jump to move k (1 is the start square)"))
        self.move_box.setAccessibleName(self.tr("Move shown"))
        self.move_box.setKeyboardTracking(False)
        self.move_box.setGroupSeparatorShown(True)
        # as wide as the longest tour needs from the start: the bar never widens the window
        self.move_box.setRange(1, 1_000_000)
        self.move_box.setMinimumWidth(self.move_box.sizeHint().width())
        self.move_box.valueChanged.connect(self.model.set_cursor)
        self.of_label = QLabel(self.tr("of {n}").format(n=0))
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, len(PLAY_SPEEDS))
        self.speed.setValue(PLAY_SPEEDS.index(8) + 1)
        self.speed.setMinimumWidth(80)
        self.speed.setToolTip(
            self.tr(
                "Replay speed of a tour found, in moves per second, up to a million (the "
                "search's own pace is Watch, under More options): the fast speeds draw many "
                "moves a frame, so a whole large tour plays in seconds"
            )
        )
        self.speed.setAccessibleName(self.tr("Replay speed"))
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed_label = QLabel()
        # the widest texts they will show: the bar keeps its width whatever the tour
        self.speed_label.setMinimumWidth(
            self.speed_label.fontMetrics().horizontalAdvance("250,000/s") + 4
        )
        self.of_label.setMinimumWidth(
            self.of_label.fontMetrics().horizontalAdvance(
                self.tr("of {n}").format(n=number(1_000_000))
            )
            + 4
        )

    def _lay_out(self) -> None:
        """The scrubber and the speed on one line, the buttons and the move box under it."""
        buttons = QHBoxLayout()
        for act in self.actions_in_order:
            button = QToolButton()
            button.setDefaultAction(act)
            button.setAutoRaise(True)
            buttons.addWidget(button)
        buttons.addWidget(self.move_box)
        buttons.addWidget(self.of_label)
        buttons.addStretch(1)
        # the replay speed shares the scrubber's line: the bar fits a window 800 wide
        top = QHBoxLayout()
        top.addWidget(self.scrubber, 1)
        replay = QLabel(self.tr("Replay:"))
        replay.setBuddy(self.speed)
        top.addWidget(replay)
        top.addWidget(self.speed)
        top.addWidget(self.speed_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(buttons)

    # the model's cursor, shown ---------------------------------------------------------
    @Slot(object, int)
    def _snapshot_changed(self, snapshot: Snapshot | None, cursor: int) -> None:
        self.length = len(snapshot.path) if snapshot is not None else 0
        self.moves_shown = cursor
        # a tour just found is shown whole, and said "c3, move 1": its first step forward
        # goes from the start (a blind pupil's Ctrl+Right landed on move 64, twice)
        self.whole_unstepped = not self.running and 1 < self.length == cursor
        self.refresh()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        self.moves_shown = cursor
        self.whole_unstepped = False
        self.refresh()

    def refresh(self) -> None:
        """Bring the controls in line with what the model said (length, cursor, running)."""
        n, cursor = self.length, self.moves_shown
        for widget, low in ((self.scrubber, min(1, n)), (self.move_box, min(1, n))):
            widget.blockSignals(True)
            widget.setRange(low, n)
            widget.setValue(cursor)
            widget.blockSignals(False)
        self.of_label.setText(self.tr("of {n}").format(n=number(n)))
        self._show_speed()
        idle = not self.running and n > 1
        self.scrubber.setEnabled(idle)
        self.move_box.setEnabled(idle)
        # at either end of the tour too: a step there says the move shown is the first or
        # the last (a key that did nothing would say nothing to a screen reader), and Tab's
        # stops do not come and go with the move shown
        self.first_action.setEnabled(idle)
        self.back_action.setEnabled(idle)
        # a watched search: Space pauses it and goes on, Ctrl+Right makes one move while paused
        watched = self.running and self.model.can_pause
        self.forward_action.setEnabled(idle or (watched and self.model.paused))
        self.last_action.setEnabled(idle)
        self.play_action.setEnabled(idle or watched)
        if not idle and self.timer.isActive():
            self.pause()
        if watched:
            going = not self.model.paused
            self._show_play(
                self.tr("Pause the search") if going else self.tr("Go on"),
                "pause" if going else "play",
            )

    def _show_play(self, text: str, name: str) -> None:
        """The Play action's text, icon and tooltip (the tooltip, a button's description to
        a screen reader, said "Play (Space)" on "Pause the search")."""
        self.play_action.setText(text)
        self.play_action.setIcon(icon(name))
        self.play_action.setToolTip(f"{text} ({key_text(PLAY_KEY)})")

    @Slot(bool)
    def _paused_changed(self, _paused: bool) -> None:
        self.refresh()

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
        self._step_to(1)

    @Slot()
    def back(self) -> None:
        """Take back one move."""
        self.pause()
        self._step_to(self.moves_shown - 1)

    @Slot()
    def forward(self) -> None:
        """Show one more move (of a paused search: make it)."""
        if self.running and self.model.paused:
            self.model.step_once()
            return
        if self.whole_unstepped:
            self._step_to(2)
            return
        self._step_to(self.moves_shown + 1)

    @Slot()
    def last(self) -> None:
        """Show the whole tour."""
        self.pause()
        self._step_to(self.length)

    def _step_to(self, cursor: int) -> None:
        """Show the tour up to move cursor, and say the move (and, when the step could not
        go on, that it is the first or the last)."""
        before = self.model.cursor
        self.model.set_cursor(cursor)
        self._say_move(edge=self.model.cursor == before)

    def _say_move(self, edge: bool = False) -> None:
        """Say the move a step showed (a screen reader hears each step): 'Move 5 of 64: c4';
        edge: the step stayed where it was, at the first or the last move: said so."""
        snapshot = self.model.snapshot
        cursor = self.model.cursor
        if snapshot is None or not 0 < cursor <= len(snapshot.path):
            return
        square = self.model.board.name(int(snapshot.path[cursor - 1]))
        said = self.tr("Move {n} of {total}: {square}").format(
            n=number(cursor), total=number(len(snapshot.path)), square=square
        )
        if edge and cursor == len(snapshot.path):
            # (a tour just found is shown whole: a pupil's first Ctrl+Right lands here)
            said = self.tr("{move} (the last move; Home goes to the first)").format(move=said)
        elif edge and cursor == 1:
            said = self.tr("{move} (the first move)").format(move=said)
        self.said.append(said)
        del self.said[:-20]
        announce(self, said)

    @Slot()
    def toggle_play(self) -> None:
        """Play from the cursor (from the start if at the end), or pause."""
        if self.timer.isActive():
            self.pause(say=True)
            return
        if self.running and self.model.can_pause:
            self.model.toggle_pause()
            return
        if self.running or self.length < 2:
            return
        if self.moves_shown >= self.length:
            self.model.set_cursor(1)
        self.timer.start()
        self._show_play(self.tr("Pause"), "pause")
        announce(
            self,
            self.tr("Playing the tour from move {n}").format(n=number(self.moves_shown)),
        )

    def pause(self, say: bool = False) -> None:
        """Stop playing (the cursor stays where it is); say: say where, if it was playing
        (Space; a step says its move, a tour played to its end shows its last move)."""
        playing = self.timer.isActive()
        self.timer.stop()
        self._show_play(self.tr("Play"), "play")
        if playing and say:
            announce(
                self,
                self.tr("Paused at move {n} of {total}").format(
                    n=number(self.moves_shown), total=number(self.length)
                ),
            )

    @Slot()
    def _tick(self) -> None:
        if self.moves_shown >= self.length:
            self.pause()
            return
        self.model.set_cursor(self.moves_shown + self.per_frame)

    @property
    def per_second(self) -> int:
        """The playback speed chosen, in moves per second."""
        return PLAY_SPEEDS[min(max(self.speed.value(), 1), len(PLAY_SPEEDS)) - 1]

    @Slot(int)
    def _speed_changed(self, _position: int) -> None:
        interval, self.per_frame = frame_plan(self.per_second)
        self.timer.setInterval(interval)
        self._show_speed()

    def _show_speed(self) -> None:
        per_second = self.per_second
        self.speed_label.setText(speed_text(per_second))
        tip = self.tr("{n} moves a second", "", per_second).format(n=number(per_second))
        if self.length > 1:
            tip = self.tr("{speed}: the whole tour in {seconds} s").format(
                speed=tip, seconds=number(self.length / per_second, 1)
            )
        self.speed_label.setToolTip(tip)
        # a screen reader reads the slider's value as its notch (1 to 13): its description
        # says the speed, and a focused slider's new description is spoken as it moves;
        # the speed alone (the tour's time changes with every move of a search watched, and
        # each change was spoken)
        speed = self.tr("{n} moves a second", "", per_second).format(n=number(per_second))
        if self.speed.accessibleDescription() != speed:
            self.speed.setAccessibleDescription(speed)

    def hideEvent(self, event) -> None:
        self.pause()
        super().hideEvent(event)
