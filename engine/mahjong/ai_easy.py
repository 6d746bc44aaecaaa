"""The `easy` MCR AI: shanten-guided, no planning toward the 8-point minimum.

It wins whenever a win is offered (the engine only offers wins worth 8 points or more, R5),
discards the tile that leaves its hand fewest tiles from ready (isolated honors and terminals
first among equals), declares a kong when it costs no progress, and claims a discard only when
the claim, with its best discard after it, brings the hand nearer to ready. Everything it knows
comes from its own view.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.mahjong.actions import (
    AddedKong,
    Chow,
    ClaimWin,
    ConcealedKong,
    Discard,
    ExposedKong,
    MahjongAction,
    Pass,
    Pung,
    SelfDrawnWin,
)
from engine.mahjong.deal import MahjongView
from engine.mahjong.hand import Meld, SetKind
from engine.mahjong.shanten import shanten_number


def _without(kinds: Sequence[int], *removed: int) -> tuple[int, ...]:
    rest = list(kinds)
    for kind in removed:
        rest.remove(kind)
    return tuple(rest)


def isolation(kind: int, kinds: Sequence[int]) -> int:
    """How little a tile does for the hand: honors and terminals with no partner score high."""
    if kinds.count(kind) > 1:
        return 0
    if kind >= 27:
        return 3
    near = sum(1 for other in kinds if other != kind and other < 27 and other // 9 == kind // 9
               and abs(other - kind) <= 2)
    return (2 if kind % 9 in (0, 8) else 1) if near == 0 else 0


def best_discard(melds: tuple[Meld, ...], kinds: Sequence[int], rng: random.Random) -> tuple[int, int]:
    """(shanten after the discard, the kind to discard) for the discard that keeps the hand
    nearest to ready; ties go to the most isolated tile, then at random."""
    scored = []
    for kind in sorted(set(kinds)):
        after = shanten_number(melds, _without(kinds, kind))
        scored.append((after, -isolation(kind, kinds), rng.random(), kind))
    after, _, _, kind = min(scored)
    return after, kind


class EasyMahjong:
    name = "easy"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: MahjongView, legal: Sequence[MahjongAction]) -> MahjongAction:
        for action in legal:
            if isinstance(action, (SelfDrawnWin, ClaimWin)):
                return action
        melds = tuple(m.meld for m in view.melds[view.seat])
        kinds = [t.kind for t in view.hand]
        if view.phase == "turn":
            return self._on_turn(view, melds, kinds, legal)
        return self._on_claim(view, melds, kinds, legal)

    def _on_turn(self, view, melds, kinds, legal) -> MahjongAction:
        now, kind = best_discard(melds, kinds, self.rng)
        for action in legal:
            if isinstance(action, ConcealedKong):
                kong = (*melds, Meld(SetKind.KONG, action.kind, True, 0))
                # Both sides are 13-tile hands: a kong is worth it when it costs no progress.
                if shanten_number(kong, _without(kinds, *[action.kind] * 4)) <= now:
                    return action
            if isinstance(action, AddedKong):
                return action  # the pung stays a set either way: a free replacement draw
        choices = [a for a in legal if isinstance(a, Discard) and a.tile.kind == kind]
        return choices[0] if choices else legal[-1]

    def _on_claim(self, view, melds, kinds, legal) -> MahjongAction:
        tile = view.public.kind
        now = shanten_number(melds, tuple(kinds))
        best, best_after = Pass(), now
        for action in legal:
            if isinstance(action, Chow):
                used = [k for k in action.kinds() if k != tile]
                meld = Meld(SetKind.CHOW, action.low + 1, False, 1)
            elif isinstance(action, Pung):
                used, meld = [tile, tile], Meld(SetKind.PUNG, tile, False, 1)
            elif isinstance(action, ExposedKong):
                used, meld = [tile] * 3, Meld(SetKind.KONG, tile, False, 1)
            else:
                continue
            rest = _without(kinds, *used)
            if isinstance(action, ExposedKong):
                after = shanten_number((*melds, meld), rest)  # a replacement draw follows
            else:
                after, _ = best_discard((*melds, meld), rest, self.rng)
            if after < best_after:
                best, best_after = action, after
        return best
