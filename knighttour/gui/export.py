"""Export what the board view shows: PNG and SVG pictures (tour files: core/files/formats.py)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from ..core.board.board import Board
from .files import save_bytes
from .widgets.board_painter import BoardPainter

#: pixels of the longer side of an exported picture
EXPORT_SIZE = 1200


class ExportError(OSError):
    """A file that could not be written; the message says which and why."""


def picture_size(board: Board, longest: int = EXPORT_SIZE) -> QSize:
    """A picture size with the board's aspect ratio (plus room for labels)."""
    scale = (longest - 44) / max(board.rows, board.cols)
    return QSize(int(board.cols * scale + 44), int(board.rows * scale + 44))


def png_bytes(painter: BoardPainter, longest: int = EXPORT_SIZE) -> bytes:
    """The board drawn as a PNG picture."""
    painter.use_ink_light()  # a picture is ink-light on white, whatever the screen shows
    size = picture_size(painter.board, longest)
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(painter.palette.window().color())
    with QPainter(image) as p:
        painter.paint(p, QRectF(0, 0, size.width(), size.height()))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs lack it
        raise ExportError("could not draw the picture")
    buffer.close()
    return bytes(data.data())


def svg_bytes(painter: BoardPainter, longest: int = EXPORT_SIZE) -> bytes:
    """The board drawn as an SVG drawing: squares, lines and text as vectors (a board too
    large for that keeps its squares as one picture)."""
    painter.use_ink_light()
    painter.vector = True
    size = picture_size(painter.board, longest)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle("Knight's tour")
    with QPainter(generator) as p:
        p.fillRect(
            QRectF(0, 0, size.width(), size.height()), QColor(painter.palette.window().color())
        )
        painter.paint(p, QRectF(0, 0, size.width(), size.height()))
    buffer.close()
    return bytes(data.data())


def save_png(painter: BoardPainter, filename: str, longest: int = EXPORT_SIZE) -> None:
    """Draw the board into a PNG file, atomically."""
    _save(filename, png_bytes(painter, longest))


def save_svg(painter: BoardPainter, filename: str, longest: int = EXPORT_SIZE) -> None:
    """Draw the board into an SVG file, atomically."""
    _save(filename, svg_bytes(painter, longest))


def _save(filename: str, data: bytes) -> None:
    why = save_bytes(filename, data)
    if why:
        raise ExportError(why)


def tour_text(board: Board, path: np.ndarray) -> str:
    """The tour as algebraic square names, one move after another (for the clipboard), put
    together a chunk at a time (one join of a million names would hold the GIL)."""
    names = board.names(path)
    return " ".join(" ".join(names[i : i + 20_000]) for i in range(0, len(names), 20_000))
