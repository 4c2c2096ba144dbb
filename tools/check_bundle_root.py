"""The Linux app started in a minimal root: a folder holding only the app and the libraries
every desktop has (the AppImage project's list, tools/check_bundle_libs.py, with what they
need in turn), a font, and nothing else of this computer: no Python, no Qt, no xcb-util.

    sudo python tools/check_bundle_root.py [BUNDLE_FOLDER]   (root: it uses chroot)

The window is started inside that root through X11 (Xvfb on this computer, reached over TCP)
until it is shown; then the app is started again with one of its own libraries taken out
(libxcb-icccm.so.4), and must end saying that library's name and package.  Prints one line
per check; exit 1 if one fails.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: how long the window may take to be shown (a first launch, on a busy machine)
SHOWN_SECONDS = 120
#: where the libraries go in the root (Debian's place: the loader looks there)
LIBDIR = Path("lib/x86_64-linux-gnu")


def libs_tool():
    """tools/check_bundle_libs.py, as a module."""
    spec = importlib.util.spec_from_file_location(
        "check_bundle_libs", ROOT / "tools" / "check_bundle_libs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def host_libraries() -> dict[str, Path]:
    """soname -> its file on this computer (ldconfig's cache, 64-bit)."""
    listed = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True)
    found: dict[str, Path] = {}
    for line in listed.stdout.splitlines()[1:]:
        name, _, path = line.strip().partition(" => ")
        if "x86-64" in name and path:
            found.setdefault(name.split()[0], Path(path))
    return found


def assumed_with_needs(tool, host: dict[str, Path]) -> dict[str, Path]:
    """Every library the app may assume that this computer has, with what each needs in turn
    (a desktop that has libX11 has what libX11 needs)."""
    wanted = [n for n in tool.APPIMAGE_EXCLUDED | tool.ALSO_ASSUMED if n in host]
    chosen: dict[str, Path] = {}
    while wanted:
        name = wanted.pop()
        if name in chosen or name not in host:
            continue
        chosen[name] = host[name]
        wanted += tool.needed(host[name].resolve())
    return chosen


def make_root(bundle: Path, top: Path) -> Path:
    """The minimal root in top/root: the app in /app, the assumed libraries, a font."""
    tool = libs_tool()
    root = top / "root"
    libdir = root / LIBDIR
    libdir.mkdir(parents=True)
    for name, path in assumed_with_needs(tool, host_libraries()).items():
        shutil.copy2(path.resolve(), libdir / name)
    (root / "lib64").mkdir()
    shutil.copy2(
        Path("/lib64/ld-linux-x86-64.so.2").resolve(), root / "lib64" / "ld-linux-x86-64.so.2"
    )
    for folder in ("etc/fonts", "usr/share/fonts/truetype/dejavu"):
        if Path("/", folder).exists():
            shutil.copytree(Path("/", folder), root / folder)
    for folder in ("tmp", "home", "dev", "proc"):
        (root / folder).mkdir(exist_ok=True)
    (root / "tmp").chmod(0o1777)
    shutil.copytree(bundle, root / "app", symlinks=True)
    return root


def start_x() -> tuple[subprocess.Popen, str]:
    """Xvfb on this computer, listening on TCP (the root has no socket folder): (it, DISPLAY)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "800x600x24", "-listen", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    return xvfb, f"127.0.0.1:{number}"


def in_root(root: Path, argv: list[str], display: str, **env: str) -> subprocess.Popen:
    """argv started inside root, with a bare environment."""
    bare = {"HOME": "/home", "PATH": "/app", "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
    chroot = shutil.which("chroot") or "/usr/sbin/chroot"
    return subprocess.Popen(
        [chroot, str(root), *argv],
        env={**bare, **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def main() -> int:
    """Build the root, start the window in it, then without a library; the exit status."""
    if os.geteuid() != 0 or not sys.platform.startswith("linux"):
        print("run as root on Linux (chroot needs it)")
        return 1
    tool = libs_tool()
    bundle = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else tool.newest_bundle()
    failed = []

    def check(ok: bool, what: str, detail: str = "") -> None:
        print(("ok    " if ok else "FAIL  ") + what, flush=True)
        if not ok:
            failed.append(what)
            if detail:
                print(detail, flush=True)

    top = Path(tempfile.mkdtemp(prefix="knighttour-root-"))
    xvfb, display = start_x()
    try:
        root = make_root(bundle, top)
        libs = sorted(p.name for p in (root / LIBDIR).iterdir())
        print(f"the root: the app and {len(libs)} libraries of every desktop, in {root}")
        check(not (root / LIBDIR / "libxcb-icccm.so.4").exists(), "no xcb-util in the root")
        version = in_root(root, ["/app/knighttour-gui", "--version"], display)
        out, err = version.communicate(timeout=120)
        check(
            version.returncode == 0 and out.startswith("knighttour "),
            f"--version: {out.strip()}",
            err,
        )
        log = root / "home" / "launch.log"
        window = in_root(
            root, ["/app/knighttour-gui"], display, KNIGHTTOUR_LAUNCH_LOG="/home/launch.log"
        )
        t0 = time.monotonic()
        while time.monotonic() - t0 < SHOWN_SECONDS and window.poll() is None:
            if log.exists() and "shown" in log.read_text():
                break
            time.sleep(0.2)
        shown = log.exists() and "shown" in log.read_text()
        window.terminate()
        _, err = window.communicate(timeout=30)
        check(shown, f"the window shown through X11 in {time.monotonic() - t0:.1f} s", err[-3000:])
        taken = next((root / "app").rglob("libxcb-icccm.so.4"))
        taken.unlink()
        lacking = in_root(root, ["/app/knighttour-gui"], display)
        _, err = lacking.communicate(timeout=120)
        check(
            lacking.returncode == 1
            and "libxcb-icccm.so.4 is missing" in err
            and "libxcb-icccm4" in err,
            "without libxcb-icccm.so.4 it says so: " + err.strip().splitlines()[0] if err else "",
            err[-3000:],
        )
    finally:
        xvfb.terminate()
        xvfb.wait(10)
        shutil.rmtree(top, ignore_errors=True)
    print("all checks passed" if not failed else f"{len(failed)} check(s) failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
