"""Automatic from every square of a board, for each of the knight's relatives, by the command
line (`knighttour compare BOARD --solvers auto --starts all --leaper L --json`): the table of
docs/leapers.md.

    .venv/bin/python tools/leaper_table.py [BOARD] > table.md       (default 8)

For each leaper: how many squares have a tour, how many none (a theorem's answer or the
exhaustive search's), how many are undecided, the longest run, and the board drawn
with T where a tour starts and . where none does.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the pieces, as the command line names them (the antelope by its jumps)
LEAPERS = [
    ("knight", "knight", "1,2"),
    ("camel", "camel", "1,3"),
    ("zebra", "zebra", "2,3"),
    ("giraffe", "giraffe", "1,4"),
    ("antelope", "3,4", "3,4"),
    ("wazir", "wazir", "0,1"),
    ("ferz", "ferz", "1,1"),
]


def rows_of(board: str, leaper: str) -> list[dict]:
    """compare's rows for Automatic from every square (no step limit but Automatic's own)."""
    command = [str(ROOT / ".venv" / "bin" / "knighttour"), "compare", board, "--solvers", "auto"]
    command += ["--starts", "all", "--leaper", leaper, "--max-steps", str(10**12), "--json"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    return json.loads(done.stdout)


def grid(rows: list[dict], files: int) -> list[str]:
    """The board, top rank first: T a tour from there, . none, ? undecided."""
    mark = {"found": "T", "no-tour": "."}
    cells = [mark.get(row["status"], "?") for row in rows]
    ranks = [cells[r * files : (r + 1) * files] for r in range(len(cells) // files)]
    return ["    " + " ".join(rank) for rank in reversed(ranks)]


def main(argv: list[str]) -> int:
    board = argv[0] if argv else "8"
    files = int(board.split("x")[-1])
    print("| piece | jumps | a tour from | no tour from | undecided | longest run |")
    print("| --- | --- | --- | --- | --- | --- |")
    pictures = []
    for name, option, jumps in LEAPERS:
        rows = rows_of(board, option)
        found = sum(row["status"] == "found" for row in rows)
        none = sum(row["status"] == "no-tour" for row in rows)
        other = len(rows) - found - none
        longest = max(row["seconds"] for row in rows)
        print(f"| {name} | {jumps} | {found} | {none} | {other} | {longest:.2f} s |")
        pictures.append((name, grid(rows, files)))
    for name, lines in pictures:
        print(f"\n{name}:\n")
        print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
