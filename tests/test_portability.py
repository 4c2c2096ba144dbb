"""The program runs on Windows and macOS too: no POSIX-only call in the package, the scripts
or the tests outside a guarded place.

A use is guarded when it stands under a platform check (``if sys.platform ...``,
``os.name``, ``platform.system()``, ``hasattr(os, ...)``: either branch, or the rest of a
block after such an ``if`` that returns or raises), inside a ``try`` whose handler catches
ImportError or AttributeError, in a test skipped on other systems
(``pytest.mark.skipif(sys.platform ...)``), or in ALLOWED with its reason.  Checked by
reading every module's syntax tree (``ast``), so a module that only runs on one system is
read here too.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: where the program's code and its users' commands live (tools/ holds this machine's
#: measurement tools, several of them Linux-only by design: tools/README.md)
FOLDERS = ("knighttour", "scripts", "tests")

POSIX_MODULES = {"fcntl", "resource", "termios", "pwd", "grp", "tty", "pty", "posix", "crypt"}
POSIX_OS = {
    "fork",
    "forkpty",
    "getuid",
    "geteuid",
    "getgid",
    "getegid",
    "setuid",
    "setgid",
    "setsid",
    "setpgrp",
    "getpgid",
    "getpgrp",
    "killpg",
    "getloadavg",
    "sysconf",
    "sched_getaffinity",
    "sched_setaffinity",
    "nice",
    "uname",
    "statvfs",
    "mkfifo",
    "wait3",
    "wait4",
    "chown",
    "lchown",
    "openpty",
    "ttyname",
    "pipe2",
    "posix_spawn",
    "WNOHANG",
}
POSIX_SIGNAL = {
    "SIGKILL",
    "SIGTERM",
    "SIGUSR1",
    "SIGUSR2",
    "SIGHUP",
    "SIGALRM",
    "SIGCHLD",
    "SIGPIPE",
    "SIGQUIT",
    "SIGSTOP",
    "SIGCONT",
    "SIGTSTP",
    "alarm",
    "setitimer",
    "pause",
    "pthread_kill",
    "pthread_sigmask",
    "sigwait",
    "siginterrupt",
}
#: subprocess's POSIX-only keywords, and shell=True (sh here, cmd.exe on Windows)
POSIX_KEYWORDS = {"preexec_fn", "start_new_session", "pass_fds", "process_group", "user"}
POSIX_PATHS = ("/tmp", "/dev/", "/proc/", "/bin/", "/usr/", "/etc/")
SHELLS = {"bash", "sh", "zsh"}
GUARD_WORDS = ("sys.platform", "os.name", "platform.system", "hasattr(os", "hasattr(signal")
GUARD_ERRORS = {"ImportError", "ModuleNotFoundError", "AttributeError"}

#: (file, what) -> why it may stay: each a deliberate choice
_ROOM = "the real room is a Linux desktop's (Xvfb, openbox, AT-SPI): its tests skip elsewhere"
ALLOWED: dict[tuple[str, str], str] = {
    ("tests/realroom/room.py", "the path '/usr/libexec/at-spi-bus-launcher'"): _ROOM,
    ("tests/realroom/room.py", "the path '/usr/libexec/at-spi2-registryd'"): _ROOM,
    ("tests/realroom/room.py", "the path '/usr/bin/python3'"): _ROOM + " (pyatspi is Debian's)",
    ("tests/realroom/room.py", "pass_fds="): _ROOM,
    ("tests/realroom/room.py", "signal.SIGTERM"): _ROOM,
    ("tests/realroom/orca.py", "import tty"): _ROOM + " (Orca, Linux's screen reader)",
    ("tests/realroom/orca.py", "os.openpty"): _ROOM + " (Orca, Linux's screen reader)",
    ("tests/realroom/orca.py", "os.ttyname"): _ROOM + " (Orca, Linux's screen reader)",
}


@dataclass(frozen=True)
class Use:
    """A POSIX-only use: where, and what."""

    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def _is_platform_test(test: ast.expr) -> bool:
    text = ast.unparse(test)
    return any(word in text for word in GUARD_WORDS)


def _ends_block(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], ast.Return | ast.Raise | ast.Continue | ast.Break)


def _catches_missing(handler: ast.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(n, ast.Name) and n.id in GUARD_ERRORS for n in names)


def _skipped_elsewhere(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> bool:
    return any("skipif" in ast.unparse(d) and _is_platform_test(d) for d in node.decorator_list)


def guarded_nodes(tree: ast.Module) -> set[int]:
    """The ids of every node that stands in a guarded place."""
    guarded: set[int] = set()

    def mark(nodes: list) -> None:
        for node in nodes:
            guarded.update(id(n) for n in ast.walk(node))

    for statement in tree.body:  # pytestmark = pytest.mark.skipif(<platform>): the whole file
        if (
            isinstance(statement, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in statement.targets)
            and "skipif" in ast.unparse(statement.value)
            and _is_platform_test(statement.value)
        ):
            mark([tree])
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.IfExp) and _is_platform_test(node.test):
            mark([node.body] if isinstance(node, ast.IfExp) else node.body)
            mark([node.orelse] if isinstance(node, ast.IfExp) else node.orelse)
        elif isinstance(node, ast.Try) and any(_catches_missing(h) for h in node.handlers):
            mark(node.body)
        elif isinstance(
            node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
        ) and _skipped_elsewhere(node):
            mark([node])
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for i, statement in enumerate(block):
                if (
                    isinstance(statement, ast.If)
                    and _is_platform_test(statement.test)
                    and _ends_block(statement.body)
                ):
                    mark(block[i + 1 :])
                    break
    return guarded


def _command_is_a_shell(call: ast.Call) -> bool:
    if not call.args:
        return False
    first = call.args[0]
    if isinstance(first, ast.List | ast.Tuple) and first.elts:
        word = first.elts[0]
        return isinstance(word, ast.Constant) and word.value in SHELLS
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value.split(" ")[0] in SHELLS
    return False


def posix_uses(path: Path, relative: str) -> list[Use]:
    """Every POSIX-only use in the file at path that stands outside a guarded place."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    guarded = guarded_nodes(tree)
    found: list[Use] = []

    def add(node: ast.AST, what: str) -> None:
        if id(node) not in guarded and (relative, what) not in ALLOWED:
            found.append(Use(relative, getattr(node, "lineno", 0), what))

    docstrings = {
        id(n.body[0].value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        and n.body
        and isinstance(n.body[0], ast.Expr)
        and isinstance(n.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in POSIX_MODULES:
                    add(node, f"import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            top = node.module.split(".")[0]
            if top in POSIX_MODULES:
                add(node, f"from {node.module} import ...")
            names = {"os": POSIX_OS, "signal": POSIX_SIGNAL}.get(node.module, set())
            for alias in node.names:
                if alias.name in names:
                    add(node, f"{node.module}.{alias.name}")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            names = {"os": POSIX_OS, "signal": POSIX_SIGNAL}.get(node.value.id, set())
            if node.attr in names:
                add(node, f"{node.value.id}.{node.attr}")
        elif isinstance(node, ast.Call):
            for keyword in node.keywords:
                if keyword.arg in POSIX_KEYWORDS:
                    add(node, f"{keyword.arg}=")
                if (
                    keyword.arg == "shell"
                    and isinstance(keyword.value, ast.Constant)
                    and keyword.value.value is True
                ):
                    add(node, "shell=True")
            if _command_is_a_shell(node):
                add(node, "a command run by a POSIX shell")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
            and node.value.startswith(POSIX_PATHS)
        ):
            add(node, f"the path {node.value.split()[0]!r}")
    return found


def checked_files() -> list[tuple[Path, str]]:
    """Every Python file of FOLDERS, with its name relative to the repository."""
    files = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path.resolve() != Path(__file__).resolve():  # its lists name what it looks for
                files.append((path, path.relative_to(ROOT).as_posix()))
    return files


def test_no_posix_only_use_outside_a_guarded_place() -> None:
    files = checked_files()
    assert len(files) > 150  # the walk found the package, the scripts and the tests
    uses = [str(use) for path, relative in files for use in posix_uses(path, relative)]
    assert uses == []


def test_every_allowed_use_still_exists() -> None:
    """An entry of ALLOWED whose use is gone goes too."""
    for (relative, what), _reason in ALLOWED.items():
        text = (ROOT / relative).read_text(encoding="utf-8")
        used = what.split("'")[1] if what.startswith("the path ") else what.split(".")[-1]
        assert used.rstrip("=") in text, (relative, what)


def check_text(tmp_path: Path, text: str) -> list[str]:
    """The uses posix_uses finds in a made-up module."""
    path = tmp_path / "made_up.py"
    path.write_text(text, encoding="utf-8")
    return [use.what for use in posix_uses(path, "made_up.py")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("import resource\n", ["import resource"]),
        ("import os\npid = os.fork()\n", ["os.fork"]),
        ("import os\nos.getloadavg()\n", ["os.getloadavg"]),
        ("import signal, os\nos.kill(1, signal.SIGKILL)\n", ["signal.SIGKILL"]),
        ("from signal import SIGUSR1\n", ["signal.SIGUSR1"]),
        ("import subprocess\nsubprocess.run(['x'], preexec_fn=f)\n", ["preexec_fn="]),
        ("import subprocess\nsubprocess.run('ls', shell=True)\n", ["shell=True"]),
        (
            "import subprocess\nsubprocess.run(['bash', 'x.sh'])\n",
            ["a command run by a POSIX shell"],
        ),
        ("folder = '/tmp/work'\n", ["the path '/tmp/work'"]),
        ("import fcntl\n", ["import fcntl"]),
        (
            "import pytest\npytestmark = pytest.mark.slow\nf = '/dev/full'\n",
            ["the path '/dev/full'"],
        ),
    ],
)
def test_the_checker_finds_a_posix_only_use(tmp_path: Path, text: str, expected: list) -> None:
    assert check_text(tmp_path, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "import sys\nif sys.platform != 'win32':\n    import resource\n",
        "import os\nif os.name == 'nt':\n    x = 1\nelse:\n    x = os.getuid()\n",
        "try:\n    import fcntl\nexcept ImportError:\n    fcntl = None\n",
        "import os\ntry:\n    n = os.sysconf('SC_PAGE_SIZE')\n"
        "except (ValueError, AttributeError):\n    n = 4096\n",
        "import os, sys\ndef f():\n    if sys.platform == 'win32':\n        return 0\n"
        "    return os.wait4(1, 0)\n",
        "import os\nload = os.getloadavg() if hasattr(os, 'getloadavg') else None\n",
        "import sys, pytest\n@pytest.mark.skipif(sys.platform == 'win32', reason='POSIX')\n"
        "def test_x():\n    import resource\n",
        "def f():\n    '''Files go to /tmp unless told otherwise.'''\n",
        "import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\n",
        "import os, pytest\npytestmark = pytest.mark.skipif(os.name != 'posix', reason='x')\n"
        "os.mkfifo('/tmp/pipe')\n",
    ],
)
def test_the_checker_accepts_a_guarded_or_portable_use(tmp_path: Path, text: str) -> None:
    assert check_text(tmp_path, text) == []
