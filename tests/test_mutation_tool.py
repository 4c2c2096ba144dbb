"""tools/mutation.py --check: it fails while a trusted module's recorded rate is under the
floor, was never run or not run to the end, and passes once every module is at 90% or more."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("mutation_tool", ROOT / "tools" / "mutation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _write(path: Path, figures: dict) -> None:
    path.write_text(json.dumps(figures), encoding="utf-8")


def test_check_fails_under_the_floor_and_passes_at_it(tmp_path, monkeypatch, capsys) -> None:
    tool = _tool()
    trusted = [m for modules, _ in tool.GROUPS.values() for m in modules]
    recorded = tmp_path / "mutation.json"
    monkeypatch.setattr(tool, "RECORDED", recorded)
    good = {"mutants": 100, "killed": 90, "not_run": 0, "equivalent": 0, "rate": 0.90}
    _write(recorded, {m: good for m in trusted})
    assert tool.check() == 0
    low = dict(good, killed=89, rate=0.89)
    _write(recorded, {**{m: good for m in trusted}, trusted[0]: low})
    assert tool.check() == 1
    assert f"{trusted[0]}: 89.0% killed, under 90%" in capsys.readouterr().out
    unfinished = dict(good, not_run=3)
    _write(recorded, {**{m: good for m in trusted}, trusted[1]: unfinished})
    assert tool.check() == 1
    assert f"{trusted[1]}: 3 mutants not run" in capsys.readouterr().out
    _write(recorded, {m: good for m in trusted[1:]})
    assert tool.check() == 1
    assert f"{trusted[0]}: never run" in capsys.readouterr().out


def test_equivalent_mutants_are_counted_by_the_mutants_their_mark_spares(
    tmp_path, monkeypatch, capsys
) -> None:
    """A mark spares every mutant of its line (here three: x - 1, x + 2, y = None); the
    check fails where the marked mutants pass 3% of a module's."""
    tool = _tool()
    module = tmp_path / "m.py"
    module.write_text(
        "def f(x):\n"
        "    y = x + 1  # pragma: no mutate (a cache size: any value is right)\n"
        "    return y * 2\n"
    )
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    assert tool.equivalents("m.py") == 3
    trusted = [m for modules, _ in tool.GROUPS.values() for m in modules]
    recorded = tmp_path / "mutation.json"
    monkeypatch.setattr(tool, "RECORDED", recorded)
    good = {"mutants": 97, "killed": 90, "not_run": 0, "equivalent": 3, "rate": 0.93}
    _write(recorded, {m: good for m in trusted})
    assert tool.check() == 0  # 3 of 100: at the bound
    many = dict(good, equivalent=4)
    _write(recorded, {**{m: good for m in trusted}, trusted[2]: many})
    assert tool.check() == 1
    assert f"{trusted[2]}: 4 mutants marked equivalent, over 3% of its 101" in (
        capsys.readouterr().out
    )
