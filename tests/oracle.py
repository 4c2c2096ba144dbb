"""Independent checks for the tests: written from the rules of chess, sharing no code with
knighttour.core, so a bug there cannot hide itself here."""

from __future__ import annotations

import itertools
import string
from functools import cache

import numpy as np

MOVES = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]

#: an open tour of 5x5 from a1, written out by hand (check_tour accepts it)
FIVE_BY_FIVE = [
    "a1",
    "c2",
    "e1",
    "d3",
    "e5",
    "c4",
    "a5",
    "b3",
    "c5",
    "a4",
    "b2",
    "d1",
    "e3",
    "d5",
    "b4",
    "a2",
    "c1",
    "e2",
    "d4",
    "b5",
    "a3",
    "b1",
    "d2",
    "e4",
    "c3",
]


def square_name(rows: int, cols: int, file: int, rank: int) -> str:
    """Spreadsheet-style file letters then the 1-based rank."""
    letters, n = "", file + 1
    while n:
        n, r = divmod(n - 1, 26)
        letters = string.ascii_lowercase[r] + letters
    return f"{letters}{rank + 1}"


def parse_name(name: str) -> tuple[int, int]:
    letters = name.rstrip(string.digits)
    file = 0
    for ch in letters:
        file = file * 26 + (ord(ch) - 96)
    return file - 1, int(name[len(letters) :]) - 1


def check_tour(
    rows: int, cols: int, names: list[str], start: str | None = None, closed: bool = False
) -> None:
    """Assert names is a knight's tour of the rows x cols board."""
    assert len(names) == rows * cols, f"{len(names)} squares, board has {rows * cols}"
    coords = [parse_name(n) for n in names]
    assert len(set(coords)) == len(coords), "a square repeats"
    for f, r in coords:
        assert 0 <= f < cols and 0 <= r < rows, f"({f},{r}) off the board"
    for (f1, r1), (f2, r2) in itertools.pairwise(coords):
        assert {abs(f1 - f2), abs(r1 - r2)} == {1, 2}, f"({f1},{r1})->({f2},{r2}) not a knight move"
    if start is not None:
        assert names[0] == start
    if closed:
        (f1, r1), (f2, r2) = coords[-1], coords[0]
        assert {abs(f1 - f2), abs(r1 - r2)} == {1, 2}, "not closed"


def knight_moves(rows: int, cols: int) -> list[list[int]]:
    """Each square's knight moves (squares as rank * cols + file)."""
    return _graph(rows, cols)


def _graph(rows: int, cols: int) -> list[list[int]]:
    return [
        [(r + dr) * cols + f + df for df, dr in MOVES if 0 <= f + df < cols and 0 <= r + dr < rows]
        for r in range(rows)
        for f in range(cols)
    ]


def tour_exists(rows: int, cols: int, start: int) -> bool:
    """Is there an open tour from start? Symmetric starts share one brute-force answer."""
    f, r = start % cols, start // cols
    f, r = min(f, cols - 1 - f), min(r, rows - 1 - r)
    if rows > cols:  # the transposed board has the same tours
        rows, cols, f, r = cols, rows, r, f
    return _tour_exists(rows, cols, r * cols + f)


@cache
def _tour_exists(rows: int, cols: int, start: int) -> bool:
    """Brute force: is there a Hamiltonian path of the knight graph from start?"""
    return _completes(rows, cols, 1 << start, start)


def completion_exists(rows: int, cols: int, squares: list[int]) -> bool:
    """Brute force: can the knight's path squares (rank * cols + file) still become a tour?"""
    for a, b in itertools.pairwise(squares):
        assert b in _graph(rows, cols)[a], "not a knight's path"
    return _completes(rows, cols, sum(1 << s for s in set(squares)), squares[-1])


