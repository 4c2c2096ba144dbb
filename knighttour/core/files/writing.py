"""Every file the program writes is written here, where the user points and nowhere else.

* a regular file, or a new one, is written atomically: a temporary file beside it, renamed
  over it once complete, so the target is either the old file or the whole new one;
* a symbolic link is followed, and its target written atomically (the link stays a link);
* a named pipe, a device (``/dev/null``, a terminal) or anything else that is not a regular
  file is written to directly, as a stream: it is never replaced by a file;
* a folder, a missing folder or a place that cannot be written is refused by `check_target`
  before any work, saying why.

The command line and the window both write through `write_file`.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from .formats import FormatError

__all__ = ["check_target", "write_bytes", "write_file"]


def _why(exc: OSError) -> str:
    if exc.errno == errno.ENXIO:
        return "no program is reading it"
    return exc.strerror or str(exc)


def resolved(path: str | os.PathLike[str]) -> Path:
    """Where writing to path lands: a symbolic link's target (links followed to the end, a
    dangling one included), else path itself."""
    p = Path(path)
    if not p.is_symlink():
        return p
    target = Path(os.path.realpath(p))
    if not target.exists() and p.exists():
        return p  # a link only the system resolves, such as /dev/stdout into a pipe
    return target


def check_target(path: str | os.PathLike[str]) -> None:
    """FormatError now, before any work, if path cannot be written: empty, a folder, in a
    folder that does not exist, read-only, or in a folder where no file can be made."""
    name = os.fspath(path)
    if not name:
        raise FormatError("no file name was given")
    target = resolved(name)
    try:
        mode: int | None = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise FormatError(f"cannot write {name}: {_why(exc)}") from None
    if mode is not None and stat.S_ISDIR(mode):
        raise FormatError(f"cannot write {name}: it is a folder")
    if mode is not None and not stat.S_ISREG(mode):
        if not os.access(target, os.W_OK):
            raise FormatError(f"cannot write {name}: permission denied")
        return  # a pipe or a device: written as it is
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        where = f" (a link to {target})" if target != Path(name) else ""
        raise FormatError(f"cannot write {name}{where}: the folder {folder} does not exist")
    if mode is not None and not os.access(target, os.W_OK):
        raise FormatError(f"cannot write {name}: it is read-only")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise FormatError(f"cannot write {name}: the folder {folder} cannot be written to")


def write_file(
    path: str | os.PathLike[str],
    write: Callable[[BinaryIO], object],
    *,
    wait_for_reader: bool = True,
) -> None:
    """Write a file with write(fh), where path points (see the module's rules); FormatError
    saying why when it cannot be written (the target is then as it was, for a regular file).
    wait_for_reader=False refuses a named pipe no program reads yet, rather than waiting (the
    window must not hang)."""
    own = _own_stream(path)
    if own is not None:  # /dev/stdout: the program's own output, wherever it goes
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        try:
            with os.fdopen(os.dup(own), "wb") as fh:
                write(fh)
        except OSError as exc:
            raise FormatError(f"cannot write {os.fspath(path)}: {_why(exc)}") from None
        return
    check_target(path)
    target = resolved(path)
    try:
        mode = target.stat().st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        _write_stream(path, target, write, wait_for_reader)
    else:
        _write_atomic(path, target, write)


def write_bytes(path: str | os.PathLike[str], data: bytes, *, wait_for_reader: bool = True) -> None:
    """write_file with bytes already made."""
    write_file(path, lambda fh: fh.write(data), wait_for_reader=wait_for_reader)


def _own_stream(path: str | os.PathLike[str]) -> int | None:
    """1 or 2 when path names the program's own standard output or error (written through
    the descriptor it has: reopening the name would start a file over at its beginning)."""
    if os.name == "nt":
        return None  # (Windows has no such names)
    name = os.fspath(path)
    own = {
        1: ("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"),
        2: ("/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"),
    }
    return next((fd for fd, names in own.items() if name in names), None)


def _write_stream(
    path: str | os.PathLike[str],
    target: Path,
    write: Callable[[BinaryIO], object],
    wait_for_reader: bool,
) -> None:
    """A pipe or a device, written in place (never truncated, renamed or removed)."""
    flags = os.O_WRONLY | getattr(os, "O_CLOEXEC", 0)
    if not wait_for_reader:
        flags |= getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(target, flags)
        if not wait_for_reader and hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # only the opening was not to wait
        with os.fdopen(fd, "wb") as fh:
            write(fh)
    except OSError as exc:
        raise FormatError(f"cannot write {os.fspath(path)}: {_why(exc)}") from None


def _write_atomic(
    path: str | os.PathLike[str], target: Path, write: Callable[[BinaryIO], object]
) -> None:
    """A regular file (or a new one) through a temporary file renamed over it when complete;
    the old file's permissions are kept."""
    folder = target.parent if str(target.parent) else Path(".")
    name = os.fspath(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise FormatError(f"cannot write {name}: {_why(exc)}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise FormatError(f"cannot write {name}: {_why(exc)}") from None
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
