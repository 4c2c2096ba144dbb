"""files/check_file.py: a tour file checked in one pass, one message for each way it can
be wrong, whatever its format (text, packed, .npy)."""

from __future__ import annotations

import io
import itertools
import threading
import tracemalloc
from collections.abc import Callable
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from stream_helpers import text_of, tour_of

from knighttour.core.board import check_tour, geometry
from knighttour.core.board.board import Board, Board3D, build_board
from knighttour.core.files import check_file, packed, text_reader
from knighttour.core.solve import divide_conquer


@pytest.fixture(scope="module")
def good() -> tuple[Board, list[str]]:
    board = Board(6, 6)
    return board, board.names(tour_of(board, 0, closed=True))


def check_text(
    board: Board, text: str, closed: bool = False, start: int | None = None
) -> check_tour.TourVerdict:
    return check_file.validate_stream(io.BytesIO(text.encode()), board, closed, start)


def test_valid_file(good) -> None:
    board, names = good
    result = check_text(board, "\n".join(names) + "\n", closed=True, start=0)
    assert result == check_tour.TourVerdict(True, 36, "", 0, 0, "", True)


def test_repeated_square_names_its_line(good) -> None:
    board, names = good
    lines = ["# header", *names]
    lines[20] = lines[5]
    result = check_text(board, "\n".join(lines) + "\n")
    assert (result.ok, result.kind, result.line, result.index) == (False, "repeat", 21, 20)
    assert result.message == (
        f"line 21: move 19 lands on {names[4]} a second time "
        "(first visited as square 5 of the tour)"
    )


def test_illegal_move_names_its_line(good) -> None:
    board, names = good
    names = list(names)
    names[10], names[11] = names[11], names[10]
    result = check_text(board, "\n".join(names) + "\n")
    assert result.kind == "move" and result.line == 11
    assert result.message == (
        f"line 11: move 10 ({names[9]} to {names[10]}) is not a knight's move"
    )


def test_truncated_last_line_says_the_file_is_cut_short(good) -> None:
    board, names = good
    text = "\n".join(names) + "\n"
    for cut in (1, 2):  # in the middle of the last name, and just after its letter
        result = check_text(board, text[: -1 - cut] if len(names[-1]) > cut else text[:-2])
        assert result.kind == "truncated" and result.line == 36, result
        assert "the file looks cut short: its last line" in result.reason
    # cut after a whole line: a short file whose last line ends in a newline
    result = check_text(board, "\n".join(names[:30]) + "\n")
    assert result.kind == "missing" and result.line == 30
    assert result.message.startswith("line 30: the tour visits 30 of 36 squares; never visited:")


def test_square_off_the_board_names_its_line(good) -> None:
    board, names = good
    result = check_text(board, "\n".join([*names[:3], "g7", *names[4:]]) + "\n")
    assert result.kind == "off-board" and result.line == 4 and result.index == 4
    assert result.message == (
        "line 4: square 4 of the tour: square 'g7' is off the 6x6 board (files a-f, ranks 1-6)"
    )


def test_missing_closing_move_names_the_last_line(good) -> None:
    board = Board(5, 5)
    names = board.names(tour_of(board, 0))
    assert check_text(board, "\n".join(names)).ok  # open is fine when open is asked for
    result = check_text(board, "\n".join(names) + "\n", closed=True)
    assert result.kind == "open" and result.line == 25
    assert result.message == (
        f"line 25: the tour is not closed: its last square {names[-1]} "
        f"is not a knight's move from its first a1"
    )


def test_other_problems(good) -> None:
    board, names = good
    assert check_text(board, "").kind == "empty"
    assert check_text(board, "# only a header\n\n").reason == "the tour is empty"
    result = check_text(board, "\n".join(names) + "\n", start=board.parse_square("c3"))
    assert result.kind == "start" and result.line == 1
    assert result.reason == "the tour starts on a1, not on c3"
    result = check_text(board, "a1 c2\nzz?\n")
    assert (
        result.kind == "syntax"
        and result.line == 2
        and "'zz?' is not a square name" in (result.reason)
    )
    holed = replace(board, holes=frozenset({board.parse_square(names[3])}))
    result = check_text(holed, "\n".join(names) + "\n")
    assert result.kind == "hole" and result.line == 4 and "removed" in result.reason


