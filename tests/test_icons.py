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
    with open(ROOT / "pyproject.toml", "rb") as f:
        data = tomllib.load(f)["tool"]["setuptools"]["package-data"]["knighttour"]
    assert "resources/icons/*.svg" in data and "resources/icons/*.png" in data
