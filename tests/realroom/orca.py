"""The real screen reader in the real room: Orca (Debian's `orca` package) started in the
room's session, and what it speaks read from its debug log's `SPEECH OUTPUT:` lines.

Orca writes its debug log with Python's open(path, "w"): fully buffered into a file or a
pipe, so the lines would come only when Orca ends.  Given a terminal, Python buffers by
line: Orca's debug file here is the far end of a pseudo-terminal whose near end this module
reads, so each line comes as Orca writes it.  Orca itself is not changed.

Nothing here sleeps for a fixed time: every wait polls with a deadline (room.poll).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path

from .room import DEADLINE, end, poll

#: the command that starts Orca: the system's, or another one named by KNIGHTTOUR_ORCA (a
#: newer Orca in a Debian root, say "chroot /srv/trixie orca": docs/accessibility.md)
ORCA = os.environ.get("KNIGHTTOUR_ORCA", "orca").split()
#: a spoken line in Orca's debug log: its text between quotes, then the voice
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'\s*(?:voice=\w+)?\s*(?:\{.*\})?\s*$")


def orca_version() -> str:
    """The installed Orca's version ("" when there is none)."""
    if not shutil.which(ORCA[0]):
        return ""
    done = subprocess.run([*ORCA, "--version"], capture_output=True, text=True, check=False)
    said = done.stdout.strip().splitlines()
    # "43.1" (Orca 43), "Orca version 48.1, AT-SPI2 version: 2.56.2" (Orca 48)
    found = re.search(r"\d+\.\d+", said[0]) if done.returncode == 0 and said else None
    return found.group(0) if found else ""


class Orca:
    """Orca running in env (a room's), its speech gathered as it comes."""

    def __init__(self, env: dict[str, str], folder: Path, command: list[str] | None = None) -> None:
        self.lines: list[str] = []
        self.spoken: list[str] = []
        import tty  # POSIX only: imported here, where a room runs (Linux)

        near, far = os.openpty()
        tty.setraw(far)  # no echo, no line discipline: the bytes as written
        self._near = near
        prefs = folder / "orca-prefs"
        prefs.mkdir(parents=True, exist_ok=True)
        log = (folder / "orca-stdout.txt").open("w")
        self.process = subprocess.Popen(
            [*(command or ORCA), "--debug-file", os.ttyname(far), "-u", str(prefs)],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        # kept open here too: with no end open, reading the near end fails until Orca opens it
        self._far = far
        log.close()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.folder = folder

    def _read(self) -> None:
        pending = b""
        while True:
            try:
                chunk = os.read(self._near, 1 << 16)
            except OSError:  # the far end closed: Orca ended
                break
            if not chunk:
                break
            pending += chunk
            *whole, pending = pending.split(b"\n")
            for raw in whole:
                line = raw.decode("utf-8", "replace").rstrip("\r")
                self.lines.append(line)
                found = SPOKEN.search(line)
                if found:
                    self.spoken.append(found.group(1).strip())

    def wait_ready(self) -> None:
        """Wait until Orca has started and said so ("Screen reader on.")."""
        poll(lambda: self.spoken, "Orca to start speaking", DEADLINE)

    def mark(self) -> int:
        """Where the speech heard so far ends."""
        return len(self.spoken)

    def since(self, mark: int) -> list[str]:
        """What Orca spoke since mark."""
        return self.spoken[mark:]

    def wait_for(
        self, match: Callable[[str], bool], what: str, since: int = 0, deadline: float = DEADLINE
    ) -> str:
        """The first utterance since mark since that match accepts (waiting for it)."""

        def found() -> str:
            return next((t for t in self.spoken[since:] if match(t)), "")

        said = poll(found, f"Orca to speak {what}", deadline)
        assert isinstance(said, str)
        return said

    def quiet_for(self, seconds: float) -> None:
        """Wait until Orca has spoken nothing new for seconds (what it says late is heard)."""
        state = {"count": -1, "since": 0.0}

        def settled() -> bool:
            import time

            now = time.monotonic()
            if len(self.spoken) != state["count"]:
                state["count"], state["since"] = len(self.spoken), now
                return False
            return now - state["since"] >= seconds

        poll(settled, "Orca to fall quiet", DEADLINE)

    def stop(self) -> None:
        """End Orca and keep its log beside the room's files."""
        end(self.process)
        os.close(self._far)
        self._reader.join(5)
        os.close(self._near)
        (self.folder / "orca-debug.txt").write_text("\n".join(self.lines), encoding="utf-8")
