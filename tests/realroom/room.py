"""The real room: a real X server at 800x600 (Xvfb), a real window manager (openbox), a
private D-Bus session with the AT-SPI bus, the window started as its own process, real key
events (xdotool), and what a screen reader hears read from the bus (listener.py under the
system's python3, which has pyatspi).

Nothing here sleeps for a fixed time: every wait polls with a deadline.

    python tests/realroom/room.py [fr]    opens the room and the window, prints the display,
                                          and waits (for screenshots and trying by hand)
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

#: the screen of the room: a small laptop or an old classroom projector
WIDTH, HEIGHT = 800, 600
#: the system tools the room needs: program -> the Debian package that has it
TOOLS = {
    "Xvfb": "xvfb",
    "openbox": "openbox",
    "xdotool": "xdotool",
    "xprop": "x11-utils",
    "xwininfo": "x11-utils",
    "dbus-daemon": "dbus",
}
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
REGISTRY = "/usr/libexec/at-spi2-registryd"
SYSTEM_PYTHON = "/usr/bin/python3"
LISTENER = Path(__file__).with_name("listener.py")
#: the application's name on the bus (QCoreApplication.applicationName)
APP_NAME = "Knight's Tour"
#: every wait's default deadline, in seconds (a first launch on a busy CI machine is slow)
DEADLINE = 60.0


def missing_tools() -> list[str]:
    """What the room lacks on this machine, each with its Debian package ([] when none)."""
    missing = [f"{tool} ({package})" for tool, package in TOOLS.items() if not shutil.which(tool)]
    for path, package in ((BUS_LAUNCHER, "at-spi2-core"), (REGISTRY, "at-spi2-core")):
        if not Path(path).exists():
            missing.append(f"{path} ({package})")
    if not Path(SYSTEM_PYTHON).exists():
        missing.append(f"{SYSTEM_PYTHON} (python3)")
    else:
        probe = subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
        )
        if probe.returncode != 0:
            missing.append("pyatspi for /usr/bin/python3 (python3-pyatspi)")
    return missing


def poll(check: Callable[[], object], what: str, deadline: float = DEADLINE) -> object:
    """check() until it returns something true (returned), or fail saying what was awaited."""
    end = time.monotonic() + deadline
    pause = 0.02
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > end:
            raise TimeoutError(f"waited {deadline:.0f} s for {what}")
        threading.Event().wait(pause)  # a poll's pause, not a fixed wait for an outcome
        pause = min(pause * 1.5, 0.25)


def end(process: subprocess.Popen) -> None:
    """Ask process to end, and kill it if it has not within 10 s."""
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


@dataclass
class Heard:
    """One event on the bus, as listener.py printed it."""

    type: str
    name: str
    role: str
    data: str
    text: str = ""
    detail1: int = 0
    focused: bool = False


class Listener:
    """listener.py listen, run by the system's python3: the events it prints are gathered
    here as they come."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            [SYSTEM_PYTHON, str(LISTENER), "listen", APP_NAME],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.events: list[Heard] = []
        self._lines: queue.Queue[str] = queue.Queue()
        self._ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            record = json.loads(line)
            if record.get("ready"):
                self._ready.set()
                continue
            self.events.append(
                Heard(
                    type=record["type"],
                    name=record["name"],
                    role=record["role"],
                    data=record.get("data", ""),
                    text=record.get("text", ""),
                    detail1=int(record.get("detail1", 0)),
                    focused=bool(record.get("focused", False)),
                )
            )

    def wait_ready(self) -> None:
        """Wait until the listener is registered with the bus."""
        if not self._ready.wait(DEADLINE):
            raise TimeoutError("the AT-SPI listener did not start")

    def mark(self) -> int:
        """Where the events heard so far end (to wait only for what comes after)."""
        return len(self.events)

    def announcements(self, since: int = 0) -> list[str]:
        """The texts said since mark since: announcements, and the new descriptions and names
        of the focused object (what the window says through the focus on Linux: see
        knighttour/gui/announce.py), without the mark of a text said again."""
        said = []
        for e in self.events[since:]:
            if e.type == "object:announcement" or (
                e.focused
                and e.type.startswith(
                    (
                        "object:property-change:accessible-description",
                        "object:property-change:accessible-name",
                    )
                )
            ):
                said.append(e.data.replace("\u200b", ""))
        return said

    def wait_announcement(
        self, match: Callable[[str], bool], what: str, since: int = 0, deadline: float = DEADLINE
    ) -> str:
        """The first announcement since mark since that match accepts (waiting for it)."""

        def found() -> str:
            return next((t for t in self.announcements(since) if match(t)), "")

        said = poll(found, f"an announcement of {what}", deadline)
        assert isinstance(said, str)
        return said

    def focused(self, since: int = 0) -> list[Heard]:
        """The objects that took the focus since mark since."""
        return [e for e in self.events[since:] if e.type.startswith("object:state-changed:focused")]

    def stop(self) -> None:
        """End the listener."""
        end(self.process)
        if self.process.stdout is not None:
            self.process.stdout.close()


