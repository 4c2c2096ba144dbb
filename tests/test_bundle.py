"""scripts/build_bundle.py: the Qt modules it leaves out are none the program imports, and
its spec is Python PyInstaller can read.  (Building the bundle takes minutes: CI's workflow
does it on each system; tools/check_bundle.py checks a built one.)"""

from __future__ import annotations

import ast
import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def build_bundle():
    spec = importlib.util.spec_from_file_location(
        "build_bundle", ROOT / "scripts" / "build_bundle.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def qt_modules_imported() -> set[str]:
    """Every PySide6 module the package imports, lazily or not."""
    found = set()
    for path in (ROOT / "knighttour").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            found |= {n.split(".")[1] for n in names if n.startswith("PySide6.Qt")}
    return found


def test_no_qt_module_the_program_imports_is_left_out() -> None:
    used = qt_modules_imported()
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    assert used & set(build_bundle().QT_UNUSED) == set()


def test_the_spec_is_python() -> None:
    module = build_bundle()
    found = {"knighttour": "1.2.3", "package": str(ROOT / "knighttour")}
    text = module.SPEC.format(
        excludes=module.PYTHON_UNUSED + [f"PySide6.{m}" for m in module.QT_UNUSED],
        build_id="id.txt",
        gui_entry="gui.py",
        cli_entry="cli.py",
        gui=module.GUI,
        cli=module.CLI,
        icon="icon.png",
        name="knighttour-1.2.3-test",
        version=found["knighttour"],
    )
    tree = ast.parse(text)
    calls = {
        n.func.id
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= calls
    assert "PySide6.QtQml" in text and "'PySide6.QtWidgets'" not in text


def test_the_bundle_must_carry_every_languages_translations(tmp_path) -> None:
    """The build fails unless the bundle carries, for every language the window speaks, its
    own translation and Qt's (qtbase_xx.qm: the file and print dialogs' words)."""
    from knighttour.gui.i18n import LANGUAGES

    module = build_bundle()
    assert set(module.LANGUAGES) == set(LANGUAGES) - {"en"}
    folder = tmp_path / "knighttour-1.2.3-test"
    ours = folder / "_internal" / "knighttour" / "resources" / "translations"
    qts = folder / "_internal" / "PySide6" / "Qt" / "translations"
    for place in (ours, qts):
        place.mkdir(parents=True)
    for code in module.LANGUAGES:
        (ours / f"knighttour_{code}.qm").write_bytes(b"")
    assert module.missing_translations(folder) == [f"qtbase_{code}.qm" for code in module.LANGUAGES]
    for code in module.LANGUAGES:
        (qts / f"qtbase_{code}.qm").write_bytes(b"")
    assert module.missing_translations(folder) == []


def check_bundle_libs():
    spec = importlib.util.spec_from_file_location(
        "check_bundle_libs", ROOT / "tools" / "check_bundle_libs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux app's libraries")
def test_the_library_check_finds_what_qts_x11_plugin_needs(tmp_path) -> None:
    """tools/check_bundle_libs.py reads a library's needs from its ELF file, and reports a
    need that is neither in the app nor on every desktop: Qt's X11 plugin alone in a folder
    lacks libxcb-icccm.so.4 (the fresh Debian 12's missing library); with it there, not."""
    from PySide6.QtCore import QLibraryInfo

    tool = check_bundle_libs()
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    plugin = plugins / "platforms" / "libqxcb.so"
    needs = tool.needed(plugin)
    assert "libxcb-icccm.so.4" in needs and "libxcb.so.1" in needs
    app = tmp_path / "app"
    app.mkdir()
    shutil.copy2(plugin, app / plugin.name)
    missing = tool.missing_libraries(app)
    assert "libxcb-icccm.so.4" in missing and missing["libxcb-icccm.so.4"] == ["libqxcb.so"]
    assert "libxcb.so.1" not in missing and "libc.so.6" not in missing  # on every desktop
    (app / "libxcb-icccm.so.4").write_bytes(b"")  # inside the app now
    assert "libxcb-icccm.so.4" not in tool.missing_libraries(app)
