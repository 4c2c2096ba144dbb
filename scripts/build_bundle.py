"""Build the wheel and the standalone app: one folder holding the window (knighttour-gui) and
the command line (knighttour), with Python, NumPy, numba and Qt inside, for computers
without Python.

    python scripts/build_bundle.py [--dist DIR]      (on Windows: py scripts\\build_bundle.py)

Plain Python and the standard library (it runs the same on Windows, macOS and Linux).  It
makes a build venv (build/bundle-venv: PyInstaller, and the wheel with its libraries, exactly
what users get from the wheel), builds the sdist and the wheel into dist/, freezes both
programs with PyInstaller into one folder, dist/knighttour-VERSION-SYSTEM-MACHINE/, and
adds the licence, a README, the icon and, on Linux, the desktop entry; then packs the folder
for download (a .tar.gz, a .zip on Windows; on macOS an .app too).  The last line it
prints is the bundle folder's path.

Why PyInstaller: numba compiles the kernels from their Python bytecode when the program
runs, so the frozen program must carry the bytecode; PyInstaller keeps it (and
pyinstaller-hooks-contrib has numba's and llvmlite's hooks), where Nuitka, and pyside6-deploy
which is built on it, compile the modules to C and leave numba nothing to compile.

Both programs share one folder (one Analysis each, one COLLECT of both: PyInstaller's way
for several one-folder programs; its MERGE is for one-file programs).  Qt's modules the
program does not import are left out.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "bundle"
VENV = ROOT / "build" / "bundle-venv"
#: the freezer (6: one-folder bundles keep everything but the programs in _internal/)
PYINSTALLER = "pyinstaller>=6.10"
#: the programs the window and the command line are
GUI, CLI = "knighttour-gui", "knighttour"
#: the file the bundle's build fingerprint goes in (knighttour/core/kernel_cache.py reads it)
BUILD_ID_FILE = "bundle-build-id.txt"

#: the languages the window speaks besides English (knighttour/gui/i18n.py): the bundle
#: carries the window's translation of each and Qt's own, which its dialogs speak
LANGUAGES = ("fr", "de", "es")

#: Qt modules of PySide6 the program does not import (it uses QtCore, QtGui, QtWidgets,
#: QtPrintSupport and QtSvg: tests/test_bundle.py checks the list against the code)
QT_UNUSED = [
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtAxContainer",
    "QtBluetooth",
    "QtCharts",
    "QtConcurrent",
    "QtDataVisualization",
    "QtDBus",
    "QtDesigner",
    "QtGraphs",
    "QtGraphsWidgets",
    "QtHelp",
    "QtHttpServer",
    "QtLocation",
    "QtMultimedia",
    "QtMultimediaWidgets",
    "QtNetwork",
    "QtNetworkAuth",
    "QtNfc",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtPdf",
    "QtPdfWidgets",
    "QtPositioning",
    "QtQml",
    "QtQuick",
    "QtQuick3D",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtSql",
    "QtStateMachine",
    "QtSvgWidgets",
    "QtTest",
    "QtTextToSpeech",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtWebView",
    "QtXml",
]
#: Python packages the programs never need in the bundle (Dask is the optional cluster
#: extra; the rest are pulled in by optional imports of NumPy and numba)
PYTHON_UNUSED = [
    # numba's threading layer on Intel TBB: optional (numba uses its own workqueue without
    # it), and its library, libtbb, is not one every computer has
    "numba.np.ufunc.tbbpool",
    "tkinter",
    "dask",
    "distributed",
    "IPython",
    "scipy",
    "matplotlib",
    "pytest",
    "hypothesis",
    "setuptools",
    "pip",
]

GUI_ENTRY = '''"""The bundle's window: knighttour-gui."""
from knighttour.gui.main_window import main

main()
'''
CLI_ENTRY = '''"""The bundle's command line: knighttour."""
from knighttour.cli import entry

