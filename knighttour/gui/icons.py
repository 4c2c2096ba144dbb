"""The icons the window shows, loaded from the package (knighttour/resources/icons) with
importlib.resources: no generated resource module, nothing outside the package."""

from __future__ import annotations

from functools import cache
from importlib.resources import as_file, files

from PySide6.QtGui import QIcon

#: the package folder that holds the icons (made by tools/make_icons.py)
ICONS = files("knighttour") / "resources" / "icons"
#: the application icon's name, and the PNG sizes drawn from its SVG
APP_ICON = "knighttour"
APP_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def _path(name: str) -> str:
    # the package is installed as files (never zipped), so as_file returns the file itself
    with as_file(ICONS / name) as path:
        return str(path)


@cache
def icon(name: str) -> QIcon:
    """The action icon resources/icons/<name>.svg (an empty icon if it is missing)."""
    resource = ICONS / f"{name}.svg"
    return QIcon(_path(f"{name}.svg")) if resource.is_file() else QIcon()


def svg_path(name: str) -> str | None:
    """The file of resources/icons/<name>.svg, for a QSvgRenderer (None if it is missing)."""
    return _path(f"{name}.svg") if (ICONS / f"{name}.svg").is_file() else None


@cache
def app_icon() -> QIcon:
    """The application icon: its PNG sizes, and the SVG for any other size."""
    result = QIcon()
    for size in APP_ICON_SIZES:
        if (ICONS / f"{APP_ICON}-{size}.png").is_file():
            result.addFile(_path(f"{APP_ICON}-{size}.png"))
    if (ICONS / f"{APP_ICON}.svg").is_file():
        result.addFile(_path(f"{APP_ICON}.svg"))
    return result
