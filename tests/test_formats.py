"""core/files/formats.py: every file the program writes reopens, alone, to the same thing, in the
window and on the command line; every bad file gets one clear message and changes nothing."""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
from pathlib import Path

import numpy as np
import pytest
from oracle import check_variant_tour, read_table_export, variant_graph
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from knighttour.cli import main
from knighttour.core.board.board import Board, Board3D, build_board
from knighttour.core.files import check_file, formats, writing
from knighttour.core.play.game import Game

#: (board spec, the command line's variant options, start): every kind of board
BOARDS = [
    ("8x8", [], "a1"),
    ("5x6", [], "a1"),
    ("4x4x4", [], "a1:1"),
    ("7x7", ["--leaper", "zebra", "--wrap", "torus"], "a1"),
    ("6x6", ["--wrap", "cylinder"], "b1"),
    ("6x6", ["--holes", "c3,d3"], "a1"),
]
WAYS = ["window-json", "window-text", "cli-json", "cli-output", "game"]


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def solved(spec: str, options: list[str], start: str) -> tuple[Board, list[str]]:
    """A tour from the command line, checked by the independent validator."""
    code, out, _ = run_cli("solve", spec, "--start", start, "--json", *options)
    result = json.loads(out)
    assert code == 0, result
    parts = [int(x) for x in spec.split("x")]
    opts = dict(zip(options[::2], options[1::2], strict=True))
    board = build_board(
        parts[-2],
        parts[-1],
        layers=parts[0] if len(parts) == 3 else 1,
        leaper=(2, 3) if opts.get("--leaper") == "zebra" else None,
        holes=opts.get("--holes", "").split(",") if "--holes" in opts else (),
        wrap=opts.get("--wrap", "none"),
    )
    squares = [board.parse_square(n) for n in result["tour"]]
    if isinstance(board, Board3D):
        assert sorted(squares) == list(range(board.size))
        assert all(board.is_move(a, b) for a, b in itertools.pairwise(squares))
    else:
        graph = variant_graph(
            board.rows, board.cols, *(board.leaper or (1, 2)), board.holes, board.wrap
        )
        check_variant_tour(graph, squares, squares[0])
    return board, result["tour"]


def same_board(a: Board, b: Board) -> bool:
    return (
        a.to_json() == b.to_json()
        and sorted(a.jumps) == sorted(b.jumps)
        and a.holes == b.holes
        and a.wrap == b.wrap
    )


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize(("spec", "options", "start"), BOARDS)
def test_every_board_and_every_save_reopens_equal(
    qtbot, window, tmp_path, monkeypatch, spec, options, start, way
) -> None:
    board, names = solved(spec, options, start)
    squares = np.array([board.parse_square(n) for n in names], dtype=np.int64)
    target = tmp_path / f"saved.{'txt' if way in ('window-text', 'cli-output') else 'json'}"
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    if way.startswith("window"):
        window.model.show_tour(board, squares, "shown")
        (window.files.save_json if way == "window-json" else window.files.save_text)()
        qtbot.waitUntil(lambda: not window.files.saving)
    elif way == "cli-json":
        code, out, _ = run_cli("solve", spec, "--start", start, "--json", *options)
        target.write_text(out)
    elif way == "cli-output":
        code, _, _ = run_cli(
            "solve", spec, "--start", start, "--json", "--output", str(target), *options
        )
        assert code == 0
    else:  # a game played by hand, saved with the Play tab's button
        window.tabs.setCurrentWidget(window.play)
        window.play.model.load(Game.replayed(board, [int(s) for s in squares[:-1]]))
        qtbot.mouseClick(window.play.save_button, Qt.MouseButton.LeftButton)
    assert target.exists() and not shown, shown
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]  # no leftovers

    # the command line reopens it alone, with no board given
    code, out, err = run_cli("validate", str(target), "--json")
    result = json.loads(out)
    want = len(squares) - (way == "game")
    assert result["squares"] == want, (result, err)
    assert result["valid"] == (way != "game")
    if way == "game":
        assert "never visited" in result["reason"]
        # the Play tab reopens the game, on its own board, by its button
        window.play.model.set_board(Board(5, 5))
        qtbot.mouseClick(window.play.open_button, Qt.MouseButton.LeftButton)
        assert not shown, shown
        assert same_board(window.play.model.board, board)
        assert window.play.model.game.path == [int(s) for s in squares[:-1]]
    else:
        # the window reopens it alone, whatever board it shows, and shows the same tour
        window.model.set_board(Board(3, 3))
        window.open_action.trigger()  # File > Open tour: read on a worker thread
        qtbot.waitUntil(lambda: not window.files.opening, timeout=10000)
        assert not shown, shown
        assert same_board(window.model.board, board)
        assert np.array_equal(window.model.path, squares)
        controls = window.explore.controls
        assert controls.rows.value() == board.rows and controls.layers.value() == board.layers
        if board.leaper not in (None, (1, 2)):
            assert controls.leaper.currentText().endswith("2,3")
        assert controls.wrap.currentData() == board.wrap or board.is_3d


