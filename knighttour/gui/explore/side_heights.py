"""The Explore tab's side panel on a short screen: the board's fields stay in sight at its top,
and the height under them is shared between the form (the solver's description, More
options) and the run's counters."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QScrollArea,
    QWidget,
)

from .controls import RunControls
from .counters import LEAST_LINES, LINES, RunCounters

#: the least height of the form's scroll area (its fields' when they take less)
FORM_LEAST = 120


def form_area(controls: RunControls, name: str) -> QScrollArea:
    """The form in an area that scrolls up and down when the window is short, so no field
    is ever squeezed below its own height; never sideways: a focused field never slides
    the form's labels out of view."""
    area = QScrollArea()
    area.setWidget(controls)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its fields are the Tab stops, not the area
    area.setAccessibleName(name)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    sideways = area.horizontalScrollBar()
    sideways.valueChanged.connect(lambda _: sideways.setValue(0))
    area.setMinimumWidth(
        controls.minimumSizeHint().width() + area.verticalScrollBar().sizeHint().width()
    )
    WheelScrollsForm(area, controls, controls.basics)
    return area


class WheelScrollsForm(QObject):
    """The mouse wheel over the form scrolls it, even where the pointer passes over a list or
    a number field: it changed them (a user scrolling past Symmetry set it to 90 degrees,
    and with it a closed tour).  So over the board's fields kept in sight above it (a board
    resized by a wheel passing over Rows).  A field with the keyboard's focus still takes the
    wheel."""

    def __init__(self, area: QScrollArea, *forms: QWidget) -> None:
        super().__init__(area)
        self.area = area
        fields = [
            f
            for form in forms
            for kind in (QComboBox, QAbstractSpinBox)
            for f in form.findChildren(kind)
        ]
        for field in fields:
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel gives no focus
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            QApplication.sendEvent(self.area.verticalScrollBar(), event)
            return True
        return False


class SideHeights(QObject):
    """Shares the height the form's scroll area and the counters have between them: the
    form as tall as its fields (More options open: all of them where the screen allows),
    the counters their six lines with what is left, never fewer than two (a short screen
    with More options open: they scroll, the form too, each by the keyboard as well)."""

    def __init__(self, area: QScrollArea, controls: RunControls, run_box: RunCounters) -> None:
        super().__init__(area)
        self.area, self.controls, self.run_box = area, controls, run_box
        area.installEventFilter(self)
        controls.installEventFilter(self)
        controls.more.toggled.connect(self._more_toggled)
        # Tab reads the form, then what the run did, then its buttons
        QWidget.setTabOrder(controls.order, run_box.counters)
        QWidget.setTabOrder(run_box.counters, run_box.pause_button)

    def share(self) -> None:
        """Share the height out again (the panel's height, the form's or its text's size
        changed)."""
        area, counters = self.area, self.run_box.counters_area
        if area.isHidden():
            return
        form = self.controls.heightForWidth(area.viewport().width())
        if form < 0:
            form = self.controls.sizeHint().height()
        area.setMinimumHeight(min(form + 2 * area.frameWidth(), FORM_LEAST))
        line = self.run_box.counters.fontMetrics().lineSpacing()
        both = area.height() + counters.height()
        lines = min(LINES, max(LEAST_LINES, (both - form - 4) // line))  # whole lines
        high = line * lines + 4
        if (counters.minimumHeight(), counters.maximumHeight()) != (high, high):
            counters.setFixedHeight(high)

    @Slot(bool)
    def _more_toggled(self, on: bool) -> None:
        """More options opened: its fields in sight under the board's, the solver's
        description scrolled above them (closed: the form from its top)."""
        self.share()
        bar = self.area.verticalScrollBar()
        more = self.controls.more
        top = more.mapTo(self.controls, more.rect().topLeft()).y()
        QTimer.singleShot(0, self, lambda: bar.setValue(min(top, bar.maximum()) if on else 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.area and event.type() == QEvent.Type.Resize) or (
            watched is self.controls and event.type() == QEvent.Type.LayoutRequest
        ):
            self.share()
        return False
