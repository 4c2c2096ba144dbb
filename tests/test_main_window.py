"""gui/main_window.py and gui/icons.py: the window assembles the tabs, shows its icons and
its version; the package carries the icons it needs."""

from __future__ import annotations

import filecmp
import tomllib
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import knighttour
from knighttour.gui import icons

ROOT = Path(knighttour.__file__).resolve().parent.parent


def test_tabs_in_order(window) -> None:
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert titles == ["Explore", "Race", "Table", "Play"]
    assert window.tabs.widget(0) is window.explore


def test_about_shows_the_version(window, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    assert shown and knighttour.__version__ in shown[0]


def test_window_and_actions_have_icons(window) -> None:
    assert not window.windowIcon().isNull()
    sizes = {s.width() for s in window.windowIcon().availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    for action in [window.open_action, window.stop_action, window.next_action,
                   *window.explore.playback.actions_in_order]:
        assert not action.icon().isNull(), action.text()
        assert not action.icon().pixmap(24, 24).isNull(), action.text()
    assert not window.race.go_button.icon().isNull()
    assert not window.table.run_button.icon().isNull()


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
