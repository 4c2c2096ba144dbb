"""Saving from the window: the bytes the core's formats make, written atomically with
QSaveFile (a temporary file renamed over the target only once it is complete)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSaveFile
from PySide6.QtWidgets import QMessageBox, QWidget


def save_bytes(filename: str, data: bytes) -> str:
    """Write data to filename atomically; '' on success, else why it failed."""
    out = QSaveFile(filename)

    def failed() -> str:
        return QCoreApplication.translate("Files", "Could not write {file}: {why}").format(
            file=filename, why=out.errorString()
        )

    if not out.open(QSaveFile.OpenModeFlag.WriteOnly):
        return failed()
    if out.write(data) != len(data):
        out.cancelWriting()
        out.commit()
        return failed()
    if not out.commit():
        return failed()
    return ""


def save_or_warn(parent: QWidget, title: str, filename: str, data: bytes) -> bool:
    """save_bytes, with a message box on failure; True if saved."""
    why = save_bytes(filename, data)
    if why:
        QMessageBox.warning(parent, title, why)
        return False
    return True
