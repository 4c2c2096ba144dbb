"""No test passes by leaving: a test body never returns early (a check it skips is a check
that never fails); a Hypothesis test rejects an example with `assume`, which Hypothesis
counts and reports, and any other test asserts or fails."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def early_returns(text: str, where: str = "made_up.py") -> list[str]:
    """'file:line test_name' for every `return` in a test function's own body (a nested
    function or lambda of the test may return: it is not the test)."""
    found = []
    for function in ast.walk(ast.parse(text)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if not function.name.startswith("test"):
            continue
        todo: list[ast.AST] = list(function.body)
        while todo:
            node = todo.pop()
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
                continue
            if isinstance(node, ast.Return):
                found.append(f"{where}:{node.lineno} {function.name}")
            todo.extend(ast.iter_child_nodes(node))
    return found


def test_no_test_returns_early() -> None:
    files = sorted(TESTS.rglob("test_*.py"))
    assert len(files) > 60  # the walk found the suite
    found = [
        hit for path in files for hit in early_returns(path.read_text(encoding="utf-8"), path.name)
    ]
    assert found == []


def test_the_scan_finds_an_early_return_and_only_in_a_test() -> None:
    text = (
        "def test_a(x):\n    if x:\n        return\n    assert x\n\n\n"
        "def test_b():\n    def helper():\n        return 1\n    assert helper() == 1\n\n\n"
        "def not_a_test():\n    return 2\n"
    )
    assert early_returns(text) == ["made_up.py:3 test_a"]
