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


#: a page of a worksheet set: (the title over each board, the board's painter), 1, 2 or 4
Page = list[tuple[str, BoardPainter]]


def paint_sheets(p: QPainter, page: QRectF, boards: Page, name_line: str) -> None:
    """One page of a worksheet set: its boards in a grid (one, two one above the other, or
    four two by two), each with its title and, when name_line is given, a line for the
    pupil's name and the date (not under the answer key's tours, shown whole)."""
    count = len(boards)
    columns = 2 if count > 2 else 1
    rows = (count + columns - 1) // columns
    gap = 18.0
    width = (page.width() - gap * (columns - 1)) / columns
    height = (page.height() - gap * (rows - 1)) / rows
    for i, (title, board_painter) in enumerate(boards):
        row, column = divmod(i, columns)
        cell = QRectF(
            page.left() + column * (width + gap), page.top() + row * (height + gap), width, height
        )
        top = cell.top()
        font = QFont(board_painter.font)
        font.setPointSizeF(11 if count > 1 else 14)
        p.setFont(font)
        line = p.fontMetrics().height() * 1.5
        p.setPen(QColor("black"))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        # as many lines as the words need (a longer language wraps to a third line)
        needed = p.boundingRect(QRectF(cell.left(), top, cell.width(), 10_000), flags, title)
        title_height = max(line * 2, needed.height() + line * 0.5)
        p.drawText(QRectF(cell.left(), top, cell.width(), title_height), flags, title)
        top += title_height
        if name_line and board_painter.cursor < len(board_painter.path):  # not on the key
            p.drawText(
                QRectF(cell.left(), top, cell.width(), line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name_line,
            )
            top += line * 1.3
        board_painter.use_ink_light()
        board_painter.detached = True
        board_painter.font = QFont(board_painter.font)
        board_painter.font.setPointSizeF(9 if count > 1 else 10)
        area = QRectF(cell.left(), top, cell.width(), cell.bottom() - top)
        side = min(area.width(), area.height())
        board_painter.paint(p, QRectF(area.left(), area.top(), side, side * _aspect(board_painter)))


def sheets_to_pdf(filename: str, pages: list[Page], name_line: str) -> None:
    """Every page of a worksheet set (answer key included) as one PDF file."""
    printer = new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(filename)
    print_sheets(printer, pages, name_line)


def print_sheets(printer: QPrinter, pages: list[Page], name_line: str) -> None:
    """Every page of a worksheet set on printer, a page each."""
    rect = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    rect.moveTo(0, 0)
    with QPainter(printer) as p:
        for i, page in enumerate(pages):
            if i:
                printer.newPage()
            paint_sheets(p, rect, page, name_line)


def sheet_images(pages: list[Page], name_line: str) -> list[QImage]:
    """Every page of a worksheet set as a picture (A4 at screen resolution), for the
    preview."""
    printer = new_printer()
    full = printer.pageLayout().fullRectPixels(printer.resolution())
    paint = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    images = []
    for page in pages:
        image = QImage(full.width(), full.height(), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        with QPainter(image) as p:
            paint_sheets(p, paint, page, name_line)
        images.append(image)
    return images
