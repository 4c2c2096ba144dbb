"""knighttour validate: check a tour file (JSON, text with or without its header line, or
packed) against the board it names or the one given."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.board.board import Board
from ..core.board.magic import MagicSums, magic_sums
from ..core.board.tour import Tour
from ..core.files import check_tour_file, formats, text_reader
from .errors import EXIT_NO, EXIT_OK, UsageError
from .output import with_variant
from .parser import board_from


def run(args: argparse.Namespace) -> int:
    """knighttour validate: check a tour file (text, JSON or packed) against its board."""
    #: notes for stderr, printed only when the command ends without an error (an error is one
    #: line)
    notes: list[str] = []
    fallback = board_from(args) if args.board is not None else None
    name = "standard input" if args.file == "-" else args.file
    try:
        fh = sys.stdin.buffer if args.file == "-" else open(args.file, "rb")  # noqa: SIM115
    except IsADirectoryError:
        raise UsageError(f"{name}: it is a folder, not a file") from None
    except OSError as exc:
        raise UsageError(f"{name}: cannot read it ({exc.strerror or exc})") from None
    try:
        text_reader.skip_bom(fh)  # (Windows Notepad begins its UTF-8 files with one)
        head = text_reader.peek(fh, 1 << 12)
        magic: MagicSums | None = None
        in_set = 0  # the tours of a tour set, all checked
        if head.lstrip()[:1] in (b"{", b"["):
            valid, closed, count, reason, board, magic, in_set = _validate_json(
                fh.read(), fallback, args, name, notes
            )
        else:
            own, closed_asked = formats.text_file_board(head)
            board = _choose_board(own, fallback, name, notes)  # (the header's closed=yes is
            # a claim about the tour whichever board it is checked on)
            result = check_tour_file.validate_stream(
                fh, board, bool(args.closed or closed_asked), magic=True
            )
            if result.kind == "syntax":
                raise UsageError(f"{name}, {result.message}")
            valid, closed, count, reason, magic = (
                result.ok,
                result.closed,
                result.squares,
                result.message,
                result.magic,
            )
    except OSError as exc:
        raise UsageError(f"{name}: cannot read it ({exc.strerror or exc})") from None
    except (text_reader.StreamError, formats.FormatError) as exc:
        raise UsageError(f"{name}: {exc}") from None
    finally:
        if fh is not sys.stdin.buffer:
            fh.close()
    for note in notes:
        print(note, file=sys.stderr)
    if args.json:
        print(
            json.dumps(
                with_variant(
                    {
                        "board": board.to_json(),
                        "valid": valid,
                        "closed": closed,
                        "squares": count,
                        "reason": reason,
                        "magic": magic.to_json() if magic is not None else None,
                        **({"tours": in_set} if in_set else {}),
                    },
                    board,
                )
            )
        )
    elif not valid:
        print(f"invalid: {reason}")
    else:
        kind = "closed" if closed else "open"
        if in_set:
            print(f"valid: all {in_set:,} {kind} tours of the set, {count:,} squares each, on "
                  f"{_describe(board)}")  # fmt: skip
        else:
            print(
                f"valid {kind} tour of {count:,} square{'s' * (count != 1)} on {_describe(board)}"
            )
        if magic is not None and magic.sentence():
            print(magic.sentence())
    return EXIT_OK if valid else EXIT_NO


def _choose_board(own: Board | None, given: Board | None, name: str, notes: list[str]) -> Board:
    """The board a file is checked against: the one asked for, else the file's own (a note
    added to notes when they differ)."""
    if given is None:
        if own is None:
            raise UsageError(
                f"{name} does not say which board it is for (no header line); give the board"
            )
        return own
    if own is not None and not _same_board(own, given):
        notes.append(
            f"knighttour: note: {name} says it is a tour of {_describe(own)}; "
            f"checked against {_describe(given)} as asked"
        )
    return given


def _validate_json(
    data: bytes, given: Board | None, args: argparse.Namespace, name: str, notes: list[str]
) -> tuple[bool, bool, int, str, Board, MagicSums | None, int]:
    """(valid, closed, squares, reason, board, magic sums when valid, the tours of a tour set
    or 0) of a JSON tour file."""
    try:
        tour = formats.parse_tour(data, given)
    except formats.OffBoardError as exc:
        if given is None:
            raise UsageError(f"{name}: {exc}") from None
        return False, False, 0, str(exc), given, None, 0
    board = _choose_board(tour.board if tour.board_from_file else None, given, name, notes)
    squares, closed_asked = tour.squares, bool(args.closed or tour.closed)
    if board is not tour.board and board.to_json() != tour.board.to_json():
        try:
            squares = formats.squares_from_names(board, tour.board.names(squares))
        except formats.FormatError as exc:
            return False, False, len(squares), str(exc), board, None, 0
    reason = Tour(board, squares).validate(closed=closed_asked)
    if not reason and len(tour.tours) > 1:  # a tour set: every tour of it is checked
        reason = _check_set(board, tour, closed_asked)
    return (
        not reason,
        bool(not reason and Tour(board, squares).is_closed),
        len(squares),
        reason,
        board,
        magic_sums(board, squares) if not reason else None,
        len(tour.tours) if len(tour.tours) > 1 else 0,
    )


def _check_set(board: Board, tour: formats.TourFile, closed: bool) -> str:
    """'' when every tour of a tour set is a tour of board, else the first one's reason,
    saying which tour it is."""
    for k, squares in enumerate(tour.tours, start=1):
        if board is not tour.board and board.to_json() != tour.board.to_json():
            try:
                squares = formats.squares_from_names(board, tour.board.names(squares))
            except formats.FormatError as exc:
                return f"tour {k} of {len(tour.tours)}: {exc}"
        why = Tour(board, squares).validate(closed=closed)
        if why:
            return f"tour {k} of {len(tour.tours)}: {why}"
    return ""


def _same_board(a: Board, b: Board) -> bool:
    """The same squares and moves (the jump order does not matter for a tour's validity)."""
    return (
        a.to_json() == b.to_json()
        and sorted(a.jumps) == sorted(b.jumps)
        and a.removed == b.removed
        and a.wrap == b.wrap
    )


def _describe(board: Board) -> str:
    """The board as a person names it (Board.describe)."""
    return board.describe()
