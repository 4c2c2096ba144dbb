"""The frontier counter's kernels (numba, nogil, cached): states packed into 64-bit keys,
merged in open-addressing hash tables, and the step that takes one square.  frontier.py
drives them; its docstring says what a state is.

A key packs the frontier of B squares (B the longest move along the line):

    bits 0 .. 2B-1   two bits a square: 0 no move yet, 1 two moves, 2 a path end whose other
                     end is an end of the tour, 3 a path end paired with another such square
    the rest         the pairing of the squares marked 3, as a number in mixed radix: the first
                     unpaired square's partner is one of the r squares after it not yet paired

The tour ends placed so far are not in the key: until the tour is complete each of them is
the far end of a piece of path whose near end is a square marked 2, so they are the squares
marked 2.  So open and closed tours alike fit 64 bits 9 wide (19 squares of frontier).

A table row is the key, then the state's ways, one residue per modulus.  The states of a
square can be split into parts by a second hash of their keys (_part): a key lives in one part
only, so parts can be taken apart (on threads, or on a cluster's workers) and merged by part.

The kernels stay in one module on purpose: numba compiles and caches them together, and the
step calls the tables' and the degree test's kernels inline.
"""

from __future__ import annotations

import numpy as np

from ..jit import njit

#: the key of an empty hash slot (no state has every bit set: at most 2 ends are placed)
EMPTY = np.uint64(0xFFFFFFFFFFFFFFFF)
#: the hash table is grown when it is fuller than this
MAX_LOAD = 0.75
#: what is counted: closed tours, open tours from every square, open tours from one
CLOSED, OPEN_ALL, OPEN_FROM = 0, 1, 2


@njit(cache=True, nogil=True, inline="always")
def _slot(key, cap):
    # any capacity below 2**32: the top 32 bits of a mixed key scaled to [0, cap)
    h = key * np.uint64(0x9E3779B97F4A7C15)
    h ^= h >> np.uint64(31)
    return np.int64(((h >> np.uint64(32)) * np.uint64(cap)) >> np.uint64(32))


@njit(cache=True, nogil=True, inline="always")
def _part(key, parts):
    # which of parts shards a key belongs to: a second mix, independent of _slot's
    h = (key ^ (key >> np.uint64(29))) * np.uint64(0xBF58476D1CE4E5B9)
    h ^= h >> np.uint64(32)
    return np.int64(((h & np.uint64(0xFFFFFFFF)) * np.uint64(parts)) >> np.uint64(32))


@njit(cache=True, nogil=True)
def _new_tables(parts, cap, nres):
    tables = np.zeros((parts, cap, 1 + nres), dtype=np.uint64)
    tables[:, :, 0] = EMPTY
    return tables