def test_progress_and_stop(monkeypatch, good) -> None:
    monkeypatch.setattr(text_reader, "READ_BYTES", 16)
    board, names = good
    data = ("\n".join(names) + "\n").encode()
    seen: list[tuple[int, int]] = []
    assert check_file.validate_stream(
        io.BytesIO(data), board, progress=lambda d, t: seen.append((d, t))
    ).ok
    assert seen and all(b >= a for (a, _), (b, _) in itertools.pairwise(seen))
    stopped = check_file.validate_stream(io.BytesIO(data), board, stop=lambda: True)
    assert stopped.kind == "stopped" and not stopped.ok
    with pytest.raises(geometry.Stopped):
        text_reader.read_squares(io.BytesIO(data), board, stop=lambda: True)


def test_npy_files_are_validated_memory_mapped(tmp_path) -> None:
    board = Board(10, 10)
    path = divide_conquer.build(board, 0, True)
    target = tmp_path / "t.npy"
    np.save(target, path)
    assert check_file.validate_stream(target, board, closed=True).ok
    np.save(target, path[:-1])
    assert check_file.validate_stream(target, board).kind == "missing"


def _peak_bytes(check: Callable[[], check_tour.TourVerdict]) -> tuple[check_tour.TourVerdict, int]:
    """(what check returns, the most memory Python and numpy held at once while it ran)."""
    tracemalloc.start()
    try:
        result = check()
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_big_npy_file_on_disk_is_mapped_not_read_in(big_tour: np.ndarray, tmp_path) -> None:
    """A .npy tour of a million squares named by its path or opened is checked through a
    memory map: the check holds a small part of its 8 MB at once.  An array that is no file
    on disk (in memory, or a file opened past its start) is read in, and checked the same."""
    target = tmp_path / "big.npy"
    np.save(target, big_tour)
    check_file.validate_stream(target, BIG, closed=True)  # (kernels compiled first)
    with open(target, "rb") as opened:
        sources = {"its path": lambda: str(target), "the open file": lambda: opened}
        for what, source in sources.items():
            result, peak = _peak_bytes(
                lambda source=source: check_file.validate_stream(source(), BIG, True)
            )
            assert result.ok and result.squares == BIG.size, what
            assert peak < big_tour.nbytes // 4, (what, peak)
    in_memory = io.BytesIO(target.read_bytes())
    result, peak = _peak_bytes(lambda: check_file.validate_stream(in_memory, BIG, True))
    assert result.ok and result.squares == BIG.size and peak >= big_tour.nbytes
    behind = tmp_path / "behind.npy"  # a .npy after a byte-order mark: read from there
    behind.write_bytes(b"\xef\xbb\xbf" + target.read_bytes())
    assert check_file.validate_stream(str(behind), BIG, closed=True).ok


def test_a_file_changed_while_checked_names_no_first_visit_it_cannot_find(good) -> None:
    """A repeated square's first visit is found by reading the file again; a file rewritten
    meanwhile (the square gone from it) gets the repeat named without a first visit."""
    board, names = good
    lines = list(names)
    lines[20] = lines[5]
    first, second = ("\n".join(lines) + "\n").encode(), b"a2\n" * 40

    class Rewritten(io.BytesIO):
        def seek(self, offset: int, whence: int = 0) -> int:
            if self.tell() == len(first):  # read to the end, read again: it holds another
                self.__init__(second)  # type: ignore[misc]
            return super().seek(offset, whence)

    result = check_file.validate_stream(Rewritten(first), board)
    assert result.kind == "repeat"
    assert result.message == f"line 21: move 20 lands on {names[5]} a second time"


