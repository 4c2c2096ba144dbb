"""What the Explore tab shows of a run: the board and its marks, the answer (with why a theorem
rules a tour out), the counters, the buttons' states; and what a screen reader hears of
them.  The tab's widgets are made and its commands run by ExplorePanel (panel.py)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from ...core.board.board import BoardError
from ...core.board.explain import Explanation, explain_rule
from ...core.board.verdict import verdict
from ...core.solve.search import RUNNING
from ..announce import announce
from ..snapshot import Snapshot
from ..widgets.board_view import BoardView
from .answer import AnswerArea
from .controls import RunControls
from .counters import RunCounters
from .model import KnightTourModel
from .run_model import SPEEDS

#: the ring on the start square of a run that ended with no path to show
NO_PATH_RING = "#c62828"
#: the ring on the square an open tour is asked to end on
END_RING = "#8e44ad"
#: the ring on the squares a theorem's explanation labels (their colour, their line)
WHY_RING = "#7f8c8d"


class ExploreShown(QWidget):
    """The Explore tab's display of the model's signals: it reads the widgets ExplorePanel
    makes (named below) and changes no run."""

    # made by ExplorePanel
    model: KnightTourModel
    snapshot: Snapshot | None
    running: bool
    chosen: int | None
    _anyway_why: tuple[Explanation | None, str, int | None] | None
    _theorem: bool
    view: BoardView
    controls: RunControls
    answer_box: AnswerArea
    answer: QLabel
    anyway_button: QPushButton
    run_box: RunCounters
    counters: QLabel
    stop_button: QPushButton
    next_button: QPushButton
    solve_button: QPushButton
    start_field: QLineEdit
    #: where the focus was when a watched run took it (given back at the run's end)
    _focus_before_run: QWidget | None = None

    message = Signal(str)  # for the window's status bar

    actionsChanged = Signal()  # what the window's menus may do has changed

    @property
    def why(self):
        """Why a theorem rules the tour shown out (None when none does)."""
        return self.answer_box.why

    @why.setter
    def why(self, value) -> None:
        self.answer_box.why = value

    @Slot(str)
    def show_answer(self, text: str) -> None:
        """Show the answer about the board under it, in full (hidden when there is none);
        a theorem's answer comes with why, in plain words."""
        if not text and self.why is not None:  # the answer went: its reason goes with it
            self.why = None
            self.anyway_button.hide()
            self._show_marks()
        theirs = bool(text) and text == self.model.answer
        if theirs:
            text = self.answer_box.with_why(text)
        # Search anyway belongs beside the theorem's answer only, never beside another
        self.anyway_button.setVisible(self._theorem and theirs and self.model.can_search_anyway)
        self.answer_box.set_text(text or self.controls.problem)

    @Slot(str)
    def _say_answer(self, text: str) -> None:
        """A screen reader hears the answer as a sighted user reads it: with why (and, on a
        first launch, that the solvers are being prepared: seconds that are not silence)."""
        if text == self.model.preparing_text():
            announce(self.answer, text)
        elif text:
            announce(self.answer, self.answer_box.with_why(text))

    @Slot(str)
    def _problem_changed(self, problem: str) -> None:
        self.show_answer(problem or self.model.answer)

    @Slot(object, int)
    def _snapshot_changed(self, snap: Snapshot | None, cursor: int) -> None:
        self.snapshot = snap
        if snap is None:
            self.view.set_path(np.zeros(0, np.int64))
            self.run_box.show_progress(0)
            self.run_box.forget()
        else:
            self.view.set_path(snap.path, cursor, live=self.running)
        self._find_why(snap)
        self._show_marks()
        if snap is not None:
            # the counters count the very path drawn: they cannot be a frame out of step
            self.run_box.show_progress(len(snap.path))
            if self.running and self.model.answer == self.model.preparing_text():
                self.counters.setText(self.model.preparing_text())
            else:
                self.run_box.show_snapshot(snap)
        self._update_buttons()

    @Slot(int)
    def _cursor_changed(self, cursor: int) -> None:
        if self.snapshot is not None and self.view.moves_shown != cursor and not self.running:
            self.view.set_path(self.snapshot.path, cursor)

    @Slot(bool)
    def _running_changed(self, running: bool) -> None:
        self.running = running
        # (a focused button that is disabled hands its focus on at once: asked before)
        held = self.run_box.pause_button.hasFocus() or self.stop_button.hasFocus()
        self.answer_box.running(running)
        if running:
            self.run_box.run_started(SPEEDS.get(self.model.speed, 0.0) > 0)
        else:
            self.run_box.run_ended()
            self._after_anyway()
        self._update_buttons()
        self._move_focus_to_the_run(running, held)

    def _move_focus_to_the_run(self, running: bool, held: bool) -> None:
        """A watched run started from Solve or the start field (Enter) hands the focus to
        Pause, and back where it was once the run ends (held: Pause or Stop still had it).
        Space and Ctrl+Right are a focused field's and a focused button's: on Solve, Space
        started the run afresh, its moves lost; in the start field it typed a space, and
        Ctrl+Right moved the text cursor, where the user meant to pause and step, as the
        status bar says.  A run not watched leaves the focus alone (most end at once)."""
        pause = self.run_box.pause_button
        if running:
            self._focus_before_run = next(
                (w for w in (self.solve_button, self.start_field) if w.hasFocus()), None
            )
            if self._focus_before_run is not None and pause.isEnabled():
                pause.setFocus()
        elif held and self._focus_before_run is not None:
            self._focus_before_run.setFocus()

    @Slot()
    def _update_buttons(self, *_: object) -> None:
        self.stop_button.setEnabled(self.running)
        self.run_box.show_paused(self.running and self.model.can_pause, self.model.paused)
        self.next_button.setEnabled(self.model.can_continue)
        self.actionsChanged.emit()

    # clicks and commands -----------------------------------------------------------------
    @property
    def has_path(self) -> bool:
        """True when a finished run's path (or an opened tour) is on the board."""
        return self.snapshot is not None and len(self.snapshot.path) > 0 and not self.running

    @property
    def has_work(self) -> bool:
        """True while something a click must not throw away is on the board: a run going
        on, or a path (a tour, a dead end, an opened file) to study."""
        return self.running or (self.snapshot is not None and len(self.snapshot.path) > 1)

    def _find_why(self, snap: Snapshot | None) -> None:
        """A run that a theorem answered at once (the run says so): say why on the board,
        in the plain words the board's verdict has, and offer Search anyway."""
        theorem = snap is not None and snap.theorem and snap.start is not None
        theorem = theorem and not self.running
        self._theorem = theorem
        if theorem and snap is not None and snap.start is not None:
            found = verdict(self.model.board, snap.start, self.model.tour_closed)
            known = found is not None and self.model.board.is_knight
            self.why = explain_rule(found) if known and found is not None else None
            if self.why is not None and found is not None and found.rule == "open-board":
                anyway = self.tr("Search anyway lets you watch a search try every path and fail.")
                self.why = replace(self.why, text=f"{self.why.text} {anyway}")
        elif self._anyway_why is None or not self.running:
            self.why = None
        self.anyway_button.setVisible(theorem and self.model.can_search_anyway)

    def _after_anyway(self) -> None:
        """A search anyway ended: the theorem's answer and why are shown again."""
        if self._anyway_why is None:
            return
        why, answer, start = self._anyway_why
        self._anyway_why = None
        if self.snapshot is not None and self.snapshot.start == start and why is not None:
            self.why = why
            self.answer_box.set_text(self.answer_box.with_why(answer))
            self._show_marks()

    def _show_marks(self) -> None:
        marks: dict[int, tuple[QColor, str]] = {}
        if self.why is not None:
            marks.update((s, (QColor(WHY_RING), label)) for s, label in self.why.labels.items())
        snap = self.snapshot
        # with no path to draw, ring the square the answer is about
        bare = snap is not None and not len(snap.path) and snap.status != RUNNING
        if bare and snap is not None and snap.start is not None:
            label = self.why.labels.get(snap.start, "") if self.why is not None else ""
            marks[snap.start] = (QColor(NO_PATH_RING), label)
        try:
            end = self.model.end_square()
        except BoardError:
            end = None
        if end is not None and end not in marks:
            marks[end] = (QColor(END_RING), "")
        shown_start = snap.start if snap is not None else None
        chosen = self.chosen is not None and self.has_work and self.chosen != shown_start
        self.view.set_marks(marks)
        self.view.set_selected(self.chosen if chosen else None)