@njit(cache=True, nogil=True)
def _grow_all(tables):
    """Every part's table rehashed into one half as large again."""
    new = _new_tables(tables.shape[0], tables.shape[1] * 3 // 2, tables.shape[2] - 1)
    for p in range(tables.shape[0]):
        _rehash(tables[p], new[p])
    return new


@njit(cache=True, nogil=True)
def _longer(tables):
    """A list of rows (step's record) in one twice as long: the rows kept, in order."""
    new = np.empty((1, 2 * tables.shape[1], tables.shape[2]), dtype=np.uint64)
    new[0, : tables.shape[1]] = tables[0]
    return new


@njit(cache=True, nogil=True)
def _insert_part(tables, p, key, add, moduli):
    """_insert into part p of a stack of tables (its twin, not a call on the view tables[p]:
    a view made for each insert would cost two reference counts in the hottest loop)."""
    cap = tables.shape[1]
    s = _slot(key, cap)
    while True:
        got = tables[p, s, 0]
        if got == key:
            for r in range(moduli.shape[0]):
                # modulus 0 is 2**64: the sum wraps, and v >= 0 takes nothing off
                v = tables[p, s, 1 + r] + add[r]
                if v >= moduli[r]:
                    v -= moduli[r]
                tables[p, s, 1 + r] = v
            return False
        if got == EMPTY:
            tables[p, s, 0] = key
            for r in range(moduli.shape[0]):
                tables[p, s, 1 + r] = add[r]
            return True
        s += 1
        if s == cap:
            s = 0


@njit(cache=True, nogil=True)
def merge(rows, table, live, incoming, moduli, states_limit):
    """Add rows (packed or a hash table: EMPTY keys are skipped; incoming states) into table,
    which holds live states; returns the table (grown as needed) and its states (-1 past
    states_limit).

    The table is first made large enough for both: rows read from a table with the same hash
    come in the order of their slots, and inserted so into a table that fills up as they come
    they pile up in ever longer runs (minutes instead of a second on 7x7).  It grows by half
    again at least: grown to just what each chunk needs, a square whose states outgrow its
    estimate would rehash its whole table once a chunk (8x8 closed, square 26: 19 s of 46)."""
    need = np.int64((live + incoming) / MAX_LOAD) + 1
    if need > table.shape[0]:  # by half again at least: a table outgrown chunk after chunk
        table = _resize(table, max(need, table.shape[0] * 3 // 2))
    add = np.zeros(moduli.shape[0], dtype=np.uint64)
    for i in range(rows.shape[0]):
        key = rows[i, 0]
        if key == EMPTY:
            continue
        for r in range(moduli.shape[0]):
            add[r] = rows[i, 1 + r]
        if _insert(table, key, add, moduli):
            live += 1
            if live > MAX_LOAD * table.shape[0]:
                if live > states_limit:
                    return table, -1
                table = _grow(table)
    if live > states_limit:  # a table made large enough at the start never grew
        return table, -1
    return table, live


@njit(cache=True, nogil=True)
def _new_table(cap, nres):
    table = np.zeros((cap, 1 + nres), dtype=np.uint64)
    table[:, 0] = EMPTY
    return table


@njit(cache=True, nogil=True)
def _grow(table):
    """The table rehashed into one half as large again."""
    return _resize(table, table.shape[0] * 3 // 2)


@njit(cache=True, nogil=True)
def _resize(table, cap):
    """The table rehashed into cap slots."""
    new = _new_table(cap, table.shape[1] - 1)
    _rehash(table, new)
    return new


@njit(cache=True, nogil=True)
def _rehash(table, new):
    """Every row of table put into the empty table new (as big, or bigger)."""
    cap = new.shape[0]
    for i in range(table.shape[0]):
        key = table[i, 0]
        if key == EMPTY:
            continue
        s = _slot(key, cap)
        while new[s, 0] != EMPTY:
            s += 1
            if s == cap:
                s = 0
        new[s, :] = table[i, :]


@njit(cache=True, nogil=True)
def compact(table, live):
    """The live rows of a hash table, packed (the next square's input)."""
    out = np.empty((live, table.shape[1]), dtype=np.uint64)
    j = 0
    for i in range(table.shape[0]):
        if table[i, 0] != EMPTY:
            out[j, :] = table[i, :]
            j += 1
    return out


@njit(cache=True, nogil=True)
def compact_in_place(table):
    """Move the live rows of a hash table to its front, in slot order; returns how many."""
    j = 0
    for i in range(table.shape[0]):
        if table[i, 0] != EMPTY:
            if j != i:
                table[j, :] = table[i, :]
            j += 1
    return j


@njit(cache=True, nogil=True)
def _insert(table, key, add, moduli):
    """Add the ways add to state key (a row: the key, then its ways, one cache line); True
    when the key is new."""
    cap = table.shape[0]
    s = _slot(key, cap)
    while True:
        got = table[s, 0]
        if got == key:
            for r in range(moduli.shape[0]):
                # modulus 0 is 2**64: the sum wraps, and v >= 0 takes nothing off
                v = table[s, 1 + r] + add[r]
                if v >= moduli[r]:
                    v -= moduli[r]
                table[s, 1 + r] = v
            return False
        if got == EMPTY:
            table[s, 0] = key
            for r in range(moduli.shape[0]):
                table[s, 1 + r] = add[r]
            return True
        s += 1
        if s == cap:
            s = 0


@njit(cache=True, nogil=True)
def _decode(key, span, deg, mate, pos, used):
    """Unpack key into deg and mate (positions 0 .. span - 1); returns the tour ends placed
    (the squares marked 2)."""
    npaired = 0
    ends = 0
    for i in range(span):
        t = (key >> np.uint64(2 * i)) & np.uint64(3)
        if t == 0:
            deg[i] = 0
        elif t == 1:
            deg[i] = 2
        elif t == 2:
            deg[i] = 1
            mate[i] = -1
            ends += 1
        else:
            deg[i] = 1
            pos[npaired] = i
            used[npaired] = False
            npaired += 1
    deg[span] = 0
    code = key >> np.uint64(2 * span)
    first = 0
    left = npaired
    while left > 0:
        while used[first]:
            first += 1
        used[first] = True
        left -= 1
        rank = np.int64(code % np.uint64(left))
        code //= np.uint64(left)
        j = first + 1
        while True:
            if not used[j]:
                if rank == 0:
                    break
                rank -= 1
            j += 1
        used[j] = True
        left -= 1
        mate[pos[first]] = pos[j]
        mate[pos[j]] = pos[first]
    return ends


@njit(cache=True, nogil=True)
def _encode(deg, mate, span, pos, used, index):
    """The key of the frontier one square on: positions 1 .. span of deg and mate."""
    key = np.uint64(0)
    npaired = 0
    for i in range(1, span + 1):
        d = deg[i]
        if d == 0:
            continue
        if d == 2:
            t = 1
        elif mate[i] < 0:
            t = 2
        else:
            t = 3
            pos[npaired] = i
            index[i] = npaired
            used[npaired] = False
            npaired += 1
        key |= np.uint64(t) << np.uint64(2 * (i - 1))
    code = np.uint64(0)
    mult = np.uint64(1)
    first = 0
    left = npaired
    while left > 0:
        while used[first]:
            first += 1
        used[first] = True
        left -= 1
        j = index[mate[pos[first]]]
        rank = 0
        for q in range(first + 1, j):
            if not used[q]:
                rank += 1
        used[j] = True
        code += np.uint64(rank) * mult
        mult *= np.uint64(left)
        left -= 1
    return key | (code << np.uint64(2 * span))


@njit(cache=True, nogil=True)
def _join(deg, mate, t):
    """Add the move between position 0 and position t; returns 0 (a longer piece), 1 (a piece
    closed on itself: a cycle) or 2 (a piece whose both ends are ends of the tour)."""
    a = 0 if deg[0] == 0 else mate[0]
    b = t if deg[t] == 0 else mate[t]
    deg[0] += 1
    deg[t] += 1
    if a == t:
        return 1
    if a >= 0:
        mate[a] = b
    if b >= 0:
        mate[b] = a
    if a < 0 and b < 0:
        return 2
    return 0


@njit(cache=True, nogil=True, inline="always")
def _profile(key, span, ends):
    # the degrees of a key's squares and its tour ends: the pairing dropped, 3 (paired end)
    # read as 2 (an end), so the two bits of a square say 0, 2 or 1 moves; the ends above
    low = key & ((np.uint64(1) << np.uint64(2 * span)) - np.uint64(1))
    hi = low & np.uint64(0xAAAAAAAAAAAAAAAA)
    lo = low & np.uint64(0x5555555555555555)
    return hi | (lo & ~(hi >> np.uint64(1))) | (np.uint64(ends) << np.uint64(2 * span))


@njit(cache=True, nogil=True)
def _memo_grow(memo):
    new = np.full(memo.shape[0] * 2, EMPTY, dtype=np.uint64)
    cap = new.shape[0]
    for i in range(memo.shape[0]):
        e = memo[i]
        if e == EMPTY:
            continue
        s = _slot(e >> np.uint64(1), cap)
        while new[s] != EMPTY:
            s += 1
            if s == cap:
                s = 0
        new[s] = e
    return new


@njit(cache=True, nogil=True)
def _degrees_feasible(deg, ends, k, span, n, adj, rev, colour, endable, max_ends, sc, fl):
    """Whether the squares after k (deg: the degrees of k + 1 .. k + span, none beyond) can
    still get their missing moves from moves among themselves, with at most max_ends - ends
    tour ends short of one move (on endable squares).  A degree-constrained subgraph of the
    bipartite move graph, so a maximum flow: tried from the squares of one colour, along
    augmenting paths.  False only when no tour can complete the frontier; connectivity is
    not looked at.

    sc: scratch (8 x n int64: need, fill, visits, parents, queue); fl: n x width int8 (the
    moves used).

    Over 80 lines: one numba kernel's loop over its state, kept whole: its parts share a
    dozen locals at every step, and numba passes arrays to a function it inlines with their
    references counted at each call (60-70% slower, measured on the move check)."""
    need, fill, queue = sc[0], sc[1], sc[2]
    seen_a, seen_b = sc[3], sc[4]  # the search that marked a square last
    par_a, par_b, par_s = sc[5], sc[6], sc[7]  # how the search came to a square
    spare = max_ends - ends
    sum_a = sum_b = 0
    end_a = end_b = 0
    for p in range(k + 1, n):
        j = p - k
        need[p] = 2 - deg[j] if j <= span else 2
        fill[p] = 0
        seen_a[p] = -1
        seen_b[p] = -1
        for s in range(adj.shape[1]):
            fl[p, s] = 0
        if need[p] > 0:
            if colour[p] == 0:
                sum_a += need[p]
                if endable[p]:
                    end_a += 1
            else:
                sum_b += need[p]
                if endable[p]:
                    end_b += 1
    # a flow f leaves sum_a - f and sum_b - f moves missing: tour ends, one a square
    target = max(
        sum_a - min(spare, end_a), sum_b - min(spare, end_b), (sum_a + sum_b - spare + 1) // 2
    )
    if target <= 0:
        return True
    if target > min(sum_a, sum_b):
        return False
    flow = 0
    for a in range(k + 1, n):  # greedy first
        if colour[a] != 0:
            continue
        for s in range(adj.shape[1]):
            if fill[a] >= need[a]:
                break
            v = adj[a, s]
            if v < 0:
                break
            if v > k and fill[v] < need[v]:
                fl[a, s] = 1
                fill[a] += 1
                fill[v] += 1
                flow += 1
    if flow >= target:
        return True
    lost = 0
    stamp = 0
    for a in range(k + 1, n):
        if colour[a] != 0:
            continue
        while fill[a] < need[a]:
            stamp += 1
            head = 0
            tail = 1
            queue[0] = a
            seen_a[a] = stamp
            found = -1
            while head < tail and found < 0:
                x = queue[head]
                head += 1
                for s in range(adj.shape[1]):
                    v = adj[x, s]
                    if v < 0:
                        break
                    if v <= k or fl[x, s] != 0 or seen_b[v] == stamp:
                        continue
                    seen_b[v] = stamp
                    par_b[v] = x
                    par_s[v] = s
                    if fill[v] < need[v]:
                        found = v
                        break
                    for r in range(adj.shape[1]):  # back along a used move into v
                        y = adj[v, r]
                        if y < 0:
                            break
                        if y > k and seen_a[y] != stamp and fl[y, rev[v, r]] != 0:
                            seen_a[y] = stamp
                            par_a[y] = v
                            queue[tail] = y
                            tail += 1
            if found < 0:
                lost += need[a] - fill[a]
                if sum_a - lost < target:
                    return False
                break
            v = found
            fill[v] += 1
            while True:
                x = par_b[v]
                fl[x, par_s[v]] = 1
                if x == a:
                    break
                w = par_a[x]  # x gives up its move to w, which v took over
                for s in range(adj.shape[1]):
                    if adj[x, s] == w:
                        fl[x, s] = 0
                        break
                v = w
            fill[a] += 1
            flow += 1
            if flow >= target:
                return True
    return flow >= target


@njit(cache=True, nogil=True)
def step(
    table,
    out,
    counts,
    memo,
    tally,
    moduli,
    span,
    targets,
    room,
    near,
    endable,
    mode,
    is_start,
    start_pending,
    last,
    states_limit,
    parts,
    own,
    control,
    prune,
    k,
    adj,
    rev,
    colour,
    endable_all,
    record,
):
    """Take one square: every state of table (rows: key, ways; the frontier before the square)
    added into out, the tables of the frontier after it, one per part (states split by _part;
    counts: the states in each).  With own >= 0, out is one table that keeps only the states
    of part own of parts: threads that each own a part read the same input and share no
    table.  Several tables of input may be taken into the same out, one call each: memo
    (slots of degree profiles found completable or not, EMPTY when free; tally[0] of them
    used) is carried from one call to the next of the same square.

    targets: the square's later neighbours as distances along the line; room[j]: how many
    neighbours later than this square the square j places on still has beyond the frontier,
    near[j]: its neighbours later than this square within the frontier (positions, -1 for
    none); last: how many squares follow this one.  control[0] is read every few thousand
    states (non-zero: stop at once) and control[1] is set to the states taken so far.
    Returns out (grown as needed), memo (likewise), and 0, or -1 when a part would pass
    states_limit, -2 when stopped.

    prune (a bipartite move graph only): a new state is kept only when its squares' degrees
    can still be completed (_degrees_feasible, remembered per degree profile); k: the
    square's line position, adj, rev, colour and endable_all: per line position its
    neighbours (positions, -1 padded), the slot of it in each neighbour's row, its colour,
    whether a tour may end on it.

    record: the square's moves are listed, not counted: out is one table of rows (the new
    state's key, the position in table of the state it came from), counts[0] of them, grown
    as needed (transfer.py makes the square's map of states from them).

    Over 80 lines: one numba kernel's loop over its state, kept whole: its parts share a
    dozen locals at every step, and numba passes arrays to a function it inlines with their
    references counted at each call (60-70% slower, measured on the move check)."""
    nres = moduli.shape[0]
    deg0 = np.zeros(span + 1, dtype=np.int64)
    mate0 = np.zeros(span + 1, dtype=np.int64)
    deg = np.zeros(span + 1, dtype=np.int64)
    mate = np.zeros(span + 1, dtype=np.int64)
    pos = np.zeros(span + 1, dtype=np.int64)
    used = np.zeros(span + 1, dtype=np.bool_)
    index = np.zeros(span + 1, dtype=np.int64)
    add = np.zeros(nres, dtype=np.uint64)
    free = np.zeros(targets.shape[0], dtype=np.int64)
    seen = min(span, last)  # positions 1 .. seen are squares of the board
    complete_ok = last <= span
    max_ends = 0 if mode == CLOSED else 2
    reserved = 1 if start_pending else 0
    n = k + 1 + last
    # the degree test's scratch, the size of the board: made only when a state is tested (a
    # square of a long board must not pay for the whole board when nothing is tested)
    sc = np.zeros((8, 0), dtype=np.int64)
    fl = np.zeros((0, adj.shape[1]), dtype=np.int8)
    for i in range(table.shape[0]):
        if i & 4095 == 0:
            control[1] = i
            if control[0] != 0:
                return out, memo, -2
        key = table[i, 0]
        if key == EMPTY:
            continue
        ends0 = _decode(key, span, deg0, mate0, pos, used)
        d0 = deg0[0]
        if d0 == 2 and is_start:
            continue
        nfree = 0
        for q in range(targets.shape[0]):
            if deg0[targets[q]] < 2:
                free[nfree] = targets[q]
                nfree += 1
        for r in range(nres):
            add[r] = table[i, 1 + r]
        # as an end of the tour (final degree 1) or passed through (final degree 2)
        for final in range(1, 3):
            if final == 1:
                if d0 > 1 or not endable[0]:
                    continue
                if not is_start and ends0 + reserved >= max_ends:
                    continue
            elif is_start:
                continue
            need = final - d0
            if need < 0 or need > nfree:
                continue
            # every choice of `need` moves out of the free targets
            a_hi = nfree if need >= 1 else 1
            for a in range(a_hi):
                b_lo = a + 1 if need == 2 else 0
                b_hi = nfree if need == 2 else 1
                for b in range(b_lo, b_hi):
                    for p in range(span + 1):
                        deg[p] = deg0[p]
                        mate[p] = mate0[p]
                    ends = ends0
                    done = False
                    ok = True
                    for e in range(need):
                        t = free[a] if e == 0 else free[b]
                        got = _join(deg, mate, t)
                        if got == 1:
                            if mode != CLOSED:
                                ok = False
                                break
                            done = True
                        elif got == 2:
                            done = True
                    if not ok:
                        continue
                    if final == 1:
                        ends += 1
                        m = mate[0]
                        if m < 0:
                            done = True
                        else:
                            mate[m] = -1
                    if done and not complete_ok:
                        continue
                    # can every square ahead still get its moves?
                    forced = 0
                    for j in range(1, seen + 1):
                        have = deg[j] + room[j]
                        if have >= 2:
                            continue
                        for q in range(near.shape[1]):
                            w = near[j, q]
                            if w < 0:
                                break
                            if deg[w] < 2:
                                have += 1
                        if have >= 2:
                            continue
                        if done or have == 0:
                            ok = False
                            break
                        if not (start_pending and j == start_pending):
                            if not endable[j]:
                                ok = False
                                break
                            forced += 1
                    if not ok:
                        continue
                    if done:
                        for j in range(1, seen + 1):
                            if deg[j] != 2:
                                ok = False
                                break
                        if not ok:
                            continue
                    if forced + ends + reserved > max_ends:
                        continue
                    if 0 < start_pending <= span and deg[start_pending] == 2:
                        continue
                    new = _encode(deg, mate, span, pos, used, index)
                    p = _part(new, parts) if parts > 1 else 0
                    if own >= 0:
                        if p != own:
                            continue
                        p = 0
                    if prune:
                        prof = _profile(new, span, ends)
                        cap = memo.shape[0]
                        s = _slot(prof, cap)
                        while memo[s] != EMPTY and memo[s] >> np.uint64(1) != prof:
                            s += 1
                            if s == cap:
                                s = 0
                        if memo[s] == EMPTY:
                            if sc.shape[1] == 0:
                                sc = np.zeros((8, n + 1), dtype=np.int64)
                                fl = np.zeros((n, adj.shape[1]), dtype=np.int8)
                            fine = _degrees_feasible(
                                deg,
                                ends,
                                k,
                                span,
                                n,
                                adj,
                                rev,
                                colour,
                                endable_all,
                                max_ends,
                                sc,
                                fl,
                            )
                            memo[s] = (prof << np.uint64(1)) | np.uint64(1 if fine else 0)
                            tally[0] += 1
                            if 2 * tally[0] > cap:
                                memo = _memo_grow(memo)
                        else:
                            fine = memo[s] & np.uint64(1) != 0
                        tally[1] += 1
                        if not fine:
                            tally[2] += 1
                            continue
                    if record:
                        if counts[0] == out.shape[1]:
                            out = _longer(out)
                        out[0, counts[0], 0] = new
                        out[0, counts[0], 1] = np.uint64(i)
                        counts[0] += 1
                        continue
                    if _insert_part(out, p, new, add, moduli):
                        counts[p] += 1
                        if counts[p] > MAX_LOAD * out.shape[1]:
                            if counts[p] > states_limit:
                                return out, memo, -1
                            out = _grow_all(out)
    control[1] = table.shape[0]
    for p in range(counts.shape[0]):
        if counts[p] > states_limit:  # passed it without growing
            return out, memo, -1
    return out, memo, 0