def _completes(rows: int, cols: int, visited0: int, end0: int) -> bool:
    """Is there a path from end0 through every square not in visited0?

    Depth-first search pruned by connectivity: the unvisited squares together with the path's
    end must form one connected piece, with at most one square of degree one among them.
    Failures are remembered per (visited set, end).
    """
    n = rows * cols
    adj = _graph(rows, cols)
    adj_mask = [sum(1 << w for w in ws) for ws in adj]
    full = (1 << n) - 1
    dark = sum(1 << (r * cols + f) for r in range(rows) for f in range(cols) if (r + f) % 2)
    failed: set[tuple[int, int]] = set()

    def hopeless(visited: int, end: int) -> bool:
        free = full & ~visited
        if not free:
            return False
        # the path alternates colours from its end: the colours of the free squares must fit
        same_mask = dark if dark >> end & 1 else full & ~dark
        same = bin(free & same_mask).count("1")
        if bin(free).count("1") - same not in (same, same + 1):
            return True
        # flood fill from the end through free squares
        seen = 1 << end
        frontier = [end]
        while frontier:
            u = frontier.pop()
            nxt = adj_mask[u] & free & ~seen
            seen |= nxt
            while nxt:
                low = nxt & -nxt
                frontier.append(low.bit_length() - 1)
                nxt ^= low
        if free & ~seen:
            return True
        leaves = 0
        for w in range(n):
            if free >> w & 1:
                ways = bin(adj_mask[w] & free).count("1") + (adj_mask[w] >> end & 1)
                if ways <= 1:
                    leaves += 1
        return leaves > 1

    if visited0 == full:
        return True
    if hopeless(visited0, end0):
        return False
    stack = [(visited0, end0, iter(adj[end0]))]
    while stack:
        visited, end, moves = stack[-1]
        if visited == full:
            return True
        for w in moves:
            if visited >> w & 1:
                continue
            state = (visited | 1 << w, w)
            if state in failed or hopeless(*state):
                continue
            stack.append((state[0], w, iter(adj[w])))
            break
        else:
            failed.add((visited, end))
            stack.pop()
    return False


def closed_tour_exists(rows: int, cols: int) -> bool:
    """Brute force: does the knight graph have a Hamiltonian cycle? (boards of <= 30 squares)"""
    n = rows * cols
    if n < 3:
        return False
    adj = _graph(rows, cols)
    stack = [(1 << 0, 0, iter(adj[0]))]
    full = (1 << n) - 1
    while stack:
        visited, end, moves = stack[-1]
        if visited == full:
            if 0 in adj[end]:
                return True
            stack.pop()
            continue
        for w in moves:
            if not visited >> w & 1:
                stack.append((visited | 1 << w, w, iter(adj[w])))
                break
        else:
            stack.pop()
    return False


def variant_graph(
    rows: int, cols: int, a: int, b: int, holes: frozenset[int] = frozenset(), wrap: str = "none"
) -> dict[int, set[int]]:
    """The (a, b)-leaper's moves between the live squares, written out from scratch."""
    steps = {(x * a, y * b) for x in (1, -1) for y in (1, -1)}
    steps |= {(y, x) for x, y in steps}
    graph: dict[int, set[int]] = {}
    for r in range(rows):
        for f in range(cols):
            s = r * cols + f
            if s in holes:
                continue
            graph[s] = set()
            for df, dr in steps:
                f2, r2 = f + df, r + dr
                if wrap in ("cylinder", "torus"):
                    f2 %= cols
                if wrap == "torus":
                    r2 %= rows
                t = r2 * cols + f2
                if 0 <= f2 < cols and 0 <= r2 < rows and t not in holes and t != s:
                    graph[s].add(t)
    return graph


