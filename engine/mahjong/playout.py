"""Fast playouts for search: cheap habits, a short horizon, and an evaluation of where it ends.

The habits: take any win the engine offers (it offers only eight-point wins, R5), claim nothing
else, and discard the tile that leaves the lowest regular shanten (one suit re-solved per tile,
`shanten.regular_after_discards`), a lone honor or terminal first among equals. A whole deal is
some 60 turns, too many for hundreds of playouts per decision, so a playout stops after
`HORIZON` discards and scores the table instead: each seat's chance to win from its distance,
the searching seat's by the hard AI's plans toward eight points (`plans.appraise`), the others'
by their shanten, against the chance that the wall runs out first.

Rewards follow the points: a finished deal pays each seat its settlement, scaled to [0, 1]; a
scored position pays each seat its chance of winning less the others' chances of making it pay.
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from engine.mahjong.actions import ClaimWin, Discard, MahjongAction, Pass, SelfDrawnWin
from engine.mahjong.deal import TURN, MahjongState
from engine.mahjong.plans import Seat, appraise, plausible_targets
from engine.mahjong.shanten import regular_after_discards, shanten_number
from engine.mahjong.tiles import KINDS

HORIZON = 5  # discards a playout plays before it is scored
DISTANCE_WEIGHT = 1.1  # per tile of distance to a win, in the chance model
DRAW_BASE, DRAW_PER_TILE = 1.5, -0.05  # the wall running out, by the tiles left in it
OPPONENT_EXTRA = 1.0  # the others' distance is their shanten, short of the eight points by this
NET_SCALE = 120.0  # a settlement of this many points moves a reward from 0.5 to 1 (or 0)
WIN_VALUE, LOSS_VALUE = 44.0, 12.0  # a typical win's gain and a typical loser's share

_PASS = Pass()


def _isolation(kind: int, counts: Sequence[int]) -> int:
    """How little a tile does for the hand: lone honors most, then lone terminals."""
    if counts[kind] > 1:
        return 0
    if kind >= 27:
        return 3
    rank = kind % 9
    for near in (kind - 2, kind - 1, kind + 1, kind + 2):
        if 0 <= near - (kind - rank) <= 8 and counts[near]:
            return 0
    return 2 if rank in (0, 8) else 1


def habit(state: MahjongState, seat: int, legal: Sequence[MahjongAction], rng: random.Random) -> MahjongAction:
    for action in legal:
        if action.__class__ is SelfDrawnWin or action.__class__ is ClaimWin:
            return action
    if state.phase != TURN:
        return _PASS
    counts = [0] * KINDS
    for tile in state.hands[seat]:
        counts[tile.kind] += 1
    after = regular_after_discards(counts, 4 - len(state.melds[seat]))
    kind = min(after, key=lambda k: (after[k], -_isolation(k, counts), k))
    for action in legal:
        if action.__class__ is Discard and action.tile.kind == kind:
            return action
    return legal[-1]


class Evaluation:
    """Scores a position for one searching seat; its own appraisals are remembered across the
    iterations of one decision (worlds often give it the same hand)."""

    def __init__(self, observer: int, seat: Seat, melds, counts: Sequence[int]):
        self.observer = observer
        self.seat = seat
        self.memo: dict[tuple, int] = {}
        # The plans near the hand the decision starts from: a few turns rarely bring another
        # plan into reach, and measuring every plan each time would cost most of the search.
        self.targets = plausible_targets(tuple(melds), list(counts), seat)

    def distance(self, state: MahjongState, owner: int) -> int:
        melds = tuple(m.meld for m in state.melds[owner])
        kinds = tuple(sorted(tile.kind for tile in state.hands[owner]))
        if owner != self.observer:
            return shanten_number(melds, kinds) + 1 + OPPONENT_EXTRA
        key = (melds, kinds)
        known = self.memo.get(key)
        if known is None:
            counts = [0] * KINDS
            for kind in kinds:
                counts[kind] += 1
            known = self.memo[key] = appraise(melds, counts, self.seat, self.targets).distance
        return known

    def rewards(self, state: MahjongState) -> list[float]:
        if state.outcome is not None:
            payments = state.outcome.detail["payments"]
            return [min(1.0, max(0.0, 0.5 + paid / NET_SCALE)) for paid in payments]
        weights = [math.exp(-DISTANCE_WEIGHT * self.distance(state, owner)) for owner in range(len(state.hands))]
        draw = math.exp(DRAW_BASE + DRAW_PER_TILE * len(state.wall))
        total = sum(weights) + draw
        chance = [weight / total for weight in weights]
        rewards = []
        for owner, mine in enumerate(chance):
            others = sum(chance) - mine
            rewards.append(min(1.0, max(0.0, 0.5 + (mine * WIN_VALUE - others * LOSS_VALUE) / NET_SCALE)))
        return rewards


def play_out(state: MahjongState, rng: random.Random, evaluation: Evaluation, horizon: int = HORIZON,
             move=None) -> list[float]:
    """Play habits (or `move`, with habit's arguments) for `horizon` discards (or to the end)
    and score the position."""
    move = move or habit
    discards = 0
    while state.outcome is None:
        if state.phase != TURN and not state.answers:
            discards += 1
            if discards > horizon:
                break
        seat = state.to_act[0]
        state._perform(seat, move(state, seat, state.legal[seat], rng))
    return evaluation.rewards(state)
