"""The window in the teacher's language: Qt's translators for the program's words and for
Qt's own dialogs, the core's sentences (core/words.py), and numbers written the locale's way.

The translations are `resources/translations/knighttour_xx.qm` (made from the `.ts` files by
scripts/translations.py).  Square names (a1..h8) are never translated.
"""

from __future__ import annotations

from importlib.resources import as_file, files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..core import words

#: the languages the window speaks: code -> the language's own name
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}
#: the translators installed now (Qt holds only pointers: Python must keep them)
_installed: list[QTranslator] = []
_language = "en"


def system_language() -> str:
    """The system's language when the window speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def current_language() -> str:
    """The code of the language installed last ('en' before any)."""
    return _language


def install(language: str | None = None) -> str:
    """Speak language ('' or None: the system's) from now on: the program's translator,
    Qt's own for its dialogs, the core's sentences and the locale numbers follow.  Returns
    the code installed.  Call before building widgets: they take their words when made."""
    global _language
    app = QCoreApplication.instance()
    code = language if language in LANGUAGES else system_language()
    if app is not None:
        for old in _installed:
            app.removeTranslator(old)
    _installed.clear()
    if code != "en" and app is not None:
        mine = QTranslator()
        with as_file(files("knighttour") / "resources" / "translations") as folder:
            if mine.load(f"knighttour_{code}", str(folder)):
                app.installTranslator(mine)
                _installed.append(mine)
        qt = QTranslator()
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(code))
    words.set_translator(None if code == "en" else QCoreApplication.translate)
    _language = code
    return code


def number(value: float, decimals: int | None = None) -> str:
    """value with the locale's digit grouping and decimal point: 1,234,567 or 1 234 567 or
    1.234.567; decimals: places after the point (None: an integer's none)."""
    text = f"{value:,}" if decimals is None else f"{value:,.{decimals}f}"
    locale = QLocale()
    group, point = locale.groupSeparator(), locale.decimalPoint()
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


def plural(count: int, one: str, many: str) -> str:
    """one or many (each already translated, {n} where the number goes) for count, by the
    language's rule (French says 0 like 1), with count written the locale's way."""
    singular = count in (0, 1) if _language == "fr" else count == 1
    return (one if singular else many).replace("{n}", number(count))


def duration(seconds: float) -> str:
    """A run's time with three significant figures in the unit that reads best, the
    locale's way: '85.2 µs', '3.41 ms', '1.25 s' (never '0.000 s' for a run that took
    time; the glossary says what ms and µs are)."""
    if seconds <= 0:
        return "0 s"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale or unit == "µs":
            value = seconds / scale
            digits = 0 if value >= 100 else 1 if value >= 10 else 2
            return f"{number(value, digits)} {unit}"
    raise AssertionError("unreachable")


def power_of_ten(decade: int) -> str:
    """10**decade in words a pupil reads: 1, 10, 100, 1,000, …, 1 million, 10 million,
    1 billion (the locale's way), never '1e7'."""
    translate = QCoreApplication.translate
    for exponent, one, many in (
        (12, translate("Numbers", "{n} trillion"), translate("Numbers", "{n} trillion (many)")),
        (9, translate("Numbers", "{n} billion"), translate("Numbers", "{n} billion (many)")),
        (6, translate("Numbers", "{n} million"), translate("Numbers", "{n} million (many)")),
    ):
        if decade >= exponent:
            count = 10 ** (decade - exponent)
            if many.endswith(" (many)"):  # no translation: English says '10 million'
                many = one
            return plural(count, one, many)
    return number(10**decade)
