"""Merge translations into a .ts file and check them: for translators and for whoever adds
strings in bulk.

    python tools/fill_translations.py knighttour/resources/translations/knighttour_fr.ts fr.json
    python tools/fill_translations.py --check knighttour/resources/translations/knighttour_fr.ts

fr.json maps each context to its sources and their translations:
{"Menus": {"&File": "&Fichier", ...}, ...}.  Merging marks each translation finished; then
`python scripts/translations.py` makes the .qm files.  --check lists the translations whose
{fields} or HTML tags differ from their source's (a field lost is a crash or a blank in the
window), and those that lose or add a menu's &-letter.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FIELD = re.compile(r"\{[a-z_]*\}|%n")
TAG = re.compile(r"</?[a-z]+[^>]*>")


def messages(tree: ET.ElementTree) -> list[tuple[str, ET.Element]]:
    """(context name, message element) of every message."""
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        out += [(name, message) for message in context.iter("message")]
    return out


def merge(ts: Path, translations: dict[str, dict[str, str]]) -> tuple[int, int]:
    """Write translations into ts; (translated now, still missing)."""
    tree = ET.parse(ts)
    done = missing = 0
    for context, message in messages(tree):
        source = message.findtext("source", "")
        text = translations.get(context, {}).get(source)
        element = message.find("translation")
        if element is None:
            element = ET.SubElement(message, "translation")
        if text is None:
            if element.get("type") == "unfinished" or not element.text:
                missing += 1
            continue
        forms = list(element.iter("numerusform"))
        if message.get("numerus") == "yes":
            for _ in range(max(0, 2 - len(forms))):  # French, German, Spanish: two forms
                forms.append(ET.SubElement(element, "numerusform"))
            for form in forms:
                form.text = text
        else:
            element.text = text
        element.attrib.pop("type", None)
        done += 1
    ET.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return done, missing


def problems(ts: Path) -> list[str]:
    """The translations whose fields or tags differ from their source's, and repeated
    &-letters within a menu's context."""
    found = []
    for context, message in messages(ET.parse(ts)):
        source = message.findtext("source", "")
        element = message.find("translation")
        forms = [] if element is None else [f.text or "" for f in element.iter("numerusform")]
        text = forms[0] if forms else (message.findtext("translation") or "")
        if not text:
            continue
        if sorted(FIELD.findall(source)) != sorted(FIELD.findall(text)):
            found.append(f"[{context}] fields differ: {source[:60]!r} -> {text[:60]!r}")
        if sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
            found.append(f"[{context}] tags differ: {source[:60]!r} -> {text[:60]!r}")
        if ("&" in source) != ("&" in text.replace("&&", "")):
            found.append(f"[{context}] the &-letter lost or added: {source!r} -> {text!r}")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ts", type=Path)
    parser.add_argument("json", type=Path, nargs="?")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    if args.json is not None:
        done, missing = merge(args.ts, json.loads(args.json.read_text(encoding="utf-8")))
        print(f"{args.ts.name}: {done} translated, {missing} still missing")
    found = problems(args.ts)
    for line in found:
        print(line)
    return 1 if found and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
