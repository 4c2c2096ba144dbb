"""PreviewDialog: a printed page shown on screen, with Print and Export PDF beside it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout


class PreviewDialog(QDialog):
    """The page as it will print; Print and Export PDF say so through signals."""

    printRequested = Signal()
    pdfRequested = Signal()

    def __init__(self, page: QImage, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print preview"))
        self.page = QLabel()
        self.page.setPixmap(QPixmap.fromImage(page))
        self.page.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidget(self.page)
        scroll.setWidgetResizable(True)
        scroll.setStyleSheet("QScrollArea { background: #808080; }")
        self.print_button = QPushButton(self.tr("Print…"))
        self.print_button.setDefault(True)
        self.print_button.clicked.connect(self._print)
        self.pdf_button = QPushButton(self.tr("Export PDF…"))
        self.pdf_button.clicked.connect(self._pdf)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.print_button, self.pdf_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        # the page at its size where the screen allows, never taller than the screen: the
        # buttons stay on it
        screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else QSize(900, 900)
        self.resize(
            min(page.width() + 60, 900, int(room.width() * 0.9)),
            min(page.height() + 80, 900, int(room.height() * 0.9)),
        )

    def _print(self) -> None:
        self.accept()
        self.printRequested.emit()

    def _pdf(self) -> None:
        self.accept()
        self.pdfRequested.emit()