def test_old_files_without_a_header_open_on_the_window_board(qtbot, window, tmp_path) -> None:
    _board, names = solved("5x6", [], "a1")
    old = tmp_path / "old.txt"
    old.write_text(" ".join(names))
    window.model.set_board(Board(5, 6))
    assert window.files.load_tour_file(str(old))
    assert len(window.model.path) == 30
    code, out, _ = run_cli("validate", "5x6", str(old))
    assert code == 0 and "valid open tour of 30 squares" in out
    code, _, err = run_cli("validate", str(old))
    assert code == 2 and "give the board" in err


def test_a_file_for_another_board_opens_on_its_own_board(qtbot, window, tmp_path) -> None:
    """A text tour of 6x6 saved from the window reopens while the window shows 8x8."""
    board, names = solved("6x6", [], "a1")
    squares = np.array([board.parse_square(n) for n in names])
    window.model.show_tour(board, squares, "")
    path = tmp_path / "six.txt"
    path.write_bytes(formats.tour_text_bytes(board, squares, closed=False))
    window.model.set_board(Board(8, 8))
    assert window.files.load_tour_file(str(path))
    assert (window.model.board.rows, window.model.board.cols) == (6, 6)
    # the command line checks it against the board asked for, when one is given
    code, out, _ = run_cli("validate", "8", str(path), "--json")
    assert code == 1 and "36 of 64" in json.loads(out)["reason"]


BAD_FILES = [
    (b"", "empty"),
    (b"\x00\xff\xfe garbage \x00", "is not"),
    (b'{"tour": ["a1", "c2"', "not valid JSON"),
    (b'{"board": {"rows": -3, "cols": "x"}, "tour": ["a1"]}', "board rows must be at least 1"),
    (b'{"board": {"rows": 8, "cols": "x"}, "tour": ["a1"]}', "board cols must be a whole"),
    (b'{"board": {"rows": 8, "cols": null}, "tour": ["a1"]}', "how many files it has"),
    (b'{"board": {"cols": 8}, "tour": ["a1"]}', "how many ranks it has"),
    (b'{"board": {"rows": 8, "cols": 8}, "tour": [1, 2]}', "list of square names"),
    (b'{"board": [8, 8], "tour": ["a1"]}', "must be an object"),
    (b'{"board": {"rows": 8, "cols": 8}, "leaper": "x", "tour": ["a1"]}', "leaper"),
    (b'{"board": {"rows": 8, "cols": 8}, "wrap": "mobius", "tour": ["a1"]}', "wrap"),
    (b'{"format": "knighttour-tour", "version": 99, "tour": []}', "newer version"),
    (b"# knighttour tour v1 board=0x8\na1\n", "header"),
    (b"# knighttour tour v1 board=abc\na1\n", "header"),
    (b"# knighttour tour v1 board=8x8\na1\nc2\nzz\n", "not a square name"),
    (b"# knighttour tour v1 board=8x8\na1\nc2\ne", "not a square name"),
    (
        b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
        "tour",
    ),
    (b"[" * 100_000, "JSON"),
]


