"""Every file the program writes or reads, in one place: tours (JSON, or text with a header
line), tour sets, played games and table exports.  The command line, the Explore, Play and
Table tabs all write and read through here, so a file written anywhere reopens anywhere.

A file carries everything needed to reopen it alone: the board (rows, cols, layers, leaper,
holes, wrap), open or closed, the start, the squares and a format version.  Text tours start
with one header line::

    # knighttour tour v1 board=8x8 closed=no start=a1 solver=auto

followed by one square a line.  Old files without a header still open when the caller says
which board they are for.  Every way a file can be wrong raises FormatError with one clear
sentence naming what is wrong.  Saves are atomic: written to a temporary file beside the
target, then renamed over it, so a crash never leaves half a file under the user's name.

About 700 lines on purpose: the point of this module is that every format's reading and
writing, its board header and its errors sit together, so that a change to one format is
seen beside the others it must stay compatible with.  The streamed text and packed tours
(text_writer.py, text_reader.py, packed.py) live apart because they are kernels, not formats.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, BinaryIO, TypeGuard
from urllib.parse import quote, unquote

import numpy as np

from ..board.board import (
    WRAPS,
    Board,
    Board3D,
    BoardError,
    build_board,
    parse_board_spec,
    parse_board_spec_3d,
    parse_leaper,
)
from ..board.memory import available_memory
from ..errors import KnightTourError

#: the version written into every file; readers accept this one and older (unversioned) files
VERSION = 1
TOUR, GAME, TABLE = "knighttour-tour", "knighttour-game", "knighttour-table"
#: the first word of a text header line
MAGIC = "# knighttour"
#: the columns of a table row, in the command line's contract order
TABLE_FIELDS = ("solver", "start", "status", "steps", "backtracks", "seconds")


class FormatError(KnightTourError):
    """A file that cannot be read or written; the message names what is wrong."""


class OffBoardError(FormatError):
    """A file of square names one of which is not on the board (or is a hole): the file is
    readable, but what it holds is not a tour of that board."""


@dataclass(frozen=True)
class TourFile:
    """What a tour file holds: the board, the squares (and any further tours of a set)."""

    board: Board
    squares: np.ndarray
    closed: bool = False
    solver: str = ""
    tours: tuple[np.ndarray, ...] = ()
    #: True when the file named its board (a header or a JSON "board"), not the caller
    board_from_file: bool = True

    @property
    def start(self) -> int | None:
        """The first square, if any."""
        return int(self.squares[0]) if len(self.squares) else None


@dataclass(frozen=True)
class GameFile:
    """A played game: the board, the squares visited in order, and the moves undone."""

    board: Board
    moves: list[int]
    undone: list[int] = field(default_factory=list)
    seconds: float = 0.0  # the time played, when the file says it
    played_for_you: int = 0  # of the moves, how many the program made (Finish it for me)


# the board -----------------------------------------------------------------------------------
def board_json(board: Board) -> dict[str, Any]:
    """The board's keys of a file: the contract's "board" object and, always, the variant keys
    (leaper, holes, wrap), so the file alone rebuilds the board."""
    out: dict[str, Any] = {"board": board.to_json()}
    out.update(board.variant_json())
    return out


def board_from_json(data: dict[str, Any], fallback: Board | None = None) -> Board:
    """The board a file's JSON object describes; fallback when it names none."""
    spec = data.get("board")
    if spec is None:
        if fallback is None:
            raise FormatError('the file does not say which board it is for (no "board")')
        return fallback
    if not isinstance(spec, dict):
        raise FormatError('its "board" must be an object such as {"rows": 8, "cols": 8}')
    rows = _whole(spec.get("rows"), "board rows")
    cols = _whole(spec.get("cols"), "board cols")
    layers = _whole(spec.get("layers", 1), "board layers")
    leaper = data.get("leaper")
    if leaper is not None:
        if (
            not isinstance(leaper, list)
            or len(leaper) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in leaper)
        ):
            raise FormatError('its "leaper" must be a pair of whole numbers such as [1, 2]')
        leaper = (leaper[0], leaper[1])
    holes = data.get("holes") or []
    if not isinstance(holes, list) or not all(isinstance(h, str) for h in holes):
        raise FormatError('its "holes" must be a list of square names')
    wrap = data.get("wrap") or "none"
    if wrap not in WRAPS:
        raise FormatError(f'its "wrap" must be one of {", ".join(WRAPS)}, not {wrap!r}')
    try:
        return build_board(rows, cols, layers=layers, leaper=leaper, holes=holes, wrap=wrap)
    except BoardError as exc:
        raise FormatError(f"its board: {exc}") from None


