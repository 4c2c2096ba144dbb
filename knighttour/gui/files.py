"""Saving from the window: the bytes the core's formats make, written where the user points
by the core's one writer (core/files/writing.py: a regular file atomically, a link's target,
a pipe or a device as a stream), as the command line writes them."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..core.files.formats import FormatError
from ..core.files.writing import write_bytes
from ..core.words import QT_TRANSLATE_NOOP

#: the first word of each file name a save dialog offers (its language's: a French
#: teacher is offered "fiches-8x8.pdf"), by what the file holds
FILE_WORDS: dict[str, str] = {
    "tour": QT_TRANSLATE_NOOP("FileNames", "tour"),
    "worksheet": QT_TRANSLATE_NOOP("FileNames", "worksheet"),
    "worksheets": QT_TRANSLATE_NOOP("FileNames", "worksheets"),
    "counts": QT_TRANSLATE_NOOP("FileNames", "counts"),
    "game": QT_TRANSLATE_NOOP("FileNames", "game"),
    "compare": QT_TRANSLATE_NOOP("FileNames", "compare"),
}


def default_name(what: str, *parts: str, suffix: str) -> str:
    """The file name a save dialog offers: what's word in the window's language, then parts
    (the board, the start), joined by hyphens: "worksheet-8x8-e4.pdf", "fiche-8x8-e4.pdf"."""
    word = QCoreApplication.translate("FileNames", FILE_WORDS[what])
    word = re.sub(r"[\\/:*?\"<>|\s]+", "-", word.strip()) or what  # never a folder, nor a space
    return "-".join([word, *parts]) + f".{suffix}"


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