def variant_tours(
    graph: dict[int, set[int]], start: int | None, closed: bool, limit: int = 10**7
) -> int:
    """Brute force: directed Hamiltonian paths from start (all starts if None), or, closed,
    undirected Hamiltonian cycles; stops counting past limit."""
    n = len(graph)
    found = 0
    starts = [min(graph)] if closed else ([start] if start is not None else sorted(graph))
    for s0 in starts:
        stack = [(s0, iter(sorted(graph[s0])))]
        on = {s0}
        while stack and found <= limit:
            u, it = stack[-1]
            if len(on) == n:
                if not closed or s0 in graph[u]:
                    found += 1
                on.discard(u)
                stack.pop()
                continue
            for w in it:
                if w not in on:
                    on.add(w)
                    stack.append((w, iter(sorted(graph[w]))))
                    break
            else:
                on.discard(u)
                stack.pop()
    if found > limit:  # stopped early: only "at least one" is known
        return found
    if closed:
        return found // 2 if n > 2 else found
    return found


def check_variant_tour(
    graph: dict[int, set[int]], squares: list[int], start: int, closed: bool = False
) -> None:
    """Assert squares is a tour of the graph from start."""
    assert sorted(squares) == sorted(graph), "not every live square exactly once"
    assert squares[0] == start
    for x, y in itertools.pairwise(squares):
        assert y in graph[x], f"{x} -> {y} is not a move"
    if closed:
        assert squares[0] in graph[squares[-1]], "not closed"


def check_big_tour(rows: int, cols: int, path, start: int, closed: bool) -> None:
    """check_tour, vectorised for boards too large for square names (path: rank * cols + file)."""
    path = np.asarray(path, dtype=np.int64)
    assert len(path) == rows * cols
    assert int(path[0]) == start
    assert path.min() >= 0 and path.max() < rows * cols
    assert len(np.unique(path)) == rows * cols
    files, ranks = path % cols, path // cols
    if closed:
        files, ranks = np.append(files, files[0]), np.append(ranks, ranks[0])
    df, dr = np.abs(np.diff(files)), np.abs(np.diff(ranks))
    assert np.all(((df == 1) & (dr == 2)) | ((df == 2) & (dr == 1)))


def count_open_tours_from(rows: int, cols: int, start: int) -> int:
    """Brute force, with no symmetry and no pruning: the directed open tours from start
    (rank * cols + file), counted by walking every knight's path from it."""
    graph = _graph(rows, cols)
    n = rows * cols
    if n == 1:
        return 1
    found = 0
    stack = [(start, 1 << start, 1)]
    while stack:
        square, visited, length = stack.pop()
        for nxt in graph[square]:
            if not visited >> nxt & 1:
                if length + 1 == n:
                    found += 1
                else:
                    stack.append((nxt, visited | 1 << nxt, length + 1))
    return found


def find_variant_tour(
    graph: dict[int, set[int]], start: int, closed: bool = False, budget: int = 2_000_000
) -> list[int] | None:
    """A tour of the graph from start, or None if none turned up within budget moves: a
    depth-first search trying first the square with the fewest ways on (ties: the lower
    square), written here from scratch. A tour it returns is a witness that one exists
    (check it with check_variant_tour); None proves nothing."""
    n = len(graph)
    on = {start}
    path = [start]

    def ordered(u: int) -> list[int]:
        return sorted(
            (w for w in graph[u] if w not in on),
            key=lambda w: (sum(x not in on for x in graph[w]), w),
        )

    stack = [iter(ordered(start))]
    moves = 0
    while stack and moves < budget:
        if len(path) == n:
            if not closed or start in graph[path[-1]]:
                return list(path)
            on.discard(path.pop())
            stack.pop()
            continue
        for w in stack[-1]:
            if w not in on:
                moves += 1
                on.add(w)
                path.append(w)
                stack.append(iter(ordered(w)))
                break
        else:
            stack.pop()
            if len(path) > 1:
                on.discard(path.pop())
            else:
                return None
    return None


