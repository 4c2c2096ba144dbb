"""Kernels compiled by a process of their own, so that the window never waits for numba.

numba's compiler is Python code (and LLVM behind it) that holds the GIL for tens to hundreds
of milliseconds at a time: compiled on a thread of the window's process, the kernels kept the
window from answering on a first launch (blocks of 95 to 314 ms measured).  Here a child
process compiles the groups not yet compiled on this computer into the shared kernel cache
(kernel_cache.py; the child inherits NUMBA_CACHE_DIR), and says each group's name on its own
line once the group is in the cache; the window's process meanwhile loads each group from
the cache as it comes (kernel_groups.Kernels.ready waits for a group the child is compiling,
hearing Stop), and tells its listeners of the compilations as if they were its own.  Should
the child fail, every group it did not finish is compiled in the process as before.

    python -m knighttour.core.prepare_kernels GROUP [GROUP ...]      (the child)

A frozen bundle has no interpreter to start the child with: it compiles on a thread, as
before.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from . import kernel_groups
from .kernel_cache import is_frozen
from .kernel_groups import Kernels

#: what the child writes before a group's name once the group is in the cache
DONE = "compiled "
#: how many children this process has started (one a first launch)
children_started = 0


def every_group() -> tuple[Kernels, ...]:
    """The groups the window prepares, in the order it loads them (the child compiles them
    in the same order, so that the first the window needs comes first)."""
    from .count import count_kernels
    from .solve import solver_kernels

    return (*solver_kernels.EVERY, count_kernels.FRONTIER)


def _command(names: list[str]) -> list[str]:
    return [sys.executable, "-m", __name__, *names]


def _environment() -> dict[str, str]:
    """The child's: this process's, with this package first on its path (the child must
    compile the very modules this process loads: numba files kernels by their source)."""
    root = str(Path(__file__).resolve().parent.parent.parent)
    paths = [root, *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    return dict(os.environ, PYTHONPATH=os.pathsep.join(paths))


def compile_elsewhere(groups: tuple[Kernels, ...]) -> threading.Thread | None:
    """Start a child process compiling the groups of groups not yet compiled here, and a
    thread following it (returned; None when there is nothing to compile or no interpreter
    to start, in a frozen bundle).  From now on, a group the child compiles is made ready
    from the cache once the child is through with it."""
    todo = [group for group in groups if not group.is_compiled]
    if not todo or is_frozen():
        return None
    for group in todo:
        kernel_groups.expect_elsewhere(group)
    try:
        child = subprocess.Popen(
            _command([group.name for group in todo]),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            env=_environment(),
            text=True,
            encoding="utf-8",
        )
    except OSError:
        for group in todo:
            kernel_groups.done_elsewhere(group, False)
        return None
    global children_started
    children_started += 1
    thread = threading.Thread(
        target=_follow, args=(child, todo), name="kernels compiled elsewhere", daemon=True
    )
    thread.start()
    return thread


def _follow(child: subprocess.Popen, todo: list[Kernels]) -> None:
    """Hear the child name each group it has compiled, until it ends; the groups it did not
    name are left to this process."""
    by_name = {group.name: group for group in todo}
    left = list(todo)
    assert child.stdout is not None
    kernel_groups.tell_compiling(left[0], False)
    try:
        for line in child.stdout:
            name = line.rstrip("\n")[len(DONE) :] if line.startswith(DONE) else ""
            group = by_name.get(name)
            if group is None or group not in left:
                continue
            left.remove(group)
            kernel_groups.done_elsewhere(group, True)
            if left:
                kernel_groups.tell_compiling(left[0], False)
    finally:
        child.stdout.close()
        child.wait()
        for group in left:  # the child failed: this process compiles them, saying so
            kernel_groups.done_elsewhere(group, False)


def main(names: list[str]) -> int:
    """The child: compile each group named (into the cache), saying each name when done."""
    groups = {group.name: group for group in every_group()}
    unknown = [name for name in names if name not in groups]
    if unknown:
        print("unknown kernel groups: " + ", ".join(unknown), file=sys.stderr)
        return 2
    for name in names:
        groups[name].ready()
        try:
            print(DONE + name, flush=True)
        except BrokenPipeError:  # the window is gone: nobody waits for the rest
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