@settings(max_examples=300, deadline=None)
@given(
    st.binary(max_size=200) | st.text(alphabet="aAbz019:#,\t\r\n !", max_size=200),
    st.sampled_from([Board(5, 6), Board3D.make(2, 3, 3), build_board(4, 5, wrap="torus")]),
    st.integers(1, 40),
)
def test_any_bytes_give_a_verdict_or_a_clear_error(data, board: Board, read: int) -> None:
    raw = data.encode() if isinstance(data, str) else data
    old = text_reader.READ_BYTES
    text_reader.READ_BYTES = read  # chunk edges everywhere
    try:
        try:
            result = check_file.validate_stream(io.BytesIO(raw), board)
            assert isinstance(result, check_tour.TourVerdict) and (result.ok or result.reason)
            assert "\n" not in result.message
        except text_reader.StreamError as exc:  # a broken packed or .npy file
            assert raw.startswith((packed.PACKED_MAGIC, check_file.NPY_MAGIC)), exc
        try:
            squares = text_reader.read_squares(io.BytesIO(raw), board)
            assert ((squares >= 0) & (squares < board.size)).all()
        except text_reader.StreamError as exc:
            assert "\n" not in str(exc) and exc.line >= 1 and "tour" in str(exc)
    finally:
        text_reader.READ_BYTES = old


def test_a_comment_longer_than_a_read_and_a_line_past_the_longest(monkeypatch) -> None:
    monkeypatch.setattr(text_reader, "READ_BYTES", 8)
    board = Board(5, 6)
    path = divide_conquer.build(board, 0, True)
    data = b"#" + b"x" * 100 + b"\n" + text_of(path, board)
    assert check_file.validate_stream(io.BytesIO(data), board, closed=True).ok
    monkeypatch.setattr(text_reader, "LONGEST_LINE", 32)
    result = check_file.validate_stream(io.BytesIO(b"a1\n" + b"b" * 100 + b"\n"), board)
    assert result.kind == "syntax" and result.line == 2


WARM_THEN_CHECK = """
import io, json, sys
import numpy as np

def compiled():
    kernels = set()
    for name, module in list(sys.modules.items()):
        if name.startswith("knighttour."):
            for attr, obj in list(vars(module).items()):
                if hasattr(obj, "py_func") and hasattr(obj, "signatures"):
                    kernels |= {f"{name}.{attr}{sig}" for sig in obj.signatures}
    return kernels

from knighttour.core.board.board import Board
from knighttour.core.files import check_file, packed, text_reader, text_writer
from knighttour.core.solve import warm_ups

before = compiled()
warm_ups.tour_files()
warmed = compiled()
board = Board(6, 6)
tour = np.array(json.loads(sys.argv[1]), dtype=np.int64)
verdicts = []
for squares in (tour, tour.astype(np.int32)):
    text = text_writer.names_bytes(squares, board)
    verdicts.append(check_file.validate_stream(io.BytesIO(text), board, True, 0).ok)
    verdicts.append(check_file.validate_squares(squares, board, True, 0).ok)
    text_reader.read_squares(io.BytesIO(text), board)
out = io.BytesIO()
packed.write_packed(out, tour, board)
verdicts.append(check_file.validate_stream(io.BytesIO(out.getvalue()), board, True).ok)
npy = io.BytesIO()
np.save(npy, tour)
verdicts.append(check_file.validate_stream(io.BytesIO(npy.getvalue()), board, True).ok)
print(json.dumps({"warmed": sorted(warmed - before), "late": sorted(compiled() - warmed),
                  "verdicts": verdicts}))
"""


