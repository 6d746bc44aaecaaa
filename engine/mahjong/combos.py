"""Fans made by combining sets: chows with chows, pungs with pungs.

MCR's combination principles decide how many of these a hand may count:
- a fan over four sets (Quadruple Chow, Four Pure Shifted Chows/Pungs, Big Four Winds) takes
  all four and nothing else combines;
- a fan over three sets leaves the fourth set one more combination with one of the three
  (the account-once rule);
- otherwise two-set fans are counted pairwise, but each new combination must bring in a set
  not yet combined (so n sets give at most n-1 such fans) and a set never makes the same fan
  twice with two different partners (the non-identical rule).
Results depend only on the sets' tiles, so they are memoised.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engine.mahjong import fans as F
from engine.mahjong.groups import MEMO_SIZE
from engine.mahjong.tiles import EAST, NORTH, RED, WHITE, is_dragon


def _suit(t: int) -> int:
    return t // 9


def _rank(t: int) -> int:
    return t % 9 + 1


# ---- chows (named by their middle tile) ----

def _four_chows(a, b, c, d):
    if b - a == c - b == d - c and _suit(a) == _suit(d) and b - a in (1, 2):
        return F.FOUR_PURE_SHIFTED_CHOWS
    if a == b == c == d:
        return F.QUADRUPLE_CHOW
    return None


def _three_chows(a, b, c):
    """a <= b <= c."""
    suits = {_suit(a), _suit(b), _suit(c)}
    ranks = sorted((_rank(a), _rank(b), _rank(c)))
    if len(suits) == 3:
        if ranks[1] - ranks[0] == 1 and ranks[2] - ranks[1] == 1:
            return F.MIXED_SHIFTED_CHOWS
        if ranks[0] == ranks[2]:
            return F.MIXED_TRIPLE_CHOW
        if ranks == [2, 5, 8]:
            return F.MIXED_STRAIGHT
        return None
    if len(suits) == 1:
        if b - a == 3 and c - b == 3:
            return F.PURE_STRAIGHT
        if b - a == c - b and b - a in (1, 2):
            return F.PURE_SHIFTED_CHOWS
        if a == c:
            return F.PURE_TRIPLE_CHOW
    return None


def _two_chows(a, b):
    if _suit(a) != _suit(b):
        return F.MIXED_DOUBLE_CHOW if _rank(a) == _rank(b) else None
    if abs(a - b) == 3:
        return F.SHORT_STRAIGHT
    if {_rank(a), _rank(b)} == {2, 8}:
        return F.TWO_TERMINAL_CHOWS
    if a == b:
        return F.PURE_DOUBLE_CHOW
    return None


# when several two-chow fans could be counted, keep these first (all are worth one point)
_PAIR_PREFERENCE = (F.PURE_DOUBLE_CHOW, F.MIXED_DOUBLE_CHOW, F.SHORT_STRAIGHT, F.TWO_TERMINAL_CHOWS)


def _terminal_chows(chows, pair) -> int | None:
    """Pure / Three-Suited Terminal Chows: 123 and 789 twice around a pair of fives."""
    if pair >= 27 or _rank(pair) != 5:
        return None
    ps = _suit(pair)
    ranks = sorted(_rank(t) for t in chows)
    if ranks != [2, 2, 8, 8]:
        return None
    suits = [_suit(t) for t in chows]
    if all(s == ps for s in suits):
        return F.PURE_TERMINAL_CHOWS
    lows = sorted(_suit(t) for t in chows if _rank(t) == 2)
    highs = sorted(_suit(t) for t in chows if _rank(t) == 8)
    others = sorted({0, 1, 2} - {ps})
    if lows == others and highs == others:
        return F.THREE_SUITED_TERMINAL_CHOWS
    return None


def _pairwise(chows) -> list[int]:
    """Best two-chow fans under the account-once and non-identical rules: at most n-1 of them
    (a forest over the chows), never the same fan twice on one chow; among equally many,
    prefer `_PAIR_PREFERENCE`."""
    edges = []
    for i, j in combinations(range(len(chows)), 2):
        fan = _two_chows(chows[i], chows[j])
        if fan is not None:
            edges.append((i, j, fan))
    for r in range(min(len(edges), len(chows) - 1), 0, -1):
        best, best_key = None, None
        for chosen in combinations(edges, r):
            if not _forest(chosen, len(chows)) or not _non_identical(chosen):
                continue
            key = [sum(1 for e in chosen if e[2] == p) for p in _PAIR_PREFERENCE]
            if best_key is None or key > best_key:
                best, best_key = chosen, key
        if best:
            return [e[2] for e in best]
    return []


def _forest(edges, n) -> bool:
    parent = list(range(n))

    def root(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for i, j, _ in edges:
        ri, rj = root(i), root(j)
        if ri == rj:
            return False
        parent[ri] = rj
    return True


def _non_identical(edges) -> bool:
    seen = set()
    for i, j, fan in edges:
        if (i, fan) in seen or (j, fan) in seen:
            return False
        seen.add((i, fan))
        seen.add((j, fan))
    return True


def _extra_with(free, others, pair_fan) -> list[int]:
    """The set left out of a three-set fan may still combine once."""
    found = [pair_fan(free, o) for o in others]
    for fan in _PAIR_PREFERENCE + (F.DOUBLE_PUNG, F.TWO_DRAGON_PUNGS):
        if fan in found:
            return [fan]
    return []


@lru_cache(maxsize=MEMO_SIZE)
def chow_fans(chows: tuple[int, ...], pair: int) -> tuple[int, ...]:
    """Fans from the chows of an arrangement (sorted middle tiles) and its pair."""
    n = len(chows)
    if n == 4:
        special = _terminal_chows(chows, pair)
        if special is not None:
            return (special,)
        fan = _four_chows(*chows)
        if fan is not None:
            return (fan,)
    if n >= 3:
        found = []
        for trio in combinations(range(n), 3):
            fan = _three_chows(*(chows[i] for i in trio))
            if fan is not None:
                found.append((F.POINTS[fan], -len(found), fan, trio))
        if found:
            _, _, fan, trio = max(found)
            free = [chows[i] for i in range(n) if i not in trio]
            extra = _extra_with(free[0], [chows[i] for i in trio], _two_chows) if free else []
            return (fan, *extra)
    if n >= 2:
        return tuple(_pairwise(chows))
    return ()


# ---- pungs and kongs (named by their tile) ----

def _two_pungs(a, b):
    if a < 27 and b < 27:
        return F.DOUBLE_PUNG if _rank(a) == _rank(b) else None
    if is_dragon(a) and is_dragon(b):
        return F.TWO_DRAGON_PUNGS
    return None


def _three_pungs(a, b, c):
    if c < 27:
        suits = {_suit(a), _suit(b), _suit(c)}
        ranks = sorted((_rank(a), _rank(b), _rank(c)))
        if len(suits) == 3:
            if ranks[1] - ranks[0] == 1 and ranks[2] - ranks[1] == 1:
                return F.MIXED_SHIFTED_PUNGS
            if ranks[0] == ranks[2]:
                return F.TRIPLE_PUNG
        elif len(suits) == 1 and b - a == 1 and c - b == 1:
            return F.PURE_SHIFTED_PUNGS
        return None
    if EAST <= a and c <= NORTH:
        return F.BIG_THREE_WINDS
    if (a, b, c) == (RED, RED + 1, WHITE):
        return F.BIG_THREE_DRAGONS
    return None


def _four_pungs(a, b, c, d):
    if d < 27 and _suit(a) == _suit(d) and b - a == c - b == d - c == 1:
        return F.FOUR_PURE_SHIFTED_PUNGS
    if (a, d) == (EAST, NORTH):
        return F.BIG_FOUR_WINDS
    return None


@lru_cache(maxsize=MEMO_SIZE)
def pung_fans(pungs: tuple[int, ...]) -> tuple[int, ...]:
    """Fans from combining the pungs and kongs of an arrangement (sorted tiles)."""
    n = len(pungs)
    if n == 4:
        fan = _four_pungs(*pungs)
        if fan is not None:
            return (fan,)
    if n >= 3:
        for trio in combinations(range(n), 3):
            fan = _three_pungs(*(pungs[i] for i in trio))
            if fan is not None:
                free = [pungs[i] for i in range(n) if i not in trio]
                extra = _extra_with(free[0], [pungs[i] for i in trio], _two_pungs) if free else []
                return (fan, *extra)
    # every pair counts: two pair fans sharing a pung would already make a three-pung fan
    # (Triple Pung, Big Three Dragons), so the account-once rule never bites here
    out = []
    for a, b in combinations(pungs, 2):
        fan = _two_pungs(a, b)
        if fan is not None:
            out.append(fan)
    return tuple(out)
