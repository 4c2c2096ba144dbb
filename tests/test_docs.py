"""The documentation runs: every public docstring's examples and every user guide page's
(doctest), the reference built by Sphinx with warnings as errors, and the example notebook
executed top to bottom (nbclient), so none of them can go stale."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE = sorted((ROOT / "docs" / "python").glob("*.rst"))
NOTEBOOKS = sorted((ROOT / "examples").glob("*.ipynb"))
#: the modules whose docstrings hold the public examples
MODULES = [
    "knighttour",
    "knighttour.api.board",
    "knighttour.api.tour",
    "knighttour.api.solving",
    "knighttour.api.counting",
    "knighttour.api.comparing",
    "knighttour.api.checking",
    "knighttour.api.catalogue",
    "knighttour.api.progress",
    "knighttour.core.errors",
    "knighttour.core.drawing.picture",
]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=FLAGS, report=True)
    assert result.attempted > 0
    assert result.failed == 0


@pytest.mark.parametrize("page", GUIDE, ids=[p.stem for p in GUIDE])
def test_user_guide_examples_run(
    page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = doctest.testfile(str(page), module_relative=False, optionflags=FLAGS)
    assert result.failed == 0
    assert result.attempted > 0 or page.stem == "reference"


def test_every_public_function_has_a_runnable_example() -> None:
    import knighttour

    for name in knighttour.__all__:
        doc = getattr(knighttour, name).__doc__ or ""
        assert ">>>" in doc and "Examples" in doc, name


def test_the_reference_builds_without_a_warning(tmp_path: Path) -> None:
    pytest.importorskip("sphinx")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            "html",
            str(ROOT / "docs" / "python"),
            str(tmp_path / "html"),
        ],
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    reference = (tmp_path / "html" / "reference.html").read_text(encoding="utf-8")
    for name in (
        "knighttour.solve",
        "knighttour.count",
        "knighttour.Board",
        "knighttour.api.Count",
    ):
        assert f'id="{name}"' in reference, name


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_the_example_notebook_runs_top_to_bottom(notebook: Path, tmp_path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    book = nbformat.read(notebook, as_version=4)
    client = nbclient.NotebookClient(
        book, timeout=240, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    )
    client.execute()
    shown = [
        kind
        for cell in book.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
        for kind in output.get("data", {})
    ]
    assert shown.count("image/svg+xml") >= 3  # tours and a heatmap
    assert "text/html" in shown  # the comparison's table, the counts
    errors = [o for c in book.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert errors == []
    assert (tmp_path / "tour-a1.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
