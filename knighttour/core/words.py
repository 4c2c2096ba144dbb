"""The sentences the core says to people (why no tour exists, what a solver does), in their
language.

The core imports no Qt, so it cannot translate by itself: it marks each sentence with
`translate(context, text)` (or `QT_TRANSLATE_NOOP` where the text is kept to be shown
later), Qt's translation tools read those calls like any other, and the window installs a
translator here (`set_translator`) that looks them up in the same files.  The command line
installs none: its words, like its JSON, stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable

#: (context, text) -> the text in the reader's language; the identity until a front end sets one
_translator: Callable[[str, str], str] | None = None
#: a whole number as the reader writes it ("20 000 000" in French); grouped by commas until a
#: front end sets one (the command line and its JSON keep "20,000,000")
_number: Callable[[int], str] | None = None
#: how many times the reader's language or number format changed: a sentence kept for later
#: (a board's verdict) is kept with it, and made again in the new language
_generation = 0


def generation() -> int:
    """A number that changes whenever the translator or the number format does."""
    return _generation


def set_translator(translator: Callable[[str, str], str] | None) -> None:
    """Translate the core's sentences with translator from now on (None: keep English)."""
    global _translator, _generation
    _translator = translator
    _generation += 1


def set_number_format(number: Callable[[int], str] | None) -> None:
    """Write the numbers of the core's sentences with number from now on (None: 1,234)."""
    global _number, _generation
    _number = number
    _generation += 1


def number_text(n: int) -> str:
    """n as the reader writes it, in a sentence of the core's (set_number_format).

    >>> number_text(20000000)
    '20,000,000'
    """
    return f"{n:,}" if _number is None else _number(n)


def translate(context: str, text: str) -> str:
    """text (English, its fields named in braces) in the reader's language."""
    return text if _translator is None else _translator(context, text)


def QT_TRANSLATE_NOOP(context: str, text: str, disambiguation: str = "") -> str:
    """text, unchanged: marks it for translation where it is kept, to be translated (with
    `translate` and the same context) where it is shown; disambiguation: the comment that
    tells two same texts of a context apart (Qt's tools read it too)."""
    del context, disambiguation
    return text
