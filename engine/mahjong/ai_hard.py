"""The `hard` MCR AI: plans toward a hand worth eight points, and defends late in the deal.

It wins whenever a win is offered (the engine offers only wins worth 8 points or more, R5). On
its turn it keeps the discard whose remaining hand is nearest an eight-point win (`plans`), and
among those the one with most unseen tiles that would help. When an opponent may be ready and its
own hand is still far off, it throws the safest tile instead (`safety`). It claims a discard only
when the claim brings an eight-point win nearer, so a claim that would break a concealed plan
(Seven Pairs, a Knitted Straight, Thirteen Orphans) is declined. Everything it knows comes from
its own view.
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
from engine.mahjong.ai_easy import isolation
from engine.mahjong.deal import MahjongView
from engine.mahjong.hand import Meld, SetKind
from engine.mahjong.knowledge import unseen_counts
from engine.mahjong.plans import Prospect, Seat, acceptance, appraise, counts_of, kinds_of, plausible_targets
from engine.mahjong.safety import safety, threats

OUTS_BUDGET = 6  # discards whose helpful tiles are counted, per decision (the rest lose ties)
FOLD_DISTANCE = 2  # with a threat at the table, a hand this far from a win gives up attacking


class HardMahjong:
    name = "hard"

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, view: MahjongView, legal: Sequence[MahjongAction]) -> MahjongAction:
        for action in legal:
            if isinstance(action, (SelfDrawnWin, ClaimWin)):
                return action
        if len(legal) == 1:
            return legal[0]
        seat = Seat(view.seat_winds[view.seat], view.prevalent_wind, tuple(unseen_counts(view)))
        melds = tuple(m.meld for m in view.melds[view.seat])
        counts = counts_of(t.kind for t in view.hand)
        if view.phase == "turn":
            return self._on_turn(view, seat, melds, counts, legal)
        return self._on_claim(view, seat, melds, counts, legal)

    # -- a turn ----------------------------------------------------------------------------
    def _appraised_discards(self, melds, counts: list[int], seat: Seat) -> list[tuple[Prospect, float, int]]:
        """(prospect, random tie-break, kind) for every discard, nearest a win first. The
        tie-breaks are drawn here, one per discard, so the random stream does not depend on
        how much of the ranking a decision goes on to need."""
        targets = plausible_targets(melds, counts, seat)
        appraised = []
        for kind in range(len(counts)):
            if counts[kind]:
                counts[kind] -= 1
                appraised.append((appraise(melds, counts, seat, targets), kind))
                counts[kind] += 1
        kinds = kinds_of(counts)
        appraised.sort(key=lambda pk: (pk[0].distance, pk[0].shanten, -isolation(pk[1], kinds), pk[1]))
        return [(prospect, self.rng.random(), kind) for prospect, kind in appraised]

    def _ranked_discards(self, melds, counts: list[int], appraised: list[tuple[Prospect, float, int]],
                         seat: Seat, outs_budget: int = OUTS_BUDGET) -> list[tuple[Prospect, float, int]]:
        """(prospect, outs, kind) for every appraised discard, best first; outs are counted only
        for the best few discards (`outs_budget`), the others getting -1."""
        kinds = kinds_of(counts)
        best = appraised[0][0].distance
        ranked = []
        for index, (prospect, tie, kind) in enumerate(appraised):
            outs = -1.0
            if prospect.distance == best and index < outs_budget:
                counts[kind] -= 1
                outs = acceptance(melds, counts, prospect, seat)
                counts[kind] += 1
            ranked.append((prospect, outs, kind, tie))
        ranked.sort(key=lambda r: (r[0].distance, -r[1], r[0].shanten, -isolation(r[2], kinds), r[3]))
        return [(prospect, outs, kind) for prospect, outs, kind, _ in ranked]

    def _on_turn(self, view, seat, melds, counts, legal) -> MahjongAction:
        appraised = self._appraised_discards(melds, counts, seat)
        best = appraised[0][0]
        for action in legal:
            if isinstance(action, ConcealedKong):
                kong = (*melds, Meld(SetKind.KONG, action.kind, True, 0))
                rest = list(counts)
                rest[action.kind] = 0
                # Both sides are 13-tile hands: a kong is worth it when it costs no progress.
                if appraise(kong, rest, seat, plausible_targets(kong, rest, seat)).distance <= best.distance:
                    return action
            if isinstance(action, AddedKong):
                return action  # the pung stays a set either way: a free replacement draw
        ranked = self._ranked_discards(melds, counts, appraised, seat)
        kind = ranked[0][2]
        against = threats(view)
        if against and best.distance >= FOLD_DISTANCE:  # among equally safe tiles, the better discard
            kind = max(ranked, key=lambda r: (safety(r[2], view, against, seat.unseen), -r[0].distance))[2]
        for action in legal:
            if isinstance(action, Discard) and action.tile.kind == kind:
                return action
        return legal[-1]

    # -- a claim window --------------------------------------------------------------------
    def _on_claim(self, view, seat, melds, counts, legal) -> MahjongAction:
        tile = view.public.kind
        now = appraise(melds, counts, seat, plausible_targets(melds, counts, seat)).distance
        best_action, best_key = Pass(), (now, 0.0)
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
            rest = list(counts)
            for kind in used:
                rest[kind] -= 1
            claimed = (*melds, meld)
            if isinstance(action, ExposedKong):  # a replacement draw follows, not a discard
                key = (appraise(claimed, rest, seat, plausible_targets(claimed, rest, seat)).distance, 0.0)
            else:
                appraised = self._appraised_discards(claimed, rest, seat)
                prospect, outs, _ = self._ranked_discards(claimed, rest, appraised, seat, outs_budget=1)[0]
                key = (prospect.distance, -outs)
            # Only a claim that brings the win nearer is worth the exposure; between two such
            # claims, the one leaving more helpful tiles.
            if key[0] < now and key < best_key:
                best_action, best_key = action, key
        return best_action
