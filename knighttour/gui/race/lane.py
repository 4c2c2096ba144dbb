"""One lane of the Race tab: a solver's board, its counters and how its run ended."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import Board
from ...core.status import Status
from ...core.words import QT_TRANSLATE_NOOP
from ..colours import readable, status_html
from ..i18n import duration, number
from ..icons import icon
from ..snapshot import Snapshot
from ..solver_worker import RunEnd, SolverWorker
from ..widgets.board_view import BoardView
from ..widgets.solver_list import solver_plain, solver_tip, solver_title
from ..worker_base import start_worker

#: how each ending reads in a lane, and the colour it takes
OUTCOMES: dict[str, tuple[str, str]] = {
    Status.FOUND: (QT_TRANSLATE_NOOP("RaceLane", "Found a tour"), "good"),
    Status.NO_TOUR: (QT_TRANSLATE_NOOP("RaceLane", "No tour"), "bad"),
    Status.GAVE_UP: (QT_TRANSLATE_NOOP("RaceLane", "Gave up"), "bad"),
    Status.STOPPED: (QT_TRANSLATE_NOOP("RaceLane", "Stopped"), "stopped"),
}


def outcome_word(status: str) -> str:
    """How a lane's ending reads, in the window's language."""
    word = OUTCOMES.get(status, ("", "plain"))[0]
    return QCoreApplication.translate("RaceLane", word) if word else ""


#: the ring on the start of a lane that ended with no path to show
NO_PATH_RING = "#c62828"
#: lines of text under a lane's board kept from the start (the counters, then the outcome,
#: wrapped), so that the board does not move as they grow: in a lane alone in its row, in a
#: wide lane (two a row) and in a narrow one (three a row); a longer text makes room
COUNTER_LINES = {1: 3, 2: 4, 3: 6}
#: the least side of a lane's board: its moves can be followed (squares of 15 pixels or more
#: on 8x8); the race's lanes scroll rather than shrink below it
LANE_BOARD = 160


def outcome_text(status: str, reason: str) -> tuple[str, str]:
    """The lane's last line (the outcome, then the reason unless it only says the same) and
    its colour kind."""
    kind = OUTCOMES.get(status, ("", "plain"))[1]
    outcome = outcome_word(status)
    said = reason.strip()
    if not said or said.rstrip(".").lower() == outcome.lower():
        return f"{outcome}.", kind
    if outcome and said.lower().startswith(outcome.split()[0].lower() + " "):
        return said, kind  # "No open tour exists ...": the reason says the outcome already
    return QCoreApplication.translate("RaceLane", "{outcome}: {reason}").format(
        outcome=outcome, reason=said
    ), kind


class RaceLane(QWidget):
    """One solver in a race: a small board drawing its path live, its counters, a Stop."""

    ended = Signal()
    progressed = Signal()  # a new snapshot is shown

    def __init__(
        self, name: str, colour: str, columns: int = 2, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.name = name
        self.view = BoardView()
        self.view.setMinimumSize(LANE_BOARD, LANE_BOARD)
        self.view.preferred_side = LANE_BOARD
        self.view.show_legend = False  # the race names the marks once, for every lane
        self.view.setToolTip(solver_tip(name))
        self.colour = QColor(colour)
        # the title and the solver's idea wrap onto as many lines as the lane's width needs
        # (never widening it: the lanes of a row stay equal), each read whole; the lanes of a
        # race give them the same height, so that their boards line up (RacePanel)
        self.title = QLabel()
        self.idea = QLabel(solver_plain(name))
        #: the heights kept for the title and the idea (the race's tallest lane's)
        self.text_heights = (0, 0)
        for label, text in ((self.title, solver_title(name)), (self.idea, solver_plain(name))):
            label.setWordWrap(True)
            label.setToolTip(text)
            label.setAccessibleDescription(text)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.idea.setAccessibleName(self.tr("How {solver} works").format(solver=solver_title(name)))
        self.counters = QLabel(self.tr("Waiting…"))
        self.counters.setWordWrap(True)  # a long reason must not widen its lane
        self.counters.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # its height is set for its width here (_fit_texts)
        self.counters.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        #: lines kept for the counters from the start, so the board above does not move
        self.counter_lines = COUNTER_LINES[min(max(columns, 1), 3)]
        # the Stop button is its icon (named; its word in its tooltip): the title has room
        self.stop_button = QPushButton(icon("stop"), "")
        self.stop_button.setToolTip(self.tr("Stop"))
        self.stop_button.setAccessibleName(
            self.tr("Stop {solver}").format(solver=solver_title(name))
        )
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self._show_title()
        self.snapshot: Snapshot | None = None
        self._worker: SolverWorker | None = None
        self.paced = False
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addLayout(head)
        layout.addWidget(self.idea)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.counters)

    @property
    def running(self) -> bool:
        return self._worker is not None

    def start(
        self, board: Board, start: int, closed: bool, max_steps: int | None, pace: float = 0.0
    ) -> None:
        """Run the lane's solver; pace > 0 makes one move every pace seconds, each drawn."""
        self.view.set_board(board)
        self.view.set_marks({})
        self.paced = pace > 0
        worker = SolverWorker(board, start, self.name, closed, max_steps=max_steps, pace=pace)
        worker.progressed.connect(self._progressed)
        worker.returned.connect(self._ended)
        worker.errored.connect(self._failed)
        self._worker = worker
        start_worker(worker)
        self.stop_button.setEnabled(True)
        self.set_counters(self.tr("Running…"))

    @Slot()
    def stop(self) -> None:
        """Stop the lane's run at once; the moves it had queued are not drawn."""
        if self._worker is not None:
            self._worker.abort()

    def counter_text(self, snap: Snapshot) -> str:
        """The lane's counters: the very figures the ranking orders by (moves, deepest); in
        a paced race no times, which are the pace's and not the solver's."""
        fields = {
            "moves": number(snap.steps),
            "back": number(snap.backtracks),
            "longest": number(snap.max_depth),
            "squares": number(snap.squares),
            "time": duration(snap.seconds),
            "rate": number(round(snap.moves_per_second)),
        }
        if self.paced:
            return self.tr(
                "Moves {moves} · taken back {back}<br>Longest path {longest} of {squares}"
            ).format(**fields)
        return self.tr(
            "Moves {moves} · taken back {back} · {time}<br>Longest path {longest} of "
            "{squares} · {rate} moves a second"
        ).format(**fields)

    @Slot(object)
    def _progressed(self, snap: Snapshot) -> None:
        if self._worker is None or self._worker.abort_requested():
            return  # queued before the lane's Stop: the lane holds still
        self.snapshot = snap
        self.view.set_path(snap.path, live=True)
        self.set_counters(self.counter_text(snap))
        self.progressed.emit()

    @Slot(object)
    def _ended(self, end: RunEnd) -> None:
        snap = end.snapshot
        self.snapshot = snap
        self.view.set_path(snap.path)
        self._worker = None
        self.stop_button.setEnabled(False)
        self._show_outcome()
        self.ended.emit()

    def _show_title(self) -> None:
        self._fit_texts()

    def text_needs(self) -> tuple[int, int]:
        """The heights the title and the idea need, wrapped at the lane's width now."""
        width = self.width() - 4
        head = width - self.stop_button.sizeHint().width() - 6
        return (
            self.title.heightForWidth(max(head, 40)),
            self.idea.heightForWidth(max(width, 40)),
        )

    def keep_text_heights(self, heights: tuple[int, int]) -> None:
        """Give the title and the idea these heights (the race's tallest lane's)."""
        if heights != self.text_heights:
            self.text_heights = heights
            self._fit_texts()

    def _fit_texts(self) -> None:
        """The title and the idea wrapped to the lane's width, each as tall as the race's
        tallest lane's (its boards line up); the counters as tall as their text at this
        width (and never less than the lines kept for them)."""
        shown = readable(self.colour, self.palette().window().color())
        title = html.escape(solver_title(self.name))
        self.title.setText(f"<b style='color:{shown.name()}'>{title}</b>")
        for label, kept, needed in zip(
            (self.title, self.idea), self.text_heights, self.text_needs(), strict=True
        ):
            label.setFixedHeight(max(kept, needed))
        least = self.fontMetrics().lineSpacing() * self.counter_lines + 4
        width = self.counters.width() if self.counters.width() > 40 else self.width() - 4
        self.counters.setFixedHeight(max(least, self.counters.heightForWidth(max(width, 40))))

    def set_counters(self, text: str) -> None:
        """Show text under the board, the counters as tall as it needs."""
        self.counters.setText(text)
        self._fit_texts()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_texts()

    def _show_outcome(self) -> None:
        snap = self.snapshot
        if snap is None:
            return
        if not len(snap.path) and snap.start is not None:  # nothing drawn: ring the start
            self.view.set_marks({snap.start: (QColor(NO_PATH_RING), "")})
        text, kind = outcome_text(snap.status, snap.reason)
        self.set_counters(
            self.counter_text(snap)
            + "<br>"
            + status_html(kind, html.escape(text), self.palette(), bold=False)
        )

    def changeEvent(self, event: QEvent) -> None:
        # the colours are chosen for the palette: choose again when it changes (dark mode)
        if event.type() == QEvent.Type.PaletteChange:
            self._show_title()
            if self.snapshot is not None and self.snapshot.status != Status.RUNNING:
                self._show_outcome()
        super().changeEvent(event)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._worker = None
        self.stop_button.setEnabled(False)
        self.snapshot = None
        self.set_counters(status_html("bad", html.escape(message), self.palette(), bold=False))
        self.ended.emit()


class LinedUp(QObject):
    """Keeps the titles and ideas of a race's lanes equally tall, each the tallest lane's (its
    words wrapped to its width), so that their boards line up, row by row, as they resize."""

    def __init__(self, lanes: list[RaceLane]) -> None:
        super().__init__(lanes[0] if lanes else None)
        self.lanes = lanes
        for lane in lanes:
            lane.installEventFilter(self)

    def line_up(self) -> None:
        """Give every lane the tallest title's and idea's heights."""
        needs = [lane.text_needs() for lane in self.lanes]
        heights = (max(n[0] for n in needs), max(n[1] for n in needs))
        for lane in self.lanes:
            lane.keep_text_heights(heights)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched in self.lanes:
            self.line_up()
        return False


def line_up(lanes: list[RaceLane]) -> None:
    """Keep the titles and ideas of lanes equally tall from now on (LinedUp)."""
    if lanes:
        LinedUp(lanes).line_up()