def magic_sums(rows: int, cols: int, names: list[str]) -> dict[str, object]:
    """The move numbers of a tour (1 on its first square) added up along each rank (rank 1
    first) and each file (file a first), and on a square board along the diagonal through a1
    and the one through the top-left corner; semi-magic and magic as the words go."""
    number = {}
    for i, name in enumerate(names):
        number[parse_name(name)] = i + 1
    ranks = [sum(number[(f, r)] for f in range(cols)) for r in range(rows)]
    files = [sum(number[(f, r)] for r in range(rows)) for f in range(cols)]
    semi = len(set(ranks)) == 1 and len(set(files)) == 1
    diagonals = None
    if rows == cols:
        diagonals = [
            sum(number[(i, i)] for i in range(rows)),
            sum(number[(i, rows - 1 - i)] for i in range(rows)),
        ]
    magic = semi and diagonals is not None and diagonals[0] == diagonals[1] == ranks[0]
    return {
        "ranks": ranks,
        "files": files,
        "semi_magic": semi,
        "magic": magic,
        "diagonals": diagonals,
    }


def paths_between(graph: dict[int, set[int]], start: int, end: int) -> int:
    """Brute force: Hamiltonian paths of the graph from start that end on end."""
    n = len(graph)
    if start == end:
        return int(n == 1)
    found = 0
    stack = [(start, iter(sorted(graph[start])))]
    on = {start}
    while stack:
        u, it = stack[-1]
        if len(on) == n:
            found += u == end
            on.discard(u)
            stack.pop()
            continue
        for w in it:
            if w not in on and (w != end or len(on) == n - 1):
                on.add(w)
                stack.append((w, iter(sorted(graph[w]))))
                break
        else:
            on.discard(u)
            stack.pop()
    return found


def last_square(names: list[str]) -> str:
    """The square a tour ends on."""
    return names[-1]


def paths_by_end(graph: dict[int, set[int]], start: int) -> dict[int, int]:
    """Brute force: the Hamiltonian paths from start, tallied by the square they end on."""
    n = len(graph)
    tally: dict[int, int] = {}
    stack = [(start, iter(sorted(graph[start])))]
    on = {start}
    while stack:
        u, it = stack[-1]
        if len(on) == n:
            tally[u] = tally.get(u, 0) + 1
            on.discard(u)
            stack.pop()
            continue
        for w in it:
            if w not in on:
                on.add(w)
                stack.append((w, iter(sorted(graph[w]))))
                break
        else:
            on.discard(u)
            stack.pop()
    return tally


def turn_name(rows: int, cols: int, name: str, turn: int) -> str:
    """Where a half turn (180) or an anticlockwise quarter turn (90) of the board carries a
    square."""
    f, r = parse_name(name)
    if turn == 180:
        return square_name(rows, cols, cols - 1 - f, rows - 1 - r)
    assert rows == cols
    return square_name(rows, cols, rows - 1 - r, f)


def is_symmetric(rows: int, cols: int, names: list[str], turn: int) -> bool:
    """Whether the turn carries the closed tour's moves onto themselves."""
    moves = {frozenset((names[i], names[(i + 1) % len(names)])) for i in range(len(names))}
    turned = {frozenset(turn_name(rows, cols, n, turn) for n in m) for m in moves}
    return turned == moves


def closed_tours(rows: int, cols: int) -> list[list[int]]:
    """Brute force: every Hamiltonian cycle of the knight's graph, each once (from square 0,
    the way whose second square is smaller than its last); boards of up to ~36 squares."""
    n = rows * cols
    adj = _graph(rows, cols)
    out = []
    path = [0]
    on = {0}
    stack = [iter(adj[0])]
    while stack:
        for w in stack[-1]:
            if w in on:
                continue
            path.append(w)
            on.add(w)
            if len(path) == n:
                if 0 in adj[w] and path[1] < path[-1]:
                    out.append(list(path))
                path.pop()
                on.discard(w)
                continue
            stack.append(iter(adj[w]))
            break
        else:
            stack.pop()
            on.discard(path.pop())
    return out


