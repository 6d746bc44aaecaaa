"""Hand plans that reach MCR's eight points, and how far a hand is from each.

A win needs eight points before flowers (R5), so a hand nearest to ready is not always the hand
nearest to a win. A `Target` is one plan: sets it must contain (the chows of a Pure Straight, the
nine tiles of a Knitted Straight), tiles it may use (a flush), or a special form (Seven Pairs,
Thirteen Orphans). Its distance is counted like shanten — tiles still to exchange before the
hand is ready for that plan — plus a penalty for plans worth under eight points alone, which
need a second pattern before the engine will offer the win.

Distances are plain counts over the tiles a seat holds; the AI weighs them against the copies it
has not seen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.mahjong.arrangements import KNITTED_STRAIGHTS
from engine.mahjong.hand import Meld, SetKind
from engine.mahjong.shanten import honors_and_knitted, regular_shanten, seven_pairs, thirteen_orphans
from engine.mahjong.tiles import GREEN, HONOR_KINDS, KINDS, RED, REVERSIBLE, TERMINALS_AND_HONORS, WHITE

FAR = 99  # the distance of a plan the declared sets or the seen tiles rule out

SUITS = (0, 1, 2)
DRAGONS = (RED, GREEN, WHITE)


@dataclass(frozen=True)
class Target:
    name: str
    chows: tuple[int, ...] = ()  # middle kinds of chows the plan needs (a declared chow may supply one)
    pungs: tuple[int, ...] = ()  # kinds of pungs the plan needs (a declared pung or kong may supply one)
    tiles: tuple[int, ...] = ()  # single tiles the plan needs from the hand (a knitted straight)
    allowed: frozenset[int] | None = None  # the only kinds the plan may use; None: any
    form: str = "regular"  # regular, all_pungs, seven_pairs, thirteen_orphans, honors_and_knitted
    penalty: int = 0  # one when the plan is worth under eight points by itself


def _suit(s: int) -> tuple[int, ...]:
    return tuple(range(9 * s, 9 * s + 9))


def _ranks(ranks: Sequence[int]) -> frozenset[int]:
    return frozenset(9 * s + r - 1 for s in SUITS for r in ranks)


def _build() -> tuple[Target, ...]:
    targets: list[Target] = []
    for s in SUITS:
        base = 9 * s
        targets.append(Target(f"full_flush_{s}", allowed=frozenset(_suit(s))))  # 24
        targets.append(Target(f"half_flush_{s}", allowed=frozenset(_suit(s) + HONOR_KINDS), penalty=1))  # 6
        targets.append(Target(f"pure_straight_{s}", chows=(base + 1, base + 4, base + 7)))  # 16
        for step in (1, 2):  # Pure Shifted Chows, 16
            for low in range(0, 9 - 2 - 2 * step):
                targets.append(Target(f"pure_shifted_{s}_{step}_{low}",
                                      chows=tuple(base + low + 1 + k * step for k in range(3))))
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)):  # Mixed Straight, 8
        targets.append(Target(f"mixed_straight_{order}", chows=tuple(9 * s + 1 + 3 * i for i, s in enumerate(order))))
    for middle in range(1, 8):  # Mixed Triple Chow, 8
        targets.append(Target(f"mixed_triple_{middle}", chows=tuple(9 * s + middle for s in SUITS)))
    for i, straight in enumerate(KNITTED_STRAIGHTS):  # Knitted Straight, 12 (one set and a pair besides)
        targets.append(Target(f"knitted_{i}", tiles=straight))
    for a in range(3):  # Two Dragon Pungs, 6
        for b in range(a + 1, 3):
            targets.append(Target(f"dragons_{a}{b}", pungs=(DRAGONS[a], DRAGONS[b]), penalty=1))
    targets += [
        Target("upper_four", allowed=_ranks((6, 7, 8, 9))),  # 12
        Target("lower_four", allowed=_ranks((1, 2, 3, 4))),  # 12
        Target("reversible", allowed=REVERSIBLE),  # 8
        Target("all_pungs", form="all_pungs", penalty=1),  # 6
        Target("all_even_pungs", form="all_pungs", allowed=_ranks((2, 4, 6, 8))),  # 24
        Target("all_terminals_and_honors", form="all_pungs",
               allowed=frozenset(TERMINALS_AND_HONORS)),  # 32
        Target("seven_pairs", form="seven_pairs"),  # 24
        Target("thirteen_orphans", form="thirteen_orphans"),  # 88
        Target("honors_and_knitted", form="honors_and_knitted"),  # 12
    ]
    return tuple(targets)


TARGETS = _build()


def _pung_distance(melds: tuple[Meld, ...], counts: list[int]) -> int:
    """Shanten toward four pungs (or kongs) and a pair."""
    if any(m.kind == SetKind.CHOW for m in melds):
        return FAR
    needed = 4 - len(melds)
    pungs = sum(1 for c in counts if c >= 3)
    pairs = sum(1 for c in counts if c == 2)
    sets = min(pungs, needed)
    spare = pairs + pungs - sets  # a spare pung can stand as the pair
    pair = 1 if spare else 0
    partial = min(spare - pair, needed - sets)
    return 2 * (needed - sets) - partial - pair


def distance(target: Target, melds: tuple[Meld, ...], counts: Sequence[int], unseen: Sequence[int]) -> int:
    """Tiles to exchange before this hand is ready for `target` (FAR if it cannot get there).

    `counts` are the concealed tiles by kind; `unseen` the copies this seat has not seen, so a
    plan that needs a tile whose every copy is already in sight is ruled out."""
    allowed = target.allowed
    exchanges = 0  # tiles the plan cannot use, each of which must go before the hand is ready
    if allowed is not None:
        if any(t not in allowed for m in melds for t in m.tiles()):
            return FAR
        rest = [c if k in allowed else 0 for k, c in enumerate(counts)]
        # Shanten counts sets, not tiles, so it would call a few flush tiles near ready; but a
        # ready hand holds 13 allowed tiles (a 14th may still be discarded).
        held = sum(counts)
        exchanges = held - sum(rest) - (held + 3 * len(melds) - 13)
    else:
        rest = list(counts)
    form = target.form
    if form != "regular":
        if form == "all_pungs":
            return max(_pung_distance(melds, rest), exchanges) + target.penalty
        if melds:
            return FAR
        if form == "seven_pairs":
            return seven_pairs(rest).shanten
        if form == "thirteen_orphans":
            return thirteen_orphans(rest).shanten
        return honors_and_knitted(rest).shanten
    chows, pungs = list(target.chows), list(target.pungs)
    for meld in melds:  # a declared set the plan names is a set it no longer needs
        if meld.kind == SetKind.CHOW and meld.tile in chows:
            chows.remove(meld.tile)
        elif meld.kind != SetKind.CHOW and meld.tile in pungs:
            pungs.remove(meld.tile)
    sets_needed = 4 - len(melds) - len(chows) - len(pungs) - len(target.tiles) // 3
    if sets_needed < 0:
        return FAR
    missing = [0] * KINDS
    wanted = [*target.tiles, *(m + d for m in chows for d in (-1, 0, 1)), *(p for p in pungs for _ in range(3))]
    for kind in wanted:
        if rest[kind]:
            rest[kind] -= 1
        else:
            missing[kind] += 1
            if missing[kind] > unseen[kind]:
                return FAR
    return max(sum(missing) + regular_shanten(rest, sets_needed), exchanges) + target.penalty
