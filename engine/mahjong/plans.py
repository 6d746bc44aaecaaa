"""How promising a hand is for the `hard` AI: its distance to an eight-point win, and its outs.

A 13-tile hand (declared sets plus standing tiles) is appraised as a `Prospect`. When it is ready,
its waits are scored as real wins and only the waits worth eight points before flowers count
(R5): a ready hand with none is no nearer a win than one tile away. Otherwise its distance is the
nearest of the plans in `targets`, or its plain shanten with a penalty (many hands pick up enough
small patterns on the way, but none is promised).

Work is counted, never timed (the AI caps how many discards have their outs counted), so a seed
always replays identically.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.mahjong.errors import MahjongError
from engine.mahjong.hand import Meld, WinningHand, WinSituation
from engine.mahjong.scoring import MIN_POINTS, score
from engine.mahjong.shanten import analyse, shanten_number
from engine.mahjong.targets import FAR, TARGETS, Target, distance
from engine.mahjong.tiles import KINDS

PLAIN_PENALTY = 2  # a hand with no plan is counted this much farther than its shanten
SELF_DRAW_ONLY = 0.3  # a wait worth eight points only when self-drawn comes about this often


@dataclass(frozen=True)
class Seat:
    """What the appraisal needs to know about the seat: its winds and the unseen copies."""

    seat_wind: int
    prevalent_wind: int
    unseen: tuple[int, ...]


@dataclass(frozen=True)
class Prospect:
    distance: int  # 0: ready with an eight-point wait; else tiles to exchange, as shanten
    shanten: int  # plain shanten, which breaks ties
    outs: float = 0.0  # for a ready hand: unseen copies of its eight-point waits
    near: tuple[Target, ...] = ()  # the plans at exactly `distance`, which a helpful tile must advance


def counts_of(kinds: Sequence[int]) -> list[int]:
    counts = [0] * KINDS
    for kind in kinds:
        counts[kind] += 1
    return counts


def kinds_of(counts: Sequence[int]) -> tuple[int, ...]:
    return tuple(k for k in range(KINDS) for _ in range(counts[k]))


def plausible_targets(melds: tuple[Meld, ...], counts: Sequence[int], seat: Seat) -> tuple[Target, ...]:
    """The plans worth looking at for this hand (14 tiles, or 11 after a claim): those within one
    of the nearest. A discard lowers no plan's distance and raises the nearest by at most one,
    so the others can never be nearest after it."""
    measured = [(distance(t, melds, counts, seat.unseen), t) for t in TARGETS]
    nearest = min(d for d, _ in measured)
    return tuple(t for d, t in measured if d < FAR and d <= nearest + 1)


def plan_distance(melds, counts, seat: Seat, targets: Sequence[Target], shanten: int) -> tuple[int, tuple[Target, ...]]:
    """The distance of a hand that is not ready with an eight-point wait (at least one), and
    the plans at that distance."""
    measured = [(distance(target, melds, counts, seat.unseen), target) for target in targets]
    best = max(1, min([shanten + PLAIN_PENALTY, *(d for d, _ in measured)]))
    return best, tuple(t for d, t in measured if d == best)


def win_points(melds, kinds: tuple[int, ...], win: int, self_drawn: bool, seat: Seat) -> int:
    """Points before flowers of winning on `win`, or 0 if the scorer refuses the hand."""
    situation = WinSituation(self_drawn=self_drawn, seat_wind=seat.seat_wind, prevalent_wind=seat.prevalent_wind)
    try:
        return score(WinningHand(melds, kinds, win, situation)).total_without_flowers
    except MahjongError:
        return 0


def winning_outs(melds, kinds: tuple[int, ...], seat: Seat) -> float:
    """Unseen copies of the waits of a ready hand that would score eight points."""
    outs = 0.0
    for win in analyse(melds, kinds).useful:  # a ready hand's useful tiles are its waits
        if not seat.unseen[win]:
            continue
        if win_points(melds, kinds, win, False, seat) >= MIN_POINTS:
            outs += seat.unseen[win]
        elif win_points(melds, kinds, win, True, seat) >= MIN_POINTS:
            outs += SELF_DRAW_ONLY * seat.unseen[win]
    return outs


def appraise(melds: tuple[Meld, ...], counts: list[int], seat: Seat, targets: Sequence[Target]) -> Prospect:
    """The prospect of a 13-tile hand (a kong counting three)."""
    kinds = kinds_of(counts)
    shanten = shanten_number(melds, kinds)
    if shanten == 0:
        outs = winning_outs(melds, kinds, seat)
        if outs:
            return Prospect(0, 0, outs)
    best, near = plan_distance(melds, counts, seat, targets, shanten)
    return Prospect(best, shanten, near=near)


def acceptance(melds, counts: list[int], prospect: Prospect, seat: Seat) -> float:
    """Unseen copies of the tiles that would bring this 13-tile hand (the one `prospect`
    appraised) nearer to a win."""
    if prospect.distance == 0:
        return prospect.outs
    near = prospect.near
    plain = prospect.shanten + PLAIN_PENALTY == prospect.distance
    total = 0
    for kind in range(KINDS):
        if not seat.unseen[kind] or counts[kind] == 4:
            continue
        counts[kind] += 1
        better = any(distance(t, melds, counts, seat.unseen) < prospect.distance for t in near)
        if not better and plain:
            better = shanten_number(melds, kinds_of(counts)) < prospect.shanten
        counts[kind] -= 1
        if better:
            total += seat.unseen[kind]
    return total
