"""Printing the board: File > Print and Print preview (Qt's print support), and a PDF of the
page.  The page shows a title line and the board with its tour, numbers and coordinates,
sized to the page, in the ink-light style (white and light grey squares, dark numbers)."""

from __future__ import annotations

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPainter
from PySide6.QtPrintSupport import QPrinter

from .widgets.board_painter import BoardPainter


def new_printer() -> QPrinter:
    """A printer, portrait, with 15 mm margins.  At screen resolution the board's labels and
    lines, sized in pixels for the view, come out at a readable size; lines and text are
    vectors in a PDF and sharp on paper all the same."""
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    return printer


def print_board(board_painter: BoardPainter, printer: QPrinter, title: str) -> None:
    """Draw the title and the board, fitted to the printer's page, ink-light."""
    page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    page.moveTo(0, 0)
    with QPainter(printer) as p:
        paint_page(board_painter, p, page, title)


def paint_page(board_painter: BoardPainter, p: QPainter, page: QRectF, title: str) -> None:
    """The page: a title line, then the board fitted below it, ink-light."""
    board_painter.use_ink_light()
    board_painter.detached = True
    font = QFont(board_painter.font)
    font.setPointSizeF(14)
    p.setFont(font)
    line = p.fontMetrics().height() * 1.6
    p.drawText(
        QRectF(page.left(), page.top(), page.width(), line),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        title,
    )
    # the board's own painter scales its labels and numbers to the squares
    board_painter.font = QFont(board_painter.font)
    board_painter.font.setPointSizeF(10)
    area = QRectF(page.left(), page.top() + line, page.width(), page.height() - line)
    side = min(area.width(), area.height())
    board_painter.paint(p, QRectF(area.left(), area.top(), side, side * _aspect(board_painter)))


def page_image(board_painter: BoardPainter, title: str) -> QImage:
    """The printed page as a picture (A4 at screen resolution), for the preview."""
    printer = new_printer()
    full = printer.pageLayout().fullRectPixels(printer.resolution())
    paint = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    image = QImage(full.width(), full.height(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    with QPainter(image) as p:
        paint_page(board_painter, p, paint, title)
    return image


def _aspect(board_painter: BoardPainter) -> float:
    board = board_painter.board
    return min(1.0, (board.rows + 1) / (board.cols + 1)) if board.cols >= board.rows else 1.0


def save_pdf(board_painter: BoardPainter, filename: str, title: str) -> None:
    """The printed page as a PDF file."""
    printer = new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(filename)
    print_board(board_painter, printer, title)