entry()
'''

SPEC = """# made by scripts/build_bundle.py: the window and the command line in one folder
import sys
from PyInstaller.utils.hooks import collect_data_files, copy_metadata

excludes = {excludes!r}
datas = (
    [({build_id!r}, "knighttour")]
    + collect_data_files("knighttour")
    + copy_metadata("knighttour")
    + copy_metadata("numba")
)
gui = Analysis([{gui_entry!r}], datas=datas, excludes=excludes)
cli = Analysis([{cli_entry!r}], datas=datas, excludes=excludes + ["PySide6", "shiboken6"])
gui_exe = EXE(
    PYZ(gui.pure), gui.scripts, [], exclude_binaries=True, name={gui!r}, console=False,
    icon={icon!r},
)
cli_exe = EXE(
    PYZ(cli.pure), cli.scripts, [], exclude_binaries=True, name={cli!r}, console=True,
    icon={icon!r},
)
folder = COLLECT(gui_exe, gui.binaries, gui.datas, cli_exe, cli.binaries, cli.datas, name={name!r})
if sys.platform == "darwin":
    app = BUNDLE(
        folder, name="Knight's Tour Explorer.app", icon={icon!r},
        bundle_identifier="io.github.knighttour", version={version!r},
    )
"""

README = """Knight's Tour Explorer {version}
{rule}

The window: {gui}    The command line: {cli} (try "{cli} --help")

Nothing to install: this folder holds the program with everything it needs. Keep the
folder whole (the programs need the _internal folder beside them); it may be moved
anywhere. The first launch prepares the solvers for this computer (about half a minute,
once; the window says so and can be used meanwhile) and keeps them in your cache folder.
{linux}
Licence: MIT (LICENSE.txt). Home page: https://github.com/knighttour/knighttour
"""
README_LINUX = """
To put the window in your desktop's menu, run ./install-desktop-entry.sh from this
folder (again after moving the folder). Every library the window needs is in this folder,
but for those every desktop Linux has (the C library, the graphics driver's, X11's own).
"""
DESKTOP_INSTALLER = """#!/bin/sh
# Put Knight's Tour Explorer in this user's desktop menu, started from this folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor"
mkdir -p "$apps"
for n in 16 24 32 48 64 128 256; do
    mkdir -p "$icons/${n}x$n/apps"
    cp "$here/icons/knighttour-$n.png" "$icons/${n}x$n/apps/knighttour.png"
done
mkdir -p "$icons/scalable/apps"
cp "$here/icons/knighttour.svg" "$icons/scalable/apps/knighttour.svg"
sed "s|^Exec=.*|Exec=\\"$here/knighttour-gui\\"|" "$here/knighttour.desktop" \\
    > "$apps/knighttour.desktop"
echo "Knight's Tour Explorer is in the menu (from $here)."
"""


def venv_python(venv: Path) -> Path:
    """The venv's own Python."""
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def say(text: str) -> None:
    """One line of progress."""
    print(text, flush=True)


def run(argv: list[str], what: str, cwd: Path = ROOT) -> None:
    """Run argv quietly; its output is shown only if it fails."""
    t0 = time.monotonic()
    out = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.stderr.write(out.stdout + out.stderr)
        sys.exit(f"{what} failed (exit {out.returncode})")
    say(f"  {what}: {time.monotonic() - t0:.0f} s")


def build_venv() -> Path:
    """build/bundle-venv with PyInstaller (and Pillow, which turns the PNG icon into the
    Windows and macOS formats); its Python."""
    python = venv_python(VENV)
    if not python.exists():
        run([sys.executable, "-m", "venv", str(VENV)], "the build venv")
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "install", "--quiet"]
    tools = [PYINSTALLER, "build"] + (["pillow"] if sys.platform != "linux" else [])
    run([*pip, *tools], "PyInstaller")
    return python


def build_wheel(python: Path, dist: Path) -> Path:
    """The sdist and the wheel in dist/ (the wheel built from the sdist); the wheel."""
    for old in dist.glob("knighttour-*"):
        if old.is_file():
            old.unlink()
    run([str(python), "-m", "build", "--outdir", str(dist), str(ROOT)], "the sdist and the wheel")
    (wheel,) = dist.glob("knighttour-*.whl")
    return wheel


def install_wheel(python: Path, wheel: Path) -> None:
    """The wheel and its libraries in the build venv, as a user's pip installs them."""
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "install", "--quiet"]
    run([*pip, str(wheel)], "the wheel's libraries")
    run([*pip, "--force-reinstall", "--no-deps", str(wheel)], "the wheel")


def versions(python: Path) -> dict[str, str]:
    """The versions of what goes into the bundle, read in the build venv."""
    code = (
        "import json, platform, sys\n"
        "from importlib.metadata import version\n"
        "names = ['knighttour', 'numba', 'numpy', 'PySide6-Essentials', 'pyinstaller']\n"
        "v = {n: version(n) for n in names}\n"
        "v['python'] = platform.python_version()\n"
        "import knighttour\n"
        "v['package'] = knighttour.__path__[0]\n"
        "print(json.dumps(v))\n"
    )
    out = subprocess.run([str(python), "-c", code], capture_output=True, text=True, check=True)
    return dict(json.loads(out.stdout))


def build_id(package: Path, found: dict[str, str]) -> str:
    """A fingerprint of what is frozen: every module of the package, the versions of numba,
    NumPy, Python and PyInstaller.  The bundle's compiled kernels are kept under it, so a new
    build never runs kernels compiled for an older one."""
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    for name in ("numba", "numpy", "python", "pyinstaller"):
        digest.update(f"{name} {found[name]}".encode())
    return digest.hexdigest()[:32]


def system_name() -> str:
    """linux-x86_64, windows-amd64, macos-arm64, ..."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower()}"


def write_spec(found: dict[str, str], name: str) -> Path:
    """The entry scripts, the build's fingerprint and the spec, in build/bundle/."""
    BUILD.mkdir(parents=True, exist_ok=True)
    gui_entry, cli_entry = BUILD / "gui_entry.py", BUILD / "cli_entry.py"
    gui_entry.write_text(GUI_ENTRY, encoding="utf-8")
    cli_entry.write_text(CLI_ENTRY, encoding="utf-8")
    fingerprint = BUILD / BUILD_ID_FILE
    fingerprint.write_text(build_id(Path(found["package"]), found) + "\n", encoding="utf-8")
    icon = ROOT / "resources" / "icons" / "knighttour-256.png"
    spec = BUILD / "knighttour.spec"
    spec.write_text(
        SPEC.format(
            excludes=PYTHON_UNUSED + [f"PySide6.{module}" for module in QT_UNUSED],
            build_id=str(fingerprint),
            gui_entry=str(gui_entry),
            cli_entry=str(cli_entry),
            gui=GUI,
            cli=CLI,
            icon=str(icon),
            name=name,
            version=found["knighttour"],
        ),
        encoding="utf-8",
    )
    return spec


def finish_folder(folder: Path, version: str) -> None:
    """The licence, a README, the icons and, on Linux, the desktop entry beside the programs."""
    shutil.copy2(ROOT / "LICENSE", folder / "LICENSE.txt")
    icons = folder / "icons"
    icons.mkdir(exist_ok=True)
    for icon in (ROOT / "resources" / "icons").glob("knighttour*"):
        shutil.copy2(icon, icons / icon.name)
    exe = ".exe" if os.name == "nt" else ""
    here = "" if os.name == "nt" else "./"  # a terminal finds a program here only so
    linux = sys.platform.startswith("linux")
    title = f"Knight's Tour Explorer {version}"
    (folder / "README.txt").write_text(
        README.format(
            version=version,
            rule="=" * len(title),
            gui=here + GUI + exe,
            cli=here + CLI + exe,
            linux=README_LINUX if linux else "",
        ),
        encoding="utf-8",
    )
    if linux:
        shutil.copy2(ROOT / "resources" / "knighttour.desktop", folder / "knighttour.desktop")
        installer = folder / "install-desktop-entry.sh"
        installer.write_text(DESKTOP_INSTALLER, encoding="utf-8")
        installer.chmod(0o755)


def missing_translations(folder: Path) -> list[str]:
    """The translations the window loads that folder (a built bundle) lacks: for every
    language, the window's knighttour_xx.qm and Qt's qtbase_xx.qm (its file and print
    dialogs' words; PyInstaller's hook for PySide6 collects Qt's translations folder)."""
    found = {path.name for path in folder.rglob("*.qm")}
    wanted = [f"{kind}_{code}.qm" for code in LANGUAGES for kind in ("knighttour", "qtbase")]
    return [name for name in wanted if name not in found]


def archive(folder: Path) -> Path:
    """folder as the download beside it: a .zip on Windows, else a .tar.gz (which keeps the
    programs' permissions and the links of the bundle)."""
    if os.name == "nt":
        return Path(shutil.make_archive(str(folder), "zip", folder.parent, folder.name))
    target = folder.with_name(folder.name + ".tar.gz")
    with tarfile.open(target, "w:gz") as tar:
        tar.add(folder, arcname=folder.name)
    return target


def size(path: Path) -> str:
    """A folder's or a file's size, in MB."""
    files = [path] if path.is_file() else [p for p in path.rglob("*") if not p.is_symlink()]
    files = [p for p in files if p.is_file()]
    return f"{sum(p.stat().st_size for p in files) / 1e6:,.0f} MB"


def main() -> int:
    """Build the wheel and the bundle; print the bundle folder's path last."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where they go")
    dist = parser.parse_args().dist.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    say("Building the wheel and the standalone app (a few minutes):")
    python = build_venv()
    wheel = build_wheel(python, dist)
    install_wheel(python, wheel)
    found = versions(python)
    name = f"knighttour-{found['knighttour']}-{system_name()}"
    spec = write_spec(found, name)
    frozen = BUILD / "dist"
    shutil.rmtree(frozen, ignore_errors=True)
    options = ["--noconfirm", "--clean", "--log-level", "WARN", "--distpath", str(frozen)]
    options += ["--workpath", str(BUILD / "work")]
    run([str(python), "-m", "PyInstaller", *options, str(spec)], "PyInstaller")
    folder = dist / name
    shutil.rmtree(folder, ignore_errors=True)
    shutil.move(str(frozen / name), str(folder))
    finish_folder(folder, found["knighttour"])
    missing = missing_translations(folder)
    if missing:  # the window would speak French with Qt's dialogs left in English
        say("The bundle lacks translations: " + ", ".join(missing))
        return 1
    app = frozen / "Knight's Tour Explorer.app"
    if app.exists():
        target = dist / f"{name}-app" / app.name
        shutil.rmtree(target.parent, ignore_errors=True)
        target.parent.mkdir(parents=True)
        shutil.move(str(app), str(target))
        say(f"  the macOS app: {archive(target.parent)}")
    if sys.platform.startswith("linux"):
        # every library inside, or one every desktop has: else the build fails here, saying
        # which library (and its Debian package) to install before building again
        check = subprocess.run(
            [sys.executable, str(ROOT / "tools" / "check_bundle_libs.py"), str(folder)],
            capture_output=True,
            text=True,
            check=False,
        )
        if check.returncode != 0:
            say(check.stdout)
            say("Install what is missing on this computer and build again: PyInstaller then")
            say("puts it inside the app.")
            return 1
        say("  its libraries: " + check.stdout.strip().splitlines()[-1])
    say(f"  the wheel: {wheel} ({size(wheel)})")
    download = archive(folder)
    say(f"  the download: {download} ({size(download)})")
    say(
        f"Built in {time.monotonic() - started:.0f} s: Python {found['python']}, numba "
        f"{found['numba']}, NumPy {found['numpy']}, PySide6 {found['PySide6-Essentials']}, "
        f"PyInstaller {found['pyinstaller']}; the folder holds {size(folder)}."
    )
    say(str(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