def geometric_classes(rows: int, cols: int, tours: list[list[str]]) -> int:
    """How many of the closed tours differ other than by a rotation or reflection of the
    board (square boards)."""
    assert rows == cols
    n = rows

    def moves(names):
        return frozenset(
            frozenset((names[i], names[(i + 1) % len(names)])) for i in range(len(names))
        )

    maps = []
    for flip in (False, True):
        for quarter in range(4):

            def move(name, flip=flip, quarter=quarter):
                f, r = parse_name(name)
                if flip:
                    f = n - 1 - f
                for _ in range(quarter):
                    f, r = n - 1 - r, f
                return square_name(n, n, f, r)

            maps.append(move)
    seen = set()
    classes = 0
    for names in tours:
        shape = moves(names)
        if shape in seen:
            continue
        classes += 1
        for move in maps:
            seen.add(frozenset(frozenset(move(x) for x in m) for m in shape))
    return classes


def variant_tour_exists(graph: dict[int, set[int]], start: int | None, closed: bool) -> bool:
    """Brute force with memory: is there a tour of the graph (open from start, any start if
    None; or closed)? Failed (visited set, end) pairs are remembered, and a position whose
    unvisited squares the end cannot all reach is dropped: fast up to a few dozen squares."""
    squares = sorted(graph)
    index = {s: i for i, s in enumerate(squares)}
    adj = [sum(1 << index[w] for w in graph[s]) for s in squares]
    n = len(squares)
    full = (1 << n) - 1
    if n == 0:
        return False
    if closed and n < 3:
        return False
    failed: set[tuple[int, int]] = set()

    def reaches_all(visited: int, end: int) -> bool:
        free = full & ~visited
        seen, todo = 1 << end, [end]
        while todo:
            nxt = adj[todo.pop()] & free & ~seen
            seen |= nxt
            while nxt:
                low = nxt & -nxt
                todo.append(low.bit_length() - 1)
                nxt ^= low
        return not free & ~seen

    def from_(first: int) -> bool:
        stack = [(1 << first, first, iter(range(n)))]
        while stack:
            visited, end, moves = stack[-1]
            if visited == full:
                if not closed or adj[end] >> first & 1:
                    return True
                stack.pop()
                continue
            for w in moves:
                if not adj[end] >> w & 1 or visited >> w & 1:
                    continue
                state = (visited | 1 << w, w)
                if state in failed or not reaches_all(*state):
                    continue
                stack.append((state[0], w, iter(range(n))))
                break
            else:
                failed.add((visited, end))
                stack.pop()
        return False

    if closed:
        return from_(0)
    firsts = [index[start]] if start is not None else range(n)
    for first in firsts:
        failed.clear()
        if from_(first):
            return True
    return False


def decode_packed(data: bytes) -> tuple[dict, list[tuple[int, ...]]]:
    """A packed tour file (.ktm) read from its documented format alone (docs/command-line.md):
    a header line '# knighttour moves v1 {JSON}' padded to 64 bytes, then one byte a move,
    the index of its jump in the header's "jumps".  (header, the squares as (file, rank) or
    (file, rank, layer) coordinates from the first square on), edges joined as "wrap" says."""
    import json

    magic = b"# knighttour moves v1 "
    line, _, body = data.partition(b"\n")
    assert line.startswith(magic) and (len(line) + 1) % 64 == 0, "not a packed header"
    head = json.loads(line[len(magic) :])
    board = head["board"]
    rows, cols, layers = board["rows"], board["cols"], board.get("layers", 1)
    first = head["first"]
    letters = first.rstrip("0123456789:")
    rest = first[len(letters) :].split(":")
    at = [parse_name(letters + rest[0])[0], int(rest[0]) - 1]
    if layers > 1:
        at.append(int(rest[1]) - 1)
    squares = [tuple(at)]
    for byte in body:
        jump = head["jumps"][byte]
        at = [a + d for a, d in zip(at, jump, strict=True)]
        if head["wrap"] in ("cylinder", "torus"):
            at[0] %= cols
        if head["wrap"] == "torus":
            at[1] %= rows
        assert 0 <= at[0] < cols and 0 <= at[1] < rows, f"move {len(squares)} leaves the board"
        if layers > 1:
            assert 0 <= at[2] < layers, f"move {len(squares)} leaves the layers"
        squares.append(tuple(at))
    assert len(squares) == head["squares"], "the header's count of squares"
    return head, squares


