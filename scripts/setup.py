"""Create .venv and install Knight's Tour Explorer into it: once, and again only when
pyproject.toml or this script changes (a launch after the first starts the program, not pip).

    python scripts/setup.py          the program and its test tools (pytest, ruff, mypy, Dask,
                                     and the docs' Sphinx, nbclient, ipykernel, pandas): what
                                     scripts/test.py and a developer need
    python scripts/setup.py --run    the program alone (what scripts/run.py needs); a .venv
                                     that already has the test tools is left as it is

Plain Python, the standard library only: it runs the same on Windows, macOS and Linux
(``py scripts\\setup.py`` on Windows).  pip runs quietly; what it says is shown only if it
fails.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
#: holds the hash of what was installed from, then "program" or "test"
STAMP = VENV / ".installed"
PROGRAM, TEST = "program", "test"
#: what the first run says it installs, and about how long it takes
WHAT = {
    PROGRAM: "Installing Knight's Tour Explorer and its libraries (NumPy, numba, Qt: about "
    "{size}, a minute or two) into .venv…",
    TEST: "Installing Knight's Tour Explorer, its libraries (NumPy, numba, Qt) and its test "
    "tools (pytest, ruff, mypy, Dask, Sphinx, Jupyter's kernel, pandas: about {size}, a minute "
    "or two) into .venv…",
}
#: measured on Linux with Python 3.11: the wheels pip fetches, and the .venv they make
SIZE = {
    PROGRAM: "170 MB to download, 550 MB on disk",
    TEST: "250 MB to download, 950 MB on disk",
}
#: seconds between two words of progress while pip works
TICK = 1.0


def venv_python(venv: Path = VENV) -> Path:
    """The venv's own Python."""
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def wanted() -> str:
    """The hash of what an install is made from: pyproject.toml and this script."""
    digest = hashlib.sha256()
    for path in (ROOT / "pyproject.toml", Path(__file__).resolve()):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def is_set_up(need: str) -> bool:
    """True when .venv holds what need asks for, installed from the files as they are."""
    try:
        have, kind = STAMP.read_text(encoding="utf-8").split()
    except (OSError, ValueError):
        return False
    python = venv_python()
    return python.exists() and have == wanted() and (need == PROGRAM or kind == TEST)


def _works(python: Path) -> bool:
    try:
        return subprocess.run([str(python), "-c", "pass"], capture_output=True).returncode == 0
    except OSError:
        return False


def _say(text: str) -> None:
    print(text, flush=True)


def run_quietly(argv: list[str], what: str) -> None:
    """Run argv with its output kept aside, a clock ticking meanwhile; if it fails, show the
    output and stop."""
    with tempfile.TemporaryFile(mode="w+", encoding="utf-8", errors="replace") as log:
        child = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
        started = time.monotonic()
        tty = sys.stdout.isatty()
        last_line = 0.0
        while child.poll() is None:
            time.sleep(0.1)
            elapsed = time.monotonic() - started
            if tty and elapsed - last_line >= TICK:
                print(f"\r  {what}: {elapsed:.0f} s", end="", flush=True)
                last_line = elapsed
            elif not tty and elapsed - last_line >= 30:
                _say(f"  {what}: {elapsed:.0f} s")
                last_line = elapsed
        if tty and last_line:
            print("\r" + " " * 60 + "\r", end="", flush=True)
        if child.returncode != 0:
            log.seek(0)
            sys.stderr.write(log.read())
            sys.exit(f"{what} failed (exit {child.returncode}); pip's words are above.")


def create_venv() -> Path:
    """.venv made (again, if it is broken) with the Python running this script."""
    python = venv_python()
    if python.exists() and _works(python):
        return python
    try:
        subprocess.run(
            [sys.executable, "-m", "venv", "--clear", str(VENV)],
            check=True,
            capture_output=True,
            text=True,
        )
    except subprocess.CalledProcessError as exc:
        hint = ""
        if "ensurepip" in (exc.stdout or "") + (exc.stderr or ""):
            hint = " (on Debian or Ubuntu: sudo apt-get install python3-venv)"
        sys.exit(f"Could not create .venv with {sys.executable}{hint}:\n{exc.stderr}")
    return python


def set_up(need: str) -> Path:
    """Make .venv hold what need asks for (PROGRAM or TEST); its Python."""
    if sys.version_info < (3, 11):  # noqa: UP036  (an older Python runs this far)
        sys.exit(
            f"Knight's Tour Explorer needs Python 3.11 or newer, not {sys.version.split()[0]}."
        )
    if is_set_up(need):
        return venv_python()
    _say(WHAT[need].format(size=SIZE[need]))
    started = time.monotonic()
    python = create_venv()
    target = "-e.[test,docs]" if need == TEST else "-e."
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "--no-input", "install"]
    run_quietly([*pip, "--quiet", target], "pip")
    STAMP.write_text(f"{wanted()} {need}\n", encoding="utf-8")
    _say(f"Installed in {time.monotonic() - started:.0f} s.")
    return python


def main(argv: list[str]) -> int:
    """python scripts/setup.py [--run]."""
    if argv not in ([], ["--run"]):
        print("usage: python scripts/setup.py [--run]", file=sys.stderr)
        return 2
    set_up(PROGRAM if argv else TEST)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
