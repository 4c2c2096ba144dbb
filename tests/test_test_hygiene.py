"""No test passes by leaving: a test body never returns early (a check it skips is a check
that never fails); a Hypothesis test rejects an example with `assume`, which Hypothesis
counts and reports, and any other test asserts or fails; and every test has a check that
runs whatever its data (one under an `if` with no `else` checks nothing when the condition
is false: a test whose every check is so guarded can pass having checked nothing)."""

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


#: calls that check (by the name called): an assert helper, the oracle's check_tour, a
#: waitUntil or waitSignal (which fail on their timeout), pytest.raises, pytest.fail
CHECK_WORDS = ("check", "assert", "expect", "raises", "waituntil", "waitsignal", "fail")


def _is_check(node: ast.AST, helpers: set[str]) -> bool:
    if isinstance(node, ast.Assert):
        return True
    if isinstance(node, ast.Call):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name in helpers or any(word in name.lower() for word in CHECK_WORDS)
    return False


def _checks_always(body: list[ast.stmt], helpers: set[str]) -> bool:
    """True when some check in body runs whatever the data: not only under an `if` without
    an `else` that checks too (a loop's body counts: the test's data chose it)."""
    todo: list[ast.AST] = list(body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        if _is_check(node, helpers):
            return True
        if isinstance(node, ast.If):
            both = node.orelse and _checks_always(node.body, helpers)
            if both and _checks_always(node.orelse, helpers):
                return True
            todo.append(node.test)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return False


def unchecked_tests(text: str, where: str = "made_up.py") -> list[str]:
    """'file:line test_name' for every test whose checks all sit under an `if` (a helper of
    the same file that checks counts as a check)."""
    tree = ast.parse(text)
    functions = [
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    ]
    helpers = {f.name for f in functions if not f.name.startswith("test")}
    helpers = {f.name for f in functions if f.name in helpers and _checks_always(f.body, set())}
    return [
        f"{where}:{f.lineno} {f.name}"
        for f in functions
        if f.name.startswith("test") and not _checks_always(f.body, helpers)
    ]


def test_every_test_checks_something_whatever_its_data() -> None:
    files = sorted(TESTS.rglob("test_*.py"))
    found = [
        hit
        for path in files
        for hit in unchecked_tests(path.read_text(encoding="utf-8"), path.name)
    ]
    assert found == []


def test_the_scan_finds_a_test_whose_every_check_is_under_an_if() -> None:
    text = (
        "def test_guarded(x):\n    if x:\n        assert x\n\n\n"
        "def test_both_ways(x):\n    if x:\n        assert x\n    else:\n"
        "        assert not x\n\n\n"
        "def test_looped(xs):\n    for x in xs:\n        assert x\n\n\n"
        "def test_by_helper(x):\n    if x:\n        pass\n    _agree(x)\n\n\n"
        "def test_waits(qtbot):\n    qtbot.waitUntil(lambda: True)\n\n\n"
        "def test_nothing():\n    x = 1\n\n\n"
        "def _agree(x):\n    assert x == x\n"
    )
    assert unchecked_tests(text) == [
        "made_up.py:1 test_guarded",
        "made_up.py:28 test_nothing",
    ]


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
