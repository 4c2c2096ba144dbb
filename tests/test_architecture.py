"""The house rules, checked: the core imports no Qt, and no layer imports a higher one.

Layers, lowest first: knighttour.core; then its two front ends, knighttour.cli (with bench)
and knighttour.gui.  Inside the window, the shared widgets know nothing of the tabs, and the
pieces of the board's painting know nothing of widgets.  The version and the pinned
dependencies hold too.
"""

from __future__ import annotations

import ast
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import knighttour
import knighttour.core

PACKAGE = Path(knighttour.__file__).resolve().parent
ROOT = PACKAGE.parent


def modules_under(package) -> list[str]:
    """Every module of a package, sub-packages included."""
    return sorted(m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."))


CORE_MODULES = modules_under(knighttour.core)


def test_core_imports_no_qt_and_no_front_end() -> None:
    code = (
        "import importlib, json, sys\n"
        f"for name in {CORE_MODULES!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')"
        " or m.startswith(('knighttour.gui', 'knighttour.cli', 'knighttour.bench')))\n"
        "print(json.dumps(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        timeout=240,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []
    assert len(CORE_MODULES) >= 10  # the walk found the core


def imports_of(path: Path, module: str) -> set[str]:
    """Absolute names of the modules a file imports at run time (imports under
    `if TYPE_CHECKING:` are for type hints only and are left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for child in node.body for n in ast.walk(child))
    names: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            names.add(stem)
            names.update(f"{stem}.{alias.name}" for alias in node.names)
    return names


def package_files(sub: str) -> list[tuple[Path, str]]:
    """(file, module name) of every Python file under knighttour/<sub>."""
    folder = PACKAGE / sub
    found = []
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found.append((path, ".".join(("knighttour", *parts))))
    return found


@pytest.mark.parametrize(
    ("sub", "forbidden"),
    [
        ("core", ("knighttour.gui", "knighttour.cli", "knighttour.bench", "PySide6", "shiboken6")),
        (
            "gui/widgets",
            (
                "knighttour.gui.explore",
                "knighttour.gui.play",
                "knighttour.gui.race",
                "knighttour.gui.table",
                "knighttour.gui.main_window",
                "knighttour.cli",
            ),
        ),
        ("gui", ("knighttour.cli", "knighttour.bench")),
        # the pieces of the board's painting draw on any QPainter (the view's, an export's):
        # no widgets, and nothing of the painter or the view that put them together
        (
            "gui/widgets/painting",
            (
                "PySide6.QtWidgets",
                "knighttour.gui.widgets.board_painter",
                "knighttour.gui.widgets.board_view",
            ),
        ),
    ],
)
def test_lower_layers_do_not_import_higher_ones(sub: str, forbidden: tuple[str, ...]) -> None:
    wrong = [
        f"{module} imports {name}"
        for path, module in package_files(sub)
        for name in sorted(imports_of(path, module))
        if any(name == f or name.startswith(f + ".") for f in forbidden)
    ]
    assert wrong == []


@pytest.mark.parametrize("tab", ["explore", "play", "table"])
def test_a_tabs_panel_sits_on_its_parts(tab: str) -> None:
    """Inside a tab's package the panel puts the parts together; no part imports it."""
    panel = f"knighttour.gui.{tab}.panel"
    wrong = [
        f"{module} imports {name}"
        for path, module in package_files(f"gui/{tab}")
        if path.name not in ("panel.py", "__init__.py")
        for name in sorted(imports_of(path, module))
        if name == panel or name.startswith(panel + ".")
    ]
    assert wrong == []
    assert len(package_files(f"gui/{tab}")) >= 3  # the package was found


def test_the_checker_sees_relative_imports() -> None:
    path = PACKAGE / "gui" / "race.py"
    names = imports_of(path, "knighttour.gui.race")
    assert (
        "knighttour.core.compare.ranking" in names and "knighttour.gui.widgets.board_view" in names
    )


def test_nothing_inside_uses_the_old_window_address() -> None:
    users = [
        module
        for path, module in package_files("")
        if "knighttour.gui.app" in imports_of(path, module)
    ]
    assert users == []


def test_one_version() -> None:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as f:
        declared = tomllib.load(f)["project"]["version"]
    assert knighttour.__version__ == declared


def test_pyside_keeps_its_references_to_none(qapp) -> None:
    """PySide6 6.12.0 dropped a reference to None on each call returning nothing, which
    crashes Python 3.11 after a few thousand calls; pyproject.toml excludes it."""
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    before = sys.getrefcount(None)
    for _ in range(2000):
        widget.update()
    assert sys.getrefcount(None) >= before - 50