def _whole(value: object, what: str) -> int:
    if value is None:  # missing, or null
        key = what.split()[-1]
        meaning = {"rows": "ranks", "cols": "files", "layers": "layers"}.get(key, key)
        raise FormatError(
            f'its "board" does not say how many {meaning} it has: "{key}" must be a whole '
            "number such as 8"
        )
    if not isinstance(value, int) or isinstance(value, bool):
        raise FormatError(f"its {what} must be a whole number, not {value!r}")
    if value < 1:
        raise FormatError(f"its {what} must be at least 1, not {value}")
    return value


def board_spec_words(board: Board) -> list[str]:
    """The board as header words: board=RxC (or LxRxC), and leaper, wrap, holes if any."""
    words = [f"board={board.spec}"]
    leaper = board.leaper
    if leaper is not None and leaper != (1, 2):
        words.append(f"leaper={leaper[0]},{leaper[1]}")
    if board.wrap != "none":
        words.append(f"wrap={board.wrap}")
    if board.holes:
        words.append("holes=" + ",".join(board.names(sorted(board.holes))))
    return words


def board_from_words(words: dict[str, str]) -> Board:
    """The board of a header's key=value words."""
    spec = words.get("board")
    if spec is None:
        raise FormatError("its header has no board=RxC")
    try:
        three = parse_board_spec_3d(spec)
        layers, rows, cols = three if three is not None else (1, *parse_board_spec(spec))
        leaper = parse_leaper(words["leaper"]) if "leaper" in words else None
        holes = [h for h in words.get("holes", "").split(",") if h]
        return build_board(
            rows, cols, layers=layers, leaper=leaper, holes=holes, wrap=words.get("wrap", "none")
        )
    except BoardError as exc:
        raise FormatError(f"its header: {exc}") from None


def text_file_board(head: bytes) -> tuple[Board | None, bool]:
    """(the board, closed?) a text or packed tour file's first line names, or (None, False)
    for a file of bare square names."""
    from . import packed

    first = head.split(b"\n", 1)[0]
    if first.startswith(packed.PACKED_MAGIC):
        try:
            words = json.loads(first[len(packed.PACKED_MAGIC) :])
        except ValueError:
            raise FormatError("its header line is not valid JSON") from None
        if not isinstance(words, dict):
            raise FormatError("its header line does not describe a board")
        return packed.board_from_header(words), False
    if not first.startswith(MAGIC.encode()):
        return None, False
    kind, words = parse_header(first.decode("utf-8", errors="replace"))
    if kind != "tour":
        raise FormatError(f"it is a {kind} file, not a tour")
    return board_from_words(words), words.get("closed") == "yes"


def parse_header(line: str) -> tuple[str, dict[str, str]]:
    """(kind, words) of a header line such as '# knighttour tour v1 board=8x8 ...'."""
    parts = line[len(MAGIC) :].split()
    if not parts:
        raise FormatError("its header line names no kind of file")
    kind, rest = parts[0], parts[1:]
    words: dict[str, str] = {}
    for part in rest:
        key, eq, value = part.partition("=")
        if eq:
            words[key] = unquote(value)
        elif key.startswith("v") and key[1:].isdigit():
            words["version"] = key[1:]
    if int(words.get("version", "1")) > VERSION:
        raise FormatError(
            f"it was written by a newer version (format v{words['version']}); "
            f"this program reads v{VERSION}"
        )
    return kind, words


