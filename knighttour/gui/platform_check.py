"""Before the window opens on Linux: can Qt's X11 platform plugin load?  When a library it
needs is missing, Qt says only that "xcb-cursor0 or libxcb-cursor0 is needed" (whichever
library is missing) and ends, and a window opened from a file manager ends without a word.
check_platform names the library that is missing, and its Debian package, on the terminal and
in a message box the desktop shows without Qt (zenity, kdialog or xmessage, when there is
one), and ends the program.
"""

from __future__ import annotations

import _ctypes
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QLibraryInfo

#: the libraries Qt's X11 plugin loads, and the Debian (and Ubuntu) package of each
PACKAGES = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}
#: the message boxes a Linux desktop may have, tried in turn (each waits for its OK)
MESSAGE_BOXES = (
    ("zenity", "--error", "--no-wrap", "--title", "Knight's Tour Explorer", "--text"),
    ("kdialog", "--title", "Knight's Tour Explorer", "--error"),
    ("xmessage", "-center"),
)


def uses_xcb(env: Mapping[str, str]) -> bool:
    """True when Qt will open the window through X11: asked for by QT_QPA_PLATFORM, or
    unset on an X11 session (not Wayland's)."""
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    return bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path:
    """Where Qt's X11 platform plugin is (inside the standalone app, or PySide6's)."""
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return plugins / "platforms" / "libqxcb.so"


def missing_library(plugin: Path) -> str:
    """The library plugin needs and the system lacks ("" when it loads): the loader's own
    words name it."""
    try:
        # the loader itself: the standalone app's freezer wraps ctypes.CDLL and its message
        _ctypes.dlopen(str(plugin), os.RTLD_LAZY)
    except OSError as exc:
        found = re.search(r"(lib[\w.+-]+?\.so[\w.]*): cannot open shared object file", str(exc))
        return found.group(1) if found else str(exc)
    return ""


def start_message(library: str) -> str:
    """What the program says when library is missing: which, and how to install it."""
    package = PACKAGES.get(library)
    how = (
        f"On Debian or Ubuntu: sudo apt-get install {package}"
        if package
        else "Install it with the system's package manager"
    )
    return (
        "Knight's Tour Explorer cannot open its window: the system library "
        f"{library} is missing.\n{how}, then start the program again."
    )


def say_without_qt(message: str) -> None:
    """message on the terminal, and in the first message box the desktop has."""
    print(message, file=sys.stderr, flush=True)
    for box in MESSAGE_BOXES:
        if shutil.which(box[0]):
            subprocess.run([*box, message], check=False)
            return


def check_platform(env: Mapping[str, str] | None = None) -> None:
    """On Linux with X11, end the program saying which library is missing when Qt's X11
    plugin cannot load (nothing happens when it can, or elsewhere)."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux") or not uses_xcb(env):
        return
    plugin = xcb_plugin()
    if not plugin.exists():
        return
    library = missing_library(plugin)
    if library:
        say_without_qt(start_message(library))
        sys.exit(1)
