"""The window in the teacher's language: Qt's translators for the program's words and for
Qt's own dialogs, the core's sentences (core/words.py), and numbers written the locale's way.

The translations are `resources/translations/knighttour_xx.qm` (made from the `.ts` files by
scripts/translations.py).  Square names (a1..h8) are never translated.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import as_file, files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..core import words

#: the languages the window speaks: code -> the language's own name
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}
#: the translators installed now (Qt holds only pointers: Python must keep them)
_installed: list[QTranslator] = []
_language = "en"
#: Qt's own translation was found for the language installed
_qt_loaded = False


def system_language() -> str:
    """The system's language when the window speaks it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def qt_translated() -> bool:
    """True when Qt's own words (its file dialog, its buttons) are in the language installed:
    its translation (qtbase_xx.qm) was found where QLibraryInfo says; English needs none."""
    return _language == "en" or _qt_loaded


def current_language() -> str:
    """The code of the language installed last ('en' before any)."""
    return _language


def install(language: str | None = None) -> str:
    """Speak language ('' or None: the system's) from now on: the program's translator,
    Qt's own for its dialogs, the core's sentences and the locale numbers follow.  Returns
    the code installed.  Call before building widgets: they take their words when made."""
    global _language, _qt_loaded
    _qt_loaded = False
    app = QCoreApplication.instance()
    code = language if language in LANGUAGES else system_language()
    if app is not None:
        for old in _installed:
            app.removeTranslator(old)
    _installed.clear()
    if app is not None:
        # English's file holds only its plural forms ("1 move", "2 moves")
        mine = QTranslator()
        with as_file(files("knighttour") / "resources" / "translations") as folder:
            if mine.load(f"knighttour_{code}", str(folder)):
                app.installTranslator(mine)
                _installed.append(mine)
    if code != "en" and app is not None:
        qt = QTranslator()
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            _installed.append(qt)
            _qt_loaded = True
    QLocale.setDefault(QLocale(code))
    words.set_translator(None if code == "en" else QCoreApplication.translate)
    words.set_number_format(number)  # the core's sentences write numbers the window's way
    _language = code
    return code


def number(value: float, decimals: int | None = None) -> str:
    """value with the locale's digit grouping and decimal point: 1,234,567 or 1 234 567 or
    1.234.567; decimals: places after the point (None: an integer's none)."""
    text = f"{value:,}" if decimals is None else f"{value:,.{decimals}f}"
    locale = QLocale()
    group, point = locale.groupSeparator(), locale.decimalPoint()
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


#: the largest count Qt's translators take to choose a plural form (a C int); any larger
#: count takes the same form as this one in every language the window speaks
LARGEST_COUNT = 2**31 - 1


def count_form(count: int) -> int:
    """count as the n that chooses a translation's plural form (tr(text, "", n)): counts
    too large for Qt (tours of a large board) take the form of a large number."""
    return min(max(int(count), 0), LARGEST_COUNT)


def long_duration(seconds: float) -> str:
    """How long a long job takes, rounded as people say it: '40 s', '12 min', '3 h 05 min'."""
    translate = QCoreApplication.translate
    if seconds < 90:
        return translate("i18n", "{n} s").format(n=number(round(seconds)))
    minutes = round(seconds / 60)
    if minutes < 60:
        return translate("i18n", "{n} min").format(n=number(minutes))
    return translate("i18n", "{h} h {m} min").format(
        h=number(minutes // 60), m=f"{minutes % 60:02d}"
    )


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
    words = number_words()
    if decade >= 12:
        return words.trillion(10 ** (decade - 12))
    if decade >= 9:
        return words.billion(10 ** (decade - 9))
    if decade >= 6:
        return words.million(10 ** (decade - 6))
    return number(10**decade)


class NumberWords(QObject):
    """Large round numbers in words, in the plural form their count takes."""

    def million(self, n: int) -> str:
        """'1 million', '10 million' ('10 millions' in French)."""
        return self.tr("{n} million", "", n).format(n=number(n))

    def billion(self, n: int) -> str:
        """'1 billion' (a thousand million)."""
        return self.tr("{n} billion", "", n).format(n=number(n))

    def trillion(self, n: int) -> str:
        """'1 trillion' (a million million)."""
        return self.tr("{n} trillion", "", n).format(n=number(n))


@cache
def number_words() -> NumberWords:
    """The one NumberWords."""
    return NumberWords()