def test_after_the_warm_up_checking_a_file_compiles_nothing(good) -> None:
    """The warm-up readies every kernel a file check calls (text, packed, .npy; arrays of 64- and
    32-bit squares; closed, with a start): in a fresh process, checking real files after it
    needs no kernel it did not make ready, so the first file a user opens waits for none."""
    import json
    import subprocess
    import sys

    board, names = good
    tour = [board.parse_square(n) for n in names]
    done = subprocess.run(
        [sys.executable, "-c", WARM_THEN_CHECK, json.dumps(tour)],
        capture_output=True,
        text=True,
        timeout=240,
        check=True,
    )
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["verdicts"] == [True] * 6  # a closed tour, in every form
    assert report["warmed"], "the warm-up readied no kernel"
    assert report["late"] == [], "kernels first readied by a real file check"


#: a closed tour of more than a million squares: progress and Stop come between chunks
BIG = Board(1000, 1050)


def _a_move_apart(cols: int, a: int, b: int) -> bool:
    """A knight's move between squares a and b of a board cols wide, worked out here."""
    (ra, fa), (rb, fb) = divmod(a, cols), divmod(b, cols)
    return {abs(ra - rb), abs(fa - fb)} == {1, 2}


@pytest.fixture(scope="module")
def big_tour() -> np.ndarray:
    tour = divide_conquer.build(BIG, 0, True)
    assert tour is not None and len(set(tour.tolist())) == BIG.size
    assert _a_move_apart(BIG.cols, int(tour[-1]), int(tour[0]))
    return tour


def _as_file(kind: str, tour: np.ndarray, board: Board, tmp_path):
    """The tour as a file of kind: text, packed or .npy, in memory or on disk."""
    from knighttour.core.files.text_writer import names_bytes

    out = io.BytesIO()
    form = kind.split("-")[0]
    if form == "text":
        out.write(names_bytes(tour, board))
    elif form == "packed":
        packed.write_packed(out, tour, board)
    else:
        np.save(out, tour)
    if kind.endswith("memory"):
        return io.BytesIO(out.getvalue())
    path = tmp_path / f"tour.{form}"
    path.write_bytes(out.getvalue())
    return str(path)


KINDS = [f"{form}-{where}" for form in ("text", "packed", "npy") for where in ("memory", "disk")]


@pytest.mark.parametrize("kind", KINDS)
def test_every_choice_reaches_the_check_whatever_the_form_of_the_file(
    kind: str, big_tour: np.ndarray, tmp_path
) -> None:
    """A closed tour of 1,050,000 squares, as text, packed or .npy, in memory or on disk:
    the closed check, the start asked for, progress, Stop and the magic sums each reach the
    check (each was dropped on one path or another by a mutant that no test saw)."""
    n = BIG.size

    def check(**options):
        return check_file.validate_stream(_as_file(kind, big_tour, BIG, tmp_path), BIG, **options)

    closed = check(closed=True, start=0)
    assert (closed.ok, closed.closed, closed.squares) == (True, True, n)
    wrong_start = check(start=1)
    assert (wrong_start.ok, wrong_start.kind, wrong_start.index) == (False, "start", 1)
    seen: list[tuple[int, int]] = []
    assert check(progress=lambda done, total: seen.append((done, total))).ok
    # (squares or bytes done, as each form counts them: more each time)
    assert seen and all(a < b for (a, _), (b, _) in itertools.pairwise([(0, 0), *seen]))
    stopped = check(stop=lambda: True)
    assert (stopped.ok, stopped.kind) == (False, "stopped")
    summed = check(magic=True)
    assert summed.magic is not None
    # every number 1..n lies on one rank and one file: each way adds up to n(n + 1) / 2
    total = n * (n + 1) // 2
    assert sum(summed.magic.ranks) == sum(summed.magic.files) == total
    assert check().magic is None  # not asked for


@pytest.mark.parametrize("kind", KINDS)
def test_an_open_tour_asked_to_close_is_refused_whatever_the_form(kind: str, tmp_path) -> None:
    """5x5 has open tours only: asked for a closed one, each form says it does not close."""
    board = Board(5, 5)
    tour = tour_of(board)
    assert not _a_move_apart(5, int(tour[-1]), int(tour[0]))
    verdict = check_file.validate_stream(_as_file(kind, tour, board, tmp_path), board, True)
    assert (verdict.ok, verdict.kind) == (False, "open")
    assert check_file.validate_stream(_as_file(kind, tour, board, tmp_path), board).ok


