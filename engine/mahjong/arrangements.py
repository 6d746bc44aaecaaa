"""Every way to read a complete hand: four sets and a pair, or one of the special forms.

A regular arrangement is `(sets, pair)`: each set a `Piece(kind, tile, exposed)` with kind
CHOW (tile = middle), PUNG or KONG; declared sets come first, as declared. Special forms are
recognised from the counts alone. The scorer evaluates every arrangement and keeps the best.
"""

from __future__ import annotations

from itertools import product
from typing import NamedTuple

from engine.mahjong import groups
from engine.mahjong.hand import SetKind
from engine.mahjong.tiles import KINDS, TERMINALS_AND_HONORS

CHOW, PUNG, KONG = SetKind.CHOW, SetKind.PUNG, SetKind.KONG


class Piece(NamedTuple):
    kind: int
    tile: int
    exposed: bool


# The six knitted straights: 147, 258, 369 spread over the three suits in every order.
KNITTED_STRAIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(9 * s + r for s, start in zip(order, (0, 1, 2)) for r in (start, start + 3, start + 6)))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)
KNITTED_SETS = tuple(frozenset(k) for k in KNITTED_STRAIGHTS)


def group_keys(c) -> tuple[int, int, int, int]:
    """The four group keys of a count array (written out: this is the hottest line of scoring)."""
    return (
        c[0] | c[1] << 3 | c[2] << 6 | c[3] << 9 | c[4] << 12 | c[5] << 15 | c[6] << 18 | c[7] << 21 | c[8] << 24,
        c[9] | c[10] << 3 | c[11] << 6 | c[12] << 9 | c[13] << 12 | c[14] << 15 | c[15] << 18 | c[16] << 21 | c[17] << 24,
        c[18] | c[19] << 3 | c[20] << 6 | c[21] << 9 | c[22] << 12 | c[23] << 15 | c[24] << 18 | c[25] << 21 | c[26] << 24,
        c[27] | c[28] << 3 | c[29] << 6 | c[30] << 9 | c[31] << 12 | c[32] << 15 | c[33] << 18,
    )


def concealed_sets(counts) -> list[tuple[tuple[Piece, ...], int]]:
    """Split concealed counts into sets plus exactly one pair, every distinct way."""
    per_group = []
    for g, key in enumerate(group_keys(counts)):
        if key == 0:
            continue
        ways = groups.decompositions(key, g == 3)
        if not ways:
            return []
        per_group.append((9 * g, ways))
    out = []
    for combo in product(*(ways for _, ways in per_group)):
        if sum(1 for _, has_pair in combo if has_pair) != 1:
            continue
        sets: list[Piece] = []
        pair = -1
        for (base, _), (pieces, _) in zip(per_group, combo):
            for kind, offset in pieces:
                if kind == groups.PAIR:
                    pair = base + offset
                else:
                    sets.append(Piece(CHOW if kind == groups.CHOW else PUNG, base + offset, False))
        out.append((tuple(sets), pair))
    return out


def is_seven_pairs(counts) -> bool:
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def seven_shifted_pairs(counts) -> bool:
    present = [t for t in range(KINDS) if counts[t]]
    return (
        len(present) == 7
        and all(counts[t] == 2 for t in present)
        and present[-1] < 27
        and present[-1] - present[0] == 6
        and present[0] // 9 == present[-1] // 9
    )


def is_thirteen_orphans(counts) -> bool:
    return sum(counts) == 14 and all(counts[t] >= 1 for t in TERMINALS_AND_HONORS) and all(
        counts[t] <= 2 for t in TERMINALS_AND_HONORS
    ) and sum(counts[t] for t in TERMINALS_AND_HONORS) == 14


def honors_and_knitted(counts) -> tuple[bool, int]:
    """(is it 14 different tiles, honors plus knitted-straight tiles; how many honors)."""
    if sum(counts) != 14 or any(c > 1 for c in counts):
        return False, 0
    numbered = frozenset(t for t in range(27) if counts[t])
    if not any(numbered <= k for k in KNITTED_SETS):
        return False, 0
    return True, 14 - len(numbered)


def knitted_straight_rests(counts, sets_needed: int):
    """For a hand holding a full knitted straight: (straight, rest arrangements) per straight.

    The rest must be `sets_needed` sets and a pair (one set may be declared instead)."""
    out = []
    for straight in KNITTED_STRAIGHTS:
        if all(counts[t] for t in straight):
            rest = list(counts)
            for t in straight:
                rest[t] -= 1
            if sum(rest) == 3 * sets_needed + 2:
                ways = concealed_sets(rest)
                if ways:
                    out.append((straight, ways))
    return out