def check_3d_tour(layers: int, rows: int, files: int, squares: list[tuple[int, ...]]) -> None:
    """Assert squares ((file, rank, layer) each) is a 3-D knight's tour of every square: each
    move two steps along one axis and one along another."""
    assert sorted(squares) == sorted(
        (f, r, ly) for f in range(files) for r in range(rows) for ly in range(layers)
    ), "not every square exactly once"
    for a, b in itertools.pairwise(squares):
        assert sorted(abs(x - y) for x, y in zip(a, b, strict=True)) == [0, 1, 2], (a, b)


def read_table_export(path) -> tuple[str, list[dict]]:
    """A table of runs exported as JSON or CSV, read from scratch: its board ('5x5') and its
    rows (steps, backtracks and repeats as numbers, seconds as floats, a tour as names)."""
    import csv
    import io
    import json
    from pathlib import Path

    text = Path(path).read_text(encoding="utf-8")
    if text.lstrip().startswith("{"):
        doc = json.loads(text)
        board = doc["board"]
        return f"{board['rows']}x{board['cols']}", list(doc["rows"])
    rows = []
    boards = set()
    for row in csv.DictReader(io.StringIO(text)):
        boards.add(row["board"])
        got: dict = {k: row[k] for k in ("solver", "start", "status")}
        got.update(steps=int(row["steps"]), backtracks=int(row["backtracks"]))
        got["seconds"] = float(row["seconds"])
        if row.get("repeats"):
            got.update(repeats=int(row["repeats"]), seconds_min=float(row["seconds_min"]))
        if "tour" in row:
            got["tour"] = row["tour"].split()
        rows.append(got)
    assert len(boards) == 1, f"a table's rows name {len(boards)} boards"
    return boards.pop(), rows


def warnsdorff_path(
    rows: int, cols: int, start: int, jumps: list[tuple[int, int]], holes: set[int]
) -> list[int]:
    """Warnsdorff's walk written plainly: from start, always to the unvisited neighbour with
    the fewest unvisited neighbours, the first in the order of jumps (file, rank steps) on a
    tie, until none is left.  Squares are rank * cols + file; holes are never entered."""

    def targets(square: int) -> list[int]:
        rank, file = divmod(square, cols)
        out = []
        for df, dr in jumps:
            f, r = file + df, rank + dr
            if 0 <= f < cols and 0 <= r < rows:
                out.append(r * cols + f)
        return out

    visited = set(holes) | {start}
    path = [start]
    while True:
        options = [
            (sum(1 for x in targets(t) if x not in visited), i, t)
            for i, t in enumerate(targets(path[-1]))
            if t not in visited
        ]
        if not options:
            return path
        chosen = min(options)[2]
        visited.add(chosen)
        path.append(chosen)


def matchings(rows: int, cols: int, left_out: int) -> int:
    """The sets of knight moves, no square in two, that leave exactly left_out squares of
    the board in none: the lowest square not yet decided is left out or joined to a higher
    neighbour, every way."""
    graph = _graph(rows, cols)
    n = rows * cols

    @cache
    def count(taken: int, out: int) -> int:
        if taken == (1 << n) - 1:
            return 1 if out == left_out else 0
        low = (~taken & (taken + 1)).bit_length() - 1
        ways = count(taken | 1 << low, out + 1) if out < left_out else 0
        for other in graph[low]:
            if other > low and not taken >> other & 1:
                ways += count(taken | 1 << low | 1 << other, out)
        return ways

    return count(0, 0)
