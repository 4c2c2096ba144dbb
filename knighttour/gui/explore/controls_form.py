"""The Explore tab's form: its fields (the board's shape, the piece, the edges, the holes, the
solver, the jump order, the step limit, the watch speed, the solver's description) and their
layout, which wraps its labels above the fields when the column is narrow.  What a choice
does is RunControls' (controls.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
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
)
from ...core.solve.catalogue import SOLVERS
from ...core.words import QT_TRANSLATE_NOOP
from ..limits import MAX_SIDE
from ..widgets.fitting import WrapCheckBox, narrow_combo
from ..widgets.number_box import NumberBox
from ..widgets.solver_list import solver_description, solver_plain, solver_title
from .model import KnightTourModel
from .run_model import SPEEDS

#: jump orders offered by name; any other order can be typed in
ORDERS: dict[str, str] = {
    QT_TRANSLATE_NOOP("RunControls", "Anticlockwise from 2,1 (default)"): " ".join(
        f"{a},{b}" for a, b in KNIGHT_JUMPS
    ),
    QT_TRANSLATE_NOOP(
        "RunControls", "Clockwise from 1,2 (Spelchan's order)"
    ): "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
    QT_TRANSLATE_NOOP(
        "RunControls", "The C++ yardstick's order"
    ): "-1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1 2,1 1,2",
}
#: step limits offered (None: no limit)
LIMITS: dict[str, int | None] = {
    QT_TRANSLATE_NOOP("RunControls", "No limit"): None,
    QT_TRANSLATE_NOOP("RunControls", "1 million moves"): 10**6,
    QT_TRANSLATE_NOOP("RunControls", "10 million moves"): 10**7,
    QT_TRANSLATE_NOOP("RunControls", "100 million moves"): 10**8,
    QT_TRANSLATE_NOOP("RunControls", "1 billion moves"): 10**9,
    QT_TRANSLATE_NOOP("RunControls", "10 billion moves"): 10**10,
}
#: how each watch speed reads (SPEEDS' keys are what the settings keep)
SPEED_TITLES: dict[str, str] = {
    "Max": QT_TRANSLATE_NOOP("RunControls", "Off: show the result at once"),
    "Fast": QT_TRANSLATE_NOOP("RunControls", "Fast: 60 moves a second"),
    "Normal": QT_TRANSLATE_NOOP("RunControls", "Normal: 4 moves a second"),
    "Slow": QT_TRANSLATE_NOOP("RunControls", "Slow: 1 move a second"),
}
#: how each way of joining the edges reads (WRAPS' names are what files keep)
WRAP_TITLES: dict[str, str] = {
    "none": QT_TRANSLATE_NOOP("RunControls", "none"),
    "cylinder": QT_TRANSLATE_NOOP("RunControls", "cylinder"),
    "torus": QT_TRANSLATE_NOOP("RunControls", "torus"),
}
#: the pieces' names (LEAPERS' keys are what the command line takes)
LEAPER_TITLES: dict[str, str] = {
    "knight": QT_TRANSLATE_NOOP("RunControls", "knight"),
    "camel": QT_TRANSLATE_NOOP("RunControls", "camel"),
    "zebra": QT_TRANSLATE_NOOP("RunControls", "zebra"),
    "giraffe": QT_TRANSLATE_NOOP("RunControls", "giraffe"),
    "wazir": QT_TRANSLATE_NOOP("RunControls", "wazir"),
    "ferz": QT_TRANSLATE_NOOP("RunControls", "ferz"),
}
#: the symmetries a closed tour can be asked for (None: any tour)
SYMMETRIES: dict[str, int | None] = {
    QT_TRANSLATE_NOOP("RunControls", "any tour"): None,
    QT_TRANSLATE_NOOP("RunControls", "180°"): 180,
    QT_TRANSLATE_NOOP("RunControls", "90°"): 90,
}
#: what each symmetry asks for, in full (the list's tooltips)
SYMMETRY_TIPS: dict[int | None, str] = {
    None: QT_TRANSLATE_NOOP("RunControls", "Any tour, symmetric or not"),
    180: QT_TRANSLATE_NOOP(
        "RunControls", "A closed tour that looks the same after a half turn of the board"
    ),
    90: QT_TRANSLATE_NOOP(
        "RunControls",
        "A closed tour that looks the same after a quarter turn of the board (square boards)",
    ),
}
#: the colour of a choice that could not be read
BAD_INPUT = "QComboBox { color: #c0392b; }"


def order_text(jumps: tuple[tuple[int, ...], ...]) -> str:
    """Jumps as the order box shows them: '2,1 1,2 ...'."""
    return " ".join(f"{a},{b}" for a, b, *_ in jumps)


class ControlsForm(QWidget):
    """The fields of the next run and their layout; the first visit shows the board, the solver
    and open or closed, the rest is behind More options."""

    message = Signal(str)  # a choice could not be used, or what a mode does

    #: why no run may start now (a field that cannot be read), or "" once every field is good
    problemChanged = Signal(str)

    def __init__(self, model: KnightTourModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        #: the fields that cannot be read now, each with why
        self.problems: dict[str, str] = {}
        self._make_first_fields()
        self._make_more_fields()
        self._make_about_solver()
        self._lay_out()

    def _make_first_fields(self) -> None:
        """What a first visit needs: the board's layers and sides, the solver, closed."""
        self.layers = NumberBox(self.tr("a number of layers"))
        self.layers.refused.connect(self.message)
        self.layers.setRange(1, 8)
        self.layers.setToolTip(
            self.tr(
                "Layers: more than 1 stacks boards into a 3D board, drawn side by side; the "
                "knight moves (1, 2, 0) along any axes"
            )
        )
        self.layers.setKeyboardTracking(False)
        self.rows = self._side_box(
            self.tr("Rows of the board (ranks, numbered 1, 2, 3… from the bottom)"),
            self.tr("a number of rows"),
        )
        self.cols = self._side_box(
            self.tr("Columns of the board (files, lettered a, b, c… from the left)"),
            self.tr("a number of columns"),
        )
        self.solver = QComboBox()
        for info in SOLVERS.values():
            self.solver.addItem(solver_title(info.name), info.name)
            self.solver.setItemData(
                self.solver.count() - 1,
                solver_plain(info.name) or solver_description(info.name),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.closed = WrapCheckBox(self.tr("Closed tour (return to the start)"))
        self.closed.setToolTip(
            self.tr("Ask for a tour whose last square is a knight's move from the first")
        )

    def _make_more_fields(self) -> None:
        """The choices behind More options."""
        self.end = QLineEdit()
        self.end.setPlaceholderText(self.tr("any square"))
        self.end.setClearButtonEnabled(True)
        self.end.setToolTip(
            self.tr(
                "An open tour that ends on this square: type its name, such as h8 (exact "
                "solvers only); leave it empty for a tour that ends anywhere"
            )
        )
        self.end.setAccessibleName(self.tr("Ends on"))
        self.symmetry = QComboBox()
        for title, turn in SYMMETRIES.items():
            self.symmetry.addItem(self.tr(title), turn)
            self.symmetry.setItemData(
                self.symmetry.count() - 1,
                self.tr(SYMMETRY_TIPS[turn]),
                Qt.ItemDataRole.ToolTipRole,
            )
        self.symmetry.setAccessibleName(self.tr("Symmetry"))
        self.symmetry.setToolTip(
            self.tr(
                "A closed tour that looks the same after the board is given a half turn "
                "(180°) or a quarter turn (90°, square boards); the theorem says so when "
                "none can exist"
            )
        )
        self.order = QComboBox(editable=True)
        # what is typed is used (or refused), never added to the list: "abc" is no choice
        self.order.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.order.setToolTip(
            self.tr(
                "The order in which order-dependent solvers try the eight jumps, "
                "as file,rank steps; type your own order to try it"
            )
        )
        for title, order in ORDERS.items():
            self.order.addItem(order)
            self.order.setItemData(
                self.order.count() - 1, self.tr(title), Qt.ItemDataRole.ToolTipRole
            )
        self.leaper = QComboBox(editable=True)
        self.leaper.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.leaper.setToolTip(
            self.tr(
                "The piece: a leaper jumps a squares one way and b the other; "
                "type a,b for any other, such as 2,5"
            )
        )
        for name, (a, b) in LEAPERS.items():
            self.leaper.addItem(f"{self.tr(LEAPER_TITLES.get(name, name))} {a},{b}", (a, b))
        self.wrap = QComboBox()
        for name in WRAPS:
            self.wrap.addItem(self.tr(WRAP_TITLES.get(name, name)), name)
        self.wrap.setToolTip(
            self.tr("cylinder joins the left and right edges; torus joins both pairs")
        )
        self.holes_button = QPushButton(self.tr("Edit holes"))
        self.holes_button.setCheckable(True)
        self.holes_button.setToolTip(
            self.tr("While on, clicking a square removes it from the board or puts it back")
        )
        self.limit = QComboBox()
        self.limit.setToolTip(self.tr("Give up after this many moves"))
        for title, steps in LIMITS.items():
            self.limit.addItem(self.tr(title), steps)
        self.speed = QComboBox()
        self.speed.setToolTip(
            self.tr(
                "Watch the search: at 1, 4 or 60 moves a second every move and every move "
                "taken back is drawn; Off runs flat out and shows the result"
            )
        )
        for key in SPEEDS:
            self.speed.addItem(self.tr(SPEED_TITLES.get(key, key)), key)

    def _make_about_solver(self) -> None:
        """The solver in one sentence, and its details and sources one click away."""
        #: the solver in one plain sentence; "More about it" opens the details and sources
        self.description = QLabel(wordWrap=True)
        self.description.setMinimumWidth(220)
        self.details = QLabel(wordWrap=True)
        self.details.setMinimumWidth(220)
        self.details.setVisible(False)
        self.details_button = QToolButton()
        self.details_button.setText(self.tr("More about it"))
        self.details_button.setCheckable(True)
        self.details_button.setAutoRaise(True)
        self.details_button.setToolTip(self.tr("How the solver works, and where it comes from"))
        self.details_button.toggled.connect(self.details.setVisible)

    def _lay_out(self) -> None:
        # a first visit needs the board, the solver and open or closed: `basics`, which
        # the panel keeps in sight above the rest; the rest is one click away, under More
        # options (remembered between runs), in this widget, which scrolls on a short screen
        self.basics = QWidget()
        form = QFormLayout(self.basics)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Rows:"), self.rows)
        form.addRow(self.tr("&Columns:"), self.cols)
        form.addRow(self.tr("S&olver:"), self.solver)
        form.addRow("", self.closed)
        self.more = QToolButton()
        self.more.setText(self.tr("More options"))
        self.more.setCheckable(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        self.more.setAutoRaise(True)
        self.more.setToolTip(
            self.tr(
                "Layers, other leapers, wrapping, holes, the jump order, a step limit and "
                "the watch speed"
            )
        )
        self.more.toggled.connect(self.show_more)
        self.advanced = QWidget()
        extra = QFormLayout(self.advanced)
        self._forms = (form, extra)
        extra.setContentsMargins(0, 0, 0, 0)
        extra.setVerticalSpacing(3)  # seven rows fit a short window without scrolling
        extra.addRow(self.tr("&Watch:"), self.speed)
        extra.addRow(self.tr("Give up after:"), self.limit)
        # each its own row: the last square's hint ("any square") and the symmetry chosen
        # are read whole in any language
        extra.addRow(self.tr("E&nds on:"), self.end)
        extra.addRow(self.tr("S&ymmetry:"), self.symmetry)
        extra.addRow(self.tr("&Layers:"), self.layers)
        extra.addRow(self.tr("P&iece:"), self.leaper)
        wrap_row = QHBoxLayout()
        wrap_row.addWidget(self.wrap, 1)
        wrap_row.addWidget(self.holes_button)
        wrap_label = QLabel(self.tr("Ed&ges joined:"))
        wrap_label.setBuddy(self.wrap)
        extra.addRow(wrap_label, wrap_row)
        extra.addRow(self.tr("&Jump order:"), self.order)
        self.advanced.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
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
        for combo in [*self.basics.findChildren(QComboBox), *self.findChildren(QComboBox)]:
            narrow_combo(combo)  # a long (French) item never widens the form past its column

    def fit_rows(self, room: int) -> None:
        """Labels beside their fields when the form fits room pixels so, else above them
        (larger text, a longer language): a field is never squeezed under its text."""
        for rows in self._forms:
            for policy in (
                QFormLayout.RowWrapPolicy.DontWrapRows,
                QFormLayout.RowWrapPolicy.WrapAllRows,
            ):
                if rows.rowWrapPolicy() != policy:
                    rows.setRowWrapPolicy(policy)
                    rows.invalidate()
                if rows.minimumSize().width() <= room:
                    break

    @Slot(bool)
    def show_more(self, on: bool) -> None:
        """Show or hide the options a first visit does not need."""
        if self.more.isChecked() != on:
            self.more.setChecked(on)
            return
        self.more.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.advanced.setVisible(on)

    def _side_box(self, tip: str, what: str) -> QSpinBox:
        box = NumberBox(what)
        box.refused.connect(self.message)
        box.setRange(1, MAX_SIDE)
        box.setValue(8)
        box.setToolTip(tip)
        box.setGroupSeparatorShown(True)
        box.setKeyboardTracking(False)
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
