"""What a seat can count from its own view: the copies of each tile it has not seen.

The hint ("tiles that improve your hand") and the AIs weigh useful tiles by how many copies
may still come; nothing here reads a state, only a `MahjongView`.
"""

from __future__ import annotations

from engine.mahjong.deal import MahjongView
from engine.mahjong.tiles import KINDS


def seen_counts(view: MahjongView) -> list[int]:
    """Copies of each kind this seat can see: its hand, every river, every face-up set and
    the tile a claim window is open on (another seat's concealed kong shows nothing)."""
    counts = [0] * KINDS
    tiles = list(view.hand)
    tiles += [t for river in view.rivers for t in river]
    tiles += [t for melds in view.melds for m in melds for t in m.tiles]
    if view.public is not None:
        tiles.append(view.public)
    for tile in tiles:
        if not tile.is_flower:
            counts[tile.kind] += 1
    return counts


def unseen_counts(view: MahjongView) -> list[int]:
    """Copies of each kind that may still be drawn or discarded, as far as this seat knows."""
    return [4 - n for n in seen_counts(view)]
