"""The Explore tab's counters: what a run has done (its path, steps, backtracks, its own time
and speed, the time watched), its progress bar, and its Stop and Next solution buttons."""

from __future__ import annotations

import time
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.solve.search import RUNNING
from ..accessible_roles import quiet_gauge
from ..announce import read_with_text
from ..i18n import count_form, duration, number
from ..icons import icon
from ..keys import FORWARD_KEY, PLAY_KEY, key_text
from ..snapshot import Snapshot
from ..widgets.text_area import TextArea

translate = QCoreApplication.translate
#: the counters' lines (always six, the last often empty), and the fewest shown
LINES, LEAST_LINES = 6, 2


def idle_text() -> str:
    """The counters before any run."""
    return QCoreApplication.translate("RunCounters", "Click a square to start.")


class CounterWords(QObject):
    """The counters' sentences that say a count: the translator gives each its plural form
    (a class of its own, so that Qt's tools find them as plural messages)."""

    def rate(self, per_second: int) -> str:
        """'1,234 moves a second'."""
        said = self.tr("{rate} moves a second", "", count_form(per_second))
        return said.format(rate=number(per_second))

    def watched(self, seconds: float, pace: float) -> str:
        """'Watched for 3.5 s, 4 moves a second shown'."""
        shown = number(round(pace)) if pace >= 100 else number(pace, 1)
        said = self.tr(
            "Watched for {seconds} s, {pace} moves a second shown", "", count_form(round(pace))
        )
        return said.format(seconds=number(seconds, 1), pace=shown)

    def path(self, length: int, squares: int, deepest: int) -> str:
        """'Path: 1 of 64 squares (longest so far 1)'."""
        said = self.tr("Path: {n} of {squares} squares (longest so far {deepest})", "", length)
        return said.format(n=number(length), squares=number(squares), deepest=number(deepest))


@cache
def counter_words() -> CounterWords:
    """The one CounterWords."""
    return CounterWords()


def counters_text(snap: Snapshot, wall: float | None = None, paced: bool = False) -> str:
    """The counters of a run, always the same six lines: the path drawn, the search's own
    counts, its own time and speed, and the wall time watched with the pace shown on screen
    (a paced watch shows a few moves a second of a search that takes milliseconds)."""

    rate = counter_words().rate(round(snap.moves_per_second)) if snap.seconds > 0 else "–"
    if wall is None:
        watched = translate("RunCounters", "Time on the clock: –")
    elif paced and wall > 0:
        watched = counter_words().watched(wall, snap.steps / wall)
    else:
        watched = translate("RunCounters", "Time on the clock: {seconds} s").format(
            seconds=number(wall, 2)
        )
    solution = (
        translate("RunCounters", "Solution {n}").format(n=number(snap.solutions))
        if snap.solutions > 1
        else ""
    )
    lines = [
        counter_words().path(len(snap.path), snap.squares, snap.max_depth),
        translate("RunCounters", "Moves tried: {steps}, taken back: {backtracks}").format(
            steps=number(snap.steps), backtracks=number(snap.backtracks)
        ),
        translate("RunCounters", "The search's own time: {time}").format(
            time=duration(snap.seconds)
        ),
        translate("RunCounters", "The search's own speed: {rate}").format(rate=rate),
        watched,
        solution,
    ]
    return "\n".join(lines)