def tour_header(board: Board, closed: bool, start: str = "", solver: str = "") -> str:
    """The header line of a text tour file (no newline)."""
    words = [
        MAGIC,
        "tour",
        f"v{VERSION}",
        *board_spec_words(board),
        f"closed={'yes' if closed else 'no'}",
    ]
    if start:
        words.append(f"start={start}")
    if solver:
        words.append(f"solver={quote(solver, safe=',:;')}")  # 'by hand' has a blank
    return " ".join(words)


# tours ---------------------------------------------------------------------------------------
def tour_document(
    board: Board,
    squares: np.ndarray,
    *,
    closed: bool,
    solver: str,
    tours: Sequence[np.ndarray] | None = None,
    extra: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A tour (or a set of tours) as a JSON object: the command line's keys plus the format,
    its version and the board's variant keys."""
    names = board.names(squares)
    doc: dict[str, Any] = {"format": TOUR, "version": VERSION}
    doc.update(board_json(board))
    doc.update(start=names[0] if names else "", solver=solver, closed=bool(closed))
    doc.update(extra or {})
    doc["tour"] = names
    if tours is not None:
        doc["tours"] = [board.names(t) for t in tours]
    return doc


def tour_json_bytes(
    board: Board,
    squares: np.ndarray,
    *,
    closed: bool,
    solver: str,
    tours: Sequence[np.ndarray] | None = None,
) -> bytes:
    """A JSON tour file's bytes (exactly json.dumps of the document)."""
    if tours is not None or len(squares) <= JSON_CHUNK:
        doc = tour_document(board, squares, closed=closed, solver=solver, tours=tours)
        return (json.dumps(doc) + "\n").encode()
    # a million names made and encoded in Python, or one string of them searched or
    # encoded, would hold the GIL (the window's thread waits on it) for tens of milliseconds
    # at a time: the compiled encoder writes them a chunk at a time, joined once as bytes
    from .text_writer import name_pieces

    doc = tour_document(board, squares[:1], closed=closed, solver=solver)
    doc["tour"] = _PLACEHOLDER
    head, tail = json.dumps(doc).split(json.dumps(_PLACEHOLDER), 1)
    return b"".join(
        [
            f'{head}["'.encode(),
            *name_pieces(board, squares, b'", "'),
            f'"]{tail}\n'.encode(),
        ]
    )


#: tours up to this many squares are written by one json.dumps call (a few milliseconds)
JSON_CHUNK = 20_000
_PLACEHOLDER = "\0tour\0"


def write_tour_text(
    fh: BinaryIO,
    board: Board,
    squares: np.ndarray | Iterable[np.ndarray],
    *,
    closed: bool,
    solver: str = "",
    start: int | None = None,
    count: int | None = None,
) -> None:
    """A text tour file: the header line, then one square a line, written by the compiled
    encoder a chunk at a time.  squares is an array, or chunks of count squares in all (a
    tour of a hundred million squares is never held whole); start names the first square."""
    from . import text_writer

    if start is None and isinstance(squares, np.ndarray) and len(squares):
        start = int(squares[0])
    name = board.name(start) if start is not None else ""
    fh.write((tour_header(board, closed, name, solver) + "\n").encode())
    text_writer.write_squares(fh, squares, board, count=count)


def tour_text_bytes(board: Board, squares: np.ndarray, *, closed: bool, solver: str = "") -> bytes:
    """A text tour file's bytes."""
    out = io.BytesIO()
    write_tour_text(out, board, squares, closed=closed, solver=solver)
    return out.getvalue()


def read_tour(
    path: str | os.PathLike[str], fallback: Board | None = None, *, max_squares: int | None = None
) -> TourFile:
    """Read a tour file of any kind this program writes (or solve's JSON output, or plain
    square names when fallback says which board they are for)."""
    data = read_bytes(path, max_bytes=None if max_squares is None else 64 + 32 * max_squares)
    return parse_tour(data, fallback, max_squares=max_squares)


#: what a file that is neither text nor a tour this program writes is told
NOT_A_TOUR_FILE = "it is not a tour file (neither text nor a packed or .npy tour)"


def is_binary(head: bytes) -> bool:
    """True when a file's first bytes are not text (a NUL, or bytes that are not UTF-8
    before the last few, which a chunk may cut in the middle of a character)."""
    if b"\x00" in head:
        return True
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start < len(head) - 4
    return False


def parse_tour(
    data: bytes,
    fallback: Board | None = None,
    *,
    max_squares: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> TourFile:
    """A tour file's contents read; FormatError says what is wrong.  stop, if given, is
    asked now and then over a long list of names: ReadStoppedError when it says True."""
    data = data.removeprefix(UTF8_BOM)
    head = data[:4096].lstrip()
    if head[:1] in (b"{", b"["):
        return _tour_from_json(_json(data), fallback, max_squares, stop)
    if is_binary(head):  # (its bytes were read as one long "square name")
        raise FormatError(NOT_A_TOUR_FILE)
    text_start = head.split(b"\n", 1)[0].decode("utf-8", errors="replace")
    if text_start.startswith(MAGIC):
        kind, words = parse_header(text_start)
        if kind == GAME.split("-")[1]:
            raise FormatError("it is a played game: open it in the Play tab")
        if kind != "tour":
            raise FormatError(f"it is a {kind} file, not a tour")
        board = board_from_words(words)
        _check_size(board, max_squares)
        body = data.lstrip()[len(head.split(b"\n", 1)[0]) :]
        squares = _squares_from_text(body, board, first_line=2, stop=stop)
        return TourFile(board, squares, words.get("closed") == "yes", words.get("solver", ""))
    if fallback is None:
        raise FormatError("it does not say which board it is for (no header line); give the board")
    _check_size(fallback, max_squares)
    return TourFile(
        fallback,
        _squares_from_text(data, fallback, first_line=1, stop=stop),
        board_from_file=False,
    )


def _check_size(board: Board, max_squares: int | None) -> None:
    if max_squares is not None and board.size > max_squares:
        raise FormatError(
            f"its {board.spec} board has {board.size:,} squares, more than "
            f"can be shown here ({max_squares:,} at most)"
        )


def _json(data: bytes) -> Any:
    try:
        return json.loads(data.removeprefix(UTF8_BOM).decode("utf-8"))
    except UnicodeDecodeError:
        raise FormatError("it is not a text file") from None
    except json.JSONDecodeError as exc:
        raise FormatError(
            f"it looks like JSON but is not valid JSON ({exc.msg} at line {exc.lineno})"
        ) from None
    except RecursionError:
        raise FormatError("its JSON is nested too deeply") from None


def _tour_from_json(
    data: Any,
    fallback: Board | None,
    max_squares: int | None,
    stop: Callable[[], bool] | None = None,
) -> TourFile:
    if isinstance(data, list):  # a bare list of names
        data = {"tour": data}
    if not isinstance(data, dict):
        raise FormatError('its JSON must be an object with a "tour" list of squares')
    if data.get("format") == GAME or ("moves" in data and "tour" not in data):
        game = parse_game(data, max_squares=max_squares)
        return TourFile(game.board, np.asarray(game.moves, dtype=np.int64), False, "by hand")
    if data.get("format") == TABLE:
        raise FormatError("it is a table of runs, not a tour")
    version = data.get("version", 0)
    if isinstance(version, int) and version > VERSION:
        raise FormatError(
            f"it was written by a newer version (format v{version}); this program reads v{VERSION}"
        )
    board = board_from_json(data, fallback)
    _check_size(board, max_squares)
    names = data.get("tour")
    tours = data.get("tours")
    if names is None and isinstance(tours, list) and tours:
        names = tours[0]
    if not _all_names(names):
        raise FormatError('its "tour" must be a list of square names')
    squares = squares_from_names(board, names, stop=stop)
    more: tuple[np.ndarray, ...] = ()
    if tours is not None:
        if not isinstance(tours, list) or not all(isinstance(t, list) for t in tours):
            raise FormatError('its "tours" must be a list of lists of square names')
        more = tuple(_set_tour(board, k, t) for k, t in enumerate(tours, start=1))
    closed = data.get("closed", False)
    return TourFile(
        board,
        squares,
        closed is True,
        str(data.get("solver") or ""),
        more,
        board_from_file="board" in data,
    )


def _set_tour(board: Board, k: int, names: list) -> np.ndarray:
    """The k-th tour of a tour set's "tours"; its errors say which tour."""
    try:
        return squares_from_names(board, [str(x) for x in names])
    except FormatError as exc:
        raise type(exc)(f'tour {k} of its "tours", {exc}') from None


#: names read between two questions to a reader's stop
NAMES_A_CHUNK = 1 << 16


def _all_names(names: object) -> TypeGuard[list[str]]:
    """True for a list of strings (checked at C speed: a tour's list has millions)."""
    return isinstance(names, list) and all(map(str.__instancecheck__, names))


class ReadStoppedError(Exception):
    """A read was stopped (its stop said True) before it ended."""


def squares_from_names(
    board: Board,
    names: Iterable[str],
    first_line: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> np.ndarray:
    """Square indices of names; FormatError names the first bad one; ReadStoppedError when stop
    (asked every NAMES_A_CHUNK names) says True."""
    names = list(names)
    squares = np.empty(len(names), dtype=np.int64)
    done = 0
    if not isinstance(board, Board3D):  # names in bulk, by the compiled parser
        done = _bulk_names(board, names, squares, stop)
    for i in range(done, len(names)):  # one by one: a 3-D board's, or from the first slip
        if stop is not None and i % NAMES_A_CHUNK == 0 and stop():
            raise ReadStoppedError
        try:
            squares[i] = board.parse_square(names[i])
        except BoardError as exc:
            where = f"line {first_line + i}" if first_line is not None else f"square {i + 1}"
            kind = FormatError if "not a square name" in str(exc) else OffBoardError
            raise kind(f"{where} of the tour: {exc}") from None
    return squares


def _bulk_names(
    board: Board, names: list[str], squares: np.ndarray, stop: Callable[[], bool] | None
) -> int:
    """Fill squares from names a chunk at a time by the compiled parser (names.py: a JSON
    tour of 4 million squares took 37 s one name at a time); how many were filled.  A chunk
    with anything the parser does not read as exactly its names on the board (a slip, a
    hole, a name off the board) is left to the one-by-one reader, which words the error."""
    from .names import parse_names

    for at in range(0, len(names), NAMES_A_CHUNK):
        if stop is not None and stop():
            raise ReadStoppedError
        chunk = names[at : at + NAMES_A_CHUNK]
        try:
            files, ranks, bad = parse_names("\n".join(chunk).encode("ascii"))
        except (UnicodeEncodeError, TypeError):
            return at
        if bad is not None or len(files) != len(chunk):
            return at
        got, _, _ = _placed(board, files, ranks)
        if got is None:
            return at
        squares[at : at + len(chunk)] = got
    return len(names)


def _squares_from_text(
    body: bytes, board: Board, first_line: int, stop: Callable[[], bool] | None = None
) -> np.ndarray:
    """Square names separated by blanks, commas or newlines ('#' lines are comments)."""
    from ..board.board import file_name
    from .names import parse_names

    if b"#" in body:
        body = b"\n".join(b"" if ln.lstrip().startswith(b"#") else ln for ln in body.split(b"\n"))
    if isinstance(board, Board3D):
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            raise FormatError("it is not a text file of square names") from None
        return squares_from_names(board, text.replace(",", " ").split(), stop=stop)
    files, ranks, bad = parse_names(body)
    if bad is not None:
        index, token = bad
        shown = token if len(token) <= 20 else token[:20] + "…"
        raise FormatError(
            f"square {index + 1} of the tour, {shown!r}, is not a square name such as a1 or h8"
        )
    squares, i, hole = _placed(board, files, ranks)
    if squares is None and hole:
        raise OffBoardError(
            f"square {i + 1} of the tour, {board.name(int(ranks[i] * board.cols + files[i]))!r}, "
            "has been removed from the board"
        )
    if squares is None:
        name = f"{file_name(int(min(files[i], 10**6)))}{int(ranks[i]) + 1}"
        raise OffBoardError(
            f"square {i + 1} of the tour, {name!r}, is off the {board.spec} "
            f"board (files a-{file_name(board.cols - 1)}, ranks 1-{board.rows})"
        )
    return squares


def _placed(
    board: Board, files: np.ndarray, ranks: np.ndarray
) -> tuple[np.ndarray | None, int, bool]:
    """The squares of parsed names (parse_names' files and ranks) on board: (squares, -1,
    False), or (None, the first one's place, whether it is a hole) when one is off the
    board or on a hole."""
    off = np.flatnonzero((files >= board.cols) | (ranks < 0) | (ranks >= board.rows))
    if len(off):
        return None, int(off[0]), False
    squares = ranks * board.cols + files
    if board.holes:
        hit = np.flatnonzero(np.isin(squares, np.fromiter(board.holes, np.int64)))
        if len(hit):
            return None, int(hit[0]), True
    return squares, -1, False


# games ---------------------------------------------------------------------------------------
def game_document(
    board: Board,
    moves: Sequence[int],
    undone: Sequence[int],
    *,
    seconds: float | None = None,
    played_for_you: int = 0,
) -> dict[str, Any]:
    """A played game as a JSON object (with the time played and the moves the program made,
    when given)."""
    doc: dict[str, Any] = {"format": GAME, "version": VERSION}
    doc.update(board_json(board))
    doc.update(solver="by hand", moves=board.names(moves), undone=board.names(undone))
    if seconds is not None:
        doc["seconds"] = round(max(0.0, seconds), 1)
    if played_for_you:
        doc["played_for_you"] = int(played_for_you)
    return doc


def game_bytes(
    board: Board,
    moves: Sequence[int],
    undone: Sequence[int],
    *,
    seconds: float | None = None,
    played_for_you: int = 0,
) -> bytes:
    """A game file's bytes."""
    doc = game_document(board, moves, undone, seconds=seconds, played_for_you=played_for_you)
    return (json.dumps(doc) + "\n").encode()


def read_game(path: str | os.PathLike[str], *, max_squares: int | None = None) -> GameFile:
    """Read a saved game (the moves are checked for legality by the caller's replay)."""
    data = _json(read_bytes(path, max_bytes=None if max_squares is None else 64 + 64 * max_squares))
    return parse_game(data, max_squares=max_squares)


def parse_game(data: Any, *, max_squares: int | None = None) -> GameFile:
    """A game from its JSON object."""
    if not isinstance(data, dict):
        raise FormatError('it is not a saved game (a JSON object with "moves")')
    if data.get("format") == TOUR or ("tour" in data and "moves" not in data):
        raise FormatError("it is a tour, not a game: open it with File > Open tour")
    if "board" not in data:
        raise FormatError('it is not a saved game (it has no "board")')
    board = board_from_json(data)
    _check_size(board, max_squares)
    moves, undone = _name_list(data, "moves", None), _name_list(data, "undone", [])
    seconds, for_you = data.get("seconds", 0.0), data.get("played_for_you", 0)
    # the time and the program's share are niceties: a file without them, or with nonsense
    # in them, still opens
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or not seconds >= 0:
        seconds = 0.0
    if not isinstance(for_you, int) or isinstance(for_you, bool) or for_you < 0:
        for_you = 0
    return GameFile(
        board,
        [int(s) for s in squares_from_names(board, moves)],
        [int(s) for s in squares_from_names(board, undone)],
        float(min(seconds, 1e9)),
        min(for_you, len(moves)),
    )


def _name_list(data: dict[str, Any], what: str, default: list[str] | None) -> list[str]:
    """data[what] (default when it is missing), checked to be a list of square names."""
    names = data.get(what, default)
    if not _all_names(names):
        raise FormatError(f'its "{what}" must be a list of square names')
    return names


# tables --------------------------------------------------------------------------------------
def table_fields(rows: Iterable[Any]) -> tuple[str, ...]:
    """The columns of a table of rows: the contract's, then seconds_min and repeats when a
    row was run several times (compare --repeat), then tour when rows keep their tours
    (compare --tours)."""
    rows = list(rows)
    fields: tuple[str, ...] = TABLE_FIELDS
    if any(getattr(r, "repeats", None) is not None for r in rows):
        fields += TABLE_REPEAT_FIELDS
    if any(getattr(r, "tour", None) is not None for r in rows):
        fields += TABLE_TOUR_FIELDS
    return fields


def table_document(
    board: Board, rows: Iterable[Any], *, closed: bool = False, max_steps: int | None = None
) -> dict[str, Any]:
    """A table of runs (rows with the contract's fields, and table_fields' others where the
    rows have them) with the board it was made on."""
    rows = list(rows)
    fields = table_fields(rows)
    doc: dict[str, Any] = {"format": TABLE, "version": VERSION}
    doc.update(board_json(board))
    doc.update(
        closed=bool(closed),
        max_steps=max_steps,
        rows=[{k: _plain(getattr(r, k)) for k in fields} for r in rows],
    )
    return doc


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    return str(value) if isinstance(value, str) else value


def table_cell(row: Any, name: str) -> Any:
    """A row's value as a CSV cell: a tour as its names separated by spaces, None empty."""
    value = getattr(row, name)
    if name == "tour":
        return " ".join(value or ())
    return "" if value is None else _plain(value)


def table_json_bytes(board: Board, rows: Iterable[Any], **kw: Any) -> bytes:
    """A table export as JSON."""
    return (json.dumps(table_document(board, rows, **kw)) + "\n").encode()


#: the columns a row has when its pair was run several times, and when it keeps its tour
TABLE_REPEAT_FIELDS = ("seconds_min", "repeats")
TABLE_TOUR_FIELDS = ("tour",)

#: the columns a CSV export adds to the contract's, so that every row names its board and a
#: spreadsheet still sees one plain header line
TABLE_BOARD_FIELDS = ("board", "leaper", "wrap", "holes", "closed", "max_steps")


def table_csv_bytes(
    board: Board, rows: Iterable[Any], *, closed: bool = False, max_steps: int | None = None
) -> bytes:
    """A table export as CSV, the Table's and compare --csv's alike: the contract's columns
    (and table_fields' others where the rows have them: seconds_min, repeats, the tour as
    its names separated by spaces), then the board's on every row."""
    rows = list(rows)
    fields = table_fields(rows)
    leaper = board.leaper
    extra = [
        board.spec,
        f"{leaper[0]},{leaper[1]}" if leaper else "",
        board.wrap,
        " ".join(board.names(sorted(board.holes))),
        "yes" if closed else "no",
        "" if max_steps is None else max_steps,
    ]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow((*fields, *TABLE_BOARD_FIELDS))
    for r in rows:
        writer.writerow([*(table_cell(r, k) for k in fields), *extra])
    return out.getvalue().encode()


# files ---------------------------------------------------------------------------------------
#: the byte-order mark some editors (Windows Notepad) put before UTF-8 text: read past
UTF8_BOM = b"\xef\xbb\xbf"


def read_bytes(path: str | os.PathLike[str], *, max_bytes: int | None = None) -> bytes:
    """A file's bytes, or FormatError saying why they cannot be had (missing, a folder,
    unreadable, larger than max_bytes)."""
    p = Path(path)
    try:
        if p.is_dir():
            raise FormatError("it is a folder, not a file")
        size = p.stat().st_size
        if max_bytes is not None and size > max_bytes:
            raise FormatError(
                f"it is {size / 2**20:,.1f} MB, too large for a tour this program can show"
            )
        if size > available_memory() // 2:
            raise FormatError(f"it is {size / 2**30:,.1f} GB, too large for this machine's memory")
        return p.read_bytes()
    except OSError as exc:
        raise FormatError(f"cannot read it ({exc.strerror or exc})") from None
    except MemoryError:
        raise FormatError("it is too large for this machine's memory") from None


def _text(data: bytes) -> str:
    try:
        return data.removeprefix(UTF8_BOM).decode("utf-8")
    except UnicodeDecodeError:
        raise FormatError("it is not a text file") from None


def same_board_with_order(board: Board, jumps: tuple[tuple[int, int], ...]) -> Board:
    """board with the given jump order when it lists the same jumps (a window keeps its own
    order for a file's board of the same leaper)."""
    if isinstance(board, Board3D) or tuple(jumps) == board.jumps:
        return board
    if sorted(jumps) == sorted(board.jumps):
        return replace(board, jumps=tuple(jumps))
    return board
