"""Saving from the window: the bytes the core's formats make, written where the user points
by the core's one writer (core/files/writing.py: a regular file atomically, a link's target,
a pipe or a device as a stream), as the command line writes them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.files.formats import FormatError
from ..core.files.writing import write_bytes


def save_bytes(filename: str, data: bytes) -> str:
    """Write data to filename; '' on success, else why it failed (a named pipe no program
    reads is refused at once rather than waited for: the window must not hang)."""
    try:
        write_bytes(filename, data, wait_for_reader=False)
    except FormatError as exc:
        why = str(exc).removeprefix(f"cannot write {filename}: ")
        return QCoreApplication.translate("Files", "Could not write {file}: {why}").format(
            file=filename, why=why
        )
    return ""


def save_or_warn(parent: QWidget, title: str, filename: str, data: bytes) -> bool:
    """save_bytes, with a message box on failure; True if saved."""
    why = save_bytes(filename, data)
    if why:
        QMessageBox.warning(parent, title, why)
        return False
    return True
