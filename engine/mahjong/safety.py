"""How safe a discard is against opponents who may be ready, judged from one seat's view.

MCR has no rule against winning on a tile one has discarded oneself, so nothing is certain; but a
tile a threatening player threw away, a tile whose other copies are all in sight, or an honor
few copies of which remain, rarely completes that player's hand.
"""

from __future__ import annotations

from typing import Sequence

from engine.mahjong.deal import MahjongView

LATE_WALL = 24  # from here on every opponent may be ready
MELDS_OF_A_THREAT = 3  # an opponent with this many declared sets is near ready at any time


def threats(view: MahjongView) -> tuple[int, ...]:
    """Opponents who may be ready now: those with many declared sets, and everyone late on."""
    others = [seat for seat in range(len(view.hand_sizes)) if seat != view.seat]
    if view.wall_size <= LATE_WALL:
        return tuple(others)
    return tuple(seat for seat in others if len(view.melds[seat]) >= MELDS_OF_A_THREAT)


def safety(kind: int, view: MahjongView, against: Sequence[int], unseen: Sequence[int]) -> float:
    """Higher is safer. Each threat adds its own judgement, so a tile safe against all is best."""
    total = 0.0
    for seat in against:
        score = 0.0
        if any(t.kind == kind for t in view.rivers[seat]):
            score += 3  # the player gave this tile up, so is unlikely to be waiting on it
        if kind >= 27:
            score += 4 - unseen[kind]  # an honor completes only a pair or a pung: copies must be left
            if unseen[kind] == 0:
                score += 3
        else:
            score += 0.5 * (4 - unseen[kind])
            if kind % 9 in (0, 8):
                score += 1  # a terminal completes fewer chows than a middle tile
        total += score
    return total
