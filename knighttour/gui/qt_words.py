"""Words of Qt's own dialogs that Qt's translation of a language lacks (its German file
dialog says "Look in:" and "Files of type:"): translated in the window's files, which Qt asks
too.  Nothing here runs; Qt's translation tools read these marks."""

from __future__ import annotations

from ..core.words import QT_TRANSLATE_NOOP

#: (context, text) of Qt's own words the window's translations give where Qt's do not
QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "My Computer"),
    QT_TRANSLATE_NOOP("QFileDialog", "Drive"),
    QT_TRANSLATE_NOOP("QFileDialog", "File"),
    QT_TRANSLATE_NOOP("QFileDialog", "Unknown"),
)
