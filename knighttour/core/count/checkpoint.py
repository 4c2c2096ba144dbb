"""A frontier count's checkpoint: the one format the count here (frontier.run) and the count
on a Dask cluster (cluster.count) both write and both read, so either goes on from the other's.

A checkpoint folder holds the states after the last square saved, in pieces (raw rows,
``.rows``, as a count here spills them; or ``.npy``, as a cluster's workers save them), and a
manifest written last, atomically: the count it belongs to (its identity), the squares done
and the pieces of each part; or, once the count has ended, its result.  A manifest of another
count, a broken one or a missing piece is refused with one of the same few messages
(FormatError), whichever counter reads it.  Checkpoints of earlier versions are read too.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..files.formats import FormatError, board_json
from ..files.writing import write_bytes, write_file
from .frontier_kernels import CLOSED, OPEN_ALL

if TYPE_CHECKING:
    from ..board.board import Board
    from .job import Job

#: the manifest's name in a checkpoint folder, and its format tag
MANIFEST = "manifest.json"
FORMAT = "knighttour-frontier-checkpoint"
VERSION = 2
#: the keys' layout a checkpoint holds: 2 had open tours' ends in two bits of their own (a
#: closed count's keys are the same in 2 and 3, and keep saying 2)
KEYS = 3
#: what earlier versions wrote: the count here's manifest, the cluster's result
LEGACY_MANIFEST = "frontier.json"
LEGACY_RESULT = "result.json"


def key_layout(job: Job) -> int:
    """The layout of job's keys a checkpoint names (see KEYS)."""
    return 2 if job.mode == CLOSED else KEYS


def identity(job: Job) -> dict[str, Any]:
    """What a checkpoint must match to be gone on from: the board, what is counted, the line
    and the moduli the ways are counted in, and the keys' layout (as JSON reads it back)."""
    found = {
        **board_json(job.board),
        "mode": job.mode,
        "start": job.start,
        "widest": job.widest,
        "moduli": [int(m) for m in job.moduli.tolist()],
        "keys": key_layout(job),
    }
    return dict(json.loads(json.dumps(found)))


@dataclass
class Saved:
    """What a checkpoint holds: the squares done and, per part, its pieces' paths; or, once
    the count ended, its result."""

    squares_done: int
    parts: list[list[str]]
    ratio: float = 4.0
    result: int | None = None


def read(folder: str | os.PathLike[str], job: Job) -> Saved | None:
    """The checkpoint in folder for job; None when there is none (or it was saved with the
    keys' older layout: its pieces are removed and the count starts again).  FormatError when
    the folder holds another count's checkpoint, a broken one, or misses a piece."""
    folder = Path(folder)
    path = folder / MANIFEST
    data = _manifest(path)
    if data is None:
        data = _legacy(folder)
        if data is None:
            return None
    elif not isinstance(data, dict) or data.get("format") != FORMAT:
        raise FormatError(f"{path}: not a checkpoint manifest")
    elif "check" in data and data["check"] != _check(data):
        # a count read from a damaged or edited manifest would be a wrong answer
        raise FormatError(
            f"{path}: a broken checkpoint manifest (it does not match its check sum: damaged "
            "or edited); remove the folder to count again"
        )
    saved = data.get("identity")
    if isinstance(saved, dict) and "widest" not in saved:
        saved = {**saved, "widest": False}  # version 1 (the cluster's) counted along one way
    want = identity(job)
    if saved != want:
        if isinstance(saved, dict) and {**saved, "keys": want["keys"]} == want:
            remove_pieces(folder)
            for name in (MANIFEST, LEGACY_MANIFEST):
                (folder / name).unlink(missing_ok=True)
            return None
        raise FormatError(f"{folder} holds the checkpoint of another count; use another folder")
    try:
        if data.get("result") is not None:
            return Saved(job.squares, [], result=int(data["result"]))
        done = int(data["squares_done"])
        if not 0 <= done <= job.squares:
            raise ValueError(f"{done} squares done of {job.squares}")
        parts = [[str(folder / Path(str(name)).name) for name in names] for names in data["parts"]]
        ratio = float(data.get("ratio", 4.0))
    except (KeyError, TypeError, ValueError) as exc:
        raise FormatError(f"{path}: a broken checkpoint manifest ({exc})") from None
    missing = [p for names in parts for p in names if not os.path.exists(p)]
    if missing:
        raise FormatError(f"{path}: a piece of the checkpoint is missing: {missing[0]}")
    return Saved(done, parts, ratio)


def _manifest(path: Path) -> Any:
    """The manifest's JSON, or None when there is no manifest."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise FormatError(f"{path}: not a checkpoint manifest ({exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise FormatError(f"{path}: not a checkpoint manifest ({exc})") from None


def _legacy(folder: Path) -> dict[str, Any] | None:
    """An earlier version's checkpoint in folder, read as a manifest of this one: the count
    here's frontier.json, or a cluster's result.json; None when there is neither."""
    local = _manifest(folder / LEGACY_MANIFEST)
    if local is not None:
        if not isinstance(local, dict):
            raise FormatError(f"{folder / LEGACY_MANIFEST}: not a checkpoint manifest")
        data: dict[str, Any] = {"format": FORMAT, "identity": local.get("count")}
        if "result" in local:
            data["result"] = local["result"]
        elif "square" in local:
            data["squares_done"] = local["square"]
            data["ratio"] = local.get("ratio", 4.0)
            with contextlib.suppress(TypeError, ValueError):
                data["parts"] = [[name] for name, _ in local.get("files", [])]
        else:
            data["squares_done"], data["parts"] = 0, []
        return data
    result = _manifest(folder / LEGACY_RESULT)
    if isinstance(result, dict) and result.get("format") == FORMAT:
        return {"format": FORMAT, "identity": result.get("identity"), "result": result["count"]}
    return None


def write_square(
    folder: str | os.PathLike[str], job: Job, done: int, parts: list[list[str]], ratio: float
) -> None:
    """Say, last, that folder holds the states after square done in parts (pieces' paths in
    folder)."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "identity": identity(job),
        "squares_done": done,
        "ratio": ratio,
        "parts": [[Path(p).name for p in names] for names in parts],
    }
    _write(Path(folder), document)


