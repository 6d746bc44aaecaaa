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

from engine.core.review import ChoiceGap
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
            after = claimed_hand(action, tile, melds, counts)
            if after is None:
                continue
            claimed, rest = after
            if isinstance(action, ExposedKong):  # a replacement draw follows, not a discard
                key = (appraise(claimed, rest, seat, plausible_targets(claimed, rest, seat)).distance, 0.0)
            else:
                prospect, outs = self._after_claim(claimed, rest, seat)
                key = (prospect.distance, -outs)
            # Only a claim that brings the win nearer is worth the exposure; between two such
            # claims, the one leaving more helpful tiles.
            if key[0] < now and key < best_key:
                best_action, best_key = action, key
        return best_action

    def _after_claim(self, claimed, rest: list[int], seat: Seat) -> tuple[Prospect, float]:
        """The hand a chow or pung leaves once its best discard is made: prospect and outs."""
        appraised = self._appraised_discards(claimed, rest, seat)
        prospect, outs, _ = self._ranked_discards(claimed, rest, appraised, seat, outs_budget=1)[0]
        return prospect, outs


def claimed_hand(action: MahjongAction, tile: int, melds: tuple[Meld, ...],
                 counts: list[int]) -> tuple[tuple[Meld, ...], list[int]] | None:
    """The declared sets and standing tiles after claiming `tile` with `action` (None: not a claim)."""
    if isinstance(action, Chow):
        used = [k for k in action.kinds() if k != tile]
        meld = Meld(SetKind.CHOW, action.low + 1, False, 1)
    elif isinstance(action, Pung):
        used, meld = [tile, tile], Meld(SetKind.PUNG, tile, False, 1)
    elif isinstance(action, ExposedKong):
        used, meld = [tile] * 3, Meld(SetKind.KONG, tile, False, 1)
    else:
        return None
    rest = list(counts)
    for kind in used:
        rest[kind] -= 1
    return (*melds, meld), rest


# -- the review's measure (engine/core/review.py) ----------------------------------------------------
def progress_after(view: MahjongView, action: MahjongAction) -> tuple[int, float] | None:
    """What the hard AI weighs a discard, a chow, a pung or a pass by: the hand it leaves, as
    (tiles from a ready hand worth eight points, live useful tiles). None for other choices."""
    seat = Seat(view.seat_winds[view.seat], view.prevalent_wind, tuple(unseen_counts(view)))
    melds = tuple(m.meld for m in view.melds[view.seat])
    counts = counts_of(t.kind for t in view.hand)
    if isinstance(action, Discard) and view.phase == "turn":
        targets = plausible_targets(melds, counts, seat)  # of the 14 tiles, as a turn weighs them
        counts[action.tile.kind] -= 1
        prospect = appraise(melds, counts, seat, targets)
        return prospect.distance, acceptance(melds, counts, prospect, seat)
    if view.phase == "turn" or isinstance(action, (SelfDrawnWin, ClaimWin, ExposedKong)):
        return None
    if isinstance(action, Pass):
        prospect = appraise(melds, counts, seat, plausible_targets(melds, counts, seat))
        return prospect.distance, acceptance(melds, counts, prospect, seat)
    after = claimed_hand(action, view.public.kind, melds, counts)
    if after is None:
        return None
    prospect, outs = HardMahjong(random.Random(0))._after_claim(*after, seat)  # the draw only breaks ties
    return prospect.distance, outs


#: A tile nearer a ready hand outweighs any difference in useful tiles: fewer than the 144
#: tiles there are, so the useful tiles' share of a gap stays under a half.
OUTS_SCALE = 2.0 * 144


def choice_gap(view: MahjongView, legal, played: MahjongAction, suggested: MahjongAction) -> ChoiceGap | None:
    mine, theirs = progress_after(view, played), progress_after(view, suggested)
    if mine is None or theirs is None:
        return None
    size = (mine[0] - theirs[0]) + (theirs[1] - mine[1]) / OUTS_SCALE
    return ChoiceGap(size, "mahjong.progress", (mine[0], mine[1]), (theirs[0], theirs[1]))