@pytest.mark.parametrize(("content", "needle"), BAD_FILES)
def test_a_bad_file_gets_one_clear_message_and_changes_nothing(
    qtbot, window, tmp_path, monkeypatch, content, needle
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    board, names = solved("5x6", [], "a1")
    good = tmp_path / "good.json"
    good.write_bytes(
        formats.tour_json_bytes(
            board, np.array([board.parse_square(n) for n in names]), closed=False, solver="auto"
        )
    )
    assert window.files.load_tour_file(str(good))
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert not window.files.load_tour_file(str(bad))
    assert len(shown) == 1 and needle in shown[0], shown
    assert (window.model.board.rows, window.model.board.cols) == (5, 6)
    assert len(window.model.path) == 30  # the tour on screen is kept
    code, out, err = run_cli("validate", "8", str(bad))
    lines = err.strip().splitlines()
    assert code in (1, 2) and "Traceback" not in err
    if code == 2:
        assert len(lines) == 1 and lines[0].startswith("knighttour: error: ")
    else:
        assert out.startswith("invalid: ")


def test_a_folder_a_missing_file_and_an_enormous_one(qtbot, window, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: shown.append(a[2])))
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as fh:  # a sparse file: 64 GB that take no disk
        fh.truncate(64 << 30)
    for path, needle in (
        (tmp_path, "is a folder"),
        (tmp_path / "missing.txt", "cannot read"),
        (huge, "too large"),
    ):
        assert not window.files.load_tour_file(str(path))
        assert needle in shown[-1]
        code, _, err = run_cli("validate", "8", str(path))
        assert code == 2 and len(err.strip().splitlines()) == 1 and len(err) < 300
        # the command line streams the huge file: its first bytes (NULs) are no text
        assert (needle if path != huge else "it is not a tour file") in err
    assert not window.play.open_game(str(huge)) and "too large" in shown[-1]


def test_saves_are_atomic(tmp_path) -> None:
    """A save that fails half-way leaves the old file whole and no temporary file behind."""
    target = tmp_path / "tour.txt"
    target.write_text("the old tour\n")

    def half_then_crash(fh) -> None:
        fh.write(b"half a tour")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        writing.write_file(target, half_then_crash)
    assert target.read_text() == "the old tour\n"
    assert [p.name for p in tmp_path.iterdir()] == ["tour.txt"]
    writing.write_bytes(target, b"new\n")
    assert target.read_text() == "new\n" and len(list(tmp_path.iterdir())) == 1
    with pytest.raises(formats.FormatError, match="cannot write"):
        writing.write_bytes(tmp_path / "no" / "such" / "file", b"x")


def test_cli_output_is_written_atomically(tmp_path, monkeypatch) -> None:
    target = tmp_path / "tour.txt"
    target.write_text("keep me\n")
    real = formats.write_tour_text

    def crash(fh, *args, **kwargs) -> None:
        real(fh, *args, **kwargs)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(formats, "write_tour_text", crash)
    code, _, err = run_cli("solve", "6", "--start", "a1", "--output", str(target))
    assert code == 2 and "No space left on device" in err
    assert target.read_text() == "keep me\n" and len(os.listdir(tmp_path)) == 1


def test_table_exports_reopen(tmp_path) -> None:
    from knighttour.core.compare import runs as compare

    board = Board(5, 5)
    rows = compare.compare(board, ["warnsdorff"], range(25), 10_000)
    for encode, name in ((formats.table_csv_bytes, "t.csv"), (formats.table_json_bytes, "t.json")):
        Path(tmp_path / name).write_bytes(encode(board, rows, max_steps=10_000))
        again_board, again_rows = read_table_export(tmp_path / name)
        assert again_board == "5x5"
        assert [(r["start"], r["status"], r["steps"]) for r in again_rows] == [
            (r.start, str(r.status), r.steps) for r in rows
        ]


def test_a_long_tour_is_encoded_in_chunks_to_the_same_bytes(monkeypatch) -> None:
    """The JSON of a long tour is put together a chunk at a time (so the GIL is let go
    between chunks), and is byte for byte what one json.dumps gives."""
    import json

    import numpy as np

    from knighttour.core.files import text_writer

    board = Board(12, 12)
    path = np.arange(board.squares, dtype=np.int64)  # not a tour: the encoding is the point
    monkeypatch.setattr(formats, "JSON_CHUNK", 10)
    monkeypatch.setattr(text_writer, "JOIN_CHUNK", 7)  # pieces joined across boundaries
    whole = formats.tour_document(board, path, closed=False, solver="auto")
    assert (
        formats.tour_json_bytes(board, path, closed=False, solver="auto")
        == (json.dumps(whole) + "\n").encode()
    )


