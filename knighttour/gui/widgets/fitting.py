"""Controls that fit a narrow column in any language: WrapCheckBox, a check box whose text wraps
onto more lines (a QCheckBox's text is one line, cut at the column's edge: French "…sur les
cases permises"), narrow_combo, a list no wider than the column, and scroller, a column that
scrolls."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionFocusRect,
    QStylePainter,
    QWidget,
)

#: the fewest pixels its text is given before it wraps a word on its own
LEAST_TEXT = 80


class WrapCheckBox(QCheckBox):
    """A QCheckBox (its text, its access key, its name to a screen reader: all Qt's) drawn
    with its text wrapped to its width; it asks for the height its lines need."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _indicator(self) -> tuple[int, int, int]:
        """The box's width and height, and the space after it."""
        style = self.style()
        return (
            style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, self),
            style.pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, self),
            style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, self),
        )

    def _text_rect(self, width: int) -> QRect:
        """Where the wrapped text goes in a widget width wide (its height: the lines')."""
        box, _, space = self._indicator()
        room = max(width - box - space - 2, LEAST_TEXT)
        flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic
        lines = self.fontMetrics().boundingRect(QRect(0, 0, room, 10_000), flags, self.text())
        return QRect(box + space, 0, room, lines.height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return max(self._indicator()[1], self._text_rect(width).height()) + 4

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(hint.width())))

    def minimumSizeHint(self) -> QSize:
        # as narrow as a few words; as tall as its lines at the width it has now (one line
        # before it is laid out): a resize that changes its lines asks again
        box, _, space = self._indicator()
        least = box + space + LEAST_TEXT
        now = self.width() if self.width() > least else super().sizeHint().width()
        return QSize(least, self.heightForWidth(now))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.heightForWidth(event.size().width()) != self.heightForWidth(
            event.oldSize().width()
        ):
            self.updateGeometry()

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        box, box_height, _ = self._indicator()
        option.text = ""
        option.rect = QRect(0, (self.height() - box_height) // 2, box, box_height)
        text_rect = self._text_rect(self.width())
        text_rect.moveTop(max(0, (self.height() - text_rect.height()) // 2))
        flags = int(Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic) | int(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        style = self.style()
        with QPainter(self) as painter:
            style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorCheckBox, option, painter, self)
            style.drawItemText(
                painter, text_rect, flags, self.palette(), self.isEnabled(), self.text()
            )
            if self.hasFocus():
                focus = QStyleOptionFocusRect()
                focus.initFrom(self)
                focus.rect = text_rect.adjusted(-2, -1, 2, 1)
                style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus, painter, self)

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)


def narrow_combo(combo: QComboBox, letters: int = 6) -> None:
    """Let combo be narrower than its longest item (letters wide at least): the item shown is
    elided ("…") when it does not fit, whole in the tooltip, and the list it opens is as wide
    as its longest item.  A long item, a French one, never widens a column past the window."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(letters)
    if all(combo.itemIcon(i).isNull() for i in range(combo.count())):
        combo.setIconSize(QSize(0, 0))  # no room kept for an icon it never shows
    view = combo.view()
    view.setMinimumWidth(view.sizeHintForColumn(0) + 2 * view.frameWidth() + 24)
    if not combo.isEditable():
        combo.installEventFilter(ElidedComboText(combo))


class ElidedComboText(QObject):
    """Paints its combo box as Qt does, the item shown elided to the room it has; the tooltip
    then ends with the whole item."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self.combo = combo
        #: the tooltip the combo had of its own (the whole item is added to it when elided)
        self.tip = combo.toolTip()
        self._tip_set = False

    def shown_text(self) -> str:
        """The item shown, as it fits the combo."""
        option = QStyleOptionComboBox()
        self.combo.initStyleOption(option)
        room = self.combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self.combo,
        )
        return self.combo.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, room.width() - 2
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTipChange and not self._tip_set:
            self.tip = self.combo.toolTip()
        if event.type() != QEvent.Type.Paint or watched is not self.combo:
            return False
        option = QStyleOptionComboBox()
        self.combo.initStyleOption(option)
        whole = option.currentText
        option.currentText = self.shown_text()
        tip = self.tip if option.currentText == whole else f"{self.tip}\n\n{whole}".strip()
        if tip != self.combo.toolTip():
            self._tip_set = True
            self.combo.setToolTip(tip)
            self._tip_set = False
        painter = QStylePainter(self.combo)
        painter.setPen(self.combo.palette().color(QPalette.ColorRole.Text))
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
        painter.end()
        return True


def scroller(content: QWidget, name: str) -> QScrollArea:
    """content in an area that scrolls up and down (never sideways), named, and no Tab stop
    of its own (its controls are): a column that larger text makes taller than the window."""
    area = QScrollArea()
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setAccessibleName(name)
    return area


class InSight(QObject):
    """Keeps widget in sight in area (a column that scrolls): whole, or its top when it is
    taller than the area; again each time its size changes (a text whose last lines came
    after it was first shown: the race's ranking)."""

    def __init__(self, area: QScrollArea, widget: QWidget) -> None:
        super().__init__(widget)
        self.area, self.widget = area, widget
        widget.installEventFilter(self)

    def show(self) -> None:
        """Scroll to the widget once the layouts are done."""
        QTimer.singleShot(0, self, self._scroll)

    def _scroll(self) -> None:
        content = self.area.widget()
        if content is None or not content.isAncestorOf(self.widget):
            return
        if self.widget.height() > self.area.viewport().height():
            self.area.verticalScrollBar().setValue(self.widget.mapTo(content, QPoint(0, 0)).y())
        else:
            self.area.ensureWidgetVisible(self.widget, 0, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Resize:
            self.show()
        return False


def keep_in_sight(area: QScrollArea, widget: QWidget) -> None:
    """Scroll area to widget now, and keep it in sight as it grows (InSight)."""
    keeper = widget.findChild(InSight)
    (keeper if keeper is not None else InSight(area, widget)).show()
