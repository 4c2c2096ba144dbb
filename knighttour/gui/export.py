"""Export what the board view shows: PNG and SVG pictures, the tour as JSON or text."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from ..core.board import Board
from .board_view import BoardPainter

#: pixels of the longer side of an exported picture
EXPORT_SIZE = 1200


class ExportError(OSError):
    """A file that could not be written; the message says which and why."""


def picture_size(board: Board, longest: int = EXPORT_SIZE) -> QSize:
    """A picture size with the board's aspect ratio (plus room for labels)."""
    scale = (longest - 44) / max(board.rows, board.cols)
    return QSize(int(board.cols * scale + 44), int(board.rows * scale + 44))


def save_png(painter: BoardPainter, filename: str, longest: int = EXPORT_SIZE) -> None:
    """Draw the board into a PNG file."""
    size = picture_size(painter.board, longest)
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(painter.palette.window().color())
    with QPainter(image) as p:
        painter.paint(p, QRectF(0, 0, size.width(), size.height()))
    if not image.save(filename, "PNG"):
        raise ExportError(f"could not write the picture to {filename}")


def save_svg(painter: BoardPainter, filename: str, longest: int = EXPORT_SIZE) -> None:
    """Draw the board into an SVG file (vector lines and text)."""
    size = picture_size(painter.board, longest)
    generator = QSvgGenerator()
    generator.setFileName(filename)
    generator.setSize(size)
    generator.setViewBox(QRectF(0, 0, size.width(), size.height()))
    generator.setTitle("Knight's tour")
    with QPainter(generator) as p:
        p.fillRect(QRectF(0, 0, size.width(), size.height()),
                   QColor(painter.palette.window().color()))
        painter.paint(p, QRectF(0, 0, size.width(), size.height()))
    if not Path(filename).is_file() or Path(filename).stat().st_size == 0:
        raise ExportError(f"could not write the picture to {filename}")


def tour_json(board: Board, path: np.ndarray, closed: bool, solver: str) -> str:
    """The tour as the command line's JSON (board, start, solver, closed, tour)."""
    names = board.names(path)
    return json.dumps({"board": board.to_json(), "start": names[0] if names else "",
                       "solver": solver, "closed": closed, "tour": names})


def tour_text(board: Board, path: np.ndarray) -> str:
    """The tour as algebraic square names, one move after another."""
    return " ".join(board.names(path))


def write_text(filename: str, text: str) -> None:
    """Write text to a file; ExportError says why it failed."""
    try:
        Path(filename).write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        raise ExportError(f"could not write {filename}: {exc.strerror or exc}") from None
