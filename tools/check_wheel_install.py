"""The wheel installed as a user installs it, into a fresh venv whose package folder is then
made read-only, run from a fresh home folder: no traceback, nothing written inside the
installed package, the compiled kernels in the user's cache folder, and a second run that
compiles nothing.

    python tools/check_wheel_install.py [--wheel FILE] [--full] [--keep]

Without --wheel the wheel is built first (python -m build).  The venv takes its
dependencies (NumPy, numba, Qt) from the running Python's site-packages through a .pth file,
so that the check costs seconds, not a download; --full installs them from the index as a
user would (and times it).  Prints one line per check and exits 1 if one fails.
"""

from __future__ import annotations

import argparse
import os
import shutil
import site
import stat
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: builds the window offscreen, lets it paint, and closes it (the process ends with it)
WINDOW = (
    "from PySide6.QtCore import QTimer\n"
    "from knighttour.gui.main_window import main\n"
    "main(['knighttour-gui'], on_shown=lambda w: QTimer.singleShot(300, w.close))\n"
)

#: prints the folder the compiled kernels go to
CACHE_DIR = "from knighttour.core.kernel_cache import cache_dir; print(cache_dir())"


def build_wheel(out: Path) -> Path:
    """The wheel of the working tree, built into out (by pip, which every venv has)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = out.glob("knighttour-*.whl")
    return wheel


def venv_paths(venv: Path) -> tuple[Path, Path]:
    """(the venv's Python, its scripts folder)."""
    scripts = venv / ("Scripts" if os.name == "nt" else "bin")
    return scripts / ("python.exe" if os.name == "nt" else "python"), scripts


def site_packages(python: Path) -> Path:
    """The venv's package folder."""
    out = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(out.stdout.strip())


def install(wheel: Path, venv: Path, full: bool) -> tuple[Path, Path, float]:
    """A fresh venv with the wheel in it: (its Python, its package folder, seconds pip took)."""
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python, _ = venv_paths(venv)
    packages = site_packages(python)
    if not full:
        # the dependencies of the running Python, after the venv's own packages
        ours = [p for p in (*site.getsitepackages(), sysconfig.get_paths()["purelib"])]
        (packages / "_dependencies.pth").write_text("\n".join(dict.fromkeys(ours)) + "\n")
    t0 = time.perf_counter()
    deps = [] if full else ["--no-deps"]
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", *deps, str(wheel)], check=True)
    return python, packages, time.perf_counter() - t0


def read_only(folder: Path) -> None:
    """chmod -R a-w folder."""
    for path in [folder, *folder.rglob("*")]:
        mode = path.lstat().st_mode
        if not stat.S_ISLNK(mode):
            path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def writable(folder: Path) -> None:
    """Undo read_only, so that the folder can be deleted."""
    for path in [folder, *folder.rglob("*")]:
        mode = path.lstat().st_mode
        if not stat.S_ISLNK(mode):
            path.chmod(mode | stat.S_IWUSR)


def listing(folder: Path) -> dict[str, float]:
    """Every file under folder with its modification time."""
    return {str(p.relative_to(folder)): p.stat().st_mtime for p in folder.rglob("*")}


class Checks:
    """Runs the commands and keeps what failed."""

    def __init__(self, scripts: Path, python: Path, home: Path, work: Path) -> None:
        self.scripts, self.python, self.home, self.work = scripts, python, home, work
        self.failed: list[str] = []

    def env(self, **extra: str) -> dict[str, str]:
        """A user's environment: a fresh home, no cache folder set, the window offscreen."""
        env = {
            k: v
            for k, v in os.environ.items()
            if k not in ("NUMBA_CACHE_DIR", "XDG_CACHE_HOME", "PYTHONPATH", "VIRTUAL_ENV")
        }
        env.update(
            HOME=str(self.home),
            USERPROFILE=str(self.home),
            LOCALAPPDATA=str(self.home / "AppData" / "Local"),
            QT_QPA_PLATFORM="offscreen",
            **extra,
        )
        return env

    def run(self, name: str, argv: list[str], **extra: str) -> subprocess.CompletedProcess:
        """Run argv from a folder outside the repository; a traceback or an exit status
        other than 0 is a failure."""
        t0 = time.perf_counter()
        out = subprocess.run(
            argv, capture_output=True, text=True, env=self.env(**extra), cwd=self.work, timeout=600
        )
        seconds = time.perf_counter() - t0
        ok = out.returncode == 0 and "Traceback" not in out.stderr + out.stdout
        self.check(ok, f"{name}: exit {out.returncode} in {seconds:.1f} s", out.stderr[-2000:])
        return out

    def command(self, name: str) -> str:
        """The installed script called name."""
        return str(self.scripts / (name + (".exe" if os.name == "nt" else "")))

    def check(self, ok: bool, what: str, detail: str = "") -> None:
        """Print what was checked; keep it when it failed."""
        print(("ok    " if ok else "FAIL  ") + what, flush=True)
        if not ok:
            self.failed.append(what)
            if detail:
                print(detail, flush=True)


def check(wheel: Path, full: bool, keep: bool) -> int:
    """Every check of the module's docstring, on wheel; the exit status."""
    top = Path(tempfile.mkdtemp(prefix="knighttour-wheel-"))
    try:
        venv, home, work = top / "venv", top / "home", top / "work"
        home.mkdir()
        work.mkdir()
        python, packages, seconds = install(wheel, venv, full)
        print(f"installed {wheel.name} in {seconds:.1f} s ({'with' if full else 'without'} deps)")
        _, scripts = venv_paths(venv)
        read_only(packages)
        before = listing(packages)
        c = Checks(scripts, python, home, work)
        where = c.run(
            "import knighttour", [str(python), "-c", "import knighttour as k; print(k.__file__)"]
        )
        c.check(
            Path(where.stdout.strip()).is_relative_to(packages),
            "the package comes from the venv, not from a source tree",
        )
        icons = list((packages / "knighttour" / "resources" / "icons").glob("*.*"))
        c.check(len(icons) >= 20, f"the wheel carries the icons ({len(icons)} files)")
        version = c.run("knighttour --version", [c.command("knighttour"), "--version"])
        c.check(version.stdout.startswith("knighttour "), f"prints {version.stdout.strip()!r}")
        gui_version = c.run("knighttour-gui --version", [c.command("knighttour-gui"), "--version"])
        c.check(gui_version.stdout == version.stdout, "knighttour-gui --version says the same")
        first = c.run(
            "solve 8 --start a1 (cold)", [c.command("knighttour"), "solve", "8", "--start", "a1"]
        )
        c.check("Preparing the solvers" in first.stderr, "a cold run says it prepares the solvers")
        c.run("count 5", [c.command("knighttour"), "count", "5"])
        c.run("the window, offscreen", [str(python), "-c", WINDOW])
        c.check(listing(packages) == before, "nothing written inside the installed package")
        asked = c.run("the cache folder", [str(python), "-c", CACHE_DIR])
        folder = Path(asked.stdout.strip())
        cache = list(folder.rglob("*.nbi"))
        c.check(bool(cache), f"{len(cache)} kernels' indexes in {folder}")
        c.check(not folder.is_relative_to(packages), "the cache folder is not in the package")
        if os.name != "nt":  # Windows asks the system for its folders, not the environment
            c.check(folder.is_relative_to(home), "the cache folder is in the user's home")
        for name, argv in (
            ("solve 8 --start a1 again", ["solve", "8", "--start", "a1"]),
            ("count 5 again", ["count", "5"]),
        ):
            again = c.run(name, [c.command("knighttour"), *argv], NUMBA_DEBUG_CACHE="1")
            saved = again.stdout.count("data saved")
            loaded = again.stdout.count("data loaded")
            c.check(saved == 0 and loaded > 0, f"{name}: {loaded} kernels loaded, {saved} compiled")
            c.check("Preparing" not in again.stderr, f"{name}: says nothing of preparing")
        c.run("the window again", [str(python), "-c", WINDOW])
        c.check(listing(packages) == before, "still nothing written inside the package")
        print("all checks passed" if not c.failed else f"{len(c.failed)} check(s) failed")
        return 1 if c.failed else 0
    finally:
        if keep:
            print(f"kept {top}")
        else:
            writable(top)
            shutil.rmtree(top, ignore_errors=True)


def main() -> int:
    """Build the wheel (or take one) and check it installed read-only."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, help="the wheel to check (built when left out)")
    parser.add_argument("--full", action="store_true", help="install its dependencies too")
    parser.add_argument("--keep", action="store_true", help="keep the venv and the home folder")
    args = parser.parse_args()
    if args.wheel is None:
        out = Path(tempfile.mkdtemp(prefix="knighttour-dist-"))
        t0 = time.perf_counter()
        args.wheel = build_wheel(out)
        print(f"built {args.wheel.name} in {time.perf_counter() - t0:.1f} s")
    return check(args.wheel.resolve(), args.full, args.keep)


if __name__ == "__main__":
    sys.exit(main())
