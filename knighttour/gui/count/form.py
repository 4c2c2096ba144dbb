"""The Count tab's form: what to count (closed, open, from a square, each square's count), the
experts' choices behind More options, the progress bar, the answer and the map of counts;
the tab's state.  The runs are CountPanel's (panel.py), the answers' display CountResults'."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.count.estimates import TimeLeft
from ...core.count.methods import ENUMERATION, FRONTIER, TourCount
from ...core.words import QT_TRANSLATE_NOOP
from ..explore.model import KnightTourModel
from ..settings import (
    cluster_address,
)
from ..widgets.flow_layout import FlowLayout
from ..worker_base import TaskWorker
from .count_map import CountMap
from .progress import WORK_STEPS
from .saved import saved_counts_folder
from .worker import CountWorker

#: how each way of counting reads in the answer
HOW = {
    ENUMERATION: QT_TRANSLATE_NOOP("CountPanel", "by following every tour one by one"),
    FRONTIER: QT_TRANSLATE_NOOP(
        "CountPanel", "square by square, without following each tour (the frontier method)"
    ),
}


def together(widgets: list[QWidget]) -> QWidget:
    """widgets side by side in one widget (a label and its field never part at a line's end)."""
    box = QWidget()
    line = QHBoxLayout(box)
    line.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        line.addWidget(widget)
    return box


class CountForm(QWidget):
    """The Count tab's widgets and state, laid out so that the tab never widens the window."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._worker: CountWorker | None = None
        self._counting = ""
        self._outcome = "done"
        #: the question a count estimated long or large waits on (kind, start, per square)
        self._asked: tuple[bool, int | None, bool, str] | None = None
        self._per_start = False
        #: the board, the kind and the start square of the count running or last run
        self._board = model.board
        self._closed = False
        self._start_square: int | None = None
        #: the question open now (a count estimated long or large), or None
        self.question: QMessageBox | None = None
        self.result: TourCount | None = None
        self._folder: Path | None = None
        self._forgetting: TaskWorker | None = None
        self._done = self._total = 0
        #: the time left of the count running, and when it began
        self._pace = TimeLeft()
        self._began = 0.0
        self._make_widgets()
        self._lay_out()
        model.boardChanged.connect(self._board_changed)

    def _make_widgets(self) -> None:
        """The buttons and fields, the progress bar, the answer and the map of counts."""
        self.closed_button = QPushButton(self.tr("Count &closed tours"))
        self.closed_button.setToolTip(
            self.tr("Each closed tour once, whatever its start and direction")
        )
        self.open_button = QPushButton(self.tr("Count &open tours"))
        self.open_button.setToolTip(
            self.tr(
                "Open tours counted with their direction, from every square (tick a count "
                "for each square to see each square's count)"
            )
        )
        optional = self.tr("a1 (optional)")
        self.start_square = QLineEdit(placeholderText=optional)
        self.start_square.setToolTip(self.tr("Count only the open tours from this square"))
        self.start_square.setAccessibleName(self.tr("Count open tours from this square"))
        self.start_square.setMinimumWidth(self.fontMetrics().horizontalAdvance(optional) + 16)
        self.start_square.setMaximumWidth(130)
        self.per_start = QCheckBox(self.tr("a count for each square"))
        self.per_start.setChecked(True)
        self.per_start.setToolTip(
            self.tr(
                "Open tours only: also count the open tours from each square and draw the "
                "counts on the board (not with a start square given, nor for closed tours)"
            )
        )
        # a table of every square's count goes with open tours from every square only
        self.start_square.textChanged.connect(
            lambda text: self.per_start.setEnabled(not text.strip())
        )
        this_computer = self.tr("empty: this computer")
        self.cluster = QLineEdit(cluster_address(), placeholderText=this_computer)
        self.cluster.setToolTip(
            self.tr(
                "Leave empty to count on this computer. For experts: a Dask cluster's "
                "scheduler address (tcp://host:8786), or local:N for N worker processes here "
                "(needs knighttour[cluster])."
            )
        )
        self.cluster.setAccessibleName(self.tr("Cluster address"))
        self.cluster.setMinimumWidth(self.fontMetrics().horizontalAdvance(this_computer) + 16)
        self.cluster.setMaximumWidth(220)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setEnabled(False)
        self.export_button = QPushButton(self.tr("E&xport counts (CSV)…"))
        self.export_button.setToolTip(
            self.tr("Each square's number of open tours, exactly, as a CSV file")
        )
        self.export_button.setEnabled(False)
        self.forget_button = QPushButton(self.tr("Forget saved counts"))
        self.forget_button.setToolTip(
            self.tr(
                "A stopped count keeps its finished squares on disk and goes on from them "
                "when counted again; this removes them"
            )
        )
        self.forget_button.setEnabled(saved_counts_folder().exists())
        self.more = QToolButton()
        self.more.setText(self.tr("More options"))
        self.more.setCheckable(True)
        self.more.setAutoRaise(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        self.more.setToolTip(self.tr("Counting on a cluster of computers, and saved counts"))
        self.more.toggled.connect(self._show_more)
        self.progress = QProgressBar()
        self.progress.setRange(0, WORK_STEPS)
        self.progress.setFormat("%p%")
        self.progress.setAccessibleName(self.tr("The count's progress"))
        self.answer = QLabel(
            self.tr("Count the tours of the board set in the Explore tab."), wordWrap=True
        )
        # rich text always: its sentences are escaped (a square 'z9' named in an error
        # showed as &#x27;z9&#x27;, a line without a tag being taken for plain text)
        self.answer.setTextFormat(Qt.TextFormat.RichText)
        self.answer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer.setAccessibleName(self.tr("The count's answer"))
        self.answer.setAccessibleDescription(self.answer.text())
        self.map = CountMap()

    def _lay_out(self) -> None:
        """What to count first, then the export and the experts' choices (those behind More
        options), wrapped onto as many lines as the window's width needs: the tab never
        widens the window, in any language or text size."""
        row = FlowLayout()
        from_label = QLabel(self.tr("fro&m"))
        from_label.setBuddy(self.start_square)
        cluster_label = QLabel(self.tr("Count on a &Dask cluster:"))
        cluster_label.setBuddy(self.cluster)
        #: the experts' choices, shown by More options
        self.advanced = [together([cluster_label, self.cluster]), self.forget_button]
        for item in (
            self.closed_button,
            self.open_button,
            together([from_label, self.start_square]),
            self.per_start,
            self.stop_button,
            self.export_button,
            self.more,
            *self.advanced,
        ):
            row.addWidget(item)
        for item in self.advanced:
            item.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.answer)
        layout.addWidget(self.map, 1)

    @Slot(bool)
    def _show_more(self, on: bool) -> None:
        self.more.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        for item in self.advanced:
            item.setVisible(on)

    @property
    def running(self) -> bool:
        """True while a count runs."""
        return self._worker is not None

    @Slot()
    def _board_changed(self, *_: object) -> None:
        if not self.running:  # the last count was of another board: it goes, bar and all
            self.map.show_table(None, None)
            self.export_button.setEnabled(False)
            self._show_outcome(self.tr("not counted yet"), 0)
            self.answer.setText(
                self.tr("Count the tours of {board}.").format(board=self.model.board.spec)
            )

    def _show_outcome(self, text: str, value: int) -> None:
        self.progress.setRange(0, WORK_STEPS)
        self.progress.setValue(value)
        self.progress.setFormat(text)
        self.progress.setToolTip("")

    def _what(self, closed: bool, start: int | None) -> str:
        """'the closed tours of 8x8', 'the open tours from a1 of 5x5', ..."""
        board = self.model.board
        if closed:
            return self.tr("the closed tours of {board}").format(board=board.spec)
        if start is not None:
            return self.tr("the open tours from {square} of {board}").format(
                square=board.name(start), board=board.spec
            )
        return self.tr("the open tours of {board}").format(board=board.spec)

    def _set_running(self, running: bool) -> None:
        for button in (self.closed_button, self.open_button):
            button.setEnabled(not running)
        self.forget_button.setEnabled(not running and saved_counts_folder().exists())
        self.stop_button.setEnabled(running)
