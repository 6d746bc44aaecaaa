"""Per-suit tables: how the tiles of one suit (or the honors) break into sets.

A hand's suits never interact (chows stay within a suit), so every question about the whole
hand — is it complete, how can it be arranged, how far is it from ready — is answered by
combining the answers for its four groups. Each group is keyed by its counts packed three bits
per tile (a count may reach 5 when asking whether a fifth copy would complete a shape); answers
are memoised by key, so after a short warm-up almost every lookup is one cache hit. The memos
are bounded (least recently used answers go first): a scorer fed hands for hours, or an AI
playing all evening, holds a fixed amount of them rather than every group it ever met.
"""

from __future__ import annotations

from functools import lru_cache

PUNG, CHOW, PAIR = 1, 0, 3  # kinds of the pieces found inside a group; CHOW tile = middle offset

SHIFT = tuple(3 * i for i in range(9))  # bit offset of each tile's count in a group key

# Groups met often enough to stay: a few thousand shapes cover nearly every lookup of real play
# (benchmarks/mcr.py measures the rates, benchmarks/memory.py the scorer's flat memory).
MEMO_SIZE = 1 << 14
# Shanten's sub-groups are more varied (partial shapes, a fifth copy probed): a larger bound.
OPTIONS_MEMO_SIZE = 1 << 15
_EMPTY = ((0, 0, 0),)


def group_key(counts, start: int, length: int) -> int:
    key = 0
    for i in range(length):
        key |= counts[start + i] << (3 * i)
    return key


def _unpack(key: int, honor: bool) -> list[int]:
    n = 7 if honor else 9
    out = []
    for _ in range(n):
        out.append(key & 7)
        key >>= 3
    return out


@lru_cache(maxsize=MEMO_SIZE)
def decompositions(key: int, honor: bool) -> tuple:
    """Every way to split the group exactly into sets plus at most one pair.

    Each way is `(pieces, has_pair)`, pieces a sorted tuple of `(piece_kind, offset)`; a chow
    is named by its middle offset. Empty tuple if the group cannot be split."""
    counts = _unpack(key, honor)
    found: set[tuple] = set()

    def walk(i: int, pieces: list, pair: bool) -> None:
        while i < len(counts) and counts[i] == 0:
            i += 1
        if i == len(counts):
            found.add((tuple(sorted(pieces)), pair))
            return
        # the lowest remaining tile must belong to a pung, a chow starting here, or the pair
        if counts[i] >= 3:
            counts[i] -= 3
            pieces.append((PUNG, i))
            walk(i, pieces, pair)
            pieces.pop()
            counts[i] += 3
        if not honor and i <= 6 and counts[i + 1] and counts[i + 2]:
            counts[i] -= 1
            counts[i + 1] -= 1
            counts[i + 2] -= 1
            pieces.append((CHOW, i + 1))
            walk(i, pieces, pair)
            pieces.pop()
            counts[i] += 1
            counts[i + 1] += 1
            counts[i + 2] += 1
        if not pair and counts[i] >= 2:
            counts[i] -= 2
            pieces.append((PAIR, i))
            walk(i, pieces, True)
            pieces.pop()
            counts[i] += 2

    walk(0, [], False)
    return tuple(sorted(found))


@lru_cache(maxsize=MEMO_SIZE)
def complete_flags(key: int, honor: bool) -> tuple[bool, bool]:
    """(splits into sets only, splits into sets plus one pair)."""
    ways = decompositions(key, honor)
    return any(not p for _, p in ways), any(p for _, p in ways)


@lru_cache(maxsize=OPTIONS_MEMO_SIZE)
def options(key: int, honor: bool) -> tuple:
    """Pareto-best `(sets, partials, pair)` counts for the shanten formula.

    A partial is two tiles one draw away from a set (a pair, 12, 13); `pair` is 1 when a pair
    is kept aside as the hand's eyes. The lowest tile of the group is either isolated or the
    lowest tile of some piece; each choice leaves a smaller group whose answer is itself
    memoised, so groups share work. Only undominated triples are kept."""
    if key == 0:
        return _EMPTY
    i = 0
    while not (key >> (3 * i)) & 7:
        i += 1
    c = (key >> (3 * i)) & 7
    one = 1 << (3 * i)
    found: set[tuple[int, int, int]] = set()

    def add(rest: int, dm: int, dt: int, eyes: bool = False) -> None:
        for m, t, p in options(rest, honor):
            if eyes:
                if not p:
                    found.add((m, t, 1))
            else:
                found.add((m + dm, min(t + dt, 4), p))

    add(key - one, 0, 0)  # isolated
    if c >= 3:
        add(key - 3 * one, 1, 0)
    if c >= 2:
        add(key - 2 * one, 0, 0, eyes=True)
        add(key - 2 * one, 0, 1)
    if not honor:
        nxt = (key >> (3 * i + 3)) & 7 if i <= 7 else 0
        nxt2 = (key >> (3 * i + 6)) & 7 if i <= 6 else 0
        if nxt and nxt2:
            add(key - one - (one << 3) - (one << 6), 1, 0)
        if nxt:
            add(key - one - (one << 3), 0, 1)
        if nxt2:
            add(key - one - (one << 6), 0, 1)
    # Fewer than 50 triples exist: each answer holds shared ones, not copies of its own.
    return tuple(_TRIPLES.setdefault(triple, triple) for triple in sorted(_pareto(found), reverse=True))


_TRIPLES: dict[tuple[int, int, int], tuple[int, int, int]] = {}


def _pareto(triples) -> list:
    keep = []
    for a in triples:
        if not any(b != a and b[0] >= a[0] and b[1] >= a[1] and b[2] >= a[2] for b in triples):
            keep.append(a)
    return keep


def merge(a, b) -> tuple:
    """Options of two groups together: for each (sets, pair) keep the most partials.

    More partials never hurt (the formula caps them), so per (sets, pair) the maximum suffices."""
    best: dict[tuple[int, int], int] = {}
    for m, t, p in a:
        for m2, t2, p2 in b:
            if p and p2:
                continue
            k = (m + m2, p | p2)
            tt = t + t2
            if best.get(k, -1) < tt:
                best[k] = tt
    return tuple((m, t, p) for (m, p), t in best.items())


def evaluate(states, sets_needed: int) -> int:
    """Regular-form shanten: 2K - 2·sets - partials - pair, where only K - sets partials count
    and -1 means complete."""
    best = 99
    for m, t, p in states:
        if m > sets_needed:
            m = sets_needed
        room = sets_needed - m
        s = 2 * sets_needed - 2 * m - (t if t < room else room) - p
        if s < best:
            best = s
    return best


def evaluate_merged(a, b, sets_needed: int) -> int:
    """`evaluate(merge(a, b))` without building the merged options (the useful-tile loop)."""
    best = 99
    for m, t, p in a:
        for m2, t2, p2 in b:
            if p and p2:
                continue
            mm = m + m2
            if mm > sets_needed:
                mm = sets_needed
            room = sets_needed - mm
            tt = t + t2
            s = 2 * sets_needed - 2 * mm - (tt if tt < room else room) - (p | p2)
            if s < best:
                best = s
    return best


def combine(option_lists, sets_needed: int) -> int:
    """Regular-form shanten of a whole hand from its groups' options."""
    present = [opts for opts in option_lists if opts is not _EMPTY]
    if not present:
        return evaluate(_EMPTY, sets_needed)
    states = present[0]
    for opts in present[1:-1]:
        states = merge(states, opts)
    if len(present) == 1:
        return evaluate(states, sets_needed)
    return evaluate_merged(states, present[-1], sets_needed)