def test_an_npy_file_that_is_not_a_list_of_squares_says_so(tmp_path) -> None:
    board = Board(5, 5)
    for array in (np.zeros((5, 5), dtype=np.int64), np.zeros(25, dtype=np.float64)):
        target = tmp_path / "t.npy"
        np.save(target, array)
        for source in (str(target), io.BytesIO(target.read_bytes())):
            with pytest.raises(text_reader.StreamError) as caught:
                check_file.validate_stream(source, board)
            assert str(caught.value) == "the .npy file does not hold a list of square indices"
    broken = io.BytesIO(b"\x93NUMPY\x01\x00garbage")
    with pytest.raises(text_reader.StreamError) as caught:
        check_file.validate_stream(broken, board)
    assert str(caught.value).startswith("the .npy file cannot be read (")


def test_an_empty_text_file_names_no_line() -> None:
    verdict = check_file.validate_stream(io.BytesIO(b""), Board(5, 5))
    assert (verdict.ok, verdict.kind, verdict.line) == (False, "empty", 0)


@pytest.mark.parametrize(
    "board, data, kind, line, reason",
    [
        (Board(5, 6), b"a1\nzz\n", "syntax", 2,
         "square 2 of the tour: square 'zz' is not a square name such as a1 or h8"),
        (Board(5, 6), b"a1\ng1\n", "off-board", 2,  # 6 files, a-f; 5 ranks
         "square 2 of the tour: square 'g1' is off the 5x6 board (files a-f, ranks 1-5)"),
        (Board(5, 6), b"a1\na6\n", "off-board", 2,
         "square 2 of the tour: square 'a6' is off the 5x6 board (files a-f, ranks 1-5)"),
        (Board3D.make(2, 3, 4), b"a1:1\nzz\n", "syntax", 2,
         "square 2 of the tour: square 'zz' is not a square name such as a1:1"),
        (Board3D.make(2, 3, 4), b"a1:1\ne1:1\n", "off-board", 2,  # 4 files, 3 ranks, 2 layers
         "square 2 of the tour: square 'e1:1' is off the 2x3x4 board (files a-d, ranks 1-3, "
         "layers 1-2)"),
        (Board3D.make(2, 3, 4), b"a1:1\na1:3\n", "off-board", 2,
         "square 2 of the tour: square 'a1:3' is off the 2x3x4 board (files a-d, ranks 1-3, "
         "layers 1-2)"),
        (Board(5, 6), b"a1\nc2\nc2", "truncated", 3,
         "the file looks cut short: its last line 'c2' has no newline at its end, and move 2 "
         "lands on c2 a second time (first visited as square 2 of the tour)"),
        (Board(5, 6), b"a1\nb", "truncated", 2,
         "the file looks cut short: its last line 'b' has no newline at its end, and square 2 "
         "of the tour: square 'b' is not a square name such as a1 or h8"),
    ],
)  # fmt: skip
def test_a_bad_name_is_refused_in_whole_words_naming_the_board_s_names(
    board: Board, data: bytes, kind: str, line: int, reason: str
) -> None:
    """What a refusal names is the answer: the square as written, the line, the board's
    files, ranks and layers, and a name that would do."""
    verdict = check_file.validate_stream(io.BytesIO(data), board)
    assert (verdict.ok, verdict.kind, verdict.line, verdict.reason) == (False, kind, line, reason)


def test_a_stopped_check_says_how_far_it_got(big_tour: np.ndarray) -> None:
    verdict = check_file.validate_squares(big_tour, BIG, stop=lambda: True)
    done = verdict.squares
    assert 0 < done < BIG.size  # stopped between chunks, after the first
    assert (verdict.ok, verdict.kind, verdict.line, verdict.index) == (False, "stopped", 0, 0)
    assert verdict.reason == f"stopped after {done:,} squares"


