"""core/kernel_cache.py, core/jit.py and core/bundle_cache.py: the compiled kernels go to the
user's cache folder (NUMBA_CACHE_DIR wins), each group is marked once compiled, listeners hear
a first compilation only, and inside a frozen bundle the kernels are found from any folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from knighttour.core import kernel_cache, kernel_groups
from knighttour.core.kernel_groups import Kernels

ROOT = Path(__file__).resolve().parent.parent


def test_the_default_folder_is_the_users_cache_per_numba_and_python(monkeypatch) -> None:
    from importlib.metadata import version

    from platformdirs import user_cache_dir

    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    folder = kernel_cache.cache_dir()
    assert folder.parent == Path(user_cache_dir("knighttour", appauthor=False))
    minor = f"{sys.version_info.major}{sys.version_info.minor}"
    assert folder.name == f"numba-{version('numba')}-py{minor}"


def test_numba_cache_dir_set_by_the_user_wins(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    assert kernel_cache.cache_dir() == tmp_path
    assert kernel_cache.configure_cache() == tmp_path
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path)


def test_configure_sets_numba_too_when_it_is_already_imported(monkeypatch, tmp_path) -> None:
    import numba

    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(numba.core.config, "CACHE_DIR", numba.core.config.CACHE_DIR)
    kernel_cache.configure_cache()
    assert str(tmp_path) == numba.core.config.CACHE_DIR


def _run(code: str, env: dict[str, str], cwd: Path | None = None) -> str:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd or ROOT,
        timeout=240,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_every_kernel_is_cached_in_the_cache_folder_set_before_numba(tmp_path) -> None:
    """A fresh process: numba's own setting is the folder, and a kernel's cache files land
    there, not beside its source."""
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k not in ("NUMBA_CACHE_DIR", "XDG_CACHE_HOME")}
    env.update(HOME=str(home), LOCALAPPDATA=str(home / "AppData" / "Local"))
    got = json.loads(
        _run(
            """
            import json, sys
            from knighttour.core.files import names
            names.warm_up()
            import numba
            print(json.dumps([numba.core.config.CACHE_DIR, names.__file__]))
            """,
            env,
        )
    )
    folder = Path(got[0])
    assert "knighttour" in folder.parts
    if os.name != "nt":  # Windows asks the system for its folders, not the environment
        assert folder.is_relative_to(home)
    assert list(folder.rglob("names.*.nbi")), "no cache index in the user's folder"
    assert not list(Path(got[1]).parent.glob("__pycache__/names.*.nbi"))


def _fake_group(calls: list[str]) -> Kernels:
    return Kernels("test-group", lambda: calls.append("load"), "a test group", 3)


def test_a_group_compiled_once_is_marked_and_only_a_first_compile_is_told(
    monkeypatch, tmp_path
) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    heard: list[tuple[str, bool]] = []

    def listener(group: Kernels, done: bool) -> None:
        heard.append((group.name, done))

    kernel_groups.add_listener(listener)
    try:
        calls: list[str] = []
        group = _fake_group(calls)
        assert not group.is_compiled
        assert group.seconds == 3
        assert group.ready()
        assert heard == [("test-group", False), ("test-group", True)]
        assert kernel_cache.is_compiled("test-group")
        # the next launch: a new process's group, its kernels in the cache folder
        again = _fake_group(calls)
        assert again.is_compiled
        assert again.ready()
        assert calls == ["load", "load"]
        assert heard == [("test-group", False), ("test-group", True)]
    finally:
        kernel_groups.remove_listener(listener)


def test_a_marker_of_another_version_means_compiling_again(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    kernel_cache.mark_compiled("test-group")
    assert kernel_cache.is_compiled("test-group")
    (marker,) = (tmp_path / kernel_cache.READY_FOLDER).rglob("test-group")
    marker.write_text("0.0.1", encoding="utf-8")
    assert not kernel_cache.is_compiled("test-group")


def test_another_install_of_the_same_version_has_its_own_markers(monkeypatch, tmp_path) -> None:
    """numba files kernels by their source folder: a group compiled for one install is not
    compiled for another one sharing the cache folder."""
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    kernel_cache.mark_compiled("test-group")
    elsewhere = tmp_path / "elsewhere" / "kernel_cache.py"
    monkeypatch.setattr(kernel_cache, "__file__", str(elsewhere))
    assert not kernel_cache.is_compiled("test-group")


def test_an_unwritable_cache_folder_is_no_error(monkeypatch, tmp_path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(blocker / "below"))
    kernel_cache.mark_compiled("test-group")  # cannot: no error, and still not compiled
    assert not kernel_cache.is_compiled("test-group")


# A frozen bundle's module: relative file names in its code, as PyInstaller makes them.
FROZEN_PROCESS = """
import json, os, sys
sys.frozen = True
from knighttour.core import kernel_cache
kernel_cache.build_id = lambda: sys.argv[1]
from knighttour.core import jit, bundle_cache
from numba.core import caching
import types
module = sys.modules["knighttour.frozen_probe"] = types.ModuleType("knighttour.frozen_probe")
source = "def add(a, b):\\n    return a + b\\n"
exec(compile(source, "knighttour/frozen_probe.py", "exec"), module.__dict__)
add = jit.njit(cache=True)(module.add)
add(1, 2)
print(json.dumps({
    "hits": sum(add.stats.cache_hits.values()),
    "misses": sum(add.stats.cache_misses.values()),
    "path": add.stats.cache_path,
}))
"""


def _frozen_run(tmp_path: Path, cwd: Path, build: str) -> dict:
    cwd.mkdir(exist_ok=True)
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "cache"), PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", FROZEN_PROCESS, build],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=240,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_frozen_bundle_finds_its_kernels_from_any_folder(tmp_path) -> None:
    """The bundle's code carries relative file names: started from a second folder (a bundle
    moved or copied), numba would compile again; filed by module and build, it does not."""
    first = _frozen_run(tmp_path, tmp_path / "first", "build-1")
    assert first["misses"] == 1 and first["hits"] == 0
    assert Path(first["path"]) == tmp_path / "cache" / "bundle" / "knighttour.frozen_probe"
    moved = _frozen_run(tmp_path, tmp_path / "moved", "build-1")
    assert moved["hits"] == 1 and moved["misses"] == 0
    rebuilt = _frozen_run(tmp_path, tmp_path / "moved", "build-2")
    assert rebuilt["misses"] == 1  # another build: compiled again, never a stale kernel


def test_outside_a_bundle_numba_keeps_its_own_locators() -> None:
    from numba.core import caching

    from knighttour.core.bundle_cache import BundleCacheLocator

    impl = getattr(caching, "CacheImpl", None) or getattr(caching, "_CacheImpl", None)
    assert BundleCacheLocator not in impl._locator_classes