def write_result(folder: str | os.PathLike[str], job: Job, result: int) -> None:
    """Keep the ended count's result in folder, and drop its pieces."""
    folder = Path(folder)
    document = {
        "format": FORMAT,
        "version": VERSION,
        "identity": identity(job),
        "squares_done": job.squares,
        "result": result,
    }
    _write(folder, document)
    remove_pieces(folder)


def _check(document: dict[str, Any]) -> str:
    """The manifest's check sum: SHA-256 of its JSON without the sum, keys in order."""
    import hashlib

    body = {k: v for k, v in document.items() if k != "check"}
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()


def _write(folder: Path, document: dict[str, Any]) -> None:
    document = {**document, "check": _check(document)}
    write_bytes(folder / MANIFEST, (json.dumps(document, indent=1) + "\n").encode())
    for name in (LEGACY_MANIFEST, LEGACY_RESULT):
        (folder / name).unlink(missing_ok=True)


def remove_pieces(folder: str | os.PathLike[str], keep: frozenset[str] = frozenset()) -> None:
    """Remove the pieces in folder, but those whose paths keep names."""
    for path in Path(folder).iterdir():
        if path.suffix in (".rows", ".npy") and str(path) not in keep:
            path.unlink(missing_ok=True)


def save_piece(path: str, rows: np.ndarray) -> str:
    """Save one piece of states atomically, as .npy; its path."""
    write_file(path, lambda fh: np.save(fh, rows, allow_pickle=False))
    return path


def _open_piece(path: str, width: int) -> np.ndarray:
    """A piece's rows, mapped from its file (.npy, or raw rows of width numbers)."""
    if path.endswith(".npy"):
        return np.load(path, mmap_mode="r", allow_pickle=False)
    if os.path.getsize(path) == 0:
        return np.zeros((0, width), dtype=np.uint64)
    return np.memmap(path, dtype=np.uint64, mode="r").reshape(-1, width)


def load_piece(path: str, width: int) -> np.ndarray:
    """A piece's rows, read into memory."""
    return np.array(_open_piece(path, width))


def piece_rows(path: str, width: int) -> int:
    """The states a piece holds."""
    return len(_open_piece(path, width))


def piece_chunks(path: str, width: int, chunk_rows: int) -> Iterator[np.ndarray]:
    """A piece's rows, chunk_rows at a time, each read into memory."""
    rows = _open_piece(path, width)
    for at in range(0, len(rows), chunk_rows):
        yield np.array(rows[at : at + chunk_rows])
    del rows


def count_name(board: Board, closed: bool, start: int | None, per_start: bool) -> str:
    """A folder name for one count (board, kind, start) among saved counts: the board's spec,
    the kind, and a key of everything else that tells two counts apart."""
    import hashlib

    what = {"board": board.to_json(), **board.variant_json(), "closed": closed}
    what.update(start=start, per_start=per_start)
    key = hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]
    return f"{board.spec}-{'closed' if closed else 'open'}-{key}"


def default_folder(board: Board, closed: bool, start: int | None, per_start: bool) -> Path:
    """Where the command line keeps a long count's checkpoint when no --checkpoint is given:
    the user's data folder (~/.local/share/knighttour/counts on Linux)."""
    from platformdirs import user_data_dir

    root = Path(user_data_dir("knighttour", appauthor=False)) / "counts"
    return root / count_name(board, closed, start, per_start)


def job_folder(root: str | os.PathLike[str], job: Job) -> Path:
    """The folder of one count of a run under root (closed, open, or from one square), the
    same for the count here and on a cluster; one an earlier version named otherwise (all,
    from-N) is renamed to it."""
    root = Path(root)
    if job.mode == CLOSED:
        name, old = "closed", "closed"
    elif job.mode == OPEN_ALL:
        name, old = "open", "all"
    else:
        name, old = f"from-{job.board.name(int(job.start or 0))}", f"from-{job.start}"
    folder = root / name
    if not folder.exists() and (root / old).is_dir():
        with contextlib.suppress(OSError):
            (root / old).rename(folder)
    return folder


def last_square_saved(root: str | os.PathLike[str]) -> int:
    """The last square a stopped count saved in any count folder under root (0: none, or
    every count there ended)."""
    best = 0
    for folder in Path(root).glob("*/"):
        for name in (MANIFEST, LEGACY_MANIFEST):
            try:
                data = json.loads((folder / name).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            if isinstance(data, dict) and data.get("result") is None:
                with contextlib.suppress(TypeError, ValueError):
                    best = max(best, int(data.get("squares_done", data.get("square", 0)) or 0))
    return best