@pytest.mark.parametrize("cut, move", [(1, 29), (3, 27)])
def test_a_packed_move_that_is_no_jump_names_the_move_and_the_byte(cut: int, move: int) -> None:
    """A 5x6 tour packed, one move byte overwritten with 255 (the knight has 8 jumps): the
    refusal names that move (the last, or the third from last, of 29) and the byte."""
    board = Board(5, 6)
    out = io.BytesIO()
    packed.write_packed(out, tour_of(board), board)
    data = bytearray(out.getvalue())
    data[len(data) - cut] = 255
    verdict = check_file.validate_stream(io.BytesIO(bytes(data)), board)
    assert (verdict.ok, verdict.kind, verdict.index) == (False, "move", move + 1)
    assert verdict.reason == f"move {move} is byte 255, not one of the 8 jumps"


def test_the_squares_never_visited_skip_the_holes_and_a_hole_visited_is_named() -> None:
    holed = build_board(5, 6, holes=["b1", "d1"])  # 28 squares
    missing = check_file.validate_stream(io.BytesIO(b"a1\nc2\na3\n"), holed)
    assert (missing.kind, missing.line, missing.index) == ("missing", 3, 0)
    assert missing.reason == (
        "the tour visits 3 of 28 squares; never visited: c1, e1, f1, a2, b2, ..."
    )
    hole = check_file.validate_stream(io.BytesIO(b"a1\nc2\na3\nb1\n"), holed)
    assert (hole.kind, hole.line, hole.index) == ("hole", 4, 4)
    assert hole.reason == "square 4 of the tour: square 'b1' has been removed from the board"


def test_an_empty_tour_and_a_short_tour_cut_short_say_all_they_know() -> None:
    board = Board(5, 6)
    empty = check_file.validate_stream(io.BytesIO(b""), board)
    assert (empty.ok, empty.squares, empty.reason, empty.line, empty.index, empty.kind) == (
        False, 0, "the tour is empty", 0, 0, "empty"
    )  # fmt: skip
    short = check_file.validate_stream(io.BytesIO(b"a1\nc2\na3"), board)
    assert (short.ok, short.squares, short.line, short.index, short.kind) == (
        False, 3, 3, 3, "truncated"
    )  # fmt: skip
    assert short.reason == (
        "the file looks cut short: its last line 'a3' has no newline at its end, and the tour "
        "visits 3 of 30 squares; never visited: b1, c1, d1, e1, f1, ..."
    )


def test_five_squares_never_visited_are_all_named_with_no_more_to_come() -> None:
    """A tour's first 25 squares of 5x6: the 5 left are named in board order, and that is
    all of them (no '...')."""
    board = Board(5, 6)
    tour = tour_of(board)
    left = sorted(int(s) for s in tour[25:])
    names = [f"{'abcdef'[s % 6]}{s // 6 + 1}" for s in left]  # named here, not by the board
    data = "".join(f"{board.name(int(s))}\n" for s in tour[:25]).encode()
    verdict = check_file.validate_stream(io.BytesIO(data), board)
    assert (verdict.kind, verdict.squares, verdict.index) == ("missing", 25, 0)
    assert verdict.reason == f"the tour visits 25 of 30 squares; never visited: {', '.join(names)}"


def test_an_array_s_refusal_names_no_line() -> None:
    """Squares given as an array have no lines: a refusal names the move, and line 0."""
    board = Board(5, 6)
    verdict = check_file.validate_squares(np.array([0, 1], dtype=np.int64), board)
    assert (verdict.ok, verdict.kind, verdict.line, verdict.index) == (False, "move", 0, 2)
    assert verdict.message == verdict.reason == "move 1 (a1 to b1) is not a knight's move"


def test_a_text_file_with_a_byte_order_mark_reads_as_without() -> None:
    board = Board(5, 6)
    data = "".join(f"{board.name(int(s))}\n" for s in tour_of(board)).encode()
    assert check_file.validate_stream(io.BytesIO(b"\xef\xbb\xbf" + data), board).ok


