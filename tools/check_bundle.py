"""The standalone app as a user gets it: copied to a second folder and run with a bare
environment (no venv, no Python on the path, a fresh home folder), then copied to a third
folder and run again, where numba must compile nothing.

    python tools/check_bundle.py [BUNDLE_FOLDER]     (default: the newest dist/knighttour-*/)

From the second folder: --version of both programs, solve, count (the first run says it
prepares the solvers), and the window offscreen, in French, until its kernels are ready;
no traceback, Qt's own dialogs in French too (its qtbase_fr.qm is inside the app, where
QLibraryInfo looks), no file written inside the bundle, the kernels in the user's cache
folder.  From the third
folder: the same commands and the window with NUMBA_DEBUG_CACHE=1, which must show kernels
loaded and none saved.  Prints one line per check; exit 1 if one fails.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if os.name == "nt" else ""
#: how long the window may take to make every kernel ready (a cold start compiles them all)
READY_SECONDS = 300


def bare_env(home: Path, **extra: str) -> dict[str, str]:
    """What `env -i HOME=... PATH=/usr/bin:/bin` leaves (and what Windows cannot do without)."""
    env = {"HOME": str(home), "PATH": os.pathsep.join(["/usr/bin", "/bin"])}
    if os.name == "nt":
        env = {k: os.environ[k] for k in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP") if k in os.environ}
        env.update(USERPROFILE=str(home), LOCALAPPDATA=str(home / "AppData" / "Local"))
    env.update(extra)
    return env


def listing(folder: Path) -> dict[str, float]:
    """Every file under folder with its modification time."""
    return {str(p.relative_to(folder)): p.lstat().st_mtime for p in folder.rglob("*")}


class Checks:
    """Runs the bundle's programs from a folder and keeps what failed."""

    def __init__(self, home: Path, work: Path) -> None:
        self.home, self.work = home, work
        self.failed: list[str] = []
        #: the launch log of the last window run
        self.log = ""

    def check(self, ok: bool, what: str, detail: str = "") -> None:
        """Print what was checked; keep it when it failed."""
        print(("ok    " if ok else "FAIL  ") + what, flush=True)
        if not ok:
            self.failed.append(what)
            if detail:
                print(detail, flush=True)

    def run(self, name: str, argv: list[str], **extra: str) -> subprocess.CompletedProcess:
        """Run argv in the bare environment; exit 0 and no traceback."""
        t0 = time.perf_counter()
        out = subprocess.run(
            argv,
            capture_output=True,
            text=True,
            env=bare_env(self.home, **extra),
            cwd=self.work,
            timeout=600,
        )
        seconds = time.perf_counter() - t0
        ok = out.returncode == 0 and "Traceback" not in out.stdout + out.stderr
        self.check(ok, f"{name}: exit {out.returncode} in {seconds:.1f} s", out.stderr[-3000:])
        return out

    def window(self, name: str, program: Path, **extra: str) -> tuple[str, str]:
        """The window offscreen until its kernels are ready (its launch log says so), then
        ended; (stdout, stderr)."""
        log = self.work / f"launch-{time.time_ns()}.log"
        env = bare_env(
            self.home, QT_QPA_PLATFORM="offscreen", KNIGHTTOUR_LAUNCH_LOG=str(log), **extra
        )
        t0 = time.perf_counter()
        with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
            child = subprocess.Popen([str(program)], stdout=out, stderr=err, env=env, cwd=self.work)
            ready = False
            while time.perf_counter() - t0 < READY_SECONDS and child.poll() is None:
                time.sleep(0.2)
                if log.exists() and "ready" in log.read_text():
                    ready = True
                    break
            seconds = time.perf_counter() - t0
            child.terminate()
            child.wait(30)
            out.seek(0)
            err.seek(0)
            stdout, stderr = out.read(), err.read()
        self.log = log.read_text() if log.exists() else ""
        self.check(
            ready and "Traceback" not in stdout + stderr,
            f"{name}: the window's kernels ready in {seconds:.1f} s",
            stderr[-3000:],
        )
        return stdout, stderr


def newest_bundle() -> Path:
    """The newest bundle folder in dist/."""
    folders = [p for p in (ROOT / "dist").glob("knighttour-*") if p.is_dir()]
    if not folders:
        sys.exit("no bundle in dist/: run python scripts/build_bundle.py first")
    return max(folders, key=lambda p: p.stat().st_mtime)


def main() -> int:
    """Copy the bundle twice and run both copies; the exit status."""
    bundle = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else newest_bundle()
    top = Path(tempfile.mkdtemp(prefix="knighttour-bundle-"))
    try:
        home, work = top / "home", top / "work"
        home.mkdir()
        work.mkdir()
        second, third = top / "second" / bundle.name, top / "third place" / bundle.name
        shutil.copytree(bundle, second, symlinks=True)
        print(f"checking {bundle.name}, copied to {second.parent} and {third.parent}")
        c = Checks(home, work)
        before = listing(second)
        cli, gui = second / f"knighttour{EXE}", second / f"knighttour-gui{EXE}"
        version = c.run("knighttour --version", [str(cli), "--version"])
        c.check(version.stdout.startswith("knighttour "), f"it prints {version.stdout.strip()!r}")
        gui_version = c.run("knighttour-gui --version", [str(gui), "--version"])
        c.check(gui_version.stdout == version.stdout, "knighttour-gui --version says the same")
        first = c.run("solve 8 --start a1 (cold)", [str(cli), "solve", "8", "--start", "a1"])
        c.check("Preparing the solvers" in first.stderr, "a cold run says it prepares them")
        c.run("count 5", [str(cli), "count", "5"])
        settings = home / ".config" / "KnightTourExplorer" / "Knight's Tour.ini"
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text("[view]\nlanguage=fr\n", encoding="utf-8")
        c.window("the window, offscreen, in French", gui)
        said = [line.split()[2:] for line in c.log.splitlines() if line.startswith("language ")]
        c.check(said == [["fr", "qt"]], f"the window and Qt's own dialogs speak French: {said}")
        c.check(listing(second) == before, "nothing written inside the bundle")
        cache = list(home.rglob("*.nbi"))
        c.check(bool(cache), f"{len(cache)} kernels' indexes in the home's cache folder")
        shutil.copytree(bundle, third, symlinks=True)
        cli, gui = third / f"knighttour{EXE}", third / f"knighttour-gui{EXE}"
        for name, argv in (
            ("solve 8 --start a1, third folder", ["solve", "8", "--start", "a1"]),
            ("count 5 (exhaustive), third folder", ["count", "5"]),
            ("count 5x10 --closed (frontier), third folder", ["count", "5x10", "--closed"]),
        ):
            again = c.run(name, [str(cli), *argv], NUMBA_DEBUG_CACHE="1")
            saved, loaded = again.stdout.count("data saved"), again.stdout.count("data loaded")
            c.check(saved == 0, f"{name}: {loaded} kernels loaded, {saved} compiled")
            c.check("Preparing" not in again.stderr, f"{name}: says nothing of preparing")
        stdout, _ = c.window("the window, third folder", gui, NUMBA_DEBUG_CACHE="1")
        saved, loaded = stdout.count("data saved"), stdout.count("data loaded")
        c.check(saved == 0 and loaded > 0, f"the window: {loaded} kernels loaded, {saved} compiled")
        print("all checks passed" if not c.failed else f"{len(c.failed)} check(s) failed")
        return 1 if c.failed else 0
    finally:
        shutil.rmtree(top, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
