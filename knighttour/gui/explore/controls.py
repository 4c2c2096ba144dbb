"""RunControls: the Explore tab's form (board shape, leaper, wrap, holes, solver, jump order,
step limit, watch speed), feeding the model its choices."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QWidget,
)

from ...core.board.board import (
    LEAPERS,
    Board,
    BoardError,
    leaper_jumps,
    parse_leaper,
    parse_order,
)
from ...core.solve.catalogue import SOLVERS
from ..widgets.solver_list import solver_description, solver_plain
from .controls_form import (
    BAD_INPUT,
    LEAPER_TITLES,
    ControlsForm,
    order_text,
)
from .model import KnightTourModel


class RunControls(ControlsForm):
    """The choices of the next run, each handed to the model as soon as it is made; the
    form follows the model's board when it changes (a file's board, a replayed game)."""

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        for box in (self.layers, self.rows, self.cols):
            box.valueChanged.connect(self._size_changed)
        self.solver.currentIndexChanged.connect(self._solver_changed)
        self.closed.toggled.connect(self._closed_toggled)
        model.closedChanged.connect(self._closed_changed)
        self.end.editingFinished.connect(self.apply_end)
        self.symmetry.currentIndexChanged.connect(self._symmetry_changed)
        _line_edit(self.order).editingFinished.connect(self.apply_order)
        self.order.activated.connect(self.apply_order)
        _line_edit(self.leaper).editingFinished.connect(self.apply_variant)
        self.leaper.activated.connect(self.apply_variant)
        self.wrap.currentIndexChanged.connect(self.apply_variant)
        self.holes_button.toggled.connect(self._holes_toggled)
        self.limit.currentIndexChanged.connect(self._limit_changed)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self._solver_changed()

    # choices -> model --------------------------------------------------------------------
    @Slot()
    def _size_changed(self) -> None:
        self.model.set_shape(self.layers.value(), self.rows.value(), self.cols.value())

    @Slot()
    def _solver_changed(self) -> None:
        name = self.solver.currentData()
        self.model.set_solver(name)
        info = SOLVERS[name]
        self.description.setText(solver_plain(name) or solver_description(name))
        details = solver_description(name)
        if info.reference:
            details = self.tr("{description} Sources: {sources}.").format(
                description=details, sources=info.reference
            )
        self.details.setText(details)
        self._closed_enabled()
        if not SOLVERS[name].closed:
            self.closed.setChecked(False)

    def _closed_enabled(self) -> None:
        """Closed tour can be chosen with a solver that looks for closed tours, and is fixed
        (ticked) while a symmetry is asked for."""
        name = self.solver.currentData()
        self.closed.setEnabled(SOLVERS[name].closed and self.model.symmetric is None)

    @Slot(bool)
    def _closed_toggled(self, closed: bool) -> None:
        self.model.set_closed(closed)

    @Slot(bool)
    def _closed_changed(self, closed: bool) -> None:
        if self.closed.isChecked() != closed:
            _quietly(self.closed, lambda: self.closed.setChecked(closed))

    @Slot()
    def apply_end(self) -> None:
        """Hand the last square typed to the model; one that is not on the board is shown in
        red (and the run refused with why) until it is fixed or cleared."""
        text = self.end.text().strip()
        self.model.set_end(text)
        if text and self._check_end():
            self.message.emit(
                self.tr("The next tour must end on {square} (ringed in purple).").format(
                    square=self.model.board.name(self.model.end_square() or 0)
                )
            )

    def _check_end(self) -> bool:
        """Whether the last square asked for is on the board (if not, the field turns red
        and the run is refused with why)."""
        try:
            self.model.end_square()
        except BoardError as exc:
            self.end.setStyleSheet("QLineEdit { color: #c0392b; }")
            self.message.emit(self.tr("Ends on not used: {why}").format(why=exc))
            self._set_problem(
                "end",
                self.tr(
                    "The Ends on field (in red) cannot be read: {why}. Fix it or clear it to solve."
                ).format(why=exc),
            )
            return False
        self.end.setStyleSheet("")
        self._set_problem("end", "")
        return True

    @Slot()
    def _symmetry_changed(self) -> None:
        self.model.set_symmetric(self.symmetry.currentData())
        self._closed_enabled()

    @Slot(bool)
    def _holes_toggled(self, on: bool) -> None:
        if on:
            self.model.stop()
            self.message.emit(
                self.tr(
                    "Click squares to remove them or put them back; click Edit holes again to "
                    "solve."
                )
            )
        else:
            self.message.emit(self.tr("Click a square to find a tour from it."))

    def leaper_text(self) -> tuple[int, int] | None:
        """The leaper typed or chosen ('zebra 2,3', 'zebra' or '2,3'), or None (with a
        message) if it cannot be read."""
        words = self.leaper.currentText().split()
        try:
            return parse_leaper(words[-1] if words else "")
        except BoardError as exc:
            self.leaper.setStyleSheet(BAD_INPUT)
            self.message.emit(self.tr("Piece not used: {why}").format(why=exc))
            self._set_problem(
                "leaper",
                self.tr(
                    "The Piece field (in red) cannot be read: {why}. "
                    "Fix it or choose a piece from its list to solve."
                ).format(why=exc),
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
        self.model.set_variant(jumps, self.wrap.currentData() or "none")

    @Slot()
    def apply_order(self) -> None:
        """Hand the jump order typed or chosen to the model (or say why it is not used)."""
        try:
            jumps = parse_order(self.order.currentText(), self.model.jumps)
        except BoardError as exc:
            self.order.setStyleSheet(BAD_INPUT)
            self.message.emit(self.tr("Jump order not used: {why}").format(why=exc))
            self._set_problem(
                "order",
                self.tr(
                    "The Jump order field (in red) cannot be read: {why}. "
                    "Fix it or choose an order from its list to solve."
                ).format(why=exc),
            )
            return
        self.order.setStyleSheet("")
        self._set_problem("order", "")
        self.model.set_jumps(jumps)

    @Slot()
    def _limit_changed(self) -> None:
        self.model.max_steps = self.limit.currentData()

    @Slot()
    def _speed_changed(self) -> None:
        self.model.speed = self.speed.currentData() or "Max"

    # model -> choices --------------------------------------------------------------------
    def show_board(self, board: Board) -> None:
        """Bring the form in line with a board set elsewhere (a file brings its own)."""
        if self.model.end_name:  # the last square asked for may be off the new board
            self._check_end()
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
            numbers = f"{leaper[0]},{leaper[1]}"
            text = (
                f"{self.tr(LEAPER_TITLES.get(names[0], names[0]))} {numbers}" if names else numbers
            )
            for combo, shown in (
                (self.leaper, text),
                (self.order, order_text(board.jumps)),
            ):
                if combo.currentText() != shown:
                    _quietly(combo, lambda c=combo, v=shown: c.setCurrentText(v))
            wrap = self.wrap.findData(board.wrap)
            if wrap >= 0 and wrap != self.wrap.currentIndex():
                _quietly(self.wrap, lambda: self.wrap.setCurrentIndex(wrap))


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