def test_a_problem_before_the_last_line_is_not_called_a_cut_short_file() -> None:
    """The last line has no newline, but the problem is square 2's: the file is not said
    to be cut short (only a problem in the last name read can be one)."""
    verdict = check_file.validate_stream(io.BytesIO(b"a1\na1\nc2\na3"), Board(5, 6))
    assert (verdict.kind, verdict.line) == ("repeat", 2)
    assert not verdict.reason.startswith("the file looks cut short")


class _FailingFile(io.BytesIO):
    """A file whose reading fails after its first bytes (a disk or network error)."""

    def read(self, size: int | None = -1) -> bytes:
        if self.tell() > 0:
            raise OSError("the disk went away")
        return super().read(size)

    def readinto(self, buffer) -> int:  # type: ignore[override]
        if self.tell() > 0:
            raise OSError("the disk went away")
        return super().readinto(buffer)


def test_an_error_reading_the_file_reaches_the_caller(monkeypatch) -> None:
    """The names are read on a thread of their own: an error there is raised where the
    check was asked for, as it is."""
    monkeypatch.setattr(text_reader, "READ_BYTES", 16)
    board = Board(5, 6)
    data = "".join(f"{board.name(int(s))}\n" for s in tour_of(board)).encode()
    with pytest.raises(OSError, match="the disk went away"):
        check_file.validate_stream(_FailingFile(data), board)


def _scan_of(text: bytes, board: Board) -> text_reader.TextScan:
    check = check_tour.Check(board, None, False, False)
    return text_reader.TextScan(io.BytesIO(text), check.geo, None, None)


def test_three_pairs_of_arrays_go_round_however_long_the_file(monkeypatch) -> None:
    """The reader thread decodes into three pairs of arrays, handed back and used again:
    ten chunks of names come in three arrays of square numbers and three of line numbers,
    each whole but the last, lines counted in whole numbers, in the file's order."""
    monkeypatch.setattr(check_file, "CHUNK", 1000)
    board = Board(100, 100)
    tour = divide_conquer.build(board, 0, True)
    seen: list[tuple[int, int, int, np.dtype]] = []
    got: list[np.ndarray] = []

    def use(squares: np.ndarray, lines: np.ndarray) -> bool:
        seen.append((id(squares.base), id(lines.base), len(squares), lines.dtype))
        got.append(squares.copy())
        assert lines.tolist() == list(range(1000 * len(got) - 999, 1000 * len(got) + 1))
        return True

    check_file.run_beside(_scan_of(text_of(tour, board), board), use)
    assert len(seen) == 10 and [n for _, _, n, _ in seen] == [1000] * 10
    assert len({a for a, _, _, _ in seen}) == 3 and len({b for _, b, _, _ in seen}) == 3
    assert {d for _, _, _, d in seen} == {np.dtype(np.int64)}
    assert np.concatenate(got).tolist() == tour.tolist()


@pytest.mark.parametrize("failing", [1, 4])  # by the fourth, the reader has all three pairs
def test_a_failure_while_checking_reaches_the_caller_and_ends_the_reader(
    monkeypatch, failing: int
) -> None:
    """An error raised by the check of a chunk is the one the caller gets, and the reader
    thread (which may be waiting for arrays) ends with it."""
    monkeypatch.setattr(check_file, "CHUNK", 1000)
    board = Board(100, 100)
    text = text_of(divide_conquer.build(board, 0, True), board)
    chunks = []

    def use(squares: np.ndarray, lines: np.ndarray) -> bool:
        chunks.append(len(squares))
        if len(chunks) == failing:
            raise RuntimeError(f"chunk {failing}")
        return True

    with pytest.raises(RuntimeError, match=f"^chunk {failing}$"):
        check_file.run_beside(_scan_of(text, board), use)
    assert [t for t in threading.enumerate() if t.name == "decode"] == []
