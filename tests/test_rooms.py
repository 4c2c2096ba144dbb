"""Rooms a newcomer can hold: no window class over 300 lines and no function over 80 lines
without the reason in its docstring ("Over 300 lines: ..." / "Over 80 lines: ...").

The long ones that were there when this rule came are listed with their length: none may
grow, a new one needs its reason, and one split below the line must leave the list (the
numba kernels' single loops among them: their parts share a dozen locals at every move)."""

from __future__ import annotations

import ast
from pathlib import Path

import knighttour

PACKAGE = Path(knighttour.__file__).parent
CLASS_LINES = 300
FUNCTION_LINES = 80

#: (module, name) -> its length when the rule came: to be split, never to grow
WAITING: dict[tuple[str, str], int] = {}


def _too_long() -> dict[tuple[str, str], int]:
    found: dict[tuple[str, str], int] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef | ast.FunctionDef):
                continue
            where = (path.relative_to(PACKAGE).as_posix(), node.name)
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            doc = ast.get_docstring(node) or ""
            if isinstance(node, ast.ClassDef):
                long = "gui" in path.parts and lines > CLASS_LINES
                said = "Over 300 lines:" in doc
            else:
                long, said = lines > FUNCTION_LINES, "Over 80 lines:" in doc
            if long and not said:
                found[where] = lines
    return found


def test_every_long_window_class_and_function_says_why() -> None:
    too_long = _too_long()
    new = {k: n for k, n in too_long.items() if k not in WAITING}
    grown = {k: (WAITING[k], n) for k, n in too_long.items() if k in WAITING and n > WAITING[k]}
    split = sorted(set(WAITING) - set(too_long))
    assert not new, f"long, saying no reason: {new}"
    assert not grown, f"grew (was, now): {grown}"
    assert not split, f"now short enough: take them off WAITING: {split}"
