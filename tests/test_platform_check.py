"""gui/platform_check.py: a library Qt's X11 plugin needs and the system lacks is named (with
its Debian package) before the window would have ended without saying which."""

from __future__ import annotations

import _ctypes
import sys

import pytest

from knighttour.gui import platform_check
from knighttour.gui.platform_check import (
    check_platform,
    missing_library,
    start_message,
    uses_xcb,
    xcb_plugin,
)

#: what the loader says when the plugin's library is missing (glibc's words)
LOADER_SAYS = "libxcb-icccm.so.4: cannot open shared object file: No such file or directory"


def test_the_platform_qt_will_use() -> None:
    assert uses_xcb({"QT_QPA_PLATFORM": "xcb"})
    assert not uses_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"})
    assert uses_xcb({"DISPLAY": ":0"})
    assert not uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"})
    assert not uses_xcb({})


def test_the_missing_library_is_named_with_its_package(monkeypatch, tmp_path) -> None:
    def refuse(path: str, mode: int = 0) -> int:
        raise OSError(LOADER_SAYS)

    monkeypatch.setattr(_ctypes, "dlopen", refuse)
    assert missing_library(tmp_path / "libqxcb.so") == "libxcb-icccm.so.4"
    said = start_message("libxcb-icccm.so.4")
    assert "libxcb-icccm.so.4 is missing" in said and "apt-get install libxcb-icccm4" in said
    assert "cursor" not in said  # Qt's own words named xcb-cursor0 whatever was missing


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 plugin is Linux's")
def test_qts_plugin_loads_here() -> None:
    """On this machine (every library installed) the plugin loads: nothing is said."""
    assert xcb_plugin().exists()
    assert missing_library(xcb_plugin()) == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's X11 plugin is Linux's")
def test_a_missing_library_ends_the_program_saying_so(monkeypatch, capsys) -> None:
    monkeypatch.setattr(platform_check, "missing_library", lambda plugin: "libxcb-keysyms.so.1")
    monkeypatch.setattr(platform_check, "MESSAGE_BOXES", ())  # no box on the test's desktop
    with pytest.raises(SystemExit) as ended:
        check_platform({"QT_QPA_PLATFORM": "xcb"})
    assert ended.value.code == 1
    assert "libxcb-keysyms.so.1 is missing" in capsys.readouterr().err
    check_platform({"QT_QPA_PLATFORM": "offscreen"})  # another platform: nothing checked
