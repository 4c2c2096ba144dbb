"""PreviewDialog: printed pages shown on screen, the whole page fitted or zoomed, page by
page, with Print and Export PDF beside them."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QImage, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
)

from ..i18n import number

#: the zooms offered (0: the whole page fitted to the dialog)
ZOOMS = (0, 50, 75, 100, 150, 200)


class PreviewDialog(QDialog):
    """The pages as they will print (the whole first page at first); Print and Export PDF
    say so through signals."""

    printRequested = Signal()
    pdfRequested = Signal()

    def __init__(self, pages: QImage | list[QImage], parent=None) -> None:
        super().__init__(parent)
        self.pages = [pages] if isinstance(pages, QImage) else list(pages)
        self.at = 0
        self.setWindowTitle(self.tr("Print preview"))
        self.page = QLabel()
        self.page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page.setAccessibleName(self.tr("The printed page"))
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.page)
        self.scroller.setWidgetResizable(True)
        self.scroller.setStyleSheet("QScrollArea { background: #808080; }")
        self.zoom = QComboBox()
        for percent in ZOOMS:
            self.zoom.addItem(
                self.tr("Whole page") if percent == 0 else f"{number(percent)} %", percent
            )
        self.zoom.setToolTip(self.tr("How large the page is shown (Ctrl++ and Ctrl+- too)"))
        self.zoom.setAccessibleName(self.tr("Zoom"))
        self.zoom.currentIndexChanged.connect(self._show)
        self.back_button = QPushButton(self.tr("< Page"))
        self.back_button.clicked.connect(lambda: self.turn(-1))
        self.next_button = QPushButton(self.tr("Page >"))
        self.next_button.clicked.connect(lambda: self.turn(1))
        self.where = QLabel()
        self.print_button = QPushButton(self.tr("Print…"))
        self.print_button.setDefault(True)
        self.print_button.clicked.connect(self._print)
        self.pdf_button = QPushButton(self.tr("Export PDF…"))
        self.pdf_button.clicked.connect(self._pdf)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for keys, step in (
            (QKeySequence.StandardKey.ZoomIn, 1),
            (QKeySequence.StandardKey.ZoomOut, -1),
        ):
            QShortcut(QKeySequence(keys), self, lambda s=step: self._zoom_step(s))
        QShortcut(QKeySequence(Qt.Key.Key_PageDown), self, lambda: self.turn(1))
        QShortcut(QKeySequence(Qt.Key.Key_PageUp), self, lambda: self.turn(-1))
        buttons = QHBoxLayout()
        buttons.addWidget(self.zoom)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.where)
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        for button in (self.print_button, self.pdf_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroller, 1)
        layout.addLayout(buttons)
        # the page at its size where the screen allows, never taller than the screen: the
        # buttons stay on it
        first = self.pages[0] if self.pages else QImage(600, 800, QImage.Format.Format_RGB32)
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else QSize(900, 900)
        self.resize(
            min(first.width() + 60, 900, int(room.width() * 0.9)),
            min(first.height() + 80, 900, int(room.height() * 0.9)),
        )
        self._show()

    def turn(self, step: int) -> None:
        """Show the next page (step 1) or the one before (-1)."""
        self.at = min(max(self.at + step, 0), max(len(self.pages) - 1, 0))
        self._show()

    def _zoom_step(self, step: int) -> None:
        self.zoom.setCurrentIndex(min(max(self.zoom.currentIndex() + step, 0), len(ZOOMS) - 1))

    def shown_size(self) -> QSize:
        """The size the page is drawn at now."""
        image = self.pages[self.at]
        percent = int(self.zoom.currentData() or 0)
        if percent:
            return image.size() * (percent / 100)
        room = self.scroller.viewport().size() - QSize(8, 8)
        return image.size().scaled(room, Qt.AspectRatioMode.KeepAspectRatio)

    def _show(self, *_: object) -> None:
        if not self.pages:
            return
        image = self.pages[self.at]
        size = self.shown_size()
        self.page.setPixmap(
            QPixmap.fromImage(image).scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        )
        self.where.setText(
            self.tr("{page} of {pages}").format(
                page=number(self.at + 1), pages=number(len(self.pages))
            )
        )
        self.back_button.setEnabled(self.at > 0)
        self.next_button.setEnabled(self.at < len(self.pages) - 1)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.zoom.currentData():
            self._show()

    def _print(self) -> None:
        self.accept()
        self.printRequested.emit()

    def _pdf(self) -> None:
        self.accept()
        self.pdfRequested.emit()
