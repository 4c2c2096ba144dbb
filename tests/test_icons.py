"""gui/icons.py: the package carries the icons the window needs, the same as the sources."""

from __future__ import annotations

import filecmp
import tomllib
from pathlib import Path

import knighttour
from knighttour.gui import icons

ROOT = Path(knighttour.__file__).resolve().parent.parent


def test_package_icons_mirror_the_resources() -> None:
    source = ROOT / "resources" / "icons"
    shipped = Path(str(icons.ICONS))
    names = sorted(p.name for p in source.iterdir() if p.suffix in (".svg", ".png"))
    assert names == sorted(p.name for p in shipped.iterdir() if p.suffix in (".svg", ".png"))
    _, mismatch, errors = filecmp.cmpfiles(source, shipped, names, shallow=False)
    assert (mismatch, errors) == ([], [])
    assert {f"{icons.APP_ICON}-{n}.png" for n in icons.APP_ICON_SIZES} <= set(names)


def test_package_data_declares_the_icons() -> None:
    """Every file under knighttour/resources/ (the icons, and the translations to come) is
    matched by a package-data pattern, so the wheel carries it."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        patterns = tomllib.load(f)["tool"]["setuptools"]["package-data"]["knighttour"]
    package = ROOT / "knighttour"
    declared = {path for pattern in patterns for path in package.glob(pattern) if path.is_file()}
    resources = {path for path in (package / "resources").rglob("*") if path.is_file()}
    icons = {path for path in resources if path.suffix in (".svg", ".png")}
    assert len(icons) >= 20
    assert resources <= declared