def test_the_table_csv_is_as_the_docs_describe_it() -> None:
    """docs/file-formats.md quotes the CSV's first line and a row's board columns."""
    import re
    from pathlib import Path

    from knighttour.core.compare.runs import Row

    text = (Path(__file__).parents[1] / "docs" / "file-formats.md").read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if ln.startswith("| a table |"))
    quoted = re.findall(r"`([^`]+)`", line)
    header = quoted[0]
    board_cells = next(q for q in quoted if q.startswith("8x8,"))
    row = Row("warnsdorff", "a1", "found", 63, 0, 0.001)
    lines = formats.table_csv_bytes(Board(8, 8), [row]).decode().splitlines()
    assert lines[0] == header
    assert lines[1].endswith("," + board_cells)


def test_a_game_file_keeps_its_time_and_the_programs_moves(tmp_path) -> None:
    board = Board(5, 5)
    moves = [board.parse_square(n) for n in ("a1", "b3", "c1")]
    path = tmp_path / "g.json"
    path.write_bytes(formats.game_bytes(board, moves, [], seconds=65.04, played_for_you=1))
    again = formats.read_game(path)
    assert (again.moves, again.seconds, again.played_for_you) == (moves, 65.0, 1)
    # an older file, or nonsense in these two keys, still opens: they are niceties
    for extra in ({}, {"seconds": "soon", "played_for_you": -3}, {"seconds": True}):
        doc = {**formats.game_document(board, moves, []), **extra}
        got = formats.parse_game(doc)
        assert (got.moves, got.seconds, got.played_for_you) == (moves, 0.0, 0)


def test_a_read_stopped_gives_nothing_and_one_not_stopped_gives_the_tour(tmp_path) -> None:
    """The window's reader asks its stop between steps and every NAMES_A_CHUNK names: a
    stopped read is None; the same file read without a stop is the whole tour."""
    board = Board(5, 5)
    names = "a1 b3 c5 d3 e1 c2 a3 b5 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c3 b1 d2 e4 c4 a5 b3"
    path = tmp_path / "names.json"
    path.write_text(json.dumps({"board": {"rows": 5, "cols": 5}, "tour": names.split()}))
    assert check_file.read_and_check(path, board, stop=lambda: True) is None
    asked: list[int] = []
    checked = check_file.read_and_check(path, board, stop=lambda: asked.append(1) or False)
    assert checked is not None and len(checked.file.squares) == 25
    assert asked, "the stop was never asked"


@pytest.mark.parametrize(
    "slip, where",
    [
        (None, 0),
        ("zz9", 70_000),  # off the board, in the second chunk
        ("a0", 3),  # rank 0
        ("c 3", 65_536),  # (a blank inside a name: the one-by-one reader takes it)
        ("A1", 89_999),  # a capital
        ("é4", 12),
        ("b", 65_535),
        (7, 100),  # not a string at all
    ],
)
def test_names_read_in_bulk_are_read_as_one_by_one(monkeypatch, slip, where) -> None:
    """A JSON tour's names are read by the compiled parser a chunk at a time; the squares,
    and the error for a slip (its position, its words), are those of the one-by-one reader."""
    board = Board(300, 300)
    names: list = board.names(range(board.size))[::-1]
    if slip is not None:
        names[where] = slip

    def read() -> object:
        try:
            return formats.squares_from_names(board, names).tolist()
        except formats.FormatError as exc:
            return (type(exc), str(exc))

    bulk = read()
    monkeypatch.setattr(formats, "_bulk_names", lambda *args: 0)
    assert bulk == read()
    if slip is None:
        assert bulk == list(range(board.size))[::-1]


def test_names_in_bulk_on_a_holed_board_are_refused_at_the_hole() -> None:
    board = build_board(300, 300, holes=["b7"])
    names = [n for n in board.names(range(board.size)) if n != "b7"]
    names[80_000] = "b7"
    with pytest.raises(formats.OffBoardError, match="square 80001 of the tour: square 'b7' has"):
        formats.squares_from_names(board, names)
