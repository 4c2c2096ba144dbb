"""Words of Qt's own dialogs that Qt's translation of a language lacks: translated in the
window's files, which Qt asks when its own have no answer (the window's translator is
installed before Qt's, so Qt's own words win wherever it has them).

Qt 6.11's French and Spanish file dialogs say "Look in:" and "Files of type:" (their
translations know only the words without the access key's &), their print dialogs "Page
Set:"; older Qts' German file dialog lacked the words without the &.  Each entry is
(context, text, disambiguation) exactly as Qt asks for it: tests/test_translations.py opens
the dialogs and finds any English left.  Nothing here runs; Qt's translation tools read these
marks."""

from __future__ import annotations

from ..core.words import QT_TRANSLATE_NOOP

#: the texts of Qt's own words the window's translations give where Qt's do not
QT_WORDS = (
    # the file dialog (older Qts, German)
    QT_TRANSLATE_NOOP("QFileDialog", "Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "My Computer"),
    QT_TRANSLATE_NOOP("QFileDialog", "Drive"),
    QT_TRANSLATE_NOOP("QFileDialog", "File"),
    QT_TRANSLATE_NOOP("QFileDialog", "Unknown"),
    # the file dialog (Qt 6.11, French and Spanish)
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    # the print dialog and its options (Qt 6.11, French and Spanish)
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Page &Set:"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Pages"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Double Sided Printing"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Off"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Long side binding"),
    QT_TRANSLATE_NOOP("QPrintSettingsOutput", "Short side binding"),
    QT_TRANSLATE_NOOP(
        "QPrintSettingsOutput",
        "Specify pages or ranges separated by commas. Ranges are specified by two numbers "
        "separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.",
    ),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Page &order:"),
    QT_TRANSLATE_NOOP("QPageSetupWidget", "Pages &per sheet:"),
    # the printer's properties (Qt 6.11 with CUPS, French and Spanish)
    QT_TRANSLATE_NOOP("QPrintPropertiesWidget", "Advanced"),
    QT_TRANSLATE_NOOP(
        "QPrintPropertiesWidget", "There are conflicts in some options. Please fix them."
    ),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "&Billing information:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "Job &priority:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "Scheduled &printing:"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "&Start:", "Banner page at start"),
    QT_TRANSLATE_NOOP("QCupsJobWidget", "&End:", "Banner page at end"),
)