class RunCounters(QWidget):
    """The counters of the run on the board, its progress in squares, Stop and Next
    solution (the panel wires the buttons)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress = QProgressBar()
        self.progress.setToolTip(self.tr("Squares on the current path"))
        self.progress.setAccessibleName(self.tr("Squares on the path"))
        quiet_gauge(self.progress)  # not progress: never read aloud as percents
        self.counters = QLabel(idle_text())
        self.counters.setWordWrap(True)  # a projector's large text wraps, never cut off
        self.counters.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.counters.setToolTip(
            self.tr(
                "The search's own time and speed count only its work; 'Watched' is the time on "
                "the clock since the run started, and the pace at which its moves were shown"
            )
        )
        self.counters.setAccessibleName(self.tr("What the run has done"))
        self.counters.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # six lines where there is room (the counters never change the panel's height);
        # on a short screen with More options open, fewer, and they scroll (by the
        # keyboard too: the counters are a Tab stop)
        self.counters_area = TextArea(self.counters)
        self.counters_area.setFrameShape(QFrame.Shape.NoFrame)
        self.counters_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.counters_area.setAccessibleName(self.counters.accessibleName())
        # its height is the panel's to share (ExplorePanel.share_height)
        self.counters_area.setFixedHeight(self.counters.fontMetrics().lineSpacing() * LINES + 4)
        self.stop_button = QPushButton(icon("stop"), self.tr("Stop"))
        self.stop_button.setToolTip(
            self.tr("Stop the search ({key})").format(key=key_text(Qt.Key.Key_Escape))
        )
        self.stop_button.setEnabled(False)
        self.next_button = QPushButton(icon("next"), self.tr("Next solution"))
        self.next_button.setToolTip(
            self.tr("Continue the exact search to the next different tour ({key})").format(
                key=key_text("Ctrl+N")
            )
        )
        self.next_button.setEnabled(False)
        #: a watched search paused and stepped (Space and Ctrl+Right do the same)
        self.pause_button = QPushButton(icon("pause"), self.tr("Pause"))
        self.pause_button.setToolTip(
            self.tr("Pause the watched search, or go on ({key})").format(key=key_text(PLAY_KEY))
        )
        self.pause_button.setEnabled(False)
        self.step_button = QPushButton(icon("forward"), self.tr("Step"))
        self.step_button.setToolTip(
            self.tr("One move of the paused search ({key})").format(key=key_text(FORWARD_KEY))
        )
        self.step_button.setEnabled(False)
        self._started: float | None = None
        self._ended: float | None = None
        self.paced = False
        watch = QHBoxLayout()
        watch.addWidget(self.pause_button)
        watch.addWidget(self.step_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.counters_area, 1)
        layout.addWidget(self.progress)
        layout.addLayout(watch)
        layout.addLayout(buttons)

    def show_paused(self, can_pause: bool, paused: bool) -> None:
        """The pause and step buttons as the watched search stands."""
        self.pause_button.setEnabled(can_pause)
        self.pause_button.setText(self.tr("Go on") if paused else self.tr("Pause"))
        self.pause_button.setIcon(icon("play" if paused else "pause"))
        self.step_button.setEnabled(can_pause and paused)

    def set_squares(self, squares: int) -> None:
        """The board's number of squares: the progress bar's end."""
        self.progress.setRange(0, squares)
        self.show_progress(0)

    def show_progress(self, squares: int) -> None:
        """squares on the path now."""
        # QProgressBar.setValue repaints at once, and with it the window's every pending
        # paint (the board's): off, the bar is only marked for the next paint
        self.progress.setUpdatesEnabled(False)
        self.progress.setValue(squares)
        self.progress.setUpdatesEnabled(True)
        self.progress.setFormat(
            self.tr("{n} of {squares} squares", "", squares).format(
                n=number(squares), squares=number(self.progress.maximum())
            )
        )

    def run_started(self, paced: bool) -> None:
        """A run began now (paced: its moves are shown at a watchable pace)."""
        self._started, self._ended, self.paced = time.perf_counter(), None, paced

    def run_ended(self) -> None:
        """The run ended now: the clock stops."""
        if self._started is not None:
            self._ended = time.perf_counter()

    def forget(self) -> None:
        """No run: the counters as before any."""
        self._started = None
        self.counters_area.set_text(idle_text())

    def wall_seconds(self) -> float | None:
        """Seconds on the clock since the run started (to its end), None before any."""
        if self._started is None:
            return None
        return (self._ended or time.perf_counter()) - self._started

    def show_snapshot(self, snap: Snapshot) -> None:
        """The counters of snap (read by a screen reader that reaches them once the run
        has ended: a name changing while it runs would be read out at every change)."""
        text = counters_text(snap, self.wall_seconds(), self.paced)
        self.counters_area.set_text(text)
        if snap.status != RUNNING:
            read_with_text(self.counters, text)
