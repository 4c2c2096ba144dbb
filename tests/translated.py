"""The translation files read as a table, apart from the code that loads them: a test says
what a reader in another language gets by looking the English up here."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[1] / "knighttour/resources/translations"


def translations(code: str = "fr") -> dict[tuple[str, str], str]:
    """(context, English) -> the language's, read from the translation file itself."""
    table = {}
    for context in ET.parse(FOLDER / f"knighttour_{code}.ts").getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            table[(name, message.findtext("source"))] = message.findtext("translation")
    return table
