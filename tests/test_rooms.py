"""Rooms a newcomer can hold: no window class over 300 lines and no function over 80 lines
of code (docstrings, blank lines and comments aside) without the reason in its docstring
("Over 300 lines: ..." / "Over 80 lines: ...").

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


def code_lines(node: ast.AST, text: list[str]) -> int:
    """The lines of code of a class or function: its span without its docstrings (its own
    and those of what it holds), blank lines and lines that are only a comment."""
    first, last = node.lineno, node.end_lineno or node.lineno  # type: ignore[attr-defined]
    words: set[int] = set()
    for inner in ast.walk(node):
        body = getattr(inner, "body", None)
        if isinstance(inner, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and body:
            said = body[0]
            value = said.value if isinstance(said, ast.Expr) else None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                words.update(range(said.lineno, (said.end_lineno or said.lineno) + 1))
    return sum(
        1
        for number in range(first, last + 1)
        if number not in words and text[number - 1].strip()[:1] not in ("", "#")
    )


def test_code_lines_leave_out_words() -> None:
    source = 'def f():\n    """One\n    two."""\n\n    # a note\n    return 1\n'
    node = ast.parse(source).body[0]
    assert code_lines(node, source.splitlines()) == 2  # def f():, return 1


def _too_long() -> dict[tuple[str, str], int]:
    found: dict[tuple[str, str], int] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        text = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.ClassDef | ast.FunctionDef):
                continue
            where = (path.relative_to(PACKAGE).as_posix(), node.name)
            lines = code_lines(node, text)
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
