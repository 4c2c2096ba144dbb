"""Update the translations: read every translatable string of the window and the core into
the .ts files (pyside6-lupdate), then make the .qm files the window loads (pyside6-lrelease).

    python scripts/translations.py            update the .ts files, then make the .qm files
    python scripts/translations.py --check    exit 1 when a .ts file misses a string of the
                                              code or leaves one untranslated

The .ts files (knighttour/resources/translations/knighttour_xx.ts) are what translators edit,
with Qt Linguist (pyside6-linguist) or any text editor; the .qm files are made from them and
checked in, so that the program runs without Qt's tools.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "knighttour" / "resources" / "translations"
LANGUAGES = ("fr", "de", "es")
#: English needs only its plural forms ("1 move", "2 moves": the source says one of them):
#: knighttour_en.ts holds the plural messages alone (lupdate -pluralonly)
PLURAL_ONLY = ("en",)


def qt_tool(name: str) -> str:
    """The path of one of Qt's tools that PySide6 ships (lupdate, lrelease)."""
    import PySide6

    exe = name + (".exe" if sys.platform == "win32" else "")
    beside = Path(PySide6.__file__).resolve().parent / exe
    if beside.exists():
        return str(beside)
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found is None:
        raise SystemExit(f"cannot find Qt's {name}: install PySide6 (pip install PySide6)")
    return found


def sources() -> list[str]:
    """The Python files whose strings are translated: the window and the core."""
    found = sorted((ROOT / "knighttour" / "gui").rglob("*.py"))
    found += sorted((ROOT / "knighttour" / "core").rglob("*.py"))
    return [str(p) for p in found]


def lupdate(targets: list[Path], plural_only: bool = False) -> None:
    """Bring targets (.ts files) up to date with the code's strings (only the plural ones
    with plural_only)."""
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as lst:
        lst.write("\n".join(sources()))
    only = ["-pluralonly"] if plural_only else []
    command = [qt_tool("lupdate"), "-locations", "none", "-no-obsolete", *only, f"@{lst.name}"]
    try:
        subprocess.run(
            [*command, "-ts", *[str(t) for t in targets]], check=True, capture_output=True
        )
    finally:
        Path(lst.name).unlink()


def lrelease(ts: Path, qm: Path) -> None:
    """Make the .qm file the window loads from a .ts file."""
    subprocess.run([qt_tool("lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """(context, source) of every message of ts that has no finished translation."""
    missing = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
                missing.append((name, message.findtext("source", "")))
    return missing


def check() -> int:
    """1 when a .ts file lags the code (a string missing or untranslated), else 0."""
    status = 0
    with tempfile.TemporaryDirectory() as tmp:
        for code in (*LANGUAGES, *PLURAL_ONLY):
            mine = FOLDER / f"knighttour_{code}.ts"
            copy = Path(tmp) / mine.name
            shutil.copy(mine, copy)
            lupdate([copy], plural_only=code in PLURAL_ONLY)
            missing = unfinished(copy)
            if missing:
                status = 1
                print(f"{mine.name}: {len(missing)} strings untranslated, e.g.:")
                for context, source in missing[:10]:
                    print(f"  [{context}] {source[:100]!r}")
    return status


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check, change nothing")
    args = parser.parse_args()
    if args.check:
        return check()
    FOLDER.mkdir(parents=True, exist_ok=True)
    targets = [FOLDER / f"knighttour_{code}.ts" for code in LANGUAGES]
    lupdate(targets)
    plurals = [FOLDER / f"knighttour_{code}.ts" for code in PLURAL_ONLY]
    for ts in plurals:
        if not ts.exists():  # lupdate makes it; its language is the file name's
            ts.write_text(
                f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                f'<TS version="2.1" language="{ts.stem.split("_")[1]}"></TS>\n',
                encoding="utf-8",
            )
    lupdate(plurals, plural_only=True)
    for ts in [*targets, *plurals]:
        lrelease(ts, ts.with_suffix(".qm"))
        left = unfinished(ts)
        print(f"{ts.name}: {len(left)} untranslated" if left else f"{ts.name}: complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