class Room:
    """Xvfb at 800x600, openbox, a private D-Bus session and the AT-SPI bus, in folder."""

    def __init__(self, folder: Path, width: int = WIDTH, height: int = HEIGHT) -> None:
        self.folder = folder
        self.width, self.height = width, height
        self.env: dict[str, str] = {}
        self._processes: list[subprocess.Popen] = []
        self.app: subprocess.Popen | None = None
        self.window_id = ""

    # the room ------------------------------------------------------------------------------
    def _start(self, command: list[str], **kwargs) -> subprocess.Popen:
        process = subprocess.Popen(command, **kwargs)
        self._processes.append(process)
        return process

    def open(self) -> None:
        """Start the X server, the bus, the accessibility bus and the window manager."""
        read, write = os.pipe()
        self._start(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                f"{self.width}x{self.height}x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        runtime = self.folder / "runtime"
        runtime.mkdir(mode=0o700, exist_ok=True)
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("QT_", "DBUS_", "AT_SPI", "XDG_", "LC_", "LANG"))
        }
        env.update(
            DISPLAY=f":{display}",
            XDG_RUNTIME_DIR=str(runtime),
            XDG_CONFIG_HOME=str(self.folder / "config"),
            XDG_SESSION_TYPE="x11",
            LANG="C.UTF-8",
            NO_AT_BRIDGE="0",
        )
        bus = self.folder / "bus"
        self._start(
            [
                "dbus-daemon",
                "--session",
                "--nofork",
                "--nopidfile",
                f"--address=unix:path={bus}",
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        poll(bus.exists, "the D-Bus session")
        env["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={bus}"
        self.env = env
        self._start(
            [BUS_LAUNCHER, "--launch-immediately"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        poll(self._a11y_bus_up, "the AT-SPI bus")
        for attempt in range(3):  # a window manager that hangs at start is started again
            with (self.folder / "openbox.txt").open("a") as said:
                wm = self._start(["openbox", "--sm-disable"], env=env, stdout=said, stderr=said)
            try:
                poll(self._window_manager_up, "the window manager", DEADLINE / 4)
                break
            except TimeoutError:
                wm.kill()
                wm.wait(10)
                if attempt == 2:
                    raise

    def _run(self, *command: str, timeout: float = DEADLINE) -> str:
        done = subprocess.run(
            command, env=self.env, capture_output=True, text=True, timeout=timeout, check=False
        )
        return done.stdout if done.returncode == 0 else ""

    def _a11y_bus_up(self) -> bool:
        said = self._run(
            "dbus-send",
            "--session",
            "--print-reply",
            "--dest=org.a11y.Bus",
            "/org/a11y/bus",
            "org.a11y.Bus.GetAddress",
        )
        return "unix:" in said

    def _window_manager_up(self) -> bool:
        return "window id" in self._run("xprop", "-root", "_NET_SUPPORTING_WM_CHECK")

    def close(self) -> None:
        """Close the window and end every process of the room (the last started first)."""
        self.close_app()
        for process in reversed(self._processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in reversed(self._processes):
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)
        self._processes.clear()

    # the window ----------------------------------------------------------------------------
    def settings_file(self) -> Path:
        """The window's settings in this room (QSettings, IniFormat, user scope)."""
        return self.folder / "config" / "KnightTourExplorer" / "Knight's Tour.ini"

    def launch(self, language: str = "en", settings: str = "", again: bool = False) -> None:
        """Start the window in language as its own process, and wait until it is mapped and
        on the bus.  settings: more lines for the settings file's [General]-less sections.
        again: with the settings the last window saved (language and settings unused)."""
        ini = self.settings_file()
        ini.parent.mkdir(parents=True, exist_ok=True)
        if not again:
            ini.write_text(f"[view]\nlanguage={language}\n{settings}", encoding="utf-8")
        env = dict(self.env, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
        script = Path(sys.executable).with_name("knighttour-gui")
        command = (
            [str(script)]
            if script.exists()
            else [sys.executable, "-c", "from knighttour.gui.main_window import main; main()"]
        )
        with (self.folder / "app-stderr.txt").open("w") as stderr:
            self.app = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=stderr)
        found = poll(self._find_window, "the window on screen")
        assert isinstance(found, str)
        self.window_id = found
        poll(lambda: self.tree(), "the window on the AT-SPI bus")
        poll(self._has_focus, "the window to take the keyboard focus")

    def _find_window(self) -> str:
        if self.app is not None and self.app.poll() is not None:
            raise RuntimeError(
                "the window's process ended: "
                + (self.folder / "app-stderr.txt").read_text(encoding="utf-8")[-2000:]
            )
        ids = self._run("xdotool", "search", "--onlyvisible", "--pid", str(self.app.pid)).split()
        return ids[-1] if ids else ""

    def _has_focus(self) -> bool:
        return self._run("xdotool", "getwindowfocus").strip() == self.window_id

    def close_app(self) -> None:
        """Close the window (as a user does: Ctrl+Q) and wait for its process to end."""
        if self.app is None or self.app.poll() is not None:
            self.app = None
            return
        self.app.terminate()
        try:
            self.app.wait(20)
        except subprocess.TimeoutExpired:
            self.app.kill()
            self.app.wait(10)
        self.app = None

    # the keyboard ---------------------------------------------------------------------------
    def keys(self, *keys: str) -> None:
        """Press keys one after another (xdotool's names: Tab, Return, ctrl+4, Right)."""
        self._run("xdotool", "key", "--clearmodifiers", "--delay", "40", *keys)

    def type(self, text: str) -> None:
        """Type text as keys."""
        self._run("xdotool", "type", "--delay", "40", text)

    # looking --------------------------------------------------------------------------------
    def listen(self) -> Listener:
        """A listener on the bus, registered (ready) before this returns."""
        listener = Listener(self.env)
        listener.wait_ready()
        return listener

    def tree(self) -> list[dict]:
        """Every showing focusable object of the window, as listener.py tree prints them."""
        done = subprocess.run(
            [SYSTEM_PYTHON, str(LISTENER), "tree", APP_NAME],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=DEADLINE,
            check=False,
        )
        rows = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
        return [] if not rows or "error" in rows[0] else rows

    def frame(self) -> tuple[int, int, int, int]:
        """The window's frame on the screen, decorations included: x, y, width, height."""
        said = self._run("xwininfo", "-id", self.window_id)
        values = {}
        for line in said.splitlines():
            key, _, value = line.strip().partition(":")
            values[key] = value.strip()
        x, y = int(values["Absolute upper-left X"]), int(values["Absolute upper-left Y"])
        w, h = int(values["Width"]), int(values["Height"])
        extents = self._run("xprop", "-id", self.window_id, "_NET_FRAME_EXTENTS")
        left = right = top = bottom = 0
        if "=" in extents:
            left, right, top, bottom = (int(v) for v in extents.split("=")[1].split(","))
        return x - left, y - top, w + left + right, h + top + bottom

    def screenshot(self, path: Path) -> None:
        """The whole screen as a PNG (needs ImageMagick's import)."""
        self._run("import", "-window", "root", str(path))


@contextmanager
def room(folder: Path) -> Iterator[Room]:
    """A room opened in folder, closed after."""
    opened = Room(folder)
    try:
        opened.open()
        yield opened
    finally:
        opened.close()


if __name__ == "__main__":
    import tempfile

    with tempfile.TemporaryDirectory() as tmp, room(Path(tmp)) as here:
        here.launch(sys.argv[1] if len(sys.argv) > 1 else "en")
        print(f"DISPLAY={here.env['DISPLAY']}", flush=True)
        print(f"DBUS_SESSION_BUS_ADDRESS={here.env['DBUS_SESSION_BUS_ADDRESS']}", flush=True)
        print(f"window={here.window_id} frame={here.frame()}", flush=True)
        threading.Event().wait()
