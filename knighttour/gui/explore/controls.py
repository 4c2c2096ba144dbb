"""RunControls: the Explore tab's form (board shape, leaper, wrap, holes, solver, jump order,
step limit, watch speed), feeding the model its choices."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.board.board import (
    KNIGHT_JUMPS,
    LEAPERS,
    WRAPS,
    Board,
    BoardError,
    leaper_jumps,
    parse_leaper,
    parse_order,
)
from ...core.solve.catalogue import PLAIN, SOLVERS
from ..limits import MAX_SIDE
from ..widgets.number_box import NumberBox
from .model import SPEEDS, KnightTourModel

#: jump orders offered by name; any other order can be typed in
ORDERS: dict[str, str] = {
    "Anticlockwise from 2,1 (default)": " ".join(f"{a},{b}" for a, b in KNIGHT_JUMPS),
    "Clockwise from 1,2 (Spelchan's order)": "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
    "The C++ yardstick's order": "-1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1 2,1 1,2",
}
#: step limits offered (None: no limit)
LIMITS: dict[str, int | None] = {
    "No limit": None,
    "1 million moves": 10**6,
    "10 million moves": 10**7,
    "100 million moves": 10**8,
    "1 billion moves": 10**9,
    "10 billion moves": 10**10,
}
#: the colour of a choice that could not be read
BAD_INPUT = "QComboBox { color: #c0392b; }"


def order_text(jumps: tuple[tuple[int, ...], ...]) -> str:
    """Jumps as the order box shows them: '2,1 1,2 ...'."""
    return " ".join(f"{a},{b}" for a, b, *_ in jumps)


class RunControls(QWidget):
    """The choices of the next run, each handed to the model as soon as it is made; the
    form follows the model's board when it changes (a file's board, a replayed game)."""

    message = Signal(str)  # a choice could not be used, or what a mode does
    #: why no run may start now (a field that cannot be read), or "" once every field is good
    problemChanged = Signal(str)

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        #: the fields that cannot be read now, each with why
        self.problems: dict[str, str] = {}
        self.layers = NumberBox("a number of layers")
        self.layers.refused.connect(self.message)
        self.layers.setRange(1, 8)
        self.layers.setToolTip(
            "Layers: more than 1 stacks boards into a 3D board, drawn side by side; the "
            "knight moves (1, 2, 0) along any axes"
        )
        self.layers.setKeyboardTracking(False)
        self.layers.valueChanged.connect(self._size_changed)
        self.rows = self._side_box("Ranks (rows) of the board", "ranks")
        self.cols = self._side_box("Files (columns) of the board", "files")
        self.solver = QComboBox()
        for info in SOLVERS.values():
            self.solver.addItem(info.title, info.name)
            self.solver.setItemData(
                self.solver.count() - 1, info.description, Qt.ItemDataRole.ToolTipRole
            )
        self.solver.currentIndexChanged.connect(self._solver_changed)
        self.closed = QCheckBox("Closed tour (return to the start)")
        self.closed.setToolTip("Ask for a tour whose last square is a knight's move from the first")
        self.closed.toggled.connect(self._closed_toggled)
        self.order = QComboBox(editable=True)
        # what is typed is used (or refused), never added to the list: "abc" is no choice
        self.order.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.order.setToolTip(
            "The order in which order-dependent solvers try the eight jumps, "
            "as file,rank steps; type your own order to try it"
        )
        for title, order in ORDERS.items():
            self.order.addItem(order)
            self.order.setItemData(self.order.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
        _line_edit(self.order).editingFinished.connect(self.apply_order)
        self.order.activated.connect(self.apply_order)
        self.leaper = QComboBox(editable=True)
        self.leaper.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.leaper.setToolTip(
            "The piece: a leaper jumps a squares one way and b the other; "
            "type a,b for any other, such as 2,5"
        )
        for name, (a, b) in LEAPERS.items():
            self.leaper.addItem(f"{name} {a},{b}")
        _line_edit(self.leaper).editingFinished.connect(self.apply_variant)
        self.leaper.activated.connect(self.apply_variant)
        self.wrap = QComboBox()
        self.wrap.addItems(list(WRAPS))
        self.wrap.setToolTip("cylinder joins the left and right edges; torus joins both pairs")
        self.wrap.currentTextChanged.connect(self.apply_variant)
        self.holes_button = QPushButton("Edit holes")
        self.holes_button.setCheckable(True)
        self.holes_button.setToolTip(
            "While on, clicking a square removes it from the board or puts it back"
        )
        self.holes_button.toggled.connect(self._holes_toggled)
        self.limit = QComboBox()
        self.limit.setToolTip("Give up after this many moves")
        for title, steps in LIMITS.items():
            self.limit.addItem(title, steps)
        self.limit.currentIndexChanged.connect(self._limit_changed)
        self.speed = QComboBox()
        self.speed.setToolTip(
            "Watch the search: Normal and Fast draw every move and every "
            "move taken back; Max runs flat out, redrawn 30 times a second"
        )
        self.speed.addItems(list(SPEEDS))
        self.speed.currentTextChanged.connect(self._speed_changed)
        #: the solver in one plain sentence; "More about it" opens the details and sources
        self.description = QLabel(wordWrap=True)
        self.description.setMinimumWidth(220)
        self.details = QLabel(wordWrap=True)
        self.details.setMinimumWidth(220)
        self.details.setVisible(False)
        self.details_button = QToolButton()
        self.details_button.setText("More about it")
        self.details_button.setCheckable(True)
        self.details_button.setAutoRaise(True)
        self.details_button.setToolTip("How the solver works, and where it comes from")
        self.details_button.toggled.connect(self.details.setVisible)

        # a first visit needs the board, the solver and open or closed; the rest is one
        # click away, under More options (remembered between runs)
        form = QFormLayout()
        form.addRow("Ranks (rows):", self.rows)
        form.addRow("Files (columns):", self.cols)
        form.addRow("Solver:", self.solver)
        form.addRow("", self.closed)
        self.more = QToolButton()
        self.more.setText("More options")
        self.more.setCheckable(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        self.more.setAutoRaise(True)
        self.more.setToolTip(
            "Layers, other leapers, wrapping, holes, the jump order, a step limit and "
            "the watch speed"
        )
        self.more.toggled.connect(self.show_more)
        self.advanced = QWidget()
        extra = QFormLayout(self.advanced)
        extra.setContentsMargins(0, 0, 0, 0)
        extra.addRow("Watch:", self.speed)
        extra.addRow("Step limit:", self.limit)
        extra.addRow("Layers:", self.layers)
        extra.addRow("Leaper:", self.leaper)
        wrap_row = QHBoxLayout()
        wrap_row.addWidget(self.wrap, 1)
        wrap_row.addWidget(self.holes_button)
        extra.addRow("Wrap:", wrap_row)
        extra.addRow("Jumps:", self.order)
        self.advanced.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.description)
        # the two disclosures share a line: the form fits a short window without scrolling
        disclosures = QHBoxLayout()
        disclosures.addWidget(self.details_button)
        disclosures.addWidget(self.more)
        disclosures.addStretch(1)
        layout.addLayout(disclosures)
        layout.addWidget(self.details)
        layout.addWidget(self.advanced)
        layout.addStretch(1)
        self._solver_changed()

    @Slot(bool)
    def show_more(self, on: bool) -> None:
        """Show or hide the options a first visit does not need."""
        if self.more.isChecked() != on:
            self.more.setChecked(on)
            return
        self.more.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.advanced.setVisible(on)

    def _side_box(self, tip: str, what: str) -> QSpinBox:
        box = NumberBox(f"a number of {what}")
        box.refused.connect(self.message)
        box.setRange(1, MAX_SIDE)
        box.setValue(8)
        box.setToolTip(tip)
        box.setGroupSeparatorShown(True)
        box.setKeyboardTracking(False)
        box.valueChanged.connect(self._size_changed)
        return box

    @property
    def problem(self) -> str:
        """Why no run may start now (the first field that cannot be read), or ""."""
        return next(iter(self.problems.values()), "")

    def _set_problem(self, field: str, text: str) -> None:
        before = self.problem
        if text:
            self.problems[field] = text
        else:
            self.problems.pop(field, None)
        if self.problem != before:
            self.problemChanged.emit(self.problem)

    @property
    def editing_holes(self) -> bool:
        """True while clicks on the board remove and restore squares."""
        return self.holes_button.isChecked()

    # choices -> model --------------------------------------------------------------------
    @Slot()
    def _size_changed(self) -> None:
        self.model.set_shape(self.layers.value(), self.rows.value(), self.cols.value())

    @Slot()
    def _solver_changed(self) -> None:
        name = self.solver.currentData()
        self.model.set_solver(name)
        info = SOLVERS[name]
        self.description.setText(PLAIN.get(name, info.description))
        sources = f" Sources: {info.reference}." if info.reference else ""
        self.details.setText(info.description + sources)
        self.closed.setEnabled(SOLVERS[name].closed)
        if not SOLVERS[name].closed:
            self.closed.setChecked(False)

    @Slot(bool)
    def _closed_toggled(self, closed: bool) -> None:
        self.model.set_closed(closed)

    @Slot(bool)
    def _holes_toggled(self, on: bool) -> None:
        if on:
            self.model.stop()
            self.message.emit(
                "Click squares to remove them or put them back; click Edit holes again to solve."
            )
        else:
            self.message.emit("Click a square to find a tour from it.")

    def leaper_text(self) -> tuple[int, int] | None:
        """The leaper typed or chosen ('zebra 2,3', 'zebra' or '2,3'), or None (with a
        message) if it cannot be read."""
        words = self.leaper.currentText().split()
        try:
            return parse_leaper(words[-1] if words else "")
        except BoardError as exc:
            self.leaper.setStyleSheet(BAD_INPUT)
            self.message.emit(f"Leaper not used: {exc}")
            self._set_problem(
                "leaper",
                f"The Leaper field (in red) cannot be read: {exc}. "
                "Fix it or choose a piece from its list to solve.",
            )
            return None

    @Slot()
    def apply_variant(self) -> None:
        """Hand the leaper and wrapping chosen to the model (a leaper that cannot be read
        is shown in red and not used)."""
        leaper = self.leaper_text()
        if leaper is None:
            return
        self.leaper.setStyleSheet("")
        self._set_problem("leaper", "")
        jumps = leaper_jumps(*leaper)
        if sorted(jumps) != sorted(self.model.jumps):
            self.order.setCurrentText(order_text(jumps))
            self.order.setStyleSheet("")
            self._set_problem("order", "")
        else:
            jumps = self.model.jumps
        self.model.set_variant(jumps, self.wrap.currentText())

    @Slot()
    def apply_order(self) -> None:
        """Hand the jump order typed or chosen to the model (or say why it is not used)."""
        try:
            jumps = parse_order(self.order.currentText(), self.model.jumps)
        except BoardError as exc:
            self.order.setStyleSheet(BAD_INPUT)
            self.message.emit(f"Jump order not used: {exc}")
            self._set_problem(
                "order",
                f"The Jumps field (in red) cannot be read: {exc}. "
                "Fix it or choose an order from its list to solve.",
            )
            return
        self.order.setStyleSheet("")
        self._set_problem("order", "")
        self.model.set_jumps(jumps)

    @Slot()
    def _limit_changed(self) -> None:
        self.model.max_steps = self.limit.currentData()

    @Slot(str)
    def _speed_changed(self, speed: str) -> None:
        self.model.speed = speed

    # model -> choices --------------------------------------------------------------------
    def show_board(self, board: Board) -> None:
        """Bring the form in line with a board set elsewhere (a file brings its own)."""
        flat = not board.is_3d
        for widget in (self.leaper, self.wrap, self.order):
            widget.setEnabled(flat)
        for box, value in (
            (self.rows, board.rows),
            (self.cols, board.files),
            (self.layers, board.layers),
        ):
            _quietly(box, lambda b=box, v=value: b.setValue(v))
        leaper = board.leaper
        if flat and leaper is not None:
            names = [n for n, ab in LEAPERS.items() if ab == leaper]
            text = f"{names[0]} {leaper[0]},{leaper[1]}" if names else f"{leaper[0]},{leaper[1]}"
            for combo, shown in (
                (self.leaper, text),
                (self.wrap, board.wrap),
                (self.order, order_text(board.jumps)),
            ):
                if combo.currentText() != shown:
                    _quietly(combo, lambda c=combo, v=shown: c.setCurrentText(v))


def _line_edit(combo: QComboBox) -> QLineEdit:
    """The text field of an editable combo box."""
    edit = combo.lineEdit()
    assert edit is not None, "the combo box is editable"
    return edit


def _quietly(widget: QWidget, change) -> None:
    """Make a change without the widget's signals (the model already knows)."""
    widget.blockSignals(True)
    change()
    widget.blockSignals(False)
