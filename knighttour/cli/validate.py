"""knighttour validate: check a tour file (JSON, text with or without its header line, or
packed) against the board it names or the one given."""

from __future__ import annotations

import argparse
import json
import sys

from ..core.board.board import Board
from ..core.files import check_file, formats
from .errors import EXIT_NO, EXIT_OK, UsageError
from .parser import board_from


def run(args: argparse.Namespace) -> int:
    """knighttour validate: check a tour file (text, JSON or packed) against its board."""
    fallback = board_from(args) if args.board is not None else None
    name = "standard input" if args.file == "-" else args.file
    try:
        fh = sys.stdin.buffer if args.file == "-" else open(args.file, "rb")  # noqa: SIM115
    except IsADirectoryError:
        raise UsageError(f"{name}: it is a folder, not a file") from None
    except OSError as exc:
        raise UsageError(f"{name}: cannot read it ({exc.strerror or exc})") from None
    except ValueError:  # (a name with a NUL byte in it)
        raise UsageError(f"{name!r} is not a file name") from None
    try:  # the file checked as the library checks it (core/files/check_file.py)
        checked = check_file.check_file(fh, name, fallback, bool(args.closed))
    except formats.FormatError as exc:
        raise UsageError(str(exc)) from None
    finally:
        if fh is not sys.stdin.buffer:
            fh.close()
    board, valid, closed, count = checked.board, checked.valid, checked.closed, checked.squares
    reason, magic, in_set = checked.reason, checked.magic, checked.tours
    notes = [f"knighttour: note: {note}" for note in checked.notes]
    for note in notes:
        print(note, file=sys.stderr)
    if args.json:
        print(json.dumps(checked.to_dict()))
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


def _describe(board: Board) -> str:
    """The board as a person names it (Board.describe)."""
    return board.describe()
