"""The house rules, checked: the layers, stated once below; no import cycle; the core imports
no Qt; the version and the pinned dependencies.

Every import counts, the ones inside functions (lazy imports) included, and the dynamic
ones by a name written in the code (``importlib.import_module("...")``, ``__import__``; one
by a name computed at run time fails the suite, since nothing could check it).  An import
may go down the layers, or sideways inside a layer whose packages may share; never up.
Imports in the body of an exact ``if TYPE_CHECKING:`` (or ``typing.TYPE_CHECKING``) are for
type hints only: they count for cycles, not for layers.  A module importing itself is a
cycle.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import knighttour

PACKAGE = Path(knighttour.__file__).resolve().parent
ROOT = PACKAGE.parent


@dataclass(frozen=True)
class Layer:
    """Modules whose names start with one of packages (the longest match decides)."""

    packages: tuple[str, ...]
    #: the packages of this layer may import one another (else each stands alone)
    share: bool = False


# The layers, lowest first.  The core: what everything shares, the kernels' machinery, the
# board, files, solving, then what is built on solving, and drawing; then the library's API
# and the package that offers it; then the two front ends.  Inside the
# window: its plumbing, the painting of the board, the shared widgets, the tabs, the main
# window.
LAYERS: tuple[Layer, ...] = (
    Layer(("knighttour.core", "knighttour.core.status", "knighttour.core.give_way")),
    # the compiled kernels: where they are cached, numba's njit, the one lock they load under
    Layer(
        (
            "knighttour.core.kernel_cache",
            "knighttour.core.jit",
            "knighttour.core.bundle_cache",
            "knighttour.core.kernel_groups",
        ),
        share=True,
    ),
    Layer(("knighttour.core.board",)),
    Layer(("knighttour.core.files",)),
    Layer(("knighttour.core.solve",)),
    Layer(("knighttour.core.compare", "knighttour.core.play")),
    # counting sits on comparing: the Dask cluster runs compare's table too
    Layer(("knighttour.core.count",)),
    # every layer's kernels compiled by a process of their own (for the window's first launch)
    Layer(("knighttour.core.prepare_kernels",)),
    # pictures without Qt: a tour, a heatmap (SVG, and PNG painted by NumPy)
    Layer(("knighttour.core.drawing",)),
    # the library's public API, over the core's pipelines; then the package itself, whose
    # names are the API's, loaded when first used
    Layer(("knighttour.api",)),
    Layer(("knighttour",)),
    Layer(("knighttour.cli", "knighttour.__main__"), share=True),
    Layer(
        (
            "knighttour.gui",
            "knighttour.gui.access_keys",
            "knighttour.gui.accessible_names",
            "knighttour.gui.announce",
            "knighttour.gui.colours",
            "knighttour.gui.files",
            "knighttour.gui.help",
            "knighttour.gui.icons",
            "knighttour.gui.keys",
            "knighttour.gui.limits",
            "knighttour.gui.platform_check",
            "knighttour.gui.pulse",
            "knighttour.gui.qt_words",
            "knighttour.gui.screen",
            "knighttour.gui.snapshot",
            "knighttour.gui.status_line",
            "knighttour.gui.solver_worker",
            "knighttour.gui.worker_base",
        ),
        share=True,
    ),
    Layer(("knighttour.gui.widgets.painting",)),
    Layer(
        ("knighttour.gui.widgets", "knighttour.gui.export", "knighttour.gui.printing"), share=True
    ),
    # the tabs: each a package or module, sharing the Explore tab's model and the settings
    Layer(
        (
            "knighttour.gui.explore",
            "knighttour.gui.play",
            "knighttour.gui.table",
            "knighttour.gui.race",
            "knighttour.gui.count",
            "knighttour.gui.settings",
        ),
        share=True,
    ),
    Layer(
        (
            "knighttour.gui.main_window",
            "knighttour.gui.window_commands",
            "knighttour.gui.menus",
            "knighttour.gui.app",
            "knighttour.gui.appearance",
            "knighttour.gui.presentation",
            "knighttour.gui.tab_switch",
        ),
        share=True,
    ),
)

#: imports allowed to close a cycle (none: the two the window had are broken)
KNOWN_CYCLE_IMPORTS: frozenset[tuple[str, str]] = frozenset()

#: outside packages a layer may not import, by the start of the importing module's name
FORBIDDEN_OUTSIDE: dict[str, tuple[str, ...]] = {
    "knighttour.core": ("PySide6", "shiboken6"),
    "knighttour.api": ("PySide6", "shiboken6"),
    # the pieces of the board's painting draw on any QPainter (the view's, an export's)
    "knighttour.gui.widgets.painting": ("PySide6.QtWidgets",),
}


@dataclass(frozen=True)
class Import:
    """One import of a module: the module imported, its line, and whether it is for type
    hints only."""

    target: str
    line: int
    typing_only: bool


def module_files(folder: Path, package: str) -> dict[str, Path]:
    """Module name -> file, for every Python file under folder (the package's root)."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(folder).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join((package, *parts))] = path
    return found


def is_type_checking_block(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` or ``if typing.TYPE_CHECKING:`` exactly: its body runs for the
    type checker only (not ``if not TYPE_CHECKING:``, nor a test that merely mentions it)."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute)
        and test.attr == "TYPE_CHECKING"
        and isinstance(test.value, ast.Name)
        and test.value.id in ("typing", "typing_extensions")
    )


IMPORTERS = ("import_module", "__import__")


def importer_aliases(tree: ast.Module) -> set[str]:
    """The names a module gives the importing functions: ``from importlib import
    import_module as load``, ``load = importlib.import_module``."""
    aliases: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            aliases.update(a.asname for a in node.names if a.name in IMPORTERS and a.asname)
        elif isinstance(node, ast.Assign) and (
            getattr(node.value, "attr", None) in IMPORTERS
            or getattr(node.value, "id", None) in IMPORTERS
        ):
            aliases.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return aliases


def dynamic_import(
    node: ast.AST, aliases: frozenset[str] | set[str] = frozenset()
) -> ast.Call | None:
    """The call, if node imports a module by a name given at run time: a call of anything
    named ``import_module`` or ``__import__``, however the function was reached
    (``importlib.import_module(...)``, ``__import__('importlib').import_module(...)``,
    ``getattr(importlib, 'import_module')(...)``, ``builtins.__import__(...)``)."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Attribute):
        name = func.attr
    elif isinstance(func, ast.Name):
        name = func.id
    elif (
        isinstance(func, ast.Call)
        and getattr(func.func, "id", "") == "getattr"
        and len(func.args) >= 2
        and isinstance(func.args[1], ast.Constant)
    ):
        name = str(func.args[1].value)  # getattr(module, 'import_module')(...)
    else:
        return None
    return node if name in IMPORTERS or name in aliases else None


def resolve(name: str, package: str) -> str:
    """An absolute module name from name, relative to package when it starts with dots."""
    level = len(name) - len(name.lstrip("."))
    if not level:
        return name
    base = package.split(".")
    base = base[: len(base) - level + 1]
    return ".".join(base + ([name[level:]] if name[level:] else []))


def dynamic_import_name(call: ast.Call, package: str) -> str | None:
    """The module a dynamic import names, when its name is written in the code: a literal,
    absolute, or relative to this package (``import_module(".x", __package__)``); None for
    a name computed at run time."""
    if not call.args or not isinstance(call.args[0], ast.Constant):
        return None
    name = call.args[0].value
    if not isinstance(name, str) or not name:
        return None
    if name.startswith("."):
        anchor = call.args[1] if len(call.args) > 1 else None
        for keyword in call.keywords:
            if keyword.arg == "package":
                anchor = keyword.value
        if isinstance(anchor, ast.Name) and anchor.id in ("__package__", "__name__"):
            return resolve(name, package)
        if isinstance(anchor, ast.Constant) and isinstance(anchor.value, str):
            return resolve(name, anchor.value)
        return None
    return name


def imported_names(
    path: Path, module: str, known: dict[str, Path] | None = None
) -> list[tuple[str, int, bool]]:
    """(absolute name, line, for type hints only) of everything a file imports, wherever
    the import stands, dynamic imports by a written name included (importlib.import_module,
    __import__).  `from a import b` gives a.b when that is one of the known modules, else a
    (and without known, both)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if is_type_checking_block(node):
            assert isinstance(node, ast.If)
            typing_only.update(id(n) for child in node.body for n in ast.walk(child))
    names = []
    aliases = importer_aliases(tree)
    for node in ast.walk(tree):
        hint = id(node) in typing_only
        call = dynamic_import(node, aliases)
        if call is not None:
            name = dynamic_import_name(call, package)
            if name is not None:
                names.append((name, node.lineno, hint))
        elif isinstance(node, ast.Import):
            names += [(alias.name, node.lineno, hint) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            stem = resolve("." * node.level + (node.module or ""), package)
            for alias in node.names:
                full = f"{stem}.{alias.name}"
                if known is None or full in known:
                    names.append((full, node.lineno, hint))
                if known is None or full not in known:
                    names.append((stem, node.lineno, hint))
    return names


def unnamed_dynamic_imports(modules: dict[str, Path]) -> list[str]:
    """The dynamic imports whose module is computed at run time: no checker can see them."""
    found = []
    for module, path in modules.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases = importer_aliases(tree)
        for node in ast.walk(tree):
            call = dynamic_import(node, aliases)
            if call is not None and dynamic_import_name(call, package) is None:
                found.append(f"{module} (line {node.lineno})")
    return found


def import_graph(modules: dict[str, Path]) -> dict[str, list[Import]]:
    """Each module's imports of modules in `modules` (a name inside a module counts as its
    module)."""
    graph: dict[str, list[Import]] = {}
    for module, path in modules.items():
        edges: dict[str, Import] = {}
        for name, line, hint in imported_names(path, module, modules):
            target = name
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if not target:
                continue
            old = edges.get(target)
            if old is None or (old.typing_only and not hint):
                edges[target] = Import(target, line, hint)
        graph[module] = sorted(edges.values(), key=lambda e: e.target)
    return graph


def cycles(graph: dict[str, list[Import]], ignore: frozenset[tuple[str, str]]) -> list[list[str]]:
    """Every group of modules that import one another, directly or round a loop (the
    strongly connected components of more than one module), and each module importing
    itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for edge in graph.get(v, []):
            w = edge.target
            if (v, w) in ignore or w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            itself = any(e.target == v and (v, v) not in ignore for e in graph.get(v, []))
            if len(group) > 1 or itself:
                found.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def layer_of(module: str) -> tuple[int, str]:
    """(layer number, the package that placed it) of a module: its longest prefix."""
    best: tuple[int, str] | None = None
    for number, layer in enumerate(LAYERS):
        for package in layer.packages:
            if (module == package or module.startswith(package + ".")) and (
                best is None or len(package) > len(best[1])
            ):
                best = (number, package)
    assert best is not None, f"{module} is in no layer: add it to LAYERS"
    return best


def wrong_imports(graph: dict[str, list[Import]]) -> list[str]:
    """Every import that goes up a layer, or sideways between packages of a layer that do
    not share (imports for type hints only are left out)."""
    wrong = []
    for module, edges in sorted(graph.items()):
        mine, my_package = layer_of(module)
        for edge in edges:
            if edge.typing_only or (module, edge.target) in KNOWN_CYCLE_IMPORTS:
                continue
            theirs, their_package = layer_of(edge.target)
            sideways = theirs == mine and their_package != my_package
            if theirs > mine or (sideways and not LAYERS[mine].share):
                wrong.append(f"{module} (line {edge.line}) imports {edge.target}")
    return wrong


MODULES = module_files(PACKAGE, "knighttour")
GRAPH = import_graph(MODULES)


def test_every_module_has_a_layer_and_the_walk_found_them() -> None:
    for module in MODULES:
        layer_of(module)
    assert len([m for m in MODULES if m.startswith("knighttour.core.")]) >= 20


def test_no_import_goes_up_a_layer() -> None:
    assert wrong_imports(GRAPH) == []


def test_no_import_cycle() -> None:
    assert cycles(GRAPH, KNOWN_CYCLE_IMPORTS) == []


def write_package(root: Path, files: dict[str, str]) -> dict[str, Path]:
    for name, text in files.items():
        path = root / "made_up" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return module_files(root / "made_up", "made_up")


def test_the_checker_catches_a_made_up_cycle(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "from . import b\n",
            "b.py": "def f():\n    from .sub import c\n",
            "sub/__init__.py": "",
            "sub/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from ..a import x\n",
            "d.py": "import made_up.a\n",
        },
    )
    graph = import_graph(modules)
    assert cycles(graph, frozenset()) == [["made_up.a", "made_up.b", "made_up.sub.c"]]
    assert cycles(graph, frozenset({("made_up.b", "made_up.sub.c")})) == []


def test_the_checker_sees_relative_and_lazy_imports_and_finds_an_upward_one() -> None:
    targets = {e.target for e in GRAPH["knighttour.gui.race.results"]}
    assert {"knighttour.core.compare.ranking", "knighttour.gui.race.lane"} <= targets
    lazy = {e.target for e in GRAPH["knighttour.core.board.route"]}
    assert "knighttour.core.board.check_tour" in lazy  # imported inside Tour.validate
    made_up = {"knighttour.core.board.board": [Import("knighttour.core.solve.search", 7, False)]}
    assert wrong_imports(made_up) == [
        "knighttour.core.board.board (line 7) imports knighttour.core.solve.search"
    ]
    sideways = {"knighttour.core.play.game": [Import("knighttour.core.compare.runs", 3, False)]}
    assert wrong_imports(sideways) != []


def test_every_dynamic_import_names_its_module() -> None:
    """A module imported by a name computed at run time would escape every check here."""
    assert unnamed_dynamic_imports(MODULES) == []


def test_the_checker_sees_dynamic_imports_by_a_written_name(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "__init__.py": "",
            "a.py": "import importlib\n\ndef f():\n"
            "    return importlib.import_module('made_up.b')\n",
            "b.py": "def g():\n    return __import__('made_up.c')\n",
            "c.py": "from importlib import import_module\nA = import_module('.a', __package__)\n",
            "d.py": "import importlib\nNAME = 'made_up.a'\nimportlib.import_module(NAME)\n",
        },
    )
    graph = import_graph(modules)
    assert cycles(graph, frozenset()) == [["made_up.a", "made_up.b", "made_up.c"]]
    assert unnamed_dynamic_imports(modules) == ["made_up.d (line 3)"]


def test_only_an_exact_type_checking_block_is_for_type_hints(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "__init__.py": "",
            "e.py": "from typing import TYPE_CHECKING\nif not TYPE_CHECKING:\n"
            "    from . import f\n",
            "f.py": "import typing\nif typing.TYPE_CHECKING:\n    from . import e\n",
            "g.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING or True:\n"
            "    from . import e\n",
            "h.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import f\n"
            "else:\n    from . import g\n",
        },
    )
    hints = {
        (module, edge.target): edge.typing_only
        for module, edges in import_graph(modules).items()
        for edge in edges
    }
    assert hints == {
        ("made_up.e", "made_up.f"): False,  # `if not TYPE_CHECKING:` runs
        ("made_up.f", "made_up.e"): True,
        ("made_up.g", "made_up.e"): False,  # a test that only mentions it runs too
        ("made_up.h", "made_up.f"): True,
        ("made_up.h", "made_up.g"): False,  # the else of the block runs
    }


def test_a_module_importing_itself_is_a_cycle(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "__init__.py": "",
            "s.py": "def f():\n    import made_up.s\n",
            "t.py": "from .t import x\n",
            "u.py": "from . import s\n",
        },
    )
    assert cycles(import_graph(modules), frozenset()) == [["made_up.s"], ["made_up.t"]]


BREACHES = {
    "importlib": "import importlib\n\n\ndef searches():\n"
    "    return importlib.import_module('knighttour.core.solve.search')\n",
    # the break made by hand in the last review, which the test did not see
    "__import__ then import_module": "X = 1\n\n\n_LATER = lambda: __import__('importlib')"
    ".import_module('knighttour.core.solve.search')\n",
    "getattr": "import importlib\n\n\nX = getattr(importlib, 'import_module')"
    "('knighttour.core.solve.search')\n",
    "__import__": "X = 1\n\n\ndef f():\n    return __import__('knighttour.core.solve.search')\n",
    "a name of its own": "from importlib import import_module as load\n\n\n"
    "def f():\n    return load('knighttour.core.solve.search')\n",
    "a name given later": "import importlib\n\nfetch = importlib.import_module\n"
    "fetch('knighttour.core.solve.search')\n",
}


@pytest.mark.parametrize("how", sorted(BREACHES))
def test_a_dynamic_import_that_ties_the_board_to_the_searches_goes_up_a_layer(
    tmp_path: Path, how: str
) -> None:
    """The audit's break, made up: board.py importing the searches by a written name,
    however the importing function is reached."""
    files = {
        "__init__.py": "",
        "core/__init__.py": "",
        "core/board/__init__.py": "",
        "core/board/board.py": BREACHES[how],
        "core/solve/__init__.py": "",
        "core/solve/search.py": "from ..board import board\n",
    }
    for name, text in files.items():
        path = tmp_path / "knighttour" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    graph = import_graph(module_files(tmp_path / "knighttour", "knighttour"))
    line = BREACHES[how][: BREACHES[how].index("knighttour.core.solve")].count("\n") + 1
    assert wrong_imports(graph) == [
        f"knighttour.core.board.board (line {line}) imports knighttour.core.solve.search"
    ]
    assert cycles(graph, frozenset()) == [
        ["knighttour.core.board.board", "knighttour.core.solve.search"]
    ]


#: a module longer than this says in its docstring why it is not split ("on purpose")
LONGEST_MODULE = 620


def test_a_long_module_says_why_it_is_one() -> None:
    long = [
        f"{module} ({lines} lines)"
        for module, path in MODULES.items()
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > LONGEST_MODULE
        and "on purpose" not in (ast.get_docstring(ast.parse(path.read_text("utf-8"))) or "")
    ]
    assert long == []


@pytest.mark.parametrize("prefix", sorted(FORBIDDEN_OUTSIDE))
def test_layers_do_not_import_forbidden_outside_packages(prefix: str) -> None:
    forbidden = FORBIDDEN_OUTSIDE[prefix]
    wrong = [
        f"{module} imports {name}"
        for module, path in MODULES.items()
        if module.startswith(prefix)
        for name, _, hint in imported_names(path, module)
        if not hint and any(name == f or name.startswith(f + ".") for f in forbidden)
    ]
    assert wrong == []


#: the modules that may import numba: jit.py sets its cache folder first (kernel_cache.py)
NUMBA_IMPORTERS = {"knighttour.core.jit", "knighttour.core.bundle_cache"}


def numba_importers(modules: dict[str, Path]) -> set[str]:
    """The modules that import numba (or a part of it), lazily or not."""
    return {
        module
        for module, path in modules.items()
        for name, _, hint in imported_names(path, module)
        if not hint and name.split(".")[0] == "numba"
    }


def test_only_jit_imports_numba_so_its_cache_folder_is_always_set_first() -> None:
    assert numba_importers(MODULES) == NUMBA_IMPORTERS


def test_the_numba_check_finds_a_made_up_kernel_module(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path, {"__init__.py": "", "k.py": "def f():\n    from numba import njit\n"}
    )
    assert numba_importers(modules) == {"made_up.k"}


def test_core_imports_no_qt_and_no_front_end() -> None:
    core = sorted(m for m in MODULES if m.startswith("knighttour.core."))
    code = (
        "import importlib, json, sys\n"
        f"for name in {core!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')"
        " or m.startswith(('knighttour.gui', 'knighttour.cli')))\n"
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


@pytest.mark.parametrize("tab", ["explore", "play", "table"])
def test_a_tabs_panel_sits_on_its_parts(tab: str) -> None:
    """Inside a tab's package the panel puts the parts together; no part imports it."""
    panel = f"knighttour.gui.{tab}.panel"
    parts = [m for m in MODULES if m.startswith(f"knighttour.gui.{tab}.") and m != panel]
    wrong = [
        f"{module} imports {panel}"
        for module in parts
        if any(e.target == panel and not e.typing_only for e in GRAPH[module])
    ]
    assert wrong == []
    assert len(parts) >= 2  # the package was found


def test_nothing_inside_uses_the_old_window_address() -> None:
    users = [
        module
        for module, edges in GRAPH.items()
        if any(e.target == "knighttour.gui.app" for e in edges)
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
